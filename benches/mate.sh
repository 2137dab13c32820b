#!/usr/bin/env bash
# The mate prover against Stockfish, on the public problems of benches/mate-suite.epd, in one run.
#
#   benches/mate.sh [CAP_SECONDS]        (default 60)
#   TERTIUS_TABLES_DIR=DIR benches/mate.sh   (endgame tables from `tertius tables build --dir DIR`;
#                                             default `tables`, used where it exists)
#
# For each problem, alternately: `tertius mate --json` (release build, one thread, --max-ms CAP)
# and Stockfish (`go mate N`, Threads=1, Hash=64, movetime CAP). Per problem it prints both
# verdicts and times; then how many each settled within the cap, and the time ratio on the
# problems both settled. Our "mate" always includes the proof that no shorter mate exists; a
# Stockfish "mate" is a mate score it found, which it does not prove shortest. The long endgame
# mates (lines marked `tb`) are for the prover with endgame tables: they are counted apart, with
# the number settled in under a second.
set -euo pipefail
cd "$(dirname "$0")/.."

cap_s="${1:-60}"
cap_ms=$((cap_s * 1000))
suite="benches/mate-suite.epd"
tertius="${CARGO_TARGET_DIR:-$PWD/target}/release/tertius"
tables_dir="${TERTIUS_TABLES_DIR:-tables}"
tables=()
[ -d "$tables_dir" ] && tables=(--tables "$tables_dir")
stockfish="/usr/games/stockfish"

if [ ! -x "$stockfish" ]; then
  echo "installing the peer: apt-get install -y stockfish" >&2
  apt-get install -y stockfish >/dev/null
fi
cargo build --release --quiet
now_ms() { date +%s%3N; }

# Stockfish as a coprocess, driven over UCI.
coproc SF { "$stockfish"; }
sf_send() { printf '%s\n' "$1" >&"${SF[1]}"; }
sf_wait() { # prints the first line starting with $1, after the last mate score seen before it
  local line last=""
  while IFS= read -r line <&"${SF[0]}"; do
    if [[ $line == "$1"* ]]; then printf '%s|%s\n' "$last" "$line"; return 0; fi
    if [[ $line == info*"score mate"* ]]; then last="$line"; fi
  done
  return 1
}
sf_send "uci"
sf_version=$(sf_wait "id name")
sf_version="${sf_version#*|}"
sf_wait "uciok" >/dev/null
sf_send "setoption name Threads value 1"
sf_send "setoption name Hash value 64"
sf_send "isready"; sf_wait "readyok" >/dev/null

printf 'cap %s s; %s; %s; tables: %s\n\n' "$cap_s" "${sf_version#id name }" "$("$tertius" --version)" \
  "$([ ${#tables[@]} -gt 0 ] && echo "$tables_dir" || echo none)"
printf '%-4s %-52s | %-22s %9s | %-10s %9s\n' "N" "problem" "tertius" "ms" "stockfish" "ms"

ours_settled=0 sf_settled=0 both=0 ours_both_ms=0 sf_both_ms=0 total=0
le6_total=0 le6_fast=0 deep_total=0 deep_proved=0 tb_total=0 tb_fast=0
while IFS= read -r line; do
  [[ -z $line || $line == \#* ]] && continue
  fen="${line%% bm #*}"
  # EPD carries four fields; FEN wants the two clocks too.
  read -r -a fields <<<"$fen"
  [[ ${#fields[@]} -eq 4 ]] && fen="$fen 0 1"
  rest="${line#* bm #}"
  n="${rest%%;*}"
  id=$(sed -n 's/.*id "\([^"]*\)".*/\1/p' <<<"$line")
  total=$((total + 1))

  # Ours.
  t0=$(now_ms)
  # Tables only for the endgame problems: reading them (up to 0.5 GB for KRBvKR, reachable from
  # many middlegame positions) would add a second to every other problem's time.
  with=()
  [[ $line == *' tb "'* ]] && with=("${tables[@]}")
  json=$("$tertius" mate --fen "$fen" --moves "$n" --max-ms "$cap_ms" "${with[@]}" --json) || json='{"verdict":"error"}'

  ours_ms=$(($(now_ms) - t0))
  verdict=$(jq -r .verdict <<<"$json")
  case "$verdict" in
    mate) ours="mate $(jq -r .moves <<<"$json") $(jq -r .key <<<"$json")"; ours_ok=1 ;;
    no-mate) ours="no-mate $n"; ours_ok=1 ;;
    *) ours="undecided (>$(jq -r .no_mate_within <<<"$json"))"; ours_ok=0 ;;
  esac

  # Stockfish: the deepest mate score it reported before bestmove.
  sf_send "ucinewgame"; sf_send "position fen $fen"
  sf_send "isready"; sf_wait "readyok" >/dev/null
  t0=$(now_ms)
  sf_send "go mate $n movetime $cap_ms"
  out=$(sf_wait "bestmove")
  sf_ms=$(($(now_ms) - t0))
  sf_last="${out%%|*}"
  best="${out#*|}"
  sf_mate=$(sed -n 's/.*score mate \(-\?[0-9]*\).*/\1/p' <<<"$sf_last")
  if [[ -n $sf_mate && $sf_mate -gt 0 && $sf_mate -le $n ]]; then
    sf="mate $sf_mate ${best#bestmove }"; sf="${sf%% ponder*}"; sf_ok=1
  else
    sf="none"; sf_ok=0
  fi

  printf '%-4s %-52.52s | %-22s %9d | %-10s %9d\n' "#$n" "$id" "$ours" "$ours_ms" "$sf" "$sf_ms"
  ours_settled=$((ours_settled + ours_ok))
  sf_settled=$((sf_settled + sf_ok))
  if [[ $ours_ok == 1 && $sf_ok == 1 ]]; then
    both=$((both + 1)); ours_both_ms=$((ours_both_ms + ours_ms)); sf_both_ms=$((sf_both_ms + sf_ms))
  fi
  if [[ $line == *' tb "'* ]]; then
    # The prover's own time (`ms`): the command's also reads the tables from disk, which a
    # server does once at start.
    prover_ms=$(jq -r '.ms // 999999' <<<"$json")
    printf '     prover %s ms (of the %s ms, the rest reading tables)\n' "$prover_ms" "$ours_ms"
    tb_total=$((tb_total + 1))
    [[ $verdict == mate && $prover_ms -lt 1000 ]] && tb_fast=$((tb_fast + 1))
  elif [[ $n -le 6 ]]; then
    le6_total=$((le6_total + 1))
    [[ $verdict == mate && $ours_ms -lt 1000 ]] && le6_fast=$((le6_fast + 1))
  else
    deep_total=$((deep_total + 1))
    [[ $verdict == mate ]] && deep_proved=$((deep_proved + 1))
  fi
done <"$suite"
sf_send "quit"

echo
printf 'settled within %s s: tertius %d/%d, stockfish %d/%d\n' "$cap_s" "$ours_settled" "$total" "$sf_settled" "$total"
printf 'mates in <= 6 proved in under 1 s: %d/%d; mates in 7-12 proved: %d/%d\n' \
  "$le6_fast" "$le6_total" "$deep_proved" "$deep_total"
printf 'long endgame mates proved in under 1 s of search (tables: %s): %d/%d\n' \
  "$([ ${#tables[@]} -gt 0 ] && echo "$tables_dir" || echo none)" "$tb_fast" "$tb_total"
if [[ $both -gt 0 && $sf_both_ms -gt 0 ]]; then
  printf 'on the %d both settled: tertius %d ms, stockfish %d ms, ratio %s\n' "$both" \
    "$ours_both_ms" "$sf_both_ms" "$(awk -v a="$ours_both_ms" -v b="$sf_both_ms" 'BEGIN { printf "%.2f", a / b }')"
fi
