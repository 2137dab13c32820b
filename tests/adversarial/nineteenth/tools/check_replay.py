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
    1903: ['c4f7 out of turn'], 1911: ['e1c1'], 1912: ['a1a2'], 1913: ['e1h1'], 1914: ['exd6 pseudo'],
    1917: ['d1a4'], 1922: ['g8f8 adversary'], 1923: ['Bxf6 pseudo'], 1924: ['a3a2'], 1927: ['d1b1'],
    1928: ['b7a8q'],
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
        1901: B(1901).occupied.bit_count() == 3 and not B(1901).is_checkmate(),
        1902: not B(1902).is_check() and B(1902).piece_at(chess.D5) is None,
        1903: B(1903).piece_at(chess.F7) == chess.Piece(chess.KING, chess.BLACK),
        1904: B(1904).is_check() and not B(1904).is_checkmate(),
        1905: B(1905).is_checkmate(),
        1906: B(1906).is_check() and len(B(1906).checkers()) == 2,
        1908: len(B(1908).piece_map()) == 5 and not B(1908).is_checkmate(),
        1910: B(1910).is_check(),
        1915: B(1915).is_stalemate(),
        1921: B(1921).can_claim_threefold_repetition(),
        1923: B(1923).is_attacked_by(chess.WHITE, chess.E8),
        1929: B(1929).ep_square is None,
        1930: [B(1930).san(m) for m in B(1930).legal_moves] == ['dxe3'] and not B(1930).is_stalemate(),
    }
    for n, good in checks.items():
        if not good: bad += 1; print('FINAL', n, B(n).fen())
    expected_events = {1901: ['condition', 'fifty'], 1908: ['fifty'], 1926: ['condition']}
    for n, evs in expected_events.items():
        if [e for e in finals[n][1] if e in ('condition', 'fifty')] != evs: bad += 1; print('EVENTS', n)
    print(len(files), 'records replayed;', sum(len(v) for v in IRREGULAR.values()), 'irregular moves as intended;',
          len(checks), 'final positions checked;', bad, 'problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
