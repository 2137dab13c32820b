"""Writes the thirty case files of the eleventh set from the data below. The article quotations are
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
F_PINCAP = ('White: Ke1, Ne4, pawn c5. Black: Kh8, Re8, pawns d6 g7 h7. The e4 knight stands on the e-file between '
  'Black\'s rook and White\'s king: it is pinned. White plays Ne4xd6 ({[%move e4d6]}), a knight\'s move in shape '
  'and a capture, but one that leaves his king in check from Re8 (asserted). Black claims at once. With the knight '
  'put back on e4 (and the d6 pawn restored): the knight has no lawful move at all; the only lawful capture of d6 is '
  'cxd6; the king may go to d1, f1, d2, e2 or f2 (all asserted). White has no rook, so there is no castling.')
F_SELFKING = ('White: Kb4, Rb1, pawns a2 h2. Black: Kb8, Rc8, Ra6, pawns a7 h7. White\'s king on b4 screens the b1 rook '
  'from Black\'s king. White plays Kb4-c5 ({[%move b4c5]}) and says "check". Stepping off the b-file uncovers Rb1, '
  'so Black\'s king is in check (a discovered check), but c5 is on the c-file of Black\'s c8 rook: White\'s own king '
  'stands in check (asserted). Black claims at once. The king\'s lawful moves from b4 are Kb3 and Kb5 only '
  '(a3-a5 are swept by Ra6, c3-c5 by Rc8), and neither gives check (asserted).')
F_OMITB = ('Black\'s queen\'s knight was never set on b8; nothing else differs from the standard array (asserted). The game '
  'went 1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. c3 (lawful; asserted): White has played his fourth move, Black his third, '
  'and b8 is still empty. Black, whose man it is, now notices the omission and claims to set it on b8.')
OMIT_REC = '1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. c3'
F_DEFROOK = ('White: Ke1, Rh1, pawns f2 g2 h2; White may still castle on the king\'s side. Black: Kh8, Rd2, Bb4, pawns '
  'g7 h7. Black\'s rook on d2 is reached by White\'s king alone, and it is guarded by the b4 bishop, so Kxd2 is '
  'unlawful: the rook cannot be taken. The king\'s lawful moves are Kf1 and O-O (d1 and e2 are swept by the rook; '
  'f1 and g1 are not attacked and the king is not in check). All asserted.')
F_EPSTALE = ('White: Kb2, Rh4, Nb3, pawn c2. Black: Ka4, pawn b4. White plays 1. c4, a double step past c3 beside the b4 '
  'pawn. Black\'s king has no square: a3 (White\'s king), a5 (the knight), b5 (the c4 pawn), and b3 is the knight, '
  'guarded by the king. The b4 pawn cannot advance. Its only other move in shape, bxc3 en passant, would take both '
  'pawns off the fourth rank and expose the a4 king to the h4 rook, so it is unlawful. Black is not in check and has '
  'no lawful move (all asserted). Black claims stalemate.')
F_OWNTAKE = ('White: Ke1, Rd1, Nd2, pawns f2 g2 h2. Black: Kh8, Bb4, pawns g7 h7. The d2 knight is pinned to the king by '
  'Bb4. White plays Rd1xd2, taking his own knight ({[%move d1d2]}). Black claims at once. With both men put back: '
  'the knight has no lawful move (pinned); the rook may go to a1, b1 or c1; the king may go to f1 or e2 (d1 and d2 '
  'are his own men; all asserted). There is no castling.')
F_EPCHECK = ('White: Kg1, Re1, pawns e5 g2 h2. Black: Ke8, Ra8, pawns a7 d7; no castling. Black plays 1... d5, a double '
  'step past d6. White takes in passing, 2. exd6: the pawn leaves the e-file and Re1 now checks the Black king, a '
  'discovered check; White does not say "check". Black ignores it and plays 2... a6. White plays 3. g3 and only now '
  'says "check" ({[%check]}). All these moves are lawful in shape, and the check stands throughout (asserted). Black '
  'claims.')
F_EPDIAG = ('White: Kf4, pawn e5. Black: Ka8, Bc7, pawn d7. Black plays 1... d5, a double step past d6. The e5 pawn is now '
  'pinned to the f4 king by Bc7 along c7-d6-e5-f4. White takes in passing, 2. exd6. The capture moves the pawn '
  'along the line of the pin, to d6, where it still shields the king: it is lawful, and White\'s king is not in '
  'check afterwards (all asserted). Black claims that a pinned pawn may not take in passing.')
F_KNIGHTPROMO = ('White: Ka1, pawn e7. Black: Kg7, Qd6. White plays 1. e8=N+, exchanging the pawn for a knight, which '
  'checks the king on g7 and attacks the queen on d6 (asserted). Black claims that the pawn must be made a queen.')
F_EPTOUCH = ('White: Kh1, pawn e5. Black: Ka8, Ne6, pawn d7. Black plays 1... d5, a double step past d6. White touches '
  'his e5 pawn ({[%touch e5]}) and then plays 2. Kg2. The pawn could not advance (the knight holds e6); its only '
  'lawful move was exd6 en passant (asserted). Black claims at once that the touched pawn must be played.')
F_CONDITION = ('White: Kg6, Qb1. Black: Kh8. White undertakes to mate under a condition ({[%condition white]}): with a named '
  'man, on a named square. Play goes 1. Qb7 Kg8, lawful, and the game is not over (asserted). Black asks the '
  'arbiter to hold White to a limit of moves for his conditional mate.')
F_FALSECHECKEP = ('White: Ke1, pawn e2. Black: Kf6, pawn d4. White plays 1. e4, a double step past e3, and says "check" '
  '({[%check]}). It is no check: the pawn attacks d5 and f5, and Black\'s king is on f6 (asserted). Black, in '
  'consequence, takes the supposed checker in passing, 1... dxe3, a lawful capture (asserted). Before White moves '
  'again, Black discovers the false announcement and claims.')
F_PINCASTLE = ('White: Ke1, Rh1, Ba4, pawns g2 h2; neither the king nor the rook has moved. Black: Kc6, Bb5. Black\'s '
  'bishop is pinned to its own king by Ba4, but it still attacks e2 and f1 along b5-c4-d3-e2-f1 (asserted). White '
  'castles on the king\'s side ({[%move e1g1]}). The king passes over f1, which is attacked. Black claims at once. '
  'Before the castling, the king\'s lawful moves other than castling are Kd1, Kd2 and Kf2, and the rook\'s are Rf1 '
  'and Rg1 (asserted).')
FIFTY_REC = '{[%fifty black]} ' + ' '.join(
    (f'{i // 2 + 1}... {s}' if i % 2 == 0 else f'{i // 2 + 2}. {s}') for i, s in enumerate(F['fifty_record']))

# ================================================================= twenty-laws
case(1101, 'twenty-laws', 'pinned-knight-takes-a-pawn-and-uncovers-its-king',
  'White\'s knight, pinned on the e-file, takes the d6 pawn and leaves its king in check: a capture by a false move; law 3 lets Black have the pawn taken lawfully (cxd6) or the knight moved, which cannot be done, since the pinned knight has no lawful move',
  '4 findings of fact (a capture in shape that is unlawful because of a pin); 8 reading stated (A37); X with boys-own 1107, philidor 1113, acknowledged-laws 1119, london-1847 1125.',
  F_PINCAP, ['3', '11', '1'],
  ['A knight\'s leap that leaves one\'s own king in check is «a movement not consistent with its laws» in the sense '
   'the codes give a false move (laws.md A37: a move that exposes one\'s own king is a false move). Law 3 then governs '
   'the capture: «if by a false move you capture one of your adversary\'s men, he may oblige you either to take such '
   'piece (if it be en prise of one of your men) or to move the piece touched». The pawn is en prise to the c5 pawn, '
   'so the first is cxd6. The second cannot be enforced: put back on e4 the knight has no lawful move. I do not '
   'turn the second into a king move under law 1 (that law speaks of touching one\'s own man, and the claim here is '
   'under 3). Black claimed before moving (law 11). Black elects. Law 3 is glossed; law 1 is quoted for the reader, '
   'not cited.'],
  rec('twenty-laws', P['PINCAP'], '1. {[%move e4d6]}'), 'illegal-capture', 'black', 'upheld',
  remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['3', '11'], glossed=['3'],
  moves={'capture-with-legal-capturer': F['pincap_capturers']}, unenforceable=['move-touched-capturer'])

case(1102, 'twenty-laws', 'king-steps-into-a-rooks-file-and-discovers-check',
  'White\'s king steps from b4 to c5, uncovering a check from the b1 rook but stepping into the c8 rook\'s file: a check given by a piece whose move places its own king in check; law 3\'s penalties follow, and the king\'s natural moves are Kb3 and Kb5',
  '4 findings of fact (the moved man is the king, the checking man the rook); 8 reading stated (law 7 covers a discovered check); X with boys-own 1108, london-1847 1127.',
  F_SELFKING, ['7', '3', '11'],
  ['Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in '
   'check.» The piece that moved is the king itself, and the check it discovers is the rook\'s. I read law 7 as '
   'covering a check given by moving a piece, discovered or direct, as the seventh set read it (705); law 7 is '
   'glossed. It names no penalty, so law 3\'s apply (A37): leave the king on c5, «give it a natural move», or '
   '«replace it and move the king». The man moved is the king, so the last two come to the same lawful king moves, '
   'Kb3 and Kb5, counted with the king back on b4. Black elects; the claim was at once (law 11).'],
  rec('twenty-laws', P['SELFKING'], '1. {[%move b4c5]} {[%check]}'), 'self-exposing-check', 'black', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['7', '3', '11'],
  glossed=['7'], moves={'move-correctly': F['selfking_king'], 'replace-and-move-king': F['selfking_king']})

case(1103, 'twenty-laws', 'black-omitted-his-knight-claims-after-whites-fourth',
  'Black never set his queen\'s knight on b8 and claims after White\'s fourth move and his own third: law 12 allows rectification only while neither party has played four moves, so the game must be played out',
  'W claim window (either party\'s fourth move, A7); 8 reading stated; X with london-1847 1128.',
  F_OMITB, ['12'],
  ['Law 12: a man «omitted to be placed» may be put right «provided neither party have played four moves; but if they '
   'have done so, the game must be played out». White has played four. laws.md A7 reads law 12 as closing when '
   'either side completes its fourth move (unlike law 14\'s «four moves on each side»). That Black, the claimant, has '
   'played only three does not help him. Dismissed; law 12 is glossed. London III counts the omitter\'s own fourth '
   'move and decides the same facts the other way (1128).'],
  rec('twenty-laws', P['OMITB'], OMIT_REC), 'initial-man-omitted', 'black', 'dismissed', cites=['12'], glossed=['12'])

case(1104, 'twenty-laws', 'touched-adversary-rook-guarded-king-may-not-castle',
  'White touches Black\'s rook on d2, which only his king reaches and which a bishop guards: it is not en prise, so it cannot be taken; the king must move and may not castle, leaving Kf1 alone',
  '4 findings of fact (en prise to the king only, and guarded); 8 reading stated (A5 (ii), (iii)); X with boys-own 1112, acknowledged-laws 1123; twenty-laws 1106 (the same rook moved).',
  F_DEFROOK + ' White, to move, touches the rook ({[%touch d2]}) without saying "j\'adoube". Black claims at once.',
  ['2', '11'],
  ['Law 2: Black «may compel you either to take the piece (if it be en prise)», or the king move, «and in either case '
   'you cannot castle that move». «en prise» means that it can be lawfully taken (A5(iii)); the king alone reaches d2, '
   'and Kxd2 would put him in check from the bishop, so taking cannot be enforced. The king move may not be castling '
   '(A5(ii)), so O-O, lawful in itself, is not offered: Kf1 only. Law 2 is glossed; 11 is cited for the time of the '
   'claim, as in the tenth set\'s 1002. Black elects.'],
  rec('twenty-laws', P['DEFROOK'], '{[%touch d2]}'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black', cites=['2', '11'], glossed=['2'],
  moves={'move-king-no-castling': F['defrook_king_nocastle']}, unenforceable=['compel-capture-of-touched-man'])

case(1105, 'twenty-laws', 'fifty-moves-claimed-after-blacks-fiftieth-white-has-one-more',
  'Black gave notice of the count with rook against rook and bishop and claims a draw after his own fiftieth move, when White has played only forty-nine: law 19 gives fifty moves for each player, so White still has one and the claim is premature',
  'W move count (fifty for each player, counted exactly from the notice); 9 the record decides.',
  'White: Ka1, Rb2, Bd1. Black: Kh8, Rh6. Black, to move, gives notice that he will count ({[%fifty black]}). The '
  'kings then walk: Black has played fifty moves, White forty-nine, with no capture and no check; Black is not mated '
  'and White is to play his fiftieth (asserted). Black claims the draw.', ['19'],
  ['Law 19 lists «the rook and bishop against the rook», and the notice was given by «the adversary» of the stronger '
   'side. The count is «fifty moves for each player (to be computed from the notice given)». White has played only '
   'forty-nine since the notice; his fiftieth may yet mate. The claim is dismissed, the count going on. Nothing in the '
   'text needs a reading.'],
  rec('twenty-laws', P['FIFTYRB'], FIFTY_REC), 'fifty-move-claim', 'black', 'dismissed', cites=['19'])

case(1106, 'twenty-laws', 'moved-the-adversarys-guarded-rook-king-may-not-castle',
  'White moves Black\'s rook from d2 to d5: it is en prise neither on d5 nor on d2 (guarded there, and only the king reaches it); replaced, the king must move without castling (Kf1), or the rook is left on d5',
  '4 findings of fact (not en prise on either square); 8 reading stated (A5); X with twenty-laws 1104 (the rook touched).',
  F_DEFROOK + ' White, in his turn, moves Black\'s rook from d2 to d5 ({[%move d2d5 white]}), where no White man attacks '
  'it (asserted). Black claims at once.', ['2', '11'],
  ['Law 2 covers one who touches an adversary\'s man «or move it instead of your own». Black may compel White «either '
   'to take the piece (if it be en prise)», «to replace it and move your king», or «to leave it where you had '
   'wrongfully placed it». The rook is not en prise on d5, and on d2 only the king reaches it while the bishop guards '
   'it, so taking cannot be enforced. The king move, counted with the rook back on d2, may not be castling: «in either '
   'case you cannot castle that move». So Kf1 only. Black elects; remedies in the law\'s order, as in the tenth set\'s '
   '1002. Law 2 is glossed.'],
  rec('twenty-laws', P['DEFROOK'], '1. {[%move d2d5 white]}'), 'moved-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'replace-and-move-king', 'leave-as-played'], elector='black',
  cites=['2', '11'], glossed=['2'], moves={'replace-and-move-king': F['defrook_king_nocastle']},
  unenforceable=['compel-capture-of-touched-man'])

# ================================================================= boys-own-1829
case(1107, 'boys-own-1829', 'pinned-knight-takes-a-pawn-and-uncovers-its-king',
  'White\'s pinned knight takes the d6 pawn and leaves its king in check: a false move, for which law 7 has one penalty, a king move (Kd1, Kf1, Kd2, Ke2, Kf2, counted with the knight back on e4)',
  '4 findings of fact (pin); 8 reading stated (A37); X with twenty-laws 1101, philidor 1113, acknowledged-laws 1119, london-1847 1125.',
  F_PINCAP, ['7', '10'],
  ['Law 10 forbids exposing one\'s own king only when giving check; law 4 speaks of touching. Reading A37 makes every '
   'move that exposes one\'s own king a false move, and law 7 is this code\'s only law on false moves: «your opponent '
   'can oblige you to move your king». The code has no separate law on captures. With the knight back on e4 the king '
   'has five lawful squares: d1, f1, d2, e2, f2. Black elects. Law 7 is glossed; 10 is quoted only.'],
  rec('boys-own-1829', P['PINCAP'], '1. {[%move e4d6]}'), 'illegal-capture', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['7'], glossed=['7'], moves={'move-king': F['pincap_king']})

case(1108, 'boys-own-1829', 'king-steps-into-a-rooks-file-and-discovers-check',
  'White\'s king steps into the c8 rook\'s file and so discovers a check on Black\'s king: law 10 is broken, and law 7\'s king move follows (Kb3, Kb5)',
  '4 findings of fact; 8 reading stated (A37); X with twenty-laws 1102, london-1847 1127.',
  F_SELFKING, ['10', '7'],
  ['Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king '
   'to a check from any of his pieces.» [sic: which] The king moved, the rook checks, and the king is exposed to «a '
   'check from» the c8 rook. Law 10 has no penalty, and A37 sends it to law 7: «your opponent can oblige you to move '
   'your king». Counted with the king back on b4, the lawful king moves are Kb3 and Kb5. Black elects. Law 10 is '
   'glossed, as in the seventh set\'s 709.'],
  rec('boys-own-1829', P['SELFKING'], '1. {[%move b4c5]} {[%check]}'), 'self-exposing-check', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['10', '7'], glossed=['10'], moves={'move-king': F['selfking_king']})

case(1109, 'boys-own-1829', 'stalemated-beside-a-pawn-that-could-be-taken-in-passing',
  'After 1. c4 Black\'s king has no square and the b4 pawn\'s only move in shape, taking in passing, would expose the king: stalemate, and under law 11 the stalemated player wins',
  '7 how the game ends (the stalemated player wins); 4 findings of fact (a capture in passing that is unlawful, and a code that knows none); X with philidor 1114, acknowledged-laws 1120.',
  F_EPSTALE, ['11'],
  ['Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, '
   'or even none that can be moved he is stale-mated, and wins the game.» This code has no law of taking in passing; '
   'and were the capture known, it would expose the king and so could not be played. Either way Black has «none that '
   'can be moved». Black wins.'],
  rec('boys-own-1829', P['EPSTALE'], '1. c4'), 'stalemate-result', 'black', 'upheld', result='black', cites=['11'])

case(1110, 'boys-own-1829', 'rook-takes-its-own-pinned-knight',
  'White\'s rook takes his own knight on d2: a false move, and law 7\'s penalty is a king move, counted with both men put back (Kf1, Ke2)',
  '4 findings of fact; X with london-1847 1126.',
  F_OWNTAKE, ['7'],
  ['Taking one\'s own man is no movement the laws allow, so it is a false move, and law 7 has one penalty: «your '
   'opponent can oblige you to move your king, if you ¢an do so without placing him in check» [sic: can]. With the '
   'rook and knight back on d1 and d2, the king may go to f1 or e2. Black elects, as in the fifth set\'s 511.'],
  rec('boys-own-1829', P['OWNTAKE'], '1. {[%move d1d2]}'), 'own-man-taken-or-wrong-man', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['7'], moves={'move-king': F['owntake_king']})

case(1111, 'boys-own-1829', 'pawn-and-three-moves-queen-checks-from-h5',
  'Black gives the pawn and three moves, and White\'s third move, Qh5, goes into Black\'s half and checks: this code has no law on the odds of moves, so the point goes to a third person',
  '5 unprovided point (no territory rule, no dispute article).',
  'Black gives the odds of his king\'s bishop\'s pawn and three moves ([Odds "black pawn-and-moves 3"]). White, the '
  'receiver, plays e3, Bd3 and Qh5. The queen stands on the fifth rank, in Black\'s half, and with f7 gone she checks '
  'the Black king before Black has moved (asserted): the very line twenty-laws 15 forbids. Black claims.', ['2'],
  ['Law 2 deals only with who moves first where a piece or pawn is given. Nothing in this code confines the moves given '
   'as odds (only twenty-laws 15 does), and the code has no law for disputes. So no law provides, and the point goes to '
   'a third person, with no article cited, as in the seventh set\'s 708.'],
  rec('boys-own-1829', None, '1. e3 Bd3 Qh5', '[Odds "black pawn-and-moves 3"]\n'), 'odds-moves-out-of-territory', 'black',
  'no-law-provides', remedies=['refer-to-third-party'], cites=[])

case(1112, 'boys-own-1829', 'touched-adversary-rook-guarded-king-may-castle',
  'White touches Black\'s rook on d2, which only his king reaches and which a bishop guards: he cannot take it, so under law 5 he must move his king, and castling, lawful here, is a king move (Kf1, O-O)',
  '4 findings of fact; X with twenty-laws 1104 (no castling there), acknowledged-laws 1123.',
  F_DEFROOK + ' White, to move, touches the rook ({[%touch d2]}). Black claims at once.', ['5'],
  ['Law 5: «he may insist upon your taking it, if you can ; if not, you must moeve your king, if that be possible, '
   'without putting him in check.» [sic: move] Kxd2 would put the king in check, so taking cannot be enforced. Law 5 '
   'has no castling bar (unlike twenty-laws 2), and castling is a move of the king (fourth set 404, ninth 908): '
   'Kf1 or O-O. Black elects.'],
  rec('boys-own-1829', P['DEFROOK'], '{[%touch d2]}'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['5'],
  moves={'move-king': F['defrook_king_all']}, unenforceable=['compel-capture-of-touched-man'])

# ================================================================= philidor
case(1113, 'philidor', 'pinned-knight-takes-a-pawn-and-uncovers-its-king',
  'White\'s pinned knight takes the d6 pawn and leaves its king in check: a false move, and under VIII he must play his king, as in VI (Kd1, Kf1, Kd2, Ke2, Kf2)',
  '4 findings of fact (pin); 8 reading stated (A37); X with twenty-laws 1101, boys-own 1107, acknowledged-laws 1119, london-1847 1125.',
  F_PINCAP, ['VIII', 'VI'],
  ['VIII: «Whoever makes a false move, must play his King, as in Rule VI.» A capture that leaves one\'s own king in '
   'check is a false move (A37). VI: «you, who have touched it, must play your King if you can». Counted with the '
   'knight back on e4: d1, f1, d2, e2, f2. Black claimed before his next move. Cited VIII, VI as in the ninth set\'s '
   '916; VIII is glossed.'],
  rec('philidor', P['PINCAP'], '1. {[%move e4d6]}'), 'illegal-capture', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['VIII', 'VI'], glossed=['VIII'], moves={'move-king': F['pincap_king']})

case(1114, 'philidor', 'stalemated-beside-a-pawn-that-could-be-taken-in-passing',
  'After 1. c4 Black\'s only move in shape is bxc3 en passant, which X allows in general but which would expose his king: he is stalemated, and in England the stalemated player wins',
  '7 how the game ends (England); 4 findings of fact (an en passant capture that is unlawful); X with boys-own 1109, acknowledged-laws 1120.',
  F_EPSTALE, ['XVI', 'X'],
  ['X: the pawn «may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move», '
   'and the b4 pawn is such a pawn. But the capture would expose Black\'s king along the fourth rank, so it is no '
   'lawful move. XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming '
   'to a check, then the game is stale-mate. In England, he whose King is stale-mate wins the game». No country is '
   'named, so England is taken (A19). Black wins. XVI alone is cited; X is quoted.'],
  rec('philidor', P['EPSTALE'], '1. c4'), 'stalemate-result', 'black', 'upheld', result='black', cites=['XVI'])

case(1115, 'philidor', 'pawn-odds-giver-has-the-move-though-black-was-due-to-begin',
  'White gives the odds of a pawn after a decided game he began: alternation would give Black the move, but II gives it to him that gives a Piece, and "Piece" in these rules takes in a pawn',
  '8 reading stated ("Piece" includes a pawn); 9 the record decides.',
  'The previous game was decided, and White began it ([PreviousGame "white decided"]). In this game White gives the '
  'odds of his king\'s bishop\'s pawn ([Odds "white pawn f2"]) and began, 1. e4 e5 (lawful; asserted). Black claims the '
  'first move: the move «afterwards becomes alternate».', ['II', 'V'],
  ['II: «He that gives a Piece is supposed to have the move, unless it be agreed otherwise. In games without odds, lots '
   'must be cast for the move, which afterwards becomes alternate.» A pawn is not literally a «Piece», but these rules '
   'use the word for every man: V, «A Piece once touched must be played», must bind pawns too. So the giver of a pawn '
   'is the giver of «a Piece», and alternation governs only «games without odds». Dismissed; II is glossed. V is '
   'quoted for the usage, not cited.'],
  rec('philidor', None, '1. e4 e5', '[PreviousGame "white decided"]\n[Odds "white pawn f2"]\n'), 'first-move-or-colour',
  'black', 'dismissed', cites=['II'], glossed=['II'])

case(1116, 'philidor', 'unannounced-discovered-check-by-en-passant-warned-next-move',
  'White\'s en passant capture uncovers a check from the e1 rook without warning; Black plays on, and White says "check" with his next move: under XIII each comes back from his last move',
  '4 findings of fact (a discovered check by a capture in passing); X with london-1847 1129.',
  F_EPCHECK, ['XIII', 'X'],
  ['XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may '
   'consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, '
   'each must then come back from his last move, as being false, and he that is under check is to take it off» [sic: '
   'check]. 2... a6 stood lawfully; 3. g3 came with the warning. Each takes back his last move (g3 and a6), and Black '
   'must parry the check from the e1 rook. The capture in passing (X) stands: it is not a last move. XIII alone is '
   'cited.'],
  rec('philidor', P['EPCHECK'], '1... d5 2. exd6 a6 3. g3 {[%check]}'), 'unannounced-check', 'black', 'upheld',
  remedies=['retract-both-last-moves'], cites=['XIII'])

case(1117, 'philidor', 'pawn-pinned-on-the-diagonal-takes-in-passing-along-the-pin',
  'White\'s e5 pawn, pinned on the c7-f4 diagonal, takes the d5 pawn in passing and lands on d6, still on the line of the pin: the capture is lawful under X, and Black\'s claim fails',
  '4 findings of fact (a pinned man may move along its pin); X with the fourth set\'s acknowledged 408.',
  F_EPDIAG, ['X'],
  ['X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, '
   'be taken by any Pawn which might have taken it if it had been pushed but one move.» The e5 pawn might have taken '
   'on d6. The pin does not bar the capture, because it leaves the king shielded: d6 lies on the same diagonal. No '
   'false move was made. Dismissed.'],
  rec('philidor', P['EPPINDIAG'], '1... d5 2. exd6'), 'en-passant', 'black', 'dismissed',
  cites=['X'])

case(1118, 'philidor', 'pawn-exchanged-for-a-knight-that-checks',
  'White\'s pawn reaches e8 and is exchanged for a knight, which checks and forks: IX entitles the player to a Queen "or any other Piece that shall be thought proper", so the choice stands',
  '3 the governing article; promotion.',
  F_KNIGHTPROMO, ['IX'],
  ['IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or any '
   'other Piece that shall be thought proper». A knight is such a piece (A18 (ii): queen, rook, bishop or knight). The '
   'player chooses; the adversary cannot insist on a queen. Dismissed.'],
  rec('philidor', P['KNIGHTPROMO'], '1. e8=N+'), 'promotion', 'black', 'dismissed', cites=['IX'])

# ================================================================= acknowledged-laws
case(1119, 'acknowledged-laws', 'pinned-knight-takes-a-pawn-and-uncovers-its-king',
  'White\'s pinned knight takes the d6 pawn and leaves its king in check: an illegal move, and VII\'s menu applies: take the man lawfully (cxd6), make the right move (impossible: the knight has none), move the king, or replace and make a legal move',
  '4 findings of fact (pin); 8 reading stated (A23, A37); X with twenty-laws 1101, boys-own 1107, philidor 1113, london-1847 1125.',
  F_PINCAP, ['VII'],
  ['VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent\'s men, or make '
   'an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the '
   'piece and make a legal move.» The capture exposes the king: an illegal move (A37). Of the menu (A23): «take the '
   'man» is cxd6; «make the right move» with the knight cannot be enforced, since it has no lawful move; «move his '
   'King» is d1, f1, d2, e2 or f2; or replace and make any legal move. No time limit applies. Black elects, as in the '
   'seventh set\'s 721. VII is glossed.'],
  rec('acknowledged-laws', P['PINCAP'], '1. {[%move e4d6]}'), 'illegal-capture', 'black', 'upheld',
  remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
  cites=['VII'], glossed=['VII'], moves={'capture-with-legal-capturer': F['pincap_capturers'], 'move-king': F['pincap_king']},
  unenforceable=['move-correctly'])

case(1120, 'acknowledged-laws', 'stalemated-beside-a-pawn-that-could-be-taken-in-passing',
  'After 1. c4 Black\'s only move in shape, bxc3 en passant, would expose his king: stalemate, and under XIII stalemate is a drawn game',
  '7 how the game ends (a draw); 4 findings of fact; X with boys-own 1109, philidor 1114.',
  F_EPSTALE, ['XIII', 'VIII'],
  ['VIII makes the pawn «liable to be taken en passant, with any Pawn that could have taken it had it been played only '
   'one square», but a capture that exposes the king is no legal move. Black has none and is not in check. XIII: '
   '«Stalemate is a drawn game.» XIII alone is cited.'],
  rec('acknowledged-laws', P['EPSTALE'], '1. c4'), 'stalemate-result', 'black', 'upheld', result='draw', cites=['XIII'])

case(1121, 'acknowledged-laws', 'touched-pawn-whose-only-move-is-en-passant-then-king-played',
  'White touches his e5 pawn, whose only lawful move is exd6 en passant, and plays his king instead: under V the touched pawn must be moved, and the one move it has is the capture in passing',
  '6 obligation not satisfied; 4 findings of fact (the only move is en passant); X with the tenth set\'s 1020 (there the capture exposed the king).',
  F_EPTOUCH, ['V', 'VIII'],
  ['V: «If a piece be touched it must be moved.» No «j’adoube» was said. VIII gives the pawn its one move: the d-pawn '
   'is «liable to be taken en passant, with any Pawn that could have taken it had it been played only one square». '
   'The king move does not satisfy V; it is replaced, and the pawn must take in passing, exd6, counted in the position '
   'before 2. Kg2, where the right still stands. Black elects, as in the eighth set\'s 820. Cited V, VIII.'],
  rec('acknowledged-laws', P['EPTOUCH'], '1... d5 2. {[%touch e5]} Kg2'), 'touched-own-man', 'black', 'upheld',
  remedies=['compel-move-touched-man'], elector='black', cites=['V', 'VIII'],
  moves={'compel-move-touched-man': F['eptouch_pawn']})

case(1122, 'acknowledged-laws', 'conditional-mate-agreement-goes-to-a-bystander',
  'White undertook a conditional mate and Black asks for a limit of moves: these laws say nothing of conditional mates, so XIV sends the question to a disinterested bystander',
  '5 unprovided point; X with the tenth set\'s philidor 1018 (no dispute article there).',
  F_CONDITION, ['XIV', 'XII'],
  ['Nothing in these laws speaks of a mate undertaken with a named man or on a named square (London XXIII is the only '
   'code that does). XII\'s fifty moves concern «equal forces» at the end of a game, not an undertaking. XIV: «Should '
   'any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be '
   'considered final.» So no law provides, and the point is referred, citing XIV, as in the ninth set\'s 921.'],
  rec('acknowledged-laws', P['CONDITION'], '{[%condition white]} 1. Qb7 Kg8'), 'conditional-mate-agreement', 'black',
  'no-law-provides', remedies=['refer-to-third-party'], cites=['XIV'])

case(1123, 'acknowledged-laws', 'touched-adversary-rook-guarded-one-menu',
  'White touches Black\'s guarded rook on d2: it cannot be taken (Kxd2 would be into check), so VII\'s menu gives a king move (Kf1, O-O) or replace and a legal move',
  '4 findings of fact; X with twenty-laws 1104, boys-own 1112.',
  F_DEFROOK + ' White, to move, touches the rook ({[%touch d2]}). Black claims at once.', ['VII'],
  ['VII lets the adversary of one who touches «one of his opponent\'s men» compel him «to take the man, make the right '
   'move, move his King, or replace the piece and make a legal move». Taking cannot be enforced (the bishop guards d2). '
   '«make the right move» has no sense for a touch (A23). VII puts no bar on castling, so the king may go to f1 or '
   'castle. Remedies as in the tenth set\'s 1022. Black elects.'],
  rec('acknowledged-laws', P['DEFROOK'], '{[%touch d2]}'), 'touched-adversary-man', 'black', 'upheld',
  remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
  moves={'move-king': F['defrook_king_all']}, unenforceable=['compel-capture-of-touched-man'])

case(1124, 'acknowledged-laws', 'false-check-by-a-double-step-taken-in-passing',
  'White says "check" with a pawn\'s double step that gives none, and Black takes the supposed checker in passing: XI lets the misled player elect to let his move stand or have it replaced',
  '8 reading stated (taking in passing is to "take the piece"); X with the seventh set\'s 723.',
  F_FALSECHECKEP, ['XI', 'VIII'],
  ['XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, '
   'the latter may elect either to let the move stand or have the pieces replaced and another move made.» The '
   'capture in passing takes the very pawn that was said to check: it is to «take the piece», though the capturing '
   'pawn lands on e3 (VIII). «the latter» is the misled player, Black, who elects (A27). XI is glossed.'],
  rec('acknowledged-laws', P['FALSECHECKEP'], '1. e4 {[%check]} dxe3'), 'false-check-announcement', 'black', 'upheld',
  remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

# ================================================================= london-1847
case(1125, 'london-1847', 'pinned-knight-takes-a-pawn-and-uncovers-its-king',
  'White\'s pinned knight takes the d6 pawn and leaves its king in check: XI lets Black have it taken by a man that can legally take it (cxd6), or the knight moved, which cannot be done',
  '4 findings of fact (pin); 8 reading stated (XI\'s "false move" takes in a self-exposing one); X with twenty-laws 1101, boys-own 1107, philidor 1113, acknowledged-laws 1119.',
  F_PINCAP, ['XI', 'XXV', 'XVII'],
  ['XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false '
   'move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or '
   'to move his own Piece or Pawn which he touched.» The knight cannot take without exposing its king, a false move '
   '(A37); the c5 pawn can legally take: cxd6. The knight, back on e4, has no lawful move, so the second option cannot '
   'be enforced. XVII (found text) is quoted but not applied: it replaces a touched man that cannot move with a king '
   'move, and XI, the particular law, has no such branch, as the fifth set read XII in 542. Black noticed before '
   'touching a man (XXV). XI is glossed.'],
  rec('london-1847', P['PINCAP'], '1. {[%move e4d6]}'), 'illegal-capture', 'black', 'upheld',
  remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['XI', 'XXV'], glossed=['XI'],
  moves={'capture-with-legal-capturer': F['pincap_capturers']}, unenforceable=['move-touched-capturer'])

case(1126, 'london-1847', 'rook-takes-its-own-pinned-knight-move-either',
  'White\'s rook takes his own pinned knight: XII lets Black oblige him to move either man; put back, the knight has no lawful move, so the option comes to the rook\'s moves, Ra1, Rb1, Rc1',
  '4 findings of fact (pin); X with boys-own 1110; the fifth set\'s 542 (neither man could move).',
  F_OWNTAKE, ['XII', 'XXV'],
  ['XII: «Should a player take one of his own men with another, his adversary has the option of obliging him to move '
   'either.» With both men back, «either» is the rook or the knight; the knight is pinned and has no lawful move, '
   'so the penalty is enforceable through the rook alone: a1, b1 or c1. Black noticed before touching a man (XXV). '
   'Black elects.'],
  rec('london-1847', P['OWNTAKE'], '1. {[%move d1d2]}'), 'own-man-taken-or-wrong-man', 'black', 'upheld',
  remedies=['move-either-own-man'], elector='black', cites=['XII', 'XXV'],
  moves={'move-either-own-man': F['owntake_either']})

case(1127, 'london-1847', 'king-steps-into-a-rooks-file-and-discovers-check',
  'White\'s king steps into the c8 rook\'s file and discovers a check: London has no law on checks that expose one\'s own king, so it is a false move under XIII, with its three penalties (the king\'s correct moves: Kb3, Kb5)',
  '3 the governing article; 8 reading stated (A37); X with twenty-laws 1102, boys-own 1108.',
  F_SELFKING, ['XIII', 'XXV'],
  ['A move that leaves one\'s own king in check is a false move (A37), and XIII: «If a player make a false move, i. e. '
   'play a Piece or Pawn to any square to which it cannot legally be moved, his adversary has the choice of three '
   'penalties». 1st, the king stays on c5; 2nd, «to move correctly to another square», which for the king is b3 or '
   'b5; 3rd, «to replace the Piece or Pawn and move his King», the same two squares. That the move also gave check '
   'changes nothing. Black noticed before touching a man (XXV). Black elects. XIII is glossed.'],
  rec('london-1847', P['SELFKING'], '1. {[%move b4c5]} {[%check]}'), 'false-move', 'black', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['XIII', 'XXV'],
  glossed=['XIII'], moves={'move-correctly': F['selfking_king'], 'replace-and-move-king': F['selfking_king']})

case(1128, 'london-1847', 'black-omitted-his-knight-claims-before-his-own-fourth',
  'Black never set his queen\'s knight on b8 and claims after White\'s fourth move but before his own: III lets him correct the omission before playing his fourth move, so the knight is set on b8',
  'W claim window (the omitter\'s own fourth move, A7); 8 reading stated; X with twenty-laws 1103.',
  F_OMITB, ['III'],
  ['III (found text): «Should a player, at the commencement of the game, omit to place all his men on the board, he '
   'may correct the omission before playing his fourth move, but not afterwards.» The count is the omitter\'s own '
   'fourth move (A7). Black has played three. That White has played four does not matter. The knight is set on b8 '
   'and the game goes on. III is glossed. Twenty-laws 12 decides these facts the other way (1103).'],
  rec('london-1847', P['OMITB'], OMIT_REC), 'initial-man-omitted', 'black', 'upheld', remedies=['rectify-setup'],
  cites=['III'], glossed=['III'])

case(1129, 'london-1847', 'unannounced-discovered-check-by-en-passant-warned-next-move',
  'White\'s en passant capture uncovers a check without a word; Black plays on and White says "check" with his next move: under XVIII each player retracts his last move',
  '4 findings of fact (a discovered check by a capture in passing); X with philidor 1116.',
  F_EPCHECK, ['XVIII', 'XV'],
  ['XVIII (found text): «If a player attack the adverse King without saying "Check," his adversary is not obliged to '
   'attend to it : but if the former, in playing his next move, were to say "Check," each player must retract his last '
   'move, and he that is under check must obviate it.» 3. g3 and 2... a6 are taken back; the capture in passing (XV) '
   'stands, and Black must meet the check from the e1 rook. The record shows every move after the check, so XIX, for a '
   'check of unknown origin, is not in point. XVIII alone is cited.'],
  rec('london-1847', P['EPCHECK'], '1... d5 2. exd6 a6 3. g3 {[%check]}'), 'unannounced-check', 'black', 'upheld',
  remedies=['retract-both-last-moves'], cites=['XVIII'])

case(1130, 'london-1847', 'castling-over-a-square-a-pinned-bishop-attacks',
  'White castles over f1, attacked by a Black bishop that is itself pinned to its king: a pinned man still attacks, so XVI is broken and its three penalties follow (the king without castling: Kd1, Kd2, Kf2; the rook: Rf1, Rg1)',
  '4 findings of fact (a pinned man still attacks); 8 reading stated (A31); X with the fourth set\'s acknowledged 404.',
  F_PINCASTLE, ['XVI', 'XXV'],
  ['XVI (found text): a player cannot castle «If the King pass over any square attacked by one of the adversary\'s Picces '
   'or Pawns» [sic: Pieces]. The bishop on b5 is pinned to its own king, but it attacks f1 all '
   'the same: an attack is not a move. The penalties are «1st, of insisting that the move remain; '
   '2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook». The king move may not be '
   'castling (A31): Kd1, Kd2, Kf2. The rook may go to f1 or g1. Black noticed before touching a man (XXV) and elects.'],
  rec('london-1847', P['PINCASTLE'], '1. {[%move e1g1]}'), 'illegal-castling', 'black', 'upheld',
  remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
  moves={'move-king-no-castling': F['pincastle_king'], 'move-rook': F['pincastle_rook']})

print(len(OUT), 'cases written')
