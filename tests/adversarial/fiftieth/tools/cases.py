"""The thirty cases of the fiftieth set (penalties: menus, electors, unenforceable and satisfied
penalties, the position a penalty is applied to). Every board fact used below is asserted."""
import chess
from lib import sq
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'
PUB = ' The record is the published score to that point, written as an export writes it (seven-tag roster, ECO, result marker *), with the one event changed or added that the facts name.'

def caps(b, s):
    return [m for m in b.legal_moves if m.to_square == sq(s)]

def write_all(case, after, P, frm, kingm, onto):
    # ======================= twenty-laws 5001-5006
    pre = P('OPERA', 22)
    b = after(None, pre)
    assert b.turn == chess.WHITE and b.piece_at(sq('h7')) == chess.Piece(chess.PAWN, chess.BLACK) and not caps(b, 'h7')
    mk = kingm(b, castling=False); allk = kingm(b)
    assert mk == ['Kd1', 'Kf1', 'Kd2', 'Ke2'] and 'O-O-O' in allk and 'O-O' in allk
    case(5001, TW, 'opera-game-white-touches-the-h7-pawn-then-castles-12-o-o-o',
      "The Opera game: in his turn White touches Black's h7 pawn, which nothing of his can take, then castles 12. O-O-O as in the game; Black claims: only a king move is left, and castling is not one",
      "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 11...Nbd7. In his own turn White touches Black's h7 pawn ({[%touch h7]}) without a word, then plays 12. O-O-O, the game's move. Black claims before moving. No White man can lawfully take h7 (asserted). Put back to the position before 12. O-O-O, White's king has four plain moves, Kd1, Kf1, Kd2 and Ke2, and could also castle on either side (asserted)." + CHK + PUB,
      ['2', '11', '18'],
      ["Law 2 gives Black the choice: «he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to leave it where you had wrongfully placed it; and in either case you cannot castle that move». The third branch is for a man moved, not touched. The first cannot be enforced, since h7 is not en prise to any White man (laws.md A5 iii). The king branch stands, and the same law says White «cannot castle that move» (A5 ii): 12. O-O-O did not pay the penalty, which is applied to the position before it, and the king move must be one of the four plain ones.",
       "Black has not moved, so law 11 does not bar the claim. Law 18 is not needed, since four king moves are lawful. Upheld: compel-capture-of-touched-man (unenforceable) and move-king-no-castling, Black electing. Law 2 is glossed: a king move that may not be castling."],
      pre + [('ev', '[%touch h7]'), 'O-O-O'], 'touched-adversary-man', 'black', 'upheld', game='OPERA',
      remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black', cites=['2', '11'], glossed=['2'],
      unenforceable=['compel-capture-of-touched-man'], moves={'move-king-no-castling': mk})

    pre = ['e4', 'e5', 'Nf3', 'Nf6']
    b = after(None, pre); assert [b.san(m) for m in caps(b, 'e5')] == ['Nxe5']
    case(5002, TW, 'petroff-white-touches-the-e5-pawn-then-takes-it-3-nxe5',
      "Petroff: White touches Black's e5 pawn without a word and then takes it, 3. Nxe5; Black claims the penalty of law 2: White has already done what the law could compel",
      "1. e4 e5 2. Nf3 Nf6. In his turn White touches Black's e5 pawn ({[%touch e5]}), says nothing, and plays 3. Nxe5, the only lawful capture of that pawn (asserted). Black claims under law 2 before moving.",
      ['2'],
      ["Law 2: White did not «instantly acknowledge the error», so Black «may compel you either to take the piece (if it be en prise)» or make the king move. The pawn was en prise and White took it with the move that followed the touch. The capture is the first of law 2's penalties and the one a claimant would elect. A penalty already paid is not imposed again (the reading of the forty-sixth set's point 14). Dismissed, citing law 2.",
       "The same facts under London IX, Philidor VI and Boy's Own 5 are dismissed the same way. Each of them begins with «take it»."],
      pre + [('ev', '[%touch e5]'), 'Nxe5'], 'touched-adversary-man', 'black', 'dismissed',
      cites=['2'])

    pre = P('OPERA', 25)
    b = after(None, pre)
    assert b.turn == chess.BLACK and b.piece_at(sq('f6')) == chess.Piece(chess.KNIGHT, chess.BLACK) and b.piece_at(sq('g5')).symbol() == 'B'
    assert not caps(b, 'g5'); mt = frm(b, 'e7'); assert mt and not kingm(b)
    case(5003, TW, 'opera-game-13-the-e7-queen-takes-g5-over-its-own-f6-knight',
      "The Opera game: after 13. Rxd7 Black's queen takes the g5 bishop by passing over his own f6 knight; White claims under law 3: no Black man can take g5 lawfully, so only the queen's own move is left",
      "Morphy v Duke of Brunswick and Count Isouard to 13. Rxd7. Instead of 13...Rxd7 Black plays e7-g5 ({[%move e7g5]}), removing the g5 bishop although his f6 knight stands between. White claims at once. With the queen back on e7, no Black man can lawfully take g5 (asserted). The queen has lawful moves (asserted). Black's king has none, which does not matter here." + CHK + PUB,
      ['3', '11'],
      ["Law 3, second sentence: «And if by a false move you capture one of your adversary's men, he may oblige you either to take such piece (if it be en prise of one of your men) or to move the piece touched.» The bishop is en prise of no Black man, so the first branch cannot be enforced. The second is applied to the position before the false capture: the queen is back on e7 and must make one of its lawful moves. The list is generated by python-chess. No king move is part of this menu, so law 18 plays no part even though Black's king is walled in.",
       "White claims before moving (law 11). Upheld: capture-with-legal-capturer (unenforceable), move-touched-capturer, White electing."],
      pre + [('raw', 'e7g5')], 'illegal-capture', 'white', 'upheld', game='OPERA',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white', cites=['3', '11'],
      unenforceable=['capture-with-legal-capturer'], moves={'move-touched-capturer': mt})

    pre = P('BF', 46)
    b = after(None, pre)
    assert b.turn == chess.WHITE and not kingm(b) and chess.Move.from_uci('a3b5') not in b.legal_moves
    mc = frm(b, 'a3'); assert mc
    assert sq('c4') in b.attackers(chess.BLACK, sq('f1')) and all(b.piece_at(sq(x)) and b.piece_at(sq(x)).color == chess.WHITE for x in ('f2', 'g2', 'h2', 'h1'))
    case(5004, TW, 'byrne-fischer-24-the-a3-queen-leaps-to-b5-like-a-knight',
      "The Game of the Century: on move 24 White's queen leaps a3-b5 like a knight; Black claims under law 3: of the three penalties, moving the king cannot be enforced, since White's king on g1 has no square",
      "Byrne v Fischer, New York 1956, to 23...axb6. Instead of 24. Qb4 White moves his queen a3-b5 ({[%move a3b5]}), a knight's leap. Black claims at once. With the queen back on a3, White's king on g1 has no lawful move: f1 is covered by the c4 bishop, and f2, g2, h2 and h1 hold White's own men (asserted). The queen has lawful moves (asserted)." + CHK + PUB,
      ['3', '11', '18'],
      ["Law 3 gives Black three penalties: «you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» The natural move is any lawful move of the queen from a3, listed. «replace it and move the king» cannot be enforced: «In no case where the penalty of moving the king would place him in check, can it be enforced» (law 18). The other two stand.",
       "Claimed before Black moved (law 11). Upheld: leave-as-played, move-correctly, replace-and-move-king (unenforceable), Black electing."],
      pre + [('raw', 'a3b5')], 'false-move', 'black', 'upheld', game='BF',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11', '18'],
      unenforceable=['replace-and-move-king'], moves={'move-correctly': mc})

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']
    b = after(None, pre); assert b.turn == chess.BLACK
    case(5005, TW, 'italian-white-plays-3-bc4-and-then-d3-before-black-replies',
      "Italian game: White plays 3. Bc4 and then, before Black replies, d2-d3 as well; Black claims under law 4 and chooses between retracting the second move and letting both stand",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4, and then White, in Black's turn, plays d2-d3 ({[%move d2d3 white]}), a move lawful in itself. Black claims before moving.",
      ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain; in which case the game is to proceed as if one man only had been played.» The choice is the adversary's. If both remain, Black moves next (laws.md A10). Claimed before Black moved (law 11). Upheld: retract-second-move, keep-both-moves, in the law's order, Black electing."],
      pre + [('oot', 'd2d3', 'white')], 'move-out-of-turn', 'black', 'upheld',
      remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4', '11'])

    fen = '6k1/1b3ppp/8/8/8/6P1/P3n1NP/7K w - - 0 1'
    b = after(fen, [])
    assert b.is_pinned(chess.WHITE, sq('g2')) and not frm(b, 'g2') and not kingm(b) and not b.is_check()
    assert sq('e2') in b.attackers(chess.BLACK, sq('g1'))
    assert b.is_attacked_by(chess.BLACK, sq('g1'))
    case(5006, TW, 'the-pinned-g2-knight-touched-the-h1-king-has-no-square',
      "A middlegame: White touches his g2 knight, pinned by the b7 bishop, and plays a3; law 1 turns the obligation to the king, but the h1 king has no square, and law 18 forbids enforcing it",
      "White: Kh1, Ng2, Pa2, Pg3, Ph2. Black: Kg8, Bb7, Ne2, Pf7, Pg7, Ph7. White to move. The g2 knight is pinned against the h1 king by the b7 bishop and has no lawful move (asserted). White touches it ({[%touch g2]}), then plays 1. a3. Black claims at once. White's king has no lawful move: g1 is covered by the e2 knight, and g2 and h2 hold White's own men (asserted).",
      ['1', '11', '18'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check, in which case, you are to move the king, when possible». Every move of the knight would expose the king. So the obligation passes to the king, and the king cannot move. Law 18: «In no case where the penalty of moving the king would place him in check, can it be enforced.» The claim is well founded, but its one penalty is unenforceable. 1. a3 stands as White's move.",
       "Upheld: move-king, unenforceable, Black electing, as earlier twenty-laws cases with a walled-in king rule (laws 1, 11, 18)."],
      [('ev', '[%touch g2]'), 'a3'], 'touched-own-man-unplayable', 'black', 'upheld', start=fen,
      remedies=['move-king'], elector='black', cites=['1', '11', '18'], unenforceable=['move-king'])

    # ======================= boys-own-1829 5007-5012
    pre = P('LM', 38)
    b = after(None, pre)
    assert b.piece_at(sq('c3')) == chess.Piece(chess.QUEEN, chess.BLACK) and not caps(b, 'c3')
    mk = kingm(b); assert mk == ['Kh1']
    case(5007, BO, 'levitsky-marshall-white-touches-the-c3-queen-then-plays-20-qh5',
      "Levitsky-Marshall: White touches Black's c3 queen, which nothing of his can take, then plays 20. Qh5; Black claims under law 5: the capture is impossible, so White must move his king, and his only square is h1",
      "Levitsky v Marshall, Breslau 1912, to 19...Nd4. White touches Black's c3 queen ({[%touch c3]}) and then plays 20. Qh5, the game's move. Black claims before moving. No White man can lawfully take the queen (asserted). Before 20. Qh5, White's king on g1 has exactly one lawful move, Kh1 (asserted)." + CHK + PUB,
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king, if that be possible, without putting him in check.» The first part cannot be carried out. The second applies to the position before 20. Qh5, where Kh1 is White's only king move. Upheld: compel-capture-of-touched-man (unenforceable), move-king [Kh1], Black electing."],
      pre + [('ev', '[%touch c3]'), 'Qh5'], 'touched-adversary-man', 'black', 'upheld', game='LM',
      remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['5'],
      unenforceable=['compel-capture-of-touched-man'], moves={'move-king': mk})

    pre = P('LT', 34)
    b = after(None, pre)
    assert b.piece_at(sq('e7')) == chess.Piece(chess.QUEEN, chess.BLACK) and not caps(b, 'e7')
    bb = after(None, pre + [('ev', '[%touch e7]'), 'Kd2#']); assert bb.is_checkmate()
    case(5008, BO, 'lasker-thomas-white-touches-the-e7-queen-then-mates-with-18-kd2',
      "Ed. Lasker-Thomas: White touches Black's e7 queen, which he cannot take, and then mates with 18. Kd2; Black claims under law 5: the only penalty open was a king move, and the king has moved; dismissed",
      "Ed. Lasker v Thomas, London 1912, to 17...Kg1. White touches Black's e7 queen ({[%touch e7]}), which no White man can lawfully take (asserted), then plays 18. Kd2, mate as in the game (check said; asserted mate). Black claims the penalty of law 5." + CHK + PUB,
      ['5'],
      ["Law 5: «he may insist upon your taking it, if you can ; if not, you must moeve your king, if that be possible, without putting him in check.» Taking is impossible, so the penalty is a king move. The move White made after the touch, 18. Kd2, is a lawful king move: the penalty was paid by the move that followed the touch, and there is nothing left to impose (the reading of the forty-sixth set's point 14). Dismissed, citing law 5. The mate stands. Black's claim is not a dispute about the result, and none is declared."],
      pre + [('ev', '[%touch e7]'), 'Kd2#'], 'touched-adversary-man', 'black', 'dismissed', game='LT',
      cites=['5'])

    pre = P('KT', 55)
    b = after(None, pre)
    assert b.turn == chess.BLACK and not b.is_check() and not kingm(b) and chess.Move.from_uci('f6d4') not in b.legal_moves
    case(5009, BO, 'kasparov-topalov-28-the-f6-knight-slides-to-d4-like-a-bishop',
      "Kasparov-Topalov: on move 28 Black's f6 knight slides to d4 like a bishop; White claims under law 7, whose one penalty, a king move, cannot be had: the a4 king has no square",
      "Kasparov v Topalov, Wijk aan Zee 1999, to 28. Qc3. Instead of 28...Qxd5 Black moves his knight f6-d4 ({[%move f6d4]}), a bishop's move. White claims at once. With the knight back on f6, Black's king on a4 is not in check and has no lawful move (asserted)." + CHK + PUB,
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». That is the code's one penalty for a false move, and the condition fails: every square of the a4 king is covered or occupied. The claim is good and the penalty is unenforceable. Upheld: move-king, unenforceable, White electing, as the earlier Boy's Own cases with a walled-in king rule."],
      pre + [('raw', 'f6d4')], 'false-move', 'white', 'upheld', game='KT',
      remedies=['move-king'], elector='white', cites=['7'], unenforceable=['move-king'])

    pre = ['d4', 'd5', 'Nc3', 'Nc6', 'Bf4', 'Bf5', 'Qd2', 'Qd7', 'Nf3', 'Nf6', 'e3', 'e6', 'Be2', 'Be7', 'Rb1', 'O-O', 'Ra1', 'a6']
    b = after(None, pre)
    assert not b.has_queenside_castling_rights(chess.WHITE) and b.has_kingside_castling_rights(chess.WHITE)
    mk = kingm(b); mr = frm(b, 'a1'); assert mk == ['Kd1', 'Kf1', 'O-O'] and mr == ['Rb1', 'Rc1', 'Rd1']
    case(5010, BO, 'queens-rook-went-to-b1-and-back-then-white-castles-queens-side',
      "The a1 rook went to b1 and back; White castles on the queen's side; Black claims under law 6 and may insist on a king move or a rook move, and castling on the king's side is a king move",
      "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. Nf3 Nf6 6. e3 e6 7. Be2 Be7 8. Rb1 O-O 9. Ra1 a6, then White castles on the queen's side ({[%move e1c1]}) with the rook that has moved. Black claims at once. With king and rook back on e1 and a1, the king's lawful moves are Kd1, Kf1 and O-O, since the king's rook has never moved (asserted); the a1 rook's are Rb1, Rc1, Rd1 (asserted).",
      ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» Black chooses which (laws.md A12). The penalty is applied with both men back on their squares. Law 6 forbids castling only with a king or rook that has moved. The king has not moved and the h1 rook has not, so castling on the king's side is still a lawful move of the king. Boy's Own has no words like twenty-laws 2's «you cannot castle that move». The move-king list includes O-O, as earlier Boy's Own cases do. Claimed before Black moved (law 7's window).",
       "Upheld: move-king, move-rook, Black electing; law 6 glossed."],
      pre + [('raw', 'e1c1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'], moves={'move-king': mk, 'move-rook': mr})

    pre = P('EVER', 35)
    b = after(None, pre)
    assert b.turn == chess.BLACK and b.is_pinned(chess.BLACK, sq('e7')) and not frm(b, 'e7')
    mk = kingm(b); assert mk == ['Kd8', 'Kf8', 'O-O']
    case(5011, BO, 'evergreen-black-touches-the-pinned-e7-knight-then-plays-18-rg8',
      "The Evergreen game: Black touches his e7 knight, pinned by the e1 rook, then plays 18...Rg8; White claims under law 4: Black can only move his king, and castling is a move of the king",
      "Anderssen v Dufresne, Berlin 1852, to 18. exf6. Black touches his e7 knight ({[%touch e7]}), pinned against his e8 king by the e1 rook and without a lawful move (asserted), then plays 18...Rg8, the game's move. White claims before moving. Before 18...Rg8, Black's king has three lawful moves: Kd8, Kf8 and O-O (asserted)." + CHK + PUB,
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» Every move of the knight would expose the king, so Black must move the king, in the position before 18...Rg8. His rook move does not pay that penalty. Castling moves the king and Boy's Own does not bar it here. Upheld: move-king, White electing."],
      pre + [('ev', '[%touch e7]'), 'Rg8'], 'touched-own-man-unplayable', 'white', 'upheld', game='EVER',
      remedies=['move-king'], elector='white', cites=['4'], moves={'move-king': mk})

    pre = P('SVB', 34)
    b = after(None, pre + ['Nd4']); assert not b.is_check() and 'Kf7' in kingm(b)
    case(5012, BO, 'steinitz-von-bardeleben-18-nd4-called-check-black-plays-kf7',
      "Steinitz-von Bardeleben: White says check with 18. Nd4, which gives none; Black moves 18...Kf7 and asks to take it back before White's next move",
      "Steinitz v von Bardeleben, Hastings 1895, to 17...cxd5. White plays 18. Nd4 and says «check» ({[%check]}), though Black's king is not attacked (asserted). Black plays 18...Kf7, the game's move and a lawful one, and claims before White moves again." + PUB,
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» The misled act is taken to be made in consequence of the word (forty-sixth set, point 16). White has not moved. Upheld: retract-misled-move, Black electing."],
      pre + ['Nd4', ('ev', '[%check]'), 'Kf7'], 'false-check-announcement', 'black', 'upheld', game='SVB',
      remedies=['retract-misled-move'], elector='black', cites=['8'])

    # ======================= philidor 5013-5018
    fen = 'r1bq1rk1/ppppb1pp/2n5/4p3/4P1n1/2N4N/PPPPB1PP/R1BQK2R w KQ - 4 7'
    b = after(fen, [])
    assert not b.is_check() and b.is_attacked_by(chess.BLACK, sq('f1')) and not b.is_attacked_by(chess.BLACK, sq('g1'))
    assert kingm(b) == [] and frm(b, 'h1') == ['Rf1', 'Rg1'] and chess.Move.from_uci('e1g1') not in b.legal_moves
    case(5013, PH, 'white-castles-past-f1-under-the-f8-rook-the-king-cannot-be-played',
      "The f-file is open and Black's f8 rook sweeps f1; White castles past it; Black claims under rule XII, whose penalty the offender chooses, but the king cannot be played, so the rook must be",
      "A King's Gambit middlegame set up by FEN: White Ke1, Qd1, Ra1, Rh1, Bc1, Be2, Nc3, Nh3, pawns a2 b2 c2 d2 e4 g2 h2; Black Kg8, Qd8, Ra8, Rf8, Bc8, Be7, Nc6, Ng4, pawns a7 b7 c7 d7 e5 g7 h7. White castles on the king's side ({[%move e1g1]}); his king passes f1, which the f8 rook attacks down the open file (asserted). Black claims at once. With king and rook back, White's king has no lawful move: d1, d2 and e2 hold his own men, f1 and f2 are swept by the rook (asserted). The h1 rook has two, Rf1 and Rg1 (asserted).",
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a check ... and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The choice is the offender's (laws.md A16 ii), so White elects. The king branch cannot be carried out. Rule VI's king move is due only «if you can», and the king has no square. So White's choice is reduced to the rook, and Black, though he claims, elects nothing.",
       "Cited as the earlier Philidor castling cases cite: XII, VIII, VI, with XII glossed (A16). Upheld: move-rook [Rf1, Rg1], move-king (unenforceable), White electing."],
      [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', start=fen,
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      unenforceable=['move-king'], moves={'move-rook': ['Rf1', 'Rg1']})

    pre = ['d4', 'd5', 'c4', 'Bf5', 'Nc3', 'e6', 'Qb3', 'Nc6', 'Bf4', 'Nf6']
    b = after(None, pre)
    assert b.is_attacked_by(chess.BLACK, sq('b1')) and not b.is_attacked_by(chess.BLACK, sq('d1')) and not b.is_attacked_by(chess.BLACK, sq('c1'))
    assert b.parse_san('O-O-O') in b.legal_moves
    case(5014, PH, 'queens-side-castling-the-rook-crosses-b1-under-the-f5-bishop',
      "White castles on the queen's side while Black's f5 bishop sweeps b1, a square only the rook crosses; Black claims under rule XII; dismissed",
      "1. d4 d5 2. c4 Bf5 3. Nc3 e6 4. Qb3 Nc6 5. Bf4 Nf6 6. O-O-O. The f5 bishop attacks b1 (asserted), which the a1 rook crosses. The king passes only d1 and lands on c1, neither of them attacked (asserted). Neither king nor rook has moved before. Black claims the castling unlawful.",
      ['XII', 'XI'],
      ["Rule XII bars castling «when in check, nor after having been moved, nor if in passing he was exposed to a check, not with a Rook which has been removed from its place». «he» is the King, whose passage over d1 is safe. An attack on a square the rook crosses is none of these. Rule XI («The King, when he castles, can only go beyond two squares») is satisfied too. Dismissed, citing XII, as earlier sets dismissed the same point under the Acknowledged Laws and London."],
      pre + ['O-O-O'], 'illegal-castling', 'black', 'dismissed',
      cites=['XII'])

    fen = 'R5nk/6pp/p7/8/8/8/5PPP/6K1 b - - 0 1'
    b = after(fen, [])
    assert b.is_pinned(chess.BLACK, sq('g8')) and not frm(b, 'g8') and not kingm(b) and not b.is_check()
    case(5015, PH, 'the-pinned-g8-knight-touched-the-h8-king-cannot-be-played',
      "A rook ending: Black touches his g8 knight, pinned by the a8 rook, and plays a5; White claims under rule XV: Black's king must be played, but it cannot, and so «the fault is of no consequence»",
      "White: Kg1, Ra8, pawns f2 g2 h2. Black: Kh8, Ng8, pawns a6 g7 h7. Black to move. The g8 knight is pinned along the eighth rank by the a8 rook and has no lawful move (asserted). Black touches it ({[%touch g8]}), then plays 1...a5. White claims at once. Black's king has no lawful move: g8, g7 and h7 hold his own men (asserted).",
      ['V', 'XV'],
      ["Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King; and if his King cannot be played, the fault is of no consequence.» «giving check» is read as exposing his own king (laws.md A17). The king cannot be played, so the rule itself says the penalty falls away. The ruling records it as an unenforceable king move, as earlier Philidor cases do, and 1...a5 stands. Rule V («A Piece once touched must be played») is the rule broken.",
       "Upheld: move-king, unenforceable, White electing; XV glossed (A17)."],
      [('ev', '[%touch g8]'), 'a5'], 'touched-own-man-unplayable', 'white', 'upheld', start=fen,
      remedies=['move-king'], elector='white', cites=['V', 'XV'], glossed=['XV'], unenforceable=['move-king'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']
    b = after(None, pre); mc = onto(b, 'c6'); assert mc == ['Bxc6']
    case(5016, PH, 'ruy-lopez-white-touches-the-c6-knight-then-retreats-4-ba4',
      "Ruy Lopez: White touches Black's c6 knight without saying J'adoube, then retreats 4. Ba4; Black claims under rule VI: the knight can be taken, so White must take it",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6. White touches Black's c6 knight ({[%touch c6]}) without a word, then plays 4. Ba4. Black claims before moving. Before 4. Ba4, the knight can be taken lawfully in one way only, Bxc6 (asserted).",
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» The knight is takeable, so the king branch does not arise. 4. Ba4 is not the capture and does not pay the penalty, which is applied to the position before it. Upheld: compel-capture-of-touched-man [Bxc6], Black electing."],
      pre + [('ev', '[%touch c6]'), 'Ba4'], 'touched-adversary-man', 'black', 'upheld',
      remedies=['compel-capture-of-touched-man'], elector='black', cites=['VI'], moves={'compel-capture-of-touched-man': mc})

    pre = ['e4', 'e5', 'f4', 'exf4', 'Bc4', 'Qh4+']
    b = after(None, pre); assert b.is_check(); mk = kingm(b); assert mk == ['Kf1', 'Ke2']
    case(5017, PH, 'bishops-gambit-checked-by-qh4-the-king-steps-two-squares-to-e3',
      "Bishop's Gambit: checked by 3...Qh4+, White's king steps two squares, e1-e3; Black claims under rule VIII: the king goes back and must be played again, lawfully, out of the check",
      "1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ (check said). White moves his king from e1 to e3 ({[%move e1e3]}), two squares at once. Black claims before moving. Back on e1 and in check, White's king has two lawful moves, Kf1 and Ke2 (asserted).",
      ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» The false move was itself a king move. The penalty is applied to the position before it (laws.md A36: the false move is taken back first). There the king stands in check, and only Kf1 and Ke2 are moves of the king that rule VI's «if you can» allows. Upheld: move-king [Kf1, Ke2], Black electing; cited VIII, VI as the earlier Philidor false-move cases."],
      pre + [('raw', 'e1e3')], 'false-move', 'black', 'upheld',
      remedies=['move-king'], elector='black', cites=['VIII', 'VI'], moves={'move-king': mk})

    fen = 'kb1q4/pp1p4/8/8/8/2N5/3P1PPP/2R3K1 b - - 0 1'
    b = after(fen, [])
    assert not kingm(b) and not b.is_check() and not caps(b, 'd2') and chess.Move.from_uci('d8d2') not in b.legal_moves
    case(5018, PH, 'the-d8-queen-takes-d2-over-its-own-d7-pawn-the-a8-king-is-walled-in',
      "Black's queen takes the d2 pawn by passing over his own d7 pawn; White claims under rule VIII: the king must be played, and Black's a8 king, walled in by his own men, cannot be",
      "White: Kg1, Rc1, Nc3, pawns d2 f2 g2 h2. Black: Ka8, Qd8, Bb8, pawns a7 b7 d7. Black to move. Black's queen goes d8-d2 ({[%move d8d2]}), removing the d2 pawn though his own d7 pawn stands on the file. White claims at once. Back on d8, Black's queen cannot lawfully take d2 (asserted). Black's king has no lawful move: a7, b7 and b8 hold his own men (asserted).",
      ['VIII', 'VI', 'XV'],
      ["Philidor has no rule of its own for a false capture. Rule VIII, on false moves, governs it (laws.md 7.1: ILLEGAL_CAPTURE → 002 VIII). «Whoever makes a false move, must play his King, as in Rule VI.» Rule VI asks it «if you can», and rule XV says that where «his King cannot be played, the fault is of no consequence». The king cannot be played.",
       "Upheld: move-king, unenforceable, White electing; VIII glossed (a capture heard as a false move), citing VIII, VI, XV as earlier Philidor cases with a walled-in king."],
      [('raw', 'd8d2')], 'illegal-capture', 'white', 'upheld', start=fen,
      remedies=['move-king'], elector='white', cites=['VIII', 'VI', 'XV'], glossed=['VIII'], unenforceable=['move-king'])

    # ======================= acknowledged-laws 5019-5024
    fen = '6k1/5ppp/8/8/2b5/8/5PPP/5BRK w - - 0 1'
    b = after(fen, [])
    assert not frm(b, 'g1') and not kingm(b) and frm(b, 'f1') and chess.Move.from_uci('g1g3') not in b.legal_moves
    case(5019, AC, 'the-hemmed-g1-rook-jumps-its-g2-pawn-the-king-is-walled-in',
      "White's g1 rook, hemmed in, jumps its own g2 pawn to g3; Black claims under law VII: the rook has no right move and the h1 king none, so of the menu only «replace the piece and make a legal move» can be enforced",
      "White: Kh1, Rg1, Bf1, pawns f2 g2 h2. Black: Kg8, Bc4, pawns f7 g7 h7. White to move. White plays g1-g3 ({[%move g1g3]}) over his own g2 pawn. Black claims at once. Back on g1, the rook has no lawful move, and White's king has none either: g1, g2 and h2 hold his own men (asserted). The f1 bishop has lawful moves (asserted).",
      ['VII'],
      ["Law VII: «... or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Of the menu, the branches that fit an illegal move are offered (laws.md A23): make the right move (with the rook: impossible), move his King (impossible), replace the piece and make a legal move (possible: the bishop can move). Upheld: move-correctly and move-king unenforceable, replace-and-move-legally, Black electing, citing VII."],
      [('raw', 'g1g3')], 'false-move', 'black', 'upheld', start=fen,
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      unenforceable=['move-correctly', 'move-king'])

    fen = '4k2r/ppp1nppp/8/4P3/1B6/8/PPP2PPP/4R1K1 w k - 0 1'
    b = after(fen, [])
    cw = onto(b, 'e7'); mc = frm(b, 'e1'); mk = kingm(b)
    assert cw == ['Bxe7'] and mk == ['Kf1', 'Kh1'] and chess.Move.from_uci('e1e7') not in b.legal_moves
    case(5020, AC, 'the-e1-rook-takes-e7-over-its-own-e5-pawn-the-b4-bishop-could',
      "White's e1 rook takes the e7 knight by passing over his own e5 pawn; Black claims under law VII and elects from the whole menu: the b4 bishop can take e7, the rook can move rightly, the king can move",
      "White: Kg1, Re1, Bb4, pawns a2 b2 c2 e5 f2 g2 h2. Black: Ke8, Rh8, Ne7, pawns a7 b7 c7 f7 g7 h7. White to move. White plays e1-e7 ({[%move e1e7]}), removing the knight over his own e5 pawn. Black claims at once. With the rook back on e1, the knight can be taken lawfully by Bxe7 only; the rook has lawful moves; White's king has Kf1 and Kh1 (asserted).",
      ['VII'],
      ["Law VII: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» For an illegal capture the earlier Acknowledged cases read «take the man» as taking it with a man that can lawfully do so (laws.md A23: the menu cut to what fits the offence), and «make the right move» as a lawful move of the man that offended. All four branches can be carried out here, each from the position before the capture.",
       "Upheld: capture-with-legal-capturer [Bxe7], move-correctly [the rook's lawful moves], move-king [Kf1, Kh1], replace-and-move-legally, Black electing; VII glossed."],
      [('raw', 'e1e7')], 'illegal-capture', 'black', 'upheld', start=fen,
      remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII'], glossed=['VII'], moves={'capture-with-legal-capturer': cw, 'move-correctly': mc, 'move-king': mk})

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'd6', 'd4']
    b = after(None, pre)
    assert b.is_pinned(chess.BLACK, sq('c6')) and not frm(b, 'c6'); mk = kingm(b); assert mk == ['Kd7', 'Ke7']
    case(5021, AC, 'ruy-lopez-steinitz-black-touches-the-pinned-c6-knight-then-plays-4-bd7',
      "Ruy Lopez, Steinitz defence: Black touches his c6 knight, pinned by the b5 bishop, then plays 4...Bd7; White claims under law V's note and elects: a king move, or the piece replaced and a legal move made",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. d4. Black touches his c6 knight ({[%touch c6]}), pinned against his king by the b5 bishop and without a lawful move (asserted), then plays 4...Bd7. White claims before moving. Before 4...Bd7, Black's king has two lawful moves, Kd7 and Ke7 (asserted).",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Note: «If the piece cannot be legally moved, the adversary may elect for the player to move his King or replace the piece.» Replacing the piece means a legal move is then made (laws.md A22). The election is White's. 4...Bd7, the move Black chose for himself, does not take it from him. If White elects the king, Black must play Kd7 or Ke7 from the position before 4...Bd7.",
       "Upheld: move-king [Kd7, Ke7], replace-and-move-legally, White electing; V glossed (A22)."],
      pre + [('ev', '[%touch c6]'), 'Bd7'], 'touched-own-man-unplayable', 'white', 'upheld',
      remedies=['move-king', 'replace-and-move-legally'], elector='white', cites=['V'], glossed=['V'], moves={'move-king': mk})

    pre = ['e4', 'e5', 'Nf3', 'f6', 'Nxe5', 'fxe5']
    b = after(None, pre + ['Qh5+']); assert b.is_check(); ans = [b.san(m) for m in sorted(b.legal_moves, key=lambda m: (m.from_square, m.to_square))]
    assert ans == ['g6', 'Ke7']
    case(5022, AC, 'damiano-4-qh5-checks-without-a-cry-black-and-white-play-on-black-finds-it',
      "Damiano's defence: 4. Qh5 checks without a cry; Black plays 4...Nc6 and White 5. d3 before the check is seen; Black claims within the two moves of law X's exception: the pieces go back to the check",
      "1. e4 e5 2. Nf3 f6 3. Nxe5 fxe5 4. Qh5, which checks the e8 king (asserted) and is written without its sign, as nothing was said. Black plays 4...Nc6, which leaves the check, and White 5. d3. Black then sees the check and claims. In the position after 4. Qh5, Black's lawful answers are g6 and Ke7 (asserted).",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its note: «This law is subject to this exception : that two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.» Two moves have been made since the check, 4...Nc6 and 5. d3. Within the exception (laws.md A25, reading A) the pieces are replaced to the moment of the check, and Black must answer it with one of its two answers.",
       "Upheld: retract-to-point-of-check [g6, Ke7], with no elector, as the law orders it; X glossed."],
      pre + ['Qh5', ('pseudo', 'Nc6'), 'd3'], 'unannounced-check', 'black', 'upheld', silent=('Qh5',),
      remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'], moves={'retract-to-point-of-check': ans})

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'Ng5']
    b = after(None, pre); assert not b.is_check()
    case(5023, AC, 'two-knights-4-ng5-called-check-black-answers-4-d5-and-asks-to-retract',
      "Two knights defence: White says check with 4. Ng5, which gives none; Black answers 4...d5 and asks to take it back: law XI covers a king move or the taking of the piece, not a pawn's advance; dismissed",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5, and White says «check» ({[%check]}); Black's king is not attacked (asserted). Black plays 4...d5 and claims before White moves that he may retract it.",
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» The remedy belongs to two acts only, a king move and the taking of the supposed checker. 4...d5 is neither. The Acknowledged Laws, unlike twenty-laws 6 («or interpose a piece») and Boy's Own 8 («or any other man»), give no relief for it. Dismissed, citing XI; the move stands."],
      pre + [('ev', '[%check]'), 'd5'], 'false-check-announcement', 'black', 'dismissed',
      cites=['XI'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']
    b = after(None, pre)
    assert not caps(b, 'c5'); mk = kingm(b); assert mk == ['Kf1', 'O-O', 'Ke2']
    bb = after(None, pre + [('rawby', 'c5b4', 'white')]); assert bb.piece_at(sq('b4')) == chess.Piece(chess.BISHOP, chess.BLACK)
    tmp = bb.copy(); tmp.turn = chess.WHITE; assert not caps(tmp, 'b4')
    case(5024, AC, 'giuoco-white-moves-blacks-c5-bishop-to-b4-in-his-own-turn',
      "Giuoco piano: on move 4, in his own turn, White moves Black's c5 bishop to b4; Black claims under law VII: the bishop cannot be taken where it was or where it went, so Black elects between a king move and a legal move",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5, then White, in his own turn, moves Black's c5 bishop to b4 ({[%move c5b4 white]}). Black claims at once. No White man can lawfully take the bishop on c5 or on b4 (asserted). With the bishop back on c5, White's king has Kf1, O-O and Ke2 (asserted).",
      ['VII'],
      ["Law VII names «one of his opponent's men» among the offences, with one menu: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move». For an adversary's man, the branches that fit are: take the man, move the King, replace the piece and make a legal move (laws.md A23, as earlier Acknowledged cases). The bishop cannot be taken. The king branch is applied with the bishop back on c5: Kf1, O-O or Ke2. The code says nothing against castling as the king move.",
       "Upheld: compel-capture-of-touched-man (unenforceable), move-king, replace-and-move-legally, Black electing, citing VII."],
      pre + [('rawby', 'c5b4', 'white')], 'moved-adversary-man', 'black', 'upheld',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      unenforceable=['compel-capture-of-touched-man'], moves={'move-king': mk})

    # ======================= london-1847 5025-5030
    fen = 'r5k1/ppp2ppp/2n5/1B6/8/8/PPP3PP/3Q2RK w - - 0 1'
    b = after(fen, []); assert not kingm(b); rc = onto(b, 'c6'); assert rc == ['Bxc6']
    case(5025, LO, 'white-moves-blacks-c6-knight-to-d4-his-king-is-walled-in',
      "White, in his own turn, moves Black's c6 knight to d4; Black claims under law X: of its three penalties, replacing the knight and moving the king cannot be enforced, since White's h1 king has no square",
      "White: Kh1, Qd1, Rg1, Bb5, pawns a2 b2 c2 g2 h2. Black: Kg8, Ra8, Nc6, pawns a7 b7 c7 f7 g7 h7. White to move. White moves Black's knight c6-d4 ({[%move c6d4 white]}). Black claims before touching a man. With the knight back on c6, White can take it only by Bxc6 (asserted). White's king has no lawful move: g1, g2 and h2 hold his own men (asserted).",
      ['X', ('london-1847', 'XXV')],
      ["Law X: «his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» The first cannot be carried out: the king has no square. The second is Bxc6, from the position with the knight replaced. The third leaves the knight on d4. Black claimed before touching a man (XXV, found text).",
       "Upheld: replace-and-move-king (unenforceable), replace-and-capture [Bxc6], leave-as-played, Black electing, citing X, XXV."],
      [('rawby', 'c6d4', 'white')], 'moved-adversary-man', 'black', 'upheld', start=fen,
      remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black', cites=['X', 'XXV'],
      unenforceable=['replace-and-move-king'], moves={'replace-and-capture': rc})

    pre = P('KT', 23)
    b = after(None, pre)
    assert b.is_attacked_by(chess.WHITE, sq('f8')) and not b.is_attacked_by(chess.WHITE, sq('g8')) and not b.is_check()
    assert chess.Move.from_uci('e8g8') not in b.legal_moves
    mk = kingm(b, castling=False); mr = frm(b, 'h8'); assert mk == ['Kd8'] and 'O-O-O' in kingm(b) and mr == ['Rf8', 'Rg8']
    case(5026, LO, 'kasparov-topalov-12-black-castles-over-f8-under-the-h6-queen',
      "Kasparov-Topalov: on move 12 Black castles on the king's side, his king passing f8, which the h6 queen attacks; White claims under law XVI's three penalties, and the king move may not be castling on the other side",
      "Kasparov v Topalov, Wijk aan Zee 1999, to 12. Kb1. Instead of 12...a6 Black castles on the king's side ({[%move e8g8]}). His king passes f8, which White's h6 queen attacks (asserted). White claims before touching a man. With king and rook back, Black's king has one plain move, Kd8, and could also castle on the queen's side (asserted); the h8 rook has Rf8 and Rg8 (asserted)." + CHK + PUB,
      [('london-1847', 'XVI'), ('london-1847', 'XXV')],
      ["Law XVI (found text): «A player cannot castle in the following cases: ... 4. If the King pass over any square attacked by one of the adversary's Picces or Pawns. Should a player castle in any of the above cases, his adver sary has the choice of three penalties; viz., 1st, of insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook.» On the 2nd penalty, laws.md A31 reads «move the King» as a king move other than castling. So Black's queen's-side castling, lawful in itself, does not satisfy it, and the list is Kd8 alone. The 3rd is applied with the rook back on h8: Rf8 or Rg8. Claimed in time (XXV).",
       "Upheld: let-castling-stand, move-king-no-castling [Kd8], move-rook [Rf8, Rg8], White electing; XVI glossed (A31)."],
      pre + [('raw', 'e8g8')], 'illegal-castling', 'white', 'upheld', game='KT',
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='white', cites=['XVI', 'XXV'], glossed=['XVI'],
      moves={'move-king-no-castling': mk, 'move-rook': mr})

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']
    b = after(None, pre); assert onto(b, 'a6') == ['Bxa6']
    case(5027, LO, 'ruy-lopez-white-says-jadoube-and-adjusts-the-a6-pawn-then-plays-4-ba4',
      "Ruy Lopez: White says J'adoube and adjusts Black's a6 pawn, then retreats 4. Ba4; Black claims under law IX that White must take the pawn; dismissed",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6. In his turn White says «J’adoube» and adjusts Black's a6 pawn on its square ({[%adjust a6]}), then plays 4. Ba4. Black claims that White must take the pawn, which Bxa6 could do (asserted).",
      ['IX', 'VII'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it». «take» is read as touch (laws.md A28). The penalty is for a touch made without the word. Here the word came with the touch, as law VII asks («at the moment of touching it»). The claim has nothing to rest on. Dismissed, citing IX."],
      pre + [('ev', '[%adjust a6]'), 'Ba4'], 'touched-adversary-man', 'black', 'dismissed',
      cites=['IX'])

    pre = ['d4', 'd5', 'c4', 'e6', 'Nc3']
    b = after(None, pre); assert b.turn == chess.BLACK
    case(5028, LO, 'queens-gambit-white-plays-3-nc3-and-then-nf3-before-black-replies',
      "Queen's gambit declined: White plays 3. Nc3 and then, in Black's turn, 4. Nf3 as well; Black claims under law XIV and chooses whether both moves remain or the second is retracted",
      "1. d4 d5 2. c4 e6 3. Nc3, and then White, before Black replies, plays g1-f3 ({[%move g1f3 white]}), lawful in itself. Black claims before touching a man.",
      ['XIV', ('london-1847', 'XXV')],
      ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the second be retracted.» A second move made straight after one's own is a move out of turn (laws.md A30); if both remain, Black moves next. Claimed in time (XXV). Upheld: keep-both-moves, retract-second-move, in the law's order, Black electing; XIV glossed (A30)."],
      pre + [('oot', 'g1f3', 'white')], 'move-out-of-turn', 'black', 'upheld',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['XIV', 'XXV'], glossed=['XIV'])

    pre = P('IMM', 36)
    b = after(None, pre)
    assert b.king(chess.WHITE) == sq('f1') and b.piece_at(sq('g1')) == chess.Piece(chess.BISHOP, chess.BLACK)
    cw = onto(b, 'g1'); mt = frm(b, 'a1'); assert cw == ['Kxg1'] and mt == ['Rb1', 'Rc1', 'Rd1', 'Re1']
    case(5029, LO, 'immortal-game-19-the-a1-rook-takes-g1-over-its-own-king',
      "The Immortal game: after 18...Bxg1 White's a1 rook takes the g1 bishop by passing over its own f1 king; Black claims under law XI: the king can take g1 lawfully, or the rook must move",
      "Anderssen v Kieseritzky, London 1851, to 18...Bxg1. Instead of 19. e5 White plays a1-g1 ({[%move a1g1]}), his rook passing over his own king on f1. Black claims before touching a man. With the rook back on a1, the bishop can be taken lawfully only by Kxg1 (asserted), and the rook's lawful moves are Rb1, Rc1, Rd1, Re1 (asserted)." + CHK + PUB,
      ['XI', ('london-1847', 'XXV')],
      ["Law XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own Piece or Pawn which he touched.» Both branches are applied to the position before the capture: Kxg1 is the one lawful capture, and the rook's own moves are the four along the first rank. Claimed in time (XXV). Upheld: capture-with-legal-capturer [Kxg1], move-touched-capturer [Rb1, Rc1, Rd1, Re1], Black electing."],
      pre + [('raw', 'a1g1')], 'illegal-capture', 'black', 'upheld', game='IMM',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['XI', 'XXV'],
      moves={'capture-with-legal-capturer': cw, 'move-touched-capturer': mt})

    pre = P('RT', 14)
    b = after(None, pre)
    assert b.is_pinned(chess.WHITE, sq('e4')) and not frm(b, 'e4') and 'O-O-O' in kingm(b)
    case(5030, LO, 'reti-tartakower-white-touches-the-pinned-e4-knight-then-castles-8-o-o-o',
      "Reti-Tartakower: White touches his e4 knight, pinned by the e5 queen, then castles 8. O-O-O as in the game; Black claims under law XVII: the king has been moved, so the penalty is paid; dismissed",
      "Reti v Tartakower, Vienna 1910, to 7...Qxe5. White touches his e4 knight ({[%touch e4]}), pinned against his e1 king by the e5 queen and without a lawful move (asserted), then plays 8. O-O-O, the game's move. Castling was lawful there (asserted). Black claims before touching a man." + CHK + PUB,
      ['VII', ('london-1847', 'XVII')],
      ["Law XVII (found text): «If a player touch a Piece or Pawn that cannot be moved without leaving the King in check, he must replace the Piece or Pawn and move his King». The knight was never moved, so there is nothing to replace. White's move after the touch moved his king: castling is a move of the king, as earlier London cases count it in XVII's king moves. A31's exclusion of castling belongs to XVI's second penalty, not to XVII. The penalty was paid by the move that followed the touch. Dismissed, citing VII (the touch) and XVII."],
      pre + [('ev', '[%touch e4]'), 'O-O-O'], 'touched-own-man-unplayable', 'black', 'dismissed', game='RT',
      cites=['VII', 'XVII'])
