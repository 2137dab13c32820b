"""The thirty cases of the thirtieth set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

A_F = ("Legal's trap: 1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ (\"check\" said) Ke7, twelve lawful "
    "plies. White touches his e5 knight ({[%touch e5]}), says no j'adoube, and then mates with the other knight, "
    "7. Nc3-d5 (\"check\" said): it is mate (asserted). Black, to move and with no move, lays his hand on his king "
    "({[%touch e7]}), as a player does who gives up, and then claims that White touched the e5 knight and must play "
    "it. The e5 knight is not pinned and had seven lawful moves: Nd3, Nf3, Nc4, Ng4, Nc6+, Nxg6+, Nd7 (asserted). ")
B_F = ("The men were set with White's king's rook and king's knight on each other's squares: rook on g1, knight on h1 "
    "([FEN], which differs from the standard array on g1 and h1 only: asserted). Vienna Gambit: 1. e4 e5 2. Nc3 Nf6 "
    "3. f4 d5 4. fxe5, seven lawful plies. White has played four moves, Black three. Black, before playing his "
    "fourth move, notices the misplaced men and claims that the mistake be rectified. ")
C_F = ("An ending: White has king, queen and the a6 pawn; Black his king and the a7 pawn, which the a6 pawn blocks "
    "([FEN], Black to move). 1... Ka8 (Kc8 was the other move). White had a mate, Qd8#, and plays instead 2. Qd6: "
    "Black is not in check and has no lawful move; his one other man, the a7 pawn, cannot be moved at all "
    "(asserted: stalemate). Black, seeing that he cannot move, resigns ({[%resign]}). A bystander tells him of the "
    "law on stalemate, and Black claims the result of the stalemate instead. ")
D_F = ("[PreviousGame \"black drawn\"]: the previous game of the sitting was begun by Black and drawn. No odds are "
    "given. The record of this game: 1. e4, White has begun. Black claims at once that the first move was his. ")
J_F = ("Giuoco Piano: 1. e4 e5 2. Nf3 Nc6 3. Bc4. While Black is considering his third move, White says \"j'adoube\" "
    "and straightens his f3 knight on its square ({[%adjust f3 white]}). Black plays 3... Bc5 and White 4. c3 (seven "
    "lawful plies; the knight has not moved: asserted). Black now claims that White touched the knight and should have "
    "played it. ")
G_F = ("[Odds \"white knight b1 left-on-board\"]: White undertook to give Black the odds of his queen's knight and did "
    "not take it off. Giuoco Piano: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5, three moves each; the b1 knight has not moved "
    "(asserted). White, to move, notices it himself and asks that the game be begun again. ")
R_F = ("1. e4 e5 2. Nf3: White sets his knight on f3 and takes his hand from it. Then, before Black has moved, he "
    "thinks better of it, picks the knight up again and puts it back on g1 ({[%move f3g1 white]}), a second White "
    "move in succession. The men now stand as after 1. e4 e5, with Black to move (asserted). Black claims at once. ")
E_F = ("An ending: White has king and queen, Black a bare king ([FEN], Black to move). Black's lawful moves are Kh8 "
    "and Kg7 (asserted). Black moves his king two squares, h7-h5 ({[%move h7h5]}), leaping h6, which the queen "
    "guards: a false move (asserted). White does not notice it and plays 2. Qf6, which stalemates the king on h5 "
    "(asserted). Only then does White see the king's leap, and he claims against Black's false move. ")
F_F = ("[Odds \"white rook a1\"]: White gives Black the odds of his queen's rook, which is off the board. The record "
    "shows Black moving first: 1... e5. White claims at once that the first move was his. ")

def write_all(case, M):
    # ============================================================ twenty-laws
    case(3001, TW, 'legals-mate-given-with-the-other-knight-after-the-e5-knight-was-touched-black-touches-his-king-then-claims',
      "White touches his e5 knight and mates with the c3 knight; Black lays his hand on his king and then claims: a touch is not a move, so law 11 has not closed the claim, the mate is undone and the e5 knight must be played",
      "a claim made after the game seemed ended by mate; a touch by the claimant before claiming; the same record under all five codes (3001, 3007, 3013, 3019, 3025).",
      A_F, ['1', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check». White touched the e5 knight without a word; its move would expose nothing, and it had seven lawful moves. Nd5 with the other knight was a move the law did not allow White to make, so the mate it gave cannot stand against the claim: the claim is about the move that made the mate.",
       "The window: law 11 bars a penalty or retraction only «after the adversary has moved a piece». Black has touched his king, which he could not move in any case, and has moved nothing: the claim is in time (law 11 glossed: a touch is not a move, as 601 and 2801). Upheld: Nd5 is taken back and White must play the e5 knight (Nd3, Nf3, Nc4, Ng4, Nc6+, Nxg6+ or Nd7); Black may insist on it.",
       "Same record elsewhere: Boy's Own 4 (3007), Philidor V (3013) and the Acknowledged Laws V (3019) uphold it too, none of them barring a claim at a touch; London XXV closes the claim when the claimant touches a man, so under London the mate stands (3025)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['1', '11'], glossed=['11'], moves=M[3001])

    case(3002, TW, 'kings-rook-and-knight-set-on-each-others-squares-black-claims-after-whites-fourth-move',
      "White's king's rook and knight stood on each other's squares; Black claims after White's fourth move, before his own: law 12 allows the correction only while neither party has played four moves, and White has, so the game must be played out",
      "men misplaced at the start, noticed between White's fourth move and Black's; the same record under Boy's Own 3 (3008), the Acknowledged Laws II (3020) and London II (3026).",
      B_F, ['12'],
      ["Law 12: «If at the commencement of a game ... the pieces be placed wrongly upon the board ... the mistake may be rectified, provided neither party have played four moves; but if they have done so, the game must be played out.» The proviso fails as soon as either side has played four moves (laws.md A7: correction is allowed until either side completes its fourth move). White completed his fourth with 4. fxe5; that Black, the claimant, has played only three does not help him. Dismissed: the game must be played out with the rook on g1 and the knight on h1. Law 12 is glossed (A7).",
       "Same record elsewhere: Boy's Own 3 gives Black the choice once White has played two moves (3008); the Acknowledged Laws II, «before the fourth move», dismiss as here (3020); London II counts the discoverer's own fourth move, so Black is in time there (3026)."],
      [], 'initial-men-misplaced', 'black', 'dismissed', cites=['12'], glossed=['12'])

    case(3003, TW, 'previous-game-drawn-and-begun-by-black-white-begins-this-one',
      "The previous game was drawn, and Black had begun it; White begins this one and Black claims the move: law 10 gives the first move of the next game to the player who began the drawn game",
      "the first move of a game after a drawn game; the same record under all five codes (3003, 3010, 3016, 3022, 3028).",
      D_F, ['10', '9'],
      ["Law 10: «A drawn game is no game, and the player who began that game is entitled to the first move in the next.» Black began the drawn game, so the first move of this game is his. Law 9's alternation («in every fresh game, the players are entitled to the first move alternately») would have given it to White, but a drawn game «is no game» and law 10 speaks to this case in terms. The colours are kept for the sitting (law 9), so the black men move first. Upheld: the game is begun again with Black moving first (as 006, reversed).",
       "Same record elsewhere: London V says the same (3028); Boy's Own 2, Philidor II and the Acknowledged Laws IV know only alternation, under which White was right to begin (3010, 3016, 3022)."],
      [('PreviousGame', 'black drawn')], 'first-move-or-colour', 'black', 'upheld', remedies=['restart-game'],
      cites=['10'])

    case(3004, TW, 'knight-set-on-f3-and-quitted-then-taken-back-to-g1-before-black-moves',
      "White plays Nf3, lets go, and before Black replies takes the knight back to g1: a move once quitted cannot be recalled (law 1), so the recall is a second move in succession, and law 4 lets Black have it replaced or let both stand",
      "a man released on a square and then recalled; the same record under London XIV (3029).",
      R_F, ['4', '1', '11'],
      ["Law 1: «if you have placed it, which is understood by having quitted your hold, you cannot then recal the move». White quitted the knight on f3: the move 2. Nf3 was made and could not be recalled. Taking the knight back to g1 is therefore not a recall the law allows but a second move, made before Black had moved.",
       "Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain; in which case the game is to proceed as if one man only had been played.» A second move with the same man is still a second move (as 2201). Black claimed before moving (law 11). Upheld: the knight goes back to f3, where White placed it, unless Black prefers to let both moves stand (the knight on g1, Black to move); Black elects. The remedies are in the law's own order."],
      [], 'move-out-of-turn', 'black', 'upheld', remedies=['retract-second-move', 'keep-both-moves'], elector='black',
      cites=['4', '1', '11'])

    case(3005, TW, 'pawn-and-three-moves-the-third-move-ng5-leaps-into-blacks-half',
      "Black gives the pawn and three moves; White's third move, Ng5, lands on the fifth rank: law 15 confines those moves to the receiver's own territory, and a knight's leap into Black's half is not confined",
      "pawn-and-moves odds crossing into the adversary's half by a knight's leap.",
      "[Odds \"black pawn-and-moves 3\"]: Black gives White the king's bishop's pawn (f7, off the board) and three first moves. White plays 1. e4, 2. Nf3 and 3. Ng5 in succession. e4 and f3 are in White's half; g5 is on the fifth rank, in Black's half (asserted). Black claims before making any move.",
      ['15'],
      ["Law 15: «A player receiving the odds of the pawn, and three or more first moves, must confine those moves to his own territory, otherwise he might give check-mate before the adversary had moved a piece». Laws.md A9 reads «his own territory» as the receiver's own half, «ranks 1–4 for White, 5–8 for Black», and the law binds only the bonus moves. The third bonus move, Ng5, is on the fifth rank; that a knight leaps there rather than walks makes no difference to where it lands. Black claimed before moving. Upheld: the bonus moves are to be confined to White's half. Law 15 is glossed (A9)."],
      [('Odds', 'black pawn-and-moves 3')], 'odds-moves-out-of-territory', 'black', 'upheld',
      remedies=['confine-odds-moves-to-own-half'], cites=['15'], glossed=['15'])

    case(3006, TW, 'queens-knight-given-and-left-on-the-giver-notices-after-three-moves-each',
      "White undertook to give his queen's knight and left it on; after three moves each he notices it himself and asks to begin again: law 14 says the game is then to be re-commenced, whoever notices the error",
      "an odds man left on, noticed by the giver before four moves; the same record under the Acknowledged Laws III (3024) and London IV (3030).",
      G_F, ['14'],
      ["Law 14: «If the error be noticed before four moves have been played, the game is to be re-commenced». Three moves each have been played, fewer than «four moves on each side» on any count (laws.md A7). The law's order is mandatory and is not limited to the receiver's claim: it does not say who notices. Upheld: the game is begun again, with the knight off the board. Law 14 is glossed (A7).",
       "Same record elsewhere: the Acknowledged Laws III («must remove the man before four moves on either side have been made», 3024) and London IV (read by laws.md A29, 3030) have the man taken off and the game go on instead."],
      [('Odds', 'white knight b1 left-on-board')], 'odds-man-not-removed', 'white', 'upheld', remedies=['restart-game'],
      cites=['14'], glossed=['14'])

    # ============================================================ boys-own-1829
    case(3007, BO, 'legals-mate-given-with-the-other-knight-after-the-e5-knight-was-touched-black-touches-his-king-then-claims',
      "The record of 3001 under the Boy's Own laws: White touched the e5 knight and mated with the other; Black touched his king and then claimed: law 4 makes White play the touched knight, and nothing in this code closes the claim at a touch",
      "a touch-move claim made after a mate, the claimant having touched his king.",
      A_F, ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». The e5 knight could move without uncovering anything, and White played another man. The one time limit in this code, law 7's «if he have pliﬂyeg before he notices your false move» (OCR for «played»), is for false moves, and Black has not played in any case: he touched his king. Upheld: the mating move is taken back and the e5 knight must be played (Nd3, Nf3, Nc4, Ng4, Nc6+, Nxg6+ or Nd7)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['4'], moves=M[3007])

    case(3008, BO, 'kings-rook-and-knight-set-on-each-others-squares-black-claims-after-whites-fourth-move',
      "The record of 3002 under the Boy's Own laws: White misplaced his men and has played four moves; law 3 leaves it to Black, the adversary, to begin afresh or not",
      "men misplaced at the start, noticed after the offender's two moves; contrast twenty-laws 12 (3002) and London II (3026).",
      B_F, ['3'],
      ["Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» White's own men were misplaced, and White has played four moves, more than the two of the law (laws.md A11). The choice is Black's, the adversary's: to begin the game afresh or to play on as the men stand. Upheld, Black electing (as 1009, 1307). Law 3 is glossed (A11).",
       "The code has no four-move count: once two moves are played the adversary chooses, however many more have followed."],
      [], 'initial-men-misplaced', 'black', 'upheld', remedies=['restart-game', 'continue-as-is'], elector='black',
      cites=['3'], glossed=['3'])

    case(3009, BO, 'queen-stalemates-a-king-with-a-blocked-pawn-black-resigns-then-claims-the-win',
      "White stalemates Black, whose one pawn is blocked; Black, seeing no move, resigns, then claims: the stalemate ended the game, and under law 11 the stalemated player wins",
      "a game ended by stalemate, a resignation after the end, and the claim; the same record under Philidor (3014 England, 3015 France), the Acknowledged Laws (3021) and London (3027).",
      C_F, ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» After 2. Qd6 Black's king is not in check and cannot move, and his a7 pawn is one «that can be moved» by no rule: laws.md A13 reads the clause as covering men that cannot be moved. Black was stale-mated and won the game with White's move.",
       "The resignation came after the game had ended: there was no move left for Black to make and no game left to give up, so it changes nothing (modern law agrees: a stalemate ends the game at once). Upheld: Black wins. Law 11 is glossed (A13).",
       "Same record elsewhere: Philidor XVI in England also gives Black the game (3014); in France (3015), and under the Acknowledged Laws XIII (3021) and London XXIV (3027), the stalemate is a draw, which the resignation does not turn into a loss."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['11'], glossed=['11'])

    case(3010, BO, 'previous-game-drawn-and-begun-by-black-white-begins-this-one',
      "The record of 3003 under the Boy's Own laws: law 2 gives the first move alternately and has nothing to say of drawn games, so White, whose turn it was, began rightly",
      "the first move after a drawn game; a code with alternation only.",
      D_F, ['2'],
      ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the advantage of a piece or a pawn». Black began the previous game; no odds are given; the first move of this one was White's. The code has no rule that a drawn game gives its beginner the next first move (contrast twenty-laws 10, 3003, and London V, 3028). Dismissed (as 1812, reversed)."],
      [('PreviousGame', 'black drawn')], 'first-move-or-colour', 'black', 'dismissed', cites=['2'])

    case(3011, BO, 'king-leaps-h7-h5-white-stalemates-it-with-qf6-then-claims-the-false-move',
      "Black's king leaps two squares; White, not noticing, stalemates it and only then claims: law 7 lets no one recall a false move once the adversary has played, and the stalemated player wins under law 11",
      "a claim made after the game ended in stalemate, against a false move made before it; the same record under Philidor (3017).",
      E_F, ['7', '11'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check ; but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Kh7-h5 is a false move, and White, the opponent, played 2. Qf6 before he noticed it. It can no longer be recalled: out of time.",
       "The position therefore stands as it is, and it is a stalemate: Black's king is not in check and cannot move, and he has «no piece or pawn left» (law 11). Law 11: the stale-mated player «wins the game». The claim fails and the game is Black's. (Under the draw codes the same facts would give a draw; under the Acknowledged Laws, whose law VII sets no time, the claim would raise a point no code decides, so it is not written for them.)"],
      [], 'false-move', 'white', 'out-of-time', result='black', cites=['7', '11'])

    case(3012, BO, 'white-gives-the-queens-rook-and-black-moves-first',
      "White gives the odds of his queen's rook and Black makes the first move: law 2 gives the first move to the party by whom the piece is given",
      "who moves first in an odds game; the same record under Philidor II (3018).",
      F_F, ['2'],
      ["Law 2: «except where one gives the other the advantage of a piece or a pawn ; in whi case, the party by whom such piece or pawn is given is entitled to the first move.» White gives the rook, so the first move was his. White claimed at once. Upheld: the game is begun again with White moving first (as 2210, with a rook)."],
      [('Odds', 'white rook a1')], 'first-move-or-colour', 'white', 'upheld', remedies=['restart-game'], cites=['2'])

    # ============================================================ philidor
    case(3013, PH, 'legals-mate-given-with-the-other-knight-after-the-e5-knight-was-touched-black-touches-his-king-then-claims',
      "The record of 3001 under Philidor's rules: a piece once touched must be played unless j'adoube was said in touching it; the mate with the other knight is taken back and the e5 knight played",
      "a touch-move claim made after a mate, the claimant having touched his king.",
      A_F, ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». White said nothing when he touched the e5 knight, so he had to play it, and the mate was made with a man he was not free to move. Rule VIII's limit («after the adversary's next move») concerns false moves, and Black has made no move in any case. Upheld: the mating move is taken back and the e5 knight must be played (Nd3, Nf3, Nc4, Ng4, Nc6+, Nxg6+ or Nd7)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['V'], moves=M[3013])

    case(3014, PH, 'queen-stalemates-a-king-with-a-blocked-pawn-black-resigns-then-claims-in-england',
      "The record of 3009 under Philidor's rules as played in England: the stalemate ended the game, and the player whose king is stalemated wins; the resignation after it is nothing",
      "a game ended by stalemate, a resignation after the end; the code's country option at its default (England).",
      C_F, ['XVI'],
      ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is stale-mate. In England, he whose King is stale-mate wins the game». After 2. Qd6 Black has «nothing else to play» (the a7 pawn is blocked) and his king, out of check, cannot stir. The game is stale-mate and ended there; the resignation that followed had no game to give up. The record names no country, and laws.md A19 takes England as the default. Upheld: Black wins. Rule XVI is glossed (A19)."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['XVI'], glossed=['XVI'])

    case(3015, PH, 'queen-stalemates-a-king-with-a-blocked-pawn-black-resigns-then-claims-in-france',
      "The record of 3009 under Philidor's rules as played in France: the stalemate is a drawn game, and the resignation made after it does not turn the draw into a loss",
      "a game ended by stalemate, a resignation after the end; the country option set to France.",
      C_F, ['XVI'],
      ["Rule XVI: «in France, and several other countries, the stale-mate is a drawn game.» The record says the game is played under the French custom ([Option \"country=france\"]). The stalemate after 2. Qd6 ended the game as a draw; the resignation came when no game remained. Upheld: the game is drawn. Rule XVI is glossed (the country decides, laws.md A19)."],
      [('Option', 'country=france')], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XVI'], glossed=['XVI'])

    case(3016, PH, 'previous-game-drawn-and-begun-by-black-white-begins-this-one',
      "The record of 3003 under Philidor's rules: the move becomes alternate after the first game, and the rules make no exception for a drawn game",
      "the first move after a drawn game; a code with alternation only.",
      D_F, ['II'],
      ["Rule II: «In games without odds, lots must be cast for the move, which afterwards becomes alternate.» Black began the previous game, so White begins this one. Philidor says nothing of drawn games (contrast twenty-laws 10 and London V). Dismissed."],
      [('PreviousGame', 'black drawn')], 'first-move-or-colour', 'black', 'dismissed', cites=['II'])

    case(3017, PH, 'king-leaps-h7-h5-white-stalemates-it-with-qf6-then-claims-the-false-move',
      "The record of 3011 under Philidor's rules: the false move stands once White has made his next move, and the stalemate that follows wins for Black in England",
      "a claim made after the game ended in stalemate, against a false move made before it.",
      E_F, ['VIII', 'XVI'],
      ["Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» White's next move after the king's leap was 2. Qf6. Out of time: the position stands as if Kh5 had been lawful.",
       "And in that position Black has nothing to play and his king, out of check, cannot stir: rule XVI, «In England, he whose King is stale-mate wins the game» (the default country, laws.md A19). The claim fails, and the game is Black's. Rule XVI is glossed (A19)."],
      [], 'false-move', 'white', 'out-of-time', result='black', cites=['VIII', 'XVI'], glossed=['XVI'])

    case(3018, PH, 'white-gives-the-queens-rook-and-black-moves-first',
      "White gives the odds of his queen's rook and Black makes the first move: rule II supposes that he who gives a piece has the move, and nothing shows another agreement",
      "who moves first in an odds game.",
      F_F, ['II'],
      ["Rule II: «He that gives a Piece is supposed to have the move, unless it be agreed otherwise.» White gives the rook, and the record shows no agreement that Black should begin. White claimed at once. Upheld: the game is begun again with White moving first."],
      [('Odds', 'white rook a1')], 'first-move-or-colour', 'white', 'upheld', remedies=['restart-game'], cites=['II'])

    # ============================================================ acknowledged-laws
    case(3019, AC, 'legals-mate-given-with-the-other-knight-after-the-e5-knight-was-touched-black-touches-his-king-then-claims',
      "The record of 3001 under the Acknowledged Laws: law V makes a touched piece move; the code sets no time for the claim, so Black's touch of his king does not matter",
      "a touch-move claim made after a mate, the claimant having touched his king.",
      A_F, ['V'],
      ["Law V: «If a piece be touched it must be moved.» White said no j'adoube («Except the player say j’adoube»), and the e5 knight could be legally moved. The code has no limit of time for the claim. Upheld: the mating move is taken back and the e5 knight must be played (Nd3, Nf3, Nc4, Ng4, Nc6+, Nxg6+ or Nd7)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['V'], moves=M[3019])

    case(3020, AC, 'kings-rook-and-knight-set-on-each-others-squares-black-claims-after-whites-fourth-move',
      "The record of 3002 under the Acknowledged Laws: the misplacement must be rectified before the fourth move, and White has played his fourth, so the game proceeds as the pieces stand",
      "men misplaced at the start, noticed between White's fourth move and Black's.",
      B_F, ['II'],
      ["Law II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the game must proceed as the pieces stand.» Laws.md A21 reads «before the fourth move» as before either player plays his fourth, consistent with III's «before four moves on either side». White has played his fourth. Dismissed: the game proceeds with the rook on g1 and the knight on h1 (as 1019, 2324). Law II is glossed (A21)."],
      [], 'initial-men-misplaced', 'black', 'dismissed', cites=['II'], glossed=['II'])

    case(3021, AC, 'queen-stalemates-a-king-with-a-blocked-pawn-black-resigns-then-claims-a-draw',
      "The record of 3009 under the Acknowledged Laws: stalemate is a drawn game, the game ended with it, and the resignation that followed does not make it a loss",
      "a game ended by stalemate, a resignation after the end.",
      C_F, ['XIII'],
      ["Law XIII: «Stalemate is a drawn game.» The stalemate after 2. Qd6 ended the game as a draw. Black resigned afterwards, when there was no game left to resign: the resignation is of no effect. Upheld: drawn."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XIII'])

    case(3022, AC, 'previous-game-drawn-and-begun-by-black-white-begins-this-one',
      "The record of 3003 under the Acknowledged Laws: after the lots the players take the move alternately, drawn game or not",
      "the first move after a drawn game; a code with alternation only.",
      D_F, ['IV'],
      ["Law IV: «Where no odds are given the players draw lots for the first move, and afterwards take the move alternately.» Black began the previous game, so White begins this one. The code has no rule for drawn games. Dismissed."],
      [('PreviousGame', 'black drawn')], 'first-move-or-colour', 'black', 'dismissed', cites=['IV'])

    case(3023, AC, 'white-says-jadoube-over-his-f3-knight-in-blacks-turn-black-claims-after-whites-next-move',
      "While Black is thinking, White says j'adoube and straightens his f3 knight; on his own turn he plays c3, and Black claims the knight had to be moved: law V excepts a man touched with j'adoube, and the note asks nothing about whose turn it was",
      "an adjustment by the player not to move; the j'adoube exception of law V.",
      J_F, ['V'],
      ["Law V: «If a piece be touched it must be moved.» The note: «[Except the player say j’adoube (I adjust).» White said it as he touched the knight. The note sets no condition of turn: it does not limit the adjustment to the player whose move it is (modern law does, FIDE 4.2.1, but its remedy for a touch is only for the player having the move, and the old touch laws plainly concern a touch made to move). A man adjusted with j'adoube is not a man touched to be played. The code sets no time for claims, so the claim is heard after White's fourth move, and it fails. Dismissed (as 2122 and 2413, in Black's turn here)."],
      [], 'adjustment-claim', 'black', 'dismissed', cites=['V'])

    case(3024, AC, 'queens-knight-given-and-left-on-the-giver-notices-after-three-moves-each',
      "The record of 3006 under the Acknowledged Laws: before four moves on either side the man is simply to be removed, so the giver's request to begin again gives way to taking the knight off",
      "an odds man left on, noticed by the giver before four moves; contrast twenty-laws 14 (3006).",
      G_F, ['III'],
      ["Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» Three moves each have been made, so the time for removing the knight has not run out: the remedy is that it be removed now. The adversary's election to recommence comes only after the four moves. Upheld: the b1 knight is taken off and the game goes on (as 1820). Law III is glossed (A21: «before four moves on either side»)."],
      [('Odds', 'white knight b1 left-on-board')], 'odds-man-not-removed', 'white', 'upheld', remedies=['rectify-setup'],
      cites=['III'], glossed=['III'])

    # ============================================================ london-1847
    case(3025, LO, 'legals-mate-given-with-the-other-knight-after-the-e5-knight-was-touched-black-touches-his-king-then-claims',
      "The record of 3001 under the London code: Black touched his king before claiming, and law XXV allows no penalty once the adversary touches a piece; the mate stands",
      "a touch-move claim made after a mate, the claimant having touched his king; law XXV's window.",
      A_F, ['VII', 'XXV'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube”». White broke it: he touched the e5 knight in silence and mated with the other.",
       "Law XXV: «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» The «&c. &c.» takes in the other irregularities of the code, the touched man among them (as 1925, 2305). Black touched his king before he took notice; laws.md A34: «The right to claim ends when he touches any man.» Out of time (as 625 and 2825); law XXV is glossed. The mate stands, and White has won.",
       "The four other codes hear the claim (3001, 3007, 3013, 3019)."],
      [], 'touched-own-man', 'black', 'out-of-time', result='white', cites=['VII', 'XXV'], glossed=['XXV'])

    case(3026, LO, 'kings-rook-and-knight-set-on-each-others-squares-black-claims-after-whites-fourth-move',
      "The record of 3002 under the London code: either player may insist on the correction if he discovers the mistake before playing his own fourth move, and Black has played three",
      "men misplaced at the start, noticed between White's fourth move and Black's; the discoverer's own count.",
      B_F, ['II'],
      ["Law II: «If a Piece or Pawn be misplaced at the beginning of the game, either player may insist upon the mistake being rectified, if he discover it before pla3'ing his fourth move, but not afterwards.» The count is the discoverer's own («his fourth move»; laws.md A7). Black discovered the mistake before playing his fourth move; that White has played four does not matter. Upheld: the rook and knight are set on their own squares and the game goes on (as 402). Law II is glossed (A7).",
       "Contrast twenty-laws 12 (3002) and the Acknowledged Laws II (3020), which count either player's fourth move and dismiss."],
      [], 'initial-men-misplaced', 'black', 'upheld', remedies=['rectify-setup'], cites=['II'], glossed=['II'])

    case(3027, LO, 'queen-stalemates-a-king-with-a-blocked-pawn-black-resigns-then-claims-a-draw',
      "The record of 3009 under the London code: a stalemate is a drawn game, and a resignation made after it does not make it a loss",
      "a game ended by stalemate, a resignation after the end.",
      C_F, ['XXIV'],
      ["Law XXIV: «A stalemate is a drawn game.» The game ended with 2. Qd6; the resignation came when no game remained. Upheld: drawn."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XXIV'])

    case(3028, LO, 'previous-game-drawn-and-begun-by-black-white-begins-this-one',
      "The record of 3003 under the London code: if a game be drawn, the player who began it has the first move of the following one",
      "the first move of a game after a drawn game.",
      D_F, ['V'],
      ["Law V: «When no odds are given, the players must take the first move of each game alternately, drawing lots to determine who shall begin the first game. If a game be drawn, the player who began it has the first move of the following one.» The second sentence governs: Black began the drawn game and has the first move of this one. Upheld: the game is begun again with Black moving first."],
      [('PreviousGame', 'black drawn')], 'first-move-or-colour', 'black', 'upheld', remedies=['restart-game'], cites=['V'])

    case(3029, LO, 'knight-set-on-f3-and-quitted-then-taken-back-to-g1-before-black-moves',
      "The record of 3004 under the London code: having quitted the knight White could not recall the move (VIII), so taking it back is a move out of turn, and Black may keep both moves or have the second retracted",
      "a man released on a square and then recalled.",
      R_F, ['XIV', 'VIII', 'XXV'],
      ["Law VIII: «While a player holds the Piece or Pawn he has touched, he may play it to any other than the square he took it from; but, having quitted it, he cannot recall the move.» White quitted the knight on f3; putting it back on g1 is no recall the law allows (and even while he held it he could not have set it down on g1, the square he took it from). It was a second move, made in Black's turn.",
       "Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the second be retracted.» Laws.md A30: a second move right after one's own is a move out of turn. Black claimed before touching a man (XXV). Upheld: Black chooses to keep both moves (knight on g1, Black to move) or have the second retracted (knight back on f3). Law XIV is glossed (A30)."],
      [], 'move-out-of-turn', 'black', 'upheld', remedies=['keep-both-moves', 'retract-second-move'], elector='black',
      cites=['XIV', 'VIII', 'XXV'], glossed=['XIV'])

    case(3030, LO, 'queens-knight-given-and-left-on-the-giver-notices-after-three-moves-each',
      "The record of 3006 under the London code: the adversary's choice to proceed or recommence comes only after four moves on each side; before then the knight is simply taken off",
      "an odds man left on, noticed by the giver before four moves each; contrast twenty-laws 14 (3006).",
      G_F, ['IV'],
      ["Law IV: «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the game.» Three moves have been played on each side. The law is silent before four; laws.md A29: «before four moves each, the piece is simply removed and play continues». The giver's wish to begin again is not granted; the knight is taken off. Upheld: rectify (as 1025). Law IV is glossed (A29)."],
      [('Odds', 'white knight b1 left-on-board')], 'odds-man-not-removed', 'white', 'upheld', remedies=['rectify-setup'],
      cites=['IV'], glossed=['IV'])
