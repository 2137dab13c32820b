"""The thirty cases of the thirty-third set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
ODDS7 = ("[Odds \"black knight b8 left-on-board\"]: Black undertook to give White the odds of his queen's knight and did not "
         "take it off; as the giver he made the first move. 1... e5 2. e4 Nf6 3. Nf3 Nc6 4. Bc4 Bc5: Black has played four "
         "moves, White three (asserted); the knight that should have been given stands on c6. White, to play his fourth "
         "move, notices it and claims.")
ODDS7_OTHERS = ("The same record under every code (3306, 3311, 3317, 3321, 3327): twenty-laws 14 counts four moves «on each side», "
                "so the game is re-commenced; Boy's Own has no odds law and is heard by analogy with its law 3 (White elects); "
                "Philidor IV sets no count, White («him who has suffered») elects; the Acknowledged Laws III say «four moves "
                "on either side», and Black has made four, so White elects; London IV gives the choice only «after four "
                "moves have been played on each side», so before that the knight is simply taken off (A29).")
FIFTY_FACTS = ("[FEN] White has king (e1) and two knights (d1, f1), Black the bare king (e5), Black to move. Black, the "
               "defending player, gives notice that he will count ({[%fifty black]}), and fifty moves are played on each "
               "side (1... to 50..., 2. to 51.): none is a capture or a check, and there is never a mate or a stalemate "
               "(asserted ply by ply). Black then claims the draw.")
FIFTY_OTHERS = ("The same record under three codes (3318, 3322, 3330): Philidor XVII is for «the difficult mates», and two "
                "knights cannot force mate at all, so dismissed; the Acknowledged Laws XII (A26: any ending) and London XXII "
                "(«all other checkmates of Pieces only», A32) draw it. Twenty-laws 19 lists its endings and two knights is not "
                "one of them (as 3303).")
CAST15 = ("Italian: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. Nc3 d6 6. Be3 Be6 7. Qd2 Qd7, fourteen lawful plies; both "
          "castlings are open to White (asserted). White castles on the king's side, 8. O-O, and lets go of both men. Before "
          "Black moves, White says he meant to castle on the queen's side and asks to do so instead.")
CHECK8 = ("1. e4 e5 2. Nf3 d6 3. Bb5+ and White says \"check\": the bishop checks the e8 king along b5-c6-d7 (asserted). "
          "Black touches his g8 knight ({[%touch g8]}). None of its moves (Nf6, Nh6, Ne7) meets the check, and it is not "
          "pinned: its moves would not discover a check, they would leave the king in the check already given (asserted). "
          "Black's lawful moves are c6, Nc6, Nd7, Bd7, Qd7 and Ke7; his only king move is Ke7 (asserted). White claims.")


def write_all(case, M):
    # ============================================================ twenty-laws
    case(3301, TW, 'traxler-nxf7-black-castles-with-the-h8-rook-attacked',
      "In the Traxler line White's knight takes on f7 and attacks the h8 rook; Black castles on the king's side and White claims the castling unlawful: law 8 says the rook being at the moment under attack does not prevent castling",
      "law 8, second sentence (the rook under attack), never turned on under this code; a real opening, 10 plies.",
      "Two Knights Defence, Traxler line: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 Bc5 5. Nxf7, nine lawful plies. The f7 "
      "knight attacks the h8 rook (and the d8 queen); Black is not in check, f8 and g8 are empty and not attacked, and "
      "neither the king nor the h8 rook has moved (asserted). Black castles, 5... O-O. White claims that Black could not "
      "castle with a rook under attack.",
      ['8'],
      ["Law 8 bars castling only «after your king or the rook has moved», and its second sentence answers White's claim in terms: «the rook being at the moment under attack, does not prevent you from castling». Neither man has moved. The castling stands.",
       "Dismissed; the article cited is the one that makes the act lawful (class 10). The code is silent on castling through or into an attacked square (A1), but nothing of that arises: f8 and g8 are not attacked.",
       "Other codes: Boy's Own 6 bars only a moved king or rook (3312, the same record, dismissed); Philidor XII, the Acknowledged Laws IX and London XVI list no such bar either (as 913, 919, 925)."],
      [], 'illegal-castling', 'white', 'dismissed', cites=['8'])

    case(3302, TW, 'white-began-a-drawn-game-and-begins-the-next',
      "White began the previous game, which was drawn, and begins this one too; Black claims the move by alternation: law 10 gives the first move of the next game to the player who began the drawn one",
      "law 10 (cited once before, on the other side of the same rule); class 9, the record decides who began.",
      "[PreviousGame \"white drawn\"]: White began the previous game of the sitting and it was drawn. In this game White "
      "again moved first: 1. e4 e5 2. Nf3 Nc6. Black claims that, the players taking the first move alternately (law 9), "
      "this game was his to begin.",
      ['9', '10'],
      ["Law 9 gives the first move alternately «in every fresh game»; law 10 makes the drawn game an exception: «A drawn game is no game, and the player who began that game is entitled to the first move in the next.» White began the drawn game; he was entitled to begin this one.",
       "Dismissed, citing 10 (as 3003, the case on the other side of the rule, cited it alone).",
       "Other codes: London V says the same (as 2029); Philidor II and the Acknowledged Laws IV know only alternation, so the same record is upheld under Philidor (3313) and was under the Acknowledged Laws (2119); Boy's Own 2 likewise (1812)."],
      [('PreviousGame', 'white drawn')], 'first-move-or-colour', 'black', 'dismissed', cites=['10'])

    case(3303, TW, 'knight-and-bishop-against-king-and-pawn-fifty-moves-counted',
      "White has knight and bishop, Black his king and a pawn; Black gives notice to count and fifty moves pass on each side without mate: law 19 speaks of a knight and bishop against the king only, so the count does not run and the game is not drawn",
      "law 19's proviso «against the king only», just outside it; class 7 (how the game ends, or does not).",
      "[FEN] White has king (e1), bishop (c1) and knight (f1); Black has his king (e5) and a pawn on h7, Black to move. "
      "Black gives notice that he will count ({[%fifty black]}); fifty moves are then played on each side (1... to "
      "50..., 2. to 51.), none a capture or a check, with no mate and no stalemate; Black never moves his pawn "
      "(asserted). Black claims the draw.",
      ['19'],
      ["Law 19 lets the adversary count only where the pieces «are reduced to» one of its endings, the last being «a knight and bishop against the king only». Black has a pawn beside his king: the ending is not the one the law names, and laws.md A3 reads its list as closed. The notice started no count, and fifty moves without mate draw nothing.",
       "Dismissed, with the reading glossed. The reading chosen: the word «only» is a condition, not a flourish; a pawn that never moves is still a man on the board (it could be stalemate-relief, and it may promote). The other reading (a pawn that takes no part changes nothing) is noted.",
       "Other codes: London XXII's «Knight and Bishop only, &c.» is also about the stronger side; Philidor XVII names «a Knight and a Bishop against the King»; the Acknowledged Laws XII (A26) would allow the call in any ending."],
      [], 'fifty-move-claim', 'black', 'dismissed', cites=['19'], glossed=['19'])

    case(3304, TW, 'white-touches-blacks-e5-pawn-in-blacks-turn',
      "After 2. Nf3 White, pointing at the e5 pawn his knight now attacks, touches it while it is Black's turn; Black claims that White must take it: law 2 applies to a touch made when it is your turn to play, and it was not White's",
      "the condition «when it is your turn to play» in law 2, just outside it.",
      "1. e4 e5 2. Nf3: it is Black's turn (asserted). White, saying nothing, touches Black's e5 pawn ({[%touch e5 white]}), "
      "which his f3 knight attacks (asserted). Black, before moving, claims that White must take the pawn when his turn "
      "comes.",
      ['2'],
      ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you must instantly acknowledge the error». The touch was made in Black's turn, not White's. The law's penalties (take it, replace and move the king, leave it) are all penalties on the move the toucher is making, and White was making none.",
       "Dismissed, citing 2 as the article whose own condition the act falls outside (class 10), glossed: the reading chosen is that the words «when it is your turn to play» limit the whole law. The other reading, that the phrase governs only «or move it instead of your own», would make a touch at any time bind the next move; it is noted. No other law of the twenty speaks of a touch out of turn.",
       "Other codes: Boy's Own 5, Philidor VI and London IX have no such words; under them the claim would turn on whether a touch in the adversary's turn is a touch at all."],
      [], 'touched-adversary-man', 'black', 'dismissed', cites=['2'], glossed=['2'])

    case(3305, TW, 'rook-odds-the-kings-rook-given-black-wants-the-queens',
      "White gives the odds of a rook and takes off his king's rook; Black claims the queen's rook should have gone: law 13 lets the giver give which rook he please",
      "law 13's first clause (the giver's choice of rook), never turned on for a rook.",
      "[Odds \"white rook h1\"]: White undertook to give the odds of a rook and took off the h1 rook; the a1 rook is on "
      "the board (asserted). 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5. Black claims that the rook given is the queen's rook, "
      "so that the h1 rook must be put back and the a1 rook taken off instead.",
      ['13'],
      ["Law 13: «a player engaging to give the rook, or knight, may give which rook or knight he please». The choice is the giver's; White chose the king's rook.",
       "Dismissed (as 1205 for a knight). Law 8 and law 16 then let White castle on that side as if the rook were at its square; nothing of that is claimed here.",
       "Other codes: none of the four others says which rook is given; London VI and the Acknowledged Laws III speak only of the pawn."],
      [('Odds', 'white rook h1')], 'odds-man-not-removed', 'black', 'dismissed', cites=['13'])

    case(3306, TW, 'knight-given-by-black-left-on-black-has-played-four-white-three',
      "Black gave a knight, left it on and, as the giver, moved first; White notices after Black's fourth move and his own third: law 14 bars removal only after four moves on each side, so the game is re-commenced",
      "law 14's last sentence (re-commenced), just inside it, with the giver moving first.",
      ODDS7,
      ['14', '9'],
      ["Law 9: «where any advantage is given, the player giving that advantage, is entitled to the first move», so Black began. Law 14: the man left on «cannot then be removed» once «four moves on each side have been played»; its last sentence: «If the error be noticed before four moves have been played, the game is to be re-commenced». With laws.md A7, «four moves on each side» is counted for each side: Black has played four but White only three, so the error is noticed in time.",
       "Upheld: the game is begun again. Law 14 is glossed: the reading chosen is that the last sentence's «four moves» is the first sentence's «four moves on each side», so that no record falls between the two sentences. The other reading (Black's own four moves suffice) would leave this record governed by neither sentence: not yet barred by the first, no longer within the second.",
       ODDS7_OTHERS],
      [('Odds', 'black knight b8 left-on-board')], 'odds-man-not-removed', 'white', 'upheld',
      remedies=['restart-game'], cites=['14'], glossed=['14'])

    # ============================================================ boys-own-1829
    case(3307, BO, 'ruy-lopez-the-e4-pawn-steps-sideways-to-d4',
      "In a closed Ruy Lopez White, meaning d2-d4, moves his e4 pawn sideways to d4; Black claims: law 1 lets pawns move only forward, and law 7 makes the penalty a king move",
      "law 1's exception for pawns («which can only move forward»), a sideways step; a real opening, 16 plies.",
      "Ruy Lopez, closed: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O, sixteen "
      "lawful plies. White moves his e4 pawn sideways to d4 ({[%move e4d4]}); d4 was empty and the d-pawn is still on "
      "d2 (asserted). Black claims before moving. With the pawn put back, White's king can go to f1 or h1 (asserted).",
      ['1', '7'],
      ["Law 1: the men march forward or retreat, «except only as regards the pawns, which can only move forward». A step from e4 to d4 is not forward: it is a false move. Law 7: «your opponent can oblige you to move your king, if you ¢an do so without placing him in check».",
       "Black claimed before he played (law 7's window). Upheld: with the pawn put back, the king moves, Kf1 or Kh1, Black electing. Law 1 is cited after law 7's penalty as the article that makes the act unlawful (as 2107).",
       "Other codes: twenty-laws 3 («a movement not consistent with its laws») with its three penalties; Philidor VIII a king move; the Acknowledged Laws VII their menu; London XIII its three penalties."],
      [], 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['1', '7'],
      moves={'move-king': M[3307]['move-king']})

    case(3308, BO, 'bb5-check-announced-black-touches-the-g8-knight',
      "White checks with 3. Bb5 and says so; Black touches his g8 knight, no move of which meets the check: law 4 turns the duty into a king move, though the knight's moves would not discover a check but leave one",
      "law 4's exception («except it would diseover check on your king») read for a check already given; a real opening, 5 plies.",
      CHECK8,
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» Every move of the knight leaves the king in an announced check, which no move may do (laws.md A37). The knight cannot be played; the king can.",
       "Upheld: Black must move his king, Ke7, White electing. Law 4 is glossed: the reading chosen is that a move which leaves the king in a check already given is within the exception as much as one that discovers a new check; the words of the law fit a pinned man, but the reason of it (the touched man cannot lawfully be played) is the same. The other reading leaves Black bound to a man he cannot play, with no law to release him.",
       "Other codes: London XVII «cannot be moved without leaving the King in check» says it in terms (as 1827); the Acknowledged Laws V note «If the piece cannot be legally moved» gives White the choice of a king move or a replacement (3324, the same record); Philidor XV (A17) and twenty-laws 1 read as here."],
      [], 'touched-own-man-unplayable', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['4'], glossed=['4'],
      moves={'move-king': M[3308]['move-king']})

    case(3309, BO, 'giuoco-bg5-said-to-be-check-black-castles',
      "In a Giuoco Piano White plays 6. Bg5 and says \"check\", though the bishop checks nothing; Black castles in consequence and claims at once: law 8 lets him retract a king move made because of a false check, and castling is a move of the king",
      "law 8 («move your king, or any other man»): the misled move is a castling.",
      "Giuoco Pianissimo: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d3 d6 6. Bg5, and White says \"check\" "
      "({[%check]}): Bg5 gives no check (asserted). Black castles, 6... O-O, a lawful move (asserted), and then, White not "
      "having moved, sees that there was no check and claims to retract it.",
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» Castling moves the king (and a rook); it is a move made after the false challenge, presumed made in consequence of it (first set's reading 16). White has not made his next move.",
       "Upheld: Black may retract the castling (as 2103 under twenty-laws).",
       "Other codes: twenty-laws 6 «move your king, or interpose a piece», Philidor XIV «touch either your King, or any other piece», London XX «move his King», the Acknowledged Laws XI «move his King or take the piece»: castling is a king move under all of them."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['8'])

    case(3310, BO, 'white-began-a-decided-game-and-begins-again',
      "White began the previous game, which was decided, and begins this one too; Black claims: law 2 gives the first move alternately in each game",
      "law 2's first clause; class 9 (the record decides who began).",
      "[PreviousGame \"white decided\"]: White began the previous game, which was not drawn. No odds are given. White "
      "moves first again: 1. d4 d5 2. c4. Black claims.",
      ['2'],
      ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the advantage of a piece or a pawn». No advantage is given; White began the last game, so this one was Black's to begin.",
       "Upheld: the game is begun again with Black moving first (as 2108, the same rule the other way).",
       "Other codes: the same under Philidor II, the Acknowledged Laws IV (3319), London V (3325) and twenty-laws 9."],
      [('PreviousGame', 'white decided')], 'first-move-or-colour', 'black', 'upheld', remedies=['restart-game'], cites=['2'])

    case(3311, BO, 'knight-given-by-black-left-on-black-has-played-four-white-three',
      "The record of 3306 under the Boy's Own laws, which have no law on odds left on: heard by analogy with law 3, White elects to begin again or play on",
      "class 5 (a silent code heard by analogy); the same record under all five codes.",
      ODDS7,
      ['3', '2'],
      ["Law 2 makes Black, the giver, the first to move. No law speaks of a man given as odds and left on. The nearest is law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» A man left on the board that should be off is a man wrongly placed at the beginning, and Black has played more than two moves.",
       "No law provides; decided by analogy with law 3 (as 2010 and 2607): White may begin again or play on, and he elects. Law 3 is cited, glossed as applied by analogy.",
       ODDS7_OTHERS],
      [('Odds', 'black knight b8 left-on-board')], 'odds-man-not-removed', 'white', 'no-law-provides',
      remedies=['continue-as-is', 'restart-game'], elector='white', cites=['3'], glossed=['3'])

    case(3312, BO, 'traxler-nxf7-black-castles-with-the-h8-rook-attacked',
      "The record of 3301 under the Boy's Own laws: law 6 bars castling only after the king or rook has moved, so castling with the rook under attack stands",
      "law 6 (its only condition); class 10 (the article that makes the act lawful).",
      "Two Knights Defence, Traxler line: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 Bc5 5. Nxf7 O-O. The f7 knight attacks the "
      "h8 rook; Black was not in check; f8 and g8 were empty and not attacked; neither king nor rook had moved "
      "(asserted). White claims the castling unlawful.",
      ['6'],
      ["Law 6: «You cannot castle after moving the rook or king». That is the only condition the law sets, and neither man had moved.",
       "Dismissed.",
       "Other codes: twenty-laws 8 says in terms that the rook «being at the moment under attack, does not prevent you from castling» (3301); Philidor XII, the Acknowledged Laws IX and London XVI likewise do not bar it."],
      [], 'illegal-castling', 'white', 'dismissed', cites=['6'])

    # ============================================================ philidor
    case(3313, PH, 'white-began-a-drawn-game-and-begins-the-next',
      "The record of 3302 under Philidor: White began a drawn game and begins the next; rule II knows only alternation, so Black's claim is upheld",
      "rule II's second sentence («which afterwards becomes alternate»); class 9.",
      "[PreviousGame \"white drawn\"]: White began the previous game, which was drawn. No odds. White moves first again: "
      "1. e4 e5 2. Nf3 Nc6. Black claims.",
      ['II'],
      ["Rule II: «In games without odds, lots must be cast for the move, which afterwards becomes alternate.» Philidor has no rule, like twenty-laws 10 or London V, giving the move after a drawn game to the player who began it; the move alternates, drawn game or not.",
       "Upheld: the game is begun again, Black moving first (as 3218 for a decided game).",
       "Other codes: dismissed under twenty-laws 10 (3302) and London V (2029); upheld under the Acknowledged Laws IV (2119) and Boy's Own 2 (1812)."],
      [('PreviousGame', 'white drawn')], 'first-move-or-colour', 'black', 'upheld', remedies=['restart-game'], cites=['II'])

    case(3314, PH, 'black-castles-the-old-way-king-to-b8-rook-to-c8',
      "Black castles on the queen's side the old way, king to b8 and rook to c8; White claims: rule XI gives the only castling, king two squares and the rook beside it, and under rule XII the offender chooses to play his rook or his king",
      "rule XI's mechanics (A39: the old way is off), on the queen's side; a real opening, 12 plies.",
      "1. e4 e5 2. Nf3 d6 3. d4 Nc6 4. Bb5 Bd7 5. Nc3 Qe7 6. O-O, eleven lawful plies; b8, c8 and d8 are empty and "
      "castling on the queen's side (king c8, rook d8) would be lawful (asserted). Black castles the old way: king to "
      "b8, rook to c8 ({[%move e8b8 c8]}). White claims before moving.",
      ['XI', 'XII', 'VIII', 'VI'],
      ["Rule XI: «The King, when he castles, can only go beyond two squares, that is, the Rook with which he castles must take its place next to the King». The king went three squares. The note on «The old way of castling» describes a custom of other countries, not the rule (A39).",
       "Upheld under XII's penalty: «he that castles when he should not do it, must play his Rook touched, or his King, at his own choice»: the offender, Black, chooses (A16). Cited as 1913 (the old way on the king's side): XII, XI, VIII, VI, with XII and XI glossed.",
       "Other codes: the Acknowledged Laws and London have no old way either; twenty-laws 8 and Boy's Own 6 say nothing of how a castling is made."],
      [], 'illegal-castling', 'white', 'upheld', remedies=['move-rook', 'move-king'], elector='black',
      cites=['XII', 'XI', 'VIII', 'VI'], glossed=['XII', 'XI'])

    case(3315, PH, 'italian-white-castles-lets-go-and-asks-to-castle-long',
      "White castles on the king's side and quits both men, then asks to castle on the queen's side instead: rule VII, once a man is quite left it cannot be taken again to play elsewhere",
      "rule VII's first clause applied to a castling.",
      CAST15,
      ['VII'],
      ["Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place; but so long as he keeps his hold of it, he is at liberty to play it where he pleases.» White let go of king and rook; the castling is made.",
       "Dismissed.",
       "Other codes: Boy's Own 4 «When you have taken your hand from your man, he must remain where he is» (as 2711); the Acknowledged Laws V (3323, the same record); London VIII; twenty-laws 1."],
      [], 'man-released', 'white', 'dismissed', cites=['VII'])

    case(3316, PH, 'knight-every-move-of-which-checks-touched-then-kf2',
      "White touches his b5 knight, every move of which would give check, and plays his king instead, as rule XV's words seem to allow; Black claims: XV is read as the rule for a man whose move would expose the king, so V binds White to the knight",
      "rule XV's literal words against laws.md A17; class 4 (the finding: the knight is not pinned).",
      "[FEN] White: king g1, knight b5, pawns a7, d4, a3, c3; Black: king e8; White to move. The knight's only lawful "
      "moves are Nd6+ and Nc7+, both checks; it is not pinned, and no move of it exposes White's king (asserted). "
      "White touches the knight ({[%touch b5]}), then plays 1. Kf2 (lawful). Black claims that White must play the "
      "knight.",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played». Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King». Read literally, XV fits this knight exactly, and White did play his king. Laws.md A17 takes the intended sense: a piece whose move would expose the player's own king to check, as twenty-laws 1, Boy's Own 4 and London XVII say. A check given to the adversary is no reason to spare the toucher.",
       "Upheld under V: White must play the knight, Nd6+ or Nc7+, Black electing; XV is cited glossed, with the reading. The other reading, the literal one, would dismiss the claim.",
       "Other codes: under twenty-laws 1, Boy's Own 4, the Acknowledged Laws V and London VII the same claim is plain touch-move."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['V', 'XV'], glossed=['XV'], moves={'compel-move-touched-man': M[3316]['compel-move-touched-man']})

    case(3317, PH, 'knight-given-by-black-left-on-black-has-played-four-white-three',
      "The record of 3306 under Philidor: rule IV sets no count of moves; the player who suffered, White, chooses to go on or begin again",
      "rule IV (him who has suffered); the same record under all five codes.",
      ODDS7,
      ['IV', 'II'],
      ["Rule II: «He that gives a Piece is supposed to have the move», so Black began. Rule IV: «If it is agreed to give the advantage of a Piece, or a Pawn, and it has been forgotten at the beginning of a game, it will be left to the choice of him who has suffered by such a mistake, to go on with the game, or to begin it again.» White suffered by it (A15); the rule counts no moves.",
       "Upheld: White chooses, to go on or to begin again (as 1918, noticed after one move each). IV is glossed (A15).",
       ODDS7_OTHERS],
      [('Odds', 'black knight b8 left-on-board')], 'odds-man-not-removed', 'white', 'upheld',
      remedies=['continue-as-is', 'restart-game'], elector='white', cites=['IV'], glossed=['IV'])

    case(3318, PH, 'two-knights-against-the-king-fifty-moves-requested',
      "White has two knights against the bare king; Black asks for fifty moves and, after fifty on each side, claims the draw: rule XVII is for the difficult mates, and two knights cannot force mate at all",
      "rule XVII's condition («the difficult mates»), just outside it; the same record under three codes.",
      FIFTY_FACTS,
      ['XVII'],
      ["Rule XVII: «when a player seems not to know how to give the difficult mates, as that of a Knight and a Bishop against the King, that of a Rook and a Bishop against a Rook, &c. at the adversary's request, fifty moves on either side must be appointed». Two knights against the king is no difficult mate: against correct defence it cannot be forced at all. Laws.md A20 reads the rule for the listed mates (KBN v K, KRB v KR).",
       "Dismissed, glossed (A20): the request appointed nothing. The other reading (the «&c.» takes in any ending without pawns) would draw the game.",
       FIFTY_OTHERS],
      [], 'fifty-move-claim', 'black', 'dismissed', cites=['XVII'], glossed=['XVII'])

    # ============================================================ acknowledged-laws
    case(3319, AC, 'white-began-a-decided-game-and-begins-again',
      "White began the previous game, which was decided, and begins this one too; Black claims: law IV, the players afterwards take the move alternately",
      "law IV (cited twice before); class 9.",
      "[PreviousGame \"white decided\"]: White began the previous game, which was decided. No odds. White moves first "
      "again: 1. e4 c5 2. Nf3. Black claims.",
      ['IV'],
      ["Law IV: «Where no odds are given the players draw lots for the first move, and afterwards take the move alternately.» No odds are given, and White began the last game.",
       "Upheld: the game is begun again, Black moving first. The note (White usually commences, the board turned when Black wins the move) concerns colours, not who moves first.",
       "Other codes: the same under twenty-laws 9, Boy's Own 2 (3310), Philidor II and London V."],
      [('PreviousGame', 'white decided')], 'first-move-or-colour', 'black', 'upheld', remedies=['restart-game'], cites=['IV'])

    case(3320, AC, 'black-gives-a-knight-and-begins-though-white-was-due',
      "Black began the previous game, so White was due to begin this one; but Black gives a knight, and begins: law VI, the player giving the odds moves first, prevails over IV's alternation",
      "law VI (cited twice before) against law IV; class 9.",
      "[PreviousGame \"black decided\"] and [Odds \"black knight b8\"]: Black began the previous game; in this one he "
      "gives the odds of his queen's knight (taken off) and moves first: 1... e5 2. e4 Nf6 3. Nc3 (asserted). White "
      "claims that by alternation the first move was his.",
      ['VI', 'IV'],
      ["Law IV gives the move alternately «Where no odds are given». Here odds are given, and law VI: «The player giving the odd3 moves first.»",
       "Dismissed, citing VI, the law that makes Black's first move lawful.",
       "Other codes: the same under twenty-laws 9 (as 1003), Boy's Own 2 (1010), Philidor II «unless it be agreed otherwise» and London VI (545)."],
      [('PreviousGame', 'black decided'), ('Odds', 'black knight b8')], 'first-move-or-colour', 'white', 'dismissed', cites=['VI'])

    case(3321, AC, 'knight-given-by-black-left-on-black-has-played-four-white-three',
      "The record of 3306 under the Acknowledged Laws: the man must come off before four moves on either side, and Black has made four, so White elects to recommence or play on",
      "law III («four moves on either side», A21), just outside it for the giver; the same record under all five codes.",
      ODDS7,
      ['III', 'VI'],
      ["Law VI: «The player giving the odd3 moves first.» Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» With laws.md A21, «on either side» is one side or the other: Black has made four moves, so the time for removing the man has passed.",
       "Upheld: White elects (as 011 and 824). III is glossed (A21). Under the other reading (four on each side) the man would simply be removed.",
       ODDS7_OTHERS],
      [('Odds', 'black knight b8 left-on-board')], 'odds-man-not-removed', 'white', 'upheld',
      remedies=['continue-as-is', 'restart-game'], elector='white', cites=['III'], glossed=['III'])

    case(3322, AC, 'two-knights-against-the-king-fifty-moves-called',
      "The record of 3318 under the Acknowledged Laws: the defending player may call for a mate in fifty moves in any ending, and fifty have passed",
      "law XII's condition «with equal forces» (A26: any ending); the same record under three codes.",
      FIFTY_FACTS,
      ['XII'],
      ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his adversary to mate in fifty moves or draw the game.» The forces are not equal; laws.md A26 reads the seed as having lost the words that extend the law to a superior force (the later printing: «one with a superior to an inferior force, or even if they have equal forces»). Black is the defending player; fifty moves on each side have passed without mate.",
       "Upheld: the game is drawn. XII is glossed (A26). On the literal reading (equal forces only) the call fails.",
       FIFTY_OTHERS],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(3323, AC, 'italian-white-castles-lets-go-and-asks-to-castle-long',
      "The record of 3315 under the Acknowledged Laws: having once left the piece, it cannot be removed from the square it occupies",
      "law V's second sentence applied to a castling.",
      CAST15,
      ['V'],
      ["Law V: «If a piece be touched it must be moved. Having once left the piece it cannot be removed from the square it occupies.» King and rook were left on g1 and f1.",
       "Dismissed.",
       "Other codes: Philidor VII (3315), Boy's Own 4 (2711), London VIII, twenty-laws 1."],
      [], 'man-released', 'white', 'dismissed', cites=['V'])

    case(3324, AC, 'bb5-check-announced-black-touches-the-g8-knight',
      "The record of 3308 under the Acknowledged Laws: the touched knight cannot be legally moved, so White elects a king move or the knight's replacement and a legal move",
      "the V note («If the piece cannot be legally moved»); class 4.",
      CHECK8,
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» The note: «If the piece cannot be legally moved, the adversary may elect for the player to move his King or replace the piece.» No move of the knight is legal while the announced check stands. Laws.md A22: «replace the piece» means replace it and make any legal move.",
       "Upheld: White elects between a king move (Ke7) and the knight's replacement with a legal move (as 1421).",
       "Other codes: Boy's Own 4 (3308) and Philidor XV order the king move alone; London XVII «replace the Piece or Pawn and move his King» (1827)."],
      [], 'touched-own-man-unplayable', 'white', 'upheld', remedies=['move-king', 'replace-and-move-legally'], elector='white',
      cites=['V'], moves={'move-king': M[3324]['move-king']})

    # ============================================================ london-1847
    case(3325, LO, 'black-began-a-decided-game-and-begins-again',
      "Black began the previous game, which was decided, and begins this one too; White claims: law V's first sentence, the players take the first move of each game alternately",
      "law V's first sentence (the two earlier cases on V turned on its second, the drawn game); class 9.",
      "[PreviousGame \"black decided\"]: Black began the previous game, which was decided. No odds. Black moves first "
      "again: 1... e5 2. e4 Nc6 3. Nf3. White claims.",
      ['V'],
      ["Law V: «When no odds are given, the players must take the first move of each game alternately, drawing lots to determine who shall begin the first game. If a game be drawn, the player who began it has the first move of the following one.» The previous game was not drawn; its second sentence does not apply, and the move alternates.",
       "Upheld: the game is begun again, White moving first.",
       "Other codes: the same under twenty-laws 9, Boy's Own 2, Philidor II and the Acknowledged Laws IV."],
      [('PreviousGame', 'black decided')], 'first-move-or-colour', 'white', 'upheld', remedies=['restart-game'], cites=['V'])

    case(3326, LO, 'white-gives-a-knight-black-moves-first',
      "White gives the odds of his queen's knight, but Black makes the first move; White claims: law VI gives the player who gives the odds the right of moving first",
      "law VI's first sentence (cited twice before, once on its second sentence).",
      "[Odds \"white knight b1\"]: White gives the odds of his queen's knight, taken off. Black moves first: 1... e5 2. e4 "
      "Nc6 (asserted). Nothing in the record shows an agreement otherwise. White claims.",
      ['VI'],
      ["Law VI: «The player who gives the odds has the right of moving first in each game, unless otherwise agreed.» White gives the odds; no other agreement is recorded.",
       "Upheld: the game is begun again, White moving first (as 2906 under twenty-laws 9).",
       "Other codes: the same under twenty-laws 9, Boy's Own 2, Philidor II and the Acknowledged Laws VI."],
      [('Odds', 'white knight b1')], 'first-move-or-colour', 'white', 'upheld', remedies=['restart-game'], cites=['VI'])

    case(3327, LO, 'knight-given-by-black-left-on-black-has-played-four-white-three',
      "The record of 3306 under the London code: the adversary's choice comes only after four moves on each side; White has played three, so the knight is simply taken off",
      "law IV's condition «after four moves have been played on each side», just inside it; the same record under all five codes.",
      ODDS7,
      ['IV', 'VI'],
      ["Law VI: the giver «has the right of moving first», so Black began. Law IV: «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the game.» Black has played four, White three: four moves have not been played on each side. The law is silent before then; laws.md A29: «before four moves each, the piece is simply removed and play continues».",
       "Upheld: the knight comes off and play goes on (as 1025 and 3030). IV is glossed (A29).",
       ODDS7_OTHERS],
      [('Odds', 'black knight b8 left-on-board')], 'odds-man-not-removed', 'white', 'upheld',
      remedies=['rectify-setup'], cites=['IV'], glossed=['IV'])

    case(3328, LO, 'white-castles-across-f1-attacked-by-the-a6-bishop-o-o-o-was-open',
      "White castles on the king's side across f1, attacked by Black's a6 bishop; Black claims: London XVI's three penalties, and the king move ordered may not be castling on the other side, though O-O-O was open",
      "law XVI's second penalty (A31: a king move, not castling), where castling on the queen's side is lawful; a real opening, 17 plies.",
      "1. d4 d5 2. Nc3 Nf6 3. Bf4 b6 4. Qd2 Ba6 5. e3 e6 6. g3 Bd6 7. Bg2 Nbd7 8. Nf3 O-O, sixteen lawful plies. The a6 "
      "bishop attacks f1 through b5, c4, d3 and e2; White is not in check and neither his king nor the h1 rook has "
      "moved (asserted). White castles on the king's side ({[%move e1g1]}), the king passing f1. Black claims at once, "
      "before touching a man. Castling on the queen's side is lawful; the king's other move is Kd1 alone (e2 and f1 "
      "are attacked), and the h1 rook can go to f1 or g1 (asserted).",
      ['XVI', 'XXV'],
      ["Law XVI: «A player cannot castle in the following cases» ... «4. If the King pass over any square attacked by one of the adversary's Picces or Pawns.» Its penalties: «1st, of insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook.» Law XXV: the adversary «must take notice of such irregularity before he touches a Piece or Pawn»; Black did.",
       "Upheld, Black electing: the castling stands, or the king moves (Kd1), or the rook moves (Rf1, Rg1). XVI is glossed: with laws.md A31 the 2nd penalty is a king move other than castling, so O-O-O, lawful as it is, does not satisfy it (twenty-laws 2's «you cannot castle that move» is the nearest text).",
       "Other codes: Philidor XII, the offender chooses his rook or his king; the Acknowledged Laws IX with VII's menu; twenty-laws 8 and Boy's Own 6 say nothing of attacked squares."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black',
      cites=['XVI', 'XXV'], glossed=['XVI'], moves={'move-king-no-castling': M[3328]['move-king-no-castling'], 'move-rook': M[3328]['move-rook']})

    case(3329, LO, 'pawn-made-a-third-rook',
      "White, with two rooks on the board, makes his b-pawn a third rook; Black claims no player may have three rooks: law XXI says in terms that he may",
      "law XXI's last sentence («three or more Rooks»).",
      "[FEN] White: king e1, rooks a1 and h1, pawn b7; Black: king g6; White to move. White plays 1. b8=R and has three "
      "rooks; no check, no stalemate (asserted). Black claims.",
      ['XXI'],
      ["Law XXI: every pawn reaching the last square «must be immediately exchanged for a Queen, or any other Piece the player may think fit, even though all the pieces remain on the board. It follows, therefore, that he may have two or more Queens, three or more Rooks, Bishops, or Knights.»",
       "Dismissed.",
       "Other codes: Philidor IX «even when all the Pieces remain on the chess-board»; twenty-laws, Boy's Own and the Acknowledged Laws are silent and would decide by analogy the same way."],
      [], 'promotion', 'black', 'dismissed', cites=['XXI'])

    case(3330, LO, 'two-knights-against-the-king-fifty-moves-counted',
      "The record of 3318 under the London code: the law holds good for all other checkmates of pieces only, and fifty moves on each side have passed from the notice",
      "law XXII's last sentence («all other checkmates of Pieces only», A32); the same record under three codes.",
      FIFTY_FACTS,
      ['XXII'],
      ["Law XXII names rook and bishop against rook, both bishops, knight and bishop, «&c.», and ends: «The law holds good for all other checkmates of Pieces only». White's force is pieces only (A32: the side trying to mate has no pawns). «the fifty moves commence from the time the adversary gives notice that he will count them»; fifty on each side have been played since, without mate.",
       "Upheld: the game is drawn. XXII is glossed (A32).",
       FIFTY_OTHERS],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XXII'], glossed=['XXII'])
