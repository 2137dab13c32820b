"""The thirty cases of the fifty-eighth set. Every board fact used below is asserted here, with python-chess."""
import chess
from games import TS_FEN
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'
S = chess.parse_square


def write_all(case, after, P, frm, kingm, onto):
    # ======================================================== twenty-laws 5801-5806
    pre = P('RA', 37)
    b = after(None, pre); mv = frm(b, 'e8'); assert b.turn == chess.BLACK and len(mv) == 8
    case(5801, TW, 'reti-alekhine-black-touches-the-e8-rook-then-plays-19-bg4',
      "Reti-Alekhine: Black touches his e8 rook, then plays 19...Bg4 with the bishop; White claims at once",
      "Reti v Alekhine, Baden-Baden 1925, to 19. Bf3. Black touches his e8 rook ({[%touch e8]}), says nothing, and "
      "then plays 19...Bg4 (the published move). The rook has eight lawful moves (asserted), so the touched man can be "
      "played. White claims before making any move of his own." + CHK,
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». Nothing was said to excuse the touch («j'adoube» is for men "
       "«displaced by accident, or moved in error», A4), and the exception for a man whose move would «expose your king "
       "to check» does not arise: the rook is free. White has not moved, so law 11 («after the adversary has moved a "
       "piece») does not close the claim. Upheld: 19...Bg4 is taken back and Black must play the e8 rook, White electing "
       "the square among its lawful moves, as the earlier twenty-laws touch-move cases do."],
      pre + [('ev', '[%touch e8]'), 'Bg4'], 'touched-own-man', 'white', 'upheld', game='RA',
      remedies=['compel-move-touched-man'], elector='white', cites=['1', '11'], moves={'compel-move-touched-man': mv})

    pre = P('NS', 40)
    b = after(None, pre); cap = onto(b, 'e4'); mk = kingm(b, castling=False)
    assert cap == ['Bxe4'] and mk == ['Kh1'] and b.turn == chess.WHITE
    case(5802, TW, 'nimzowitsch-saemisch-white-touches-the-e4-pawn-then-plays-21-qxh5',
      "Nimzowitsch-Saemisch: White touches Black's e4 pawn without a word, then plays 21. Qxh5; Black claims under law 2",
      "Nimzowitsch v Saemisch, Copenhagen 1923, to 20...fxe4. At his turn White touches Black's e4 pawn ({[%touch e4]}) "
      "without saying «j'adoube» and then plays 21. Qxh5 (the published move). The pawn can be taken lawfully only by "
      "Bxe4; White's only lawful king move is Kh1 (both asserted). Black claims before moving." + CHK,
      ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men ... when it is your turn to play, you must instantly acknowledge "
       "the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it "
       "and move your king». Nothing was said. The pawn is en prise to the g2 bishop (A5 iii: it can be taken lawfully), "
       "so both penalties are open, the king move not by castling («you cannot castle that move», A5 ii). Black has not "
       "moved (law 11). Upheld: 21. Qxh5 is taken back; Black elects Bxe4 or Kh1."],
      pre + [('ev', '[%touch e4]'), 'Qxh5'], 'touched-adversary-man', 'black', 'upheld', game='NS',
      remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black', cites=['2', '11'], glossed=['2'],
      moves={'compel-capture-of-touched-man': cap, 'move-king-no-castling': mk})

    pre = P('ST', 59)
    b = after(None, pre); assert b.turn == chess.BLACK and b.piece_at(S('e8')).symbol() == 'r'
    assert chess.Move.from_uci('f8d8') not in b.legal_moves
    b2 = after(None, pre + [('raw', 'f8d8'), 'Kh2']); assert b2.turn == chess.BLACK
    case(5803, TW, 'short-timman-30-the-f8-rook-leaps-its-e8-rook-white-plays-31-kh2-then-claims',
      "Short-Timman: Black's f8 rook goes to d8 over his own e8 rook; White replies 31. Kh2 and only then claims; too late",
      "Short v Timman, Tilburg 1991, to 30. h4. Black moves his f8 rook to d8 ({[%move f8d8]}), passing over his own rook "
      "on e8: no lawful rook move (asserted). White plays 31. Kh2 (the published move, lawful in the position, asserted) "
      "and then claims the false move." + CHK,
      ['3', '11'],
      ["Law 3: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.» "
       "Law 11: «nor can any such be retraced, after the adversary has moved a piece.» White, the adversary, played 31. "
       "Kh2 before noticing. The claim comes too late (A6: the bar of law 11 applies once the adversary has moved): the "
       "rook stays on d8 as if the move had been lawful."],
      pre + [('raw', 'f8d8'), 'Kh2'], 'false-move', 'white', 'out-of-time', game='ST',
      cites=['3', '11'], glossed=['11'])

    pre = P('AC9', 48)
    b = after(None, pre + ['Qh4']); assert not b.is_check() and kingm(b) == ['Kh8']
    case(5804, TW, 'anand-carlsen-25-qh4-called-check-black-steps-kh8-and-retracts',
      "Anand-Carlsen, game 9: White says check with 25. Qh4, which gives none; Black answers 25...Kh8 and asks to take it back before White moves",
      "Anand v Carlsen, World Championship, Chennai 2013, game 9, to 24...g6. White plays 25. Qh4 (the published move) "
      "and says «check» ({[%check]}); Black's king is not attacked (asserted). Black moves his king to h8, its one lawful "
      "move (asserted), and claims before White's next move.",
      ['6'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, "
       "or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» The king "
       "move is Black's first act after the false notice and is taken to be in consequence of it; White has made no "
       "further move. Upheld: Black may retract 25...Kh8 and play another move, his election."],
      pre + ['Qh4', ('ev', '[%check]'), 'Kh8'], 'false-check-announcement', 'black', 'upheld', game='AC9',
      remedies=['retract-misled-move'], elector='black', cites=['6'])

    b = after(TS_FEN, ['Bh3']); bb = b.copy(); bb.turn = chess.BLACK; assert chess.Move.from_uci('e6f5') in bb.legal_moves
    case(5805, TW, 'topalov-shirov-47-bh3-and-then-kf5-before-white-replies',
      "Topalov-Shirov: Black plays 47...Bh3 and, before White replies, also Ke6-f5; White claims under law 4",
      "The ending of Topalov v Shirov, Linares 1998, from the position before 47...Bh3 ([FEN]). Black plays 47...Bh3 "
      "and, White not having moved, also moves his king e6-f5 ({[%move e6f5 black]}, a lawful king move had it been his "
      "turn, asserted). White claims at once.",
      ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that "
       "both moves shall remain; in which case the game is to proceed as if one man only had been played.» The choice "
       "is White's. He has not moved since (law 11). Upheld: retract-second-move or keep-both-moves, White electing "
       "(the order of the earlier twenty-laws cases)."],
      ['Bh3', ('oot', 'e6f5', 'black')], 'move-out-of-turn', 'white', 'upheld', start=TS_FEN, game='TS',
      remedies=['retract-second-move', 'keep-both-moves'], elector='white', cites=['4', '11'])

    pre = P('RA', 21)
    b = after(None, pre); cap = onto(b, 'a2'); mt = frm(b, 'a8')
    assert cap == ['Nxa2'] and mt == ['Rb8'] and b.piece_at(S('a7')).symbol() == 'p'
    case(5806, TW, 'reti-alekhine-11-the-a8-rook-takes-a2-over-its-own-a7-pawn',
      "Reti-Alekhine: after 11. Qc4 Black's a8 rook takes the a2 pawn over his own a7 pawn; White claims under law 3",
      "Reti v Alekhine to 11. Qc4. Black's a8 rook takes White's a2 pawn ({[%move a8a2]}), passing over his own pawn on "
      "a7: no lawful capture. The a2 pawn can be taken lawfully only by the b4 knight (Nxa2); the rook's one lawful move "
      "is Rb8 (both asserted). White claims at once." + CHK,
      ['3', '11'],
      ["Law 3: «And if by a false move you capture one of your adversary's men, he may oblige you either to take such "
       "piece (if it be en prise of one of your men) or to move the piece touched.» The pawn is en prise to the knight. "
       "White has not moved (law 11). Upheld: the rook goes back and the pawn is restored; White elects Nxa2 or a move "
       "of the rook (Rb8)."],
      pre + [('raw', 'a8a2')], 'illegal-capture', 'white', 'upheld', game='RA',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white', cites=['3', '11'],
      moves={'capture-with-legal-capturer': cap, 'move-touched-capturer': mt})

    # ======================================================== boys-own-1829 5807-5812
    pre = P('NS', 49)
    b = after(None, pre + ['h6']); assert b.turn == chess.WHITE
    case(5807, BO, 'nimzowitsch-saemisch-25-h6-quitted-black-wants-it-on-h5',
      "Nimzowitsch-Saemisch: Black sets 25...h6 down and lets go, then asks to push the pawn to h5 instead; dismissed",
      "Nimzowitsch v Saemisch to 25. Rce1. Black plays 25...h6 (the published move) and takes his hand from the pawn; he "
      "then asks to place it on h5 instead. White objects.",
      ['4'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep hold of "
       "him, you are at liberty to place him where you please». Black quitted the pawn on h6. Dismissed: 25...h6 stands."],
      pre + ['h6'], 'man-released', 'black', 'dismissed', game='NS', cites=['4'])

    pre = P('AC9', 53)
    bq = after(None, pre + ['b1=Q'], silent=('b1=Q',)); assert bq.is_check()
    bp = after(None, pre + ['b1=Q', ('pseudo', 'Rh4')], silent=('b1=Q',)); assert bp.is_attacked_by(chess.BLACK, bp.king(chess.WHITE))
    case(5808, BO, 'anand-carlsen-27-b1q-checks-unsaid-white-plays-rh4-black-warns-with-bf5',
      "Anand-Carlsen, game 9: 27...b1=Q checks without a word; White plays 28. Rh4; Black says check with 28...Bf5; both last moves are retracted",
      "Anand v Carlsen, Chennai 2013, game 9, to 27. Rf4. Black makes a queen on b1 and it checks White's king on g1 "
      "(asserted), but nothing is said (written without its +). White, not noticing, plays 28. Rh4, which leaves his king "
      "in check. Black plays 28...Bf5 and says «check» ({[%check]}); Black claims.",
      ['9'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it "
       "till he does; but if, on his next move, he warn you, each party must retract his last move, and the king be "
       "removed out of check, or covered.» The warning came with Black's next move. Upheld: 28...Bf5 and 28. Rh4 are "
       "taken back (A35) and White must parry the check from b1."],
      pre + ['b1=Q', ('pseudo', 'Rh4'), 'Bf5', ('ev', '[%check]')], 'unannounced-check', 'black', 'upheld', game='AC9',
      silent=('b1=Q',), remedies=['retract-both-last-moves'], cites=['9'])

    pre = P('TS', 5)
    b = after(TS_FEN, pre); mk = kingm(b)
    assert b.turn == chess.WHITE and chess.Move.from_uci('c3e3') not in b.pseudo_legal_moves and mk
    case(5809, BO, 'topalov-shirov-50-the-c3-bishop-slides-to-e3-like-a-rook',
      "Topalov-Shirov: after 49...Ke4 White's c3 bishop slides along the rank to e3; Black claims: law 7, White moves his king",
      "The ending of Topalov v Shirov from the position before 47...Bh3 ([FEN]), to 49...Ke4. White moves his c3 bishop "
      "to e3 along the third rank ({[%move c3e3]}), a rook's move. Black claims at once. White's king on f2 has lawful "
      "moves (asserted).",
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing "
       "him in check». Black has not played. Upheld: the bishop goes back to c3 and White must move his king, Black "
       "electing; the moves are those of the king on f2 in the position before the false move."],
      pre + [('raw', 'c3e3')], 'false-move', 'black', 'upheld', start=TS_FEN, game='TS',
      remedies=['move-king'], elector='black', cites=['7'], moves={'move-king': mk})

    pre = P('RA', 38)
    b = after(None, pre); cap = onto(b, 'd5'); assert cap == ['Bxd5', 'Qxd5']
    case(5810, BO, 'reti-alekhine-white-touches-the-d5-knight-then-plays-20-bh1',
      "Reti-Alekhine: White touches Black's d5 knight, then plays 20. Bh1; Black claims: White must take it",
      "Reti v Alekhine to 19...Bg4. White touches Black's d5 knight ({[%touch d5]}) and then plays 20. Bh1 (the published "
      "move). The knight can be taken lawfully by the f3 bishop or the c4 queen (asserted). Black claims before moving.",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you "
       "must moeve your king». White can take it. Upheld: 20. Bh1 is taken back and White must take the knight, Black "
       "electing Bxd5 or Qxd5."],
      pre + [('ev', '[%touch d5]'), 'Bh1'], 'touched-adversary-man', 'black', 'upheld', game='RA',
      remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'], moves={'compel-capture-of-touched-man': cap})

    fen = 'k7/p7/P7/8/8/8/2Q5/1K6 w - - 0 1'
    b = after(fen, ['Qc7']); assert b.is_stalemate() and not b.is_check() and b.piece_at(S('a7')) is not None
    case(5811, BO, 'queen-ending-1-qc7-black-with-a-blocked-pawn-is-stalemated-and-wins',
      "Queen against king and blocked pawn: 1. Qc7 leaves Black, whose a7 pawn cannot move, stalemated; under law 11 Black wins",
      "White Kb1, Qc2, Pa6; Black Ka8, Pa7. 1. Qc7: Black is not in check, his king has no square, and his a7 pawn is "
      "blocked by the a6 pawn (asserted stalemate). Black claims the game.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, "
       "or even none that can be moved he is stale-mated, and wins the game.» The a7 pawn is one «that can be moved» "
       "only in name: it is blocked (A13). Upheld: Black wins."],
      ['Qc7'], 'stalemate-result', 'black', 'upheld', start=fen, result='black', cites=['11'], glossed=['11'])

    pre = ['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6', 'Bg5', 'Be7', 'e3', 'O-O', 'Nf3']
    b = after(None, pre); assert b.piece_at(S('b7')).symbol() == 'p' and chess.Move.from_uci('c8a6') not in b.pseudo_legal_moves
    case(5812, BO, 'queens-gambit-6-the-c8-bishop-leaps-b7-white-touches-c4-then-claims-black-pleads-late',
      "Queen's Gambit: Black's c8 bishop goes to a6 over his own b7 pawn; White touches his c4 pawn and then claims; Black's plea that the claim is too late is dismissed",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3, then Black moves his c8 bishop to a6 ({[%move c8a6]}) "
      "over his own b7 pawn: no lawful move (asserted). White touches his c4 pawn ({[%touch c4]}), makes no move, and "
      "claims the false move. Black pleads that the claim is too late.",
      ['7'],
      ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» The "
       "bar is that the opponent «have pliﬂyeg» (played): a touch is not a move played, so White's claim is in time. "
       "Whether White's touch binds him to play the c4 pawn (law 4) is another question, not before the arbiter. "
       "Black's plea of lateness is dismissed."],
      pre + [('raw', 'c8a6'), ('ev', '[%touch c4]')], 'late-claim', 'black', 'dismissed', cites=['7'], glossed=['7'])

    # ======================================================== philidor 5813-5818
    pre = P('AC9', 34)
    b = after(None, pre); mv = frm(b, 'g3'); assert b.turn == chess.WHITE and mv
    case(5813, PH, 'anand-carlsen-white-touches-the-g3-knight-then-says-jadoube-then-plays-18-e5',
      "Anand-Carlsen, game 9: White touches his g3 knight, only then says j'adoube, and plays 18. e5; Black claims the knight must be played",
      "Anand v Carlsen, Chennai 2013, game 9, to 17...Ra6. White touches his g3 knight ({[%touch g3]}), then says «J’adoube» "
      "and straightens it ({[%adjust g3]}), then plays 18. e5 (the published move). The knight has lawful moves "
      "(asserted). Black claims before moving.",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». The words came after "
       "the touch, not «in touching it», and the knight was not displaced «by chance». Upheld: 18. e5 is taken back and "
       "White must play the knight, Black electing the square."],
      pre + [('ev', '[%touch g3]'), ('ev', '[%adjust g3]'), 'e5'], 'adjustment-claim', 'black', 'upheld', game='AC9',
      remedies=['compel-move-touched-man'], elector='black', cites=['V'], glossed=['V'], moves={'compel-move-touched-man': mv})

    items = ['d4', 'Nf6', 'd5', 'e5', 'dxe6']
    b = after(None, items); assert b.piece_at(S('e5')) is None and b.piece_at(S('e6')).symbol() == 'P'
    case(5814, PH, 'd4-nf6-d5-e5-3-dxe6-in-passing-black-calls-it-false',
      "1. d4 Nf6 2. d5 e5 3. dxe6: White's d5 pawn takes the e5 pawn in passing; Black calls it a false move; dismissed",
      "1. d4 Nf6 2. d5 e5 3. dxe6, the d5 pawn taking in passing the e-pawn that has just stepped two squares (lawful, "
      "asserted: the e5 pawn is gone and a white pawn stands on e6). Black claims a false move.",
      ['X'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in "
       "passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» The d5 pawn could "
       "have taken it on e6, and took it on the very next move. Dismissed."],
      items, 'en-passant', 'black', 'dismissed', cites=['X'])

    pre = P('RA', 12)
    b = after(None, pre); assert b.is_check() and b.has_kingside_castling_rights(chess.WHITE)
    mk = kingm(b, castling=False); mr = frm(b, 'h1'); assert mk == ['Kd1', 'Kf1'] and mr == []
    case(5815, PH, 'reti-alekhine-6-bb4-check-white-castles-out-of-it',
      "Reti-Alekhine: checked by 6...Bb4+, White castles instead of 7. Bd2; Black claims: rule XII, White plays his rook or his king at his own choice",
      "Reti v Alekhine to 6...Bb4+ (check said). White castles on the king's side ({[%move e1g1]}) while his king is in "
      "check. King and h1 rook have not moved (asserted). Back on e1 the king has two lawful moves, Kd1 and Kf1; the h1 "
      "rook has none that meets the check (asserted). Black claims at once." + CHK,
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check ... and he that castles when he should not do it, must play his "
       "Rook touched, or his King, at his own choice.» The words «at his own choice» give the choice to the offender, White (A16 "
       "ii). Rules VIII and VI, the false-move penalty and its king move, are cited as the earlier Philidor castling "
       "cases cite them. Upheld: the castling is undone; the rook cannot be played without leaving the king in check, "
       "so that branch is not enforceable, and White in practice must play Kd1 or Kf1."],
      pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', game='RA',
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      moves={'move-king': mk}, unenforceable=['move-rook'])

    pre = P('AC9', 54)
    b = after(None, pre); assert b.is_check() and frm(b, 'h6') == []; mk = kingm(b); assert mk == ['Kf2']
    case(5816, PH, 'anand-carlsen-white-touches-the-h6-queen-after-27-b1q-check-then-plays-28-nf1',
      "Anand-Carlsen, game 9: checked by 27...b1=Q+, White touches his h6 queen, which cannot meet the check, then plays 28. Nf1; Black claims: rule XV, White must play his king",
      "Anand v Carlsen, Chennai 2013, game 9, to 27...b1=Q+ (check said). White touches his h6 queen ({[%touch h6]}), "
      "which has no lawful move while the king stands in check (asserted), and then plays 28. Nf1 (the published "
      "move). White's king has one lawful move, Kf2 (asserted). Black claims before moving." + CHK,
      ['V', 'XV'],
      ["Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King; and "
       "if his King cannot be played, the fault is of no consequence.» Read, as laws.md A17 reads it, as a piece that "
       "cannot be played without leaving his own king in check. The queen is such a piece; the king can be played. "
       "Upheld: 28. Nf1 is taken back and White must play Kf2, Black electing."],
      pre + [('ev', '[%touch h6]'), 'Nf1'], 'touched-own-man-unplayable', 'black', 'upheld', game='AC9',
      remedies=['move-king'], elector='black', cites=['V', 'XV'], glossed=['XV'], moves={'move-king': mk})

    pre = P('NS', 42)
    b = after(None, pre + ['Qg5']); assert not b.is_check()
    b2 = after(None, pre + ['Qg5', 'Kh8', 'Kh1']); assert b2.turn == chess.BLACK
    case(5817, PH, 'nimzowitsch-saemisch-22-qg5-called-check-black-plays-kh8-claims-after-23-kh1',
      "Nimzowitsch-Saemisch: White says check with 22. Qg5, which gives none; Black plays 22...Kh8; White plays 23. Kh1; only then does Black claim; too late",
      "Nimzowitsch v Saemisch to 21...Rxf2. White plays 22. Qg5 (the published move) and says «check» ({[%check]}); "
      "Black's king is not attacked (asserted). Black moves his king to h8; White plays 23. Kh1 (the published move); "
      "then Black claims to retract his king move.",
      ['XIV'],
      ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either "
       "your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not "
       "yet made his next move.» White has made his next move, 23. Kh1. Out of time: 22...Kh8 stands."],
      pre + ['Qg5', ('ev', '[%check]'), 'Kh8', 'Kh1'], 'false-check-announcement', 'black', 'out-of-time', game='NS',
      cites=['XIV'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5', 'Bb3', 'd6', 'c3', 'O-O', 'h3']
    b = after(None, pre); mv = frm(b, 'c6'); assert len(mv) == 5
    case(5818, PH, 'ruy-lopez-black-touches-the-c6-knight-then-plays-9-bb7',
      "Ruy Lopez, closed: Black touches his c6 knight, then plays 9...Bb7; White claims: the knight must be played",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3. Black touches his c6 "
      "knight ({[%touch c6]}) without a word, then plays 9...Bb7. The knight has five lawful moves (asserted). White "
      "claims before moving.",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Nothing was said. "
       "Upheld: 9...Bb7 is taken back and Black must play the knight, White electing the square."],
      pre + [('ev', '[%touch c6]'), 'Bb7'], 'touched-own-man', 'white', 'upheld',
      remedies=['compel-move-touched-man'], elector='white', cites=['V'], moves={'compel-move-touched-man': mv})

    # ======================================================== acknowledged-laws 5819-5824
    pre = ['d4', 'd5', 'c4', 'c6', 'Nf3', 'Nf6', 'Nc3']
    b = after(None, pre); assert b.turn == chess.BLACK and frm(b, 'f6')
    case(5819, AC, 'slav-black-says-jadoube-and-straightens-the-f6-knight-then-plays-4-dxc4',
      "Slav: Black says j'adoube as he straightens his f6 knight, then plays 4...dxc4; White claims the knight had to move; dismissed",
      "1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3. Black, saying «j’adoube» as he takes hold of it, straightens his f6 knight on "
      "its square ({[%adjust f6]}), then plays 4...dxc4. White claims that the knight must be moved.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «Except the player say j’adoube (I adjust).» Black said "
       "it as he adjusted the knight; the touch binds him to nothing. Dismissed: 4...dxc4 stands."],
      pre + [('ev', '[%adjust f6]'), 'dxc4'], 'touched-own-man', 'white', 'dismissed', cites=['V'])

    pre = P('NS', 17)
    b = after(None, pre); cap = onto(b, 'd5'); mc = frm(b, 'b7'); mk = kingm(b)
    assert cap == ['cxd5', 'exd5', 'Nxd5', 'Qxd5'] and mc == ['Ba6', 'Bc8'] and mk == ['Kh8']
    case(5820, AC, 'nimzowitsch-saemisch-9-the-b7-bishop-takes-d5-over-its-own-c6-pawn',
      "Nimzowitsch-Saemisch: after 9. cxd5 Black's b7 bishop takes on d5 over his own c6 pawn; White claims under VII",
      "Nimzowitsch v Saemisch to 9. cxd5. Black's b7 bishop takes the d5 pawn ({[%move b7d5]}), passing over his own "
      "pawn on c6: no lawful capture. The pawn can be taken lawfully by the c6 pawn, the e6 pawn, the f6 knight or the "
      "queen; the bishop's lawful moves are Ba6 and Bc8; Black's king has Kh8 (all asserted). White claims at once.",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, "
       "move his King, or replace the piece and make a legal move.» One menu, cut to what fits the offence (A23): the "
       "man can be taken lawfully, the bishop has lawful moves, the king can move. Upheld, White electing."],
      pre + [('raw', 'b7d5')], 'illegal-capture', 'white', 'upheld', game='NS',
      remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='white',
      cites=['VII'], glossed=['VII'], moves={'capture-with-legal-capturer': cap, 'move-correctly': mc, 'move-king': mk})

    pre = P('ST', 56)
    from lib import san_list
    b = after(None, pre + ['Qf6+'])
    ans = san_list(b, list(b.legal_moves)); assert b.is_check() and ans == ['Kh6', 'Kg8']
    case(5821, AC, 'short-timman-29-qf6-checks-without-a-cry-black-plays-h5-and-finds-it-after-30-h4',
      "Short-Timman: 29. Qf6 checks without a cry of check; Black plays 29...h5, White 30. h4; Black then finds the check and the pieces go back to it",
      "Short v Timman, Tilburg 1991, to 28...Rae8. White plays 29. Qf6, which checks the g7 king (asserted), and says "
      "nothing (written without its +). Black, not noticing, plays 29...h5, which leaves his king in check; White plays "
      "30. h4. Black then finds the check and claims. The lawful answers to the check are Kh6 and Kg8 (asserted).",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its "
       "note: «two moves only may be made before the King is obliged to move out of Check, when the pieces must be "
       "replaced, and the proper moves made.» Two moves have been made since the check (29...h5 and 30. h4), and it is "
       "found now (A25): the pieces go back to the position after 29. Qf6 and Black must answer the check."],
      pre + ['Qf6', ('pseudo', 'h5'), 'h4'], 'unannounced-check', 'black', 'upheld', game='ST', silent=('Qf6',),
      remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'], moves={'retract-to-point-of-check': ans})

    pre = ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'a6', 'Be2', 'e5', 'Nb3', 'Be7', 'O-O', 'O-O', 'Be3']
    b = after(None, pre); assert chess.Move.from_uci('e7c5') not in b.pseudo_legal_moves and b.piece_at(S('d6')).symbol() == 'p'
    case(5822, AC, 'najdorf-9-the-e7-bishop-leaps-d6-black-himself-claims-to-take-it-back',
      "Najdorf: Black's e7 bishop goes to c5 over his own d6 pawn; Black himself then claims the illegal move and asks to play another; dismissed",
      "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be2 e5 7. Nb3 Be7 8. O-O O-O 9. Be3. Black moves his e7 "
      "bishop to c5 ({[%move e7c5]}) over his own d6 pawn: no lawful move (asserted). Before White does anything, Black "
      "himself claims that his move was illegal and asks to replace the bishop and play 9...Be6.",
      ['VII'],
      ["Law VII: «or make an illegal move, his adversary may compel him to take the man, make the right move, move his "
       "King, or replace the piece and make a legal move.» The remedies are the adversary's to exact («his adversary may "
       "compel him»); the player who made the illegal move has no claim under VII. Dismissed: White may still make his "
       "own claim."],
      pre + [('raw', 'e7c5')], 'false-move', 'black', 'dismissed', cites=['VII'])

    pre = ['d4', 'Nf6', 'c4', 'e6', 'Nc3', 'Bb4', 'e3', 'O-O', 'Bd3', 'd5', 'Nf3', 'c5', 'O-O', 'Nc6', 'a3', 'Bxc3',
           'bxc3', 'dxc4', 'Bxc4', 'Qc7']
    b = after(None, pre); mc = frm(b, 'd1'); mk = kingm(b)
    assert b.piece_at(S('d4')).symbol() == 'P' and mk == ['Kh1'] and len(mc) == 7
    case(5823, AC, 'nimzo-indian-11-the-d1-queen-set-on-its-own-d4-pawn',
      "Nimzo-Indian: White's queen is set on d4, on his own pawn, which he takes off; Black claims under VII",
      "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Bd3 d5 6. Nf3 c5 7. O-O Nc6 8. a3 Bxc3 9. bxc3 dxc4 10. Bxc4 Qc7. "
      "White, meaning 11. Qd3, sets his queen on d4 ({[%move d1d4]}), taking off his own d4 pawn. The queen's lawful "
      "moves from d1 and the king's one lawful move, Kh1, are asserted. Black claims at once.",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake ... his adversary may compel him to take the man, make "
       "the right move, move his King, or replace the piece and make a legal move.» A23: «take one of his own men» "
       "covers capturing one's own man; the menu is cut to what fits: no adversary's man was touched, so no capture is "
       "offered. Upheld: the pawn goes back; Black elects a lawful queen move, Kh1, or replacement and any legal move."],
      pre + [('raw', 'd1d4')], 'own-man-taken-or-wrong-man', 'black', 'upheld',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'], glossed=['VII'],
      moves={'move-correctly': mc, 'move-king': mk})

    fen = '8/8/3k4/8/8/3K4/2B5/1R3r2 w - - 0 1'
    walk = 'Ke3 Rf8 Bd3 Re8+ Kd4 Rh8 Rb6+ Ke7 Kc5 Rc8+ Kb5 Rh8 Bc4 Rh1 Rb7+ Kf6 Kc5 Kg5 Bd3 Kf4 Rf7+ Ke3 Bc2 Rc1'.split()
    b = after(fen, [('ev', '[%fifty black]')] + walk); assert b.fullmove_number == 13 and b.turn == chess.WHITE and not b.is_checkmate() and not b.is_repetition(2)
    case(5824, AC, 'rook-and-bishop-against-rook-fifty-called-black-claims-the-draw-after-twelve',
      "Rook and bishop against rook: Black calls for mate in fifty moves, and after twelve moves each claims the draw; dismissed",
      "White Kd3, Rb1, Bc2; Black Kd6, Rf1. Black, the defending player, calls on White to mate in fifty moves "
      "({[%fifty black]}). Twelve moves each are played without mate and without a position repeated (asserted), and Black claims the game drawn.",
      ['XII'],
      ["Law XII: «the defending player may call upon his adversary to mate in fifty moves or draw the game.» The call "
       "was Black's, the defending player, and is good (A26: any ending). But the fifty moves run from the call, fifty "
       "on each side (A26), and only twelve each have been played. Dismissed: the game goes on and the count runs."],
      [('ev', '[%fifty black]')] + walk, 'fifty-move-claim', 'black', 'dismissed', start=fen, cites=['XII'], glossed=['XII'])

    # ======================================================== london-1847 5825-5830
    pre = P('TS', 1)
    b = after(TS_FEN, pre); cap = onto(b, 'h3'); assert cap == ['gxh3'] and 'Kf2' in kingm(b)
    case(5825, LO, 'topalov-shirov-white-touches-the-h3-bishop-then-plays-48-kf2',
      "Topalov-Shirov: White touches Black's h3 bishop without a word, then plays 48. Kf2; Black claims under IX",
      "The ending of Topalov v Shirov from the position before 47...Bh3 ([FEN]). After 47...Bh3 White touches the bishop "
      "({[%touch h3]}) without saying «J’adoube», then plays 48. Kf2. The bishop can be taken lawfully by the g2 pawn "
      "(asserted). Black claims before touching a man.",
      ['IX', ('london-1847', 'XXV')],
      ["IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that "
       "effect, his adversary may compel him to take it». The word «take» is read as touch or take hold of (A28). Black claimed "
       "before touching anything (XXV, A34). Upheld: 48. Kf2 is taken back and White must play gxh3, Black electing."],
      pre + [('ev', '[%touch h3]'), 'Kf2'], 'touched-adversary-man', 'black', 'upheld', start=TS_FEN, game='TS',
      remedies=['compel-capture-of-touched-man'], elector='black', cites=['IX', 'XXV'], glossed=['IX'],
      moves={'compel-capture-of-touched-man': cap})

    pre = ['d4', 'd5', 'Nf3', 'Nf6']
    b = after(None, pre); assert chess.Move.from_uci('f1b5') not in b.pseudo_legal_moves and b.piece_at(S('e2')).symbol() == 'P'
    case(5826, LO, 'queens-pawn-3-the-f1-bishop-leaps-e2-white-himself-asks-to-play-c4',
      "Queen's pawn game: White's f1 bishop goes to b5 over his own e2 pawn; White himself then calls it a false move and asks to play 3. c4; dismissed",
      "1. d4 d5 2. Nf3 Nf6, then White sets his f1 bishop on b5 ({[%move f1b5]}), passing over his own e2 pawn: no lawful "
      "move (asserted). White lets go of it, sees the pawn, and himself claims that the move be undone so that he may "
      "play 3. c4. Black has touched nothing.",
      ['XIII'],
      ["XIII: «If a player make a false move, i. e. play a Piece or Pawn to any square to which it cannot legally be "
       "moved, his adversary has the choice of three penalties». The choice is the adversary's; XIII gives the player "
       "who made the false move no claim, and VIII («having quitted it, he cannot recall the move») does not let him "
       "take it back. Dismissed: Black keeps his own choice under XIII."],
      pre + [('raw', 'f1b5')], 'false-move', 'white', 'dismissed', cites=['XIII'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'd3', 'd6', 'g3', 'Bh3']
    b = after(None, pre); assert b.is_attacked_by(chess.BLACK, S('f1')) and b.has_kingside_castling_rights(chess.WHITE)
    mk = kingm(b, castling=False); mr = frm(b, 'h1'); assert mk == ['Kd2', 'Ke2'] and mr == ['Rf1', 'Rg1']
    case(5827, LO, 'italian-6-white-castles-over-f1-commanded-by-the-h3-bishop',
      "Italian game: White castles on the king's side while Black's h3 bishop attacks f1; Black claims under XVI",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 d6 5. g3 Bh3, then White castles ({[%move e1g1]}): his king passes f1, "
      "which the h3 bishop attacks (asserted). Black claims before touching a man.",
      [('london-1847', 'XVI'), ('london-1847', 'XXV')],
      ["XVI (found text): «A player cannot castle in the following cases: ... 4. If the King pass over any square attacked "
       "by one of the adversary's Picces or Pawns. Should a player castle in any of the above cases, his adver sary has "
       "the choice of three penalties». Claimed in time (XXV). Upheld: let-castling-stand, move-king-no-castling (A31: "
       "the king move may not be castling; Kf1 is attacked, so Kd2 or Ke2), move-rook (Rf1 or Rg1), Black electing."],
      pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
      glossed=['XVI'], moves={'move-king-no-castling': mk, 'move-rook': mr})

    pre = ['e4', 'c5', 'Nf3', 'Nc6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'e5', 'Ndb5', 'd6', 'Bg5', 'a6', 'Na3', 'b5', 'Nd5']
    b = after(None, pre + ['Be7']); assert b.turn == chess.WHITE
    case(5828, LO, 'sveshnikov-9-be7-quitted-black-wants-qa5-check-instead',
      "Sveshnikov: Black plays 9...Be7, lets go of the bishop, then asks to play 9...Qa5+ instead; dismissed",
      "1. e4 c5 2. Nf3 Nc6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 e5 6. Ndb5 d6 7. Bg5 a6 8. Na3 b5 9. Nd5 Be7. Black sets the "
      "bishop on e7 and quits it; before White moves he asks to take it back and play 9...Qa5+ instead.",
      ['VIII'],
      ["VIII: «While a player holds the Piece or Pawn he has touched, he may play it to any other than the square he took "
       "it from; but, having quitted it, he cannot recall the move.» Black quitted the bishop. Dismissed: 9...Be7 stands."],
      pre + ['Be7'], 'man-released', 'black', 'dismissed', cites=['VIII'])

    pre = P('TS', 1)
    b = after(TS_FEN, pre); mv = frm(b, 'c3'); assert len(mv) == 9
    case(5829, LO, 'topalov-shirov-white-touches-the-c3-bishop-says-jadoube-after-then-plays-48-gxh3',
      "Topalov-Shirov: after 47...Bh3 White touches his c3 bishop, then says J'adoube, then plays 48. gxh3; Black claims the bishop must be played",
      "The ending of Topalov v Shirov from the position before 47...Bh3 ([FEN]). After 47...Bh3 White touches his c3 "
      "bishop ({[%touch c3]}), then says «J’adoube» and straightens it ({[%adjust c3]}), then plays 48. gxh3 (the "
      "published move). The bishop has nine lawful moves (asserted). Black claims before touching a man.",
      ['VII'],
      ["VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or "
       "words to that effect». The words came after the touch, not «at the moment of touching it», and the bishop was "
       "not «displaced or overturned by accident». Upheld: 48. gxh3 is taken back and White must play the bishop, Black "
       "electing the square."],
      pre + [('ev', '[%touch c3]'), ('ev', '[%adjust c3]'), 'gxh3'], 'adjustment-claim', 'black', 'upheld', start=TS_FEN,
      game='TS', remedies=['compel-move-touched-man'], elector='black', cites=['VII'], glossed=['VII'],
      moves={'compel-move-touched-man': mv})

    pre = P('ST', 24)
    b = after(None, pre); cap = onto(b, 'f7'); mt = frm(b, 'f1')
    assert cap == ['Bxf7+'] and mt == ['Rd1', 'Re1'] and b.piece_at(S('f2')).symbol() == 'P'
    case(5830, LO, 'short-timman-13-the-f1-rook-takes-f7-over-its-own-f2-pawn',
      "Short-Timman: after 12...Qxd4 White's f1 rook takes the f7 pawn over his own f2 pawn; Black claims under XI",
      "Short v Timman to 12...Qxd4. White's f1 rook takes Black's f7 pawn ({[%move f1f7]}), passing over his own pawn on "
      "f2: no lawful capture. The f7 pawn can be taken lawfully only by the b3 bishop, with check (Bxf7+); the rook's "
      "lawful moves are Rd1 and Re1 (both asserted). Black claims before touching a man.",
      ['XI', ('london-1847', 'XXV')],
      ["XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false "
       "move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, "
       "or to move his own Piece or Pawn which he touched.» Claimed in time (XXV). Upheld: the rook goes back and the "
       "pawn is restored; Black elects Bxf7+ or a rook move."],
      pre + [('raw', 'f1f7')], 'illegal-capture', 'black', 'upheld', game='ST',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['XI', 'XXV'],
      moves={'capture-with-legal-capturer': cap, 'move-touched-capturer': mt})
