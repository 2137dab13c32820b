#!/usr/bin/env python3
"""Rook and bishop against rook (KRBvKR) checked with a move generator that is not ours: python-chess
(used as an oracle only) generates every position's moves, and our table, probed through
`tertius tables probe --fens`, must give each position the value its moves give it.

1. The longest win (from `tertius tables stats --json`) is replayed move by move to mate: at each
   of the winner's turns the table's move must keep the distance (one ply less each ply), and at
   each of the loser's turns every legal move is probed: none may escape, none may last longer
   than the table says, and the one played is the longest. The mate at the end is python-chess's.
2. A sample of random legal KRBvKR positions: each position's value must follow from its
   successors' (captures read from the smaller tables), and equal the value of its seven mirror
   images and of its colour-flipped twin (the index's symmetries, checked against a board that
   knows none).

    python3 benches/tables_krbkr.py --dir DIR [--tertius target/release/tertius] [--sample 2000]
"""

import argparse
import json
import random
import subprocess
import sys

try:
    import chess
except ImportError:
    print("skipped: python-chess is not installed (pip install chess)")
    sys.exit(0)


def probe_all(tertius, tables, fens):
    """Our value of each FEN: (wdl, plies) for the side to move, or None where it is no table's."""
    out = subprocess.run(
        [tertius, "tables", "probe", "--dir", tables, "--fens", "-"],
        input="\n".join(fens) + "\n", capture_output=True, text=True, check=True)
    values = []
    for line in out.stdout.splitlines():
        j = json.loads(line)
        values.append(None if "error" in j else (j["wdl"], j["plies"]))
    assert len(values) == len(fens), (len(values), len(fens))
    return values


def back(v):
    """The value of a successor, seen from the position before the move."""
    wdl, plies = v
    return (-wdl, plies + 1) if wdl else (0, 0)


def rank(v):
    wdl, plies = v
    return 1000 - plies if wdl > 0 else (-1000 + plies if wdl < 0 else 0)


def expected(board, succ):
    """The value a position's moves give it: mate, stalemate, or the best of its successors."""
    if board.is_checkmate():
        return (-1, 0)
    if board.is_stalemate():
        return (0, 0)
    return max((back(v) for v in succ), key=rank)


def successors(board):
    out = []
    for m in board.legal_moves:
        board.push(m)
        out.append((m, board.fen()))
        board.pop()
    return out


def images(board):
    """The position's seven mirror images and its colour-flipped twin."""
    b = board.copy()
    out = [b.transform(t) for t in (chess.flip_vertical, chess.flip_horizontal, chess.flip_diagonal,
                                     chess.flip_anti_diagonal)]
    out += [b.transform(chess.flip_vertical).transform(chess.flip_horizontal),
            b.transform(chess.flip_diagonal).transform(chess.flip_vertical),
            b.transform(chess.flip_diagonal).transform(chess.flip_horizontal)]
    out.append(b.mirror())
    return out


def replay(tertius, tables, fen):
    """The line `tertius mate --tables` proves from `fen`, replayed by python-chess, with every
    position's moves probed in one batch."""
    (start,) = probe_all(tertius, tables, [fen])
    assert start and start[0] == 1, start
    plies = start[1]
    moves = (plies + 1) // 2
    print(f"replaying {fen}: win in {plies} plies ({moves} moves)")
    proof = json.loads(subprocess.run(
        [tertius, "mate", "--fen", fen, "--moves", str(moves), "--tables", tables, "--json"],
        capture_output=True, text=True, check=True).stdout)
    assert proof["verdict"] == "mate" and proof["moves"] == moves, proof
    board = chess.Board(fen)
    positions, spans, fens = [], [], []
    for uci in proof["line"]:
        succ = successors(board)
        spans.append((len(fens), succ))
        fens += [board.fen()] + [f for _, f in succ]
        positions.append(board.copy())
        board.push(chess.Move.from_uci(uci))
    assert board.is_checkmate(), board.fen()
    assert len(proof["line"]) == plies, (len(proof["line"]), plies)
    values = probe_all(tertius, tables, fens)
    defences = 0
    for b, (at, succ), uci in zip(positions, spans, proof["line"]):
        mine, after = values[at], values[at + 1:at + 1 + len(succ)]
        assert mine is not None and all(v is not None for v in after), b.fen()
        assert expected(b, after) == mine, (b.fen(), expected(b, after), mine)
        played = [v for (m, _), v in zip(succ, after) if m.uci() == uci][0]
        # The winner keeps to the shortest mate, the loser to the longest defence.
        assert back(played) == mine, (b.fen(), uci, back(played), mine)
        if b.turn == chess.BLACK:
            assert all(back(v)[0] < 0 and back(v)[1] <= mine[1] for v in after), b.fen()
            defences += len(succ)
    print(f"  mate after {plies} plies, every value on the line follows from its moves; "
          f"{defences} defences probed at Black's turns, none escapes or lasts longer")
    print("  " + " ".join(proof["line"]))


def random_position(rng):
    while True:
        board = chess.Board(None)
        squares = rng.sample(range(64), 5)
        for sq, piece in zip(squares, "KRBkr"):
            board.set_piece_at(sq, chess.Piece.from_symbol(piece))
        board.turn = rng.choice([chess.WHITE, chess.BLACK])
        if board.is_valid():
            return board


def sample(tertius, tables, n, seed):
    rng = random.Random(seed)
    boards = [random_position(rng) for _ in range(n)]
    fens, spans = [], []
    for b in boards:
        succ = [f for _, f in successors(b)]
        imgs = [i.fen() for i in images(b)]
        spans.append((len(fens), len(succ), len(imgs)))
        fens += [b.fen()] + succ + imgs
    values = probe_all(tertius, tables, fens)
    wrong = 0
    counts = {1: 0, 0: 0, -1: 0}
    white = [0, 0]  # positions with White (rook and bishop) to move, and those White wins
    for b, (at, ns, ni) in zip(boards, spans):
        mine = values[at]
        succ = values[at + 1:at + 1 + ns]
        imgs = values[at + 1 + ns:at + 1 + ns + ni]
        if mine is None or any(v is None for v in succ):
            print("not covered:", b.fen())
            wrong += 1
            continue
        counts[mine[0]] += 1
        if b.turn == chess.WHITE:
            white[0] += 1
            white[1] += mine[0] == 1
        if expected(b, succ) != mine or any(v != mine for v in imgs):
            print("WRONG:", b.fen(), mine, expected(b, succ), imgs)
            wrong += 1
    print(f"sample of {n} positions (seed {seed}): {counts[1]} wins, {counts[0]} draws, "
          f"{counts[-1]} losses for the side to move; {len(fens)} probes; {wrong} disagreements")
    share = white[1] / max(white[0], 1)
    error = 1.96 * (share * (1 - share) / max(white[0], 1)) ** 0.5
    print(f"White to move wins {white[1]} of {white[0]} sampled legal positions: "
          f"{100 * share:.1f}% (95% interval {100 * (share - error):.1f}-{100 * (share + error):.1f}%)")
    return wrong


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tertius", default="target/release/tertius")
    ap.add_argument("--dir", default="tables")
    ap.add_argument("--sample", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    stats = json.loads(subprocess.run(
        [args.tertius, "tables", "stats", "KRBvKR", "--dir", args.dir, "--json"],
        capture_output=True, text=True, check=True).stdout)
    print(f"KRBvKR: longest win {stats['max_dtm']} moves, at {stats['longest']}")
    replay(args.tertius, args.dir, stats["longest"])
    sys.exit(1 if sample(args.tertius, args.dir, args.sample, args.seed) else 0)


if __name__ == "__main__":
    main()
