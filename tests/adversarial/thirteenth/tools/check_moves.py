"""Every move list in the case files equals the list facts.py computed with python-chess, and no case
has a move list that facts.py did not compute."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 1306: {'capture-with-legal-capturer': F['pinguard_capturers'], 'move-touched-capturer': F['pinguard_king']},
 1308: {'move-king': F['backrank_king']},
 1310: {'compel-move-touched-man': F['rooktouch_rook']},
 1312: {'replace-and-move-king': F['movedbishop5_king']},
 1313: {'move-king': F['pinqueenp_king']},
 1316: {'retract-both-last-moves': F['firstback_parry']},
 1317: {'move-king': F['epskewer_king']},
 1318: {'replace-and-capture': F['pinnedtaker_capture']},
 1320: {'retract-to-point-of-check': F['firstbacka_parry']},
 1323: {'move-king': F['smotherpin_king']},
 1326: {'move-either-own-man': F['ownpawn_either']},
 1328: {'replace-and-move-king': F['pinnedtaker_king'], 'replace-and-capture': F['pinnedtaker_capture']},
 1329: {'retract-to-point-of-check': F['several_parry']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', bad, 'mismatches'); sys.exit(1 if bad else 0)
