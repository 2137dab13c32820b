#!/usr/bin/env python3
"""Real published PGN through `tertius review`, checked game by game against python-chess.

python-chess is an outside witness only (it is GPL: nothing of it is copied into Tertius): for
every game it reads, this script compares the final position Tertius replays to with the one
python-chess reaches, and prints every disagreement with its file and game number.

The corpus is fetched, not committed:

- python-chess's own test data (data/pgn/*.pgn in its sdist), downloaded here with
  `pip download chess==1.11.2 --no-binary :all: --no-deps`;
- any further PGN files or folders given on the command line. The figures in README were
  measured with the PGN/examples folder of the public repository hlotze/pgn2tex (597 Capablanca
  games, London 1851, the 1886 world championship, Tata Steel Masters 2022, Philidor, Tarrasch,
  Carlsen), which is a plain git clone away.

    pip install chess==1.11.2
    cargo build --release
    python3 benches/pgn_corpus.py --tertius target/release/tertius [PGN files or folders …]

Every game is read under `--code london-1847` (its move rules are the modern ones: promotion
to any piece, en passant, castling as today). A variant game (Crazyhouse, Chess960, …) and a
game with a null move (`Z0`, `--`) in its main line must be refused as PGN_UNSUPPORTED; every
other game must end on python-chess's final position. Exit status 0 when all of that holds.
"""

import argparse
import glob
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile

import chess
import chess.pgn

STANDARD = {"", "standard", "chess", "normal", "from position"}


def fetch_python_chess_data(into):
    """The data/pgn/*.pgn files of python-chess's sdist, downloaded with pip."""
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "chess==1.11.2", "--no-binary", ":all:",
         "--no-deps", "--quiet", "-d", into],
        check=True,
    )
    sdist = glob.glob(os.path.join(into, "chess-*.tar.gz"))[0]
    out = os.path.join(into, "python-chess")
    with tarfile.open(sdist) as tar:
        members = [m for m in tar.getmembers() if "/data/pgn/" in m.name and m.name.endswith(".pgn")]
        tar.extractall(out, members=members, filter="data")
    return sorted(glob.glob(os.path.join(out, "*", "data", "pgn", "*.pgn")))


def pgn_files(paths):
    files = []
    for path in paths:
        if os.path.isdir(path):
            files += sorted(glob.glob(os.path.join(path, "**", "*.pgn"), recursive=True))
        else:
            files.append(path)
    return files


def witness(path):
    """python-chess's reading of each game: (standard?, final FEN or None, its errors)."""
    games = []
    with open(path, encoding="utf-8-sig", errors="replace") as handle:
        while True:
            game = chess.pgn.read_game(handle)
            if game is None:
                break
            variant = game.headers.get("Variant", "").strip().lower()
            board = game.end().board()
            null = any(not move for move in game.mainline_moves())
            games.append({
                "standard": variant in STANDARD,
                "null_move": null,
                "variant": variant,
                "fen": board.fen(en_passant="fen"),
                "fen_legal_ep": board.fen(),
                "errors": [str(e) for e in game.errors],
            })
    return games


def tertius(binary, path):
    """Tertius's reading of each game, one JSON object a game, in file order."""
    run = subprocess.run(
        [binary, "review", path, "--code", "london-1847", "--json"],
        capture_output=True, text=True,
    )
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
    if not lines and run.stderr:
        lines = [{"error": {"message": run.stderr.strip()}}]
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tertius", default="target/release/tertius")
    parser.add_argument("--no-fetch", action="store_true",
                        help="do not download python-chess's test data")
    parser.add_argument("paths", nargs="*", help="further PGN files or folders")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        files = [] if args.no_fetch else fetch_python_chess_data(tmp)
        files += pgn_files(args.paths)
        totals = {"games": 0, "standard": 0, "agree": 0, "variants_refused": 0,
                  "null_moves_refused": 0}
        disagreements = []
        for path in files:
            expected = witness(path)
            got = tertius(args.tertius, path)
            name = os.path.basename(path)
            if len(got) != len(expected):
                disagreements.append(
                    f"{name}: python-chess reads {len(expected)} games, Tertius {len(got)}")
            for number, (want, have) in enumerate(zip(expected, got), start=1):
                totals["games"] += 1
                error = have.get("error")
                if not want["standard"]:
                    if error and error.get("reason") == "PGN_UNSUPPORTED":
                        totals["variants_refused"] += 1
                    else:
                        disagreements.append(
                            f"{name} game {number}: a `{want['variant']}` game was not refused")
                    continue
                totals["standard"] += 1
                if want["null_move"]:
                    # A null move is analysis, never a move made at the board: refused by design.
                    if error and error.get("reason") == "PGN_UNSUPPORTED":
                        totals["null_moves_refused"] += 1
                    else:
                        disagreements.append(
                            f"{name} game {number}: a null move in the game was not refused")
                    continue
                if want["errors"]:
                    disagreements.append(
                        f"{name} game {number}: python-chess itself reports {want['errors'][:1]}")
                    continue
                if error:
                    disagreements.append(f"{name} game {number}: Tertius: {error['message']}")
                elif have["fen"] in (want["fen"], want["fen_legal_ep"]):
                    totals["agree"] += 1
                else:
                    disagreements.append(
                        f"{name} game {number}: Tertius {have['fen']}, python-chess {want['fen']}")
        print(f"files: {len(files)}")
        for key, value in totals.items():
            print(f"{key}: {value}")
        for line in disagreements:
            print(f"DISAGREE {line}")
        return 0 if not disagreements else 1


if __name__ == "__main__":
    sys.exit(main())
