"""The thirty cases of the sixty-eighth set: a tournament director's week. Every board fact used below is asserted
here, with python-chess."""
import random
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
W, B = chess.WHITE, chess.BLACK
def CLUB(eco=None):
    return [('Event', 'Club game'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'),
            ('Result', '*')] + ([('ECO', eco)] if eco else [])
P_ = lambda t, c: chess.Piece(t, c)

def walk(fen, plies, seed):
    """a quiet walk from `fen`: `plies` lawful moves chosen at random (seeded), none a capture, none giving check,
    none leaving the side to move without a move; returned as SAN"""
    rng = random.Random(seed)
    b = chess.Board(fen); out = []
    for _ in range(plies):
        ms = []
        for m in b.legal_moves:
            if b.is_capture(m) or b.gives_check(m): continue
            b.push(m); ok = not b.is_game_over(claim_draw=False); b.pop()
            if ok: ms.append(m)
        ms.sort(key=lambda m: m.uci())
        m = rng.choice(ms)
        out.append(b.san(m)); b.push(m)
    return out

def names(b, sqs): return [chess.square_name(s) for s in sqs]

def write_all(case, after, P, frm, kingm, onto):
    from lib import san_list
    def legal_all(b): return san_list(b, list(b.legal_moves))
    # ================================================================== shared records
    # ---- Bowdler-Conway, London 1788
    BC16 = P('BC', 16)                                    # to 8...Kd7: White to play his ninth move
    b16 = after(None, BC16)
    assert b16.turn == W and b16.piece_at(S('f7')) == P_(chess.BISHOP, W) and not b16.is_check()
    BF7 = frm(b16, 'f7')
    assert BF7 == ['Bb3', 'Bc4', 'Bd5', 'Be6+', 'Bxg8', 'Bg6', 'Bh5', 'Be8+'] or sorted(BF7) == sorted(['Bb3', 'Bc4', 'Bd5', 'Be6+', 'Be8+', 'Bg6', 'Bh5', 'Bxg8'])
    TOUCH1 = BC16 + [('ev', '[%touch f7]'), 'Ne2', 'Qxa1']   # the f7 bishop touched, 9. Ne2 played, Black replies 9...Qxa1
    b = after(None, TOUCH1); assert b.turn == W and b.piece_at(S('a1')) == P_(chess.QUEEN, B)
    BC18 = P('BC', 18)                                    # to 9...Qxa1
    b18 = after(None, BC18)
    assert b18.turn == W and chess.Move.from_uci('e1f2') not in b18.legal_moves
    assert names(b18, b18.attackers(B, S('f2'))) == ['c5']   # only the c5 bishop guards f2 (d4, e3 empty)
    assert kingm(b18) == ['Kd1', 'Kf1', 'Kd2'] or sorted(kingm(b18)) == ['Kd1', 'Kd2', 'Kf1']
    LATE = BC18 + [('raw', 'e1f2'), 'Nf6']                # 10. Ke1-f2 into the bishop's line; 10...Nf6; then the claim
    b = after(None, LATE)
    assert b.turn == W and b.king(W) == S('f2') and b.is_check() and names(b, b.checkers()) == ['c5']
    BC24 = P('BC', 24)                                    # to 12...Qxh1
    b24 = after(None, BC24)
    assert b24.turn == W and b24.piece_at(S('h1')) == P_(chess.QUEEN, B) and not b24.is_check()
    assert list(b24.attackers(W, S('h1'))) == [] and onto(b24, 'h1') == []   # nothing can take the queen
    assert sorted(kingm(b24)) == ['Ke2', 'Ke3']
    TADV = BC24 + [('ev', '[%touch h1]'), 'Ke2']          # the queen touched, then the king moved
    b = after(None, TADV); assert b.king(W) == S('e2') and b.turn == B
    BC14 = P('BC', 14)                                    # to 7...Qxb2
    UNC = BC14 + ['Bxf7', ('pseudo', 'Nf6'), 'Ne2', ('pseudo', 'Qxa1'), 'Nec3', ('ev', '[%check]')]
    b14 = after(None, BC14 + ['Bxf7'], silent=('Bxf7',))
    assert b14.is_check() and b14.turn == B and names(b14, b14.checkers()) == ['f7']
    b = after(None, UNC, silent=('Bxf7',))
    assert b.turn == B and b.is_check() and b.piece_at(S('a1')) == P_(chess.QUEEN, B)
    assert not b.is_attacked_by(B, S('e1'))               # the b1 knight still stands between the a1 queen and the king
    # ---- Schulder-Boden, London 1853
    SBALL = P('SB', 30)
    b = after(None, SBALL)
    assert b.is_checkmate() and b.turn == W
    b19 = after(None, P('SB', 19))                         # to 10. Be3, Black to castle
    assert b19.has_queenside_castling_rights(B) and chess.Move.from_uci('e8c8') in b19.legal_moves
    assert not b19.is_attacked_by(W, S('d8')) and b19.piece_at(S('d6')) == P_(chess.PAWN, B)
    assert b19.piece_at(S('a8')) == P_(chess.ROOK, B)
    SB22 = P('SB', 22)                                    # to 11...Re8
    b22 = after(None, SB22)
    assert b22.turn == W and b22.is_pinned(W, S('e3')) and frm(b22, 'e3') == []
    assert names(b22, b22.attackers(B, S('e3'))) == ['e8'] or S('e8') in b22.attackers(B, S('e3'))
    KE1 = kingm(b22); assert KE1 == ['Kf1', 'O-O', 'Ke2']
    UNPL = SB22 + [('ev', '[%touch e3]'), 'Qf3']
    SB26 = P('SB', 26)                                    # to 13...d5
    b26 = after(None, SB26); assert b26.turn == W and b26.piece_at(S('e3')) == P_(chess.BISHOP, W)
    ADJ = SB26 + [('ev', '[%adjust e3]'), 'Bxd5']
    SB23 = P('SB', 23)                                    # to 12. Qf3
    b23 = after(None, SB23)
    assert chess.Move.from_uci('f6f3') not in b23.legal_moves and b23.piece_at(S('f4')) == P_(chess.PAWN, W)
    LATE2 = SB23 + [('raw', 'f6f3'), 'Nxf3', 'Bg4']       # the f6 queen takes on f3 through the f4 pawn; play goes on
    b = after(None, LATE2); assert b.turn == W and b.piece_at(S('g4')) == P_(chess.BISHOP, B)
    # ---- Hamppe-Meitner, Vienna 1872
    HM10 = P('HM', 10)                                    # to 5...Qf4+, check said
    b10 = after(None, HM10); assert b10.is_check() and names(b10, b10.checkers()) == ['f4']
    FCH1 = HM10 + ['Kd3']
    HM11 = P('HM', 11)                                    # to 6. Kd3
    b = after(None, HM11 + ['d5']); assert not b.is_check() and b.turn == W
    FCH2 = HM11 + ['d5', ('ev', '[%check]'), 'Kc3', 'Qxe4']
    b = after(None, FCH2); assert b.turn == W and not b.is_check()
    HM8 = P('HM', 8)                                      # to 4...Qh4+
    b8 = after(None, HM8)
    assert b8.is_check() and onto(b8, 'h4') == [] and frm(b8, 'h1') == []
    assert b8.piece_at(S('h2')) == P_(chess.PAWN, W)       # the rook's road to h4 runs through his own h2 pawn
    KM8 = kingm(b8); assert KM8 == ['Ke2', 'Ke3', 'Kf3']
    ICAP = HM8 + [('raw', 'h1h4')]
    b = after(None, ICAP); assert b.piece_at(S('h4')) == P_(chess.ROOK, W) and b.turn == B
    HM16 = P('HM', 16)                                    # to 8...Na6
    b16h = after(None, HM16); assert onto(b16h, 'a6') == ['Bxa6']
    TADV2 = HM16 + [('ev', '[%touch a6]'), 'a3', ('ev', '[%touch e4]')]
    b = after(None, TADV2); assert b.turn == B and b.piece_at(S('e4')) == P_(chess.QUEEN, B)
    HM15 = P('HM', 15)                                    # to 8. Kb3
    OOT = HM15 + [('oot', 'a2a3', 'white')]
    b = after(None, OOT); assert b.turn == B and b.piece_at(S('a3')) == P_(chess.PAWN, W)
    HM19 = P('HM', 19) + ['Nc5']                          # 10...Nc5, the check not said
    b20 = after(None, HM19, silent=('Nc5',))
    assert b20.is_check() and b20.turn == W and names(b20, b20.checkers()) == ['c5']
    PARRY = legal_all(b20); assert PARRY == ['Kb4', 'Ka5', 'Kb5']
    UNK = HM19 + [('pseudo', 'Nf3'), 'Ne7', ('pseudo', 'd3'), 'f6', ('pseudo', 'b3'), 'Be6']
    bb = after(None, HM19, silent=('Nc5',))
    for it in UNK[len(HM19):]:
        s = it if isinstance(it, str) else it[1]
        m = next(x for x in bb.pseudo_legal_moves if bb.san(x).rstrip('+#') == s)
        if bb.turn == W: assert m not in bb.legal_moves and not bb.is_capture(m)
        else: assert not bb.is_capture(m)
        bb.push(m)
        if bb.turn == W: assert names(bb, bb.checkers()) == ['c5']   # no new check: only the c5 knight's
    assert bb.turn == W and bb.is_check() and names(bb, bb.checkers()) == ['c5']
    UNK2 = UNK[:len(HM19) + 4]                            # the same, White claiming after 12...f6
    bb2 = after(None, UNK2, silent=('Nc5',)); assert bb2.turn == W and bb2.is_check()
    HM26 = P('HM', 25)                                    # to 13. Bb5+
    b = after(None, HM26); assert b.is_check() and b.piece_at(S('b5')) == P_(chess.BISHOP, W)

    # ---- club records
    STALE = '1k6/8/1K6/8/8/8/8/2Q5 b - - 0 1'
    b = chess.Board(STALE); assert legal_all(b) == ['Ka8']
    STM = ['Ka8', 'Qc7']
    b = after(STALE, STM); assert b.is_stalemate() and b.turn == B
    PROM = '7k/6pp/4P3/8/8/8/8/Q3K3 w - - 0 1'
    PRM = ['e7', 'Kg8', 'e8=Q#']
    b = after(PROM, PRM); assert b.is_checkmate() and len(b.pieces(chess.QUEEN, W)) == 2
    SWAP = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1'
    SWM = ['e4', 'e5', 'Nc3', 'Nc6', 'd3', 'Nf6', 'Be3', 'Be7']
    b = after(SWAP, SWM); assert b.turn == W and b.fullmove_number == 5 and b.piece_at(S('f1')) == P_(chess.KNIGHT, W)
    OMIT = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPP1P/RNBQKBNR w KQkq - 0 1'
    OMM = ['e4', 'e5', 'Nf3', 'Nc6']
    b = after(OMIT, OMM); assert b.turn == W and b.fullmove_number == 3
    FMV = ['e4', 'e5', 'Nf3', 'd6', 'd4', 'Nd7', 'Bc4', 'c6', ('raw', 'e4e5'), 'dxe5']
    b = after(None, FMV[:8]); assert b.piece_at(S('e5')) == P_(chess.PAWN, B) and chess.Move.from_uci('e4e5') not in b.legal_moves
    b = after(None, FMV); assert b.turn == W and b.piece_at(S('e5')) == P_(chess.PAWN, B) and b.piece_at(S('e4')) is None
    CAS = ['e4', 'e5', 'f4', 'exf4', 'Bc4', 'Qh4+', 'Kf1', 'Bc5', 'd4', 'Bb6', 'Nf3', 'Qe7', 'Nc3', 'Nf6', 'Ke1', 'O-O']
    bc = after(None, CAS)
    assert bc.turn == W and bc.king(W) == S('e1') and not bc.has_kingside_castling_rights(W)
    assert not bc.is_check() and not bc.is_attacked_by(B, S('f1')) and not bc.is_attacked_by(B, S('g1'))
    assert bc.piece_at(S('f1')) is None and bc.piece_at(S('g1')) is None and bc.piece_at(S('h1')) == P_(chess.ROOK, W)
    CROOK, CKING = frm(bc, 'h1'), kingm(bc)
    assert CROOK == ['Rf1', 'Rg1'] and CKING == ['Kf1', 'Kd2', 'Ke2', 'Kf2']
    CASX = CAS + [('raw', 'e1g1')]
    b = after(None, CASX); assert b.king(W) == S('g1') and b.piece_at(S('f1')) == P_(chess.ROOK, W)
    RBR = '7r/8/3k4/8/8/2B5/1R6/4K3 b - - 0 1'             # rook and bishop against rook, Black to move
    assert chess.Board(RBR).is_valid() and not chess.Board(RBR).is_check()
    WALK = walk(RBR, 100, 6821)
    bb = chess.Board(RBR)
    for s in WALK:
        m = bb.parse_san(s); assert not bb.is_capture(m) and not bb.gives_check(m)
        bb.push(m); assert not bb.is_checkmate() and not bb.is_stalemate() and len(bb.piece_map()) == 5
    assert bb.turn == B and bb.fullmove_number == 51
    F50 = [('ev', '[%fifty]')] + WALK
    PROB = '2rr2k1/5ppp/8/4N3/8/7B/Pp4PP/7K b - - 0 1'
    b = chess.Board(PROB); assert b.is_valid() and not b.is_check() and len(b.pieces(chess.ROOK, B)) == 2
    for p, mate in (('Q', True), ('R', True), ('B', False), ('N', False)):
        bb = b.copy(); bb.push_san('b1=' + p); assert bb.is_checkmate() == mate
    PRB = ['b1=R#']
    b = after(PROB, PRB); assert b.is_checkmate() and len(b.pieces(chess.ROOK, B)) == 3
    QMATE = ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'g6', ('raw', 'h5f7', 'check'), ('ev', '[%touch e8]')]
    b = after(None, QMATE[:6]); assert chess.Move.from_uci('h5f7') not in b.legal_moves and b.piece_at(S('g6')) == P_(chess.PAWN, B)
    b = after(None, QMATE); assert b.is_checkmate() and b.turn == B
    ODDS_START = 'rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
    PM3 = [('bonus', 'e4', 1), ('bonus', 'd4', 2), ('bonus', 'e5', 3, True)]
    b = after(ODDS_START, PM3)
    assert b.turn == B and b.piece_at(S('e5')) == P_(chess.PAWN, W) and b.piece_at(S('f7')) is None
    SEXP = '8/p5p1/8/4k3/1b6/8/P2N2P1/4K3 w - - 0 1'
    b = chess.Board(SEXP)
    assert b.is_valid() and b.is_pinned(W, S('d2')) and frm(b, 'd2') == []
    assert chess.Move.from_uci('d2f3') in b.pseudo_legal_moves and b.gives_check(chess.Move.from_uci('d2f3'))
    SKING = kingm(b); assert SKING == ['Kd1', 'Kf1', 'Ke2', 'Kf2']
    SEM = [('raw', 'd2f3', 'check')]
    b = after(SEXP, SEM); assert b.is_check() and b.is_attacked_by(B, S('e1'))   # both kings in check

    BC_T, SB_T, HM_T = 'Bowdler-Conway (London 1788)', 'Schulder-Boden (London 1853)', 'Hamppe-Meitner (Vienna 1872)'
    STF = ("A club ending: White has king and queen (Kb6, Qc1) against Black's bare king on b8, Black to move. "
           "Black's one lawful move is 1...Ka8; White answers 2. Qc7, and Black, not in check, has no lawful move: "
           "stalemate (python-chess). ")
    UNKF = (f"{HM_T} to 10. Kxa4, the published moves. Black plays 10...Nc5, which checks the a4 king, and says nothing "
            "(the game has 10...Nc5+ with the check said). White does not notice and plays on as if there were no check: "
            "11. Nf3 Ne7 12. d3 f6")

    # ======================================================== twenty-laws 6801-6806
    case(6801, TW, 'bowdler-conway-white-touches-the-f7-bishop-plays-9-ne2-black-takes-the-rook-then-claims',
      "Bowdler-Conway: White touches his f7 bishop but plays 9. Ne2; Black takes the a1 rook, 9...Qxa1, and only then claims the touched bishop: out of time",
      f"{BC_T} to 8...Kd7, the published moves. White lays hold of his bishop on f7 ({{[%touch f7]}}, no j'adoube said), "
      "lets it stand and plays 9. Ne2, the game's move. Black does not claim; he plays 9...Qxa1, the game's move, and only "
      "then claims that White must move the bishop he touched (it had eight moves, python-chess).",
      ['1', '11'],
      ["Law 1 gives the claim: «If you touch your man, you must play it». Law 11 closes it: «No irregularity or false "
       "move committed in the play is subject to penalty—nor can any such be retraced, after the adversary has moved a "
       "piece», and laws.md A6 reads the bar as governing both halves («\"after the adversary has moved\" governs both "
       "halves»). The adversary here is Black, and he has moved a piece, 9...Qxa1, before claiming. The claim is out of "
       "time and 9. Ne2 stands. Law 11 is glossed with A6, the earlier sets' form for a touched man claimed after the "
       "claimant's own reply."],
      TOUCH1, 'touched-own-man', 'black', 'out-of-time', game='BC', cites=['1', '11'], glossed=['11'])

    case(6802, TW, 'hamppe-meitner-5-qf4-check-was-real-white-calls-it-false-and-asks-to-take-back-6-kd3',
      "Hamppe-Meitner: 5...Qf4+ is said to be check and is one; White, after 6. Kd3, says the warning was false and asks to take his king move back: dismissed",
      f"{HM_T} to 6. Kd3, the published moves. Black's 5...Qf4 is announced as check ({{[%check]}}) and does check the "
      "e3 king along the f4-e3 diagonal (python-chess: the f4 queen is the only checker; White's lawful moves were Kd3 "
      "and Ke2). White answers 6. Kd3 and then, before Black moves, says that the check was false and asks to retract "
      "his king move.",
      ['6'],
      ["Law 6 helps a player misled by a warning that was not true: «If your opponent give you notice of a check without "
       "giving check, and you in consequence move your king, or interpose a piece, you may retract». The record shows "
       "a check that was given: the queen on f4 attacked the e3 king when «check» was said. There was no false notice, "
       "so law 6 has nothing to act on, and 6. Kd3 was White's lawful answer to a true check. The claim is dismissed "
       "on the facts. The same announcement with a move that gives no check is 6815 (Philidor)."],
      FCH1, 'false-check-announcement', 'white', 'dismissed', game='HM', cites=['6'])

    case(6803, TW, 'club-ending-2-e8-q-mates-beside-the-a1-queen-black-says-a-pawn-may-only-replace-a-lost-piece',
      "Club ending: White's pawn becomes a second queen on e8 with mate while his first queen stands on a1; Black says the pawn may only become a piece already lost: no law provides, by analogy the queen and the mate stand",
      "A club ending from a set position: White Ke1, Qa1, pawn e6; Black Kh8, pawns g7 and h7; White to move. 1. e7 "
      "Kg8 2. e8=Q, «check» said: the new queen on e8 and Black's own pawns leave the g8 king no square and nothing "
      "can take or cover it, while White's first queen still stands on a1 (python-chess: mate, two White queens). "
      "Black claims that a pawn may be exchanged only for a piece already lost, so the mate is void.",
      ['20', (PH, 'IX'), (LO, 'XXI')],
      ["The twenty laws have no law on a pawn that reaches the last square (laws.md's matrix: promotion, 000 «silent»). "
       "The dispute is heard: law 20 sends points «for which the laws have not provided» to «a third person, whose "
       "decision is to be final», and the engine decides as that third person, by analogy. The codes that provide "
       "agree against Black: Philidor IX, «and this, even when all the Pieces remain on the chess-board», and London "
       "XXI, «It follows, therefore, that he may have two or more Queens». laws.md A18 sets the default «required on "
       "arrival» and tells the silent codes to «Use the same default and mark the ruling \"by analogy\"». The second "
       "queen stands, the mate stands, and White has won. Decision `no-law-provides`, citing 20, no remedy, result "
       "white (the earlier sets' form for a promotion with mate under this code)."],
      PRM, 'promotion', 'black', 'no-law-provides', start=PROM, xtags=CLUB(), result='white', cites=['20'])

    case(6804, TW, 'bowdler-conway-10-kf2-walks-onto-the-c5-bishops-diagonal-black-plays-nf6-then-claims',
      "Bowdler-Conway: White's king steps into the c5 bishop's line, 10. Kf2; Black plays 10...Nf6 and then claims the false move; White pleads that it is too late: upheld",
      f"{BC_T} to 9...Qxa1, the published moves. Instead of 10. Kd2 White moves his king e1-f2 ({{[%move e1f2]}}), onto the "
      "diagonal of Black's c5 bishop (d4 and e3 are empty; the bishop is the only black man that guards f2, python-chess); "
      "the king's lawful moves were Kd1, Kf1 and Kd2. Black does not notice and plays 10...Nf6. Then he claims the false "
      "move, and White pleads that the claim comes too late.",
      ['3', '11'],
      ["A king moved into check is a false move (laws.md A37: «treat every move that exposes one's own king as a false "
       "move»). Law 3 lets the adversary exact a penalty for it, but not for ever: «But if a false move remain unnoticed "
       "until after the adversary has played, neither party can recal it», and law 11 adds «nor can any such be "
       "retraced, after the adversary has moved a piece» (A6). Black, the adversary, has played 10...Nf6 before "
       "claiming. White's plea is upheld: no penalty, the king stays on f2 (where it now stands in check, which White "
       "must answer on his move). Remedy `no-penalty-time-barred`, citing 3 and 11 with 11 glossed, the earlier sets' "
       "form for this plea."],
      LATE, 'late-claim', 'white', 'upheld', game='BC',
      remedies=['no-penalty-time-barred'], cites=['3', '11'], glossed=['11'])

    case(6805, TW, 'club-ending-queen-and-king-2-qc7-stalemates-the-a8-king-a-drawn-game',
      "Club ending: 1...Ka8 2. Qc7 leaves Black's bare king without a move; Black claims the game drawn: upheld, a draw",
      STF + "Black claims the game drawn; White says Black has no move and so has lost.",
      ['17'],
      ["Law 17: «The position of stale-mate constitutes a drawn game.» The law gives no definition, and none is needed "
       "here: the king is not in check and has no lawful square (a7, b7 and b8 are all commanded by the queen or the "
       "king), and Black has no other man. The game is drawn, whatever White says. The same stalemate wins for Black "
       "under Boy's Own (6807) and is drawn under Philidor's rules as played in France (6813)."],
      STM, 'stalemate-result', 'black', 'upheld', start=STALE, xtags=CLUB(), result='draw', cites=['17'])

    case(6806, TW, 'kings-knight-and-bishop-set-on-each-others-squares-black-claims-after-four-moves-each',
      "White's king's knight and king's bishop were set on each other's squares; Black notices after four moves on each side: too late, the game is played out",
      "A club game set up with White's king's knight on f1 and his king's bishop on g1 (each on the other's square; the "
      "rest of the array is standard). Four moves are played on each side, 1. e4 e5 2. Nc3 Nc6 3. d3 Nf6 4. Be3 Be7, "
      "and Black, before White's fifth move, claims that the men be set right.",
      ['12'],
      ["Law 12: «If at the commencement of a game ... the pieces be placed wrongly upon the board ... the mistake may be "
       "rectified, provided neither party have played four moves; but if they have done so, the game must be played "
       "out». laws.md A7 reads the count so that «correction is allowed until either side *completes* its 4th move». "
       "Both sides have completed four moves, so the mistake can no longer be put right and the game goes on as the "
       "men stand. Dismissed, 12 glossed (A7), the earlier sets' form for a set-up claimed after the fourth move."],
      SWM, 'initial-men-misplaced', 'black', 'dismissed', start=SWAP, xtags=CLUB(), cites=['12'], glossed=['12'])

    # ======================================================== boys-own-1829 6807-6812
    case(6807, BO, 'club-ending-queen-and-king-2-qc7-stalemates-the-a8-king-the-stalemated-player-wins',
      "Club ending: 1...Ka8 2. Qc7 leaves Black's bare king without a move; under the Boy's Own laws the stalemated player wins",
      STF + "Black claims the game.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, "
       "or even none that can be moved he is stale-mated, and wins the game.» Every condition is on the board: no check, "
       "no king move, no other man. Black wins. Compare 6805 (twenty-laws 17, a draw) and 6813 (Philidor in France, a "
       "draw)."],
      STM, 'stalemate-result', 'black', 'upheld', start=STALE, xtags=CLUB(), result='black', cites=['11'])

    case(6808, BO, 'bowdler-conway-white-touches-the-h1-queen-which-nothing-can-take-then-plays-13-ke2',
      "Bowdler-Conway: White touches Black's h1 queen, which nothing of his can take, and then moves his king, 13. Ke2; Black asks for the penalty: it has been paid",
      f"{BC_T} to 12...Qxh1, the published moves. White lays hold of Black's queen on h1 ({{[%touch h1]}}); no White man "
      "can take it (the f3 queen's road runs through White's own g2 pawn, python-chess). White lets go and plays 13. "
      "Ke2, one of his king's two lawful moves (Ke2, Ke3) (the game went 13. Qg4+). Black then claims under law 5.",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you "
       "must moeve your king, if that be possible, without putting him in check» («moeve»: move). The queen could not "
       "be taken, so the penalty is a king move, and White's move was a king move: 13. Ke2. The law asks nothing more, "
       "and a penalty already paid is not imposed a second time. Dismissed, 5 glossed (the reading that a king move "
       "already made satisfies the law, as the earlier sets have it)."],
      TADV, 'touched-adversary-man', 'black', 'dismissed', game='BC', cites=['5'], glossed=['5'])

    case(6809, BO, 'white-set-up-without-his-g-pawn-black-notices-after-two-moves-each',
      "White's g2 pawn was left off the board; Black notices after two moves on each side: the Boy's Own laws speak only of men misplaced, and by analogy Black chooses",
      "A club game set up without White's g2 pawn (python-chess: the rest of the array is standard). After two moves on "
      "each side, 1. e4 e5 2. Nf3 Nc6, Black notices that the pawn is missing and claims.",
      ['3', (TW, '12'), (LO, 'III')],
      ["Law 3 speaks of men misplaced: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary "
       "may permit you to begin game afresh, or not, as he pleases» («yi.')ur»: your). It says nothing of a man left "
       "off the board (laws.md's table of kinds: initial-man-omitted, 001 «—»). The dispute is heard by analogy; the "
       "nearest rule is the code's own law 3, and laws.md A11 reads it: «After two moves: the adversary chooses restart "
       "or continue.» The codes that name an omitted man (twenty-laws 12, London III) would let it be put right before "
       "the fourth move, but this code's own law for the set-up is the nearer analogy, as the earlier sets hold. Black, "
       "the adversary, elects to begin afresh or to go on. Decision `no-law-provides`, citing 3, glossed."],
      OMM, 'initial-man-omitted', 'black', 'no-law-provides', start=OMIT, xtags=CLUB(), show_fen=True,
      remedies=['restart-game', 'continue-as-is'], elector='black', cites=['3'], glossed=['3'])

    case(6810, BO, 'philidor-defence-the-e4-pawn-takes-e5-straight-ahead-black-recaptures-then-claims',
      "Philidor's defence: White's e4 pawn takes the e5 pawn straight ahead; Black recaptures, 5...dxe5, and only then claims: out of time",
      "A club game: 1. e4 e5 2. Nf3 d6 3. d4 Nd7 4. Bc4 c6. White's e4 pawn then takes Black's e5 pawn straight ahead "
      "({[%move e4e5]}), a capture no pawn can make (python-chess). Black retakes, 5...dxe5, and only then claims the "
      "false move.",
      ['7'],
      ["Law 7 gives the penalty, «If you make @ false move, your opponent can oblige you to move your king», and closes "
       "it in the same sentence: «neither of you can, afterward, recal it» once the opponent has played before he "
       "notices. Black has played, 5...dxe5, so the false move stands and no penalty can be had. Out of time, citing 7 "
       "(the earlier sets' form)."],
      FMV, 'false-move', 'black', 'out-of-time', xtags=CLUB('C41'), cites=['7'])

    case(6811, BO, 'schulder-boden-15-ba3-mates-white-then-says-black-could-not-castle-on-move-ten',
      "Schulder-Boden: after 15...Ba3 mates, White says Black's 10...O-O-O was unlawful because his king passed d8 on the queen's file: law 6 bars only a moved king or rook; dismissed, and the mate stands",
      f"{SB_T}, the published game to its end: 15...Ba3, check said, mates the c1 king (python-chess). White then claims "
      "that Black's castling, 10...O-O-O, was unlawful: he says Black's king passed over d8, on the file of White's d1 "
      "queen. When Black castled neither his king nor his a8 rook had moved, and d8 was not attacked (Black's own d6 "
      "pawn stood between, python-chess).",
      ['6'],
      ["Law 6 is the Boy's Own laws' one castling rule: «You cannot castle after moving the rook or king». Neither had "
       "moved. The code says nothing of squares passed over (laws.md A12's note: the moved king or rook is «The only "
       "condition given»), and in fact d8 was covered by Black's own pawn. The castling was lawful, so there is nothing "
       "to penalise, and the game stands as played: Boden's mate, a win for Black. Dismissed, result black."],
      SBALL, 'illegal-castling', 'white', 'dismissed', game='SB', result='black', cites=['6'])

    case(6812, BO, 'bowdler-conway-8-bxf7-unsaid-black-plays-on-twice-white-says-check-only-with-10-nec3',
      "Bowdler-Conway: 8. Bxf7 checks without a word; Black plays on, 8...Nf6, 9. Ne2 Qxa1; White says check only with his second move after, 10. Nec3: too late",
      f"{BC_T} to 7...Qxb2, the published moves. White plays 8. Bxf7, which checks the e8 king, and says nothing. Black "
      "plays as if there were no check, 8...Nf6; White plays 9. Ne2 without a word; Black takes the rook, 9...Qxa1, "
      "still in check. Only now, with 10. Nec3, does White say «check» ({[%check]}), and he asks that the moves be taken "
      "back (his b1 knight still shields his own king from the a1 queen, python-chess).",
      ['9'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it "
       "till he does; but if, on his next move, he warn you, each party must retract his last move, and the king be "
       "removed out of check, or covered.» («wamir;_g»: warning.) The retraction is given for a warning made «on his next "
       "move», which was 9. Ne2, made in silence; laws.md A35 reads the retraction as one move each, back to just after "
       "the unannounced check. White's warning came a move later, with 10. Nec3, and the law gives nothing for it. Out "
       "of time, 9 glossed (the earlier sets' form for a warning that comes a move late)."],
      UNC, 'unannounced-check', 'white', 'out-of-time', game='BC', silent=('Bxf7',), cites=['9'], glossed=['9'])

    # ======================================================== philidor 6813-6818
    case(6813, PH, 'club-ending-queen-and-king-2-qc7-stalemates-the-a8-king-in-france-a-drawn-game',
      "Club ending played in France: 1...Ka8 2. Qc7 stalemates Black's bare king; under rule XVI the French usage makes it a drawn game",
      STF + "The game is played under Philidor's rules as used in France ([Option \"country=france\"]). Black claims.",
      ['XVI'],
      ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a "
       "check, then the game is stale-mate. In England, he whose King is stale-mate wins the game*; but in France, and "
       "several other countries, the stale-mate is a drawn game.» laws.md A19: «Make the jurisdiction a game "
       "parameter.» This game records the French usage, so the stalemate is a drawn game, not Black's win (as it would "
       "be by default, in England, and under Boy's Own in 6807). XVI glossed with A19."],
      STM, 'stalemate-result', 'black', 'upheld', start=STALE, xtags=CLUB() + [('Option', 'country=france')],
      result='draw', cites=['XVI'], glossed=['XVI'])

    case(6814, PH, 'schulder-boden-white-touches-the-pinned-e3-bishop-then-plays-12-qf3',
      "Schulder-Boden: White touches his e3 bishop, pinned by the e8 rook, and then plays 12. Qf3; Black claims: rule XV, White must play his king",
      f"{SB_T} to 11...Re8, the published moves. The rook on e8 pins White's e3 bishop to the e1 king (python-chess: the "
      "bishop has no lawful move). White lays hold of the bishop ({[%touch e3]}), lets it stand, and plays 12. Qf3, the "
      "game's move. Black claims at once. White's king had three lawful moves: Kf1, Ke2 and castling (O-O).",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». The bishop cannot be "
       "played, and rule XV provides for that: «If any one touches a piece which he cannot play without giving check, he "
       "must then play his King». laws.md A17 reads the words as the code means them, a move that would expose one's "
       "own king («Pick the intended sense.»). White must take back 12. Qf3 and play his king; the king moves are Kf1, "
       "Ke2 and O-O (castling is a move of the king, as the earlier sets list it). Black, the adversary, is the one who "
       "claims. Upheld, XV glossed (A17)."],
      UNPL, 'touched-own-man-unplayable', 'black', 'upheld', game='SB',
      remedies=['move-king'], elector='black', cites=['V', 'XV'], glossed=['XV'], moves={'move-king': KE1})

    case(6815, PH, 'hamppe-meitner-6-d5-called-check-white-steps-7-kc3-black-plays-qxe4-then-white-claims',
      "Hamppe-Meitner: 6...d5 is called check and gives none; White steps 7. Kc3 in consequence, Black plays 7...Qxe4, and only then does White ask to retract: too late",
      f"{HM_T} to 6. Kd3, the published moves. Black plays 6...d5 and says «check» ({{[%check]}}), but nothing attacks "
      "White's king on d3 (python-chess). White, believing it, moves his king, 7. Kc3 (the game's move). Black then "
      "plays 7...Qxe4, the game's move, and only after it does White claim that he may take back his king move.",
      ['XIV'],
      ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either "
       "your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not "
       "yet made his next move.» Black's warning was false and White moved in consequence of it; but the right lasted "
       "only «so long as your adversary has not yet made his next move», and Black has made it, 7...Qxe4. Out of time, "
       "citing XIV (the earlier sets' form). Compare 6802, where the check announced was real."],
      FCH2, 'false-check-announcement', 'white', 'out-of-time', game='HM', cites=['XIV'])

    case(6816, PH, 'hamppe-meitner-13-bb5-quitted-white-asks-to-play-the-bishop-to-c4-instead',
      "Hamppe-Meitner: White plays 13. Bb5+ and quits the bishop; before Black replies he asks to put it on c4 instead: rule VII, dismissed",
      f"{HM_T} to 13. Bb5+, the published moves, the check said. White has set the bishop down on b5 and taken his hand "
      "from it. Before Black replies he asks to play the bishop to c4 instead, saying he had not meant to give the check.",
      ['VII'],
      ["Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place; but so long as he "
       "keeps his hold of it, he is at liberty to play it where he pleases.» White quitted the bishop on b5; the move is "
       "made and cannot be changed, whatever White meant. Dismissed, citing VII (the earlier sets' form)."],
      HM26, 'man-released', 'white', 'dismissed', game='HM', cites=['VII'])

    case(6817, PH, 'hamppe-meitner-8-kb3-and-then-a3-in-one-turn-philidor-has-no-law-on-it',
      "Hamppe-Meitner: White plays 8. Kb3 and, before Black replies, a2-a3 as well; Black claims: Philidor's rules say nothing of two moves in succession, and by analogy Black chooses",
      f"{HM_T} to 8. Kb3, the published moves. Before Black replies (the game went 8...Na6 9. a3), White also plays "
      "a2-a3 ({[%move a2a3 white]}), a lawful move had it been his turn. Black, having touched nothing, claims at once.",
      [(TW, '4'), (LO, 'XIV')],
      ["Philidor's seventeen rules have no rule on two moves in succession (laws.md's matrix, «Two moves in succession / "
       "out of turn»: 002 «silent»), and no rule sending an unprovided point to a third person. The dispute is heard by "
       "analogy, the engine acting as the third person. The codes that provide agree: twenty-laws 4, «you must replace "
       "the second piece; or your adversary may insist that both moves shall remain», and London XIV, «his adversary may "
       "choose whether both moves shall remain, or the second be retracted»; laws.md A10 and A30 read «both moves shall "
       "remain» as «both moves stay and the turn passes to the adversary». Black, the adversary, chooses. Decision "
       "`no-law-provides`, citing nothing of this code (it has nothing to cite), the earlier sets' form for Philidor."],
      OOT, 'move-out-of-turn', 'black', 'no-law-provides', game='HM',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=[])

    case(6818, PH, 'bishops-gambit-the-king-went-to-f1-and-back-white-castles-9-o-o',
      "Bishop's gambit: White's king went to f1 after 3...Qh4+ and back to e1; later White castles: rule XII forbids it, and White, the offender, chooses rook or king",
      "A club game: 1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 Bc5 5. d4 Bb6 6. Nf3 Qe7 7. Nc3 Nf6 8. Ke1 O-O. White now "
      "castles on the king's side ({[%move e1g1]}), king to g1 and rook to f1. His king has moved twice (4. Kf1, 8. "
      "Ke1); f1 and g1 are empty and unattacked and the king is not in check, so nothing else bars it (python-chess). "
      "Black claims at once. From the position before the castling the h1 rook had two moves (Rf1, Rg1) and the king "
      "four (Kf1, Kd2, Ke2, Kf2).",
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved ... and he that castles when he "
       "should not do it, must play his Rook touched, or his King, at his own choice.» The king has been moved, so the "
       "castling is false. The penalty is of the offender's choosing: laws.md A16(ii), «The *offender* chooses whether to "
       "move the touched rook or the king». White elects: the rook (Rf1, Rg1) or the king (Kf1, Kd2, Ke2, Kf2), each "
       "from the position before the castling. Citations in the earlier sets' order for a castling heard under XII with "
       "the false-move rule it leans on (VIII «must play his King, as in Rule VI», and VI): XII, VIII, VI, XII glossed."],
      CASX, 'illegal-castling', 'black', 'upheld', xtags=CLUB('C33'),
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      moves={'move-rook': CROOK, 'move-king': CKING})

    # ======================================================== acknowledged-laws 6819-6824
    case(6819, AC, 'hamppe-meitner-10-nc5-checks-unsaid-three-moves-each-pass-before-white-finds-it',
      "Hamppe-Meitner: 10...Nc5 checks the a4 king without a word; three moves on each side pass before White finds it: beyond the two moves of law X, the point goes to a bystander",
      UNKF + " 13. b3 Be6 (three moves on each side, none of them a capture or a check, python-chess). Only now does "
      "White see that his king has stood in check since 10...Nc5, and he claims.",
      ['X', 'XIV'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its "
       "note gives the one exception: «two moves only may be made before the King is obliged to move out of Check, when "
       "the pieces must be replaced, and the proper moves made». laws.md A25 reads it: the moves are taken back if the "
       "check is found within two further moves, and «Beyond two moves the code is silent.» Here three moves on each "
       "side have passed. Law XIV sends what the code leaves open to «any disinterested bystander, whose decision is to "
       "be considered final». Decision `no-law-provides`, remedy `refer-to-third-party`, citing X (glossed, A25) and XIV, "
       "the earlier sets' form. The same record under London (6828) is decided by XIX."],
      UNK, 'unannounced-check', 'white', 'no-law-provides', game='HM', silent=('Nc5',),
      remedies=['refer-to-third-party'], cites=['X', 'XIV'], glossed=['X'])

    case(6820, AC, 'hamppe-meitner-4-qh4-check-white-takes-the-queen-with-the-h1-rook-through-his-own-h2-pawn',
      "Hamppe-Meitner: in the announced check of 4...Qh4+ White takes the queen with his h1 rook, through his own h2 pawn; Black claims: law VII's menu",
      f"{HM_T} to 4...Qh4+, the published moves, the check said. White's king on f2 is in check from the h4 queen. White "
      "takes the queen with his h1 rook ({[%move h1h4]}), which cannot reach h4 past his own h2 pawn (python-chess). "
      "Black claims at once. Before the capture nothing of White's could take the queen, the h1 rook had no lawful move, "
      "and the king had three (Ke2, Ke3, Kf3; the game went 5. Ke3).",
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or "
       "make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or "
       "replace the piece and make a legal move.» An illegal capture is an illegal move, and laws.md A23 reads the four "
       "remedies as «one menu», offering those that fit. Black elects among: take the queen with a man that lawfully can "
       "(none can: unenforceable), make the right move with the rook (it has none: unenforceable), move the king (Ke2, "
       "Ke3, Kf3), or replace the rook and make any lawful move. Upheld, VII glossed (A23)."],
      ICAP, 'illegal-capture', 'black', 'upheld', game='HM',
      remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'],
      elector='black', cites=['VII'], glossed=['VII'], unenforceable=['capture-with-legal-capturer', 'move-correctly'],
      moves={'move-king': KM8})

    case(6821, AC, 'rook-and-bishop-against-rook-black-calls-for-fifty-moves-fifty-each-pass',
      "Rook and bishop against rook: Black, defending, calls on White to mate in fifty moves; fifty moves on each side pass without mate: a drawn game",
      "A club ending: White has king, rook and bishop (Ke1, Rb2, Bc3) against king and rook (Kd6, Rh8), Black to move. "
      "Black calls on White to mate in fifty moves ({[%fifty]}). Fifty moves are then played on each side, Black's first "
      "and White's last, with no capture, no check and no mate (python-chess), and Black, before his fifty-first move, "
      "claims the game drawn.",
      ['XII'],
      ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his "
       "adversary to mate in fifty moves or draw the game.» laws.md A26 reads it for any ending («Pick B»: «the "
       "\"defending player\" is the side being attacked», and «\"fifty moves\" = fifty on each side»), so the unequal "
       "forces here do not bar the call. Black, the side attacked, called; fifty moves each have passed without mate. "
       "The game is drawn. XII glossed (A26)."],
      F50, 'fifty-move-claim', 'black', 'upheld', start=RBR, xtags=CLUB(),
      remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(6822, AC, 'schulder-boden-white-says-jadoube-over-the-e3-bishop-then-plays-14-bxd5',
      "Schulder-Boden: White says j'adoube and adjusts his e3 bishop, then plays 14. Bxd5 with the other bishop; Black says the e3 bishop must move: dismissed",
      f"{SB_T} to 13...d5, the published moves. White, saying «j'adoube» first, adjusts his bishop on e3 "
      "({[%adjust e3]}), then plays 14. Bxd5 with his c4 bishop, the game's move. Black claims that the e3 bishop, "
      "touched, must be the man moved.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note makes the exception: «[Except the player say j’adoube "
       "(I adjust).» White said it before he touched the bishop, so the touch binds him to nothing and 14. Bxd5 stands. "
       "Dismissed, citing V (the earlier sets' form)."],
      ADJ, 'adjustment-claim', 'black', 'dismissed', game='SB', cites=['V'])

    case(6823, AC, 'schulder-boden-12-the-f6-queen-takes-on-f3-through-the-f4-pawn-white-claims-after-13-nxf3-bg4',
      "Schulder-Boden: Black's f6 queen takes White's queen on f3 through the f4 pawn; White recaptures, 13. Nxf3, Black plays 13...Bg4, and then White claims; Black pleads it is late: the Acknowledged Laws set no limit",
      f"{SB_T} to 12. Qf3, the published moves. Black's queen takes White's queen on f3 ({{[%move f6f3]}}), though "
      "White's f4 pawn stands between (python-chess; the game went 12...Bf5). White retakes, 13. Nxf3, and Black plays "
      "13...Bg4. Only then does White claim the illegal capture, and Black pleads that the claim is too late.",
      ['VII'],
      ["Law VII gives the adversary his choice against an illegal move («or make an illegal move, his adversary may "
       "compel him to take the man, make the right move, move his King, or replace the piece and make a legal move») and "
       "sets no time within which he must claim; the only limit in the code is the note to law X, on checks. The other "
       "codes' deadlines (twenty-laws 11, Boy's Own 7, Philidor VIII, London XXV) are not this code's. Black's plea is "
       "dismissed; VII glossed, the earlier sets' form for this plea under this code."],
      LATE2, 'late-claim', 'black', 'dismissed', game='SB', cites=['VII'], glossed=['VII'])

    case(6824, AC, 'club-ending-1-b1-r-mates-with-both-black-rooks-on-the-board-white-objects-to-a-third-rook',
      "Club ending: Black's b2 pawn becomes a third rook on b1, with mate; White says a pawn may not become a piece its owner still has: no law provides, by analogy the rook and the mate stand",
      "A club ending from a set position: White Kh1, Ne5, Bh3, pawns a2, g2, h2; Black Kg8, rooks c8 and d8, pawns b2, "
      "f7, g7, h7; Black to move. Black plays 1...b1=R, «check» said: the rook on b1 sweeps the first rank, the g2 and "
      "h2 pawns hem the king in, and no White man can cover or take (python-chess: mate; a queen would also mate, a "
      "bishop or knight would not). White claims that a pawn may become only a piece already lost, and Black still has "
      "both his rooks.",
      ['XIV', (PH, 'IX'), (LO, 'XXI')],
      ["The Acknowledged Laws have no law on the pawn that reaches the last square (laws.md: 003 «No promotion law (the "
       "later Enquire Within text adds one)»). Law XIV sends any dispute to «any disinterested bystander, whose decision "
       "is to be considered final», and the engine decides as that bystander, by analogy. Philidor IX, «this, even when "
       "all the Pieces remain on the chess-board», and London XXI, «he may have two or more Queens, three or more Rooks», "
       "both allow the third rook. The rook and the mate stand, and Black has won. Decision `no-law-provides`, citing "
       "XIV, no remedy, result black (the earlier sets' form)."],
      PRB, 'promotion', 'white', 'no-law-provides', start=PROB, xtags=CLUB(), result='black', cites=['XIV'])

    # ======================================================== london-1847 6825-6830
    case(6825, LO, 'hamppe-meitner-white-touches-the-a6-knight-plays-9-a3-black-lays-hold-of-his-queen-then-claims',
      "Hamppe-Meitner: White touches Black's a6 knight and plays 9. a3; Black lays hold of his own queen and only then claims: law XXV, out of time",
      f"{HM_T} to 8...Na6, the published moves. White lays hold of Black's knight on a6 without a word ({{[%touch a6]}}); "
      "his f1 bishop could have taken it (Bxa6, python-chess). He lets go and plays 9. a3, the game's move. Black takes "
      "hold of his own queen on e4 ({[%touch e4]}) and then claims that White must take the knight.",
      ['IX', 'XXV'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that "
       "effect, his adversary may compel him to take it» («take» here is to take hold of, laws.md A28). Law XXV, found "
       "text: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be "
       "allowed to inflict any penalty», and laws.md A34: «The right to claim ends when he touches any man.» Black "
       "touched his queen before claiming. Out of time, XXV glossed (A34)."],
      TADV2, 'touched-adversary-man', 'black', 'out-of-time', game='HM', cites=['IX', 'XXV'], glossed=['XXV'])

    case(6826, LO, 'scholars-attack-4-qxf7-through-the-g6-pawn-mates-black-touches-his-king-then-claims',
      "Scholar's attack: White's queen takes on f7 through Black's g6 pawn and the board shows mate; Black touches his king, then claims the false move: XXV, the mate stands",
      "A club game: 1. e4 e5 2. Qh5 Nc6 3. Bc4 g6. White's queen then goes h5-f7 ({[%move h5f7]}), over Black's g6 "
      "pawn, takes the f7 pawn and «check» is said; no lawful move took her there (python-chess). On the board it is "
      "mate: the king has no square and the queen, guarded by the c4 bishop, cannot be taken. Black lays his hand on his "
      "king ({[%touch e8]}) and only then claims the false move.",
      ['XIII', 'XXV'],
      ["Law XIII: «If a player make a false move, i. e. play a Piece or Pawn to any square to which it cannot legally be "
       "moved, his adversary has the choice of three penalties». Law XXV, found text: «If a player make a false move, "
       "castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or "
       "Pawn, or he will not be allowed to inflict any penalty» (laws.md A34: «The right to claim ends when he touches "
       "any man.»). Black touched his king first, so the false move stands, and with it the mate: White has won. Out of "
       "time, XXV glossed, result white (the earlier sets' form)."],
      QMATE, 'false-move', 'black', 'out-of-time', xtags=CLUB('C20'), result='white', cites=['XIII', 'XXV'], glossed=['XXV'])

    case(6827, LO, 'pawn-and-three-moves-the-third-move-e4-e5-crosses-into-blacks-half',
      "Pawn and three moves: Black gives his king's bishop's pawn and three moves; White's third, e4-e5, goes into Black's half; Black claims: London has no such law, and the point goes to the bystanders",
      "A club game at odds: Black gives the pawn and three moves ([Odds \"black pawn-and-moves 3\"]: Black's f7 pawn off "
      "the board, White to make three moves before Black's first). White plays e4, d4 and e5; the third move puts his "
      "pawn on the fifth rank, in Black's half of the board. Black claims at once.",
      ['XXVI', (TW, '15')],
      ["The London code does not limit the moves of a player who receives the pawn and moves (laws.md's table of kinds: "
       "odds-moves-out-of-territory, 004 «—»); only twenty-laws 15 does, «must confine those moves to his own "
       "territory», and laws.md A9 reads it as «the receiver's own half». With one code alone providing there is nothing "
       "the codes agree on to borrow. Law XXVI, found text: «Should any question arise, respecting which there is no "
       "law, or in case of a dispute respecting any law, the players must refer the point to the most skilful "
       "disinterested bystanders». Decision `no-law-provides`, remedy `refer-to-third-party`, citing XXVI (the earlier "
       "sets' form for this kind under London)."],
      PM3, 'odds-moves-out-of-territory', 'black', 'no-law-provides', start=ODDS_START, show_fen=False,
      xtags=CLUB() + [('Odds', 'black pawn-and-moves 3')], remedies=['refer-to-third-party'], cites=['XXVI'])

    case(6828, LO, 'hamppe-meitner-10-nc5-checks-unsaid-white-finds-his-king-in-check-after-12-f6',
      "Hamppe-Meitner: 10...Nc5 checks the a4 king without a word; after 11. Nf3 Ne7 12. d3 f6 White finds his king in check: law XIX, every move since the check is taken back",
      UNKF + " (two moves on each side, none of them a capture or a check, python-chess). White now sees that his king "
      "has stood in check since 10...Nc5, and claims. In the position after 10...Nc5 his lawful moves were Kb4, Ka5 and "
      "Kb5.",
      ['XIX'],
      ["Law XIX, found text: «If the King has been in check for several moves, and it cannot be ascertained how it "
       "occurred, the player whose King is in check must retract his last move and free his King from the check : but "
       "if the moves made subsequent to the check be known, they must be retracted.» The record is complete, so the "
       "second clause governs (laws.md A33: «when it is complete, always apply XIX's second clause (take back to the "
       "check)»): 11. Nf3 Ne7 12. d3 f6 are taken back, and White frees his king from the check by one of Kb4, Ka5, Kb5. "
       "Upheld, XIX glossed (A33). The same record, a move further on, goes to a bystander under the Acknowledged Laws "
       "(6819)."],
      UNK2, 'check-of-unknown-origin', 'white', 'upheld', game='HM', silent=('Nc5',),
      remedies=['retract-to-point-of-check'], cites=['XIX'], glossed=['XIX'], moves={'retract-to-point-of-check': PARRY})

    case(6829, LO, 'club-ending-the-pinned-d2-knight-checks-from-f3-and-opens-the-b4-bishops-diagonal',
      "Club ending: White's d2 knight, pinned by the b4 bishop, gives check from f3 and leaves its own king in check; Black claims: heard as a false move under XIII",
      "A club ending from a set position: White Ke1, Nd2, pawns a2, g2; Black Ke5, Bb4, pawns a7, g7; White to move. "
      "The b4 bishop pins the d2 knight to the e1 king. White plays the knight to f3 ({[%move d2f3]}) and says «check»: "
      "it does check the e5 king, but it opens the bishop's diagonal to his own king (python-chess: both kings in "
      "check). Black claims at once. Before the move the knight had no lawful move and the king had four (Kd1, Kf1, "
      "Ke2, Kf2).",
      ['XIII', 'XXV'],
      ["The London code has no law on a check given by a man whose move exposes its own king (laws.md's matrix: "
       "self-exposure, 004 «silent»); laws.md A37 reads such a move as false: «treat every move that exposes one's own "
       "king as a false move». Law XIII: «If a player make a false move, i. e. play a Piece or Pawn to any square to "
       "which it cannot legally be moved, his adversary has the choice of three penalties», to let it stand, to move "
       "correctly (the pinned knight has no lawful move: unenforceable), or to replace it and move the king (Kd1, Kf1, "
       "Ke2, Kf2). Black claims before touching anything, so XXV's window is open. Upheld, XIII glossed (A37), the "
       "earlier sets' form."],
      SEM, 'self-exposing-check', 'black', 'upheld', start=SEXP, xtags=CLUB(),
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['XIII', 'XXV'],
      glossed=['XIII'], unenforceable=['move-correctly'], moves={'replace-and-move-king': SKING})

    case(6830, LO, 'white-began-the-drawn-game-before-and-begins-this-one-black-says-it-was-his-turn',
      "The game before was drawn and White had begun it; White begins this one too and Black says the first move was his by turn: law V gives it to White; dismissed",
      "A club match: the previous game, begun by White, was drawn ([PreviousGame \"white drawn\"]). White begins this "
      "one, 1. e4, and Black, before replying, claims that the players take the first move in turn, so it was his.",
      ['V'],
      ["Law V, found text: «When no odds are given, the players must take the first move of each game alternately, "
       "drawing lots to determine who shall begin the first game. If a game be drawn, the player who began it has the "
       "first move of the following one.» The drawn game was begun by White, so White begins this one. Dismissed, "
       "citing V."],
      ['e4'], 'first-move-or-colour', 'black', 'dismissed', xtags=CLUB() + [('PreviousGame', 'white drawn')], cites=['V'])
