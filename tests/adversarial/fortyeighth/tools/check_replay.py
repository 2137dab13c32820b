"""Replays every record of the forty-eighth set from the written PGN (independently of rec.py): SAN moves must be
lawful, every {[%move ...]} must be unlawful (it is an irregular act by design), every move that gives check must be
followed by {[%check]} and every {[%check]} must follow a move that gives check. Run: python3 tools/check_replay.py"""
import glob, os, re, sys, tomllib, chess
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import apply_raw
HERE = os.path.dirname(os.path.abspath(__file__))
bad = 0; n = 0; irregular = 0
for f in sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml'))):
    c = tomllib.load(open(f, 'rb')); pgn = c['pgn']; name = os.path.basename(f)
    fen = re.search(r'\[FEN "([^"]+)"\]', pgn)
    b = chess.Board(fen.group(1) if fen else chess.STARTING_FEN)
    body = '\n'.join(l for l in pgn.split('\n') if not l.startswith('['))
    toks = re.findall(r'\{[^}]*\}|[^\s{}]+', body)
    gave = False; errs = []
    for t in toks:
        if t.startswith('{'):
            m = re.match(r'\{\[%(\w+)\s*([^\]]*)\]\}', t)
            if not m: continue
            cmd, arg = m.group(1), m.group(2).split()
            if cmd == 'check':
                if not gave: errs.append('check said after a move that gives none')
                gave = False
            elif cmd == 'move':
                mv = chess.Move.from_uci(arg[0])
                if len(arg) > 1:
                    side = chess.WHITE if arg[1] == 'white' else chess.BLACK
                    if b.turn != side: errs.append('named side is not to move')
                    if b.color_at(mv.from_square) == side: errs.append('named side moved its own man')
                elif mv in b.legal_moves: errs.append(f'{arg[0]} is lawful')
                mover = b.turn
                apply_raw(b, arg[0]); irregular += 1
                if mover == chess.BLACK: b.fullmove_number += 1
                gave = b.is_check()
            continue
        if re.fullmatch(r'\d+\.(\.\.)?', t) or t in ('*', '1-0', '0-1', '1/2-1/2'): continue
        if gave: errs.append(f'check not said before {t}')
        try: m = b.parse_san(re.sub(r'[!?]+$', '', t))
        except Exception as e: errs.append(f'{t}: {e}'); break
        b.push(m); gave = b.is_check()
        if gave != t.rstrip('!?').endswith(('+', '#')): errs.append(f'{t}: check sign')
    if gave: errs.append('last check not said')
    n += 1
    if errs: bad += 1; print(name, errs)
print(f'{n} records replayed, {irregular} irregular acts, {bad} with problems')
sys.exit(1 if bad else 0)
