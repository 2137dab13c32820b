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
    4301: ['b3a5'], 4318: ['b3a5'], 4319: ['b3a5'], 4325: ['b3a5'],
    4302: ['h1g1 out of turn'], 4326: ['h1g1 out of turn'],
    4307: ['d1h5'], 4308: ['e1g1'], 4315: ['e1g1'], 4322: ['e1g1'],
    4311: ['e4e5 out of turn'], 4324: ['e4e5 out of turn'],
    4313: ['b7b8'], 4329: ['b7b8'], 4327: ['f6d5 adversary'],
    4310: ['Nf6 pseudo'], 4321: ['Nf6 pseudo'], 4317: ['Nf6 pseudo', 'Be7 pseudo'],
}
UNANNOUNCED = {4310: ['Bxf7'], 4321: ['Bxf7'], 4317: ['Bxf7']}   # checks given without {[%check]}, as the cases intend
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
    for n in (4301, 4318, 4325): checks[n] = E(n) == ['check', 'move', 'touch'] and not B(n).is_check()
    checks[4319] = E(4319) == ['check', 'move'] and len(B(4319).move_stack) == 4  # the four plies after the false move (the replay keeps no stack across a move as made)
    checks[4302] = E(4302) == ['check', 'move'] and B(4302).turn == chess.WHITE
    checks[4326] = E(4326) == ['check', 'move'] and B(4326).turn == chess.BLACK
    checks[4303] = E(4303) == ['check', 'adjust']
    checks[4328] = E(4328) == ['check', 'touch']
    for n in (4304, 4330): checks[n] = E(n) == [] and len(B(n).move_stack) == 8
    checks[4305] = E(4305) == ['fifty', 'check'] and mate(4305) and len(B(4305).move_stack) == 102
    checks[4306] = E(4306) == ['touch'] and B(4306).turn == chess.WHITE
    checks[4323] = E(4323) == ['touch'] and B(4323).turn == chess.BLACK
    checks[4307] = E(4307) == ['move', 'check'] and mate(4307)
    checks[4308] = E(4308) == ['check', 'move'] and B(4308).turn == chess.WHITE
    checks[4309] = E(4309) == ['check', 'touch']
    for n in (4316, 4320): checks[n] = E(n) == ['check'] and B(n).turn == chess.BLACK
    for n in (4310, 4321, 4317): checks[n] = E(n) == ['check'] and B(n).is_check()
    for n in (4311, 4324): checks[n] = E(n) == ['move'] and B(n).turn == chess.BLACK
    checks[4312] = E(4312) == ['touch', 'touch']
    checks[4313] = E(4313) == ['move'] and B(4313).turn == chess.WHITE
    checks[4329] = E(4329) == ['move', 'touch']
    checks[4314] = E(4314) == ['check'] and mate(4314)
    checks[4315] = E(4315) == ['move'] and B(4315).turn == chess.BLACK
    checks[4322] = E(4322) == ['move', 'touch']
    checks[4327] = E(4327) == ['move', 'touch']
    for n, good in checks.items():
        if not good: bad += 1; print('FINAL', n, B(n).fen(), E(n))
    missing = set(finals) - set(checks)
    if missing: bad += 1; print('NO FINAL CHECK', sorted(missing))
    print(len(files), 'records replayed;', sum(len(v) for v in IRREGULAR.values()), 'irregular moves as intended;',
          len(checks), 'final positions checked;', bad, 'problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
