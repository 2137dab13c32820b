"""The thirty cases of the thirty-seventh set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
MIS = [('BoardOrientation', 'misoriented')]
QGD = ("Queen's Gambit Declined, Capablanca's freeing line: 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 "
       "7. Rc1 c6 8. Bd3 dxc4 9. Bxc4 Nd5 10. Bxe7 Qxe7 11. O-O Nxc3 12. Rxc3 e5, twelve lawful moves each (asserted). "
       "[BoardOrientation \"misoriented\"]: the board stood with a black corner square at each player's right. Black "
       "notices it now, White to play his thirteenth move, and asks that the board be set right.")
QGD_OTHERS = ("The same record under other codes: twenty-laws 12 and London I allow the correction only before four "
              "moves (505, 1628, 3525: played out); the Acknowledged Laws I note calls the matter «of no absolute "
              "consequence to the game» (1919). Boy's Own (3707) and Philidor (3713) are both silent and both answer as here.")
D2 = ("[FEN] the array without White's d2 pawn (asserted: the only man missing). 1. e4 e5 2. Nf3 Bb4+, announced: with d2 "
      "empty the bishop checks the e1 king (asserted); 3. Bd2 Nc6. Three moves each; White, before his fourth, asks to "
      "put the omitted pawn on its square. d2 now holds his own c1 bishop (asserted).")
D2_OTHERS = ("The same record under the London code (3729): III lets White correct the omission before his fourth "
             "move, but not onto an occupied square, so it too goes to the bystanders (XXVI). Philidor III would "
             "offer a fresh start beside the restoration (as 521); the Acknowledged Laws II likewise referred (1920).")
BB5 = ("1. e4 e5 2. Nf3 d6 3. Bb5: the bishop checks the e8 king along b5-c6-d7 (asserted); White says nothing. "
       "3... Nf6 ignores the check; 4. d3, again without a word (asserted: Black is still in check, two moves after it). "
       "Black now says he finds his king in check and asks to retract his last move and provide for it.")
BB5_OTHERS = ("The same record under two codes: Boy's Own (3710) has no such exception and only law 9, so the claim is "
              "dismissed; the Acknowledged Laws X (3723) take the pieces back to the check because only two moves "
              "were made. Twenty-laws 5 and London XVIII would also wait for the checker's warning; London XIX "
              "needs a check whose origin «cannot be ascertained».")
PAWN3 = ("The odds of the pawn and three moves: laws.md A9 reads twenty-laws 15's «own territory» as the receiver's half; "
         "no other code has any such law.")


def write_all(case, M):
    # ============================================================ twenty-laws
    case(3701, TW, 'undertook-a-conditional-mate-with-queen-and-pawn-fifty-moves-counted',
      "White, with king, queen and a pawn against the bare king, undertook a conditional mate; Black gave notice to count and fifty moves each passed: law 19's count is only for the king and queen against the king, so it never ran, and the undertaking itself is a point the laws have not provided for",
      "conditional mate (one earlier case under this code); law 19's material list just missed by a pawn that never moves; two articles (19, 20) could govern.",
      "[FEN] White: king e1, queen d1, pawn a2; Black: the bare king e5; Black to move. White undertakes a conditional "
      "mate ({[%condition white]}); Black gives notice that he will count ({[%fifty black]}). Fifty moves are then "
      "played on each side, none a capture or a check, with no mate and no stalemate, and White's pawn never moves "
      "(asserted ply by ply). Black claims that the undertaking is spent and the game drawn.",
      ['19', '20'],
      ["Law 19 lets the adversary count only «where the number of pieces are reduced to the king and queen against the king» (or its other endings). White has a pawn as well: the ending is not one law 19 lists (laws.md A3 reads the list as closed, as 3303 did), so the notice started no count. Nor do the twenty laws say anything of a mate undertaken under a condition, or of a limit of moves for it: that is a point «for which the laws have not provided», and law 20 sends it to the third person.",
       "Decided by analogy (no-law-provides): the only code that speaks of such undertakings, London XXIII, says the player «is not restricted to any number of moves», so the game goes on and nothing is ordered. 19 is glossed (the list is closed); 20 is cited as the article that makes Tertius the third person. Contrast 1901: there the material was one law 19 lists, and the count ran whatever was undertaken.",
       "Other codes: London XXIII answers the point in its own words (dismissed, as 3229); Philidor XVII (3714) turns on «the difficult mates»; Boy's Own has neither law."],
      [], 'conditional-mate-agreement', 'black', 'no-law-provides', cites=['19', '20'], glossed=['19'])

    case(3702, TW, 'ruy-lopez-bishop-set-on-b4-like-a-rook-quitted-white-asks-for-bc2',
      "In a closed Ruy Lopez White, his b3 bishop attacked, sets it on b4 like a rook and lets go; he then asks to play Bc2 instead: law 1 forbids recalling a man once quitted, and law 3's natural move is for the adversary to compel, not for the offender to choose",
      "hold versus quit (two earlier cases under this code) when the quitted move is also a false move; two articles (1, 3); a real opening, 18 plies.",
      "Ruy Lopez, closed: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5, "
      "eighteen lawful plies; the a5 knight attacks the b3 bishop (asserted). White moves the bishop one square up the "
      "file to b4 ({[%move b3b4]}), no bishop's move (asserted), and lets go. Before Black does anything White says he "
      "meant Bc2 (lawful, asserted) and asks to put the bishop there.",
      ['1', '3'],
      ["Law 1: «if you have placed it, which is understood by having quitted your hold, you cannot then recal the move». White quitted the bishop. Law 1's own exception is for men «displaced by accident, or moved in error» acknowledged at once by «j'adoube»; laws.md A4 reads it as accidental displacement, and no j'adoube was said in any case.",
       "Law 3 does give the false move a remedy, «to give it a natural move», but its words are «you may be compelled»: the choice among leaving it, a natural move and a king move is Black's, not White's. Dismissed; 1 governs (glossed: the quitted false move is still quitted), 3 is cited for the facts. Black keeps his own claim under law 3 until he plays (law 11).",
       "Other codes: Boy's Own 4, Philidor VII, the Acknowledged V and London VIII all forbid the recall (2417 and 2224 for a quitted false move)."],
      [], 'man-released', 'white', 'dismissed', cites=['1', '3'], glossed=['1'])

    case(3703, TW, 'd2-pawn-omitted-claimed-in-time-but-its-square-holds-the-bishop',
      "White set up without his d2 pawn; after Bb4+ and Bd2, three moves each, he asks to put it on: law 12 lets the mistake be rectified while neither party has played four moves, but the pawn's square is held by his own bishop, so the rectification cannot be carried out and the point goes to a third person",
      "a man omitted (two earlier cases under this code); the condition met but the remedy cannot be carried out on the board.",
      D2,
      ['12', '20'],
      ["Law 12: «or any omitted to be placed, the mistake may be rectified, provided neither party have played four moves». Neither has played four (laws.md A7), so the claim is in time.",
       "But the rectification the law means is setting the man on its square, and d2 is occupied by White's own bishop, which went there to meet a check that the pawn's absence made possible. Law 12 does not say what then; that is a point «for which the laws have not provided», and law 20 refers it to a third person. No-law-provides, with refer-to-third-party; 12 glossed (the condition is met but the remedy is impossible).",
       D2_OTHERS],
      [], 'initial-man-omitted', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['12', '20'], glossed=['12'])

    case(3704, TW, 'italian-e5-pawn-touched-then-the-f3-knight-then-jadoube',
      "In an Italian game White touches Black's e5 pawn, then his own f3 knight, and only then says j'adoube over the pawn: law 2 wants the error acknowledged instantly, and the touch of the knight came first, so Black may compel the capture or a king move that is not castling",
      "j'adoube (three earlier cases under this code) with an act between the touch and the word; the record decides.",
      "Italian: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5, White to move (asserted). White touches Black's e5 pawn ({[%touch e5]}), "
      "then his own f3 knight ({[%touch f3]}), and then says j'adoube over e5 ({[%adjust e5]}). Black claims the "
      "j'adoube came too late. The e5 pawn is en prise to the f3 knight alone (Nxe5); White's king may go to f1 or e2, "
      "and O-O is also open (asserted).",
      ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men ... when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king ... and in either case you cannot castle that move.» It was White's turn. Laws.md A5(i): the acknowledgment cures the touch only if it comes before any other act. White touched his knight first; the word was not instant.",
       "Upheld: Black elects between the capture (Nxe5, with the very knight White touched, which law 1 binds him to play anyway) and a king move that is not castling (Kf1, Ke2). 2 is glossed (instantly = before any other act); 11 is cited for the window, open because Black has not moved.",
       "Other codes: Philidor V/VI and London VII/IX want the word «in touching it» / «at the moment of touching it» and give the same result (1016, 1925); Boy's Own 5 knows no j'adoube (2407)."],
      [], 'adjustment-claim', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king-no-castling'],
      elector='black', cites=['2', '11'], glossed=['2'], moves=M[3704])

    case(3705, TW, 'b6-pawn-leaps-to-b8-and-is-made-a-queen',
      "White's pawn on b6 goes straight to b8 and is made a queen; Black claims: the laws are silent on promotion, but the pawn's leap of two squares is a false move, and law 3 governs with its three penalties",
      "promotion (two earlier cases under this code) where the governing article is the false-move law, not the silent point.",
      "[FEN] White: king g1, pawns b6, f2, g2, h2; Black: king h7; White to move. White moves the b6 pawn to b8 and sets "
      "a queen there ({[%move b6b8q]}): two squares, from a pawn that is not on its first square (asserted); the queen "
      "gives no check. Black claims at once. The pawn's only natural move is b7; with it put back, White's king may go "
      "to f1 or h1 (asserted).",
      ['3', '11'],
      ["The twenty laws say nothing of a pawn reaching the last square, and earlier cases heard that point by analogy (1905, 3206). But that is not this dispute: the pawn never lawfully reached b8. Law 3: «If you make a false move (whether by mistake or not, giving to a piece a movement not consistent with its laws ... you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.»",
       "Upheld under 3 (glossed: a promotion reached by a false move is heard as the false move), with law 11's window open. Remedies in law 3's order, Black electing: leave the queen on b8; the natural move b7; or the pawn back and Kf1 or Kh1.",
       "Other codes: London XIII and the Acknowledged VII give their own menus; Philidor VIII and Boy's Own 7 a king move."],
      [], 'promotion', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
      elector='black', cites=['3', '11'], glossed=['3'], moves=M[3705])

    case(3706, TW, 'english-the-hemmed-c1-bishop-takes-its-own-d2-pawn',
      "In an English opening White's c1 bishop takes his own d2 pawn; Black claims: law 3 governs, but with the pawn restored the bishop has no natural move and the king cannot stir, so only leaving the bishop on d2 can be enforced",
      "taking one's own man (three earlier cases under this code); two of three remedies cannot be carried out (law 18).",
      "English, reversed Sicilian: 1. c4 e5 2. Nc3 Nf6 3. g3 d5 4. cxd5 Nxd5 5. Nf3 Nc6, ten lawful plies. White's c1 "
      "bishop goes to d2, where his own pawn stands, and the pawn is taken off ({[%move c1d2]}). Black claims before "
      "moving. With the pawn restored, the c1 bishop (hemmed by b2 and d2) has no move, and the e1 king (queen d1, "
      "bishop f1, pawns d2, e2, f2) has none (asserted).",
      ['3', '11', '18'],
      ["The laws have no article on taking one's own man; a bishop landing on its own pawn is «a movement not consistent with its laws», law 3's false move (as 1601, 3201). Law 3's penalties: leave it, «give it a natural move», or «replace it and move the king».",
       "The natural move cannot be given: on c1, between its own pawns, the bishop has none. The king move cannot be enforced either: law 18, «In no case where the penalty of moving the king would place him in check, can it be enforced», and a fortiori where the king has no square at all. Upheld; the two remedies stand in the ruling marked unenforceable, and leaving the bishop on d2 (the pawn gone) is the one Black can have.",
       "Other codes: London XII (move either man), the Acknowledged VII menu, Boy's Own 7 and Philidor VIII with XV (a king move that cannot be made: no penalty)."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
      elector='black', cites=['3', '11', '18'], unenforceable=['move-correctly', 'replace-and-move-king'])

    # ============================================================ boys-own-1829
    case(3707, BO, 'qgd-board-turned-the-wrong-way-noticed-at-move-twelve',
      "A Queen's Gambit is played on a board turned the wrong way and Black notices at move twelve: the Boy's Own laws have no board law; by analogy with law 3 and with every code that sets a limit, the time to put it right is long past and the game goes on",
      "board misoriented (one earlier case under this code); a silent code heard by analogy; a real opening, 24 plies.",
      QGD,
      ['3'],
      ["The eleven laws say nothing of the board's orientation. The nearest is law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not». It speaks of the beginning and of two moves; twenty-laws 12 and London I stop the correction at four.",
       "Heard by analogy, not refused: no-law-provides, and nothing is ordered (the game goes on as the board stands), since every code that sets a limit has passed it many times over and a turned board changes no man's powers. 3 is glossed as the analogy. Contrast 2007: after one move each the same analogy put the board right.",
       QGD_OTHERS],
      MIS, 'board-misoriented', 'black', 'no-law-provides', cites=['3'], glossed=['3'])

    case(3708, BO, 'nf3-and-bc4-in-one-turn-black-replies-nf6-then-claims',
      "White plays Nf3 and then Bc4 before Black replies; Black answers Nf6 and only then claims: law 1 makes the players move alternately, and law 7 lets no false move be recalled once the adversary has played",
      "a move out of turn (one earlier case under this code) claimed after the claimant's own move; the earlier act decides.",
      "1. e4 e5 2. Nf3 and, in Black's turn, White moves again, f1-c4 ({[%move f1c4 white]}), itself a lawful bishop "
      "move (asserted). Black replies 2... Nf6 and only then claims that White moved twice.",
      ['1', '7'],
      ["Law 1: «Each party moves, alternately, only one man at a time.» White's second move broke it; the eleven laws give no penalty of their own for it (1712 heard it by analogy). Law 7 closes every claim against a move the laws do not allow: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.»",
       "Black has played. Out of time: both moves stand and the game goes on. 7 is glossed: a move out of turn is read as a false move for its window, as twenty-laws 11 (1903, 3402) and London XXV would also close it.",
       "Other codes: twenty-laws 4 with 11 and London XIV with XXV bar it too; the Acknowledged Laws and Philidor, which have no window, would still hear it by analogy."],
      [], 'move-out-of-turn', 'black', 'out-of-time', cites=['1', '7'], glossed=['7'])

    case(3709, BO, 'pawn-and-three-moves-the-e-pawn-crosses-to-e5',
      "Black gives the pawn and three moves; White plays e4, d4 and e5, the last into Black's half: the Boy's Own laws have no law on the odds of moves and none on disputes, so the point goes to a third person",
      "odds of moves out of territory (one earlier case under this code); a pawn, not a piece, crosses, and no check.",
      "[Odds \"black pawn-and-moves 3\"]: Black gives the king's bishop's pawn and three moves. White plays 1. e4 2. d4 "
      "3. e5; the third ends on the fifth rank, in Black's half, the first two at home (asserted). Black claims before "
      "he moves that the bonus moves must stay in White's half.",
      [],
      ["The eleven laws know the odds of a piece or a pawn only for the first move (law 2) and say nothing of bonus moves or where they may go. " + PAWN3 + " That law names «three or more first moves», which this is, but it is another code's rule, and Boy's Own has no article sending points it does not provide for anywhere.",
       "No-law-provides, with refer-to-third-party and nothing cited, as 1111 (the same code, a checking queen) and 2016.",
       "Other codes: twenty-laws 15 confines the move (3005, 3205); Philidor, the Acknowledged Laws and London are silent and refer it (2016, 722, 2026; 3716, 3722, 3725 here)."],
      [('Odds', 'black pawn-and-moves 3')], 'odds-moves-out-of-territory', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(3710, BO, 'bb5-check-unannounced-ignored-black-pleads-unknown-origin',
      "White's Bb5 checks without a word, Black ignores it with Nf6, White plays d3, and Black then says he finds his king in check and asks to retract: the record shows how the check came, and law 9 lets Black ignore it until White warns, which he has not",
      "check of unknown origin (two earlier cases under this code) where the origin is known; law 9 governs.",
      BB5,
      ['9'],
      ["Boy's Own has no law for a check that cannot be traced, and none is needed: the record shows 3. Bb5 gave it. Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must retract his last move».",
       "White's next move, 4. d3, came without a warning, so the retraction of law 9 never arose, and nothing in the law lets the checked player take back his own move at will. Dismissed, 9 glossed (a known check is law 9's, not an unknown one's).",
       BB5_OTHERS],
      [], 'check-of-unknown-origin', 'black', 'dismissed', cites=['9'], glossed=['9'])

    case(3711, BO, 'queens-knight-omitted-white-has-played-two-black-one',
      "White set up without his queen's knight and has played two moves, Black one, when Black notices: law 3, applied by analogy to a man left off, lets the adversary begin afresh or not once the offender has played two moves",
      "a man omitted (two earlier cases under this code); law 3's «two moves» reached by the offender alone.",
      "[FEN] the array without White's b1 knight (asserted). 1. e4 e5 2. Nf3: White has played two moves, Black one "
      "(asserted). Black notices and claims.",
      ['3'],
      ["Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» It names men misplaced, not a man left off; heard by analogy (as 1811 and 2409). Laws.md A11: the two moves are counted for the offender («and play two moves»), and White has played two.",
       "No-law-provides, with restart-game and continue-as-is, Black (the adversary) electing; 3 glossed (a man omitted is read with men misplaced, and the two moves are the offender's own). One move fewer by White and the knight would simply be set on (1811).",
       "Other codes: twenty-laws 12 and the Acknowledged II would still let it be put right (fewer than four moves); London III gives the correction only to the player who omitted (1330); Philidor III lets the adversary choose at any time."],
      [], 'initial-man-omitted', 'black', 'no-law-provides', remedies=['restart-game', 'continue-as-is'], elector='black', cites=['3'], glossed=['3'])

    case(3712, BO, 'exd6-in-passing-against-a-pawn-that-came-one-square-at-a-time',
      "Black's d-pawn went d7-d6 and then d6-d5, and White takes it 'in passing' with exd6: the Boy's Own laws know no capture in passing, but none could arise, since the pawn passed no square; the move is a false move and law 7's king move follows",
      "en passant (two earlier cases under this code) where the pawn's history, not its rank, decides.",
      "1. e4 d6 2. e5 d5: Black's d-pawn went one square, then one more (asserted: it passed no square). White plays "
      "e5-d6 and takes the d5 pawn off as if in passing ({[%move e5d6]}); d6 was empty (asserted). Black claims before "
      "moving. With both pawns put back, White's king can go only to e2 (asserted).",
      ['7'],
      ["The eleven laws say nothing of the two-square step or of taking in passing, and earlier cases heard a true capture in passing by analogy (3511, 3109). Here no code's capture in passing could apply: the pawn did not use «the privilege of advancing two squares» (Philidor X) or make a step of two; it stood on d6 for a move and White did not take it then. A pawn going diagonally to an empty square is simply a false move.",
       "Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». Upheld, 7 glossed (laws.md A36: the false move taken back, then the king moves): Ke2, Black electing.",
       "Other codes: Philidor VIII with X, London XIII with XV, the Acknowledged VII with VIII all hold it a false move as well."],
      [], 'en-passant', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'], glossed=['7'], moves=M[3712])

    # ============================================================ philidor
    case(3713, PH, 'qgd-board-turned-the-wrong-way-noticed-at-move-twelve',
      "The record of 3707 under Philidor: rule I says how the board must be turned and nothing of what follows; heard by analogy with the codes that set a limit, the game goes on as it stands",
      "board misoriented (one earlier case under this code); a silent consequence heard by analogy; a real opening, 24 plies.",
      QGD,
      ['I'],
      ["Rule I: «The Chess-board must be turned in such a manner, that both players may have the white square at their right hands.» It gives no remedy and no time. Rule III (a forgotten man) sets no limit, but a turned board leaves every man where the laws of moving put it; the codes that speak of a wrong board (twenty-laws 12, London I) stop the correction at four moves.",
       "Heard by analogy: no-law-provides, nothing ordered, the game goes on. I glossed (what it orders before play, it does not undo at move twelve). Contrast 1817: after two moves each the board was set right.",
       QGD_OTHERS],
      MIS, 'board-misoriented', 'black', 'no-law-provides', cites=['I'], glossed=['I'])

    case(3714, PH, 'undertook-a-conditional-mate-with-bishop-and-knight-fifty-moves-requested',
      "White, with bishop and knight, undertook a conditional mate; Black requested the fifty moves and they passed without mate: rule XVII names a knight and a bishop against the king among the difficult mates, and nothing exempts an undertaking from it, so the game is drawn",
      "conditional mate (one earlier case under this code) meeting rule XVII; two points, one provided for.",
      "[FEN] White: king e1, bishop c1, knight f1; Black: the bare king e5; Black to move. White undertakes a conditional "
      "mate ({[%condition white]}); Black asks that the fifty moves be appointed ({[%fifty black]}). Fifty moves are "
      "played on each side, none a capture or a check, with no mate and no stalemate (asserted ply by ply). Black claims "
      "the draw.",
      ['XVII'],
      ["Rule XVII: «when a player seems not to know how to give the difficult mates, as that of a Knight and a Bishop against the King ... at the adversary's request, fifty moves on either side must be appointed for the end of the game: these moves being over, it will be a drawn game.» The ending is the one the rule names first; Black asked; fifty moves each are over.",
       "Philidor says nothing of mates undertaken under a condition, but the claim does not need it: rule XVII speaks of «all the cnnclusions of parties» and makes no exception. Upheld, drawn; XVII glossed (laws.md A20: the request is the defender's, and the «seems not to know» is not tried).",
       "Other codes: twenty-laws 19 likewise for its listed endings (1901); London XXIII frees a conditional mate from «any number of moves», so under London the undertaking would prevail; 3701 is the twenty-laws record with a pawn, outside law 19."],
      [], 'conditional-mate-agreement', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XVII'], glossed=['XVII'])

    case(3715, PH, 'black-misplaced-queens-bishop-and-knight-and-himself-claims',
      "Black set his queen's bishop and knight on each other's squares and, after four moves each, himself asks to set them right: Philidor has no rule on misplaced men; by analogy with rule III the choice between a fresh game and going on with the men set right is White's, the adversary's",
      "men misplaced (one earlier case under this code) claimed by the player who misplaced them; who elects.",
      "[FEN] the array with Black's queen's bishop on b8 and queen's knight on c8 (asserted). 1. d4 d5 2. c4 e6 3. Nc3 "
      "Nf6 4. Bg5 Be7: four lawful moves each; neither misplaced man has moved (asserted). Black notices and asks to set "
      "them right.",
      ['III'],
      ["Philidor has no rule on men set on wrong squares; the nearest is rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set in its place.» It sets no count of moves (laws.md A14).",
       "Heard by analogy (as 1916): no-law-provides, restart-game or rectify-setup, and the choice is «the adversary's», White's, though Black is the one who claims (as 405 for a forgotten pawn). III glossed.",
       "Other codes: twenty-laws 12 and the Acknowledged II stop the correction at four moves (too late here); London II lets «either player» insist before his own fourth move (too late for Black); Boy's Own 3 gives White the choice after two."],
      [], 'initial-men-misplaced', 'black', 'no-law-provides', remedies=['restart-game', 'rectify-setup'], elector='white', cites=['III'], glossed=['III'])

    case(3716, PH, 'pawn-and-three-moves-the-knight-crosses-to-g5',
      "Black gives the pawn and three moves; White plays e4, Nf3 and Ng5, the knight landing in Black's half: Philidor has no rule on the odds of moves and none on disputes, so the point goes to a third person",
      "odds of moves out of territory (one earlier case under this code); a knight's leap, no check.",
      "[Odds \"black pawn-and-moves 3\"]: Black gives the king's bishop's pawn and three moves. White plays 1. e4 2. Nf3 "
      "3. Ng5; the third lands on g5, in Black's half, without check (asserted). Black claims before he moves.",
      [],
      ["Rule II speaks of the giver of a piece having the move «unless it be agreed otherwise»; an agreement of three moves is such an agreement, and no rule says where those moves may go. " + PAWN3,
       "No-law-provides, with refer-to-third-party and nothing cited, as 2016 (two moves, a checking queen) under the same code.",
       "Other codes: twenty-laws 15 would confine the knight (3005 is this very leap); Boy's Own, the Acknowledged Laws and London are silent (3709, 3722, 3725)."],
      [('Odds', 'black pawn-and-moves 3')], 'odds-moves-out-of-territory', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(3717, PH, 'petroff-trap-nc6-discovers-check-unannounced-black-pleads-unknown-origin',
      "In the Petroff trap 5. Nc6 uncovers a check from the e2 queen without a word; Black takes the knight, White plays d3, and Black says he cannot tell how his king came to be in check: the record shows it, and rule XIII lets him play on until White says check, which he has not",
      "check of unknown origin (three earlier cases under this code) from a discovered check; findings of fact (the queen checks, not the knight).",
      "1. e4 e5 2. Nf3 Nf6 3. Nxe5 Nxe4 4. Qe2 Nf6 5. Nc6: the knight's move uncovers the e2 queen on the e8 king "
      "(asserted: the queen is the only checker); White says nothing. 5... dxc6 ignores the check; 6. d3, again "
      "without a word (asserted: Black still in check). Black claims that he finds his king in check and cannot "
      "ascertain how, and asks to retract his last move and provide for it.",
      ['XIII'],
      ["Philidor has no rule for a check of unknown origin, and this one is not: the record shows 5. Nc6 uncovered it. Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move».",
       "White's next move was 6. d3, without the word; the coming back of XIII never arose, and nothing lets Black take back 5... dxc6 at his own wish. Dismissed, XIII glossed (a discovered check is «given» by the player who moved, as 2416 for a direct one).",
       "Other codes: twenty-laws 5's second sentence wants a check «without being able to ascertain how it occurred» (dismissed, as 3504); the Acknowledged X note would take the pieces back within two moves (3723)."],
      [], 'check-of-unknown-origin', 'black', 'dismissed', cites=['XIII'], glossed=['XIII'])

    case(3718, PH, 'english-white-moves-blacks-c6-knight-nothing-can-be-enforced',
      "In an English opening White, in his own turn, moves Black's c6 knight to b4; Philidor has no rule on moving an adversary's man, and by analogy with rule VI the knight is put back and White must take it or play his king, but nothing attacks c6 and his king cannot stir, so the fault is of no consequence",
      "moving an adversary's man (three earlier cases under this code) where neither remedy can be carried out.",
      "English, reversed Sicilian: 1. c4 e5 2. Nc3 Nf6 3. g3 d5 4. cxd5 Nxd5 5. Nf3 Nc6, ten lawful plies. In his own "
      "turn White lifts Black's c6 knight and sets it on b4 ({[%move c6b4 white]}). Black claims. Put back on c6, the "
      "knight is attacked by nothing of White's, and White's e1 king has no move (asserted).",
      ['VI', 'XV'],
      ["Philidor provides for touching an adversary's man, not for moving it: rule VI, «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» Heard by analogy (as 1218, 1318, 1417): the knight is put back and VI's penalties follow.",
       "Neither can be carried out: the knight on c6 is «not takeable», and the king cannot be played. Rule XV says of the like case «and if his King cannot be played, the fault is of no consequence». No-law-provides; both remedies marked unenforceable; VI glossed (moving read as touching, a fortiori), XV cited for the king that cannot move.",
       "Other codes: twenty-laws 2 would add «to leave it where you had wrongfully placed it», the one remedy that could be had; London X likewise (3rd penalty); the Acknowledged VII offers «replace the piece and make a legal move»."],
      [], 'moved-adversary-man', 'black', 'no-law-provides', remedies=['replace-and-capture', 'replace-and-move-king'],
      elector='black', cites=['VI', 'XV'], glossed=['VI'], unenforceable=['replace-and-capture', 'replace-and-move-king'])

    # ============================================================ acknowledged-laws
    case(3719, AC, 'board-turned-the-wrong-way-claimed-before-the-first-move',
      "The board stands with a black corner at each player's right and White says so before anyone has moved: law I says how the board is to be placed; with no move made its note's 'no absolute consequence' costs nothing to honour, and the board is set right",
      "board misoriented (one earlier case under this code); the boundary of no move at all.",
      "[BoardOrientation \"misoriented\"]: the board stood with a black corner square at each player's right. No move "
      "has been made (the record has none). White asks that it be turned.",
      ['I'],
      ["Law I: «The chess-board to be so placed that each player has a white corner square at his right hand. [It is of no absolute consequence to the game whether a white or black square be at the right hand, but for the sake of uniformity the players have agreed to this arrangement.]»",
       "The rule is what the players «have agreed»; its note explains why a game already under way need not be stopped for it (1919 dismissed a claim after one move each). Before any move nothing is disturbed by honouring it. Upheld, rectify-setup; I glossed (the note excuses a game played on, not a refusal to set the board before play). This is the case I am least sure of: an engine that reads the note as taking all force from the rule would dismiss.",
       "Other codes: twenty-laws 12 and London I put the board right before four moves; Philidor I and Boy's Own (none) are heard by analogy."],
      MIS, 'board-misoriented', 'white', 'upheld', remedies=['rectify-setup'], cites=['I'], glossed=['I'])

    case(3720, AC, 'italian-bishop-stepped-c4-a4-at-ply-nine-claimed-eleven-plies-later',
      "In an Italian game White's bishop steps from c4 to a4 like a rook; eleven plies later, the bishop exchanged since, Black claims and White pleads that it is too late: the Acknowledged Laws set no time for a claim against an illegal move",
      "late claim (one earlier case under this code) long after the act, the offending man gone from the board.",
      "Italian: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6; White's bishop steps sideways from c4 to a4 over the empty b4 "
      "({[%move c4a4]}), no bishop's move (asserted). Play goes on: 5... d6 6. d3 O-O 7. O-O a6 8. Bb3 Ba7 9. Nbd2 Be6 "
      "10. Bxe6 fxe6, eleven lawful plies (asserted). Black now claims the false move; White pleads that the claim comes "
      "too late.",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Unlike every other code (twenty-laws 3 and 11, Boy's Own 7, Philidor VIII, London XXV), it sets no time; the only limit in these laws is X's «two moves only» for an unannounced check, which is not this.",
       "White's plea is dismissed (as 1724), VII glossed (no window is read into it). What the claim itself can still win, with the bishop since exchanged, is not what White's plea asks and is not ruled here.",
       "Other codes: all four others would bar the claim (time-barred, as 2610 and 3202)."],
      [], 'late-claim', 'white', 'dismissed', cites=['VII'], glossed=['VII'])

    case(3721, AC, 'black-plays-nc6-and-nf6-in-one-turn',
      "Black plays Nc6 and, before White replies, Nf6 as well: the Acknowledged Laws have no law on moves out of turn; by analogy with the London code they condense, White may keep both moves or have the second retracted",
      "a move out of turn (one earlier case under this code); a silent code heard by analogy.",
      "1. e4 e5 2. Nf3 Nc6 and then, in White's turn, Black plays g8-f6 as well ({[%move g8f6 black]}), itself a "
      "possible move (asserted). White claims before touching anything.",
      ['XIV'],
      ["The fourteen laws have no article on two moves in succession. They condense the London code, whose XIV says «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the second be retracted»; twenty-laws 4 agrees in substance.",
       "Heard by analogy (as 2040): no-law-provides, keep-both-moves or retract-second-move in London XIV's order, White (the adversary) electing; XIV is cited as the article that makes Tertius the bystander.",
       "Other codes: twenty-laws 4 and London XIV (upheld); Boy's Own 1 by analogy (1712), and out of time once the adversary has played (3708)."],
      [], 'move-out-of-turn', 'white', 'no-law-provides', remedies=['keep-both-moves', 'retract-second-move'], elector='white', cites=['XIV'])

    case(3722, AC, 'black-receives-pawn-and-three-moves-the-queen-crosses-to-h4',
      "White gives Black the pawn and three moves; Black's third, Qh4, lands in White's half and checks: the Acknowledged Laws have no territory rule, and XIV sends the dispute to a disinterested bystander",
      "odds of moves out of territory (one earlier case under this code), the receiver being Black.",
      "[Odds \"white pawn-and-moves 3\"]: White gives his king's bishop's pawn and three moves. Black plays 1... e5 "
      "2... Bc5 3... Qh4+, announced: the queen lands on the fourth rank, in White's half, and checks along h4-e1 "
      "(asserted). White claims before he moves.",
      ['XIV'],
      ["Law VI says the giver moves first, but an agreement to give moves is an agreement the other way (laws.md A38), and nothing in these laws says where the moves may go. " + PAWN3 + " For Black the own half is ranks five to eight.",
       "No-law-provides, with refer-to-third-party and XIV cited, as 722 under this code.",
       "Other codes: twenty-laws 15 would confine the queen (as 2302, the same moves); the others are silent (3709, 3716, 3725)."],
      [('Odds', 'white pawn-and-moves 3')], 'odds-moves-out-of-territory', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XIV'])

    case(3723, AC, 'bb5-check-unannounced-ignored-black-pleads-unknown-origin-within-two-moves',
      "The record of 3710 under the Acknowledged Laws: the check's origin is known, so law X governs, and its exception applies, two moves only having been made: the pieces go back to the check and Black parries it",
      "check of unknown origin (two earlier cases under this code) heard under the article that governs a known check; «two moves only» just met.",
      BB5,
      ['X'],
      ["These laws have no article for a check whose origin is unknown, and here it is known: 3. Bb5. Law X lets the adversary of a player who gives check «without crying» it not take notice of it, «subject to this exception : that two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.»",
       "Two moves were made after the check (3... Nf6, 4. d3). Laws.md A25 (reading A): found within two further moves, the pieces go back to the check and it is answered. Upheld, X glossed; the parries: c6, Nc6, Nd7, Bd7, Qd7, Ke7. One more move and the point would go to a bystander (3421).",
       BB5_OTHERS],
      [], 'check-of-unknown-origin', 'black', 'upheld', remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'], moves=M[3723])

    case(3724, AC, 'the-pinned-b7-pawn-is-made-a-queen',
      "White's b7 pawn, pinned by the h7 rook against the a7 king, goes to b8 and is made a queen; Black claims: these laws have no promotion law, but the move exposes the king, an illegal move under VII, and of VII's menu the right move cannot be had, since the pinned pawn has none",
      "promotion (two earlier cases under this code) heard under the article that makes the act unlawful; one remedy cannot be carried out.",
      "[FEN] White: king a7, pawn b7; Black: king e2, rook h7; White to move. White plays b7-b8 and sets a queen there "
      "({[%move b7b8q]}); the pawn was pinned: the move uncovers the h7 rook on the a7 king (asserted). The queen gives "
      "no check. With the pawn put back it has no lawful move at all; the king may go to a6, b6, a8 or b8 (asserted).",
      ['VII'],
      ["The Acknowledged Laws are silent on what a pawn on the last square becomes (2019, 2624 heard that by analogy). That is not the dispute: a move that leaves one's own king attacked is not a legal move whatever it makes of the pawn. Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.»",
       "Upheld, VII glossed (laws.md A23: only the remedies that fit the offence; taking a man does not). «make the right move» with the pawn cannot be carried out (it has none) and is marked unenforceable; the king move (Ka6, Kb6, Ka8, Kb8) and the replacement with a legal move can. Black elects.",
       "Other codes: London XIII's three penalties (its 2nd likewise impossible); twenty-laws 3 (law 7 and A37); Philidor VIII and Boy's Own 7 a king move."],
      [], 'promotion', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII'], glossed=['VII'], moves=M[3724], unenforceable=['move-correctly'])

    # ============================================================ london-1847
    case(3725, LO, 'pawn-and-three-moves-the-queen-checks-from-h5',
      "Black gives the pawn and three moves; White plays e4, Bc4 and Qh5, checking from Black's half: the London code has no law on the odds of moves, and XXVI sends the question to the bystanders",
      "odds of moves out of territory (one earlier case under this code), with twenty-laws 15's own example.",
      "[Odds \"black pawn-and-moves 3\"]: Black gives the king's bishop's pawn and three moves. White plays 1. e4 2. Bc4 "
      "3. Qh5+, announced: the queen checks from h5, in Black's half, though it is not mate (asserted). Black claims "
      "before he moves.",
      ['XXVI'],
      ["London VI gives the odds-giver the first move «unless otherwise agreed», and a gift of moves is such an agreement; no London law says where the moves may go. " + PAWN3 + " Twenty-laws 15's example is this very line («he checks the black king»), but it is another code's law.",
       "Law XXVI: «Should any question arise, respecting which there is no law ... the players must refer the point to the most skilful disinterested bystanders». No-law-provides, refer-to-third-party, XXVI cited, as 2026 (a knight on d5) under this code.",
       "Other codes: twenty-laws 15 confines the queen (3205, the same moves); the others are silent (3709, 3716, 3722)."],
      [('Odds', 'black pawn-and-moves 3')], 'odds-moves-out-of-territory', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XXVI'])

    case(3726, LO, 'pawn-made-a-knight-quitted-white-asks-for-a-queen',
      "White's e-pawn reaches e8 and he sets a knight there and lets go; he then asks to make it a queen: law XXI let him choose any piece, and law VIII forbids recalling the move once the man is quitted",
      "hold versus quit (two earlier cases under this code) for the piece chosen in promotion.",
      "[FEN] White: king e1, pawn e7; Black: king a1; White to move. 1. e8=N: the knight gives no check and does not "
      "stalemate (asserted). White quits it, and before Black moves asks to exchange it for a queen instead.",
      ['VIII', 'XXI'],
      ["Law VIII: «While a player holds the Piece or Pawn he has touched, he may play it to any other than the square he took it from; but, having quitted it, he cannot recall the move.» Law XXI: the pawn «must be immediately exchanged for a Queen, or any other Piece the player may think fit». White thought fit a knight and quitted it; the exchange was the move, and it was completed.",
       "Dismissed; VIII governs, XXI is cited as the article that made the knight a lawful choice (so that no false move is in question).",
       "Other codes: twenty-laws 1 (2404, a queen wanted as a knight); Philidor VII with IX (1915, 2816)."],
      [], 'man-released', 'white', 'dismissed', cites=['VIII', 'XXI'])

    case(3727, LO, 'jadoube-over-the-f3-knight-in-blacks-turn-then-bb5',
      "In Black's turn White says j'adoube and straightens his f3 knight; on his own turn he plays Bb5, and Black claims the knight had to be moved: law VII excepts a man touched with j'adoube said at the moment of touching, and sets no condition of turn",
      "j'adoube (three earlier cases under this code) said out of turn; the record decides when the word came.",
      "1. e4 e5 2. Nf3; in Black's turn White says j'adoube as he straightens his f3 knight ({[%adjust f3 white]}). Black "
      "plays 2... Nc6, White 3. Bb5; the knight has not moved (asserted). Black claims that White, having touched the "
      "knight, had to play it.",
      ['VII'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect». The word came with the touch. Nothing in VII asks whose turn it is; and a touch made in the adversary's turn binds no move of one's own in any case.",
       "Dismissed, VII glossed (the exception has no condition of turn). Had the word come after the touch, the knight would be bound (2228).",
       "Other codes: Philidor V (2413) and the Acknowledged V (3023) answer the same; twenty-laws 1's j'adoube is for men «displaced by accident»; Boy's Own has none (1907)."],
      [], 'adjustment-claim', 'black', 'dismissed', cites=['VII'], glossed=['VII'])

    case(3728, LO, 'board-turned-the-wrong-way-black-began-black-four-white-three',
      "The board stood the wrong way round; Black began this game and has played four moves, White three, when White claims: law I bars the adjustment only once four moves on each side have been played, so it must still be adjusted",
      "board misoriented (three earlier cases under this code); «four moves on each side» just not met, with Black beginning.",
      "[PreviousGame \"white decided\"]: White began the last game, so Black begins this one. [BoardOrientation "
      "\"misoriented\"]. 1... e5 2. e4 Nc6 3. Nf3 Nf6 4. Bc4 Bc5: Black has played four moves, White three (asserted). "
      "White claims that the board be set right.",
      ['I'],
      ["Law I: «If the board have been improperly placed, it must be adjusted, provided four moves on each side have not been played, but not afterwards.» «four moves on each side»: Black has played four, White only three, so four have not been played on each side (laws.md A7).",
       "Upheld: the board is adjusted (rectify-setup). I glossed. With White beginning the same count was 1029; after four each, 1628 and 3525 were out of time.",
       "Other codes: twenty-laws 12's «neither party have played four moves» is already passed by Black's four (as 1304): played out."],
      [('PreviousGame', 'white decided')] + MIS, 'board-misoriented', 'white', 'upheld', remedies=['rectify-setup'], cites=['I'], glossed=['I'])

    case(3729, LO, 'd2-pawn-omitted-claimed-in-time-but-its-square-holds-the-bishop',
      "The record of 3703 under the London code: law III lets White correct the omission before playing his fourth move, but the pawn's square is held by his own bishop, so the correction cannot be made, and XXVI sends the question to the bystanders",
      "a man omitted (three earlier cases under this code); the condition met but the correction impossible on the board.",
      D2,
      ['III', 'XXVI'],
      ["Law III: «Should a player, at the commencement of the game, omit to place all his men on the board, he may correct the omission before playing his fourth move, but not afterwards.» White is the player who omitted and has not played his fourth: in time.",
       "To correct the omission is to set the pawn on d2, which his own bishop now occupies; III does not say what then. Law XXVI: «Should any question arise, respecting which there is no law ... the players must refer the point to the most skilful disinterested bystanders». No-law-provides, refer-to-third-party; III glossed.",
       D2_OTHERS],
      [], 'initial-man-omitted', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['III', 'XXVI'], glossed=['III'])

    case(3730, LO, 'whites-kings-bishop-and-knight-exchanged-black-began-white-claims-before-his-fourth',
      "White's king's knight and bishop stood on each other's squares; Black began and has played four moves, White three, when White discovers it: law II lets either player insist on the correction if he discovers it before playing his own fourth move",
      "men misplaced (three earlier cases under this code); the discoverer's own fourth move, with Black beginning.",
      "[PreviousGame \"white decided\"]: Black begins. [FEN] the array with White's king's knight on f1 and king's bishop "
      "on g1 (asserted). 1... d5 2. d4 Nf6 3. c4 e6 4. Nc3 Be7: Black has played four moves, White three; neither "
      "misplaced man has moved (asserted). White discovers it and insists on the correction.",
      ['II'],
      ["Law II: «If a Piece or Pawn be misplaced at the beginning of the game, either player may insist upon the mistake being rectified, if he discover it before pla3'ing his fourth move, but not afterwards.» White, the discoverer, has not played his fourth move; Black's four do not count against him.",
       "Upheld: rectify-setup. II glossed (the fourth move is the discoverer's own: laws.md A7).",
       "Other codes: twenty-laws 12 (neither party four) and the Acknowledged II (before the fourth move, either side: A21) are past their limit here (2206 and 3220, on the like record); Boy's Own 3 lets Black, the adversary, choose; Philidor is silent."],
      [('PreviousGame', 'white decided')], 'initial-men-misplaced', 'white', 'upheld', remedies=['rectify-setup'], cites=['II'], glossed=['II'])
