"""Prints the README's table of cases from the case files. Run: python3 tools/table.py"""
import glob, os, tomllib
HERE = os.path.dirname(os.path.abspath(__file__))
print('| file | kind | by | decision | result | cites | glossed | remedies [moves] (elector) |')
print('|---|---|---|---|---|---|---|---|')
for code in ['twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847']:
    for f in sorted(glob.glob(os.path.join(HERE, '..', code, '*.toml'))):
        c = tomllib.load(open(f, 'rb')); e = c['expected']; mv = e.get('moves', {}); un = e.get('unenforceable', [])
        rem = ', '.join(r + ('*' if r in un else '') + (f" [{', '.join(mv[r])}]" if r in mv else '') for r in e.get('remedies', []))
        if e.get('elector'): rem += f" ({e['elector']})"
        print(f"| `{code}/{os.path.basename(f)}` | {c['dispute']['kind']} | {c['dispute']['by']} | {e['decision']} | {e.get('result') or ''} | "
              f"{', '.join(e['cites'])} | {', '.join(e.get('glossed', []))} | {rem} |")
