"""The thirty cases of the seventy-third set: the king's journey and whose turn it is. Every board fact used
below is asserted here, with python-chess."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
W, B = chess.WHITE, chess.BLACK
T = lambda s, who='': ('ev', f'[%touch {s}{" " + who if who else ""}]')
ODDS_A1 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1'

def write_all(case, after, P, frm, kingm, onto):
    L = lambda xs: ', '.join(xs)
    # ---------------------------------------------------------------- Steinitz-von Bardeleben, Hastings 1895
    SVB12 = P('SVB', 12)                                 # to 6...Bb4+ (check said); White to play his 7th
    s12 = after(None, SVB12); assert s12.is_check() and s12.turn == W
    K12 = kingm(s12, castling=False); assert K12 == ['Kf1', 'Ke2']
    assert frm(s12, 'h1') == []                          # no rook move parries the check
    assert s12.piece_at(S('f1')) is None and s12.piece_at(S('g1')) is None and s12.has_kingside_castling_rights(W)
    assert not s12.is_attacked_by(B, S('f1')) and not s12.is_attacked_by(B, S('g1'))
    assert chess.Move.from_uci('e1g1') not in s12.legal_moves
    SVB16 = P('SVB', 16)                                 # to 8...Nxd5; White to play his 9th (9. O-O)
    s16 = after(None, SVB16); assert not s16.is_check() and 'O-O' in kingm(s16)
    assert s16.has_kingside_castling_rights(W)           # the check of 6...Bb4+ was covered by 7. Nc3
    # ---------------------------------------------------------------- Kasparov-Topalov, Wijk aan Zee 1999
    KT20 = P('KT', 20)                                   # to 10...e5; White to play his 11th (11. O-O-O)
    k21 = after(None, P('KT', 21)); assert k21.turn == B
    e = k21.copy(); e.turn = W; assert e.is_legal(chess.Move.from_uci('c1b1'))
    KT23 = P('KT', 24)                                   # to 12...a6; White to play his 13th
    k23 = after(None, KT23); assert k23.turn == W; e = k23.copy(); e.turn = B; assert e.is_legal(chess.Move.from_uci('e8c8'))
    assert not any(k23.is_attacked_by(W, S(x)) for x in ('b8', 'c8', 'd8', 'e8'))
    KT4 = P('KT', 4)
    SVB4 = P('SVB', 4)
    # ---------------------------------------------------------------- club records
    CW = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'Kf1', 'Nf6', 'Ke1', 'd6']     # the king went to f1 and back
    cw = after(None, CW); assert not cw.has_castling_rights(W) and cw.piece_at(S('e1')).piece_type == chess.KING
    K_CW = kingm(cw, castling=False); R_CW = frm(cw, 'h1'); assert K_CW == ['Kf1', 'Ke2'] and R_CW == ['Rf1', 'Rg1']
    CR = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'Rg1', 'Bc5', 'Rh1', 'd6']     # the h1 rook went to g1 and back
    cr = after(None, CR); assert not cr.has_kingside_castling_rights(W) and cr.has_queenside_castling_rights(W)
    K_CR = kingm(cr); R_CR = frm(cr, 'h1'); assert K_CR == ['Kf1', 'Ke2'] and R_CR == ['Rf1', 'Rg1']   # no O-O-O: b1, c1, d1 full
    CT = ['g3', 'b6', 'Bg2', 'Ba6', 'Nf3', 'e6', 'e3', 'Nf6']                    # the a6 bishop sees f1
    ct = after(None, CT); assert ct.is_attacked_by(B, S('f1')) and not ct.is_attacked_by(B, S('g1')) and not ct.is_check()
    assert 'O-O' not in kingm(ct) and kingm(ct) == [] and frm(ct, 'h1') == ['Rf1', 'Rg1']
    CB = ['d4', 'd5', 'Bf4', 'Bf5', 'e3', 'e6', 'Qe2', 'Nf6']                   # the b1 knight still at home
    cb = after(None, CB); assert cb.piece_at(S('b1')) == chess.Piece(chess.KNIGHT, W)
    assert cb.piece_at(S('c1')) is None and cb.piece_at(S('d1')) is None and cb.has_queenside_castling_rights(W)
    K_CB = kingm(cb); assert K_CB == ['Kd1', 'Kd2'] and frm(cb, 'a1') == []
    OD = ['d4', 'd5', 'Nc3', 'Nc6', 'Bf4', 'Bf5', 'Qd2', 'Qd7']                 # rook odds: no a1 rook
    od = after(ODDS_A1, OD); assert od.piece_at(S('b1')) is None and od.piece_at(S('c1')) is None and od.piece_at(S('d1')) is None
    assert od.piece_at(S('a1')) is None and not od.is_attacked_by(B, S('d1')) and not od.is_attacked_by(B, S('c1'))
    FC = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']                               # then the old free castling
    fc = after(None, FC); R_FC = frm(fc, 'h1'); assert R_FC == ['Rf1', 'Rg1']

    F_SVB = "Steinitz-von Bardeleben, Hastings 1895, the published moves"
    F_KT = "Kasparov-Topalov, Wijk aan Zee 1999, the published moves"
    tags_odds = [('Odds', 'white rook a1')]
    KW = ("A club game: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Kf1 Nf6 5. Ke1 d6; White's king has gone to f1 and come back. "
          "For his 6th move White castles on the king's side, the king to g1 and the rook to f1.")
    RW = ("A club game: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Rg1 Bc5 5. Rh1 d6; White's king's rook has gone to g1 and come "
          "back. For his 6th move White castles on the king's side, the king to g1 and the rook to f1.")
    OUT7 = (f"{F_SVB} to 6...Bb4+, the check said. Instead of 7. Nc3 White castles out of the check, the king to g1 "
            "and the rook to f1; neither has moved, f1 and g1 are empty and not attacked. Black claims at once. Had White "
            "not castled, his king's moves were " + L(K12) + ", and no move of the h1 rook parries the check (python-chess).")
    NINE = (f"{F_SVB} to 9. O-O. White's king was checked by 6...Bb4+ and the check was covered by 7. Nc3; neither the "
            "king nor the h1 rook has moved, and at 9. O-O the king is not in check and crosses no attacked square. Black "
            "claims the castling unlawful because the king had been in check.")
    DBL = (f"{F_KT} to 11. O-O-O. Before Black replies, White also plays 12. Kb1 (the game's next White move), so "
           "that White has moved twice in succession. Black claims at once, before moving.")

    # ======================================================== twenty-laws 7301-7306
    case(7301, TW, 'steinitz-von-bardeleben-6-bb4-check-white-castles-out-of-the-check',
      "Steinitz-von Bardeleben: after 6...Bb4+, said, White castles out of the check; Black claims: law 8 is silent on a present check, and the point goes to a third person under law 20",
      OUT7, ['8', '20'],
      ["Law 8 bars castling only «after your king or the rook has moved», and adds «your king having been in check ... "
       "does not prevent you from castling». laws.md A1 reads «having been» as a past check, so the law says nothing "
       "of castling out of a check on the board now. The twenty laws have no other castling law. Law 20: «If any dispute "
       "arise as to points of the game, for which the laws have not provided, the matter is to be referred to a third "
       "person». Following A1, the point is referred; both articles are cited with the reading."],
      SVB12 + [('raw', 'e1g1')], 'illegal-castling', 'black', 'no-law-provides', game='SVB',
      remedies=['refer-to-third-party'], cites=['8', '20'], glossed=['8', '20'])
    case(7302, TW, 'steinitz-von-bardeleben-9-o-o-after-the-covered-check-black-calls-it-unlawful',
      "Steinitz-von Bardeleben: 9. O-O after 6...Bb4+ was covered by 7. Nc3; Black says a king once checked may not castle: law 8 says the contrary; dismissed",
      NINE, ['8'],
      ["Law 8 answers the claim in words: «your king having been in check ... does not prevent you from castling». "
       "Neither king nor rook has moved, so the castling stands (A1: «having been» is the past check, as here)."],
      SVB16 + ['O-O'], 'illegal-castling', 'black', 'dismissed', game='SVB', cites=['8'], glossed=['8'])
    case(7303, TW, 'club-game-the-king-went-to-f1-and-back-then-white-castles',
      "A club game: White's king went to f1 and back to e1, then White castles; Black claims at once: law 8, Black may require a king move or a rook move",
      KW + " Black claims at once. From the position before the castling White's king has " + L(K_CW) +
      " and the h1 rook " + L(R_CW) + " (python-chess).", ['8', '11'],
      ["Law 8: «You cannot castle after your king or the rook has moved; if you attempt it, the adversary may require "
       "you to move either the king or the rook.» The king moved at 4. Kf1. Black, the adversary, chooses. Black has not "
       "moved since, so law 11 does not bar the claim. The castling is taken back and the king or the rook is moved."],
      CW + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-king', 'move-rook'], elector='black', cites=['8', '11'],
      moves={'move-king': K_CW, 'move-rook': R_CW})
    case(7304, TW, 'rook-odds-white-castles-on-the-queens-side-with-no-rook',
      "White gives the queen's rook and castles on that side at move 5, the king going to c1 with no rook; Black calls it unlawful: laws 8 and 16 allow it; dismissed",
      "White gives the odds of his queen's rook (the a1 rook is off the board). 1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 "
      "Qd7. White's king has not moved; b1, c1, d1 and a1 are empty, and c1 and d1 are not attacked. For his 5th move "
      "White moves the king from e1 to c1 as in castling; no rook appears. Black claims the castling unlawful.",
      ['8', '16'],
      ["Law 8: «a player giving the odds of the rook, may still castle on that side of the board, as if the rook were at "
       "its square»; law 16 says the same. The king has not moved, the squares between king and corner are empty and the "
       "corner itself is empty (laws.md A2: only the king moves, no rook is placed). The castling stands."],
      OD + [('raw', 'e1c1')], 'illegal-castling', 'black', 'dismissed', start=ODDS_A1, show_fen=False,
      xtags=tags_odds, cites=['8', '16'], glossed=['8'])
    case(7305, TW, 'kasparov-topalov-white-plays-11-o-o-o-and-12-kb1-before-black-replies',
      "Kasparov-Topalov: White castles 11. O-O-O and then plays 12. Kb1 before Black has moved; Black claims at once: law 4",
      DBL, ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that "
       "both moves shall remain». Black, the adversary, chooses between having Kb1 taken back and letting both stand "
       "(A10: the turn then passes to Black). He claims before moving, so law 11 has not closed the claim."],
      KT20 + ['O-O-O', ('oot', 'c1b1', 'white')], 'move-out-of-turn', 'black', 'upheld', game='KT',
      remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4', '11'])
    case(7306, TW, 'club-game-the-rook-went-to-g1-and-back-white-castles-black-replies-then-claims-white-pleads-late',
      "A club game: White castles with a rook that went to g1 and back; Black replies 6...Bg4 and only then claims; White pleads that the claim is late: law 11",
      RW + " Black replies 6...Bg4 and then claims that the castling was unlawful. White pleads that the claim comes too late.",
      ['8', '11'],
      ["Law 8 forbade the castling (the rook had moved). But law 11: «No irregularity or false move committed in the play "
       "is subject to penalty—nor can any such be retraced, after the adversary has moved a piece.» Black has moved a "
       "piece (6...Bg4), so, by A6, the castling can no longer be retraced. White's plea is upheld; the castling stands."],
      CR + [('raw', 'e1g1'), 'Bg4'], 'late-claim', 'white', 'upheld',
      remedies=['no-penalty-time-barred'], cites=['8', '11'], glossed=['11'])

    # ======================================================== boys-own-1829 7307-7312
    case(7307, BO, 'steinitz-von-bardeleben-6-bb4-check-white-castles-out-of-the-check',
      "Steinitz-von Bardeleben: after 6...Bb4+, said, White castles out of the check; Black claims: law 6 bars only a moved king or rook, so the point is decided by analogy with law 6's penalty",
      OUT7, ['6', '7'],
      ["Law 6, the only castling law here: «You cannot castle after moving the rook or king: if you attempt to do so, "
       "your adversary may insist on your moving one of those pieces.» It does not speak of a king in check, and these "
       "laws send no point to a third person. The point is decided by analogy with the codes that bar castling out of "
       "check, with law 6's own penalty: Black may insist on a move of the king or of the rook (A12: the adversary "
       "chooses). The king has " + L(K12) + "; no rook move parries the check, so the rook move cannot be enforced. Law 7 "
       "keeps the claim open, since Black has not played."],
      SVB12 + [('raw', 'e1g1')], 'illegal-castling', 'black', 'no-law-provides', game='SVB',
      remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'],
      unenforceable=['move-rook'], moves={'move-king': K12})
    case(7308, BO, 'club-game-the-rook-went-to-g1-and-back-then-white-castles',
      "A club game: White's king's rook went to g1 and back, then White castles; Black claims at once: law 6, Black may insist on a king move or a rook move",
      RW + " Black claims at once. From the position before the castling White's king has " + L(K_CR) + " and the h1 "
      "rook " + L(R_CR) + " (python-chess); castling on the other side is not possible.", ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on "
       "your moving one of those pieces.» The rook moved at 4. Rg1. Black chooses which piece (A12). Black has not "
       "played, so law 7's bar has not fallen."],
      CR + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'],
      moves={'move-king': K_CR, 'move-rook': R_CR})
    case(7309, BO, 'steinitz-von-bardeleben-9-o-o-after-the-covered-check-black-calls-it-unlawful',
      "Steinitz-von Bardeleben: 9. O-O after 6...Bb4+ was covered; Black says a king once checked may not castle: law 6 bars only a moved king or rook; dismissed",
      NINE, ['6'],
      ["Law 6 forbids castling only «after moving the rook or king». Neither has moved; an earlier check is not among the "
       "law's conditions, and no other code bars castling after a check that has been answered. The castling stands."],
      SVB16 + ['O-O'], 'illegal-castling', 'black', 'dismissed', game='SVB', cites=['6'])
    case(7310, BO, 'kasparov-topalov-white-plays-11-o-o-o-and-12-kb1-before-black-replies',
      "Kasparov-Topalov: White castles 11. O-O-O and then plays 12. Kb1 before Black has moved; Black claims: law 1 says the players move alternately but gives no remedy; decided by analogy",
      DBL, ['1'],
      ["Law 1: «Each party moves, alternately, only one man at a time.» White broke it, but no law of this code says what "
       "follows. By analogy with the codes that provide (twenty-laws 4, London XIV) Black, the adversary, chooses whether "
       "both moves remain or the second is taken back."],
      KT20 + ['O-O-O', ('oot', 'c1b1', 'white')], 'move-out-of-turn', 'black', 'no-law-provides', game='KT',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['1'])
    case(7311, BO, 'kasparov-topalov-opening-white-began-the-last-game-and-begins-this-one',
      "White began the previous game, which was decided, and makes the first move of this one too (Kasparov-Topalov's 1. e4 d6 2. d4 Nf6); Black claims: law 2, the first move was Black's",
      "The record says White began the previous game and that it was decided. No odds are given. White makes the first "
      "move of this game, 1. e4, and the game goes 1...d6 2. d4 Nf6 (Kasparov-Topalov's opening). Black claims that the "
      "first move was his.", ['2'],
      ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the advantage "
       "of a piece or a pawn». No advantage was given, and White had begun the game before, so the first move of this one "
       "was Black's. The game is begun again."],
      KT4, 'first-move-or-colour', 'black', 'upheld', xtags=[('PreviousGame', 'white decided')],
      remedies=['restart-game'], cites=['2'])
    case(7312, BO, 'club-game-the-king-went-to-f1-and-back-white-castles-black-replies-then-claims',
      "A club game: White castles after his king went to f1 and back; Black replies 6...Bg4 and only then claims: law 7's window is shut",
      KW + " Black replies 6...Bg4 and only then claims.", ['6', '7'],
      ["Law 6 forbade the castling (the king had moved). But the penalty comes through law 7: «if he have pliﬂyeg before "
       "he notices your false move, neither of you can, afterward, recal it.» Black played 6...Bg4 before claiming; the "
       "castling stands."],
      CW + [('raw', 'e1g1'), 'Bg4'], 'illegal-castling', 'black', 'out-of-time', cites=['6', '7'], glossed=['7'])

    # ======================================================== philidor 7313-7318
    case(7313, PH, 'steinitz-von-bardeleben-6-bb4-check-white-castles-out-of-the-check',
      "Steinitz-von Bardeleben: after 6...Bb4+, said, White castles out of the check; Black claims: rule XII bars it, and the offender chooses between rook and king",
      OUT7, ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check», and «he that castles when he should not do it, must play his "
       "Rook touched, or his King, at his own choice.» White castled in check; the claim is made before Black's next move "
       "(VIII). The choice is White's, the offender's (laws.md A16(ii)). No rook move parries the check, so only the king "
       "can be played: " + L(K12) + "."],
      SVB12 + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', game='SVB',
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      unenforceable=['move-rook'], moves={'move-king': K12})
    case(7314, PH, 'club-game-white-castles-the-old-way-king-to-h1-rook-to-g1',
      "A club game: White castles the old way, the king to h1 and the rook to g1; Black claims: rule XI lets the king go only two squares, and the note on the old way is not the rule",
      "A club game: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5. For his 4th move White castles in the old manner, putting the king on "
      "h1 and the rook on g1. No option for free castling is agreed. Black claims at once. The h1 rook's moves in the "
      "position before were " + L(R_FC) + " (python-chess).", ['XII', 'XI', 'VIII', 'VI'],
      ["Rule XI: «The King, when he castles, can only go beyond two squares, that is, the Rook with which he castles must "
       "take its place next to the King». The note on «The old way of castling» describes a custom of other countries; "
       "laws.md A39 reads it as off unless agreed. So White castled «when he should not do it» (XII), and «must play his "
       "Rook touched, or his King, at his own choice». White chooses; the claim is in time under VIII."],
      FC + [('free', 'e1h1', 'g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'XI', 'VIII', 'VI'], glossed=['XII', 'XI'],
      moves={'move-rook': R_FC})
    case(7315, PH, 'kasparov-topalov-white-plays-11-o-o-o-and-12-kb1-before-black-replies',
      "Kasparov-Topalov: White castles 11. O-O-O and then plays 12. Kb1 before Black has moved; Black claims: Philidor's rules have no rule on a move out of turn; decided by analogy",
      DBL, [],
      ["Philidor's seventeen rules say nothing of a player who moves twice (II makes only the first move of each game "
       "alternate). No rule sends the point to a third person. By analogy with the codes that provide (twenty-laws 4, "
       "London XIV), Black, the adversary, chooses whether both moves remain or the second is taken back."],
      KT20 + ['O-O-O', ('oot', 'c1b1', 'white')], 'move-out-of-turn', 'black', 'no-law-provides', game='KT',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=[])
    case(7316, PH, 'steinitz-von-bardeleben-white-castles-out-of-the-check-black-replies-7-d5-then-claims',
      "Steinitz-von Bardeleben: White castles out of the check 6...Bb4+; Black replies 7...d5 and only then claims: rule VIII, too late",
      OUT7.replace("Black claims at once.", "Black replies 7...d5 and only then claims."), ['XII', 'VIII'],
      ["Rule XII forbade the castling. Castling when one should not is an irregular move, and VIII: «no false move can be "
       "recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in "
       "time, had been just.» Black, the adversary, made his next move; the castling stands."],
      SVB12 + [('raw', 'e1g1'), 'd5'], 'illegal-castling', 'black', 'out-of-time', game='SVB',
      cites=['XII', 'VIII'], glossed=['VIII'])
    case(7317, PH, 'steinitz-von-bardeleben-opening-black-began-the-drawn-game-white-begins-this-one',
      "Black began the previous game, which was drawn; White begins this one (Steinitz-von Bardeleben's 1. e4 e5 2. Nf3 Nc6); Black claims the move as the drawn game's beginner: rule II knows only alternation; dismissed",
      "The record says Black began the previous game and that it was drawn. No odds are given. White makes the first "
      "move of this one, 1. e4 e5 2. Nf3 Nc6. Black claims the first move because he began the drawn game.", ['II'],
      ["Rule II: «In games without odds, lots must be cast for the move, which afterwards becomes alternate.» Philidor has "
       "no rule for the game after a draw (the twenty laws and the London code do). Black began the last game, so by "
       "alternation White begins this one. The claim is dismissed."],
      SVB4, 'first-move-or-colour', 'black', 'dismissed', xtags=[('PreviousGame', 'black drawn')], cites=['II'])
    case(7318, PH, 'steinitz-von-bardeleben-9-o-o-after-the-covered-check-black-calls-it-unlawful',
      "Steinitz-von Bardeleben: 9. O-O after 6...Bb4+ was covered; Black relies on rule XII's 'when in check': the king is not in check now; dismissed",
      NINE, ['XII'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a "
       "check». «when in check» is the present state at the castling; the king is not in check at 9. O-O, has not moved, "
       "and passes no attacked square. The castling stands."],
      SVB16 + ['O-O'], 'illegal-castling', 'black', 'dismissed', game='SVB', cites=['XII'])

    # ======================================================== acknowledged-laws 7319-7324
    case(7319, AC, 'steinitz-von-bardeleben-6-bb4-check-white-castles-out-of-the-check',
      "Steinitz-von Bardeleben: after 6...Bb4+, said, White castles out of the check; Black claims: IX.2 forbids it, and Black elects from VII's menu",
      OUT7, ['IX', 'VII'],
      ["Law IX: «A player cannot Castle under any of the following circumstances :— ... 2. If the King be in Check.» IX "
       "gives no penalty; VII does for an illegal move: «his adversary may compel him to take the man, make the right "
       "move, move his King, or replace the piece and make a legal move» (A23: only the remedies that fit). Black elects. "
       "The king moves are " + L(K12) + ". The Acknowledged Laws set no time limit, and Black claims at once."],
      SVB12 + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', game='SVB',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'],
      glossed=['VII'], moves={'move-king': K12})
    case(7320, AC, 'club-game-white-castles-on-the-queens-side-over-his-b1-knight',
      "A club game: White castles on the queen's side with his b1 knight still at home, the rook leaping it; Black claims: IX.3, a piece between king and rook",
      "A club game: 1. d4 d5 2. Bf4 Bf5 3. e3 e6 4. Qe2 Nf6. For his 5th move White puts his king on c1 and the a1 rook "
      "on d1, over the knight on b1. Black claims at once. From the position before White's king has " + L(K_CB) +
      "; the a1 rook has no move (python-chess).", ['IX', 'VII'],
      ["Law IX: «A player cannot Castle under any of the following circumstances :— ... 3. If there be any Piece between "
       "the King and Hook.» («Hook» is the OCR's Rook.) The b1 knight stands between. VII gives Black the election: «make "
       "the right move, move his King, or replace the piece and make a legal move» (A23)."],
      CB + [('raw', 'e1c1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'],
      glossed=['VII'], moves={'move-king': K_CB})
    case(7321, AC, 'kasparov-topalov-white-plays-11-o-o-o-and-12-kb1-before-black-replies',
      "Kasparov-Topalov: White castles 11. O-O-O and then plays 12. Kb1 before Black has moved; Black claims: the Acknowledged Laws have no law on a move out of turn; XIV",
      DBL, ['XIV'],
      ["The fourteen laws say nothing of a player who moves twice (IV makes only the first move alternate). XIV: «Should "
       "any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be "
       "considered final.» As that bystander, and by analogy with twenty-laws 4 and London XIV, Black, the adversary, "
       "chooses whether both moves remain or the second is taken back."],
      KT20 + ['O-O-O', ('oot', 'c1b1', 'white')], 'move-out-of-turn', 'black', 'no-law-provides', game='KT',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['XIV'])
    case(7322, AC, 'rook-odds-white-began-the-last-game-and-giving-the-rook-begins-again',
      "White began the previous game, which was decided; in this one he gives the queen's rook and begins again; Black claims the move by turns: law VI, the giver moves first; dismissed",
      "The record says White began the previous game and that it was decided. In this game White gives the odds of his "
      "queen's rook (the a1 rook is off the board) and makes the first move, 1. d4 d5 2. Nc3 Nc6. Black claims the first "
      "move by alternation.", ['VI'],
      ["Law IV gives alternation only «Where no odds are given». Law VI: «The player giving the odd3 moves first.» («odd3» "
       "is the OCR's odds.) White gives the rook, so White begins. The claim is dismissed."],
      OD[:4], 'first-move-or-colour', 'black', 'dismissed', start=ODDS_A1, show_fen=False,
      xtags=tags_odds + [('PreviousGame', 'white decided')], cites=['VI'])
    case(7323, AC, 'steinitz-von-bardeleben-9-o-o-after-the-covered-check-black-calls-it-unlawful',
      "Steinitz-von Bardeleben: 9. O-O after 6...Bb4+ was covered; Black relies on IX.2: the king is not in check now; dismissed",
      NINE, ['IX'],
      ["Law IX.2 bars castling «If the King be in Check»: the present tense. At 9. O-O the king is not in check; it has not "
       "moved (IX.1), nothing stands between (IX.3) and it passes no commanded square (IX.4). The castling stands."],
      SVB16 + ['O-O'], 'illegal-castling', 'black', 'dismissed', game='SVB', cites=['IX'], glossed=['IX'])
    case(7324, AC, 'club-game-the-king-went-to-f1-and-back-white-castles-black-replies-then-claims-white-pleads-late',
      "A club game: White castles after his king went to f1 and back; Black replies 6...Bg4 and then claims; White pleads that the claim is late: the Acknowledged Laws set no time; dismissed",
      KW + " Black replies 6...Bg4 and then claims; White pleads that the claim comes too late.", ['IX', 'VII'],
      ["Law IX.1 forbade the castling («If he has moved either King or Book»). VII gives the penalty with no time limit, "
       "and no other of the fourteen laws sets one (laws.md 4.1: «X note only»). White's plea is dismissed; Black's claim "
       "is heard."],
      CW + [('raw', 'e1g1'), 'Bg4'], 'late-claim', 'white', 'dismissed', cites=['IX', 'VII'], glossed=['VII'])

    # ======================================================== london-1847 7325-7330
    case(7325, LO, 'steinitz-von-bardeleben-6-bb4-check-white-castles-out-of-the-check',
      "Steinitz-von Bardeleben: after 6...Bb4+, said, White castles out of the check; Black claims: XVI.2, three penalties, Black chooses",
      OUT7, ['XVI', 'XXV'],
      ["Law XVI (found text): «A player cannot castle in the following cases: ... 2. If the King be in check. ... Should a "
       "player castle in any of the above cases, his adver sary has the choice of three penalties». Black chooses: the "
       "castling stands, a king move (not castling, A31: " + L(K12) + "), or a rook move, of which there is none that "
       "parries the check. Black has touched nothing, so XXV does not bar the claim."],
      SVB12 + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', game='SVB',
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
      glossed=['XVI'], unenforceable=['move-rook'], moves={'move-king-no-castling': K12})
    case(7326, LO, 'club-game-white-castles-over-f1-which-the-a6-bishop-attacks',
      "A club game: White castles over f1, which Black's a6 bishop attacks; Black claims: XVI.4; the king has no other square, so only the rook can be moved",
      "A club game: 1. g3 b6 2. Bg2 Ba6 3. Nf3 e6 4. e3 Nf6; the e2 pawn has gone, and the a6 bishop sees f1 and e2. "
      "For his 5th move White castles on the king's side, the king crossing f1. Black claims at once. In the position "
      "before, White's king has no lawful move and the h1 rook has Rf1, Rg1 (python-chess).", ['XVI', 'XXV'],
      ["Law XVI (found text): «4. If the King pass over any square attacked by one of the adversary's Picces or Pawns.» "
       "(«Picces» as printed.) Black chooses among the three penalties. The king cannot move at all, so the king move "
       "cannot be enforced; the castling may stand, or the rook be moved. Black has touched nothing (XXV)."],
      CT + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
      glossed=['XVI'], unenforceable=['move-king-no-castling'], moves={'move-rook': ['Rf1', 'Rg1']})
    case(7327, LO, 'kasparov-topalov-black-plays-12-a6-and-castles-before-white-replies',
      "Kasparov-Topalov: Black plays 12...a6 and then castles on the queen's side before White has made his 13th move; White claims at once: law XIV, White chooses",
      f"{F_KT} to 12...a6. Before White plays his 13th move, Black also castles on the queen's side (the castling he made "
      "a move later in the game); the castling itself is lawful (python-chess). White claims at once, having touched "
      "nothing.", ['XIV', 'XXV'],
      ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the "
       "second be retracted.» The castling was Black's second move in succession, so it was made out of his turn (A30). "
       "White chooses. XXV's bar has not fallen: White has touched no man."],
      KT23 + [('oot', 'e8c8', 'black')], 'move-out-of-turn', 'white', 'upheld', game='KT',
      remedies=['keep-both-moves', 'retract-second-move'], elector='white', cites=['XIV', 'XXV'], glossed=['XIV'])
    case(7328, LO, 'club-game-white-castles-over-his-b1-knight-black-files-it-as-a-false-move',
      "A club game: White castles on the queen's side over his b1 knight; Black files it as a false move: heard under XVI.3; the rook has no move",
      "A club game: 1. d4 d5 2. Bf4 Bf5 3. e3 e6 4. Qe2 Nf6. For his 5th move White puts his king on c1 and the a1 rook "
      "on d1, over the knight on b1. Black claims at once, calling it a false move. From the position before White's "
      "king has " + L(K_CB) + "; the a1 rook has no move (python-chess).", ['XVI', 'XXV'],
      ["Law XVI (found text): «3. If there be any Piece between the King and Rook.» The act complained of is a castling, "
       "and XVI gives its own penalties, so the claim is heard under XVI and not XIII: «the choice of three penalties; "
       "viz., 1st, of insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to "
       "move the Rook.» The rook cannot move, so the third cannot be enforced. Black has touched nothing (XXV)."],
      CB + [('raw', 'e1c1')], 'false-move', 'black', 'upheld',
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
      glossed=['XVI'], unenforceable=['move-rook'], moves={'move-king-no-castling': K_CB})
    case(7329, LO, 'kasparov-topalov-opening-white-began-the-drawn-game-and-begins-this-one',
      "White began the previous game, which was drawn, and begins this one too (Kasparov-Topalov's 1. e4 d6 2. d4 Nf6); Black claims the move by turns: law V gives it to White; dismissed",
      "The record says White began the previous game and that it was drawn. No odds are given. White makes the first move "
      "of this one, 1. e4 d6 2. d4 Nf6. Black claims the first move by alternation.", ['V'],
      ["Law V (found text): «If a game be drawn, the player who began it has the first move of the following one.» White "
       "began the drawn game, so White rightly begins this one. The claim is dismissed."],
      KT4, 'first-move-or-colour', 'black', 'dismissed', xtags=[('PreviousGame', 'white drawn')], cites=['V'])
    case(7330, LO, 'club-game-the-rook-went-to-g1-and-back-white-castles-black-touches-his-d6-pawn-then-claims',
      "A club game: White castles with a rook that went to g1 and back; Black touches his d6 pawn and then claims: XXV, out of time",
      RW + " Black lays his hand on his d6 pawn and then claims.", ['XVI', 'XXV'],
      ["Law XVI.1 forbade the castling («If the King or Rook have been moved»). But XXV (found text): «If a player make a "
       "false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a "
       "Piece or Pawn, or he will not be allowed to inflict any penalty.» Black touched a pawn first (A34)."],
      CR + [('raw', 'e1g1'), T('d6')], 'illegal-castling', 'black', 'out-of-time', cites=['XVI', 'XXV'], glossed=['XXV'])
