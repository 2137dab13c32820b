"""Every move list in the case files equals the list facts.py computed with python-chess."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 1206: {'move-correctly': F['pinqueen_queen'], 'replace-and-move-king': F['pinqueen_king']},
 1207: {'compel-move-touched-man': F['touchfirst_knight']},
 1208: {'move-king': F['castlecheck_king']},
 1211: {'move-king': F['through_king'], 'move-rook': F['through_rook']},
 1212: {'retract-both-last-moves': F['bishopleap_parry']},
 1213: {'compel-move-touched-man': F['touchfirstp_bishop']},
 1216: {'retract-both-last-moves': F['epcheck2_parry']},
 1217: {'move-king': F['unexchanged_king']},
 1218: {'replace-and-move-king': F['movedbishop_king']},
 1222: {'move-king': F['overknight_king']},
 1224: {'move-correctly': F['putbackd_pawn']},
 1225: {'move-correctly': F['putbacke_pawn']},
 1226: {'move-correctly': F['unexchanged_pawn']},
 1227: {'move-king-no-castling': F['pinchecker_king'], 'move-rook': F['pinchecker_rook']},
 1230: {'capture-with-legal-capturer': F['kingtakes_capturers'], 'move-touched-capturer': F['kingtakes_king']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', bad, 'mismatches'); sys.exit(1 if bad else 0)
