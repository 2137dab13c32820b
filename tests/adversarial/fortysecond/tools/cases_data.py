"""The thirty cases of the forty-second set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated "(asserted)" is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'


def write_all(case, M):
    mv = lambda n, *ks: {k: M[n][k] for k in ks}
    # ============================================================ twenty-laws
    case(4201, TW, 'bongcloud-carlsen-nakamura-kings-shuffle-white-claims-a-draw-by-repetition',
      "The Bongcloud game (Carlsen-Nakamura, online, 2021): both kings walk out and back twice; White claims a draw because the position has come three times: the twenty laws know no such draw, and law 20 sends the point to a third person",
      "a claim the code does not provide for (repetition of position); no-law-provides, referred; no result.",
      "The game as published: 1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1 Ke8, ten lawful plies (asserted). The men stand as they stood after 1...e5 and after 3...Ke8 (asserted); only after 1...e5 could either side still castle (asserted). There is no mate and no stalemate, and every man is on the board (asserted). White, to move, claims the game drawn by the repetition.",
      ['20'],
      ["The twenty laws end a game by mate, by stale-mate (17: «The position of stale-mate constitutes a drawn game.») and by the fifty-move count (19), and say nothing of a position repeated. Whether the men standing thrice as they stood (twice only, if the right to castle is counted, as modern law counts it) makes a draw is a point «for which the laws have not provided». Law 20: «the matter is to be referred to a third person, whose decision is to be final.»",
       "So the decision is no-law-provides with the remedy refer-to-third-party and no result: the game stands undecided until the third person speaks, and nothing in these laws lets the arbiter declare the draw himself. Cites 20 only.",
       "Other codes: Boy's Own and Philidor have no dispute article either and would also hear it as unprovided; the Acknowledged XIV («any disinterested bystander») and London XXVI («the most skilful disinterested bystanders») send it to a bystander. No code has a repetition law."],
      [], 'unprovided-or-disputed-point', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['20'])

    case(4202, TW, 'chigorin-ruy-lopez-white-moves-blacks-a5-knight-to-c4-in-his-own-turn',
      "Ruy Lopez, Chigorin: at his 12th move White picks up Black's a5 knight and sets it on c4; Black claims: law 2, White may be made to take it (impossible: it is not en prise), to replace it and move his king, or to leave it",
      "moving the adversary's man in one's own turn; the three penalties in the law's order; «if it be en prise» judged where the man stood: nothing takes it, so that penalty is unenforceable.",
      "The Chigorin Ruy Lopez to 11...Qc7, 22 lawful plies (asserted). White, to move, takes hold of Black's a5 knight and sets it on c4 ({[%move a5c4]}), saying nothing. Black's knight is not en prise on a5: no White man attacks it, and no White move takes on a5 (asserted); nor is it attacked on c4 (asserted). White's king on g1 can go to f1, h1 or h2 (asserted). Black claims before he moves.",
      ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to leave it where you had wrongfully placed it». It was White's turn, he said nothing: upheld, Black electing among the three, in the law's order: compel-capture-of-touched-man, replace-and-move-king, leave-as-played.",
       "«if it be en prise» (laws.md A5 iii, glossed): the man must be one White can lawfully take, judged where it stood when moved, on a5, and nothing of White's takes it there (nor on c4): that penalty cannot be enforced. Replace and move the king: Kf1, Kh1, Kh2 («cannot castle that move» costs nothing, White having castled). Law 11: Black has not moved, so the irregularity can still be retraced.",
       "Other codes: London X gives three options of its own (replace and move the King, replace and take, let it remain); the Acknowledged VII its one menu by extension; Boy's Own and Philidor have no article on moving the adversary's man."],
      [], 'moved-adversary-man', 'black', 'upheld',
      remedies=['compel-capture-of-touched-man', 'replace-and-move-king', 'leave-as-played'], elector='black',
      cites=['2', '11'], glossed=['2'], moves=mv(4202, 'replace-and-move-king'), unenforceable=['compel-capture-of-touched-man'])

    case(4203, TW, 'white-king-and-queen-set-on-each-others-squares-black-claims-after-three-moves-each',
      "White's king was set on d1 and his queen on e1; after three moves each Black points it out: neither party has played four moves, so law 12 lets the mistake be rectified",
      "pieces placed wrongly at the commencement; the four-move limit counted for each party; rectify-setup.",
      "[FEN] the standard array but for White's king on d1 and queen on e1 (asserted). 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5: three moves each, all lawful in that array (asserted). With White to play his fourth move, Black claims that the men be set right.",
      ['12'],
      ["Law 12: «If at the commencement of a game the board be wrongly placed, or the pieces be placed wrongly upon the board, or any omitted to be placed, the mistake may be rectified, provided neither party have played four moves; but if they have done so, the game must be played out.» Each party has played three (laws.md A7, glossed: the limit is reached when either party completes his fourth move). Upheld: rectify-setup; no elector, the law gives no choice, and no result.",
       "Other codes: Boy's Own 3 lets the adversary choose afresh or not once two moves are played; the Acknowledged II «before the fourth move» and London II «before playing his fourth move» agree with this ruling; Philidor has no article on men misplaced (only on men forgotten, III)."],
      [], 'initial-men-misplaced', 'black', 'upheld', remedies=['rectify-setup'], cites=['12'], glossed=['12'])

    case(4204, TW, 'bongcloud-king-walks-e2-and-back-then-white-castles-on-move-six',
      "After the Bongcloud king walk (1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8) White develops and castles on his sixth move; Black claims at once: law 8, White cannot castle after his king has moved, and Black may require him to move either the king or the rook",
      "castling after the king has moved (and come back); the two penalties and their exact moves; Black elects.",
      "1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 (the first six plies of the Carlsen-Nakamura Bongcloud) 4. Nf3 Nc6 5. Bc4 Bc5, all lawful; White's king has moved (asserted). White then castles, king to g1 and rook to f1 ({[%move e1g1]}). f1 and g1 are empty and not attacked, the h1 rook has never moved, White is not in check (asserted): the king's earlier walk is the only bar. Before the castling the king could go to f1 or e2, the rook to f1 or g1 (asserted). Black claims before he moves.",
      ['8', '11'],
      ["Law 8: «You cannot castle after your king or the rook has moved; if you attempt it, the adversary may require you to move either the king or the rook.» The king has moved: coming back to e1 does not restore the right. Upheld, Black electing, in the law's order: move-king (Kf1, Ke2) or move-rook (Rf1, Rg1), each from the position before the castling.",
       "Law 11 for the window: Black has not moved. The second sentence of law 8 («your king having been in check ... does not prevent you from castling») does not help White: his king was never in check, it moved.",
       "Other codes: Boy's Own 6 the same two penalties; Philidor XII lets the offender choose rook or king; the Acknowledged IX.1 with VII's menu; London XVI three penalties, the first that the castling stand."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black', cites=['8', '11'],
      moves=mv(4204, 'move-king', 'move-rook'))

    case(4205, TW, 'scotch-mieses-f8-bishop-leaps-its-own-queen-to-a3-white-takes-it-then-claims',
      "Scotch, Mieses line: Black's f8 bishop goes to a3 over his own queen on e7; White takes it, 9. Nxa3, and only then claims the false move: under laws 3 and 11 it can no longer be recalled",
      "the claim window: the adversary has played; out-of-time, no penalty, no result.",
      "1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nxc6 bxc6 6. e5 Qe7 7. Qe2 Nd5 8. c4, all lawful. Black moves his f8 bishop to a3 ({[%move f8a3]}): its diagonal is shut by his own queen on e7, so this is no bishop's move (asserted). The bishop on a3 gives no check and can be taken (asserted). White plays 9. Nxa3, a lawful move (asserted), and then claims that Black's move was false.",
      ['3', '11'],
      ["Law 3: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.» Law 11: «nor can any such be retraced, after the adversary has moved a piece.» White, the adversary, has played (9. Nxa3) before noticing: the claim is out of time, and the false move stands as if it had been lawful (laws.md A6, glossed on 11: «after the adversary has moved» governs both halves of the law). Nor can White undo his own capture.",
       "Decision out-of-time, no remedy, no result. Cites 3 (the penalty claimed, and its limit) and 11 (the window).",
       "Other codes: Boy's Own 7 and Philidor VIII close the claim the same way («if he have pliﬂyeg before he notices»; «no false move can be recalled after the adversary's next move»); London XXV closes it even earlier, when White touched his knight; the Acknowledged VII sets no limit and would still hear it."],
      [], 'false-move', 'white', 'out-of-time', cites=['3', '11'], glossed=['11'])

    case(4206, TW, 'queen-against-king-notice-with-white-to-move-fifty-white-moves-without-mate',
      "Queen against the bare king: Black gives notice to count with White to move; White plays fifty moves without mating and Black has made forty-nine when he claims: White's fifty are spent, and law 19 makes it a drawn game",
      "fifty moves «for each player»: the attacker's fifty are exhausted though the defender's fiftieth is still to come; declare-draw, result draw.",
      "[FEN] White: king e1, queen c2; Black: king d6; White to move. Before White's first move Black gives notice that he will count the moves ({[%fifty black]}). White then plays fifty moves and Black forty-nine: no check, no capture, no mate, no stalemate (asserted ply by ply). Black, to play his fiftieth move, claims a drawn game.",
      ['19'],
      ["Law 19 names this ending («the king and queen against the king») and, once the adversary gives notice, «you must check mate in not exceeding fifty moves for each player (to be computed from the notice given) or it will be a drawn game». White has made his fifty moves since the notice, none of them mate; whatever Black plays now, White cannot mate within his fifty (glossed: the count is of the mating player's moves, and his are spent; Black need not make a fiftieth move to earn the draw).",
       "Upheld: declare-draw, result draw. Cites 19 only.",
       "Other codes: London XXII («fifty moves on each side at most») and Philidor XVII («fifty moves on either side») read the same way; the Acknowledged XII («mate in fifty moves») likewise; Boy's Own has no fifty-move law."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['19'], glossed=['19'])

    # ============================================================ boys-own-1829
    case(4207, BO, 'steinitz-bardeleben-qe2-said-to-be-check-kf7-then-rac1-black-claims-too-late',
      "Steinitz-von Bardeleben (Hastings 1895) to 14...f6: White plays 15. Qe2 and says check, which it is not; Black, misled, plays 15...Kf7; White answers 16. Rac1, and only then Black asks to retract his king move: law 8's time has run out",
      "a false challenge of check; the misled move may be retracted only before the challenger's next move; out-of-time.",
      "The game as published to 14...f6, 28 lawful plies (asserted), every check in it said. 15. Qe2, and White says check ({[%check]}): there is none, the e7 knight standing between the queen and the e8 king (asserted). Black plays 15...Kf7, a lawful king move (asserted). White plays 16. Rac1 (asserted). Black then claims to retract 15...Kf7.",
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» Black moved his king in consequence of the challenge, but White has made his next move, 16. Rac1, before Black discovered it. The king move stands.",
       "Decision out-of-time: no remedy, no result. Cites 8 only: the article gives both the right and its limit.",
       "Other codes: twenty-laws 6 («before the opponent has completed his next move») and Philidor XIV («so long as your adversary has not yet made his next move») out of time the same; London XX likewise («provided his adversary has not completed his last move»); the Acknowledged XI sets no limit and lets Black elect."],
      [], 'false-check-announcement', 'black', 'out-of-time', cites=['8'])

    case(4208, BO, 'black-set-his-kings-knight-and-bishop-on-each-others-squares-two-moves-each-white-chooses',
      "Black's king's bishop and knight stood on each other's squares (knight f8, bishop g8); after two moves each White points it out: under law 3 White may permit a new game or not, as he pleases",
      "men misplaced and two moves played; the adversary elects between beginning afresh and playing on.",
      "[FEN] the standard array but for Black's knight on f8 and bishop on g8 (asserted). 1. d4 d5 2. c4 e6: two moves each, all lawful (asserted). White, to move, claims.",
      ['3'],
      ["Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» Black misplaced his men and has played two moves: White, his adversary, chooses (laws.md A11, glossed). Remedies in the law's order: restart-game, continue-as-is; White elects. No result.",
       "Other codes: twenty-laws 12, the Acknowledged II and London II let the mistake be rectified at this point (fewer than four moves); Philidor has no article on men misplaced."],
      [], 'initial-men-misplaced', 'white', 'upheld', remedies=['restart-game', 'continue-as-is'], elector='white', cites=['3'], glossed=['3'])

    case(4209, BO, 'ruy-lopez-steinitz-defence-pinned-c6-knight-takes-on-d4',
      "Ruy Lopez, Steinitz defence: after 4. d4 Black's c6 knight, pinned by the b5 bishop, takes on d4 and uncovers his king; White claims at once: law 7, Black must move his king",
      "a capture by a man that cannot lawfully capture (it exposes its king) is a false move; the king move list.",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. d4, all lawful. Black's c6 knight is pinned by the b5 bishop against the e8 king, d7 being empty (asserted). Black takes the d4 pawn with it ({[%move c6d4]}): a knight's capture in shape, but it uncovers the king to the bishop (asserted). White claims before he moves. Before the capture Black's king could go to d7 or e7 (asserted).",
      ['7'],
      ["Boy's Own has no article of its own on a wrong capture; the capture is a false move, a move the king's safety forbids (laws.md A37: law 10 forbids such a move when it gives check, and law 4 assumes a man whose move «would diseover check on your king» cannot be played). Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». Glossed on 7 (A36): the capture is taken back, the d4 pawn restored, and then the king moves: Kd7, Ke7. White elects; the window is open, White has not played.",
       "Other codes: twenty-laws 3 and London XI let the claimant choose a lawful capture of the pawn (none here) or a move of the knight (none: pinned); Philidor VIII the king move; the Acknowledged VII its menu."],
      [], 'illegal-capture', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['7'], glossed=['7'], moves=mv(4209, 'move-king'))

    case(4210, BO, 'nimzo-indian-white-touches-the-pinned-c3-knight-then-plays-e3',
      "Nimzo-Indian: White touches his c3 knight, pinned by the b4 bishop, and then plays 4. e3; Black claims: under law 4 the king alone may be moved, and it can be: Kd2",
      "a touched man that would uncover the king; the king's one move; law 4's «if it be practicable».",
      "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4, all lawful. White touches his c3 knight ({[%touch c3]}); it is pinned against the e1 king and has no lawful move (asserted). He then plays 4. e3, a lawful move of another man (asserted). Black claims before replying. From the position in which the knight was touched, White's king has one move, Kd2 (asserted: the c3 knight screens d2 from the bishop).",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» Every move of the knight would uncover the e1 king to the b4 bishop, so White could only move the king, and a king move is practicable: 4. e3 is no answer to the touch. Upheld: move-king, the move Kd2, Black electing. No result.",
       "Other codes: twenty-laws 1 («you are to move the king, when possible») and Philidor XV (read as A17) the same king move; London XVII «replace ... and move his King»; the Acknowledged V note lets Black elect a king move or another legal move."],
      [], 'touched-own-man-unplayable', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['4'], moves=mv(4210, 'move-king'))

    case(4211, BO, 'reti-tartakower-qa5-check-not-said-white-takes-on-f6-black-warns-with-gxf6',
      "Reti-Tartakower (Vienna 1910): 6...Qa5+ is played without a word; White ignores it with 7. exf6; Black retakes, 7...gxf6, and says check: law 9, each party retracts his last move and White's king is removed out of check or covered",
      "an unannounced check warned on the checker's next move; both last moves retracted; the position and the exact parries.",
      "The game as published to 6...Qa5+, which checks the e1 king along a5-b4-c3-d2 (asserted); Black says nothing. 7. exf6 takes the f6 knight and leaves the check on the board (asserted: a move only the unannounced check makes possible). 7...gxf6, and Black says check ({[%check]}): the a5 queen still checks (asserted). Black claims that the check be answered. After 6...Qa5+ White's answers are Bd2, Kd1, Ke2, b4, c3, Qd2, Qc3, Nd2, Nc3 (asserted).",
      ['9'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must retract his last move, and the king be removed out of check, or covered.» Black warned with his very next move (laws.md A35, glossed: the last moves retracted are 7. exf6 and 7...gxf6, so the f6 knight and the g7 pawn come back and White must answer 6...Qa5+).",
       "Remedy retract-both-last-moves; the law imposes it, so no one elects. The moves that satisfy it are White's nine answers to the check. No result.",
       "Other codes: twenty-laws 5, Philidor XIII and London XVIII retract both last moves the same; the Acknowledged X note takes the moves back to the check, within two moves."],
      [], 'unannounced-check', 'black', 'upheld', remedies=['retract-both-last-moves'], cites=['9'], glossed=['9'],
      moves=mv(4211, 'retract-both-last-moves'))

    case(4212, BO, 'evergreen-white-touches-the-c4-bishop-then-plays-qxb5',
      "The Evergreen game (Anderssen-Dufresne 1852) to 11...b5: White touches his attacked c4 bishop, then plays 12. Qxb5 as in the game; Black claims: law 4, the bishop must be played",
      "touch-move; the touched man is free; the remedy's exact moves; no result.",
      "The game as published to 11...b5, 22 lawful plies (asserted). White touches his c4 bishop ({[%touch c4]}), says nothing, and plays 12. Qxb5. The bishop is not pinned (asserted) and has five lawful moves: Bxd3, Bxb5, Bd5, Be6, Bxf7+ (asserted). Black claims before he moves.",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». Boy's Own has no j'adoube; none was said in any case. The bishop can be played, so it must be: 12. Qxb5 is taken back and White plays the bishop, Black electing that the penalty be enforced. Upheld: compel-move-touched-man, with the bishop's five moves (Bxb5 among them).",
       "Other codes: twenty-laws 1, Philidor V, the Acknowledged V and London VII the same."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['4'],
      moves=mv(4212, 'compel-move-touched-man'))

    # ============================================================ philidor
    case(4213, PH, 'botvinnik-capablanca-avro-1938-exf6-in-passing-black-calls-it-false',
      "Botvinnik-Capablanca (AVRO 1938): 22...f5, the f-pawn's first move, two squares past the e5 pawn, and 23. exf6 takes it in passing; Black calls the capture false: rule X allows it, dismissed",
      "en passant under the rule that grants it; the capture made at once; dismissed, no result.",
      "The game as published to 23. exf6, 45 lawful plies (asserted), the one check (5...Bxc3+) said. 22...f5 is the f7 pawn's first move, two squares, passing f6 (asserted); the e5 pawn could have taken it there had it come one square. 23. exf6 takes it in passing, removing the f5 pawn (asserted). Black claims that White's move is false.",
      ['X'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» The e5 pawn is such a pawn, and it took at once, the very next move. The capture is lawful; rule VIII's penalty does not arise. Dismissed, no remedy, no result; cites X only.",
       "Other codes: the Acknowledged VIII and London XV allow the same capture; twenty-laws and Boy's Own have no law on the double step or the capture in passing, and a claim under them would be heard as unprovided."],
      [], 'en-passant', 'black', 'dismissed', cites=['X'])

    case(4214, PH, 'italian-bb4-check-said-white-castles-out-of-it-white-chooses-rook-or-king',
      "Giuoco Piano: 6...Bb4+, and Black says check; White castles out of it; Black claims: rule XII, the king cannot castle when in check, and the offender plays his rook or his king at his own choice; the rook has no lawful move",
      "castling out of an announced check; the offender, not the adversary, chooses (A16 ii); one of the two penalties unenforceable.",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+, Black saying check ({[%check]}): the bishop checks the e1 king (asserted). White castles, king to g1 and rook to f1 ({[%move e1g1]}). King and h1 rook had never moved, f1 and g1 were not attacked (asserted): only the check barred it. In the position before the castling the h1 rook has no lawful move, and the king's lawful moves are Kf1 and Ke2 (asserted: d2 is attacked by the bishop). Black claims before he moves.",
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check ... and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The check was said, so rule XIII does not let White treat it as if it did not exist. Glossed on XII (laws.md A16 ii): «at his own choice» is the offender's: White elects. Remedies in the rule's order: move-rook, move-king.",
       "The rook cannot be played lawfully (none of its moves meets the check): move-rook is unenforceable, and White must play his king, Kf1 or Ke2. Rule VIII and VI are cited as for the false move the castling is («must play his King, as in Rule VI»); the window is open, Black has not moved.",
       "Other codes: the Acknowledged IX.2 and London XVI.2 bar the same castling, with VII's menu and XVI's three penalties (the adversary electing); twenty-laws 8 and Boy's Own 6 say nothing of castling out of check."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-rook', 'move-king'], elector='white',
      cites=['XII', 'VIII', 'VI'], glossed=['XII'], moves=mv(4214, 'move-king'), unenforceable=['move-rook'])

    case(4215, PH, 'steinitz-bardeleben-played-without-whites-a2-pawn-noticed-at-move-sixteen',
      "Steinitz-von Bardeleben played from a set-up without White's a2 pawn; at move sixteen Black notices: rule III sets no time, and Black chooses to begin afresh or to go on with the pawn set again on a2",
      "a forgotten man; no time limit under Philidor; the adversary of the forgetful player elects; the square is free.",
      "[FEN] the standard array without White's a2 pawn (asserted). The moves of Steinitz-von Bardeleben to 16. Rac1, 31 plies, are all lawful in it (asserted), the one check (6...Bb4+) said. a2 is still empty (asserted). Black, to play his sixteenth move, claims.",
      ['III'],
      ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set in its place.» The rule sets no limit of moves (laws.md A14, glossed), so sixteen moves do not bar the claim; the man forgotten is White's, so Black, his adversary, chooses. Remedies in the rule's order: restart-game, rectify-setup (the pawn set again on a2, which is free). No result.",
       "Other codes: twenty-laws 12 and London III allow the correction only before the fourth move, so the game would be played out; the Acknowledged II note likewise; Boy's Own has no article on a man omitted."],
      [], 'initial-man-omitted', 'black', 'upheld', remedies=['restart-game', 'rectify-setup'], elector='black', cites=['III'], glossed=['III'])

    case(4216, PH, 'evergreen-white-says-jadoube-adjusting-the-c4-bishop-then-plays-e5',
      "The Evergreen game to 8...Qf6: White says j'adoube as he adjusts his c4 bishop, then plays 9. e5 as in the game; Black claims the bishop must be played: rule V, dismissed",
      "j'adoube said in touching; dismissed; no result.",
      "The game as published to 8...Qf6, 16 lawful plies; White's bishop stands on c4 (asserted). White, to move, says j'adoube and adjusts the bishop ({[%adjust c4]}), then plays 9. e5. Black claims that the bishop, having been touched, must be played.",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». It was said in touching it: the touch binds White to nothing, and 9. e5 stands. Dismissed; no remedy, no result; cites V only.",
       "Other codes: twenty-laws 1 and London VII (j'adoube «at the moment of touching it») and the Acknowledged V note the same; Boy's Own knows no j'adoube: under law 4 the touch would bind."],
      [], 'adjustment-claim', 'black', 'dismissed', cites=['V'])

    case(4217, PH, 'reti-tartakower-white-touches-blacks-e5-queen-then-castles-long',
      "Reti-Tartakower to 7...Qxe5: White touches Black's queen, which nothing of his can take, and then castles long as in the game; Black claims: rule VI's king move has been made, castling being a move of the king; dismissed",
      "touching the adversary's man that cannot be taken; castling counts as playing the king; penalty already satisfied.",
      "The game as published to 7...Qxe5, 14 lawful plies, the check 6...Qa5+ said (asserted). White touches Black's queen on e5 ({[%touch e5]}) without saying J'adoube; no White man can take it (asserted). He then plays 8. O-O-O, a lawful move of his king; his king's lawful moves were O-O-O, Kd1, Ke2 (asserted). Black claims the penalty of rule VI.",
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» The queen was not takeable, so the duty was to play the king, and White did: castling moves the king (rule XI: «The King, when he castles, can only go beyond two squares»). Glossed on VI: castling is playing the king. The penalty is satisfied and is not imposed a second time. Dismissed, no remedy, no result.",
       "Other codes: Boy's Own 5 and London IX answer the same (the king moved); twenty-laws 2 excludes castling («you cannot castle that move») and would uphold; the Acknowledged VII's menu is met by a lawful king move."],
      [], 'touched-adversary-man', 'black', 'dismissed', cites=['VI'], glossed=['VI'])

    case(4218, PH, 'queen-and-pawn-1-qb6-stalemates-the-a8-king-in-england-black-wins',
      "Queen and pawn against king and pawn: 1. Qb6 leaves Black, not in check, with nothing to play (his h6 pawn is blocked); Black claims: under rule XVI in England he whose king is stale-mate wins the game",
      "stalemate with a blocked pawn («nothing else to play»); the default country, England; the stalemated player wins.",
      "[FEN] White: king c6, queen b1, pawn h5; Black: king a8, pawn h6; White to move. 1. Qb6. Black's king is not in check; a7, b7 and b8 are all held, and the h6 pawn is blocked by White's h5 pawn (asserted): Black has no lawful move, stalemate (asserted). No country is named in the record. Black claims.",
      ['XVI'],
      ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is stale-mate. In England, he whose King is stale-mate wins the game*; but in France, and several other countries, the stale-mate is a drawn game.» The blocked pawn is nothing to play; the king cannot stir. The record names no country, so the code's own, England (the rules «which the Society or Club of Chess in England have adopted»), governs (laws.md A19, glossed). Black wins. Upheld, result black; cites XVI only.",
       "Other codes: Boy's Own 11 also makes the stalemated player win; twenty-laws 17, the Acknowledged XIII and London XXIV make it a drawn game."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['XVI'], glossed=['XVI'])

    # ============================================================ acknowledged-laws
    case(4219, AC, 'giuoco-pianissimo-the-e1-rook-takes-its-own-e4-pawn',
      "Giuoco Pianissimo: at his 12th move White's e1 rook goes up the file and takes his own e4 pawn; Black claims: law VII, Black may compel the right move, a king move, or a replacement and a legal move",
      "taking one's own man (A23); the menu limited to the remedies that fit; the exact moves.",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Re1 a6 8. Bb3 Ba7 9. h3 h6 10. Nbd2 Re8 11. Nf1 Be6, 22 lawful plies (asserted). White's rook goes e1-e4, removing his own pawn from e4 ({[%move e1e4]}); e2 and e3 were empty (asserted). Before it, the rook could go to e2 or e3, the king to h1 or h2 (asserted: f1 holds the knight). Black claims before he moves.",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Glossed (laws.md A23): «take one of his own men» covers this capture, and of the one menu only what fits is offered: «take the man» belongs to the adversary's man and is left out. Remedies in the law's order: move-correctly (Re2, Re3), move-king (Kh1, Kh2), replace-and-move-legally; Black elects.",
       "The law sets no time; Black claimed at once in any case. No result.",
       "Other codes: London XII lets the adversary oblige White to move either man (here the rook, or the pawn restored); the three older codes have no article on taking one's own man and would hear it as a false move (twenty-laws 3, Boy's Own 7, Philidor VIII)."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
      elector='black', cites=['VII'], glossed=['VII'], moves=mv(4219, 'move-correctly', 'move-king'))

    case(4220, AC, 'queens-knight-given-and-left-on-the-board-claimed-after-five-moves-each',
      "White undertook to give the odds of his queen's knight and did not take it off; he has played it to c3, and after five moves each Black claims: law III, Black may elect to recommence or play it out as it stands",
      "an odds man not removed; «before four moves on either side»; the receiver elects.",
      "White engaged to give the odds of his b1 knight and left it on the board ([Odds \"white knight b1 left-on-board\"]). 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Nc3 Nf6 5. d3 d6: five moves each, all lawful, the knight given among White's men, played to c3 (asserted). Black claims.",
      ['III'],
      ["Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» Four moves have been made on each side and more (laws.md A7, A21, glossed: the limit passes with either side's fourth move): the knight can no longer simply be taken off, and Black, the adversary, elects. Remedies continue-as-is, restart-game, in the order the earlier cases under this law give them. No result.",
       "Other codes: twenty-laws 14 («it cannot then be removed, but the game must be played with all the pieces as they stand») continues without a choice; Philidor IV and London IV give the receiver the choice; Boy's Own has no such law."],
      [], 'odds-man-not-removed', 'black', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['III'], glossed=['III'])

    case(4221, AC, 'lasker-thomas-qh5-said-to-be-check-black-plays-kh8',
      "Ed. Lasker-Thomas (London 1912) to 9...Bb7: White plays 10. Qh5 and says check, which it is not; Black, misled, plays 10...Kh8 and claims: law XI, Black may let the move stand or have it replaced and make another",
      "a false announcement of check; the misled player elects (A27); no time limit in this code.",
      "The game as published to 9...Bb7, 18 lawful plies (asserted). 10. Qh5, and White says check ({[%check]}): there is none, the h7 pawn shutting the h-file and the g6-f7 diagonal leading to e8 (asserted). Black plays 10...Kh8, a lawful move (asserted), and claims before White moves.",
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» Black moved his king in answer to a check that was not there (the next act after the word is presumed made in consequence of it). «the latter» is the misled player (laws.md A27, glossed): Black elects. Remedies in the law's order: leave-as-played, retract-misled-move. No result.",
       "Other codes: twenty-laws 6, Boy's Own 8, Philidor XIV and London XX let Black retract the king move before White's next move, without the alternative of letting it stand."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    case(4222, AC, 'evergreen-nf6-check-not-cried-qxf3-gxf3-black-finds-it-within-two-moves',
      "The Evergreen game to 16...Qh5: 17. Nf6+ is played without crying check; Black takes on f3 regardless and White retakes; Black, to move, finds his king in check: law X's exception, the two moves are replaced and Black answers the check",
      "an unannounced check found within two moves (A25); retract-to-point-of-check; the exact answers.",
      "The game as published to 16...Qh5, 32 lawful plies (asserted). 17. Nf6+ checks the e8 king (asserted); White does not cry check. Black plays 17...Qxf3, taking the f3 knight and leaving the check on the board (asserted); White plays 18. gxf3. Black, to move, his king still in check from f6 (asserted), claims that the check be put right. After 17. Nf6+ Black's answers are gxf6, Kd8, Kf8 (asserted).",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check. [This law is subject to this exception : that two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.» Two moves have been made since the check (17...Qxf3, 18. gxf3), so the exception applies (laws.md A25, glossed: found within two moves, the pieces are replaced to the moment of the check and the check answered). Remedy retract-to-point-of-check: the f3 knight and the h5 queen come back, and Black answers with gxf6, Kd8 or Kf8, as he chooses. No elector for the remedy; no result.",
       "Other codes: London XIX takes back every known move since the check the same way; twenty-laws 5, Boy's Own 9 and Philidor XIII let the check stand unnoticed until the checker warns, and here he never did."],
      [], 'unannounced-check', 'black', 'upheld', remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'],
      moves=mv(4222, 'retract-to-point-of-check'))

    case(4223, AC, 'rook-and-knight-against-rook-fifty-each-after-the-call-no-mate',
      "Rook and knight against rook: Black calls on White to mate in fifty moves; fifty moves each are played without mate; Black claims: law XII, a drawn game, though the forces are not equal",
      "the fifty-move call in an ending of unequal forces (A26); fifty each; declare-draw, result draw.",
      "[FEN] White: king e1, rook h2, knight b2; Black: king d6, rook c4; White to move. Before White's first move Black calls on him to mate in fifty moves ({[%fifty black]}). Fifty moves are then played on each side: no check, no capture, no mate, no stalemate (asserted ply by ply). Black claims a drawn game.",
      ['XII'],
      ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his adversary to mate in fifty moves or draw the game.» White has a knight more: the forces are not equal. Glossed (laws.md A26): the seed has lost words, and the law is read as the fuller text of the same family has it, «one with a superior to an inferior force, or even if they have equal forces»: any ending, fifty moves on each side. Black, the defending player, called; White did not mate in fifty. Upheld: declare-draw, result draw.",
       "Other codes: twenty-laws 19 does not list this ending and would dismiss; London XXII («all other checkmates of Pieces only») and Philidor XVII (a difficult mate, «&c.») would draw; Boy's Own has no fifty-move law."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(4224, AC, 'undertook-to-mate-with-the-rook-mates-with-the-queen-to-a-bystander',
      "White undertook to mate with his rook; he mates at once with the queen (1. Qd8), and Black claims that the mate does not count: these laws have nothing on a conditional mate, and law XIV sends the question to a bystander",
      "a conditional-mate agreement under a code silent on it; no-law-provides, referred; no result.",
      "[FEN] White: king g1, queen d1, rook a1, pawns f2 g2 h2; Black: king g8, pawns f7 g7 h7; White to move. White undertakes to mate under a condition ({[%condition white]}): by the players' account, with the rook. 1. Qd8 mates with the queen (asserted); 1. Ra8 would have mated with the rook (asserted). Black claims that White has not done what he undertook.",
      ['XIV'],
      ["The fourteen laws say nothing of an undertaking to mate with a named man or on a named square (London XXIII is the only code that does, and it says only that such a player «is not restricted to any number of moves»). What a mate given otherwise is worth is a question the laws leave open. Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.»",
       "Decision no-law-provides, remedy refer-to-third-party, no result: the game's end waits on the bystander. Cites XIV.",
       "Other codes: London XXIII covers the agreement but not a mate given against it, and would also refer (XXVI); twenty-laws 20 refers to a third person; Boy's Own and Philidor have no article at all."],
      [], 'conditional-mate-agreement', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XIV'])

    # ============================================================ london-1847
    case(4225, LO, 'lasker-thomas-d3-bishop-takes-h7-through-its-own-e4-knight',
      "Ed. Lasker-Thomas to 10...Qe7: instead of the famous 11. Qxh7+, White's d3 bishop takes on h7 through his own e4 knight and he says check; Black claims at once: law XI, the pawn must be taken by a man that can take it (the queen), or the bishop moved",
      "a capture by a man that cannot lawfully make it; the two options in the law's order; the exact moves.",
      "The game as published to 10...Qe7, 20 lawful plies (asserted). White's bishop goes d3-h7, taking the h7 pawn ({[%move d3h7]}), and White says check: its way is shut by White's own knight on e4 (asserted); on h7 it checks the g8 king (asserted). The h7 pawn can lawfully be taken only by the queen, Qxh7+ (asserted); the bishop's lawful moves are Bf1, Be2, Bc4, Bb5, Ba6 (asserted). Black claims before touching anything.",
      ['XI', 'XXV'],
      ["Law XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own Piece or Pawn which he touched.» Upheld, Black electing: capture-with-legal-capturer (Qxh7+, the game's own sacrifice) or move-touched-capturer (Bf1, Be2, Bc4, Bb5, Ba6). No result.",
       "Law XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn»; Black did. XI governs rather than XIII, the capture being the irregularity.",
       "Other codes: twenty-laws 3 gives the same two choices («take such piece (if it be en prise of one of your men) or to move the piece touched»); Boy's Own 7 and Philidor VIII a king move; the Acknowledged VII its menu."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black',
      cites=['XI', 'XXV'], moves=mv(4225, 'capture-with-legal-capturer', 'move-touched-capturer'))

    case(4226, LO, 'italian-the-c6-knight-takes-its-own-e7-bishop',
      "Italian, quiet line: meaning to bring his knight round, Black plays c6-e7 and removes his own bishop; White claims at once: law XII, White obliges Black to move either man (the bishop, hemmed in, has no move)",
      "taking one's own man; «move either»: the moves of both men, one of which has none.",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Be7 5. O-O O-O 6. Re1 d6 7. c3, all lawful. Black's c6 knight goes to e7 and takes off his own bishop ({[%move c6e7]}): no lawful move (asserted). In the position before it, the knight's lawful moves are Nb4, Nd4, Na5, Nb8, and the e7 bishop has none (asserted). White claims before touching anything.",
      ['XII', 'XXV'],
      ["Law XII: «Should a player take one of his own men with another, his adversary has the option of obliging him to move either.» Upheld, White electing: move-either-own-man, the bishop restored and either man moved; the bishop cannot move, so the moves that satisfy the remedy are the knight's four. XXV: White noticed it before touching a man. No result.",
       "Other codes: the Acknowledged VII gives its menu («take one of his own men by mistake»); the three older codes have no article and would hear it as a false move (twenty-laws 3, Boy's Own 7, Philidor VIII)."],
      [], 'own-man-taken-or-wrong-man', 'white', 'upheld', remedies=['move-either-own-man'], elector='white', cites=['XII', 'XXV'],
      moves=mv(4226, 'move-either-own-man'))

    case(4227, LO, 'queen-against-king-a-conditional-mate-undertaken-black-counts-fifty-and-claims',
      "Queen against king: White undertakes to mate under a condition; Black gives notice that he will count fifty moves, and after fifty each claims a drawn game: law XXIII, a player who agrees to mate so is not restricted to any number of moves; dismissed",
      "the conditional-mate law against the fifty-move law; dismissed; the game goes on, no result.",
      "[FEN] White: king e1, queen d1; Black: king e5; White to move. White undertakes to mate under a condition ({[%condition white]}); Black gives notice that he will count the moves ({[%fifty black]}). Fifty moves are played on each side: no check, no capture, no mate, no stalemate (asserted ply by ply). Black claims a drawn game.",
      ['XXIII'],
      ["Law XXIII: «If a player agree to checkmate with a particular Piece or Pawn, or on a particular square, or engage to force his adversary to stalemate or checkmate him, he is not restricted to any number of moves.» White so agreed: the count of XXII (queen against king being one of the «checkmates of Pieces only») does not bind him. Dismissed; the game goes on, no result. Cites XXIII, the law that decides; XXII is the claim's own ground and yields to it.",
       "Other codes: no other code has a conditional-mate law; twenty-laws 19, Philidor XVII and the Acknowledged XII would count the fifty moves and draw, unless the condition is referred as unprovided."],
      [], 'conditional-mate-agreement', 'black', 'dismissed', cites=['XXIII'])

    case(4228, LO, 'kings-gambit-qh4-check-unnoticed-for-two-moves-each-white-finds-it',
      "King's Bishop's Gambit (the Immortal game's opening): 3...Qh4+ goes unnoticed; both sides play on (4. Nc3 b5 5. Bxb5 Nf6); White then finds his king in check: law XIX, the known moves since the check are retracted and White frees his king",
      "a check unnoticed for several moves whose moves are known; retract-to-point-of-check (A33); the exact answers.",
      "1. e4 e5 2. f4 exf4 3. Bc4 Qh4+: the queen checks the e1 king along h4-g3-f2 (asserted); no one says check. 4. Nc3 b5 5. Bxb5 Nf6 are played, White's two moves leaving the check on the board (asserted: moves only an unnoticed check makes possible). White, to move, his king still in check (asserted), claims. After 3...Qh4+ White's answers are Kf1, Ke2, g3 (asserted).",
      ['XIX'],
      ["Law XIX: «If the King has been in check for several moves, and it cannot be ascertained how it occurred, the player whose King is in check must retract his last move and free his King from the check : but if the moves made subsequent to the check be known, they must be retracted.» The record shows every move since 3...Qh4+ (laws.md A33, glossed: the second clause governs): 4. Nc3 b5 5. Bxb5 Nf6 are retracted, the b5 pawn comes back, and White frees his king with Kf1, Ke2 or g3. No result.",
       "Other codes: the Acknowledged X note does the same within two moves; twenty-laws 5 lets the checked player retract only his last move where the origin is unknown, and here it is known; Boy's Own and Philidor leave an unannounced check standing until the checker warns."],
      [], 'check-of-unknown-origin', 'white', 'upheld', remedies=['retract-to-point-of-check'], cites=['XIX'], glossed=['XIX'],
      moves=mv(4228, 'retract-to-point-of-check'))

    case(4229, LO, 'opera-game-opening-white-plays-bc4-and-qb3-in-one-turn',
      "The Opera game's opening (Morphy, Paris 1858) to 6. Bc4: before Black replies, White also plays Qf3-b3, hitting f7 and b7; Black claims: law XIV, Black chooses whether both moves remain or the second is retracted",
      "a move out of turn; the adversary's choice in the law's order; the window (XXV).",
      "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4, as in the game. Before Black moves, White plays his queen from f3 to b3 as well ({[%move f3b3 white]}), a queen's move that would have been lawful in his turn (asserted); with both on the board the queen and bishop bear on f7 and the queen on b7 (asserted). Black claims before touching a man.",
      ['XIV', 'XXV'],
      ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the second be retracted.» Glossed (laws.md A30): a second move in succession is a move out of turn, and if both remain the turn passes to Black. Remedies in the law's order: keep-both-moves, retract-second-move; Black elects. XXV: Black noticed it before he touched a man. No result.",
       "Other codes: twenty-laws 4 gives the same two choices, with the replacement first («you must replace the second piece; or your adversary may insist that both moves shall remain»); Boy's Own 1 says only that the players move alternately; Philidor and the Acknowledged Laws have no such article."],
      [], 'move-out-of-turn', 'black', 'upheld', remedies=['keep-both-moves', 'retract-second-move'], elector='black',
      cites=['XIV', 'XXV'], glossed=['XIV'])

    case(4230, LO, 'pawn-pushed-to-b8-and-left-a-pawn',
      "King and pawn against king: White pushes his pawn to b8 and leaves it there a pawn; Black claims: law XXI, it must be immediately exchanged for a piece, of White's choosing",
      "promotion as a duty (XXI «must be immediately exchanged»); the player's own choice of piece; move-correctly with the four exchanges.",
      "[FEN] White: king g2, pawn b7; Black: king g7; White to move. White moves the pawn to b8 and leaves it a pawn ({[%move b7b8]}). From the position before, the pawn's lawful moves are its four exchanges, b8=Q, b8=R, b8=B, b8=N, none a check (asserted). Black claims before touching a man.",
      ['XXI', 'XXV'],
      ["Law XXI: «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged for a Queen, or any other Piece the player may think fit, even though all the pieces remain on the board.» The pawn reached b8 and was not exchanged. Glossed: XXI itself governs and orders the exchange; b8 is a square the pawn may reach, so this is not XIII's false move with its three penalties. Remedy move-correctly: the exchange, for the piece White thinks fit (b8=Q, b8=R, b8=B, b8=N); no one elects, the choice of piece being White's by the law's own words. XXV: Black claimed in time. No result.",
       "Other codes: Philidor IX («is entitled to make a Queen») read as a duty (laws.md A18); twenty-laws, Boy's Own and the Acknowledged Laws have no promotion law and would hear it as unprovided."],
      [], 'promotion', 'black', 'upheld', remedies=['move-correctly'], cites=['XXI', 'XXV'], glossed=['XXI'], moves=mv(4230, 'move-correctly'))
