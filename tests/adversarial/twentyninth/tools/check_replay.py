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

IRREGULAR = {   # case: the moves that python-chess does not take as lawful, in order, as intended
    **{n: ['b7b8'] for n in (2903, 2918)},                           # a pawn set on the last square and left a pawn
    2905: ['e1g1'],                                                   # castling towards the corner of the rook given (lawful under 8 and 16)
    **{n: ['e1g1'] for n in (2908, 2912, 2927)},                      # castling with a moved king, into check, out of check
    2911: ['Nxf2 pseudo'],                                            # a move that ignores an unannounced check
    **{n: ['d3d2'] for n in (2915, 2919, 2926)},                      # a pawn moved backwards
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
    E = lambda n: finals[n][1]
    K, Q, R_, P_, N_ = chess.KING, chess.QUEEN, chess.ROOK, chess.PAWN, chess.KNIGHT
    pc = lambda n, s: B(n).piece_at(chess.parse_square(s))
    W_, B_ = chess.WHITE, chess.BLACK
    Pc = chess.Piece
    checks = {
        **{n: B(n).turn == B_ and not B(n).is_check() and pc(n, 'b5') == Pc(chess.BISHOP, W_) and E(n) == ['check', 'touch']
              for n in (2901, 2907, 2925)},
        **{n: B(n).turn == B_ and pc(n, 'f1') == Pc(K, W_) and pc(n, 'b4') == Pc(chess.BISHOP, B_) and E(n) == ['touch'] for n in (2902, 2916, 2929)},
        **{n: pc(n, 'b8') == Pc(P_, W_) and B(n).turn == B_ and E(n) == ['move'] for n in (2903, 2918)},
        2904: B(2904).is_checkmate() and pc(2904, 'd6') == Pc(N_, W_) and len(B(2904).move_stack) == 11,
        2905: pc(2905, 'g1') == Pc(K, W_) and pc(2905, 'f1') is None and pc(2905, 'h1') is None and B(2905).turn == B_ and not B(2905).is_check(),
        2906: B(2906).piece_at(chess.B1) is None and B(2906).move_stack[0] == chess.Move.from_uci('e7e5') and len(B(2906).move_stack) == 4,
        2908: pc(2908, 'g1') == Pc(K, W_) and pc(2908, 'f1') == Pc(R_, W_) and B(2908).turn == B_,
        **{n: pc(n, 'e2') == Pc(Q, W_) and pc(n, 'g5') == Pc(chess.BISHOP, W_) and B(n).turn == B_ and E(n) == ['touch'] for n in (2909, 2914, 2920)},
        **{n: B(n).is_stalemate() and len(B(n).piece_map()) == 3 for n in (2910, 2917, 2922, 2928)},
        2911: B(2911).is_check() and B(2911).turn == B_ and pc(2911, 'f2') == Pc(N_, B_) and E(2911) == ['check'],
        2912: pc(2912, 'g1') == Pc(K, W_) and pc(2912, 'f1') == Pc(R_, W_) and B(2912).is_attacked_by(B_, chess.G1),
        **{n: len(B(n).piece_map()) == 2 and B(n).turn == W_ for n in (2913, 2923, 2930)},
        **{n: pc(n, 'd2') == Pc(P_, W_) and pc(n, 'h3') == Pc(P_, W_) and B(n).turn == B_ and E(n) == ['move', 'touch'] for n in (2915, 2919, 2926)},
        2921: pc(2921, 'd5') == Pc(P_, W_) and B(2921).turn == B_ and E(2921) == ['touch'],
        2924: B(2924).turn == W_ and E(2924) == ['touch'] and pc(2924, 'g3') == Pc(N_, W_),
        2927: pc(2927, 'g1') == Pc(K, W_) and pc(2927, 'f1') == Pc(R_, W_) and pc(2927, 'b4') == Pc(chess.BISHOP, B_) and E(2927) == ['check', 'move'],
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
