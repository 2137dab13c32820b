"""Prints the README's table of cases from the case files themselves. Run: python3 tools/table.py"""
import glob, os, tomllib, re
HERE = os.path.dirname(os.path.abspath(__file__))
print('| file | kind | by | decision | cites | glossed | remedies [moves] (elector) |')
print('|---|---|---|---|---|---|---|')
for f in sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml')), key=lambda f: os.path.basename(f)):
    c = tomllib.load(open(f, 'rb')); e = c['expected']; d = c['dispute']
    rem = []
    for r in e.get('remedies', []):
        s = r + ('*' if r in e.get('unenforceable', []) else '')
        if r in e.get('moves', {}): s += ' [' + ', '.join(e['moves'][r]) + ']'
        rem.append(s)
    el = f" ({e['elector']})" if e.get('elector') else ''
    pub = ' (published)' if '[Site' in c['pgn'] else ''
    print(f"| `{os.path.relpath(f, os.path.join(HERE, '..'))}`{pub} | {d['kind']} | {d['by']} | {e['decision']}{' '+e['result'] if e.get('result') else ''} | {', '.join(e['cites'])} | {', '.join(e.get('glossed', []))} | {', '.join(rem)}{el} |")
