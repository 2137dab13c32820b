"""Prints the README's table of cases from the case files themselves (python3 tools/table.py)."""
import glob, os, tomllib
REC = {1: 'R1 castling out of check', 2: 'R2 man omitted', 3: 'R3 false capture, touch', 4: 'R4 adversary man moved',
       5: 'R5 fifty, K+R v K', 6: 'R6 pawn left on g1'}
BASE = {'twenty-laws': 3601, 'boys-own-1829': 3607, 'philidor': 3613, 'acknowledged-laws': 3619, 'london-1847': 3625}
HERE = os.path.dirname(os.path.abspath(__file__))
print('| file | record | kind (claimant) | decision | result | cites | glossed | remedies (elector) |')
print('|---|---|---|---|---|---|---|---|')
files = sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml')), key=lambda f: os.path.basename(f))
for f in files:
    c = tomllib.load(open(f, 'rb')); e = c['expected']; d = c['dispute']
    code = os.path.basename(os.path.dirname(f)); n = int(os.path.basename(f)[:4])
    name = os.path.relpath(f, os.path.join(HERE, '..'))[:-5]
    un = set(e.get('unenforceable', [])); mv = e.get('moves', {})
    rems = []
    for r in e.get('remedies', []):
        s = r + ('*' if r in un else '')
        if r in mv: s += ' [' + ', '.join(mv[r]) + ']'
        rems.append(s)
    rem = ', '.join(rems) + (f" ({e['elector']})" if e.get('elector') else '')
    print(f"| `{name}` | {REC[n - BASE[code] + 1]} | {d['kind']} ({d['by']}) | {e['decision']} | {e.get('result', '')} | "
          f"{', '.join(e['cites'])} | {', '.join(e.get('glossed', []))} | {rem} |")
