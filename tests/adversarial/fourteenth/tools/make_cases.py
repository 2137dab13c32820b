"""Writes the thirty case files of the fourteenth set from the data below. The article quotations
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

R = facts.REC
def prec(code, key): return rec(code, P[key], R[key])

# ---------------------------------------------------------------- shared facts (each asserted in facts.py)
F_P1 = ("White: Ka1, Nb1, Pa2, Pb2. Black: Kh8, Rh1. White to move. The b1 knight is pinned to its king by the h1 rook "
  "and has no lawful move; the king has no lawful move (a2, b2, b1 are his own men); White's only lawful moves are a3, a4, "
  "b3, b4. White moves the knight one square on the diagonal, b1-c2 ({[%move b1c2]}): no knight's move at all, and it "
  "leaves his king in check from h1. Black, before moving, claims a false move (all asserted).")
F_P2 = ("White: Ke1, Pa2. Black: Kb8, Re8, Pe2. White to move, not in check. White touches Black's pawn on e2 "
  "({[%touch e2]}) without saying j'adoube, and Black claims. No White man can lawfully take the pawn: Kxe2 is a capture "
  "in shape, but on e2 the king would stand on the e-file of the e8 rook, which only the pawn screens. The king's lawful "
  "moves are Kd2 and Kf2 (d1 and f1 are the pawn's); there is no castling (all asserted).")
F_P2B = ("White: Ke1, Rh1, Pa2, with the right to castle on the king's side. Black: Ka8, Nf2. White to move, not in check. "
  "White touches Black's knight on f2 ({[%touch f2]}) without saying j'adoube, and Black claims. The knight is en prise of "
  "White's king alone and Kxf2 is lawful (nothing guards f2). The king's lawful moves are Kf1, O-O, Kd2, Ke2, Kxf2: O-O is "
  "lawful (e1, f1, g1 unattacked; the knight attacks the h1 rook, which bars nothing) (all asserted).")
F_P3 = ("White: Ke1, Qd1, Nd2, Rh1, pawns a2, b2, c2, e3, f2, g2, h2, with the right to castle on the king's side. Black: "
  "Ke8, Bb4. White to move, not in check. The d2 knight is pinned to its king by the b4 bishop (c3 empty) and cannot be "
  "moved without leaving the king in check. White touches it ({[%touch d2]}), and Black claims before White moves. The "
  "king's lawful moves are Kf1, O-O and Ke2 (all asserted).")
F_P6 = ("White: Ka1, Nb1, Qe2, Bf2, Pa2, Pb2. Black: Kh8, Nd4. White to move, not in check. White, in his turn, moves "
  "Black's knight from d4 to b5 ({[%move d4b5 white]}); on b5 it gives White no check. Black claims. White's king has no "
  "lawful move at all (a2, b2, b1 hold his own men). Put back on d4, the knight is en prise of the f2 bishop alone: Bxd4, "
  "which also checks the h8 king (all asserted).")
F_P18 = ("Black: Kf7, Ra8; White: Ke1, Ng4, pawns a2, b2, g2, h2. Black plays 1... Re8 and says \"check\" (true: the e-file "
  "is open). White covers with 2. Ne5 and says \"check\": the knight on e5 attacks f7, so Black's king is in check, though "
  "the knight itself is pinned to its own king by the e8 rook. Black plays 2... Kg7 and then claims that the \"check\" was "
  "false, a pinned man giving none (all asserted).")
W_P18 = ("A pinned man still gives check: the knight on e5 attacks f7 whether or not it could lawfully move, and a king may "
  "never stand where an adversary's man attacks it. So White did give the check he announced, Black's king move was the "
  "answer the check required, and there is nothing to retract.")

# ================================================================= twenty-laws
case(1401, 'twenty-laws', 'moved-the-adversarys-knight-en-prise-the-king-boxed-in',
  "White moves Black's knight in his own turn; the knight is en prise but White's king has no move: of law 2's three options, taking it and leaving it can be enforced, replacing it and moving the king cannot (law 18)",
  "moved adversary's man; the king that cannot move (law 18); findings of fact; X with boys-own 1412, philidor 1417, acknowledged 1424, london 1429.",
  F_P6, ['2', '11', '18'],
  ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you "
   "must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en "
   "prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to leave it where "
   "you had wrongfully placed it». White said no j'adoube, and Black claims before moving (law 11). The knight is en prise "
   "(of the bishop on d4, of the queen on b5), so the capture can be enforced; leaving it where White put it can; replacing "
   "it and moving the king cannot, for White's king has no move at all: law 18, «In no case where the penalty of moving "
   "the king would place him in check, can it be enforced». Upheld, Black elects; replace-and-move-king unenforceable."],
  prec('twenty-laws', 'P6'), 'moved-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'replace-and-move-king', 'leave-as-played'], elector='black',
  cites=['2', '11', '18'], unenforceable=['replace-and-move-king'])

case(1402, 'twenty-laws', 'pinned-knight-moved-as-a-bishop-no-natural-move-king-boxed-in',
  "White's pinned knight steps like a bishop; it has no natural move and White's king has none: of law 3's three penalties only leaving the knight where it was placed can be enforced",
  "false move; the king that cannot move (law 18); a penalty that cannot be enforced because the man has no lawful move; findings of fact; X with 1408, 1414, 1420, 1426.",
  F_P1, ['3', '11', '18'],
  ["Law 3: «you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to "
   "replace it and move the king.» Black claims before moving (law 11). The knight's natural moves: none, for it is "
   "pinned; so move-correctly cannot be enforced. Replacing it and moving the king: the king has no move, so law 18 («In "
   "no case where the penalty of moving the king would place him in check, can it be enforced») bars that penalty. "
   "Leaving the knight on c2 can be enforced (it leaves White's king in check, which the codes allow a record to hold). "
   "Upheld; Black elects; two of the three penalties unenforceable."],
  prec('twenty-laws', 'P1'), 'false-move', 'black', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11', '18'],
  unenforceable=['move-correctly', 'replace-and-move-king'])

case(1403, 'twenty-laws', 'black-omitted-a-pawn-noticed-after-three-moves-each',
  "Black's queen's bishop's pawn was never set up; White notices it after three moves each: neither party has played four moves, so law 12 lets the mistake be rectified",
  "set-up error; the move count (laws.md A7); the record decides; W claim window.",
  "The record starts from a [FEN] that is the standard array without Black's c7 pawn (asserted). The game goes 1. e4 e5 "
  "2. Nf3 Nc6 3. Bc4 Bc5 (lawful; asserted). Before playing his fourth move White points out the missing pawn and asks "
  "that it be put right.",
  ['12'],
  ["Law 12: «If at the commencement of a game ... any omitted to be placed, the mistake may be rectified, provided neither "
   "party have played four moves; but if they have done so, the game must be played out.» Each side has played three "
   "moves; by the reading adopted (laws.md A7) correction is allowed until either side completes its fourth. Upheld: the "
   "set-up is rectified. Law 12 is glossed (A7)."],
  prec('twenty-laws', 'P7'), 'initial-man-omitted', 'white', 'upheld', remedies=['rectify-setup'], cites=['12'],
  glossed=['12'])

case(1404, 'twenty-laws', 'check-by-a-pinned-knight-is-a-check',
  "White covers a check with a knight that also checks Black's king and says \"check\"; the knight is pinned, but it gives check all the same: no false announcement, nothing to retract",
  "false announcement of check; findings of fact (a pinned man gives check); X with 1410, 1416, 1422, 1428.",
  F_P18, ['6'],
  ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or "
   "interpose a piece, you may retract». " + W_P18 + " Dismissed."],
  prec('twenty-laws', 'P18'), 'false-check-announcement', 'black', 'dismissed', cites=['6'])

case(1405, 'twenty-laws', 'touched-adversary-pawn-screening-a-rook-the-king-cannot-take-it',
  "White touches a Black pawn beside his king; the king cannot take it because the pawn screens a rook behind it, so the capture cannot be enforced and the king must move (not castling)",
  "touched adversary's man; findings of fact (a man guarded from behind); X with 1407, 1413, 1419, 1430.",
  F_P2, ['2', '11'],
  ["Law 2: «If you touch one of your adversary's men ... he may compel you either to take the piece (if it be en prise)— "
   "to replace it and move your king, (provided it may be done without putting him in check) ... and in either case you "
   "cannot castle that move.» The pawn is not en prise of any White man that can lawfully take it (Kxe2 would put the king "
   "on the rook's file), so the capture cannot be enforced. The king can move: Kd2 or Kf2. Upheld; Black elects; the "
   "capture is unenforceable."],
  prec('twenty-laws', 'P2'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black', cites=['2', '11'],
  moves={'move-king-no-castling': F['p2_king']}, unenforceable=['compel-capture-of-touched-man'])

case(1406, 'twenty-laws', 'touched-adversary-knight-the-king-takes-it-or-moves-not-castling',
  "White touches a Black knight that only his king can take; law 2 lets Black compel Kxf2 or a king move, and the king's move may not be castling although O-O is lawful",
  "touched adversary's man; castling with a touched man (A5 ii); findings of fact; X with 1411, 1418, 1423.",
  F_P2B, ['2', '11'],
  ["Law 2 (quoted above) gives Black the choice of compelling the capture (the knight is en prise, and Kxf2 is the only "
   "lawful capture) or a king move; «in either case you cannot castle that move» (laws.md A5 ii: when the penalty is a "
   "king move, it may not be castling). So O-O, lawful on the board, is not among the king moves that satisfy the penalty. "
   "Upheld; Black elects. Law 2 is glossed (A5)."],
  prec('twenty-laws', 'P2b'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black', cites=['2', '11'], glossed=['2'],
  moves={'compel-capture-of-touched-man': F['p2b_take'], 'move-king-no-castling': F['p2b_king_nc']})

# ================================================================= boys-own-1829
case(1407, 'boys-own-1829', 'touched-adversary-pawn-screening-a-rook-the-king-must-move',
  "White touches a Black pawn beside his king that he cannot lawfully take (it screens a rook): law 5 sends him to a king move",
  "touched adversary's man; findings of fact (a man guarded from behind); X with 1405, 1413, 1419, 1430.",
  F_P2, ['5'],
  ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must "
   "moeve your king, if that be possible, without putting him in check.» White cannot take the pawn lawfully; his king can "
   "move (Kd2, Kf2). Upheld; Black elects; the capture is unenforceable."],
  prec('boys-own-1829', 'P2'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['5'],
  moves={'move-king': F['p2_king']}, unenforceable=['compel-capture-of-touched-man'])

case(1408, 'boys-own-1829', 'pinned-knight-moved-as-a-bishop-the-king-cannot-move',
  "White's pinned knight steps like a bishop; law 7's only penalty is a king move, and White's king has none, so the claim is upheld with nothing enforceable",
  "false move; the king that cannot move; findings of fact; X with 1402, 1414, 1420, 1426.",
  F_P1, ['7'],
  ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing "
   "him in check». The claim is in time (Black has not played). The king, with the knight back on b1, has no move, so the "
   "penalty cannot be enforced. Upheld; move-king unenforceable."],
  prec('boys-own-1829', 'P1'), 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'],
  unenforceable=['move-king'])

case(1409, 'boys-own-1829', 'pinned-knight-touched-the-king-may-castle',
  "White touches his pinned knight; law 4 lets him move only the king, and castling is a move of the king",
  "touched man that cannot be moved lawfully; castling with a touched man; X with 1415, 1421, 1427.",
  F_P3, ['4'],
  ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only "
   "move the king, if it be practicable.» Any move of the knight would discover check from b4, so White must move the king: "
   "Kf1, Ke2, or O-O, which is a move of the king (as the earlier sets held for a touched king). Upheld; Black elects."],
  prec('boys-own-1829', 'P3'), 'touched-own-man-unplayable', 'black', 'upheld', remedies=['move-king'], elector='black',
  cites=['4'], moves={'move-king': F['p3_king']})

case(1410, 'boys-own-1829', 'check-by-a-pinned-knight-is-a-check',
  "White covers a check with a knight that also checks Black's king and says \"check\"; the knight is pinned, but it gives check: Black was not challenged falsely",
  "false challenge of check; findings of fact (a pinned man gives check); X with 1404, 1416, 1422, 1428.",
  F_P18, ['8'],
  ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in "
   "consequence, move your king, or any other man, you may retract such move». " + W_P18 + " Dismissed."],
  prec('boys-own-1829', 'P18'), 'false-check-announcement', 'black', 'dismissed', cites=['8'])

case(1411, 'boys-own-1829', 'touched-adversary-knight-takeable-by-the-king-only-the-capture',
  "White touches a Black knight that his king can take: law 5 lets Black insist on the capture, and a king move is offered only \"if not\"",
  "touched adversary's man; which remedy the article gives when the capture is possible; X with 1406, 1418, 1423.",
  F_P2B, ['5'],
  ["Law 5 (quoted in 1407): «he may insist upon your taking it, if you can ; if not, you must moeve your king». White can "
   "take the knight (Kxf2, the only lawful capture), so the remedy is the capture; the king move is the alternative only "
   "where the man cannot be taken. Upheld; Black elects Kxf2."],
  prec('boys-own-1829', 'P2b'), 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'],
  elector='black', cites=['5'], moves={'compel-capture-of-touched-man': F['p2b_take']})

case(1412, 'boys-own-1829', 'moved-the-adversarys-knight-heard-by-analogy-with-law-five',
  "White moves Black's knight in his turn; the code provides only for touching an adversary's man, so the claim is heard by analogy with law 5: put it back and take it",
  "moved adversary's man under a silent code; an unprovided dispute heard by analogy; X with 1401, 1417, 1424, 1429.",
  F_P6, ['5'],
  ["The Boy's Own laws say nothing of moving an adversary's man (laws.md 4.2.5). Moving it is touching it and more, so the "
   "nearest law is 5: «he may insist upon your taking it, if you can ; if not, you must moeve your king». Put back on d4 "
   "the knight can be taken (Bxd4, the only lawful capture), so by analogy Black may insist on that. No law provides: "
   "decided as the third person would, by analogy, as the earlier 2041 case did. Law 5 is glossed (applied by analogy)."],
  prec('boys-own-1829', 'P6'), 'moved-adversary-man', 'black', 'no-law-provides', remedies=['replace-and-capture'],
  elector='black', cites=['5'], glossed=['5'], moves={'replace-and-capture': F['p6_take']})

# ================================================================= philidor
case(1413, 'philidor', 'touched-adversary-pawn-screening-a-rook-the-king-must-play',
  "White touches a Black pawn that he cannot lawfully take (it screens a rook from his king): rule VI sends him to a king move",
  "touched adversary's man; findings of fact; X with 1405, 1407, 1419, 1430.",
  F_P2, ['VI'],
  ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take "
   "it; and in case it was not takeable, you, who have touched it, must play your King if you can.» The pawn is not "
   "takeable; the king can play (Kd2, Kf2). Upheld; Black elects; the capture unenforceable."],
  prec('philidor', 'P2'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['VI'],
  moves={'move-king': F['p2_king']}, unenforceable=['compel-capture-of-touched-man'])

case(1414, 'philidor', 'pinned-knight-moved-as-a-bishop-the-king-cannot-play',
  "White's pinned knight steps like a bishop; rule VIII's penalty is to play the king as in rule VI, and White's king cannot be played: the fault is of no consequence",
  "false move; the king that cannot move (VI «if you can», XV); X with 1402, 1408, 1420, 1426.",
  F_P1, ['VIII', 'VI', 'XV'],
  ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» By the reading adopted (laws.md A36) the "
   "false move is taken back and the king played; if the king cannot move, VI's «if you can» and XV's «if his King cannot "
   "be played, the fault is of no consequence» apply. Here the king has no move. Upheld, with the king move unenforceable. "
   "Rule VIII is glossed (A36)."],
  prec('philidor', 'P1'), 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black',
  cites=['VIII', 'VI', 'XV'], glossed=['VIII'], unenforceable=['move-king'])

case(1415, 'philidor', 'pinned-knight-touched-the-king-may-castle',
  "White touches his pinned knight; rule XV (read as the king's exposure, A17) makes him play his king, and castling is a move of the king",
  "touched man that cannot be moved lawfully; castling with a touched man; X with 1409, 1421, 1427.",
  F_P3, ['V', 'XV'],
  ["Rule V: «A Piece once touched must be played». Rule XV: «If any one touches a piece which he cannot play without "
   "giving check, he must then play his King». Read as laws.md A17 reads it (the move would expose his own king), XV "
   "governs: the knight cannot be played, so White must play his king: Kf1, Ke2 or O-O (castling is a move of the king; "
   "the fourth set's 406 held that castling satisfies the rule). Upheld; Black elects. XV is glossed (A17)."],
  prec('philidor', 'P3'), 'touched-own-man-unplayable', 'black', 'upheld', remedies=['move-king'], elector='black',
  cites=['V', 'XV'], glossed=['XV'], moves={'move-king': F['p3_king']})

case(1416, 'philidor', 'check-by-a-pinned-knight-is-a-check',
  "White covers a check with a knight that also checks Black's king and warns \"check\"; the knight is pinned but gives check: rule XIV does not apply",
  "false warning of check; findings of fact (a pinned man gives check); X with 1404, 1410, 1422, 1428.",
  F_P18, ['XIV'],
  ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either your "
   "King, or any other piece, you will then be allowed to retract your move». " + W_P18 + " Dismissed."],
  prec('philidor', 'P18'), 'false-check-announcement', 'black', 'dismissed', cites=['XIV'])

case(1417, 'philidor', 'moved-the-adversarys-knight-heard-by-analogy-with-rule-six',
  "White moves Black's knight in his turn; Philidor provides only for touching an adversary's man, so the claim is heard by analogy with rule VI: put it back and take it",
  "moved adversary's man under a silent code; heard by analogy; X with 1401, 1412, 1424, 1429.",
  F_P6, ['VI'],
  ["Philidor is silent on moving an adversary's man. Rule VI (quoted in 1413) is the nearest: «he has a right to oblige "
   "you to take it; and in case it was not takeable ... must play your King if you can.» Put back on d4 the knight is "
   "takeable (Bxd4), so by analogy Black may oblige White to take it. No law provides; decided by analogy, as in the "
   "earlier 2041 and 1318 cases. Rule VI is glossed (applied by analogy)."],
  prec('philidor', 'P6'), 'moved-adversary-man', 'black', 'no-law-provides', remedies=['replace-and-capture'],
  elector='black', cites=['VI'], glossed=['VI'], moves={'replace-and-capture': F['p6_take']})

case(1418, 'philidor', 'touched-adversary-knight-takeable-by-the-king-only-the-capture',
  "White touches a Black knight that his king can take: rule VI obliges him to take it; the king move is only for a man not takeable",
  "touched adversary's man; which remedy the article gives; X with 1406, 1411, 1423.",
  F_P2B, ['VI'],
  ["Rule VI (quoted in 1413): «he has a right to oblige you to take it; and in case it was not takeable, you ... must play "
   "your King». The knight is takeable, by Kxf2 alone. Upheld: Black may oblige the capture."],
  prec('philidor', 'P2b'), 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'],
  elector='black', cites=['VI'], moves={'compel-capture-of-touched-man': F['p2b_take']})

# ================================================================= acknowledged-laws
case(1419, 'acknowledged-laws', 'touched-adversary-pawn-screening-a-rook-one-menu',
  "White touches a Black pawn he cannot lawfully take (it screens a rook from his king): of law VII's menu, the capture cannot be enforced; a king move or replacing and a legal move can",
  "touched adversary's man; findings of fact; X with 1405, 1407, 1413, 1430.",
  F_P2, ['VII'],
  ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, make "
   "the right move, move his King, or replace the piece and make a legal move.» The remedies that apply to touching an "
   "adversary's man (laws.md A23): take the man (not possible lawfully here), move the King (Kd2, Kf2), replace and make a "
   "legal move. Upheld; Black elects; the capture unenforceable."],
  prec('acknowledged-laws', 'P2'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
  moves={'move-king': F['p2_king']}, unenforceable=['compel-capture-of-touched-man'])

case(1420, 'acknowledged-laws', 'pinned-knight-moved-as-a-bishop-only-a-legal-move-remains',
  "White's pinned knight steps like a bishop; it has no right move and the king has no move, so of law VII's menu only replacing it and making a legal move (a pawn move) can be enforced",
  "false move; penalties that cannot be enforced; findings of fact; X with 1402, 1408, 1414, 1426.",
  F_P1, ['VII'],
  ["Law VII (quoted in 1419) «or make an illegal move, his adversary may compel him to ... make the right move, move his "
   "King, or replace the piece and make a legal move.» The knight has no right move (pinned); the king has no move; White "
   "has lawful moves once the knight is back (a3, a4, b3, b4). Upheld; Black elects; move-correctly and move-king "
   "unenforceable."],
  prec('acknowledged-laws', 'P1'), 'false-move', 'black', 'upheld',
  remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
  unenforceable=['move-correctly', 'move-king'])

case(1421, 'acknowledged-laws', 'pinned-knight-touched-king-move-or-replace',
  "White touches his pinned knight; law V's note lets Black elect a king move (castling among them) or that the knight be replaced and a legal move made",
  "touched man that cannot be moved lawfully; castling with a touched man; X with 1409, 1415, 1427.",
  F_P3, ['V'],
  ["Law V: «If a piece be touched it must be moved.» Its note: «If the piece cannot be legally moved, the adversary may "
   "elect for the player to move his King or replace the piece.» «replace the piece» is read as laws.md A22 reads it: "
   "replace it and make any legal move. The king's moves are Kf1, Ke2 and O-O (a move of the king). Upheld; Black elects. "
   "Law V is glossed (A22)."],
  prec('acknowledged-laws', 'P3'), 'touched-own-man-unplayable', 'black', 'upheld',
  remedies=['move-king', 'replace-and-move-legally'], elector='black', cites=['V'], glossed=['V'],
  moves={'move-king': F['p3_king']})

case(1422, 'acknowledged-laws', 'check-by-a-pinned-knight-is-a-check',
  "White covers a check with a knight that also checks Black's king and cries \"check\"; the pinned knight does attack the king: law XI does not apply",
  "false cry of check; findings of fact (a pinned man gives check); X with 1404, 1410, 1416, 1428.",
  F_P18, ['XI'],
  ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the "
   "piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» "
   + W_P18 + " Dismissed."],
  prec('acknowledged-laws', 'P18'), 'false-check-announcement', 'black', 'dismissed', cites=['XI'])

case(1423, 'acknowledged-laws', 'touched-adversary-knight-takeable-by-the-king-one-menu',
  "White touches a Black knight his king can take: law VII's menu offers the capture, a king move (castling included) or replacing and a legal move",
  "touched adversary's man; castling as a king move; X with 1406, 1411, 1418.",
  F_P2B, ['VII'],
  ["Law VII (quoted in 1419): the remedies that apply to touching an adversary's man are to take the man (Kxf2, the only "
   "lawful capture), to move the King (Kf1, O-O, Kd2, Ke2, Kxf2: the code does not bar castling here, unlike twenty-laws "
   "2), or to replace the piece and make a legal move. Upheld; Black elects."],
  prec('acknowledged-laws', 'P2b'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
  moves={'compel-capture-of-touched-man': F['p2b_take'], 'move-king': F['p2b_king']})

case(1424, 'acknowledged-laws', 'moved-the-adversarys-knight-the-king-boxed-in-one-menu',
  "White moves Black's knight in his turn; under law VII's menu the knight can be taken and a legal move can be made, but White's king cannot move",
  "moved adversary's man; the king that cannot move; findings of fact; X with 1401, 1412, 1417, 1429.",
  F_P6, ['VII'],
  ["Law VII (quoted in 1419) names touching «one of his opponent's men»; moving it is touching it and more (laws.md 4.1: "
   "VII by extension). Of the menu, the remedies that apply: take the man (it is en prise), move his King (White's king "
   "has no move: unenforceable), replace the piece and make a legal move. Upheld; Black elects."],
  prec('acknowledged-laws', 'P6'), 'moved-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
  unenforceable=['move-king'])

# ================================================================= london-1847
case(1425, 'london-1847', 'capture-in-passing-after-a-second-move-in-succession',
  "White steps his d-pawn two squares and then, out of turn, plays Ng1-f3; Black lets both moves stand and takes the d-pawn in passing: the right lapsed with White's second move, so the capture is a false move",
  "two moves in succession; en passant; a pawn's first move; which move is the last (laws.md A10, A30); W claim window; findings of fact.",
  "White: Ke1, Ng1, Pd2. Black: Ke8, Pe4. White plays 1. d4 (a two-square first move), and then, out of his turn, "
  "Ng1-f3 ({[%move g1f3 white]}). Black does not claim; he plays e4xd3 as if in passing ({[%move e4d3]}). White claims "
  "a false move before touching any man. With White's second move as the last move, the e4 pawn's lawful moves are e3 "
  "and exf3; Black's king's are Kd7, Ke7, Kf7, Kd8, Kf8 (all asserted).",
  ['XIV', 'XV', 'XIII', 'XXV'],
  ["Law XIV lets the adversary choose «whether both moves shall remain»; by moving Black made no claim, and by touching a "
   "pawn he lost any (XXV), so both moves stand. By the reading adopted (laws.md A10, A30) the double move counts as one "
   "turn and «For en passant, the \"last move\" is the second one»: the capture in passing of law XV was open only "
   "against a two-square step that was the last move, and the last move was Ng1-f3. So e4xd3 moved the pawn to a square "
   "«to which it cannot legally be moved» (XIII), and White claims before touching a man (XXV). Upheld: White has XIII's "
   "three penalties. XV is glossed (the capture in passing lapses with the next move, read with A10)."],
  prec('london-1847', 'P4'), 'false-move', 'white', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='white', cites=['XIII', 'XV', 'XXV'],
  glossed=['XV'], moves={'move-correctly': F['p4_pawn'], 'replace-and-move-king': F['p4_king']})

case(1426, 'london-1847', 'pinned-knight-moved-as-a-bishop-only-leave-it',
  "White's pinned knight steps like a bishop; it has no lawful move and White's king has none: of law XIII's three penalties only leaving it on its square can be enforced",
  "false move; penalties that cannot be enforced; findings of fact; X with 1402, 1408, 1414, 1420.",
  F_P1, ['XIII', 'XXV'],
  ["Law XIII: «his adversary has the choice of three penalties; viz., 1st, of compelling him to let the Piece or Pawn remain "
   "on the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece or Pawn and "
   "move his King.» The knight cannot move correctly (pinned); the king cannot move. Black claims before touching a man "
   "(XXV). Upheld; Black elects; the 2d and 3d penalties unenforceable."],
  prec('london-1847', 'P1'), 'false-move', 'black', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['XIII', 'XXV'],
  unenforceable=['move-correctly', 'replace-and-move-king'])

case(1427, 'london-1847', 'pinned-knight-touched-replace-and-move-the-king-castling-included',
  "White touches his pinned knight; law XVII makes him move his king instead, and O-O is a move of the king",
  "touched man that cannot be moved lawfully; castling with a touched man; X with 1409, 1415, 1421.",
  F_P3, ['VII', 'XVII'],
  ["Law VII: «A Piece or Pawn touched must be played». Law XVII: «If a player touch a Piece or Pawn that cannot be moved "
   "without leaving the King in check, he must replace the Piece or Pawn and move his King». The king's moves: Kf1, Ke2, "
   "O-O (castling is a move of the king; the sixth set's 626 held that castling satisfies XVII). Upheld; Black elects."],
  prec('london-1847', 'P3'), 'touched-own-man-unplayable', 'black', 'upheld', remedies=['replace-and-move-king'],
  elector='black', cites=['VII', 'XVII'], moves={'replace-and-move-king': F['p3_king']})

case(1428, 'london-1847', 'check-by-a-pinned-knight-is-a-check',
  "White covers a check with a knight that also checks Black's king and says \"check\"; the pinned knight gives check: law XX does not apply",
  "false announcement of check; findings of fact (a pinned man gives check); X with 1404, 1410, 1416, 1422.",
  F_P18, ['XX'],
  ["Law XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a "
   "Piece or Pawn to interpose, he may retract such move». " + W_P18 + " Dismissed."],
  prec('london-1847', 'P18'), 'false-check-announcement', 'black', 'dismissed', cites=['XX'])

case(1429, 'london-1847', 'moved-the-adversarys-knight-the-king-boxed-in',
  "White moves Black's knight in his turn; of law X's three options, replacing it and taking it (Bxd4) and leaving it stand can be enforced, replacing it and moving the king cannot",
  "moved adversary's man; the king that cannot move; findings of fact; X with 1401, 1412, 1417, 1424.",
  F_P6, ['X', 'XXV'],
  ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to "
   "replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn "
   "remain on the square to which it had been played, as if the move were correct.» The 1st cannot be enforced (White's "
   "king has no move); the 2d can, by Bxd4 alone; the 3d can. Black claims before touching a man (XXV). Upheld; Black "
   "elects."],
  prec('london-1847', 'P6'), 'moved-adversary-man', 'black', 'upheld',
  remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black', cites=['X', 'XXV'],
  moves={'replace-and-capture': F['p6_take']}, unenforceable=['replace-and-move-king'])

case(1430, 'london-1847', 'touched-adversary-pawn-screening-a-rook-the-king-must-move',
  "White takes hold of a Black pawn he cannot legally take (it screens a rook from his king): law IX lets Black oblige a king move",
  "touched adversary's man (\"take\" read as touch, A28); findings of fact; X with 1405, 1407, 1413, 1419.",
  F_P2, ['IX', 'XXV'],
  ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that "
   "effect, his adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move the "
   "King». «take» is read as touch (laws.md A28). The pawn cannot be legally taken; the king can move (Kd2, Kf2). Black "
   "claims before touching a man (XXV). Upheld; Black elects. IX is glossed (A28)."],
  prec('london-1847', 'P2'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['IX', 'XXV'], glossed=['IX'],
  moves={'move-king': F['p2_king']}, unenforceable=['compel-capture-of-touched-man'])

print(len(OUT), 'cases written')
