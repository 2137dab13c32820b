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
    3902: ['g5g3'], 3904: ['Bxc4 pseudo'], 3907: ['e1g1'], 3908: ['c2h7'], 3915: ['d8d5'], 3916: ['e5 pseudo'],
    3920: ['d1d3'], 3925: ['d5b4 adversary'], 3926: ['d1e4'], 3928: ['f8f6'], 3929: ['d1c2 out of turn'],
    3930: ['Bg2 pseudo', 'Nf3 pseudo'],
}
UNANNOUNCED = {3904: ['Bb4+'], 3916: ['Bb4+'], 3930: ['Bb4+']}   # checks given without {[%check]}, as the cases intend
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
    Bi = chess.BISHOP
    K, Q, R, Bp, Nn = chess.KING, chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT
    N_ = chess.KNIGHT
    checks = {
        3901: E(3901) == ['touch'] and sqp(3901, 'g1') == Pc(K, W_) and sqp(3901, 'd4') == Pc(N_, W_),
        3902: sqp(3902, 'g3') == Pc(Bp, W_) and sqp(3902, 'g5') is None and B(3902).turn == Bk,
        3903: E(3903) == ['check', 'check', 'touch'] and B(3903).turn == W_,
        3904: B(3904).is_check() and B(3904).turn == W_ and E(3904) == ['check'],
        3905: sqp(3905, 'g1') == Pc(K, W_) and sqp(3905, 'f1') == Pc(R, W_) and sqp(3905, 'f2') == Pc(N_, Bk),
        3906: sqp(3906, 'e7') == Pc(K, Bk) and E(3906) == ['check'] and B(3906).turn == W_,
        3907: sqp(3907, 'g1') == Pc(K, W_) and sqp(3907, 'f1') == Pc(R, W_) and B(3907).turn == Bk,
        3908: sqp(3908, 'h7') == Pc(Bp, W_) and sqp(3908, 'e4') == Pc(P_, W_),
        3909: E(3909) == ['touch'] and sqp(3909, 'd7') == Pc(Bp, Bk) and sqp(3909, 'c6') == Pc(N_, Bk),
        3910: B(3910).is_stalemate(),
        3911: len(B(3911).move_stack) == 3,
        3912: E(3912) == ['touch'] and B(3912).turn == W_,
        3913: sqp(3913, 'e6') == Pc(P_, W_) and sqp(3913, 'e5') is None,
        3914: sqp(3914, 'g1') == Pc(N_, Bk) and B(3914).is_check() and E(3914) == ['check'] * 3,
        3915: sqp(3915, 'd5') == Pc(Q, Bk) and sqp(3915, 'd7') == Pc(N_, Bk) and B(3915).turn == W_,
        3916: B(3916).is_check() and B(3916).turn == W_ and E(3916) == ['check'],
        3917: sqp(3917, 'd3') == Pc(Bp, W_) and B(3917).turn == Bk,
        3918: E(3918) == ['touch', 'adjust'] and sqp(3918, 'h3') == Pc(P_, W_) and sqp(3918, 'f3') == Pc(N_, W_),
        3919: sqp(3919, 'e7') == Pc(K, Bk) and E(3919) == ['check'],
        3920: sqp(3920, 'd3') == Pc(Q, W_) and sqp(3920, 'd1') is None and B(3920).turn == Bk,
        3921: E(3921) == ['touch'] and sqp(3921, 'a6') == Pc(P_, Bk) and sqp(3921, 'b8') == Pc(N_, Bk),
        3922: len(B(3922).piece_map()) == 5 and len(B(3922).move_stack) == 100 and E(3922) == ['fifty'] and not B(3922).is_checkmate(),
        3923: len(B(3923).move_stack) == 10 and sqp(3923, 'c3') == Pc(N_, W_),
        3924: E(3924) == ['touch'] and sqp(3924, 'b4') == Pc(Bp, Bk) and B(3924).turn == W_,
        3925: sqp(3925, 'b4') == Pc(N_, Bk) and sqp(3925, 'd5') is None and B(3925).turn == Bk,
        3926: sqp(3926, 'e4') == Pc(Q, W_) and sqp(3926, 'e1') == Pc(R, W_) and B(3926).turn == Bk,
        3927: E(3927) == ['touch'] and sqp(3927, 'a3') == Pc(P_, W_),
        3928: sqp(3928, 'f6') == Pc(R, Bk) and sqp(3928, 'f7') == Pc(P_, Bk) and E(3928) == ['move', 'touch'],
        3929: sqp(3929, 'd3') == Pc(Bp, W_) and sqp(3929, 'c2') == Pc(Q, W_) and B(3929).turn == Bk,
        3930: B(3930).is_check() and B(3930).turn == W_ and E(3930) == [],
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
