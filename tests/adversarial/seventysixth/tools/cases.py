"""The thirty cases of the seventy-sixth set: a game with more than one fault. Every board fact used below is
asserted here, with python-chess."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
W, B = chess.WHITE, chess.BLACK
T = lambda s, who='': ('ev', f'[%touch {s}{" " + who if who else ""}]')
CHECK = ('ev', '[%check]')
TWO = '3r2k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1'    # both rooks on the d-file; both will leap like knights
MATE = '6k1/5ppp/p7/8/8/8/5PPP/2R3K1 w - - 0 1'   # the c1 rook leaps to e2; Black touches f7, plays a5; 2. Re8#
FC = '6k1/pp4pp/8/8/8/8/PP4PP/3R2K1 w - - 0 1'     # 1. h3 called «check»; 1...Kf8; 2. Rd8 checks unsaid

def write_all(case, after, P, frm, kingm, onto, nev):
    L = lambda xs: ', '.join(xs)
    # ------------------------------------------------ A: the Opera game, Black touches b8, later Qd8-b6 leaps c7
    OG11 = P('OG', 11)                                  # to 6. Bc4, Black to play
    og = after(None, OG11); assert og.turn == B and og.legal_moves and frm(og, 'b8') == ['Na6', 'Nc6', 'Nd7']
    A = OG11 + [T('b8'), 'Nf6', 'Qb3', ('raw', 'd8b6')]
    a_pre = after(None, OG11 + [T('b8'), 'Nf6', 'Qb3'])
    assert chess.Move.from_uci('d8b6') not in a_pre.legal_moves and a_pre.piece_at(S('c7')) == chess.Piece(chess.PAWN, B)
    assert not a_pre.has_castling_rights(B) or not any(a_pre.is_castling(m) for m in a_pre.legal_moves)
    BF8 = frm(a_pre, 'd8'); KE8 = kingm(a_pre)
    
    a = after(None, A); assert a.turn == W and not a.is_check()
    EV_TOUCH = nev(None, OG11); EV_NF6 = EV_TOUCH + 1; EV_LEAP = nev(None, OG11 + [T('b8'), 'Nf6', 'Qb3'])
    assert (EV_TOUCH, EV_NF6, EV_LEAP) == (11, 12, 14), (EV_TOUCH, EV_NF6, EV_LEAP)
    # ------------------------------------------------ B: the whole Opera game, White touched b5 before 13. Rxd7
    OG24 = P('OG', 24)                                  # to 12...Rd8, White to play his 13th
    og24 = after(None, OG24); assert og24.turn == W and frm(og24, 'b5')
    BT = OG24 + [T('b5')] + P('OG', 33)[24:]
    bt = after(None, BT); assert bt.is_checkmate() and bt.turn == B
    EV_B5 = nev(None, OG24); assert EV_B5 == 25, EV_B5   # 24 moves and the «check» said with 11. Bxb5+
    # ------------------------------------------------ C: both rooks leap
    two = chess.Board(TWO); assert chess.Move.from_uci('d1e3') not in two.legal_moves
    c1 = after(TWO, [('raw', 'd1e3')]); assert chess.Move.from_uci('d8e6') not in c1.legal_moves and not c1.is_check()
    RD8 = frm(c1, 'd8'); KG8 = kingm(c1); assert KG8 == ['Kf8', 'Kh8'], KG8
    RD1 = frm(two, 'd1'); KG1 = kingm(two); assert KG1 == ['Kf1', 'Kh1'], KG1
    C = [('raw', 'd1e3'), ('raw', 'd8e6')]
    c2 = after(TWO, C); assert c2.turn == W and not c2.is_check()
    # ------------------------------------------------ D: the c1 rook leaps to e2; Black touches f7, plays a5; mate
    m0 = chess.Board(MATE); assert chess.Move.from_uci('c1e2') not in m0.legal_moves
    RC1 = frm(m0, 'c1'); KM = kingm(m0); assert KM == ['Kf1', 'Kh1'], KM
    D = [('raw', 'c1e2'), T('f7'), 'a5', 'Re8#']
    d = after(MATE, D); assert d.is_checkmate()
    dm = after(MATE, [('raw', 'c1e2')]); assert sorted(frm(dm, 'f7')) == ['f5', 'f6']
    # ------------------------------------------------ E: a false «check», then a real check left unsaid
    f1 = after(FC, ['h3']); assert not f1.is_check() and kingm(f1) == ['Kf7', 'Kf8', 'Kh8'], kingm(f1)
    E1 = ['h3', CHECK, 'Kf8', 'Rd8']
    e1 = after(FC, E1, silent=('Rd8',)); assert e1.is_check() and not e1.is_checkmate()
    PARRY = [e1.san(m) for m in sorted(e1.legal_moves, key=lambda m: (m.from_square, m.to_square))]
    assert PARRY == ['Ke7', 'Kf7'], PARRY
    E2 = E1 + [('pseudo', 'a6'), 'h4', CHECK]
    e2 = after(FC, E2, silent=('Rd8',)); assert e2.is_check() and e2.turn == B
    E3 = E1 + [('pseudo', 'a6'), 'h4', ('pseudo', 'a5'), 'h5']
    e3 = after(FC, E3, silent=('Rd8',)); assert e3.is_check() and e3.turn == B
    EV_H3CHECK = 1; assert nev(FC, ['h3', CHECK]) == 2

    OGF = "Morphy-Duke of Brunswick and Count Isouard, Paris 1858 (the Opera game), the published moves"
    FA = (f"{OGF} to 6. Bc4. Black lays his hand on his b8 knight ({{[%touch b8]}}, event 11), says nothing, and plays "
          "6...Nf6 with the other knight (event 12). White plays 7. Qb3 (event 13). Black's queen then goes from d8 to b6 over "
          "his own c7 pawn ({[%move d8b6]}, event 14; python-chess: not a legal move). ")
    FB = (f"{OGF}, played to its end, 17. Rd8#, except that before 13. Rxd7 White laid his hand on his b5 bishop "
          "({[%touch b5]}, event 25), said nothing, and took with the rook instead. ")
    FC2 = ("White's d1 rook goes to e3, a knight's leap (event 0; python-chess: not a legal move). Black answers with "
           "a leap of his own, his d8 rook to e6 (event 1; not a legal move either). ")
    FD = ("White's c1 rook goes to e2, a knight's leap (event 0; python-chess: not a legal move). Black, not noticing it, "
          "lays his hand on his f7 pawn ({[%touch f7]}, event 1) and then plays 1...a5 instead (event 2). White mates "
          "with 2. Re8# (python-chess: checkmate). ")
    FE = ("White plays 1. h3 and says «check» (events 0 and 1). There is no check (python-chess). In consequence Black "
          "moves his king, 1...Kf8 (his king moves were Kf7, Kf8, Kh8). White plays 2. Rd8, which does check the king on "
          "f8 along the eighth rank, and says nothing. ")
    A35 = "laws.md A35: the checker takes back the move made with the warning, the defender the move that ignored the check."

    # ======================================================== twenty-laws 7601-7606
    case(7601, TW, 'opera-game-black-touches-b8-plays-nf6-later-qd8-b6-leaps-white-claims-the-leap',
      "Opera game: Black touched his b8 knight and played the other; later his queen leaps the c7 pawn from d8 to b6; White claims the leap by its event: upheld under 3 and 11, the touch is not in issue",
      FA + "White, who has touched nothing, claims the false move, naming event 14.", ['3', '11'],
      ["Law 3 gives the adversary three penalties for a false move, and law 11 closes them «after the adversary has "
       "moved a piece»; White has not moved since the leap, so the claim is in time. The claim names the leap, and the "
       "ruling is on it alone: the touch of the b8 knight (closed since White played 7. Qb3) is not what is claimed. "
       f"White elects: the queen stays on b6, a natural move of it ({L(BF8)}), or it is replaced and Black's king moves "
       f"({L(KE8)}); python-chess lists both from the position before the leap."],
      A, 'false-move', 'white', 'upheld', game='OG', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
      elector='white', cites=['3', '11'], moves={'move-correctly': BF8, 'replace-and-move-king': KE8}, event=EV_LEAP)
    case(7602, TW, 'opera-game-black-touches-b8-plays-nf6-later-qd8-b6-leaps-white-names-6-nf6-as-the-false-move',
      "Opera game: the same record; White claims a false move but names event 12, Black's 6...Nf6, a lawful move: dismissed",
      FA + "White claims a false move and names event 12, 6...Nf6.", ['3'],
      ["Law 3 speaks of «a movement not consistent with its laws». 6...Nf6 is a lawful knight move (python-chess). "
       "It followed a touch of the other knight, but that is law 1's matter, not a false move, and it is long closed by "
       "law 11. The leap on event 14 is a false move, but it is not the act named. Dismissed."],
      A, 'false-move', 'white', 'dismissed', game='OG', cites=['3'], event=EV_NF6)
    case(7603, TW, 'opera-game-black-touches-b8-plays-nf6-later-qd8-b6-leaps-white-claims-the-touch',
      "Opera game: the same record; White claims the touch of the b8 knight (event 11): he has moved since, so law 11 closes it, whatever the later leap",
      FA + "White claims under law 1 for the touch of the b8 knight, naming event 11.", ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». Law 11: no irregularity can be «retraced, after the adversary "
       "has moved a piece» (laws.md A6). White moved his queen, 7. Qb3, after the touch: the touch claim is closed. "
       "The later leap is a new fault, open in its own right, but it does not reopen the touch. Out of time; 11 glossed."],
      A, 'touched-own-man', 'white', 'out-of-time', game='OG', cites=['1', '11'], glossed=['11'], event=EV_TOUCH)
    case(7604, TW, 'both-rooks-leap-black-claims-whites-leap-after-his-own',
      "White's d1 rook leaps to e3 and Black's d8 rook answers with a leap to e6; Black claims White's leap: he has moved a piece since, out of time",
      FC2 + "Black then claims White's leap, naming event 0.", ['3', '11'],
      ["Law 3: «if a false move remain unnoticed until after the adversary has played, neither party can recal it»; "
       "law 11: nothing can be retraced «after the adversary has moved a piece». Black moved his rook after White's "
       "leap; that his move was itself false does not make it less a move. White's leap stands; Black's own leap is "
       "still open to White, but that is not this claim. Out of time; 11 glossed (A6)."],
      C, 'false-move', 'black', 'out-of-time', start=TWO, cites=['3', '11'], glossed=['11'], event=0)
    case(7605, TW, 'c1-rook-leaps-black-touches-f7-plays-a5-2-re8-mates-black-claims-the-leap',
      "The c1 rook leaps to e2; Black touches f7 but plays 1...a5; 2. Re8 mates; Black claims the leap: out of time, and White wins",
      FD + "Black now claims the leap, naming event 0.", ['3', '11'],
      ["Law 3 closes a false move «until after the adversary has played»; law 11 after he «has moved a piece». Black "
       "played 1...a5 after the leap. The leap stands, so 2. Re8 is mate and White wins. Black's own fault, touching f7 "
       "and playing a5, is not in issue and changes nothing. 11 glossed (A6)."],
      D, 'false-move', 'black', 'out-of-time', start=MATE, result='white', cites=['3', '11'], glossed=['11'], event=0)
    case(7606, TW, 'h3-called-check-black-plays-kf8-2-rd8-checks-unsaid-white-warns-with-3-h4',
      "1. h3 is called «check» falsely; Black plays 1...Kf8; 2. Rd8 checks without a word; Black plays over it; White says «check» with 3. h4: law 5, both last moves retracted",
      FE + "Black plays 2...a6 over the check. With 3. h4 White says «check» and claims.", ['5'],
      ["Law 5: «if on his next move he warn you, each party must retract his last move, and the king be removed out of "
       f"check». 3. h4 is White's next move after 2. Rd8. 3. h4 and 2...a6 are retracted ({A35}); Black must move his king "
       f"out of check: {L(PARRY)} (python-chess). The earlier false «check» (law 6) is closed since White completed 2. Rd8, "
       "and is not what is claimed."],
      E2, 'unannounced-check', 'white', 'upheld', start=FC, silent=('Rd8',), remedies=['retract-both-last-moves'],
      cites=['5'], moves={'retract-both-last-moves': PARRY})

    # ======================================================== boys-own-1829 7607-7612
    case(7607, BO, 'opera-game-black-touches-b8-plays-nf6-later-qd8-b6-leaps-white-claims-the-leap',
      "Opera game: Black touched his b8 knight and played the other; later his queen leaps from d8 to b6; White claims the leap: law 7, Black's king must move",
      FA + "White, who has not played since, claims the false move, naming event 14.", ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without "
       "placing him in check» (OCR for «a», «can»). White has not played since. The queen goes back and Black moves "
       f"his king ({L(KE8)}; laws.md A36). The earlier touch is not in issue."],
      A, 'false-move', 'white', 'upheld', game='OG', remedies=['move-king'], elector='white', cites=['7'],
      moves={'move-king': KE8}, event=EV_LEAP)
    case(7608, BO, 'opera-game-black-touches-b8-plays-nf6-later-qd8-b6-leaps-black-claims-his-own-leap',
      "Opera game: the same record; Black, the offender, claims his own leap as a false move: law 7 gives the claim to the opponent, dismissed",
      FA + "Black himself claims that his queen's move is false, naming event 14.", ['7'],
      ["Law 7 gives the penalty to «your opponent»: «your opponent can oblige you to move your king». The man who made "
       "the false move is not the one it wrongs; he cannot claim it. Dismissed."],
      A, 'false-move', 'black', 'dismissed', game='OG', cites=['7'], event=EV_LEAP)
    case(7609, BO, 'both-rooks-leap-white-claims-blacks-leap',
      "White's d1 rook leaps to e3 and Black's d8 rook answers with a leap to e6; White claims Black's leap: in time, Black's king must move",
      FC2 + "White, who has not played since, claims Black's leap, naming event 1.", ['7'],
      ["Law 7: the opponent «can oblige you to move your king», unless «he have pliﬂyeg before he notices your false "
       "move» (OCR for «played»). White has not played since Black's leap. Black's rook goes back to d8 and his king "
       f"moves ({L(KG8)}), on the board as it stood, with White's rook on e3: White's own leap was closed by Black's move."],
      C, 'false-move', 'white', 'upheld', start=TWO, remedies=['move-king'], elector='white', cites=['7'],
      moves={'move-king': KG8}, event=1)
    case(7610, BO, 'c1-rook-leaps-black-touches-f7-plays-a5-2-re8-mates-black-claims-the-leap',
      "The c1 rook leaps to e2; Black touches f7 but plays 1...a5; 2. Re8 mates; Black claims the leap: law 7, out of time, White wins",
      FD + "Black now claims the leap, naming event 0.", ['7'],
      ["Law 7: «if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it» (OCR for "
       "«played»). Black played 1...a5. The leap stands and 2. Re8 is mate: White wins. Black's touch of f7 is not in issue."],
      D, 'false-move', 'black', 'out-of-time', start=MATE, result='white', cites=['7'], event=0)
    case(7611, BO, 'h3-called-check-black-plays-kf8-2-rd8-checks-unsaid-black-asks-to-retract-kf8',
      "1. h3 is called «check» falsely; Black plays 1...Kf8; White plays 2. Rd8, a real check, unsaid; Black asks to retract 1...Kf8: law 8, too late",
      FE + "Black now asks to take back 1...Kf8 because the «check» was false.", ['8'],
      ["Law 8: the misled player «may retract such move, if you discover it before he has made his next move». White "
       "has made it, 2. Rd8. Out of time. The real check that 2. Rd8 gives is a different matter (law 9): Black is not "
       "obliged to notice it, and the ruling on the false «check» does not decide it."],
      E1, 'false-check-announcement', 'black', 'out-of-time', start=FC, silent=('Rd8',), cites=['8'])
    case(7612, BO, 'h3-called-check-black-plays-kf8-2-rd8-checks-unsaid-white-warns-with-3-h4',
      "1. h3 is called «check» falsely; Black plays 1...Kf8; 2. Rd8 checks unsaid; Black plays over it; White says «check» with 3. h4: law 9, both retract",
      FE + "Black plays 2...a6 over the check. With 3. h4 White says «check» and claims.", ['9'],
      ["Law 9: «if, on his next move, he warn you, each party must retract his last move, and the king be removed out of "
       f"check, or covered». 3. h4 and 2...a6 are retracted ({A35}); Black parries: {L(PARRY)}. The false «check» of "
       "move 1 is closed (law 8) and not in issue."],
      E2, 'unannounced-check', 'white', 'upheld', start=FC, silent=('Rd8',), remedies=['retract-both-last-moves'],
      cites=['9'], moves={'retract-both-last-moves': PARRY})

    # ======================================================== philidor 7613-7618
    case(7613, PH, 'opera-game-black-touches-b8-plays-nf6-later-qd8-b6-leaps-white-claims-the-leap',
      "Opera game: Black touched his b8 knight and played the other; later his queen leaps from d8 to b6; White claims the leap: rule VIII, Black's king must play",
      FA + "White claims the false move, naming event 14.", ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after "
       "the adversary's next move». White has made no move since. The queen is recalled and Black plays his king "
       f"({L(KE8)}; laws.md A36); rule VI's «if you can» is met. The touch of b8 (rule V) is not in issue."],
      A, 'false-move', 'white', 'upheld', game='OG', remedies=['move-king'], elector='white', cites=['VIII', 'VI'],
      moves={'move-king': KE8}, event=EV_LEAP)
    case(7614, PH, 'opera-game-black-touches-b8-plays-nf6-later-qd8-b6-leaps-white-names-6-nf6-as-the-false-move',
      "Opera game: the same record; White claims a false move naming event 12, 6...Nf6, a lawful move: dismissed",
      FA + "White claims a false move and names event 12, 6...Nf6.", ['VIII'],
      ["Rule VIII is about «a false move». 6...Nf6 is lawful (python-chess); it broke rule V's touch, not the laws of "
       "movement, and was long past «the adversary's next move». The leap of event 14 is not the act named. Dismissed."],
      A, 'false-move', 'white', 'dismissed', game='OG', cites=['VIII'], event=EV_NF6)
    case(7615, PH, 'both-rooks-leap-white-claims-blacks-leap',
      "White's d1 rook leaps to e3 and Black's d8 rook answers with a leap to e6; White claims Black's leap: rule VIII, Black's king plays",
      FC2 + "White claims Black's leap, naming event 1.", ['VIII', 'VI'],
      ["Rule VIII: the false move is recalled and the offender «must play his King»; the claim is in time, White has "
       f"made no move. Black's king plays ({L(KG8)}), with White's rook standing on e3: White's own leap was not revoked "
       "in time, so «the postion must remain, as if such irregular move ... had been just»."],
      C, 'false-move', 'white', 'upheld', start=TWO, remedies=['move-king'], elector='white', cites=['VIII', 'VI'],
      moves={'move-king': KG8}, event=1)
    case(7616, PH, 'both-rooks-leap-black-claims-whites-leap-after-his-own',
      "White's d1 rook leaps to e3, Black's rook answers with a leap; Black claims White's leap: rule VIII, after the adversary's next move, out of time",
      FC2 + "Black claims White's leap, naming event 0.", ['VIII'],
      ["Rule VIII: «no false move can be recalled after the adversary's next move». Black's next move was his own leap, a "
       "move even though a false one. Out of time."],
      C, 'false-move', 'black', 'out-of-time', start=TWO, cites=['VIII'], event=0)
    case(7617, PH, 'c1-rook-leaps-black-touches-f7-plays-a5-2-re8-mates-black-claims-the-leap',
      "The c1 rook leaps to e2; Black touches f7 but plays 1...a5; 2. Re8 mates; Black claims the leap: rule VIII, out of time, White wins",
      FD + "Black now claims the leap, naming event 0.", ['VIII'],
      ["Rule VIII: no false move «can be recalled after the adversary's next move: so the postion must remain, as if such "
       "irregular move, not revoked in time, had been just». Black's next move was 1...a5. 2. Re8 is mate on the board "
       "that stands: White wins."],
      D, 'false-move', 'black', 'out-of-time', start=MATE, result='white', cites=['VIII'], event=0)
    case(7618, PH, 'h3-called-check-black-plays-kf8-2-rd8-checks-unsaid-white-warns-with-3-h4',
      "1. h3 is called «check» falsely; Black plays 1...Kf8; 2. Rd8 checks unsaid; Black plays over it; White says «check» with 3. h4: rule XIII, each comes back",
      FE + "Black plays 2...a6 over the check. With 3. h4 White says «check» and claims.", ['XIII'],
      ["Rule XIII: «if the first, in playing the next move, were to say, Check, each must then come back from his last "
       f"move, as being false, and he that is under check is to take it off». 3. h4 and 2...a6 come back ({A35}); Black "
       f"parries: {L(PARRY)}. The false «check» of move 1 (rule XIV) closed when White made 2. Rd8; not in issue."],
      E2, 'unannounced-check', 'white', 'upheld', start=FC, silent=('Rd8',), remedies=['retract-both-last-moves'],
      cites=['XIII'], moves={'retract-both-last-moves': PARRY})

    # ======================================================== acknowledged-laws 7619-7624
    case(7619, AC, 'opera-game-black-touches-b8-plays-nf6-later-qd8-b6-leaps-white-claims-the-leap',
      "Opera game: Black touched his b8 knight and played the other; later his queen leaps from d8 to b6; White claims the leap: law VII's menu",
      FA + "White claims the illegal move, naming event 14.", ['VII'],
      ["Law VII: «or make an illegal move, his adversary may compel him to take the man, make the right move, move his "
       "King, or replace the piece and make a legal move». White elects (laws.md A23: the remedies that fit an illegal "
       f"move): a right move of the queen ({L(BF8)}), a king move ({L(KE8)}), or replacing it and any legal move. The "
       "touch of b8 is not in issue."],
      A, 'false-move', 'white', 'upheld', game='OG',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'],
      moves={'move-correctly': BF8, 'move-king': KE8}, event=EV_LEAP)
    case(7620, AC, 'opera-game-black-touches-b8-plays-nf6-later-qd8-b6-leaps-black-claims-his-own-leap',
      "Opera game: the same record; Black, who made the illegal move, claims it himself: law VII gives the choice to his adversary, dismissed",
      FA + "Black himself claims that his queen's move is illegal, naming event 14.", ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him». The remedies are the adversary's; "
       "the player who made the move has no claim against it. Dismissed."],
      A, 'false-move', 'black', 'dismissed', game='OG', cites=['VII'], event=EV_LEAP)
    case(7621, AC, 'c1-rook-leaps-black-touches-f7-plays-a5-2-re8-mates-black-claims-the-leap',
      "The c1 rook leaps to e2; Black touches f7 but plays 1...a5; 2. Re8 mates; Black claims the leap: law VII has no hour, upheld, no result",
      FD + "Black now claims the leap, naming event 0.", ['VII'],
      ["Law VII sets no time for an illegal move, and no law of this code closes it. Black elects from its menu, on the "
       f"position before the leap: a right move of the rook ({L(RC1)}), a king move ({L(KM)}), or replacing it and any "
       "legal move. The mate rests on the leap, so no result is given. VII glossed (no hour)."],
      D, 'false-move', 'black', 'upheld', start=MATE, remedies=['move-correctly', 'move-king', 'replace-and-move-legally'],
      elector='black', cites=['VII'], glossed=['VII'], moves={'move-correctly': RC1, 'move-king': KM}, event=0)
    case(7622, AC, 'h3-called-check-black-plays-kf8-2-rd8-checks-unsaid-black-claims-the-false-check',
      "1. h3 is called «check» falsely; Black plays 1...Kf8; 2. Rd8 checks unsaid; Black claims the false «check»: law XI sets no hour, Black elects",
      FE + "Black now claims under XI for the false «check».", ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the "
       "piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» XI "
       "sets no hour, so 2. Rd8 does not close it. Black (A27) elects; XI glossed. The real check of 2. Rd8 is law X's "
       "matter and is not decided here."],
      E1, 'false-check-announcement', 'black', 'upheld', start=FC, silent=('Rd8',),
      remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])
    case(7623, AC, 'h3-called-check-black-plays-kf8-2-rd8-checks-unsaid-found-after-two-moves',
      "1. h3 is called «check» falsely; Black plays 1...Kf8; 2. Rd8 checks unsaid; 2...a6 3. h4 «check»: within law X's two moves, back to the check",
      FE + "Black plays 2...a6 over the check. With 3. h4 White says «check» and claims.", ['X'],
      ["Law X, note: «two moves only may be made before the King is obliged to move out of Check, when the pieces must be "
       "replaced, and the proper moves made». Two moves, 2...a6 and 3. h4, were made since the check (laws.md A25: found "
       f"within two moves, the pieces go back to the check). Black must parry: {L(PARRY)}. X glossed."],
      E2, 'unannounced-check', 'white', 'upheld', start=FC, silent=('Rd8',), remedies=['retract-to-point-of-check'],
      cites=['X'], glossed=['X'], moves={'retract-to-point-of-check': PARRY})
    case(7624, AC, 'h3-called-check-black-plays-kf8-2-rd8-checks-unsaid-found-after-three-moves',
      "1. h3 is called «check» falsely; Black plays 1...Kf8; 2. Rd8 checks unsaid; 2...a6 3. h4 a5 4. h5, then Black claims: beyond X's two moves, no law provides",
      FE + "Black plays 2...a6 and 3...a5 over the check, White 3. h4 and 4. h5; no one says «check». Black then claims.",
      ['X', 'XIV'],
      ["Law X's exception reaches «two moves only»; here three moves were made after the check (laws.md A25: beyond two "
       "moves the code is silent, and the dispute goes to XIV). Law XIV: «Should any dispute arise, the question must be "
       "submitted to any disinterested bystander, whose decision is to be considered final.» The third person decides; "
       "X glossed."],
      E3, 'unannounced-check', 'black', 'no-law-provides', start=FC, silent=('Rd8',), remedies=['refer-to-third-party'],
      cites=['X', 'XIV'], glossed=['X'])

    # ======================================================== london-1847 7625-7630
    case(7625, LO, 'opera-game-black-touches-b8-plays-nf6-later-qd8-b6-leaps-white-claims-the-leap',
      "Opera game: Black touched his b8 knight and played the other; later his queen leaps from d8 to b6; White claims before touching a man: law XIII",
      FA + "White, who has touched nothing since, claims the false move, naming event 14.", ['XIII', 'XXV'],
      ["Law XIII gives White three penalties: the queen remains on b6, moves correctly "
       f"({L(BF8)}), or is replaced and the king moves ({L(KE8)}). Law XXV (found text) bars a penalty only if the "
       "adversary «touches a Piece or Pawn» first; White has not. The touch of b8 is not in issue."],
      A, 'false-move', 'white', 'upheld', game='OG', remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
      elector='white', cites=['XIII', 'XXV'], moves={'move-correctly': BF8, 'replace-and-move-king': KE8}, event=EV_LEAP)
    case(7626, LO, 'opera-game-black-touches-b8-plays-nf6-later-qd8-b6-leaps-white-claims-the-touch',
      "Opera game: the same record; White claims the touch of the b8 knight: he has since touched and moved his queen, so law XXV closes it",
      FA + "White claims under VII for the touch of the b8 knight, naming event 11.", ['VII', 'XXV'],
      ["Law VII: «A Piece or Pawn touched must be played». Law XXV (found text): the adversary «must take notice of such "
       "irregularity before he touches a Piece or Pawn» (laws.md A34). White touched and moved his queen, 7. Qb3, after "
       "the touch. Out of time; XXV glossed. The later leap is a separate claim and does not reopen this one."],
      A, 'touched-own-man', 'white', 'out-of-time', game='OG', cites=['VII', 'XXV'], glossed=['XXV'], event=EV_TOUCH)
    case(7627, LO, 'opera-game-white-touched-b5-took-with-the-rook-17-rd8-mates-black-claims-the-touch',
      "Opera game to 17. Rd8#, with White having touched his b5 bishop before 13. Rxd7; after the mate Black claims the touch: out of time, White wins",
      FB + "After the mate Black claims under VII for the touch of the b5 bishop, naming event 25.", ['VII', 'XXV'],
      ["Law VII would have bound White to play the bishop. Law XXV: notice must come «before he touches a Piece or Pawn, "
       "or he will not be allowed to inflict any penalty»; Black took with his rook, 13...Rxd7, and played on. The touch "
       "is closed, the game stands as played, and 17. Rd8 is mate: White wins. XXV glossed (A34)."],
      BT, 'touched-own-man', 'black', 'out-of-time', game='OG', result='white', cites=['VII', 'XXV'], glossed=['XXV'],
      event=EV_B5)
    case(7628, LO, 'both-rooks-leap-white-claims-blacks-leap',
      "White's d1 rook leaps to e3 and Black's d8 rook answers with a leap to e6; White claims Black's leap before touching: law XIII",
      FC2 + "White, who has touched nothing, claims Black's leap, naming event 1.", ['XIII', 'XXV'],
      ["Law XIII's three penalties are White's: the rook remains on e6, moves correctly "
       f"({L(RD8)}), or is replaced and the king moves ({L(KG8)}), on the board with White's rook on e3, since Black, "
       "by touching and moving his rook, closed White's own leap (XXV)."],
      C, 'false-move', 'white', 'upheld', start=TWO, remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
      elector='white', cites=['XIII', 'XXV'], moves={'move-correctly': RD8, 'replace-and-move-king': KG8}, event=1)
    case(7629, LO, 'h3-called-check-black-plays-kf8-2-rd8-checks-unsaid-black-asks-to-retract-kf8',
      "1. h3 is called «check» falsely; Black plays 1...Kf8; White completes 2. Rd8, a real check, unsaid; Black asks to retract 1...Kf8: law XX, too late",
      FE + "Black now asks to take back 1...Kf8 because the «check» was false.", ['XX'],
      ["Law XX (found text): the misled player «may retract such move, provided his adversary has not completed his last "
       "move». White has completed 2. Rd8. Out of time. Whether Black must attend to the real check of 2. Rd8 is law "
       "XVIII's matter, not decided here."],
      E1, 'false-check-announcement', 'black', 'out-of-time', start=FC, silent=('Rd8',), cites=['XX'])
    case(7630, LO, 'h3-called-check-black-plays-kf8-2-rd8-checks-unsaid-white-warns-with-3-h4',
      "1. h3 is called «check» falsely; Black plays 1...Kf8; 2. Rd8 checks unsaid; Black plays over it; White says «check» with 3. h4: law XVIII, both retract",
      FE + "Black plays 2...a6 over the check. With 3. h4 White says «check» and claims.", ['XVIII'],
      ["Law XVIII (found text): «if the former, in playing his next move, were to say \"Check,\" each player must retract "
       f"his last move, and he that is under check must obviate it». 3. h4 and 2...a6 are retracted ({A35}); Black parries: "
       f"{L(PARRY)}. XVIII glossed (A35)."],
      E2, 'unannounced-check', 'white', 'upheld', start=FC, silent=('Rd8',), remedies=['retract-both-last-moves'],
      cites=['XVIII'], glossed=['XVIII'], moves={'retract-both-last-moves': PARRY})
