"""The thirty cases of the forty-seventh set. Every board fact used below is asserted."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'
def write_all(case, after, P, frm, kingm, onto):
    # ---------------- twenty-laws
    pre = P('LEGAL', 6)
    b = after(None, pre); mv = frm(b, 'f3'); assert len(mv) >= 5
    case(4701, TW, 'legal-white-touches-the-f3-knight-then-plays-4-nc3', "Legal's mate: White touches the pinned-to-the-queen f3 knight, then plays 4. Nc3 with the other knight; Black claims at once",
      "Legal de Kermur v Saint Brie, Paris 1750, to 3...Bg4. White touches his f3 knight ({[%touch f3]}) and then plays 4. Nc3. The knight is pinned only to the queen, not the king, so every one of its moves is lawful (asserted)." + CHK,
      ['1', '11'], ["Law 1: «If you touch your man, you must play it». The exception for exposing the king does not arise. Black has moved nothing, so law 11 does not bar the claim. Upheld: compel-move-touched-man, Black electing."],
      pre + [('ev', '[%touch f3]'), 'Nc3'], 'touched-own-man', 'black', 'upheld', game='LEGAL',
      remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'], moves={'compel-move-touched-man': mv})

    pre = P('RT', 11)
    b = after(None, pre + [('ev', '[%check]')]); assert not b.is_check()
    case(4702, TW, 'reti-tartakower-6-dxe5-called-check-black-steps-ke7-and-retracts', "Reti-Tartakower: White says check with 6. dxe5, which gives none; Black answers 6...Ke7 and asks to take it back before White moves",
      "Reti v Tartakower, Vienna 1910, to 6. dxe5; White says «check» though the pawn gives none (asserted: Black's king is not attacked). Black moves his king to e7 (lawful, asserted) and claims before White's next move.",
      ['6'], ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king ... you may retract, if you do so before the opponent has completed his next move.» White has not moved. Upheld: retract-misled-move, Black electing."],
      pre + [('ev', '[%check]'), 'Ke7'], 'false-check-announcement', 'black', 'upheld', game='RT',
      remedies=['retract-misled-move'], elector='black', cites=['6'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'Kf1', 'Nf6', 'Ke1', 'd6']
    b = after(None, pre); mk = kingm(b); mr = frm(b, 'h1'); assert not b.has_kingside_castling_rights(chess.WHITE)
    case(4703, TW, 'giuoco-the-king-went-to-f1-and-back-then-white-castles', "Giuoco piano: White's king went to f1 and back to e1; at move 6 he castles king's side; Black claims at once",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Kf1 Nf6 5. Ke1 d6, then White castles ({[%move e1g1]}): his king has moved before (asserted: no castling right left).",
      ['8', '11'], ["Law 8: «You cannot castle after your king or the rook has moved; if you attempt it, the adversary may require you to move either the king or the rook.» Black claims before moving (law 11). Upheld: move-king, move-rook in the law's order, Black electing; the king and rook are back on e1 and h1."],
      pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-king', 'move-rook'], elector='black', cites=['8', '11'], glossed=['8'], moves={'move-king': mk, 'move-rook': mr})

    pre = P('OPERA', 20)
    b = after(None, pre[:-1] + [pre[-1]]) if False else None
    items = pre + ['Bxb5', ('pseudo', 'Qe6'), 'Kd2', ('ev', '[%check]')]
    bb = after(None, pre + ['Bxb5+']); assert bb.is_check()
    case(4704, TW, 'opera-game-11-bxb5-check-unsaid-black-plays-qe6-white-warns-after-12-kd2', "The Opera game with 12. Kd2: 11. Bxb5 gives check without a word; Black plays 11...Qe6; White says check with his next move; both last moves are retracted",
      "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 10...cxb5. 11. Bxb5 gives check (asserted) and nothing is said. Black plays 11...Qe6, which leaves the check. White plays 12. Kd2 and says «check». White claims.",
      ['5'], ["Law 5: «if on his next move he warn you, each party must retract his last move, and the king be removed out of check.» White warned on his next move. Upheld: retract-both-last-moves (A35); the position returns to after 11. Bxb5 and Black must parry."],
      items, 'unannounced-check', 'white', 'upheld', game='OPERA', silent=('Bxb5',),
      remedies=['retract-both-last-moves'], cites=['5'])

    case(4705, TW, 'rook-odds-the-a1-rook-left-on-noticed-after-two-moves', "Rook odds: the giver forgot to take off his a1 rook; Black notices after two moves each; the game is recommenced",
      "White gives the odds of the a1 rook but leaves it on the board ([Odds \"white rook a1 left-on-board\"]). 1. e4 e5 2. Nf3 Nc6; Black claims.",
      ['14'], ["Law 14: «If the error be noticed before four moves have been played, the game is to be re-commenced». Two moves each have been played. Upheld: restart-game (no election: the law orders it)."],
      ['e4', 'e5', 'Nf3', 'Nc6'], 'odds-man-not-removed', 'black', 'upheld', xtags=[('Odds', 'white rook a1 left-on-board')],
      remedies=['restart-game'], cites=['14'], glossed=['14'])

    pre = P('LEGAL', 8)
    bb = after(None, pre + [('raw', 'f3f5')]); assert bb.piece_at(chess.F5).piece_type == chess.KNIGHT
    case(4706, TW, 'legal-5-the-f3-knight-moves-like-a-rook-black-takes-it-then-claims', "Legal's game: White's knight goes f3-f5 like a rook; Black takes it with 5...gxf5 and only then complains; White pleads the claim is too late",
      "Legal v Saint Brie to 4...g6. White moves his f3 knight to f5 ({[%move f3f5]}), no knight's move. Black replies 5...gxf5 (lawful, asserted) and then claims a false move. White pleads lateness.",
      ['3', '11'], ["Law 3: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.» Law 11: «nor can any such be retraced, after the adversary has moved a piece.» Black played before noticing. White's plea upheld: no-penalty-time-barred."],
      pre + [('raw', 'f3f5'), 'gxf5'], 'late-claim', 'white', 'upheld', game='LEGAL',
      remedies=['no-penalty-time-barred'], cites=['3', '11'], glossed=['11'])
    # ---------------- boys-own
    pre = P('EVER', 32)
    b = after(None, pre); mv = frm(b, 'd3'); assert mv
    case(4707, BO, 'evergreen-white-touches-the-d3-bishop-then-plays-17-nf6', "The Evergreen game: White touches his d3 bishop, then plays 17. Nf6+ with the knight; Black claims",
      "Anderssen v Dufresne, Berlin 1852, to 16...Qh5. White touches his d3 bishop ({[%touch d3]}), then plays 17. Nf6+ (check said). Black claims before moving." + CHK,
      ['4'], ["Law 4: «If you touch a man, you must play it». The bishop can be played (asserted). Upheld: compel-move-touched-man, Black electing."],
      pre + [('ev', '[%touch d3]'), 'Nf6+'], 'touched-own-man', 'black', 'upheld', game='EVER',
      remedies=['compel-move-touched-man'], elector='black', cites=['4'], moves={'compel-move-touched-man': mv})

    pre = P('SVB', 40)
    case(4708, BO, 'steinitz-von-bardeleben-21-ng5-check-unsaid-black-plays-rc7', "Steinitz-von Bardeleben: 21. Ng5 gives check without a word; Black plays 21...Rc7; White says check with 22. Qf4; both last moves retracted",
      "Steinitz v von Bardeleben, Hastings 1895, to 20...g6. 21. Ng5 checks the f7 king (asserted), unsaid. Black plays 21...Rc7, ignoring it. White plays 22. Qf4 and says «check». White claims.",
      ['9'], ["Law 9: «if, on his next move, he warn you, each party must retract his last move, and the king be removed out of check, or covered.» Upheld: retract-both-last-moves."],
      pre + ['Ng5', ('pseudo', 'Rc7'), 'Qf4', ('ev', '[%check]')], 'unannounced-check', 'white', 'upheld', game='SVB', silent=('Ng5',),
      remedies=['retract-both-last-moves'], cites=['9'])

    pre = ['e4', 'e5', 'Nf3', 'Nf6', 'Bc4', 'Bc5', 'Rg1', 'O-O', 'Rh1', 'd6']
    b = after(None, pre); mk = kingm(b); mr = frm(b, 'h1')
    case(4709, BO, 'petroff-the-h1-rook-went-to-g1-and-back-then-white-castles', "The h1 rook went to g1 and back; White castles on move 6; Black claims: law 6, king or rook",
      "1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. Rg1 O-O 5. Rh1 d6, then White castles ({[%move e1g1]}) with the rook that has moved.",
      ['6', '7'], ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» Black chooses (A12). Claimed at once (law 7's window). Upheld: move-king, move-rook."],
      pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'], moves={'move-king': mk, 'move-rook': mr})

    pre = P('IMM', 7)
    b = after(None, pre); mk = kingm(b); assert mk
    case(4710, BO, 'immortal-game-4-the-c8-bishop-jumps-its-d7-pawn-to-e6', "The Immortal game: after 4. Kf1 Black's c8 bishop goes to e6 over his own d7 pawn; White claims: law 7, Black moves his king",
      "Anderssen v Kieseritzky, London 1851, to 4. Kf1. Black plays c8-e6 ({[%move c8e6]}); his d7 pawn blocks the diagonal. White claims at once." + CHK,
      ['7'], ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». The bishop goes back; the e8 king has a lawful move (asserted). Upheld: move-king, White electing."],
      pre + [('raw', 'c8e6')], 'false-move', 'white', 'upheld', game='IMM',
      remedies=['move-king'], elector='white', cites=['7'], moves={'move-king': mk})

    fen = '8/8/8/2k5/1b6/8/3N4/4K3 w - - 0 1'
    b = after(fen, []); mk = kingm(b); assert b.is_pinned(chess.WHITE, chess.D2)
    case(4711, BO, 'the-pinned-d2-knight-checks-from-b3', "A club ending: White's d2 knight, pinned by the b4 bishop, goes to b3 with check; Black claims: law 10, and the king must move",
      "White Ke1, Nd2; Black Kc5, Bb4. The knight is pinned to its king (asserted). White plays d2-b3 ({[%move d2b3]}) and says check: b3 does attack c5. Black claims at once.",
      ['10', '7'], ["Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king to a check from any of his pieces.» The move is false; law 7's penalty applies. Upheld: move-king, Black electing."],
      [('raw', 'd2b3', 'check')], 'self-exposing-check', 'black', 'upheld', start=fen,
      remedies=['move-king'], elector='black', cites=['10', '7'], glossed=['10'], moves={'move-king': mk})

    fen = 'k7/8/1K6/8/8/8/8/2Q5 w - - 0 1'
    b = after(fen, ['Qc7']); assert b.is_stalemate()
    case(4712, BO, 'queen-ending-1-qc7-stalemates-black-who-wins', "Queen against king: 1. Qc7 leaves Black stalemated; under law 11 Black wins",
      "White Kb6, Qc1; Black Ka8. 1. Qc7 and Black, not in check, has no move (asserted stalemate). Black claims the game.",
      ['11'], ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left ... he is stale-mated, and wins the game.» Upheld; Black wins."],
      ['Qc7'], 'stalemate-result', 'black', 'upheld', start=fen, result='black', cites=['11'])
    # ---------------- philidor
    pre = P('SVB', 14)
    b = after(None, pre); assert b.is_pinned(chess.WHITE, chess.C3); mk = kingm(b)
    case(4713, PH, 'steinitz-von-bardeleben-white-touches-the-pinned-c3-knight-then-plays-8-exd5', "Steinitz-von Bardeleben: White touches his c3 knight, pinned by the b4 bishop, then plays 8. exd5; Black claims: rule XV, White must play his king",
      "Steinitz v von Bardeleben to 7...d5. White touches the c3 knight ({[%touch c3]}), pinned to his e1 king (asserted), then plays 8. exd5. Black claims before moving.",
      ['V', 'XV'], ["Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King». Read as exposing his own king to check (A17). The king can move (asserted). Upheld: move-king, Black electing."],
      pre + [('ev', '[%touch c3]'), 'exd5'], 'touched-own-man-unplayable', 'black', 'upheld', game='SVB',
      remedies=['move-king'], elector='black', cites=['V', 'XV'], glossed=['XV'], moves={'move-king': mk})

    fen = '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1'
    case(4714, PH, 'pawn-made-a-rook-with-check-black-says-it-must-be-a-queen', "White's b7 pawn reaches b8 and is made a rook, giving check; Black says it must be a queen; dismissed",
      "White Ke1, Pb7; Black Ke8. 1. b8=R+ (check said). Black claims that a pawn must become a queen.",
      ['IX'], ["Rule IX: «is entitled to make a Queen, or any other Piece that shall be thought proper». A rook is such a piece. Dismissed."],
      ['b8=R+'], 'promotion', 'black', 'dismissed', start=fen, cites=['IX'])

    pre = P('IMM', 40)
    case(4715, PH, 'immortal-game-21-nxg7-check-unsaid-black-plays-nc5', "The Immortal game: 21. Nxg7 checks without a word; Black plays 21...Nc5; White says check with 22. c3; both retract",
      "Anderssen v Kieseritzky to 20...Na6. 21. Nxg7 checks the e8 king (asserted), unsaid. Black plays 21...Nc5. White plays 22. c3 and says «check». White claims.",
      ['XIII'], ["Rule XIII: «but if the first, in playing the next move, were to say, Check, each must then come back from his last move». Upheld: retract-both-last-moves."],
      pre + ['Nxg7', ('pseudo', 'Nc5'), 'c3', ('ev', '[%check]')], 'unannounced-check', 'white', 'upheld', game='IMM', silent=('Nxg7',),
      remedies=['retract-both-last-moves'], cites=['XIII'])

    pre = P('LEGAL', 7)
    b = after(None, pre); mk = kingm(b)
    case(4716, PH, 'legal-4-the-g4-bishop-slides-to-d4-like-a-rook', "Legal's game: after 4. Nc3 Black's g4 bishop goes to d4 like a rook; White claims: rule VIII, Black plays his king",
      "Legal v Saint Brie to 4. Nc3. Black moves g4-d4 ({[%move g4d4]}), no bishop's move. White claims at once.",
      ['VIII', 'VI'], ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» Upheld: move-king (A36: the bishop goes back first), White electing."],
      pre + [('raw', 'g4d4')], 'false-move', 'white', 'upheld', game='LEGAL',
      remedies=['move-king'], elector='white', cites=['VIII', 'VI'], moves={'move-king': mk})

    fen = '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1'
    b = after(fen, ['Qf7']); assert b.is_stalemate()
    case(4717, PH, 'queen-ending-in-france-1-qf7-stalemate-is-drawn', "Played under the French custom: 1. Qf7 stalemates Black; a drawn game",
      "[Option \"country=france\"]. White Kg6, Qf1; Black Kh8. 1. Qf7 stalemates Black (asserted). Black claims.",
      ['XVI'], ["Rule XVI: «in France, and several other countries, the stale-mate is a drawn game.» The game option names France (A19). Upheld: draw."],
      ['Qf7'], 'stalemate-result', 'black', 'upheld', start=fen, xtags=[('Option', 'country=france')], result='draw', cites=['XVI'], glossed=['XVI'])

    pre = P('LT', 22)
    case(4718, PH, 'lasker-thomas-12-nxf6-quitted-white-wants-it-on-g5', "Lasker-Thomas: White sets 12. Nxf6+ down and lets go, then asks to play the knight elsewhere; dismissed",
      "Ed. Lasker v Thomas, London 1912, to 11...Kxh7. White plays 12. Nxf6+ (check said) and quits the knight, then asks to move it to another square.",
      ['VII'], ["Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place». Dismissed."],
      pre + ['Nxf6+'], 'man-released', 'white', 'dismissed', game='LT', cites=['VII'])
    # ---------------- acknowledged
    pre = P('LM', 38)
    b = after(None, pre); mv = frm(b, 'd5')
    case(4719, AC, 'levitsky-marshall-white-touches-the-d5-rook-then-plays-20-qh5', "Levitsky-Marshall: White touches his d5 rook, then plays 20. Qh5; Black claims: the rook must move",
      "Levitsky v Marshall, Breslau 1912, to 19...Nd4. White touches the d5 rook ({[%touch d5]}) and plays 20. Qh5. Black claims.",
      ['V'], ["Law V: «If a piece be touched it must be moved.» Upheld: compel-move-touched-man, Black electing."],
      pre + [('ev', '[%touch d5]'), 'Qh5'], 'touched-own-man', 'black', 'upheld', game='LM',
      remedies=['compel-move-touched-man'], elector='black', cites=['V'], moves={'compel-move-touched-man': mv})

    pre = P('LEGAL', 8)
    b = after(None, pre + ['Nxe5', ('ev', '[%check]')]); assert not b.is_check()
    case(4720, AC, 'legal-5-nxe5-called-check-black-steps-ke7', "Legal's game: White says check with 5. Nxe5, which gives none; Black plays 5...Ke7 and claims",
      "Legal v Saint Brie to 4...g6. White plays 5. Nxe5 and says «check»; Black's king is not attacked (asserted). Black plays 5...Ke7 and claims before White moves.",
      ['XI'], ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» Upheld: leave-as-played, retract-misled-move, Black electing (A27)."],
      pre + ['Nxe5', ('ev', '[%check]'), 'Ke7'], 'false-check-announcement', 'black', 'upheld', game='LEGAL',
      remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    items = ['e4', 'Nf6', 'e5', 'd5', 'exd6']
    b = after(None, items); assert b.piece_at(chess.D5) is None
    case(4721, AC, 'alekhine-3-exd6-in-passing-black-calls-it-false', "Alekhine's defence: 2...d5 is taken in passing, 3. exd6; Black calls it a false move; dismissed",
      "1. e4 Nf6 2. e5 d5 3. exd6, the e5 pawn taking the d5 pawn in passing (lawful, asserted). Black claims it is an illegal move.",
      ['VIII'], ["Law VIII: «in the latter case it is liable to be taken en passant, with any Pawn that could have taken it had it been played only one square.» Dismissed."],
      items, 'en-passant', 'black', 'dismissed', cites=['VIII'])

    fen = 'k7/2K5/8/1Q6/8/8/8/8 w - - 0 1'
    b = after(fen, ['Qb6']); assert b.is_stalemate()
    case(4722, AC, 'queen-ending-1-qb6-stalemate-is-a-draw', "Queen against king: 1. Qb6 stalemates Black; a drawn game",
      "White Kc7, Qb5; Black Ka8. 1. Qb6: Black is not in check and has no move (asserted).",
      ['XIII'], ["Law XIII: «Stalemate is a drawn game.» Upheld: draw."],
      ['Qb6'], 'stalemate-result', 'black', 'upheld', start=fen, result='draw', cites=['XIII'])

    pre = ['e3', 'b6', 'g3', 'Ba6', 'Bh3', 'e6', 'Nf3', 'Nf6']
    b = after(None, pre); assert b.is_attacked_by(chess.BLACK, chess.F1)
    case(4723, AC, 'white-castles-over-f1-commanded-by-the-a6-bishop', "White castles king's side while the a6 bishop commands f1; Black claims under IX and VII",
      "1. e3 b6 2. g3 Ba6 3. Bh3 e6 4. Nf3 Nf6 5. O-O ({[%move e1g1]}): the king passes f1, which the a6 bishop attacks (asserted). Black claims at once.",
      ['IX', 'VII'], ["Law IX: «4. If the King in moving pass over any square commanded by any one of his adversary's forces.» IX gives no penalty; VII's menu applies (A23, A24). Upheld: move-correctly, move-king, replace-and-move-legally, Black electing."],
      pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'], glossed=['VII'])

    case(4724, AC, 'knight-odds-the-b1-knight-left-on-after-white-has-played-four', "Knight odds: the giver left his b1 knight on; Black notices after White's fourth move; Black elects restart or play on",
      "[Odds \"white knight b1 left-on-board\"]. 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3; Black claims.",
      ['III'], ["Law III: «must remove the man before four moves on either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» White has made four moves (A21). Upheld: continue-as-is, restart-game, Black electing."],
      ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'd3'], 'odds-man-not-removed', 'black', 'upheld', xtags=[('Odds', 'white knight b1 left-on-board')],
      remedies=['continue-as-is', 'restart-game'], elector='black', cites=['III'], glossed=['III'])
    # ---------------- london
    pre = P('OPERA', 23)
    b = after(None, pre); assert b.is_pinned(chess.BLACK, chess.D7); mk = kingm(b)
    case(4725, LO, 'opera-game-black-touches-the-pinned-d7-knight-then-plays-12-rd8', "The Opera game: Black touches his d7 knight, pinned by the b5 bishop, then plays 12...Rd8; White claims under XVII",
      "Morphy v Duke of Brunswick and Count Isouard to 12. O-O-O. Black touches the d7 knight ({[%touch d7]}), pinned to his king (asserted), then plays 12...Rd8. White claims before touching anything.",
      ['VII', ('london-1847', 'XVII')], ["XVII (found text): «he must replace the Piece or Pawn and move his King». The king can move (asserted). Upheld: replace-and-move-king, White electing."],
      pre + [('ev', '[%touch d7]'), 'Rd8'], 'touched-own-man-unplayable', 'white', 'upheld', game='OPERA',
      remedies=['replace-and-move-king'], elector='white', cites=['VII', 'XVII'], moves={'replace-and-move-king': mk})

    pre = P('EVER', 22)
    b = after(None, pre); mc = onto(b, 'b5'); assert mc
    case(4726, LO, 'evergreen-white-touches-the-b5-pawn-then-plays-12-nbd2', "The Evergreen game: White touches Black's b5 pawn without a word, then plays 12. Nbd2; Black claims under IX",
      "Anderssen v Dufresne to 11...b5. White touches the b5 pawn ({[%touch b5]}), says no «J’adoube», then plays 12. Nbd2. Black claims before touching a man.",
      ['IX', ('london-1847', 'XXV')], ["IX: «his adversary may compel him to take it». The pawn can be taken (asserted). Read «take» as touch (A28). Upheld: compel-capture-of-touched-man, Black electing."],
      pre + [('ev', '[%touch b5]'), 'Nbd2'], 'touched-adversary-man', 'black', 'upheld', game='EVER',
      remedies=['compel-capture-of-touched-man'], elector='black', cites=['IX', 'XXV'], glossed=['IX'], moves={'compel-capture-of-touched-man': mc})

    pre = P('LT', 18)
    case(4727, LO, 'lasker-thomas-10-qh5-and-then-h4-in-one-turn', "Lasker-Thomas: White plays 10. Qh5 and, before Black replies, also h2-h4; Black claims under XIV",
      "Ed. Lasker v Thomas to 9...Bb7. White plays 10. Qh5 and then h2-h4 ({[%move h2h4 white]}) before Black moves. Black claims at once.",
      ['XIV', ('london-1847', 'XXV')], ["XIV: «his adversary may choose whether both moves shall remain, or the second be retracted.» Upheld: keep-both-moves, retract-second-move, Black electing (A30)."],
      pre + ['Qh5', ('oot', 'h2h4', 'white')], 'move-out-of-turn', 'black', 'upheld', game='LT',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['XIV', 'XXV'], glossed=['XIV'])

    pre = P('BF', 23)
    b = after(None, pre + [('ev', '[%check]')]); assert not b.is_check()
    case(4728, LO, 'byrne-fischer-12-qa3-called-check-black-plays-kh8', "The Game of the Century: White says check with 12. Qa3, which gives none; Black plays 12...Kh8 and claims",
      "Byrne v Fischer, New York 1956, to 11...Na4. 12. Qa3 and White says «check»; Black's king is not attacked (asserted). Black plays 12...Kh8 and claims before White completes a move.",
      [('london-1847', 'XX')], ["XX (found text): «he may retract such move, provided his adversary has not completed his last move.» Upheld: retract-misled-move, Black electing."],
      pre + [('ev', '[%check]'), 'Kh8'], 'false-check-announcement', 'black', 'upheld', game='BF',
      remedies=['retract-misled-move'], elector='black', cites=['XX'])

    fen = '7k/8/5Q1K/8/8/8/8/8 w - - 0 1'
    b = after(fen, ['Qf7']); assert b.is_stalemate()
    case(4729, LO, 'queen-ending-1-qf7-stalemate-is-a-draw', "Queen against king: 1. Qf7 stalemates Black; a drawn game",
      "White Kh6, Qf6; Black Kh8. 1. Qf7 stalemates Black (asserted).",
      [('london-1847', 'XXIV')], ["XXIV (found text): «A stalemate is a drawn game.» Upheld: draw."],
      ['Qf7'], 'stalemate-result', 'black', 'upheld', start=fen, result='draw', cites=['XXIV'])

    items = ['d4', 'e6', 'e4', 'c5', 'Nf3', 'c4', 'b4', 'cxb3']
    case(4730, LO, 'french-4-b4-taken-in-passing-white-calls-it-false', "Black takes 4. b4 in passing with the c4 pawn; White calls it a false move; dismissed",
      "1. d4 e6 2. e4 c5 3. Nf3 c4 4. b4 cxb3, the c4 pawn taking in passing (lawful, asserted). White claims a false move.",
      ['XV'], ["XV: «the opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one square only.» Dismissed."],
      items, 'en-passant', 'white', 'dismissed', cites=['XV'])
