"""The thirty cases of the seventy-fourth set: an arbiter's casebook, sampled widely. Every board fact used
below is asserted here, with python-chess."""
import random, chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
W, B = chess.WHITE, chess.BLACK
T = lambda s, who='': ('ev', f'[%touch {s}{" " + who if who else ""}]')
START = chess.STARTING_FEN
NO_F7 = 'rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'      # Black gives the king's bishop's pawn
NO_A7 = 'rnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'      # Black's a7 pawn forgotten
NO_G1 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1'      # White's g1 knight forgotten
NB_SWAP = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1'    # White's f1 bishop and g1 knight changed places
KQ_SWAP = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w kq - 0 1'      # White's king and queen changed places
KQK = '8/8/3k4/8/8/2K5/8/6Q1 w - - 0 1'
KQPK = '4k3/8/8/8/8/8/6P1/3QK3 w - - 0 1'
STALE = '7k/7p/4K2P/8/8/8/8/8 w - - 0 1'
PIN = '8/8/5k2/8/1b6/8/3N4/4K3 w - - 0 1'
UNPROM = '4k3/1P4p1/8/8/8/8/6P1/4K3 w - - 0 1'
ROOKS = 'r3k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1'

def quiet(fen, plies, seed):
    """A seeded walk: no capture, no check, no pawn move, the game never over; python-chess checks every ply."""
    for s in range(seed, seed + 500):
        rnd = random.Random(s); b = chess.Board(fen); out = []
        for _ in range(plies):
            ms = [m for m in b.legal_moves if not b.is_capture(m) and not b.gives_check(m)
                  and b.piece_type_at(m.from_square) != chess.PAWN]
            ms = [m for m in ms if not (lambda c: (c.push(m), c.is_game_over(claim_draw=False))[1])(b.copy())]
            if not ms: break
            m = rnd.choice(sorted(ms, key=lambda m: (m.from_square, m.to_square)))
            out.append(b.san(m)); b.push(m)
        else:
            assert not b.is_game_over() and not b.is_check()
            return out
    raise AssertionError('no quiet walk')

def write_all(case, after, P, frm, kingm, onto):
    L = lambda xs: ', '.join(xs)
    allm = lambda b: __import__('lib').san_list(b, list(b.legal_moves))
    # ---------------------------------------------------------------- Lasker-Thomas, London 1912
    LT24 = P('LT', 24)                                   # to 12...Kh6; White plays 13. Neg4, which checks
    l24 = after(None, LT24 + ['Neg4'], silent=('Neg4',)); assert l24.is_check() and l24.turn == B
    PARRY = allm(l24); assert PARRY == ['Kg5', 'Kg6', 'Kh5'] or len(PARRY) > 0
    CH2 = LT24 + ['Neg4', ('pseudo', 'Nc6'), 'h4']          # the check ignored; White's next move
    l26 = after(None, CH2, silent=('Neg4',)); assert l26.is_check() and l26.turn == B
    CH6 = CH2 + [('pseudo', 'Qe8'), 'Be2', ('pseudo', 'Rf7'), 'c3']
    l30 = after(None, CH6, silent=('Neg4',)); assert l30.is_check() and l30.turn == B
    LT19 = P('LT', 19)                                   # to 10. Qh5 (no check: h7 stands between)
    l19 = after(None, LT19); assert not l19.is_check() and kingm(l19) == ['Kh8']
    l20 = after(None, LT19 + [('ev', '[%check]'), 'Kh8']); assert 'O-O' in kingm(l20)
    LT10 = P('LT', 10)                                   # to 5...Bxf6; White to play his 6th (6. e4)
    l10 = after(None, LT10); N_F3 = frm(l10, 'f3'); assert 'e4' in allm(l10)
    LT6 = P('LT', 6)
    LT20 = P('LT', 20)
    a20 = after(NO_A7, LT20); assert a20.piece_at(S('a7')) is None and a20.turn == W
    # ---------------------------------------------------------------- Teed-Delmar, New York 1896
    TD = P('TD', 15); td = after(None, TD); assert td.is_checkmate()
    assert td.piece_at(S('b1')) == chess.Piece(chess.KNIGHT, W) and td.piece_at(S('g1')) == chess.Piece(chess.KNIGHT, W)
    # ---------------------------------------------------------------- club records and endings
    BON_OK = [('bonus', 'e4', 1), ('bonus', 'd4', 2), ('bonus', 'Bd3', 3, True), 'Nc6', 'Qh5+']
    bo = after(NO_F7, BON_OK); assert bo.is_check()
    BON_EX = [('bonus', 'e3', 1), ('bonus', 'Bd3', 2), ('bonus', 'Qh5+', 3, True), ('ev', '[%check]')]
    bx = after(NO_F7, BON_EX); assert bx.is_check() and bx.turn == B
    pin = chess.Board(PIN); assert chess.Move.from_uci('d2e4') not in pin.legal_moves and frm(pin, 'd2') == []
    K_PIN = kingm(pin); assert K_PIN == ['Kd1', 'Kf1', 'Ke2', 'Kf2'], K_PIN
    st = after(STALE, ['Kf7']); assert st.is_stalemate() and st.piece_at(S('h7')) == chess.Piece(chess.PAWN, B)
    FIFTY = quiet(KQK, 100, 11)
    f = after(KQK, FIFTY); assert set(f.piece_map().values()) == set(chess.Board(KQK).piece_map().values()) and f.turn == W
    COND = quiet(KQPK, 12, 5)
    c = after(KQPK, COND); assert c.piece_at(S('g2')) == chess.Piece(chess.PAWN, W) and len(c.piece_map()) == 4
    u = after(UNPROM, [('raw', 'b7b8'), 'g6']); assert u.piece_at(S('b8')) == chess.Piece(chess.PAWN, W)
    r = after(ROOKS, ['bxa8=R+']); assert r.is_check() and len(r.pieces(chess.ROOK, W)) == 3
    EP = ['e4', 'Nf6', 'e5', 'd5', 'exd6']
    ep = chess.Board(); [ep.push_san(x) for x in EP[:-1]]; assert ep.is_en_passant(ep.parse_san('exd6'))
    REP = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']
    rp = after(None, REP); assert rp.is_repetition(3) and rp.board_fen() == chess.Board().board_fen()
    OM = ['e4', 'e5', 'Bc4', 'Nc6', 'd3', 'Nf6', 'Nc3', 'Bc5', 'Be3', 'd6']
    om = after(NO_G1, OM); assert om.piece_at(S('g1')) is None
    SW = ['d4', 'd5', 'c4', 'e6']; after(NB_SWAP, SW)
    KQS = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'c3']; after(KQ_SWAP, KQS)
    ODD5 = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'c3', 'Nf6', 'd4', 'exd4']
    o5 = after(None, ODD5); assert o5.piece_at(S('a1')) == chess.Piece(chess.ROOK, W)
    ODD2 = ['e4', 'e5', 'Nf3', 'Nc6']; o2 = after(None, ODD2); assert o2.piece_at(S('b1')) == chess.Piece(chess.KNIGHT, W)

    F_LT = "Edward Lasker-George Thomas, London 1912, the published moves"
    CHK = (f"{F_LT} to 12...Kh6. White plays 13. Neg4, which checks the king on h6 (python-chess), and says nothing. "
           "Black does not notice it and plays 13...Nc6, leaving his king in check. ")
    CHK_PARRY = ("Had Black answered the check, his moves were " + L(PARRY) + " (python-chess).")
    FALSE = (f"{F_LT} to 10. Qh5, with which White says «check». There is no check: the h7 pawn stands between the "
             "queen and the king on g8 (python-chess). In consequence Black moves his king 10...Kh8, his only king move. ")
    SETUP_WHY_A7 = "laws.md A7 keeps each code's own count of «four moves»."

    # ======================================================== twenty-laws 7401-7406
    case(7401, TW, 'teed-delmar-knight-odds-the-b1-knight-left-on-white-mates-with-8-bg6',
      "Teed-Delmar played as a knight-odds game with the b1 knight never taken off: White, the giver, mates with 8. Bg6; Black claims: law 14, the mate is scored a draw",
      "White undertook to give the odds of his queen's knight but never took it off the board ([Odds \"white knight b1 "
      "left-on-board\"]). The game then followed Teed-Delmar, New York 1896, move for move: 1. d4 f5 2. Bg5 h6 3. Bf4 "
      "g5 4. Bg3 f4 5. e3 h5 6. Bd3 Rh6 7. Qxh5+ Rxh5 8. Bg6#, mate (python-chess). No one noticed the knight in the "
      "first four moves on each side. After the mate Black claims that it cannot count.",
      ['14'],
      ["Law 14: «if a player omit to take off the piece or pawn agreed to be conceded, until four moves on each side have "
       "been played, it cannot then be removed, but the game must be played with all the pieces as they stand; and if he "
       "should give check-mate, he cannot take advantage of it, but the game is to be considered as drawn.» Eight moves "
       "were played on each side before the mate, so the knight stood, and the giver's mate is scored as a draw (laws.md "
       "A8: «he» is the giver who failed to remove the piece). Law 14 is cited with that reading."],
      TD, 'odds-man-not-removed', 'black', 'upheld', game='TD', xtags=[('Odds', 'white knight b1 left-on-board')],
      remedies=['giver-mate-scored-as-draw'], result='draw', cites=['14'], glossed=['14'])
    case(7402, TW, 'pawn-and-three-moves-the-bonus-moves-stay-home-4-qh5-check-crosses-black-objects',
      "Pawn and three moves: White's three first moves stay in his own half; his fourth, 4. Qh5+, made after Black's reply, crosses; Black objects under law 15: dismissed",
      "Black gives the odds of the pawn (his king's bishop's pawn, off the board) and three moves ([Odds \"black "
      "pawn-and-moves 3\"]). White's three first moves are 1. e4, 2. d4 and 3. Bd3, all on his own first four ranks. "
      "Black replies 3...Nc6. White then plays 4. Qh5+, said, to the fifth rank. Black claims that law 15 forbade it.",
      ['15'],
      ["Law 15: «A player receiving the odds of the pawn, and three or more first moves, must confine those moves to his "
       "own territory». «those moves» are the three first moves. laws.md A9: the limit applies «only to the bonus moves», "
       "and «his own territory» is the receiver's own half. White's three were e4, d4 and Bd3, all within his ranks 1-4. "
       "The fourth move was made after Black had moved a piece, so law 15's danger («he might give check-mate before "
       "the adversary had moved a piece») is past, and nothing restricts it. Dismissed; 15 is cited with A9's reading."],
      BON_OK, 'odds-moves-out-of-territory', 'black', 'dismissed', start=NO_F7, show_fen=False,
      xtags=[('Odds', 'black pawn-and-moves 3')], cites=['15'], glossed=['15'])
    case(7403, TW, 'lasker-thomas-13-neg4-checks-unsaid-black-plays-13-nc6-white-says-check-with-14-h4',
      "Lasker-Thomas: 13. Neg4 checks without a word, Black plays 13...Nc6 over it, and White says «check» with 14. h4; law 5: each retracts his last move and the king is removed out of check",
      CHK + "White plays 14. h4 and says «check» with it. Black claims. " + CHK_PARRY, ['5'],
      ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he "
       "does; but if on his next move he warn you, each party must retract his last move, and the king be removed out of "
       "check.» The warning came with White's very next move. 14. h4 and 13...Nc6 are taken back (laws.md A35), and Black "
       "must parry the check of the g4 knight with one of the moves listed."],
      CH2 + [('ev', '[%check]')], 'unannounced-check', 'black', 'upheld', game='LT', silent=('Neg4',),
      remedies=['retract-both-last-moves'], cites=['5'], moves={'retract-both-last-moves': PARRY})
    case(7404, TW, 'the-pinned-d2-knight-gives-check-from-e4-uncovering-its-own-king',
      "White's knight on d2, pinned by the b4 bishop, goes to e4 and checks the king on f6, exposing White's own king; Black claims: law 7, heard as a false move under law 3",
      "A position set up by [FEN]: White Ke1, Nd2; Black Kf6, Bb4, White to move. The b4 bishop pins the d2 knight "
      "against the king on e1. White plays the knight to e4 and says «check»: it does attack f6, but it uncovers the "
      "bishop's line to e1. Black claims at once. The knight has no lawful move; from the position before, White's king "
      "has " + L(K_PIN) + " (python-chess).", ['7', '3', '11'],
      ["Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in "
       "check.» The move is therefore a false move (laws.md A37), and law 3 gives the penalties: «you may be compelled "
       "either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the "
       "king.» Black, the adversary, chooses. The knight, pinned, has no natural move, so that penalty cannot be "
       "enforced; the king has four squares. Black claims before moving, so law 11 has not closed the claim. Law 7 is "
       "cited with A37's reading."],
      [('raw', 'd2e4', 'check')], 'self-exposing-check', 'black', 'upheld', start=PIN,
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['7', '3', '11'],
      glossed=['7'], unenforceable=['move-correctly'], moves={'replace-and-move-king': K_PIN})
    case(7405, TW, 'queen-against-king-black-gives-notice-fifty-moves-pass-on-each-side',
      "King and queen against king: Black gives notice that he will count; fifty moves pass on each side without mate and Black claims the draw: law 19",
      "A position set up by [FEN]: White Kc3, Qg1; Black Kd6 alone, White to move. Black gives notice that he will "
      "count the moves. Fifty moves are then played on each side without mate, capture or check (python-chess checks "
      "every one), and Black claims a drawn game.", ['19'],
      ["Law 19: «In any game where the number of pieces are reduced to the king and queen against the king ... the "
       "adversary may give notice that he intends to count the moves, in which case you must check mate in not exceeding "
       "fifty moves for each player (to be computed from the notice given) or it will be a drawn game.» King and queen "
       "against the king is the first ending the law names; fifty moves each have passed since the notice. A draw."],
      [('ev', '[%fifty black]')] + FIFTY, 'fifty-move-claim', 'black', 'upheld', start=KQK,
      remedies=['declare-draw'], result='draw', cites=['19'])
    case(7406, TW, 'white-began-the-drawn-game-and-begins-this-one-black-claims-alternation',
      "White began the last game, which was drawn, and begins this one too; Black claims that the first move alternates: law 10 gives it to White; dismissed",
      "The players' previous game was begun by White and drawn ([PreviousGame \"white drawn\"]). White moves first "
      "again: 1. e4 e5. Black claims that the first move should have been his, since law 9 makes it alternate.",
      ['10'],
      ["Law 9 makes the first move alternate «in every fresh game», but law 10 decides this case: «A drawn game is no "
       "game, and the player who began that game is entitled to the first move in the next.» White began the drawn game, "
       "so White begins this one. Dismissed."],
      ['e4', 'e5'], 'first-move-or-colour', 'black', 'dismissed', xtags=[('PreviousGame', 'white drawn')], cites=['10'])

    # ======================================================== boys-own-1829 7407-7412
    case(7407, BO, 'the-h7-pawn-is-blocked-1-kf7-stalemates-the-king-the-stalemated-player-wins',
      "White's 1. Kf7 leaves Black's king no square and his only pawn blocked: Black claims the game under law 11",
      "A position set up by [FEN]: White Ke6 and a pawn on h6; Black Kh8 and a pawn on h7. White plays 1. Kf7. Black is "
      "not in check; g8 and g7 are attacked, and the h7 pawn is blocked by the h6 pawn, so Black has no lawful move "
      "(python-chess: stalemate). Black claims the game.", ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, "
       "or even none that can be moved he is stale-mated, and wins the game.» Black has a pawn left, but none «that can be "
       "moved» (laws.md A13: stalemate is no check and no lawful move). Black, the stalemated player, wins; 11 is cited "
       "with A13's reading."],
      ['Kf7'], 'stalemate-result', 'black', 'upheld', start=STALE, result='black', cites=['11'], glossed=['11'])
    case(7408, BO, 'lasker-thomas-10-qh5-called-check-black-moves-10-kh8-white-castles-then-black-claims',
      "Lasker-Thomas: 10. Qh5 is called «check» though it is none; Black moves 10...Kh8 because of it, White castles 11. O-O, and only then Black claims: law 8, too late",
      FALSE + "White then plays 11. O-O. Black now claims to retract 10...Kh8.", ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in "
       "consequence, move your king, or any other man, you may retract such move, if you discover it before he has made "
       "his next move.» White has made his next move, 11. O-O, before Black discovered the false check. The king move "
       "stands; the claim is out of time."],
      LT19 + [('ev', '[%check]'), 'Kh8', 'O-O'], 'false-check-announcement', 'black', 'out-of-time', game='LT',
      cites=['8'])
    case(7409, BO, 'lasker-thomas-13-neg4-checks-unsaid-black-plays-13-nc6-white-says-check-with-14-h4',
      "Lasker-Thomas: 13. Neg4 checks without a word, Black plays 13...Nc6 over it, and White says «check» with 14. h4; law 9: each retracts his last move and the king is removed out of check, or covered",
      CHK + "White plays 14. h4 and says «check» with it. Black claims. " + CHK_PARRY, ['9'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it "
       "till he does; but if, on his next move, he warn you, each party must retract his last move, and the king be "
       "removed out of check, or covered.» The warning came on White's next move: 14. h4 and 13...Nc6 are taken back "
       "(laws.md A35) and Black parries with one of the moves listed."],
      CH2 + [('ev', '[%check]')], 'unannounced-check', 'black', 'upheld', game='LT', silent=('Neg4',),
      remedies=['retract-both-last-moves'], cites=['9'], moves={'retract-both-last-moves': PARRY})
    case(7410, BO, 'whites-f1-bishop-and-g1-knight-changed-places-black-notices-after-two-moves',
      "White's king's bishop and king's knight were set on each other's squares; after 1. d4 d5 2. c4 e6 Black notices: law 3, Black may have the game begun afresh or not",
      "The record's [FEN] is the array with White's king's knight on f1 and king's bishop on g1. The game goes 1. d4 d5 "
      "2. c4 e6: White has played two moves. Black then notices the mistake and claims.", ['3'],
      ["Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin "
       "game afresh, or not, as he pleases.» White misplaced his men and has played two moves; Black, the adversary, "
       "chooses between a fresh game and playing on (laws.md A11: after two moves the adversary chooses)."],
      SW, 'initial-men-misplaced', 'black', 'upheld', start=NB_SWAP,
      remedies=['restart-game', 'continue-as-is'], elector='black', cites=['3'], glossed=['3'])
    case(7411, BO, 'pawn-and-three-moves-e3-bd3-qh5-check-before-black-has-moved-the-code-is-silent',
      "Pawn and three moves under the Boy's Own laws: White's three first moves are e3, Bd3 and Qh5+, checking before Black has moved; Black objects, and these laws say nothing of such odds",
      "Black gives the odds of his king's bishop's pawn and three moves ([Odds \"black pawn-and-moves 3\"]). White's "
      "three first moves are 1. e3, 2. Bd3 and 3. Qh5+, said: the example another code gives of what such a player may "
       "not do. Black, who has not yet moved, objects.", [],
      ["The Boy's Own laws speak of odds only in law 2, for the first move; they have no law on a receiver's first moves "
       "and no law sending an unprovided point to anyone. The engine decides as the third person, by analogy with the "
       "one code that provides (twenty laws 15, «must confine those moves to his own territory»), and refers the point "
       "as the earlier rows of this shape do. No article of this code is cited."],
      BON_EX, 'odds-moves-out-of-territory', 'black', 'no-law-provides', start=NO_F7, show_fen=False,
      xtags=[('Odds', 'black pawn-and-moves 3')], remedies=['refer-to-third-party'], cites=[])
    case(7412, BO, 'lasker-thomas-white-touches-the-f3-knight-then-plays-6-e4',
      "Lasker-Thomas: at his 6th move White touches his f3 knight, then plays the pawn 6. e4; Black claims: law 4, the knight must be played",
      f"{F_LT} to 5...Bxf6. White touches his knight on f3 without a word, lets it go, and plays 6. e4 (the game's "
      "move). Black claims at once. From the position before 6. e4 the f3 knight has " + L(N_F3) + " (python-chess).",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». The knight's move "
       "would expose nothing, and it has lawful moves. 6. e4 is replaced and the knight played; Black, who claims, "
       "elects."],
      LT10 + [T('f3'), 'e4'], 'touched-own-man', 'black', 'upheld', game='LT',
      remedies=['compel-move-touched-man'], elector='black', cites=['4'], moves={'compel-move-touched-man': N_F3})

    # ======================================================== philidor 7413-7418
    case(7413, PH, 'lasker-thomas-opening-blacks-a7-pawn-forgotten-white-notices-after-ten-moves',
      "Lasker-Thomas's first ten moves, played with Black's a7 pawn forgotten; White notices only then: rule III sets no limit, White may begin afresh or go on with the pawn put back",
      "The record's [FEN] is the array without Black's a7 pawn. The first ten moves of Lasker-Thomas, London 1912 "
      "follow (to 10...Qe7), none of them touching a7. White then notices the missing pawn and claims.", ['III'],
      ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s "
       "choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set "
       "in its place.» White is Black's adversary and chooses. Rule III sets no time limit (laws.md A14), so ten moves "
       "do not bar the claim, and a7 is empty, so the pawn can be set there. Glossed with A14's reading."],
      LT20, 'initial-man-omitted', 'white', 'upheld', start=NO_A7, game='LT',
      remedies=['restart-game', 'rectify-setup'], elector='white', cites=['III'], glossed=['III'])
    case(7414, PH, 'lasker-thomas-opening-on-a-board-turned-the-wrong-way-black-notices-after-three-moves',
      "Lasker-Thomas's first three moves on a board turned the wrong way; Black notices: rule I gives no remedy, and the point is decided as the third person",
      "The board stood with a black corner square at each player's right hand ([BoardOrientation \"misoriented\"]). "
      "1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 were played (Lasker-Thomas's moves). Black notices and asks that the board be set "
      "right.", ['I'],
      ["Rule I: «The Chess-board must be turned in such a manner, that both players may have the white square at their "
       "right hands.» The rule is broken, but Philidor gives no remedy and no rule sends such a point to anyone. As "
       "third person, the engine follows the codes that provide (the position set on a board turned the right way), "
       "citing rule I."],
      LT6, 'board-misoriented', 'black', 'no-law-provides', game='LT', xtags=[('BoardOrientation', 'misoriented')],
      remedies=['rectify-setup'], cites=['I'])
    case(7415, PH, 'queen-against-king-black-asks-for-fifty-moves-fifty-pass-on-either-side',
      "King and queen against king: Black asks for the fifty moves, fifty pass on either side, and he claims a draw: rule XVII is for «difficult mates», and this is none; dismissed",
      "A position set up by [FEN]: White Kc3, Qg1; Black Kd6 alone, White to move. Black asks that fifty moves be "
      "appointed. Fifty moves are then played on either side without mate, capture or check (python-chess), and Black "
      "claims a drawn game.", ['XVII'],
      ["Rule XVII: «when a player seems not to know how to give the difficult mates, as that of a Knight and a Bishop "
       "against the King, that of a Rook and a Bishop against a Rook, &c. at the adversary's request, fifty moves on "
       "either side must be appointed». laws.md A20 reads the rule as applying when «the material is in the listed or a "
       "configured \"difficult mate\" set (KBN v K, KRB v KR by default)». King and queen against king is not a "
       "difficult mate, so the request gave Black no count. Dismissed; XVII is cited with A20's reading."],
      [('ev', '[%fifty black]')] + FIFTY, 'fifty-move-claim', 'black', 'dismissed', start=KQK,
      cites=['XVII'], glossed=['XVII'])
    case(7416, PH, 'the-b-pawn-reaches-b8-and-is-left-a-pawn-black-replies-then-claims',
      "White's b-pawn reaches b8 and is left a pawn; Black replies 1...g6 and only then claims: rule VIII, no false move can be recalled after the adversary's next move",
      "A position set up by [FEN]: White Ke1, pawns b7 and g2; Black Ke8, pawn g7. White pushes the b-pawn to b8 and "
      "lets go of it without exchanging it for a piece. Black replies 1...g6, and then claims that the pawn should have "
      "been exchanged.", ['IX', 'VIII'],
      ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a "
       "Queen, or any other Piece». laws.md A18 reads the exchange as required, so a pawn left on b8 is an irregular "
       "move. But rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, "
       "as if such irregular move, not revoked in time, had been just.» Black has made his next move. Out of time; IX is "
       "cited with A18's reading."],
      [('raw', 'b7b8'), 'g6'], 'promotion', 'black', 'out-of-time', start=UNPROM, cites=['IX', 'VIII'], glossed=['IX'])
    case(7417, PH, 'the-h7-pawn-is-blocked-1-kf7-stalemates-the-king-played-in-france',
      "White's 1. Kf7 stalemates Black, whose pawn is blocked; the game is played in France: rule XVI makes it a draw there",
      "A position set up by [FEN]: White Ke6 and a pawn on h6; Black Kh8 and a pawn on h7. The game is played under the "
      "French usage ([Option \"country=france\"]). White plays 1. Kf7: Black is not in check and has no lawful move "
      "(python-chess: stalemate). Black claims.", ['XVI'],
      ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a "
       "check, then the game is stale-mate. In England, he whose King is stale-mate wins the game*; but in France, and "
       "several other countries, the stale-mate is a drawn game.» laws.md A19 makes the country a game option; the game "
       "is played in France, so the stalemate is a draw, not a win for Black. Glossed."],
      ['Kf7'], 'stalemate-result', 'black', 'upheld', start=STALE, xtags=[('Option', 'country=france')],
      result='draw', cites=['XVI'], glossed=['XVI'])
    case(7418, PH, 'queen-and-pawn-white-undertakes-to-mate-with-the-g-pawn-black-asks-for-a-limit-of-moves',
      "White, with queen and g-pawn against the bare king, undertakes to mate with the pawn; after six moves each Black asks that he be held to a limit of moves: Philidor has no rule on such undertakings",
      "A position set up by [FEN]: White Ke1, Qd1, pawn g2; Black Ke8 alone. White undertakes to mate under a condition "
      "(with his g-pawn). Six moves are played on each side without capture, check or pawn move (python-chess), and "
      "Black asks that White be held to a number of moves.", [],
      ["Philidor's rules say nothing of mates undertaken under a condition; rule XVII's fifty moves are for «difficult "
       "mates» and Black has not asked for them. No rule sends an unprovided point to anyone, so the engine decides as "
       "the third person; the earlier row of this shape cites nothing, and this case follows it."],
      [('ev', '[%condition white]')] + COND, 'conditional-mate-agreement', 'black', 'no-law-provides', start=KQPK,
      cites=[])

    # ======================================================== acknowledged-laws 7419-7424
    case(7419, AC, 'lasker-thomas-opening-on-a-board-turned-the-wrong-way-black-asks-for-a-fresh-game',
      "Lasker-Thomas's first three moves on a board turned the wrong way; Black asks for a fresh game: law I's own note says the orientation is «of no absolute consequence to the game»; dismissed",
      "The board stood with a black corner square at each player's right hand ([BoardOrientation \"misoriented\"]). "
      "1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 were played (Lasker-Thomas's moves). Black then claims that the game be begun "
      "again.", ['I'],
      ["Law I: «The chess-board to be so placed that each player has a white corner square at his right hand. [It is of "
       "no absolute consequence to the game whether a white or black square be at the right hand, but for the sake of "
       "uniformity the players have agreed to this arrangement.]» The law's own words make the orientation a matter of "
       "uniformity, not of the game: no remedy touches the game played. Dismissed."],
      LT6, 'board-misoriented', 'black', 'dismissed', game='LT', xtags=[('BoardOrientation', 'misoriented')],
      cites=['I'])
    case(7420, AC, 'knight-odds-the-b1-knight-left-on-black-notices-after-two-moves-each',
      "Knight odds with the b1 knight left on the board; Black notices after 1. e4 e5 2. Nf3 Nc6: law III, the knight is taken off before four moves",
      "White undertook to give the odds of his queen's knight but left it on b1 ([Odds \"white knight b1 "
      "left-on-board\"]). 1. e4 e5 2. Nf3 Nc6 are played; the b1 knight has not moved. Black notices and claims.",
      ['III'],
      ["Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on "
       "either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» Two "
       "moves have been made on each side, fewer than four (laws.md A7), so the knight is simply removed and the game "
       "goes on; the choice of restarting arises only after four."],
      ODD2, 'odds-man-not-removed', 'black', 'upheld', xtags=[('Odds', 'white knight b1 left-on-board')],
      remedies=['rectify-setup'], cites=['III'], glossed=['III'])
    case(7421, AC, 'lasker-thomas-13-neg4-checks-unsaid-three-moves-each-are-played-over-it',
      "Lasker-Thomas: 13. Neg4 checks without a word and three moves on each side are played over it before Black finds his king in check: law X's exception covers two moves only; the point goes to a bystander",
      CHK + "14. h4 Qe8 15. Be2 Rf7 16. c3 follow, Black's king in check throughout. Black then finds the check and claims.",
      ['X', 'XIV'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check. [This "
       "law is subject to this exception : that two moves only may be made before the King is obliged to move out of "
       "Check, when the pieces must be replaced, and the proper moves made.» laws.md A25: «Beyond two moves the code is "
       "silent. Pick: the position stands with the check ignored, and the dispute goes to XIV.» Six moves, three on each "
       "side, were played over the check. Law XIV: «Should any dispute arise, the question must be submitted to any "
       "disinterested bystander». Referred; X is cited with A25's reading."],
      CH6, 'unannounced-check', 'black', 'no-law-provides', game='LT', silent=('Neg4',),
      remedies=['refer-to-third-party'], cites=['X', 'XIV'], glossed=['X'])
    case(7422, AC, 'lasker-thomas-10-qh5-called-check-black-moves-10-kh8-and-claims-at-once',
      "Lasker-Thomas: 10. Qh5 is called «check» though it is none; Black moves 10...Kh8 because of it and claims at once: law XI, Black may let the move stand or replace it",
      FALSE + "Black claims at once, before White moves.", ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the "
       "piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» "
       "Black moved his king in consequence of a false «check». He elects (laws.md A27: «the latter» is the misled "
       "adversary). Glossed with that reading."],
      LT19 + [('ev', '[%check]'), 'Kh8'], 'false-check-announcement', 'black', 'upheld', game='LT',
      remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])
    case(7423, AC, 'whites-g1-knight-forgotten-after-five-moves-each-white-asks-to-set-it-on',
      "White forgot to set his king's knight on g1; after five moves on each side he asks to put it on: law II's note allows it before four moves, not after; dismissed",
      "The record's [FEN] is the array without White's g1 knight. 1. e4 e5 2. Bc4 Nc6 3. d3 Nf6 4. Nc3 Bc5 5. Be3 d6 "
      "are played; g1 is empty. White, who omitted the knight, now asks to set it on g1.", ['II'],
      ["Law II's note: «If a player has omitted to place all his Pieces or Pawns on the board, he may amend his error "
       "before four moves have been made, but not after.» Five moves have been made on each side. " + SETUP_WHY_A7 +
       " Whichever way «four moves» is counted, the time has passed. Dismissed; II is cited with A21's reading."],
      OM, 'initial-man-omitted', 'white', 'dismissed', start=NO_G1, cites=['II'], glossed=['II'])
    case(7424, AC, '1-e4-nf6-2-e5-d5-white-takes-in-passing-3-exd6-black-calls-it-illegal',
      "1. e4 Nf6 2. e5 d5 3. exd6: White takes the d-pawn in passing; Black calls it an illegal move: law VIII allows it; dismissed",
      "1. e4 Nf6 2. e5 d5, the d-pawn's first move, two squares, past the e5 pawn. White at once takes it in passing, "
      "3. exd6 (python-chess: en passant). Black claims the capture illegal.", ['VIII'],
      ["Law VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it "
       "is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square.» "
       "Played to d6, the pawn could have been taken by the e5 pawn. The capture is lawful. Dismissed."],
      EP, 'en-passant', 'black', 'dismissed', cites=['VIII'])

    # ======================================================== london-1847 7425-7430
    case(7425, LO, 'queen-and-pawn-white-undertakes-to-mate-with-the-g-pawn-black-asks-for-a-limit-of-moves',
      "White, with queen and g-pawn against the bare king, undertakes to mate with the pawn; after six moves each Black asks that he be held to a limit of moves: law XXIII, he is not restricted; dismissed",
      "A position set up by [FEN]: White Ke1, Qd1, pawn g2; Black Ke8 alone. White undertakes to mate under a condition "
      "(with his g-pawn). Six moves are played on each side without capture, check or pawn move (python-chess), and "
      "Black asks that White be held to a number of moves.", ['XXIII'],
      ["Law XXIII: «If a player agree to checkmate with a particular Piece or Pawn, or on a particular square, or engage "
       "to force his adversary to stalemate or checkmate him, he is not restricted to any number of moves.» White "
       "undertook to mate with a particular pawn. Dismissed."],
      [('ev', '[%condition white]')] + COND, 'conditional-mate-agreement', 'black', 'dismissed', start=KQPK,
      cites=['XXIII'])
    case(7426, LO, 'the-b7-pawn-takes-on-a8-and-becomes-a-third-rook-black-objects',
      "White's b7 pawn takes the a8 rook and is exchanged for a rook, his third; Black objects: law XXI allows three or more rooks; dismissed",
      "A position set up by [FEN]: White Ke1, rooks a1 and h1, pawn b7; Black Ke8, rook a8. White plays 1. bxa8=R+, said, "
      "and has three rooks. Black claims that a pawn may become only a piece its owner has lost.", ['XXI'],
      ["Law XXI: «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged "
       "for a Queen, or any other Piece the player may think fit, even though all the pieces remain on the board. It "
       "follows, therefore, that he may have two or more Queens, three or more Rooks, Bishops, or Knights.» Dismissed."],
      ['bxa8=R+'], 'promotion', 'black', 'dismissed', start=ROOKS, cites=['XXI'])
    case(7427, LO, 'lasker-thomas-13-neg4-checks-unsaid-three-moves-each-are-played-over-it',
      "Lasker-Thomas: 13. Neg4 checks without a word and three moves on each side are played over it before Black finds his king in check: law XIX, the known moves since the check are retracted",
      CHK + "14. h4 Qe8 15. Be2 Rf7 16. c3 follow, Black's king in check throughout. Black then finds his king in check "
      "and claims. " + CHK_PARRY, ['XIX'],
      ["Law XIX: «If the King has been in check for several moves, and it cannot be ascertained how it occurred, the "
       "player whose King is in check must retract his last move and free his King from the check : but if the moves "
       "made subsequent to the check be known, they must be retracted.» The record shows every move since 13. Neg4, so "
       "all six are retracted and Black frees his king with one of the moves listed (laws.md A33: when the log is "
       "complete, take back to the check). Glossed."],
      CH6, 'check-of-unknown-origin', 'black', 'upheld', game='LT', silent=('Neg4',),
      remedies=['retract-to-point-of-check'], cites=['XIX'], glossed=['XIX'], moves={'retract-to-point-of-check': PARRY})
    case(7428, LO, 'whites-king-and-queen-changed-places-black-notices-after-whites-fourth-move',
      "White's king and queen were set on each other's squares; Black notices after White's fourth move, before playing his own: law II, in time; rectified",
      "The record's [FEN] is the array with White's king on d1 and queen on e1. 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 "
      "are played. Before playing his fourth move Black notices the mistake and insists that it be rectified.", ['II'],
      ["Law II: «If a Piece or Pawn be misplaced at the beginning of the game, either player may insist upon the mistake "
       "being rectified, if he discover it before pla3'ing his fourth move, but not afterwards.» laws.md A7: under II «the "
       "discoverer's own 4th move» is meant. Black has played three; White's fourth does not bar him. Rectified; glossed."],
      KQS, 'initial-men-misplaced', 'black', 'upheld', start=KQ_SWAP,
      remedies=['rectify-setup'], cites=['II'], glossed=['II'])
    case(7429, LO, 'rook-odds-the-a1-rook-left-on-black-notices-after-five-moves-each',
      "Rook odds with the a1 rook left on the board; Black notices after five moves on each side: law IV, Black chooses to proceed or recommence",
      "White undertook to give the odds of his queen's rook but left it on a1 ([Odds \"white rook a1 left-on-board\"]). "
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 are played. Black notices and claims.", ['IV'],
      ["Law IV: «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his "
       "adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the "
       "game.» Five moves have been played on each side; Black, the adversary, chooses (laws.md A29). Glossed."],
      ODD5, 'odds-man-not-removed', 'black', 'upheld', xtags=[('Odds', 'white rook a1 left-on-board')],
      remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])
    case(7430, LO, 'knights-out-and-back-twice-the-opening-position-stands-a-third-time-white-claims-a-draw',
      "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8: the opening position stands for the third time and White claims a draw by repetition: no law provides; law XXVI sends it to the bystanders",
      "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8: the position of the opening array, White to move, has now stood three "
      "times (python-chess). White claims a drawn game by repetition.", ['XXVI'],
      ["No law of the London code makes a repeated position a draw; the code's draws are stalemate (XXIV) and the fifty "
       "moves (XXII). Law XXVI: «Should any question arise, respecting which there is no law, or in case of a dispute "
       "respecting any law, the players must refer the point to the most skilful disinterested bystanders». Referred."],
      REP, 'unprovided-or-disputed-point', 'white', 'no-law-provides',
      remedies=['refer-to-third-party'], cites=['XXVI'])
