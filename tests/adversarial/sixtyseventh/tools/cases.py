"""The thirty cases of the sixty-seventh set: where a code is silent. Every board fact used below is asserted
here, with python-chess."""
import random
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
W, B = chess.WHITE, chess.BLACK
def CLUB(eco=None):
    return [('Event', 'Club game'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'),
            ('Result', '*')] + ([('ECO', eco)] if eco else [])
PAWN = lambda c: chess.Piece(chess.PAWN, c)

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

def write_all(case, after, P, frm, kingm, onto):
    from lib import san_list
    # ------------------------------------------------------------------ shared records
    # Canal-NN, Budapest 1934
    CN17 = P('CN', 17)                                   # to 9. Be2, Black to move
    b = after(None, CN17)
    assert b.turn == B and b.fullmove_number == 9 and b.piece_at(S('b4')).symbol() == 'b'
    bw = b.copy(); bw.turn = W
    assert chess.Move.from_uci('a2a3') in bw.legal_moves         # a lawful move, had it been White's turn
    OOT = CN17 + [('oot', 'a2a3', 'white')]
    b = after(None, OOT)
    assert b.turn == B and b.piece_at(S('a3')) == PAWN(W) and b.piece_at(S('a2')) is None
    assert b.attackers(W, S('b4')) == chess.SquareSet([S('a3')])  # the second move attacks the b4 bishop
    assert chess.Move.from_uci('d7d8') not in b.legal_moves and 'Nd7' in [b.san(m) for m in b.legal_moves]
    OOTL = OOT + ['Nd7']                                  # Black replies 9...Nd7 (the game's move), then claims
    b = after(None, OOTL); assert b.turn == W and b.piece_at(S('d7')).symbol() == 'n'
    CN22 = P('CN', 22)                                   # to 11...Qxa1+, check said
    b22 = after(None, CN22)
    assert b22.turn == W and b22.is_check() and b22.checkers() == chess.SquareSet([S('a1')])
    assert b22.has_kingside_castling_rights(W) and not b22.has_queenside_castling_rights(W)
    assert b22.piece_at(S('f1')) is None and b22.piece_at(S('g1')) is None and b22.piece_at(S('h1')).symbol() == 'R'
    assert kingm(b22) == ['Kd2']                         # d1 is on the queen's rank, e2 holds White's bishop
    assert {b22.san(m) for m in b22.legal_moves} == {'Kd2', 'Bd1', 'Nb1', 'Nd1', 'Bc1'}
    assert frm(b22, 'h1') == []                          # no rook move answers the check
    assert chess.Move.from_uci('e1g1') not in b22.legal_moves
    CAS = CN22 + [('raw', 'e1g1')]
    b = after(None, CAS)
    assert b.piece_at(S('g1')).symbol() == 'K' and b.piece_at(S('f1')).symbol() == 'R'
    assert not b.is_attacked_by(B, S('g1'))              # the rook on f1 now stands between the queen and the king
    # Spassky-Bronstein, Leningrad 1960
    SB31 = P('SB', 31)                                   # to 16. Nxf7
    b31 = after(None, SB31)
    assert b31.turn == B and b31.piece_at(S('e2')) == PAWN(B) and b31.piece_at(S('f1')).symbol() == 'R'
    assert not b31.is_check()
    assert frm(b31, 'e2') == ['e1=Q', 'e1=R', 'e1=B', 'e1=N', 'exf1=Q+', 'exf1=R+', 'exf1=B', 'exf1=N']
    assert onto(b31, 'f1') == ['exf1=Q+', 'exf1=R+', 'exf1=B', 'exf1=N']
    assert kingm(b31) == ['Kxf7']
    EXF1 = ['exf1=Q+', 'exf1=R+', 'exf1=B', 'exf1=N']
    PRO = SB31 + [('raw', 'e2f1')]
    b = after(None, PRO)
    assert b.piece_at(S('f1')) == PAWN(B) and b.turn == W and not b.is_check()
    assert not b.pieces(chess.ROOK, W) & chess.BB_SQUARES[S('f1')] and len(b.pieces(chess.ROOK, W)) == 1
    SB20 = P('SB', 20)                                   # to 10...Ne3
    b20 = after(None, SB20)
    assert b20.turn == W and b20.piece_at(S('e3')).symbol() == 'n'
    assert {S('d1'), S('f1')} <= set(b20.attacks(S('e3')))  # the knight forks the queen and the rook
    assert onto(b20, 'e3') == ['Bxe3']
    assert kingm(b20) == ['Kh1', 'Kf2']
    MOV = SB20 + [('rawp', 'e3g4', 'white')]
    b = after(None, MOV)
    assert b.piece_at(S('g4')).symbol() == 'n' and b.piece_at(S('e3')) is None and b.turn == B
    assert not b.is_check()
    # Gibaud-Lazard, Paris 1924
    GL2, GL6, GL8 = P('GL', 2), P('GL', 6), P('GL', 8)
    b = after(None, GL6); assert b.turn == W and b.fullmove_number == 4   # three moves each played
    b = after(None, GL8); assert b.turn == W and b.fullmove_number == 5   # four moves each played
    assert b.piece_at(S('e3')).symbol() == 'n' and b.is_attacked_by(B, S('d1'))
    ORI = [('BoardOrientation', 'misoriented')]
    # club records
    EP = ['d4', 'Nf6', 'c4', 'c5', 'd5', 'e5']
    b = after(None, EP)
    assert b.ep_square == S('e6') and b.piece_at(S('d5')) == PAWN(W) and b.piece_at(S('e5')) == PAWN(B)
    assert [b.san(m) for m in b.legal_moves if b.is_en_passant(m)] == ['dxe6']
    EPX = EP + ['dxe6']
    b = after(None, EPX)
    assert b.piece_at(S('e5')) is None and b.piece_at(S('e6')) == PAWN(W) and b.turn == B and not b.is_check()
    KBN = '8/8/4k3/8/8/3KB3/4N3/8 b - - 0 1'           # king, bishop and knight against the king; Black to move
    WALK = walk(KBN, 100, 6712)
    F50 = [('ev', '[%fifty]')] + WALK                   # Black gives notice, then fifty moves on each side
    F40 = [('ev', '[%fifty]')] + WALK[:80]              # the same, claimed after forty moves on each side
    bb = chess.Board(KBN)
    for i, s in enumerate(WALK):
        m = bb.parse_san(s); assert not bb.is_capture(m) and not bb.gives_check(m)
        bb.push(m); assert not bb.is_checkmate() and not bb.is_stalemate()
        assert len(bb.piece_map()) == 4
    assert bb.turn == B and bb.fullmove_number == 51     # fifty Black moves and fifty White moves since the notice
    b = after(KBN, F40); assert b.turn == B and b.fullmove_number == 41

    CN_T = 'Canal-NN (Budapest 1934)'
    SB_T = 'Spassky-Bronstein (Leningrad 1960)'
    GL_T = 'Gibaud-Lazard (Paris 1924)'
    OOT_F = (f"{CN_T} to 9. Be2, the published moves. Before Black replies (the game went 9...Nd7), White also plays "
             "a2-a3 ({[%move a2a3 white]}), a lawful move had it been his turn, which attacks the b4 bishop. ")
    OOT1 = OOT_F + "Black, having touched nothing, claims at once."
    OOT2 = OOT_F + ("Black does not notice: he answers 9...Nd7, the game's move, and only then claims that White played "
                    "two moves in succession.")
    CAS_F = (f"{CN_T} to 11...Qxa1+, the published moves, the check said ({{[%check]}}). White's king stands in check "
             "from the a1 queen; his king and his h1 rook have never moved. Instead of 12. Kd2 White castles on the "
             "king's side, king to g1 and rook to f1 ({[%move e1g1]}), so that the rook now stands between the queen and "
             "the king. Black claims. Before the castling White's lawful moves were Kd2 (the only king move: d1 is on "
             "the queen's rank and e2 holds White's bishop) and the interpositions Bc1, Nb1, Nd1 and Bd1; no move of the "
             "h1 rook answered the check (python-chess).")
    PRO_F = (f"{SB_T} to 16. Nxf7, the published moves. Black's e2 pawn takes the rook on f1 and is left a pawn on the "
             "last square ({[%move e2f1]}), no piece named (the game went 16...exf1=Q+). White claims. Before the move "
             "the pawn's lawful moves were the four exchanges on e1 and the four on f1 (exf1=Q+, exf1=R+, exf1=B, "
             "exf1=N), and Black's king had one move, Kxf7 (python-chess).")
    MOV_F = (f"{SB_T} to 10...Ne3, the published moves: the e3 knight attacks White's queen on d1 and rook on f1. In "
             "his own turn White lifts Black's e3 knight and sets it on g4 ({[%move e3g4 white]}) (the game went 11. "
             "Bxe3). Black claims at once. With the knight back on e3, only the c1 bishop could take it (Bxe3), and "
             "White's king had two moves, Kh1 and Kf2 (python-chess).")
    BRD = (f"{GL_T} played on a board turned the wrong way ([BoardOrientation \"misoriented\"]): each player had a black "
           "corner square at his right hand. ")
    BRD1 = BRD + "After 1. d4 Nf6, one move on each side, White notices it and claims."
    BRD3 = BRD + ("After 3...Ng4, three moves on each side (1. d4 Nf6 2. Nd2 e5 3. dxe5 Ng4), White notices it before "
                  "his fourth move and claims that the board be put right.")
    BRD4 = BRD + ("The game is played to its published end, 4...Ne3, four moves on each side; the knight attacks White's "
                  "queen on d1. Only now does White notice the board and claim that it be put right.")
    EPF = ("A club game: 1. d4 Nf6 2. c4 c5 3. d5 e5. Black's e-pawn makes its first move, two squares, passing e6 beside "
           "White's d5 pawn. White takes it in passing at once, 4. dxe6: the pawn stands on e6 and e5 is empty (the one "
           "capture in passing python-chess allows there). Black, before moving, claims that the capture was not lawful.")
    F50F = ("A club ending: White has king, bishop and knight (Kd3, Be3, Ne2) against Black's bare king (e6), Black to "
            "move. Black gives notice that he will count the moves ({[%fifty]}). ")
    F50A = F50F + ("Fifty moves are then played on each side, Black's first and White's last, with no capture, no check "
                   "and no mate (python-chess), and Black, before his fifty-first move, claims the game drawn.")
    F40A = F50F + ("Forty moves are then played on each side with no capture, no check and no mate (python-chess), and "
                   "Black, before his forty-first move, claims the game drawn.")

    # ======================================================== twenty-laws 6701-6706
    case(6701, TW, 'canal-nn-9-be2-and-then-a3-in-one-turn-black-claims-at-once',
      "Canal-NN: White plays 9. Be2 and, before Black replies, a2-a3 as well; Black claims at once: law 4 provides, and Black chooses",
      OOT1,
      ['4', '11'],
      ["The twenty laws provide for this point in terms: «If you play two moves in succession, you must replace the "
       "second piece; or your adversary may insist that both moves shall remain». The adversary is Black, and he "
       "chooses: a3 is taken back, or both moves remain and «the game is to proceed as if one man only had been "
       "played», which laws.md A10 reads as «both moves stay and the turn passes to the adversary». Black claims before "
       "moving a piece, so law 11's bar («after the adversary has moved a piece», A6) has not fallen. Upheld, Black "
       "elects, remedies in the earlier sets' order for this code (retract the second, keep both). Compare Boy's Own "
       "(6707) and the Acknowledged Laws (6719), which have no such law, and London XIV (6725), which has."],
      OOT, 'move-out-of-turn', 'black', 'upheld', game='CN',
      remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4', '11'])

    case(6702, TW, 'gibaud-lazard-on-a-board-turned-the-wrong-way-white-notices-after-three-moves-each',
      "Gibaud-Lazard on a board turned the wrong way; White notices after three moves each: law 12 provides, and the board is put right",
      BRD3,
      ['12'],
      ["Law 12: «If at the commencement of a game the board be wrongly placed ... the mistake may be rectified, provided "
       "neither party have played four moves». Each side has played three, so neither has played four (laws.md A7: "
       "«correction is allowed until either side *completes* its 4th move»). The board is put right and the game goes on "
       "from the position reached. Upheld. The same facts under Philidor (6714), whose rule I says how the board is to "
       "stand but not what follows a mistake, are decided by analogy with this law and London I."],
      GL6, 'board-misoriented', 'white', 'upheld', game='GL', xtags=ORI,
      remedies=['rectify-setup'], cites=['12'], glossed=['12'])

    case(6703, TW, 'spassky-bronstein-16-exf1-the-pawn-left-a-pawn-the-twenty-laws-know-no-promotion',
      "Spassky-Bronstein: 16...exf1, the pawn left a pawn on the last square; White claims: the twenty laws have no promotion law, and by analogy the pawn is exchanged",
      PRO_F,
      ['20', (LO, 'XXI')],
      ["The twenty laws say nothing of a pawn that reaches the last square (laws.md: 000 «silent on all three», double "
       "step, en passant and promotion). The dispute is heard, not refused: law 20 sends a point «for which the laws have "
       "not provided» to «a third person, whose decision is to be final», and the engine decides it as that third "
       "person, by analogy. London XXI says the pawn «must be immediately exchanged for a Queen, or any other Piece the "
       "player may think fit», and laws.md A18 reads Philidor IX the same way («required on arrival», «000, 001 and 003 "
       "are silent on promotion altogether. Use the same default and mark the ruling \"by analogy\"»). So the pawn on f1 "
       "must be exchanged, Black choosing the piece: exf1=Q+, exf1=R+, exf1=B or exf1=N (from the position before the "
       "move). Decision `no-law-provides`, citing 20, with the exchange as the remedy; no one elects, since the piece is "
       "the player's choice. The same facts under London (6728) are upheld under XXI."],
      PRO, 'promotion', 'white', 'no-law-provides', game='SB',
      remedies=['move-correctly'], cites=['20'], moves={'move-correctly': EXF1})

    case(6704, TW, 'canal-nn-11-qxa1-check-said-white-castles-out-of-it-law-eight-is-silent',
      "Canal-NN: 11...Qxa1+ is said and White castles out of the check, the rook covering; law 8 is silent on a present check, and the point goes to a third person",
      CAS_F,
      ['8', '20'],
      ["Law 8 bars castling only «after your king or the rook has moved», and neither has. Its next words, «your king "
       "having been in check ... does not prevent you from castling», speak of a check in the past (laws.md A1: «Pick "
       "A», the perfect tense «contrasts with \"the rook being at the moment under attack\"»), not of castling out of a "
       "check on the board now, which is White's case. On that laws.md A1 says: «Any dispute about this is a L20 case "
       "(\"for which the laws have not provided\") → `REFER_TO_THIRD_PARTY`, with the default as the advisory "
       "ruling.» The codes that forbid castling in check do not agree on the remedy (Philidor XII lets the offender "
       "choose rook or king, London XVI gives the adversary three penalties, the Acknowledged Laws VII a menu), so there "
       "is no single remedy to borrow, and the point is referred. Decision `no-law-provides`, remedy "
       "`refer-to-third-party`, citing 8 and 20, both glossed, the earlier sets' form for castling out of check under "
       "this code. Compare 6711 (Boy's Own, decided by analogy with its own law 6), 6717, 6721 and 6729."],
      CAS, 'illegal-castling', 'black', 'no-law-provides', game='CN',
      remedies=['refer-to-third-party'], cites=['8', '20'], glossed=['8', '20'])

    case(6705, TW, 'benoni-4-dxe6-in-passing-black-says-the-twenty-laws-know-no-such-capture',
      "Benoni: 3...e5 passes the d5 pawn, which takes it in passing at once; Black says the twenty laws know no such capture: no law provides, and by analogy the capture stands",
      EPF,
      ['20', (PH, 'X'), (AC, 'VIII')],
      ["The twenty laws have no law of the pawn's two-square step and none of the capture in passing (laws.md's matrix: "
       "000 «silent» on «Pawn double step / en passant»). Law 20 sends a point «for which the laws have not provided» to "
       "«a third person, whose decision is to be final»; the engine is that third person and decides by analogy. The "
       "codes that grant the step grant the capture with it: Philidor X, «it may, in passing, be taken by any Pawn which "
       "might have taken it if it had been pushed but one move», the Acknowledged Laws VIII, London XV. The d5 pawn "
       "could have taken the e-pawn on e6 and took it at once. Black, the claimant, is wrong even under the analogy: "
       "the capture stands. Decision `no-law-provides`, citing 20, no remedy (the earlier sets' form). The same facts "
       "under Philidor (6718) and the Acknowledged Laws (6723) are simply dismissed."],
      EPX, 'en-passant', 'black', 'no-law-provides', xtags=CLUB('A56'), cites=['20'])

    case(6706, TW, 'knight-and-bishop-against-the-king-black-gives-notice-and-claims-after-forty-moves-each',
      "Knight and bishop against the king: Black gives notice to count and claims the draw after forty moves on each side; law 19 provides, and the claim is dismissed",
      F40A,
      ['19'],
      ["Law 19 provides for this ending by name, «a knight and bishop against the king only»: the adversary «may give "
       "notice that he intends to count the moves, in which case you must check mate in not exceeding fifty moves for "
       "each player (to be computed from the notice given) or it will be a drawn game». Forty moves each have been "
       "played since the notice, not fifty; White still has ten moves to mate in. The claim is dismissed and the game "
       "goes on. The same ending, counted to fifty each, is drawn by analogy under Boy's Own (6712), which has no count, "
       "and under the Acknowledged Laws XII (6722)."],
      F40, 'fifty-move-claim', 'black', 'dismissed', start=KBN, xtags=CLUB(), cites=['19'])

    # ======================================================== boys-own-1829 6707-6712
    case(6707, BO, 'canal-nn-9-be2-and-then-a3-in-one-turn-the-boys-own-laws-only-say-alternately',
      "Canal-NN: White plays 9. Be2 and, before Black replies, a2-a3 as well; Black claims at once: law 1 says the players move alternately and gives no penalty, so the point is decided by analogy",
      OOT1,
      ['1', (TW, '4'), (LO, 'XIV')],
      ["Law 1 says how the game is played, «Each party moves, alternately, only one man at a time», and nothing of what "
       "follows when a player moves twice: the Boy's Own laws have no law on two moves in succession (laws.md's matrix, "
       "«Two moves in succession / out of turn»: 001 «silent»). The dispute is heard, not refused. The code has no "
       "article sending an unprovided point to a third person, so the engine decides it as the third person, by analogy "
       "with the codes that provide: twenty-laws 4 and London XIV agree that the adversary chooses whether the second "
       "move is taken back or both remain (laws.md A10, A30: both stay and the turn passes). Decision "
       "`no-law-provides`, Black elects, citing law 1 (the earlier sets' form for this code). Under twenty-laws (6701) "
       "and London (6725) the same facts are simply upheld."],
      OOT, 'move-out-of-turn', 'black', 'no-law-provides', game='CN',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['1'])

    case(6708, BO, 'canal-nn-9-be2-and-then-a3-in-one-turn-black-answers-nd7-then-claims',
      "Canal-NN: White plays 9. Be2 and a2-a3 in one turn; Black answers 9...Nd7 and only then claims: even by analogy, the claim comes after the window",
      OOT2,
      ['1', '7', (TW, '11'), (LO, 'XXV')],
      ["As in 6707, the Boy's Own laws have no law on two moves in succession, and the point is decided by analogy. "
       "But the analogy brings its window with it. The codes that provide close the claim once the adversary has acted: "
       "twenty-laws 11, no irregularity «can any such be retraced, after the adversary has moved a piece», London XXV, "
       "«before he touches a Piece or Pawn». The Boy's Own laws' own deadline for an irregular move says the same: law "
       "7, «if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it» (pliﬂyeg: played). "
       "Black has moved a piece (9...Nd7) since the two moves, so the claim is out of time under every window there "
       "is, and both moves remain. Decision `out-of-time`, citing 1 and 7 with 7 glossed (the earlier sets' form). "
       "London (6726) rules the same facts out of time under its own XXV."],
      OOTL, 'move-out-of-turn', 'black', 'out-of-time', game='CN', cites=['1', '7'], glossed=['7'])

    case(6709, BO, 'gibaud-lazard-on-a-board-turned-the-wrong-way-white-notices-after-one-move-each',
      "Gibaud-Lazard on a board turned the wrong way; White notices after one move each: the Boy's Own laws have no board law, and by analogy the board is put right",
      BRD1,
      ['3', (TW, '12'), (LO, 'I')],
      ["The Boy's Own laws say nothing of how the board is to stand (laws.md's matrix, «Board orientation»: 001 "
       "«silent»). The nearest law is 3, on a wrong beginning: «If you misplace your men at the beginning, and play two "
       "moves, yi.')ur adversary may permit you to begin game afresh, or not» (yi.')ur: your). laws.md A11 reads it: «Fewer than "
       "two moves: silent. Pick: freely correctable.» The codes that speak of the board agree: twenty-laws 12 lets the "
       "mistake be rectified while «neither party have played four moves», London I says the board «must be adjusted, "
       "provided four moves on each side have not been played». One move each has been played, so by analogy the board "
       "is put right and the game goes on. Decision `no-law-provides`, citing 3 glossed, remedy `rectify-setup` (the "
       "earlier sets' form for this code)."],
      GL2, 'board-misoriented', 'white', 'no-law-provides', game='GL', xtags=ORI,
      remedies=['rectify-setup'], cites=['3'], glossed=['3'])

    case(6710, BO, 'spassky-bronstein-16-exf1-the-pawn-left-a-pawn-the-boys-own-laws-know-no-promotion',
      "Spassky-Bronstein: 16...exf1, the pawn left a pawn on the last square; White claims: the Boy's Own laws have no promotion law, and by analogy the pawn is exchanged",
      PRO_F,
      [(LO, 'XXI'), (PH, 'IX')],
      ["The Boy's Own laws know the pawn only as a man that «can only move forward» (law 1); of the last square they say "
       "nothing (laws.md: 001 «silent on all three»). They have no article sending an unprovided point to a third "
       "person, so the engine decides it itself, by analogy: London XXI, the pawn «must be immediately exchanged», and "
       "Philidor IX read by laws.md A18 as a duty («required on arrival»). The pawn must be exchanged on f1, Black "
       "choosing the piece (exf1=Q+, exf1=R+, exf1=B, exf1=N). Decision `no-law-provides`, citing nothing (the code has "
       "no article on the point and none for disputes), with the exchange as the remedy and no elector."],
      PRO, 'promotion', 'white', 'no-law-provides', game='SB',
      remedies=['move-correctly'], cites=[], moves={'move-correctly': EXF1})

    case(6711, BO, 'canal-nn-11-qxa1-check-said-white-castles-out-of-it-by-analogy-with-law-six',
      "Canal-NN: 11...Qxa1+ is said and White castles out of the check; law 6 bars only a moved king or rook, so the point is decided by analogy, with law 6's own remedy",
      CAS_F,
      ['6', '7', (PH, 'XII'), (LO, 'XVI')],
      ["Law 6 is the only castling law in the code: «You cannot castle after moving the rook or king», and neither "
       "has moved. Castling out of a check on the board is a point it does not reach (laws.md's matrix, «Castling: king "
       "in check»: 001 «silent»). Every code that speaks of it forbids it: Philidor XII, «The King cannot castle when in "
       "check», the Acknowledged Laws IX.2, London XVI.2. By analogy the castling was improper, and the remedy is the "
       "code's own for improper castling: «your adversary may insist on your moving one of those pieces» (law 6), the "
       "adversary choosing (laws.md A12). From the position before the castling, with the king still in check, the king "
       "has Kd2 and the rook has no move that answers the check, so only the king move can be enforced (law 7's "
       "«without placing him in check»). Decision `no-law-provides`, Black elects, citing 6 (glossed) and 7, as the "
       "earlier sets did for castling out of check under this code."],
      CAS, 'illegal-castling', 'black', 'no-law-provides', game='CN',
      remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'],
      unenforceable=['move-rook'], moves={'move-king': ['Kd2']})

    case(6712, BO, 'knight-and-bishop-against-the-king-fifty-moves-each-after-notice-the-boys-own-laws-have-no-count',
      "Knight and bishop against the king: Black gives notice to count; fifty moves each pass without mate: the Boy's Own laws have no count, and by analogy the game is drawn",
      F50A,
      [(TW, '19'), (PH, 'XVII'), (LO, 'XXII')],
      ["The Boy's Own laws have no law on counting moves (laws.md's matrix, «Fifty moves»: 001 «silent»), and no "
       "article for disputes. The claim is heard, and the engine decides it by analogy. Every code that has a count "
       "covers this very ending and draws it after fifty moves each from the notice: twenty-laws 19, «a knight and "
       "bishop against the king only», Philidor XVII, «that of a Knight and a Bishop against the King», London XXII, "
       "«with Knight and Bishop only», and the Acknowledged Laws XII in any ending (A26). Fifty moves each have been "
       "played since Black's notice without mate. By analogy the game is drawn. Decision `no-law-provides`, remedy "
       "`declare-draw`, result a draw, citing nothing (the earlier sets' form for this code). The Acknowledged Laws "
       "(6722) uphold the same claim under their own XII."],
      F50, 'fifty-move-claim', 'black', 'no-law-provides', start=KBN, xtags=CLUB(),
      remedies=['declare-draw'], result='draw', cites=[])

    # ======================================================== philidor 6713-6718
    case(6713, PH, 'spassky-bronstein-white-lifts-blacks-e3-knight-onto-g4-by-analogy-with-rule-six',
      "Spassky-Bronstein: in his own turn White lifts Black's forking e3 knight onto g4; Philidor provides for touching an adversary's piece, not for moving it, so the point is decided by analogy with rule VI",
      MOV_F,
      ['VI', (LO, 'X')],
      ["Philidor has a rule for touching one of the adversary's pieces (VI: «he has a right to oblige you to take it; and "
       "in case it was not takeable, you, who have touched it, must play your King if you can») but none for moving it, "
       "still less for setting it on another square (laws.md's matrix, «Moving an adversary's man»: 002 «silent»). White "
       "did more than touch: he moved the knight out of the fork. The dispute is heard by analogy, and the nearest rule "
       "is VI: a man touched must be taken, and a man moved is a man touched. With the knight put back on e3 it is "
       "takeable, by the c1 bishop alone (Bxe3, which is also what White played in the game), so VI's first branch "
       "applies and the king move does not arise. London X, which provides for the moved man, offers the same capture "
       "among its three penalties (6730). Decision `no-law-provides`, Black elects, citing VI glossed (the earlier "
       "sets' form)."],
      MOV, 'moved-adversary-man', 'black', 'no-law-provides', game='SB',
      remedies=['replace-and-capture'], elector='black', cites=['VI'], glossed=['VI'],
      moves={'replace-and-capture': ['Bxe3']})

    case(6714, PH, 'gibaud-lazard-on-a-board-turned-the-wrong-way-white-notices-after-three-moves-each',
      "Gibaud-Lazard on a board turned the wrong way; White notices after three moves each: rule I says how the board must stand, not what follows, and by analogy it is put right",
      BRD3,
      ['I', (TW, '12'), (LO, 'I')],
      ["Rule I: «The Chess-board must be turned in such a manner, that both players may have the white square at their "
       "right hands». It says how the board must stand and nothing of what follows if it does not (laws.md: «No rule for "
       "a wrong orientation»). Philidor has no rule for disputes. The claim is heard and decided by analogy with the "
       "codes that provide: twenty-laws 12, rectified «provided neither party have played four moves», and London I, "
       "«it must be adjusted, provided four moves on each side have not been played». Three moves each have been "
       "played; by either count the board is still put right. Decision `no-law-provides`, citing I, remedy "
       "`rectify-setup` (the earlier sets' form). Twenty-laws upholds the same claim under 12 (6702)."],
      GL6, 'board-misoriented', 'white', 'no-law-provides', game='GL', xtags=ORI,
      remedies=['rectify-setup'], cites=['I'])

    case(6715, PH, 'gibaud-lazard-on-a-board-turned-the-wrong-way-white-notices-after-four-moves-each',
      "Gibaud-Lazard on a board turned the wrong way; White notices only after 4...Ne3, four moves each: decided by analogy, the time to put it right has passed",
      BRD4,
      ['I', (TW, '12'), (LO, 'I')],
      ["As in 6714, rule I says how the board must be turned and nothing of what follows, so the point is decided by "
       "analogy with the codes that set a limit. Both limits have now passed: twenty-laws 12, «but if they have done so, "
       "the game must be played out», since each party has played four moves; London I, adjusted «provided four moves on "
       "each side have not been played, but not afterwards», and four have been played on each side. The analogy borrows "
       "the window together with the remedy, and White claims after it: the game goes on as it stands, and nothing is "
       "offered. Decision `no-law-provides`, no remedy, citing I glossed (the earlier sets' form for a late claim of "
       "this kind). London rules the same facts out of time under I (6727)."],
      GL8, 'board-misoriented', 'white', 'no-law-provides', game='GL', xtags=ORI,
      cites=['I'], glossed=['I'])

    case(6716, PH, 'spassky-bronstein-16-exf1-the-pawn-left-a-pawn-on-the-last-square',
      "Spassky-Bronstein: 16...exf1, the pawn left a pawn on the last square; White claims: rule IX provides, read as a duty, and the penalty is rule VIII's king move",
      PRO_F,
      ['IX', 'VIII', 'VI'],
      ["Philidor provides for the last square: rule IX, «Every Pawn which has reached the eighth or last square of the "
       "chess-board, is entitled to make a Queen, or any other Piece that shall be thought proper». laws.md A18 reads "
       "«entitled» as a duty («required on arrival», «A pawn on the last rank has no move»), so a pawn left a pawn "
       "on f1 was a false move. IX has no penalty of its own; VIII's applies: «Whoever makes a false move, must play his "
       "King, as in Rule VI», the move first taken back (laws.md A36). White claims before his next move, in time. From "
       "the position before exf1, Black's king has one move, Kxf7. Upheld, White elects, citing IX (glossed), VIII and "
       "VI, the earlier sets' form. The codes silent on promotion (6703, 6710, 6720) order the exchange by analogy with "
       "London XXI instead."],
      PRO, 'promotion', 'white', 'upheld', game='SB',
      remedies=['move-king'], elector='white', cites=['IX', 'VIII', 'VI'], glossed=['IX'], moves={'move-king': ['Kxf7']})

    case(6717, PH, 'canal-nn-11-qxa1-check-said-white-castles-out-of-it-white-chooses-rook-or-king',
      "Canal-NN: 11...Qxa1+ is said and White castles out of the check; rule XII provides, and the offender chooses rook or king",
      CAS_F,
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check ... and he that castles when he should not do it, must play his "
       "Rook touched, or his King, at his own choice». The check was said, so XIII (an unannounced check may be played "
       "over) does not help White. laws.md A16 (ii): the offender «chooses whether to move the touched rook or the "
       "king». From the position before the castling, the king still in check, the h1 rook has no move that answers it "
       "(unenforceable), and the king has Kd2. Upheld, White, the offender, elects; citing XII (glossed), VIII and VI as "
       "the earlier sets did. Under twenty-laws (6704) the same facts go to a third person."],
      CAS, 'illegal-castling', 'black', 'upheld', game='CN',
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      unenforceable=['move-rook'], moves={'move-king': ['Kd2']})

    case(6718, PH, 'benoni-4-dxe6-in-passing-black-calls-it-false',
      "Benoni: 3...e5 passes the d5 pawn, which takes it in passing at once; Black calls it a false move: rule X provides, and the claim is dismissed",
      EPF,
      ['X'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in "
       "passing, be taken by any Pawn which might have taken it if it had been pushed but one move». Pushed one square, "
       "to e6, the e-pawn could have been taken by the d5 pawn; it was taken at once, in passing. The capture is lawful, "
       "and Black's claim is dismissed. Under twenty-laws (6705), which has no such rule, the same capture stands by "
       "analogy."],
      EPX, 'en-passant', 'black', 'dismissed', xtags=CLUB('A56'), cites=['X'])

    # ======================================================== acknowledged-laws 6719-6724
    case(6719, AC, 'canal-nn-9-be2-and-then-a3-in-one-turn-the-code-is-silent',
      "Canal-NN: White plays 9. Be2 and, before Black replies, a2-a3 as well; Black claims at once: the Acknowledged Laws have no law on it, and law XIV's bystander decides by analogy",
      OOT1,
      ['XIV', (LO, 'XIV')],
      ["The Acknowledged Laws condense the London code but leave out its law XIV on moving out of turn (laws.md's "
       "matrix: 003 «silent»); law IV says only that the players «afterwards take the move alternately». Law XIV "
       "covers the gap: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose "
       "decision is to be considered final». The engine is that bystander and decides by analogy with the code this one "
       "condenses, London XIV, «his adversary may choose whether both moves shall remain, or the second be "
       "retracted» (twenty-laws 4 agrees; A10, A30). Decision `no-law-provides`, Black elects, citing XIV (the earlier "
       "sets' form). London upholds the same claim under its own XIV (6725)."],
      OOT, 'move-out-of-turn', 'black', 'no-law-provides', game='CN',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['XIV'])

    case(6720, AC, 'spassky-bronstein-16-exf1-the-pawn-left-a-pawn-the-code-has-no-promotion-law',
      "Spassky-Bronstein: 16...exf1, the pawn left a pawn on the last square; White claims: the Acknowledged Laws have no promotion law, and law XIV's bystander orders the exchange by analogy",
      PRO_F,
      ['XIV', (LO, 'XXI')],
      ["The Acknowledged Laws have no promotion law (laws.md, of 003: «No promotion law (the later Enquire Within text "
       "adds one)»). Law XIV sends «any dispute» to a disinterested bystander, whose decision is final; the engine is "
       "that bystander, deciding by analogy with London XXI, the code this one condenses: the pawn «must be immediately "
       "exchanged for a Queen, or any other Piece the player may think fit». The later Enquire Within text, quoted in "
       "laws.md, says the same: a pawn that «reaches its eighth "
       "square it must be exchanged for a piece». The exchange is ordered on f1, Black choosing the piece. Decision "
       "`no-law-provides`, citing XIV, no elector."],
      PRO, 'promotion', 'white', 'no-law-provides', game='SB',
      remedies=['move-correctly'], cites=['XIV'], moves={'move-correctly': EXF1})

    case(6721, AC, 'canal-nn-11-qxa1-check-said-white-castles-out-of-it-the-menu-of-law-seven',
      "Canal-NN: 11...Qxa1+ is said and White castles out of the check; law IX.2 provides, and law VII gives Black his menu",
      CAS_F,
      ['IX', 'VII'],
      ["Law IX: «A player cannot Castle under any of the following circumstances :— ... 2. If the King be in Check». "
       "The check was said, and White castled in it. IX names no penalty; laws.md's matrix sends it to VII («No penalty "
       "given (use VII)»), which treats an illegal move: «his adversary may compel him to take the man, make the right "
       "move, move his King, or replace the piece and make a legal move», offering only what applies (A23). No man was "
       "touched but White's own, so the capture is not offered. From the position before the castling, the king's one "
       "move is Kd2. Upheld, Black elects, citing IX and VII with VII glossed (the earlier sets' form)."],
      CAS, 'illegal-castling', 'black', 'upheld', game='CN',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'],
      glossed=['VII'], moves={'move-king': ['Kd2']})

    case(6722, AC, 'knight-and-bishop-against-the-king-black-calls-for-fifty-moves-fifty-each-pass',
      "Knight and bishop against the king: Black calls on White to mate in fifty moves; fifty each pass without mate: law XII provides, read for any ending, and the game is drawn",
      F50A,
      ['XII'],
      ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his "
       "adversary to mate in fifty moves or draw the game». The forces are not equal here, but laws.md A26 picks the "
       "reading «B: in any ending (\"even if\" forces are equal)», from the fuller Enquire Within text, and «\"fifty "
       "moves\" = fifty on each side». Black, the defending player, called; fifty moves each have passed without mate. "
       "The game is drawn. Upheld, XII glossed. The Boy's Own laws reach the same draw only by analogy (6712)."],
      F50, 'fifty-move-claim', 'black', 'upheld', start=KBN, xtags=CLUB(),
      remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(6723, AC, 'benoni-4-dxe6-in-passing-black-calls-it-illegal',
      "Benoni: 3...e5 passes the d5 pawn, which takes it en passant at once; Black calls it an illegal move: law VIII provides, and the claim is dismissed",
      EPF,
      ['VIII'],
      ["Law VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it "
       "is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square». "
       "The e-pawn moved two squares on its first move, and the d5 pawn could have taken it on e6; it took it at once. "
       "The capture is lawful; the claim is dismissed. Under twenty-laws (6705) the same capture stands only by analogy."],
      EPX, 'en-passant', 'black', 'dismissed', xtags=CLUB('A56'), cites=['VIII'])

    case(6724, AC, 'spassky-bronstein-white-lifts-blacks-e3-knight-onto-g4-the-menu-of-law-seven',
      "Spassky-Bronstein: in his own turn White lifts Black's forking e3 knight onto g4; law VII reaches one of his opponent's men, and gives Black his menu",
      MOV_F,
      ['VII'],
      ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, "
       "or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or "
       "replace the piece and make a legal move». White did not merely touch one of his opponent's men, he moved it; "
       "laws.md's table of dispute kinds gives 003 «VII (by ext.)» for moving an adversary's man, and A23 offers from "
       "the menu only what applies: the capture, since the man was the opponent's; the king move; the replacement and a "
       "legal move (the «right move» belongs to an illegal move of one's own man, and is not offered). With the knight "
       "back on e3, White can take it only with the bishop, Bxe3; his king has Kh1 and Kf2. Upheld, Black elects, citing "
       "VII. Philidor, with no such law, reaches the capture alone by analogy with its rule VI (6713)."],
      MOV, 'moved-adversary-man', 'black', 'upheld', game='SB',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII'], moves={'compel-capture-of-touched-man': ['Bxe3'], 'move-king': ['Kh1', 'Kf2']})

    # ======================================================== london-1847 6725-6730
    case(6725, LO, 'canal-nn-9-be2-and-then-a3-in-one-turn-black-claims-at-once',
      "Canal-NN: White plays 9. Be2 and, before Black replies, a2-a3 as well; Black claims at once: law XIV provides, and Black chooses",
      OOT1,
      ['XIV', 'XXV'],
      ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the "
       "second be retracted». laws.md A30: «includes a second move made right after one's own», and «both moves shall "
       "remain» passes the turn to the adversary (A10). Black claims before touching a man, within XXV's window («before "
       "he touches a Piece or Pawn», A34). Upheld, Black elects; citing XIV (glossed) and XXV, the earlier sets' form. "
       "The Boy's Own laws (6707) and the Acknowledged Laws (6719) reach the same choice only by analogy."],
      OOT, 'move-out-of-turn', 'black', 'upheld', game='CN',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['XIV', 'XXV'], glossed=['XIV'])

    case(6726, LO, 'canal-nn-9-be2-and-then-a3-in-one-turn-black-answers-nd7-then-claims',
      "Canal-NN: White plays 9. Be2 and a2-a3 in one turn; Black answers 9...Nd7 and only then claims: law XXV has closed the claim",
      OOT2,
      ['XIV', 'XXV'],
      ["Law XIV gives Black the choice, but law XXV, which the London code adds to all its penalties, says the adversary "
       "«must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict "
       "any penalty» (laws.md A34: «The right to claim ends when he touches any man»). Black touched and moved his "
       "knight, 9...Nd7, before claiming. Out of time: both moves remain. Citing XIV and XXV with XXV glossed. The Boy's "
       "Own laws (6708) reach the same end by analogy."],
      OOTL, 'move-out-of-turn', 'black', 'out-of-time', game='CN', cites=['XIV', 'XXV'], glossed=['XXV'])

    case(6727, LO, 'gibaud-lazard-on-a-board-turned-the-wrong-way-white-notices-after-four-moves-each',
      "Gibaud-Lazard on a board turned the wrong way; White notices only after 4...Ne3, four moves each: law I provides, and the claim is out of time",
      BRD4,
      ['I'],
      ["Law I: «If the board have been improperly placed, it must be adjusted, provided four moves on each side have not "
       "been played, but not afterwards.» Four moves have been played on each side (laws.md A7: London I counts «four "
       "moves on each side»), so the adjustment can no longer be made, and the game goes on as it stands. Out of time, "
       "citing I (the earlier sets' form). Philidor, silent, reaches the same end by analogy (6715)."],
      GL8, 'board-misoriented', 'white', 'out-of-time', game='GL', xtags=ORI, cites=['I'])

    case(6728, LO, 'spassky-bronstein-16-exf1-the-pawn-left-a-pawn-must-be-immediately-exchanged',
      "Spassky-Bronstein: 16...exf1, the pawn left a pawn on the last square; White claims: law XXI provides, and the pawn must be exchanged at once",
      PRO_F,
      ['XXI', 'XXV'],
      ["Law XXI: «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged for "
       "a Queen, or any other Piece the player may think fit». The pawn reached f1 by a capture a pawn may make, so the "
       "step is not a false move under XIII; what is wrong is that it was not exchanged, and XXI itself orders the "
       "exchange. White claims before touching a man (XXV). The exchange is made on f1, Black choosing the piece: "
       "exf1=Q+, exf1=R+, exf1=B or exf1=N. Upheld, no elector, citing XXI (glossed) and XXV, the earlier sets' form. "
       "The codes silent on promotion order the same exchange by analogy (6703, 6710, 6720); Philidor's IX, read as a "
       "duty, takes its penalty from VIII (6716)."],
      PRO, 'promotion', 'white', 'upheld', game='SB',
      remedies=['move-correctly'], cites=['XXI', 'XXV'], glossed=['XXI'], moves={'move-correctly': EXF1})

    case(6729, LO, 'canal-nn-11-qxa1-check-said-white-castles-out-of-it-three-penalties',
      "Canal-NN: 11...Qxa1+ is said and White castles out of the check; law XVI provides, and Black has the choice of three penalties",
      CAS_F,
      ['XVI', 'XXV'],
      ["Law XVI: «A player cannot castle in the following cases: ... 2. If the King be in check. ... Should a player "
       "castle in any of the above cases, his adver sary has the choice of three penalties; viz., 1st, of "
       "insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the "
       "Rook.» The king move may not be castling (laws.md A31); from the position before the castling, with the king in "
       "check, it is Kd2, and no rook move answers the check (unenforceable). Black claims before touching a man "
       "(XXV). Upheld, Black elects, citing XVI (glossed) and XXV, the earlier sets' form. Under twenty-laws (6704), "
       "silent on a present check, the point goes to a third person."],
      CAS, 'illegal-castling', 'black', 'upheld', game='CN',
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
      glossed=['XVI'], unenforceable=['move-rook'], moves={'move-king-no-castling': ['Kd2']})

    case(6730, LO, 'spassky-bronstein-white-lifts-blacks-e3-knight-onto-g4-law-ten-three-options',
      "Spassky-Bronstein: in his own turn White lifts Black's forking e3 knight onto g4; law X provides, and Black has three options",
      MOV_F,
      ['X', 'XXV'],
      ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to "
       "replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece "
       "or Pawn remain on the square to which it had been played, as if the move were correct.» With the knight back on "
       "e3, White's king has Kh1 and Kf2, and only the c1 bishop can take the knight (Bxe3). Black claims at once, "
       "within XXV. Upheld, Black elects, citing X and XXV, the earlier sets' form. Philidor, which provides only for a "
       "touch, reaches the capture alone by analogy (6713)."],
      MOV, 'moved-adversary-man', 'black', 'upheld', game='SB',
      remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black', cites=['X', 'XXV'],
      moves={'replace-and-move-king': ['Kh1', 'Kf2'], 'replace-and-capture': ['Bxe3']})
