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
    3702: ['b3b4'], 3705: ['b6b8q'], 3706: ['c1d2'], 3708: ['f1c4 out of turn'], 3710: ['Nf6 pseudo'],
    3712: ['e5d6'], 3717: ['dxc6 pseudo'], 3718: ['c6b4 adversary'], 3720: ['c4a4'], 3721: ['g8f6 out of turn'],
    3723: ['Nf6 pseudo'], 3724: ['b7b8q'],
}
UNANNOUNCED = {3710: ['Bb5'], 3723: ['Bb5'], 3717: ['Nc6']}   # checks given without {[%check]}, as the cases intend
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
    checks = {
        3701: len(B(3701).piece_map()) == 4 and sqp(3701, 'a2') == Pc(P_, W_) and E(3701) == ['condition', 'fifty'] and len(B(3701).move_stack) == 100 and not B(3701).is_checkmate(),
        3702: sqp(3702, 'b4') == Pc(Bp, W_) and sqp(3702, 'b3') is None and B(3702).turn == Bk,
        3703: sqp(3703, 'd2') == Pc(Bp, W_) and B(3703).turn == W_ and E(3703) == ['check'],
        3704: B(3704).turn == W_ and E(3704) == ['touch', 'touch', 'adjust'],
        3705: sqp(3705, 'b8') == Pc(Q, W_) and sqp(3705, 'b6') is None and B(3705).turn == Bk,
        3706: sqp(3706, 'd2') == Pc(Bp, W_) and sqp(3706, 'c1') is None and B(3706).turn == Bk,
        3707: len(B(3707).move_stack) == 24 and B(3707).turn == W_,
        3708: sqp(3708, 'c4') == Pc(Bp, W_) and sqp(3708, 'f6') == Pc(Nn, Bk) and B(3708).turn == W_,
        3709: sqp(3709, 'e5') == Pc(P_, W_) and sqp(3709, 'f7') is None and B(3709).turn == Bk,
        3710: B(3710).is_check() and B(3710).turn == Bk,
        3711: sqp(3711, 'b1') is None and B(3711).turn == Bk,
        3712: sqp(3712, 'd6') == Pc(P_, W_) and sqp(3712, 'd5') is None and B(3712).turn == Bk,
        3713: B(3713).board_fen() == B(3707).board_fen(),
        3714: len(B(3714).piece_map()) == 4 and len(B(3714).move_stack) == 100 and E(3714) == ['condition', 'fifty'] and not B(3714).is_checkmate(),
        3715: sqp(3715, 'b8') == Pc(Bp, Bk) and sqp(3715, 'c8') == Pc(Nn, Bk) and B(3715).turn == W_,
        3716: sqp(3716, 'g5') == Pc(Nn, W_) and B(3716).turn == Bk and not B(3716).is_check(),
        3717: B(3717).is_check() and B(3717).turn == Bk and sqp(3717, 'c6') == Pc(P_, Bk),
        3718: sqp(3718, 'b4') == Pc(Nn, Bk) and sqp(3718, 'c6') is None and B(3718).turn == Bk,
        3719: len(B(3719).move_stack) == 0 and B(3719).board_fen() == chess.Board().board_fen(),
        3720: sqp(3720, 'e6') == Pc(P_, Bk) and B(3720).turn == W_,
        3721: sqp(3721, 'f6') == Pc(Nn, Bk) and sqp(3721, 'c6') == Pc(Nn, Bk) and B(3721).turn == W_,
        3722: B(3722).is_check() and B(3722).turn == W_ and sqp(3722, 'f2') is None,
        3723: B(3723).board_fen() == B(3710).board_fen(),
        3724: sqp(3724, 'b8') == Pc(Q, W_) and B(3724).turn == Bk,
        3725: B(3725).is_check() and B(3725).turn == Bk,
        3726: sqp(3726, 'e8') == Pc(Nn, W_) and B(3726).turn == Bk,
        3727: E(3727) == ['adjust'] and sqp(3727, 'f3') == Pc(Nn, W_) and B(3727).turn == Bk,
        3728: len(B(3728).move_stack) == 7 and B(3728).turn == W_,
        3729: B(3729).board_fen() == B(3703).board_fen(),
        3730: sqp(3730, 'f1') == Pc(Nn, W_) and sqp(3730, 'g1') == Pc(Bp, W_) and B(3730).turn == W_,
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
