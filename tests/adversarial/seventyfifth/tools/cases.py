"""The thirty cases of the seventy-fifth set: the claim and its hour. Every board fact used below is
asserted here, with python-chess."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
W, B = chess.WHITE, chess.BLACK
T = lambda s, who='': ('ev', f'[%touch {s}{" " + who if who else ""}]')
CHECK = ('ev', '[%check]')
FM = '6k1/p4ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1'     # back rank; the d1 rook will leap to e3 like a knight
FC = '6k1/5ppp/8/8/8/8/6PP/R5K1 w - - 0 1'        # back rank; 1. h3 called «check»
UC = '6k1/pp4pp/8/8/8/8/PP4PP/5BK1 w - - 0 1'     # 1. Bc4 checks along c4-g8, unsaid
ST = '7k/p4K2/8/P7/8/8/8/3Q4 w - - 0 1'           # the d1 queen leaps to e3; 2. Qe4 stalemates
UNPROM = '4k3/1P4p1/8/8/8/8/6P1/4K3 w - - 0 1'

def write_all(case, after, P, frm, kingm, onto):
    L = lambda xs: ', '.join(xs)
    # ------------------------------------------------ the false move d1-e3 (rows A and B)
    fm0 = chess.Board(FM); assert chess.Move.from_uci('d1e3') not in fm0.legal_moves
    RD1 = frm(fm0, 'd1'); KG1 = kingm(fm0); assert KG1 == ['Kf1', 'Kh1'], KG1
    A = [('raw', 'd1e3'), T('a7')]
    a = after(FM, A); assert a.turn == B and not a.is_check()
    BM = [('raw', 'd1e3'), 'a6', 'Re8#']
    bm = after(FM, BM); assert bm.is_checkmate() and bm.turn == B
    BQ = [('raw', 'd1e3'), 'a6', 'h3']
    bq = after(FM, BQ); assert not bq.is_game_over()
    FMC = [('raw', 'd1e3', 'check')]
    fmc = after(FM, FMC); assert not fmc.is_check() and kingm(fmc) == ['Kf8', 'Kh8']
    # ------------------------------------------------ the false move that is followed by stalemate (Philidor)
    st0 = chess.Board(ST); assert chess.Move.from_uci('d1e3') not in st0.legal_moves
    st1 = after(ST, [('raw', 'd1e3')]); assert not st1.is_check() and not st1.is_game_over()
    STM = [('raw', 'd1e3'), 'a6', 'Qe4']
    stb = after(ST, STM); assert stb.is_stalemate()
    # ------------------------------------------------ the false "check" 1. h3 (row C)
    fc1 = after(FC, ['h3']); assert not fc1.is_check() and kingm(fc1) == ['Kf8', 'Kh8']
    C0 = ['h3', CHECK, 'Kh8']
    C_T = C0 + [T('a1')]
    C_M = C0 + ['Ra8#']; cm = after(FC, C_M); assert cm.is_checkmate()
    C_K = C0 + ['Kf1']; ck = after(FC, C_K); assert not ck.is_game_over()
    C_K2 = C_K + ['h6']; after(FC, C_K2)
    # ------------------------------------------------ the unsaid check 1. Bc4 (row D)
    u1 = after(UC, ['Bc4'], silent=('Bc4',)); assert u1.is_check()
    PARRY = [u1.san(m) for m in sorted(u1.legal_moves, key=lambda m: (m.from_square, m.to_square))]
    assert PARRY == ['Kf8', 'Kh8'], PARRY
    D1 = ['Bc4', ('pseudo', 'a6'), 'a3']
    d1 = after(UC, D1, silent=('Bc4',)); assert d1.is_check() and d1.turn == B
    D2 = D1 + [('pseudo', 'h6'), 'b3', CHECK]
    d2 = after(UC, D2, silent=('Bc4',)); assert d2.is_check()
    # ------------------------------------------------ Levitsky-Marshall, Breslau 1912
    LM4 = P('LM', 5)                                   # to 3. Nc3, Black to play
    OOT = LM4 + [('oot', 'g1f3', 'white')]
    oot = after(None, OOT); assert oot.turn == B
    OOT_R = OOT + ['c5']
    LM3 = P('LM', 4)                                   # to 2...d5, White to play
    lm3 = after(None, LM3); assert chess.Move.from_uci('b1d3') not in lm3.legal_moves
    LMT = P('LM', 6)                                   # to 3...c5: White touches Black's c5 pawn, takes nothing
    lmt = after(None, LMT); assert lmt.is_legal(lmt.parse_san('dxc5'))
    TADV = LMT + [T('c5'), 'Nf3', 'Nc6', ('raw', 'd1h5')]
    tadv = after(None, LMT + [T('c5'), 'Nf3', 'Nc6']); assert chess.Move.from_uci('d1h5') not in tadv.legal_moves
    LM20 = P('LM', 20)                                 # to 10...Bxc5: White to play his 11th
    lm20 = after(None, LM20); N_D4 = frm(lm20, 'd4'); assert 'Nxe6' in N_D4
    TOWN = LM20 + [T('d4'), 'Qd3']
    assert lm20.is_legal(lm20.parse_san('Qd3'))
    # ------------------------------------------------ a castling after the king went e2 and back (Philidor)
    CAS = ['e4', 'e5', 'Ke2', 'Ke7', 'Ke1', 'Ke8', 'Nf3', 'Nc6', 'Bc4', 'Bc5', ('raw', 'e1g1'), 'd6']
    cas = after(None, CAS); assert cas.piece_at(S('g1')) == chess.Piece(chess.KING, W)
    # ------------------------------------------------ the pawn left a pawn on b8 (London)
    u0 = chess.Board(UNPROM); PROM = frm(u0, 'b7'); assert PROM == ['b8=Q+', 'b8=R+', 'b8=B', 'b8=N'], PROM
    UP = [('raw', 'b7b8')]; up = after(UNPROM, UP); assert up.piece_at(S('b8')) == chess.Piece(chess.PAWN, W)

    FA = ("White's d1 rook goes to e3, a knight's leap, not a rook's move (python-chess: not a legal move). ")
    FA_T = FA + "Black lays his hand on his a7 pawn ({[%touch a7]}), has not moved it, and claims the false move. "
    FB = (FA + "Black does not notice it and plays 1...a6. White mates with 2. Re8# (python-chess: checkmate). "
          "Black now claims the false move; White answers that the claim comes too late. ")
    FCF = ("White plays 1. h3 and says «check». There is no check (python-chess). In consequence Black moves his king, "
           "1...Kh8 (his king moves were Kf8 and Kh8). ")
    FDF = ("White plays 1. Bc4, which checks the king on g8 along c4-g8 (python-chess), and says nothing. Black plays "
           "1...a6 over the check. White plays 2. a3. ")
    LMF = "Levitsky-Marshall, Breslau 1912, the published moves"
    A35 = "laws.md A35: the checker takes back the move made with the warning, the defender the move that ignored the check."

    # ======================================================== twenty-laws 7501-7506
    case(7501, TW, 'the-d1-rook-leaps-to-e3-black-touches-his-a7-pawn-then-claims',
      "The d1 rook leaps to e3 like a knight; Black lays his hand on his a7 pawn and then claims: law 11 closes the claim only when the adversary has moved a piece, so it is heard",
      FA_T, ['3', '11'],
      ["Law 3 gives the adversary three penalties for a false move and closes them «if a false move remain unnoticed "
       "until after the adversary has played»; law 11 says no irregularity can be «retraced, after the adversary has "
       "moved a piece» (laws.md A6: that hour governs both halves of 11). Black has touched a pawn but has neither played "
       "nor moved a piece, so the claim is in time. Black elects among leaving the rook on e3, a natural move of the rook "
       f"({L(RD1)}) and replacing it and moving the king ({L(KG1)}); python-chess lists both from the position before "
       "the false move."],
      A, 'false-move', 'black', 'upheld', start=FM, remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'],
      elector='black', cites=['3', '11'], moves={'move-correctly': RD1, 'replace-and-move-king': KG1})
    case(7502, TW, 'the-d1-rook-leaps-to-e3-black-replies-2-re8-mates-white-pleads-the-claim-is-late',
      "The d1 rook leaps to e3; Black replies 1...a6 and 2. Re8 mates; Black claims the false move and White pleads that it is late: upheld, the mate stands",
      FB, ['3', '11'],
      ["Law 3: «if a false move remain unnoticed until after the adversary has played, neither party can recal it». "
       "Law 11: «nor can any such be retraced, after the adversary has moved a piece». Black played 1...a6 before he "
       "noticed the leap, so the false move stands as if lawful, and the mate that followed it is a mate. White's plea "
       "is upheld; no penalty; the game is won by White. 11 is glossed with A6's reading."],
      BM, 'late-claim', 'white', 'upheld', start=FM, remedies=['no-penalty-time-barred'], result='white',
      cites=['3', '11'], glossed=['11'])
    case(7503, TW, 'h3-called-check-black-plays-kh8-white-touches-his-a1-rook-black-claims',
      "1. h3 is called «check»; Black, in consequence, plays 1...Kh8; White lays his hand on his a1 rook and Black claims: law 6, White has not completed his next move, so Black may retract",
      FCF + "White then lays his hand on his a1 rook ({[%touch a1]}) but has not moved it. Black claims.", ['6'],
      ["Law 6: the misled player «may retract, if you do so before the opponent has completed his next move». A touch "
       "begins a move but does not complete it, so the claim comes before the hour closes. Black may take back 1...Kh8 "
       "(laws.md's remedy `RETRACT_MISLED_MOVE`)."],
      C_T, 'false-check-announcement', 'black', 'upheld', start=FC, remedies=['retract-misled-move'], elector='black',
      cites=['6'])
    case(7504, TW, 'bc4-checks-unsaid-the-warning-comes-a-move-late-with-3-b3',
      "1. Bc4 checks without a word; Black plays over it twice and White says «check» only with his second move after it, 3. b3: law 5's retraction is for a warning on the next move, so it is out of time",
      FDF + "Black plays 2...h6, still over the check. Only now, with 3. b3, does White say «check», and he claims that "
      "both last moves be retracted.", ['5'],
      ["Law 5: «if on his next move he warn you, each party must retract his last move». The warning belongs to the "
       "checker's next move after the check, 2. a3; it came with 3. b3, one move late. The retraction law no longer "
       "applies: the claim is out of time. 5 is glossed: the hour is the checker's next move (laws.md A35 on what is "
       "retracted when it is in time)."],
      D2, 'unannounced-check', 'white', 'out-of-time', start=UC, silent=('Bc4',), cites=['5'], glossed=['5'])
    case(7505, TW, 'levitsky-marshall-white-plays-3-nc3-and-nf3-in-succession-black-replies-then-claims',
      "Levitsky-Marshall: White plays 3. Nc3 and then Nf3 before Black moves; Black replies 3...c5 and only then claims: law 11, out of time",
      f"{LMF} to 3. Nc3. Before Black replies, White plays his king's knight to f3 as well ({{[%move g1f3 white]}}). "
      "Black answers with 3...c5, and only then claims the two moves in succession.", ['4', '11'],
      ["Law 4 lets the adversary have the second move replaced or both kept; law 11 closes every irregularity «after the "
       "adversary has moved a piece». Black moved his c-pawn before claiming, so both knight moves stand and the claim "
       "is out of time. 11 is glossed with A6's reading."],
      OOT_R, 'move-out-of-turn', 'black', 'out-of-time', game='LM', cites=['4', '11'], glossed=['11'])
    case(7506, TW, 'levitsky-marshall-white-touches-the-c5-pawn-plays-4-nf3-later-a-false-queen-move-black-claims-the-touch',
      "Levitsky-Marshall: White touches Black's c5 pawn and plays 4. Nf3; Black replies 4...Nc6; White's queen then leaps his own knight to h5 and Black claims the touch: the later false move does not reopen it",
      f"{LMF} to 3...c5. White lays his hand on Black's c5 pawn ({{[%touch c5]}}), which his d4 pawn could take, says "
      "nothing, and plays 4. Nf3. Black replies 4...Nc6. White's queen then goes d1-h5 over his own f3 knight "
      "({[%move d1h5]}, not a legal move). Black now claims under law 2 for the touch of his c5 pawn.", ['2', '11'],
      ["Law 2 gives Black his penalties for the touch; law 11 closes them once «the adversary has moved a piece». Black "
       "moved his b8 knight after the touch, so that claim is closed. The queen's leap is a new irregularity that Black "
       "may claim under law 3 while it is open, but it is a different act, and nothing in 2 or 11 revives the claim that "
       "closed. Out of time; 11 glossed (A6)."],
      TADV, 'touched-adversary-man', 'black', 'out-of-time', game='LM', cites=['2', '11'], glossed=['11'])

    # ======================================================== boys-own-1829 7507-7512
    case(7507, BO, 'the-d1-rook-leaps-to-e3-black-touches-his-a7-pawn-then-claims',
      "The d1 rook leaps to e3 like a knight; Black lays his hand on his a7 pawn and then claims: law 7 closes the claim only when he has played, so the king must move",
      FA_T, ['7'],
      ["Law 7: the opponent «can oblige you to move your king», but «if he have pliﬂyeg before he notices your false move, "
       "neither of you can, afterward, recal it» (OCR for «played»). A touch is not play: Black has not played. The rook goes back and White "
       f"must move his king ({L(KG1)}; laws.md A36)."],
      A, 'false-move', 'black', 'upheld', start=FM, remedies=['move-king'], elector='black', cites=['7'],
      moves={'move-king': KG1})
    case(7508, BO, 'the-d1-rook-leaps-to-e3-black-replies-2-re8-mates-white-pleads-the-claim-is-late',
      "The d1 rook leaps to e3; Black replies 1...a6 and 2. Re8 mates; Black claims the false move and White pleads law 7: upheld, and the mate stands",
      FB, ['7'],
      ["Law 7: «if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it» (OCR for «played»). Black "
       "played 1...a6 before noticing. The leap cannot be recalled, so the position after it stands, and 2. Re8 is mate: "
       "White wins."],
      BM, 'late-claim', 'white', 'upheld', start=FM, remedies=['no-penalty-time-barred'], result='white', cites=['7'])
    case(7509, BO, 'h3-called-check-black-plays-kh8-2-ra8-mates-then-black-asks-to-retract',
      "1. h3 is called «check»; Black, in consequence, plays 1...Kh8; 2. Ra8 mates, and only then does Black ask to retract his king move: law 8, out of time, and the mate stands",
      FCF + "White plays 2. Ra8, checkmate (python-chess), and says «check». Black now asks to take back 1...Kh8.", ['8'],
      ["Law 8: the misled player «may retract such move, if you discover it before he has made his next move». White's "
       "next move, 2. Ra8, was made before Black discovered anything; the hour has passed, 1...Kh8 stands, and the mate "
       "it allowed ends the game for White."],
      C_M, 'false-check-announcement', 'black', 'out-of-time', start=FC, result='white', cites=['8'])
    case(7510, BO, 'bc4-checks-unsaid-the-warning-comes-a-move-late-with-3-b3',
      "1. Bc4 checks without a word; Black plays over it twice and White says «check» only with 3. b3: law 9's retraction belongs to the next move, so it is out of time",
      FDF + "Black plays 2...h6, still over the check. Only with 3. b3 does White say «check», and he claims that both last "
      "moves be retracted.", ['9'],
      ["Law 9: «if, on his next move, he warn you, each party must retract his last move». The next move after the check "
       "was 2. a3, made without a word. A warning with 3. b3 is not the warning the law speaks of, so the retraction "
       "cannot be had: out of time. 9 is glossed with that reading."],
      D2, 'unannounced-check', 'white', 'out-of-time', start=UC, silent=('Bc4',), cites=['9'], glossed=['9'])
    case(7511, BO, 'the-d1-rook-leaps-to-e3-with-check-said-black-moves-his-king-in-consequence-then-claims-the-leap',
      "The d1 rook leaps to e3 and White says «check», though there is none; Black moves 1...Kf8 in consequence and then claims the leap: law 7, he has played, so the false move stands",
      FA + "With it White says «check»; there is no check (python-chess). In consequence Black moves his king, 1...Kf8. "
      "Black then claims the false move.", ['7'],
      ["Law 7 closes the claim once the adversary «have pliﬂyeg before he notices your false move» (OCR for «played»). Black has played "
       "1...Kf8. That move was made because of a false «check», and law 8 lets Black take it back before White makes his "
       "next move; but that is a claim under law 8, which Black has not made, and a retraction he has not asked for "
       "does not undo his having played. The claim of the false move is out of time; 7 is glossed with that reading."],
      FMC + ['Kf8'], 'false-move', 'black', 'out-of-time', start=FM, cites=['7'], glossed=['7'])
    case(7512, BO, 'the-d1-rook-leaps-to-e3-black-replies-white-plays-2-h3-black-names-2-h3-as-the-false-move',
      "The d1 rook leaps to e3; Black replies 1...a6; White plays 2. h3, and Black claims a false move naming 2. h3: that move is lawful, and the leap is closed: dismissed",
      FA + "Black plays 1...a6. White plays 2. h3. Black claims a false move and names White's last move, 2. h3 (event 2 of "
      "the record: the leap is event 0, 1...a6 event 1).", ['7'],
      ["Law 7 speaks of a false move. 2. h3 is a lawful pawn move (python-chess), so the move named is no false move. "
       "The irregular move was the rook's leap; Black played 1...a6 after it, and law 7 says neither player can "
       "afterward recal it, so it could not be the ground of a claim either. Dismissed."],
      BQ, 'false-move', 'black', 'dismissed', start=FM, cites=['7'], event=2)

    # ======================================================== philidor 7513-7518
    case(7513, PH, 'the-d1-rook-leaps-to-e3-black-touches-his-a7-pawn-then-claims',
      "The d1 rook leaps to e3 like a knight; Black lays his hand on his a7 pawn and then claims: rule VIII closes the claim only after his next move, so White's king must play",
      FA_T, ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled "
       "after the adversary's next move». A touch is not a move, so the claim is in time. The leap is recalled and White "
       f"plays his king ({L(KG1)}; laws.md A36); rule VI's «if you can» is met, the king has two squares."],
      A, 'false-move', 'black', 'upheld', start=FM, remedies=['move-king'], elector='black', cites=['VIII', 'VI'],
      moves={'move-king': KG1})
    case(7514, PH, 'the-d1-queen-leaps-to-e3-black-replies-2-qe4-stalemates-white-pleads-the-claim-is-late',
      "The d1 queen leaps to e3; Black replies 1...a6 and 2. Qe4 stalemates him; Black claims the leap, White pleads rule VIII: upheld, and in England the stalemated Black wins",
      "White's queen goes d1-e3, a knight's leap (python-chess: not a legal move). Black, unaware, plays 1...a6, after "
      "which his pawn is blocked by the a5 pawn. White plays 2. Qe4, and Black, not in check, has no move: stalemate "
      "(python-chess). Black then claims the false move; White pleads that it is too late. The record names no country.",
      ['VIII', 'XVI'],
      ["Rule VIII: no false move «can be recalled after the adversary's next move: so the postion must remain, as if such "
       "irregular move, not revoked in time, had been just». Black's 1...a6 was his next move, so the plea is upheld. The "
       "stalemate then stands as it is on the board, and rule XVI decides it: «In England, he whose King is stale-mate "
       "wins the game». laws.md A19: England is the default when no country is named. Black wins; XVI glossed."],
      STM, 'late-claim', 'white', 'upheld', start=ST, remedies=['no-penalty-time-barred'], result='black',
      cites=['VIII', 'XVI'], glossed=['XVI'])
    case(7515, PH, 'h3-called-check-black-plays-kh8-white-plays-2-kf1-then-black-asks-to-retract',
      "1. h3 is called «check»; Black, in consequence, plays 1...Kh8; White plays 2. Kf1 and only then does Black ask to retract: rule XIV, out of time",
      FCF + "White plays 2. Kf1. Black now asks to take back 1...Kh8.", ['XIV'],
      ["Rule XIV: the misled player may retract «so long as your adversary has not yet made his next move». White has made "
       "it, 2. Kf1. The hour is past: out of time."],
      C_K, 'false-check-announcement', 'black', 'out-of-time', start=FC, cites=['XIV'])
    case(7516, PH, 'bc4-checks-unsaid-black-plays-over-it-white-says-check-with-2-a3',
      "1. Bc4 checks without a word; Black plays 1...a6 over it; White says «check» with his very next move, 2. a3: rule XIII, each comes back from his last move",
      FDF + "With 2. a3 White says «check», and claims.", ['XIII'],
      ["Rule XIII: «if the first, in playing the next move, were to say, Check, each must then come back from his last "
       "move, as being false, and he that is under check is to take it off». The warning came with White's next move. "
       f"2. a3 and 1...a6 are taken back ({A35}) and Black must parry: {L(PARRY)} (python-chess)."],
      D1 + [CHECK], 'unannounced-check', 'white', 'upheld', start=UC, silent=('Bc4',),
      remedies=['retract-both-last-moves'], cites=['XIII'], moves={'retract-both-last-moves': PARRY})
    case(7517, PH, 'the-king-went-e2-and-back-white-castles-black-replies-then-claims',
      "White's king went to e2 and back; White castles anyway, Black replies 6...d6 and then claims: rule VIII closes the claim after the adversary's next move",
      "1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Nf3 Nc6 5. Bc4 Bc5: White's king has moved. White then castles on the king's "
      "side ({[%move e1g1]}; python-chess: not legal, the right is gone). Black replies 6...d6 and then claims.",
      ['XII', 'VIII'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved». But the castling is an irregular move, and rule VIII "
       "closes every false move «after the adversary's next move»; Black's next move was 6...d6. Out of time; VIII "
       "glossed as the hour for an unlawful castling."],
      CAS, 'illegal-castling', 'black', 'out-of-time', cites=['XII', 'VIII'], glossed=['VIII'])
    case(7518, PH, 'levitsky-marshall-opening-the-b1-knight-goes-to-d3-black-touches-c7-white-pleads-late',
      "Levitsky-Marshall opening: after 2...d5 White's b1 knight goes to d3, not a knight's move; Black touches his c7 pawn and claims; White's plea that the claim is late is dismissed",
      f"{LMF} to 2...d5. White's b1 knight then goes to d3 ({{[%move b1d3]}}; python-chess: not a legal move). Black lays "
      "his hand on his c7 pawn ({[%touch c7]}) and then claims the false move. White pleads that the claim is late, "
      "since Black has touched a man.", ['VIII'],
      ["Rule VIII: no false move «can be recalled after the adversary's next move». Black has touched a pawn but made "
       "no move; a touch binds him under rule V to play that pawn, but it is not his next move. The plea is dismissed "
       "and Black's claim stands to be heard; VIII glossed."],
      LM3 + [('raw', 'b1d3'), T('c7')], 'late-claim', 'white', 'dismissed', game='LM', cites=['VIII'], glossed=['VIII'])

    # ======================================================== acknowledged-laws 7519-7524
    case(7519, AC, 'the-d1-rook-leaps-to-e3-black-touches-his-a7-pawn-then-claims',
      "The d1 rook leaps to e3 like a knight; Black lays his hand on his a7 pawn and then claims: law VII sets no hour, and Black elects from its menu",
      FA_T, ['VII'],
      ["Law VII: «or make an illegal move, his adversary may compel him to take the man, make the right move, move his "
       "King, or replace the piece and make a legal move». The law sets no time; a touch cannot close what has no hour. "
       f"Black elects (laws.md A23: the remedies that fit an illegal move): a right move of the rook ({L(RD1)}), a king "
       f"move ({L(KG1)}), or replacing the rook and any legal move."],
      A, 'false-move', 'black', 'upheld', start=FM,
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      moves={'move-correctly': RD1, 'move-king': KG1})
    case(7520, AC, 'bc4-checks-unsaid-black-plays-over-it-white-plays-2-a3-black-claims',
      "1. Bc4 checks without a word; Black plays 1...a6 over it and White 2. a3; the check is found: law X's two moves have not been exceeded, so the pieces are replaced",
      FDF + "No one has said «check». Black now sees his king in check and claims.", ['X'],
      ["Law X: the adversary «need not take notice of the Check», subject to the exception: «two moves only may be made "
       "before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made». "
       "Two moves, 1...a6 and 2. a3, have been made since the check (laws.md A25: found within two further moves, the "
       f"moves are taken back to the check). Black must then parry: {L(PARRY)}. X is glossed with A25."],
      D1, 'unannounced-check', 'black', 'upheld', start=UC, silent=('Bc4',),
      remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'], moves={'retract-to-point-of-check': PARRY})
    case(7521, AC, 'h3-called-check-black-plays-kh8-white-plays-2-kf1-then-black-elects',
      "1. h3 is called «check»; Black, in consequence, plays 1...Kh8; White plays 2. Kf1 and Black then claims: law XI sets no hour, so Black elects",
      FCF + "White plays 2. Kf1. Black now claims.", ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the "
       "piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» "
       "Unlike the other four codes, XI sets no hour: White's next move does not close it. Black (laws.md A27: «the "
       "latter» is the misled player) elects; XI glossed."],
      C_K, 'false-check-announcement', 'black', 'upheld', start=FC, remedies=['leave-as-played', 'retract-misled-move'],
      elector='black', cites=['XI'], glossed=['XI'])
    case(7522, AC, 'the-d1-rook-leaps-to-e3-black-replies-2-re8-mates-white-pleads-the-claim-is-late',
      "The d1 rook leaps to e3; Black replies 1...a6 and 2. Re8 mates; Black claims the leap and White pleads lateness: law VII has no hour, so the plea is dismissed and the mate does not yet decide the game",
      FB, ['VII'],
      ["Law VII gives its penalties for an illegal move without any limit of time, and no law of this code (unlike "
       "the other four) closes a claim by the adversary's move or touch. The plea is dismissed. Because the claim "
       "against the leap is still open, the mate that rests on it does not yet decide the game: no result is given. VII "
       "glossed."],
      BM, 'late-claim', 'white', 'dismissed', start=FM, cites=['VII'], glossed=['VII'])
    N_D4_L = N_D4
    case(7523, AC, 'levitsky-marshall-white-touches-the-d4-knight-then-plays-11-qd3',
      "Levitsky-Marshall: after 10...Bxc5 White lays his hand on his d4 knight, then plays 11. Qd3 instead; Black claims before he moves: law V, the knight must be moved",
      f"{LMF} to 10...Bxc5. White lays his hand on his d4 knight ({{[%touch d4]}}), says nothing, and plays 11. Qd3 "
      f"instead (the game went 11. Nxe6). Black claims before making any move. The knight's moves were {L(N_D4)}.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» No «j'adoube» was said. Black claims at once, so no question of "
       "time arises even in a code that sets none; 11. Qd3 is taken back and the knight must move."],
      TOWN, 'touched-own-man', 'black', 'upheld', game='LM', remedies=['compel-move-touched-man'], elector='black',
      cites=['V'], moves={'compel-move-touched-man': N_D4})
    case(7524, AC, 'h3-called-check-black-plays-kh8-both-play-on-then-black-claims-white-pleads-late',
      "1. h3 is called «check»; Black, in consequence, plays 1...Kh8; 2. Kf1 h6 are played, then Black claims and White pleads that it is late: law XI has no hour, plea dismissed",
      FCF + "White plays 2. Kf1 and Black 2...h6. Black then claims under XI; White pleads that the claim is late.",
      ['XI'],
      ["Law XI lets the misled player elect to have «the pieces replaced and another move made», and names no hour; no "
       "other law of this code sets one. White's plea is dismissed; XI glossed."],
      C_K2, 'late-claim', 'white', 'dismissed', start=FC, cites=['XI'], glossed=['XI'])

    # ======================================================== london-1847 7525-7530
    case(7525, LO, 'the-d1-rook-leaps-to-e3-black-touches-his-a7-pawn-then-claims',
      "The d1 rook leaps to e3 like a knight; Black lays his hand on his a7 pawn and then claims: law XXV, he touched a man first, so no penalty",
      FA_T, ['XIII', 'XXV'],
      ["Law XIII gives three penalties for a false move. Law XXV (found text): «the adversary must take notice of such "
       "irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty». Black touched "
       "his a7 pawn before claiming (laws.md A34: the claimant's touch of any man). Out of time; XXV glossed."],
      A, 'false-move', 'black', 'out-of-time', start=FM, cites=['XIII', 'XXV'], glossed=['XXV'])
    case(7526, LO, 'the-d1-rook-leaps-to-e3-black-replies-2-re8-mates-white-pleads-the-claim-is-late',
      "The d1 rook leaps to e3; Black replies 1...a6 and 2. Re8 mates; Black claims the leap and White pleads law XXV: upheld, the mate stands",
      FB, ['XXV'],
      ["Law XXV: the adversary must take notice «before he touches a Piece or Pawn, or he will not be allowed to inflict "
       "any penalty». Black touched and moved his a7 pawn. No penalty, the leap stands, and 2. Re8 is mate: White wins. "
       "XXV glossed (A34)."],
      BM, 'late-claim', 'white', 'upheld', start=FM, remedies=['no-penalty-time-barred'], result='white',
      cites=['XXV'], glossed=['XXV'])
    case(7527, LO, 'h3-called-check-black-plays-kh8-white-touches-his-a1-rook-black-claims',
      "1. h3 is called «check»; Black, in consequence, plays 1...Kh8; White lays his hand on his a1 rook and Black claims: law XX, White has not completed his move",
      FCF + "White then lays his hand on his a1 rook ({[%touch a1]}) but has not moved it. Black claims.", ['XX'],
      ["Law XX (found text): the misled player «may retract such move, provided his adversary has not completed his last "
       "move». White has only touched his rook; his move is not completed. Black may take back 1...Kh8."],
      C_T, 'false-check-announcement', 'black', 'upheld', start=FC, remedies=['retract-misled-move'], elector='black',
      cites=['XX'])
    case(7528, LO, 'the-d1-rook-leaps-to-e3-with-check-said-black-touches-his-king-then-claims-the-leap',
      "The d1 rook leaps to e3 and White says «check», though there is none; Black, in consequence, lays his hand on his king and then claims the leap: law XXV, out of time",
      FA + "With it White says «check»; there is no check (python-chess). In consequence Black lays his hand on his king "
      "({[%touch g8]}). Black then claims the false move.", ['XIII', 'XXV'],
      ["Law XXV bars any penalty once the adversary «touches a Piece or Pawn» before taking notice. Black touched his "
       "king. The touch was made because of a false «check», and law XX lets Black undo it, but XX speaks of retracting "
       "the move, not of reviving a claim XXV has closed: Black began his reply without noticing the leap. Out of time; "
       "XXV glossed with that reading (A34)."],
      FMC + [T('g8')], 'false-move', 'black', 'out-of-time', start=FM, cites=['XIII', 'XXV'], glossed=['XXV'])
    case(7529, LO, 'levitsky-marshall-white-plays-3-nc3-and-nf3-in-succession-black-claims-before-touching',
      "Levitsky-Marshall: White plays 3. Nc3 and then Nf3 before Black moves; Black claims before touching a man: law XIV, Black chooses",
      f"{LMF} to 3. Nc3. Before Black replies, White plays his king's knight to f3 as well ({{[%move g1f3 white]}}). "
      "Black, who has touched nothing, claims at once.", ['XIV', 'XXV'],
      ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the "
       "second be retracted.» laws.md A30 reads a second move made in a row as a move out of turn. Law XXV's hour, the "
       "claimant's touch, has not come. Black chooses; XIV glossed (A30)."],
      OOT, 'move-out-of-turn', 'black', 'upheld', game='LM', remedies=['keep-both-moves', 'retract-second-move'],
      elector='black', cites=['XIV', 'XXV'], glossed=['XIV'])
    case(7530, LO, 'the-b7-pawn-reaches-b8-and-is-left-a-pawn-black-claims-before-touching',
      "The b7 pawn steps to b8 and is left a pawn; Black claims before touching a man: law XXI, it must be exchanged",
      "White's b7 pawn steps to b8 and stays a pawn ({[%move b7b8]}). Black, who has touched nothing, claims.",
      ['XXI', 'XXV'],
      ["Law XXI (found text): «Every Pawn which has reached the 8th or last square of the chess-board must be immediately "
       "exchanged for a Queen, or any other Piece the player may think fit». Law XXV's hour has not come. White must "
       f"complete the move by an exchange ({L(PROM)}); XXI glossed (laws.md A18, a queen, rook, bishop or knight)."],
      UP, 'promotion', 'black', 'upheld', start=UNPROM, remedies=['move-correctly'], cites=['XXI', 'XXV'],
      glossed=['XXI'], moves={'move-correctly': PROM})
