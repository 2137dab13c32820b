"""The thirty cases of the sixty-second set. Every board fact used below is asserted here, with python-chess."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}).'
S = chess.parse_square
KG = ['e4', 'e5', 'f4', 'exf4', 'Bc4', 'Qh4+', 'Kf1', 'd6', 'Nf3', 'Qh5', 'Ke1', 'Bg4']
NO_H1 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1'
EP = ['e4', 'd6', 'd4', 'Nf6', 'Nc3', 'g6', 'e5', 'd5']
C4F1 = 'r2qk2r/ppp2ppp/2np1n2/2b1p3/2b1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 7'
LOFEN = 'r3k2r/ppp2ppp/2np1n2/2b1p1q1/2b1P3/1QN1B3/PPP2PPP/R3K2R w KQkq - 0 10'
PINFEN = '4r1k1/5ppp/8/8/8/8/4BPPP/2R1K3 w - - 0 30'
PROMO = '6k1/P4pp1/7p/8/8/7P/5PP1/6K1 w - - 0 40'
PROMO2 = '6k1/4P1pp/8/8/8/8/5PPP/6K1 w - - 0 45'


def write_all(case, after, P, frm, kingm, onto):
    def leap_ok(b, uci):
        m = chess.Move.from_uci(uci)
        assert m not in b.legal_moves and m not in b.pseudo_legal_moves, uci
    # ======================================================== twenty-laws 6201-6206
    pre = P('IM', 8); b = after(None, pre); leap_ok(b, 'f1f3')
    assert b.turn == chess.WHITE and b.piece_at(S('f2')) is None and not b.is_attacked_by(chess.BLACK, S('f3'))
    km = kingm(b); assert km == ['Ke2']
    case(6201, TW, 'immortal-game-5-the-king-leaps-f1-f3',
      "The Immortal game: instead of 5. Bxb5 White's king goes from f1 to f3, two squares at once; Black claims at once",
      "Anderssen v Kieseritzky, London 1851, to 4...b5. White moves his king from f1 to f3 ({[%move f1f3]}), over the empty "
      "f2 square; f3 is not attacked, so the king stands out of check there (asserted). From f1 the king's one lawful move is "
      "Ke2 (asserted). Black claims before he moves." + CHK,
      ['3', '11'],
      ["Law 3 names the offence as «giving to a piece a movement not consistent with its laws», and a king that steps two "
       "squares (other than in castling) does exactly that. The three penalties are the adversary's: «you may be compelled "
       "either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king». "
       "When the man moved falsely is the king himself, the second and third penalties both come to a lawful king move from f1, "
       "so both carry the same list (Ke2). The king's false step does not pay the king-move penalty: it is the offence. Black "
       "has not moved (law 11). Upheld; Black elects."],
      pre + [('raw', 'f1f3')], 'false-move', 'black', 'upheld', game='IM',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11'],
      moves={'move-correctly': km, 'replace-and-move-king': km})

    pre = P('SF', 38); b = after(None, pre); leap_ok(b, 'e3e5')
    assert b.piece_at(S('e3')).symbol() == 'P' and b.piece_at(S('e4')) is None and b.piece_at(S('e5')) is None
    pm = frm(b, 'e3'); km = kingm(b); assert pm == ['e4'] and km == ['Kh1']
    case(6202, TW, 'spassky-fischer-20-the-e3-pawn-steps-two-squares',
      "Spassky-Fischer, game 6: instead of 20. e4 the e3 pawn, which has moved before, goes two squares to e5; Black claims at once",
      "Spassky v Fischer, World Championship, Reykjavik 1972, game 6, to 19...fxe6. White's e-pawn left e2 on move 6 (6. e3). "
      "Now, instead of 20. e4, White moves it from e3 to e5 ({[%move e3e5]}); e4 and e5 were empty. Its only lawful move "
      "from e3 is e4, and White's only lawful king move is Kh1 (both asserted). Black claims before he moves." + CHK,
      ['3', '11'],
      ["The code has no law on the pawn's step, but law 3 does not list the lawful movements; it punishes «a movement not "
       "consistent with its laws», which brings in the ordinary laws of the men, under which a pawn steps two squares only on "
       "its first move. The e-pawn made that first move on move 6. Black claims in time (law 11), so he chooses among the "
       "three penalties of law 3: leave the pawn on e5, play it correctly (e4), or replace it and move the king (Kh1)."],
      pre + [('raw', 'e3e5')], 'false-move', 'black', 'upheld', game='SF',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11'],
      moves={'move-correctly': pm, 'replace-and-move-king': km})

    pre = P('SF', 59); b = after(None, pre); leap_ok(b, 'd8h4')
    assert b.piece_at(S('e7')).symbol() == 'r' and b.piece_at(S('h4')).symbol() == 'P' and onto(b, 'h4') == [] and kingm(b) == []
    qm = frm(b, 'd8')
    case(6203, TW, 'spassky-fischer-30-the-queen-takes-h4-over-her-own-e7-rook',
      "Spassky-Fischer, game 6: Black's d8 queen takes the h4 pawn through his own e7 rook; nothing of Black's can take h4 lawfully; White claims",
      "Spassky v Fischer, Reykjavik 1972, game 6, to 30. h4. Instead of 30...Rbb7 Black's queen goes from d8 to h4 and "
      "takes the pawn there ({[%move d8h4]}), passing over his own rook on e7. No Black man can take h4 lawfully (asserted); "
      "the queen has nine lawful moves (asserted). White claims before he moves." + CHK,
      ['3', '11'],
      ["Law 3, second sentence: «if by a false move you capture one of your adversary's men, he may oblige you either to take "
       "such piece (if it be en prise of one of your men) or to move the piece touched.» The h4 pawn is not en prise of any "
       "Black man, so the first penalty cannot be enforced here; the second can: the queen, the piece touched, must make a "
       "lawful move, White choosing among them. White has not moved (law 11). Upheld, with the capture penalty unenforceable."],
      pre + [('raw', 'd8h4')], 'illegal-capture', 'white', 'upheld', game='SF',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white', cites=['3', '11'],
      moves={'move-touched-capturer': qm}, unenforceable=['capture-with-legal-capturer'])

    b0 = chess.Board(NO_H1); b = after(NO_H1, KG); leap_ok(b, 'e1g1')
    assert b.piece_at(S('h1')) is None and b.piece_at(S('f1')) is None and b.piece_at(S('g1')) is None
    km = kingm(b); assert 'O-O' not in km and km
    case(6204, TW, 'kings-gambit-at-rook-odds-the-king-went-to-f1-and-back-then-castles-without-the-rook',
      "King's Gambit at the odds of White's king's rook: the king stepped to f1 and back, then White castles on the rook's side; Black claims",
      "White gives the odds of his king's rook ([Odds \"white rook h1\"]). 1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ (check said) 4. Kf1 "
      "d6 5. Nf3 Qh5 6. Ke1 Bg4: White's king has moved twice and is back on e1. White now castles on the king's side "
      "({[%move e1g1]}): the king goes to g1, and there is no rook to move. Black claims before he moves. The king's lawful moves "
      "on e1 are listed (asserted)." + CHK,
      ['8', '16', '11'],
      ["Law 16 lets the giver of the rook «castle on that side, as if the rook was at its square», and law 8 repeats it; but "
       "the same law 8 opens: «You cannot castle after your king or the rook has moved; if you attempt it, the adversary may "
       "require you to move either the king or the rook.» The fiction of the absent rook does not revive a right the king has "
       "lost by 4. Kf1 and 6. Ke1 (A2: the right lasts until the king moves). Black claims before moving (law 11), so he may "
       "require a king move; the rook move cannot be enforced, since there is no rook on that side."],
      KG + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', xtags=[('Odds', 'white rook h1')], replay=NO_H1,
      remedies=['move-king', 'move-rook'], elector='black', cites=['8', '16', '11'], glossed=['8'],
      moves={'move-king': km}, unenforceable=['move-rook'])

    it = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'd3', 'Nf6', 'Rf1', 'd6', 'Rh1', 'O-O']
    b = after(None, it); leap_ok(b, 'e1g1')
    b2 = after(None, it + [('raw', 'e1g1'), 'Bg4']); assert b2.turn == chess.WHITE
    case(6205, TW, 'giuoco-pianissimo-the-h1-rook-went-to-f1-and-back-white-castles-black-replies-then-claims',
      "Giuoco Pianissimo: White's king's rook went to f1 and back; White castles on that side; Black replies 8...Bg4 and only then claims",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. Rf1 d6 6. Rh1 O-O. White's king's rook has moved to f1 and back. White "
      "castles on the king's side ({[%move e1g1]}); Black, not noticing, plays 8...Bg4 (lawful, asserted) and then claims "
      "that the castling was unlawful.",
      ['8', '11'],
      ["Law 8 forbids the castling («You cannot castle after your king or the rook has moved»), and had Black claimed at "
       "once he could have required a king or rook move. But law 11: «No irregularity or false move committed in the play is "
       "subject to penalty—nor can any such be retraced, after the adversary has moved a piece.» An unlawful castling is such "
       "an irregularity, and Black, the adversary, moved a piece (8...Bg4) before claiming (A6). Out of time: the castled "
       "position stands."],
      it + [('raw', 'e1g1'), 'Bg4'], 'illegal-castling', 'black', 'out-of-time',
      cites=['8', '11'], glossed=['11'])

    pre = P('SF', 55); b = after(None, pre); leap_ok(b, 'a7a3')
    assert b.turn == chess.BLACK and kingm(b) == [] and b.piece_at(S('a5')).symbol() == 'p' and b.piece_at(S('a3')) is None
    rm = frm(b, 'a7')
    case(6206, TW, 'spassky-fischer-28-the-a7-rook-leaps-its-own-a5-pawn-the-king-cannot-move',
      "Spassky-Fischer, game 6: Black's a7 rook goes to a3 over his own a5 pawn; Black's king on h8 has no lawful move; White claims",
      "Spassky v Fischer, Reykjavik 1972, game 6, to 28. Rcf1. Instead of 28...Qd8 Black moves his a7 rook to a3 "
      "({[%move a7a3]}), passing over his own pawn on a5. Black's king on h8 has no lawful move; the rook has five (both "
      "asserted). White claims before he moves." + CHK,
      ['3', '11', '18'],
      ["Law 3 gives White the three penalties: leave the rook on a3, give it «a natural move», or «replace it and move the "
       "king». The third cannot be enforced: law 18, «In no case where the penalty of moving the king would place him in check, "
       "can it be enforced», and every square round the h8 king is covered or occupied. The other two stand; White claims in "
       "time (law 11) and elects."],
      pre + [('raw', 'a7a3')], 'false-move', 'white', 'upheld', game='SF',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='white', cites=['3', '11', '18'],
      moves={'move-correctly': rm}, unenforceable=['replace-and-move-king'])

    # ======================================================== boys-own-1829 6207-6212
    pre = P('DB', 27); b = after(None, pre); leap_ok(b, 'd8b6')
    assert b.turn == chess.BLACK and b.piece_at(S('c7')) is None and not b.is_attacked_by(chess.WHITE, S('b6'))
    km = kingm(b); assert km == ['Kc8']
    case(6207, BO, 'deep-blue-kasparov-14-the-king-leaps-d8-b6',
      "Deep Blue-Kasparov, game 6: instead of 14...Kc8 Black's king goes from d8 to b6, two squares at once; White claims",
      "Deep Blue v Kasparov, New York 1997, game 6, to 14. Bg3. Black moves his king from d8 to b6 ({[%move d8b6]}), over "
      "the empty c7 square; b6 is not attacked (asserted). From d8 the king's only lawful move is Kc8 (asserted). White claims "
      "before he moves." + CHK,
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing "
       "him in check». A king's step of two squares is a false move. The false step itself does not satisfy the penalty: the "
       "law's king move is a lawful one, made instead of the false move, which White has noticed before playing and so is "
       "recalled. The king can move (Kc8). Upheld; White may oblige Black to play it."],
      pre + [('raw', 'd8b6')], 'false-move', 'white', 'upheld', game='DB',
      remedies=['move-king'], elector='white', cites=['7'], moves={'move-king': km})

    pre = P('SF', 57); b = after(None, pre); leap_ok(b, 'a7a3')
    assert b.turn == chess.BLACK and kingm(b) == []
    case(6208, BO, 'spassky-fischer-29-the-a7-rook-leaps-its-own-a5-pawn-the-king-cannot-move',
      "Spassky-Fischer, game 6: Black's a7 rook goes to a3 over his own a5 pawn; Black's king has no lawful move; White claims the king move",
      "Spassky v Fischer, Reykjavik 1972, game 6, to 29. Qg3. Instead of 29...Re7 Black moves his a7 rook to a3 "
      "({[%move a7a3]}), passing over his own a5 pawn. Black's king on h8 has no lawful move (asserted). White claims at once." + CHK,
      ['7'],
      ["Law 7 gives one penalty, and conditions it: White «can oblige you to move your king, if you ¢an do so without placing "
       "him in check». Black cannot: every square round h8 is covered or occupied. The claim is upheld, in time, but the "
       "king-move penalty cannot be enforced."],
      pre + [('raw', 'a7a3')], 'false-move', 'white', 'upheld', game='SF',
      remedies=['move-king'], elector='white', cites=['7'], unenforceable=['move-king'])

    b = after(None, KG); leap_ok(b, 'e1g1')
    km = kingm(b); rk = frm(b, 'h1'); assert 'O-O' not in km and rk
    case(6209, BO, 'kings-gambit-the-king-went-to-f1-and-back-then-castles',
      "King's Gambit: White's king went to f1 and back to e1; then White castles; Black claims under law 6",
      "1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ (check said) 4. Kf1 d6 5. Nf3 Qh5 6. Ke1 Bg4. White's king has moved twice and "
      "stands again on e1, the h1 rook unmoved. White castles on the king's side ({[%move e1g1]}). Black claims before he "
      "moves. The king's lawful moves on e1 and the h1 rook's are listed (asserted)." + CHK,
      ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your "
       "moving one of those pieces.» The king moved on moves 4 and 6; standing on e1 again does not restore the right. The "
       "adversary chooses which piece (A12), king or rook, and the castling is not a move of either that counts. Law 7's "
       "deadline has not passed: Black has not played. Upheld; Black elects."],
      KG + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'],
      moves={'move-king': km, 'move-rook': rk})

    pre = P('IM', 19); b = after(None, pre); leap_ok(b, 'c8e6')
    assert b.turn == chess.BLACK and b.piece_at(S('d7')).symbol() == 'p' and b.piece_at(S('e6')) is None
    b2 = after(None, pre + [('raw', 'c8e6'), 'Rg1'])
    case(6210, BO, 'immortal-game-10-the-c8-bishop-leaps-d7-white-plays-11-rg1-then-claims-black-pleads-late',
      "The Immortal game: Black's c8 bishop goes to e6 over his own d7 pawn; White plays 11. Rg1 and then claims; Black pleads that the claim is too late",
      "Anderssen v Kieseritzky, London 1851, to 10. g4. Instead of 10...Nf6 Black moves his c8 bishop to e6 "
      "({[%move c8e6]}), over his own pawn on d7. White, not noticing, plays 11. Rg1 (the published move, lawful here, "
      "asserted), then claims the false move; Black answers that it comes too late." + CHK,
      ['7'],
      ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» "
       "White, the opponent, played 11. Rg1 before noticing. Black's plea is upheld: no penalty, and the bishop stays on e6."],
      pre + [('raw', 'c8e6'), 'Rg1'], 'late-claim', 'black', 'upheld', game='IM',
      remedies=['no-penalty-time-barred'], cites=['7'])

    pre = P('IM', 31); b = after(None, pre); leap_ok(b, 'f6b2')
    assert b.piece_at(S('c3')).symbol() == 'N' and b.piece_at(S('b2')).symbol() == 'P' and onto(b, 'b2') == []
    km = kingm(b); assert km == ['Kd8']
    case(6211, BO, 'immortal-game-16-the-queen-takes-b2-through-the-c3-knight',
      "The Immortal game: one move early, Black's queen takes b2 from f6 through White's knight on c3; White claims",
      "Anderssen v Kieseritzky, London 1851, to 16. Nc3. Instead of 16...Bc5 Black plays his queen from f6 to b2, taking "
      "the pawn there ({[%move f6b2]}), though White's knight on c3 stands between (in the game the knight left c3 with "
      "17. Nd5 and only then 17...Qxb2 was played). Black's only lawful king move is Kd8 (asserted). White claims at once." + CHK,
      ['7'],
      ["A capture the man cannot lawfully make is a false move, and law 7 governs it: «your opponent can oblige you to move "
       "your king, if you ¢an do so without placing him in check». The capture is recalled and Black's king can move to d8. "
       "Upheld; the code has no separate penalty for a false capture."],
      pre + [('raw', 'f6b2')], 'illegal-capture', 'white', 'upheld', game='IM',
      remedies=['move-king'], elector='white', cites=['7'], glossed=['7'], moves={'move-king': km})

    pre = P('IM', 38); b = after(None, pre)
    assert b.is_check() and onto(b, 'g1') == [] and 'Ke2' in kingm(b)
    case(6212, BO, 'immortal-game-white-lays-hand-on-the-g1-bishop-then-plays-20-ke2',
      "The Immortal game: in the check of 19...Qxa1+ White touches Black's g1 bishop, which he cannot take, then plays 20. Ke2; Black claims",
      "Anderssen v Kieseritzky, London 1851, to 19...Qxa1+ (check said). White touches Black's bishop on g1 "
      "({[%touch g1]}) and then plays 20. Ke2 (the published move). No White man can take the bishop lawfully: Kxg1 would "
      "leave the king on the a1 queen's rank (asserted). Black claims after 20. Ke2, before he moves." + CHK,
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must "
       "moeve your king, if that be possible, without putting him in check.» White cannot take the bishop, so the only penalty "
       "is a king move, and White has already made one, 20. Ke2, a lawful king move. The penalty is satisfied by what White did "
       "next; there is nothing left to impose. Dismissed."],
      pre + [('ev', '[%touch g1]'), 'Ke2'], 'touched-adversary-man', 'black', 'dismissed', game='IM', cites=['5'])

    # ======================================================== philidor 6213-6218
    pre = P('DB', 22); b = after(None, pre); leap_ok(b, 'f3e3')
    km = kingm(b); assert km == ['Kh1'] and b.piece_at(S('e3')) is None
    case(6213, PH, 'deep-blue-kasparov-12-the-f3-knight-steps-to-e3',
      "Deep Blue-Kasparov, game 6: instead of 12. a4 White's f3 knight steps one square sideways to e3; Black claims",
      "Deep Blue v Kasparov, New York 1997, game 6, to 11...b5. White moves his knight from f3 to e3 ({[%move f3e3]}), a "
      "move no knight can make. White's only lawful king move is Kh1 (asserted). Black claims before he moves." + CHK,
      ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI.» Rule VI: «you, who have touched it, must "
       "play your King if you can.» The knight's move is false, Black's next move has not been made, so it is recalled and "
       "White must play his king (A36): Kh1 is lawful. Upheld."],
      pre + [('raw', 'f3e3')], 'false-move', 'black', 'upheld', game='DB',
      remedies=['move-king'], elector='black', cites=['VIII', 'VI'], moves={'move-king': km})

    b = after(None, EP); m = chess.Move.from_uci('e5d6'); assert m not in b.legal_moves and b.ep_square is None
    km = kingm(b); assert km == ['Kd2', 'Ke2']
    case(6214, PH, 'pirc-4-d5-a-single-step-white-takes-it-in-passing',
      "Pirc opening: Black's d-pawn steps from d6 to d5, beside White's e5 pawn; White takes it 'in passing'; Black claims",
      "1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. e5 d5. Black's d-pawn made its first move on move 1 (d7-d6) and now steps one square, "
      "d6-d5, to stand beside White's e5 pawn. White plays his e5 pawn to d6 as if taking en passant ({[%move e5d6]}). No "
      "capture in passing is possible (asserted); White's lawful king moves are Kd2 and Ke2 (asserted). Black claims at once.",
      ['VIII', 'X', 'VI'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in "
       "passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» The capture in passing is "
       "tied to «this case», the two-square advance at the first move. The d-pawn came one square, on its second move, so "
       "there is nothing to take in passing and White's move is false. Rule VIII: «Whoever makes a false move, must play his "
       "King, as in Rule VI.» Upheld: White must play his king (Kd2 or Ke2)."],
      EP + [('raw', 'e5d6')], 'en-passant', 'black', 'upheld',
      remedies=['move-king'], elector='black', cites=['VIII', 'X', 'VI'], moves={'move-king': km})

    b = after(C4F1, []); leap_ok(b, 'e1g1')
    assert b.is_attacked_by(chess.BLACK, S('f1')) and not b.is_check() and not b.is_attacked_by(chess.BLACK, S('g1'))
    km = kingm(b); rk = frm(b, 'h1'); assert km == [] and rk == ['Rf1', 'Rg1']
    case(6215, PH, 'two-knights-white-castles-over-f1-commanded-by-the-c4-bishop-his-king-cannot-move',
      "White castles over f1, which Black's c4 bishop commands; White's king has no other lawful move, so only the rook can be played",
      "From the position given ([FEN]): Black's bishop on c4 sees f1 through the empty d3 and e2 squares. White castles on "
      "the king's side ({[%move e1g1]}); the king passes over f1, which the bishop attacks; e1 and g1 are not attacked "
      "(asserted). The castling is recalled on Black's claim, made at once. On e1 White's king has no lawful move (d1, d2 and "
      "f2 are his own men, e2 and f1 are attacked); the h1 rook has two (all asserted).",
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a "
       "check ... and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» "
       "The king passed over an attacked square. The choice is the offender's (A16 ii), so White elects. The king cannot be "
       "played (rule VI: «play your King if you can»), so only the rook can: the king penalty is unenforceable."],
      [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', start=C4F1,
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      moves={'move-rook': rk}, unenforceable=['move-king'])

    b = after(PROMO, []); km = kingm(b); assert km == ['Kf1', 'Kh1', 'Kh2']
    case(6216, PH, 'rook-pawn-reaches-a8-and-is-left-a-pawn',
      "White's a-pawn reaches a8 and White leaves it there as a pawn; Black claims",
      "From the position given ([FEN]), White moves his a7 pawn to a8 ({[%move a7a8]}) and leaves it a pawn, naming no "
      "piece. White's lawful king moves are Kf1, Kh1 and Kh2 (asserted). Black claims at once.",
      ['IX', 'VIII', 'VI'],
      ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or "
       "any other Piece that shall be thought proper». Under the project's reading A18 the exchange is required on arrival: "
       "a pawn has no move that leaves it a pawn on the last square, so the move is false, and rule VIII («must play his King, "
       "as in Rule VI») gives the penalty. Upheld: the pawn goes back and White plays his king."],
      [('raw', 'a7a8')], 'promotion', 'black', 'upheld', start=PROMO,
      remedies=['move-king'], elector='black', cites=['IX', 'VIII', 'VI'], glossed=['IX'], moves={'move-king': km})

    pre = P('DB', 24); b = after(None, pre); leap_ok(b, 'f1e2')
    b2 = after(None, pre + [('raw', 'f1e2'), 'Nd5'])
    case(6217, PH, 'deep-blue-kasparov-13-the-f1-rook-steps-diagonally-black-plays-13-nd5-then-claims',
      "Deep Blue-Kasparov, game 6: White's f1 rook steps diagonally to e2; Black plays 13...Nd5 and only then claims",
      "Deep Blue v Kasparov, New York 1997, game 6, to 12...Bb7. Instead of 13. Re1 White moves his f1 rook to e2 "
      "({[%move f1e2]}), a diagonal step no rook can make. Black, not noticing, plays 13...Nd5 (the published move, lawful "
      "here, asserted) and then claims the false move." + CHK,
      ['VIII'],
      ["Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such "
       "irregular move, not revoked in time, had been just.» Black's 13...Nd5 was the adversary's next move. Out of time: "
       "the rook stays on e2."],
      pre + [('raw', 'f1e2'), 'Nd5'], 'false-move', 'black', 'out-of-time', game='DB', cites=['VIII'])

    pre = P('SF', 59); b = after(None, pre); assert kingm(b) == []
    case(6218, PH, 'spassky-fischer-30-the-queen-takes-h4-over-her-own-e7-rook-the-king-cannot-move',
      "Spassky-Fischer, game 6: Black's d8 queen takes h4 through his own e7 rook; Black's king has no lawful move; White claims",
      "Spassky v Fischer, Reykjavik 1972, game 6, to 30. h4. Instead of 30...Rbb7 Black's queen takes the h4 pawn from d8 "
      "({[%move d8h4]}), passing over his own rook on e7. Black's king on h8 has no lawful move (asserted). White claims "
      "before he moves." + CHK,
      ['VIII', 'VI', 'XV'],
      ["The capture is a false move, and rule VIII makes the offender «play his King, as in Rule VI»; rule VI adds «if you "
       "can», and rule XV, for the same penalty, «if his King cannot be played, the fault is of no consequence». The king on "
       "h8 cannot be played. The claim is upheld and the false capture recalled (A36), but the king penalty cannot be "
       "enforced: Black makes any lawful move."],
      pre + [('raw', 'd8h4')], 'illegal-capture', 'white', 'upheld', game='SF',
      remedies=['move-king'], elector='white', cites=['VIII', 'VI', 'XV'], glossed=['VIII'], unenforceable=['move-king'])

    # ======================================================== acknowledged-laws 6219-6224
    pre = P('IM', 7); b = after(None, pre); leap_ok(b, 'e8g6')
    assert not b.is_attacked_by(chess.WHITE, S('g6')) and b.piece_at(S('f7')).symbol() == 'p'
    km = kingm(b); assert set(km) == {'Kd8', 'Ke7'}
    case(6219, AC, 'immortal-game-4-the-king-leaps-e8-g6',
      "The Immortal game: instead of 4...b5 Black's king goes from e8 to g6 over his own f7 pawn; White claims",
      "Anderssen v Kieseritzky, London 1851, to 4. Kf1. Black moves his king from e8 to g6 ({[%move e8g6]}), two squares "
      "on the diagonal, over his own pawn on f7; g6 is not attacked (asserted). From e8 the king's lawful moves are Kd8 and "
      "Ke7 (asserted). White claims at once." + CHK,
      ['VII'],
      ["Law VII: «or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, "
       "or replace the piece and make a legal move.» Of that menu the adversary is offered what applies to the offence (A23): "
       "there is no man to take; «make the right move» is a lawful move of the king, the man moved; «move his King» is the "
       "same list here; and replacing the king and making any legal move. The illegal king move does not count as the king "
       "move. Upheld; White elects."],
      pre + [('raw', 'e8g6')], 'false-move', 'white', 'upheld', game='IM',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'],
      moves={'move-correctly': km, 'move-king': km})

    pre = P('SF', 59); b = after(None, pre); qm = frm(b, 'd8')
    case(6220, AC, 'spassky-fischer-30-the-queen-takes-h4-over-her-own-e7-rook-one-menu',
      "Spassky-Fischer, game 6: Black's d8 queen takes h4 through his own e7 rook; no Black man can take h4 and the king cannot move; White claims",
      "Spassky v Fischer, Reykjavik 1972, game 6, to 30. h4. Instead of 30...Rbb7 Black's queen takes the h4 pawn from d8 "
      "({[%move d8h4]}), passing over his own rook on e7. No Black man can take h4 lawfully, Black's king has no lawful move, "
      "and the queen has nine lawful moves (all asserted). White claims at once." + CHK,
      ['VII'],
      ["Law VII puts one menu before White: «compel him to take the man, make the right move, move his King, or replace the "
       "piece and make a legal move.» Read as A23 does, «take the man» is the capture made lawfully, which no Black man can "
       "make; «make the right move» is a lawful move of the queen; «move his King» cannot be enforced, the king on h8 having "
       "no move; and replace and make a legal move stands. Upheld, with two remedies unenforceable."],
      pre + [('raw', 'd8h4')], 'illegal-capture', 'white', 'upheld', game='SF',
      remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='white',
      cites=['VII'], glossed=['VII'], moves={'move-correctly': qm}, unenforceable=['capture-with-legal-capturer', 'move-king'])

    it = ['d4', 'd5', 'Nc3', 'Nf6', 'Bg5', 'e6', 'Qd3', 'Be7', 'h4', 'O-O', 'Rh3', 'c5']
    b = after(None, it); assert b.parse_san('O-O-O') in b.legal_moves
    case(6221, AC, 'veresov-the-h1-rook-went-to-h3-white-castles-on-the-queens-side',
      "Veresov opening: White's king's rook has gone to h3; White castles on the queen's side with the unmoved a1 rook; Black claims that a moved rook bars castling",
      "1. d4 d5 2. Nc3 Nf6 3. Bg5 e6 4. Qd3 Be7 5. h4 O-O 6. Rh3 c5 7. O-O-O. White's king and queen's rook have not "
      "moved; his king's rook has (6. Rh3). The king is not in check, b1, c1 and d1 are empty, and no square the king crosses "
      "is commanded (asserted: the castling is lawful in modern chess too). Black claims under IX.",
      ['IX'],
      ["Law IX.1: «A player cannot Castle under any of the following circumstances :—1. If he has moved either King or "
       "Book.» The rook meant is the one castled with (A24); reading «either King or Book» as any rook would forbid castling on "
       "both sides whenever one rook had moved, which no other code does. The a1 rook and the king are unmoved, and IX.2–4 are "
       "met. Dismissed."],
      it + ['O-O-O'], 'illegal-castling', 'black', 'dismissed', cites=['IX'], glossed=['IX'])

    b = after(None, EP); pm = frm(b, 'e5'); km = kingm(b); assert pm == ['e6', 'exf6'] and km == ['Kd2', 'Ke2']
    case(6222, AC, 'pirc-4-d5-a-single-step-white-takes-it-en-passant',
      "Pirc opening: Black's d-pawn steps from d6 to d5, beside White's e5 pawn; White takes it en passant; Black claims",
      "1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. e5 d5. Black's d-pawn made its first move on move 1 (d7-d6) and now steps one square "
      "to d5. White plays his e5 pawn to d6 as if taking en passant ({[%move e5d6]}). No capture in passing is possible; the "
      "e5 pawn's lawful moves are e6 and exf6, White's lawful king moves Kd2 and Ke2 (all asserted). Black claims at once.",
      ['VII', 'VIII'],
      ["Law VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it is "
       "liable to be taken en passant». Only «the latter case», two squares at the first move, exposes a pawn to the capture, "
       "and Black's pawn came one square on its second move. White's move is illegal, and law VII gives Black the menu for "
       "«an illegal move»: make the right move (a lawful move of the e5 pawn), move his King, or replace the piece and make a "
       "legal move; there is no man to «take». Upheld; Black elects."],
      EP + [('raw', 'e5d6')], 'en-passant', 'black', 'upheld',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII', 'VIII'],
      moves={'move-correctly': pm, 'move-king': km})

    pre = P('IM', 19)
    items = pre + [('raw', 'c8e6'), 'Rg1', 'cxb5', 'h4']
    b2 = after(None, items)
    case(6223, AC, 'immortal-game-10-the-c8-bishop-leaps-d7-white-claims-two-moves-later-no-deadline',
      "The Immortal game: Black's c8 bishop goes to e6 over his own d7 pawn; play goes on, and White claims after 12. h4; Black pleads that it is too late",
      "Anderssen v Kieseritzky, London 1851, to 10. g4. Instead of 10...Nf6 Black moves his c8 bishop to e6 "
      "({[%move c8e6]}), over his own pawn on d7. Play goes on with the published 11. Rg1 cxb5 12. h4 (each lawful here, "
      "asserted). Then White claims the illegal move, and Black pleads that the claim is too late." + CHK,
      ['VII'],
      ["Law VII gives the penalties for «an illegal move» and sets no time for claiming them; the only limits of time in this "
       "code are the four moves of II and III (set-up and odds) and the two moves of X's note (an unannounced check). There is "
       "no law under which the claim has lapsed. Black's plea is dismissed; the claim itself is not decided here."],
      items, 'late-claim', 'black', 'dismissed', game='IM', cites=['VII'], glossed=['VII'])

    b = after(PINFEN, []); leap_ok(b, 'e2e4')
    assert frm(b, 'e2') == [] and b.is_pinned(chess.WHITE, S('e2'))
    km = kingm(b); assert set(km) == {'Kd1', 'Kd2', 'Kf1'}
    case(6224, AC, 'pinned-e2-bishop-moves-straight-up-the-file-to-e4',
      "White's e2 bishop, pinned by the e8 rook, moves straight up the file to e4 like a rook; Black claims",
      "From the position given ([FEN]), White moves his e2 bishop to e4 along the file ({[%move e2e4]}), as no bishop can "
      "move; it still stands between the e8 rook and White's king. The bishop has no lawful move at all, being pinned; the "
      "king has three (Kd1, Kd2, Kf1; all asserted). Black claims at once.",
      ['VII'],
      ["Law VII: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and "
       "make a legal move.» To «make the right move» asks for a lawful move of the bishop, and it has none: that remedy cannot be "
       "enforced. The king can move, and replacing the bishop and making any legal move is always possible. Upheld; Black "
       "elects."],
      [('raw', 'e2e4')], 'false-move', 'black', 'upheld', start=PINFEN,
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      moves={'move-king': km}, unenforceable=['move-correctly'])

    # ======================================================== london-1847 6225-6230
    pre = P('IM', 8); b = after(None, pre); km = kingm(b)
    case(6225, LO, 'immortal-game-5-the-king-leaps-f1-f3',
      "The Immortal game: instead of 5. Bxb5 White's king goes from f1 to f3, two squares at once; Black claims at once",
      "Anderssen v Kieseritzky, London 1851, to 4...b5. White moves his king from f1 to f3 ({[%move f1f3]}) over the empty "
      "f2 square; f3 is not attacked. From f1 the king's one lawful move is Ke2 (asserted). Black claims before touching any "
      "man." + CHK,
      ['XIII', 'XXV'],
      ["Law XIII: «If a player make a false move, i. e. play a Piece or Pawn to any square to which it cannot legally be "
       "moved, his adversary has the choice of three penalties; viz., 1st, of compelling him to let the Piece or Pawn remain on "
       "the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece or Pawn and move "
       "his King.» The man is the king, so the 2d and 3d penalties are both a lawful king move from f1 (Ke2). Black claims "
       "before touching a man (XXV). Upheld; Black elects."],
      pre + [('raw', 'f1f3')], 'false-move', 'black', 'upheld', game='IM',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['XIII', 'XXV'],
      moves={'move-correctly': km, 'replace-and-move-king': km})

    pre = P('IM', 43); b = after(None, pre); leap_ok(b, 'a1f6')
    cap = onto(b, 'f6'); assert b.is_check() and cap == ['Nxf6'] and frm(b, 'a1') == [] and kingm(b) == []
    case(6226, LO, 'immortal-game-22-the-a1-queen-takes-f6-through-the-e5-pawn',
      "The Immortal game: in the check of 22. Qf6+ Black's a1 queen takes the f6 queen through White's e5 pawn; White claims",
      "Anderssen v Kieseritzky, London 1851, to 22. Qf6+ (check said). Instead of 22...Nxf6 Black's queen takes White's "
      "queen on f6 from a1 ({[%move a1f6]}), along the long diagonal through White's pawn on e5. The f6 queen can be taken "
      "lawfully only by Nxf6; Black's a1 queen has no lawful move, Black being in check (asserted). White claims before "
      "touching a man." + CHK,
      ['XI', 'XXV'],
      ["Law XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false "
       "move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or to "
       "move his own Piece or Pawn which he touched.» The g8 knight can take it (Nxf6). The a1 queen, the man touched, has no "
       "lawful move in the check, so the second option cannot be enforced. White claims in time (XXV). Upheld."],
      pre + [('raw', 'a1f6')], 'illegal-capture', 'white', 'upheld', game='IM',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white', cites=['XI', 'XXV'],
      moves={'capture-with-legal-capturer': cap}, unenforceable=['move-touched-capturer'])

    b = after(LOFEN, []); leap_ok(b, 'e1g1')
    assert b.is_attacked_by(chess.BLACK, S('f1')) and not b.is_check() and b.parse_san('O-O-O') in b.legal_moves
    km = kingm(b, castling=False); rk = frm(b, 'h1'); assert km == ['Kd1', 'Kd2'] and rk == ['Rf1', 'Rg1']
    case(6227, LO, 'white-castles-over-f1-commanded-by-the-c4-bishop-queens-side-castling-still-open',
      "White castles on the king's side over f1, which Black's c4 bishop commands; castling on the queen's side was open to him; Black claims",
      "From the position given ([FEN]): Black's c4 bishop sees f1 through the empty d3 and e2 squares. White castles on the "
      "king's side ({[%move e1g1]}); the king passes over f1. Castling on the queen's side would have been lawful (asserted). "
      "From e1 the king's other lawful moves are Kd1 and Kd2; the h1 rook's lawful moves are Rf1 and Rg1 (asserted). Black "
      "claims at once.",
      ['XVI', 'XXV'],
      ["Law XVI.4: a player cannot castle «If the King pass over any square attacked by one of the adversary's Picces or "
       "Pawns.» Its penalties are the adversary's: «1st, of insisting that the move remain; 2nd, of compelling him to move the "
       "King; 3rd, of compelling him to move the Rook.» The king move of the 2nd penalty may not be castling (A31), so "
       "O-O-O, lawful as it would be, is not among the king moves offered. Black claims before touching a man (XXV). Upheld."],
      [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', start=LOFEN,
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
      glossed=['XVI'], moves={'move-king-no-castling': km, 'move-rook': rk})

    pre = P('SF', 38); b = after(None, pre); pm = frm(b, 'e3'); km = kingm(b)
    case(6228, LO, 'spassky-fischer-20-the-e3-pawn-steps-two-squares',
      "Spassky-Fischer, game 6: instead of 20. e4 the e3 pawn, which has moved before, goes two squares to e5; Black claims at once",
      "Spassky v Fischer, Reykjavik 1972, game 6, to 19...fxe6. White's e-pawn was first moved on move 6 (6. e3). Instead of "
      "20. e4 White moves it from e3 to e5 ({[%move e3e5]}). Its only lawful move is e4; White's only lawful king move is "
      "Kh1 (asserted). Black claims before touching a man." + CHK,
      ['XIII', 'XV', 'XXV'],
      ["Law XV: «When a Pawn is first moved in a game, it may be played one or two squares». This pawn was first moved on "
       "move 6, so e5 is a square «to which it cannot legally be moved» (XIII). Black has the three penalties of XIII: let "
       "it remain on e5, move it correctly (e4), or replace it and move the king (Kh1). In time under XXV. Upheld."],
      pre + [('raw', 'e3e5')], 'false-move', 'black', 'upheld', game='SF',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['XIII', 'XV', 'XXV'],
      glossed=['XV'], moves={'move-correctly': pm, 'replace-and-move-king': km})

    b = after(PROMO2, [('raw', 'e7e8')])
    case(6229, LO, 'e-pawn-reaches-e8-left-a-pawn-black-touches-his-king-then-claims',
      "White's e-pawn reaches e8 and is left a pawn; Black lays hold of his king and only then claims",
      "From the position given ([FEN]), White moves his e7 pawn to e8 ({[%move e7e8]}) and leaves it a pawn, naming no "
      "piece. Black takes hold of his king on g8 ({[%touch g8]}) and then claims that the pawn was not exchanged.",
      ['XXI', 'XXV'],
      ["Law XXI: «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged for a "
       "Queen, or any other Piece the player may think fit». White broke it. But XXV: «If a player make a false move, castle "
       "improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he "
       "will not be allowed to inflict any penalty.» Black touched his king before taking notice (A34: any touch of a man by "
       "the claimant). Out of time."],
      [('raw', 'e7e8'), ('ev', '[%touch g8]')], 'promotion', 'black', 'out-of-time', start=PROMO2,
      cites=['XXI', 'XXV'], glossed=['XXV'])

    pre = P('IM', 38); b = after(None, pre)
    case(6230, LO, 'immortal-game-white-takes-hold-of-the-g1-bishop-then-plays-20-ke2',
      "The Immortal game: in the check of 19...Qxa1+ White takes hold of Black's g1 bishop, which he cannot lawfully take, then plays 20. Ke2; Black claims",
      "Anderssen v Kieseritzky, London 1851, to 19...Qxa1+ (check said). White takes hold of Black's bishop on g1 without "
      "saying «J’adoube» ({[%touch g1]}), and then plays 20. Ke2 (the published move). No White man can take the bishop "
      "lawfully (asserted). Black claims after 20. Ke2, before touching a man." + CHK,
      ['IX'],
      ["Law IX: «his adversary may compel him to take it; but if it cannot be legally taken, he may oblige him to move the "
       "King». The bishop cannot be legally taken, so the only penalty is a king move, and White's very next act was a lawful "
       "king move, 20. Ke2. The penalty has been paid by what the offender did; nothing remains to impose. Dismissed."],
      pre + [('ev', '[%touch g1]'), 'Ke2'], 'touched-adversary-man', 'black', 'dismissed', game='IM', cites=['IX'])
