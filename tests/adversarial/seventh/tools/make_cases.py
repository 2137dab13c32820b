"""Writes the thirty case files of the seventh set from the data below. The article quotations are
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

# ---------------------------------------------------------------- shared records
FALSE_CHECK_MATE = '[FEN "4r1k1/p4pp1/1p6/8/8/8/2B2PPP/3Q2K1 w - - 0 1"]\n1. Qd3 {[%check]} 1... Kh8 2. Qh7# {[%check]}'
OOO_OVER_KNIGHT = '1. d4 d5 2. Bf4 Nf6 3. Qd3 e6 4. {[%move e1c1]}'
PINNED_BISHOP_MATE = '[FEN "R1r4k/5P1p/8/8/8/8/5B2/3K4 b - - 0 1"]\n1... Rd8 {[%check]} 2. Bd4 {[%check]}'
CASTLE_F1 = '1. e4 e5 2. Nf3 Nc6 3. Bc4 d6 4. g3 Bh3 5. {[%move e1g1]} 5... Nf6'
SIDEWAYS = '1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. {[%move d2e2]} 4... Nf6 5. {[%move e2e4]}'
PIN_DIAG = '[FEN "6k1/pp4pp/8/3b4/8/8/PP4BP/7K w - - 0 1"]'

F_FCM = ('White, with Qd1, Bc2 and Kg1, plays 1. Qd3 and says "check". It is no check: the queen on d3 '
         'bears on h7, not on g8. Black, believing it, moves his king: 1... Kh8. White then plays 2. Qh7, '
         'which is mate (the c2 bishop guards h7; g8 is the queen\'s). Only now does Black see that 1. Qd3 '
         'gave no check, and he claims to retract 1... Kh8.')
F_OOO = ('1. d4 d5 2. Bf4 Nf6 3. Qd3 e6 4. O-O-O, played as {[%move e1c1]}: the king goes to c1 and the a1 '
         'rook to d1, over the knight still standing on b1. Neither king nor rook has moved before; e1, d1 and '
         'c1 are not attacked (asserted in tools/facts.py). The only fault is the man between king and rook. '
         'Black claims at once.')
F_PBM = ('Black (Kh8, Rc8, Ph7) plays 1... Rd8 and says "check" against the White king on d1; the c8 rook '
         'was pinned on the eighth rank by White\'s Ra8 and may slide along it. White covers with 2. Bd4 and '
         'says "check": the bishop now checks h8 along the long diagonal, and is itself pinned to d1 by Rd8. '
         'Black has no lawful move: g8 is the f7 pawn\'s, g7 the bishop\'s, h7 his own pawn; Rxd4 would leave '
         'the eighth rank and expose h8 to Ra8. Black says a pinned bishop cannot give check, so he is '
         'stalemated, and claims.')
F_CF1 = ('1. e4 e5 2. Nf3 Nc6 3. Bc4 d6 4. g3 Bh3 5. O-O, written {[%move e1g1]}: the king passes f1, '
         'which the h3 bishop attacks through g2. e1 is not in check and g1 is not attacked (asserted). '
         'Black does not notice and replies 5... Nf6. Then he claims the castling was unlawful.')
F_SW = ('1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d2-e2, a false (sideways) move of the d-pawn, written '
        '{[%move d2e2]}. Black does not claim it and replies 4... Nf6, so it stands. Then 5. e2-e4, written '
        '{[%move e2e4]}: the same pawn, standing on a second-rank square, steps two. python-chess, which '
        'looks only at the rank, reports e2-e4 as legal. Black claims at once.')

# ================================================================= twenty-laws
case(701, 'twenty-laws', 'false-check-king-walks-into-mate-claimed-after-the-mate',
     'A false "check" sends Black\'s king to h8, where the next move mates: law 6\'s retraction must come before the announcer completes his next move, so the claim after the mate is too late and the mate stands',
     '1 false announcement of check; W claim window; 7 how the game ends; X with philidor 717 and the sixth set\'s acknowledged-laws 622.',
     F_FCM, ['6'],
     ['Law 6 gives the misled player the retraction «if you do so before the opponent has completed his next '
      'move». White\'s next move, Qh7, was completed before the claim, so the retraction is gone: the claim '
      'is out of time. Nothing else in the code undoes a lawful move once the adversary has moved (law 11).',
      'The mate on the board is a true mate (tools/facts.py asserts it, and that with the king left on g8 '
      'Qh7+ would not mate). So the game ends: White wins. The Acknowledged Laws (XI) set no limit and there '
      'the same claim is upheld (sixth set, 622); that is where the codes differ.'],
     '[Code "twenty-laws"]\n' + FALSE_CHECK_MATE, 'false-check-announcement', 'black', 'out-of-time',
     result='white', cites=['6'])

case(702, 'twenty-laws', 'queen-side-castling-over-the-knight-is-referred',
     'White castles on the queen\'s side over his own knight on b1: law 8 speaks only of a king or rook that has moved, so the point is one the laws have not provided for and goes to a third person under law 20',
     '5 a dispute the code does not provide for is heard; 3 heard under the governing article; 8 the reading is stated; X with london-1847 729.',
     F_OOO, ['8', '20', '3'],
     ['Law 8 forbids castling only «after your king or the rook has moved», and says what does not prevent it '
      '(an earlier check, a rook under attack). It says nothing of men standing between king and rook. laws.md '
      '§4.2.8 notes 000 L8 is «Silent on being in check now, on passing or landing on an attacked square, and '
      'on men in between», and its reading A1 sends such castling points to law 20: «Any dispute about this is a '
      'L20 case ("for which the laws have not provided") →», with «forbidden» as the advisory ruling.',
      'So the claim is heard and referred, not dismissed (law 8 does not make the castling lawful) and not '
      'refused. The other reading would call the leap over b1 a false move under law 3 («giving to a piece a '
      'movement not consistent with its laws»), with its three penalties; law 3 is quoted for that reason but '
      'not cited, following A1 as the sixth set did in 606. Under London XVI.3 the same castling is expressly '
      'barred (729).'],
     '[Code "twenty-laws"]\n' + OOO_OVER_KNIGHT, 'illegal-castling', 'black', 'no-law-provides',
     remedies=['refer-to-third-party'], cites=['8', '20'], glossed=['8', '20'])

case(703, 'twenty-laws', 'touched-bishop-could-take-its-pinner-king-moved-instead',
     'White touches his bishop f2, pinned to g1 by Bc5 but free to move along the pin, and then moves his king: law 1\'s exception covers only a man that cannot be played without exposing the king, so the bishop must be played',
     '4 findings of fact (a pinned man that can still move); 6 a penalty not satisfied by the record; 10 cite what makes the act unlawful.',
     'White: Kg1, Bf2, pawns a2 g2 h2. Black: Kg8, Bc5, pawns a7 g7 h7. White touches his bishop f2 '
     '({[%touch f2]}) and then plays 1. Kh1. Black claims before he moves.',
     ['1', '11'],
     ['Law 1: «If you touch your man, you must play it, except where it would expose your king to check, in '
      'which case, you are to move the king». The f2 bishop is pinned by Bc5, but the pin runs along its own '
      'diagonal: Be3, Bd4 and Bxc5 keep the line closed or take the pinner (asserted in tools/facts.py). It can '
      'be played without exposing the king, so the exception does not apply and the king move does not pay the '
      'touch. A careless reading treats every pinned man as unplayable and dismisses the claim.',
      'The claim comes before Black has moved (law 11). The king move is taken back and the bishop must move; '
      'the moves are its lawful ones from f2. I name Black (the aggrieved player) as elector, as the earlier '
      'sets did for a single course.'],
     '[Code "twenty-laws"]\n[FEN "6k1/p5pp/8/2b5/8/8/P4BPP/6K1 w - - 0 1"]\n{[%touch f2]} 1. Kh1',
     'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
     cites=['1', '11'], moves={'compel-move-touched-man': ['Be3', 'Bd4', 'Bxc5']})

case(704, 'twenty-laws', 'castling-with-a-rook-that-went-and-came-back-filed-as-false-move',
     'White castles with the h1 rook after it went to g1 and came back; filed as a false move, the claim is heard under law 8, which bars castling after the rook has moved, wherever it stands now',
     '2 a fact of history, not of the square (the rook has moved); 3 heard under the governing article; 10 cite the article that makes it unlawful.',
     '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Rg1 Nf6 5. Rh1 d6 6. O-O, written {[%move e1g1]}. King and rook stand '
     'on e1 and h1, but the rook has moved (Rg1, Rh1). Black files a claim of a false move at once.',
     ['8', '3', '11'],
     ['Law 8: «You cannot castle after your king or the rook has moved; if you attempt it, the adversary may '
      'require you to move either the king or the rook.» The rook has moved; that it came back to h1 changes '
      'nothing, since the law asks what the rook has done, not where it is. The claim was filed as a false move '
      '(law 3), but law 8 is the law for castling and gives its own penalty, so it is heard under law 8.',
      'Remedies in law 8\'s order, the adversary (Black) choosing: a king move from e1 (Kf1, Ke2) or a rook '
      'move from h1 (Rf1, Rg1), from the position before the castling. Queen-side castling is not possible, so '
      'the question of castling as the king move does not arise. Law 11: claimed before Black moved. Law 3 is '
      'quoted because it was invoked, not cited. The sixth set\'s first-set case 1015 cited 8, 3, 11, 18; I cite '
      'what decides (law 18 does not, the king can move).'],
     '[Code "twenty-laws"]\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Rg1 Nf6 5. Rh1 d6 6. {[%move e1g1]}',
     'false-move', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black', cites=['8', '11'],
     moves={'move-king': ['Kf1', 'Ke2'], 'move-rook': ['Rf1', 'Rg1']})

case(705, 'twenty-laws', 'discovered-check-that-uncovers-the-own-king',
     'White\'s knight, pinned to a1 by Bg7, steps off the d-file to give a discovered check with the d1 rook and uncovers his own king: an unlawful check, punished with law 3\'s penalties',
     '4 findings of fact (the check is the rook\'s, the exposure the bishop\'s); 8 the reading is stated; 10 cite the article that makes it unlawful.',
     'White: Ka1, Rd1, Nd4, pawns a2 h2. Black: Kd8, Bg7, pawns a7 b7 h7. The knight stands on the d-file '
     'between Rd1 and Kd8, and on the long diagonal between Bg7 and Ka1. White plays 1. Nf5 ({[%move d4f5]}) '
     'and says "check": the rook checks d8, and the bishop now attacks a1. Black claims at once.',
     ['7', '3', '11'],
     ['Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king '
      'in check.» The check is given by moving the knight, although the checking piece is the rook; I read law 7 '
      'as covering a check given by moving a piece, discovered or direct. laws.md A37 reaches the same end by '
      'another road («treat every move that exposes one\'s own king as a false move»), so the claim is upheld '
      'on either reading. A careless engine looks only at whether the moved man gives check.',
      'Law 7 has no penalty; A37 applies law 3\'s three: leave the knight on f5, give it a natural move '
      '(unenforceable: the replaced knight is pinned and has no lawful move), or replace it and move the king '
      '(Kb1, Kb2; b2 is shielded once the knight is back on d4). Asserted in tools/facts.py. Cited as the sixth '
      'set cited its law-7 case 603: 7, 3, 11, with 7 glossed.'],
     '[Code "twenty-laws"]\n[FEN "3k4/pp4bp/8/8/3N4/8/P6P/K2R4 w - - 0 1"]\n1. {[%move d4f5]} {[%check]}',
     'self-exposing-check', 'black', 'upheld',
     remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black',
     cites=['7', '3', '11'], glossed=['7'], moves={'replace-and-move-king': ['Kb1', 'Kb2']},
     unenforceable=['move-correctly'])

case(706, 'twenty-laws', 'false-check-a-pawn-interposed',
     'White says "check" with 3. Bb5, which checks nothing (the d7 pawn stands between); Black interposes a pawn, c6, and may retract it before White completes his next move',
     '1 false announcement of check (the misled act is a pawn\'s interposition); W claim window; 8 the reading of "piece".',
     '1. e4 e5 2. Nf3 Nf6 3. Bb5 and White says "check". The d7 pawn stands on the b5-e8 diagonal, so there '
     'is no check. Black, in consequence, interposes 3... c6. Before White moves again, Black claims to retract.',
     ['6'],
     ['Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move '
      'your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next '
      'move.» c6 is an interposition on the line of the supposed check, made in consequence, and White has not '
      'moved. The code uses "piece" for any man (law 11 «after the adversary has moved a piece», law 15 «before '
      'the adversary had moved a piece», where the first such move is a pawn\'s), so a pawn interposed is «a '
      'piece» here. The other reading (pieces only, not pawns) would leave the pawn move standing.',
      'The retraction is Black\'s liberty («you may»), so Black elects.'],
     '[Code "twenty-laws"]\n1. e4 e5 2. Nf3 Nf6 3. Bb5 {[%check]} 3... c6', 'false-check-announcement', 'black',
     'upheld', remedies=['retract-misled-move'], elector='black', cites=['6'])

# ================================================================= boys-own-1829
case(707, 'boys-own-1829', 'mate-by-a-pinned-bishop-is-no-stalemate',
     'Black, with no lawful move, says the bishop checking him is pinned and cannot give check: it is mate, not the stalemate that would win for him under law 11',
     '4 findings of fact (a pinned man still checks); 7 how the game ends; 9 the record shows the check was said and given; X with acknowledged-laws 719.',
     F_PBM, ['11', '10'],
     ['Law 11 makes a king stalemated only «If the king be not in check». A pin stops the bishop from moving '
      'off the d-file line; it does not stop it from attacking h8. Black\'s king is in check and nothing can '
      'parry (asserted in tools/facts.py, with python-chess\'s is_checkmate). So there is no stalemate: it is '
      'mate, and White wins.',
      'Nor was 2. Bd4 itself unlawful under law 10 («by moving ‘which to do so, you expose your own king» [sic: which]): the '
      'bishop closed the d-file, it did not open it. Law 10 is quoted for that finding but not cited. Under this '
      'code a wrong finding of stalemate would give Black the game.'],
     '[Code "boys-own-1829"]\n' + PINNED_BISHOP_MATE, 'stalemate-result', 'black', 'dismissed',
     result='white', cites=['11'])

case(708, 'boys-own-1829', 'king-in-check-when-the-record-begins-no-law',
     'The record begins with Black to move and his king in check from Bb5, the move that gave it unknown: the Boy\'s Own laws do not provide for a check of unknown origin, so the point is heard by a third person',
     '5 a dispute the code does not provide for is heard, not refused.',
     'The record starts from a position (FEN) with Black to move and his king on e8 in check from the bishop '
     'on b5 (asserted). No move is recorded, so how the check arose cannot be ascertained. Black claims.',
     ['9'],
     ['Law 9 covers a check given «without warning» by a move: the defender need not notice it until warned on '
      'the checker\'s «next move», and then «each party must retract his last move». Here there is no known '
      'checking move and no next move, so law 9\'s retraction has nothing to work on. The code has no law like '
      'the twenty laws\' 5 («without being able to ascertain how it occurred») or London XIX, and no disputes '
      'article. laws.md §7.1 marks CHECK_OF_UNKNOWN_ORIGIN «—» for 001.',
      'So the claim is heard and referred (the third person decides, by analogy with the codes that provide '
      'for it), not refused. No article of this code is cited, as in the earlier sets\' silent Boy\'s Own '
      'cases; law 9 is quoted only to show why it does not reach the point.'],
     '[Code "boys-own-1829"]\n[FEN "r3k2r/pp3ppp/8/1B6/8/8/PPP2PPP/R3K2R b KQkq - 0 1"]',
     'check-of-unknown-origin', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

case(709, 'boys-own-1829', 'check-uncovering-the-own-king-to-a-pinned-rook',
     'White\'s knight checks from g3 but uncovers his king to the e5 rook, which is itself pinned to Black\'s king: a pinned man still gives check, so law 10 is broken and law 7\'s king move follows',
     '4 findings of fact (a pinned man still checks); 8 the reading (A37) is stated; 10 cite the article that makes it unlawful.',
     'White: Ke1, Ne2, Rb5, pawns a2 b2. Black: Kh5, Re5, pawns a7 b7 g7. Black\'s rook e5 is pinned on the '
     'fifth rank by Rb5 against Kh5, and stands on the e-file in front of White\'s knight and king. White plays '
     '1. Ng3 ({[%move e2g3]}) and says "check". Black claims.',
     ['10', '7'],
     ['Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your '
      'own king to a check from any of his pieces.» [sic: which] The e5 rook is pinned, but a pinned man still attacks: White\'s '
      'king on e1 is exposed to «a check from» it (asserted). A careless engine that drops pinned men from the '
      'attackers would find nothing wrong.',
      'Law 10 has no penalty; laws.md A37 treats such a move as a false move, so law 7 applies: the knight goes '
      'back and White must move his king «if you ¢an do so without placing him in check» [sic: can]. From e1: '
      'Kd1, Kf1, Kd2, Kf2. Black, the aggrieved player, elects.'],
     '[Code "boys-own-1829"]\n[FEN "8/pp4p1/8/1R2r2k/8/8/PP2N3/4K3 w - - 0 1"]\n1. {[%move e2g3]} {[%check]}',
     'self-exposing-check', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['10', '7'],
     glossed=['10'], moves={'move-king': ['Kd1', 'Kf1', 'Kd2', 'Kf2']})

case(710, 'boys-own-1829', 'touched-bishop-taken-by-the-pinned-bishop-penalty-paid',
     'White touches Black\'s bishop d5 and then takes it with his own bishop, pinned by it along the same diagonal: the capture was lawful and law 5\'s penalty is already paid',
     '6 a penalty already satisfied by what the record shows; 4 findings of fact (a pinned man may take its pinner); X with london-1847 726.',
     'White: Kh1, Bg2, pawns a2 b2 h2. Black: Kg8, Bd5, pawns a7 b7 g7 h7. The d5 bishop pins White\'s g2 '
     'bishop to h1. White touches the d5 bishop ({[%touch d5]}) and then plays 1. Bxd5, which also checks g8. '
     'Black claims under law 5, saying a pinned bishop could not take and White must move his king.',
     ['5'],
     ['Law 5: «he may insist upon your taking it, if you can ; if not, you must moeve» [sic: move] «your king». '
      'The g2 bishop is pinned along the very diagonal it captures on: Bxd5 removes the pinner and leaves h1 '
      'covered. It is White\'s only lawful capture of d5 (asserted). So White could take, and did: the '
      'penalty is what the record already shows, and is not imposed again.',
      'A careless engine that treats a pinned man as unable to capture would say the man was not takeable and '
      'order a king move. The claim is dismissed.'],
     '[Code "boys-own-1829"]\n' + PIN_DIAG + '\n{[%touch d5]} 1. Bxd5+ {[%check]}', 'touched-adversary-man',
     'black', 'dismissed', cites=['5'])

case(711, 'boys-own-1829', 'touched-rook-can-slide-along-the-pin-king-moved-instead',
     'White touches his rook e3, pinned on the e-file by Re6 but free to move along it, and then moves his king: law 4 lets him move the king only if playing the rook would discover check, so he must play the rook',
     '4 findings of fact (a pinned man that can still move); 6 a penalty not satisfied by a king move.',
     'White: Ke1, Re3, pawns a2 b2 f2 g2 h2. Black: Kg8, Re6, pawns a7 b7 f7 g7 h7. White touches the e3 rook '
     '({[%touch e3]}) and then plays 1. Kd2. Black claims before he moves.',
     ['4'],
     ['Law 4: «If you touch a man, you must play it, except it would diseover» [sic: discover] «check on your king; '
      'in which case, you can only move the king». The rook is pinned, but Re2, Re4, Re5 and Rxe6 stay on the '
      'file and discover nothing (asserted in tools/facts.py). The exception does not apply, so the king move '
      'is not the touched man\'s move and pays nothing.',
      'The king move is taken back and the rook must be played: its lawful moves from e3. Black, the aggrieved '
      'player, is named as elector, as in the earlier sets.'],
     '[Code "boys-own-1829"]\n[FEN "6k1/pp3ppp/4r3/8/8/4R3/PP3PPP/4K3 w - - 0 1"]\n{[%touch e3]} 1. Kd2',
     'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['4'],
     moves={'compel-move-touched-man': ['Re2', 'Re4', 'Re5', 'Rxe6']})

case(712, 'boys-own-1829', 'rook-jumps-a-pawn-to-mate-the-king-cannot-move',
     'White\'s rook leaps the a5 pawn to a8 and the board shows mate; claimed at once, it is a false move whose only penalty, a king move, cannot be made: no result, the mate does not stand',
     '7 how the game ends (a false move\'s mate is no mate); 4 findings of fact (the king has no move); W claim in time.',
     'White: Kh1, Ra1, pawns g2 h2. Black: Kg8, Ne2, pawns a5 f7 g7 h7. White plays 1. Ra8 ({[%move a1a8]}) '
     'over the a5 pawn and says "check"; on the board Black is mated. White\'s own king has no lawful move: g1 '
     'is attacked by the e2 knight, g2 and h2 are his pawns (asserted). Black claims before doing anything.',
     ['7'],
     ['Law 7: «If you make @ [sic: a] false move, your opponent can oblige you to move your king, if you ¢an [sic] '
      'do so without placing him in check». The rook cannot pass a5, so Ra8 is a false move, claimed before '
      'Black played. The only penalty is a king move, and there is none; laws.md A36: «the false move is first '
      'taken back, then a king move is made. If the king cannot move: ... no penalty; the offender makes any '
      'legal move.»',
      'So the claim is upheld with the king move unenforceable, and the mate on the board decides nothing: no '
      'result. A careless engine scores the mate.'],
     '[Code "boys-own-1829"]\n[FEN "6k1/5ppp/8/p7/8/8/4n1PP/R6K w - - 0 1"]\n1. {[%move a1a8]} {[%check]}',
     'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'],
     unenforceable=['move-king'])

# ================================================================= philidor
case(713, 'philidor', 'castling-across-an-attacked-square-claimed-after-the-reply',
     'White castles across f1, attacked by the h3 bishop; Black replies before claiming: XII bars the castling, but VIII lets no false move be recalled after the adversary\'s next move, so the claim is out of time',
     'W claim window; 3 the castling law read with the false-move law; X with acknowledged-laws 720.',
     F_CF1, ['XII', 'VIII'],
     ['XII: «The King cannot castle ... if in passing he was exposed to a check». The castling was unlawful. XII '
      'gives a penalty but no time; VIII gives the time for every false move: «no false move can be recalled '
      'after the adversary\'s next move: so the postion [sic] must remain, as if such irregular move, not revoked '
      'in time, had been just.» Castling «when he should not do it» is such an irregular move, and Black\'s '
      'next move (5... Nf6) came before the claim.',
      'So the claim is out of time and the castled position stands. The other reading, that XII has no time '
      'limit because it names none, would let an illegal castling be undone at any later point, which VIII\'s '
      '«no false move» excludes. The Acknowledged Laws have no such limit (720).'],
     '[Code "philidor"]\n' + CASTLE_F1, 'illegal-castling', 'black', 'out-of-time', cites=['XII', 'VIII'])

case(714, 'philidor', 'queen-side-castling-the-rook-passes-an-attacked-square-filed-as-false-move',
     'White castles on the queen\'s side while b1, which only the rook crosses, is attacked by Bf5: XII forbids only the king\'s passing a checked square, so the castling is lawful and the false-move claim fails',
     '10 cite the article that makes the act lawful; 3 heard under the governing article; 4 findings of fact (which squares are attacked).',
     '1. d4 d5 2. c4 Bf5 3. Nc3 e6 4. Qb3 Qc8 5. Bg5 Nf6 6. O-O-O. The f5 bishop attacks b1 (through e4, d3, '
     'c2); e1, d1 and c1 are not attacked (asserted). Black files a claim of a false move.',
     ['XII', 'XI'],
     ['XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was '
      'exposed to a check». The king passes d1 and lands on c1, neither attacked; only the rook crosses b1. XI '
      'describes castling by the king\'s passage («the Rook with which he castles must take its place next to '
      'the King»), and says nothing of the rook\'s squares. So the castling was lawful.',
      'The claim, filed as a false move (VIII), is heard under XII, the castling law, and dismissed citing it. '
      'A careless engine that checks every square between king and rook would uphold it.'],
     '[Code "philidor"]\n1. d4 d5 2. c4 Bf5 3. Nc3 e6 4. Qb3 Qc8 5. Bg5 Nf6 6. O-O-O', 'false-move', 'black',
     'dismissed', cites=['XII'])

case(715, 'philidor', 'pawn-moved-sideways-then-two-squares',
     'A pawn that reached e2 by an unclaimed sideways move then steps two squares: X gives the two-square step only at a pawn\'s first move, so it is a false move, and VIII\'s penalty is a king move',
     '2 a pawn\'s first move is a fact of its history, not of its rank; X with london-1847 728 and acknowledged-laws 724.',
     F_SW, ['X', 'VIII', 'VI'],
     ['X: «Any Pawn has the privilege of advancing two squares, at its first move». The pawn on e2 is the '
      'd-pawn; its first move was d2-e2, which stands under VIII («the postion [sic] must remain, as if such '
      'irregular move ... had been just»). e2-e4 is its second move, so it may advance one square only. The '
      'rank it stands on is not the test.',
      'VIII: «Whoever makes a false move, must play his King, as in Rule VI.» The pawn goes back to e2 and '
      'White must play his king «if you can» (VI): from e1 only Kd2 (the queen is on d1, the bishop on f1; c3\'s '
      'knight shields d2 from the queen on a5). Black, the aggrieved player, is named as elector.'],
     '[Code "philidor"]\n' + SIDEWAYS, 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black',
     cites=['VIII', 'X', 'VI'], moves={'move-king': ['Kd2']})

case(716, 'philidor', 'black-gives-a-knight-and-begins-again',
     'Black, giving the odds of a knight, begins this game although he also began the last: II gives the move to him that gives a piece, and alternation holds only in games without odds',
     '9 the record decides who moved first; odds.',
     'Black gives White the odds of the g8 knight ([Odds "black knight g8"]). Black began the previous, '
     'decided game ([PreviousGame "black decided"]). The record shows Black moving first: 1... e5 2. e4 Nc6. '
     'White claims the first move was his by alternation.',
     ['II'],
     ['II: «He that gives a Piece is supposed to have the move, unless it be agreed otherwise. In games without '
      'odds, lots must be cast for the move, which afterwards becomes alternate.» A knight is a piece, Black '
      'gives it, nothing else was agreed, and alternation is a rule «In games without odds». So Black had the '
      'move, whoever began the game before. The claim is dismissed.'],
     '[Code "philidor"]\n[Odds "black knight g8"]\n[PreviousGame "black decided"]\n1... e5 2. e4 Nc6',
     'first-move-or-colour', 'white', 'dismissed', cites=['II'])

case(717, 'philidor', 'false-check-king-walks-into-mate-claimed-after-the-mate',
     'A false "check" sends Black\'s king to h8, where the next move mates: XIV allows the retraction only so long as the announcer has not made his next move, so the claim after the mate is too late and the mate stands',
     '1 false announcement of check; W claim window; 7 how the game ends; X with twenty-laws 701.',
     F_FCM, ['XIV'],
     ['XIV: «you will then be allowed to retract your move so long as your adversary has not yet made his next '
      'move.» White has made his next move, Qh7, and it mates (asserted). The retraction is gone: the claim is '
      'out of time, and the game is over. White wins.'],
     '[Code "philidor"]\n' + FALSE_CHECK_MATE, 'false-check-announcement', 'black', 'out-of-time',
     result='white', cites=['XIV'])

case(718, 'philidor', 'black-castles-after-his-king-went-and-came-back-he-chooses',
     'Black castles after his king went to f8 and back: XII forbids it, and XII makes the offender, Black, choose between a rook move and a king move',
     '2 a fact of history (the king has moved though it stands on e8); electors (the offender chooses).',
     '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. Nc3 Kf8 6. Be3 Ke8 7. h3 O-O, written {[%move e8g8]}. The '
     'king stands on e8 again, but has moved. White claims at once.',
     ['XII', 'VIII', 'VI'],
     ['XII: «The King cannot castle ... after having been moved ... and he that castles when he should not do '
      'it, must play his Rook touched, or his King, at his own choice.» The king has moved (Kf8, Ke8), so the '
      'castling is unlawful; that the king is back on e8 does not matter.',
      '«at his own choice» gives the choice to the offender (laws.md A16(ii)), so Black elects, not White who '
      'claimed. Rook moves from h8: Rf8, Rg8; king moves from e8: Ke7, Kf8, in the position before the '
      'castling (asserted). Remedies and citations in the order of tests/cases philidor/005 (XII, VIII, VI; XII '
      'glossed).'],
     '[Code "philidor"]\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. Nc3 Kf8 6. Be3 Ke8 7. h3 {[%move e8g8]}',
     'illegal-castling', 'white', 'upheld', remedies=['move-rook', 'move-king'], elector='black',
     cites=['XII', 'VIII', 'VI'], glossed=['XII'], moves={'move-rook': ['Rf8', 'Rg8'], 'move-king': ['Ke7', 'Kf8']})

# ================================================================= acknowledged-laws
case(719, 'acknowledged-laws', 'mate-by-a-pinned-bishop-is-no-stalemate',
     'Black, with no lawful move, says the bishop checking him is pinned and cannot give check: it is mate, not stalemate, and White wins',
     '4 findings of fact (a pinned man still checks); 7 how the game ends; X with boys-own-1829 707.',
     F_PBM, ['XIII'],
     ['XIII: «Stalemate is a drawn game.» The code does not define stalemate; in its ordinary meaning (as in '
      'the other four codes) the stalemated king is not in check. Black\'s king is in check from the d4 bishop, '
      'which is pinned but still attacks h8, and no move parries (asserted). It is mate: White wins, and the '
      'claim of a drawn stalemate is dismissed.'],
     '[Code "acknowledged-laws"]\n' + PINNED_BISHOP_MATE, 'stalemate-result', 'black', 'dismissed',
     result='white', cites=['XIII'])

case(720, 'acknowledged-laws', 'castling-across-an-attacked-square-claimed-after-the-reply',
     'White castles across f1, attacked by the h3 bishop, and Black replies before claiming: the Acknowledged Laws set no time for the claim, so VII\'s menu is still open',
     'W claim window (none in this code); 4 findings of fact (the king\'s only move); X with philidor 713.',
     F_CF1, ['IX', 'VII'],
     ['IX: «A player cannot Castle ... 4. If the King in moving pass over any square commanded by any one of '
      'his adversary\'s forces.» f1 is commanded by Bh3. IX gives no penalty; VII gives the menu for «an illegal '
      'move»: «take the man, make the right move, move his King, or replace the piece and make a legal move», the '
      'adversary choosing. Neither IX nor VII sets a time (laws.md §4.2.6: «No time limit stated»); so Black\'s '
      'reply does not close the claim, unlike Philidor VIII (713).',
      'The applicable courses (A23): make the right move, move the king, or replace and make a legal move. In '
      'the position before the castling the king\'s only move is Ke2 (f1 is attacked; asserted). Move lists '
      'are given only for the king, as the sixth set did for castling (620).'],
     '[Code "acknowledged-laws"]\n' + CASTLE_F1, 'illegal-castling', 'black', 'upheld',
     remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'],
     glossed=['VII'], moves={'move-king': ['Ke2']})

case(721, 'acknowledged-laws', 'rook-jumps-to-take-only-the-pinned-bishop-takes-lawfully',
     'White\'s rook "takes" the d5 bishop over the c5 pawn; the only man that can take it lawfully is White\'s g2 bishop, pinned by that very bishop along the same diagonal',
     '4 findings of fact (a pinned man may take its pinner); 10 cite the article that makes the act unlawful.',
     'White: Kh1, Ra5, Bg2, pawns a2 b2 h2. Black: Kg8, Bd5, pawns a7 b7 c5 g7 h7. The d5 bishop pins Bg2 to '
     'h1. White plays 1. Rxd5 ({[%move a5d5]}) over the c5 pawn. Black claims at once.',
     ['VII'],
     ['VII: for «an illegal move», «his adversary may compel him to take the man, make the right move, move his '
      'King, or replace the piece and make a legal move.» The rook cannot pass c5. «take the man» means taking '
      'it lawfully: the only lawful capture of d5 is Bxd5, by the pinned bishop moving along its own pin '
      '(asserted). A careless engine would drop it as pinned and mark the course unenforceable.',
      'The other courses: the rook\'s lawful moves from a5 (Ra3, Ra4, Rb5, Rxc5, Ra6, Rxa7), the king\'s (Kg1), '
      'or replace and any legal move. Black elects (A23).'],
     '[Code "acknowledged-laws"]\n[FEN "6k1/pp4pp/8/R1pb4/8/8/PP4BP/7K w - - 0 1"]\n1. {[%move a5d5]}',
     'illegal-capture', 'black', 'upheld',
     remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'],
     elector='black', cites=['VII'], glossed=['VII'],
     moves={'capture-with-legal-capturer': ['Bxd5+'], 'move-correctly': ['Ra3', 'Ra4', 'Rb5', 'Rxc5', 'Ra6', 'Rxa7'],
            'move-king': ['Kg1']})

case(722, 'acknowledged-laws', 'pawn-and-three-moves-the-third-crosses-no-law',
     'Receiving the pawn and three moves, White\'s third move takes his knight to g5, in Black\'s half: the Acknowledged Laws have no territory rule, so the dispute goes to a bystander under XIV',
     '5 a dispute the code does not provide for is heard, not refused; odds.',
     'Black gives the pawn and three moves ([Odds "black pawn-and-moves 3"]; the f7 pawn is off). White plays '
     'e4, Nf3 and Ng5; g5 is on the fifth rank. Black claims the third move crossed into his half.',
     ['III', 'VI', 'XIV'],
     ['The code speaks of odds only in III (the odds man not removed) and VI («The player giving the odd3 [sic: '
      'odds] moves first»). It has nothing on pawn-and-moves odds or where the bonus moves may go; the twenty '
      'laws\' 15 («must confine those moves to his own territory») has no counterpart here (laws.md §4.1: '
      '«Pawn-and-moves kept in own half ... silent» for 003).',
      'XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander». So the '
      'claim is heard and referred, not dismissed as if a lawful move were proved, and not upheld by borrowing '
      'the twenty laws\' rule. Cited: XIV only.'],
     '[Code "acknowledged-laws"]\n[Odds "black pawn-and-moves 3"]\n1. e4 Nf3 Ng5', 'odds-moves-out-of-territory',
     'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XIV'])

case(723, 'acknowledged-laws', 'false-check-white-misled-takes-the-bishop',
     'Black says "check" with 4... Bb4, which checks nothing (the c3 knight stands between); White, misled, takes the bishop: under XI the misled player, here White, elects to let it stand or to replace and move again',
     '1 false announcement of check (the misled act is a capture); electors (the misled player is White); 8 the reading (A27) is stated; 9 the record decides who announced.',
     '1. e4 e5 2. Nc3 Nc6 3. a3 a5 4. d3 Bb4 and Black says "check". The c3 knight stands on the b4-e1 '
     'diagonal, so there is no check (asserted). White, in consequence, takes the bishop: 5. axb4. Before Black '
     'replies White claims.',
     ['XI'],
     ['XI: «If a player say Check without actually attacking the King, and his adversary move his King or take '
      'the piece, the latter may elect either to let the move stand or have the pieces replaced and another '
      'move made.» Here the announcer is Black and the misled adversary White, who «took the piece». «the '
      'latter» is the misled player (laws.md A27), so White elects, although the announcement is usually '
      'pictured as White\'s.',
      'Remedies in XI\'s order: let the move stand, or replace and move again (the sixth set\'s 622 names).'],
     '[Code "acknowledged-laws"]\n1. e4 e5 2. Nc3 Nc6 3. a3 a5 4. d3 Bb4 {[%check]} 5. axb4',
     'false-check-announcement', 'white', 'upheld', remedies=['leave-as-played', 'retract-misled-move'],
     elector='white', cites=['XI'], glossed=['XI'])

case(724, 'acknowledged-laws', 'pawn-moved-sideways-then-two-squares',
     'A pawn that reached e2 by a sideways move then steps two squares: VIII allows two squares only when a pawn is first moved, so it is an illegal move under VII',
     '2 a pawn\'s first move is a fact of its history, not of its rank; X with philidor 715 and london-1847 728.',
     F_SW, ['VIII', 'VII'],
     ['VIII: «A Pawn may be played either one or two squares at a time when first moved». The pawn on e2 was '
      'first moved d2-e2; e2-e4 is not its first move, whatever its rank. So it is «an illegal move» under VII. '
      '(Under this code the sideways move itself could still be claimed, there being no time limit; the claim '
      'made is against e2-e4 only.)',
      'VII\'s applicable courses (A23): make the right move (the pawn\'s only lawful move, e3), move the king '
      '(Kd2 only), or replace and make a legal move. Black elects.'],
     '[Code "acknowledged-laws"]\n' + SIDEWAYS, 'false-move', 'black', 'upheld',
     remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII', 'VIII'],
     glossed=['VII'], moves={'move-correctly': ['e3'], 'move-king': ['Kd2']})

# ================================================================= london-1847
case(725, 'london-1847', 'false-move-the-claimant-touched-the-offending-bishop-first',
     'Black\'s bishop leaps the d7 pawn to g4; White lays hold of that bishop before claiming, and Black pleads that the claim is late: XXV ends the claim once the claimant touches a Piece or Pawn, whoever\'s it is',
     'W claim window; 9 the record decides who touched what; 8 the reading (A34) is stated.',
     '1. e4 e5 2. Nf3 and Black plays 2... Bg4 from c8 over his own d7 pawn ({[%move c8g4]}), a false move. '
     'White, in his turn, touches the g4 bishop ({[%touch g4]}) and then claims the false move. Black answers '
     'that the claim comes too late.',
     ['XXV', 'XIII'],
     ['XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will '
      'not be allowed to inflict any penalty.» The text says «a Piece or Pawn», not «one of his own»; laws.md '
      'A34: «The right to claim ends when he touches any man.» White touched the bishop before taking notice, '
      'so XIII\'s penalties can no longer be inflicted, and Black\'s plea is upheld.',
      'The other reading, that touching the offending man to point at it is part of taking notice, has some '
      'force in practice but none in the words.'],
     '[Code "london-1847"]\n1. e4 e5 2. Nf3 {[%move c8g4]} {[%touch g4]}', 'late-claim', 'black', 'upheld',
     remedies=['no-penalty-time-barred'], cites=['XXV'], glossed=['XXV'])

case(726, 'london-1847', 'touched-bishop-only-the-pinned-bishop-can-take-it',
     'White touches Black\'s bishop d5 without saying "J\'adoube"; his g2 bishop, pinned by it, can take it along the pin, so IX obliges him to take it',
     '4 findings of fact (a pinned man may take its pinner); 8 the reading of IX\'s "take" (A28); X with boys-own-1829 710.',
     'White: Kh1, Bg2, pawns a2 b2 h2. Black: Kg8, Bd5, pawns a7 b7 g7 h7. White touches the d5 bishop '
     '({[%touch d5]}) and says nothing. Black claims before touching anything.',
     ['IX'],
     ['IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” ..., his '
      'adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move the '
      'King». «take» in its first use means touch (laws.md A28). The bishop can be legally taken: Bxd5, the '
      'pinned g2 bishop moving along its pin, is White\'s only lawful capture of d5 (asserted). So the penalty '
      'is the capture, not a king move.',
      'XXV: Black claimed before touching a man, in time. Black elects.'],
     '[Code "london-1847"]\n' + PIN_DIAG + '\n{[%touch d5]}', 'touched-adversary-man', 'black', 'upheld',
     remedies=['compel-capture-of-touched-man'], elector='black', cites=['IX', 'XXV'], glossed=['IX'],
     moves={'compel-capture-of-touched-man': ['Bxd5+']})

case(727, 'london-1847', 'black-moves-twice-and-the-second-move-mates',
     'Black plays 2... e5 and then, without waiting for White, Qh4, which leaves White mated: XIV gives White, the adversary, the choice whether both moves remain or the second is retracted, so the mate is not yet final',
     '9 the record decides who did what (Black moved twice); 7 no result while the election is pending; electors (White).',
     '1. f3 Nc6 2. g4 e5 and then Black plays again, Qh4 ({[%move d8h4 black]}), out of his turn. On the '
     'board White is mated (asserted). White claims at once, before touching anything.',
     ['XIV', 'XXV'],
     ['XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or '
      'the second be retracted.» The record shows the second move is Black\'s (the command names him), so '
      'White, the adversary, chooses. XXV: White took notice before touching a man, so he may still inflict the '
      'penalty (laws.md A30, A34).',
      'Until White chooses, the mate decides nothing: if he keeps both moves he is mated, if not Qh4 goes back. '
      'No result. Remedies, citations and glosses as in tests/cases london-1847/014.'],
     '[Code "london-1847"]\n1. f3 Nc6 2. g4 e5 {[%move d8h4 black]}', 'move-out-of-turn', 'white', 'upheld',
     remedies=['keep-both-moves', 'retract-second-move'], elector='white', cites=['XIV', 'XXV'],
     glossed=['XIV', 'XXV'])

case(728, 'london-1847', 'pawn-moved-sideways-then-two-squares',
     'A pawn that reached e2 by a sideways move then steps two squares: XV gives two squares only "When a Pawn is first moved", so it is a false move with XIII\'s three penalties',
     '2 a pawn\'s first move is a fact of its history, not of its rank; X with philidor 715 and acknowledged-laws 724.',
     F_SW, ['XV', 'XIII', 'XXV'],
     ['XV: «When a Pawn is first moved in a game, it may be played one or two squares». This pawn was first '
      'moved d2-e2; that false move stands, Black having played on (XXV). So e2-e4 plays it «to any square to '
      'which it cannot legally be moved» (XIII).',
      'XIII\'s three penalties, Black choosing: let it remain on e4; move correctly to another square (e3, its '
      'only lawful move); replace it and move the king (Kd2, the only king move). Claimed at once (XXV).'],
     '[Code "london-1847"]\n' + SIDEWAYS, 'false-move', 'black', 'upheld',
     remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black',
     cites=['XIII', 'XV', 'XXV'], moves={'move-correctly': ['e3'], 'replace-and-move-king': ['Kd2']})

case(729, 'london-1847', 'queen-side-castling-over-the-knight',
     'White castles on the queen\'s side over his knight on b1: XVI.3 bars castling with a piece between king and rook, and of its three penalties the rook move cannot be made, the rook being hemmed in by that knight',
     '10 cite the article that makes the act unlawful; 4 findings of fact (the rook has no move); X with twenty-laws 702.',
     F_OOO, ['XVI', 'XXV'],
     ['XVI: «A player cannot castle ... 3. If there be any Piece between the King and Rook.» The knight on b1 '
      'is between. «Should a player castle in any of the above cases, his adver sary [sic] has the choice of '
      'three penalties»: the move remains; the king moves; the rook moves. Under the twenty laws, silent on '
      'men between, the same castling is referred (702).',
      'In the position before the castling the a1 rook has no move (a2 pawn, b1 knight), so the third penalty '
      'cannot be enforced. The king\'s moves, castling excluded (laws.md A31): Kd1, Kd2. Claimed at once '
      '(XXV). Black elects.'],
     '[Code "london-1847"]\n' + OOO_OVER_KNIGHT, 'illegal-castling', 'black', 'upheld',
     remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black',
     cites=['XVI', 'XXV'], glossed=['XVI'], moves={'move-king-no-castling': ['Kd1', 'Kd2']},
     unenforceable=['move-rook'])

case(730, 'london-1847', 'knight-odds-left-on-the-giver-mates-after-four-moves-each',
     'White, giving a knight, forgot to take it off and mates on his fifth move: four moves having been played on each side, IV gives Black the choice of proceeding or recommencing, so the mate is not yet final',
     'odds; 7 how the game ends (no result while the election is pending); electors (the receiver); 8 the reading (A29); X with the sixth set\'s philidor 617.',
     'White undertook to give the odds of the b1 knight but left it on the board ([Odds "white knight b1 '
     'left-on-board"]). 1. e4 e5 2. Qh5 Nc6 3. Bc4 g6 4. Qf3 Nd4 5. Qxf7, mate (asserted). Black then claims '
     'under IV.',
     ['IV', 'XXV'],
     ['IV: «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, '
      'his adversary, after four moves have been played on each side, has the choice of proceeding with or '
      'recommencing the game.» Four moves each were played before the mate, so the choice is Black\'s. IV sets '
      'no end to it; XXV\'s touch rule concerns a false move or improper castling, and IV\'s choice arises only '
      'after moves have been played. The twenty laws would score the giver\'s mate as a draw (law 14); this code '
      'has no such rule.',
      'Remedies in IV\'s order (proceed, recommence); no result until Black elects. If he proceeds, the mate '
      'stands.'],
     '[Code "london-1847"]\n[Odds "white knight b1 left-on-board"]\n1. e4 e5 2. Qh5 Nc6 3. Bc4 g6 4. Qf3 Nd4 5. Qxf7#',
     'odds-man-not-removed', 'black', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black',
     cites=['IV'], glossed=['IV'])

print(len(OUT), 'cases written')
