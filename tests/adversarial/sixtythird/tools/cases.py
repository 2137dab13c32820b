"""The thirty cases of the sixty-third set: check and the end of the game. Every board fact used below is
asserted here, with python-chess."""
import chess
from walk import walk
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every other check in the record is said ({[%check]}).'
S = chess.parse_square

# Stalemate S1: Black's g7 knight pinned by the a1 bishop; 1. g6 takes h7, the f7 king holds g8.
S1 = '7k/5Kn1/8/6P1/8/8/8/B7 w - - 0 1'
# Stalemate S2: White's g2 knight pinned by the a8 bishop; 1...g3 takes h2, the f2 king holds g1.
S2 = 'b7/8/8/8/6p1/8/5kN1/7K b - - 0 1'
# Queen against knight, Black to move and giving notice.
QN = '8/5k2/8/3n4/8/8/2Q5/6K1 b - - 0 70'
# A pinned pawn checks: the f2 pawn is pinned to g1 by the c5 bishop.
PIN = '8/8/8/2b5/6k1/8/5P2/6K1 w - - 0 1'
ODDS_N = ('Odds', 'white knight b1 left-on-board')


def write_all(case, after, P, frm, kingm, onto):
    allm = lambda b: __import__('lib').san_list(b, list(b.legal_moves))

    # ---------------------------------------------------------------- shared boards
    b = after(S1, []); assert not b.is_check()
    b1 = after(S1, ['g6']); assert b1.is_stalemate() and not b1.is_check()
    bb = b1.copy(); bb.remove_piece_at(S('a1')); assert any(m.from_square == S('g7') for m in bb.legal_moves)  # the pin is all that holds the knight
    b = after(S2, ['g3']); assert b.is_stalemate() and b.turn == chess.WHITE
    bb = b.copy(); bb.remove_piece_at(S('a8')); assert any(m.from_square == S('g2') for m in bb.legal_moves)

    QW = walk(QN, 100, 63)
    qb = after(QN, [('ev', '[%fifty black]')] + QW)
    assert qb.turn == chess.BLACK
    assert len(qb.piece_map()) == 4 and not qb.is_game_over()
    assert sorted(p.symbol() for p in qb.piece_map().values()) == ['K', 'Q', 'k', 'n']
    QN_ITEMS = [('ev', '[%fifty black]')] + QW
    QN_FACT = ("An ending from [FEN]: White has king and queen, Black king and knight, Black to move (move 70). Black "
               "gives notice that he will count the moves ({[%fifty black]}). Then fifty moves are played on each side, "
               "Black's first and White's last, with no capture, no mate and no stalemate: the knight is on the board "
               "throughout and the material never changes (all asserted). Black, to move, claims the game drawn.")

    # ======================================================== twenty-laws 6301-6306
    pre = P('GB', 8)
    b = after(None, pre + ['Qh5'], silent=('Qh5',)); ans = allm(b); assert ans == ['g6'] and b.is_check()
    b2 = after(None, pre + ['Qh5', ('pseudo', 'Bxh1'), 'Nf3', ('ev', '[%check]')], silent=('Qh5',))
    assert b2.is_attacked_by(chess.WHITE, b2.king(chess.BLACK)) and b2.checkers() == chess.SquareSet([S('h5')])
    case(6301, TW, 'greco-5-qh5-unsaid-black-takes-the-h1-rook-white-says-check-with-6-nf3',
      "Greco's 1...b6 game: 5. Qh5 checks without a word, Black takes the h1 rook as if there were no check, and White says check with 6. Nf3",
      "Greco v NN (c. 1620), 1. e4 b6 2. d4 Bb7 3. Bd3 f5 4. exf5 Bxg2. White plays 5. Qh5, which checks the e8 king "
      "along h5-e8, and says nothing. Black, as if there were no check, takes the h1 rook, 5...Bxh1. White plays 6. Nf3 "
      "and says «check» with it ({[%check]}); Nf3 itself gives no check, the word is the warning of the queen's check, "
      "which still stands. White claims. In the position after 5. Qh5 Black's only lawful answer is g6 (asserted).",
      ['5'],
      ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he "
       "does; but if on his next move he warn you, each party must retract his last move, and the king be removed out "
       "of check.» Black was entitled to ignore the check, and did. White's warning came with his very next move, so "
       "the condition is met: 6. Nf3 and 5...Bxh1 are both retracted (laws.md A35), the h1 rook comes back, and Black "
       "must meet the queen's check. Only 6...g6 does so.",
       "Under Boy's Own 9 the same warning one move later is too late (case 6311); under Acknowledged X no warning is "
       "needed within two moves (case 6321)."],
      pre + ['Qh5', ('pseudo', 'Bxh1'), 'Nf3', ('ev', '[%check]')], 'unannounced-check', 'white', 'upheld', game='GB',
      silent=('Qh5',), remedies=['retract-both-last-moves'], cites=['5'], moves={'retract-both-last-moves': ans})

    pre = P('BS', 13)
    b = after(None, pre + ['Nf3#']); assert b.is_checkmate() and b.turn == chess.WHITE and b.piece_at(S('b1')).symbol() == 'N'
    case(6302, TW, 'shilling-trap-at-knight-odds-the-receiver-mates-the-giver-asks-for-a-draw',
      "Blackburne Shilling trap at the odds of White's queen's knight, left on b1: Black, the receiver, mates with 7...Nf3; White asks that it be scored a draw",
      "White undertook to give the odds of his queen's knight but left it on b1 ([Odds \"white knight b1 left-on-board\"]); "
      "nobody noticed. The Blackburne Shilling trap follows: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 "
      "6. Rf1 Qxe4+ 7. Be2 Nf3#, and White is mated (asserted), the b1 knight still on its square. Seven moves have "
      "been played on each side. White, the giver, claims that under law 14 a mate in a game where the odds man was "
      "left on is a drawn game." + CHK,
      ['14'],
      ["Law 14: «if a player omit to take off the piece or pawn agreed to be conceded, until four moves on each side have "
       "been played, it cannot then be removed, but the game must be played with all the pieces as they stand; and if he "
       "should give check-mate, he cannot take advantage of it, but the game is to be considered as drawn.» Four moves "
       "on each side have long been played, so the game stands as played. The «he» who cannot take advantage of a mate "
       "is the player who omitted to take off his man, the giver (laws.md A8: «a mate by the giver is scored as a draw; "
       "a mate by the receiver wins»). Here the receiver gave the mate: the law takes nothing from him, and the giver's "
       "own mistake cannot turn his loss into a draw. Dismissed; Black has won.",
       "Under London IV the same record gives Black, the adversary, the choice of proceeding or recommencing "
       "(case 6330)."],
      pre + ['Nf3#'], 'odds-man-not-removed', 'white', 'dismissed', game='BS', xtags=[ODDS_N],
      result='black', cites=['14'], glossed=['14'])

    pre = P('TL', 52)
    b = after(None, pre + ['Rxf7+'])
    ks = b.king(chess.BLACK)
    assert b.is_check() and not b.attacks(S('f7')) & chess.BB_SQUARES[ks] and S('f6') in b.checkers()
    assert allm(b) == ['Kg8']
    case(6303, TW, 'torre-lasker-27-rxf7-discovers-the-f6-bishops-check-black-calls-it-false',
      "Torre-Lasker, the windmill: 27. Rxf7 is announced as check; the rook gives none, but it uncovers the f6 bishop's; Black calls the check false",
      "Torre v Em. Lasker, Moscow 1925, to 26...Kh8. White plays 27. Rxf7 (the published move) and says «check». The "
      "rook on f7 does not attack the h8 king, but its move opens the diagonal f6-g7-h8, and the bishop on f6 checks "
      "(asserted: the checker is the bishop). Black plays 27...Kg8, his only lawful move, and before White moves claims "
      "under law 6 that he was warned of a check not given." + CHK,
      ['6'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, "
       "or interpose a piece, you may retract». The law is for a notice «without giving check». White's move gave check: "
       "a check by discovery is given by the move that uncovers it, whichever man then attacks the king. The notice was "
       "true, and Black's king move was his lawful answer to a real check. Dismissed: 27...Kg8 stands."],
      pre + ['Rxf7+', 'Kg8'], 'false-check-announcement', 'black', 'dismissed', game='TL', cites=['6'])

    case(6304, TW, 'queen-against-knight-black-counts-fifty-moves-not-a-listed-ending',
      "King and queen against king and knight: Black gives notice to count, fifty moves each pass; law 19's queen ending is against the king alone",
      QN_FACT,
      ['19'],
      ["Law 19: «In any game where the number of pieces are reduced to the king and queen against the king; the rook and "
       "bishop against the rook, or two bishops; or a knight and bishop against the king only, the adversary may give "
       "notice that he intends to count the moves». The queen ending the law names is «the king and queen against the "
       "king»; Black has a knight as well, and king and queen against king and knight is not on the list (nor is it "
       "within «the rook and bishop against the rook, or two bishops», read by laws.md A3 as two bishops against the "
       "king). No count ran, so fifty moves each give no draw. Dismissed; the game goes on.",
       "The same record is a draw under Acknowledged XII (case 6320) and London XXII (case 6326), and no draw under "
       "Philidor XVII (case 6314)."],
      QN_ITEMS, 'fifty-move-claim', 'black', 'dismissed', start=QN, cites=['19'])

    case(6305, TW, 'g6-leaves-black-only-a-pinned-knight-stalemate-a-drawn-game',
      "Bishop and pawn ending: 1. g6 leaves Black's king no square and his knight pinned: stalemate, a drawn game",
      "An ending from [FEN]: White Kf7, Ba1, pawn g5; Black Kh8, Ng7. White plays 1. g6. Black's king is not in check; "
      "g8 is held by the f7 king and h7 by the g6 pawn; the g7 knight is pinned against the king by the a1 bishop and "
      "cannot move without exposing him (asserted: with the bishop taken away the knight could move). Black has no "
      "lawful move and claims.",
      ['17'],
      ["Law 17: «The position of stale-mate constitutes a drawn game.» Black is not in check and has no lawful move: the "
       "king cannot stir and the only other man is pinned. That is stale-mate, and the game is drawn.",
       "The same position wins for Black under Boy's Own 11 (case 6307) and is drawn under Philidor XVI played in France "
       "(case 6313) and London XXIV (case 6325)."],
      ['g6'], 'stalemate-result', 'black', 'upheld', start=S1, result='draw', cites=['17'])

    pre = P('GD', 26)
    b = after(None, pre + ['Rxh5'], silent=('Rxh5',)); assert b.is_checkmate()
    b2 = after(None, pre + ['Rxh5', ('pseudo', 'Nd7'), 'Nc3', ('ev', '[%check]')], silent=('Rxh5',))
    case(6306, TW, 'greco-damiano-14-rxh5-mates-unsaid-black-plays-on-white-warns-with-15-nc3',
      "Greco's Damiano game: 14. Rxh5 mates without a word, Black plays on with 14...Nd7, White says check with 15. Nc3: the moves go back and the mate stands",
      "Greco v NN (c. 1620), the Damiano defence, to 13...Qxg5. White plays 14. Rxh5, which mates the h6 king (asserted), "
      "and says nothing. Black plays on, 14...Nd7, as if there were no check. White plays 15. Nc3 and says «check» with "
      "it ({[%check]}), and claims." + CHK,
      ['5'],
      ["Law 5: «if on his next move he warn you, each party must retract his last move, and the king be removed out of "
       "check.» The warning came on White's next move, so 15. Nc3 and 14...Nd7 are retracted (laws.md A35), and the "
       "position after 14. Rxh5 returns with Black to remove his king out of check. He cannot: every square is covered "
       "and the checking rook cannot be taken or blocked (asserted: mate). The retraction therefore ends the game; White "
       "has won. Law 5 only let Black put off noticing the check; it did not make the mate go away.",
       "Philidor XIII rules the same record the same way (case 6315). When the warning is given with the mating move "
       "itself, it is the mate that is taken back (London XVIII, case 6329)."],
      pre + ['Rxh5', ('pseudo', 'Nd7'), 'Nc3', ('ev', '[%check]')], 'unannounced-check', 'white', 'upheld', game='GD',
      silent=('Rxh5',), remedies=['retract-both-last-moves'], result='white', cites=['5'], glossed=['5'])

    # ======================================================== boys-own-1829 6307-6312
    case(6307, BO, 'g6-leaves-black-only-a-pinned-knight-stale-mated-black-wins',
      "Bishop and pawn ending: 1. g6 leaves Black's king no square and his knight pinned: stale-mate, and Black wins",
      "The ending of case 6305 ([FEN]): White Kf7, Ba1, pawn g5; Black Kh8, Ng7. White plays 1. g6. Black is not in "
      "check, his king cannot move without going into check, and his one other man, the knight, is pinned by the a1 "
      "bishop (asserted). Black claims the game.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, "
       "or even none that can be moved he is stale-mated, and wins the game.» Black has a man left, but «none that can "
       "be moved»: a pinned knight cannot be moved, since law 10 and law 4 forbid exposing one's own king (laws.md A13: "
       "«Count pinned men as unable to move»). Black is stale-mated and, under this code, wins."],
      ['g6'], 'stalemate-result', 'black', 'upheld', start=S1, result='black', cites=['11'], glossed=['11'])

    pre = P('RR', 37)
    b = after(None, pre + ['Bb6'], silent=('Bb6',)); ans = allm(b); assert ans == ['Rf2', 'Kh1', 'Qf2', 'Qe3']
    b2 = after(None, pre + ['Bb6', ('pseudo', 'Qc2'), 'Ng4'], silent=('Bb6',)); assert b2.checkers() == chess.SquareSet([S('b6')])
    case(6308, BO, 'rotlewi-rubinstein-19-bb6-unsaid-white-plays-20-qc2-black-warns-with-ng4',
      "Rotlewi-Rubinstein: 19...Bb6 checks without a word, White plays 20. Qc2 over it, Black says check with 20...Ng4: both moves go back",
      "Rotlewi v Rubinstein, Lodz 1907, to 19. e5. Black plays 19...Bb6, which checks the g1 king along b6-g1, and says "
      "nothing. White plays 20. Qc2 as if there were no check. Black plays 20...Ng4 (the published move; it gives no "
      "check itself) and says «check» with it ({[%check]}), and claims. In the position after 19...Bb6 White's lawful "
      "answers are Rf2, Kh1, Qf2 and Qe3 (asserted).",
      ['9'],
      ["Law 9: «you are not obliged to notice it "
       "till he does; but if, on his next move, he warn you, each party must retract his last move, and the king be "
       "removed out of check, or covered.» Black warned on his next move. 20...Ng4 and 20. Qc2 are retracted, and White "
       "must remove his king or cover: Kh1, or Rf2, Qf2 or Qe3 between."],
      pre + ['Bb6', ('pseudo', 'Qc2'), 'Ng4', ('ev', '[%check]')], 'unannounced-check', 'black', 'upheld', game='RR',
      silent=('Bb6',), remedies=['retract-both-last-moves'], cites=['9'], moves={'retract-both-last-moves': ans})

    pre = P('LB', 26)
    b = after(None, pre + ['Nh5']); assert not b.is_check() and chess.Move.from_uci('g7g6') in b.legal_moves
    case(6309, BO, 'lasker-bauer-14-nh5-called-check-black-answers-g6-and-retracts',
      "Lasker-Bauer: 14. Nh5 is called check and gives none; Black, misled, plays 14...g6 and asks to take it back before White moves",
      "Lasker v Bauer, Amsterdam 1889, to 13...a6. White plays 14. Nh5 (the published move) and says «check» "
      "({[%check]}); the knight on h5 does not attack the g8 king, and nothing else does (asserted). Black, in "
      "consequence, plays 14...g6, a pawn move, and claims before White has made his next move.",
      ['8'],
      ["Law 8 (a challenge with a check «without, in fact, your king being in»): «and you, in "
       "consequence, move your king, or any other man, you may retract such move, if you discover it before he has made "
       "his next move.» The law is not limited to king moves: «or any other man» takes in the pawn. White has not moved "
       "since. Upheld: Black may retract 14...g6, at his election."],
      pre + ['Nh5', ('ev', '[%check]'), 'g6'], 'false-check-announcement', 'black', 'upheld', game='LB',
      remedies=['retract-misled-move'], elector='black', cites=['8'])

    b = after(PIN, []); km = kingm(b); assert km == ['Kf1', 'Kh1', 'Kg2', 'Kh2']
    assert chess.Move.from_uci('f2f3') not in b.legal_moves and chess.Move.from_uci('f2f3') in b.pseudo_legal_moves
    b2 = after(PIN, [('raw', 'f2f3', 'check')]); assert b2.is_attacked_by(chess.WHITE, b2.king(chess.BLACK)) and b2.is_attacked_by(chess.BLACK, b2.king(chess.WHITE))
    case(6310, BO, 'the-pinned-f2-pawn-checks-from-f3-and-opens-the-diagonal-to-its-own-king',
      "Pawn against bishop: White's f2 pawn, pinned to his g1 king by the c5 bishop, steps to f3 with check; Black claims at once",
      "An ending from [FEN]: White Kg1, pawn f2; Black Kg4, Bc5. White plays f2-f3 ({[%move f2f3]}) and says «check»: "
      "the pawn on f3 does attack the g4 king, but its move opens the diagonal c5-g1, and White's own king is now in "
      "check from the bishop (both asserted). Black claims before moving. With the pawn back on f2, White's king has "
      "four lawful moves, Kf1, Kh1, Kg2 and Kh2 (asserted).",
      ['10', '7'],
      ["Law 10: «You must not check the opposite king with any piece» ... «you expose your own king "
       "to a check from any of his pieces.» That is what f2-f3 did (a pawn is one of the men the law means: laws.md A37 "
       "treats every move that exposes one's own king as a false move). Law 7 (a false move): «your opponent "
       "can oblige you to move your king». Black claimed before playing. "
       "Upheld: the pawn goes back and White must move his king, Black electing."],
      [('raw', 'f2f3', 'check')], 'self-exposing-check', 'black', 'upheld', start=PIN,
      remedies=['move-king'], elector='black', cites=['10', '7'], glossed=['10'], moves={'move-king': km})

    pre = P('GB', 8)
    items = pre + ['Qh5', ('pseudo', 'Bxh1'), 'Nf3', ('pseudo', 'Nc6'), 'Nc3', ('ev', '[%check]')]
    b = after(None, items, silent=('Qh5',)); assert b.is_attacked_by(chess.WHITE, b.king(chess.BLACK))
    case(6311, BO, 'greco-5-qh5-unsaid-two-moves-each-pass-before-white-says-check',
      "Greco's 1...b6 game: 5. Qh5 checks without a word; Black plays 5...Bxh1 and 6...Nc6 over it; White says check only with 7. Nc3",
      "Greco v NN (c. 1620) to 4...Bxg2. White plays 5. Qh5, checking the e8 king, and says nothing. Black plays "
      "5...Bxh1 as if there were no check; White plays 6. Nf3, without a word; Black plays 6...Nc6, still ignoring "
      "the check; White plays 7. Nc3 and only now says «check» ({[%check]}), and claims that each party retract.",
      ['9'],
      ["Law 9: «you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must "
       "retract his last move». The retraction is tied to a warning given «on his next move», the first move the "
       "checker makes after the check, which was 6. Nf3, and it passed in silence. A warning with 7. Nc3 is not the one "
       "the law provides for. The claim to retract is out of time.",
       "The same check warned on the next move is retracted under twenty-laws 5 (case 6301)."],
      items, 'unannounced-check', 'white', 'out-of-time', game='GB', silent=('Qh5',), cites=['9'])

    case(6312, BO, 'g3-leaves-white-only-a-pinned-knight-white-is-stale-mated-and-wins',
      "The colours turned: 1...g3 leaves White's king no square and his knight pinned; White, stale-mated, claims the game",
      "An ending from [FEN]: White Kh1, Ng2; Black Kf2, Ba8, pawn g4; Black to move. Black plays 1...g3. White's king is "
      "not in check; g1 is held by the f2 king, h2 by the g3 pawn; the g2 knight is pinned by the a8 bishop (asserted: "
      "without the bishop it could move). White has no lawful move and claims the game.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, "
       "or even none that can be moved he is stale-mated, and wins the game.» The law speaks of «the king», of either "
       "colour. White's king is stale-mated, his knight being one that cannot be moved (laws.md A13). White wins."],
      ['g3'], 'stalemate-result', 'white', 'upheld', start=S2, result='white', cites=['11'], glossed=['11'])

    # ======================================================== philidor 6313-6318
    case(6313, PH, 'g6-leaves-black-only-a-pinned-knight-played-in-france-a-drawn-game',
      "The ending of case 6305 played under the French usage: 1. g6 stalemates Black, whose knight is pinned: a drawn game",
      "The ending of case 6305 ([FEN]), played under Philidor's rules as in France ([Option \"country=france\"]). White "
      "plays 1. g6; Black is not in check, his king cannot stir, and his knight is pinned by the a1 bishop (asserted). "
      "Black claims.",
      ['XVI'],
      ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a "
       "check, then the game is stale-mate. In England, he whose King is stale-mate wins the game*; but in France, and "
       "several other countries, the stale-mate is a drawn game.» Black has nothing else to play: the knight cannot move "
       "without uncovering his king. The record names France (laws.md A19 makes the country a game option, England the "
       "default), so the stale-mate is a drawn game."],
      ['g6'], 'stalemate-result', 'black', 'upheld', start=S1, xtags=[('Option', 'country=france')], result='draw',
      cites=['XVI'], glossed=['XVI'])

    case(6314, PH, 'queen-against-knight-black-asks-for-fifty-moves-no-difficult-mate',
      "King and queen against king and knight: Black asks for fifty moves and claims after fifty each; not one of rule XVII's difficult mates",
      QN_FACT,
      ['XVII'],
      ["Rule XVII: «At all the cnnclusions of parties, when a player seems not to know how to give the difficult mates, as "
       "that of a Knight and a Bishop against the King, that of a Rook and a Bishop against a Rook, &c. at the "
       "adversary's request, fifty moves on either side must be appointed for the end of the game». The rule is for the "
       "difficult mates. laws.md A20 reads it as the listed set, knight and bishop against the king and rook and bishop "
       "against a rook: queen against knight is not among them. No fifty moves were appointed, and the claim is "
       "dismissed."],
      QN_ITEMS, 'fifty-move-claim', 'black', 'dismissed', start=QN, cites=['XVII'], glossed=['XVII'])

    pre = P('GD', 26)
    case(6315, PH, 'greco-damiano-14-rxh5-mates-unsaid-black-plays-on-white-warns-with-15-nc3',
      "Greco's Damiano game under Philidor: 14. Rxh5 mates without a word, Black plays on, White says check with 15. Nc3: both come back and the mate stands",
      "The record of case 6306: Greco v NN (c. 1620) to 13...Qxg5; 14. Rxh5 mates (asserted) and White says nothing; "
      "Black plays on, 14...Nd7; White plays 15. Nc3 saying «check» ({[%check]}) and claims." + CHK,
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may "
       "consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, "
       "each must then come back from his last move, as being false, and he that is under check is to take it off». "
       "White said check in playing his next move, so 15. Nc3 and 14...Nd7 come back. Black, under check, is to take it "
       "off and cannot: the position after 14. Rxh5 is mate. White wins."],
      pre + ['Rxh5', ('pseudo', 'Nd7'), 'Nc3', ('ev', '[%check]')], 'unannounced-check', 'white', 'upheld', game='GD',
      silent=('Rxh5',), remedies=['retract-both-last-moves'], result='white', cites=['XIII'], glossed=['XIII'])

    pre = P('RR', 22)
    b = after(None, pre + ['Bxc4']); assert not b.is_check() and kingm(b) == ['Kh8']
    case(6316, PH, 'rotlewi-rubinstein-12-bxc4-called-check-black-steps-kh8-and-retracts',
      "Rotlewi-Rubinstein: 12. Bxc4 is called check, the f7 and e6 pawns screening the king; Black steps 12...Kh8 and asks to take it back",
      "Rotlewi v Rubinstein, Lodz 1907, to 11...dxc4. White recaptures 12. Bxc4 (the published move) and says «check» "
      "({[%check]}); the bishop's diagonal to g8 is closed by Black's e6 and f7 pawns, and the king is not attacked "
      "(asserted). Black, in consequence, plays 12...Kh8 and claims before White's next move.",
      ['XIV'],
      ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either "
       "your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not "
       "yet made his next move.» White has not moved since. Upheld: Black may retract 12...Kh8, at his election."],
      pre + ['Bxc4', ('ev', '[%check]'), 'Kh8'], 'false-check-announcement', 'black', 'upheld', game='RR',
      remedies=['retract-misled-move'], elector='black', cites=['XIV'])

    b2 = after(PIN, [('raw', 'f2f3', 'check')]); bb = b2.copy()
    assert chess.Move.from_uci('g4f3') in bb.pseudo_legal_moves and not bb.is_attacked_by(chess.WHITE, S('f3'))
    case(6317, PH, 'the-pinned-f2-pawn-checks-from-f3-black-takes-it-then-claims',
      "Pawn against bishop: White's pinned f2 pawn checks from f3; Black takes it with his king and only then claims the false move",
      "The ending of case 6310 ([FEN]): White Kg1, pawn f2; Black Kg4, Bc5. White plays f2-f3 ({[%move f2f3]}), saying "
      "«check»; the move opens the c5-g1 diagonal on his own king (asserted). Black answers 1...Kxf3, taking the pawn "
      "(f3 is not guarded, asserted), and then claims that White's move was false.",
      ['VIII'],
      ["Philidor has no article on a check that exposes the checker's own king; such a move is a false move (laws.md A37), "
       "governed by Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be "
       "recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in "
       "time, had been just.» Black, the adversary, has made his next move, 1...Kxf3, before claiming. The false move can "
       "no longer be recalled; the claim is out of time. White, whose king now stands in check from the bishop, must "
       "answer that check on his move.",
       "Under Boy's Own 10 and 7 the same move claimed at once is upheld (case 6310)."],
      [('raw', 'f2f3', 'check'), 'Kxf3'], 'self-exposing-check', 'black', 'out-of-time', start=PIN, cites=['VIII'])

    pre = P('GB', 15)
    b = after(None, pre); assert b.is_checkmate() and b.piece_at(S('b1')).symbol() == 'N'
    case(6318, PH, 'greco-at-knight-odds-the-b1-knight-left-on-8-bg6-mates',
      "Greco's 1...b6 game played at the odds of White's queen's knight, left on b1: 8. Bg6 mates; Black, who suffered by the mistake, claims",
      "Greco v NN (c. 1620), played at the odds of White's queen's knight, which White forgot to take off "
      "([Odds \"white knight b1 left-on-board\"]). The game runs as published: 1. e4 b6 2. d4 Bb7 3. Bd3 f5 4. exf5 Bxg2 "
      "5. Qh5+ g6 6. fxg6 Nf6 7. gxh7+ Nxh5 8. Bg6#, and Black is mated (asserted), the b1 knight never having moved. "
      "Black claims under rule IV." + CHK,
      ['IV'],
      ["Rule IV: «If it is agreed to give the advantage of a Piece, or a Pawn, and it has been forgotten at the beginning "
       "of a game, it will be left to the choice of him who has suffered by such a mistake, to go on with the game, or to "
       "begin it again.» He who suffered is the receiver (laws.md A15), Black. The rule sets no count of moves, so the "
       "choice is still his after the mate: to go on, in which case the mate stands, or to begin again."],
      pre, 'odds-man-not-removed', 'black', 'upheld', game='GB', xtags=[ODDS_N],
      remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])

    # ======================================================== acknowledged-laws 6319-6324
    case(6319, AC, 'g3-leaves-white-only-a-pinned-knight-stalemate-is-a-drawn-game',
      "The ending of case 6312: 1...g3 leaves White's king no square and his knight pinned; White claims; stalemate is a drawn game",
      "The ending of case 6312 ([FEN]): White Kh1, Ng2; Black Kf2, Ba8, pawn g4. Black plays 1...g3; White is not in "
      "check and has no lawful move, his knight being pinned by the a8 bishop (asserted). White claims the game.",
      ['XIII'],
      ["Law XIII: «Stalemate is a drawn game.» White is stalemated; under this code that is neither a win for him, as "
       "Boy's Own 11 would have it, nor a loss. A drawn game."],
      ['g3'], 'stalemate-result', 'white', 'upheld', start=S2, result='draw', cites=['XIII'])

    case(6320, AC, 'queen-against-knight-black-calls-for-fifty-moves-fifty-each-pass',
      "King and queen against king and knight: Black, the defending player, calls for mate in fifty moves; fifty each pass without mate",
      QN_FACT,
      ['XII'],
      ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his "
       "adversary to mate in fifty moves or draw the game.» laws.md A26 reads the law as the fuller printing has it, "
       "«one with a superior to an inferior force, or even if they have equal forces», that is any ending, and the fifty "
       "moves as fifty on each side. Black, the defending player, called; fifty moves on each side have passed without "
       "mate. The game is drawn.",
       "Twenty-laws 19 and Philidor XVII give no draw on this record (cases 6304, 6314): their lists of endings do not "
       "include queen against knight."],
      QN_ITEMS, 'fifty-move-claim', 'black', 'upheld', start=QN, remedies=['declare-draw'], result='draw',
      cites=['XII'], glossed=['XII'])

    pre = P('GB', 8)
    b = after(None, pre + ['Qh5'], silent=('Qh5',)); ans = allm(b); assert ans == ['g6']
    case(6321, AC, 'greco-5-qh5-uncried-black-takes-the-rook-white-plays-6-nf3-black-finds-the-check',
      "Greco's 1...b6 game: 5. Qh5 checks without a cry, Black takes the h1 rook, White plays 6. Nf3; Black then finds the check: within two moves",
      "Greco v NN (c. 1620) to 4...Bxg2. White plays 5. Qh5, checking the e8 king, without crying check. Black takes the "
      "h1 rook, 5...Bxh1, and White plays 6. Nf3, both as if there were no check. Black, to move, now sees that his king "
      "is in check and claims. Two moves have been made since the check. In the position after 5. Qh5 Black's only lawful "
      "answer is g6 (asserted).",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its "
       "note: «two moves only may be made before the King is obliged to move out of Check, when the pieces must be "
       "replaced, and the proper moves made.» laws.md A25 reads the exception as: found within two further moves, the "
       "moves are taken back to the check and the check is answered. Two moves, 5...Bxh1 and 6. Nf3, have been made: "
       "within the exception. The rook and knight go back, and Black must answer the check: only 5...g6.",
       "Under Boy's Own 9 the claim turns on the checker's warning, not on the count of moves (cases 6301, 6311)."],
      pre + ['Qh5', ('pseudo', 'Bxh1'), 'Nf3'], 'unannounced-check', 'black', 'upheld', game='GB', silent=('Qh5',),
      remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'], moves={'retract-to-point-of-check': ans})

    pre = P('RR', 37)
    items = pre + ['Bb6', ('pseudo', 'Qc2'), 'Ng4', ('pseudo', 'Be4')]
    b = after(None, items, silent=('Bb6',)); assert b.is_attacked_by(chess.BLACK, b.king(chess.WHITE)) and b.turn == chess.BLACK
    case(6322, AC, 'rotlewi-rubinstein-19-bb6-uncried-three-moves-pass-before-white-sees-it',
      "Rotlewi-Rubinstein: 19...Bb6 checks without a cry; 20. Qc2 Ng4 21. Be4 are played over it, and only then does White claim: past law X's two moves",
      "Rotlewi v Rubinstein, Lodz 1907, to 19. e5. Black plays 19...Bb6, checking the g1 king, without crying check. "
      "White plays 20. Qc2, Black 20...Ng4 (the published move), White 21. Be4 (as in the game), all as if there were "
      "no check. Three moves have been made since the check when White, whose king still stands in check (asserted), "
      "claims that the pieces be replaced.",
      ['X', 'XIV'],
      ["Law X and its note: «two moves only may be made before the King is obliged to move out of Check, when the pieces "
       "must be replaced, and the proper moves made.» Under laws.md A25 the exception reaches a check found within two "
       "further moves; here three were made. Beyond two moves the code is silent (A25: «Beyond two moves the code is "
       "silent. Pick: the position stands with the check ignored, and the dispute goes to XIV.»). Law XIV: «Should any "
       "dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be "
       "considered final.» The point is referred.",
       "Under London XIX the same facts, every move since the check being known, would be retracted (case 6327)."],
      items, 'unannounced-check', 'white', 'no-law-provides', game='RR', silent=('Bb6',),
      remedies=['refer-to-third-party'], cites=['X', 'XIV'], glossed=['X'])

    pre = P('LB', 26)
    b = after(None, pre + ['Nh5', ('ev', '[%check]'), 'Nxh5']); assert b.piece_at(S('h5')).symbol() == 'n'
    case(6323, AC, 'lasker-bauer-14-nh5-called-check-black-takes-the-knight-as-in-the-game',
      "Lasker-Bauer: 14. Nh5 is called check and gives none; Black takes the knight, 14...Nxh5, as in the game, and claims under law XI",
      "Lasker v Bauer, Amsterdam 1889, to 13...a6. White plays 14. Nh5 and cries «check» ({[%check]}); the king on g8 "
      "is not attacked. Black takes the knight, 14...Nxh5 (the published move), and claims under law XI before White "
      "moves.",
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the "
       "piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» "
       "Black took «the piece», the knight that was said to check. «the latter» is the misled player (laws.md A27), so "
       "Black elects: keep 14...Nxh5, or have the knight replaced and play another move."],
      pre + ['Nh5', ('ev', '[%check]'), 'Nxh5'], 'false-check-announcement', 'black', 'upheld', game='LB',
      remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    pre = P('GB', 15)
    case(6324, AC, 'greco-at-knight-odds-the-b1-knight-left-on-8-bg6-mates',
      "Greco's 1...b6 game at the odds of White's queen's knight, left on b1: 8. Bg6 mates; Black claims under law III",
      "The record of case 6318: White undertook to give his queen's knight and left it on b1 ([Odds \"white knight b1 "
      "left-on-board\"]); 1. e4 b6 2. d4 Bb7 3. Bd3 f5 4. exf5 Bxg2 5. Qh5+ g6 6. fxg6 Nf6 7. gxh7+ Nxh5 8. Bg6# "
      "(asserted mate). Black claims." + CHK,
      ['III'],
      ["Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on "
       "either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» "
       "Eight moves by White and seven by Black have been made, and the man was never removed. The adversary, Black, "
       "elects: recommence, or let the game stand as played, mate included. Nothing in III scores the giver's mate as a "
       "draw (that is twenty-laws 14 only)."],
      pre, 'odds-man-not-removed', 'black', 'upheld', game='GB', xtags=[ODDS_N],
      remedies=['continue-as-is', 'restart-game'], elector='black', cites=['III'], glossed=['III'])

    # ======================================================== london-1847 6325-6330
    case(6325, LO, 'g6-leaves-black-only-a-pinned-knight-stalemate-a-drawn-game',
      "The ending of case 6305 under the London code: 1. g6 stalemates Black, whose knight is pinned: a drawn game",
      "The ending of case 6305 ([FEN]): White Kf7, Ba1, pawn g5; Black Kh8, Ng7. 1. g6: Black is not in check and has "
      "no lawful move (asserted). Black claims.",
      [('london-1847', 'XXIV')],
      ["Law XXIV (from the printed code, laws.md §2): «A stalemate is a drawn game.» Black is stalemated; the game is "
       "drawn."],
      ['g6'], 'stalemate-result', 'black', 'upheld', start=S1, result='draw', cites=['XXIV'])

    case(6326, LO, 'queen-against-knight-black-counts-fifty-moves-a-mate-of-pieces-only',
      "King and queen against king and knight: Black gives notice to count, fifty moves each pass; law XXII holds for all mates of pieces only",
      QN_FACT,
      ['XXII'],
      ["Law XXII (from the printed code, laws.md §2): «he must checkmate his adversary in fifty moves on each side at "
       "most, or the game will be considered as drawn; the fifty moves commence from the time the adversary gives notice "
       "that he will count them. The law holds good for all other checkmates of Pieces only, such as Queen, or Rook only, "
       "Queen against a Rook, &c. &c.» White would mate with a queen, a piece, and has no pawn: a checkmate «of Pieces "
       "only» (laws.md A32: «the count may be demanded whenever the side trying to mate has no pawns»). Fifty moves on "
       "each side from Black's notice have passed without mate. The game is drawn."],
      QN_ITEMS, 'fifty-move-claim', 'black', 'upheld', start=QN, remedies=['declare-draw'], result='draw',
      cites=['XXII'], glossed=['XXII'])

    pre = P('RR', 37)
    items = pre + ['Bb6', ('pseudo', 'Qc2'), 'Ng4', ('pseudo', 'Be4'), 'Qh4']
    b = after(None, pre + ['Bb6'], silent=('Bb6',)); ans = allm(b); assert ans == ['Rf2', 'Kh1', 'Qf2', 'Qe3']
    b2 = after(None, items, silent=('Bb6',)); assert b2.turn == chess.WHITE and b2.is_check()
    case(6327, LO, 'rotlewi-rubinstein-19-bb6-unsaid-two-moves-each-pass-white-finds-his-king-in-check',
      "Rotlewi-Rubinstein: 19...Bb6 checks without a word; 20. Qc2 Ng4 21. Be4 Qh4 are played over it; White then finds his king in check",
      "Rotlewi v Rubinstein, Lodz 1907, to 19. e5. Black plays 19...Bb6, checking the g1 king, and says nothing. Both "
      "sides play on as if there were no check: 20. Qc2 Ng4 21. Be4 Qh4 (Black's moves and 21. Be4 as in the game). "
      "White, to move, finds his king in check and claims. Every move since the check is in the record. In the position "
      "after 19...Bb6 White's lawful answers are Rf2, Kh1, Qf2 and Qe3 (asserted).",
      [('london-1847', 'XIX')],
      ["Law XIX (from the printed code, laws.md §2): «If the King has been in check for several moves, and it cannot be "
       "ascertained how it occurred, the player whose King is in check must retract his last move and free his King from "
       "the check : but if the moves made subsequent to the check be known, they must be retracted.» The moves since "
       "the check are known, so all four are retracted (laws.md A33: «when it is complete, always apply XIX's second "
       "clause»), and White must free his king: Kh1, or Rf2, Qf2 or Qe3 between.",
       "Under the Acknowledged Laws three moves after such a check already pass the exception of law X (case 6322); "
       "London sets no count."],
      items, 'check-of-unknown-origin', 'white', 'upheld', game='RR', silent=('Bb6',),
      remedies=['retract-to-point-of-check'], cites=['XIX'], glossed=['XIX'], moves={'retract-to-point-of-check': ans})

    pre = P('LB', 26)
    b = after(None, pre + ['Nh5', ('ev', '[%check]'), 'Kh8', 'Bxh7']); assert not b.is_check()
    case(6328, LO, 'lasker-bauer-14-nh5-called-check-black-steps-kh8-white-plays-15-bxh7-then-black-claims',
      "Lasker-Bauer: 14. Nh5 is called check; Black steps 14...Kh8; White completes 15. Bxh7, and only then does Black claim",
      "Lasker v Bauer, Amsterdam 1889, to 13...a6. White plays 14. Nh5 and says «check» ({[%check]}); there is none "
      "(asserted). Black, misled, plays 14...Kh8. White takes on h7, 15. Bxh7, and lets go of the bishop. Black then "
      "claims to retract his king move.",
      [('london-1847', 'XX')],
      ["Law XX (from the printed code, laws.md §2): «Should a player say \"Check\" without giving it, and his adversary, "
       "in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move, provided his "
       "adversary has not completed his last move.» The announcer's «last move» is the one he makes after the false "
       "check, here 15. Bxh7, and it was completed before Black spoke. The retraction is out of time; 14...Kh8 stands."],
      pre + ['Nh5', ('ev', '[%check]'), 'Kh8', 'Bxh7'], 'false-check-announcement', 'black', 'out-of-time', game='LB',
      cites=['XX'], glossed=['XX'])

    pre = P('GD', 24)
    b = after(None, pre + ['hxg5'], silent=('hxg5',)); ans = allm(b); assert ans == ['Qxg5'] and b.is_check()
    b3 = after(None, pre + ['hxg5', ('pseudo', 'Nd7'), 'Rxh5'], silent=('hxg5',)); assert b3.is_checkmate()
    case(6329, LO, 'greco-damiano-13-hxg5-unsaid-black-plays-nd7-white-says-check-with-the-mate-rxh5',
      "Greco's Damiano game: 13. hxg5 checks without a word, Black plays 13...Nd7, and White says check with the mating 14. Rxh5: both moves go back",
      "Greco v NN (c. 1620), the Damiano defence, to 12...Qe7. White plays 13. hxg5: the pawn on g5 checks the h6 king, "
      "and White says nothing. Black plays 13...Nd7 as if there were no check. White plays 14. Rxh5, which with the g5 "
      "pawn leaves Black no escape (asserted: mate), and says «check» with it ({[%check]}). Black claims. In the "
      "position after 13. hxg5 Black's one lawful answer is Qxg5, the move of the published game (asserted).",
      [('london-1847', 'XVIII')],
      ["Law XVIII (from the printed code, laws.md §2): «If a player attack the adverse King without saying \"Check,\" his "
       "adversary is not obliged to attend to it : but if the former, in playing his next move, were to say \"Check,\" "
       "each player must retract his last move, and he that is under check must obviate it.» White said check in playing "
       "his next move; that his next move mates changes nothing in the law. Each player retracts his last move, 14. Rxh5 "
       "and 13...Nd7, and Black must obviate the pawn's check: 13...Qxg5. No result: the game goes on.",
       "Compare twenty-laws 5 and Philidor XIII (cases 6306, 6315), where the mate came first, unsaid, and the warning a "
       "move later: there the retraction restores the mate."],
      pre + ['hxg5', ('pseudo', 'Nd7'), 'Rxh5', ('ev', '[%check]')], 'unannounced-check', 'black', 'upheld',
      game='GD', silent=('hxg5',), remedies=['retract-both-last-moves'], cites=['XVIII'],
      moves={'retract-both-last-moves': ans})

    pre = P('BS', 13)
    case(6330, LO, 'shilling-trap-at-knight-odds-the-receiver-mates-the-giver-raises-law-iv',
      "Blackburne Shilling trap at knight odds, the b1 knight left on: Black mates with 7...Nf3; White, the giver, raises law IV",
      "The record of case 6302: White undertook to give his queen's knight and left it on b1 ([Odds \"white knight b1 "
      "left-on-board\"]); after seven moves each Black mates, 7...Nf3# (asserted). White, the giver, claims under "
      "law IV." + CHK,
      [('london-1847', 'IV')],
      ["Law IV (from the printed code, laws.md §2): «If a player, undertaking to give the odds of a Piece or Pawn, "
       "neglect to remove it from the board, his adversary, after four moves have been played on each side, has the "
       "choice of proceeding with or recommencing the game.» Four moves on each side have been played. The choice is the "
       "adversary's, Black's, not the claimant's: he may proceed, and his mate stands, or recommence. London has no "
       "rule scoring any mate as a draw in such a game."],
      pre + ['Nf3#'], 'odds-man-not-removed', 'white', 'upheld', game='BS', xtags=[ODDS_N],
      remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])
