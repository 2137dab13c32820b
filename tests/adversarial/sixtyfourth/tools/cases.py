"""The thirty cases of the sixty-fourth set. Every board fact used below is asserted here, with python-chess."""
import chess
from lib import apply_raw, san_list
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'
S = chess.parse_square
def CLUB(eco=None):
    return [('Event', 'Club game'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'),
            ('Result', '*')] + ([('ECO', eco)] if eco else [])
def raw(b, uci):
    b = b.copy(); assert chess.Move.from_uci(uci) not in b.legal_moves; apply_raw(b, uci); return b
def answers(b): return san_list(b, list(b.legal_moves))
def stalemate_of(b): return not b.is_check() and not any(b.legal_moves)


def write_all(case, after, P, frm, kingm, onto):
    # ======================================================== twenty-laws 6401-6406
    pre = P('SC', 36)
    b = after(None, pre); mv = frm(b, 'h1'); assert b.turn == chess.WHITE
    assert mv == ['Rf1', 'Rg1', 'Rh2', 'Rh3', 'Rh4', 'Rh5', 'Rh6', 'Rxh7+'] and b.is_castling(b.parse_san('O-O-O'))
    case(6401, TW, 'steinitz-chigorin-white-touches-the-h1-rook-then-castles-19-o-o-o',
      "Steinitz-Chigorin: White touches his h1 rook, then castles 19. O-O-O with the other rook; Black claims the touched rook be played",
      "Steinitz v Chigorin, Havana 1892, to 18...Kh8. At his turn White touches his king's rook on h1 ({[%touch h1]}), "
      "says nothing, and then castles on the queen's side, 19. O-O-O (the published move), which moves the king and the "
      "a1 rook; the h1 rook stays where it was. The h1 rook has eight lawful moves, Rf1, Rg1, Rh2 to Rh6 and Rxh7+ "
      "(asserted). Black claims before he moves." + CHK,
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». The man touched was the h1 rook, and castling plays the king and "
       "the other rook: it does not play the man touched, however much it looks like 'a rook move'. The rook is free to "
       "move, so the exception for a king exposed to check does not arise, and no «j'adoube» was said. Black has not "
       "moved, so law 11 («after the adversary has moved a piece») does not close the claim. Upheld: the castling is "
       "taken back and White must play the h1 rook, Black naming the square among its lawful moves."],
      pre + [('ev', '[%touch h1]'), 'O-O-O'], 'touched-own-man', 'black', 'upheld', game='SC',
      remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'], moves={'compel-move-touched-man': mv})

    pre = P('PL', 27)
    b = after(None, pre); lc = onto(b, 'c3'); mt = frm(b, 'f6')
    assert b.turn == chess.BLACK and b.piece_at(S('d4')).symbol() == 'N' and b.piece_at(S('c3')).symbol() == 'N'
    assert lc == ['Qxc3'] and mt == ['Bxd4', 'Bh4', 'Be5', 'Bg5', 'Be7', 'Bd8'] and chess.Move.from_uci('f6c3') not in b.legal_moves
    case(6402, TW, 'pillsbury-lasker-14-the-f6-bishop-takes-c3-over-the-d4-knight',
      "Pillsbury-Lasker: after 14. Qh5 Black's f6 bishop takes the c3 knight over White's d4 knight; White claims under law 3",
      "Pillsbury v Lasker, St. Petersburg 1896, to 14. Qh5. Black's bishop goes from f6 to c3 and takes the knight there "
      "({[%move f6c3]}), passing over White's other knight on d4: no lawful capture (asserted). Black's queen on a5 could "
      "have taken the c3 knight lawfully, Qxc3 (asserted); the bishop itself has six lawful moves (asserted). White claims "
      "before he moves." + CHK,
      ['3', '11'],
      ["Law 3, second sentence: «And if by a false move you capture one of your adversary's men, he may oblige you either "
       "to take such piece (if it be en prise of one of your men) or to move the piece touched.» The capture is undone. The "
       "c3 knight is en prise of the a5 queen, so the first penalty can be enforced (Qxc3); the second is a lawful move of "
       "the bishop. White has not moved since (law 11). Upheld: White elects between the two."],
      pre + [('raw', 'f6c3')], 'illegal-capture', 'white', 'upheld', game='PL',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white', cites=['3', '11'],
      moves={'capture-with-legal-capturer': lc, 'move-touched-capturer': mt})

    pre = P('AN', 36)
    b12 = after(None, P('AN', 12)); assert b12.is_check() and b12.turn == chess.WHITE
    b = after(None, pre); assert b.turn == chess.WHITE and b.has_kingside_castling_rights(chess.WHITE) and not b.is_check()
    assert not any(b.is_attacked_by(chess.BLACK, S(s)) for s in ('e1', 'f1', 'g1')) and b.is_castling(b.parse_san('O-O'))
    case(6403, TW, 'alekhine-nimzowitsch-19-o-o-after-the-check-6-bxd2-was-answered',
      "Alekhine-Nimzowitsch: White's king was checked by 6...Bxd2+ and the check answered by 7. Qxd2; White castles 19. O-O and Black calls it unlawful; dismissed",
      "Alekhine v Nimzowitsch, San Remo 1930, to 18...N8e7. At move 6 Black's bishop took on d2 with check (asserted) and "
      "White answered by retaking with the queen, 7. Qxd2; his king never moved. At move 19 White castles on the king's "
      "side (the published move). His king and h1 rook have never moved, the king is not in check, and e1, f1 and g1 are "
      "not attacked (asserted). Black claims at once that a king once checked may no longer castle. Nothing irregular "
      "happened." + CHK,
      ['8'],
      ["Law 8 bars castling only «after your king or the rook has moved», and adds: «But your king having been in check, or "
       "the rook being at the moment under attack, does not prevent you from castling». Under A1 «having been in check» "
       "is the past check, answered since: exactly this case. Neither man has moved. Dismissed: 19. O-O stands (8 "
       "glossed with the A1 reading)."],
      pre + ['O-O'], 'illegal-castling', 'black', 'dismissed', game='AN', cites=['8'], glossed=['8'])

    pre = P('CM', 50)
    b = after(None, pre); m = b.parse_san('Bd5'); assert b.turn == chess.WHITE and not b.gives_check(m)
    b.push(m); assert kingm(b) == ['Kh8'] and b.piece_at(S('f7')).symbol() == 'p'
    case(6404, TW, 'capablanca-marshall-26-bd5-called-check-black-plays-kh8-claims-after-27-na3',
      "Capablanca-Marshall: 26. Bd5 is called check, which it is not; Black answers 26...Kh8, and claims to retract it only after White's 27. Na3",
      "Capablanca v Marshall, New York 1918, to 25...Qg1. White plays 26. Bd5 (the published move) and says «check» "
      "({[%check]}): the bishop looks at g8, but Black's f7 pawn stands between, so there is no check (asserted). In "
      "consequence Black moves his king, 26...Kh8 (his only king move, asserted). White then plays 27. Na3. Only now does "
      "Black claim to take back his king move.",
      ['6'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or "
       "interpose a piece, you may retract, if you do so before the opponent has completed his next move.» The notice was "
       "false and the king move was made in consequence of it, but White completed his next move, 27. Na3, before Black "
       "claimed. Out of time: 26...Kh8 stands."],
      pre + ['Bd5', ('ev', '[%check]'), 'Kh8', 'Na3'], 'false-check-announcement', 'black', 'out-of-time', game='CM',
      cites=['6'])

    pre = P('PL', 24)
    b = after(None, pre + ['Bxf6']); assert b.turn == chess.BLACK
    bb = b.copy(); bb.turn = chess.WHITE; assert bb.parse_san('Qh5') in bb.legal_moves
    case(6405, TW, 'pillsbury-lasker-13-bxf6-and-then-qh5-before-black-replies',
      "Pillsbury-Lasker: White plays 13. Bxf6 and, before Black replies, also Qh4-h5; Black claims under law 4",
      "Pillsbury v Lasker to 12...O-O. White plays 13. Bxf6 (the published move) and then, before Black has replied, moves "
      "his queen from h4 to h5 as well ({[%move h4h5 white]}), a move that would have been lawful in his turn (asserted). "
      "Black claims at once, before moving.",
      ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that "
       "both moves shall remain; in which case the game is to proceed as if one man only had been played.» Black has not "
       "moved, so law 11 does not bar the claim. Upheld: Black, the adversary, chooses between the queen going back to h4 "
       "and both moves remaining (A10: the turn then passes to Black)."],
      pre + ['Bxf6', ('oot', 'h4h5', 'white')], 'move-out-of-turn', 'black', 'upheld', game='PL',
      remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4', '11'])

    fen = '7k/7P/5K2/p7/P7/8/8/8 w - - 0 60'
    b = after(fen, ['Kg6']); assert stalemate_of(b) and b.turn == chess.BLACK
    assert not any(m.from_square == S('a5') for m in b.pseudo_legal_moves)
    case(6406, TW, 'pawn-ending-1-kg6-black-is-stalemated-a-drawn-game',
      "A pawn ending: 1. Kg6 leaves Black, whose a5 pawn is blocked, without a move; Black claims a drawn game",
      "From the position given ([FEN]): White king f6, pawns h7 and a4; Black king h8, pawn a5. White plays 1. Kg6. Black's "
      "king is not in check; g8 is guarded by the h7 pawn, g7 and h7 by the king, and the a5 pawn is blocked by a4: Black "
      "has no lawful move (asserted). Black claims.",
      ['17'],
      ["Law 17: «The position of stale-mate constitutes a drawn game.» This code does not follow the Boy's Own or English "
       "Philidor rule that the stalemated player wins. Upheld: the game is drawn."],
      ['Kg6'], 'stalemate-result', 'black', 'upheld', start=fen, xtags=CLUB(), result='draw', cites=['17'])

    # ======================================================== boys-own-1829 6407-6412
    pre = P('SC', 46)
    b = after(None, pre); lc = onto(b, 'd4'); assert b.turn == chess.WHITE and b.piece_at(S('d4')).symbol() == 'n'
    assert lc == ['Bxd4+'] and b.is_pinned(chess.WHITE, S('c3')) and chess.Move.from_uci('c3d4') in b.pseudo_legal_moves
    case(6407, BO, 'steinitz-chigorin-white-touches-the-d4-knight-then-plays-24-rxh7',
      "Steinitz-Chigorin: White touches Black's d4 knight, then plays 24. Rxh7+; Black insists the knight be taken, and only the bishop can take it",
      "Steinitz v Chigorin to 23...Nxd4. At his turn White touches Black's knight on d4 ({[%touch d4]}) and then plays "
      "24. Rxh7+ (the published move). Black claims at once. The c3 pawn attacks d4 but is pinned against the c1 king by "
      "Black's queen on c6 (asserted), so the only lawful capture of the knight is Bxd4+ (asserted)." + CHK,
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must "
       "moeve your king». White can take the knight, so the first limb applies. «if you can» means lawfully: cxd4 would "
       "leave the king in check (A37), so the capture is Bxd4+. Upheld: 24. Rxh7+ is taken back and White must take the "
       "knight."],
      pre + [('ev', '[%touch d4]'), 'Rxh7+'], 'touched-adversary-man', 'black', 'upheld', game='SC',
      remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'], moves={'compel-capture-of-touched-man': lc})

    pre = P('CM', 62)
    b = after(None, pre); mk = kingm(b); assert b.turn == chess.WHITE and not b.is_check() and mk == ['Kb3', 'Kxc3', 'Kd3']
    assert b.piece_at(S('b7')) is None and b.piece_at(S('c8')) is None
    case(6408, BO, 'capablanca-marshall-32-the-a6-rook-goes-to-c8-like-a-bishop',
      "Capablanca-Marshall: after 31...bxc3 White's a6 rook goes diagonally to c8; Black claims under law 7",
      "Capablanca v Marshall to 31...bxc3. White's rook on a6 goes to c8 along the diagonal a6-b7-c8 ({[%move a6c8]}), "
      "moving like a bishop. Black claims before he moves. White's king on c2 is not in check and has three lawful moves, "
      "Kb3, Kxc3 and Kd3 (asserted)." + CHK,
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing "
       "him in check ; but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal "
       "it.» Black has not played. The rook goes back to a6 and White must move his king (A36); he can. Upheld: move-king, "
       "Black electing."],
      pre + [('raw', 'a6c8')], 'false-move', 'black', 'upheld', game='CM',
      remedies=['move-king'], elector='black', cites=['7'], moves={'move-king': mk})

    pre = P('CM', 37)
    b = after(None, pre); mk = kingm(b); assert b.turn == chess.BLACK and b.piece_at(S('g3')).symbol() == 'b'
    assert onto(b, 'f2') == ['Bxf2'] and mk == ['Kh8'] and b.piece_at(S('f2')).symbol() == 'R'
    case(6409, BO, 'capablanca-marshall-19-the-h4-queen-takes-f2-over-her-own-g3-bishop',
      "Capablanca-Marshall: after 19. Rxf2 Black's h4 queen takes the f2 rook over her own g3 bishop; White claims under law 7",
      "Capablanca v Marshall to 19. Rxf2. Black's queen goes from h4 to f2 and takes the rook ({[%move h4f2]}), passing "
      "over Black's own bishop on g3: a false capture (asserted; the bishop could have taken the rook lawfully). White "
      "claims before he plays. Black's king has one lawful move, Kh8 (asserted)." + CHK,
      ['7'],
      ["Boy's Own has no law of its own for a false capture; the capture is a «false move» under law 7: «your opponent can "
       "oblige you to move your king, if you ¢an do so without placing him in check». White has not played. The queen and "
       "the rook go back and Black must move his king, to h8. Upheld: move-king, White electing."],
      pre + [('raw', 'h4f2')], 'illegal-capture', 'white', 'upheld', game='CM',
      remedies=['move-king'], elector='white', cites=['7'], moves={'move-king': mk})

    pre = P('AN', 30)
    b = after(None, pre); m = b.parse_san('Nxb7'); assert b.turn == chess.WHITE and not b.gives_check(m)
    b.push(m); assert kingm(b) == ['Kf7', 'Kh8']
    case(6410, BO, 'alekhine-nimzowitsch-16-nxb7-called-check-black-plays-kh8-white-the-announcer-claims',
      "Alekhine-Nimzowitsch: 16. Nxb7 is called check, which it is not; Black plays 16...Kh8; White, who gave the false challenge, asks that Black's king move be taken back; dismissed",
      "Alekhine v Nimzowitsch to 15...Nc8. White plays 16. Nxb7 (the published move) and says «check» ({[%check]}); the "
      "knight on b7 does not attack g8 and nothing else does (asserted). Black, in consequence, moves his king, 16...Kh8. "
      "Before making his next move White himself claims that Black's king move be retracted (he would rather see Black "
      "answer 16...Qxb7). Black makes no claim.",
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in "
       "consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his "
       "next move.» The right to retract belongs to the player who was misled («you may retract»), not to the one who gave "
       "the false challenge. Black has not asked for it. Dismissed: 16...Kh8 stands unless Black himself retracts it in "
       "time."],
      pre + ['Nxb7', ('ev', '[%check]'), 'Kh8'], 'false-check-announcement', 'white', 'dismissed', game='AN', cites=['8'])

    fen = 'k7/P7/2K5/8/6p1/6P1/8/8 w - - 0 50'
    b = after(fen, ['Kb6']); assert stalemate_of(b) and b.turn == chess.BLACK
    case(6411, BO, 'pawn-ending-1-kb6-black-is-stalemated-with-a-blocked-pawn-and-wins',
      "A pawn ending: 1. Kb6 leaves Black's king boxed in and his g4 pawn blocked; Black claims the game under law 11",
      "From the position given ([FEN]): White king c6, pawns a7 and g3; Black king a8, pawn g4. White plays 1. Kb6. Black's "
      "king is not in check; b8 is guarded by the a7 pawn, b7 by the king, a7 is protected; the g4 pawn is blocked by g3. "
      "Black has no lawful move (asserted). Black claims the game.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or "
       "even none that can be moved he is stale-mated, and wins the game.» Black has a pawn, but none «that can be moved» "
       "(A13: the stalemate is the absence of any lawful move). Upheld: Black, the stalemated player, wins (11 glossed "
       "with A13)."],
      ['Kb6'], 'stalemate-result', 'black', 'upheld', start=fen, xtags=CLUB(), result='black', cites=['11'],
      glossed=['11'])

    pre = P('PL', 39)
    b = after(None, pre); m = b.parse_san('Qb6'); assert b.turn == chess.BLACK and b.gives_check(m)
    b.push(m); par = answers(b); assert sorted(par) == sorted(['Kc2', 'Kc1', 'Ka1', 'Bb5'])
    case(6412, BO, 'pillsbury-lasker-20-qb6-checks-unsaid-white-plays-qxd5-black-warns-with-21-kh7',
      "Pillsbury-Lasker: 20...Qb6 checks without a word; White takes 21. Qxd5; Black says check with his next move 21...Kh7; both last moves are retracted",
      "Pillsbury v Lasker to 20. bxa3. Black plays 20...Qb6 (the published move), which checks the b1 king along the open "
      "b-file (asserted), and says nothing. White, not noticing, plays 21. Qxd5. Black then plays 21...Kh7 and says «check» "
      "with it ({[%check]}), the queen's check still standing. The lawful answers to the check were Ka1, Kc1, Kc2 and Bb5 "
      "(asserted). White asks for the ruling.",
      ['9'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it till "
       "he does; but if, on his next move, he warn you, each party must retract his last move, and the king be removed out "
       "of check, or covered.» The warning came with Black's very next move. Both 21...Kh7 and 21. Qxd5 are taken back "
       "(A35) and White must meet the check of 20...Qb6. Upheld: retract-both-last-moves, nobody electing."],
      pre + ['Qb6', ('pseudo', 'Qxd5'), 'Kh7', ('ev', '[%check]')], 'unannounced-check', 'white', 'upheld', game='PL',
      silent=('Qb6',), remedies=['retract-both-last-moves'], cites=['9'], moves={'retract-both-last-moves': par})

    # ======================================================== philidor 6413-6418
    pre = P('CM', 43)
    b = after(None, pre); mv = frm(b, 'f8'); assert b.turn == chess.BLACK and mv == ['Rfb8', 'Rfc8', 'Rfd8', 'Rfe8+']
    case(6413, PH, 'capablanca-marshall-black-touches-the-f8-rook-then-plays-22-rae8',
      "Capablanca-Marshall: Black touches his f8 rook, then plays 22...Rae8+ with the a8 rook; White claims the f8 rook be played",
      "Capablanca v Marshall to 22. Qh3. At his turn Black touches his rook on f8 ({[%touch f8]}), says nothing, and then "
      "plays 22...Rae8+ (the published move) with the other rook. The f8 rook has four lawful moves, Rfb8, Rfc8, Rfd8 and "
      "Rfe8+ (asserted). White claims before he moves." + CHK,
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Nothing was said, and "
       "the piece played was not the piece touched, though both are rooks and one of them (Rfe8+) reaches the very square. "
       "Upheld: 22...Rae8+ is taken back and the f8 rook must be played, White electing its square."],
      pre + [('ev', '[%touch f8]'), 'Rae8+'], 'touched-own-man', 'white', 'upheld', game='CM',
      remedies=['compel-move-touched-man'], elector='white', cites=['V'], moves={'compel-move-touched-man': mv})

    pre = P('SC', 33)
    b = after(None, pre); assert b.turn == chess.BLACK and b.piece_at(S('c8')).symbol() == 'b' and b.piece_at(S('c5')) is None
    b2 = raw(b, 'c8c5'); assert b2.parse_san('Be3') in b2.legal_moves
    case(6414, PH, 'steinitz-chigorin-17-the-c8-bishop-goes-straight-to-c5-white-plays-18-be3-then-claims',
      "Steinitz-Chigorin: Black's c8 bishop goes straight up the file to c5; White plays 18. Be3 and only then claims; out of time",
      "Steinitz v Chigorin to 17. Qe2. Black's bishop goes from c8 to c5 along the c-file ({[%move c8c5]}), moving like a "
      "rook: a false move (asserted). White does not notice and plays 18. Be3. Only then does White claim the false move.",
      ['VIII'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after "
       "the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been "
       "just.» White is the adversary and he has made his next move, 18. Be3. Out of time: the bishop stays on c5 as if the "
       "move had been just."],
      pre + [('raw', 'c8c5'), 'Be3'], 'false-move', 'white', 'out-of-time', game='SC', cites=['VIII'])

    items = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'd6', 'Bxc6+', 'bxc6', 'Nc3', 'Ba6']
    b = after(None, items); assert b.is_attacked_by(chess.BLACK, S('f1')) and not b.is_check() and b.has_kingside_castling_rights(chess.WHITE)
    mr = frm(b, 'h1'); mk = kingm(b); assert mr == ['Rf1', 'Rg1'] and mk == []
    assert b.is_attacked_by(chess.BLACK, S('e2'))
    case(6415, PH, 'ruy-lopez-exchange-white-castles-over-f1-commanded-by-the-a6-bishop-his-king-cannot-move',
      "Ruy Lopez exchange: White castles over f1, which Black's a6 bishop commands; Black claims; White, the offender, must play the rook, for his king has no move",
      "A club game: 1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. Bxc6+ bxc6 5. Nc3 Ba6 6. O-O ({[%move e1g1]}). Black's bishop on a6 "
      "commands the diagonal a6-f1, so the king passes over an attacked square (asserted). Black claims at once. With the "
      "castling taken back the h1 rook can go to f1 or g1, and the king has no lawful move: e2 and f1 are both attacked "
      "(asserted)." + CHK,
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a "
       "check ... and he that castles when he should not do it, must play his Rook touched, or his King, at his own "
       "choice.» The king passed f1, exposed to the bishop. Under A16 (ii) the choice is the offender's, White's. VIII and "
       "VI («must play your King if you can») give the false-move frame: the king cannot be played, so only the rook can. "
       "Upheld: move-rook or move-king at White's choice, move-king unenforceable (XII glossed)."],
      items + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', xtags=CLUB('C68'),
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      unenforceable=['move-king'], moves={'move-rook': mr})

    fen = '8/1P4pk/7p/8/8/8/r4Q2/4K3 w - - 0 50'
    b = after(fen, ['b8=Q']); assert b.turn == chess.BLACK and len(b.pieces(chess.QUEEN, chess.WHITE)) == 2 and not b.is_check()
    case(6416, PH, 'queen-ending-1-b8-q-a-second-white-queen-black-objects',
      "A queen ending: White's b-pawn reaches b8 and becomes a second queen while his first queen is on the board; Black objects; dismissed",
      "From the position given ([FEN]): White king e1, queen f2, pawn b7; Black king h7, rook a2, pawns g7 and h6. White "
      "plays 1. b8=Q, so that he has two queens (asserted). Black claims at once that a pawn may not be made a queen while "
      "the player's queen is still on the board. Nothing irregular happened.",
      ['IX'],
      ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or "
       "any other Piece that shall be thought proper; and this, even when all the Pieces remain on the chess-board.» A "
       "second queen is exactly what the rule allows. Dismissed: 1. b8=Q stands."],
      ['b8=Q'], 'promotion', 'black', 'dismissed', start=fen, xtags=CLUB(), cites=['IX'])

    pre = P('PL', 48)
    b = after(None, pre); m = b.parse_san('Qf5'); assert b.turn == chess.WHITE and not b.gives_check(m) and b.king(chess.BLACK) == S('g8')
    case(6417, PH, 'pillsbury-lasker-25-qf5-called-check-black-touches-his-king-and-retracts',
      "Pillsbury-Lasker: 25. Qf5 is called check, which it is not; Black touches his king and, before White moves again, claims to retract",
      "Pillsbury v Lasker to 24...Rc3. White plays 25. Qf5 (the published move) and says «check» ({[%check]}); the queen "
      "does not attack the g8 king (asserted). In consequence Black touches his king ({[%touch g8]}). Before anything more "
      "is played he notices that there is no check and claims to be released from the touch.",
      ['XIV'],
      ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either "
       "your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not yet "
       "made his next move.» The rule names the touch itself, and White has not made his next move. Upheld: the touch is "
       "retracted; Black is free to play any man."],
      pre + ['Qf5', ('ev', '[%check]'), ('ev', '[%touch g8]')], 'false-check-announcement', 'black', 'upheld', game='PL',
      remedies=['retract-misled-move'], elector='black', cites=['XIV'])

    pre = P('AN', 41)
    b = after(None, pre); mk = kingm(b); assert b.turn == chess.BLACK and b.piece_at(S('a6')).symbol() == 'P'
    assert onto(b, 'a6') == [] and mk == ['Kh7', 'Kf8', 'Kh8']
    case(6418, PH, 'alekhine-nimzowitsch-black-touches-the-a6-pawn-then-plays-21-qe8',
      "Alekhine-Nimzowitsch: Black touches White's a6 pawn, which nothing of his can take, then plays 21...Qe8; White claims under rule VI",
      "Alekhine v Nimzowitsch to 21. Rc2. At his turn Black touches White's pawn on a6 ({[%touch a6]}) without saying "
      "J'adoube, and then plays 21...Qe8 (the published move). No Black man can take the pawn (asserted). Black's king has "
      "three lawful moves, Kh7, Kf8 and Kh8 (asserted). White claims before he moves." + CHK,
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take "
       "it; and in case it was not takeable, you, who have touched it, must play your King if you can.» The pawn is not "
       "takeable, so the capture cannot be enforced; the king can be played. Upheld: 21...Qe8 is taken back and Black must "
       "move his king, White electing."],
      pre + [('ev', '[%touch a6]'), 'Qe8'], 'touched-adversary-man', 'white', 'upheld', game='AN',
      remedies=['compel-capture-of-touched-man', 'move-king'], elector='white', cites=['VI'],
      unenforceable=['compel-capture-of-touched-man'], moves={'move-king': mk})

    # ======================================================== acknowledged-laws 6419-6424
    pre = P('PL', 44)
    b = after(None, pre); mv = frm(b, 'h1'); assert b.turn == chess.WHITE and mv == ['Rhe1', 'Rhf1', 'Rhg1']
    case(6419, AC, 'pillsbury-lasker-white-touches-the-h1-rook-then-plays-23-rd2-with-the-other',
      "Pillsbury-Lasker: White touches his h1 rook, then plays 23. Rd2 with the d1 rook; Black claims the h1 rook be moved",
      "Pillsbury v Lasker to 22...Rc7. At his turn White touches his rook on h1 ({[%touch h1]}), says nothing, and then "
      "plays 23. Rd2 (the published move) with the d1 rook. The h1 rook has three lawful moves, Rhe1, Rhf1 and Rhg1 "
      "(asserted). Black claims before he moves." + CHK,
      ['V'],
      ["Law V: «If a piece be touched it must be moved. Having once left the piece it cannot be removed from the square it "
       "occupies.» No «j’adoube» was said, and the h1 rook can be moved. Upheld: 23. Rd2 is taken back and the h1 rook must "
       "be moved, Black electing its square."],
      pre + [('ev', '[%touch h1]'), 'Rd2'], 'touched-own-man', 'black', 'upheld', game='PL',
      remedies=['compel-move-touched-man'], elector='black', cites=['V'], moves={'compel-move-touched-man': mv})

    pre = P('AN', 54)
    b = after(None, pre); lc = onto(b, 'c6'); mc = frm(b, 'a4'); mk = kingm(b)
    assert b.turn == chess.WHITE and b.piece_at(S('b5')).symbol() == 'p' and b.piece_at(S('c6')).symbol() == 'n'
    assert lc == ['Rxc6'] and mc == ['Bb3', 'Bxb5'] and mk == ['Kf1', 'Kh1', 'Kf2']
    case(6420, AC, 'alekhine-nimzowitsch-28-the-a4-bishop-takes-c6-over-the-b5-pawn',
      "Alekhine-Nimzowitsch: after 27...b5 White's a4 bishop takes the c6 knight over the b5 pawn; Black claims under law VII",
      "Alekhine v Nimzowitsch to 27...b5. White's bishop goes from a4 to c6 and takes the knight ({[%move a4c6]}), passing "
      "over Black's pawn on b5: no lawful capture (asserted). The c3 rook could have taken the knight lawfully, Rxc6; the "
      "bishop has two lawful moves, Bb3 and Bxb5; the king has three, Kf1, Kh1 and Kf2 (all asserted). Black claims at "
      "once." + CHK,
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, "
       "move his King, or replace the piece and make a legal move.» The one menu serves every offence the law names (A23); "
       "all four can be enforced here. This code sets no time limit, and Black claims at once anyway. Upheld: Black "
       "elects (VII glossed with A23)."],
      pre + [('raw', 'a4c6')], 'illegal-capture', 'black', 'upheld', game='AN',
      remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='black',
      cites=['VII'], glossed=['VII'], moves={'capture-with-legal-capturer': lc, 'move-correctly': mc, 'move-king': mk})

    items = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'd3', 'Bb4+']
    b = after(None, items); mk = kingm(b); assert b.is_check() and b.has_kingside_castling_rights(chess.WHITE) and mk == ['Kf1', 'Ke2']
    case(6421, AC, 'italian-4-bb4-check-white-castles-out-of-it',
      "Italian game: 4...Bb4+ checks White's king and White castles out of the check; Black claims under law IX",
      "A club game: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Bb4+ 5. O-O ({[%move e1g1]}). When White castles his king is in "
      "check from the b4 bishop (asserted); king and rook have never moved and f1 and g1 are empty. Black claims at once. "
      "With the castling taken back White's king has two lawful moves, Kf1 and Ke2 (asserted)." + CHK,
      ['IX', 'VII'],
      ["Law IX: «A player cannot Castle under any of the following circumstances :—... 2. If the King be in Check.» IX names "
       "no penalty, so the menu of VII applies to this illegal move: «his adversary may compel him to take the man, make "
       "the right move, move his King, or replace the piece and make a legal move», offering those that fit the offence "
       "(A23; there is no man to take). Upheld: Black elects (VII glossed)."],
      items + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', xtags=CLUB('C55'),
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'],
      glossed=['VII'], moves={'move-king': mk})

    pre = P('SC', 50)
    b = after(None, pre); m = b.parse_san('Bh6'); assert b.turn == chess.WHITE and b.gives_check(m)
    b.push(m); par = answers(b); assert sorted(par) == sorted(['Kh8', 'Kh7', 'Kf6'])
    case(6422, AC, 'steinitz-chigorin-26-bh6-checks-without-a-cry-found-after-26-nf5-27-qh4',
      "Steinitz-Chigorin: 26. Bh6 checks without a cry; Black plays 26...Nf5, White 27. Qh4, and Black then finds his king in check; back to the check",
      "Steinitz v Chigorin to 25...Kg7. White plays 26. Bh6 (the published move), which checks the g7 king (asserted), and "
      "says nothing. Black, not noticing, plays 26...Nf5; White plays 27. Qh4. Black now sees that his king has stood in "
      "check and claims. Two moves have been made since the check. The lawful answers to it were Kf6, Kh7 and Kh8 "
      "(asserted).",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its note: "
       "«two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and "
       "the proper moves made.» Under A25 a check found within two further moves sends the game back to the check, which "
       "is then answered. Upheld: 26...Nf5 and 27. Qh4 are replaced and Black must meet 26. Bh6+ (X glossed)."],
      pre + ['Bh6', ('pseudo', 'Nf5'), 'Qh4'], 'unannounced-check', 'black', 'upheld', game='SC', silent=('Bh6',),
      remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'], moves={'retract-to-point-of-check': par})

    pre = P('AN', 46)
    b = after(None, pre); m = b.parse_san('Rc3'); assert b.turn == chess.WHITE and not b.gives_check(m)
    b.push(m); assert 'Kh7' in kingm(b)
    case(6423, AC, 'alekhine-nimzowitsch-24-rc3-called-check-black-plays-kh7',
      "Alekhine-Nimzowitsch: 24. Rc3 is called check, which it is not; Black moves his king, 24...Kh7, and claims under law XI",
      "Alekhine v Nimzowitsch to 23...Rc7. White plays 24. Rc3 (the published move) and says «check» ({[%check]}); nothing "
      "attacks the g8 king (asserted). In consequence Black moves his king, 24...Kh7. Before White moves, Black claims.",
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the "
       "piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» 'The "
       "latter' is the misled player (A27), Black. Upheld: Black elects between letting 24...Kh7 stand and replacing it "
       "(XI glossed)."],
      pre + ['Rc3', ('ev', '[%check]'), 'Kh7'], 'false-check-announcement', 'black', 'upheld', game='AN',
      remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    items = ['e4', 'Nf6', 'e5', 'd5', 'exd6']
    b = after(None, items[:-1]); assert b.ep_square == S('d6') and b.is_en_passant(b.parse_san('exd6'))
    case(6424, AC, 'alekhines-defence-3-exd6-en-passant-black-calls-it-illegal',
      "Alekhine's defence: 2...d5 steps two squares beside White's e5 pawn, which takes it in passing, 3. exd6; Black calls the capture illegal; dismissed",
      "A club game: 1. e4 Nf6 2. e5 d5 3. exd6. Black's d-pawn made its first move two squares, from d7 to d5, passing d6, "
      "next to White's pawn on e5; White at once takes it in passing, his pawn going to d6 (asserted). Black claims that "
      "a pawn may not take a pawn that is not diagonally in front of it. Nothing irregular happened.",
      ['VIII'],
      ["Law VIII: «A Pawn may be played either one or two squares at a time when first moved ; but in the latter case it is "
       "liable to be taken en passant, with any Pawn that could have taken it had it been played only one square.» Had "
       "Black played d7-d6, the e5 pawn could have taken it; it is taken at once. Dismissed: 3. exd6 stands."],
      items, 'en-passant', 'black', 'dismissed', xtags=CLUB('B02'), cites=['VIII'])

    # ======================================================== london-1847 6425-6430
    pre = P('AN', 36)
    b = after(None, pre); mv = frm(b, 'b5'); assert b.turn == chess.WHITE and mv == ['Bf1', 'Be2', 'Bd3', 'Ba4', 'Bc4', 'Bxc6']
    case(6425, LO, 'alekhine-nimzowitsch-white-touches-the-b5-bishop-then-castles-19-o-o',
      "Alekhine-Nimzowitsch: White touches his b5 bishop, says nothing, then castles 19. O-O; Black claims the bishop be played",
      "Alekhine v Nimzowitsch to 18...N8e7. At his turn White touches his bishop on b5 ({[%touch b5]}) without saying "
      "J'adoube, and then castles, 19. O-O (the published move). The bishop has six lawful moves (asserted). Black claims "
      "before touching any man." + CHK,
      ['VII'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or "
       "words to that effect». Castling plays the king and the rook, not the bishop touched. Black has touched nothing, so "
       "XXV («before he touches a Piece or Pawn») does not bar him. Upheld: the castling is taken back and the bishop must "
       "be played, Black electing its square."],
      pre + [('ev', '[%touch b5]'), 'O-O'], 'touched-own-man', 'black', 'upheld', game='AN',
      remedies=['compel-move-touched-man'], elector='black', cites=['VII'], moves={'compel-move-touched-man': mv})

    pre = P('SC', 28)
    b = after(None, pre); lc = onto(b, 'd5'); mt = frm(b, 'd1')
    assert b.turn == chess.WHITE and b.piece_at(S('d3')).symbol() == 'P' and lc == ['Nxd5'] and mt == ['Qd2', 'Qe2']
    case(6426, LO, 'steinitz-chigorin-15-the-d1-queen-takes-d5-over-her-own-d3-pawn',
      "Steinitz-Chigorin: after 14...Nxd5 White's d1 queen takes the d5 knight over his own d3 pawn; Black claims under law XI",
      "Steinitz v Chigorin to 14...Nxd5. White's queen goes from d1 to d5 and takes the knight ({[%move d1d5]}), passing "
      "over White's own pawn on d3: no lawful capture (asserted). The e3 knight could have taken it lawfully, Nxd5 (the "
      "published move); the queen has two lawful moves, Qd2 and Qe2 (asserted). Black claims before touching any man." + CHK,
      ['XI', 'XXV'],
      ["Law XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false "
       "move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or "
       "to move his own Piece or Pawn which he touched.» Black claims in time (XXV). Upheld: Black chooses Nxd5 or a queen "
       "move."],
      pre + [('raw', 'd1d5')], 'illegal-capture', 'black', 'upheld', game='SC',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['XI', 'XXV'],
      moves={'capture-with-legal-capturer': lc, 'move-touched-capturer': mt})

    pre = P('CM', 23)
    b = after(None, pre + ['Bd6']); bb = b.copy(); bb.turn = chess.BLACK; assert bb.parse_san('Ng4') in bb.legal_moves
    case(6427, LO, 'capablanca-marshall-12-bd6-and-then-ng4-black-himself-asks-to-retract-the-second',
      "Capablanca-Marshall: Black plays 12...Bd6 and then also Nf6-g4 before White replies; Black himself asks that the second move be retracted; dismissed",
      "Capablanca v Marshall to 12. Re1. Black plays 12...Bd6 (the published move) and then, before White has replied, "
      "moves his knight from f6 to g4 as well ({[%move f6g4 black]}). At once Black himself, the player who moved twice, "
      "asks that the knight move be taken back. White makes no claim and has not yet chosen.",
      ['XIV'],
      ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the "
       "second be retracted.» The choice is the adversary's, White's; the player who moved out of turn cannot make it for "
       "him by asking first. Dismissed: the claim is made by the wrong player."],
      pre + ['Bd6', ('oot', 'f6g4', 'black')], 'move-out-of-turn', 'black', 'dismissed', game='CM', cites=['XIV'])

    pre = P('PL', 29)
    b = after(None, pre); assert b.turn == chess.BLACK and b.piece_at(S('d7')).symbol() == 'b' and b.piece_at(S('d6')) is None
    raw(b, 'd7d6')
    case(6428, LO, 'pillsbury-lasker-15-the-d7-bishop-steps-to-d6-white-touches-his-f-pawn-then-claims',
      "Pillsbury-Lasker: Black's d7 bishop steps straight to d6; White touches his f2 pawn and only then claims; out of time",
      "Pillsbury v Lasker to 15. exd4. Black's bishop goes from d7 to d6 ({[%move d7d6]}), a straight step that no bishop "
      "can make: a false move (asserted). White, about to play f2-f4, touches his f2 pawn ({[%touch f2]}), and only then "
      "claims the false move.",
      ['XIII', 'XXV'],
      ["Law XIII gives White three penalties for a false move, but XXV (found text) sets the time: «If a player make a "
       "false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a "
       "Piece or Pawn, or he will not be allowed to inflict any penalty.» Under A34 the touch of any man by the claimant "
       "closes the claim. Out of time: the bishop stays on d6 (XXV glossed)."],
      pre + [('raw', 'd7d6'), ('ev', '[%touch f2]')], 'false-move', 'white', 'out-of-time', game='PL',
      cites=['XIII', 'XXV'], glossed=['XXV'])

    pre = P('PL', 36)
    b = after(None, pre); m = b.parse_san('exf7+'); assert b.turn == chess.WHITE and b.gives_check(m)
    b.push(m); par = answers(b); assert sorted(par) == sorted(['Kh8', 'Kh7', 'Rxf7'])
    b2 = after(None, pre + ['exf7', ('pseudo', 'Rxa2')], silent=('exf7',)); assert b2.parse_san('Qg4') in b2.legal_moves
    case(6429, LO, 'pillsbury-lasker-19-exf7-checks-unsaid-black-takes-a2-white-says-check-with-20-qg4',
      "Pillsbury-Lasker: 19. exf7 checks without a word; Black takes 19...Rxa2; White says check with 20. Qg4; both last moves are retracted",
      "Pillsbury v Lasker to 18...Ra3. White plays 19. exf7 (the published move), which checks the g8 king (asserted), and "
      "says nothing. Black, not noticing, plays 19...Rxa2. White then plays 20. Qg4 and says «check» with it "
      "({[%check]}); the pawn's check still stands. The lawful answers to it were Kh7, Kh8 and Rxf7 (asserted). Black asks "
      "for the ruling.",
      ['XVIII'],
      ["Law XVIII (found text): «If a player attack the adverse King without saying \"Check,\" his adversary is not obliged "
       "to attend to it : but if the former, in playing his next move, were to say \"Check,\" each player must retract his "
       "last move, and he that is under check must obviate it.» The warning came with White's very next move. 20. Qg4 and "
       "19...Rxa2 are retracted (A35) and Black must meet 19. exf7+. Upheld: retract-both-last-moves."],
      pre + ['exf7', ('pseudo', 'Rxa2'), 'Qg4', ('ev', '[%check]')], 'unannounced-check', 'black', 'upheld', game='PL',
      silent=('exf7',), remedies=['retract-both-last-moves'], cites=['XVIII'], moves={'retract-both-last-moves': par})

    fen = '7k/6r1/8/8/8/8/2Q5/1K6 b - - 40 70'
    cyc_b = ['Rf7', 'Rg7']; cyc_w = ['Qd2', 'Qc2']
    before = []; after_n = []
    for i in range(10): before += [cyc_b[i % 2], cyc_w[i % 2]]
    for i in range(45): after_n += [cyc_b[i % 2], cyc_w[i % 2]]
    b = after(fen, before + after_n); assert b.turn == chess.BLACK and not b.is_check() and any(b.legal_moves)
    bx = chess.Board(fen)
    for s in before + after_n:
        mm = bx.parse_san(s); assert not bx.is_capture(mm) and not bx.gives_check(mm); bx.push(mm)
    assert len(bx.piece_map()) == 4
    case(6430, LO, 'queen-against-rook-notice-after-ten-moves-black-claims-after-forty-five',
      "Queen against rook: Black gives notice of the count after ten moves of the ending, and claims the draw forty-five moves later; dismissed",
      "From the position given ([FEN], whose counter already shows forty half-moves without a capture or a pawn move): "
      "White king b1 and queen c2 against Black king h8 and rook g7. Ten moves on each side are played, the men going to "
      "and fro without check or capture (asserted). Then Black, the defender, gives notice that he will count the moves "
      "({[%fifty]}). Forty-five more moves on each side follow, again without mate; Black then claims a drawn game. From "
      "the start of the record fifty-five moves each have been played; from the notice, forty-five.",
      ['XXII'],
      ["Law XXII (found text): «he must checkmate his adversary in fifty moves on each side at most, or the game will be "
       "considered as drawn; the fifty moves commence from the time the adversary gives notice that he will count them.» "
       "«Queen against a Rook» is named among the endings it covers. The count runs from the notice, not from the start of "
       "the ending or from the position's counter: forty-five moves each are not fifty. Dismissed: play goes on."],
      before + [('ev', '[%fifty]')] + after_n, 'fifty-move-claim', 'black', 'dismissed', start=fen, xtags=CLUB(),
      cites=['XXII'])
