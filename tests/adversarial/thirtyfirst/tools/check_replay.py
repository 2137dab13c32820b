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
    **{n: ['a1a3'] for n in (3101, 3107, 3113, 3119, 3125, 3126)},            # the rook leaps its own a2 pawn
    **{n: ['f6d5 adversary'] for n in (3102, 3121, 3128)},                    # White moves Black's knight
    **{n: ['h1h3'] for n in (3103, 3108, 3111, 3115, 3122, 3129)},            # the rook leaps its own h2 pawn
    **{n: ['d7f6'] for n in (3106, 3110, 3112, 3117, 3118, 3124)},            # the queen leaps like a knight
    3105: ['e1c1'],                                                           # castling with the odds rook (lawful by 8/16)
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
    W_, Bk = chess.WHITE, chess.BLACK
    checks = {
        **{n: pc(n, 'a3') == chess.Piece(R_, W_) and pc(n, 'a1') is None and pc(n, 'a2') == chess.Piece(P_, W_)
              and B(n).turn == Bk and E(n) == ['move', 'touch'] for n in (3101, 3107, 3113, 3119, 3125, 3126)},
        **{n: pc(n, 'd5') == chess.Piece(N_, Bk) and pc(n, 'f6') is None and B(n).turn == Bk and E(n) == ['move']
              for n in (3102, 3121, 3128)},
        **{n: pc(n, 'h3') == chess.Piece(R_, W_) and pc(n, 'h2') == chess.Piece(P_, W_) and B(n).turn == Bk
              and E(n) == ['move', 'adjust'] for n in (3103, 3111, 3115, 3122)},
        **{n: pc(n, 'h3') == chess.Piece(R_, W_) and B(n).turn == Bk and E(n) == ['move'] for n in (3108, 3129)},
        **{n: pc(n, 'b3') == chess.Piece(P_, Bk) and pc(n, 'b4') is None and B(n).turn == W_ and E(n) == []
              for n in (3104, 3109, 3116, 3123, 3130)},
        **{n: B(n).is_stalemate() and pc(n, 'f6') == chess.Piece(Q, W_) and len(B(n).piece_map()) == 3
              for n in (3106, 3110, 3112, 3117, 3118, 3124)},
        **{n: pc(n, 'd6') == chess.Piece(P_, W_) and pc(n, 'd5') is None and pc(n, 'h8') == chess.Piece(K, Bk)
              and not B(n).is_check() and E(n) == ['check', 'check'] for n in (3114, 3120, 3127)},
        3105: pc(3105, 'c1') == chess.Piece(K, W_) and pc(3105, 'd1') is None and pc(3105, 'a1') is None
              and pc(3105, 'e8') == chess.Piece(K, Bk) and E(3105) == ['check', 'move', 'check'],
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
