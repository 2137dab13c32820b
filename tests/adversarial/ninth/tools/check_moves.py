"""Every move list in the case files equals the list facts.py computed with python-chess."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 903: {'compel-move-touched-man': F['touchking']},
 904: {'replace-and-move-king': F['jumpstep_king']},
 908: {'compel-move-touched-man': F['touchking']},
 910: {'move-king': F['selfexpose_king']},
 911: {'retract-both-last-moves': F['castlecheck_parries']},
 912: {'move-king': F['rookjump_king']},
 915: {'retract-both-last-moves': F['castlecheck_parries']},
 916: {'move-king': F['rookjump_king']},
 917: {'move-king': F['twosteps_king']},
 918: {'move-king': F['ownpawn_king']},
 920: {'move-king': F['jumpstep_king']},
 923: {'move-correctly': F['twosteps_pawn'], 'move-king': F['twosteps_king']},
 926: {'replace-and-move-king': F['jumpstep_king']},
 927: {'capture-with-legal-capturer': F['rookjump_cap'], 'move-touched-capturer': F['rookjump_rook']},
 930: {'move-correctly': F['twosteps_pawn'], 'replace-and-move-king': F['twosteps_king']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f)[:3]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', bad, 'mismatches'); sys.exit(1 if bad else 0)
