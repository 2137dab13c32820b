"""The thirty cases of the thirty-eighth set: nine records (A-I), each holding two irregularities or acts that
interact, ruled under two to five codes. Records and move lists come from facts.py (python-chess); article
quotations are cut from the seeds by texts.py."""

TL, BO, PH, AL, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

FA = ("Closed Ruy Lopez: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5, "
      "eighteen lawful plies. White touches his c1 bishop ({[%touch c1]}), which stands between its own b2 and d2 pawns "
      "and has no lawful move at all (asserted: hemmed in, not pinned), and plays it to g5 over the d2 pawn "
      "({[%move c1g5]}: no move at all, asserted). Black claims at once, having touched nothing. Asserted: the white "
      "king's lawful moves are Kf1, Kh1 and Kh2, with the bishop put back on c1 or left on g5.")
XA = ("Record A under the five codes: twenty-laws 3 (3801) and London XIII (3825) offer three penalties, of which the "
      "correct move of the same man cannot be enforced; the Acknowledged menu (3819) likewise; Boy's Own 7 (3807) and "
      "Philidor VIII (3813, where Black first touches his own knight) give only the king move, which can be made. "
      "Under none does the touch add a penalty: the touched man was played, and its false move is what is claimed.")
FB = ("Closed Ruy Lopez: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O, and 9. Bd5, "
      "with which White says \"check\" ({[%check]}). It checks nothing: the f7 pawn stands between d5 and the g8 king "
      "(asserted). Black, in consequence, plays 9... Kh8, and then, without waiting for White, takes the bishop as well: "
      "{[%move f6d5 black]}, a second move in succession (itself a possible move, asserted). White has made no move "
      "since 9. Bd5.")
XB = ("Record B under three codes: Black's retraction of the misled king move is in time under twenty-laws 6 (3802) "
      "and Boy's Own 8 (3808), since White has not moved; White's claim of the second move is heard under London XIV "
      "(3826), White electing. The Philidor and Acknowledged codes have no law on moves out of turn, and a record with "
      "one is not replayed under them, so the record is not used there.")
FC = ("Pirc Defence: 1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. Nf3 Bg7 5. Be2 O-O 6. O-O c6 7. a4, thirteen lawful plies. Black's "
      "d-pawn made its first move at 1... d6. At move 7 Black puts it back on d7 ({[%move d6d7]}: a pawn cannot go back, "
      "asserted). White does not notice and plays 8. e5; Black answers 8... Ne8; 9. Bf4. Black now plays the same pawn "
      "d7-d5 ({[%move d7d5]}), and White, at once, takes it \"in passing\": {[%move e5d6]}, the e5 pawn going to the "
      "empty d6 square and the d5 pawn taken off. A reader of the board alone would grant the capture (asserted: "
      "python-chess reads rank, not history); without a right of capture in passing e5xd6 is no move at all "
      "(asserted). Asserted: the e5 pawn's only lawful move is e6, and the white king's only lawful move is Kh1.")
XC = ("Record C under three codes: the capture in passing is a false move under Philidor X with VIII (3814), the "
      "Acknowledged VIII with VII (3820) and London XV with XIII (3827), because the pawn passed had made its first move "
      "long before; and under London White, who took it, can no longer have Black's d7-d5 penalised (3828, out of time "
      "by XXV). The twenty laws and Boy's Own have no law of the pawn's double step or of capture in passing, so the "
      "record is not used under them.")
FD = ("Giuoco Piano: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+ 8. Nbxd2 d5 9. exd5 "
      "Nxd5 10. Qb3 Nce7, both of Black's checks announced ({[%check]}), then 11. Qa4+, which checks the e8 king along "
      "a4-e8 (asserted) and which White does not announce. Black castles on the king's side ({[%move e8g8]}): neither "
      "the king nor the h8 rook had moved, f8 and g8 are empty and unattacked (asserted), so the check on e8 is the only "
      "bar; the castling takes the king out of it (asserted). White, who gave the check without a word, claims the "
      "castling was unlawful.")
XD = ("Record D under four codes: dismissed under Philidor XIII («he may consequently play as if such check did not "
      "exist», 3815), London XVIII (3829), twenty-laws 5 (3803) and Boy's Own 9 (3809), each because the checker who did "
      "not announce cannot hold the adversary to the check he kept silent about. Under the Acknowledged Laws the "
      "exception to X («two moves only may be made before the King is obliged to move out of Check, when the pieces "
      "must be replaced») may send the game back to the check, so the record is not used there.")
FE = ("Closed Ruy Lopez: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. d4 Bg4, "
      "eighteen lawful plies. White touches Black's e5 pawn ({[%touch e5]}) and takes it with his e1 rook, over his own "
      "e4 pawn ({[%move e1e5]}: no move at all, asserted). Asserted: the e5 pawn could have been taken lawfully by Nxe5 "
      "or dxe5; the e1 rook's lawful moves are Rf1, Re2, Re3; the white king's are Kf1 and Kh1.")
XE = ("Record E under three codes: the touch of the man captured is the first half of the capture, so the act is a "
      "false capture and is heard under twenty-laws 3 (3804), London XI (3830) and the Acknowledged VII (3822) whatever "
      "kind it is filed under; under London and the twenty laws the filing as a touch changes nothing; under the "
      "Acknowledged Laws Black's own touch of his d6 pawn does not close a claim for which the code sets no time.")
FF = ("A [FEN] ending: White Kg1, Qd1, Ph6; Black Kg8, Ph7 (the h7 pawn blocked by the h6 pawn), White to move. "
      "40. Qd7, with which White says \"check\" ({[%check]}); it gives none (asserted). Black, in consequence, plays "
      "40... Kh8 (lawful, asserted). 41. Qf7: Black, not in check, has no lawful move; his only other man, the h7 pawn, "
      "cannot be moved (asserted: stalemate).")
XF = ("Record F under the five codes: the stalemate is a drawn game under twenty-laws 17 (3805), the Acknowledged XIII "
      "(3823, 3824) and London XXIV; the stalemated player wins under Boy's Own 11 (3811) and Philidor XVI, England "
      "(3817). The false \"check\" changes none of these: it is not a check, the misled king move can no longer be (or, "
      "under the Acknowledged XI, is not elected to be) taken back, and it is Black's to take back, not White's.")
FG = ("A [FEN] middlegame: White Ke1, Rh1, Ne4, pawns a2 b2 c2 f2 g2 h2; Black Kg8, Re8, pawns a7 b7 c6 f7 g7 h7; White "
      "to move. The e4 knight is pinned against the e1 king by the e8 rook (asserted). White plays it to f6 "
      "({[%move e4f6]}), checking the g8 king and saying so ({[%check]}), and exposing his own king to the rook "
      "(asserted: both kings in check). Black answers the check by 20... gxf6 (lawful, asserted), and only then "
      "claims that White's move exposed his own king.")
XG = ("Record G under three codes: out of time under twenty-laws 3 and 11 (3806), Boy's Own 7 (3812) and Philidor VIII "
      "(3818), because Black has played. Under the Acknowledged Laws (no time limit) and London XXV (a touch closes "
      "it, and Black's capture began with one) the record would be decided otherwise or the same way for another "
      "reason; it is not used there.")
FI = ("Scotch Four Knights: 1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. d4 exd4 5. Nxd4 Bb4 6. Nxc6 bxc6 7. Bd3 d5 8. exd5 cxd5 "
      "9. O-O O-O 10. Bg5 c6, and 11. Bxf6, with which White says \"check\" ({[%check]}). It checks nothing: the g7 pawn "
      "stands between f6 and g8 (asserted). Black, in consequence, lays his hand on the f6 bishop ({[%touch f6]}), which "
      "he could take (gxf6 or Qxf6, asserted), lets it go without taking it, and plays 11... Kh8 (lawful, asserted). "
      "White claims that Black, having touched his bishop, must take it.")
XI_ = ("Record I under three codes: dismissed under Boy's Own 5 with 8 (3810), Philidor VI with XIV (3816) and the "
       "Acknowledged VII with XI (3821): the touch was made in consequence of the false \"check\", and the law that lets "
       "the misled player take back a completed move cannot hold him to a touch. Under London XX the misled act named is "
       "a king move or a touch «to interpose», not a touch to take, and under twenty-laws 6 «interpose a piece»; those "
       "are silent points already ruled (405, 401), so the record is not used there.")


def write_all(case, F):
    # ================================================================= twenty-laws 3801-3806
    case(3801, TL, 'closed-ruy-touched-hemmed-bishop-leaps-d2-to-g5-its-natural-move-cannot-be-given',
         "Closed Ruy Lopez: White touches his c1 bishop, hemmed in by b2 and d2, and plays it over d2 to g5; Black claims the false move: law 3's three penalties, of which «give it a natural move» cannot be enforced",
         "record A (a touch, then a false move with the touched man); a remedy that cannot be enforced; board facts.",
         FA, ['3', '11', '1'],
         ["Law 3: a false move («giving to a piece a movement not consistent with its laws») is answered by «you may be "
          "compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and "
          "move the king». Black claims before he has moved, so law 11's bar («after the adversary has moved a piece») "
          "does not apply. The remedies are listed in law 3's order; Black, the adversary, elects.",
          "The touch does not change the answer. Law 1 («If you touch your man, you must play it») was obeyed: the bishop "
          "was played, falsely, and the false move is what law 3 governs. But the board does: the bishop has no lawful "
          "move from c1 (asserted), so «a natural move» of it is impossible and that penalty is unenforceable. Had the "
          "bishop merely been touched, law 1 would have given no penalty (a hemmed man is not one that «would expose your "
          "king»); the false move is what opens law 3. The king can move: Kf1, Kh1, Kh2 (asserted).", XA],
         [], 'false-move', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
         elector='black', cites=['3', '11'], moves=F[3801], unenforceable=['move-correctly'])

    case(3802, TL, 'closed-ruy-bd5-false-check-black-plays-kh8-and-nxd5-in-one-turn-then-retracts-the-king-move',
         "Closed Ruy Lopez: 9. Bd5 is called \"check\" and checks nothing; Black plays Kh8 and then also Nxd5; Black asks to retract the king move: White has not completed his next move, so law 6 allows it; Black's own second move does not close the window",
         "record B (a false check, then two moves in succession by the misled player); the window; the claimant's own irregularity.",
         FB, ['6', '4'],
         ["Law 6: «you may retract, if you do so before the opponent has completed his next move». The king move was made "
          "«in consequence» of the false notice (the misled player's next act is presumed to be in consequence, as 706, "
          "2111). The window is counted by the opponent's moves only: White has made none since 9. Bd5. Black's own second "
          "move, out of turn, is Black's act, not «the opponent» completing his next move, so it does not close the window. "
          "Upheld; Black elects.",
          "The other irregularity is Black's own and is White's to claim under law 4 («your adversary may insist that both "
          "moves shall remain» or the second be replaced); it is not before the arbiter and this ruling does not decide "
          "it. It does not bar Black's claim: nothing in law 6 makes the misled player's right depend on his having played "
          "regularly since.", XB],
         [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['6'])

    case(3803, TL, 'giuoco-qa4-check-not-announced-black-castles-out-of-it-white-claims-law-five-answers',
         "Giuoco Piano: 11. Qa4+ is not announced and Black castles with his king in that check; White, who kept silent, claims the castling: law 5 lets Black play as if unwarned, and law 8 bars castling only after the king or rook has moved",
         "record D (an unannounced check, then castling out of it); the offender's claim; the article that makes the act lawful.",
         FD, ['8', '5'],
         ["Law 8 bars castling «after your king or the rook has moved»; neither had. It says nothing of castling while in a "
          "present check (laws.md A1: «having been in check» is a past check), which under 3601 would be a law-20 point "
          "had White announced the check. He did not, and law 5 provides for exactly that: «If your adversary gives check "
          "to your king, without warning, you are not obliged to notice it until he does». Black was entitled to play as "
          "if there were no check, and castling with an unmoved king and rook is then lawful under law 8. The point is "
          "provided for, so law 20 is not reached (5 glossed: the unannounced check cannot be turned against the player "
          "who was not warned).",
          "White's remedy under law 5 was to warn on his next move, whereupon «each party must retract his last move»; he "
          "has not made that move with a warning, and he claims instead that Black's castling was unlawful. Dismissed.", XD],
         [], 'illegal-castling', 'white', 'dismissed', cites=['8', '5'], glossed=['5'])

    case(3804, TL, 'closed-ruy-white-touches-e5-and-takes-it-with-the-rook-over-e4-filed-as-a-touch',
         "Closed Ruy Lopez: White touches Black's e5 pawn and takes it with the e1 rook over his own e4 pawn; Black files it as a touch of his man; heard under law 3's false capture: take it lawfully (Nxe5, dxe5) or move the rook",
         "record E (a touch of the adversary's man, then a false capture of it); the governing article.",
         FE, ['3', '11', '2'],
         ["Black files a touch of his man (law 2). But the man was not only touched: it was taken, by a false move, and law "
          "3 provides for that very act: «And if by a false move you capture one of your adversary's men, he may oblige "
          "you either to take such piece (if it be en prise of one of your men) or to move the piece touched.» The touch "
          "of e5 is the first half of the capture. The claim is heard under the article the facts call for, as 3128 and "
          "the castling cases filed as false moves were, and law 11's bar is not reached (Black has not moved).",
          "The e5 pawn is en prise of Nxe5 and dxe5 (asserted), and the rook, «the piece touched», has Rf1, Re2, Re3 "
          "(asserted). Law 2's own remedies (take it, replace and move the king, leave it) would be the same first "
          "remedy under another name; they are not offered, since law 2 speaks of touching a man or moving it «instead of "
          "your own», and here White moved his own rook. Black elects.", XE],
         [], 'touched-adversary-man', 'black', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'],
         elector='black', cites=['3', '11'], moves=F[3804])

    case(3805, TL, 'queen-and-pawn-false-check-qd7-kh8-then-qf7-stalemates-a-drawn-game',
         "Queen and pawn ending: 40. Qd7 is called \"check\" and is none; Black plays Kh8 in consequence; 41. Qf7 stalemates him: a drawn game under law 17, and the misled move can no longer be retracted",
         "record F (a false check, then a stalemate); how the game ends.",
         FF, ['17', '6'],
         ["Law 17: «The position of stale-mate constitutes a drawn game.» Black, not in check, has no lawful move and his "
          "h7 pawn cannot be moved (asserted). Upheld: a draw.",
          "The false \"check\" does not change it. Law 6 let Black retract 40... Kh8 «before the opponent has completed his "
          "next move»; White has completed it (41. Qf7), so the king move stands, and with it the stalemate. Nor is the "
          "false notice a check: the king is not in check, which is what makes this stalemate and not mate.", XF],
         [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['17'])

    case(3806, TL, 'pinned-knight-gives-check-black-takes-it-with-the-g-pawn-then-claims-too-late',
         "A pinned knight gives check (Nf6+, announced), exposing White's king; Black takes the knight with gxf6 and only then claims: law 3's window closed when Black played",
         "record G (a self-exposing check, then the adversary's move); the claimant closed the window by his own act.",
         FG, ['7', '3', '11'],
         ["Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in "
          "check.» Nf6 did exactly that (asserted), and it is a false move, claimable under law 3 (laws.md A37). But law 3 "
          "closes: «if a false move remain unnoticed until after the adversary has played, neither party can recal it», "
          "and law 11: «nor can any such be retraced, after the adversary has moved a piece». Black has played (20... "
          "gxf6) before claiming. Out of time (11 glossed: the bar runs from the adversary's move, whatever it was).",
          "The check interacts only in Black's favour in appearance: it was announced, so law 5 does not help him, and "
          "answering a check is still a move played. The position stands, with White's king exposed to the rook.", XG],
         [], 'self-exposing-check', 'black', 'out-of-time', cites=['7', '3', '11'], glossed=['11'])

    # ================================================================= boys-own-1829 3807-3812
    case(3807, BO, 'closed-ruy-touched-hemmed-bishop-leaps-d2-to-g5-the-king-must-move',
         "Closed Ruy Lopez: White touches his hemmed c1 bishop and plays it over d2 to g5; Black claims the false move: law 7, a king move (Kf1, Kh1, Kh2)",
         "record A (a touch, then a false move with the touched man); board facts.",
         FA, ['7', '4'],
         ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without "
          "placing him in check». Black claims before playing, so the bar («if he have pliﬂyeg before he notices») is not "
          "reached. The king can move: Kf1, Kh1, Kh2 (asserted). Black elects.",
          "The touch changes nothing. Law 4 («If you touch a man, you must play it») was obeyed: the bishop was played, "
          "falsely. The touched bishop had no lawful move (asserted), but law 7's remedy is a king move, not a move of the "
          "touched man, so that is no obstacle.", XA],
         [], 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'], moves=F[3807])

    case(3808, BO, 'closed-ruy-bd5-false-check-black-plays-kh8-and-nxd5-in-one-turn-then-retracts-the-king-move',
         "Closed Ruy Lopez: 9. Bd5 is called \"check\" and checks nothing; Black plays Kh8 and then also Nxd5; Black asks to retract the king move: White has made no move, so law 8 allows it",
         "record B (a false check, then two moves in succession by the misled player); the window.",
         FB, ['8', '1'],
         ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in "
          "consequence, move your king, or any other man, you may retract such move, if you discover it before he has made "
          "his next move.» White («he») has made no move since 9. Bd5. Upheld; Black elects (as 2111).",
          "Black's second move breaks law 1 («Each party moves, alternately, only one man at a time.»), and is White's to "
          "claim; it is not before the arbiter. It does not close law 8's window, which is counted by the challenger's "
          "next move alone.", XB],
         [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['8'])

    case(3809, BO, 'giuoco-qa4-check-not-announced-black-castles-out-of-it-white-claims-law-nine-answers',
         "Giuoco Piano: 11. Qa4+ is not announced and Black castles with his king in that check; White, who kept silent, claims the castling: Boy's Own 6 bars castling only after the king or rook has moved, and law 9 lets Black play as if unwarned",
         "record D (an unannounced check, then castling out of it); the offender's claim.",
         FD, ['6', '9'],
         ["Law 6: «You cannot castle after moving the rook or king»; neither had moved. That is the only bar the code "
          "names (laws.md A12). Castling out of an announced check would be a point decided by analogy (3607); here the "
          "check was not announced, and law 9 provides: «If your adversary give you check without wamir;_g, or saying "
          "“check,” you are not obliged to notice it till he does». Black may play as if unwarned; the castling breaks no "
          "law of the code (9 glossed).",
          "White's remedy under law 9 was to warn on his next move; he claims instead that the castling was unlawful. "
          "Dismissed.", XD],
         [], 'illegal-castling', 'white', 'dismissed', cites=['6', '9'], glossed=['9'])

    case(3810, BO, 'scotch-four-knights-bxf6-false-check-black-touches-the-bishop-then-plays-kh8',
         "Scotch Four Knights: 11. Bxf6 is called \"check\" and checks nothing; Black touches the f6 bishop, lets it go, and plays Kh8; White claims the touch of his man: law 8 lets the misled player retract a move, so a fortiori a touch",
         "record I (a false check, then a touch of the adversary's man in consequence); a touch because of a false check is retractable.",
         FI, ['5', '8'],
         ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can». Black could "
          "take the bishop (asserted). But he touched it «in consequence» of the false challenge, and law 8 lets him "
          "«retract such move» — his king move or the move of «any other man» — before White's next move. A law that "
          "releases a completed move releases the lesser act of a touch made for the same reason (8 glossed; the first "
          "set's reading 1, as its 001 cases).",
          "Black's king move 11... Kh8, also made in consequence, is his to keep or retract under law 8; White cannot "
          "turn it into a king-move penalty under law 5 either. Dismissed.", XI_],
         [], 'touched-adversary-man', 'white', 'dismissed', cites=['5', '8'], glossed=['8'])

    case(3811, BO, 'queen-and-pawn-false-check-qd7-kh8-then-qf7-stalemates-black-wins',
         "Queen and pawn ending: 40. Qd7 is called \"check\" and is none; Black plays Kh8 in consequence; 41. Qf7 stalemates him, his h7 pawn blocked: under Boy's Own 11 the stalemated player wins",
         "record F (a false check, then a stalemate); how the game ends.",
         FF, ['11', '8'],
         ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, "
          "or even none that can be moved he is stale-mated, and wins the game.» The h7 pawn is one «or even none that can be moved» (laws.md A13; asserted). Black wins.",
          "The false challenge changes nothing: the king is not in check (the announcement is no check), and law 8's "
          "retraction of 40... Kh8 lapsed when White made his next move, 41. Qf7.", XF],
         [], 'stalemate-result', 'black', 'upheld', result='black', cites=['11'])

    case(3812, BO, 'pinned-knight-gives-check-black-takes-it-with-the-g-pawn-then-claims-too-late',
         "A pinned knight gives check (Nf6+, announced), exposing White's king; Black takes the knight with gxf6 and only then claims under law 10: law 7's window closed when Black played",
         "record G (a self-exposing check, then the adversary's move); the claimant closed the window by his own act.",
         FG, ['10', '7'],
         ["Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king "
          "to a check from any of his pieces.» Nf6 did (asserted). The penalty is law 7's, with its bar: «but, if he have "
          "pliﬂyeg before he notices your false move, neither of you can, afterward, recal it». Black played 20... gxf6 "
          "before he noticed. Out of time, as the earlier Boy's Own self-exposing-check case out of time.",
          "That the check was real and announced does not help Black: answering it was a move played.", XG],
         [], 'self-exposing-check', 'black', 'out-of-time', cites=['10', '7'])

    # ================================================================= philidor 3813-3818
    case(3813, PH, 'closed-ruy-touched-hemmed-bishop-leaps-to-g5-black-touches-his-knight-then-claims',
         "Closed Ruy Lopez: White touches his hemmed c1 bishop and plays it over d2 to g5; Black lays his hand on his f6 knight, then claims the false move: a touch is not the adversary's next move, so VIII still allows it: White must play his king",
         "record A (a touch, a false move with the touched man, then the claimant's own touch); the window; board facts.",
         FA + " Here Black, before claiming, touches his own f6 knight ({[%touch f6]}).", ['VIII', 'VI', 'V'],
         ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled "
          "after the adversary's next move». Black has touched a man; he has not made his next move (VIII glossed: the bar "
          "is a move made, not a touch, as 3615). Rule VI limits the king move to what is lawful («must play your King if "
          "you can»): Kf1, Kh1, Kh2 (asserted). Black elects.",
          "Two touches, neither changing the answer. White's touch of the bishop bound him to play it (V), and he did, "
          "falsely; that VIII's penalty is a king move and not a move of the bishop makes its having no lawful move "
          "irrelevant. Black's touch of his knight binds Black (V: «A Piece once touched must be played») when his turn "
          "comes; it does not close his claim.", XA],
         [], 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['VIII', 'VI'],
         glossed=['VIII'], moves=F[3813])

    case(3814, PH, 'pirc-pawn-put-back-by-a-false-move-then-d7-d5-taken-in-passing-a-false-move',
         "Pirc: Black's d-pawn, first moved at 1... d6, is put back on d7 by a false move that stands, and later plays d7-d5; White takes it in passing: Rule X grants the capture only of a pawn's two-square first move, so exd6 is a false move and White must play his king (Kh1)",
         "record C (a pawn put back by a false move that stood, then a double step and a capture in passing); a pawn's first move is history.",
         FC, ['VIII', 'X', 'VI'],
         ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in "
          "passing, be taken». The right of capture in passing exists only «in this case», a two-square advance made «at "
          "its first move». The d-pawn's first move was 1... d6; its return to d7 was a false move, and VIII keeps it only "
          "«as if such irregular move ... had been just»: a just move back would still not undo the pawn's history (X "
          "glossed: the first move is a fact of the pawn's history, not of its rank; adversarial reading 4). So d7-d5 was "
          "not a first move, the capture in passing had no ground, and e5xd6 is a false move (asserted: no move at all).",
          "Black claims at once. Rule VIII: White «must play his King, as in Rule VI»; his only lawful king move is Kh1 "
          "(asserted). Black's own d7-d5 was itself a false move, but White did not claim it, and his capture was his "
          "next move: under VIII it can no longer be recalled, and it stands — but it stands as the move it was, a pawn "
          "going to d5, not a first move that opens a capture in passing.", XC],
         [], 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['VIII', 'X', 'VI'],
         glossed=['X'], moves=F[3814])

    case(3815, PH, 'giuoco-qa4-check-not-announced-black-castles-out-of-it-white-claims-rule-thirteen-answers',
         "Giuoco Piano: 11. Qa4+ is not announced and Black castles with his king in that check; White, who kept silent, claims under XII: Rule XIII lets Black play as if the check did not exist, so the castling stands",
         "record D (an unannounced check, then castling out of it); the offender's claim; the article that makes the act lawful.",
         FD, ['XII', 'XIII'],
         ["Rule XII: «The King cannot castle when in check». Read alone, it forbids the castling. But Rule XIII: «If a "
          "player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently "
          "play as if such check did not exist». Black played as if there were no check; without it, his king and rook "
          "unmoved and the king passing no attacked square (asserted), the castling is lawful (XIII glossed: «play as if "
          "such check did not exist» covers every move, castling included).",
          "White's remedy under XIII was to say «Check» in playing his next move, when «each must then come back from his "
          "last move». He has not; he claims the castling instead. Dismissed.", XD],
         [], 'illegal-castling', 'white', 'dismissed', cites=['XII', 'XIII'], glossed=['XIII'])

    case(3816, PH, 'scotch-four-knights-bxf6-false-check-black-touches-the-bishop-then-plays-kh8',
         "Scotch Four Knights: 11. Bxf6 is called \"check\" and checks nothing; Black touches the f6 bishop, lets it go, and plays Kh8; White claims the touch of his man: Rule XIV releases a touch of «any other piece» made in consequence",
         "record I (a false check, then a touch of the adversary's man in consequence); a touch because of a false check is retractable.",
         FI, ['VI', 'XIV'],
         ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to "
          "take it». But Rule XIV: «If the adversary warns you of a check, without however giving it, and you in "
          "consequence touch either your King, or any other piece, you will then be allowed to retract your move so long "
          "as your adversary has not yet made his next move.» «any other piece» is not limited to the player's own men "
          "(XIV glossed): the touch of the supposed checker, made to take it, is released; White has not moved.",
          "Black's king move, also made in consequence, is equally his to keep or retract. Dismissed.", XI_],
         [], 'touched-adversary-man', 'white', 'dismissed', cites=['VI', 'XIV'], glossed=['XIV'])

    case(3817, PH, 'queen-and-pawn-false-check-qd7-kh8-then-qf7-stalemates-in-england-black-wins',
         "Queen and pawn ending: 40. Qd7 is called \"check\" and is none; Black plays Kh8 in consequence; 41. Qf7 stalemates him: under Rule XVI (England, the default) the stalemated player wins",
         "record F (a false check, then a stalemate); how the game ends.",
         FF, ['XVI', 'XIV'],
         ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a "
          "check, then the game is stale-mate. In England, he whose King is stale-mate wins the game». The record names "
          "no country; England is the default (laws.md A19; XVI glossed). Black has nothing else to play: the h7 pawn is "
          "blocked (asserted). Black wins.",
          "The false warning changes nothing: Rule XIV's retraction of 40... Kh8 lasted only «so long as your adversary has "
          "not yet made his next move», and 41. Qf7 was that move; the warning was no check, so the king is «out of "
          "check».", XF],
         [], 'stalemate-result', 'black', 'upheld', result='black', cites=['XVI'], glossed=['XVI'])

    case(3818, PH, 'pinned-knight-gives-check-black-takes-it-with-the-g-pawn-then-claims-too-late',
         "A pinned knight gives check (Nf6+, announced), exposing White's king; Black takes the knight with gxf6 and then claims a false move: Rule VIII bars it after the adversary's next move",
         "record G (a self-exposing check, then the adversary's move); the claimant closed the window by his own act.",
         FG, ['VIII'],
         ["Philidor has no law on a check given by a man that exposes its own king; such a move is a false move (laws.md "
          "A37), as Black files it. Rule VIII: «no false move can be recalled after the adversary's next move: so the "
          "postion must remain, as if such irregular move, not revoked in time, had been just.» Black made his next move, "
          "20... gxf6, before claiming. Out of time.",
          "The check was real and announced; answering it was still Black's next move.", XG],
         [], 'false-move', 'black', 'out-of-time', cites=['VIII'])

    # ================================================================= acknowledged-laws 3819-3824
    case(3819, AL, 'closed-ruy-touched-hemmed-bishop-leaps-d2-to-g5-the-right-move-cannot-be-made',
         "Closed Ruy Lopez: White touches his hemmed c1 bishop and plays it over d2 to g5; Black claims the illegal move: VII's menu, of which «make the right move» cannot be enforced (the bishop has none)",
         "record A (a touch, then a false move with the touched man); a remedy that cannot be enforced; board facts.",
         FA, ['VII', 'V'],
         ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right "
          "move, move his King, or replace the piece and make a legal move.» Only the remedies that apply to the offence "
          "are offered (laws.md A23): no man was taken, so not the first. The code sets no time; Black claims at once "
          "anyway. Black elects.",
          "The touch interacts through the board. The bishop has no lawful move from c1 (asserted), so «make the right "
          "move» with it cannot be enforced. The V note («If the piece cannot be legally moved, the adversary may elect "
          "for the player to move his King or replace the piece») would have given the same two other remedies for the "
          "touch alone, which here coincide with VII's: the king move (Kf1, Kh1, Kh2, asserted) or the bishop put back "
          "and a legal move made.", XA],
         [], 'false-move', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
         elector='black', cites=['VII'], moves=F[3819], unenforceable=['move-correctly'])

    case(3820, AL, 'pirc-pawn-put-back-by-a-false-move-then-d7-d5-taken-in-passing-an-illegal-move',
         "Pirc: Black's d-pawn, first moved at 1... d6, is put back on d7 by an illegal move that stands unclaimed, and later plays d7-d5; White takes it en passant; Black claims: VIII grants en passant only of a pawn's two-square first move, so VII's menu",
         "record C (a pawn put back by a false move, then a double step and a capture in passing); a pawn's first move is history.",
         FC, ['VII', 'VIII'],
         ["Law VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it "
          "is liable to be taken en passant». The d-pawn was «first moved» at 1... d6; d7-d5 was not its first move, so "
          "it was not liable to be taken en passant (VIII glossed: a fact of the pawn's history, not of its rank, as "
          "acknowledged-laws 015). White's e5xd6 is an illegal move (asserted: no move at all).",
          "Law VII: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece "
          "and make a legal move». The right move of the e5 pawn exists (e6, asserted), the king has Kh1 (asserted). The "
          "capture was of a man that no other white man can take as the position was before it, and the earlier "
          "en-passant cases of this code offer the three remedies that fit an illegal move; Black elects. Black's own "
          "two false moves (d6-d7, d7-d5) were never claimed; under this code, which sets no time, White could still "
          "claim them, but the claim before the arbiter is Black's.", XC],
         [], 'en-passant', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
         elector='black', cites=['VII', 'VIII'], glossed=['VIII'], moves=F[3820])

    case(3821, AL, 'scotch-four-knights-bxf6-false-check-black-touches-the-bishop-then-plays-kh8',
         "Scotch Four Knights: 11. Bxf6 is called \"check\" and checks nothing; Black touches the f6 bishop, lets it go, and plays Kh8; White claims the touch of his man: law XI names «take the piece», and lets the misled player elect",
         "record I (a false check, then a touch of the adversary's man in consequence); a touch because of a false check is retractable.",
         FI, ['VII', 'XI'],
         ["Law VII lets the adversary compel a player who touches «one of his opponent's men» to take it. But law XI: «If a "
          "player say Check without actually attacking the King, and his adversary move his King or take the piece, the "
          "latter may elect either to let the move stand or have the pieces replaced and another move made.» Taking the "
          "supposed checker is named; a player who may undo the taking may a fortiori let go a piece he only touched to "
          "take it (XI glossed, the first set's reading 1).",
          "Black's king move, made in consequence too, is his to let stand or replace under XI. White, who said the false "
          "\"check\", cannot hold him to either act. Dismissed.", XI_],
         [], 'touched-adversary-man', 'white', 'dismissed', cites=['VII', 'XI'], glossed=['XI'])

    case(3822, AL, 'closed-ruy-rook-takes-e5-over-e4-black-touches-his-d6-pawn-then-claims-no-time-limit',
         "Closed Ruy Lopez: White touches Black's e5 pawn and takes it with the e1 rook over his own e4 pawn; Black lays his hand on his d6 pawn, then claims: the Acknowledged Laws set no time, so VII's menu (Nxe5 or dxe5, the right move, Kf1 or Kh1, or replace)",
         "record E (a touch of the adversary's man, a false capture of it, then the claimant's own touch); the window.",
         FE + " Here Black, before claiming, touches his d6 pawn ({[%touch d6]}).", ['VII'],
         ["Law VII covers both of White's acts with one menu: «If a player ... touch ... one of his opponent's men, or make "
          "an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace "
          "the piece and make a legal move.» «take the man» is here the capture made lawfully (Nxe5, dxe5, asserted); the "
          "right move is a lawful move of the rook; the king has Kf1 and Kh1 (asserted). Black elects.",
          "Black's touch of his d6 pawn does not close the claim: the code sets no time for claiming (of the five codes only London XXV "
          "closes a claim on the claimant's touch). The touch "
          "binds Black under V when his turn comes.", XE],
         [], 'illegal-capture', 'black', 'upheld',
         remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'],
         elector='black', cites=['VII'], moves=F[3822])

    case(3823, AL, 'queen-and-pawn-false-check-qd7-kh8-then-qf7-stalemates-a-drawn-game',
         "Queen and pawn ending: 40. Qd7 is called \"check\" and is none; Black plays Kh8 in consequence; 41. Qf7 stalemates him: a drawn game under XIII",
         "record F (a false check, then a stalemate); how the game ends.",
         FF, ['XIII', 'XI'],
         ["Law XIII: «Stalemate is a drawn game.» Black, not in check, has no lawful move (asserted). Upheld: a draw.",
          "The false \"check\" gives Black, not White, an election under XI (to let 40... Kh8 stand or have it replaced); "
          "by claiming the stalemate Black lets it stand.", XF],
         [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XIII'])

    case(3824, AL, 'queen-and-pawn-false-check-qd7-kh8-then-qf7-stalemates-white-asks-to-replace-the-king-move',
         "Queen and pawn ending: 40. Qd7 is called \"check\" and is none; Black plays Kh8 in consequence; 41. Qf7 stalemates him; White, who said the false \"check\", asks that Black's misled king move be replaced: XI's election is the misled player's, and the game is drawn",
         "record F (a false check, then a stalemate); the offender's own claim; how the game ends.",
         FF, ['XI', 'XIII'],
         ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the "
          "piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» "
          "«the latter» is the adversary who was misled (laws.md A27), here Black. White, who said the false \"check\", "
          "has no election under XI, and cannot undo the stalemate his own next move made by invoking his own false "
          "announcement. Dismissed.",
          "The game ended with 41. Qf7: XIII «Stalemate is a drawn game.» The result stands (as 3112 and 3117, where the "
          "offender's plea of his own false move was dismissed and the stalemate result given).", XF],
         [], 'false-check-announcement', 'white', 'dismissed', result='draw', cites=['XI', 'XIII'])

    # ================================================================= london-1847 3825-3830
    case(3825, LO, 'closed-ruy-touched-hemmed-bishop-leaps-d2-to-g5-it-cannot-move-correctly',
         "Closed Ruy Lopez: White touches his hemmed c1 bishop and plays it over d2 to g5; Black claims the false move before touching a man: XIII's three penalties, of which the second, to move correctly, cannot be enforced",
         "record A (a touch, then a false move with the touched man); a remedy that cannot be enforced; board facts.",
         FA, ['XIII', 'XXV', 'VII'],
         ["Law XIII: «his adversary has the choice of three penalties; viz., 1st, of compelling him to let the Piece or Pawn "
          "remain on the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece "
          "or Pawn and move his King.» Black claims before he «touches a Piece or Pawn» (XXV). Black elects.",
          "The touch and the board. Law VII («A Piece or Pawn touched must be played») was obeyed: the bishop was played, "
          "falsely. Its second penalty would have the same bishop move correctly, and it has no lawful move from c1 "
          "(asserted), so that penalty is unenforceable. The third can be enforced: Kf1, Kh1, Kh2 (asserted). Law XVII (a "
          "touched man that «cannot be moved without leaving the King in check») is not this case: the bishop is hemmed, "
          "not pinned.", XA],
         [], 'false-move', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
         elector='black', cites=['XIII', 'XXV'], moves=F[3825], unenforceable=['move-correctly'])

    case(3826, LO, 'closed-ruy-bd5-false-check-black-plays-kh8-and-nxd5-in-one-turn-white-claims-the-second-move',
         "Closed Ruy Lopez: 9. Bd5 is called \"check\" and checks nothing; Black plays Kh8 and then also Nxd5; White, who said the false \"check\", claims the move out of turn: XIV gives him the choice, both moves to remain or the second retracted",
         "record B (a false check, then two moves in succession by the misled player); a claim by the false announcer; the claim about one of two irregularities.",
         FB, ['XIV', 'XXV', 'XX'],
         ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the "
          "second be retracted.» Black's Nxd5, made without waiting for White, is his second move in succession. White "
          "claims before touching a man (XXV). Upheld; White elects (as 727).",
          "White's own false \"check\" does not bar his claim: XIV gives it to «his adversary» without condition. And the "
          "claim does not reach the first of Black's moves: 9... Kh8 was made in consequence of the false \"check\", and "
          "law XX («he may retract such move, provided his adversary has not completed his last move») leaves Black free "
          "to take it back, since White has made no move. The two irregularities are each the other side's to claim.", XB],
         [], 'move-out-of-turn', 'white', 'upheld', remedies=['keep-both-moves', 'retract-second-move'], elector='white',
         cites=['XIV', 'XXV'])

    case(3827, LO, 'pirc-pawn-put-back-by-a-false-move-then-d7-d5-taken-in-passing-a-false-move',
         "Pirc: Black's d-pawn, first moved at 1... d6, is put back on d7 by a false move that stands, and later plays d7-d5; White takes it en passant; Black claims the capture: XV grants it only «in the latter case», a pawn first moved two squares, so XIII's three penalties",
         "record C (a pawn put back by a false move that stood, then a double step and a capture in passing); a pawn's first move is history.",
         FC, ['XIII', 'XV', 'XXV'],
         ["Law XV: «When a Pawn is first moved in a game, it may be played one or two squares; but in the latter case the "
          "opponent has the privilege of taking it en passant». The d-pawn was first moved at 1... d6. Its return to d7 "
          "stood, because White touched a man before noticing it (XXV), but that bars a penalty; it does not give the pawn "
          "a first move again (XV glossed: history, not rank; as london-1847 003). So d7-d5 was not «the latter case», "
          "and e5xd6 is a false move (asserted: no move at all).",
          "Law XIII's three penalties, in its order; Black claims before touching a man. The e5 pawn can move correctly "
          "(e6, asserted); with it replaced the king has Kh1 (asserted). Black elects.", XC],
         [], 'false-move', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
         elector='black', cites=['XIII', 'XV', 'XXV'], glossed=['XV'], moves=F[3827])

    case(3828, LO, 'pirc-pawn-put-back-then-d7-d5-white-took-it-in-passing-then-claims-the-double-step',
         "Pirc: Black's d-pawn, put back on d7 by a false move that stood, later plays d7-d5, itself a false move; White takes it en passant and then claims the d7-d5 as a false move: he touched his e5 pawn first, so XXV bars any penalty",
         "record C (a pawn put back by a false move, a false double step, a capture in passing); the claimant closed the window by his own act.",
         FC, ['XIII', 'XV', 'XXV'],
         ["Black's d7-d5 was a false move: the pawn had been «first moved» at 1... d6 (XV), so it could not be played two "
          "squares. But law XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, "
          "or he will not be allowed to inflict any penalty.» White did not claim it; he laid his hand on his e5 pawn and "
          "captured with it. Out of time (XXV glossed: «he» is the claimant, laws.md A34).",
          "White's capture is no help to his claim: it treats the double step as a lawful one, and it is itself a false "
          "move open to Black's claim (3827). The first irregularity is barred; the second is not.", XC],
         [], 'false-move', 'white', 'out-of-time', cites=['XIII', 'XV', 'XXV'], glossed=['XXV'])

    case(3829, LO, 'giuoco-qa4-check-not-announced-black-castles-out-of-it-white-claims-law-eighteen-answers',
         "Giuoco Piano: 11. Qa4+ is not announced and Black castles with his king in that check; White, who kept silent, claims under XVI: XVIII, «his adversary is not obliged to attend to it», so the castling stands",
         "record D (an unannounced check, then castling out of it); the offender's claim; the article that makes the act lawful.",
         FD, ['XVI', 'XVIII'],
         ["Law XVI bars castling «2. If the King be in check.» Law XVIII: «If a player attack the adverse King without "
          "saying \"Check,\" his adversary is not obliged to attend to it». Black was not obliged to attend to the check; "
          "he could play as if it were not there, and without it the castling meets every condition of XVI (king and rook "
          "unmoved, nothing between, f8 not attacked; asserted). XVIII glossed: a check the checker did not announce is "
          "not one he can hold against the adversary's castling, as Philidor XIII says in terms.",
          "White's remedy under XVIII was to say \"Check\" in playing his next move; he claims the castling instead. "
          "Dismissed.", XD],
         [], 'illegal-castling', 'white', 'dismissed', cites=['XVI', 'XVIII'], glossed=['XVIII'])

    case(3830, LO, 'closed-ruy-white-touches-e5-and-takes-it-with-the-rook-over-e4-filed-as-a-touch',
         "Closed Ruy Lopez: White touches Black's e5 pawn and takes it with the e1 rook over his own e4 pawn; Black files it as a touch under IX; heard under XI: take it lawfully (Nxe5, dxe5) or move the rook (Rf1, Re2, Re3)",
         "record E (a touch of the adversary's man, then a false capture of it); the governing article.",
         FE, ['XI', 'XXV', 'IX'],
         ["Black files a touch (IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube”»). "
          "But the pawn was captured, by a man that could not take it, and law XI governs that act: «his antagonist has "
          "the option of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own Piece "
          "or Pawn which he touched.» The touch of e5 is the first half of the capture; heard under XI, as 3128 heard a "
          "move filed as a touch under X. Black claims before touching a man (XXV).",
          "IX's first remedy, to take the man, is XI's first under another name; IX's king move is only for a man that "
          "«cannot be legally taken», and this one can (Nxe5, dxe5, asserted). The rook's lawful moves: Rf1, Re2, Re3 "
          "(asserted). Black elects.", XE],
         [], 'touched-adversary-man', 'black', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'],
         elector='black', cites=['XI', 'XXV'], moves=F[3830])
