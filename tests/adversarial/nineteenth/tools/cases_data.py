"""The thirty cases of the nineteenth set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'


def write_all(case, F):
    # ============================================================ twenty-laws
    case(1901, TW, 'undertaking-to-mate-on-a-named-square-fifty-moves-counted-against-the-queen',
      "White undertook to mate under a condition; Black gave notice to count, and fifty moves each pass with king and queen against king: law 19 holds \"In any game\" so reduced, and the game is drawn",
      "the fifty-move count under law 19 when the attacker had agreed to mate under a condition; a point another code (London XXIII) decides the other way.",
      "Start [FEN] 8/8/8/4k3/8/8/8/K6Q w: king and queen against the king, nothing else (asserted). White undertook to mate under a condition, on a square he named ({[%condition white]}). Black at once gave notice that he would count the moves ({[%fifty black]}). Fifty moves each follow: no capture, no check, no mate, no stalemate, no position twice (asserted). Black claims the game drawn.",
      ['19', (LO, 'XXIII')],
      ["Law 19: «In any game where the number of pieces are reduced to the king and queen against the king ... the adversary may give notice that he intends to count the moves, in which case you must check mate in not exceeding fifty moves for each player (to be computed from the notice given) or it will be a drawn game.» The material is the first one the law lists, notice was given, and fifty moves each have passed from it without mate.",
       "The London code has a law that frees an undertaking of this kind from any count (XXIII: «he is not restricted to any number of moves»). These laws have none. Law 20 hands to a third person only points «for which the laws have not provided», and law 19 provides for «any game» with this material; a private undertaking to mate in a particular way does not take the game outside those words. So the count stands and the game is drawn. Upheld."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['19'])

    case(1902, TW, 'pawn-steps-two-with-check-the-only-answer-is-the-capture-in-passing',
      "Black's d-pawn steps two squares and checks; White's only answer is to take it in passing, and Black says these laws know no such capture: they know no two-square step either, and the codes that give the one give the other with it",
      "capture in passing under a code silent on it; a check given by a two-square step; the capture is the only lawful move (without it White is mated).",
      "Start [FEN] 5r2/3p4/4p3/4P3/4K3/r7/8/k2r4 b. 1... d5, and Black says \"check\": the pawn checks the e4 king (asserted). The king's squares d3, e3, f3, d4 and f4 are covered and d5 is guarded by the e6 pawn; White's only lawful move is 2. exd6, in passing, and without it White would be checkmated (asserted). White plays exd6. Black claims that the capture in passing is not a move these twenty laws allow.",
      ['20', (PH, 'X'), (AC, 'VIII'), (LO, 'XV')],
      ["These laws say nothing of a pawn's two-square step or of the capture in passing. Law 20: «If any dispute arise as to points of the game, for which the laws have not provided, the matter is to be referred to a third person, whose decision is to be final.» The third person decides by analogy with the codes that do provide, and they agree: Philidor X («it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move»), the Acknowledged Laws VIII and the London code XV («the opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one square only») give the capture in the same sentence that gives the two-square step. Black's own d7-d5 rests on the same silence. A code that is read to allow the step must allow the capture that goes with it.",
       "So exd6 was lawful; the check is met, and the game goes on. Black's claim fails, decided by analogy as the third person: no law provides, no remedy."],
      [], 'en-passant', 'black', 'no-law-provides', cites=['20'])

    case(1903, TW, 'second-move-in-succession-takes-on-f7-with-check-black-takes-back-then-claims',
      "White plays Nf3 and then, out of turn, Bxf7 with check; Black takes the bishop with his king and only then claims the two moves: law 11 bars any retraction once the adversary has moved a piece",
      "two moves in succession; the claim window of law 11 (laws.md A6); Black's reply was made to a check the second move gave.",
      "1. e4 e5 2. Bc4 Nc6 3. Nf3, and White, before Black replies, also plays Bc4xf7 and says \"check\" ({[%move c4f7 white]}); the bishop checks the e8 king (asserted). Black answers Kxf7 ({[%move e8f7]}), a lawful capture (asserted), and then claims that White played two moves in succession.",
      ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain». Law 11: «No irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, after the adversary has moved a piece.» Laws.md A6 reads «after the adversary has moved» as governing both halves of law 11, and it sets the end of every claim under these laws.",
       "Black moved a piece: his king took the bishop. That the second move gave check, and that Kxf7 answered it, does not change the fact; the law asks only whether the adversary has moved, not why. Black could have claimed before touching his king, and did not. Out of time: both moves stand, and so does Kxf7."],
      [], 'move-out-of-turn', 'black', 'out-of-time', cites=['4', '11'], glossed=['11'])

    case(1904, TW, 'pawn-and-three-moves-kept-at-home-the-queen-crosses-on-the-fourth-move',
      "Receiving the pawn and three moves, White keeps the three in his own half; after Black's reply his fourth move, Qh5, crosses and checks: law 15 confines only \"those moves\", the first moves given",
      "odds of the pawn and three moves; the reach of law 15 (laws.md A9); law 15's own example (Qh5 checking) played as an ordinary move.",
      "[Odds \"black pawn-and-moves 3\"]: Black gives the king's bishop's pawn and three moves. White plays 1. e4 2. d4 3. Bd3, all on his third and fourth ranks (asserted). Black replies 3... e6. White plays 4. Qh5 and says \"check\": the queen on the fifth rank checks the e8 king across the empty f7 and g6 squares; it is not mate (asserted). Black claims that White has given exactly the check law 15 forbids.",
      ['15'],
      ["Law 15: «A player receiving the odds of the pawn, and three or more first moves, must confine those moves to his own territory, otherwise he might give check-mate before the adversary had moved a piece». Laws.md A9: «It applies only to the bonus moves (\"those moves\")», and the territory is the receiver's own half. White's three first moves stayed on his own ranks. Qh5 is his fourth move, made after Black had moved, and it is an ordinary move of the game; the mischief the law names, a mate «before the adversary had moved a piece», cannot arise from it. Dismissed; Black must meet the check."],
      [('Odds', 'black pawn-and-moves 3')], 'odds-moves-out-of-territory', 'black', 'dismissed', cites=['15'], glossed=['15'])

    case(1905, TW, 'third-knight-made-with-mate-the-code-is-silent-on-promotion',
      "White's pawn reaches d8 and becomes a third knight, with mate; Black says a pawn may become only a queen: these laws say nothing of promotion, and the codes that do allow any piece, even when all remain",
      "promotion under a code silent on it; a third knight; the mate stands.",
      "Start [FEN] 8/3Pp2p/1N2k3/4p1K1/2N5/8/8/8 w. Both White knights are on the board (asserted). 1. d8=N: the new knight checks the e6 king, and the king has no square (asserted: checkmate). A queen, rook or bishop on d8 would give no check at all (asserted). Black claims that a pawn may be exchanged only for a queen, or at least not for a third knight.",
      ['20', (PH, 'IX'), (LO, 'XXI')],
      ["These twenty laws say nothing of a pawn that reaches the last square. Law 20 sends points «for which the laws have not provided» to a third person. The codes that provide agree on both of Black's points: Philidor IX («is entitled to make a Queen, or any other Piece that shall be thought proper; and this, even when all the Pieces remain on the chess-board») and the London code XXI («It follows, therefore, that he may have two or more Queens, three or more Rooks, Bishops, or Knights»). Laws.md A18 takes «any other Piece» as queen, rook, bishop or knight, and tells the silent codes to follow the same rule by analogy.",
       "So the third knight is lawful, and the mate it gives stands: the game is White's. Decided by analogy as the third person; no remedy."],
      [], 'promotion', 'black', 'no-law-provides', result='white', cites=['20'])

    case(1906, TW, 'double-check-white-touches-the-bishop-that-could-take-the-knight',
      "Black's knight gives double check, opening the a5 bishop's line; White touches his f1 bishop, which could take the knight: in double check no bishop move is lawful, so law 1 turns the touch into a king move",
      "a touched man that cannot be played because of a double check; \"expose your king to check\" read with a king already in check; a discovered check.",
      "Start [FEN] 4k3/8/8/b7/1n6/8/5PP1/4KB1R b. 1... Nd3, and Black says \"check\": the knight checks e1, and the a5 bishop checks along the diagonal the knight has opened (asserted: double check). White touches his f1 bishop ({[%touch f1]}). It is not pinned, and Bxd3 would take the knight, but the bishop's check from a5 would remain, so no bishop move is lawful (asserted). White's only lawful moves are Kd1 and Ke2 (asserted). Black claims.",
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check, in which case, you are to move the king, when possible». Every move of the bishop, the capture of the knight included, would leave the king exposed to a check from a man of the adversary; a king left standing in check is exposed to it as much as one uncovered. So the exception governs, and the touch becomes a king move, which is possible (Kd1 or Ke2). Black claimed before moving (law 11). Upheld; Black elects the king move."],
      [], 'touched-own-man-unplayable', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['1', '11'],
      moves={'move-king': F['1906_king']})

    # ============================================================ boys-own-1829
    case(1907, BO, 'jadoube-said-over-the-kings-knight-the-code-knows-no-jadoube',
      "White says j'adoube and adjusts his king's knight, and Black claims it must be played: the Boy's Own laws have no j'adoube, and law 4 binds every touch but one that would discover check",
      "touching one's own man under a code that has no j'adoube; the adjustment that other codes excuse.",
      "1. e4 e5. White, to play, says \"j'adoube\" and adjusts his knight on g1 ({[%adjust g1]}). He has not yet moved. Black claims that White must play the knight. The knight's lawful moves are Ne2, Nf3 and Nh3 (asserted).",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» The only exception in these laws is the one for a man whose move would discover check. They say nothing of a word that excuses a touch; the excuse is written in every other code (twenty-laws 1, Philidor V, the Acknowledged Laws V, London VII), and not in this one. A dispute on a point a code does provide for is not decided by borrowing: the touch is a touch. Upheld; White must play the knight, and Black elects."],
      [], 'adjustment-claim', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['4'],
      moves={'compel-move-touched-man': F['1907_knight']})

    case(1908, BO, 'fifty-moves-counted-against-rook-and-bishop-the-code-is-silent',
      "Black gives notice to count fifty moves against rook and bishop, and fifty moves each pass: the Boy's Own laws have no such rule, and every code that has one draws this ending",
      "the fifty-move count under a code silent on it; the four other codes agree on this material.",
      "Start [FEN] 8/8/2k5/8/5r2/2B5/1K6/6R1 w: rook and bishop against rook, no pawns (asserted). Black gives notice that he will count the moves ({[%fifty black]}). Fifty moves each follow: no capture, no check, no mate, no stalemate, no position twice (asserted). Black claims the game drawn.",
      [(TW, '19'), (PH, 'XVII'), (AC, 'XII'), (LO, 'XXII')],
      ["The eleven Boy's Own laws end a game only by mate or stalemate (law 11), and they have no law on counting moves, nor any law that sends a question to a third person. The four other codes all provide, and for this material they agree: twenty-laws 19 names «the rook and bishop against the rook», Philidor XVII names «that of a Rook and a Bishop against a Rook», the London code XXII names «a Rook and Bishop against a Rook», and the Acknowledged Laws XII lets «the defending player» call for fifty moves in any ending (laws.md A26). Each counts from the defender's notice and gives a draw when fifty moves on each side pass without mate.",
       "Decided by analogy as the third person: notice was given and fifty moves each have passed, so the game is drawn."],
      [], 'fifty-move-claim', 'black', 'no-law-provides', remedies=['declare-draw'], result='draw', cites=[])

    case(1909, BO, 'knight-set-down-on-f3-and-left-white-says-he-still-held-it',
      "White plays Nf3 and lets go, then asks to place the knight elsewhere, pleading that law 4 lets a man be moved on though it was set down upon a square: that holds only while the hand keeps hold",
      "hold and quit under law 4 (\"though you may have set him down upon a square\"); the record shows a move made.",
      "1. e4 e5 2. Nf3, a lawful move, made (asserted). Black has not moved. White says he meant to play the knight elsewhere and claims that, under law 4, a man set down on a square may still be placed where he pleases.",
      ['4'],
      ["Law 4 gives both halves: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep hold of him, you are at liberty to place him where you please, though you may have set him .down upon a square». Setting the man down does not end the move; taking the hand from it does. The record shows 2. Nf3 made, which is the hand taken away; there is no touch or hold recorded after it. The knight «must remain where he is». Dismissed; it is Black's turn."],
      [], 'man-released', 'white', 'dismissed', cites=['4'])

    case(1910, BO, 'in-check-white-touches-a-knight-that-cannot-answer-the-check',
      "In a bishop's check, White touches a knight that is not pinned and none of whose moves meets the check: law 4 makes a king move only of a man whose move would discover check, so the touch binds to a knight move that cannot be made",
      "a touched man that cannot be played because the king is in check, not because it is pinned; the narrow words \"discover check\" of law 4; a penalty that cannot be enforced.",
      "Start [FEN] 4k3/4b3/8/8/8/7N/2P5/4K3 b. 1... Bb4, and Black says \"check\": the bishop checks e1 along b4-c3-d2 (asserted). White touches his knight on h3 ({[%touch h3]}). It is not pinned, but each of its moves (f2, f4, g1, g5) leaves the check on the board, so none is lawful; White could have met the check with c3 or a king move (asserted). Black claims that White is bound by the touch.",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» To discover check is to uncover a line to one's own king; a move of this knight uncovers nothing, for the check is already on the board. So the exception, and with it the king move, does not apply (unlike London XVII, whose words «cannot be moved without leaving the King in check» reach this case). The rule itself stands: White must play the knight. He cannot: no knight move is lawful while the check stands.",
       "Upheld: the knight must be played, but that cannot be enforced, and no other penalty is written. White meets the check as he may. Black elects."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['4'],
      unenforceable=['compel-move-touched-man'])

    case(1911, BO, 'rook-given-and-the-king-castles-towards-the-empty-corner',
      "White, who gave the queen's rook, moves his king from e1 to c1 as if castling with it: the Boy's Own laws do not say whether a player giving a rook may castle on its side, and the codes that speak disagree",
      "castling on the side of a rook given as odds, under a code silent on it; the providing codes disagree (twenty-laws 8 and 16 against Philidor XI and XII, laws.md A2 and A16).",
      "[Odds \"white rook a1\"]. 1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7. a1, b1, c1 and d1 are empty, White is not in check and d1 and c1 are not attacked (asserted). 5. White moves his king e1-c1 ({[%move e1c1]}) and no rook moves, for there is none. Black claims that this is no castling.",
      ['6', '2', (TW, '8'), (PH, 'XI'), (PH, 'XII')],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» Neither the king nor a rook has moved, and law 2 speaks of odds only for the first move. These laws do not say whether a player who gave a rook may castle as if it stood on its square.",
       "The codes that speak disagree. Twenty-laws 8: «a player giving the odds of the rook, may still castle on that side of the board, as if the rook were at its square» (and 16 the same). Philidor XI makes castling a move of two men («the Rook with which he castles must take its place next to the King»), and laws.md A16 reads Philidor as giving no castling without the rook. With no law and no agreed analogy, the point is for a third person: referred."],
      [('Odds', 'white rook a1')], 'illegal-castling', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['6'])

    case(1912, BO, 'king-takes-a-pawn-guarded-by-a-pinned-knight-and-has-no-other-square',
      "White's king takes the a2 pawn, which only a pinned knight guards; a pinned man still gives check, so the capture is false, and law 7's king move cannot be made: the king has no other square",
      "an illegal capture by the king; a pinned knight still guards; the king-move penalty cannot be enforced.",
      "Start [FEN] 1rk5/8/8/8/8/2n5/p7/K1R5 w. The c3 knight is pinned to the c8 king by the c1 rook, and it alone guards the a2 pawn (asserted). 1. White's king takes the pawn ({[%move a1a2]}): not lawful, for the pinned knight still attacks a2 (asserted). With the king back on a1, it has no lawful move: b1 is attacked by the pawn, the knight and the b8 rook, and b2 by the rook; White's rook has lawful moves (asserted). Black claims.",
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». A king may not go where an adversary's man attacks, and a pinned man attacks as well as a free one: the knight's move to a2 would uncover its own king, but a king that stands on a2 is in check from it all the same. So Kxa2 is a false move.",
       "The penalty is a king move, and the king has none: every square it could reach is attacked. The law gives the penalty only «if you ¢an do so without placing him in check». Upheld; the king move is offered but cannot be enforced, and White makes another move. Black elects."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'], unenforceable=['move-king'])

    # ============================================================ philidor
    case(1913, PH, 'castling-the-old-way-king-to-h1-rook-to-g1',
      "White castles \"the old way\", king to h1 and rook to g1, where ordinary castling was open to him: rule XI gives the king only two squares, so it is castling when he should not, and White chooses rook or king",
      "free castling (the note to XI, laws.md A39); XII's penalty, elected by the offender (A16 ii).",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5. King and rook are unmoved, f1 and g1 are empty, and none of e1, f1, g1, h1 is attacked, so castling in the ordinary way was lawful (asserted). 4. White castles the old way: the king goes to h1 and the rook to g1 ({[%move e1h1 g1]}); the king does not stand on the far side of the rook (asserted). Black claims.",
      ['XI', 'XII', 'VIII', 'VI'],
      ["Rule XI: «The King, when he castles, can only go beyond two squares, that is, the Rook with which he castles must take its place next to the King; and this last, leaping over, will he posted on the other side of the Rook.» Its note describes the other way only as a foreign custom («The old way of castling in several countries, and which still subsists in some»); laws.md A39 reads XI as the rule and the old way as off unless agreed. The king went three squares, so White castled in a way the rules do not allow.",
       "Rule XII: «he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» Laws.md A16 (ii): the offender chooses, not the adversary. Upheld; the castling is undone and White plays his rook or his king as he chooses. (No move list is stated: whether ordinary castling would count as playing the king is not decided here.)"],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-rook', 'move-king'], elector='white',
      cites=['XII', 'XI', 'VIII', 'VI'], glossed=['XII', 'XI'])

    case(1914, PH, 'capture-in-passing-gives-check-and-opens-the-rank-to-the-own-king',
      "White takes the d5 pawn in passing and says check; the capture takes both pawns off the fifth rank and leaves White's king open to the h5 rook: a move that exposes one's own king is a false move, and White must play his king",
      "a capture in passing that gives check and exposes the capturer's king along the rank (both pawns leave it); self-exposure heard as a false move (laws.md A37).",
      "Start [FEN] 8/3pk3/8/K3P2r/8/8/8/8 b: the e5 pawn screens White's king on a5 from the h5 rook (asserted). 1... d5. 2. exd6, in passing, and White says \"check\": the d6 pawn checks the e7 king, but d5 and e5 are now both empty and White's king stands in the rook's line (asserted: the capture is not lawful). Black claims. With exd6 taken back, White's king may go to a4, b4, b5, a6 or b6 (asserted).",
      ['X', 'VIII', 'VI'],
      ["Rule X allows the capture in form: «it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move». But the capture removes two pawns from the fifth rank at once, the one that takes and the one taken, and with them the screen between the a5 king and the h5 rook. Philidor has no rule on a move that exposes one's own king; laws.md A37 treats every such move as a false move. That it gives check does not help: the check is given by a move that could not lawfully be made.",
       "Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» Black claimed before his next move. Upheld; exd6 is taken back and White plays his king (Ka4, Kb4, Kb5, Ka6 or Kb6). Black elects."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['VIII', 'VI'], glossed=['VIII'],
      moves={'move-king': F['1914_king']})

    case(1915, PH, 'pawn-made-a-queen-stalemates-white-asks-to-make-it-a-knight',
      "White's pawn reaches f8 and he sets a queen there, which stalemates Black; he then asks to make it a knight instead: rule VII says a piece quite left cannot be taken again, and in England the stalemated player wins",
      "hold and quit applied to the choice of piece on promotion; a stalemate that decides the game for the stalemated player (England, laws.md A19).",
      "Start [FEN] 8/5P1k/8/5K2/8/8/8/8 w. 1. f8=Q: White sets a queen on f8 and lets go. Black is not in check and has no lawful move (asserted: stalemate). A knight on f8 would have checked the king instead, and a rook or bishop would not have stalemated it (asserted). White claims that he may still change the queen for a knight.",
      ['VII', 'IX', 'XVI'],
      ["Rule IX: the pawn «is entitled to make a Queen, or any other Piece that shall be thought proper». The choice is the player's, and it is made when the piece is set on the square. Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place; but so long as he keeps his hold of it, he is at liberty to play it where he pleases.» White left the queen; the move is complete, and the choice with it. White's claim is dismissed.",
       "The position is a stalemate. Rule XVI: «In England, he whose King is stale-mate wins the game»; laws.md A19 takes England as the default, the code being the English club's. So the game is Black's."],
      [], 'man-released', 'white', 'dismissed', result='black', cites=['VII', 'IX', 'XVI'], glossed=['XVI'])

    case(1916, PH, 'queens-knight-and-bishop-set-on-each-others-squares-noticed-after-two-moves',
      "White set his queen's knight and bishop on each other's squares, and Black notices after two moves each: Philidor has no rule on misplaced men, and his rule on a forgotten man gives the adversary the choice to begin again or to go on with the man set right",
      "men misplaced at the start, under a code that provides only for a man forgotten; decided by analogy with the code's own nearest rule.",
      "Start [FEN] with White's bishop on b1 and knight on c1; nothing else differs from the standard array (asserted). 1. e4 e5 2. d4 d6; the two men have not moved (asserted). Black claims.",
      ['III', (TW, '12'), (BO, '3')],
      ["Philidor's rules provide for a man forgotten (III) and for odds forgotten (IV), not for men set on the wrong squares. The other codes do not agree: twenty-laws 12 lets the mistake be rectified «provided neither party have played four moves»; Boy's Own 3, after two moves, leaves the adversary to «permit you to begin game afresh, or not, as he pleases»; the Acknowledged Laws II and London II put it right before the fourth move. So the analogy is taken from Philidor's own rule for the nearest mistake, rule III: «it will be in the adversary’s choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set in its place». A man on the wrong square is a man missing from its own square and one too many on another; setting both right is the «go on» of III.",
       "Decided by analogy as the third person: Black, the adversary of the player who misplaced the men, chooses to begin again or to go on with the knight and bishop set on their own squares."],
      [], 'initial-men-misplaced', 'black', 'no-law-provides', remedies=['restart-game', 'rectify-setup'], elector='black',
      cites=['III'], glossed=['III'])

    case(1917, PH, 'rook-moved-as-a-bishop-with-a-false-check-black-misled-moves-his-king',
      "White's rook moves like a bishop and White says check; Black, misled, moves his king and then claims the false move; White pleads that Black has made his next move: rule XIV lets Black take that move back, so VIII's limit has not run",
      "the time limit of rule VIII read with rule XIV; a false move and a false announcement of check together.",
      "Start [FEN] 4k3/8/8/8/8/8/8/3RK3 w. White moves his rook d1-a4, as a bishop would go (asserted: a false move), and says \"check\"; the rook on a4 gives none (asserted). Black, believing the diagonal to e8 attacked, plays Kf8 ({[%move e8f8]}), a lawful move (asserted). White has not moved since. Black then claims the false move, and White pleads rule VIII.",
      ['VIII', 'XIV'],
      ["Rule VIII: «no false move can be recalled after the adversary's next move». Kf8 is Black's next move in form. But rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not yet made his next move.» Black moved his king in consequence of a check that was not given, and White has not moved again, so Black may take Kf8 back. A move the rules let him retract cannot be the move that shuts his claim; once it is retracted, the false move is still the last move on the board.",
       "White's plea is dismissed; Black's claim of the false move is heard in time."],
      [], 'late-claim', 'white', 'dismissed', cites=['VIII', 'XIV'])

    case(1918, PH, 'black-gives-a-knight-forgets-it-and-white-claims-after-one-move-each',
      "Black, giving the odds of a knight, moved first with the knight still on the board; White notices after one move each: rule IV gives the choice, to go on or to begin again, to the player who suffered, at once and with no count of moves",
      "odds man not removed, noticed early; Philidor IV has no four-move limit and no plain removal; who has \"suffered\" (laws.md A15); Black as the giver moves first.",
      "[Odds \"black knight b8 left-on-board\"]: Black gives a knight and moves first (rule II), but forgot to take it off. 1... e5 2. e4: one move each, and the knight is still on b8 (asserted). White claims.",
      ['IV', 'II'],
      ["Rule II: «He that gives a Piece is supposed to have the move», so Black began. Rule IV: «If it is agreed to give the advantage of a Piece, or a Pawn, and it has been forgotten at the beginning of a game, it will be left to the choice of him who has suffered by such a mistake, to go on with the game, or to begin it again.» Laws.md A15: the one who suffered is the receiver, White, since the giver kept a man he should have removed.",
       "Unlike twenty-laws 14 (a restart before four moves) and the London code IV (removal before four moves each, laws.md A29), rule IV counts no moves and offers no third course: White chooses between going on as the men stand and beginning again. Upheld; White elects."],
      [('Odds', 'black knight b8 left-on-board')], 'odds-man-not-removed', 'white', 'upheld',
      remedies=['continue-as-is', 'restart-game'], elector='white', cites=['IV'], glossed=['IV'])

    # ============================================================ acknowledged-laws
    case(1919, AC, 'board-turned-with-a-black-corner-at-the-right-of-no-absolute-consequence',
      "The board stood with a black corner at each player's right; Black notices after one move each and asks that it be put right: law I's own note says this is of no absolute consequence to the game",
      "board misoriented; a law that states the rule and, in its note, that breaking it does not matter.",
      "[BoardOrientation \"misoriented\"]. 1. e4 e5. Black notices that the board stands without a white corner square at each player's right hand, and claims that it be set right.",
      ['I', 'II'],
      ["Law I: «The chess-board to be so placed that each player has a white corner square at his right hand. [It is of no absolute consequence to the game whether a white or black square be at the right hand, but for the sake of uniformity the players have agreed to this arrangement.]» Law II puts right men «misplaced at starting»; the men here stand on their proper squares, only the colours under them are reversed. The law that governs the board gives no remedy and says in terms that its breach has no consequence for the game. The claim is dismissed; the game goes on as it stands."],
      [('BoardOrientation', 'misoriented')], 'board-misoriented', 'black', 'dismissed', cites=['I'])

    case(1920, AC, 'white-left-off-his-d-pawn-and-blacks-knight-now-stands-on-d2',
      "White set up without his d-pawn, and after three moves each Black's knight stands on d2; White asks to amend his error, in time, but the pawn's square is taken: law II cannot be carried out as written, so the point goes to a bystander",
      "a man omitted at the start, claimed in time by the player who omitted it; the square it should go to is held by the adversary's knight.",
      "Start [FEN] with White's d2 pawn missing; nothing else differs from the standard array (asserted). 1. e3 Nf6 2. a3 Ne4 3. b3 Nd2: three moves each, and Black's knight now stands on d2 without giving check (asserted). White claims to amend his error and set the pawn on d2.",
      ['II', 'XIV'],
      ["Law II's note: «If a player has omitted to place all his Pieces or Pawns on the board, he may amend his error before four moves have been made, but not after.» Neither side has played a fourth move (laws.md A21), so White is in time. But the amendment the law has in view is to put the man on its square, and d2 holds Black's knight, which went there lawfully through the very gap the omission left. The law says nothing of a square that is taken, and no other code does either (laws.md A14 sends the same point under Philidor III to a referee).",
       "Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.» Referred."],
      [], 'initial-man-omitted', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['II', 'XIV'], glossed=['II'])

    case(1921, AC, 'perpetual-check-and-the-position-thrice-repeated-claimed-as-a-draw',
      "White, a rook down, checks from h5 and e8 until the same position has stood three times, and claims a draw: these laws draw a game only by stalemate or the fifty-move call, so the claim goes to a bystander",
      "perpetual check and repetition of position, provided for by no code; the later edition of these laws adds perpetual check, the seed does not.",
      "Start [FEN] 4Q3/6pk/8/8/1r3p2/q7/5PPP/6K1 w: Black has queen and rook against White's queen (asserted). 1. Qh5 Kg8 2. Qe8 Kh7 3. Qh5 Kg8 4. Qe8 Kh7, each queen move a check, said as such, with one lawful reply (asserted). The first position now stands for the third time, White to move; no mate, no stalemate (asserted). White claims the game drawn by perpetual check.",
      ['XIII', 'XII', 'XIV'],
      ["Law XIII: «Stalemate is a drawn game.» Law XII lets «the defending player» call for a mate in fifty moves. These laws know no other draw: nothing on a check that goes on for ever or on a position repeated. Laws.md §1.4 shows that a later edition of the same family added perpetual check («Stalemate, or perpetual check is a drawn game»), which is found text, not the law of this code; and none of the other four codes has such a rule, so there is no analogy to borrow.",
       "Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.» Referred."],
      [], 'unprovided-or-disputed-point', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XIV'])

    case(1922, AC, 'white-moves-blacks-king-from-g8-to-f8',
      "White moves Black's king from g8 to f8: law VII's menu applies, and of it \"take the man\" cannot be carried out, for a king is never taken",
      "moving the adversary's man when the man is the king, under the Acknowledged Laws' one menu (laws.md A23); a remedy that cannot be enforced.",
      "Start [FEN] 6k1/5ppp/8/8/8/8/5PPP/R5K1 w. White moves Black's king from g8 to f8 ({[%move g8f8]}); it stands on a square no White man attacks (asserted). Black claims. White's king may go to f1 or h1 (asserted).",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» To move the opponent's man is to touch it, and more. Laws.md A23: only the remedies that fit the offence are offered: «take the man», «move his King», and «replace the piece and make a legal move». There is no right move of the adversary's man to make.",
       "The man is Black's king, and no law lets a king be taken (laws.md §6: «Keep \"capturing the king\" illegal in every ruleset.»). So taking it is offered but cannot be enforced; the king move (Kf1, Kh1) and the replacement with a legal move can. Upheld; Black elects."],
      [], 'moved-adversary-man', 'black', 'upheld',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      moves={'move-king': F['1922_king']}, unenforceable=['compel-capture-of-touched-man'])

    case(1923, AC, 'unannounced-double-check-the-bishop-takes-the-knight-and-leaves-the-rook',
      "White's knight gives double check without a word; Black takes the knight with his bishop and leaves the rook's check; White claims at once: within two moves the pieces are replaced, and against a double check only the king can move",
      "the two-move exception of law X (laws.md A25); double check by a discovered rook; a capture that answers one check and ignores the other.",
      "Start [FEN] 4k3/r5b1/8/8/4N3/8/8/4R1K1 w. 1. Nf6, and nothing is said: the knight checks e8, and the e1 rook checks along the file the knight has left (asserted: double check). Black replies Bxf6, which takes the knight but leaves the rook's check (asserted: not lawful, but Black need not notice an unannounced check). White claims that Black's king stands in check. At the point of check Black's only lawful replies were Kf7, Kd8 and Kf8; neither Bxf6 nor Re7 was lawful (asserted).",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check. [This law is subject to this exception : that two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.» Laws.md A25 (Pick A): when the check is found within two further moves, the moves are taken back to the check and the check is answered. One move has been made since the check.",
       "So Bxf6 is taken back, the knight stands again on f6, and Black must make a proper move: against a double check no capture or interposition helps, and only the king can move (Kf7, Kd8 or Kf8). Upheld."],
      [], 'unannounced-check', 'white', 'upheld', remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'],
      moves={'retract-to-point-of-check': F['1923_king']})

    case(1924, AC, 'in-check-the-rook-takes-its-own-pawn',
      "In a bishop's check, White's rook takes his own a2 pawn: under law VII Black may compel the right move of the rook, which is only Rc3, a king move, or the replacement with any legal move",
      "taking one's own man while in check; law VII's menu cut to what fits (laws.md A23); the rook's \"right move\" must meet the check.",
      "Start [FEN] 4kb2/8/8/8/8/R7/P1P5/4K3 b. 1... Bb4, and Black says \"check\": the bishop checks e1 along b4-c3-d2 (asserted). White's rook goes from a3 to a2 and takes his own pawn ({[%move a3a2]}). Black claims. With the pawn back, the rook's only lawful move is Rc3, which covers the check; the king may go to d1, f1, e2 or f2; White's other lawful move is c3 (asserted).",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Laws.md A23: «take one of his own men» covers the capture of one's own man, and only the remedies that fit are offered. There is no adversary's man to take; the right move is a lawful move of the rook that was misplayed.",
       "White is in check, so every remedy must meet it: the rook's right move is Rc3 only; the king may go to d1, f1, e2 or f2; a legal move after replacement may be any of these or c3. Upheld; Black elects."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'], glossed=['VII'],
      moves={'move-correctly': F['1924_rook'], 'move-king': F['1924_king']})

    # ============================================================ london-1847
    case(1925, LO, 'white-touches-the-d5-pawn-and-then-says-jadoube',
      "White touches Black's d5 pawn and only then says j'adoube: law VII wants the word at the moment of touching, and law IX's \"without saying J'adoube\" is read with it, so White must take the pawn",
      "j'adoube said after touching the adversary's man; the timing of VII carried into IX (compare twenty-laws 2, \"instantly\").",
      "1. e4 d5. White, to play, touches Black's d5 pawn ({[%touch d5]}) and afterwards says \"j'adoube\" ({[%adjust d5]}). The pawn can be taken lawfully, and only by exd5 (asserted). Black claims that the word came too late.",
      ['IX', 'VII', 'XXV'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it». Law VII fixes when the word counts, for the player's own men: «unless at the moment of touching it the player say “J’adoube”». IX says «without saying» and does not repeat the timing; read with VII, to which it is the counterpart for the adversary's men, the word must come with the touch, not after it. (Twenty-laws 2 differs in words: «you must instantly acknowledge the error».) White touched first and spoke after.",
       "Black claimed before touching a man (XXV). Upheld: White must take the pawn, and exd5 is the only way. Black elects."],
      [], 'adjustment-claim', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black',
      cites=['IX', 'VII', 'XXV'], moves={'compel-capture-of-touched-man': F['1925_capture']})

    case(1926, LO, 'black-undertook-a-self-mate-white-asks-for-a-limit-of-moves',
      "Black undertook to force White to mate him; after six moves each White asks that the undertaking be held to a limit of moves: law XXIII says such a player is not restricted to any number",
      "an agreed self-mate (London XXIII); a claim for a limit of moves without notice under XXII.",
      "Start [FEN] 8/8/8/8/1q6/8/3k4/R5K1 b. Black undertook to force White to checkmate him ({[%condition black]}). Six moves each follow: no capture, no check, no mate, no stalemate, no position twice (asserted). White claims that the undertaking must be fulfilled within a limit of moves, or the game be drawn.",
      ['XXIII'],
      ["Law XXIII: «If a player agree to checkmate with a particular Piece or Pawn, or on a particular square, or engage to force his adversary to stalemate or checkmate him, he is not restricted to any number of moves.» Black engaged to force his adversary to checkmate him: the law names that undertaking, and for it there is no limit. (Nor has any notice to count been given under XXII.) Dismissed; the game goes on."],
      [], 'conditional-mate-agreement', 'white', 'dismissed', cites=['XXIII'])

    case(1927, LO, 'king-set-on-d1-castles-after-four-moves-each',
      "White's king and queen were set on each other's squares and the game went past four moves each; the king, never moved, now goes d1-b1 as if castling: law II leaves the men as they stand, and no law says whether a king so placed may castle",
      "castling with a king that began on a wrong square (laws.md §6, item 6: all old codes silent); a point referred under XXVI.",
      "Start [FEN] with White's king on d1 and queen on e1; nothing else differs from the standard array (asserted). 1. e4 e5 2. Nc3 Nc6 3. d3 d6 4. Be3 Be6: four moves each, the king unmoved on d1 and the rook on a1, b1 and c1 empty and no square from d1 to b1 attacked (asserted). 5. White moves his king d1-b1 ({[%move d1b1]}), saying he castles. Black disputes it.",
      ['II', 'XVI', 'XXVI'],
      ["Law II: «If a Piece or Pawn be misplaced at the beginning of the game, either player may insist upon the mistake being rectified, if he discover it before pla3'ing his fourth move, but not afterwards.» Both have played four moves, so the men stand where they were set. Law XVI lists the cases in which «A player cannot castle», and none fits: the king and the rook have not moved, the king is not in check, nothing stands between, and the king passes no attacked square. But XVI presumes a king on its own square; whether a king set on d1 may castle at all, and how, is a question «respecting which there is no law» (laws.md §6: «Castling with a king or rook that started on a wrong square: all old codes are silent.»).",
       "Law XXVI: «Should any question arise, respecting which there is no law, or in case of a dispute respecting any law, the players must refer the point to the most skilful disinterested bystanders». No other code provides an analogy. Referred."],
      [], 'unprovided-or-disputed-point', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XVI', 'XXVI'])

    case(1928, LO, 'pawn-takes-its-own-knight-on-a8-and-becomes-a-queen',
      "White's b7 pawn takes his own knight on a8 and is made a queen: law XII lets Black oblige him to move either man, and the pawn's moves are its four promotions on b8",
      "taking one's own man with a pawn that reaches the last square; \"move either\" with promotions in the list (XII with XXI).",
      "Start [FEN] N3k3/1P6/8/8/8/8/8/4K3 w. White's pawn goes b7xa8 onto his own knight and is made a queen ({[%move b7a8q]}): no lawful move (asserted). Black claims before touching a man. With the knight back, the pawn may go to b8 as queen or rook (both checking along the rank), bishop or knight; the knight may go to b6 or c7, where it checks (asserted).",
      ['XII', 'XXV', 'XXI'],
      ["Law XII: «Should a player take one of his own men with another, his adversary has the option of obliging him to move either.» The pawn took the knight. Moved as the law obliges, the pawn can only advance to b8, and there law XXI requires it to be «immediately exchanged for a Queen, or any other Piece the player may think fit»; the knight can go to b6 or c7.",
       "Black claimed in time (XXV). Upheld; Black elects, and the moves that satisfy the remedy are b8=Q+, b8=R+, b8=B, b8=N, Nb6 and Nc7+."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-either-own-man'], elector='black',
      cites=['XII', 'XXV'], moves={'move-either-own-man': F['1928_either']})

    case(1929, LO, 'white-touches-the-d5-pawn-two-moves-after-it-passed-his-e5-pawn',
      "Black's d-pawn passed White's e5 pawn two moves ago; now White touches it: the capture in passing belonged to the move right after the step, no other man can take the pawn, and White must move his king",
      "touching the adversary's man that could once have been taken in passing; whether the privilege of XV lapses (the earlier sets' reading: it must be used at once); a penalty that falls back on the king.",
      "Start [FEN] 4k3/3p4/8/4P3/8/8/8/4K3 b. 1... d5: exd6 in passing was open to White (asserted). 2. Ke2 Ke7. 3. White touches Black's d5 pawn ({[%touch d5]}). Now no White man can take it (asserted). Black claims. White's king has eight lawful moves (asserted).",
      ['IX', 'XV', 'XXV'],
      ["Law IX: «his adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move the King». The only man that could ever take the d5 pawn is the e5 pawn, in passing, under XV: «the opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one square only». The privilege is one of taking the pawn as it passes, and White let that moment go by playing Ke2; the earlier sets read XV so (and an e.p. capture one move late is a false move). So the pawn «cannot be legally taken».",
       "Black claimed in time (XXV). Upheld: the capture is offered but cannot be enforced, and White must move his king. Black elects."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king'], elector='black',
      cites=['IX', 'XV', 'XXV'], glossed=['XV'], moves={'move-king': F['1929_king']}, unenforceable=['compel-capture-of-touched-man'])

    case(1930, LO, 'stalemate-claimed-but-the-capture-in-passing-is-open',
      "White's e-pawn steps two squares past Black's d4 pawn, and Black, whose king cannot move, claims stalemate: the capture in passing is a lawful move open to him, so there is no stalemate",
      "a stalemate claim where the only lawful move is a capture in passing; finding of fact.",
      "Start [FEN] k7/8/1Q6/8/3p4/3P4/4P3/7K w. 1. e4. Black is not in check and his king has no lawful move (a7, b7, b8 are held by the queen); his d4 pawn is blocked by d3, but it may take the e-pawn in passing, dxe3, which is his one lawful move (asserted). Without that capture it would be stalemate (asserted). Black claims the game drawn by stalemate.",
      ['XXIV', 'XV'],
      ["Law XXIV: «A stalemate is a drawn game.» A stalemate is a position in which the player to move is not in check and has no lawful move. Law XV: «When a Pawn is first moved in a game, it may be played one or two squares; but in the latter case the opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one square only.» Had the e-pawn gone one square, the d4 pawn could have taken it on e3; so dxe3 is open to Black now, and it exposes nothing. Black has a lawful move. Dismissed; the game goes on."],
      [], 'stalemate-result', 'black', 'dismissed', cites=['XXIV', 'XV'])
