"""The thirty cases of the twenty-first set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'


def write_all(case, F):
    # ============================================================ twenty-laws
    case(2101, TW, 'rook-and-knight-exchanged-claimed-by-white-after-three-moves-each',
      "White's queen's rook and queen's knight stood on each other's squares; White himself notices after three moves each: law 12 lets the mistake be rectified while neither party has played four moves",
      "men misplaced at the start under the twenty laws (only one earlier case, a late claim); the count of law 12 (laws.md A7); the claim made by the player who misplaced them.",
      "Start [FEN] rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/NRBQKBNR w: the set-up differs from the standard array on a1 and b1 only, knight and rook exchanged (asserted). 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5: three moves each, White has not played his fourth, and the two misplaced men have not moved (asserted). White claims that the men be set right.",
      ['12'],
      ["Law 12: «If at the commencement of a game ... the pieces be placed wrongly upon the board ... the mistake may be rectified, provided neither party have played four moves; but if they have done so, the game must be played out.» Laws.md A7: «correction is allowed until either side» completes its fourth move. Neither has. The law does not say who may ask, so the player who made the mistake may ask as well as his adversary. Upheld: the rook and knight are set on their squares and play goes on."],
      [], 'initial-men-misplaced', 'white', 'upheld', remedies=['rectify-setup'], cites=['12'], glossed=['12'])

    case(2102, TW, 'fifty-moves-two-bishops-against-the-king',
      "King and two bishops against the bare king: Black gives notice to count, fifty moves are played on each side without mate, and law 19, read as \"two bishops [against the king]\", makes the game drawn",
      "law 19's list read as laws.md A3 reads it: \"or two bishops\" is two bishops against the king; counted from the notice.",
      "Start [FEN] 8/8/8/4k3/8/8/8/2B1KB2 b: White has his king and both bishops, Black his king alone (asserted). Black gives notice that he will count ({[%fifty black]}). Fifty moves are then played on each side with no capture, no mate and no stalemate (asserted: a quiet walk generated and replayed with python-chess). Black claims the game drawn.",
      ['19'],
      ["Law 19: «In any game where the number of pieces are reduced to the king and queen against the king; the rook and bishop against the rook, or two bishops; or a knight and bishop against the king only, the adversary may give notice that he intends to count the moves, in which case you must check mate in not exceeding fifty moves for each player (to be computed from the notice given) or it will be a drawn game.» Laws.md A3 reads «or two bishops» as K+B+B against the king, not rook and bishop against two bishops. On that reading this ending is in the list; the notice was given by the adversary, and fifty moves each have passed from it without mate. Upheld: a drawn game."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['19'], glossed=['19'])

    case(2103, TW, 'false-check-black-castles-in-consequence',
      "White plays Ba4 and says check, but the d7 pawn stands between; Black castles on the queen's side and claims before White moves again: castling moves the king, so law 6 lets him retract it",
      "a false announcement of check; castling as the misled \"move your king\"; the claim window of law 6.",
      "Start [FEN] r3k3/3p4/8/8/8/1B6/8/4K3 w q. 1. Bb3-a4, and White says \"check\" ({[%check]}): there is no check, the d7 pawn stands between a4 and e8 (asserted). Black, in consequence, castles on the queen's side, 1... O-O-O, a lawful move (asserted). Before White makes his next move Black claims.",
      ['6'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» Castling is a move of the king (the rook goes with it), so it is a king move made in consequence of the false notice. White has not moved since. Upheld: Black may take the castling back, and with it the right to castle stands as before."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['6'], glossed=['6'])

    case(2104, TW, 'discovered-check-unannounced-ignored-by-a-capture',
      "White's d-pawn steps to d5 and uncovers a check from the b2 bishop without a word; Black takes the pawn, which does not meet the check; White says check with his next move: law 5 makes each party retract his last move",
      "an unannounced check given by discovery; the ignoring move is a capture; the warning comes on the checker's next move (laws.md A35).",
      "Start [FEN] 7k/p7/4p3/8/3P4/8/1B6/6K1 w. 1. d5 uncovers a check from the b2 bishop on the h8 king (asserted); White says nothing. Black plays 1... exd5, which does not meet the check: only Kg8, Kh7 or e5 would (asserted). White plays 2. Kf2 and says \"check\" ({[%check]}). White claims that the moves be retracted and the check met.",
      ['5'],
      ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he does; but if on his next move he warn you, each party must retract his last move, and the king be removed out of check.» White warned on his next move. Laws.md A35: the checker takes back the move played with the warning (Kf2), the defender the move by which he ignored the check (exd5, so the d5 pawn comes back), and Black must then meet the check. Upheld."],
      [], 'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['5'])

    case(2105, TW, 'pawn-odds-kings-pawn-taken-off-noticed-after-two-moves-each',
      "White, giving the odds of a pawn, took off his king's pawn and left his king's bishop's pawn on; Black notices after two moves each: under law 13 the pawn given is the king's bishop's pawn, and under law 14 an error noticed before four moves means the game is begun again",
      "odds of a pawn; law 13's \"always understood\"; law 14's two branches, noticed early.",
      "[Odds \"white pawn e2\"]: under this code the record means that White took off his e2 pawn and left the king's bishop's pawn on f2. 1. Nf3 e5 2. Nc3 Nc6: two moves each; the f2 pawn is on the board (asserted). Black claims.",
      ['13', '14'],
      ["Law 13: «if he engage to give a pawn, the king's bishop's pawn is always understood». So the pawn agreed to be conceded is the one on f2, and it is still on the board. Law 14: «if a player omit to take off the piece or pawn agreed to be conceded, until four moves on each side have been played, it cannot then be removed ... If the error be noticed before four moves have been played, the game is to be re-commenced». Two moves each have been played. Upheld: the game is begun again. The law gives no choice, so no one elects."],
      [('Odds', 'white pawn e2')], 'odds-man-not-removed', 'black', 'upheld', remedies=['restart-game'], cites=['13', '14'])

    case(2106, TW, 'white-moves-blacks-e-pawn-two-squares-in-his-own-turn',
      "In his own turn White moves Black's e-pawn from e7 to e5, where his knight and d-pawn attack it: law 2 lets Black compel him to take it, to replace it and move his king, or to leave it there",
      "moving an adversary's man; \"en prise\" as lawfully capturable (laws.md A5); all three options enforceable.",
      "1. d4 d5 2. Nf3 Nf6 3. e3 c6, and White, to play, moves Black's pawn e7-e5 ({[%move e7e5 white]}). On e5 the pawn can be taken lawfully by Nxe5 or dxe5 (asserted). Put back on e7, White's king may go to d2 or e2, castling being impossible (asserted). Black claims at once.",
      ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to leave it where you had wrongfully placed it». White said nothing. The pawn where White placed it is en prise to two of his men; replaced, the king has two moves. Black claimed before moving (law 11). Upheld; Black elects among the three."],
      [], 'moved-adversary-man', 'black', 'upheld',
      remedies=['compel-capture-of-touched-man', 'replace-and-move-king', 'leave-as-played'], elector='black', cites=['2', '11'],
      moves={'compel-capture-of-touched-man': F['2106_capture'], 'replace-and-move-king': F['2106_king']})

    # ============================================================ boys-own-1829
    case(2107, BO, 'pawn-takes-a-knight-backwards',
      "White's e6 pawn takes Black's d5 knight backwards: law 1 says pawns «can only move forward», so it is a false move, and law 7's penalty is a king move",
      "the one code that states how pawns move (law 1); a backward capture as a false move; law 7's single penalty.",
      "Start [FEN] 4k3/8/4P3/3n4/8/8/8/4K3 w. 1. e6xd5 ({[%move e6d5]}): the pawn goes back a rank to take the knight; not a lawful move (asserted). Black claims at once. With the men put back, White's king may go to d1, f1, d2, e2 or f2 (asserted).",
      ['1', '7'],
      ["Law 1: «Each player marches his men forward, gradually, against those of the enemy, or retreats when the game is open behind them, except only as regards the pawns, which can only move forward.» The capture goes backward, so it is a false move. Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». Black claimed before playing. Upheld; the knight comes back and White's king must move; Black elects."],
      [], 'illegal-capture', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['1', '7'], moves={'move-king': F['2107_king']})

    case(2108, BO, 'black-began-a-decided-game-and-begins-again',
      "Black began the last game, which was won, and begins this one too, with no odds: law 2 gives the first move alternately in each game, so the first move was White's",
      "the record decides who moved first; alternation after a decided game; no odds.",
      "[PreviousGame \"black decided\"]: Black began the previous game, which was not drawn. No odds are given. The record shows Black moving first: 1... e5 2. e4. White claims the first move.",
      ['2'],
      ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the advantage of a piece or a pawn». No advantage is given, so the first move of this game was White's. Upheld: the game is begun again with White to move first."],
      [('PreviousGame', 'black decided')], 'first-move-or-colour', 'white', 'upheld', remedies=['restart-game'], cites=['2'])

    case(2109, BO, 'castling-with-a-moved-rook-the-king-has-no-move',
      "White's king's rook went to g1 and back, and White castles: law 6 lets Black insist on a king or a rook move, but the king has no lawful move, so only the rook move can be enforced",
      "castling after the rook has moved; law 6's two penalties; a king move that cannot be made (law 7's \"if you ¢an do so\").",
      "Start [FEN] 4k3/8/8/8/8/6n1/3PPP1P/3QK2R w K. 1. Rg1 Kd8 2. Rh1 Ke8 3. White castles ({[%move e1g1]}): the h1 rook has moved, so castling is not lawful (asserted). Black claims at once. With king and rook back, the king has no lawful move (d1, d2, e2, f2 are White's own men; f1 is attacked by the g3 knight), and the rook may go to f1 or g1 (asserted).",
      ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» Black may choose the king or the rook. A king move cannot be made here: law 7, the general law of false moves, asks the king move only «if you ¢an do so without placing him in check», and this king has no square at all. The rook move can be made. Upheld; Black elects, and the king move cannot be enforced."],
      [], 'illegal-castling', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'],
      moves={'move-rook': F['2109_rook']}, unenforceable=['move-king'])

    case(2110, BO, 'king-steps-beside-a-pawn-and-uncovers-the-rooks-check',
      "White's king steps from c4 to c5, uncovering the a4 rook's check on the h4 king, but c5 is attacked by Black's d6 pawn: law 10 forbids a check that exposes the own king, and a pawn is among the \"pieces\" it means",
      "a discovered check by a king move into a pawn's attack; law 10's \"from any of his pieces\" read to include pawns (laws.md A37); law 7's king move.",
      "Start [FEN] 8/8/3p4/8/R1K4k/8/8/8 w. 1. Kc4-c5 ({[%move c4c5]}), and White says \"check\": the move uncovers the a4 rook's check on the h4 king, and puts the White king where the d6 pawn attacks it; not a lawful move (asserted). Black claims at once. With the king back on c4 its lawful moves are Kb3, Kc3, Kd3, Kb4, Kd4, Kb5 and Kd5 (asserted; those off the fourth rank give the same discovered check).",
      ['10', '7'],
      ["Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king to a check from any of his pieces.» The check here comes from the rook, uncovered by the king's own move, and the king is exposed to a pawn. «pieces» is read as any of the adversary's men: the law's purpose is the king's safety, and laws.md A37 treats every move that exposes one's own king as a false move. Law 7 gives the penalty: «your opponent can oblige you to move your king». Upheld; the king goes back and must make a lawful move; Black elects."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['10', '7'], glossed=['10'],
      moves={'move-king': F['2110_king']})

    case(2111, BO, 'false-check-black-moves-his-king-white-has-only-touched-a-man',
      "White says check with Bb5 through the d7 pawn; Black moves his king to e7; White touches his queen's knight, and Black claims: White has not made his next move, so law 8 lets Black retract",
      "the claim window of law 8 (\"before he has made his next move\"): a touch is not a move.",
      "1. e4 e5 2. Nf3 Nf6 3. Bb5, and White says \"check\" ({[%check]}): there is no check, the d7 pawn stands between (asserted). Black, in consequence, plays 3... Ke7, a lawful move (asserted). White touches his knight on b1 ({[%touch b1]}) but has not moved it. Black then claims.",
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» Touching the knight binds White to play it (law 4), but it is not yet his next move. Upheld: Black may take Ke7 back."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['8'])

    case(2112, BO, 'fifty-moves-knight-and-bishop-the-code-is-silent',
      "Knight and bishop against the bare king: Black gives notice to count fifty moves, and fifty pass on each side without mate; the Boy's Own laws have no such rule, and every code that has one makes this ending a draw",
      "the fifty-move count under a code silent on it; decided by analogy where all the codes that provide agree on this material.",
      "Start [FEN] 8/8/8/8/3k4/8/8/2B1KN2 b: White has king, bishop and knight, Black the king alone (asserted). Black gives notice that he will count ({[%fifty black]}). Fifty moves are played on each side with no capture, no mate, no stalemate (asserted). Black claims the game drawn.",
      [(TW, '19'), (PH, 'XVII'), (AC, 'XII'), (LO, 'XXII')],
      ["The eleven Boy's Own laws have no count of moves and no law sending a dispute elsewhere. Every code that provides covers this very ending and draws it after fifty moves each: twenty-laws 19 («a knight and bishop against the king only»), Philidor XVII («as that of a Knight and a Bishop against the King»), the Acknowledged Laws XII (any ending, laws.md A26) and the London code XXII («with Knight and Bishop only»). Decided by analogy, as earlier sets decided rook and bishop against rook under this code: a drawn game. No law provides."],
      [], 'fifty-move-claim', 'black', 'no-law-provides', remedies=['declare-draw'], result='draw', cites=[])

    # ============================================================ philidor
    case(2113, PH, 'knight-against-the-bare-king-black-claims-a-draw',
      "White's knight takes Black's last pawn and only king and knight against king remain; Black claims the game drawn, since no mate can follow: Philidor has no such rule and no rule on disputes, so the point goes to a third person",
      "a game that cannot be won by either side; no code provides; Philidor has no disputes rule (no earlier case filed as an unprovided point under Philidor).",
      "Start [FEN] 8/8/4k3/8/3p4/5N2/8/4K3 w. 1. Nxd4, with check said ({[%check]}), 1... Kd5: king and knight against the bare king; neither side has men enough to mate (asserted). Black claims the game drawn.",
      [],
      ["Philidor's seventeen rules end a game by mate, by stale-mate (XVI) or by the fifty moves of XVII, which are appointed at the adversary's request for «the difficult mates» and run fifty moves on either side. A king and knight cannot mate a bare king at all, and no code of the five declares such a game drawn at once. Philidor has no rule naming who decides a point the rules leave open. No law provides; the claim goes to a third person."],
      [], 'unprovided-or-disputed-point', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=[])

    case(2114, PH, 'pawn-touched-then-the-knight-played',
      "White touches his d-pawn and then plays his knight: rule V speaks of \"A Piece once touched\", and Philidor's pieces here include the pawns, so the pawn must be played",
      "touch-move for a pawn under a rule that says \"Piece\"; the reading of \"Piece\" (Philidor VI and XV also say only \"Pieces\"/\"piece\").",
      "1. e4 e5 2. White touches his d2 pawn ({[%touch d2]}) without saying j'adoube, and plays Nf3. Black claims at once. The d-pawn may go to d3 or d4 (asserted).",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Philidor uses «Piece» both for the men other than pawns (III: «If a Pawn or Piece has been forgotten») and for any man (VI: «If you touch one of your adversary’s Pieces», XV: «If any one touches a piece»). Read narrowly, V would leave pawns free to be touched at will, which no other code allows (twenty-laws 1 «your man», Boy's Own 4 «a man», London VII «A Piece or Pawn touched»). The wider reading is taken. Upheld: the pawn must be played, to d3 or d4; Black elects."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V'], glossed=['V'],
      moves={'compel-move-touched-man': F['2114_pawn']})

    case(2115, PH, 'pawn-and-move-the-receiver-begins',
      "Black gives the pawn and the move; White begins, and Black claims the first move as the giver: rule II gives it to the giver only \"unless it be agreed otherwise\", and the odds agreed are the move itself",
      "odds of the pawn and move; rule II's \"unless it be agreed otherwise\" (laws.md A38).",
      "[Odds \"black pawn-and-moves 1\"]: Black gives the king's bishop's pawn and the first move. White plays 1. e4. Black claims that the giver of odds has the move.",
      ['II'],
      ["Rule II: «He that gives a Piece is supposed to have the move, unless it be agreed otherwise.» The odds agreed here are a pawn and the move: giving the move is the agreement otherwise. Laws.md A38: a specific odds agreement overrides the general rule. Dismissed: White rightly began."],
      [('Odds', 'black pawn-and-moves 1')], 'first-move-or-colour', 'black', 'dismissed', cites=['II'], glossed=['II'])

    case(2116, PH, 'false-check-black-takes-the-bishop-with-a-pawn',
      "White plays Bb5 and says check, which the d7 pawn screens; Black takes the bishop with his a-pawn and claims before White moves: rule XIV covers \"any other piece\" touched in consequence, a pawn included",
      "a false warning of check; the misled act is a capture by a pawn; Philidor XIV's \"any other piece\".",
      "1. e4 e5 2. Nf3 a6 3. Bb5, and White says \"check\" ({[%check]}): no check, the d7 pawn stands between (asserted). Black, in consequence, plays 3... axb5, a lawful capture (asserted), and claims before White's next move.",
      ['XIV'],
      ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not yet made his next move.» The a-pawn is «any other piece» in the wide sense Philidor uses (as in rule V). White has not moved since. Upheld: Black may take the capture back, the bishop returning to b5; Black elects."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['XIV'], glossed=['XIV'])

    case(2117, PH, 'fifty-moves-knight-and-bishop-against-the-king',
      "Knight and bishop against the king, the first of rule XVII's \"difficult mates\": Black requests the fifty moves, fifty pass on either side without mate, and the game is drawn",
      "rule XVII's named ending; the fifty moves appointed at the adversary's request.",
      "Start [FEN] 8/8/8/3k4/8/8/8/1NB1K3 b: White has king, knight and bishop, Black the king alone (asserted). Black requests the fifty moves ({[%fifty black]}). Fifty moves are played on either side with no mate and no stalemate (asserted). Black claims the game drawn.",
      ['XVII'],
      ["Rule XVII: «when a player seems not to know how to give the difficult mates, as that of a Knight and a Bishop against the King ... at the adversary's request, fifty moves on either side must be appointed for the end of the game: these moves being over, it will be a drawn game.» The ending is the one the rule names first; the request came from the adversary; the fifty moves are over. Upheld: a drawn game."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XVII'])

    case(2118, PH, 'pinned-pawn-takes-in-passing-along-the-pin',
      "Black's d4 pawn, pinned to its king on c5 by the f2 bishop, takes White's e-pawn in passing: it lands on e3, on the same diagonal, so the king stays covered and rule X allows the capture",
      "en passant by a pinned pawn moving along the line of the pin; a finding of fact about the pin.",
      "Start [FEN] 8/8/8/2k5/3p4/8/4PB2/7K w. The d4 pawn stands between the f2 bishop and the c5 king (asserted: pinned). 1. e4: the pawn passes e3, a square the d4 pawn attacks. 1... dxe3 in passing: the e4 pawn is removed and the Black pawn on e3 still stands between f2 and c5 (asserted: a lawful move). White claims that a pinned pawn may not take.",
      ['X'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» Pushed one square, the e-pawn would have stood on e3, where d4xe3 takes it. The pin forbids only a move that uncovers the king, and this one does not: the pawn stays on the diagonal. Dismissed: the capture stands."],
      [], 'en-passant', 'white', 'dismissed', cites=['X'])

    # ============================================================ acknowledged-laws
    case(2119, AC, 'white-began-a-drawn-game-and-begins-again',
      "White began the previous game, which was drawn, and begins this one too: the Acknowledged Laws have no rule for drawn games, and law IV makes the move alternate, so the first move was Black's",
      "the record decides who moved first; a code that, unlike twenty-laws 10 and London V, gives the beginner of a drawn game no right to begin again.",
      "[PreviousGame \"white drawn\"]: White began the previous game, which was drawn. No odds are given. White plays 1. e4. Black claims the first move.",
      ['IV'],
      ["Law IV: «Where no odds are given the players draw lots for the first move, and afterwards take the move alternately.» The law makes no exception for a drawn game, as twenty-laws 10 and the London code V do. White began the last game, so Black should have begun this one. Upheld: the game is begun again with Black to move first."],
      [('PreviousGame', 'white drawn')], 'first-move-or-colour', 'black', 'upheld', remedies=['restart-game'], cites=['IV'])

    case(2120, AC, 'fifty-moves-queen-against-the-bare-king',
      "Queen against the bare king: Black, the defending player, calls on White to mate in fifty moves; fifty pass on each side without mate: law XII, read for any ending, makes the game drawn",
      "law XII's \"equal forces\" read as any ending (laws.md A26), here the most unequal of forces.",
      "Start [FEN] 8/8/8/4k3/8/8/8/3QK3 b: White has king and queen, Black the king alone (asserted). Black calls for mate in fifty moves ({[%fifty black]}). Fifty moves are played on each side with no mate, no stalemate, no capture (asserted). Black claims the game drawn.",
      ['XII'],
      ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his adversary to mate in fifty moves or draw the game.» Laws.md A26 reads the law for any ending, the seed having lost the words of the fuller version («one with a superior to an inferior force, or even if they have equal forces»), and fifty as fifty on each side. Black is the defending player; fifty moves each have passed without mate. Upheld: a drawn game."],
      [], 'fifty-move-claim', 'black', 'upheld', remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(2121, AC, 'pawn-takes-its-own-knight',
      "White's d-pawn \"takes\" White's own knight on e5: law VII names taking one's own man, and its menu applies: the pawn's right move is d5",
      "taking one's own man by mistake (law VII, laws.md A23); the menu offered where it fits.",
      "Start [FEN] 4k3/8/8/4N3/3P4/8/8/4K3 w. 1. d4xe5 ({[%move d4e5]}): the pawn takes its own knight; not a lawful move (asserted). Black claims at once. With the men put back, the pawn's only lawful move is d5, and the king may go to d1, f1, d2, e2 or f2 (asserted).",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Laws.md A23: the remedies that fit the offence are offered; «take the man» fits only an adversary's man. The right move of the pawn is d5; the king can move; or the men are replaced and any legal move made. Upheld; Black elects."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII'], glossed=['VII'], moves={'move-correctly': F['2121_pawn'], 'move-king': F['2121_king']})

    case(2122, AC, 'jadoube-said-over-the-kings-knight-then-a-pawn-played',
      "White says j'adoube and adjusts his king's knight, then plays d4; Black claims the knight must be played: law V's note excepts a man touched with j'adoube",
      "j'adoube over one's own man; the exception in law V's note.",
      "1. e4 e5 2. White says \"j'adoube\" and adjusts his knight on g1 ({[%adjust g1]}), then plays 2. d4. Black claims that the knight, being touched, must be played.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «[Except the player say j’adoube (I adjust).» White said it in adjusting the knight. Dismissed: d4 stands."],
      [], 'adjustment-claim', 'black', 'dismissed', cites=['V'])

    case(2123, AC, 'touched-the-d5-pawn-only-a-capture-in-passing-takes-it',
      "Black's d-pawn steps two squares past White's e5 pawn; White touches it and then plays Nc3: under law VII Black may compel the capture, which can be made only in passing, exd6",
      "touching an adversary's man that can be taken only en passant (law VIII): the capture lands on another square than the man touched.",
      "Start [FEN] 4k3/3p4/8/4P3/8/8/8/1N2K3 b. 1... d5: the pawn passes d6, which the e5 pawn attacks. White touches the d5 pawn ({[%touch d5]}) and plays 2. Nc3. The only capture of the d5 pawn is exd6 in passing (asserted); White's king may go to d1, f1, d2, e2 or f2 (asserted). Black claims.",
      ['VII', 'VIII'],
      ["Law VII: if a player «touch ... one of his opponent's men ... his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move». The man touched can be taken: law VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square.» The Acknowledged Laws set no time for the claim, so Nc3 does not close it. Upheld: exd6 in passing, a king move, or a legal move after replacement; Black elects."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII', 'VIII'], moves={'compel-capture-of-touched-man': F['2123_capture'], 'move-king': F['2123_king']})

    case(2124, AC, 'pawn-made-a-queen-on-the-seventh-rank',
      "White's e6 pawn steps to e7 and White sets a queen there: e7 is not the last square, so it is an illegal move, and law VII's menu gives the right move, e7 as a pawn",
      "an exchange of a pawn before the last square; the code has no promotion law, but the move is illegal under any.",
      "Start [FEN] k7/8/4P3/8/8/8/8/4K3 w. 1. e6-e7, with a queen set on e7 ({[%move e6e7q]}): not a lawful move (asserted). Black claims at once. The pawn's only lawful move is e7, remaining a pawn; the king may go to d1, f1, d2, e2 or f2 (asserted).",
      ['VII'],
      ["Law VII: if a player «make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» No code lets a pawn be exchanged before it reaches the last square (Philidor IX «the eighth or last square», London XXI «the 8th or last square»). There is no man to take; the right move is e7 as a pawn. Upheld; Black elects."],
      [], 'false-move', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII'], moves={'move-correctly': F['2124_pawn'], 'move-king': F['2124_king']})

    # ============================================================ london-1847
    case(2125, LO, 'false-check-from-h5-black-interposes-g6',
      "White plays Qh5 and says check, but the f7 pawn stands between; Black interposes g6 and claims before White moves again: law XX names the interposition, so Black may retract it",
      "a false \"Check\"; a completed interposition, which XX names (\"touch a Piece or Pawn to interpose\").",
      "1. e4 e6 2. Qh5, and White says \"check\" ({[%check]}): no check, the f7 pawn stands between h5 and e8 (asserted). Black, in consequence, plays 2... g6, on the line h5-e8, a lawful move (asserted), and claims before White's next move.",
      ['XX'],
      ["Law XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» Black played a pawn to interpose; a completed interposition is the touch the law names, carried through. White has not moved since. Upheld; Black may take g6 back."],
      [], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['XX'])

    case(2126, LO, 'checking-pawn-taken-in-passing',
      "White's d-pawn steps two squares and checks the e5 king; Black takes it in passing with his e4 pawn: law XV gives the privilege against any pawn played two squares, checking or not",
      "en passant as the answer to a check by the pawn taken; White's claim that the check forbids it.",
      "Start [FEN] 8/8/8/4k3/4p3/8/3P4/6K1 w. 1. d4, with \"check\" said ({[%check]}): the pawn checks the e5 king and passed d3, which the e4 pawn attacks (asserted). 1... exd3 in passing: lawful, and it removes the checking pawn (asserted). White claims that the capture is not allowed.",
      ['XV'],
      ["Law XV: «When a Pawn is first moved in a game, it may be played one or two squares; but in the latter case the opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one square only. A Pawn cannot be taken en passant by a Piece.» The d-pawn was first moved and played two squares; pushed one, it would have stood on d3, where e4xd3 takes it; the capturer is a pawn. The law makes no exception for a pawn that gives check. Dismissed."],
      [], 'en-passant', 'white', 'dismissed', cites=['XV'])

    case(2127, LO, 'queen-to-b1-stalemates-the-cornered-king',
      "White's queen goes to b1: Black's king on a8 is not in check, b8 and b7 are covered, and his a-pawn is blocked: stalemate, and law XXIV makes it a draw, not the win the old English usage gave the stalemated player",
      "stalemate with a blocked pawn; the London code's result, against Boy's Own 11 and Philidor XVI (England).",
      "Start [FEN] k7/p7/P7/8/8/8/8/Q3K3 w. 1. Qa1-b1: the a8 king is not in check; b8 and b7 are attacked; the a7 pawn is blocked by a6: Black has no lawful move (asserted: stalemate). Black claims.",
      ['XXIV'],
      ["Law XXIV: «A stalemate is a drawn game.» The other English codes differ: Boy's Own 11 («he is stale-mated, and wins the game») and Philidor XVI for England («he whose King is stale-mate wins the game»). Under this code the game is drawn."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XXIV'])

    case(2128, LO, 'fifty-moves-counted-on-the-attackers-own-notice',
      "With rook against bishop, White himself gives notice of the count; fifty moves each pass, and Black claims a draw: law XXII starts the fifty moves only from the adversary's notice, so none has started",
      "who gives notice under XXII; an ending of pieces only (rook against bishop).",
      "Start [FEN] 8/8/3k4/8/2b5/8/8/4K2R w: king and rook against king and bishop (asserted). White gives notice that the moves will be counted ({[%fifty white]}); Black gives none. Fifty moves are played on each side with no capture and no mate (asserted). Black claims the game drawn.",
      ['XXII'],
      ["Law XXII: the player with the stronger pieces «must checkmate his adversary in fifty moves on each side at most, or the game will be considered as drawn; the fifty moves commence from the time the adversary gives notice that he will count them.» The notice is the defender's to give. White's own announcement does not start the count, and Black never gave notice. Dismissed: play goes on."],
      [], 'fifty-move-claim', 'black', 'dismissed', cites=['XXII'])

    case(2129, LO, 'jadoube-said-in-adjusting-the-adversarys-knight',
      "White says j'adoube and adjusts Black's c6 knight, then plays Bb5; Black claims White must take the knight: law IX binds only a player who takes hold of an adversary's man \"without saying J'adoube\"",
      "j'adoube over an adversary's man under the London code; law IX's own exception.",
      "1. e4 e5 2. Nf3 Nc6 3. White says \"j'adoube\" and adjusts Black's knight on c6 ({[%adjust c6]}), then plays 3. Bb5. No White man could take the knight (asserted). Black claims that White must take it, or move his king.",
      ['IX'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move the King». White said the word as he adjusted the knight. Dismissed: Bb5 stands."],
      [], 'adjustment-claim', 'black', 'dismissed', cites=['IX'])

    case(2130, LO, 'pinned-g2-pawn-touched-the-king-is-walled-in',
      "White touches his g2 pawn, pinned to the h1 king by the a8 bishop; law XVII would have him replace it and move his king, but the king cannot be moved, so no penalty can be inflicted",
      "a touched man that cannot be moved without leaving the king in check; XVII's own exception when the king cannot move.",
      "Start [FEN] b3k3/8/8/8/8/8/6PP/6RK w. The g2 pawn is pinned to the h1 king by the a8 bishop and cannot be moved; the king cannot be moved either (g1, g2, h2 are White's own men); White has other lawful moves (asserted). White touches the g2 pawn ({[%touch g2]}). Black claims.",
      ['VII', 'XVII'],
      ["Law VII: «A Piece or Pawn touched must be played». Law XVII: «If a player touch a Piece or Pawn that cannot be moved without leaving the King in check, he must replace the Piece or Pawn and move his King ; but if the King cannot be moved, no penalty can be inflicted.» Upheld as to the facts, but the king move cannot be enforced: White plays any lawful move."],
      [], 'touched-own-man-unplayable', 'black', 'upheld', remedies=['replace-and-move-king'], elector='black', cites=['VII', 'XVII'],
      unenforceable=['replace-and-move-king'])
