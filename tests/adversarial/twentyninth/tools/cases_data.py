"""The thirty cases of the twenty-ninth set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
import io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    import facts
T = facts.TAGS
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

R1_F = ("Sicilian, Kan: 1. e4 c5 2. Nf3 e6 3. d4 cxd4 4. Nxd4 a6 5. Bd3 Bc5 6. Nb3 Ba7 7. Qe2 Nf6 8. O-O Qc7 "
    "9. Nc3 Ng4 10. g3 h5 11. Bb5, 21 lawful plies, and White says \"check\" ({[%check]}). It is no check: c6 is "
    "empty but the d7 pawn stands between the b5 bishop and the e8 king (asserted). The bishop is en prise to the "
    "a6 pawn (axb5 is lawful); the b8 knight's only lawful move is Nc6, onto the line of the supposed check; the "
    "king could go to e7, d8 or f8 or castle (asserted). ")
R2_F = ("Giuoco Pianissimo: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. O-O d6 6. c3 O-O 7. Re1 a6 8. Bb3 Ba7 "
    "9. Nbd2 h6 10. Nf1 Re8 11. Ng3 Be6, 22 lawful plies. White then draws his d3 pawn back to d2 ({[%move d3d2]}), "
    "a pawn moved backwards (asserted: a false move). Nobody says anything: Black plays 12... Bxb3, White 13. axb3, "
    "Black 13... Qd7. Now White touches the d2 pawn ({[%touch d2]}), lets it go and plays 14. h3. Black claims at "
    "once that the pawn must be played. On the board alone the pawn could go to d3 or d4 (python-chess, which "
    "reads no history, offers both: asserted); d2-d3 is lawful. ")
R3_F = ("Nimzo-Indian, Rubinstein: 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Bd3 d5 6. Nf3 c5 7. Qc2 Nc6, "
    "14 lawful plies. White touches Black's b4 bishop ({[%touch b4]}), which no White man can take (asserted), "
    "and then, without a word from either side, plays 8. Kf1, a lawful king move that is not castling (his king "
    "could also have gone to d1, d2 or e2, or castled: asserted). Black then claims under the law of touching an "
    "adversary's man. ")
R4_F = ("An ending (FEN 8/1P3k2/7p/6p1/8/6P1/6K1/r7 w): White's b7 pawn goes to b8 ({[%move b7b8]}) and is left a "
    "pawn; nothing is said of any exchange. Black claims at once and calls it a false move. Before it the pawn's "
    "lawful moves were the four exchanges on b8, none with check; White's king could go to f2, h2, f3 or h3, the "
    "first rank being the a1 rook's (asserted). ")
R9_F = ("Petrov, 5. Qe2 line: 1. e4 e5 2. Nf3 Nf6 3. Nxe5 d6 4. Nf3 Nxe4 5. Qe2 Qe7 6. d3 Nf6, twelve lawful "
    "plies. White's e2 queen stands between his king and Black's e7 queen: it is pinned against the king "
    "(asserted). White touches the queen ({[%touch e2]}), lets it go, and plays 7. Bg5, saying that a pinned man "
    "need not be played. Black claims at once. The pinned queen can still move along the file without uncovering "
    "the king: Qe3, Qe4, Qe5, Qe6 and Qxe7+ (asserted). ")
R10_F = ("Saavedra's position (FEN 8/8/1KP5/3r4/8/8/8/k7 w): 1. c7 Rd6+ 2. Kb5 Rd5+ 3. Kb4 Rd4+ 4. Kb3 Rd3+ "
    "5. Kc2 Rd4, and White makes a queen, 6. c8=Q (the famous 6. c8=R wins). Black answers 6... Rc4+ and White "
    "takes, 7. Qxc4. Black has only his king on a1, which is not in check and has no lawful move (asserted). "
    "Black claims that the game is ended by the stalemate. ")
R13_F = ("A rook ending (FEN 8/8/3k4/3r4/8/3R4/3K4/8 w): 1. Rxd5+ Kxd5, and only the two kings remain "
    "(asserted: neither side can ever mate). White claims the game drawn; Black will not agree to it. ")

def write_all(case, M):
    # ============================================================ twenty-laws
    case(2901, TW, 'false-check-from-b5-black-touches-his-b8-knight-to-interpose',
      "White says check with 11. Bb5, which the d7 pawn screens; Black touches his b8 knight to interpose on c6, and White claims that the knight must be played: law 6 lets the misled player retract even the interposition itself, so the touch binds him to nothing",
      "class 1 (a touch made because of a false announcement of check); the same record under Boy's Own (2907, the checker touched) and London (2925, the king touched).",
      R1_F + "Black, misled, touches his b8 knight ({[%touch b8]}), as if to interpose it on c6, then sees that there is no check. White claims that the touched knight must be played (law 1).", ['1', '6'],
      ["Law 1 would bind Black: «If you touch your man, you must play it». But law 6 governs a player misled by a false notice of check: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» Had Black completed the interposition Nc6 he could have taken it back, White having made no move since. A touch made in consequence, to interpose, is the lesser act, and it cannot bind him more than the completed move would: it is released a fortiori. Law 6 is glossed with this reading (the first set's reading 1; the next act after a false check is presumed to be in consequence of it).",
       "Dismissed: Black may play any lawful move. Boy's Own 8 and Philidor XIV say the same with their own words; London XX names «touch a Piece or Pawn to interpose» in terms."],
      [], 'touched-own-man', 'white', 'dismissed', cites=['1', '6'], glossed=['6'])

    case(2902, TW, 'nimzo-white-touches-the-b4-bishop-then-plays-kf1',
      "White touches Black's b4 bishop, which nothing can take, and then plays Kf1 of his own accord; Black claims under law 2: the only penalty open was to move the king, not by castling, and White has already done exactly that",
      "class 6 (a penalty already satisfied by what the offender did next); the same record under Philidor VI (2916) and London IX (2929).",
      R3_F, ['2'],
      ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) ... and in either case you cannot castle that move.» White touched the bishop in his own turn and said nothing. The bishop is not en prise (no White man can take it), so of the law's penalties only the king move is open, and it may not be castling.",
       "White's next act was 8. Kf1: a king move, not castling, into no check. That is the very move Black could have compelled. A penalty already paid is not exacted twice (the first set's reading 14): there is nothing left to order, and the claim is dismissed. Had White castled instead (as in the first set's 014) the penalty would not have been paid."],
      [], 'touched-adversary-man', 'black', 'dismissed', cites=['2'])

    case(2903, TW, 'pawn-set-on-b8-and-left-a-pawn-filed-as-a-false-move',
      "White's pawn goes to b8 and stays a pawn, and Black calls it a false move: the pawn moved as a pawn may, so law 3 does not reach it; the twenty laws say nothing of a pawn on the last square, and by analogy with the codes that do, the pawn must be exchanged for a piece",
      "class 3 (a claim heard under the point that governs it) and class 5 (a point the code does not provide for, decided by analogy, not refused); the same position under Philidor (2918).",
      R4_F, ['3', '20', ('london-1847', 'XXI'), ('philidor', 'IX')],
      ["Black files a false move. Law 3 defines one: «giving to a piece a movement not consistent with its laws». The pawn stepped one square straight forward onto an empty square: a movement consistent with a pawn's laws. What is wrong is not the step but what follows it, that the pawn was not exchanged. The twenty laws have no law of promotion at all (laws.md §4.1: silent), so law 3 is not the article that governs the claim.",
       "Law 20: «If any dispute arise as to points of the game, for which the laws have not provided, the matter is to be referred to a third person, whose decision is to be final.» The engine is that third person and decides by analogy rather than refusing. The London code orders the exchange (XXI: «must be immediately exchanged for a Queen, or any other Piece the player may think fit») and laws.md A18 reads Philidor IX the same way; a pawn on the last square has no move left. So the ruling is no-law-provides, citing 20, and the remedy is the exchange made correctly, the piece at White's choice: b8=Q, b8=R, b8=B or b8=N (none gives check). No elector: the exchange is ordered, as under London XXI (london-1847/004, 2624)."],
      [], 'false-move', 'black', 'no-law-provides', remedies=['move-correctly'], cites=['20'], moves=M[2903])

    case(2904, TW, 'knight-given-left-on-caro-kann-smothered-mate-by-that-knight',
      "White undertook to give his queen's knight and left it on; after more than four moves each that very knight gives the smothered mate Nd6: under law 14 the giver cannot take advantage of a mate, and the game is drawn",
      "class 7 (how the game ends when the ruling ends it): the mate stands on the board but scores as a draw.",
      "White, giving the odds of his queen's knight ([Odds \"white knight b1 left-on-board\"]), forgot to take it off, and nobody noticed. Caro-Kann: 1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nd7 5. Qe2 Ngf6 6. Nd6#. The mate is given on the eleventh ply, when White has played six moves and Black five, by the knight that started on b1, the man that should have been off the board (asserted). Black claims that the mate does not win.",
      ['14'],
      ["Law 14: «if a player omit to take off the piece or pawn agreed to be conceded, until four moves on each side have been played, it cannot then be removed, but the game must be played with all the pieces as they stand; and if he should give check-mate, he cannot take advantage of it, but the game is to be considered as drawn.» Four moves on each side were played before the mate, so the first branch applies, not the re-commencement of the last sentence. «he» is the giver who omitted to take off the man (laws.md A8): White. His mate stands as a fact but is scored as a draw. Law 14 is glossed with A8.",
       "That the mating man is the very knight that should have been given changes nothing: the law turns on the omission, not on which man mates. Upheld; result: draw."],
      T[2904], 'odds-man-not-removed', 'black', 'upheld', remedies=['giver-mate-scored-as-draw'], result='draw', cites=['14'], glossed=['14'])

    case(2905, TW, 'kings-rook-given-king-checked-and-covered-then-castles-towards-the-empty-corner',
      "White gave the king's rook; his king was checked by Bb4+ and the check was covered; later he castles on the king's side, the king going to g1 with no rook: law 8 says a past check does not prevent castling and lets the giver of the rook castle as if it stood on h1, and law 16 says so again",
      "class 10 (the article that makes the act lawful is cited) and class 8 (law 8's «having been in check», laws.md A1 and A2, glossed).",
      "White gives the odds of his king's rook ([Odds \"white rook h1\"]). Giuoco Piano, Greco line: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+ 8. Nbxd2 d5 9. exd5 Nxd5, 18 lawful plies; the check of 6... Bb4+ was covered by 7. Bd2 (asserted). White now castles on the king's side ({[%move e1g1]}): the king goes from e1 to g1 and no rook appears. The king is not in check; e1, f1 and g1 are not attacked and f1, g1 and h1 are empty (asserted). Black claims that the castling is unlawful: there is no rook, and the king has been in check.",
      ['8', '16'],
      ["Law 8: «But your king having been in check, or the rook being at the moment under attack, does not prevent you from castling; and a player giving the odds of the rook, may still castle on that side of the board, as if the rook were at its square.» Law 16: «A player giving the odds of the rook, may nevertheless castle on that side, as if the rook was at its square.» Both of Black's objections are answered by the articles that make the act lawful, and they are cited for that.",
       "Readings (law 8 glossed): «having been in check» is a past check, since answered (laws.md A1); castling with the absent rook moves the king two squares and places no rook, the squares between king and corner and the corner itself being empty (A2). The king never moved, the king's side is the side of the rook given, nothing stands between and nothing is attacked. Dismissed."],
      T[2905], 'illegal-castling', 'black', 'dismissed', cites=['8', '16'], glossed=['8'])

    case(2906, TW, 'white-gives-a-knight-black-made-the-first-move',
      "White gives the odds of his queen's knight, but the record shows that Black made the first move; after two moves each White claims: law 9 entitles the player giving the advantage to the first move, and the game is begun again",
      "class 9 (the record decides who did what: who moved first).",
      "White gives the odds of his queen's knight ([Odds \"white knight b1\"]), and the knight is off the board. The record begins 1... e5 2. e4 Nc6 3. Nf3: Black, the receiver, made the first move, and two moves each have been played (asserted). White now claims the first move.",
      ['9'],
      ["Law 9: «but where any advantage is given, the player giving that advantage, is entitled to the first move.» The record, not anyone's memory, shows who began: Black did, though White gave the advantage. No agreement to the contrary is recorded (this is not pawn-and-move odds, laws.md A38). The claim is upheld and the game begun again with White to move, as the earlier sets ruled the same fault under Boy's Own 2 (2210) and the Acknowledged Laws VI (2220). Law 12's four-move limit is for a board or men wrongly placed, not for the first move; and two moves each is within it anyway."],
      T[2906], 'first-move-or-colour', 'white', 'upheld', remedies=['restart-game'], cites=['9'])

    # ============================================================ boys-own-1829
    case(2907, BO, 'false-check-from-b5-black-touches-the-bishop-white-insists-he-take-it',
      "White says check with 11. Bb5, which gives none; Black touches the bishop, which his a6 pawn can take, and White insists under law 5 that he take it: law 8 would let Black retract the capture itself, so the touch made in consequence binds him to nothing",
      "class 1 (a touch made because of a false announcement of check); the same record under the twenty laws (2901) and London (2925).",
      R1_F + "Black, misled, touches the b5 bishop ({[%touch b5]}), as a player does who means to take the checking man, then sees that there is no check. White insists under law 5 that Black take the bishop (axb5).", ['5', '8'],
      ["Law 5 would bind Black: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can». But law 8 governs a player challenged with a false check: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» «any other man» covers the capture axb5: had Black completed it he could take it back, White having made no move since. The touch, the first half of that capture, is released a fortiori. Law 8 is glossed with this reading.",
       "Dismissed: Black may play any lawful move. Philidor VI with XIV was ruled the same way (614)."],
      [], 'touched-adversary-man', 'white', 'dismissed', cites=['5', '8'], glossed=['8'])

    case(2908, BO, 'king-went-to-f1-and-back-white-castles-filed-as-a-false-move',
      "White's king answered Bb4+ with Kf1 and later came back to e1; then White castles, and Black files a false move: the claim is heard under law 6, the castling law, and Black may insist on a king move or a rook move",
      "class 3 (a castling fault filed as a false move is heard under the article that governs it).",
      "Giuoco Piano, Greco line: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Kf1 d5 8. exd5 Nxd5 9. Nc3 Be6 10. Ke1 O-O, twenty lawful plies; the king went to f1 and came back to e1 (asserted). White castles on the king's side ({[%move e1g1]}): king to g1, rook to f1. The king's having moved is the only bar: he is not in check, f1 and g1 are empty and unattacked (asserted). Black claims at once, calling it a false move. Before the castling the king's lawful moves were Kf1, Kd2 and Ke2, the h1 rook's Rf1 and Rg1 (asserted).",
      ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» The king moved twice (Kf1, Ke1); coming back to its square does not restore the right. The claim is filed as a false move, but the law that speaks to this fault is law 6, and it carries its own penalty: Black, the adversary, chooses (laws.md A12) whether White moves the king or the rook. Law 6 is glossed with A12.",
       "Law 7 («If you make @ false move, your opponent can oblige you to move your king») is cited after it for its window: Black has not played since («if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it»). Upheld: move-king (Kf1, Kd2, Ke2) or move-rook (Rf1, Rg1), at Black's choice, the castling being undone first."],
      [], 'false-move', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'], moves=M[2908])

    case(2909, BO, 'petrov-queen-pinned-on-the-e-file-touched-then-bg5-played',
      "White touches his e2 queen, pinned against his king on the e-file, and plays Bg5 instead, pleading the law 4 exception; the queen can move along the file without discovering check, so the exception does not apply and the queen must be played",
      "class 4 (a finding that must be true of the board: a pinned man is not a man that cannot move); the same record under Philidor (2914) and the Acknowledged Laws (2920).",
      R9_F, ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» The exception is for a man whose playing would discover check. The queen is pinned, but a move along the line of the pin discovers nothing: Qe3, Qe4, Qe5, Qe6 and Qxe7+ all keep the e-file closed (asserted). The touched queen can be played without discovering check, so the rule, not the exception, applies.",
       "Upheld: White must play the queen, to one of those five squares, at once; Black claimed before moving. (The king move the exception would order is not due; and 7. Bg5 was no king move in any case.)"],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['4'], moves=M[2909])

    case(2910, BO, 'saavedra-white-makes-a-queen-and-stalemates-black-who-wins',
      "In Saavedra's position White makes a queen instead of a rook, takes the rook that checks him, and leaves Black's bare king stalemated: under law 11 the stalemated player wins the game",
      "class 7 (how the game ends when the ruling ends it: a stalemate scored for the stalemated player); the same record under Philidor (2917), the Acknowledged Laws (2922) and London (2928).",
      R10_F, ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» Every condition is met on the board: Black's king on a1 is not in check, its three squares a2, b1 and b2 are all held by the queen on c4, and Black has no piece or pawn left (asserted). He is stale-mated, and under this code he wins. No reading is needed: the bare king is the law's first case, not the extension to men that cannot move (laws.md A13).",
       "Upheld; result: Black wins. Under the twenty laws, the Acknowledged Laws and London the same board is a draw; under Philidor, in England, Black wins too."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['11'])

    case(2911, BO, 'bb5-checks-unannounced-black-takes-on-f2-white-warns-with-qe2',
      "White's 5. Bb5 checks and nobody says so; Black plays on, 5... Nxf2, forking queen and rook; with his very next move, 6. Qe2, White says check: under law 9 each takes back his last move, the f2 pawn comes back, and Black must get out of the check or cover it",
      "class 9 (the record decides who did what: whose check, and whether the warning came on the checker's next move).",
      "1. e4 e5 2. Nf3 d6 3. d4 Nf6 4. dxe5 Nxe4 5. Bb5: the bishop checks the e8 king, c6 and d7 being empty (asserted), and White says nothing. Black, not noticing, plays 5... Nxf2 (leaving the check standing: asserted), taking the pawn and attacking the d1 queen and h1 rook. White plays 6. Qe2 and says \"check\" ({[%check]}); the b5 bishop still checks (asserted). White claims that each must take back his last move. In the position after 5. Bb5 Black's lawful moves are c6, Nc6, Nd7, Bd7, Qd7 and Ke7 (asserted).",
      ['9'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must retract his last move, and the king be removed out of check, or covered.» The record settles each fact the law asks for: the check was White's (5. Bb5), given without a word; Black did not notice it (5... Nxf2); and White's warning came with 6. Qe2, his very next move. So each party retracts his last move: White's Qe2 goes back to d1, Black's knight goes back to e4 and White's f2 pawn returns to the board (laws.md A35).",
       "Black must then remove his king out of check or cover it: c6, Nc6, Nd7, Bd7, Qd7 or Ke7. Upheld. The retraction is a duty of both players, so no one elects (as 1212)."],
      [], 'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['9'], moves=M[2911])

    case(2912, BO, 'kings-gambit-declined-white-castles-into-the-c5-bishops-check',
      "In the King's Gambit Declined White castles though the c5 bishop holds g1: law 6 bars only a moved king or rook, but a king that castles into check makes a false move, and law 7 obliges him to move the king",
      "class 10 (the article that makes the act unlawful) and class 3 (the castling law is not the one that decides).",
      "King's Gambit Declined, classical: 1. e4 e5 2. f4 Bc5 3. Nf3 d6 4. Bc4 Nf6 5. d3 Nc6, ten lawful plies. White castles on the king's side ({[%move e1g1]}). Neither his king nor his h1 rook has moved, he is not in check and f1 is not attacked; but g1 is attacked by the c5 bishop, the f2 pawn having gone to f4, so the castled king stands in check (asserted). Black claims at once that the castling is unlawful. Before it White's king could go to f1, d2 or e2 (asserted).",
      ['6', '7', '10'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» That is the only bar law 6 knows, and it is not present. The code says nothing of castling out of or through check (1211, 403 were heard by analogy). But this castling puts the king itself in check, and no move may do that: law 10 forbids exposing one's own king even to give check, and laws.md A37 treats every move that exposes one's own king as a false move. A king that lands on an attacked square is the plainest case.",
       "So law 7 decides: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». Law 6 is cited first, as the article the claim was filed under and which does not bar it, then law 7, which does; law 7 is glossed with A37. Upheld: the castling is undone and White must move his king: Kf1, Kd2 or Ke2."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['6', '7'], glossed=['7'], moves=M[2912])

    # ============================================================ philidor
    case(2913, PH, 'rooks-exchanged-only-the-kings-remain-white-claims-a-draw',
      "The rooks come off and only the two kings remain; White claims the game drawn: Philidor's rules say nothing of it, so the point goes to a third person, not refused",
      "class 5 (a dispute the code does not provide for, referred, never refused); the same record under the Acknowledged Laws (2923) and London (2930).",
      R13_F, [],
      ["Philidor's seventeen rules end a game by stalemate (XVI) and by the fifty moves (XVII), and say nothing of a game in which no mate is possible. Rule XVII does not reach it: it is for «the difficult mates», and here there is no mate at all. Nor has Philidor any article sending disputes to a bystander. The dispute is not refused: the ruling is no-law-provides, and the point is referred to a third person, as the twenty-laws case of bare kings (2004) was under law 20 and the knight-against-king cases were here (2113). Nothing is cited, since no rule applies (as 2113, 2216)."],
      [], 'unprovided-or-disputed-point', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(2914, PH, 'petrov-queen-pinned-on-the-e-file-touched-then-bg5-played',
      "White touches his e2 queen, pinned against his king, and plays Bg5, pleading rule XV; the queen can be played along the file without exposing the king, so rule XV does not apply and rule V makes him play it",
      "class 4 (a pinned man is not a man that cannot be played); the record of 2909 under Philidor.",
      R9_F, ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». White said nothing. Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King». Read in its intended sense (laws.md A17), «giving check» is exposing his own king to check. The queen can be played without that: Qe3, Qe4, Qe5, Qe6 and Qxe7+ keep the file closed (asserted). So XV's exception does not reach the touch, and rule V applies; XV is cited because White relies on it, and glossed with A17.",
       "Upheld: White must play the queen, to one of those five squares."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V', 'XV'], glossed=['XV'], moves=M[2914])

    case(2915, PH, 'd3-pawn-put-back-on-d2-touched-it-may-go-only-to-d3',
      "White's d-pawn, which first moved to d3, was put back on d2 by a false move that stood; White touches it and plays h3; Black claims: the pawn must be played, and, having had its first move, it may go only to d3",
      "class 2 (a pawn's first move is a fact of its history); the same record under the Acknowledged Laws (2919) and London (2926).",
      R2_F, ['V', 'VIII', 'X'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». White touched the pawn without a word and played another man: he must play the pawn.",
       "Where may it go? Rule X: «Any Pawn has the privilege of advancing two squares, at its first move». This pawn's first move was 4. d3. The backward move d3-d2 was a false move that nobody claimed before Black's next move, and rule VIII fixes it: «so the postion must remain, as if such irregular move, not revoked in time, had been just». The pawn stands on d2, but it stands there with its history: its first move was made long ago, so d2-d4 is not open to it. Rule X is glossed with this reading (a fact of the pawn's history, not of its rank); VIII is quoted for the position but not cited, since no penalty is asked under it. Upheld: the one move that satisfies rule V is d3."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V', 'X'], glossed=['X'], moves=M[2915])

    case(2916, PH, 'nimzo-white-touches-the-b4-bishop-then-plays-kf1',
      "White touches Black's b4 bishop, which nothing can take, and then plays Kf1; Black claims under rule VI: the man not being takeable, White had to play his king, and he has",
      "class 6 (a penalty already satisfied); the record of 2902 under Philidor.",
      R3_F, ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» The bishop was not takeable (asserted). So the one thing rule VI required of White was to play his king, and his next act was 8. Kf1, a king move. The penalty is satisfied; it is not exacted twice. Dismissed."],
      [], 'touched-adversary-man', 'black', 'dismissed', cites=['VI'])

    case(2917, PH, 'saavedra-white-makes-a-queen-and-stalemates-black-in-england-black-wins',
      "In Saavedra's position White makes a queen, takes the checking rook and stalemates Black's bare king: rule XVI, in England (the default), gives the game to the stalemated player",
      "class 7 (stalemate scoring); the record of 2910 under Philidor.",
      R10_F, ['XVI'],
      ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is stale-mate. In England, he whose King is stale-mate wins the game*; but in France, and several other countries, the stale-mate is a drawn game.» Black has nothing else to play (no man but the king), and his king, out of check, cannot stir without coming to a check (asserted). It is stalemate. The record names no country, and laws.md A19 takes England as the default, the code being the English club's: Black wins. Rule XVI is glossed with A19."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['XVI'], glossed=['XVI'])

    case(2918, PH, 'pawn-set-on-b8-and-left-a-pawn-filed-as-a-false-move',
      "White's pawn goes to b8 and stays a pawn, and Black calls it a false move: the claim is heard under rule IX, which makes the pawn a piece, and the penalty is rule VIII's, to play the king",
      "class 3 (heard under the governing article); the position of 2903 under Philidor, where a rule on the last square exists.",
      R4_F, ['IX', 'VIII', 'VI'],
      ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or any other Piece that shall be thought proper». The step to b8 is a pawn's ordinary step; the fault is that the pawn was left a pawn. Rule IX governs that, and laws.md A18 reads «entitled» as a requirement: a pawn on the last square has no move left, so it must be exchanged. IX is glossed with A18 and cited first.",
       "IX gives no penalty of its own. The general one is rule VIII's: «Whoever makes a false move, must play his King, as in Rule VI.» The move is taken back and White plays his king (laws.md A36): Kf2, Kh2, Kf3 or Kh3 (asserted; the first rank belongs to the a1 rook). Black claimed before moving, within VIII's limit. Upheld, at Black's claim, with the citation order of the first set's Philidor promotion case (IX, VIII, VI)."],
      [], 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['IX', 'VIII', 'VI'], glossed=['IX'], moves=M[2918])

    # ============================================================ acknowledged-laws
    case(2919, AC, 'd3-pawn-put-back-on-d2-touched-it-may-go-only-to-d3',
      "White's d-pawn, which first moved to d3, was put back on d2 by a false move nobody claimed; White touches it and plays h3: law V makes him play it, and law VIII's two squares are only for a pawn's first move, which this pawn has had",
      "class 2 (a pawn's first move is a fact of its history); the record of 2915 under the Acknowledged Laws.",
      R2_F, ['V', 'VIII'],
      ["Law V: «If a piece be touched it must be moved.» White touched the pawn without saying j'adoube and played another man: he must move the pawn. Law VIII: «A Pawn may be played either one or two squares at a time when first moved». «when first moved» is a fact of the pawn's history: this pawn was first moved with 4. d3. The backward move d3-d2 was never claimed (this code sets no time for a claim, but nobody made one: the first set's reading 17), so it stands on the board; it does not give the pawn back its first move. Law VIII is glossed with this reading.",
       "Upheld: the one move that satisfies law V is d3 (python-chess, reading the board alone, would also allow d4)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V', 'VIII'], glossed=['VIII'], moves=M[2919])

    case(2920, AC, 'petrov-queen-pinned-on-the-e-file-touched-then-bg5-played',
      "White touches his e2 queen, pinned against his king, and plays Bg5, saying that the queen cannot be legally moved; it can, along the file: law V makes him move it",
      "class 4 (a pinned man can still be legally moved); the record of 2909 under the Acknowledged Laws.",
      R9_F, ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «If the piece cannot be legally moved, the adversary may elect for the player to move his King or replace the piece.» The note is for a man that «cannot be legally moved». The pinned queen can: Qe3, Qe4, Qe5, Qe6 and Qxe7+ are all lawful (asserted). So the note's election does not arise, and the rule itself applies. Upheld: the queen must be moved, to one of those five squares."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V'], moves=M[2920])

    case(2921, AC, 'mieses-white-touches-the-d5-knight-and-takes-it',
      "White touches Black's d5 knight and takes it with his c4 pawn; Black claims under law VII: the penalty law VII would have let him compel, to take the man, is what White did",
      "class 6 (a penalty already satisfied by the offender's next act).",
      "Scotch, Mieses: 1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nxc6 bxc6 6. e5 Qe7 7. Qe2 Nd5 8. c4 Ba6, 16 lawful plies. The a6 bishop pins the c4 pawn against the e2 queen, not the king (asserted). White touches Black's d5 knight ({[%touch d5]}) without a word and then takes it, 9. cxd5, the only capture of it open to him (asserted). Black, seeing his bishop may now take the queen, nevertheless claims under law VII that White touched his man.",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» For a touch of an opponent's man the remedy that fits is to take the man (laws.md A23 offers only the remedies that apply to the offence). White took it with his very next act. What the law would compel has been done; it is not exacted twice. Dismissed.",
       "That the capture may cost White his queen (9... Bxe2) is the game, not a penalty."],
      [], 'touched-adversary-man', 'black', 'dismissed', cites=['VII'])

    case(2922, AC, 'saavedra-white-makes-a-queen-and-stalemates-black-a-drawn-game',
      "In Saavedra's position White makes a queen, takes the checking rook and stalemates Black's bare king: law XIII makes stalemate a drawn game",
      "class 7 (stalemate scoring); the record of 2910 under the Acknowledged Laws.",
      R10_F, ['XIII'],
      ["Law XIII: «Stalemate is a drawn game.» Black's king, alone and not in check, has no lawful move (asserted): stalemate. Upheld; result: draw (under Boy's Own 11 and Philidor XVI in England the same board wins for Black)."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XIII'])

    case(2923, AC, 'rooks-exchanged-only-the-kings-remain-white-claims-a-draw',
      "The rooks come off and only the two kings remain; White claims the game drawn: the Acknowledged Laws have no law for it, and law XIV submits the question to a disinterested bystander",
      "class 5 (an unprovided point referred, not refused); the record of 2913 under the Acknowledged Laws.",
      R13_F, ['XII', 'XIV'],
      ["No law of this code ends a game where no mate is possible. Law XII, the fifty moves, needs a defending player and an adversary to mate; here no one can mate. Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.» The ruling is no-law-provides, and the point is referred under XIV, which is cited (as 2419, the knight against the bare king)."],
      [], 'unprovided-or-disputed-point', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XIV'])

    case(2924, AC, 'knight-pinned-against-a-king-that-cannot-move-touched',
      "White touches his g3 knight, pinned against his king by the g8 rook; the knight cannot be legally moved, and the king has no square either: of the note's two penalties only «replace the piece» and a legal move can be enforced",
      "class 4 (the king moves available decide which penalty is enforceable).",
      "A middlegame (FEN 6rk/pb3p1p/1p2p3/2p5/8/2P3N1/PP3P1P/R2Q1RK1 w). White's g3 knight stands between his g1 king and Black's g8 rook: it is pinned and has no lawful move (asserted). White's king has no lawful move either: f1 is his rook's, f2 and h2 his pawns', and g2 and h1 are held by the b7 bishop on the long diagonal (asserted). White has other lawful moves. White touches the knight ({[%touch g3]}) without a word, and Black claims.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» The knight cannot be moved. The note: «If the piece cannot be legally moved, the adversary may elect for the player to move his King or replace the piece.» Black elects. «replace the piece» is read as replace it and make any legal move (laws.md A22, the wording of VII); law V is glossed with that reading.",
       "A finding decides what can be enforced: the king has no lawful move, so the king move, though offered, cannot be enforced (the Acknowledged Laws have no «no penalty» clause, but a move that does not exist cannot be ordered). The other penalty can. Upheld: move-king (unenforceable) and replace-and-move-legally, at Black's election."],
      [], 'touched-own-man-unplayable', 'black', 'upheld', remedies=['move-king', 'replace-and-move-legally'], elector='black', cites=['V'], glossed=['V'], unenforceable=['move-king'])

    # ============================================================ london-1847
    case(2925, LO, 'false-check-from-b5-black-touches-his-king',
      "White says check with 11. Bb5, which the d7 pawn screens; Black touches his king, sees that there is no check, and White claims under law VII that the king must be moved: law XX lets the misled player retract even a king move, so a touch of the king binds him to nothing",
      "class 1 (a touch made because of a false announcement of check); the record of 2901 and 2907, the man touched being the king.",
      R1_F + "Black, misled, touches his king ({[%touch e8]}), then sees that there is no check. White claims under law VII that the king must be moved.", ['VII', 'XX'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect». Law XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» XX names two acts: a move of the king, and a touch to interpose. A touch of the king is neither in terms, but it is less than the move of the king that XX lets him take back. It is released a fortiori (the first set's reading 1). XX is glossed with this reading.",
       "White has made no move since. Dismissed: Black may play any lawful move."],
      [], 'touched-own-man', 'white', 'dismissed', cites=['VII', 'XX'], glossed=['XX'])

    case(2926, LO, 'd3-pawn-put-back-on-d2-touched-it-may-go-only-to-d3',
      "White's d-pawn, which first moved to d3, was put back on d2 by a false move that XXV put beyond penalty; White touches it and plays h3: law VII makes him play it, and law XV gives two squares only when a pawn is first moved",
      "class 2 (a pawn's first move is a fact of its history); the record of 2915 under the London code.",
      R2_F, ['VII', 'XV', 'XXV'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect». White touched the pawn in silence: he must play it.",
       "Law XV: «When a Pawn is first moved in a game, it may be played one or two squares». This pawn was first moved in this game with 4. d3. The backward move d3-d2 is beyond penalty (XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty»; Black touched and moved his bishop), so the pawn stands on d2; but it does not become a pawn not yet moved. XV is cited as the article that shuts out d2-d4 and glossed with this reading; XXV is quoted for the position and not cited, no penalty being asked for the backward move. Upheld: the one move that satisfies VII is d3."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['VII', 'XV'], glossed=['XV'], moves=M[2926])

    case(2927, LO, 'castling-out-of-an-announced-check-filed-as-a-false-move',
      "Checked by Bb4 with check said, White castles, and Black files a false move: the claim is heard under law XVI (no castling when the king is in check) with its three penalties; the rook has no lawful move at all in the check, so that penalty cannot be enforced",
      "class 3 (a castling fault filed as a false move is heard under the castling law) and class 4 (which penalties the board allows).",
      "Giuoco Piano, Greco line: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+, and Black says \"check\" ({[%check]}). White castles on the king's side ({[%move e1g1]}). King and h1 rook had not moved and f1 and g1 are empty, but the king was in check (asserted). Black claims at once, calling it a false move. In the check White had seven lawful moves: Kf1 and Ke2 (d2 is on the bishop's line), and five interpositions; the h1 rook had none (asserted).",
      ['XVI', 'XXV', 'XIII'],
      ["Law XVI: «A player cannot castle in the following cases: 1. If the King or Rook have been moved. 2. If the King be in check. ... Should a player castle in any of the above cases, his adver sary has the choice of three penalties; viz., 1st, of insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook.» The claim is filed as a false move (XIII), but the fault is the one XVI names in its second case, and XVI carries its own penalties; it governs and is cited first (glossed with this reading). XXV follows for the window: Black has touched nothing.",
       "The penalties, at Black's choice: let the castling stand; move the king (not by castling, laws.md A31): Kf1 or Ke2; or move the rook. Put back, the h1 rook has no lawful move in the check (no rook move parries it), so the third penalty cannot be enforced. Upheld."],
      [], 'false-move', 'black', 'upheld', remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black',
      cites=['XVI', 'XXV'], glossed=['XVI'], moves=M[2927], unenforceable=['move-rook'])

    case(2928, LO, 'saavedra-white-makes-a-queen-and-stalemates-black-a-drawn-game',
      "In Saavedra's position White makes a queen, takes the checking rook and stalemates Black's bare king: law XXIV makes stalemate a drawn game",
      "class 7 (stalemate scoring); the record of 2910 under the London code.",
      R10_F, ['XXIV'],
      ["Law XXIV: «A stalemate is a drawn game.» Black's king, alone and not in check, has no lawful move (asserted). Upheld; result: draw."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XXIV'])

    case(2929, LO, 'nimzo-white-touches-the-b4-bishop-then-plays-kf1',
      "White touches Black's b4 bishop, which cannot be legally taken, and then plays Kf1; Black claims under law IX: the only penalty was to oblige White to move the king, and he has",
      "class 6 (a penalty already satisfied); the record of 2902 under the London code.",
      R3_F, ['IX'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move the King». «take» is touch (laws.md A28). The bishop cannot be legally taken (asserted), so the penalty open to Black was the king move, and White's next act, 8. Kf1, was a king move (not castling, so A31's question does not arise). The penalty is satisfied. Dismissed."],
      [], 'touched-adversary-man', 'black', 'dismissed', cites=['IX'])

    case(2930, LO, 'rooks-exchanged-only-the-kings-remain-white-claims-a-draw',
      "The rooks come off and only the two kings remain; White claims the game drawn: no London law provides for it, and law XXVI sends a question respecting which there is no law to the bystanders",
      "class 5 (an unprovided point referred, not refused); the record of 2913 under the London code.",
      R13_F, ['XXII', 'XXVI'],
      ["Law XXII draws a game only when a player fails to checkmate within fifty moves after notice, and its last sentence holds good «for all other checkmates of Pieces only»; here there is no mate to attempt and no notice. No other law ends the game. Law XXVI: «Should any question arise, respecting which there is no law, or in case of a dispute respecting any law, the players must refer the point to the most skilful disinterested bystanders, and their decision must be considered as conclusive.» The ruling is no-law-provides, referred under XXVI, which is cited (as 2427)."],
      [], 'unprovided-or-disputed-point', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XXVI'])
