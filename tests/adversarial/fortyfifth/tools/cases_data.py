"""The thirty cases of the forty-fifth set (check and the end of the game): facts, the articles quoted, the
reasoning and the ruling expected. Read by make_cases.py. Every «fragment» is checked against the seeds
(or laws.md) by check_texts.py; every board fact stated "(asserted)" is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

G_LEGAL = [('Event', 'Paris'), ('White', 'Legal de Kermur'), ('Black', 'Saint Brie')]
G_RT = [('Event', 'Vienna'), ('White', 'Reti'), ('Black', 'Tartakower')]
G_OPERA = [('Event', 'Paris, at the Opera'), ('White', 'Morphy'), ('Black', 'Duke of Brunswick and Count Isouard')]
G_IMM = [('Event', 'London'), ('White', 'Anderssen'), ('Black', 'Kieseritzky')]
G_EVER = [('Event', 'Berlin'), ('White', 'Anderssen'), ('Black', 'Dufresne')]
G_LT = [('Event', 'London'), ('White', 'Edward Lasker'), ('Black', 'Thomas')]

LEGAL6 = ("Legal's mate (Legal de Kermur v Saint Brie, Paris 1750), the game's moves to 5... Bxd1 (the game replays to "
          "7. Nd5 mate, asserted). ")
RT6 = ("Reti v Tartakower (Vienna 1910), the game's moves to 6... Qa5, which checks the e1 king along a5-b4-c3-d2-e1 "
       "(asserted; the game replays to 11. Bd8 mate, asserted). ")
OPERA = "The Opera game (Morphy v the Duke of Brunswick and Count Isouard, Paris 1858; it replays to 17. Rd8 mate, asserted). "
IMM3 = ("The Immortal game (Anderssen v Kieseritzky, London 1851; it replays to 23. Be7 mate, asserted): 1. e4 e5 2. f4 exf4 "
        "3. Bc4 Qh4, which checks the e1 king along h4-g3-f2-e1; only Kf1, Ke2 and g3 meet the check (asserted). ")
EVER = "The Evergreen game (Anderssen v Dufresne, Berlin 1852; it replays to 24. Bxe7 mate, asserted). "
LT = "Ed. Lasker v Thomas (London 1912; it replays to 18. Kd2 mate, asserted). "

def write_all(case, M):
    mv = lambda n, *ks: {k: M[n][k] for k in ks}
    # ============================================================ twenty-laws
    case(4501, TW, 'legal-bxf7-checks-without-a-word-bxc2-ignores-it-nd5-with-check',
      "Legal's mate: 6. Bxf7 checks without warning; Black ignores it and takes on c2; White says check with 7. Nd5: each retracts his last move and Black must remove his king out of check, where Ke7 is the only move (and 7. Nd5 then mates)",
      "check not said, then noticed by the checker on his next move; the only parry leads into the game's mate.",
      LEGAL6 + "6. Bxf7 checks the e8 king and White says nothing; the only move that meets the check is Ke7 (asserted). "
      "Black plays 6... Bxc2, which leaves the check standing (asserted). White then plays 7. Nd5, a lawful move, and says "
      "check ({[%check]}); the only check on the board is still the f7 bishop's, and since d5 covers e7 Black now has no lawful move: on the board it is mate (asserted). White claims the retraction.",
      ['5'],
      ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he does; but if on his next move he warn you, each party must retract his last move, and the king be removed out of check.» The warning came with White's very next move, 7. Nd5. So 7. Nd5 and 6... Bxc2 are both taken back (laws.md A35: the checker's move made with the warning, and the defender's move that ignored the check), the bishop returns to d1 with the c2 pawn, and Black must remove his king out of check.",
       "The law says «the king be removed out of check»; here the only way is the king's own move, Ke7 (asserted), so the list is one move long. Remedy retract-both-last-moves [Ke7]; nobody elects. The mate on the board after 7. Nd5 does not stand: it rests on the check that was not announced, and a warning given with a mating move is still the warning law 5 speaks of (the first adversarial set read it so). After the retraction Ke7 is forced and 7. Nd5 mates all the same, as in the game (asserted); but that is the next move's business, and this ruling gives no result.",
       "Other codes: Boy's Own 9 and Philidor XIII retract both moves in the same way; London XVIII likewise («in playing his next move»); under the Acknowledged X the exception takes the pieces back to the check within two moves, which here comes to the same position."],
      G_LEGAL, 'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['5'],
      moves=mv(4501, 'retract-both-last-moves'))

    case(4502, TW, 'reti-tartakower-qa5-checks-white-touches-g1-then-black-says-check-bd2',
      "Reti-Tartakower: 6... Qa5 checks and Black says nothing; White touches his g1 knight; only then does Black say check, and White meets it with 7. Bd2: once warned White could not play the knight without leaving his king in check, so law 1 turns the touch into a king move (Kd1, Ke2)",
      "check said late, after the defender has touched a man but before he has moved.",
      RT6 + "Black does not say check. White, to move, touches his g1 knight ({[%touch g1]}); none of its moves (Ne2, Nf3, Nh3) "
      "meets the check (asserted). Black then says check ({[%check black]}). White lets the knight go and plays 7. Bd2, the game's move, "
      "which meets the check (asserted). Black claims that the touched man governs White's move.",
      ['1', '5', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check, in which case, you are to move the king, when possible». When White touched the knight he had not been warned, and law 5 let him play as if there were no check («you are not obliged to notice it until he does»). But the warning came before he moved: from then on he had to notice the check, and no move of the knight meets it. Playing the knight now would leave the king in check, which I read as within law 1's exception (laws.md A37: a move that exposes or leaves one's own king in check is no lawful move); glossed on 1 and 5.",
       "So the touch binds White to a king move, «when possible»: Kd1 or Ke2 are lawful (asserted). 7. Bd2 is neither the touched man nor a king move. Law 11 closes claims only «after the adversary has moved a piece»; Black has not moved. Upheld: move-king [Kd1, Ke2], Black electing. Had the warning never come, the knight could have been played and would have had to be (the forty-first set's reading of the same point).",
       "Other codes: Philidor XV («he must then play his King») and London XVII (replace and move the king) reach the same king move; Boy's Own 4 excepts only a move that would «diseover check», and the Acknowledged V note gives the adversary the choice of a king move or replacement."],
      G_RT, 'touched-own-man', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['1', '5', '11'],
      glossed=['1', '5'], moves=mv(4502, 'move-king'))

    case(4503, TW, 'opera-game-the-d1-rook-leaps-the-d7-knight-to-d8-and-the-board-shows-mate',
      "The Opera game: after 15... Nxd7 White's d1 rook goes to d8 over Black's d7 knight, says check, and the board shows mate; Black claims at once: a false move, and law 3's three penalties, the mate not standing unless Black leaves the rook where it was placed",
      "a false move that gives mate, claimed at once.",
      OPERA + "The game as played to 15... Nxd7. White's 16th move is not the game's Qb8+: he sets his d1 rook on d8 ({[%move d1d8]}), "
      "leaping the Black knight on d7, and says check (asserted: d1-d8 is no rook move). As made, the rook checks e8, is guarded by "
      "the g5 bishop, and the board shows mate (asserted). Black claims at once.",
      ['3', '11'],
      ["Law 3: «If you make a false move (whether by mistake or not, giving to a piece a movement not consistent with its laws ... you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» A rook that leaps a man has made a movement not consistent with its laws. What the board shows after it is no mate in law until the move stands; Black has not played (he cannot), so law 11 does not close the claim.",
       "Remedies in law 3's order: leave-as-played (if Black chose it the rook would stay on d8 and the mate with it); move-correctly, the d1 rook's lawful moves (Re1, Rf1, Rg1, Rh1 and up the file to Rxd7; asserted); replace-and-move-king, Kb1 or Kd2 (asserted). Black elects. No result is given: it depends on the election.",
       "Other codes: Boy's Own 7 and Philidor VIII give only the king move; the Acknowledged VII gives its menu of four; London XIII gives the same three penalties as law 3, claimed before Black touches a man (XXV)."],
      G_OPERA, 'false-move', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
      elector='black', cites=['3', '11'], moves=mv(4503, 'move-correctly', 'replace-and-move-king'))

    case(4504, TW, 'queen-against-king-the-colours-reversed-white-gives-notice-fifty-each',
      "Queen against the bare king with the colours reversed: Black has the queen; White gives notice that he will count; fifty moves are played on each side without mate, and White claims the drawn game",
      "the count of moves asked for by White and run out; the law is no respecter of colours.",
      "[FEN] White: king f1 alone; Black: king d6, queen c5; White to move (asserted). White gives notice that he will count the moves "
      "({[%fifty white]}). Fifty moves are then played on each side, White first, none a check or a capture, with no man left "
      "attacked, no mate and no stalemate (asserted ply by ply). White claims a drawn game.",
      ['19'],
      ["Law 19: «In any game where the number of pieces are reduced to the king and queen against the king ... the adversary may give notice that he intends to count the moves, in which case you must check mate in not exceeding fifty moves for each player (to be computed from the notice given) or it will be a drawn game.» The ending is the first of the law's list. «the adversary» is whoever defends, here White; «you» is Black, who has the queen.",
       "Fifty moves for each player have been made from the notice, and Black has not mated: it is a drawn game. Upheld: declare-draw, result draw.",
       "Other codes: Philidor XVII names only the «difficult mates», which a queen's mate is not; the Acknowledged XII (any ending, laws.md A26) and London XXII («all other checkmates of Pieces only») draw it too; Boy's Own has no fifty-move law."],
      [], 'fifty-move-claim', 'white', 'upheld', remedies=['declare-draw'], result='draw', cites=['19'])

    case(4505, TW, 'b6-said-to-be-check-black-steps-kb7-and-stalemates-white-then-retracts',
      "A false check with 1. b6; Black, misled, plays 1... Kb7, which leaves White without a move, a stalemate were it to stand; Black claims to retract the king move before White has completed any move: law 6 allows it",
      "check said falsely; a stalemate reached through the misled move.",
      "[FEN] White: king h1, pawns b5, g3, h2; Black: king c8, queen e3, pawns g4, h3; White to move, and his only lawful move is "
      "b6 (asserted). White plays 1. b6 and says check; the pawn attacks a7 and c7, and there is no check (asserted). Black, in "
      "consequence, moves his king, 1... Kb7. White now has no lawful move and is not in check (asserted). Black claims to take back "
      "his king move.",
      ['6', '17'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» White said check and gave none; Black moved his king, the first of the two acts law 6 names; the misled player's next act is presumed to be made in consequence of the false notice, as in the earlier sets.",
       "White has not completed his next move; in this position he cannot make one. So the retraction is in time, and the position that law 17 would score as a draw («The position of stale-mate constitutes a drawn game») never becomes the end of the game: the stalemate rests on the move retracted. Upheld: retract-misled-move, Black electing. No result.",
       "Other codes: Boy's Own 8 («move your king, or any other man»), Philidor XIV and London XX (the window is the announcer's move «completed») allow the same retraction; under the Acknowledged XI the misled player elects to let the move stand or have it replaced, with no limit of time."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['6'])

    case(4506, TW, 'opera-game-bxb5-check-black-touches-the-b8-knight-then-plays-nfd7',
      "The Opera game: 11. Bxb5+ with check said; Black touches his b8 knight and then interposes with the other knight, 11... Nfd7; White claims: the touched knight must be played, and only its interpositions are lawful moves (Nc6, Nbd7)",
      "a touch in an announced check: the touched man's moves are limited to those that meet the check.",
      OPERA + "As played to 10... cxb5, then 11. Bxb5, which checks e8 along b5-c6-d7-e8, with check said. Black touches his b8 "
      "knight ({[%touch b8]}) and then plays 11... Nfd7, a lawful interposition with the other knight (asserted). The b8 knight's "
      "lawful moves are Nc6 and Nbd7, both interpositions (asserted). White claims at once.",
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check». The b8 knight can meet the check by interposing on c6 or d7 (asserted), so the exception does not reach it: it must be played. Its other squares (a6, and d7 is one of the two) are not lawful moves in the check and are not offered.",
       "Law 11 does not close the claim: White has not moved since. Upheld: compel-move-touched-man [Nc6, Nbd7], White electing. The game's 11... Nbd7 is one of them.",
       "Other codes: Boy's Own 4, Philidor V, the Acknowledged V and London VII all bind the touched man; under London the claim must come before White touches a man (XXV)."],
      G_OPERA, 'touched-own-man', 'white', 'upheld', remedies=['compel-move-touched-man'], elector='white', cites=['1', '11'],
      moves=mv(4506, 'compel-move-touched-man'))

    # ============================================================ boys-own-1829
    case(4507, BO, 'evergreen-qb3-said-to-be-check-black-plays-qf6-white-touches-his-e-pawn',
      "The Evergreen game: 8. Qb3 is called check and is none; Black answers with the game's 8... Qf6; White touches his e4 pawn; Black claims to retract the queen move: law 8 names «any other man», and White has not made his next move",
      "check said falsely; the misled move is neither a king move nor an interposition.",
      EVER + "The game as played to 7... d3; White plays 8. Qb3 and says check; the queen attacks f7 behind the c4 bishop and gives no "
      "check (asserted). Black, in consequence, plays 8... Qf6 (the game's move, lawful, asserted). White touches his e4 pawn "
      "({[%touch e4]}) but has moved nothing. Black claims to retract 8... Qf6.",
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» The challenge was false. The queen move is a move of «any other man», which Boy's Own covers though it is no interposition (twenty-laws 6 and London XX name only a king move or an interposition).",
       "White's touch of the e4 pawn is no move made, so the retraction is in time. Upheld: retract-misled-move, Black electing.",
       "Other codes: twenty-laws 6 covers only «move your king, or interpose a piece», London XX a king move or a touch «to interpose», and the Acknowledged XI a king move or a capture, so a queen move that covers f7 would fall outside their words; Philidor XIV («touch either your King, or any other piece») covers it as Boy's Own does."],
      G_EVER, 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['8'])

    case(4508, BO, 'immortal-game-qh4-checks-without-a-word-white-plays-nf3-then-asks-to-take-it-back',
      "The Immortal game: 3... Qh4 checks without a word; White, not noticing, plays 4. Nf3; then he sees the check and asks to take Nf3 back and meet it: law 9 let him play on, the move is lawful and made, and only the checker's warning brings a retraction; dismissed",
      "check not said at all, noticed by the checked player himself after his reply.",
      IMM3 + "Black says nothing. White plays 4. Nf3, which attacks the queen but leaves the check standing (asserted). Black has not "
      "moved or spoken since. White then says he finds his king in check and claims to retract 4. Nf3 and meet the check.",
      ['9', '4'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must retract his last move, and the king be removed out of check, or covered.» The law frees the checked player from noticing the check, so 4. Nf3 was a lawful move; the only retraction it provides is the one that follows the checker's warning, and Black has given none.",
       "Law 4: «When you have taken your hand from your man, he must remain where he is». Nothing in the code lets a player take back his own completed move because he has seen something afterwards (Boy's Own has no counterpart to twenty-laws 5's check «without being able to ascertain how it occurred», and here the origin is plain). Dismissed; the reading that law 9's permission is the checked player's only right is glossed on 9. If Black now says check with his next move, law 9 will retract both moves.",
       "Other codes: twenty-laws 5's second sentence is for a check of unknown origin, which this is not; Philidor XIII and London XVIII also turn on the checker's word, though London XIX has the checked player retract when the king «has been in check for several moves»; under the Acknowledged X the exception takes the pieces back within two moves whoever notices (4519)."],
      G_IMM, 'unannounced-check', 'white', 'dismissed', cites=['9', '4'], glossed=['9'])

    case(4509, BO, 'queen-leaps-d4-f5-unnoticed-black-plays-kh8-qf7-stalemates-black-wins',
      "The queen goes d4-f5 like a knight; Black does not notice and plays 1... Kh8; 2. Qf7 leaves him without a move: the false move can no longer be recalled, and the stalemated player wins",
      "a stalemate reached after an irregularity that stood.",
      "[FEN] White: king c2, queen d4, pawn h6; Black: king g8, pawn h7; White to move (asserted). White sets his queen on f5 "
      "({[%move d4f5]}), a knight's leap and no move of a queen (asserted). Black, not in check, plays 1... Kh8, lawful (asserted), "
      "without noticing. White plays 2. Qf7: Black is not in check, his king has no square, and his h7 pawn is blocked by h6 "
      "(asserted). Black claims the game.",
      ['11', '7'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» Black's king is not in check and cannot move; his one pawn cannot be moved: «or even none that can be moved» takes in a blocked pawn (laws.md A13), glossed. Black wins.",
       "The queen's leap does not undo it. Law 7: «if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it». Black played 1... Kh8 before noticing, so the false move stands as if it had been lawful, and the stalemate that followed from a lawful 2. Qf7 is a stalemate. Upheld, result black.",
       "Other codes: Philidor XVI in England gives the same win (and VIII bars the recall likewise); twenty-laws 17, the Acknowledged XIII and London XXIV make the stalemate a drawn game."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['11', '7'], glossed=['11'])

    case(4510, BO, 'immortal-game-qh4-check-said-white-answers-nf3-black-claims-a-king-move',
      "The Immortal game: 3... Qh4+ with check said; White answers 4. Nf3, which attacks the queen and leaves his king in check; Black claims at once: a false move, and law 7 obliges White to move his king (Kf1, Ke2)",
      "a move that answers a check the wrong way; the same record as 4508 with the check said.",
      IMM3 + "Black says check ({[%check]}). White plays his knight g1-f3 ({[%move g1f3]}): it attacks the queen and leaves the king "
      "in check (asserted). Black claims at once.",
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». Once check was said, a move that leaves the king in it is no lawful move (laws.md A37; law 9's freedom to ignore a check lasts only until the checker warns), so 4. Nf3 is a false move. Black has not played, so law 7's limit is not reached.",
       "The king can move without being in check: Kf1 (the game's move) or Ke2 (asserted). Upheld: move-king [Kf1, Ke2], Black electing.",
       "Other codes: Philidor VIII gives the same king move; twenty-laws 3 and London XIII give three penalties, the Acknowledged VII its menu of four."],
      G_IMM, 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'], moves=mv(4510, 'move-king'))

    case(4511, BO, 'rook-and-bishop-against-rook-fifty-each-the-code-has-no-count',
      "Rook and bishop against rook: Black gives notice that he will count; fifty moves are played on each side without mate and Black claims a drawn game: the Boy's Own laws have no such law; by analogy with every code that has one, the game is drawn",
      "the count of moves asked for under a code that sets none.",
      "[FEN] White: king d6, rook b2, bishop f3; Black: king d8, rook h1; Black to move (asserted). Black gives notice that he will "
      "count ({[%fifty black]}). Fifty moves are played on each side, none a check or a capture, with no man left attacked, no mate "
      "and no stalemate (asserted ply by ply). Black claims a drawn game.",
      ['11', (TW, '19'), (PH, 'XVII'), (LO, 'XXII')],
      ["The eleven laws say nothing of a count of moves or of a drawn game by it; law 11 is quoted only to show that the code's one end other than mate is the stalemate. The code also has no article sending disputes to anyone, so the ruling is made by analogy, as a third person would make it.",
       "Every code that provides for the ending names this very one: twenty-laws 19 «the rook and bishop against the rook», Philidor XVII «that of a Rook and a Bishop against a Rook», London XXII «with a Rook and Bishop against a Rook», and all three make the game drawn when fifty moves on each side from the notice pass without mate. Fifty have passed. No law provides; by analogy: declare-draw, result draw.",
       "Other codes: twenty-laws 19, Philidor XVII, the Acknowledged XII and London XXII draw it by their own words."],
      [], 'fifty-move-claim', 'black', 'no-law-provides', remedies=['declare-draw'], result='draw', cites=[])

    case(4512, BO, 'legals-mate-undertaken-with-the-bishop-given-with-the-knight',
      "Legal's mate played by a White who had undertaken to mate with his king's bishop; the mate 7. Nd5 is given by the knight; Black says it does not count: the Boy's Own laws say nothing of such undertakings, so the point is for a third person",
      "a mate undertaken with a given man; the mate given with another.",
      "White undertook, before the game, to mate with his king's bishop ({[%condition white]}). " + LEGAL6.replace('the game\'s moves to 5... Bxd1', 'as played')
      + "The game then runs 6. Bxf7+ Ke7 7. Nd5, every check said. The mate is given by the d5 knight; the f7 bishop only guards "
      "squares round the king (asserted). Black claims that the mate does not count.",
      [(LO, 'XXIII')],
      ["The Boy's Own laws have no article on a mate undertaken with a particular man, and none on disputes. Only the London code (XXIII) speaks of such undertakings, and it says only that the player «is not restricted to any number of moves»; no code says whether a mate given otherwise counts, is lost, or drawn.",
       "Whether the bishop's part (it took f7 and guards the king's squares) satisfies the undertaking is a question of what the players agreed, not of the laws. I would not rule it by analogy: no law provides, and the point goes to a third person (refer-to-third-party), as the earlier Boy's Own case on a mate with the wrong man did. No result.",
       "Other codes: London XXIII and XXVI (the bystanders decide), twenty-laws 20 and the Acknowledged XIV send it to a third person; Philidor is silent as here."],
      G_LEGAL, 'conditional-mate-agreement', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    # ============================================================ philidor
    case(4513, PH, 'evergreen-rxe7-checks-without-a-word-black-ignores-it-and-mates-with-qxg2',
      "The Evergreen game: 20. Rxe7 is played without saying check; Dufresne ignores the check and mates with 20... Qxg2, saying check; White claims that the mating move was false: rule XIII let Black play as if the check did not exist, and White has no next move; the mate stands",
      "check not said; the checked player ignores it and mates.",
      EVER + "The game as played to 19... Qxf3. White plays 20. Rxe7, which checks e8, and says nothing; Kd8, Kf8 and Nxe7 meet the "
      "check (asserted). Black plays 20... Qxg2 and says check: it leaves the rook's check standing, and White, whose king has no "
      "square and cannot take the queen (guarded by the g8 rook), has no lawful move (asserted). White claims that Black's move was "
      "false because his king stood in check.",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move». Black was not bound to ward off the rook's check and might play as if it did not exist, so 20... Qxg2 was a lawful move.",
       "The only way back was White's word of check «in playing the next move». White has no next move: his king is checkmated, the check on Black's king notwithstanding (a king is never taken; laws.md §6 item 1). The reading that the mate stands is glossed on XIII. Dismissed; result black.",
       "Other codes: twenty-laws 5, Boy's Own 9 and London XVIII turn on the same word on the checker's next move and give the same result; under the Acknowledged X the checked player «need not take notice of the Check» either."],
      G_EVER, 'unannounced-check', 'white', 'dismissed', result='black', cites=['XIII'], glossed=['XIII'])

    case(4514, PH, 'opera-game-bxb5-check-said-black-steps-kd7-along-the-line',
      "The Opera game: 11. Bxb5+ with check said; Black's king steps to d7, on the bishop's own diagonal; White claims at once: a false move, and rule VIII makes Black play his king as in rule VI, where Kd8 is the only lawful king move",
      "a move that answers a check the wrong way: the king steps along the line of the check.",
      OPERA + "As played to 10... cxb5; 11. Bxb5, check said. Black moves his king e8-d7 ({[%move e8d7]}); d7 lies on the b5-e8 "
      "diagonal, so the king stays in check (asserted). White claims at once. In the check the king's only lawful move is Kd8 (asserted).",
      ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move». A king that moves and stays in an announced check has made a false move; White has made no move since, so it can be recalled.",
       "Rule VI's words («must play your King if you can») apply: the false move is taken back and Black plays his king (laws.md A36). The only lawful king move is Kd8. Upheld: move-king [Kd8], White electing.",
       "Other codes: Boy's Own 7 the same king move; twenty-laws 3 and London XIII three penalties; the Acknowledged VII its menu."],
      G_OPERA, 'false-move', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['VIII', 'VI'],
      moves=mv(4514, 'move-king'))

    case(4515, PH, 'bishop-and-knight-fifty-each-then-bd4-stalemates-black-too-late-to-win',
      "Bishop and knight against the king: Black asks for the fifty moves; they pass on either side without mate; play goes on and White's 52nd move stalemates Black, who claims the win of the English usage: the game was already drawn when the fifty moves were over",
      "the count of moves asked for and run out; a stalemate after the end.",
      "[FEN] White: king c7, bishop f4, knight g1; Black: king a8; Black to move (asserted). Black asks for the fifty moves "
      "({[%fifty black]}). Fifty moves are played on either side, Black first, none a check or a capture, with no mate and no "
      "stalemate; then Black's 51st, White's 51st and Black's 52nd, likewise (asserted ply by ply). White's 52nd move, Bd4, leaves "
      "Black not in check with no lawful move (asserted). No country is named. Black claims the game under rule XVI.",
      ['XVI', 'XVII'],
      ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is stale-mate. In England, he whose King is stale-mate wins the game». The position is a stale-mate, and England is the default usage (laws.md A19).",
       "But rule XVII had already ended the game: «at the adversary's request, fifty moves on either side must be appointed for the end of the game: these moves being over, it will be a drawn game.» Knight and bishop against the king is the first of its «difficult mates». Fifty moves on either side were over after White's fiftieth; from then on the game was drawn, and the later moves, the stalemate among them, count for nothing. The reading that the count's end is the end of the game is glossed on XVII. Dismissed; result draw.",
       "Other codes: twenty-laws 19 («or it will be a drawn game») and London XXII («the game will be considered as drawn») end it the same way, and under them and the Acknowledged XIII a stalemate is a draw anyway; Boy's Own has no count, so there the stalemate would win for Black (law 11)."],
      [], 'stalemate-result', 'black', 'dismissed', result='draw', cites=['XVI', 'XVII'], glossed=['XVII'])

    case(4516, PH, 'immortal-game-qh4-check-said-white-touches-the-queen-then-plays-g3',
      "The Immortal game: 3... Qh4+ with check said; White lays hand on Black's queen without j'adoube, then covers with 4. g3; Black claims: nothing of White's can take the queen, so rule VI makes White play his king (Kf1, Ke2)",
      "a touch of the checking man; the king move it brings.",
      IMM3 + "Black says check. White touches Black's queen on h4 ({[%touch h4]}) without saying j'adoube, lets it go, and plays 4. "
      "g3, a lawful interposition. No White man attacks h4 (asserted). Black claims.",
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» The queen is not takeable (asserted): the first penalty is offered but cannot be enforced.",
       "The king can be played: Kf1 (the game's move) or Ke2 (asserted). 4. g3 is no king move, so the penalty is unpaid. Upheld: compel-capture-of-touched-man (unenforceable), move-king [Kf1, Ke2], Black electing.",
       "Other codes: twenty-laws 2 (with «you cannot castle that move»), Boy's Own 5 and London IX give the same two steps; the Acknowledged VII its menu."],
      G_IMM, 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king'],
      elector='black', cites=['VI'], moves=mv(4516, 'move-king'), unenforceable=['compel-capture-of-touched-man'])

    case(4517, PH, 'queen-through-her-own-e2-pawn-to-h5-unnoticed-qxf7-mates-black-claims-after',
      "1. d4 e5 2. the queen goes d1-h5 through White's own e2 pawn; Black plays on, and 5. Qxf7 mates; only then does Black claim the false move: rule VIII, no false move can be recalled after the adversary's next move, and the mate stands",
      "a false move unnoticed; mate reached after it; the claim made after the mate.",
      "1. d4 e5; White sets his queen on h5 ({[%move d1h5]}), passing through his own e2 pawn (asserted: no move of a queen). Black, "
      "not noticing, plays 2... Nc6, and then 3. e4 d6 4. Bc4 Nf6 5. Qxf7 follow, all lawful; 5. Qxf7, guarded by the c4 bishop, "
      "mates, with check said (asserted). Black then claims that White's second move was false.",
      ['VIII'],
      ["Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» The false move was White's second; Black's next move, 2... Nc6, was made long before the claim. The queen's leap is therefore treated «as if ... had been just», and so is everything that followed from it.",
       "The claim is out of time, and the mate, lawful in itself, stands. Out of time; result white.",
       "Other codes: twenty-laws 3 and 11, and Boy's Own 7, close the claim when the adversary has played; London XXV when he «touches a Piece or Pawn»; the Acknowledged VII sets no limit, so there the claim would be heard even now."],
      [], 'false-move', 'black', 'out-of-time', result='white', cites=['VIII'])

    case(4518, PH, 'back-rank-rb1-checks-silently-white-touches-a2-then-check-is-said-nf1',
      "Back rank: 1... Rb1 checks without warning; White touches his a2 pawn; then Black says check, and White interposes 2. Nf1; Black claims the touch: warned, White could not play the pawn without leaving his king in check, and his king cannot be played: rule XV, the fault is of no consequence",
      "check said late, after the touch; the king that cannot stir.",
      "[FEN] White: king g1, knight d2, pawns a2, f2, g2, h2; Black: king g8, rook b8, pawns f7, g7, h7; Black to move (asserted). "
      "1... Rb1 checks along the first rank, and Black says nothing; White's king has no lawful move (asserted). White touches his a2 "
      "pawn ({[%touch a2]}); no step of it meets the check (asserted). Black then says check ({[%check black]}). White plays 2. Nf1, "
      "a lawful interposition (asserted). Black claims that the touch binds White.",
      ['V', 'XV', 'XIII'],
      ["Rule V: «A Piece once touched must be played». But rule XIII freed White only until the check was said: he «may consequently play as if such check did not exist». Black said it before White moved, so from then on the pawn «cannot» be played without leaving the king in check. Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King; and if his King cannot be played, the fault is of no consequence.» «giving check» is read as exposing one's own king (laws.md A17); glossed on XV, and the late word's effect on XIII.",
       "White's king has no lawful move (asserted). The claim is well founded, but the only penalty cannot be enforced: move-king, unenforceable; 2. Nf1 stands. Upheld in form, with nothing to enforce.",
       "Other codes: twenty-laws 1 and 18 («In no case where the penalty of moving the king would place him in check, can it be enforced»), London XVII («if the King cannot be moved, no penalty can be inflicted») agree; the Acknowledged V note would let the adversary elect replacement and a legal move instead; Boy's Own 4 excepts only a man whose move «would diseover check»."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['V', 'XV', 'XIII'],
      glossed=['XV', 'XIII'], unenforceable=['move-king'])

    # ============================================================ acknowledged-laws
    case(4519, AC, 'opera-game-bxb5-checks-without-a-cry-black-plays-h6-then-finds-it-himself',
      "The Opera game: 11. Bxb5 checks without a cry of check; Black plays on with 11... h6 and then, before White moves, finds his king in check and claims: one move only has been made, so under the exception to law X the pieces are replaced and Black answers the check",
      "check not said; noticed by the checked player himself after one move.",
      OPERA + "As played to 10... cxb5; 11. Bxb5 checks e8 and White does not cry check; Nc6, Nbd7, Nfd7, Qd7 and Kd8 meet it "
      "(asserted). Black plays 11... h6, which leaves the check standing (asserted). Before White moves, Black says his king is in "
      "check and claims to answer it.",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its exception: «two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.» Read with laws.md A25: when the check is found within two moves, whoever finds it, the moves are taken back to the check and the check is answered; glossed on X.",
       "One move has been made since the check. The pieces are replaced (11... h6 taken back) and Black must move out of check by any lawful means: Nfd7, Qd7, Nc6, Nbd7 or Kd8 (asserted). Upheld: retract-to-point-of-check.",
       "Other codes: Boy's Own 9, Philidor XIII and twenty-laws 5 give the retraction only on the checker's warning (4508 dismisses the checked player's own plea); London XIX has the checked player retract and free his king."],
      G_OPERA, 'unannounced-check', 'black', 'upheld', remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'],
      moves=mv(4519, 'retract-to-point-of-check'))

    case(4520, AC, 'lasker-thomas-ng5-said-to-be-check-kh8-qxh7-mates-black-claims-after-the-mate',
      "Lasker-Thomas: White plays 11. Ng5 and says check, which it is not; Black, misled, plays 11... Kh8, and 12. Qxh7 mates; Black then claims: law XI sets no limit of time, so he may still elect to let his king move stand or have the pieces replaced",
      "check said falsely; mate reached after the misled move; the claim made after the mate.",
      LT + "The game as played to 10... Qe7. White's 11th move is not the game's Qxh7+: he plays 11. Ng5 and says check; the knight "
      "gives none (asserted). Black, in consequence, plays 11... Kh8 (lawful), and 12. Qxh7, guarded by the g5 knight, mates, with "
      "check said (asserted). Black then claims under law XI.",
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» White said check without attacking the king; Black moved his king. «the latter» is the misled player (laws.md A27).",
       "Law XI sets no limit of time, unlike twenty-laws 6, Boy's Own 8, Philidor XIV and London XX; the mate that followed does not close it (glossed on XI: the election survives the adversary's next move). Upheld: leave-as-played or retract-misled-move, Black electing; if he has the pieces replaced, White's 12. Qxh7 goes back with them. No result until he elects.",
       "Other codes: London XX allows the retraction only «provided his adversary has not completed his last move» (4526: out of time, the mate stands); twenty-laws 6, Boy's Own 8 and Philidor XIV likewise close with the announcer's next move."],
      G_LT, 'false-check-announcement', 'black', 'upheld', remedies=['leave-as-played', 'retract-misled-move'],
      elector='black', cites=['XI'], glossed=['XI'])

    case(4521, AC, 'queen-against-rook-black-calls-for-mate-in-fifty-fifty-each-pass',
      "Queen against rook: Black, the defending player, calls on White to mate in fifty moves; fifty moves are played on each side without mate, and Black claims the draw: law XII, read for any ending (the forces are not equal)",
      "the count of moves asked for in an ending of unequal forces, and run out.",
      "[FEN] White: king d3, queen a1; Black: king c6, rook f2; Black to move; no man attacked (asserted). Black calls on White to mate "
      "in fifty moves ({[%fifty black]}). Fifty moves are played on each side, none a check or a capture, with no man left attacked, "
      "no mate and no stalemate (asserted ply by ply). Black claims a drawn game.",
      ['XII'],
      ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his adversary to mate in fifty moves or draw the game.» Queen against rook is not «equal forces». laws.md A26 reads the law for any ending (the Enquire Within text it condenses has «one with a superior to an inferior force, or even if they have equal forces»), and the fifty moves as fifty on each side; glossed.",
       "Black defends; he called; fifty moves on each side have passed without mate. Upheld: declare-draw, result draw.",
       "Other codes: London XXII names «Queen against a Rook» and draws it; twenty-laws 19 lists no such ending (queen against king only), and Philidor XVII only the «difficult mates», so under them the count would not run; Boy's Own has none."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(4522, AC, 'evergreen-bf5-double-check-said-black-interposes-nd5-on-the-file',
      "The Evergreen game: 22. Bf5+ is double check, with check said; Black interposes his knight on d5, covering the rook's file but not the bishop's diagonal; White claims: an illegal move, and law VII's menu; the knight has no right move, the king has Kc6 and Ke8",
      "a move that answers a check the wrong way: one of two checks covered.",
      EVER + "As played to 21... Kxd7; 22. Bf5, check said: the bishop checks along f5-e6-d7 and the d1 rook along the d-file "
      "(asserted). Black sets his e7 knight on d5 ({[%move e7d5]}): a knight's move that covers the file but leaves the bishop's check "
      "(asserted). White claims at once. In the double check the knight has no lawful move; the king has Kc6 and Ke8 (asserted).",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» A move that leaves the king in an announced check is an illegal move. The menu is read with laws.md A23: only the remedies that fit the offence are offered, so «take the man» (for a man of the adversary's) is left out.",
       "The right move («make the right move») with the knight is offered but cannot be enforced: in a double check the knight has no lawful move (asserted). The king can move: Kc6 or Ke8 (the game's move). Replacement and a legal move is offered too, and in this position comes to the same king moves. Upheld: move-correctly (unenforceable), move-king [Kc6, Ke8], replace-and-move-legally; White elects.",
       "Other codes: Boy's Own 7 and Philidor VIII give the king move only; twenty-laws 3 and London XIII three penalties, the natural move unenforceable as here."],
      G_EVER, 'false-move', 'white', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
      elector='white', cites=['VII'], moves=mv(4522, 'move-king'), unenforceable=['move-correctly'])

    case(4523, AC, 'immortal-game-qh4-check-said-white-touches-the-g1-knight-then-plays-g3',
      "The Immortal game: 3... Qh4+ with check said; White touches his g1 knight, none of whose moves meets the check, then covers with 4. g3; Black claims: the piece cannot be legally moved, so the note to law V lets him elect a king move (Kf1, Ke2) or replacement",
      "a touch in an announced check of a man that cannot meet it.",
      IMM3 + "Black says check. White touches his g1 knight ({[%touch g1]}); none of its moves meets the check (asserted). He lets it "
      "go and plays 4. g3. Black claims.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «If the piece cannot be legally moved, the adversary may elect for the player to move his King or replace the piece.» In an announced check the knight cannot be legally moved: every move of it leaves the king in check. The note's words «cannot be legally moved» are read literally, as in the earlier Acknowledged cases, to take in a man that cannot meet a check; glossed on V.",
       "4. g3 was neither the king move nor the adversary's election. Upheld: move-king [Kf1, Ke2] or replace-and-move-legally (laws.md A22: replace the piece and make a legal move), Black electing. Had White answered with a king move the claim would be met already (the forty-first set's Marshall-Capablanca case).",
       "Other codes: twenty-laws 1, Philidor XV and London XVII turn the touch into a king move (Philidor's and London's on the exposure reading); Boy's Own 4 excepts only a move that would «diseover check», so there the knight would be bound and no move of it possible."],
      G_IMM, 'touched-own-man', 'black', 'upheld', remedies=['move-king', 'replace-and-move-legally'], elector='black',
      cites=['V'], glossed=['V'], moves=mv(4523, 'move-king'))

    case(4524, AC, 'be4-checks-without-a-cry-re1-ignores-it-and-pins-the-bishop-black-calls-it-stalemate',
      "Black's 1... Be4 checks without a cry; White, not noticing, plays 2. Re1, which pins the bishop and leaves Black no lawful move; Black claims a stalemate: under law X's exception the pieces must be replaced and White must move out of check, so there is no stalemate to score",
      "check not said; a stalemate on the board reached by the move that ignored it.",
      "[FEN] White: king h1, queen c7, rook a1, pawn g7; Black: king e8, bishop h7; Black to move; Black's king has no square "
      "(asserted). 1... Be4 checks the h1 king along e4-f3-g2-h1, and Black does not cry check (asserted). White plays 2. Re1, which "
      "does not meet the check (asserted). Now Black is not in check and has no lawful move, the bishop being pinned on the e-file, "
      "while White's king still stands in the bishop's check (asserted). Black claims a stalemate, a drawn game.",
      ['XIII', 'X'],
      ["Law XIII: «Stalemate is a drawn game.» On the board Black has no lawful move and is not in check. But the board is not yet a settled position: law X let White take no notice of the uncried check, and its exception says «two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made». One move has been made since the check, and the check is now found (laws.md A25).",
       "So 2. Re1 is replaced, and White must move out of check; the position that looks like a stalemate is undone by the law itself, and Black, who did not cry check, cannot score it. Dismissed; the reading that the exception's «must be replaced» undoes the stalemate is glossed on X. No result.",
       "Other codes: under twenty-laws 5, Boy's Own 9, Philidor XIII and London XVIII the retraction waits for the checker's word with his next move, and Black has no next move: there the stalemate would stand (a draw, or in Boy's Own and English Philidor a win for Black); London XIX («the player whose King is in check must retract») would undo it as here."],
      [], 'stalemate-result', 'black', 'dismissed', cites=['XIII', 'X'], glossed=['X'])

    # ============================================================ london-1847
    case(4525, LO, 'evergreen-nf6-checks-without-a-word-two-moves-each-then-check-said-with-rad1',
      "The Evergreen game: 17. Nf6 checks without a word; Black takes on f3, White retakes, Black plays Rg8, and White says check only with 19. Rad1: too late for XVIII's retraction of the last moves, but the king has been in check for several moves and all the known moves since are retracted (XIX)",
      "check not said; said late, two moves after.",
      EVER + "As played to 16... Qh5; 17. Nf6 checks e8, and White says nothing; gxf6, Kd8 and Kf8 meet it (asserted). Black plays "
      "17... Qxf3, White 18. gxf3, Black 18... Rg8, and White 19. Rad1, saying check with it; Black's two moves leave the knight's "
      "check standing (asserted). White claims that the check be answered.",
      ['XVIII', 'XIX'],
      ["Law XVIII: «If a player attack the adverse King without saying \"Check,\" his adversary is not obliged to attend to it : but if the former, in playing his next move, were to say \"Check,\" each player must retract his last move». White's word came with his second move after the check, not with his next: XVIII's retraction of the last two moves does not apply.",
       "Law XIX governs a king that «has been in check for several moves»: «if the moves made subsequent to the check be known, they must be retracted.» The record shows them all. Read with laws.md A33 (with a complete record XIX's second clause applies, whoever speaks), glossed on XIX: 17... Qxf3, 18. gxf3, 18... Rg8 and 19. Rad1 are retracted, the queen and the f3 knight come back, and Black must free his king: gxf6, Kd8 or Kf8 (asserted). Upheld: retract-to-point-of-check.",
       "Other codes: twenty-laws 5, Boy's Own 9 and Philidor XIII have no XIX, and a warning a move late is out of time there; under the Acknowledged X four moves have been made since the check, beyond the exception's «two moves only», and beyond it the code is silent (XIV)."],
      G_EVER, 'unannounced-check', 'white', 'upheld', remedies=['retract-to-point-of-check'], cites=['XVIII', 'XIX'],
      glossed=['XIX'], moves=mv(4525, 'retract-to-point-of-check'))

    case(4526, LO, 'lasker-thomas-ng5-said-to-be-check-kh8-qxh7-mates-black-claims-too-late',
      "Lasker-Thomas: 11. Ng5 is called check and is none; Black, misled, plays 11... Kh8, and 12. Qxh7 mates; Black then claims under law XX: his adversary has completed his move, so the retraction is out of time and the mate stands",
      "check said falsely; mate reached after the misled move; the same record as 4520.",
      LT + "The game as played to 10... Qe7; 11. Ng5, check said, and there is none (asserted). Black, in consequence, plays 11... Kh8, "
      "and 12. Qxh7 mates, with check said (asserted). Black then claims to retract his king move.",
      ['XX'],
      ["Law XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» «his last move» is read as the announcer's move after the misled one (glossed on XX), as in the earlier London cases: the window stays open while White has only touched or not moved.",
       "White has completed 12. Qxh7, and it mates. The retraction is out of time, and the mate, a lawful move, stands. Out of time; result white.",
       "Other codes: the Acknowledged XI sets no limit (4520: the same record, upheld, Black elects); twenty-laws 6, Boy's Own 8 and Philidor XIV close with the announcer's next move, as here."],
      G_LT, 'false-check-announcement', 'black', 'out-of-time', result='white', cites=['XX'], glossed=['XX'])

    case(4527, LO, 'lasker-thomas-undertook-to-mate-with-the-king-kd2-discovers-the-rooks-mate',
      "Lasker-Thomas played by a White who had undertaken to mate with his king: 18. Kd2 mates, but the check is the a1 rook's, which the king's move uncovers; Black says the undertaking is not met: law XXIII says only that such a player has no limit of moves; the point is for the bystanders (XXVI)",
      "a mate undertaken with a given man; the mate given by the man's move but not by the man.",
      "White undertook, before the game, to mate with his king ({[%condition white]}). " + LT + "The game as played, every check "
      "said. The mating move is the king's, 18. Kd2, but the only checking man is the a1 rook, which the king's move uncovers "
      "(asserted). Black claims that the mate does not count.",
      ['XXIII', 'XXVI'],
      ["Law XXIII: «If a player agree to checkmate with a particular Piece or Pawn, or on a particular square, or engage to force his adversary to stalemate or checkmate him, he is not restricted to any number of moves.» The law recognises the undertaking and frees it from the fifty-move count; it says nothing of what a mate «with» a man is, or of what follows if the mate does not meet the undertaking. Glossed on XXIII.",
       "Whether a mate by discovery is a mate «with» the king that moved is a question of what the players agreed, and there is no law on it. Law XXVI: «Should any question arise, respecting which there is no law ... the players must refer the point to the most skilful disinterested bystanders». No law provides: refer-to-third-party. No result.",
       "Other codes: none of the other four speaks of undertakings at all; twenty-laws 20 and the Acknowledged XIV send the point to a third person or bystander, Boy's Own and Philidor have no such article (4512)."],
      G_LT, 'conditional-mate-agreement', 'black', 'no-law-provides', remedies=['refer-to-third-party'],
      cites=['XXIII', 'XXVI'], glossed=['XXIII'])

    case(4528, LO, 'rook-against-the-bare-king-notice-given-white-mates-with-his-fiftieth-move',
      "Rook against the bare king: Black gives notice that he will count; after Black's fiftieth move White mates with his fiftieth; Black claims the draw: law XXII allows fifty moves on each side «at most», and the mate came within them",
      "the count of moves asked for; mate on its last move.",
      "[FEN] White: king g6, rook a2; Black: king g8; Black to move (asserted). Black gives notice that he will count ({[%fifty black]}). "
      "Black's fifty moves and White's forty-nine follow, none a check or a capture, with no mate and no stalemate (asserted ply by ply); "
      "White's fiftieth move mates, with check said (asserted). Black claims a drawn game.",
      ['XXII'],
      ["Law XXII: «he must checkmate his adversary in fifty moves on each side at most, or the game will be considered as drawn; the fifty moves commence from the time the adversary gives notice that he will count them. The law holds good for all other checkmates of Pieces only, such as Queen, or Rook only». A rook's mate is within the law (laws.md A32), glossed on XXII; the count runs from the notice.",
       "White mated with his fiftieth move from the notice: «in fifty moves on each side at most» includes the fiftieth. The game ended with the mate before it could be drawn. Dismissed; result white.",
       "Other codes: twenty-laws 19 does not list a rook's mate, so there the notice would count for nothing; Philidor XVII («difficult mates») likewise; the Acknowledged XII would run the count and give the same answer."],
      [], 'fifty-move-claim', 'black', 'dismissed', result='white', cites=['XXII'], glossed=['XXII'])

    case(4529, LO, 'queen-leaps-d6-f7-and-stalemates-black-who-lets-it-stand-and-claims-the-draw',
      "The queen goes d6-f7 like a knight and leaves Black, not in check, with no move; Black, who is losing, does not ask for a penalty but claims the stalemate: the first of XIII's penalties is to let the move remain, and a stalemate is a drawn game",
      "a false move that gives stalemate; the adversary lets it stand.",
      "[FEN] White: king c2, queen d6, pawn h6; Black: king h8, pawn h7; White to move (asserted). White sets his queen on f7 "
      "({[%move d6f7]}), a knight's leap and no move of a queen (asserted). As made, Black is not in check and has no lawful move "
      "(asserted). Black, before touching anything, claims a drawn game.",
      ['XXIV', 'XIII'],
      ["Law XXIV: «A stalemate is a drawn game.» The position is a stalemate only if the false move stands.",
       "Law XIII: «If a player make a false move ... his adversary has the choice of three penalties; viz., 1st, of compelling him to let the Piece or Pawn remain on the square to which he played it». The choice is Black's, not White's; by claiming the stalemate he takes the first, and White cannot recall his own move (VIII: «having quitted it, he cannot recall the move»). Upheld; result draw.",
       "Other codes: twenty-laws 3 and 17 and the Acknowledged VII and XIII answer the same; under Boy's Own 11 and English Philidor XVI the stalemated player wins (4509)."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XXIV', 'XIII'])

    case(4530, LO, 'evergreen-rxe7-check-said-black-lays-hold-of-the-rook-then-plays-kf8',
      "The Evergreen game: 20. Rxe7+ with check said; Black takes hold of the e7 rook without j'adoube and plays 20... Kf8; White claims: law IX compels him to take the rook, and only Nxe7, the game's move, can take it",
      "a touch of the checking man, which can be lawfully taken.",
      EVER + "As played to 19... Qxf3; 20. Rxe7, check said. Black lays hold of the e7 rook ({[%touch e7]}) without saying j'adoube, "
      "lets it go, and plays 20... Kf8, lawful (asserted). Only Nxe7 takes the rook lawfully: Kxe7 is barred by the f6 pawn "
      "(asserted). White claims before touching anything.",
      ['IX', 'XXV'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it». The word «take» is read as take hold of (laws.md A28); glossed on IX. The rook can be legally taken, by Nxe7 only, so the king move of IX's second clause does not arise.",
       "Law XXV («the adversary must take notice of such irregularity before he touches a Piece or Pawn») is met: White claims before touching a man. Upheld: compel-capture-of-touched-man [Nxe7], White electing. 20... Kf8 is taken back, and the compelled capture is the game's own move.",
       "Other codes: twenty-laws 2, Boy's Own 5 and Philidor VI compel the capture likewise; the Acknowledged VII offers it among its menu."],
      G_EVER, 'touched-adversary-man', 'white', 'upheld', remedies=['compel-capture-of-touched-man'], elector='white',
      cites=['IX', 'XXV'], glossed=['IX'], moves=mv(4530, 'compel-capture-of-touched-man'))
