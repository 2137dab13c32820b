"""The thirty cases of the forty-fourth set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated "(asserted)" is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'


def write_all(case, M):
    mv = lambda n, *ks: {k: M[n][k] for k in ks}
    # ============================================================ twenty-laws
    case(4401, TW, 'black-gives-the-pawn-and-move-white-begins-black-claims-the-first-move-as-the-giver',
      "Black gives the odds of the pawn and move; White makes the first move, 1. e4, and Black claims it as the player giving the advantage: the move is itself part of the odds agreed, and law 9 does not undo it",
      "who has the first move at odds of the pawn and move; the general rule of law 9 against the odds agreed (laws.md A38); dismissed.",
      "[Odds \"black pawn-and-moves 1\"]: Black gives his king's bishop's pawn and the first move. The array stands without Black's f7 pawn (asserted). White plays 1. e4, a lawful move (asserted). Black then claims that the first move was his, as the player giving the advantage.",
      ['9', '15'],
      ["Law 9: «where any advantage is given, the player giving that advantage, is entitled to the first move». Read alone it would give Black the move. But the advantage Black agreed to give is the pawn and the move: the first move is part of what is given, and a giver who took it back would give only the pawn. Glossed on 9 (laws.md A38): a specific odds agreement overrides the general rule. Law 15 («A player receiving the odds of the pawn, and three or more first moves») shows the code itself knows odds in which the receiver makes the first moves; it governs only three or more, so it is quoted as support and not cited.",
       "Dismissed: White rightly began; the game goes on. Cites 9 only, glossed. No remedy, no result.",
       "Other codes: Boy's Own 2, Philidor II («unless it be agreed otherwise»), the Acknowledged VI and London VI («unless otherwise agreed») are read the same way; Philidor and London say so in terms."],
      [], 'first-move-or-colour', 'black', 'dismissed', cites=['9'], glossed=['9'])

    case(4402, TW, 'teed-delmar-1896-played-with-the-knight-given-left-on-b1-the-giver-mates-a-drawn-game',
      "Teed-Delmar (New York 1896) played at the odds of White's queen's knight, which was never taken off b1; White mates with 8. Bg6, more than four moves on each side: under law 14 the giver cannot take advantage of his mate, and the game is drawn",
      "the odds man left on; the giver's mate after four moves on each side; giver-mate-scored-as-draw, result draw.",
      "[Odds \"white knight b1 left-on-board\"]: White undertook to give his queen's knight and did not take it off. The game is Teed-Delmar as published: 1. d4 f5 2. Bg5 h6 3. Bh4 g5 4. Bg3 f4 5. e3 h5 6. Bd3 Rh6 7. Qxh5+ Rxh5 8. Bg6 mate, fifteen lawful plies (asserted); the b1 knight never moved (asserted). White has made eight moves and Black seven, four on each side long since played (asserted). Black claims that the mate be not scored.",
      ['14'],
      ["Law 14: «if a player omit to take off the piece or pawn agreed to be conceded, until four moves on each side have been played, it cannot then be removed, but the game must be played with all the pieces as they stand; and if he should give check-mate, he cannot take advantage of it, but the game is to be considered as drawn.» White is that player: the knight was agreed to be conceded, it was not taken off, four moves on each side were played, and White gave mate.",
       "Glossed on 14 (laws.md A8): «he» is the giver who failed to remove the man, so his mate is scored as a draw; it does not matter that the knight left on took no part in the mate, for the law asks only who gave it. Upheld: giver-mate-scored-as-draw, result draw. No one elects: the law decides.",
       "Other codes: Philidor IV and London IV leave the choice to the receiver (go on, and the mate stands, or begin again); the Acknowledged III lets the adversary «recommence the game or play it out as it stands»; Boy's Own has no odds law."],
      [], 'odds-man-not-removed', 'black', 'upheld', remedies=['giver-mate-scored-as-draw'], result='draw', cites=['14'], glossed=['14'])

    case(4403, TW, 'queens-rook-given-white-castles-on-that-side-over-his-own-b1-knight',
      "White gives the queen's rook and castles on that side, the king going to c1, while his own queen's knight still stands on b1: castling as if the rook were at its square cannot pass over a man that a rook on a1 could not pass; Black may require a king move (the rook has no existence to be moved)",
      "castling on the side of the rook given (laws 8 and 16); the fiction needs the squares between king and corner empty (laws.md A2); move-king with its moves, move-rook unenforceable.",
      "[Odds \"white rook a1\"]. 1. d4 d5 2. Bf4 Nf6 3. e3 e6 4. Qd2 c5 5. Bd3 Nc6, all lawful. a1 is empty, the b1 knight has never moved, c1 and d1 are empty (asserted); White is not in check and neither d1 nor c1 is attacked (asserted). White moves his king from e1 to c1 ({[%move e1c1]}); no rook appears, the knight stays on b1 (asserted). Before it, the king could go to d1, f1 or e2; castling on the king's side was impossible, the g1 knight being at home (asserted). Black claims before he moves.",
      ['8', '16', '11'],
      ["Law 8 lets the giver castle on the rook's side «as if the rook were at its square», and law 16 says so again («as if the rook was at its square»). The fiction puts a rook on a1, not a castling without conditions: a rook on a1 could not castle over the knight on b1. Glossed on 8 (laws.md A2 ii): the squares between the king and the corner must be empty. So White castled when he could not, and law 8's penalty applies: «if you attempt it, the adversary may require you to move either the king or the rook.»",
       "Upheld, Black electing, in the law's order: move-king (Kd1, Kf1, Ke2, from the position before the castling) or move-rook, which cannot be enforced: the rook given is not on the board. Law 11: Black has not moved. No result.",
       "Other codes: Philidor XI and XII need a real rook (laws.md A16: no castling with a rook given), so the castling is barred there on any reading, the offender choosing rook or king; Boy's Own, the Acknowledged Laws and London have no article on castling with a rook given."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black', cites=['8', '16', '11'],
      glossed=['8'], moves=mv(4403, 'move-king'), unenforceable=['move-rook'])

    case(4404, TW, 'pawn-and-three-moves-the-laws-own-example-e3-bd3-qh5-check',
      "Black gives the pawn and three moves; White plays exactly the moves law 15 gives as its example, e3, Bd3 and Qh5, and the queen checks from Black's half: the bonus moves must be confined to White's own territory",
      "pawn and three moves; the third bonus move into the adversary's half; confine-odds-moves-to-own-half.",
      "[Odds \"black pawn-and-moves 3\"]: Black gives his king's bishop's pawn and three first moves. White plays 1. e3 2. Bd3 3. Qh5: e3 and Bd3 end on White's first four ranks, Qh5 on the fifth (asserted), and with f7 gone the queen checks the e8 king; g6 covers it, so it is no mate (asserted). White says check. Black claims before making his first move.",
      ['15'],
      ["Law 15: «A player receiving the odds of the pawn, and three or more first moves, must confine those moves to his own territory, otherwise he might give check-mate before the adversary had moved a piece». Its own example is this very sequence: «1st, king's pawn one square; 2nd, king's bishop to queen's third square; and 3rd, queen to rook's fifth square, he checks the black king.» Glossed on 15 (laws.md A9): «his own territory» is the receiver's own half, ranks one to four for White, and the limit binds only the bonus moves.",
       "Upheld: confine-odds-moves-to-own-half; the law imposes it, so no one elects. Black claims before he has moved, so law 11 is not in question and is not cited. No result.",
       "Other codes: no other code has a territory rule; Boy's Own, Philidor, the Acknowledged Laws and London would hear it as unprovided (the last two sending it to bystanders)."],
      [], 'odds-moves-out-of-territory', 'black', 'upheld', remedies=['confine-odds-moves-to-own-half'], cites=['15'], glossed=['15'])

    case(4405, TW, 'levitsky-marshall-1912-black-touches-the-h3-rook-then-plays-the-gold-coins-qg3',
      "Levitsky-Marshall (Breslau 1912) to 23. Rc5: Black touches his h3 rook and then plays the famous 23...Qg3; White claims at once: law 1, the touched rook must be played",
      "touch-move in a published middlegame; the touched man has moves; compel-move-touched-man with its moves; White elects.",
      "The game as published to 23. Rc5, forty-five lawful plies with no check in them (asserted). Black's rook stands on h3, where the g2 pawn attacks it (asserted). Black touches it ({[%touch h3]}) and then plays 23...Qg3, the move that won the game (asserted: after hxg3, fxg3 or Qxg3 the d4 knight checks on e2, and hxg3 Ne2 is mate). White claims before replying. The touched rook's lawful moves are Rxh2, Rd3, Re3, Rhf3, Rg3, Rh4, Rh5, Rh6 (asserted).",
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check». The rook is not pinned: every one of its moves is lawful, so the exception does not apply, and Black said no «j'adoube». Upheld: compel-move-touched-man, White electing; the queen's move is not an answer to the touch.",
       "Law 11 for the window: «nor can any such be retraced, after the adversary has moved a piece»; White has not moved. No result.",
       "Other codes: Boy's Own 4, Philidor V, the Acknowledged V and London VII bind the touch alike (London within XXV's window)."],
      [], 'touched-own-man', 'white', 'upheld', remedies=['compel-move-touched-man'], elector='white', cites=['1', '11'],
      moves=mv(4405, 'compel-move-touched-man'))

    case(4406, TW, 'immortal-game-nd5-said-to-be-check-black-plays-kd8-and-retracts',
      "The Immortal game (Anderssen-Kieseritzky, London 1851): White plays 17. Nd5 and says check, which it is not; Black, misled, plays 17...Kd8 and claims before White moves again: law 6, he may retract it",
      "a false announcement of check; the misled king move retracted before the announcer's next move.",
      "The game as published to 17. Nd5, every check in it said (asserted). White says check with 17. Nd5 ({[%check]}); the knight gives none (asserted). Black plays 17...Kd8, a lawful king move (asserted), and claims to retract it before White has moved again.",
      ['6'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» White gave notice of a check and gave none; Black moved his king in consequence (his next act after the word, presumed to be in consequence of it); White has not completed his next move.",
       "Upheld: retract-misled-move, Black electing. No result.",
       "Other codes: Boy's Own 8, Philidor XIV and London XX the same within the same window; the Acknowledged XI lets Black elect to let the move stand or have it replaced, with no limit of time."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['6'])

    # ============================================================ boys-own-1829
    case(4407, BO, 'black-began-the-last-game-now-gives-a-knight-white-begins-by-turns-black-claims',
      "Black began the previous game; in this one Black gives the odds of his queen's knight, yet White makes the first move, as alternation would have it: law 2 gives the first move to the party by whom the piece is given",
      "first move: alternation against odds; the odds prevail; restart-game.",
      "[PreviousGame \"black decided\"] [Odds \"black knight b8\"]: Black began the last game, which was decided; now Black gives his queen's knight. The array stands without Black's b8 knight (asserted). White plays 1. e4 (asserted lawful). Black claims the first move.",
      ['2'],
      ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the advantage of a piece or a pawn ; in whi case, the party by whom such piece or pawn is given is entitled to the first move.» Alternation would give White the move, Black having begun the last game; but the exception governs, and Black gives a piece. White made a move that was Black's.",
       "Upheld: restart-game, the remedy the earlier cases give for a game begun by the wrong player; no elector, no result. Cites 2 only.",
       "Other codes: twenty-laws 9, Philidor II, the Acknowledged VI and London VI all give the first move to the giver, over alternation (Philidor and London «unless» otherwise agreed)."],
      [], 'first-move-or-colour', 'black', 'upheld', remedies=['restart-game'], cites=['2'])

    case(4408, BO, 'pawn-given-and-left-on-f2-black-notices-after-two-moves-each',
      "White gives the odds of the king's bishop's pawn but leaves it on f2; after two moves each Black notices: the Boy's Own laws have no odds law, and by analogy with law 3 (a mistake at the beginning, two moves played) Black may play on or begin afresh",
      "the odds man left on under a code silent on it; analogy with law 3; no-law-provides, the adversary elects.",
      "[Odds \"white pawn f2 left-on-board\"]: White undertook to give his f2 pawn and did not take it off. 1. e4 e5 2. Nf3 Nc6, all lawful; the f2 pawn still stands at home (asserted). Black claims.",
      ['3'],
      ["The Boy's Own laws speak of odds only in law 2, for the first move; nothing says what follows when the man given is left on. The nearest law is 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» A man that should have been off the board and is on it is a man wrongly placed at the beginning; White, who left it, has played two moves.",
       "So by analogy (glossed on 3), decided as the third person would: no-law-provides, Black, the adversary, electing to play on or begin afresh, in the order the earlier cases on this point give (continue-as-is, restart-game). No result.",
       "Other codes: twenty-laws 14 (noticed before four moves have been played) has the game re-commenced; the Acknowledged III, before four moves on either side, has the man removed; London IV (A29) has it simply taken off; Philidor IV gives the receiver the choice with no count."],
      [], 'odds-man-not-removed', 'black', 'no-law-provides', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['3'], glossed=['3'])

    case(4409, BO, 'black-set-up-without-his-a7-pawn-and-himself-notices-after-two-moves-each',
      "Black set up without his queen's rook's pawn and notices it himself after two moves each: law 3 speaks of men misplaced, not of a man left off; by analogy, Black having played two moves, White may have the game begun afresh or not",
      "a man omitted under a code that speaks only of men misplaced; analogy with law 3; the adversary, not the claimant, elects.",
      "[FEN] the standard array without Black's a7 pawn, nothing else amiss (asserted). 1. d4 Nf6 2. c4 e6, two moves each, lawful; a7 is still empty (asserted). Black, whose pawn it is, claims.",
      ['3'],
      ["Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» A man left off is not in terms a man misplaced, so the law does not provide; the analogy is close (a mistake in the men at the beginning, made by the player who now has played two moves), and it is applied by analogy (glossed on 3, laws.md A11).",
       "No-law-provides, remedies in the order of law 3, restart-game, continue-as-is; the choice is White's, the adversary's, though Black raised it. No result.",
       "Other codes: twenty-laws 12 and the Acknowledged II (note) let the omission be made good before four moves; London III lets the player who omitted correct it before his fourth move; Philidor III gives the adversary the choice with no count."],
      [], 'initial-man-omitted', 'black', 'no-law-provides', remedies=['restart-game', 'continue-as-is'], elector='white', cites=['3'], glossed=['3'])

    case(4410, BO, 'kings-rook-given-black-castles-on-that-side-with-no-rook',
      "Black gives the king's rook, moves first, and on his fifth move castles on that side, the king going to g8 with no rook: the Boy's Own laws do not say whether a player giving a rook may castle on its side, and the codes that speak disagree; referred to a third person",
      "castling on the side of a rook given under a silent code; no-law-provides, refer-to-third-party.",
      "[Odds \"black rook h8\"]. 1... e5 2. e4 Nf6 3. Nc3 Bc5 4. Bc4 d6 5. d3, all lawful, Black moving first as the giver. f8 and g8 are empty and not attacked, h8 is empty, Black is not in check (asserted). Black moves his king from e8 to g8 ({[%move e8g8]}); no rook appears beside it (asserted). White claims.",
      ['6'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» Neither the king nor any rook has moved, so law 6 does not bar the castling in terms; but it speaks of a castling with a rook, and there is no rook. The code says nothing of odds beyond the first move (law 2).",
       "The codes that speak disagree: twenty-laws 8 and 16 allow it «as if the rook were at its square»; Philidor XI needs a rook to «take its place next to the King» (laws.md A16). With no law and no agreement, decision no-law-provides, remedy refer-to-third-party, as the earlier Boy's Own case on the queen's side. Cites 6. No result.",
       "Other codes: allowed under twenty-laws 8 and 16; barred under Philidor XI and XII, the offender choosing; the Acknowledged Laws and London are silent and refer."],
      [], 'illegal-castling', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['6'])

    case(4411, BO, 'evergreen-game-white-touches-the-h5-queen-then-plays-nf6-check',
      "The Evergreen game (Anderssen-Dufresne, Berlin 1852) to 16...Qh5: White touches Black's queen on h5, which none of his men can take, and then plays 17. Nf6+; Black claims: law 5, the capture cannot be made, so White must move his king",
      "touching the adversary's man that cannot be taken; compel-capture unenforceable; move-king with its moves.",
      "The game as published to 16...Qh5, thirty-two lawful plies (asserted). White touches Black's queen ({[%touch h5]}); no White man can take it (asserted). He then plays 17. Nf6+ and says check. Black claims before replying. From the position of the touch, White's king can go to f1 or h1 (asserted).",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king, if that be possible, without putting him in check.» White cannot take the queen; his king can move without going into check: 17. Nf6+ does not pay the penalty.",
       "Upheld, Black electing, in the law's order: compel-capture-of-touched-man (unenforceable: nothing takes the queen) and move-king (Kf1, Kh1). No result.",
       "Other codes: twenty-laws 2 (with «you cannot castle that move»), Philidor VI and London IX the same two steps; the Acknowledged VII its menu of four."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['5'],
      moves=mv(4411, 'move-king'), unenforceable=['compel-capture-of-touched-man'])

    case(4412, BO, 'opera-game-the-e7-queen-leaps-its-own-f6-knight-to-take-on-g5',
      "The Opera game (Morphy, Paris 1858) to 14. Rd1: Black's queen goes from e7 to g5 over his own knight on f6 and takes the bishop there; White claims at once: law 7, Black must move his king, and d8 is its one square",
      "a false move (a queen leaping its own man); the king move penalty with its single move.",
      "The game as published to 14. Rd1, every check in it said (asserted). Black's queen on e7 is shut off from g5 by his own knight on f6 (asserted); he moves it there all the same, taking the g5 bishop ({[%move e7g5]}). White claims before he moves. From the position before the false move Black's king can go to d8 only (asserted).",
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check ; but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» A queen leaping its own man is a false move; White has not played. The false move is taken back, the bishop restored, and Black moves his king (laws.md A36): Kd8.",
       "Upheld: move-king, White electing. No result.",
       "Other codes: twenty-laws 3 and London XIII give three penalties (leave it, move it correctly, replace it and move the king); Philidor VIII the king move; the Acknowledged VII its menu."],
      [], 'false-move', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['7'], moves=mv(4412, 'move-king'))

    # ============================================================ philidor
    case(4413, PH, 'whites-queens-bishop-and-knight-set-on-each-others-squares-black-notices-after-three-moves',
      "White's queen's bishop stood on b1 and his queen's knight on c1; after three moves each Black notices: Philidor has no rule on men misplaced, and his rule on a man forgotten gives the adversary the choice to begin afresh or go on with the men set right",
      "men misplaced at the start under a code that speaks only of men forgotten; analogy with III; no-law-provides, the adversary elects.",
      "[FEN] the standard array but for White's queen's bishop on b1 and queen's knight on c1 (asserted). 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6, three moves each, lawful in that array (asserted). Black claims.",
      ['III'],
      ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set in its place.» Men misplaced are not men forgotten, and no rule speaks of them; the nearest rule is III, applied by analogy (glossed on III): a man not in its place at the beginning, the adversary of the player whose men they are choosing between a fresh game and going on with the men set right.",
       "No-law-provides, remedies in III's order, restart-game and rectify-setup, Black electing. No count of moves, as III sets none. No result.",
       "Other codes: twenty-laws 12, the Acknowledged II and London II have the men set right before four moves; Boy's Own 3 gives the adversary the choice once two moves are played."],
      [], 'initial-men-misplaced', 'black', 'no-law-provides', remedies=['restart-game', 'rectify-setup'], elector='black', cites=['III'], glossed=['III'])

    case(4414, PH, 'ruy-lopez-board-turned-the-wrong-way-noticed-after-three-moves-each',
      "A Ruy Lopez is begun on a board without a white square at each player's right hand; Black notices after three moves each: rule I says how the board must be turned and nothing of what follows, so the point is decided by analogy, and the board is set right",
      "the board wrongly placed; rule I gives no remedy; analogy with the codes that allow correction within four moves; no-law-provides, rectify-setup.",
      "[BoardOrientation \"misoriented\"]: the board stood with a black corner square at each player's right. 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6, three moves each, lawful (asserted). Black claims.",
      ['I'],
      ["Rule I: «The Chess-board must be turned in such a manner, that both players may have the white square at their right hands.» The rule was broken, but it says nothing of the consequence or of a time limit. By analogy with the codes that provide (twenty-laws 12, the Acknowledged II, London I, each allowing the correction while four moves have not been played), and with no harm to either player in setting the men on a board turned right, the board is set right and the game goes on.",
       "No-law-provides: rectify-setup, no elector, no result. Cites I.",
       "Other codes: twenty-laws 12 and London I correct it (fewer than four moves); the Acknowledged I note calls the orientation of no absolute consequence; Boy's Own has no board law."],
      [], 'board-misoriented', 'black', 'no-law-provides', remedies=['rectify-setup'], cites=['I'])

    case(4415, PH, 'queens-rook-given-white-castles-on-that-side-with-no-rook',
      "White gives the queen's rook and on his sixth move castles on that side, the king going to c1 with no rook: rule XI's castling needs a rook to take its place next to the king, so White castled when he should not, and under XII he chooses rook or king, with no rook to move",
      "castling with a rook given (laws.md A16); the offender's own choice under XII; move-rook unenforceable, move-king with its moves.",
      "[Odds \"white rook a1\"]. 1. e4 e5 2. Nc3 Nc6 3. d3 d6 4. Be3 Be6 5. Qd2 Qd7, all lawful. a1, b1, c1 and d1 are empty, White is not in check, d1 and c1 are not attacked (asserted). White moves his king from e1 to c1 ({[%move e1c1]}). Black claims before he moves. Before it, the king could go to d1 or e2, the f1 bishop and g1 knight being at home (asserted).",
      ['XII', 'XI', 'VIII', 'VI'],
      ["Rule XI: «The King, when he castles, can only go beyond two squares, that is, the Rook with which he castles must take its place next to the King». There is no rook to take its place: what White did is no castling, and rule XII's list («not with a Rook which has been removed from its place») at least does not help him. Glossed on XII (laws.md A16): the rook «removed from its place» is read as a rook that has moved, but XI's mechanics need a real rook, so Philidor allows no castling with a rook given.",
       "XII's penalty: «he that castles when he should not do it, must play his Rook touched, or his King, at his own choice». The offender chooses (A16 ii): White elects; move-rook cannot be enforced (no rook), move-king can (Kd1, Ke2). VIII and VI are cited as the earlier Philidor castling cases cite them, the king move being the false move's penalty «as in Rule VI»; VIII's window is open. No result.",
       "Other codes: twenty-laws 8 and 16 allow the castling as if the rook were on a1; Boy's Own, the Acknowledged Laws and London say nothing and refer the point."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'XI', 'VIII', 'VI'],
      glossed=['XII'], moves=mv(4415, 'move-king'), unenforceable=['move-rook'])

    case(4416, PH, 'legals-mate-paris-1750-played-with-the-queens-rook-given-left-on-a1',
      "Legal-Saint Brie (Paris 1750), reported as played at the odds of Legal's queen's rook: here the rook was never taken off a1; 7. Nd5 mates; Black claims: rule IV leaves it to him who suffered by the mistake, the receiver, to go on with the game, and the mate stands, or to begin it again",
      "the odds man left on; the giver mates; rule IV has no count of moves; the receiver elects.",
      "[Odds \"white rook a1 left-on-board\"]. The game as published: 1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5 mate, thirteen lawful plies (asserted). No move of it leaves or reaches a1, where the rook given still stands (asserted). Black claims.",
      ['IV'],
      ["Rule IV: «If it is agreed to give the advantage of a Piece, or a Pawn, and it has been forgotten at the beginning of a game, it will be left to the choice of him who has suffered by such a mistake, to go on with the game, or to begin it again.» The rook given was forgotten on the board. Glossed on IV (laws.md A15): he who suffered is the receiver, Black; the rule sets no count of moves and makes no exception for a game already mated.",
       "Upheld: continue-as-is (the mate stands) or restart-game, Black electing, in the order the earlier cases on IV give. No result until he elects.",
       "Other codes: twenty-laws 14 scores the giver's mate a draw; London IV gives the same choice after four moves on each side; the Acknowledged III lets the adversary recommence or play it out; Boy's Own has no odds law."],
      [], 'odds-man-not-removed', 'black', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])

    case(4417, PH, 'opera-game-black-touches-the-pinned-d7-rook-then-plays-qe6',
      "The Opera game (Morphy, Paris 1858) to 14. Rd1: Black touches his d7 rook, pinned by the b5 bishop against his king, and then plays 14...Qe6; White claims: rule XV, Black must play his king, and d8 is its square",
      "a touched man that cannot be played without exposing the king (XV read as laws.md A17); move-king with its one move.",
      "The game as published to 14. Rd1, every check in it said (asserted). The d7 rook is pinned by the b5 bishop against the e8 king and has no lawful move (asserted). Black touches it ({[%touch d7]}) and plays 14...Qe6. White claims before he moves. From the position of the touch Black's king can go to d8 (asserted).",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». The rook cannot be played. Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King; and if his King cannot be played, the fault is of no consequence.» Glossed on XV (laws.md A17): «giving check» is read as exposing one's own king to check. Black's king can be played, so the fault has a consequence: 14...Qe6 is no answer.",
       "Upheld: move-king (Kd8), White electing. No result.",
       "Other codes: twenty-laws 1 and Boy's Own 4 make him move the king; London XVII has the rook replaced and the king moved; the Acknowledged V note lets White elect a king move or another legal move."],
      [], 'touched-own-man-unplayable', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['V', 'XV'], glossed=['XV'],
      moves=mv(4417, 'move-king'))

    case(4418, PH, 'immortal-game-the-a8-rook-leaps-its-own-a7-pawn-to-a6',
      "The Immortal game (Anderssen-Kieseritzky, London 1851) to 17. Nd5: Black's a8 rook goes to a6 over his own a7 pawn; White claims at once: rule VIII, the false move is recalled and Black must play his king, as in rule VI",
      "a false move (a rook leaping its own pawn); the king-move penalty; Kd8 or Kf8.",
      "The game as published to 17. Nd5, every check in it said (asserted). Black's a8 rook is shut off from a6 by his own a7 pawn (asserted); he plays it there all the same ({[%move a8a6]}). White claims before his next move. From the position before, Black's king can go to d8 or f8, e7 being covered by the d5 knight (asserted).",
      ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move». White has not made his next move, so the false move is recalled and Black plays his king (laws.md A36): Kd8 or Kf8. Rule VI is cited for the king move it refers to («must play your King if you can»).",
       "Upheld: move-king, White electing. No result.",
       "Other codes: Boy's Own 7 the same king move; twenty-laws 3 and London XIII three penalties; the Acknowledged VII its menu."],
      [], 'false-move', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['VIII', 'VI'], moves=mv(4418, 'move-king'))

    # ============================================================ acknowledged-laws
    case(4419, AC, 'knight-given-left-on-b1-black-the-receiver-mates-in-the-shilling-gambit-the-giver-claims',
      "White undertook to give his queen's knight and left it on b1; the Blackburne Shilling trap follows and Black, the receiver, mates with 7...Nf3; White then claims that the man was never removed: law III lets the adversary, Black, elect to recommence the game or play it out as it stands",
      "the odds man left on; the receiver's mate; the giver's claim after four moves on either side; the receiver elects.",
      "[Odds \"white knight b1 left-on-board\"]. 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3 mate, fourteen lawful plies (asserted); the b1 knight never moved (asserted). Seven moves on each side. White, the giver, claims.",
      ['III'],
      ["Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» White did not remove it before four moves on either side. The election is the adversary's, Black's, whoever raises the point; playing it out as it stands keeps the mate.",
       "Upheld, Black electing, in the order the earlier cases under III give: continue-as-is, restart-game. No result until Black elects.",
       "Other codes: twenty-laws 14 («it cannot then be removed») keeps the game, and only the giver's mate is a draw, so Black wins; London IV gives Black the same choice; Philidor IV the choice to the receiver with no count; Boy's Own is silent."],
      [], 'odds-man-not-removed', 'white', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['III'])

    case(4420, AC, 'black-began-the-last-game-gives-the-pawn-in-this-one-white-begins-black-claims',
      "Black began the previous game and now gives the odds of a pawn; White, due to begin by turns, makes the first move: law VI says the player giving the odds moves first, and it overrides the alternation of IV",
      "first move: alternation against odds; VI prevails; restart-game.",
      "[PreviousGame \"black decided\"] [Odds \"black pawn f7\"]. The array without Black's f7 pawn; White plays 1. e4 (asserted lawful). Black claims the first move.",
      ['VI'],
      ["Law IV: «Where no odds are given the players draw lots for the first move, and afterwards take the move alternately.» Odds are given here, so IV's alternation does not govern. Law VI: «The player giving the odd3 moves first.» Black gives the pawn; the first move was his.",
       "Upheld: restart-game, no elector, no result. Cites VI, the law that decides.",
       "Other codes: twenty-laws 9, Boy's Own 2, Philidor II and London VI give the giver the move likewise."],
      [], 'first-move-or-colour', 'black', 'upheld', remedies=['restart-game'], cites=['VI'])

    case(4421, AC, 'kings-rook-given-white-castles-on-that-side-with-no-rook',
      "White gives the king's rook and on his fourth move castles on that side, the king going to g1 with no rook: the Acknowledged Laws say nothing of castling by a player who gave a rook, and law XIV sends the dispute to a disinterested bystander",
      "castling on the side of a rook given under a silent code; no-law-provides, refer-to-third-party.",
      "[Odds \"white rook h1\"]. 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5, all lawful. f1, g1 and h1 are empty, White is not in check, f1 and g1 are not attacked (asserted). White moves his king from e1 to g1 ({[%move e1g1]}). Black claims.",
      ['IX', 'XIV'],
      ["Law IX lists when «A player cannot Castle»: none of its four cases fits in terms (no king or rook has moved, no check, no man between, no square commanded), but every one of them presupposes a rook to castle with. Nothing in the code speaks of odds castling; the codes that do disagree (twenty-laws 8 and 16 allow it, Philidor XI and XII do not, laws.md A16).",
       "Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.» No-law-provides, refer-to-third-party, as the earlier Acknowledged case on the queen's side. No result.",
       "Other codes: allowed under twenty-laws 8 and 16; barred under Philidor XI and XII; Boy's Own and London are silent and refer."],
      [], 'illegal-castling', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['IX', 'XIV'])

    case(4422, AC, 'white-set-up-without-his-c2-pawn-black-claims-after-three-moves-each',
      "White set up without his queen's bishop's pawn; after three moves each, before anyone's fourth, Black claims that it be put on: law II's note lets the error be amended before four moves have been made, and its «must be rectified» lets the adversary insist",
      "a man omitted; the count «before four moves»; rectify-setup.",
      "[FEN] the standard array without White's c2 pawn, nothing else amiss (asserted). 1. d4 d5 2. Nf3 Nf6 3. e3 e6, three moves each, lawful; c2 is still empty (asserted). Black claims before White's fourth move.",
      ['II'],
      ["Law II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the game must proceed as the pieces stand.» Its note takes in a man omitted: «If a player has omitted to place all his Pieces or Pawns on the board, he may amend his error before four moves have been made, but not after.» Glossed on II (laws.md A21): «before the fourth move» is before either player plays his fourth; neither has. The mistake «must be rectified», so the adversary too may insist.",
       "Upheld: rectify-setup, the pawn set on c2, which is empty. No elector, no result.",
       "Other codes: twenty-laws 12 the same (neither party has played four moves); London III gives the correction to the player who omitted («he may correct the omission»), so Black's own claim would fail there; Philidor III gives Black the choice of a fresh game; Boy's Own is silent."],
      [], 'initial-man-omitted', 'black', 'upheld', remedies=['rectify-setup'], cites=['II'], glossed=['II'])

    case(4423, AC, 'lasker-thomas-1912-black-king-takes-the-guarded-g3-pawn',
      "Ed. Lasker-Thomas (London 1912) to 15. g3+: Black's king takes the g3 pawn, which the f2 pawn guards; White claims: law VII's menu, of which the lawful capture cannot be had, and the king has one square, f3",
      "an illegal capture (the king takes a guarded man); the Acknowledged menu; capture-with-legal-capturer unenforceable; move-king with its one move.",
      "The game as published to 15. g3+, every check said (asserted). The g3 pawn checks the f4 king (asserted). Black takes it with his king ({[%move f4g3]}): a capture in shape, but the f2 pawn guards g3 (asserted). No Black man can lawfully take on g3; the king's only lawful move is Kf3 (asserted). White claims before he moves.",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Glossed on VII (laws.md A23): the one menu is read as the remedies that fit an illegal capture, in the law's order: capture-with-legal-capturer (no Black man can lawfully take the pawn: unenforceable), move-correctly (the king's lawful move, Kf3), move-king (Kf3), replace-and-move-legally.",
       "Upheld, White electing. The code sets no time limit; White claimed at once in any case. No result.",
       "Other codes: twenty-laws 3 and London XI offer a lawful capture (none) or a move of the man that took; Boy's Own 7 and Philidor VIII the king move."],
      [], 'illegal-capture', 'white', 'upheld', remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'],
      elector='white', cites=['VII'], glossed=['VII'], moves=mv(4423, 'move-king'), unenforceable=['capture-with-legal-capturer'])

    case(4424, AC, 'evergreen-game-qxb5-said-to-be-check-black-plays-kf8',
      "The Evergreen game (Anderssen-Dufresne, Berlin 1852): 12. Qxb5 is called check and is none, the d7 pawn standing between; Black, misled, plays 12...Kf8: law XI, Black may elect to let the move stand or have it replaced",
      "a false announcement of check; the misled player elects; no time limit.",
      "The game as published to 11...b5. White plays 12. Qxb5 and says check ({[%check]}): the d7 pawn stands between the queen and the e8 king (asserted). Black plays 12...Kf8, a lawful king move (asserted), and claims.",
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» Glossed on XI (laws.md A27): «the latter» is the misled player, Black.",
       "Upheld: leave-as-played, retract-misled-move, in the law's order, Black electing. No result.",
       "Other codes: twenty-laws 6, Boy's Own 8, Philidor XIV and London XX let him retract before the announcer's next move, with no election to let it stand."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    # ============================================================ london-1847
    case(4425, LO, 'pawn-given-the-queens-pawn-taken-off-the-kings-bishops-pawn-left-on-five-moves-each',
      "White, giving the odds of a pawn, took off his queen's pawn and left his king's bishop's pawn on f2; after five moves each Black claims: law VI makes the pawn given always the king's bishop's pawn, which was never removed, so law IV gives Black the choice of proceeding or recommencing",
      "which pawn is given (VI); the odds man left on after four moves on each side (IV); the adversary elects.",
      "[Odds \"white pawn d2\"]: under London VI this records the d2 pawn taken off and the king's bishop's pawn left on. 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. Nc3 d6, all lawful without the d2 pawn; the f2 pawn still stands (asserted). Black claims.",
      ['VI', 'IV'],
      ["Law VI: «Whenever a Pawn is given, it is understood to be always the King's Bishop's Pawn.» So the man White undertook to give is the f2 pawn, and he neglected to remove it; taking off another pawn does not perform the undertaking. Law IV: «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the game.» Five moves on each side have been played.",
       "Upheld: continue-as-is, restart-game, in IV's order, Black electing. Cites VI (which pawn) and IV (the remedy), as the earlier case on a king's pawn taken off. No result.",
       "Other codes: twenty-laws 13 («the king's bishop's pawn is always understood») with 14: after four moves on each side the game goes on as it stands; the Acknowledged III says only that the K. B. P. is «usually» removed; Philidor and Boy's Own do not say which pawn."],
      [], 'odds-man-not-removed', 'black', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['VI', 'IV'])

    case(4426, LO, 'black-began-a-drawn-game-white-now-gives-a-knight-black-begins-again',
      "Black began the previous game, which was drawn; in this one White gives the odds of his queen's knight, yet Black makes the first move, relying on law V: V speaks of games with no odds given, and law VI gives the giver the first move",
      "first move after a drawn game, at odds; VI prevails over V; restart-game.",
      "[PreviousGame \"black drawn\"] [Odds \"white knight b1\"]. The array without White's b1 knight. 1... e5 2. e4 Nc6: Black made the first move (asserted lawful). White claims.",
      ['VI'],
      ["Law V: «When no odds are given, the players must take the first move of each game alternately, drawing lots to determine who shall begin the first game. If a game be drawn, the player who began it has the first move of the following one.» Its rule for a drawn game stands under its opening words: it governs games «When no odds are given». Law VI: «The player who gives the odds has the right of moving first in each game, unless otherwise agreed.» White gives the knight and nothing shows another agreement.",
       "Upheld: restart-game, no elector, no result. Cites VI, the law that decides, as the earlier London cases on the giver's move.",
       "Other codes: twenty-laws 9 gives the giver the move and 10 the beginner of a drawn game; the giver prevails there too, law 9 being the special rule for odds; Boy's Own 2, Philidor II and the Acknowledged VI give it to the giver."],
      [], 'first-move-or-colour', 'white', 'upheld', remedies=['restart-game'], cites=['VI'])

    case(4427, LO, 'levitsky-marshall-opening-board-turned-the-wrong-way-noticed-after-five-moves-each',
      "Levitsky-Marshall (Breslau 1912) is begun on a board with a black corner square at each player's right; Marshall notices after 5...exd5, five moves on each side: law I allows the adjustment only while four moves on each side have not been played",
      "the board wrongly placed; the count «four moves on each side»; out-of-time.",
      "[BoardOrientation \"misoriented\"]. The game as published to 5...exd5, ten lawful plies (asserted). Black claims that the board be adjusted.",
      ['I'],
      ["Law I: «The Chess-board must be so placed that each player has a white corner square nearest his right hand. If the board have been improperly placed, it must be adjusted, provided four moves on each side have not been played, but not afterwards.» Five moves on each side have been played: the adjustment comes too late, and the game goes on on the board as it stands.",
       "Out-of-time: no remedy, no result. Cites I.",
       "Other codes: twenty-laws 12 «the game must be played out» (dismissed); Philidor I and the Acknowledged I give no remedy (the latter's note: of no absolute consequence); Boy's Own has no board law."],
      [], 'board-misoriented', 'black', 'out-of-time', cites=['I'])

    case(4428, LO, 'black-gives-his-kings-knight-leaves-it-on-black-four-moves-white-three-white-claims',
      "Black, giving the odds of his king's knight, moved first with it still on the board and played it to f6; after Black's fourth move and White's third White claims: four moves have not been played on each side, so law IV gives no choice yet, and the knight is simply taken off",
      "the odds man left on, noticed before four moves on each side (laws.md A29); rectify-setup.",
      "[Odds \"black knight g8 left-on-board\"]. 1... e5 2. e4 Nf6 3. Nf3 Nc6 4. Bc4 Bc5, all lawful: the g8 knight, the man given, was never taken off and stands on f6 (asserted). Black has made four moves, White three (asserted). White claims.",
      ['IV'],
      ["Law IV: «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the game.» The choice comes «after four moves have been played on each side»: White has played three. Before that the law is silent; glossed on IV (laws.md A29): the man is simply removed, from f6 where it stands, and play goes on.",
       "Upheld: rectify-setup, no elector, no result.",
       "Other codes: twenty-laws 14 has the game re-commenced before four moves; the Acknowledged III has the man removed before four moves on either side, Black's fourth having been made (so there the adversary elects); Philidor IV gives White the choice with no count."],
      [], 'odds-man-not-removed', 'white', 'upheld', remedies=['rectify-setup'], cites=['IV'], glossed=['IV'])

    case(4429, LO, 'evergreen-game-white-lifts-blacks-d3-pawn-onto-d2',
      "The Evergreen game (Anderssen-Dufresne, Berlin 1852) to 15...Qf5: in his own turn White lifts Black's d3 pawn and sets it on d2, against his own e1 rook; Black claims: law X gives Black three options, all of them enforceable here",
      "moving the adversary's man; law X's three options in its order; the exact moves; XXV's window.",
      "The game as published to 15...Qf5, thirty lawful plies (asserted). White, to move, sets Black's d3 pawn on d2 ({[%move d3d2]}); there it attacks the e1 rook (asserted). Black claims before touching a man. From the position before, White's king can go to f1 or h1, and only the c4 bishop can take the pawn on d3 (asserted).",
      ['X', 'XXV'],
      ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» Upheld, Black electing, in that order: replace-and-move-king (Kf1, Kh1), replace-and-capture (Bxd3), leave-as-played.",
       "Law XXV: the adversary must take notice «before he touches a Piece or Pawn»; Black has touched nothing. No result.",
       "Other codes: twenty-laws 2 its own three (take it, replace it and move the king, leave it); the Acknowledged VII its menu by extension; Boy's Own and Philidor have no article on moving an adversary's man."],
      [], 'moved-adversary-man', 'black', 'upheld', remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black',
      cites=['X', 'XXV'], moves=mv(4429, 'replace-and-move-king', 'replace-and-capture'))

    case(4430, LO, 'levitsky-marshall-the-d5-rook-steps-diagonally-to-c6',
      "Levitsky-Marshall (Breslau 1912) to 20...Ref8: White's rook goes from d5 to c6, a diagonal step; Black claims before touching a man: law XIII gives him the choice of three penalties",
      "a false move; XIII's three penalties in order, with the rook's moves and the king's.",
      "The game as published to 20...Ref8, forty lawful plies (asserted). White moves his d5 rook to c6 ({[%move d5c6]}), a diagonal step, no rook's move (asserted). Black claims before he touches a man. From the position before, the rook's lawful moves are Rxd4, Ra5, Rb5, Rc5, Re5, Rf5, Rg5, Rd6, Rd7, Rd8, and White's king can go to h1 only (asserted).",
      ['XIII', 'XXV'],
      ["Law XIII: «If a player make a false move, i. e. play a Piece or Pawn to any square to which it cannot legally be moved, his adversary has the choice of three penalties; viz., 1st, of compelling him to let the Piece or Pawn remain on the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece or Pawn and move his King.» Upheld, Black electing, in that order: leave-as-played, move-correctly (the rook's ten moves), replace-and-move-king (Kh1).",
       "Law XXV: Black took notice before touching a man. No result.",
       "Other codes: twenty-laws 3 the same three; Boy's Own 7 and Philidor VIII the king move only; the Acknowledged VII its menu."],
      [], 'false-move', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black',
      cites=['XIII', 'XXV'], moves=mv(4430, 'move-correctly', 'replace-and-move-king'))
