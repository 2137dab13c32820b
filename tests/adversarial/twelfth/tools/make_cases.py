"""Writes the thirty case files of the twelfth set from the data below. The article quotations are
cut from the seeds by texts.py (never typed), so they are verbatim; check_texts.py checks them again,
and checks every «fragment» quoted in the prose. Positions, records and move lists come from
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

def fifty_record(moves, first_black=True):
    """'{[%fifty black]} 1... a 2. b 2... c ...' for a record that starts with Black to move."""
    out = []
    for i, s in enumerate(moves):
        out.append(f'{i // 2 + 1}... {s}' if i % 2 == 0 else f'{i // 2 + 2}. {s}')
    lines, line = [], '{[%fifty black]}'
    for t in out:
        if len(line) + 1 + len(t) > 90:
            lines.append(line); line = t
        else:
            line += ' ' + t
    lines.append(line)
    return '\n'.join(lines)

# ---------------------------------------------------------------- shared facts
F_EPLAPSE = ('White: Kh3, Qf4, Nb3, pawn c2. Black: Kg8, pawn b4. White plays 1. c4, a two-square first move past c3, '
  'beside the b4 pawn. Black could take in passing, bxc3, lawfully (asserted), but plays 1... Kh8. White plays 2. Qf7. '
  'Black is not in check; his king has no square (g8, g7 and h7 are the queen\'s), the b4 pawn cannot advance (the b3 '
  'knight) and has nothing to take, and bxc3 in passing is no longer open, the two-square step being no longer the '
  'last move played (all asserted). Black claims stalemate.')
EPLAPSE_REC = '1. c4 Kh8 2. Qf7'
F_UNEXCHANGED = ('White: Kh1, pawns b7 g2 h2. Black: Kh8, Ra8, Nb8. White plays b7xa8 ({[%move b7a8]}) and leaves his '
  'pawn a pawn on a8, the rook taken (asserted). Black claims an illegal capture. The capture is one the pawn can make '
  'in shape; counted from b7 the pawn\'s lawful moves are bxa8=Q, bxa8=R, bxa8=B and bxa8=N (b8 is blocked by the '
  'knight, c8 is empty, and none of them checks), and White\'s king\'s only lawful move is Kg1 (all asserted).')
UNEXCHANGED_REC = '1. {[%move b7a8]}'

# ================================================================= twenty-laws
case(1201, 'twenty-laws', 'touched-the-adversarys-knight-in-the-adversarys-turn',
  'White touches Black\'s knight on c6 while it is Black\'s turn to play: law 2 binds a player who touches an adversary\'s man "when it is your turn to play", so Black cannot compel White to take it',
  '10 the article that makes the act lawful (law 2\'s "when it is your turn to play"); 8 reading stated; 9 the record decides who acted and when.',
  'The game went 1. e4 e5 2. Nf3 Nc6 3. Bb5 (lawful; asserted). It is Black\'s turn. Before Black moves, White reaches '
  'over and touches Black\'s knight on c6 ({[%touch c6 white]}), saying nothing. The knight is attacked by the b5 bishop '
  '(asserted), so in White\'s own turn Bxc6 would take it. Black claims that White must take the knight.',
  ['2', '1'],
  ['Law 2: «If you touch one of your adversary\'s men, or move it instead of your own, when it is your turn to play, you '
   'must instantly acknowledge the error». The record shows that the touch was White\'s and was made in Black\'s turn. I '
   'read «when it is your turn to play» as governing the touch as well as the move: the penalties it leads to («to '
   'take the piece», «to replace it and move your king», «you cannot castle that move») are moves of the player whose '
   'turn it is, and cannot be exacted in the adversary\'s turn. No other law makes a touch of an adversary\'s man out of '
   'turn an offence (law 1 is about one\'s own man). Dismissed; law 2 is glossed. Law 1 is quoted for the reader, not '
   'cited.'],
  rec('twenty-laws', None, '1. e4 e5 2. Nf3 Nc6 3. Bb5 {[%touch c6 white]}'), 'touched-adversary-man', 'black',
  'dismissed', cites=['2'], glossed=['2'])

case(1202, 'twenty-laws', 'black-begins-the-next-game-with-the-same-men',
  'White began the previous game, which was won; in this game of the same sitting Black, keeping the black men, begins: law 9 gives the first move alternately and keeps the colours for the sitting, so White\'s claim to begin is dismissed',
  '9 the record decides who began; 10 the article that makes the act lawful; 8 reading stated (first move and colour are separate).',
  'The previous game of the sitting was decided, and White began it ([PreviousGame "white decided"]). No odds are given. '
  'In this game the players keep their colours, and Black begins, 1... e5 (lawful; asserted). White claims the first '
  'move.',
  ['9', '10'],
  ['Law 9: «in every fresh game, the players are entitled to the first move alternately», and where no odds are given '
   '«the players are to use the same coloured men during the sitting». White began the last game, so the first move of '
   'this one is Black\'s; the colours being kept, the black men move first. Law 10 concerns only a drawn game, and the '
   'last game was decided. Dismissed. Law 9 is glossed: in this code the first move and the colour are separate '
   'questions (laws.md §4.2.1), so the black men may begin a game.'],
  rec('twenty-laws', None, '1... e5', '[PreviousGame "white decided"]\n'), 'first-move-or-colour', 'white',
  'dismissed', cites=['9'], glossed=['9'])

case(1203, 'twenty-laws', 'fifty-moves-white-mates-on-his-fiftieth',
  'Black gave notice to count with king against king and queen; White mates with his fiftieth move after the notice: law 19 allows "not exceeding fifty moves for each player", so the mate stands, Black\'s claim of a draw is dismissed, and White wins',
  '7 how the game ends (mate within the count); W the count of moves (fifty for each player, from the notice).',
  'White: Kg6, Qc1. Black: Kh8. Black, to move, gives notice that he will count ({[%fifty black]}). Black then plays '
  'fifty moves and White forty-nine, the kings and the queen shuffling with no capture, no check and no stalemate; then '
  'White\'s fiftieth move, Qb8, is mate, and White says "check" with it (all asserted). Black claims that the fifty '
  'moves are up and the game is drawn.',
  ['19'],
  ['Law 19 lists «the king and queen against the king», and Black, «the adversary», gave the notice. White «must check '
   'mate in not exceeding fifty moves for each player (to be computed from the notice given) or it will be a drawn '
   'game». The mate came with White\'s fiftieth move since the notice: not exceeding fifty. The claim is dismissed, and '
   'the ruling states how the game ended: by mate, White winning. Nothing in the text needs a reading.'],
  rec('twenty-laws', P['FIFTYQ'], fifty_record(F['fiftyq_record']) + ' {[%check]}'), 'fifty-move-claim', 'black',
  'dismissed', result='white', cites=['19'])

case(1204, 'twenty-laws', 'false-move-and-false-check-the-misled-king-move-does-not-close-the-claim',
  'White\'s bishop leaps his own pawn and White says "check", which it is not; Black, misled, moves his king and then claims: a move that law 6 lets him retract does not close his claim under laws 3 and 11, so White\'s plea that the claim is late is dismissed',
  '1 a false announcement of check (the misled player may retract); W claim window; 8 reading stated.',
  'White: Kg1, Bc1, pawns a2 b2 d2 f2 g2 h2. Black: Kg8, pawns f7 g7 h7. White plays Bc1-g5 ({[%move c1g5]}), leaping '
  'his own d2 pawn: a false move (asserted). He says "check" ({[%check]}), but the bishop on g5 does not attack g8 '
  '(asserted). Black, in consequence, plays 1... Kh8, lawful in itself. Before White moves again Black sees both the '
  'false "check" and the false move, and claims. White pleads that Black, having moved, is too late to have the false '
  'move recalled.',
  ['3', '11', '6'],
  ['Law 3: «if a false move remain unnoticed until after the adversary has played, neither party can recal it», and law '
   '11: no false move can «be retraced, after the adversary has moved a piece». On the letter, Black\'s king move would '
   'close his claim. But that move was made «in consequence» of White\'s false notice of check, and law 6 lets Black '
   '«retract, if you do so before the opponent has completed his next move», which is what he asks. A move the law '
   'lets him take back, and which the offender\'s own false announcement drew from him, is not the move after which '
   'the false move stands: White cannot shelter his false move behind the move his false "check" induced. The claim '
   'is in time, and the plea is dismissed. Law 11 is glossed (a move retracted under law 6 is not the adversary\'s '
   'having "moved a piece"); 3 and 6 are cited with it.'],
  rec('twenty-laws', P['MISLED'], '1. {[%move c1g5]} {[%check]} 1... Kh8'), 'late-claim', 'white', 'dismissed',
  cites=['3', '11', '6'], glossed=['11'])

case(1205, 'twenty-laws', 'knight-odds-the-giver-chose-his-kings-knight',
  'White gives the odds of a knight and takes off his king\'s knight; Black claims it should have been the queen\'s knight, left on b1: law 13 lets the giver "give which rook or knight he please", so the claim is dismissed',
  '10 the article that makes the act lawful (law 13, not law 14).',
  'White gives the odds of a knight and takes off his king\'s knight, g1 ([Odds "white knight g1"]); his queen\'s knight '
  'stands on b1. White begins, 1. e4 (lawful; asserted; law 9 gives the giver the first move). Black claims that the '
  'knight conceded was the queen\'s, so that the b1 knight is an odds man left on the board.',
  ['13', '14'],
  ['Law 13: «a player engaging to give the rook, or knight, may give which rook or knight he please». Only the pawn is '
   'fixed («the king\'s bishop\'s pawn is always understood»). White\'s choice of the g1 knight is lawful, the man given '
   'is off the board, and no odds man was left on it: law 14, on «the piece or pawn agreed to be conceded» left on, '
   'does not come into it. Dismissed, citing law 13, the article that makes the giver\'s choice lawful. Law 14 is quoted '
   'only.'],
  rec('twenty-laws', None, '1. e4', '[Odds "white knight g1"]\n'), 'odds-man-not-removed', 'black', 'dismissed',
  cites=['13'])

case(1206, 'twenty-laws', 'pinned-queen-gives-mate-and-exposes-her-king',
  'White\'s queen, pinned on the first rank, leaves it to give mate on c8 and exposes her king to the a1 rook: law 7 forbids such a check, so there is no mate and no result; law 3\'s penalties follow (the queen\'s natural moves are along the first rank; the king has Kg1)',
  '7 how the game ends (a forbidden check is no mate); 4 findings of fact (pin); 8 reading stated (A37).',
  'White: Kh1, Qc1, pawns g2 h2. Black: Kg8, Ra1, pawns f7 g7 h7. The c1 queen stands between Black\'s a1 rook and '
  'White\'s king: she is pinned (asserted). White plays Qc1-c8 ({[%move c1c8]}) and says "check". On the board Black '
  'has no move that meets the check, a mate in shape, but White\'s own king now stands in check from the a1 rook '
  '(asserted). Black claims at once. Put back on c1, the queen\'s lawful moves are Qxa1, Qb1, Qd1, Qe1, Qf1 and Qg1; '
  'the king\'s only lawful move is Kg1 (asserted).',
  ['7', '3', '11'],
  ['Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in '
   'check.» The queen, by moving, places White\'s king in check, so her check is one the law forbids, and a forbidden '
   'check does not mate: the game does not end, and the ruling gives no result. Law 7 names no penalty; as in the earlier '
   'sets (laws.md A37), law 3\'s apply. Black may have the queen left on c8, «give it a natural move» (along the first '
   'rank only: Qxa1, Qb1, Qd1, Qe1, Qf1, Qg1), or «replace it and move the king» (Kg1). Black claimed before moving '
   '(law 11) and elects. Law 7 is glossed.'],
  rec('twenty-laws', P['PINQUEEN'], '1. {[%move c1c8]} {[%check]}'), 'self-exposing-check', 'black', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['7', '3', '11'],
  glossed=['7'], moves={'move-correctly': F['pinqueen_queen'], 'replace-and-move-king': F['pinqueen_king']})

# ================================================================= boys-own-1829
case(1207, 'boys-own-1829', 'knight-touched-before-the-false-challenge-of-check',
  'Black touches his g8 knight, and only then does White challenge him with a check that is false; Black plays d6 instead: law 8 frees what the misled player does "in consequence" of the challenge, and this touch came before it, so law 4 binds (Nf6, Nh6, Ne7)',
  '1 a touch and a false announcement of check; 9 the record decides the order of events; 8 reading stated.',
  'The game went 1. e4 e5 2. Bc4 (lawful; asserted). Black, to move, touches his g8 knight ({[%touch g8]}). After that '
  'touch White says "check" ({[%check white]}); it is false, Black\'s king is not in check (asserted). Black then plays '
  '2... d6, leaving the knight. White claims that the touched knight must be played. Its lawful moves are Nf6, Nh6 and '
  'Ne7 (asserted).',
  ['4', '8'],
  ['Law 4: «If you touch a man, you must play it». Law 8 frees the player who, on a false challenge of check, «in '
   'consequence, move your king, or any other man». Whatever law 8 does for a touch (the earlier sets read it as '
   'releasing a touch made in consequence of the challenge, a fortiori), the record shows Black touching the knight '
   'before White said anything: the touch was not made in consequence of the challenge, and nothing releases it. The '
   'knight must be played, counted in the position before 2... d6: Nf6, Nh6 or Ne7. White elects. Law 8 is glossed '
   '("in consequence" looks to the order of events).'],
  rec('boys-own-1829', None, '1. e4 e5 2. Bc4 {[%touch g8]} {[%check white]} 2... d6'), 'touched-own-man', 'white',
  'upheld', remedies=['compel-move-touched-man'], elector='white', cites=['4', '8'], glossed=['8'],
  moves={'compel-move-touched-man': F['touchfirst_knight']})

case(1208, 'boys-own-1829', 'castling-into-check-while-the-castled-rook-gives-check',
  'White castles into check from the c5 bishop, and the castled rook checks Black\'s king on f8: the claim is heard under law 10, which forbids a check given by moving a man that exposes one\'s own king, and law 7\'s king move follows (Kd1, Kf1, Kd2, Ke2)',
  '3 the governing article (law 10, not the castling law, which is silent); 4 findings of fact; 10 the article that makes the act unlawful.',
  'White: Ke1, Rh1, neither moved. Black: Kf8, Bc5. White castles on the king\'s side ({[%move e1g1]}) and says "check". '
  'The rook, now on f1, checks Black\'s king along the open f-file; White\'s king, now on g1, stands in check from the c5 '
  'bishop (c5-d4-e3-f2-g1); f1 was not attacked (all asserted). Black claims at once. Before the castling the king\'s '
  'lawful moves are Kd1, Kf1, Kd2 and Ke2 (f2 and g1 are attacked, so no castling; asserted).',
  ['10', '6', '7'],
  ['Law 6, this code\'s only castling law, bars castling only «after moving the rook or king», and neither had moved; it '
   'says nothing of castling into an attacked square. But this castling gave check, and law 10 governs a check given '
   'by moving a man: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own '
   'king to a check from any of his pieces.» [sic: which] The rook checks because the castling moved it, and the same '
   'castling exposed White\'s king to the bishop. So the claim is heard under law 10, not as an unprovided castling '
   'question (compare 1211). Law 10 names no penalty; law 7 (laws.md A37) lets Black «oblige you to move your king, if '
   'you ¢an do so without placing him in check» [sic: can]: Kd1, Kf1, Kd2 or Ke2. Black elects. Law 10 is glossed; law '
   '6 is quoted only.'],
  rec('boys-own-1829', P['CASTLECHECK'], '1. {[%move e1g1]} {[%check]}'), 'self-exposing-check', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['10', '7'], glossed=['10'], moves={'move-king': F['castlecheck_king']})

case(1209, 'boys-own-1829', 'unannounced-smothered-mate-ignored-then-warned',
  'White\'s knight mates from f7 without a word; Black plays on with a6, and White says "check" with his next move: law 9 has each retract his last move, and as the king can be neither "removed out of check, or covered", it is mate and White wins',
  '7 how the game ends (the retraction restores a mate).',
  'White: Kg1, Ng5, pawns g2 h2. Black: Kh8, Rg8, pawns a7 g7 h7. White plays 1. Nf7, a smothered mate (asserted), and '
  'says nothing. Black, not obliged to notice it, plays 1... a6, a move that only ignores the check (asserted). White '
  'plays 2. h3 and says "check" ({[%check]}), and claims under law 9.',
  ['9'],
  ['Law 9: «if, on his next move, he warn you, each party must retract his last move, and the king be removed out of '
   'check, or covered.» White warned with his next move, so 2. h3 and 1... a6 are taken back (laws.md A35). The position '
   'is then the one after 1. Nf7, in which the king can be neither removed out of check nor covered, and the knight '
   'cannot be taken: it is mate (asserted). The ruling states the result: White wins. Law 9 is glossed (A35).'],
  rec('boys-own-1829', P['SMOTHER'], '1. Nf7 a6 2. h3 {[%check]}'), 'unannounced-check', 'white', 'upheld',
  remedies=['retract-both-last-moves'], result='white', cites=['9'], glossed=['9'])

case(1210, 'boys-own-1829', 'touched-an-untakeable-pawn-then-castled',
  'White touches Black\'s a7 pawn, which no White man can take, and then castles: law 5\'s penalty is a king move, castling moves the king, and nothing in law 5 bars it, so the penalty was paid and Black\'s claim is dismissed',
  '6 a penalty already satisfied by the record; 10 the article that makes the act lawful; X with twenty-laws 2 (which bars castling).',
  'White: Ke1, Rh1, pawns f2 g2 h2; he may castle on the king\'s side. Black: Ke8, pawn a7. White, to move, touches '
  'Black\'s a7 pawn ({[%touch a7]}), which no White man attacks (asserted), and then plays 1. O-O, which is lawful and '
  'is a move of the king (asserted). Black claims under law 5.',
  ['5'],
  ['Law 5: «he may insist upon your taking it, if you can ; if not, you must moeve your king, if that be possible, '
   'without putting him in check.» [sic: move] White could not take the pawn, so what law 5 required of him was a king '
   'move, and castling moves the king (e1-g1). Unlike twenty-laws 2 («in either case you cannot castle that move»), law 5 '
   'puts no bar on castling (the fourth set\'s 404 listed O-O among law 5\'s king moves). The record shows the penalty '
   'paid before it was asked. Dismissed; law 5 is glossed (castling is a move of the king).'],
  rec('boys-own-1829', P['CASTLED'], '{[%touch a7]} 1. O-O'), 'touched-adversary-man', 'black', 'dismissed',
  cites=['5'], glossed=['5'])

case(1211, 'boys-own-1829', 'castling-through-an-attacked-square-no-law',
  'White castles through f1, attacked by the a6 bishop, giving no check: law 6 bars castling only after the king or rook has moved, so the point is unprovided; heard by analogy, Black may insist on a move of the king (Kd1, Kd2, Kf2) or of the rook (Rf1, Rg1), as law 6 lets him',
  '5 an unprovided dispute heard by analogy, not refused; X with 1208 (the same code, where a check brings law 10 in).',
  'White: Ke1, Rh1, pawns g2 h2; neither king nor rook has moved. Black: Ka8, Ba6. White castles on the king\'s side '
  '({[%move e1g1]}). The king passes f1, which the a6 bishop attacks; the king was not in check, g1 is not attacked, and '
  'the castling gives no check (all asserted). Black claims at once. Before the castling the king\'s lawful moves are '
  'Kd1, Kd2 and Kf2, and the rook\'s are Rf1 and Rg1 (asserted).',
  ['6', '7'],
  ['Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your '
   'moving one of those pieces.» It names no other bar, no other law of this code speaks of castling, and as no check '
   'was given, law 10 does not reach it either (compare 1208). Castling through an attacked square is not provided for, '
   'and the code has no article on disputes. It is heard by analogy, as the fourth set heard castling out of check '
   '(403): every code that speaks of it forbids the king to pass an attacked square (Philidor XII, Acknowledged IX, '
   'London XVI), and law 6\'s own penalty is borrowed, Black «may insist on your moving one of those pieces»: the king '
   '(Kd1, Kd2, Kf2, counted before the castling) or the rook (Rf1, Rg1). Black elects. Cited 6 and 7 as in 403, with '
   'law 6 glossed.'],
  rec('boys-own-1829', P['THROUGH'], '1. {[%move e1g1]}'), 'illegal-castling', 'black', 'no-law-provides',
  remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'],
  moves={'move-king': F['through_king'], 'move-rook': F['through_rook']})

case(1212, 'boys-own-1829', 'false-move-gives-an-unannounced-check-warned-next-move',
  'White\'s bishop leaps his own pawn to g5 and checks without a word; Black plays on, and White says "check" with his next move: law 9 retracts only the last two moves, the false move having stood since Black played (law 7), so Black must meet the check from g5 (Kc7, Kd7, Kc8, Ke8)',
  '3 the governing articles (law 9 for the check, law 7 for the false move); 10 the article that keeps the false move on the board; 4 findings of fact.',
  'White: Kg1, Bc1, pawns a2 b2 d2 f2 g2 h2. Black: Kd8, pawns a7 b7. White plays Bc1-g5 ({[%move c1g5]}), leaping his '
  'own d2 pawn: a false move (asserted). On g5 the bishop checks Black\'s king along g5-f6-e7-d8 (asserted); White says '
  'nothing. Black, noticing neither, plays 1... a6, ignoring the check. White plays 2. h3 and says "check" '
  '({[%check]}), and claims under law 9. With 2. h3 and 1... a6 taken back the bishop stays on g5, and Black\'s lawful '
  'moves, all meeting the check, are Kc7, Kd7, Kc8 and Ke8 (asserted).',
  ['9', '7'],
  ['Law 9: «if, on his next move, he warn you, each party must retract his last move, and the king be removed out of '
   'check, or covered.» White\'s last move is 2. h3, Black\'s is 1... a6; the bishop\'s leap is no last move. It was a '
   'false move, but law 7 has closed it: «if he have pliﬂyeg before he notices your false move, neither of you can, '
   'afterward, recal it» [sic: played], and Black played 1... a6 before noticing it. So the bishop stands on g5, its '
   'check is a check on the board, and Black must remove his king out of it (no Black man can cover or take): Kc7, Kd7, '
   'Kc8 or Ke8. Law 9 is glossed (A35); law 7 is cited because it is what keeps the false move on the board.'],
  rec('boys-own-1829', P['BISHOPLEAP'], '1. {[%move c1g5]} 1... a6 2. h3 {[%check]}'), 'unannounced-check', 'white',
  'upheld', remedies=['retract-both-last-moves'], cites=['9', '7'], glossed=['9'],
  moves={'retract-both-last-moves': F['bishopleap_parry']})

# ================================================================= philidor
case(1213, 'philidor', 'bishop-touched-before-the-false-warning-of-check',
  'Black touches his c8 bishop, and only then does White warn of a check that is false; Black plays e6 instead: XIV frees what the misled player touches "in consequence" of the warning, not a touch made before it, so under V the bishop must be played',
  '1 a touch and a false announcement of check; 9 the record decides the order of events; 8 reading stated; X with boys-own 1207.',
  'The game went 1. d4 d5 2. c4 (lawful; asserted). Black, to move, touches his c8 bishop ({[%touch c8]}). Then White '
  'says "check" ({[%check white]}); it is false (asserted). Black plays 2... e6. White claims that the touched bishop '
  'must be played; its lawful moves are Bh3, Bg4, Bf5, Be6 and Bd7 (asserted).',
  ['V', 'XIV', 'VIII'],
  ['V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». XIV: «If the adversary warns '
   'you of a check, without however giving it, and you in consequence touch either your King, or any other piece, you '
   'will then be allowed to retract your move». XIV names the touch, but only a touch made «in consequence» of the '
   'warning. The record puts Black\'s touch before White\'s word, so the warning did not cause it, and V binds. The '
   'bishop\'s moves are counted before 2... e6; White elects. White claimed before his own next move (VIII, cited for '
   'the time of the claim, as the fourth set\'s 403 did). XIV is glossed (the order of events decides "in '
   'consequence").'],
  rec('philidor', None, '1. d4 d5 2. c4 {[%touch c8]} {[%check white]} 2... e6'), 'touched-own-man', 'white', 'upheld',
  remedies=['compel-move-touched-man'], elector='white', cites=['V', 'VIII', 'XIV'], glossed=['XIV'],
  moves={'compel-move-touched-man': F['touchfirstp_bishop']})

case(1214, 'philidor', 'stalemated-a-move-after-the-capture-in-passing-lapsed-england',
  'Black let the capture in passing go and is stalemated a move later: X gives the capture only "in passing", so Black has nothing else to play, and in England the stalemated player wins (XVI)',
  '4 findings of fact (a lapsed capture in passing is no move); 7 how the game ends (England); 8 reading stated; X with london-1847 1228.',
  F_EPLAPSE + ' No country is named.',
  ['XVI', 'X'],
  ['X: the pawn that advances two squares «may, in passing, be taken by any Pawn which might have taken it if it had been '
   'pushed but one move». I read «in passing» as the answer to the step, on the move that follows it, as the earlier '
   'sets did when they ruled a capture one move late a false move (the en-passant-one-move-late cases), although laws.md '
   'remarks that no code states the limit in so many words. Black let it go with 1... Kh8, so after 2. Qf7 he has '
   '«nothing else to play, and his King being out of check cannot stir without coming to a check». XVI: «In England, he '
   'whose King is stale-mate wins the game»; no country is named, so England (A19). Black wins. X is cited and glossed, '
   'since the finding that Black has no move rests on it.'],
  rec('philidor', P['EPLAPSE'], EPLAPSE_REC), 'stalemate-result', 'black', 'upheld', result='black',
  cites=['XVI', 'X'], glossed=['X'])

case(1215, 'philidor', 'capture-in-passing-of-a-two-square-step-that-was-not-a-first-move',
  'White\'s d-pawn, put back on d2 by a false move that stood, steps two squares, itself a false move; Black answers by taking it in passing: VIII makes the unrecalled step stand "as if ... had been just", so the capture is lawful under X and White\'s claim fails',
  '2 a pawn\'s first move is history (a standing false move); 8 reading stated; 9 the record decides.',
  'The game went 1. d3 e5 2. Nc3 e4 (lawful; asserted). White then moved his d-pawn back, d3-d2 ({[%move d3d2]}), a '
  'false move; Black played on, 3... Nf6, without claiming, so it stood. White now plays d2-d4 ({[%move d2d4]}): a '
  'two-square step, but not the pawn\'s first move, which was d2-d3, so a false move too. Black does not claim it; he '
  'takes in passing, 4... exd3 ({[%move e4d3]}), which removes the d4 pawn (asserted). White claims that the capture '
  'is a false move, his step not having been a first move.',
  ['X', 'VIII'],
  ['X gives the two-square privilege «at its first move», and makes the pawn liable to be taken in passing «in this '
   'case». White\'s step was no first move, so it was a false move, which Black could have had recalled. Instead Black '
   'answered it, and VIII: «no false move can be recalled after the adversary\'s next move: so the postion must remain, '
   'as if such irregular move, not revoked in time, had been just» [sic: position]. Black\'s answer is that next move; '
   'the step stands as if it had been just, that is as a lawful two-square advance, and a lawful two-square advance '
   'may be taken in passing «by any Pawn which might have taken it if it had been pushed but one move», as the e4 pawn '
   'might. White cannot turn his own false move against the capture that answered it. Dismissed; VIII is glossed (a step '
   'that stands "as if just" carries the liability X attaches to such a step).',
   'This is the case of the set I am least sure of. The other reading holds that the step, however it stands, was not '
   'a first move, so that X gives no privilege, the capture is a false move, and VIII makes Black play his king.'],
  rec('philidor', None, '1. d3 e5 2. Nc3 e4 3. {[%move d3d2]} 3... Nf6 4. {[%move d2d4]} 4... {[%move e4d3]}'),
  'en-passant', 'white', 'dismissed', cites=['X', 'VIII'], glossed=['VIII'])

case(1216, 'philidor', 'unannounced-check-by-a-two-square-step-taken-back-capture-in-passing-open',
  'White\'s e-pawn steps two squares and checks without warning; Black plays on, and White says "Check" with his next move: under XIII each comes back from his last move, the two-square step is again the last move, and Black may take off the check by dxe3 in passing',
  '4 findings of fact true of the board after a retraction (the capture in passing is open again); 10 the article that makes the capture lawful.',
  'White: Ka1, pawns e2 h2. Black: Kf5, pawns a7 d4. White plays 1. e4, a two-square first move which checks the f5 '
  'king (asserted); he says nothing. Black plays 1... a6, ignoring the check. White plays 2. h3 and says "check" '
  '({[%check]}), and claims under XIII. With 2. h3 and 1... a6 taken back, Black is in check from the e4 pawn and may '
  'meet it by dxe3 in passing, Kxe4, Kf4, Kg4, Ke5, Kg5, Ke6, Kf6 or Kg6 (asserted).',
  ['XIII', 'X'],
  ['XIII: «if the first, in playing the next move, were to say, Check, each must then come back from his last move, as '
   'being false, and he that is under check is to take it off». Each takes back his last move, 2. h3 and 1... a6 '
   '(laws.md A35). The position is again the one just after 1. e4, and the two-square step is again the last move '
   'played, so X\'s capture «in passing» is open, as it was when the check was given; it takes off the check by taking '
   'the checking pawn. The ways to take off the check are therefore dxe3 beside the king\'s moves. XIII is cited; X, '
   'which makes the capture lawful, is quoted.'],
  rec('philidor', P['EPCHECK2'], '1. e4 a6 2. h3 {[%check]}'), 'unannounced-check', 'white', 'upheld',
  remedies=['retract-both-last-moves'], cites=['XIII'], moves={'retract-both-last-moves': F['epcheck2_parry']})

case(1217, 'philidor', 'pawn-takes-onto-the-last-square-and-is-not-exchanged',
  'White\'s pawn takes the a8 rook and is left a pawn on the last square; filed as an illegal capture, the claim is heard under IX, which calls for the exchange: the pawn left unexchanged is a false move, and under VIII White must play his king (Kg1)',
  '3 the governing article (IX, not a capture rule); 8 reading stated (A18); X with london-1847 1226.',
  F_UNEXCHANGED,
  ['IX', 'VIII', 'VI'],
  ['The capture b7xa8 is one a pawn makes; what is wrong is the pawn left unexchanged on the last square, and IX governs '
   'that: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or any '
   'other Piece that shall be thought proper». Read as laws.md A18 reads it, as requiring the exchange on arrival, a pawn '
   'left a pawn on the last square has made a move the rules do not give it: a false move. VIII: «Whoever makes a false '
   'move, must play his King, as in Rule VI.» With the pawn back on b7 and the rook on a8, the king\'s only lawful move '
   'is Kg1. Black claimed before his next move and elects. IX is glossed (A18). The London code decides these facts by '
   'the exchange itself (1226).'],
  rec('philidor', P['UNEXCHANGED'], UNEXCHANGED_REC), 'illegal-capture', 'black', 'upheld',
  remedies=['move-king'], elector='black', cites=['IX', 'VIII', 'VI'], glossed=['IX'],
  moves={'move-king': F['unexchanged_king']})

case(1218, 'philidor', 'moved-the-adversarys-bishop-not-takeable-heard-by-analogy',
  'White moves Black\'s bishop from c5 to b4; Philidor\'s rules do not provide for it, and by analogy with VI the bishop is put back and White must take it (impossible: nothing attacks c5) or, as it is not takeable, play his king (Ke2)',
  '5 an unprovided dispute heard by analogy; 4 findings of fact (not takeable on either square).',
  'The game went 1. e4 e5 2. Nf3 Bc5 (lawful; asserted). White, in his turn, moves Black\'s bishop from c5 to b4 '
  '({[%move c5b4 white]}). No White man attacks the bishop on b4 or on c5, and on b4 it gives no check, the d2 pawn '
  'standing between (asserted). Black claims. With the bishop back on c5, White\'s only king move is Ke2 (asserted).',
  ['VI'],
  ['Philidor\'s rules speak of touching an adversary\'s piece (VI), not of moving one: the point is not provided for, '
   'and the rules have no article on disputes, so it is decided by analogy, as the earlier Philidor case 2041 decided '
   'a moved knight. Moving the man includes touching it, and VI gives the measure: «he has a right to oblige you to take '
   'it; and in case it was not takeable, you, who have touched it, must play your King if you can». The bishop is put '
   'back on c5 (the analogy of twenty-laws 2 and London X, "replace it"). It cannot be taken there, so that remedy '
   'cannot be enforced; White must play his king: Ke2. Black elects. VI is glossed.'],
  rec('philidor', None, '1. e4 e5 2. Nf3 Bc5 3. {[%move c5b4 white]}'), 'moved-adversary-man', 'black',
  'no-law-provides', remedies=['replace-and-capture', 'replace-and-move-king'], elector='black', cites=['VI'],
  glossed=['VI'], moves={'replace-and-move-king': F['movedbishop_king']}, unenforceable=['replace-and-capture'])

# ================================================================= acknowledged-laws
case(1219, 'acknowledged-laws', 'fifty-moves-rook-and-pawn-the-pawn-moves-do-not-restart-the-count',
  'Black, the defending player, calls for mate in fifty moves against rook and pawn; White moves his pawn four times within the fifty, and fifty moves each pass without mate: XII counts from the call, pawn moves or not, and the game is drawn',
  '7 how the game ends (a draw); 8 reading stated (A26); W the count of moves.',
  'White: Kc3, Rh1, pawn a2. Black: Ke5. Black, to move, calls upon White to mate in fifty moves ({[%fifty black]}). '
  'Each side then plays fifty moves: White\'s include four pawn moves, a2-a3, a3-a4, a4-a5 and a5-a6, the rest being '
  'rook moves; Black\'s are king moves. There is no capture, no check and no mate, and the pawn is not exchanged (all '
  'asserted). Black claims the draw.',
  ['XII'],
  ['XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his '
   'adversary to mate in fifty moves or draw the game.» The forces are not equal; laws.md A26 reads XII, with the fuller '
   'Enquire Within text («one with a superior to an inferior force»), as open in any ending, with fifty moves on each '
   'side, counted from the call. Nothing in XII sets the count back when a pawn moves: that is a later rule, not this '
   'one. Fifty moves each have passed without mate, and the game is drawn. XII is glossed.'],
  rec('acknowledged-laws', P['FIFTYP'], fifty_record(F['fiftyp_record'])), 'fifty-move-claim', 'black', 'upheld',
  remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

case(1220, 'acknowledged-laws', 'false-check-the-supposed-checker-touched-to-take-it',
  'White says "check" with 3. Bb5, which gives none; Black touches the bishop to take it, then plays Nc6: XI frees the misled player who would "take the piece", so his touch of it binds him no more, and White\'s claim under VII is dismissed',
  '1 a touch made because of a false announcement of check; 8 reading stated (a fortiori).',
  'The game went 1. e4 e5 2. Nf3 a6 3. Bb5 (lawful; asserted), and White says "check" ({[%check]}). It is false: the d7 '
  'pawn stands between b5 and e8 (asserted). Black, in consequence, touches the bishop ({[%touch b5]}), which axb5 '
  'could take (asserted), then sees that there is no check and plays 3... Nc6. White claims that Black, having touched '
  'his bishop, must take it.',
  ['VII', 'XI'],
  ['VII lets the adversary of one who touches «one of his opponent\'s men» «compel him to take the man». But XI: «If a '
   'player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter '
   'may elect either to let the move stand or have the pieces replaced and another move made.» If the capture itself, '
   'made in consequence of the false check, could be undone at the misled player\'s election, the lesser act, touching '
   'the piece in order to take it, cannot bind him more (the reading the earlier sets gave to touches made on a false '
   'check). The touch followed the false word and was made because of it. Dismissed; XI is glossed.'],
  rec('acknowledged-laws', None, '1. e4 e5 2. Nf3 a6 3. Bb5 {[%check]} {[%touch b5]} 3... Nc6'),
  'touched-adversary-man', 'white', 'dismissed', cites=['VII', 'XI'], glossed=['XI'])

case(1221, 'acknowledged-laws', 'pawn-and-move-the-receiver-begins',
  'Black gives the pawn and the move; White begins, and Black claims the first move under VI: the odds agreed include the move, so the receiver rightly began',
  '9 the record decides; 8 reading stated (A38 applied to VI).',
  'Black gives White the odds of his king\'s bishop\'s pawn and the move ([Odds "black pawn-and-moves 1"]); f7 is off the '
  'board. White plays 1. e4 (lawful; asserted). Black claims that VI gives him, the giver, the first move.',
  ['VI'],
  ['VI: «The player giving the odd3 moves first.» [sic: odds] That is the general rule where a piece or pawn is given. '
   'Here the odds are the pawn and the move: the first move is itself part of what Black gave. laws.md A38 settles the '
   'same conflict for twenty-laws 9 and Boy\'s Own 2 («a specific odds agreement ... overrides the general rule»), and '
   'the sixth set\'s Boy\'s Own 607 ruled so; VI yields in the same way. Dismissed; VI is glossed.'],
  rec('acknowledged-laws', None, '1. e4', '[Odds "black pawn-and-moves 1"]\n'), 'first-move-or-colour', 'black',
  'dismissed', cites=['VI'], glossed=['VI'])

case(1222, 'acknowledged-laws', 'queens-side-castling-over-the-adversarys-knight',
  'White castles on the queen\'s side while a Black knight stands on b1: IX bars castling "If there be any Piece between the King and Hook", the adversary\'s pieces included, and VII gives Black his menu (the king\'s moves: Kd1, Kf1, Ke2)',
  '4 findings of fact ("any Piece" between); 10 the article that makes the act unlawful; 8 reading stated.',
  'White: Ke1, Ra1, pawns f2 g2 h2; neither king nor rook has moved. Black: Ke8, and a knight on b1. e1, d1 and c1 are '
  'not attacked (asserted). White castles on the queen\'s side ({[%move e1c1]}): the rook goes from a1 to d1, over the '
  'knight. Black claims. Before the castling the king\'s lawful moves are Kd1, Kf1 and Ke2 (d2 is attacked by the '
  'knight; asserted).',
  ['IX', 'VII'],
  ['IX: «A player cannot Castle under any of the following circumstances :— ... 3. If there be any Piece between the King '
   'and Hook.» [sic: Rook] «any Piece» is not limited to the castler\'s own men: the Black knight stands between king '
   'and rook, so the castling is barred, though the king\'s own path is free and unattacked. IX names no penalty, and VII '
   'gives one for «an illegal move»: Black may compel White to «make the right move, move his King, or replace the piece '
   'and make a legal move» (taking a man does not arise; laws.md A23). The king\'s lawful moves, counted before the '
   'castling, are Kd1, Kf1 and Ke2. Black elects. IX is glossed.'],
  rec('acknowledged-laws', P['OVERKNIGHT'], '1. {[%move e1c1]}'), 'illegal-castling', 'black', 'upheld',
  remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'],
  glossed=['IX'], moves={'move-king': F['overknight_king']})

case(1223, 'acknowledged-laws', 'touched-pawn-taken-in-passing-the-penalty-is-paid',
  'White touches Black\'s d5 pawn, just arrived by two squares, and takes it in passing: the man touched is the man taken, though the capturer stands on d6, so VII\'s "take the man" was satisfied and Black\'s claim is dismissed',
  '6 a penalty already satisfied by the record; 4 findings of fact (a capture in passing takes the man touched).',
  'White: Ke1, pawn e5. Black: Ke8, pawn d7. Black plays 1... d5, two squares. White touches the d5 pawn ({[%touch d5]}) '
  'without saying j\'adoube, and plays 2. exd6, taking it in passing, the only capture of it there is (asserted). The d5 '
  'pawn is off the board and White\'s pawn stands on d6 (asserted). Black claims under VII.',
  ['VII', 'VIII'],
  ['VII: the adversary of one who touches «one of his opponent\'s men» may «compel him to take the man». VIII: a pawn '
   'played two squares «is liable to be taken en passant, with any Pawn that could have taken it had it been played only '
   'one square». The e5 pawn took it so: the capturing pawn goes to d6, but the man taken is the d5 pawn, the very man '
   'touched. The record shows the penalty paid before it was asked. Dismissed.'],
  rec('acknowledged-laws', P['EPTAKEN'], '1... d5 2. {[%touch d5]} exd6'), 'touched-adversary-man', 'black',
  'dismissed', cites=['VII', 'VIII'])

case(1224, 'acknowledged-laws', 'pawn-put-back-by-the-adversary-then-stepped-two-squares',
  'Black, in his turn, moves White\'s d3 pawn back to d2; White lets it be and later plays d2-d4: the pawn\'s first move is history, so VIII gives it no second two-square step, and VII\'s menu applies (the right move is d3; the king cannot move)',
  '2 a pawn\'s first move is history; 9 the record decides who moved it; 8 reading stated; X with london-1847 1225.',
  'The game went 1. d3 e5 2. Nc3 (lawful; asserted). Black, instead of moving his own man, moves White\'s d3 pawn back '
  'to d2 ({[%move d3d2 black]}). White does not claim; he plays d2-d4 ({[%move d2d4]}). Black claims an illegal move. '
  'With the pawn back on d2, its only lawful move, the two-square step left out, is d3, and White\'s king, hemmed in by '
  'his own men, has no lawful move (asserted).',
  ['VIII', 'VII'],
  ['VIII: «A Pawn may be played either one or two squares at a time when first moved». This pawn was first moved at '
   'White\'s first move, d2-d3. Black\'s irregular act put it back on its square but did not undo its history, so d2-d4 '
   'is no first move but «an illegal move». (Whether White could still have claimed against Black\'s act, VII setting no '
   'time, is not the question: he played on.) VII: Black «may compel him to take the man, make the right move, move his '
   'King, or replace the piece and make a legal move». No man was taken, so only the last three apply (laws.md A23): the '
   'right move is d3; a king move cannot be enforced, the king having none; or the pawn replaced and a legal move. '
   'Black elects. VIII is glossed (a first move is a fact of the pawn\'s history, not of its square).'],
  rec('acknowledged-laws', None, '1. d3 e5 2. Nc3 {[%move d3d2 black]} 3. {[%move d2d4]}'), 'false-move', 'black',
  'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII', 'VIII'],
  glossed=['VIII'], moves={'move-correctly': F['putbackd_pawn']}, unenforceable=['move-king'])

# ================================================================= london-1847
case(1225, 'london-1847', 'pawn-put-back-by-the-adversary-then-stepped-two-squares',
  'Black moves White\'s e3 pawn back to e2; White plays on, losing his own claim, and then plays e2-e4: the pawn was first moved at e2-e3, so XV gives it no second two-square step, and Black has XIII\'s three penalties (the correct move is e3; the king cannot move)',
  '2 a pawn\'s first move is history; 9 the record decides who moved it; 8 reading stated; X with acknowledged-laws 1224.',
  'The game went 1. e3 e5 2. Nf3 (lawful; asserted). Black, in his turn, moves White\'s e3 pawn back to e2 ({[%move '
  'e3e2 black]}). White does not claim: he takes hold of his pawn and plays e2-e4 ({[%move e2e4]}), so under XXV he '
  'can have no penalty for Black\'s act. Black claims at once that e2-e4 is a false move. With the pawn back on e2, its '
  'only lawful move is e3, and White\'s king has no lawful move (asserted).',
  ['XV', 'XIII', 'X', 'XXV'],
  ['XV: «When a Pawn is first moved in a game, it may be played one or two squares». This pawn was first moved at '
   'White\'s first move. Black\'s irregular act put it back on e2, and White, touching a man before he claimed, left it '
   'there, much as X\'s third option lets a moved man «remain on the square to which it had been played, as if the move '
   'were correct»; but that did not make the pawn unmoved. So e2-e4 is no first move: it is «a false move, i. e. play a '
   'Piece or Pawn to any square to which it cannot legally be moved». XIII gives Black «the choice of three penalties»: '
   'let the pawn remain on e4; «to move correctly to another square», which is e3; or «to replace the Piece or Pawn and '
   'move his King», which cannot be enforced, the king having no move. Black took notice before touching a man (XXV) '
   'and elects. XV is glossed (a first move is a fact of the pawn\'s history).'],
  rec('london-1847', None, '1. e3 e5 2. Nf3 {[%move e3e2 black]} 3. {[%move e2e4]}'), 'false-move', 'black', 'upheld',
  remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['XIII', 'XV', 'XXV'],
  glossed=['XV'], moves={'move-correctly': F['putbacke_pawn']}, unenforceable=['replace-and-move-king'])

case(1226, 'london-1847', 'pawn-takes-onto-the-last-square-not-exchanged-filed-as-illegal-capture',
  'White\'s pawn takes the a8 rook and is left a pawn; Black files an illegal capture, but the capture is good and the fault is the exchange left undone: heard under XXI, the pawn must be exchanged at once on a8 (bxa8=Q, =R, =B or =N)',
  '3 the governing article (XXI, not XI); 8 reading stated; X with philidor 1217.',
  F_UNEXCHANGED,
  ['XXI', 'XI', 'XXV'],
  ['The pawn «can legally» take the rook, so XI, on a man taken by one «that cannot take it without making a false '
   'move», does not fit. The fault is the exchange left undone, and XXI governs it: «Every Pawn which has reached the 8th '
   'or last square of the chess-board must be immediately exchanged for a Queen, or any other Piece the player may think '
   'fit». The remedy is the exchange itself, the player choosing the piece; counted from b7 with the rook on a8: bxa8=Q, '
   'bxa8=R, bxa8=B or bxa8=N. There is no elector: XXI gives the choice of piece to the player, and Black has nothing to '
   'choose (as in the earlier London 004). Black took notice before touching a man (XXV). XXI is glossed (the claim is '
   'heard under the article that governs it). Philidor decides these facts with a king move (1217).'],
  rec('london-1847', P['UNEXCHANGED'], UNEXCHANGED_REC), 'illegal-capture', 'black', 'upheld',
  remedies=['move-correctly'], cites=['XXI', 'XXV'], glossed=['XXI'], moves={'move-correctly': F['unexchanged_pawn']})

case(1227, 'london-1847', 'castling-out-of-a-check-from-a-pinned-bishop',
  'White castles on the queen\'s side out of a check from the a5 bishop, which White\'s rook pins to its own king: a pinned man still gives check, so XVI bars the castling and Black has XVI\'s three penalties (the king without castling: Kd1, Kf1, Ke2, Kf2; the rook: Rxa5+)',
  '4 findings of fact (a pinned man gives check); 8 reading stated (A31).',
  'White: Ke1, Ra1, neither moved. Black: Ka8, Ba5. The bishop checks White\'s king along a5-b4-c3-d2-e1, and is itself '
  'pinned to its king on a8 by the a1 rook (asserted). White castles on the queen\'s side ({[%move e1c1]}); d1 and c1 are '
  'not attacked, so the only bar is the check (asserted). Black claims at once. Before the castling, the king\'s lawful '
  'moves other than castling are Kd1, Kf1, Ke2 and Kf2, and the rook\'s only lawful move is Rxa5+ (asserted).',
  ['XVI', 'XXV'],
  ['XVI (found text): a player cannot castle «2. If the King be in check». A pinned man may not leave its line, but it '
   'still attacks along its others: the bishop\'s check is a check, as the earlier sets held of a pinned man\'s attack '
   'on a square (1130). So the castling is barred, and XVI gives Black «the choice of three penalties; viz., 1st, of '
   'insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook». '
   'The king move may not be castling (laws.md A31): Kd1, Kf1, Ke2, Kf2. The rook\'s only lawful move takes the checking '
   'bishop: Rxa5+. Black took notice before touching a man (XXV) and elects. XVI is glossed (A31).'],
  rec('london-1847', P['PINCHECKER'], '1. {[%move e1c1]}'), 'illegal-castling', 'black', 'upheld',
  remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
  glossed=['XVI'], moves={'move-king-no-castling': F['pinchecker_king'], 'move-rook': F['pinchecker_rook']})

case(1228, 'london-1847', 'stalemated-a-move-after-the-capture-in-passing-lapsed',
  'The lapsed capture in passing under the London code: Black, stalemated a move after he let bxc3 go, has no lawful move, and XXIV makes the stalemate a drawn game',
  '4 findings of fact (a lapsed capture in passing is no move); 7 how the game ends (a draw); 8 reading stated; X with philidor 1214.',
  F_EPLAPSE,
  ['XXIV', 'XV'],
  ['XV: the opponent «has the privilege of taking it en passant with any Pawn which could have taken it had it been '
   'played one square only». The privilege is the answer to the two-square step: laws.md remarks that no code states a '
   'limit in words, but a capture «en passant» is made as the pawn passes, and the earlier sets ruled a later capture a '
   'false move (the London case en-passant-lost-to-a-second-move). Black answered 1. c4 with 1... Kh8, so after 2. Qf7 '
   'the capture is gone, and Black, not in check, has no lawful move: stalemate. XXIV (found text): «A stalemate is a '
   'drawn game.» XV is cited and glossed, since the finding rests on it. Philidor, in England, gives Black the game on '
   'the same facts (1214).'],
  rec('london-1847', P['EPLAPSE'], EPLAPSE_REC), 'stalemate-result', 'black', 'upheld', result='draw',
  cites=['XXIV', 'XV'], glossed=['XV'])

case(1229, 'london-1847', 'false-move-stalemates-black-touches-his-king-before-claiming',
  'White\'s queen leaps his own pawn to g6, and Black, stalemated on the board, touches his king before he claims: XXV bars any penalty, the false move stands, and the stalemate it made is a drawn game (XXIV)',
  '7 how the game ends (a standing false move that stalemates); W claim window (XXV); 8 reading stated.',
  'White: Kf7, Qg1, pawn g2. Black: Kh8. White plays Qg1-g6 ({[%move g1g6]}), leaping his own g2 pawn: a false move '
  '(asserted). On the board Black is not in check and has no lawful move (asserted). Black touches his king ({[%touch '
  'h8 black]}), and only then claims the false move. White pleads that the claim is late.',
  ['XXV', 'XIII', 'XXIV'],
  ['XXV (found text): «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such '
   'irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Black touched his '
   'king first (laws.md A34), so none of XIII\'s penalties can be inflicted, and the queen stays on g6. The position that '
   'stands is stalemate, Black not in check and without a lawful move, and XXIV: «A stalemate is a drawn game.» The plea '
   'is upheld, and the ruling states how the game ends: drawn. XXV is glossed (A34), as in the eighth set\'s 825, where '
   'a false move that mated stood and White won.'],
  rec('london-1847', P['QLEAP'], '1. {[%move g1g6]} {[%touch h8 black]}'), 'late-claim', 'white', 'upheld',
  remedies=['no-penalty-time-barred'], result='draw', cites=['XXV', 'XXIV'], glossed=['XXV'])

case(1230, 'london-1847', 'king-takes-a-guarded-pawn',
  'White\'s king takes the e2 pawn, which the b5 bishop guards: a capture by a man that cannot take it without a false move, so XI lets Black compel the capture by a man that can (Nxe2) or a move of the king that took it (Kd2, Kf2)',
  '3 the governing article (XI for a capture, not XIII); 4 findings of fact; 8 reading stated.',
  'White: Ke1, Nc3. Black: Kh8, Bb5, pawn e2. The e2 pawn attacks d1 and f1, not e1: White is not in check (asserted). '
  'White plays Kxe2 ({[%move e1e2]}), but the b5 bishop guards e2, so the king takes into check (asserted). Black claims '
  'at once. The only lawful capture of the e2 pawn is Nxe2, and the king\'s lawful moves are Kd2 and Kf2 (asserted).',
  ['XI', 'XIII', 'XXV'],
  ['A king that takes a guarded man «cannot take it without making a false move»: on e2 it would stand in check (laws.md '
   'A37). The act is a capture, and XI, the law on captures, governs it rather than XIII: «his antagonist has the option '
   'of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own Piece or Pawn which he '
   'touched». The knight can legally take it: Nxe2. The man touched is the king, whose lawful moves, counted with the '
   'pawn back on e2, are Kd2 and Kf2. Black took notice before touching a man (XXV) and elects. XI is glossed (the king '
   'is one of "his own" men, and a capture into check is a capture by a false move). XIII is quoted only.'],
  rec('london-1847', P['KINGTAKES'], '1. {[%move e1e2]}'), 'illegal-capture', 'black', 'upheld',
  remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['XI', 'XXV'],
  glossed=['XI'], moves={'capture-with-legal-capturer': F['kingtakes_capturers'], 'move-touched-capturer': F['kingtakes_king']})

print(len(OUT), 'cases written')
