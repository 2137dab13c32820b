"""The thirty cases of the thirty-fifth set: facts, the articles quoted, the reasoning and the ruling
expected. Read by make_cases.py. Every «fragment» is checked against the seeds (or laws.md) by
check_texts.py; every board fact stated here is asserted in facts.py; every record is built by
pgnlib.pub from the published score in games.py and replayed by check_replay.py."""
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'


def write_all(case, M):
    # ============================================================ twenty-laws
    case(3501, TW, 'fischer-spassky-g6-f4-and-e5-in-one-turn',
      "Fischer-Spassky, game 6 (1972): after 20... d4 White plays 21. f4 and then, before Black has moved, e4-e5; law 4 makes the second man go back unless Black insists that both moves remain",
      "a move out of turn in a real middlegame (ply 41); the penalty's order as law 4 gives it.",
      "The record is the published score of Fischer-Spassky, Reykjavik 1972, game 6 (a Queen's Gambit Declined, "
      "Tartakower), exported with tags, NAGs, a comment and a variation, to 20... d4 (forty plies, all lawful). White "
      "plays 21. f4 and, Black not having moved, pushes his e-pawn too ({[%move e4e5 white]}), the move he played a "
      "move later in the game. e4-e5 is a lawful pawn move in itself (asserted). Black claims at once.",
      ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain; in which case the game is to proceed as if one man only had been played.» White has played f4 and e5 in succession; the second is e4-e5.",
       "Black claimed before moving a piece (law 11: «nor can any such be retraced, after the adversary has moved a piece»). Upheld, in law 4's order: the e-pawn goes back to e4, or, if Black insists, both moves stand and Black moves next (laws.md A10: the double move counts as one turn). Black elects.",
       "Other codes: London XIV gives the same two choices, listing «both moves shall remain» first; Boy's Own, Philidor and the Acknowledged Laws have no law for it."],
      'move-out-of-turn', 'black', 'upheld', remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4', '11'])

    case(3502, TW, 'evergreen-white-moves-blacks-e7-knight-to-g6',
      "The Evergreen game (1852): reaching for his e1 rook to play 20. Rxe7+, Anderssen instead lifts Black's e7 knight and sets it on g6; law 2's three penalties, Black electing",
      "moving the adversary's man in one's own turn (ply 39); the king move that is not castling.",
      "The published score of Anderssen-Dufresne, Berlin 1852, to 19... Qxf3 (thirty-eight plies). White, meaning "
      "20. Rxe7+, takes hold of Black's e7 knight and sets it on g6 ({[%move e7g6 white]}), a square that was empty "
      "(asserted), and quits it. He says nothing. On e7 the knight was en prise three times (Rxe7+, Bxe7, fxe7: "
      "asserted); White's king has two lawful moves, Kf1 and Kh1 (asserted). Black claims before moving.",
      ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to leave it where you had wrongfully placed it; and in either case you cannot castle that move.» White moved Black's knight in his own turn and said nothing, so the j'adoube excuse (laws.md A5 (i)) is not open to him.",
       "Black claimed before moving (law 11). Upheld with law 2's three penalties in its order, Black electing: take the knight, put it back and move the king (Kf1 or Kh1; law 18 does not arise), or leave it on g6. No move list is asserted for the capture: the law does not say whether «en prise» is judged on e7 or on g6, and the knight is en prise on both.",
       "Other codes: London X gives replace-and-move-king, replace-and-capture and leave-as-played (3526 shows it on another real game); the Acknowledged Laws VII apply their one menu; Boy's Own and Philidor have only a law on touching the adversary's man."],
      'moved-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man', 'replace-and-move-king', 'leave-as-played'],
      elector='black', cites=['2', '11'], moves={'replace-and-move-king': M[3502]['replace-and-move-king']})

    case(3503, TW, 'byrne-fischer-rfe8-check-unannounced-bxb6-then-axb6-with-check',
      "The Game of the Century (1956): Fischer plays 16... Rfe8+ without saying check, Byrne takes the queen with 17. Bxb6, and Fischer says \"check\" with 17... axb6; each retracts his last move and White must answer the check",
      "an unannounced check in a real game (ply 32), warned on the checker's next move; the record decides who did what.",
      "The published score of D. Byrne-Fischer, New York 1956, to 16... Rfe8 (thirty-two plies). 16... Rfe8 checks White's "
      "king on e1 (asserted), but Black does not say \"check\" (no {[%check]} follows it). White, not noticing, takes "
      "the queen: 17. Bxb6, which leaves his king in check (pseudo-legal only, asserted). Black recaptures 17... axb6 "
      "and now says \"check\" ({[%check]}); the e8 rook still checks (asserted). Black claims that both moves go back "
      "and White must meet the check. White's lawful answers are those listed (asserted).",
      ['5'],
      ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he does; but if on his next move he warn you, each party must retract his last move, and the king be removed out of check.» The warning came with Black's very next move, 17... axb6.",
       "Upheld: 17. Bxb6 and 17... axb6 are both taken back (laws.md A35), and White must answer the check of 16... Rfe8 with one of his lawful moves (in the game, 17. Kf1). No one elects.",
       "Other codes: Boy's Own 9 and Philidor XIII the same; London XVIII the same; under the Acknowledged Laws X the exception brings the pieces back to the check without any warning."],
      'unannounced-check', 'black', 'upheld', remedies=['retract-both-last-moves'], cites=['5'],
      moves={'retract-both-last-moves': M[3503]['retract-both-last-moves']})

    case(3504, TW, 'zukertort-blackburne-gxh7-check-unannounced-black-pleads-unknown-origin',
      "Zukertort-Blackburne (1883): 26. gxh7+ is played without a word, Black ignores it with 26... Rxb2, White retakes; Black then says his king is in check he cannot account for: the record shows how it came, so law 5's second sentence does not apply",
      "class 9 (the record decides who did what): a check whose origin the record states is not of unknown origin.",
      "The published score of Zukertort-Blackburne, London 1883, to 26. gxh7 (fifty-one plies). The pawn on h7 checks "
      "the g8 king (asserted); White does not say \"check\". Black plays 26... Rxb2, ignoring it (pseudo-legal only, "
      "asserted), and White retakes 27. Qxb2, a lawful move. Black now finds his king in check, only from the h7 pawn "
      "(asserted), and claims to retract his own last move and provide for the check, as for a check whose origin "
      "cannot be ascertained.",
      ['5'],
      ["Law 5, second sentence: «And if you find your king in check, without being able to ascertain how it occurred, you are at liberty to retract your last move and provide for the check.» Its condition is a fact: the origin cannot be ascertained. Here the record shows it: 26. gxh7, given without warning. Read so (glossed), the second sentence does not apply; the check is an unannounced one, governed by the first sentence, under which Black «not obliged to notice it until he does», and White never warned.",
       "Dismissed: the check's origin is known from the record, so Black cannot retract 26... Rxb2 under this clause.",
       "Other codes: London XIX has the same first clause «it cannot be ascertained how it occurred» but a second one for known moves, «they must be retracted» (3527); Boy's Own, Philidor and the Acknowledged Laws have no such law."],
      'check-of-unknown-origin', 'black', 'dismissed', cites=['5'], glossed=['5'])

    case(3505, TW, 'deep-blue-kasparov-qd3-with-a-false-check-black-plays-kd8',
      "Deep Blue-Kasparov, game 6 (1997): the operator says \"check\" with 16. Qd3, which attacks nothing of the sort; Kasparov answers 16... Kd8 and claims before White's next move: law 6 lets him retract it",
      "a false announcement of check in a real game (ply 31); the window «before the opponent has completed his next move».",
      "The published score of Deep Blue-Kasparov, New York 1997, game 6 (Caro-Kann), exported with clock comments, to "
      "15... cxb5 (thirty plies). White plays 16. Qd3, as in the game, and says \"check\" ({[%check]}); Black's king on "
      "c8 is not in check (asserted). Black, in consequence, moves his king: 16... Kd8, his only king move (asserted). "
      "Before White plays again Black sees there was no check and claims to take Kd8 back.",
      ['6'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» White has not moved since 16... Kd8.",
       "Upheld: Black may retract 16... Kd8 and play another move. Black elects.",
       "Other codes: Boy's Own 8 and Philidor XIV the same; London XX the same; the Acknowledged Laws XI let the misled player choose between letting the move stand and replacing it (3521)."],
      'false-check-announcement', 'black', 'upheld', remedies=['retract-misled-move'], elector='black', cites=['6'])

    case(3506, TW, 'byrne-fischer-bd6-check-by-the-bishop-pinned-on-the-back-rank',
      "The Game of the Century (1956), in a different thirtieth move: Black checks with 30... Bd6+, but the f8 bishop is pinned by the d8 queen against his own king; law 7 forbids the check and law 3's penalties follow, the natural move being impossible",
      "class 10 (the article that makes the act unlawful is cited first); a remedy that cannot be carried out is stated.",
      "The published score of D. Byrne-Fischer to 30. Nxe1 (fifty-nine plies). White's queen on d8 pins Black's f8 "
      "bishop against the g8 king along the eighth rank (asserted). Instead of the game's 30... Bd5 Black plays 30... "
      "Bd6, saying \"check\": it checks White's king on h2 (asserted) and uncovers his own king to the queen (pseudo-legal "
      "only, asserted). White claims before moving. The f8 bishop has no lawful move at all (asserted); Black's king "
      "has two, Kg7 and Kh8 (asserted).",
      ['7', '3', '11'],
      ["Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in check.» 30... Bd6+ is such a check. Law 7 names no penalty, so the act is a false move and law 3 gives the penalties (laws.md A37; glossed 7): «you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king».",
       "White claimed before moving (law 11). Upheld, White electing, with law 3's three penalties: the bishop stays on d6; it makes a natural move, which cannot be done, since the pinned bishop has none (unenforceable); or it goes back and the king moves, Kg7 or Kh8. Law 18 does not arise: the king can move.",
       "Other codes: Boy's Own 10 with law 7's king move; Philidor VIII and the Acknowledged Laws VII as a false move; London XIII as a false move."],
      'self-exposing-check', 'white', 'upheld', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='white',
      cites=['7', '3', '11'], glossed=['7'], moves={'replace-and-move-king': M[3506]['replace-and-move-king']}, unenforceable=['move-correctly'])

    # ============================================================ boys-own-1829
    case(3507, BO, 'steinitz-bardeleben-the-pinned-e7-knight-touched-then-qd7',
      "Steinitz-von Bardeleben (Hastings 1895): von Bardeleben touches his e7 knight, pinned by the e2 queen, then plays 15... Qd7 as in the game; law 4 turns the duty into a king move, castling on either side among them",
      "class 4 (a true pin, every move of the knight would discover check); a claim by the adversary; castling as a king move.",
      "The published score of Steinitz-von Bardeleben, Hastings 1895, to 15. Qe2 (twenty-nine plies). White's queen on "
      "e2 pins Black's knight on e7 against the e8 king; the knight has no lawful move (asserted). Black touches it "
      "({[%touch e7]}), then plays 15... Qd7, the game move. White claims. Black's king has six lawful moves, Kd7, Kf7, "
      "Kd8, Kf8 and castling on either side (asserted).",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» Every move of the e7 knight would uncover the king to the e2 queen, so the touch binds Black to a king move, and the king can move.",
       "Upheld: 15... Qd7 is not what law 4 allows; Black must move his king, White electing. Castling is a move of the king and law 4 does not bar it (as 3207).",
       "Other codes: twenty-laws 1 «you are to move the king, when possible»; Philidor XV «he must then play his King» (3513 on the Opera game); London XVII «replace the Piece or Pawn and move his King»; the Acknowledged Laws V note gives a king move or a replacement."],
      'touched-own-man-unplayable', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['4'],
      moves={'move-king': M[3507]['move-king']})

    case(3508, BO, 'rotlewi-rubinstein-white-touches-the-g4-knight-then-be4',
      "Rotlewi-Rubinstein (1907): after 20... Ng4 Rotlewi touches Black's g4 knight and then plays 21. Be4, as in the game; the queen can take the knight, so law 5 lets Black insist on the capture",
      "touching the adversary's man (ply 41) when it can be taken: the «if not» branch does not arise.",
      "The published score of Rotlewi-Rubinstein, Lodz 1907, to 20... Ng4 (forty plies). White touches Black's knight on "
      "g4 ({[%touch g4]}), saying nothing, and then plays 21. Be4, the game move. The knight can be taken, by the queen "
      "only: Qxg4 (asserted). Black claims.",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king, if that be possible, without putting him in check.» White can take the knight.",
       "Upheld: Black insists on the capture, Qxg4. The king-move branch («if not») does not arise, since the man can be taken. Boy's Own knows no j'adoube, and none was said anyway.",
       "Other codes: twenty-laws 2, Philidor VI and London IX the same capture (London adding its window, XXV); the Acknowledged Laws VII offer their menu."],
      'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'],
      moves={'compel-capture-of-touched-man': M[3508]['compel-capture-of-touched-man']})

    case(3509, BO, 'short-timman-a8-rook-takes-on-d8-over-the-c8-bishop-king-boxed-in',
      "Short-Timman (Tilburg 1991): Timman takes the d8 rook with his a8 rook, passing over his own c8 bishop; law 7's only penalty is a king move, and the g8 king has none, so nothing can be exacted",
      "a false move whose penalty cannot be carried out; the same capture under London XI would have its own two penalties.",
      "The published score of Short-Timman, Tilburg 1991 (Alekhine's Defence), exported with clock comments, to 24. Rd8 "
      "(forty-seven plies). Black's king on g8 has no lawful move (asserted). Black takes the d8 rook with his a8 rook "
      "({[%move a8d8]}), passing over his own bishop on c8: no move (asserted). Only the e8 rook could lawfully take on "
      "d8 (asserted). White claims before moving.",
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». Boy's Own has no article for a capture made by the wrong man; the rook's leap is a false move, and law 7 governs.",
       "Upheld, White electing, but the only penalty, a king move, cannot be carried out: the g8 king has no lawful square (unenforceable). Law 7 gives no other penalty.",
       "Other codes: London XI would offer the capture with a man that can lawfully make it (Rxd8 by the e8 rook) or a move of the a8 rook; twenty-laws 3 likewise; Philidor VIII a king move, also impossible here (XV: «the fault is of no consequence»)."],
      'false-move', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['7'], unenforceable=['move-king'])

    case(3510, BO, 'short-timman-kf4-set-down-and-quitted-white-wants-another-square',
      "Short-Timman (Tilburg 1991), the king walk: Short sets his king on f4 with 33. Kf4 and lets go, then asks to put it elsewhere; law 4 says a man quitted remains where he is",
      "hold versus quit (ply 65); a claim by the mover himself.",
      "The published score of Short-Timman to 33. Kf4 (sixty-five plies), exported with clock comments. White has set his "
      "king down on f4 and taken his hand from it (the king stands on f4, Black to move: asserted). Before Black moves, "
      "White says he had meant to keep the king on g3 a move longer and asks to replace it.",
      ['4'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep hold of him, you are at liberty to place him where you please, though you may have set him .down upon a square,». White quitted the king on f4.",
       "Dismissed: the king remains on f4. It does not matter that Black has not yet moved: law 4's line is drawn at the hand, not at the adversary's reply.",
       "Other codes: twenty-laws 1 «if you have placed it, which is understood by having quitted your hold, you cannot then recal the move»; Philidor VII; London VIII «having quitted it, he cannot recall the move»; the Acknowledged Laws V."],
      'man-released', 'white', 'dismissed', cites=['4'])

    case(3511, BO, 'botvinnik-capablanca-exf6-in-passing-the-code-knows-no-such-capture',
      "Botvinnik-Capablanca (AVRO 1938): 22... f5 23. exf6, the famous capture in passing; Black says the Boy's Own laws know no such capture: they do not, nor the two-square step, so no law provides and the point is decided by analogy",
      "class 5 (a silent code is heard): a real capture in passing under the code with no pawn law.",
      "The published score of Botvinnik-Capablanca, AVRO 1938 (Nimzo-Indian), to 23. exf6 (forty-five plies). Black's "
      "f-pawn, unmoved until then, went f7-f5 past White's e5 pawn, and White took it in passing (asserted: a capture in "
      "passing in python-chess's sense; the f5 pawn is gone and White's pawn stands on f6). Black claims that the "
      "capture is no move known to the laws.",
      [],
      ["Boy's Own has eleven laws; law 1 says only «Each player marches his men forward, gradually, against those of the enemy, or retreats when the game is open behind them, except only as regards the pawns, which can only move forward.» No law speaks of the two-square step or of taking in passing, and Boy's Own has no article on disputes.",
       "No law provides. The dispute is heard and decided by analogy: every code that gives the two-square step gives the capture in passing with it (Philidor X «it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move»; London XV; the Acknowledged Laws VIII), so the capture stands. Nothing is cited, since no Boy's Own article governs (as 2009).",
       "Other codes: dismissed under Philidor X (3514), London XV and the Acknowledged Laws VIII; twenty-laws is silent too and would be heard under 20."],
      'en-passant', 'black', 'no-law-provides', cites=[])

    case(3512, BO, 'fischer-spassky-g6-the-queen-takes-her-own-a2-pawn',
      "Fischer-Spassky, game 6 (1972): White's queen goes from a3 to a2 and takes off his own pawn; Boy's Own has no law on taking one's own man, so it is a false move and law 7's king move follows",
      "taking one's own man, under the code with one law for every false move (ply 47).",
      "The published score of Fischer-Spassky, game 6, to 23... Kh8 (forty-six plies). White's queen stands on a3 and "
      "his own pawn on a2 (asserted). White sets the queen on a2 and removes his pawn ({[%move a3a2]}): no move "
      "(asserted). Black claims before moving. With the queen and pawn put back, White's king has two lawful moves, Kh1 "
      "and Kf2 (asserted).",
      ['7'],
      ["Boy's Own has no article for a player who takes his own man (London XII and the Acknowledged Laws VII do). Setting a man on a square his own side holds is not a movement any man has, so it is a «false move» (glossed 7), and law 7 governs: «your opponent can oblige you to move your king, if you ¢an do so without placing him in check».",
       "Black claimed before playing. Upheld, Black electing: the queen and pawn go back (laws.md A36) and the king moves, Kh1 or Kf2.",
       "Other codes: the Acknowledged Laws VII name «take one of his own men by mistake» (3519); London XII «his adversary has the option of obliging him to move either» (3530); twenty-laws 3 as a false move with three penalties."],
      'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['7'], glossed=['7'],
      moves={'move-king': M[3512]['move-king']})

    # ============================================================ philidor
    case(3513, PH, 'lasker-bauer-the-pinned-f7-pawn-touched-then-rab8',
      "Lasker-Bauer (Amsterdam 1889): after 24. Rf1 Bauer touches his f7 pawn, pinned by the b7 queen along the seventh rank, and then plays 24... Rab8 as in the game; rule XV makes him play the king, which has five squares",
      "class 4 (the touched man is truly pinned); rule XV's «giving check» read as exposing one's own king (laws.md A17).",
      "The published score of Lasker-Bauer, Amsterdam 1889, to 24. Rf1 (forty-seven plies). White's queen on b7 pins "
      "Black's f7 pawn against the g7 king along the seventh rank; the pawn has no lawful move (asserted). Black "
      "touches it ({[%touch f7]}), then plays 24... Rab8, the game move. White claims. Black's king has five lawful "
      "moves, Kg6, Kh6, Kh7, Kg8 and Kh8 (asserted).",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King; and if his King cannot be played, the fault is of no consequence.» Read with laws.md A17 (glossed XV), «giving check» means exposing his own king: the pawn cannot move at all without uncovering g7 to the queen.",
       "Upheld, White electing: Black must play his king. 24... Rab8 does not satisfy the rule.",
       "Other codes: Boy's Own 4 the same king move (3507 on another real game); London XVII replace and move the king; twenty-laws 1 «you are to move the king, when possible»; the Acknowledged Laws V note a king move or a replacement."],
      'touched-own-man-unplayable', 'white', 'upheld', remedies=['move-king'], elector='white', cites=['V', 'XV'], glossed=['XV'],
      moves={'move-king': M[3513]['move-king']})

    case(3514, PH, 'botvinnik-capablanca-exf6-in-passing-is-rule-ten',
      "Botvinnik-Capablanca (AVRO 1938): Capablanca's f-pawn goes f7-f5 at its first move and Botvinnik takes it in passing, 23. exf6; Black's claim that the capture was false is dismissed under rule X",
      "the same record as 3511, under a code that has the law: a real capture in passing is lawful.",
      "The published score of Botvinnik-Capablanca, AVRO 1938, to 23. exf6 (forty-five plies). Black's f-pawn stood "
      "unmoved on f7 until 22... f5, its first move, two squares, passing f6, beside White's e5 pawn (asserted); "
      "White's pawn took it at once, going to f6 (asserted). Black claims the capture was a false move.",
      ['X'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» Pushed one square, the f-pawn would have stood on f6, where the e5 pawn could take it.",
       "Dismissed: 23. exf6 is the capture rule X grants; no penalty under VIII arises.",
       "Other codes: London XV and the Acknowledged Laws VIII the same; Boy's Own (3511) and twenty-laws have no such law and the point is decided by analogy."],
      'en-passant', 'black', 'dismissed', cites=['X'])

    case(3515, PH, 'immortal-game-played-without-blacks-h7-pawn-noticed-at-move-twenty',
      "The Immortal game (1851) replayed from a set-up in which Black's h7 pawn was forgotten; every move is still lawful, and after 20... Na6 White notices: rule III sets no limit of moves and gives White the choice of beginning afresh or going on with the pawn put back",
      "a forgotten man noticed in the middlegame (ply 40); laws.md A14 (no time limit).",
      "A [FEN] record: the array with Black's h7 pawn missing, White to move, all castling rights. The published score of "
      "Anderssen-Kieseritzky, London 1851, replays from it unchanged to 20... Na6, forty lawful plies (asserted: the "
      "pawn never moved in the game). h7 is still empty (asserted). White now notices that Black's pawn was never set "
      "up and claims.",
      ['III'],
      ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set in its place.» The pawn forgotten is Black's, so White, the adversary, chooses. The rule names no number of moves (laws.md A14, glossed), unlike London III and the Acknowledged Laws II.",
       "Upheld, White electing: begin the game afresh, or go on with the pawn set again on h7, which is free.",
       "Other codes: London III and twenty-laws 12 close the correction after four moves, the Acknowledged Laws II before the fourth move, so the same claim is out of time there; Boy's Own 3 speaks only of misplaced men."],
      'initial-man-omitted', 'white', 'upheld', remedies=['restart-game', 'rectify-setup'], elector='white', cites=['III'], glossed=['III'])

    case(3516, PH, 'fischer-spassky-g6-the-queen-leaps-to-take-the-f6-knight',
      "Fischer-Spassky, game 6 (1972): instead of 38. Rxf6 White's queen takes the f6 knight from e4, a knight's leap; rule VIII's penalty for a false move is a king move, and White's king has four",
      "an illegal capture where another man could lawfully take (ply 75); the governing article.",
      "The published score of Fischer-Spassky, game 6, to 37... Nf6 (seventy-four plies). White's queen on e4 takes the "
      "f6 knight ({[%move e4f6]}), a move no queen has (asserted); only the f5 rook could lawfully take on f6, as it did "
      "in the game (asserted). Black claims before moving. With the queen and knight put back, White's king has four "
      "lawful moves (asserted).",
      ['VIII', 'VI'],
      ["Philidor has no rule for a capture made with the wrong man; it is a false move. Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move». Rule VI is cited for the king move it refers to. Read with laws.md A36 (glossed VIII), the queen goes back, the knight returns to f6, and the king moves.",
       "Black claimed before his next move. Upheld, Black electing: Kf1, Kh1, Kf2 or Kh2.",
       "Other codes: London XI would give the capture with a man that can lawfully make it (Rxf6) or a move of the queen; twenty-laws 3 likewise; Boy's Own 7 a king move."],
      'illegal-capture', 'black', 'upheld', remedies=['move-king'], elector='black', cites=['VIII', 'VI'], glossed=['VIII'],
      moves={'move-king': M[3516]['move-king']})

    case(3517, PH, 'evergreen-nf6-check-unannounced-qxf3-then-gxf3-with-check',
      "The Evergreen game (1852): 17. Nf6+ is played without a word, Dufresne ignores it with 17... Qxf3, and Anderssen retakes 18. gxf3 saying \"check\"; under rule XIII both go back and Black must take the check off",
      "an unannounced check in a real game (ply 33), warned on the checker's next move.",
      "The published score of Anderssen-Dufresne to 17. Nf6 (thirty-three plies). The knight checks the e8 king "
      "(asserted); White does not say \"check\". Black takes the f3 knight, 17... Qxf3, leaving his king in check "
      "(pseudo-legal only, asserted). White retakes, 18. gxf3, and says \"check\" ({[%check]}); the f6 knight still "
      "checks (asserted). White claims. Black's lawful answers to the check are gxf6, Kd8 and Kf8 (asserted).",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move, as being false, and he that is under check is to take it off». White said check with his very next move.",
       "Upheld: 18. gxf3 and 17... Qxf3 are taken back (laws.md A35), and Black must take the check off (in the game, 17... gxf6). No one elects.",
       "Other codes: twenty-laws 5 (3503), Boy's Own 9 and London XVIII the same; the Acknowledged Laws X bring the men back to the check."],
      'unannounced-check', 'white', 'upheld', remedies=['retract-both-last-moves'], cites=['XIII'],
      moves={'retract-both-last-moves': M[3517]['retract-both-last-moves']})

    case(3518, PH, 'kasparov-topalov-rook-steps-b7-c8-like-a-bishop-black-takes-it-then-claims',
      "Kasparov-Topalov (Wijk aan Zee 1999): White's b7 rook steps to c8 like a bishop; Topalov takes it, 31... Rxc8, and only then claims the false move; White pleads rule VIII: no false move can be recalled after the adversary's next move",
      "the offender's plea that the claim is late (ply 61); the record shows the adversary's move.",
      "The published score of Kasparov-Topalov, Wijk aan Zee 1999, to 30... Qc4 (sixty plies). White moves his b7 rook "
      "to c8 ({[%move b7c8]}), a diagonal step no rook has (asserted). Black takes it, 31... Rxc8, a lawful move "
      "(asserted), and then claims that the rook's move was false and White must play his king. White pleads that the "
      "claim is too late.",
      ['VIII'],
      ["Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» Black's next move, 31... Rxc8, has been played.",
       "White's plea is upheld: no penalty can be exacted, and the position stands as if the rook's move had been just (it has since been taken).",
       "Other codes: twenty-laws 3 and 11 and Boy's Own 7 close the claim the same way; London XXV closes it even earlier, at Black's first touch; the Acknowledged Laws VII set no time."],
      'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], cites=['VIII'])

    # ============================================================ acknowledged-laws
    case(3519, AC, 'kasparov-topalov-the-queen-takes-her-own-c2-pawn',
      "Kasparov-Topalov (Wijk aan Zee 1999): White's queen goes from c3 to c2 and takes off his own pawn; law VII names the act and gives its menu, Black electing",
      "taking one's own man, named by law VII (ply 57); the menu limited to the remedies that fit (laws.md A23).",
      "The published score of Kasparov-Topalov to 28... Qxd5 (fifty-six plies), exported with clock comments. White's "
      "queen stands on c3 and his own pawn on c2 (asserted). White sets the queen on c2 and removes his pawn "
      "({[%move c3c2]}): no move (asserted). Black claims. With queen and pawn put back, the queen has fifteen lawful "
      "moves and the king three (asserted).",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The first offence it names is this one. Read with laws.md A23 (glossed VII), «take the man» fits only an adversary's man and is not offered; the other three are.",
       "Upheld, Black electing: the queen makes a lawful move; or the king moves (Ka1, Kc1, Kb2); or the queen and pawn are put back and White makes any lawful move.",
       "Other codes: London XII «obliging him to move either» (3530); Boy's Own 7 a king move (3512); Philidor VIII likewise; twenty-laws 3 as a false move."],
      'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII'], glossed=['VII'], moves={'move-correctly': M[3519]['move-correctly'], 'move-king': M[3519]['move-king']})

    case(3520, AC, 'short-timman-qf6-check-unannounced-bc8-and-h4-then-found',
      "Short-Timman (Tilburg 1991): 29. Qf6+ is made without a word; Timman plays 29... Bc8 and Short 30. h4 before the check is seen; two moves only have been made, so under law X's exception the men go back and the king moves out of check",
      "law X's two-move exception (laws.md A25) on a real game (ply 57).",
      "The published score of Short-Timman to 29. Qf6 (fifty-seven plies), exported with clock comments. The queen checks "
      "the g7 king (asserted); White does not say \"check\". Black plays 29... Bc8, ignoring it (pseudo-legal only, "
      "asserted), and White 30. h4, the game move; the check stands (asserted). Now the check is noticed and Black "
      "claims. The lawful answers to the check are Kh6 and Kg8 (asserted).",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check. [This law is subject to this exception : that two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.» Read with laws.md A25 (glossed), when the check is found within two further moves the moves since it are taken back and it is answered. Two have been made: 29... Bc8 and 30. h4.",
       "Upheld: both moves go back to the check, and Black's king moves out of it, Kh6 or Kg8 (in the game 29... Kg8). No one elects.",
       "Other codes: twenty-laws 5, Boy's Own 9, Philidor XIII and London XVIII need a warning on the checker's next move, and there was none, so the check would stand ignored there; London XIX brings everything back when the moves are known (3527)."],
      'unannounced-check', 'black', 'upheld', remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'],
      moves={'retract-to-point-of-check': M[3520]['retract-to-point-of-check']})

    case(3521, AC, 'botvinnik-capablanca-qf4-with-a-false-check-black-plays-kg8',
      "Botvinnik-Capablanca (AVRO 1938): White plays 28. Qf4, as in the game, but says \"check\"; Capablanca answers 28... Kg8 and claims; law XI lets the misled player let the move stand or have it replaced",
      "a false announcement of check; the misled player elects (laws.md A27).",
      "The published score of Botvinnik-Capablanca to 27... Kg7 (fifty-four plies). White plays 28. Qf4 and says "
      "\"check\" ({[%check]}); the g7 king is not in check (asserted). Black, in consequence, moves his king, 28... Kg8, "
      "a lawful move (asserted), then sees there was no check and claims.",
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» Read with laws.md A27 (glossed), «the latter» is the misled player, Black. The law sets no time; Black claims before White has moved anyway.",
       "Upheld, Black electing: 28... Kg8 stands, or the king goes back and Black makes another move.",
       "Other codes: twenty-laws 6 (3505), Boy's Own 8, Philidor XIV and London XX let the misled player retract, without the option to keep the move named."],
      'false-check-announcement', 'black', 'upheld', remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    case(3522, AC, 'fischer-spassky-g6-the-d7-knight-touched-then-kh8',
      "Fischer-Spassky, game 6 (1972): Spassky touches his d7 knight and then plays 23... Kh8, as in the game; the knight has four lawful moves, and law V makes him play it",
      "touch-move (ply 46) where the touched man can move; the king move played is not the man touched.",
      "The published score of Fischer-Spassky, game 6, to 23. Bc4 (forty-five plies), exported with clock comments. "
      "Black touches his knight on d7 ({[%touch d7]}), says nothing, and then plays 23... Kh8. White claims. The knight "
      "has four lawful moves: Nxe5, Nb6, Nf6, Nf8 (asserted).",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» The note's exception, «[Except the player say j’adoube (I adjust).», was not used, and the knight can be legally moved, so the rest of the note does not apply.",
       "Upheld, White electing: Black must move the d7 knight (Nxe5, Nb6, Nf6 or Nf8) instead of 23... Kh8.",
       "Other codes: twenty-laws 1, Boy's Own 4, Philidor V and London VII the same duty."],
      'touched-own-man', 'white', 'upheld', remedies=['compel-move-touched-man'], elector='white', cites=['V'],
      moves={'compel-move-touched-man': M[3522]['compel-move-touched-man']})

    case(3523, AC, 'zukertort-blackburne-rook-takes-on-e5-over-the-e4-pawn',
      "Zukertort-Blackburne (1883): White's e3 rook takes the e5 pawn, leaping Black's e4 pawn, when the b2 bishop could take it lawfully; law VII's menu, with the capture by a man that can lawfully make it",
      "an illegal capture under the one-menu code (ply 55); «take the man» read as taking it lawfully.",
      "The published score of Zukertort-Blackburne to 27... e5 (fifty-four plies). White is not in check; Black's pawns "
      "stand on e4 and e5 (asserted). White's rook takes on e5 from e3 ({[%move e3e5]}), passing over the e4 pawn: no "
      "move (asserted). Only the b2 bishop can lawfully take on e5, Bxe5+ (asserted). Black claims. With the rook and "
      "pawn put back, White's king has two lawful moves, Kh1 and Kf2 (asserted).",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The rook's capture is an illegal move. Read with laws.md A23 (glossed VII), «take the man» is a lawful capture of the man taken (here Bxe5+, the only one), and «make the right move» a lawful move of the rook.",
       "Upheld, Black electing among the four: take the pawn lawfully (Bxe5+); make a right move with the rook; move the king (Kh1, Kf2); or replace the men and make any lawful move.",
       "Other codes: London XI gives two penalties, the lawful capture or a move of the rook; twenty-laws 3 the same; Boy's Own 7 and Philidor VIII a king move."],
      'illegal-capture', 'black', 'upheld', remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'],
      elector='black', cites=['VII'], glossed=['VII'],
      moves={'capture-with-legal-capturer': M[3523]['capture-with-legal-capturer'], 'move-king': M[3523]['move-king']})

    case(3524, AC, 'steinitz-bardeleben-a7-touched-then-jadoube-then-cxd5',
      "Steinitz-von Bardeleben (Hastings 1895): von Bardeleben touches his a7 pawn, then says \"j'adoube\", then plays 17... cxd5 as in the game; the word came after the touch, so the pawn must be moved",
      "j'adoube said too late (ply 34); the note's exception read as a word said with the touch.",
      "The published score of Steinitz-von Bardeleben to 17. d5 (thirty-three plies). Black touches his a7 pawn "
      "({[%touch a7]}), then says \"j'adoube\" over it ({[%adjust a7]}), then plays 17... cxd5, a lawful move (asserted). "
      "White claims. The a7 pawn has two lawful moves, a5 and a6 (asserted).",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» The note: «[Except the player say j’adoube (I adjust).» Read (glossed V) as an excuse that must come with the touch, as London VII says in terms («at the moment of touching it») and Philidor V («in touching it»): said after the hand has taken hold of the man, it does not undo the touch.",
       "Upheld, White electing: Black must move the a7 pawn, a5 or a6, instead of 17... cxd5.",
       "Other codes: London VII and Philidor V the same in their own words; twenty-laws 1 lets «j'adoube» come after, but only for men «displaced by accident, or moved in error» (laws.md A4); Boy's Own knows no j'adoube."],
      'adjustment-claim', 'white', 'upheld', remedies=['compel-move-touched-man'], elector='white', cites=['V'], glossed=['V'],
      moves={'compel-move-touched-man': M[3524]['compel-move-touched-man']})

    # ============================================================ london-1847
    case(3525, LO, 'lasker-bauer-board-turned-the-wrong-way-noticed-at-move-twenty',
      "Lasker-Bauer (Amsterdam 1889) played on a board with a black corner square at each player's right; Bauer notices after twenty moves on each side: law I allows the adjustment only before four moves on each side",
      "a set-up fault noticed in the middlegame (ply 40): out of time.",
      "The published score of Lasker-Bauer, Amsterdam 1889, to 20... Qh6 (forty plies), on a board that stood the wrong "
      "way ([BoardOrientation \"misoriented\"]). Twenty moves have been played on each side (asserted). Black notices "
      "and claims that the board be set right.",
      ['I'],
      ["Law I: «The Chess-board must be so placed that each player has a white corner square nearest his right hand. If the board have been improperly placed, it must be adjusted, provided four moves on each side have not been played, but not afterwards.» Four moves on each side were played long ago.",
       "Out of time: the game goes on as it stands.",
       "Other codes: twenty-laws 12 likewise («provided neither party have played four moves»); Philidor I and the Acknowledged Laws I state the rule with no remedy; Boy's Own is silent."],
      'board-misoriented', 'black', 'out-of-time', cites=['I'])

    case(3526, LO, 'adams-torre-white-lifts-blacks-e8-rook-and-sets-it-on-f8',
      "Adams-Torre (New Orleans 1920): about to take on e8, Adams lifts Black's e8 rook, thinks again and sets it on f8, having moved none of his own men; law X's three penalties, Black electing",
      "moving the adversary's man (ply 41); every remedy feasible.",
      "The published score of Adams-Torre to 20... Qb5 (forty plies). White takes hold of Black's rook on e8, meaning to "
      "capture it, then sets it down on f8, which was empty (asserted), and quits it ({[%move e8f8 white]}); none of "
      "White's own men has moved. Black claims before touching a man. On e8 the rook can be taken by Rxe8+ only "
      "(asserted); White's king has two lawful moves, Kf1 and Kh1 (asserted).",
      ['X', 'XXV'],
      ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» It is not law IX's case, a man touched without being moved: the rook was set down on another square.",
       "Black claimed before touching a man (XXV). Upheld, with X's three penalties in its order, Black electing: the rook goes back and White moves his king (Kf1, Kh1); the rook goes back and White takes it (Rxe8+); or the rook stays on f8.",
       "Other codes: twenty-laws 2 (3502, on the Evergreen game); the Acknowledged Laws VII by their menu; Boy's Own and Philidor have no law for a man moved, only for one touched."],
      'moved-adversary-man', 'black', 'upheld', remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black',
      cites=['X', 'XXV'], moves={'replace-and-move-king': M[3526]['replace-and-move-king'], 'replace-and-capture': M[3526]['replace-and-capture']})

    case(3527, LO, 'immortal-game-nxg7-check-unannounced-ignored-two-moves-each',
      "The Immortal game (1851): 21. Nxg7+ is made without a word, and both sides play on for two moves each with Black's king in check; the moves since the check are known, so law XIX takes them all back and Black must answer it, Kd8 being the only move",
      "class 9 (the record decides): XIX's second clause when every move since the check is known (laws.md A33).",
      "The published score of Anderssen-Kieseritzky to 21. Nxg7 (forty-one plies). The knight checks the e8 king "
      "(asserted); White says nothing. Black plays 21... Bb7, White 22. d4, Black 22... Qxa2, White 23. Kd2, Black's two "
      "moves ignoring the check (pseudo-legal only, asserted) and White's two lawful. The g7 knight still checks, as "
      "it has since 21. Nxg7 (asserted). White claims. Black's only lawful answer to the check is Kd8 (asserted).",
      ['XIX'],
      ["Law XIX: «If the King has been in check for several moves, and it cannot be ascertained how it occurred, the player whose King is in check must retract his last move and free his King from the check : but if the moves made subsequent to the check be known, they must be retracted.» The record shows the check and every move since. Read with laws.md A33 (glossed XIX), the second clause governs.",
       "Upheld: 21... Bb7, 22. d4, 22... Qxa2 and 23. Kd2 are taken back, and Black answers the check with Kd8, as in the game. No one elects.",
       "Other codes: twenty-laws 5 allows only Black's last move to be retracted, and only when the origin cannot be ascertained (3504 is dismissed on that ground); the Acknowledged Laws X stop at two moves; Philidor and Boy's Own have no such law."],
      'check-of-unknown-origin', 'white', 'upheld', remedies=['retract-to-point-of-check'], cites=['XIX'], glossed=['XIX'],
      moves={'retract-to-point-of-check': M[3527]['retract-to-point-of-check']})

    case(3528, LO, 'levitsky-marshall-white-touches-the-g3-queen-then-kh1',
      "Levitsky-Marshall (Breslau 1912): after the famous 23... Qg3 Levitsky touches the queen without a word and then plays 24. Kh1; the queen can be taken three ways, so Black may compel the capture",
      "touching the adversary's man (ply 47) when it can be taken; law IX's «take» read as touch (laws.md A28).",
      "The published score of Levitsky-Marshall, Breslau 1912, to 23... Qg3 (forty-six plies). White touches Black's "
      "queen on g3 ({[%touch g3]}), saying nothing, and then plays 24. Kh1, a lawful move (asserted). The queen can be "
      "taken by fxg3, hxg3 or Qxg3 (asserted). Black claims before touching a man.",
      ['IX', 'XXV'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move the King». Read with laws.md A28 (glossed IX), «take» is to take hold of: the penalty itself is «compel him to take it». The queen can be legally taken.",
       "Black claimed before touching a man (XXV). Upheld: Black compels the capture, by any of fxg3, hxg3, Qxg3. The king move 24. Kh1 does not pay the penalty, since the king-move branch is only for a man that cannot be taken.",
       "Other codes: twenty-laws 2, Boy's Own 5 (3508) and Philidor VI the same capture; the Acknowledged Laws VII their menu."],
      'touched-adversary-man', 'black', 'upheld', remedies=['compel-capture-of-touched-man'], elector='black', cites=['IX', 'XXV'], glossed=['IX'],
      moves={'compel-capture-of-touched-man': M[3528]['compel-capture-of-touched-man']})

    case(3529, LO, 'rotlewi-rubinstein-qxe2-through-two-pawns-white-touches-his-knight-first',
      "Rotlewi-Rubinstein (1907): Black's queen takes White's queen on e2 from e7, through the e6 and e5 pawns; White reaches for his c3 knight to retake, then claims the false move; Black pleads law XXV, and the plea is upheld",
      "the offender's plea (ply 42): London's window closes at the claimant's touch, not at his move (laws.md A34).",
      "The published score of Rotlewi-Rubinstein to 21. Be4 (forty-one plies). Black's queen on e7 takes White's queen on "
      "e2 ({[%move e7e2]}), passing over Black's e6 pawn and White's e5 pawn: no move (asserted). White touches his c3 "
      "knight ({[%touch c3 white]}), which could retake on e2 (asserted), and then claims the false move. Black pleads "
      "that the claim comes after White touched a man.",
      ['XXV'],
      ["Law XXV: «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Read with laws.md A34 (glossed), «he» is the adversary who wants the penalty, and his touch of any man ends the right to claim; White touched his knight before claiming.",
       "Black's plea is upheld: no penalty can be inflicted, though White has not yet moved.",
       "Other codes: twenty-laws 11, Boy's Own 7 and Philidor VIII wait for the adversary's move, so White's claim would be in time there; the Acknowledged Laws VII set no time."],
      'late-claim', 'black', 'upheld', remedies=['no-penalty-time-barred'], cites=['XXV'], glossed=['XXV'])

    case(3530, LO, 'adams-torre-the-e2-rook-set-on-e1-over-its-own-rook',
      "Adams-Torre (New Orleans 1920): meaning to double on the e-file, Adams sets his e2 rook on e1 and takes his own e1 rook off; law XII names the act: Black may oblige him to move either rook",
      "taking one's own man (ply 43); both men can move, so the remedy is feasible either way.",
      "The published score of Adams-Torre to 21... Qxa4 (forty-two plies). White's rooks stand on e1 and e2 (asserted). "
      "White sets the e2 rook on e1 and removes his own rook from there ({[%move e2e1]}): no move (asserted). Black "
      "claims before touching a man. With both rooks put back, each has lawful moves (asserted); in the game White "
      "played 22. Re4 with the e2 rook.",
      ['XII', 'XXV'],
      ["Law XII: «Should a player take one of his own men with another, his adversary has the option of obliging him to move either.» It is not XIII's general false move: XII names the act.",
       "Black claimed before touching a man (XXV). Upheld, Black electing: White must move the e1 rook or the e2 rook, as Black chooses.",
       "Other codes: the Acknowledged Laws VII «take one of his own men by mistake» with their menu (3519); Boy's Own 7 (3512) and Philidor VIII a king move; twenty-laws 3 as a false move."],
      'own-man-taken-or-wrong-man', 'black', 'upheld', remedies=['move-either-own-man'], elector='black', cites=['XII', 'XXV'])
