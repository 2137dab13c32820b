"""The thirty cases of the fifty-fourth set. Every board fact stated in a FACTS paragraph is asserted here."""
import chess
from lib import sq
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'


def clocked(moves, start_secs, inc=0, spent=(7, 11, 4, 19, 9, 23, 14, 6, 31, 12, 8, 17, 26, 5)):
    """A club export with clocks: each move followed by { [%clk h:mm:ss] }, as an online or DGT-board export writes it."""
    out = []; t = [start_secs, start_secs]
    for i, m in enumerate(moves):
        side = i % 2
        t[side] = t[side] - spent[i % len(spent)] + inc
        h, r = divmod(t[side], 3600); mm, ss = divmod(r, 60)
        out += [m, ('note', f'[%clk {h}:{mm:02d}:{ss:02d}]')]
    return out


def write_all(case, after, P, frm, kingm, onto):
    # ================================================================ twenty-laws
    pre = P('FS', 32)
    b = after(None, pre); mv = frm(b, 'c1'); assert mv and b.turn == chess.WHITE
    case(5401, TW, 'fischer-spassky-white-touches-the-c1-rook-then-plays-17-be2',
      "Fischer-Spassky, game 6: White touches his c1 rook, then plays 17. Be2 with the bishop; Black claims at once",
      "Fischer v Spassky, Reykjavik 1972, game 6, to 16...Ra7. White touches his c1 rook ({[%touch c1]}) and then plays 17. Be2, as in the game. The rook has lawful moves (asserted: " + ', '.join(mv) + "). Black claims before he moves.",
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». The exception («except where it would expose your king to check») does not arise: the rook is not pinned and can move. Black has not moved since, so law 11's bar («after the adversary has moved a piece») does not apply. Upheld: the touched rook must be played (compel-move-touched-man), Black electing as the aggrieved player; the move list is every lawful move of the c1 rook in the position before 17. Be2.",
       "Every other code gives the same answer to a plain touch of one's own man: Boy's Own 4, Philidor V, Acknowledged V, London VII."],
      pre + [('ev', '[%touch c1]'), 'Be2'], 'touched-own-man', 'black', 'upheld', game='FS',
      remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'], moves={'compel-move-touched-man': mv})

    pre = P('PM', 23)
    b = after(None, pre); assert b.turn == chess.BLACK and b.piece_at(sq('e6')) == chess.Piece(chess.ROOK, chess.BLACK)
    assert chess.Move.from_uci('c8h3') not in b.pseudo_legal_moves
    mc = frm(b, 'c8'); mk = kingm(b); assert mc and mk
    case(5402, TW, 'paulsen-morphy-12-the-c8-bishop-leaps-its-own-e6-rook-to-h3',
      "Paulsen-Morphy: after 12. c3 Black's c8 bishop goes to h3 over his own rook on e6; White claims at once under law 3",
      "Paulsen v Morphy, New York 1857, to 12. c3. Black moves his c8 bishop to h3 ({[%move c8h3]}); his own rook stands on e6 on that diagonal (asserted: not a move the bishop can make). White claims before moving. The bishop's lawful moves from c8 are " + ', '.join(mc) + "; the king's are " + ', '.join(mk) + " (asserted).",
      ['3', '11'],
      ["Law 3: a false move is one «giving to a piece a movement not consistent with its laws», and the adversary may compel the offender «either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king». White, the aggrieved player, chooses among the three (leave-as-played, move-correctly, replace-and-move-king). White has not played since, so the claim is in time (law 3 «until after the adversary has played», law 11).",
       "Under Boy's Own 7 and Philidor VIII the only penalty is a king move; Acknowledged VII gives its own menu; London XIII gives the same three penalties as law 3."],
      pre + [('raw', 'c8h3')], 'false-move', 'white', 'upheld', game='PM',
      remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='white', cites=['3', '11'],
      moves={'move-correctly': mc, 'replace-and-move-king': mk})

    pre = P('GRECO', 14)
    b0 = after(None, P('GRECO', 12)); assert b0.is_check() and b0.turn == chess.WHITE   # 6...Bb4+
    b = after(None, pre); assert b.has_kingside_castling_rights(chess.WHITE) and b.parse_san('O-O') in b.legal_moves
    assert not b.is_check()
    case(5403, TW, 'greco-8-o-o-after-the-check-6-bb4-was-covered',
      "Greco's Giuoco piano: White's king was checked by 6...Bb4+ and the check was covered by 7. Nc3; White castles at move 8 and Black calls it unlawful; dismissed under law 8",
      "Greco v NN (1620), to 7...Nxe4. 6...Bb4+ checked White's king (asserted) and 7. Nc3 covered it. White now castles, 8. O-O, as in the game: his king and h1 rook have never moved and his king is not in check now (asserted). Black claims that a king once checked may not castle.",
      ['8'],
      ["Law 8 answers the claim in terms: «But your king having been in check, or the rook being at the moment under attack, does not prevent you from castling». The king and rook have not moved («You cannot castle after your king or the rook has moved»), so nothing in law 8 bars the castling. Reading (laws.md A1): «having been in check» is a past check since answered, which is exactly this case. Dismissed.",
       "No other code makes an earlier check a bar either: Boy's Own 6 names only a moved king or rook, Philidor XII and Acknowledged IX bar castling «when in check» (now), London XVI «If the King be in check»."],
      pre + ['O-O'], 'illegal-castling', 'black', 'dismissed', game='GRECO',
      cites=['8'], glossed=['8'])

    pre = P('ZB', 50)
    b = after(None, pre + ['gxh7'], ('gxh7',)); assert b.is_check() and b.turn == chess.BLACK
    answers = [b.san(m) for m in b.legal_moves]
    case(5404, TW, 'zukertort-blackburne-26-gxh7-check-unsaid-black-takes-on-b2-white-warns-with-27-qxb2',
      "Zukertort-Blackburne: 26. gxh7 gives check without a word; Black takes 26...Rxb2; White says check with his next move, 27. Qxb2; each retracts his last move",
      "Zukertort v Blackburne, London 1883, to 25...Rc2. 26. gxh7 checks the g8 king (asserted) and White says nothing; it is written without its «+». Black, unaware, plays 26...Rxb2, which leaves his king in check. White replies 27. Qxb2 and now says «check» ({[%check]} after 27. Qxb2, which gives no new check). White claims. After 26. gxh7 Black's lawful answers are " + ', '.join(answers) + " (asserted).",
      ['5'],
      ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he does; but if on his next move he warn you, each party must retract his last move, and the king be removed out of check.» White warned on his very next move. Upheld: retract-both-last-moves (27. Qxb2 and 26...Rxb2 go back, laws.md A35), and Black must then parry the pawn's check.",
       "Boy's Own 9, Philidor XIII and London XVIII say the same; Acknowledged X would take the moves back to the check under its two-move exception."],
      pre + ['gxh7', ('pseudo', 'Rxb2'), 'Qxb2', ('ev', '[%check]')], 'unannounced-check', 'white', 'upheld', game='ZB', silent=('gxh7',),
      remedies=['retract-both-last-moves'], cites=['5'])

    pre = P('TL', 30)
    b = after(None, pre); mc = onto(b, 'a6'); mk = kingm(b, castling=False)
    assert mc == ['Bxa6'] and mk
    case(5405, TW, 'tal-larsen-white-touches-the-a6-pawn-then-plays-16-nd5',
      "Tal-Larsen: White touches Black's a6 pawn without a word, then plays 16. Nd5; Black claims under law 2",
      "Tal v Larsen, Bled 1965, game 10, to 15...b4. White touches Black's a6 pawn ({[%touch a6]}), says nothing, and then plays 16. Nd5 as in the game. The pawn is en prise: " + ', '.join(mc) + " takes it lawfully (asserted). White's king has the moves " + ', '.join(mk) + " (asserted). Black claims before he moves.",
      ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men ... you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king ... and in either case you cannot castle that move.» White said nothing. Upheld: compel-capture-of-touched-man (Bxa6) or move-king-no-castling, Black electing (laws.md A5). The «leave it where you had wrongfully placed it» branch is for a man moved, not touched. Law 11 does not bar the claim: Black has not moved.",
       "Boy's Own 5 and Philidor VI also compel the capture; London IX likewise («compel him to take it»); Acknowledged VII adds its own menu."],
      pre + [('ev', '[%touch a6]'), 'Nd5', ('nag', '$3')], 'touched-adversary-man', 'black', 'upheld', game='TL',
      remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black', cites=['2', '11'], glossed=['2'],
      moves={'compel-capture-of-touched-man': mc, 'move-king-no-castling': mk})

    pre = P('CM', 26)
    b = after(None, pre); caps = onto(b, 'g4'); assert 'hxg4' in caps and 'Qxg4' in caps
    case(5406, TW, 'capablanca-marshall-white-touches-the-g4-knight-says-jadoube-at-once-then-14-qf3',
      "Capablanca-Marshall: White touches Marshall's g4 knight and at once says j'adoube, then plays 14. Qf3; Black wants the capture compelled; dismissed",
      "Capablanca v Marshall, New York 1918, to 13...Ng4, the knight offered to the h3 pawn (asserted: " + ', '.join(caps) + " would take it). White touches the knight ({[%touch g4]}) and instantly says «j'adoube» ({[%adjust g4]}), then plays 14. Qf3 as in the game. Black, who wants his sacrifice accepted, claims White must take the knight.",
      ['2'],
      ["Law 2: «If you touch one of your adversary's men ... you must instantly acknowledge the error by saying “j'adoube;” or he may compel you ...». The penalties follow only the «or»: a player who acknowledges at once is not liable to them (laws.md A5 i). The word came instantly, before any other act. Dismissed.",
       "Philidor VI and London IX let the word excuse only if said in touching («without saying J’adoube»); Boy's Own has no j'adoube at all, so under law 5 there the capture could be compelled."],
      pre + [('ev', '[%touch g4]'), ('ev', '[%adjust g4]'), 'Qf3'], 'adjustment-claim', 'black', 'dismissed', game='CM',
      cites=['2'], glossed=['2'])

    # ================================================================ boys-own-1829
    items = ['d4', 'd5', 'c4', 'c6', 'Nc3', 'Nf6', 'Nf3']
    b = after(None, items); assert chess.Move.from_uci('f8b4') not in b.pseudo_legal_moves and b.piece_at(sq('e7')).piece_type == chess.PAWN
    mk = kingm(b); assert mk
    case(5407, BO, 'slav-4-the-f8-bishop-leaps-its-own-e7-pawn-to-b4',
      "A club Slav: after 4. Nf3 Black's f8 bishop goes to b4 over his own e7 pawn; White claims: law 7, Black must move his king",
      "1. d4 d5 2. c4 c6 3. Nc3 Nf6 4. Nf3, then Black moves f8-b4 ({[%move f8b4]}) with his e7 pawn still at home (asserted: not a move the bishop can make). White claims at once. Black's king, with the bishop put back, has the lawful moves " + ', '.join(mk) + " (asserted).",
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check ; but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» White has not played. Upheld: move-king, White electing; the false move is first taken back (laws.md A36)."],
      items + [('raw', 'f8b4')], 'false-move', 'white', 'upheld',
      remedies=['move-king'], elector='white', cites=['7'], moves={'move-king': mk})

    pre = P('AN', 33)
    b = after(None, pre); mv = frm(b, 'c6'); assert mv and b.turn == chess.BLACK
    case(5408, BO, 'alekhine-nimzowitsch-black-touches-the-c6-knight-then-plays-17-qf7',
      "Alekhine-Nimzowitsch: Black touches his c6 knight, then plays 17...Qf7; White claims: the knight must be played",
      "Alekhine v Nimzowitsch, San Remo 1930, to 17. a6. Black touches his c6 knight ({[%touch c6]}) and plays 17...Qf7 as in the game. The knight has lawful moves (asserted: " + ', '.join(mv) + "). White claims before moving.",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». The knight is not pinned. Upheld: compel-move-touched-man, White electing; the list is every lawful move of the c6 knight before 17...Qf7."],
      pre + [('ev', '[%touch c6]'), 'Qf7'], 'touched-own-man', 'white', 'upheld', game='AN',
      remedies=['compel-move-touched-man'], elector='white', cites=['4'], moves={'compel-move-touched-man': mv})

    fen = '4k3/pp2rppp/8/8/8/8/PP2BPPP/4K3 w - - 0 24'
    b = after(fen, []); assert b.is_pinned(chess.WHITE, sq('e2'))
    t = b.copy(); t.remove_piece_at(sq('e2')); t.set_piece_at(sq('b5'), chess.Piece(chess.BISHOP, chess.WHITE))
    assert t.is_attacked_by(chess.WHITE, sq('e8')) and t.is_attacked_by(chess.BLACK, sq('e1'))
    mk = kingm(b); assert mk
    case(5409, BO, 'rook-ending-the-pinned-e2-bishop-checks-from-b5',
      "A club ending: White's e2 bishop, pinned by the e7 rook, goes to b5 with check; Black claims under laws 10 and 7",
      "White Ke1, Be2, pawns a2 b2 f2 g2 h2; Black Ke8, Re7, pawns a7 b7 f7 g7 h7; White to move. The bishop is pinned to its king by the rook (asserted). White plays e2-b5 ({[%move e2b5]}) and says «check»: from b5 the bishop does attack e8, and the rook now attacks e1 (both asserted). Black claims at once. White's king has the moves " + ', '.join(mk) + " (asserted).",
      ['10', '7'],
      ["Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king to a check from any of his pieces.» The check is forbidden, so the move is a false move, and law 7 supplies the penalty: «your opponent can oblige you to move your king». Upheld: move-king, Black electing, the bishop first going back to e2."],
      [('raw', 'e2b5', 'check')], 'self-exposing-check', 'black', 'upheld', start=fen,
      remedies=['move-king'], elector='black', cites=['10', '7'], glossed=['10'], moves={'move-king': mk})

    pre = P('TL', 30)
    b = after(None, pre + ['Nd5']); assert not b.is_check() and b.turn == chess.BLACK and kingm(b) == ['Kh8']
    case(5410, BO, 'tal-larsen-16-nd5-called-check-black-plays-kh8-and-retracts',
      "Tal-Larsen: White says check with 16. Nd5, which gives none; Black answers 16...Kh8 and asks to take it back before White moves",
      "Tal v Larsen to 15...b4. White plays 16. Nd5 and says «check» ({[%check]}); Black's king is not attacked (asserted). Black steps 16...Kh8 (his king's only move, asserted), then sees there was no check and claims before White's next move.",
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» White has not moved. Upheld: retract-misled-move, Black electing; he may then answer 16. Nd5 as Larsen did, with 16...exd5."],
      pre + ['Nd5', ('nag', '$3'), ('ev', '[%check]'), 'Kh8'], 'false-check-announcement', 'black', 'upheld', game='TL',
      remedies=['retract-misled-move'], elector='black', cites=['8'])

    pre = P('FS', 38)
    b = after(None, pre); assert chess.Move.from_uci('c1c6') not in b.pseudo_legal_moves and b.piece_at(sq('c5')).color == chess.BLACK
    b2 = after(None, pre + [('raw', 'c1c6')]); assert b2.parse_san('Rxc6') in b2.legal_moves
    case(5411, BO, 'fischer-spassky-20-the-c1-rook-leaps-the-c5-pawn-black-takes-it-then-claims',
      "Fischer-Spassky: White's c1 rook goes to c6 over Black's c5 pawn; Black takes it, 20...Rxc6, and only then claims; White pleads that the claim is too late",
      "Fischer v Spassky to 19...fxe6. White moves his c1 rook to c6 ({[%move c1c6]}), passing over Black's pawn on c5 (asserted: not a move the rook can make). Black answers 20...Rxc6 (lawful, asserted), and then claims a false move. White pleads that Black has played.",
      ['7'],
      ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black played 20...Rxc6 before he noticed. White's plea is upheld: no-penalty-time-barred, and the position stands as it is."],
      pre + [('raw', 'c1c6'), 'Rxc6'], 'late-claim', 'white', 'upheld', game='FS',
      remedies=['no-penalty-time-barred'], cites=['7'])

    pre = P('ZB', 45)
    b = after(None, pre); mv = frm(b, 'f6'); assert 'Ne4' in mv and len(mv) > 1
    case(5412, BO, 'zukertort-blackburne-23-ne4-set-down-and-quitted-black-asks-to-play-it-elsewhere',
      "Zukertort-Blackburne: Black sets 23...Ne4 down and lets go, then asks to move the knight to another square; dismissed",
      "Zukertort v Blackburne to 23. f5. Black plays 23...Ne4 as in the game and takes his hand from the knight; he then asks to play it elsewhere (it had other lawful squares, asserted: " + ', '.join(mv) + ").",
      ['4'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep hold of him, you are at liberty to place him where you please». The knight was quitted on e4. Dismissed: 23...Ne4 stands."],
      pre + ['Ne4'], 'man-released', 'black', 'dismissed', game='ZB', cites=['4'])

    # ================================================================ philidor
    items = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'b4', 'Bxb4', 'c3', 'Ba5', 'd4', 'exd4', 'O-O', 'Nf6', 'Ba3']
    b = after(None, items); assert b.is_attacked_by(chess.WHITE, sq('f8')) and not b.is_check() and b.has_kingside_castling_rights(chess.BLACK)
    assert chess.Move.from_uci('e8g8') not in b.legal_moves
    mr = frm(b, 'h8'); mk = kingm(b, castling=False); assert mr and not mk
    case(5413, PH, 'evans-gambit-8-ba3-black-castles-over-f8-commanded-by-the-bishop',
      "An Evans gambit in club play: after 8. Ba3 Black castles, his king passing f8, which the a3 bishop attacks; White claims: rule XII, Black plays his rook or his king at his own choice",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O Nf6 8. Ba3, and Black castles ({[%move e8g8]}). The a3 bishop attacks f8 along the empty diagonal (asserted), so the king passes a square where it would be in check. White claims before he moves. With king and rook put back, the h8 rook has the moves " + ', '.join(mr) + " and the king has none (asserted: d7 is his own pawn, e7 and f8 are attacked by the bishop).",
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a check ... and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The castling is unlawful on the third ground. Reading (laws.md A16 ii): the words «at his own choice» give the choice to the offender, so Black elects, not White. Cited after XII as earlier Philidor castling cases cite them: VIII (a move the rules forbid, claimed before White's next move) and VI, whose king penalty holds only «if you can».",
       "The king has no lawful move, so move-king cannot be enforced (Philidor VI «if you can», XV «if his King cannot be played, the fault is of no consequence»); the rook can be played."],
      items + [('raw', 'e8g8')], 'illegal-castling', 'white', 'upheld',
      remedies=['move-rook', 'move-king'], elector='black', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      moves={'move-rook': mr}, unenforceable=['move-king'])

    pre = P('ZB', 24)
    b = after(None, pre); assert chess.Move.from_uci('e2b5') not in b.pseudo_legal_moves and b.piece_at(sq('c4')) == chess.Piece(chess.PAWN, chess.WHITE)
    mk = kingm(b); assert mk == ['Kh1']
    case(5414, PH, 'zukertort-blackburne-13-the-e2-bishop-leaps-the-c4-pawn-to-b5',
      "Zukertort-Blackburne: before 13. f3 White's e2 bishop goes to b5 over his own c4 pawn; Black claims: rule VIII, White plays his king",
      "Zukertort v Blackburne to 12...Ndf6. White moves his e2 bishop to b5 ({[%move e2b5]}) over his own pawn on c4 (asserted: not a move the bishop can make). Black claims at once. With the bishop back on e2, White's king has one lawful move, Kh1 (asserted).",
      ['VIII', 'VI'],
      ["Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move». Black has not moved. Upheld: move-king (Kh1), Black electing; the bishop goes back first (laws.md A36)."],
      pre + [('raw', 'e2b5')], 'false-move', 'black', 'upheld', game='ZB',
      remedies=['move-king'], elector='black', cites=['VIII', 'VI'], moves={'move-king': mk})

    pre = P('AN', 6)
    b = after(None, pre); assert b.is_pinned(chess.WHITE, sq('c3')) and not frm(b, 'c3'); mk = kingm(b); assert mk
    case(5415, PH, 'alekhine-nimzowitsch-white-touches-the-pinned-c3-knight-then-plays-4-e5',
      "Alekhine-Nimzowitsch: White touches his c3 knight, pinned by the b4 bishop, then plays 4. e5; Black claims: rule XV, White must play his king",
      "Alekhine v Nimzowitsch to 3...Bb4. White touches his c3 knight ({[%touch c3]}), which is pinned to his king by the b4 bishop and has no lawful move (asserted), then plays 4. e5 as in the game. Black claims at once. White's king has the lawful moves " + ', '.join(mk) + " (asserted).",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played». Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King; and if his King cannot be played, the fault is of no consequence.» Reading (laws.md A17): «giving check» means exposing his own king to check, as every other code says it. The king can be played. Upheld: move-king, Black electing."],
      pre + [('ev', '[%touch c3]'), 'e5'], 'touched-own-man-unplayable', 'black', 'upheld', game='AN',
      remedies=['move-king'], elector='black', cites=['V', 'XV'], glossed=['XV'], moves={'move-king': mk})

    pre = P('CM', 33)
    b = after(None, pre + ['Bh2'], ('Bh2',)); assert b.is_check() and [b.san(m) for m in b.legal_moves] == ['Kf1']
    case(5416, PH, 'capablanca-marshall-17-bh2-check-unsaid-white-takes-on-f2-black-warns',
      "Capablanca-Marshall: 17...Bh2 gives check without a word; White plays 18. Rxf2; Black says check with 18...Rae8; each comes back from his last move",
      "Capablanca v Marshall to 17. hxg4. 17...Bh2 checks White's g1 king (asserted), Black says nothing, and it is written without its «+». White, unaware, plays 18. Rxf2, which leaves his king in check. Black replies 18...Rae8 and now says «check». Black claims. After 17...Bh2 White's only lawful answer is Kf1 (asserted), Capablanca's move.",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move, as being false, and he that is under check is to take it off». Black said «check» in playing his next move. Upheld: retract-both-last-moves; White must then answer the check (Kf1)."],
      pre + ['Bh2', ('pseudo', 'Rxf2'), 'Rae8', ('ev', '[%check]')], 'unannounced-check', 'black', 'upheld', game='CM', silent=('Bh2',),
      remedies=['retract-both-last-moves'], cites=['XIII'])

    items = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'd3', 'Be7', 'O-O', 'O-O']
    b = after(None, items); assert onto(b, 'e5') == ['Nxe5']
    case(5417, PH, 'italian-white-says-jadoube-in-adjusting-the-e5-pawn-then-plays-6-re1',
      "A quiet Italian: White says j'adoube as he straightens Black's e5 pawn, then plays 6. Re1; Black claims that White must take it; dismissed",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Be7 5. O-O O-O. White, to move, says «J’adoube» in touching Black's e5 pawn and straightens it ({[%adjust e5]}), then plays 6. Re1. Black claims White must take the pawn (Nxe5 would, asserted).",
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it». The word was said in touching (as Rule V has it, «unless it is said, in touching it, J’adoube»). Dismissed."],
      items + [('ev', '[%adjust e5]'), 'Re1'], 'touched-adversary-man', 'black', 'dismissed',
      cites=['VI'])

    fen = 'rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
    items = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7']
    b = after(fen, items); assert b.piece_at(sq('h7')) is None and chess.Board().piece_at(sq('h7')) == chess.Piece(chess.PAWN, chess.BLACK)
    case(5418, PH, 'black-forgot-his-h7-pawn-white-notices-after-five-moves',
      "Black set up without his h7 pawn; after five moves each White notices; rule III: White chooses to begin afresh or go on with the pawn put back",
      "The record starts from the array with Black's h7 pawn missing ([FEN]). 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7; White then notices and claims. The h7 square is still empty (asserted).",
      ['III'],
      ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set in its place.» The rule sets no limit of moves (laws.md A14). White, Black's adversary, chooses: restart-game or rectify-setup (the pawn set again on h7, which is empty)."],
      items, 'initial-man-omitted', 'white', 'upheld', start=fen,
      remedies=['restart-game', 'rectify-setup'], elector='white', cites=['III'], glossed=['III'])

    # ================================================================ acknowledged-laws
    pre = P('FS', 41)
    b = after(None, pre); assert chess.Move.from_uci('d7b5') not in b.pseudo_legal_moves
    mc = frm(b, 'd7'); mk = kingm(b); assert mc and mk
    case(5419, AC, 'fischer-spassky-21-the-d7-knight-moves-like-a-bishop-to-b5',
      "Fischer-Spassky: after 21. f4 Black's d7 knight goes to b5 like a bishop; White claims under law VII",
      "Fischer v Spassky to 21. f4. Black moves his d7 knight to b5 ({[%move d7b5]}), a bishop's step, no knight's move (asserted). White claims at once. The knight's lawful moves are " + ', '.join(mc) + "; Black's king's are " + ', '.join(mk) + " (asserted).",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Nothing was taken, so the menu cut to the offence (laws.md A23) is move-correctly, move-king, replace-and-move-legally, White electing. The law sets no time limit; White claims at once in any case."],
      pre + [('raw', 'd7b5')], 'false-move', 'white', 'upheld', game='FS',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'],
      moves={'move-correctly': mc, 'move-king': mk})

    items = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'Nf6', 'O-O', 'Be7', 'Re1', 'd6', 'Bxc6+']
    b = after(None, items); assert b.is_check() and b.has_kingside_castling_rights(chess.BLACK)
    case(5420, AC, 'ruy-lopez-6-bxc6-check-black-castles-out-of-it',
      "A club Ruy Lopez: 6. Bxc6+ checks, and Black castles with his king in check; White claims under law IX",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Be7 5. Re1 d6 6. Bxc6+ (check said); Black's king is in check from c6 (asserted), and Black castles ({[%move e8g8]}). White claims at once.",
      ['IX', 'VII'],
      ["Law IX: «A player cannot Castle under any of the following circumstances :—... 2. If the King be in Check.» IX names no penalty, so law VII's menu governs an illegal move (laws.md A23, A24): move-correctly, move-king, replace-and-move-legally, White electing."],
      items + [('ev', '[%check]'), ('raw', 'e8g8')], 'illegal-castling', 'white', 'upheld',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['IX', 'VII'], glossed=['VII'])

    items = ['e4', 'c6', 'd4', 'd5', 'Nc3', 'dxe4', 'Nxe4', 'Bf5', 'Ng3', 'Bg6', 'h4', 'h6', 'Nf3', 'Nd7']
    b = after(None, items); assert frm(b, 'g3')
    case(5421, AC, 'caro-kann-white-says-jadoube-straightens-the-g3-knight-then-plays-8-h5',
      "A club Caro-Kann with clocks: White says j'adoube and straightens his g3 knight, then plays 8. h5; Black claims the knight must move; dismissed",
      "1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Bf5 5. Ng3 Bg6 6. h4 h6 7. Nf3 Nd7, exported from a club match board with clock times after each move. White says «j'adoube» and straightens his g3 knight ({[%adjust g3]}), then plays 8. h5. Black claims that the knight, touched, must be played.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note makes the exception: «[Except the player say j’adoube (I adjust).» White said it before he adjusted the knight. Dismissed."],
      clocked(items, 1500, 10) + [('ev', '[%adjust g3]'), 'h5', ('note', '[%clk 0:24:29]')], 'touched-own-man', 'black', 'dismissed',
      cites=['V'], xtags=[('Event', 'Club match'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '3'), ('White', '?'), ('Black', '?'), ('Result', '*'), ('TimeControl', '1500+10')])

    pre = P('PM', 33)
    b = after(None, pre); assert chess.Move.from_uci('e6a6') not in b.pseudo_legal_moves and b.piece_at(sq('c6')) == chess.Piece(chess.PAWN, chess.BLACK)
    cap = onto(b, 'a6'); mc = frm(b, 'e6'); mk = kingm(b); assert cap == ['Qxa6'] and mc and mk
    case(5422, AC, 'paulsen-morphy-17-the-e6-rook-takes-the-a6-queen-over-its-own-c6-pawn',
      "Paulsen-Morphy: instead of 17...Qxf3 Black's e6 rook takes the queen on a6, passing over his own c6 pawn; White claims under law VII",
      "Paulsen v Morphy to 17. Qa6. Black's e6 rook takes White's queen on a6 ({[%move e6a6]}); his own pawn on c6 stands between (asserted: not a move the rook can make). White claims at once. The queen can be taken lawfully only by " + ', '.join(cap) + "; the rook's lawful moves are " + ', '.join(mc) + "; Black's king's are " + ', '.join(mk) + " (all asserted).",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» A capture the rook cannot make is an illegal move; the whole menu fits it (laws.md A23): capture-with-legal-capturer (take the man, by a man that can: Qxa6), move-correctly (the rook's own lawful move), move-king, replace-and-move-legally. White elects."],
      pre + [('raw', 'e6a6')], 'illegal-capture', 'white', 'upheld', game='PM',
      remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'], glossed=['VII'],
      moves={'capture-with-legal-capturer': cap, 'move-correctly': mc, 'move-king': mk})

    pre = P('AN', 26)
    b = after(None, pre + ['Nd6']); assert not b.is_check() and 'Kh8' in kingm(b)
    case(5423, AC, 'alekhine-nimzowitsch-14-nd6-called-check-black-plays-kh8',
      "Alekhine-Nimzowitsch: White says check with 14. Nd6, which gives none; Black steps 14...Kh8 and claims; law XI, Black elects",
      "Alekhine v Nimzowitsch to 13...Bb7. White plays 14. Nd6 and says «check»; Black's king on g8 is not attacked (asserted). Black moves it to h8 and, seeing his mistake, claims before White's next move.",
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» Reading (laws.md A27): «the latter» is Black, the misled player. Upheld: leave-as-played, retract-misled-move, Black electing."],
      pre + ['Nd6', ('nag', '$1'), ('ev', '[%check]'), 'Kh8'], 'false-check-announcement', 'black', 'upheld', game='AN',
      remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    items = ['e4', 'e5', 'Nf3', 'Nc6']
    case(5424, AC, 'black-won-the-game-he-began-and-claims-to-begin-again',
      "Black began the previous game and won it; White begins this one; Black claims the first move as the winner's; dismissed under law IV",
      "[PreviousGame \"black decided\"]: Black had the first move in the previous game, which was decided. This game begins 1. e4 e5 2. Nf3 Nc6 with White's first move. Black claims he should have begun, as the winner of the last game.",
      ['IV'],
      ["Law IV: «Where no odds are given the players draw lots for the first move, and afterwards take the move alternately.» No odds are given. Black began the last game, so White begins this one, win or lose. Dismissed."],
      items, 'first-move-or-colour', 'black', 'dismissed', xtags=[('PreviousGame', 'black decided')], cites=['IV'])

    # ================================================================ london-1847
    pre = P('ZB', 42)
    b = after(None, pre); assert b.ep_square == sq('f6') and b.parse_san('exf6') in b.legal_moves
    case(5425, LO, 'zukertort-blackburne-22-exf6-in-passing-black-calls-it-false',
      "Zukertort-Blackburne: 22. exf6 takes the f5 pawn in passing, as in the game; Black calls it a false move; dismissed under XV",
      "Zukertort v Blackburne to 21...f5: the f-pawn has just made its first move, two squares, past f6, which White's e5 pawn attacks. White plays 22. exf6, taking it in passing (lawful, asserted). Black claims a false move: the pawn took on a square where nothing stood.",
      ['XV'],
      ["XV: «When a Pawn is first moved in a game, it may be played one or two squares; but in the latter case the opponent has the privilege of taking it en passant with any Pawn which could have taken it had it been played one square only.» The e5 pawn could have taken it on f6. Dismissed."],
      pre + ['exf6'], 'en-passant', 'black', 'dismissed', game='ZB', cites=['XV'])

    items = ['e4', 'e6', 'd4', 'd5', 'Nc3', 'Bb4']
    b = after(None, items); assert b.is_pinned(chess.WHITE, sq('c3')) and onto(b, 'd5') == ['exd5'] and not frm(b, 'c3')
    assert chess.Move.from_uci('c3d5') in b.pseudo_legal_moves and chess.Move.from_uci('c3d5') not in b.legal_moves
    case(5426, LO, 'winawer-4-the-pinned-c3-knight-takes-on-d5',
      "A club Winawer: White's c3 knight, pinned by the b4 bishop, takes the d5 pawn; Black claims under XI",
      "1. e4 e6 2. d4 d5 3. Nc3 Bb4, and White takes the d5 pawn with the c3 knight ({[%move c3d5]}): the knight is pinned to its king by the b4 bishop, so the capture leaves the king in check (asserted). Black claims before touching a man. The pawn can be taken lawfully only by exd5 (asserted); the pinned knight has no lawful move (asserted).",
      ['XI', ('london-1847', 'XXV')],
      ["XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own Piece or Pawn which he touched.» A knight's step that exposes the king is a false move (laws.md A37). Upheld: capture-with-legal-capturer (exd5) or move-touched-capturer, Black electing; the second cannot be enforced, the knight having no lawful move. Black claimed before touching a man (XXV)."],
      items + [('raw', 'c3d5')], 'illegal-capture', 'black', 'upheld',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['XI', 'XXV'],
      moves={'capture-with-legal-capturer': ['exd5']}, unenforceable=['move-touched-capturer'])

    items = ['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6', 'Bg5', 'Be7', 'e3', 'O-O', 'Nf3']
    b = after(None, items); mv = frm(b, 'b8'); assert mv
    case(5427, LO, 'qgd-black-touches-the-b8-knight-then-plays-6-h6',
      "A club Queen's Gambit Declined: Black touches his b8 knight, then plays 6...h6; White claims under VII",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3. Black touches his b8 knight ({[%touch b8]}) without a word and then plays 6...h6. White claims before touching a man. The knight has the lawful moves " + ', '.join(mv) + " (asserted).",
      ['VII'],
      ["VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect». Nothing was said. Upheld: compel-move-touched-man, White electing."],
      items + [('ev', '[%touch b8]'), 'h6'], 'touched-own-man', 'white', 'upheld',
      remedies=['compel-move-touched-man'], elector='white', cites=['VII'], moves={'compel-move-touched-man': mv})

    items = ['d4', 'd5', 'Bf4', 'Nf6', 'e3', 'e6', 'Bd3', 'c5', 'c3', 'Nc6', 'Qc2', 'Bd6']
    b = after(None, items); assert b.piece_at(sq('b1')) == chess.Piece(chess.KNIGHT, chess.WHITE) and b.piece_at(sq('c1')) is None and b.piece_at(sq('d1')) is None
    assert not b.is_check() and not any(b.is_attacked_by(chess.BLACK, sq(s)) for s in ('d1', 'c1'))
    mk = kingm(b, castling=False); mr = frm(b, 'a1'); assert mk and not mr
    case(5428, LO, 'london-system-white-castles-long-with-the-b1-knight-still-at-home',
      "A club London System: White castles on the queen's side with his b1 knight still between king and rook; Black claims under XVI",
      "1. d4 d5 2. Bf4 Nf6 3. e3 e6 4. Bd3 c5 5. c3 Nc6 6. Qc2 Bd6, and White castles on the queen's side ({[%move e1c1]}): king to c1, rook to d1, with his own knight still on b1 (asserted), so there is a piece between king and rook. Black claims before touching a man. With king and rook put back, White's king has the moves " + ', '.join(mk) + " and the a1 rook has none (asserted).",
      [('london-1847', 'XVI'), ('london-1847', 'XXV')],
      ["XVI (found text): «A player cannot castle in the following cases: ... 3. If there be any Piece between the King and Rook.» and «Should a player castle in any of the above cases, his adver sary has the choice of three penalties; viz., 1st, of insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook.» Upheld: let-castling-stand, move-king-no-castling (laws.md A31), move-rook, Black electing. The rook cannot be moved (blocked by the knight and the a2 pawn), so the third penalty cannot be enforced. Claimed in time (XXV)."],
      items + [('raw', 'e1c1')], 'illegal-castling', 'black', 'upheld',
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'], glossed=['XVI'],
      moves={'move-king-no-castling': mk}, unenforceable=['move-rook'])

    pre = P('TL', 33)
    b = after(None, pre); assert chess.Move.from_uci('e7h4') not in b.pseudo_legal_moves and b.piece_at(sq('g5')) == chess.Piece(chess.PAWN, chess.WHITE)
    case(5429, LO, 'tal-larsen-17-the-e7-bishop-leaps-the-g5-pawn-white-thinks-then-claims',
      "Tal-Larsen: Black's e7 bishop goes to h4 over White's g5 pawn; White thinks for some time, touches nothing, then claims; Black pleads lateness; dismissed",
      "Tal v Larsen to 17. exd5. Black moves his e7 bishop to h4 ({[%move e7h4]}) over White's g5 pawn (asserted: not a move the bishop can make). White considers the position at length without touching any man, then claims a false move. Black pleads that the claim comes too late. The record shows no touch by White after the false move.",
      [('london-1847', 'XXV')],
      ["XXV (found text): «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» The deadline is White's touch of a man (laws.md A34), not the time he takes. White touched nothing. Black's plea is dismissed; the false-move claim is heard under XIII."],
      pre + [('raw', 'e7h4')], 'late-claim', 'black', 'dismissed', game='TL', cites=['XXV'], glossed=['XXV'])

    pre = P('PM', 35)
    b = after(None, pre + ['Rg6'], ('Rg6',)); assert b.is_check(); ans = [b.san(m) for m in sorted(b.legal_moves, key=lambda m: (m.from_square, m.to_square))]
    items = pre + ['Rg6', ('pseudo', 'd4'), 'Bh3', ('pseudo', 'Re1')]
    bend = after(None, items, ('Rg6',)); assert bend.turn == chess.BLACK and bend.is_attacked_by(chess.BLACK, bend.king(chess.WHITE))
    case(5430, LO, 'paulsen-morphy-18-rg6-check-unnoticed-for-two-moves-white-finds-his-king-in-check',
      "Paulsen-Morphy: 18...Rg6 checks without a word; 19. d4 Bh3 20. Re1 are played over it; White then finds his king in check: XIX, every known move since the check is retracted",
      "Paulsen v Morphy to 18. gxf3. 18...Rg6 checks White's g1 king down the open g-file (asserted); nothing is said and it is written without its «+». White plays 19. d4, Black 19...Bh3, White 20. Re1, his king in check throughout (asserted). Before Black's 20th move White finds his king in check and claims. After 18...Rg6 White's lawful answers are " + ', '.join(ans) + " (asserted).",
      [('london-1847', 'XIX')],
      ["XIX (found text): «If the King has been in check for several moves, and it cannot be ascertained how it occurred, the player whose King is in check must retract his last move and free his King from the check : but if the moves made subsequent to the check be known, they must be retracted.» The record shows every move since the check. Reading (laws.md A33): the second clause applies. Upheld: retract-to-point-of-check (19. d4, 19...Bh3 and 20. Re1 go back) and White must answer 18...Rg6."],
      items, 'check-of-unknown-origin', 'white', 'upheld', game='PM', silent=('Rg6',),
      remedies=['retract-to-point-of-check'], cites=['XIX'], glossed=['XIX'], moves={'retract-to-point-of-check': ans})
