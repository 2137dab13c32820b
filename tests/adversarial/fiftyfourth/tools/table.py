"""Prints the README's table of cases from the case files themselves (python3 tools/table.py)."""
import glob, os, tomllib
HERE = os.path.dirname(os.path.abspath(__file__))
print('| file | kind | by | decision | result | cites | glossed | remedies [moves] (elector) |')
print('|---|---|---|---|---|---|---|---|')
for f in sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml')), key=lambda f: os.path.basename(f)):
    c = tomllib.load(open(f, 'rb')); e = c['expected']; mv = e.get('moves', {}); un = e.get('unenforceable', [])
    rem = ', '.join(r + ('*' if r in un else '') + (f" [{', '.join(mv[r])}]" if r in mv else '') for r in e.get('remedies', []))
    if e.get('elector'): rem += f" ({e['elector']})"
    rel = os.path.relpath(f, os.path.join(HERE, '..'))
    print(f"| `{rel}` | {c['dispute']['kind']} | {c['dispute']['by']} | {e['decision']} | {e.get('result') or ''} | {', '.join(e['cites'])} | {', '.join(e.get('glossed', []))} | {rem} |")
