"""Every move list in the case files equals the list facts.py computed with python-chess."""
import glob, os, sys, tomllib, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F
WANT = {
 1101: {'capture-with-legal-capturer': F['pincap_capturers']},
 1102: {'move-correctly': F['selfking_king'], 'replace-and-move-king': F['selfking_king']},
 1104: {'move-king-no-castling': F['defrook_king_nocastle']},
 1106: {'replace-and-move-king': F['defrook_king_nocastle']},
 1107: {'move-king': F['pincap_king']},
 1108: {'move-king': F['selfking_king']},
 1110: {'move-king': F['owntake_king']},
 1112: {'move-king': F['defrook_king_all']},
 1113: {'move-king': F['pincap_king']},
 1119: {'capture-with-legal-capturer': F['pincap_capturers'], 'move-king': F['pincap_king']},
 1121: {'compel-move-touched-man': F['eptouch_pawn']},
 1123: {'move-king': F['defrook_king_all']},
 1125: {'capture-with-legal-capturer': F['pincap_capturers']},
 1126: {'move-either-own-man': F['owntake_either']},
 1127: {'move-correctly': F['selfking_king'], 'replace-and-move-king': F['selfking_king']},
 1130: {'move-king-no-castling': F['pincastle_king'], 'move-rook': F['pincastle_rook']},
}
bad = 0
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '*', '*.toml'))):
    n = int(os.path.basename(f).split('-')[0]); got = tomllib.load(open(f, 'rb'))['expected'].get('moves', {})
    if got != WANT.get(n, {}): bad += 1; print('MISMATCH', n, got, WANT.get(n))
print('move lists checked:', bad, 'mismatches'); sys.exit(1 if bad else 0)
