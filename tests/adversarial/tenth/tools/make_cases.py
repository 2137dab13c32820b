"""Writes the thirty case files of the tenth set from the data below. The article quotations are
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
    return f'[Code "{code}"]\n' + extra + (f'[FEN "{fen}"]\n' if fen else '') + body


# ---------------------------------------------------------------- shared facts
SEVEN_REC = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3'
ODDS_EXTRA = '[Odds "white knight b1 left-on-board"]\n'
F_ODDS7 = ('White undertook to give the odds of his queen\'s knight but left it on b1. The game went 1. e4 e5 2. Nf3 Nc6 '
  '3. Bc4 Bc5 4. c3: White, the giver, has played four moves, Black three (asserted; Black is to move and has not '
  'played his fourth). Black, the receiver, now claims that the knight was never removed.')
F_MOVED = ('After 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5, White, in his turn, moves Black\'s knight from c6 to a5 '
  '({[%move c6a5 white]}). Black claims at once. The knight cannot be taken by any White man, on c6 or on a5. '
  'With the knight put back, White\'s king (unmoved, like the h1 rook) may go to f1 or e2, or castle: f1 and g1 '
  'are empty and not attacked (all asserted).')
F_LATE = ('After 1. e4 e5 2. Nf3, Black plays his queen\'s bishop from c8 to e6 ({[%move c8e6]}), leaping his own pawn '
  'on d7: a false move (asserted). White, to move, says "j\'adoube" and adjusts his own pawn on e4 '
  '({[%adjust e4]}); he makes no move. Then he claims the false move, and Black pleads that the claim comes '
  'too late.')
F_FIRSTODDS = ('The previous game was drawn, and Black began it ([PreviousGame "black drawn"]). In this game White gives '
  'the odds of his queen\'s knight (removed from b1) and White began, 1. e4 e5. Black claims the first move: he '
  'began the drawn game.')
F_MISPLACED = ('Black\'s king\'s bishop and king\'s knight were set on each other\'s squares (a knight on f8, a bishop '
  'on g8); nothing else differs from the standard array (asserted). The game went 1. e4 e5 2. Nf3 Nc6 3. d4 d6 '
  '4. Nc3: White has played his fourth move, Black his third, and the two misplaced men have not moved. White now '
  'discovers the mistake and claims.')
MIS_REC = '1. e4 e5 2. Nf3 Nc6 3. d4 d6 4. Nc3'
F_TOUCHKING = ('White: Ke1, pawns d2 e2 f2. Black: Ke8. White, to move, touches the Black king on e8 ({[%touch e8]}) '
  'and Black claims at once. No man can take a king: no code allows it, and no White man attacks e8 (asserted). '
  'White\'s king has two lawful moves, Kd1 and Kf1 (asserted).')
F_EPPIN = ('White: Kh5, pawn e5. Black: Kb8, Ra5, Ne6, pawn d7. Black plays 1... d5, a double step past d6. White '
  'touches his e5 pawn ({[%touch e5]}). The pawn cannot advance (the knight holds e6) and has nothing to take on '
  'd6 or f6. Its only move of any kind is exd6 en passant, which would take both pawns off the fifth rank and '
  'leave the h5 king in check from the a5 rook. So the pawn cannot be moved without exposing the king. The king '
  'may go to g4, h4, g6 or h6; g5 is commanded by the knight (all asserted). Black claims.')
F_JADOUBE = ('After 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5, White, to move, touches Black\'s e5 pawn ({[%touch e5]}) and only '
  'then says "j\'adoube" ({[%adjust e5]}). Black claims at once. The only lawful capture of the pawn is Nxe5 '
  '(asserted).')
FIFTY_REC = '{[%fifty black]} ' + ' '.join(
    (f'{i // 2 + 1}... {s}' if i % 2 == 0 else f'{i // 2 + 2}. {s}') for i, s in enumerate(F['fifty_record']))

# ================================================================= twenty-laws
case(1001, 'twenty-laws', 'odds-knight-left-on-white-has-played-four-black-three',
  'The odds knight was left on b1 and Black notices it after White\'s fourth move but before his own fourth: four moves have not been played on each side, so law 14 has the game re-commenced',
  'W claim window (four moves on each side, counted exactly); 8 reading stated (A7); X with philidor 1013, london-1847 1025.',
  F_ODDS7, ['14'],
  ['Law 14 bars the removal only «until four moves on each side have been played». White has played four, Black '
   'three: seven half-moves, not eight. laws.md A7 reads L14 as eight half-moves (unlike L12, where one side\'s '
   'fourth move is enough). So the second sentence applies: «If the error be noticed before four moves have been '
   'played, the game is to be re-commenced». The restart is imposed; there is no choice. Law 14 is glossed.'],
  rec('twenty-laws', None, SEVEN_REC, ODDS_EXTRA), 'odds-man-not-removed', 'black', 'upheld',
  remedies=['restart-game'], cites=['14'], glossed=['14'])

case(1002, 'twenty-laws', 'moved-the-adversarys-knight-the-king-may-not-castle',
  'White moves Black\'s knight from c6 to a5: law 2 lets Black compel him to take it (impossible: it is not en prise), to replace it and move his king, or to leave it; the king move may not be castling, so Kf1 or Ke2',
  '3 the governing article; 4 findings of fact (not en prise; castling lawful in itself); 8 reading stated (A5); X with london-1847 1026.',
  F_MOVED, ['2', '11'],
  ['Law 2 covers one who touches an adversary\'s man «or move it instead of your own». Black may compel White «either '
   'to take the piece (if it be en prise)», «to replace it and move your king», or «to leave it where you had '
   'wrongfully placed it». The knight is not en prise, so the first cannot be enforced. For the king move, law 2 '
   'adds «and in either case you cannot castle that move» (A5(ii)). O-O is therefore not offered; Kf1 and Ke2 are, '
   'counted with the knight back on c6. Black claimed before moving a piece (law 11). Black elects. Law 2 is glossed.'],
  rec('twenty-laws', None, '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 {[%move c6a5 white]}'),
  'moved-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'replace-and-move-king', 'leave-as-played'], elector='black',
  cites=['2', '11'], glossed=['2'], moves={'replace-and-move-king': F['moved_king_nocastle']},
  unenforceable=['compel-capture-of-touched-man'])

case(1003, 'twenty-laws', 'drawn-game-begun-by-black-then-white-gives-a-knight',
  'Black began a drawn game; in the next game White gives a knight and moves first: law 9 entitles the giver of an advantage to the first move, so Black\'s claim under law 10 is dismissed',
  '8 reading stated (a specific odds rule against the drawn-game rule); 9 the record decides; X with boys-own 1010.',
  F_FIRSTODDS, ['9', '10'],
  ['Law 10: «the player who began that game is entitled to the first move in the next». Law 9: «where any advantage '
   'is given, the player giving that advantage, is entitled to the first move». The two collide. I read law 9\'s '
   'odds clause as the specific rule: it speaks of the game in which the advantage is given, while law 10 speaks of '
   'the order of games in general (compare A38, where the specific odds agreement prevails). White gave a knight, so '
   'White began rightly. Dismissed; law 9 is glossed.'],
  rec('twenty-laws', None, '1. e4 e5', '[PreviousGame "black drawn"]\n[Odds "white knight b1"]\n'),
  'first-move-or-colour', 'black', 'dismissed', cites=['9'], glossed=['9'])

case(1004, 'twenty-laws', 'false-move-then-jadoube-the-claim-is-still-in-time',
  'Black\'s bishop leaps his own pawn; White says "j\'adoube", adjusts his e4 pawn and then claims: adjusting is not playing, so Black\'s plea that the claim is late is dismissed',
  'W claim window (an adjustment is not a move); 8 reading stated; X with boys-own 1007, philidor 1014.',
  F_LATE, ['3', '11'],
  ['Law 3: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.» '
   'Law 11: «nor can any such be retraced, after the adversary has moved a piece». White adjusted a man on its '
   'square; he neither played nor «moved a piece» from one square to another. The claim is in time and Black\'s plea '
   'is dismissed. Law 11 is glossed (an adjustment is not a move).'],
  rec('twenty-laws', None, '1. e4 e5 2. Nf3 {[%move c8e6]} {[%adjust e4]}'),
  'late-claim', 'black', 'dismissed', cites=['3', '11'], glossed=['11'])

case(1005, 'twenty-laws', 'black-misplaced-bishop-and-knight-white-claims-after-his-fourth',
  'Black\'s bishop and knight were set on each other\'s squares; White discovers it after his own fourth move: under law 12 White has played four moves, so the game must be played out',
  'W claim window (four moves by either party); 8 reading stated (A7); X with boys-own 1009, acknowledged-laws 1019, london-1847 1030.',
  F_MISPLACED, ['12'],
  ['Law 12: «the mistake may be rectified, provided neither party have played four moves; but if they have done so, '
   'the game must be played out». White has played four moves, so one party has. A7 reads «neither party» so: the '
   'right ends when either side completes its fourth move. Dismissed; law 12 is glossed.'],
  rec('twenty-laws', P['MISPLACED'], MIS_REC), 'initial-men-misplaced', 'white', 'dismissed',
  cites=['12'], glossed=['12'])

case(1006, 'twenty-laws', 'second-move-in-succession-takes-a-pawn',
  'White plays 2. Nc3 and then, before Black replies, takes on d5 as well: law 4 makes him replace the second piece (the taken pawn comes back), or Black may let both moves stand',
  '9 the record decides who did what; two moves in succession, the second a capture.',
  'After 1. e4 d5 2. Nc3, White also plays e4xd5 ({[%move e4d5 white]}) before Black has replied. Had it been '
  'White\'s turn, exd5 would have been lawful (asserted). Black claims at once.', ['4'],
  ['Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist '
   'that both moves shall remain». The second move took Black\'s d5 pawn; replacing the second piece puts the pawn '
   'that was taken back as well, as any retraction does. Remedies in law 4\'s order; Black elects. The claim is '
   'made at once, so law 11 is not in issue.'],
  rec('twenty-laws', None, '1. e4 d5 2. Nc3 {[%move e4d5 white]}'), 'move-out-of-turn', 'black',
  'upheld', remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4'])

# ================================================================= boys-own-1829
case(1007, 'boys-own-1829', 'false-move-then-jadoube-the-claim-is-still-in-time',
  'Black\'s bishop leaps his own pawn; White adjusts his e4 pawn and then claims: White has not "played", so under law 7 the false move can still be recalled and Black\'s plea is dismissed',
  'W claim window (an adjustment is not a move); 8 reading stated; X with twenty-laws 1004, philidor 1014.',
  F_LATE, ['7'],
  ['Law 7 bars the claim only where the opponent has played «before he notices your false move». White has '
   'adjusted a man, not played. The code has no j\'adoube law, but the adjustment left every man on its square. '
   'Black\'s plea is dismissed; law 7 is glossed.'],
  rec('boys-own-1829', None, '1. e4 e5 2. Nf3 {[%move c8e6]} {[%adjust e4]}'),
  'late-claim', 'black', 'dismissed', cites=['7'], glossed=['7'])

case(1008, 'boys-own-1829', 'touched-the-adversarys-king',
  'White touches the Black king: law 5 would have him take it, which no one may do, so he must move his own king: Kd1 or Kf1',
  '4 findings of fact (a king can never be taken); X with philidor 1017, acknowledged-laws 1022.',
  F_TOUCHKING, ['5'],
  ['Law 5: «he may insist upon your taking it, if you can». No man may take a king, so White cannot take it. The law '
   'goes on: «if not, you must moeve your king, if that be possible, without putting him in check». Kd1 and Kf1 are '
   'lawful. Black elects; taking is listed and cannot be enforced.'],
  rec('boys-own-1829', P['TOUCHKING'], '{[%touch e8]}'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['5'],
  moves={'move-king': F['touchking_king']}, unenforceable=['compel-capture-of-touched-man'])

case(1009, 'boys-own-1829', 'black-misplaced-bishop-and-knight-white-claims-after-his-fourth',
  'Black\'s bishop and knight were set on each other\'s squares and Black has played three moves: under law 3 White, his adversary, may permit a fresh game or not',
  '8 reading stated (A11); W count (two moves by the misplacer); X with twenty-laws 1005, acknowledged-laws 1019, london-1847 1030.',
  F_MISPLACED, ['3'],
  ['Law 3: «If you misplace your men at the beginning, and play two moves», then «your adversary» may permit you '
   '«to begin game afresh, or not, as he pleases». Black misplaced his own men and has played three moves, so '
   'White, his adversary, chooses: restart or go on. This code has no four-move limit, and White\'s own moves do '
   'not count here. Law 3 is glossed (A11).'],
  rec('boys-own-1829', P['MISPLACED'], MIS_REC), 'initial-men-misplaced', 'white', 'upheld',
  remedies=['restart-game', 'continue-as-is'], elector='white', cites=['3'], glossed=['3'])

case(1010, 'boys-own-1829', 'drawn-game-begun-by-black-then-white-gives-a-knight',
  'Black began a drawn game and White, giving a knight, begins the next: law 2 gives the first move to the giver, and this code has no rule for drawn games; dismissed',
  '9 the record decides; X with twenty-laws 1003.',
  F_FIRSTODDS, ['2'],
  ['Law 2: «In each game, the players have the first move alternately, except where one gives the other the '
   'advantage of a piece or a pawn». White gives a knight, so White has the first move. Alternation would also give '
   'it to White, since Black began the last game. This code says nothing of drawn games. Dismissed.'],
  rec('boys-own-1829', None, '1. e4 e5', '[PreviousGame "black drawn"]\n[Odds "white knight b1"]\n'),
  'first-move-or-colour', 'black', 'dismissed', cites=['2'])

case(1011, 'boys-own-1829', 'pinned-knight-touched-the-king-is-boxed-in',
  'White touches his knight on g1, pinned by the a1 rook; law 4 sends the obligation to the king, but the king cannot move at all, so nothing can be enforced',
  '4 findings of fact (pinned, king boxed in by its own men).',
  'White: Kh1, Ng1, pawns g2 h2. Black: Ka8, Ra1. White touches his knight ({[%touch g1]}). Each of its three moves '
  'would expose the king to the a1 rook. The king has no lawful move: g1 is his own knight, g2 and h2 his own pawns '
  '(asserted). Black claims.', ['4'],
  ['Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you '
   'can only move the king, if it be practicable». Every move of the knight would uncover check. A king move is not '
   '«practicable», so the king move is offered but cannot be enforced. Black elects, as in the fifth set\'s 525.'],
  rec('boys-own-1829', P['BOXED'], '{[%touch g1]}'), 'touched-own-man-unplayable', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['4'], unenforceable=['move-king'])

case(1012, 'boys-own-1829', 'touched-rook-then-castled',
  'White touches his h1 rook and then castles: castling moves the touched rook (to f1), so he has played it and Black\'s touch-move claim is dismissed',
  '6 obligation satisfied; 8 reading stated (castling is a move of the rook as well as the king).',
  'White: Ke1, Rh1, pawns a2-h2, king and rook unmoved. Black: Ke8, pawns a7-h7. White touches his rook on h1 '
  '({[%touch h1]}) and plays 1. O-O. Castling is lawful and takes the touched rook from h1 to f1 (asserted). Black '
  'claims that White had to play the rook, not the king.', ['4'],
  ['Law 4: «If you touch a man, you must play it». Castling is one move of king and rook together: the rook is '
   'played from h1 to f1. The touched man has been played. Dismissed; law 4 is glossed (castling counts as playing '
   'the touched rook).'],
  rec('boys-own-1829', P['CASTLEROOK'], '{[%touch h1]} 1. O-O'), 'touched-own-man', 'black', 'dismissed',
  cites=['4'], glossed=['4'])

# ================================================================= philidor
case(1013, 'philidor', 'odds-knight-left-on-white-has-played-four-black-three',
  'The odds knight was left on b1; under IV there is no count of moves, and Black, who suffered by the mistake, chooses to go on or to begin again',
  '8 reading stated (A15: the receiver suffered); W no time limit; X with twenty-laws 1001, london-1847 1025.',
  F_ODDS7, ['IV'],
  ['IV: «it will be left to the choice of him who has suffered by such a mistake, to go on with the game, or to begin '
   'it again». The giver kept a man he had agreed to give, so the receiver, Black, suffered (A15) and elects. '
   'Philidor counts no moves, so the seven half-moves played change nothing. IV is glossed.'],
  rec('philidor', None, SEVEN_REC, ODDS_EXTRA), 'odds-man-not-removed', 'black', 'upheld',
  remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])

case(1014, 'philidor', 'false-move-then-jadoube-the-claim-is-still-in-time',
  'Black\'s bishop leaps his own pawn; White adjusts his e4 pawn and then claims: VIII closes the claim only after the adversary\'s next move, and an adjustment is none, so Black\'s plea is dismissed',
  'W claim window (an adjustment is not a move); 8 reading stated; X with twenty-laws 1004, boys-own 1007.',
  F_LATE, ['VIII', 'V'],
  ['VIII: «no false move can be recalled after the adversary\'s next move». V lets a man be put right: «if by chance '
   'it is displaced or overturned, it will be allowed to put it right». White said «J’adoube» and adjusted a man; '
   'he made no move. The claim is in time, and Black\'s plea is dismissed. VIII is glossed.'],
  rec('philidor', None, '1. e4 e5 2. Nf3 {[%move c8e6]} {[%adjust e4]}'),
  'late-claim', 'black', 'dismissed', cites=['VIII'], glossed=['VIII'])

case(1015, 'philidor', 'touched-pawn-whose-only-move-is-en-passant-exposing-the-king',
  'White touches his e5 pawn, whose only move, exd6 en passant, would expose his king along the fifth rank: under XV he must play his king (Kg4, Kh4, Kg6, Kh6)',
  '4 findings of fact (an en passant capture that uncovers the rank); 8 reading stated (A17); X with acknowledged-laws 1020, london-1847 1027.',
  F_EPPIN, ['V', 'X', 'XV'],
  ['V: «A Piece once touched must be played». X gives the pawn its only move: the d-pawn «may, in passing, be taken '
   'by any Pawn which might have taken it if it had been pushed but one move». But that capture would uncover the '
   'a5 rook\'s line to the king. XV: «If any one touches a piece which he cannot play without giving check, he must '
   'then play his King». XV is read in its intended sense, a move that exposes his own king (A17), and is glossed. '
   'Black elects, as in the fifth set\'s 525.'],
  rec('philidor', P['EPPIN'], '1... d5 {[%touch e5]}'), 'touched-own-man-unplayable', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['V', 'XV'], glossed=['XV'], moves={'move-king': F['eppin_king']})

case(1016, 'philidor', 'jadoube-said-after-touching-the-adversarys-pawn',
  'White touches Black\'s e5 pawn and only then says "j\'adoube": V requires the word "in touching it", so VI lets Black oblige him to take the pawn, and only Nxe5 takes it',
  '8 reading stated (the timing of V governs VI); j\'adoube.',
  F_JADOUBE, ['V', 'VI'],
  ['VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take '
   'it». When the word must be said is fixed by V: «unless it is said, in touching it, J’adoube». A word said after '
   'the touch does not undo it. Black may oblige White to take the pawn; the only lawful capture is Nxe5. Black '
   'elects. The claim is filed as an adjustment claim (Black contests the "j\'adoube"), as in the fifth set\'s 526. '
   'V is glossed.'],
  rec('philidor', None, '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 {[%touch e5]} {[%adjust e5]}'),
  'adjustment-claim', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black',
  cites=['VI', 'V'], glossed=['V'], moves={'compel-capture-of-touched-man': F['jadoube_cap']})

case(1017, 'philidor', 'touched-the-adversarys-king',
  'White touches the Black king: VI would oblige him to take it, which is never possible, so he must play his king "if he can": Kd1 or Kf1',
  '4 findings of fact (a king can never be taken); X with boys-own 1008, acknowledged-laws 1022.',
  F_TOUCHKING, ['VI'],
  ['VI: «he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must '
   'play your King if you can». A king is never takeable. White can play his king to d1 or f1. Black elects; taking '
   'is listed and cannot be enforced.'],
  rec('philidor', P['TOUCHKING'], '{[%touch e8]}'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['VI'],
  moves={'move-king': F['touchking_king']}, unenforceable=['compel-capture-of-touched-man'])

case(1018, 'philidor', 'conditional-mate-agreement-the-code-is-silent',
  'White undertakes to mate under a condition and Black disputes what binds him: Philidor has no rule on such agreements, so the point is for a third person',
  '5 unprovided point; X with London XXIII (which provides).',
  'White: Kg6, Qb1. Black: Kh8. White undertakes to mate under a condition ({[%condition white]}); 1. Qb7 Kg8 '
  'follow (lawful; asserted). Black asks for a ruling on what the undertaking binds White to (a limit of moves).',
  [],
  ['Philidor\'s seventeen rules say nothing of a mate agreed with a named man, on a named square, or of a '
   'self-mate. XVII limits the moves only «when a player seems not to know how to give the difficult mates». It '
   'does not speak of agreed conditions. London XXIII provides for them; Philidor does not. No law provides, and '
   'Philidor has no article on disputes, so nothing is cited (as in the fifth set\'s 514 for Boy\'s Own). The point '
   'goes to a third person.'],
  rec('philidor', P['CONDITION'], '{[%condition white]} 1. Qb7 Kg8'), 'conditional-mate-agreement', 'black',
  'no-law-provides', cites=[])

# ================================================================= acknowledged-laws
case(1019, 'acknowledged-laws', 'black-misplaced-bishop-and-knight-white-claims-after-his-fourth',
  'Black\'s bishop and knight were set on each other\'s squares; the mistake is found after White\'s fourth move: II requires it to be rectified before the fourth move, so the game proceeds as the pieces stand',
  'W claim window; 8 reading stated (A21); X with twenty-laws 1005, boys-own 1009, london-1847 1030.',
  F_MISPLACED, ['II'],
  ['II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the '
   'game must proceed as the pieces stand.» A21 reads «before the fourth move» as before either player plays his '
   'fourth. White has played his. Dismissed; II is glossed.'],
  rec('acknowledged-laws', P['MISPLACED'], MIS_REC), 'initial-men-misplaced', 'white', 'dismissed',
  cites=['II'], glossed=['II'])

case(1020, 'acknowledged-laws', 'touched-pawn-whose-only-move-is-en-passant-exposing-the-king',
  'White touches his e5 pawn, whose only move, exd6 en passant, would expose his king: the pawn "cannot be legally moved", so under V\'s note Black elects a king move (Kg4, Kh4, Kg6, Kh6) or replacement and a legal move',
  '4 findings of fact (an en passant capture that uncovers the rank); X with philidor 1015, london-1847 1027.',
  F_EPPIN, ['V', 'VIII'],
  ['VIII gives the pawn its capture: the double-stepped pawn «is liable to be taken en passant, with any Pawn that '
   'could have taken it had it been played only one square». But the capture would expose the king, so the pawn '
   '«cannot be legally moved». V\'s note: «If the piece cannot be legally moved, the adversary may elect for the '
   'player to move his King or replace the piece.» Per A22 "replace" is followed by any legal move. Black elects. '
   'V is glossed, as in the fifth set\'s 533.'],
  rec('acknowledged-laws', P['EPPIN'], '1... d5 {[%touch e5]}'), 'touched-own-man-unplayable', 'black', 'upheld',
  remedies=['move-king', 'replace-and-move-legally'], elector='black', cites=['V'], glossed=['V'],
  moves={'move-king': F['eppin_king']})

case(1021, 'acknowledged-laws', 'knight-left-on-f3-jadoube-does-not-reopen-the-move',
  'White plays 2. Nf3, lets go, then says "j\'adoube" over the knight and claims he may still place it elsewhere: V\'s j\'adoube lets a man be adjusted, not moved again; dismissed',
  '8 reading stated (what the j\'adoube exception qualifies); hold versus quit.',
  'After 1. e4 e5 2. Nf3 White takes his hand from the knight. Black has not replied. White then says "j\'adoube" '
  'over the knight on f3 ({[%adjust f3 white]}) and claims that he may still play it to another square.', ['V'],
  ['V: «Having once left the piece it cannot be removed from the square it occupies.» The note begins «[Except the '
   'player say j’adoube (I adjust).» Read with the words it follows, the exception might seem to let a piece, once '
   'left, be removed after a j\'adoube. I read it as qualifying the touch rule: a piece touched in order to adjust '
   'it need not be moved. «I adjust» means setting a man right on its square, not playing it again. The move '
   'stands. Dismissed; V is glossed.'],
  rec('acknowledged-laws', None, '1. e4 e5 2. Nf3 {[%adjust f3 white]}'), 'man-released', 'white',
  'dismissed', cites=['V'], glossed=['V'])

case(1022, 'acknowledged-laws', 'touched-the-adversarys-king',
  'White touches the Black king: of VII\'s menu, taking the man is impossible, so Black elects a king move (Kd1, Kf1) or replacement and a legal move',
  '4 findings of fact (a king can never be taken); X with boys-own 1008, philidor 1017.',
  F_TOUCHKING, ['VII'],
  ['VII: if a player touches «one of his opponent\'s men», «his adversary may compel him to take the man, make the '
   'right move, move his King, or replace the piece and make a legal move». Only the options that fit a touch are '
   'offered (A23). No man may take a king, so taking is listed and cannot be enforced; the king may go to d1 or f1. '
   'Black elects.'],
  rec('acknowledged-laws', P['TOUCHKING'], '{[%touch e8]}'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black',
  cites=['VII'], moves={'move-king': F['touchking_king']}, unenforceable=['compel-capture-of-touched-man'])

case(1023, 'acknowledged-laws', 'omitted-knight-claimed-before-whites-fourth-move',
  'White set up without his queen\'s knight and notices it after three moves on each side, before playing his fourth: II\'s note lets him amend the error',
  'W claim window (the last moment in time); 8 reading stated (A21).',
  'White\'s queen\'s knight was never set on b1; nothing else differs from the standard array (asserted). The game '
  'went 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5: three moves each, White to play his fourth. b1 is still empty. White, who '
  'omitted the man, claims to place it.', ['II'],
  ['II\'s note: «If a player has omitted to place all his Pieces or Pawns on the board, he may amend his error before '
   'four moves have been made, but not after.» Three moves have been made on each side; neither player has made '
   'his fourth (A21). The knight is set on b1 and play goes on. II is glossed.'],
  rec('acknowledged-laws', P['OMITTED'], '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5'), 'initial-man-omitted', 'white',
  'upheld', remedies=['rectify-setup'], cites=['II'], glossed=['II'])

case(1024, 'acknowledged-laws', 'fifty-moves-rook-against-rook-equal-forces',
  'King and rook against king and rook, the very case XII names ("equal forces"): Black calls, fifty moves each pass without mate, and the game is drawn',
  '7 how the game ends; the count from the call.',
  'White: Ka1, Rb2. Black: Kh8, Rh6; no pawns. Black, to move, calls on White to mate in fifty moves '
  '({[%fifty black]}). Fifty moves are played on each side, Black first, the kings going to and fro, with no capture '
  'and no mate (asserted move by move). After White\'s fiftieth move Black claims the draw.', ['XII'],
  ['XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his '
   'adversary to mate in fifty moves or draw the game.» The forces are equal in the plainest sense, a rook each. '
   'Black, who called, is the defending player. Fifty were played on each side (A26) without mate, so the game is '
   'drawn. No gloss is needed for equal forces.'],
  rec('acknowledged-laws', P['FIFTYRR'], FIFTY_REC), 'fifty-move-claim', 'black', 'upheld',
  remedies=['declare-draw'], result='draw', cites=['XII'])

# ================================================================= london-1847
case(1025, 'london-1847', 'odds-knight-left-on-white-has-played-four-black-three',
  'The odds knight was left on b1 and Black notices it when four moves have not yet been played on each side: IV gives the choice only after that, so the knight is simply removed and play goes on',
  'W claim window (four moves on each side); 8 reading stated (A29); X with twenty-laws 1001, philidor 1013.',
  F_ODDS7, ['IV'],
  ['IV (found text): «his adversary, after four moves have been played on each side, has the choice of proceeding '
   'with or recommencing the game». White has played four moves, Black three, so that time has not come. A29: '
   'before four moves each, the piece is simply removed and play continues. No one elects. IV is glossed.'],
  rec('london-1847', None, SEVEN_REC, ODDS_EXTRA), 'odds-man-not-removed', 'black', 'upheld',
  remedies=['rectify-setup'], cites=['IV'], glossed=['IV'])

case(1026, 'london-1847', 'moved-the-adversarys-knight-the-king-may-castle',
  'White moves Black\'s knight from c6 to a5: X gives Black three options; replacing and taking is impossible, and the king move (X is silent on castling) is Kf1, O-O or Ke2',
  '3 the governing article; 4 findings of fact; 8 reading stated (castling as the king move); X with twenty-laws 1002.',
  F_MOVED, ['X', 'XXV'],
  ['X: «his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to '
   'replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been '
   'played, as if the move were correct». The knight on c6 cannot be taken. Unlike twenty-laws 2, X does not bar '
   'castling, and castling is a move of the king. So O-O is offered beside Kf1 and Ke2 (A31 excludes castling only '
   'from XVI\'s penalty, where the offence is the castling itself). Black noticed it before touching a man (XXV). '
   'Black elects. X is glossed.'],
  rec('london-1847', None, '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 {[%move c6a5 white]}'),
  'moved-adversary-man', 'black', 'upheld',
  remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black',
  cites=['X', 'XXV'], glossed=['X'], moves={'replace-and-move-king': F['moved_king_all']},
  unenforceable=['replace-and-capture'])

case(1027, 'london-1847', 'touched-pawn-whose-only-move-is-en-passant-exposing-the-king',
  'White touches his e5 pawn, whose only move, exd6 en passant, would leave his king in check: XVII makes him replace it and move his king (Kg4, Kh4, Kg6, Kh6)',
  '4 findings of fact (an en passant capture that uncovers the rank); X with philidor 1015, acknowledged-laws 1020.',
  F_EPPIN, ['VII', 'XV', 'XVII'],
  ['VII: «A Piece or Pawn touched must be played». XV gives the pawn its only move, «the privilege of taking it en '
   'passant», but that capture would leave the king in check from the a5 rook. XVII (found text): «If a player touch '
   'a Piece or Pawn that cannot be moved without leaving the King in check, he must replace the Piece or Pawn and '
   'move his King». The king can move: g4, h4, g6, h6. Black elects, as in the fifth set\'s 525.'],
  rec('london-1847', P['EPPIN'], '1... d5 {[%touch e5]}'), 'touched-own-man-unplayable', 'black', 'upheld',
  remedies=['replace-and-move-king'], elector='black', cites=['VII', 'XVII'],
  moves={'replace-and-move-king': F['eppin_king']})

case(1028, 'london-1847', 'pawn-exchanged-for-a-king',
  'White\'s pawn reaches e8 and is exchanged for a second king: XXI allows a Queen "or any other Piece", which does not take in a king; the exchange must be made for a queen, rook, bishop or knight',
  '8 reading stated (A18(ii)); 3 the governing article; promotion.',
  'White: Kg1, pawn e7. Black: Ka2. White plays e7-e8 and sets a white king there ({[%move e7e8k]}). No lawful move '
  'does that. The pawn\'s lawful moves are e8=Q, e8=R, e8=B and e8=N, none of them check (asserted). Black claims '
  'at once.', ['XXI', 'XXV'],
  ['XXI (found text): «Every Pawn which has reached the 8th or last square of the chess-board must be immediately '
   'exchanged for a Queen, or any other Piece the player may think fit». It goes on: «he may have two or more '
   'Queens, three or more Rooks, Bishops, or Knights». A second king would make check and mate meaningless, so XXI '
   'is read as allowing the four pieces only (A18(ii)). XXI orders the exchange itself, and the player chooses among '
   'the four pieces. Remedy as in the first set\'s 004, `move-correctly`. Black claimed before touching a man (XXV). '
   'XXI is glossed.'],
  rec('london-1847', P['KINGPROMO'], '1. {[%move e7e8k]}'), 'promotion', 'black', 'upheld',
  remedies=['move-correctly'], cites=['XXI', 'XXV'], glossed=['XXI'], moves={'move-correctly': F['kingpromo']})

case(1029, 'london-1847', 'board-misoriented-white-has-played-four-black-three',
  'The board stood the wrong way round, noticed after White\'s fourth move and Black\'s third: four moves have not been played on each side, so under I it must be adjusted',
  'W claim window (four moves on each side, unlike twenty-laws 12); 8 reading stated (A7).',
  'The board was placed without a white corner square at each player\'s right hand ([BoardOrientation '
  '"misoriented"]). The game went 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 (lawful; asserted): four moves by White, '
  'three by Black. Black claims.', ['I'],
  ['I (found text): «If the board have been improperly placed, it must be adjusted, provided four moves on each side '
   'have not been played, but not afterwards.» Black has played three, so four have not been played on each side. '
   'The board is adjusted and the game goes on. Twenty-laws 12 («neither party have played four moves») would bar '
   'the claim on these facts (fifth set, 505). I is glossed (A7).'],
  rec('london-1847', None, SEVEN_REC, '[BoardOrientation "misoriented"]\n'), 'board-misoriented',
  'black', 'upheld', remedies=['rectify-setup'], cites=['I'], glossed=['I'])

case(1030, 'london-1847', 'black-misplaced-bishop-and-knight-white-claims-after-his-fourth',
  'Black\'s bishop and knight were set on each other\'s squares; White discovers it after playing his own fourth move: II lets a player insist only if he discovers it before playing his fourth move, so White\'s claim is dismissed',
  'W claim window (the claimant\'s own fourth move); 8 reading stated (A7); X with twenty-laws 1005, boys-own 1009, acknowledged-laws 1019.',
  F_MISPLACED, ['II'],
  ['II (found text): «either player may insist upon the mistake being rectified, if he discover it before '
   'pla3\'ing his fourth move, but not afterwards». The count is the discoverer\'s own fourth move (A7). White, '
   'the claimant, has played his. Black, who has played three, could still have insisted, but he has not claimed. '
   'Dismissed; II is glossed.'],
  rec('london-1847', P['MISPLACED'], MIS_REC), 'initial-men-misplaced', 'white', 'dismissed',
  cites=['II'], glossed=['II'])

print(len(OUT), 'cases written')
