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
    3402: ['c1b2 out of turn'],         # Bb2 as a second move in succession
    3403: ['c1b2 out of turn'],
    3405: ['c1c4'],                     # the rook over its own c3 knight
    3414: ['a1d1'],                     # the rook over its own c1 bishop
    3415: ['a1d1'],
    3418: ['a8a6'],                     # the rook over its own a7 pawn
    3420: ['Bh4 pseudo'],               # ignores the unannounced check
    3421: ['Bh4 pseudo', 'e3 pseudo'],  # both ignore it
    3422: ['b3d5'],                     # no knight's move
    3426: ['e8g8'],                     # castling with a king that has moved
    3427: ['e8g8'],
    3429: ['e5e1 out of turn'],         # Re1 as a second move in succession
}
UNANNOUNCED = {3420: ['Bb4+'], 3421: ['Bb4+']}   # checks given by SAN moves with no {[%check]} after them
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
    bad = 0
    finals = {}
    for f in files:
        n = int(os.path.basename(f).split('-')[0])
        case, b, irr, ev, un = replay(f)
        if un != UNANNOUNCED.get(n, []): bad += 1; print('UNANNOUNCED', n, un)
        finals[n] = (b, ev)
        if irr != IRREGULAR.get(n, []):
            bad += 1; print('IRREGULAR', n, irr, 'expected', IRREGULAR.get(n, []))
    B = lambda n: finals[n][0]
    E = lambda n: finals[n][1]
    K, Q, R_, P_, N_ = chess.KING, chess.QUEEN, chess.ROOK, chess.PAWN, chess.KNIGHT
    pc = lambda n, s: B(n).piece_at(chess.parse_square(s))
    W_, Bk = chess.WHITE, chess.BLACK
    sqp = lambda n, s_: B(n).piece_at(chess.parse_square(s_))
    Pc = chess.Piece
    checks = {
        3401: B(3401).turn == W_ and not B(3401).is_check() and sqp(3401, 'e7') == Pc(chess.BISHOP, Bk) and E(3401) == ['check'],
        3402: sqp(3402, 'b2') == Pc(chess.BISHOP, W_) and sqp(3402, 'b3') == Pc(P_, W_) and sqp(3402, 'g6') == Pc(P_, Bk) and B(3402).turn == W_ and E(3402) == ['move', 'touch', 'move'],
        3403: sqp(3403, 'b2') == Pc(chess.BISHOP, W_) and sqp(3403, 'g7') == Pc(P_, Bk) and B(3403).turn == Bk and E(3403) == ['move', 'touch'],
        3404: B(3404).is_repetition(3) and B(3404).turn == W_,
        3405: sqp(3405, 'c4') == Pc(R_, W_) and sqp(3405, 'c3') == Pc(N_, W_) and B(3405).turn == Bk,
        3406: B(3406).is_checkmate() and B(3406).turn == Bk and E(3406) == ['touch', 'check', 'check'],
        3407: not B(3407).is_stalemate() and not B(3407).is_check() and B(3407).turn == Bk,
        3408: sqp(3408, 'h8') == Pc(K, Bk) and sqp(3408, 'd1') == Pc(Q, W_) and B(3408).turn == W_ and E(3408) == ['check', 'touch'],
        3409: sqp(3409, 'h8') == Pc(K, Bk) and sqp(3409, 'h5') == Pc(Q, W_) and B(3409).turn == Bk and E(3409) == ['check', 'touch'],
        3410: B(3410).is_checkmate() and sqp(3410, 'g8') == Pc(N_, W_),
        3411: sqp(3411, 'd4') == Pc(P_, W_) and sqp(3411, 'f3') == Pc(N_, W_) and E(3411) == ['touch'] and B(3411).turn == Bk,
        3412: B(3412).is_stalemate(),
        3413: sqp(3413, 'g1') == Pc(K, W_) and sqp(3413, 'f1') == Pc(R_, W_) and B(3413).turn == Bk,
        3414: sqp(3414, 'd1') == Pc(R_, W_) and sqp(3414, 'f8') == Pc(R_, Bk) and E(3414) == ['move', 'touch'],
        3415: sqp(3415, 'd1') == Pc(R_, W_) and sqp(3415, 'e8') == Pc(R_, Bk) and B(3415).turn == W_,
        3416: B(3416).is_repetition(3) and E(3416) == ['check'] * 6,
        3417: sqp(3417, 'g6') == Pc(P_, Bk) and not B(3417).is_check() and E(3417) == ['check'],
        3418: B(3418).is_checkmate() and B(3418).turn == W_,
        3419: sqp(3419, 'c8') == Pc(K, Bk) and sqp(3419, 'd1') == Pc(R_, W_) and E(3419) == ['check', 'check'],
        3420: B(3420).turn == W_ and B(3420).is_check() and len(B(3420).move_stack) == 16,
        3421: B(3421).turn == Bk and B(3421).is_attacked_by(Bk, chess.E1) and len(B(3421).move_stack) == 17,
        3422: sqp(3422, 'd5') == Pc(N_, W_) and sqp(3422, 'b3') is None and sqp(3422, 'c3') == Pc(N_, W_),
        3423: B(3423).is_checkmate() and sqp(3423, 'c1') == Pc(K, W_) and sqp(3423, 'd1') == Pc(R_, W_) and E(3423) == ['check'] * 8,
        3424: len(B(3424).piece_map()) == 4 and not B(3424).is_checkmate() and E(3424) == ['fifty'] and len(B(3424).move_stack) == 100,
        3425: E(3425) == ['touch'] and B(3425).turn == Bk and not B(3425).is_pinned(Bk, chess.F6),
        3426: sqp(3426, 'g8') == Pc(K, Bk) and sqp(3426, 'f8') == Pc(R_, Bk) and B(3426).turn == W_ and E(3426) == ['check', 'check', 'move'],
        3427: sqp(3427, 'g8') == Pc(K, Bk) and E(3427) == ['check', 'check', 'move', 'touch'],
        3428: len(B(3428).piece_map()) == 3 and B(3428).has_insufficient_material(W_),
        3429: sqp(3429, 'e1') == Pc(R_, W_) and sqp(3429, 'd4') == Pc(P_, W_) and B(3429).turn == Bk,
        3430: len(B(3430).piece_map()) == 3 and not B(3430).is_checkmate() and E(3430) == ['fifty'] and len(B(3430).move_stack) == 100,
    }
    for n, good in checks.items():
        if not good: bad += 1; print('FINAL', n, B(n).fen(), E(n))
    missing = set(finals) - set(checks)
    if missing: bad += 1; print('NO FINAL CHECK', sorted(missing))
    print(len(files), 'records replayed;', sum(len(v) for v in IRREGULAR.values()), 'irregular moves as intended;',
          len(checks), 'final positions checked;', bad, 'problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
