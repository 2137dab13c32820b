"""Every move list in the case files equals the list facts.py computed with python-chess, and no case
has a move list that facts.py did not compute."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 2106: {'compel-capture-of-touched-man': F['2106_capture'], 'replace-and-move-king': F['2106_king']},
 2107: {'move-king': F['2107_king']},
 2109: {'move-rook': F['2109_rook']},
 2110: {'move-king': F['2110_king']},
 2114: {'compel-move-touched-man': F['2114_pawn']},
 2121: {'move-correctly': F['2121_pawn'], 'move-king': F['2121_king']},
 2123: {'compel-capture-of-touched-man': F['2123_capture'], 'move-king': F['2123_king']},
 2124: {'move-correctly': F['2124_pawn'], 'move-king': F['2124_king']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', sum(len(v) for v in WANT.values()), 'lists,', bad, 'mismatches'); sys.exit(1 if bad else 0)
