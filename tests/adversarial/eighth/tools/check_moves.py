"""Every move list in the case files equals the list facts.py computed with python-chess."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 804: {'capture-with-legal-capturer': F['rookdiag_cap'], 'move-touched-capturer': F['rookdiag_rook']},
 805: {'compel-move-touched-man': F['pawn_g7']},
 811: {'move-king': F['kingpawn_king']},
 812: {'move-king': F['pinguard_king']},
 813: {'compel-move-touched-man': F['pawn_g7']},
 814: {'move-king': F['kingpawn_king']},
 817: {'move-rook': F['pawne2_rook'], 'move-king': F['pawne2_king']},
 818: {'retract-both-last-moves': F['pkc_parries']},
 820: {'compel-move-touched-man': F['pawn_g7']},
 821: {'move-king': F['pawne2_king']},
 827: {'move-king-no-castling': F['pawne2_king'], 'move-rook': F['pawne2_rook']},
 828: {'move-king': F['pinguard_king']},
 830: {'replace-and-move-king': F['movedadv_king']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f)[:3]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', bad, 'mismatches'); sys.exit(1 if bad else 0)
