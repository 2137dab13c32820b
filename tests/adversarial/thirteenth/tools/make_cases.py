"""Writes the thirty case files of the thirteenth set from the data below. The article quotations
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
def rec(code, fen, body, extra=''):
    return f'[Code "{code}"]\n' + extra + (f'[FEN "{fen}"]\n' if fen else '') + body

def fifty_record(moves, notice):
    """'{[%fifty black]} 1. a b 2. c d ...' for a record that starts with White to move."""
    out = []
    for i, s in enumerate(moves):
        out.append(f'{i // 2 + 1}. {s}' if i % 2 == 0 else s)
    lines, line = [], notice
    for t in out:
        if len(line) + 1 + len(t) > 90:
            lines.append(line); line = t
        else:
            line += ' ' + t
    lines.append(line)
    return '\n'.join(lines)

# ---------------------------------------------------------------- shared facts
F_PINSTALE = ("White: Kc1, Qb2, Ra1, Rh7. Black: Ka8, Ba3. White plays 1. Rb7. Black's king is not in check. In shape it "
  "could move only by taking the b7 rook, but the b2 queen guards b7 along the b-file; that queen is pinned to her king by "
  "the a3 bishop, and a pinned man still guards. a7 and b8 are the rook's. Black's a3 bishop is pinned to his king by the "
  "a1 rook, and every move of it leaves the a-file. Black has no lawful move (all asserted), and claims the game.")
F_PINNEDTAKER = ("The game went 1. d4 e6 2. c4 Bb4+ 3. Bd2 Nf6 4. Nf3 b6 5. e3 Bb7 (lawful; asserted). White's d2 bishop "
  "is pinned to his king by the b4 bishop. White, in his turn, moves Black's bishop from b4 to a5 ({[%move b4a5 white]}); "
  "it gives no check (asserted). Black claims. Put back on b4, the bishop can be taken lawfully, and only by the pinned d2 "
  "bishop moving along its pin: Bxb4 (asserted).")
PINNEDTAKER_REC = '1. d4 e6 2. c4 Bb4+ 3. Bd2 Nf6 4. Nf3 b6 5. e3 Bb7 6. {[%move b4a5 white]}'

# ================================================================= twenty-laws
case(1301, 'twenty-laws', 'false-check-the-misled-king-takes-the-supposed-checker',
  "White's knight takes on f7 and White says \"check\", which it is not; Black, misled, takes the knight with his king: a capture by the king is a move of the king, which law 6 lets Black retract before White completes his next move",
  "1 a false announcement of check (the misled player may retract); 10 the article that governs the act; X with london-1847 1325 and with the fourth set's twenty-laws 405 (a capture by another man).",
  "The game went 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5 6. Nxf7 (lawful; asserted). White says \"check\" "
  "with 6. Nxf7 ({[%check]}); it is false: a knight on f7 does not attack e8 (asserted). Black, in consequence, plays "
  "6... Kxf7, a lawful move of his king that takes the knight (asserted). Before White makes his seventh move Black finds "
  "that there was no check, and claims to retract.",
  ['6'],
  ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or "
   "interpose a piece, you may retract, if you do so before the opponent has completed his next move.» 6... Kxf7 is a move "
   "of the king; that it also takes a man does not make it any less «move your king». So this is the law's own case, not "
   "the capture by another man that the fourth set heard by analogy under law 20 (405). White has not moved since, so "
   "Black is in time. Upheld: Black may retract Kxf7, and he elects. Nothing in the text needs a reading."],
  rec('twenty-laws', None, '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5 6. Nxf7 {[%check]} 6... Kxf7'),
  'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['6'])

case(1302, 'twenty-laws', 'pawn-odds-the-kings-pawn-taken-off-the-giver-mates-a-draw',
  "White, giving the odds of a pawn, takes off his king's pawn and leaves his king's bishop's pawn on; after four moves on each side he mates: law 13 makes the pawn conceded the king's bishop's pawn, so under law 14 the giver's mate is scored as a draw",
  "10 the article that makes the act unlawful (law 13's \"always understood\"); 7 how the game ends (a mate scored as a draw); 9 the record decides which pawn was taken off; X with acknowledged-laws 1321 and london-1847 1327.",
  "White gives the odds of a pawn and takes off his king's pawn, e2 ([Odds \"white pawn e2\"]); his king's bishop's "
  "pawn stands on f2 (asserted). White begins (law 9: the giver has the first move). The game goes 1. Bc4 e5 2. Nc3 Nc6 "
  "3. d3 Nd4 4. Qh5 Nf6, four moves on each side, and 5. Qxf7 is mate, White saying \"check\" with it (all asserted). "
  "Black claims that the pawn conceded was never taken off.",
  ['13', '14'],
  ["Law 13: «if he engage to give a pawn, the king's bishop's pawn is always understood». So the pawn «agreed to be "
   "conceded» was the f2 pawn, whichever pawn White chose to lift: taking off the e-pawn did not take off the pawn "
   "conceded, and White played the whole game with it on the board. Law 14: «if a player omit to take off the piece or "
   "pawn agreed to be conceded, until four moves on each side have been played, it cannot then be removed, but the game "
   "must be played with all the pieces as they stand; and if he should give check-mate, he cannot take advantage of it, "
   "but the game is to be considered as drawn.» Four moves on each side had been played before anyone noticed (laws.md "
   "A7), and the mate is the giver's (A8). Upheld: the mate is scored as a draw. Law 14 is glossed (A7, A8); law 13 is "
   "cited as the article that makes the e-pawn's removal no concession."],
  rec('twenty-laws', None, '1. Bc4 e5 2. Nc3 Nc6 3. d3 Nd4 4. Qh5 Nf6 5. Qxf7# {[%check]}', '[Odds "white pawn e2"]\n'),
  'odds-man-not-removed', 'black', 'upheld', remedies=['giver-mate-scored-as-draw'], result='draw', cites=['13', '14'],
  glossed=['14'])

case(1303, 'twenty-laws', 'two-moves-in-succession-filed-as-a-false-move',
  "White plays two moves in succession, c4 and then Nc3, and Black files the claim as a false move: the knight's move is consistent with its laws, so the claim is heard under law 4, and Black may have the second move replaced or both kept",
  "3 the claim heard under the article that governs it; 10 the article that makes the act unlawful (law 4, not law 3).",
  "The game went 1. d4 d5 2. c4 (lawful; asserted). Before Black has replied, White plays Nb1-c3 ({[%move b1c3 white]}), "
  "a knight's move in shape that would have been lawful in White's turn (asserted). Black claims at once, filing the "
  "claim as a false move.",
  ['3', '4'],
  ["Law 3 defines the false move as «giving to a piece a movement not consistent with its laws, for example—moving a rook "
   "as if he were a bishop». Nb1-c3 gives the knight a knight's movement. What is wrong with it is that it is White's "
   "second move in succession, which is law 4's case: «If you play two moves in succession, you must replace the second "
   "piece; or your adversary may insist that both moves shall remain; in which case the game is to proceed as if one man "
   "only had been played.» The claim is heard under law 4, whatever its label: Black elects between the knight's being "
   "replaced and both moves remaining, in law 4's order. Black claimed before moving, so law 11 is not in issue. Cites 4; "
   "law 3 is quoted only."],
  rec('twenty-laws', None, '1. d4 d5 2. c4 {[%move b1c3 white]}'), 'false-move', 'black', 'upheld',
  remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4'])

case(1304, 'twenty-laws', 'board-wrongly-placed-black-began-and-has-played-four',
  "The board stood wrongly placed; Black, who began this game, has played four moves and White three when White claims: law 12 allows the correction only while \"neither party have played four moves\", so the game must be played out",
  "9 the record decides who began and who has played four; 8 reading stated (A7); 10 the article that decides.",
  "White began the previous game, which was decided ([PreviousGame \"white decided\"]), so Black begins this one (law 9). "
  "The board stands without a white corner square at each player's right hand ([BoardOrientation \"misoriented\"]). The "
  "game goes 1... e5 2. e4 Nc6 3. Nf3 Nf6 4. Bc4 Bc5 (lawful; asserted): Black has played four moves, White three. White "
  "now notices the board and claims that it be set right.",
  ['12', '9'],
  ["Law 12: «If at the commencement of a game the board be wrongly placed ... the mistake may be rectified, provided "
   "neither party have played four moves; but if they have done so, the game must be played out.» The proviso «neither party have played four moves» fails "
   "as soon as one side has played four (laws.md A7: correction is allowed until either side completes its fourth "
   "move). Black, who began, completed his fourth with 4... Bc5, though White has played only three, so the board can no "
   "longer be rectified and the game must be played out. Dismissed. Law 12 is glossed (A7); law 9 is quoted for who "
   "began."],
  rec('twenty-laws', None, '1... e5 2. e4 Nc6 3. Nf3 Nf6 4. Bc4 Bc5',
      '[PreviousGame "white decided"]\n[BoardOrientation "misoriented"]\n'),
  'board-misoriented', 'white', 'dismissed', cites=['12'], glossed=['12'])

case(1305, 'twenty-laws', 'queens-side-castling-the-rook-crosses-an-attacked-square',
  "White castles on the queen's side and his rook crosses b1, which Black's rook attacks; none of the king's squares is attacked: law 8 bars castling only after the king or rook has moved, and says even the rook's being under attack \"does not prevent you from castling\", so the castling is lawful and Black's claim is dismissed",
  "10 the article that makes the act lawful (law 8); 4 findings of fact (which squares are attacked); 8 reading stated (law 8 a fortiori, and A1 not engaged); X with the queen's-side castlings past an attacked square of the acknowledged-laws and london-1847 cases 1013.",
  "White: Ke1, Ra1, neither moved; pawns d2 to h2. Black: Kg8, Rb8. The b8 rook attacks b1, the square White's rook "
  "crosses in castling on the queen's side; the rook on a1 is not attacked, nor are e1, d1 and c1, where the king stands, "
  "passes and lands (all asserted). White castles, 1. O-O-O; after it his king is not in check (asserted). Black claims "
  "that the castling was unlawful.",
  ['8'],
  ["Law 8 bars castling only «after your king or the rook has moved», and neither had. It goes on: «the rook being at the "
   "moment under attack, does not prevent you from castling». If the rook may castle though it is itself attacked, it "
   "may castle across a square that is attacked, a lesser thing; and no law of the code speaks of the rook's path. What "
   "the code leaves open on castling (laws.md A1: castling out of a present check, or with the king passing or landing "
   "on an attacked square) concerns the king, and here the king's three squares are untouched, so nothing is left for a "
   "third person (law 20). Dismissed; law 8 is glossed (its rook clause read a fortiori for the square the rook "
   "crosses; A1 not engaged)."],
  rec('twenty-laws', P['ROOKPASS'], '1. O-O-O'), 'illegal-castling', 'black', 'dismissed', cites=['8'], glossed=['8'])

case(1306, 'twenty-laws', 'king-takes-a-pawn-guarded-only-by-a-pinned-knight',
  "White's king takes the e4 pawn, which only Black's pinned f6 knight guards: a pinned man still guards, so the capture is a false move, and Black may oblige White to take the pawn with his rook (Rxe4) or to move the king (Ke3, Kg3, Ke5, Kf5, Kg5)",
  "4 findings of fact (a pinned man still guards); 3 the governing article (law 3's capture by a false move); 8 reading stated (A37); X with the pinned-guard stalemates boys-own 1309 and acknowledged-laws 1324.",
  "White: Kf4, Re1, Bc3, pawns a2 b2. Black: Kh8, Nf6, pawns a7 b7 e4 h7. The f6 knight is pinned to its king by the c3 "
  "bishop, and it alone guards e4 (asserted). White plays Kf4xe4 ({[%move f4e4]}); his king now stands where the knight "
  "attacks it (asserted). Black claims at once. Before the capture, the only lawful capture of the pawn is Rxe4, and the "
  "king's lawful moves are Ke3, Kg3, Ke5, Kf5 and Kg5 (asserted).",
  ['3', '11'],
  ["A pinned man may not leave its line, but it still attacks the squares it bears on, and no king may step onto one of "
   "them: Kxe4 places White's king in check, which makes it a false move (laws.md A37). Law 3: «And if by a false move "
   "you capture one of your adversary's men, he may oblige you either to take such piece (if it be en prise of one of "
   "your men) or to move the piece touched.» The pawn is en prise of the e1 rook: Rxe4. The piece touched is the king: "
   "Ke3, Kg3, Ke5, Kf5, Kg5, counted with the pawn back on e4. Black claimed before moving (law 11) and elects. Law 3 is "
   "glossed (A37)."],
  rec('twenty-laws', P['PINGUARD'], '1. {[%move f4e4]}'), 'illegal-capture', 'black', 'upheld',
  remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['3', '11'], glossed=['3'],
  moves={'capture-with-legal-capturer': F['pinguard_capturers'], 'move-touched-capturer': F['pinguard_king']})

# ================================================================= boys-own-1829
case(1307, 'boys-own-1829', 'misplaced-men-black-began-and-has-played-two-moves',
  "Black's king's bishop and knight were set on each other's squares; Black, who began, has played two moves and White one when White notices: law 3 counts the misplacer's two moves, so White may have the game begun afresh or not",
  "9 the record decides who began and whose two moves count; 8 reading stated (A11); 10 the article that decides.",
  "The men were set up with Black's king's knight on f8 and his king's bishop on g8, everything else as in the standard "
  "array (asserted). White began the previous game, which was decided ([PreviousGame \"white decided\"]), so Black begins "
  "this one (law 2). The game goes 1... e5 2. e4 Nc6 (lawful; asserted): Black has played two moves, White one. White "
  "claims.",
  ['3', '2'],
  ["Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game "
   "afresh, or not, as he pleases.» [sic: your] The \"you\" who misplaced his men is Black, and the two moves are his own "
   "(laws.md A11). He has played them, though White has played only one. So the choice is White's: to begin afresh, or "
   "to play on as the men stand. Upheld; White elects. Law 3 is glossed (A11: the misplacer's moves are counted); law 2 "
   "is quoted for who began."],
  rec('boys-own-1829', P['SWAPPED'], '1... e5 2. e4 Nc6', '[PreviousGame "white decided"]\n'),
  'initial-men-misplaced', 'white', 'upheld', remedies=['restart-game', 'continue-as-is'], elector='white',
  cites=['3'], glossed=['3'])

case(1308, 'boys-own-1829', 'pinned-rook-gives-a-back-rank-mate-filed-as-a-false-move',
  "White's rook, pinned to its king by the d4 bishop, leaves the pin to give a back-rank \"mate\", and Black files a false move: law 10 forbids the check, so there is no mate and no result; law 7's king move is the penalty (Kb1)",
  "3 the claim heard under the article that governs it (law 10); 7 how the game ends (a forbidden check is no mate); 10 the article that makes the act unlawful; 8 reading stated (A37); X with philidor 1313 and acknowledged-laws 1323.",
  "White: Ka1, Rb2, pawn a2. Black: Kg8, Bd4, pawns f7 g7 h7. The b2 rook is pinned to White's king by the d4 bishop "
  "(asserted). White plays Rb2-b8 ({[%move b2b8]}) and says \"check\". On the board Black has no move that meets the "
  "check, but White's own king now stands in check from the d4 bishop (asserted). Black claims at once, filing the claim "
  "as a false move. With the rook back on b2, the king's only lawful move is Kb1 (asserted).",
  ['10', '7'],
  ["Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king to "
   "a check from any of his pieces.» [sic: which] That is what Rb8 does. Whatever the claim is called, law 10 is the "
   "article that makes the move unlawful, and a check the law forbids is no mate: the game does not end, and no result "
   "is given. Law 10 names no penalty; law 7, the false-move law, supplies it (laws.md A37): «your opponent can oblige you "
   "to move your king, if you ¢an do so without placing him in check» [sic: can]. The rook goes back to b2 and the king "
   "moves: Kb1. Black elects. Law 10 is glossed (A37)."],
  rec('boys-own-1829', P['BACKRANK'], '1. {[%move b2b8]} {[%check]}'), 'false-move', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['10', '7'], glossed=['10'], moves={'move-king': F['backrank_king']})

case(1309, 'boys-own-1829', 'stalemate-the-kings-only-capture-is-guarded-by-a-pinned-queen',
  "After 1. Rb7 Black's king could move only by taking the rook, which White's pinned queen guards, and Black's bishop is pinned on the a-file: pinned men still guard and cannot be moved, so Black is stale-mated and, under law 11, wins",
  "4 findings of fact (a pinned man still guards; a pinned man cannot be moved); 7 how the game ends; 8 reading stated (A13); X with acknowledged-laws 1324.",
  F_PINSTALE,
  ['11'],
  ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or "
   "even none that can be moved he is stale-mated, and wins the game.» The king cannot move without going into check: "
   "its one move in shape, Kxb7, puts it where the pinned queen still bears. Black has a bishop left, but it is «none "
   "that can be moved», a pinned man counting as unable to move (laws.md A13). Black is stale-mated and wins. Law 11 is "
   "glossed (A13)."],
  rec('boys-own-1829', P['PINSTALE'], '1. Rb7'), 'stalemate-result', 'black', 'upheld', result='black', cites=['11'],
  glossed=['11'])

case(1310, 'boys-own-1829', 'touched-the-kings-rook-then-castled-with-the-queens-rook',
  "Black touches his h8 rook and then castles on the queen's side: the castling moves the king and the a8 rook, not the rook he touched, so under law 4 the h8 rook must be played (Rg8)",
  "6 a penalty not satisfied by the record (castling on the other side plays another man); 9 the record decides which man was touched; X with acknowledged-laws 1322 and the tenth set's boys-own 1012.",
  "The game went 1. d4 d5 2. c4 Nc6 3. Nc3 Bf5 4. Nf3 Qd7 5. e3 Nf6 6. a3 (lawful; asserted). Black, to move, touches "
  "his king's rook on h8 ({[%touch h8]}), and then castles on the queen's side, 6... O-O-O, which is lawful and moves his "
  "king and the a8 rook; the h8 rook stays where it was (asserted). White claims. Before the castling the h8 rook's only "
  "lawful move is Rg8 (asserted).",
  ['4', '6'],
  ["Law 4: «If you touch a man, you must play it». Castling may play a touched rook when it is that rook which castles "
   "(the tenth set's boys-own 1012). Here Black castled with the other rook, and the man he touched never left h8. So the "
   "touch is unanswered: the h8 rook must be played, counted in the position before the castling, and its one lawful "
   "move is Rg8. White elects. Law 6 is quoted only, for castling."],
  rec('boys-own-1829', None, '1. d4 d5 2. c4 Nc6 3. Nc3 Bf5 4. Nf3 Qd7 5. e3 Nf6 6. a3 {[%touch h8]} 6... O-O-O'),
  'touched-own-man', 'white', 'upheld', remedies=['compel-move-touched-man'], elector='white', cites=['4'],
  moves={'compel-move-touched-man': F['rooktouch_rook']})

case(1311, 'boys-own-1829', 'rook-moved-as-a-bishop-false-challenge-of-check-the-misled-king-move',
  "White's rook goes from a1 to d4 like a bishop, and White says \"check\", which it is not; Black, misled, moves his king and then claims the false move: a move that law 8 lets him retract does not close his claim under law 7, so White's plea is dismissed",
  "1 a false announcement of check (the misled player may retract); W claim window; 8 reading stated; X with the twelfth set's twenty-laws 1204, under this code's own words.",
  "White: Kg1, Ra1, pawns f2 g2 h2. Black: Kd8, pawns a7 b7 d7 f7 g7 h7. White moves his rook from a1 to d4 along the "
  "diagonal ({[%move a1d4]}): no rook's move, a false move (asserted). He says \"check\" ({[%check]}); the rook on d4 "
  "does not attack d8, the d7 pawn standing between (asserted). Black, in consequence, plays 1... Ke8, lawful in itself. "
  "Before White moves again, Black sees that there was no check and that the rook's move was false, and claims. White "
  "pleads that Black, having played, is too late.",
  ['7', '8'],
  ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it» [sic: "
   "played]. On the letter, Black has played. But law 8 covers the very move he played: «If your opponent challenge you "
   "with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, "
   "you may retract such move, if you discover it before he has made his next move.» [sic: check] A move the law lets "
   "Black take back, and which White's own false challenge drew from him, is not the \"playing\" after which White's "
   "false move stands: White cannot shelter one irregularity behind the move his other one drew. The claim is in time, "
   "and the plea is dismissed. Law 7 is glossed (a move retractable under law 8 does not close the claim)."],
  rec('boys-own-1829', P['ROOKLIKEBISHOP'], '1. {[%move a1d4]} {[%check]} 1... Ke8'), 'late-claim', 'white',
  'dismissed', cites=['7', '8'], glossed=['7'])

case(1312, 'boys-own-1829', 'white-moves-blacks-bishop-to-g4-not-takeable-heard-by-analogy',
  "White moves Black's bishop from f5 to g4; the code does not provide for moving an adversary's man, and by analogy with law 5 the bishop is put back and White must take it (impossible: nothing attacks f5) or, as he cannot, move his king (Kd2)",
  "5 an unprovided dispute heard by analogy, not refused; 4 findings of fact (not takeable on either square); X with philidor 1318 and the twelfth set's philidor 1218.",
  "The game went 1. d4 d5 2. c4 Nf6 3. Nc3 Bf5 (lawful; asserted). White, in his turn, moves Black's bishop from f5 to "
  "g4 ({[%move f5g4 white]}). No White man attacks the bishop on f5 or on g4, and on g4 it gives no check (asserted). "
  "Black claims. With the bishop back on f5, White's only king move is Kd2 (asserted).",
  ['5', '1'],
  ["The code's laws speak of touching an adversary's man (law 5), not of moving one, and it has no article on disputes. "
   "The point is decided by analogy, as the earlier Boy's Own case 2041 decided a moved knight. Moving the man includes "
   "touching it, and law 5 gives the measure: «he may insist upon your taking it, if you can ; if not, you must moeve "
   "your king, if that be possible, without putting him in check.» [sic: move] The bishop is put back on f5 (the analogy "
   "of twenty-laws 2 and London X, \"replace it\"). It cannot be taken there, so that remedy cannot be enforced; White "
   "must move his king: Kd2. Black elects. Law 5 is glossed; law 1 («Each party moves, alternately, only one man at a "
   "time») is quoted only."],
  rec('boys-own-1829', None, '1. d4 d5 2. c4 Nf6 3. Nc3 Bf5 4. {[%move f5g4 white]}'), 'moved-adversary-man', 'black',
  'no-law-provides', remedies=['replace-and-capture', 'replace-and-move-king'], elector='black', cites=['5'],
  glossed=['5'], moves={'replace-and-move-king': F['movedbishop5_king']}, unenforceable=['replace-and-capture'])

# ================================================================= philidor
case(1313, 'philidor', 'pinned-queen-gives-a-back-rank-mate-and-exposes-her-king',
  "White's queen, pinned on the second rank, leaves it to give a back-rank \"mate\" and exposes her king: Philidor has no law of such checks, so it is a false move under VIII; there is no mate and no result, and White must play his king (Kg1, Kh1, Kg2, Kh3)",
  "7 how the game ends (no mate); 3 the claim heard under the article that governs it (VIII); 10 the article that makes the act unlawful; 8 reading stated (A36, A37); X with boys-own 1308 and acknowledged-laws 1323.",
  "White: Kh2, Qd2, pawns g3 h4. Black: Kh8, Ra2, pawns g7 h7. The d2 queen is pinned to her king by the a2 rook "
  "(asserted). White plays Qd2-d8 ({[%move d2d8]}) and says \"check\". On the board Black has no move that meets the "
  "check, but White's king now stands in check from the a2 rook (asserted). Black claims at once. With the queen back on "
  "d2, the king's lawful moves are Kg1, Kh1, Kg2 and Kh3 (asserted).",
  ['VIII', 'VI'],
  ["Philidor's rules have no article like twenty-laws 7 or Boy's Own 10. A move that exposes one's own king is a false "
   "move (laws.md A37), and a false move gives no mate: the game does not end, and no result is given. VIII: «Whoever "
   "makes a false move, must play his King, as in Rule VI.» The queen goes back to d2 and the king is played (A36): Kg1, "
   "Kh1, Kg2 or Kh3. VI is cited for «must play your King if you can», as the earlier sets cite it with VIII. Black "
   "claimed before his own next move (VIII) and elects among the king's moves. VIII is glossed (A36, A37)."],
  rec('philidor', P['PINQUEENP'], '1. {[%move d2d8]} {[%check]}'), 'self-exposing-check', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['VIII', 'VI'], glossed=['VIII'], moves={'move-king': F['pinqueenp_king']})

case(1314, 'philidor', 'fifty-moves-white-stalemates-on-his-fiftieth-black-has-played-forty-nine',
  "Black asked for the fifty moves with White to play; White's fiftieth move stalemates Black, who has played forty-nine, and White claims the count is over: XVII's fifty moves \"on either side\" are not over, the stalemate ends the game first, and in England Black wins",
  "7 how the game ends (a stalemate before the count is over; England); W the count (fifty on either side, from the request).",
  "White: Kf7, Bc5, Ne4. Black: Kh7. White is to move, and Black asks that the fifty moves be counted ({[%fifty black]}). "
  "White's bishop goes to and fro between c5 and b4 and Black's king between h7 and h8, with no capture, check, mate or "
  "stalemate, for forty-nine moves on each side; White's fiftieth move, 50. Ng5, stalemates Black, who has played "
  "forty-nine moves since the request (all asserted). White claims that the fifty moves are over and the game drawn. No "
  "country is named.",
  ['XVII', 'XVI'],
  ["XVII: «fifty moves on either side must be appointed for the end of the game: these moves being over, it will be a "
   "drawn game.» On either side: fifty for White and fifty for Black. When White made his fiftieth, Black had made "
   "forty-nine, so the moves were not over; and Black could not make his fiftieth, for White's move had left him with "
   "«nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is "
   "stale-mate» (XVI). The stalemate ended the game before the count did. White's claim is dismissed, and the ruling "
   "states the result: «In England, he whose King is stale-mate wins the game»; no country is named, so England (laws.md "
   "A19): Black wins."],
  rec('philidor', P['FIFTYSTALE'], fifty_record(F['fiftystale_record'], '{[%fifty black]}')), 'fifty-move-claim',
  'white', 'dismissed', result='black', cites=['XVII', 'XVI'])

case(1315, 'philidor', 'touched-an-untakeable-bishop-then-castled',
  "White touches Black's c5 bishop, which no White man can take, and then castles: VI requires him to \"play your King\" when the piece is not takeable, castling plays the king, so the penalty was paid and Black's claim is dismissed",
  "6 a penalty already satisfied by the record; 8 reading stated (castling plays the king); X with the twelfth set's boys-own 1210 and with twenty-laws 2 (which bars castling).",
  "The game went 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 (lawful; asserted). White, to move, touches Black's c5 bishop "
  "({[%touch c5]}), saying nothing; no White man attacks it (asserted). He then castles, 4. O-O, which is lawful and a "
  "move of the king (asserted). Black claims under VI.",
  ['VI', 'XI'],
  ["VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; "
   "and in case it was not takeable, you, who have touched it, must play your King if you can.» The bishop was not "
   "takeable, so what VI required of White was to play his king. Castling is a move of the king: XI speaks of it as the "
   "King's («The King, when he castles, can only go beyond two squares»), and nothing in VI bars it, as twenty-laws 2 "
   "bars castling in the like penalty. The record shows the penalty paid before it was asked. Dismissed; VI is glossed "
   "(castling plays the king). XI is quoted only."],
  rec('philidor', None, '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 {[%touch c5]} 4. O-O'), 'touched-adversary-man', 'black',
  'dismissed', cites=['VI'], glossed=['VI'])

case(1316, 'philidor', 'unannounced-check-ignored-by-a-one-square-first-step-retracted-d5-restored',
  "White's bishop checks from b3 without warning; Black plays on with d7-d6, and White says \"Check\" with his next move: under XIII both moves come back, the d-pawn stands on d7 with no move made, and among Black's parries is its two-square first move, d5",
  "2 a pawn's first move is a fact of its history, and a move taken back is no part of it; 4 findings of fact; X with acknowledged-laws 1320 and london-1847 1329.",
  "White: Kg1, Bd1, pawns g2 h2. Black: Ke6, pawns a7 d7. White plays 1. Bb3, checking along b3-c4-d5-e6, and says "
  "nothing (asserted). Black, not bound to ward it off, plays 1... d6, his d-pawn's first move, one square, which only "
  "ignores the check. White plays 2. h3 and says \"Check\" ({[%check]}); the check from b3 still stands (asserted). "
  "White claims under XIII. With both moves taken back the d-pawn is on d7, and Black's lawful moves, all meeting the "
  "check, are Ke5, Kf5, Kd6, Kf6, Ke7 and d5 (asserted).",
  ['XIII', 'X'],
  ["XIII: «if the first, in playing the next move, were to say, Check, each must then come back from his last move, as "
   "being false, and he that is under check is to take it off». 2. h3 and 1... d6 are taken back (laws.md A35). A move "
   "taken back is undone, not merely reversed: the d-pawn stands on d7 as though it had never moved, so it still has X's "
   "privilege of «advancing two squares, at its first move», and d7-d5, interposing on d5, is one of the ways to take "
   "off the check. The retraction is imposed and no one elects; the moves list is Black's parries. Cites XIII; X is "
   "quoted only."],
  rec('philidor', P['FIRSTBACK'], '1. Bb3 d6 2. h3 {[%check]}'), 'unannounced-check', 'white', 'upheld',
  remedies=['retract-both-last-moves'], cites=['XIII'], moves={'retract-both-last-moves': F['firstback_parry']})

case(1317, 'philidor', 'touched-pawn-takeable-only-in-passing-which-uncovers-the-king',
  "White touches the pawn Black has just advanced two squares; the only capture of it is exd6 in passing, which would uncover White's king to the a5 rook: the pawn is not takeable, so under VI White must play his king (Kg4, Kh4, Kg5, Kg6, Kh6)",
  "4 findings of fact (a capture in passing that exposes the king is no capture); 2 the two-square first move and its liability; X with the tenth set's philidor 1015 (the same shape, one's own pawn touched).",
  "White: Kh5, pawns a2 e5. Black: Ka8, Ra5, pawn d7. Black plays 1... d5, his pawn's first move, two squares, beside "
  "White's e5 pawn (lawful; asserted). White touches the d5 pawn ({[%touch d5]}), saying nothing. The only capture of it "
  "in shape is exd6 in passing; that capture takes both pawns off the fifth rank and exposes White's king on h5 to the "
  "a5 rook, so it is unlawful, and no other White man attacks d5 (all asserted). Black claims. White's king's lawful "
  "moves are Kg4, Kh4, Kg5, Kg6 and Kh6 (asserted).",
  ['VI', 'X', 'VIII'],
  ["VI: «he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play "
   "your King if you can.» X gives the e5 pawn the right to take d5 «in passing», as it «might have taken it if it had "
   "been pushed but one move»; but a capture that exposes one's own king is a false move (laws.md A37), not a way of "
   "taking. The pawn is not takeable, so the first penalty cannot be enforced, and White must play his king: Kg4, Kh4, "
   "Kg5, Kg6 or Kh6. Black elects. VIII is cited beside VI, as the sixth set's 613 cited it for a pawn found not "
   "takeable; X is quoted only."],
  rec('philidor', P['EPSKEWER'], '1... d5 2. {[%touch d5]}'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['VI', 'VIII'],
  moves={'move-king': F['epskewer_king']}, unenforceable=['compel-capture-of-touched-man'])

case(1318, 'philidor', 'moved-the-adversarys-pinning-bishop-only-the-pinned-bishop-takes-it',
  "White moves Black's b4 bishop, which pins his d2 bishop, to a5; Philidor does not provide for moving an adversary's man, and by analogy with VI the bishop is put back and White must take it, which he can do only with the pinned bishop along its pin (Bxb4)",
  "5 an unprovided dispute heard by analogy, not refused; 4 findings of fact (a pinned man may take along its pin); X with london-1847 1328 (the same facts, provided for by X).",
  F_PINNEDTAKER,
  ['VI'],
  ["Philidor's rules speak of touching an adversary's piece (VI), not of moving one, and have no article on disputes: "
   "the point is decided by analogy, as the earlier Philidor case 2041 decided a moved knight. Moving the man includes "
   "touching it, and VI gives the measure: «he has a right to oblige you to take it». The bishop is put back on b4 (the "
   "analogy of London X, \"to replace the Piece or Pawn and take it\"), and White must take it. A pinned man may move "
   "along its pin, so Bd2xb4 is lawful, and it is the only capture. Black elects. VI is glossed."],
  rec('philidor', None, PINNEDTAKER_REC), 'moved-adversary-man', 'black', 'no-law-provides',
  remedies=['replace-and-capture'], elector='black', cites=['VI'], glossed=['VI'],
  moves={'replace-and-capture': F['pinnedtaker_capture']})

# ================================================================= acknowledged-laws
case(1319, 'acknowledged-laws', 'pawn-set-on-e3-steps-two-and-is-taken-in-passing',
  "White's e-pawn was set on e3 and the mistake stood after four moves; its first move, e3-e5, passes e4, and Black's d5 pawn takes it in passing: VIII makes a pawn first moved two squares \"liable to be taken en passant\", so White's claim is dismissed",
  "2 a pawn's first move is a fact of its history, not of its rank; 10 the article that makes the act lawful; 4 findings of fact; X with the sixth set's acknowledged-laws 621 (the step itself).",
  "The men were set up with White's e-pawn on e3 instead of e2, everything else as in the standard array (asserted). The "
  "game went 1. d4 d5 2. c4 Nf6 3. Nc3 c6 4. Nf3 Bf5 (lawful; asserted), four moves on each side, the misplacement "
  "unnoticed. White then plays 5. e3-e5 ({[%move e3e5]}), the pawn's first move, passing e4. Black takes it in passing, "
  "d5xe4 ({[%move d5e4]}), the e5 pawn coming off. Had it gone one square, to e4, the d5 pawn could have taken it there, "
  "and the capture leaves Black's king out of check (all asserted). White claims that the capture was unlawful.",
  ['VIII', 'II'],
  ["II: the misplaced pawn «must be rectified before the fourth move, or the game must proceed as the pieces stand». It "
   "was not, so the pawn stood on e3, unmoved: e3-e5 was its first move, which VIII lets be «either one or two squares at "
   "a time when first moved» (as the sixth set's 621 held). VIII goes on: «but in the latter case it is liable to be taken "
   "en passant, with any Pawn that could have taken it had it been played only one square». Played one square, to e4, it "
   "could have been taken by the d5 pawn; so d5xe4 in passing, on the very next move, is lawful. Dismissed, citing VIII, "
   "the article that makes the capture lawful, and II, which kept the pawn where it was set."],
  rec('acknowledged-laws', P['SETUPEP'], '1. d4 d5 2. c4 Nf6 3. Nc3 c6 4. Nf3 Bf5 5. {[%move e3e5]} 5... {[%move d5e4]}'),
  'en-passant', 'white', 'dismissed', cites=['VIII', 'II'])

case(1320, 'acknowledged-laws', 'unannounced-check-ignored-by-a-one-square-first-step-replaced-c5-restored',
  "White's rook checks from d5 without a cry of \"Check\"; Black plays on with c7-c6, and White claims at once: under X's exception the pieces are replaced, the c-pawn stands on c7 with no move made, and among the proper moves is its two-square first move, c5",
  "2 a pawn's first move is a fact of its history, and a replaced move is no part of it; 8 reading stated (A25); X with philidor 1316 and london-1847 1329.",
  "White: Kg1, Rd1, pawns f2 g2 h2. Black: Ka5, pawns a6 b7 c7. White plays 1. Rd5, checking along the fifth rank, "
  "without crying \"Check\" (asserted). Black, not taking notice, plays 1... c6, his c-pawn's first move, one square, "
  "which only ignores the check (asserted). White claims under X. With 1... c6 replaced, Black's lawful moves, all "
  "taking the king out of check, are Ka4, Kb4, Kb6, b5 and c5 (asserted).",
  ['X', 'VIII'],
  ["X: «his adversary need not take notice of the Check», with the exception «that two moves only may be made before the "
   "King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made». One move has been "
   "made since the check, so the pieces go back to it (laws.md A25). A replaced move is undone: the c-pawn stands on c7 "
   "as though it had never moved, and VIII lets a pawn be played «either one or two squares at a time when first moved». "
   "So c7-c5, interposing on c5, is one of the proper moves, as b7-b5 is. The replacement is imposed; no one elects. X "
   "is glossed (A25); VIII is quoted only."],
  rec('acknowledged-laws', P['FIRSTBACKA'], '1. Rd5 c6'), 'unannounced-check', 'white', 'upheld',
  remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'],
  moves={'retract-to-point-of-check': F['firstbacka_parry']})

case(1321, 'acknowledged-laws', 'pawn-odds-the-kings-pawn-given-the-kings-bishops-pawn-only-usually',
  "White, giving the odds of a pawn, takes off his king's pawn and leaves his king's bishop's pawn on; Black claims the latter should have gone: III says only that the K. B. P. is \"usually removed\", so the man given was removed and the claim is dismissed",
  "10 the article that makes the act lawful; 8 reading stated (III's note states a custom, not a rule); X with twenty-laws 1302 (\"always understood\") and london-1847 1327 (\"always\").",
  "White gives the odds of a pawn and takes off his king's pawn, e2 ([Odds \"white pawn e2\"]); his king's bishop's "
  "pawn stands on f2 (asserted). White begins (VI). After 1. d4 d5 2. Nf3 Nf6 (lawful; asserted), two moves on each side, "
  "Black claims that the pawn given should have been the king's bishop's pawn, and that it was never removed.",
  ['III', 'VI'],
  ["III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on either side "
   "have been made», with the note «[In giving the odds of a Pawn, the K. B. P. is usually removed from the board.]». The "
   "note states a custom («usually»), not a rule, where twenty-laws 13 says «always understood» and the London code "
   "«always». The man White undertook to give was off the board before any move; nothing was omitted, and III's four-move "
   "limit does not come into it. Dismissed. III is glossed (the note read as a custom)."],
  rec('acknowledged-laws', None, '1. d4 d5 2. Nf3 Nf6', '[Odds "white pawn e2"]\n'), 'odds-man-not-removed', 'black',
  'dismissed', cites=['III'], glossed=['III'])

case(1322, 'acknowledged-laws', 'touched-a-rook-hemmed-in-by-its-own-men-then-castled',
  "Black touches his h8 rook, which his own knight and bishop hem in, and then castles on the queen's side: under V's note a touched piece that \"cannot be legally moved\" is answered by a king move or a legal move, castling is both, so White's claim is dismissed",
  "4 findings of fact (this code counts a hemmed man as one that cannot be legally moved); 6 a penalty already satisfied by the record; 8 reading stated (A22); X with boys-own 1310.",
  "The game went 1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nc6 5. Nf3 Bg4 6. Be2 (lawful; asserted). Black, to move, "
  "touches his h8 rook ({[%touch h8]}). It has no lawful move: Black's own knight on g8 and bishop on f8 hem it in; it "
  "is not pinned (asserted). Black then castles on the queen's side, 6... O-O-O, which is lawful and a move of the king "
  "(asserted). White claims that the touched rook must be played.",
  ['V'],
  ["V: «If a piece be touched it must be moved», with the note: «If the piece cannot be legally moved, the adversary may "
   "elect for the player to move his King or replace the piece.» This code puts no \"without exposing the king\" into its "
   "exception: a man hemmed in by its own men «cannot be legally moved», as the earlier case acknowledged-laws 1002 held "
   "of a hemmed bishop. So the touch is answered by a move of the king, or by the piece replaced and a legal move made "
   "(laws.md A22). Black castled: a move of the king, and a legal move, so either election is already satisfied by the "
   "record. Dismissed; V is glossed (A22; castling is a move of the king)."],
  rec('acknowledged-laws', None, '1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nc6 5. Nf3 Bg4 6. Be2 {[%touch h8]} 6... O-O-O'),
  'touched-own-man', 'white', 'dismissed', cites=['V'], glossed=['V'])

case(1323, 'acknowledged-laws', 'pinned-knight-gives-a-smothered-mate-and-exposes-its-king',
  "White's knight, pinned on the e-file, leaves it to give a smothered \"mate\" and exposes its king: the move is an illegal move under VII, there is no mate and no result, and Black may compel the right move (there is none), a king move (Kd1, Kf1, Kd2, Ke2, Kf2) or the knight replaced and a legal move made",
  "7 how the game ends (no mate); 3 the claim heard under the article that governs it (VII); 8 reading stated (A37, A23); X with boys-own 1308 and philidor 1313.",
  "White: Ke1, Ne5, pawns a2 b2. Black: Kh8, Re8, Rg8, pawns g7 h7. The e5 knight is pinned to its king by the e8 rook "
  "(asserted). White plays Ne5-f7 ({[%move e5f7]}) and says \"check\"; Black is smothered, but White's king now stands "
  "in check from the e8 rook (asserted). Black claims at once. Put back on e5, the knight has no lawful move; the king's "
  "lawful moves are Kd1, Kf1, Kd2, Ke2 and Kf2 (asserted).",
  ['VII'],
  ["The code has no article like twenty-laws 7. A move that exposes one's own king is an illegal move (laws.md A37), and "
   "an illegal move gives no mate: the game does not end, and no result is given. VII: «or make an illegal move, his "
   "adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal "
   "move». Of that menu (A23) the offence calls for the right move, the king move and the replacement. The knight has no "
   "right move, so that option cannot be enforced; the king has Kd1, Kf1, Kd2, Ke2 and Kf2. Black elects. VII is glossed "
   "(A37)."],
  rec('acknowledged-laws', P['SMOTHERPIN'], '1. {[%move e5f7]} {[%check]}'), 'self-exposing-check', 'black', 'upheld',
  remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'], glossed=['VII'],
  moves={'move-king': F['smotherpin_king']}, unenforceable=['move-correctly'])

case(1324, 'acknowledged-laws', 'stalemate-the-kings-only-capture-is-guarded-by-a-pinned-queen',
  "After 1. Rb7 Black's king could move only by taking the rook, which White's pinned queen guards, and Black's bishop is pinned on the a-file: Black has no lawful move, and under XIII the stalemate is a drawn game",
  "4 findings of fact (a pinned man still guards; a pinned man cannot be moved); 7 how the game ends; X with boys-own 1309.",
  F_PINSTALE,
  ['XIII'],
  ["XIII: «Stalemate is a drawn game.» Black is not in check. His king's one move in shape, Kxb7, would put it where the "
   "pinned b2 queen still bears, and his bishop, pinned on the a-file, cannot move at all: Black has no lawful move. The "
   "game is drawn. (Under Boy's Own 11 the same facts win for Black: 1309.)"],
  rec('acknowledged-laws', P['PINSTALE'], '1. Rb7'), 'stalemate-result', 'black', 'upheld', result='draw', cites=['XIII'])

# ================================================================= london-1847
case(1325, 'london-1847', 'false-check-the-misled-king-takes-the-supposed-checker',
  "White's knight takes on f7 and White says \"Check\", which it is not; Black, misled, takes the knight with his king: XX lets him \"retract such move\", a capture by the king being a move of the king",
  "1 a false announcement of check (the misled player may retract); 10 the article that governs the act; X with twenty-laws 1301 and with the fourth set's london-1847 401 (a capture by another man).",
  "The game went 1. d4 d5 2. Nf3 Nf6 3. Ne5 e6 4. Nxf7 (lawful; asserted). White says \"Check\" with 4. Nxf7 "
  "({[%check]}); it is false (asserted). Black, in consequence, plays 4... Kxf7, a lawful move of his king that takes the "
  "knight (asserted). White has not moved again when Black claims to retract.",
  ['XX'],
  ["XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a "
   "Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» "
   "4... Kxf7 is a move of the king; that it takes a man does not take it out of the law, which is why this is not the "
   "unprovided capture by another man that the fourth set heard by analogy (401). White has not completed another move. "
   "Upheld; Black elects whether to retract."],
  rec('london-1847', None, '1. d4 d5 2. Nf3 Nf6 3. Ne5 e6 4. Nxf7 {[%check]} 4... Kxf7'), 'false-check-announcement',
  'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['XX'])

case(1326, 'london-1847', 'rook-takes-its-own-pawn-filed-as-a-false-move',
  "White's rook takes his own d4 pawn and Black files a false move: XII is the law for taking one's own man, so Black may oblige White to move either the rook (Ra1 to Rd3) or the pawn (d5)",
  "3 the claim heard under the article that governs it (XII, not XIII); 10 the article that makes the act unlawful.",
  "White: Kh1, Rd1, pawns d4 g2 h2. Black: Kg8, pawns f7 g7 h7. White moves his rook up the d-file onto his own d4 pawn "
  "({[%move d1d4]}). Black claims at once, filing the claim as a false move. With both men back, the rook's lawful moves "
  "are Ra1, Rb1, Rc1, Re1, Rf1, Rg1, Rd2 and Rd3, and the pawn's is d5 (asserted).",
  ['XII', 'XIII', 'XXV'],
  ["XIII's false move is to «play a Piece or Pawn to any square to which it cannot legally be moved», and taking one's "
   "own pawn is that; but the code has a law for this very act, XII: «Should a player take one of his own men with "
   "another, his adversary has the option of obliging him to move either.» The particular law governs, whatever the "
   "claim is called: Black does not have XIII's three penalties, but he may oblige White to move either man, the lists "
   "counted with both back on their squares. Black took notice before touching a man (XXV). Cites XII and XXV; XIII is "
   "quoted only."],
  rec('london-1847', P['OWNPAWN'], '1. {[%move d1d4]}'), 'false-move', 'black', 'upheld',
  remedies=['move-either-own-man'], elector='black', cites=['XII', 'XXV'],
  moves={'move-either-own-man': F['ownpawn_either']})

case(1327, 'london-1847', 'pawn-odds-the-kings-pawn-taken-off-the-kings-bishops-pawn-left-on',
  "White, giving the odds of a pawn, takes off his king's pawn; after four moves on each side Black claims: VI makes the pawn given \"always the King's Bishop's Pawn\", which was never removed, so IV gives Black the choice of proceeding or recommencing",
  "10 the article that makes the act unlawful (VI); 9 the record decides which pawn was taken off; X with twenty-laws 1302 and acknowledged-laws 1321.",
  "White gives the odds of a pawn and takes off his king's pawn, e2 ([Odds \"white pawn e2\"]); his king's bishop's "
  "pawn stands on f2 (asserted). White begins (VI). After 1. d4 d5 2. Nf3 Nf6 3. Bf4 e6 4. Nbd2 c5 (lawful; asserted), "
  "four moves on each side, Black claims that the pawn conceded is still on the board.",
  ['VI', 'IV'],
  ["VI: «Whenever a Pawn is given, it is understood to be always the King's Bishop's Pawn.» The pawn White undertook to "
   "give was therefore the f2 pawn, and lifting the e-pawn did not remove it. IV: «If a player, undertaking to give the "
   "odds of a Piece or Pawn, neglect to remove it from the board, his adversary, after four moves have been played on "
   "each side, has the choice of proceeding with or recommencing the game.» Four moves have been played on each side, so "
   "Black chooses. Upheld; cites VI, the article that makes the e-pawn no concession, then IV."],
  rec('london-1847', None, '1. d4 d5 2. Nf3 Nf6 3. Bf4 e6 4. Nbd2 c5', '[Odds "white pawn e2"]\n'),
  'odds-man-not-removed', 'black', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black',
  cites=['VI', 'IV'])

case(1328, 'london-1847', 'moved-the-adversarys-pinning-bishop-only-the-pinned-bishop-takes-it',
  "White moves Black's b4 bishop, which pins his d2 bishop, to a5: X gives Black three options; put back, the bishop can be taken only by the pinned bishop moving along its pin (Bxb4), and the king's one move is Ke2",
  "4 findings of fact (a pinned man may take along its pin); 10 the article that governs the act; X with philidor 1318 (the same facts, heard by analogy).",
  F_PINNEDTAKER + " With the bishop back on b4, White's only king move is Ke2, f1 holding his bishop (asserted).",
  ['X', 'XXV'],
  ["X: «his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to "
   "replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, "
   "as if the move were correct». Put back on b4, the bishop can be taken: a pinned man may not leave its line, but it "
   "may move along it, and Bd2xb4 stays on the line b4-e1; it is the only capture. The king's one move is Ke2. Black took "
   "notice before touching a man (XXV) and elects."],
  rec('london-1847', None, PINNEDTAKER_REC), 'moved-adversary-man', 'black', 'upheld',
  remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black', cites=['X', 'XXV'],
  moves={'replace-and-move-king': F['pinnedtaker_king'], 'replace-and-capture': F['pinnedtaker_capture']})

case(1329, 'london-1847', 'check-unnoticed-for-two-moves-the-known-moves-retracted-f5-restored',
  "White's rook checks from a5 without a word and the check goes unnoticed for two moves on Black's side, the first of them the f-pawn's step to f6: under XIX every known move since the check is retracted, the f-pawn stands on f7 unmoved, and f5 is among the ways to free the king",
  "2 a pawn's first move is a fact of its history, and a retracted move is no part of it; 3 the claim heard under the article that governs it (XIX's second clause); 8 reading stated (A33); X with philidor 1316 and acknowledged-laws 1320.",
  "White: Kg1, Ra1, pawns f2 g2 h2. Black: Kh5, pawns a7 f7 g7 h6. White plays 1. Ra5, checking along the fifth rank, "
  "and says nothing (asserted). The game goes on 1... f6 (the f-pawn's first move, one square) 2. Kf1 a6, Black's king "
  "in check throughout (asserted). Black then finds his king in check and claims. With the three moves since the check "
  "retracted, the f-pawn is on f7, and Black's lawful moves, all freeing the king, are Kg4, Kh4, Kg6, f5 and g5 "
  "(asserted).",
  ['XIX', 'XVIII', 'XV'],
  ["XVIII does not reach the case: White never said \"Check\". XIX does: «If the King has been in check for several "
   "moves, and it cannot be ascertained how it occurred, the player whose King is in check must retract his last move "
   "and free his King from the check : but if the moves made subsequent to the check be known, they must be retracted.» "
   "The record knows them all, so all three are retracted (laws.md A33), back to the position after 1. Ra5. A retracted "
   "move is undone: the f-pawn stands on f7 as though it had never moved, and XV lets it «be played one or two squares» "
   "when first moved. So f7-f5, interposing, is one of the ways to free the king, as g7-g5 is. The retraction is "
   "ordered («must»), so no one elects. XIX is glossed (A33)."],
  rec('london-1847', P['SEVERAL'], '1. Ra5 f6 2. Kf1 a6'), 'check-of-unknown-origin', 'black', 'upheld',
  remedies=['retract-to-point-of-check'], cites=['XIX'], glossed=['XIX'],
  moves={'retract-to-point-of-check': F['several_parry']})

case(1330, 'london-1847', 'white-omitted-his-queens-knight-black-claims-the-correction',
  "White set up without his queen's knight; after two moves on each side Black claims that the omission be corrected: III gives the correction to the player who omitted (\"he may correct\"), unlike II's \"either player may insist\" for misplaced men, so Black's claim is dismissed",
  "10 the article that decides (III, read against II); 9 the record decides whose man was omitted; 8 reading stated.",
  "The men were set up without White's queen's knight, b1 empty, everything else as in the standard array, and no odds "
  "were agreed (asserted). The game went 1. e4 e5 2. Nf3 Nc6 (lawful; asserted). Black claims that the omission be "
  "corrected.",
  ['III', 'II'],
  ["III: «Should a player, at the commencement of the game, omit to place all his men on the board, he may correct the "
   "omission before playing his fourth move, but not afterwards.» The \"he\" who may correct is the player who omitted "
   "his man; III gives the adversary nothing. The contrast with the law before it is deliberate: for men misplaced, II "
   "says «either player may insist upon the mistake being rectified». White has not asked, and Black cannot make him. "
   "Dismissed. III is glossed (the correction is the omitter's to make)."],
  rec('london-1847', P['OMITTED'], '1. e4 e5 2. Nf3 Nc6'), 'initial-man-omitted', 'black', 'dismissed',
  cites=['III'], glossed=['III'])

print(len(OUT), 'cases written')
