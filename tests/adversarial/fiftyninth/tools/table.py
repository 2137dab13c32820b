"""Prints the README's table of cases from the case files themselves. Run: python3 tools/table.py"""
import glob, os, tomllib, re
HERE = os.path.dirname(os.path.abspath(__file__))
print('| file | kind | by | decision | result | cites | glossed | remedies [moves] (elector) |')
print('|---|---|---|---|---|---|---|---|')
for f in sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml')), key=lambda p: os.path.basename(p)):
    c = tomllib.load(open(f, 'rb')); e = c['expected']
    rem = []
    for r in e.get('remedies', []):
        s = r + ('*' if r in e.get('unenforceable', []) else '')
        if r in e.get('moves', {}): s += ' [' + ', '.join(e['moves'][r]) + ']'
        rem.append(s)
    rs = ', '.join(rem) + (f" ({e['elector']})" if e.get('elector') else '')
    print(f"| `{os.path.relpath(f, os.path.join(HERE, '..'))}` | {c['dispute']['kind']} | {c['dispute']['by']} | {e['decision']} | {e.get('result', '')} | {', '.join(e['cites'])} | {', '.join(e.get('glossed', []))} | {rs} |")
