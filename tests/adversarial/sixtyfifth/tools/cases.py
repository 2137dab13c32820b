"""The thirty cases of the sixty-fifth set: the game before and between the moves. Every board fact used below is
asserted here, with python-chess."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
CHK = ' Every check in the record is said ({[%check]}).'
def CLUB(eco=None):
    return [('Event', 'Club game'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'),
            ('Result', '*')] + ([('ECO', eco)] if eco else [])
STD_B = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1'
def count(start, items):
    """moves made by (white, black) in the items, from the side to move at the start"""
    b = chess.Board(start) if start else chess.Board()
    w = bl = 0; turn = b.turn
    for it in items:
        if isinstance(it, str) or it[0] in ('bonus', 'raw'):
            side = turn
            if side == chess.WHITE: w += 1
            else: bl += 1
            if isinstance(it, str) or it[0] == 'raw' or (len(it) > 3 and it[3]): turn = not turn
        elif it[0] == 'oot':
            if it[2] == 'white': w += 1
            else: bl += 1
    return w, bl

def write_all(case, after, P, frm, kingm, onto):
    # ------------------------------------------------------------------ shared records
    R3 = P('RR', 7)                        # Rotlewi-Rubinstein to 4. c4: White four moves, Black three
    assert count(None, R3) == (4, 3)
    R2 = P('BC', 7)                        # Botvinnik-Capablanca to 4. e3, the b1 knight (odds man) on c3
    assert count(None, R2) == (4, 3)
    b = after(None, R2); assert b.piece_at(S('c3')) == chess.Piece(chess.KNIGHT, chess.WHITE) and b.piece_at(S('b1')) is None
    R1 = ['e5', 'f3', 'Nc6', 'g4', 'Qh4#']   # Black, giving the b8 knight but leaving it on, moves first and mates
    b = after(STD_B, R1); assert b.is_checkmate() and count(STD_B, R1) == (2, 3) and b.piece_at(S('c6')).symbol() == 'n'
    R5 = P('CM', 4)                        # 1. e4 e5 2. Nf3 Nc6, White begins
    ST31 = P('ST', 61)                     # Short-Timman to 31. Kh2
    b = after(None, ST31); assert b.turn == chess.BLACK and b.king(chess.WHITE) == S('h2')
    assert chess.Move.from_uci('h2g3') in chess.Board(b.fen().replace(' b ', ' w ')).legal_moves
    R5X = ST31 + [('oot', 'h2g3', 'white'), ('ev', '[%touch e8]')]
    b = after(None, R5X); assert b.turn == chess.BLACK and b.piece_at(S('e8')).symbol() == 'r' and b.king(chess.WHITE) == S('g3')
    F_NO_F2 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPP1PP/RNBQKBNR b KQkq - 0 1'
    F_NO_F7 = 'rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
    F_NO_H7 = 'rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
    F_NO_H1 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1'
    R6 = [('bonus', 'e4', 1), ('bonus', 'd4', 2), ('bonus', 'Bb5', 3, True)]
    b = after(F_NO_F7, R6); assert b.turn == chess.BLACK and not b.is_check() and chess.square_rank(S('b5')) == 4
    assert count(F_NO_F7, R6) == (3, 0)

    # ======================================================== twenty-laws 6501-6506
    case(6501, TW, 'rotlewi-rubinstein-on-a-board-turned-the-wrong-way-black-notices-after-4-c4',
      "Rotlewi-Rubinstein begun on a board turned the wrong way; Black notices after 4. c4, White having played four moves and Black three; dismissed",
      "Rotlewi v Rubinstein, Lodz 1907, played on a board with a black corner square at each player's right hand "
      "([BoardOrientation \"misoriented\"]). After 1. d4 d5 2. Nf3 e6 3. e3 c5 4. c4 (the published moves) White has "
      "played four moves and Black three. Before making his fourth move Black notices and asks that the board be put right.",
      ['12'],
      ["Law 12: «If at the commencement of a game the board be wrongly placed ... the mistake may be rectified, provided "
       "neither party have played four moves; but if they have done so, the game must be played out». The proviso is "
       "«neither party»: one party having played four moves is enough to close it. White has played his fourth move "
       "(A7: «correction is allowed until either side» completes its fourth move), so the game must be played out as it "
       "stands. Dismissed. The same record under the London code (6525) is upheld, because London I waits for «four "
       "moves on each side»."],
      R3, 'board-misoriented', 'black', 'dismissed', game='RR', xtags=[('BoardOrientation', 'misoriented')],
      cites=['12'], glossed=['12'])

    F = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR b KQkq - 0 1'
    items = ['e5', 'e4', 'Nc6', 'Nf3', 'Nf6', 'Bc4', 'Bc5']
    assert count(F, items) == (3, 4)
    b = after(F, items); assert b.piece_at(S('h2')) is None and b.turn == chess.WHITE
    case(6502, TW, 'white-set-up-without-his-h-pawn-black-began-and-has-played-four-white-claims',
      "White set up without his h2 pawn; Black began this game and has played four moves, White three, when White asks to put the pawn on; dismissed",
      "White began the previous game, which was decided ([PreviousGame \"white decided\"]), so Black begins this one, and "
      "does. White's king's rook's pawn was never set on h2 (the [FEN]). The record: 1...e5 2. e4 Nc6 3. Nf3 Nf6 4. Bc4 "
      "Bc5: Black has played four moves, White three. White, before playing his fourth move, asks to set the pawn on h2, "
      "which is empty.",
      ['12'],
      ["Law 12 covers men «omitted to be placed» and allows the rectification only «provided neither party have played "
       "four moves». The count is of each party's own moves, and Black, who began, has played four (A7: «correction is "
       "allowed until either side» completes its fourth move). That White himself has played only three does not help "
       "him: the law asks that neither party have done so. The game «must be played out» without the pawn. Dismissed."],
      items, 'initial-man-omitted', 'white', 'dismissed', start=F, xtags=CLUB('C50') + [('PreviousGame', 'white decided')],
      cites=['12'], glossed=['12'])

    case(6503, TW, 'black-gives-the-queens-knight-leaves-it-on-and-mates-on-his-third-move',
      "Black undertook to give his queen's knight and left it on; moving first as the giver he mates with 3...Qh4; White claims: before four moves on each side the game is re-commenced, not drawn",
      "Black gives the odds of his queen's knight but leaves it on b8 ([Odds \"black knight b8 left-on-board\"]). As the "
      "giver he moves first: 1...e5 2. f3 Nc6 3. g4 Qh4, mate (asserted); the knight given is the one that went to c6. "
      "Black has played three moves, White two. White, the receiver, claims.",
      ['14'],
      ["Law 14: «if a player omit to take off the piece or pawn agreed to be conceded, until four moves on each side have "
       "been played, it cannot then be removed ... and if he should give check-mate, he cannot take advantage of it, but "
       "the game is to be considered as drawn. If the error be noticed before four moves have been played, the game is to "
       "be re-commenced». The scoring of a giver's mate as a draw belongs to the branch in which four moves on each side "
       "have been played and the game had to go on with all the men (A8). Here the error is noticed when Black has played "
       "three moves and White two (A7: «Pick: 8 plies» for «four moves on each side»), so the last sentence governs: the "
       "game is re-commenced. Black's mate stands for nothing and is not a draw either. Upheld, restart."],
      R1, 'odds-man-not-removed', 'white', 'upheld', start=STD_B, show_fen=False, xtags=CLUB() + [('Odds', 'black knight b8 left-on-board')],
      remedies=['restart-game'], cites=['14'], glossed=['14'])

    items = [('bonus', 'e5', 1), ('bonus', 'd5', 2), ('bonus', 'Bd6', 3, True)]
    b = after(F_NO_F2, items); assert b.turn == chess.WHITE and count(F_NO_F2, items) == (0, 3)
    assert all(chess.square_rank(S(s)) >= 4 for s in ('e5', 'd5', 'd6'))
    case(6504, TW, 'black-receives-pawn-and-three-moves-e5-d5-bd6-all-in-his-own-half',
      "Black receives the pawn and three moves and plays e5, d5 and Bd6, all on his own fifth and sixth ranks; White says the fifth rank is his half; dismissed",
      "White gives the pawn and three moves ([Odds \"white pawn-and-moves 3\"]): his f2 pawn is off and Black makes the "
      "first three moves, 1...e5 2...d5 3...Bd6. Every one of them ends on Black's fifth or sixth rank (e5, d5, d6). "
      "White, before his first move, claims that the pawns on e5 and d5 have crossed into his territory.",
      ['15'],
      ["Law 15: «A player receiving the odds of the pawn, and three or more first moves, must confine those moves to his "
       "own territory». The receiver here is Black, and his own territory is his half of the board: A9 reads «his own "
       "territory» as «the receiver's own half (ranks 1–4 for White, 5–8 for Black)». The fifth rank is the first rank "
       "of Black's half, not of White's; none of the three moves left it. Nothing was done that law 15 forbids. Dismissed."],
      items, 'odds-moves-out-of-territory', 'white', 'dismissed', start=F_NO_F2, show_fen=False,
      xtags=CLUB() + [('Odds', 'white pawn-and-moves 3')], cites=['15'], glossed=['15'])

    case(6505, TW, 'short-timman-31-kh2-and-then-kg3-in-one-turn-black-touches-his-rook-then-claims',
      "Short-Timman: White plays 31. Kh2 and, before Black replies, Kg3 as well; Black touches his e8 rook and then claims; a touch is not a move, so the claim is in time",
      "Short v Timman, Tilburg 1991, to 31. Kh2 (the published move). Before Black replies, White moves his king on to g3 "
      "({[%move h2g3 white]}), the square it reached in the game one move later. Black takes hold of his rook on e8 "
      "({[%touch e8]}) and, before moving anything, claims that White has moved twice." + CHK,
      ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that "
       "both moves shall remain». The election is Black's. Law 11 closes a claim only «after the adversary has moved a "
       "piece» (A6: «\"after the adversary has moved\" governs both halves»); Black has touched his rook but moved "
       "nothing, so he is in time. Upheld: Black chooses whether Kg3 is replaced or both moves remain. The same record "
       "under the London code (6529) is out of time, because London XXV ends the claim at a touch."],
      R5X, 'move-out-of-turn', 'black', 'upheld', game='ST',
      remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4', '11'], glossed=['11'])

    items = [('bonus', 'e5', 1), ('bonus', 'd5', 2, True)]
    b = after(F_NO_F2, items); assert b.turn == chess.WHITE and count(F_NO_F2, items) == (0, 2)
    case(6506, TW, 'white-gives-the-pawn-and-two-moves-black-begins-white-claims-the-first-move',
      "White gives the pawn and two moves; Black, who also began the last game, makes the first two moves; White claims the first move as the giver and by turns; dismissed",
      "Black began the previous game, which was decided ([PreviousGame \"black decided\"]). In this one White gives the "
      "pawn and two moves ([Odds \"white pawn-and-moves 2\"]): his f2 pawn is off and Black plays 1...e5 2...d5. White "
      "then claims that the first move was his, both because he gives the advantage and because Black began the last game.",
      ['9'],
      ["Law 9: «in every fresh game, the players are entitled to the first move alternately; but where any advantage is "
       "given, the player giving that advantage, is entitled to the first move». Both halves would point to White. But "
       "the advantage agreed is itself \"the pawn and two moves\": the first moves are the thing given, and law 15 speaks of "
       "«A player receiving the odds of the pawn, and three or more first moves». A38: «a specific odds agreement (000 "
       "L15's \"first moves\") overrides the general rule». Black rightly began, and two moves (fewer than three) are not "
       "confined by law 15. Dismissed."],
      items, 'first-move-or-colour', 'white', 'dismissed', start=F_NO_F2, show_fen=False,
      xtags=CLUB() + [('PreviousGame', 'black decided'), ('Odds', 'white pawn-and-moves 2')], cites=['9'], glossed=['9'])

    # ======================================================== boys-own-1829 6507-6512
    F = 'rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1'
    items = P('CM', 3)
    assert count(F, items) == (2, 1)
    case(6507, BO, 'capablanca-marshall-black-king-and-queen-on-each-others-squares-white-notices-after-2-nf3',
      "Capablanca-Marshall begun with Black's king on d8 and queen on e8; after 1. e4 e5 2. Nf3 White asks that they be set right; Black has played one move",
      "Capablanca v Marshall, New York 1918: Black set his king on d8 and his queen on e8 (the [FEN]). After 1. e4 e5 2. Nf3 "
      "(the published moves) White notices and asks that Black's men be put on their proper squares. Black, who misplaced "
      "them, has played one move; White has played two.",
      ['3'],
      ["Law 3: «If you misplace your men at the beginning, and play two moves, ... adversary may permit you to begin game "
       "afresh, or not, as he pleases» (the seed's «yi.')ur» read as «your»). The «you» is the player who misplaced his men, and the two moves are his: Black "
       "has played only one. A11: «Fewer than two moves: silent. Pick: freely correctable.» That White has played two "
       "moves does not count: they are not the misplacer's. Upheld: the men are set right and the game goes on."],
      items, 'initial-men-misplaced', 'white', 'upheld', start=F, game='CM', remedies=['rectify-setup'],
      cites=['3'], glossed=['3'])

    F = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/NRBQKBNR w Kkq - 0 1'
    items = P('BC', 4)
    assert count(F, items) == (2, 2)
    case(6508, BO, 'botvinnik-capablanca-white-rook-and-knight-changed-places-black-notices-after-2-c4',
      "Botvinnik-Capablanca begun with White's queen's knight on a1 and queen's rook on b1; after 2. c4 e6 Black notices: White has played two moves, and Black may begin afresh or not",
      "Botvinnik v Capablanca, AVRO 1938: White set his queen's knight on a1 and his queen's rook on b1 (the [FEN]). After "
      "1. d4 Nf6 2. c4 e6 (the published moves; the game's 3. Nc3 would not be possible from a1) Black notices and claims. "
      "White, who misplaced his men, has played two moves.",
      ['3'],
      ["Law 3: «If you misplace your men at the beginning, and play two moves, ... adversary may permit you to begin game "
       "afresh, or not, as he pleases» (the seed's «yi.')ur» read as «your»). White misplaced his men and has played two moves; the choice is Black's, the "
       "adversary's (A11: «After two moves: the adversary chooses restart or continue.»). Upheld: Black elects to begin "
       "afresh or to go on as the men stand."],
      items, 'initial-men-misplaced', 'black', 'upheld', start=F, game='BC',
      remedies=['restart-game', 'continue-as-is'], elector='black', cites=['3'], glossed=['3'])

    pre = P('RR', 44)
    b = after(None, pre); assert b.turn == chess.WHITE and b.piece_at(S('d8')).symbol() == 'r'
    items = pre + [('oot', 'd8d2', 'black'), 'gxh4']
    b2 = after(None, items); assert b2.board_fen() == after(None, P('RR', 46)).board_fen()
    case(6509, BO, 'rotlewi-rubinstein-22-rxc3-and-then-rd2-in-one-turn-white-plays-23-gxh4-then-claims',
      "Rotlewi-Rubinstein: Black plays 22...Rxc3 and, before White replies, Rd2 as well; White takes the queen, 23. gxh4, and only then claims the two moves; out of time",
      "Rotlewi v Rubinstein, Lodz 1907, to 22...Rxc3 (the published move). Before White replies Black also plays his d8 "
      "rook to d2 ({[%move d8d2 black]}), the move he made in the game one move later. White does not notice, takes the "
      "queen with 23. gxh4, and then claims that Black moved twice. The position is the game's after 23...Rd2 (asserted).",
      ['1', '7'],
      ["Law 1: «Each party moves, alternately, only one man at a time». The code gives no penalty for a second move, and "
       "no deadline of its own for claiming one; the nearest deadline is law 7's for a false move: «if he have ... "
       "before he notices your false move, neither of you can, afterward, recal it» (the seed's «pliﬂyeg» read as «played»). White has played 23. gxh4 since "
       "the second move, so under the earlier Boy's Own cases' reading the claim comes too late and both moves stand. Out of time."],
      items, 'move-out-of-turn', 'white', 'out-of-time', game='RR', cites=['1', '7'], glossed=['7'])

    case(6510, BO, 'previous-game-drawn-and-begun-by-black-white-begins-this-one-with-capablanca-marshall',
      "Black began the previous game, which was drawn; White begins this one (Capablanca-Marshall's 1. e4); Black claims the first move as the beginner of the drawn game; dismissed",
      "The previous game was drawn, and Black had begun it ([PreviousGame \"black drawn\"]). No odds are given. White makes "
      "the first move of this game, 1. e4 e5 2. Nf3 Nc6 (Capablanca v Marshall, New York 1918). Black claims that the "
      "beginner of a drawn game begins the next one.",
      ['2'],
      ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the "
       "advantage of a piece or a pawn». The Boy's Own laws have no rule for a drawn game (twenty-laws 10 and London V "
       "do; this code does not): the first move simply alternates game by game. Black began the last game, so White "
       "begins this one. Dismissed."],
      R5, 'first-move-or-colour', 'black', 'dismissed', game='CM', xtags=[('PreviousGame', 'black drawn')], cites=['2'])

    pre = P('BC', 18)
    b = after(F_NO_H1, pre)
    assert b.piece_at(S('f1')) is None and b.piece_at(S('g1')) is None and b.piece_at(S('h1')) is None and b.king(chess.WHITE) == S('e1')
    assert chess.Move.from_uci('e1g1') not in b.legal_moves and not b.is_check()
    case(6511, BO, 'botvinnik-capablanca-at-kings-rook-odds-10-o-o-without-the-h1-rook',
      "Botvinnik-Capablanca played at the odds of White's king's rook: White castles on that side with no rook, 10. O-O; the Boy's Own laws do not say whether he may",
      "Botvinnik v Capablanca, AVRO 1938, played at the odds of White's king's rook ([Odds \"white rook h1\"]): the h1 rook "
      "is off the board from the start. After 9...b6 (the published moves) White moves his king from e1 to g1 as if "
      "castling ({[%move e1g1]}), the game's 10. O-O; no rook goes to f1, since there is none. His king has never moved, "
      "f1 and g1 are empty and his king is not in check (asserted). Black claims that White could not castle.",
      ['6'],
      ["Law 6 says only «You cannot castle after moving the rook or king». Whether a player who gave a rook may castle "
       "on that side «as if the rook were at its square» is allowed in terms by twenty-laws 8 and 16, and Philidor's "
       "castling needs a rook («the Rook with which he castles must take its place next to the King», A16: the mechanics "
       "«need a real rook»); the Boy's Own laws say nothing of it. No law provides, and the codes that speak disagree, "
       "so the point goes to a third person, as the earlier Boy's Own cases of castling at rook odds have it."],
      pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'no-law-provides', start=F_NO_H1, show_fen=False, game='BC',
      xtags=[('Odds', 'white rook h1')], remedies=['refer-to-third-party'], cites=['6'])

    case(6512, BO, 'black-gives-the-pawn-and-three-moves-white-plays-e4-d4-and-bb5',
      "Black gives the pawn and three moves; White plays e4, d4 and Bb5, the bishop landing on Black's fifth rank; the Boy's Own laws have no law on it",
      "Black gives the pawn and three moves ([Odds \"black pawn-and-moves 3\"]): his f7 pawn is off and White makes the "
      "first three moves, 1. e4 2. d4 3. Bb5. The bishop ends on b5, on the fifth rank, in Black's half; it gives no check "
      "(the d7 pawn stands between, asserted). Black claims that the bonus moves must stay in White's half.",
      [],
      ["Only twenty-laws 15 confines a receiver's «three or more first moves» to «his own territory». The Boy's Own laws "
       "mention odds only in law 2, for the first move, and have no article on what the moves given may do and no "
       "dispute law. No law provides; the point is referred to a third person, as the earlier Boy's Own cases on these "
       "odds have it, with no article of this code cited."],
      R6, 'odds-moves-out-of-territory', 'black', 'no-law-provides', start=F_NO_F7, show_fen=False,
      xtags=CLUB() + [('Odds', 'black pawn-and-moves 3')], remedies=['refer-to-third-party'], cites=[])

    # ======================================================== philidor 6513-6518
    CMH = P('CM', 23)
    b = after(F_NO_H7, CMH); assert b.piece_at(S('h7')) is None and b.turn == chess.BLACK and count(F_NO_H7, CMH) == (12, 11)
    case(6513, PH, 'capablanca-marshall-played-without-blacks-h7-pawn-black-himself-notices-after-12-re1',
      "Capablanca-Marshall played from a set-up without Black's h7 pawn; after 12. Re1 Black himself notices; rule III sets no limit, and the choice is White's",
      "Capablanca v Marshall, New York 1918, played from a set-up in which Black's king's rook's pawn was forgotten (the "
      "[FEN]); every published move to 12. Re1 is still lawful (asserted by replaying it). Black, who forgot the pawn, "
      "notices after twelve moves by White and eleven by himself and asks to put it on h7, which is empty.",
      ['III'],
      ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s "
       "choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again "
       "set in its place». The choice belongs to the adversary of the player who forgot, here White, even though Black "
       "raised it; and the rule counts no moves (A14: «There is no time limit.»). Upheld: White elects a new game or to "
       "go on with the pawn set on h7."],
      CMH, 'initial-man-omitted', 'black', 'upheld', start=F_NO_H7, game='CM',
      remedies=['restart-game', 'rectify-setup'], elector='white', cites=['III'], glossed=['III'])

    pre = P('BC', 11)
    b = after(None, pre)
    assert not any(p == chess.Piece(chess.KNIGHT, chess.WHITE) and sq in (S('b1'), S('c3')) for sq, p in b.piece_map().items())
    assert len(b.pieces(chess.KNIGHT, chess.WHITE)) == 1
    case(6514, PH, 'botvinnik-capablanca-at-knight-odds-the-b1-knight-left-on-and-already-taken-5-bxc3',
      "Botvinnik-Capablanca at the odds of White's queen's knight, left on b1: it came out to c3 and was taken by 5...Bxc3+; Black claims after 6. bxc3, and the choice is still his",
      "Botvinnik v Capablanca, AVRO 1938, played at the odds of White's queen's knight, which White forgot to take off "
      "([Odds \"white knight b1 left-on-board\"]). It went to c3 with 3. Nc3 and was taken by 5...Bxc3+ 6. bxc3 (the "
      "published moves), so it is no longer on the board. Black, the receiver, now claims under rule IV." + CHK,
      ['IV'],
      ["Rule IV: «If it is agreed to give the advantage of a Piece, or a Pawn, and it has been forgotten at the beginning "
       "of a game, it will be left to the choice of him who has suffered by such a mistake, to go on with the game, or to "
       "begin it again». He who suffered is the receiver (A15: «the odds-receiver. The giver kept a man he should have "
       "removed.»). The rule asks only that the man was forgotten at the beginning; it sets no count of moves, and it "
       "does not lapse because the man has since been exchanged: White had its use for five moves. Upheld: Black chooses "
       "to go on or to begin again."],
      pre, 'odds-man-not-removed', 'black', 'upheld', game='BC', xtags=[('Odds', 'white knight b1 left-on-board')],
      remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])

    case(6515, PH, 'previous-game-drawn-and-begun-by-black-white-begins-this-one-with-capablanca-marshall',
      "The record of 6510 under Philidor: Black began a drawn game, White begins this one; rule II knows only alternation; dismissed",
      "The previous game was drawn, and Black had begun it ([PreviousGame \"black drawn\"]). No odds are given. White makes "
      "the first move of this game, 1. e4 e5 2. Nf3 Nc6 (Capablanca v Marshall, New York 1918). Black claims the first move "
      "as the beginner of the drawn game.",
      ['II'],
      ["Rule II: «In games without odds, lots must be cast for the move, which afterwards becomes alternate». Philidor "
       "makes no exception for a drawn game. Black began the last game, so this one is White's to begin. Dismissed."],
      R5, 'first-move-or-colour', 'black', 'dismissed', game='CM', xtags=[('PreviousGame', 'black drawn')], cites=['II'])

    pre = P('CM', 8)
    b = after(F_NO_H1, pre)
    assert b.piece_at(S('f1')) is None and b.piece_at(S('g1')) is None and b.king(chess.WHITE) == S('e1') and not b.is_check()
    km = kingm(b); assert km == ['Kf1', 'Ke2'], km
    assert not any(b.piece_at(s) == chess.Piece(chess.ROOK, chess.WHITE) for s in chess.SQUARES if chess.square_rank(s) == 0 and chess.square_file(s) > 4)
    case(6516, PH, 'capablanca-marshall-at-kings-rook-odds-5-o-o-without-the-h1-rook',
      "Capablanca-Marshall played at the odds of White's king's rook: White castles on that side with no rook, 5. O-O; under rule XII the offender chooses, and he has no rook to play",
      "Capablanca v Marshall, New York 1918, played at the odds of White's king's rook ([Odds \"white rook h1\"]). After "
      "4...Nf6 (the published moves) White moves his king from e1 to g1 as if castling ({[%move e1g1]}), the game's "
      "5. O-O; there is no rook to come to f1. Black claims at once. With the king back on e1 its lawful moves are Kf1 "
      "and Ke2 (asserted); White has no rook on the king's side to play.",
      ['XII', 'XI', 'VIII', 'VI'],
      ["Rule XI: «the Rook with which he castles must take its place next to the King»: Philidor's castling is a move of "
       "king and rook together, and White has no rook on that side (A16: XI's mechanics «need a real rook»). So White "
       "castled when he could not. Rule XII: «he that castles when he should not do it, must play his Rook touched, or "
       "his King, at his own choice»; the choice is the offender's (A16 ii: «Unlike 000, 001 and 004, the adversary does "
       "not choose.»). There is no rook to play, so that penalty cannot be carried out; the king may go to f1 or e2. "
       "Rules VIII and VI are cited, as the earlier Philidor castling cases cite them, for the king move a false move "
       "calls for."],
      pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', start=F_NO_H1, show_fen=False, game='CM',
      xtags=[('Odds', 'white rook h1')], remedies=['move-rook', 'move-king'], elector='white',
      cites=['XII', 'XI', 'VIII', 'VI'], glossed=['XII'], unenforceable=['move-rook'], moves={'move-king': km})

    case(6517, PH, 'black-gives-the-queens-knight-leaves-it-on-and-mates-on-his-third-move',
      "The record of 6503 under Philidor: Black, giving the queen's knight, left it on and mates with 3...Qh4; White, who suffered by the mistake, chooses to go on or begin again",
      "Black gives the odds of his queen's knight but leaves it on b8 ([Odds \"black knight b8 left-on-board\"]). As the "
      "giver he moves first: 1...e5 2. f3 Nc6 3. g4 Qh4, mate (asserted); the knight given is the one that went to c6. "
      "White, the receiver, claims under rule IV.",
      ['IV'],
      ["Rule II gives the giver the move, so Black rightly began. Rule IV: «it will be left to the choice of him who has "
       "suffered by such a mistake, to go on with the game, or to begin it again». The receiver, White, suffered (A15); "
       "the rule counts no moves and makes no exception for a game the giver has already mated in. Philidor has no "
       "rule like twenty-laws 14 that scores such a mate as a draw or orders a fresh game by itself. Upheld: White "
       "chooses, and going on means the mate stands."],
      R1, 'odds-man-not-removed', 'white', 'upheld', start=STD_B, show_fen=False, xtags=CLUB() + [('Odds', 'black knight b8 left-on-board')],
      remedies=['continue-as-is', 'restart-game'], elector='white', cites=['IV'], glossed=['IV'])

    items = P('ST', 4)
    case(6518, PH, 'short-timman-on-a-board-turned-the-wrong-way-black-notices-after-2-nd5',
      "Short-Timman begun on a board without a white square at each player's right; Black notices after 2...Nd5; rule I says how to turn the board, not what follows",
      "Short v Timman, Tilburg 1991, begun on a board with a black corner square at each player's right hand "
      "([BoardOrientation \"misoriented\"]). After 1. e4 Nf6 2. e5 Nd5 (the published moves), two moves each, Black "
      "notices and asks that the board be put right.",
      ['I'],
      ["Rule I: «The Chess-board must be turned in such a manner, that both players may have the white square at their "
       "right hands». Philidor gives no remedy and no count of moves for a board wrongly turned (laws.md: «No rule for a "
       "wrong orientation.»). The point is decided by analogy with the codes that provide for it (twenty-laws 12, London "
       "I), under each of which two moves each is well within time: the board is put right and the game goes on."],
      items, 'board-misoriented', 'black', 'no-law-provides', game='ST', xtags=[('BoardOrientation', 'misoriented')],
      remedies=['rectify-setup'], cites=['I'])

    # ======================================================== acknowledged-laws 6519-6524
    F = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w Qkq - 0 1'
    items = P('ST', 6)
    assert count(F, items) == (3, 3)
    b = after(F, items); assert b.piece_at(S('f1')).symbol() == 'N' and b.piece_at(S('g1')).symbol() == 'B'
    case(6519, AC, 'short-timman-white-king-side-knight-and-bishop-changed-places-black-claims-after-3-d6',
      "Short-Timman begun with White's king's knight on f1 and bishop on g1; after 3. d4 d6, three moves each, Black claims: before the fourth move, the mistake is rectified",
      "Short v Timman, Tilburg 1991: White set his king's knight on f1 and his king's bishop on g1 (the [FEN]). After "
      "1. e4 Nf6 2. e5 Nd5 3. d4 d6 (the published moves; the game's 4. Nf3 would not be possible from f1) Black notices "
      "and claims. Each side has played three moves.",
      ['II'],
      ["Law II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the "
       "game must proceed as the pieces stand». A21: «before either player plays his 4th move». Neither has. Upheld: the "
       "knight and bishop are set on their proper squares."],
      items, 'initial-men-misplaced', 'black', 'upheld', start=F, game='ST', remedies=['rectify-setup'],
      cites=['II'], glossed=['II'])

    case(6520, AC, 'botvinnik-capablanca-at-knight-odds-the-b1-knight-left-on-black-claims-after-4-e3',
      "Botvinnik-Capablanca at the odds of White's queen's knight, left on and played to c3; Black claims after 4. e3, White having made four moves and Black three: Black elects",
      "Botvinnik v Capablanca, AVRO 1938, played at the odds of White's queen's knight, which White forgot to take off "
      "([Odds \"white knight b1 left-on-board\"]); it went to c3 with 3. Nc3. After 4. e3 (the published moves) White has "
      "made four moves and Black three. Black claims.",
      ['III'],
      ["Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on "
       "either side have been made, or his adversary may elect to recommence the game or play it out as it stands». "
       "«on either side»: four moves by one side are enough, and White has made four. The man was not removed in time, "
       "so Black, the adversary, elects. The London code (6528) counts «four moves ... on each side» and rules otherwise "
       "on the same record."],
      R2, 'odds-man-not-removed', 'black', 'upheld', game='BC', xtags=[('Odds', 'white knight b1 left-on-board')],
      remedies=['continue-as-is', 'restart-game'], elector='black', cites=['III'], glossed=['III'])

    F = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1'
    case(6521, AC, 'white-gives-the-queens-rook-and-begins-again-after-beginning-the-last-game',
      "White began the previous game; in this one he gives the odds of his queen's rook and begins again (Capablanca-Marshall's 1. e4); Black claims the move by turns; dismissed",
      "White began the previous game, which was decided ([PreviousGame \"white decided\"]). In this one he gives the odds "
      "of his queen's rook ([Odds \"white rook a1\"]) and makes the first move: 1. e4 e5 2. Nf3 Nc6 (the opening of "
      "Capablanca v Marshall, New York 1918). Black claims that by turns the first move was his.",
      ['VI'],
      ["Law IV gives lots and alternation only «Where no odds are given». Here odds are given, and law VI says: «The "
       "player giving the odd3 moves first» (the seed's OCR for «odds»), with no exception for who began the last game. Dismissed."],
      R5, 'first-move-or-colour', 'black', 'dismissed', start=F, show_fen=False, game='CM',
      xtags=[('PreviousGame', 'white decided'), ('Odds', 'white rook a1')], cites=['VI'])

    pre = P('CM', 29)
    b = after(None, pre); assert b.turn == chess.BLACK and b.piece_at(S('e1')).symbol() == 'R' and b.piece_at(S('e2')) is None
    case(6522, AC, 'capablanca-marshall-15-d4-and-then-re2-in-one-turn',
      "Capablanca-Marshall: White plays 15. d4 and, before Black replies, Re1-e2 as well; Black claims at once: the Acknowledged Laws have no law on it",
      "Capablanca v Marshall, New York 1918, to 15. d4 (the published move). Before Black replies White also plays his e1 "
      "rook to e2 ({[%move e1e2 white]}), the move he made in the game one move later. Black claims at once.",
      ['XIV'],
      ["The Acknowledged Laws have no law on a move out of turn or two moves in succession (twenty-laws 4 and London XIV "
       "do). Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose "
       "decision is to be considered final». Decided by analogy with the codes that provide, under which the adversary "
       "chooses whether both moves remain or the second is retracted (A30). Black elects."],
      pre + [('oot', 'e1e2', 'white')], 'move-out-of-turn', 'black', 'no-law-provides', game='CM',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['XIV'])

    case(6523, AC, 'black-gives-the-pawn-and-three-moves-white-plays-e4-d4-and-bb5',
      "The record of 6512 under the Acknowledged Laws: White's third bonus move, Bb5, lands in Black's half; no law provides, and law XIV sends it to a bystander",
      "Black gives the pawn and three moves ([Odds \"black pawn-and-moves 3\"]): his f7 pawn is off and White makes the "
      "first three moves, 1. e4 2. d4 3. Bb5, the bishop ending on Black's fifth rank without check. Black claims that the "
      "bonus moves must stay in White's half.",
      ['XIV'],
      ["Only twenty-laws 15 confines a receiver's first moves to «his own territory». The Acknowledged Laws speak of odds "
       "in III and VI (removal of the man, the first move) and say nothing of what the moves given may do. Law XIV: "
       "«Should any dispute arise, the question must be submitted to any disinterested bystander». Referred."],
      R6, 'odds-moves-out-of-territory', 'black', 'no-law-provides', start=F_NO_F7, show_fen=False,
      xtags=CLUB() + [('Odds', 'black pawn-and-moves 3')], remedies=['refer-to-third-party'], cites=['XIV'])

    b = after(F_NO_H7, R3); assert b.piece_at(S('h7')) is None and b.turn == chess.BLACK
    case(6524, AC, 'rotlewi-rubinstein-played-without-blacks-h7-pawn-black-claims-after-4-c4',
      "Rotlewi-Rubinstein begun without Black's h7 pawn; after 4. c4, White's fourth move, Black asks to put it on: too late under law II's note",
      "Rotlewi v Rubinstein, Lodz 1907, begun with Black's king's rook's pawn left off the board (the [FEN]). After 1. d4 "
      "d5 2. Nf3 e6 3. e3 c5 4. c4 (the published moves) Black, before his fourth move, notices and asks to set the pawn "
      "on h7.",
      ['II'],
      ["Law II's note: «If a player has omitted to place all his Pieces or Pawns on the board, he may amend his error "
       "before four moves have been made, but not after». Read with the law itself («before the fourth move»), A21: "
       "«before either player plays his 4th move». White has played his fourth, so the time to amend has passed though "
       "Black has made only three. Dismissed."],
      R3, 'initial-man-omitted', 'black', 'dismissed', start=F_NO_H7, game='RR', cites=['II'], glossed=['II'])

    # ======================================================== london-1847 6525-6530
    case(6525, LO, 'rotlewi-rubinstein-on-a-board-turned-the-wrong-way-black-notices-after-4-c4',
      "The record of 6501 under the London code: the board stood the wrong way; after 4. c4 White has played four moves but Black three, so it must still be adjusted",
      "Rotlewi v Rubinstein, Lodz 1907, played on a board with a black corner square at each player's right hand "
      "([BoardOrientation \"misoriented\"]). After 1. d4 d5 2. Nf3 e6 3. e3 c5 4. c4 (the published moves) White has "
      "played four moves and Black three. Black asks that the board be put right.",
      ['I'],
      ["Law I: «If the board have been improperly placed, it must be adjusted, provided four moves on each side have not "
       "been played, but not afterwards». Four moves have been played on White's side only; on each side they have not. "
       "The board must be adjusted. Upheld. (Under twenty-laws 12, «neither party», the same facts are too late: 6501.)"],
      R3, 'board-misoriented', 'black', 'upheld', game='RR', xtags=[('BoardOrientation', 'misoriented')],
      remedies=['rectify-setup'], cites=['I'], glossed=['I'])

    F = 'rbnqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1'
    b = after(F, R2); assert b.piece_at(S('b8')).symbol() == 'b' and b.piece_at(S('c8')).symbol() == 'n'
    case(6526, LO, 'botvinnik-capablanca-black-queens-knight-and-bishop-changed-places-black-himself-claims-after-4-e3',
      "Botvinnik-Capablanca begun with Black's queen's bishop on b8 and knight on c8; Black, who set them so, notices after 4. e3, before his own fourth move: either player may insist",
      "Botvinnik v Capablanca, AVRO 1938: Black set his queen's bishop on b8 and his queen's knight on c8 (the [FEN]); "
      "his first three moves (Nf6, e6, Bb4) do not touch them. After 4. e3 (the published moves) White has played four "
      "moves and Black three. Black himself notices and asks that the two men be set right.",
      ['II'],
      ["Law II: «If a Piece or Pawn be misplaced at the beginning of the game, either player may insist upon the mistake "
       "being rectified, if he discover it before pla3'ing his fourth move, but not afterwards» (printed so: «playing»). «either player»: the one "
       "who misplaced the men may insist as well as his adversary. «his fourth move» is the discoverer's own; Black has "
       "played three. White's four moves do not matter. Upheld."],
      R2, 'initial-men-misplaced', 'black', 'upheld', start=F, game='BC', remedies=['rectify-setup'],
      cites=['II'], glossed=['II'])

    case(6527, LO, 'capablanca-marshall-played-without-blacks-h7-pawn-black-himself-notices-after-12-re1',
      "The record of 6513 under the London code: Black, who omitted his h7 pawn, asks to put it on after eleven moves of his own; law III allowed it only before his fourth move",
      "Capablanca v Marshall, New York 1918, played from a set-up in which Black's king's rook's pawn was never placed (the "
      "[FEN]); every published move to 12. Re1 is still lawful. Black notices after White's twelfth move and his own "
      "eleventh and asks to set the pawn on h7.",
      ['III'],
      ["Law III: «Should a player, at the commencement of the game, omit to place all his men on the board, he may correct "
       "the omission before playing his fourth move, but not afterwards». Black has played eleven moves. Dismissed; the "
       "game goes on without the pawn. (Philidor III sets no limit: 6513.)"],
      CMH, 'initial-man-omitted', 'black', 'dismissed', start=F_NO_H7, game='CM', cites=['III'], glossed=['III'])

    case(6528, LO, 'botvinnik-capablanca-at-knight-odds-the-b1-knight-left-on-black-claims-after-4-e3',
      "The record of 6520 under the London code: the knight given was left on; after 4. e3 four moves have not been played on each side, so the man is simply taken off",
      "Botvinnik v Capablanca, AVRO 1938, played at the odds of White's queen's knight, which White forgot to take off "
      "([Odds \"white knight b1 left-on-board\"]); it went to c3 with 3. Nc3. After 4. e3 White has played four moves and "
      "Black three. Black claims.",
      ['IV'],
      ["Law IV: «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his "
       "adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the "
       "game». Four moves have not been played on each side (Black has played three), so the choice has not arisen. "
       "A29: «before four moves each, the piece is simply removed and play continues». Upheld: the knight comes off. "
       "(Acknowledged III, «on either side», gives Black the election on the same facts: 6520.)"],
      R2, 'odds-man-not-removed', 'black', 'upheld', game='BC', xtags=[('Odds', 'white knight b1 left-on-board')],
      remedies=['rectify-setup'], cites=['IV'], glossed=['IV'])

    case(6529, LO, 'short-timman-31-kh2-and-then-kg3-in-one-turn-black-touches-his-rook-then-claims',
      "The record of 6505 under the London code: White plays 31. Kh2 and Kg3 in one turn; Black touches his e8 rook before claiming, and law XXV has closed the claim",
      "Short v Timman, Tilburg 1991, to 31. Kh2. Before Black replies, White moves his king on to g3 ({[%move h2g3 white]}). "
      "Black takes hold of his rook on e8 ({[%touch e8]}) and then, before moving it, claims that White has moved twice." + CHK,
      ['XIV', 'XXV'],
      ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the "
       "second be retracted». Law XXV: «the adversary must take notice of such irregularity before he touches a Piece or "
       "Pawn, or he will not be allowed to inflict any penalty». A34: «The right to claim ends when he touches any man.» "
       "Black touched his rook first. Out of time: both moves stand. (Twenty-laws 11 waits for a move: 6505.)"],
      R5X, 'move-out-of-turn', 'black', 'out-of-time', game='ST', cites=['XIV', 'XXV'], glossed=['XXV'])

    case(6530, LO, 'previous-game-drawn-and-begun-by-black-white-begins-this-one-with-capablanca-marshall',
      "The record of 6510 under the London code: the previous game was drawn and Black began it, so Black has the first move of this one; White began; upheld",
      "The previous game was drawn, and Black had begun it ([PreviousGame \"black drawn\"]). No odds are given. White makes "
      "the first move of this game, 1. e4 e5 2. Nf3 Nc6 (Capablanca v Marshall, New York 1918). Black claims the first "
      "move.",
      ['V'],
      ["Law V: «When no odds are given, the players must take the first move of each game alternately ... If a game be "
       "drawn, the player who began it has the first move of the following one». Black began the drawn game, so Black "
       "should have begun this one. Upheld: the game is begun again with Black moving first. (Boy's Own 2 and Philidor "
       "II know only alternation: 6510, 6515.)"],
      R5, 'first-move-or-colour', 'black', 'upheld', game='CM', xtags=[('PreviousGame', 'black drawn')],
      remedies=['restart-game'], cites=['V'])
