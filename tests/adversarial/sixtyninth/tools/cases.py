"""The thirty cases of the sixty-ninth set: the king in danger. Every board fact used below is asserted here,
with python-chess."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
W, B = chess.WHITE, chess.BLACK
P_ = lambda t, c: chess.Piece(t, c)
def CLUB():
    return [('Event', 'Club game'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'),
            ('Result', '*')]
def names(b, sqs): return sorted(chess.square_name(s) for s in sqs)

def write_all(case, after, P, frm, kingm, onto):
    from lib import san_list
    def legal_all(b): return san_list(b, list(b.legal_moves))
    # ---------------------------------------------------------------- Reti-Tartakower, Vienna 1910
    RT12 = P('RT', 12)                                  # to 6...Qa5+, check said
    b = after(None, RT12)
    assert b.is_check() and names(b, b.checkers()) == ['a5'] and b.turn == W
    BC1 = frm(b, 'c1'); assert BC1 == ['Bd2']           # the c1 bishop's one lawful move is the interposition
    assert 'c3' in legal_all(b)
    RT_C1 = RT12 + [('ev', '[%touch c1]'), 'c3']
    b = after(None, RT_C1); assert b.turn == B and not b.is_check()
    RT17 = P('RT', 17)                                  # to 9. Qd8+, check said
    b = after(None, RT17)
    assert b.is_check() and legal_all(b) == ['Kxd8'] and frm(b, 'e4') == [] and b.piece_at(S('e4')) == P_(chess.KNIGHT, B)
    RT_E4 = RT17 + [('ev', '[%touch e4]'), 'Kxd8']
    b = after(None, RT_E4); assert b.turn == W and b.king(B) == S('d8')
    RT19 = P('RT', 19)                                  # to 10. Bg5+, double check said
    b19 = after(None, RT19)
    assert names(b19, b19.checkers()) == ['d1', 'g5'] and b19.piece_at(S('e5')) == P_(chess.QUEEN, B)
    assert frm(b19, 'e5') == [] and 'Qxg5' not in legal_all(b19)
    q_pseudo = [m for m in b19.pseudo_legal_moves if m.from_square == S('e5') and m.to_square == S('g5')]
    assert q_pseudo                                      # the queen reaches g5, but the d1 rook's check remains
    KM19 = kingm(b19); assert KM19 == ['Kc7', 'Ke8'] and legal_all(b19) == KM19
    RT_Q = RT19 + [('ev', '[%touch e5]')]
    RT_QM = RT_Q + ['Kc7', 'Bd8#']
    b = after(None, RT_QM); assert b.is_checkmate() and b.turn == B
    # ---------------------------------------------------------------- Legall-Saint Brie, Paris 1750
    LS11 = P('LS', 11)[:-1] + ['Bxf7']                  # 6. Bxf7, the check not said
    b11 = after(None, LS11, silent=('Bxf7',))
    assert b11.is_check() and names(b11, b11.checkers()) == ['f7'] and legal_all(b11) == ['Ke7']
    IGN = [('pseudo', 'Bxc2')]
    b = after(None, LS11 + IGN, silent=('Bxf7',))
    assert b.turn == W and b.is_check() is False and b.is_attacked_by(W, S('e8'))
    assert chess.Move.from_uci('d1c2') in b.move_stack and b.piece_at(S('c2')) == P_(chess.BISHOP, B)
    LS_MATE = LS11 + IGN + ['Nd5', ('ev', '[%check]')]      # the warning said with 7. Nd5, which mates
    bm = after(None, LS_MATE, silent=('Bxf7',))
    assert bm.is_checkmate() and names(bm, bm.checkers()) == ['f7']
    LS_D3 = LS11 + IGN + ['d3']                          # 7. d3, nothing said
    b = after(None, LS_D3, silent=('Bxf7',))
    assert b.turn == B and names(b, b.checkers()) == ['f7']
    LS_LATE = LS_D3 + [('pseudo', 'Bb3'), 'axb3', ('ev', '[%check]')]   # "check" said with 8. axb3, a move late
    b = after(None, LS_LATE, silent=('Bxf7',))
    assert b.turn == B and names(b, b.checkers()) == ['f7']
    LS_3 = LS_D3 + [('pseudo', 'Bb3'), 'axb3', ('pseudo', 'Nc6'), 'Bg5']   # three moves each after the check
    bb = after(None, LS11, silent=('Bxf7',))
    for it in LS_3[len(LS11):]:
        s = it if isinstance(it, str) else it[1]
        m = next(x for x in bb.pseudo_legal_moves if bb.san(x).rstrip('+#') == s)
        if bb.turn == B: assert m not in bb.legal_moves
        else: assert not bb.gives_check(m) or True
        bb.push(m)
        if bb.turn == B: assert names(bb, bb.checkers()) == ['f7']
    assert bb.turn == B and bb.is_check()
    # ---------------------------------------------------------------- Morphy-Duke/Count, Paris 1858
    OP25 = P('OP', 25)                                   # to 13. Rxd7
    b25 = after(None, OP25); assert not b25.is_check() and b25.turn == B
    assert 'Rxd7' in legal_all(b25) and 'Kxd7' not in legal_all(b25)
    FCH = OP25 + [('ev', '[%check]'), 'Rxd7']            # "check" said of 13. Rxd7, which checks nothing; 13...Rxd7
    b = after(None, FCH); assert b.turn == W and b.piece_at(S('d7')) == P_(chess.ROOK, B)
    FCH_LATE = FCH + ['Rd1']
    OP31 = P('OP', 31)                                   # to 16. Qb8+, check said
    b31 = after(None, OP31)
    assert b31.is_check() and legal_all(b31) == ['Nxb8'] and kingm(b31) == []
    assert b31.piece_at(S('d1')) == P_(chess.ROOK, W) and list(b31.attackers(B, S('d1'))) == [] and onto(b31, 'd1') == []
    assert frm(b31, 'e6') == [] and b31.piece_at(S('e6')) == P_(chess.QUEEN, B)
    OP_D1 = OP31 + [('ev', '[%touch d1]')]
    OP_D1M = OP_D1 + ['Nxb8', 'Rd8#']
    b = after(None, OP_D1M); assert b.is_checkmate() and b.turn == B
    OP_E6 = OP31 + [('ev', '[%touch e6]')]
    OP21 = P('OP', 21)                                   # to 11. Bxb5+, check said
    b21 = after(None, OP21)
    assert b21.is_check() and frm(b21, 'b8') == ['Nc6', 'Nbd7']
    OP_B8 = OP21 + [('ev', '[%touch b8]'), 'Nbd7']
    # ---------------------------------------------------------------- club ending: a stalemate by a king move
    STF = '8/1k6/3Q4/2K5/8/8/8/8 b - - 0 1'
    b = chess.Board(STF); assert b.is_valid() and 'Ka8' in legal_all(b)
    b1 = after(STF, ['Ka8'])
    assert b1.turn == W and legal_all(b1)
    QD6 = frm(b1, 'd6'); assert len(QD6) > 10
    STM = ['Ka8', ('ev', '[%touch d6]'), 'Kb6']
    bs = after(STF, STM); assert bs.is_stalemate() and bs.turn == B
    STM_Q = [m for m in QD6]

    RT_T, LS_T, OP_T = 'Reti-Tartakower (Vienna 1910)', 'Legall-Saint Brie (Paris 1750)', 'the Opera game, Morphy-Duke Karl and Count Isouard (Paris 1858)'
    F_RTQ = (f"{RT_T} to 10. Bg5+, the published moves; the check, a double check by the g5 bishop and the d1 rook, is said. "
             "Black lays hold of his queen on e5 (no j'adoube said). The queen can reach g5 and take the bishop, but the rook's "
             "check would remain; in a double check only the king can move, and Black's lawful moves are Kc7 and Ke8 "
             "(python-chess).")
    F_RTK = (f"{RT_T} to 9. Qd8+, the published moves, the check said. Black's one lawful move is 9...Kxd8. Black first lays "
             "hold of his knight on e4 (no j'adoube), which has no lawful move while his king is in check, and then plays "
             "9...Kxd8, the game's move. White claims that Black must play the knight he touched.")
    F_FCH = (f"{OP_T} to 13. Rxd7, the published moves. White says «check», but 13. Rxd7 checks nothing: the rook on d7 "
             "attacks d8, c7, b7, a7, e7, d6 and nothing else that matters, and the e8 king is not attacked (python-chess). "
             "Black, taking the call at its word, answers 13...Rxd7, taking the rook with his own rook (the game's move), and "
             "before White plays his 14th move Black says the check was false and asks to take his move back.")
    F_D1 = (f"{OP_T} to 16. Qb8+, the published moves, the check said. Black's one lawful move is 16...Nxb8; his king has "
            "no square (d8 and e7 are covered, d7 and f8 hold his own men). Black lays hold of White's rook on d1 (no "
            "j'adoube said). Nothing of Black's can take the d1 rook (python-chess).")
    F_LS = (f"{LS_T} to 5...Bxd1, the published moves. White plays 6. Bxf7, which checks the e8 king, and says nothing. "
            "Black's one lawful answer would be 6...Ke7. Black does not notice and takes the c2 pawn with his d1 bishop, "
            "6...Bxc2, leaving his king in check.")
    F_ST = ("A club ending: White Kc5 and Qd6 against Black's bare king on b7, Black to move. Black plays 1...Ka8. White "
            "lays hold of his queen on d6 (no j'adoube said), lets it go where it stands, and plays 2. Kb6 with the king: "
            "Black, not in check, has no lawful move (python-chess), a stalemate.")

    # ======================================================== twenty-laws 6901-6906
    case(6901, TW, 'reti-tartakower-10-bg5-double-check-said-black-touches-the-e5-queen',
      "Reti-Tartakower: 10. Bg5+ is a double check, said; Black touches his e5 queen, which cannot meet it; White claims at once: law 1 turns the touch into a king move",
      F_RTQ + " White claims at once.",
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check, in which case, "
       "you are to move the king, when possible». No move of the queen takes the king out of the double check, so every "
       "move of it would leave the king in check; laws.md A37 treats every such move as one that exposes the king, and "
       "the queen cannot lawfully be played. Law 1 then orders the king's move: Kc7 or Ke8, and White, the aggrieved "
       "player, elects. The claim is made before White has moved, within law 11."],
      RT_Q, 'touched-own-man-unplayable', 'white', 'upheld', game='RT',
      remedies=['move-king'], elector='white', cites=['1', '11'], glossed=['1'], moves={'move-king': KM19})
    case(6902, TW, 'opera-game-13-rxd7-called-check-black-recaptures-13-rxd7-and-asks-to-take-it-back',
      "The Opera game: White calls 13. Rxd7 check, which it is not; Black takes the rook, 13...Rxd7, and at once asks to take it back: law 6 names a king move or an interposition, not a capture, so the retraction is granted by analogy (law 20)",
      F_FCH,
      ['6', '20'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, "
       "or interpose a piece, you may retract, if you do so before the opponent has completed his next move». The notice "
       "was false and the claim is in time, but a capture of the supposed checker is neither a king move nor an "
       "interposition, so the law has not provided for it. Law 20 sends a point «for which the laws have not provided» to "
       "a third person; the codes that provide for a capture (Boy's Own 8 «any other man», Philidor XIV «any other piece», "
       "the Acknowledged Laws XI «take the piece») all let the misled move be taken back, so the third person grants the "
       "retraction by analogy, as the earlier sets rule this shape. Black elects."],
      FCH, 'false-check-announcement', 'black', 'no-law-provides', game='OP',
      remedies=['retract-misled-move'], elector='black', cites=['6', '20'], glossed=['6', '20'])
    case(6903, TW, 'opera-game-16-qb8-check-black-touches-the-d1-rook-nothing-takes-it-the-king-cannot-stir',
      "The Opera game: in the check of 16. Qb8+ Black touches White's d1 rook, which nothing can take, and his king has no square; White claims at once: law 2's penalties, neither enforceable (law 18)",
      F_D1 + " White claims at once.",
      ['2', '11', '18'],
      ["Law 2 gives White the choice «either to take the piece (if it be en prise)— to replace it and move your king, "
       "(provided it may be done without putting him in check)», and «in either case you cannot castle that move». The "
       "rook is not en prise to anything of Black's, and the king cannot move at all, so law 18 applies: «In no case "
       "where the penalty of moving the king would place him in check, can it be enforced». Both remedies are offered "
       "and neither can be enforced; Black's one lawful move, 16...Nxb8, remains his move."],
      OP_D1, 'touched-adversary-man', 'white', 'upheld', game='OP',
      remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='white', cites=['2', '11', '18'],
      glossed=['2'], unenforceable=['compel-capture-of-touched-man', 'move-king-no-castling'])
    case(6904, TW, 'opera-game-black-touches-the-d1-rook-plays-16-nxb8-white-mates-17-rd8-then-claims',
      "The Opera game: Black touches White's d1 rook in the check of 16. Qb8+, then plays 16...Nxb8; White mates with 17. Rd8# and only then claims: out of time, and the mate stands",
      F_D1 + " Nobody claims; Black plays 16...Nxb8, White mates with 17. Rd8# (python-chess: checkmate), and only then "
      "does White claim the touch.",
      ['2', '11'],
      ["Law 11: «No irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, "
       "after the adversary has moved a piece» (laws.md A6: «after the adversary has moved» governs both halves). White, "
       "the adversary of the player who touched, has moved since the touch, so the claim under law 2 comes too late. "
       "Nothing in law 2 could have changed the game anyway (see 6903). The record ends in mate, and the ruling states "
       "it: White wins."],
      OP_D1M, 'touched-adversary-man', 'white', 'out-of-time', game='OP',
      result='white', cites=['2', '11'], glossed=['11'])
    case(6905, TW, 'legall-6-bxf7-checks-unsaid-black-takes-c2-white-says-check-with-7-nd5-mate',
      "Legall's mate: 6. Bxf7 checks without warning; Black takes the c2 pawn, 6...Bxc2; White says check with 7. Nd5, which mates: each retracts his last move, and the mate does not stand",
      F_LS + " White then plays 7. Nd5 and says «check»: on the board it is mate (python-chess). Black claims.",
      ['5'],
      ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he "
       "does; but if on his next move he warn you, each party must retract his last move, and the king be removed out of "
       "check». The warning came with White's very next move, 7. Nd5, so 7. Nd5 and 6...Bxc2 are both taken back "
       "(laws.md A35), and Black must remove his king from the check of the f7 bishop: his one move is Ke7. No law makes "
       "a mate an exception, so the mate on the board does not stand and the ruling states no result."],
      LS_MATE, 'unannounced-check', 'black', 'upheld', game='LS', silent=('Bxf7',),
      remedies=['retract-both-last-moves'], cites=['5'], moves={'retract-both-last-moves': ['Ke7']})
    case(6906, TW, 'club-ending-white-touches-the-d6-queen-then-stalemates-with-2-kb6-black-claims-the-touch',
      "A club ending: White touches his d6 queen, then plays 2. Kb6, which stalemates Black; Black claims the touch: the queen must be played, so the stalemate is taken back and no result is given",
      F_ST + " Black claims that White must play the queen he touched.",
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». The queen had lawful moves, so the touch binds; the claim "
       "comes before Black has moved (law 11), and it can come from a stalemated player, who has not moved since. 2. Kb6 "
       "is taken back and White must play the queen instead, any of its lawful moves (some of which stalemate too; the "
       "law does not choose among them). The stalemate (law 17, a draw) was reached by the move the touch forbade, so it "
       "falls with it and the ruling states no result."],
      STM, 'touched-own-man', 'black', 'upheld', start=STF, xtags=CLUB(),
      remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'], moves={'compel-move-touched-man': QD6})

    # ======================================================== boys-own-1829 6907-6912
    case(6907, BO, 'opera-game-13-rxd7-called-check-black-recaptures-13-rxd7-and-asks-to-take-it-back',
      "The Opera game: White calls 13. Rxd7 check, which it is not; Black takes the rook, 13...Rxd7, and at once asks to take it back: law 8 lets him ('any other man')",
      F_FCH,
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in "
       "consequence, move your king, or any other man, you may retract such move, if you discover it before he has made "
       "his next move». A capture with the rook is a move of «any other man», and White has not yet played his 14th move. "
       "Black may take 13...Rxd7 back."],
      FCH, 'false-check-announcement', 'black', 'upheld', game='OP',
      remedies=['retract-misled-move'], elector='black', cites=['8'])
    case(6908, BO, 'club-ending-white-touches-the-d6-queen-then-stalemates-with-2-kb6-the-stalemated-player-wins',
      "A club ending: White touches his d6 queen, then plays 2. Kb6, which stalemates Black; Black lets the touch go and claims the stalemate: under law 11 he wins",
      F_ST + " Black does not claim the touch; he claims the stalemate.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or "
       "even none that can be moved he is stale-mated, and wins the game». Black's bare king is not in check and has no "
       "square. The touch of the queen is a claim Black could have made (law 4) but did not; the stalemate stands on the "
       "board, and under this code it wins for Black (laws.md A13)."],
      STM, 'stalemate-result', 'black', 'upheld', start=STF, xtags=CLUB(), result='black', cites=['11'], glossed=['11'])
    case(6909, BO, 'reti-tartakower-black-touches-the-e4-knight-in-the-check-of-9-qd8-then-plays-9-kxd8',
      "Reti-Tartakower: in the check of 9. Qd8+ Black touches his e4 knight, which cannot move, and plays 9...Kxd8; White claims the knight: the king move law 4 requires has been made",
      F_RTK,
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can "
       "only move the king, if it be practicable». The knight could not be played at all while the king stood in check "
       "(laws.md A37), so the law turns the duty into a king move, and Black made one, 9...Kxd8, the only lawful move he "
       "had. The penalty has been paid; it is not imposed a second time, and the claim is dismissed."],
      RT_E4, 'touched-own-man-unplayable', 'white', 'dismissed', game='RT', cites=['4'])
    case(6910, BO, 'opera-game-16-qb8-check-black-touches-the-d1-rook-nothing-takes-it-the-king-cannot-stir',
      "The Opera game: in the check of 16. Qb8+ Black touches White's d1 rook, which nothing can take, and his king has no square; White claims at once: law 5's two penalties, neither possible",
      F_D1 + " White claims at once.",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must "
       "moeve your king, if that be possible, without putting him in check». Black cannot take the rook, and his king "
       "cannot move: both are offered and neither can be enforced. Black's one lawful move, 16...Nxb8, remains his move."],
      OP_D1, 'touched-adversary-man', 'white', 'upheld', game='OP',
      remedies=['compel-capture-of-touched-man', 'move-king'], elector='white', cites=['5'],
      unenforceable=['compel-capture-of-touched-man', 'move-king'])
    case(6911, BO, 'legall-6-bxf7-checks-unsaid-play-goes-on-white-says-check-only-with-8-axb3',
      "Legall's mate: 6. Bxf7 checks without warning; Black plays on, 6...Bxc2, White plays 7. d3 in silence, Black 7...Bb3, and only with 8. axb3 does White say check: the warning came a move late",
      F_LS + " White plays 7. d3 and says nothing; Black plays 7...Bb3, still in check; White takes the bishop, "
      "8. axb3, and now says «check», and claims that each must take back his last move.",
      ['9'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it "
       "till he does; but if, on his next move, he warn you, each party must retract his last move, and the king be "
       "removed out of check, or covered». The retraction is tied to a warning given «on his next move», and White's next "
       "move after the check was 7. d3, made in silence. The warning with 8. axb3 is a move late, and the retraction it "
       "asks for is out of time."],
      LS_LATE, 'unannounced-check', 'white', 'out-of-time', game='LS', silent=('Bxf7',), cites=['9'], glossed=['9'])
    case(6912, BO, 'opera-game-11-bxb5-check-black-touches-the-b8-knight-and-covers-with-it-11-nbd7',
      "The Opera game: in the check of 11. Bxb5+ Black touches his b8 knight and covers with it, 11...Nbd7; White says the knight could not be played and the king must move: it could, and it was",
      f"{OP_T} to 11. Bxb5+, the published moves, the check said. Black lays hold of his b8 knight and plays it, "
      "11...Nbd7, the game's move, covering the check. White claims that a man touched while the king is in check cannot "
      "be played and that Black must move his king. The b8 knight had two lawful moves, Nc6 and Nbd7, both covering "
      "(python-chess).",
      ['4'],
      ["Law 4 turns the duty into a king move only where the touched man's move «would diseover check on your king»; "
       "a knight that covers the check exposes nothing. The touched man was played, as law 4 requires: «If you touch a man, "
       "you must play it». The claim is wrong on the facts and is dismissed."],
      OP_B8, 'touched-own-man-unplayable', 'white', 'dismissed', game='OP', cites=['4'])

    # ======================================================== philidor 6913-6918
    case(6913, PH, 'opera-game-13-rxd7-called-check-black-recaptures-13-rxd7-and-asks-to-take-it-back',
      "The Opera game: White calls 13. Rxd7 check, which it is not; Black takes the rook, 13...Rxd7, and at once asks to take it back: rule XIV ('any other piece')",
      F_FCH,
      ['XIV'],
      ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either "
       "your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not "
       "yet made his next move». Black's rook is «any other piece», and White has not yet moved. Black may take "
       "13...Rxd7 back."],
      FCH, 'false-check-announcement', 'black', 'upheld', game='OP',
      remedies=['retract-misled-move'], elector='black', cites=['XIV'])
    case(6914, PH, 'opera-game-13-rxd7-called-check-black-recaptures-white-plays-14-rd1-then-black-objects',
      "The Opera game: White calls 13. Rxd7 check; Black recaptures, 13...Rxd7; White plays 14. Rd1 and only then does Black say the check was false: out of time under rule XIV",
      F_FCH.replace("and before White plays his 14th move Black says the check was false and asks to take his move back.",
                    "White plays 14. Rd1, the game's move, and only then does Black say the check was false and ask to "
                    "take 13...Rxd7 back."),
      ['XIV'],
      ["Rule XIV allows the retraction «so long as your adversary has not yet made his next move». White has made it, "
       "14. Rd1. The claim is out of time and 13...Rxd7 stands."],
      FCH_LATE, 'false-check-announcement', 'black', 'out-of-time', game='OP', cites=['XIV'])
    case(6915, PH, 'reti-tartakower-black-touches-the-e5-queen-in-the-double-check-plays-10-kc7-white-mates-then-claims',
      "Reti-Tartakower: in the double check of 10. Bg5+ Black touches his e5 queen, then plays 10...Kc7; White mates with 11. Bd8# and claims the queen: the king move rule XV requires was made, and the mate stands",
      F_RTQ + " Black then plays 10...Kc7, the game's move; White mates with 11. Bd8#, the game's move, and then claims "
      "that Black had to play the queen he touched.",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Rule XV: «If any one "
       "touches a piece which he cannot play without giving check, he must then play his King». Read as the player's own "
       "king exposed or left in check (laws.md A17), XV applies: no queen move could meet the double check. Black played "
       "his king, 10...Kc7, so the penalty was paid and the claim is dismissed. The record ends in mate and the ruling "
       "states it: White wins."],
      RT_QM, 'touched-own-man-unplayable', 'white', 'dismissed', game='RT', result='white', cites=['V', 'XV'], glossed=['XV'])
    case(6916, PH, 'club-ending-white-touches-the-d6-queen-then-stalemates-with-2-kb6-in-england-the-stalemated-player-wins',
      "A club ending: White touches his d6 queen, then plays 2. Kb6, which stalemates Black; Black claims the stalemate: in England (the default) the stalemated player wins",
      F_ST + " Black does not claim the touch; he claims the stalemate. No country is named in the record.",
      ['XVI'],
      ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a "
       "check, then the game is stale-mate. In England, he whose King is stale-mate wins the game*; but in France, and "
       "several other countries, the stale-mate is a drawn game». No country is named, so England governs (laws.md A19): "
       "Black wins. The touch of the queen was not claimed, and the stalemate stands on the board."],
      STM, 'stalemate-result', 'black', 'upheld', start=STF, xtags=CLUB(), result='black', cites=['XVI'], glossed=['XVI'])
    case(6917, PH, 'opera-game-16-qb8-check-black-touches-his-e6-queen-his-king-cannot-be-played',
      "The Opera game: in the check of 16. Qb8+ Black touches his e6 queen, which cannot meet the check, and his king has no square: rule XV, the fault is of no consequence",
      f"{OP_T} to 16. Qb8+, the published moves, the check said. Black lays hold of his queen on e6 (no j'adoube). "
      "The queen has no move that meets the check; Black's one lawful move is 16...Nxb8, and his king has no square "
      "(python-chess). White claims at once.",
      ['V', 'XV'],
      ["Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King; and if "
       "his King cannot be played, the fault is of no consequence». The queen cannot be played without leaving the king "
       "in check (laws.md A17), and the king cannot be played: the king move is offered and cannot be enforced, and "
       "16...Nxb8 remains Black's move."],
      OP_E6, 'touched-own-man-unplayable', 'white', 'upheld', game='OP',
      remedies=['move-king'], elector='white', cites=['V', 'XV'], glossed=['XV'], unenforceable=['move-king'])
    case(6918, PH, 'legall-6-bxf7-checks-unsaid-black-takes-c2-white-plays-7-d3-in-silence-black-asks-to-retract',
      "Legall's mate: 6. Bxf7 checks without warning; Black takes the c2 pawn; White plays 7. d3 and says nothing; Black asks that both take back their moves: rule XIII gives that only on White's warning",
      F_LS + " White plays 7. d3 and says nothing. Black now sees his king in check and asks that each player take back his "
      "last move.",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may "
       "consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, "
       "each must then come back from his last move». The retraction follows the checker's warning, given with his next "
       "move; White gave none with 7. d3, and the rule gives the checked player no retraction of his own asking. Black "
       "played on as the rule allows; the claim is dismissed."],
      LS_D3, 'unannounced-check', 'black', 'dismissed', game='LS', silent=('Bxf7',), cites=['XIII'], glossed=['XIII'])

    # ======================================================== acknowledged-laws 6919-6924
    case(6919, AC, 'opera-game-13-rxd7-called-check-black-recaptures-13-rxd7-and-asks-to-take-it-back',
      "The Opera game: White calls 13. Rxd7 check, which it is not; Black takes the rook, 13...Rxd7: law XI lets Black elect to let his move stand or take it back",
      F_FCH,
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the "
       "piece, the latter may elect either to let the move stand or have the pieces replaced and another move made». "
       "Black took the piece; «the latter» is the misled player (laws.md A27), so Black elects."],
      FCH, 'false-check-announcement', 'black', 'upheld', game='OP',
      remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])
    case(6920, AC, 'reti-tartakower-black-touches-the-e5-queen-in-the-double-check-plays-10-kc7-white-mates-then-claims',
      "Reti-Tartakower: in the double check of 10. Bg5+ Black touches his e5 queen, then plays 10...Kc7; White mates with 11. Bd8# and claims: the king move the note to law V allows was made, and the mate stands",
      F_RTQ + " Black then plays 10...Kc7, the game's move; White mates with 11. Bd8#, the game's move, and then claims "
      "that Black had to play the queen he touched.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved», with its note «If the piece cannot be legally moved, the adversary "
       "may elect for the player to move his King or replace the piece». The queen could not be legally moved, and "
       "Black's 10...Kc7 is a king move; it is also what replacing the queen and making a legal move comes to here, "
       "since every legal move was a king move. Whichever White would have elected, it has been done. Dismissed; the "
       "record ends in mate and the ruling states it: White wins."],
      RT_QM, 'touched-own-man-unplayable', 'white', 'dismissed', game='RT', result='white', cites=['V'])
    case(6921, AC, 'legall-6-bxf7-checks-unsaid-black-takes-c2-white-plays-7-d3-black-finds-his-king-in-check',
      "Legall's mate: 6. Bxf7 checks without a cry; Black takes the c2 pawn, White plays 7. d3, and Black finds his king in check: within law X's two moves, back to the check",
      F_LS + " White plays 7. d3 and says nothing. Black finds his king in check and claims; the record shows where the "
      "check came from.",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check», with "
       "its exception: «two moves only may be made before the King is obliged to move out of Check, when the pieces must "
       "be replaced, and the proper moves made». One move each has been made since the check, within the two (laws.md "
       "A25): the pieces go back to the position after 6. Bxf7, the c2 pawn returns, and Black must answer the check: "
       "his one move is Ke7."],
      LS_D3, 'check-of-unknown-origin', 'black', 'upheld', game='LS', silent=('Bxf7',),
      remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'], moves={'retract-to-point-of-check': ['Ke7']})
    case(6922, AC, 'opera-game-11-bxb5-check-black-touches-the-b8-knight-and-covers-with-it-11-nbd7',
      "The Opera game: in the check of 11. Bxb5+ Black touches his b8 knight and covers with it, 11...Nbd7; White invokes the note to law V: the knight could be legally moved, and was",
      f"{OP_T} to 11. Bxb5+, the published moves, the check said. Black lays hold of his b8 knight and plays it, "
      "11...Nbd7, the game's move, covering the check. White claims under the note to law V that the knight could not be "
      "legally moved while the king was in check. It had two lawful moves, Nc6 and Nbd7 (python-chess).",
      ['V'],
      ["The note to law V applies only «If the piece cannot be legally moved». The b8 knight could be, by covering the "
       "check, and it was moved, as the law requires: «If a piece be touched it must be moved». Dismissed."],
      OP_B8, 'touched-own-man-unplayable', 'white', 'dismissed', game='OP', cites=['V'])
    case(6923, AC, 'opera-game-16-qb8-check-black-touches-the-d1-rook-nothing-takes-it-the-menu-of-law-seven',
      "The Opera game: in the check of 16. Qb8+ Black touches White's d1 rook, which nothing can take, and his king has no square; White claims at once: law VII's menu, of which only the replacement and a legal move can be had",
      F_D1 + " White claims at once.",
      ['VII'],
      ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, make "
       "the right move, move his King, or replace the piece and make a legal move». Only the remedies that fit a touched "
       "adversary's man are offered (laws.md A23). The rook cannot be taken and the king cannot move, so those two cannot "
       "be enforced; a legal move remains (16...Nxb8). White elects."],
      OP_D1, 'touched-adversary-man', 'white', 'upheld', game='OP',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'],
      unenforceable=['compel-capture-of-touched-man', 'move-king'])
    case(6924, AC, 'legall-6-bxf7-checks-unsaid-three-moves-each-pass-before-black-finds-it',
      "Legall's mate: 6. Bxf7 checks without a cry, and three moves each are played before Black notices: beyond law X's two moves, the point goes to a bystander (law XIV)",
      F_LS + " Play goes on with nothing said: 7. d3 Bb3 8. axb3 Nc6 9. Bg5, Black's king in check from f7 throughout and "
      "no White move adding a check (python-chess). Black then claims.",
      ['X', 'XIV'],
      ["Law X's exception reaches only «two moves only»; three have been made by each side since the check, and beyond "
       "the two the law is silent (laws.md A25: «the position stands with the check ignored, and the dispute goes to "
       "XIV»). Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose "
       "decision is to be considered final»."],
      LS_3, 'unannounced-check', 'black', 'no-law-provides', game='LS', silent=('Bxf7',),
      remedies=['refer-to-third-party'], cites=['X', 'XIV'], glossed=['X'])

    # ======================================================== london-1847 6925-6930
    case(6925, LO, 'opera-game-13-rxd7-called-check-black-recaptures-13-rxd7-and-asks-to-take-it-back',
      "The Opera game: White calls 13. Rxd7 check, which it is not; Black takes the rook, 13...Rxd7, and at once asks to take it back: law XX names a king move or a touch to interpose, so the retraction is granted by analogy (XXVI)",
      F_FCH,
      ['XX', 'XXVI'],
      ["Law XX: «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch "
       "a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move». "
       "A capture of the supposed checker is neither, so there is no law for it; law XXVI sends «any question ... "
       "respecting which there is no law» to the bystanders. The codes that provide for a capture (Boy's Own 8, Philidor "
       "XIV, the Acknowledged Laws XI) all let the misled move be taken back, so the retraction is granted by analogy, "
       "as the earlier sets rule this shape. Black elects."],
      FCH, 'false-check-announcement', 'black', 'no-law-provides', game='OP',
      remedies=['retract-misled-move'], elector='black', cites=['XX', 'XXVI'], glossed=['XX', 'XXVI'])
    case(6926, LO, 'reti-tartakower-black-touches-the-e4-knight-in-the-check-of-9-qd8-then-plays-9-kxd8',
      "Reti-Tartakower: in the check of 9. Qd8+ Black touches his e4 knight, which cannot be moved without leaving the king in check, and plays 9...Kxd8; White claims the knight: law XVII's king move has been made",
      F_RTK,
      ['VII', 'XVII'],
      ["Law VII: «A Piece or Pawn touched must be played». Law XVII: «If a player touch a Piece or Pawn that cannot be moved "
       "without leaving the King in check, he must replace the Piece or Pawn and move his King». The knight is exactly "
       "such a man, and Black moved his king, 9...Kxd8. The penalty has been paid; dismissed."],
      RT_E4, 'touched-own-man-unplayable', 'white', 'dismissed', game='RT', cites=['VII', 'XVII'])
    case(6927, LO, 'legall-6-bxf7-checks-unsaid-black-takes-c2-white-says-check-with-7-nd5-mate',
      "Legall's mate: 6. Bxf7 attacks the king without 'Check'; Black takes the c2 pawn, 6...Bxc2; White says check with 7. Nd5, which mates: law XVIII, each retracts his last move and the mate does not stand",
      F_LS + " White then plays 7. Nd5 and says «check»: on the board it is mate (python-chess). Black claims.",
      ['XVIII'],
      ["Law XVIII: «If a player attack the adverse King without saying \"Check,\" his adversary is not obliged to attend to "
       "it : but if the former, in playing his next move, were to say \"Check,\" each player must retract his last move, and "
       "he that is under check must obviate it». White said it in playing his next move, so 7. Nd5 and 6...Bxc2 are taken "
       "back and Black must obviate the check: Ke7, his one move. The mate does not stand; no result."],
      LS_MATE, 'unannounced-check', 'black', 'upheld', game='LS', silent=('Bxf7',),
      remedies=['retract-both-last-moves'], cites=['XVIII'], moves={'retract-both-last-moves': ['Ke7']})
    case(6928, LO, 'legall-6-bxf7-checks-unsaid-black-takes-c2-white-plays-7-d3-black-finds-his-king-in-check',
      "Legall's mate: 6. Bxf7 attacks the king unsaid; Black takes the c2 pawn, White plays 7. d3, and Black finds his king in check: law XIX, the known moves since the check are retracted",
      F_LS + " White plays 7. d3 and says nothing. Black finds his king in check and claims; the record shows every move "
      "since the check.",
      ['XIX'],
      ["Law XIX: «If the King has been in check for several moves, and it cannot be ascertained how it occurred, the "
       "player whose King is in check must retract his last move and free his King from the check : but if the moves made "
       "subsequent to the check be known, they must be retracted». The moves since 6. Bxf7 are known (laws.md A33): "
       "7. d3 and 6...Bxc2 are taken back, and Black frees his king: Ke7, his one move."],
      LS_D3, 'check-of-unknown-origin', 'black', 'upheld', game='LS', silent=('Bxf7',),
      remedies=['retract-to-point-of-check'], cites=['XIX'], glossed=['XIX'], moves={'retract-to-point-of-check': ['Ke7']})
    case(6929, LO, 'opera-game-black-touches-the-d1-rook-plays-16-nxb8-white-mates-17-rd8-then-claims',
      "The Opera game: Black touches White's d1 rook in the check of 16. Qb8+, then plays 16...Nxb8; White mates with 17. Rd8# and only then claims: out of time (XXV), and the mate stands",
      F_D1 + " Nobody claims; Black plays 16...Nxb8, White takes hold of his d1 rook and mates with 17. Rd8# "
      "(python-chess: checkmate), and only then does White claim the touch.",
      ['IX', 'XXV'],
      ["Law IX would have given White nothing here: «should his King, however, be so posted that he cannot be legally "
       "moved, no penalty can be inflicted». In any case the claim comes after White touched and played his rook; law "
       "XXV: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be "
       "allowed to inflict any penalty» (laws.md A34). Out of time. The record ends in mate and the ruling states it: "
       "White wins."],
      OP_D1M, 'touched-adversary-man', 'white', 'out-of-time', game='OP', result='white', cites=['IX', 'XXV'], glossed=['XXV'])
    case(6930, LO, 'reti-tartakower-6-qa5-check-said-white-touches-the-c1-bishop-then-plays-7-c3',
      "Reti-Tartakower: in the check of 6...Qa5+ White touches his c1 bishop, whose one lawful move covers the check, then plays 7. c3; Black claims: law VII, the bishop must be played, and Bd2 is its only move",
      f"{RT_T} to 6...Qa5+, the published moves, the check said. White lays hold of his c1 bishop (no j'adoube), then "
      "covers with the c-pawn, 7. c3. Black claims at once. The bishop's one lawful move is Bd2, which covers the check "
      "(the game's move); python-chess.",
      ['VII'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or "
       "words to that effect». The bishop could be played lawfully, so XVII does not come in; 7. c3 is taken back and the "
       "bishop must move: Bd2."],
      RT_C1, 'touched-own-man', 'black', 'upheld', game='RT',
      remedies=['compel-move-touched-man'], elector='black', cites=['VII'], moves={'compel-move-touched-man': BC1})
