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
    4501: ['Bxc2 pseudo'], 4503: ['d1d8'], 4508: ['Nf3 pseudo'], 4509: ['d4f5'], 4510: ['g1f3'],
    4513: ['Qxg2 pseudo'], 4514: ['e8d7'], 4517: ['d1h5'], 4519: ['h6 pseudo'], 4522: ['e7d5'],
    4524: ['Re1 pseudo'], 4525: ['Qxf3 pseudo', 'Rg8 pseudo'], 4529: ['d6f7'],
}
# checks given without {[%check]} right after the move, as the cases intend (4502 and 4518: the word comes late)
UNANNOUNCED = {4501: ['Bxf7'], 4502: ['Qa5'], 4508: ['Qh4'], 4513: ['Rxe7'], 4518: ['Rb1'], 4519: ['Bxb5'],
               4524: ['Be4'], 4525: ['Nf6']}
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
    B = lambda n: finals[n][0]; E = lambda n: finals[n][1]
    mate = lambda n: B(n).is_checkmate()
    stale = lambda n: B(n).is_stalemate()
    checks = {}
    WK = lambda n: B(n).is_attacked_by(chess.BLACK, B(n).king(chess.WHITE))
    BK = lambda n: B(n).is_attacked_by(chess.WHITE, B(n).king(chess.BLACK))
    plies = lambda n: len(B(n).move_stack)
    checks[4501] = E(4501) == ['check'] and BK(4501) and B(4501).turn == chess.BLACK
    checks[4502] = E(4502) == ['touch', 'check'] and B(4502).turn == chess.BLACK and not WK(4502)
    checks[4503] = E(4503) == ['check', 'check', 'move', 'check'] and mate(4503)
    checks[4504] = E(4504) == ['fifty'] and plies(4504) == 100 and not mate(4504) and not stale(4504)
    checks[4505] = E(4505) == ['check'] and stale(4505)
    checks[4506] = E(4506) == ['check', 'touch'] and B(4506).turn == chess.WHITE
    checks[4507] = E(4507) == ['check', 'touch'] and B(4507).turn == chess.WHITE
    checks[4508] = E(4508) == [] and WK(4508) and B(4508).turn == chess.BLACK
    checks[4509] = E(4509) == ['move'] and stale(4509)
    checks[4510] = E(4510) == ['check', 'move'] and WK(4510)
    checks[4511] = E(4511) == ['fifty'] and plies(4511) == 100
    checks[4512] = E(4512) == ['condition', 'check', 'check'] and mate(4512)
    checks[4513] = E(4513) == ['check', 'check'] and mate(4513) and BK(4513)
    checks[4514] = E(4514) == ['check', 'move'] and BK(4514)
    checks[4515] = E(4515) == ['fifty'] and stale(4515) and plies(4515) == 104
    checks[4516] = E(4516) == ['check', 'touch'] and B(4516).turn == chess.BLACK
    checks[4517] = E(4517) == ['move', 'check'] and mate(4517)
    checks[4518] = E(4518) == ['touch', 'check'] and B(4518).turn == chess.BLACK
    checks[4519] = E(4519) == [] and BK(4519) and B(4519).turn == chess.WHITE
    for n in (4520, 4526): checks[n] = E(n) == ['check', 'check'] and mate(n)
    checks[4521] = E(4521) == ['fifty'] and plies(4521) == 100
    checks[4522] = E(4522) == ['check'] * 4 + ['move'] and BK(4522)
    checks[4523] = E(4523) == ['check', 'touch'] and B(4523).turn == chess.BLACK
    checks[4524] = E(4524) == [] and stale(4524) and WK(4524)
    checks[4525] = E(4525) == ['check'] and BK(4525) and B(4525).turn == chess.BLACK
    checks[4527] = E(4527) == ['condition'] + ['check'] * 8 and mate(4527)
    checks[4528] = E(4528) == ['fifty', 'check'] and mate(4528) and plies(4528) == 100
    checks[4529] = E(4529) == ['move'] and stale(4529)
    checks[4530] = E(4530) == ['check', 'check', 'touch'] and B(4530).turn == chess.WHITE
    for n, good in checks.items():
        if not good: bad += 1; print('FINAL', n, B(n).fen(), E(n))
    missing = set(finals) - set(checks)
    if missing: bad += 1; print('NO FINAL CHECK', sorted(missing))
    print(len(files), 'records replayed;', sum(len(v) for v in IRREGULAR.values()), 'irregular moves as intended;',
          len(checks), 'final positions checked;', bad, 'problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
