"""The thirty cases of the thirty-sixth set: six records, each ruled under all five codes. Records and move
lists come from facts.py (python-chess); article quotations are cut from the seeds by texts.py."""

TL, BO, PH, AL, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

X1 = ("The same record under the five codes: twenty-laws 8 is silent on castling out of a present check, so law 20 "
      "refers it (3601); Boy's Own 6 is silent too, and the point is decided by analogy with its own castling law (3607); "
      "Philidor XII forbids it and the offender chooses rook or king (3613); Acknowledged IX.2 forbids it and VII gives "
      "the adversary his menu (3619); London XVI.2 forbids it and gives the adversary three penalties (3625).")
X2 = ("The same record under the five codes: twenty-laws 12 closes correction once either party has played four moves "
      "(3602, dismissed); Boy's Own 3 speaks only of men misplaced, and by analogy White, who has seen two moves played, "
      "may have the game begun afresh or not (3608); Philidor III sets no time and gives the adversary the choice (3614); "
      "the Acknowledged note to II closes at the fourth move of either player (3620, dismissed); London III counts the "
      "omitter's own fourth move, which Black has not played (3626, upheld).")
X3 = ("The same record under the five codes: in time under twenty-laws 11, Boy's Own 7 and Philidor VIII (a touch is "
      "not a move played), with no time limit under the Acknowledged Laws, but out of time under London XXV (the claimant "
      "touched a pawn). And the penalties differ: twenty-laws 3 and London XI offer the lawful capture or a move of the "
      "capturer; Boy's Own 7 and Philidor VIII only a king move; Acknowledged VII its four-item menu.")
X4 = ("The same record under the five codes: twenty-laws 2 gives three penalties and forbids castling as the king move "
      "(3604); Boy's Own (3610) and Philidor (3616) provide only for touching an adversary's man and are applied by "
      "analogy (put it back and take it: Bxf6); Acknowledged VII gives its menu, castling not excluded (3622); London X "
      "gives three penalties, castling not excluded (3628).")
X5 = ("The same record under the five codes: twenty-laws 19 lists its endings and king and rook against king is not one "
      "(3605, dismissed); Boy's Own has no counting law, and the codes that have one disagree on this ending, so it is "
      "referred (3611); Philidor XVII is for the difficult mates, which this is not (3617, dismissed); Acknowledged XII "
      "(any ending, laws.md A26) and London XXII (all checkmates of pieces only, A32) make it a drawn game (3623, 3629).")
X6 = ("The same record under the five codes: the twenty laws, Boy's Own and the Acknowledged Laws have no promotion law "
      "and are applied by analogy (the pawn must be exchanged: 3606, 3612, 3624); Philidor IX makes the exchange required "
      "(A18) and VIII's penalty is a king move, which the black king cannot make (3618); London XXI orders the exchange "
      "itself (3630).")

def write_all(case, F):
    # ============================================================ record 1: castling out of an announced check
    fact1 = ("Colle-Zukertort: 1. d4 d5 2. Nf3 Nf6 3. e3 e6 4. Bd3 c6 5. b3 Bb4+, ten lawful plies, and Black says \"check\" "
             "({[%check]}). The white king on e1 is in check from b4 (c3 and d2 empty; asserted). Neither the king nor the "
             "h1 rook has moved; f1 and g1 are empty and unattacked (asserted). White answers by castling on the king's side "
             "({[%move e1g1]}): the king goes to g1, the rook to f1, and the check is over. Black claims before he touches "
             "a man. Asserted: after the castling is undone the king's only lawful moves are Kf1 and Ke2 (d2 is attacked), "
             "and the h1 rook has no lawful move at all (no rook move parries the check).")
    case(3601, TL, 'colle-bb4-check-announced-white-castles-out-of-it-law-eight-is-silent',
         "Colle-Zukertort: 5... Bb4+ is announced and White castles out of the check; law 8 bars castling only after the king or rook has moved, and says nothing of a present check, so law 20 refers the point",
         "record 1 of 6 (castling out of a present check); a silent point, the governing article and its window.",
         fact1, ['8', '20'],
         ["Law 8 names one bar to castling, «after your king or the rook has moved», and then says what does not bar it: "
          "«your king having been in check, or the rook being at the moment under attack». Neither covers a king in check "
          "now. Read with laws.md A1, «having been» is a past check, answered before; the law is silent on castling out of "
          "a check on the board (8 glossed). The twenty laws give no other article on it.",
          "Law 20: «If any dispute arise as to points of the game, for which the laws have not provided, the matter is to "
          "be referred to a third person, whose decision is to be final.» A1 makes exactly this a law-20 point: referred "
          "(20 glossed), with the contemporary rule (no castling out of check) as the third person's likely answer. As "
          "2202 and 606 (castling across or onto an attacked square).", X1],
         [], 'illegal-castling', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['8', '20'], glossed=['8', '20'])

    case(3607, BO, 'colle-bb4-check-announced-white-castles-out-of-it-by-analogy-with-law-six',
         "Colle-Zukertort: 5... Bb4+ is announced and White castles out of the check; Boy's Own 6 names only a moved king or rook, so the claim is decided by analogy with it: Black may have White move the king (Kf1, Ke2) or the rook, which has no lawful move",
         "record 1 of 6 (castling out of a present check); a silent code heard by analogy; a remedy that cannot be enforced.",
         fact1, ['6', '7'],
         ["Boy's Own 6 bars castling only «after moving the rook or king». It says nothing of castling out of check, and the "
          "code has no article sending a point to a third person. Decided by analogy, as 403: every code that speaks of "
          "check bars castling out of it (Philidor XII, Acknowledged IX.2, London XVI.2), and law 6's own penalty is the "
          "natural one: «your adversary may insist on your moving one of those pieces» (6 glossed, A12: the adversary "
          "chooses). Law 7's king move is made «if you ¢an do so without placing him in check»: Kf1 or Ke2 (Kd2 would "
          "stand in the bishop's check).",
          "The rook cannot be moved: with the castling undone the king is in check and no rook move parries it, so that "
          "choice cannot be enforced. Black, the aggrieved, elects.", X1],
         [], 'illegal-castling', 'black', 'no-law-provides', remedies=['move-king', 'move-rook'], elector='black',
         cites=['6', '7'], glossed=['6'], moves=F[3607], unenforceable=['move-rook'])

    case(3613, PH, 'colle-bb4-check-announced-white-castles-out-of-it-white-chooses-rook-or-king',
         "Colle-Zukertort: 5... Bb4+ is announced and White castles out of the check; Philidor XII forbids castling in check and lets the offender choose rook or king; the rook has no lawful move, the king has Kf1 and Ke2",
         "record 1 of 6 (castling out of a present check); the offender elects; a remedy that cannot be enforced.",
         fact1, ['XII', 'VIII', 'VI'],
         ["Rule XII: «The King cannot castle when in check». White castled in check, and «he that castles when he should "
          "not do it, must play his Rook touched, or his King, at his own choice». Read literally (laws.md A16 (ii), XII "
          "glossed), the offender chooses, not the adversary: White elects.",
          "The castling is undone, as a false move in time (VIII bars recalling a false move only «after the "
          "adversary's next move», and Black has made none); VI's «if you can» limits the king move to what is lawful: "
          "Kf1 or Ke2. The h1 rook has no lawful move with the king in check, so that choice cannot be enforced and "
          "White's choice is in effect the king. As 1714 (castling out of an announced check).", X1],
         [], 'illegal-castling', 'black', 'upheld', remedies=['move-rook', 'move-king'], elector='white',
         cites=['XII', 'VIII', 'VI'], glossed=['XII'], moves=F[3613], unenforceable=['move-rook'])

    case(3619, AL, 'colle-bb4-check-announced-white-castles-out-of-it-the-menu-of-law-seven',
         "Colle-Zukertort: 5... Bb4+ is announced and White castles out of the check; Acknowledged IX.2 forbids castling in check, IX gives no penalty, and VII's menu applies with Black electing",
         "record 1 of 6 (castling out of a present check); the governing article names the act, another the penalty.",
         fact1, ['IX', 'VII'],
         ["Law IX: «A player cannot Castle under any of the following circumstances» and «2. If the King be in Check.» "
          "White castled in check. IX gives no penalty; the castling is an illegal move, and VII gives the adversary his "
          "menu: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece "
          "and make a legal move». Under A23 only the items that fit an illegal move are offered: make the right move, "
          "move the king (Kf1 or Ke2), or replace and make any legal move. Black elects. The code sets no time for the "
          "claim. As 1720.", X1],
         [], 'illegal-castling', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
         elector='black', cites=['IX', 'VII'], moves=F[3619])

    case(3625, LO, 'colle-bb4-check-announced-white-castles-out-of-it-three-penalties',
         "Colle-Zukertort: 5... Bb4+ is announced and White castles out of the check; London XVI.2 forbids it and Black, claiming before he touches a man, has three penalties: let it stand, a king move other than castling (Kf1, Ke2), or a rook move, which is impossible",
         "record 1 of 6 (castling out of a present check); remedies in the article's order; a remedy that cannot be enforced.",
         fact1, ['XVI', 'XXV'],
         ["Law XVI: «A player cannot castle in the following cases» including «2. If the King be in check.» «Should a "
          "player castle in any of the above cases» his adversary «has the choice of three penalties; viz., 1st, of "
          "insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the "
          "Rook.» In that order. The king move may not be castling (laws.md A31, XVI glossed): Kf1 or Ke2. The rook has no "
          "lawful move with the king in check: that penalty cannot be enforced.",
          "Law XXV: the adversary «must take notice of such irregularity before he touches a Piece or Pawn»: Black claimed "
          "before touching a man, in time. As 1227.", X1],
         [], 'illegal-castling', 'black', 'upheld', remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'],
         elector='black', cites=['XVI', 'XXV'], glossed=['XVI'], moves=F[3625], unenforceable=['move-rook'])

    # ============================================================ record 2: Black's c8 bishop omitted, claimed after White's fourth move
    fact2 = ("The game was set up without Black's queen's bishop: the [FEN] is the standard array with c8 empty, and "
             "differs from it on that square only (asserted). Ruy Lopez, Berlin: 1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O. White "
             "has played four moves, Black three (asserted). Black, to move, notices that his bishop was never set on c8 "
             "and claims to have it put there. c8 is still empty (asserted).")
    case(3602, TL, 'berlin-black-set-up-without-his-c8-bishop-claims-after-whites-fourth-move',
         "Berlin: Black's c8 bishop was left off the board; Black claims after 4. O-O: White has played four moves, so under law 12 the game must be played out",
         "record 2 of 6 (a man omitted at the start); the window counted from either party's fourth move.",
         fact2, ['12'],
         ["Law 12: «If at the commencement of a game ... any omitted to be placed, the mistake may be rectified, provided "
          "neither party have played four moves; but if they have done so, the game must be played out.» White has "
          "played four moves (the fourth is 4. O-O). It is no matter that Black, the claimant, has played only three: "
          "«neither party» closes the window at the first fourth move of either side (laws.md A7, 12 glossed). "
          "Dismissed: the game is played out without the bishop. As 1103.", X2],
         [], 'initial-man-omitted', 'black', 'dismissed', cites=['12'], glossed=['12'])

    case(3608, BO, 'berlin-black-set-up-without-his-c8-bishop-by-analogy-white-chooses-afresh-or-not',
         "Berlin: Black's c8 bishop was left off the board and Black claims after 4. O-O; Boy's Own 3 speaks of men misplaced, and by analogy, Black having played more than two moves, White may have the game begun afresh or not",
         "record 2 of 6 (a man omitted at the start); a silent code heard by analogy; the adversary elects.",
         fact2, ['3'],
         ["Boy's Own 3: «If you misplace your men at the beginning, and play two moves», the adversary «may permit you to "
          "begin game afresh, or not, as he pleases». The code has no law for a man omitted. Its nearest law is 3 (laws.md "
          "A11: after two moves the adversary chooses; 3 glossed). Black, who set up his men wrongly, has played three "
          "moves. By analogy White, the adversary, chooses: begin afresh, or play on as the men stand. As 2409 (two moves "
          "each, the same two remedies).", X2],
         [], 'initial-man-omitted', 'black', 'no-law-provides', remedies=['restart-game', 'continue-as-is'], elector='white',
         cites=['3'], glossed=['3'])

    case(3614, PH, 'berlin-black-set-up-without-his-c8-bishop-white-chooses-afresh-or-the-bishop-put-back',
         "Berlin: Black's c8 bishop was forgotten and Black claims after 4. O-O; Philidor III sets no time, and White, the adversary, chooses to begin afresh or to go on with the bishop set on c8",
         "record 2 of 6 (a man omitted at the start); no window; the adversary elects.",
         fact2, ['III'],
         ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game», the choice belongs to the "
          "adversary, «either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be "
          "again set in its place». The rule counts no moves (laws.md A14: no time limit; III glossed). The choice is "
          "White's, though Black is the one claiming, and c8 is empty, so the second choice can be carried out. As 405 "
          "(claimed by the owner, the adversary chooses) and 1713.", X2],
         [], 'initial-man-omitted', 'black', 'upheld', remedies=['restart-game', 'rectify-setup'], elector='white',
         cites=['III'], glossed=['III'])

    case(3620, AL, 'berlin-black-set-up-without-his-c8-bishop-claims-after-whites-fourth-move-too-late',
         "Berlin: Black's c8 bishop was left off the board; Black claims after 4. O-O; the note to Acknowledged II lets the omission be amended only before four moves have been made",
         "record 2 of 6 (a man omitted at the start); the window counted from either player's fourth move.",
         fact2, ['II'],
         ["Law II, its note: «If a player has omitted to place all his Pieces or Pawns on the board, he may amend his error "
          "before four moves have been made, but not after.» Read with laws.md A21 (II glossed), «before the fourth "
          "move» is before either player plays his fourth; White has played his. Dismissed: the game proceeds as the "
          "pieces stand. As 535.", X2],
         [], 'initial-man-omitted', 'black', 'dismissed', cites=['II'], glossed=['II'])

    case(3626, LO, 'berlin-black-set-up-without-his-c8-bishop-claims-before-his-own-fourth-move',
         "Berlin: Black's c8 bishop was left off the board; Black claims after 4. O-O but before his own fourth move: London III lets him correct the omission",
         "record 2 of 6 (a man omitted at the start); the window counted from the omitter's own fourth move.",
         fact2, ['III'],
         ["Law III: «Should a player, at the commencement of the game, omit to place all his men on the board, he may "
          "correct the omission before playing his fourth move, but not afterwards.» The count is the omitting player's "
          "own moves (laws.md A7, III glossed). Black has played three: upheld, the bishop is set on c8 (empty) and the "
          "game goes on. No one elects: the law gives the omitter a right, not the adversary a choice. As 1128.", X2],
         [], 'initial-man-omitted', 'black', 'upheld', remedies=['rectify-setup'], cites=['III'], glossed=['III'])

    # ============================================================ record 3: Qb3xd5 over the c4 bishop; Black touches c6, then claims
    fact3 = ("Giuoco Piano, main line: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+ "
             "8. Nbxd2 d5 9. exd5 Nxd5 10. Qb3 Nce7 11. O-O O-O 12. Rfe1 c6, twenty-four lawful plies. White then takes the "
             "d5 knight with his queen, b3 to d5 ({[%move b3d5]}), passing over his own bishop on c4: no move at all "
             "(asserted). The only lawful capture of the knight was Bxd5 (asserted). Black, to move, touches his c6 pawn "
             "({[%touch c6]}), meaning to take the queen, and before moving it claims the false capture. Asserted: the "
             "white king's lawful moves are Kf1 and Kh1.")
    case(3603, TL, 'giuoco-qb3xd5-over-the-c4-bishop-black-touches-c6-then-claims-law-three',
         "Giuoco Piano: 13. Qb3xd5 passes over White's own c4 bishop; Black touches his c6 pawn and then claims: a touch is not a move, so law 11 has not closed the claim, and law 3 lets Black have the knight taken lawfully (Bxd5) or the queen moved",
         "record 3 of 6 (a false capture, the claimant's touch before the claim); the window; the penalty's menu.",
         fact3, ['3', '11'],
         ["Law 3: «if by a false move you capture one of your adversary's men, he may oblige you either to take such piece "
          "(if it be en prise of one of your men) or to move the piece touched.» The knight was en prise of the c4 bishop: "
          "Bxd5 is the lawful capture; or the queen, the man touched, must move. Black elects.",
          "Law 11: no irregularity can be retraced «after the adversary has moved a piece»; law 3: «if a false move remain "
          "unnoticed until after the adversary has played». Black has touched a pawn, not moved it (laws.md A6, 11 "
          "glossed): in time. His touch binds him only for his own move after the claim is settled. As 2801 (the claimant's "
          "touch) and 2804 (the two penalties).", X3],
         [], 'illegal-capture', 'black', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'],
         elector='black', cites=['3', '11'], glossed=['11'], moves=F[3603])

    case(3609, BO, 'giuoco-qb3xd5-over-the-c4-bishop-black-touches-c6-then-claims-the-king-must-move',
         "Giuoco Piano: 13. Qb3xd5 passes over White's own c4 bishop; Black touches his c6 pawn and then claims; White has not played since, so under Boy's Own 7 Black may oblige White to move his king (Kf1, Kh1)",
         "record 3 of 6 (a false capture, the claimant's touch before the claim); the window; the penalty.",
         fact3, ['7'],
         ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without "
          "placing him in check», unless the opponent has played «before he notices your false move». The false capture is a false move "
          "(the code has no separate law for it). Black has touched a pawn but has not played (7 glossed: a touch is not "
          "a move played): in time. The penalty is a king move only, Kf1 or Kh1. Black elects. As 2807 and 2809.", X3],
         [], 'illegal-capture', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'], glossed=['7'],
         moves=F[3609])

    case(3615, PH, 'giuoco-qb3xd5-over-the-c4-bishop-black-touches-c6-then-claims-white-plays-his-king',
         "Giuoco Piano: 13. Qb3xd5 passes over White's own c4 bishop; Black touches his c6 pawn and then claims before his move; Philidor VIII: the false move is recalled and White must play his king (Kf1, Kh1)",
         "record 3 of 6 (a false capture, the claimant's touch before the claim); the window; the penalty.",
         fact3, ['VIII', 'VI'],
         ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled "
          "after the adversary's next move». Black has touched his pawn, not made his next move (VIII glossed): the "
          "capture is recalled, the knight restored, and White plays his king, which VI limits to what he can: Kf1 or "
          "Kh1. Black elects. As 2813 and 3414 (the touch does not close the claim).", X3],
         [], 'illegal-capture', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['VIII', 'VI'],
         glossed=['VIII'], moves=F[3615])

    case(3621, AL, 'giuoco-qb3xd5-over-the-c4-bishop-black-touches-c6-then-claims-the-menu-of-law-seven',
         "Giuoco Piano: 13. Qb3xd5 passes over White's own c4 bishop; Black touches his c6 pawn and then claims; the Acknowledged Laws set no time, and VII gives Black its menu: the lawful capture Bxd5, the right move, a king move, or replace and a legal move",
         "record 3 of 6 (a false capture, the claimant's touch before the claim); no window; the menu.",
         fact3, ['VII'],
         ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right "
          "move, move his King, or replace the piece and make a legal move.» All four fit a false capture (laws.md A23, VII "
          "glossed): take the knight lawfully (Bxd5, the only man that can), make the right move with the queen, move the "
          "king (Kf1, Kh1), or replace and make any legal move. The code sets no time for a claim, so the touch is "
          "nothing to it. Black elects. As 3523 and 2819.", X3],
         [], 'illegal-capture', 'black', 'upheld',
         remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'],
         elector='black', cites=['VII'], glossed=['VII'], moves=F[3621])

    case(3627, LO, 'giuoco-qb3xd5-over-the-c4-bishop-black-touches-c6-then-claims-too-late',
         "Giuoco Piano: 13. Qb3xd5 passes over White's own c4 bishop; Black touches his c6 pawn and only then claims: London XXV requires notice before he touches a piece or pawn, so no penalty can be inflicted",
         "record 3 of 6 (a false capture, the claimant's touch before the claim); out of time by one act.",
         fact3, ['XI', 'XXV'],
         ["Law XI would give Black his choice: «his antagonist has the option of compelling him to take it with a Piece or "
          "Pawn that can legally take it, or to move his own Piece or Pawn which he touched.» But law XXV: «the adversary "
          "must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict "
          "any penalty.» Black touched his c6 pawn first (laws.md A34, XXV glossed): out of time. The capture stands; Black "
          "must now play the c6 pawn he touched. As 2825 and 2428.", X3],
         [], 'illegal-capture', 'black', 'out-of-time', cites=['XI', 'XXV'], glossed=['XXV'])

    # ============================================================ record 4: White moves Black's f6 knight to d5
    fact4 = ("Queen's Gambit Declined: 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Bd3 dxc4 8. Bxc4 "
             "c5, sixteen lawful plies. In his own turn White lifts Black's f6 knight and sets it on d5 ({[%move f6d5 "
             "white]}), moving none of his own men, and says nothing. Black claims at once. Asserted: on f6 the knight can "
             "be taken by Bxf6 only; White is not in check and may still castle; with the knight on f6 or on d5 the white "
             "king's lawful moves are Kf1, O-O, Kd2, Ke2 (without castling Kf1, Kd2, Ke2).")
    case(3604, TL, 'qgd-white-sets-blacks-f6-knight-on-d5-law-two-no-castling',
         "QGD: in his own turn White moves Black's f6 knight to d5; law 2 gives Black three penalties, and the king move may not be castling (Kf1, Kd2, Ke2)",
         "record 4 of 6 (an adversary's man moved); the king-move penalty without castling.",
         fact4, ['2', '11'],
         ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, "
          "you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if "
          "it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to "
          "leave it where you had wrongfully placed it; and in either case you cannot castle that move.» White said "
          "nothing. The knight is en prise (Bxf6 on its own square, Bxd5 or Nxd5 where it stands). The king move: Kf1, Kd2 "
          "or Ke2, not castling (laws.md A5 (ii), 2 glossed). Black elects; law 11 has not closed the claim (Black has not "
          "moved). As 3502 and 1002.", X4],
         [], 'moved-adversary-man', 'black', 'upheld',
         remedies=['compel-capture-of-touched-man', 'replace-and-move-king', 'leave-as-played'], elector='black',
         cites=['2', '11'], glossed=['2'], moves=F[3604])

    case(3610, BO, 'qgd-white-sets-blacks-f6-knight-on-d5-by-analogy-with-law-five',
         "QGD: in his own turn White moves Black's f6 knight to d5; the Boy's Own laws provide only for touching an adversary's man, and by analogy with law 5 the knight is put back and White must take it (Bxf6)",
         "record 4 of 6 (an adversary's man moved); a silent code heard by analogy.",
         fact4, ['5'],
         ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you "
          "must moeve your king». Moving the man is more than touching it, and the code says nothing else of it. By "
          "analogy (5 glossed), the knight is put back on f6 and Black may insist that White take it: Bxf6 is lawful, so "
          "the king-move alternative does not arise. Black elects. As 2411 and 1412.", X4],
         [], 'moved-adversary-man', 'black', 'no-law-provides', remedies=['replace-and-capture'], elector='black',
         cites=['5'], glossed=['5'], moves=F[3610])

    case(3616, PH, 'qgd-white-sets-blacks-f6-knight-on-d5-by-analogy-with-rule-six',
         "QGD: in his own turn White moves Black's f6 knight to d5; Philidor provides only for touching an adversary's piece, and by analogy with rule VI the knight is put back and White must take it (Bxf6)",
         "record 4 of 6 (an adversary's man moved); a silent code heard by analogy.",
         fact4, ['VI'],
         ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to "
          "take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» Philidor "
          "has no rule for moving an adversary's piece. By analogy (VI glossed) the knight is put back and White must take "
          "it: Bxf6. It is takeable, so the king move does not arise. Black elects. As 1417.", X4],
         [], 'moved-adversary-man', 'black', 'no-law-provides', remedies=['replace-and-capture'], elector='black',
         cites=['VI'], glossed=['VI'], moves=F[3616])

    case(3622, AL, 'qgd-white-sets-blacks-f6-knight-on-d5-the-menu-of-law-seven',
         "QGD: in his own turn White moves Black's f6 knight to d5; Acknowledged VII, for one who touches an opponent's man, applies to one who moves it: take it, move the king (castling not excluded: Kf1, O-O, Kd2, Ke2), or replace it and make a legal move",
         "record 4 of 6 (an adversary's man moved); the menu; castling as a king move.",
         fact4, ['VII'],
         ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, "
          "make the right move, move his King, or replace the piece and make a legal move.» To move the man is to touch it "
          "and more (laws.md 7.1: VII by extension). Under A23 the items that fit: take the man, move the king, or replace "
          "and make a legal move. Nothing in the code forbids castling as the king move: Kf1, O-O, Kd2, Ke2. Black elects. "
          "As 3222.", X4],
         [], 'moved-adversary-man', 'black', 'upheld',
         remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black',
         cites=['VII'], moves=F[3622])

    case(3628, LO, 'qgd-white-sets-blacks-f6-knight-on-d5-law-ten-three-penalties',
         "QGD: in his own turn White moves Black's f6 knight to d5; London X gives Black three penalties in its order: replace it and move the king (castling not excluded), replace it and take it (Bxf6), or let it stand as if the move were correct",
         "record 4 of 6 (an adversary's man moved); remedies in the article's order; castling as a king move.",
         fact4, ['X', 'XXV'],
         ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to "
          "replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece "
          "or Pawn remain on the square to which it had been played, as if the move were correct.» X says nothing against "
          "castling (X glossed): the king moves are Kf1, O-O, Kd2, Ke2. Replaced on f6 the knight is taken by Bxf6. "
          "Black claimed before touching a man (XXV). As 1026 and 3526.", X4],
         [], 'moved-adversary-man', 'black', 'upheld',
         remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black',
         cites=['X', 'XXV'], glossed=['X'], moves=F[3628])

    # ============================================================ record 5: K+R v K, fifty moves each after Black's notice
    fact5 = ("Start [FEN] 8/8/3k4/8/8/8/8/R3K3 b: king and rook against the bare king, no pawn on the board. Black gives "
             "notice that he will count the moves ({[%fifty black]}). One hundred plies follow, fifty moves by each player, "
             "no capture, no check, no mate, no stalemate (asserted; generated from a fixed seed). Black claims the game "
             "drawn.")
    case(3605, TL, 'rook-against-the-bare-king-fifty-moves-counted-the-ending-is-not-in-law-nineteen',
         "King and rook against king: Black gives notice and fifty moves each pass without mate; law 19 lists the endings in which the moves may be counted, and this is not one of them",
         "record 5 of 6 (fifty moves with king and rook against king); the code's list decides.",
         fact5, ['19'],
         ["Law 19 lets the adversary count the moves only «In any game where the number of pieces are reduced to the king "
          "and queen against the king; the rook and bishop against the rook, or two bishops; or a knight and bishop "
          "against the king only». King and rook against king is not in the list, and the law gives no «&c.». The notice "
          "gave Black no right, and the fifty moves make no drawn game: dismissed, the game goes on. As 1501 (queen "
          "against rook, not in the list).", X5],
         [], 'fifty-move-claim', 'black', 'dismissed', cites=['19'])

    case(3611, BO, 'rook-against-the-bare-king-fifty-moves-counted-no-law-and-the-codes-disagree',
         "King and rook against king: Black gives notice and fifty moves each pass without mate; the Boy's Own laws have no counting law, and the codes that have one disagree on this ending, so the point goes to a third person",
         "record 5 of 6 (fifty moves with king and rook against king); a silent code where the analogies disagree.",
         fact5, [(TL, '19'), (PH, 'XVII'), (AL, 'XII'), (LO, 'XXII')],
         ["The Boy's Own laws end a game only by mate or stalemate (law 11) and have no law on counting moves. Earlier "
          "rulings decided this point by analogy where every code that speaks agrees (1908, 2112, 2712). Here they split "
          "two and two: the twenty laws 19 and Philidor XVII («the difficult mates») do not reach king and rook against "
          "king; the Acknowledged Laws XII (any ending, laws.md A26) and London XXII («all other checkmates of Pieces "
          "only, such as Queen, or Rook only», A32) do. No analogy decides it, and the point is referred to a third "
          "person, as 1911 referred castling by the giver of a rook where the codes that speak disagree. No article of "
          "this code is cited; those quoted above are the disagreeing sources.", X5],
         [], 'fifty-move-claim', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(3617, PH, 'rook-against-the-bare-king-fifty-moves-requested-no-difficult-mate',
         "King and rook against king: Black asks for fifty moves and fifty each pass without mate; Philidor XVII is for a player who seems not to know the difficult mates, and king and rook against king is not one",
         "record 5 of 6 (fifty moves with king and rook against king); the code's own class of ending.",
         fact5, ['XVII'],
         ["Rule XVII: «when a player seems not to know how to give the difficult mates, as that of a Knight and a Bishop "
          "against the King, that of a Rook and a Bishop against a Rook, &c. at the adversary's request, fifty moves on "
          "either side must be appointed». Read with laws.md A20 (XVII glossed), the difficult mates are those listed (and "
          "their like); the mate with a rook is the first a player learns. The rule gives Black no count here: dismissed. "
          "As 2615.", X5],
         [], 'fifty-move-claim', 'black', 'dismissed', cites=['XVII'], glossed=['XVII'])

    case(3623, AL, 'rook-against-the-bare-king-fifty-moves-called-a-drawn-game',
         "King and rook against king: the defending player calls for mate in fifty moves and fifty each pass without it; Acknowledged XII makes the game drawn",
         "record 5 of 6 (fifty moves with king and rook against king); the game ends drawn.",
         fact5, ['XII'],
         ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon "
          "his adversary to mate in fifty moves or draw the game.» Read with laws.md A26 (XII glossed), the law reaches "
          "any ending, the forces need not be equal, and the fifty moves are fifty on each side, counted from the call. "
          "Black, the defending player, called; fifty moves each have passed without mate: the game is drawn. As 1526 "
          "(London) and 2120.", X5],
         [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(3629, LO, 'rook-against-the-bare-king-fifty-moves-from-the-notice-a-drawn-game',
         "King and rook against king: Black gives notice that he will count, and fifty moves each pass without mate; London XXII holds good for all checkmates of pieces only, rook only included: the game is drawn",
         "record 5 of 6 (fifty moves with king and rook against king); the game ends drawn.",
         fact5, ['XXII'],
         ["Law XXII: the player «must checkmate his adversary in fifty moves on each side at most, or the game will be "
          "considered as drawn; the fifty moves commence from the time the adversary gives notice that he will count "
          "them. The law holds good for all other checkmates of Pieces only, such as Queen, or Rook only». King and rook "
          "is a checkmate of pieces only (laws.md A32, XXII glossed); fifty moves each from the notice have passed without "
          "mate: drawn. As 1526.", X5],
         [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XXII'], glossed=['XXII'])

    # ============================================================ record 6: Lasker trap, 7... fxg1 left a pawn
    fact6 = ("Albin Counter-Gambit, the Lasker trap: 1. d4 d5 2. c4 e5 3. dxe5 d4 4. e3 Bb4+ (\"check\" said) 5. Bd2 dxe3 "
             "6. Bxb4 exf2+ (\"check\" said) 7. Ke2, thirteen lawful plies. Black takes the g1 knight with his f2 pawn and "
             "leaves it a pawn on g1, the last square ({[%move f2g1]}), not the knight that would have checked. White "
             "claims at once. Asserted: the pawn's only lawful moves were fxg1 exchanged for a queen, rook, bishop or knight "
             "(f1 is held by White's bishop); the black king has no lawful move, before or after (d7 is swept by the d1 "
             "queen, e7 and f8 by the b4 bishop).")
    case(3606, TL, 'lasker-trap-fxg1-left-a-pawn-the-twenty-laws-know-no-promotion',
         "Albin, Lasker trap: 7... fxg1 is made and the pawn left a pawn on the last square; the twenty laws have no law on a pawn that reaches it, so law 20's third person decides by analogy: the pawn must be exchanged",
         "record 6 of 6 (a pawn left unexchanged on the last square); a silent code heard by analogy.",
         fact6, ['20', (PH, 'IX'), (LO, 'XXI')],
         ["The twenty laws say nothing of a pawn that reaches the last square. Law 20 sends «points of the game, for which "
          "the laws have not provided» to a third person; deciding as that person, by analogy with Philidor IX and London "
          "XXI (laws.md A18: the exchange is required on arrival), the pawn must be exchanged: Black is to complete the "
          "move correctly (fxg1 for a queen, rook, bishop or knight). As 3206 and 2412.", X6],
         [], 'promotion', 'white', 'no-law-provides', remedies=['move-correctly'], cites=['20'])

    case(3612, BO, 'lasker-trap-fxg1-left-a-pawn-boys-own-knows-no-promotion',
         "Albin, Lasker trap: 7... fxg1 is made and the pawn left a pawn on the last square; the Boy's Own laws have no promotion law, and by analogy the pawn must be exchanged",
         "record 6 of 6 (a pawn left unexchanged on the last square); a silent code heard by analogy.",
         fact6, [(PH, 'IX'), (LO, 'XXI')],
         ["Boy's Own law 1 says pawns «can only move forward», and nothing of what happens at the end of the board; the "
          "code has no promotion law and no article on disputes. By analogy with the codes that provide (Philidor IX, "
          "London XXI; laws.md A18) the pawn must be exchanged: Black completes the move correctly. No article of this "
          "code is cited, as 2412.", X6],
         [], 'promotion', 'white', 'no-law-provides', remedies=['move-correctly'], cites=[])

    case(3618, PH, 'lasker-trap-fxg1-left-a-pawn-black-must-play-his-king-and-cannot',
         "Albin, Lasker trap: 7... fxg1 is made and the pawn left a pawn; Philidor IX requires the exchange, VIII's penalty is a king move, and the black king has none, so the fault is of no consequence",
         "record 6 of 6 (a pawn left unexchanged on the last square); the penalty cannot be enforced.",
         fact6, ['IX', 'VIII', 'VI', 'XV'],
         ["Rule IX: every pawn that reaches the last square «is entitled to make a Queen, or any other Piece». Read with "
          "laws.md A18 (IX glossed), the exchange is required on arrival; a pawn left a pawn has made a false move. IX "
          "has no penalty of its own, so VIII's applies: «Whoever makes a false move, must play his King, as in Rule VI», "
          "and White claimed before his next move.",
          "VI: «must play your King if you can»; XV: «if his King cannot be played, the fault is of no consequence». The "
          "black king has no lawful move (A36): the penalty cannot be enforced. White elects. As 1217 (the unexchanged "
          "pawn) and 524 (the immobile king).", X6],
         [], 'promotion', 'white', 'upheld', remedies=['move-king'], elector='white',
         cites=['IX', 'VIII', 'VI', 'XV'], glossed=['IX'], unenforceable=['move-king'])

    case(3624, AL, 'lasker-trap-fxg1-left-a-pawn-to-a-bystander-by-analogy',
         "Albin, Lasker trap: 7... fxg1 is made and the pawn left a pawn on the last square; the Acknowledged Laws have no promotion law, and under XIV the point is decided by analogy: the pawn must be exchanged",
         "record 6 of 6 (a pawn left unexchanged on the last square); a silent code heard by analogy.",
         fact6, ['XIV', (PH, 'IX'), (LO, 'XXI')],
         ["The Acknowledged Laws speak of the pawn's first move (VIII) but not of its last square. Law XIV: «Should any "
          "dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be "
          "considered final.» Deciding as that bystander by analogy with Philidor IX and London XXI (laws.md A18), the "
          "pawn must be exchanged: Black completes the move correctly. As 2624.", X6],
         [], 'promotion', 'white', 'no-law-provides', remedies=['move-correctly'], cites=['XIV'])

    case(3630, LO, 'lasker-trap-fxg1-left-a-pawn-must-be-immediately-exchanged',
         "Albin, Lasker trap: 7... fxg1 is made and the pawn left a pawn on the last square; London XXI says it must be immediately exchanged, and White claimed before touching a man",
         "record 6 of 6 (a pawn left unexchanged on the last square); the governing article names the duty.",
         fact6, ['XXI', 'XXV'],
         ["Law XXI: «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged "
          "for a Queen, or any other Piece the player may think fit». Black did not exchange it; the law orders the "
          "exchange (XXI glossed: the claim is heard under XXI, not as XIII's false move, since g1 is a square the pawn "
          "may reach), the piece of Black's choosing. White claimed before touching a man (XXV). As 1530 and 004.", X6],
         [], 'promotion', 'white', 'upheld', remedies=['move-correctly'], cites=['XXI', 'XXV'], glossed=['XXI'])
