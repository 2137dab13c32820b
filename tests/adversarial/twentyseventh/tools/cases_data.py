"""The thirty cases of the twenty-seventh set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

S_FACTS = ("1. Nf3 Nf6 2. Ng1 Ng8 3. Nc3 Nc6 4. Nb1 Nb8 5. Nh3 Nh6 6. Ng1 Ng8 (both knights out and back: the "
    "opening array stands again after twelve plies) 7. e3 a5 8. Qh5 Ra6 ... 15. Qxc8 Kg6 16. Qe6 (Loyd's "
    "stalemate; the one check, 12. Qxd7+, was announced). Thirty-one lawful plies. Black, to move, is not in check "
    "and has no lawful move: his king's squares f5, g5 and f7 are covered, his f6 pawn is pinned by the e6 queen, "
    "and his nine other men (queen h7, rooks h8 and h6, bishop f8, knight g8, pawns e7, g7, h5) are all blocked "
    "(asserted). Black claims the result of the stalemate. ")
M_FACTS = ("Paris 1858, the \"Opera game\": 1. e4 e5 2. Nf3 d6 3. d4 Bg4 ... 16. Qb8+ Nxb8 17. Rd8, thirty-three "
    "lawful plies. The checks 11. Bxb5+, 15. Bxd7+ and 16. Qb8+ were each announced; the last move, 17. Rd8, "
    "was played without a word. Black's e8 king is in check from the d8 rook, which the g5 bishop guards, and "
    "Black has no lawful move; his queen and other men could move only by leaving the king in check (asserted). "
    "Black says that no check was called, that he need not take notice of it, and that, having no move, he is "
    "stalemated; he claims the result of a stalemate. ")
U_FACTS = ("Start [FEN] r1b1kbnr/pppp1ppp/2n5/4p3/4P2q/8/PPPP2PP/RNBQKBNR w: in the first recorded position "
    "White's e1 king is in check from the h4 queen, and how it came there is not in the record (asserted). White "
    "plays 4. Nc3, Black 4... Nf6, White 5. d3, Black 5... Bb4, nobody saying a word; White's two moves leave the "
    "check standing (asserted). With White to move, Black, the player who gives the check, claims that White's "
    "king is in check of unknown origin and that White must retract and provide for it. At the start White's "
    "lawful moves were Ke2 and g3, nothing else (asserted). ")
J_FACTS = ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. White says j'adoube and adjusts his c4 bishop ({[%adjust "
    "c4]}); he then touches his f3 knight without a word ({[%touch f3]}) and plays 5. d3. Black claims that the "
    "knight must be played. The knight is not pinned and has five lawful moves, Ng1, Nd4, Nh4, Nxe5 and Ng5 "
    "(asserted). ")
C_FACTS = ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O: White castles, the king to g1 and the rook to f1, and takes "
    "his hand away (asserted: before castling Kf1 was also lawful). Before Black moves, White asks to take the "
    "castling back and play Kf1 instead. ")
Q_FACTS = ("Start [FEN] 1k6/7p/1K6/2P5/8/8/8/8 w. White undertakes ({[%condition white]}) to mate with his "
    "c-pawn. 1. c6 Ka8 2. c7 h6 3. c8=Q: the pawn reaches the last square and is made a queen, which mates the a8 "
    "king (asserted). Black says the mate was given by a queen, not by the pawn named, and does not count. ")

def write_all(case, M):
    # ============================================================ twenty-laws
    case(2701, TW, 'loyd-stalemate-after-thirty-one-plies-ten-black-men-none-can-move',
      "After thirty-one plies Black, with ten men on the board, has no lawful move and is not in check: under law 17 the stalemate is a drawn game",
      "a stalemate at the end of a long record, with many men, all blocked or pinned; the same record under five codes (2701, 2707, 2713, 2714, 2719, 2725), three answers.",
      S_FACTS, ['17'],
      ["Law 17: «The position of stale-mate constitutes a drawn game.» Law 17 does not define stalemate; the common meaning (the player to move is not in check and has no lawful move) fits, however many men he has, since none of them can be moved. Upheld; the game is drawn.",
       "Same record elsewhere: Boy's Own 11 (2707) and Philidor XVI in England (2713) give the game to Black, the stalemated player; Philidor in France (2714), the Acknowledged Laws XIII (2719) and London XXIV (2725) draw it."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['17'])

    case(2702, TW, 'king-in-check-from-the-first-position-the-checker-demands-the-retraction',
      "White's king has stood in check from the h4 queen since the record began and White has twice played on; Black, the checker, claims that White must retract and provide for the check: law 5 gives that liberty to the checked player only, so Black's claim is dismissed",
      "a claim by the wrong party: the second sentence of law 5 is a liberty of the player who finds his own king in check; the same record under London XIX (2726), which makes the retraction a duty, is upheld.",
      U_FACTS, ['5'],
      ["Law 5, second sentence: «if you find your king in check, without being able to ascertain how it occurred, you are at liberty to retract your last move and provide for the check». The words are addressed to the player whose king is in check, and they give him a liberty, not a duty. Black, who gives the check, cannot compel White to use it. Nor is Black helped by the first sentence: a check given «without warning» need not be noticed by the checked player «until he does», so Black's course is to warn, not to claim a retraction. Dismissed; law 5 is glossed with this reading.",
       "Same record elsewhere: London XIX says the checked player «must retract», so Black may insist (2726, upheld); the Boy's Own laws (2709), Philidor (2715) and the Acknowledged Laws (2720) have no law on a check of unknown origin."],
      [], 'check-of-unknown-origin', 'black', 'dismissed', cites=['5'], glossed=['5'])

    case(2703, TW, 'queen-against-king-white-gives-notice-himself-fifty-moves-each-black-claims',
      "King and queen against king: White, the stronger side, gives notice himself that the moves will be counted; fifty moves each pass without mate and Black claims the draw: law 19 lets only the adversary give the notice, so no count ran and the claim is dismissed",
      "a fifty-move claim resting on a notice given by the wrong party (the attacker).",
      "Start [FEN] 8/8/3k4/8/8/8/1Q6/4K3 w: king and queen against king, material listed in law 19. White says that he will count the moves ({[%fifty white]}). One hundred plies follow, fifty moves each, no capture, no check, no mate (asserted; generated by walk_no_pawn). Black then claims the game drawn.",
      ['19'],
      ["Law 19: in the listed endings «the adversary may give notice that he intends to count the moves, in which case you must check mate in not exceeding fifty moves for each player (to be computed from the notice given) or it will be a drawn game». «you» is the player with the mating force, and «the adversary» the defender. Only the defender's notice starts the count. Here White, who has the queen, gave the notice himself; Black never did. No count was running, so the fifty moves decide nothing. Black may give notice now, and the count will run from that notice. Dismissed. Law 19 is glossed with this reading (as London 2128 and Philidor 1618 read their fifty-move laws)."],
      [], 'fifty-move-claim', 'black', 'dismissed', cites=['19'], glossed=['19'])

    case(2704, TW, 'black-touches-the-b5-bishop-while-white-is-to-play',
      "After 3... a6 it is White's turn, and Black touches White's b5 bishop; White claims that Black must take it: law 2 binds a player who touches an adversary's man «when it is your turn to play», and it was not Black's turn",
      "a claim about a touch made out of turn; the turn condition of law 2 (no other code's law on touching an adversary's man states one).",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6. It is White's turn. Black touches White's b5 bishop ({[%touch b5 black]}), which his a6 pawn attacks (asserted), saying nothing. White claims that Black must take the bishop.",
      ['2'],
      ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)...». The condition «when it is your turn to play» is part of the offence. Black touched the bishop during White's turn, so law 2 does not apply, and no other law of the twenty makes such a touch an offence. Dismissed; law 2 is glossed with this reading.",
       "Philidor VI, the Acknowledged Laws VII and London IX state no turn condition. No case on this record is written for them, because what «take it» would require of a player who is not to move is uncertain."],
      [], 'touched-adversary-man', 'white', 'dismissed', cites=['2'], glossed=['2'])

    case(2705, TW, 'jadoube-over-the-c4-bishop-then-the-f3-knight-touched-and-d3-played',
      "White says j'adoube and adjusts his c4 bishop, then touches his f3 knight without a word and plays d3: the j'adoube covered the bishop only, so the touched knight must be played",
      "j'adoube said before a second touch: the word covers the man adjusted, not the next man touched; the same record under Philidor V (2717), the Acknowledged Laws V (2722) and London VII (2730).",
      J_FACTS, ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». The j'adoube that law 1 allows is for men «displaced by accident, or moved in error»; White said it over the bishop he adjusted, and it covers that man. The knight was touched afterwards with no word at all, and nothing in law 1 lets one j'adoube excuse the next touch of another man. White must play the knight: Ng1, Nd4, Nh4, Nxe5 or Ng5. Black claimed before moving (law 11). Upheld; Black may compel the knight move."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['1', '11'], moves={'compel-move-touched-man': M[2705]['compel-move-touched-man']})

    case(2706, TW, 'opera-game-mated-without-check-said-black-claims-a-stalemate',
      "The Opera game: 17. Rd8 mates, but White does not say check; Black claims a stalemate: the unannounced-check law lets a player ignore a check when he has a move to play, but it does not turn a mate into a stalemate. The claim is dismissed and the game is White's",
      "a mate finding at the end of a long record: a mate given without the word «check» is still a mate, not a stalemate.",
      M_FACTS, ['17', '5'],
      ["Law 17 draws a stalemate. A stalemate needs a king that is not in check. Black's king is in check from the d8 rook, and every move Black has would leave it there. Law 5 says the checked player is «not obliged to notice» an unannounced check. That lets him play on as if there were no check, but only by making a move, and Black has no lawful move to make. The position is a checkmate, not a stalemate. Dismissed; White has won.",
       "The same record under Boy's Own 11 with 9 (2708), Philidor XVI with XIII (2716) and London XXIV with XVIII (2728) is ruled the same way, as the earlier sets ruled an unannounced smothered mate (609, 624)."],
      [], 'stalemate-result', 'black', 'dismissed', result='white', cites=['17', '5'])

    # ============================================================ boys-own-1829
    case(2707, BO, 'loyd-stalemate-after-thirty-one-plies-the-stalemated-player-wins',
      "After thirty-one plies Black, with ten men on the board and none that can be moved, is stalemated: under law 11 the stalemated player wins the game",
      "law 11's «or even none that can be moved»: a stalemate with ten men, all blocked or pinned; the same record under the twenty laws draws (2701).",
      S_FACTS, ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» Black's king is not in check and every square it could go to is covered. Black has men left, but none that can be moved: the f6 pawn is pinned, and a man whose move would expose the king cannot be moved (laws 4 and 10; laws.md A13). The other eight are blocked. Upheld; Black wins. Law 11 is glossed with this reading.",
       "The twenty laws (2701), the Acknowledged Laws (2719) and London (2725) draw the game; Philidor gives it to Black in England (2713) and draws it in France (2714)."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['11'], glossed=['11'])

    case(2708, BO, 'opera-game-mated-without-check-said-black-claims-a-stalemate',
      "The Opera game: 17. Rd8 mates without check being said; Black claims the stalemate that law 11 would make a win for him: his king is in check, so there is no stalemate, and the game is White's",
      "a mate at the end of a long record claimed as a stalemate under the code where a stalemate wins: law 11 requires «the king be not in check».",
      M_FACTS, ['11', '9'],
      ["Law 11 makes a stalemate only «If the king be not in check». Black's king is in check from the d8 rook. Law 9 says the checked player is «not obliged to notice it till he does». That means he may play on as if there were no check, and Black has no lawful move to play on with. The unannounced check does not make Black's king «not in check». It is a mate. Dismissed; White has won (as 609 on an unannounced smothered mate)."],
      [], 'stalemate-result', 'black', 'dismissed', result='white', cites=['11', '9'])

    case(2709, BO, 'king-in-check-from-the-first-position-the-code-knows-no-unknown-origin',
      "White's king has stood in check since the record began and Black, the checker, asks that White retract and provide for it: the Boy's Own laws have no law on a check of unknown origin, and none on disputes, so the point goes to a third person",
      "a check of unknown origin under a code that provides only for a check given without warning (law 9); the same record is dismissed under the twenty laws (2702) and upheld under London XIX (2726).",
      U_FACTS, [],
      ["Law 9 covers a check given «without warning» that the checker later announces. It does not cover a check whose origin cannot be found, and no law of this code says who may ask for a retraction in that case or what follows from it. The Boy's Own laws have no law that sends disputes to anyone. The codes that do provide for this case disagree: the twenty laws give the checked player a liberty (law 5), and London XIX imposes a duty. An analogy therefore cannot settle it, and the point is referred to a third person, as 708 did on another record."],
      [], 'check-of-unknown-origin', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(2710, BO, 'undertook-to-mate-with-the-c-pawn-the-pawn-made-a-queen-mates',
      "White undertook to mate with his c-pawn; the pawn reaches c8, is made a queen, and mates. Black says the mate does not count: the Boy's Own laws say nothing of conditional mates, nor of promotion, so the point goes to a third person",
      "a conditional mate fulfilled, or not, by the piece a named pawn became; the same record under the Acknowledged Laws (2724) and London (2729).",
      Q_FACTS, [],
      ["No law of the Boy's Own code speaks of undertakings to mate with a particular man, or of what a pawn becomes on the last square. Whether the queen that the c-pawn became is still the c-pawn for the purpose of the undertaking is a question of the players' agreement. No law here answers it, and London XXIII, the one code that names such undertakings, only frees them from a limit of moves. The dispute is referred to a third person (as 2001, 2227 and 2423 on undertakings broken by another man)."],
      [], 'conditional-mate-agreement', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(2711, BO, 'white-castles-and-lets-go-then-asks-to-play-kf1-instead',
      "White castles on the king's side and takes his hand away; before Black moves he asks to play Kf1 instead: law 4 says that when the hand is taken from the man, it must remain where it is",
      "the hold-and-quit rule applied to castling: a castling completed and quitted cannot be exchanged for another king move; the same record under the Acknowledged Laws V (2721).",
      C_FACTS, ['4'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep hold of him, you are at liberty to place him where you please». White's king and rook were placed and let go. The castling was completed by the time the hand left the men, and law 4 lets nothing be changed after that. That Black has not yet moved does not matter: law 4 sets no such limit. Dismissed."],
      [], 'man-released', 'white', 'dismissed', cites=['4'])

    case(2712, BO, 'queen-against-king-fifty-moves-counted-the-code-has-no-such-law',
      "King and queen against king: Black gives notice to count, fifty moves each pass without mate, and Black claims the draw: the Boy's Own laws have no fifty-move law; decided by analogy with the four codes that have one, the game is drawn",
      "a fifty-move claim under the one code with no fifty-move law (as 1908 and 2112, here with king and queen, the mate every other code lists or includes).",
      "Start [FEN] 8/8/8/2k5/8/8/6Q1/6K1 w: king and queen against king. Black gives notice that he will count the moves ({[%fifty black]}). One hundred plies follow, fifty moves each, no capture, no check, no mate (asserted; generated by walk_no_pawn). Black claims the game drawn.",
      [(TW, '19'), (LO, 'XXII')],
      ["The Boy's Own laws have no law on counting moves. The codes that have one agree here. The twenty laws 19 names «the king and queen against the king», London XXII names «Queen, or Rook only», the Acknowledged Laws XII covers any ending, and under each the defender's notice and fifty moves each without mate make a drawn game. Only Philidor XVII («the difficult mates») might not reach this ending. Deciding as the third person by analogy: the game is drawn. No article of this code is cited; the articles quoted above are the analogy's sources."],
      [], 'fifty-move-claim', 'black', 'no-law-provides', remedies=['declare-draw'], result='draw', cites=[])

    # ============================================================ philidor
    case(2713, PH, 'loyd-stalemate-after-thirty-one-plies-in-england-the-stalemated-player-wins',
      "After thirty-one plies Black, with ten men and nothing else to play, is stalemated: in England, by rule XVI, he whose king is stalemate wins the game",
      "rule XVI's «When one has nothing else to play»: stalemate with many men; the country (England by default, laws.md A19) decides the result. 2714 is the same record played in France.",
      S_FACTS, ['XVI'],
      ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is stale-mate. In England, he whose King is stale-mate wins the game». Black has nothing else to play, because his pinned f6 pawn and his blocked men have no move. His king, not in check, cannot stir without coming into check. The game has no country option, so the default is England (laws.md A19). Upheld; Black wins. XVI is glossed with the country reading."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['XVI'], glossed=['XVI'])

    case(2714, PH, 'loyd-stalemate-after-thirty-one-plies-in-france-a-drawn-game',
      "The same stalemate played in France ([Option \"country=france\"]): by rule XVI «in France, and several other countries, the stale-mate is a drawn game»",
      "the country option of rule XVI: the same record as 2713, with the opposite answer.",
      S_FACTS + "The game is played under the French usage ([Option \"country=france\"]).",
      ['XVI'],
      ["Rule XVI: «but in France, and several other countries, the stale-mate is a drawn game». The facts are those of 2713: it is a stalemate, since Black has nothing else to play. The game is played in France. Upheld; the game is drawn. XVI is glossed with the country reading."],
      [('Option', 'country=france')], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XVI'], glossed=['XVI'])

    case(2715, PH, 'king-in-check-from-the-first-position-no-rule-provides',
      "White's king has stood in check since the record began and Black, the checker, asks that White retract and provide for it: Philidor has no rule on a check of unknown origin, nor on disputes, so the point goes to a third person",
      "a check of unknown origin under a code that knows only the unannounced check (XIII); compare 2702 (dismissed) and 2726 (upheld).",
      U_FACTS, [],
      ["Rule XIII covers a check given without warning and then announced «in playing the next move». Nobody has announced anything here, and the check came from a position before the record began. Philidor has no rule for a check whose origin is unknown and no rule that sends disputes to anyone. The codes that provide for it do not agree on who may invoke the retraction (twenty laws 5: the checked player, at his liberty; London XIX: a duty). The point is referred to a third person (as 1613)."],
      [], 'check-of-unknown-origin', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(2716, PH, 'opera-game-mated-without-check-said-black-claims-a-stalemate',
      "The Opera game: 17. Rd8 mates without check being said; Black claims a stalemate, which in England would win him the game: rule XVI's stalemate needs a king out of check, so the claim is dismissed and White has won",
      "an unannounced mate at the end of a long record is no stalemate, even where the stalemated player would win.",
      M_FACTS, ['XVI', 'XIII'],
      ["Rule XVI's stalemate needs a king «being out of check». Black's king is in check. Rule XIII lets him «play as if such check did not exist», but only with a move, and Black has no lawful move. It is a mate. Dismissed; White has won."],
      [], 'stalemate-result', 'black', 'dismissed', result='white', cites=['XVI', 'XIII'])

    case(2717, PH, 'jadoube-over-the-c4-bishop-then-the-f3-knight-touched-and-d3-played',
      "White says j'adoube over his c4 bishop, then touches his f3 knight without a word and plays d3: rule V's j'adoube must be said «in touching it», and nothing was said in touching the knight",
      "j'adoube before a second touch (2705, 2722, 2730 are the same record).",
      J_FACTS, ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». The j'adoube was said in touching the bishop and covers that piece. Nothing was said in touching the knight, so the knight must be played: Ng1, Nd4, Nh4, Nxe5 or Ng5. Upheld; Black may compel it."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['V'], moves={'compel-move-touched-man': M[2705]['compel-move-touched-man']})

    case(2718, PH, 'rook-and-bishop-against-rook-black-claims-before-his-fiftieth-move',
      "Rook and bishop against rook: Black asks for the fifty moves, and after White's fiftieth move, with his own fiftieth still to play, he claims the draw: rule XVII draws the game only when the fifty moves on either side are over",
      "a fifty-move claim made one ply early.",
      "Start [FEN] 8/2r5/8/3k4/8/8/1B6/4K2R w: rook and bishop against rook, one of the difficult mates rule XVII names. Black asks that fifty moves be appointed ({[%fifty black]}). Ninety-nine plies follow (no capture, no check, no mate; asserted; generated by walk_no_pawn): White has played fifty moves since the request and Black forty-nine. With his own fiftieth move still to play, Black claims the draw.",
      ['XVII'],
      ["Rule XVII: «fifty moves on either side must be appointed for the end of the game: these moves being over, it will be a drawn game». Fifty moves «on either side» means fifty by each player. Black has played only forty-nine, so the moves are not over, and White could still mate if Black's fiftieth move allowed it. Dismissed; the game goes on, and the claim can be made again once Black has played his fiftieth move. XVII is glossed with this reading."],
      [], 'fifty-move-claim', 'black', 'dismissed', cites=['XVII'], glossed=['XVII'])

    # ============================================================ acknowledged-laws
    case(2719, AC, 'loyd-stalemate-after-thirty-one-plies-a-drawn-game',
      "After thirty-one plies Black, with ten men and no lawful move, is stalemated: by law XIII stalemate is a drawn game",
      "the stalemate record of 2701 under the Acknowledged Laws.",
      S_FACTS, ['XIII'],
      ["Law XIII: «Stalemate is a drawn game.» Black is not in check and has no lawful move. Upheld; drawn. (Boy's Own 11 and Philidor XVI in England would give Black the game: 2707, 2713.)"],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XIII'])

    case(2720, AC, 'king-in-check-from-the-first-position-to-a-bystander',
      "White's king has stood in check since the record began and Black, the checker, asks that White retract and provide for it: these laws have no article on a check of unknown origin, and XIV sends the dispute to a bystander",
      "a check of unknown origin where law X's exception (two moves after an unannounced check) cannot be counted, since the check is older than the record; compare 2702 and 2726.",
      U_FACTS, ['X', 'XIV'],
      ["Law X and its note concern a check given without crying «Check», with «two moves only» allowed before the pieces are replaced. The note counts from the check, and here the move that gave it is not known, so the count cannot be made. No other article covers a check of unknown origin. Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.» Referred (as 921 on another record). XIV is cited as the article that refers the point; X is not, because it does not reach these facts."],
      [], 'check-of-unknown-origin', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XIV'])

    case(2721, AC, 'white-castles-and-lets-go-then-asks-to-play-kf1-instead',
      "White castles and takes his hand away; before Black moves he asks to play Kf1 instead: law V says that a piece once left cannot be removed from the square it occupies",
      "the hold-and-quit rule and castling (2711 is the same record under Boy's Own 4).",
      C_FACTS, ['V'],
      ["Law V: «If a piece be touched it must be moved. Having once left the piece it cannot be removed from the square it occupies.» The king and rook were placed on g1 and f1 and left there. White cannot take them back to play Kf1. The note's j'adoube does not help him: nothing was said, and a j'adoube allows a man to be adjusted, not a move to be changed. Dismissed."],
      [], 'man-released', 'white', 'dismissed', cites=['V'])

    case(2722, AC, 'jadoube-over-the-c4-bishop-then-the-f3-knight-touched-and-d3-played',
      "White says j'adoube over his c4 bishop, then touches his f3 knight without a word and plays d3: the j'adoube excepted the bishop, not the knight, which law V says must be moved",
      "j'adoube before a second touch (2705, 2717, 2730 are the same record).",
      J_FACTS, ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note adds «[Except the player say j’adoube (I adjust).» White said it over the bishop, which he adjusted. The knight, touched afterwards in silence, is not excepted. White must move it: Ng1, Nd4, Nh4, Nxe5 or Ng5. Upheld; Black may compel it."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['V'], moves={'compel-move-touched-man': M[2705]['compel-move-touched-man']})

    case(2723, AC, 'queen-against-rook-fifty-moves-called-and-played-out',
      "Queen against rook: Black, the defending player, calls on White to mate in fifty moves; fifty moves each pass without mate, and the game is drawn under law XII",
      "law XII's «the defending player» in an ending of unequal forces (laws.md A26: any ending).",
      "Start [FEN] 8/8/2r5/3k4/8/8/7Q/4K3 w: king and queen against king and rook. Black calls on White to mate in fifty moves ({[%fifty black]}). One hundred plies follow, fifty moves each, no capture, no check, no mate (asserted; generated by walk_no_pawn). Black claims the draw.",
      ['XII'],
      ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his adversary to mate in fifty moves or draw the game.» laws.md A26 (binding) reads the law as covering any ending, because the seed has lost the words «one with a superior to an inferior force, or even if». The defending player is Black, whose rook stands against a queen. Fifty moves each have been played since his call, with no mate. Upheld; drawn. XII is glossed."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(2724, AC, 'undertook-to-mate-with-the-c-pawn-the-pawn-made-a-queen-mates',
      "White undertook to mate with his c-pawn; the pawn is made a queen on c8 and mates; Black says the mate does not count: these laws say nothing of conditional mates or of promotion, and XIV sends the dispute to a bystander",
      "a conditional mate and the piece a named pawn became (2710 and 2729 are the same record).",
      Q_FACTS, ['XIV'],
      ["The Acknowledged Laws have no law on undertakings to mate with a particular man and none on promotion. Whether a queen made from the c-pawn fulfils an undertaking to mate with that pawn is a question about the players' agreement. Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander». Referred (as 2423)."],
      [], 'conditional-mate-agreement', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XIV'])

    # ============================================================ london-1847
    case(2725, LO, 'loyd-stalemate-after-thirty-one-plies-a-drawn-game',
      "After thirty-one plies Black, with ten men and no lawful move, is stalemated: by law XXIV a stalemate is a drawn game",
      "the stalemate record of 2701 under the London code.",
      S_FACTS, ['XXIV'],
      ["Law XXIV: «A stalemate is a drawn game.» Black is not in check and has no lawful move. Upheld; drawn. (Boy's Own 11 and Philidor XVI in England would give Black the game: 2707, 2713.)"],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XXIV'])

    case(2726, LO, 'king-in-check-from-the-first-position-the-checker-insists-on-law-nineteen',
      "White's king has stood in check since the record began and White has twice played on; Black, the checker, insists that the check be put right: law XIX says the checked player «must» retract, and the moves since the check being known, all four are taken back and White frees his king",
      "law XIX is a duty, not a liberty, so the checker may invoke it (contrast 2702, twenty laws 5, dismissed); every known move since the check is retracted (laws.md A33).",
      U_FACTS, ['XIX'],
      ["Law XIX: «If the King has been in check for several moves, and it cannot be ascertained how it occurred, the player whose King is in check must retract his last move and free his King from the check : but if the moves made subsequent to the check be known, they must be retracted.» The check is older than the record, so how it occurred cannot be ascertained. Every move since it is known: 4. Nc3 Nf6 5. d3 Bb4. These must be retracted, which brings back the first recorded position, and White must free his king there: Ke2 or g3. The law says «must», so the duty does not depend on the checked player's choice, and Black may insist on it. Upheld. XIX is glossed (the duty and the second clause, laws.md A33)."],
      [], 'check-of-unknown-origin', 'black', 'upheld', remedies=['retract-to-point-of-check'],
      cites=['XIX'], glossed=['XIX'], moves={'retract-to-point-of-check': M[2726]['retract-to-point-of-check']})

    case(2727, LO, 'black-undertook-a-self-mate-white-counts-fifty-moves-and-claims-the-draw',
      "Black undertook to force White to mate him; White gives notice that he will count fifty moves, and after fifty each claims the draw: law XXIII says such a player «is not restricted to any number of moves», so the claim is dismissed",
      "a self-mate undertaking against a fifty-move count: XXII binds a player who must «checkmate his adversary», XXIII frees the undertaking player (as 2425 did for a mate on a named square, here the other colour and a self-mate).",
      "Start [FEN] 8/8/8/8/2q5/5k2/8/R5K1 b: Black (king and queen) against White (king and rook). Black undertakes to force White to checkmate him ({[%condition black]}); White gives notice that he will count the moves ({[%fifty white]}). One hundred plies follow, fifty moves each, no capture, no check, no mate (asserted; generated by walk_no_pawn). White claims the game drawn.",
      ['XXII', 'XXIII'],
      ["Law XXII requires a player to «checkmate his adversary in fifty moves on each side at most» once the adversary gives notice. Black is not trying to checkmate White. He has engaged to make White mate him. Law XXIII: «If a player agree to checkmate with a particular Piece or Pawn, or on a particular square, or engage to force his adversary to stalemate or checkmate him, he is not restricted to any number of moves.» White's count binds Black to nothing. Dismissed; the game goes on. XXIII is glossed: it overrides XXII's count for the undertaking player."],
      [], 'fifty-move-claim', 'white', 'dismissed', cites=['XXII', 'XXIII'], glossed=['XXIII'])

    case(2728, LO, 'opera-game-mated-without-check-said-black-claims-a-stalemate',
      "The Opera game: 17. Rd8 mates without check being said; Black claims a stalemate: law XVIII lets him disregard an unannounced check only by playing on, and he has no lawful move, so it is mate, not stalemate",
      "an unannounced mate at the end of a long record is no stalemate (2706, 2708, 2716 are the same record).",
      M_FACTS, ['XXIV', 'XVIII'],
      ["Law XXIV draws a stalemate, and a stalemated king is one that is not in check. Law XVIII: a player who attacks «the adverse King without saying \"Check,\"» leaves his adversary «not obliged to attend to it». Black could disregard the check only by making a move, and every move he has would leave his king in check. It is a mate. Dismissed; White has won."],
      [], 'stalemate-result', 'black', 'dismissed', result='white', cites=['XXIV', 'XVIII'])

    case(2729, LO, 'undertook-to-mate-with-the-c-pawn-the-pawn-made-a-queen-mates',
      "White undertook to mate with his c-pawn; the pawn is exchanged on c8 for a queen, which mates; Black says the mate does not count: law XXIII names mates with a particular pawn but only frees them from a limit of moves, and XXVI sends the question to the bystanders",
      "a conditional mate with a named pawn fulfilled by the piece the pawn was exchanged for (XXI: the pawn «must be immediately exchanged»); 2710 and 2724 are the same record.",
      Q_FACTS, ['XXIII', 'XXVI'],
      ["Law XXIII names the undertaking «to checkmate with a particular Piece or Pawn», but it says only that such a player «is not restricted to any number of moves». It does not say whether the undertaking is kept when the pawn, exchanged on the last square as law XXI requires, gives the mate as a queen. No law answers this. Law XXVI: «Should any question arise, respecting which there is no law ... the players must refer the point to the most skilful disinterested bystanders». Referred (as 2227). XXIII is glossed (what it decides and what it leaves open)."],
      [], 'conditional-mate-agreement', 'black', 'no-law-provides', remedies=['refer-to-third-party'],
      cites=['XXIII', 'XXVI'], glossed=['XXIII'])

    case(2730, LO, 'jadoube-over-the-c4-bishop-then-the-f3-knight-touched-and-d3-played',
      "White says j'adoube over his c4 bishop, then touches his f3 knight without a word and plays d3: law VII wants the word «at the moment of touching», and nothing was said in touching the knight",
      "j'adoube before a second touch (2705, 2717, 2722 are the same record).",
      J_FACTS, ['VII'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect». The word said at the moment of touching the bishop excepts the bishop. The knight was touched later, in silence. It must be played: Ng1, Nd4, Nh4, Nxe5 or Ng5. Upheld; Black may compel it."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black',
      cites=['VII'], moves={'compel-move-touched-man': M[2705]['compel-move-touched-man']})
