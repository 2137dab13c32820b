"""The thirty cases of the forty-eighth set (the move itself). Every board fact used below is asserted here,
with python-chess, before the case is written."""
import chess
from lib import apply_raw
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}).'


def illegal(b, uci):
    """the move as made is not a lawful move on board b"""
    return chess.Move.from_uci(uci) not in b.legal_moves


def raw(b, uci):
    c = b.copy(); apply_raw(c, uci); return c


def write_all(case, after, P, frm, kingm, onto):
    from lib import san_list, sq
    def moves_of(b, s): return frm(b, s)

    # ======================= twenty-laws 4801-4806
    pre = P('OPERA', 24)
    b = after(None, pre)
    assert illegal(b, 'b3c5') and b.piece_at(sq('b3')).symbol() == 'Q' and b.piece_at(sq('c5')) is None
    mc = frm(b, 'b3'); mk = kingm(b); assert mc and mk
    assert not raw(b, 'b3c5').is_check()
    case(4801, TW, 'opera-game-13-the-b3-queen-leaps-to-c5-like-a-knight',
      "The Opera game: on move 13 White's b3 queen goes to c5 with a knight's leap; Black claims at once: law 3, three penalties at Black's choice",
      "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 12...Rd8. White moves his queen b3-c5 ({[%move b3c5]}): one file and two ranks, a knight's leap, no queen's move (asserted: not a lawful move; c5 is empty and the queen gives no check there). Black claims before he touches or moves anything. In the position before the leap the queen has lawful moves and so has the c1 king (asserted)." + CHK,
      ['3', '11'],
      ["Law 3 names this very fault: «giving to a piece a movement not consistent with its laws, for example—moving a rook as if he were a bishop». Its penalties are three: «you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» The adversary compels, so Black elects. Law 11 bars nothing, since Black has not moved a piece.",
       "Upheld: leave-as-played, move-correctly (the queen's lawful moves from b3), replace-and-move-king (the c1 king's lawful moves), Black electing. The move lists are those of the position before the leap.",
       "Under Boy's Own 7 and Philidor VIII the only penalty would be a king move; under Acknowledged VII the four-item menu; under London XIII the same three penalties as here."],
      pre + [('raw', 'b3c5')], 'false-move', 'black', 'upheld', game='OPERA',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11'],
      moves={'move-correctly': mc, 'replace-and-move-king': mk})

    pre = P('EVER', 22)
    b = after(None, pre)
    assert b.turn == chess.WHITE and b.piece_at(sq('b5')).symbol() == 'p'
    cap = onto(b, 'b5'); mk = kingm(b); assert sorted(cap) == ['Bxb5', 'Qxb5'] and mk
    assert not b.has_castling_rights(chess.WHITE)
    case(4802, TW, 'evergreen-game-12-white-moves-blacks-b5-pawn-to-b4',
      "The Evergreen game: at move 12 White picks up Black's b5 pawn instead of taking it and sets it on b4; Black claims at once: law 2, three options at Black's choice",
      "Anderssen v Dufresne, Berlin 1852, to 11...b5. On his turn White moves Black's b5 pawn to b4 ({[%move b5b4 white]}), says nothing, and Black claims at once. Before the act the b5 pawn could lawfully be taken by the queen or the c4 bishop (asserted), and White's castled king has lawful moves (asserted; White has no castling right left).",
      ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to leave it where you had wrongfully placed it». White said nothing. The pawn was en prise on b5, so all three options are open to Black, who compels.",
       "Upheld: compel-capture-of-touched-man (the pawn put back on b5 and taken: Qxb5 or Bxb5), replace-and-move-king, leave-as-played, Black electing. «in either case you cannot castle that move» changes nothing here: White has already castled.",
       "Boy's Own and Philidor have no law for moving an adversary's man (only for touching one); London X gives the same three options in another order."],
      pre + [('adv', 'b5b4', 'white')], 'moved-adversary-man', 'black', 'upheld', game='EVER',
      remedies=['compel-capture-of-touched-man', 'replace-and-move-king', 'leave-as-played'], elector='black', cites=['2', '11'],
      moves={'compel-capture-of-touched-man': cap, 'replace-and-move-king': mk})

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5', 'Bb3', 'd6', 'c3', 'O-O']
    b = after(None, pre)
    assert b.piece_at(sq('e4')) == chess.Piece(chess.PAWN, chess.WHITE) and not b.piece_at(sq('e2')) and not b.piece_at(sq('e3'))
    assert illegal(b, 'e1e4')
    mc = frm(b, 'e1'); mk = kingm(b); assert mc and mk
    case(4803, TW, 'ruy-lopez-the-e1-rook-comes-down-on-its-own-e4-pawn',
      "Ruy Lopez, closed: on move 9 White's e1 rook runs up the file and is set down on his own e4 pawn, which he takes off; Black claims at once: heard under law 3",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O; then White's e1 rook goes to e4 ({[%move e1e4]}), where his own pawn stood, and the pawn is taken off. Not a lawful move (asserted). The rook and the g1 king both have lawful moves in the position before (asserted).",
      ['3', '11'],
      ["The twenty laws have no article on taking one's own man. The act is still a move a rook cannot make: law 3 covers any «movement not consistent with its laws», and no law of the rook lets it land on a square its own man holds. So the claim is heard under law 3, as earlier sets heard it, and Black claims before moving (law 11).",
       "Upheld: leave-as-played, move-correctly (the rook's lawful moves from e1), replace-and-move-king, Black electing.",
       "London XII has a law for this very act («move either»), and Acknowledged VII names it («take one of his own men by mistake»)."],
      pre + [('raw', 'e1e4')], 'own-man-taken-or-wrong-man', 'black', 'upheld',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11'],
      moves={'move-correctly': mc, 'replace-and-move-king': mk})

    pre = ['e4', 'Nf6', 'e5', 'd5', 'exd6']
    b0 = after(None, pre[:4]); m = b0.parse_san('exd6'); assert b0.is_en_passant(m)
    case(4804, TW, 'alekhine-3-exd6-in-passing-black-says-the-twenty-laws-know-no-such-capture',
      "Alekhine's defence: 2...d5 steps two squares past White's e5 pawn, which takes it in passing; Black says the twenty laws know no such capture: no law provides",
      "1. e4 Nf6 2. e5 d5 3. exd6, the capture in passing (asserted: python-chess reads exd6 here as en passant). Black claims that the capture is not allowed under this code.",
      ['20', (PH, 'X'), (AC, 'VIII'), (LO, 'XV')],
      ["The twenty laws say nothing of a pawn's two-square step or of taking in passing. Law 20: «If any dispute arise as to points of the game, for which the laws have not provided, the matter is to be referred to a third person, whose decision is to be final.»",
       "The codes that speak give the two-square step and the capture in passing together (Philidor X, Acknowledged VIII, London XV): a code that allows 2...d5, as every game under it does, is read with the capture that goes with it. Decided by analogy, as the third person would: no-law-provides, no remedy; the capture stands. Cited: 20, as the earlier twenty-laws cases on this point cite it."],
      pre, 'en-passant', 'black', 'no-law-provides', cites=['20'])

    pre = P('IMM', 18)
    b = after(None, pre)
    assert b.piece_at(sq('h5')).symbol() == 'n' and b.piece_at(sq('h2')).symbol() == 'P' and illegal(b, 'h1h5')
    cap = onto(b, 'h5'); mt = frm(b, 'h1'); assert cap == ['Qxh5'] and mt == ['Rg1']
    case(4805, TW, 'immortal-game-10-the-h1-rook-takes-the-h5-knight-over-its-own-h2-pawn',
      "The Immortal game: at move 10 White's h1 rook takes the h5 knight, leaping its own h2 pawn; Black claims at once: law 3, take it with a man that can, or move the rook",
      "Anderssen v Kieseritzky, London 1851, to 9...c6. White's h1 rook takes Black's knight on h5 ({[%move h1h5]}) with his own pawn still on h2 (asserted: not a lawful move). In the position before, only the queen can lawfully take on h5 (Qxh5, asserted), and the rook's only lawful move is to g1 (asserted)." + CHK,
      ['3', '11'],
      ["Law 3, second sentence: «And if by a false move you capture one of your adversary's men, he may oblige you either to take such piece (if it be en prise of one of your men) or to move the piece touched.» The knight was en prise of the queen. Black claims before moving (law 11).",
       "Upheld: capture-with-legal-capturer (Qxh5), move-touched-capturer (Rg1), Black electing."],
      pre + [('raw', 'h1h5')], 'illegal-capture', 'black', 'upheld', game='IMM',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['3', '11'],
      moves={'capture-with-legal-capturer': cap, 'move-touched-capturer': mt})

    pre = ['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6', 'Bg5']
    b = after(None, pre); assert illegal(b, 'c8g4') and b.piece_at(sq('e6')).symbol() == 'p'
    b2 = after(None, pre + [('raw', 'c8g4'), 'e3', 'Nbd7'])
    assert illegal(b2, 'f1b5') and b2.piece_at(sq('c4')).symbol() == 'P'
    case(4806, TW, 'queens-gambit-two-false-bishop-moves-black-touches-his-c7-pawn-then-claims',
      "Queen's Gambit: Black's bishop leaps his own e6 pawn and nobody notices; later White's bishop leaps his own c4 pawn to b5; Black touches his c7 pawn and then claims; White says it is too late: a touch is not a move, and the plea is dismissed",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5, and Black's c8 bishop goes to g4 over his own e6 pawn ({[%move c8g4]}, asserted unlawful). White does not notice and plays 5. e3; the bishop stays on g4. Black plays 5...Nbd7. White's f1 bishop then goes to b5 over his own c4 pawn ({[%move f1b5]}, asserted unlawful). Black touches his c7 pawn ({[%touch c7]}) and then claims the false move. White pleads that the claim comes too late. The record holds two irregular moves; the claim concerns White's.",
      ['3', '11'],
      ["Black's own leap stands: White played 5. e3 before noticing it, and law 3 says «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.»",
       "For White's leap the deadline is the same: the adversary must not have played. Law 11: «nor can any such be retraced, after the adversary has moved a piece.» Black has touched a pawn but has neither played nor moved a piece (A6: «after the adversary has moved» governs both halves of law 11). The claim is in time, and White's plea is dismissed. (Black's touch has its own consequence under law 1, which is not before us.)",
       "Under London XXV the touch would have closed the claim («before he touches a Piece or Pawn»); the twenty laws fix the moment at the adversary's move."],
      pre + [('raw', 'c8g4'), 'e3', 'Nbd7', ('raw', 'f1b5'), ('ev', '[%touch c7]')], 'late-claim', 'white', 'dismissed',
      cites=['3', '11'], glossed=['11'])

    # ======================= boys-own-1829 4807-4812
    pre = P('SVB', 30)
    b = after(None, pre)
    assert illegal(b, 'e1b4') and all(b.piece_at(sq(s)) is None for s in ('d2', 'c3', 'b4'))
    assert not raw(b, 'e1b4').is_check()
    mk = kingm(b); assert mk == ['Kf1', 'Kh1']
    case(4807, BO, 'steinitz-von-bardeleben-16-the-e1-rook-runs-to-b4-like-a-bishop',
      "Steinitz-von Bardeleben: at move 16 White's e1 rook runs to b4 along the diagonal like a bishop; Black claims at once: law 7, White must move his king",
      "Steinitz v von Bardeleben, Hastings 1895, to 15...Qd7. White moves his e1 rook to b4 across d2 and c3 ({[%move e1b4]}): a bishop's path, no rook's move (asserted unlawful; no check results). Black claims at once. In the position before, the g1 king can go to f1 or h1 (asserted)." + CHK,
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». The rook goes back (A36) and the king moves. Black has not played, so the move can still be recalled.",
       "Upheld: move-king (Kf1, Kh1), Black electing. Law 7 offers nothing else: no leave-as-played, no correct move with the rook."],
      pre + [('raw', 'e1b4')], 'false-move', 'black', 'upheld', game='SVB',
      remedies=['move-king'], elector='black', cites=['7'], moves={'move-king': mk})

    pre = ['c4', 'c5', 'Nc3', 'Nc6', 'Nf3', 'Nf6']
    b = after(None, pre)
    assert illegal(b, 'c4c5') and b.piece_at(sq('c5')).symbol() == 'p' and kingm(b) == []
    case(4808, BO, 'symmetrical-english-4-cxc5-the-c4-pawn-takes-straight-ahead-the-king-cannot-move',
      "Symmetrical English: White's c4 pawn takes the c5 pawn straight ahead; Black claims at once; law 7's king move cannot be made, since the e1 king has no move",
      "1. c4 c5 2. Nc3 Nc6 3. Nf3 Nf6; White's c4 pawn takes Black's c5 pawn straight ahead ({[%move c4c5]}), which a pawn cannot do (asserted unlawful). Black claims at once. In the position before, White's e1 king has no lawful move at all: d1 queen, f1 bishop, d2, e2 and f2 pawns (asserted).",
      ['7'],
      ["A pawn takes only slantwise, so this is a false move that captures. Law 7 gives Black one penalty: «your opponent can oblige you to move your king, if you ¢an do so without placing him in check». White's king cannot move at all, so the penalty is conditional on something that cannot happen.",
       "Upheld, with move-king unenforceable. The capture itself is taken back (the move is recalled in time: Black has not played); the code gives no other penalty. Boy's Own has no separate article for a capture made by a false move, and earlier sets hear such captures under law 7."],
      pre + [('raw', 'c4c5')], 'illegal-capture', 'black', 'upheld',
      remedies=['move-king'], elector='black', cites=['7'], unenforceable=['move-king'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'Ng5', 'd5', 'exd5', 'Nxd5']
    b = after(None, pre)
    assert b.piece_at(sq('d5')).symbol() == 'n' and b.turn == chess.WHITE
    cap = onto(b, 'd5'); assert cap == ['Bxd5']
    case(4809, BO, 'two-knights-6-white-moves-blacks-d5-knight-to-b4',
      "Two Knights' defence: at move 6 White picks up Black's d5 knight and sets it on b4; Black claims: the Boy's Own laws speak of touching an adversary's man, not of moving it; decided by analogy with law 5",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5; White, on his turn, moves Black's d5 knight to b4 ({[%move d5b4 white]}). Black claims at once. In the position before, the knight on d5 could lawfully be taken by the c4 bishop (Bxd5, asserted), and by nothing else.",
      ['5', (TW, '2'), (LO, 'X')],
      ["Law 5 provides for touching an adversary's man: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king». It says nothing of moving one, nor does any other Boy's Own law, and the code has no article sending disputes to a third person.",
       "A man moved has been touched first. By analogy with law 5 (and with the codes that do provide, twenty-laws 2 and London X, both of which let the adversary have the man put back and taken), the knight is put back on d5 and White must take it if he can. He can (Bxd5). Decided as no law provides, with replace-and-capture, Black electing; law 5 cited with the reading that a moved man is a touched one.",
       "Under twenty-laws 2 and London X the claim would be upheld outright, with three options."],
      pre + [('adv', 'd5b4', 'white')], 'moved-adversary-man', 'black', 'no-law-provides',
      remedies=['replace-and-capture'], elector='black', cites=['5'], glossed=['5'], moves={'replace-and-capture': cap})

    pre = ['d4', 'd5', 'Nc3', 'Nf6', 'Bf4', 'e6', 'Rb1', 'Be7', 'Ra1', 'O-O', 'Qd2', 'c5']
    b = after(None, pre)
    assert not b.has_queenside_castling_rights(chess.WHITE) and illegal(b, 'e1c1')
    assert all(b.piece_at(sq(s)) is None for s in ('b1', 'c1', 'd1'))
    mk = kingm(b); mr = frm(b, 'a1'); assert mk and mr
    case(4810, BO, 'jobava-london-the-a1-rook-went-to-b1-and-back-then-white-castles-on-the-queens-side',
      "A Jobava London (1. d4 d5 2. Nc3 Nf6 3. Bf4): White's a1 rook went to b1 and back; on move 7 White castles on the queen's side with it; Black claims at once: law 6, Black may insist on a king or a rook move",
      "1. d4 d5 2. Nc3 Nf6 3. Bf4 e6 4. Rb1 Be7 5. Ra1 O-O 6. Qd2 c5, then White castles on the queen's side ({[%move e1c1]}) with the rook that has moved (asserted: no queen's-side castling right is left, and the move is not lawful; b1, c1 and d1 are empty). Black claims at once.",
      ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» The rook has moved. The adversary chooses which piece (A12). Black has not played, so law 7's window is open.",
       "Upheld: move-king, move-rook (each from the position before the castling: the king's and the a1 rook's lawful moves), Black electing."],
      pre + [('raw', 'e1c1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'], moves={'move-king': mk, 'move-rook': mr})

    pre = P('RT', 14)
    b = after(None, pre)
    assert illegal(b, 'd3e5') and b.piece_at(sq('e5')).symbol() == 'q'
    b2 = raw(b, 'd3e5'); assert b2.is_check()
    assert b2.parse_san('Be7') in b2.legal_moves
    case(4811, BO, 'reti-tartakower-8-the-d3-queen-leaps-onto-blacks-queen-black-covers-then-claims',
      "Reti-Tartakower: at move 8 White's d3 queen takes Black's queen on e5 with a knight's leap and says check; Black covers with 8...Be7 and only then claims; White pleads that the claim is too late: upheld",
      "Reti v Tartakower, Vienna 1910, to 7...Qxe5. White's queen goes d3-e5, taking Black's queen ({[%move d3e5]}): a knight's leap, not a queen's move (asserted unlawful). From e5 it checks the e8 king (asserted) and White says check. Black covers with 8...Be7 (lawful, asserted) and then claims the false move. White pleads lateness.",
      ['7'],
      ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black played 8...Be7 before he complained. However large the fault (a queen taken by a leap), the move cannot now be recalled, and the position stands as it is.",
       "White's plea upheld: no-penalty-time-barred. Every code with a deadline agrees (twenty-laws 3 and 11, Philidor VIII, London XXV)."],
      pre + [('raw', 'd3e5', 'check'), 'Be7'], 'late-claim', 'white', 'upheld', game='RT',
      remedies=['no-penalty-time-barred'], cites=['7'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6']
    b = after(None, pre); assert illegal(b, 'c4c5')
    b2 = after(None, pre + [('raw', 'c4c5'), 'd6'])
    m = b2.parse_san('Be3'); assert m.from_square == sq('c5') and m in b2.legal_moves
    light = lambda s: (chess.square_file(sq(s)) + chess.square_rank(sq(s))) % 2 == 1
    assert light('c4') and not light('c5') and not light('e3')
    case(4812, BO, 'italian-the-light-bishop-slid-onto-c5-unnoticed-then-5-be3-black-calls-it-false',
      "Italian game: White's light-squared bishop slides c4-c5 like a rook and Black plays on; next move the bishop goes c5-e3 on the dark squares; Black calls that move false: dismissed",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6; White's bishop slides c4-c5 ({[%move c4c5]}), a rook's move from a light square to a dark one (asserted unlawful). Black does not notice and plays 4...d6. White then plays 5. Be3, the bishop going c5-d4-e3 (asserted: lawful on the board as it stands). Black now claims that 5. Be3 is a false move, since White's light-squared bishop cannot travel on the dark squares.",
      ['7'],
      ["The slide to c5 was a false move, but Black played 4...d6 before noticing it. Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» The bishop's standing on c5 is therefore part of the position, as if it had come there lawfully.",
       "The move now complained of, c5-e3, is a bishop's move along a clear diagonal. Nothing in the code ties a bishop to the colour it began on; it ties it to its way of moving. Dismissed. Law 7 is glossed with the reading that a false move not recalled in time stands for every later purpose (compare Philidor VIII: «so the postion must remain, as if such irregular move, not revoked in time, had been just»)."],
      pre + [('raw', 'c4c5'), 'd6', 'Be3'], 'false-move', 'black', 'dismissed', cites=['7'], glossed=['7'])

    # ======================= philidor 4813-4818
    pre = ['e3', 'd5', 'Nf3', 'Nf6', 'Be2', 'c5', 'O-O', 'Nc6']
    b = after(None, pre)
    assert illegal(b, 'e3e5') and b.piece_at(sq('e4')) is None and b.piece_at(sq('e5')) is None
    mk = kingm(b); assert mk == ['Kh1']
    case(4813, PH, 'the-e-pawn-already-on-e3-steps-two-squares-to-e5',
      "White's e-pawn, which made its first move 1. e3, steps two squares from e3 to e5 on move 5; Black claims at once: rules VIII and X, White must play his king",
      "1. e3 d5 2. Nf3 Nf6 3. Be2 c5 4. O-O Nc6; White's e-pawn goes e3-e5 in one move ({[%move e3e5]}), over an empty e4 (asserted unlawful). Black claims at once. In the position before, White's only king move is Kh1 (asserted).",
      ['X', 'VIII', 'VI'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move». This pawn's first move was 1. e3; the two-square step from e3 is a false move. Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» Rule VI: «must play your King if you can.» Black has not moved, so the move can still be recalled.",
       "Upheld: move-king (Kh1), Black electing. Cited in the order of earlier Philidor cases on a false two-square step: VIII, X, VI."],
      pre + [('raw', 'e3e5')], 'false-move', 'black', 'upheld',
      remedies=['move-king'], elector='black', cites=['VIII', 'X', 'VI'], moves={'move-king': mk})

    pre = ['d4', 'd5', 'c4', 'dxc4', 'Nc3', 'Nf6', 'Bg5', 'Bf5', 'Qa4+', 'c6', 'Qxc4', 'e6']
    b = after(None, pre)
    m = b.parse_san('O-O-O'); assert m in b.legal_moves and not b.is_check()
    assert b.is_attacked_by(chess.BLACK, sq('b1')) and not any(b.is_attacked_by(chess.BLACK, sq(s)) for s in ('e1', 'd1', 'c1'))
    case(4814, PH, 'queens-gambit-accepted-white-castles-long-with-b1-under-the-f5-bishop',
      "Queen's Gambit Accepted: White castles on the queen's side while Black's f5 bishop commands b1, which only the rook crosses; Black claims: dismissed",
      "1. d4 d5 2. c4 dxc4 3. Nc3 Nf6 4. Bg5 Bf5 5. Qa4+ c6 6. Qxc4 e6 7. O-O-O. The f5 bishop commands b1 (asserted); e1, d1 and c1, the squares the king stands on, passes and reaches, are not attacked, the king is not in check, and neither king nor rook has moved (asserted: a lawful castling). Black claims that castling across an attacked b1 is forbidden." + CHK,
      ['XII', 'XI'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a check, not with a Rook which has been removed from its place». Only the king's passage counts; b1 is a square the rook crosses, and rule XI describes the castling made: «the Rook with which he castles must take its place next to the King».",
       "Dismissed, citing XII. The same answer under Acknowledged IX.4 and London XVI.4, which speak only of the square «the King» passes over."],
      pre + ['O-O-O'], 'illegal-castling', 'black', 'dismissed', cites=['XII'])

    pre = P('LM', 41)
    b = after(None, pre); assert illegal(b, 'c3e2') and b.piece_at(sq('e2')) is None
    b2 = raw(b, 'c3e2'); assert not b2.is_check() and b2.parse_san('Qg5') in b2.legal_moves
    case(4815, PH, 'levitsky-marshall-21-the-c3-queen-leaps-to-e2-white-replies-22-qg5-then-claims',
      "Levitsky-Marshall: at move 21 Black's c3 queen leaps to e2 like a knight; White replies 22. Qg5 and only then claims: rule VIII, the false move cannot be recalled after the adversary's next move",
      "Levitsky v Marshall, Breslau 1912, to 21. Re5. Black's queen goes c3-e2 ({[%move c3e2]}), a knight's leap (asserted unlawful; it gives no check). White plays 22. Qg5 (lawful on that board, asserted) and then claims the false move.",
      ['VIII'],
      ["Rule VIII: «but no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» White's 22. Qg5 was the adversary's next move. Out of time; the queen stays on e2 as if it had come there lawfully.",
       "Out of time, citing VIII."],
      pre + [('raw', 'c3e2'), 'Qg5'], 'false-move', 'white', 'out-of-time', game='LM', cites=['VIII'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'O-O', 'Nf6']
    b = after(None, pre)
    assert b.piece_at(sq('f6')).symbol() == 'n' and onto(b, 'f6') == [] and kingm(b) == ['Kh1']
    mk = kingm(b)
    case(4816, PH, 'giuoco-piano-5-white-moves-blacks-f6-knight-to-g4',
      "Giuoco Piano: at move 5 White picks up Black's f6 knight and sets it on g4; Black claims: Philidor has no rule on moving an adversary's man; by analogy with rule VI, the knight cannot be taken, so White plays his king",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6; White, on his turn, moves Black's f6 knight to g4 ({[%move f6g4 white]}). Black claims at once. In the position before, no White man can take on f6 (asserted), and White's only king move is Kh1 (asserted).",
      ['VI', (TW, '2'), (LO, 'X')],
      ["Philidor's rules provide for touching an adversary's piece, not for moving one. Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» Philidor has no rule sending unprovided points to a third person.",
       "A man moved was first touched, so by analogy with VI (and with twenty-laws 2 and London X, which provide for the very act): the knight is put back on f6, and since it cannot be taken White must play his king. No law provides; replace-and-capture is offered but cannot be enforced, replace-and-move-king (Kh1) can; Black elects; VI glossed (a moved man is a touched one)."],
      pre + [('adv', 'f6g4', 'white')], 'moved-adversary-man', 'black', 'no-law-provides',
      remedies=['replace-and-capture', 'replace-and-move-king'], elector='black', cites=['VI'], glossed=['VI'],
      unenforceable=['replace-and-capture'], moves={'replace-and-move-king': mk})

    fen = '3r2k1/1P3ppp/8/8/8/8/5PPP/6K1 w - - 0 1'
    b = chess.Board(fen)
    assert illegal(b, 'b7a8q') and b.piece_at(sq('a8')) is None
    b2 = raw(b, 'b7a8q'); assert b2.piece_at(sq('a8')).symbol() == 'Q'
    mk = kingm(b); assert mk == ['Kf1', 'Kh1']
    case(4817, PH, 'the-b7-pawn-goes-slantwise-to-an-empty-a8-and-is-made-a-queen',
      "Rook ending: White's b7 pawn goes slantwise to the empty a8 square and is made a queen; Black claims at once: rule VIII, White must play his king",
      "White Kg1, pawns b7, f2, g2, h2; Black Kg8, Rd8, pawns f7, g7, h7; White to move. The pawn goes b7-a8 and is exchanged for a queen ({[%move b7a8q]}): a slanting step with nothing to take (asserted unlawful; a8 is empty). Black claims at once. In the position before, White's king may go to f1 or h1 (asserted).",
      ['IX', 'VIII', 'VI'],
      ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or any other Piece that shall be thought proper». It gives the exchange to a pawn that has reached the last square by a pawn's move; it does not make a pawn's slanting step without a capture a lawful move. The move is false, and rule VIII applies: «Whoever makes a false move, must play his King, as in Rule VI.»",
       "Upheld: move-king (Kf1, Kh1), Black electing, citing VIII and VI. IX is quoted but not cited: the ruling does not rest on it, since the exchange was made and the fault lies in the pawn's movement, which IX does not govern. (Earlier Philidor cases cite IX first where the exchange itself was at fault: a pawn left unexchanged, or made a king.)"],
      [('raw', 'b7a8q')], 'false-move', 'black', 'upheld', start=fen,
      remedies=['move-king'], elector='black', cites=['VIII', 'VI'], moves={'move-king': mk})

    pre = P('LEGAL', 11)
    b = after(None, pre)
    assert b.is_check() and illegal(b, 'e8f7') and b.is_attacked_by(chess.WHITE, sq('f7'))
    assert b.attackers(chess.WHITE, sq('f7')) & chess.BB_SQUARES[sq('e5')]
    mk = kingm(b); assert mk == ['Ke7']
    case(4818, PH, 'legals-mate-6-kxf7-the-king-takes-the-bishop-guarded-by-the-e5-knight',
      "Legal's mate, with 6...Kxf7: Black's king takes the checking bishop on f7, which White's e5 knight guards; White claims at once: rule VIII, Black must play his king, and his only king move is Ke7",
      "Legal de Kermur v Saint Brie, Paris 1750, to 6. Bxf7+ (check said). Black's king takes the bishop ({[%move e8f7]}), but f7 is guarded by the e5 knight (asserted: not a lawful move). White claims at once. In the position before, Black, in check, has one lawful king move, Ke7 (asserted), the move played in the game.",
      ['VIII', 'VI'],
      ["A king may not take a guarded man: the capture puts him in check, a movement no law allows. Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» Here the false move was the king's own; the king is put back on e8 with the bishop, and must make a king move all the same (A36).",
       "Upheld: move-king (Ke7), White electing; VIII glossed: the king move is made after the false move is taken back. The game then goes on as it did in 1750: 7. Nd5 mate."],
      pre + [('raw', 'e8f7')], 'illegal-capture', 'white', 'upheld', game='LEGAL',
      remedies=['move-king'], elector='white', cites=['VIII', 'VI'], glossed=['VIII'], moves={'move-king': mk})

    # ======================= acknowledged-laws 4819-4824
    pre = P('EVER', 25)
    b = after(None, pre)
    assert b.turn == chess.BLACK and illegal(b, 'g6b1') and b.piece_at(sq('d3')).symbol() == 'p' and b.piece_at(sq('b1')).symbol() == 'N'
    cap = onto(b, 'b1'); mc = frm(b, 'g6'); mk = kingm(b); assert cap == ['Rxb1'] and mc and mk
    assert not raw(b, 'g6b1').is_check()
    case(4819, AC, 'evergreen-game-13-the-g6-queen-takes-the-b1-knight-over-its-own-d3-pawn',
      "The Evergreen game: at move 13 Black's g6 queen takes the b1 knight along the diagonal, over his own d3 pawn; White claims: the VII menu, with the capture made by the b8 rook",
      "Anderssen v Dufresne, Berlin 1852, to 13. Qa4. Black's queen goes g6-b1 taking White's knight ({[%move g6b1]}), passing over his own pawn on d3 (asserted unlawful; no check results). White claims at once. In the position before, the b8 rook can lawfully take on b1 (Rxb1, asserted); the queen and the e8 king have lawful moves (asserted).",
      ['VII'],
      ["Acknowledged VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The queen's leap is an illegal move. The menu is cut to what fits the offence (A23): «take the man» with a man that can lawfully take it, «make the right move» with the queen, «move his King», or replace and make any legal move.",
       "Upheld: capture-with-legal-capturer (Rxb1), move-correctly (the queen's lawful moves), move-king, replace-and-move-legally, White electing; VII glossed (A23)."],
      pre + [('raw', 'g6b1')], 'illegal-capture', 'white', 'upheld', game='EVER',
      remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'], glossed=['VII'],
      moves={'capture-with-legal-capturer': cap, 'move-correctly': mc, 'move-king': mk})

    pre = ['d4', 'd5', 'c4', 'dxc4', 'e3', 'b5', 'a4', 'c6']
    b = after(None, pre)
    cap = onto(b, 'b5'); mk = kingm(b); assert cap == ['axb5'] and mk == ['Kd2', 'Ke2']
    case(4820, AC, 'queens-gambit-accepted-5-white-pushes-blacks-b5-pawn-to-b4',
      "Queen's Gambit Accepted: at move 5 White pushes Black's b5 pawn on to b4 instead of taking it; Black claims: the VII menu, the pawn put back and taken",
      "1. d4 d5 2. c4 dxc4 3. e3 b5 4. a4 c6; White, on his turn, moves Black's b5 pawn to b4 ({[%move b5b4 white]}). Black claims at once. In the position before, the a4 pawn could take on b5 (axb5, asserted), and the e1 king could go to d2 or e2 (asserted; castling was not possible).",
      ['VII'],
      ["Acknowledged VII reaches the man of the opponent: «or touch a wrong man, or one of his opponent's men ... his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» A man moved is a man touched. Of the menu, «take the man» (put back, then taken), «move his King» and «replace the piece and make a legal move» fit the offence; «make the right move» has no meaning for an adversary's man (A23).",
       "Upheld: compel-capture-of-touched-man (axb5), move-king (Kd2, Ke2), replace-and-move-legally, Black electing."],
      pre + [('adv', 'b5b4', 'white')], 'moved-adversary-man', 'black', 'upheld',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      moves={'compel-capture-of-touched-man': cap, 'move-king': mk})

    pre = ['d4', 'd5', 'Bg5', 'h6', 'Bh4', 'c6', 'Qd3', 'Qb6']
    b = after(None, pre)
    assert b.piece_at(sq('b1')).symbol() == 'N' and illegal(b, 'e1c1') and b.has_queenside_castling_rights(chess.WHITE)
    assert not b.is_check() and not any(b.is_attacked_by(chess.BLACK, sq(s)) for s in ('d1', 'c1'))
    case(4821, AC, 'queens-pawn-2-bg5-white-castles-long-with-the-b1-knight-still-between',
      "Queen's pawn opening: White castles on the queen's side with his b1 knight still at home, the rook leaping it; Black claims: IX.3, with the VII menu",
      "1. d4 d5 2. Bg5 h6 3. Bh4 c6 4. Qd3 Qb6, then White castles on the queen's side ({[%move e1c1]}): the king goes to c1 and the rook to d1, over the knight that still stands on b1 (asserted: not lawful). Neither king nor rook has moved, the king is not in check and d1 and c1 are not attacked (asserted), so the only bar is the man between. Black claims at once.",
      ['IX', 'VII'],
      ["Acknowledged IX: «A player cannot Castle under any of the following circumstances :—... 3. If there be any Piece between the King and Hook.» IX gives no penalty of its own; VII's menu applies to an illegal move (laws.md 4.1: illegal castling, «VII general»).",
       "Upheld: move-correctly, move-king, replace-and-move-legally, Black electing; VII glossed (A23: the menu cut to an illegal move by one's own men). No move lists are given for castling, as in earlier sets."],
      pre + [('raw', 'e1c1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'], glossed=['VII'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6']
    b = after(None, pre); assert illegal(b, 'f3f5')
    b2 = after(None, pre + [('raw', 'f3f5'), 'd6', 'd3']); assert illegal(b2, 'd6d4') and b2.piece_at(sq('d5')) is None
    b3 = after(None, pre + [('raw', 'f3f5'), 'd6', 'd3', ('raw', 'd6d4'), 'c3']); assert b3.turn == chess.BLACK
    case(4822, AC, 'two-knights-the-f3-knight-slid-to-f5-black-claims-two-moves-later-no-deadline',
      "Two Knights' defence: White's knight slides f3-f5 like a rook; Black plays on, himself steps his d-pawn d6-d4, and two moves later claims the knight's move; White pleads lateness: the Acknowledged Laws fix no deadline, and the plea is dismissed",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6; White's knight goes f3-f5 ({[%move f3f5]}), a rook's move (asserted unlawful). Black plays 4...d6, White 5. d3, and Black's d-pawn, already moved, steps two squares d6-d4 ({[%move d6d4]}, asserted unlawful). White plays 6. c3. Black now claims White's knight move; White pleads that the claim comes too late. The record holds two illegal moves, one by each side; White has not claimed Black's.",
      ['VII', (TW, '11'), (LO, 'XXV')],
      ["Acknowledged VII gives the adversary his menu for an illegal move and sets no time within which he must ask for it. The only time limit in the code is the exception to X, and it concerns a check not cried. Compare twenty-laws 11 («nor can any such be retraced, after the adversary has moved a piece») and London XXV («before he touches a Piece or Pawn»): this code has nothing of the kind.",
       "White's plea of lateness has no law behind it: dismissed, citing VII, glossed with the reading that VII states no deadline (as the earlier Acknowledged late-claim cases read it). The position reached since, Black's own illegal d6-d4 included, is a matter for any claim White may make; he has made none."],
      pre + [('raw', 'f3f5'), 'd6', 'd3', ('raw', 'd6d4'), 'c3'], 'late-claim', 'white', 'dismissed', cites=['VII'], glossed=['VII'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5', 'Bb3', 'd6', 'c3', 'O-O', 'h3']
    b = after(None, pre)
    assert b.piece_at(sq('c8')).symbol() == 'b' and b.piece_at(sq('b8')) is None and illegal(b, 'a8c8')
    mc = frm(b, 'a8'); mk = kingm(b); assert mc and mk
    case(4823, AC, 'ruy-lopez-the-a8-rook-comes-down-on-its-own-c8-bishop',
      "Ruy Lopez, closed: on move 9 Black's a8 rook slides along the back rank onto his own c8 bishop, which he takes off; White claims: the VII menu for taking one's own man",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3; Black's a8 rook goes to c8 ({[%move a8c8]}), where his own bishop stood, and the bishop is taken off (asserted unlawful). White claims at once. The rook and the g8 king have lawful moves in the position before (asserted).",
      ['VII'],
      ["Acknowledged VII names the act: «If a player take one of his own men by mistake ... his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» For one's own man the menu is cut (A23): «take the man» has no sense (it is his own), leaving «make the right move» with the rook, «move his King», or replace and make a legal move.",
       "Upheld: move-correctly (the rook's lawful moves), move-king, replace-and-move-legally, White electing; VII glossed."],
      pre + [('raw', 'a8c8')], 'own-man-taken-or-wrong-man', 'white', 'upheld',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'], glossed=['VII'],
      moves={'move-correctly': mc, 'move-king': mk})

    pre = ['d4', 'd5', 'c4', 'e5', 'dxe5', 'd4', 'e4', 'dxe3']
    b0 = after(None, pre[:7]); m = b0.parse_san('dxe3'); assert b0.is_en_passant(m)
    case(4824, AC, 'albin-counter-gambit-4-e4-taken-in-passing-white-calls-it-illegal',
      "Albin Counter-gambit: White's e-pawn steps two squares past Black's d4 pawn, which takes it in passing; White calls the capture illegal: dismissed",
      "1. d4 d5 2. c4 e5 3. dxe5 d4 4. e4 dxe3, Black's d4 pawn taking White's e-pawn in passing on the very next move (asserted: python-chess reads dxe3 here as en passant). White claims the capture is illegal.",
      ['VIII'],
      ["Acknowledged VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square.» Had the e-pawn gone to e3 only, the d4 pawn could have taken it there. The capture is the one VIII allows, made at once.",
       "Dismissed, citing VIII."],
      pre, 'en-passant', 'white', 'dismissed', cites=['VIII'])

    # ======================= london-1847 4825-4830
    pre = P('LT', 17)
    b = after(None, pre)
    assert b.turn == chess.BLACK and b.piece_at(sq('e5')).symbol() == 'N'
    cap = onto(b, 'e5'); mk = kingm(b); assert cap == ['Bxe5'] and mk == ['Kh8']
    assert not raw(b, 'e5g4').is_check()
    case(4825, LO, 'lasker-thomas-9-black-moves-whites-e5-knight-to-g4',
      "Lasker-Thomas: at move 9 Black, instead of 9...Bb7, picks up White's e5 knight and sets it on g4; White claims at once: law X, three options at White's choice",
      "Ed. Lasker v Thomas, London 1912, to 9. Bd3. Black, on his turn, moves White's e5 knight to g4 ({[%move e5g4 black]}). White claims before touching anything. In the position before, Black's f6 bishop could take the knight on e5 (Bxe5, asserted), and the g8 king's only lawful move is Kh8 (asserted: f7 is covered by the knight).",
      ['X', 'XXV'],
      ["London X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» White has touched nothing, so XXV lets him inflict the penalty.",
       "Upheld: replace-and-move-king (Kh8), replace-and-capture (Bxe5), leave-as-played, in the law's order, White electing."],
      pre + [('adv', 'e5g4', 'black')], 'moved-adversary-man', 'white', 'upheld', game='LT',
      remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='white', cites=['X', 'XXV'],
      moves={'replace-and-move-king': mk, 'replace-and-capture': cap})

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'c3', 'Nf6', 'd4', 'exd4', 'cxd4', 'Bb4+']
    b = after(None, pre)
    assert b.is_check() and illegal(b, 'e1g1') and b.has_kingside_castling_rights(chess.WHITE)
    mk = kingm(b, castling=False); mr = frm(b, 'h1'); assert mr == [] and mk
    case(4826, LO, 'giuoco-piano-greco-6-bb4-check-white-castles-out-of-it',
      "Giuoco Piano, Greco's line: 6...Bb4+ is announced and White castles out of the check; Black claims at once: XVI.2, three penalties, and the rook cannot move",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ (check said); White castles on the king's side ({[%move e1g1]}) with his king in check (asserted; king and rook unmoved, so the only bar is the check). Black claims at once. In the position before, the king has lawful moves other than castling (asserted), and the h1 rook has none, since no rook move meets the check (asserted).",
      ['XVI', 'XXV'],
      ["London XVI: «A player cannot castle in the following cases: 1. If the King or Rook have been moved. 2. If the King be in check. ... Should a player castle in any of the above cases, his adver sary has the choice of three penalties; viz., 1st, of insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook.» Black has touched nothing (XXV).",
       "Upheld: let-castling-stand, move-king-no-castling (the king's lawful moves, castling excluded, A31), move-rook, Black electing. The third penalty cannot be enforced: with the king in check no rook move is lawful. XVI glossed (A31)."],
      pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'], glossed=['XVI'],
      unenforceable=['move-rook'], moves={'move-king-no-castling': mk})

    pre = P('LT', 17)
    b = after(None, pre)
    assert illegal(b, 'b6b4') and b.piece_at(sq('b6')).symbol() == 'p' and b.piece_at(sq('b5')) is None and b.piece_at(sq('b4')) is None
    mc = frm(b, 'b6'); mk = kingm(b); assert mc == ['b5'] and mk == ['Kh8']
    case(4827, LO, 'lasker-thomas-9-the-b6-pawn-steps-two-squares-to-b4',
      "Lasker-Thomas: Black's b-pawn, which moved to b6 on move 7, steps two squares from b6 to b4 on move 9; White claims at once: XIII with XV, three penalties",
      "Ed. Lasker v Thomas, London 1912, to 9. Bd3. Black's pawn, which made its first move 7...b6, goes b6-b4 ({[%move b6b4]}; asserted unlawful, b5 and b4 empty). White claims at once. In the position before, the pawn's lawful move is b5 and the king's is Kh8 (asserted).",
      ['XIII', 'XV', 'XXV'],
      ["London XV: «When a Pawn is first moved in a game, it may be played one or two squares». This pawn was first moved on move 7; b4 is a square «to which it cannot legally be moved» (XIII). XIII's three penalties follow, and White has touched nothing (XXV).",
       "Upheld: leave-as-played, move-correctly (b5), replace-and-move-king (Kh8), White electing; XV glossed (the first move is a fact of the pawn's history)."],
      pre + [('raw', 'b6b4')], 'false-move', 'white', 'upheld', game='LT',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='white', cites=['XIII', 'XV', 'XXV'], glossed=['XV'],
      moves={'move-correctly': mc, 'replace-and-move-king': mk})

    pre = P('OPERA', 17)
    b = after(None, pre)
    assert b.turn == chess.BLACK and illegal(b, 'b8d6') and b.piece_at(sq('d6')) is None
    case(4828, LO, 'opera-game-9-the-b8-knight-goes-to-d6-white-touches-his-queen-then-claims',
      "The Opera game: at move 9 Black's b8 knight goes to d6, no knight's move; White touches his b3 queen and then claims: XXV, out of time",
      "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 9. Bg5. Black moves his b8 knight to d6 ({[%move b8d6]}), two files and two ranks (asserted unlawful). White touches his queen on b3 ({[%touch b3]}) and then claims the false move." + CHK,
      ['XIII', 'XXV'],
      ["The move is false under XIII. But London XXV: «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» White touched his queen first (A34: any touch by the claimant).",
       "Out of time, citing XIII and XXV, XXV glossed. Under the twenty laws, Boy's Own and Philidor the claim would still be in time, since White has not played."],
      pre + [('raw', 'b8d6'), ('ev', '[%touch b3]')], 'false-move', 'white', 'out-of-time', game='OPERA',
      cites=['XIII', 'XXV'], glossed=['XXV'])

    pre = P('SVB', 26)
    b = after(None, pre)
    assert b.piece_at(sq('d1')).symbol() == 'Q' and b.piece_at(sq('e1')) is None and illegal(b, 'f1d1')
    me = san_list(b, [m for m in b.legal_moves if m.from_square in (sq('f1'), sq('d1'))])
    assert me
    case(4829, LO, 'steinitz-von-bardeleben-14-the-f1-rook-slides-onto-its-own-d1-queen',
      "Steinitz-von Bardeleben: at move 14, meaning Re1, White slides his f1 rook past e1 onto his own queen on d1 and takes her off; Black claims at once: law XII, either man must be moved",
      "Steinitz v von Bardeleben, Hastings 1895, to 13...Nxe7. White's f1 rook goes to d1 ({[%move f1d1]}), where his own queen stood, and the queen is taken off (asserted unlawful). Black claims at once. In the position before, the rook and the queen have lawful moves (asserted).",
      ['XII', 'XXV'],
      ["London XII: «Should a player take one of his own men with another, his adversary has the option of obliging him to move either.» The two men are put back and White must move the rook or the queen, as Black chooses. Black has touched nothing (XXV).",
       "Upheld: move-either-own-man, Black electing; the moves are the lawful moves of the f1 rook and the d1 queen in the position before."],
      pre + [('raw', 'f1d1')], 'own-man-taken-or-wrong-man', 'black', 'upheld', game='SVB',
      remedies=['move-either-own-man'], elector='black', cites=['XII', 'XXV'], moves={'move-either-own-man': me})

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'O-O', 'Nf6', 'h3', 'd6']
    b = after(None, pre); assert illegal(b, 'h3h5')
    pre2 = pre + [('raw', 'h3h5'), 'Ng4', 'd3', 'Bxf2+']
    b2 = after(None, pre2)
    assert b2.is_check() and illegal(b2, 'g1f2') and b2.attackers(chess.BLACK, sq('f2')) & chess.BB_SQUARES[sq('g4')]
    cap = onto(b2, 'f2'); mt = kingm(b2); assert cap == ['Rxf2'] and mt == ['Kh1']
    case(4830, LO, 'italian-the-h-pawn-leapt-h3-h5-unclaimed-later-kxf2-takes-a-guarded-bishop',
      "Italian game: White's h-pawn leaps h3-h5 and Black plays on; two moves later the white king takes the checking bishop on f2, which the g4 knight guards; Black claims at once: law XI, take it with the rook, or move the king",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. h3 d6; White's h-pawn goes h3-h5 ({[%move h3h5]}, asserted unlawful). Black plays on, 6...Ng4; 7. d3 Bxf2+ (check said). White's king takes the bishop ({[%move g1f2]}), but f2 is guarded by the g4 knight (asserted unlawful). Black claims at once. In the position before the capture, the f1 rook can lawfully take on f2 (Rxf2) and the king's only lawful move is Kh1 (asserted). The record holds two irregular moves by White; the claim concerns the capture.",
      ['XI', 'XXV'],
      ["The h-pawn's leap stands: Black touched and moved his knight before noticing it (XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty»).",
       "The capture on f2 is a different act, claimed before Black touched anything. London XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own Piece or Pawn which he touched.» The king cannot take the guarded bishop; the rook can.",
       "Upheld: capture-with-legal-capturer (Rxf2), move-touched-capturer (the king: Kh1), Black electing."],
      pre2 + [('raw', 'g1f2')], 'illegal-capture', 'black', 'upheld',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['XI', 'XXV'],
      moves={'capture-with-legal-capturer': cap, 'move-touched-capturer': mt})
