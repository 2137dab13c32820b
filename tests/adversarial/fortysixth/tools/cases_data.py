"""The thirty cases of the forty-sixth set (an ordinary season): facts, the articles quoted, the reasoning and the
ruling expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated "(asserted)" is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

KT = "Kasparov v Topalov (Wijk aan Zee 1999; the game replays, every move lawful, to its last move 44. Qa7, asserted). "
LM = "Levitsky v Marshall (Breslau 1912; it replays to Marshall's last move 23...Qg3, asserted). "
IMM = "The Immortal game (Anderssen v Kieseritzky, London 1851; it replays to 23. Be7 mate, asserted). "
OPERA = "The Opera game (Morphy v the Duke of Brunswick and Count Isouard, Paris 1858; it replays to 17. Rd8 mate, asserted). "
BF = "The Game of the Century (D. Byrne v R. Fischer, New York 1956; it replays to 41...Rc2 mate, asserted). "
LT = "Ed. Lasker v Thomas (London 1912; it replays to 18. Kd2 mate, asserted). "
SVB = "Steinitz v von Bardeleben (Hastings 1895; it replays, every move lawful, to 25. Rxh7+, asserted). "
EVER = "The Evergreen game (Anderssen v Dufresne, Berlin 1852; it replays to 24. Bxe7 mate, asserted). "
RT = "Reti v Tartakower (Vienna 1910; it replays to 11. Bd8 mate, asserted). "
LEGAL = "Legal's mate (Legal de Kermur v Saint Brie, Paris 1750; it replays to 7. Nd5 mate, asserted). "
CHK = " Every check in the record is said ({[%check]}) unless the facts say otherwise."

def write_all(case, M):
    mv = lambda n, *ks: {k: M[n][k] for k in ks}
    # ============================================================ twenty-laws
    case(4601, TW, 'kasparov-topalov-white-touches-the-f4-queen-then-plays-24-rxd4',
      "Kasparov-Topalov 1999: White touches his f4 queen and then plays the famous 24. Rxd4 with the rook; Black claims at once: law 1, the touched queen must be played, one of its thirteen lawful moves",
      "touch-move, the ordinary case; the claim made before the claimant has moved.",
      KT + "The game as played to 23...Qd6. White, to move, touches his queen on f4 ({[%touch f4]}); it is not pinned and has "
      "thirteen lawful moves (asserted). He then plays 24. Rxd4 with the d1 rook, the game's move (asserted lawful). Black claims "
      "before making any move." + CHK,
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». The queen was touched, it can be played, and the exception («except where "
       "it would expose your king to check») does not arise: no move of the queen uncovers the b1 king (asserted: thirteen lawful "
       "moves). Nothing shows a «j'adoube»; law 1 lets that word restore only «men displaced by accident, or moved in error» "
       "(laws.md A4), and none was said.",
       "Law 11 closes a claim only «after the adversary has moved a piece»; Black has moved nothing. Upheld: compel-move-touched-man, "
       "the queen's thirteen lawful moves, Black electing (the adversary whom the law protects; the earlier twenty-laws touch cases "
       "name him so). The rook move is taken back; the ruling does not say which queen move White must choose.",
       "Other codes: Boy's Own 4, Philidor V, the Acknowledged V and London VII all make the touched man move, in the same way; "
       "London would also ask (XXV) that Black had touched nothing before claiming."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'],
      moves=mv(4601, 'compel-move-touched-man'))

    case(4602, TW, 'levitsky-marshall-22-rxh3-and-then-qg3-in-one-turn',
      "Levitsky-Marshall 1912: Black plays 22...Rxh3 and then, before White replies, the queen to g3 as well; White claims at once: law 4, the second move is replaced, or White lets both stand",
      "two moves in succession, claimed before the claimant moves.",
      LM + "The game to 22...Rxh3 (the game's move). Before White has replied, Black also plays his c3 queen to g3 "
      "({[%move c3g3 black]}), a move that would have been lawful in his own turn (asserted). White claims at once." + CHK,
      ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves "
       "shall remain; in which case the game is to proceed as if one man only had been played.» Black has played two moves in "
       "succession; the second is Qc3-g3.",
       "White has not moved since, so law 11 («after the adversary has moved a piece») does not close the claim. Upheld: the two "
       "options in law 4's order, retract-second-move (the queen goes back to c3, White to move) and keep-both-moves (the queen "
       "stays on g3 and White moves, laws.md A10), White electing.",
       "Other codes: London XIV gives the same choice (A30); Boy's Own, Philidor and the Acknowledged Laws have no law on it and "
       "would be heard by analogy with these two."],
      [], 'move-out-of-turn', 'white', 'upheld', remedies=['retract-second-move', 'keep-both-moves'], elector='white',
      cites=['4', '11'])

    case(4603, TW, 'immortal-game-15-the-c8-bishop-takes-the-f5-knight-over-its-own-d7-pawn',
      "The Immortal game: after 15. Bxf4 Black's c8 bishop takes the f5 knight, passing over his own d7 pawn; White claims at once: law 3, the knight taken by a man that can take it (Qxf5) or the bishop moved (Ba6, Bb7)",
      "a capture by a false move.",
      IMM + "The game to 15. Bxf4. Black's 15th move is not the game's Qf6: his c8 bishop is set on f5 and the White knight there "
      "taken off ({[%move c8f5]}); Black's own pawn on d7 stands between c8 and f5, so c8-f5 is no bishop's move (asserted). The "
      "knight could lawfully be taken only by the g5 queen, Qxf5 (asserted). White claims at once." + CHK,
      ['3', '11'],
      ["Law 3: «And if by a false move you capture one of your adversary's men, he may oblige you either to take such piece (if it "
       "be en prise of one of your men) or to move the piece touched.» The knight is en prise of the g5 queen; the bishop, put "
       "back on c8, has two lawful moves, Ba6 and Bb7 (asserted).",
       "White has not moved since, so law 11 does not close the claim. Upheld: capture-with-legal-capturer [Qxf5] and "
       "move-touched-capturer [Ba6, Bb7], in the law's order, White electing.",
       "Other codes: London XI gives the same two options; the Acknowledged VII gives its menu of four; Boy's Own 7 and Philidor "
       "VIII treat it as a false move punished by a king move."],
      [], 'illegal-capture', 'white', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'],
      elector='white', cites=['3', '11'], moves=mv(4603, 'capture-with-legal-capturer', 'move-touched-capturer'))

    case(4604, TW, 'opera-game-14-the-pinned-d7-rook-takes-on-d1-with-check',
      "The Opera game: after 14. Rd1 Black's d7 rook, pinned to his king by the b5 bishop, takes the d1 rook and says check; White claims: law 7 forbids the check, law 3 punishes the false move; the pinned rook has no natural move, the king has Kd8",
      "a check given by a man whose move exposes its own king.",
      OPERA + "The game to 14. Rd1. Black's d7 rook is pinned to the e8 king by the b5 bishop (asserted). Black plays it to d1, "
      "taking White's rook ({[%move d7d1]}), and says check: the rook on d1 does attack the c1 king, and the b5 bishop now attacks "
      "e8 (asserted). White claims at once. Put back, the rook has no lawful move at all, and the king has one, Kd8 (asserted)." + CHK,
      ['7', '3', '11'],
      ["Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in check.» That is "
       "this move exactly. Law 7 gives no penalty of its own, so the check is a false move under law 3 (laws.md A37): «you may be "
       "compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» "
       "Glossed on 7 (the reading that sends the forbidden check to law 3).",
       "Remedies in law 3's order, White electing: leave-as-played; move-correctly, unenforceable, since the pinned rook has no "
       "natural move; replace-and-move-king [Kd8]. White has not moved since, so law 11 does not close the claim.",
       "Other codes: Boy's Own 10 forbids the same check, and law 7 there gives a king move (Kd8); Philidor, the Acknowledged Laws "
       "and London have no law on the check as such but treat the move as a false move (VIII, VII, XIII)."],
      [], 'self-exposing-check', 'white', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
      elector='white', cites=['7', '3', '11'], glossed=['7'], moves=mv(4604, 'replace-and-move-king'),
      unenforceable=['move-correctly'])

    case(4605, TW, 'immortal-game-20-kf2-into-the-g1-bishop-black-replies-na6-then-claims',
      "The Immortal game: in the check of 19...Qxa1+ White's king steps to f2, where the g1 bishop attacks it; Black, not noticing, replies 20...Na6 and only then claims the false move: law 3 closes the claim once the adversary has played",
      "the claim window of a false move.",
      IMM + "The game to 19...Qxa1+, with check said; White's lawful answers are Ke2 (the game's move), Kg2 and Qd1 (asserted). "
      "White instead sets his king on f2 ({[%move f1f2]}), a square attacked by Black's g1 bishop (asserted). Black does not notice "
      "and plays 20...Na6, the game's move; only then does he claim the false move." + CHK,
      ['3', '11'],
      ["Law 3: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.» Law 11: «No "
       "irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, after the adversary "
       "has moved a piece.» A king moved into an attack is a false move (laws.md A37), but Black, the adversary, has played since. "
       "Glossed on 11 (laws.md A6: «after the adversary has moved» governs both halves of the law).",
       "Out of time: the false move stands, no remedy. What follows from a king left attacked on f2 is not before me: no law lets a "
       "king be taken, and White, to move, will have to attend to it.",
       "Other codes: Boy's Own 7 («if he have pliﬂyeg before he notices») and Philidor VIII («after the adversary's next move») "
       "bar the claim the same way; London XXV bars it as soon as Black touched a man; the Acknowledged VII sets no time and "
       "would hear it."],
      [], 'false-move', 'black', 'out-of-time', cites=['3', '11'], glossed=['11'])

    case(4606, TW, 'pawn-ending-1-kf6-stalemates-black-a-drawn-game',
      "King and pawn against king: 1. Kf6 leaves Black, not in check, without a move; Black claims: law 17, a drawn game",
      "stalemate, the common case.",
      "[FEN] White: king e6, pawn f7; Black: king f8; White to move (asserted). White plays 1. Kf6. Black is not in check, and "
      "has no lawful move: e8 and g8 are covered by the pawn, e7 and g7 by the king (asserted). Black claims the draw.",
      ['17'],
      ["Law 17: «The position of stale-mate constitutes a drawn game.» The law gives no definition, and none is needed here: a king "
       "not in check with no lawful move, and no other man, is stale-mate on every reading.",
       "Upheld: result draw. No remedy.",
       "Other codes: the Acknowledged XIII and London XXIV also draw it; under Boy's Own 11 and Philidor XVI (in England, laws.md "
       "A19) Black, the stalemated player, would win."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['17'])

    # ============================================================ boys-own-1829
    case(4607, BO, 'byrne-fischer-white-touches-the-c3-knight-then-plays-18-bxb6',
      "The Game of the Century: after 17...Be6 White touches Black's c3 knight and then takes the queen, 18. Bxb6; Black claims at once: law 5, White must take the knight, which his a3 queen can (Qxc3)",
      "an adversary's man touched, and it can be taken.",
      BF + "The game to 17...Be6. White, to move, touches Black's knight on c3 ({[%touch c3]}). His a3 queen can lawfully take it, "
      "and nothing else of his can (asserted). He then plays 18. Bxb6, the game's move. Black claims at once." + CHK,
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your "
       "king». White can take the knight, so the first branch applies and the king move («if not») does not.",
       "Upheld: compel-capture-of-touched-man [Qxc3], Black electing («he may insist»). The bishop's capture of the queen is taken "
       "back. Boy's Own has no time limit for this claim, and Black has not moved in any case.",
       "Other codes: Philidor VI and London IX give the same order to take; twenty-laws 2 adds the replacement and the king move; "
       "the Acknowledged VII gives its menu of four."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'],
      moves=mv(4607, 'compel-capture-of-touched-man'))

    case(4608, BO, 'byrne-fischer-17-be6-set-down-and-quitted-black-asks-to-place-it-elsewhere',
      "The Game of the Century: Black sets his bishop on e6, 17...Be6, and takes his hand from it; before White replies he asks to place it elsewhere: law 4, the man must remain where he is",
      "hold and quit.",
      BF + "The game to 17. Kf1. Black plays 17...Be6, the game's move (asserted lawful), and takes his hand from the bishop. "
      "Before White has replied, Black asks to move the bishop to another square, saying that law 4 lets a man set down on a square "
      "be placed elsewhere." + CHK,
      ['4'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep hold of him, you are "
       "at liberty to place him where you please, though you may have set him .down upon a square». The liberty to move a man on "
       "after setting it down lasts only «as long as you keep hold of him»; Black had let go.",
       "Dismissed: the bishop stays on e6 and White is to move.",
       "Other codes: twenty-laws 1 («having quitted your hold, you cannot then recal the move»), Philidor VII, the Acknowledged V and "
       "London VIII say the same."],
      [], 'man-released', 'black', 'dismissed', cites=['4'])

    case(4609, BO, 'queen-against-king-1-qg6-stalemates-black-who-wins',
      "Queen against king: 1. Qg6 leaves Black's bare king, not in check, without a move; Black claims the game: under Boy's Own 11 the stale-mated player wins",
      "stalemate, where this code gives the game to the stalemated side.",
      "[FEN] White: king f7, queen g1; Black: king h8; White to move (asserted). White plays 1. Qg6. Black is not in check and "
      "cannot move: g8 and g7 are covered, and h7 by the queen (asserted). Black claims the game.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none "
       "that can be moved he is stale-mated, and wins the game.» Every condition holds: the king is not in check, cannot move, and "
       "has no other man.",
       "Upheld: result black. No remedy.",
       "Other codes: Philidor XVI gives the same win in England (laws.md A19); twenty-laws 17, the Acknowledged XIII and London "
       "XXIV make it a draw."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['11'])

    case(4610, BO, 'lasker-thomas-10-qh5-said-to-be-check-black-plays-kh8-and-retracts',
      "Ed. Lasker-Thomas 1912: White says check with 10. Qh5, which gives none; Black, misled, plays 10...Kh8 and, before White's next move, claims to retract it: law 8",
      "a false announcement of check.",
      LT + "The game to 9...Bb7. White plays 10. Qh5 and says check ({[%check]}); the queen gives no check (asserted). Black, in "
      "consequence, plays 10...Kh8, a lawful move (asserted). Before White has made his next move Black discovers it and claims to "
      "retract the king move." + CHK.replace(' unless the facts say otherwise', ''),
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move "
       "your king, or any other man, you may retract such move, if you discover it before he has made his next move.» Every element "
       "is on the record: the challenge, no check, a king move next, and no White move since.",
       "Upheld: retract-misled-move, Black's choice (the law says «you may»). The king goes back to g8 and Black makes another "
       "move; the game's 10...Qe7 is open to him.",
       "Other codes: twenty-laws 6, Philidor XIV and London XX allow the same retraction; the Acknowledged XI lets Black elect to let "
       "the move stand or have it replaced."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['8'])

    case(4611, BO, 'pawn-made-a-rook-black-says-it-must-be-a-queen',
      "A pawn reaches b8 and is exchanged for a rook; Black says it must become a queen: the Boy's Own laws have no promotion law, and by analogy with the codes that have one the choice is the player's",
      "a silent code heard by analogy.",
      "[FEN] White: king e1, pawn b7; Black: king d5; White to move (asserted). White plays 1. b8=R; the rook gives no check "
      "(asserted). Black claims that a pawn reaching the last square can only be made a queen.",
      [('philidor', 'IX'), ('london-1847', 'XXI')],
      ["The eleven laws of Boy's Own say nothing of a pawn reaching the last square. Law 1 speaks of pawns only as men «which can only "
       "move forward». No law provides, so the point is decided as a careful third person would decide it, by analogy.",
       "The two codes that speak of it leave the choice to the player: Philidor IX «a Queen, or any other Piece that shall be thought "
       "proper», London XXI «a Queen, or any other Piece the player may think fit». A rook is such a piece (laws.md A18 ii). "
       "No-law-provides, with no remedy: the rook stands. Nothing is cited from Boy's Own, which has no article on the point, as the "
       "earlier Boy's Own cases on promotion cite none.",
       "Other codes: Philidor and London would dismiss the claim under their own articles; twenty-laws and the Acknowledged Laws "
       "are as silent as Boy's Own and would be decided the same way (twenty-laws 20, Acknowledged XIV)."],
      [], 'promotion', 'black', 'no-law-provides', cites=[])

    case(4612, BO, 'opera-game-10-bishop-takes-the-queen-over-the-knight-black-recaptures-then-claims',
      "The Opera game: White's g5 bishop takes the e7 queen, leaping the f6 knight; Black recaptures, 10...Bxe7, and only then claims the false move; White pleads that it is too late: law 7, Black has played",
      "the offender's plea that a claim comes too late.",
      OPERA + "The game to 9...b5. White's 10th move is not the game's Nxb5: his g5 bishop is set on e7 and Black's queen there "
      "taken off ({[%move g5e7]}); Black's f6 knight stands between g5 and e7, so it is no bishop's move (asserted). Black retakes, "
      "10...Bxe7, a lawful move (asserted), and then claims the false move. White pleads that the claim is late." + CHK,
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in "
       "check ; but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black noticed "
       "only after he had played 10...Bxe7. The OCR's «pliﬂyeg» is read «played» (laws.md §8).",
       "White's plea is upheld: no-penalty-time-barred. The bishop's capture stands, and so does Black's recapture.",
       "Other codes: twenty-laws 3 and 11 and Philidor VIII close the claim the same way; London XXV closed it even earlier, when "
       "Black touched his bishop; the Acknowledged VII sets no time and would hear the claim."],
      [], 'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], cites=['7'])

    # ============================================================ philidor
    case(4613, PH, 'immortal-game-white-touches-the-f5-knight-then-says-jadoube-then-plays-14-qf3',
      "The Immortal game: after 13...Qg5 White touches his f5 knight, then says j'adoube, then plays 14. Qf3; Black claims: rule V wants the word said in touching, so the knight must be played",
      "j'adoube said after the touch.",
      IMM + "The game to 13...Qg5. White touches his f5 knight ({[%touch f5]}) and only then says j'adoube ({[%adjust f5]}); he "
      "plays 14. Qf3, the game's move. The knight has eight lawful moves (asserted). Black claims at once." + CHK,
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». The word came after the touch, not "
       "«in touching it», so the exception does not cover it; nothing was «displaced or overturned». Glossed on V (the word must "
       "come with the touch, not after it).",
       "Rule VIII's time limit concerns false moves; in any case Black has not moved. Upheld: compel-move-touched-man, the knight's "
       "eight lawful moves, Black electing.",
       "Other codes: London VII («at the moment of touching it») rules the same; twenty-laws 1 allows a late «j'adoube» only for men "
       "displaced by accident (laws.md A4), so the knight must be played there too; Boy's Own 4 knows no j'adoube at all."],
      [], 'adjustment-claim', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V'],
      glossed=['V'], moves=mv(4613, 'compel-move-touched-man'))

    case(4614, PH, 'french-2-e5-d5-3-exd6-in-passing-black-calls-it-false',
      "French Defence, 2. e5 d5 3. exd6: White takes the d-pawn in passing; Black says the capture is false: rule X gives the privilege",
      "en passant, lawful, disputed.",
      "A club game: 1. e4 e6 2. e5 d5 3. exd6. Black's d-pawn, at its first move, went two squares, past d6, beside White's e5 pawn; "
      "White's pawn takes it on d6 and the d5 pawn is taken off (asserted). Black claims a false move before replying.",
      ['X'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, be "
       "taken by any Pawn which might have taken it if it had been pushed but one move.» Had the d-pawn gone one square, to d6, "
       "the e5 pawn could have taken it; it did so on the very next move.",
       "Dismissed: the capture stands.",
       "Other codes: the Acknowledged VIII and London XV give the same capture; twenty-laws and Boy's Own say nothing of the "
       "two-square step or of taking in passing, and the point would go to a third person (twenty-laws 20)."],
      [], 'en-passant', 'black', 'dismissed', cites=['X'])

    case(4615, PH, 'steinitz-von-bardeleben-13-black-castles-past-f8-attacked-by-the-e7-bishop',
      "Steinitz-von Bardeleben 1895: after 13. Bxe7 Black castles instead of retaking, his king passing f8, which the e7 bishop attacks; White claims: rule XII, Black plays his rook or his king, at his own choice",
      "castling through an attacked square.",
      SVB + "The game to 13. Bxe7. Black's king and king's rook have never moved, f8 and g8 are empty, and the king is not in "
      "check; f8 is attacked by the e7 bishop (asserted). Instead of the game's 13...Nxe7 Black castles on the king's side "
      "({[%move e8g8]}): king to g8, rook to f8. White claims at once. Put back, the h8 rook can go to f8 or g8 and the king to d7 "
      "or take the bishop, Kxe7 (asserted)." + CHK,
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a check ... "
       "and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The king passed "
       "f8, where the bishop would have given check.",
       "The penalty is rule XII's own, and «at his own choice» gives the choice to the offender, Black (laws.md A16 ii); glossed on "
       "XII. Rule VIII's false-move time limit («after the adversary's next move») has not run, and VI's «if you can» governs "
       "the king move; both cited after XII, as the earlier Philidor castling cases cite them. Upheld: move-rook [Rf8, Rg8], "
       "move-king [Kd7, Kxe7], Black electing.",
       "Other codes: London XVI.4 and the Acknowledged IX.4 forbid it too, with the adversary electing; twenty-laws 8 and Boy's "
       "Own 6 forbid castling only after king or rook has moved, so under them the castling stands."],
      [], 'illegal-castling', 'white', 'upheld', remedies=['move-rook', 'move-king'], elector='black',
      cites=['XII', 'VIII', 'VI'], glossed=['XII'], moves=mv(4615, 'move-rook', 'move-king'))

    case(4616, PH, 'rook-and-bishop-against-rook-black-asks-for-fifty-moves-fifty-each-pass',
      "Rook and bishop against rook: Black asks for the fifty moves; fifty moves on either side pass without mate, and Black claims the drawn game: rule XVII",
      "the count of moves in a difficult mate.",
      "[FEN] White: king e6, rook a1, bishop c3; Black: king e8, rook g2; White to move; no man attacked (asserted). Black asks that "
      "the moves be counted ({[%fifty black]}). Fifty moves are then played on either side, White first, none a check or a capture, "
      "no man left attacked, no mate and no stalemate (asserted ply by ply). Black claims the drawn game.",
      ['XVII'],
      ["Rule XVII: «when a player seems not to know how to give the difficult mates, as that of a Knight and a Bishop against the King, "
       "that of a Rook and a Bishop against a Rook, &c. at the adversary's request, fifty moves on either side must be appointed for "
       "the end of the game: these moves being over, it will be a drawn game.» The ending is one the rule names; Black, the "
       "adversary, asked; the fifty moves on either side are over without mate.",
       "Whether White «seems not to know» is not for the software to weigh: the request was made and not contested at the time "
       "(laws.md A20); glossed on XVII. Upheld: declare-draw, result draw.",
       "Other codes: twenty-laws 19 («the rook and bishop against the rook»), the Acknowledged XII and London XXII draw it too; "
       "Boy's Own has no count of moves."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XVII'], glossed=['XVII'])

    case(4617, PH, 'levitsky-marshall-white-touches-the-g3-queen-then-plays-24-rc4',
      "Levitsky-Marshall 1912: after the famous 23...Qg3 White touches the queen and then plays 24. Rc4; Black claims: rule VI, White must take the queen, with either pawn or with his own queen",
      "an adversary's man touched, and it can be taken three ways.",
      LM + "After 23...Qg3 White touches Black's queen ({[%touch g3]}) without saying j'adoube. It can be taken lawfully three ways, "
      "fxg3, hxg3 and Qxg3 (asserted). White then plays 24. Rc4. Black claims at once." + CHK,
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; and in "
       "case it was not takeable, you, who have touched it, must play your King if you can.» The queen is takeable, so the king "
       "move does not arise.",
       "Upheld: compel-capture-of-touched-man [fxg3, hxg3, Qxg3], Black electing («he has a right to oblige you»). Which of the three "
       "captures is White's to choose; none saves the game.",
       "Other codes: Boy's Own 5 and London IX rule the same; twenty-laws 2 adds its other options; the Acknowledged VII gives its "
       "menu."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black', cites=['VI'],
      moves=mv(4617, 'compel-capture-of-touched-man'))

    case(4618, PH, 'adjourned-game-resumed-with-blacks-king-in-check-nothing-shows-how',
      "An adjourned game is resumed from the sealed position and Black's king stands in check from the d8 rook; nothing shows how it came, and Black asks to have it put right: Philidor has no rule on it and no rule on disputes, so the point goes to a third person",
      "a check of unknown origin under a code that is silent on it.",
      "[FEN] A league game resumed after adjournment: White king g1, rook d8, pawns f2, g2, h2; Black king g8, pawns f7, g7, h6; "
      "Black to move, his king in check from the rook, not mated (asserted). The record holds no move before this position. Black "
      "says he cannot tell how the check arose and asks that the position be corrected.",
      [('twenty-laws', '5'), ('philidor', 'XIII')],
      ["Philidor's seventeen rules have no rule on a king found in check without knowing how. Rule XIII speaks of a check given "
       "«without warning», a known move; here no move is known. Twenty-laws 5 («if you find your king in check, without being able "
       "to ascertain how it occurred, you are at liberty to retract your last move») and London XIX provide for it, but both work by "
       "taking back known moves, and the record holds none.",
       "Philidor has no rule sending disputes to anyone; the engine, as third person, cannot rebuild moves the record does not hold. "
       "No-law-provides: refer-to-third-party, with nothing cited from Philidor, as the earlier Philidor cases on the same point.",
       "Other codes: twenty-laws 5 and London XIX would retract the last known move, and here know none; the Acknowledged Laws and "
       "Boy's Own are silent; all would leave it to a person who can hear the players on how the position was sealed."],
      [], 'check-of-unknown-origin', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    # ============================================================ acknowledged-laws
    case(4619, AC, 'steinitz-von-bardeleben-16-the-a1-rook-set-on-e1-over-its-own-rook',
      "Steinitz-von Bardeleben 1895: meaning to bring his queen's rook to the c-file, White sets it on e1, where his other rook stands, and takes that rook off; Black claims: law VII, Black elects from its menu",
      "a player takes one of his own men.",
      SVB + "The game to 15...Qd7. The first rank is clear from a1 to e1, where White's other rook stands (asserted). White moves his "
      "a1 rook along the rank to e1 and takes his own e1 rook off ({[%move a1e1]}). Black claims at once. Put back, the a1 rook's "
      "lawful moves are Rab1, Rac1 and Rad1, the king's Kf1 and Kh1 (asserted)." + CHK,
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal "
       "move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a "
       "legal move.» The first case named is this one. Of the menu, «take the man» does not apply to one's own man (laws.md A23); "
       "glossed on VII (taking one's own man read as capturing it, and the menu cut to the remedies that fit).",
       "Upheld: move-correctly (the a1 rook's lawful moves), move-king [Kf1, Kh1], replace-and-move-legally, Black electing. The "
       "Acknowledged Laws set no time limit, and Black has not moved in any case.",
       "Other codes: London XII lets Black oblige White to move either rook; twenty-laws, Boy's Own and Philidor have no law on "
       "taking one's own man and would hear it by analogy."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
      elector='black', cites=['VII'], glossed=['VII'], moves=mv(4619, 'move-correctly', 'move-king'))

    case(4620, AC, 'kasparov-topalov-20-qf4-checks-without-a-cry-two-moves-later-black-finds-it',
      "Kasparov-Topalov 1999: 20. Qf4 checks without a cry; Black plays on with 20...d4, White with 21. Rhe1, and Black then finds the check: within the two moves of law X's exception the pieces are replaced and the check is met",
      "an unannounced check found within two moves.",
      KT + "The game to 19...d5. White plays 20. Qf4, which checks the b8 king along f4-e5-d6-c7-b8 (asserted), and does not cry "
      "check. Black, not noticing, plays 20...d4; White plays 21. Rhe1. Black then finds that his king stands in check and claims. "
      "The checks earlier in the record are said ({[%check]}).",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its note: «This law "
       "is subject to this exception : that two moves only may be made before the King is obliged to move out of Check, when the "
       "pieces must be replaced, and the proper moves made.» Two moves have been made since the check, 20...d4 and 21. Rhe1.",
       "Reading (laws.md A25 A): found within two moves, the moves after the check are taken back and the check is met; glossed on "
       "X. Upheld: retract-to-point-of-check, Black then to meet the check with one of the five lawful moves (Qe5, Qd6, Qc7, Ka7, "
       "Rd6; asserted). No one elects: the law says «must».",
       "Other codes: London XIX's second clause takes the known moves back to the check in the same way; under twenty-laws 5, "
       "Boy's Own 9 and Philidor XIII the check counts only when the checker warns, and White never did."],
      [], 'unannounced-check', 'black', 'upheld', remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'],
      moves=mv(4620, 'retract-to-point-of-check'))

    case(4621, AC, 'white-king-and-queen-on-each-others-squares-claimed-after-whites-fourth-move',
      "White's king and queen were set on each other's squares; Black notices only after White's fourth move: law II, the mistake had to be rectified before the fourth move, so the game proceeds as the pieces stand",
      "men misplaced at the start, noticed late.",
      "[FEN] White's king stands on d1 and his queen on e1; the rest of the array is standard (asserted). The game goes 1. e4 e5 "
      "2. Nf3 Nc6 3. Bc4 Bc5 4. c3. White has played his fourth move, Black not yet (asserted); Black then claims that the king and "
      "queen be set right.",
      ['II'],
      ["Law II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the game must "
       "proceed as the pieces stand.» Reading (laws.md A21): before either player plays his fourth move. White has played his; "
       "glossed on II.",
       "Dismissed: the game proceeds as the pieces stand, with White's king on d1.",
       "Other codes: twenty-laws 12 allows the correction until a party «have played four moves», so it too is past; London II "
       "counts the discoverer's own fourth move («before pla3'ing his fourth move»), so Black, who has not yet played his, would "
       "still be in time there."],
      [], 'initial-men-misplaced', 'black', 'dismissed', cites=['II'], glossed=['II'])

    case(4622, AC, 'lasker-thomas-14-h4-check-the-king-steps-to-h5-into-the-knights-reach',
      "Ed. Lasker-Thomas 1912: in the check of 14. h4+, Black's king steps to h5, attacked by the f6 knight; White claims at once: law VII, the right move is the game's Kf4",
      "a false move of the king.",
      LT + "The game to 14. h4+, with check said. Black's only lawful move is Kf4, the game's (asserted). Black instead sets his king on "
      "h5 ({[%move g5h5]}), where the f6 knight attacks it (asserted). White claims at once." + CHK,
      ['VII'],
      ["Law VII: «... or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or "
       "replace the piece and make a legal move.» A king moved into the knight's reach is an illegal move. «take the man» does not "
       "fit a move that took nothing.",
       "Upheld: move-correctly [Kf4], move-king [Kf4], replace-and-move-legally, White electing. All three come to the same move "
       "here, since Black has only one.",
       "Other codes: Boy's Own 7 and Philidor VIII order a king move (Kf4); twenty-laws 3 and London XIII add leaving the king "
       "where it went, which would leave it en prise to the knight."],
      [], 'false-move', 'white', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white',
      cites=['VII'], moves=mv(4622, 'move-correctly', 'move-king'))

    case(4623, AC, 'legal-white-says-jadoube-adjusts-the-c4-bishop-then-plays-4-nc3',
      "Legal's opening: after 3...Bg4 White says j'adoube and adjusts his c4 bishop, then plays 4. Nc3; Black claims the bishop must be played: law V's note excepts a man adjusted with j'adoube",
      "j'adoube said before the touch.",
      LEGAL + "The game to 3...Bg4. White says j'adoube and adjusts his bishop on c4 ({[%adjust c4]}), then plays 4. Nc3, the "
      "game's move. Black claims that the bishop, having been touched, must be moved.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «Except the player say j’adoube (I adjust).» White said it as he "
       "adjusted; the touch is excepted.",
       "Dismissed: 4. Nc3 stands.",
       "Other codes: Philidor V («in touching it») and London VII («at the moment of touching it») rule the same; twenty-laws 1 "
       "knows j'adoube only for men displaced, but a man adjusted on its own square is not «moved» and law 1 would not be "
       "offended either; Boy's Own 4 has no j'adoube and its strict reading would make the bishop move."],
      [], 'adjustment-claim', 'black', 'dismissed', cites=['V'])

    case(4624, AC, 'reti-tartakower-white-touches-the-e4-knight-then-plays-9-qd8-check',
      "Reti-Tartakower 1910: after 8...Nxe4 White touches Black's e4 knight and then plays the famous 9. Qd8+; Black claims: law VII, Black may compel White to take the knight (Qxe4), move his king (Kb1), or replace and make a legal move",
      "an adversary's man touched.",
      RT + "The game to 8...Nxe4. White touches Black's knight on e4 ({[%touch e4]}); his d3 queen can lawfully take it, nothing else "
      "of his can, and his king's only lawful move is Kb1 (asserted). He then plays 9. Qd8+, the game's move, and says check. "
      "Black claims before moving." + CHK,
      ['VII'],
      ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, make the right "
       "move, move his King, or replace the piece and make a legal move.» «make the right move» answers an illegal move, not a "
       "touch, so the menu here is the other three (laws.md A23).",
       "Upheld: compel-capture-of-touched-man [Qxe4], move-king [Kb1], replace-and-move-legally, Black electing.",
       "Other codes: Boy's Own 5, Philidor VI and London IX order the capture, since it can be made; twenty-laws 2 offers the "
       "capture, the replacement with a king move, or leaving it."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'],
      elector='black', cites=['VII'], moves=mv(4624, 'compel-capture-of-touched-man', 'move-king'))

    # ============================================================ london-1847
    case(4625, LO, 'evergreen-game-19-the-a1-rook-set-on-e1-over-its-own-rook',
      "The Evergreen game: instead of 19. Rad1 White moves his a1 rook along the rank to e1, where his own rook stands, and takes it off; Black claims at once: law XII, White must move either rook",
      "a player takes one of his own men.",
      EVER + "The game to 18...Rg8. The first rank is clear from a1 to e1, where White's other rook stands (asserted). White plays his "
      "a1 rook to e1 and takes his own rook off ({[%move a1e1]}). Black claims at once, before touching anything." + CHK,
      ['XII', 'XXV'],
      ["Law XII: «Should a player take one of his own men with another, his adversary has the option of obliging him to move either.» "
       "Both rooks are put back; «either» is the a1 rook or the e1 rook.",
       "XXV («the adversary must take notice of such irregularity before he touches a Piece or Pawn») is satisfied: Black touched "
       "nothing. Upheld: move-either-own-man, the lawful moves of the two rooks (thirteen, among them the e1 rook's Rxe7+; "
       "asserted), Black electing.",
       "Other codes: the Acknowledged VII gives its menu; twenty-laws, Boy's Own and Philidor have no law on taking one's own man."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-either-own-man'], elector='black', cites=['XII', 'XXV'],
      moves=mv(4625, 'move-either-own-man'))

    case(4626, LO, 'evergreen-game-15-the-b7-bishop-takes-the-e4-knight-over-its-own-c6-knight',
      "The Evergreen game: after 15. Ne4 Black's b7 bishop takes the e4 knight, passing over his own c6 knight; White claims at once: law XI, the knight taken by a man that can (Qxe4) or the bishop moved",
      "a capture by a man that cannot make it.",
      EVER + "The game to 15. Ne4. Black's 15th move is not the game's Qf5: his b7 bishop is set on e4 and the White knight taken off "
      "({[%move b7e4]}); his own c6 knight stands between b7 and e4 (asserted). Only the g6 queen can lawfully take the e4 knight; put "
      "back, the bishop's lawful moves are Ba6, Ba8 and Bc8 (asserted). White claims before touching anything." + CHK,
      ['XI', 'XXV'],
      ["Law XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false move, his "
       "antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own "
       "Piece or Pawn which he touched.»",
       "XXV's condition is met: White touched nothing before claiming. Upheld: capture-with-legal-capturer [Qxe4], "
       "move-touched-capturer [Ba6, Ba8, Bc8], White electing.",
       "Other codes: twenty-laws 3 gives the same two options; the Acknowledged VII its menu; Boy's Own 7 and Philidor VIII a king "
       "move."],
      [], 'illegal-capture', 'white', 'upheld', remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white',
      cites=['XI', 'XXV'], moves=mv(4626, 'capture-with-legal-capturer', 'move-touched-capturer'))

    case(4627, LO, 'pawn-made-a-knight-with-check-black-says-it-must-be-a-queen',
      "A pawn reaches f8 and is exchanged for a knight, which checks; Black says it must be a queen: law XXI, any piece the player may think fit",
      "promotion to a piece other than a queen.",
      "[FEN] White: king e1, pawn f7; Black: king g6; White to move (asserted). White plays 1. f8=N+ and says check: the knight "
      "checks the g6 king (asserted). Black claims that the pawn must become a queen.",
      ['XXI'],
      ["Law XXI: «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged for a Queen, or "
       "any other Piece the player may think fit». A knight is such a piece, and the exchange was made at once.",
       "Dismissed: the knight stands, and Black must meet its check.",
       "Other codes: Philidor IX («any other Piece that shall be thought proper») rules the same; twenty-laws, Boy's Own and the "
       "Acknowledged Laws have no promotion law and would follow these two by analogy."],
      [], 'promotion', 'black', 'dismissed', cites=['XXI'])

    case(4628, LO, 'byrne-fischer-17-white-castles-out-of-the-rfe8-check',
      "The Game of the Century: in the check of 16...Rfe8+, with check said, White castles on the king's side instead of 17. Kf1; Black claims at once: law XVI, three penalties, the rook move unenforceable",
      "castling out of check.",
      BF + "The game to 16...Rfe8+, with check said. White's king and king's rook have never moved and f1 and g1 are empty "
      "(asserted). Instead of the game's 17. Kf1 White castles ({[%move e1g1]}). Black claims before touching anything. Put back, "
      "the king's lawful moves are Kd2 and Kf1, and no move of the h1 rook meets the check (asserted)." + CHK,
      ['XVI', 'XXV'],
      ["Law XVI (found text): «A player cannot castle in the following cases: ... 2. If the King be in check. ... Should a player castle "
       "in any of the above cases, his adver sary has the choice of three penalties; viz., 1st, of insisting that the move remain; "
       "2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook.» The king was in check.",
       "The king move may not itself be castling (laws.md A31), glossed on XVI; it is Kd2 or Kf1. The rook move cannot be enforced: "
       "no rook move meets the check. XXV is satisfied. Upheld: let-castling-stand, move-king-no-castling [Kf1, Kd2], move-rook "
       "(unenforceable), Black electing.",
       "Other codes: Philidor XII and the Acknowledged IX.2 forbid it too; twenty-laws 8 and Boy's Own 6 do not name a present "
       "check (laws.md A1), and the point would go to a third person (twenty-laws 20) or by analogy."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'],
      elector='black', cites=['XVI', 'XXV'], glossed=['XVI'], moves=mv(4628, 'move-king-no-castling'),
      unenforceable=['move-rook'])

    case(4629, LO, 'queen-checks-on-f4-and-c1-three-times-black-claims-a-draw-by-perpetual-check',
      "A rook down, Black checks with his queen from f4 and c1 until the same position has stood three times, and claims the game drawn by perpetual check: the London code has no law on it, and law XXVI refers the question to bystanders",
      "a draw claimed on a ground the code does not know.",
      "[FEN] White: king h2, rook b7, pawns f2, g2, h3; Black: king g8, queen d2, pawns f7, g7, h7; Black to move (asserted). "
      "38...Qf4+ 39. Kh1 Qc1+ 40. Kh2 Qf4+ 41. Kh1 Qc1+ 42. Kh2 Qf4+, every check said; the position after 42...Qf4+ has stood "
      "three times (asserted). Black claims that the game is drawn by perpetual check.",
      ['XXVI'],
      ["The London code draws a game by stalemate (XXIV) and by the fifty moves (XXII), and by nothing else; neither a perpetual "
       "check nor a repeated position is named. Law XXVI: «Should any question arise, respecting which there is no law ... the "
       "players must refer the point to the most skilful disinterested bystanders».",
       "No-law-provides: refer-to-third-party, citing XXVI, as the earlier London cases on draws the code does not know. The "
       "later Acknowledged family did add «Stalemate, or perpetual check is a drawn game» (laws.md §1.4), which a bystander may "
       "weigh; it is no part of this code.",
       "Other codes: twenty-laws 20 and the Acknowledged XIV send it to a third person or bystander too; Boy's Own and Philidor "
       "have neither a law on it nor a law on disputes."],
      [], 'unprovided-or-disputed-point', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['XXVI'])

    case(4630, LO, 'reti-tartakower-8-the-pinned-knight-checks-from-d6-black-touches-his-bishop-then-claims',
      "Reti-Tartakower 1910: 8. Nd6+, the e4 knight pinned to its king by the e5 queen; Black lays hold of his f8 bishop to take it and only then claims the false move; White pleads law XXV",
      "the offender's plea that a claim comes too late.",
      RT + "The game to 7...Qxe5. White's e4 knight is pinned to his e1 king by the e5 queen (asserted). Instead of the game's "
      "8. O-O-O White plays the knight to d6 ({[%move e4d6]}) and says check: it checks e8 and uncovers his own king (asserted). "
      "Black touches his f8 bishop ({[%touch f8]}), meaning to take the knight, and then claims the false move. White pleads that "
      "the claim is late." + CHK,
      ['XXV'],
      ["Law XXV (found text): «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such "
       "irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Black touched his bishop "
       "before taking notice. Reading (laws.md A34): any touch of a man by the claimant closes the claim; glossed on XXV.",
       "White's plea is upheld: no-penalty-time-barred. The knight stays on d6; Black, having touched his bishop, is bound by law "
       "VII to play it, and Bxd6 is open to him.",
       "Other codes: twenty-laws 3 and 11, Boy's Own 7 and Philidor VIII close the claim only once Black has played, so there the "
       "claim would still be in time; the Acknowledged VII sets no time."],
      [], 'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], cites=['XXV'], glossed=['XXV'])
