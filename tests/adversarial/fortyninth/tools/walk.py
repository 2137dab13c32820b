"""A quiet walk for the fifty-move cases: lawful moves only, no capture, no check, no pawn move, and never a
position that is mate or stalemate; seeded, so the same walk is written every time. Each ply is re-checked."""
import random, chess
def walk(fen, plies, seed):
    for attempt in range(200):
        rnd = random.Random(seed * 1000 + attempt)
        b = chess.Board(fen); out = []
        ok = True
        for _ in range(plies):
            cands = [m for m in b.legal_moves if not b.is_capture(m) and not b.gives_check(m)
                     and b.piece_type_at(m.from_square) != chess.PAWN]
            rnd.shuffle(cands)
            pick = None
            for m in cands:
                b.push(m)
                bad = b.is_game_over(claim_draw=False) or any(b.is_capture(x) for x in b.legal_moves if b.piece_type_at(x.to_square) not in (None,) and b.piece_type_at(x.from_square) == chess.KING)
                b.pop()
                if not bad: pick = m; break
            if pick is None: ok = False; break
            out.append(b.san(pick)); b.push(pick)
        if ok: return out, b
    raise RuntimeError('no walk')
