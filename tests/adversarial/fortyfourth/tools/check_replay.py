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

IRREGULAR = {   # case: the moves that are not lawful, in order, as intended
    4403: ['e1c1'], 4410: ['e8g8'], 4412: ['e7g5'], 4415: ['e1c1'], 4418: ['a8a6'], 4421: ['e1g1'],
    4423: ['f4g3'], 4429: ['d3d2 adversary'], 4430: ['d5c6'],
}
UNANNOUNCED = {}   # every check in this set is said
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
    toks = re.findall(r'\{[^}]*\}|[^\s{}]+', body)
    first = next((t for t in toks if not t.startswith('{')), '')
    if re.fullmatch(r'\d+\.\.\.', first): b.turn = chess.BLACK
    irregular, events = [], []
    receiver = b.turn if extra else None
    unann = []
    for ti, t in enumerate(toks):
        if re.fullmatch(r'\d+\.(\.\.)?', t) or t in ('*', '1-0', '0-1', '1/2-1/2'): continue
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
            if pc.piece_type == chess.PAWN and chess.square_file(m.to_square) != chess.square_file(m.from_square) and b.piece_at(m.to_square) is None:
                b.remove_piece_at(chess.square(chess.square_file(m.to_square), chess.square_rank(m.from_square)))   # taken in passing, as made
            b.set_piece_at(m.to_square, pc)
            if pc.piece_type == chess.KING and abs(m.to_square - m.from_square) == 2 and not rook_to:
                corner = m.to_square + 1 if m.to_square > m.from_square else m.to_square - 2
                rk = b.piece_at(corner)
                if rk and rk.piece_type == chess.ROOK and rk.color == mover:
                    b.remove_piece_at(corner); b.set_piece_at((m.to_square + m.from_square) // 2, rk)
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
        gave = b.gives_check(m) and not b.is_attacked_by(b.turn, b.king(not b.turn))
        b.push(m)
        if gave and not any('%check' in u for u in toks[ti + 1:ti + 3] if u.startswith('{')): unann.append(t)
        if receiver is not None and extra > 0 and b.turn != receiver:
            b.turn = receiver; extra -= 1
    return case, b, irregular, events, unann

def main():
    files = sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml')))
    bad = 0; finals = {}
    for f in files:
        n = int(os.path.basename(f).split('-')[0])
        case, b, irr, ev, un = replay(f)
        if un != UNANNOUNCED.get(n, []): bad += 1; print('UNANNOUNCED', n, un)
        if irr != IRREGULAR.get(n, []): bad += 1; print('IRREGULAR', n, irr, 'expected', IRREGULAR.get(n, []))
        finals[n] = (b, ev)
    # case: (plies pushed as lawful or pseudo-legal SAN/%move, events, end: 'mate' / 'stalemate' / None)
    # (an irregular %move is applied by hand, which empties python-chess's move stack: the plies are those after it)
    WANT = {
        4401: (1, [], None), 4402: (15, ['check', 'check'], 'mate'), 4403: (0, ['move'], None),
        4404: (3, ['check'], None), 4405: (46, ['touch'], None), 4406: (34, ['check', 'check'], None),
        4407: (1, [], None), 4408: (4, [], None), 4409: (4, [], None),
        4410: (0, ['move'], None), 4411: (33, ['touch', 'check'], None), 4412: (0, ['check', 'move'], None),
        4413: (6, [], None), 4414: (6, [], None), 4415: (0, ['move'], None),
        4416: (13, ['check', 'check'], 'mate'), 4417: (28, ['check', 'touch'], None), 4418: (0, ['check', 'move'], None),
        4419: (14, ['check', 'check'], 'mate'), 4420: (1, [], None), 4421: (0, ['move'], None),
        4422: (6, [], None), 4423: (0, ['check', 'check', 'check', 'check', 'check', 'move'], None), 4424: (24, ['check'], None),
        4425: (10, [], None), 4426: (3, [], None), 4427: (10, [], None),
        4428: (7, [], None), 4429: (0, ['move'], None), 4430: (0, ['move'], None),
    }
    for n, (b, ev) in sorted(finals.items()):
        end = 'mate' if b.is_checkmate() else 'stalemate' if b.is_stalemate() else None
        got = (len(b.move_stack), ev, end)
        if got != WANT.get(n): bad += 1; print('FINAL', n, got, 'expected', WANT.get(n), b.fen())
    missing = set(finals) ^ set(WANT)
    if missing: bad += 1; print('NO FINAL CHECK', sorted(missing))
    print(len(files), 'records replayed;', sum(len(v) for v in IRREGULAR.values()), 'irregular or pseudo-legal moves as intended;',
          len(WANT), 'final positions and event lists checked;', bad, 'problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
