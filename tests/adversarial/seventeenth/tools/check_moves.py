"""Every move list in the case files equals the list facts.py computed with python-chess, and no case
has a move list that facts.py did not compute."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 1704: {'move-correctly': F['1704_correct'], 'replace-and-move-king': F['1704_king']},
 1707: {'compel-capture-of-touched-man': F['1707_capture']},
 1710: {'move-king': F['1710_king']},
 1711: {'move-king': F['1711_king']},
 1714: {'move-rook': F['1714_rook'], 'move-king': F['1714_king']},
 1716: {'compel-capture-of-touched-man': F['1716_capture']},
 1717: {'move-king': F['1717_king']},
 1723: {'move-king': F['1723_king']},
 1727: {'retract-both-last-moves': F['1727_parry']},
 1729: {'compel-move-touched-man': F['1729_knight']},
 1730: {'replace-and-move-king': F['1730_king'], 'replace-and-capture': F['1730_capture']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', bad, 'mismatches'); sys.exit(1 if bad else 0)
