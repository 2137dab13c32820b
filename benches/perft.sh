#!/usr/bin/env bash
# Perft speed of `tertius perft` against Stockfish's single-threaded `go perft` (which, like ours,
# counts the last ply in bulk), on three standard positions. Target: at least 2.0x Stockfish.
#
# Usage: benches/perft.sh [RUNS]     (RUNS defaults to 5, or $RUNS)
#
# How it measures, and why:
# - The two programs run alternately (ours, Stockfish, ours, Stockfish, ...), so a change in the
#   machine's load during the run hits both alike rather than whichever ran second.
# - Each program's start-up (ours: `tertius perft --depth 1`; Stockfish: `echo quit | stockfish`)
#   is measured the same way, its median subtracted from every timed run.
# - The primary clock is CPU time (user + sys of the child, from bash's `time`): on a shared,
#   noisy machine it does not count the time we wait for a core. Wall time is shown beside it.
# - nps = leaf count / (time - start-up); the median over RUNS is reported, and the ratio is
#   ours / Stockfish's. Both programs must agree on the count.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-${RUNS:-5}}"
target="2.0"

# Debian installs Stockfish in /usr/games, which is often not on PATH.
export PATH="$PATH:/usr/games"
if ! command -v stockfish >/dev/null; then
  echo "== installing stockfish"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get install -y stockfish || { $sudo apt-get update && $sudo apt-get install -y stockfish; }
fi
stockfish="$(command -v stockfish)"

echo "== cargo build --release --locked"
cargo build --release --locked
tertius="${CARGO_TARGET_DIR:-$PWD/target}/release/tertius"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# timed IN OUT CMD...: runs CMD with stdin IN and stdout+stderr OUT; prints "wall cpu" (seconds).
timed() {
  local in="$1" out="$2"
  shift 2
  local TIMEFORMAT='%3R %3U %3S'
  { time "$@" <"$in" >"$out" 2>&1; } 2>"$tmp/time"
  awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' "$tmp/time"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "== machine"
grep -m1 'model name' /proc/cpuinfo | sed 's/^model name[[:space:]]*: /cpu: /'
echo "cores: $(nproc)"
echo "load before: $(uptime)"
"$stockfish" </dev/null | head -1 || true
echo "runs: $runs, alternating; clock: CPU time (user+sys), wall time for reference"

# Start-up, alternately.
printf 'quit\n' >"$tmp/quit"
: >"$tmp/su_ours" && : >"$tmp/su_sf"
for _ in $(seq "$runs"); do
  timed /dev/null "$tmp/out" "$tertius" perft --depth 1 >>"$tmp/su_ours"
  timed "$tmp/quit" "$tmp/out" "$stockfish" >>"$tmp/su_sf"
done
su_ours_wall=$(cut -d' ' -f1 "$tmp/su_ours" | median)
su_ours_cpu=$(cut -d' ' -f2 "$tmp/su_ours" | median)
su_sf_wall=$(cut -d' ' -f1 "$tmp/su_sf" | median)
su_sf_cpu=$(cut -d' ' -f2 "$tmp/su_sf" | median)
echo "start-up (median): tertius cpu ${su_ours_cpu}s wall ${su_ours_wall}s; stockfish cpu ${su_sf_cpu}s wall ${su_sf_wall}s"

# nps SECONDS STARTUP NODES: nodes per second, in millions, after subtracting start-up.
mnps() { awk -v t="$1" -v s="$2" -v n="$3" 'BEGIN { d = t - s; if (d <= 0) d = 0.001; printf "%.1f\n", n / d / 1e6 }'; }

positions=(
  "startpos|6|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
  "kiwipete|5|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
  "position4|6|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
)

summary=()
status=0
for entry in "${positions[@]}"; do
  IFS='|' read -r name depth fen <<<"$entry"
  printf 'position fen %s\ngo perft %s\nquit\n' "$fen" "$depth" >"$tmp/sf_in"
  : >"$tmp/ours_cpu" && : >"$tmp/ours_wall" && : >"$tmp/ours_self"
  : >"$tmp/sf_cpu" && : >"$tmp/sf_wall"
  echo
  echo "== $name, depth $depth"
  for i in $(seq "$runs"); do
    read -r wall cpu < <(timed /dev/null "$tmp/ours_out" "$tertius" perft --fen "$fen" --depth "$depth")
    ours_nodes=$(awk '/^nodes /{ print $2 }' "$tmp/ours_out")
    self=$(awk '/^nps /{ printf "%.1f\n", $2 / 1e6 }' "$tmp/ours_out")
    mnps "$cpu" "$su_ours_cpu" "$ours_nodes" >>"$tmp/ours_cpu"
    mnps "$wall" "$su_ours_wall" "$ours_nodes" >>"$tmp/ours_wall"
    echo "$self" >>"$tmp/ours_self"
    echo "  run $i tertius:   $ours_nodes nodes, cpu ${cpu}s wall ${wall}s (self-timed ${self} Mnps)"

    read -r wall cpu < <(timed "$tmp/sf_in" "$tmp/sf_out" "$stockfish")
    sf_nodes=$(awk -F': ' '/^Nodes searched/{ print $2 }' "$tmp/sf_out")
    mnps "$cpu" "$su_sf_cpu" "$sf_nodes" >>"$tmp/sf_cpu"
    mnps "$wall" "$su_sf_wall" "$sf_nodes" >>"$tmp/sf_wall"
    echo "  run $i stockfish: $sf_nodes nodes, cpu ${cpu}s wall ${wall}s"
    if [ "$ours_nodes" != "$sf_nodes" ]; then
      echo "  MISMATCH: tertius counted $ours_nodes, stockfish $sf_nodes" >&2
      status=1
    fi
  done
  oc=$(median <"$tmp/ours_cpu")
  ow=$(median <"$tmp/ours_wall")
  os=$(median <"$tmp/ours_self")
  sc=$(median <"$tmp/sf_cpu")
  sw=$(median <"$tmp/sf_wall")
  ratio_cpu=$(awk -v a="$oc" -v b="$sc" 'BEGIN { printf "%.2f", a / b }')
  ratio_wall=$(awk -v a="$ow" -v b="$sw" 'BEGIN { printf "%.2f", a / b }')
  verdict=$(awk -v r="$ratio_cpu" -v t="$target" 'BEGIN { print (r >= t) ? "PASS" : "MISS" }')
  line=$(printf '%-10s d%s %11s nodes | cpu: tertius %6.1f Mnps, stockfish %6.1f Mnps, %5sx %s | wall: %6.1f / %6.1f Mnps, %5sx | tertius self-timed %6.1f Mnps' \
    "$name" "$depth" "$ours_nodes" "$oc" "$sc" "$ratio_cpu" "$verdict" "$ow" "$sw" "$ratio_wall" "$os")
  echo "$line"
  summary+=("$line")
done

echo
echo "== summary (median of $runs, start-up subtracted; verdict on CPU time against >= ${target}x)"
printf '%s\n' "${summary[@]}"
echo "load after: $(uptime)"
exit "$status"
