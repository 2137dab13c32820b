"""Replays every record of the fifty-first set from its PGN text alone (not from rec.py), with python-chess:
tags (FEN), SAN moves (NAG/!? suffixes dropped), and our comment commands. It lists the events with their
0-based indices, checks that `dispute.event`, where set, names an event of the kind the dispute is about,
and that every SAN move is lawful or (only where a check was not announced) pseudo-legal.
Run: python3 tools/check_replay.py [-v]"""
import glob, os, re, sys, tomllib, chess
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import apply_raw
HERE = os.path.dirname(os.path.abspath(__file__))
WANT = {'touched-own-man': 'touch', 'touched-adversary-man': 'touch', 'false-move': 'move', 'illegal-capture': 'move',
        'own-man-taken-or-wrong-man': 'move', 'self-exposing-check': 'move', 'illegal-castling': 'move', 'late-claim': 'move'}
bad = 0; nfiles = 0; nirr = 0
for f in sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml'))):
    c = tomllib.load(open(f, 'rb')); nfiles += 1
    pgn = c['pgn']
    tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]$', pgn, re.M))
    b = chess.Board(tags['FEN']) if 'FEN' in tags else chess.Board()
    body = '\n'.join(l for l in pgn.split('\n') if not l.startswith('['))
    toks = re.findall(r'\{[^}]*\}|[^\s{}]+', body)
    events = []; errs = []
    for t in toks:
        if t.startswith('{'):
            m = re.match(r'\{\[%(\w+)\s*([^\]]*)\]\}$', t)
            if not m: continue
            cmd, arg = m.group(1), m.group(2).split()
            if cmd == 'move':
                uci = arg[0]; mv = chess.Move.from_uci(uci)
                if len(arg) > 1:  # out of turn
                    side = chess.WHITE if arg[1] == 'white' else chess.BLACK
                    if b.turn == side: errs.append(f'{uci} not out of turn')
                    b.turn = side
                    if mv not in b.legal_moves: errs.append(f'{uci} out of turn and unlawful')
                    b.push(mv); events.append(('move', uci, 'out-of-turn'))
                else:
                    if mv in b.legal_moves: errs.append(f'{uci} written as a command but lawful')
                    mover = b.turn; apply_raw(b, uci)
                    if mover == chess.BLACK: b.fullmove_number += 1
                    events.append(('move', uci, 'irregular')); nirr += 1
            else:
                events.append((cmd, ' '.join(arg), ''))
            continue
        if re.fullmatch(r'\d+\.(\.\.)?', t) or t in ('*', '1-0', '0-1', '1/2-1/2') or t.startswith('$'): continue
        t = re.sub(r'^\d+\.(\.\.)?', '', t)
        san = re.sub(r'[!?]+$', '', t)
        try:
            m = b.parse_san(san); note = ''
        except ValueError:
            cands = [x for x in b.pseudo_legal_moves if b.san(x).rstrip('+#') == san.rstrip('+#')]
            if len(cands) != 1: errs.append(f'SAN {san} unplayable'); break
            m = cands[0]; note = 'pseudo'
            ann = any(e[0] == 'check' for e in events[-1:])
            if ann: errs.append(f'{san} ignores an announced check')
        b.push(m); events.append(('move', san, note))
    ev = c['dispute'].get('event')
    if ev is not None:
        want = WANT.get(c['dispute']['kind'])
        if ev >= len(events) or (want and events[ev][0] != want):
            errs.append(f'event {ev} is {events[ev] if ev < len(events) else "past the end"}, wanted a {want}')
    if '-v' in sys.argv or errs:
        print(os.path.basename(f), len(events), 'events', '| event', ev, events[ev] if ev is not None else '',
              '| irregular:', [e[1] for e in events if e[2]], '| end:', b.fen(), 'mate' if b.is_checkmate() else '', 'stalemate' if b.is_stalemate() else '')
    for e in errs: print('  PROBLEM', e); bad += 1
print(f'{nfiles} records replayed from their PGN, {nirr} irregular moves: {bad} problems')
sys.exit(1 if bad else 0)
