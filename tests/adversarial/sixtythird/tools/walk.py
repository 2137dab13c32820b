"""A seeded walk of lawful moves for the fifty-move records: no capture, no promotion, no mate, no stalemate;
every check is an ordinary lawful check (rec.py has it said). Returns SAN moves."""
import chess, random
def walk(fen, plies, seed):
    rnd = random.Random(seed)
    def go(b, n):
        if n == 0: return []
        ms = [m for m in b.legal_moves if not b.is_capture(m) and not m.promotion]
        rnd.shuffle(ms)
        for m in ms[:6]:
            s = b.san(m); b.push(m)
            ok = not b.is_checkmate() and not b.is_stalemate() and any(True for _ in b.legal_moves)
            if ok:
                rest = go(b, n - 1)
                if rest is not None:
                    b.pop(); return [s] + rest
            b.pop()
        return None
    out = go(chess.Board(fen), plies)
    assert out is not None
    return out
