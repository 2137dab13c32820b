"""Counts, over every earlier adversarial case file (this set and any set still being written excluded),
how many case files use each dispute kind under each code (the `kind` field), and lists the least-used
(code, kind) pairs. Run: python3 tools/census.py [--rows KIND]"""
import glob, os, sys, tomllib, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
EXCLUDE = ('/seventysixth/',)
CODES = ['twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847']
KINDS = '''false-move illegal-castling stalemate-result touched-own-man touched-adversary-man move-out-of-turn
false-check-announcement unannounced-check illegal-capture self-exposing-check promotion unprovided-or-disputed-point
late-claim fifty-move-claim adjustment-claim man-released own-man-taken-or-wrong-man moved-adversary-man
initial-men-misplaced initial-man-omitted touched-own-man-unplayable en-passant check-of-unknown-origin
odds-moves-out-of-territory odds-man-not-removed board-misoriented first-move-or-colour conditional-mate-agreement'''.split()
rows = []
for f in glob.glob(os.path.join(ROOT, '**', '*.toml'), recursive=True):
    if any(x in f for x in EXCLUDE): continue
    try: c = tomllib.load(open(f, 'rb'))
    except Exception: continue
    m = re.search(r'\[Code "([^"]+)"\]', c.get('pgn', ''))
    if not m: continue
    e = c['expected']
    rows.append(dict(file=os.path.relpath(f, ROOT), code=m.group(1), kind=c['dispute']['kind'], by=c['dispute']['by'],
                     dec=e['decision'], rem=e.get('remedies', []), el=e.get('elector'), res=e.get('result'),
                     cites=e['cites'], gl=e.get('glossed', []), un=e.get('unenforceable', []), title=c['title'],
                     mv=e.get('moves', {})))
cnt = Counter((r['code'], r['kind']) for r in rows)
if __name__ == '__main__':
    if '--rows' in sys.argv:
        k = sys.argv[sys.argv.index('--rows') + 1]
        for r in sorted(rows, key=lambda r: (r['code'], r['file'])):
            if r['kind'] == k or k == 'all':
                print(r['code'], '|', r['by'], r['dec'], r['rem'], r['el'], r['res'], r['cites'], r['gl'], r['un'], r['mv'], '|', r['file'], '|', r['title'])
        sys.exit()
    print(len(rows), 'earlier case files')
    print('kind'.ljust(30) + ''.join(c[:8].rjust(10) for c in CODES) + '     all')
    for k in sorted(KINDS, key=lambda k: sum(cnt[(c, k)] for c in CODES)):
        print(k.ljust(30) + ''.join(str(cnt[(c, k)]).rjust(10) for c in CODES) + str(sum(cnt[(c, k)] for c in CODES)).rjust(8))
    pairs = sorted(((cnt[(c, k)], c, k) for c in CODES for k in KINDS))
    print('\nleast-used (code, kind) pairs:')
    for n, c, k in pairs[:60]:
        print(f'  {n:3d}  {c:18s} {k}')
