"""A walk of plies for the fifty-move cases: from a start position, `plies` moves are chosen (seeded, so the same
walk each time) that capture nothing, promote nothing, never mate or stalemate, and (when `still` names squares)
never move the men on those squares. Every ply is replayed with python-chess; the walk is returned as SAN."""
import random, chess
def ok(b, m, still):
    if b.is_capture(m) or m.promotion or m.from_square in still: return False
    b.push(m)
    good = not b.is_checkmate() and not b.is_stalemate() and any(
        not b.is_capture(x) and x.from_square not in still for x in b.legal_moves)
    b.pop()
    return good
def walk(fen, plies, seed, still=()):
    still = {chess.parse_square(s) for s in still}
    rng = random.Random(seed)
    for attempt in range(200):
        b = chess.Board(fen); out = []
        for _ in range(plies):
            ms = [m for m in b.legal_moves if ok(b, m, still)]
            if not ms: break
            m = rng.choice(sorted(ms, key=lambda m: m.uci()))
            out.append(b.san(m)); b.push(m)
            still = {s if b.piece_at(s) else s for s in still}
        if len(out) == plies: return out, b
        rng = random.Random(seed * 1000 + attempt)
    raise RuntimeError('no walk')
