"""The thirty cases of the sixty-first set (touching, in all its forms). Every board fact used below is asserted
here, with python-chess."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'
S = chess.parse_square


def write_all(case, after, P, frm, kingm, onto):
    def pinned(b, s): return b.is_pinned(b.turn, S(s))
    # ------------------------------------------------------------------ shared positions
    fb37 = P('FB', 37)            # Fischer-Benko, after 19. Rf6, Black to move
    b = after(None, fb37)
    assert b.turn == chess.BLACK and not b.is_check()
    FB37_G7 = frm(b, 'g7'); FB37_F6 = onto(b, 'f6'); FB37_H7 = frm(b, 'h7')
    assert FB37_G7 == ['Bxf6', 'Bh6'] and FB37_F6 == ['Bxf6'] and FB37_H7 == ['h6']
    assert not pinned(b, 'g7') and pinned(b, 'h7') and kingm(b) == ['Kg8']
    fb36 = P('FB', 36)            # after 18...exd4, White to move
    b = after(None, fb36)
    assert b.turn == chess.WHITE and onto(b, 'd4') == [] and b.piece_at(S('d4')).symbol() == 'p'
    FB36_K = kingm(b, castling=False); assert FB36_K == ['Kh1', 'Kf2', 'Kh2'] and kingm(b) == FB36_K
    dk21 = P('DK', 21)            # Deep Blue-Kasparov, after 11. Bf4, Black to move
    b = after(None, dk21)
    assert b.turn == chess.BLACK and not b.is_check() and kingm(b) == []
    assert onto(b, 'g6') == [] and frm(b, 'f8') == [] and frm(b, 'c8') == []
    assert not any(pinned(b, s) for s in ['f8', 'c8', 'd7', 'f6', 'e7'])
    at9 = P('AT', 9)              # Adams-Torre, after 5. Bb5, Black to move
    b = after(None, at9)
    assert b.turn == chess.BLACK and pinned(b, 'c6') and frm(b, 'c6') == [] and not b.is_check()
    AT9_K = kingm(b); assert AT9_K == ['Kd7', 'Ke7']
    at36 = P('AT', 36)            # after 18...Qb5, White to play 19. Qc4
    b = after(None, at36 + ['Qc4'])
    assert not b.is_check() and kingm(b) == ['Kf8', 'Kh8']

    # ======================================================== twenty-laws 6101-6106
    case(6101, TW, 'fischer-benko-black-touches-the-g7-bishop-then-plays-19-kg8',
      "Fischer-Benko: after 19. Rf6 Black touches his g7 bishop, then plays 19...Kg8; White claims at once",
      "Fischer v Benko, US Championship 1963/64, to 19. Rf6. Black touches his g7 bishop ({[%touch g7]}) without a word "
      "and then plays 19...Kg8 (the published move). The bishop is not pinned and has two lawful moves, Bxf6 and Bh6 "
      "(asserted). White claims before making any move of his own." + CHK,
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». Nothing was said to excuse the touch («j'adoube» is for men "
       "«displaced by accident, or moved in error», A4), and the exception «where it would expose your king to check» "
       "does not arise: the bishop stands off every line to the h8 king. White has not moved, so law 11 («after the "
       "adversary has moved a piece») does not close the claim. Upheld: 19...Kg8 is taken back and Black must play the "
       "bishop, to f6 (taking the rook) or to h6; White, the claimant, is named as elector, as in the earlier twenty-laws "
       "touch-move cases."],
      fb37 + [('ev', '[%touch g7]'), 'Kg8'], 'touched-own-man', 'white', 'upheld', game='FB',
      remedies=['compel-move-touched-man'], elector='white', cites=['1', '11'],
      moves={'compel-move-touched-man': FB37_G7})

    case(6102, TW, 'deep-blue-kasparov-black-touches-the-g6-bishop-nothing-takes-it-the-king-cannot-stir',
      "Deep Blue-Kasparov: at move 11 Black touches White's g6 bishop, which nothing can take, and his king has no "
      "lawful square: neither penalty of law 2 can be enforced",
      "Deep Blue v Kasparov, New York 1997, game 6, to 11. Bf4. At his turn Black touches White's g6 bishop "
      "({[%touch g6]}) without saying «j'adoube» and then plays 11...b5 (the published move). No black man can lawfully "
      "take the bishop, and the d8 king has no lawful move at all: c7 is held by the f4 bishop, e8 by the g6 bishop, and "
      "c8, e7 and d7 are his own men (all asserted). White claims at once." + CHK,
      ['2', '11', '18'],
      ["Law 2 gives White the choice: «he may compel you either to take the piece (if it be en prise)— to replace it and "
       "move your king, (provided it may be done without putting him in check)». No «j'adoube» was said, at once or at "
       "all (A5 i), and the touch was made in Black's own turn, so the law applies and the claim is upheld. But the bishop "
       "is en prise to nothing (A5 iii), and every square open to the king is attacked, so the king move, which in any "
       "case may not be castling (A5 ii), cannot be enforced either: law 18, «In no case where the penalty of moving the "
       "king would place him in check, can it be enforced». Both remedies are offered to White and marked unenforceable; "
       "11...b5 then stands. Law 11 does not bar the claim: White has not moved."],
      dk21 + [('ev', '[%touch g6]'), 'b5'], 'touched-adversary-man', 'white', 'upheld', game='DK',
      remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='white', cites=['2', '11', '18'],
      glossed=['2'], unenforceable=['compel-capture-of-touched-man', 'move-king-no-castling'])

    pre = P('AT', 40)
    b = after(None, pre); E2 = frm(b, 'e2')
    assert b.turn == chess.WHITE and E2 == ['Rc2', 'Rd2', 'Re3', 'Re4', 'Re5', 'Re6', 'Re7', 'Rxe8+']
    case(6103, TW, 'adams-torre-white-touches-the-e2-rook-plays-21-a4-black-lays-hold-of-his-queen-then-claims',
      "Adams-Torre: White touches his e2 rook and plays 21. a4; Black lays hold of his b5 queen and only then claims: "
      "a touch is not a move, the claim is in time",
      "Adams v Torre, New Orleans 1920, to 20...Qb5. White touches his e2 rook ({[%touch e2]}), then plays 21. a4 (the "
      "published move). Black lays hold of his b5 queen ({[%touch b5]}), meaning to take on a4, lets it stand, and claims "
      "that White must play the rook. The rook had eight lawful moves before 21. a4 (asserted)." + CHK,
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». The claim is in time: law 11 bars a penalty «after the adversary "
       "has moved a piece», and Black has only touched his queen; he has moved nothing (A6: the bar is the adversary's "
       "move). Whatever Black's own touch may oblige him to do, it does not cost him the claim. Upheld: 21. a4 is taken back and White must play the e2 rook; the move list is the rook's lawful moves in "
       "the position before 21. a4."],
      pre + [('ev', '[%touch e2]'), 'a4', ('ev', '[%touch b5]')], 'touched-own-man', 'black', 'upheld', game='AT',
      remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'], glossed=['11'],
      moves={'compel-move-touched-man': E2})

    pre = P('PM', 16)
    b = after(None, pre); assert b.turn == chess.WHITE and onto(b, 'b5') == ['Nxb5', 'Bxb5']
    case(6104, TW, 'paulsen-morphy-white-touches-the-b5-pawn-and-says-jadoube-at-once-then-9-be2',
      "Paulsen-Morphy: White touches Black's b5 pawn and at once says «j'adoube», then plays 9. Be2: no penalty under law 2",
      "Paulsen v Morphy, New York 1857, to 8...b5. At his turn White touches Black's b5 pawn ({[%touch b5]}), which his "
      "knight and bishop could both take (asserted), and at once, before any other act, says «j'adoube» over it "
      "({[%adjust b5]}). He then plays 9. Be2 (the published move). Black claims that White must take the pawn." + CHK,
      ['2'],
      ["Law 2: «If you touch one of your adversary's men ... when it is your turn to play, you must instantly acknowledge "
       "the error by saying “j'adoube;” or he may compel you ...». Unlike the touch of one's own man (law 1, where "
       "«j'adoube» excuses only men «displaced by accident, or moved in error», A4), this law lets the acknowledgment come "
       "after the touch, provided it is instant; laws.md A5 (i) reads an instant acknowledgment, before any other act, as "
       "curing the offence. White said it at once. Dismissed: 9. Be2 stands.",
       "Compare case 6126 (London VII): there «j'adoube» must be said «at the moment of touching it», and a word said "
       "after the touch comes too late."],
      pre + [('ev', '[%touch b5]'), ('ev', '[%adjust b5]'), 'Be2'], 'adjustment-claim', 'black', 'dismissed', game='PM',
      cites=['2'], glossed=['2'])

    pre = P('FB', 39)
    b = after(None, pre + ['h6']); assert b.turn == chess.WHITE
    case(6105, TW, 'fischer-benko-20-h6-quitted-black-says-jadoube-and-asks-to-take-it-back',
      "Fischer-Benko: Black plays 20...h6 and lets go, then says «j'adoube» and asks to put the pawn back as moved in error",
      "Fischer v Benko, to 20. e5. Black plays 20...h6 (the published move) and quits his hold of the pawn. Before White "
      "replies, Black says «j'adoube» over the h6 pawn ({[%adjust h6 black]}) and asks to restore it to h7 and play "
      "another move, calling 20...h6 a move «moved in error». White objects." + CHK,
      ['1'],
      ["Law 1: «so long as you keep hold, you may place it where you please; but if you have placed it, which is "
       "understood by having quitted your hold, you cannot then recal the move.» The same law lets men «displaced by "
       "accident, or moved in error» be restored if «immediately acknowledged, by saying “j'adoube”», but laws.md A4 "
       "reads that clause as accidental displacement only: a deliberate move, once quitted, is not undone by the word, or "
       "the touch-and-quit rule in the same law would mean nothing. Black chose and quitted the pawn move. Dismissed: "
       "20...h6 stands."],
      pre + ['h6', ('ev', '[%adjust h6 black]')], 'man-released', 'black', 'dismissed', game='FB',
      cites=['1'], glossed=['1'])

    pre = P('AT', 43)
    b = after(None, pre); CAP = onto(b, 'e4'); MK = kingm(b, castling=False)
    assert b.turn == chess.BLACK and CAP == ['Qxe4', 'Rxe4'] and MK == ['Kf8', 'Kh8'] and b.piece_at(S('e4')).symbol() == 'R'
    case(6106, TW, 'adams-torre-black-touches-the-e4-rook-then-plays-22-qb5',
      "Adams-Torre: after 22. Re4 Black touches the e4 rook, then plays 22...Qb5; White elects between the capture and a king move",
      "Adams v Torre, to 22. Re4. At his turn Black touches White's e4 rook ({[%touch e4]}) without saying «j'adoube», "
      "then plays 22...Qb5 (the published move). The rook can be taken lawfully by the a4 queen or the e8 rook; Black's "
      "king may go to f8 or h8 (asserted). White claims at once." + CHK,
      ['2', '11'],
      ["Law 2: «he may compel you either to take the piece (if it be en prise)— to replace it and move your king, "
       "(provided it may be done without putting him in check) ... and in either case you cannot castle that move.» No "
       "«j'adoube» was said (A5 i). The rook is en prise (A5 iii), so both penalties are open and the choice is White's, "
       "the aggrieved player («he may compel you»), not Black's; the king move may not be castling (A5 ii). White has "
       "not moved (law 11). Upheld: 22...Qb5 is taken back; White elects Qxe4 or Rxe4, or Kf8 or Kh8."],
      pre + [('ev', '[%touch e4]'), 'Qb5'], 'touched-adversary-man', 'white', 'upheld', game='AT',
      remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='white', cites=['2', '11'], glossed=['2'],
      moves={'compel-capture-of-touched-man': CAP, 'move-king-no-castling': MK})

    # ======================================================== boys-own-1829 6107-6112
    pre = P('FB', 40)
    b = after(None, pre); D3 = frm(b, 'd3'); assert b.turn == chess.WHITE and len(D3) == 9 and 'Bh7+' in D3
    case(6107, BO, 'fischer-benko-white-says-jadoube-over-the-d3-bishop-then-plays-21-ne2',
      "Fischer-Benko: White says «j'adoube» as he straightens his d3 bishop, then plays 21. Ne2: this code knows no «j'adoube»",
      "Fischer v Benko, to 20...h6. White says «j'adoube» as he touches and straightens his d3 bishop ({[%adjust d3]}), "
      "then plays 21. Ne2 (the published move). Black claims that the bishop must be played. It has nine lawful moves "
      "(asserted)." + CHK,
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover» [discover] «check on your king». The "
       "Boy's Own Book has no «j'adoube» at all: its only exception is the exposure of the king, which does not arise. "
       "The word said first does not take the touch out of the law. Upheld: 21. Ne2 is taken back and White must play "
       "the bishop.",
       "Under the four other codes the same words, said first, would excuse the touch (twenty-laws 1 for a displaced man, "
       "Philidor V, Acknowledged V, London VII)."],
      pre + [('ev', '[%adjust d3]'), 'Ne2'], 'adjustment-claim', 'black', 'upheld', game='FB',
      remedies=['compel-move-touched-man'], elector='black', cites=['4'], glossed=['4'],
      moves={'compel-move-touched-man': D3})

    pre = P('AT', 35)
    b = after(None, pre); assert b.turn == chess.BLACK and {'Qa4', 'Qb5'} <= set(frm(b, 'd7'))
    case(6108, BO, 'adams-torre-18-qb5-white-says-the-queen-was-first-set-down-on-a4',
      "Adams-Torre: White says Black's queen was first set down on a4, still held, before it was left on b5 (18...Qb5)",
      "Adams v Torre, to 18. Qg4. Black lifts his d7 queen, sets it down on a4 without letting go, then carries it back to "
      "b5 and there quits it: 18...Qb5 (the published move). Both squares were lawful (asserted). White claims that the "
      "queen must stand on a4, the square on which it was first set down." + CHK,
      ['4'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep hold of "
       "him, you are at liberty to place him where you please, though you may have set him .down upon a square». The "
       "code names this very case: setting the man down on a4 while still holding it bound Black to nothing. The move is "
       "made where the hand left it, on b5. Dismissed: 18...Qb5 stands."],
      pre + ['Qb5'], 'man-released', 'white', 'dismissed', game='AT', cites=['4'])

    case(6109, BO, 'fischer-benko-black-touches-the-f6-rook-then-plays-19-kg8',
      "Fischer-Benko: Black touches White's f6 rook, then plays 19...Kg8; White insists that he take it",
      "Fischer v Benko, to 19. Rf6. At his turn Black touches White's f6 rook ({[%touch f6]}) and then plays 19...Kg8 "
      "(the published move). The rook can be taken lawfully, by the g7 bishop only (asserted). White claims at once." + CHK,
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must "
       "moeve» [move] «your king». Black can take the rook, so the king-move branch («if not») does not arise: the only "
       "penalty is the capture, which White may insist upon. Upheld: 19...Kg8 is taken back and Black must play Bxf6."],
      fb37 + [('ev', '[%touch f6]'), 'Kg8'], 'touched-adversary-man', 'white', 'upheld', game='FB',
      remedies=['compel-capture-of-touched-man'], elector='white', cites=['5'],
      moves={'compel-capture-of-touched-man': FB37_F6})

    case(6110, BO, 'fischer-benko-white-touches-the-d4-pawn-which-nothing-takes-then-plays-19-rf6',
      "Fischer-Benko: White touches Black's d4 pawn, which no white man can take, then plays 19. Rf6; the king must move",
      "Fischer v Benko, to 18...exd4. At his turn White touches Black's d4 pawn ({[%touch d4]}) and then plays 19. Rf6 "
      "(the published move). No white man can lawfully take the pawn; White's king may go to h1, f2 or h2 (asserted). "
      "Black claims at once." + CHK,
      ['5'],
      ["Law 5: «he may insist upon your taking it, if you can ; if not, you must moeve» [move] «your king, if that be "
       "possible, without putting him in check.» White cannot take the pawn, so the capture is offered only as "
       "unenforceable and the law turns the penalty to the king, which has three lawful squares. Upheld: 19. Rf6 is taken "
       "back and White must move his king; Black, who insists on the penalty, is the elector."],
      fb36 + [('ev', '[%touch d4]'), 'Rf6'], 'touched-adversary-man', 'black', 'upheld', game='FB',
      remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['5'],
      unenforceable=['compel-capture-of-touched-man'], moves={'move-king': FB36_K})

    case(6111, BO, 'adams-torre-black-touches-the-pinned-c6-knight-then-plays-5-bd7',
      "Adams-Torre: Black touches his c6 knight, pinned by 5. Bb5, then plays 5...Bd7; law 4 sends the obligation to the king",
      "Adams v Torre, to 5. Bb5. Black touches his c6 knight ({[%touch c6]}), pinned to the e8 king by the b5 bishop "
      "(d7 is empty after 2...d6) and so without a lawful move, and then plays 5...Bd7 (the published move). Black's "
      "king may go to d7 or e7 (asserted). White claims at once." + CHK,
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover» [discover] «check on your king; in which "
       "case, you can only move the king, if it be practicable.» Every move of the knight uncovers the king to the b5 "
       "bishop, so the obligation passes to the king, which can move. Upheld: 5...Bd7 is taken back and Black must play "
       "Kd7 or Ke7; White, the claimant, is named as elector.",
       "The same facts are ruled under Acknowledged V (case 6124: White elects a king move or a replacement) and London "
       "XVII (case 6128: replace and move the king)."],
      at9 + [('ev', '[%touch c6]'), 'Bd7'], 'touched-own-man-unplayable', 'white', 'upheld', game='AT',
      remedies=['move-king'], elector='white', cites=['4'], moves={'move-king': AT9_K})

    case(6112, BO, 'adams-torre-19-qc4-called-check-black-touches-his-king-then-plays-qd7',
      "Adams-Torre: 19. Qc4 is called «check» though White's own d5 pawn shuts the diagonal; Black touches his king, then "
      "plays 19...Qd7",
      "Adams v Torre, to 18...Qb5. White plays 19. Qc4 and says «check» ({[%check]}); the queen's diagonal to g8 is shut "
      "by White's own d5 pawn, so there is no check (asserted). Black, in consequence, touches his king ({[%touch g8]}), "
      "then plays 19...Qd7 (the published move) instead. White claims that the touched king must be played.",
      ['4', '8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck» [check] «, and you, "
       "in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made "
       "his next move.» The law lets the misled player take back a completed move; the lesser act, a touch made in "
       "consequence of the false challenge, cannot bind him more than the move would, and he let go of it before White "
       "moved again. Law 4's touch rule does not reach it. Dismissed: 19...Qd7 stands."],
      at36 + ['Qc4', ('ev', '[%check]'), ('ev', '[%touch g8]'), 'Qd7'], 'touched-own-man', 'white', 'dismissed',
      game='AT', cites=['4', '8'], glossed=['8'])

    # ======================================================== philidor 6113-6118
    pre = P('DK', 19)
    b = after(None, pre); assert b.is_check() and b.turn == chess.BLACK
    QE7 = frm(b, 'e7'); assert QE7 == ['Qf7'] and kingm(b) == ['Kd8']
    case(6113, PH, 'deep-blue-kasparov-10-bg6-check-black-touches-the-e7-queen-then-plays-kd8',
      "Deep Blue-Kasparov: in the announced check of 10. Bg6+ Black touches his e7 queen, then plays 10...Kd8; the queen's "
      "one lawful move is Qf7",
      "Deep Blue v Kasparov, to 9...fxe6. White plays 10. Bg6+ and «check» is said. Black touches his e7 queen "
      "({[%touch e7]}) without a word, then plays 10...Kd8 (the published move). The queen's only lawful move is to "
      "interpose on f7, where the bishop takes it (asserted)." + CHK,
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Nothing was said. The "
       "queen can be played: its one lawful move, Qf7, meets the check. Rule XV does not arise, for it is not a piece that "
       "«he cannot play» (A17 reads XV as a man whose move would leave the king in check; Qf7 does not). Upheld: "
       "10...Kd8 is taken back and Black must play Qf7, however bad; the list has that one move."],
      pre + [('ev', '[%touch e7]'), 'Kd8'], 'touched-own-man', 'white', 'upheld', game='DK',
      remedies=['compel-move-touched-man'], elector='white', cites=['V'], moves={'compel-move-touched-man': QE7})

    pre = P('PM', 22)
    b = after(None, pre); F3 = frm(b, 'f3'); assert b.turn == chess.WHITE and F3 == ['Be2', 'Be4', 'Bg4', 'Bd5', 'Bh5', 'Bxc6']
    case(6114, PH, 'paulsen-morphy-white-touches-the-f3-bishop-then-says-jadoube-then-plays-12-c3',
      "Paulsen-Morphy: White touches his f3 bishop, then says «j'adoube», then plays 12. c3: the word came too late",
      "Paulsen v Morphy, to 11...Re6. White touches his f3 bishop ({[%touch f3]}); only then does he say «j'adoube» "
      "over it ({[%adjust f3]}); he then plays 12. c3 (the published move). The bishop has six lawful moves (asserted). "
      "Black claims at once." + CHK,
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube: but if by chance it is "
       "displaced or overturned, it will be allowed to put it right». The exception needs the word «in touching it»; said "
       "after the touch, it does not undo it, and nothing was displaced by chance. Upheld: 12. c3 is taken back and "
       "White must play the f3 bishop."],
      pre + [('ev', '[%touch f3]'), ('ev', '[%adjust f3]'), 'c3'], 'adjustment-claim', 'black', 'upheld', game='PM',
      remedies=['compel-move-touched-man'], elector='black', cites=['V'], glossed=['V'],
      moves={'compel-move-touched-man': F3})

    pre = P('DK', 34)
    b = after(None, pre); assert b.turn == chess.WHITE and onto(b, 'f5') == ['Qxf5'] and b.piece_at(S('f5')).symbol() == 'p'
    case(6115, PH, 'deep-blue-kasparov-white-says-jadoube-straightening-the-f5-pawn-then-plays-18-rxe7',
      "Deep Blue-Kasparov: White says «j'adoube» as he straightens Black's f5 pawn, then plays 18. Rxe7: no penalty",
      "Deep Blue v Kasparov, to 17...exf5. At his turn White, saying «j'adoube» as he does so, straightens Black's f5 "
      "pawn on its square ({[%adjust f5]}), then plays 18. Rxe7 (the published move). Black claims that White must take "
      "the pawn (his d3 queen could)." + CHK,
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to "
       "take it». White said «j'adoube» with the touch itself, so the condition of the rule is not met. Dismissed: "
       "18. Rxe7 stands."],
      pre + [('ev', '[%adjust f5]'), 'Rxe7'], 'touched-adversary-man', 'black', 'dismissed', game='DK', cites=['VI'])

    pre = P('FB', 38)
    b = after(None, pre + ['e5']); assert not b.is_check() and b.turn == chess.BLACK and len(frm(b, 'e8')) == 7
    case(6116, PH, 'fischer-benko-20-e5-called-check-black-touches-his-queen-then-plays-h6',
      "Fischer-Benko: 20. e5 is called «check» and checks nothing; Black touches his e8 queen, then plays 20...h6",
      "Fischer v Benko, to 19...Kg8. White plays 20. e5 (the published move) and says «check» ({[%check]}); Black's king "
      "is not in check (asserted). In consequence Black touches his e8 queen ({[%touch e8]}), then, seeing there is no "
      "check, plays 20...h6 (the published move). White claims that the touched queen must be played.",
      ['V', 'XIV'],
      ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either "
       "your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not yet "
       "made his next move.» The rule names the touch, of the king «or any other piece», so the queen is covered; Black "
       "withdrew before White's next move. Rule V's touch rule yields to it. Dismissed: 20...h6 stands."],
      pre + ['e5', ('ev', '[%check]'), ('ev', '[%touch e8]'), 'h6'], 'touched-own-man', 'white', 'dismissed', game='FB',
      cites=['V', 'XIV'], glossed=['XIV'])

    case(6117, PH, 'fischer-benko-black-touches-the-pinned-h7-pawn-then-plays-19-kg8',
      "Fischer-Benko: Black touches his h7 pawn, pinned on the h-file by the h5 queen but free to advance, then plays "
      "19...Kg8 as if rule XV applied",
      "Fischer v Benko, to 19. Rf6. Black touches his h7 pawn ({[%touch h7]}), which stands between White's h5 queen and "
      "his h8 king, then plays 19...Kg8 (the published move), saying that the pawn was pinned and that he had to play his "
      "king. The pawn is pinned, but h6 keeps it on the file and is lawful (asserted). White claims the pawn." + CHK,
      ['V', 'XV'],
      ["Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King» (A17: "
       "without exposing his own king). The h7 pawn can be played without exposing the king: h7-h6 stays on the line of "
       "the pin. So XV does not apply and the king move Black made pays nothing; rule V governs: «A Piece once touched must "
       "be played». Upheld: 19...Kg8 is taken back and Black must play h6."],
      fb37 + [('ev', '[%touch h7]'), 'Kg8'], 'touched-own-man', 'white', 'upheld', game='FB',
      remedies=['compel-move-touched-man'], elector='white', cites=['V', 'XV'], glossed=['XV'],
      moves={'compel-move-touched-man': FB37_H7})

    pre = P('DK', 31)
    b = after(None, pre); assert b.turn == chess.BLACK and frm(b, 'b7') == ['Ba6', 'Bc6']
    case(6118, PH, 'deep-blue-kasparov-16-bc6-quitted-black-asks-to-play-the-bishop-to-a6',
      "Deep Blue-Kasparov: Black plays 16...Bc6 and lets go, then asks to play the bishop to a6 instead",
      "Deep Blue v Kasparov, to 16. Qd3. Black plays 16...Bc6 (the published move) and quits the bishop. Before White "
      "replies he takes hold of it again and asks to play it to a6, also a lawful square (asserted). White objects." + CHK,
      ['VII'],
      ["Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place; but so long as he "
       "keeps his hold of it, he is at liberty to play it where he pleases.» Black had quite left the bishop on c6. "
       "Dismissed: 16...Bc6 stands."],
      pre + ['Bc6'], 'man-released', 'black', 'dismissed', game='DK', cites=['VII'])

    # ======================================================== acknowledged-laws 6119-6124
    case(6119, AC, 'deep-blue-kasparov-black-touches-the-hemmed-f8-bishop-the-king-cannot-move',
      "Deep Blue-Kasparov: at move 11 Black touches his f8 bishop, hemmed in by his own queen and g7 pawn, then plays "
      "11...b5; of the note's two penalties only the replacement can be enforced",
      "Deep Blue v Kasparov, to 11. Bf4. Black touches his f8 bishop ({[%touch f8]}), which has no lawful move: e7 holds "
      "his queen and g7 his pawn; it is not pinned (asserted). He then plays 11...b5 (the published move). Black's king "
      "has no lawful move at all (asserted). White claims at once." + CHK,
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «If the piece cannot be legally moved, the adversary may "
       "elect for the player to move his King or replace the piece.» The note speaks of a piece that «cannot be legally "
       "moved», for whatever reason, and the hemmed bishop is such a piece. White may elect; the king move cannot be "
       "enforced, since the d8 king has no lawful square, but «replace the piece» can, read with VII as «replace the "
       "piece and make a legal move» (A22). 11...b5 is such a move, so White's election of the replacement changes "
       "nothing on the board; the ruling still offers both, the king move marked unenforceable.",
       "Under the other four codes a man merely hemmed in by its own men is not one whose move would expose the king, "
       "and the claim fails (case 6125 under London XVII)."],
      dk21 + [('ev', '[%touch f8]'), 'b5'], 'touched-own-man-unplayable', 'white', 'upheld', game='DK',
      remedies=['move-king', 'replace-and-move-legally'], elector='white', cites=['V'], glossed=['V'],
      unenforceable=['move-king'])

    pre = P('AT', 30)
    b = after(None, pre); assert b.turn == chess.WHITE and len(frm(b, 'f3')) == 4
    case(6120, AC, 'adams-torre-white-touches-the-f3-knight-plays-16-rae1-black-replies-then-claims',
      "Adams-Torre: White touches his f3 knight and plays 16. Rae1; Black replies 16...Qd7 and only then claims; "
      "White pleads that the claim is late",
      "Adams v Torre, to 15...Rc8. White touches his f3 knight ({[%touch f3]}), then plays 16. Rae1 (the published "
      "move). Black replies 16...Qd7 (the published move) and only then claims that White should have played the knight. "
      "White pleads that the claim comes too late, Black having moved." + CHK,
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» The Acknowledged Laws set no time within which the claim must be "
       "made: law V has no deadline, and none of the fourteen laws has one for a touch (the deadlines of the other codes, "
       "twenty-laws 11, Boy's Own 7, Philidor VIII, London XXV, have no counterpart here). White's plea is dismissed."],
      pre + [('ev', '[%touch f3]'), 'Rae1', 'Qd7'], 'late-claim', 'white', 'dismissed', game='AT',
      cites=['V'], glossed=['V'])

    pre = P('PM', 11)
    b = after(None, pre); CAP = onto(b, 'e5'); MK = kingm(b)
    assert b.turn == chess.BLACK and CAP == ['Nxe5'] and MK == ['Kh8'] and b.piece_at(S('e5')).symbol() == 'N'
    case(6121, AC, 'paulsen-morphy-black-touches-the-e5-knight-then-plays-6-re8',
      "Paulsen-Morphy: after 6. Nxe5 Black touches the e5 knight, then plays 6...Re8; White elects from the one menu of VII",
      "Paulsen v Morphy, to 6. Nxe5. At his turn Black touches White's e5 knight ({[%touch e5]}) without saying "
      "«j'adoube», then plays 6...Re8 (the published move). The knight can be taken lawfully, by the c6 knight only; "
      "Black's only lawful king move is Kh8 (asserted). White claims at once." + CHK,
      ['VII'],
      ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, "
       "make the right move, move his King, or replace the piece and make a legal move.» The four penalties are one menu "
       "and the adversary chooses (A23: only those that fit the offence: taking the man, moving the king, replacing and "
       "making a legal move; «make the right move» belongs to an illegal move). White elects. Upheld: 6...Re8 is taken "
       "back; White may require Nxe5, Kh8, or any legal move (6...Re8 itself among them)."],
      pre + [('ev', '[%touch e5]'), 'Re8'], 'touched-adversary-man', 'white', 'upheld', game='PM',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'],
      moves={'compel-capture-of-touched-man': CAP, 'move-king': MK})

    pre = P('FB', 39)
    b = after(None, pre); D6 = frm(b, 'd6'); assert b.turn == chess.BLACK and D6 == ['Nc4', 'Ne4', 'Nb5', 'Nf5', 'Nc8']
    case(6122, AC, 'fischer-benko-jadoube-over-the-e8-queen-then-the-d6-knight-touched-then-20-h6',
      "Fischer-Benko: Black says «j'adoube» and straightens his e8 queen, then touches his d6 knight, then plays 20...h6",
      "Fischer v Benko, to 20. e5. Black says «j'adoube» and straightens his e8 queen ({[%adjust e8]}); he next touches "
      "his d6 knight, attacked by the e5 pawn, without a word ({[%touch d6]}); he then plays 20...h6 (the published move). "
      "The knight has five lawful moves (asserted). White claims the knight." + CHK,
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Note: «Except the player say j’adoube (I adjust).» The queen was "
       "touched under the word and binds nothing; the knight was touched afterwards without it, and the earlier word does "
       "not cover a second man. Upheld: 20...h6 is taken back and Black must play the knight."],
      pre + [('ev', '[%adjust e8]'), ('ev', '[%touch d6]'), 'h6'], 'touched-own-man', 'white', 'upheld', game='FB',
      remedies=['compel-move-touched-man'], elector='white', cites=['V'], moves={'compel-move-touched-man': D6})

    pre = P('DK', 32)
    b = after(None, pre + ['Bf5']); assert not b.is_check() and onto(b, 'f5') == ['exf5'] and 'Kb7' in kingm(b)
    case(6123, AC, 'deep-blue-kasparov-17-bf5-called-check-black-lays-hold-of-the-bishop-then-plays-kb7',
      "Deep Blue-Kasparov: 17. Bf5 is called «check» and checks nothing; Black lays hold of the bishop to take it, then "
      "plays 17...Kb7",
      "Deep Blue v Kasparov, to 16...Bc6. White plays 17. Bf5 (the published move) and says «check» ({[%check]}); the "
      "bishop's diagonal to the c8 king is shut by Black's e6 pawn and d7 knight (asserted). In consequence Black lays "
      "hold of the f5 bishop to take it ({[%touch f5]}), then plays 17...Kb7 instead. White claims that Black must take "
      "the bishop he touched.",
      ['VII', 'XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the "
       "piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» "
       "Black, misled, began to take the supposed checker; the law lets him undo even the completed capture and make "
       "another move (A27: the misled player elects), so the touch made in consequence binds him to nothing under VII. "
       "Dismissed: 17...Kb7 stands."],
      pre + ['Bf5', ('ev', '[%check]'), ('ev', '[%touch f5]'), 'Kb7'], 'touched-adversary-man', 'white', 'dismissed',
      game='DK', cites=['VII', 'XI'], glossed=['XI'])

    case(6124, AC, 'adams-torre-black-touches-the-pinned-c6-knight-then-plays-5-bd7',
      "Adams-Torre: Black touches his pinned c6 knight, then plays 5...Bd7; White elects a king move or the replacement",
      "Adams v Torre, to 5. Bb5. Black touches his c6 knight ({[%touch c6]}), pinned to the e8 king by the b5 bishop and "
      "without a lawful move, then plays 5...Bd7 (the published move). Black's king may go to d7 or e7 (asserted). White "
      "claims at once." + CHK,
      ['V'],
      ["Law V, note: «If the piece cannot be legally moved, the adversary may elect for the player to move his King or "
       "replace the piece.» The knight cannot be legally moved. The choice is White's, the adversary's: he may order Kd7 "
       "or Ke7, or the replacement with a legal move (A22), which 5...Bd7 already is. Upheld with both penalties, White "
       "electing.",
       "Under Boy's Own 4 (case 6111) the king move is the only penalty; under London XVII (case 6128) it is imposed, not "
       "elected."],
      at9 + [('ev', '[%touch c6]'), 'Bd7'], 'touched-own-man-unplayable', 'white', 'upheld', game='AT',
      remedies=['move-king', 'replace-and-move-legally'], elector='white', cites=['V'], glossed=['V'],
      moves={'move-king': AT9_K})

    # ======================================================== london-1847 6125-6130
    case(6125, LO, 'deep-blue-kasparov-black-touches-the-hemmed-c8-bishop-white-calls-it-unplayable',
      "Deep Blue-Kasparov: Black touches his c8 bishop, hemmed in by his own b7 pawn and d7 knight, then plays 11...b5; "
      "White asks for XVII's king move",
      "Deep Blue v Kasparov, to 11. Bf4. Black touches his c8 bishop ({[%touch c8]}), which has no lawful move because "
      "his own b7 pawn and d7 knight stand on its diagonals; it is not pinned (asserted). He then plays 11...b5 (the "
      "published move), which opens b7 for the bishop. White claims under XVII that Black must replace the bishop and move "
      "his king." + CHK,
      ['VII', 'XVII'],
      ["Law XVII: «If a player touch a Piece or Pawn that cannot be moved without leaving the King in check, he must "
       "replace the Piece or Pawn and move his King». The c8 bishop cannot be moved at all, but not because of any danger "
       "to the king: it is hemmed in by its own men. XVII does not reach it, and VII («A Piece or Pawn touched must be "
       "played») orders what cannot be done. No law gives a substitute penalty for a man merely hemmed in. Dismissed: "
       "11...b5 stands (and Black's king could not have moved in any case).",
       "Acknowledged V's note («cannot be legally moved») reaches such a man: case 6119."],
      dk21 + [('ev', '[%touch c8]'), 'b5'], 'touched-own-man-unplayable', 'white', 'dismissed', game='DK',
      cites=['VII', 'XVII'])

    pre = P('FB', 38)
    b = after(None, pre); F6 = frm(b, 'f6'); assert b.turn == chess.WHITE and len(F6) == 10
    case(6126, LO, 'fischer-benko-white-touches-the-f6-rook-then-says-jadoube-then-plays-20-e5',
      "Fischer-Benko: White touches his f6 rook, then says «j'adoube», then plays 20. e5: too late for VII",
      "Fischer v Benko, to 19...Kg8. White touches his f6 rook ({[%touch f6]}); only then does he say «j'adoube» over it "
      "({[%adjust f6]}); then he plays 20. e5 (the published move). The rook has ten lawful moves (asserted). Black "
      "claims before touching anything." + CHK,
      ['VII'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” "
       "or words to that effect; but if a Piece or Pawn be displaced or overturned by accident, it may be restored to its "
       "place.» The word came after the touch, not «at the moment of touching it», and the rook was not displaced by "
       "accident. Upheld: 20. e5 is taken back and White must play the rook."],
      pre + [('ev', '[%touch f6]'), ('ev', '[%adjust f6]'), 'e5'], 'adjustment-claim', 'black', 'upheld', game='FB',
      remedies=['compel-move-touched-man'], elector='black', cites=['VII'], glossed=['VII'],
      moves={'compel-move-touched-man': F6})

    pre = P('PM', 30)
    b = after(None, pre); assert b.turn == chess.WHITE and len(frm(b, 'a4')) == 10
    case(6127, LO, 'paulsen-morphy-white-touches-the-a4-queen-plays-16-ra2-black-lays-hold-of-his-a8-rook-then-claims',
      "Paulsen-Morphy: White touches his a4 queen and plays 16. Ra2; Black lays hold of his a8 rook and only then "
      "claims: out of time under XXV",
      "Paulsen v Morphy, to 15...Bd7. White touches his a4 queen ({[%touch a4]}), then plays 16. Ra2 (the published move). "
      "Black lays hold of his a8 rook ({[%touch a8]}), meaning to play it to e8, and only then claims that White must play "
      "the queen." + CHK,
      ['VII', 'XXV'],
      ["Law VII: «A Piece or Pawn touched must be played». Law XXV: «If a player make a false move, castle improperly, "
       "&c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be "
       "allowed to inflict any penalty.» The «&c. &c.» takes in the other irregularities of the code, a touched man not "
       "played among them, and A34 reads the bar as falling when the claimant touches any man. Black touched his rook "
       "before he claimed. Out of time: 16. Ra2 stands."],
      pre + [('ev', '[%touch a4]'), 'Ra2', ('ev', '[%touch a8]')], 'touched-own-man', 'black', 'out-of-time', game='PM',
      cites=['VII', 'XXV'], glossed=['XXV'])

    case(6128, LO, 'adams-torre-black-touches-the-pinned-c6-knight-then-plays-5-bd7',
      "Adams-Torre: Black touches his pinned c6 knight, then plays 5...Bd7; XVII: replace it and move the king",
      "Adams v Torre, to 5. Bb5. Black touches his c6 knight ({[%touch c6]}), pinned to the e8 king by the b5 bishop, "
      "then plays 5...Bd7 (the published move). Black's king may go to d7 or e7 (asserted). White claims before touching "
      "anything." + CHK,
      ['VII', 'XVII'],
      ["Law XVII: «If a player touch a Piece or Pawn that cannot be moved without leaving the King in check, he must "
       "replace the Piece or Pawn and move his King ; but if the King cannot be moved, no penalty can be inflicted.» "
       "Every knight move uncovers the king; the king can move. The penalty is fixed by the law («he must»), with the "
       "square left to the ruling's list. Upheld: 5...Bd7 is taken back and Black must play Kd7 or Ke7."],
      at9 + [('ev', '[%touch c6]'), 'Bd7'], 'touched-own-man-unplayable', 'white', 'upheld', game='AT',
      remedies=['replace-and-move-king'], elector='white', cites=['VII', 'XVII'],
      moves={'replace-and-move-king': AT9_K})

    case(6129, LO, 'fischer-benko-white-touches-the-d4-pawn-which-nothing-takes-then-plays-19-rf6',
      "Fischer-Benko: White touches Black's d4 pawn, which no white man can take, then plays 19. Rf6; IX turns to the king",
      "Fischer v Benko, to 18...exd4. At his turn White touches Black's d4 pawn ({[%touch d4]}) without saying "
      "«J'adoube», then plays 19. Rf6 (the published move). No white man can lawfully take the pawn; White's king may go "
      "to h1, f2 or h2 (asserted). Black claims before touching anything." + CHK,
      ['IX', 'XXV'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that "
       "effect, his adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move the "
       "King; should his King, however, be so posted that he cannot be legally moved, no penalty can be inflicted.» "
       "(«take» = touch, A28.) The pawn cannot be legally taken, so the capture is offered only as unenforceable and "
       "Black may oblige White to move the king, which can move. Black claimed before touching a man (XXV). Upheld: "
       "19. Rf6 is taken back; Black elects."],
      fb36 + [('ev', '[%touch d4]'), 'Rf6'], 'touched-adversary-man', 'black', 'upheld', game='FB',
      remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['IX', 'XXV'], glossed=['IX'],
      unenforceable=['compel-capture-of-touched-man'], moves={'move-king': FB36_K})

    case(6130, LO, 'adams-torre-19-qc4-called-check-black-touches-his-king-then-plays-qd7',
      "Adams-Torre: 19. Qc4 is called «check» though White's own d5 pawn shuts the diagonal; Black touches his king, then "
      "plays 19...Qd7",
      "Adams v Torre, to 18...Qb5. White plays 19. Qc4 and says «check» ({[%check]}); the queen's diagonal to g8 is shut "
      "by White's own d5 pawn, so there is no check (asserted). Black, in consequence, touches his king ({[%touch g8]}), "
      "then plays 19...Qd7 (the published move) instead. White claims that the touched king must be played.",
      ['VII', 'XX'],
      ["Law XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch "
       "a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» "
       "The law releases the misled player from a completed king move; the touch of the king, a lesser act made in "
       "consequence of the false cry, cannot bind him more, and he withdrew it before White moved again. VII's touch rule "
       "does not reach it. Dismissed: 19...Qd7 stands.",
       "The same facts under Boy's Own 8: case 6112."],
      at36 + ['Qc4', ('ev', '[%check]'), ('ev', '[%touch g8]'), 'Qd7'], 'touched-own-man', 'white', 'dismissed',
      game='AT', cites=['VII', 'XX'], glossed=['XX'])
