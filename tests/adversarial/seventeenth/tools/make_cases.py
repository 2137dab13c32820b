"""Writes the thirty case files of the seventeenth set from the data below. The article quotations
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
    body = '\n'.join(textwrap.wrap(R[n], 90, break_long_words=False, break_on_hyphens=False))
    return f'[Code "{code}"]\n' + extra + (f'[FEN "{fen}"]\n' if fen else '') + body

TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

# ================================================================ twenty-laws
case(1701, TW, 'odds-knight-left-on-the-receiver-mates-the-giver-claims',
  "White was to give a knight and left it on; after four moves each Black mates, and White asks for the game begun again: law 14 keeps the game, and only the giver's mate is a draw",
  "odds man not removed; four moves each; a mate by the receiver, not the giver; the result the ruling states.",
  "[Odds \"white knight g1 left-on-board\"]: White undertook to give his king's knight and did not take it off. 1. f3 e5 2. a3 d6 3. h3 Nc6 4. g4 Qh4 is mate (asserted: the g1 knight can cover neither f2 nor g3). White, the giver, now claims that the knight was never removed and the game must be begun again.",
  ['14'],
  ["Law 14: the knight not taken off «until four moves on each side have been played, it cannot then be removed, but the game must be played with all the pieces as they stand». Four moves each were played before the claim (the fourth Black move is the mate), so the claim comes too late for a restart.",
   "The draw in law 14 is for the giver's own mate: «if he should give check-mate, he cannot take advantage of it» (laws.md A8: a mate by the receiver wins). Here the receiver mated, so the mate stands. Out of time; the result is Black's win."],
  rec(TW, 1701, '[Odds "white knight g1 left-on-board"]\n'), 'odds-man-not-removed', 'white', 'out-of-time',
  result='black', cites=['14'])

case(1702, TW, 'castling-on-the-side-of-the-odds-rook',
  "White gives the queen's rook and later castles on that side, the king going to c1 with no rook: laws 8 and 16 allow it as if the rook were at its square",
  "castling with a rook given as odds; the squares between king and corner empty and unattacked.",
  "[Odds \"white rook a1\"]: White gives the a1 rook. 1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 e6, and White castles on the queen's side: the king goes e1-c1 ({[%move e1c1]}) and no rook appears. The king has never moved; b1, c1, d1 and the corner a1 are empty; e1, d1 and c1 are not attacked (asserted). Black claims that White cannot castle without a rook.",
  ['8', '16'],
  ["Law 8: «a player giving the odds of the rook, may still castle on that side of the board, as if the rook were at its square», and law 16 says the same. Laws.md A2: the king moves two squares, no rook is placed, and the squares between king and corner must be empty, as they are. Dismissed."],
  rec(TW, 1702, '[Odds "white rook a1"]\n'), 'illegal-castling', 'black', 'dismissed', cites=['8', '16'])

case(1703, TW, 'bishop-leaps-its-own-pawn-to-check-black-covers-then-claims',
  "White's bishop leaps its own e2 pawn to give check; Black covers with c6 and only then claims the false move: law 3 closes the claim once the adversary has played",
  "a false move that gives check; what closes the claim window: answering the check is playing.",
  "1. d4 d6 2. Bf1-b5 ({[%move f1b5]}), passing over White's own pawn on e2, so a false move (asserted); it checks the e8 king and White says \"check\". Black covers with 2... c6 (lawful) and then claims the false move.",
  ['3', '11'],
  ["Law 3: «if a false move remain unnoticed until after the adversary has played, neither party can recal it». Law 11: no false move can be «retraced, after the adversary has moved a piece». Black noticed the check but not the leap, and answered it with c6: he has played. That the false move gave check does not keep the claim open. Out of time."],
  rec(TW, 1703), 'false-move', 'black', 'out-of-time', cites=['3', '11'])

case(1704, TW, 'queen-leaves-its-pin-to-check-the-pinning-bishop-is-itself-pinned',
  "White's queen, pinned on the diagonal to g1, leaves it to give check on f8; the bishop it uncovers is itself pinned, but it still checks the White king: law 7 is broken",
  "self-exposing check; a pinned man still gives check; the penalties of law 3 with a king that can move.",
  "Start [FEN] 1k6/8/1b6/8/8/8/5Q2/1R4K1 w. The f2 queen is pinned to the g1 king by the b6 bishop, and that bishop is pinned to the b8 king by the b1 rook (asserted). White plays Qf2-f8 ({[%move f2f8]}) and says \"check\": the queen checks b8 along the rank, and the g1 king now stands on the open diagonal of the b6 bishop (asserted). Black claims before moving.",
  ['7', '3', '11'],
  ["Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in check.» The bishop cannot lawfully move, but it attacks g1 all the same; a man pinned to its own king still gives check. So the move is forbidden; laws.md A37 hears it as a false move under law 3, whose penalties are «to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king». The queen's natural moves run along the pin: Qe3, Qd4, Qc5, Qxb6+; the king's moves are Kf1, Kh1, Kg2, Kh2 (asserted). Claimed before Black played (law 11). Upheld; Black elects."],
  rec(TW, 1704), 'self-exposing-check', 'black', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['7', '3', '11'],
  moves={'move-correctly': F['1704_correct'], 'replace-and-move-king': F['1704_king']})

case(1705, TW, 'board-wrongly-placed-noticed-after-three-moves-each',
  "The board stood the wrong way and Black notices it after three moves each: neither party has played four moves, so law 12 lets the mistake be rectified",
  "board misoriented; the count of four moves (laws.md A7).",
  "[BoardOrientation \"misoriented\"]. 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5: three moves each, so neither side has played four (asserted). Black claims the board is wrongly placed.",
  ['12'],
  ["Law 12: «If at the commencement of a game the board be wrongly placed ... the mistake may be rectified, provided neither party have played four moves». Laws.md A7: correction is allowed until either side completes its fourth move. Neither has. Upheld: the set-up is rectified."],
  rec(TW, 1705, '[BoardOrientation "misoriented"]\n'), 'board-misoriented', 'black', 'upheld',
  remedies=['rectify-setup'], cites=['12'], glossed=['12'])

case(1706, TW, 'stalemate-given-with-a-false-cry-of-check',
  "White's queen stalemates Black and White says \"check\" with it; there is no check, Black has no move: law 17 makes it a draw",
  "stalemate in the record; a false announcement that misled no one.",
  "Start [FEN] k7/7p/1K5P/8/8/8/8/2Q5 w. 1. Qc7, and White says \"check\". There is no check; the a8 king has no square and the h7 pawn is blocked by h6 (asserted: stalemate). Black claims the game drawn.",
  ['17'],
  ["Law 17: «The position of stale-mate constitutes a drawn game.» The cry of \"check\" is false, but Black made no move because of it, so law 6 has nothing to retract, and the cry does not turn the stalemate into a mate. Upheld; drawn."],
  rec(TW, 1706), 'stalemate-result', 'black', 'upheld', result='draw', cites=['17'])

# ================================================================ boys-own-1829
case(1707, BO, 'in-check-white-touches-the-checking-knight-three-men-can-take-it',
  "In check from a knight, White touches the knight; three of his men can take it lawfully: law 5 makes him take it, with any of them",
  "touching the adversary's man while in check; the capture also parries; several lawful capturers.",
  "Start [FEN] 4k3/8/8/8/1n6/8/2P5/3QKB2 b. 1... Nd3, and Black says \"check\". White touches the knight on d3 ({[%touch d3]}). The queen, the f1 bishop and the c2 pawn can each take it lawfully, and each capture parries the check (asserted). Black claims.",
  ['5'],
  ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king». White can take it, so the penalty is the capture, by any man that can lawfully make it: Qxd3, Bxd3, cxd3. The king-move alternative arises only «if not». Upheld; Black elects."],
  rec(BO, 1707), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'],
  moves={'compel-capture-of-touched-man': F['1707_capture']})

case(1708, BO, 'white-stalemated-by-the-queen-claims-the-game',
  "Black's queen leaves White's king no square and White's only pawn is blocked: White is stale-mated and, under law 11, wins",
  "stalemate in the record; the stalemated player wins, and here he is the claimant.",
  "Start [FEN] 7k/2q5/8/8/8/p7/P7/K7 b. 1... Qc2. White's king on a1 is not in check; b1 and b2 are attacked and a2 holds his own pawn, which the a3 pawn blocks (asserted: no lawful move). White claims the game.",
  ['11'],
  ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» White's king is not in check and cannot move; his one pawn cannot be moved. Upheld; White wins."],
  rec(BO, 1708), 'stalemate-result', 'white', 'upheld', result='white', cites=['11'])

case(1709, BO, 'false-challenge-of-check-black-interposes-a-knight',
  "White says \"check\" with a bishop screened by the d7 pawn; Black, misled, interposes his knight on c6: law 8 lets him retract it before White moves again",
  "false announcement of check; the misled move is a man other than the king.",
  "Start [FEN] 1n2k3/3p4/8/8/8/8/8/4KB2 w. 1. Bb5, and White says \"check\"; the d7 pawn screens the king (asserted: no check). Black in consequence plays 1... Nc6 to interpose. White has not moved again. Black claims.",
  ['8'],
  ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» The knight is «any other man», and White has not made his next move. Upheld; Black may retract Nc6."],
  rec(BO, 1709), 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['8'])

case(1710, BO, 'pinned-bishop-touched-the-kings-only-move-takes-a-pawn',
  "White touches his bishop on g1, pinned along the first rank; his king's only move is to take the h2 pawn: law 4 makes him play it",
  "touched man that cannot move without discovering check; the king move that is left is a capture.",
  "Start [FEN] 2k5/8/8/8/8/7p/7p/r5BK w. White touches the g1 bishop ({[%touch g1]}), which the a1 rook pins to the h1 king along the rank, so it has no lawful move (asserted). The king's only lawful move is Kxh2 (g2 is attacked by the h3 pawn; asserted). Black claims.",
  ['4'],
  ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» A king move is practicable, and the only one is Kxh2: that it takes a pawn does not stop it being the king's move. Upheld; the king must move."],
  rec(BO, 1710), 'touched-own-man-unplayable', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['4'], moves={'move-king': F['1710_king']})

case(1711, BO, 'pawn-takes-its-own-knight',
  "White's f2 pawn takes White's own knight on g3: a false move under law 7, and the king must move",
  "taking one's own man under a code with no law on it; the king-move penalty with attacked squares.",
  "Start [FEN] 3rk3/8/8/8/8/6N1/5P2/4K3 w. White's f2 pawn goes to g3, where his own knight stands, and the knight comes off ({[%move f2g3]}). No law of movement lets a man take its own (asserted illegal). Black claims before moving. With the pawn put back, the king's lawful moves are Kf1 and Ke2; d1 and d2 are attacked by the d8 rook (asserted).",
  ['7'],
  ["Boy's Own has no law on taking one's own man; the move is one a pawn cannot make, so it is a false move. Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». Black has not played. Upheld; the king must move."],
  rec(BO, 1711), 'own-man-taken-or-wrong-man', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['7'], moves={'move-king': F['1711_king']})

case(1712, BO, 'white-plays-twice-in-succession',
  "White plays c4 and then Nc3 before Black has replied: law 1 says the players move alternately but gives no penalty, so the point is decided by analogy",
  "move out of turn under a code that only states alternation; no law provides the remedy.",
  "1. d4 d5 2. c4, and then White, out of turn, plays Nb1-c3 ({[%move b1c3 white]}), a lawful knight move made when it was Black's turn (asserted). Black claims.",
  ['1'],
  ["Law 1: «Each party moves, alternately, only one man at a time.» White broke it; but Boy's Own names no penalty for it and has no law referring disputes. The ruling is the third person's, by analogy with the codes that provide for two moves in succession (twenty-laws 4, London XIV): Black may let both moves stand or have the second retracted. No law provides; Black elects."],
  rec(BO, 1712), 'move-out-of-turn', 'black', 'no-law-provides',
  remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['1'])

# ================================================================ philidor
case(1713, PH, 'forgotten-pawn-noticed-after-six-moves-each',
  "White's h-pawn was never set up and Black notices it after six moves each: rule III sets no limit of moves, so Black may begin again or play on with the pawn put back",
  "a man forgotten at the start; no four-move limit under Philidor; h2 still free.",
  "Start [FEN] with White's h2 pawn missing. 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. Bg5 h6: six moves each; h2 is still empty (asserted). Black, the adversary of the player who forgot, claims.",
  ['III'],
  ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set in its place.» Unlike the other codes it sets no count of moves (laws.md A14: no time limit). The h2 square is free, so the pawn can be set in its place. Upheld; Black chooses."],
  rec(PH, 1713), 'initial-man-omitted', 'black', 'upheld',
  remedies=['restart-game', 'rectify-setup'], elector='black', cites=['III'], glossed=['III'])

case(1714, PH, 'castling-out-of-an-announced-check',
  "Checked by a bishop, with \"check\" said, White castles: rule XII forbids it, and White, the offender, plays his rook or his king at his own choice",
  "castling in check; the offender chooses (laws.md A16); the rook's only move is the capture of the checker.",
  "Start [FEN] 4k3/4b3/8/8/8/8/8/4K2R b K. 1... Bh4, and Black says \"check\" (asserted). White castles on the king's side ({[%move e1g1]}), which is not lawful in check (asserted). Black claims. With the king and rook put back, the rook's only lawful move is Rxh4; the king's are Kd1, Kf1, Kd2, Ke2 (asserted).",
  ['XII', 'VIII', 'VI'],
  ["Rule XII: «The King cannot castle when in check ... and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The check was announced, so rule XIII's liberty to ignore it does not arise. Black claims before his next move (rule VIII). The choice is the offender's (laws.md A16 (ii)). Upheld; White elects."],
  rec(PH, 1714), 'illegal-castling', 'black', 'upheld',
  remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
  moves={'move-rook': F['1714_rook'], 'move-king': F['1714_king']})

case(1715, PH, 'capture-in-passing-stalemates-in-france',
  "Played in France: White's capture in passing removes Black's last pawn and leaves his king no square: stalemate, and by rule XVI a drawn game in France",
  "stalemate reached by a capture in passing; the country option decides the result.",
  "[Option \"country=france\"]. Start [FEN] k7/2p5/8/1N1PB3/8/8/8/7K b. 1... c5 2. dxc6, taking in passing (lawful, asserted). Black's king on a8 is not in check and has no square: a7 (knight), b7 (c6 pawn), b8 (bishop, now that c7 is empty); asserted stalemate. Black claims the result.",
  ['XVI'],
  ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is stale-mate. In England, he whose King is stale-mate wins the game*; but in France, and several other countries, the stale-mate is a drawn game.» The game was played under the French option. Upheld; drawn."],
  rec(PH, 1715, '[Option "country=france"]\n'), 'stalemate-result', 'black', 'upheld', result='draw', cites=['XVI'], glossed=['XVI'])

case(1716, PH, 'in-check-white-touches-the-checking-bishop-only-the-king-takes-it',
  "Checked by a bishop on e2, White touches it; only his king can take it, lawfully: rule VI makes him take it",
  "touching the adversary's man while in check; the king is the only capturer.",
  "Start [FEN] 4k3/8/8/1b6/8/8/8/3K4 b. 1... Be2, and Black says \"check\". White touches the bishop ({[%touch e2]}). The only lawful capture is Kxe2 (asserted). Black claims.",
  ['VI'],
  ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» It is takeable, by the king. Upheld; Black elects."],
  rec(PH, 1716), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man'], elector='black', cites=['VI'],
  moves={'compel-capture-of-touched-man': F['1716_capture']})

case(1717, PH, 'pawn-pinned-on-the-file-takes-in-passing',
  "Black's d4 pawn, pinned on the d-file, takes White's e-pawn in passing and opens the file to its own king: rule X grants the capture only where it is lawful, so it is a false move and the king must play",
  "en passant against a pin along the file; the false move governs the claim filed as en passant.",
  "Start [FEN] 3k4/8/8/8/3p4/8/4P3/3RK3 w. 1. e4, passing e3, which the d4 pawn attacks. The d4 pawn is pinned to the d8 king by the d1 rook (asserted). Black takes in passing ({[%move d4e3]}); the capture opens the d-file to his king and is not lawful (asserted). White claims. With the pawns put back, Black's king may go to c7, d7, e7, c8 or e8 (asserted).",
  ['VIII', 'X', 'VI'],
  ["Rule X lets the pawn be taken in passing «by any Pawn which might have taken it if it had been pushed but one move»; had e2 gone to e3, the pinned d4 pawn could not have taken it, since that too would expose its king. So the capture is a false move. Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» White claims before his next move. Upheld; White elects."],
  rec(PH, 1717), 'en-passant', 'white', 'upheld',
  remedies=['move-king'], elector='white', cites=['VIII', 'X', 'VI'], moves={'move-king': F['1717_king']})

case(1718, PH, 'unannounced-check-warned-two-moves-late',
  "White's rook checks without warning; Black plays on twice; White says \"check\" only with his third move: rule XIII retracts only when the warning comes with the next move",
  "unannounced check; the warning out of time; what the ruling leaves standing.",
  "Start [FEN] 4k3/p6p/8/8/8/8/6P1/K6R w. 1. Re1 checks e8 and nothing is said. 1... a6 2. g3 a5 3. g4, and with this move White says \"check\" (asserted: the check stood throughout). White claims that the moves must be retracted.",
  ['XIII'],
  ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move». The warning belonged with White's next move, 2. g3; it came a move later, so no retraction is owed. Out of time."],
  rec(PH, 1718), 'unannounced-check', 'white', 'out-of-time', cites=['XIII'])

# ================================================================ acknowledged-laws
case(1719, AC, 'unannounced-check-found-after-three-moves',
  "White's rook checks without \"check\"; three moves are played before Black finds it: law X's exception reaches two moves only, and beyond it the code is silent",
  "unannounced check found too late for law X's exception; XIV refers the question.",
  "Start [FEN] 4k3/p7/8/8/8/8/6PP/3R2K1 w. 1. Re1 checks e8, unannounced (asserted). 1... a6 2. h3 a5: three moves since the check, which still stands (asserted). Black claims.",
  ['X', 'XIV'],
  ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its note: «two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made». Laws.md A25: found within two moves, the moves are taken back; beyond two the code is silent and the dispute goes to XIV. Three moves were made. No law provides; referred to a bystander."],
  rec(AC, 1719), 'unannounced-check', 'black', 'no-law-provides',
  remedies=['refer-to-third-party'], cites=['X', 'XIV'], glossed=['X'])

case(1720, AC, 'castling-out-of-an-announced-knight-check',
  "Checked by a knight, with \"check\" said, Black castles on the queen's side: law IX forbids it, and law VII gives White the menu",
  "castling in check; the penalty taken from law VII.",
  "Start [FEN] r3k3/8/8/8/4N3/8/8/4K3 w q. 1. Nd6, and White says \"check\" (asserted). Black castles on the queen's side ({[%move e8c8]}), not lawful in check (asserted). White claims.",
  ['IX', 'VII'],
  ["Law IX: «A player cannot Castle under any of the following circumstances :—... 2. If the King be in Check.» IX names no penalty; law VII does for «an illegal move»: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move» (laws.md A23: only the remedies that apply). Upheld; White elects."],
  rec(AC, 1720), 'illegal-castling', 'white', 'upheld',
  remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['IX', 'VII'])

case(1721, AC, 'false-check-answered-by-castling',
  "White says \"check\" when there is none, and Black, misled, castles: castling is a move of the king, so law XI lets Black let it stand or take it back",
  "false announcement of check; the misled king move is castling.",
  "Start [FEN] 4k2r/3p4/8/8/8/8/8/4KB2 w k. 1. Bb5, and White says \"check\"; the d7 pawn screens the king (asserted). Black in consequence castles (lawful, since there is no check; asserted). Black claims.",
  ['XI'],
  ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» Castling moves the king. Laws.md A27: «the latter» is the misled player. Upheld; Black elects."],
  rec(AC, 1721), 'false-check-announcement', 'black', 'upheld',
  remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

case(1722, AC, 'stalemate-the-pawn-blocked-by-the-white-king',
  "White's queen leaves Black's king no square, and Black's only pawn is blocked by White's own king: stalemate, a drawn game",
  "stalemate in the record: a pawn blocked by the adversary's king.",
  "Start [FEN] 7k/8/8/8/8/4p3/4K3/6Q1 w. 1. Qg6. Black's king is not in check and g8, g7, h7 are attacked; the e3 pawn is blocked by the White king on e2 and has nothing to take (asserted: stalemate). Black claims the result.",
  ['XIII'],
  ["Law XIII: «Stalemate is a drawn game.» Upheld; drawn."],
  rec(AC, 1722), 'stalemate-result', 'black', 'upheld', result='draw', cites=['XIII'])

case(1723, AC, 'in-check-white-touches-the-knight-only-a-pinned-rook-reaches-it',
  "In check from a knight, White touches it; only his rook reaches d3, and the rook is pinned: the capture cannot be made, and law VII's other remedies remain",
  "touching the adversary's man while in check; a capture that is not lawful because of a pin.",
  "Start [FEN] 4k3/8/8/b7/5n2/8/3R4/4K3 b. 1... Nd3, and Black says \"check\". White touches the knight ({[%touch d3]}). The d2 rook is pinned to the king by the a5 bishop, so no White man can lawfully take d3 (asserted). The king may go to d1, f1 or e2 (asserted). Black claims.",
  ['VII'],
  ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The capture cannot lawfully be made; the king move and a legal move remain. Upheld; Black elects."],
  rec(AC, 1723), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
  moves={'move-king': F['1723_king']}, unenforceable=['compel-capture-of-touched-man'])

case(1724, AC, 'false-rook-move-the-offender-pleads-the-adversary-has-played',
  "White's rook moves like a bishop; Black plays a king move and then claims; White pleads that the claim is late: the Acknowledged Laws set no such limit",
  "what closes a claim window: this code has none for an illegal move.",
  "Start [FEN] 4k3/8/8/8/8/8/8/R3K3 w. 1. Ra1-c3 ({[%move a1c3]}), a rook moved as a bishop (asserted false). 1... Kd7. Black then claims the illegal move, and White pleads that it comes after Black has played.",
  ['VII'],
  ["Law VII gives the adversary his remedies for «an illegal move» and states no time within which he must claim them; unlike twenty-laws 3, Boy's Own 7, Philidor VIII and London XXV, nothing here closes the claim when the adversary has played (laws.md 4.2.6: «No time limit stated.»). The plea fails. Dismissed."],
  rec(AC, 1724), 'late-claim', 'white', 'dismissed', cites=['VII'])

# ================================================================ london-1847
case(1725, LO, 'false-move-black-adjusts-a-pawn-then-claims',
  "White's rook moves like a bishop; Black says j'adoube and adjusts a pawn, then claims: he has touched a Pawn, so law XXV bars any penalty",
  "what closes the claim window under London: touching a man, even to adjust it.",
  "Start [FEN] 4k3/pppp4/8/8/8/8/8/R3K3 w. 1. Ra1-c3 ({[%move a1c3]}), a false move (asserted). Black says \"j'adoube\" and adjusts his a7 pawn ({[%adjust a7]}), and then claims the false move. White pleads that the claim is too late.",
  ['XXV'],
  ["Law XXV: «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Saying j'adoube spares Black from having to play the pawn (VII), but he has still touched it; laws.md A34: the right to claim ends when he touches any man. The plea is upheld: no penalty."],
  rec(LO, 1725), 'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], cites=['XXV'], glossed=['XXV'])

case(1726, LO, 'conditional-mate-and-fifty-moves-counted',
  "White undertook to mate under a condition; Black gave notice that he would count fifty moves, and fifty each pass: law XXIII puts no limit of moves on such an undertaking",
  "fifty-move count against a conditional-mate undertaking; which law governs.",
  "Start [FEN] 8/8/8/4k3/8/8/P7/K6Q w: queen and pawn against the king. White undertakes a conditional mate ({[%condition white]}), and Black gives notice that he will count the moves ({[%fifty black]}). Fifty moves each follow with no capture, no check, no mate and no stalemate (asserted). Black claims the game drawn.",
  ['XXII', 'XXIII'],
  ["Law XXII would draw the game: «he must checkmate his adversary in fifty moves on each side at most, or the game will be considered as drawn». But law XXIII: «If a player agree to checkmate with a particular Piece or Pawn, or on a particular square, or engage to force his adversary to stalemate or checkmate him, he is not restricted to any number of moves.» The undertaking governs. Dismissed."],
  rec(LO, 1726), 'fifty-move-claim', 'black', 'dismissed', cites=['XXII', 'XXIII'])

case(1727, LO, 'unannounced-check-warned-with-castling',
  "White's bishop checks without warning; Black plays on; White castles and says \"check\": each retracts his last move, White's castling included, and Black must meet the check",
  "unannounced check; the warning comes with castling, which is retracted.",
  "Start [FEN] 4k3/p1p4p/8/8/8/8/8/4KB1R w K. 1. Bb5 checks e8, unannounced (asserted). 1... h6, ignoring it. 2. O-O, and White says \"check\". White claims. Back at the check, Black's lawful moves are c6, Ke7, Kf7, Kd8, Kf8 (asserted).",
  ['XVIII'],
  ["Law XVIII: «If a player attack the adverse King without saying \"Check,\" his adversary is not obliged to attend to it : but if the former, in playing his next move, were to say \"Check,\" each player must retract his last move, and he that is under check must obviate it.» White's last move is the castling, so it is taken back with Black's h6, and Black must meet the check. Upheld."],
  rec(LO, 1727), 'unannounced-check', 'white', 'upheld',
  remedies=['retract-both-last-moves'], cites=['XVIII'], glossed=['XVIII'],
  moves={'retract-both-last-moves': F['1727_parry']})

case(1728, LO, 'queens-side-castling-the-rook-crosses-an-attacked-square',
  "White castles on the queen's side while b1, which only the rook crosses, is attacked: law XVI looks at the squares the king passes, so the castling is lawful",
  "castling: the rook's path is not the king's.",
  "Start [FEN] 4k3/8/8/8/4b3/8/8/R3K3 w Q. 1. O-O-O. The e4 bishop attacks b1; e1, d1 and c1 are not attacked (asserted; the castling is lawful). Black claims.",
  ['XVI'],
  ["Law XVI: «A player cannot castle in the following cases: ... 4. If the King pass over any square attacked by one of the adversary's Picces or Pawns.» The king passes d1 and stands on c1; b1 is crossed by the rook only. None of the four cases applies. Dismissed."],
  rec(LO, 1728), 'illegal-castling', 'black', 'dismissed', cites=['XVI'])

case(1729, LO, 'jadoube-said-after-the-knight-was-touched',
  "White touches his king's knight and then says j'adoube: law VII wants the word at the moment of touching, so the knight must be played",
  "touch-move; j'adoube said too late.",
  "1. e4 e5 2. White touches the g1 knight ({[%touch g1]}) and then says \"j'adoube\" over it ({[%adjust g1]}). Black claims. The knight may go to e2, f3 or h3 (asserted).",
  ['VII'],
  ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect». The word came after the touch. Upheld: the knight must be played."],
  rec(LO, 1729), 'touched-own-man', 'black', 'upheld',
  remedies=['compel-move-touched-man'], elector='black', cites=['VII'], moves={'compel-move-touched-man': F['1729_knight']})

case(1730, LO, 'white-moves-blacks-knight-into-check-of-his-own-king',
  "White moves Black's knight from b4 to d3, where it checks White's own king: law X gives Black three options, and the third leaves White in check",
  "moving the adversary's man; the options when the man left there would check the offender.",
  "Start [FEN] 4k3/8/8/8/1n6/P7/8/4K3 w. White moves Black's knight b4-d3 ({[%move b4d3]}); left there it checks the e1 king (asserted). Black claims before touching a man. Put back on b4, the knight can be taken by axb4; White's king may go to d1, f1, d2, e2 or f2 (asserted).",
  ['X', 'XXV'],
  ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» All three can be enforced; the third leaves White in check, to be met on his next move. Claimed in time (XXV). Upheld; Black elects."],
  rec(LO, 1730), 'moved-adversary-man', 'black', 'upheld',
  remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black', cites=['X', 'XXV'],
  moves={'replace-and-move-king': F['1730_king'], 'replace-and-capture': F['1730_capture']})

print(len(OUT), 'cases written')
