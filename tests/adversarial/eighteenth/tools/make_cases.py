"""Writes the thirty case files of the eighteenth set from the data below. The article quotations
are cut from the seeds by texts.py (never typed), so they are verbatim; check_texts.py checks them
again, and checks every «fragment» quoted in the prose. Positions, records and move lists come from
facts.py (python-chess), which asserts every finding the rulings rest on."""
import os, re, sys, textwrap
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
        if i: c.append('#')
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
F, P, R = facts.F, facts.FEN, facts.REC

def wrap_record(text):
    """wrap movetext at 90 columns without breaking inside a {comment}"""
    protected = re.sub(r'\{[^}]*\}', lambda m: m.group(0).replace(' ', '\x00'), text)
    lines = textwrap.wrap(protected, 90, break_long_words=False, break_on_hyphens=False)
    return '\n'.join(l.replace('\x00', ' ') for l in lines)

def rec(code, n, extra=''):
    fen = P.get(n)
    return f'[Code "{code}"]\n' + extra + (f'[FEN "{fen}"]\n' if fen else '') + wrap_record(R[n])

TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

# ================================================================ twenty-laws
case(1801, TW, 'jadoube-said-at-once-after-touching-the-adversarys-knight',
  "White touches Black's knight on d4 and at once says j'adoube: law 2 asks only that the error be acknowledged instantly, so Black cannot compel the capture",
  "j'adoube said after the touch, but at once; touching the adversary's man; the timing of the word differs between codes.",
  "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4. White, to play, touches Black's knight on d4 ({[%touch d4]}) and, before any other act, says \"j'adoube\" ({[%adjust d4]}). The knight is en prise: Nxd4 would take it lawfully (asserted). Black claims that the word came after the touch, and asks that White be made to take the knight.",
  ['2'],
  ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)». The law does not ask for the word before or while touching, as Philidor V («in touching it») and London VII («at the moment of touching it») do. It asks that the error be acknowledged «instantly». Laws.md A5 (i): an instant acknowledgment cures the offence, provided it comes before any other act. Nothing came between the touch and the word, so the penalty does not arise. Dismissed."],
  rec(TW, 1801), 'adjustment-claim', 'black', 'dismissed', cites=['2'], glossed=['2'])

case(1802, TW, 'knight-played-and-quitted-then-called-moved-in-error',
  "White plays Nc3, lets go, and at once says j'adoube, claiming the knight was moved in error and may be put back: law 1's \"moved in error\" restores men displaced, not moves made, so the move stands",
  "hold and quit; the words \"moved in error\" in law 1 (laws.md A4); j'adoube said after a completed move.",
  "1. e4 e5 2. Nc3 (lawful; asserted). White lets go of the knight on c3, then at once says \"j'adoube\" over it ({[%adjust c3 white]}). He claims that he moved it in error, meaning to touch another man, and that under law 1 he may put it back on b1. Black has not moved.",
  ['1'],
  ["Law 1 says both things. First: «if you have placed it, which is understood by having quitted your hold, you cannot then recal the move». Second: «Any men displaced by accident, or moved in error, may be restored to their positions, if the error be immediately acknowledged, by saying “j'adoube” I replace.» Read literally, the second sentence would let a player take back any move at once by calling it an error, and the first would then mean nothing. Laws.md A4 (Pick A): the second sentence covers men displaced by accident, and lets «j'adoube» come after the contact; a deliberate move made by mistake is not restored. The knight was played and quitted. Dismissed: the move stands and it is Black's turn."],
  rec(TW, 1802), 'man-released', 'white', 'dismissed', cites=['1'], glossed=['1'])

case(1803, TW, 'pawn-and-two-moves-the-second-checks-from-h5',
  "Receiving the pawn and two moves, White plays his second move, Qh5, into Black's half, and it checks: law 15 confines only \"three or more\" first moves, and no law provides for two, so the point goes to a third person",
  "odds of the pawn and moves; the scope of law 15 (laws.md A9); a point the laws have not provided for (law 20).",
  "[Odds \"black pawn-and-moves 2\"]: Black gives the king's bishop's pawn (f7) and two moves. White plays 1. e4 and 2. Qh5. The queen stands on the fifth rank, in Black's half, and checks the e8 king across the empty f7 square; it is not mate (asserted). From this start no two White moves in a row can mate (asserted, by trying every pair). Black claims that White's bonus moves had to stay in his own half.",
  ['15', '20'],
  ["Law 15 binds «A player receiving the odds of the pawn, and three or more first moves», and gives its reason: «otherwise he might give check-mate before the adversary had moved a piece». White received two moves, which law 15 does not name. With two moves no mate can be given (asserted), so its reason does not reach the case either. Laws.md A9: «Pawn-and-one and pawn-and-two are not covered (silent).» No other code has a rule on the territory of odds moves that could be borrowed by analogy.",
   "Law 20: «If any dispute arise as to points of the game, for which the laws have not provided, the matter is to be referred to a third person, whose decision is to be final.» No law provides, and there is no analogy to decide by, so the point is referred to the third person."],
  rec(TW, 1803, '[Odds "black pawn-and-moves 2"]\n'), 'odds-moves-out-of-territory', 'black', 'no-law-provides',
  remedies=['refer-to-third-party'], cites=['15', '20'], glossed=['15', '20'])

case(1804, TW, 'pinned-knight-touched-the-kings-squares-are-next-to-the-black-king',
  "White touches his knight, pinned on the long diagonal, and his king's only squares are next to Black's king: law 1 turns the penalty into a king move, and law 18 says it cannot be enforced",
  "touched man that would expose the king; a king boxed in by the adversary's king and its own pawn; a penalty that cannot be enforced.",
  "Start [FEN] b7/8/8/3N4/8/8/5k1P/7K w. White is not in check. The d5 knight is pinned to the h1 king by the a8 bishop and has no lawful move (asserted). White touches it ({[%touch d5]}). The king cannot move: g1 and g2 are next to Black's king on f2, which alone attacks them (the bishop's line is shut by the knight), and h2 holds White's own pawn (asserted). White's only lawful moves are h3 and h4 (asserted). Black claims.",
  ['1', '11', '18'],
  ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check, in which case, you are to move the king, when possible». Every knight move would expose the king, so the penalty becomes a king move. That move is not possible: a king may not stand next to the other king, so Kg1 and Kg2 would place him in check. Law 18: «In no case where the penalty of moving the king would place him in check, can it be enforced.» Black claimed before playing (law 11). Upheld: the king move is offered, but it cannot be enforced."],
  rec(TW, 1804), 'touched-own-man-unplayable', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['1', '11', '18'], unenforceable=['move-king'])

case(1805, TW, 'castling-on-the-side-of-the-odds-rook-with-a-knight-on-its-square',
  "White gives the queen's rook, later puts his own knight on a1, and then castles on that side, the king going to c1: castling \"as if the rook were at its square\" cannot be done while another man stands on that square",
  "castling on the side of a rook given as odds (laws 8 and 16) while the corner is occupied (laws.md A2); law 8's penalty when there is no rook to move.",
  "[Odds \"white rook a1\"]. 1. d4 d5 2. Nd2 Nf6 3. Nb3 e6 4. Bf4 Be7 5. Qd2 O-O 6. Na1 c5. White's own knight now stands on a1. 7. White castles on the queen's side: the king goes e1-c1 ({[%move e1c1]}) and no rook appears. The king has never moved; b1, c1 and d1 are empty, and e1, d1 and c1 are not attacked (asserted). Black claims before moving. With the king back on e1, its only lawful move is Kd1; the h1 rook has no lawful move (asserted).",
  ['8', '16', '11'],
  ["Law 8 lets «a player giving the odds of the rook» castle on that side «as if the rook were at its square», and law 16 says the same. Laws.md A2 reads the fiction strictly: the squares between king and corner must be empty, and «Treat an occupied corner as blocking, because the fiction \"as if the rook were at its square\" cannot hold if another man stands there.» White's knight stands on a1, so White could not castle on that side.",
   "So the castling is one that law 8 does not allow, and law 8's penalty follows: «the adversary may require you to move either the king or the rook». The king can move (Kd1). There is no rook on that side to move: the h1 rook is not the rook castled with, and it cannot move anyway. Black claimed before he moved (law 11). Upheld. Black elects; the rook move cannot be enforced."],
  rec(TW, 1805, '[Odds "white rook a1"]\n'), 'illegal-castling', 'black', 'upheld',
  remedies=['move-king', 'move-rook'], elector='black', cites=['8', '16', '11'], glossed=['8'],
  moves={'move-king': F['1805_king']}, unenforceable=['move-rook'])

case(1806, TW, 'castling-out-of-an-announced-check-disputed',
  "Checked by a bishop, with \"check\" said, White castles, and Black asks whether law 8 allows it: law 8 speaks of a king that has been in check, not of one in check now, so the point is for a third person",
  "castling out of a present check under twenty-laws (laws.md A1); a point the laws have not provided for, filed as a disputed point.",
  "Start [FEN] 4k3/8/3b4/8/8/8/8/4K2R b K. 1... Bb4, and Black says \"check\" (asserted: the bishop checks e1). White castles on the king's side ({[%move e1g1]}). Neither king nor rook has moved, and f1 and g1 are not attacked (asserted). Before moving, Black asks that the point be decided: may a king castle out of check under these laws?",
  ['8', '20'],
  ["Law 8: «You cannot castle after your king or the rook has moved», and «your king having been in check, or the rook being at the moment under attack, does not prevent you from castling». Laws.md A1 reads «having been» as a past check, already answered. The law says nothing of a king in check at the moment of castling, nor of the squares it passes or reaches. A1: «Any dispute about this is a L20 case (\"for which the laws have not provided\")», to be referred, with the other codes' rule (forbidden) only as advice.",
   "Law 20: «If any dispute arise as to points of the game, for which the laws have not provided, the matter is to be referred to a third person, whose decision is to be final.» No law provides, so the point is referred to the third person."],
  rec(TW, 1806), 'unprovided-or-disputed-point', 'black', 'no-law-provides',
  remedies=['refer-to-third-party'], cites=['8', '20'], glossed=['8', '20'])

# ================================================================ boys-own-1829
case(1807, BO, 'false-check-the-misled-king-move-claimed-after-the-announcers-next-move',
  "White says \"check\" when the d7 pawn screens the king; Black, misled, plays Kf7; White takes the d7 pawn, and only then does Black claim: law 8 allows the retraction only before the adversary's next move",
  "false announcement of check; a claim at the edge of the window, after the announcer's next move.",
  "Start [FEN] 4k3/3p4/8/8/8/8/8/5BK1 w. 1. Bb5, and White says \"check\"; the d7 pawn screens the king (asserted: no check). In consequence Black plays 1... Kf7, which leaves the d7 pawn unguarded (asserted). 2. Bxd7, a completed move. Black now claims to retract Kf7.",
  ['8'],
  ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» White has made his next move, Bxd7, which takes the pawn the misled king move left unguarded. The claim comes too late. Out of time."],
  rec(BO, 1807), 'false-check-announcement', 'black', 'out-of-time', cites=['8'])

case(1808, BO, 'touched-king-has-no-square-g1-is-held-by-a-pinned-bishop',
  "White touches his king, which has no lawful square: g1 is attacked by a bishop pinned to its own king, and a pinned man still attacks. Law 4 binds him to play the king, and that cannot be enforced",
  "touch-move; the touched man is the king and cannot move; a pinned man still attacks; an obligation that cannot be enforced.",
  "Start [FEN] 2k5/8/8/2b5/8/8/6PP/2R4K w. White touches his king ({[%touch h1]}). The king cannot move: g2 and h2 hold his own pawns, and g1 is attacked by the c5 bishop. That bishop is pinned to its own king on c8 by the c1 rook, but it attacks g1 all the same (asserted). White has other lawful moves (asserted). Black claims that White must play the king.",
  ['4'],
  ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» The exception is for a man whose move would discover check, and it does not help here: the touched man is the king itself. White must play the king, and the king has no lawful move. A king may not go to a square the adversary attacks, and a pinned bishop attacks g1 just as a free one would. The claim is upheld, but the obligation cannot be enforced, and White plays another move."],
  rec(BO, 1808), 'touched-own-man', 'black', 'upheld',
  remedies=['compel-move-touched-man'], elector='black', cites=['4'], unenforceable=['compel-move-touched-man'])

case(1809, BO, 'rook-moved-as-a-bishop-stalemates-black-who-claims-the-game',
  "White's rook moves like a bishop to g1 and leaves Black's king no square. Black claims the stalemate, not the false move, and under law 11 the stale-mated player wins",
  "stalemate reached by a false move; the adversary may leave the false move unclaimed (law 7); a blocked pawn.",
  "Start [FEN] 7k/7p/5K1P/8/8/4R3/8/8 w. Black's king could go to g8 (asserted). White plays Re3-g1, a rook moved as a bishop ({[%move e3g1]}), which is a false move (asserted). Black is now not in check: g8 and g7 are covered, and his h7 pawn is blocked by the h6 pawn, so he has no lawful move (asserted). Black does not ask for the penalty of law 7; he claims the game as stale-mated.",
  ['11'],
  ["Law 7 gives the remedy for a false move to the adversary («your opponent can oblige you to move your king»). Black may leave it unclaimed, and then the position stands as played.",
   "Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» Black's king is not in check and cannot move without going into check, and his only other man cannot be moved (laws.md A13). Upheld; Black wins."],
  rec(BO, 1809), 'stalemate-result', 'black', 'upheld', result='black', cites=['11'], glossed=['11'])

case(1810, BO, 'white-misplaced-his-own-men-and-asks-to-begin-again-after-two-moves',
  "White set up his king's knight and king's bishop on each other's squares and, after two moves each, asks to begin again: law 3 leaves that to his adversary, who may allow it or not",
  "men misplaced at the start; the claimant is the player who misplaced them; who elects (laws.md A11).",
  "Start [FEN] with White's knight on f1 and bishop on g1; everything else is as in the standard array (asserted). 1. e4 e5 2. Nc3 Nc6: White has played two moves (asserted). White now notices his mistake and asks to begin the game afresh.",
  ['3'],
  ["Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» White misplaced his own men and has played two moves, so the choice is not his. It is Black's: to begin afresh or to play on as the men stand (laws.md A11). Upheld; Black elects."],
  rec(BO, 1810), 'initial-men-misplaced', 'white', 'upheld',
  remedies=['restart-game', 'continue-as-is'], elector='black', cites=['3'], glossed=['3'])

case(1811, BO, 'black-left-off-his-queens-knight-and-claims-after-one-move-each',
  "Black set up without his queen's knight and notices it after one move each: law 3 speaks of men misplaced, not of a man left off, so the point is decided by analogy, and the knight is set on its square",
  "a man omitted at the start, under a code that speaks only of misplaced men; decided by analogy as the third person.",
  "Start [FEN] with Black's b8 knight missing; everything else is as in the standard array (asserted). 1. e4 e5: one move each, and b8 is still empty (asserted). Black, who left the knight off, claims to set it on b8.",
  ['3'],
  ["Law 3 covers only the player who should «misplace your men at the beginning, and play two moves». A man left off the board has not been placed at all. Boy's Own has no other law on the set-up, and none that sends disputes to anyone. No law provides, so the arbiter decides as a third person, by analogy.",
   "Every code that provides for a man left off lets the error be put right this early: twenty-laws 12 (while «neither party have played four moves»), Acknowledged II («he may amend his error before four moves have been made») and London III (before «playing his fourth move»). Law 3 itself leaves a misplacement open until two moves have been played (laws.md A11: fewer than two moves, freely correctable). Only Philidor III would also give the adversary the choice of beginning again. Black has played one move. The knight is set on b8 and play goes on."],
  rec(BO, 1811), 'initial-man-omitted', 'black', 'no-law-provides',
  remedies=['rectify-setup'], cites=['3'], glossed=['3'])

case(1812, BO, 'white-began-a-drawn-game-and-begins-the-next',
  "White began the last game, which was drawn, and begins this one too: Boy's Own gives the first move alternately in each game and has no rule for drawn games, so the first move was Black's",
  "the first move; under this code a drawn game counts for the alternation (unlike twenty-laws 10 and London V).",
  "[PreviousGame \"white drawn\"]: White began the previous game, which was drawn. No odds are given. In this game White moves first again, 1. e4. Black claims the first move before replying.",
  ['2'],
  ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the advantage of a piece or a pawn». No odds are given. Twenty-laws 10 («A drawn game is no game, and the player who began that game is entitled to the first move in the next») and London V give the next first move to the player who began a drawn game. Boy's Own has no such rule, and a drawn game is still a game. White began the last game, so Black begins this one. Upheld; the game is begun again."],
  rec(BO, 1812, '[PreviousGame "white drawn"]\n'), 'first-move-or-colour', 'black', 'upheld',
  remedies=['restart-game'], cites=['2'])

# ================================================================ philidor
case(1813, PH, 'pawn-takes-the-rook-and-becomes-a-second-king',
  "White's pawn takes the rook on c8 and becomes a second king: rule IX allows a Queen \"or any other Piece\", not a king, so this is a false move and White must play his king",
  "promotion to a king (laws.md A18); the false move's penalty (rule VIII, as in rule VI); two kings on the board until the move is taken back.",
  "Start [FEN] 2r5/3P4/8/8/8/8/kr6/6K1 w. White's pawn takes the rook on c8 and is exchanged for a king ({[%move d7c8k]}), so that White has two kings (asserted). The pawn could lawfully have made a queen, rook, bishop or knight on c8 (asserted). Black claims before his next move. With the pawn back on d7, White's king may go to f1 or h1; the b2 rook holds the second rank (asserted).",
  ['IX', 'VIII', 'VI'],
  ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or any other Piece that shall be thought proper». Laws.md A18 (ii): a queen, rook, bishop or knight, not a king, since a second king would make check and mate undefined. The exchange for a king is therefore a move the pawn cannot make.",
   "Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» Laws.md A36: the false move is taken back first, so White has one king again, and that king must move: Kf1 or Kh1. Black claimed before his next move. Upheld; Black elects."],
  rec(PH, 1813), 'promotion', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['IX', 'VIII', 'VI'], glossed=['IX'], moves={'move-king': F['1813_king']})

case(1814, PH, 'black-gives-the-kings-rook-and-castles-on-that-side',
  "Black gives the king's rook, moves first, and later castles on that side with no rook: rule XI's castling needs a rook to take its place next to the king, so Black castled when he should not, and he chooses rook or king, with no rook to move",
  "castling on the side of a rook given as odds under Philidor (laws.md A16), against twenty-laws 8 and 16; the offender's choice; a remedy that cannot be enforced.",
  "[Odds \"black rook h8\"]: Black gives the king's rook and, as the giver, begins. 1... e6 2. e4 Be7 3. d4 Nf6 4. Nf3, and Black castles on the king's side: the king goes e8-g8 ({[%move e8g8]}), and there is no rook on h8 to come to f8. The king has never moved; f8 and g8 are empty, and e8, f8 and g8 are not attacked (asserted). White claims before moving. With the king back on e8, its only lawful move is Kf8, and the a8 rook has none (asserted).",
  ['XII', 'XI', 'VIII', 'VI'],
  ["Rule XI: «The King, when he castles, can only go beyond two squares, that is, the Rook with which he castles must take its place next to the King». Castling is a move of king and rook together; with no rook there is no castling. Laws.md A16 notes that XI's mechanics «need a real rook», so this code gives no castling with a rook given as odds. Twenty-laws 8 and 16 allow it «as if the rook were at its square»; Philidor does not. Rule XII: «he that castles when he should not do it, must play his Rook touched, or his King, at his own choice».",
   "The choice is the offender's (A16 (ii)), here Black's. There is no rook on that side to play, so only the king move can be enforced: Kf8. White claimed before his next move (rule VIII). Upheld."],
  rec(PH, 1814, '[Odds "black rook h8"]\n'), 'illegal-castling', 'white', 'upheld',
  remedies=['move-rook', 'move-king'], elector='black', cites=['XII', 'XI', 'VIII', 'VI'], glossed=['XII'],
  moves={'move-king': F['1814_king']}, unenforceable=['move-rook'])

case(1815, PH, 'fifty-moves-asked-against-two-bishops',
  "Black asks for the fifty moves against two bishops, and fifty moves each pass: rule XVII names knight and bishop, and rook and bishop against rook; two bishops are not in the list the laws were read with, so no draw follows",
  "the fifty-move count; which mates are \"difficult\" (laws.md A20); 100 quiet plies.",
  "Start [FEN] 8/8/8/4k3/8/8/8/2B1KB2 w: king and two bishops against the king. Black asks for the count at once ({[%fifty black]}). Fifty moves each follow, with no capture, no check, no mate, no stalemate and no position repeated (asserted). Black claims the game drawn.",
  ['XVII'],
  ["Rule XVII: «At all the cnnclusions of parties, when a player seems not to know how to give the difficult mates, as that of a Knight and a Bishop against the King, that of a Rook and a Bishop against a Rook, &c. at the adversary's request, fifty moves on either side must be appointed for the end of the game». The «&c.» leaves the list open. Laws.md A20 closes it for the service: the material must be in the listed or configured set, «(KBN v K, KRB v KR by default)». Two bishops against the king is not in that set. Dismissed; the game goes on."],
  rec(PH, 1815), 'fifty-move-claim', 'black', 'dismissed', cites=['XVII'], glossed=['XVII'])

case(1816, PH, 'unannounced-check-ignored-by-a-double-step-warned-with-the-capture-in-passing',
  "White's knight checks without warning; Black ignores it with d7-d5, and White takes that pawn in passing and says \"check\": each comes back from his last move, the capture in passing included, and Black must meet the check",
  "unannounced check; the warning given with a capture in passing; what the retraction puts back.",
  "Start [FEN] 4k3/3p2pp/8/4P3/6N1/8/8/4K3 w. 1. Nf6 checks the e8 king, and nothing is said (asserted). 1... d5 ignores the check; the pawn passes d6, which the e5 pawn attacks (asserted). 2. exd6 takes it in passing, and with this move White says \"check\"; the knight's check still stands (asserted). White claims. Back at the check, Black's lawful moves are gxf6, Ke7, Kf7, Kd8, Kf8 (asserted).",
  ['XIII'],
  ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move, as being false, and he that is under check is to take it off». Black's d5 was lawful when played. White's next move is the capture in passing, and the warning came with it. Each comes back from his last move: White's pawn returns from d6 to e5, Black's pawn is restored and goes back to d7, and Black must take off the check (laws.md A35). Upheld."],
  rec(PH, 1816), 'unannounced-check', 'white', 'upheld',
  remedies=['retract-both-last-moves'], cites=['XIII'], moves={'retract-both-last-moves': F['1816_parry']})

case(1817, PH, 'board-turned-the-wrong-way-noticed-after-two-moves-each',
  "The board stood without a white square at each player's right, and Black notices it after two moves each: rule I says how the board must be turned but not what follows, so the point is decided by analogy, and the board is set right",
  "board misoriented; a rule without a remedy; decided by analogy as the third person.",
  "[BoardOrientation \"misoriented\"]. 1. d4 d5 2. c4 e6: two moves each (asserted). Black claims that the board be set right.",
  ['I'],
  ["Rule I: «The Chess-board must be turned in such a manner, that both players may have the white square at their right hands.» The rule is broken, but it names no consequence, and Philidor has no rule that sends disputes to anyone (laws.md 4.2.2: «No rule for a wrong orientation.»). No law provides the remedy, so the arbiter decides as a third person, by analogy.",
   "The codes that provide let the board be set right early in the game: twenty-laws 12, «provided neither party have played four moves», and London I, «provided four moves on each side have not been played». Two moves each have been played, which is within both. The position is moved to a board turned the right way, and play goes on."],
  rec(PH, 1817, '[BoardOrientation "misoriented"]\n'), 'board-misoriented', 'black', 'no-law-provides',
  remedies=['rectify-setup'], cites=['I'])

case(1818, PH, 'in-an-unannounced-check-white-touches-a-knight-only-a-capture-that-ignores-the-check-takes',
  "In a check that Black did not announce, White touches Black's knight. Only bxa5 takes it, and that capture does not meet the check; rule XIII lets White play as if there were no check, so the knight is takeable and White must take it",
  "touching the adversary's man; an unannounced check and what counts as \"takeable\"; two rules read together.",
  "Start [FEN] 7k/8/5b2/n7/1P6/8/7P/6K1 b. 1... Bd4 checks the g1 king, and nothing is said (asserted). White touches Black's knight on a5 ({[%touch a5]}). The only White man that reaches it is the b4 pawn. bxa5 does not meet the check, but it is a lawful capture if the check is not attended to (asserted). Black claims.",
  ['VI', 'XIII'],
  ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» Whether the knight is «takeable» depends on the check. Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist». Black gave the check without warning, so White may play as if it did not exist, and then bxa5 is a lawful capture. The knight is takeable, and the king-move alternative does not arise. Upheld; Black elects bxa5."],
  rec(PH, 1818), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man'], elector='black', cites=['VI', 'XIII'],
  moves={'compel-capture-of-touched-man': F['1818_capture']})

# ================================================================ acknowledged-laws
case(1819, AC, 'stalemated-though-a-capture-in-passing-is-open-it-would-expose-the-king',
  "After Black's c7-c5, White's only apparent move is bxc6 in passing, which would expose his king on the fifth rank to the rook: White has no lawful move and is stalemated, a drawn game",
  "stalemate; a capture in passing that is open but unlawful; findings of fact on the fifth rank.",
  "Start [FEN] 2b1k3/p1p5/1n6/KP5r/7r/8/8/8 b. 1... c5, passing c6 beside White's b5 pawn (asserted). White's king on a5 is not in check. Every king step is into an attack: a4 and b4 (knight, rook, pawn), a6 (bishop), b6 (guarded by the a7 pawn). The b5 pawn cannot advance, and bxc6 in passing would take b5 and c5 off the fifth rank and expose the a5 king to the h5 rook (asserted). White claims the game drawn as a stalemate.",
  ['XIII'],
  ["Law VIII: the pawn that moves two squares «is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square». That is a way of capturing; it gives no licence to expose one's own king, and had the pawn stopped on c6, bxc6 would have opened the rank just the same. So White, who is not in check, has no lawful move.",
   "Law XIII: «Stalemate is a drawn game.» Upheld; drawn."],
  rec(AC, 1819), 'stalemate-result', 'white', 'upheld', result='draw', cites=['XIII'])

case(1820, AC, 'odds-knight-left-on-and-played-to-c3-claimed-after-three-moves-each',
  "White undertook to give his queen's knight, left it on and has played it to c3; Black notices after three moves each: law III says the man must be removed before four moves, so it is taken off now",
  "odds man not removed, claimed before four moves on either side; the man has moved since.",
  "[Odds \"white knight b1 left-on-board\"]: White undertook to give his queen's knight and did not take it off. 1. Nc3 d5 2. d4 Nf6 3. Bf4 e6: three moves each, and the knight now stands on c3 (asserted). Black claims before White's fourth move.",
  ['III'],
  ["Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» Neither side has made four moves (laws.md A7, A21: «before four moves on either side»), so the removal is still due, and the adversary's election does not yet arise. The man to remove is the knight that was given, wherever it now stands. Upheld; the knight is taken off c3."],
  rec(AC, 1820, '[Odds "white knight b1 left-on-board"]\n'), 'odds-man-not-removed', 'black', 'upheld',
  remedies=['rectify-setup'], cites=['III'], glossed=['III'])

case(1821, AC, 'castling-on-the-kings-side-after-the-queens-rook-moved',
  "White castles on the king's side after his queen's rook has moved: law IX's \"moved either King or Rook\" means the rook he castles with, so the castling is lawful",
  "castling; which rook law IX.1 means (laws.md A24).",
  "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Nc3 Nf6 5. Rb1 d6 6. O-O. White's queen's rook has moved (Rb1); his king and king's rook have not, and e1, f1 and g1 are not attacked (asserted). Black claims that IX forbids castling once either rook has moved.",
  ['IX'],
  ["Law IX: «A player cannot Castle under any of the following circumstances :—1. If he has moved either King or Book.» Read alone, «either King or Book» (Rook) could bar castling on both sides once any rook has moved. Laws.md A24 reads it as the rook used for castling, as every other code does (London XVI: «If the King or Rook have been moved»). The king and the king's rook are unmoved, and none of IX's other circumstances applies. Dismissed."],
  rec(AC, 1821), 'illegal-castling', 'black', 'dismissed', cites=['IX'], glossed=['IX'])

case(1822, AC, 'jadoube-said-in-adjusting-the-adversarys-knight',
  "White says j'adoube and adjusts Black's knight on e4: the j'adoube of law V's note excuses the touch that law VII would otherwise punish, as the code these laws condense says in words",
  "j'adoube over the adversary's man; whether the exception in law V's note reaches law VII.",
  "1. d4 d5 2. c4 Nf6 3. Nc3 Ne4. White, to play, says \"j'adoube\" and adjusts Black's knight on e4 ({[%adjust e4]}); it could be taken by Nxe4 (asserted). Black claims that law VII lets him compel White to take it.",
  ['VII', 'V'],
  ["Law VII lets the adversary «compel him to take the man» when a player touches «one of his opponent's men», and it says nothing of j'adoube. The exception is in law V's note: «[Except the player say j’adoube (I adjust).» These laws say they «give the sense of the laws» of the clubs, and the code they condense excuses the adjusting of an adversary's man with the word: London IX punishes the touch only «without saying “J’adoube” or words to that effect». So the note is read as a general exception to the laws on touching. White said the word in adjusting, so his touch is not the offence of law VII. Dismissed."],
  rec(AC, 1822), 'adjustment-claim', 'black', 'dismissed', cites=['VII', 'V'])

case(1823, AC, 'bishop-takes-the-knight-that-gave-double-check',
  "Black's knight gives double check, with the rook's check discovered; White's bishop takes the knight and leaves the rook's check: an illegal move, and of law VII's remedies only the king move and a legal move can be carried out",
  "an illegal capture in double check; law VII's menu, with remedies that cannot be enforced.",
  "Start [FEN] 4r1k1/8/8/4n3/8/8/8/4KB2 b. 1... Nd3, and Black says \"check\": the knight checks e1, and the e8 rook checks along the opened file (asserted: double check). White takes the knight with the bishop ({[%move f1d3]}). The rook's check remains, so the capture is not lawful (asserted). Black claims. Before the capture, no White man can lawfully take the knight, the bishop has no lawful move, and the king's lawful moves, which are White's only ones, are Kd1 and Kd2 (asserted).",
  ['VII'],
  ["Law VII: for «an illegal move» the adversary «may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move». Laws.md A23: only the remedies that apply are offered. Against a double check only a king move is lawful. So no man can take the knight lawfully, and the bishop has no right move: both remedies are offered, and neither can be enforced. The king move (Kd1 or Kd2) can be enforced, and so can the replacement with a legal move, which can only be a king move. Upheld; Black elects."],
  rec(AC, 1823), 'illegal-capture', 'black', 'upheld',
  remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
  cites=['VII'], glossed=['VII'], moves={'move-king': F['1823_king']},
  unenforceable=['capture-with-legal-capturer', 'move-correctly'])

case(1824, AC, 'white-left-off-his-kings-knight-black-claims-the-correction',
  "White set up without his king's knight; after two moves each Black claims that it be set on its square: law II's \"must be rectified\" also covers a man omitted, so the adversary may insist",
  "a man omitted at the start; who may ask for the correction under the Acknowledged Laws (unlike London III).",
  "Start [FEN] with White's g1 knight missing; everything else is as in the standard array (asserted). 1. e4 e5 2. d4 d6: two moves each, and g1 is still empty (asserted). Black claims that the knight be set on its square.",
  ['II'],
  ["Law II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the game must proceed as the pieces stand.» Its note: «This also includes what is usually given as Law III. —namely : If a player has omitted to place all his Pieces or Pawns on the board, he may amend his error before four moves have been made, but not after.» London III gives the correction only to the player who omitted the man («he may correct the omission»). Here the note folds the omission into law II, whose words are that the mistake «must be rectified», whoever finds it. Neither side has played a fourth move (laws.md A21). Upheld; the knight is set on g1."],
  rec(AC, 1824), 'initial-man-omitted', 'black', 'upheld',
  remedies=['rectify-setup'], cites=['II'], glossed=['II'])

# ================================================================ london-1847
case(1825, LO, 'fifty-moves-counted-against-rook-and-a-blocked-pawn',
  "Black gives notice to count fifty moves against rook and pawn, and fifty moves each pass: law XXII holds for checkmates \"of Pieces only\", and White still has a pawn, so no draw follows",
  "the fifty-move count; the attacker keeps a pawn (laws.md A32); 100 quiet plies.",
  "Start [FEN] 8/8/8/4k3/8/p7/P7/1K5R w. White has king, rook and the a2 pawn, which Black's a3 pawn blocks; Black has king and that pawn. Black gives notice that he will count the moves ({[%fifty black]}). Fifty moves each follow, with no capture, no check, no mate, no stalemate and no position repeated (asserted). Black claims the game drawn.",
  ['XXII'],
  ["Law XXII names endings of pieces (rook and bishop against rook, both bishops, knight and bishop, «&c.») and ends: «The law holds good for all other checkmates of Pieces only, such as Queen, or Rook only, Queen against a Rook, &c. &c.» Laws.md A32: «the count may be demanded whenever the side trying to mate has no pawns.» White, who is trying to mate, still has his pawn, blocked as it is. The count does not apply. Dismissed; the game goes on."],
  rec(LO, 1825), 'fifty-move-claim', 'black', 'dismissed', cites=['XXII'], glossed=['XXII'])

case(1826, LO, 'white-moves-blacks-king',
  "White moves Black's king from e8 to d7: law X gives Black three options, and the second, to put the king back and have White take it, cannot be carried out",
  "moving the adversary's man when that man is the king; a remedy that cannot be enforced.",
  "Start [FEN] 4k3/p7/8/8/8/8/5P2/4K2R w. White moves Black's king from e8 to d7 ({[%move e8d7]}). On d7 it is not attacked, and it is not next to White's king (asserted). Black claims before touching a man. With Black's king put back, White's king may go to d1, f1, d2 or e2 (asserted).",
  ['X', 'XXV'],
  ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» The man moved is Black's king, and no law lets a king be taken (laws.md §6: «Keep \"capturing the king\" illegal in every ruleset.»), so the second option cannot be enforced. The first can (Kd1, Kf1, Kd2 or Ke2), and so can the third, which leaves Black's king on d7, unattacked. Black claimed in time (XXV). Upheld; Black elects."],
  rec(LO, 1826), 'moved-adversary-man', 'black', 'upheld',
  remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black', cites=['X', 'XXV'],
  moves={'replace-and-move-king': F['1826_king']}, unenforceable=['replace-and-capture'])

case(1827, LO, 'in-check-white-touches-a-knight-none-of-whose-moves-meets-the-check',
  "In a rook's check along the e-file, White touches his knight on b1, and none of its moves meets the check: law XVII's words \"leaving the King in check\" fit exactly, so White must move his king",
  "a touched man that cannot be moved without leaving the king in check, though it is not pinned; another man could have met the check.",
  "Start [FEN] r6k/8/8/8/8/5R2/8/1N2K3 b. 1... Re8, and Black says \"check\" (asserted). White touches his knight on b1 ({[%touch b1]}). It is not pinned, but each of its moves (a3, c3, d2) leaves the king in check; the f3 rook could have interposed on e3 (asserted). Black claims. The king's lawful moves are Kd1, Kf1, Kd2 and Kf2 (asserted).",
  ['VII', 'XVII'],
  ["Law VII: «A Piece or Pawn touched must be played». Law XVII: «If a player touch a Piece or Pawn that cannot be moved without leaving the King in check, he must replace the Piece or Pawn and move his King ; but if the King cannot be moved, no penalty can be inflicted.» The knight is not pinned, but the king is in check and no knight move meets the check, so the knight «cannot be moved without leaving the King in check». That Re3 was open to White does not help him: he touched the knight. Upheld; Black elects."],
  rec(LO, 1827), 'touched-own-man-unplayable', 'black', 'upheld',
  remedies=['replace-and-move-king'], elector='black', cites=['VII', 'XVII'], moves={'replace-and-move-king': F['1827_king']})

case(1828, LO, 'in-check-the-rook-takes-its-own-pawn-only-the-pawn-can-move',
  "In check from the bishop, White's rook takes his own pawn on c4: law XII lets Black oblige him to move either man, and only the pawn can move, to c5, where it covers the check",
  "taking one's own man while in check; \"move either\" limited to lawful moves.",
  "Start [FEN] 1b5k/8/8/8/2P5/8/7P/2R3K1 b. 1... Ba7, and Black says \"check\" (asserted). White's rook goes from c1 to c4 and takes his own pawn ({[%move c1c4]}). Black claims before touching a man. With the pawn put back, the rook has no lawful move, since none of its squares is on the line a7-g1, and the pawn's only lawful move is c5, which covers the check (asserted).",
  ['XII', 'XXV'],
  ["Law XII: «Should a player take one of his own men with another, his adversary has the option of obliging him to move either.» White is in check, so either man may only make a move that meets the check. The rook has none; the pawn has c5. Black claimed in time (XXV). Upheld; Black elects, and the only move that satisfies the remedy is c5."],
  rec(LO, 1828), 'own-man-taken-or-wrong-man', 'black', 'upheld',
  remedies=['move-either-own-man'], elector='black', cites=['XII', 'XXV'], moves={'move-either-own-man': F['1828_either']})

case(1829, LO, 'check-given-while-the-own-king-stands-in-an-unannounced-check',
  "Black's bishop checks without warning; White, ignoring it, gives check with his rook. The rook screened nothing, and law XVIII lets White play as if there were no check, so the checking move exposed nothing",
  "self-exposing check under a code without a law on it (laws.md A37); an unannounced check that the checked player may ignore.",
  "Start [FEN] 4k3/8/8/2b5/8/8/8/4K2R b. 1... Bb4 checks the e1 king, and nothing is said (asserted). 2. Rh8, and White says \"check\": the rook checks e8, and White's king stands in the same bishop's check as before. The rook screened nothing (asserted). Black claims that White gave check while exposing his own king.",
  ['XIII', 'XVIII'],
  ["London has no law like twenty-laws 7. Laws.md A37 hears a move that exposes one's own king as a false move under XIII («play a Piece or Pawn to any square to which it cannot legally be moved»). But Rh8 exposed nothing: the king already stood in the bishop's check. Of that check, law XVIII says: «If a player attack the adverse King without saying \"Check,\" his adversary is not obliged to attend to it». White was free to play as if the check did not exist. His rook move neither placed his king in check nor left it in a check he was bound to meet. Dismissed."],
  rec(LO, 1829), 'self-exposing-check', 'black', 'dismissed', cites=['XIII', 'XVIII'])

case(1830, LO, 'false-move-with-a-false-check-the-misled-touch-does-not-close-the-claim',
  "White's rook moves like a bishop and White says \"check\"; Black, misled, touches his c-pawn to interpose, then claims the false move. Law XX lets him take back that touch, so it does not close law XXV's window",
  "the claim window of XXV against a touch made because of a false check (XX); two laws read together.",
  "Start [FEN] 4k3/2p5/8/8/8/8/8/3RK3 w. White plays Rd1-a4, a rook moved as a bishop (asserted false), and says \"check\"; the rook on a4 gives no check (asserted). Black, believing the diagonal a4-e8 attacked, touches his c7 pawn to interpose on c6 ({[%touch c7]}); c6 lies on that diagonal (asserted). He then sees the false move and claims it. White pleads law XXV: Black has touched a Pawn.",
  ['XXV', 'XX'],
  ["Law XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty». Laws.md A34: the right to claim ends when he touches any man. But law XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» Black touched the pawn in consequence of White's false «Check», to interpose, and White has not moved since, so Black may take the touch back. A touch that the law itself undoes cannot be the touch that closes the claim. The plea is dismissed, and Black's claim of the false move is heard."],
  rec(LO, 1830), 'late-claim', 'white', 'dismissed', cites=['XXV', 'XX'], glossed=['XXV'])

print(len(OUT), 'cases written')
