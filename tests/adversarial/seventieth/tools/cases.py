"""The thirty cases of the seventieth set: false moves and what follows them. Every board fact used below is
asserted here, with python-chess."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
W, B = chess.WHITE, chess.BLACK
def CLUB():
    return [('Event', 'Club game'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'),
            ('Result', '*')]

def write_all(case, after, P, frm, kingm, onto):
    from lib import san_list
    def legal_all(b): return san_list(b, list(b.legal_moves))
    pc = lambda b, s: b.piece_at(S(s))
    # ------------------------------------------------------------ Adams-Torre, New Orleans 1920
    AT16 = P('AT', 16)                                   # to 8...Be7; White to play his 9th
    b16 = after(None, AT16)
    assert pc(b16, 'c3') == chess.Piece(chess.KNIGHT, W) and pc(b16, 'c5') is None and pc(b16, 'c4') is None
    N_C3 = frm(b16, 'c3'); K16 = kingm(b16)
    assert 'Nc5' not in N_C3 and K16 == ['Kh1']
    KN = AT16 + [('raw', 'c3c5')]                          # the c3 knight goes straight up the file to c5
    KN_ADJ = KN + [('ev', '[%adjust c5 white]')]          # and White at once says j'adoube over it
    AT32 = P('AT', 32)                                   # to 16...Qd7; White to play his 17th
    b32 = after(None, AT32)
    assert pc(b32, 'f2') == chess.Piece(chess.PAWN, W) and pc(b32, 'd4') == chess.Piece(chess.QUEEN, W)
    assert pc(b32, 'e3') is None
    Q_D4_32 = frm(b32, 'd4'); P_F2 = frm(b32, 'f2'); K32 = kingm(b32)
    assert K32 == ['Kf1', 'Kh1'] and P_F2 == []
    EITHER = san_list(b32, [m for m in b32.legal_moves if m.from_square in (S('d4'), S('f2'))])
    OWN = AT32 + [('raw', 'd4f2')]                       # the queen comes down the diagonal onto her own f2 pawn
    AT34 = P('AT', 34)                                   # to 17...Bxf6; White to play his 18th
    b34 = after(None, AT34)
    Q_D4 = frm(b34, 'd4'); K34 = kingm(b34)
    assert 'Qb5' not in Q_D4 and pc(b34, 'b5') is None and K34 == ['Kf1', 'Kh1']
    QN = AT34 + [('raw', 'd4b5')]                         # the queen leaps like a knight, d4-b5
    AT35 = P('AT', 35)                                   # to 18. Qg4
    BIS = AT35 + [('raw', 'f6f5'), 'Qh5', 'Bd3']          # the dark bishop steps straight to f5, a light square, and stays
    b = after(None, AT35 + [('raw', 'f6f5')])
    assert b.is_attacked_by(B, S('g4')) and (chess.square_file(S('f5')) + chess.square_rank(S('f5'))) % 2 == 1
    b = after(None, BIS); assert b.piece_at(S('d3')) == chess.Piece(chess.BISHOP, B) and b.turn == W
    AT36 = P('AT', 36)                                   # to 18...Qb5
    b36 = after(None, AT36); K36 = kingm(b36); assert K36 == ['Kf1', 'Kh1']
    PB = AT36 + [('raw', 'd5d4')]                         # the d5 pawn steps back to d4
    AT28 = P('AT', 28)                                   # to 14...a5
    b28 = after(None, AT28); assert pc(b28, 'd2') is None and pc(b28, 'c3') is None and 'Rc3' not in frm(b28, 'e1')
    RK = AT28 + [('raw', 'e1c3'), 'Rc8']                 # the e1 rook goes diagonally to c3; Black plays 15...Rc8
    AT39 = P('AT', 39)                                   # to 20. Qc7; Black to play
    b39 = after(None, AT39)
    CAP_C7 = onto(b39, 'c7'); K39 = kingm(b39)
    assert CAP_C7 == ['Qxc7', 'Rxc7'] and K39 == ['Kf8', 'Kh8']
    assert not b39.is_attacked_by(B, S('b6')) and pc(b39, 'b6') is None
    MQ = AT39 + [('rawp', 'c7b6', 'black')]             # Black, in his turn, sets White's c7 queen on b6
    bm = after(None, MQ); assert not bm.is_attacked_by(B, S('b6')) and bm.turn == W
    KG = AT39 + [('raw', 'g8g6'), 'a4']                  # Black's king leaps g8-g6 over its g7 pawn; 21. a4
    b = after(None, AT39 + [('raw', 'g8g6')]); assert not b.is_check() and b.turn == W
    b = after(None, KG); assert b.king(B) == S('g6') and b.turn == B
    AT45 = P('AT', 45)                                   # to 23. Qxb7, the published end
    b45 = after(None, AT45)
    CAP_B7 = onto(b45, 'b7'); R_C8 = frm(b45, 'c8'); K45 = kingm(b45)
    assert CAP_B7 == ['Qxb7'] and 'Rxb7' not in R_C8 and K45 == ['Kf8', 'Kh8'] and not b45.is_check()
    RX = AT45 + [('raw', 'c8b7')]                         # the c8 rook takes the b7 queen diagonally
    # ------------------------------------------------------------ Greco-NN, 1620
    GR23 = P('GR', 23)                                   # to 12. Qf7; Black to play, his h6 king without a square
    g23 = after(None, GR23)
    assert kingm(g23) == [] and not g23.is_check()
    assert onto(g23, 'a2') == [] and not g23.is_attacked_by(B, S('a4')) and pc(g23, 'a4') is None
    GP = GR23 + [('rawp', 'a2a4', 'black')]              # Black sets White's a2 pawn on a4
    assert not after(None, GP).is_attacked_by(B, S('a4'))
    GQ = GR23 + [('raw', 'd8e6')]                        # Black's queen leaps like a knight, d8-e6
    assert 'Qe6' not in frm(g23, 'd8')
    GB = GR23 + [('raw', 'b7b5')]                        # Black's b7 bishop goes straight down the file to b5
    assert pc(g23, 'b6') is None and pc(g23, 'b5') is None and 'Bb5' not in frm(g23, 'b7')
    GR20 = P('GR', 20)                                   # to 10...Kh6; White to play his 11th
    g20 = after(None, GR20)
    assert pc(g20, 'd2') == chess.Piece(chess.PAWN, W) and 'Bg5+' not in frm(g20, 'c1')
    GL = GR20 + [('raw', 'c1g5', 'check')]               # the c1 bishop leaps its own d2 pawn to g5, "check"
    g = after(None, GL); assert g.is_check() and [chess.square_name(s) for s in g.checkers()] == ['g5']
    assert 'Qxg5' in legal_all(g)
    GL_TAKE = GL + ['Qxg5']
    GL_TOUCH = GL + [('ev', '[%touch d8]')]
    # ------------------------------------------------------------ club records
    CST = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'Rg1', 'Bc5', 'Rh1', 'd6']
    c = after(None, CST)
    assert not c.has_kingside_castling_rights(W) and pc(c, 'f1') is None and pc(c, 'g1') is None
    K_CST = kingm(c); R_CST = frm(c, 'h1')
    assert K_CST == ['Kf1', 'Ke2'] and R_CST == ['Rf1', 'Rg1'] and not c.is_attacked_by(B, S('f1'))
    CASTLE = CST + [('raw', 'e1g1')]
    c = after(None, CASTLE); assert c.king(W) == S('g1') and pc(c, 'f1') == chess.Piece(chess.ROOK, W)
    CASTLE_ON = CASTLE + ['Bg4']
    FR = ['e4', 'e6', 'e5', 'd5', 'exd6']                 # the French: 3. exd6, taken in passing
    f = after(None, FR[:-1]); assert f.ep_square == S('d6') and f.is_en_passant(f.parse_san('exd6'))
    SX0 = ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qe5+', 'Ne4', 'Nf6']
    s0 = after(None, SX0); K_SX = kingm(s0)
    assert K_SX == ['Ke2'] and chess.Move.from_uci('e4d6') in s0.pseudo_legal_moves and chess.Move.from_uci('e4d6') not in s0.legal_moves
    SX = SX0 + [('raw', 'e4d6', 'check')]
    s1 = after(None, SX); assert s1.is_attacked_by(B, S('e1')) and s1.is_attacked_by(W, S('e8'))

    F_AT = "Adams-Torre, New Orleans 1920, the published moves"
    F_KN = (f"{F_AT} to 8...Be7. For his 9th move (9. Nd5 in the game) White lifts his c3 knight and sets it on c5, two "
            "squares straight up the file, and lets it go. The knight's lawful moves from c3 are " + ', '.join(N_C3) + " (python-chess).")
    F_OWN = (f"{F_AT} to 16...Qd7. For his 17th move (17. Bxf6 in the game) White's d4 queen comes down the diagonal onto "
             "his own f2 pawn, which he lifts off the board.")
    F_MQ = (f"{F_AT} to 20. Qc7, which attacks Black's d7 queen. For his 20th move (20...Qb5 in the game) Black, in his "
            "own turn, lifts White's queen from c7 and sets it on b6, where nothing of Black's attacks it. On c7 it could "
            "be taken by " + ' or '.join(CAP_C7) + "; Black's king has " + ', '.join(K39) + " (python-chess).")
    F_RX = (f"{F_AT} to 23. Qxb7, the published end (Torre resigned). Black, instead, takes the b7 queen with his c8 rook, "
            "which goes diagonally, like a bishop. The one man that could take the queen lawfully is Black's b5 queen (Qxb7); "
            "the c8 rook's lawful moves are " + ', '.join(R_C8) + "; Black's king has " + ', '.join(K45) + " (python-chess).")
    F_CST = ("A club Italian game: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Rg1 Bc5 5. Rh1 d6, the h1 rook having gone to g1 "
             "and back; then White castles on the king's side, king to g1, rook to f1. Before it, the king's lawful moves "
             "were Kf1 and Ke2, the rook's Rf1 and Rg1 (python-chess).")
    F_GR23 = ("Greco-NN (1620), the published moves to 12. Qf7 (Damiano's defence). Black's king on h6 has no square: g7, "
              "h7 and g6 are attacked by the f7 queen, g5 and h5 hold his own pawns (python-chess).")
    F_GL = ("Greco-NN (1620), the published moves to 10...Kh6. For his 11th move (11. d4+ in the game) White's c1 bishop "
            "passes over his own d2 pawn to g5 and White says check.")

    # ======================================================== twenty-laws 7001-7006
    case(7001, TW, 'adams-torre-18-the-d4-queen-leaps-like-a-knight-to-b5-black-claims-at-once',
      "Adams-Torre: for his 18th move White's d4 queen leaps like a knight to b5; Black claims at once: law 3's three penalties, Black electing",
      f"{F_AT} to 17...Bxf6. For his 18th move (18. Qg4 in the game) White's queen goes from d4 to b5, a knight's leap. "
      "Black claims at once. The queen's lawful moves from d4 are " + ', '.join(Q_D4) + "; White's king has " + ', '.join(K34) + " (python-chess).",
      ['3', '11'],
      ["Law 3: a false move is «giving to a piece a movement not consistent with its laws», and «you may be compelled "
       "either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the "
       "king». The adversary compels, so Black elects among the three. Black has not played, so law 11's bar («after the "
       "adversary has moved a piece») has not fallen. The natural moves are the queen's lawful moves from d4; the king's are "
       "Kf1 and Kh1."],
      QN, 'false-move', 'black', 'upheld', game='AT',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11'],
      moves={'move-correctly': Q_D4, 'replace-and-move-king': K34})
    case(7002, TW, 'adams-torre-9-the-c3-knight-goes-straight-to-c5-white-says-jadoube-and-asks-to-put-it-back',
      "Adams-Torre: for his 9th move White sets his c3 knight on c5, straight up the file, then at once says j'adoube and asks to put it back and play 9. Nd5; dismissed",
      F_KN + " White at once says j'adoube over the knight and asks to set it back on c3 and play another move.",
      ['1'],
      ["Law 1 lets «Any men displaced by accident, or moved in error» be restored «if the error be immediately "
       "acknowledged, by saying “j'adoube”», but in the same law «if you have placed it, which is understood by having "
       "quitted your hold, you cannot then recal the move». laws.md A4 reads the restoring clause as covering only men "
       "displaced by accident: a move made and quitted, false or not, is not a displacement, and the j'adoube said after "
       "it takes nothing back. The false move stands at White's request only if Black lets it; what Black may claim under "
       "law 3 is his, not White's. White's adjustment claim is dismissed."],
      KN_ADJ, 'adjustment-claim', 'white', 'dismissed', game='AT', cites=['1'], glossed=['1'])
    case(7003, TW, 'greco-12-qf7-black-sets-whites-a2-pawn-on-a4-no-capture-and-no-king-move-can-be-had',
      "Greco-NN: after 12. Qf7 Black, in his own turn, sets White's a2 pawn on a4; it is en prise neither there nor on a2, and Black's king has no square: only «leave it» can be had",
      F_GR23 + " For his 12th move (12...Qe7 in the game) Black lifts White's a2 pawn and sets it on a4. Nothing of Black's "
      "attacks a4 or a2. White claims at once.",
      ['2', '11', '18'],
      ["Law 2: «If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, "
       "you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if "
       "it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to "
       "leave it where you had wrongfully placed it». No j'adoube was said. The pawn is en prise to nothing, so the first "
       "penalty cannot be had. Replaced, it leaves Black's king where it was, without a square, and law 18: «In no case "
       "where the penalty of moving the king would place him in check, can it be enforced». White, the adversary, "
       "elects; only the third penalty, the pawn left on a4 and Black's turn spent, can be carried out."],
      GP, 'moved-adversary-man', 'white', 'upheld', game='GR',
      remedies=['compel-capture-of-touched-man', 'replace-and-move-king', 'leave-as-played'], elector='white',
      cites=['2', '11', '18'], unenforceable=['compel-capture-of-touched-man', 'replace-and-move-king'])
    case(7004, TW, 'adams-torre-20-the-g8-king-leaps-to-g6-white-plays-21-a4-then-claims',
      "Adams-Torre: after 20. Qc7 Black's king leaps from g8 over its g7 pawn to g6; White plays 21. a4 and only then claims; out of time, and the king stays on g6",
      f"{F_AT} to 20. Qc7. For his 20th move Black's king goes g8-g6, two squares up the file over his own g7 pawn. White, "
      "not noticing, plays 21. a4, lawful in the position as it stands, and then claims the false move.",
      ['3', '11'],
      ["Law 3: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.» "
       "Law 11: «No irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, "
       "after the adversary has moved a piece» (laws.md A6: the closing words govern both halves). White, the adversary, "
       "has played 21. a4, so the claim is out of time; the king stands on g6 and the game goes on from there, Black to "
       "play his 21st move."],
      KG, 'false-move', 'white', 'out-of-time', game='AT', cites=['3', '11'], glossed=['11'])
    case(7005, TW, 'italian-the-h1-rook-went-to-g1-and-back-white-castles-black-files-a-false-move',
      "A club Italian: the h1 rook went to g1 and back, then White castles; Black files it as a false move: heard under law 8, White moves his king or his rook at Black's choice",
      F_CST + " Black claims at once, filing the castling as a false move.",
      ['8', '11'],
      ["Law 8: «You cannot castle after your king or the rook has moved; if you attempt it, the adversary may require you "
       "to move either the king or the rook.» The h1 rook has moved (4. Rg1, 5. Rh1), so the castling is barred, and law 8, "
       "not the general law 3, says what follows: Black, the adversary, requires a king move (Kf1, Ke2) or a rook move "
       "(Rf1, Rg1), the castling undone. The claim comes before Black has moved (law 11)."],
      CASTLE, 'false-move', 'black', 'upheld', xtags=CLUB(),
      remedies=['move-king', 'move-rook'], elector='black', cites=['8', '11'],
      moves={'move-king': K_CST, 'move-rook': R_CST})
    case(7006, TW, 'adams-torre-23-the-c8-rook-takes-the-b7-queen-diagonally',
      "Adams-Torre: after 23. Qxb7 Black's c8 rook takes the queen diagonally, like a bishop; White claims at once: law 3, the queen taken by the man that can take it (Qxb7) or the rook moved",
      F_RX + " White claims at once.",
      ['3', '11'],
      ["Law 3: «And if by a false move you capture one of your adversary's men, he may oblige you either to take such "
       "piece (if it be en prise of one of your men) or to move the piece touched.» The queen on b7 is en prise to "
       "Black's b5 queen, so the capture can be made lawfully (Qxb7); the piece touched is the c8 rook, which has lawful "
       "moves. White, who obliges, elects. Black has not played again, so law 11 does not bar the claim."],
      RX, 'illegal-capture', 'white', 'upheld', game='AT',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white', cites=['3', '11'],
      moves={'capture-with-legal-capturer': CAP_B7, 'move-touched-capturer': R_C8})

    # ======================================================== boys-own-1829 7007-7012
    case(7007, BO, 'adams-torre-19-the-d5-pawn-steps-back-to-d4',
      "Adams-Torre: after 18...Qb5 White's d5 pawn steps back to d4; Black claims at once: laws 1 and 7, White must move his king",
      f"{F_AT} to 18...Qb5. For his 19th move (19. Qc4 in the game) White sets his d5 pawn back on d4, a step backward. "
      "Black claims at once. With the pawn back on d5, White's king has " + ', '.join(K36) + " (python-chess).",
      ['1', '7'],
      ["Law 1: the men move forward and back «except only as regards the pawns, which can only move forward», so d5-d4 "
       "is a false move. Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do "
       "so without placing him in check». The king move is the only penalty the code names; Black obliges it, and the "
       "king has Kf1 and Kh1. Black has not played, so the claim is in time."],
      PB, 'false-move', 'black', 'upheld', game='AT',
      remedies=['move-king'], elector='black', cites=['1', '7'], moves={'move-king': K36})
    case(7008, BO, 'greco-12-qf7-black-queen-leaps-like-a-knight-to-e6-his-king-has-no-square',
      "Greco-NN: after 12. Qf7 Black's queen leaps like a knight from d8 to e6; White claims at once: law 7's king move cannot be had, for Black's king has no square",
      F_GR23 + " For his 12th move Black's queen goes d8-e6, a knight's leap. White claims at once.",
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without "
       "placing him in check». The false move is taken back; Black's h6 king then has no square that is not in check, so "
       "the one penalty the code names cannot be carried out, and Black makes any lawful move. The claim is upheld, the "
       "king move unenforceable."],
      GQ, 'false-move', 'white', 'upheld', game='GR',
      remedies=['move-king'], elector='white', cites=['7'], unenforceable=['move-king'])
    case(7009, BO, 'adams-torre-20-black-sets-whites-c7-queen-on-b6-the-code-is-silent',
      "Adams-Torre: after 20. Qc7 Black, in his own turn, sets White's queen on b6; the Boy's Own laws speak of touching an adversary's man, not of moving it: by analogy with law 5, the queen put back and taken",
      F_MQ + " White claims at once.",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must "
       "moeve your king». The code says nothing of moving an adversary's man (laws.md 7.1: «Moving an adversary's man» is "
       "silent in 001). The engine decides as the third person by analogy with law 5, the nearest law: the queen is put "
       "back on c7 and Black takes it, which he can (Qxc7, Rxc7); the king move is for the case where he cannot. White, "
       "who insists, elects."],
      MQ, 'moved-adversary-man', 'white', 'no-law-provides', game='AT',
      remedies=['replace-and-capture'], elector='white', cites=['5'], glossed=['5'],
      moves={'replace-and-capture': CAP_C7})
    case(7010, BO, 'adams-torre-17-the-d4-queen-takes-her-own-f2-pawn',
      "Adams-Torre: for his 17th move White's d4 queen takes his own f2 pawn; Black claims at once: a false move, and law 7 makes White move his king",
      F_OWN + " Black claims at once. With queen and pawn put back, White's king has " + ', '.join(K32) + " (python-chess).",
      ['7'],
      ["The Boy's Own laws have no article on taking one's own man; no law lets a man take its own side's man, so the "
       "move is a false move, and law 7 applies: «If you make @ false move, your opponent can oblige you to move your "
       "king, if you ¢an do so without placing him in check». Both men are put back and White moves his king (Kf1, "
       "Kh1), Black electing."],
      OWN, 'own-man-taken-or-wrong-man', 'black', 'upheld', game='AT',
      remedies=['move-king'], elector='black', cites=['7'], glossed=['7'], moves={'move-king': K32})
    case(7011, BO, 'italian-the-h1-rook-went-to-g1-and-back-white-castles-black-plays-bg4-then-claims',
      "A club Italian: the h1 rook went to g1 and back, White castles, Black plays 6...Bg4 and only then claims; out of time under law 7",
      F_CST + " Black plays 6...Bg4 and then claims the castling.",
      ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on "
       "your moving one of those pieces.» The castling was barred. But law 6 sets no time of its own, and law 7 closes "
       "every false move once the adversary has played: «if he have pliﬂyeg before he notices your false move, neither of "
       "you can, afterward, recal it» («pliﬂyeg» is «played», laws.md §8). Black has played 6...Bg4; the castling stands."],
      CASTLE_ON, 'illegal-castling', 'black', 'out-of-time', xtags=CLUB(), cites=['6', '7'], glossed=['7'])
    case(7012, BO, 'scandinavian-the-pinned-e4-knight-checks-from-d6',
      "A club Scandinavian: 3...Qe5+ is covered by 4. Ne4; the pinned knight then gives check from d6, opening the e-file to White's king; Black claims at once: laws 10 and 7",
      "A club game: 1. e4 d5 2. exd5 Qxd5 3. Nc3 Qe5+ (check said) 4. Ne4 Nf6. White's e4 knight, between Black's e5 queen "
      "and White's e1 king, leaps to d6 and White says check: the e8 king is in check from d6 and White's own king from "
      "e5. Black claims at once. With the knight back on e4, White's king has " + ', '.join(K_SX) + " (python-chess).",
      ['10', '7'],
      ["Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king "
       "to a check from any of his pieces.» The knight's check exposes White's king to the e5 queen, so the move is "
       "forbidden, and it is answered as a false move under law 7: «your opponent can oblige you to move your king, if you "
       "¢an do so without placing him in check». The knight goes back to e4 and White's king moves (Ke2), Black electing."],
      SX, 'self-exposing-check', 'black', 'upheld', xtags=CLUB(),
      remedies=['move-king'], elector='black', cites=['10', '7'], glossed=['10'], moves={'move-king': K_SX})

    # ======================================================== philidor 7013-7018
    case(7013, PH, 'adams-torre-15-the-e1-rook-goes-diagonally-to-c3-black-plays-rc8-then-claims',
      "Adams-Torre: after 14...a5 White's e1 rook goes diagonally to c3; Black plays 15...Rc8 and only then claims; out of time under rule VIII",
      f"{F_AT} to 14...a5. For his 15th move (15. Re2 in the game) White's e1 rook goes diagonally, e1-d2-c3, like a "
      "bishop. Black plays 15...Rc8 and then claims the false move.",
      ['VIII'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after "
       "the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been "
       "just.» Black's next move, 15...Rc8, has been made, so the rook's move cannot be recalled; the rook stays on c3."],
      RK, 'false-move', 'black', 'out-of-time', game='AT', cites=['VIII'])
    case(7014, PH, 'greco-12-qf7-black-b7-bishop-goes-straight-to-b5-his-king-cannot-be-played',
      "Greco-NN: after 12. Qf7 Black's b7 bishop goes straight down the file to b5; White claims at once: rule VIII's king move cannot be played, and the fault is of no consequence",
      F_GR23 + " For his 12th move Black's b7 bishop goes b7-b5, two squares straight down the file. White claims at once.",
      ['VIII', 'VI', 'XV'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» Rule VI: «you, who have touched it, "
       "must play your King if you can». Rule XV: «and if his King cannot be played, the fault is of no consequence». "
       "laws.md A36: the false move is taken back first, then the king is played; here the king has no square, so the "
       "penalty cannot be carried out and Black makes any lawful move. Upheld, the king move unenforceable."],
      GB, 'false-move', 'white', 'upheld', game='GR',
      remedies=['move-king'], elector='white', cites=['VIII', 'VI', 'XV'], glossed=['VIII'], unenforceable=['move-king'])
    case(7015, PH, 'italian-the-h1-rook-went-to-g1-and-back-white-castles-white-chooses-rook-or-king',
      "A club Italian: the h1 rook went to g1 and back, then White castles; Black claims at once: rule XII, and the offender chooses whether to play the rook or the king",
      F_CST + " Black claims at once.",
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle ... not with a Rook which has been removed from its place: and he that castles "
       "when he should not do it, must play his Rook touched, or his King, at his own choice.» laws.md A16: «removed from "
       "its place» is read as moved, which the h1 rook was (4. Rg1, 5. Rh1); and «at his own choice» gives the choice to "
       "the offender, White, unlike the other codes. The rook's moves are Rf1, Rg1, the king's Kf1, Ke2. The claim comes "
       "before Black's next move (rule VIII)."],
      CASTLE, 'illegal-castling', 'black', 'upheld', xtags=CLUB(),
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      moves={'move-rook': R_CST, 'move-king': K_CST})
    case(7016, PH, 'adams-torre-20-black-sets-whites-c7-queen-on-b6-philidor-has-no-rule-on-it',
      "Adams-Torre: after 20. Qc7 Black, in his own turn, sets White's queen on b6; Philidor has no rule on moving an adversary's man: by analogy with rule VI, the queen put back and taken",
      F_MQ + " White claims at once.",
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take "
       "it; and in case it was not takeable, you, who have touched it, must play your King if you can.» Philidor has no "
       "rule on moving the adversary's man; the nearest is VI, and by analogy White may oblige Black to put the queen back "
       "and take it, which he can (Qxc7, Rxc7). White elects."],
      MQ, 'moved-adversary-man', 'white', 'no-law-provides', game='AT',
      remedies=['replace-and-capture'], elector='white', cites=['VI'], glossed=['VI'],
      moves={'replace-and-capture': CAP_C7})
    case(7017, PH, 'adams-torre-the-f6-bishop-stepped-to-f5-and-stood-19-bd3-from-there-is-no-false-move',
      "Adams-Torre: after 18. Qg4 Black's dark bishop steps straight to f5, a light square; White plays 19. Qh5, and when the bishop goes on to d3 he calls that a false move; dismissed",
      f"{F_AT} to 18. Qg4. For his 18th move Black's f6 bishop steps straight to f5, a light square, attacking the g4 "
      "queen. White, not noticing the false move, plays 19. Qh5. Black plays 19...Bd3, along the diagonal from f5, "
      "attacking the e2 rook. White claims that this move is false, a dark-squared bishop now running on light squares.",
      ['VIII'],
      ["Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such "
       "irregular move, not revoked in time, had been just.» White's 19. Qh5 closed 18...Bf5 for good; the bishop stands "
       "on f5 as if it had come there justly, and from there f5-e4-d3 is a bishop's move. The claim against 19...Bd3 is "
       "dismissed; the claim against 18...Bf5 would be out of time."],
      BIS, 'false-move', 'white', 'dismissed', game='AT', cites=['VIII'], glossed=['VIII'])
    case(7018, PH, 'greco-11-the-c1-bishop-leaps-d2-to-g5-black-takes-it-then-claims-white-pleads-late',
      "Greco-NN: the c1 bishop leaps its own d2 pawn to g5 with check; Black takes it, 11...Qxg5, and then claims; White's plea that the claim is late is upheld",
      F_GL + " Black answers 11...Qxg5, taking the bishop, and then claims the false move; White pleads that the claim "
      "comes too late.",
      ['VIII'],
      ["Rule VIII: «no false move can be recalled after the adversary's next move». The false move is White's; his "
       "adversary, Black, has made his next move, 11...Qxg5. So the bishop's leap cannot be recalled and no king move can "
       "be ordered: White's plea is upheld, and the game goes on from the position after 11...Qxg5."],
      GL_TAKE, 'late-claim', 'white', 'upheld', game='GR', remedies=['no-penalty-time-barred'], cites=['VIII'])

    # ======================================================== acknowledged-laws 7019-7024
    case(7019, AC, 'french-3-exd6-taken-in-passing-black-calls-it-a-false-move',
      "A club French: 1. e4 e6 2. e5 d5 3. exd6, taken in passing; Black calls it a false move (a pawn moved slantwise to an empty square); dismissed",
      "A club game: 1. e4 e6 2. e5 d5 3. exd6. White's e5 pawn goes slantwise to the empty d6 square and Black's d5 pawn, "
      "which had just stepped two squares from d7, is taken off. Black claims that the pawn moved slantwise without taking "
      "anything on its square.",
      ['VIII'],
      ["Law VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it is "
       "liable to be taken en passant, with any Pawn that could have taken it had it been played only one square.» Had "
       "the d-pawn gone one square, to d6, the e5 pawn could have taken it there: 3. exd6 is the capture en passant, a "
       "lawful move, and law VII's menu for «an illegal move» has nothing to act on. Dismissed."],
      FR, 'false-move', 'black', 'dismissed', xtags=CLUB(), cites=['VIII'])
    case(7020, AC, 'adams-torre-17-the-d4-queen-takes-her-own-f2-pawn-the-menu-of-law-seven',
      "Adams-Torre: for his 17th move White's d4 queen takes his own f2 pawn; Black claims at once: law VII names the offence, and Black elects from its menu",
      F_OWN + " Black claims at once. With both men put back, the queen's lawful moves are " + ', '.join(Q_D4_32) +
      "; the king's " + ', '.join(K32) + " (python-chess).",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or "
       "make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or "
       "replace the piece and make a legal move.» laws.md A23: «take one of his own men» covers capturing one's own man, "
       "and of the one menu only the remedies that fit are offered: «take the man» is for an opponent's man, so Black "
       "chooses between a right move of the queen, a king move (Kf1, Kh1), or a legal move after replacing."],
      OWN, 'own-man-taken-or-wrong-man', 'black', 'upheld', game='AT',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'], glossed=['VII'],
      moves={'move-correctly': Q_D4_32, 'move-king': K32})
    case(7021, AC, 'adams-torre-20-black-sets-whites-c7-queen-on-b6-the-menu-of-law-seven',
      "Adams-Torre: after 20. Qc7 Black, in his own turn, sets White's queen on b6; White claims at once: law VII's menu, the queen put back and taken, a king move, or a legal move",
      F_MQ + " White claims at once.",
      ['VII'],
      ["Law VII reaches a player who touches «one of his opponent's men»; moving it is touching it and more, so the law's "
       "menu applies: «his adversary may compel him to take the man, make the right move, move his King, or replace the "
       "piece and make a legal move». The queen, put back, can be taken (Qxc7, Rxc7); Black's king has Kf8 and Kh8. White "
       "elects."],
      MQ, 'moved-adversary-man', 'white', 'upheld', game='AT',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'],
      moves={'compel-capture-of-touched-man': CAP_C7, 'move-king': K39})
    case(7022, AC, 'greco-11-the-c1-bishop-leaps-d2-to-g5-black-takes-it-then-claims-no-deadline',
      "Greco-NN: the c1 bishop leaps its own d2 pawn to g5 with check; Black takes it, 11...Qxg5, and then claims; White pleads lateness, but law VII sets no time: dismissed",
      F_GL + " Black answers 11...Qxg5, taking the bishop, and then claims the false move; White pleads that the claim "
      "comes too late.",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, "
       "move his King, or replace the piece and make a legal move.» Unlike the other four codes, the Acknowledged Laws set "
       "no time within which the adversary must claim (laws.md 4.2.6: «No time limit stated»). White's plea has no law to "
       "stand on and is dismissed; Black's claim is heard on its merits."],
      GL_TAKE, 'late-claim', 'white', 'dismissed', game='GR', cites=['VII'], glossed=['VII'])
    case(7023, AC, 'adams-torre-23-the-c8-rook-takes-the-b7-queen-diagonally-the-menu-of-law-seven',
      "Adams-Torre: after 23. Qxb7 Black's c8 rook takes the queen diagonally, like a bishop; White claims at once: law VII's menu, White electing",
      F_RX + " White claims at once.",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, "
       "move his King, or replace the piece and make a legal move.» For an illegal capture «take the man» is the capture "
       "made lawfully (Qxb7), «the right move» a lawful move of the rook, the king move Kf8 or Kh8. White elects."],
      RX, 'illegal-capture', 'white', 'upheld', game='AT',
      remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='white',
      cites=['VII'], glossed=['VII'], moves={'capture-with-legal-capturer': CAP_B7, 'move-correctly': R_C8, 'move-king': K45})
    case(7024, AC, 'italian-the-h1-rook-went-to-g1-and-back-white-castles-law-nine-and-the-menu-of-law-seven',
      "A club Italian: the h1 rook went to g1 and back, then White castles; Black claims at once: law IX bars it, law VII's menu gives the penalty",
      F_CST + " Black claims at once.",
      ['IX', 'VII'],
      ["Law IX: «A player cannot Castle under any of the following circumstances :—1. If he has moved either King or "
       "Book.» («Book» is «Rook», laws.md §8.) The h1 rook has moved. Law IX names no penalty, so law VII's menu for «an "
       "illegal move» applies: Black elects a right move, a king move (Kf1, Ke2), or a legal move after replacing."],
      CASTLE, 'illegal-castling', 'black', 'upheld', xtags=CLUB(),
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'],
      moves={'move-king': K_CST})

    # ======================================================== london-1847 7025-7030
    case(7025, LO, 'adams-torre-9-the-c3-knight-goes-straight-to-c5-black-claims-at-once',
      "Adams-Torre: for his 9th move White sets his c3 knight on c5, straight up the file; Black claims at once: law XIII's three penalties, Black electing",
      F_KN + " Black claims at once, before touching any man.",
      ['XIII', 'XXV'],
      ["Law XIII: «If a player make a false move, i. e. play a Piece or Pawn to any square to which it cannot legally be "
       "moved, his adversary has the choice of three penalties; viz., 1st, of compelling him to let the Piece or Pawn "
       "remain on the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece or "
       "Pawn and move his King.» Law XXV: the adversary must take notice «before he touches a Piece or Pawn», which Black "
       "has done. The knight's correct moves are " + ', '.join(N_C3) + "; the king's Kh1."],
      KN, 'false-move', 'black', 'upheld', game='AT',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['XIII', 'XXV'],
      moves={'move-correctly': N_C3, 'replace-and-move-king': K16})
    case(7026, LO, 'adams-torre-20-black-sets-whites-c7-queen-on-b6-white-touches-his-e2-rook-then-claims',
      "Adams-Torre: after 20. Qc7 Black, in his own turn, sets White's queen on b6; White touches his e2 rook and then claims; out of time under law XXV",
      F_MQ + " White lays hold of his e2 rook and only then claims.",
      ['X', 'XXV'],
      ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to "
       "replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or "
       "Pawn remain on the square to which it had been played, as if the move were correct.» Law XXV: «the adversary "
       "must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any "
       "penalty» (laws.md A34: his touch of any man ends the right). White touched his rook first; no penalty, and the "
       "queen stays on b6."],
      MQ + [('ev', '[%touch e2]')], 'moved-adversary-man', 'white', 'out-of-time', game='AT',
      cites=['X', 'XXV'], glossed=['XXV'])
    case(7027, LO, 'adams-torre-17-the-d4-queen-takes-her-own-f2-pawn-filed-as-a-false-move',
      "Adams-Torre: for his 17th move White's d4 queen takes his own f2 pawn; Black files a false move: heard under law XII, White moves either man at Black's choice",
      F_OWN + " Black claims at once, filing it as a false move. With both men put back, the f2 pawn has no move (the f3 "
      "knight stands before it) and the queen's lawful moves are " + ', '.join(EITHER) + " (python-chess).",
      ['XII', 'XXV'],
      ["Law XII: «Should a player take one of his own men with another, his adversary has the option of obliging him to "
       "move either.» The act is the one law XII names, so XII, not the general law XIII, gives the penalty, whatever "
       "the claim was filed as. Both men are put back and White must move either; the pawn cannot move, so the option "
       "comes to a move of the queen. Black claims before touching a man (XXV)."],
      OWN, 'false-move', 'black', 'upheld', game='AT',
      remedies=['move-either-own-man'], elector='black', cites=['XII', 'XXV'], moves={'move-either-own-man': EITHER})
    case(7028, LO, 'italian-the-h1-rook-went-to-g1-and-back-white-castles-law-sixteen-three-penalties',
      "A club Italian: the h1 rook went to g1 and back, then White castles; Black claims at once: law XVI's three penalties, Black electing",
      F_CST + " Black claims at once.",
      ['XVI', 'XXV'],
      ["Law XVI (found text, laws.md §2): «A player cannot castle in the following cases: 1. If the King or Rook have been "
       "moved.» and «Should a player castle in any of the above cases, his adver sary has the choice of three penalties; "
       "viz., 1st, of insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to "
       "move the Rook.» The h1 rook has moved. laws.md A31: the king move may not be castling (none is possible here in any "
       "case): Kf1, Ke2; the rook's moves Rf1, Rg1. Black claims before touching a man (XXV)."],
      CASTLE, 'illegal-castling', 'black', 'upheld', xtags=CLUB(),
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
      glossed=['XVI'], moves={'move-king-no-castling': K_CST, 'move-rook': R_CST})
    case(7029, LO, 'adams-torre-23-the-c8-rook-takes-the-b7-queen-diagonally-law-eleven',
      "Adams-Torre: after 23. Qxb7 Black's c8 rook takes the queen diagonally, like a bishop; White claims at once: law XI, the queen taken by the b5 queen or the rook moved",
      F_RX + " White claims at once.",
      ['XI', 'XXV'],
      ["Law XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false "
       "move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or "
       "to move his own Piece or Pawn which he touched.» The b5 queen can legally take (Qxb7); the c8 rook has lawful "
       "moves. White elects, and claims before touching a man (XXV)."],
      RX, 'illegal-capture', 'white', 'upheld', game='AT',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white', cites=['XI', 'XXV'],
      moves={'capture-with-legal-capturer': CAP_B7, 'move-touched-capturer': R_C8})
    case(7030, LO, 'greco-11-the-c1-bishop-leaps-d2-to-g5-black-lays-hold-of-his-queen-then-claims',
      "Greco-NN: the c1 bishop leaps its own d2 pawn to g5 with check; Black lays hold of his d8 queen to take it, then claims; out of time under law XXV",
      F_GL + " Black lays hold of his d8 queen, meaning to take the bishop, and only then claims the false move.",
      ['XIII', 'XXV'],
      ["Law XIII gives the adversary of a false move three penalties, but law XXV: «If a player make a false move, castle "
       "improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he "
       "will not be allowed to inflict any penalty.» Black touched his queen before taking notice (laws.md A34), so no "
       "penalty can be inflicted; the bishop stays on g5, Black in check, and Black must play his touched queen."],
      GL_TOUCH, 'false-move', 'black', 'out-of-time', game='GR', cites=['XIII', 'XXV'], glossed=['XXV'])
