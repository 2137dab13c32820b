"""The thirty cases of the twenty-fourth set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'


def write_all(case, M):
    # ============================================================ twenty-laws
    case(2401, TW, 'check-from-the-first-position-ignored-twice-only-the-last-move-retracted',
      "White's king stands in check from the b4 bishop when the record begins; White plays a3 and h3 without seeing it and then finds it: law 5 lets him retract his last move only, h3, so a3 stands and axb4 is one way to provide for the check",
      "law 5's check of unknown origin when more than one of the checked player's moves has passed: only «your last move» comes back (contrast London XIX, which takes back every known move).",
      "Start [FEN] rnbqk1nr/pppp1ppp/8/4p3/1b6/4P3/PPP2PPP/RNBQKBNR w: White's e1 king is in check from the b4 bishop (d2 empty) in the first recorded position; how it came is not known (asserted). 3. a3 (ignoring the check) Nf6 4. h3 (ignoring it again). White then finds his king in check and claims. With h3 taken back, a3 and Nf6 standing, White is to move and in check; his lawful moves include axb4 (asserted).",
      ['5'],
      ["Law 5: «if you find your king in check, without being able to ascertain how it occurred, you are at liberty to retract your last move and provide for the check». The record begins with the check on the board, so its origin cannot be ascertained. «your last move» is one move, h3; a3, played earlier, is not retracted, and neither is Black's Nf6. White provides for the check from that position: the moves listed are every lawful move there, axb4 among them because a3 stands. Upheld; the liberty is White's, so White elects."],
      [], 'check-of-unknown-origin', 'white', 'upheld', remedies=['retract-own-last-move-and-parry'], elector='white', cites=['5'], glossed=['5'],
      moves={'retract-own-last-move-and-parry': M[2401]['retract-own-last-move-and-parry']})

    case(2402, TW, 'false-bishop-move-then-a-double-move-black-claims-the-false-move',
      "White's bishop leaps the g2 pawn to h3; Black replies Nc6; White plays Nf3 and then Ng5 as well, out of turn; Black now claims the false bishop move: Black has moved since it, and law 11 bars it, whatever may be said of the later double move",
      "two irregularities stand; the claim concerns the earlier one, whose window Black's own reply closed; the later one (two moves in succession) is not the claim.",
      "1. e4 e5 2. Bf1-h3 ({[%move f1h3]}): the bishop passes over White's own g2 pawn, a false move (asserted). 2... Nc6. 3. Nf3, and then, before Black replies, Nf3-g5 ({[%move f3g5 white]}), a second move in succession (asserted possible). Black claims the false move Bh3.",
      ['3', '11'],
      ["Law 3: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.» Law 11: «No irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, after the adversary has moved a piece.» Black, the adversary, played 2... Nc6 after the false move. The claim is out of time. The later double move (law 4) is a separate irregularity, still open to a claim under law 4, but it is not the one claimed, and it does not reopen the window of the first. Law 11 is glossed: the window of each irregularity is counted from that irregularity."],
      [], 'false-move', 'black', 'out-of-time', cites=['3', '11'], glossed=['11'])

    case(2403, TW, 'pawn-and-three-moves-the-third-crosses-black-replies-then-claims',
      "Receiving the pawn and three moves, White plays e4, d4 and e5, the last into Black's half; Black answers d6 and only then complains of e5: law 11 bars a penalty once the adversary has moved",
      "law 15's territory breach is an «irregularity» with law 11's window, like any other; 504 was claimed in time, this one is not.",
      "[Odds \"black pawn-and-moves 3\"]: Black gives his king's bishop's pawn (f7 is off the board) and three first moves. White plays 1. e4 2. d4 3. e5: e4 and d4 stay on White's fourth rank, e5 lands on the fifth, in Black's half (asserted). Black replies 3... d6 and then claims that the third move broke law 15.",
      ['15', '11'],
      ["Law 15 confines the bonus moves to the receiver's «own territory» (laws.md A9: ranks 1–4 for White), and e5 is on the fifth rank. But law 11: «No irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, after the adversary has moved a piece.» Black, the adversary, has moved (d6). Out of time: e5 stands. Law 11 is glossed: it reaches a breach of law 15 as an «irregularity»."],
      [('Odds', 'black pawn-and-moves 3')], 'odds-moves-out-of-territory', 'black', 'out-of-time', cites=['15', '11'], glossed=['11'])

    case(2404, TW, 'pawn-made-a-queen-and-quitted-white-asks-for-a-knight',
      "White's a-pawn reaches a8 and he sets a queen there and quits it; he then asks to make it a knight: law 1 forbids recalling a man once the hold is quitted, and the new piece is placed like any other",
      "man-released under a code silent on promotion: the exchange is made when the new piece is set down and quitted; law 1 governs the recall, not the (absent) promotion law.",
      "Start [FEN] 8/P7/8/8/8/2k5/8/4K3 w. 1. a8=Q, lawful, and White quits the queen; Black has moves (asserted). White then asks to take the queen back and set a knight instead.",
      ['1'],
      ["Law 1: «so long as you keep hold, you may place it where you please; but if you have placed it, which is understood by having quitted your hold, you cannot then recal the move.» The twenty laws say nothing of promotion, but they need not: the question is only whether a move once made may be recalled. White quitted the queen on a8, so the move, the choice of piece included, is made. Dismissed. Law 1 is glossed: the choice of the new piece is part of the move placed."],
      [], 'man-released', 'white', 'dismissed', cites=['1'], glossed=['1'])

    case(2405, TW, 'white-moves-blacks-knight-black-touches-a-pawn-then-claims',
      "White moves Black's c6 knight to d4; Black touches his a6 pawn and then claims: law 11's window closes only when the adversary has moved a piece, so law 2's three penalties are open, and the king move may not be castling",
      "a touch by the claimant before his claim: under the twenty laws it does not close the window (under London XXV it does: 2428 has the same record).",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. White moves Black's knight c6-d4 ({[%move c6d4]}), spending his turn. Black touches his a6 pawn ({[%touch a6]}) and then claims. The knight is attacked by White on c6 (Bb5) and on d4 (Nf3). With the knight back on c6 White could castle, but his king moves other than castling are Kf1 and Ke2 (asserted).",
      ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to leave it where you had wrongfully placed it; and in either case you cannot castle that move.» Law 11 bars a penalty only «after the adversary has moved a piece»; Black has touched a man, not moved one. The claim is in time. Black elects among the three; the king move excludes castling (laws.md A5 ii). Law 11 is glossed: a touch is not a move."],
      [], 'moved-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'replace-and-move-king', 'leave-as-played'], elector='black', cites=['2', '11'], glossed=['11'],
      moves={'replace-and-move-king': M[2405]['replace-and-move-king']})

    case(2406, TW, 'white-plays-twice-in-succession-and-himself-asks-to-take-back-the-second',
      "White plays Nf3 and then Bc4 before Black replies, and White himself claims that the second move be replaced: law 4 gives the choice to the adversary, and Black has committed no move out of turn, so White's claim is dismissed",
      "a claim filed by the offender: law 4's remedy belongs to «your adversary»; the claimant names his own act.",
      "1. e4 e5 2. Nf3, and then, before Black has moved, Bf1-c4 ({[%move f1c4 white]}), a second White move in succession (asserted possible). White claims under law 4 that his second move be taken back.",
      ['4'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain». The moves in succession are White's own. The law gives the choice between replacing and keeping to the adversary, Black, who has not claimed; the claimant, White, has no complaint against Black, who made no move out of turn. Dismissed. Law 4 is glossed: the claim lies with the adversary of the player who moved twice."],
      [], 'move-out-of-turn', 'white', 'dismissed', cites=['4'], glossed=['4'])

    # ============================================================ boys-own-1829
    case(2407, BO, 'jadoube-said-over-the-adversarys-pawn-the-code-knows-no-jadoube',
      "White says j'adoube and adjusts Black's d5 pawn, then plays Nc3; Black insists that he take it: law 5 has no j'adoube exception, and exd5 is open, so White must take",
      "the Boy's Own laws have no j'adoube at all; the adjustment of an adversary's man (1907 was one's own man) is a touch under law 5.",
      "1. e4 d5 2. White says j'adoube and adjusts Black's d5 pawn ({[%adjust d5]}), then plays Nc3. Black claims. Before Nc3, only exd5 takes the pawn (asserted).",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king». The Boy's Own laws know no j'adoube; an adjustment touches the man. White can take it (exd5), so the first branch applies and the king move does not arise. Upheld: Nc3 is taken back and White must play exd5; Black elects. Law 5 is glossed: the word «j'adoube» excuses nothing under this code."],
      [], 'adjustment-claim', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'], glossed=['5'],
      moves={'compel-capture-of-touched-man': M[2407]['compel-capture-of-touched-man']})

    case(2408, BO, 'false-bishop-move-then-a-second-black-move-white-has-not-played',
      "Black's bishop leaps the d7 pawn to g4 and Black at once plays Nf6 as well; White claims the false move, and Black pleads that it is too late because a move has passed: White has not played, and law 7 closes the claim only when he has",
      "a window that the offender's own second move does not close; two irregularities, the claim on the earlier.",
      "1. e4 e5 2. Nf3 Bc8-g4 ({[%move c8g4]}): the bishop passes over Black's own d7 pawn, a false move (asserted). Black then plays Ng8-f6 as well ({[%move g8f6 black]}) before White has moved. White claims the false move; Black pleads that the claim is late.",
      ['7'],
      ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» «he» is the opponent of the player who made the false move: White. White has not played since Bg4; the only move since is Black's own. Black's plea is dismissed. Law 7 is glossed: the offender's own further move does not count as the opponent's having played."],
      [], 'late-claim', 'black', 'dismissed', cites=['7'], glossed=['7'])

    case(2409, BO, 'white-left-off-his-queens-knight-two-moves-each-black-claims',
      "White set up without his queen's knight and two moves each have been played; Black claims: law 3 speaks of men misplaced, not of a man left off, so the point is decided by analogy, and after two moves law 3 lets the adversary begin afresh or play on",
      "initial-man-omitted under a code that names only misplacing; 1811 (one move each) was rectified, this one has reached law 3's «two moves».",
      "Start [FEN] rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w: the standard array without White's queen's knight (asserted). 1. e4 e5 2. d4 d6: two moves on each side (asserted). Black notices and claims.",
      ['3'],
      ["Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» A man left off is not named, but it is the nearest case: the array was wrongly set by White, who has played two moves. Decided by analogy: Black, the adversary, may have the game begun afresh or go on as it stands. Law 3 is glossed for the analogy."],
      [], 'initial-man-omitted', 'black', 'no-law-provides', remedies=['restart-game', 'continue-as-is'], elector='black', cites=['3'], glossed=['3'])

    case(2410, BO, 'rook-takes-its-own-pawn-the-king-cannot-move',
      "White's rook takes his own g2 pawn; the h1 king, hemmed by his pawns with g1 held by the c5 bishop, cannot move: law 7's penalty is a king move «if you ¢an», so it cannot be enforced",
      "taking one's own man under a code with no law on it, heard as a false move; the king penalty fails for want of a king move.",
      "Start [FEN] 4k3/8/8/2b5/8/8/R5PP/7K w. White is not in check; his h1 king has no lawful move (g2, h2 own pawns; g1 held by the c5 bishop) (asserted). 1. Ra2xg2 ({[%move a2g2]}), taking his own pawn. Black claims at once.",
      ['7'],
      ["The Boy's Own laws do not speak of taking one's own man; it is not a move the laws of the men allow, so it is a false move. Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». With the pawn back, the king has no move, so the penalty is upheld but cannot be enforced. Law 7 is glossed: a capture of one's own man is a false move."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'], glossed=['7'], unenforceable=['move-king'])

    case(2411, BO, 'white-moves-blacks-d5-pawn-to-d4-it-can-be-taken-back-on-d5',
      "White moves Black's d5 pawn to d4; the Boy's Own laws are silent on moving an adversary's man, and by analogy with law 5 Black may have it put back and taken, exd5",
      "moved-adversary-man under a code silent on it, where (unlike 1312) the man can be taken: only the capture is ordered.",
      "1. e4 d5 2. White moves Black's pawn d5-d4 ({[%move d5d4]}), in his own turn. Black claims. Put back on d5, the pawn can be taken only by exd5 (asserted).",
      ['5'],
      ["No Boy's Own law speaks of moving an adversary's man. The nearest is law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king». Moving the man includes touching it. By analogy: the pawn is put back on d5, and since White can take it, he must (exd5); the king move is only for a man that cannot be taken. Black elects. Law 5 is glossed for the analogy."],
      [], 'moved-adversary-man', 'black', 'no-law-provides', remedies=['replace-and-capture'], elector='black', cites=['5'], glossed=['5'],
      moves={'replace-and-capture': M[2411]['replace-and-capture']})

    case(2412, BO, 'pawn-moved-to-b8-and-left-a-pawn',
      "White's pawn goes b7-b8 and stays a pawn; Black says it must be exchanged: the Boy's Own laws have no law on a pawn reaching the last square, so the point is decided by analogy with the codes that require the exchange",
      "promotion under a code wholly silent on it; the obligation to exchange (laws.md A18) applied by analogy.",
      "Start [FEN] 4k3/1P6/8/8/8/8/8/4K3 w. 1. b7-b8 ({[%move b7b8]}), the pawn left a pawn on the last square (asserted: lawful only with an exchange). Black claims at once.",
      [('london-1847', 'XXI')],
      ["The Boy's Own laws say nothing of a pawn on the last square (law 1 says only that pawns «can only move forward»). Laws.md A18 reads promotion as required on arrival, as the London code's XXI says («must be immediately exchanged»), and marks a ruling for a silent code as one «by analogy». Decided by analogy: the pawn must be exchanged now, for a piece White chooses. No Boy's Own article is cited; London XXI is quoted only as the analogy."],
      [], 'promotion', 'black', 'no-law-provides', remedies=['move-correctly'], cites=[])

    # ============================================================ philidor
    case(2413, PH, 'black-says-jadoube-over-his-knight-in-whites-turn',
      "After 1. e4 Nf6 Black, in White's turn, says j'adoube and adjusts his f6 knight; White claims that the knight must be played: rule V excepts a piece touched with j'adoube said in touching it, and sets no condition of turn",
      "j'adoube out of turn: Philidor V has no «when it is your turn» (FIDE 4.2.1 does); the adjustment is excused.",
      "1. e4 Nf6. In White's turn, Black says j'adoube as he adjusts his f6 knight ({[%adjust f6 black]}). White claims that Black must play the knight.",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Black said it in touching. Rule V does not ask whose turn it is; the adjustment out of turn is still an adjustment, not a touch that binds. Dismissed. Rule V is glossed: no condition of turn is read into it."],
      [], 'adjustment-claim', 'white', 'dismissed', cites=['V'], glossed=['V'])

    case(2414, PH, 'blacks-false-move-answers-whites-unclaimed-false-move',
      "White's bishop leaps g2 to h3 and Black, instead of claiming, answers with his own leap Bc8-g4; White claims Black's false move: it is in time, White's own false move can no longer be recalled, and Black must play his king, Ke7",
      "two false moves in a row: the first is fixed by rule VIII («after the adversary's next move»), the second is claimed in time; the king move is counted with White's bishop standing on h3.",
      "1. e4 e5 2. Bf1-h3 ({[%move f1h3]}), over White's own g2 pawn: a false move. 2... Bc8-g4 ({[%move c8g4]}), over Black's own d7 pawn: a false move (both asserted). White claims Black's false move at once. Before Bg4, with White's bishop on h3, Black's only king move is Ke7 (asserted).",
      ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» Black's Bg4 was his next move after White's Bh3, so Bh3 stands «as if ... had been just». White has not moved since Bg4, so White's claim is in time. Rule VI: «you, who have touched it, must play your King if you can». Bg4 is taken back and Black must play Ke7. Upheld; White elects."],
      [], 'false-move', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['VIII', 'VI'],
      moves={'move-king': M[2414]['move-king']})

    case(2415, PH, 'queen-takes-her-own-pawn-black-replies-then-claims',
      "White's queen takes his own d2 pawn; Black plays Nc6 and only then claims: rule VIII lets no false move be recalled after the adversary's next move, and the queen stays on d2",
      "taking one's own man under Philidor (no rule of its own: a false move under VIII), claimed after the claimant's own move.",
      "1. e4 e5 2. Qd1xd2 ({[%move d1d2]}): White's queen takes his own pawn (asserted not lawful). 2... Nc6. Black then claims.",
      ['VIII'],
      ["Philidor has no rule on taking one's own man; it is a false move, and rule VIII governs: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» Black, the adversary, has made his next move. Out of time: the d2 pawn stays off the board and the queen on d2."],
      [], 'own-man-taken-or-wrong-man', 'black', 'out-of-time', cites=['VIII'])

    case(2416, PH, 'black-calls-a-known-unannounced-check-of-unknown-origin',
      "White's Bb5 checks without warning; Black plays a6 regardless, White plays Nf3 without saying check, and Black then claims a check of unknown origin to take back a6: the record shows how the check came, and rule XIII lets him play as if it did not exist, nothing more",
      "a claim naming the wrong event: the origin of the check is known (an unannounced check, rule XIII), and Philidor gives the checked player no retraction of his own.",
      "1. e4 d5 2. Bb5: the bishop checks the e8 king (c6 and d7 empty); White says nothing. 2... a6, leaving the king in check. 3. Nf3: the king is still in check from b5 (all asserted); White says nothing. Black claims that his king is in check of unknown origin and asks to take back a6.",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move». The origin is known: 2. Bb5, unannounced. White did not say check with Nf3, so nothing comes back. Black may now ward off the check with his next move, but rule XIII gives him no retraction of a6, and no Philidor rule speaks of a check of unknown origin. Dismissed. Rule XIII is glossed: the known origin takes the claim out of «unknown origin»."],
      [], 'check-of-unknown-origin', 'black', 'dismissed', cites=['XIII'], glossed=['XIII'])

    case(2417, PH, 'knight-set-down-on-b3-white-asks-to-play-it-to-c3',
      "White's knight goes b1-b3, no knight's move, and he quits it; he then asks to play it to c3 instead: rule VII forbids taking back a piece once left, and the false move is for Black to claim under rule VIII",
      "man-released on an illegal square under Philidor: the offender may not correct his own false move by choosing another square.",
      "1. e4 e5 2. Nb1-b3 ({[%move b1b3]}): not a knight's move; Nc3 would have been lawful (asserted). White quits the knight and then asks to play it to c3.",
      ['VII', 'VIII'],
      ["Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place; but so long as he keeps his hold of it, he is at liberty to play it where he pleases.» White quit the knight. Rule VIII: «Whoever makes a false move, must play his King» — the penalty, if Black claims it, is Black's to have, not a right of White's to a better square. Dismissed. Rule VII is glossed: it holds even where the square left on is unlawful."],
      [], 'man-released', 'white', 'dismissed', cites=['VII', 'VIII'], glossed=['VII'])

    case(2418, PH, 'false-bishop-move-then-a-second-white-move-black-claims-white-pleads-late',
      "White's bishop leaps g2 to h3 and White at once plays Nf3 as well; Black claims the false move and White pleads that it is late: rule VIII closes it only after the adversary's next move, and Black has made none",
      "the window of rule VIII with the offender's own second move between; the same facts as Boy's Own 2408 with the colours reversed.",
      "1. e4 e5 2. Bf1-h3 ({[%move f1h3]}), over White's own g2 pawn, a false move (asserted). White then plays Ng1-f3 as well ({[%move g1f3 white]}) before Black has moved (asserted possible). Black claims the false move; White pleads that it is late.",
      ['VIII'],
      ["Rule VIII: «no false move can be recalled after the adversary's next move». The adversary of White is Black, who has made no move since Bh3; the move since is White's own. White's plea is dismissed. Rule VIII is glossed: the offender's own further move is not «the adversary's next move»."],
      [], 'late-claim', 'white', 'dismissed', cites=['VIII'], glossed=['VIII'])

    # ============================================================ acknowledged-laws
    case(2419, AC, 'king-and-knight-against-the-king-black-claims-a-draw',
      "White's knight takes Black's last pawn, leaving king and knight against king, and Black claims a draw because no mate can follow: the Acknowledged Laws draw a game only by stalemate or the fifty-move call, and XIV sends any other dispute to a bystander",
      "a draw for want of mating force, under a code with a general dispute law (XIV); earlier sets put it to the twenty laws (2004) and Philidor (2113), not to this code.",
      "Start [FEN] 4k3/8/8/8/8/5p2/8/4K1N1 w. 1. Nxf3: only king and knight against king remain (asserted). Black claims the game drawn.",
      ['XIV'],
      ["Law XIII makes stalemate a draw and law XII lets the defending player call for fifty moves; no law ends the game for want of mating force. Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.» The point goes to a third person."],
      [], 'unprovided-or-disputed-point', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XIV'])

    case(2420, AC, 'white-moves-blacks-e-pawn-two-squares-the-menu-of-law-seven',
      "In his own turn White moves Black's e-pawn from e7 to e5, where his d4 pawn attacks it: law VII's menu for touching an opponent's man applies, and the only king move, with the pawn put back, is Kd2",
      "moving an opponent's man under the Acknowledged Laws (VII by extension, laws.md 7.1); a pawn given its two-square step by the wrong player.",
      "1. d4 d5 2. White moves Black's pawn e7-e5 ({[%move e7e5]}), in his own turn. On e5 it is attacked by the d4 pawn. Black claims at once. With the pawn put back on e7, White's only king move is Kd2 (asserted).",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Moving the opponent's man includes touching it. Laws.md A23: the remedies that fit a touch of the opponent's man are to take it, move the king, or replace it and make a legal move. Upheld; Black elects. Law VII is glossed for the extension to a man moved."],
      [], 'moved-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'], glossed=['VII'],
      moves={'move-king': M[2420]['move-king']})

    case(2421, AC, 'jadoube-over-the-knight-then-the-bishop-touched-then-a-pawn-played',
      "White says j'adoube and adjusts his f3 knight, then touches his f1 bishop without a word and plays a3: the first touch is excused, the second is not, and the bishop must be played",
      "two touches in one turn, one excused by j'adoube and one not; the claim concerns the second.",
      "1. e4 e5 2. Nf3 Nc6 3. White says j'adoube and adjusts his f3 knight ({[%adjust f3]}), then touches his f1 bishop ({[%touch f1]}) without a word, and plays a3. Black claims. The bishop has five lawful moves (asserted).",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «Except the player say j’adoube (I adjust).» The knight was touched with j'adoube said and is excused. The bishop was touched without it, and it can move. Upheld: a3 is taken back and the bishop must be moved; Black elects."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V'],
      moves={'compel-move-touched-man': M[2421]['compel-move-touched-man']})

    case(2422, AC, 'black-touches-his-knight-then-says-jadoube-then-plays-d6',
      "Black touches his f6 knight, only then says j'adoube, and plays d6; White claims the knight: law V's note does not say when the word must come, and read as an adjustment declared, it comes too late",
      "the timing of j'adoube under a code that does not state it (London VII says «at the moment of touching it», Philidor V «in touching it»).",
      "1. e4 Nf6 2. Nc3. Black touches his f6 knight ({[%touch f6]}), then says j'adoube ({[%adjust f6]}), and plays 2... d6. White claims. Before d6, the knight has five lawful moves (asserted).",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Note: «Except the player say j’adoube (I adjust).» The note does not say when. «I adjust» declares why the piece is touched; said after the touch, it is an excuse, not a declaration. The other codes that say when all require it at the touch. Upheld: d6 is taken back and the knight must be moved; White elects. Law V is glossed for the timing."],
      [], 'adjustment-claim', 'white', 'upheld', remedies=['compel-move-touched-man'], elector='white', cites=['V'], glossed=['V'],
      moves={'compel-move-touched-man': M[2422]['compel-move-touched-man']})

    case(2423, AC, 'undertook-to-mate-with-the-e1-rook-mates-with-the-other',
      "White undertook to mate with his e1 rook and mates at once with the a1 rook instead; Black says the mate does not count: the Acknowledged Laws say nothing of conditional mates, and XIV sends the dispute to a bystander",
      "a broken condition under this code (1122 was about a limit of moves, not a breach).",
      "Start [FEN] 6k1/5ppp/8/8/8/8/8/R3R1K1 w. White undertakes ({[%condition white]}) to mate with the e1 rook. Re8 would have mated; he plays 1. Ra8#, mate with the other rook (asserted). Black claims that the mate does not count.",
      ['XIV'],
      ["No law of this code speaks of a mate undertaken under a condition, nor of what follows if the condition is not kept. Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.» Referred; no result is declared."],
      [], 'conditional-mate-agreement', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XIV'])

    case(2424, AC, 'rook-takes-its-own-pawn-black-plays-kd7-then-claims',
      "White's rook takes his own a2 pawn; Black plays Kd7 and only then claims: law VII sets no time for the claim, so Black may still elect from its menu",
      "the claim window under a code that states none for law VII (only X's note has one); the same point as 1724 for a false move, here for one's own man taken.",
      "Start [FEN] 4k3/8/8/8/8/8/P7/R3K3 w. 1. Ra1xa2 ({[%move a1a2]}), taking White's own pawn (asserted not lawful). 1... Kd7. Black then claims.",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake ... his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Unlike the other codes, the Acknowledged Laws set no time after which the claim fails (laws.md 4.1: «X note only»). Black's Kd7 does not bar him. Upheld; Black elects among the remedies that fit (laws.md A23). Law VII is glossed: no time limit is read into it."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'], glossed=['VII'])

    # ============================================================ london-1847
    case(2425, LO, 'undertook-to-mate-on-a8-fifty-moves-counted-against-the-rook',
      "White undertook to mate on a8 with king and rook against king; Black gave notice to count and fifty moves each pass without mate; Black claims the draw: XXIII says such a player «is not restricted to any number of moves»",
      "XXII and XXIII together: a count of fifty against a player under a conditional undertaking (1901 was the twenty laws, silent on conditions).",
      "Start [FEN] 8/8/8/4k3/8/8/8/R3K3 w: king and rook against king. White undertakes ({[%condition white]}) to mate on a8; Black gives notice to count ({[%fifty black]}). One hundred moves follow, fifty on each side, no capture, no check, no mate (asserted; generated by walk_no_pawn). Black claims the draw.",
      ['XXII', 'XXIII'],
      ["XXII would draw the game after fifty moves on each side from the notice, and rook alone is among «all other checkmates of Pieces only». But XXIII: «If a player agree to checkmate with a particular Piece or Pawn, or on a particular square, or engage to force his adversary to stalemate or checkmate him, he is not restricted to any number of moves.» White agreed to mate on a particular square. The fifty moves do not bind him. Dismissed. XXIII is glossed: it overrides XXII's count for the undertaking player."],
      [], 'fifty-move-claim', 'black', 'dismissed', cites=['XXII', 'XXIII'], glossed=['XXIII'])

    case(2426, LO, 'white-left-off-his-h-pawn-claims-after-his-own-fourth-move',
      "White set up without his h-pawn and asks to put it on after he has played his fourth move (Black has played three): III allows the correction only «before playing his fourth move»",
      "the count of III is the omitter's own fourth move (1128 was claimed before it, by Black for his own man).",
      "Start [FEN] rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w: the array lacks White's h-pawn (asserted). 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3: White has played his fourth move, Black three (asserted). White asks to set the pawn on h2.",
      ['III'],
      ["III (found text): «Should a player, at the commencement of the game, omit to place all his men on the board, he may correct the omission before playing his fourth move, but not afterwards.» White has played his fourth move. Dismissed: the game goes on without the pawn. III is glossed: «his fourth move» is the omitter's own (laws.md A7)."],
      [], 'initial-man-omitted', 'white', 'dismissed', cites=['III'], glossed=['III'])

    case(2427, LO, 'knights-out-and-back-the-opening-position-three-times',
      "Both players bring their queen's knights out and back twice and the opening position stands for the third time; Black claims a draw: the London code has no law of repetition, and XXVI sends the question to bystanders",
      "repetition under the London code, which has a general reference law (XXVI); earlier sets put it to other codes.",
      "1. Nc3 Nc6 2. Nb1 Nb8 3. Nc3 Nc6 4. Nb1 Nb8: the opening position, White to move, has stood three times (asserted). Black claims the game drawn.",
      ['XXVI'],
      ["The London code draws a game by stalemate (XXIV) and by the fifty moves (XXII); it has no law of repeated positions. XXVI: «Should any question arise, respecting which there is no law, or in case of a dispute respecting any law, the players must refer the point to the most skilful disinterested bystanders, and their decision must be considered as conclusive.» Referred to a third person."],
      [], 'unprovided-or-disputed-point', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XXVI'])

    case(2428, LO, 'white-moves-blacks-knight-black-touches-a-pawn-then-claims',
      "The facts of 2405 under the London code: White moves Black's c6 knight to d4, Black touches his a6 pawn and then claims: XXV ends the right to any penalty once the adversary touches a Piece or Pawn",
      "the same record falls differently under two codes: the twenty laws close the window at a move (2405, upheld), the London code at a touch.",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. White moves Black's knight c6-d4 ({[%move c6d4]}). Black touches his a6 pawn ({[%touch a6]}) and then claims.",
      ['X', 'XXV'],
      ["X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» XXV (found text): «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Black touched the a6 pawn first. Out of time: the knight stays on d4. XXV is glossed: its «&c. &c.» takes in a man of the adversary's moved."],
      [], 'moved-adversary-man', 'black', 'out-of-time', cites=['X', 'XXV'], glossed=['XXV'])

    case(2429, LO, 'unannounced-bishop-check-ignored-by-a-capture-the-pawn-comes-back',
      "Black's Bb4 checks without a word; White takes on e5 regardless and Black plays Nc6; White then finds his king in check: XIX takes back every known move since the check, so the e5 pawn is Black's again and White must free his king",
      "XIX's second clause where a move to be retracted was a capture: the man taken returns.",
      "1. e4 e5 2. d4 Bb4: the bishop checks the e1 king (d2 empty); Black says nothing. 3. dxe5, taking the e5 pawn and leaving the king in check. 3... Nc6. White finds his king in check and claims (all asserted). Back at the check, the e5 pawn is Black's and White's lawful moves are the six listed.",
      ['XIX'],
      ["XIX (found text): «If the King has been in check for several moves, and it cannot be ascertained how it occurred, the player whose King is in check must retract his last move and free his King from the check : but if the moves made subsequent to the check be known, they must be retracted.» The moves since the check are known: dxe5 and Nc6. Both are retracted (laws.md A33), the e5 pawn is restored, and White must free his king. Upheld. XIX is glossed: with a complete record, the second clause governs."],
      [], 'check-of-unknown-origin', 'white', 'upheld', remedies=['retract-to-point-of-check'], cites=['XIX'], glossed=['XIX'],
      moves={'retract-to-point-of-check': M[2429]['retract-to-point-of-check']})

    case(2430, LO, 'touched-the-d5-pawn-then-said-jadoube-over-the-c6-knight',
      "White takes hold of Black's d5 pawn without a word, then says j'adoube over Black's c6 knight, and plays Nf3: the j'adoube covers the knight only, and IX lets Black compel the capture of the pawn (Nxd5 or exd5)",
      "two touches of adversary's men in one turn, the earlier one the offence; the later j'adoube does not reach back.",
      "1. e4 Nc6 2. Nc3 d5 3. White touches Black's d5 pawn ({[%touch d5]}), then says j'adoube and adjusts Black's c6 knight ({[%adjust c6]}), and plays Nf3. Black claims at once. The d5 pawn can be taken by Nxd5 or exd5 (asserted).",
      ['IX', 'XXV'],
      ["IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it». The pawn was touched without the word; the word was said over the knight, later, and excuses only the knight. Black claimed before touching a man (XXV). Upheld: Nf3 is taken back and White must take the pawn; Black elects."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black', cites=['IX', 'XXV'],
      moves={'compel-capture-of-touched-man': M[2430]['compel-capture-of-touched-man']})
