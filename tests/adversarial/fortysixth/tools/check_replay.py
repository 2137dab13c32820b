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
    4602: ['c3g3 out of turn'], 4603: ['c8f5'], 4604: ['d7d1'], 4605: ['f1f2'], 4612: ['g5e7'], 4615: ['e8g8'],
    4619: ['a1e1'], 4620: ['d4 pseudo'], 4622: ['g5h5'], 4625: ['a1e1'], 4626: ['b7e4'], 4628: ['e1g1'], 4630: ['e4d6'],
}
# checks given without {[%check]} right after the move, as the cases intend
UNANNOUNCED = {4620: ['Qf4']}
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
        if t.startswith('$'): continue
        if t.startswith('{'):
            found = re.search(r'\[%(\w+)\s*([^\]]*)\]', t)
            if not found or found.group(1) not in ('move', 'touch', 'adjust', 'check', 'fifty', 'elect', 'resign', 'draw', 'condition'): continue
            name, *args = found.group(1, 2)
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
        t = t.rstrip('!?')
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
    P = lambda n, s: B(n).piece_at(chess.parse_square(s))
    checks[4601] = E(4601) == ['check', 'touch'] and B(4601).turn == chess.BLACK
    checks[4602] = E(4602) == ['move'] and B(4602).turn == chess.WHITE and P(4602, 'g3') == chess.Piece(chess.QUEEN, chess.BLACK)
    checks[4603] = E(4603) == ['check', 'move'] and B(4603).turn == chess.WHITE
    checks[4604] = E(4604) == ['check', 'move', 'check'] and WK(4604) and BK(4604)
    checks[4605] = E(4605) == ['check', 'check', 'move'] and WK(4605) and B(4605).turn == chess.WHITE
    checks[4606] = E(4606) == [] and stale(4606)
    checks[4607] = E(4607) == ['check', 'touch'] and B(4607).turn == chess.BLACK
    checks[4608] = E(4608) == ['check'] and B(4608).turn == chess.WHITE
    checks[4609] = E(4609) == [] and stale(4609)
    checks[4610] = E(4610) == ['check'] and B(4610).turn == chess.WHITE and not WK(4610) and not BK(4610)
    checks[4611] = E(4611) == [] and P(4611, 'b8') == chess.Piece(chess.ROOK, chess.WHITE)
    checks[4612] = E(4612) == ['move'] and B(4612).turn == chess.WHITE
    checks[4613] = E(4613) == ['check', 'touch', 'adjust'] and B(4613).turn == chess.BLACK
    checks[4614] = E(4614) == [] and B(4614).turn == chess.BLACK and P(4614, 'd5') is None
    checks[4615] = E(4615) == ['check', 'move'] and P(4615, 'g8') == chess.Piece(chess.KING, chess.BLACK)
    checks[4616] = E(4616) == ['fifty'] and plies(4616) == 100 and not B(4616).is_game_over()
    checks[4617] = E(4617) == ['touch'] and B(4617).turn == chess.BLACK
    checks[4618] = E(4618) == [] and BK(4618) and B(4618).turn == chess.BLACK and plies(4618) == 0
    checks[4619] = E(4619) == ['check', 'move'] and B(4619).turn == chess.BLACK
    checks[4620] = E(4620) == [] and BK(4620) and B(4620).turn == chess.BLACK
    checks[4621] = E(4621) == [] and plies(4621) == 7
    checks[4622] = E(4622) == ['check'] * 4 + ['move'] and B(4622).turn == chess.WHITE and BK(4622)
    checks[4623] = E(4623) == ['adjust'] and B(4623).turn == chess.BLACK
    checks[4624] = E(4624) == ['check', 'touch', 'check'] and BK(4624)
    checks[4625] = E(4625) == ['check', 'move'] and B(4625).turn == chess.BLACK
    checks[4626] = E(4626) == ['move'] and B(4626).turn == chess.WHITE
    checks[4627] = E(4627) == ['check'] and BK(4627)
    checks[4628] = E(4628) == ['check', 'move'] and P(4628, 'g1') == chess.Piece(chess.KING, chess.WHITE)
    checks[4629] = E(4629) == ['check'] * 5 and B(4629).is_repetition(3) and WK(4629)
    checks[4630] = E(4630) == ['check', 'move', 'check', 'touch'] and B(4630).turn == chess.BLACK and BK(4630) and WK(4630)
    for n, good in checks.items():
        if not good: bad += 1; print('FINAL', n, B(n).fen(), E(n))
    missing = set(finals) - set(checks)
    if missing: bad += 1; print('NO FINAL CHECK', sorted(missing))
    print(len(files), 'records replayed;', sum(len(v) for v in IRREGULAR.values()), 'irregular moves as intended;',
          len(checks), 'final positions checked;', bad, 'problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
