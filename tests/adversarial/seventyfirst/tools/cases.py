"""The thirty cases of the seventy-first set: a season of tournament disputes, sampled widely. Every board
fact used below is asserted here, with python-chess."""
import random, chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
S = chess.parse_square
W, B = chess.WHITE, chess.BLACK
def CLUB(ev='Club tournament'):
    return [('Event', ev), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'),
            ('Result', '*')]

def quiet(fen, plies, seed):
    """`plies` moves from `fen`, none a capture or a check, none ending the game, and none after which the side to
    move could capture anything: the material of the ending stays as it is. Depth-first with a seeded order."""
    rnd = random.Random(seed)
    def ok(b, m):
        if b.is_capture(m) or b.gives_check(m) or m.promotion: return False
        b.push(m)
        good = not b.is_game_over() and not any(b.is_capture(x) for x in b.legal_moves)
        b.pop(); return good
    b = chess.Board(fen); out = []
    def go(d):
        if d == plies: return True
        ms = [m for m in b.legal_moves if ok(b, m)]; rnd.shuffle(ms)
        for m in ms[:4]:
            out.append(b.san(m)); b.push(m)
            if go(d + 1): return True
            b.pop(); out.pop()
        return False
    assert go(0)
    return out

def write_all(case, after, P, frm, kingm, onto):
    from lib import san_list
    pc = lambda b, s: b.piece_at(S(s))
    def all_moves(b): return san_list(b, list(b.legal_moves))
    # ------------------------------------------------------------ the Immortal game (Anderssen-Kieseritzky 1851)
    IM26 = P('IM', 26)                                   # to 13...Qg5; White to play his 14th (14. Qf3)
    i26 = after(None, IM26)
    N_B1 = frm(i26, 'b1'); assert N_B1 == ['Nd2', 'Na3', 'Nc3'] and not i26.is_check()
    TOUCH_B1 = IM26 + [('ev', '[%touch b1]'), 'Qf3']      # White touches his b1 knight, then plays the queen
    IM21 = P('IM', 22)                                   # to 11...cxb5; White to play his 12th (12. h4)
    i21 = after(None, IM21); assert i21.turn == W and pc(i21, 'h2') == chess.Piece(chess.PAWN, W) and pc(i21, 'h3') is None and pc(i21, 'h4') is None
    H5 = IM21 + [('raw', 'h2h5'), 'Qg6']                  # the h-pawn goes three squares; Black answers 12...Qg6
    IM9 = P('IM', 9)                                     # to 5. Bxb5
    i9 = after(None, IM9); assert not i9.is_check()
    FCHK = IM9 + [('ev', '[%check]'), 'Kd8']              # White says "check" with 5. Bxb5; Black plays 5...Kd8
    assert 'Kd8' in all_moves(i9)
    IM5 = P('IM', 5)                                     # to 3. Bc4; Black to play
    i5 = after(None, IM5); assert pc(i5, 'e6') is None and 'Qe6' not in frm(i5, 'd8') and 'Qg5' in frm(i5, 'd8')
    QLEAP = IM5 + [('raw', 'd8e6')]                       # the queen leaps like a knight, d8-e6
    QLEAP_ON = QLEAP + ['Nf3']                            # White plays 4. Nf3, then claims
    QLEAP_TOUCH = QLEAP + [('ev', '[%touch g1]')]         # White lays hold of his g1 knight, then claims
    i = after(None, QLEAP); assert not i.is_check()
    UNS = IM5 + ['Qh4', ('pseudo', 'Nf3'), 'b5', ('ev', '[%check]')]   # 3...Qh4+ unsaid; 4. Nf3 ignores it; "check" said with 4...b5
    i = after(None, IM5 + ['Qh4'], silent=('Qh4',)); assert i.is_check()
    PARRY = all_moves(i); assert PARRY == ['Kf1', 'Ke2', 'g3']
    i = after(None, UNS, silent=('Qh4',)); assert i.is_check() and i.turn == W
    # the King's Gambit opening of the Immortal game, as a club game: 3. g4 and 3...fxg3 in passing
    KG = ['e4', 'e5', 'f4', 'exf4', 'g4', 'fxg3']
    k = after(None, KG[:5]); assert k.ep_square == S('g3') and k.is_en_passant(k.parse_san('fxg3'))
    # ------------------------------------------------------------ the Evergreen game (Anderssen-Dufresne 1852)
    EV29 = P('EV', 29)                                   # to 15. Ne4; Black to play
    e29 = after(None, EV29); assert e29.turn == B and pc(e29, 'c4') == chess.Piece(chess.BISHOP, W)
    e = e29.copy(); e.turn = W; assert 'Bxd3' in all_moves(e)
    TWICE = EV29 + [('oot', 'c4d3', 'white')]           # and, before Black replies, 16. Bxd3 as well
    EV33 = P('EV', 33)                                   # to 17. Nf6+
    e33 = after(None, EV33); assert e33.is_check() and onto(e33, 'f6') == ['gxf6']
    TOUCH_F6_CHECK = EV33 + [('ev', '[%touch f6]')]       # Black lays hand on White's f6 knight
    EV21 = P('EV', 21)                                   # to 11. Ba3; Black to play his 11th (11...b5)
    e21 = after(None, EV21); P_A7 = frm(e21, 'a7'); assert P_A7 == ['a6'] and pc(e21, 'a5') == chess.Piece(chess.BISHOP, B)
    TOUCH_A7 = EV21 + [('ev', '[%touch a7]'), 'b5']
    EV25 = P('EV', 25)                                   # to 13. Qa4
    EV37 = P('EV', 37)                                   # to 19. Rad1; Black to play
    e37 = after(None, EV37)
    assert e37.is_pinned(B, S('e7')) and frm(e37, 'e7') == [] and kingm(e37) == ['Kd8', 'Kf8']
    assert not e37.has_castling_rights(B) and onto(e37, 'f6') == [] and pc(e37, 'f6') == chess.Piece(chess.PAWN, W)
    K37 = kingm(e37)
    TOUCH_E7 = EV37 + [('ev', '[%touch e7]')]
    TOUCH_F6 = EV37 + [('ev', '[%touch f6]')]
    # ------------------------------------------------------------ club records
    ODDS_R = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']     # rook odds, the a1 rook left on: three moves each
    ODDS_N = ['e4', 'e5', 'Nf3', 'Nc6', 'Nc3', 'Nf6', 'd4', 'exd4', 'Nxd4', 'Bb4']   # knight odds, the b1 knight left on and played
    STALE_FEN = 'k7/8/1K6/8/8/8/8/2Q5 w - - 0 1'
    s = after(STALE_FEN, ['Qc7']); assert s.is_stalemate() and len(s.piece_map()) == 3
    PROMO_FEN = '8/P6k/8/8/8/8/8/Q3K3 w - - 0 1'
    s = after(PROMO_FEN, ['a8=Q']); assert not s.is_check() and len(s.pieces(chess.QUEEN, W)) == 2
    CST = ['e4', 'b6', 'Nf3', 'Ba6', 'g3', 'e6', 'Bg2', 'Nc6']
    c = after(None, CST)
    assert c.is_attacked_by(B, S('f1')) and c.is_attacked_by(B, S('e2')) and kingm(c) == []
    R_H1 = frm(c, 'h1'); assert R_H1 == ['Rf1', 'Rg1']
    CASTLE = CST + [('raw', 'e1g1')]
    MISPL_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1'   # White's f1 knight and g1 bishop changed places
    MISPL = ['d4', 'd5', 'c4', 'e6']
    BOARD = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']
    KQK = '8/8/8/3k4/8/8/7Q/4K3 w - - 0 1'
    F1 = quiet(KQK, 20, 1); F2 = quiet(after(KQK, F1).fen(), 80, 2)
    FIFTY_EARLY = F1 + [('ev', '[%fifty black]')] + F2    # ten moves each, then notice, then forty each
    KBNK = '8/8/3k4/8/8/2N5/3B4/4K3 w - - 0 1'
    FIFTY_BN = [('ev', '[%fifty black]')] + quiet(KBNK, 100, 3)
    KQKR = '8/2r5/3k4/8/8/8/8/4K2Q w - - 0 1'
    FIFTY_QR = [('ev', '[%fifty black]')] + quiet(KQKR, 100, 4)
    for fen in (KQK, KBNK, KQKR, STALE_FEN, PROMO_FEN, MISPL_FEN): assert chess.Board(fen).is_valid(), fen
    for fen, its, n in [(KQK, FIFTY_EARLY, 101), (KBNK, FIFTY_BN, 101), (KQKR, FIFTY_QR, 101)]:
        bb = after(fen, its); assert len(bb.piece_map()) == len(chess.Board(fen).piece_map()) and not bb.is_game_over()
        assert len(its) == n and bb.turn == W
    PERP_FEN = '7k/4Q1p1/7p/8/8/2q5/r4PPP/7K w - - 0 1'
    PERP = ['Qf8+', 'Kh7', 'Qf5+', 'Kh8', 'Qf8+', 'Kh7', 'Qf5+', 'Kh8', 'Qf8+', 'Kh7', 'Qf5+']
    p = after(PERP_FEN, PERP); assert p.is_check() and not p.is_checkmate() and len(p.piece_map()) == 10
    p0 = chess.Board(PERP_FEN); assert p0.is_valid()

    F_IM = "Anderssen-Kieseritzky, London 1851 (the Immortal game), the published moves"
    F_EV = "Anderssen-Dufresne, Berlin 1852 (the Evergreen game), the published moves"

    # ======================================================== twenty-laws 7101-7106
    case(7101, TW, 'immortal-game-white-touches-the-b1-knight-then-plays-14-qf3',
      "The Immortal game: for his 14th move White touches his b1 knight, then plays 14. Qf3; Black claims at once: the knight must be played",
      f"{F_IM} to 13...Qg5. For his 14th move White lays his hand on his b1 knight, says nothing, and then plays his queen "
      "d1-f3 (the game's 14. Qf3). Black claims at once, before moving. The knight's lawful moves are " + ', '.join(N_B1) +
      "; nothing shows the knight's move would expose White's king (python-chess).",
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check». No j'adoube "
       "was said, and none of the knight's moves exposes the king, so the knight must be played and the queen move taken "
       "back. Black claims before he has moved a piece, so law 11's bar («after the adversary has moved a piece») has not "
       "fallen. The moves that satisfy the law are the knight's lawful moves."],
      TOUCH_B1, 'touched-own-man', 'black', 'upheld', game='IM',
      remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'], moves={'compel-move-touched-man': N_B1})
    case(7102, TW, 'evergreen-game-white-plays-15-ne4-and-16-bxd3-before-black-replies',
      "The Evergreen game: White plays 15. Ne4 and then, before Black replies, 16. Bxd3 as well; Black claims at once: law 4, Black chooses",
      f"{F_EV} to 15. Ne4. Before Black has answered, White also takes the d3 pawn with his c4 bishop (the game's 16. "
      "Bxd3, made a move early). Black claims at once.",
      ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist "
       "that both moves shall remain». Black, the adversary, chooses: the bishop goes back to c4 and the pawn to d3, or "
       "both moves stand and, by laws.md A10, the turn passes to Black («as if one man only had been played»). Black has "
       "moved nothing since, so law 11 does not bar the claim."],
      TWICE, 'move-out-of-turn', 'black', 'upheld', game='EV',
      remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4', '11'])
    case(7103, TW, 'rook-odds-the-a1-rook-left-on-black-notices-after-three-moves-each',
      "Rook odds: White forgot to take his a1 rook off; Black notices after three moves each: law 14, the game is begun again",
      "A club tournament game at the odds of White's queen's rook, which White forgot to take off the board ([Odds \"white "
      "rook a1 left-on-board\"]). 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5. Black, the receiver, then notices the rook on a1 and claims.",
      ['14'],
      ["Law 14: «If the error be noticed before four moves have been played, the game is to be re-commenced». Three "
       "moves each have been played: neither the «four moves on each side» after which the game «must be played with all "
       "the pieces as they stand» nor any reading of «four moves» (laws.md A7) has been reached, so the game is begun "
       "again. The law gives no choice to either player."],
      ODDS_R, 'odds-man-not-removed', 'black', 'upheld', xtags=CLUB() + [('Odds', 'white rook a1 left-on-board')],
      remedies=['restart-game'], cites=['14'], glossed=['14'])
    case(7104, TW, 'queen-against-king-notice-given-after-ten-moves-black-claims-forty-moves-later',
      "Queen against king: Black gives notice to count after ten moves each of the ending, and claims the draw forty moves each later: law 19 counts from the notice; dismissed",
      "A club ending, White king e1 and queen h2 against Black's bare king d5, White to play. Ten moves each are played; then Black gives "
      "notice that he will count the moves ({[%fifty black]}); forty more moves each are played without mate, capture or "
      "check, and Black claims the draw, counting the fifty moves of the ending from its start.",
      ['19'],
      ["Law 19 names «the king and queen against the king», and the count is «to be computed from the notice given». "
       "Forty moves each have been played since the notice, not fifty, so White still has ten in which to mate; the "
       "ten moves before the notice do not count. The claim is dismissed and the game goes on."],
      FIFTY_EARLY, 'fifty-move-claim', 'black', 'dismissed', start=KQK, xtags=CLUB(), cites=['19'])
    case(7105, TW, 'queen-ending-1-qc7-stalemates-the-bare-king',
      "King and queen against king: 1. Qc7 leaves Black's bare king on a8 without a move: law 17, a drawn game",
      "A club ending: White king b6, queen c1; Black's bare king a8. White plays 1. Qc7: Black is not in check and his "
      "king has no square (python-chess: stalemate). Black claims.",
      ['17'],
      ["Law 17: «The position of stale-mate constitutes a drawn game.» The position is a stalemate, so the game is "
       "drawn."],
      ['Qc7'], 'stalemate-result', 'black', 'upheld', start=STALE_FEN, xtags=CLUB(), result='draw', cites=['17'])
    case(7106, TW, 'the-a7-pawn-becomes-a-second-queen-black-objects-the-code-is-silent',
      "White's a7 pawn reaches a8 and is made a second queen; Black objects: the twenty laws say nothing of promotion: no law provides",
      "A club ending: White king e1, queen a1, pawn a7; Black's king h7. White plays 1. a8=Q, making a second queen "
      "while his first still stands. Black objects that a player may not have two queens.",
      ['20'],
      ["None of the twenty laws speaks of a pawn reaching the last square. Law 20: «If any dispute arise as to points of "
       "the game, for which the laws have not provided, the matter is to be referred to a third person, whose decision is "
       "to be final.» The point is decided as that third person, by analogy with the codes that provide for it (Philidor "
       "IX «even when all the Pieces remain on the chess-board»; London XXI «he may have two or more Queens»): the second "
       "queen stands and nothing is taken back."],
      ['a8=Q'], 'promotion', 'black', 'no-law-provides', start=PROMO_FEN, xtags=CLUB(), cites=['20'])

    # ======================================================== boys-own-1829 7107-7112
    case(7107, BO, 'queen-ending-1-qc7-stalemates-the-bare-king-the-stalemated-player-wins',
      "King and queen against king: 1. Qc7 leaves Black's bare king on a8 without a move: law 11, Black, stalemated, wins",
      "A club ending: White king b6, queen c1; Black's bare king a8. White plays 1. Qc7: Black is not in check, his king "
      "has no square and he has no other man (python-chess: stalemate). Black claims the game.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, "
       "or even none that can be moved he is stale-mated, and wins the game.» Every condition is met in its plainest "
       "sense: a bare king, not in check, with no square. Black wins."],
      ['Qc7'], 'stalemate-result', 'black', 'upheld', start=STALE_FEN, xtags=CLUB(), result='black', cites=['11'])
    case(7108, BO, 'immortal-game-12-the-h-pawn-goes-h2-h5-black-plays-12-qg6-then-claims',
      "The Immortal game: for his 12th move White pushes his h-pawn three squares, h2-h5; Black plays 12...Qg6 and only then claims: out of time",
      f"{F_IM} to 11...cxb5. For his 12th move White pushes his h-pawn from h2 to h5 in one move (the game's 12. h4 and "
      "13. h5 in one). Black, not noticing, answers 12...Qg6, then claims the false move.",
      ['7'],
      ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» "
       "(«pliﬂyeg» is the OCR's «played».) Black, the opponent, played 12...Qg6 before he noticed, so the pawn stays on "
       "h5 and no king move can be ordered."],
      H5, 'false-move', 'black', 'out-of-time', game='IM', cites=['7'])
    case(7109, BO, 'evergreen-game-17-nf6-check-black-lays-hand-on-the-f6-knight',
      "The Evergreen game: after 17. Nf6+ Black lays his hand on White's f6 knight; White claims at once: law 5, Black must take it",
      f"{F_EV} to 17. Nf6+ (check said). Black touches White's f6 knight with his hand and says nothing. White claims at "
      "once. The one capture of the knight is " + ', '.join(onto(e33, 'f6')) + " (python-chess).",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can». Black can take "
       "it, with the g7 pawn, so White may insist on it; the king move of the law's second branch («if not») does not "
       "arise."],
      TOUCH_F6_CHECK, 'touched-adversary-man', 'white', 'upheld', game='EV',
      remedies=['compel-capture-of-touched-man'], elector='white', cites=['5'],
      moves={'compel-capture-of-touched-man': onto(e33, 'f6')})
    case(7110, BO, 'immortal-game-5-bxb5-called-check-black-moves-his-king-to-d8',
      "The Immortal game: White says «check» with 5. Bxb5, which gives none; Black moves his king to d8 and claims before White moves: law 8, he may take it back",
      f"{F_IM} to 5. Bxb5, which White plays saying «check». The b5 bishop does not attack e8 (Black's d7 pawn stands "
      "between), so Black's king is not in check (python-chess). Black, in consequence, plays 5...Kd8, then sees there "
      "was no check and claims before White has moved.",
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in "
       "consequence, move your king, or any other man, you may retract such move, if you discover it before he has made "
       "his next move.» Every condition is met: no check, a king move made in consequence, and White has not made his "
       "next move. Black may take back 5...Kd8 and play another move."],
      FCHK, 'false-check-announcement', 'black', 'upheld', game='IM',
      remedies=['retract-misled-move'], elector='black', cites=['8'])
    case(7111, BO, 'white-began-the-last-game-which-was-won-and-begins-this-one-too',
      "White began the last game, which was decided, and makes the first move of this one too (the Immortal game's 1. e4 e5 2. f4); Black claims: law 2, the first move was Black's",
      "A tournament pairing plays a second game at one sitting. The record of the previous game shows White began it and "
      "it was decided ([PreviousGame \"white decided\"]). No odds are given. White begins this game too: 1. e4 e5 2. f4. "
      "Black claims.",
      ['2'],
      ["Law 2: «In each game, the players have the first move alternately, except where one gives the other the advantage "
       "of a piece or a pawn». No odds are given, so the first move of this game was Black's. The code gives no time limit "
       "for this point; the game is begun again with the right player to move first."],
      ['e4', 'e5', 'f4'], 'first-move-or-colour', 'black', 'upheld', xtags=CLUB() + [('PreviousGame', 'white decided')],
      remedies=['restart-game'], cites=['2'])
    case(7112, BO, 'kings-gambit-3-g4-black-takes-in-passing-3-fxg3-the-code-is-silent',
      "King's gambit: 3. g4 and Black takes in passing, 3...fxg3; White calls it a false move: the Boy's Own laws have no law on the pawn's double step or on taking in passing",
      "A club game: 1. e4 e5 2. f4 exf4 3. g4 fxg3, the f4 pawn taking the g-pawn in passing (lawful in modern chess: "
      "python-chess reads it as en passant). White claims that a pawn may not take a man that is not on the square it "
      "moves to.",
      [],
      ["The eleven laws of the Boy's Own Book say nothing of the pawn's two-square step or of taking in passing (laws.md "
       "7.1: en passant, «—» under 001), and the code has no law sending an unprovided point to a third person. The "
       "point is decided by analogy with the codes that provide for it (Philidor X, the Acknowledged Laws VIII, London "
       "XV), which all allow the capture: the claim has no law behind it, and nothing is taken back."],
      KG, 'en-passant', 'white', 'no-law-provides', xtags=CLUB(), cites=[])

    # ======================================================== philidor 7113-7118
    case(7113, PH, 'the-a7-pawn-becomes-a-second-queen-black-objects',
      "White's a7 pawn reaches a8 and is made a second queen; Black objects: rule IX, «even when all the Pieces remain»; dismissed",
      "A club ending: White king e1, queen a1, pawn a7; Black's king h7. White plays 1. a8=Q, making a second queen "
      "while his first still stands. Black objects that a player may not have two queens.",
      ['IX'],
      ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, "
       "or any other Piece that shall be thought proper; and this, even when all the Pieces remain on the chess-board.» A "
       "second queen while the first remains is exactly what the rule allows. The claim is dismissed."],
      ['a8=Q'], 'promotion', 'black', 'dismissed', start=PROMO_FEN, xtags=CLUB(), cites=['IX'])
    case(7114, PH, 'knight-and-bishop-against-king-black-asks-for-the-fifty-moves-fifty-pass-on-either-side',
      "Knight and bishop against the king: Black asks for the fifty moves; fifty pass on either side without mate: rule XVII, a drawn game",
      "A club ending, White king e1, bishop d2, knight c3 against Black's bare king d6, White to play. Before White's first "
      "move Black asks for the fifty moves ({[%fifty black]}). Fifty moves on each side are then played without mate, "
      "capture or check, and Black claims the draw.",
      ['XVII'],
      ["Rule XVII: «when a player seems not to know how to give the difficult mates, as that of a Knight and a Bishop "
       "against the King ... at the adversary's request, fifty moves on either side must be appointed for the end of the "
       "game: these moves being over, it will be a drawn game.» Knight and bishop against the king is the first mate the "
       "rule names; the request was made by the adversary (laws.md A20); fifty moves on either side are over. The game is "
       "drawn."],
      FIFTY_BN, 'fifty-move-claim', 'black', 'upheld', start=KBNK, xtags=CLUB(),
      remedies=['declare-draw'], result='draw', cites=['XVII'], glossed=['XVII'])
    case(7115, PH, 'knight-odds-the-b1-knight-left-on-and-played-black-notices-after-five-moves',
      "Knight odds: White forgot to take off his b1 knight and has played it; Black notices after five moves each: rule IV, Black chooses to go on or begin again",
      "A club tournament game at the odds of White's queen's knight, which White forgot to take off ([Odds \"white knight "
      "b1 left-on-board\"]). 1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. d4 exd4 5. Nxd4 Bb4: the knight that should not be on the "
      "board has been played to c3. Black, the receiver, notices and claims.",
      ['IV'],
      ["Rule IV: «If it is agreed to give the advantage of a Piece, or a Pawn, and it has been forgotten at the beginning "
       "of a game, it will be left to the choice of him who has suffered by such a mistake, to go on with the game, or to "
       "begin it again.» He who suffered is the receiver, Black (laws.md A15), and the rule sets no limit of moves. Black "
       "chooses."],
      ODDS_N, 'odds-man-not-removed', 'black', 'upheld', xtags=CLUB() + [('Odds', 'white knight b1 left-on-board')],
      remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])
    case(7116, PH, 'evergreen-game-after-19-rad1-black-touches-the-pinned-e7-knight',
      "The Evergreen game: after 19. Rad1 Black touches his e7 knight, pinned by the e1 rook; White claims: rule XV, Black must play his king",
      f"{F_EV} to 19. Rad1. For his 19th move (19...Qxf3 in the game) Black lays his hand on his e7 knight, which stands "
      "between his king on e8 and White's rook on e1 and cannot move without exposing the king (python-chess: no lawful "
      "knight move). White claims at once. Black's king has " + ', '.join(K37) + "; he has lost his castling (18...Rg8).",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played». Rule XV: «If any one touches a piece which he cannot play without "
       "giving check, he must then play his King; and if his King cannot be played, the fault is of no consequence.» «Giving "
       "check» is read as exposing his own king to check (laws.md A17). The knight cannot be played, the king can: Black "
       "must play " + ' or '.join(K37) + "."],
      TOUCH_E7, 'touched-own-man-unplayable', 'white', 'upheld', game='EV',
      remedies=['move-king'], elector='white', cites=['V', 'XV'], glossed=['XV'], moves={'move-king': K37})
    case(7117, PH, 'fianchetto-white-castles-over-f1-which-the-a6-bishop-attacks',
      "White castles over f1, which Black's a6 bishop attacks; Black claims at once: rule XII, White plays his rook or his king at his own choice, and his king has no square",
      "A club game: 1. e4 b6 2. Nf3 Ba6 3. g3 e6 4. Bg2 Nc6 5. O-O. Black's a6 bishop sees down the open diagonal to f1 "
      "and e2 (python-chess), so White's king passes over an attacked square. Black claims at once. Before the castling "
      "White's king had no lawful move; the h1 rook had " + ', '.join(R_H1) + ".",
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle ... if in passing he was exposed to a check ... and he that castles when he "
       "should not do it, must play his Rook touched, or his King, at his own choice.» The offender, White, chooses "
       "(laws.md A16(ii)). Rule VIII makes the claim in time (Black has not moved) and, with VI («must play your King if "
       "you can»), a king that cannot move cannot be ordered to: only the rook move can be carried out."],
      CASTLE, 'illegal-castling', 'black', 'upheld', xtags=CLUB(),
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      unenforceable=['move-king'], moves={'move-rook': R_H1})
    case(7118, PH, 'immortal-game-3-the-queen-leaps-like-a-knight-to-e6-white-plays-4-nf3-black-pleads-late',
      "The Immortal game's opening: Black's queen leaps like a knight from d8 to e6; White plays 4. Nf3, then claims; Black pleads late: rule VIII, upheld",
      f"{F_IM} to 3. Bc4. For his 3rd move (3...Qh4+ in the game) Black's queen leaps from d8 to e6, a "
      "knight's move. White, not noticing, plays 4. Nf3; then he claims the false move, and Black answers that the "
      "claim is too late.",
      ['VIII'],
      ["Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such "
       "irregular move, not revoked in time, had been just.» White, the adversary, has made his next move, 4. Nf3. Black's "
       "plea is upheld: no penalty, and the queen stands on e6."],
      QLEAP_ON, 'late-claim', 'black', 'upheld', game='IM', remedies=['no-penalty-time-barred'], cites=['VIII'])

    # ======================================================== acknowledged-laws 7119-7124
    case(7119, AC, 'queen-against-rook-black-calls-for-mate-in-fifty-fifty-pass-on-each-side',
      "Queen against rook: Black, the defending player, calls for mate in fifty moves; fifty pass on each side without mate: law XII, read for any ending, a drawn game",
      "A club ending, White king e1 and queen h1 against Black's king d6 and rook c7, White to play. Before White's first "
      "move Black calls on White to mate in fifty moves ({[%fifty black]}). Fifty moves on each side are played without "
      "mate, capture or check, and Black claims the draw.",
      ['XII'],
      ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his "
       "adversary to mate in fifty moves or draw the game.» The forces are not equal; laws.md A26 reads the law for any "
       "ending (the seed has lost «one with a superior to an inferior force, or even if they have equal forces») and the "
       "fifty moves as fifty on each side. Black defends, called, and fifty have passed: drawn."],
      FIFTY_QR, 'fifty-move-claim', 'black', 'upheld', start=KQKR, xtags=CLUB(),
      remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])
    case(7120, AC, 'whites-f1-knight-and-g1-bishop-changed-places-black-notices-after-two-moves-each',
      "White's king's knight and king's bishop were set on each other's squares; Black notices after two moves each: law II, the mistake is rectified",
      "A club tournament game begun with White's king's bishop on g1 and king's knight on f1, their squares exchanged (the "
      "[FEN] set-up); the other men stand as usual. 1. d4 d5 2. c4 e6. Black then notices and claims.",
      ['II'],
      ["Law II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the "
       "game must proceed as the pieces stand.» Two moves each have been made; neither player has made his fourth (laws.md "
       "A21), so the mistake is rectified."],
      MISPL, 'initial-men-misplaced', 'black', 'upheld', start=MISPL_FEN, xtags=CLUB(),
      remedies=['rectify-setup'], cites=['II'], glossed=['II'])
    case(7121, AC, 'evergreen-game-black-touches-the-a7-pawn-then-plays-11-b5',
      "The Evergreen game: for his 11th move Black touches his a7 pawn, then plays 11...b5; White claims at once: law V, the a-pawn must move",
      f"{F_EV} to 11. Ba3. Black touches his a7 pawn without a word, then plays the b-pawn to b5 (the game's 11...b5). White "
      "claims at once. The a7 pawn's one lawful move is " + ', '.join(P_A7) + " (a5 holds Black's own bishop; python-chess).",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» The note's exception («Except the player say j’adoube») was not "
       "used, and the pawn can be moved lawfully, so the note's king move does not arise. 11...b5 is taken back and the "
       "pawn played to a6."],
      TOUCH_A7, 'touched-own-man', 'white', 'upheld', game='EV',
      remedies=['compel-move-touched-man'], elector='white', cites=['V'], moves={'compel-move-touched-man': P_A7})
    case(7122, AC, 'evergreen-game-13-qa4-white-asks-to-put-his-queen-elsewhere',
      "The Evergreen game: White plays 13. Qa4, lets go, and before Black moves asks to put the queen on another square: law V; dismissed",
      f"{F_EV} to 13. Qa4. White has set his queen on a4 and let go of it. Before Black replies, White asks to take it up "
      "again and play it to another square.",
      ['V'],
      ["Law V: «Having once left the piece it cannot be removed from the square it occupies.» The queen was left on a4; "
       "the move stands. White's claim is dismissed."],
      EV25, 'man-released', 'white', 'dismissed', game='EV', cites=['V'])
    case(7123, AC, 'queen-ending-1-qc7-stalemates-the-bare-king',
      "King and queen against king: 1. Qc7 leaves Black's bare king on a8 without a move: law XIII, a drawn game",
      "A club ending: White king b6, queen c1; Black's bare king a8. White plays 1. Qc7: Black is not in check and his "
      "king has no square (python-chess: stalemate). Black claims.",
      ['XIII'],
      ["Law XIII: «Stalemate is a drawn game.»"],
      ['Qc7'], 'stalemate-result', 'black', 'upheld', start=STALE_FEN, xtags=CLUB(), result='draw', cites=['XIII'])
    case(7124, AC, 'queen-checks-for-ever-from-f8-and-f5-white-claims-a-draw-by-perpetual-check',
      "White's queen checks from f8 and f5 for ever; White, a queen and a rook down, claims a drawn game by perpetual check: the Acknowledged Laws say nothing of it: referred",
      "A club game. White has king, queen and three pawns; Black has king, queen, rook and two pawns. White checks "
      "1. Qf8+ Kh7 2. Qf5+ Kh8 and so on, the same two checks and the same two king moves, six checks in all. White "
      "claims the game drawn by perpetual check; Black answers that no law makes it a draw.",
      ['XIV'],
      ["None of the fourteen laws speaks of perpetual check or of repeated positions (the revised family of this code adds "
       "«Stalemate, or perpetual check is a drawn game», but the seed does not have it). Law XIV: «Should any dispute "
       "arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.» "
       "The point is referred to a third person."],
      PERP, 'unprovided-or-disputed-point', 'white', 'no-law-provides', start=PERP_FEN, xtags=CLUB(),
      remedies=['refer-to-third-party'], cites=['XIV'])

    # ======================================================== london-1847 7125-7130
    case(7125, LO, 'the-a7-pawn-becomes-a-second-queen-black-objects',
      "White's a7 pawn reaches a8 and is made a second queen; Black objects: law XXI, «he may have two or more Queens»; dismissed",
      "A club ending: White king e1, queen a1, pawn a7; Black's king h7. White plays 1. a8=Q, making a second queen "
      "while his first still stands. Black objects that a player may not have two queens.",
      ['XXI'],
      ["Law XXI (found text, laws.md §2): «Every Pawn which has reached the 8th or last square of the chess-board must be "
       "immediately exchanged for a Queen, or any other Piece the player may think fit, even though all the pieces remain "
       "on the board. It follows, therefore, that he may have two or more Queens». The claim is dismissed."],
      ['a8=Q'], 'promotion', 'black', 'dismissed', start=PROMO_FEN, xtags=CLUB(), cites=['XXI'])
    case(7126, LO, 'kings-gambit-3-g4-black-takes-in-passing-3-fxg3-white-calls-it-false',
      "King's gambit: 3. g4 and Black takes in passing, 3...fxg3; White calls it a false move: law XV; dismissed",
      "A club game: 1. e4 e5 2. f4 exf4 3. g4 fxg3, the f4 pawn taking the g-pawn in passing (python-chess reads it as en "
      "passant). White claims that a pawn may not take a man that is not on the square it moves to.",
      ['XV'],
      ["Law XV: «When a Pawn is first moved in a game, it may be played one or two squares; but in the latter case the "
       "opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one "
       "square only.» The g-pawn moved first, two squares; the f4 pawn could have taken it on g3. The capture is lawful "
       "and the claim is dismissed."],
      KG, 'en-passant', 'white', 'dismissed', xtags=CLUB(), cites=['XV'])
    case(7127, LO, 'evergreen-game-after-19-rad1-black-lays-hand-on-the-f6-pawn-that-nothing-can-take',
      "The Evergreen game: after 19. Rad1 Black lays his hand on White's f6 pawn, which nothing of his can take; White claims: law IX, Black must move his king",
      f"{F_EV} to 19. Rad1. For his 19th move Black takes hold of White's f6 pawn without a word. Nothing of Black's can "
      "take it (python-chess); Black's king has " + ', '.join(K37) + ". White claims at once.",
      ['IX', 'XXV'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that "
       "effect, his adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move the "
       "King». The word take is read as touch or take hold of (laws.md A28). The pawn cannot be taken, so only the king move can "
       "be carried out. White has touched nothing, so XXV has not closed the claim."],
      TOUCH_F6, 'touched-adversary-man', 'white', 'upheld', game='EV',
      remedies=['compel-capture-of-touched-man', 'move-king'], elector='white', cites=['IX', 'XXV'], glossed=['IX'],
      unenforceable=['compel-capture-of-touched-man'], moves={'move-king': K37})
    case(7128, LO, 'board-turned-the-wrong-way-black-notices-after-three-moves-each',
      "The board stood without a white corner square at each player's right hand; Black notices after three moves each: law I, it is adjusted",
      "A club tournament game played on a board turned the wrong way ([BoardOrientation \"misoriented\"]). 1. e4 e5 2. Nf3 "
      "Nc6 3. Bb5 a6. Black then notices and claims.",
      ['I'],
      ["Law I (found text, laws.md §2): «If the board have been improperly placed, it must be adjusted, provided four "
       "moves on each side have not been played, but not afterwards.» Three moves each have been played (laws.md A7: "
       "four on each side is the bar), so the board is adjusted and the game goes on."],
      BOARD, 'board-misoriented', 'black', 'upheld', xtags=CLUB() + [('BoardOrientation', 'misoriented')],
      remedies=['rectify-setup'], cites=['I'], glossed=['I'])
    case(7129, LO, 'immortal-game-3-the-queen-leaps-like-a-knight-to-e6-white-lays-hold-of-his-g1-knight-then-claims',
      "The Immortal game's opening: Black's queen leaps like a knight from d8 to e6; White lays hold of his g1 knight, then claims: law XXV, out of time",
      f"{F_IM} to 3. Bc4. For his 3rd move Black's queen leaps from d8 to e6, a knight's move. "
      "White takes hold of his g1 knight to reply, then sees the false move and claims.",
      ['XIII', 'XXV'],
      ["Law XIII gives the adversary three penalties for a false move, but law XXV (found text, laws.md §2): «the "
       "adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to "
       "inflict any penalty.» White touched his knight before claiming (laws.md A34), so the claim is out of time."],
      QLEAP_TOUCH, 'false-move', 'white', 'out-of-time', game='IM', cites=['XIII', 'XXV'], glossed=['XXV'])
    case(7130, LO, 'immortal-game-3-qh4-checks-unsaid-4-nf3-black-says-check-with-4-b5',
      "The Immortal game's opening: 3...Qh4 checks without a word; White plays 4. Nf3, leaving the check; Black says «check» with 4...b5; White claims: law XVIII, both moves go back",
      f"{F_IM} to 3. Bc4. Black plays 3...Qh4, which checks White's king along h4-e1, without saying check. White, not "
      "attending to it, plays 4. Nf3, which leaves the check. Black plays 4...b5 and says «check». White claims. After "
      "3...Qh4 White's lawful moves were " + ', '.join(PARRY) + " (python-chess).",
      ['XVIII'],
      ["Law XVIII (found text, laws.md §2): «If a player attack the adverse King without saying \"Check,\" his adversary is "
       "not obliged to attend to it : but if the former, in playing his next move, were to say \"Check,\" each player must "
       "retract his last move, and he that is under check must obviate it.» Black said check with his next move, so 4...b5 "
       "and 4. Nf3 go back (laws.md A35) and White must meet the check: " + ', '.join(PARRY) + "."],
      UNS, 'unannounced-check', 'white', 'upheld', game='IM', silent=('Qh4',),
      remedies=['retract-both-last-moves'], cites=['XVIII'], glossed=['XVIII'], moves={'retract-both-last-moves': PARRY})
