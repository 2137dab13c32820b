"""The thirty cases of the thirty-fourth set: facts, reasoning and expected rulings. Records and move lists
come from facts.py (python-chess); article quotations are cut from the seeds by texts.py."""

def write_all(case, F):
    TL, BO, PH, AL, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

    # ------------------------------------------------------------------ twenty-laws
    case(3401, TL, 'petrov-trap-nc6-discovers-the-queens-check-black-calls-it-false',
         "Petrov trap: 5. Nc6 with \"check\"; the knight does not reach e8 but the e2 queen does. Black interposes 5... Be7 and calls the check false: it was real, and law 6 does not apply",
         'dismissed: the facts do not bear the claim out (a "false" check that was real); class 4 (findings of fact).',
         "Petrov Defence, the trap: 1. e4 e5 2. Nf3 Nf6 3. Nxe5 Nxe4 4. Qe2 Nf6 5. Nc6+, White says \"check\" ({[%check]}). "
         "The c6 knight does not attack e8, but by leaving e5 it opens the e-file: e3 to e7 are empty and the e2 queen "
         "checks the e8 king (asserted: the only checker is e2). Black answers 5... Be7, a lawful interposition, and "
         "then, before White moves, claims that the check was false (the knight gives none) and asks to retract Be7 "
         "under law 6. (The knight also attacks the d8 queen: that is why Black wants his move back.)",
         ['6'],
         ["Law 6 helps the player who moved «in consequence» of «notice of a check without giving check». Here check "
          "was given: the king stood attacked by the queen on e2 when White said «check». The claim rests on a misreading "
          "of the board (looking only at the man that moved) and is dismissed. Be7 stands; White may take the queen.",
          "The other codes answer the same: Boy's Own 8 («without, in fact, your king being in cieck»), Philidor XIV "
          "(«without however giving it»), Acknowledged XI («without actually attacking the King») and London XX "
          "(«without giving it») all require that there be no check. As 901 and 1404 (a real check by a castled rook, "
          "by a pinned knight), cited 6 alone."],
         [], 'false-check-announcement', 'black', 'dismissed', cites=['6'])

    case(3402, TL, 'scotch-mieses-b3-and-bb2-in-one-turn-black-touches-and-plays-g6-then-claims',
         "Scotch, Mieses: White plays 9. b3 and at once Bb2 as well; Black touches his g-pawn and plays g6, and only then claims the two moves: law 11 bars it once the adversary has moved a piece",
         "out of time, one act after the window closed; paired with 3403, the same record one act earlier.",
         "Scotch Game, Mieses variation: 1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nxc6 bxc6 6. e5 Qe7 7. Qe2 Nd5 "
         "8. c4 Ba6 9. b3, seventeen lawful plies. White then also plays Bc1-b2 ({[%move c1b2 white]}), a second move in "
         "succession. Black, to move, touches his g7 pawn ({[%touch g7]}), plays it to g6 ({[%move g7g6]}), and only then "
         "claims that White moved twice (asserted: Bb2 and g6 are possible moves, nobody in check).",
         ['4', '11'],
         ["Law 4 gives the adversary of two moves in succession his choice: «you must replace the second piece; or your "
          "adversary may insist that both moves shall remain». Law 11 closes every such claim: «No irregularity or false "
          "move committed in the play is subject to penalty—nor can any such be retraced, after the adversary has moved a "
          "piece.» Read with laws.md A6, the time limit «after the adversary has moved» governs the whole law (11 glossed).",
          "Black moved a piece (g7-g6) before he claimed: out of time. The same record one act earlier, with the g-pawn "
          "touched but not yet moved, is in time (3403). As 1903 and 2803, cited 4 and 11. London XIV with XXV would close "
          "the claim one act earlier still, at the touch (403); Boy's Own, Philidor and the Acknowledged Laws have no law "
          "for two moves in succession."],
         [], 'move-out-of-turn', 'black', 'out-of-time', cites=['4', '11'], glossed=['11'])

    case(3403, TL, 'scotch-mieses-b3-and-bb2-in-one-turn-black-touches-then-claims',
         "Scotch, Mieses: White plays 9. b3 and at once Bb2 as well; Black touches his g-pawn and claims before moving it: a touch is not a move, so law 11 has not closed the claim and law 4 gives Black his choice",
         "in time, one act before the window closes; the pair of 3402.",
         "The record of 3402 cut one act earlier: 1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nxc6 bxc6 6. e5 Qe7 "
         "7. Qe2 Nd5 8. c4 Ba6 9. b3 and, in the same turn, Bc1-b2 ({[%move c1b2 white]}). Black touches his g7 pawn "
         "({[%touch g7]}) and, before moving it, claims.",
         ['4', '11'],
         ["Law 4: «you must replace the second piece; or your adversary may insist that both moves shall remain; in which "
          "case the game is to proceed as if one man only had been played». The remedies, in the law's order: the second "
          "move retracted (the bishop back to c1), or both moves kept; Black, the adversary, elects.",
          "Law 11 bars the claim only «after the adversary has moved a piece» (A6, glossed). Black has touched his pawn, "
          "not moved it; the claim is in time (as 404). The touch binds Black to play the g-pawn once the claim is "
          "settled; it does not close the claim. One act later, g7-g6, it would be out of time (3402)."],
         [], 'move-out-of-turn', 'black', 'upheld', remedies=['retract-second-move', 'keep-both-moves'],
         elector='black', cites=['4', '11'], glossed=['11'])

    case(3404, TL, 'zaitsev-ng5-rf8-nf3-re8-the-position-thrice-white-claims-a-draw',
         "Ruy Lopez, Zaitsev: 11. Ng5 Rf8 12. Nf3 Re8 13. Ng5 Rf8 14. Nf3 Re8 brings the position back a third time and White claims a draw: no law of the twenty provides for repetition, so law 20 sends it to a third person",
         'no law provides (the code is silent; the ruling is still given, as the third person).',
         "Ruy Lopez, Zaitsev variation: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O "
         "9. h3 Bb7 10. d4 Re8 11. Ng5 Rf8 12. Nf3 Re8 13. Ng5 Rf8 14. Nf3 Re8, twenty-eight lawful plies (the line of "
         "several world-championship games). The position after 10... Re8, White to move, stands for the third time "
         "(asserted); nobody is in check. White claims that the game is drawn by the repetition.",
         ['20', '17', '19'],
         ["The twenty laws make a game drawn in three cases only: a drawn game is «no game» (law 10, which says what a "
          "draw is worth, not when there is one), «The position of stale-mate constitutes a drawn game» (17), and the fifty "
          "moves counted on notice with the material listed in 19. Repetition of a position is none of them, and no other "
          "law speaks of it.",
          "Law 20: «If any dispute arise as to points of the game, for which the laws have not provided, the matter is to "
          "be referred to a third person, whose decision is to be final.» No law provides: the point goes to the third "
          "person (refer-to-third-party, citing 20), as 2606 (perpetual check) and 2004 (bare kings). No code of the five "
          "has a repetition rule; Philidor and Boy's Own have no article on disputes, the Acknowledged Laws send it to a "
          "bystander (XIV), London to the bystanders (XXVI)."],
         [], 'unprovided-or-disputed-point', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['20'])

    case(3405, TL, 'qgd-white-takes-on-c4-with-the-rook-over-his-knight-and-himself-claims-the-false-move',
         "QGD: White's c1 rook \"takes\" on c4 over his own c3 knight; White himself then calls it a false move and asks to play Bxc4 instead: law 3's penalties are the adversary's to exact, and a man quitted cannot be recalled",
         'a claim by the wrong party (the offender himself).',
         "Queen's Gambit Declined, orthodox: 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 "
         "8. Bd3 dxc4, sixteen lawful plies. White, meaning to recapture, lifts the c1 rook over his own c3 knight and "
         "takes the c4 pawn with it ({[%move c1c4]}): no move, since the knight stands between (asserted). He quits the "
         "rook. Seeing that ...b5 will attack it, White himself claims that his move was false and asks to take it back "
         "and play 9. Bxc4, the lawful recapture (asserted). Black has said nothing.",
         ['3', '1'],
         ["Law 3: «If you make a false move ... you may be compelled either to leave such piece where you had placed it—to "
          "give it a natural move, or to replace it and move the king.» The law gives the adversary a power to compel; it "
          "gives the player who made the false move no right to recall it. Law 1: «if you have placed it, which is "
          "understood by having quitted your hold, you cannot then recal the move». The words «Any men displaced by "
          "accident, or moved in error, may be restored to their positions, if the error be immediately acknowledged» "
          "cover accidental displacement only (laws.md A4): a deliberate move to a chosen square is not that.",
          "Dismissed: White's claim is his own; the rook stands on c4 unless Black, who alone may, exacts a penalty of law 3. "
          "Cited 3, the article claimed under, as 3108 (Boy's Own 7) and 3129 (London XIII) cited theirs. Every code answers "
          "the same: the remedies for a false move belong to the adversary."],
         [], 'false-move', 'white', 'dismissed', cites=['3'])

    case(3406, TL, 'legals-mate-after-the-touched-f3-knight-was-left-black-claims-after-the-mate',
         "Légal's mate: White touched his f3 knight but played Nc3; Black replied without claiming, and 7. Nd5 mates with that very knight. Black's claim after the mate is barred by law 11 and the mate stands",
         "how the game ends: checkmate after an irregularity left standing; out of time.",
         "1. e4 e5 2. Nf3 d6 3. Bc4 Bg4, then White touches his f3 knight ({[%touch f3]}), which had lawful moves "
         "(asserted), but plays 4. Nc3 with the other knight. Black says nothing and replies 4... g6. Then 5. Nxe5 Bxd1 "
         "6. Bxf7+ (\"check\" said) Ke7 7. Nd5#, said with \"check\": Légal's mate (asserted), given by the knight that went "
         "to c3 in place of the touched one. Black now claims that White was bound to play the f3 knight at move 4.",
         ['1', '11'],
         ["Law 1: «If you touch your man, you must play it». White broke it at move 4: the f3 knight had moves. But law 11: "
          "«No irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, after "
          "the adversary has moved a piece.» Black moved a piece (4... g6, and three more) before he claimed (A6, 11 "
          "glossed).",
          "Out of time. The position stands as it came about, and it is mate: the game is White's. As 2305 (a touched "
          "knight, claimed after the reply) and 701 (a claim after the mate, the result given). London XXV would bar it "
          "as well (Black touched and moved men); Boy's Own and Philidor have no time limit for touch-move and would have "
          "to say whether one applies."],
         [], 'touched-own-man', 'black', 'out-of-time', result='white', cites=['1', '11'], glossed=['11'])

    # ------------------------------------------------------------------ boys-own-1829
    case(3407, BO, 'kb6-leaves-the-a8-king-no-square-black-calls-his-a5-knight-pinned',
         "After 1. Kb6 Black's a8 king has no square; Black says his a5 knight is pinned by the a1 rook and claims a stalemate, which wins under law 11: White's a7 pawn stands between, the knight is free, and there is no stalemate",
         'dismissed: a "pinned" man that is not pinned; class 4 (findings of fact) and class 7 (how the game ends).',
         "[FEN] k7/P7/8/n1K5/8/8/8/R7 w: White Kc5, Ra1, Pa7; Black Ka8, Na5. 1. Kb6. Black's king is not in check and "
         "has no move: a7 is guarded by the b6 king, b7 by the king and the a7 pawn, b8 by the pawn (asserted). Black "
         "claims a stalemate, saying the a5 knight is pinned against his king by the a1 rook. It is not: White's own a7 "
         "pawn stands on the file between the knight and the king, and the knight has four lawful moves, Nb3, Nc4+, Nc6, "
         "Nb7 (asserted).",
         ['11'],
         ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, "
          "or even none that can be moved he is stale-mated, and wins the game.» The king cannot move, but Black has a "
          "piece left that can be moved. A man is unable to move because of a pin only if its move would expose the king "
          "(laws.md A13); the a1 rook's line to a8 is closed by the a7 pawn, so no move of the knight exposes anything.",
          "Dismissed: no stalemate, the game goes on. The same position under the other codes: no stalemate either, so "
          "no draw (twenty-laws 17, Acknowledged XIII, London XXIV) and no win (Philidor XVI)."],
         [], 'stalemate-result', 'black', 'dismissed', cites=['11'])

    case(3408, BO, 'italian-ng5-said-to-be-check-kh8-white-touches-his-queen-black-retracts',
         "Giuoco Pianissimo: White says \"check\" with 6. Ng5, which gives none; Black, misled, plays Kh8; White touches his queen and Black claims before the queen is played: law 8 lets him retract",
         "in time, one act before the window closes; the pair of 3409.",
         "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Be7 5. O-O O-O 6. Ng5, and White says \"check\" ({[%check]}). The knight "
         "gives no check (asserted). Black, in consequence, moves his king, 6... Kh8. White takes hold of his queen "
         "({[%touch d1]}), meaning Qh5, and before he has played it Black claims to retract Kh8.",
         ['8'],
         ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in "
          "consequence, move your king, or any other man, you may retract such move, if you discover it before he has made "
          "his next move.» White has touched his queen but not made his next move. Upheld: Black may retract the misled "
          "king move (retract-misled-move, Black elects); the king goes back to g8 (feasible: g8 is empty).",
          "One act later, with 7. Qh5 played, the claim is out of time (3409). Twenty-laws 6 («before the opponent has "
          "completed his next move») and Philidor XIV («so long as your adversary has not yet made his next move») "
          "answer both records the same way; London XX likewise («provided his adversary has not completed his last "
          "move»)."],
         [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['8'])

    case(3409, BO, 'italian-ng5-said-to-be-check-kh8-white-plays-qh5-then-black-claims',
         "Giuoco Pianissimo: the false \"check\" 6. Ng5, the misled 6... Kh8, and White's 7. Qh5 completed before Black claims: law 8 allows the retraction only before the adversary has made his next move",
         "out of time, one act after the window closed; the pair of 3408.",
         "The record of 3408 one act further: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Be7 5. O-O O-O 6. Ng5 (\"check\" said, "
         "none given) Kh8 7. Qh5, the queen touched and then played (asserted: Qh5 gives no check). Black now claims "
         "to retract Kh8.",
         ['8'],
         ["Law 8 lets the misled player retract «if you discover it before he has made his next move». White has made his "
          "next move, 7. Qh5. Out of time: Kh8 stands. As 1807 and 2310, cited 8.",
          "One act earlier, with the queen only touched, the claim was in time (3408)."],
         [], 'false-check-announcement', 'black', 'out-of-time', cites=['8'])

    case(3410, BO, 'g8-made-a-knight-mates-black-says-it-must-be-a-queen-which-would-stalemate-him',
         "White makes his g7 pawn a knight, with mate; Black claims the pawn could only become a queen (which would stalemate him and, under law 11, win): Boy's Own has no law on promotion, and by analogy the knight stands",
         'no law provides (the code is silent on promotion), decided by analogy; the game ends in mate.',
         "[FEN] 8/6P1/5K1k/7p/4B2P/8/8/8 w: White Kf6, Be4, Pg7, Ph4; Black Kh6, Ph5. 1. g8=N#, said with \"check\": the "
         "knight checks h6, the king has no square (g5, g6, g7 covered by the king, h7 by the bishop, h5 his own blocked "
         "pawn) (asserted). Black claims that a pawn on the last square may only be made a queen. With a queen (or a rook) "
         "on g8 Black would be stalemated (asserted), and under law 11 the stalemated player wins.",
         ['11'],
         ["Boy's Own has eleven laws; none speaks of a pawn reaching the last square. The code is silent; there is no "
          "dispute article either. By analogy with the codes that provide: Philidor IX, a pawn «is entitled to make a "
          "Queen, or any other Piece that shall be thought proper», and London XXI, «a Queen, or any other Piece the "
          "player may think fit» (laws.md A18: queen, rook, bishop or knight). The choice was White's; a knight is "
          "proper.",
          "No law provides; decided by analogy: the knight stands and it is mate, so the game is White's. Law 11 never "
          "comes into play, since no stalemate arose. As 2008 (a second queen under Boy's Own) and 1905 (a knight made "
          "with mate under twenty-laws), nothing cited."],
         [], 'promotion', 'black', 'no-law-provides', result='white', cites=[])

    case(3411, BO, 'two-knights-white-touches-his-f3-knight-plays-d4-and-claims-against-himself',
         "Two Knights: White touches his f3 knight, then plays and quits 4. d4; regretting it, he himself claims that he was bound to play the knight: law 4 binds the toucher, it gives him no right to take back a move he has quitted",
         'a claim by the wrong party (the offender invoking the touch-move law against his own move).',
         "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6, then White touches his f3 knight ({[%touch f3]}), which had lawful moves "
         "(asserted), lets it go and plays 4. d4 (lawful), quitting the pawn. Before Black moves, White thinks better of "
         "it and claims that, having touched the knight, he must play it: d4 should be taken back and Ng5 played.",
         ['4'],
         ["Law 4: «If you touch a man, you must play it». The duty is White's, and the right to insist on it is Black's. "
          "The same law: «When you have taken your hand from your man, he must remain where he is». White quitted the "
          "d-pawn on d4; it must remain there.",
          "Dismissed: White cannot use his own breach to recall a move (Black may, if he likes, insist on the knight; he "
          "has not). As 3108 (the offender's own false-move claim), cited 4. Every code reads the same: the touch-move "
          "laws (twenty-laws 1, Philidor V and VII, Acknowledged V, London VII and VIII) give the player who touched no "
          "right to undo a move he has quitted."],
         [], 'touched-own-man', 'white', 'dismissed', cites=['4'])

    case(3412, BO, 'g6-stalemates-the-h8-king-whose-rook-is-pinned-on-the-diagonal-black-wins',
         "1. g6 leaves Black's h8 king without a square and his only man, the g7 rook, pinned on the diagonal by the f6 queen: a stalemate, and under law 11 the stalemated player wins",
         'how the game ends: stalemate, a win for the stalemated player.',
         "[FEN] 7k/4N1r1/5Q2/6P1/8/8/8/K7 w: White Ka1, Qf6, Ne7, Pg5; Black Kh8, Rg7. 1. g6. Black's king is not in "
         "check; g8 is held by the knight, h7 by the g6 pawn; the g7 rook stands on the diagonal f6-h8 and cannot leave "
         "it, and a rook cannot move along a diagonal: it has no move (asserted). Black has no lawful move: stalemate "
         "(asserted). Black claims the game.",
         ['11'],
         ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn "
          "left, or even none that can be moved he is stale-mated, and wins the game.» The rook is a piece that cannot "
          "be moved: laws.md A13 counts pinned men as unable to move (11 glossed).",
          "Upheld: Black wins. The same position is a draw under twenty-laws 17, Acknowledged XIII and London XXIV, and a "
          "win for Black under Philidor XVI in England (a draw in France)."],
         [], 'stalemate-result', 'black', 'upheld', result='black', cites=['11'], glossed=['11'])

    # ------------------------------------------------------------------ philidor
    case(3413, PH, 'nimzo-rubinstein-white-castles-black-says-the-b4-bishop-checked-e1',
         "Nimzo-Indian, Rubinstein: White castles at move 7; Black claims he castled out of check from the b4 bishop. The c3 knight stands between: the king was not in check, the castling was lawful",
         'dismissed: a castling that was lawful (the "check" is a pin of the c3 knight, not a check of the king); class 4.',
         "Nimzo-Indian, Rubinstein system: 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Bd3 d5 6. Nf3 c5 7. O-O. Black claims "
         "that White castled while in check from the b4 bishop. The bishop's diagonal to e1 passes c3, where White's "
         "knight stands: the knight is pinned, the king is not in check; e1, f1 and g1 are not attacked; neither king "
         "nor h1 rook had moved (asserted).",
         ['XII'],
         ["Philidor XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed "
          "to a check, not with a Rook which has been removed from its place». None of the four applies: no check (the "
          "knight shields the king), no square passed in check, neither king nor rook moved. The castling was lawful and "
          "the claim is dismissed.",
          "Every code agrees: twenty-laws 8 and Boy's Own 6 know only the moved king or rook; Acknowledged IX and London "
          "XVI add check and attacked squares, none of which is present. As 913 and 2217, cited XII alone."],
         [], 'illegal-castling', 'black', 'dismissed', cites=['XII'])

    case(3414, PH, 'slav-rad1-over-the-c1-bishop-black-touches-his-f8-rook-then-claims',
         "Slav: White's a1 rook goes to d1 over his own c1 bishop; Black touches his f8 rook and, before playing it, claims: rule VIII's limit is the adversary's next move, not a touch, so White must play his king",
         "in time, one act before the window closes; the pair of 3415.",
         "Slav Defence: 1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 dxc4 5. a4 Bf5 6. e3 e6 7. Bxc4 Bb4 8. O-O O-O 9. Qe2 Nbd7 10. e4 "
         "Bg6, twenty lawful plies. White plays his a1 rook to d1 ({[%move a1d1]}) over his own bishop on c1: no move "
         "(asserted). Black takes hold of his f8 rook ({[%touch f8]}), meaning Re8, and before playing it claims the "
         "false move. With the rook put back on a1, White's king has one lawful move, Kh1 (asserted).",
         ['VIII', 'VI', 'XV'],
         ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled "
          "after the adversary's next move». Black has not made his next move: he has touched a man, no more. In time. "
          "Rule VI, which VIII points to: «must play your King if you can». The false move is taken back and the king "
          "moved (laws.md A36): Kh1, the only square; Black, the adversary, claims and elects.",
          "Upheld, cited VIII and VI as 3113 and 814. XV («if his King cannot be played, the fault is of no "
          "consequence») is not needed: the king can be played. One act later, with Re8 played, the claim is out of time "
          "(3415). London XXV would already bar it at the touch («before he touches a Piece or Pawn»)."],
         [], 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['VIII', 'VI'],
         moves={'move-king': F[3414]['move-king']})

    case(3415, PH, 'slav-rad1-over-the-c1-bishop-black-plays-re8-then-claims',
         "Slav: the a1 rook went to d1 over the c1 bishop; Black touched his f8 rook and played Re8 before claiming: after the adversary's next move no false move can be recalled (rule VIII)",
         "out of time, one act after the window closed; the pair of 3414.",
         "The record of 3414 one act further: after 11. Ra1-d1 over the c1 bishop ({[%move a1d1]}), Black touches his f8 "
         "rook and plays 11... Re8 (lawful, asserted); then he claims the false move.",
         ['VIII'],
         ["Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if "
          "such irregular move, not revoked in time, had been just». Black's next move is made. Out of time; the rook "
          "stays on d1 as if it had come there lawfully. As 2316, cited VIII.",
          "One act earlier, the rook only touched, the claim was in time (3414)."],
         [], 'false-move', 'black', 'out-of-time', cites=['VIII'])

    case(3416, PH, 'damiano-the-queen-checks-from-e5-and-f5-black-claims-a-draw',
         "Damiano Defence: after 3... fxe5 the queen checks from h5, e5, f5, e5, f5, e5; the position stands a third time and Black claims a draw: Philidor has no rule on perpetual check or repetition",
         'no law provides (the code is silent and has no article on disputes; the ruling is still given).',
         "1. e4 e5 2. Nf3 f6 3. Nxe5 fxe5 4. Qh5+ Ke7 5. Qxe5+ Kf7 6. Qf5+ Ke7 7. Qe5+ Kf7 8. Qf5+ Ke7 9. Qe5+ Kf7, every "
         "check announced; eighteen lawful plies (asserted). The position after 5... Kf7, White to move, stands for the "
         "third time (asserted). Black claims that the game is drawn by perpetual check; White says there is no such "
         "rule.",
         ['XVI', 'XVII'],
         ["Philidor's rules draw a game only by stalemate in France (XVI: «in France, and several other countries, the "
          "stale-mate is a drawn game») and when the fifty moves appointed for «the difficult mates» are over (XVII: "
          "«these moves being over, it will be a drawn game»). Neither is this case, and no rule speaks of repeated "
          "positions or endless checks.",
          "No law provides. Philidor has no article sending disputes to anyone; the point is referred to a third party "
          "(refer-to-third-party), nothing cited, as 2216 (the queen's checks from d8 and d4) and 2913. Twenty-laws "
          "(20), the Acknowledged Laws (XIV) and London (XXVI) refer it the same way, each citing its own article."],
         [], 'unprovided-or-disputed-point', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(3417, PH, 'scholars-attack-qh5-said-to-be-check-black-plays-g6-white-asks-for-it-back',
         "White says \"check\" with 3. Qh5, which gives none; Black answers 3... g6, which also stops the mate on f7; White then asks that g6 be retracted as made in consequence of the false check: rule XIV gives that right to the misled player only",
         'a claim by the wrong party (the player who gave the false warning).',
         "1. e4 e5 2. Bc4 Nc6 3. Qh5, and White says \"check\" ({[%check]}). The f7 pawn stands on the diagonal: no check "
         "(asserted). White threatens Qxf7 mate (asserted). Black answers 3... g6 (lawful), attacking the queen and "
         "stopping the mate. White, who gave the false warning, now claims that g6 was played in consequence of it and "
         "must be retracted.",
         ['XIV'],
         ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either "
          "your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not "
          "yet made his next move.» The allowance is to the player misled («you will then be allowed»), not to the one "
          "who gave the false warning. Black does not wish to retract.",
          "Dismissed: g6 stands. Twenty-laws 6 («you may retract»), Boy's Own 8 («you may retract such move»), "
          "Acknowledged XI («the latter may elect») and London XX («he may retract») likewise give the choice to the "
          "misled player alone."],
         [], 'false-check-announcement', 'white', 'dismissed', cites=['XIV'])

    case(3418, PH, 'black-rook-leaps-a7-to-a6-white-plays-c4-ra1-mates-white-claims-after-the-mate',
         "Black's a8 rook goes to a6 over his own a7 pawn; White, not noticing, plays 2. c4, and 2... Ra1 mates. White's claim of the false move comes after his own next move: rule VIII lets the position stand, and the mate with it",
         "how the game ends: checkmate after an irregularity left standing; out of time.",
         "[FEN] r5k1/p4ppp/8/8/8/2P5/5PPP/6K1 b. Black plays his a8 rook to a6 ({[%move a8a6]}), over his own a7 pawn: no "
         "move (asserted). White does not notice and plays 2. c4. Black plays 2... Ra1, with \"check\": mate on the back "
         "rank (asserted). White now claims that Black's rook came to a6 by a false move.",
         ['VIII'],
         ["Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such "
          "irregular move, not revoked in time, had been just». White made his next move (2. c4) before he noticed the "
          "false move. Out of time: the rook's arrival on a6 stands as if it had been just, and so does everything "
          "built on it.",
          "The position is mate, and the game is Black's. As 3017 (the same rule, a stalemate after a false move left "
          "standing), cited VIII alone, since Philidor has no article on mate. Twenty-laws 3 and 11 and Boy's Own 7 give "
          "the same answer; London XXV too (White touched a pawn); the Acknowledged Laws set no time for it (VII)."],
         [], 'false-move', 'white', 'out-of-time', result='black', cites=['VIII'])

    # ------------------------------------------------------------------ acknowledged-laws
    case(3419, AL, 'queenless-philidor-o-o-o-gives-check-on-the-d-file-black-calls-it-false',
         "Philidor Defence, queens off: 11. O-O-O with \"check\"; Black moves his king to c8 and then calls the check false, since a castling moved the man: the d1 rook attacks d8 down the open file, the check was real and law XI does not apply",
         'dismissed: a "false" check that was real (given by castling); class 4.',
         "1. e4 e5 2. Nf3 d6 3. d4 exd4 4. Qxd4 Nf6 5. e5 dxe5 6. Qxd8+ Kxd8 7. Nxe5 Be6 8. Nc3 Nbd7 9. Bf4 Nxe5 10. Bxe5 c6 "
         "11. O-O-O+ with \"check\" said. The rook, arriving on d1, attacks the d8 king down the d-file, d2 to d7 being "
         "empty (asserted). Black plays 11... Kc8 and then claims that no check was given (he says a castling moves the "
         "king, not a checking piece) and asks to have the pieces replaced.",
         ['XI'],
         ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the "
          "piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» "
          "The rook actually attacked the king: check was given. The claim misreads the board; dismissed, Kc8 stands.",
          "As 823, 1422, 2622 (real checks by pinned men), cited XI. Twenty-laws 6, Boy's Own 8, Philidor XIV and London "
          "XX also need a check not given (901 and 907: a check by the castled rook on the f-file)."],
         [], 'false-check-announcement', 'black', 'dismissed', cites=['XI'])

    case(3420, AL, 'elephant-trap-bb4-check-unannounced-bh4-c5-black-claims-within-two-moves',
         "QGD, Elephant trap: 7... Bb4+ is not announced; White ignores it with 8. Bh4 and Black plays 8... c5; two moves after the check Black claims: law X's exception sends the game back to the check, which White must answer (Qd2)",
         "in time: within law X's two moves; the pair of 3421 (one move later, past the exception).",
         "Queen's Gambit Declined, the Elephant trap: 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Nbd7 5. cxd5 exd5 6. Nxd5 Nxd5 "
         "7. Bxd8 Bb4+, the bishop checking e1 (asserted); Black says nothing. White ignores the check and saves his "
         "bishop, 8. Bh4 (a move that leaves his king in check: asserted); Black plays 8... c5. Two moves have been made "
         "since the check, which still stands (asserted). Black, who wants the check answered (after Qd2 Bxd2+ Kxd2 "
         "Kxd8 he wins a piece), claims. In the position of the check White's only lawful answer is Qd2 (asserted).",
         ['X'],
         ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its "
          "note: «that two moves only may be made before the King is obliged to move out of Check, when the pieces must be "
          "replaced, and the proper moves made». Laws.md A25 (X glossed): found within two moves, the moves since the "
          "check are taken back and the check answered by any lawful means.",
          "Two moves were made (Bh4, c5): upheld, back to the check (retract-to-point-of-check), where White must play "
          "Qd2. As 1522. One move later, 9. e3, the exception no longer reaches (3421). Under twenty-laws 5, Boy's Own 9, "
          "Philidor XIII and London XVIII the retraction follows only the checker's warning on his next move; London XIX "
          "would take back to the check a check of unknown origin."],
         [], 'unannounced-check', 'black', 'upheld', remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'],
         moves={'retract-to-point-of-check': F[3420]['retract-to-point-of-check']})

    case(3421, AL, 'elephant-trap-bb4-check-unannounced-bh4-c5-e3-black-claims-after-three-moves',
         "QGD, Elephant trap: 7... Bb4+ unannounced, 8. Bh4 c5 9. e3, and only then does Black claim: three moves, past law X's two, and beyond them the code is silent; the point goes to a bystander (law XIV)",
         "one act after the window closed: the exception has run out and no law provides (the ruling is still heard); the pair of 3420.",
         "The record of 3420 one act further: 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Nbd7 5. cxd5 exd5 6. Nxd5 Nxd5 7. Bxd8 "
         "Bb4+ (nothing said) 8. Bh4 c5 9. e3, a third move that leaves the check standing (asserted). Black claims.",
         ['X', 'XIV'],
         ["Law X's note reaches «two moves only»; three have been made. Laws.md A25: beyond two moves the code is silent; "
          "the position stands with the check ignored, and the dispute goes to law XIV: «Should any dispute arise, the "
          "question must be submitted to any disinterested bystander, whose decision is to be considered final.» X glossed.",
          "No law provides; refer-to-third-party, cited X and XIV, as 1719 and 2823. It is not out of time in the sense "
          "of a claim barred: the law simply stops. One act earlier (3420) the exception applied."],
         [], 'unannounced-check', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['X', 'XIV'],
         glossed=['X'])

    case(3422, AL, 'najdorf-english-attack-the-b3-knight-set-on-d5-white-himself-claims',
         "Najdorf, English attack: White means Nc3-d5 but sets the b3 knight on d5, no knight's move; he himself then claims the illegal move and asks to play the right knight: law VII's choice is the adversary's",
         'a claim by the wrong party (the offender himself).',
         "Sicilian Najdorf, English attack: 1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 "
         "Be7 9. Qd2 O-O 10. O-O-O Nbd7 11. g4 b5, twenty-two lawful plies. White, meaning 12. Nd5 with the c3 knight, "
         "picks up the b3 knight and sets it on d5 ({[%move b3d5]}), which no knight's move reaches from b3 (asserted), "
         "and quits it. He then claims, himself, that the move was illegal and asks to play Nc3-d5 (lawful, asserted).",
         ['VII'],
         ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or "
          "make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or "
          "replace the piece and make a legal move.» Every remedy is one «his adversary may compel»; the law gives the "
          "player who erred no claim of his own. Law V: «Having once left the piece it cannot be removed from the square "
          "it occupies.»",
          "Dismissed: the knight stays on d5 unless Black compels one of VII's remedies. Cited VII, the article claimed "
          "under (as 3108, 3129 for the other codes). This code sets no time for VII, so Black may still claim."],
         [], 'false-move', 'white', 'dismissed', cites=['VII'])

    case(3423, AL, 'lasker-thomas-18-o-o-o-mate-black-says-the-h1-rook-had-moved',
         "Ed. Lasker - Thomas, London 1912, finished with 18. O-O-O mate; Black claims the castling was illegal because White's h1 rook had moved (17. Rh2+): law IX.1 means the rook castled with, the a1 rook had not moved, and the mate stands",
         'dismissed: a castling that was lawful; the game ends in mate (a win the code lets stand).',
         "Ed. Lasker - G. A. Thomas, London 1912: 1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 4. Bg5 Be7 5. Bxf6 Bxf6 6. e4 fxe4 7. Nxe4 "
         "b6 8. Ne5 O-O 9. Bd3 Bb7 10. Qh5 Qe7 11. Qxh7+ Kxh7 12. Nxf6+ Kh6 13. Neg4+ Kg5 14. h4+ Kf4 15. g3+ Kf3 16. Be2+ "
         "Kg2 17. Rh2+ Kg1, every check announced, thirty-four lawful plies; then 18. O-O-O, with \"check\": mate "
         "(asserted; the game itself ended 18. Kd2#, and the castling mate is the famous alternative). The king and the "
         "a1 rook had never moved, b1 to d1 were empty and not attacked, the king not in check (asserted). Black claims "
         "that White could not castle, his king's rook having moved at move 17.",
         ['IX'],
         ["Law IX: «A player cannot Castle under any of the following circumstances :—1. If he has moved either King or "
          "Book.» Laws.md A24: the rook meant is the one castled with (reading A, as every other code says), not any "
          "rook (IX glossed). The a1 rook had not moved; conditions 2 to 4 are not met either. The castling was lawful.",
          "Dismissed; the mate stands and the game is White's. As 1821 (castling on the king's side after the queen's rook "
          "moved), cited IX. Twenty-laws 8 («the rook»), Boy's Own 6, Philidor XII («with a Rook which has been removed») "
          "and London XVI.1 give the same answer."],
         [], 'illegal-castling', 'black', 'dismissed', result='white', cites=['IX'], glossed=['IX'])

    case(3424, AL, 'knight-and-bishop-against-the-king-fifty-moves-called-no-mate',
         "King, bishop and knight against the king: Black calls on White to mate in fifty moves; fifty moves each are played without mate and Black claims the draw under law XII",
         'how the game ends: a draw the code declares (fifty moves).',
         "[FEN] 8/8/8/3k4/8/1N6/3B4/4K3 b: White Ke1, Bd2, Nb3; Black Kd5. Black, to move, gives notice that White must "
         "mate in fifty moves ({[%fifty black]}). One hundred plies follow, fifty by each player: no capture, no check, no "
         "mate, no stalemate (asserted; the moves are drawn from a fixed seed in facts.py). Black claims the draw.",
         ['XII'],
         ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his "
          "adversary to mate in fifty moves or draw the game.» The forces are not equal; laws.md A26 reads the law to cover "
          "any ending (the fuller printing has «one with a superior to an inferior force, or even if they have equal "
          "forces»), fifty moves each from the call (XII glossed).",
          "Fifty each have been played without mate: upheld, the game drawn (declare-draw). As 2120 and 3322. Twenty-laws 19 "
          "(«a knight and bishop against the king only») and London XXII («with Knight and Bishop only») give the same "
          "draw; Philidor XVII too («that of a Knight and a Bishop against the King»)."],
         [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    # ------------------------------------------------------------------ london-1847
    case(3425, LO, 'qgd-black-touches-the-f6-knight-white-calls-it-pinned',
         "QGD: Black touches his f6 knight, which the g5 bishop pins against the queen; White claims under law XVII that it cannot be moved without leaving the King in check: it can, the queen is not the king, and XVII does not apply",
         'dismissed: a "pinned" man that is not pinned (a pin against the queen); class 4.',
         "Queen's Gambit Declined: 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Nbd7 5. e3 c6 6. Nf3, eleven lawful plies. Black "
         "touches his f6 knight ({[%touch f6]}). The g5 bishop's diagonal runs g5-f6-e7-d8: behind the knight stand an "
         "empty e7 and the queen, not the king on e8. The knight is not pinned; it has four lawful moves, Ne4, Ng4, Nh5, "
         "Ng8 (asserted). White claims that the knight cannot be moved without leaving the king in check, so that Black "
         "must replace it and move his king.",
         ['VII', 'XVII'],
         ["Law XVII: «If a player touch a Piece or Pawn that cannot be moved without leaving the King in check, he must "
          "replace the Piece or Pawn and move his King». No move of the f6 knight leaves the king in check; the pin is "
          "against the queen. XVII does not apply. Law VII governs: «A Piece or Pawn touched must be played».",
          "Dismissed: Black must play the knight under VII (he is not obliged to move his king). As 006 (a bishop hemmed "
          "in, not pinned), cited VII and XVII. The other codes' laws on a man that would expose the king (twenty-laws 1, "
          "Boy's Own 4, Philidor XV, Acknowledged V note) equally need the king behind the man."],
         [], 'touched-own-man-unplayable', 'white', 'dismissed', cites=['VII', 'XVII'])

    case(3426, LO, 'jerome-the-black-king-went-to-f7-and-back-black-castles-white-claims-at-once',
         "Jerome Gambit: Black's king took on f7 and went back to e8; at move 8 Black castles. White claims at once: law XVI.1 forbids it, and White has the choice of three penalties",
         "in time (claimed before touching a man); the pair of 3427.",
         "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Bxf7+ Kxf7 5. Nxe5+ Ke8 6. Nxc6 dxc6 7. O-O Nf6 8. d3, fifteen lawful plies "
         "(checks announced). Black castles on the king's side ({[%move e8g8]}). His king has moved (e8-f7-e8); the h8 "
         "rook has not; Black is not in check and f8, g8 are not attacked (asserted). White claims at once. With the king "
         "back on e8 and the rook on h8, the king's moves other than castling are Kd7, Ke7, Kf7, Kf8, and the rook's are "
         "Rf8, Rg8 (asserted).",
         ['XVI', 'XXV'],
         ["Law XVI: «A player cannot castle in the following cases: 1. If the King or Rook have been moved. ... Should a "
          "player castle in any of the above cases, his adver sary has the choice of three penalties; viz., 1st, of insisting "
          "that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook.» The king "
          "has moved: the castling is improper. The king move may not be a castling (laws.md A31, XVI glossed); White, the "
          "adversary, elects.",
          "Law XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn». White has "
          "touched nothing: in time. One act later, with a man touched, the claim is barred (3427). Philidor XII makes the "
          "offender choose rook or king; twenty-laws 8 and Boy's Own 6 give the adversary king or rook."],
         [], 'illegal-castling', 'white', 'upheld', remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'],
         elector='white', cites=['XVI', 'XXV'], glossed=['XVI'],
         moves={'move-king-no-castling': F[3426]['move-king-no-castling'], 'move-rook': F[3426]['move-rook']})

    case(3427, LO, 'jerome-the-black-king-went-to-f7-and-back-black-castles-white-touches-his-bishop-then-claims',
         "Jerome Gambit: Black castles with a king that had moved; White lays hold of his c1 bishop and only then claims: law XXV allows no penalty once the adversary has touched a Piece",
         "out of time, one act after the window closed; the pair of 3426.",
         "The record of 3426 one act further: after Black's castling ({[%move e8g8]}), White takes hold of his c1 bishop "
         "({[%touch c1]}) and then claims that the castling was improper.",
         ['XVI', 'XXV'],
         ["Law XXV: «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such "
          "irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» White touched "
          "his bishop first (laws.md A34: any man, XXV glossed). Out of time: the castling stands. As 2825, cited XVI and XXV.",
          "One act earlier the claim was in time (3426). Under twenty-laws 11, Boy's Own 7 and Philidor VIII only a move "
          "closes a claim, so the touch would not; the Acknowledged Laws set no time."],
         [], 'illegal-castling', 'white', 'out-of-time', cites=['XVI', 'XXV'], glossed=['XXV'])

    case(3428, LO, 'bxd4-leaves-king-and-bishop-against-the-king-black-claims-a-draw',
         "1. Bxd4 takes Black's last pawn: king and bishop against the bare king, who claims the game drawn at once since no mate is possible. The London code has no such law (XXII's fifty moves run only from a notice); the point goes to the bystanders (XXVI)",
         'no law provides (the ruling is still given: referred under XXVI).',
         "[FEN] 8/8/4k3/8/3p4/8/1B6/4K3 w: White Ke1, Bb2; Black Ke6, Pd4. 1. Bxd4. Only king and bishop against the king "
         "remain (asserted); they cannot mate (asserted). Black claims the game drawn at once; he has given no notice to "
         "count fifty moves.",
         ['XXVI', 'XXII', 'XXIV'],
         ["The London code draws a game by stalemate (XXIV: «A stalemate is a drawn game.») and by the fifty moves of XXII, "
          "which «commence from the time the adversary gives notice that he will count them». Black gave no notice, and no "
          "law declares a game drawn because mate has become impossible.",
          "Law XXVI: «Should any question arise, respecting which there is no law, ... the players must refer the point to "
          "the most skilful disinterested bystanders, and their decision must be considered as conclusive.» No law "
          "provides; refer-to-third-party, cited XXVI (as 2930, bare kings). Black may still give notice under XXII. "
          "The other codes are silent too: twenty-laws 20 and Acknowledged XIV refer; Philidor and Boy's Own refer "
          "without an article."],
         [], 'unprovided-or-disputed-point', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XXVI'])

    case(3429, LO, 'marshall-white-plays-d4-and-re1-in-one-turn-and-himself-asks-to-retract-re1',
         "Marshall attack: White plays 12. d4 and, before Black replies, Re5-e1 as well; he himself then asks to take back the second move: law XIV gives the choice to the adversary",
         'a claim by the wrong party (the player who moved out of turn).',
         "Ruy Lopez, Marshall attack: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 O-O 8. c3 d5 "
         "9. exd5 Nxd5 10. Nxe5 Nxe5 11. Rxe5 c6 12. d4, twenty-three lawful plies. White, expecting 12... Bd6, also "
         "retreats his rook, Re5-e1 ({[%move e5e1 white]}), a second move in succession. Before Black has said anything "
         "White himself asks to take Re1 back.",
         ['XIV'],
         ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the "
          "second be retracted.» The choice is the adversary's, Black's; the player who moved out of turn has none.",
          "Dismissed: both moves stand unless Black chooses the retraction; Black keeps his claim within XXV's limit. As "
          "2406 (twenty-laws 4, White asks to take back his own second move), cited XIV."],
         [], 'move-out-of-turn', 'white', 'dismissed', cites=['XIV'])

    case(3430, LO, 'queen-against-the-king-fifty-moves-counted-from-the-notice-no-mate',
         "Queen against the bare king: Black gives notice that he will count; fifty moves each without mate, and law XXII, which holds for «all other checkmates of Pieces only, such as Queen», declares the game drawn",
         'how the game ends: a draw the code declares (fifty moves).',
         "[FEN] 8/8/3k4/8/8/8/2Q5/6K1 b: White Kg1, Qc2; Black Kd6. Black, to move, gives notice that he will count the "
         "fifty moves ({[%fifty black]}). One hundred plies follow, fifty by each player: no capture, no check, no mate, "
         "no stalemate (asserted; drawn from a fixed seed in facts.py). Black claims the draw.",
         ['XXII'],
         ["Law XXII: «he must checkmate his adversary in fifty moves on each side at most, or the game will be considered as "
          "drawn; the fifty moves commence from the time the adversary gives notice that he will count them. The law holds "
          "good for all other checkmates of Pieces only, such as Queen, or Rook only». Queen against king is one of "
          "them (laws.md A32: the side mating has no pawns; XXII glossed).",
          "Fifty moves each from the notice, no mate: upheld, drawn (declare-draw). Twenty-laws 19 also lists «the king and "
          "queen against the king» (3203); Philidor XVII's «difficult mates» do not include it (404, dismissed); the "
          "Acknowledged Laws' XII covers any ending (A26)."],
         [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XXII'], glossed=['XXII'])
