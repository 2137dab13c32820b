"""Every move list in the case files equals the list facts.py computed with python-chess, and no case
has a move list that facts.py did not compute."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 1805: {'move-king': F['1805_king']},
 1813: {'move-king': F['1813_king']},
 1814: {'move-king': F['1814_king']},
 1816: {'retract-both-last-moves': F['1816_parry']},
 1818: {'compel-capture-of-touched-man': F['1818_capture']},
 1823: {'move-king': F['1823_king']},
 1826: {'replace-and-move-king': F['1826_king']},
 1827: {'replace-and-move-king': F['1827_king']},
 1828: {'move-either-own-man': F['1828_either']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', sum(len(v) for v in WANT.values()), 'lists,', bad, 'mismatches'); sys.exit(1 if bad else 0)
