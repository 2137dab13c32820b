"""The thirty cases of the sixty-sixth set: the pawn. Every board fact used below is asserted here, with
python-chess."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
W, B = chess.WHITE, chess.BLACK
def CLUB(eco=None):
    return [('Event', 'Club game'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'),
            ('Result', '*')] + ([('ECO', eco)] if eco else [])
PAWN = lambda c: chess.Piece(chess.PAWN, c)

def history_moves(b, square):
    """the lawful moves of the pawn on `square` for a pawn that has already made its first move: python-chess
    reads the board alone, so its two-square steps from the home rank are taken out"""
    ms = [m for m in b.legal_moves if m.from_square == square]
    return [m for m in ms if abs(chess.square_rank(m.to_square) - chess.square_rank(m.from_square)) == 1
            or chess.square_file(m.to_square) != chess.square_file(m.from_square)]

def write_all(case, after, P, frm, kingm, onto):
    from lib import san_list
    # ------------------------------------------------------------------ shared records
    # Larsen-Spassky, Belgrade 1970
    LS19 = P('LS', 19)                                   # to 10. f4: the f-pawn's first move, two squares, past e4
    b = after(None, LS19)
    assert b.ep_square == S('f3') and b.piece_at(S('e4')) == PAWN(B) and b.piece_at(S('f4')) == PAWN(W)
    assert [b.san(m) for m in b.legal_moves if b.is_en_passant(m)] == ['exf3']
    F1 = LS19 + ['exf3']
    b = after(None, F1)
    assert b.piece_at(S('f4')) is None and b.piece_at(S('f3')) == PAWN(B) and not b.is_check() and b.turn == W
    LS21 = P('LS', 21)                                   # 10...Ng4 (the capture declined) 11. g3
    b21 = after(None, LS21)
    assert b21.turn == B and b21.ep_square is None and b21.piece_at(S('f3')) is None
    assert chess.Move.from_uci('e4f3') not in b21.legal_moves
    assert frm(b21, 'e4') == []                          # the e4 pawn has no lawful move: e3 is White's pawn
    assert kingm(b21) == ['Kd7', 'Kb8']
    F2T = LS21 + [('raw', 'e4f3'), ('ev', '[%touch e2]')]
    F2R = LS21 + [('raw', 'e4f3'), 'Bxf3']
    b = after(None, F2R); assert b.piece_at(S('f3')).symbol() == 'B'
    LS33 = P('LS', 33)                                   # to 17. Kd1
    b33 = after(None, LS33)
    assert b33.turn == B and b33.piece_at(S('g2')) == PAWN(B) and b33.piece_at(S('f1')).symbol() == 'R'
    assert kingm(b33) == ['Kd7', 'Kb8']
    assert frm(b33, 'g2') == ['gxf1=Q+', 'gxf1=R+', 'gxf1=B', 'gxf1=N', 'g1=Q', 'g1=R', 'g1=B', 'g1=N']
    F3 = LS33 + [('raw', 'g2f1')]
    b = after(None, F3); assert b.piece_at(S('f1')) == PAWN(B) and b.turn == W
    F4 = P('LS', 34)                                     # 17...gxf1=Q+, the game's last move
    b = after(None, F4)
    assert b.is_check() and b.piece_at(S('f1')).symbol() == 'q' and b.piece_at(S('h4')).symbol() == 'q'
    assert len(b.pieces(chess.QUEEN, B)) == 2
    # Capablanca-Tartakower, New York 1924
    CT37 = P('CT', 37)                                   # to 19. e4
    b37 = after(None, CT37)
    assert b37.turn == B and frm(b37, 'f5') == ['fxe4'] and b37.piece_at(S('f4')) == PAWN(W)
    assert chess.Move.from_uci('g8h8') in b37.legal_moves
    F6 = CT37 + [('ev', '[%touch f5]'), 'Kh8']
    CT43 = P('CT', 43)                                   # to 22. Kg2
    b43 = after(None, CT43)
    assert b43.turn == B and b43.piece_at(S('e6')) == PAWN(B) and b43.piece_at(S('e7')) is None
    assert b43.piece_at(S('d7')).symbol() == 'q'         # the d-pawn cannot go home: the queen stands there
    assert kingm(b43) == ['Ke7', 'Kf7', 'Kg7', 'Kg8']
    F7B = CT43 + [('raw', 'e6e7')]
    F7 = CT43 + [('raw', 'e6e7'), 'h4', ('rawh', 'e7e5')]
    b = after(None, CT43 + [('raw', 'e6e7'), 'h4'])        # the position in which 23...e7-e5 was played
    b45 = b
    assert b.turn == B and b.piece_at(S('e7')) == PAWN(B) and b.piece_at(S('e6')) is None and b.piece_at(S('e5')) is None
    assert frm(b, 'e7') == ['e5', 'e6']                   # python-chess, reading the board alone
    assert san_list(b, history_moves(b, S('e7'))) == ['e6']
    assert kingm(b) == ['Kf7', 'Kg7', 'Kg8']
    b = after(None, F7)
    assert b.piece_at(S('e5')) == PAWN(B) and b.is_attacked_by(W, S('e5'))
    F7T = F7 + ['dxe5']
    b = after(None, F7T); assert b.piece_at(S('e5')) == PAWN(W) and b.turn == B
    CT48 = P('CT', 48)                                   # to 24...exd5: the d4 and d5 pawns stand head to head
    b48 = after(None, CT48)
    assert b48.turn == W and frm(b48, 'd4') == [] and b48.piece_at(S('d5')) == PAWN(B)
    assert not b48.is_pinned(W, S('d4'))
    assert kingm(b48) == ['Kf1', 'Kg1', 'Kh1', 'Kf2', 'Kh2', 'Kf3']
    F5 = CT48 + [('ev', '[%touch d4]'), 'Qxe8+']
    CTE = P('CT', 103) + ['Rd4', 'd7', 'Kh7']              # to 52. d6, then a continuation: 52...Rd4 53. d7 Kh7
    bE = after(None, CTE)
    assert bE.turn == W and frm(bE, 'd7') == ['d8=Q', 'd8=R', 'd8=B', 'd8=N']
    assert not bE.pieces(chess.QUEEN, W) and len(bE.pieces(chess.ROOK, W)) == 1   # White's queen long since lost
    F3F = CTE + [('raw', 'd7d8')]
    b = after(None, F3F); assert b.piece_at(S('d8')) == PAWN(W) and not b.is_check()
    # Byrne-Fischer, New York 1956
    BF63 = P('BF', 63)                                   # to 32. Qb8
    b = after(None, BF63 + ['b5'])
    assert b.turn == W and chess.Move.from_uci('h7h5') in chess.Board(b.fen().replace(' w ', ' b ')).legal_moves
    F8 = BF63 + ['b5', ('oot', 'h7h5', 'black')]
    b = after(None, F8); assert b.turn == W and b.piece_at(S('h5')) == PAWN(B) and b.piece_at(S('b5')) == PAWN(B)
    # club records
    F_NO_E2 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1'    # odds of a pawn: e2 taken off, f2 left on
    F9 = ['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6', 'Bg5', 'Be7', 'f4']
    b = after(F_NO_E2, F9)
    assert b.piece_at(S('f4')) == PAWN(W) and b.piece_at(S('e2')) is None and b.turn == B and b.fullmove_number == 5
    F_E3 = 'rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 1'    # White's king's pawn set on e3
    F10 = ['d4', 'd5', 'Nf3', 'Nf6', 'Bd3', 'c5', 'c3', 'Nc6', 'O-O', 'Bg4', ('raw', 'e3e5')]
    b = after(F_E3, F10[:-1])
    assert b.piece_at(S('e3')) == PAWN(W) and b.piece_at(S('e4')) is None and b.piece_at(S('e5')) is None and b.turn == W
    assert chess.Move.from_uci('e3e5') not in b.legal_moves
    b = after(F_E3, F10); assert b.piece_at(S('e5')) == PAWN(W) and b.turn == B

    LS_T = 'Larsen-Spassky (Belgrade 1970)'
    CT_T = 'Capablanca-Tartakower (New York 1924)'
    BF_T = 'Byrne-Fischer (New York 1956)'
    EP1 = (f"{LS_T} to 10. f4, the published moves: White's f-pawn makes its first move, two squares, passing f3 "
           "beside Black's e4 pawn. Black takes it in passing at once, 10...exf3 (the game went 10...Ng4); the pawn "
           "stands on f3 and the f4 pawn is gone. White, before moving, claims that the capture was not lawful.")
    EP2 = (f"{LS_T} to 11. g3, the published moves: 10. f4 passed Black's e4 pawn, and Black let the capture in "
           "passing go by and played 10...Ng4. After 11. g3 Black takes the f4 pawn 'in passing' after all, one move "
           "late: the e4 pawn goes to f3 ({[%move e4f3]}). Before this move the e4 pawn had no lawful move (e3 is "
           "White's pawn, d3 and f3 were empty) and Black's king had two, Kd7 and Kb8 (python-chess).")
    PF = (f"{LS_T} to 17. Kd1, the published moves. Black's g2 pawn takes the rook on f1 and is left a pawn on the "
          "last square ({[%move g2f1]}): no piece is named. Black's queen still stands on h4. Before the move the g2 "
          "pawn's lawful moves were the four exchanges on f1 and the four on g1, and Black's king had Kd7 and Kb8.")
    PB = (f"{CT_T} to 22. Kg2, the published moves. Black's e-pawn made its first move on move 1 (1...e6). Instead of "
          "22...Rf7 Black sets the e6 pawn back on e7, its home square ({[%move e6e7]}), a pawn moving backward. ")
    PB2 = (PB + "White does not notice and plays 23. h4, as in the game. Black then plays the same pawn two squares, "
           "e7-e5 ({[%move e7e5]}; python-chess, reading the board alone, would call it lawful). Its one lawful move "
           "from e7, for a pawn that has had its first move, was e6; Black's king had Kf7, Kg7 and Kg8.")
    TB = (f"{CT_T} to 24...exd5, the published moves. White's d4 pawn stands head to head with Black's d5 pawn; c5 and "
          "e5 are empty, so it has no move at all, and it is not pinned. White touches it ({[%touch d4]}), says nothing, "
          "and plays 25. Qxe8+, as in the game, with check said. Black claims that, the pawn being unplayable, White "
          "must move his king instead. Before 25. Qxe8+ White's king had Kf1, Kg1, Kh1, Kf2, Kh2 and Kf3.")
    OOT = (f"{BF_T} to 32. Qb8, the published moves. Black plays 32...b5, as in the game, his b-pawn's first move, two "
           "squares, and then, before White replies, also h7-h5, his h-pawn's first move, two squares "
           "({[%move h7h5 black]}). White claims at once, having touched nothing.")
    ODDS = ("A club game at the odds of a pawn: White gives it ([Odds \"white pawn e2\"]) and takes off his king's pawn, "
            "leaving his king's bishop's pawn on f2. White moves first, as the giver: 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 "
            "Be7, four moves on each side, and then 5. f4, the f-pawn's first move, two squares. Black, before his fifth "
            "move, claims that the pawn on f4 is the pawn given and should not be on the board.")

    # ======================================================== twenty-laws 6601-6606
    case(6601, TW, 'larsen-spassky-10-f4-exf3-in-passing-white-says-the-twenty-laws-know-no-such-capture',
      "Larsen-Spassky: 10. f4 passes the e4 pawn, which takes it in passing at once; White says the twenty laws know no such capture: no law provides",
      EP1,
      ['20', (PH, 'X'), (LO, 'XV')],
      ["The twenty laws have no law of the pawn's two-square step and none of the capture in passing: laws.md's rule "
       "matrix has 000 «silent» on «Pawn double step / en passant». Law 20 sends a point «for which the laws have not "
       "provided» to «a third person, whose decision is to be final»; the engine decides it as that third person, by "
       "analogy. The codes that grant the two-square step grant the capture with it: Philidor X «it may, in passing, be "
       "taken by any Pawn which might have taken it if it had been pushed but one move», London XV likewise. The e4 pawn "
       "could have taken the f-pawn on f3 and takes it at once, so by analogy the capture stands. Decision "
       "`no-law-provides`, citing 20, no remedy (the earlier sets' form for this point under this code)."],
      F1, 'en-passant', 'white', 'no-law-provides', game='LS', cites=['20'])

    case(6602, TW, 'capablanca-tartakower-23-the-e-pawn-set-back-on-e7-steps-two-squares-to-e5',
      "Capablanca-Tartakower: Black's e-pawn, first moved on move 1, is set back on e7 by a false move that stood, then steps two squares, e7-e5; White claims at once: law 3's three penalties",
      PB2 + " White claims at once.",
      ['3', '11'],
      ["The backward move e6-e7 was a false move, but White played 23. h4 over it, and «if a false move remain "
       "unnoticed until after the adversary has played, neither party can recal it» (law 3; law 11, «after the "
       "adversary has moved a piece», A6). So the pawn stands on e7, but it has had its first move: a pawn's first move "
       "is a fact of its history, not of its rank (the engine's README; laws.md §6 lists «a double pawn step from a "
       "non-initial square» among the irregular positions a false move can leave). The twenty laws have no double-step "
       "law, yet law 3 measures a move by the man's own laws of movement («a movement not consistent with its laws»), and "
       "a second two-square step is not one of them. White claims before moving: in time. Law 3 gives White three "
       "penalties: leave the pawn on e5, «give it a natural move» (e6, the only one), or «replace it and move the king» "
       "(Kf7, Kg7, Kg8, from the position before e7-e5). White elects."],
      F7, 'false-move', 'white', 'upheld', game='CT',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='white', cites=['3', '11'],
      moves={'move-correctly': ['e6'], 'replace-and-move-king': ['Kf7', 'Kg7', 'Kg8']})
    b = b45; assert kingm(b) == ['Kf7', 'Kg7', 'Kg8']

    case(6603, TW, 'capablanca-tartakower-23-e7-e5-after-the-pawn-was-set-back-white-takes-24-dxe5-then-claims',
      "Capablanca-Tartakower: the e-pawn set back on e7 steps two squares, e7-e5; White takes it, 24. dxe5, and only then claims: out of time",
      PB2 + " White takes the pawn, 24. dxe5, and only then claims that e7-e5 was a false move.",
      ['3', '11'],
      ["e7-e5 was a false move, for the reason given in 6602: the pawn had had its first move. But White has moved "
       "since: law 3, «if a false move remain unnoticed until after the adversary has played, neither party can recal "
       "it», and law 11, no false move «can any such be retraced, after the adversary has moved a piece» (A6: «after the "
       "adversary has moved» governs both halves). 24. dxe5 was White's move, and a capture of the very pawn is a move "
       "like any other. The claim is out of time, and the position stands with White's pawn on e5."],
      F7T, 'false-move', 'white', 'out-of-time', game='CT', cites=['3', '11'], glossed=['11'])

    case(6604, TW, 'capablanca-tartakower-continued-54-d8-the-pawn-left-a-pawn-filed-as-a-false-move',
      "Capablanca-Tartakower played on: 52...Rd4 53. d7 Kh7 54. d8, the pawn left a pawn on the last square; Black calls it a false move: no law provides, and by analogy the pawn must be exchanged",
      f"{CT_T} to 52. d6, the published moves (the score stops there), played on in a club: 52...Rd4 53. d7 Kh7. "
      "White pushes the pawn to d8 and leaves it a pawn ({[%move d7d8]}); White's queen was exchanged on move 25. "
      "Black claims that this is a false move. The pawn could go only to d8 (c8 and e8 are empty): its lawful moves "
      "were d8=Q, d8=R, d8=B and d8=N, none of them giving check.",
      ['3', '20', (LO, 'XXI'), (PH, 'IX')],
      ["The pawn moved as a pawn moves, one square forward, so law 3 («giving to a piece a movement not consistent with "
       "its laws») does not reach the step itself. What is wrong is what came after: the pawn was not exchanged. The "
       "twenty laws have no promotion law at all (laws.md: 000 «silent on all three», double step, en passant and "
       "promotion). So the point is one «for which the laws have not provided» (law 20), decided by analogy. London XXI "
       "says the pawn «must be immediately exchanged for a Queen, or any other Piece the player may think fit», and "
       "laws.md A18 reads Philidor IX the same way («required on arrival»). By analogy the pawn must be exchanged, White "
       "choosing the piece: a queen, though his own was lost long ago, or any other. Decision `no-law-provides`, citing "
       "20 only (the earlier set's form when this was filed as a false move), with the exchange as the remedy."],
      F3F, 'false-move', 'black', 'no-law-provides', game='CT',
      remedies=['move-correctly'], cites=['20'], moves={'move-correctly': ['d8=Q', 'd8=R', 'd8=B', 'd8=N']})

    case(6605, TW, 'capablanca-tartakower-white-touches-the-blocked-d4-pawn-then-plays-25-qxe8-black-asks-for-a-king-move',
      "Capablanca-Tartakower: White touches his d4 pawn, blocked and unpinned, then plays 25. Qxe8+; Black claims the king move of law 1: dismissed",
      TB,
      ['1'],
      ["Law 1 turns the duty to play a touched man into a king move only «where it would expose your king to check». "
       "The d4 pawn exposes nothing: it is not pinned, it simply cannot move, blocked by the d5 pawn with nothing to "
       "take. That is not the case the exception names, and law 1 has no other. A hemmed man is not a pinned man (the "
       "first adversarial set's class of findings of fact). With no move to play and no exposure, law 1 gives Black "
       "nothing to enforce: the claim of a king move is dismissed. Compare the Acknowledged Laws (6620), whose note to V "
       "speaks of a piece that «cannot be legally moved» and so does reach a blocked pawn."],
      F5, 'touched-own-man-unplayable', 'black', 'dismissed', game='CT', cites=['1'])

    case(6606, TW, 'pawn-odds-the-kings-pawn-taken-off-the-f-pawn-left-on-steps-to-f4-black-claims-after-four-moves-each',
      "Pawn odds: White took off his king's pawn and left the king's bishop's pawn on, which steps to f4 on move five; Black claims only then: out of time under law 14",
      ODDS,
      ['13', '14'],
      ["Law 13: «if he engage to give a pawn, the king's bishop's pawn is always understood». White took off the wrong "
       "pawn, so the pawn agreed to be conceded, f2, was never taken off. Law 14: «if a player omit to take off the piece "
       "or pawn agreed to be conceded, until four moves on each side have been played, it cannot then be removed, but the "
       "game must be played with all the pieces as they stand». Four moves on each side were played before the claim "
       "(A7: «Pick: 8 plies»; White has played five, Black four). The f-pawn stays, and its two-square step was its first "
       "move, lawful as made. The claim is out of time. (Had the giver mated, law 14 would score it a draw; nothing of "
       "the kind has happened.)"],
      F9, 'odds-man-not-removed', 'black', 'out-of-time', start=F_NO_E2, show_fen=False,
      xtags=CLUB('D37') + [('Odds', 'white pawn e2')], cites=['13', '14'], glossed=['14'])

    # ======================================================== boys-own-1829 6607-6612
    case(6607, BO, 'larsen-spassky-10-f4-exf3-in-passing-white-says-the-boys-own-laws-know-no-such-capture',
      "Larsen-Spassky: 10. f4 passes the e4 pawn, which takes it in passing at once; White says the Boy's Own laws know no such capture: no law provides",
      EP1,
      ['1', (AC, 'VIII'), (LO, 'XV')],
      ["The Boy's Own laws say of the pawns only that they «can only move forward» (law 1); they know neither the "
       "two-square step nor the capture in passing (laws.md: 001 «silent»). They have no law sending an unprovided point "
       "to a third person either, so the engine decides it itself, by analogy with the codes that speak: the "
       "Acknowledged Laws (VIII, the pawn «is liable to be taken en passant, with any Pawn that could have taken it had it "
       "been played only one square») and London XV give the capture with the step, to be made at once, as here. The "
       "capture stands. Decision `no-law-provides`, citing nothing and offering nothing, the earlier sets' form for this "
       "point under this code (their case 3511, the same capture in Botvinnik-Capablanca)."],
      F1, 'en-passant', 'white', 'no-law-provides', game='LS', cites=[])

    case(6608, BO, 'capablanca-tartakower-22-the-e6-pawn-steps-back-to-e7-white-claims-at-once',
      "Capablanca-Tartakower: Black sets his e6 pawn back on e7, a pawn moving backward; White claims at once: laws 1 and 7, Black must move his king",
      PB + "White claims at once, before moving. Before the pawn's move Black's king had Ke7, Kf7, Kg7 and Kg8 (python-chess).",
      ['1', '7'],
      ["Law 1: «Each player marches his men forward, gradually, against those of the enemy, or retreats when the game "
       "is open behind them, except only as regards the pawns, which can only move forward.» A pawn's step back to its "
       "home square is a false move. Law 7: «If you make @ false move, your opponent can oblige you to move your king, if "
       "you ¢an do so without placing him in check» (read «a false move», «can»). White claims before playing, so the "
       "bar of law 7 («if he have pliﬂyeg before he notices», read «played») has not fallen. The pawn goes back to e6 "
       "(A36: «the false move is first taken back, then a king move is made») and Black must move his king: Ke7, Kf7, "
       "Kg7 or Kg8. Had White played on instead, the pawn would have stood on e7 for good, as in 6612."],
      F7B, 'false-move', 'white', 'upheld', game='CT',
      remedies=['move-king'], elector='white', cites=['1', '7'], moves={'move-king': ['Ke7', 'Kf7', 'Kg7', 'Kg8']})

    case(6609, BO, 'larsen-spassky-17-gxf1-the-pawn-left-a-pawn-the-code-is-silent-on-promotion',
      "Larsen-Spassky: 17...gxf1, the pawn left a pawn on the last square; White claims: the Boy's Own laws have no promotion law, and by analogy the pawn must be exchanged",
      PF + " White claims at once.",
      ['1', (LO, 'XXI'), (PH, 'IX')],
      ["The Boy's Own laws say nothing of a pawn that reaches the last square (laws.md: 001 «silent»). Law 1 says only "
       "that pawns «can only move forward»; a pawn on the last square has nowhere forward to go. The point is decided by "
       "analogy: London XXI, «must be immediately exchanged for a Queen, or any other Piece the player may think fit», and "
       "Philidor IX as laws.md A18 reads it («required on arrival»). The pawn must be exchanged, Black choosing the piece: "
       "a second queen if he likes, his first still on h4 (London XXI «even though all the pieces remain on the board»). "
       "Decision `no-law-provides`, citing nothing (this code has no article for it), with the exchange as the remedy, "
       "as the earlier sets rule this point."],
      F3, 'promotion', 'white', 'no-law-provides', game='LS', remedies=['move-correctly'], cites=[])

    case(6610, BO, 'byrne-fischer-32-b5-and-then-h5-two-pawn-steps-in-one-turn',
      "Byrne-Fischer: Black plays 32...b5 and, before White replies, h7-h5 as well, two first moves of two squares in one turn; White claims at once: law 1, decided by analogy",
      OOT,
      ['1', '7', (TW, '4'), (LO, 'XIV')],
      ["Law 1: «Each party moves, alternately, only one man at a time.» Black has moved two men in one turn. The law "
       "names the rule but no penalty (law 7's king move is for a «false move», and each pawn step was a lawful move as a "
       "move). By analogy with the codes that provide for it, twenty-laws 4 («you must replace the second piece; or your "
       "adversary may insist that both moves shall remain») and London XIV («his adversary may choose whether both moves "
       "shall remain, or the second be retracted»), White chooses: both pawn steps stand, or h7-h5 is retracted. White "
       "claimed before moving, in time on any reading. Decision `no-law-provides`, citing law 1, White electing, as the "
       "earlier sets rule a move out of turn under this code."],
      F8, 'move-out-of-turn', 'white', 'no-law-provides', game='BF',
      remedies=['keep-both-moves', 'retract-second-move'], elector='white', cites=['1'])

    case(6611, BO, 'capablanca-tartakower-19-e4-black-touches-the-f5-pawn-whose-only-move-is-fxe4-then-plays-kh8',
      "Capablanca-Tartakower: after 19. e4 Black touches his f5 pawn, which can only capture, then plays 19...Kh8; White claims: law 4, the pawn must be played, and fxe4 is its one move",
      f"{CT_T} to 19. e4, the published moves. Black's f5 pawn is blocked by White's f4 pawn; its one lawful move is the "
      "capture fxe4 (the game's move). Black touches it ({[%touch f5]}), says nothing, and plays 19...Kh8 instead. White "
      "claims before moving.",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king» (read «discover»). "
       "The f5 pawn is not pinned; its capture exposes nothing, so the exception does not apply, and Black's king move "
       "does not pay the debt (the king is not the man touched). A pawn that cannot advance may still be played if it can "
       "take: here it can, and only so. White claims before he has moved. The king move is replaced and Black must play "
       "the pawn: fxe4, its one move."],
      F6, 'touched-own-man', 'white', 'upheld', game='CT',
      remedies=['compel-move-touched-man'], elector='white', cites=['4'], moves={'compel-move-touched-man': ['fxe4']})
    assert frm(b37, 'f5') == ['fxe4']

    case(6612, BO, 'capablanca-tartakower-23-e7-e5-after-the-pawn-was-set-back-white-takes-24-dxe5-then-claims',
      "Capablanca-Tartakower: the e-pawn set back on e7 steps two squares, e7-e5; White takes it, 24. dxe5, and only then claims: out of time under law 7",
      PB2 + " White takes the pawn, 24. dxe5, and only then claims that e7-e5 was a false move.",
      ['7'],
      ["Whatever the Boy's Own laws make of a two-square step (they have no law of it; law 1 lets a pawn only «move "
       "forward»), a second first move by a pawn that has had its first is a false move by the ordinary moves of the men, "
       "as the earlier sets held (their case 2307, e3-e5 by a pawn already moved). But law 7 closes the claim: «if he have "
       "pliﬂyeg before he notices your false move, neither of you can, afterward, recal it» (read «played»). White played "
       "24. dxe5 before claiming. Out of time; the position stands. The backward step e6-e7 was never claimed and stood "
       "long before (6608 is the claim made in time)."],
      F7T, 'false-move', 'white', 'out-of-time', game='CT', cites=['7'])

    # ======================================================== philidor 6613-6618
    case(6613, PH, 'larsen-spassky-10-f4-exf3-in-passing-white-calls-it-false',
      "Larsen-Spassky: 10. f4, the f-pawn's first move, passes the e4 pawn, which takes it in passing at once; White calls the capture false: dismissed under rule X",
      EP1,
      ['X'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in "
       "passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» f2-f4 was the f-pawn's "
       "first move, two squares; had it been pushed one, to f3, the e4 pawn could have taken it there. Black took it at "
       "once, on the move that answered the step. The capture is lawful and the claim is dismissed."],
      F1, 'en-passant', 'white', 'dismissed', game='LS', cites=['X'])

    case(6614, PH, 'larsen-spassky-11-exf3-in-passing-a-move-late-white-touches-his-bishop-then-claims',
      "Larsen-Spassky: Black lets 10. f4 pass, then after 11. g3 takes it 'in passing' a move late; White touches his e2 bishop and then claims: a touch is not a move, and Black must play his king",
      EP2 + " White touches his e2 bishop ({[%touch e2]}) and then claims that the capture was false.",
      ['VIII', 'X', 'VI'],
      ["Rule X gives the capture «in passing»: the privilege is the adversary's at the passage, and he may take it or "
       "leave it. Black left it (10...Ng4). laws.md notes that «None of the old codes limits e.p. to the very next move»; "
       "with the earlier sets I read «in passing» as the answer to the step, so a capture a move later is not the capture X "
       "gives, and a pawn moved diagonally onto an empty square is a false move. Rule VIII: «Whoever makes a false move, "
       "must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move». White has "
       "touched a bishop but has made no move: a touch is not «the adversary's next move» (the earlier sets' reading, "
       "case 3813), so the claim is in time. The pawn goes back to e4 and Black must play his king (A36: «the false move "
       "is first taken back, then a king move is made»): Kd7 or Kb8, as White, the aggrieved player, requires."],
      F2T, 'en-passant', 'white', 'upheld', game='LS',
      remedies=['move-king'], elector='white', cites=['VIII', 'X', 'VI'], glossed=['VIII'],
      moves={'move-king': ['Kd7', 'Kb8']})

    case(6615, PH, 'larsen-spassky-17-gxf1-the-pawn-left-a-pawn-on-the-last-square',
      "Larsen-Spassky: 17...gxf1, the pawn left a pawn on the last square; White claims: heard under rule IX, the penalty is rule VIII's king move",
      PF + " White claims at once.",
      ['IX', 'VIII', 'VI'],
      ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, "
       "or any other Piece that shall be thought proper». laws.md A18 reads «entitled» as a duty: promotion «required on "
       "arrival», since a pawn on the last square has no move. IX names no penalty, so the one for an irregular move "
       "applies, rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» White claims at once, before "
       "his next move. The pawn move is taken back (A36) and Black plays his king, Kd7 or Kb8. (Had he exchanged the pawn, "
       "a second queen beside the one on h4 would have been his right: 6616.)"],
      F3, 'promotion', 'white', 'upheld', game='LS',
      remedies=['move-king'], elector='white', cites=['IX', 'VIII', 'VI'], glossed=['IX'], moves={'move-king': ['Kd7', 'Kb8']})

    case(6616, PH, 'larsen-spassky-17-gxf1-q-a-second-queen-with-the-first-on-h4-white-objects',
      "Larsen-Spassky: 17...gxf1=Q+, as in the game, makes a second queen while the first stands on h4; White says a pawn may only replace a piece already lost: dismissed under rule IX",
      f"{LS_T}, all the published moves: 17...gxf1=Q+, check said. Black's first queen is on h4, so Black now has two. "
      "White claims that a pawn may be exchanged only for a piece already lost, and Black has lost no queen.",
      ['IX'],
      ["Rule IX, in the seed's words: the pawn «is entitled to make a Queen, or any other Piece that shall be thought "
       "proper; and this, even when all the Pieces remain on the chess-board». The restriction White pleads was in "
       "Philidor's 1749 edition, and laws.md records that «The seed's rule IX has the later, unrestricted wording». A "
       "second queen while the first remains is exactly the case the last clause provides for. Dismissed; the queen on "
       "f1 stands, with its check."],
      F4, 'promotion', 'white', 'dismissed', game='LS', cites=['IX'])

    case(6617, PH, 'pawn-set-on-e3-at-the-start-its-first-move-is-e3-e5',
      "White's king's pawn was set on e3 at the start and the game went on; on its first move it steps two squares, e3-e5; Black calls it false: rule X gives two squares at a pawn's first move, dismissed",
      "A club game set up with White's king's pawn on e3 instead of e2 (the [FEN]); nobody noticed. 1. d4 d5 2. Nf3 Nf6 "
      "3. Bd3 c5 4. c3 Nc6 5. O-O Bg4. The e-pawn has not moved. White now plays it two squares, e3-e5 ({[%move e3e5]}: "
      "python-chess, reading the rank alone, would refuse it), over an empty e4. Black claims that a pawn on its third "
      "rank may go only one square.",
      ['X'],
      ["Rule X gives the two squares «at its first move», not from a particular rank. This is the pawn's first move: "
       "set on e3 by the set-up, it never moved before, and the record (a [FEN] of the array with one man misplaced) counts "
       "no earlier move. A pawn's first move is a fact of its history, not of its rank (the engine's README; the earlier "
       "sets' London 826 and Acknowledged 621 on the same facts). Philidor has no rule on men misplaced at the start, only "
       "rule III on a man «forgotten», which does not apply and is not cited; the misplacement is not what Black claims, and "
       "the game went on as it was set. The step is lawful under X and the claim is dismissed."],
      F10, 'false-move', 'black', 'dismissed', start=F_E3, xtags=CLUB('D05'), cites=['X'])

    case(6618, PH, 'larsen-spassky-11-exf3-in-passing-a-move-late-white-takes-it-12-bxf3-then-claims',
      "Larsen-Spassky: Black lets 10. f4 pass, then after 11. g3 takes it 'in passing' a move late; White answers 12. Bxf3 and only then claims: out of time under rule VIII",
      EP2 + " White answers 12. Bxf3, taking the pawn, and only then claims that the capture was false.",
      ['VIII', 'X'],
      ["The capture was a false move, as in 6614: rule X's capture «in passing» belonged to the move that answered f2-f4, "
       "and Black let it go. But rule VIII: «no false move can be recalled after the adversary's next move: so the postion "
       "must remain, as if such irregular move, not revoked in time, had been just» (read «position»). 12. Bxf3 was "
       "White's next move. The claim is out of time, and the position stands as the capture and 12. Bxf3 left it."],
      F2R, 'en-passant', 'white', 'out-of-time', game='LS', cites=['VIII', 'X'])

    # ======================================================== acknowledged-laws 6619-6624
    case(6619, AC, 'larsen-spassky-11-exf3-in-passing-a-move-late-white-touches-his-bishop-then-claims',
      "Larsen-Spassky: Black lets 10. f4 pass, then after 11. g3 takes it 'in passing' a move late; White touches his e2 bishop and then claims: law VII's menu, of which the right move cannot be had",
      EP2 + " White touches his e2 bishop ({[%touch e2]}) and then claims that the capture was false.",
      ['VIII', 'VII'],
      ["Law VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it "
       "is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square.» "
       "«liable» gives the adversary a choice, to be used at the passage; Black declined it with 10...Ng4, and a capture a "
       "move later is not the capture VIII allows (laws.md: «None of the old codes limits e.p. to the very next move»; "
       "the earlier sets' reading, glossed). It is an illegal move under VII: «his adversary may compel him to take the "
       "man, make the right move, move his King, or replace the piece and make a legal move». These laws set no time for "
       "the claim, so White's touch of his bishop does not matter. Of the menu, the remedies that fit an illegal move "
       "(A23: «offer only the ones that apply to the offence»): «make the right move», which the e4 pawn cannot, having "
       "none; «move his King», Kd7 or Kb8; or «replace the piece and make a legal move». White elects."],
      F2T, 'en-passant', 'white', 'upheld', game='LS',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII', 'VIII'],
      glossed=['VIII'], unenforceable=['move-correctly'], moves={'move-king': ['Kd7', 'Kb8']})

    case(6620, AC, 'capablanca-tartakower-white-touches-the-blocked-d4-pawn-then-plays-25-qxe8-black-claims-the-note-to-law-five',
      "Capablanca-Tartakower: White touches his d4 pawn, which cannot move at all, then plays 25. Qxe8+; Black claims: the note to law V, a king move or the pawn replaced and a legal move",
      TB,
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «If the piece cannot be legally moved, the adversary "
       "may elect for the player to move his King or replace the piece.» Unlike the other codes (twenty-laws 1, Boy's Own "
       "4, Philidor XV, London XVII), which speak only of a man whose move would expose the king, the note says «cannot be "
       "legally moved», and a pawn blocked head to head cannot (the earlier sets read it literally, glossed). Black, the "
       "adversary, elects: White's king moves, Kf1, Kg1, Kh1, Kf2, Kh2 or Kf3, or «replace the piece» and, on A22's "
       "reading, White makes «any legal move». 25. Qxe8+ itself was neither the pawn nor the king and is taken back."],
      F5, 'touched-own-man-unplayable', 'black', 'upheld', game='CT',
      remedies=['move-king', 'replace-and-move-legally'], elector='black', cites=['V'], glossed=['V'],
      moves={'move-king': ['Kf1', 'Kg1', 'Kh1', 'Kf2', 'Kh2', 'Kf3']})

    case(6621, AC, 'pawn-odds-the-kings-pawn-taken-off-the-f-pawn-left-on-steps-to-f4-black-claims',
      "Pawn odds: White took off his king's pawn and left the king's bishop's pawn on, which steps to f4 on move five; Black claims the f-pawn should have gone: dismissed, the K. B. P. is only usually removed",
      ODDS,
      ['III'],
      ["Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on "
       "either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» Its "
       "note: «In giving the odds of a Pawn, the K. B. P. is usually removed from the board.» «usually», not «always»: "
       "under these laws the pawn given need not be the king's bishop's pawn, and White gave his king's pawn and removed "
       "it before the first move. The man given was removed, so III has nothing to enforce, and the f-pawn, a man of the "
       "army, made its first move two squares lawfully (VIII). Dismissed. Twenty-laws 13 («always understood», 6606) and "
       "London VI («always», 6629) decide the same record otherwise."],
      F9, 'odds-man-not-removed', 'black', 'dismissed', start=F_NO_E2, show_fen=False,
      xtags=CLUB('D37') + [('Odds', 'white pawn e2')], cites=['III'], glossed=['III'])

    case(6622, AC, 'larsen-spassky-17-gxf1-the-pawn-left-a-pawn-the-code-has-no-promotion-law',
      "Larsen-Spassky: 17...gxf1, the pawn left a pawn on the last square; White claims: the Acknowledged Laws have no promotion law, and under XIV the point is decided by analogy: the pawn must be exchanged",
      PF + " White claims at once.",
      ['XIV', (LO, 'XXI')],
      ["The Acknowledged Laws have no promotion law (laws.md: «003 has no promotion law»; the later Enquire Within text "
       "adds one). Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose "
       "decision is to be considered final»; the engine decides as that bystander, by analogy. London XXI, the code these "
       "laws condense: the pawn «must be immediately exchanged for a Queen, or any other Piece the player may think fit». "
       "So Black must exchange it, choosing the piece. Decision `no-law-provides`, citing XIV, with the exchange as the "
       "remedy, the earlier sets' form."],
      F3, 'promotion', 'white', 'no-law-provides', game='LS', remedies=['move-correctly'], cites=['XIV'])

    case(6623, AC, 'capablanca-tartakower-23-the-e-pawn-set-back-on-e7-steps-two-squares-to-e5',
      "Capablanca-Tartakower: Black's e-pawn, first moved on move 1, is set back on e7 by an illegal move nobody claimed, then steps two squares, e7-e5; White claims at once: law VII's menu",
      PB2 + " White claims at once.",
      ['VIII', 'VII'],
      ["Law VIII gives the two squares «when first moved». The e-pawn was first moved on move 1; its return to e7 by an "
       "illegal move (unclaimed, so it stands on the board) does not give it a second first move: a pawn's first move is "
       "a fact of its history (the engine's README; laws.md §6 «a double pawn step from a non-initial square»). e7-e5 is "
       "an illegal move, and VII gives White its menu, the parts that fit an illegal move (A23): «make the right move», "
       "e6; «move his King», Kf7, Kg7 or Kg8; or «replace the piece and make a legal move». These laws set no time limit; "
       "White claims at once in any case. White has not claimed the backward step, and it is not before the engine."],
      F7, 'false-move', 'white', 'upheld', game='CT',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII', 'VIII'],
      glossed=['VIII'], moves={'move-correctly': ['e6'], 'move-king': ['Kf7', 'Kg7', 'Kg8']})

    case(6624, AC, 'larsen-spassky-10-f4-exf3-in-passing-white-calls-it-illegal',
      "Larsen-Spassky: 10. f4 passes the e4 pawn, which takes it en passant at once; White calls the capture illegal: dismissed under law VIII",
      EP1,
      ['VIII'],
      ["Law VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it "
       "is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square.» "
       "f2-f4 was the f-pawn's first move, two squares; had it gone to f3, the e4 pawn could have taken it. The capture was "
       "made at once. Lawful; dismissed."],
      F1, 'en-passant', 'white', 'dismissed', game='LS', cites=['VIII'])

    # ======================================================== london-1847 6625-6630
    case(6625, LO, 'larsen-spassky-10-f4-exf3-en-passant-white-calls-it-false',
      "Larsen-Spassky: 10. f4 passes the e4 pawn, which takes it en passant at once; White calls the capture false: dismissed under law XV",
      EP1,
      ['XV'],
      ["Law XV: «When a Pawn is first moved in a game, it may be played one or two squares; but in the latter case the "
       "opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one "
       "square only.» The f-pawn was first moved two squares; the e4 pawn could have taken it on f3 and, being a pawn, not "
       "a piece, may take it en passant. Black used the privilege at once. Dismissed."],
      F1, 'en-passant', 'white', 'dismissed', game='LS', cites=['XV'])

    case(6626, LO, 'larsen-spassky-11-exf3-en-passant-a-move-late-white-touches-his-bishop-then-claims',
      "Larsen-Spassky: Black lets 10. f4 pass, then after 11. g3 takes it 'en passant' a move late; White touches his e2 bishop and then claims: out of time under law XXV",
      EP2 + " White touches his e2 bishop ({[%touch e2]}) and then claims that the capture was false.",
      ['XV', 'XIII', 'XXV'],
      ["Law XV makes the capture «the privilege» of the opponent: his to use or to let go, and Black let it go at the "
       "passage (10...Ng4). A capture a move later is not the privilege XV gives (laws.md: «None of the old codes limits "
       "e.p. to the very next move»; the earlier sets' reading), so the move is a false move under XIII, a pawn played «to "
       "any square to which it cannot legally be moved». But law XXV, found text: «the adversary must take notice of such "
       "irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty». White touched "
       "his bishop first (A34: «The right to claim ends when he touches any man»). Out of time. The same record is upheld "
       "under Philidor (6614) and the Acknowledged Laws (6619), whose deadlines a touch does not reach."],
      F2T, 'en-passant', 'white', 'out-of-time', game='LS', cites=['XIII', 'XV', 'XXV'], glossed=['XXV'])

    case(6627, LO, 'capablanca-tartakower-continued-54-d8-the-pawn-left-a-pawn-filed-as-a-false-move',
      "Capablanca-Tartakower played on: 54. d8, the pawn left a pawn on the last square; Black files it as a false move: heard under law XXI, the pawn must be exchanged at once, White choosing the piece",
      f"{CT_T} to 52. d6, the published moves (the score stops there), played on in a club: 52...Rd4 53. d7 Kh7. "
      "White pushes the pawn to d8 and leaves it a pawn ({[%move d7d8]}); White's queen was exchanged on move 25. Black "
      "files a claim of a false move before touching anything. The pawn's lawful moves were d8=Q, d8=R, d8=B and d8=N "
      "(c8 and e8 are empty), none giving check.",
      ['XXI', 'XIII', 'XXV'],
      ["Law XIII's false move is to «play a Piece or Pawn to any square to which it cannot legally be moved». d8 is a "
       "square the pawn may reach; what is wrong is that it was not exchanged there, and law XXI governs that: «Every Pawn "
       "which has reached the 8th or last square of the chess-board must be immediately exchanged for a Queen, or any other "
       "Piece the player may think fit» (found text). The claim is heard under XXI whatever its label, as the earlier "
       "sets heard a pawn left on the last square (their London 004). Black claims before touching a man (XXV). The pawn "
       "must be exchanged at once, White choosing the piece: a queen (his own long lost) or any other, d8=Q, d8=R, d8=B or "
       "d8=N. XXI leaves the choice of piece to the player, so no one elects between remedies."],
      F3F, 'false-move', 'black', 'upheld', game='CT',
      remedies=['move-correctly'], cites=['XXI', 'XXV'], glossed=['XXI'],
      moves={'move-correctly': ['d8=Q', 'd8=R', 'd8=B', 'd8=N']})

    case(6628, LO, 'capablanca-tartakower-white-touches-the-blocked-d4-pawn-then-plays-25-qxe8-black-asks-for-a-king-move',
      "Capablanca-Tartakower: White touches his d4 pawn, blocked and unpinned, then plays 25. Qxe8+; Black claims law XVII's king move: dismissed",
      TB,
      ['VII', 'XVII'],
      ["Law VII: «A Piece or Pawn touched must be played». Law XVII (found text) replaces that duty with a king move only "
       "«If a player touch a Piece or Pawn that cannot be moved without leaving the King in check». The d4 pawn leaves "
       "nothing in check: it cannot be moved at all, being blocked, and moving it (were it possible) would expose "
       "nothing. XVII's condition is not met, and VII has no move for it to make. Black's claim of a king move is "
       "dismissed. Compare the Acknowledged Laws (6620), whose note speaks of a piece that «cannot be legally moved»."],
      F5, 'touched-own-man-unplayable', 'black', 'dismissed', game='CT', cites=['VII', 'XVII'])

    case(6629, LO, 'pawn-odds-the-kings-pawn-taken-off-the-f-pawn-left-on-steps-to-f4-black-claims-after-four-moves-each',
      "Pawn odds: White took off his king's pawn and left the king's bishop's pawn on, which steps to f4 on move five; Black claims: laws VI and IV, Black may proceed or recommence",
      ODDS,
      ['VI', 'IV'],
      ["Law VI (found text): «Whenever a Pawn is given, it is understood to be always the King's Bishop's Pawn.» The pawn "
       "given was therefore the f2 pawn, whatever White took off, and it was never removed: it has just made its first move. Law IV (found text): «If a player, "
       "undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his adversary, after four "
       "moves have been played on each side, has the choice of proceeding with or recommencing the game.» Four moves on "
       "each side have been played, so Black chooses (A29: before four moves each the man would simply have been taken "
       "off). The same record is out of time under twenty-laws 14 (6606) and dismissed under Acknowledged III (6621)."],
      F9, 'odds-man-not-removed', 'black', 'upheld', start=F_NO_E2, show_fen=False,
      xtags=CLUB('D37') + [('Odds', 'white pawn e2')],
      remedies=['continue-as-is', 'restart-game'], elector='black', cites=['VI', 'IV'])

    case(6630, LO, 'byrne-fischer-32-b5-and-then-h5-two-pawn-steps-in-one-turn',
      "Byrne-Fischer: Black plays 32...b5 and, before White replies, h7-h5 as well; White claims at once: law XIV, White chooses whether both pawn steps remain or the second is retracted",
      OOT,
      ['XIV', 'XXV'],
      ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the "
       "second be retracted.» h7-h5 was made out of turn (A30: a second move right after one's own). White claims before "
       "touching a man (XXV, found text: «before he touches a Piece or Pawn»). White chooses: both steps remain, and the "
       "turn passes to him (A30), or h7-h5 is taken back and the h-pawn keeps its first move for later."],
      F8, 'move-out-of-turn', 'white', 'upheld', game='BF',
      remedies=['keep-both-moves', 'retract-second-move'], elector='white', cites=['XIV', 'XXV'], glossed=['XIV'])
