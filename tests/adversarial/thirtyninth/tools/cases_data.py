"""The thirty cases of the thirty-ninth set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated "(asserted)" is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

def write_all(case, M):
    mv = lambda n, *ks: {k: M[n][k] for k in ks}
    # ============================================================ twenty-laws
    case(3901, TW, 'najdorf-the-d4-knight-touched-then-white-castles',
      "Najdorf, 6. Be2 e5: White touches his attacked d4 knight, then castles; Black claims at once: law 1 makes him play the knight, and castling is no move of it",
      "touch-move in an ordinary position; the remedy's exact moves (from the position before the castling); castling is not a move of the touched man.",
      "Sicilian Najdorf: 1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be2 e5, twelve lawful plies (asserted). The e5 "
      "pawn attacks the d4 knight, which is not pinned (asserted). White touches the knight ({[%touch d4]}), says nothing, and "
      "castles. Before Black moves he claims that White must play the knight.",
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check». The knight exposes nothing (it is not pinned), so the exception does not apply, and no «j'adoube» was said. Castling moves the king and the rook, not the touched man; the claim is upheld and White must take back O-O and move the knight.",
       "The remedy's moves are the knight's lawful moves in the position in which it was touched (before 7. O-O): Nb3, Nf3, Ndb5, Nf5, Nc6, Ne6 (python-chess). Black elects as the aggrieved player. Law 11 is cited for the window: Black has not moved, so the irregularity can still be retraced.",
       "Every other code answers the same (Boy's Own 4, Philidor V, Acknowledged V, London VII): the touched man must be played."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'],
      moves=mv(3901, 'compel-move-touched-man'))

    case(3902, TW, 'carlsbad-the-g5-bishop-set-on-g3-like-a-rook',
      "Queen's Gambit exchange (Carlsbad), both sides castled: White moves his g5 bishop down the file to g3; Black claims at once: law 3's three penalties, the king's only move being Kh1",
      "false move by a bishop moved like a rook; the three penalties of law 3 in its order; a king move list of one (no castling left).",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. cxd5 exd5 5. Bg5 Be7 6. e3 O-O 7. Bd3 Nbd7 8. Qc2 Re8 9. Nge2 Nf8 10. O-O c6, twenty "
      "lawful plies (asserted). White plays the g5 bishop to g3 ({[%move g5g3]}), two squares straight down the g-file over an "
      "empty g4: no bishop's move (asserted). Black claims before he moves.",
      ['3', '11'],
      ["Law 3: a false move is «giving to a piece a movement not consistent with its laws, for example—moving a rook as if he were a bishop»; here a bishop moved as a rook. The adversary «may» compel «either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king»: leave-as-played, move-correctly, replace-and-move-king, in that order, Black electing.",
       "Feasibility: the bishop's natural moves from g5 are Bf4, Bh4, Bxf6, Bh6 (e3 holds White's own pawn, so no Be3); White has castled, so the only king move is Kh1 (asserted). The claim is in time: law 11 and the last words of law 3 close it only «after the adversary has moved a piece». Cites 3 then 11, as the earlier twenty-laws false-move cases.",
       "Other codes: Boy's Own 7 and Philidor VIII give only the king move; the Acknowledged VII has its menu of three; London XIII the same three penalties as here."],
      [], 'false-move', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black',
      cites=['3', '11'], moves=mv(3902, 'move-correctly', 'replace-and-move-king'))

    case(3903, TW, 'giuoco-piano-white-touches-the-d5-pawn',
      "Giuoco Piano main line, 8... d5: White touches Black's d5 pawn without a word; Black claims: take it (Bxd5 or exd5) or move the king, but not by castling",
      "touching the adversary's man; the pawn is en prise to two men; the king's move may not be castling although O-O is lawful on the board.",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+ 8. Nbxd2 d5, both checks announced, "
      "sixteen lawful plies (asserted). White, to play, touches Black's d5 pawn ({[%touch d5]}) and says nothing. Black claims. "
      "The pawn can be taken lawfully by Bxd5 and exd5 (asserted); White's king could castle on the king's side (asserted).",
      ['2', '11'],
      ["Law 2: «you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check)». No j'adoube was said. The pawn is en prise, so the first penalty can be carried out: Bxd5 or exd5. The king penalty: Kf1, Ke2; law 2 ends «in either case you cannot castle that move», so O-O, lawful on the board, is not among them (laws.md A5 (ii), glossed).",
       "The third option of law 2, «to leave it where you had wrongfully placed it», belongs to a man moved, not merely touched, so it is not offered. Black elects. Law 11 for the window (Black has not moved).",
       "Other codes: Boy's Own 5 and Philidor VI order the capture where it can be made; London IX likewise; the Acknowledged VII gives its menu."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black',
      cites=['2', '11'], glossed=['2'], moves=mv(3903, 'compel-capture-of-touched-man', 'move-king-no-castling'))

    case(3904, TW, 'qga-bb4-check-unannounced-bxc4-ignores-it-exd4-with-the-warning',
      "Queen's Gambit Accepted, 3. e4 e5 4. Nf3 Bb4+ without a word; White plays 5. Bxc4 as if there were no check; Black warns with his next move 5... exd4: each retracts his last move and White parries",
      "unannounced check warned on the checker's next move; the parries listed are those of the position after the check.",
      "1. d4 d5 2. c4 dxc4 3. e4 e5 4. Nf3 Bb4+: the bishop checks the e1 king (asserted); Black says nothing. 5. Bxc4 ignores the "
      "check (the king is still attacked, asserted). 5... exd4, and with it Black says «check». Black asks that the game be "
      "put right.",
      ['5'],
      ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he does; but if on his next move he warn you, each party must retract his last move, and the king be removed out of check.» Black warned on his very next move, so White's 5. Bxc4 and Black's 5... exd4 are taken back (laws.md A35) and White must meet the check of the b4 bishop.",
       "The moves that meet it, in the position after 4... Bb4+: Nbd2, Nc3, Bd2, Qd2, Ke2, Nfd2 (python-chess). No one elects: the law commands. Only 5 is cited.",
       "Other codes: Boy's Own 9, Philidor XIII and London XVIII give the same retraction; the Acknowledged X note would take the pieces back to the check too."],
      [], 'unannounced-check', 'black', 'upheld', remedies=['retract-both-last-moves'], cites=['5'],
      moves=mv(3904, 'retract-both-last-moves'))

    case(3905, TW, 'italian-nxf2-forks-queen-and-rook-white-castles-with-the-rook-attacked',
      "Italian game, 5... Ng4 6. Qe2 Nxf2: White castles with his h1 rook attacked by the knight; Black calls it unlawful: law 8 says the rook being under attack does not prevent castling",
      "the article that makes the act lawful must be cited; castling conditions checked on the board (f1 and g1 not attacked).",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. Nc3 Ng4 6. Qe2 Nxf2, twelve lawful plies; White is not in check (asserted). "
      "The f2 knight attacks the h1 rook (and d1); f1 and g1 are not attacked, the c5 bishop being screened by its own knight "
      "(asserted). White castles, 7. O-O. Black claims that a rook under attack cannot castle.",
      ['8'],
      ["Law 8: «You cannot castle after your king or the rook has moved» — neither had — and «the rook being at the moment under attack, does not prevent you from castling». The castling is lawful; dismissed, citing 8 as the article that makes the act lawful.",
       "Nothing else is in issue: the king was not in check and crossed and reached only unattacked squares, so the silences of law 8 (laws.md A1) do not arise.",
       "Other codes: none forbids castling with an attacked rook (Philidor XII, the Acknowledged IX, London XVI list other cases only); each would dismiss."],
      [], 'illegal-castling', 'black', 'dismissed', cites=['8'])

    case(3906, TW, 'qga-rd1-said-to-be-check-black-plays-ke7',
      "Queen's Gambit Accepted, classical: White plays 9. Rd1 and says check; there is none; Black, misled, plays Ke7 and claims before White moves again: he may retract",
      "false announcement of check; the misled move is a king move; claim before the announcer's next move.",
      "1. d4 d5 2. c4 dxc4 3. Nf3 Nf6 4. e3 e6 5. Bxc4 c5 6. O-O a6 7. Qe2 b5 8. Bb3 Bb7 9. Rd1, and White says «check». "
      "The e8 king is not attacked (asserted). Black, in consequence, plays 9... Ke7 (lawful, asserted), then sees there was "
      "no check and claims before White has moved.",
      ['6'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» Every condition holds: notice without check, a king move in consequence, and White has not moved. Upheld: retract-misled-move, Black electing (he may also let it stand by not electing).",
       "Other codes: Boy's Own 8 and Philidor XIV the same; the Acknowledged XI lets Black choose to let the move stand or replace it; London XX the same retraction."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['6'])

    # ============================================================ boys-own-1829
    case(3907, BO, 'najdorf-rg1-the-rook-back-to-h1-then-white-castles',
      "Najdorf 6. Rg1: the rook went to g1 and came back to h1; at move 10 White castles; Black claims: law 6, Black may insist on a move of the king or of the rook",
      "castling after the rook has moved (the rook is back on its square); both penalties feasible, with their exact moves.",
      "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Rg1 e5 7. Nb3 Be7 8. Be2 O-O 9. Rh1 Be6, eighteen lawful plies "
      "(asserted). White castles on the king's side ({[%move e1g1]}); the h1 rook has moved twice, so this is no lawful "
      "move (asserted). Black claims at once.",
      ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» The rook moved (g1 and back), so the castling is unlawful. The adversary chooses which piece (laws.md A12, glossed): move-king, then move-rook.",
       "Moves, from the position before the castling: the king Kf1, Kd2; the rook Rf1, Rg1 (asserted by python-chess). Law 7 is cited for the window: Black has not played, so it can still be recalled.",
       "Other codes: Philidor XII lets the offender choose; London XVI adds letting the castling stand; the Acknowledged IX sends it to VII's menu; twenty-laws 8 as here."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'],
      moves=mv(3907, 'move-king', 'move-rook'))

    case(3908, BO, 'ruy-lopez-chigorin-bc2-takes-h7-over-its-own-e4-pawn',
      "Ruy Lopez, Chigorin: White's c2 bishop takes the h7 pawn although its own e4 pawn stands between; Black claims at once: law 7, White must move his king",
      "a capture no man can make is a false move under Boy's Own 7; the king move list (Kf1, Kh1, Kh2) from the position before the capture.",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5 10. Bc2 c5 11. d4 Qc7, "
      "twenty-two lawful plies (asserted). White takes the h7 pawn with the c2 bishop ({[%move c2h7]}); the way is barred by "
      "his own e4 pawn (asserted). Black claims before he plays.",
      ['7'],
      ["Boy's Own has no article on captures; a capture the man cannot lawfully make is a false move, and law 7 governs: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». The capture is taken back (laws.md A36) and White must move his king: Kf1, Kh1, Kh2 (asserted; f1 is empty since the bishop left, h2 since h3).",
       "Black elects. The claim is in time: Black has not played.",
       "Other codes: twenty-laws 3 (second sentence) and London XI would offer the capture by a man that can make it (none here) or a move of the bishop; Philidor VIII a king move as here."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'], moves=mv(3908, 'move-king'))

    case(3909, BO, 'steinitz-defence-the-pinned-c6-knight-touched-then-bd7',
      "Steinitz defence, 5. Nxd4: Black touches his c6 knight, pinned by the b5 bishop, then plays Bd7; White claims: law 4, Black can only move his king (Kd7, Ke7)",
      "a touched man that cannot be played without exposing the king (a true pin); the penalty is practicable; claim by the adversary.",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. d4 exd4 5. Nxd4: the c6 knight stands between the b5 bishop and the e8 king and has no "
      "lawful move (asserted). Black touches it ({[%touch c6]}), then plays 5... Bd7. White claims before he moves.",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» Every move of the knight would uncover the bishop's check, so Black «can only move the king»; Bd7 is not such a move. Upheld: move-king, from the position in which the knight was touched: Kd7, Ke7 (asserted; Kd7 is safe while the knight still screens the diagonal).",
       "White elects as the aggrieved player, as the earlier Boy's Own cases under law 4 have it.",
       "Other codes: twenty-laws 1 (move the king), Philidor XV (play the king), the Acknowledged V note (king move or replace), London XVII (replace and move the king)."],
      [], 'touched-own-man-unplayable', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['4'], moves=mv(3909, 'move-king'))

    case(3910, BO, 'king-and-pawn-kb6-stalemates-the-a8-king-black-wins',
      "King and pawn against king: White plays Kb6 and the a8 king, not in check, has no move; under Boy's Own the stalemated player wins",
      "how the game ends: stalemate is a win for the stalemated side under this code.",
      "[FEN] White: king c6, pawn a7; Black: king a8; White to play. 1. Kb6: the black king is not in check and has no move "
      "(b8 is guarded by the pawn, b7 and a7 by the king): stalemate (asserted). Black claims the game.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» Black has no other man; he is stale-mated and wins. Result: Black.",
       "Other codes: twenty-laws 17, the Acknowledged XIII and London XXIV make it a draw; Philidor XVI a win for Black in England, a draw in France."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['11'])

    case(3911, BO, 'black-began-the-game-he-lost-white-begins-this-one',
      "Black began the previous game and lost it; White begins this one; Black says the loser should begin: law 2 makes the first move alternate, so White rightly began",
      "first move and alternation; the record decides who began; the article that makes White's first move lawful.",
      "[PreviousGame \"black decided\"]: Black had the first move of the previous game, which was decided (Black lost it). In "
      "this game White begins: 1. d4 d5 2. c4. Black now objects that, having lost, he should have had the first move.",
      ['2'],
      ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the advantage of a piece or a pawn». No odds were given; Black began the last game, so White begins this one. Nothing in the code gives the first move to the loser. Dismissed, citing 2.",
       "Other codes: twenty-laws 9, Philidor II, the Acknowledged IV and London V also make the move alternate; none looks to who won."],
      [('PreviousGame', 'black decided')], 'first-move-or-colour', 'black', 'dismissed', cites=['2'])

    case(3912, BO, 'qgd-capablanca-freeing-white-touches-the-d5-knight',
      "Queen's Gambit Declined, 9... Nd5: White touches Black's d5 knight; Black insists that he take it, which he can (Nxd5 or Bxd5), so no king move is due",
      "touching the adversary's man; the capture is possible, so the code's «if not» branch (a king move) is not offered.",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Nbd7 5. e3 Be7 6. Nf3 O-O 7. Rc1 c6 8. Bd3 dxc4 9. Bxc4 Nd5, eighteen lawful plies "
      "(asserted). White touches the d5 knight ({[%touch d5]}). It can be taken lawfully by the c3 knight and the c4 bishop "
      "(asserted). Black claims.",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king». White can take it, so the remedy is the capture alone: Nxd5 or Bxd5. The king move is the penalty only where the man cannot be taken.",
       "Black elects. Other codes: Philidor VI the same; twenty-laws 2 and London IX also offer the king move beside the capture; the Acknowledged VII its menu."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'],
      moves=mv(3912, 'compel-capture-of-touched-man'))

    # ============================================================ philidor
    case(3913, PH, 'kings-indian-four-pawns-7-e5-8-dxe6-in-passing',
      "King's Indian, Four Pawns: Black's e-pawn steps two squares, e7-e5, beside White's d5 pawn; White takes it in passing; Black calls the capture false: rule X allows it",
      "en passant lawful; the article that makes the act lawful.",
      "1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6 5. f4 O-O 6. Nf3 c5 7. d5 e5: the e-pawn's first move, two squares, passing e6 "
      "beside the d5 pawn (asserted). 8. dxe6, taking it in passing (lawful, asserted). Black claims that the capture was a "
      "false move.",
      ['X'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» Had the pawn gone to e6, the d5 pawn could have taken it; so it may take it in passing, as it did at once. Dismissed, citing X, the rule that makes the capture lawful.",
       "Other codes: the Acknowledged VIII and London XV the same; twenty-laws and Boy's Own are silent on the capture in passing."],
      [], 'en-passant', 'black', 'dismissed', cites=['X'])

    case(3914, PH, 'albin-lasker-trap-fxg1-becomes-a-third-knight',
      "Albin Counter-gambit, the Lasker trap: 7... fxg1=N+ makes a knight while Black still has both his own; White says the pawn must become a queen or at least not a third knight: rule IX allows any piece",
      "promotion to a piece the player already has in full number; the article that makes it lawful.",
      "1. d4 d5 2. c4 e5 3. dxe5 d4 4. e3 Bb4+ 5. Bd2 dxe3 6. Bxb4 exf2+ 7. Ke2 fxg1=N+, every check announced (fourteen "
      "lawful plies, asserted). The pawn became a knight on g1, checking the e2 king; Black's b8 and g8 knights are still on "
      "the board (asserted). White claims that the exchange is not allowed.",
      ['IX'],
      ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or any other Piece that shall be thought proper; and this, even when all the Pieces remain on the chess-board.» A knight is a piece «thought proper»; the second clause answers the objection that both knights remain. Dismissed, citing IX.",
       "Other codes: London XXI says the same in other words; twenty-laws, Boy's Own and the Acknowledged Laws are silent (heard by analogy)."],
      [], 'promotion', 'white', 'dismissed', cites=['IX'])

    case(3915, PH, 'slav-main-line-the-queen-leaps-her-own-d7-knight',
      "Slav, main line: Black's queen goes d8-d5 over his own d7 knight; White claims at once: rule VIII, Black must play his king, whose only move is Kh8",
      "false move; rule VIII sends to VI's king move; the king has exactly one move (Kh8) in the position before the false move.",
      "1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 dxc4 5. a4 Bf5 6. e3 e6 7. Bxc4 Bb4 8. O-O O-O 9. Qe2 Nbd7 10. e4 Bg6 11. Bd3, "
      "twenty-one lawful plies. Black plays his queen from d8 to d5 ({[%move d8d5]}), over his own d7 knight (asserted). "
      "White claims before he moves.",
      ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move». White has not moved, so the move is recalled and Black must play his king (laws.md A36); rule VI is cited for the king move it refers to («must play your King if you can»).",
       "The king's only move, in the position before the false move: Kh8 (asserted). White elects as the aggrieved player, as in the earlier Philidor false-move cases.",
       "Other codes: twenty-laws 3 and London XIII give three penalties; the Acknowledged VII its menu; Boy's Own 7 the king move as here."],
      [], 'false-move', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['VIII', 'VI'], moves=mv(3915, 'move-king'))

    case(3916, PH, 'giuoco-bb4-check-unannounced-e5-ignores-it-d5-with-the-warning',
      "Giuoco Piano, 6... Bb4+ without a word; White plays 7. e5 as if there were no check; Black says check with 7... d5: each retracts his last move and White parries",
      "unannounced check warned on the checker's next move; seven parries in the position after the check (Kf1 is one: the f1 bishop has gone).",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+: the bishop checks the e1 king (asserted); Black says "
      "nothing. 7. e5 leaves the king in check (asserted). 7... d5, and Black now says «check». Black asks that the moves be "
      "put right.",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move, as being false, and he that is under check is to take it off». Black said check in playing his next move: 7. e5 and 7... d5 come back, and White must meet the check (laws.md A35).",
       "The moves that meet it: Nbd2, Nc3, Bd2, Qd2, Kf1, Ke2, Nfd2 (python-chess). No one elects.",
       "Other codes: twenty-laws 5, Boy's Own 9 and London XVIII the same; the Acknowledged X note too."],
      [], 'unannounced-check', 'black', 'upheld', remedies=['retract-both-last-moves'], cites=['XIII'],
      moves=mv(3916, 'retract-both-last-moves'))

    case(3917, PH, 'qgd-bd3-quitted-white-asks-to-play-qc2',
      "Queen's Gambit Declined: White plays 8. Bd3 and lets go; before Black replies he asks to play Qc2 instead: rule VII, a piece quite left cannot be taken again",
      "hold versus quit; the claim is the offender's own; the article that makes the move final.",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3, fifteen lawful plies (asserted); White "
      "set the bishop on d3 and took his hand away. Before Black moves, White says he meant 8. Qc2 and asks to take the bishop back.",
      ['VII'],
      ["Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place; but so long as he keeps his hold of it, he is at liberty to play it where he pleases.» White quitted the bishop; the move stands. Dismissed, citing VII.",
       "Other codes: twenty-laws 1, Boy's Own 4, the Acknowledged V and London VIII all forbid taking back a quitted man."],
      [], 'man-released', 'white', 'dismissed', cites=['VII'])

    case(3918, PH, 'closed-ruy-nf3-touched-jadoube-said-after-then-h3',
      "Closed Ruy Lopez: White touches his f3 knight, then says j'adoube, then plays h3; Black says the word came too late: rule V, it must be said in touching",
      "j'adoube said after the touch; the touched knight's moves from the position before h3 (Nh2 is not among them).",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O. White touches the f3 knight "
      "({[%touch f3]}), then says «j'adoube» ({[%adjust f3]}), then plays 9. h3. Black claims that White must play the knight.",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». The word came after the touch, not «in touching it», so the knight must be played (glossed: the word must accompany the touch). 9. h3 is taken back.",
       "The knight's moves, in the position before 9. h3: Nd4, Nh4, Nxe5, Ng5 (asserted; h2 still holds the pawn, e1 the rook, d2 the pawn). Black elects.",
       "Other codes: London VII («at the moment of touching it») the same; twenty-laws 1 lets the word come after only for a man displaced (laws.md A4); the Acknowledged V note as here."],
      [], 'adjustment-claim', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V'], glossed=['V'],
      moves=mv(3918, 'compel-move-touched-man'))

    # ============================================================ acknowledged-laws
    case(3919, AC, 'ruy-exchange-rxd1-said-to-be-check-black-plays-ke7',
      "Ruy Lopez exchange, queens off: White recaptures 9. Rxd1 and says check; there is none; Black plays Ke7 and claims: XI, Black elects to let the move stand or to replace it",
      "false announcement; the misled player elects between the two options of XI in their order.",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. d4 exd4 7. Nxd4 c5 8. Nb3 Qxd1 9. Rxd1, and White says «check»; "
      "the e8 king is not attacked (asserted). Black, in consequence, plays 9... Ke7 (lawful, asserted), then claims.",
      ['XI'],
      ["XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» «the latter» is the misled player (laws.md A27, glossed): Black elects between leave-as-played and retract-misled-move, in that order.",
       "Other codes: twenty-laws 6, Boy's Own 8, Philidor XIV and London XX let him retract, before the announcer's next move."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['leave-as-played', 'retract-misled-move'], elector='black',
      cites=['XI'], glossed=['XI'])

    case(3920, AC, 'giuoco-pianissimo-the-queen-set-on-her-own-d3-pawn',
      "Giuoco Pianissimo: White's queen is set on d3, where his own pawn stands; Black claims: VII's menu, the queen's right moves and the king's (Kh1, Kh2)",
      "taking one's own man; VII's menu for this offence; both move lists feasible.",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Re1 a6 8. a4 Ba7 9. h3 h6 10. Nbd2 Re8 11. Nf1 Be6, "
      "twenty-two lawful plies (asserted). White moves his queen from d1 onto d3, where his own pawn stands ({[%move d1d3]}). "
      "Black claims at once.",
      ['VII'],
      ["VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Laws.md A23 (glossed): only the remedies that fit the offence are offered; «take the man» is for an adversary's man. So: move-correctly, move-king, replace-and-move-legally, Black electing.",
       "The queen's lawful moves from d1: Qc2, Qd2, Qe2, Qb3; the king's: Kh1, Kh2 (asserted).",
       "Other codes: London XII lets the adversary oblige a move of either man; twenty-laws, Boy's Own and Philidor have no article on it (a false move there)."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
      elector='black', cites=['VII'], glossed=['VII'], moves=mv(3920, 'move-correctly', 'move-king'))

    case(3921, AC, 'qgd-tartakower-black-touches-the-b8-knight-then-plays-a6',
      "QGD Tartakower main line, 14. Bb5: Black touches his b8 knight, then plays a6; White claims: V, the knight must be moved, and Na6 is one of its moves",
      "touch-move; the remedy's list is taken before the pawn move, so Na6 is still open.",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6 8. cxd5 Nxd5 9. Bxe7 Qxe7 10. Nxd5 exd5 11. Rc1 "
      "Be6 12. Qa4 c5 13. Qa3 Rc8 14. Bb5, twenty-seven lawful plies (asserted). Black touches the b8 knight ({[%touch b8]}), "
      "then plays 14... a6. White claims at once.",
      ['V'],
      ["V: «If a piece be touched it must be moved.» No j'adoube was said. The knight's moves, in the position in which it was touched: Na6, Nc6, Nd7 (asserted; a6 was still empty). 14... a6 is taken back.",
       "White elects. Other codes: the same under all five (twenty-laws 1, Boy's Own 4, Philidor V, London VII)."],
      [], 'touched-own-man', 'white', 'upheld', remedies=['compel-move-touched-man'], elector='white', cites=['V'],
      moves=mv(3921, 'compel-move-touched-man'))

    case(3922, AC, 'rook-and-bishop-against-rook-fifty-moves-called-no-mate',
      "Rook and bishop against rook: Black calls on White to mate in fifty moves; fifty moves each pass without mate: XII, the game is drawn",
      "fifty moves on call, with unequal forces (laws.md A26); how the game ends.",
      "[FEN] White: king e1, rook a2, bishop d2; Black: king e6, rook c4; Black to move. Black calls on White to mate in "
      "fifty moves ({[%fifty black]}). Fifty moves are then played on each side, none a capture or a check, no mate and no "
      "stalemate at any point (asserted ply by ply). Black claims the draw.",
      ['XII'],
      ["XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his adversary to mate in fifty moves or draw the game.» The forces are not equal (rook and bishop against rook); laws.md A26 (glossed) reads the law as open to the defending player in any ending, the seed having lost the words for a superior force, and «fifty moves» as fifty on each side. Fifty each passed without mate: drawn.",
       "Other codes: twenty-laws 19 and Philidor XVII name this very ending; London XXII too. Each would draw."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(3923, AC, 'knight-given-left-on-four-knights-claimed-after-five-moves-each',
      "White undertook to give his queen's knight and forgot to take it off; Four Knights, it went to c3; Black notices after five moves each: III, Black elects to play on or recommence",
      "odds man not removed, noticed after four moves on either side; the receiver elects.",
      "[Odds \"white knight b1 left-on-board\"]: White gave the odds of the b1 knight and left it on the board. 1. e4 e5 2. "
      "Nf3 Nc6 3. Nc3 Nf6 4. Bb5 Bb4 5. O-O O-O, ten lawful plies (asserted), the knight given played to c3. Black notices it now.",
      ['III'],
      ["III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» Four moves on either side have been made, so the knight can no longer simply be taken off; Black, the adversary, elects (glossed: the count of four).",
       "The remedies in the order the earlier Acknowledged cases give them: continue-as-is, restart-game.",
       "Other codes: twenty-laws 14 (after four each, played out; a mate by the giver is a draw); Philidor IV (the sufferer chooses, no count); London IV (after four each, the adversary chooses); Boy's Own is silent."],
      [('Odds', 'white knight b1 left-on-board')], 'odds-man-not-removed', 'black', 'upheld', remedies=['continue-as-is', 'restart-game'],
      elector='black', cites=['III'], glossed=['III'])

    case(3924, AC, 'nimzo-rubinstein-white-touches-the-b4-bishop-nothing-can-take-it',
      "Nimzo-Indian, Rubinstein: White touches Black's b4 bishop, which no White man can take; Black claims: VII's menu, the capture cannot be enforced, the king's only move is Kh1",
      "touching the adversary's man when it cannot be taken; which remedies are feasible on the board.",
      "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Bd3 d5 6. Nf3 c5 7. O-O Nc6, fourteen lawful plies. White touches Black's "
      "b4 bishop ({[%touch b4]}). No White man can lawfully take it (asserted). Black claims.",
      ['VII'],
      ["VII: the adversary «may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move». For a touch of an adversary's man the menu is: take it, move the king, or make a legal move (laws.md A23). The bishop cannot be taken, so compel-capture-of-touched-man is offered but cannot be enforced; the king's only move is Kh1 (asserted).",
       "Black elects. Other codes: Boy's Own 5 and Philidor VI go straight to the king move; London IX the same; twenty-laws 2 a king move that may not be castling."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'],
      elector='black', cites=['VII'], moves=mv(3924, 'move-king'), unenforceable=['compel-capture-of-touched-man'])

    # ============================================================ london-1847
    case(3925, LO, 'scotch-mieses-white-moves-blacks-d5-knight-to-b4',
      "Scotch, Mieses line: White lifts Black's d5 knight and sets it on b4; Black claims at once: X, three penalties, with Kd1/Kd2 and cxd5",
      "moving the adversary's man; all three of X's penalties feasible, in their order.",
      "1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nxc6 bxc6 6. e5 Qe7 7. Qe2 Nd5 8. c4 Ba6, sixteen lawful plies "
      "(asserted). White, to play, moves Black's d5 knight to b4 ({[%move d5b4 white]}). Black claims before he touches anything.",
      ['X', 'XXV'],
      ["X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» Black elects among replace-and-move-king, replace-and-capture, leave-as-played.",
       "Feasibility, in the position before the act: the king may go to d1 or d2 (no castling: f1 and b1/c1 are occupied); the knight, put back on d5, can be taken by cxd5 (asserted). XXV is cited for the window: Black touched nothing before claiming.",
       "Other codes: twenty-laws 2 the same three options; the Acknowledged VII by extension; Boy's Own and Philidor are silent."],
      [], 'moved-adversary-man', 'black', 'upheld', remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'],
      elector='black', cites=['X', 'XXV'], moves=mv(3925, 'replace-and-move-king', 'replace-and-capture'))

    case(3926, LO, 'moeller-attack-the-queen-takes-on-e4-instead-of-the-rook',
      "Moeller attack, 10... Ne7: White takes the e4 knight with his queen from d1, which no queen can do; Black claims: XI, take it with the rook (Rxe4) or move the queen",
      "a capture by a man that cannot make it; the legal capturer and the touched capturer's moves.",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Nc3 Nxe4 8. O-O Bxc3 9. d5 Bf6 10. Re1 Ne7, the "
      "check announced, twenty lawful plies. White takes the e4 knight with the queen from d1 ({[%move d1e4]}): no queen's "
      "move (asserted). Black claims at once.",
      ['XI', 'XXV'],
      ["XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own Piece or Pawn which he touched.» The e1 rook can take it lawfully (Rxe4, the book move); the queen's lawful moves: Qc2, Qd2, Qe2, Qb3, Qd3, Qa4, Qd4 (asserted).",
       "Black elects; XXV for the window. Other codes: twenty-laws 3 the same two options; Boy's Own 7 and Philidor VIII a king move; the Acknowledged VII its menu."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black',
      cites=['XI', 'XXV'], moves=mv(3926, 'capture-with-legal-capturer', 'move-touched-capturer'))

    case(3927, LO, 'nimzo-nge2-the-pinned-c3-knight-touched-then-a3',
      "Nimzo-Indian 4. e3 5. Nge2: White touches his c3 knight, pinned by the b4 bishop, then plays a3; Black claims: XVII, replace and move the king, whose only move is Kd2",
      "a touched man that cannot move without leaving the king in check; the king move exists (one).",
      "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Nge2 d5: the c3 knight stands between the b4 bishop and the e1 king and "
      "has no lawful move (asserted). White touches it ({[%touch c3]}), then plays 6. a3. Black claims before touching anything.",
      ['VII', 'XVII'],
      ["VII: «A Piece or Pawn touched must be played»; but XVII: «If a player touch a Piece or Pawn that cannot be moved without leaving the King in check, he must replace the Piece or Pawn and move his King ; but if the King cannot be moved, no penalty can be inflicted.» The king can be moved: Kd2 only (f1 bishop, e2 knight, d1 queen; asserted). 6. a3 is taken back.",
       "Black elects, as in the earlier London cases under XVII. Other codes: twenty-laws 1, Boy's Own 4, Philidor XV: a king move."],
      [], 'touched-own-man-unplayable', 'black', 'upheld', remedies=['replace-and-move-king'], elector='black', cites=['VII', 'XVII'],
      moves=mv(3927, 'replace-and-move-king'))

    case(3928, LO, 'french-steinitz-rook-leaps-f7-white-touches-his-h4-pawn-then-claims',
      "French, Steinitz line: Black's rook goes f8-f6 over its own f7 pawn; White touches his h4 pawn, then claims; Black pleads XXV: the claim comes too late",
      "the window of XXV: a touch of any man by the claimant closes it; the offender's plea upheld.",
      "1. e4 e6 2. d4 d5 3. Nc3 Nf6 4. e5 Nfd7 5. f4 c5 6. Nf3 Nc6 7. Be3 cxd4 8. Nxd4 Bc5 9. Qd2 O-O 10. O-O-O a6 11. h4, "
      "twenty-one lawful plies (asserted). Black plays his rook from f8 to f6 ({[%move f8f6]}), over his own f7 pawn "
      "(asserted). White touches his h4 pawn ({[%touch h4]}), then claims the false move. Black pleads that it is too late.",
      ['XXV'],
      ["XXV: «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» White touched a pawn before he took notice (laws.md A34, glossed: any man of his own). The plea is upheld: no penalty; the rook stays on f6.",
       "Other codes: twenty-laws 3 and 11, Boy's Own 7 and Philidor VIII close the claim only when the adversary has played; a touch would not close it there."],
      [], 'late-claim', 'black', 'upheld', remedies=['no-penalty-time-barred'], cites=['XXV'], glossed=['XXV'])

    case(3929, LO, 'qgd-bd3-and-qc2-in-one-turn',
      "Queen's Gambit Declined: White plays 8. Bd3 and then, before Black replies, 9. Qc2; Black claims: XIV, he chooses whether both stand or the second is retracted",
      "move out of turn (two moves in succession); the adversary elects.",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3, fifteen lawful plies; then, in Black's "
      "turn, White also plays his queen to c2 ({[%move d1c2 white]}; a possible queen move, asserted). Black claims before "
      "touching anything.",
      ['XIV', 'XXV'],
      ["XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the second be retracted.» A move made right after one's own is a move out of turn (laws.md A30, glossed); Black chooses: keep-both-moves or retract-second-move, in the order of XIV. XXV for the window: Black touched nothing.",
       "Other codes: twenty-laws 4 the same choice; Boy's Own 1 says the parties move alternately; Philidor and the Acknowledged Laws are silent."],
      [], 'move-out-of-turn', 'black', 'upheld', remedies=['keep-both-moves', 'retract-second-move'], elector='black',
      cites=['XIV', 'XXV'], glossed=['XIV'])

    case(3930, LO, 'catalan-bogo-bb4-check-unnoticed-for-two-moves-each',
      "Catalan, 3... Bb4+ unannounced; Bg2 d5 Nf3 O-O are played; White then finds his king in check: XIX, the known moves since the check are retracted and White parries",
      "check of unknown origin where every move since the check is known: back to the check (XIX second clause).",
      "1. d4 Nf6 2. c4 e6 3. g3 Bb4+: the bishop checks the e1 king (asserted); nobody says so. 4. Bg2 d5 5. Nf3 O-O follow, "
      "White's two moves ignoring the check (asserted: it still stands). White now sees his king in check and asks how to put it right.",
      ['XIX'],
      ["XIX: «If the King has been in check for several moves, and it cannot be ascertained how it occurred, the player whose King is in check must retract his last move and free his King from the check : but if the moves made subsequent to the check be known, they must be retracted.» The record shows every move since 3... Bb4+, so all four are retracted (laws.md A33, glossed) and White meets the check.",
       "The moves that meet it: Nd2, Nc3, Bd2, Qd2 (asserted; f1 holds the bishop, e2 the pawn). No one elects.",
       "Other codes: twenty-laws 5 lets White retract his last move and provide for the check; Boy's Own 9, Philidor XIII, the Acknowledged X wait for a warning (the Acknowledged X note allows two moves only)."],
      [], 'check-of-unknown-origin', 'white', 'upheld', remedies=['retract-to-point-of-check'], cites=['XIX'], glossed=['XIX'],
      moves=mv(3930, 'retract-to-point-of-check'))
