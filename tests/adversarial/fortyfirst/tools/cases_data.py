"""The thirty cases of the forty-first set: six records (R1-R6) from the middlegames of real games, each ruled
under the five codes. Records and move lists come from facts.py (python-chess); article quotations are cut from
the seeds by texts.py."""

TL, BO, PH, AL, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

MC = ("Marshall-Capablanca, New York 1918 (the Marshall attack), as played: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 "
      "5. O-O Be7 6. Re1 b5 7. Bb3 O-O 8. c3 d5 9. exd5 Nxd5 10. Nxe5 Nxe5 11. Rxe5 Nf6 12. Re1 Bd6 13. h3 Ng4 14. Qf3 "
      "Qh4 15. d4 Nxf2 16. Re2 Bg4 17. hxg4 Bh2+, thirty-four lawful plies, no check before the last (asserted). "
      "17... Bh2 checks the g1 king from h2 (asserted: the only checker).")
F1 = (MC + " Black does not say \"check\". White lays his hand on his b1 knight ({[%touch b1]}), lets it go, and plays "
      "18. Kf1, the game move and the king's only lawful move (asserted). Black claims that the knight must be played. "
      "Asserted: the knight's moves are Nd2 and Na3; neither parries the check (with the check on the board it has no "
      "lawful move), but neither exposes the king to anything: the knight is not pinned, and after either move the h2 "
      "bishop is still the only man checking; with the check set aside both can be played.")
F5 = (MC + " Black says \"check\" ({[%check]}). White lays his hand on his b1 knight ({[%touch b1]}), lets it go, and "
      "plays 18. Kf1, the game move and the king's only lawful move (asserted). Black claims that the knight must be "
      "played. Asserted: the knight's moves, Nd2 and Na3, do not parry the announced check, so it has no lawful move; "
      "it is not pinned, and its moves would leave the check, not discover one.")
X15 = ("R1 and R5 are the same touch and the same king move; only the word \"check\" differs. Said (R5: 4105, 4111, "
       "4117, 4123, 4129), the knight has no lawful move, every code turns the duty into a king move or lets the "
       "adversary elect one, and 18. Kf1 has paid it: dismissed under all five. Not said (R1: 4101, 4107, 4113, "
       "4119, 4125), the unannounced-check laws (twenty-laws 5, Boy's Own 9, Philidor XIII, Acknowledged X) let "
       "White play as if there were no check, so the knight could be played and the touch binds: upheld, Nd2 or Na3. "
       "London alone is the same both ways: XVII speaks of a man that «cannot be moved without leaving the King in "
       "check», which is true of this knight whether or not the check was announced, and its king move has been made.")
F2 = ("Reti-Tartakower, Vienna 1910 (Caro-Kann), as played: 1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 "
      "6. dxe5 Qa5+ (announced, {[%check]}) 7. Bd2. While Black is considering his seventh move, White lays his hand "
      "on his own e4 knight ({[%touch e4 white]}: White names himself; it is Black's turn) and lets it go without a "
      "word. Black plays 7... Qxe5, as in the game, and now the knight is pinned against the e1 king by the queen "
      "(asserted: at the moment of the touch it was free and had six moves; at White's turn every move of it would "
      "expose the king). White plays 8. Nf3, a move of neither the touched knight nor the king (lawful, asserted). "
      "Black claims. Asserted: White's king's lawful moves, with 8. Nf3 taken back, are O-O-O, Kd1 and Ke2.")
X2 = ("R2 under the five codes: no touch law has a condition of turn for one's own man (twenty-laws 1, Boy's Own 4, "
      "Philidor V, Acknowledged V, London VII), so the touch in Black's turn binds White under all five; and under "
      "all five the duty is judged when White comes to play, when the knight is pinned: a king move (twenty-laws 1, "
      "Boy's Own 4, Philidor XV), the adversary's election of a king move or of a replacement and a lawful move "
      "(Acknowledged V), or replace and move the king (London XVII). Castling is a move of the king under each.")
F3 = ("Ed. Lasker-Thomas, London 1912, as played: 1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 4. Bg5 Be7 5. Bxf6 Bxf6 6. e4 fxe4 "
      "7. Nxe4 b6 8. Ne5 O-O 9. Bd3 Bb7 10. Qh5 Qe7, twenty lawful plies, then 11. Qxh7+: White takes hold of his h5 "
      "queen ({[%touch h5]}) and plays it to h7, saying \"check\" ({[%check]}); lawful, and a check (asserted). "
      "Black, before moving, claims that White had first set the queen down on g6 (a square it could reach, asserted) "
      "and only then carried it on to h7, so that the move was 11. Qg6. The record shows the touch of the queen and "
      "one move of it, to h7, and no other event.")
X3 = ("R3 under the five codes: dismissed everywhere, each code by its own words on holding and quitting: twenty-laws 1 "
      "(«so long as you keep hold, you may place it where you please»), Boy's Own 4 («though you may have set him "
      ".down upon a square»: the one code that names a man set down and still held), Philidor VII («so long as he "
      "keeps his hold of it»), the Acknowledged V («Having once left the piece»), London VIII («While a player holds "
      "the Piece or Pawn he has touched»). The record decides: it holds one move of the queen, and a man set down "
      "but still held has not been placed.")
F4 = ("Kasparov-Topalov, Wijk aan Zee 1999, as played: 1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. Be3 Bg7 5. Qd2 c6 6. f3 b5 "
      "7. Nge2 Nbd7 8. Bh6 Bxh6 9. Qxh6 Bb7 10. a3 e5 11. O-O-O Qe7 12. Kb1 a6 13. Nc1 O-O-O 14. Nb3 exd4 15. Rxd4 c5 "
      "16. Rd1 Nb6 17. g3 Kb8 18. Na5, thirty-five lawful plies, no check given in the record (asserted). With 18. Na5 "
      "White says \"check\" ({[%check]}); the knight reaches b7, c6, c4 and b3, not b8 (asserted). Black lays his "
      "hand on his king ({[%touch b8]}), which had lawful moves (asserted), lets it go, and plays 18... Ba8, as in "
      "the game. White plays 19. Bh3, as in the game, and only then claims that Black, having touched his king, "
      "must move it.")
X4 = ("R4 under the five codes: out of time where the code closes a claim when the claimant himself plays on "
      "(twenty-laws 11 «after the adversary has moved a piece»; London XXV «before he touches a Piece or Pawn»); "
      "heard and dismissed where no time is set for a touch claim (Boy's Own 4 with 8, Philidor V with XIV, the "
      "Acknowledged V with XI): a touch made in consequence of a false \"check\" is released, and Black released it "
      "himself, in time, by playing another man before White's next move.")
F6 = ("Anderssen-Kieseritzky, London 1851 (the Immortal game), as played: 1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ "
      "(announced, {[%check]}) 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 9. Nf5 c6 10. g4 Nf6 11. Rg1 "
      "cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3. While Black is considering his sixteenth move, "
      "White lays his hand on Black's b5 pawn ({[%touch b5 white]}: White names himself; it is Black's turn), which "
      "his c3 knight attacks (asserted), and says nothing. Black plays 16... Bc5, as in the game, leaving the pawn "
      "where it stands, and White plays 17. Nd5, as in the game, taking nothing. Black claims that White must take "
      "the pawn. Asserted: at White's turn the pawn can be taken lawfully only by Nxb5; White's king's lawful moves "
      "are Ke1, Ke2 and Kg2.")
X6 = ("R6 under the five codes: twenty-laws 2 alone confines its penalty to a touch made «when it is your turn to "
      "play»: dismissed. Boy's Own 5, Philidor VI and the Acknowledged VII set no condition of turn and no time for "
      "the claim: upheld, Nxb5 (and, under the Acknowledged menu, a king move or a replacement). London IX sets no "
      "condition of turn either, but XXV closes the claim once the claimant «touches a Piece or Pawn», and Black "
      "touched his bishop to play 16... Bc5 after the irregularity and before taking notice of it: out of time.")


def write_all(case, F):
    T, B_, P_, A_, L_ = 4101, 4107, 4113, 4119, 4125
    # ================================================================= R1: the check not said
    case(T + 0, TL, 'marshall-capablanca-bh2-check-not-said-white-touches-the-b1-knight-then-kf1',
         "Marshall-Capablanca 1918: 17... Bh2+ is not announced; White touches his b1 knight and plays 18. Kf1; law 5 let him play as if there were no check, so the knight could be played, law 1's exception does not reach it, and it must be played (Nd2, Na3)",
         "R1 (a touch under a check not said); the article that makes the act lawful; a finding of fact true of the board.",
         F1, ['1', '5', '11'],
         ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check, in which "
          "case, you are to move the king, when possible». The exception is for a man whose move would expose the king. "
          "The knight exposes nothing: the king stands in a check already given, and neither Nd2 nor Na3 opens a line "
          "to it (asserted). Could the knight be played at all? Law 5 answers: «If your adversary gives check to your "
          "king, without warning, you are not obliged to notice it until he does». Black gave no warning, so White was "
          "free to play as if there were no check, and Nd2 and Na3 were moves open to him (5 glossed: the check not "
          "said does not make the touched man unplayable). The touch binds: upheld, the king move taken back and the "
          "knight played, Nd2 or Na3; Black elects. Law 11's bar is not reached: Black claims before he has moved.",
          "That White also answered the check with his king does not pay the touch: law 1's king move is owed only where "
          "the touched man's move «would expose your king to check». If Black then warns on his next move, law 5's "
          "retraction follows in its turn; that is not before the arbiter.", X15],
         [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
         cites=['1', '5', '11'], glossed=['5'], moves=F[T + 0])

    # ================================================================= R2: touched in the adversary's turn, pinned by his move
    case(T + 1, TL, 'reti-tartakower-white-touches-the-e4-knight-in-blacks-turn-qxe5-pins-it-then-nf3',
         "Reti-Tartakower 1910: in Black's turn White touches his e4 knight; 7... Qxe5 pins it; White plays 8. Nf3: law 1 binds a touch in either turn (law 2 alone speaks of «your turn»), and with the knight pinned the duty is a king move (O-O-O, Kd1, Ke2)",
         "R2 (a touch of one's own man out of turn; the man pinned by the adversary's next move); findings of fact at the moment the duty falls due.",
         F2, ['1', '2', '11'],
         ["Law 1 («If you touch your man, you must play it») sets no condition of turn. Law 2, on the adversary's men, "
          "binds a touch made «when it is your turn to play»; law 1 does not repeat those words, and the reading taken "
          "is that it means what it says: the touch in Black's turn binds White on his own turn (1 glossed). The duty "
          "falls due when White comes to play, and then the knight is pinned (asserted): «except where it would expose "
          "your king to check, in which case, you are to move the king, when possible». The king can move: O-O-O, Kd1, "
          "Ke2 (asserted). Castling is a move of the king, and law 2's «you cannot castle that move» belongs to law 2 "
          "(as 2304). White's 8. Nf3 moved neither: upheld, the move taken back and the king moved; Black elects. Law "
          "11 is not reached: Black has not moved since.",
          "That the knight was free when touched does not make its moves lawful now; a finding of fact is made on the "
          "board on which the touched man must be played.", X2],
         [], 'touched-own-man', 'black', 'upheld', remedies=['move-king'], elector='black',
         cites=['1', '11'], glossed=['1'], moves=F[T + 1])

    # ================================================================= R3: held, set down, carried on
    case(T + 2, TL, 'lasker-thomas-qxh7-black-says-the-queen-was-first-set-down-on-g6',
         "Ed. Lasker-Thomas 1912: White touches his queen and plays 11. Qxh7+; Black says it was first set down on g6: law 1, so long as the hold is kept the man may be placed where one pleases; the record shows one move, to h7",
         "R3 (a man held and moved to several squares before release); the record decides.",
         F3, ['1'],
         ["Law 1: «so long as you keep hold, you may place it where you please; but if you have placed it, which is "
          "understood by having quitted your hold, you cannot then recal the move». A man is placed when the hold is "
          "quitted, not when it touches a square. Black's plea is that the queen touched g6 on its way; he does not say, "
          "and the record does not show, that White let go of it there. The record holds the touch of the queen and "
          "one move of it, to h7. Dismissed: the move is 11. Qxh7+.", X3],
         [], 'man-released', 'black', 'dismissed', cites=['1'])

    # ================================================================= R4: false check, king touched, released; the announcer claims late
    case(T + 3, TL, 'kasparov-topalov-na5-false-check-black-touches-his-king-plays-ba8-white-claims-after-bh3',
         "Kasparov-Topalov 1999: 18. Na5 is called \"check\" and checks nothing; Black touches his king, plays 18... Ba8; White plays 19. Bh3 and only then claims the king must move: law 11, no irregularity can be retraced after the adversary has moved",
         "R4 (a touch made because of a false check; the claim after the claimant's own move); the window.",
         F4, ['1', '6', '11'],
         ["White claims under law 1 («If you touch your man, you must play it»). The irregularity he complains of, "
          "Black's playing another man than the one touched, was complete with 18... Ba8, and White then played 19. Bh3. "
          "Law 11: «No irregularity or false move committed in the play is subject to penalty—nor can any such be "
          "retraced, after the adversary has moved a piece» (laws.md A6: the bar runs from the adversary's move, and "
          "the adversary of the offender is White himself). Out of time (11 glossed).",
          "Had he claimed at once, the claim would still have failed: the touch was made in consequence of a false "
          "notice of check, and law 6 lets the misled player retract even a completed king move «before the opponent "
          "has completed his next move»; a touch he let go of before White moved binds him no more (as 2901).", X4],
         [], 'touched-own-man', 'white', 'out-of-time', cites=['1', '11'], glossed=['11'])

    # ================================================================= R5: the check said
    case(T + 4, TL, 'marshall-capablanca-bh2-check-said-white-touches-the-b1-knight-then-kf1',
         "Marshall-Capablanca 1918: 17... Bh2+ with \"check\" said; White touches his b1 knight, which cannot meet the check, and plays 18. Kf1: the king move law 1 substitutes has been made; dismissed",
         "R5 (a touch under an announced check; the same record as R1 with the word said); a penalty already satisfied.",
         F5, ['1', '5'],
         ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check, in which "
          "case, you are to move the king, when possible». The check was announced, so law 5 does not let White "
          "disregard it, and no move of the knight meets it (asserted): the knight cannot be played without leaving "
          "the king in check. The reading taken (1 glossed) is that a move that would leave the king in a check "
          "announced is within the exception as much as one that would open a line to it (as 1906, a double check): "
          "in neither case may the man be played, and in both the law sends the duty to the king. White moved his king, "
          "18. Kf1, its only move (asserted). The penalty has been paid: dismissed.", X15],
         [], 'touched-own-man', 'black', 'dismissed', cites=['1'], glossed=['1'])

    # ================================================================= R6: the adversary's man touched in the adversary's turn
    case(T + 5, TL, 'immortal-game-white-touches-the-b5-pawn-in-blacks-turn-then-nd5',
         "The Immortal game: in Black's turn White touches Black's b5 pawn, then plays 17. Nd5: law 2 binds a touch of the adversary's man made «when it is your turn to play», and this was not; dismissed",
         "R6 (a touch of the adversary's man out of turn); the code's own words decide.",
         F6, ['2', '20'],
         ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to "
          "play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the "
          "piece (if it be en prise)...». The penalty is for a touch made in one's own turn; White touched the pawn in "
          "Black's (the record names him, asserted). Law 2 has provided for the point by its own condition, so law 20 "
          "(points «for which the laws have not provided») is not reached. Dismissed (2 glossed), as 1201, 3304, 2704.",
          "The pawn was en prise at White's turn (Nxb5, asserted), so nothing but the condition of turn saves White.", X6],
         [], 'touched-adversary-man', 'black', 'dismissed', cites=['2'], glossed=['2'])

    # ================================================================= boys-own-1829
    case(B_ + 0, BO, 'marshall-capablanca-bh2-check-not-said-white-touches-the-b1-knight-then-kf1',
         "Marshall-Capablanca 1918: 17... Bh2+ is not announced; White touches his b1 knight and plays 18. Kf1: law 4 excepts only a man whose move would discover check, law 9 let White play on as if unwarned, so the knight must be played (Nd2, Na3)",
         "R1 (a touch under a check not said); the article that makes the act lawful.",
         F1, ['4', '9'],
         ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you "
          "can only move the king». The knight's moves discover nothing (asserted). Nor was the knight unplayable: law 9, "
          "«If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it till he "
          "does». Black said nothing, so Nd2 and Na3 were open to White (9 glossed: the unannounced check does not make "
          "the touched man unplayable, as it did in 3308, where the check was announced). Upheld: the king move is "
          "taken back and the knight played; Black elects.", X15],
         [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
         cites=['4', '9'], glossed=['9'], moves=F[B_ + 0])

    case(B_ + 1, BO, 'reti-tartakower-white-touches-the-e4-knight-in-blacks-turn-qxe5-pins-it-then-nf3',
         "Reti-Tartakower 1910: in Black's turn White touches his e4 knight; 7... Qxe5 pins it; White plays 8. Nf3: law 4 binds the touch whatever the turn, and with the knight pinned White «can only move the king» (O-O-O, Kd1, Ke2)",
         "R2 (a touch of one's own man out of turn, the man pinned by the adversary's next move); findings of fact when the duty falls due.",
         F2, ['4'],
         ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you "
          "can only move the king, if it be practicable.» No condition of turn: the touch made in Black's turn binds "
          "White when he comes to play (4 glossed). By then the knight is pinned, so every move of it would discover "
          "check on the king (asserted), and White «can only move the king». It is practicable: O-O-O, Kd1, Ke2 "
          "(castling a move of the king, as 1409). White played 8. Nf3: upheld, Black elects.", X2],
         [], 'touched-own-man', 'black', 'upheld', remedies=['move-king'], elector='black',
         cites=['4'], glossed=['4'], moves=F[B_ + 1])

    case(B_ + 2, BO, 'lasker-thomas-qxh7-black-says-the-queen-was-first-set-down-on-g6',
         "Ed. Lasker-Thomas 1912: White plays 11. Qxh7+; Black says the queen was first set down on g6: law 4 lets a man held be placed where one pleases «though you may have set him .down upon a square»; dismissed",
         "R3 (a man held and moved to several squares before release); the record decides.",
         F3, ['4'],
         ["Law 4: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep "
          "hold of him, you are at liberty to place him where you please, though you may have set him .down upon a "
          "square». The Boy's Own code names Black's very plea and answers it: a man set down on g6 but still held may "
          "go on to h7. Only the hand's leaving the man fixes it, and the record shows the queen moved once, to h7. "
          "Dismissed.", X3],
         [], 'man-released', 'black', 'dismissed', cites=['4'])

    case(B_ + 3, BO, 'kasparov-topalov-na5-false-check-black-touches-his-king-plays-ba8-white-claims-after-bh3',
         "Kasparov-Topalov 1999: 18. Na5 is called \"check\"; Black touches his king, lets go, plays 18... Ba8; after 19. Bh3 White claims the king must move: law 8 lets the misled player retract a completed move, so a fortiori the touch; dismissed",
         "R4 (a touch made because of a false check); the touch is retractable.",
         F4, ['4', '8'],
         ["Law 4 («If you touch a man, you must play it») sets no time for the claim, and law 7's bar is for false moves; "
          "so the claim is heard. Law 8: «If your opponent challenge you with a check, without, in fact, your king being "
          "in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you "
          "discover it before he has made his next move.» The touch of the king was Black's next act after the false "
          "challenge and is taken as made in consequence of it. If a completed move may be retracted, a touch binds no "
          "more (8 glossed: the touch is released a fortiori). Black released it himself, before White's next move, by "
          "playing 18... Ba8; White's 19. Bh3 came after, and does not revive it. Dismissed.", X4],
         [], 'touched-own-man', 'white', 'dismissed', cites=['4', '8'], glossed=['8'])

    case(B_ + 4, BO, 'marshall-capablanca-bh2-check-said-white-touches-the-b1-knight-then-kf1',
         "Marshall-Capablanca 1918: 17... Bh2+ with \"check\" said; White touches his b1 knight, which cannot meet the check, and plays 18. Kf1: law 4's king move has been made; dismissed",
         "R5 (a touch under an announced check); a penalty already satisfied.",
         F5, ['4'],
         ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you "
          "can only move the king, if it be practicable.» The check was announced, and no knight move meets it "
          "(asserted). The reading taken (4 glossed, as 3308) is that a man whose every move would leave the king in a "
          "check announced is within the exception: it cannot be played, and the duty goes to the king. White moved his "
          "king, 18. Kf1. Dismissed: the penalty has been paid.", X15],
         [], 'touched-own-man', 'black', 'dismissed', cites=['4'], glossed=['4'])

    case(B_ + 5, BO, 'immortal-game-white-touches-the-b5-pawn-in-blacks-turn-then-nd5',
         "The Immortal game: in Black's turn White touches Black's b5 pawn, then plays 17. Nd5: law 5 sets no condition of turn, and White can take the pawn (Nxb5): Black may insist on it",
         "R6 (a touch of the adversary's man out of turn); the code's own words decide.",
         F6, ['5'],
         ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you "
          "must moeve your king». Unlike twenty-laws 2 it sets no condition of turn, and the reading taken is the "
          "literal one (5 glossed): a touch in the adversary's turn binds the toucher at his own. At White's turn he "
          "could take the pawn, by Nxb5 only (asserted), so the king move does not arise. The Boy's Own laws set no "
          "time for such a claim. Upheld: 17. Nd5 is taken back and the pawn taken; Black elects.", X6],
         [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black',
         cites=['5'], glossed=['5'], moves=F[B_ + 5])

    # ================================================================= philidor
    case(P_ + 0, PH, 'marshall-capablanca-bh2-check-not-said-white-touches-the-b1-knight-then-kf1',
         "Marshall-Capablanca 1918: 17... Bh2+ is not announced; White touches his b1 knight and plays 18. Kf1: rule XIII let him «play as if such check did not exist», so the knight could be played and rule V binds (Nd2, Na3)",
         "R1 (a touch under a check not said); the article that makes the act lawful.",
         F1, ['V', 'XIII', 'XV'],
         ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Rule XV's "
          "exception («If any one touches a piece which he cannot play without giving check, he must then play his "
          "King», read as the king's own exposure, laws.md A17) is for a piece that cannot be played. This one could: "
          "rule XIII, «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he "
          "may consequently play as if such check did not exist». Black gave no warning, so Nd2 and Na3 were open to "
          "White (XIII glossed). Upheld: the king move is taken back and the knight played; Black elects.", X15],
         [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
         cites=['V', 'XIII'], glossed=['XIII'], moves=F[P_ + 0])

    case(P_ + 1, PH, 'reti-tartakower-white-touches-the-e4-knight-in-blacks-turn-qxe5-pins-it-then-nf3',
         "Reti-Tartakower 1910: in Black's turn White touches his e4 knight; 7... Qxe5 pins it; White plays 8. Nf3: rule V binds whatever the turn, and rule XV makes the pinned knight's duty a king move (O-O-O, Kd1, Ke2)",
         "R2 (a touch of one's own man out of turn, pinned by the adversary's next move); findings of fact when the duty falls due.",
         F2, ['V', 'XV'],
         ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». No word was said "
          "and no condition of turn is set (V glossed: as 2413 read it for a j'adoube said in the adversary's turn). "
          "When White comes to play, the knight is pinned (asserted): rule XV, «If any one touches a piece which he "
          "cannot play without giving check, he must then play his King» (XV glossed: read as exposing his own king, "
          "laws.md A17). The king can be played: O-O-O, Kd1, Ke2 (castling plays the king, as 1415). White played "
          "8. Nf3: upheld, Black elects.", X2],
         [], 'touched-own-man', 'black', 'upheld', remedies=['move-king'], elector='black',
         cites=['V', 'XV'], glossed=['V', 'XV'], moves=F[P_ + 1])

    case(P_ + 2, PH, 'lasker-thomas-qxh7-black-says-the-queen-was-first-set-down-on-g6',
         "Ed. Lasker-Thomas 1912: White plays 11. Qxh7+; Black says the queen was first set down on g6: rule VII, so long as the hold is kept the piece may be played where one pleases; dismissed",
         "R3 (a man held and moved to several squares before release); the record decides.",
         F3, ['VII'],
         ["Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place; but so long as "
          "he keeps his hold of it, he is at liberty to play it where he pleases.» The queen was not «quite left» on g6: "
          "Black does not say White let go of it there, and the record shows the queen touched and moved once, to h7. "
          "Dismissed.", X3],
         [], 'man-released', 'black', 'dismissed', cites=['VII'])

    case(P_ + 3, PH, 'kasparov-topalov-na5-false-check-black-touches-his-king-plays-ba8-white-claims-after-bh3',
         "Kasparov-Topalov 1999: 18. Na5 is called \"check\"; Black touches his king, lets go, plays 18... Ba8; after 19. Bh3 White claims the king must move: rule XIV names the touch of the King made in consequence; dismissed",
         "R4 (a touch made because of a false check); the touch is retractable.",
         F4, ['V', 'XIV'],
         ["Rule V («A Piece once touched must be played») would bind the touch; rule VIII's bar is for false moves, and "
          "Philidor sets no time for a touch claim, so it is heard. Rule XIV: «If the adversary warns you of a check, "
          "without however giving it, and you in consequence touch either your King, or any other piece, you will then "
          "be allowed to retract your move so long as your adversary has not yet made his next move.» XIV names the "
          "very act, the touch of the King (XIV glossed: the touch is what may be retracted, and it was, by Black's "
          "playing 18... Ba8 before White made his next move). White's 19. Bh3 came after and revives nothing. "
          "Dismissed.", X4],
         [], 'touched-own-man', 'white', 'dismissed', cites=['V', 'XIV'], glossed=['XIV'])

    case(P_ + 4, PH, 'marshall-capablanca-bh2-check-said-white-touches-the-b1-knight-then-kf1',
         "Marshall-Capablanca 1918: 17... Bh2+ with \"check\" said; White touches his b1 knight, which cannot meet the check, and plays 18. Kf1: rule XV's king move has been played; dismissed",
         "R5 (a touch under an announced check); a penalty already satisfied.",
         F5, ['V', 'XV'],
         ["Rule V binds the touch; rule XV: «If any one touches a piece which he cannot play without giving check, he "
          "must then play his King». Read with laws.md A17 as the player's own king, and here of a king left in a check "
          "announced (XV glossed): no knight move meets the check (asserted), so the knight cannot be played, and rule "
          "XIII does not help, the check having been said. White played his King, 18. Kf1. Dismissed: the penalty has "
          "been paid.", X15],
         [], 'touched-own-man', 'black', 'dismissed', cites=['V', 'XV'], glossed=['XV'])

    case(P_ + 5, PH, 'immortal-game-white-touches-the-b5-pawn-in-blacks-turn-then-nd5',
         "The Immortal game: in Black's turn White touches Black's b5 pawn without saying j'adoube, then plays 17. Nd5: rule VI sets no condition of turn, and the pawn is takeable (Nxb5): Black may oblige White to take it",
         "R6 (a touch of the adversary's man out of turn); the code's own words decide.",
         F6, ['VI'],
         ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to "
          "take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» No "
          "j'adoube was said, and no condition of turn is set (VI glossed: read literally, the touch in Black's turn "
          "binds White at his own; Philidor's «Pieces» include the pawns, as in earlier cases). The pawn is takeable, "
          "by Nxb5 only (asserted). Rule VIII's bar is for false moves, not touches. Upheld: Black elects.", X6],
         [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black',
         cites=['VI'], glossed=['VI'], moves=F[P_ + 5])

    # ================================================================= acknowledged-laws
    case(A_ + 0, AL, 'marshall-capablanca-bh2-check-not-said-white-touches-the-b1-knight-then-kf1',
         "Marshall-Capablanca 1918: 17... Bh2+ is not announced; White touches his b1 knight and plays 18. Kf1: law X let him take no notice of the check, so the knight could be legally moved and law V binds (Nd2, Na3)",
         "R1 (a touch under a check not said); the article that makes the act lawful.",
         F1, ['V', 'X'],
         ["Law V: «If a piece be touched it must be moved.» Its note excepts the piece that «cannot be legally moved», "
          "for which the adversary elects a king move or a replacement. Could the knight be legally moved? Law X: «If "
          "a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Black cried "
          "nothing, so White needed take no notice of it, and Nd2 and Na3 were legal moves for him (X glossed). The "
          "note does not apply; the touch binds. Upheld: the king move is taken back and the knight moved; Black "
          "elects. The Acknowledged Laws set no time for the claim.", X15],
         [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
         cites=['V', 'X'], glossed=['X'], moves=F[A_ + 0])

    case(A_ + 1, AL, 'reti-tartakower-white-touches-the-e4-knight-in-blacks-turn-qxe5-pins-it-then-nf3',
         "Reti-Tartakower 1910: in Black's turn White touches his e4 knight; 7... Qxe5 pins it; White plays 8. Nf3: law V binds whatever the turn, the knight cannot be legally moved, and Black elects a king move (O-O-O, Kd1, Ke2) or its replacement and a legal move",
         "R2 (a touch of one's own man out of turn, pinned by the adversary's next move); findings of fact when the duty falls due.",
         F2, ['V'],
         ["Law V: «If a piece be touched it must be moved.» No condition of turn (V glossed: the touch in Black's turn "
          "binds White at his own). At White's turn the knight is pinned and «cannot be legally moved» (asserted), and "
          "the note gives the election to the adversary: «the adversary may elect for the player to move his King or "
          "replace the piece» (laws.md A22: replace it and make a legal move). White chose for himself, 8. Nf3, which "
          "was not Black's to lose: upheld, Black elects between a king move (O-O-O, Kd1, Ke2: the code bars castling "
          "only in IX's cases, none of which holds) and a legal move.", X2],
         [], 'touched-own-man', 'black', 'upheld', remedies=['move-king', 'replace-and-move-legally'], elector='black',
         cites=['V'], glossed=['V'], moves=F[A_ + 1])

    case(A_ + 2, AL, 'lasker-thomas-qxh7-black-says-the-queen-was-first-set-down-on-g6',
         "Ed. Lasker-Thomas 1912: White plays 11. Qxh7+; Black says the queen was first set down on g6: law V fixes a piece once left, and the queen was left on h7 only; dismissed",
         "R3 (a man held and moved to several squares before release); the record decides.",
         F3, ['V'],
         ["Law V: «If a piece be touched it must be moved. Having once left the piece it cannot be removed from the square "
          "it occupies.» The touched queen was moved, and it was left on h7, the one square the record shows. A piece set "
          "down but still in hand has not been «left»: the law fixes the square at the leaving, not at the first contact "
          "with the board. Dismissed.", X3],
         [], 'man-released', 'black', 'dismissed', cites=['V'])

    case(A_ + 3, AL, 'kasparov-topalov-na5-false-check-black-touches-his-king-plays-ba8-white-claims-after-bh3',
         "Kasparov-Topalov 1999: 18. Na5 is called \"check\"; Black touches his king, lets go, plays 18... Ba8; after 19. Bh3 White claims the king must move: law XI lets the misled player have even a king move replaced, so a fortiori the touch; dismissed",
         "R4 (a touch made because of a false check); the touch is retractable.",
         F4, ['V', 'XI'],
         ["Law V («If a piece be touched it must be moved») would bind the touch, and the code sets no time for the "
          "claim, so it is heard. Law XI: «If a player say Check without actually attacking the King, and his adversary "
          "move his King or take the piece, the latter may elect either to let the move stand or have the pieces "
          "replaced and another move made.» The misled player who moved his king may have another move made instead; "
          "one who only touched it, and made another move, has done no more than XI would have let him do (XI glossed: "
          "a fortiori, laws.md A27, the election is the misled player's). Dismissed.", X4],
         [], 'touched-own-man', 'white', 'dismissed', cites=['V', 'XI'], glossed=['XI'])

    case(A_ + 4, AL, 'marshall-capablanca-bh2-check-said-white-touches-the-b1-knight-then-kf1',
         "Marshall-Capablanca 1918: 17... Bh2+ with \"check\" said; White touches his b1 knight, which cannot be legally moved, and plays 18. Kf1: either of the adversary's elections is met by that lawful king move; dismissed",
         "R5 (a touch under an announced check); a penalty already satisfied.",
         F5, ['V'],
         ["Law V's note: «If the piece cannot be legally moved, the adversary may elect for the player to move his King "
          "or replace the piece.» The check was cried, so the knight, none of whose moves meets it (asserted), cannot be "
          "legally moved. Black's election is between a king move and a lawful move with the knight left where it "
          "stands (laws.md A22); 18. Kf1 is both. Nothing is left to elect: dismissed (as the adversarial set's "
          "acknowledged-laws 003).", X15],
         [], 'touched-own-man', 'black', 'dismissed', cites=['V'])

    case(A_ + 5, AL, 'immortal-game-white-touches-the-b5-pawn-in-blacks-turn-then-nd5',
         "The Immortal game: in Black's turn White touches Black's b5 pawn, then plays 17. Nd5: law VII sets no condition of turn and no time; Black elects from its menu: take the pawn (Nxb5), move the king (Ke1, Ke2, Kg2), or replace and make a legal move",
         "R6 (a touch of the adversary's man out of turn); the code's own words decide.",
         F6, ['VII'],
         ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, "
          "or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or "
          "replace the piece and make a legal move.» No condition of turn (VII glossed: the touch in Black's turn binds "
          "White at his own), no word of j'adoube, and no time limit in the code. Of the menu, the items that fit a touch "
          "of an opponent's man are offered (laws.md A23), in VII's order: take the man (Nxb5, asserted), move the King "
          "(Ke1, Ke2, Kg2, asserted), replace and make a legal move. Upheld; Black elects.", X6],
         [], 'touched-adversary-man', 'black', 'upheld',
         remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black',
         cites=['VII'], glossed=['VII'], moves=F[A_ + 5])

    # ================================================================= london-1847
    case(L_ + 0, LO, 'marshall-capablanca-bh2-check-not-said-white-touches-the-b1-knight-then-kf1',
         "Marshall-Capablanca 1918: 17... Bh2+ is not announced; White touches his b1 knight and plays 18. Kf1: the knight «cannot be moved without leaving the King in check», announced or not, so law XVII's king move is due, and it has been made; dismissed",
         "R1 (a touch under a check not said); the London code's own words; a penalty already satisfied.",
         F1, ['VII', 'XVII', 'XVIII'],
         ["Law VII: «A Piece or Pawn touched must be played». Law XVII: «If a player touch a Piece or Pawn that cannot be "
          "moved without leaving the King in check, he must replace the Piece or Pawn and move his King». Its words are "
          "«leaving the King in check», not exposing it, and every move of the knight leaves the king in the bishop's "
          "check (asserted). That the check was not announced does not change this: law XVIII («his adversary is not "
          "obliged to attend to it») lets White disregard the check, but the knight still cannot be moved without "
          "leaving the king in it (XVII glossed: the words are read as they stand, of a check announced or not, as "
          "1827 read them for an announced one). The king move XVII requires has been made, 18. Kf1. Dismissed.",
          "This is where London parts from the four other codes on the same record: their exceptions speak of exposing "
          "the king (twenty-laws 1), discovering check (Boy's Own 4), a piece that cannot be played (Philidor XV with "
          "XIII), or cannot be legally moved (Acknowledged V with X), and the check not said makes the knight playable "
          "under each.", X15],
         [], 'touched-own-man', 'black', 'dismissed', cites=['VII', 'XVII'], glossed=['XVII'])

    case(L_ + 1, LO, 'reti-tartakower-white-touches-the-e4-knight-in-blacks-turn-qxe5-pins-it-then-nf3',
         "Reti-Tartakower 1910: in Black's turn White touches his e4 knight without a word; 7... Qxe5 pins it; White plays 8. Nf3: law VII binds whatever the turn, and law XVII orders the king moved (O-O-O, Kd1, Ke2)",
         "R2 (a touch of one's own man out of turn, pinned by the adversary's next move); findings of fact when the duty falls due.",
         F2, ['VII', 'XVII'],
         ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” "
          "or words to that effect». Nothing was said, and no condition of turn is set (VII glossed: as 3727 read the "
          "same law for a j'adoube said in the adversary's turn, the touch in Black's turn counts). At White's turn the "
          "knight cannot be moved without leaving the king in check (asserted: pinned). Law XVII: «he must replace the "
          "Piece or Pawn and move his King». Nothing to replace: the knight never left e4; 8. Nf3 is taken back and the "
          "king moved, O-O-O, Kd1 or Ke2 (castling a move of the king, as 1427). Upheld; Black elects. Black has touched "
          "nothing since 8. Nf3, so XXV does not bar him.", X2],
         [], 'touched-own-man', 'black', 'upheld', remedies=['replace-and-move-king'], elector='black',
         cites=['VII', 'XVII'], glossed=['VII'], moves=F[L_ + 1])

    case(L_ + 2, LO, 'lasker-thomas-qxh7-black-says-the-queen-was-first-set-down-on-g6',
         "Ed. Lasker-Thomas 1912: White plays 11. Qxh7+; Black says the queen was first set down on g6: law VIII, while he holds it a player may play it to any square but its own; the record shows it quitted on h7; dismissed",
         "R3 (a man held and moved to several squares before release); the record decides.",
         F3, ['VIII'],
         ["Law VIII: «While a player holds the Piece or Pawn he has touched, he may play it to any other than the square "
          "he took it from; but, having quitted it, he cannot recall the move.» The queen touched was played to h7, a "
          "square other than h5, and quitted there; g6 was at most a square it crossed in hand. Dismissed.", X3],
         [], 'man-released', 'black', 'dismissed', cites=['VIII'])

    case(L_ + 3, LO, 'kasparov-topalov-na5-false-check-black-touches-his-king-plays-ba8-white-claims-after-bh3',
         "Kasparov-Topalov 1999: 18. Na5 is called \"check\"; Black touches his king, lets go, plays 18... Ba8; White plays 19. Bh3 and only then claims the king must move: law XXV, notice must come before the claimant touches a piece",
         "R4 (a touch made because of a false check; the claimant's own move); the window.",
         F4, ['VII', 'XX', 'XXV'],
         ["White claims under law VII («A Piece or Pawn touched must be played»). Law XXV (found text): «If a player make "
          "a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he "
          "touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» The irregularity White complains "
          "of was complete with 18... Ba8; White then touched and played his bishop, 19. Bh3. Out of time (XXV glossed: "
          "laws.md A34, «he» is the claimant, and the &c. reaches a touch not honoured, as in 3001).",
          "On the merits the claim would fail as well: law XX lets the misled player retract a king move made in "
          "consequence of a false \"Check\", so the touch of the king binds him no more (as the earlier London case of "
          "the king touched after 11. Bb5).", X4],
         [], 'touched-own-man', 'white', 'out-of-time', cites=['VII', 'XXV'], glossed=['XXV'])

    case(L_ + 4, LO, 'marshall-capablanca-bh2-check-said-white-touches-the-b1-knight-then-kf1',
         "Marshall-Capablanca 1918: 17... Bh2+ with \"check\" said; White touches his b1 knight, which cannot be moved without leaving the king in check, and plays 18. Kf1: law XVII's king move has been made; dismissed",
         "R5 (a touch under an announced check); a penalty already satisfied.",
         F5, ['VII', 'XVII'],
         ["Law XVII: «If a player touch a Piece or Pawn that cannot be moved without leaving the King in check, he must "
          "replace the Piece or Pawn and move his King». No knight move meets the check (asserted). The knight never "
          "left b1, and the king moved, 18. Kf1. Dismissed: the penalty has been paid (as 1827 read XVII of a man none "
          "of whose moves meets a check).", X15],
         [], 'touched-own-man', 'black', 'dismissed', cites=['VII', 'XVII'])

    case(L_ + 5, LO, 'immortal-game-white-touches-the-b5-pawn-in-blacks-turn-black-plays-bc5-then-claims',
         "The Immortal game: in Black's turn White takes hold of Black's b5 pawn without a word; Black plays 16... Bc5, White 17. Nd5, and Black then claims: law IX would oblige White to take it, but XXV closed the claim when Black touched his bishop",
         "R6 (a touch of the adversary's man out of turn); the window.",
         F6, ['IX', 'XXV'],
         ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to "
          "that effect, his adversary may compel him to take it» («take» = take hold of, laws.md A28). It sets no "
          "condition of turn, and White said nothing. But the irregularity was the touch itself, made in Black's turn, "
          "and Black then touched and played his bishop, 16... Bc5, before taking notice of it. Law XXV (found text): "
          "«the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be "
          "allowed to inflict any penalty». Out of time (XXV glossed: the irregularity is the touch, and Black could "
          "have taken notice of it before he moved; the other reading, that it is complete only when White, at his "
          "turn, fails to take the pawn, would let Black claim, since he has touched nothing since 17. Nd5; it is "
          "not taken, because IX's offence is the laying hold «without saying “J’adoube”», which was complete at once).",
          X6],
         [], 'touched-adversary-man', 'black', 'out-of-time', cites=['IX', 'XXV'], glossed=['XXV'])
