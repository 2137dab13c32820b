"""Every file parses as TOML, has only the harness's keys, and is consistent in itself."""
import glob, tomllib, re, sys, os
TOP = {'title', 'pgn', 'dispute', 'expected'}
DISP = {'kind', 'by', 'event'}
EXP = {'decision', 'remedies', 'elector', 'result', 'cites', 'glossed', 'moves', 'unenforceable'}
KINDS = set('''false-move illegal-castling stalemate-result touched-own-man touched-adversary-man move-out-of-turn
false-check-announcement unannounced-check illegal-capture self-exposing-check promotion unprovided-or-disputed-point
late-claim fifty-move-claim adjustment-claim man-released own-man-taken-or-wrong-man moved-adversary-man
initial-men-misplaced initial-man-omitted touched-own-man-unplayable en-passant check-of-unknown-origin
odds-moves-out-of-territory odds-man-not-removed board-misoriented first-move-or-colour conditional-mate-agreement'''.split())
DECISIONS = {'upheld', 'dismissed', 'out-of-time', 'no-law-provides'}
bad = 0
files = sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml')))
for f in files:
    c = tomllib.load(open(f, 'rb'))
    errs = []
    if set(c) != TOP: errs.append(f'top keys {set(c)}')
    if not set(c['dispute']) <= DISP: errs.append('dispute keys')
    e = c['expected']
    if not set(e) <= EXP: errs.append(f'expected keys {set(e) - EXP}')
    if c['dispute']['kind'] not in KINDS: errs.append('kind')
    if c['dispute']['by'] not in ('white', 'black'): errs.append('by')
    if e['decision'] not in DECISIONS: errs.append('decision')
    if e.get('elector') not in (None, 'white', 'black'): errs.append('elector')
    if e.get('result') not in (None, 'white', 'black', 'draw'): errs.append('result')
    rem = e.get('remedies', [])
    for r in e.get('unenforceable', []) + list(e.get('moves', {})):
        if r not in rem: errs.append(f'{r} not among remedies')
    for g in e.get('glossed', []):
        if g not in e['cites']: errs.append(f'glossed {g} not cited')
    code = re.search(r'\[Code "([^"]+)"\]', c['pgn']).group(1)
    if code != f.split('/')[-2]: errs.append('code != folder')
    n = int(f.split('/')[-1].split('-')[0])
    if not 7601 <= n <= 7630: errs.append('number')
    if errs: bad += 1; print(f, errs)
print(len(files), 'files parsed;', bad, 'with problems')
nums = sorted(int(f.split('/')[-1].split('-')[0]) for f in files)
assert nums == list(range(7601, 7631)), nums
from collections import Counter
print(Counter(f.split('/')[-2] for f in files))
