"""Every move list in the case files equals the list facts.py computed with python-chess."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 703: {'compel-move-touched-man': F['703_b']},
 704: {'move-king': F['704_king'], 'move-rook': F['704_rook']},
 705: {'replace-and-move-king': F['705_king']},
 709: {'move-king': F['709_king']},
 711: {'compel-move-touched-man': F['711_r']},
 715: {'move-king': F['728_king']},
 718: {'move-rook': F['718_rook'], 'move-king': F['718_king']},
 720: {'move-king': F['720_king']},
 721: {'capture-with-legal-capturer': F['721_cap'], 'move-correctly': F['721_rook'], 'move-king': F['721_king']},
 724: {'move-correctly': F['728_pawn'], 'move-king': F['728_king']},
 726: {'compel-capture-of-touched-man': F['710_cap']},
 728: {'move-correctly': F['728_pawn'], 'replace-and-move-king': F['728_king']},
 729: {'move-king-no-castling': F['729_king']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f)[:3]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', bad, 'mismatches'); sys.exit(1 if bad else 0)
