"""Writes the thirty case files of the fifteenth set from the data below. The article quotations
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
case(1501, TW, 'fifty-moves-queen-against-rook-is-not-in-the-list',
  "Black gives notice of the count in a queen-against-rook ending and claims the draw after fifty moves each: law 19 lists only K+Q v K, R+B v R, two bishops and N+B v K, so the count was never due",
  "fifty-move rule; which material the law covers; who may call it.",
  f"Start [FEN] {P[1501]}: White K+Q, Black K+R (asserted). Black gives notice that he will count ({{[%fifty black]}}); fifty moves each follow with no capture, no check and no mate (asserted). Black claims the game drawn.",
  ['19'],
  ["Law 19 gives the count only «where the number of pieces are reduced to the king and queen against the king; the rook and bishop against the rook, or two bishops; or a knight and bishop against the king only». A queen against a rook is none of these. The list is closed: it has no «&c.» like Philidor XVII or London XXII. So Black's notice counted for nothing and the fifty moves make no draw. Dismissed, citing 19."],
  rec(TW, 1501), 'fifty-move-claim', 'black', 'dismissed', cites=['19'])

case(1502, TW, 'unannounced-check-warned-a-move-too-late',
  "White checks without warning, Black plays on, White plays another move without a word and says \"check\" only with the move after: the retraction of law 5 is for a warning on the checker's next move, and that time has gone",
  "unannounced check; the window for the warning; claims after the window closed.",
  "Start [FEN] " + P[1502] + ". 1. Re1 checks the e8 king; nothing is said. 1... a6 ignores it. 2. h3 (no warning) a5 3. g3 and White now says \"check\" (asserted: the king stood in check throughout). White asks that the last moves be retracted and the check answered.",
  ['5'],
  ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he does; but if on his next move he warn you, each party must retract his last move». The retraction is given only for a warning «on his next move». White's next move after the check was 2. h3, with no warning; the warning came a move later. By the reading of law 5 in laws.md A35 the retraction restores the position just after the check, one move each; that is no longer possible as the law provides it. The claim is out of time; 5 is glossed (the \"next move\" window)."],
  rec(TW, 1502), 'unannounced-check', 'white', 'out-of-time', cites=['5'], glossed=['5'])

case(1503, TW, 'stalemate-by-promotion-to-a-bishop-is-a-draw',
  "White, who could mate by making a queen or a rook, makes a bishop and stalemates Black: law 17 makes the game drawn, whatever the promotion",
  "stalemate result; a promotion under a code silent on promotion; the ruling states the result.",
  "Start [FEN] " + P[1503] + ". 1. e8=B. Black is not in check and has no lawful move (his h7 pawn is blocked by h6, his king's squares are White's). e8=Q or e8=R would have been mate (all asserted). Black claims the game drawn.",
  ['17'],
  ["Law 17: «The position of stale-mate constitutes a drawn game.» The code says nothing on promotion, but nothing turns on it: the bishop stands on e8 and Black is stalemated. That White could have mated is no matter. Upheld; the result is a draw, citing 17."],
  rec(TW, 1503), 'stalemate-result', 'black', 'upheld', result='draw', cites=['17'])

case(1504, TW, 'pinned-rook-leaves-its-file-to-give-check',
  "White's rook, pinned on the e-file, moves along the second rank and checks Black's king, exposing its own: law 7 forbids the check, and the false move is punished under law 3",
  "check that exposes the checker's own king; which article governs; what the penalties offer.",
  "Start [FEN] " + P[1504] + ". The e2 rook is pinned to White's king by the e8 rook. White plays Re2-h2 ({[%move e2h2]}) and says \"check\": the h5 king is in check, and White's own king stands in check from e8 (all asserted). Black claims before moving.",
  ['7', '3', '11'],
  ["Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in check.» The move is therefore a false move, and law 3 gives the penalties: «you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» Black claims before moving (law 11). The rook's natural moves are along the e-file; the king's moves are Kd1, Kf1, Kd2, Kf2. Upheld; Black elects."],
  rec(TW, 1504), 'self-exposing-check', 'black', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['7', '3', '11'],
  moves={'move-correctly': F['1504_correct'], 'replace-and-move-king': F['1504_king']})

case(1505, TW, 'false-check-answered-by-an-interposition',
  "White says \"check\" with a bishop screened by a pawn; Black interposes his knight in consequence and claims before White moves again: law 6 names the interposition, so he may retract",
  "false announcement of check; which answer the law covers; the claim window.",
  "Start [FEN] " + P[1505] + ". 1. Bb5, and White says \"check\"; there is none, the d7 pawn standing between (asserted). Black answers 1... Nc6, putting the knight on the line in consequence, and claims before White's next move.",
  ['6'],
  ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» Nc6 is an interposition in consequence of the notice, and White has not moved again. Upheld: Black may retract his misled move."],
  rec(TW, 1505), 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['6'])

case(1506, TW, 'false-move-claimed-after-a-touch-is-in-time',
  "White moves his bishop like no bishop; Black touches his knight and then claims; White pleads the claim is late: under laws 3 and 11 the claim closes only when the adversary has played",
  "claim window; a touch is not a move; late-claim plea.",
  "1. e4 e5 2. Bf1-e3 ({[%move f1e3]}), no bishop's move (asserted). Black touches his b8 knight ({[%touch b8]}) and, before moving it, claims the false move. White pleads that the claim comes too late.",
  ['3', '11'],
  ["Law 3: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.» Law 11: «nor can any such be retraced, after the adversary has moved a piece.» Black has touched, not played or moved, a piece (laws.md A6 reads «after the adversary has moved» as governing law 11). The plea is dismissed; 11 is glossed."],
  rec(TW, 1506), 'late-claim', 'white', 'dismissed', cites=['3', '11'], glossed=['11'])

# ================================================================ boys-own-1829
case(1507, BO, 'stalemated-with-a-blocked-pawn-wins',
  "Black is stalemated, his only other man a pawn blocked in front: law 11 counts a man that cannot be moved as none, and the stalemated player wins",
  "stalemate result under Boy's Own; blocked man; the ruling states the result.",
  "Start [FEN] " + P[1507] + ". 1. Qf7: Black's king is not in check, g8 and g7 are the queen's, and the h7 pawn is blocked by the h6 pawn with nothing to take (asserted). Black claims the game.",
  ['11'],
  ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» The blocked pawn is one that cannot be moved (laws.md A13). Upheld; Black, the stalemated player, wins. 11 is glossed."],
  rec(BO, 1507), 'stalemate-result', 'black', 'upheld', result='black', cites=['11'], glossed=['11'])

case(1508, BO, 'castling-after-the-king-went-and-came-back',
  "White's king went to f1 and back to e1, then White castles: law 6 bars castling after the king has moved, and Black may insist on a king or a rook move",
  "castling after the king moved; who chooses (laws.md A12).",
  "Start [FEN] " + P[1508] + ". 1. Kf1 Kd8 2. Ke1 Ke8 3. White castles on the king's side ({[%move e1g1]}) (asserted: the right was lost). Black claims before moving.",
  ['6', '7'],
  ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» The king has moved, though it stands on its square again. The adversary chooses the piece (laws.md A12). The king's lawful moves are Kd1, Kf1, Kd2, Ke2, Kf2; the rook's Rf1, Rg1 and along the h-file. Upheld; Black elects; 6 is glossed."],
  rec(BO, 1508), 'illegal-castling', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black',
  cites=['6', '7'], glossed=['6'], moves={'move-king': F['1508_king'], 'move-rook': F['1508_rook']})

case(1509, BO, 'castling-on-the-kings-side-after-the-queens-rook-moved',
  "White's queen's rook went to c1 and back; White then castles with the king's rook: law 6 speaks of the rook he castles with, which never moved",
  "castling conditions; which rook law 6 means.",
  "Start [FEN] " + P[1509] + ". 1. Rc1 Kd8 2. Ra1 Ke8 3. O-O. The king and the h1 rook never moved; f1 and g1 are empty and unattacked and the king is not in check (asserted). Black claims the castling unlawful.",
  ['6'],
  ["Law 6: «You cannot castle after moving the rook or king». «the rook» is the rook castled with; the a1 rook that moved takes no part in castling on the king's side. Nothing else in the code bars this castling. Dismissed, citing 6."],
  rec(BO, 1509), 'illegal-castling', 'black', 'dismissed', cites=['6'])

case(1510, BO, 'unannounced-check-warned-next-move-the-check-may-be-covered',
  "White's check goes unannounced, Black plays a pawn, and White says \"check\" with his next move: each retracts his last move, and Black may remove his king or cover",
  "unannounced check; retraction of both last moves; the parries include covering.",
  "Start [FEN] " + P[1510] + ". 1. Re1 checks the e8 king; nothing is said. 1... a6. 2. h3 with \"check\" (asserted). White claims the retraction.",
  ['9'],
  ["Law 9: «but if, on his next move, he warn you, each party must retract his last move, and the king be removed out of check, or covered.» The warning came on White's next move. 2. h3 and 1... a6 are retracted; the position is that after 1. Re1 (laws.md A35), and Black must parry: Kd7, Kf7, Kd8, or cover with Be7 or Ne7. Upheld; 9 is glossed."],
  rec(BO, 1510), 'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['9'], glossed=['9'],
  moves={'retract-both-last-moves': F['1510_parry']})

case(1511, BO, 'king-moved-into-check-noticed-after-black-played',
  "White's king steps into the file of a rook; Black plays a king move and only then claims the false move: law 7 forbids recalling it once the adversary has played",
  "false move; claims after the window closed; late-claim plea.",
  "Start [FEN] " + P[1511] + ". 1. Ke1-d1 ({[%move e1d1]}) puts White's king on the d-file of the d8 rook. Black plays 1... Kg8 (asserted), then claims the false move. White pleads that it is too late.",
  ['7'],
  ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black played 1... Kg8 before he noticed. No penalty can be had. The plea is upheld."],
  rec(BO, 1511), 'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], cites=['7'])

case(1512, BO, 'mate-is-no-stalemate',
  "Black, mated with \"check\" said, claims stalemate and the win that law 11 gives the stalemated player: a king in check is not stale-mated",
  "stalemate or mate; what result the ruling states.",
  "Start [FEN] " + P[1512] + ". 1. Ra8, said with \"check\": the king is in check and has no square (asserted). Black claims the game as stalemated.",
  ['11'],
  ["Law 11 requires «If the king be not in check». Black's king is in check and cannot escape: that is mate. Dismissed; the game is White's."],
  rec(BO, 1512), 'stalemate-result', 'black', 'dismissed', result='white', cites=['11'])

# ================================================================ philidor
case(1513, PH, 'a-third-knight-made-with-mate',
  "White, with both knights still on the board, makes a third by promotion and mates: rule IX lets the pawn become any piece even when all the pieces remain",
  "promotion: choice of piece; several like pieces; a game that ends in mate.",
  "Start [FEN] " + P[1513] + ". White has knights on b1 and g1. 1. f8=N, said with \"check\", is mate (asserted). Black claims that a pawn may only be exchanged for a piece already lost.",
  ['IX'],
  ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or any other Piece that shall be thought proper; and this, even when all the Pieces remain on the chess-board.» A third knight is lawful (laws.md A18: Q, R, B or N). The promotion stands and so does the mate. Dismissed; the game is White's. IX is glossed."],
  rec(PH, 1513), 'promotion', 'black', 'dismissed', result='white', cites=['IX'], glossed=['IX'])

case(1514, PH, 'capture-in-passing-that-uncovers-mate',
  "Black steps his pawn two squares past White's pawn; White takes it in passing on the next move, uncovering mate: rule X allows the capture, and the mate stands",
  "en passant timing; a capture in passing with discovered mate; the result.",
  "Start [FEN] " + P[1514] + " (Black to move). 1... d5 (the pawn's first move). 2. exd6 in passing, with \"check\": it uncovers the c3 bishop on h8, and g8, g7 are the g1 rook's, h7 Black's own pawn: mate (asserted). Black claims the capture in passing was not lawful.",
  ['X'],
  ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» The e5 pawn could have taken on d6, and it took at once. Dismissed; the mate stands and the game is White's."],
  rec(PH, 1514), 'en-passant', 'black', 'dismissed', result='white', cites=['X'])

case(1515, PH, 'stalemate-by-a-second-queen-in-england',
  "White makes a second queen and stalemates Black; no country is named, so the English usage of rule XVI applies and the stalemated player wins",
  "stalemate result by jurisdiction (laws.md A19); several queens.",
  "Start [FEN] " + P[1515] + ". White has a queen on d1. 1. g8=Q: Black is not in check and has no move (asserted). No country is set. Black claims the game.",
  ['XVI'],
  ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is stale-mate. In England, he whose King is stale-mate wins the game*; but in France, and several other countries, the stale-mate is a drawn game.» The default is England (laws.md A19). The second queen is lawful (IX). Upheld; Black wins. XVI is glossed."],
  rec(PH, 1515), 'stalemate-result', 'black', 'upheld', result='black', cites=['XVI'], glossed=['XVI'])

case(1516, PH, 'odds-rook-forgotten-the-giver-asks-to-begin-again',
  "White undertook to give the odds of his queen's rook but left it on; after five moves he asks himself to begin again: rule IV gives the choice to him who suffered, the receiver",
  "odds man left on the board; who elects.",
  "The game is at the odds of White's a1 rook, which White forgot to take off ([Odds \"white rook a1 left-on-board\"]). 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 d6 5. Nc3 (asserted: the rook is on a1). White, the giver, claims.",
  ['IV'],
  ["Rule IV: «If it is agreed to give the advantage of a Piece, or a Pawn, and it has been forgotten at the beginning of a game, it will be left to the choice of him who has suffered by such a mistake, to go on with the game, or to begin it again.» The one who suffered is the receiver, Black (laws.md A15); there is no time limit. Upheld: the mistake is ruled on, but Black elects between going on and beginning again. IV is glossed."],
  rec(PH, 1516, '[Odds "white rook a1 left-on-board"]\n'), 'odds-man-not-removed', 'white', 'upheld',
  remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])

case(1517, PH, 'queens-side-castling-across-an-attacked-square-the-offender-chooses',
  "White castles on the queen's side while Black's rook commands d1, which the king passes: rule XII bars it, and the offender plays his rook or his king at his own choice",
  "castling through attack; who chooses the penalty (laws.md A16 ii).",
  "Start [FEN] " + P[1517] + ". White castles on the queen's side ({[%move e1c1]}); the king passes d1, attacked by the d8 rook (asserted). Black claims before moving.",
  ['XII', 'VIII', 'VI'],
  ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a check ... and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The offender chooses (laws.md A16 ii). The rook's lawful moves are along the first rank and the a-file; the king's are Kf1, Ke2, Kf2. Upheld; White elects. XII is glossed."],
  rec(PH, 1517), 'illegal-castling', 'black', 'upheld', remedies=['move-rook', 'move-king'], elector='white',
  cites=['XII', 'VIII', 'VI'], glossed=['XII'], moves={'move-rook': F['1517_rook'], 'move-king': F['1517_king']})

case(1518, PH, 'unannounced-check-ignored-by-a-capture-then-warned',
  "Black ignores an unannounced check and takes a pawn; White says \"check\" with his next move: each comes back from his last move, the pawn is restored, and Black must take off the check",
  "unannounced check; retraction of both moves including a capture.",
  "Start [FEN] " + P[1518] + ". 1. Bb5 checks the e8 king; nothing said. 1... Nxe4 takes a pawn, ignoring it. 2. d3 with \"check\" (asserted). White claims.",
  ['XIII'],
  ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ... but if the first, in playing the next move, were to say, Check, each must then come back from his last move, as being false, and he that is under check is to take it off». 2. d3 and 1... Nxe4 go back (the e4 pawn is restored); Black's parries after 1. Bb5 are Nd7, Ke7, Kf7, Kd8, Kf8. Upheld; XIII is glossed."],
  rec(PH, 1518), 'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['XIII'], glossed=['XIII'],
  moves={'retract-both-last-moves': F['1518_parry']})

# ================================================================ acknowledged-laws
case(1519, AC, 'stalemate-claimed-but-the-pinned-rook-can-slide',
  "Black's king has no move and his rook is pinned on the eighth rank, but the rook can still move along the pin: no stalemate",
  "stalemate claimed; findings of fact on the board.",
  "Start [FEN] " + P[1519] + ". 1. Rh8 pins the b8 rook to the a8 king. Black is not in check, his king has no move, but the rook can go to c8–g8 or take on h8 (asserted). Black claims a stalemate.",
  ['XIII'],
  ["Law XIII: «Stalemate is a drawn game.» There is no stalemate while Black has a lawful move, and the pinned rook has six. Dismissed."],
  rec(AC, 1519), 'stalemate-result', 'black', 'dismissed', cites=['XIII'])

case(1520, AC, 'fifty-moves-two-bishops-against-knight',
  "In an ending of two bishops against a knight Black calls on White to mate in fifty moves; fifty each pass without mate: the game is drawn",
  "fifty-move rule in an unlisted ending (laws.md A26); who may call it.",
  "Start [FEN] " + P[1520] + ": White K+B+B, Black K+N (asserted). Black, the defending player, calls for the count ({[%fifty black]}); fifty moves each follow with no capture, no check, no mate (asserted). Black claims the draw.",
  ['XII'],
  ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his adversary to mate in fifty moves or draw the game.» Read with laws.md A26, the call lies in any ending, «equal forces» or not, and the fifty moves are fifty each. Upheld: the game is drawn. XII is glossed."],
  rec(AC, 1520), 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

case(1521, AC, 'false-check-the-misled-player-took-the-piece',
  "White says \"check\" with a screened bishop and Black takes the bishop: law XI lets Black elect to let his move stand or have the pieces replaced",
  "false announcement of check; the misled capture; who elects (laws.md A27).",
  "Start [FEN] " + P[1521] + ". 1. Bb5 with \"check\"; there is none, the d7 pawn between (asserted). 1... axb5 takes the bishop. Black claims under XI.",
  ['XI'],
  ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» Black took the piece; he is «the latter» (laws.md A27). Upheld; Black elects. XI is glossed."],
  rec(AC, 1521), 'false-check-announcement', 'black', 'upheld', remedies=['leave-as-played', 'retract-misled-move'],
  elector='black', cites=['XI'], glossed=['XI'])

case(1522, AC, 'unannounced-check-found-after-two-moves',
  "White's unannounced check is followed by two moves, Black's and White's; Black then finds it: within the two moves of law X's exception the pieces are replaced and the check answered",
  "unannounced check; the two-move exception (laws.md A25).",
  "Start [FEN] " + P[1522] + ". 1. h3 Kd8 2. Rd1 checks the d8 king; nothing said. 2... a6 3. g3 (asserted: the king still in check). Black, to move, finds the check and claims.",
  ['X'],
  ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its note: «two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.» Two moves were made after the check (2... a6, 3. g3). By laws.md A25 they are taken back to the check, and Black answers it: Kc7, Ke7, Kc8, Ke8. Upheld; X is glossed."],
  rec(AC, 1522), 'unannounced-check', 'black', 'upheld', remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'],
  moves={'retract-to-point-of-check': F['1522_parry']})

case(1523, AC, 'castling-over-a-square-commanded-by-a-pawn',
  "White castles on the king's side over f1, which a Black pawn commands: law IX.4 bars it, and law VII's menu follows",
  "castling through attack; which article gives the penalty (IX has none).",
  "Start [FEN] " + P[1523] + ". White castles ({[%move e1g1]}); the king passes f1, commanded by the g2 pawn; g1 itself is not attacked (asserted). Black claims before moving.",
  ['IX', 'VII'],
  ["Law IX: «A player cannot Castle under any of the following circumstances :— ... 4. If the King in moving pass over any square commanded by any one of his adversary's forces.» IX gives no penalty; law VII does: «or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» By laws.md A23 the capture does not apply. The king's lawful moves are Kd1, Kd2, Ke2, Kf2. Upheld; Black elects."],
  rec(AC, 1523), 'illegal-castling', 'black', 'upheld',
  remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'],
  moves={'move-correctly': F['1523_king'], 'move-king': F['1523_king']})

case(1524, AC, 'capture-in-passing-that-stalemates',
  "Black steps his pawn two squares; White takes it in passing at once and leaves Black stalemated: the capture is lawful, and the game is drawn",
  "en passant timing; a lawful move that ends the game in stalemate; the result.",
  "Start [FEN] " + P[1524] + " (Black to move). 1... d5 2. exd6 in passing: Black is not in check and has no move (asserted). Black claims the capture in passing was unlawful.",
  ['VIII', 'XIII'],
  ["Law VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square.» The capture was lawful. The position is stalemate, and law XIII: «Stalemate is a drawn game.» Dismissed; the game is drawn."],
  rec(AC, 1524), 'en-passant', 'black', 'dismissed', result='draw', cites=['VIII', 'XIII'])

# ================================================================ london-1847
case(1525, LO, 'a-third-queen',
  "White, with two queens already, makes a third: law XXI lets a player have two or more queens",
  "promotion: several queens.",
  "Start [FEN] " + P[1525] + ". White has queens on a2 and c1. 1. b8=Q (asserted: a third queen; no check). Black claims the promotion improper.",
  ['XXI'],
  ["Law XXI: «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged for a Queen, or any other Piece the player may think fit, even though all the pieces remain on the board. It follows, therefore, that he may have two or more Queens». Dismissed."],
  rec(LO, 1525), 'promotion', 'black', 'dismissed', cites=['XXI'])

case(1526, LO, 'fifty-moves-rook-against-king',
  "Black gives notice in a rook-against-king ending; fifty moves each pass without mate: law XXII holds good for all checkmates of pieces only, and the game is drawn",
  "fifty-move rule; which material (laws.md A32); counted from the notice.",
  "Start [FEN] " + P[1526] + ": White K+R, Black K. Black gives notice ({[%fifty black]}); fifty moves each follow with no capture, no check, no mate (asserted). Black claims the draw.",
  ['XXII'],
  ["Law XXII: «he must checkmate his adversary in fifty moves on each side at most, or the game will be considered as drawn; the fifty moves commence from the time the adversary gives notice that he will count them. The law holds good for all other checkmates of Pieces only, such as Queen, or Rook only». A rook alone is named. Upheld: the game is drawn. XXII is glossed (A32)."],
  rec(LO, 1526), 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XXII'], glossed=['XXII'])

case(1527, LO, 'unannounced-check-warned-next-move-castling-is-no-parry',
  "White's check goes unannounced and Black plays on; White says \"check\" with his next move: both moves go back, and though Black keeps the right to castle, castling is no way out of the check",
  "unannounced check; castling out of check; the parries after retraction.",
  "Start [FEN] " + P[1527] + ". 1. Bb5 checks the e8 king; nothing said. 1... a6, as if there were no check. 2. a3 with \"check\" (asserted). Black's king and h8 rook have never moved, and f8, g8 are empty. White claims.",
  ['XVIII'],
  ["Law XVIII: «If a player attack the adverse King without saying \"Check,\" his adversary is not obliged to attend to it : but if the former, in playing his next move, were to say \"Check,\" each player must retract his last move, and he that is under check must obviate it.» 2. a3 and 1... a6 are retracted. Black must obviate the check, and castling cannot do that: «2. If the King be in check» (XVI). The parries are Nc6, Nd7, Qd7, Ke7, Kf8. Upheld; XVIII is glossed."],
  rec(LO, 1527), 'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['XVIII'], glossed=['XVIII'],
  moves={'retract-both-last-moves': F['1527_parry']})

case(1528, LO, 'second-move-in-succession-promotes',
  "White plays a3 and then, out of turn, promotes his b-pawn: Black, who has touched nothing, may keep both moves or have the second retracted",
  "moves out of turn; a promotion as the second move; the claim window.",
  "Start [FEN] " + P[1528] + ". 1. a3, then, in Black's turn, White plays b7-b8 and makes a queen ({[%move b7b8q white]}), which checks the h8 king (asserted). Black, having touched nothing, claims.",
  ['XIV', 'XXV'],
  ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the second be retracted.» The claim comes before Black touches a man (XXV). Upheld; Black elects. XIV is glossed (laws.md A30)."],
  rec(LO, 1528), 'move-out-of-turn', 'black', 'upheld', remedies=['keep-both-moves', 'retract-second-move'], elector='black',
  cites=['XIV', 'XXV'], glossed=['XIV'])

case(1529, LO, 'queens-side-castling-over-a-knight',
  "White castles on the queen's side with his knight still on b1: law XVI.3 bars castling with a piece between king and rook, though the king passes no attacked square",
  "castling conditions; the three penalties; no castling as the king penalty (laws.md A31).",
  "Start [FEN] " + P[1529] + ". White castles on the queen's side ({[%move e1c1]}) with the knight on b1; no square is attacked (asserted). Black claims before touching a man.",
  ['XVI', 'XXV'],
  ["Law XVI: «A player cannot castle in the following cases: ... 3. If there be any Piece between the King and Rook. ... Should a player castle in any of the above cases, his adver sary has the choice of three penalties; viz., 1st, of insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook.» The king move may not be castling (laws.md A31). The king's lawful moves are Kd1, Kf1, Kd2, Ke2, Kf2; the rook's Ra2–Ra8. Upheld; Black elects; XVI glossed."],
  rec(LO, 1529), 'illegal-castling', 'black', 'upheld', remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'],
  elector='black', cites=['XVI', 'XXV'], glossed=['XVI'], moves={'move-king-no-castling': F['1529_king'], 'move-rook': F['1529_rook']})

case(1530, LO, 'pawn-takes-onto-the-last-square-and-is-not-exchanged',
  "White's pawn takes the rook on a8 and stays a pawn: law XXI requires it to be exchanged at once, and Black, claiming in time, has it exchanged",
  "promotion: pawn left unexchanged; the claim window.",
  "Start [FEN] " + P[1530] + ". White's b7 pawn takes the a8 rook and is left a pawn ({[%move b7a8]}). Black claims before touching a man.",
  ['XXI', 'XXV'],
  ["Law XXI: «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged for a Queen, or any other Piece the player may think fit». The capture on a8 must be made as an exchange: bxa8=Q+, bxa8=R+, bxa8=B, bxa8=N. The claim is in time (XXV). Upheld; XXI is glossed (laws.md A18)."],
  rec(LO, 1530), 'promotion', 'black', 'upheld', remedies=['move-correctly'], cites=['XXI', 'XXV'], glossed=['XXI'],
  moves={'move-correctly': F['1530_correct']})

print(len(OUT), 'cases written')
