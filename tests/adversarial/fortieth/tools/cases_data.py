"""The thirty cases of the fortieth set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated "(asserted)" is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

R1_FACT = ("[FEN] White: king f2, rook a1, bishop e6, pawn b7; Black: king h2, knight g3; White to move. 1. b8=Q. "
           "Black's king is not in check; g1, h1, g2 and h3 are all guarded (king f2, rook a1, bishop e6), and the g3 knight, "
           "pinned by the new queen on the b8-h2 diagonal, has no lawful move (asserted). Before the pawn moved the knight "
           "was free, and a rook on b8 would have pinned nothing (asserted). Black claims the stalemate.")
R2_FACT = ("[FEN] White: king a1, rook g1, bishop d1; Black: king h8, pawns a5 h7; Black to move. 1... a4. White moves "
           "the d1 bishop two squares straight up the d-file to d4 ({[%move d1d4]}), no bishop's move (asserted), and says "
           "check. On d4 the bishop attacks h8 along the long diagonal; g8 is held by the g1 rook and h7 is Black's own pawn: "
           "on the board Black is mated (asserted).")
R4_FACT = ("[FEN] White: king g1, queen c2, rook d1, pawns f2 g2 h2; Black: king g8, pawns a7 f7 g7 h7; Black to move. "
           "1... a6. White touches his queen ({[%touch c2]}), says nothing, and plays Rd8, saying check: on the board it is "
           "mate (asserted). The queen is not pinned and has nineteen lawful moves, one of them Qc8, which also mates "
           "(asserted). Black claims at once.")
R6_FACT = ("[FEN] White: king d3, bishop c1, knight e2; Black: king e6; White to move. Both sides play on; before his "
           "20th move Black gives notice that he will count the moves ({[%fifty black]}). Then 45 moves are played on "
           "each side (Black's 20th to 64th, White's 21st to 65th); in the whole record there is no capture, no check, no "
           "mate and no stalemate (asserted ply by ply). Black, to move, claims a drawn game.")
R7_FACT = ("[FEN] White: king c2, queen f1, pawn h6; Black: king h8, pawn h7; White to move. 1. Kc3, lawful; Black, to "
           "move, would have Kg8 (asserted). White moves again before Black does: the queen f1-f7 ({[%move f1f7 white]}). "
           "With both moves on the board Black, not in check, has no move: g8 and g7 are held and the h7 pawn is blocked by "
           "h6 (asserted). Black claims before anything else is done.")
R8_FACT = ("White engaged to give the odds of his a1 rook and did not take it off ([Odds \"white rook a1 left-on-board\"]). "
           "The game is Morphy's Opera game, 33 lawful plies, every check announced: 12. O-O-O brings the a1 rook to d1, "
           "13. Rxd7 gives it for the d7 knight, and 17. Rd8, by the h1 rook, mates (asserted). Black claims.")

def write_all(case, M):
    mv = lambda n, *ks: {k: M[n][k] for k in ks}
    # ============================================================ twenty-laws
    case(4001, TW, 'pinned-e1-rook-goes-to-e8-a-mate-that-exposes-its-own-king',
      "Rook ending: White's e1 rook, pinned against his a1 king by the h1 rook, goes to e8 with check and leaves Black no move; Black claims at once: law 7 forbids the check, a mate given so is no mate, and law 3's penalties follow",
      "a mate given by an unlawful move (self-exposing check); the claim is in time; the penalties' exact moves.",
      "[FEN] White: king a1, rook e1; Black: king g8, rook h1, pawns a6 f7 g7 h7; Black to move. 1... a5. The e1 rook is "
      "pinned along the first rank by the h1 rook (asserted). White plays it to e8 ({[%move e1e8]}) and says check: "
      "Black's king is attacked and Black has no move that meets the check, while White's own king now stands attacked "
      "by the h1 rook (asserted). Black claims at once.",
      ['7', '3', '11'],
      ["Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in check.» Re8 gives check only by opening the first rank to the h1 rook: the move is unlawful (laws.md A37, glossed: a move that exposes the own king is a false move). A mate given by a move the law forbids is no mate while the move can be recalled, so the game does not end and no result is given.",
       "Law 7 names no penalty; law 3 gives the false move's: «leave such piece where you had placed it—to give it a natural move, or to replace it and move the king». In that order: leave-as-played, move-correctly (the rook may move only along the pin: Rb1, Rc1, Rd1, Rf1, Rg1, Rxh1), replace-and-move-king (Kb1, Ka2, Kb2), Black electing. The window is open: a mated player cannot have played, and law 11 closes it only «after the adversary has moved a piece». Cites 7, 3, 11, as the earlier self-exposure cases under these laws.",
       "Other codes: Boy's Own 10 forbids the same check and 7 gives the king move; Philidor, the Acknowledged Laws and London have no such article and hear it as a false move (VIII; VII; XIII)."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
      elector='black', cites=['7', '3', '11'], glossed=['7'], moves=mv(4001, 'move-correctly', 'replace-and-move-king'))

    case(4002, TW, 'knight-and-bishop-notice-given-late-forty-five-moves-each-since',
      "King, bishop and knight against king: Black gives notice to count only before his 20th move; 65 and 64 moves in all, but 45 each since the notice; Black claims the draw: law 19 counts from the notice, so it is dismissed",
      "fifty moves computed from the notice, per player; an ending the law names; the count not reaching its end.",
      R6_FACT, ['19'],
      ["Law 19 names this ending («a knight and bishop against the king only») and lets the adversary «give notice that he intends to count the moves, in which case you must check mate in not exceeding fifty moves for each player (to be computed from the notice given) or it will be a drawn game». The count runs from the notice: 45 moves each, five short of fifty. The moves played before the notice count for nothing. Dismissed; the game goes on, no result.",
       "Other codes: Philidor XVII counts from the request, the Acknowledged XII from the call, London XXII «from the time the adversary gives notice» (4027): none draws. Boy's Own has no such law (4011)."],
      [], 'fifty-move-claim', 'black', 'dismissed', cites=['19'])

    case(4003, TW, 'queen-against-pawn-kc3-and-qf7-in-one-turn-the-second-stalemates',
      "Queen against pawn: White plays Kc3 and, before Black moves, Qf7 as well, which leaves Black stalemated; Black claims at once: law 4, the second move is replaced, or Black insists that both remain",
      "a stalemate reached through an irregularity (two moves in succession); the remedies in the law's order; no result yet.",
      R7_FACT, ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain; in which case the game is to proceed as if one man only had been played.» Remedies in that order: retract-second-move, keep-both-moves, Black electing.",
       "The stalemate is not yet a fact of the game: it stands only if Black insists that both moves remain (laws.md A10), and then law 17 would make it a drawn game. Until Black elects, the game has not ended: no result. Law 11 for the window: Black has not moved.",
       "Other codes: London XIV gives the same two remedies in its own order (4029). Boy's Own, Philidor and the Acknowledged Laws have no article on a move out of turn."],
      [], 'move-out-of-turn', 'black', 'upheld', remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4', '11'])

    case(4004, TW, 'opera-game-at-rook-odds-the-a1-rook-left-on-the-giver-mates',
      "The Opera game played at the odds of the a1 rook, which White forgot to take off: that rook castles and takes on d7, and 17. Rd8 mates; Black claims: law 14, the giver cannot take advantage of the mate, and the game is drawn",
      "an odds-giver mates with the odds man left on; how the game ends.",
      R8_FACT, ['14'],
      ["Law 14: if the piece agreed to be conceded is not taken off «until four moves on each side have been played, it cannot then be removed, but the game must be played with all the pieces as they stand; and if he should give check-mate, he cannot take advantage of it, but the game is to be considered as drawn.» Seventeen moves were played, and the mate is the giver's (laws.md A8, glossed): the remedy giver-mate-scored-as-draw, result draw.",
       "It does not matter that the h1 rook, not the rook given, gives the mate: the law speaks of any mate the giver gives.",
       "Other codes: the Acknowledged III lets the receiver choose to recommence or play it out (4024); Philidor IV and London IV likewise give a choice; Boy's Own has no such law."],
      [], 'odds-man-not-removed', 'black', 'upheld', remedies=['giver-mate-scored-as-draw'], result='draw', cites=['14'], glossed=['14'])

    case(4005, TW, 'back-rank-white-touches-his-queen-then-mates-with-the-rook',
      "Back-rank ending: White touches his c2 queen, then mates with Rd8; Black claims: law 1, the queen must be played (one of its moves, Qc8, mates all the same)",
      "a mate given right after a touch of another man; the remedy's exact moves, a mate among them; no result.",
      R4_FACT, ['1', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check». The queen is not pinned and no j'adoube was said; Rd8 is no move of the touched man. Upheld: the rook goes back, and the mate with it; no result.",
       "Remedy compel-move-touched-man, Black electing, from the position in which the queen was touched: nineteen moves, among them Qc8, which mates as well. The penalty costs White nothing here, but the law is applied as written. Law 11: Black has not moved, so the irregularity can be retraced.",
       "Other codes: Boy's Own 4, Philidor V, the Acknowledged V and London VII answer the same (4009, 4016, 4030)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'],
      moves=mv(4005, 'compel-move-touched-man'))

    case(4006, TW, 'b8-queen-pins-the-g3-knight-and-stalemates-a-drawn-game',
      "Rook, bishop and pawn against knight: 1. b8=Q pins Black's g3 knight against his h2 king and leaves him no move; Black claims: law 17, a drawn game",
      "stalemate with a man that cannot move only because of a pin, reached by promotion; how the game ends.",
      R1_FACT, ['17'],
      ["Law 17: «The position of stale-mate constitutes a drawn game.» The law gives no definition; a man that cannot move without exposing his king cannot move (laws.md A13, A37), so Black, not in check, has no move: stalemate, a drawn game. Cites 17 only.",
       "The twenty laws say nothing of promotion, but nobody disputes the queen: the claim is about the end of the game.",
       "Other codes: Boy's Own 11 and Philidor XVI (England) make the stalemated player win (4007); Philidor in France, the Acknowledged XIII and London XXIV make it a draw (4013, 4022, 4028)."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['17'])

    # ============================================================ boys-own-1829
    case(4007, BO, 'b8-queen-pins-the-g3-knight-and-stalemates-black-wins',
      "Rook, bishop and pawn against knight: 1. b8=Q pins Black's g3 knight and leaves him no move; Black claims: under Boy's Own 11 the stalemated player wins",
      "stalemate with a pinned man; «none that can be moved» read to include a pinned man; the stalemated player wins.",
      R1_FACT, ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» The king is not in check and every square is guarded; his one man, the knight, cannot be moved without exposing the king (laws.md A13, glossed: a pinned man is one that cannot be moved). Black is stale-mated and wins.",
       "Boy's Own has no promotion law, but the queen is not disputed; only the end of the game is.",
       "Other codes: Philidor XVI in England the same (Black wins); twenty-laws 17, the Acknowledged XIII, London XXIV and Philidor in France a draw."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['11'], glossed=['11'])

    case(4008, BO, 'bishop-goes-d1-d4-like-a-rook-and-mates-black-claims',
      "Rook and bishop ending: White's d1 bishop goes straight up the file to d4 and mates; Black, who cannot play, claims: law 7, the false move is recalled and White must move his king",
      "mate given by a false move is no mate; the claim is in time because the mated player has not played; the king move list.",
      R2_FACT + " Black claims that the move is false.", ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check», and the move can no longer be recalled only if the opponent «have pliﬂyeg before he notices» it. Black has not played (he had nothing to play), so the false move is recalled (laws.md A36) and the mate goes with it: no result.",
       "White must move his king, from the position before the false move: Kb1, Ka2, Kb2 (asserted). Black elects.",
       "Other codes: Philidor VIII the same king move (4014); the Acknowledged VII its menu (4021); London XIII three penalties, but there Black touched his king before claiming (4025); twenty-laws 3 three penalties."],
      [], 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'], moves=mv(4008, 'move-king'))

    case(4009, BO, 'back-rank-white-touches-his-queen-then-mates-with-the-rook',
      "Back-rank ending: White touches his c2 queen, then mates with Rd8; Black claims: law 4, the queen must be played",
      "a mate given right after a touch of another man; the remedy's exact moves; no result.",
      R4_FACT, ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». The queen is free; Rd8 is no move of it. Upheld: compel-move-touched-man, Black electing, from the position in which the queen was touched (nineteen moves, Qc8 mate among them). The rook's mate is undone; no result.",
       "Other codes: twenty-laws 1, Philidor V, the Acknowledged V and London VII answer the same."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['4'],
      moves=mv(4009, 'compel-move-touched-man'))

    case(4010, BO, 'white-touches-the-a6-pawn-then-mates-with-the-rook',
      "Back-rank ending: White touches Black's a6 pawn, which his c4 queen can take, then mates with Rd8; Black claims: law 5, White must take the pawn (Qxa6)",
      "a mate given right after a touch of the adversary's man; the capture is possible, so no king move is offered.",
      "[FEN] White: king g1, queen c4, rook d1, pawns f2 g2 h2; Black: king g8, pawns a7 f7 g7 h7; Black to move. 1... a6. "
      "White touches Black's a6 pawn ({[%touch a6]}), then plays Rd8, saying check: on the board it is mate (asserted). "
      "The a6 pawn can be taken lawfully, by Qxa6 only (asserted). Black claims at once.",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king». White can take it: the remedy is compel-capture-of-touched-man, Qxa6, and the king move does not arise. Black elects. The mate is undone: no result.",
       "Other codes: Philidor VI and London IX the same capture; twenty-laws 2 adds a king move that may not be castling, only if the capture is refused; the Acknowledged VII its menu."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'],
      moves=mv(4010, 'compel-capture-of-touched-man'))

    case(4011, BO, 'knight-and-bishop-notice-given-late-the-code-has-no-fifty-move-law',
      "King, bishop and knight against king: Black gives notice to count before his 20th move and claims a draw after 45 moves each: Boy's Own has no fifty-move law; by analogy with the four codes that have one, counted from the notice, no draw",
      "a silent code heard by analogy, not refused; the codes that provide agree, so no referral.",
      R6_FACT, [(TW, '19'), (PH, 'XVII'), (AC, 'XII'), (LO, 'XXII')],
      ["Boy's Own has no law on counting moves: its eleven laws end with stalemate (11). The point is heard by analogy, not refused. The four codes that provide all count from the notice or request: twenty-laws 19 «(to be computed from the notice given)», Philidor XVII «at the adversary's request, fifty moves on either side», the Acknowledged XII «call upon his adversary to mate in fifty moves», London XXII «the fifty moves commence from the time the adversary gives notice». All name or admit this ending, and under every one only 45 moves each have passed: none would draw the game.",
       "So the decision is no-law-provides, with no remedy and no result; no article of this code is cited. (Where the four codes disagree, an earlier case referred the point to a third person; here they agree.)"],
      [], 'fifty-move-claim', 'black', 'no-law-provides', cites=[])

    case(4012, BO, 'b1-queen-pins-the-g6-knight-and-stalemates-white-wins',
      "The mirror of 4007: Black's 1... b1=Q pins White's g6 knight against his h7 king and leaves him no move; White claims: under law 11 the stalemated player, here White, wins",
      "stalemate of the side that was winning on material; the stalemated player wins whatever his colour; pinned man.",
      "[FEN] Black: king f7, rook a8, bishop e3, pawn b2; White: king h7, knight g6; Black to move. 1... b1=Q. White's king "
      "is not in check, every square it has is guarded, and the g6 knight, pinned on the b1-h7 diagonal, has no lawful move "
      "(asserted). White claims the stalemate.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» White's pinned knight is a man that cannot be moved (laws.md A13, glossed). White is stale-mated and wins, though he had a knight against rook, bishop and queen.",
       "Other codes: Philidor XVI in England the same; the others a draw."],
      [], 'stalemate-result', 'white', 'upheld', result='white', cites=['11'], glossed=['11'])

    # ============================================================ philidor
    case(4013, PH, 'b8-queen-pins-the-g3-knight-and-stalemates-in-france-a-draw',
      "Rook, bishop and pawn against knight, played under the French usage: 1. b8=Q pins Black's g3 knight and leaves him no move; Black claims: rule XVI, in France the stale-mate is a drawn game",
      "stalemate with a pinned man; the country option decides the result.",
      R1_FACT + " The game is played under the French usage ([Option \"country=france\"]).", ['XVI'],
      ["XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is stale-mate.» Black's knight cannot be played without exposing his king, so he has «nothing else to play». The rule goes on: «In England, he whose King is stale-mate wins the game*; but in France, and several other countries, the stale-mate is a drawn game.» The game was played under the French usage (laws.md A19, glossed): a drawn game.",
       "Promotion to a queen is lawful under IX and not in dispute.",
       "Other codes: Boy's Own 11 and Philidor in England, Black wins (4007); twenty-laws 17, the Acknowledged XIII and London XXIV, a draw."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XVI'], glossed=['XVI'])

    case(4014, PH, 'bishop-goes-d1-d4-like-a-rook-and-mates-black-claims',
      "Rook and bishop ending: White's d1 bishop goes straight up the file to d4 and mates; Black claims: rule VIII, White must play his king, as in rule VI",
      "mate given by a false move; the claim is before the adversary's next move; the king move list.",
      R2_FACT + " Black claims that the move is false.", ['VIII', 'VI'],
      ["VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move». Black has made no move since; the false move is recalled (laws.md A36) and its mate with it: no result.",
       "VI, to which VIII sends, orders the king move «if you can»: White can, Kb1, Ka2, Kb2 (asserted). Black elects. Cites VIII then VI, as the earlier Philidor false-move cases.",
       "Other codes: Boy's Own 7 the same (4008); the Acknowledged VII its menu (4021); London XIII three penalties (4025, where Black's touch closes the claim)."],
      [], 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['VIII', 'VI'], moves=mv(4014, 'move-king'))

    case(4015, PH, 'rook-and-bishop-against-rook-mate-on-whites-fiftieth-move',
      "Rook and bishop against rook: Black asks for the fifty moves; after Black's fiftieth, White's fiftieth move, Re8, mates; Black claims the draw: rule XVII, the fifty moves were not over, and White has won",
      "fifty moves counted per side from the request; the count reaches its end with mate on the last move; how the game ends.",
      "[FEN] White: king g6, rook e4, bishop f5; Black: king h8, rook a1; Black to move. Black asks for the fifty moves "
      "({[%fifty black]}). Black then plays fifty moves, the rook a1-a2 and back, and White forty-nine, the rook e4-e5 and "
      "back, none a check or a capture, no mate, no stalemate (asserted). White's fiftieth move, Re8, said to be check, "
      "mates: g8 is held by the rook, g7 and h7 by the king, and the a1 rook can neither take nor cover (asserted). Black "
      "claims that the fifty moves are over and the game drawn.",
      ['XVII'],
      ["XVII: «when a player seems not to know how to give the difficult mates, as that of a Knight and a Bishop against the King, that of a Rook and a Bishop against a Rook, &c. at the adversary's request, fifty moves on either side must be appointed for the end of the game: these moves being over, it will be a drawn game.» The ending is one the rule names. «fifty moves on either side» (laws.md A20, glossed): the count runs from the request and is over only when each side has played fifty. Black had played fifty, White forty-nine; White's fiftieth is within the count, and it mates.",
       "Dismissed; the mate stands, and White wins: result white.",
       "Other codes: twenty-laws 19 («not exceeding fifty moves for each player») and London XXII («in fifty moves on each side at most») the same; the Acknowledged XII likewise on the reading of fifty each."],
      [], 'fifty-move-claim', 'black', 'dismissed', result='white', cites=['XVII'], glossed=['XVII'])

    case(4016, PH, 'back-rank-white-touches-his-queen-then-mates-with-the-rook',
      "Back-rank ending: White touches his c2 queen, then mates with Rd8; Black claims: rule V, the queen once touched must be played",
      "a mate given right after a touch of another man; the remedy's exact moves; no result.",
      R4_FACT, ['V'],
      ["V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Nothing was said; the queen can be played (it is not pinned, so XV does not arise). Upheld: compel-move-touched-man, Black electing, from the position in which the queen was touched (nineteen moves, Qc8 mate among them). The mate by the rook is undone: no result.",
       "Other codes: twenty-laws 1, Boy's Own 4, the Acknowledged V and London VII the same."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V'],
      moves=mv(4016, 'compel-move-touched-man'))

    case(4017, PH, 'pinned-f2-rook-touched-then-qxg7-mate-white-must-play-his-king',
      "White touches his f2 rook, pinned by the h4 bishop against his king, then mates with Qxg7; Black claims: rule XV, White must play his king, and the mate is undone",
      "a mate given right after a touch of a man that cannot be played (a true pin); the penalty is practicable; the king's four squares.",
      "[FEN] White: king e1, queen g4, rook f2, pawn f6; Black: king g8, bishop h4, pawns f7 g7 h7; Black to move. 1... h6. "
      "The f2 rook is pinned by the h4 bishop against the e1 king and has no lawful move (asserted). White touches it "
      "({[%touch f2]}), then plays Qxg7, saying check: the queen, guarded by the f6 pawn, mates (asserted). Black claims "
      "at once.",
      ['V', 'XV'],
      ["V makes the touched man one that must be played; it cannot be. XV: «If any one touches a piece which he cannot play without giving check, he must then play his King; and if his King cannot be played, the fault is of no consequence.» Read, as laws.md A17 does (glossed), of a piece that cannot be played without exposing the player's own king to check: the f2 rook is such a piece. White's king can be played (Kd1, Kf1, Kd2, Ke2, asserted), so the fault has consequence: move-king, Black electing. The mate by the queen is undone: no result.",
       "Other codes: twenty-laws 1 (move the king), Boy's Own 4 (only the king), the Acknowledged V note (move the king or replace), London XVII (replace and move the king)."],
      [], 'touched-own-man-unplayable', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['V', 'XV'], glossed=['XV'],
      moves=mv(4017, 'move-king'))

    case(4018, PH, 'white-castles-long-and-the-d1-rook-stalemates-in-england-black-wins',
      "Queen and rook against the bare king: White castles on the queen's side, and the rook arriving on d1 takes Black's last square; Black claims: rule XVI, in England the stalemated player wins",
      "a stalemate given by castling; the default country (England); how the game ends.",
      "[FEN] White: king e1, rook a1 (unmoved), queen b6; Black: king c8; White to move. Black's king has one square, d7 "
      "(asserted). 1. O-O-O, lawful (asserted): the rook comes to d1 and guards d7 and d8. Black, not in check, has no move "
      "(asserted). Black claims.",
      ['XVI'],
      ["XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is stale-mate. In England, he whose King is stale-mate wins the game*». No country was named for this game; the code's default is England (laws.md A19, glossed: the English club adopted the rules): Black wins.",
       "The castling itself was lawful (XI, XII: king and rook unmoved, the king not in check and passing no attacked square); it is not in dispute.",
       "Other codes: Boy's Own 11 the same (Black wins); twenty-laws 17, the Acknowledged XIII and London XXIV a draw."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['XVI'], glossed=['XVI'])

    # ============================================================ acknowledged-laws
    case(4019, AC, 'b8-made-a-rook-with-mate-the-code-has-no-promotion-law',
      "King and pawn against king and two pawns: 1. b8=R mates; Black says the pawn must become a queen: the Acknowledged Laws have no promotion law; by analogy (Philidor IX, London XXI) any piece, and the mate stands",
      "a silent code heard by analogy; promotion with mate; how the game ends.",
      "[FEN] White: king a1, pawn b7; Black: king h8, pawns g7 h7; White to move. 1. b8=R, said to be check: the new rook "
      "holds the eighth rank and Black's king is walled in by his own pawns: mate (asserted). Black claims that a pawn must "
      "be made a queen.",
      ['XIV', (PH, 'IX'), (LO, 'XXI')],
      ["The fourteen Acknowledged Laws have no article on promotion (laws.md §4.1: «silent»). The point is heard by analogy, not refused: the codes that provide allow any piece, Philidor IX «a Queen, or any other Piece that shall be thought proper» and London XXI «a Queen, or any other Piece the player may think fit» (laws.md A18: queen, rook, bishop or knight). The rook is lawful; the mate stands and White wins.",
       "XIV is cited as the earlier silent-promotion cases under these laws cite it: «Should any dispute arise, the question must be submitted to any disinterested bystander»; Tertius answers as that bystander, by analogy. Decision no-law-provides, result white."],
      [], 'promotion', 'black', 'no-law-provides', result='white', cites=['XIV'])

    case(4020, AC, 'queen-against-king-fifty-each-after-the-call-mate-on-the-fifty-first',
      "Queen against the bare king: Black calls on White to mate in fifty moves; fifty moves each pass, and White mates with his fifty-first; Black claims the draw: XII, the game was drawn when the fifty were over",
      "fifty moves on call, counted per side; the count reaches its end before the mate; how the game ends.",
      "[FEN] White: king g6, queen c1; Black: king h8; Black to move. Black calls on White to mate in fifty moves "
      "({[%fifty black]}). Fifty moves are then played on each side, the kings and the queen shuffling (h8-g8, c1-b1), none "
      "a check, no mate, no stalemate (asserted). Black's 51st move is Kg8, White's 51st Qc8, said to be check, which mates "
      "(asserted). Black claims the draw.",
      ['XII'],
      ["XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his adversary to mate in fifty moves or draw the game.» Read with laws.md A26 (glossed): open to the defending player in any ending, the seed having lost the words for unequal forces, and «fifty moves» meaning fifty on each side. Fifty each were over after White's fiftieth move, without mate: the game was then drawn, and the mate on the fifty-first comes too late.",
       "Upheld: declare-draw, result draw.",
       "Other codes: twenty-laws 19 and London XXII, which name queen against king, would also draw; Philidor XVII counts only the difficult mates, and queen against king is not one."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(4021, AC, 'bishop-goes-d1-d4-like-a-rook-and-mates-black-claims',
      "Rook and bishop ending: White's d1 bishop goes straight up the file to d4 and mates; Black claims: VII, the right move, a king move, or replacement and a legal move",
      "mate given by a false move; VII's menu trimmed to the offence; the exact moves.",
      R2_FACT + " Black claims that the move is illegal.", ['VII'],
      ["VII: if a player «make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move». The bishop took nothing, so «take the man» does not fit the offence (laws.md A23): move-correctly (the bishop's lawful moves from d1: Bc2, Be2, Bb3, Bf3, Bxa4, Bg4, Bh5), move-king (Kb1, Ka2, Kb2), replace-and-move-legally, Black electing. The mate is undone: no result.",
       "The Acknowledged Laws set no time limit; Black had not moved in any case.",
       "Other codes: Boy's Own 7 and Philidor VIII only the king move (4008, 4014); London XIII three penalties (4025)."],
      [], 'false-move', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII'], moves=mv(4021, 'move-correctly', 'move-king'))

    case(4022, AC, 'b8-queen-pins-the-g3-knight-and-stalemates-a-drawn-game',
      "Rook, bishop and pawn against knight: 1. b8=Q pins Black's g3 knight and leaves him no move; Black claims: XIII, stalemate is a drawn game",
      "stalemate with a pinned man, reached by promotion; how the game ends.",
      R1_FACT, ['XIII'],
      ["XIII: «Stalemate is a drawn game.» Black, not in check, cannot move his king, and his knight cannot move without exposing it: stalemate. A drawn game; cites XIII only.",
       "The Acknowledged Laws have no promotion law, but the queen is not in dispute.",
       "Other codes: twenty-laws 17, London XXIV and Philidor in France the same; Boy's Own 11 and Philidor in England, Black wins."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XIII'])

    case(4023, AC, 'rd8-mates-without-check-being-cried-black-says-he-need-not-notice-it',
      "Back-rank ending: White mates with Rd8 without crying check; Black says that under X he need not take notice of the check and the game goes on: he has no move that does not leave his king in check, so it is mate, and White has won",
      "mate with check not said; a finding of fact (no lawful move); how the game ends.",
      "[FEN] White: king g1, queen c2, rook d1, pawns f2 g2 h2; Black: king g8, pawns a7 f7 g7 h7; Black to move. 1... a6 "
      "2. Rd8, without a word. Black's king is attacked by the rook; f8 and h8 are held by it; every other move Black has "
      "would leave his king in check (asserted). Black says no check was cried, he need not notice it, and the game is not "
      "over.",
      ['X'],
      ["X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» That lets the adversary play on as if there were no check, but only by a lawful move, and Black has none: each of his pawn moves would leave his king in check, and his king cannot stir. The note's exception («two moves only may be made before the King is obliged to move out of Check») presupposes moves that can be made. The position is mate; the law about crying check does not turn it into something else.",
       "Dismissed; White has won: result white. The same reading as the earlier unannounced-mate cases under every code (a mate given without the word is still a mate).",
       "Other codes: twenty-laws 5, Boy's Own 9, Philidor XIII and London XVIII are read the same."],
      [], 'unannounced-check', 'black', 'dismissed', result='white', cites=['X'])

    case(4024, AC, 'opera-game-at-rook-odds-the-a1-rook-left-on-the-giver-mates',
      "The Opera game played at the odds of the a1 rook, which White forgot to take off; 17. Rd8 mates; Black claims: III, the adversary elects to recommence the game or play it out as it stands",
      "an odds-giver mates with the odds man left on; the same record as 4004, a different answer.",
      R8_FACT, ['III'],
      ["III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» The rook was never removed; Black elects. Remedies continue-as-is, restart-game (the order of the earlier cases under III), Black electing; «before four moves on either side» read as laws.md A7 reads it (glossed). No result now: the mate stands only if Black elects to play it out as it stands.",
       "Unlike twenty-laws 14 (4004), III does not score the giver's mate as a draw; it gives the receiver the choice.",
       "Other codes: Philidor IV and London IV also give the receiver the choice; Boy's Own has no such law."],
      [], 'odds-man-not-removed', 'black', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['III'], glossed=['III'])

    # ============================================================ london-1847
    case(4025, LO, 'bishop-goes-d1-d4-like-a-rook-and-mates-black-touches-his-king-then-claims',
      "Rook and bishop ending: White's d1 bishop goes straight up the file to d4 and mates; Black touches his king, then claims the false move: XXV, he touched a piece first; the mate stands and White wins",
      "the claimant closes his own window by a touch; a false move that stands as mate; how the game ends.",
      R2_FACT + " Black, to move, touches his king ({[%touch h8]}), finds it has nowhere to go, and then claims that the move "
      "was false.",
      ['XIII', 'XXV'],
      ["XIII gives the penalties for a false move, but XXV sets the time: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Black touched his king before claiming (laws.md A34, glossed: the right ends when the claimant touches any man, even one that cannot move). Out of time.",
       "The false move therefore stands, and it is mate: result white. Cites XIII then XXV, as the earlier London out-of-time false-move cases.",
       "Other codes: twenty-laws 3/11, Boy's Own 7 and Philidor VIII close the claim only when the adversary has played, so there the claim would be in time (4008, 4014)."],
      [], 'false-move', 'black', 'out-of-time', result='white', cites=['XIII', 'XXV'], glossed=['XXV'])

    case(4026, LO, 'b8-made-a-rook-with-mate-any-piece-the-player-may-think-fit',
      "King and pawn against king and two pawns: 1. b8=R mates; Black says the pawn must become a queen: XXI, any piece the player may think fit; dismissed, and White has won",
      "promotion to a piece other than a queen, with mate; how the game ends.",
      "[FEN] White: king a1, pawn b7; Black: king h8, pawns g7 h7; White to move. 1. b8=R, said to be check, is mate "
      "(asserted). Black claims that the pawn had to be made a queen.",
      ['XXI'],
      ["XXI: «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged for a Queen, or any other Piece the player may think fit». The pawn was exchanged at once, for a rook: lawful. Dismissed; the mate stands, result white.",
       "Other codes: Philidor IX the same; twenty-laws, Boy's Own and the Acknowledged Laws have no promotion law and are heard by analogy (4019)."],
      [], 'promotion', 'black', 'dismissed', result='white', cites=['XXI'])

    case(4027, LO, 'knight-and-bishop-notice-given-late-forty-five-moves-each-since',
      "King, bishop and knight against king: Black gives notice to count only before his 20th move, and claims after 45 moves each since: XXII, the fifty moves commence from the notice; dismissed",
      "fifty moves counted from the notice, per side; an ending the law names; the count not reaching its end.",
      R6_FACT, ['XXII'],
      ["XXII: with «Knight and Bishop only» the player «must checkmate his adversary in fifty moves on each side at most, or the game will be considered as drawn; the fifty moves commence from the time the adversary gives notice that he will count them.» From the notice, 45 moves each: the fifty are not over. Dismissed, no result; the 20 moves each before the notice do not count.",
       "Other codes: twenty-laws 19 the same (4002); Philidor XVII and the Acknowledged XII count from the request or call; Boy's Own has no such law (4011)."],
      [], 'fifty-move-claim', 'black', 'dismissed', cites=['XXII'])

    case(4028, LO, 'b8-queen-pins-the-g3-knight-and-stalemates-a-drawn-game',
      "Rook, bishop and pawn against knight: 1. b8=Q pins Black's g3 knight and leaves him no move; Black claims: XXIV, a stalemate is a drawn game",
      "stalemate with a pinned man, reached by promotion; how the game ends.",
      R1_FACT, ['XXIV'],
      ["XXIV: «A stalemate is a drawn game.» Black, not in check, has no lawful move: his king's squares are guarded and his knight cannot move without exposing the king. A drawn game; cites XXIV only. The queen is a lawful exchange under XXI and not in dispute.",
       "Other codes: twenty-laws 17, the Acknowledged XIII, Philidor in France the same; Boy's Own 11 and Philidor in England, Black wins."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XXIV'])

    case(4029, LO, 'queen-against-pawn-kc3-and-qf7-in-one-turn-the-second-stalemates',
      "Queen against pawn: White plays Kc3 and, before Black moves, Qf7 as well, which leaves Black stalemated; Black claims at once: XIV, Black chooses whether both moves remain or the second is retracted",
      "a stalemate reached through a move out of turn; the law's order of remedies; no result yet.",
      R7_FACT, ['XIV', 'XXV'],
      ["XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the second be retracted.» Two moves in succession are a move out of turn (laws.md A30, glossed). Remedies in the law's order: keep-both-moves, retract-second-move, Black electing.",
       "If both remain, the turn passes to Black, who is then stalemated and XXIV makes it a drawn game; if the second is retracted, play goes on. Until Black elects, no result. XXV for the window: Black has touched nothing.",
       "Other codes: twenty-laws 4, the same two remedies in the other order (4003)."],
      [], 'move-out-of-turn', 'black', 'upheld', remedies=['keep-both-moves', 'retract-second-move'], elector='black',
      cites=['XIV', 'XXV'], glossed=['XIV'])

    case(4030, LO, 'back-rank-white-touches-his-queen-then-mates-with-the-rook',
      "Back-rank ending: White touches his c2 queen, then mates with Rd8; Black claims: VII, the queen touched must be played",
      "a mate given right after a touch of another man; the remedy's exact moves; no result.",
      R4_FACT, ['VII'],
      ["VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect». Nothing was said; the queen is free. Upheld: compel-move-touched-man, Black electing, from the position in which the queen was touched (nineteen moves, Qc8 mate among them). The rook's mate is undone: no result.",
       "Other codes: twenty-laws 1, Boy's Own 4, Philidor V and the Acknowledged V the same (4005, 4009, 4016)."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['VII'],
      moves=mv(4030, 'compel-move-touched-man'))
