"""Writes the thirty case files of the eighth set from the data below. The article quotations are
cut from the seeds by texts.py (never typed), so they are verbatim; check_texts.py checks them again.
Move lists were produced by facts.py (python-chess) and are asserted there."""
import os, sys, textwrap
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from texts import article
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
OUT = []

def q(code, art):
    text, found = article(code, art)
    head = f'#   [{code} {art}' + ('; found text, not in the seed (laws.md §2)]' if found else ']')
    lines = textwrap.wrap(text, 92, break_long_words=False, break_on_hyphens=False)
    return [head] + ['#   > ' + l for l in lines]

def para(label, text):
    lines = textwrap.wrap(text, 94, break_long_words=False, break_on_hyphens=False)
    out = [f'# {label}:'] if label else []
    return out + ['#   ' + l for l in lines]

def toml_list(xs): return '[' + ', '.join(f'"{x}"' for x in xs) + ']'

def case(num, code, slug, title, points, facts, quotes, why, pgn, kind, by, decision,
         remedies=(), elector=None, result=None, cites=(), glossed=(), moves=None, unenforceable=()):
    c = ['# ' + l for l in textwrap.wrap(f'Case {num} ({code}). Points: {points}', 96)]
    c.append('#')
    c += para('FACTS', facts)
    c.append('#')
    c.append('# THE LAW:')
    for art in quotes:
        c += q(code, art)
    c.append('#')
    for i, w in enumerate(why):
        c += para('WHY' if i == 0 else '', w)
    body = '\n'.join(c) + '\n'
    body += 'title = "' + title.replace('\\', '\\\\').replace('"', '\\"') + '"\n'
    body += 'pgn = """\n' + pgn.strip() + '\n"""\n'
    body += f'[dispute]\nkind = "{kind}"\nby = "{by}"\n'
    body += f'[expected]\ndecision = "{decision}"\n'
    if remedies: body += f'remedies = {toml_list(remedies)}\n'
    if elector: body += f'elector = "{elector}"\n'
    if result: body += f'result = "{result}"\n'
    body += f'cites = {toml_list(cites)}\n'
    if glossed: body += f'glossed = {toml_list(glossed)}\n'
    if moves:
        body += 'moves = { ' + ', '.join(f'"{k}" = {toml_list(v)}' for k, v in moves.items()) + ' }\n'
    if unenforceable: body += f'unenforceable = {toml_list(unenforceable)}\n'
    d = os.path.join(ROOT, code); os.makedirs(d, exist_ok=True)
    open(os.path.join(d, f'{num}-{slug}.toml'), 'w', encoding='utf-8').write(body)
    OUT.append((num, code, slug))

import io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    import facts
F = facts.F

# ---------------------------------------------------------------- shared records
PINSLIDE = '[FEN "1k6/pp4b1/8/8/3B4/8/P1P5/K7 w - - 0 1"]\n1. Be5+ {[%check]}'
F_PINSLIDE = ('White: Ka1, Bd4, pawns a2 c2. Black: Kb8, Bg7, pawns a7 b7. The d4 bishop is pinned to a1 by '
  'Bg7 along the long diagonal. White plays 1. Be5 and says "check": the bishop slides along the line of its own '
  'pin (it still stands between g7 and a1) and checks b8 through d6 and c7. tools/facts.py asserts that the '
  'check is real, that Be5 leaves nothing of Black\'s attacking a1, and that the bishop is still pinned.')
PINPAWN = '[FEN "7k/pp4p1/5B2/8/8/8/PP6/6K1 b - - 0 1"]\n{[%touch g7]} 1... Kg8'
F_PINPAWN = ('White: Kg1, Bf6, pawns a2 b2. Black: Kh8, pawns g7 a7 b7; Black to move. The g7 pawn is pinned to '
  'h8 by Bf6, but it can take the pinner: gxf6 is lawful (asserted), and it is the pawn\'s only lawful move. '
  'Black touches the g7 pawn, believes it cannot be played, and plays 1... Kg8 instead. White claims before '
  'making his next move.')
SCREEN = '[FEN "7k/7P/5K2/8/8/8/8/3R4 w - - 0 1"]\n1. Rh1'
F_SCREEN = ('White: Kf6, Rd1, pawn h7. Black: Kh8 alone. White plays 1. Rh1. The rook stands on the king\'s file, '
  'but White\'s own h7 pawn screens it, and a pawn does not attack the square straight ahead: the h8 king is '
  'not in check. It cannot move: g8 is attacked by the h7 pawn, g7 by the f6 king, and h7 is guarded by the '
  'rook. Black has nothing else. tools/facts.py asserts: no check, no mate, stalemate. Black claims.')
PAWNE2 = '[FEN "4r1k1/5ppp/8/8/8/8/4pPPP/4K2R w K - 0 1"]\n1. {[%move e1g1]}'
F_PAWNE2 = ('White: Ke1, Rh1, pawns f2 g2 h2; neither king nor rook has moved. Black: Kg8, Re8, pawns e2 f7 g7 h7. '
  'The e2 pawn stands straight in front of the White king and does not check it; it attacks d1 and f1. White '
  'castles on the king\'s side ({[%move e1g1]}): the king passes f1, which the e2 pawn attacks, and lands on g1, '
  'which nothing attacks (asserted). Black claims at once.')
KINGPAWN = '[FEN "6k1/pp6/8/4p3/8/4K3/PP6/8 w - - 0 1"]\n1. {[%move e3d4]}'
F_KINGPAWN = ('White: Ke3, pawns a2 b2. Black: Kg8, pawns a7 b7 e5. White plays his king from e3 to d4 '
  '({[%move e3d4]}), a square the e5 pawn attacks diagonally: a move into check. Black claims at once. From e3 '
  'the king has six lawful moves, e4 among them (a pawn does not attack the square in front of it).')
PINGUARD = '[FEN "4k3/pp6/8/8/8/4n3/PP4b1/4R1K1 w - - 0 1"]\n{[%touch g2]}'
F_PINGUARD = ('White: Kg1, Re1, pawns a2 b2. Black: Ke8, Ne3, Bg2, pawns a7 b7. The e3 knight is pinned to e8 by '
  'Re1. White, to move, touches Black\'s g2 bishop, which stands next to his king. Only the king could reach '
  'it, and g2 is guarded by the pinned knight: a pinned man still guards, so Kxg2 would put the king in check '
  '(asserted). The king can move to f2 or h2; f1 and h1 are attacked. Black claims.')
FALSECHECK = '[FEN "6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1"]\n1. Qd5 {[%check]} 1... Kh8 {[%touch d5]}'
F_FALSECHECK = ('White plays 1. Qd5 and says "check". It is no check: the f7 pawn closes the diagonal to g8 '
  '(asserted). Black, in consequence, moves his king: 1... Kh8. White then touches his queen (his next move '
  'begun, not completed), and Black, seeing his mistake, claims to retract 1... Kh8.')

# ================================================================= twenty-laws
case(801, 'twenty-laws', 'pinned-bishop-slides-along-its-pin-and-checks',
  'White\'s d4 bishop, pinned to a1, slides along the pin to e5 and checks: law 7 forbids a check by a piece whose move would place the own king in check, and this move does not, so the claim is dismissed',
  '4 findings of fact (a pinned man that moves along its pin, and still checks); 10 cite the article that decides the act; X with boys-own 809 and acknowledged-laws 823.',
  F_PINSLIDE + ' Black claims that White checked with a pinned piece, which law 7 forbids.', ['7'],
  ['Law 7 turns on the effect of the move («which by moving would place your own king in check»), not on the '
   'piece being pinned. Be5 keeps the bishop between g7 and a1, so White\'s king is not placed in check and the '
   'check is lawful. The claim is dismissed under law 7, the article that makes the act lawful here.',
   'A careless reading ("a pinned piece may not give check") would uphold it. No gloss is required: the '
   'reading of A37 (every self-exposing move is false) gives the same result, since nothing is exposed.'],
  '[Code "twenty-laws"]\n' + PINSLIDE, 'self-exposing-check', 'black', 'dismissed', cites=['7'])

case(802, 'twenty-laws', 'black-gives-a-knight-chooses-black-and-begins',
  'Black gives the odds of a knight, takes the black men and moves first: law 9 gives the first move to the player giving the advantage, and the record shows he took it, so White\'s claim to begin is dismissed',
  '9 the record decides who did what; odds; first move.',
  'The Odds tag records that Black gives a knight (b8). The record begins with Black\'s move, 1... e5; White, '
  'who expected White always to begin, claims the first move.', ['9'],
  ['Law 9: «where any advantage is given, the player giving that advantage, is entitled to the first move», and '
   '«A player giving odds may also choose which coloured men he will use». Black gave the advantage, chose Black '
   'and began, as the record shows: the claim is dismissed. The colour of the men does not decide who begins; the '
   'odds do.'],
  '[Code "twenty-laws"]\n[Odds "black knight b8"]\n1... e5', 'first-move-or-colour', 'white', 'dismissed',
  cites=['9'])

case(803, 'twenty-laws', 'rook-screened-by-its-own-pawn-stalemate-is-a-draw',
  'Rh1 lines up on the h8 king behind White\'s own h7 pawn: no check, no move for Black, so it is stalemate and not mate; law 17 makes it a drawn game',
  '4 findings of fact (mate against stalemate; a pawn does not attack straight ahead); 7 how the game ends; X with boys-own 810, philidor 815, acknowledged-laws 819, london-1847 829.',
  F_SCREEN, ['17'],
  ['Law 17: «The position of stale-mate constitutes a drawn game.» The king is not in check (the rook is screened '
   'by its own pawn, and the pawn attacks g8, not h8), and Black has no lawful move. It is stalemate, so the claim '
   'is upheld and the game is drawn. A careless engine that sees a rook on the king\'s file would call it mate.'],
  '[Code "twenty-laws"]\n' + SCREEN, 'stalemate-result', 'black', 'upheld', result='draw', cites=['17'])

case(804, 'twenty-laws', 'rook-takes-diagonally-only-the-king-can-take-lawfully',
  'White\'s rook takes the b2 pawn diagonally: under law 3 Black may oblige White to take it with a man that can (only the king; the knight that attacks it is pinned) or to move the rook',
  '4 findings of fact (lawful captures; a pinned knight cannot take); 10 cite the article that makes the act unlawful.',
  'White: Kc2, Ra1, Nd3. Black: Kh8, Bf5, pawns b2 g7 h7. The d3 knight attacks b2 but is pinned to c2 by Bf5. '
  'White plays Ra1xb2, a diagonal move for a rook ({[%move a1b2]}). Black claims at once. The only lawful '
  'capture of b2 is Kxb2; the rook has fourteen lawful moves from a1 (all asserted).', ['3', '11'],
  ['Law 3: «if by a false move you capture one of your adversary\'s men, he may oblige you either to take such '
   'piece (if it be en prise of one of your men) or to move the piece touched». The pawn is en prise to the king '
   'only: the knight attacks it but cannot lawfully take it. The claim is in time (law 11: Black has not moved).',
   'Remedies in law 3\'s order, Black electing: capture with the lawful capturer [Kxb2], or move the rook (its '
   'lawful moves from a1, the position before the false move).'],
  '[Code "twenty-laws"]\n[FEN "7k/6pp/8/5b2/8/3N4/1pK5/R7 w - - 0 1"]\n1. {[%move a1b2]}',
  'illegal-capture', 'black', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'],
  elector='black', cites=['3', '11'],
  moves={'capture-with-legal-capturer': F['rookdiag_cap'], 'move-touched-capturer': F['rookdiag_rook']})

case(805, 'twenty-laws', 'touched-pinned-pawn-could-take-its-pinner-king-moved-instead',
  'Black touches his g7 pawn, pinned to h8 but able to take the pinning bishop, and then moves his king: law 1\'s exception is only for a man that cannot be played without exposing the king, so the pawn must be played',
  '4 findings of fact (a pinned pawn that can take its pinner); 6 a penalty not satisfied; X with philidor 813, acknowledged-laws 820.',
  F_PINPAWN, ['1', '11'],
  ['Law 1: «If you touch your man, you must play it, except where it would expose your king to check, in which '
   'case, you are to move the king». gxf6 does not expose the king (it removes the pinner), so the exception does '
   'not apply and the king move does not satisfy law 1. The claim is in time (law 11). The king move is undone '
   'and the pawn must be played: its only lawful move is gxf6.'],
  '[Code "twenty-laws"]\n' + PINPAWN, 'touched-own-man', 'white', 'upheld',
  remedies=['compel-move-touched-man'], elector='white', cites=['1', '11'],
  moves={'compel-move-touched-man': F['pawn_g7']})

case(806, 'twenty-laws', 'false-check-retracted-while-the-announcer-holds-his-queen',
  'A false "check" makes Black move his king; White has touched his queen but not completed his next move: law 6 still lets Black retract',
  '1 false announcement of check; W claim window (a touch is not a completed move); X with philidor 816.',
  F_FALSECHECK, ['6'],
  ['Law 6: «you may retract, if you do so before the opponent has completed his next move». A touch begins a '
   'move and does not complete it, so the claim is in time and the king move is retracted. Black, the misled '
   'player, elects.'],
  '[Code "twenty-laws"]\n' + FALSECHECK, 'false-check-announcement', 'black', 'upheld',
  remedies=['retract-misled-move'], elector='black', cites=['6'])

# ================================================================= boys-own-1829
case(807, 'boys-own-1829', 'stalemate-claimed-but-the-pinned-pawn-can-take-its-pinner',
  'Black claims stalemate (which would win him the game) because his g7 pawn is pinned: but the pawn can take the pinning bishop, so Black has a move and the claim is dismissed',
  '4 findings of fact (a pinned man that can still move); 8 the reading stated (A13).',
  'White: Kf7, Be5, pawn h6. Black: Kh8, pawns g7 h7. White plays 1. Bf6, pinning the g7 pawn. Black is not '
  'in check; his king cannot move (g8 is the f7 king\'s, h7 his own pawn); the h7 pawn is blocked. But the '
  'pinned g7 pawn can take the pinner: gxf6 is lawful and is Black\'s one lawful move (asserted). Black claims '
  'stalemate.', ['11'],
  ['Law 11 requires a king that «cannot move without going into check» and «no piece or pawn left, or even none '
   'that can be moved». laws.md A13 counts pinned men as unable to move; that reading is about men whose every '
   'move exposes the king. This pinned pawn can move: taking the pinner exposes nothing. So it is not '
   'stalemate and the claim is dismissed; the game goes on.'],
  '[Code "boys-own-1829"]\n[FEN "7k/5Kpp/7P/4B3/8/8/8/8 w - - 0 1"]\n1. Bf6', 'stalemate-result', 'black',
  'dismissed', cites=['11'], glossed=['11'])

case(808, 'boys-own-1829', 'false-check-black-takes-the-supposed-checker',
  'White says "check" falsely with Bd5; Black takes the bishop with his queen and sees the rook behind it: law 8 lets him retract a move of "any other man" made in consequence',
  '1 false announcement of check (the misled act is a capture); W claim window.',
  'White: Kg1, Rd1, Bb3, pawns f2 g2 h2. Black: Kg8, Qd8, pawns f7 g7 h7. White plays 1. Bd5 and says '
  '"check"; the f7 pawn closes the diagonal, so there is no check (asserted). Black, in consequence, takes the '
  'supposed checker, 1... Qxd5, and then sees that the d1 rook guards d5. He claims before White moves.',
  ['8'],
  ['Law 8: «you, in consequence, move your king, or any other man, you may retract such move, if you discover it '
   'before he has made his next move». Taking the supposed checker is a move of «any other man». White has not '
   'moved: the retraction is allowed, Black electing. (Twenty-laws 6 and Acknowledged XI name fewer acts; this '
   'code names every man.)'],
  '[Code "boys-own-1829"]\n[FEN "3q2k1/5ppp/8/8/8/1B6/5PPP/3R2K1 w - - 0 1"]\n1. Bd5 {[%check]} 1... Qxd5',
  'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['8'])

case(809, 'boys-own-1829', 'pinned-bishop-slides-along-its-pin-and-checks',
  'The same check by a bishop sliding along its pin, under Boy\'s Own law 10: the move exposes nothing, so the check is lawful and the claim is dismissed',
  '4 findings of fact; 10 cite the article that decides the act; X with twenty-laws 801.',
  F_PINSLIDE + ' Black claims that the check exposes White\'s own king.', ['10'],
  ['Law 10 forbids a check by a piece «by moving ‘which to do so, you expose your own king to a check». Be5 keeps '
   'the bishop on the line between g7 and a1: nothing is exposed, so the check is lawful. Dismissed under 10.'],
  '[Code "boys-own-1829"]\n' + PINSLIDE, 'self-exposing-check', 'black', 'dismissed', cites=['10'])

case(810, 'boys-own-1829', 'rook-screened-by-its-own-pawn-the-stalemated-player-wins',
  'The screened rook under Boy\'s Own law 11: the king is not in check and cannot move, so it is stalemate, and the stalemated player wins',
  '4 findings of fact (mate against stalemate); 7 how the game ends; X with twenty-laws 803.',
  F_SCREEN, ['11'],
  ['Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn '
   'left ... he is stale-mated, and wins the game.» All three conditions hold (asserted). Black wins.'],
  '[Code "boys-own-1829"]\n' + SCREEN, 'stalemate-result', 'black', 'upheld', result='black', cites=['11'])

case(811, 'boys-own-1829', 'king-steps-into-a-pawns-diagonal-the-penalty-is-another-king-move',
  'White\'s king steps onto d4, attacked by the e5 pawn: a false move; under law 7 Black obliges White to move his king, and the false king move itself does not count',
  '4 findings of fact (the squares a pawn attacks); 6 a penalty not satisfied by the offending act; X with philidor 814.',
  F_KINGPAWN, ['7'],
  ['A move into check is a false move (laws.md A37). Law 7: «your opponent can oblige you to move your king, if '
   'you ¢an do so without placing him in check». The false move is taken back and the king must make a lawful '
   'move from e3 (A36: the false king move is not the penalty\'s king move). Six moves qualify, Ke4 among them.'],
  '[Code "boys-own-1829"]\n' + KINGPAWN, 'false-move', 'black', 'upheld', remedies=['move-king'],
  elector='black', cites=['7'], glossed=['7'], moves={'move-king': F['kingpawn_king']})

case(812, 'boys-own-1829', 'touched-bishop-guarded-only-by-a-pinned-knight',
  'White touches Black\'s bishop beside his king; it is guarded only by a knight pinned to its own king, and a pinned man still guards, so White cannot take it and must move his king',
  '4 findings of fact (a pinned man still guards); X with london-1847 828.',
  F_PINGUARD, ['5'],
  ['Law 5: «he may insist upon your taking it, if you can ; if not, you must moeve your king, if that be '
   'possible, without putting him in check». Kxg2 would put the king in check from the pinned knight, so the '
   'bishop cannot be taken; the capture is unenforceable, and the king must move: Kf2 or Kh2. Black elects.'],
  '[Code "boys-own-1829"]\n' + PINGUARD, 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['5'],
  moves={'move-king': F['pinguard_king']}, unenforceable=['compel-capture-of-touched-man'])

# ================================================================= philidor
case(813, 'philidor', 'touched-pinned-pawn-could-take-its-pinner-king-moved-instead',
  'Black touches his pinned g7 pawn, which can take the pinning bishop, and plays his king: XV\'s king move is only for a piece that cannot be played without exposing the king, so V makes him play the pawn',
  '4 findings of fact; 6 a penalty not satisfied; 8 the reading stated (A17); X with twenty-laws 805.',
  F_PINPAWN, ['V', 'XV'],
  ['V: «A Piece once touched must be played». XV gives the king move only for «a piece which he cannot play '
   'without giving check», read (laws.md A17) as a piece that cannot be played without exposing its own king. '
   'gxf6 exposes nothing, so XV does not apply and the king move is no answer to V. The pawn must be played: '
   'gxf6.'],
  '[Code "philidor"]\n' + PINPAWN, 'touched-own-man', 'white', 'upheld', remedies=['compel-move-touched-man'],
  elector='white', cites=['V', 'XV'], glossed=['XV'], moves={'compel-move-touched-man': F['pawn_g7']})

case(814, 'philidor', 'king-steps-into-a-pawns-diagonal-the-penalty-is-another-king-move',
  'White\'s king steps onto a square the e5 pawn attacks: a false move under VIII, and the penalty is a lawful king move from e3, not the false one',
  '4 findings of fact; 6 a penalty not satisfied by the offending act; X with boys-own 811.',
  F_KINGPAWN, ['VIII', 'VI'],
  ['VIII: «Whoever makes a false move, must play his King, as in Rule VI.» Claimed at once, before Black\'s next '
   'move. The false king move is taken back (laws.md A36) and the king must make a lawful move from e3; VI\'s '
   '«if you can» is met, six moves being open.'],
  '[Code "philidor"]\n' + KINGPAWN, 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black',
  cites=['VIII', 'VI'], moves={'move-king': F['kingpawn_king']})

case(815, 'philidor', 'rook-screened-by-its-own-pawn-stalemate-wins-in-england',
  'The screened rook under Philidor XVI: the king is out of check and cannot stir, Black has nothing else to play, so it is stalemate, and in England the stalemated player wins',
  '4 findings of fact; 7 how the game ends; 8 the reading stated (A19: England by default); X with twenty-laws 803.',
  F_SCREEN, ['XVI'],
  ['XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a '
   'check, then the game is stale-mate. In England, he whose King is stale-mate wins the game». The record sets '
   'no country; laws.md A19 takes England by default. Black wins.'],
  '[Code "philidor"]\n' + SCREEN, 'stalemate-result', 'black', 'upheld', result='black', cites=['XVI'],
  glossed=['XVI'])

case(816, 'philidor', 'false-check-retracted-while-the-announcer-holds-his-queen',
  'A false "check" makes Black move his king; White has only touched his queen: XIV lets Black retract so long as White has not yet made his next move',
  '1 false announcement of check; W claim window; X with twenty-laws 806.',
  F_FALSECHECK, ['XIV'],
  ['XIV: «you will then be allowed to retract your move so long as your adversary has not yet made his next '
   'move». A touch is not a move made: the claim is in time, Black electing.'],
  '[Code "philidor"]\n' + FALSECHECK, 'false-check-announcement', 'black', 'upheld',
  remedies=['retract-misled-move'], elector='black', cites=['XIV'])

case(817, 'philidor', 'castling-past-a-square-the-e2-pawn-attacks-the-offender-chooses',
  'White castles past f1, attacked by the Black pawn on e2 (which does not attack e1): XII forbids castling if in passing the king was exposed to a check, and the offender plays his rook or his king at his own choice',
  '4 findings of fact (the squares a pawn attacks); 10 cite the article that makes the act unlawful; electors; X with acknowledged-laws 821 and london-1847 827.',
  F_PAWNE2, ['XII', 'VIII', 'VI'],
  ['XII: «The King cannot castle ... if in passing he was exposed to a check ... and he that castles when he '
   'should not do it, must play his Rook touched, or his King, at his own choice.» f1 is attacked by the e2 pawn '
   '(asserted), so the castling is barred. laws.md A16(ii): the offender, White, chooses. From the position '
   'before the castling: the rook to f1 or g1, or the king to d2 (its only lawful move).'],
  '[Code "philidor"]\n' + PAWNE2, 'illegal-castling', 'black', 'upheld', remedies=['move-rook', 'move-king'],
  elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
  moves={'move-rook': F['pawne2_rook'], 'move-king': F['pawne2_king']})

case(818, 'philidor', 'unannounced-check-by-a-pinned-knight-is-still-a-check',
  'White\'s knight interposes against a check and gives check itself, unannounced; Black ignores it; White says "check" with his next move: XIII makes each take back his last move, and Black must take off the check of the pinned knight',
  '4 findings of fact (a pinned man still checks); 9 the record decides (the check was given, and warned on the next move).',
  'Black plays 1... Bd8 and says "check" to the h4 king. White interposes 2. Nf6, which checks g8 but is said '
  'without warning; the knight is now pinned to h4 by Bd8, and still checks. Black plays as if there were no '
  'check: 2... a6. White plays 3. Re3 and says "Check" (the knight\'s check is still on the board; Re3 does not mate). White claims under XIII. After 2. Nf6 Black\'s lawful '
  'answers are gxf6, Bxf6+, Kf8 and Kh8 (asserted).', ['XIII'],
  ['XIII: «if the first, in playing the next move, were to say, Check, each must then come back from his last '
   'move, as being false, and he that is under check is to take it off». The knight on f6 gives check although '
   'pinned. White warned with his next move, so 3. Re3 and 2... a6 go back and Black must parry the check of '
   'Nf6.'],
  '[Code "philidor"]\n[FEN "6k1/p4ppp/1b6/3N4/7K/8/8/4R3 b - - 0 1"]\n'
  '1... Bd8+ {[%check]} 2. Nf6+ 2... a6 3. Re3 {[%check]}', 'unannounced-check', 'white', 'upheld',
  remedies=['retract-both-last-moves'], cites=['XIII'], moves={'retract-both-last-moves': F['pkc_parries']})

# ================================================================= acknowledged-laws
case(819, 'acknowledged-laws', 'rook-screened-by-its-own-pawn-stalemate-is-a-draw',
  'The screened rook under the Acknowledged Laws: no check and no move, so stalemate, and XIII makes it a drawn game',
  '4 findings of fact; 7 how the game ends; X with twenty-laws 803.',
  F_SCREEN, ['XIII'],
  ['XIII: «Stalemate is a drawn game.» It is stalemate, not mate (asserted). Drawn.'],
  '[Code "acknowledged-laws"]\n' + SCREEN, 'stalemate-result', 'black', 'upheld', result='draw', cites=['XIII'])

case(820, 'acknowledged-laws', 'touched-pinned-pawn-could-take-its-pinner-king-moved-instead',
  'Black touches his pinned g7 pawn, which can lawfully take the pinner, and plays his king: V\'s note applies only if the piece cannot be legally moved, so the pawn must be moved',
  '4 findings of fact; 6 a penalty not satisfied; X with twenty-laws 805.',
  F_PINPAWN, ['V'],
  ['V: «If a piece be touched it must be moved.» The note («If the piece cannot be legally moved, the adversary '
   'may elect ...») does not apply: gxf6 is a legal move. No time limit runs under this code. The pawn must be '
   'moved: gxf6.'],
  '[Code "acknowledged-laws"]\n' + PINPAWN, 'touched-own-man', 'white', 'upheld',
  remedies=['compel-move-touched-man'], elector='white', cites=['V'],
  moves={'compel-move-touched-man': F['pawn_g7']})

case(821, 'acknowledged-laws', 'castling-past-a-square-the-e2-pawn-commands',
  'White castles past f1, commanded by the Black pawn on e2: IX.4 bars it, and VII gives Black his menu',
  '4 findings of fact; 3 heard under the governing article; X with philidor 817.',
  F_PAWNE2, ['IX', 'VII'],
  ['IX: «A player cannot Castle ... 4. If the King in moving pass over any square commanded by any one of his '
   'adversary\'s forces.» The pawn is one of «his adversary\'s forces» and commands f1. The castling is an '
   'illegal move under VII; VII\'s menu, read as laws.md A23 does (only what applies): make the right move, move '
   'the king (Kd2), or replace and make a legal move. Black elects.'],
  '[Code "acknowledged-laws"]\n' + PAWNE2, 'illegal-castling', 'black', 'upheld',
  remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'],
  glossed=['VII'], moves={'move-king': F['pawne2_king']})

case(822, 'acknowledged-laws', 'fifty-moves-called-and-mate-follows-at-once',
  'Black, the defending player, calls for mate in fifty moves; White mates on his first move after the call: the claim of a draw is dismissed and White wins',
  '7 how the game ends; 8 the reading stated (A26).',
  'White: Kg6, Qb1. Black: Kh8 alone, to move. Black calls for the fifty-move count ({[%fifty black]}), plays '
  '1... Kg8, and White mates with 2. Qb8, saying "check" (asserted mate). Black claims a draw under XII.',
  ['XII'],
  ['XII: «the defending player may call upon his adversary to mate in fifty moves or draw the game». laws.md A26 '
   'reads it for any ending, equal forces or not, so the call was good; but the mate came within the fifty, so '
   'there is no draw. The game is over: White wins.'],
  '[Code "acknowledged-laws"]\n[FEN "7k/8/6K1/8/8/8/8/1Q6 b - - 0 1"]\n{[%fifty black]} 1... Kg8 2. Qb8# {[%check]}',
  'fifty-move-claim', 'black', 'dismissed', result='white', cites=['XII'], glossed=['XII'])

case(823, 'acknowledged-laws', 'check-by-a-pinned-bishop-is-a-real-check',
  'Black moves his king on White\'s "check" from a pinned bishop and then claims the check was false: the bishop actually attacks the king, so XI does not apply',
  '1 false announcement of check (the check was true); 4 findings of fact; X with twenty-laws 801.',
  F_PINSLIDE + ' Black answers 1... Kc8 and then claims that a pinned piece gives no check.', ['XI'],
  ['XI applies only «If a player say Check without actually attacking the King». The e5 bishop actually attacks '
   'b8: a pinned man still gives check. The announcement was true, and the claim is dismissed.'],
  '[Code "acknowledged-laws"]\n' + PINSLIDE + ' 1... Kc8', 'false-check-announcement', 'black', 'dismissed',
  cites=['XI'])

case(824, 'acknowledged-laws', 'black-gives-a-knight-forgets-it-and-has-played-four',
  'Black gives a knight, forgets to remove it, moves first and plays his fourth move: "before four moves on either side" has passed, so White elects to recommence or play on',
  '9 the record decides who did what (Black began); odds; electors; 8 the reading stated (A21).',
  'The Odds tag records that Black gives the b8 knight and left it on the board. Black, the giver, moves first '
  '(VI). After 1... e5 2. e4 Nf6 3. Nf3 Nc6 4. Bc4 d6 Black has played four moves, White three. White claims.',
  ['III', 'VI'],
  ['III: «must remove the man before four moves on either side have been made, or his adversary may elect to '
   'recommence the game or play it out as it stands». laws.md A21 reads «either side» as one side or the other: '
   'Black has made four. The record, not the usual White-first order, shows that Black began and whose fourth '
   'move it was. White, the adversary, elects.'],
  '[Code "acknowledged-laws"]\n[Odds "black knight b8 left-on-board"]\n1... e5 2. e4 Nf6 3. Nf3 Nc6 4. Bc4 d6',
  'odds-man-not-removed', 'white', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='white',
  cites=['III'], glossed=['III'])

# ================================================================= london-1847
case(825, 'london-1847', 'queen-jumps-to-mate-black-touches-his-king-after-the-mate',
  'White\'s queen jumps the d6 pawn to mate on d8; Black touches his king before claiming: XXV bars any penalty, so the false move stands and, being mate, ends the game',
  '9 the record decides who did what, including an act after the mate; W claim window; 7 how the game ends.',
  'White: Kg1, Qd1, pawns f2 g2 h2. Black: Kh8, pawns d6 g7 h7. White plays Qd1-d8 over the d6 pawn '
  '({[%move d1d8]}), saying "check"; with the queen on d8 Black is mated (asserted). Black then touches his king '
  '({[%touch h8 black]}) and only afterwards claims the false move. White pleads that the claim is too late.',
  ['XXV', 'XIII'],
  ['XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not '
   'be allowed to inflict any penalty». laws.md A34: the touch of any man closes the claim. The touch came after '
   'the mate, but it is in the record and it is Black\'s; the mate does not suspend XXV. So White\'s plea is '
   'upheld, no penalty can be inflicted, the queen stays on d8, and Black is mated: White wins.',
   'The other reading (the game ended at the "mate", so later acts count for nothing and the claim is in time) '
   'would give XIII\'s three penalties. I follow the record and A34.'],
  '[Code "london-1847"]\n[FEN "7k/6pp/3p4/8/8/8/5PPP/3Q2K1 w - - 0 1"]\n1. {[%move d1d8]} {[%check]} {[%touch h8 black]}',
  'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], result='white', cites=['XXV'],
  glossed=['XXV'])

case(826, 'london-1847', 'misplaced-pawn-on-e3-first-moved-two-squares',
  'White\'s e-pawn was set on e3 and the mistake was not rectified before the fourth move; its first move, e3-e5, is a pawn\'s first move and may be two squares',
  '2 a pawn\'s first move is a fact of its history, not of its rank; 10 cite the article that makes the act lawful.',
  'The record is set up with White\'s king\'s pawn on e3 instead of e2. Neither player asked for it to be put '
  'right; both played four moves (1. d4 d5 2. Nf3 Nf6 3. Bd3 e6 4. O-O Be7). Then White plays the e-pawn, never '
  'moved before, from e3 to e5 ({[%move e3e5]}; e4 and e5 empty). python-chess, which looks at the rank, calls '
  'it illegal. Black claims a false move.', ['XV', 'II'],
  ['II: the misplacement may be put right «if he discover it before pla3\'ing his fourth move, but not '
   'afterwards» (laws.md §2 found text), so the pawn stands on e3 for the game. XV: «When a Pawn is first moved in '
   'a game, it may be played one or two squares». This is the pawn\'s first move: e3-e5 is lawful, and the claim '
   'is dismissed under XV.'],
  '[Code "london-1847"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 1"]\n'
  '1. d4 d5 2. Nf3 Nf6 3. Bd3 e6 4. O-O Be7 5. {[%move e3e5]}', 'false-move', 'black', 'dismissed',
  cites=['XV', 'II'])

case(827, 'london-1847', 'castling-past-a-square-the-e2-pawn-attacks',
  'White castles past f1, attacked by the Black pawn on e2: XVI.4 bars it and Black has XVI\'s three penalties',
  '4 findings of fact; 3 heard under the governing article; X with philidor 817.',
  F_PAWNE2, ['XVI', 'XXV'],
  ['XVI (found text): «4. If the King pass over any square attacked by one of the adversary\'s Picces or Pawns». '
   'The e2 pawn attacks f1. Claimed at once (XXV). Black chooses: the castling stands, or the king moves (not '
   'castling, laws.md A31): Kd2, or the rook moves: Rf1, Rg1.'],
  '[Code "london-1847"]\n' + PAWNE2, 'illegal-castling', 'black', 'upheld',
  remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
  glossed=['XVI'], moves={'move-king-no-castling': F['pawne2_king'], 'move-rook': F['pawne2_rook']})

case(828, 'london-1847', 'touched-bishop-guarded-only-by-a-pinned-knight',
  'White touches Black\'s g2 bishop, guarded only by a knight pinned to its king: it cannot be legally taken, so IX obliges White to move his king',
  '4 findings of fact (a pinned man still guards); X with boys-own 812.',
  F_PINGUARD, ['IX', 'XXV'],
  ['IX: «his adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move '
   'the King». Kxg2 is not legal (the pinned knight guards g2), so the king must move: Kf2 or Kh2. Black '
   'claims before touching anything (XXV).'],
  '[Code "london-1847"]\n' + PINGUARD, 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['IX', 'XXV'], glossed=['IX'],
  moves={'move-king': F['pinguard_king']}, unenforceable=['compel-capture-of-touched-man'])

case(829, 'london-1847', 'rook-screened-by-its-own-pawn-stalemate-is-a-draw',
  'The screened rook under the London code: stalemate, not mate, and XXIV makes it a drawn game',
  '4 findings of fact; 7 how the game ends; X with twenty-laws 803.',
  F_SCREEN, ['XXIV'],
  ['XXIV (found text): «A stalemate is a drawn game.» It is stalemate (asserted). Drawn.'],
  '[Code "london-1847"]\n' + SCREEN, 'stalemate-result', 'black', 'upheld', result='draw', cites=['XXIV'])

case(830, 'london-1847', 'white-moves-blacks-knight-it-cannot-be-taken-back',
  'White moves Black\'s f6 knight to e4: X gives Black three options, but the second (replace it and take it) cannot be enforced, since no White man can take a knight on f6',
  '4 findings of fact (no lawful capture); 3 heard under the governing article.',
  'White: Kg1, Re1, pawns a2 b2 f2 g2 h2. Black: Kg8, Nf6, pawns a7 b7 f7 g7 h7. White, to move, moves Black\'s '
  'knight from f6 to e4 ({[%move f6e4]}). Black claims at once. No White man attacks f6; the White king can go '
  'to f1 or h1 (asserted).', ['X', 'XXV'],
  ['X: «his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, '
   'to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had '
   'been played, as if the move were correct». The knight on f6 cannot be taken, so the second is unenforceable. '
   'Black elects, in time under XXV.'],
  '[Code "london-1847"]\n[FEN "6k1/pp3ppp/5n2/8/8/8/PP3PPP/4R1K1 w - - 0 1"]\n1. {[%move f6e4]}',
  'moved-adversary-man', 'black', 'upheld', remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'],
  elector='black', cites=['X', 'XXV'], moves={'replace-and-move-king': F['movedadv_king']},
  unenforceable=['replace-and-capture'])

print(len(OUT), 'cases written')
