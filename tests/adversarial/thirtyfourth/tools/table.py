"""Prints the README's table of cases from the case files themselves (python3 tools/table.py)."""
import glob, os, tomllib
AIM = {}
for n, a in [(3401, 'facts (real check)'), (3402, 'out of time'), (3403, 'in time (pair)'), (3404, 'no law'), (3405, 'wrong party'),
             (3406, 'end: mate after irregularity'), (3407, 'facts (not pinned)'), (3408, 'in time (pair)'), (3409, 'out of time'),
             (3410, 'no law; end: mate'), (3411, 'wrong party'), (3412, 'end: stalemate'), (3413, 'facts (lawful castling)'),
             (3414, 'in time (pair)'), (3415, 'out of time'), (3416, 'no law'), (3417, 'wrong party'), (3418, 'end: mate after irregularity'),
             (3419, 'facts (real check)'), (3420, 'in time (pair)'), (3421, 'past the window: no law'), (3422, 'wrong party'),
             (3423, 'facts (lawful castling); end: mate'), (3424, 'end: fifty moves'), (3425, 'facts (not pinned)'),
             (3426, 'in time (pair)'), (3427, 'out of time'), (3428, 'no law'), (3429, 'wrong party'), (3430, 'end: fifty moves')]:
    AIM[n] = a
HERE = os.path.dirname(os.path.abspath(__file__))
print('| file | aim | kind (claimant) | decision | result | cites | glossed | remedies (elector) |')
print('|---|---|---|---|---|---|---|---|')
files = sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml')), key=lambda f: os.path.basename(f))
for f in files:
    c = tomllib.load(open(f, 'rb')); e = c['expected']; d = c['dispute']
    name = os.path.relpath(f, os.path.join(HERE, '..'))[:-5]
    un = set(e.get('unenforceable', [])); mv = e.get('moves', {})
    rems = []
    for r in e.get('remedies', []):
        s = r + ('*' if r in un else '')
        if r in mv: s += ' [' + ', '.join(mv[r]) + ']'
        rems.append(s)
    rem = ', '.join(rems) + (f" ({e['elector']})" if e.get('elector') else '')
    print(f"| `{name}` | {AIM[int(os.path.basename(f)[:4])]} | {d['kind']} ({d['by']}) | {e['decision']} | {e.get('result', '')} | "
          f"{', '.join(e['cites'])} | {', '.join(e.get('glossed', []))} | {rem} |")
