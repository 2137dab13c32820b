"""Writes the thirty case files of the sixteenth set from the data below. The article quotations
are cut from the seeds by texts.py (never typed), so they are verbatim; check_texts.py checks them
again, and checks every «fragment» quoted in the prose. Positions, records and move lists come from
facts.py (python-chess), which asserts every finding the rulings rest on."""
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
F = facts.F; P = facts.FEN; R = facts.REC
def rec(code, n, extra=''):
    fen = P.get(n)
    return f'[Code "{code}"]\n' + extra + (f'[FEN "{fen}"]\n' if fen else '') + R[n]

TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

# ================================================================ twenty-laws
case(1601, TW, 'the-king-takes-its-own-pawn',
  "White's king takes White's own pawn on e2: law 3 governs as a false move, and for the king \"a natural move\" and \"replace it and move the king\" come to the same moves",
  "taking one's own man under a code with no law on it; which of law 3's penalties apply when the piece is the king.",
  f"Start [FEN] {P[1601]}. White's king goes from e1 to e2, where White's own pawn stands, and the pawn comes off ({{[%move e1e2]}}). No law of movement lets a king take its own man (asserted). Black claims before moving.",
  ['3', '11'],
  ["The code has no law on taking one's own man. Law 3 covers any «movement not consistent with its laws», which includes this one. The penalties are «to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king». When the piece is the king, the natural moves and the king moves after replacing are the same list: Kd1, Kf1 (asserted). Black claims before he has played (law 11). Upheld; Black elects."],
  rec(TW, 1601), 'own-man-taken-or-wrong-man', 'black', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11'],
  moves={'move-correctly': F['1601_king'], 'replace-and-move-king': F['1601_king']})

case(1602, TW, 'check-given-while-the-own-king-stands-in-an-unannounced-check',
  "Black, checked without warning, ignores it and gives check himself; his own king was already in check, so the move did not place it there: law 7 is not broken",
  "self-exposing check read against the unannounced-check law; a finding about which move put the king in check.",
  f"Start [FEN] {P[1602]}. 1. Re1 checks the e8 king and nothing is said. 1... Rg2, and Black says \"check\": the rook checks White's king on g1, and Black's king is still in check from e1 (asserted). The rook on g2 screened nothing: Black's king was in the same check before the move (asserted). White claims that Black has given a check that exposes his own king.",
  ['7', '5'],
  ["Law 7 forbids a check given «with any piece, which by moving would place your own king in check». The a2 rook's move put Black's king in no check: White's own unannounced Re1 had already done that. Under law 5 Black was «not obliged to notice it until he does», so leaving the king in that check was lawful. Neither law gives White a claim. Dismissed, citing 7 and 5."],
  rec(TW, 1602), 'self-exposing-check', 'white', 'dismissed', cites=['7', '5'])

case(1603, TW, 'black-moves-twice-in-succession',
  "After 1. e4 e5 Black plays Ng8-f6 before White has moved: White, the adversary, may have the second move replaced or let both stand",
  "moves out of turn when the offender is Black; who elects.",
  "1. e4 e5, then, in White's turn, Black plays Ng8-f6 ({[%move g8f6 black]}), a lawful knight move but his second in succession (asserted). White claims before moving.",
  ['4', '11'],
  ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain». The law speaks to either player; here the offender is Black and the adversary White. White has not moved since (law 11). Upheld; White elects."],
  rec(TW, 1603), 'move-out-of-turn', 'white', 'upheld',
  remedies=['retract-second-move', 'keep-both-moves'], elector='white', cites=['4', '11'])

case(1604, TW, 'odds-knight-left-on-the-receiver-resigns',
  "White gives a knight but leaves it on; after five moves Black resigns and asks for the game drawn: law 14 draws only a mate by the giver, and four moves each were long past",
  "odds man left on the board; the four-move limit; the result of a game ended by resignation.",
  "[Odds \"white knight g1 left-on-board\"]: White was to give his king's knight and did not take it off. 1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5; the g1 knight is the one that took on e5 (asserted). Black, to move, resigns ({[%resign]}) and then claims that the knight was never removed and the game is drawn.",
  ['14'],
  ["Law 14: if the giver omits to take off the man «until four moves on each side have been played, it cannot then be removed, but the game must be played with all the pieces as they stand; and if he should give check-mate, he cannot take advantage of it, but the game is to be considered as drawn». Four moves each were played before anyone noticed, so the knight could no longer be removed. White gave no mate: Black resigned. The draw in law 14 is for a mate by the giver only. The claim is out of time, and the game stands won by White."],
  rec(TW, 1604, '[Odds "white knight g1 left-on-board"]\n'), 'odds-man-not-removed', 'black', 'out-of-time', result='white', cites=['14'])

case(1605, TW, 'a-pawn-takes-straight-ahead',
  "White's pawn takes the pawn in front of it; the knight can take it lawfully, the pawn has no lawful move: the capture is offered, and \"move the piece touched\" cannot be enforced",
  "illegal capture; which of law 3's capture penalties can be enforced.",
  f"Start [FEN] {P[1605]}. White's e4 pawn takes the e5 pawn straight ahead ({{[%move e4e5]}}). A pawn takes only diagonally. Put back, the pawn has no lawful move, and only the f3 knight can take e5 (all asserted). Black claims before moving.",
  ['3', '11'],
  ["Law 3: «if by a false move you capture one of your adversary's men, he may oblige you either to take such piece (if it be en prise of one of your men) or to move the piece touched.» The e5 pawn is en prise to the knight: Nxe5. The e4 pawn, the piece touched, is blocked and has nothing to take. That penalty cannot be enforced. Black claims before he has played (law 11). Upheld; Black elects."],
  rec(TW, 1605), 'illegal-capture', 'black', 'upheld',
  remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['3', '11'],
  moves={'capture-with-legal-capturer': F['1605_capture']}, unenforceable=['move-touched-capturer'])

case(1606, TW, 'knight-takes-the-checking-bishop-as-a-bishop-would',
  "In an announced check, White's knight takes the checking bishop one square diagonally; the claim is filed as a false move, but law 3's sentence on captures governs: the a3 pawn must take, or the knight move, and no knight move parries",
  "claim filed under the wrong head; false move that captures; penalties limited by the check.",
  f"Start [FEN] {P[1606]}. 1... Bb4, and Black says \"check\" (asserted). 2. Na5xb4, one square diagonally ({{[%move a5b4]}}), which is no knight's move. With the bishop back on b4, a3xb4 parries the check lawfully, and no move of the a5 knight parries it (all asserted). Black claims a false move before moving.",
  ['3', '11'],
  ["The move is false and captures, so the second sentence of law 3 governs, whatever head the claim is filed under: «if by a false move you capture one of your adversary's men, he may oblige you either to take such piece (if it be en prise of one of your men) or to move the piece touched.» The bishop is en prise to the a3 pawn: axb4, which also answers the check. The knight cannot move without leaving the king in check, so that penalty cannot be enforced. The claim is in time (law 11). Upheld; Black elects."],
  rec(TW, 1606), 'false-move', 'black', 'upheld',
  remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['3', '11'],
  moves={'capture-with-legal-capturer': F['1606_capture']}, unenforceable=['move-touched-capturer'])

# ================================================================ boys-own-1829
case(1607, BO, 'pinned-pawn-steps-forward-and-checks',
  "White's d-pawn, pinned on the diagonal, steps to d5 and checks Black's king, uncovering its own king to the bishop: law 10 forbids the check, and law 7 makes White move his king",
  "self-exposing check by a pawn; the king-move penalty.",
  f"Start [FEN] {P[1607]}. The d4 pawn is pinned to the c3 king by the f6 bishop. White plays d4-d5 ({{[%move d4d5]}}) and says \"check\". The pawn checks the e6 king, and White's king now stands in check from f6 (all asserted). Black claims before moving.",
  ['10', '7'],
  ["Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king to a check from any of his pieces.» The move is a false move. Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». The pawn goes back, and the king's lawful moves are Kb2, Kc2, Kd2, Kb3, Kd3, Kb4, Kc4 (asserted). Upheld; Black elects."],
  rec(BO, 1607), 'self-exposing-check', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['10', '7'],
  moves={'move-king': F['1607_king']})

case(1608, BO, 'queens-side-castling-after-the-queens-rook-went-and-came-back',
  "White's queen's rook goes to b1 and back, then White castles on that side: law 6 forbids it, and Black may make White move the king (castling with the unmoved king's rook included) or the rook",
  "castling with a rook that has moved; the penalty moves; castling as a king move.",
  f"Start [FEN] {P[1608]}. 1. Rb1 h6 2. Ra1 h5 3. White castles on the queen's side ({{[%move e1c1]}}). The a1 rook has moved, so this castling is not lawful. The king and the h1 rook have not moved (asserted). Black claims before moving.",
  ['6', '7'],
  ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» The rook went to b1 and came back, but it has moved. Black chooses which of the two pieces must move (laws.md A12). The king's lawful moves include castling on the king's side, since the h1 rook and the king have never moved. Boy's Own gives no reason to leave it out. Upheld; Black elects; 6 is glossed."],
  rec(BO, 1608), 'illegal-castling', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'],
  moves={'move-king': F['1608_king'], 'move-rook': F['1608_rook']})

case(1609, BO, 'check-said-with-a-move-that-gives-none-the-king-was-in-check',
  "White's bishop move gives no check, but White says \"check\" and Black's king does stand in check, from an earlier unannounced rook check; Black moves his king and claims a false challenge: law 8 needs a king not in check",
  "false announcement against unannounced check; a finding that must be true of the board.",
  f"Start [FEN] {P[1609]}. 1. Re1 checks the e8 king and nothing is said. 1... a6 ignores it. 2. Bc5, and White says \"check\". The bishop gives no check, but the e8 king is still in check from e1 (asserted). 2... Kd8, and Black claims that the challenge was false.",
  ['8'],
  ["Law 8 applies only when the opponent challenges «without, in fact, your king being in cieck». Black's king was in check when White spoke, from the rook, whose check had gone unannounced (law 9: «you are not obliged to notice it till he does»). The challenge was true, though the bishop was not the checking piece. Kd8 was a lawful parry, not a misled move. Dismissed, citing 8."],
  rec(BO, 1609), 'false-check-announcement', 'black', 'dismissed', cites=['8'])

case(1610, BO, 'false-knight-move-the-adversary-only-touched-a-man',
  "White's knight goes g1-e3; Black touches his g8 knight and then claims; White pleads the claim is late: under law 7 a claim closes only when the adversary has played",
  "claim window; a touch is not a move; the offender's plea.",
  "1. e4 e5 2. Ng1-e3 ({[%move g1e3]}), which is no knight's move (asserted). Black touches his g8 knight ({[%touch g8]}) and, before moving it, claims the false move. White pleads that the claim is too late.",
  ['7'],
  ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black has touched a man but has not played. The claim is in time, and the plea is dismissed, citing 7."],
  rec(BO, 1610), 'late-claim', 'white', 'dismissed', cites=['7'])

case(1611, BO, 'unannounced-check-the-warning-comes-with-a-capture',
  "White checks without warning, Black ignores it with Bb4, and White takes that bishop saying \"check\": each side retracts his last move, the bishop comes back to f8, and Black must answer the check, by covering if he likes",
  "unannounced check warned on the next move; retraction that restores a captured man; the parries.",
  f"Start [FEN] {P[1611]}. 1. Re1 checks the e8 king and nothing is said. 1... Bb4 ignores it. 2. Bxb4, and White says \"check\"; the e8 king is still in check (asserted). White claims.",
  ['9'],
  ["Law 9: «but if, on his next move, he warn you, each party must retract his last move, and the king be removed out of check, or covered.» The warning came with White's next move. 2. Bxb4 is retracted, which puts the black bishop back on b4. 1... Bb4 is retracted, which puts it back on f8. In the position after 1. Re1 Black must parry: Kd7, Kf7, Kd8, or cover with Be7 (asserted). Upheld; 9 is glossed (laws.md A35)."],
  rec(BO, 1611), 'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['9'], glossed=['9'],
  moves={'retract-both-last-moves': F['1611_parry']})

case(1612, BO, 'queen-passes-through-its-own-pawn-the-king-may-castle',
  "White's queen goes d1-h5 through his own e2 pawn; law 7 makes White move his king, and castling is a lawful move of the king",
  "false move; the king-move penalty; castling as a king move.",
  f"Start [FEN] {P[1612]}. White plays Qd1-h5 through his own e2 pawn ({{[%move d1h5]}}). With the queen back on d1 the king has two lawful moves, Kf1 and castling on the king's side (asserted). Black claims before moving.",
  ['7'],
  ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». The law asks only for a move of the king. Castling moves the king and is lawful here, since king and rook are unmoved and law 6 sets no other condition. So the king's moves are Kf1 and O-O. Upheld; Black elects."],
  rec(BO, 1612), 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'],
  moves={'move-king': F['1612_king']})

# ================================================================ philidor
case(1613, PH, 'king-in-check-when-the-record-begins-no-rule',
  "The record begins with Black's king in check and nothing shows how it came: Philidor has no rule on a check of unknown origin, and no rule on disputes, so the point goes to a third person",
  "check of unknown origin under a code silent on it.",
  f"Start [FEN] {P[1613]}: Black to move, his king in check from the b5 bishop (asserted). No move in the record shows how the check came. Black claims to retract his last move and parry.",
  ['XIII'],
  ["Rule XIII covers a check given without warning, and it supposes the checking move is known: «each must then come back from his last move». Here nothing shows how the check arose. Philidor has no rule like twenty-laws 5 («without being able to ascertain how it occurred») and none on disputes. No law provides: the point is for a third person. The rule is quoted only for comparison and is not cited."],
  rec(PH, 1613), 'check-of-unknown-origin', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

case(1614, PH, 'castling-with-a-rook-that-came-to-h1-from-a2',
  "The rook on h1 when White castles is not the king's rook: that one was taken on h1, and the a-rook came round to h1. Rule XII bars castling with a rook removed from its place, and White chooses to move the rook or the king",
  "castling; a finding of fact (which rook stands on h1); the offender elects.",
  f"Start [FEN] {P[1614]}. 1... Bxh1 takes White's king's rook. 2. Rh2 Kd8 3. Rxh1: the a2 rook takes on h1. 3... Kc8 4. White castles ({{[%move e1g1]}}). The king has never moved, but the rook on h1 came from a2, so castling is not lawful (all asserted). Black claims before moving.",
  ['XII', 'VIII', 'VI'],
  ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a check, not with a Rook which has been removed from its place: and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The h1 rook has moved (laws.md A16 (i): «removed» read as moved). The choice is the offender's (A16 (ii)). Rook moves: Rf1, Rg1, Rh2–Rh8. King moves: Kd1, Kf1, Kd2, Ke2, Kf2 (asserted). Upheld; White elects; XII is glossed."],
  rec(PH, 1614), 'illegal-castling', 'black', 'upheld', remedies=['move-rook', 'move-king'], elector='white',
  cites=['XII', 'VIII', 'VI'], glossed=['XII'], moves={'move-rook': F['1614_rook'], 'move-king': F['1614_king']})

case(1615, PH, 'pinned-pawn-promotes-with-check-and-uncovers-its-king',
  "White's e-pawn, pinned on the seventh rank, queens with check and uncovers its own king to the rook: a false move under rule VIII, so White must play his king",
  "self-exposing check under a code with no law on it; promotion; the king penalty.",
  f"Start [FEN] {P[1615]}. The e7 pawn is pinned to the a7 king by the h7 rook. White plays e7-e8 and makes a queen ({{[%move e7e8q]}}), saying \"check\". The queen checks g8, and White's own king now stands in check from h7 (all asserted). Black claims before moving.",
  ['VIII', 'VI'],
  ["Philidor has no law like twenty-laws 7. Laws.md A37 treats every move that exposes one's own king as a false move. Rule IX («Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen») does not make a move lawful that exposes the king. Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» The pawn goes back to e7. The king's lawful moves are Ka6, Kb6, Kb7, Ka8, Kb8 (asserted); b7 is safe because the pawn screens it. Upheld; Black elects; VIII is glossed."],
  rec(PH, 1615), 'self-exposing-check', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['VIII', 'VI'], glossed=['VIII'],
  moves={'move-king': F['1615_king']})

case(1616, PH, 'rook-leaps-its-own-pawn-black-takes-it-then-claims',
  "White's rook leaps its own a2 pawn to a6; Black takes it with his knight and only then complains; White pleads that the false move can no longer be recalled",
  "claim after the window closed; the offender's plea; the position stands as if the move had been just.",
  "1. e4 e5 2. Ra1-a6, leaping White's own a2 pawn ({[%move a1a6]}) (asserted). 2... Nxa6 (asserted lawful). Black then claims the false move, and White pleads that it is too late.",
  ['VIII'],
  ["Rule VIII: «but no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» Black's next move, Nxa6, has been made. The plea is upheld: no penalty. The rook stays taken."],
  rec(PH, 1616), 'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], cites=['VIII'])

case(1617, PH, 'bishop-takes-its-own-pawn-the-king-cannot-be-played',
  "White's bishop takes White's own h2 pawn; heard as a false move, the penalty is to play the king, and the king has no move: rules VI and XV make the fault of no consequence",
  "taking one's own man under a code with no law on it; the king penalty that cannot be enforced.",
  f"Start [FEN] {P[1617]}. White's g1 bishop takes White's own h2 pawn ({{[%move g1h2]}}). With the pawn back, White's king on h1 has no lawful move: g1, g2 and h2 hold his own men (asserted). Black claims before moving.",
  ['VIII', 'VI', 'XV'],
  ["Philidor says nothing on taking one's own man. The move is no lawful move, so rule VIII governs: «Whoever makes a false move, must play his King, as in Rule VI.» Rule VI: «you, who have touched it, must play your King if you can». Rule XV: «and if his King cannot be played, the fault is of no consequence.» The king cannot be played. Upheld, but the penalty cannot be enforced."],
  rec(PH, 1617), 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-king'], elector='black',
  cites=['VIII', 'VI', 'XV'], unenforceable=['move-king'])

case(1618, PH, 'fifty-moves-appointed-at-the-attackers-own-word',
  "White, with rook and bishop against rook, announces the fifty moves himself; after fifty each Black claims the draw: rule XVII appoints them only at the adversary's request, so no count ran",
  "fifty-move rule: who may ask for the count.",
  f"Start [FEN] {P[1618]}: White K+R+B against Black K+R (asserted). White announces that fifty moves will be counted ({{[%fifty white]}}); Black asks for nothing. Fifty moves each follow with no capture, no check and no mate (asserted). Black claims the game drawn.",
  ['XVII'],
  ["Rule XVII: «when a player seems not to know how to give the difficult mates ... that of a Rook and a Bishop against a Rook, &c. at the adversary's request, fifty moves on either side must be appointed for the end of the game». The count is appointed at the request of the adversary of the player trying to mate, here Black (laws.md A20). Black never asked; White's own word appoints nothing. Dismissed, citing XVII."],
  rec(PH, 1618), 'fifty-move-claim', 'black', 'dismissed', cites=['XVII'])

# ================================================================ acknowledged-laws
case(1619, AC, 'knight-and-bishop-set-on-each-others-squares-claimed-after-three-moves-each',
  "White's king's knight and king's bishop stand on each other's squares; Black notices after three moves each, before anyone's fourth: law II has the mistake put right",
  "misplaced men; the count of \"before the fourth move\"; who claims.",
  f"Start [FEN] {P[1619]}: a knight on f1 and a bishop on g1 (asserted). 1. e4 e5 2. d4 d5 3. c4 c6. Neither player has played his fourth move (asserted). Black claims.",
  ['II'],
  ["Law II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the game must proceed as the pieces stand.» Read with laws.md A21, this means before either player plays his fourth move. Three moves each have been played, so the claim is in time. Upheld: the set-up is put right; II is glossed."],
  rec(AC, 1619), 'initial-men-misplaced', 'black', 'upheld', remedies=['rectify-setup'], elector='black', cites=['II'], glossed=['II'])

case(1620, AC, 'castling-after-the-king-went-to-f1-and-came-back',
  "White's king goes to f1 and back to e1, then castles: law IX.1 bars it, and law VII's menu applies, the right move being a lawful king move",
  "castling when the king has moved; the law that gives no penalty of its own.",
  f"Start [FEN] {P[1620]}. 1. Kf1 a6 2. Ke1 a5 3. White castles ({{[%move e1g1]}}). The king has moved, so castling is not lawful (asserted). Black claims.",
  ['IX', 'VII'],
  ["Law IX: «A player cannot Castle under any of the following circumstances :—1. If he has moved either King or Book.» The king's return to e1 does not undo its move. IX gives no penalty, so VII applies: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move». The right move for the king is a lawful king move: Kd1, Kf1, Kd2, Ke2, Kf2 (asserted). Upheld; Black elects."],
  rec(AC, 1620), 'illegal-castling', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
  elector='black', cites=['IX', 'VII'], moves={'move-correctly': F['1620_king'], 'move-king': F['1620_king']})

case(1621, AC, 'the-king-takes-a-guarded-pawn',
  "White's king takes the e5 pawn, which the d6 pawn guards: an illegal move; law VII's menu, with the knight's lawful capture and the king's lawful moves",
  "illegal capture by the king; the menu of law VII and what each item lists.",
  f"Start [FEN] {P[1621]}. White's king takes on e5 ({{[%move e4e5]}}), a square the d6 pawn attacks (asserted). With the pawn back, only the c4 knight can take it lawfully, and the king's lawful moves are Kd3, Ke3, Kf3, Kd5, Kf5 (asserted). Black claims.",
  ['VII'],
  ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Take the man lawfully: Nxe5. The right move for the king that moved: one of its lawful moves. Move his King: the same list. Or replace it and make any legal move. Upheld; Black elects; VII is glossed (laws.md A23)."],
  rec(AC, 1621), 'illegal-capture', 'black', 'upheld',
  remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
  cites=['VII'], glossed=['VII'],
  moves={'capture-with-legal-capturer': F['1621_capture'], 'move-correctly': F['1621_king'], 'move-king': F['1621_king']})

case(1622, AC, 'the-checking-pawn-taken-in-passing',
  "White's pawn steps two squares and gives check; Black takes it in passing, which also parries the check: law VIII allows it",
  "en passant: a capture in passing that answers a check.",
  f"Start [FEN] {P[1622]}. 1. d4, a first move of two squares, checks the e5 king, and White says \"check\". 1... exd3 in passing removes the checking pawn (asserted lawful). White claims the capture was not allowed.",
  ['VIII'],
  ["Law VIII: the two-square step leaves the pawn «liable to be taken en passant, with any Pawn that could have taken it had it been played only one square.» Had d2 gone to d3, the e4 pawn could have taken it. That the pawn gave check changes nothing; taking it parries the check. Dismissed, citing VIII."],
  rec(AC, 1622), 'en-passant', 'white', 'dismissed', cites=['VIII'])

case(1623, AC, 'the-king-touched-then-castling',
  "White touches his king and then castles: castling is a move of the king, so the touched piece has been moved",
  "touch-move: what counts as moving the touched piece.",
  f"Start [FEN] {P[1623]}. White touches his king ({{[%touch e1]}}) and then castles on the king's side, lawfully (asserted). Black claims that White must move the touched king.",
  ['V'],
  ["Law V: «If a piece be touched it must be moved.» White touched the king, and castling moves the king from e1 to g1. The touched piece has been moved. Dismissed, citing V."],
  rec(AC, 1623), 'touched-own-man', 'black', 'dismissed', cites=['V'])

case(1624, AC, 'adversarys-rook-touched-only-a-promotion-takes-it',
  "White touches Black's rook on a8; only the b7 pawn can take it, by becoming a piece: law VII's menu, with the capture listed as its four exchanges",
  "touching an adversary's man; a capture that must also promote; the one menu.",
  f"Start [FEN] {P[1624]}. White, to move, touches Black's a8 rook ({{[%touch a8]}}). Only b7xa8 can take it, and the pawn must become a piece; a queen or rook made there checks along the eighth rank (asserted). Black claims.",
  ['VII'],
  ["Law VII: «If a player ... touch ... one of his opponent's men ..., his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Laws.md A23: offer only what fits the offence, so there is no «right move» for a touch. Take the man: bxa8=Q+, bxa8=R+, bxa8=B, bxa8=N. Move his King: Kd1, Kf1, Kd2, Ke2, Kf2. Or make any legal move. Upheld; Black elects."],
  rec(AC, 1624), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
  moves={'compel-capture-of-touched-man': F['1624_capture'], 'move-king': F['1624_king']})

# ================================================================ london-1847
case(1625, LO, 'white-moves-blacks-knight-only-the-king-can-take-it-back-on-d2',
  "White moves Black's knight from d2 to b3: law X's three options, where \"replace and take it\" can only be the king's capture, which is also among the king's moves",
  "moving an adversary's man; what each option lists.",
  f"Start [FEN] {P[1625]}. In his turn White moves Black's d2 knight to b3 ({{[%move d2b3]}}). With the knight back on d2, only White's king can take it, and the king's lawful moves are Kd1, Kxd2, Ke2, Kf2; f1 is covered by the knight (all asserted). Black claims before touching a man.",
  ['X', 'XXV'],
  ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» 1st: Kd1, Kxd2, Ke2, Kf2. 2d: Kxd2. The claim is in time (XXV). Upheld; Black elects."],
  rec(LO, 1625), 'moved-adversary-man', 'black', 'upheld',
  remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black', cites=['X', 'XXV'],
  moves={'replace-and-move-king': F['1625_king'], 'replace-and-capture': F['1625_capture']})

case(1626, LO, 'the-king-takes-its-own-pawn-move-either',
  "White's king takes White's own f2 pawn: law XII governs, and Black may oblige White to move either man, the king or the pawn",
  "taking one's own man with the king; what \"move either\" lists.",
  f"Start [FEN] {P[1626]}. White's king goes from g1 to f2, where White's own pawn stands ({{[%move g1f2]}}). With the pawn back, the king may go to f1 or h1 and the pawn to f3 or f4 (asserted). Black claims before touching a man.",
  ['XII', 'XXV'],
  ["Law XII: «Should a player take one of his own men with another, his adversary has the option of obliging him to move either.» The law covers the king as a taker like any other man. Either: the king (Kf1, Kh1) or the pawn (f3, f4). The claim is in time (XXV). Upheld; Black elects."],
  rec(LO, 1626), 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-either-own-man'], elector='black',
  cites=['XII', 'XXV'], moves={'move-either-own-man': F['1626_either']})

case(1627, LO, 'unannounced-check-by-promotion-warned-on-the-next-move',
  "White's pawn queens on b8 and checks along the eighth rank without a word; Black plays on; White says \"check\" with his next move: each retracts his last move, the new queen stays, and Black's king must leave the rank",
  "unannounced check given by a promotion; retraction; the parries.",
  f"Start [FEN] {P[1627]}. 1. b8=Q checks the e8 king and nothing is said. 1... a5 ignores it. 2. Kg2, and White says \"check\"; the king is still in check (all asserted). White claims.",
  ['XVIII'],
  ["Law XVIII: «If a player attack the adverse King without saying \"Check,\" his adversary is not obliged to attend to it : but if the former, in playing his next move, were to say \"Check,\" each player must retract his last move, and he that is under check must obviate it.» Kg2 and a5 are retracted. The promotion was the checking move and stands. The king must leave the rank: Kd7, Ke7, Kf7 (asserted). Upheld; XVIII is glossed (laws.md A35)."],
  rec(LO, 1627), 'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['XVIII'], glossed=['XVIII'],
  moves={'retract-both-last-moves': F['1627_parry']})

case(1628, LO, 'board-misoriented-noticed-after-four-moves-each',
  "The board stood the wrong way round and White notices after four moves each: law I allows the adjustment only while four moves on each side have not been played",
  "board orientation; the four-move limit of law I counted on each side.",
  "[BoardOrientation \"misoriented\"]. 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6: four moves on each side (asserted). White claims that the board be put right.",
  ['I'],
  ["Law I: «If the board have been improperly placed, it must be adjusted, provided four moves on each side have not been played, but not afterwards.» Four moves on each side have been played. Out of time, citing I."],
  rec(LO, 1628, '[BoardOrientation "misoriented"]\n'), 'board-misoriented', 'white', 'out-of-time', cites=['I'])

case(1629, LO, 'in-check-the-adversarys-pawn-touched-taking-it-would-not-parry',
  "In an announced check White touches Black's a3 pawn; b2xa3 would leave the king in check, so the pawn \"cannot be legally taken\" and law IX makes White move his king",
  "touching an adversary's man; a capture that is unlawful because of a check.",
  f"Start [FEN] {P[1629]}. 1... Re8, and Black says \"check\". White, to move, touches the a3 pawn ({{[%touch a3]}}). bxa3 would leave his king in check. The king's lawful moves are Kd1, Kf1, Kd2, Kf2 (all asserted). Black claims before touching a man.",
  ['IX', 'XXV'],
  ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move the King». The word 'take' here means touch (laws.md A28). With the king in check, the pawn cannot be legally taken. The king can move: Kd1, Kf1, Kd2, Kf2. Upheld; Black elects."],
  rec(LO, 1629), 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king'],
  elector='black', cites=['IX', 'XXV'], unenforceable=['compel-capture-of-touched-man'], moves={'move-king': F['1629_king']})

case(1630, LO, 'false-check-the-announcer-has-only-touched-his-next-man',
  "White says \"check\" with a bishop screened by the d7 pawn; Black's king steps aside; White touches his knight, and Black claims: the announcer has not completed his move, so law XX lets Black retract",
  "false announcement of check; the claim window (a touch is not a completed move).",
  f"Start [FEN] {P[1630]}. 1. Ba4, and White says \"check\"; there is none, since the d7 pawn screens e8 (asserted). 1... Kf7 in consequence. White touches his g1 knight ({{[%touch g1]}}) but has not moved it. Black claims.",
  ['XX'],
  ["Law XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» White has touched a man but has not completed his move. Upheld: Black may retract Kf7."],
  rec(LO, 1630), 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['XX'])

print(len(OUT), 'cases written')
