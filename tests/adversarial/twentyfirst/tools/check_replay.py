#!/usr/bin/env python3
"""Replays the PGN record of every case file of this set with python-chess (python3 tools/check_replay.py,
from any directory) and checks it against what the case says:
- every SAN move is lawful, or (listed below) pseudo-legal only because it ignores an unannounced
  check or exposes the mover's king, as the codes let a record show;
- every {[%move]} is lawful or is one of the irregular moves the case is about (listed below);
- the final position has the property the ruling rests on (listed below).
{[%move]} moves are applied as made: the man goes to the square named (with the promotion named), a
capture in passing removes the pawn passed, free castling puts the rook on the square named, and a
king's two-square move with no rook named moves the king alone. It knows nothing of the engine."""
import glob, os, re, sys, tomllib
import chess
HERE = os.path.dirname(os.path.abspath(__file__))

IRREGULAR = {   # case: the {[%move]}s / SAN moves that are not lawful, in order, as intended
    2104: ['exd5 pseudo'], 2106: ['e7e5 adversary'], 2107: ['e6d5'], 2109: ['e1g1'], 2110: ['c4c5'],
    2121: ['d4e5'], 2124: ['e6e7q'],
}
def san_pseudo(b, tok):
    tok = tok.rstrip('+#!?')
    for m in b.pseudo_legal_moves:
        if b.san(m).rstrip('+#') == tok: return m
    return None

def replay(path):
    case = tomllib.load(open(path, 'rb'))
    pgn = case['pgn']
    tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', pgn))
    body = re.sub(r'^\[\w+ "[^"]*"\]\s*$', '', pgn, flags=re.M)
    b = chess.Board(tags['FEN']) if 'FEN' in tags else chess.Board()
    assert b.is_valid(), f'{path}: start position invalid'
    extra = 0
    if 'Odds' in tags:
        parts = tags['Odds'].split(); giver, kind = parts[0], parts[1]
        sqs = [p for p in parts[2:] if re.fullmatch(r'[a-h][1-8]', p)]
        if kind == 'pawn-and-moves':
            b.remove_piece_at(chess.F7 if giver == 'black' else chess.F2); extra = int(parts[2]) - 1
        elif 'left-on-board' not in parts:
            s = chess.parse_square(sqs[0]); b.remove_piece_at(s); b.castling_rights &= ~chess.BB_SQUARES[s]
        if giver == 'black' and kind != 'pawn-and-moves': b.turn = chess.BLACK
    toks = re.findall(r'\{[^}]*\}|[^\s{}]+', body)
    first = next((t for t in toks if not t.startswith('{')), '')
    if re.fullmatch(r'\d+\.\.\.', first): b.turn = chess.BLACK
    irregular, events = [], []
    receiver = b.turn if extra else None
    for t in toks:
        if re.fullmatch(r'\d+\.(\.\.)?', t): continue
        if t.startswith('{'):
            name, *args = re.search(r'\[%(\w+)\s*([^\]]*)\]', t).group(1, 2)
            args = args[0].split()
            events.append(name)
            if name != 'move': continue
            m = chess.Move.from_uci(args[0])
            who = next((a for a in args[1:] if a in ('white', 'black')), None)
            rook_to = next((a for a in args[1:] if re.fullmatch(r'[a-h][1-8]', a)), None)
            if who == 'white' and b.turn == chess.BLACK or who == 'black' and b.turn == chess.WHITE:
                b.turn = not b.turn; irregular.append(args[0] + ' out of turn')
                assert m in b.legal_moves, f'{path}: the move out of turn should itself be a possible move'
                b.push(m); continue
            if m in b.legal_moves and rook_to is None:
                b.push(m); continue
            pc = b.piece_at(m.from_square)
            assert pc is not None, f'{path}: no man on {args[0]}'
            mover = b.turn
            if pc.color != mover: irregular.append(args[0] + ' adversary')
            else: irregular.append(args[0])
            b.remove_piece_at(m.from_square)
            if m.promotion: pc = chess.Piece(m.promotion, pc.color)
            if rook_to:   # free castling: the rook from the corner beyond the king's square
                corner = chess.H1 if chess.square_file(m.to_square) > 4 else chess.A1
                if mover == chess.BLACK: corner += 56
                rk = b.remove_piece_at(corner); b.set_piece_at(chess.parse_square(rook_to), rk)
            b.set_piece_at(m.to_square, pc)
            b.ep_square = None
            b.castling_rights &= ~chess.BB_SQUARES[m.from_square]
            if pc.piece_type == chess.KING:
                b.castling_rights &= ~(chess.BB_RANK_1 if mover else chess.BB_RANK_8)
            b.turn = not mover
            continue
        try:
            m = b.parse_san(t)
        except ValueError:
            m = san_pseudo(b, t)
            assert m is not None, f'{path}: {t} is not even pseudo-legal'
            irregular.append(t.rstrip('+#') + ' pseudo')
        b.push(m)
        if receiver is not None and extra > 0 and b.turn != receiver:
            b.turn = receiver; extra -= 1
    return case, b, irregular, events

def main():
    files = sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml')))
    bad = 0
    finals = {}
    for f in files:
        n = int(os.path.basename(f).split('-')[0])
        case, b, irr, ev = replay(f)
        finals[n] = (b, ev)
        if irr != IRREGULAR.get(n, []):
            bad += 1; print('IRREGULAR', n, irr, 'expected', IRREGULAR.get(n, []))
    B = lambda n: finals[n][0]
    checks = {
        2101: B(2101).fullmove_number == 4 and B(2101).turn == chess.WHITE,
        2102: not B(2102).is_checkmate() and len(B(2102).piece_map()) == 4 and B(2102).fullmove_number == 51,
        2103: B(2103).piece_at(chess.C8) == chess.Piece(chess.KING, chess.BLACK),
        2104: B(2104).is_check() and B(2104).turn == chess.BLACK and B(2104).piece_at(chess.D5) == chess.Piece(chess.PAWN, chess.BLACK),
        2105: B(2105).piece_at(chess.F2) == chess.Piece(chess.PAWN, chess.WHITE) and B(2105).piece_at(chess.E2) is None,
        2106: B(2106).piece_at(chess.E5) == chess.Piece(chess.PAWN, chess.BLACK) and B(2106).piece_at(chess.E7) is None,
        2109: B(2109).piece_at(chess.G1) == chess.Piece(chess.KING, chess.WHITE),
        2110: B(2110).is_check(),
        2112: not B(2112).is_checkmate() and len(B(2112).piece_map()) == 4,
        2113: B(2113).has_insufficient_material(chess.WHITE),
        2117: not B(2117).is_checkmate() and len(B(2117).piece_map()) == 4,
        2118: B(2118).piece_at(chess.E4) is None and B(2118).piece_at(chess.E3) == chess.Piece(chess.PAWN, chess.BLACK),
        2120: not B(2120).is_checkmate() and len(B(2120).piece_map()) == 3,
        2123: B(2123).piece_at(chess.D5) == chess.Piece(chess.PAWN, chess.BLACK),
        2126: B(2126).piece_at(chess.D4) is None and B(2126).piece_at(chess.D3) == chess.Piece(chess.PAWN, chess.BLACK),
        2127: B(2127).is_stalemate(),
        2128: not B(2128).is_checkmate() and len(B(2128).piece_map()) == 4,
    }
    for n, good in checks.items():
        if not good: bad += 1; print('FINAL', n, B(n).fen())
    expected_events = {2102: ['fifty'], 2112: ['fifty'], 2117: ['fifty'], 2120: ['fifty'], 2128: ['fifty']}
    for n, evs in expected_events.items():
        if [e for e in finals[n][1] if e in ('condition', 'fifty')] != evs: bad += 1; print('EVENTS', n)
    print(len(files), 'records replayed;', sum(len(v) for v in IRREGULAR.values()), 'irregular moves as intended;',
          len(checks), 'final positions checked;', bad, 'problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
