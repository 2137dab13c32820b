"""Replays every record of the set from its text alone (not from the items it was built from), with python-chess:
tags [FEN], [Odds] (men taken off; pawn-and-moves: the receiver's first N moves in a row), a Black first move
(`1...`), SAN moves, {[%move uci [side]]} (applied as made when not lawful), and our other comment commands
(skipped). Checks that every SAN move is lawful, counts the irregular moves, and compares the final position and side
to move with the one gen.py reached while building (finals.json). Run: python3 tools/check_replay.py"""
import glob, json, os, re, sys, tomllib, chess
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lib import apply_raw
finals = json.load(open(os.path.join(HERE, 'finals.json')))
KBP = {chess.WHITE: chess.F2, chess.BLACK: chess.F7}
bad = 0; irregular = []
for f in sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml'))):
    c = tomllib.load(open(f, 'rb')); pgn = c['pgn']
    tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]$', pgn, re.M))
    body = '\n'.join(l for l in pgn.split('\n') if not l.startswith('['))
    b = chess.Board(tags['FEN']) if 'FEN' in tags else chess.Board()
    bonus = 0
    if 'Odds' in tags:
        w = tags['Odds'].split(); giver = chess.WHITE if w[0] == 'white' else chess.BLACK
        left = w[-1] == 'left-on-board'
        if w[1] in ('rook', 'knight', 'pawn') and len(w) > 2 and not left:
            b.remove_piece_at(chess.parse_square(w[2]))
            if w[1] == 'rook': b.castling_rights &= ~chess.BB_SQUARES[chess.parse_square(w[2])]
        if w[1] == 'pawn-and-moves':
            if not left: b.remove_piece_at(KBP[giver])
            bonus = int(w[2])
    if re.match(r'\s*1\.\.\.', body): b.turn = chess.BLACK
    toks = re.findall(r'\{[^}]*\}|\S+', body)
    name = os.path.relpath(f, os.path.join(HERE, '..'))
    try:
        for t in toks:
            if t.startswith('{'):
                m = re.fullmatch(r'\{\[%move (\w+)(?: (white|black))?\]\}', t)
                if m:
                    if m.group(2): b.turn = chess.WHITE if m.group(2) == 'white' else chess.BLACK
                    mv = chess.Move.from_uci(m.group(1))
                    if mv in b.legal_moves: b.push(mv)
                    else:
                        mover = b.turn; apply_raw(b, m.group(1)); irregular.append((name, m.group(1)))
                        if mover == chess.BLACK: b.fullmove_number += 1
                continue
            if re.fullmatch(r'\d+\.(\.\.)?', t) or t in ('*', '1-0', '0-1', '1/2-1/2'): continue
            mover = b.turn
            b.push_san(re.sub(r'[!?]+$', '', t))
            if bonus > 1:
                bonus -= 1; b.turn = mover
            elif bonus == 1: bonus = 0
        key = name.split('/')[0] + '/' + os.path.basename(f).split('-')[0]
        got = b.board_fen() + (' w' if b.turn else ' b')
        if finals.get(key) != got: bad += 1; print('FINAL', name, got, finals.get(key))
    except Exception as e:
        bad += 1; print('REPLAY', name, e)
print(len(glob.glob(os.path.join(HERE, '..', '*', '*.toml'))), 'records replayed;', len(irregular), 'irregular moves as made:', ', '.join(f'{n.split("/")[1][:4]} {u}' for n, u in irregular), ';', bad, 'problems')
sys.exit(1 if bad else 0)
