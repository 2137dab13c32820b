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
    3201: ['d1d4'],                     # the queen onto her own d4 pawn
    3202: ['b1d3'],                     # the knight to d3, no knight's move
    3208: ['d1d7'],                     # the queen over her own d4 pawn to take on d7
    3213: ['e1g1'],                     # castling across the attacked f1
    3216: ['Nf3 pseudo'],               # ignores the unannounced check
    3221: ['e8c8'],                     # castling over the b8 knight
    3222: ['e4f6 adversary'],           # White moves Black's knight
    3223: ['d8h4'],                     # the queen over her own e7 knight
    3226: ['d8d4'],                     # the queen over her own d5 pawn to take on d4
    3227: ['d1d2 out of turn'],         # a second move in succession
    3228: ['Nf3 pseudo', 'Bd3 pseudo'], # both ignore the unannounced check
    3230: ['d6d4', 'e4d5'],             # the set-up pawn's first step, two squares; the capture in passing
}
UNANNOUNCED = {3216: ['Bb4+'], 3228: ['Bxc3+']}   # checks given by SAN moves with no {[%check]} after them
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
        3201: sqp(3201, 'd4') == Pc(Q, W_) and sqp(3201, 'd1') is None and B(3201).turn == Bk,
        3202: sqp(3202, 'd3') == Pc(N_, W_) and sqp(3202, 'b7') == Pc(chess.BISHOP, Bk) and B(3202).turn == W_,
        3203: len(B(3203).piece_map()) == 3 and not B(3203).is_checkmate() and not B(3203).is_stalemate() and E(3203) == ['fifty'],
        3204: sqp(3204, 'c3') == Pc(N_, W_) and len(B(3204).move_stack) == 8,
        3205: B(3205).is_check() and sqp(3205, 'h5') == Pc(Q, W_) and sqp(3205, 'f7') is None and B(3205).turn == Bk and E(3205) == ['check'],
        3206: len(B(3206).pieces(Q, W_)) == 2,
        3207: sqp(3207, 'g5') == Pc(chess.BISHOP, Bk) and sqp(3207, 'e7') == Pc(N_, Bk) and E(3207) == ['check', 'touch'],
        3208: sqp(3208, 'd7') == Pc(Q, W_) and B(3208).turn == Bk,
        3209: B(3209).board_fen() == '6k1/6p1/8/7Q/8/8/rr3PPP/6K1' and E(3209) == ['check'] * 4,
        3210: sqp(3210, 'h1') == Pc(K, W_) and E(3210) == ['touch'],
        3211: B(3211).is_stalemate(),
        3212: sqp(3212, 'h8') == Pc(K, Bk) and sqp(3212, 'g5') == Pc(chess.BISHOP, W_) and E(3212) == ['check'] and B(3212).turn == Bk,
        3213: sqp(3213, 'g1') == Pc(K, W_) and sqp(3213, 'f1') == Pc(R_, W_) and B(3213).turn == Bk,
        3214: not B(3214).is_stalemate() and not B(3214).is_check() and B(3214).is_pinned(Bk, chess.A5),
        3215: sqp(3215, 'c8') is None and B(3215).turn == W_,
        3216: B(3216).is_check() and E(3216) == ['check'] and B(3216).turn == W_,
        3217: sqp(3217, 'c4') == Pc(chess.BISHOP, W_),
        3218: len(B(3218).move_stack) == 4,
        3219: sqp(3219, 'b5') == Pc(P_, Bk) and sqp(3219, 'e8') == Pc(K, Bk) and E(3219) == ['check', 'check', 'touch'],
        3220: sqp(3220, 'f1') == Pc(N_, W_) and sqp(3220, 'g1') == Pc(chess.BISHOP, W_) and B(3220).turn == W_,
        3221: sqp(3221, 'c8') == Pc(K, Bk) and sqp(3221, 'd8') == Pc(R_, Bk) and sqp(3221, 'b8') == Pc(N_, Bk),
        3222: sqp(3222, 'f6') == Pc(N_, Bk) and sqp(3222, 'e4') is None and B(3222).turn == Bk,
        3223: sqp(3223, 'h4') == Pc(Q, Bk) and B(3223).turn == W_,
        3224: sqp(3224, 'e2') == Pc(Q, W_) and sqp(3224, 'f3') == Pc(N_, W_) and E(3224) == ['touch', 'adjust'],
        3225: sqp(3225, 'e5') == Pc(N_, W_),
        3226: sqp(3226, 'd4') == Pc(Q, Bk) and sqp(3226, 'd5') == Pc(P_, Bk) and B(3226).turn == W_,
        3227: sqp(3227, 'd2') == Pc(Q, W_) and sqp(3227, 'f3') == Pc(P_, W_) and B(3227).turn == Bk,
        3228: B(3228).is_check() and B(3228).turn == W_,
        3229: not B(3229).is_checkmate() and E(3229) == ['condition', 'check'],
        3230: sqp(3230, 'd5') == Pc(P_, W_) and sqp(3230, 'd4') is None and sqp(3230, 'e4') is None and B(3230).turn == Bk,
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
