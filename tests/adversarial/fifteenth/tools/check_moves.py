"""Every move list in the case files equals the list facts.py computed with python-chess, and no case
has a move list that facts.py did not compute."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 1504: {'move-correctly': F['1504_correct'], 'replace-and-move-king': F['1504_king']},
 1508: {'move-king': F['1508_king'], 'move-rook': F['1508_rook']},
 1510: {'retract-both-last-moves': F['1510_parry']},
 1517: {'move-rook': F['1517_rook'], 'move-king': F['1517_king']},
 1518: {'retract-both-last-moves': F['1518_parry']},
 1522: {'retract-to-point-of-check': F['1522_parry']},
 1523: {'move-correctly': F['1523_king'], 'move-king': F['1523_king']},
 1527: {'retract-both-last-moves': F['1527_parry']},
 1529: {'move-king-no-castling': F['1529_king'], 'move-rook': F['1529_rook']},
 1530: {'move-correctly': F['1530_correct']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', bad, 'mismatches'); sys.exit(1 if bad else 0)
