"""Prints the README's table of cases from the thirty files."""
import glob, os, tomllib
HERE = os.path.dirname(os.path.abspath(__file__))
for f in sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml')), key=lambda f: os.path.basename(f)):
    c = tomllib.load(open(f, 'rb')); e = c['expected']; d = c['dispute']
    un = set(e.get('unenforceable', [])); mv = e.get('moves', {})
    rem = ', '.join(r + ('*' if r in un else '') + (f" [{', '.join(mv[r])}]" if r in mv else '') for r in e.get('remedies', []))
    if e.get('elector'): rem += f" ({e['elector']})"
    name = os.path.relpath(f, os.path.join(HERE, '..'))
    print(f"| `{name}` | {d['kind']} | {d['by']} | {e['decision']} | {e.get('result') or ''} | {', '.join(e['cites'])} | {', '.join(e.get('glossed', []))} | {rem} |")
