"""Counts, over every earlier adversarial case file (this set excluded), how often each article of each
code is cited, and by which dispute kinds; prints rows for the README. Run: python3 tools/census.py [--rows]"""
import glob, os, sys, tomllib, re
from collections import Counter, defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
CODES = ['twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847']
ARTS = {'twenty-laws': [str(i) for i in range(1, 21)], 'boys-own-1829': [str(i) for i in range(1, 12)],
        'philidor': 'I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII'.split(),
        'acknowledged-laws': 'I II III IV V VI VII VIII IX X XI XII XIII XIV'.split(),
        'london-1847': 'I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI XXII XXIII XXIV XXV XXVI'.split()}
rows = []
for f in glob.glob(os.path.join(ROOT, '**', '*.toml'), recursive=True):
    if '/thirtyfourth/' in f: continue
    try: c = tomllib.load(open(f, 'rb'))
    except Exception: continue
    m = re.search(r'\[Code "([^"]+)"\]', c.get('pgn', ''))
    if not m: continue
    e = c['expected']
    rows.append(dict(file=os.path.relpath(f, ROOT), code=m.group(1), kind=c['dispute']['kind'], by=c['dispute']['by'],
                     dec=e['decision'], rem=e.get('remedies', []), el=e.get('elector'), res=e.get('result'),
                     cites=e['cites'], gl=e.get('glossed', []), un=e.get('unenforceable', []), title=c['title'], pgn=c['pgn']))
if __name__ == '__main__':
    print(len(rows), 'earlier case files')
    for code in CODES:
        cnt = Counter(a for r in rows if r['code'] == code for a in r['cites'])
        n = sum(1 for r in rows if r['code'] == code)
        print(f'\n{code}: {n} cases')
        print('  ' + ', '.join(f'{a}:{cnt.get(a, 0)}' for a in ARTS[code]))
    if '--rows' in sys.argv:
        for r in sorted(rows, key=lambda r: (r['code'], r['kind'])):
            print(r['code'], r['kind'], r['by'], r['dec'], r['rem'], r['el'], r['res'], r['cites'], r['gl'], r['un'], r['file'])
