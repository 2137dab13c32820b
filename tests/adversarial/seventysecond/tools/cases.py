"""The thirty cases of the seventy-second set: the hand on the man. Every board fact used below is asserted
here, with python-chess."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
W, B = chess.WHITE, chess.BLACK
T = lambda s, who='': ('ev', f'[%touch {s}{" " + who if who else ""}]')
A = lambda s, who='': ('ev', f'[%adjust {s}{" " + who if who else ""}]')

def write_all(case, after, P, frm, kingm, onto):
    pc = lambda b, s: b.piece_at(S(s))
    def cannot_parry_or_pinned(b, s):   # the man has no lawful move, but would have one if its king were not exposed
        bb = b.copy(); bb.turn = b.turn
        return frm(b, s) == [] and any(m.from_square == S(s) for m in b.pseudo_legal_moves)
    # ------------------------------------------------------------ Rotlewi-Rubinstein, Lodz 1907
    RR24 = P('RR', 24)                                   # to 12...b5; White to play his 13th (13. Bd3)
    r24 = after(None, RR24); N_F3_RR = frm(r24, 'f3')
    assert len(N_F3_RR) == 5 and not r24.is_pinned(W, S('f3'))
    RR25 = P('RR', 25)                                   # to 13. Bd3; Black to play
    r25 = after(None, RR25); assert r25.turn == B
    e = r25.copy(); e.turn = W; assert e.is_legal(chess.Move.from_uci('d3e2'))
    RR38 = P('RR', 38)                                   # to 19...Bb6+ (check said); White to play his 20th
    r38 = after(None, RR38); assert r38.is_check() and r38.turn == W
    K38 = kingm(r38); assert K38 == ['Kh1']
    assert frm(r38, 'a3') == [] and cannot_parry_or_pinned(r38, 'a3')          # a3-a4 would leave the king in check
    assert frm(r38, 'd3') == [] and cannot_parry_or_pinned(r38, 'd3')          # the d3 bishop cannot cover f2, e3, d4 or c5
    assert 'Qf2' in frm(r38, 'e2') and 'Kh1' in K38
    RR40 = P('RR', 40)                                   # to 20...Ng4; White to play his 21st (21. Be4)
    r40 = after(None, RR40); assert not r40.is_check()
    assert r40.is_pinned(W, S('g2')) and frm(r40, 'g2') == [] and kingm(r40) == []
    assert onto(r40, 'b7') == [] and pc(r40, 'b7') == chess.Piece(chess.BISHOP, B)
    assert 'Be4' in frm(r40, 'd3')
    RR44 = P('RR', 44)                                   # to 22...Rxc3; White to play his 23rd (23. gxh4)
    r44 = after(None, RR44)
    assert r44.is_pinned(W, S('e4')); B_E4 = frm(r44, 'e4'); assert len(B_E4) == 5
    CAP_C3 = onto(r44, 'c3'); assert CAP_C3 == ['Bxc3']
    K44 = kingm(r44, castling=False); assert K44 == ['Kg2'] and not r44.has_castling_rights(W)
    assert 'gxh4' in frm(r44, 'g3')
    # ------------------------------------------------------------ Byrne-Fischer, New York 1956
    BF18 = P('BF', 18)                                   # to 9...Nb6; White to play his 10th (10. Qc5)
    b18 = after(None, BF18); assert pc(b18, 'g7') == chess.Piece(chess.BISHOP, B)
    BF20 = P('BF', 20)                                   # to 10...Bg4; White to play his 11th (11. Bg5)
    b20 = after(None, BF20); N_F3_BF = frm(b20, 'f3'); assert not b20.is_pinned(W, S('f3')) and len(N_F3_BF) == 5
    BF21 = P('BF', 21)                                   # to 11. Bg5; Black to play
    b21 = after(None, BF21); e = b21.copy(); e.turn = W; assert e.is_legal(chess.Move.from_uci('g5h4'))
    BF32 = P('BF', 32)                                   # to 16...Rfe8+ (check said); White to play his 17th
    b32 = after(None, BF32); assert b32.is_check() and 'Be2' in frm(b32, 'c4') and 'Kf1' in kingm(b32)
    BF33 = P('BF', 33)                                   # to 17. Kf1; Black to play
    BF34 = P('BF', 34)                                   # to 17...Be6; White to play his 18th (18. Bxb6)
    b34 = after(None, BF34); B_C4 = frm(b34, 'c4'); assert len(B_C4) == 7 and b34.is_attacked_by(B, S('c4'))
    assert not b34.is_check() and 'Bxb6' in frm(b34, 'c5')
    BF36 = P('BF', 36)                                   # to 18...Bxc4+ (check said); White to play his 19th
    b36 = after(None, BF36); assert b36.is_check() and frm(b36, 'd1') == ['Rd3'] and kingm(b36) == ['Kg1']
    BF57 = P('BF', 57)                                   # to 29. Qd8+ (check said); Black to play
    b57 = after(None, BF57); assert b57.is_check() and b57.turn == B and kingm(b57) == []
    assert frm(b57, 'a2') == [] and cannot_parry_or_pinned(b57, 'a2') and 'Bf8' in frm(b57, 'g7')
    BF67 = P('BF', 67)                                   # to 34. Ne5; Black to play his 34th (34...Kg7)
    b67 = after(None, BF67); assert not b67.is_check()
    assert onto(b67, 'b8') == [] and pc(b67, 'b8') == chess.Piece(chess.QUEEN, W)
    CAP_G2 = onto(b67, 'g2'); assert CAP_G2 == ['Rxg2+']
    K67 = kingm(b67); assert 'Kg7' in K67

    F_RR = "Rotlewi-Rubinstein, Lodz 1907, the published moves"
    F_BF = "Byrne-Fischer, New York 1956 (the Game of the Century), the published moves"
    L = lambda xs: ', '.join(xs)

    # ======================================================== twenty-laws 7201-7206
    case(7201, TW, 'game-of-the-century-white-touches-the-c4-bishop-then-the-a3-queen-then-plays-18-bxb6',
      "The Game of the Century: after 17...Be6 White touches his c4 bishop, then his a3 queen, then plays 18. Bxb6; Black claims at once: the bishop, the man first touched, must be played",
      f"{F_BF} to 17...Be6. For his 18th move White lays his hand on his c4 bishop, which the e6 bishop attacks, then "
      "on his a3 queen, says nothing, and plays the other bishop, c5xb6, taking the queen (the game's 18. Bxb6). Black "
      "claims at once, before moving. The c4 bishop's lawful moves are " + L(B_C4) + "; none exposes White's king "
      "(python-chess).",
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». Two men were touched and a third played. The law does not say "
       "which of two touched men is to be played; the bishop was touched first, and the obligation arose at that touch, "
       "before the queen was laid hold of, so it is the bishop that must be played (the second touch cannot discharge the "
       "first). Black claims before he has moved a piece, so law 11's bar has not fallen. The moves that satisfy the law "
       "are the bishop's lawful moves."],
      BF34 + [T('c4'), T('a3'), 'Bxb6'], 'touched-own-man', 'black', 'upheld', game='BF',
      remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'], moves={'compel-move-touched-man': B_C4})
    case(7202, TW, 'rotlewi-rubinstein-white-touches-the-c3-rook-then-plays-23-gxh4',
      "Rotlewi-Rubinstein: after 22...Rxc3 White touches Black's c3 rook without a word, then takes the queen, 23. gxh4; Black claims at once: law 2",
      f"{F_RR} to 22...Rxc3. In his turn White lays his hand on Black's c3 rook, says nothing, and then plays 23. gxh4 as "
      "in the game. Black claims at once. Only " + L(CAP_C3) + " takes the rook; White's king has one move, " + L(K44) +
      ", and White has castled already (python-chess).",
      ['2', '11'],
      ["Law 2: a player who touches an adversary's man «when it is your turn to play» and does not «instantly acknowledge "
       "the error by saying “j'adoube;”» may be compelled «either to take the piece (if it be en prise)— to replace it and "
       "move your king». The touch was in White's turn and no j'adoube was said. Black elects: the rook taken (Bxc3), or a "
       "king move that is not castling («in either case you cannot castle that move», laws.md A5(ii)); here only Kg2. "
       "Black has not moved since, so law 11 does not bar the claim. The touch is of the adversary's man, so the remedy "
       "that would leave a moved man where it was placed does not arise."],
      RR44 + [T('c3'), 'gxh4'], 'touched-adversary-man', 'black', 'upheld', game='RR',
      remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black', cites=['2', '11'],
      glossed=['2'], moves={'compel-capture-of-touched-man': CAP_C3, 'move-king-no-castling': K44})
    case(7203, TW, 'rotlewi-rubinstein-white-touches-the-pinned-g2-pawn-his-king-has-no-square',
      "Rotlewi-Rubinstein: after 20...Ng4 White touches his g2 pawn, pinned by the b7 bishop, then plays 21. Be4; Black claims: law 1 turns to the king, which has no square: law 18",
      f"{F_RR} to 20...Ng4. White touches his g2 pawn, which the b7 bishop pins to the h1 king along the long diagonal, "
      "then plays 21. Be4 as in the game. Black claims at once. The pawn has no lawful move (g2-g3 would expose the king), "
      "and White's king has no lawful square (python-chess).",
      ['1', '11', '18'],
      ["Law 1: the touched man must be played «except where it would expose your king to check, in which case, you are "
       "to move the king, when possible». Every move of the g2 pawn exposes the king, so the duty passes to the king. The "
       "king cannot move anywhere: law 18, «In no case where the penalty of moving the king would place him in check, can "
       "it be enforced.» The claim is upheld, in time under law 11, but the king move is unenforceable, and 21. Be4 stands."],
      RR40 + [T('g2'), 'Be4'], 'touched-own-man-unplayable', 'black', 'upheld', game='RR',
      remedies=['move-king'], elector='black', cites=['1', '11', '18'], unenforceable=['move-king'])
    case(7204, TW, 'game-of-the-century-white-touches-the-f3-knight-plays-11-bg5-black-replies-then-claims-white-pleads-late',
      "The Game of the Century: White touches his f3 knight and plays 11. Bg5; Black answers 11...Na4 and only then claims the knight; White pleads that the claim is late: law 11",
      f"{F_BF} to 10...Bg4. White touches his f3 knight, which is not pinned and has five lawful moves, then plays 11. Bg5 "
      "as in the game. Black replies 11...Na4 as in the game, and only then claims that the knight had to be played. "
      "White pleads that the claim comes too late.",
      ['1', '11'],
      ["Law 1 made White's touch binding, but law 11: «No irregularity or false move committed in the play is subject to "
       "penalty—nor can any such be retraced, after the adversary has moved a piece.» By laws.md A6 the time bar governs "
       "every irregularity, a breach of law 1 among them; here the adversary of the offender is Black, and Black has "
       "moved a piece (11...Na4). White's plea is upheld: no penalty, and 11. Bg5 stands."],
      BF20 + [T('f3'), 'Bg5', 'Na4'], 'late-claim', 'white', 'upheld', game='BF',
      remedies=['no-penalty-time-barred'], cites=['1', '11'], glossed=['11'])
    case(7205, TW, 'game-of-the-century-black-says-jadoube-over-his-g7-bishop-in-whites-turn',
      "The Game of the Century: in White's turn Black says j'adoube and sets his g7 bishop straight; after 10. Qc5 he plays 10...Bg4 and White claims the bishop: dismissed",
      f"{F_BF} to 9...Nb6. While White is thinking over his 10th move, Black says «j'adoube» and straightens his g7 "
      "bishop on its square. White plays 10. Qc5, Black 10...Bg4, as in the game. White then claims that the g7 bishop, "
      "touched, had to be played.",
      ['1'],
      ["Law 1: «Any men displaced by accident, or moved in error, may be restored to their positions, if the error be "
       "immediately acknowledged, by saying “j'adoube” I replace.» Black said the word as he set the bishop right; what "
       "he did is the restoring the law allows, not a touch to play (laws.md A4: the j'adoube of law 1 is for men "
       "displaced, and it was given at once). Law 1 sets no condition of turn, and the adjustment was made before Black "
       "had the move at all. The bishop need not be played; the claim is dismissed."],
      BF18 + [A('g7', 'black'), 'Qc5', 'Bg4'], 'adjustment-claim', 'white', 'dismissed', game='BF',
      cites=['1'], glossed=['1'])
    case(7206, TW, 'rotlewi-rubinstein-white-plays-23-gxh4-lets-go-and-asks-to-take-the-rook-instead',
      "Rotlewi-Rubinstein: White plays 23. gxh4, takes his hand from the pawn, and then asks to play 23. Bxc3 instead: law 1, dismissed",
      f"{F_RR} to 22...Rxc3. White takes the queen, 23. gxh4, and quits the pawn on h4. Before Black replies he asks to "
      "take the move back and capture the c3 rook with his bishop instead.",
      ['1'],
      ["Law 1: «so long as you keep hold, you may place it where you please; but if you have placed it, which is "
       "understood by having quitted your hold, you cannot then recal the move.» The pawn was quitted on h4, so the move "
       "is made. The last sentence of law 1 («Any men displaced by accident») restores displaced men, not a move made and "
       "quitted (laws.md A4). Dismissed."],
      RR44 + ['gxh4'], 'man-released', 'white', 'dismissed', game='RR', cites=['1'])

    # ======================================================== boys-own-1829 7207-7212
    case(7207, BO, 'game-of-the-century-29-qd8-check-black-touches-the-a2-rook-his-king-has-no-square',
      "The Game of the Century: in the check of 29. Qd8+ Black touches his a2 rook, which cannot cover, then plays 29...Bf8; White claims: law 4's king move, not practicable",
      f"{F_BF} to 29. Qd8+ (check said). Black lays his hand on his a2 rook, which can neither cover the check nor take "
      "the queen, then covers with 29...Bf8 as in the game. White claims at once. Black's king has no lawful square "
      "(python-chess).",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you "
       "can only move the king, if it be practicable.» Every move of the rook leaves Black's king in the queen's check, "
       "which is the exception (laws.md A37: a move that exposes one's own king is a false move); so the duty is a king "
       "move. The king has no square, so the king move is not «practicable»: the claim is upheld, the king move "
       "unenforceable, and 29...Bf8 stands."],
      BF57 + [T('a2'), 'Bf8'], 'touched-own-man-unplayable', 'white', 'upheld', game='BF',
      remedies=['move-king'], elector='white', cites=['4'], unenforceable=['move-king'])
    case(7208, BO, 'game-of-the-century-black-touches-the-b8-queen-then-plays-34-kg7',
      "The Game of the Century: after 34. Ne5 Black touches White's b8 queen, which nothing of his can take, then plays 34...Kg7; White claims the capture: law 5, dismissed",
      f"{F_BF} to 34. Ne5. Black lays his hand on White's b8 queen and then plays 34...Kg7 as in the game. White claims "
      "that Black must take the queen. No Black man can take it (python-chess).",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you "
       "must moeve your king, if that be possible, without putting him in check.» Black cannot take the queen, so the "
       "law's alternative is a king move, and Black has made one, 34...Kg7. The capture White asks for is not one Black "
       "«can» make, and the penalty the law does impose has been paid. Dismissed."],
      BF67 + [T('b8'), 'Kg7'], 'touched-adversary-man', 'white', 'dismissed', game='BF', cites=['5'])
    case(7209, BO, 'rotlewi-rubinstein-white-says-jadoube-over-his-f3-knight-then-plays-13-bd3',
      "Rotlewi-Rubinstein: after 12...b5 White says j'adoube and straightens his f3 knight, then plays 13. Bd3; Black claims the knight: the Boy's Own laws know no j'adoube",
      f"{F_RR} to 12...b5. In his turn White says «j'adoube» and sets his f3 knight straight on its square, then plays "
      "13. Bd3 as in the game. Black claims at once that the knight must be played. Its lawful moves are " + L(N_F3_RR) +
      " (python-chess).",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». The eleven laws of "
       "the Boy's Own Book have no j'adoube and no exception for a man adjusted; the only exception is a move that would "
       "discover check, and no knight move does. The word does not take the knight out of the law: it must be played."],
      RR24 + [A('f3'), 'Bd3'], 'adjustment-claim', 'black', 'upheld', game='RR',
      remedies=['compel-move-touched-man'], elector='black', cites=['4'], glossed=['4'],
      moves={'compel-move-touched-man': N_F3_RR})
    case(7210, BO, 'game-of-the-century-18-bxc4-check-white-touches-the-d1-rook-then-plays-19-kg1',
      "The Game of the Century: in the check of 18...Bxc4+ White touches his d1 rook, which can cover on d3, then plays 19. Kg1; Black claims the rook: law 4",
      f"{F_BF} to 18...Bxc4+ (check said). White lays his hand on his d1 rook, then plays 19. Kg1 as in the game. Black "
      "claims at once. The rook has one lawful move, Rd3, which covers the check (python-chess).",
      ['4'],
      ["Law 4: «If you touch a man, you must play it». The exception is for a man whose move «would diseover check on "
       "your king», and the rook has a move that does not: Rd3 covers the check. A king move is the law's substitute "
       "only where the touched man cannot be played, so 19. Kg1 does not satisfy it. The rook must be played, to d3."],
      BF36 + [T('d1'), 'Kg1'], 'touched-own-man', 'black', 'upheld', game='BF',
      remedies=['compel-move-touched-man'], elector='black', cites=['4'], moves={'compel-move-touched-man': ['Rd3']})
    case(7211, BO, 'rotlewi-rubinstein-19-bb6-check-white-touches-the-d3-bishop-then-plays-20-kh1',
      "Rotlewi-Rubinstein: in the check of 19...Bb6+ White touches his d3 bishop, which cannot cover, then plays 20. Kh1; Black claims the bishop: the king move law 4 asks was made; dismissed",
      f"{F_RR} to 19...Bb6+ (check said). White lays his hand on his d3 bishop, which cannot cover the check (python-chess: "
      "no lawful move), then plays 20. Kh1 as in the game. Black claims that the bishop must be played.",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you "
       "can only move the king, if it be practicable.» Every move of the bishop leaves White's king in check (laws.md "
       "A37), so the bishop cannot be played and the law asks a king move instead; 20. Kh1, the king's only square, is "
       "that move. Black asks for a move the law does not require. Dismissed."],
      RR38 + [T('d3'), 'Kh1'], 'touched-own-man', 'black', 'dismissed', game='RR', cites=['4'])
    case(7212, BO, 'rotlewi-rubinstein-white-plays-13-bd3-lets-go-then-lifts-the-bishop-again-to-e2',
      "Rotlewi-Rubinstein: White plays 13. Bd3 and lets go, then takes the bishop up again and sets it on e2 before Black moves; Black claims at once: law 4, the bishop goes back to d3",
      f"{F_RR} to 12...b5. White plays 13. Bd3 as in the game and takes his hand from the bishop. Before Black has moved, "
      "White takes it up again and sets it on e2. Black claims at once.",
      ['4', '1'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is». The bishop was quitted on d3, "
       "so the second placing, d3-e2, is undone and the bishop stands on d3. Law 1 («Each party moves, alternately, only "
       "one man at a time») shows that e2 was a second move in White's one turn. There is nothing for Black to choose: "
       "the man «must remain» on d3, so the only remedy is to retract the second move."],
      RR25 + [('oot', 'd3e2', 'white')], 'move-out-of-turn', 'black', 'upheld', game='RR',
      remedies=['retract-second-move'], elector='black', cites=['4', '1'], glossed=['4'])

    # ======================================================== philidor 7213-7218
    case(7213, PH, 'game-of-the-century-29-qd8-check-black-touches-the-a2-rook-his-king-cannot-be-played',
      "The Game of the Century: in the check of 29. Qd8+ Black touches his a2 rook, then plays 29...Bf8; White claims: rule XV, the King cannot be played, the fault is of no consequence",
      f"{F_BF} to 29. Qd8+ (check said). Black lays his hand on his a2 rook, which cannot cover the check, then plays "
      "29...Bf8 as in the game. White claims at once. Black's king has no lawful square (python-chess).",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played», no j'adoube having been said. The rook cannot be played, since "
       "every move of it leaves the king in check: rule XV, «If any one touches a piece which he cannot play without "
       "giving check, he must then play his King», read as the king's own exposure (laws.md A17). The king cannot be "
       "played: «and if his King cannot be played, the fault is of no consequence.» The claim is upheld on the law, the "
       "king move is unenforceable, and 29...Bf8 stands."],
      BF57 + [T('a2'), 'Bf8'], 'touched-own-man-unplayable', 'white', 'upheld', game='BF',
      remedies=['move-king'], elector='white', cites=['V', 'XV'], glossed=['XV'], unenforceable=['move-king'])
    case(7214, PH, 'rotlewi-rubinstein-white-touches-the-b7-bishop-nothing-takes-it-and-his-king-has-no-square',
      "Rotlewi-Rubinstein: after 20...Ng4 White touches Black's b7 bishop, which nothing of his can take, while his king has no square, then plays 21. Be4; Black claims: rule VI, nothing can be enforced",
      f"{F_RR} to 20...Ng4. White lays his hand on Black's b7 bishop without saying j'adoube, then plays 21. Be4 as in the "
      "game. Black claims at once. No White man can take the bishop, and White's king has no lawful square (python-chess).",
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to "
       "take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» The touch "
       "is proved and the claim upheld, but the bishop is not takeable and the king cannot be played («if you can»): "
       "both penalties are unenforceable, and 21. Be4 stands."],
      RR40 + [T('b7'), 'Be4'], 'touched-adversary-man', 'black', 'upheld', game='RR',
      remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['VI'],
      unenforceable=['compel-capture-of-touched-man', 'move-king'])
    case(7215, PH, 'rotlewi-rubinstein-white-touches-the-pinned-e4-bishop-then-says-jadoube-then-plays-23-gxh4',
      "Rotlewi-Rubinstein: after 22...Rxc3 White touches his e4 bishop, pinned along the diagonal, only then says j'adoube, and plays 23. gxh4; Black claims: rule V, the bishop must be played along the pin",
      f"{F_RR} to 22...Rxc3. White lays his hand on his e4 bishop, which the b7 bishop pins to the h1 king, then says "
      "«J’adoube», then plays 23. gxh4 as in the game. Black claims at once. The bishop can still move along the "
      "diagonal of the pin: " + L(B_E4) + " (python-chess).",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». The word came after "
       "the touch, not «in touching it», so it does not release the bishop. The pin does not make the bishop unplayable: "
       "its moves along the diagonal keep the king covered, so rule XV's king move does not arise. The bishop must be "
       "played, to one of those squares."],
      RR44 + [T('e4'), A('e4'), 'gxh4'], 'adjustment-claim', 'black', 'upheld', game='RR',
      remedies=['compel-move-touched-man'], elector='black', cites=['V'], glossed=['V'],
      moves={'compel-move-touched-man': B_E4})
    case(7216, PH, 'game-of-the-century-white-plays-17-kf1-lets-go-and-asks-to-cover-with-17-be2',
      "The Game of the Century: in the check of 16...Rfe8+ White plays 17. Kf1 and lets go, then asks to cover with 17. Be2 instead: rule VII, dismissed",
      f"{F_BF} to 16...Rfe8+ (check said). White plays 17. Kf1 as in the game and quits the king. Before Black replies he "
      "asks to put the king back and cover the check with his c4 bishop, 17. Be2.",
      ['VII'],
      ["Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place; but so long as he "
       "keeps his hold of it, he is at liberty to play it where he pleases.» The king was quite left on f1; it cannot be "
       "taken again, and no other man can be played instead. Dismissed."],
      BF32 + ['Kf1'], 'man-released', 'white', 'dismissed', game='BF', cites=['VII'])
    case(7217, PH, 'game-of-the-century-white-plays-11-bg5-lets-go-then-takes-the-bishop-again-to-h4',
      "The Game of the Century: White plays 11. Bg5 and lets go, then takes the bishop again and sets it on h4 before Black moves; Black claims: Philidor has no rule on a move out of turn",
      f"{F_BF} to 10...Bg4. White plays 11. Bg5 as in the game and quits the bishop. Before Black has moved, White "
      "takes the bishop up again and sets it on h4. Black claims at once.",
      ['VII'],
      ["Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place». That makes the "
       "second placing unlawful, but Philidor's seventeen rules give no penalty for it and have no rule on a second move "
       "made in one's turn (laws.md 7.1: move-out-of-turn has no Philidor article). No law provides; the point is "
       "decided by analogy with the codes that have one (twenty-laws 4, London XIV): Black, the adversary, chooses to "
       "keep both moves or to have the second retracted, which puts the bishop back on g5 as VII requires."],
      BF21 + [('oot', 'g5h4', 'white')], 'move-out-of-turn', 'black', 'no-law-provides', game='BF',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['VII'])
    case(7218, PH, 'game-of-the-century-white-touches-the-f3-knight-plays-11-bg5-black-replies-then-claims-white-pleads-late',
      "The Game of the Century: White touches his f3 knight and plays 11. Bg5; Black answers 11...Na4 and then claims the knight; White pleads rule VIII's time bar: dismissed",
      f"{F_BF} to 10...Bg4. White touches his f3 knight, then plays 11. Bg5. Black replies 11...Na4 and only then claims "
      "the knight. White pleads that the claim is late.",
      ['V', 'VIII'],
      ["Rule V: «A Piece once touched must be played». The only time bar in Philidor's rules is rule VIII's, and it is "
       "about false moves: «no false move can be recalled after the adversary's next move». 11. Bg5 was a lawful bishop "
       "move, not a false move; the breach is of rule V, which sets no time. The plea is dismissed (the reading adopted: "
       "VIII's bar reaches false moves only)."],
      BF20 + [T('f3'), 'Bg5', 'Na4'], 'late-claim', 'white', 'dismissed', game='BF', cites=['V', 'VIII'], glossed=['VIII'])

    # ======================================================== acknowledged-laws 7219-7224
    case(7219, AC, 'rotlewi-rubinstein-white-touches-the-pinned-g2-pawn-his-king-has-no-square',
      "Rotlewi-Rubinstein: after 20...Ng4 White touches his g2 pawn, pinned by the b7 bishop; Black claims at once: law V's note, the king move cannot be had, the pawn replaced and a legal move made",
      f"{F_RR} to 20...Ng4. White lays his hand on his g2 pawn, which the b7 bishop pins to the h1 king. Black claims at "
      "once, before White has made any move. The pawn has no lawful move and White's king has no lawful square "
      "(python-chess).",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «If the piece cannot be legally moved, the adversary "
       "may elect for the player to move his King or replace the piece.» The pawn cannot be legally moved. Of the two "
       "remedies Black may elect, the king move cannot be carried out; replacing the pawn and making a legal move "
       "(laws.md A22) can."],
      RR40 + [T('g2')], 'touched-own-man-unplayable', 'black', 'upheld', game='RR',
      remedies=['move-king', 'replace-and-move-legally'], elector='black', cites=['V'], glossed=['V'],
      unenforceable=['move-king'])
    case(7220, AC, 'game-of-the-century-black-touches-the-g2-pawn-then-plays-34-kg7',
      "The Game of the Century: after 34. Ne5 Black touches White's g2 pawn, which his rook can take, then plays 34...Kg7; White claims at once: law VII's menu, White elects",
      f"{F_BF} to 34. Ne5. Black lays his hand on White's g2 pawn, then plays 34...Kg7 as in the game. White claims at once. "
      "The pawn can be taken, " + L(CAP_G2) + "; Black's king moves are " + L(K67) + " (python-chess).",
      ['VII'],
      ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, "
       "make the right move, move his King, or replace the piece and make a legal move.» The choice is the adversary's: "
       "that Black's own reply happened to be a king move does not take the election from White (laws.md A23: the menu "
       "is offered as it applies). White may compel Rxg2+, a king move, or a legal move."],
      BF67 + [T('g2'), 'Kg7'], 'touched-adversary-man', 'white', 'upheld', game='BF',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'],
      moves={'compel-capture-of-touched-man': CAP_G2, 'move-king': K67})
    case(7221, AC, 'rotlewi-rubinstein-white-says-jadoube-over-the-c3-rook-then-plays-23-gxh4',
      "Rotlewi-Rubinstein: after 22...Rxc3 White says j'adoube and straightens Black's c3 rook, then plays 23. gxh4; Black claims White must take the rook: dismissed",
      f"{F_RR} to 22...Rxc3. In his turn White says «j'adoube» as he sets Black's c3 rook straight on its square, then "
      "plays 23. gxh4 as in the game. Black claims that White must take the rook (Bxc3).",
      ['VII', 'V'],
      ["Law VII would let Black compel a player who touches «one of his opponent's men» to take it. But law V's note "
       "excepts a man touched with the word: «[Except the player say j’adoube (I adjust).» The word came with the "
       "touch, before anything else, so the touch was an adjustment, not a touch to play. Dismissed."],
      RR44 + [A('c3'), 'gxh4'], 'adjustment-claim', 'black', 'dismissed', game='RR', cites=['VII', 'V'])
    case(7222, AC, 'rotlewi-rubinstein-white-plays-20-kh1-lets-go-and-asks-to-cover-with-20-qf2',
      "Rotlewi-Rubinstein: in the check of 19...Bb6+ White plays 20. Kh1 and lets go, then asks to cover with 20. Qf2 instead: law V, dismissed",
      f"{F_RR} to 19...Bb6+ (check said). White plays 20. Kh1 as in the game and quits the king. Before Black replies he "
      "asks to put the king back and cover with his queen, 20. Qf2.",
      ['V'],
      ["Law V: «Having once left the piece it cannot be removed from the square it occupies.» The king was left on h1. "
       "Dismissed."],
      RR38 + ['Kh1'], 'man-released', 'white', 'dismissed', game='RR', cites=['V'])
    case(7223, AC, 'game-of-the-century-white-touches-the-c4-bishop-in-blacks-turn-then-plays-18-bxb6',
      "The Game of the Century: in Black's turn White touches his own c4 bishop; Black plays 17...Be6, White 18. Bxb6; Black claims the c4 bishop: law V sets no condition of turn",
      f"{F_BF} to 17. Kf1. While Black is thinking, White lays his hand on his own c4 bishop and says nothing. Black plays "
      "17...Be6, attacking it, and White plays 18. Bxb6 with the other bishop, as in the game. Black claims at once that "
      "the c4 bishop had to be moved. Its lawful moves at White's 18th are " + L(B_C4) + " (python-chess).",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» The law does not ask whose turn it was, and the note's "
       "exception is for a player who says j'adoube, which White did not. The touch bound White to move the bishop "
       "with his next move (the reading adopted: a touch out of turn binds at the toucher's next turn). The Acknowledged "
       "Laws set no time for the claim. The bishop must be moved."],
      BF33 + [T('c4', 'white'), 'Be6', 'Bxb6'], 'touched-own-man', 'black', 'upheld', game='BF',
      remedies=['compel-move-touched-man'], elector='black', cites=['V'], glossed=['V'],
      moves={'compel-move-touched-man': B_C4})
    case(7224, AC, 'game-of-the-century-white-touches-the-f3-knight-plays-11-bg5-black-replies-then-claims-white-pleads-late',
      "The Game of the Century: White touches his f3 knight and plays 11. Bg5; Black answers 11...Na4 and then claims the knight; White pleads lateness: these laws set no time: dismissed",
      f"{F_BF} to 10...Bg4. White touches his f3 knight, then plays 11. Bg5. Black replies 11...Na4 and only then claims "
      "the knight. White pleads that the claim is late.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» The fourteen Acknowledged Laws set no time within which a claim "
       "must be made (laws.md 4.1: the deadline cell is only X's note, on checks). White's plea has no law to rest on "
       "and is dismissed."],
      BF20 + [T('f3'), 'Bg5', 'Na4'], 'late-claim', 'white', 'dismissed', game='BF', cites=['V'], glossed=['V'])

    # ======================================================== london-1847 7225-7230
    case(7225, LO, 'rotlewi-rubinstein-19-bb6-check-white-touches-the-a3-pawn-then-covers-20-qf2',
      "Rotlewi-Rubinstein: in the check of 19...Bb6+ White touches his a3 pawn, which cannot move without leaving the king in check, then covers with 20. Qf2; Black claims: law XVII, replace and move the King",
      f"{F_RR} to 19...Bb6+ (check said). White lays his hand on his a3 pawn, then covers the check with 20. Qf2. Black "
      "claims at once. The pawn's only step, a3-a4, would leave the king in check; White's king has one square, "
      + L(K38) + " (python-chess).",
      ['VII', ('london-1847', 'XVII')],
      ["Law VII: «A Piece or Pawn touched must be played», no J'adoube having been said. The pawn «cannot be moved "
       "without leaving the King in check», so law XVII governs: «he must replace the Piece or Pawn and move his King». "
       "The queen's move is undone and the king must move, to h1. Black claims before touching anything (XXV)."],
      RR38 + [T('a3'), 'Qf2'], 'touched-own-man-unplayable', 'black', 'upheld', game='RR',
      remedies=['replace-and-move-king'], elector='black', cites=['VII', 'XVII'], moves={'replace-and-move-king': K38})
    case(7226, LO, 'rotlewi-rubinstein-white-touches-the-b7-bishop-nothing-takes-it-and-his-king-has-no-square',
      "Rotlewi-Rubinstein: after 20...Ng4 White takes hold of Black's b7 bishop, which nothing of his can take, while his king has no square, then plays 21. Be4; Black claims: law IX, no penalty can be inflicted",
      f"{F_RR} to 20...Ng4. White takes hold of Black's b7 bishop without saying J'adoube, then plays 21. Be4 as in the "
      "game. Black claims at once, having touched nothing. No White man can take the bishop and White's king has no "
      "lawful square (python-chess).",
      ['IX', ('london-1847', 'XXV')],
      ["Law IX («take» read as «touch», laws.md A28): «his adversary may compel him to take it; but if it cannot be "
       "legally taken, he may oblige him to move the King; should his King, however, be so posted that he cannot be "
       "legally moved, no penalty can be inflicted.» The claim is in time (XXV: Black has touched no man) and the "
       "offence is proved, but neither penalty can be carried out: both are unenforceable and 21. Be4 stands."],
      RR40 + [T('b7'), 'Be4'], 'touched-adversary-man', 'black', 'upheld', game='RR',
      remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['IX', 'XXV'], glossed=['IX'],
      unenforceable=['compel-capture-of-touched-man', 'move-king'])
    case(7227, LO, 'rotlewi-rubinstein-white-touches-the-pinned-e4-bishop-then-says-jadoube-then-plays-23-gxh4',
      "Rotlewi-Rubinstein: after 22...Rxc3 White touches his pinned e4 bishop, only then says J'adoube, and plays 23. gxh4; Black claims: law VII, the word came too late",
      f"{F_RR} to 22...Rxc3. White lays his hand on his e4 bishop, which the b7 bishop pins to the h1 king, then says "
      "«J’adoube», then plays 23. gxh4 as in the game. Black claims at once. The bishop can move along the pin: "
      + L(B_E4) + " (python-chess).",
      ['VII'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say "
       "“J’adoube” or words to that effect». The word was said after the touch, not «at the moment of touching it». "
       "The bishop can be moved without leaving the king in check, so law XVII does not arise. It must be played."],
      RR44 + [T('e4'), A('e4'), 'gxh4'], 'adjustment-claim', 'black', 'upheld', game='RR',
      remedies=['compel-move-touched-man'], elector='black', cites=['VII'], glossed=['VII'],
      moves={'compel-move-touched-man': B_E4})
    case(7228, LO, 'game-of-the-century-white-touches-the-f3-knight-plays-11-bg5-black-plays-11-na4-then-claims',
      "The Game of the Century: White touches his f3 knight and plays 11. Bg5; Black plays 11...Na4 and only then claims the knight: law XXV, out of time",
      f"{F_BF} to 10...Bg4. White touches his f3 knight, then plays 11. Bg5. Black takes up his b6 knight and plays "
      "11...Na4, and only then claims that the f3 knight had to be played.",
      ['VII', ('london-1847', 'XXV')],
      ["Law VII made the touch binding. But law XXV: «the adversary must take notice of such irregularity before he "
       "touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Its «&c. &c.» reaches irregularities "
       "other than false moves and improper castling, a breach of VII among them, and Black touched (and played) his "
       "knight before taking notice (laws.md A34). Out of time; 11. Bg5 stands."],
      BF20 + [T('f3'), 'Bg5', 'Na4'], 'touched-own-man', 'black', 'out-of-time', game='BF',
      cites=['VII', 'XXV'], glossed=['XXV'])
    case(7229, LO, 'rotlewi-rubinstein-19-bb6-check-white-touches-the-d3-bishop-then-plays-20-kh1',
      "Rotlewi-Rubinstein: in the check of 19...Bb6+ White touches his d3 bishop, which cannot cover, then plays 20. Kh1; Black claims the bishop: law XVII's king move was made; dismissed",
      f"{F_RR} to 19...Bb6+ (check said). White lays his hand on his d3 bishop, which has no move that does not leave the "
      "king in check (python-chess), then plays 20. Kh1 as in the game. Black claims that the bishop must be played.",
      ['VII', ('london-1847', 'XVII')],
      ["Law VII would have the bishop played, but it «cannot be moved without leaving the King in check», so law XVII "
       "governs: «he must replace the Piece or Pawn and move his King». The bishop never left d3, and the king has "
       "moved, to h1, its only square. What XVII requires has been done; the bishop cannot be played at all. Dismissed."],
      RR38 + [T('d3'), 'Kh1'], 'touched-own-man', 'black', 'dismissed', game='RR', cites=['VII', 'XVII'])
    case(7230, LO, 'rotlewi-rubinstein-white-touches-the-pinned-e4-bishop-black-asks-for-a-king-move',
      "Rotlewi-Rubinstein: after 22...Rxc3 White touches his e4 bishop, pinned by the b7 bishop; Black claims under law XVII that White must move his King instead: the bishop can move along the pin; dismissed",
      f"{F_RR} to 22...Rxc3. White lays his hand on his e4 bishop, which the b7 bishop pins to the h1 king. Black claims at "
      "once that the bishop cannot be moved and that White must move his king (Kg2). The bishop has five lawful moves "
      "along the diagonal: " + L(B_E4) + " (python-chess).",
      ['VII', ('london-1847', 'XVII')],
      ["Law XVII is for a Piece or Pawn «that cannot be moved without leaving the King in check». A pinned man that can "
       "still move along the line of the pin is not such a man. Law VII stands: the bishop is to be played, and the king "
       "move Black asks for is not due. Dismissed."],
      RR44 + [T('e4')], 'touched-own-man-unplayable', 'black', 'dismissed', game='RR', cites=['VII', 'XVII'])
