"""Every move list in the case files equals the list facts.py computed with python-chess, and no case
has a move list that facts.py did not compute."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 2002: {'compel-move-touched-man': F['2002_knight']},
 2003: {'replace-and-move-king': F['2003_king']},
 2006: {'move-king-no-castling': F['2006_king']},
 2014: {'move-king': F['2014_king']},
 2020: {'capture-with-legal-capturer': F['2020_capture']},
 2022: {'move-king': F['2022_king']},
 2027: {'replace-and-move-king': F['2027_king']},
 2028: {'compel-move-touched-man': F['2028_queen']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', sum(len(v) for v in WANT.values()), 'lists,', bad, 'mismatches'); sys.exit(1 if bad else 0)
