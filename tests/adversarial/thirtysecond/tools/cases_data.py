"""The thirty cases of the thirty-second set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'


def write_all(case, M):
    # ============================================================ twenty-laws
    case(3201, TW, 'qgd-the-queen-lands-on-her-own-d4-pawn',
      "In a Queen's Gambit Declined White's queen goes d1-d4, where his own pawn stands, and takes it off: the twenty laws have no article on taking one's own man, so the claim is heard under law 3, a movement not consistent with the queen's laws",
      "class 3 (the governing article) and class 10 (the article that makes the act unlawful); a real opening, 15 plies.",
      "Queen's Gambit Declined, Tartakower: 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6, "
      "fourteen lawful plies. d2 and d3 are empty and White's own pawn stands on d4 (asserted). White lifts his queen, "
      "sets her on d4 and takes his own pawn off ({[%move d1d4]}). Black, before moving, claims. With the queen put "
      "back, White's king has two lawful moves, Kd2 and Ke2 (asserted), and the queen has lawful moves from d1.",
      ['3', '11'],
      ["No law of the twenty speaks of a player taking his own man (London XII and the Acknowledged Laws VII do). The act is nonetheless provided for: the queen went to a square she cannot lawfully reach, since a man may not be set on a square its own side holds, and law 3 covers every «movement not consistent with its laws». The claim is heard under law 3 as a false move, not sent to a third person under law 20: law 20 is for points «for which the laws have not provided».",
       "Black claimed before he moved (law 11: «nor can any such be retraced, after the adversary has moved a piece»). Upheld, with law 3's three penalties in its order, Black electing: the queen stays on d4 (the pawn stays off), the queen makes a natural move from d1, or she is put back and the king moves (Kd2 or Ke2; the king can move, so law 18 does not arise). The d4 pawn comes back with any remedy that puts the queen back.",
       "Other codes: London XII gives «the option of obliging him to move either» of the two men; the Acknowledged Laws VII name «take one of his own men by mistake» in their one menu; Boy's Own 7 and Philidor VIII treat it as a false move with a king move for penalty."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11'],
      moves={'replace-and-move-king': M[3201]['replace-and-move-king']})

    case(3202, TW, 'ruy-lopez-breyer-knight-set-on-d3-black-replies-white-pleads-late',
      "In a Ruy Lopez the b1 knight is set on d3, no knight's move; Black answers 11... Bb7 and only then claims; White pleads that the claim is late: law 3 and law 11 close a false move once the adversary has played, so the plea is upheld",
      "a claim out of time, pleaded by the offender; a real opening, 22 plies.",
      "Ruy Lopez, Breyer: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 "
      "10. d4 Nbd7, twenty lawful plies. White, meaning Nbd2, sets the b1 knight on d3 ({[%move b1d3]}): b1-d3 is not a "
      "knight's move (asserted). Black does not notice and plays 11... Bb7, a lawful move. He then sees the knight on "
      "d3 and claims the false move; White pleads that the claim comes too late.",
      ['3', '11'],
      ["Law 3: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.» Law 11: «nor can any such be retraced, after the adversary has moved a piece.» Read with laws.md A6, «after the adversary has moved» governs both halves of law 11 (glossed).",
       "Black has played 11... Bb7 since the false move: the adversary has played and moved a piece. White's plea is upheld: no penalty can now be exacted, and the knight stands on d3 as if the move had been good.",
       "Other codes: Boy's Own 7 «if he have pliﬂyeg before he notices» and Philidor VIII «after the adversary's next move» close it the same way; London XXV closes it earlier still, at the claimant's first touch; the Acknowledged Laws VII set no time at all."],
      [], 'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], cites=['3', '11'], glossed=['11'])

    case(3203, TW, 'queen-against-king-fifty-moves-counted-from-the-notice-no-mate',
      "King and queen against the bare king: Black gives notice to count, fifty moves are played on each side with neither mate nor capture, and law 19 makes the game drawn",
      "class 7 (the ruling says how the game ends); the first material law 19 names.",
      "[FEN] White has king (e1) and queen (d1), Black the bare king (e5), Black to move. Black gives notice that he "
      "will count ({[%fifty black]}) and the game goes on: fifty moves by Black (1... to 50...) and fifty by White (2. to "
      "51.), none of them a capture or a check; White's queen is never left where the king can take it, there is no "
      "mate and no stalemate (asserted move by move). After White's fifty-first move Black claims the draw.",
      ['19'],
      ["Law 19 names «the king and queen against the king» first among its endings, and gives the notice to «the adversary», the defending player, which Black is. White «must check mate in not exceeding fifty moves for each player (to be computed from the notice given) or it will be a drawn game». From the notice White has played fifty moves and not mated.",
       "Upheld: the game is drawn (result draw).",
       "Other codes: Philidor XVII's «difficult mates» (A20) do not include queen against king, so the request would fail there (as 404); London XXII (A32) and the Acknowledged Laws XII (A26) would draw; Boy's Own has no fifty-move law."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['19'])

    case(3204, TW, 'four-knights-the-knight-given-was-left-on-claimed-after-four-moves-each',
      "White undertook to give his queen's knight but left it on, and played it to c3; Black notices after four moves on each side: law 14 says that after four moves on each side it cannot be removed, so the claim is out of time",
      "the count of «four moves on each side» (laws.md A7); the receiver's claim out of time; a real opening, 8 plies.",
      "[Odds \"white knight b1 left-on-board\"]: White undertook to give the odds of his queen's knight and forgot to "
      "take it off. Four Knights: 1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. Bb5 Bb4, four moves on each side (asserted); the "
      "knight that should have been given is the one on c3. Black now notices and claims that the knight come off "
      "or the game begin again.",
      ['14'],
      ["Law 14: «if a player omit to take off the piece or pawn agreed to be conceded, until four moves on each side have been played, it cannot then be removed, but the game must be played with all the pieces as they stand». With laws.md A7, «four moves on each side» is eight plies; the eighth, 4... Bb4, has been played (glossed). The second sentence, «If the error be noticed before four moves have been played, the game is to be re-commenced», no longer applies.",
       "Out of time: the knight stays and the game is played out as the men stand. If White should give mate, law 14's last clause scores it a draw; that is not before us.",
       "Other codes: London IV and the Acknowledged Laws III give the adversary, after the fourth move, the choice of proceeding or recommencing (as 730, 011); Philidor IV lets «him who has suffered» choose with no limit of moves; Boy's Own is silent."],
      [('Odds', 'white knight b1 left-on-board')], 'odds-man-not-removed', 'black', 'out-of-time', cites=['14'], glossed=['14'])

    case(3205, TW, 'pawn-and-three-moves-the-queen-checks-from-h5-on-the-third',
      "Black gives the pawn and three moves; White plays e4, Bc4 and Qh5, checking the king: law 15's own example, and the queen's move lands in Black's half",
      "law 15 applied to the very line its example guards against.",
      "[Odds \"black pawn-and-moves 3\"]: Black gives the king's bishop's pawn and three moves. White's three moves "
      "are 1. e4 2. Bc4 3. Qh5, and White says \"check\": with f7 gone the queen on h5 checks the e8 king (asserted). "
      "e4 and c4 are on the fourth rank; h5 is on the fifth, in Black's half (asserted). Black claims.",
      ['15'],
      ["Law 15: a player receiving «the odds of the pawn, and three or more first moves, must confine those moves to his own territory, otherwise he might give check-mate before the adversary had moved a piece». With laws.md A9, his own territory is his own half, ranks one to four for White (glossed). Its example ends «3rd, queen to rook's fifth square, he checks the black king»; White played a version of it, with the bishop on c4 instead of d3.",
       "Upheld: the bonus moves are to be confined to White's half; the queen's move to h5 is not one of them.",
       "Other codes: none of the four others has a pawn-and-moves law (Philidor 2016, London 2026 and the Acknowledged Laws 722 were referred)."],
      [('Odds', 'black pawn-and-moves 3')], 'odds-moves-out-of-territory', 'black', 'upheld',
      remedies=['confine-odds-moves-to-own-half'], cites=['15'], glossed=['15'])

    case(3206, TW, 'pawn-made-a-second-queen-the-code-is-silent-on-promotion',
      "White's pawn reaches b8 and becomes a second queen while his first is on the board; Black says a player may have one queen: the twenty laws say nothing of promotion, so the point is decided by analogy, as law 20's third person would",
      "class 5 (a dispute the code does not provide for is heard, not refused).",
      "[FEN] an ending: White has king (g2), queen (d1) and pawns b7, f2, g3, h2; Black a bare king on h7. White plays "
      "1. b8=Q and has two queens (asserted); there is no check. Black claims that a pawn may not be made a second "
      "queen while the first is still on the board.",
      ['20'],
      ["The twenty laws have no article on a pawn reaching the last square. Law 20: «If any dispute arise as to points of the game, for which the laws have not provided, the matter is to be referred to a third person, whose decision is to be final.»",
       "No law provides; the point is heard and decided by analogy, as the third person. Every code that speaks of it allows the exchange «even when all the Pieces remain on the chess-board» (Philidor IX) and «even though all the pieces remain on the board» (London XXI), and laws.md A18 takes Q, R, B or N. By analogy the second queen stands; no remedy. Cites 20, as 1905 did.",
       "Other codes: dismissed under Philidor IX and London XXI; no law under Boy's Own and the Acknowledged Laws, decided the same way by analogy."],
      [], 'promotion', 'black', 'no-law-provides', cites=['20'])

    # ============================================================ boys-own-1829
    case(3207, BO, 'moeller-attack-the-pinned-e7-knight-touched-then-bxg5',
      "In the Moeller attack Black touches his e7 knight, pinned by the e4 rook, then plays 12... Bxg5: law 4 turns the duty into a king move, and castling is a move of the king",
      "class 4 (a true pin: every move of the knight would discover check); a claim by White; a real opening, 23 plies.",
      "Italian, Moeller attack: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ (\"check\") 7. Nc3 Nxe4 8. O-O Bxc3 "
      "9. d5 Bf6 10. Re1 Ne7 11. Rxe4 d6 12. Bg5, twenty-three lawful plies. The e4 rook, e5 and e6 empty, the e7 knight "
      "and the e8 king stand on one file: the knight is pinned, and every move of it would discover check (asserted). "
      "Black touches the knight ({[%touch e7]}), then plays 12... Bxg5 (the book move). White claims. Black's king "
      "has three lawful moves: Kd7, Kf8 and O-O (asserted).",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» The knight cannot be played without discovering check from the e4 rook; the king can move.",
       "Upheld: Bxg5 is not what law 4 allows; Black must move his king, White claiming. The king's moves are Kd7, Kf8 and castling: castling moves the king, and law 4 does not bar it (as 1409). White's claim is the adversary's; law 4 gives the duty, and the adversary may insist on it.",
       "Other codes: Philidor XV (A17) the same, play the King; London XVII «replace the Piece or Pawn and move his King»; the Acknowledged Laws V note lets White elect a king move or a replacement; twenty-laws 1 «you are to move the king, when possible»."],
      [], 'touched-own-man-unplayable', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['4'],
      moves={'move-king': M[3207]['move-king']})

    case(3208, BO, 'qga-the-queen-takes-on-d7-over-her-own-d4-pawn',
      "In the Queen's Gambit Accepted White's queen takes the d7 knight, passing over her own d4 pawn: a false move under law 7, and the penalty is a king move, Kh1",
      "an illegal capture under a code with one law for every false move; a real opening, 17 plies.",
      "Queen's Gambit Accepted: 1. d4 d5 2. c4 dxc4 3. e3 e5 4. Bxc4 exd4 5. exd4 Nf6 6. Nf3 Be7 7. O-O O-O 8. Nc3 Nbd7, "
      "sixteen lawful plies. White's queen takes the knight on d7 ({[%move d1d7]}), passing over his own d4 pawn "
      "(asserted: not a capture the queen can make). No White man can lawfully take on d7. Black claims at once. With "
      "the queen put back, White's king has one lawful move, Kh1 (asserted).",
      ['7'],
      ["Boy's Own has no article of its own for a capture made with a man that cannot make it. A queen passing over a man is a «false move», and law 7 governs: «your opponent can oblige you to move your king, if you ¢an do so without placing him in check». Laws.md A36: the false move is first taken back, then the king moves; the knight returns to d7.",
       "Black claimed before playing (law 7: «if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it»). Upheld: Black elects, and the king move is Kh1.",
       "Other codes: twenty-laws 3 and London XI give the capture «with a Piece or Pawn that can legally take it» or a move of the capturer (here no man can lawfully take on d7); Philidor VIII is a king move as here; the Acknowledged Laws VII their menu."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'],
      moves={'move-king': M[3208]['move-king']})

    case(3209, BO, 'perpetual-check-from-e8-and-h5-white-claims-a-draw',
      "White checks from e8 and h5 in turn and the position comes round again; White claims a drawn game by perpetual check: no Boy's Own law ends a game so, and none sends a dispute anywhere, so the point is referred",
      "class 5 (heard, not refused), under the one code with no law on disputes.",
      "[FEN] White has king (g1), queen (e1) and pawns f2, g2, h2; Black king (g8), pawn g7 and rooks a2 and b2: "
      "Black is far ahead. White checks, saying \"check\" each time: 1. Qe8+ Kh7 2. Qh5+ Kg8 3. Qe8+ Kh7 4. Qh5+ Kg8. "
      "Each of Black's replies is his only lawful move, and after 4... Kg8 the position after 2... Kg8 stands again "
      "(asserted). White claims that the game is drawn by perpetual check.",
      ['11'],
      ["Boy's Own has eleven laws; the only one that ends a game without mate is law 11, stalemate, and this is not a stalemate: Black is in check each time and has a move. No law speaks of a repeated position or of perpetual check, and Boy's Own has no article, like twenty-laws 20 or London XXVI, saying who decides what the laws leave open.",
       "No law provides. The dispute is heard, not refused: nothing in the laws makes the game drawn, and whether perpetual check ends it is referred to a third person, as 2011 did for a repeated position. Nothing is cited, since no article governs.",
       "Other codes: the same answer everywhere, each code's disputes article cited where it has one (twenty-laws 20 as 2606, the Acknowledged Laws XIV as 1921, London XXVI); Philidor, like Boy's Own, has none."],
      [], 'unprovided-or-disputed-point', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(3210, BO, 'ruy-lopez-breyer-white-touches-the-b5-pawn-then-plays-kh1',
      "In a Ruy Lopez White touches Black's b5 pawn, which no White man can take, and then plays Kh1; Black claims that he must take it: law 5's penalty for an untakeable man is a king move, and White has made one",
      "class 6 (a penalty already satisfied is not imposed again); a real opening, 21 plies.",
      "Ruy Lopez, Breyer: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 "
      "10. d4 Nbd7, twenty lawful plies. White touches Black's b5 pawn ({[%touch b5]}), saying nothing; no White man "
      "can take it (asserted). White then plays 11. Kh1, one of his three king moves (Kf1, Kh1, Kh2: asserted). Black "
      "claims that White must take the pawn he touched.",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king, if that be possible, without putting him in check.» The b5 pawn cannot be taken, so the law's penalty is the «if not» branch: a king move.",
       "White has moved his king (Kh1), which is what law 5 would have ordered. Dismissed: the penalty is paid and cannot be exacted a second time; it does not matter that White moved the king before Black asked.",
       "Other codes: Philidor VI and London IX the same (2916, 2929); twenty-laws 2 gives Black the capture, a replacement and king move or leaving; the Acknowledged Laws VII their menu, which a king move also satisfies."],
      [], 'touched-adversary-man', 'black', 'dismissed', cites=['5'])

    case(3211, BO, 'b6-stalemates-a-king-whose-knight-is-pinned-the-stalemated-player-wins',
      "White's b6 leaves Black's king with no square and his only man, the b7 knight, pinned by the d5 bishop: a stalemate under law 11, and under Boy's Own the stalemated player wins",
      "class 7 (the ruling says how the game ends) and class 4 (a pinned man counts among those «none that can be moved»).",
      "[FEN] White: king c7, bishop d5, pawn b5; Black: king a8, knight b7. White plays 1. b6. Black's king is not in "
      "check; a7 is held by the b6 pawn and b8 by the c7 king; the b7 knight has four squares but is pinned to its king "
      "along a8-d5: Black has no lawful move (asserted). Black claims the game.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» With laws.md A13, «or even none that can be moved» takes in men that are blocked, and a pinned man counts as one that cannot be moved, since laws 4 and 10 do not let a man be played to expose the king (glossed).",
       "Upheld: Black is stalemated and wins the game (result black).",
       "Other codes: a draw under twenty-laws 17, the Acknowledged Laws XIII and London XXIV; a win for Black under Philidor XVI in England, a draw in France (A19)."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['11'], glossed=['11'])

    case(3212, BO, 'french-exchange-re1-with-a-false-check-kh8-bg5-then-black-claims',
      "In a French Exchange White plays Re1 and says \"check\" to a king already castled; Black moves his king, White plays Bg5, and only then Black claims: law 8 lets him retract only before the announcer's next move",
      "class 1's window (a misled move may be retracted only in time); a claim out of time; a real opening, 15 plies.",
      "French Exchange: 1. e4 e6 2. d4 d5 3. exd5 exd5 4. Bd3 Bd6 5. Nf3 Nf6 6. O-O O-O 7. Re1, thirteen lawful plies. "
      "White says \"check\" ({[%check]}); the e-file is open, but Black's king is on g8 and is not in check (asserted). "
      "Black, in consequence, plays 7... Kh8. White replies 8. Bg5. Black now sees that there was no check and asks to "
      "take back Kh8.",
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» The challenge was false and Kh8 was made in consequence (first set's reading 16), but White has made his next move, 8. Bg5, before Black discovered it.",
       "Out of time: Kh8 stands.",
       "Other codes: the same under twenty-laws 6 (before the opponent «has completed his next move»), Philidor XIV and London XX; the Acknowledged Laws XI set no time (as 2824, upheld after the announcer's next move)."],
      [], 'false-check-announcement', 'black', 'out-of-time', cites=['8'])

    # ============================================================ philidor
    case(3213, PH, 'caro-kann-bxd3-white-castles-across-the-attacked-f1',
      "In a Caro-Kann Black takes on d3 and White, instead of retaking, castles, his king passing f1, which the d3 bishop attacks: rule XII bars it, and the offender plays his rook or his king at his own choice",
      "class 10 (the article that makes the castling unlawful); the offender elects under Philidor; a real opening, 19 plies.",
      "Caro-Kann, classical: 1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Bf5 5. Ng3 Bg6 6. h4 h6 7. Nf3 Nd7 8. h5 Bh7 9. Bd3 "
      "Bxd3, eighteen lawful plies. White, not in check, castles on the king's side ({[%move e1g1]}). f1 and g1 were "
      "empty and neither king nor rook had moved, but f1, the square the king passes, is attacked by the d3 bishop "
      "(asserted). Black claims. With king and rook put back, the rook has Rf1, Rg1, Rh2, Rh3 and Rh4, and the king "
      "Kd2 (asserted).",
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a check». The king passed f1, attacked by the bishop: this castling is the act XII forbids. The penalty is XII's own: «he that castles when he should not do it, must play his Rook touched, or his King, at his own choice»; laws.md A16 (ii) reads «at his own choice» literally, the offender choosing (glossed).",
       "Black claimed before his next move (VIII: «no false move can be recalled after the adversary's next move»). Upheld: the castling is undone and White plays his rook (Rf1, Rg1, Rh2, Rh3, Rh4) or his king (Kd2), at his own choice; VI, to which VIII refers for the king move, is cited as in 817 and 1517.",
       "Other codes: London XVI.4 and the Acknowledged Laws IX.4 bar it too (the adversary elects); twenty-laws 8 and Boy's Own 6 say nothing of attacked squares."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-rook', 'move-king'], elector='white',
      cites=['XII', 'VIII', 'VI'], glossed=['XII'], moves={'move-rook': M[3213]['move-rook'], 'move-king': M[3213]['move-king']})

    case(3214, PH, 'knight-covers-b8-black-calls-it-stalemate-but-the-pinned-rook-slides',
      "White's Nd7 leaves Black's king no square, and Black, whose rook is pinned on the a-file, claims stalemate: a rook pinned along a file can still move along it, so Black has something to play and there is no stalemate",
      "class 4 (findings of fact are true of the board: a pinned man is not always an immovable one).",
      "[FEN] White: king b6, knight e5, rook a1; Black: king a8, rook a5. White plays 1. Nd7. Black is not in check; a7 "
      "and b7 are held by the b6 king and b8 by the knight. The a5 rook is pinned to its king by the a1 rook, but it "
      "can move along the a-file: Rxa1, Ra2, Ra3, Ra4, Ra6+ and Ra7 are lawful (asserted). Black claims a stalemate, "
      "which wins for him in England.",
      ['XVI'],
      ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is stale-mate.» The king cannot stir, but Black has something else to play: a rook pinned along the line of the pin keeps every move along that line, including the capture of the pinning rook.",
       "Dismissed: there is no stale-mate, and the game goes on with Black to move. The reading of «In England» (A19) does not arise.",
       "Other codes: dismissed everywhere, since each stalemate law needs a player with no lawful move (twenty-laws 17, Boy's Own 11 «none that can be moved», the Acknowledged Laws XIII as 1519, London XXIV)."],
      [], 'stalemate-result', 'black', 'dismissed', cites=['XVI'])

    case(3215, PH, 'ruy-lopez-chigorin-blacks-queens-bishop-forgotten-noticed-after-ten-moves',
      "Black's queen's bishop was never set up; White notices after ten moves each of a Ruy Lopez: rule III sets no limit of moves, and White, the adversary, chooses between beginning afresh and going on with the bishop set on c8",
      "a forgotten man under the one code with no count of moves; a real opening, 20 plies.",
      "[FEN] the array without Black's c8 bishop. Ruy Lopez, Chigorin: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O "
      "Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5 10. Bc2 c5, ten lawful moves each, none needing the bishop "
      "(asserted). White notices and claims; c8 is empty (asserted).",
      ['III'],
      ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set in its place.» Laws.md A14: the adversary chooses between a restart and going on with the man on its starting square, and there is no time limit (glossed).",
       "Upheld: White, the adversary of the player who forgot, elects between beginning afresh and going on with the bishop set on c8, which is empty.",
       "Other codes: twenty-laws 12 and London III close the correction after four moves (the game is played out as it stands); the Acknowledged Laws II before four moves; Boy's Own is silent on an omitted man."],
      [], 'initial-man-omitted', 'white', 'upheld', remedies=['restart-game', 'rectify-setup'], elector='white',
      cites=['III'], glossed=['III'])

    case(3216, PH, 'budapest-bb4-check-unannounced-nf3-ignores-it-nc6-with-check',
      "In the Budapest gambit Black's 4... Bb4 checks without warning; White plays 5. Nf3 as if there were none; Black says \"check\" with 5... Nc6: rule XIII makes each come back from his last move, and White must take the check off",
      "class 9 (the record decides who moved what, and when \"check\" was said); a real opening, 10 plies.",
      "Budapest gambit: 1. d4 Nf6 2. c4 e5 3. dxe5 Ng4 4. Bf4 Bb4+, and Black says nothing: the bishop checks the e1 "
      "king along b4-e1 (asserted). White plays 5. Nf3, which does nothing against the check. Black plays 5... Nc6 and "
      "says \"check\" ({[%check]}); the b4 bishop still checks (asserted). Black claims that both moves be taken back. "
      "After the retraction White's ways to meet the check are Nd2, Nc3, Qd2 and Bd2 (asserted).",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move, as being false, and he that is under check is to take it off». White was entitled to play 5. Nf3 as if there were no check; Black said \"check\" in playing his next move.",
       "Upheld: 5... Nc6 and 5. Nf3 are taken back, and White, under check, takes it off (Nd2, Nc3, Qd2 or Bd2). The reading of «each must then come back from his last move» is laws.md A35's.",
       "Other codes: the same under twenty-laws 5, Boy's Own 9 and London XVIII; the Acknowledged Laws X exception takes the pieces back to the check (A25)."],
      [], 'unannounced-check', 'black', 'upheld', remedies=['retract-both-last-moves'], cites=['XIII'],
      moves={'retract-both-last-moves': M[3216]['retract-both-last-moves']})

    case(3217, PH, 'sicilian-dragon-bc4-quitted-white-asks-to-play-be2',
      "In a Sicilian Dragon White plays 6. Bc4, lets go of the bishop, and then asks to put it on e2 instead: rule VII forbids taking a man again once it is quite left",
      "a claim by the player who moved; a real opening, 11 plies.",
      "Sicilian Dragon: 1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 g6 6. Bc4, eleven lawful plies. White sets the "
      "bishop on c4 and lets go of it; before Black moves he asks to play it to e2 instead.",
      ['VII'],
      ["Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place; but so long as he keeps his hold of it, he is at liberty to play it where he pleases.» White had quite left the bishop.",
       "Dismissed: 6. Bc4 stands. It was a lawful move, so no other rule comes in.",
       "Other codes: the same under twenty-laws 1, Boy's Own 4, the Acknowledged Laws V and London VIII."],
      [], 'man-released', 'white', 'dismissed', cites=['VII'])

    case(3218, PH, 'white-began-a-decided-game-and-begins-the-next',
      "White began the previous game, which was decided, and the record shows him making the first move of this one too: rule II makes the move alternate after the first game, so Black was entitled to begin, and the game is begun again",
      "class 9 (the record decides who began, not the usual order of the colours).",
      "[PreviousGame \"white decided\"]: the previous game of the sitting was begun by White and was not drawn. No odds "
      "are given. This game goes 1. e4 c5 2. Nf3 d6: White made the first move (asserted). Black claims.",
      ['II'],
      ["Rule II: «In games without odds, lots must be cast for the move, which afterwards becomes alternate.» After a game White began, the next is Black's to begin; Philidor has no rule that changes this for a drawn game, and this game was decided.",
       "Upheld: the game is begun again, Black to move first.",
       "Other codes: the same under Boy's Own 2 (2108), the Acknowledged Laws IV and London V; twenty-laws 9 likewise, with 10 making a drawn game an exception."],
      [('PreviousGame', 'white decided')], 'first-move-or-colour', 'black', 'upheld', remedies=['restart-game'], cites=['II'])

    # ============================================================ acknowledged-laws
    case(3219, AC, 'scandinavian-bb5-with-a-false-check-black-touches-his-king-then-takes',
      "In a Scandinavian White plays 10. Bb5 and says \"check\", though the c6 pawn stands between; Black lays his hand on his king, sees there is no check and takes the bishop instead; White claims the king must move: a touch made because of a false check binds no more than the move law XI lets him take back",
      "class 1 (a touch made because of a false announcement of check is released); a real opening, 20 plies.",
      "Scandinavian: 1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3 c6 6. Bc4 Bf5 7. Bd2 e6 8. Nd5 Qd8 9. Nxf6+ "
      "(\"check\", rightly) gxf6, eighteen lawful plies. 10. Bb5, and White says \"check\": the c6 pawn stands between "
      "b5 and e8 and there is no check (asserted). Black, in consequence, lays his hand on his king ({[%touch e8]}), "
      "which had two moves, Kd7 and Ke7; then he sees the pawn, lets go, and plays 10... cxb5 (lawful). White claims "
      "that Black touched his king and must move it.",
      ['V', 'XI'],
      ["Law V: «If a piece be touched it must be moved.» Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» XI speaks of a king moved, not touched; the reading (first set's reading 1, glossed): if a king moved in consequence of a false check may be put back and another move made, a king only touched in consequence binds no more.",
       "Dismissed: Black's touch was made because of White's false \"check\", and 10... cxb5 stands.",
       "Other codes: dismissed under Philidor XIV («touch either your King, or any other piece») and London XX by their words, under twenty-laws 6 and Boy's Own 8 by the same reading."],
      [], 'touched-own-man', 'white', 'dismissed', cites=['V', 'XI'], glossed=['XI'])

    case(3220, AC, 'whites-bishop-and-knight-exchanged-black-began-and-has-played-four',
      "White's king's bishop and knight were set on each other's squares; Black began this game, and White notices only after Black's fourth move: law II's \"before the fourth move\" has passed, so the game proceeds as the pieces stand",
      "class 9 (the record decides who began and how many moves each has played).",
      "[PreviousGame \"white decided\"] [FEN] the array with White's knight on f1 and bishop on g1, Black to move: "
      "White began the last game, so Black begins this one. 1... e5 2. e4 Nc6 3. Nc3 Nf6 4. d3 Bc5: Black has played "
      "four moves, White three (asserted); the knight is still on f1 and the bishop on g1. White now notices and "
      "claims that the set-up be put right.",
      ['II'],
      ["Law II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the game must proceed as the pieces stand.» Laws.md A21: before either player plays his fourth move (glossed). Black has played his fourth move, 4... Bc5; that White, who did not begin, has played only three does not keep the time open.",
       "Dismissed: the game proceeds as the pieces stand.",
       "Other codes: twenty-laws 12 «neither party have played four moves» the same (2206); London II counts the discoverer's own fourth move (A7), so White, who has not played his fourth, is in time there; Boy's Own 3 gives the adversary the choice after two moves."],
      [('PreviousGame', 'white decided')], 'initial-men-misplaced', 'white', 'dismissed', cites=['II'], glossed=['II'])

    case(3221, AC, 'opera-game-black-castles-on-the-queens-side-over-the-b8-knight',
      "In Morphy's Opera game Black, after 9. Bg5, castles on the queen's side with his knight still on b8: law IX.3 forbids castling with any piece between king and rook, and law VII gives White his menu",
      "class 10 (the article that makes the castling unlawful, cited first); a real opening, 18 plies.",
      "Philidor's defence, the Opera game: 1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. "
      "Nc3 c6 9. Bg5, seventeen lawful plies. Black, not in check, castles on the queen's side ({[%move e8c8]}): c8 and "
      "d8 are empty and not attacked, neither king nor rook has moved, but the knight still stands on b8, between the "
      "king and the rook (asserted). White claims.",
      ['IX', 'VII'],
      ["Law IX: «A player cannot Castle under any of the following circumstances :—... 3. If there be any Piece between the King and Hook.» («Hook» is the OCR's «Rook».) The b8 knight is a piece between king and rook. IX states no penalty; law VII does, for «an illegal move»: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move».",
       "Upheld, with the three of VII's remedies that fit an illegal castling (A23: «take the man» does not apply), White electing: make the right move, move the king, or replace and make a legal move. The Acknowledged Laws set no time for the claim.",
       "Other codes: London XVI.3 (let it stand, move the king, move the rook); Philidor XII says nothing of men between (only XI's description), twenty-laws 8 and Boy's Own 6 likewise."],
      [], 'illegal-castling', 'white', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
      elector='white', cites=['IX', 'VII'])

    case(3222, AC, 'petrov-white-moves-blacks-e4-knight-back-to-f6',
      "In a Petrov White, in his own turn, moves Black's e4 knight back to f6: law VII's menu for a player who touches one of his opponent's men applies to one who moves it",
      "a real opening, 15 plies; law VII's one menu.",
      "Petrov: 1. e4 e5 2. Nf3 Nf6 3. Nxe5 d6 4. Nf3 Nxe4 5. d4 d5 6. Bd3 Be7 7. O-O Nc6, fourteen lawful plies. In his own "
      "turn White takes Black's e4 knight and sets it on f6 ({[%move e4f6 white]}), saying nothing. Black claims. On e4 "
      "the knight could be taken, Bxe4; White's king has one move, Kh1 (asserted).",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Moving an opponent's man includes touching it, and it is no lawful move of White's.",
       "Upheld, Black electing among the menu's remedies that fit (A23): take the man, move the king (Kh1), or replace it and make a legal move. «make the right move» belongs to a false move of one's own man and is not offered, as in 2420 and 1922.",
       "Other codes: twenty-laws 2 «or move it instead of your own» (take, replace and move the king, or leave); London X (replace and move the king, replace and take, leave); Boy's Own 5 and Philidor VI speak only of touching (by analogy, as 1412, 1417)."],
      [], 'moved-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'],
      elector='black', cites=['VII'], moves={'move-king': M[3222]['move-king']})

    case(3223, AC, 'kings-indian-mar-del-plata-the-queen-goes-to-h4-over-her-own-knight',
      "In a King's Indian Black's queen goes d8-h4, passing over her own e7 knight: an illegal move, and law VII's menu, with the queen's one right move Qe8 and the king's Kh8",
      "class 10 (the act is unlawful because the queen passes over a man); feasibility of each remedy checked; a real opening, 20 plies.",
      "King's Indian, Mar del Plata: 1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6 5. Nf3 O-O 6. Be2 e5 7. O-O Nc6 8. d5 Ne7 9. Ne1 "
      "Nd7 10. f3, nineteen lawful plies. Black sets his queen on h4 ({[%move d8h4]}), passing over his own e7 knight "
      "(asserted: not a move the queen can make). White claims. From d8 the queen's one lawful move is Qe8; the king's "
      "is Kh8 (asserted).",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» A queen cannot pass over a man; the move is illegal.",
       "Upheld, White electing among the remedies that fit an illegal move (A23; «take the man» is for an opponent's man touched): the right move with the queen (Qe8 is the only one), a king move (Kh8), or the queen replaced and any legal move. The Acknowledged Laws set no time for the claim.",
       "Other codes: twenty-laws 3 and London XIII (leave it, move correctly, replace and move the king); Boy's Own 7 and Philidor VIII a king move."],
      [], 'false-move', 'white', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
      elector='white', cites=['VII'], moves={'move-correctly': M[3223]['move-correctly'], 'move-king': M[3223]['move-king']})

    case(3224, AC, 'slav-white-touches-the-f3-knight-says-jadoube-then-plays-qe2',
      "In a Slav White touches his f3 knight, only then says j'adoube, and plays 9. Qe2; Black claims the knight: law V's note excepts a man the player says j'adoube over, and read as a word that must come with the touch, it comes too late",
      "the moment of j'adoube (a reading stated); a real opening, 17 plies.",
      "Slav: 1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 dxc4 5. a4 Bf5 6. e3 e6 7. Bxc4 Bb4 8. O-O O-O, sixteen lawful plies. White "
      "touches his f3 knight ({[%touch f3]}), then says \"j'adoube\" ({[%adjust f3]}), and plays 9. Qe2. Black claims that "
      "the knight must be moved. It has five lawful moves: Ne1, Nd2, Nh4, Ne5 and Ng5 (asserted).",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «[Except the player say j’adoube (I adjust).» The note does not say when the word must come. Reading (glossed, as 2422 and 012): j'adoube declares an adjustment before the hand is laid on the man; said after the touch, it is a wish to undo it, and the touch stands.",
       "Upheld: White must move the knight (Ne1, Nd2, Nh4, Ne5 or Ng5), Black electing.",
       "Other codes: London VII «at the moment of touching it» and Philidor V «in touching it» say so in words; twenty-laws 1 lets j'adoube come after, but only for a man displaced by accident (A4); Boy's Own knows no j'adoube."],
      [], 'adjustment-claim', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V'],
      glossed=['V'], moves={'compel-move-touched-man': M[3224]['compel-move-touched-man']})

    # ============================================================ london-1847
    case(3225, LO, 'kieseritzky-the-knight-given-left-on-black-claims-after-five-moves-each',
      "White undertook to give his king's knight but left it on, and it stands on e5 in a Kieseritzky gambit; Black notices after five moves each: law IV gives him the choice of proceeding or recommencing",
      "an odds man left on, after the four moves; a real opening, 10 plies.",
      "[Odds \"white knight g1 left-on-board\"]: White undertook to give the odds of his king's knight and forgot to "
      "take it off. King's gambit, Kieseritzky: 1. e4 e5 2. f4 exf4 3. Nf3 g5 4. h4 g4 5. Ne5 Nf6, five moves on each "
      "side; the knight that should have been given stands on e5 (asserted). Black notices and claims.",
      ['IV'],
      ["Law IV (found text, not in the seed): «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the game.» Five moves on each side have been played; laws.md A29 reads the law as giving the choice only after four (glossed).",
       "Upheld: Black, the adversary, elects between proceeding as the men stand and recommencing.",
       "Other codes: twenty-laws 14 makes the game go on with all the men after four moves each (out of time, as 3204); the Acknowledged Laws III the same choice as here; Philidor IV the choice for «him who has suffered»; Boy's Own is silent."],
      [('Odds', 'white knight g1 left-on-board')], 'odds-man-not-removed', 'black', 'upheld',
      remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])

    case(3226, LO, 'tarrasch-the-queen-takes-on-d4-over-her-own-pawn-filed-as-a-false-move',
      "In a Tarrasch defence Black's queen takes the d4 knight, passing over her own d5 pawn; White files it as a false move: a capture with a man that cannot make it is governed by law XI, which gives its own two penalties",
      "class 3 (a claim filed under the wrong kind is heard under the article that governs it); a real opening, 20 plies.",
      "Tarrasch defence: 1. d4 d5 2. c4 e6 3. Nc3 c5 4. cxd5 exd5 5. Nf3 Nc6 6. g3 Nf6 7. Bg2 Be7 8. O-O O-O 9. Bg5 cxd4 "
      "10. Nxd4, nineteen lawful plies. Black's queen takes the knight on d4 ({[%move d8d4]}), passing over Black's own "
      "d5 pawn (asserted: not a capture she can make). White claims a false move. The c6 knight can lawfully take on d4 "
      "(Nxd4, the only such capture); the queen has six lawful moves (asserted).",
      ['XI', 'XXV'],
      ["Law XIII covers a false move in general, «play a Piece or Pawn to any square to which it cannot legally be moved». Law XI covers this act by name: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own Piece or Pawn which he touched.» The particular law governs, whatever the claim was called (as 1326 heard a capture of one's own man under XII).",
       "White claimed before touching a man (XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn»). Upheld, White electing: the capture with a man that can lawfully make it (Nxd4), or a move of the queen (Qa5, Qb6, Qd6, Qc7, Qd7, Qe8).",
       "Other codes: twenty-laws 3's second sentence the same two penalties; Boy's Own 7 and Philidor VIII a king move; the Acknowledged Laws VII their menu."],
      [], 'false-move', 'white', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'],
      elector='white', cites=['XI', 'XXV'],
      moves={'capture-with-legal-capturer': M[3226]['capture-with-legal-capturer'], 'move-touched-capturer': M[3226]['move-touched-capturer']})

    case(3227, LO, 'najdorf-english-attack-f3-and-qd2-in-one-turn',
      "In a Najdorf White plays 8. f3 and, before Black moves, 8. Qd2 as well: law XIV lets Black choose whether both moves remain or the second is taken back",
      "a move out of turn; a real opening, 16 plies.",
      "Sicilian Najdorf, English attack: 1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3, "
      "fifteen lawful plies. Before Black moves, White plays his queen to d2 as well ({[%move d1d2 white]}); Qd2 is a "
      "move White could have made in his turn (asserted). Black claims at once.",
      ['XIV', 'XXV'],
      ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the second be retracted.» Laws.md A30: a second move made straight after one's own is a move out of turn, and if both remain the turn passes to the adversary (glossed).",
       "Black claimed before touching a man (XXV). Upheld, Black electing, in the law's order: both moves remain, or Qd2 is retracted.",
       "Other codes: twenty-laws 4 the same choice in its own order (the second replaced, or both remain); Boy's Own 1 only says the players move alternately (1712); Philidor and the Acknowledged Laws are silent."],
      [], 'move-out-of-turn', 'black', 'upheld', remedies=['keep-both-moves', 'retract-second-move'], elector='black',
      cites=['XIV', 'XXV'], glossed=['XIV'])

    case(3228, LO, 'winawer-bxc3-check-unnoticed-for-two-moves-each',
      "In a Winawer Black's 5... Bxc3 checks without a word and neither player notices for two moves each; White then finds his king in check: the record shows every move since the check, so under law XIX they are all retracted and White frees his king",
      "class 9 (the record decides: a check of \"unknown\" origin whose origin the record shows); a real opening, 14 plies.",
      "French Winawer: 1. e4 e6 2. d4 d5 3. Nc3 Bb4 4. e5 c5 5. a3 Bxc3+, and Black says nothing: the bishop checks the e1 "
      "king along c3-d2-e1 (asserted). The game goes on, 6. Nf3 Ne7 7. Bd3 Nbc6, and White's king still stands in check "
      "(asserted). White then finds his king in check and claims. At the moment of the check White's ways to meet it were "
      "Bd2, Qd2, Ke2 and bxc3 (asserted).",
      ['XIX'],
      ["Law XIX (found text, not in the seed): «If the King has been in check for several moves, and it cannot be ascertained how it occurred, the player whose King is in check must retract his last move and free his King from the check : but if the moves made subsequent to the check be known, they must be retracted.» The record shows when the check was given and every move since. With laws.md A33, when the log is complete the second clause applies: all the moves since the check are taken back (glossed). XVIII does not apply: nobody said \"check\" on the next move.",
       "Upheld: 6. Nf3 Ne7 7. Bd3 Nbc6 are retracted and White frees his king (Bd2, Qd2, Ke2 or bxc3).",
       "Other codes: twenty-laws 5 lets the checked player retract only his last move (A35); Philidor XIII and Boy's Own 9 have no law for a check found later (the warning did not come on the next move); the Acknowledged Laws X exception covers two moves only (A25)."],
      [], 'check-of-unknown-origin', 'white', 'upheld', remedies=['retract-to-point-of-check'], cites=['XIX'],
      glossed=['XIX'], moves={'retract-to-point-of-check': M[3228]['retract-to-point-of-check']})

    case(3229, LO, 'white-undertook-to-mate-with-the-pawn-black-asks-for-a-limit-of-moves',
      "White undertook to mate with his g-pawn; after six moves each, Black asks that White be held to a number of moves: law XXIII says such a player is not restricted to any number",
      "a conditional mate (London's own law); the claim dismissed.",
      "[FEN] White: king f6, queen b1, pawn g5; Black: a bare king on h8, White to move. White undertakes to give mate "
      "with the pawn ({[%condition white]}). 1. Qb7 Kg8 2. Qa8+ (\"check\") Kh7 3. Qa1 Kg8 4. Qb1 Kh8 5. Qa2 Kh7 6. Qa3 Kh8: "
      "no mate, White to move (asserted). Black claims that White, who could have mated long since with the queen, "
      "must be held to a limit of moves.",
      ['XXIII'],
      ["Law XXIII (found text, not in the seed): «If a player agree to checkmate with a particular Piece or Pawn, or on a particular square, or engage to force his adversary to stalemate or checkmate him, he is not restricted to any number of moves.»",
       "Dismissed: White undertook to mate with a particular pawn and is not restricted to any number of moves.",
       "Other codes: none of the four others speaks of such an undertaking (twenty-laws 20, the Acknowledged Laws XIV: referred, as 2001 and 1122)."],
      [], 'conditional-mate-agreement', 'black', 'dismissed', cites=['XXIII'])

    case(3230, LO, 'pawn-set-on-d6-first-moved-d6-d4-taken-in-passing-by-e4xd5',
      "Black's d-pawn was set on d6 at the start and the game went on; on its first move it goes d6-d4, past the e4 pawn, and White takes it in passing with e4xd5: law XV gives the two squares to a pawn's first move and the privilege to any pawn that could have taken it one square on",
      "class 2 (a pawn's first move is a fact of its history, not its rank).",
      "[FEN] the array with Black's d-pawn on d6 instead of d7. 1. e4 Nf6 2. Nc3 g6 3. Nf3 Bg7 4. Bc4 O-O 5. O-O c6 6. h3, "
      "all lawful; nobody raised the set-up. d5 and d4 are empty and White's pawn stands on e4 (asserted). Black plays "
      "the d-pawn for the first time, two squares, d6-d4 ({[%move d6d4]}), past d5. White takes it in passing: his e4 "
      "pawn goes to d5 and the d4 pawn comes off ({[%move e4d5]}). Had the Black pawn gone one square, to d5, the e4 "
      "pawn could have taken it (asserted). Black claims that the capture is unlawful, since a pawn can be taken in "
      "passing only after a step from its own second rank.",
      ['XV', 'II'],
      ["Law XV: «When a Pawn is first moved in a game, it may be played one or two squares; but in the latter case the opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one square only.» The d-pawn had never moved: d6-d4 was its first move, a two-square step (a first move is a fact of the pawn's history, not of its rank). The e4 pawn could have taken it on d5.",
       "Law II (found text, not in the seed): the misplacement could be put right only «if he discover it before pla3'ing his fourth move, but not afterwards»; nobody did, and the pawn stood lawfully on d6. Dismissed: the capture in passing stands.",
       "Other codes: Philidor X «at its first move» and the Acknowledged Laws VIII «when first moved» the same; twenty-laws and Boy's Own have no law on the two-square step or the capture in passing."],
      [], 'en-passant', 'black', 'dismissed', cites=['XV', 'II'])
