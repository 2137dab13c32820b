"""The thirty cases of the forty-ninth set. Every board fact stated in a FACTS paragraph is asserted here
with python-chess before the file is written."""
import chess
from walk import walk
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) and written with its +, unless the facts say otherwise.'
NOTE = {'OPERA': 'Played in a box at the Paris Opera.', 'IMM': 'A casual game played during the London tournament of 1851.',
        'EVER': 'A casual game.'}
def sq(s): return chess.parse_square(s)
def write_all(case, after, P, frm, kingm, onto):
    # ================= twenty-laws 4901-4906
    pre = P('RT', 8)
    b = after(None, pre); mv = frm(b, 'c1'); assert mv == ['Bd2', 'Be3', 'Bf4', 'Bg5', 'Bh6']
    case(4901, TW, 'reti-tartakower-white-touches-the-c1-bishop-then-plays-5-qd3',
      "Reti-Tartakower: White touches his c1 bishop, then plays 5. Qd3 with the queen; Black claims before moving",
      "Reti v Tartakower, Vienna 1910, to 4...Nf6. White touches his c1 bishop ({[%touch c1]}) and then plays 5. Qd3 "
      "(the published move). Black claims at once, before he moves. The bishop is not pinned and has five lawful moves "
      "(asserted: Bd2, Be3, Bf4, Bg5, Bh6)." + CHK,
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check». Moving the "
       "bishop exposes nothing, so the rule applies as written. Black has not moved a piece since, so law 11 («nor can any "
       "such be retraced, after the adversary has moved a piece») does not bar the claim. Upheld: 5. Qd3 is taken back and "
       "the bishop must be played; compel-move-touched-man, Black electing, with the bishop's five moves.",
       "Under the other codes the same facts give the same order (Boy's Own 4, Philidor V, Acknowledged V, London VII)."],
      pre + [('ev', '[%touch c1]'), 'Qd3'], 'touched-own-man', 'black', 'upheld', game='RT',
      remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'], moves={'compel-move-touched-man': mv})

    fen = '8/8/8/4k3/8/2KBN3/8/8 w - - 0 1'
    w, bw = walk(fen, 100, 4902)
    b0 = chess.Board(fen); bb = b0.copy()
    for s in w:
        m = bb.parse_san(s); assert not bb.is_capture(m) and not bb.gives_check(m); bb.push(m); assert not bb.is_game_over()
    assert bb.fen().split()[0].count('k') == 1 and len(bb.piece_map()) == 4
    case(4902, TW, 'knight-and-bishop-against-king-black-gives-notice-fifty-moves-each-no-mate',
      "Knight and bishop against the bare king: Black gives notice that he will count; fifty moves are played on each side without mate; Black claims the drawn game",
      "White Kc3, Bd3, Ne3; Black Ke5; White to move. Before White's first move Black gives notice that he will count "
      "({[%fifty black]}). Then one hundred moves are played, fifty by each side, with no capture, no check, and neither "
      "mate nor stalemate at any point (asserted ply by ply). The material is still king, knight and bishop against king "
      "(asserted). Black claims the game is drawn.",
      ['19'],
      ["Law 19 lists «a knight and bishop against the king only», and «the adversary may give notice that he intends to "
       "count the moves, in which case you must check mate in not exceeding fifty moves for each player (to be computed from "
       "the notice given) or it will be a drawn game». Black, the adversary of the stronger side, gave the notice; fifty "
       "moves each have been played since it without mate. Upheld: declare-draw; the game is drawn.",
       "Under Philidor XVII (on request) and London XXII (on notice) the result is the same; Acknowledged XII the same on "
       "laws.md A26; Boy's Own has no fifty-move law."],
      [('ev', '[%fifty black]')] + w, 'fifty-move-claim', 'black', 'upheld', start=fen,
      remedies=['declare-draw'], result='draw', cites=['19'])

    pre = P('IMM', 34)
    b = after(None, pre); assert b.turn == chess.WHITE and b.piece_at(sq('b2')) == chess.Piece(chess.QUEEN, chess.BLACK)
    bb = b.copy(); bb.turn = chess.BLACK; assert chess.Move.from_uci('c5g1') in bb.legal_moves
    case(4903, TW, 'immortal-game-17-qxb2-and-then-bxg1-in-one-turn',
      "The Immortal game: Black plays 17...Qxb2 and, before White replies, also takes the g1 rook with the c5 bishop; White claims under law 4",
      "Anderssen v Kieseritzky, London 1851, to 17. Nd5. Black plays 17...Qxb2 (the published move) and then, before White "
      "has moved, plays c5xg1 as well ({[%move c5g1 black]}), the move he made in the game a move later. The second move is "
      "lawful on the board as it stands (asserted). White claims at once." + CHK,
      ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that "
       "both moves shall remain; in which case the game is to proceed as if one man only had been played.» The adversary "
       "chooses (laws.md A10). White has moved nothing since (law 11). Upheld: retract-second-move, keep-both-moves, in the "
       "law's order, White electing.",
       "London XIV gives the same two choices; Boy's Own, Philidor and the Acknowledged Laws have no such law."],
      pre + [('oot', 'c5g1', 'black')], 'move-out-of-turn', 'white', 'upheld', game='IMM', note_first=True,
      remedies=['retract-second-move', 'keep-both-moves'], elector='white', cites=['4', '11'])

    fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w kq - 0 1'
    items = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'd3']
    b = after(fen, items); assert b.piece_at(sq('d1')).piece_type == chess.KING and b.piece_at(sq('e1')).piece_type == chess.QUEEN
    case(4904, TW, 'king-and-queen-on-each-others-squares-claimed-after-whites-fourth-move',
      "White's king stood on d1 and his queen on e1 from the start; Black notices after White's fourth move and asks that the men be set right; dismissed",
      "The game began with White's king on d1 and queen on e1 (the [FEN] set-up; everything else in the standard array). "
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3; the king and queen are still on d1 and e1 (asserted). Black, to play his "
      "fourth move, asks that the mistake be rectified.",
      ['12'],
      ["Law 12: «the mistake may be rectified, provided neither party have played four moves; but if they have done so, "
       "the game must be played out.» White has played four moves; «neither party» fails when either side has played four "
       "(laws.md A7). Dismissed: the game is played out as the men stand.",
       "Under the Acknowledged Laws II («before the fourth move») the claim fails the same way; London II lets either "
       "player insist «if he discover it before pla3'ing his fourth move», so there Black, who has played three, would still "
       "be in time."],
      items, 'initial-men-misplaced', 'black', 'dismissed', start=fen, cites=['12'], glossed=['12'])

    items = toks_all = P('LEGAL', 13)
    b = after(None, items); assert b.is_checkmate() and b.turn == chess.BLACK and b.piece_at(sq('a1')) == chess.Piece(chess.ROOK, chess.WHITE)
    case(4905, TW, 'legal-rook-odds-the-a1-rook-left-on-and-white-mates-with-7-nd5',
      "Legal's mate at rook odds: the giver forgot to take off his a1 rook, nobody noticed, and White mates with 7. Nd5; the mate is scored a draw",
      "Legal de Kermur v Saint Brie, Paris 1750, as published, with one fact added: Legal was to give the odds of his a1 "
      "rook and left it on the board ([Odds \"white rook a1 left-on-board\"]). Nobody noticed during the first four moves "
      "on each side. 7. Nd5 is mate (asserted) and the rook still stands on a1 (asserted). Black claims that White cannot "
      "take advantage of the mate." + CHK,
      ['14'],
      ["Law 14: «if a player omit to take off the piece or pawn agreed to be conceded, until four moves on each side have "
       "been played, it cannot then be removed, but the game must be played with all the pieces as they stand; and if he "
       "should give check-mate, he cannot take advantage of it, but the game is to be considered as drawn.» The giver is "
       "White and White gave the mate (laws.md A8). Upheld: giver-mate-scored-as-draw; the game is drawn.",
       "No other code scores such a mate as a draw: Philidor IV, Acknowledged III and London IV give a choice of going on "
       "or recommencing, and Boy's Own is silent."],
      items, 'odds-man-not-removed', 'black', 'upheld', game='LEGAL', xtags=[('Odds', 'white rook a1 left-on-board')],
      remedies=['giver-mate-scored-as-draw'], result='draw', cites=['14'], glossed=['14'])

    pre = P('BF', 43)
    b = after(None, pre); assert b.turn == chess.BLACK and not b.is_check()
    case(4906, TW, 'byrne-fischer-after-22-kf1-white-claims-a-draw-by-perpetual-check',
      "The Game of the Century: after 22. Kf1, with Black's knight checking again and again, White claims a drawn game by perpetual check; the laws do not provide for it",
      "Byrne v Fischer, New York 1956, to 22. Kf1. Black has checked with the knight on moves 18 to 21 and White's king has "
      "gone between f1 and g1. Before Black's 22nd move White claims that the checks are perpetual and the game drawn. "
      "No law of this code speaks of perpetual check or repetition." + CHK,
      ['20', '17', '19'],
      ["The code knows two drawn endings besides agreement: stalemate (law 17) and the fifty moves counted on notice "
       "(law 19). Neither is claimed or present. Perpetual check is a point «for which the laws have not provided», and "
       "law 20 says «the matter is to be referred to a third person, whose decision is to be final.» No-law-provides: "
       "refer-to-third-party; only law 20 is cited (laws 17 and 19 are quoted to show what the code does provide).",
       "The Acknowledged Laws XIV and London XXVI refer it the same way; Boy's Own and Philidor have no referral article."],
      pre, 'unprovided-or-disputed-point', 'white', 'no-law-provides', game='BF',
      remedies=['refer-to-third-party'], cites=['20'])

    # ================= boys-own-1829 4907-4912
    pre = P('EVER', 24)
    b = after(None, pre + ['Qa4']); assert not b.is_check(); assert b.parse_san('Kf8')
    case(4907, BO, 'evergreen-13-qa4-called-check-black-plays-kf8-and-retracts',
      "The Evergreen game: White says check with 13. Qa4, which gives none; Black answers 13...Kf8 and asks to take it back before White moves",
      "Anderssen v Dufresne, Berlin 1852, to 12...Rb8. White plays 13. Qa4 (the published move) and says «check»; the queen "
      "does not attack the e8 king: the c6 knight and d7 pawn stand between (asserted: Black is not in check). Black moves "
      "his king to f8 (lawful, asserted) and, before White's next move, claims to retract it." + CHK,
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in "
       "consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his "
       "next move.» White has not moved. Upheld: retract-misled-move, Black electing."],
      pre + ['Qa4', ('ev', '[%check]'), 'Kf8'], 'false-check-announcement', 'black', 'upheld', game='EVER', note_first=True,
      remedies=['retract-misled-move'], elector='black', cites=['8'])

    fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1'
    items = ['e4', 'e5', 'Ne3', 'Nf6']
    b = after(fen, items); assert b.piece_at(sq('g1')).piece_type == chess.BISHOP
    case(4908, BO, 'whites-f1-bishop-and-g1-knight-changed-places-noticed-after-two-moves',
      "White set his king's bishop on g1 and his king's knight on f1; after two moves each he notices and asks to begin afresh; Black chooses",
      "The game began with White's king's knight on f1 and king's bishop on g1 (the [FEN] set-up; everything else standard). "
      "1. e4 e5 2. Ne3 Nf6, the knight leaving from f1; the bishop is still on g1 (asserted). White, who misplaced his own "
      "men, notices and asks to begin the game afresh.",
      ['3'],
      ["Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin "
       "game afresh, or not, as he pleases.» White misplaced his men and has played two moves. The choice is Black's, not "
       "White's (laws.md A11). Upheld: restart-game, continue-as-is, Black electing."],
      items, 'initial-men-misplaced', 'white', 'upheld', start=fen,
      remedies=['restart-game', 'continue-as-is'], elector='black', cites=['3'], glossed=['3'])

    pre = P('LM', 38)
    b = after(None, pre); mc = onto(b, 'd4'); assert mc == ['Rxd4']
    case(4909, BO, 'levitsky-marshall-white-touches-the-d4-knight-then-plays-20-qh5',
      "Levitsky-Marshall: White touches Black's d4 knight, then plays 20. Qh5; Black insists that he take it",
      "Levitsky v Marshall, Breslau 1912, to 19...Nd4. White touches Black's d4 knight ({[%touch d4]}) and then plays "
      "20. Qh5 (the published move). Black claims before moving. The knight can be taken: the d5 rook takes it (asserted; "
      "no other white man can)." + CHK,
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can». White can. Upheld: "
       "20. Qh5 is taken back; compel-capture-of-touched-man with Rxd4, Black electing. The king move of law 5 is only for "
       "the case where the man cannot be taken."],
      pre + [('ev', '[%touch d4]'), 'Qh5'], 'touched-adversary-man', 'black', 'upheld', game='LM',
      remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'], moves={'compel-capture-of-touched-man': mc})

    pre = P('LT', 17)
    b = after(None, pre); assert b.piece_at(sq('d7')) == chess.Piece(chess.PAWN, chess.BLACK) and chess.Move.from_uci('c8f5') not in b.legal_moves
    bb = after(None, pre + [('raw', 'c8f5')]); assert bb.parse_san('Qh5')
    case(4910, BO, 'lasker-thomas-9-the-c8-bishop-jumps-to-f5-white-replies-10-qh5-then-claims',
      "Lasker-Thomas: Black's c8 bishop goes to f5 over his own d7 pawn; White replies 10. Qh5 and only then complains; Black pleads the claim is too late",
      "Ed. Lasker v Thomas, London 1912, to 9. Bd3. Black moves his c8 bishop to f5 ({[%move c8f5]}); his own d7 pawn "
      "stands on the diagonal, so it is no bishop's move (asserted). White replies 10. Qh5 (lawful, asserted) and then "
      "claims a false move. Black pleads that the claim comes too late." + CHK,
      ['7'],
      ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» White "
       "played 10. Qh5 before noticing. Black's plea is upheld: no-penalty-time-barred; the bishop stays on f5."],
      pre + [('raw', 'c8f5'), 'Qh5'], 'late-claim', 'black', 'upheld', game='LT',
      remedies=['no-penalty-time-barred'], cites=['7'])

    fen = 'k7/p7/P7/8/8/8/8/K1Q5 w - - 0 1'
    b = after(fen, ['Qc7']); assert b.is_stalemate() and not b.is_check() and b.piece_at(sq('a7'))
    case(4911, BO, 'queen-ending-1-qc7-black-stalemated-with-a-blocked-pawn-wins',
      "Queen against king and blocked pawn: 1. Qc7 leaves Black, whose a7 pawn cannot move, stalemated; under law 11 Black wins",
      "White Ka1, Qc1, Pa6; Black Ka8, Pa7. 1. Qc7. Black is not in check, his king has no square, and his a7 pawn is "
      "blocked by the a6 pawn (asserted: stalemate). Black claims the game.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or "
       "even none that can be moved he is stale-mated, and wins the game.» Black has a pawn, but «none that can be moved» "
       "covers it (laws.md A13). Upheld; Black wins.",
       "Philidor XVI (England) gives the same result; twenty-laws 17, Acknowledged XIII and London XXIV make it a draw."],
      ['Qc7'], 'stalemate-result', 'black', 'upheld', start=fen, result='black', cites=['11'], glossed=['11'])

    pre = P('SVB', 32)
    b = after(None, pre); mv = frm(b, 'e1'); assert mv == ['Red1', 'Rf1']
    case(4912, BO, 'steinitz-von-bardeleben-white-says-jadoube-to-the-e1-rook-then-plays-17-d5',
      "Steinitz-von Bardeleben: White says j'adoube and straightens his e1 rook, then plays 17. d5; Black says the rook must move: Boy's Own has no j'adoube",
      "Steinitz v von Bardeleben, Hastings 1895, to 16...c6. White says «j'adoube» and adjusts his e1 rook ({[%adjust e1]}), "
      "then plays 17. d5 (the published move). Black claims before moving that the rook, having been touched, must be "
      "played. The rook has two lawful moves (asserted: Red1, Rf1)." + CHK,
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». That exception is the "
       "only one. Boy's Own has no law on adjusting a man or on saying «j'adoube» (laws.md 7.1: ADJUSTMENT_CLAIM, 001 —). "
       "Reading adopted: the word does not release a man this code binds; to admit it would add an exception the law does "
       "not make. Upheld: compel-move-touched-man, Black electing.",
       "Every other code would dismiss the claim: twenty-laws 1, Philidor V, Acknowledged V (note) and London VII all let "
       "a player who says j'adoube adjust his man."],
      pre + [('ev', '[%adjust e1]'), 'd5'], 'adjustment-claim', 'black', 'upheld', game='SVB',
      remedies=['compel-move-touched-man'], elector='black', cites=['4'], glossed=['4'], moves={'compel-move-touched-man': mv})

    # ================= philidor 4913-4918
    fen = '8/8/3k4/8/8/2NBK3/8/8 w - - 0 1'
    w, bw = walk(fen, 20, 4913)
    bb = chess.Board(fen)
    for s in w:
        m = bb.parse_san(s); assert not bb.is_capture(m) and not bb.gives_check(m); bb.push(m); assert not bb.is_game_over()
    case(4913, PH, 'knight-and-bishop-against-king-black-asks-for-fifty-moves-claims-after-ten',
      "Knight and bishop against the bare king: Black asks for the fifty moves, and after ten moves each claims the drawn game; dismissed",
      "White Ke3, Bd3, Nc3; Black Kd6; White to move. Black requests that fifty moves be appointed ({[%fifty black]}). Ten "
      "moves are played on each side, with no capture, no check, no mate and no stalemate (asserted ply by ply). Black then "
      "claims the game drawn.",
      ['XVII'],
      ["Rule XVII: «at the adversary's request, fifty moves on either side must be appointed for the end of the game: these "
       "moves being over, it will be a drawn game.» The count runs from the request (laws.md A20), and ten of the fifty "
       "have been played. The moves are not over. Dismissed; play goes on."],
      [('ev', '[%fifty black]')] + w, 'fifty-move-claim', 'black', 'dismissed', start=fen, cites=['XVII'], glossed=['XVII'])

    pre = P('RT', 11)
    b = after(None, pre + ['Qa5'], ('Qa5',)); assert b.is_check()
    bb = b.copy(); assert bb.parse_san('Bd2') and chess.Move.from_uci('g1f3') not in bb.legal_moves
    case(4914, PH, 'reti-tartakower-6-qa5-check-unsaid-white-plays-7-nf3-black-warns-with-7-nbd7',
      "Reti-Tartakower: 6...Qa5 gives check without a word; White plays 7. Nf3; Black says check with his next move, 7...Nbd7; both last moves are retracted",
      "Reti v Tartakower to 6. dxe5. 6...Qa5 checks the e1 king (asserted) and Black says nothing; the move is written "
      "without its +. White, not noticing, plays 7. Nf3, which leaves the check (a move that only ignores it). Black plays "
      "7...Nbd7 and says «check». Black claims that the last moves be retracted and the check answered.",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may "
       "consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, "
       "each must then come back from his last move, as being false, and he that is under check is to take it off». Black "
       "warned with his next move. Upheld: retract-both-last-moves; the position returns to after 6...Qa5 and White must "
       "parry (laws.md A35)."],
      pre + ['Qa5', ('pseudo', 'Nf3'), 'Nbd7', ('ev', '[%check]')], 'unannounced-check', 'black', 'upheld', game='RT',
      silent=('Qa5',), remedies=['retract-both-last-moves'], cites=['XIII'])

    pre = P('EVER', 29)
    b = after(None, pre); mv = frm(b, 'c6'); assert mv == ['Nb4', 'Nd4', 'Na5', 'Nxe5', 'Nd8']
    case(4915, PH, 'evergreen-black-touches-the-c6-knight-then-plays-15-qf5',
      "The Evergreen game: Black touches his c6 knight, then plays 15...Qf5 with the queen; White claims that the knight must be played",
      "Anderssen v Dufresne to 15. Ne4. Black touches his c6 knight ({[%touch c6]}) without saying j'adoube, then plays "
      "15...Qf5 (the published move). White claims before moving. The knight is not pinned and has five lawful moves "
      "(asserted)." + CHK,
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Nothing was said. "
       "Upheld: compel-move-touched-man, White electing."],
      pre + [('ev', '[%touch c6]'), 'Qf5'], 'touched-own-man', 'white', 'upheld', game='EVER', note_first=True,
      remedies=['compel-move-touched-man'], elector='white', cites=['V'], moves={'compel-move-touched-man': mv})

    pre = P('BF', 32)
    b = after(None, pre); assert b.is_check() and frm(b, 'h1') == []; mk = kingm(b); assert mk == ['Kf1', 'Kd2']
    case(4916, PH, 'byrne-fischer-17-white-castles-out-of-the-rfe8-check',
      "The Game of the Century: White answers 16...Rfe8+ by castling; Black claims under rule XII; the offender chooses, and only a king move is possible",
      "Byrne v Fischer, New York 1956, to 16...Rfe8+ (check said). White's king is in check on e1 (asserted) and White "
      "castles king's side ({[%move e1g1]}). Black claims at once. With king and rook back on e1 and h1, the rook has no "
      "lawful move, since none parries the check (asserted); the king has two (asserted: Kf1, Kd2)." + CHK,
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check ... and he that castles when he should not do it, must play his Rook "
       "touched, or his King, at his own choice.» The choice is the offender's, White's (laws.md A16 ii). The claim is made "
       "before Black's next move, within VIII. Upheld: move-rook, move-king in the rule's order, White electing; the rook "
       "cannot lawfully be played, so move-rook is unenforceable and White must play his king.",
       "London XVI would give Black the choice of three penalties (let-castling-stand among them); the Acknowledged Laws IX "
       "with VII's menu; twenty-laws 8 and Boy's Own 6 do not forbid castling out of check in words."],
      pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', game='BF',
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      moves={'move-king': mk}, unenforceable=['move-rook'])

    fen = 'rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
    items = P('OPERA', 14)
    b = after(fen, items); assert b.piece_at(sq('h7')) is None and b.piece_at(sq('h8')) == chess.Piece(chess.ROOK, chess.BLACK)
    case(4917, PH, 'opera-game-played-without-blacks-h7-pawn-white-notices-after-seven-moves',
      "The Opera game's first seven moves played with Black's h7 pawn never set up; White notices and chooses between a new game and putting the pawn back",
      "The opening of Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 7...Qe7, played from an array in which "
      "Black's h7 pawn was forgotten (the [FEN] set-up; all else standard). The h7 square is still empty (asserted). White "
      "notices and claims.",
      ['III'],
      ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s choice, "
       "either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set in its "
       "place.» Black forgot the pawn; White is the adversary. The rule sets no limit of moves (laws.md A14), and h7 is free. "
       "Upheld: restart-game, rectify-setup, White electing."],
      items, 'initial-man-omitted', 'white', 'upheld', start=fen,
      remedies=['restart-game', 'rectify-setup'], elector='white', cites=['III'], glossed=['III'])

    pre = P('LEGAL', 7)
    b = after(None, pre); assert b.piece_at(sq('g7')) == chess.Piece(chess.PAWN, chess.BLACK)
    case(4918, PH, 'legal-4-the-f8-bishop-jumps-to-h6-white-touches-his-knight-then-claims',
      "Legal's game: Black's f8 bishop goes to h6 over his own g7 pawn; White touches his f3 knight and then claims; Black's plea of lateness is dismissed",
      "Legal v Saint Brie to 4. Nc3. Black moves his f8 bishop to h6 ({[%move f8h6]}) with his g7 pawn still on the "
      "diagonal (asserted), no bishop's move. White touches his f3 knight ({[%touch f3]}), then, before moving anything, "
      "claims a false move. Black pleads that the claim comes too late because White has touched a man.",
      ['VIII'],
      ["Rule VIII: «no false move can be recalled after the adversary's next move». White has touched his knight but has "
       "made no move; Philidor's limit is a move, not a touch (laws.md 4.2.6: the deadline is «after the adversary has "
       "played»; only London XXV closes on a touch). Black's plea is dismissed; the false move can still be recalled.",
       "Under London XXV the same touch would end White's claim («before he touches a Piece or Pawn»)."],
      pre + [('raw', 'f8h6'), ('ev', '[%touch f3]')], 'late-claim', 'black', 'dismissed', game='LEGAL',
      cites=['VIII'], glossed=['VIII'])

    # ================= acknowledged-laws 4919-4924
    pre = P('OPERA', 18)
    b = after(None, pre); mc = onto(b, 'b5'); assert mc == ['Qxb5', 'Nxb5', 'Bxb5']
    case(4919, AC, 'opera-game-white-touches-the-b5-pawn-then-plays-10-bd3',
      "The Opera game: White touches Black's b5 pawn, then plays 10. Bd3 instead; Black claims under VII",
      "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 9...b5. White touches Black's b5 pawn "
      "({[%touch b5]}), says nothing, and then plays 10. Bd3 instead of the published 10. Nxb5. Black claims before moving. "
      "Three white men can take the pawn (asserted: Qxb5, Nxb5, Bxb5)." + CHK,
      ['VII'],
      ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, make "
       "the right move, move his King, or replace the piece and make a legal move.» The menu is cut to the remedies that "
       "fit the offence (laws.md A23): compel-capture-of-touched-man, move-king, replace-and-move-legally; Black elects."],
      pre + [('ev', '[%touch b5]'), 'Bd3'], 'touched-adversary-man', 'black', 'upheld', game='OPERA', note_first=True,
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      moves={'compel-capture-of-touched-man': mc})

    fen = '8/8/4k3/2r5/8/2B1K3/8/4R3 w - - 0 1'
    w, bw = walk(fen, 100, 4920)
    bb = chess.Board(fen)
    for s in w:
        m = bb.parse_san(s); assert not bb.is_capture(m) and not bb.gives_check(m); bb.push(m); assert not bb.is_game_over()
    assert len(bb.piece_map()) == 5
    case(4920, AC, 'rook-and-bishop-against-rook-black-calls-for-fifty-fifty-each-pass',
      "Rook and bishop against rook: Black, the defending player, calls on White to mate in fifty moves; fifty are played on each side without mate; drawn",
      "White Ke3, Re1, Bc3; Black Ke6, Rc5; White to move. Black calls upon White to mate in fifty moves ({[%fifty black]}). "
      "One hundred moves follow, fifty each, with no capture, no check, no mate and no stalemate (asserted ply by ply); the "
      "material is unchanged (asserted). Black claims the drawn game.",
      ['XII'],
      ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his "
       "adversary to mate in fifty moves or draw the game.» Read as any ending, not only equal forces, and fifty moves on each "
       "side counted from the call (laws.md A26). Black defends and called. Upheld: declare-draw; drawn."],
      [('ev', '[%fifty black]')] + w, 'fifty-move-claim', 'black', 'upheld', start=fen,
      remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    pre = P('IMM', 5)
    b = after(None, pre + ['Qh4'], ('Qh4',)); assert b.is_check(); parry = [b.san(m) for m in sorted(b.legal_moves, key=lambda m: (m.from_square, m.to_square))]
    assert parry == ['Kf1', 'Ke2', 'g3']
    case(4921, AC, 'immortal-game-3-qh4-check-unsaid-two-moves-later-white-finds-it',
      "The Immortal game: 3...Qh4 checks without a cry; White plays 4. Nc3, Black 4...b5; White then finds his king in check: within two moves, so back to the check",
      "Anderssen v Kieseritzky, London 1851, to 3. Bc4. 3...Qh4 checks the e1 king (asserted) and nothing is said; it is "
      "written without its +. White plays 4. Nc3, which leaves the check; Black plays 4...b5. White then sees that his king "
      "is in check and claims. The lawful answers to the check are Kf1, Ke2 and g3 (asserted).",
      ['X'],
      ["Law X: «his adversary need not take notice of the Check. [This law is subject to this exception : that two moves only "
       "may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves "
       "made.» Two moves have been made since the check (laws.md A25). Upheld: retract-to-point-of-check; White must "
       "answer 3...Qh4 with one of the three lawful moves."],
      pre + ['Qh4', ('pseudo', 'Nc3'), 'b5'], 'unannounced-check', 'white', 'upheld', game='IMM', note_first=True,
      silent=('Qh4',), remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'],
      moves={'retract-to-point-of-check': parry})

    pre = P('LT', 31)
    b = after(None, pre); assert b.is_check(); mv = frm(b, 'f3'); assert mv == ['Kg2'] and chess.Move.from_uci('f3e2') not in b.legal_moves
    case(4922, AC, 'lasker-thomas-16-the-black-king-takes-the-e2-bishop-beside-the-white-king',
      "Lasker-Thomas: to 16. Be2+ Black answers by taking the bishop with his king, next to White's king; White claims under VII",
      "Ed. Lasker v Thomas, London 1912, to 16. Be2+ (check said). Black's king takes the e2 bishop ({[%move f3e2]}); e2 "
      "stands next to White's king on e1, so the move is not lawful (asserted). White claims at once. Black's only lawful "
      "move is Kg2, the published move (asserted)." + CHK,
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, "
       "move his King, or replace the piece and make a legal move.» Cut to what fits an illegal move (laws.md A23): "
       "move-correctly, move-king, replace-and-move-legally, White electing; the right move and the king move are both Kg2."],
      pre + [('raw', 'f3e2')], 'false-move', 'white', 'upheld', game='LT',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'],
      moves={'move-correctly': mv, 'move-king': mv})

    fen = 'k7/2K5/8/1Q5p/8/8/8/8 w - - 0 1'
    b = after(fen, ['Qb6']); assert not b.is_stalemate() and not b.is_check() and [b.san(m) for m in b.legal_moves] == ['h4']
    case(4923, AC, 'queen-ending-1-qb6-black-claims-stalemate-but-his-h5-pawn-can-move',
      "Queen against king and pawn: after 1. Qb6 Black's king has no square and he claims stalemate, but his h5 pawn can still move; dismissed",
      "White Kc7, Qb5; Black Ka8, Ph5. 1. Qb6. Black is not in check and his king has no square, but h5-h4 is lawful "
      "(asserted: it is Black's only move). Black claims a drawn game by stalemate.",
      ['XIII'],
      ["Law XIII: «Stalemate is a drawn game.» There is no stalemate while a man can move: the pawn can. Dismissed; Black "
       "must play h4."],
      ['Qb6'], 'stalemate-result', 'black', 'dismissed', start=fen, cites=['XIII'])

    pre = P('EVER', 36)
    b = after(None, pre); assert b.parse_san('Rad1')
    case(4924, AC, 'evergreen-19-rad1-quitted-white-wants-the-rook-on-c1',
      "The Evergreen game: White sets 19. Rad1 down and lets it go, then asks to put the rook on c1 instead; dismissed",
      "Anderssen v Dufresne to 18...Rg8. White plays 19. Rad1 (the published move), quits the rook, and then asks to place "
      "it on c1 instead. Black has not moved." + CHK,
      ['V'],
      ["Law V: «Having once left the piece it cannot be removed from the square it occupies.» The rook was left on d1. "
       "Dismissed."],
      pre + ['Rad1'], 'man-released', 'white', 'dismissed', game='EVER', note_first=True, cites=['V'])

    # ================= london-1847 4925-4930
    pre = P('IMM', 5)
    items = pre + ['Qh4', ('pseudo', 'Nc3'), 'b5', ('pseudo', 'Bxb5'), 'Nf6']
    b = after(None, pre + ['Qh4'], ('Qh4',)); assert [b.san(m) for m in sorted(b.legal_moves, key=lambda m: (m.from_square, m.to_square))] == ['Kf1', 'Ke2', 'g3']
    b = after(None, items, ('Qh4',)); assert b.is_check() and b.turn == chess.WHITE
    case(4925, LO, 'immortal-game-3-qh4-check-unsaid-white-finds-his-king-in-check-after-two-more-moves-each',
      "The Immortal game: 3...Qh4 checks unsaid; 4. Nc3 b5 5. Bxb5 Nf6 follow; White finds his king in check, and the record shows every move since: all are retracted",
      "Anderssen v Kieseritzky to 3. Bc4. 3...Qh4 checks the e1 king (asserted), unsaid and written without +. 4. Nc3 b5 "
      "5. Bxb5 Nf6: White's two moves ignore the check, Black's are lawful. White now finds his king in check (asserted) and "
      "claims; no one said check at any time. The lawful answers to the check are Kf1, Ke2 and g3 (asserted).",
      [('london-1847', 'XIX')],
      ["XIX (found text): «If the King has been in check for several moves, and it cannot be ascertained how it occurred, the "
       "player whose King is in check must retract his last move and free his King from the check : but if the moves made "
       "subsequent to the check be known, they must be retracted.» The moves since 3...Qh4 are all in the record. XVIII does "
       "not apply: Black never said check. Upheld: retract-to-point-of-check (laws.md A33)."],
      items, 'check-of-unknown-origin', 'white', 'upheld', game='IMM', note_first=True, silent=('Qh4',),
      remedies=['retract-to-point-of-check'], cites=['XIX'], glossed=['XIX'],
      moves={'retract-to-point-of-check': ['Kf1', 'Ke2', 'g3']})

    pre = ['g3', 'b6', 'Bg2', 'Ba6', 'Nf3', 'e6', 'e3', 'Nf6']
    b = after(None, pre); assert b.is_attacked_by(chess.BLACK, sq('f1')) and b.is_attacked_by(chess.BLACK, sq('e2'))
    assert chess.Move.from_uci('e1g1') not in b.legal_moves
    mk = kingm(b, castling=False); assert mk == []; mr = frm(b, 'h1'); assert mr == ['Rf1', 'Rg1']
    case(4926, LO, 'white-castles-over-f1-attacked-by-the-a6-bishop',
      "A club game: White castles king's side while Black's a6 bishop attacks f1; Black claims the three penalties of XVI; no king move is possible",
      "1. g3 b6 2. Bg2 Ba6 3. Nf3 e6 4. e3 Nf6 5. O-O ({[%move e1g1]}). The a6 bishop attacks f1, over which the king passes "
      "(asserted), and e2 (asserted). Black claims before touching a man. With king and rook back on e1 and h1, White's king "
      "has no lawful move other than castling (asserted: f1 and e2 attacked, d1, d2 and f2 his own men); the rook has two "
      "(asserted: Rf1, Rg1).",
      [('london-1847', 'XVI'), ('london-1847', 'XXV')],
      ["XVI (found text): «4. If the King pass over any square attacked by one of the adversary's Picces or Pawns. Should a "
       "player castle in any of the above cases, his adver sary has the choice of three penalties; viz., 1st, of insisting "
       "that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook.» Black "
       "noticed before touching a man (XXV). Upheld: let-castling-stand, move-king-no-castling, move-rook, Black electing. "
       "The king move may not be castling (laws.md A31), and there is no other: move-king-no-castling is unenforceable."],
      pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
      glossed=['XVI'], moves={'move-rook': mr}, unenforceable=['move-king-no-castling'])

    pre = P('LM', 19)
    b = after(None, pre); assert b.piece_at(sq('d4')) == chess.Piece(chess.KNIGHT, chess.WHITE) and chess.Move.from_uci('d5d4') not in b.legal_moves
    case(4927, LO, 'levitsky-marshall-10-the-d5-pawn-takes-the-d4-knight-straight-ahead-white-touches-his-bishop-then-claims',
      "Levitsky-Marshall: Black's d5 pawn takes the d4 knight straight ahead; White touches his g5 bishop and then claims; Black pleads XXV",
      "Levitsky v Marshall, Breslau 1912, to 10. Nd4. Black's d5 pawn takes the knight on d4 by moving straight ahead "
      "({[%move d5d4]}), which a pawn cannot do (asserted). White touches his g5 bishop ({[%touch g5]}) and then claims a "
      "false move. Black pleads that the claim comes after White touched a man.",
      ['XIII', ('london-1847', 'XXV')],
      ["XXV (found text): «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will "
       "not be allowed to inflict any penalty.» White touched his bishop first (laws.md A34: any touch of a man closes the "
       "claim). Black's plea is upheld: no-penalty-time-barred; the pawn stays on d4 and the knight is gone. XIII would have "
       "given the penalties; it is quoted, not cited.",
       "Philidor VIII, twenty-laws 3 and Boy's Own 7 close the claim only on a move, so there White would still be in time."],
      pre + [('raw', 'd5d4'), ('ev', '[%touch g5]')], 'late-claim', 'black', 'upheld', game='LM',
      remedies=['no-penalty-time-barred'], cites=['XXV'], glossed=['XXV'])

    pre = P('BF', 20)
    b = after(None, pre); mv = frm(b, 'f3'); assert mv == ['Ng1', 'Nd2', 'Nh4', 'Ne5', 'Ng5']
    case(4928, LO, 'byrne-fischer-white-touches-the-f3-knight-says-jadoube-after-then-plays-11-bg5',
      "The Game of the Century: White takes hold of his f3 knight and only then says j'adoube, then plays 11. Bg5; Black claims the knight must move",
      "Byrne v Fischer, New York 1956, to 10...Bg4. White touches his f3 knight ({[%touch f3]}) and, after touching it, says "
      "«j'adoube» ({[%adjust f3]}); then he plays 11. Bg5 (the published move). Black claims before touching a man. The "
      "knight has five lawful moves (asserted)." + CHK,
      ['VII', ('london-1847', 'XXV')],
      ["VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or "
       "words to that effect». The word came after the touch, not at the moment of it. Upheld: compel-move-touched-man, "
       "Black electing."],
      pre + [('ev', '[%touch f3]'), ('ev', '[%adjust f3]'), 'Bg5'], 'adjustment-claim', 'black', 'upheld', game='BF',
      remedies=['compel-move-touched-man'], elector='black', cites=['VII'], glossed=['VII'],
      moves={'compel-move-touched-man': mv})

    fen = '4k2r/1P6/8/8/8/8/8/3QK3 w - - 0 1'
    b = after(fen, ['b8=Q+']); assert b.is_check() and len(b.pieces(chess.QUEEN, chess.WHITE)) == 2
    case(4929, LO, 'pawn-made-a-second-queen-black-says-white-already-has-one',
      "White's b7 pawn reaches b8 and is made a queen, with check, while White's first queen is on the board; Black says a second queen is not allowed; dismissed",
      "White Ke1, Qd1, Pb7; Black Ke8, Rh8. 1. b8=Q+ (check said): White now has two queens (asserted). Black claims that "
      "a pawn may not be made a queen while the player's queen remains.",
      [('london-1847', 'XXI')],
      ["XXI (found text): «Every Pawn which has reached the 8th or last square of the chess-board must be immediately "
       "exchanged for a Queen, or any other Piece the player may think fit, even though all the pieces remain on the board. "
       "It follows, therefore, that he may have two or more Queens». Dismissed."],
      ['b8=Q+'], 'promotion', 'black', 'dismissed', start=fen, cites=['XXI'])

    pre = P('BF', 31)
    b = after(None, pre + ['Rfe8'], ('Rfe8',)); assert b.is_check()
    case(4930, LO, 'byrne-fischer-16-rfe8-check-unsaid-white-takes-the-queen-black-warns-with-17-axb6',
      "The Game of the Century: 16...Rfe8 checks without a word; White takes the queen, 17. Bxb6; Black recaptures and says check; both last moves are retracted",
      "Byrne v Fischer to 16. Bc5. 16...Rfe8 checks the e1 king (asserted); Black says nothing and the move is written "
      "without +. White, not noticing, plays 17. Bxb6, leaving the check. Black recaptures 17...axb6 and says «check». "
      "Black claims that the last moves be retracted.",
      [('london-1847', 'XVIII')],
      ["XVIII (found text): «If a player attack the adverse King without saying \"Check,\" his adversary is not obliged to "
       "attend to it : but if the former, in playing his next move, were to say \"Check,\" each player must retract his last "
       "move, and he that is under check must obviate it.» Black said check with his next move. Upheld: "
       "retract-both-last-moves; White's 17. Bxb6 and Black's 17...axb6 go back and White must answer 16...Rfe8."],
      pre + ['Rfe8', ('pseudo', 'Bxb6'), 'axb6', ('ev', '[%check]')], 'unannounced-check', 'black', 'upheld', game='BF',
      silent=('Rfe8',), remedies=['retract-both-last-moves'], cites=['XVIII'])
