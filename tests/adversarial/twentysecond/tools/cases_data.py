"""The thirty cases of the twenty-second set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'


def write_all(case, M):
    # ============================================================ twenty-laws
    case(2201, TW, 'black-moves-the-same-pawn-twice-in-succession',
      "After 1. e4 d5 Black, without waiting for White, pushes the same pawn on to d4: law 4 makes him replace the second move, or White may let both stand",
      "two moves in succession made with one and the same man; who elects (the adversary); the window of law 11 (claimed before White moved).",
      "1. e4 d5, and then, in White's turn, Black plays d5-d4 as well ({[%move d5d4 black]}); the move d5-d4 is one the pawn could make had it been Black's turn (asserted). White claims before moving.",
      ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain». The second move need not be made with another man: the law speaks of «two moves», and d5-d4 is a second move. White, the adversary, has not moved (law 11). Upheld: Black must put the pawn back on d5, unless White lets both moves stand; White elects. The order of the remedies follows the law's own order."],
      [], 'move-out-of-turn', 'white', 'upheld', remedies=['retract-second-move', 'keep-both-moves'], elector='white', cites=['4', '11'])

    case(2202, TW, 'castling-across-f1-attacked-by-a-knight',
      "White castles on the king's side while Black's g3 knight attacks f1, the square the king crosses: law 8 bars castling only after the king or rook has moved, and says nothing of attacked squares, so law 20 sends the point to a third person",
      "a castling condition the twenty laws do not state (laws.md A1: silent on passing an attacked square); a knight's attack, with e1 and g1 free of it.",
      "Start [FEN] 4k3/8/8/8/8/6n1/8/4K2R w K. Neither king nor rook has moved; the g3 knight attacks f1 but not e1 or g1 (asserted). 1. White castles ({[%move e1g1]}); by the modern rule it is not lawful, the king crossing an attacked square (asserted). Black claims at once that the castling is illegal.",
      ['8', '20'],
      ["Law 8 names one bar to castling: «You cannot castle after your king or the rook has moved». It adds what does not bar it («your king having been in check, or the rook being at the moment under attack»), and is silent on the squares the king crosses. Laws.md A1: the twenty laws do not forbid castling across an attacked square, and a dispute about it is a law 20 case («for which the laws have not provided»), decided by a third person, the contemporary rule being only advisory. So: no-law-provides, referred."],
      [], 'illegal-castling', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['8', '20'], glossed=['8', '20'])

    case(2203, TW, 'touched-a-pawn-only-a-pinned-knight-reaches-the-king-may-only-go-to-f1',
      "White touches Black's d5 pawn, which only his pinned e3 knight could reach: the pawn is not en prise, so the penalty is a king move, and since castling is barred «that move» the king must go to f1",
      "touching an adversary's man that is attacked only by a pinned man (laws.md A5 iii: \"en prise\" = lawfully capturable); the king's other move is castling, which law 2 excludes.",
      "Start [FEN] k3r3/8/8/3p3b/8/4N3/3P1P2/3QK2R w K. The e3 knight, pinned to the e1 king by the e8 rook, is the only White man that reaches d5, so the pawn cannot be taken lawfully (asserted). White touches the d5 pawn ({[%touch d5]}) without a word. Black claims at once. White's king has two lawful moves, Kf1 and O-O; e2 is attacked by the h5 bishop (asserted).",
      ['2', '11'],
      ["Law 2: if you touch one of your adversary's men «he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) ... and in either case you cannot castle that move.» Laws.md A5: en prise means it can lawfully be captured; a pinned knight cannot lawfully take it, so that branch cannot be enforced. The king-move branch stands, without castling: Kf1 is the one move left. Black claimed before moving (law 11). Upheld; Black elects."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black',
      cites=['2', '11'], glossed=['2'], moves={'move-king-no-castling': M[2203]['move-king-no-castling']}, unenforceable=['compel-capture-of-touched-man'])

    case(2204, TW, 'false-check-from-b5-black-interposes-c6-white-only-touches-his-bishop',
      "White plays Bb5 and says check through the d7 pawn; Black interposes c6; White touches his bishop but has not moved it when Black claims: law 6 lets Black retract until White «has completed his next move»",
      "false announcement of check; a pawn interposed (\"interpose a piece\"); the window of law 6 measured by a completed move, not a touch.",
      "1. e4 e6 2. Bb5, and White says \"check\" ({[%check]}): there is no check, the d7 pawn stands between b5 and e8 (asserted). Black, in consequence, plays 2... c6, on the line b5-e8, a lawful move (asserted). White then touches his bishop on b5 ({[%touch b5]}) and before he has moved it Black claims.",
      ['6'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» The pawn set on c6 is interposed (I read «piece» here to include a pawn, the law's aim being to undo what the false notice caused). White has touched his bishop, but a touch is not a completed move. Upheld: Black may take c6 back."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['6'], glossed=['6'])

    case(2205, TW, 'bishop-leaps-its-pawn-to-take-a-knight-only-the-king-can-take',
      "White's b4 bishop takes Black's d2 knight by leaping its own c3 pawn: under law 3 Black may oblige White to take the knight with a man that can (only the king can: Kxd2) or to move the bishop",
      "a false capture; law 3's second sentence; the lawful capturer is the king.",
      "Start [FEN] 4k3/8/8/8/1B6/2P5/3n4/4K3 w. The d2 knight does not check e1 (asserted). 1. Bb4xd2 ({[%move b4d2]}): the bishop passes over its own c3 pawn, not a lawful move (asserted). Black claims at once. With the men put back, only the king takes the knight lawfully (Kxd2), and the bishop may go to a3, a5, c5, d6, e7 or f8 (asserted).",
      ['3', '11'],
      ["Law 3: «And if by a false move you capture one of your adversary's men, he may oblige you either to take such piece (if it be en prise of one of your men) or to move the piece touched.» The knight is en prise of White's king; the piece touched is the bishop. Black claimed before he played (laws 3 and 11). Upheld; Black elects."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['3', '11'],
      moves={'capture-with-legal-capturer': M[2205]['capture-with-legal-capturer'], 'move-touched-capturer': M[2205]['move-touched-capturer']})

    case(2206, TW, 'knight-and-bishop-exchanged-black-began-and-has-played-four',
      "White's king's knight and king's bishop stood on each other's squares; Black began this game and has played four moves, White three, when White asks to set them right: law 12 allows it only while neither party has played four moves",
      "men misplaced at the start; law 12's count when Black moved first (laws.md A7: until either side completes its fourth move); the record deciding who began.",
      "[PreviousGame \"white decided\"]: White began the previous game, which was won, so Black begins this one. Start [FEN] rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR b: the set-up differs from the standard array on f1 and g1 only (asserted). 1... e5 2. e4 Nc6 3. d3 Nf6 4. Nc3 Bc5: Black has played four moves, White three, and the misplaced men have not moved (asserted). White claims that they be set right.",
      ['12'],
      ["Law 12: «If at the commencement of a game ... the pieces be placed wrongly upon the board ... the mistake may be rectified, provided neither party have played four moves; but if they have done so, the game must be played out.» «neither party»: one party, Black, has played four. Laws.md A7 allows correction only until either side completes its fourth move. Dismissed: the game is played out as the men stand."],
      [('PreviousGame', 'white decided')], 'initial-men-misplaced', 'white', 'dismissed', cites=['12'], glossed=['12'])

    # ============================================================ boys-own-1829
    case(2207, BO, 'pinned-pawn-queens-with-check-and-uncovers-its-king',
      "White's e7 pawn, screening his h7 king from the a7 rook, goes to e8 and becomes a queen that checks Black's king: law 10 forbids a check given by a move that exposes one's own king, and law 7 makes White move his king",
      "a check that exposes the checker's king, given by a pawn's exchange on the last square; the code is silent on promotion but the dispute is law 10's.",
      "Start [FEN] 1k6/r3P2K/8/8/8/8/8/8 w. 1. e7-e8, the pawn made a queen ({[%move e7e8q]}), and White says \"check\" ({[%check]}): the queen checks the b8 king along the eighth rank, and the pawn's leaving e7 lets the a7 rook attack the h7 king; not a lawful move (asserted). Black claims at once. With the pawn back on e7 the king may go to g6, h6, g7, g8 or h8 (asserted).",
      ['10', '7'],
      ["Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king to a check from any of his pieces.» The queen's check is given by the pawn's move, and that move exposes White's king to the rook. Law 7 gives the penalty: «your opponent can oblige you to move your king, if you ¢an do so without placing him in check». Upheld: the pawn comes back and the king must move; Black elects."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['10', '7'], moves={'move-king': M[2207]['move-king']})

    case(2208, BO, 'pawn-takes-a-knight-straight-ahead',
      "White's d4 pawn takes the d5 knight straight ahead: law 1 says only that pawns move forward, but no pawn takes on its own file, so it is a false move and law 7's king move follows",
      "a pawn capturing on its own file; law 1's «can only move forward» does not make a forward capture lawful; law 7's one penalty.",
      "Start [FEN] 4k3/8/8/3n4/3P4/8/8/4K3 w. 1. d4xd5 ({[%move d4d5]}): the pawn takes the knight on the square in front of it; not a lawful move, and the pawn has no lawful move at all (asserted). Black claims at once. With the men put back the king may go to d1, f1, d2, e2 or f2 (asserted).",
      ['7'],
      ["Law 1 says of pawns only that they «can only move forward»; it does not say how they take. The Boy's Own laws assume the ordinary moves of the men, under which a pawn takes only on the next square slantwise, so taking straight ahead is a false move. Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». Black claimed before playing. Upheld; the knight comes back and White's king must move; Black elects."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'], glossed=['7'], moves={'move-king': M[2208]['move-king']})

    case(2209, BO, 'unannounced-knight-check-answered-by-a-counter-check',
      "White's Nf6 checks without warning; Black, ignoring it, checks White with Qd1; White escapes with Kh2 and says check as he does: law 9 makes each retract his last move, and Black's king must be removed out of check or covered",
      "an unannounced check ignored by a check in return; the warning given with the checker's own escape; law 9's \"or covered\".",
      "Start [FEN] 3q2k1/5ppp/8/3N4/8/8/5PP1/6K1 w. 1. Nf6 checks the g8 king (asserted); White says nothing. Black plays 1... Qd1, which ignores the check (only Kf8, Kh8, Qxf6 or gxf6 meet it, asserted) and itself checks White's king along the first rank. 2. Kh2, out of that check, and White says \"check\" ({[%check]}); the knight's check on g8 still stands (asserted). White claims.",
      ['9'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must retract his last move, and the king be removed out of check, or covered.» Kh2 is White's next move, and the warning came with it. So Kh2 and Qd1 are both taken back, and Black must meet the knight's check. That Black's ignoring move was itself a check changes nothing: it goes back with the rest. Upheld; the law says «must», so no one elects."],
      [], 'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['9'])

    case(2210, BO, 'white-gives-the-pawn-black-begins',
      "White gives the odds of a pawn (not the move as well), and Black makes the first move: law 2 gives the first move to the party by whom the pawn is given",
      "odds of a pawn alone; the record shows the receiver beginning; no agreement gave him the move.",
      "[Odds \"white pawn f2\"]: White gives Black the odds of his f2 pawn, nothing more. The record shows Black moving first: 1... e5 (asserted: f2 is off the board). White at once claims the first move.",
      ['2'],
      ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the advantage of a piece or a pawn ; in whi case, the party by whom such piece or pawn is given is entitled to the first move.» White gives the pawn, so the first move was his. Nothing in the record shows that the move was given with the pawn (the earlier cases where the odds were \"pawn and move\" were dismissed for that reason). Upheld: the game is begun again with White to move first."],
      [('Odds', 'white pawn f2')], 'first-move-or-colour', 'white', 'upheld', remedies=['restart-game'], cites=['2'])

    case(2211, BO, 'pinned-rook-touched-it-can-still-move-along-the-file',
      "White touches his e2 rook, pinned on the e-file by the e8 rook, and then moves his king: the rook can move along the file without uncovering the king, so law 4's exception does not apply and it must be played",
      "a pinned man that still has moves; law 4's exception (\"except it would diseover check on your king\") read move by move.",
      "Start [FEN] 4r1k1/8/8/8/8/8/4R3/4K3 w. The e2 rook is pinned to the e1 king by the e8 rook (asserted). White touches it ({[%touch e2]}) and then plays 1. Kd2 (lawful). Black claims. The rook's lawful moves are Re3, Re4, Re5, Re6, Re7 and Rxe8+, none of which uncovers the king (asserted).",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» The exception covers a man whose move would uncover the king. This rook has moves along the file that uncover nothing, so the rule itself applies: the touched man must be played. The king move does not pay it. Upheld; Black elects. The move list is the rook's lawful moves."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['4'],
      moves={'compel-move-touched-man': M[2211]['compel-move-touched-man']})

    case(2212, BO, 'castling-with-the-queens-rook-brought-round-to-h1',
      "White, whose only rook came from a1 to h1 by way of a2 and h2, castles with it on the king's side: law 6 bars castling after moving the rook, and this rook has moved",
      "castling with a rook that has moved although it now stands on a corner square; law 6's two penalties; who elects (laws.md A12).",
      "Start [FEN] 4k3/8/8/8/8/8/8/R3K3 w Q. 1. Ra2 Kd8 2. Rh2 Ke8 3. Rh1 Kd8: the rook on h1 is the a1 rook, moved three times (asserted). 4. White castles ({[%move e1g1]}), not a lawful move (asserted). Black claims at once. With king and rook back, the king may go to d1, f1, d2, e2 or f2 and the rook has nine lawful moves (asserted).",
      ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» The rook White castled with has moved; that it stands on a corner square does not make it an unmoved rook. Laws.md A12: the adversary chooses king or rook. Law 7 («if you ¢an do so without placing him in check») governs the king move. Upheld; Black elects."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'],
      moves={'move-king': M[2212]['move-king'], 'move-rook': M[2212]['move-rook']})

    # ============================================================ philidor
    case(2213, PH, 'touched-the-c5-pawn-only-a-capture-in-passing-takes-it',
      "Black's c-pawn steps two squares past White's b5 pawn; White touches it without saying j'adoube and plays his king: rule VI lets Black oblige him to take it, and rule X makes bxc6 in passing a capture of that pawn",
      "touching an adversary's pawn that can be taken only in passing; \"takeable\" under VI read with X.",
      "Start [FEN] 4k3/2p5/8/1P6/8/8/8/6K1 b. 1... c5: the pawn passes c6, which the b5 pawn attacks. White touches the c5 pawn ({[%touch c5]}) and plays 2. Kf2. The only capture of the c5 pawn is bxc6 in passing (asserted). Black claims.",
      ['VI', 'X'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it». Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» The pawn touched can be taken, by bxc6 in passing, so it was takeable and the king-move branch does not arise. «Pieces» in VI is read to include pawns, as earlier sets read it. Upheld; Black elects."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black', cites=['VI', 'X'], glossed=['VI'],
      moves={'compel-capture-of-touched-man': M[2213]['compel-capture-of-touched-man']})

    case(2214, PH, 'pawn-on-the-seventh-touched-its-only-moves-are-exchanges',
      "White touches his b7 pawn and plays his king instead: rule V makes him play the pawn, and its only moves are to b8, where rule IX lets him make a queen or any other piece",
      "a touched pawn whose only moves are exchanges on the last square; V's «Piece» read to include a pawn; IX's choice of piece.",
      "Start [FEN] 4k3/1P6/8/8/8/8/8/4K3 w. White touches his b7 pawn ({[%touch b7]}) and plays 1. Kd2. Black claims. The pawn's only lawful moves are b8 made a queen, a rook, a bishop or a knight; the queen and rook give check (asserted).",
      ['V', 'IX'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or any other Piece that shall be thought proper». The pawn must be played, and it can be played only to b8; the choice of piece is White's. Upheld; Black elects that the pawn be played."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V', 'IX'], glossed=['V'],
      moves={'compel-move-touched-man': M[2214]['compel-move-touched-man']})

    case(2215, PH, 'unannounced-check-ignored-by-castling-warned-next-move',
      "White's Bc6 checks without warning; Black, as rule XIII allows, plays as if there were no check and castles on the queen's side; White says check with his next move: each comes back from his last move, the castling included, and Black must take off the check",
      "an unannounced check ignored by castling, which XII would bar in a check that had been noticed; the retraction of a castling.",
      "Start [FEN] r3k3/8/8/8/8/8/6B1/4K3 w q. 1. Bg2-c6 checks the e8 king (asserted); White says nothing. Black castles on the queen's side ({[%move e8c8]}), king to c8 and rook to d8 (asserted): by the modern rule not lawful, since the king is in check. 2. Kf2, lawful, and White says \"check\" ({[%check]}). White claims.",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move, as being false, and he that is under check is to take it off». Black might play as if there were no check, and castled. White warned with his next move, so Kf2 and the castling both come back. Black then stands in check, so he cannot castle now (XII), and must take the check off. Upheld; the rule says «must», so no one elects."],
      [], 'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['XIII'], glossed=['XIII'])

    case(2216, PH, 'queen-checks-from-d8-and-d4-the-position-thrice-repeated',
      "White's queen checks from d8 and d4 until the same position has stood three times, and Black claims the game drawn: Philidor's rules draw a game only by stale-mate (in France) or the fifty moves, and have no rule on disputes, so the point goes to a third person",
      "a draw by repetition claimed under a code that knows none; Philidor has no disputes rule (as in 2113).",
      "Start [FEN] k7/1p6/8/8/8/8/r5PP/3Q2K1 w. 1. Qd8+ Ka7 2. Qd4+ Ka8 3. Qd8+ Ka7 4. Qd4+ Ka8 5. Qd8+ Ka7, each check announced ({[%check]}): the position after Ka7 has stood three times (asserted). Black claims the game drawn.",
      [],
      ["No rule of the seventeen ends a game by repetition or perpetual check; the only draws they name are the stale-mate in France (XVI) and the fifty moves (XVII), and neither fits. Philidor has no rule sending disputes anywhere. So no law provides, and the point is referred to a third person. No article is cited, as in the earlier Philidor referrals."],
      [], 'unprovided-or-disputed-point', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(2217, PH, 'queens-side-castling-while-b1-is-attacked',
      "White castles on the queen's side while Black's e4 bishop attacks b1: the king passes only d1 and comes to c1, neither attacked, so rule XII's \"if in passing he was exposed to a check\" does not bar it",
      "rule XII's bar read as the squares the king passes, not the rook's path.",
      "Start [FEN] 4k3/8/8/8/4b3/8/8/R3K3 w Q. The e4 bishop attacks b1; no Black man attacks e1, d1 or c1 (asserted). 1. O-O-O, lawful (asserted). Black claims that White could not castle across an attacked square.",
      ['XII'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a check». The words are about the King: in castling on the queen's side he passes d1 and stops on c1, and neither is attacked. b1 is crossed only by the rook. Dismissed."],
      [], 'illegal-castling', 'black', 'dismissed', cites=['XII'], glossed=['XII'])

    case(2218, PH, 'jadoube-said-in-touching-his-own-bishop-then-a-pawn-played',
      "White says j'adoube as he touches his own f1 bishop, adjusts it, and then plays d4: rule V excepts a piece touched with j'adoube said in touching it",
      "j'adoube over one's own man under Philidor (earlier Philidor j'adoube cases were about an adversary's man).",
      "1. e4 e5 2. White says \"j'adoube\" as he touches his bishop on f1 and sets it right ({[%adjust f1]}), then plays 2. d4 (lawful). Black claims that the bishop, being touched, must be played.",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». White said it in touching the bishop. Dismissed: d4 stands."],
      [], 'adjustment-claim', 'black', 'dismissed', cites=['V'])

    # ============================================================ acknowledged-laws
    case(2219, AC, 'touched-king-may-castle-on-the-queens-side-with-b1-attacked',
      "White touches his king and plays a rook move instead: law V makes him move the king, and his lawful king moves are Kd1 and O-O-O, which law IX does not bar because the king passes no square commanded by Black",
      "a touched king whose moves include castling; IX.4 read for the king's own path (b1 commanded, crossed only by the rook).",
      "Start [FEN] 4k3/8/8/8/4b3/8/3PPP2/R3KB2 w Q. The e4 bishop commands b1, not c1 or d1 (asserted). White touches his king ({[%touch e1]}) and plays 1. Rb1 (lawful). Black claims. The king's lawful moves are O-O-O and Kd1 (asserted).",
      ['V', 'IX'],
      ["Law V: «If a piece be touched it must be moved.» Law IX: «A player cannot Castle under any of the following circumstances :—1. If he has moved either King or Book. 2. If the King be in Check. 3. If there be any Piece between the King and Hook. 4. If the King in moving pass over any square commanded by any one of his adversary's forces.» None of the four holds: the king passes d1, not b1. Castling moves the king, so it satisfies V as Kd1 does. Upheld; Black elects that the king be moved."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V', 'IX'], glossed=['IX'],
      moves={'compel-move-touched-man': M[2219]['compel-move-touched-man']})

    case(2220, AC, 'white-gives-a-knight-black-begins',
      "White gives the odds of his king's knight, and Black makes the first move: law VI says the player giving the odds moves first, with no exception for agreement",
      "odds of a piece, the receiver beginning; VI has no \"unless otherwise agreed\" (contrast London VI, Philidor II).",
      "[Odds \"white knight g1\"]: White gives Black the odds of the g1 knight. The record shows Black moving first: 1... e5. White at once claims the first move.",
      ['VI'],
      ["Law VI: «The player giving the odd3 moves first.» White gives the odds, so the first move was his, and nothing in the record shows the move was given as well. Upheld: the game is begun again, White to move first."],
      [('Odds', 'white knight g1')], 'first-move-or-colour', 'white', 'upheld', remedies=['restart-game'], cites=['VI'])

    case(2221, AC, 'touched-pawn-whose-capture-in-passing-has-lapsed',
      "White touches his e5 pawn, blocked by e6, two moves after Black's d-pawn passed it: the capture in passing belonged to the moment of the passage, so the pawn cannot be legally moved, and law V's note gives Black the election",
      "a touched man that cannot be legally moved because its only move would have been a capture in passing that has lapsed (the reading of earlier sets: the capture is due at once).",
      "Start [FEN] 4k3/3p4/4p3/4P3/8/8/8/1N2K3 b. 1... d5: the pawn passes d6, which the e5 pawn attacks (asserted). 2. Nc3 Kf7. White touches his e5 pawn ({[%touch e5]}) and plays 3. Nb5. The capture in passing is gone and the pawn, blocked by the e6 pawn, has no lawful move (asserted). Black claims. The king may go to d1, f1, d2, e2 or f2 (asserted).",
      ['V', 'VIII'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «If the piece cannot be legally moved, the adversary may elect for the player to move his King or replace the piece.» Law VIII: a pawn played two squares «is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square». That liability lasts only for the move that answers the passage (the reading of every earlier set); White let it go with Nc3. So the pawn cannot be legally moved, and Black elects a king move or a replacement and a legal move (laws.md A22)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['move-king', 'replace-and-move-legally'], elector='black', cites=['V', 'VIII'], glossed=['V', 'VIII'],
      moves={'move-king': M[2221]['move-king']})

    case(2222, AC, 'fifty-called-with-white-to-move-white-has-played-fifty',
      "Black calls on White, who has king and rook against the bare king, to mate in fifty moves, with White to play; White plays his fifty without mate, Black has played forty-nine, and Black claims: the fifty moves were White's to mate in, so the game is drawn",
      "law XII's fifty moves read as the attacker's fifty (laws.md A26: fifty on each side); the count measured when the caller has one move fewer.",
      "Start [FEN] 8/8/8/3k4/8/8/8/R5K1 w: king and rook against the bare king, White to move. Black calls on White to mate in fifty moves ({[%fifty black]}). Then White plays fifty moves and Black forty-nine, with no capture, no mate and no stalemate (asserted: a quiet walk generated and replayed with python-chess). Black claims the game drawn.",
      ['XII'],
      ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his adversary to mate in fifty moves or draw the game.» Laws.md A26 reads it for any ending, the defending player being the side attacked, and fifty as fifty on each side. The call was made by the defender; the fifty moves «to mate in» are White's, and White has played them all without mate. Black's fiftieth move cannot give White a mate within his fifty. Upheld: the game is drawn."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(2223, AC, 'pawn-made-a-rook-stalemates',
      "White's b-pawn reaches b8 and is made a rook: Black's king on a1 is not in check and has no move: law XIII makes the stalemate a drawn game",
      "stalemate reached by an exchange of a pawn under a code with no promotion law; the Acknowledged Laws' result.",
      "Start [FEN] 8/1P6/8/8/8/K7/8/k7 w. 1. b8=R: the a1 king is not in check, and a2, b1 and b2 are covered: Black has no lawful move (asserted: stalemate). Black claims.",
      ['XIII'],
      ["Law XIII: «Stalemate is a drawn game.» The code has no promotion law, but the exchange is not disputed; the position it made is stalemate. Upheld: a draw."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XIII'])

    case(2224, AC, 'knight-left-on-e3-by-a-false-move-white-asks-to-place-it-elsewhere',
      "White sets his king's knight down on e3, a square no knight reaches from g1, and lets go; he then asks to play it to f3 instead: law V says a piece once left cannot be removed, and the correction of an illegal move under VII is the adversary's to elect, not the offender's",
      "a man released on a square it could not lawfully reach; who may correct an illegal move.",
      "1. e4 e5 2. White moves his g1 knight to e3 ({[%move g1e3]}), not a knight's move (asserted), and quits it. Before Black does anything White claims that he may still place the knight on f3.",
      ['V', 'VII'],
      ["Law V: «Having once left the piece it cannot be removed from the square it occupies.» Law VII gives the remedy for an illegal move to the other side: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move». White left the knight; he cannot take it up again at his own choice. Dismissed: the illegal move stands unless Black claims under VII."],
      [], 'man-released', 'white', 'dismissed', cites=['V', 'VII'], glossed=['V'])

    # ============================================================ london-1847
    case(2225, LO, 'black-touches-his-f4-pawn-whose-only-move-is-to-take-in-passing',
      "White's e-pawn steps two squares past Black's f4 pawn; Black touches the f4 pawn, blocked by the f3 knight, and plays his king: law VII makes him play it, and its only move is fxe3 in passing",
      "a touched man whose only move is a capture in passing (law XV); the touch made in the very move in which the capture is open.",
      "Start [FEN] 4k3/8/8/8/5p2/5N2/4P3/4K3 w. 1. e4: the pawn passes e3, which the f4 pawn attacks. Black touches his f4 pawn ({[%touch f4]}) and plays 1... Kd7. The f4 pawn's only lawful move is fxe3 in passing (asserted). White claims at once.",
      ['VII', 'XV'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect». Law XV: «When a Pawn is first moved in a game, it may be played one or two squares; but in the latter case the opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one square only.» The pawn can be played, by taking in passing. White claimed before touching a man (XXV). Upheld; White elects."],
      [], 'touched-own-man', 'white', 'upheld', remedies=['compel-move-touched-man'], elector='white', cites=['VII', 'XV'],
      moves={'compel-move-touched-man': M[2225]['compel-move-touched-man']})

    case(2226, LO, 'fifty-moves-counted-from-the-notice-through-the-capture-of-the-rook',
      "Black, with king and rook against king and queen, gives notice to count; White wins the rook on his first move; fifty moves each from the notice pass without mate: law XXII counts from the notice, and a capture does not start the count again",
      "the count runs from the notice (XXII), not from the last capture as the modern rule counts; queen against rook and then queen alone, both \"checkmates of Pieces only\".",
      "Start [FEN] 8/8/3k4/8/8/8/2r5/1Q2K3 b: king and queen against king and rook, Black to move. Black gives notice that he will count ({[%fifty black]}). 1... Kd5 2. Qxc2: the rook is taken. Then forty-nine more moves on each side, with no capture, no mate and no stalemate (asserted): fifty moves each from the notice. Black claims the game drawn.",
      ['XXII'],
      ["Law XXII: «he must checkmate his adversary in fifty moves on each side at most, or the game will be considered as drawn; the fifty moves commence from the time the adversary gives notice that he will count them. The law holds good for all other checkmates of Pieces only, such as Queen, or Rook only, Queen against a Rook, &c. &c.» The notice was the defender's and was given in an ending the law names (queen against a rook); the capture left another it names (queen only). Nothing in XXII starts the count again at a capture. Fifty moves each have passed from the notice. Upheld: drawn."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XXII'], glossed=['XXII'])

    case(2227, LO, 'undertook-to-mate-with-the-rook-mates-with-the-queen',
      "White undertook to mate with his rook, and mates with the queen instead; Black says the mate does not count: law XXIII provides only that such a player is not held to a number of moves, not what follows when he mates otherwise, so XXVI sends it to the bystanders",
      "a conditional mate not kept; XXIII's silence on the consequence (earlier London cases were on its limit of moves).",
      "Start [FEN] 6k1/5ppp/8/8/8/8/5PPP/R2Q2K1 w. White undertakes to mate with his a1 rook ({[%condition white]}). Ra8 would have mated (asserted). He plays 1. Qd8, which mates (asserted). Black claims that the mate does not win White the game.",
      ['XXIII', 'XXVI'],
      ["Law XXIII: «If a player agree to checkmate with a particular Piece or Pawn, or on a particular square, or engage to force his adversary to stalemate or checkmate him, he is not restricted to any number of moves.» It says nothing of a mate given otherwise than agreed: whether it wins, loses the undertaking, or lets play go on. Law XXVI: «Should any question arise, respecting which there is no law ... the players must refer the point to the most skilful disinterested bystanders». No law provides; referred."],
      [], 'conditional-mate-agreement', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XXIII', 'XXVI'], glossed=['XXIII'])

    case(2228, LO, 'kings-knight-touched-then-jadoube-said',
      "White touches his king's knight and only then says j'adoube, and plays d4: law VII wants the word at the moment of touching, so the knight must be played",
      "j'adoube said after the touch, over one's own man (the London cases before were about an adversary's man).",
      "1. e4 e5 2. White touches his knight on g1 ({[%touch g1]}), then says \"j'adoube\" and adjusts it ({[%adjust g1]}), and plays 2. d4. The knight was not displaced. Black claims. The knight may go to e2, f3 or h3 (asserted).",
      ['VII'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect; but if a Piece or Pawn be displaced or overturned by accident, it may be restored to its place.» The word came after the touch, and nothing had been displaced. The knight must be played. Upheld; Black elects."],
      [], 'adjustment-claim', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['VII'], glossed=['VII'],
      moves={'compel-move-touched-man': M[2228]['compel-move-touched-man']})

    case(2229, LO, 'giver-of-the-queens-rook-castles-towards-the-empty-corner',
      "White, who gave the queen's rook, moves his king from e1 to c1 as if castling with it: law XVI's cases assume a rook on the board, and the London code says nothing of castling with a rook given, so XXVI sends the point to the bystanders",
      "castling with an odds rook, on which the twenty laws provide (8, 16) and the London code is silent; b1, c1 and d1 empty and unattacked.",
      "[Odds \"white rook a1\"]. 1. d4 e6 2. Nc3 b6 3. Bg5 Bb7 4. Qd3 Nf6: a1 (no rook), b1, c1 and d1 are empty and no Black man attacks e1, d1 or c1 (asserted). 5. White moves his king from e1 to c1 as in castling ({[%move e1c1]}). Black claims that White cannot castle.",
      ['XVI', 'XXVI'],
      ["Law XVI: «A player cannot castle in the following cases: 1. If the King or Rook have been moved. 2. If the King be in check. 3. If there be any Piece between the King and Rook. 4. If the King pass over any square attacked by one of the adversary's Picces or Pawns.» None names a rook that is not on the board, and none allows castling without one. Only the twenty laws (8, 16) speak to it. Law XXVI: «Should any question arise, respecting which there is no law ... the players must refer the point to the most skilful disinterested bystanders». Referred."],
      [('Odds', 'white rook a1')], 'illegal-castling', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XVI', 'XXVI'], glossed=['XVI'])

    case(2230, LO, 'castling-stalemates-the-g8-king',
      "White castles, and the rook on f1 takes f7 and f8 from Black's king, which the h6 queen already shuts in: Black is not in check and has no move, and law XXIV makes the stalemate a drawn game",
      "stalemate given by castling; the London result.",
      "Start [FEN] 6k1/8/7Q/8/8/8/8/4K2R w K. Before White moves, Black's king has squares (asserted). 1. O-O: the f1 rook covers f7 and f8, the queen g7, h7 and h8; the g8 king is not in check and Black has no lawful move (asserted: stalemate). Black claims.",
      ['XXIV'],
      ["Law XXIV: «A stalemate is a drawn game.» Upheld: a draw."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XXIV'])
