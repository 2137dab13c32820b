"""The thirty cases of the forty-third set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated "(asserted)" is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

RA = ("The Opera game (Morphy v the Duke of Brunswick and Count Isouard, Paris 1858) as played to 12. O-O-O Rd8, "
      "every check announced; White's king stands castled on c1 (asserted). With his 13th move White sets his b3 queen "
      "on a5 ({[%move b3a5]}), a knight's leap and no move of a queen (asserted); from a5 it attacks the d8 rook and the "
      "a7 pawn, and Black is not in check (asserted).")
RA_T = RA + " Black, to move, touches his f6 knight ({[%touch f6]}), moves nothing, and then claims the false move."
RB = ("The Immortal game (Anderssen v Kieseritzky, London 1851) as played to 10. g4, which attacks the h5 knight "
      "(asserted). Before Black has moved, White plays his rook h1-g1 as well ({[%move h1g1 white]}), the move he "
      "made as his 11th in the game and a lawful rook move in itself (asserted).")
RQ = ("Queen's Gambit Declined: 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Nbd7 5. Qa4, and White says check. There is none: "
      "the d7 knight stands on the a4-e8 diagonal (asserted). Black, in consequence, plays 5... c6, setting a pawn on "
      "that same diagonal (asserted): an interposition.")
RI = ("Italian game: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Be7 5. Bb5, and White says check. There is none: the c6 "
      "knight stands between b5 and e8 (asserted). Black, in consequence, moves his king, 5... Kf8, a lawful move "
      "(asserted).")
RX = ("1. e4 e5 2. Nf3 d6 3. Bc4 Nc6 4. Bxf7: the bishop checks the e8 king, and White says nothing (asserted). Black "
      "plays 4... Nf6, which leaves the check standing (asserted); the only moves that meet it are Kd7, Ke7 and Kxf7 "
      "(asserted).")
RE = ("The Evergreen game (Anderssen v Dufresne, Berlin 1852) as played to 8. Qb3; Black to move (asserted). Before "
      "Black moves, White also pushes his e-pawn to e5 ({[%move e4e5 white]}), the move he played as his 9th in the "
      "game and a lawful move in itself (asserted). Black claims at once, before touching anything.")
RS = ("Caro-Kann, advance line: 1. e4 c6 2. d4 d5 3. e5 Bf5 4. Nf3 e6 5. Bd3 Bxd3. White does not retake but castles "
      "({[%move e1g1]}): king and h1 rook are unmoved and f1 and g1 empty, but the king passes f1, which the d3 bishop "
      "attacks along d3-e2-f1 (asserted); White was not in check (asserted).")
RT = ("[Odds \"white knight b1 left-on-board\"]: White undertook to give the odds of his queen's knight and did not take "
      "it off. As the giver he moved first: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6, four moves on each side, eight "
      "plies; the b1 knight still stands on b1 (asserted).")
RP = ("[FEN] White: king g1, pawn b7; Black: king e7, rook a2; White to move (asserted). White pushes the pawn to b8 "
      "({[%move b7b8]}) and leaves it there a pawn, not exchanged (asserted).")

def write_all(case, M):
    mv = lambda n, *ks: {k: M[n][k] for k in ks}
    # ============================================================ twenty-laws
    case(4301, TW, 'opera-game-queen-b3-a5-like-a-knight-black-touches-his-f6-knight-then-claims',
      "The Opera game: 13. the b3 queen goes to a5 like a knight; Black touches his f6 knight and then claims the false move: under laws 3 and 11 the claim closes only once the adversary has played, and a touch is no move",
      "the moment of the claim: after the claimant has touched a man; the same record as 4318 and 4325.",
      RA_T, ['3', '11'],
      ["Law 3: «If you make a false move ... you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» The queen's leap is a false move. Law 3 closes the claim only «until after the adversary has played», and law 11 only «after the adversary has moved a piece». Black has touched his knight but played nothing, so the claim is in time. That a touch is not a move is the reading glossed on 11, as in the earlier twenty-laws cases on a touch before the claim.",
       "Remedies in law 3's order: leave-as-played, move-correctly (the queen's lawful moves from b3: Qa3, Qc3, Qd3, Qe3, Qf3, Qg3, Qh3, Qa4, Qb4, Qc4, Qd5, Qe6, Qxf7+), replace-and-move-king (Kb1, Kd2; the king has castled, so there is no castling among them) (asserted). Black elects. Black's own touch binds him under law 1 for his own reply, which is another matter.",
       "Other codes: Philidor VIII likewise waits for «the adversary's next move» (4318: White's plea of lateness dismissed); London XXV ends the claim «before he touches a Piece or Pawn», so there the same touch is fatal (4325, out of time); Boy's Own 7 waits until the opponent «have pliﬂyeg»; the Acknowledged Laws set no limit."],
      [], 'false-move', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
      elector='black', cites=['3', '11'], glossed=['11'], moves=mv(4301, 'move-correctly', 'replace-and-move-king'))

    case(4302, TW, 'immortal-game-g4-and-rg1-in-one-turn-black-answers-nf6-then-claims',
      "The Immortal game: White plays 10. g4 and, before Black moves, Rg1 as well; Black answers 10... Nf6 and only then claims the two moves: law 11 bars any retraction once the adversary has moved a piece",
      "the moment of the claim: after the claimant has moved; two moves in succession.",
      RB + " Black then plays 10... Nf6, lawful (asserted), and only after it claims that White moved twice.",
      ['4', '11'],
      ["Law 4 gives the remedy for two moves in succession: «you must replace the second piece; or your adversary may insist that both moves shall remain». But law 11: «No irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, after the adversary has moved a piece.» Black has moved a piece, 10... Nf6, so the claim is out of time and both White moves stand (laws.md A6, A10); glossed on 11. No remedy.",
       "Other codes: London XIV gives the same choice, but XXV closes it as soon as the claimant touches a man (4326 is the same record claimed at once: upheld). Boy's Own 1 says only that the parties move «alternately», and the Acknowledged Laws are silent; Philidor has no article on it."],
      [], 'move-out-of-turn', 'black', 'out-of-time', cites=['4', '11'], glossed=['11'])

    case(4303, TW, 'qgd-qa4-said-to-be-check-black-interposes-c6-white-says-jadoube-over-c3',
      "Queen's Gambit Declined: 5. Qa4 is called check and is none; Black interposes 5... c6; White, to move, says j'adoube and adjusts his c3 knight; Black claims to retract c6: an adjustment is not the announcer's next move completed, so law 6 still allows it",
      "the moment of the claim: after an act of the offender's that is not his next move; a false announcement of check.",
      RQ + " White, now to move, says j'adoube and adjusts his c3 knight ({[%adjust c3]}). Black claims to take back c6.",
      ['6'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» 5... c6 is an interposition «in consequence» of the false notice (the misled player's next act after the false check is presumed to be made in consequence of it, as in the earlier sets).",
       "The window is the announcer's next move completed. White's j'adoube is an adjustment that law 1 allows for men «displaced by accident»; it moves nothing and completes no move. So the retraction is in time: remedy retract-misled-move, Black electing.",
       "Other codes: Boy's Own 8 («before he has made his next move»), Philidor XIV («so long as your adversary has not yet made his next move») and London XX («provided his adversary has not completed his last move», 4328) answer the same; the Acknowledged XI names only a king move or a capture, so an interposition is not within its words."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['6'])

    case(4304, TW, 'knight-given-and-left-on-the-giver-himself-asks-to-take-it-off-after-four-moves-each',
      "Odds of the queen's knight, left on b1: after four moves on each side White, the giver, notices it himself and asks to take it off or begin again: law 14 says it cannot then be removed and the game is played as it stands",
      "the moment of the claim: several moves later, exactly at law 14's limit; the offender's own claim.",
      RT + " White, the giver, then claims himself that the knight be taken off or the game begun again.",
      ['14'],
      ["Law 14: «if a player omit to take off the piece or pawn agreed to be conceded, until four moves on each side have been played, it cannot then be removed, but the game must be played with all the pieces as they stand». Four moves on each side have been played (eight plies: laws.md A7, glossed). The restart («If the error be noticed before four moves have been played») is no longer open to anyone, the giver least of all. Out of time, no remedy.",
       "The law's second consequence («if he should give check-mate, he cannot take advantage of it») stays in reserve: if White mates in this game, it will be a drawn game.",
       "Other codes: London IV gives the adversary, after four moves on each side, «the choice of proceeding with or recommencing the game» (4330: upheld, Black elects); Philidor IV leaves the choice to «him who has suffered», with no count; the Acknowledged III lets the adversary elect; Boy's Own has no odds law."],
      [], 'odds-man-not-removed', 'white', 'out-of-time', cites=['14'], glossed=['14'])

    case(4305, TW, 'rook-and-bishop-against-rook-fifty-each-after-the-notice-then-mate-on-the-fifty-first',
      "Rook and bishop against rook: Black gives notice to count; fifty moves are played on each side without mate, and White mates with his fifty-first; Black claims the draw after the mate: the game was drawn when the fifty moves ran out",
      "the moment of the claim: after the game has (apparently) ended; the count computed from the notice.",
      "[FEN] White: king g6, rook e4, bishop f5; Black: king h8, rook a1; Black to move. Black gives notice that he will count ({[%fifty black]}). Fifty moves are then played on each side, none a check or a capture, with no mate and no stalemate (asserted ply by ply). Black plays his 51st move, Ra2, and White's 51st, Re8, is mate (asserted). Black then claims a drawn game.",
      ['19'],
      ["Law 19 names this ending («the rook and bishop against the rook») and lets the adversary «give notice that he intends to count the moves, in which case you must check mate in not exceeding fifty moves for each player (to be computed from the notice given) or it will be a drawn game.» White's fifty moves after the notice ran out without mate: at that moment the game was drawn. The mate on the fifty-first move comes after the end of the game and counts for nothing.",
       "Black's claim after the mate is therefore no late claim: it asks the arbiter to declare what happened a move earlier. Upheld: declare-draw, result draw.",
       "Other codes: Philidor XVII («fifty moves on either side must be appointed for the end of the game»), the Acknowledged XII and London XXII answer the same; Boy's Own has no fifty-move law."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['19'])

    case(4306, TW, 'legals-opening-white-touches-the-e5-pawn-plays-h3-black-answers-bh5-then-claims',
      "Legal's opening: White touches Black's e5 pawn without j'adoube and plays 5. h3; Black answers 5... Bh5 and only then claims the touch: law 11 bars any penalty once the adversary has moved a piece",
      "the moment of the claim: after the claimant has moved; an adversary's man touched.",
      "1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6. White touches Black's e5 pawn ({[%touch e5]}), which his f3 knight could take (Nxe5 is the only capture, asserted), says nothing, and plays 5. h3. Black replies 5... Bh5 (asserted lawful) and then claims that White must take the pawn.",
      ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men ... you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)—». White did not acknowledge it, so Black could have compelled the capture Nxe5, had he claimed before he moved.",
       "Law 11: no irregularity «is subject to penalty—nor can any such be retraced, after the adversary has moved a piece.» Black moved his bishop before claiming. Out of time (glossed on 11); the touch is spent.",
       "Other codes: the Acknowledged VII sets no limit (4323 is the same touch claimed before Black moves: upheld); London IX is closed by XXV as soon as the claimant touches a man; Boy's Own 5 and Philidor VI set no deadline of their own."],
      [], 'touched-adversary-man', 'black', 'out-of-time', cites=['2', '11'], glossed=['11'])

    # ============================================================ boys-own-1829
    case(4307, BO, 'queen-leaps-the-f3-knight-to-h5-black-plays-nf6-qxf7-mates-then-black-claims',
      "The queen leaps White's own f3 knight to h5; Black, not noticing, plays 4... Nf6, and 5. Qxf7 mates; Black then claims the false move and White pleads that it is too late: law 7, once Black has played neither can recall it, and the mate stands",
      "the moment of the claim: after the game has ended; the offender's plea.",
      "1. e4 e5 2. Nf3 d6 3. Bc4 Nc6. White's queen goes d1-h5 ({[%move d1h5]}) over his own f3 knight, which stands on that diagonal: no queen's move (asserted). Black plays 4... Nf6, lawful and attacking the queen (asserted), and White answers 5. Qxf7, guarded by the c4 bishop: mate (asserted). Black claims the false move; White pleads that the claim is late.",
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king ... but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black played 4... Nf6 before he noticed. From then on the queen on h5 stands as if it had come there lawfully, and the mate it gave is a mate.",
       "White's plea is upheld: no-penalty-time-barred. The game ended with the mate: result white.",
       "Other codes: twenty-laws 3 and 11, Philidor VIII («after the adversary's next move») and London XXV (Black touched and moved a man) bar it as well; only the Acknowledged Laws set no limit."],
      [], 'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], result='white', cites=['7'])

    case(4308, BO, 'giuoco-greco-kf1-and-back-white-castles-black-answers-re8-then-claims',
      "Giuoco Piano, Greco line: White's king went to f1 and came back to e1; he then castles; Black answers 11... Re8 and only then claims: law 6 forbids the castling, but law 7's window is shut once the adversary has played",
      "the moment of the claim: after the claimant has moved; unlawful castling.",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ (check said) 7. Kf1 d5 8. exd5 Nxd5 9. Nc3 Be6 10. Ke1 O-O. The White king has moved (e1-f1-e1); nothing else bars the castling (asserted). 11. White castles ({[%move e1g1]}), the king to g1 and the rook to f1 (asserted). Black plays 11... Re8 (asserted lawful), then claims.",
      ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» The king had moved, so the castling was unlawful, and had Black claimed at once he could have insisted on a king or a rook move.",
       "Law 6 names no time; the castling is a move contrary to the laws, and law 7 is the code's only limit on reopening such a move: «if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black has played. Out of time (glossed on 7, the reading that law 7's limit governs a castling claim as it governs any false move).",
       "Other codes: twenty-laws 8 with 11 answers the same; Philidor XII with VIII likewise; London XVI with XXV (closed even by a touch); the Acknowledged IX has no limit and the claim would be heard."],
      [], 'illegal-castling', 'black', 'out-of-time', cites=['6', '7'], glossed=['7'])

    case(4309, BO, 'italian-bb5-said-to-be-check-black-plays-kf8-white-touches-his-bishop',
      "Italian game: 5. Bb5 is called check and is none; Black moves his king to f8 in consequence; White touches his b5 bishop but has not moved it; Black claims: law 8, he may retract before White has made his next move",
      "the moment of the claim: after the offender's next act, a touch, before his next move.",
      RI + " White touches his b5 bishop ({[%touch b5]}) and has made no move when Black claims.",
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» The king move is the misled move; White has touched a man but «made» no move. Upheld: retract-misled-move, Black electing.",
       "White's touch binds White (law 4) when he comes to move; it does not shorten Black's window.",
       "Other codes: the same record with White's next move completed (6. O-O) is out of time under Philidor XIV (4316) and still heard under the Acknowledged XI, which has no window (4320); twenty-laws 6 and London XX answer as law 8."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['8'])

    case(4310, BO, 'bxf7-checks-without-a-word-black-plays-nf6-white-says-check-with-ng5',
      "4. Bxf7 checks and White says nothing; Black plays on with 4... Nf6; White says check with his next move, 5. Ng5, and himself claims the retraction: law 9, each party retracts his last move and Black must meet the check",
      "the moment of the claim: with the checker's next move; the claim made by the player who omitted the warning.",
      RX + " White plays 5. Ng5 and says check (the f7 bishop still checks, asserted), and claims.",
      ['9'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must retract his last move, and the king be removed out of check, or covered.» The warning came with White's very next move, so 5. Ng5 and 4... Nf6 both go back, and Black must meet the check from f7 (Kd7, Ke7 or Kxf7, asserted).",
       "It does not matter that the claim is made by the player who omitted the warning: the law is written for his warning, and its order («each party must retract») binds both. Remedy retract-both-last-moves; no election.",
       "Other codes: Philidor XIII gives the same only for a warning «in playing the next move» (4317: a move late, out of time); the Acknowledged X note sends the game back to the check within «two moves only» (4321); twenty-laws 5 and London XVIII answer as law 9."],
      [], 'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['9'])

    case(4311, BO, 'evergreen-game-qb3-and-e5-in-one-turn-black-claims-at-once',
      "The Evergreen game: White plays 8. Qb3 and, before Black moves, e5 as well; Black claims at once: law 1 says the players move alternately and gives no penalty, so the point is decided by analogy: Black keeps both moves or has the second taken back",
      "the moment of the claim: at once; a move out of turn under a code that states alternation but gives no remedy.",
      RE, ['1'],
      ["Law 1: «Each party moves, alternately, only one man at a time.» White's e5 broke it. But the Boy's Own laws give no penalty for it and set no window (law 7 is for a false move, and Black has not played in any case).",
       "No law provides the remedy, so it is decided as the codes that provide for it decide: twenty-laws 4 («you must replace the second piece; or your adversary may insist that both moves shall remain») and London XIV («his adversary may choose whether both moves shall remain, or the second be retracted»). Decision no-law-provides, remedies keep-both-moves and retract-second-move, Black electing, as the earlier Boy's Own case on two moves in succession.",
       "Other codes: twenty-laws 4 and London XIV rule on it directly; the Acknowledged Laws decide it the same way by analogy (4324); Philidor is silent."],
      [], 'move-out-of-turn', 'black', 'no-law-provides', remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['1'])

    case(4312, BO, 'two-knights-white-touches-the-f3-knight-plays-d4-black-touches-e5-then-claims',
      "Two Knights: White touches his f3 knight and plays 4. d4; Black touches his own e5 pawn and then claims: law 4 binds White to the knight, and nothing in the Boy's Own laws closes the claim at a touch",
      "the moment of the claim: after the claimant has touched a man.",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6. White touches his f3 knight ({[%touch f3]}), which is free and has lawful moves (asserted), says nothing, and plays 4. d4. Black touches his e5 pawn ({[%touch e5]}) and then claims.",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». The knight would expose nothing; d4 is no move of the touched man. Upheld: compel-move-touched-man, Black electing, from the position in which the knight was touched: Ng1, Nd4, Nh4, Nxe5, Ng5 (asserted).",
       "Black's own touch of the e5 pawn binds Black (law 4) for his reply; it does not end his claim. The Boy's Own laws set a limit only for a false move, and only when the opponent «have pliﬂyeg»; Black has played nothing.",
       "Other codes: twenty-laws 1 with 11 and Philidor V answer the same; London VII would be closed by XXV's touch; the Acknowledged V has no limit."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['4'], moves=mv(4312, 'compel-move-touched-man'))

    # ============================================================ philidor
    case(4313, PH, 'pawn-set-on-b8-and-left-a-pawn-black-plays-kd7-then-claims',
      "A pawn is pushed to b8 and left a pawn; Black plays 1... Kd7 and only then claims: rule IX wants it exchanged, but rule VIII says no false move can be recalled after the adversary's next move, so the pawn stays as it is",
      "the moment of the claim: after the claimant has moved; a pawn not exchanged on the last square.",
      RP + " Black plays 1... Kd7 (asserted) and then claims that the pawn should have been exchanged.",
      ['IX', 'VIII'],
      ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or any other Piece that shall be thought proper». Read as laws.md A18 reads it (glossed): the exchange is required on arrival, so a pawn left a pawn on b8 is a move the rules do not allow, and the claim is heard under VIII's penalty.",
       "Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» Black has made his next move. Out of time: the pawn stays on b8 as a pawn (laws.md §6 item 12).",
       "Other codes: London XXI «must be immediately exchanged» with XXV (4329, closed by a touch); twenty-laws, Boy's Own and the Acknowledged Laws have no promotion law."],
      [], 'promotion', 'black', 'out-of-time', cites=['IX', 'VIII'], glossed=['IX'])

    case(4314, PH, 'knight-given-and-left-on-black-mates-with-fools-mate-the-giver-asks-to-begin-again',
      "White undertook to give his queen's knight and left it on; Black, the receiver, mates at once (fool's mate); White, the giver, then asks to begin again: rule IV gives the choice to him who suffered by the mistake, so it is Black's",
      "the moment of the claim: after the game has ended; the offender's own claim; an odds set-up fault with no time limit.",
      "[Odds \"white knight b1 left-on-board\"]: White undertook to give his queen's knight and did not take it off. 1. f3 e5 2. g4 Qh4, check said: mate by Black, the receiver; the b1 knight still on b1 (asserted). White, the giver, then claims that the game be begun again because the knight was left on.",
      ['IV'],
      ["Rule IV: «If it is agreed to give the advantage of a Piece, or a Pawn, and it has been forgotten at the beginning of a game, it will be left to the choice of him who has suffered by such a mistake, to go on with the game, or to begin it again.» The rule sets no count of moves and no time, so the mistake may be raised even now. But «him who has suffered» is the receiver (laws.md A15, glossed), not the giver who forgot.",
       "So the claim is heard, and the choice goes to Black: continue-as-is (the mate stands) or restart-game, in that order, as IV gives them («to go on with the game, or to begin it again»). No result until Black elects.",
       "Other codes: twenty-laws 14 (the mistake noticed before four moves each: the game «is to be re-commenced»), the Acknowledged III (before four moves the man is removed) and London IV (before four moves each the man is simply removed, laws.md A29) count moves; Boy's Own has no odds law."],
      [], 'odds-man-not-removed', 'white', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])

    case(4315, PH, 'caro-kann-white-castles-across-f1-attacked-by-the-d3-bishop-and-himself-owns-it',
      "Caro-Kann advance: after 5... Bxd3 White castles, his king passing f1, which the d3 bishop attacks; White himself at once says the castling was unlawful: rule XII makes him play his rook or his king, at his own choice",
      "the moment of the claim: at once, by the offender himself; unlawful castling.",
      RS + " White himself at once owns that the castling was unlawful and claims the penalty of XII, to choose his move.",
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle ... if in passing he was exposed to a check ... and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The king passed f1 under the d3 bishop's attack: the castling was unlawful.",
       "The penalty of XII is no option of the adversary's but a duty of the offender's, with the choice his own (laws.md A16 (ii), glossed). So the offender may raise it himself, and the claim is upheld: move-rook (Rf1, Rg1) or move-king (Kd2, the only lawful king move, asserted), in XII's order, White electing. Rule VIII brings the castling in as a false move that can still be recalled (Black has made no move), and VI gives the king move its measure.",
       "Other codes: the Acknowledged IX with VII gives the adversary the menu (4322); London XVI gives the adversary three penalties; twenty-laws 8 and Boy's Own 6 bar only a moved king or rook."],
      [], 'illegal-castling', 'white', 'upheld', remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'], moves=mv(4315, 'move-rook', 'move-king'))

    case(4316, PH, 'italian-bb5-said-to-be-check-black-plays-kf8-white-castles-then-black-claims',
      "Italian game: 5. Bb5 is called check and is none; Black moves his king to f8; White castles; only then does Black claim to retract the king move: rule XIV allows it only so long as the adversary has not made his next move",
      "the moment of the claim: after the offender's next move; a false announcement of check.",
      RI + " White plays 6. O-O (asserted lawful); then Black claims.",
      ['XIV'],
      ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not yet made his next move.» 5... Kf8 was made in consequence of the false warning, but White has made his next move, 6. O-O. Out of time: the king stays on f8.",
       "Other codes: Boy's Own 8 on the same record while White had only touched his bishop (4309: upheld); the Acknowledged XI, with no window, still lets Black elect (4320); twenty-laws 6 and London XX end the right, as XIV does, with the announcer's next move."],
      [], 'false-check-announcement', 'black', 'out-of-time', cites=['XIV'])

    case(4317, PH, 'bxf7-checks-without-a-word-black-plays-on-twice-white-says-check-only-with-ng5',
      "4. Bxf7 checks and White says nothing; Black plays 4... Nf6, White 5. d3, Black 5... Be7, and only with 6. Ng5 does White say check and claim the retraction: rule XIII sends the moves back only for a warning given in playing the next move",
      "the moment of the claim: two moves late; the claim made by the player who omitted the warning.",
      RX + " White plays 5. d3 without a word and Black 5... Be7, which also leaves the check standing (asserted); with 6. Ng5 White says check (asserted: the check from f7 stands) and claims that the moves be retracted.",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move, as being false, and he that is under check is to take it off». The check was given with 4. Bxf7; White's next move was 5. d3, made without a word. The warning with 6. Ng5 is not given «in playing the next move», so the retraction the rule orders is not due (glossed: the next move is the checker's first move after the check).",
       "Out of time. Black played as the rule allowed «as if such check did not exist»; the check now said is a warning for the future, not a ground to take moves back.",
       "Other codes: Boy's Own 9 on the record in which the warning came with 5. Ng5 (4310: upheld); the Acknowledged X note reaches «two moves only» (4321 within them); twenty-laws 5 and London XVIII, like XIII, speak of the checker's next move."],
      [], 'unannounced-check', 'white', 'out-of-time', cites=['XIII'], glossed=['XIII'])

    case(4318, PH, 'opera-game-queen-b3-a5-like-a-knight-black-touches-his-f6-knight-white-pleads-late',
      "The Opera game: 13. the b3 queen goes to a5 like a knight; Black touches his f6 knight and then claims; White pleads that the claim is late: rule VIII closes it only after the adversary's next move, and a touch is none",
      "the moment of the claim: after the claimant has touched a man; the offender's plea of lateness.",
      RA_T + " White pleads that the claim comes too late.",
      ['VIII'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move». Black has touched his knight but made no move: the false move can still be recalled (glossed: a touch is not «the adversary's next move»). White's plea is dismissed; Black's own claim, if pressed, would give the king move.",
       "Black's touch binds him under rule V when he comes to play, which is another matter.",
       "Other codes: twenty-laws 3 and 11 (4301: the same record, claim upheld); London XXV ends the claim at the touch (4325); Boy's Own 7 waits until Black «have pliﬂyeg»; the Acknowledged Laws have no limit."],
      [], 'late-claim', 'white', 'dismissed', cites=['VIII'], glossed=['VIII'])

    # ============================================================ acknowledged-laws
    case(4319, AC, 'opera-game-queen-b3-a5-like-a-knight-claimed-two-moves-later-white-pleads-late',
      "The Opera game: 13. the b3 queen goes to a5 like a knight; the game goes on, 13... Qe6 14. Bxf6 gxf6 15. Rd2, and only then does Black claim; White pleads that it is too late: the Acknowledged Laws set no time for a claim against an illegal move",
      "the moment of the claim: several moves later; the offender's plea of lateness; a code that sets no window.",
      RA + " The game goes on: 13... Qe6 14. Bxf6 gxf6 15. Rd2, all lawful (asserted); Black has moved twice since the false move. Black then claims it, and White pleads that the claim comes too late.",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The law gives the adversary his choice and sets no time within which he must claim; no other law of this code sets one for an illegal move (X's «two moves only» is for an unannounced check). Glossed: read as written, with no limit borrowed from the other codes.",
       "White's plea is dismissed. What the claim itself will give, after two moves each, is for Black's claim to settle, not White's plea.",
       "Other codes: twenty-laws 3 and 11, Boy's Own 7 and Philidor VIII all end the claim once Black has played; London XXV once he touches a man (4325)."],
      [], 'late-claim', 'white', 'dismissed', cites=['VII'], glossed=['VII'])

    case(4320, AC, 'italian-bb5-said-to-be-check-black-plays-kf8-white-castles-black-may-still-elect',
      "Italian game: 5. Bb5 is called check and is none; Black moves his king to f8; White castles; then Black claims: law XI lets the misled player elect to let his move stand or have the pieces replaced, and sets no time",
      "the moment of the claim: after the offender's next move; a code that sets no window for a false check.",
      RI + " White plays 6. O-O (asserted lawful); then Black claims.",
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» Black moved his king in consequence of a false «Check». XI sets no limit of time, unlike twenty-laws 6, Boy's Own 8, Philidor XIV and London XX (glossed: «the latter» is the misled player, laws.md A27, and no window is read into XI).",
       "Upheld: leave-as-played, retract-misled-move, in XI's order, Black electing.",
       "Other codes: Philidor XIV on the same record is out of time (4316); Boy's Own 8 while White had only touched (4309: upheld)."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    case(4321, AC, 'bxf7-checks-without-a-cry-black-plays-nf6-white-cries-check-with-ng5-two-moves',
      "4. Bxf7 checks without a cry of check; Black plays 4... Nf6; White plays 5. Ng5 crying check and claims: two moves only have been made since the check, so under X's exception the pieces are replaced and Black must move out of check",
      "the moment of the claim: two moves after the check, within X's exception; the claim made by the player who did not cry check.",
      RX + " White plays 5. Ng5, crying check (the f7 bishop still checks, asserted), and claims.",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its note: «that two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.» Read as laws.md A25 reads it (glossed): found within two moves, the moves are taken back to the check. Two moves, 4... Nf6 and 5. Ng5, have been made: remedy retract-to-point-of-check; Black then meets the check (Kd7, Ke7 or Kxf7, asserted).",
       "The exception is in terms («the pieces must be replaced»): it binds both players, so White, who did not cry check, may invoke it.",
       "Other codes: Boy's Own 9 retracts the same two moves (4310); Philidor XIII, a move later (4317), refuses."],
      [], 'unannounced-check', 'white', 'upheld', remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'])

    case(4322, AC, 'caro-kann-white-castles-across-f1-black-touches-his-g8-knight-then-claims',
      "Caro-Kann advance: White castles across f1, attacked by the d3 bishop; Black touches his g8 knight and then claims: law IX bars the castling and VII gives Black the menu, with no limit of time",
      "the moment of the claim: after the claimant has touched a man; unlawful castling.",
      RS + " Black touches his g8 knight ({[%touch g8]}) and then claims.",
      ['IX', 'VII'],
      ["Law IX: «A player cannot Castle under any of the following circumstances :— ... 4. If the King in moving pass over any square commanded by any one of his adversary's forces.» f1 is commanded by the d3 bishop. IX gives no penalty; VII does: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move». Of these menu items the ones that fit an illegal move: move-correctly, move-king (Kd2 only, asserted), replace-and-move-legally, Black electing.",
       "The touch does not close the claim: VII sets no time (glossed), and this code has nothing like London XXV.",
       "Other codes: Philidor XII makes the offender choose between rook and king (4315); London XVI with XXV would be closed by Black's touch; twenty-laws 8 and Boy's Own 6 do not bar castling across an attacked square."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['IX', 'VII'], glossed=['VII'], moves=mv(4322, 'move-king'))

    case(4323, AC, 'legals-opening-white-touches-the-e5-pawn-and-plays-h3-black-claims-at-once',
      "Legal's opening: White touches Black's e5 pawn and plays 5. h3; Black claims before he moves: law VII lets him compel White to take the man (Nxe5)",
      "the moment of the claim: after the offender's next act (his move with another man); an adversary's man touched.",
      "1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6. White touches Black's e5 pawn ({[%touch e5]}) without a word; it can be taken lawfully, by Nxe5 only (asserted). White then plays 5. h3, and Black claims before moving.",
      ['VII'],
      ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» White's next act, 5. h3, does not pay the penalty. Upheld, with the items of the menu that fit a touched adversary's man: compel-capture-of-touched-man (Nxe5), move-king, replace-and-move-legally, Black electing.",
       "Other codes: twenty-laws 2 with 11 on the same touch claimed after Black's reply (4306: out of time); Boy's Own 5 and Philidor VI would compel the capture; London IX likewise, unless Black had touched a man (XXV)."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'],
      elector='black', cites=['VII'], moves=mv(4323, 'compel-capture-of-touched-man'))

    case(4324, AC, 'evergreen-game-qb3-and-e5-in-one-turn-the-code-is-silent',
      "The Evergreen game: White plays 8. Qb3 and, before Black moves, e5 as well; Black claims at once: the Acknowledged Laws have no law on a move out of turn, so the bystander decides by analogy with the codes that have one",
      "the moment of the claim: at once; a code silent on the irregularity.",
      RE, ['XIV'],
      ["No law of the Acknowledged Laws speaks of a move out of turn (IV's «afterwards take the move alternately» is about the first move of successive games). Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.»",
       "Decided by analogy with twenty-laws 4 and London XIV: no-law-provides, keep-both-moves or retract-second-move, Black electing, as the earlier Acknowledged cases on two moves in succession.",
       "Other codes: Boy's Own 1 (4311), the same by analogy; twenty-laws 4 and London XIV directly (4326 the Immortal game under London)."],
      [], 'move-out-of-turn', 'black', 'no-law-provides', remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['XIV'])

    # ============================================================ london-1847
    case(4325, LO, 'opera-game-queen-b3-a5-like-a-knight-black-touches-his-f6-knight-then-claims',
      "The Opera game: 13. the b3 queen goes to a5 like a knight; Black touches his f6 knight and then claims: law XXV, the adversary must take notice before he touches a Piece or Pawn",
      "the moment of the claim: after the claimant has touched a man; the same record as 4301 and 4318.",
      RA_T, ['XIII', 'XXV'],
      ["Law XIII gives the false move three penalties («1st, of compelling him to let the Piece or Pawn remain on the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece or Pawn and move his King»). Law XXV: «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.»",
       "Black touched his own f6 knight before claiming. XXV speaks of any Piece or Pawn, his own included (laws.md A34, glossed). Out of time: the queen stays on a5.",
       "Other codes: twenty-laws 3 and 11 (4301: upheld), Philidor VIII (4318: White's plea dismissed) and Boy's Own 7 wait for a move; the Acknowledged Laws set no limit."],
      [], 'false-move', 'black', 'out-of-time', cites=['XIII', 'XXV'], glossed=['XXV'])

    case(4326, LO, 'immortal-game-g4-and-rg1-in-one-turn-black-claims-at-once',
      "The Immortal game: White plays 10. g4 and, before Black moves, Rg1 as well; Black claims at once: law XIV, Black chooses whether both moves remain or the second is retracted",
      "the moment of the claim: at once; two moves in succession.",
      RB + " Black claims at once, having touched nothing.",
      ['XIV', 'XXV'],
      ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the second be retracted.» Rg1 was made out of turn (laws.md A30, glossed: a second move made before the adversary replies is a move out of turn). Remedies in XIV's order: keep-both-moves, retract-second-move, Black electing.",
       "Law XXV's limit is met: Black has touched no Piece or Pawn.",
       "Other codes: twenty-laws 4 on the same record after Black's 10... Nf6 (4302: out of time under 11); Boy's Own and the Acknowledged Laws decide by analogy (4311, 4324)."],
      [], 'move-out-of-turn', 'black', 'upheld', remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['XIV', 'XXV'], glossed=['XIV'])

    case(4327, LO, 'scotch-four-knights-white-moves-the-f6-knight-to-d5-black-lays-hold-of-it-then-claims',
      "Scotch Four Knights: White, in his turn, moves Black's f6 knight to d5; Black lays hold of that knight to set it back and then claims: law XXV, he touched a Piece before taking notice, and no penalty can be inflicted",
      "the moment of the claim: after the claimant has touched a man (the very man displaced); an adversary's man moved.",
      "1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nc3 Bb4; White to move, Black's knight on f6, d5 empty (asserted). White moves Black's f6 knight to d5 ({[%move f6d5]}). Black takes hold of that knight ({[%touch d5]}) and then claims.",
      ['X', 'XXV'],
      ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» Had Black claimed at once, he would have had that option.",
       "Law XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Its «&c. &c.» takes in the irregularity of law X. Black touched a Piece, the knight White had displaced, before he claimed; the law makes no exception for the man wrongly moved (glossed, laws.md A34). Out of time: the knight stays on d5, as X's third option would have left it.",
       "Other codes: twenty-laws 2 offers «to leave it where you had wrongfully placed it» among its remedies, open until Black moves (law 11); the Acknowledged VII by extension, with no limit; Boy's Own and Philidor are silent on moving an adversary's man."],
      [], 'moved-adversary-man', 'black', 'out-of-time', cites=['X', 'XXV'], glossed=['XXV'])

    case(4328, LO, 'qgd-qa4-said-to-be-check-black-interposes-c6-white-touches-his-g5-bishop',
      "Queen's Gambit Declined: 5. Qa4 is called check and is none; Black interposes 5... c6; White touches his g5 bishop but has not moved; Black claims to retract c6: law XX, provided the announcer has not completed his move",
      "the moment of the claim: after the offender's next act, a touch; a false announcement of check.",
      RQ + " White, now to move, touches his g5 bishop ({[%touch g5]}) and has not moved it when Black claims.",
      ['XX'],
      ["Law XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» 5... c6 is an interposition made in consequence. White has touched his bishop but completed no move. Upheld: retract-misled-move, Black electing.",
       "XXV does not stand in the way: it limits the claims of an adversary against a false move and the like, and here Black's own c6 is the act retracted.",
       "Other codes: twenty-laws 6 on the same record after White's j'adoube (4303: upheld); Boy's Own 8 and Philidor XIV likewise before the announcer's next move."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['XX'])

    case(4329, LO, 'pawn-set-on-b8-and-left-a-pawn-black-touches-his-king-then-claims',
      "A pawn is pushed to b8 and left a pawn; Black touches his king and then claims: law XXI wants it exchanged at once, but XXV bars any penalty once the adversary has touched a Piece",
      "the moment of the claim: after the claimant has touched a man; a pawn not exchanged on the last square.",
      RP + " Black touches his king ({[%touch e7]}) and then claims that the pawn must be exchanged.",
      ['XXI', 'XXV'],
      ["Law XXI: «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged for a Queen, or any other Piece the player may think fit». The pawn was not exchanged: an irregularity.",
       "Law XXV: «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Black touched his king before claiming (glossed, laws.md A34). Out of time: the pawn stays on b8 as a pawn.",
       "Other codes: Philidor IX with VIII on the same position claimed after Black's reply (4313: out of time; a touch alone would not have closed it); twenty-laws, Boy's Own and the Acknowledged Laws have no promotion law."],
      [], 'promotion', 'black', 'out-of-time', cites=['XXI', 'XXV'], glossed=['XXV'])

    case(4330, LO, 'knight-given-and-left-on-the-giver-himself-raises-it-after-four-moves-each',
      "Odds of the queen's knight, left on b1: after four moves on each side White, the giver, raises it himself: law IV gives the adversary, after four moves on each side, the choice of proceeding with or recommencing the game",
      "the moment of the claim: several moves later, at law IV's count; the offender's own claim.",
      RT + " White, the giver, then raises the mistake himself.",
      ['IV'],
      ["Law IV: «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the game.» Four moves have been played on each side (glossed: eight plies, laws.md A7 and A29). The choice is the adversary's, whoever raised the point: continue-as-is, restart-game, in IV's order, Black electing.",
       "Other codes: twenty-laws 14 on the same record: after four moves on each side the man «cannot then be removed» and the game goes on as it stands (4304: out of time); Philidor IV leaves the choice to the receiver at any time (4314); the Acknowledged III lets the adversary elect."],
      [], 'odds-man-not-removed', 'white', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])
