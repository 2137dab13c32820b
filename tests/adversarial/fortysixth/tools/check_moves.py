"""Every move list in the case files equals the list facts.py computed with python-chess, and no case
has a move list that facts.py did not compute."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
M = facts.MOVES
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    want = {k: v for k, v in M.get(n, {}).items() if k in got}
    if got != want or set(got) != set(want): bad += 1; print('MISMATCH', n, got, M.get(n))
print('move lists checked:', sum(len(tomllib.load(open(f, 'rb'))['expected'].get('moves', {})) for f in glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))), 'lists,', bad, 'mismatches'); sys.exit(1 if bad else 0)
