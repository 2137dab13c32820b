"""The thirty cases of the twenty-eighth set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

R1_F = ("Semi-Slav: 1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 e6 5. e3 Nbd7 6. Qc2 Bd6 7. Rg1 O-O 8. g4 dxc4 9. Bxc4 b5 "
    "10. Be2 Bb7 11. g5 Nd5 12. Nxd5 cxd5 13. Rh1 (the rook goes back to guard h2) Rc8 14. a3 a6, 28 lawful plies. "
    "15. White castles on the king's side ({[%move e1g1]}): king to g1, rook to f1. His h1 rook had moved (7. Rg1, "
    "13. Rh1), which is the only bar: the king is not in check and f1 and g1 are empty and unattacked (asserted). "
    "Black, to move, touches his d8 queen ({[%touch d8]}) and then, before moving anything, claims that the castling "
    "was unlawful. Before the castling White's king could go to d1, f1 or d2 and the h1 rook to f1 or g1; castling on "
    "the queen's side was barred by the c1 bishop (asserted). ")
R2_F = ("King's Indian: 1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6 5. Nf3 O-O 6. Be2 e5 7. d5 a5 8. Bg5 h6 9. Bh4 Na6 "
    "10. Nd2 Qe8 11. O-O Nh7 12. a3 c5. Black's c-pawn has stepped two squares beside White's d5 pawn, which could "
    "then have taken it in passing (asserted). White plays 13. Kh1 instead; Black 13... Bd7. Now, at ply 27, White "
    "takes in passing, d5xc6 ({[%move d5c6]}): the c5 pawn is taken off and the White pawn set on c6 (asserted not "
    "lawful: the passage is a move old). Black recaptures 14... Bxc6, and only then claims that the capture in "
    "passing came a move too late. Before it White's d5 pawn had no lawful move at all, and his king one, Kg1 "
    "(asserted). ")
R3_F = ("Queen's Gambit, Vienna: 1. d4 Nf6 2. c4 e6 3. Nf3 d5 4. Nc3 Bb4 5. Bg5 dxc4 6. e4 c5 7. Bxc4 cxd4 8. Nxd4 "
    "Bxc3+ 9. bxc3 Qa5 10. Bb5+, and White says \"check\" ({[%check]}). Nineteen lawful plies. Black, intent on the c3 "
    "pawn, answers 10... Nf6-d5 ({[%move f6d5]}), which leaves his king in the check (asserted). White claims at "
    "once. Black had eight lawful moves: Ke7, Kd8, Kf8, four interpositions on c6 and d7 (the f6 knight's own "
    "only lawful move being Nfd7) and Qxb5 (asserted). ")
R4_F = ("Albin Counter-Gambit, Lasker's trap: 1. d4 d5 2. c4 e5 3. dxe5 d4 4. e3 Bb4+ 5. Bd2 dxe3 6. Bxb4 exf2+ "
    "7. Ke2, thirteen lawful plies. Black takes on g1 and makes the pawn a queen, 7... fxg1=Q, and quits it "
    "(lawful, no check: asserted). Before White moves, Black sees that a knight would have given check, and asks "
    "to exchange the new queen for a knight (fxg1=N+). ")
R6_F = ("Giuoco Piano: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. Nc3 d6 6. O-O O-O 7. a3 a6 8. Bg5 h6 9. Bh4 g5 "
    "10. Bg3 Bg4 11. Kh1 Nd4, 22 lawful plies. The g4 bishop pins the f3 knight against the d1 queen (not the king). "
    "White takes the d4 knight with the other knight, the one on c3 ({[%move c3d4]}): c3-d4 is no knight's move "
    "(asserted). Black claims at once. The only man that could lawfully take on d4 was the f3 knight (Nxd4); the "
    "c3 knight's lawful moves were Nb1, Na2, Ne2, Na4, Nb5 and Nd5; the king's, Kg1 (asserted). ")
R7_F = ("Giuoco Pianissimo: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Nbd2 a6 8. Bb3 Ba7 "
    "9. Re1 h6 10. Nf1 Bg4, twenty lawful plies. The g4 bishop pins the f3 knight against the d1 queen, not against "
    "the king. White touches the f3 knight ({[%touch f3]}), lets it go, and plays 11. h3. Black claims at once that "
    "the knight must be played. The knight has five lawful moves, N3d2, Nd4, Nh4, Nxe5 and Ng5 (asserted). ")
R8_F = ("Caro-Kann: 1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nd7 5. Bc4 Ngf6 6. Ng5 e6 7. Qe2 Nb6 8. Bd3 h6 9. N5f3 c5 "
    "10. dxc5 Bxc5 11. Ne5 Nbd7 12. Ngf3 Qc7 13. Bf4 Nxe5 14. Nxe5 Bd6 15. Bb5: the bishop checks the e8 king "
    "(asserted) and nobody says so. Black plays 15... a6, White 16. O-O, Black 16... Qb6 (both Black moves leave the "
    "check standing: asserted), and White, with 17. Qf3, at last says \"check\" ({[%check]}). The b5 bishop still "
    "checks; four plies have been played since the check was given. White claims that each player must take back "
    "his last move and Black must answer the check. ")
R9_F = ("French, Tarrasch: 1. e4 e6 2. d4 d5 3. Nd2 Nf6 4. e5 Nfd7 5. Bd3 c5 6. c3 Nc6 7. Ne2 cxd4 8. cxd4 f6 "
    "9. exf6 Nxf6 10. Nf3 Bd6 11. O-O Qc7 12. Nc3 Bd7 13. Bb5, and White says \"check\" ({[%check]}). It is not "
    "check: the c6 knight and the d7 bishop stand between (asserted). Black, misled, plays 13... Kf7, a lawful move "
    "that costs him the right to castle (asserted). White plays 14. Re1 and takes his hand from the rook. Only now "
    "does Black see that there was no check, and he claims to take back his king move. ")

def write_all(case, M):
    # ============================================================ twenty-laws
    case(2801, TW, 'rook-went-to-g1-and-back-white-castles-black-touches-his-queen-then-claims',
      "White castles on the king's side with a rook that went to g1 and came back; Black touches his queen and then claims: a touch is not a move, so law 11 has not closed the claim, and Black may require a king or a rook move",
      "castling with a moved rook, claimed after the claimant touched a man; the same record under all five codes (2801, 2807, 2813, 2819, 2825).",
      R1_F, ['8', '11'],
      ["Law 8: «You cannot castle after your king or the rook has moved; if you attempt it, the adversary may require you to move either the king or the rook.» The h1 rook moved twice (Rg1, Rh1); that it came back to its square does not give back the right. The castling was an attempt the law forbids, and Black, the adversary, chooses the king move or the rook move.",
       "The window: law 11 bars a penalty «after the adversary has moved a piece». Black has touched his queen but moved nothing. A touch is not a move, so the claim is in time; law 11 is glossed with this reading (as 2405, 2602). Black's touch of his own queen is a matter of law 1 for his own next move, not a bar to his claim. Upheld: move-king (Kd1, Kf1, Kd2) or move-rook (Rf1, Rg1), at Black's choice.",
       "Same record elsewhere: Boy's Own 6 with 7 (2807) and Philidor XII with VIII (2813) also hear the claim (the offender chooses under Philidor); the Acknowledged Laws have no time limit (2819); London XXV closes the claim at the touch (2825)."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black',
      cites=['8', '11'], glossed=['11'], moves=M[2801])

    case(2802, TW, 'vienna-black-plays-nd5-in-an-announced-check',
      "After 10. Bb5+ with check said, Black plays Nd5 and leaves his king in check; White claims at once: a move that leaves the king in check is a false move under law 3, and White has its three penalties",
      "a move made while in an announced check; the same record under all five codes (2802, 2808, 2815, 2821, 2827).",
      R3_F, ['3', '11'],
      ["Law 3: «If you make a false move ... you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» The knight moved as a knight, but no man may be moved so as to leave its own king in check: law 7 and law 1 («except where it would expose your king to check») assume it, and laws.md A37 treats such a move as a false move. The check was announced, so law 5's licence to ignore an unannounced check does not apply.",
       "White claimed before moving (law 11). Upheld, at White's choice: leave the knight on d5; give it a natural move, which can only be Nfd7, the one lawful move the knight has; or replace it and move the king, Ke7, Kd8 or Kf8. Leaving it means leaving the king in check with White to move; the law offers it and the choice is White's."],
      [], 'false-move', 'white', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='white',
      cites=['3', '11'], moves=M[2802])

    case(2803, TW, 'ruy-lopez-white-plays-be3-and-rc1-black-replies-then-claims-the-double-move',
      "White plays 15. Be3 and then Rc1 as well; Black, not noticing, replies a4, and White's bishop then leaps his own knight to take on a4; Black claims the double move: he has moved since, and law 11 bars it, whatever becomes of the later false move",
      "two irregularities in sequence, the claim made against the earlier one; the window of law 11 runs from each irregularity.",
      "Ruy Lopez, Chigorin: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5 10. Bc2 c5 11. d4 Qc7 12. Nbd2 cxd4 13. cxd4 Nc6 14. Nb3 a5 15. Be3, 29 lawful plies. White then plays a second move in succession, Ra1-c1 ({[%move a1c1 white]}). Black, not noticing, plays 15... a4 (lawful). White answers 16. Bc2xa4 ({[%move c2a4]}), passing over his own b3 knight (asserted: a false move). Black now claims that White moved twice.",
      ['4', '11'],
      ["Law 4 would give Black the choice: «you must replace the second piece; or your adversary may insist that both moves shall remain». But law 11: «No irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, after the adversary has moved a piece.» After the double move Black moved a piece, 15... a4. The double move can no longer be penalised or retraced: out of time. Law 11 is glossed: its window is counted from each irregularity, so the later false move does not reopen the earlier one (as 2402).",
       "White's 16. Bxa4 is a different irregularity. Black has not moved since it, and under law 3 (a false move that captures) he may still claim it; that is not the claim before us."],
      [], 'move-out-of-turn', 'black', 'out-of-time', cites=['4', '11'], glossed=['11'])

    case(2804, TW, 'italian-the-c3-knight-takes-on-d4-instead-of-the-pinned-f3-knight',
      "With the f3 knight pinned against his queen, White takes the d4 knight with his c3 knight, which cannot reach d4: law 3's sentence on false captures lets Black require the capture by a man that can make it, or a move of the c3 knight",
      "a capture with the wrong man; the same record under Boy's Own 7 (2809) and London XI (2829).",
      R6_F, ['3', '11'],
      ["Law 3: «And if by a false move you capture one of your adversary's men, he may oblige you either to take such piece (if it be en prise of one of your men) or to move the piece touched.» The d4 knight is en prise of one of White's men, the f3 knight: that knight is pinned against the queen, not the king, so Nxd4 is a lawful move however bad. Black claimed at once (law 11). Upheld, at Black's choice: take on d4 with the f3 knight (Nxd4), or move the c3 knight (Nb1, Na2, Ne2, Na4, Nb5, Nd5)."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black',
      cites=['3', '11'], moves=M[2804])

    case(2805, TW, 'italian-knight-pinned-against-the-queen-touched-then-h3-played',
      "White touches his f3 knight, pinned by the g4 bishop against his queen, and plays h3 instead: the pin is against the queen, not the king, so law 1's exception does not reach it; the knight must be played",
      "a touch followed by another move; a pin against the queen is no excuse; the same record under Boy's Own 4 (2810), Philidor V (2817) and the Acknowledged Laws V (2822).",
      R7_F, ['1', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check». Moving the knight would expose the queen, not the king; the exception names the king only. White said no j'adoube. The knight has five lawful moves, so the law can be enforced. Black claimed before moving (law 11). Upheld: h3 is taken back and the knight must be played (N3d2, Nd4, Nh4, Nxe5 or Ng5)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['1', '11'], moves=M[2805])

    case(2806, TW, 'caro-kann-bb5-checks-unannounced-check-said-two-moves-later',
      "White's Bb5 checks without a word; Black plays a6, White castles, Black plays Qb6, and only with 17. Qf3 does White say check and claim the retraction: law 5 retracts when the warning comes on the checker's next move, and it came a move later",
      "an unannounced check ignored for several moves; the same record under Boy's Own 9 (2811) and the Acknowledged Laws X (2823).",
      R8_F, ['5'],
      ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he does; but if on his next move he warn you, each party must retract his last move, and the king be removed out of check.» The check was given with 15. Bb5. White's next move was 16. O-O, made without a warning; the warning came with 17. Qf3. The retraction is given only for a warning «on his next move». Out of time for the retraction (as 1502); law 5 is glossed with this reading. What the warning now requires of Black on the board is not the claim before us."],
      [], 'unannounced-check', 'white', 'out-of-time', cites=['5'], glossed=['5'])

    # ============================================================ boys-own-1829
    case(2807, BO, 'rook-went-to-g1-and-back-white-castles-black-touches-his-queen-then-claims',
      "The record of 2801 under the Boy's Own laws: castling with a rook that has moved; Black touched his queen before claiming, but has not played, so law 7's bar has not fallen, and Black may insist on a king or a rook move",
      "castling with a moved rook, claimed after a touch; law 7's window («if he have pliﬂyeg», OCR for played) applied to the castling law.",
      R1_F, ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» The h1 rook had moved. Black, the adversary, chooses (laws.md A12).",
       "Law 6 sets no window of its own. Law 7's («if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it»: OCR for «played») is the code's only one, and Black has not played: he has touched his queen, nothing more. Law 7 is glossed with this reading. Upheld: move-king (Kd1, Kf1, Kd2) or move-rook (Rf1, Rg1), at Black's choice."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black',
      cites=['6', '7'], glossed=['7'], moves=M[2807])

    case(2808, BO, 'vienna-black-plays-nd5-in-an-announced-check',
      "The record of 2802 under the Boy's Own laws: Black leaves his king in an announced check with Nd5; law 7's one penalty is a king move, and Black's king has three",
      "a move made while in an announced check: a false move with the code's single penalty.",
      R3_F, ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». The code forbids exposing the king to a check (laws 4 and 10), and law 9 lets a player ignore only a check given «without wamir;_g»; this one was announced. Nd5 is a false move. White claimed at once. Upheld: the knight goes back and White may oblige Black to move his king, to e7, d8 or f8."],
      [], 'false-move', 'white', 'upheld', remedies=['move-king'], elector='white',
      cites=['7'], moves=M[2808])

    case(2809, BO, 'italian-the-c3-knight-takes-on-d4-instead-of-the-pinned-f3-knight',
      "The record of 2804 under the Boy's Own laws: the c3 knight takes on d4, a square it cannot reach; the code has no law on false captures, so law 7's king move is the penalty, and the king has one square, g1",
      "a capture with the wrong man under a code with one penalty for every false move.",
      R6_F, ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». The code has no separate law on captures (the twenty laws and London have one), so the false capture is a false move like any other. Black claimed at once. Upheld: the capture is undone and Black may oblige White to move his king; its only lawful square is g1."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['move-king'], elector='black',
      cites=['7'], moves=M[2809])

    case(2810, BO, 'italian-knight-pinned-against-the-queen-touched-then-h3-played',
      "The record of 2805 under the Boy's Own laws: the f3 knight, pinned against the queen only, was touched and h3 played: law 4 excepts only a man whose move would discover check on the king",
      "a touch followed by another move; the exception of law 4 is for the king alone.",
      R7_F, ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». Moving the f3 knight would uncover the queen, not the king. The knight has lawful moves. Upheld: the knight must be played (N3d2, Nd4, Nh4, Nxe5 or Ng5)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['4'], moves=M[2810])

    case(2811, BO, 'caro-kann-bb5-checks-unannounced-check-said-two-moves-later',
      "The record of 2806 under the Boy's Own laws: the warning came with the checker's second move after the check, not «on his next move»: no retraction",
      "an unannounced check ignored for several moves.",
      R8_F, ['9'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must retract his last move». White's next move after 15. Bb5 was 16. O-O, without a word; the warning came with 17. Qf3. The retraction is out of time (as 515)."],
      [], 'unannounced-check', 'white', 'out-of-time', cites=['9'])

    case(2812, BO, 'french-false-check-from-b5-black-king-to-f7-claimed-after-re1',
      "White says check with 13. Bb5, which gives none; Black, misled, plays Kf7; White completes 14. Re1, and Black then claims: law 8 lets him retract only if he discovers it before the announcer's next move",
      "a false announcement of check that misled, claimed late; the same record under Philidor XIV (2818), the Acknowledged Laws XI (2824) and London XX (2830).",
      R9_F, ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» Black's king move was made in consequence of the false challenge, but White has since made his next move, 14. Re1, and Black discovered the error only after it. Out of time; Kf7 stands, and with it the loss of castling."],
      [], 'false-check-announcement', 'black', 'out-of-time', cites=['8'])

    # ============================================================ philidor
    case(2813, PH, 'rook-went-to-g1-and-back-white-castles-black-touches-his-queen-then-claims',
      "The record of 2801 under Philidor: castling with a rook that has been moved; Black's touch is not his next move, so the claim is in time, and White, the offender, chooses whether to play his rook or his king",
      "castling with a moved rook, claimed after a touch; under rule XII the offender elects.",
      R1_F, ['XII', 'VIII', 'VI'],
      ["Rule XII: the King cannot castle «with a Rook which has been removed from its place» (laws.md A16: a rook that has moved) «and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The h1 rook went to g1 and came back. The choice is the offender's (A16 (ii)), so White elects.",
       "The window: rule VIII, «no false move can be recalled after the adversary's next move». Black has touched his queen but made no move. Rule VIII is glossed with this reading. Rule VI is cited for the king's move «if you can»; here the king can move. Upheld: White plays his rook (Rf1, Rg1) or his king (Kd1, Kf1, Kd2), at his own choice."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-rook', 'move-king'], elector='white',
      cites=['XII', 'VIII', 'VI'], glossed=['VIII'], moves=M[2813])

    case(2814, PH, 'kings-indian-dxc6-in-passing-a-move-late-black-recaptures-then-claims',
      "White takes the c5 pawn in passing a move after it passed; Black recaptures Bxc6 and then claims: rule VIII lets no false move be recalled after the adversary's next move, and Black's recapture was that move",
      "a capture in passing one move late, noticed after the reply; the same record under the Acknowledged Laws (2820, upheld) and London (2826).",
      R2_F, ['VIII', 'X'],
      ["Rule X: the pawn that has advanced two squares «may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move». The capture belongs to the moment of the passage; a move later it is a false move (the reading of the earlier sets, 013, 917).",
       "Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» Black's next move was 14... Bxc6. Out of time: dxc6 stands as if it had been just."],
      [], 'en-passant', 'black', 'out-of-time', cites=['VIII', 'X'])

    case(2815, PH, 'vienna-black-plays-nd5-in-an-announced-check',
      "The record of 2802 under Philidor: Nd5 leaves Black's king in an announced check; rule VIII's penalty is the king move of rule VI",
      "a move made while in an announced check.",
      R3_F, ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» Rule XIII lets a player play as if a check did not exist only when it was given «without warning»; this check was announced, and a move leaving the king in check is a false move (laws.md A37). White claimed at once. Upheld: Nd5 is taken back (A36) and Black must play his king, Ke7, Kd8 or Kf8 (rule VI, «if you can»: he can)."],
      [], 'false-move', 'white', 'upheld', remedies=['move-king'], elector='white',
      cites=['VIII', 'VI'], moves=M[2815])

    case(2816, PH, 'albin-lasker-trap-pawn-made-a-queen-black-asks-for-a-knight',
      "Black takes on g1 and makes a queen, quits it, and then asks to make it a knight with check instead: rule IX let him choose the piece, and rule VII lets no man be taken again once left",
      "a pawn promoted to the wrong piece, and the promoter's own claim to change it; the same record under London XXI (2828).",
      R4_F, ['IX', 'VII'],
      ["Rule IX: the pawn on the last square «is entitled to make a Queen, or any other Piece that shall be thought proper». Black chose a queen; the knight would have been his for the asking at the time. Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place». The exchange is part of the move, and the move was complete when Black quitted the queen. Nothing in the rules lets a player revise his own lawful move. Dismissed; the queen stands."],
      [], 'promotion', 'black', 'dismissed', cites=['IX', 'VII'])

    case(2817, PH, 'italian-knight-pinned-against-the-queen-touched-then-h3-played',
      "The record of 2805 under Philidor: the touched f3 knight, pinned against the queen, must be played; rule XV's excuse is for a man whose move exposes the king",
      "a touch followed by another move.",
      R7_F, ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». White said nothing. Rule XV would excuse a man that cannot be played without exposing the king (laws.md A17), but the pin here is against the queen, and the knight has five lawful moves. Upheld: the knight must be played (N3d2, Nd4, Nh4, Nxe5 or Ng5)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['V'], moves=M[2817])

    case(2818, PH, 'french-false-check-from-b5-black-king-to-f7-claimed-after-re1',
      "The record of 2812 under Philidor: the misled king move may be retracted only so long as the adversary has not made his next move; White has made it",
      "a false announcement of check that misled, claimed after the announcer's next move.",
      R9_F, ['XIV'],
      ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not yet made his next move.» White's next move, 14. Re1, has been made. Out of time."],
      [], 'false-check-announcement', 'black', 'out-of-time', cites=['XIV'])

    # ============================================================ acknowledged-laws
    case(2819, AC, 'rook-went-to-g1-and-back-white-castles-black-touches-his-queen-then-claims',
      "The record of 2801 under the Acknowledged Laws: castling after the rook has moved is barred by IX; these laws set no time limit, so Black's touch does not matter, and VII's menu is his",
      "castling with a moved rook, claimed after a touch, under a code with no deadline.",
      R1_F, ['IX', 'VII'],
      ["Law IX: «A player cannot Castle under any of the following circumstances :—1. If he has moved either King or Book.» («Book» is the OCR's Rook; laws.md A24: the rook used.) IX names no penalty, so VII's applies: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move» (A23: the remedies that fit the offence).",
       "No law of this code closes a claim when the claimant touches a man (as 720, claimed after the reply); VII is glossed with this reading. Upheld, at Black's choice: the right move, a king move (Kd1, Kf1, Kd2), or replacement and any legal move."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['IX', 'VII'], glossed=['VII'], moves=M[2819])

    case(2820, AC, 'kings-indian-dxc6-in-passing-a-move-late-black-recaptures-then-claims',
      "The record of 2814 under the Acknowledged Laws: the capture in passing came a move late; Black recaptured before claiming, but these laws set no time limit, so VII's menu is his; the d5 pawn has no right move",
      "a capture in passing one move late, claimed after the reply, under a code with no deadline; the «make the right move» penalty cannot be enforced.",
      R2_F, ['VII', 'VIII'],
      ["Law VIII: the pawn played two squares «is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square». The liability belongs to the moment of the passage (as 016, 923); a move later dxc6 is an illegal move. VIII is glossed with this reading.",
       "Law VII: «or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move». No law here bars a claim made after the claimant's reply (VII glossed), so Black's Bxc6 does not close it. Upheld, at Black's choice. The right move cannot be enforced: the d5 pawn has no lawful move. A king move (Kg1) or replacement and a legal move can."],
      [], 'en-passant', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII', 'VIII'], glossed=['VII', 'VIII'], moves=M[2820], unenforceable=['move-correctly'])

    case(2821, AC, 'vienna-black-plays-nd5-in-an-announced-check',
      "The record of 2802 under the Acknowledged Laws: Nd5 in an announced check is an illegal move; White may compel the right move (Nfd7), a king move, or replacement and a legal move",
      "a move made while in an announced check, with the shared menu of law VII.",
      R3_F, ['VII'],
      ["Law X lets a player take no notice of a check given «without crying \" Check,\"», and this one was cried. A move that leaves the king in check is an illegal move (laws.md A37). Law VII: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move». White claimed at once. Upheld, at White's choice: the right move with the knight that was moved (Nfd7, its only lawful move), a king move (Ke7, Kd8, Kf8), or replacement and any legal move."],
      [], 'false-move', 'white', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white',
      cites=['VII'], moves=M[2821])

    case(2822, AC, 'italian-knight-pinned-against-the-queen-touched-then-h3-played',
      "The record of 2805 under the Acknowledged Laws: the touched knight can be legally moved, so V's note does not excuse it; it must be moved",
      "a touch followed by another move; V's note covers a man that cannot be legally moved, and this one can.",
      R7_F, ['V'],
      ["Law V: «If a piece be touched it must be moved.» The note's exception, «If the piece cannot be legally moved», does not apply: the pin is against the queen, and the knight has five lawful moves. Upheld: the knight must be moved (N3d2, Nd4, Nh4, Nxe5 or Ng5)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['V'], moves=M[2822])

    case(2823, AC, 'caro-kann-bb5-checks-unannounced-check-said-two-moves-later',
      "The record of 2806 under the Acknowledged Laws: four moves were made after the unannounced check before anyone spoke of it; law X's exception reaches two moves only, and beyond it the question goes to a bystander",
      "an unannounced check ignored for several moves, past the two moves of law X's exception.",
      R8_F, ['X', 'XIV'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its note: «two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made». Laws.md A25: found within two moves, the pieces are replaced back to the check; beyond two the code is silent. Here four were made (a6, O-O, Qb6, Qf3) before the cry. X is glossed with this reading. The dispute goes to law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander» (as 1719, 2522)."],
      [], 'unannounced-check', 'white', 'no-law-provides', remedies=['refer-to-third-party'],
      cites=['X', 'XIV'], glossed=['X'])

    case(2824, AC, 'french-false-check-from-b5-black-king-to-f7-claimed-after-re1',
      "The record of 2812 under the Acknowledged Laws: law XI gives the misled player his election with no time limit, so even after White's Re1 Black may have his king move replaced",
      "a false announcement of check that misled, claimed after the announcer's next move, under the one code with no deadline for it.",
      R9_F, ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» White said check without attacking the king, and Black moved his king. XI sets no limit of time, unlike Boy's Own 8, Philidor XIV and London XX (2812, 2818, 2830); XI is glossed with this reading (as 405, 622). Upheld: Black elects to let Kf7 stand or to have the pieces replaced and another move made."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['leave-as-played', 'retract-misled-move'], elector='black',
      cites=['XI'], glossed=['XI'])

    # ============================================================ london-1847
    case(2825, LO, 'rook-went-to-g1-and-back-white-castles-black-touches-his-queen-then-claims',
      "The record of 2801 under the London code: the castling was improper, but Black touched his queen before taking notice of it, and XXV then allows no penalty",
      "castling with a moved rook, claimed after a touch: London's window closes at the claimant's touch, unlike those of the twenty laws, Boy's Own and Philidor.",
      R1_F, ['XVI', 'XXV'],
      ["Law XVI: «A player cannot castle in the following cases: 1. If the King or Rook have been moved.» The h1 rook had moved, so the castling was improper, and XVI would give Black three penalties.",
       "Law XXV: «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Black touched his d8 queen, a touch made to move, before taking notice (laws.md A34). Out of time; XXV is glossed with this reading (as 2428). The castling stands."],
      [], 'illegal-castling', 'black', 'out-of-time', cites=['XVI', 'XXV'], glossed=['XXV'])

    case(2826, LO, 'kings-indian-dxc6-in-passing-a-move-late-black-recaptures-then-claims',
      "The record of 2814 under the London code: the capture in passing a move late was a false move, but Black touched a man and played Bxc6 before taking notice of it",
      "a capture in passing one move late, claimed after the reply.",
      R2_F, ['XIII', 'XV', 'XXV'],
      ["Law XV: «the opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one square only». The privilege is of the moment of the passage (as 017, 404); a move later dxc6 plays the pawn «to any square to which it cannot legally be moved» (XIII). Law XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty». Black touched and moved his bishop (Bxc6) first. Out of time."],
      [], 'en-passant', 'black', 'out-of-time', cites=['XIII', 'XV', 'XXV'])

    case(2827, LO, 'vienna-black-plays-nd5-in-an-announced-check',
      "The record of 2802 under the London code: Nd5 in an announced check plays the knight to a square it cannot legally go to; White has XIII's three penalties",
      "a move made while in an announced check.",
      R3_F, ['XIII', 'XXV'],
      ["Law XIII: «If a player make a false move, i. e. play a Piece or Pawn to any square to which it cannot legally be moved, his adversary has the choice of three penalties». With his king in a check that was announced (XVIII's licence to ignore covers only a check given without saying \"Check\"), d5 was a square the knight could not legally go to. White took notice before touching anything (XXV). Upheld, at White's choice: let the knight remain on d5; move it correctly (Nfd7, its only lawful move); or replace it and move the king (Ke7, Kd8, Kf8)."],
      [], 'false-move', 'white', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='white',
      cites=['XIII', 'XXV'], moves=M[2827])

    case(2828, LO, 'albin-lasker-trap-pawn-made-a-queen-black-asks-for-a-knight',
      "The record of 2816 under the London code: the pawn was exchanged for a queen, the piece Black thought fit, and quitted; VIII forbids recalling the move",
      "a pawn promoted to the wrong piece, and the promoter's own claim to change it.",
      R4_F, ['XXI', 'VIII'],
      ["Law XXI: the pawn «must be immediately exchanged for a Queen, or any other Piece the player may think fit». Black exchanged it at once, for a queen. Law VIII: «having quitted it, he cannot recall the move». The choice of piece is part of the move, and the move is complete. No law lets a player take back his own lawful move. Dismissed; the queen stands."],
      [], 'promotion', 'black', 'dismissed', cites=['XXI', 'VIII'])

    case(2829, LO, 'italian-the-c3-knight-takes-on-d4-instead-of-the-pinned-f3-knight',
      "The record of 2804 under the London code: the c3 knight took on d4 without being able to; XI lets Black compel the capture by the f3 knight, which can legally make it, or a move of the c3 knight",
      "a capture with the wrong man.",
      R6_F, ['XI', 'XXV'],
      ["Law XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own Piece or Pawn which he touched.» The f3 knight can legally take on d4: it is pinned against the queen only. Black took notice at once (XXV). Upheld, at Black's choice: Nxd4 with the f3 knight, or a move of the c3 knight (Nb1, Na2, Ne2, Na4, Nb5, Nd5)."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black',
      cites=['XI', 'XXV'], moves=M[2829])

    case(2830, LO, 'french-false-check-from-b5-black-king-to-f7-claimed-after-re1',
      "The record of 2812 under the London code: the misled king move may be retracted provided the announcer has not completed his move; White completed 14. Re1 first",
      "a false announcement of check that misled, claimed after the announcer's next move was completed.",
      R9_F, ['XX'],
      ["Law XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» «his last move» is read as the announcer's move after the misled one, the move he is making when the claim comes (as Boy's Own 8 and Philidor XIV put it, «his next move»); XX is glossed with this reading. White completed 14. Re1 before Black claimed (compare 1630, where White had only touched). Out of time."],
      [], 'false-check-announcement', 'black', 'out-of-time', cites=['XX'], glossed=['XX'])
