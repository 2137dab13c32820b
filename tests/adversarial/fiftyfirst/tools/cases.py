"""The thirty cases of the fifty-first set. Every board fact used below is asserted with python-chess."""
import random, chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'
def sq(s): return chess.parse_square(s)
def illegal(b, uci): return chess.Move.from_uci(uci) not in b.legal_moves

def write_all(case, after, P, frm, kingm, onto):
    # ================= twenty-laws 5101-5106
    pre = P('BF', 20)
    b = after(None, pre); mv = frm(b, 'c3'); assert len(mv) >= 3 and b.piece_at(sq('c3')).symbol() == 'N'
    case(5101, TW, 'byrne-fischer-white-touches-the-c3-knight-then-plays-11-bg5', "The Game of the Century: White touches his c3 knight, then plays 11. Bg5 with the bishop; Black claims at once",
      "Byrne v Fischer, New York 1956, to 10...Bg4. White touches his c3 knight ({[%touch c3]}), lets it be, and plays 11. Bg5. The knight is not pinned to its king and has lawful moves (asserted). Black claims before moving; the dispute names the touch (event index, counted from 0)." + CHK,
      ['1', '11'], ["Law 1: «If you touch your man, you must play it». The exception («except where it would expose your king to check») does not arise. Black has moved nothing since, so law 11 («after the adversary has moved a piece») does not bar the claim. Upheld: compel-move-touched-man, Black electing; the moves are the knight's lawful moves in the position where it was touched (11. Bg5 is taken back)."],
      pre + [('mark', 't'), ('ev', '[%touch c3]'), 'Bg5'], 'touched-own-man', 'black', 'upheld', game='BF', event='t',
      remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'], moves={'compel-move-touched-man': mv})

    pre = P('LT', 27)
    b = after(None, pre); assert b.is_check() and illegal(b, 'g5f5') and b.is_attacked_by(chess.WHITE, sq('f5'))
    assert b.piece_at(sq('d3')).symbol() == 'B'
    mk = kingm(b); mc = frm(b, 'g5'); assert mk == mc
    case(5102, TW, 'lasker-thomas-14-kf5-into-the-d3-bishops-diagonal', "Ed. Lasker-Thomas: in the check of 14. h4+ Black's king steps to f5, on the d3 bishop's diagonal; White claims at once",
      "Ed. Lasker v Thomas, London 1912, to 14. h4+ (check said). Black's king goes g5-f5 ({[%move g5f5]}); f5 is attacked by the d3 bishop (asserted), so the move is not lawful. White claims before moving; the dispute names the king's move (event index, from 0)." + CHK,
      ['3', '11'], ["Law 3: «If you make a false move (whether by mistake or not, giving to a piece a movement not consistent with its laws» ... «you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» A king may not be moved into check (laws.md A37: a move that exposes one's own king is a false move). White has not played, so law 11 does not bar the claim. Upheld: leave-as-played, move-correctly, replace-and-move-king, White electing. The king is the man moved, so the natural moves and the king moves are the same list (asserted)."],
      pre + [('mark', 'f'), ('raw', 'g5f5')], 'false-move', 'white', 'upheld', game='LT', event='f',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='white', cites=['3', '11'],
      moves={'move-correctly': mc, 'replace-and-move-king': mk})

    items = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', ('oot', 'g8f6', 'black')]
    case(5103, TW, 'ruy-lopez-black-plays-3-a6-and-then-nf6-in-one-turn', "Ruy Lopez in a club match: Black plays 3...a6 and, before White replies, 3...Nf6 as well; White claims at once",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6, and Black, without waiting for White, also plays g8-f6 ({[%move g8f6 black]}), a lawful knight move made out of turn. White claims before touching anything.",
      ['4', '11'], ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain». White has not moved since (law 11). Upheld: retract-second-move, keep-both-moves in the law's order, White electing (laws.md A10 for what follows if both remain)."],
      items, 'move-out-of-turn', 'white', 'upheld',
      remedies=['retract-second-move', 'keep-both-moves'], elector='white', cites=['4', '11'])

    pre = P('OPERA', 24)
    b = after(None, pre); assert illegal(b, 'b3b7') and b.piece_at(sq('b5')).symbol() == 'B' and b.piece_at(sq('b7')) is None
    bb = after(None, pre + [('raw', 'b3b7')]); assert not bb.is_check()
    case(5104, TW, 'opera-game-13-the-queen-goes-b3-b7-over-her-bishop-white-himself-claims', "The Opera game: White's queen goes b3-b7 through his own b5 bishop; White himself then calls it a false move and asks to play 13. Rxd7; dismissed",
      "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 12...Rd8. White moves his queen b3-b7 ({[%move b3b7]}), passing over his own bishop on b5 (asserted: not a lawful move; it gives no check). Before Black moves, White himself claims that his move was false and asks to replace it and play 13. Rxd7 as Morphy did.",
      ['3'], ["Law 3 gives the penalties to the adversary: «you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» The offender is the one who «may be compelled»; the choice is Black's, and the law gives White no right to recall his own false move of his own motion. White's claim is dismissed. Black may still claim a penalty in time, but that is not the dispute before the arbiter."],
      pre + [('raw', 'b3b7')], 'false-move', 'white', 'dismissed', game='OPERA', cites=['3'])

    pre = P('KT', 48)
    b1 = after(None, pre + ['Re7+']); assert b1.is_check()
    b2 = after(None, pre + ['Re7', ('pseudo', 'Qxd5'), 'Qxd4+'], silent=('Re7',)); assert b2.is_check() and b2.is_attacked_by(chess.WHITE, b2.king(chess.BLACK))
    assert b2.attackers(chess.WHITE, sq('a7')) == chess.SquareSet([sq('e7'), sq('d4')])
    case(5105, TW, 'kasparov-topalov-25-re7-check-unsaid-black-takes-d5-white-says-check-with-26-qxd4', "Kasparov-Topalov: 25. Re7 gives check without a word; Black replies 25...Qxd5; White says check with 26. Qxd4; Black claims: both last moves are retracted",
      "Kasparov v Topalov, Wijk aan Zee 1999, to 24...cxd4. 25. Re7 checks the a7 king along the seventh rank (asserted) and nothing is said (written without its +). Black, not noticing, plays 25...Qxd5, which leaves the check. White plays 26. Qxd4 and says «check» (the queen checks too, asserted). Black claims under law 5.",
      ['5'], ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he does; but if on his next move he warn you, each party must retract his last move, and the king be removed out of check.» White warned on his very next move. Upheld: retract-both-last-moves (laws.md A35): 26. Qxd4 and 25...Qxd5 are taken back, the position is that after 25. Re7, and Black must answer the check. The law orders it; no one elects."],
      pre + ['Re7', ('pseudo', 'Qxd5'), 'Qxd4+', ('ev', '[%check]')], 'unannounced-check', 'black', 'upheld', game='KT', silent=('Re7',),
      remedies=['retract-both-last-moves'], cites=['5'])

    pre = P('EVER', 28)
    b = after(None, pre); assert illegal(b, 'e1e7') and b.piece_at(sq('e5')).symbol() == 'P' and b.piece_at(sq('e7')).symbol() == 'n'
    cap = onto(b, 'e7'); mt = frm(b, 'e1'); assert cap == ['Bxe7']
    case(5106, TW, 'evergreen-15-the-e1-rook-takes-e7-over-its-own-e5-pawn', "The Evergreen game: White's e1 rook takes the e7 knight over his own e5 pawn, with check; Black claims at once",
      "Anderssen v Dufresne, Berlin 1852, to 14...Bb7. White's rook goes e1-e7 ({[%move e1e7]}), taking the knight on e7 though his own pawn stands on e5 between (asserted: not a lawful move), and says «check». Black claims before moving. The dispute names the capture, not the announcement that follows it (event index, from 0). The only White man that can lawfully take on e7 is the a3 bishop (asserted).",
      ['3', '11'], ["Law 3: «And if by a false move you capture one of your adversary's men, he may oblige you either to take such piece (if it be en prise of one of your men) or to move the piece touched.» The knight is en prise to the a3 bishop. Black has not played (law 11). Upheld: capture-with-legal-capturer (Bxe7), move-touched-capturer (the e1 rook's lawful moves), Black electing."],
      pre + [('mark', 'c'), ('raw', 'e1e7', 'check')], 'illegal-capture', 'black', 'upheld', game='EVER', event='c',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['3', '11'],
      moves={'capture-with-legal-capturer': cap, 'move-touched-capturer': mt})

    # ================= boys-own-1829 5107-5112
    pre = ['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6', 'Bg5', 'Be7', 'e3', 'O-O']
    b = after(None, pre); mv = frm(b, 'f1'); assert mv
    case(5107, BO, 'queens-gambit-white-touches-the-f1-bishop-then-plays-6-nf3', "Queen's Gambit Declined in a club match: White touches his f1 bishop, then plays 6. Nf3; Black claims",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O. White touches his f1 bishop ({[%touch f1]}), lets it go without a word, and plays 6. Nf3. The bishop has lawful moves (asserted). Black claims before moving.",
      ['4'], ["Law 4: «If you touch a man, you must play it». The bishop is not pinned («except it would diseover check on your king» does not arise). Upheld: compel-move-touched-man, Black electing; 6. Nf3 is taken back and the bishop must move."],
      pre + [('ev', '[%touch f1]'), 'Nf3'], 'touched-own-man', 'black', 'upheld',
      remedies=['compel-move-touched-man'], elector='black', cites=['4'], moves={'compel-move-touched-man': mv})

    fen = '4r3/pp4pp/8/3k4/8/8/PP2N1PP/4K3 w - - 0 1'
    b = after(fen, []); assert b.is_pinned(chess.WHITE, sq('e2'))
    b1 = after(fen, [('raw', 'e2f4', 'check')]); assert b1.is_check() and b1.is_attacked_by(chess.BLACK, sq('e1'))
    b2 = after(fen, [('raw', 'e2f4', 'check'), 'Kc4'])
    case(5108, BO, 'rook-ending-the-pinned-e2-knight-checks-from-f4-black-answers-then-claims', "A club ending: White's e2 knight, pinned by the e8 rook, checks from f4; Black answers 1...Kc4 and only then claims: too late",
      "White Ke1, Ne2, pawns a2 b2 g2 h2; Black Kd5, Re8, pawns a7 b7 g7 h7. The knight is pinned to its king by the rook (asserted). White plays e2-f4 ({[%move e2f4]}) and says «check»: the knight does attack d5 (asserted), and White's own king is now open to the rook. Black answers with 1...Kc4 (lawful against the check) and then claims that the check was forbidden.",
      ['10', '7'], ["Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king to a check from any of his pieces.» The move was false, and law 7 gives its penalty and its limit: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black played 1...Kc4 before noticing. Out of time: no penalty, and the move stands."],
      [('raw', 'e2f4', 'check'), 'Kc4'], 'self-exposing-check', 'black', 'out-of-time', start=fen, cites=['10', '7'])

    pre = ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3']
    b = after(None, pre); cap = onto(b, 'e4'); assert cap == ['Nxe4']
    case(5109, BO, 'sicilian-black-touches-the-e4-pawn-then-plays-5-a6', "Sicilian in a club match: Black touches White's e4 pawn, then plays 5...a6; White claims: Black must take it",
      "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3. Black touches White's e4 pawn ({[%touch e4]}), says nothing, and plays 5...a6. The f6 knight can take the pawn lawfully (asserted: Nxe4 is the only capture). White claims before moving.",
      ['5'], ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king». Black can take it, so the king move does not arise. Upheld: compel-capture-of-touched-man (Nxe4), White electing; 5...a6 is taken back."],
      pre + [('ev', '[%touch e4]'), 'a6'], 'touched-adversary-man', 'white', 'upheld',
      remedies=['compel-capture-of-touched-man'], elector='white', cites=['5'], moves={'compel-capture-of-touched-man': cap})

    pre = P('SVB', 34)
    b = after(None, pre + ['Nd4']); assert not b.is_check()
    case(5110, BO, 'steinitz-von-bardeleben-18-nd4-called-check-black-plays-kf7-and-retracts', "Steinitz-von Bardeleben: White says check with 18. Nd4, which gives none; Black plays 18...Kf7 and asks to retract it before White moves",
      "Steinitz v von Bardeleben, Hastings 1895, to 17...cxd5. White plays 18. Nd4 and says «check»; Black's king on e8 is not attacked (asserted). Black moves his king, 18...Kf7 (the move of the game, lawful), and claims before White's next move.",
      ['8'], ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» White has not moved. The king move that follows the false warning is taken to be made in consequence of it. Upheld: retract-misled-move, Black electing."],
      pre + ['Nd4', ('ev', '[%check]'), 'Kf7'], 'false-check-announcement', 'black', 'upheld', game='SVB',
      remedies=['retract-misled-move'], elector='black', cites=['8'])

    items = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'Ng5', 'd5', 'exd5', 'Nxd5']
    case(5111, BO, 'two-knights-5-nxd5-quitted-black-wants-na5-instead', "Two Knights' Defence in a club match: Black takes 5...Nxd5, quits the knight, and then asks to play 5...Na5 instead; dismissed",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5. Black sets his knight down on d5 and takes his hand from it; seeing 6. Nxf7 coming, he asks to take it back and play the c6 knight to a5.",
      ['4'], ["Law 4: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep hold of him, you are at liberty to place him where you please». Black had quitted the knight. Dismissed: 5...Nxd5 stands."],
      items, 'man-released', 'black', 'dismissed', cites=['4'])

    fen = 'k7/P7/8/1K5p/7P/8/8/8 w - - 0 1'
    b = after(fen, ['Kb6']); assert b.is_stalemate() and not b.is_check()
    case(5112, BO, 'pawn-ending-1-kb6-stalemates-black-who-wins', "A pawn ending: 1. Kb6 leaves Black's king without a move and his h5 pawn blocked; under law 11 Black wins",
      "White Kb5, pawns a7 and h4; Black Ka8, pawn h5. White plays 1. Kb6. Black is not in check; his king has no square (a7 is guarded by the king, b7 by the king, b8 by the pawn) and the h5 pawn is blocked by the h4 pawn: Black has no lawful move (asserted stalemate). Black claims the game.",
      ['11'], ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» Black has a pawn left, but not one «that can be moved»: it is blocked (laws.md A13). Upheld: Black wins."],
      ['Kb6'], 'stalemate-result', 'black', 'upheld', start=fen, result='black', cites=['11'])

    # ================= philidor 5113-5118
    pre = P('EVER', 35)
    b = after(None, pre); assert b.is_pinned(chess.BLACK, sq('e7')) and not frm(b, 'e7'); mk = kingm(b); assert mk
    case(5113, PH, 'evergreen-black-touches-the-pinned-e7-knight-then-plays-18-rg8', "The Evergreen game: Black touches his e7 knight, pinned by the e1 rook, then plays 18...Rg8; White claims: rule XV, Black must play his king",
      "Anderssen v Dufresne, Berlin 1852, to 18. exf6. Black touches his e7 knight ({[%touch e7]}), which the e1 rook pins to the e8 king (asserted: it has no lawful move), and then plays 18...Rg8. White claims before moving. The king has lawful moves (asserted).",
      ['V', 'XV'], ["Rule V: «A Piece once touched must be played». The knight cannot be played without exposing its king, which is the case of rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King». Read, as laws.md A17 does, as a piece that cannot be played without exposing its own king to check. Upheld: move-king, White electing; 18...Rg8 is taken back."],
      pre + [('ev', '[%touch e7]'), 'Rg8'], 'touched-own-man-unplayable', 'white', 'upheld', game='EVER',
      remedies=['move-king'], elector='white', cites=['V', 'XV'], glossed=['XV'], moves={'move-king': mk})

    pre = P('BF', 32)
    b = after(None, pre); assert b.is_check() and illegal(b, 'e1e2'); mk = kingm(b); assert mk
    case(5114, PH, 'byrne-fischer-17-ke2-up-the-file-of-the-checking-rook', "The Game of the Century: in the check of 16...Rfe8+ White's king steps up the file to e2; Black claims at once: rule VIII, the king must play",
      "Byrne v Fischer, New York 1956, to 16...Rfe8+ (check said). White moves his king e1-e2 ({[%move e1e2]}), still on the file of the e8 rook (asserted: not a lawful move). Black claims before moving; the dispute names the king's move (event index, from 0)." + CHK,
      ['VIII', 'VI'], ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» The false move is taken back and a lawful king move is made (laws.md A36); here the king is the man that moved, and its only lawful moves are the ones listed. Black claims before his own next move, within «no false move can be recalled after the adversary's next move». Upheld: move-king, Black electing."],
      pre + [('mark', 'f'), ('raw', 'e1e2')], 'false-move', 'black', 'upheld', game='BF', event='f',
      remedies=['move-king'], elector='black', cites=['VIII', 'VI'], moves={'move-king': mk})

    pre = P('KT', 25)
    b = after(None, pre); assert illegal(b, 'e8g8') and b.is_attacked_by(chess.WHITE, sq('f8')) and not b.is_check()
    assert b.piece_at(sq('f8')) is None and b.piece_at(sq('g8')) is None and b.has_kingside_castling_rights(chess.BLACK)
    mr = frm(b, 'h8'); mk = kingm(b); assert mr and mk
    case(5115, PH, 'kasparov-topalov-13-black-castles-kings-side-past-f8-swept-by-the-h6-queen', "Kasparov-Topalov: at move 13 Black castles on the king's side, passing f8, which the h6 queen attacks; White claims: Black plays his rook or his king, at his own choice",
      "Kasparov v Topalov, Wijk aan Zee 1999, to 13. Nc1. Instead of 13...O-O-O Black castles on the king's side ({[%move e8g8]}): neither king nor rook has moved and f8 and g8 are empty, but the h6 queen attacks f8 across the empty g7 square (asserted). White claims at once.",
      ['XII', 'VIII', 'VI'], ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a check» ... «and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The king passed f8 under attack. The choice is the offender's, not the claimant's (laws.md A16 ii), so Black elects. Upheld: move-rook, move-king in the rule's order, the castling taken back; the king's lawful moves include castling on the queen's side, which is lawful here (asserted). Cited with VIII and VI as the earlier Philidor castling rulings are."],
      pre + [('raw', 'e8g8')], 'illegal-castling', 'white', 'upheld', game='KT',
      remedies=['move-rook', 'move-king'], elector='black', cites=['XII', 'VIII', 'VI'], glossed=['XII'], moves={'move-rook': mr, 'move-king': mk})

    items = ['e4', 'e6', 'd4', 'd5', 'e5', 'f5', 'exf6']
    b = after(None, items); assert b.piece_at(sq('f5')) is None and b.piece_at(sq('f6')).symbol() == 'P'
    case(5116, PH, 'french-advance-3-f5-taken-in-passing-black-calls-it-false', "French advance in a club match: 3...f5 is taken in passing, 4. exf6; Black calls it a false move; dismissed",
      "1. e4 e6 2. d4 d5 3. e5 f5 4. exf6: the e5 pawn takes the f5 pawn in passing, at once after its two-square step (lawful, asserted). Black claims that a pawn cannot take a pawn that stands beside it.",
      ['X'], ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» The e5 pawn could have taken it on f6. Dismissed."],
      items, 'en-passant', 'black', 'dismissed', cites=['X'])

    pre = P('FS6', 34)
    b = after(None, pre); cap = onto(b, 'a6'); assert cap == ['Qxa6', 'Bxa6'] or sorted(cap) == sorted(['Qxa6', 'Bxa6'])
    case(5117, PH, 'fischer-spassky-white-touches-the-a6-pawn-then-plays-18-nd4', "Fischer-Spassky, game 6: White touches Black's a6 pawn without a word, then plays 18. Nd4; Black claims: White must take it",
      "Fischer v Spassky, Reykjavik 1972, game 6, to 17...Nd7. White touches Black's a6 pawn ({[%touch a6]}) without saying «J’adoube», then plays 18. Nd4. The pawn can be taken lawfully by the a3 queen or the e2 bishop (asserted). Black claims before moving.",
      ['VI'], ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» The pawn is takeable. Upheld: compel-capture-of-touched-man (Qxa6 or Bxa6), Black electing; 18. Nd4 is taken back."],
      pre + [('ev', '[%touch a6]'), 'Nd4'], 'touched-adversary-man', 'black', 'upheld', game='FS6',
      remedies=['compel-capture-of-touched-man'], elector='black', cites=['VI'], moves={'compel-capture-of-touched-man': cap})

    pre = P('LT', 16)
    b = after(None, pre); assert illegal(b, 'd1a4') and b.piece_at(sq('c2')).symbol() == 'P'
    b1 = after(None, pre + [('raw', 'd1a4')]); assert b1.parse_san('Bb7')
    case(5118, PH, 'lasker-thomas-9-the-queen-goes-d1-a4-through-the-c2-pawn-black-replies-then-claims', "Ed. Lasker-Thomas: White's queen goes d1-a4 through his own c2 pawn; Black replies 9...Bb7 and only then claims; White pleads the claim is too late",
      "Ed. Lasker v Thomas, London 1912, to 8...O-O. White moves his queen d1-a4 ({[%move d1a4]}), passing over his own pawn on c2 (asserted: not a lawful move). Black does not notice and plays 9...Bb7 (lawful, asserted). Then Black claims the false move, and White pleads that the claim comes too late.",
      ['VIII'], ["Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» Black's 9...Bb7 was the adversary's next move. White's plea is upheld: no-penalty-time-barred; the queen stays on a4."],
      pre + [('raw', 'd1a4'), 'Bb7'], 'late-claim', 'white', 'upheld', game='LT',
      remedies=['no-penalty-time-barred'], cites=['VIII'])

    # ================= acknowledged-laws 5119-5124
    pre = ['e4', 'e6', 'd4', 'd5', 'Nc3', 'Bb4', 'e5', 'c5', 'a3']
    b = after(None, pre); mv = frm(b, 'c5'); assert mv == ['c4', 'cxd4']
    case(5119, AC, 'french-winawer-black-touches-the-c5-pawn-then-plays-5-bxc3', "French Winawer in a club match: Black touches his c5 pawn, then plays 5...Bxc3+; White claims: the pawn must move",
      "1. e4 e6 2. d4 d5 3. Nc3 Bb4 4. e5 c5 5. a3. Black touches his c5 pawn ({[%touch c5]}), then takes on c3 with the bishop, 5...Bxc3+, saying «check». White claims before touching a man. The pawn has two lawful moves, c4 and cxd4 (asserted).",
      ['V'], ["Law V: «If a piece be touched it must be moved.» No «j’adoube» was said. Upheld: compel-move-touched-man, White electing; 5...Bxc3+ is taken back and the c5 pawn must move."],
      pre + [('ev', '[%touch c5]'), 'Bxc3+'], 'touched-own-man', 'white', 'upheld',
      remedies=['compel-move-touched-man'], elector='white', cites=['V'], moves={'compel-move-touched-man': mv})

    pre = P('RT', 12)
    b = after(None, pre); assert b.is_check() and illegal(b, 'e1d2') and b.is_attacked_by(chess.BLACK, sq('d2'))
    mk = kingm(b); mc = frm(b, 'e1'); assert mk == mc
    case(5120, AC, 'reti-tartakower-7-kd2-onto-the-a5-queens-diagonal', "Reti-Tartakower: in the check of 6...Qa5+ White's king steps to d2, on the queen's diagonal; Black claims under law VII",
      "Reti v Tartakower, Vienna 1910, to 6...Qa5+ (check said). Instead of 7. Bd2 White moves his king e1-d2 ({[%move e1d2]}), a square the a5 queen attacks across b4 and c3 (asserted: not a lawful move). Black claims at once.",
      ['VII'], ["Law VII: «or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The menu is cut to what fits an illegal move that takes nothing (laws.md A23). Upheld: move-correctly, move-king, replace-and-move-legally, Black electing; the man moved is the king, so «the right move» and «move his King» come to the same lawful king moves (asserted)."],
      pre + [('raw', 'e1d2')], 'false-move', 'black', 'upheld', game='RT',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      moves={'move-correctly': mc, 'move-king': mk})

    pre = P('LM', 22)
    b = after(None, pre + ['Bg4']); assert not b.is_check() and b.parse_san('Kh8')
    case(5121, AC, 'levitsky-marshall-12-bg4-called-check-black-plays-kh8', "Levitsky-Marshall: White says check with 12. Bg4, which gives none; Black plays 12...Kh8 and claims: he may let it stand or take it back",
      "Levitsky v Marshall, Breslau 1912, to 11...fxe6. White plays 12. Bg4 and says «check»; Black's king on g8 is not attacked (asserted). Black moves his king, 12...Kh8 (lawful), and then claims.",
      ['XI'], ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» «the latter» is the misled player (laws.md A27), Black. Upheld: leave-as-played, retract-misled-move, Black electing."],
      pre + ['Bg4', ('ev', '[%check]'), 'Kh8'], 'false-check-announcement', 'black', 'upheld', game='LM',
      remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    pre = ['d4', 'Nf6', 'c4', 'g6', 'Nc3', 'Bg7', 'e4', 'd6']
    case(5122, AC, 'kings-indian-white-says-jadoube-adjusts-the-e4-pawn-then-plays-5-f3', "King's Indian in a club match: White says j'adoube and straightens his e4 pawn, then plays 5. f3; Black claims the pawn must move; dismissed",
      "1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6. White says «j’adoube» and adjusts his e4 pawn on its square ({[%adjust e4]}), then plays 5. f3. Black claims that the e4 pawn, having been touched, must be moved.",
      ['V'], ["Law V: «If a piece be touched it must be moved.» with its note: «[Except the player say j’adoube (I adjust).» White said it as he adjusted the pawn. Dismissed: 5. f3 stands."],
      pre + [('ev', '[%adjust e4]'), 'f3'], 'adjustment-claim', 'black', 'dismissed', cites=['V'])

    pre = P('LM', 29)
    b = after(None, pre); assert illegal(b, 'd6f6') and b.piece_at(sq('e6')).symbol() == 'p' and b.piece_at(sq('f6')).symbol() == 'B'
    cap = onto(b, 'f6'); mk = kingm(b); assert sorted(cap) == ['Rxf6', 'gxf6'] and mk
    case(5123, AC, 'levitsky-marshall-15-the-d6-queen-recaptures-on-f6-over-its-own-e6-pawn', "Levitsky-Marshall: after 15. Bxf6 Black recaptures with the queen, d6-f6, over his own e6 pawn; White claims under law VII",
      "Levitsky v Marshall, Breslau 1912, to 15. Bxf6. Black's queen goes d6-f6 ({[%move d6f6]}), taking the bishop though the e6 pawn stands between (asserted: not a lawful move). White claims at once. The bishop can be taken lawfully by the f8 rook (as in the game) or the g7 pawn (asserted).",
      ['VII'], ["Law VII: «make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» For an illegal capture the menu is: the capture made by a man that can make it, the right move, a king move, or replacement and a legal move (laws.md A23). Upheld: capture-with-legal-capturer (Rxf6, gxf6), move-correctly, move-king, replace-and-move-legally, White electing."],
      pre + [('raw', 'd6f6')], 'illegal-capture', 'white', 'upheld', game='LM',
      remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'], glossed=['VII'],
      moves={'capture-with-legal-capturer': cap, 'move-king': mk})

    pre = P('ST', 56)
    b = after(None, pre + ['Qf6+']); assert b.is_check(); ans = sorted_answers(b)
    case(5124, AC, 'short-timman-29-qf6-check-uncried-black-plays-rc8-white-finds-it-after-30-h4', "Short-Timman: 29. Qf6 gives check without a cry; Black plays 29...Rc8; after 30. h4 White sees it and claims: back to the check",
      "Short v Timman, Tilburg 1991, to 28...Rae8. 29. Qf6 checks the g7 king (asserted); nothing is said (written without its +). Black plays 29...Rc8, leaving the check; White plays 30. h4 and then sees that Black's king has stood in check and claims. Two moves have been made since the check.",
      ['X'], ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» and its note: «two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.» Read as laws.md A25: found within two moves, the moves since the check are taken back and the check is answered. Upheld: retract-to-point-of-check; the moves are Black's lawful answers to 29. Qf6+ (asserted). The law orders it; no one elects."],
      pre + ['Qf6', ('pseudo', 'Rc8'), 'h4'], 'unannounced-check', 'white', 'upheld', game='ST', silent=('Qf6',),
      remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'], moves={'retract-to-point-of-check': ans})

    # ================= london-1847 5125-5130
    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6']
    b = after(None, pre); assert frm(b, 'b1')
    case(5125, LO, 'ruy-lopez-white-touches-the-b1-knight-then-castles-black-touches-his-bishop-then-claims', "Ruy Lopez in a club match: White touches his b1 knight, then castles; Black touches his f8 bishop and only then claims: too late under XXV",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6. White touches his b1 knight ({[%touch b1]}), then castles, 5. O-O. Black touches his own f8 bishop ({[%touch f8]}) and only then claims that White had to move the knight. The dispute names White's touch (event index, from 0).",
      ['VII', ('london-1847', 'XXV')], ["VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube”». White's touch was an offence. But XXV (found text): «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Its «&c. &c.» reaches every irregularity, a touch among them, and Black touched his bishop before claiming (laws.md A34: the claimant's own touch ends the claim). Out of time: White's castling stands."],
      pre + [('mark', 't'), ('ev', '[%touch b1]'), 'O-O', ('ev', '[%touch f8]')], 'touched-own-man', 'black', 'out-of-time', event='t',
      cites=['VII', 'XXV'], glossed=['XXV'])

    pre = P('ST', 56)
    b = after(None, pre + ['Qf6+']); assert b.is_check() and illegal(b, 'g7h8')
    b9 = after(None, pre + ['Qf6+', ('raw', 'g7h8')]); assert b9.attackers(chess.WHITE, sq('h8')) == chess.SquareSet([sq('f6')])
    mk = kingm(b); mc = frm(b, 'g7'); assert mk == mc
    case(5126, LO, 'short-timman-29-kh8-back-along-the-f6-queens-diagonal', "Short-Timman: in the check of 29. Qf6+ Black's king goes back to h8, on the queen's diagonal; White claims before touching a man",
      "Short v Timman, Tilburg 1991, to 29. Qf6+ (check said). Black moves his king g7-h8 ({[%move g7h8]}), still on the long diagonal of the f6 queen (asserted: not a lawful move). White claims at once." + CHK,
      ['XIII', ('london-1847', 'XXV')], ["XIII: «If a player make a false move, i. e. play a Piece or Pawn to any square to which it cannot legally be moved, his adversary has the choice of three penalties; viz., 1st, of compelling him to let the Piece or Pawn remain on the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece or Pawn and move his King.» White took notice before touching a man (XXV, found text). Upheld: leave-as-played, move-correctly, replace-and-move-king, White electing; the man moved is the king, so the lists agree (asserted)."],
      pre + ['Qf6+', ('raw', 'g7h8')], 'false-move', 'white', 'upheld', game='ST',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='white', cites=['XIII', 'XXV'],
      moves={'move-correctly': mc, 'replace-and-move-king': mk})

    pre = ['e3', 'b6', 'g3', 'Bb7', 'Bh3', 'e6', 'Ne2', 'Nf6']
    b = after(None, pre); assert b.is_attacked_by(chess.BLACK, sq('h1')) and b.parse_san('O-O')
    assert not any(b.is_attacked_by(chess.BLACK, sq(s)) for s in ('e1', 'f1', 'g1'))
    case(5127, LO, 'white-castles-while-the-b7-bishop-attacks-the-h1-rook', "White castles on the king's side while Black's b7 bishop bears on the h1 rook; Black claims the castling was improper; dismissed",
      "1. e3 b6 2. g3 Bb7 3. Bh3 e6 4. Ne2 Nf6 5. O-O. When White castles, the b7 bishop attacks the h1 rook along the long diagonal (asserted), but the king is not in check and passes and reaches no attacked square (asserted: e1, f1 and g1 are not attacked; the castling is lawful in python-chess). Black claims at once.",
      [('london-1847', 'XVI')], ["XVI (found text) names four cases: «1. If the King or Rook have been moved. 2. If the King be in check. 3. If there be any Piece between the King and Rook. 4. If the King pass over any square attacked by one of the adversary's Picces or Pawns.» An attacked rook is not among them; the fourth case is about the King's path only. Dismissed: the castling stands."],
      pre + ['O-O'], 'illegal-castling', 'black', 'dismissed', cites=['XVI'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'd4', 'exd4', 'Nxd4', 'Nf6']
    b = after(None, pre); assert illegal(b, 'd1d4') and b.piece_at(sq('d4')).symbol() == 'N'
    mv = san_by_from(b, ['d1', 'd4'])
    case(5128, LO, 'scotch-the-queen-goes-d1-d4-onto-her-own-knight', "Scotch game in a club match: White's queen goes d1-d4 and takes off his own knight there; Black claims: White must move either man",
      "1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6. White moves his queen d1-d4 ({[%move d1d4]}), onto the square of his own knight, which he lifts off the board (asserted: the d4 man is White's knight). Black claims at once; the dispute names the queen's move (event index, from 0).",
      ['XII', ('london-1847', 'XXV')], ["XII: «Should a player take one of his own men with another, his adversary has the option of obliging him to move either.» Black noticed before touching a man (XXV, found text). Upheld: move-either-own-man, Black electing; the queen and the knight are back on d1 and d4, and the moves are those of either man (asserted), sorted by square."],
      pre + [('mark', 'o'), ('raw', 'd1d4')], 'own-man-taken-or-wrong-man', 'black', 'upheld', event='o',
      remedies=['move-either-own-man'], elector='black', cites=['XII', 'XXV'], moves={'move-either-own-man': mv})

    fen = '6k1/1P3pp1/7p/8/8/8/5PPP/3Q2K1 w - - 0 1'
    b = after(fen, ['b8=Q+']); assert b.is_check() and len(b.pieces(chess.QUEEN, chess.WHITE)) == 2
    case(5129, LO, 'pawn-made-a-second-queen-black-says-the-first-is-still-on-the-board', "A club ending: White's b7 pawn reaches b8 and is made a second queen, with check; Black says a player cannot have two queens; dismissed",
      "White Kg1, Qd1, pawns b7 f2 g2 h2; Black Kg8, pawns f7 g7 h6. 1. b8=Q+ (check said): White now has two queens (asserted). Black claims that the pawn cannot be made a queen while White's first queen is on the board.",
      [('london-1847', 'XXI')], ["XXI (found text): «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged for a Queen, or any other Piece the player may think fit, even though all the pieces remain on the board. It follows, therefore, that he may have two or more Queens». Dismissed."],
      ['b8=Q+'], 'promotion', 'black', 'dismissed', start=fen, cites=['XXI'])

    fen = '4k3/8/8/3K4/8/1B6/7r/3R4 b - - 0 1'
    walk = fifty_walk(fen)
    b = after(fen, [('ev', '[%fifty]')] + walk)
    assert len(walk) == 100 and not b.is_checkmate() and len(b.piece_map()) == 5
    case(5130, LO, 'rook-and-bishop-against-rook-black-counts-fifty-moves-each-pass', "Rook and bishop against rook: Black gives notice that he will count; fifty moves on each side pass without mate; Black claims the draw",
      "White Kd5, Rd1, Bb3; Black Ke8, Rh2; Black to move. Black gives notice that he will count the fifty moves ({[%fifty]}). Then fifty moves on each side are played, Black's first, with no capture and no mate (asserted ply by ply: 100 moves, all lawful, no capture, the five men still on the board, no mate at any point). After White's fiftieth move Black claims the draw.",
      [('london-1847', 'XXII')], ["XXII (found text): «If a play remain, at the end of the game, with a Rook and Bishop against a Rook» ... «he must checkmate his adversary in fifty moves on each side at most, or the game will be considered as drawn; the fifty moves commence from the time the adversary gives notice that he will count them.» The count runs from the notice; fifty moves on each side have been played since it. Upheld: declare-draw; the game is drawn."],
      [('ev', '[%fifty]')] + walk, 'fifty-move-claim', 'black', 'upheld', start=fen,
      remedies=['declare-draw'], result='draw', cites=['XXII'], glossed=['XXII'])


def sorted_answers(b):
    from lib import san_list
    return san_list(b, list(b.legal_moves))

def san_by_from(b, squares):
    from lib import san_list
    return san_list(b, [m for m in b.legal_moves if chess.square_name(m.from_square) in squares])

def fifty_walk(fen):
    """100 lawful plies from fen (Black first): no capture, no mate, no stalemate, and the side to move always has a
    move that is not a capture; deterministic (seeded)."""
    rnd = random.Random(5130)
    b = chess.Board(fen); out = []
    while len(out) < 100:
        cands = [m for m in b.legal_moves if not b.is_capture(m)]
        ok = []
        for m in cands:
            b.push(m)
            bad = b.is_checkmate() or b.is_stalemate() or not [x for x in b.legal_moves if not b.is_capture(x)]
            b.pop()
            if not bad: ok.append(m)
        assert ok, b.fen()
        m = rnd.choice(sorted(ok, key=lambda m: m.uci()))
        san = b.san(m); b.push(m); out.append(san)
    return out
