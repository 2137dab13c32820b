"""The thirty cases of the twenty-sixth set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

ODDS_FACTS = ("[Odds \"white knight b1 left-on-board\"]: White undertook to give his queen's knight and forgot to take it "
    "off. Thirty-six lawful plies follow (1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 ... 18. Bxf4 exf4); the knight that should "
    "have been given is played at White's seventh move (Nbd2) and stands on g3 at the end (asserted). Only then, "
    "with White to play his 19th move, does Black, the receiver, notice and claim. ")
PAWN_FACTS = ("Start [FEN] 8/pp6/8/1b3k2/8/8/4P1PP/5K2 w. White's e2 pawn is pinned to the f1 king by the b5 bishop and "
    "has no lawful move at all (asserted). White pushes it two squares, {[%move e2e4]}, and says check: the pawn "
    "checks the f5 king, and the b5 bishop now attacks White's own king (asserted). Black claims at once. Before "
    "the move White's king could go to e1, g1 or f2 (asserted). ")
PIN_FACTS = ("Start [FEN] r4k2/pp2b1pp/8/5N2/8/8/P4RPP/6K1 b. 1... Bc5 pins White's f2 rook to the g1 king. 2. Nh4 "
    "uncovers the f-file, and White says check ({[%check]}). Black answers 2... Kg8 and then claims that the check "
    "was false because the rook giving it is pinned. It was a check: the rook attacks f8 up the open file, pinned or "
    "not, and Black's king could not have stayed on f8 (asserted). ")
EP_FACTS = ("1. e4 c5 2. Nf3 e6 3. d4 cxd4 ... 16. Rae1 d5: thirty-two lawful plies; 16... d5 is the first move of Black's "
    "d-pawn, which passes the square d6 beside White's e5 pawn. No White man attacks d5; the pawn can be taken only in "
    "passing, exd6 (asserted). ")
LATE_FACTS = ("1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3 dxc4 9. White plays his c3 "
    "knight to e5 ({[%move c3e5]}), a bishop's move over his own d4 pawn, not a knight's (asserted). Nobody says "
    "anything; Black takes the knight, 9... Nxe5, and nineteen lawful plies follow, to 18... Rxd5. With White to play "
    "his 19th move, Black claims the false move of ply 17; White pleads that the claim comes too late. ")
CAST_FACTS = ("[Odds \"white rook a1\"]: White gives his queen's rook. 1. e4 g6 2. d3 Bg7 ... 15. Nhf3 Ba1: thirty lawful "
    "plies; Black's g7 bishop runs down the long diagonal to a1 and stands on the very square of the rook given "
    "(asserted). White's king has never moved; b1, c1 and d1 are empty; the king is not in check and c1, d1 are not "
    "attacked (asserted). 16. White castles on the queen's side, the king going e1-c1 ({[%move e1c1]}); Black claims "
    "before he moves. ")

def write_all(case, M):
    # ============================================================ twenty-laws
    case(2601, TW, 'rook-given-a-black-bishop-on-a1-white-castles-towards-it',
      "White gives the queen's rook; thirty plies later Black's bishop stands on a1 and White castles on the queen's side as if the rook were there: the fiction cannot hold while an adversary's man stands on the rook's square",
      "castling with a rook given as odds (laws 8 and 16) when the corner holds an adversary's bishop; laws.md A2 (an occupied corner blocks); the rook penalty has no rook to act on.",
      CAST_FACTS + "With the king on e1 its lawful moves are Kd1, Kf1 and Kf2 (asserted).",
      ['8', '16', '11'],
      ["Laws 8 and 16 let a player giving the odds of the rook castle on that side as if the rook were at its square. laws.md A2 (binding) reads the fiction to need the corner empty: it cannot be «as if the rook were at its square» while another man, here Black's own bishop, stands there. The castling is therefore one the law does not allow, and law 8's penalty applies: the adversary may require a move of the king or of the rook. The rook castled with is not on the board, so that branch cannot be enforced (as in case 1805, where White's own knight stood on a1). Black claimed before moving (law 11). Upheld; Black elects; Kd1, Kf1 or Kf2.",
       "Same record under the Acknowledged Laws (2623): that code says nothing of castling with an odds rook, and the point goes to a bystander."],
      [('Odds', 'white rook a1')], 'illegal-castling', 'black', 'upheld', remedies=['move-king', 'move-rook'], elector='black',
      cites=['8', '16', '11'], glossed=['8'], moves={'move-king': M[2601]['move-king']}, unenforceable=['move-rook'])

    case(2602, TW, 'rook-takes-its-own-d3-pawn-at-ply-37-black-touches-his-queen-then-claims',
      "After thirty-six lawful plies White's d1 rook takes his own d3 pawn; Black touches his queen and only then claims: a touch is not a move, so law 11 has not closed the claim, and law 3's three penalties are offered",
      "capturing one's own man is a false move (a movement not consistent with the rook's laws); the claimant's touch does not close the window of law 11.",
      "The record of 2603 played with the full army, no odds: 1. e4 e5 ... 18. Bxf4 exf4. 19. The d1 rook goes to d3 and takes White's own pawn there ({[%move d1d3]}). Black touches his d6 queen ({[%touch d6]}) and then claims. Before the move the rook had lawful moves and the king could go to f1, h1 or h2 (asserted).",
      ['3', '11'],
      ["Law 3 gives three penalties for a false move: to leave the piece where it was placed, to give it a natural move, or to replace it and move the king. A rook taking its own pawn moves in a way not consistent with its laws. Law 11 ends the claim «after the adversary has moved a piece»; Black has only touched one. Upheld; Black elects among the three penalties. Law 11 is glossed: a touch is not a move."],
      [], 'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black',
      cites=['3', '11'], glossed=['11'], moves={'replace-and-move-king': M[2602]['replace-and-move-king']})

    case(2603, TW, 'knight-given-left-on-the-board-noticed-at-ply-36',
      "White undertook to give a knight and left it on; the receiver notices after eighteen moves each: four moves on each side have long been played, so under law 14 it cannot be removed and the game must be played out",
      "a claim made late under an odds law with a fixed limit; the same record under the four other codes is answered differently (2607, 2613, 2619, 2625).",
      ODDS_FACTS,
      ['14'],
      ["Law 14: once four moves on each side have been played, the piece agreed to be conceded «cannot then be removed, but the game must be played with all the pieces as they stand». Eighteen moves each have been played. The claim is out of time; the game goes on with all the men (and should White mate, law 14 scores it a draw, which is not yet in question).",
       "Other codes on the same record: Boy's Own (2607) is silent and is heard by analogy with its law 3; Philidor IV (2613), the Acknowledged Laws III (2619) and London IV (2625) set no upper limit and give the receiver the choice of going on or beginning again."],
      [('Odds', 'white knight b1 left-on-board')], 'odds-man-not-removed', 'black', 'out-of-time', cites=['14'])

    case(2604, TW, 'pinned-e-pawn-steps-two-and-checks-law-seven',
      "White's e2 pawn, pinned to his king, steps two squares to e4 and checks the f5 king: law 7 forbids the check, law 3 punishes the false move; the pawn has no natural move, so that penalty cannot be enforced",
      "a double step that checks and exposes the own king; the same record under all five codes (2604, 2608, 2614, 2620, 2626), each with its own menu of penalties.",
      PAWN_FACTS,
      ['7', '3', '11'],
      ["Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in check.» e2-e4 is such a move. Law 3 gives the penalties for a false move: leave it, give the pawn a natural move, or replace it and move the king. The pawn has no lawful move at all (both e3 and e4 expose the king), so the second cannot be enforced; the king can go to e1, g1 or f2. Claimed at once (law 11). Upheld; Black elects."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black',
      cites=['7', '3', '11'], glossed=['7'], moves={'replace-and-move-king': M[2604]['replace-and-move-king']}, unenforceable=['move-correctly'])

    case(2605, TW, 'capture-in-passing-at-ply-33-the-code-knows-none',
      "After thirty-two plies Black's d-pawn steps two squares past White's e5 pawn and White takes it in passing; Black says the twenty laws know no such capture: the laws have not provided for it, and law 20 sends the point to the third person, who allows it by analogy",
      "en passant under a code wholly silent on the pawn's moves; the capture stands by analogy with the codes that provide for it (Philidor X, Acknowledged VIII, London XV).",
      EP_FACTS + "17. exd6, taking in passing. Black claims that the capture is unknown to the code.",
      ['20'],
      ["The twenty laws say nothing of the pawn's double step or of the capture in passing. Law 20 refers any dispute on points «for which the laws have not provided» to a third person. Deciding as that person, by analogy with the three codes that speak of it (all allow the capture, by a pawn, of a pawn that has just stepped two squares past it), the capture stands. No law provides; nothing is ordered."],
      [], 'en-passant', 'black', 'no-law-provides', cites=['20'])

    case(2606, TW, 'perpetual-check-white-claims-a-draw',
      "A rook down, White checks with his queen from d8 and d3 six times and the same position stands for the third time; White claims a draw: no law of the twenty provides for perpetual check or repetition, so the point goes to a third person",
      "perpetual check and a thrice-repeated position: unprovided in every code of the set (only the later Enquire Within text has perpetual check).",
      "Start [FEN] 6k1/5pp1/7p/8/8/8/rq3PPP/3Q2K1 w: Black has a rook more. 1. Qd8+ Kh7 2. Qd3+ Kg8 3. Qd8+ Kh7 4. Qd3+ Kg8 5. Qd8+ Kh7 6. Qd3+ Kg8: every White move checks, and the position after 6... Kg8 has stood three times (asserted); no mate. White claims the game drawn.",
      ['20'],
      ["No law of the twenty gives a draw for perpetual check or for a repeated position; law 17 (stalemate) and law 19 (fifty moves after notice) are the only draws it knows, and neither applies. Law 20: «If any dispute arise as to points of the game, for which the laws have not provided, the matter is to be referred to a third person, whose decision is to be final.» Referred, as case 2004 referred a claim of a draw with bare kings."],
      [], 'unprovided-or-disputed-point', 'white', 'no-law-provides', remedies=['refer-to-third-party'], cites=['20'])

    # ============================================================ boys-own-1829
    case(2607, BO, 'knight-given-left-on-the-board-noticed-at-ply-36',
      "The record of 2603 under the Boy's Own laws: the code says nothing of odds left on the board; by analogy with law 3 (men misplaced at the beginning, two moves played) the adversary may begin afresh or go on",
      "the silent code heard by analogy (as case 2010); law 3 has no upper limit once two moves are played.",
      ODDS_FACTS,
      ['3'],
      ["The Boy's Own laws mention odds only for the first move (law 2). Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» A knight left on that should have been off is a wrong setting of the giver's men; more than two moves have been played; the receiver chooses. No law provides directly; decided by analogy; Black elects."],
      [('Odds', 'white knight b1 left-on-board')], 'odds-man-not-removed', 'black', 'no-law-provides', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['3'])

    case(2608, BO, 'pinned-e-pawn-steps-two-and-checks-law-ten',
      "The record of 2604 under the Boy's Own laws: the checking double step exposes White's own king, which law 10 forbids; law 7 makes White move his king",
      "law 10 forbids the check; law 7's one penalty, a king move.",
      PAWN_FACTS,
      ['10', '7'],
      ["Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king to a check from any of his pieces.» e2-e4 does exactly that, and is a false move. Law 7: the opponent «can oblige you to move your king, if you ¢an do so without placing him in check». The pawn is put back; the king can go to e1, g1 or f2. Upheld; Black elects."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['10', '7'], glossed=['10'], moves={'move-king': M[2608]['move-king']})

    case(2609, BO, 'knight-set-down-on-e4-at-ply-37-white-wants-f5',
      "After thirty-six plies White plays his g3 knight to e4 and takes his hand from it; before Black moves he asks to put it on f5 instead: law 4 says it must remain where it is",
      "hold and quit in a long record; the adversary has not yet moved, which does not matter.",
      "The record of 2603 played with the full army, no odds, then 19. Ne4 (lawful; f5 was also open to the knight, asserted). White has let go of the knight. Before Black replies White asks to play it to f5 instead, and claims the right to do so.",
      ['4'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep hold of him, you are at liberty to place him where you please». White quitted the knight on e4. That Black has not yet moved gives White no second choice. Dismissed."],
      [], 'man-released', 'white', 'dismissed', cites=['4'])

    case(2610, BO, 'knight-moved-as-a-bishop-at-ply-17-claimed-at-ply-36',
      "White's knight goes c3-e5 like a bishop at ply 17; Black takes it and the game runs on for nineteen plies before Black claims: law 7 bars the recall once the opponent has played",
      "a false move in the middle of a long record, claimed at the end; the offender's plea of lateness (the same record as 2630).",
      LATE_FACTS,
      ['7'],
      ["Law 7: the opponent may oblige the player to move his king, «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black played 9... Nxe5 and many moves after; the false move can no longer be recalled or punished. White's plea is upheld: no penalty."],
      [], 'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], cites=['7'])

    case(2611, BO, 'white-touches-his-king-then-plays-bxc4',
      "White touches his uncastled king and then plays Bxc4; Black claims: law 4 makes him play the man he touched, and the king has lawful moves (Kf1, Kd2, Ke2, or castling)",
      "the king is the man touched; castling is one of the ways to play it; no j'adoube in this code.",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3 dxc4: sixteen lawful plies. 9. White touches his king ({[%touch e1]}) and then plays Bxc4. The king had lawful moves: Kf1, Kd2, Ke2 and O-O (asserted). Black claims at once.",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». Moving the king exposes nothing, and it has lawful moves. Bxc4 is taken back and White must play his king. Upheld; Black, who insists on the penalty, elects."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['4'])

    case(2612, BO, 'check-by-a-pinned-rook-black-moves-his-king-and-calls-it-false',
      "White's f2 rook, pinned by the c5 bishop, gives check up the f-file when the knight moves away; Black moves his king and then says the check was false: a pinned man still checks, so law 8 does not apply",
      "a finding of fact: whether a check by a pinned man is a check; the same record under four codes (2612, 2617, 2622, 2628), all dismissed.",
      PIN_FACTS,
      ['8'],
      ["Law 8 lets a player retract a move made in consequence of a check «without, in fact, your king being in cieck». Black's king was in fact in check: the f2 rook attacked f8, and that the rook could not itself move without exposing White's king does not stop it attacking. Dismissed; Kg8 stands."],
      [], 'false-check-announcement', 'black', 'dismissed', cites=['8'])

    # ============================================================ philidor
    case(2613, PH, 'knight-given-left-on-the-board-noticed-at-ply-36',
      "The record of 2603 under Philidor: rule IV sets no limit of moves; he who has suffered by the mistake, the receiver, chooses to go on or to begin again",
      "the same late claim as 2603, where the twenty laws' four-move limit has closed it; Philidor IV has no limit (laws.md A15: the sufferer is the receiver).",
      ODDS_FACTS,
      ['IV'],
      ["Rule IV: «If it is agreed to give the advantage of a Piece, or a Pawn, and it has been forgotten at the beginning of a game, it will be left to the choice of him who has suffered by such a mistake, to go on with the game, or to begin it again.» The rule names no number of moves; the claim after thirty-six plies is in time. The receiver, Black, suffered and chooses. Upheld."],
      [('Odds', 'white knight b1 left-on-board')], 'odds-man-not-removed', 'black', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'])

    case(2614, PH, 'pinned-e-pawn-steps-two-and-checks-rule-eight',
      "The record of 2604 under Philidor: moving a pinned pawn is a false move, and rule VIII makes White play his king as in rule VI",
      "Philidor has no law on self-exposing checks; the move is a false one (laws.md A37), and VIII's one penalty applies.",
      PAWN_FACTS,
      ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» A move that leaves one's own king attacked is a false move (laws.md A37). The pawn goes back and White plays his king (e1, g1 or f2), which he can do (rule VI «if you can»). Upheld; Black elects."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['VIII', 'VI'], glossed=['VIII'], moves={'move-king': M[2614]['move-king']})

    case(2615, PH, 'fifty-moves-asked-against-rook-and-king',
      "Black asks for the fifty moves when White has king and rook against the bare king, and fifty moves each pass without mate: the mate of a rook is not one of the difficult mates rule XVII speaks of, so no draw",
      "the material condition of rule XVII (laws.md A20: the listed difficult mates, knight and bishop against the king, rook and bishop against the rook).",
      "Start [FEN] 8/8/3k4/8/8/8/1R6/4K3 w: king and rook against king. Black asks for the fifty moves before White's first move ({[%fifty black]}); one hundred plies follow without mate, capture or check (generated by walk_no_pawn and asserted). Black claims the draw.",
      ['XVII'],
      ["Rule XVII: «At all the cnnclusions of parties, when a player seems not to know how to give the difficult mates, as that of a Knight and a Bishop against the King, that of a Rook and a Bishop against a Rook, &c. at the adversary's request, fifty moves on either side must be appointed for the end of the game: these moves being over, it will be a drawn game.» The mate of king and rook against king is not a difficult mate; laws.md A20 (binding) confines the rule to the listed ones. No fifty moves were appointed; dismissed (as case 404 dismissed the queen against the king)."],
      [], 'fifty-move-claim', 'black', 'dismissed', cites=['XVII'])

    case(2616, PH, 'touched-rook-whose-only-move-gives-check',
      "White touches his a7 rook, whose one lawful move, Ra8, gives check, and plays his king instead, pleading rule XV's words (a piece he cannot play without giving check): XV means a move that would expose his own king, so rule V binds him to the rook",
      "laws.md A17: rule XV read in its intended sense, not its literal one; the touched man can be played lawfully, and must be.",
      "Start [FEN] 6k1/RP3ppp/K7/8/8/8/4r3/8 w. The a7 rook's only lawful move is Ra8, and it gives check; it is no mate, Re8 interposes (asserted). 1. White touches the rook ({[%touch a7]}) and plays Kb6. Black claims.",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King». Read literally, XV would excuse White here; laws.md A17 (binding) reads it as a move that would expose the player's own king, as the other four codes say it. Ra8 exposes nothing. Kb6 is taken back and the rook must be played. Upheld; Black elects. XV is glossed."],
      [], 'touched-own-man', 'black', 'upheld', remedies=['compel-move-touched-man'], elector='black', cites=['V', 'XV'], glossed=['XV'])

    case(2617, PH, 'check-by-a-pinned-rook-black-moves-his-king-and-calls-it-false',
      "The record of 2612 under Philidor: White warned of a check that was really given, by a pinned rook; rule XIV is for a warning given without a check, so Black's king move stands",
      "a finding of fact: a pinned man gives check.",
      PIN_FACTS,
      ['XIV'],
      ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not yet made his next move.» The check was given: the rook attacked f8 up the open file. Dismissed."],
      [], 'false-check-announcement', 'black', 'dismissed', cites=['XIV'])

    case(2618, PH, 'touched-the-d5-pawn-it-can-be-taken-only-in-passing',
      "Black's d-pawn steps two squares past White's e5 pawn at ply 32; White touches it and plays Rf3: the pawn can be taken, in passing, so rule VI obliges White to take it, exd6",
      "a touched adversary's man that is takeable only en passant (rule X); the same record under the Acknowledged Laws (2621) and London (2627).",
      EP_FACTS + "17. White touches the d5 pawn ({[%touch d5]}) and plays Rf3. Black claims at once.",
      ['VI', 'X'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it». Rule X makes the d5 pawn takeable: it has just advanced two squares at its first move and «may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move». The e5 pawn could have taken it on d6. Rf3 is taken back and White must play exd6. Upheld; Black elects."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black', cites=['VI', 'X'], moves={'compel-capture-of-touched-man': M[2618]['compel-capture-of-touched-man']})

    # ============================================================ acknowledged-laws
    case(2619, AC, 'knight-given-left-on-the-board-noticed-at-ply-36',
      "The record of 2603 under the Acknowledged Laws: the man was not removed before four moves, so the adversary may elect to recommence or play it out; law III sets no later limit",
      "the same late claim as 2603; law III's four moves are a term for the giver, after which the receiver's election is open.",
      ODDS_FACTS,
      ['III'],
      ["Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» The knight was not removed in time; the law gives the adversary the election and names no moment after which he loses it. Upheld; Black elects."],
      [('Odds', 'white knight b1 left-on-board')], 'odds-man-not-removed', 'black', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['III'])

    case(2620, AC, 'pinned-e-pawn-steps-two-and-checks-the-menu-of-law-seven',
      "The record of 2604 under the Acknowledged Laws: an illegal move, and law VII's menu; the pawn has no right move to make, so that item cannot be enforced",
      "law VII's shared menu (laws.md A23), offered as it applies to an illegal move.",
      PAWN_FACTS,
      ['VII'],
      ["Law VII: if a player «make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» e2-e4 leaves White's king attacked: illegal. There is no man taken; the pawn has no right move (both its steps expose the king); the king can go to e1, g1 or f2; any legal move can replace it. Upheld; Black elects."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'], glossed=['VII'], moves={'move-king': M[2620]['move-king']}, unenforceable=['move-correctly'])

    case(2621, AC, 'touched-the-d5-pawn-it-can-be-taken-only-in-passing',
      "The record of 2618 under the Acknowledged Laws: White touched Black's d5 pawn, which his e5 pawn may take in passing under law VIII; law VII's menu begins with taking the man",
      "a touched adversary's man takeable only en passant; law VII's menu as it applies to a touch (as cases 005 and 2420).",
      EP_FACTS + "17. White touches the d5 pawn ({[%touch d5]}) and plays Rf3. Black claims at once.",
      ['VII', 'VIII'],
      ["Law VII: if a player «touch ... one of his opponent's men ... his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Law VIII makes the pawn takeable: having been played two squares on its first move, it «is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square». Upheld; Black elects; the capture is exd6."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII', 'VIII'], moves={'compel-capture-of-touched-man': M[2621]['compel-capture-of-touched-man']})

    case(2622, AC, 'check-by-a-pinned-rook-black-moves-his-king-and-calls-it-false',
      "The record of 2612 under the Acknowledged Laws: law XI is for a player who says check without actually attacking the king; the pinned rook actually attacked it",
      "a finding of fact: a pinned man actually attacks the king.",
      PIN_FACTS,
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» The f2 rook actually attacked the king. Dismissed."],
      [], 'false-check-announcement', 'black', 'dismissed', cites=['XI'])

    case(2623, AC, 'rook-given-a-black-bishop-on-a1-white-castles-towards-it',
      "The record of 2601 under the Acknowledged Laws: the code says nothing of castling by a player who gave a rook; the dispute goes to a disinterested bystander",
      "castling with an odds rook where the code is silent (as Boy's Own 1911 and London 2229 were referred); law IX's conditions speak of a rook that is on the board.",
      CAST_FACTS,
      ['IX', 'XIV'],
      ["Law IX lists when a player cannot castle, each condition about a king and a rook on the board; nothing in the code lets a player who gave a rook castle as if it were there, as the twenty laws (8 and 16) do, nor forbids it in words. Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.» Referred."],
      [('Odds', 'white rook a1')], 'illegal-castling', 'black', 'no-law-provides', remedies=['refer-to-third-party'], cites=['IX', 'XIV'])

    case(2624, AC, 'pawn-set-down-on-b8-and-left-a-pawn',
      "White's pawn goes to b8 and stays a pawn; Black claims: the Acknowledged Laws have no law of promotion, and by analogy with the codes that have one (London XXI) the pawn must be exchanged at once",
      "promotion under a silent code, decided by analogy (laws.md A18: the exchange is required on arrival).",
      "Start [FEN] 8/4k3/8/1P6/8/8/5K2/8 w. 1. b6 Kd6 2. b7 Kc7 3. The pawn is moved to b8 ({[%move b7b8]}) and left a pawn (asserted). Black claims.",
      ['XIV'],
      ["The code says nothing of a pawn that reaches the last square (the later Enquire Within printing adds a law that it «must be exchanged for a piece»). laws.md A18 (binding) requires the exchange on arrival, with the codes that speak of it. Deciding by analogy as the bystander of law XIV would: the same man must complete its move by being exchanged. No law provides."],
      [], 'promotion', 'black', 'no-law-provides', remedies=['move-correctly'], cites=['XIV'])

    # ============================================================ london-1847
    case(2625, LO, 'knight-given-left-on-the-board-noticed-at-ply-36',
      "The record of 2603 under the London code: after four moves on each side the adversary has the choice of proceeding with or recommencing the game; law IV sets no later limit",
      "the same late claim as 2603 (the twenty laws close it); law IV opens the choice after four moves each and does not close it.",
      ODDS_FACTS,
      ['IV'],
      ["Law IV (found text): «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the game.» Eighteen moves each have been played; the adversary, Black, chooses. Law XXV's deadline is for a false move or an improper castling and the like, acts of the play; the giver's neglect at the setting-up is governed by IV, which gives the choice precisely when the game is under way. Upheld; Black elects."],
      [('Odds', 'white knight b1 left-on-board')], 'odds-man-not-removed', 'black', 'upheld', remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'])

    case(2626, LO, 'pinned-e-pawn-steps-two-and-checks-law-thirteen',
      "The record of 2604 under the London code: a false move, claimed before Black touched a man; law XIII's three penalties, the second of which the pinned pawn cannot satisfy",
      "London has no law on self-exposing checks; the move is a false move under XIII.",
      PAWN_FACTS,
      ['XIII', 'XXV'],
      ["Law XIII: a player who plays a Piece or Pawn to a square to which it cannot legally be moved may be compelled «1st, ... to let the Piece or Pawn remain on the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece or Pawn and move his King.» e4 is a square the pinned pawn cannot legally reach. The pawn has no correct move; the king can go to e1, g1 or f2. Black noticed before touching a man (law XXV). Upheld; Black elects."],
      [], 'self-exposing-check', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['XIII', 'XXV'], glossed=['XIII'], moves={'replace-and-move-king': M[2626]['replace-and-move-king']}, unenforceable=['move-correctly'])

    case(2627, LO, 'touched-the-d5-pawn-it-can-be-taken-only-in-passing',
      "The record of 2618 under the London code: White touched the d5 pawn, which can be taken only en passant (law XV); law IX compels him to take it",
      "a touched adversary's man takeable only en passant; claimed before Black touched a man.",
      EP_FACTS + "17. White touches the d5 pawn ({[%touch d5]}) and plays Rf3. Black claims at once, touching nothing.",
      ['IX', 'XV', 'XXV'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it» (take = touch, laws.md A28). Law XV gives the opponent of a pawn first moved two squares «the privilege of taking it en passant with any Pawn which could have taken it had it been played one square only». So it can be legally taken: exd6. Claimed in time (XXV). Upheld; Black elects."],
      [], 'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black', cites=['IX', 'XV', 'XXV'], moves={'compel-capture-of-touched-man': M[2627]['compel-capture-of-touched-man']})

    case(2628, LO, 'check-by-a-pinned-rook-black-moves-his-king-and-calls-it-false',
      "The record of 2612 under the London code: law XX is for a player who says check without giving it; the pinned rook gave it",
      "a finding of fact: a pinned man gives check.",
      PIN_FACTS,
      ['XX'],
      ["Law XX (found text): «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» White gave the check he announced. Dismissed."],
      [], 'false-check-announcement', 'black', 'dismissed', cites=['XX'])

    case(2629, LO, 'knight-set-down-on-e4-at-ply-37-white-wants-f5',
      "The record of 2609 under the London code: White quitted his knight on e4 and asks to play it to f5 before Black moves: law VIII forbids recalling a move once the man is quitted",
      "hold and quit in a long record.",
      "The record of 2603 played with the full army, no odds, then 19. Ne4 (lawful; f5 was also open, asserted). White has let go of the knight; before Black replies he asks to play it to f5 instead.",
      ['VIII'],
      ["Law VIII: «While a player holds the Piece or Pawn he has touched, he may play it to any other than the square he took it from; but, having quitted it, he cannot recall the move.» White quitted the knight on e4. Dismissed."],
      [], 'man-released', 'white', 'dismissed', cites=['VIII'])

    case(2630, LO, 'knight-moved-as-a-bishop-at-ply-17-claimed-at-ply-36',
      "The record of 2610 under the London code: Black did not notice the false move before touching a piece (he took the knight with one), so law XXV allows no penalty",
      "the offender's plea of lateness; XXV's touch deadline passed at the first reply, nineteen plies before the claim.",
      LATE_FACTS,
      ['XXV'],
      ["Law XXV (found text): «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Black touched his f6 knight to play 9... Nxe5, and many men after. White's plea is upheld: no penalty."],
      [], 'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], cites=['XXV'])
