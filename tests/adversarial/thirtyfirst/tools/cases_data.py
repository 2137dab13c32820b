"""The thirty cases of the thirty-first set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

R1_F = ("Scotch Four Knights: 1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. d4 exd4 5. Nxd4 Bb4 6. Nxc6 bxc6 7. Bd3 d5 "
    "8. exd5 cxd5 9. O-O O-O 10. Bg5 c6, twenty lawful plies. White lifts his a1 rook over his own a2 pawn and "
    "sets it on a3 ({[%move a1a3]}): a false move, since the a2 pawn stands in the way (asserted). On a3 the rook "
    "is attacked by the b4 bishop only, and Bxa3 is lawful (asserted). Black, to move, reaches out and lays hold "
    "of the a3 rook to take it ({[%touch a3 black]}), says no j'adoube, then sees that the rook came over the "
    "pawn, lets go and claims. Before the false move the a1 rook had Rb1 and Rc1, and White's king on g1 has "
    "one lawful move, Kh1 (asserted). ")
R2_F = ("[FEN] a middlegame in which Black has castled and his f-pawn and e-pawn are gone: the diagonal b3-g8 is "
    "open but for d5 (White to move, nobody in check: asserted). 9. Qb3+ checks the g8 king (\"check\" said). "
    "Black covers with 9... d5, a two-square step past White's e5 pawn (asserted). 10. exd6, taking that pawn "
    "in passing, and White says \"check\". The pawn on d6 does not attack g8, but the taken pawn's square d5 is "
    "now empty and the b3 queen checks the king again along b3-g8 (asserted). Black answers 10... Kh8, then "
    "claims that White's \"check\" was false, since a pawn on d6 gives no check to g8. ")
R3_F = ("Giuoco Pianissimo: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Bg5 h6 8. Bh4 Bb6, "
    "sixteen lawful plies. In his own turn White takes hold of Black's f6 knight and sets it on d5 "
    "({[%move f6d5 white]}), saying nothing. Black, to move, claims that White touched his knight without "
    "j'adoube and must take it (filed as touched-adversary-man). On f6 the knight can be taken by Bxf6; on d5 "
    "by Bxd5 or exd5; White's king has the lawful move Kh1 (asserted). ")
R4_F = ("French Winawer, poisoned pawn: 1. e4 e6 2. d4 d5 3. Nc3 Bb4 4. e5 c5 5. a3 Bxc3+ 6. bxc3 Ne7 7. Qg4 Qc7 "
    "8. Qxg7 Rg8 9. Qxh7 cxd4 10. Ne2 Nbc6 11. f4 Bd7 12. Qd3 dxc3, twenty-four lawful plies. White lifts his h1 "
    "rook over his own h2 pawn and sets it down on h3 ({[%move h1h3]}), a false move (asserted), and quits it. ")
R5_F = ("French Advance: 1. e4 e6 2. d4 d5 3. e5 c5 4. c3 Nc6 5. Nf3 Qb6 6. a3 c4 7. b4, and Black at once takes the "
    "b-pawn in passing, 7... cxb3, fourteen plies (asserted: the capture is lawful on the move right after the "
    "two-square step). White claims that the capture is illegal, since no Black man stood on b3 or could take "
    "on b4 (filed as illegal-capture). ")
R6_F = ("[FEN] an ending: White has king (g6) and queen (d7), Black a bare king (h8), Black to move. 1... Kg8, his one "
    "lawful move. White had four mates (Qc8#, Qd8#, Qe8#, Qg7#: asserted) and instead moves his queen from d7 to "
    "f6 like a knight ({[%move d7f6]}): a false move (asserted). With the queen on f6 and the king on g6, Black is "
    "not in check and has no lawful move: stalemate (asserted). ")
R8_F = ("[Odds \"white rook a1\"]: White gives the odds of his queen's rook. 1. e4 d6 2. d4 Nf6 3. Nc3 e5 4. dxe5 dxe5 "
    "5. Qxd8+ (\"check\" said) Kxd8 6. Bg5 Be6, twelve plies. White castles on the queen's side, where his rook "
    "is missing: the king goes e1-c1 ({[%move e1c1]}) and no rook appears; b1, c1 and d1 were empty and c1, d1, "
    "e1 not attacked (asserted). From habit White says \"check\". With a real rook the castling would have "
    "checked the d8 king along the open d-file; with no rook on d1 there is no check (asserted). Black, in "
    "consequence, moves his king, 7... Ke8, and then, before White has moved again, claims. ")

def write_all(case, M):
    # ============================================================ twenty-laws
    case(3101, TW, 'scotch-rook-leaps-a2-to-a3-black-lays-hold-of-it-then-claims-the-false-move',
      "White's rook leaps its own a2 pawn to a3; Black lays hold of the rook to take it, then claims the false move: a touch is not a move, so law 11 has not closed the claim",
      "a false move followed by a touch by the claimant; the same record under all five codes (3101, 3107, 3113, 3119, 3125, and White's counter-claim 3126).",
      R1_F, ['3', '11'],
      ["Law 3: «If you make a false move (whether by mistake or not, giving to a piece a movement not consistent with its laws ... you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» A rook that passes over a man is given a movement not consistent with its laws.",
       "The window: law 3 «But if a false move remain unnoticed until after the adversary has played, neither party can recal it», and law 11 «nor can any such be retraced, after the adversary has moved a piece». Black has laid his hand on White's rook and let it go; he has moved no piece and played no move. The claim is in time (law 11 glossed: a touch is not a move). Black's own touch of an adversary's man in his turn is a matter for law 2 and for White to raise; it does not take away Black's claim. Upheld: Black chooses among leaving the rook on a3, a natural move of the rook (Rb1 or Rc1), or the rook put back and a king move (Kh1 is lawful). The king can move, so law 18 does not arise.",
       "Same record elsewhere: Boy's Own 7 and Philidor VIII close the claim only once the claimant has played, so they uphold it with their king move (3107, 3113); the Acknowledged Laws set no time (3119); London XXV closes it as soon as the claimant touches «a Piece or Pawn», so it is out of time there (3125), and White may then hold Black to his touch (3126)."],
      [], 'false-move', 'black', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
      elector='black', cites=['3', '11'], glossed=['11'])

    case(3102, TW, 'giuoco-white-moves-blacks-f6-knight-to-d5-filed-as-a-touch',
      "White moves Black's f6 knight to d5 in his own turn; Black files it as a touch of his man: law 2 covers touching and moving alike, and gives its three penalties",
      "a claim filed under a dispute kind narrower than the facts; the same record under the Acknowledged Laws (3121) and London (3128).",
      R3_F, ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to leave it where you had wrongfully placed it». One article governs both the touch and the move, so whether Black calls it a touch or a move changes nothing: White moved the man in his own turn and said nothing.",
       "Black claimed before moving (law 11). Upheld, with the law's three penalties in its order, Black electing: White takes the knight (it is en prise: Bxf6 on its square, Bxd5 or exd5 where he put it), or puts it back and moves his king (Kh1 is lawful and is not castling, law 2 «you cannot castle that move»), or it stays on d5 as White placed it.",
       "Same record elsewhere: the Acknowledged Laws VII give their one menu for touching or moving (3121); London has a law for each act, IX for a touch and X for a move, and the facts call for X (3128)."],
      [], 'touched-adversary-man', 'black', 'upheld',
      remedies=['compel-capture-of-touched-man', 'replace-and-move-king', 'leave-as-played'], elector='black',
      cites=['2', '11'])

    case(3103, TW, 'winawer-rook-leaps-h2-white-says-jadoube-and-asks-to-put-it-back',
      "White's rook leaps its own h2 pawn to h3; White at once says j'adoube and asks to restore it: law 1 lets men displaced by accident be restored, not a move made and quitted, so White may not take it back",
      "a claim made by the offender himself; j'adoube said after a false move; the same record under Boy's Own (3108, 3111), Philidor (3115), the Acknowledged Laws (3122) and London (3129).",
      R4_F + "At once, before Black does anything, White says \"j'adoube\" over the rook ({[%adjust h3 white]}) and asks to put it back on h1 and play another move.",
      ['1', '3'],
      ["Law 1: «if you have placed it, which is understood by having quitted your hold, you cannot then recal the move. Any men displaced by accident, or moved in error, may be restored to their positions, if the error be immediately acknowledged, by saying “j'adoube” I replace.» Laws.md A4 reads «moved in error» as accidental displacement only, since the other reading would cancel the quitting rule in the same law; a j'adoube said at once cures a man knocked over, not a move deliberately made and let go (law 1 glossed).",
       "The rook's move was also false, and law 3 provides for it: «you may be compelled» to leave it, give it a natural move, or replace it and move the king. Those are penalties the adversary may exact, not a way for the offender to take his move back at his own choice. Dismissed: the rook stays on h3 unless Black claims under law 3.",
       "Same record elsewhere: dismissed under every code, for its own reasons: Boy's Own 4 and 7 (3108, 3111), Philidor V (3115), the Acknowledged Laws V (3122), London XIII (3129)."],
      [], 'adjustment-claim', 'white', 'dismissed', cites=['1'], glossed=['1'])

    case(3104, TW, 'french-advance-cxb3-in-passing-filed-as-an-illegal-capture',
      "Black takes the b4 pawn in passing and White calls it an illegal capture: these laws say nothing of the two-square step or of taking in passing, so the point is decided by analogy, as the third person of law 20",
      "a capture in passing filed as an illegal capture under a code silent on pawns; the same record under all five codes (3104, 3109, 3116, 3123, 3130).",
      R5_F, ['20', '3'],
      ["The twenty laws have no law on the pawn's two-square step or on taking in passing. Law 3 speaks of «a movement not consistent with its laws», but the code does not state a pawn's laws at all, so it cannot say whether cxb3 is one. Law 20: «If any dispute arise as to points of the game, for which the laws have not provided, the matter is to be referred to a third person, whose decision is to be final.»",
       "No law provides; the point is decided by analogy, as the third person. The codes that state the rule (Philidor X, the Acknowledged Laws VIII, London XV) all let a pawn that steps two squares be taken by a pawn that could have taken it had it stepped one; the capture was made on the very next move. By analogy the capture is good, and no remedy is offered. Cites 20, as 2605 and 1902 did.",
       "Same record elsewhere: Boy's Own, silent too, no law provides (3109); Philidor X, the Acknowledged Laws VIII and London XV make the capture lawful and the claim is dismissed (3116, 3123, 3130)."],
      [], 'illegal-capture', 'white', 'no-law-provides', cites=['20'])

    case(3105, TW, 'rook-odds-castling-on-the-empty-side-with-a-false-check-black-moves-his-king',
      "White, giving the queen's rook, castles on that side and says check from habit; with no rook on d1 there is no check: Black, who moved his king in consequence, may retract it (law 6)",
      "castling with the odds rook as if it were at its square, combined with a false announcement of check that a real rook would have made true.",
      R8_F, ['6', '16'],
      ["Law 16: «A player giving the odds of the rook, may nevertheless castle on that side, as if the rook was at its square.» (law 8 says the same). Laws.md A2: the king moves two squares towards the corner and no rook is placed. The castling was lawful; but nothing stands on d1, so nothing checks the d8 king.",
       "Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» White said check and gave none; Black moved his king in consequence (his next act after the announcement is presumed to be in consequence of it), and claims before White has moved again. Upheld: Black may take back Ke8.",
       "An arbiter who set a rook on d1 as in ordinary castling would find a true check down the open d-file and dismiss the claim; the odds law makes the castling good but puts no rook on the board."],
      [('Odds', 'white rook a1')], 'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'],
      elector='black', cites=['6'])

    case(3106, TW, 'queen-leaps-like-a-knight-and-stalemates-the-bare-king-black-claims-the-draw',
      "White's queen leaps d7-f6 like a knight and stalemates Black's bare king; Black, who would be mated if the false move were corrected, lets it stand and claims the stalemate: a drawn game (law 17)",
      "a stalemate made by a false move, claimed by the player who may choose whether to exact the false-move penalty; the same record under Boy's Own (3110, 3112), Philidor (3117, 3118) and the Acknowledged Laws (3124).",
      R6_F + "Black claims the stalemate, a drawn game.",
      ['17', '3'],
      ["Law 17: «The position of stale-mate constitutes a drawn game.» The position on the board is stalemate.",
       "The stalemate came from a false move. Law 3 says the offender «may be compelled» to leave the piece, give it a natural move, or replace it and move the king: penalties at the adversary's option, as every case under law 3 has read them. Black, the adversary, does not exact one; he takes the position as it stands, as law 3's first penalty («to leave such piece where you had placed it») itself allows. Upheld: a drawn game.",
       "Same record elsewhere: under Boy's Own 11 and Philidor XVI (England) the stalemated player wins (3110, 3118), and White's own plea to correct his false move is dismissed (3112, 3117); the Acknowledged Laws XIII give a draw (3124)."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['17', '3'])

    # ============================================================ boys-own-1829
    case(3107, BO, 'scotch-rook-leaps-a2-to-a3-black-lays-hold-of-it-then-claims-the-false-move',
      "The record of 3101 under the Boy's Own laws: Black has laid hold of the false-moved rook but has not played, so law 7 still lets him oblige White to move his king",
      "a false move followed by a touch by the claimant (3101, 3113, 3119, 3125).",
      R1_F, ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check ; but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black has not played: he laid his hand on a man and let it go. The claim is in time (law 7 glossed: a touch is not having played, as 2511).",
       "Upheld: the rook goes back to a1 and White must move his king; Kh1 is his one lawful king move, so the penalty can be enforced. Black, who may oblige White, elects.",
       "Under London XXV the same touch would have closed the claim (3125)."],
      [], 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'], glossed=['7'],
      moves=M[3107])

    case(3108, BO, 'winawer-rook-leaps-h2-white-himself-claims-his-false-move',
      "White's rook leaps its own h2 pawn to h3 and White himself at once claims that his false move be undone: law 7 gives the remedy to the opponent, not to the player who made it",
      "a claim made by the offender himself (3103, 3111, 3115, 3122, 3129).",
      R4_F + "At once White himself claims that the move was false and asks to take it back and play another.",
      ['7', '4'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king». The law gives the opponent a power over the offender; it gives the offender no right to recall his own move. Law 4: «When you have taken your hand from your man, he must remain where he is». White quitted the rook on h3.",
       "Dismissed: the rook stays on h3 unless Black, who alone may, obliges White to move his king. Cites 7, the article claimed under, as 2406 (the offender's own claim under twenty-laws 4) cited the article it was brought under."],
      [], 'false-move', 'white', 'dismissed', cites=['7'])

    case(3109, BO, 'french-advance-cxb3-in-passing-filed-as-an-illegal-capture',
      "The record of 3104 under the Boy's Own laws: the code says nothing of pawns' steps or of taking in passing, and has no law for a point it does not provide for; decided by analogy with the codes that do",
      "a capture in passing filed as an illegal capture under a silent code (3104, 3116, 3123, 3130).",
      R5_F, ['7', '1'],
      ["Law 1 says only that «Each player marches his men forward, gradually» and that pawns «can only move forward»; law 7 speaks of «a false move» without defining the moves. Nothing in the eleven laws speaks of a two-square step or of taking in passing, and no law sends an unprovided point to a third person.",
       "No law provides; decided by analogy: Philidor X, the Acknowledged Laws VIII and London XV make this capture lawful. No remedy; nothing cited, as 2009 (a capture in passing under this code) cited nothing."],
      [], 'illegal-capture', 'white', 'no-law-provides', cites=[])

    case(3110, BO, 'queen-leaps-like-a-knight-and-stalemates-the-bare-king-black-claims-the-win',
      "The record of 3106 under the Boy's Own laws: Black lets the false move stand and claims the stalemate, and under law 11 the stalemated player wins",
      "a stalemate made by a false move; the claimant's option (3106, 3112, 3117, 3118, 3124).",
      R6_F + "Black claims the stalemate.",
      ['11', '7'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» Black's king is not in check, cannot move, and Black has no other man.",
       "Law 7: «your opponent can oblige you to move your king» after a false move: an option of the opponent's. Black declines it and takes the position as it stands. Upheld: Black wins.",
       "White's own plea that his false move be undone is 3112."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['11', '7'])

    case(3111, BO, 'winawer-rook-leaps-h2-white-says-jadoube-and-asks-to-put-it-back',
      "The record of 3103 under the Boy's Own laws: White says j'adoube after quitting his false-moved rook; these laws know no j'adoube, and a man once quitted must remain where he is (law 4)",
      "a claim made by the offender himself (3103, 3108, 3115, 3122, 3129).",
      R4_F + "At once White says \"j'adoube\" over the rook ({[%adjust h3 white]}) and asks to put it back on h1 and play another move.",
      ['4'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep hold of him, you are at liberty to place him where you please». The eleven laws have no j'adoube at all; the word White said changes nothing. He had quitted the rook.",
       "Dismissed: the rook remains on h3. Whether the false move is penalised is for Black to say under law 7 (3108)."],
      [], 'adjustment-claim', 'white', 'dismissed', cites=['4'])

    case(3112, BO, 'queen-leaps-like-a-knight-and-stalemates-the-bare-king-white-claims-his-own-false-move',
      "The record of 3106: seeing that the stalemate loses under law 11, White himself claims that his own false move be undone; law 7 gives that power to his opponent only, so the stalemate stands and Black wins",
      "a claim made by the offender himself, to escape the consequence of his own false move (3110, 3117).",
      R6_F + "White, seeing that a stalemate wins for the stalemated player under these laws, claims that his own queen move was false and must be taken back.",
      ['7', '11'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king». The penalty of a false move is the opponent's to exact; it is no remedy for the offender. Black exacts nothing.",
       "Law 11: Black's king is «stale-mated, and wins the game». Dismissed, and the result is Black's: the game ended with the stalemate, which White cannot undo by pleading his own false move."],
      [], 'false-move', 'white', 'dismissed', result='black', cites=['7', '11'])

    # ============================================================ philidor
    case(3113, PH, 'scotch-rook-leaps-a2-to-a3-black-lays-hold-of-it-then-claims-the-false-move',
      "The record of 3101 under Philidor: the false move can be recalled until the adversary's next move, and Black has only laid his hand on the rook; White must play his king",
      "a false move followed by a touch by the claimant (3101, 3107, 3119, 3125).",
      R1_F, ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move». Black has made no move; his hand on the rook is not a move (VIII glossed). The claim is in time.",
       "Rule VI, to which VIII refers: «you, who have touched it, must play your King if you can». White's king can go to h1. Upheld: the rook goes back to a1 and White plays his king, Kh1; Black elects, as in every false-move case under VIII.",
       "Black's own touch of White's rook would under rule VI oblige him to take it; White has not claimed that, and it cannot cure White's false move."],
      [], 'false-move', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['VIII', 'VI'],
      glossed=['VIII'], moves=M[3113])

    case(3114, PH, 'qb3-check-covered-by-d5-exd6-in-passing-uncovers-it-black-calls-the-check-false',
      "White takes the d5 pawn in passing and says check; the pawn on d6 checks nothing, but the square it emptied lets the b3 queen check again: the check was given, so rule XIV does not apply",
      "a capture in passing that is also a check (discovered through the square of the man taken); a claim of a false check that was true; the same record under the Acknowledged Laws (3120) and London (3127).",
      R2_F, ['XIV', 'X'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» exd6 was a lawful capture in passing, and with the d5 pawn gone nothing stands between the b3 queen and the g8 king.",
       "Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either your King, or any other piece, you will then be allowed to retract your move». White warned of a check and gave it. Dismissed: Kh8 stands."],
      [], 'false-check-announcement', 'black', 'dismissed', cites=['XIV'])

    case(3115, PH, 'winawer-rook-leaps-h2-white-says-jadoube-and-asks-to-put-it-back',
      "The record of 3103 under Philidor: a j'adoube said after the rook was quitted does not recall the move (V, VII)",
      "a claim made by the offender himself (3103, 3108, 3111, 3122, 3129).",
      R4_F + "At once White says \"j'adoube\" over the rook ({[%adjust h3 white]}) and asks to put it back on h1 and play another move.",
      ['V', 'VII'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». J'adoube excuses a touch when it is said in touching, before any move; it was said after the move was made.",
       "Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place». White had quite left the rook on h3. Dismissed: the rook stays. Whether the false move is penalised under VIII is for Black."],
      [], 'adjustment-claim', 'white', 'dismissed', cites=['V', 'VII'])

    case(3116, PH, 'french-advance-cxb3-in-passing-filed-as-an-illegal-capture',
      "The record of 3104 under Philidor: rule X lets a pawn that stepped two squares be taken in passing, and cxb3 was made at once: the capture was lawful, whatever the claim is called",
      "a capture in passing filed as an illegal capture (3104, 3109, 3123, 3130).",
      R5_F, ['X'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» The c4 pawn could have taken on b3 had the b-pawn been pushed one square; it took at once. The claim, filed as an illegal capture, is heard under the rule that governs the act. Dismissed."],
      [], 'illegal-capture', 'white', 'dismissed', cites=['X'])

    case(3117, PH, 'queen-leaps-like-a-knight-and-stalemates-the-bare-king-white-claims-his-own-false-move',
      "The record of 3106 under Philidor: White himself asks that his false queen move be recalled so as to escape the stalemate; the false-move rule is a penalty for the adversary to exact, so the stalemate stands and, in England, Black wins",
      "a claim made by the offender himself (3112, 3118).",
      R6_F + "White, seeing that a stalemate wins for the stalemated player in England, claims that his own queen move was false and must be taken back.",
      ['VIII', 'XVI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» It is a penalty on the offender, exacted by his adversary (every case under VIII has the adversary elect); it gives the offender no right to recall his move and make another. Black exacts nothing.",
       "Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a check, then the game is stale-mate. In England, he whose King is stale-mate wins the game». No country option is given, so England (laws.md A19; XVI glossed). Dismissed, and Black wins."],
      [], 'false-move', 'white', 'dismissed', result='black', cites=['VIII', 'XVI'], glossed=['XVI'])

    case(3118, PH, 'queen-leaps-like-a-knight-and-stalemates-the-bare-king-black-claims-the-win',
      "The record of 3106 under Philidor: Black lets the false move stand and claims the stalemate, which in England wins for the stalemated player",
      "a stalemate made by a false move; the claimant's option (3106, 3110, 3117, 3124).",
      R6_F + "Black claims the stalemate.",
      ['XVI', 'VIII'],
      ["Rule XVI: «In England, he whose King is stale-mate wins the game»; England by default (laws.md A19; XVI glossed). The position is stalemate.",
       "Rule VIII's penalty for the false move is Black's to exact, and he does not. Upheld: Black wins."],
      [], 'stalemate-result', 'black', 'upheld', result='black', cites=['XVI', 'VIII'], glossed=['XVI'])

    # ============================================================ acknowledged-laws
    case(3119, AC, 'scotch-rook-leaps-a2-to-a3-black-lays-hold-of-it-then-claims-the-false-move',
      "The record of 3101 under the Acknowledged Laws: law VII sets no time for the claim, and Black elects from its menu",
      "a false move followed by a touch by the claimant (3101, 3107, 3113, 3125).",
      R1_F, ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The law sets no time, and Black has in any case only touched.",
       "Upheld. Of the menu, the remedies that fit an illegal move are offered (laws.md A23): the right move with the rook (Rb1 or Rc1), a king move (Kh1), or the rook replaced and any legal move; Black elects. Black's own touch of White's rook falls under the same law, but White has not claimed it."],
      [], 'false-move', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
      elector='black', cites=['VII'])

    case(3120, AC, 'qb3-check-covered-by-d5-exd6-in-passing-uncovers-it-black-calls-the-check-false',
      "The record of 3114 under the Acknowledged Laws: the capture in passing uncovered a real check from the queen, so law XI, for a check said without attacking the king, does not apply",
      "a capture in passing that is also a check; a claim of a false check that was true (3114, 3127).",
      R2_F, ['XI', 'VIII'],
      ["Law VIII makes the capture in passing lawful («it is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square»), and once the d5 pawn was taken the queen attacked the king along b3-g8.",
       "Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» White said check and was actually attacking the king. Dismissed."],
      [], 'false-check-announcement', 'black', 'dismissed', cites=['XI'])

    case(3121, AC, 'giuoco-white-moves-blacks-f6-knight-to-d5-filed-as-a-touch',
      "The record of 3102 under the Acknowledged Laws: law VII's one menu covers touching an opponent's man and moving it; Black elects",
      "a claim filed under a dispute kind narrower than the facts (3102, 3128).",
      R3_F, ['VII'],
      ["Law VII: «If a player ... touch ... one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Moving the opponent's knight both touched it and was an illegal move; the menu is the same.",
       "Upheld, with the remedies that fit (laws.md A23): take the knight (Bxf6, or Bxd5 / exd5), move the king (Kh1), or replace the knight and make a legal move; Black elects."],
      [], 'touched-adversary-man', 'black', 'upheld',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'])

    case(3122, AC, 'winawer-rook-leaps-h2-white-says-jadoube-and-asks-to-put-it-back',
      "The record of 3103 under the Acknowledged Laws: having once left the rook, White cannot remove it; the j'adoube exception is for a man touched to adjust it, not for a move made and quitted",
      "a claim made by the offender himself (3103, 3108, 3111, 3115, 3129).",
      R4_F + "At once White says \"j'adoube\" over the rook ({[%adjust h3 white]}) and asks to put it back on h1 and play another move.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved. Having once left the piece it cannot be removed from the square it occupies.» Its note: «Except the player say j’adoube (I adjust).» The exception excuses a touch made to adjust a man; it does not let a player remove a man he has moved and left. White left the rook on h3.",
       "Dismissed: the rook stays. Law VII's penalties for the illegal move are Black's to ask for («his adversary may compel him»), not White's."],
      [], 'adjustment-claim', 'white', 'dismissed', cites=['V'])

    case(3123, AC, 'french-advance-cxb3-in-passing-filed-as-an-illegal-capture',
      "The record of 3104 under the Acknowledged Laws: law VIII makes the b4 pawn liable to be taken in passing; the capture was lawful",
      "a capture in passing filed as an illegal capture (3104, 3109, 3116, 3130).",
      R5_F, ['VIII'],
      ["Law VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square.» The b-pawn was first moved two squares; the c4 pawn could have taken it on b3; it did so at once. Heard under VIII, whatever the claim is called. Dismissed."],
      [], 'illegal-capture', 'white', 'dismissed', cites=['VIII'])

    case(3124, AC, 'queen-leaps-like-a-knight-and-stalemates-the-bare-king-black-claims-the-draw',
      "The record of 3106 under the Acknowledged Laws: Black lets the illegal move stand and claims the stalemate, a drawn game (XIII)",
      "a stalemate made by an illegal move; the claimant's option (3106, 3110, 3118).",
      R6_F + "Black claims the stalemate, a drawn game.",
      ['XIII', 'VII'],
      ["Law XIII: «Stalemate is a drawn game.»",
       "Law VII: after an illegal move «his adversary may compel him» to move otherwise; the adversary may also not compel. Black takes the position as it stands. Upheld: a drawn game."],
      [], 'stalemate-result', 'black', 'upheld', result='draw', cites=['XIII', 'VII'])

    # ============================================================ london-1847
    case(3125, LO, 'scotch-rook-leaps-a2-to-a3-black-lays-hold-of-it-then-claims-the-false-move',
      "The record of 3101 under the London code: Black touched a Piece (White's rook) before claiming, so law XXV allows no penalty for the false move",
      "a claim whose window was closed by the claimant's own touch (3101, 3107, 3113, 3119; White's counter-claim 3126).",
      R1_F, ['XIII', 'XXV'],
      ["Law XIII gives the adversary of a false move «the choice of three penalties». Law XXV: «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.»",
       "Black laid hold of White's rook before he claimed. XXV says «a Piece or Pawn», not one of his own; laws.md A34: the right to claim ends when the claimant touches any man (XXV glossed). Out of time: the rook stands on a3 as if it had come there lawfully. As 725, where the claimant's touch of the offending bishop closed the claim.",
       "Under twenty-laws 11, Boy's Own 7 and Philidor VIII only a move closes the claim, and the Acknowledged Laws set no time: all four uphold it."],
      [], 'false-move', 'black', 'out-of-time', cites=['XIII', 'XXV'], glossed=['XXV'])

    case(3126, LO, 'scotch-rook-leaps-a2-to-a3-black-lays-hold-of-it-white-holds-him-to-the-touch',
      "The record of 3101: Black laid hold of White's rook without j'adoube, and his claim of the false move is out of time (3125); White, the offender, claims under law IX and Black must take the rook",
      "a claim made by the offender himself; two irregularities, the first made final by the second (3125).",
      R1_F + "After Black's claim of the false move (3125, out of time), White claims that Black, having laid hold of his rook without saying j'adoube, must take it.",
      ['IX', 'XXV'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move the King». «take» is to take hold of (laws.md A28). Black took hold of White's rook and said nothing.",
       "White's own false move does not bar him: by XXV it can no longer be penalised, and the rook stands on a3 as if it had come there lawfully. White claimed before touching anything (XXV). The rook can be legally taken, by the b4 bishop only (asserted). Upheld: Black must play Bxa3; White elects, as the adversary of the touch.",
       "Under the other codes Black's false-move claim is still open when he has only touched, which is why this counter-claim is heard only here."],
      [], 'touched-adversary-man', 'white', 'upheld', remedies=['compel-capture-of-touched-man'], elector='white',
      cites=['IX', 'XXV'], moves=M[3126])

    case(3127, LO, 'qb3-check-covered-by-d5-exd6-in-passing-uncovers-it-black-calls-the-check-false',
      "The record of 3114 under the London code: taking the d5 pawn in passing let the queen check again, so the check was given and law XX does not apply",
      "a capture in passing that is also a check; a claim of a false check that was true (3114, 3120).",
      R2_F, ['XX', 'XV'],
      ["Law XV lets the d5 pawn be taken in passing «with any Pawn which could have taken it had it been played one square only», and the capture removed the pawn that screened the king from the b3 queen.",
       "Law XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» White gave check. Dismissed."],
      [], 'false-check-announcement', 'black', 'dismissed', cites=['XX'])

    case(3128, LO, 'giuoco-white-moves-blacks-f6-knight-to-d5-filed-as-a-touch',
      "The record of 3102 under the London code: White moved Black's knight, he did not merely take hold of it; the claim, filed as a touch, is heard under law X, whose three penalties Black may choose from",
      "a claim filed under the wrong dispute kind: law IX (a touch) against law X (a move) (3102, 3121).",
      R3_F, ['X', 'XXV'],
      ["Law IX is for a player who takes hold of an adversary's man; law X for one who moves it: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» White moved the knight from f6 to d5. The claim is heard under the law the facts call for, X, not IX.",
       "Black claimed before touching a man (XXV). Upheld, X's penalties in its order, Black electing: replace the knight and move the king (Kh1 is lawful), replace it and take it (Bxf6), or let it stay on d5."],
      [], 'touched-adversary-man', 'black', 'upheld',
      remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black', cites=['X', 'XXV'])

    case(3129, LO, 'winawer-rook-leaps-h2-white-himself-claims-his-false-move',
      "The record of 3108 under the London code: XIII gives the adversary, not the offender, the choice of penalties; White may not take back his false move of his own motion",
      "a claim made by the offender himself (3103, 3108, 3111, 3115, 3122).",
      R4_F + "At once White himself claims that the move was false and asks to take it back and play another.",
      ['XIII', 'VIII'],
      ["Law XIII: «If a player make a false move ... his adversary has the choice of three penalties». The choice is Black's; and Law VIII: «having quitted it, he cannot recall the move». White quitted the rook on h3.",
       "Dismissed: the rook stays unless Black chooses otherwise before touching a man (XXV)."],
      [], 'false-move', 'white', 'dismissed', cites=['XIII'])

    case(3130, LO, 'french-advance-cxb3-in-passing-filed-as-an-illegal-capture',
      "The record of 3104 under the London code: law XV gives the opponent the privilege of taking the b4 pawn in passing; the capture was lawful",
      "a capture in passing filed as an illegal capture (3104, 3109, 3116, 3123).",
      R5_F, ['XV'],
      ["Law XV: «When a Pawn is first moved in a game, it may be played one or two squares; but in the latter case the opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one square only.» The c4 pawn took the b-pawn at once. Heard under XV (not XI: the capture was not a false one). Dismissed."],
      [], 'illegal-capture', 'white', 'dismissed', cites=['XV'])
