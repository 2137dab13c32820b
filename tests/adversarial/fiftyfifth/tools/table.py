"""Prints the README's table of cases from the case files. Run: python3 tools/table.py"""
import glob, os, tomllib
HERE = os.path.dirname(os.path.abspath(__file__))
for f in sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml')), key=lambda p: os.path.basename(p)):
    c = tomllib.load(open(f, 'rb')); e = c['expected']; mv = e.get('moves', {}); un = e.get('unenforceable', [])
    rem = ', '.join(r + ('*' if r in un else '') + (f" [{', '.join(mv[r])}]" if r in mv else '') for r in e.get('remedies', []))
    if e.get('elector'): rem += f" ({e['elector']})"
    pub = 'yes' if '[White "' in c['pgn'] else ''
    print(f"| `{os.path.relpath(f, os.path.join(HERE, '..'))}` | {c['dispute']['kind']} | {c['dispute']['by']} | {e['decision']} | {e.get('result') or ''} | {', '.join(e['cites'])} | {', '.join(e.get('glossed', []))} | {rem} | {pub} |")
