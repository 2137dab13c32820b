#!/usr/bin/env python3
"""Our endgame tables against outside witnesses: every position of KQvK, KBBvK and KBNvK (White's
king in the triangle a1-d1-d4, which reaches every position up to the board's eight symmetries;
every placement of the other men, either side to move) probed with `tertius tables probe --fens`
and compared with

- the Gaviota DTM tables (distance to mate in plies, signed for the side to move), and
- the Syzygy WDL tables (win, draw or loss for the side to move),

both read with python-chess, used here as an oracle only. Prints the number of positions, the
disagreements (none expected), and the time per probe on both sides. Skips, saying so, when
python-chess or the tables are absent.

    python3 benches/tables_gaviota.py [--tertius target/release/tertius] [--dir tables]
        [--gaviota /work/shared/tb/gaviota] [--syzygy /work/shared/tb/syzygy] [--materials KQvK,KBBvK,KBNvK]
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

try:
    import chess
    import chess.gaviota
    import chess.syzygy
except ImportError:
    print("skipped: python-chess is not installed (pip install chess)")
    sys.exit(0)

SQUARES = [f + r for r in "12345678" for f in "abcdefgh"]


def placements(pieces):
    """FENs of every placement of the kings and `pieces` (letters, White upper case), White's king
    in the triangle a1-d1-d4, men on distinct squares and kings apart; both sides to move."""
    def fen(board, turn):
        rows = []
        for r in range(7, -1, -1):
            row, empty = "", 0
            for f in range(8):
                c = board.get(r * 8 + f)
                if c is None:
                    empty += 1
                else:
                    row += (str(empty) if empty else "") + c
                    empty = 0
            rows.append(row + (str(empty) if empty else ""))
        return "/".join(rows) + " " + turn + " - - 0 1"

    def rest(board, left):
        if not left:
            yield board
            return
        for sq in range(64):
            if sq in board:
                continue
            board[sq] = left[0]
            yield from rest(board, left[1:])
            del board[sq]

    for wk in range(64):
        x, y = wk % 8, wk // 8
        if not (x < 4 and y <= x):
            continue
        for bk in range(64):
            if max(abs(bk % 8 - x), abs(bk // 8 - y)) <= 1:
                continue
            for board in rest({wk: "K", bk: "k"}, pieces):
                for turn in "wb":
                    yield fen(board, turn)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--tertius", default=os.path.join(here, "..", "target", "release", "tertius"))
    ap.add_argument("--dir", default="tables")
    ap.add_argument("--gaviota", default="/work/shared/tb/gaviota")
    ap.add_argument("--syzygy", default="/work/shared/tb/syzygy")
    ap.add_argument("--materials", default="KQvK,KBBvK,KBNvK")
    args = ap.parse_args()
    if not os.path.isdir(args.gaviota) or not os.path.isdir(args.syzygy):
        print(f"skipped: no Gaviota tables in {args.gaviota} or no Syzygy tables in {args.syzygy}")
        return 0
    gaviota = chess.gaviota.open_tablebase(args.gaviota)
    syzygy = chess.syzygy.open_tablebase(args.syzygy)
    failures = 0
    for material in args.materials.split(","):
        white, black = material.split("v")
        pieces = list(white[1:]) + [c.lower() for c in black[1:]]
        fens = []
        for fen in placements(pieces):
            board = chess.Board(fen)
            if board.is_valid():
                fens.append(fen)
        with tempfile.NamedTemporaryFile("w", suffix=".fens", delete=False) as f:
            f.write("\n".join(fens) + "\n")
            path = f.name
        start = time.perf_counter()
        run = subprocess.run(
            [args.tertius, "tables", "probe", "--dir", args.dir, "--fens", path, "--json"],
            capture_output=True, text=True, check=True)
        ours_wall = time.perf_counter() - start
        os.unlink(path)
        import json
        ours = [json.loads(line) for line in run.stdout.splitlines()]
        assert len(ours) == len(fens), (len(ours), len(fens))
        gaviota_s = syzygy_s = 0.0
        bad_dtm = bad_wdl = 0
        longest = 0
        for fen, o in zip(fens, ours):
            board = chess.Board(fen)
            t = time.perf_counter()
            dtm = gaviota.probe_dtm(board)
            gaviota_s += time.perf_counter() - t
            t = time.perf_counter()
            wdl = syzygy.probe_wdl(board)
            syzygy_s += time.perf_counter() - t
            mine = o["wdl"] * o["plies"]
            if mine != dtm:
                bad_dtm += 1
                if bad_dtm <= 5:
                    print(f"  {fen}: ours {mine} plies, Gaviota {dtm}")
            if (wdl > 0) - (wdl < 0) != o["wdl"]:
                bad_wdl += 1
                if bad_wdl <= 5:
                    print(f"  {fen}: ours wdl {o['wdl']}, Syzygy {wdl}")
            longest = max(longest, abs(o["dtm"]))
        n = len(fens)
        probe_line = run.stderr.strip().splitlines()[-1] if run.stderr.strip() else ""
        print(f"{material}: {n} positions, {bad_dtm} DTM and {bad_wdl} WDL disagreements, "
              f"longest mate {longest} moves")
        print(f"  tertius: {ours_wall:.2f} s wall for the run (FEN parsing, best moves, JSON); {probe_line}")
        print(f"  python-chess Gaviota probe_dtm: {gaviota_s:.2f} s, {gaviota_s * 1e6 / n:.1f} us each; "
              f"Syzygy probe_wdl: {syzygy_s:.2f} s, {syzygy_s * 1e6 / n:.1f} us each")
        failures += bad_dtm + bad_wdl
    print("ok" if failures == 0 else f"FAILED: {failures} disagreements")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
