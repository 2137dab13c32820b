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

IRREGULAR = {   # case: the SAN moves that are not lawful (they ignore an unannounced check), in order, as intended
    **{n: ['Nc3 pseudo', 'd3 pseudo'] for n in (2702, 2709, 2715, 2720, 2726)},
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
    K, Q, R_, P_ = chess.KING, chess.QUEEN, chess.ROOK, chess.PAWN
    pc = lambda n, s: B(n).piece_at(chess.parse_square(s))
    S_, M_ = (2701, 2707, 2713, 2714, 2719, 2725), (2706, 2708, 2716, 2728)
    checks = {
        **{n: B(n).is_stalemate() and len(B(n).move_stack) == 31 for n in S_},
        **{n: B(n).is_checkmate() and len(B(n).move_stack) == 33 and pc(n, 'd8') == chess.Piece(R_, chess.WHITE) for n in M_},
        **{n: B(n).is_check() and B(n).turn == chess.WHITE and pc(n, 'h4') == chess.Piece(Q, chess.BLACK) for n in (2702, 2709, 2715, 2720, 2726)},
        **{n: pc(n, 'c4') == chess.Piece(chess.BISHOP, chess.WHITE) and pc(n, 'd3') == chess.Piece(P_, chess.WHITE) and pc(n, 'f3') == chess.Piece(chess.KNIGHT, chess.WHITE) and B(n).turn == chess.BLACK for n in (2705, 2717, 2722, 2730)},
        2704: B(2704).turn == chess.WHITE and pc(2704, 'b5') == chess.Piece(chess.BISHOP, chess.WHITE),
        **{n: pc(n, 'g1') == chess.Piece(K, chess.WHITE) and pc(n, 'f1') == chess.Piece(R_, chess.WHITE) and B(n).turn == chess.BLACK for n in (2711, 2721)},
        **{n: B(n).is_checkmate() and pc(n, 'c8') == chess.Piece(Q, chess.WHITE) for n in (2710, 2724, 2729)},
        **{n: len(B(n).move_stack) == 100 and not B(n).is_checkmate() for n in (2703, 2712, 2723, 2727)},
        2718: len(B(2718).move_stack) == 99 and B(2718).turn == chess.BLACK and not B(2718).is_checkmate(),
    }
    for n, good in checks.items():
        if not good: bad += 1; print('FINAL', n, B(n).fen())
    expected_events = {n: ['fifty'] for n in (2703, 2712, 2718, 2723, 2727)}
    for n, evs in expected_events.items():
        if [e for e in finals[n][1] if e == 'fifty'] != evs: bad += 1; print('EVENTS', n)
    print(len(files), 'records replayed;', sum(len(v) for v in IRREGULAR.values()), 'irregular moves as intended;',
          len(checks), 'final positions checked;', bad, 'problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
