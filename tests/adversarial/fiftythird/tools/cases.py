"""The thirty cases of the fifty-third set: the start of the game and the turn. Every board fact used below is
asserted here with python-chess (the records themselves are replayed move by move by rec.build as they are written)."""
import chess
from games import G, toks
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}).'
STD = chess.STARTING_FEN
# set-ups used below
OPERA_W_RN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/NRBQKBNR w Kkq - 0 1'   # White's a1 rook and b1 knight change places
NO_A1 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1'       # rook a1 given
NO_H1 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1'       # rook h1 given
NO_F7 = 'rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'      # Black's king's bishop's pawn given
NO_F2_B = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPP1PP/RNBQKBNR b KQkq - 0 1'    # White's king's bishop's pawn given, Black begins
NO_A7 = 'rnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'      # Black's a7 pawn never set up
NO_H7 = 'rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'      # Black's h7 pawn never set up
IMM_W_NB = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKBNR w KQkq - 0 1'    # White's b1 knight and c1 bishop change places
RT_B_BN = 'rbnqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'     # Black's b8 knight and c8 bishop change places
BLACK_BEGINS = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1'


def write_all(case, after, P, frm, kingm, onto):
    # ======================================================== twenty-laws 5301-5306
    pre = P('OPERA', 7)
    b = after(OPERA_W_RN, pre)
    assert b.piece_at(chess.A1) == chess.Piece(chess.KNIGHT, chess.WHITE) and b.piece_at(chess.B1) == chess.Piece(chess.ROOK, chess.WHITE)
    assert b.turn == chess.BLACK and b.fullmove_number == 4   # White has played four moves, Black three
    case(5301, TW, 'opera-game-white-rook-and-knight-changed-places-black-claims-after-4-dxe5',
         "The Opera game begun with White's queen's rook on b1 and queen's knight on a1; Black notices after 4. dxe5 and asks that they be set right",
         "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, as published to 4. dxe5, but played from a set-up in which White's queen's rook stood on b1 and his queen's knight on a1 ([SetUp]/[FEN]; the published moves to 4. dxe5 are all lawful from it, asserted). After 4. dxe5 (White has played four moves, Black three, asserted) Black points out the mistake and asks that the men be set on their squares.",
         ['12'],
         ["Law 12: «the mistake may be rectified, provided neither party have played four moves; but if they have done so, the game must be played out.» The condition «neither party have played four moves» is not met: White has played his fourth move (A7: the correction is open until either side completes its fourth). That Black, the claimant, has played only three does not help him; the London code counts the discoverer's own moves (II), this code counts either party's. Dismissed: the game is played out as the men stand, glossed on 12.",
          "Under London II the same claim is in time (case 5325): «if he discover it before pla3'ing his fourth move», and Black has played three."],
         pre, 'initial-men-misplaced', 'black', 'dismissed', start=OPERA_W_RN, game='OPERA',
         cites=['12'], glossed=['12'])

    b = after(None, [('bonus', 'e4', 'more'), ('bonus', 'd4'), 'e6'])
    assert b.piece_at(chess.F7) == chess.Piece(chess.PAWN, chess.BLACK) and b.turn == chess.WHITE
    case(5302, TW, 'pawn-and-two-moves-the-f7-pawn-left-on-white-notices-after-blacks-first-move',
         "Black gives the pawn and two moves but leaves his f7 pawn on; after 1. e4 2. d4 e6 White notices and claims",
         "Black undertakes to give White the king's bishop's pawn and two moves ([Odds \"black pawn-and-moves 2 left-on-board\"]) and forgets to take the f7 pawn off (it is still on f7, asserted). White plays his two moves, 1. e4 2. d4, Black answers 2... e6, and White points out the pawn.",
         ['14', '13'],
         ["Law 14: «In giving odds, if a player omit to take off the piece or pawn agreed to be conceded, until four moves on each side have been played, it cannot then be removed ... If the error be noticed before four moves have been played, the game is to be re-commenced». White has played two moves, Black one: the error is noticed before four moves, and the law orders the game re-commenced; neither player elects. Law 13 (the pawn given is «always understood» to be the king's bishop's pawn) only identifies f7 as the man that should have gone; it is quoted, not expected among the citations. Upheld: restart-game, glossed on 14 (A7: four moves on each side)."],
         [('bonus', 'e4', 'more'), ('bonus', 'd4'), 'e6'], 'odds-man-not-removed', 'white', 'upheld',
         xtags=[('Odds', 'black pawn-and-moves 2 left-on-board')], remedies=['restart-game'], cites=['14'], glossed=['14'])

    pre = P('RT', 14)
    b = after(NO_A1, pre)
    assert b.piece_at(chess.A1) is None and all(b.piece_at(s) is None for s in (chess.B1, chess.C1, chess.D1))
    assert not b.is_check() and not any(b.is_attacked_by(chess.BLACK, s) for s in (chess.C1, chess.D1, chess.E1))
    bb = after(NO_A1, pre[:12]); assert bb.is_check()     # 6... Qa5+ checked the king; 7. Bd2 covered it
    case(5303, TW, 'reti-tartakower-at-rook-odds-8-o-o-o-without-the-a1-rook-after-an-earlier-check',
         "Reti-Tartakower played at the odds of White's queen's rook: after the check 6... Qa5+ was covered, White castles on the queen's side with no rook; Black claims",
         "Reti v Tartakower, Vienna 1910, to 7... Qxe5, played with White's a1 rook given ([Odds \"white rook a1\"]). 6... Qa5+ checked White's king and 7. Bd2 covered it (asserted). White now castles on the queen's side, the king going e1-c1 ({[%move e1c1]}); the king has not moved, b1, c1 and d1 are empty, the corner a1 is empty because the rook was given, and no Black man attacks c1, d1 or e1 (all asserted). Black claims that White cannot castle with a rook he has not got, and not after his king has been in check." + CHK,
         ['8', '16'],
         ["Law 8: «your king having been in check, or the rook being at the moment under attack, does not prevent you from castling; and a player giving the odds of the rook, may still castle on that side of the board, as if the rook were at its square.» Law 16 says it again. The earlier check is a check that «having been» was answered (A1), and castling with the rook given is allowed in terms. The fiction «as if the rook were at its square» holds: nothing stands between king and corner, and the corner itself is empty (A2). Dismissed, citing 8 and 16, glossed on 8.",
          "The same record under London (case 5330) is referred: that code says nothing of castling with a rook given."],
         pre + [('raw', 'e1c1')], 'illegal-castling', 'black', 'dismissed', game='RT', replay=NO_A1, fen_tag=False,
         xtags=[('Odds', 'white rook a1')], cites=['8', '16'], glossed=['8'])

    pre = P('KT', 46)
    b0 = after(None, pre + ['Rxd4']); assert not b0.is_check()
    b1 = after(None, pre + ['Rxd4', ('oot', 'e1e7', 'white', 'check')]); assert b1.is_check() and b1.turn == chess.BLACK
    assert chess.Move.from_uci('a7b6') in b1.legal_moves
    case(5304, TW, 'kasparov-topalov-24-rxd4-and-then-re7-check-in-one-turn-black-answers-kb6-then-claims',
         "Kasparov-Topalov: White plays 24. Rxd4 and, before Black replies, 25. Re7+ as well; Black answers the check with Kb6 and only then claims the two moves",
         "Kasparov v Topalov, Wijk aan Zee 1999, to 23... Qd6. White plays 24. Rxd4 and then, in Black's turn, Re1-e7 ({[%move e1e7 white]}), which checks the a7 king (asserted) and is announced. Black moves his king to b6 (lawful, asserted) and then claims that White moved twice." + CHK,
         ['4', '11'],
         ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain». Law 11: «No irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, after the adversary has moved a piece.» Black has moved a piece (24... Kb6) before claiming, so the second move can no longer be replaced (A6: «after the adversary has moved» governs both halves). Out of time, citing 4 and 11, glossed on 11. Both moves stand and the game goes on from the position after 24... Kb6."],
         pre + ['Rxd4', ('oot', 'e1e7', 'white', 'check'), 'Kb6'], 'move-out-of-turn', 'black', 'out-of-time', game='KT',
         cites=['4', '11'], glossed=['11'])

    pre = P('IMM', 4)
    case(5305, TW, 'previous-game-drawn-and-begun-by-black-immortal-game-opening-white-begins',
         "Black began the previous game, which was drawn; White makes the first move of this one (the Immortal game's 1. e4) and Black claims it",
         "The previous game was begun by Black and drawn ([PreviousGame \"black drawn\"]). This game is begun by White with the opening of Anderssen v Kieseritzky, London 1851: 1. e4 e5 2. f4 exf4. No odds are given. Black claims the first move.",
         ['10', '9'],
         ["Law 10: «A drawn game is no game, and the player who began that game is entitled to the first move in the next.» Black began the drawn game, so the first move of this one was his. Law 9's alternation («in every fresh game, the players are entitled to the first move alternately») would give it to White, but a drawn game «is no game», and law 10 is the particular rule for it. No time limit is set on this claim (law 12's four moves are for the board and the men). Upheld: restart-game, citing 10; law 9 is quoted, not expected among the citations."],
         pre, 'first-move-or-colour', 'black', 'upheld', game='IMM', xtags=[('PreviousGame', 'black drawn')],
         remedies=['restart-game'], cites=['10'])

    items = [('bonus', 'e4', 'more'), ('bonus', 'd4', 'more'), ('bonus', 'e5'), ('ev', '[%touch d7]')]
    b = after(NO_F7, items[:3])
    assert chess.square_rank(b.peek().to_square) == 4 and b.turn == chess.BLACK   # e5: the fifth rank, Black's half
    case(5306, TW, 'pawn-and-three-moves-the-third-e5-crosses-black-touches-his-d-pawn-then-claims',
         "Black gives the pawn and three moves; White plays e4, d4 and e5, the third into Black's half; Black touches his d-pawn and then claims, before moving",
         "Black gives White the king's bishop's pawn and three moves ([Odds \"black pawn-and-moves 3\"]). White plays 1. e4 2. d4 3. e5: the third move lands on the fifth rank, in Black's half (asserted). Black touches his d7 pawn ({[%touch d7]}) and then claims, before making any move.",
         ['15', '11'],
         ["Law 15: «A player receiving the odds of the pawn, and three or more first moves, must confine those moves to his own territory». e5 is in Black's half (A9). Law 11 closes a claim only «after the adversary has moved a piece»; a touch is not a move, so the claim is in time (A6). Upheld: confine-odds-moves-to-own-half, citing 15 and 11, glossed on both. Black's touch is a separate matter: after the ruling, law 1 holds him to the d-pawn."],
         items, 'odds-moves-out-of-territory', 'black', 'upheld', replay=NO_F7, fen_tag=False,
         xtags=[('Odds', 'black pawn-and-moves 3')], remedies=['confine-odds-moves-to-own-half'], cites=['15', '11'], glossed=['15', '11'])

    # ======================================================== boys-own-1829 5307-5312
    pre = P('IMM', 3)
    b = after(IMM_W_NB, pre)
    assert b.turn == chess.BLACK and b.fullmove_number == 2   # White has played two moves, Black one
    case(5307, BO, 'immortal-game-white-knight-and-bishop-changed-places-black-notices-after-2-f4',
         "The Immortal game begun with White's queen's knight on c1 and queen's bishop on b1; Black notices after 2. f4",
         "Anderssen v Kieseritzky, London 1851, to 2. f4, played from a set-up in which White's queen's knight stood on c1 and his queen's bishop on b1 ([SetUp]/[FEN]; the moves are lawful from it, asserted). White has played two moves, Black one (asserted). Black points out the misplacement.",
         ['3'],
         ["Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» White misplaced his men and has played two moves; Black is the adversary and the choice is his (A11). Upheld: restart-game or continue-as-is, Black electing, glossed on 3."],
         pre, 'initial-men-misplaced', 'black', 'upheld', start=IMM_W_NB, game='IMM',
         remedies=['restart-game', 'continue-as-is'], elector='black', cites=['3'], glossed=['3'])

    items = ['e5', 'e4', 'Nf6', 'Nf3']
    b = after(BLACK_BEGINS, items); assert b.turn == chess.BLACK
    case(5308, BO, 'previous-game-drawn-and-begun-by-black-black-begins-again',
         "Black began the previous game, which was drawn, and begins this one too, saying a drawn game does not count; White claims",
         "The previous game was begun by Black and drawn ([PreviousGame \"black drawn\"]). Black makes the first move of this game as well: 1... e5 2. e4 Nf6 3. Nf3. No odds are given. White claims the first move.",
         ['2', '1'],
         ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the advantage of a piece or a pawn». The only exception is odds; the Boy's Own laws have no rule that a drawn game is «no game» (twenty-laws 10 and London V have one, this code has not). Black began the last game, so White had the first move of this one. Upheld: restart-game, citing 2. Law 1 («Each party moves, alternately») is quoted, not expected among the citations."],
         items, 'first-move-or-colour', 'white', 'upheld', replay=BLACK_BEGINS, fen_tag=False,
         xtags=[('PreviousGame', 'black drawn')], remedies=['restart-game'], cites=['2'])

    pre = P('SVB', 32)
    b = after(None, pre + ['d5', ('oot', 'f3d4', 'white')]); assert b.turn == chess.BLACK
    case(5309, BO, 'steinitz-von-bardeleben-17-d5-and-then-nd4-in-one-turn-black-claims-at-once',
         "Steinitz-von Bardeleben: White plays 17. d5 and, before Black replies, Nf3-d4 as well; Black claims at once",
         "Steinitz v von Bardeleben, Hastings 1895, to 16... c6. White plays 17. d5 and then, in Black's turn, his f3 knight to d4 ({[%move f3d4 white]}), a lawful knight move on the board (asserted). Black claims before touching anything.",
         ['1'],
         ["Law 1: «Each party moves, alternately, only one man at a time.» White broke it, but the Boy's Own laws give no remedy for two moves in succession. The point is decided by analogy with the codes that provide for it (twenty-laws 4, London XIV): the adversary chooses whether both moves remain or the second is retracted. No law provides: keep-both-moves, retract-second-move, Black electing, citing 1."],
         pre + ['d5', ('oot', 'f3d4', 'white')], 'move-out-of-turn', 'black', 'no-law-provides', game='SVB',
         remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['1'])

    items = [('bonus', 'e5', 'more'), ('bonus', 'd5')]
    b = after(NO_F2_B, items); assert b.turn == chess.WHITE and b.piece_at(chess.F2) is None
    case(5310, BO, 'white-gives-the-pawn-and-two-moves-and-claims-the-first-move-as-the-giver',
         "White gives the pawn and two moves; after 1... e5 2... d5 he claims the first move, as the giver of the pawn and because Black began the last game",
         "Black began the previous game, which was decided ([PreviousGame \"black decided\"]). In this game White gives Black the king's bishop's pawn and two moves ([Odds \"white pawn-and-moves 2\"]; f2 is off, asserted). Black plays his two moves, 1... e5 2... d5. White claims that the first move was his, both by alternation and as the player giving the pawn.",
         ['2'],
         ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the advantage of a piece or a pawn ; in whi case, the party by whom such piece or pawn is given is entitled to the first move.» Alternation gives way to odds, and the odds agreed here are the pawn and two moves: the moves themselves are the advantage given, and they can only be made first. The agreement governs the general rule (A38). Dismissed, citing 2, glossed on 2."],
         items, 'first-move-or-colour', 'white', 'dismissed', replay=NO_F2_B, fen_tag=False,
         xtags=[('PreviousGame', 'black decided'), ('Odds', 'white pawn-and-moves 2')], cites=['2'], glossed=['2'])

    pre = P('EVER', 6)
    b = after(None, pre); assert b.piece_at(chess.B1) == chess.Piece(chess.KNIGHT, chess.WHITE)
    case(5311, BO, 'evergreen-opening-at-knight-odds-the-b1-knight-left-on-black-notices-after-three-moves',
         "The Evergreen game's opening played at the odds of White's queen's knight, which was left on b1; Black notices after three moves each",
         "White undertook to give the odds of his queen's knight and left it on b1 ([Odds \"white knight b1 left-on-board\"]; it stands there, asserted). The game opens as Anderssen v Dufresne, Berlin 1852: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5. Black notices and claims.",
         ['3', '2'],
         ["The Boy's Own laws speak of odds only for the first move (law 2: «the party by whom such piece or pawn is given is entitled to the first move»). They say nothing of an odds man left on. The nearest law is 3, on a mistake in setting up: «yi.')ur adversary may permit you to begin game afresh, or not, as he pleases». By analogy the receiver, Black, chooses to go on or to begin again. No law provides: continue-as-is, restart-game, Black electing, citing 3, glossed on 3."],
         pre, 'odds-man-not-removed', 'black', 'no-law-provides', game='EVER', xtags=[('Odds', 'white knight b1 left-on-board')],
         remedies=['continue-as-is', 'restart-game'], elector='black', cites=['3'], glossed=['3'])

    pre = P('LT', 16)
    b = after(None, pre + ['Bd3', ('oot', 'd1h5', 'white'), 'Bb7']); assert b.turn == chess.WHITE
    case(5312, BO, 'lasker-thomas-9-bd3-and-then-qh5-in-one-turn-black-answers-bb7-then-claims',
         "Lasker-Thomas: White plays 9. Bd3 and, before Black replies, Qh5 as well; Black answers 9... Bb7 and only then claims the two moves",
         "Ed. Lasker v Thomas, London 1912, to 8... O-O. White plays 9. Bd3 and then, in Black's turn, Qd1-h5 ({[%move d1h5 white]}). Black replies 9... Bb7 (lawful, asserted) and then claims that White moved twice.",
         ['1', '7'],
         ["Law 1: «Each party moves, alternately, only one man at a time.» No Boy's Own law gives a remedy for two moves, and law 7 is the nearest on an irregular move: «if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black has played before noticing. Out of time, citing 1 and 7, glossed on 7 (applied to a move out of turn)."],
         pre + ['Bd3', ('oot', 'd1h5', 'white'), 'Bb7'], 'move-out-of-turn', 'black', 'out-of-time', game='LT',
         cites=['1', '7'], glossed=['7'])

    # ======================================================== philidor 5313-5318
    pre = P('LT', 20)
    b = after(NO_A7, pre); assert b.turn == chess.WHITE and b.piece_at(chess.A7) is None and b.piece_at(chess.A2) is not None
    case(5313, PH, 'lasker-thomas-played-without-blacks-a7-pawn-black-notices-after-10-qe7',
         "Lasker-Thomas played from a set-up without Black's a7 pawn; after 10... Qe7 Black himself notices",
         "Ed. Lasker v Thomas, London 1912, to 10... Qe7, played from a set-up in which Black's a7 pawn was never put on the board ([SetUp]/[FEN]; every published move is lawful from it, asserted). Black, the owner, notices and claims that the pawn be put back.",
         ['III'],
         ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set in its place.» No time limit is set, so ten moves each do not bar it (A14), and a7 is empty. The choice is the adversary's: Black forgot the pawn, so White elects. Upheld: restart-game, rectify-setup, White electing, glossed on III."],
         pre, 'initial-man-omitted', 'black', 'upheld', start=NO_A7, game='LT',
         remedies=['restart-game', 'rectify-setup'], elector='white', cites=['III'], glossed=['III'])

    pre = P('IMM', 31)
    b = after(None, pre); assert b.piece_at(chess.C3) == chess.Piece(chess.KNIGHT, chess.WHITE) and b.piece_at(chess.B1) is None
    case(5314, PH, 'immortal-game-at-knight-odds-the-b1-knight-left-on-plays-16-nc3-black-claims',
         "The Immortal game played at the odds of White's queen's knight, which was left on b1 and came into play with 16. Nc3; Black claims",
         "Anderssen v Kieseritzky, London 1851, to 16. Nc3, with White undertaking to give his queen's knight and leaving it on ([Odds \"white knight b1 left-on-board\"]). That knight is the one that comes out with 16. Nc3 (asserted: it stands on c3 and b1 is empty). Black claims." + CHK,
         ['IV'],
         ["Rule IV: «If it is agreed to give the advantage of a Piece, or a Pawn, and it has been forgotten at the beginning of a game, it will be left to the choice of him who has suffered by such a mistake, to go on with the game, or to begin it again.» No limit of moves is set, and the knight's having moved does not change the rule. He who has suffered is the receiver, Black (A15). Upheld: continue-as-is, restart-game, Black electing, glossed on IV."],
         pre, 'odds-man-not-removed', 'black', 'upheld', game='IMM', xtags=[('Odds', 'white knight b1 left-on-board')],
         remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])

    pre = P('EVER', 12)
    b = after(NO_H1, pre); mk = kingm(b)
    assert b.piece_at(chess.H1) is None and b.piece_at(chess.F1) is None and b.piece_at(chess.G1) is None and not b.is_check()
    assert mk == ['Kf1', 'Kd2', 'Ke2']
    case(5315, PH, 'evergreen-opening-at-rook-odds-7-o-o-with-no-h1-rook',
         "The Evergreen game's opening played at the odds of White's king's rook: White castles on that side with no rook; Black claims",
         "Anderssen v Dufresne, Berlin 1852, to 6... exd4, played with White's h1 rook given ([Odds \"white rook h1\"]). White castles on the king's side, the king going e1-g1 ({[%move e1g1]}), with no rook on the board to castle with (asserted: h1, g1 and f1 are empty and the king is not in check).",
         ['XII', 'XI'],
         ["Rule XI describes castling as a move of king and rook together: «the Rook with which he castles must take its place next to the King». With no rook there is no castling: White's king went two squares, which a king may not do (A16: reading A of «removed from its place», but XI's mechanics need a real rook, so Philidor gives no castling with a rook given). Rule XII: «he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The offender, White, chooses; there is no rook to play, so only a king move can be carried out: after the king is put back on e1, Kf1, Kd2 or Ke2 (asserted). The claim is made at once (VIII's limit, the adversary's next move, has not passed). Upheld: move-rook (unenforceable) and move-king, White electing, citing XII, XI, VIII, VI as the earlier Philidor ruling on the queen's rook did, glossed on XII."],
         pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', game='EVER', replay=NO_H1, fen_tag=False,
         xtags=[('Odds', 'white rook h1')], remedies=['move-rook', 'move-king'], elector='white',
         cites=['XII', 'XI', 'VIII', 'VI'], glossed=['XII'], moves={'move-king': mk}, unenforceable=['move-rook'])

    pre = P('SVB', 4)
    case(5316, PH, 'previous-game-drawn-and-begun-by-black-steinitz-von-bardeleben-opening-white-begins',
         "Black began the previous game, which was drawn; White begins this one by turns (the Steinitz-von Bardeleben opening) and Black claims the move as the drawn game's beginner",
         "The previous game was begun by Black and drawn ([PreviousGame \"black drawn\"]). White makes the first move of this one: 1. e4 e5 2. Nf3 Nc6, as Steinitz v von Bardeleben, Hastings 1895. No odds. Black claims that the beginner of a drawn game begins the next, as twenty-laws 10 and London V say.",
         ['II'],
         ["Rule II: «In games without odds, lots must be cast for the move, which afterwards becomes alternate.» Philidor makes no exception for a drawn game; the move simply alternates, and Black began the last game, so this one was White's. The drawn-game rule of other codes is not Philidor's law. Dismissed, citing II."],
         pre, 'first-move-or-colour', 'black', 'dismissed', game='SVB', xtags=[('PreviousGame', 'black drawn')], cites=['II'])

    pre = P('BF', 6)
    case(5317, PH, 'byrne-fischer-on-a-board-turned-the-wrong-way-black-notices-after-three-moves-each',
         "Byrne-Fischer begun on a board without a white corner at each player's right; Black notices after 3... Bg7",
         "Byrne v Fischer, New York 1956, to 3... Bg7 (three moves each), played on a board standing with a black corner square at each player's right hand ([BoardOrientation \"misoriented\"]). Black notices and asks that the board be set right.",
         ['I'],
         ["Rule I: «The Chess-board must be turned in such a manner, that both players may have the white square at their right hands.» Philidor says how the board is to stand and nothing of what follows when it does not. Decided by analogy with the codes that provide for it (twenty-laws 12, London I: the board is adjusted while four moves have not been played): three moves each, so the board is set right and play goes on. No law provides: rectify-setup, citing I."],
         pre, 'board-misoriented', 'black', 'no-law-provides', game='BF', xtags=[('BoardOrientation', 'misoriented')],
         remedies=['rectify-setup'], cites=['I'])

    items = [('bonus', 'e5', 'more'), ('bonus', 'Nc6', 'more'), ('bonus', 'Nd4')]
    b = after(NO_F2_B, items); assert chess.square_rank(chess.D4) == 3 and b.piece_at(chess.D4) == chess.Piece(chess.KNIGHT, chess.BLACK)
    assert b.turn == chess.WHITE
    case(5318, PH, 'white-gives-the-pawn-and-three-moves-the-black-knight-crosses-to-d4',
         "White gives Black the pawn and three moves; Black plays e5, Nc6 and Nd4, the knight landing in White's half; White claims",
         "White gives Black the king's bishop's pawn and three moves ([Odds \"white pawn-and-moves 3\"]). Black plays 1... e5 2... Nc6 3... Nd4; d4 is on the fourth rank, White's half of the board (asserted). White claims that the moves given must be kept at home.",
         [(TW, '15'), 'II'],
         ["Philidor speaks of odds only for the first move (rule II: «He that gives a Piece is supposed to have the move, unless it be agreed otherwise») and for a piece forgotten (IV). Nothing in the rules confines the moves given, and Philidor has no rule sending disputes to anyone. The one code that has such a limit, twenty-laws 15, is quoted above; applying it here would add a restriction the parties did not agree under this code. No law provides: the point is referred, refer-to-third-party, nothing cited (as the earlier Philidor rulings on the odds of moves)."],
         items, 'odds-moves-out-of-territory', 'white', 'no-law-provides', replay=NO_F2_B, fen_tag=False,
         xtags=[('Odds', 'white pawn-and-moves 3')], remedies=['refer-to-third-party'], cites=[])

    # ======================================================== acknowledged-laws 5319-5324
    pre = P('RT', 6)
    b = after(RT_B_BN, pre); assert b.turn == chess.WHITE and b.fullmove_number == 4
    case(5319, AC, 'reti-tartakower-black-knight-and-bishop-changed-places-white-claims-after-3-dxe4',
         "Reti-Tartakower begun with Black's queen's bishop on b8 and queen's knight on c8; White notices after 3... dxe4, before his fourth move",
         "Reti v Tartakower, Vienna 1910, to 3... dxe4, played from a set-up in which Black's queen's bishop stood on b8 and his queen's knight on c8 ([SetUp]/[FEN]; the moves are lawful from it, asserted). Three moves each have been played (asserted). White claims before playing his fourth.",
         ['II'],
         ["Law II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the game must proceed as the pieces stand.» No one has played a fourth move (A21). The mistake «must be rectified»: the men are set right and play goes on. Upheld: rectify-setup, glossed on II."],
         pre, 'initial-men-misplaced', 'white', 'upheld', start=RT_B_BN, game='RT',
         remedies=['rectify-setup'], cites=['II'], glossed=['II'])

    pre = P('EVER', 4)
    case(5320, AC, 'previous-game-drawn-and-begun-by-white-evergreen-opening-white-begins-again',
         "White began the previous game, which was drawn, and begins this one too (the Evergreen game's opening); Black claims the move by turns",
         "The previous game was begun by White and drawn ([PreviousGame \"white drawn\"]). White makes the first move of this one as well: 1. e4 e5 2. Nf3 Nc6, as Anderssen v Dufresne, Berlin 1852. No odds. Black claims.",
         ['IV'],
         ["Law IV: «Where no odds are given the players draw lots for the first move, and afterwards take the move alternately.» The Acknowledged Laws have no rule for drawn games; the move alternates after every game. White began the last game, so this one was Black's. Upheld: restart-game, citing IV."],
         pre, 'first-move-or-colour', 'black', 'upheld', game='EVER', xtags=[('PreviousGame', 'white drawn')],
         remedies=['restart-game'], cites=['IV'])

    pre = P('OPERA', 6)
    b = after(None, pre); assert b.piece_at(chess.B1) == chess.Piece(chess.KNIGHT, chess.WHITE) and b.fullmove_number == 4 and b.turn == chess.WHITE
    case(5321, AC, 'opera-game-at-knight-odds-the-b1-knight-left-on-white-himself-notices-after-three-moves',
         "The Opera game played at the odds of White's queen's knight, left on b1; after 3... Bg4 White, the giver, notices and asks to take it off",
         "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 3... Bg4, with White undertaking to give his queen's knight and leaving it on b1 ([Odds \"white knight b1 left-on-board\"]; asserted). Three moves each have been made. White himself notices and asks to remove it.",
         ['III'],
         ["Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» Four moves have not been made on either side: the giver may still remove the man, and the adversary's election arises only after. Upheld: rectify-setup (the knight is taken off b1), glossed on III."],
         pre, 'odds-man-not-removed', 'white', 'upheld', game='OPERA', xtags=[('Odds', 'white knight b1 left-on-board')],
         remedies=['rectify-setup'], cites=['III'], glossed=['III'])

    pre = P('LEGAL', 2)
    b = after(NO_A1, pre); assert b.piece_at(chess.A1) is None
    case(5322, AC, 'legal-at-rook-odds-legal-began-the-last-game-and-begins-again-black-claims',
         "Legal's game at the odds of his queen's rook: Legal began the previous game too; Black claims the move by turns",
         "The previous game was begun by White and decided ([PreviousGame \"white decided\"]). In this one White gives the odds of his a1 rook ([Odds \"white rook a1\"]), as Legal de Kermur is said in some accounts to have given Saint Brie (Paris 1750), and White begins: 1. e4 e5. Black claims that it was his turn to begin.",
         ['VI', 'IV'],
         ["Law VI: «The player giving the odd3 moves first.» Law IV's alternation is stated for games «Where no odds are given». Here odds are given, so VI governs and White, the giver, rightly began. Dismissed, citing VI; IV is quoted, not expected among the citations."],
         pre, 'first-move-or-colour', 'black', 'dismissed', game='LEGAL', replay=NO_A1, fen_tag=False,
         xtags=[('PreviousGame', 'white decided'), ('Odds', 'white rook a1')], cites=['VI'])

    items = [('bonus', 'd4', 'more'), ('bonus', 'Nc3', 'more'), ('bonus', 'Nd5')]
    b = after(NO_F7, items); assert chess.square_rank(chess.D5) == 4 and b.turn == chess.BLACK
    case(5323, AC, 'black-gives-the-pawn-and-three-moves-the-white-knight-crosses-to-d5',
         "Black gives the pawn and three moves; White plays d4, Nc3 and Nd5, the knight landing in Black's half; Black claims",
         "Black gives White the king's bishop's pawn and three moves ([Odds \"black pawn-and-moves 3\"]). White plays 1. d4 2. Nc3 3. Nd5: d5 is on the fifth rank, in Black's half (asserted). Black claims that the moves given must be kept in White's own half.",
         ['VI', 'XIV', (TW, '15')],
         ["The Acknowledged Laws speak of odds only for removing the man (III) and for the first move (VI: «The player giving the odd3 moves first»). Nothing confines the moves given; that limit is twenty-laws 15's, quoted above, and not this code's. Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.» No law provides: refer-to-third-party, citing XIV (as the earlier Acknowledged rulings on the odds of moves)."],
         items, 'odds-moves-out-of-territory', 'black', 'no-law-provides', replay=NO_F7, fen_tag=False,
         xtags=[('Odds', 'black pawn-and-moves 3')], remedies=['refer-to-third-party'], cites=['XIV'])

    pre = P('OPERA', 6)
    b = after(NO_H7, pre); assert b.turn == chess.WHITE and b.fullmove_number == 4 and b.piece_at(chess.H7) is None
    case(5324, AC, 'opera-game-played-without-blacks-h7-pawn-black-notices-after-3-bg4',
         "The Opera game begun without Black's h7 pawn; after 3... Bg4, three moves each, Black notices and asks to put it on",
         "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 3... Bg4, played from a set-up in which Black's h7 pawn was never put on ([SetUp]/[FEN]; asserted). Three moves each have been made and h7 is empty. Black, the owner, asks to put the pawn on.",
         ['II'],
         ["Law II and its note: «If a player has omitted to place all his Pieces or Pawns on the board, he may amend his error before four moves have been made, but not after.» Four moves have not been made. Black may amend his error. Upheld: rectify-setup, glossed on II."],
         pre, 'initial-man-omitted', 'black', 'upheld', start=NO_H7, game='OPERA',
         remedies=['rectify-setup'], cites=['II'], glossed=['II'])

    # ======================================================== london-1847 5325-5330
    pre = P('OPERA', 7)
    b = after(OPERA_W_RN, pre); assert b.turn == chess.BLACK and b.fullmove_number == 4
    case(5325, LO, 'opera-game-white-rook-and-knight-changed-places-black-claims-after-4-dxe5',
         "The record of 5301 under the London code: White's queen's rook and knight changed places; Black notices after 4. dxe5, before his own fourth move",
         "The facts of case 5301: the Opera game to 4. dxe5 from a set-up with White's queen's rook on b1 and knight on a1 (asserted: the moves are lawful from it; White has played four moves, Black three). Black claims.",
         ['II'],
         ["Law II: «If a Piece or Pawn be misplaced at the beginning of the game, either player may insist upon the mistake being rectified, if he discover it before pla3'ing his fourth move, but not afterwards.» The count is the discoverer's own: Black has played three (A7). Either player may insist, so Black may though the men are White's. Upheld: rectify-setup, glossed on II.",
          "Under twenty-laws 12 the same claim is dismissed (case 5301): that law counts either party's moves."],
         pre, 'initial-men-misplaced', 'black', 'upheld', start=OPERA_W_RN, game='OPERA',
         remedies=['rectify-setup'], cites=['II'], glossed=['II'])

    pre = P('LT', 8)
    case(5326, LO, 'lasker-thomas-on-a-board-turned-the-wrong-way-noticed-after-four-moves-each',
         "Lasker-Thomas begun on a board turned the wrong way; Black notices after 4... Be7, four moves on each side",
         "Ed. Lasker v Thomas, London 1912, to 4... Be7, played on a board with a black corner square at each player's right hand ([BoardOrientation \"misoriented\"]). Four moves on each side have been played. Black claims that the board be adjusted.",
         ['I'],
         ["Law I: «If the board have been improperly placed, it must be adjusted, provided four moves on each side have not been played, but not afterwards.» Four moves on each side have been played. Out of time, citing I (as the earlier London rulings on a board found late)."],
         pre, 'board-misoriented', 'black', 'out-of-time', game='LT', xtags=[('BoardOrientation', 'misoriented')], cites=['I'])

    pre = P('KT', 4)
    case(5327, LO, 'kasparov-topalov-opening-the-previous-game-drawn-and-begun-by-black-white-begins',
         "Black began the previous game, which was drawn; White begins this one with Kasparov-Topalov's 1. e4; Black claims the first move",
         "The previous game was begun by Black and drawn ([PreviousGame \"black drawn\"]). This game opens as Kasparov v Topalov, Wijk aan Zee 1999: 1. e4 d6 2. d4 Nf6. No odds. Black claims the first move.",
         ['V'],
         ["Law V: «When no odds are given, the players must take the first move of each game alternately ... If a game be drawn, the player who began it has the first move of the following one.» Black began the drawn game, so the first move of this one was his, although alternation alone would have given it to White. Upheld: restart-game, citing V."],
         pre, 'first-move-or-colour', 'black', 'upheld', game='KT', xtags=[('PreviousGame', 'black drawn')],
         remedies=['restart-game'], cites=['V'])

    pre = P('EVER', 8)
    b = after(None, pre); assert b.piece_at(chess.B1) == chess.Piece(chess.KNIGHT, chess.WHITE) and b.turn == chess.WHITE and b.fullmove_number == 5
    case(5328, LO, 'evergreen-opening-at-knight-odds-the-b1-knight-left-on-noticed-after-four-moves-each',
         "The Evergreen game's opening played at the odds of White's queen's knight, left on b1; Black notices after 4... Bxb4, four moves on each side",
         "Anderssen v Dufresne, Berlin 1852, to 4... Bxb4, with White undertaking to give his queen's knight and leaving it on b1 ([Odds \"white knight b1 left-on-board\"]; asserted). Four moves on each side have been played. Black claims.",
         ['IV'],
         ["Law IV: «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the game.» Four moves on each side have been played, so the choice is Black's. Upheld: continue-as-is, restart-game, Black electing, glossed on IV."],
         pre, 'odds-man-not-removed', 'black', 'upheld', game='EVER', xtags=[('Odds', 'white knight b1 left-on-board')],
         remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])

    pre = P('BF', 33)
    b = after(None, pre + ['Be6', ('oot', 'e6c4', 'black', 'check')]); assert b.is_check() and b.turn == chess.WHITE
    case(5329, LO, 'byrne-fischer-17-be6-and-then-bxc4-check-in-one-turn-white-touches-his-king-then-claims',
         "Byrne-Fischer: Black plays 17... Be6 and, before White replies, Bxc4+ as well; White touches his king and then claims the two moves",
         "Byrne v Fischer, New York 1956, to 17. Kf1. Black plays 17... Be6 and then, in White's turn, takes the c4 bishop with it ({[%move e6c4 black]}), which checks the f1 king (asserted) and is announced. White touches his king ({[%touch f1]}) and then claims that Black moved twice." + CHK,
         ['XIV', 'XXV'],
         ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the second be retracted.» Law XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» White touched his king before claiming (A34). Out of time, citing XIV and XXV, glossed on XXV. Both moves stand; White, having touched his king, is in check and must answer it."],
         pre + ['Be6', ('oot', 'e6c4', 'black', 'check'), ('ev', '[%touch f1]')], 'move-out-of-turn', 'white', 'out-of-time', game='BF',
         cites=['XIV', 'XXV'], glossed=['XXV'])

    pre = P('RT', 14)
    b = after(NO_A1, pre)
    assert not b.is_check() and not any(b.is_attacked_by(chess.BLACK, s) for s in (chess.C1, chess.D1, chess.E1))
    case(5330, LO, 'reti-tartakower-at-rook-odds-8-o-o-o-without-the-a1-rook',
         "The record of 5303 under the London code: White, who gave his queen's rook, castles on that side with no rook; Black claims",
         "The facts of case 5303: Reti-Tartakower to 7... Qxe5 with White's a1 rook given; White castles e1-c1 ({[%move e1c1]}) with no rook; the king has not moved, b1-d1 are empty and no Black man attacks c1, d1 or e1 (asserted)." + CHK,
         ['XVI', 'XXVI', (TW, '8')],
         ["Law XVI lists the cases in which a player cannot castle; every one assumes a rook on the board, and none covers a rook given at odds. The London code has no counterpart of twenty-laws 8 («may still castle on that side of the board, as if the rook were at its square»), quoted above, and the 1862 rule that allowed it is not this code. Law XXVI: «Should any question arise, respecting which there is no law ... the players must refer the point to the most skilful disinterested bystanders». No law provides: refer-to-third-party, citing XVI and XXVI, glossed on XVI (as the earlier London ruling on the queen's rook given).",
          "Under twenty-laws (case 5303) the same castling is lawful and the claim dismissed."],
         pre + [('raw', 'e1c1')], 'illegal-castling', 'black', 'no-law-provides', game='RT', replay=NO_A1, fen_tag=False,
         xtags=[('Odds', 'white rook a1')], remedies=['refer-to-third-party'], cites=['XVI', 'XXVI'], glossed=['XVI'])
