"""The thirty cases of the twentieth set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'


def write_all(case, F):
    # ============================================================ twenty-laws
    case(2001, TW, 'undertook-to-mate-with-the-pawn-mates-with-the-queen',
      "White undertook to mate with his a-pawn and mates with the queen instead; Black says the mate does not count: the twenty laws say nothing of such undertakings, so law 20 sends the point to a third person",
      "a conditional undertaking under a code with no law on it; the mate on the board is real; law 20's referral.",
      "Start [FEN] 7k/8/6K1/8/8/8/P7/1Q6 w. Before play White undertakes to mate with the a-pawn ({[%condition white]}). 1. Qb8 is checkmate: the queen holds the eighth rank, the g6 king covers g7 and h7 (asserted); the a-pawn has not moved (asserted). Black claims that a mate given otherwise than as undertaken does not win.",
      ['20', (LO, 'XXIII')],
      ["No law of the twenty speaks of an undertaking to mate with a named man; the only code that does, the London code XXIII, says only that such a player «is not restricted to any number of moves», and not what follows when the mate comes another way. Whether the undertaking binds, and what a broken one costs (the game, a draw, or nothing), is a point «for which the laws have not provided». Law 20 answers who decides it: «the matter is to be referred to a third person, whose decision is to be final.» No code gives an analogy to decide by, so the ruling is the referral itself: no law provides, refer."],
      [], 'conditional-mate-agreement', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['20'])

    case(2002, TW, 'queens-knight-touched-then-jadoube-said',
      "White touches his queen's knight and only then says j'adoube; the knight was not displaced: law 1's late j'adoube is for men displaced by accident, so the touch binds",
      "j'adoube said after the touch (laws.md A4); an own man touched, not displaced.",
      "1. d4 d5 2. c4 e6. White, to play, touches his knight on b1 ({[%touch b1]}) and then says \"j'adoube\" ({[%adjust b1]}). Nothing was knocked over or displaced. Black claims that White must play the knight, which may go to d2, a3 or c3 (asserted).",
      ['1'],
      ["Law 1: «If you touch your man, you must play it». Its last sentence lets a man be restored after the word: «Any men displaced by accident, or moved in error, may be restored to their positions, if the error be immediately acknowledged, by saying “j'adoube” I replace.» Laws.md A4 reads this narrowly: a j'adoube after the contact is accepted «only for displacement»; otherwise it would cancel the touch rule in the same law. The knight was touched, not displaced. Upheld: White must play the knight, Black elects."],
      [], 'adjustment-claim', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['1'], glossed=['1'],
      moves={'compel-move-touched-man': F['2002_knight']})

    case(2003, TW, 'rook-pinned-on-a-diagonal-leaves-it-to-give-check',
      "White's rook, pinned to its king along a diagonal, goes to h3 and gives check: law 7 forbids the check, the move is a false move, and the rook itself has no lawful move to make instead",
      "a check given by a man whose move exposes the own king (law 7, laws.md A37); a rook pinned on a diagonal cannot move at all, so \"a natural move\" cannot be enforced.",
      "Start [FEN] 7k/8/8/4b3/8/2R5/8/K7 w. The c3 rook stands between the a1 king and the e5 bishop (asserted: pinned); pinned on a diagonal it has no lawful move (asserted). 1. Rc3-h3 ({[%move c3h3]}), and White says \"check\": the rook checks the h8 king, and the a1 king is left open to the bishop (asserted). Black claims at once. With the rook back on c3 the king may go to b1, a2 or b2 (asserted).",
      ['7', '3', '11'],
      ["Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in check.» The move breaks it, and laws.md A37 treats such a move as a false move. Law 3 gives the penalties: «you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» Black claimed before moving (law 11).",
       "The rook has no natural move: every move of it off the diagonal exposes the king, so that penalty cannot be enforced. Leaving it on h3 and replacing it with a king move can. Upheld; Black elects."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black',
      cites=['7', '3', '11'], glossed=['7'], moves={'replace-and-move-king': F['2003_king']}, unenforceable=['move-correctly'])

    case(2004, TW, 'only-the-kings-remain-white-claims-a-draw',
      "White takes Black's last man and only the two kings remain; White claims the game drawn: no law of the twenty ends a game for want of mating force, so law 20 refers it",
      "a game in which no mate is possible; a point no code provides for.",
      "Start [FEN] 8/8/8/4k3/8/3K4/4r3/8 w. 1. Kxe2: only the two kings remain, neither side can mate; it is neither mate nor stalemate (asserted). White claims the game drawn.",
      ['20', '17', '19'],
      ["These laws end a game by mate, by stalemate («The position of stale-mate constitutes a drawn game», law 17), or by the count of law 19, which needs notice and a listed material («the king and queen against the king; the rook and bishop against the rook, or two bishops; or a knight and bishop against the king only»). Bare kings are none of these. No other code provides for it either. It is a point «for which the laws have not provided», and law 20 sends it to a third person. No law provides; refer."],
      [], 'unprovided-or-disputed-point', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['20'])

    case(2005, TW, 'second-move-in-succession-takes-the-d5-pawn',
      "White plays Nc3 and then, out of turn, takes on d5 with the e-pawn; Black claims before moving: law 4 gives him the choice",
      "two moves in succession; the second a capture; a claim made before the adversary moved.",
      "1. e4 d5 2. Nc3, and White, before Black replies, also plays exd5 ({[%move e4d5 white]}), a capture he could have made in his own turn (asserted). Black claims at once, having touched nothing.",
      ['4'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain; in which case the game is to proceed as if one man only had been played.» Black claimed before moving, so law 11 does not bar it. Upheld: the second move is taken back (the d5 pawn restored), or both remain and it is Black's turn (laws.md A10); Black elects. The order of the remedies follows the earlier twenty-laws cases."],
      [], 'move-out-of-turn', 'black', 'upheld', remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4'])

    case(2006, TW, 'touched-the-knight-only-a-pinned-knight-attacks',
      "White touches Black's c4 knight, which only White's pinned d2 knight attacks: it is not en prise in law 2's sense, and the king move that replaces the capture may not be castling",
      "touching an adversary's man; \"en prise\" as lawfully capturable (laws.md A5); \"you cannot castle that move\".",
      "Start [FEN] 4k3/8/8/8/1bn5/8/3N1PPP/4K2R w K. The d2 knight is pinned to e1 by the b4 bishop and is the only White man attacking c4 (asserted); Nxc4 is not lawful (asserted). White touches the c4 knight ({[%touch c4]}) without saying j'adoube. Castling on the king's side would be lawful (asserted); the king's other moves are d1, f1 and e2 (asserted). Black claims.",
      ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men ... you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) ... and in either case you cannot castle that move.» Laws.md A5: «en prise» means that one of the offender's men can lawfully take it, and the king move may not be castling. The only attacker is pinned, so the capture cannot be enforced; the king move can, without castling. Claimed before Black moved (law 11). Upheld; Black elects."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black',
      cites=['2', '11'], glossed=['2'], moves={'move-king-no-castling': F['2006_king']}, unenforceable=['compel-capture-of-touched-man'])

    # ============================================================ boys-own-1829
    case(2007, BO, 'board-turned-the-wrong-way-noticed-after-one-move-each',
      "The board stood with a black corner at each player's right; Black notices after one move each: the Boy's Own laws have no board law, and law 3's nearest rule lets a mistake at the beginning be put right before two moves",
      "a misoriented board under a code silent on it; the nearest rule (law 3, laws.md A11).",
      "[BoardOrientation \"misoriented\"]. 1. e4 e5: one move each (asserted). Black claims that the board be set right.",
      ['3'],
      ["The eleven laws say nothing of how the board is placed. Their nearest rule is law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» Laws.md A11: before two moves the law is silent, and the mistake is «freely correctable». The codes that speak of a misplaced board (twenty-laws 12, London I) also allow the board to be set right so early. Decided by analogy: the board is put right and play goes on. No law provides."],
      [('BoardOrientation', 'misoriented')], 'board-misoriented', 'black', 'no-law-provides', remedies=['rectify-setup'], cites=['3'], glossed=['3'])

    case(2008, BO, 'second-queen-made-while-the-first-is-on-the-board',
      "White's pawn reaches b8 and becomes a second queen, with check, while his first queen stands on d1; Black says a second queen cannot be had: the Boy's Own laws are silent, and the codes that speak allow it",
      "promotion under a code silent on it; a second queen while the first remains.",
      "Start [FEN] 4k3/1P6/8/8/8/8/8/3QK3 w. 1. b8=Q, and White says \"check\": White now has two queens, and the new one checks the e8 king along the rank; it is not mate (asserted). Black claims that a pawn may not be exchanged for a queen while the first queen is on the board.",
      [(PH, 'IX'), (LO, 'XXI')],
      ["The eleven Boy's Own laws say nothing of a pawn that reaches the last square, and they have no law that sends a question elsewhere. The codes that provide agree: Philidor IX («and this, even when all the Pieces remain on the chess-board») and the London code XXI («It follows, therefore, that he may have two or more Queens»). Decided by analogy: the second queen stands and Black must meet the check. No law provides; no remedy."],
      [], 'promotion', 'black', 'no-law-provides', cites=[])

    case(2009, BO, 'capture-in-passing-with-check-the-code-is-silent',
      "White's e-pawn steps two squares past Black's d4 pawn, which takes it in passing with check; White says the Boy's Own laws know no such capture: they know no two-square step either, and the codes that give one give the other",
      "the capture in passing under a code silent on it; the capture gives check.",
      "Start [FEN] 4k3/8/8/8/3p4/8/3KP3/8 w. 1. e4: the pawn passes e3, a square the d4 pawn attacks (asserted). 1... dxe3, in passing, and Black says \"check\": the e4 pawn is removed and the pawn on e3 checks the d2 king (asserted). White claims that the capture is not a move these laws allow.",
      [(PH, 'X'), (AC, 'VIII'), (LO, 'XV')],
      ["Law 1 says only that «Each party moves, alternately, only one man at a time»; nothing of the two-square step or the capture in passing. The codes that provide give both in one sentence: Philidor X («it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move»), the Acknowledged Laws VIII and the London code XV. White's e2-e4 rests on the same silence. Decided by analogy: the capture stands and White must meet the check. No law provides; no remedy."],
      [], 'en-passant', 'white', 'no-law-provides', cites=[])

    case(2010, BO, 'knight-given-and-left-on-noticed-after-two-moves-each',
      "White gave the odds of his queen's knight, forgot to take it off, and Black notices after two moves each: the Boy's Own laws have no odds law, and law 3 on men wrongly set at the beginning, after two moves, leaves the choice to the adversary",
      "an odds man left on the board under a code silent on it; the nearest rule (law 3); the count of two moves.",
      "[Odds \"white knight b1 left-on-board\"]. 1. e4 e5 2. Nf3 Nc6: two moves each, and the b1 knight White gave is still on the board (asserted). Black claims.",
      ['3'],
      ["The Boy's Own laws mention odds only for the first move (law 2). Their nearest rule is law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» A man left on that should have been taken off is a man wrongly set at the beginning, and White has played two moves. The other codes disagree on this mistake (twenty-laws 14, Philidor IV, the Acknowledged Laws III, London IV), so the code's own nearest rule decides: Black, the adversary, chooses to begin afresh or to play on. No law provides in terms; Black elects."],
      [('Odds', 'white knight b1 left-on-board')], 'odds-man-not-removed', 'black', 'no-law-provides', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['3'], glossed=['3'])

    case(2011, BO, 'knights-out-and-back-the-opening-position-a-third-time',
      "Both players bring their king's knights out and back twice, and the opening position stands for the third time; Black claims a draw: no Boy's Own law ends a game by repetition, and none sends a dispute anywhere, so it is referred",
      "repetition of position under a code with neither a draw by repetition nor a disputes law.",
      "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8: the opening position stands for the third time, White to move (asserted). Black claims the game drawn.",
      [],
      ["The Boy's Own laws end a game only by mate or by stalemate (law 11), and no code of the five knows a draw by repetition. There is nothing to decide by analogy, and this code has no law, as twenty-laws 20, the Acknowledged Laws XIV and London XXVI have, naming who decides a point the laws leave open. The claim cannot be granted by law; it goes to a third person. No law provides; refer."],
      [], 'unprovided-or-disputed-point', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(2012, BO, 'knight-moves-and-uncovers-the-rooks-check',
      "White's knight moves and uncovers a check from the rook, and White says check; Black says the knight gives no check and claims under law 8: the king is in check, from the rook, so the challenge was true",
      "a discovered check; a \"check\" said by the player who gives it with another man; law 8 needs a king not in check.",
      "Start [FEN] 4k3/8/8/8/4N3/8/8/4RK2 w. 1. Ne4-c5, and White says \"check\": the knight does not attack e8, but its move opens the e-file and the e1 rook checks the e8 king (asserted). Black claims that he was challenged with a check that the knight does not give.",
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move». The law asks whether the king is «in fact» in check, not which man gives it; here it is, from the rook. The challenge was true. Dismissed; Black must meet the check."],
      [], 'false-check-announcement', 'black', 'dismissed', cites=['8'])

    # ============================================================ philidor
    case(2013, PH, 'check-said-through-the-d7-pawn-black-moves-his-king',
      "White plays Bb5 and says check, but the d7 pawn stands between; Black moves his king to e7 and claims before White's next move: rule XIV lets him take it back",
      "a false announcement of check; a line blocked by the defender's own pawn; the claim window of rule XIV.",
      "1. e4 e5 2. Bb5, and White says \"check\" ({[%check]}): the d7 pawn stands between b5 and e8, so there is no check (asserted). Black, in consequence, plays 2... Ke7, a lawful move (asserted), and before White moves claims.",
      ['XIV'],
      ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not yet made his next move.» White has not moved since. Upheld; Black may take Ke7 back and play another move."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['XIV'])

    case(2014, PH, 'kings-knight-takes-its-own-e2-pawn',
      "White's king's knight \"takes\" its own e2 pawn; Philidor has no law on taking one's own man, so rule VIII's false move and VI's king move apply: only Kd2 is open",
      "taking one's own man as a false move (laws.md A36); the king's only move.",
      "1. d4 d5 2. Ng1xe2 ({[%move g1e2]}): the knight stands where its own pawn stood; it is not a lawful move (asserted). Black claims at once. With the men put back, White's king has one lawful move, Kd2 (asserted).",
      ['VIII', 'VI'],
      ["Philidor's rules do not speak of taking one's own man, but a knight cannot lawfully go to a square its own man holds, so the move is a false one. Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move». Rule VI: «you, who have touched it, must play your King if you can.» Laws.md A36: the false move is taken back, then the king moves. It can, to d2. Upheld; Black elects."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['VIII', 'VI'],
      moves={'move-king': F['2014_king']})

    case(2015, PH, 'black-plays-bc5-after-his-own-nc6',
      "Black plays Nc6 and then Bc5 as well, before White replies; Philidor has no law on moves out of turn, and the codes that have one agree: the adversary chooses to retract the second or keep both",
      "two moves in succession under a code silent on them; decided by analogy.",
      "1. e4 e5 2. Nf3 Nc6, and Black, before White replies, also plays Bc5 ({[%move f8c5 black]}), a move he could have made in his turn (asserted). White claims at once.",
      [(TW, '4'), (LO, 'XIV')],
      ["Philidor's seventeen rules say nothing of a move out of turn. The codes that provide agree: twenty-laws 4 («you must replace the second piece; or your adversary may insist that both moves shall remain») and the London code XIV («his adversary may choose whether both moves shall remain, or the second be retracted»). Decided by analogy: White elects. No law provides; the remedies are ordered as the majority of earlier sets order them."],
      [], 'move-out-of-turn', 'white', 'no-law-provides', remedies=['retract-second-move', 'keep-both-moves'], elector='white', cites=[])

    case(2016, PH, 'pawn-and-two-moves-the-queen-checks-from-h5',
      "Receiving the pawn and two moves, White plays e4 and Qh5, checking; Black says the bonus moves must stay at home: Philidor has no such rule, and the one code that has it covers only three or more moves, so the point is referred",
      "odds of the pawn and moves under a code silent on them; twenty-laws 15 reaches only \"three or more\" (laws.md A9).",
      "[Odds \"black pawn-and-moves 2\"]: Black gives the king's bishop's pawn and two moves. White plays 1. e4 2. Qh5 and says \"check\": h5 is on the fifth rank, in Black's half, and the queen checks the e8 king; not mate (asserted). Black claims.",
      [(TW, '15')],
      ["Philidor's rules know the odds of a piece or pawn (rules II and IV) but not of moves, and nothing limits where bonus moves may go. The only code that does, twenty-laws 15, speaks of «the odds of the pawn, and three or more first moves»; laws.md A9: pawn-and-two «are not covered (silent)». So no code provides even by analogy, and earlier sets (for Boy's Own, the Acknowledged Laws and twenty-laws with two moves) referred this point. No law provides; refer."],
      [('Odds', 'black pawn-and-moves 2')], 'odds-moves-out-of-territory', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(2017, PH, 'pinned-bishop-touched-the-king-cannot-stir',
      "White touches his g1 bishop, pinned to the h1 king by the e1 rook; the king has no square: rule XV makes the touch a king move, and since the king cannot be played \"the fault is of no consequence\"",
      "a touched man that cannot be played without exposing the king (laws.md A17); the king move cannot be enforced.",
      "Start [FEN] 7k/8/8/8/8/8/6PP/4r1BK w. The g1 bishop is pinned to the h1 king by the e1 rook and has no lawful move; the king has none either (g2, h2 and g1 are White's own men); White has other lawful moves (asserted). White touches the bishop ({[%touch g1]}). Black claims.",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played». Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King; and if his King cannot be played, the fault is of no consequence.» Laws.md A17 reads «giving check» as exposing his own king. The king move is due but cannot be made. Upheld, with the king move unenforceable: White plays any lawful move."],
      [], 'touched-own-man-unplayable', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['V', 'XV'], glossed=['XV'], unenforceable=['move-king'])

    case(2018, PH, 'second-queen-made-with-check',
      "White's g-pawn reaches g8 and becomes a second queen, checking; Black says a second queen may not be had while the first remains: rule IX allows it \"even when all the Pieces remain\"",
      "promotion to a second queen while the first is on the board.",
      "Start [FEN] 3k4/6P1/8/8/8/8/8/Q3K3 w. 1. g8=Q, and White says \"check\": White has two queens, and the new one checks the d8 king along the rank; not mate (asserted). Black claims.",
      ['IX'],
      ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or any other Piece that shall be thought proper; and this, even when all the Pieces remain on the chess-board.» The first queen's presence is no bar. Dismissed; Black must meet the check."],
      [], 'promotion', 'black', 'dismissed', cites=['IX'])

    # ============================================================ acknowledged-laws
    case(2019, AC, 'pawn-made-a-rook-the-code-is-silent',
      "White's f-pawn reaches f8 and becomes a rook; Black says it must become a queen: the Acknowledged Laws have no promotion law, and the codes that have one leave the choice to the player",
      "promotion under a code silent on it, decided as the bystander of law XIV.",
      "Start [FEN] 8/5P2/8/8/8/2k5/8/4K3 w. 1. f8=R: a rook, no check (asserted). Black claims the pawn must be made a queen.",
      ['XIV'],
      ["The fourteen Acknowledged Laws say nothing of a pawn that reaches the last square. Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.» The codes that provide agree: Philidor IX («a Queen, or any other Piece that shall be thought proper») and London XXI («a Queen, or any other Piece the player may think fit»). Decided by analogy: the rook stands. No law provides; no remedy."],
      [], 'promotion', 'black', 'no-law-provides', cites=['XIV'])

    case(2020, AC, 'bishop-takes-the-knight-through-its-own-pawn',
      "White's c1 bishop takes the g5 knight across its own d2 pawn; only the h4 pawn can lawfully take it: law VII's menu, with the capture by the man that can lawfully make it",
      "an unlawful capture; the lawful capturer; law VII's single menu (laws.md A23).",
      "Start [FEN] 4k3/8/8/6n1/7P/8/3P4/2BQK3 w. 1. Bc1xg5 ({[%move c1g5]}): not lawful, the d2 pawn stands on the diagonal (asserted). The only White man that can lawfully take the knight is the h4 pawn (asserted); the bishop's lawful moves are b2 and a3 (asserted). Black claims at once.",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Laws.md A23: the four remedies form one menu, offered where they fit; for an unlawful capture «take the man» is the capture by a man that can lawfully make it, here hxg5. Upheld; Black elects."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII'], glossed=['VII'], moves={'capture-with-legal-capturer': F['2020_capture']})

    case(2021, AC, 'king-and-queen-exchanged-claimed-after-three-moves-each',
      "White's king and queen were set on each other's squares; Black notices after three moves each, before White's fourth: law II's \"before the fourth move\" is still open, and the set-up is put right",
      "men misplaced at the start; the edge of law II's count (laws.md A21).",
      "Start [FEN] rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w kq: the set-up differs from the standard array on d1 and e1 only (asserted). 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5: three moves each; White has not played his fourth (asserted). Black claims.",
      ['II'],
      ["Law II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the game must proceed as the pieces stand.» Laws.md A21: «before either player plays his 4th move». Neither has. Upheld: the king and queen are set right and play goes on."],
      [], 'initial-men-misplaced', 'black', 'upheld', remedies=['rectify-setup'], cites=['II'], glossed=['II'])

    case(2022, AC, 'pinned-knight-gives-check-from-d3',
      "White's b2 knight, pinned to the a1 king by the d4 bishop, goes to d3 and checks; Black claims: it is an illegal move under law VII, and the pinned knight has no right move to make instead",
      "a check that exposes the own king; the Acknowledged Laws have no check-giving law, so law VII (laws.md A37); \"make the right move\" cannot be enforced.",
      "Start [FEN] 8/8/8/4k3/3b4/8/1N6/K7 w. The b2 knight is pinned to a1 by the d4 bishop and has no lawful move (asserted). 1. Nb2-d3 ({[%move b2d3]}), and White says \"check\": it checks the e5 king and leaves the a1 king open to the bishop (asserted). With the knight back on b2 the king may go to b1 or a2 (asserted). Black claims at once.",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» A move that exposes one's own king is illegal (laws.md A37). There is no man to take; the knight has no right move, so that remedy cannot be enforced; the king move and a legal move after replacement can. Upheld; Black elects."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII'], glossed=['VII'], moves={'move-king': F['2022_king']}, unenforceable=['move-correctly'])

    case(2023, AC, 'pinned-bishop-touched-it-can-still-move-along-the-pin',
      "White touches his d2 bishop, pinned by the a5 bishop, and pleads that it cannot be legally moved so that he may move his king: it can move along the pin, to c3, b4 or a5, so the touch binds",
      "a pinned man that can still move along the line of the pin; law V's note applies only to a man that \"cannot be legally moved\".",
      "Start [FEN] 4k3/8/8/b7/8/8/3B4/4K3 w. The d2 bishop is pinned to e1 by the a5 bishop, but may move along the pin: Bc3, Bb4 or Bxa5 (asserted). White touches it ({[%touch d2]}) and claims that, being pinned, it is unplayable, and that he should move his king instead.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «If the piece cannot be legally moved, the adversary may elect for the player to move his King or replace the piece.» The bishop can be legally moved, along the very line of the pin, and the election in any case belongs to the adversary. Dismissed: White must move the bishop."],
      [], 'touched-own-man-unplayable', 'white', 'dismissed', cites=['V'])

    case(2024, AC, 'castling-into-the-rooks-file',
      "White castles on the king's side although the g8 rook covers g1, where the king comes to rest; f1, the square passed over, is free: law IX names only the squares passed over, but the king may not move into check, so the castling is illegal under law VII",
      "castling into check; law IX.4 says \"pass over\"; the general law (laws.md A37) fills the gap.",
      "Start [FEN] 4k1r1/8/8/8/8/8/8/4K2R w K. f1 is not attacked; g1 is attacked by the g8 rook (asserted). 1. O-O as made ({[%move e1g1]}): the king stands on g1 in check from g8 (asserted). Black claims at once.",
      ['IX', 'VII'],
      ["Law IX: «A player cannot Castle under any of the following circumstances :—1. If he has moved either King or Book. 2. If the King be in Check. 3. If there be any Piece between the King and Hook. 4. If the King in moving pass over any square commanded by any one of his adversary's forces.» None of the four names the square the king comes to. But no move may put one's own king in check (laws.md A37), and castling is a move of the king. So the castling is an illegal move, and law VII gives the penalty: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Upheld; Black elects."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'])

    # ============================================================ london-1847
    case(2025, LO, 'bishop-set-on-b5-white-wants-it-back',
      "White plays Bb5 and quits the bishop, then asks to play it elsewhere: law VIII allows a change of square only while the man is held",
      "hold and quit; the move recorded is a move made.",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5: the bishop stands on b5 (asserted), and White's hand has left it. Black has not moved. White claims the right to play the bishop to another square.",
      ['VIII'],
      ["Law VIII: «While a player holds the Piece or Pawn he has touched, he may play it to any other than the square he took it from; but, having quitted it, he cannot recall the move.» The record shows the move made; a man set down and left has been quitted. Dismissed: Bb5 stands."],
      [], 'man-released', 'white', 'dismissed', cites=['VIII'])

    case(2026, LO, 'pawn-and-three-moves-the-knight-crosses-on-the-second',
      "Receiving the pawn and three moves, White's second bonus move takes his knight to d5, in Black's half; the London code has no such limit, so the point goes to the bystanders of law XXVI",
      "odds of the pawn and moves under a code silent on them; twenty-laws 15 is the only code that confines bonus moves.",
      "[Odds \"black pawn-and-moves 3\"]: Black gives the king's bishop's pawn and three moves. White plays 1. Nc3 2. Nd5: d5 is on the fifth rank, in Black's half; no check (asserted). Black claims before White's third move.",
      ['XXVI', (TW, '15')],
      ["The London code gives the pawn given (VI: «Whenever a Pawn is given, it is understood to be always the King's Bishop's Pawn») but nothing on where bonus moves may go. Only twenty-laws 15 speaks to it: a receiver of «three or more first moves, must confine those moves to his own territory». One code's rule is no agreement of the codes. Law XXVI: «Should any question arise, respecting which there is no law ... the players must refer the point to the most skilful disinterested bystanders». No law provides; refer, as the majority of earlier sets did for this point."],
      [('Odds', 'black pawn-and-moves 3')], 'odds-moves-out-of-territory', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XXVI'])

    case(2027, LO, 'pinned-pawn-takes-the-knight-with-check',
      "White's f2 pawn, pinned to the g1 king by the c5 bishop, takes the g3 knight and checks; Black claims: a false move under law XIII, the pawn has no correct move, and the king may go to g2 or h2",
      "a check that exposes the own king (laws.md A37); a pinned pawn with no lawful move; the king's squares under the knight.",
      "Start [FEN] 8/8/8/2b5/7k/6n1/5P2/6K1 w. The f2 pawn is pinned to g1 by the c5 bishop and has no lawful move (asserted). 1. fxg3, and White says \"check\": the pawn checks the h4 king and leaves the g1 king open to the bishop (asserted). With the pawn and knight back, the king may go to g2 or h2; f1 and h1 are covered by the knight (asserted). Black claims before touching a man.",
      ['XIII', 'XXV'],
      ["Law XIII: «If a player make a false move, i. e. play a Piece or Pawn to any square to which it cannot legally be moved, his adversary has the choice of three penalties; viz., 1st, of compelling him to let the Piece or Pawn remain on the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece or Pawn and move his King.» A move that exposes the own king is a false move (laws.md A37). The pawn has no correct move, so the second penalty cannot be enforced. Law XXV: the claim came «before he touches a Piece or Pawn». Upheld; Black elects."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black',
      cites=['XIII', 'XXV'], glossed=['XIII'], moves={'replace-and-move-king': F['2027_king']}, unenforceable=['move-correctly'])

    case(2028, LO, 'pinned-queen-touched-her-only-move-loses-her',
      "White touches his d2 queen, pinned by the c3 bishop; her only lawful move is to take the bishop, which a pawn guards: law VII binds the touch to that move",
      "a touched man with exactly one lawful move; the move loses the queen; touch-move is not excused by the cost.",
      "Start [FEN] 4k3/8/8/8/1p6/2b5/3Q4/4K3 w. The d2 queen is pinned to e1 by the c3 bishop; her only lawful move is Qxc3, and c3 is guarded by the b4 pawn (asserted). White touches the queen ({[%touch d2]}) without saying j'adoube. Black claims.",
      ['VII'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect». The queen can be played, by one move only. XVII does not apply: the queen «cannot be moved without leaving the King in check» is not true of Qxc3. Upheld: White must play Qxc3."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['VII'],
      moves={'compel-move-touched-man': F['2028_queen']})

    case(2029, LO, 'white-began-a-drawn-game-and-begins-again',
      "White began the previous game, which was drawn, and begins this one too; Black claims the move by turns: law V gives the first move of the next game to the player who began a drawn one",
      "the first move after a drawn game; the two sentences of law V read together.",
      "[PreviousGame \"white drawn\"]: the previous game was begun by White and drawn. 1. e4: White has begun this one (asserted). Black claims that the first move should have been his.",
      ['V'],
      ["Law V: «When no odds are given, the players must take the first move of each game alternately, drawing lots to determine who shall begin the first game. If a game be drawn, the player who began it has the first move of the following one.» The second sentence governs a game after a draw, and gives White the move again. Dismissed."],
      [('PreviousGame', 'white drawn')], 'first-move-or-colour', 'black', 'dismissed', cites=['V'])

    case(2030, LO, 'fifty-moves-counted-against-queen-and-pawn',
      "With king, queen and an h-pawn against the bare king, Black counts fifty moves and claims a draw: law XXII holds only for mates with pieces, and White has a pawn",
      "the reach of law XXII (laws.md A32: only when the side trying to mate has no pawns); fifty moves pass without mate.",
      "Start [FEN] 8/8/8/3k4/8/8/7P/1Q2K3 w: king, queen and pawn against the bare king (asserted). Black gives notice that he will count ({[%fifty black]}). Fifty moves each follow; the h-pawn never moves, and there is no capture, no check, no mate and no stalemate (asserted). Black claims the game drawn.",
      ['XXII'],
      ["Law XXII lists «a Rook and Bishop against a Rook; with both Bishops only; with Knight and Bishop only, &c.» and extends itself: «The law holds good for all other checkmates of Pieces only, such as Queen, or Rook only». Laws.md A32: the count may be demanded «whenever the side trying to mate has no pawns». White has a pawn, so the material is not one the law covers, however long the count. Dismissed."],
      [], 'fifty-move-claim', 'black', 'dismissed', cites=['XXII'], glossed=['XXII'])
