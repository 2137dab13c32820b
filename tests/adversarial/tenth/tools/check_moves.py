"""Every move list in the case files equals the list facts.py computed with python-chess."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 1002: {'replace-and-move-king': F['moved_king_nocastle']},
 1008: {'move-king': F['touchking_king']},
 1015: {'move-king': F['eppin_king']},
 1016: {'compel-capture-of-touched-man': F['jadoube_cap']},
 1017: {'move-king': F['touchking_king']},
 1020: {'move-king': F['eppin_king']},
 1022: {'move-king': F['touchking_king']},
 1026: {'replace-and-move-king': F['moved_king_all']},
 1027: {'replace-and-move-king': F['eppin_king']},
 1028: {'move-correctly': F['kingpromo']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', bad, 'mismatches'); sys.exit(1 if bad else 0)
