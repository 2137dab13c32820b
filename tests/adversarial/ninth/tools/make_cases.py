"""Writes the thirty case files of the ninth set from the data below. The article quotations are
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
P = facts.FEN
def rec(code, fen, body, extra=''):
    return f'[Code "{code}"]\n' + extra + f'[FEN "{fen}"]\n' + body

# ---------------------------------------------------------------- shared facts
F_CASTLECHECK = ('White: Ke1, Qd1, Rh1, pawns a2 b2 g2 h2; king and rook unmoved. Black: Kf8, pawns a7 b7 g7 h7. '
  'The f-file is open from f1 to f8. White castles, 1. O-O, and says "check". The rook, arriving on f1, checks '
  'the f8 king along the open file (asserted: the only checker is the f1 rook; Black may answer Ke7, Ke8 or Kg8).')
F_ROOKJUMP = ('White: Kg1, Ra1, pawns a4 b7 f2 g2 h2. Black: Kh7, Ra8, Bc4. White plays Ra1xa8 ({[%move a1a8]}): the '
  'rook jumps White\'s own pawn on a4, a false move. Black claims at once. The only man that could lawfully take '
  'a8 is the b7 pawn, which promotes in taking (bxa8=Q, =R, =B or =N). From g1 the king has one lawful move, '
  'Kh1, since Bc4 commands f1 (all asserted, in the position before the false move).')
F_JUMPSTEP = ('White: Kg1, Be3, pawns e2 f2 g2 h2. Black: Kg8, Bb5, pawns f7 g7 h7. White plays his king\'s pawn '
  'from e2 to e4 ({[%move e2e4]}), over his own bishop on e3: a pawn\'s first move may be of two squares, but '
  'no pawn leaps a man. Black claims at once. The e2 pawn has no lawful move at all (e3 is occupied, nothing '
  'to take). In the position before the false move the king may go to f1 or h1: the e2 pawn screens f1 from '
  'Bb5. With the pawn left on e4, f1 would be commanded (all asserted).')
F_RATTACKED = ('White: Ke1, Rh1, pawns a2 b2 f2 h2; neither king nor rook has moved. Black: Kg8, Bc6, pawns a7 b7 f7 '
  'g7 h7. The c6 bishop attacks the h1 rook along the long diagonal (g2 is empty). White castles, 1. O-O. The '
  'king is not in check, and neither f1, which it passes, nor g1, where it stands, is attacked (asserted). Black '
  'claims that a rook under attack may not castle.')
F_FIFTY = ('White: Ka1, Rb2, Bb1. Black: Kh8, Rh6; no pawns. Black, to move, gives notice that he will count the '
  'moves ({[%fifty black]}). Then fifty moves are played on each side, Black first (the kings go to and fro: '
  'Kg8/Kh8 and Ka2/Ka1), with no capture and no mate (asserted, move by move). After White\'s fiftieth move '
  'from the notice Black claims the draw.')
FIFTY_REC = '{[%fifty black]} ' + ' '.join(
    (f'{i // 2 + 1}... {s}' if i % 2 == 0 else f'{i // 2 + 2}. {s}') for i, s in enumerate(F['fifty_record']))
F_HEMMED = ('White: Ke8, pawns e6 g6. Black: Kh8, Bf8, pawns e7 g7. White plays 1. Kf7. Black is not in check. His '
  'king cannot move (g8 is attacked by the f7 king, h7 by the g6 pawn, g7 is his own pawn). His bishop is hemmed '
  'by his own pawns, not pinned, and the pawns are blocked head-on: nothing can move at all (asserted). It is '
  'stalemate. Black claims.')
F_TWOSTEPS = ('White: Kg1, pawns d3 f2 g2 h2. Black: Kg8, pawns e4 f7 g7 h7. The d-pawn already stands on d3: it '
  'has moved before. White plays 1. d4, one square. Black takes it "en passant", e4xd3 ({[%move e4d3]}). The pawn '
  'went two squares in all, but in two moves. The last of them was a single step, so the pawn never passed d3. '
  'White claims at once. From the position before the capture the e4 pawn\'s only lawful move is e3, and the '
  'Black king may go to f8 or h8 (asserted).')

# ================================================================= twenty-laws
case(901, 'twenty-laws', 'check-given-by-the-castled-rook-is-a-check',
  'White castles and says "check": the rook on f1 checks the f8 king along the open file, so the announcement is true and law 6 gives Black nothing to retract',
  '1 false check; 4 findings of fact (a check given by castling); X with boys-own 907.',
  F_CASTLECHECK + ' Black claims that "check" was said without giving check, since only the king was moved "as the king".',
  ['6'],
  ['Law 6 applies only where the opponent gives «notice of a check without giving check». Castling moves the king '
   'and the rook in one move, and the rook gives check. The notice was true, so the claim is dismissed under 6.'],
  rec('twenty-laws', P['CASTLECHECK'], '1. O-O+ {[%check]}'), 'false-check-announcement', 'black', 'dismissed',
  cites=['6'])

case(902, 'twenty-laws', 'false-check-claimed-after-the-announcer-completed-his-next-move',
  'A false "check" sends Black\'s king to h8; Black claims only after White has completed his next move, 2. h3: law 6 allows the retraction only before that, so the claim is out of time',
  'W claim window (law 6: «before the opponent has completed his next move»); 1 false check.',
  'White plays 1. Qd5 and says "check". It is no check: the f7 pawn closes the diagonal to g8 (asserted). Black, '
  'in consequence, plays 1... Kh8. White then completes his next move, 2. h3, and only now does Black claim to '
  'retract 1... Kh8.', ['6'],
  ['Law 6: «you may retract, if you do so before the opponent has completed his next move». 2. h3 was completed '
   'before the claim. The right to retract is gone and the claim is out of time. The same facts with a claim '
   'made while White only held his queen were upheld in the eighth set (806).'],
  rec('twenty-laws', P['FALSECHECK'], '1. Qd5 {[%check]} 1... Kh8 2. h3'), 'false-check-announcement', 'black',
  'out-of-time', cites=['6'])

case(903, 'twenty-laws', 'touched-king-then-a-pawn-played-castling-is-a-move-of-the-king',
  'White touches his king, then plays a pawn: law 1 obliges him to play the king, and the king\'s lawful moves include castling (Kf1, O-O)',
  '6 penalty not satisfied; 4 findings of fact (the touched king\'s lawful moves include castling).',
  'White: Ke1, Qd1, Rh1, pawns a2–h2; king and rook unmoved. Black: Ke8, pawns a7 b7 f7 g7 h7. White touches his '
  'king ({[%touch e1]}), then plays 1. a3 instead. Black claims before he moves. The king\'s lawful moves are Kf1 '
  'and castling on the king\'s side (asserted).', ['1', '11'],
  ['Law 1: «If you touch your man, you must play it». The pawn move does not satisfy the law. The claim is in '
   'time (law 11: Black has not moved), and 1. a3 is taken back. The king must be played. Castling is a move of '
   'the king, and nothing in law 1 or 8 bars it here: the king and rook are unmoved. So the move list is Kf1 '
   'and O-O, counted in the position before 1. a3. Black, the aggrieved player, elects, as in the eighth set\'s 805.'],
  rec('twenty-laws', P['TOUCHKING'], '{[%touch e1]} 1. a3'), 'touched-own-man', 'black', 'upheld',
  remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'],
  moves={'compel-move-touched-man': F['touchking']})

case(904, 'twenty-laws', 'pawn-leaps-its-own-bishop-and-has-no-natural-move',
  'White\'s e-pawn goes e2-e4 over his own bishop on e3: a false move under law 3. The pawn has no natural move, so only leaving it or a king move (Kf1, Kh1, counted before the move) can be enforced',
  '3 heard under the governing article; 4 findings of fact (the replaced pawn is blocked; f1 is safe only before the false move); X with acknowledged-laws 920, london-1847 926.',
  F_JUMPSTEP, ['3', '11'],
  ['Law 3: «you may be compelled either to leave such piece where you had placed it—to give it a natural move, '
   'or to replace it and move the king». Claimed at once (law 11). The pawn has no natural move: e3 is its own '
   'bishop. The second option is listed but unenforceable. The king move is counted with the pawn replaced on '
   'e2: Kf1 and Kh1. An engine that counts it with the pawn on e4 loses Kf1. Black elects.'],
  rec('twenty-laws', P['JUMPSTEP'], '1. {[%move e2e4]}'), 'false-move', 'black', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11'],
  moves={'replace-and-move-king': F['jumpstep_king']}, unenforceable=['move-correctly'])

case(905, 'twenty-laws', 'fifty-moves-rook-and-bishop-against-rook-the-kings-walk',
  'Rook and bishop against rook: Black gives notice, fifty moves are played on each side with no mate, and law 19 makes it a drawn game',
  '7 how the game ends; fifty-move count from the notice; X with acknowledged-laws 922, london-1847 929.',
  F_FIFTY, ['19'],
  ['Law 19 names «the rook and bishop against the rook». The notice was given and the count runs from it: '
   '«fifty moves for each player (to be computed from the notice given)». Fifty moves each were played with no '
   'mate, so «it will be a drawn game». The moves repeat the same positions; no law of this code makes '
   'repetition a draw or stops the count.'],
  rec('twenty-laws', P['FIFTY'], FIFTY_REC), 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'],
  result='draw', cites=['19'])

case(906, 'twenty-laws', 'two-moves-in-succession-the-second-is-castling',
  'White plays 3. Bc4 and then castles before Black replies: law 4 makes him replace the second move (king and rook), or Black may let both stand',
  '9 the record decides who did what; two moves in succession.',
  'After 1. e4 e5 2. Nf3 Nc6 3. Bc4, White castles as well ({[%move e1g1 white]}), before Black has replied. '
  'Castling would have been lawful in White\'s turn (asserted). Black claims at once.', ['4'],
  ['Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist '
   'that both moves shall remain». Castling is one move of king and rook together, so both go back. Remedies '
   'in law 4\'s order; Black elects.'],
  '[Code "twenty-laws"]\n1. e4 e5 2. Nf3 Nc6 3. Bc4 {[%move e1g1 white]}', 'move-out-of-turn', 'black', 'upheld',
  remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4'])

# ================================================================= boys-own-1829
case(907, 'boys-own-1829', 'check-given-by-the-castled-rook-is-a-check',
  'White castles and says "check": the castled rook checks the f8 king, so law 8 (a challenge «without, in fact, your king being in check») does not apply',
  '1 false check; 4 findings of fact; X with twenty-laws 901.',
  F_CASTLECHECK + ' Black claims a false challenge of check.', ['8'],
  ['Law 8 requires a challenge made «without, in fact, your king being in cieck». The king was in check from the '
   'rook. Dismissed.'],
  rec('boys-own-1829', P['CASTLECHECK'], '1. O-O+ {[%check]}'), 'false-check-announcement', 'black', 'dismissed',
  cites=['8'])

case(908, 'boys-own-1829', 'touched-king-then-a-pawn-played-castling-is-a-move-of-the-king',
  'White touches his king and plays a pawn: law 4 obliges him to play the king; Kf1 and O-O are its lawful moves',
  '6 penalty not satisfied; 4 findings of fact; X with twenty-laws 903.',
  'White: Ke1, Qd1, Rh1, pawns a2–h2; king and rook unmoved. Black: Ke8, pawns a7 b7 f7 g7 h7. White touches his '
  'king ({[%touch e1]}), then plays 1. a3. Black claims before he moves. The king\'s lawful moves are Kf1 and O-O '
  '(asserted).', ['4'],
  ['Law 4: «If you touch a man, you must play it». Law 6 bars castling only «after moving the rook or king», and '
   'neither has moved. So the touched king may be played by castling as well as to f1. Black elects.'],
  rec('boys-own-1829', P['TOUCHKING'], '{[%touch e1]} 1. a3'), 'touched-own-man', 'black', 'upheld',
  remedies=['compel-move-touched-man'], elector='black', cites=['4'],
  moves={'compel-move-touched-man': F['touchking']})

case(909, 'boys-own-1829', 'stalemate-with-a-bishop-hemmed-by-its-own-pawns-wins',
  'Black\'s only men besides the king are a bishop hemmed by its own pawns and those blocked pawns: «none that can be moved», so Black is stalemated and wins (law 11)',
  '4 findings of fact (hemmed, not pinned); 7 how the game ends; X with philidor 914, acknowledged-laws 924.',
  F_HEMMED, ['11'],
  ['Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn '
   'left, or even none that can be moved he is stale-mated, and wins the game.» Black has men, but «none that '
   'can be moved». Black wins.'],
  rec('boys-own-1829', P['HEMMED'], '1. Kf7'), 'stalemate-result', 'black', 'upheld', result='black', cites=['11'])

case(910, 'boys-own-1829', 'pinned-bishop-leaves-its-pin-to-give-check',
  'White\'s e2 bishop, pinned to e1 by Re8, leaves the file to check a8: law 10 forbids it, and as a false move law 7 obliges White to move his king (Kd1, Kf1)',
  '10 cite the article that makes the act unlawful; 3 the penalty from law 7; 4 findings of fact.',
  'White: Ke1, Be2, pawns d2 f2. Black: Ka8, Re8. The e2 bishop is pinned to e1 by Re8. White plays Be2-f3 '
  '({[%move e2f3]}), checking a8 along the long diagonal and exposing his own king to Re8. Black claims at once. '
  'In the position before the move the White king may go to d1 or f1 (all asserted).', ['10', '7'],
  ['Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own '
   'king to a check from any of his pieces.» Law 10 gives no penalty. The move is false, so law 7 gives it: «your '
   'opponent can oblige you to move your king, if you ¢an do so without placing him in check». The bishop goes '
   'back and the king moves: Kd1 or Kf1. Black elects.'],
  rec('boys-own-1829', P['SELFEXPOSE'], '1. {[%move e2f3]} {[%check]}'), 'self-exposing-check', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['10', '7'], moves={'move-king': F['selfexpose_king']})

case(911, 'boys-own-1829', 'unannounced-check-by-castling-warned-on-the-next-move',
  'White castles and checks with the rook without saying so; Black ignores it; White says "check" with his next move: law 9 makes each retract his last move, and Black must parry (Ke7, Ke8, Kg8)',
  '9 announcement; 4 findings of fact (the check came from the castled rook); X with philidor 915.',
  'White: Ke1, Qd1, Rh1, pawns a2 b2 g2 h2. Black: Kf8, pawns a7 b7 g7 h7. 1. O-O checks the f8 king from f1, '
  'and White says nothing. Black plays as if there were no check, 1... a6. White plays 2. Qd6 and says "check" '
  '(the queen checks too, so the warning is true on any reading). Black\'s lawful answers to the check after '
  '1. O-O are Ke7, Ke8 and Kg8 (all asserted).', ['9'],
  ['Law 9: «you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must '
   'retract his last move, and the king be removed out of check, or covered». 2. Qd6 and 1... a6 go back, and '
   'Black answers the check of the castled rook. No block is possible, so only the three king moves remain.'],
  rec('boys-own-1829', P['CASTLECHECK'], '1. O-O 1... a6 2. Qd6+ {[%check]}'), 'unannounced-check', 'white', 'upheld',
  remedies=['retract-both-last-moves'], cites=['9'], moves={'retract-both-last-moves': F['castlecheck_parries']})

case(912, 'boys-own-1829', 'rook-leaps-its-own-pawn-to-take-a-rook-the-king-must-move',
  'White\'s rook leaps its own pawn to take on a8: the code has no law of illegal captures, and law 7 (false move) obliges White to move his king; its only lawful move is Kh1',
  '3 heard under the governing article; 4 findings of fact; X with philidor 916, london-1847 927.',
  F_ROOKJUMP, ['7'],
  ['The Boy\'s Own laws have no article on captures made by a man that cannot take; the capture is a false move. '
   'Law 7: «your opponent can oblige you to move your king, if you ¢an do so without placing him in check». The '
   'capture is taken back; the king\'s only lawful move is Kh1. The pawn capture that London XI would offer '
   '(927) has no place here. Black elects.'],
  rec('boys-own-1829', P['ROOKJUMP'], '1. {[%move a1a8]}'), 'illegal-capture', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['7'], moves={'move-king': F['rookjump_king']})

# ================================================================= philidor
case(913, 'philidor', 'castling-with-the-rook-under-attack-is-lawful',
  'White castles while Bc6 attacks the h1 rook: XII bars castling in check, after the king has moved, through a check, or with a moved rook, not with a rook under attack, so the claim is dismissed',
  '10 cite the article that makes the act lawful; castling by code; X with acknowledged-laws 919, london-1847 925.',
  F_RATTACKED, ['XII'],
  ['XII lists when «The King cannot castle»: in check, after having been moved, when «in passing he was exposed '
   'to a check», or «with a Rook which has been removed from its place». An attack on the rook is not among them. '
   'Dismissed under XII.'],
  rec('philidor', P['RATTACKED'], '1. O-O'), 'illegal-castling', 'black', 'dismissed', cites=['XII'])

case(914, 'philidor', 'stalemate-with-a-bishop-hemmed-by-its-own-pawns-england',
  'The hemmed-bishop stalemate under Philidor: Black has «nothing else to play»; in England the stalemated player wins',
  '4 findings of fact; 7 how the game ends; 8 reading stated (A19: England by default); X with boys-own 909, acknowledged-laws 924.',
  F_HEMMED, ['XVI'],
  ['XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a '
   'check, then the game is stale-mate. In England, he whose King is stale-mate wins the game». No country is '
   'named in the record. England is read as the default (laws.md A19), so Black wins.'],
  rec('philidor', P['HEMMED'], '1. Kf7'), 'stalemate-result', 'black', 'upheld', result='black', cites=['XVI'],
  glossed=['XVI'])

case(915, 'philidor', 'unannounced-check-by-castling-warned-on-the-next-move',
  'White castles into an unannounced rook check, Black ignores it, White says "Check" with 2. Qd6: XIII makes each come back from his last move, and Black must take off the check (Ke7, Ke8, Kg8)',
  '9 announcement; 4 findings of fact; X with boys-own 911.',
  'As in boys-own 911: 1. O-O checks f8 from f1, unannounced; 1... a6 ignores it; 2. Qd6, itself a check, is '
  'played with the word "Check". Black\'s lawful answers after 1. O-O are Ke7, Ke8, Kg8 (asserted).', ['XIII'],
  ['XIII: «if the first, in playing the next move, were to say, Check, each must then come back from his last '
   'move, as being false, and he that is under check is to take it off». Both last moves go back, and Black '
   'takes off the check of the castled rook.'],
  rec('philidor', P['CASTLECHECK'], '1. O-O 1... a6 2. Qd6+ {[%check]}'), 'unannounced-check', 'white', 'upheld',
  remedies=['retract-both-last-moves'], cites=['XIII'], moves={'retract-both-last-moves': F['castlecheck_parries']})

case(916, 'philidor', 'rook-leaps-its-own-pawn-to-take-a-rook-the-king-must-move',
  'White\'s rook leaps its own pawn to take on a8: under VIII a false move obliges White to play his king, as in VI; the only king move is Kh1',
  '3 heard under the governing article; 4 findings of fact; X with boys-own 912, london-1847 927.',
  F_ROOKJUMP, ['VIII', 'VI'],
  ['VIII: «Whoever makes a false move, must play his King, as in Rule VI.» VI: «you, who have touched it, must '
   'play your King if you can». The false capture is taken back (A36); the king can go to h1 only. Black '
   'claimed before his next move.'],
  rec('philidor', P['ROOKJUMP'], '1. {[%move a1a8]}'), 'illegal-capture', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['VIII', 'VI'], moves={'move-king': F['rookjump_king']})

case(917, 'philidor', 'en-passant-against-a-pawn-that-came-one-square-at-a-time',
  'Black takes "en passant" a pawn that reached d4 by two single steps: X gives the privilege only against a pawn advancing two squares at its first move, so it is a false move and Black must play his king (Kf8, Kh8)',
  '4 findings of fact (the d-pawn never passed d3); 3 heard under the governing article; X with acknowledged-laws 923, london-1847 930.',
  F_TWOSTEPS, ['VIII', 'X', 'VI'],
  ['X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in '
   'passing, be taken». The d-pawn\'s 1. d4 was not its first move, and it went one square. It passed nothing, so '
   'e4xd3 is a false move. VIII with VI: Black must play his king, Kf8 or Kh8, counted in the position before '
   'the capture. White claimed at once.'],
  rec('philidor', P['TWOSTEPS'], '1. d4 1... {[%move e4d3]}'), 'en-passant', 'white', 'upheld',
  remedies=['move-king'], elector='white', cites=['VIII', 'X', 'VI'], moves={'move-king': F['twosteps_king']})

case(918, 'philidor', 'bishop-takes-its-own-pawn-the-king-must-move',
  'White\'s bishop takes his own pawn on d2: Philidor has no article on taking one\'s own man, so it is a false move under VIII, and White must play his king; only Kh1 is lawful',
  '3 heard under the governing article; 4 findings of fact (Ba6 commands f1).',
  'White: Kg1, Bc1, pawns d2 f2 g2 h2. Black: Kg8, Re8, Ba6, pawns f7 g7 h7. White plays Bc1xd2, taking his own '
  'pawn ({[%move c1d2]}). Black claims at once. The king\'s only lawful move is Kh1 (f1 is commanded by Ba6; '
  'asserted).', ['VIII', 'VI'],
  ['No rule of Philidor speaks of taking one\'s own man. It gives a piece a movement no law allows, so it is a '
   'false move. VIII: «Whoever makes a false move, must play his King, as in Rule VI.» The pawn is restored and '
   'the king plays Kh1.'],
  rec('philidor', P['OWNPAWN'], '1. {[%move c1d2]}'), 'own-man-taken-or-wrong-man', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['VIII', 'VI'], moves={'move-king': F['ownpawn_king']})

# ================================================================= acknowledged-laws
case(919, 'acknowledged-laws', 'castling-with-the-rook-under-attack-is-lawful',
  'White castles while Bc6 attacks the h1 rook: IX lists four bars to castling and an attacked rook is not one, so the claim is dismissed',
  '10 cite the article that makes the act lawful; X with philidor 913, london-1847 925.',
  F_RATTACKED, ['IX', 'VII'],
  ['IX: «A player cannot Castle under any of the following circumstances». The circumstances are a moved king or '
   'rook, the king in check, a piece between, and the king passing «over any square commanded». None is present; '
   'the attack on the rook is not listed. There is no illegal move for VII to punish. Dismissed; IX and VII are '
   'cited as the eighth set cited them for castling disputes.'],
  rec('acknowledged-laws', P['RATTACKED'], '1. O-O'), 'illegal-castling', 'black', 'dismissed', cites=['IX', 'VII'])

case(920, 'acknowledged-laws', 'pawn-leaps-its-own-bishop-and-has-no-right-move',
  'White\'s e-pawn leaps its own bishop from e2 to e4: an illegal move under VII. «make the right move» cannot be enforced (the pawn has none); «move his King» gives Kf1 or Kh1',
  '3 heard under the governing article; 4 findings of fact; X with twenty-laws 904, london-1847 926.',
  F_JUMPSTEP, ['VII'],
  ['VII: «or make an illegal move, his adversary may compel him to take the man, make the right move, move his '
   'King, or replace the piece and make a legal move». Only the options that fit an illegal move are offered (A23). '
   'The pawn has no right move. The king move is counted with the pawn back on e2: Kf1, Kh1. The code has no time '
   'limit, and the claim is made at once in any case. Black elects.'],
  rec('acknowledged-laws', P['JUMPSTEP'], '1. {[%move e2e4]}'), 'false-move', 'black', 'upheld',
  remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
  moves={'move-king': F['jumpstep_king']}, unenforceable=['move-correctly'])

case(921, 'acknowledged-laws', 'king-in-check-when-the-record-begins-no-law',
  'The record begins with Black to move and in check from Bb5, the move that gave it unknown: these laws have no article on a check of unknown origin, so the point goes to a bystander (XIV)',
  '5 unprovided point heard by analogy; 9 the record decides.',
  'The record is set up with Black to move and his king on e8 in check from the bishop on b5 (asserted). '
  'Nothing shows when or how the check was given, or whether "check" was said. Black claims to be allowed to '
  'take back his last move and provide for the check.', ['XIV'],
  ['X deals with a check given «without crying " Check,"», and its note with moves made after such a check. Here '
   'the moves are unknown, and the code has nothing like the twenty laws\' «without being able to ascertain how it '
   'occurred». XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, '
   'whose decision is to be considered final.» No law provides; the point is referred to a third person.'],
  rec('acknowledged-laws', P['UNKNOWN'], ''), 'check-of-unknown-origin', 'black', 'no-law-provides',
  remedies=['refer-to-third-party'], cites=['XIV'])

case(922, 'acknowledged-laws', 'fifty-moves-rook-and-bishop-against-rook-the-kings-walk',
  'Rook and bishop against rook: the defender calls for fifty moves, fifty are played on each side with no mate, and XII makes the game drawn',
  '8 reading stated (A26: "equal forces" read as any ending; fifty on each side); 7 how the game ends; X with twenty-laws 905, london-1847 929.',
  F_FIFTY, ['XII'],
  ['XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his '
   'adversary to mate in fifty moves or draw the game.» The forces are not equal, but A26 reads XII as reaching '
   'any ending (the seed has lost words), with fifty moves on each side. Black, the defending player, called. '
   'Fifty were played without mate, so the game is drawn.'],
  rec('acknowledged-laws', P['FIFTY'], FIFTY_REC), 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'],
  result='draw', cites=['XII'], glossed=['XII'])

case(923, 'acknowledged-laws', 'en-passant-against-a-pawn-that-came-one-square-at-a-time',
  'Black takes "en passant" a pawn that reached d4 by two single steps: VIII gives the capture only against a pawn played two squares when first moved, so it is an illegal move and VII\'s menu applies',
  '4 findings of fact; 3 heard under the governing article; X with philidor 917, london-1847 930.',
  F_TWOSTEPS, ['VII', 'VIII'],
  ['VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it '
   'is liable to be taken en passant». The d-pawn was neither first moved nor played two squares. The capture is '
   'an illegal move, and VII gives White the choice: the right move (e3, the only one of the e4 pawn), a king '
   'move (Kf8, Kh8), or replace and any legal move.'],
  rec('acknowledged-laws', P['TWOSTEPS'], '1. d4 1... {[%move e4d3]}'), 'en-passant', 'white', 'upheld',
  remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII', 'VIII'],
  moves={'move-correctly': F['twosteps_pawn'], 'move-king': F['twosteps_king']})

case(924, 'acknowledged-laws', 'stalemate-with-a-bishop-hemmed-by-its-own-pawns-is-a-draw',
  'The hemmed-bishop stalemate under the acknowledged laws: XIII makes it a drawn game',
  '7 how the game ends; X with boys-own 909 (Black wins there) and philidor 914.',
  F_HEMMED, ['XIII'],
  ['XIII: «Stalemate is a drawn game.» It is stalemate (asserted). Drawn.'],
  rec('acknowledged-laws', P['HEMMED'], '1. Kf7'), 'stalemate-result', 'black', 'upheld', result='draw',
  cites=['XIII'])

# ================================================================= london-1847
case(925, 'london-1847', 'castling-with-the-rook-under-attack-is-lawful',
  'White castles while Bc6 attacks the h1 rook: XVI\'s four cases do not include an attacked rook, so the claim is dismissed',
  '10 cite the article that makes the act lawful; X with philidor 913, acknowledged-laws 919.',
  F_RATTACKED, ['XVI'],
  ['XVI (found text) lists four cases: king or rook moved, king in check, a piece between, and the king passing '
   '«over any square attacked by one of the adversary\'s Picces or Pawns». The rook is attacked, but the king '
   'passes nothing attacked. Dismissed.'],
  rec('london-1847', P['RATTACKED'], '1. O-O'), 'illegal-castling', 'black', 'dismissed', cites=['XVI'])

case(926, 'london-1847', 'pawn-leaps-its-own-bishop-and-cannot-move-correctly',
  'White\'s e-pawn leaps its own bishop from e2 to e4: XIII\'s three penalties, of which the second (move correctly) cannot be enforced; the king move is Kf1 or Kh1, with the pawn replaced',
  '3 heard under the governing article; 4 findings of fact; X with twenty-laws 904, acknowledged-laws 920.',
  F_JUMPSTEP, ['XIII', 'XXV'],
  ['XIII: «his adversary has the choice of three penalties; viz., 1st, of compelling him to let the Piece or Pawn '
   'remain on the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece '
   'or Pawn and move his King». The pawn has no correct move, so the second is unenforceable. The third gives '
   'Kf1 or Kh1, with e2 replaced. Black noticed it before touching a man (XXV).'],
  rec('london-1847', P['JUMPSTEP'], '1. {[%move e2e4]}'), 'false-move', 'black', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['XIII', 'XXV'],
  moves={'replace-and-move-king': F['jumpstep_king']}, unenforceable=['move-correctly'])

case(927, 'london-1847', 'rook-leaps-its-own-pawn-to-take-only-a-promoting-pawn-can',
  'White\'s rook leaps its own pawn to take on a8: XI lets Black compel the capture by a man that can legally make it, here only the b7 pawn, promoting (four ways), or a move of the rook',
  '4 findings of fact (the lawful capturer promotes); 3 heard under the governing article; X with boys-own 912, philidor 916.',
  F_ROOKJUMP, ['XI', 'XXV'],
  ['XI: «his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, '
   'or to move his own Piece or Pawn which he touched». Only the b7 pawn can legally take a8, and in taking it '
   'reaches the last square. Each of the four exchanges is a lawful capture (XXI: «a Queen, or any other Piece»). '
   'The rook\'s lawful moves are counted from a1. Claimed before Black touched a man (XXV). Black elects.'],
  rec('london-1847', P['ROOKJUMP'], '1. {[%move a1a8]}'), 'illegal-capture', 'black', 'upheld',
  remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['XI', 'XXV'],
  moves={'capture-with-legal-capturer': F['rookjump_cap'], 'move-touched-capturer': F['rookjump_rook']})

case(928, 'london-1847', 'pawn-exchanged-for-a-second-queen',
  'White\'s pawn reaches c8 and is exchanged for a queen while his first queen is still on d1: XXI allows two or more queens, so Black\'s claim is dismissed',
  '10 cite the article that makes the act lawful; promotion.',
  'White: Kg1, Qd1, pawns c7 f2 g2 h2. Black: Kg8, pawns f7 g7 h6. White plays 1. c8=Q, checking (not mate: '
  'Kh7). Black claims that a player may not have a second queen while his first is on the board.', ['XXI'],
  ['XXI (found text): «Every Pawn which has reached the 8th or last square of the chess-board must be immediately '
   'exchanged for a Queen, or any other Piece the player may think fit, even though all the pieces remain on the '
   'board. It follows, therefore, that he may have two or more Queens». Dismissed.'],
  rec('london-1847', P['SECONDQ'], '1. c8=Q+ {[%check]}'), 'promotion', 'black', 'dismissed', cites=['XXI'])

case(929, 'london-1847', 'fifty-moves-rook-and-bishop-against-rook-the-kings-walk',
  'Rook and bishop against rook: notice given, fifty moves on each side without mate, and XXII makes the game drawn',
  '7 how the game ends; fifty-move count from the notice; X with twenty-laws 905, acknowledged-laws 922.',
  F_FIFTY, ['XXII'],
  ['XXII (found text) names «a Rook and Bishop against a Rook»: «he must checkmate his adversary in fifty moves on '
   'each side at most, or the game will be considered as drawn; the fifty moves commence from the time the '
   'adversary gives notice that he will count them». Drawn.'],
  rec('london-1847', P['FIFTY'], FIFTY_REC), 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'],
  result='draw', cites=['XXII'])

case(930, 'london-1847', 'en-passant-against-a-pawn-that-came-one-square-at-a-time',
  'Black takes "en passant" a pawn that reached d4 by two single steps: XV gives the privilege only where the pawn was played two squares at its first move, so it is a false move with XIII\'s three penalties',
  '4 findings of fact; 3 heard under the governing article; X with philidor 917, acknowledged-laws 923.',
  F_TWOSTEPS, ['XIII', 'XV', 'XXV'],
  ['XV: «When a Pawn is first moved in a game, it may be played one or two squares; but in the latter case the '
   'opponent has the privilege of taking it en passant». Neither condition holds, so e4xd3 is a false move. XIII '
   'gives White three penalties: leave it, move correctly (e3), or replace and move the king (Kf8, Kh8). White '
   'claimed before touching a man (XXV).'],
  rec('london-1847', P['TWOSTEPS'], '1. d4 1... {[%move e4d3]}'), 'en-passant', 'white', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='white',
  cites=['XIII', 'XV', 'XXV'],
  moves={'move-correctly': F['twosteps_pawn'], 'replace-and-move-king': F['twosteps_king']})

print(len(OUT), 'cases written')
