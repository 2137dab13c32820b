"""Every move list in the case files equals the list facts.py computed with python-chess, and no case
has a move list that facts.py did not compute."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 1601: {'move-correctly': F['1601_king'], 'replace-and-move-king': F['1601_king']},
 1605: {'capture-with-legal-capturer': F['1605_capture']},
 1606: {'capture-with-legal-capturer': F['1606_capture']},
 1607: {'move-king': F['1607_king']},
 1608: {'move-king': F['1608_king'], 'move-rook': F['1608_rook']},
 1611: {'retract-both-last-moves': F['1611_parry']},
 1612: {'move-king': F['1612_king']},
 1614: {'move-rook': F['1614_rook'], 'move-king': F['1614_king']},
 1615: {'move-king': F['1615_king']},
 1620: {'move-correctly': F['1620_king'], 'move-king': F['1620_king']},
 1621: {'capture-with-legal-capturer': F['1621_capture'], 'move-correctly': F['1621_king'], 'move-king': F['1621_king']},
 1624: {'compel-capture-of-touched-man': F['1624_capture'], 'move-king': F['1624_king']},
 1625: {'replace-and-move-king': F['1625_king'], 'replace-and-capture': F['1625_capture']},
 1626: {'move-either-own-man': F['1626_either']},
 1627: {'retract-both-last-moves': F['1627_parry']},
 1629: {'move-king': F['1629_king']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', bad, 'mismatches'); sys.exit(1 if bad else 0)
