"""Every move list in the case files equals the list facts.py computed with python-chess, and no case
has a move list that facts.py did not compute."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 1405: {'move-king-no-castling': F['p2_king']},
 1406: {'compel-capture-of-touched-man': F['p2b_take'], 'move-king-no-castling': F['p2b_king_nc']},
 1407: {'move-king': F['p2_king']},
 1409: {'move-king': F['p3_king']},
 1411: {'compel-capture-of-touched-man': F['p2b_take']},
 1412: {'replace-and-capture': F['p6_take']},
 1413: {'move-king': F['p2_king']},
 1415: {'move-king': F['p3_king']},
 1417: {'replace-and-capture': F['p6_take']},
 1418: {'compel-capture-of-touched-man': F['p2b_take']},
 1419: {'move-king': F['p2_king']},
 1421: {'move-king': F['p3_king']},
 1423: {'compel-capture-of-touched-man': F['p2b_take'], 'move-king': F['p2b_king']},
 1425: {'move-correctly': F['p4_pawn'], 'replace-and-move-king': F['p4_king']},
 1427: {'replace-and-move-king': F['p3_king']},
 1429: {'replace-and-capture': F['p6_take']},
 1430: {'move-king': F['p2_king']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', bad, 'mismatches'); sys.exit(1 if bad else 0)
