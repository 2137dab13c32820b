"""Prints the README's table of cases from the case files themselves (python3 tools/table.py)."""
import glob, os, tomllib
HERE = os.path.dirname(os.path.abspath(__file__))
print('| file | kind | claimant | decision | result | cites | glossed | remedies (elector) |')
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
    print(f"| `{name}` | {d['kind']} | {d['by']} | {e['decision']} | {e.get('result', '')} | "
          f"{', '.join(e['cites'])} | {', '.join(e.get('glossed', []))} | {rem} |")
