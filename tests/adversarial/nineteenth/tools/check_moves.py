"""Every move list in the case files equals the list facts.py computed with python-chess, and no case
has a move list that facts.py did not compute."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 1906: {'move-king': F['1906_king']},
 1907: {'compel-move-touched-man': F['1907_knight']},
 1914: {'move-king': F['1914_king']},
 1922: {'move-king': F['1922_king']},
 1923: {'retract-to-point-of-check': F['1923_king']},
 1924: {'move-correctly': F['1924_rook'], 'move-king': F['1924_king']},
 1925: {'compel-capture-of-touched-man': F['1925_capture']},
 1928: {'move-either-own-man': F['1928_either']},
 1929: {'move-king': F['1929_king']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', sum(len(v) for v in WANT.values()), 'lists,', bad, 'mismatches'); sys.exit(1 if bad else 0)
