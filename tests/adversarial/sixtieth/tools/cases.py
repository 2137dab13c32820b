"""The thirty cases of the sixtieth set. Every board fact used below is asserted here, with python-chess."""
import chess
from lib import apply_raw
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'
S = chess.parse_square
def CLUB(eco=None):
    return [('Event', 'Club game'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'),
            ('Result', '*')] + ([('ECO', eco)] if eco else [])
def raw(b, uci):
    b = b.copy(); assert chess.Move.from_uci(uci) not in b.legal_moves; apply_raw(b, uci); return b


def write_all(case, after, P, frm, kingm, onto):
    # ======================================================== twenty-laws 6001-6006
    pre = P('AK', 28)
    b = after(None, pre); mv = frm(b, 'g1'); assert b.turn == chess.WHITE and mv == ['Rh1', 'Rg2', 'Rg3']
    case(6001, TW, 'immortal-game-white-touches-the-g1-rook-then-plays-15-bxf4',
      "The Immortal game: White touches his g1 rook, says nothing, then plays 15. Bxf4; Black claims at once",
      "Anderssen v Kieseritzky, London 1851, to 14...Ng8. At his turn White touches his g1 rook ({[%touch g1]}), says "
      "nothing, and then plays 15. Bxf4 (the published move) with the bishop. The rook has three lawful moves, Rh1, Rg2 "
      "and Rg3 (asserted), so the touched man can be played. Black claims before making any move of his own." + CHK,
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». The exception («except where it would expose your king to "
       "check») does not arise: the rook is free to move. No «j'adoube» was said, and the man was not «displaced by "
       "accident» (A4: that is the only use of a j'adoube said afterwards). Black has not moved, so law 11 («after the "
       "adversary has moved a piece») does not close the claim. Upheld: 15. Bxf4 is taken back and White must play the "
       "rook; Black, the adversary, names the square among its lawful moves, as the earlier twenty-laws touch-move "
       "cases have it."],
      pre + [('ev', '[%touch g1]'), 'Bxf4'], 'touched-own-man', 'black', 'upheld', game='AK',
      remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'], moves={'compel-move-touched-man': mv})

    pre = P('PM', 33)
    b = after(None, pre); assert b.turn == chess.BLACK and onto(b, 'f3') == ['Qxf3'] and b.piece_at(S('f3')).symbol() == 'B'
    case(6002, TW, 'paulsen-morphy-black-touches-the-f3-bishop-and-takes-it-17-qxf3',
      "Paulsen-Morphy: Black touches White's f3 bishop without a word and takes it with 17...Qxf3; White claims under law 2; dismissed",
      "Paulsen v Morphy, New York 1857, to 17. Qa6. At his turn Black touches White's bishop on f3 ({[%touch f3]}) "
      "without saying «j'adoube», and then takes it with his queen, 17...Qxf3 (the published move; the only lawful "
      "capture of the bishop, asserted). White claims that the touch of his man be punished." + CHK,
      ['2'],
      ["Law 2: «If you touch one of your adversary's men ... you must instantly acknowledge the error by saying “j'adoube;” "
       "or he may compel you either to take the piece (if it be en prise)— to replace it and move your king». The first "
       "penalty is that the touched man be taken, and Black has taken it, lawfully, with the very move he made after "
       "touching it. A touch made in order to capture is no «error» to acknowledge, and there is nothing left for White "
       "to compel: he cannot elect a king move in place of a capture already made, since the choice among the penalties "
       "arises only where the offender has not done what the law asks. Dismissed: 17...Qxf3 stands."],
      pre + [('ev', '[%touch f3]'), 'Qxf3'], 'touched-adversary-man', 'white', 'dismissed', game='PM', cites=['2'])

    items = ['e4', 'b6', 'g3', 'Bb7', 'Nh3', 'Bxe4', 'Be2', 'Nf6', 'O-O']
    b = after(None, items[:-1]); assert b.is_attacked_by(chess.BLACK, S('h1')) and b.has_kingside_castling_rights(chess.WHITE)
    assert not b.is_attacked_by(chess.BLACK, S('f1')) and not b.is_attacked_by(chess.BLACK, S('g1')) and not b.is_check()
    case(6003, TW, 'owens-defence-5-o-o-with-the-h1-rook-attacked-by-the-e4-bishop',
      "Owen's defence: White castles while Black's e4 bishop attacks the h1 rook; Black claims the castling unlawful; dismissed",
      "A club game: 1. e4 b6 2. g3 Bb7 3. Nh3 Bxe4 4. Be2 Nf6 5. O-O. When White castles, Black's bishop on e4 attacks "
      "the h1 rook along the open diagonal e4-f3-g2-h1 (asserted). White's king and h1 rook have never moved, the king is "
      "not in check, and neither f1 nor g1 is attacked (asserted). Black claims at once that White could not castle with "
      "a rook under attack.",
      ['8'],
      ["Law 8 bars castling only «after your king or the rook has moved», and says in terms: «But your king having been "
       "in check, or the rook being at the moment under attack, does not prevent you from castling». Neither the king nor "
       "the rook has moved; the attack on the rook is exactly the case the law declares no bar. Dismissed: 5. O-O "
       "stands."],
      items, 'illegal-castling', 'black', 'dismissed', xtags=CLUB('B00'),
      cites=['8'])

    pre = P('PM', 35)
    b = after(None, pre + ['Rg6'], silent=('Rg6',)); assert b.is_check() and kingm(b) == ['Kh1'] and frm(b, 'a6') == []
    bb = after(None, pre + ['Rg6', ('pseudo', 'd4')], silent=('Rg6',)); assert bb.turn == chess.BLACK
    par = [b.san(m) for m in b.legal_moves]; assert par == ['Kh1']
    case(6004, TW, 'paulsen-morphy-18-rg6-checks-unsaid-white-plays-d4-black-says-check-with-19-bh3',
      "Paulsen-Morphy: 18...Rg6 checks without a word; White plays 19. d4; Black says check with 19...Bh3; both last moves are retracted",
      "Paulsen v Morphy to 18. gxf3. Black plays 18...Rg6, which checks the g1 king along the open g-file (asserted), and "
      "says nothing. White, not noticing, plays 19. d4. Black then plays 19...Bh3 and says «check» with it "
      "({[%check]}); the rook's check is still on the board. Black claims. After the check the only lawful answer was "
      "Kh1 (asserted).",
      ['5'],
      ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he "
       "does; but if on his next move he warn you, each party must retract his last move, and the king be removed out "
       "of check.» The warning came with Black's very next move after the check (19...Bh3). So 19...Bh3 and 19. d4 are "
       "both taken back (A35), and White must parry the check of 18...Rg6: Kh1 is his one lawful move. Upheld: "
       "retract-both-last-moves, with no one electing."],
      pre + ['Rg6', ('pseudo', 'd4'), 'Bh3', ('ev', '[%check]')], 'unannounced-check', 'black', 'upheld', game='PM',
      silent=('Rg6',), remedies=['retract-both-last-moves'], cites=['5'], moves={'retract-both-last-moves': par})

    pre = P('AD', 31)
    b = after(None, pre); mt = frm(b, 'f5'); assert b.turn == chess.BLACK and onto(b, 'd3') == []
    assert b.piece_at(S('e4')).symbol() == 'N' and b.piece_at(S('d3')).symbol() == 'B' and len(mt) == 11
    case(6005, TW, 'evergreen-16-the-f5-queen-takes-d3-over-the-e4-knight',
      "The Evergreen game: after 16. Bxd3 Black's f5 queen takes the d3 bishop over the e4 knight; White claims under law 3",
      "Anderssen v Dufresne, Berlin 1852, to 16. Bxd3. Black's queen goes from f5 to d3 and takes the bishop there "
      "({[%move f5d3]}), passing over White's knight on e4: no lawful capture. No Black man can take the d3 bishop "
      "lawfully (asserted). The queen has eleven lawful moves from f5 (asserted). White claims at once." + CHK,
      ['3', '11'],
      ["Law 3: «And if by a false move you capture one of your adversary's men, he may oblige you either to take such "
       "piece (if it be en prise of one of your men) or to move the piece touched.» The capture is undone. The bishop is "
       "not en prise of any Black man, so the first penalty cannot be enforced; the second, a move of the queen, can. "
       "White has not moved since (law 11). Upheld: White elects; the queen's lawful moves are listed."],
      pre + [('raw', 'f5d3')], 'illegal-capture', 'white', 'upheld', game='AD',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white', cites=['3', '11'],
      unenforceable=['capture-with-legal-capturer'], moves={'move-touched-capturer': mt})

    pre = P('ZB', 32)
    b = after(None, pre); assert b.turn == chess.WHITE and chess.Move.from_uci('e3e5') not in b.legal_moves
    case(6006, TW, 'zukertort-blackburne-17-the-e3-pawn-leaps-to-e5-white-himself-asks-to-take-it-back',
      "Zukertort-Blackburne: White pushes his e3 pawn two squares to e5; White himself then claims to replace it and play 17. Rae1; dismissed",
      "Zukertort v Blackburne, London 1883, to 16...Rfc8. White moves his e3 pawn to e5 ({[%move e3e5]}): a pawn on its "
      "third rank cannot go two squares, so the move is false (asserted). Before Black does anything, White himself "
      "claims under law 3 to put the pawn back and play 17. Rae1 (the published move) instead. Black makes no claim."
      + CHK,
      ['3'],
      ["Law 3 gives the penalties to the adversary of the player who erred: «you may be compelled either to leave such "
       "piece where you had placed it—to give it a natural move, or to replace it and move the king». The offender is "
       "the one who «may be compelled»; the choice is Black's, and Black has not claimed. White cannot invoke the law "
       "against his own false move to choose a better one. Dismissed: the claim is made by the wrong player."],
      pre + [('raw', 'e3e5')], 'false-move', 'white', 'dismissed', game='ZB', cites=['3'])

    # ======================================================== boys-own-1829 6007-6012
    pre = P('ZB', 35)
    b = after(None, pre); mv = frm(b, 'b7'); assert b.turn == chess.BLACK and mv == ['Ba6', 'Bc6', 'Bc8']
    case(6007, BO, 'zukertort-blackburne-black-touches-the-b7-bishop-then-plays-18-rac8',
      "Zukertort-Blackburne: Black touches his b7 bishop, then plays 18...Rac8 with the rook; White claims under law 4",
      "Zukertort v Blackburne to 18. e4. At his turn Black touches his bishop on b7 ({[%touch b7]}) and then plays "
      "18...Rac8 (the published move). The bishop has three lawful moves, Ba6, Bc6 and Bc8 (asserted). White claims "
      "before moving." + CHK,
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». The bishop can move "
       "without uncovering the king, and this code has no j'adoube at all. Upheld: 18...Rac8 is taken back and Black must "
       "play the bishop, White electing the square as the earlier Boy's Own touch-move cases do."],
      pre + [('ev', '[%touch b7]'), 'Rac8'], 'touched-own-man', 'white', 'upheld', game='ZB',
      remedies=['compel-move-touched-man'], elector='white', cites=['4'], moves={'compel-move-touched-man': mv})

    pre = P('AK', 34)
    b = after(None, pre + ['Bd6']); assert b.turn == chess.BLACK
    case(6008, BO, 'immortal-game-18-bd6-quitted-white-wants-it-on-e5',
      "The Immortal game: White sets 18. Bd6 down and lets go, then asks to place the bishop on e5 instead; dismissed",
      "Anderssen v Kieseritzky to 17...Qxb2. White plays 18. Bd6 (the published move) and takes his hand from the "
      "bishop. Before Black replies he asks to move it to e5 instead. Black objects.",
      ['4'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is; but, as long as you keep hold of "
       "him, you are at liberty to place him where you please». White let go of the bishop on d6. Dismissed: 18. Bd6 "
       "stands."],
      pre + ['Bd6'], 'man-released', 'white', 'dismissed', game='AK', cites=['4'])

    pre = P('PM', 25)
    b = after(None, pre); mk = kingm(b); assert b.turn == chess.BLACK and mk == ['Kf8', 'Kh8']
    assert b.piece_at(S('b4')).symbol() == 'P' and chess.Move.from_uci('c5a3') not in b.pseudo_legal_moves
    case(6009, BO, 'paulsen-morphy-13-the-c5-bishop-leaps-the-b4-pawn-to-a3',
      "Paulsen-Morphy: after 13. b4 Black's c5 bishop goes to a3 over White's b4 pawn; White claims under law 7",
      "Paulsen v Morphy to 13. b4. Black's bishop on c5, attacked by the pawn, goes to a3 ({[%move c5a3]}), passing over "
      "White's pawn on b4: a false move (asserted). White claims before he plays. Black's king has two lawful moves, "
      "Kf8 and Kh8 (asserted)." + CHK,
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing "
       "him in check». White has not played, so the false move can still be recalled. The bishop goes back to c5 and "
       "Black must move his king (A36); he can, to f8 or h8. Upheld: move-king, White electing."],
      pre + [('raw', 'c5a3')], 'false-move', 'white', 'upheld', game='PM',
      remedies=['move-king'], elector='white', cites=['7'], moves={'move-king': mk})

    items = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'Rg1', 'Nf6', 'Rh1', 'd6']
    b = after(None, items); assert not b.has_kingside_castling_rights(chess.WHITE)
    mk = kingm(b); mr = frm(b, 'h1'); assert mk == ['Kf1', 'Ke2'] and mr == ['Rf1', 'Rg1']
    case(6010, BO, 'italian-4-rg1-5-rh1-then-white-castles-6-o-o',
      "Italian game: White's h1 rook goes to g1 and back, then White castles on the king's side; Black claims under law 6",
      "A club game: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Rg1 Nf6 5. Rh1 d6 6. O-O ({[%move e1g1]}, king to g1, rook to f1). "
      "The h1 rook has moved (to g1 and back). Black claims before he moves. Were the castling taken back, White's king "
      "could go to f1 or e2 and the rook to f1 or g1 (asserted).",
      ['6', '7'],
      ["Law 6: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your "
       "moving one of those pieces.» The rook has moved, though it stands again on its square; the law asks whether it "
       "has moved, not where it stands. The castling is undone. «your adversary may insist»: the choice of king or rook "
       "is Black's (A12). An unlawful castling is a false move, so law 7 is cited with law 6, as in the earlier Boy's Own "
       "castling cases: Black claims before he plays, within its window. Upheld."],
      items + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      xtags=CLUB('C50'),
      remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'],
      moves={'move-king': mk, 'move-rook': mr})

    pre = P('AK', 19)
    b = after(None, pre); assert b.turn == chess.BLACK and b.piece_at(S('a7')).symbol() == 'p'
    assert chess.Move.from_uci('a8a6') not in b.pseudo_legal_moves
    b2 = raw(b, 'a8a6'); assert chess.Move.from_uci('h1g1') in b2.legal_moves
    case(6011, BO, 'immortal-game-10-the-a8-rook-leaps-to-a6-white-plays-11-rg1-then-claims',
      "The Immortal game: Black's a8 rook goes to a6 over his own a7 pawn; White replies 11. Rg1 and only then claims; Black pleads the claim is late",
      "Anderssen v Kieseritzky to 10. g4. Instead of 10...Nf6 Black moves his a8 rook to a6 ({[%move a8a6]}), passing "
      "over his own pawn on a7: a false move (asserted). White replies 11. Rg1 (the published move, lawful after the "
      "rook move, asserted) and then claims the false move. Black answers that the claim comes too late." + CHK,
      ['7'],
      ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» "
       "(pliﬂyeg: played.) White played 11. Rg1 before he noticed. Black's plea is upheld: no penalty, the rook stays on "
       "a6 as if the move had been lawful."],
      pre + [('raw', 'a8a6'), 'Rg1'], 'late-claim', 'black', 'upheld', game='AK',
      remedies=['no-penalty-time-barred'], cites=['7'])

    pre = P('ZB', 54)
    b = after(None, pre + ['Qb4']); assert not b.is_check() and b.turn == chess.BLACK
    assert 'Kxh7' in [b.san(m) for m in b.legal_moves]
    case(6012, BO, 'zukertort-blackburne-28-qb4-called-check-black-takes-kxh7-and-retracts',
      "Zukertort-Blackburne: White says check with 28. Qb4, which gives none; Black answers 28...Kxh7 and retracts before White moves",
      "Zukertort v Blackburne to 27...e5. White plays 28. Qb4 (the published move) and says «check» ({[%check]}); "
      "Black's king on h8 is not attacked (asserted). Black, misled, takes the h7 pawn with his king, 28...Kxh7 (a "
      "lawful move, asserted). Before White's next move he discovers the error and claims to retract it.",
      ['8'],
      ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in "
       "consequence, move your king, or any other man, you may retract such move, if you discover it before he has made "
       "his next move.» The king move is Black's first act after the false challenge and is taken to be in consequence of "
       "it; White has made no further move. Upheld: Black may retract 28...Kxh7, at his election."],
      pre + ['Qb4', ('ev', '[%check]'), 'Kxh7'], 'false-check-announcement', 'black', 'upheld', game='ZB',
      remedies=['retract-misled-move'], elector='black', cites=['8'])

    # ======================================================== philidor 6013-6018
    pre = P('AD', 30)
    b = after(None, pre); mk = kingm(b); assert b.turn == chess.WHITE and onto(b, 'f5') == [] and mk == ['Kf1', 'Kh1']
    case(6013, PH, 'evergreen-white-touches-the-f5-queen-then-plays-16-bxd3',
      "The Evergreen game: White touches Black's f5 queen without saying J'adoube, then plays 16. Bxd3; Black claims under VI",
      "Anderssen v Dufresne to 15...Qf5. At his turn White touches Black's queen on f5 ({[%touch f5]}) without saying "
      "«J’adoube», and then plays 16. Bxd3 (the published move). No White man can take the queen lawfully; White's king "
      "can go to f1 or h1 (asserted). Black claims before moving." + CHK,
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take "
       "it; and in case it was not takeable, you, who have touched it, must play your King if you can.» The queen is not "
       "takeable, so the first penalty cannot be enforced, and White must play his king, which he can. Upheld: 16. Bxd3 "
       "is taken back; Black elects."],
      pre + [('ev', '[%touch f5]'), 'Bxd3'], 'touched-adversary-man', 'black', 'upheld', game='AD',
      remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['VI'],
      unenforceable=['compel-capture-of-touched-man'], moves={'move-king': mk})

    pre = P('AD', 33)
    b = after(None, pre); mk = kingm(b); assert b.is_check() and b.turn == chess.BLACK and mk == ['Kd8', 'Kf8'] and frm(b, 'h8') == []
    assert b.has_kingside_castling_rights(chess.BLACK)
    case(6014, PH, 'evergreen-17-nf6-check-black-castles-out-of-it',
      "The Evergreen game: 17. Nf6+ is said and Black castles with his king in check; White claims; the offender chooses rook or king",
      "Anderssen v Dufresne to 16...Qh5. White plays 17. Nf6+ and says «check» ({[%check]}). Black, instead of 17...gxf6, "
      "castles on the king's side ({[%move e8g8]}, king to g8, rook to f8), his king in check. Neither king nor h8 rook "
      "had moved. Undone, the check stands: the king can go to d8 or f8, and no move of the h8 rook meets the check "
      "(asserted). White claims at once.",
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check ... and he that castles when he should not do it, must play his Rook "
       "touched, or his King, at his own choice.» Black castled in check. The castling is undone; the choice between rook "
       "and king is the offender's, Black's («at his own choice», A16 ii), not the claimant's. The rook cannot be played "
       "to any purpose, since every rook move leaves the king in check, so that penalty is unenforceable; the king can "
       "move. VIII and VI are cited as the earlier Philidor castling cases cite them, for the false move's penalty of a "
       "king move. Upheld, Black electing."],
      pre + [('raw', 'e8g8')], 'illegal-castling', 'white', 'upheld', game='AD',
      remedies=['move-rook', 'move-king'], elector='black', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      unenforceable=['move-rook'], moves={'move-king': mk})

    pre = P('AK', 19)
    b = after(None, pre); assert b.turn == chess.BLACK and b.piece_at(S('c6')).symbol() == 'p'
    case(6015, PH, 'immortal-game-black-says-jadoube-over-the-c6-pawn-then-plays-10-nf6',
      "The Immortal game: Black says J'adoube as he touches his c6 pawn, then plays 10...Nf6; White claims the pawn must be played; dismissed",
      "Anderssen v Kieseritzky to 10. g4. At his turn Black says «J’adoube» as he touches his pawn on c6 "
      "({[%adjust c6]}), straightens it, and then plays 10...Nf6 (the published move) with the h5 knight. White claims "
      "that the pawn, having been touched, must be played.",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Black said it as he "
       "touched the pawn, which is exactly the exception. Dismissed: 10...Nf6 stands."],
      pre + [('ev', '[%adjust c6]'), 'Nf6'], 'touched-own-man', 'white', 'dismissed', game='AK', cites=['V'])

    pre = P('ZB', 56)
    b = after(None, pre + ['Rf8'], silent=('Rf8',)); par = [b.san(m) for m in sorted(b.legal_moves, key=lambda m: (m.from_square, m.to_square))]
    assert b.is_check() and par == ['Qxf8', 'Kg7', 'Kxh7']
    bb = after(None, pre + ['Rf8', ('pseudo', 'Rxb2')], silent=('Rf8',)); assert bb.parse_san('Qxe4') in bb.legal_moves
    case(6016, PH, 'zukertort-blackburne-29-rf8-checks-unsaid-black-takes-b2-white-says-check-with-30-qxe4',
      "Zukertort-Blackburne: 29. Rf8 checks without a word; Black plays 29...Rxb2; White says check with 30. Qxe4; each comes back",
      "Zukertort v Blackburne to 28...R8c5. White plays 29. Rf8, which checks the h8 king (asserted), and says nothing. "
      "Black, as if there were no check, takes the b2 bishop, 29...Rxb2. White then plays 30. Qxe4 and says «Check» "
      "({[%check]}); the rook's check is still on the board. White claims. After 29. Rf8 Black's lawful answers were "
      "Qxf8, Kg7 and Kxh7 (asserted).",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may "
       "consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, "
       "each must then come back from his last move, as being false, and he that is under check is to take it off» "
       "(cheek: check). The warning came with White's next move. 30. Qxe4 and 29...Rxb2 are both taken back, the bishop "
       "returns to b2, and Black must take off the check. Upheld."],
      pre + ['Rf8', ('pseudo', 'Rxb2'), 'Qxe4', ('ev', '[%check]')], 'unannounced-check', 'white', 'upheld', game='ZB',
      silent=('Rf8',), remedies=['retract-both-last-moves'], cites=['XIII'], moves={'retract-both-last-moves': par})

    pre = P('AD', 35)
    b = after(None, pre); mk = kingm(b)
    assert b.turn == chess.BLACK and b.is_pinned(chess.BLACK, S('e7')) and frm(b, 'e7') == [] and mk == ['Kd8', 'Kf8', 'O-O']
    case(6017, PH, 'evergreen-black-touches-the-pinned-e7-knight-then-plays-18-rg8',
      "The Evergreen game: Black touches his e7 knight, pinned by the e1 rook, then plays 18...Rg8; White claims under XV",
      "Anderssen v Dufresne to 18. exf6. The e-file is open from White's e1 rook to Black's king on e8, and the knight on "
      "e7 stands between: pinned, no lawful move (asserted). At his turn Black touches the knight ({[%touch e7]}) and "
      "then plays 18...Rg8 (the published move). White claims. Black's king can go to d8 or f8 or castle (asserted).",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played». Rule XV: «If any one touches a piece which he cannot play without "
       "giving check, he must then play his King». Read as the other codes state it (A17), a piece that cannot be played "
       "without exposing its own king: the knight cannot move without leaving the king to the rook. So Black must play his "
       "king, which he can. Castling is a king move and is not excluded by this code. Upheld: 18...Rg8 is taken back, "
       "White elects among the king's moves."],
      pre + [('ev', '[%touch e7]'), 'Rg8'], 'touched-own-man-unplayable', 'white', 'upheld', game='AD',
      remedies=['move-king'], elector='white', cites=['V', 'XV'], glossed=['XV'], moves={'move-king': mk})

    fen = 'k7/p7/P7/8/8/8/2Q5/4K3 w - - 0 1'
    b = after(fen, ['Qc7']); assert b.is_stalemate() and b.piece_at(S('a7')).symbol() == 'p'
    case(6018, PH, 'queen-ending-1-qc7-black-with-a-blocked-pawn-is-stalemated-and-wins',
      "Queen ending: 1. Qc7 leaves Black, with a blocked a7 pawn, no move; Black claims the game under XVI (England)",
      "From the position given ([FEN]): White king e1, queen c2, pawn a6; Black king a8, pawn a7. White plays 1. Qc7. "
      "Black is not in check, his king cannot stir without coming to a check (b8 and b7 are attacked) and his a7 pawn is "
      "blocked by the a6 pawn: stalemate (asserted). No country is named in the record. Black claims the game.",
      ['XVI'],
      ["Rule XVI: «When one has nothing else to play, and his King being out of check cannot stir without coming to a "
       "check, then the game is stale-mate. In England, he whose King is stale-mate wins the game*; but in France, and "
       "several other countries, the stale-mate is a drawn game.» Black has nothing else to play: his one pawn cannot "
       "move. With no country named, the English rule applies (A19: the code is the one the English club adopted). "
       "Upheld: Black wins."],
      ['Qc7'], 'stalemate-result', 'black', 'upheld', start=fen, xtags=CLUB(),
      result='black', cites=['XVI'], glossed=['XVI'])

    # ======================================================== acknowledged-laws 6019-6024
    pre = P('ZB', 39)
    b = after(None, pre); mk = kingm(b); assert b.turn == chess.BLACK and onto(b, 'f4') == [] and mk == ['Kf8', 'Kh8']
    case(6019, AC, 'zukertort-blackburne-black-touches-the-f4-pawn-then-plays-20-g6',
      "Zukertort-Blackburne: Black touches White's f4 pawn, then plays 20...g6; White claims under VII",
      "Zukertort v Blackburne to 20. f4. At his turn Black touches White's pawn on f4 ({[%touch f4]}) without a word, "
      "then plays 20...g6 (the published move). No Black man can take the f4 pawn lawfully; Black's king can go to f8 "
      "or h8 (asserted). White claims before moving." + CHK,
      ['VII'],
      ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, "
       "make the right move, move his King, or replace the piece and make a legal move.» Of that menu, the remedies that "
       "fit a touch of an adversary's man (A23) are to take it (impossible here: unenforceable), to move the king, or to "
       "make a legal move instead. Upheld: 20...g6 is taken back; White elects."],
      pre + [('ev', '[%touch f4]'), 'g6'], 'touched-adversary-man', 'white', 'upheld', game='ZB',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'],
      unenforceable=['compel-capture-of-touched-man'], moves={'move-king': mk})

    pre = P('PM', 17)
    b = after(None, pre); mc = frm(b, 'e8'); mk = kingm(b)
    assert b.turn == chess.BLACK and onto(b, 'e2') == [] and b.piece_at(S('e4')).symbol() == 'P'
    assert mc == ['Rxe4', 'Re5', 'Re6', 'Re7', 'Rf8'] and mk == ['Kf8', 'Kh8']
    case(6020, AC, 'paulsen-morphy-9-the-e8-rook-takes-e2-over-the-e4-pawn',
      "Paulsen-Morphy: after 9. Be2 Black's e8 rook takes the e2 bishop over the e4 pawn; White claims under VII",
      "Paulsen v Morphy to 9. Be2. Instead of 9...Nxe4 Black's rook on e8 takes White's bishop on e2 ({[%move e8e2]}), "
      "passing over White's pawn on e4: an illegal capture. No Black man can take the e2 bishop lawfully; the rook has "
      "five lawful moves and the king two (asserted). White claims at once." + CHK,
      ['VII'],
      ["Law VII: «or make an illegal move, his adversary may compel him to take the man, make the right move, move his "
       "King, or replace the piece and make a legal move.» The rook goes back and the bishop is restored. White chooses "
       "from the menu (A23): the bishop taken lawfully (no Black man can: unenforceable), a right move of the rook, a king "
       "move, or a legal move. Upheld, White electing."],
      pre + [('raw', 'e8e2')], 'illegal-capture', 'white', 'upheld', game='PM',
      remedies=['capture-with-legal-capturer', 'move-correctly', 'move-king', 'replace-and-move-legally'], elector='white',
      cites=['VII'], glossed=['VII'], unenforceable=['capture-with-legal-capturer'],
      moves={'move-correctly': mc, 'move-king': mk})

    pre = P('AK', 34)
    b = after(None, pre + ['Bd6']); assert not b.is_check() and 'Kd8' in [b.san(m) for m in b.legal_moves]
    case(6021, AC, 'immortal-game-18-bd6-called-check-black-plays-kd8-white-the-announcer-claims',
      "The Immortal game: White says check with 18. Bd6, which gives none; Black plays 18...Kd8; White, the announcer, claims under XI; dismissed",
      "Anderssen v Kieseritzky to 17...Qxb2. White plays 18. Bd6 (the published move) and says «check» ({[%check]}); "
      "Black's king is not attacked (asserted). Black moves his king, 18...Kd8 (lawful, asserted). Black makes no claim. "
      "White, who said the false check, claims under XI that the king move be replaced.",
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the "
       "piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» "
       "«the latter» is the adversary who was misled (A27), Black. The election is his alone, and he has let his move "
       "stand. The player who said the false check has no claim under XI. Dismissed: 18...Kd8 stands."],
      pre + ['Bd6', ('ev', '[%check]'), 'Kd8'], 'false-check-announcement', 'white', 'dismissed', game='AK', cites=['XI'])

    pre = P('PM', 35)
    b = after(None, pre + ['Rg6'], silent=('Rg6',)); par = [b.san(m) for m in b.legal_moves]; assert par == ['Kh1']
    case(6022, AC, 'paulsen-morphy-18-rg6-checks-without-a-cry-found-after-19-d4-bh3',
      "Paulsen-Morphy: 18...Rg6 checks without a cry; White plays 19. d4, Black 19...Bh3; White then finds the check and claims under X",
      "Paulsen v Morphy to 18. gxf3. Black plays 18...Rg6, checking the g1 king along the open g-file (asserted), without "
      "crying «Check». White plays 19. d4 as if there were no check; Black plays 19...Bh3, still without a word. White now "
      "sees his king in check and claims. Two moves have been made since the check; the only lawful answer to it was "
      "Kh1 (asserted).",
      ['X'],
      ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its "
       "note: «This law is subject to this exception : that two moves only may be made before the King is obliged to move "
       "out of Check, when the pieces must be replaced, and the proper moves made.» Read with laws.md A25, a check found "
       "within two further moves sends the game back to the check. Exactly two moves (19. d4, 19...Bh3) were made. "
       "Upheld: both are taken back and White answers the check (Kh1)."],
      pre + ['Rg6', ('pseudo', 'd4'), 'Bh3'], 'unannounced-check', 'white', 'upheld', game='PM', silent=('Rg6',),
      remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'], moves={'retract-to-point-of-check': par})

    pre = P('AD', 8)
    b = after(None, pre); mk = kingm(b)
    assert b.turn == chess.WHITE and b.is_pinned(chess.WHITE, S('d2')) and frm(b, 'd2') == [] and mk == ['Kf1', 'O-O', 'Ke2']
    case(6023, AC, 'evergreen-white-touches-the-pinned-d2-pawn-then-plays-5-c3',
      "The Evergreen game: White touches his d2 pawn, pinned by the b4 bishop, then plays 5. c3; Black claims under V",
      "Anderssen v Dufresne to 4...Bxb4. Black's bishop on b4 pins White's d2 pawn to the king on e1; the pawn cannot be "
      "legally moved (asserted). At his turn White touches it ({[%touch d2]}) and then plays 5. c3 (the published move). "
      "White's king can go to f1 or e2 or castle (asserted). Black claims before moving." + CHK,
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note: «If the piece cannot be legally moved, the adversary may "
       "elect for the player to move his King or replace the piece.» The pawn cannot be legally moved. «replace the "
       "piece» is read, with VII's words, as replace it and make a legal move (A22). Upheld: 5. c3 is taken back, and "
       "Black elects a king move or a legal move."],
      pre + [('ev', '[%touch d2]'), 'c3'], 'touched-own-man-unplayable', 'black', 'upheld', game='AD',
      remedies=['move-king', 'replace-and-move-legally'], elector='black', cites=['V'], glossed=['V'], moves={'move-king': mk})

    pre = P('AD', 18)
    b = after(None, pre); assert b.turn == chess.WHITE and chess.Move.from_uci('a1e1') not in b.pseudo_legal_moves
    b2 = after(None, pre + [('raw', 'a1e1'), 'Nge7', 'Ba3', 'b5'])
    case(6024, AC, 'evergreen-10-the-a1-rook-leaps-to-e1-black-claims-two-moves-later-white-pleads-late',
      "The Evergreen game: White's a1 rook goes to e1 over his own men; after 10...Nge7 11. Ba3 b5 Black claims; White pleads the claim is late; dismissed",
      "Anderssen v Dufresne to 9...Qg6. Instead of 10. Re1 with the f1 rook, White moves his a1 rook to e1 "
      "({[%move a1e1]}), passing over his own knight on b1 and bishop on c1: an illegal move (asserted). Play goes on: "
      "10...Nge7 11. Ba3 b5 (the published moves, lawful, asserted). Black then claims under VII. White answers that the "
      "claim comes too late." + CHK,
      ['VII'],
      ["Law VII: «or make an illegal move, his adversary may compel him to take the man, make the right move, move his "
       "King, or replace the piece and make a legal move.» Unlike the other four codes, the Acknowledged Laws set no time "
       "within which the claim must be made: VII names none, and the only limit in the code (X's «two moves only») is for "
       "a check not cried. A deadline cannot be read into VII from the other codes. White's plea is dismissed; Black's "
       "claim may be heard."],
      pre + [('raw', 'a1e1'), 'Nge7', 'Ba3', 'b5'], 'late-claim', 'white', 'dismissed', game='AD',
      cites=['VII'], glossed=['VII'])

    # ======================================================== london-1847 6025-6030
    pre = P('AK', 36)
    b = after(None, pre); cap = onto(b, 'g1'); assert b.turn == chess.WHITE and cap == ['Kxg1']
    case(6025, LO, 'immortal-game-white-touches-the-g1-bishop-then-plays-19-e5',
      "The Immortal game: White touches Black's g1 bishop without a word, then plays 19. e5; Black claims under IX",
      "Anderssen v Kieseritzky to 18...Bxg1. At his turn White lays his hand on Black's bishop on g1 ({[%touch g1]}) "
      "without saying «J’adoube», and then plays 19. e5 (the published move). White can take the bishop lawfully only "
      "with his king, Kxg1 (asserted). Black claims before he touches any man." + CHK,
      ['IX', 'XXV'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that "
       "effect, his adversary may compel him to take it». «take» here is to take hold of, to touch (A28): a completed "
       "capture cannot be what the penalty «compel him to take it» answers. The bishop can be taken lawfully, so the "
       "first penalty applies. Black claims before touching a man (XXV). Upheld: 19. e5 is taken back and White must "
       "play Kxg1."],
      pre + [('ev', '[%touch g1]'), 'e5'], 'touched-adversary-man', 'black', 'upheld', game='AK',
      remedies=['compel-capture-of-touched-man'], elector='black', cites=['IX', 'XXV'], glossed=['IX'],
      moves={'compel-capture-of-touched-man': cap})

    pre = P('PM', 32)
    b = after(None, pre); mk = kingm(b); cap = onto(b, 'c6')
    assert b.turn == chess.WHITE and mk == ['Kh1'] and cap == ['Bxc6', 'Qxc6'] and b.piece_at(S('c6')).symbol() == 'p'
    case(6026, LO, 'paulsen-morphy-white-moves-blacks-c6-pawn-to-c5',
      "Paulsen-Morphy: at his 17th move White pushes Black's c6 pawn to c5; Black claims under X",
      "Paulsen v Morphy to 16...Rae8. At his turn White, instead of 17. Qa6, moves Black's pawn from c6 to c5 "
      "({[%move c6c5]}). Black claims at once. With the pawn back on c6, White can take it with Bxc6 or Qxc6, and his "
      "king can go only to h1 (asserted).",
      ['X', 'XXV'],
      ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to "
       "replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece "
       "or Pawn remain on the square to which it had been played, as if the move were correct.» All three are open here: "
       "the king can move, the pawn can be taken. Black claims before touching a man (XXV). Upheld, Black electing."],
      pre + [('raw', 'c6c5')], 'moved-adversary-man', 'black', 'upheld', game='PM',
      remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black', cites=['X', 'XXV'],
      moves={'replace-and-move-king': mk, 'replace-and-capture': cap})

    pre = P('ZB', 47)
    b = after(None, pre); cap = onto(b, 'e4'); mt = frm(b, 'b7')
    assert b.turn == chess.BLACK and cap == ['dxe4'] and mt == ['Ba6', 'Bc6', 'Ba8'] and b.piece_at(S('d5')).symbol() == 'p'
    case(6027, LO, 'zukertort-blackburne-24-the-b7-bishop-takes-e4-over-its-own-d5-pawn',
      "Zukertort-Blackburne: after 24. Bxe4 Black's b7 bishop takes back on e4 over his own d5 pawn; White claims under XI",
      "Zukertort v Blackburne to 24. Bxe4. Instead of 24...dxe4 Black's bishop on b7 takes the e4 bishop "
      "({[%move b7e4]}), passing over his own pawn on d5: an illegal capture. The e4 bishop can be taken lawfully only by "
      "the d5 pawn; the b7 bishop has three lawful moves (asserted). White claims before touching a man." + CHK,
      ['XI', 'XXV'],
      ["Law XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a "
       "false move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take "
       "it, or to move his own Piece or Pawn which he touched.» White claims in time (XXV). Upheld: the capture is undone; "
       "White elects dxe4 or a move of the b7 bishop."],
      pre + [('raw', 'b7e4')], 'illegal-capture', 'white', 'upheld', game='ZB',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white', cites=['XI', 'XXV'],
      moves={'capture-with-legal-capturer': cap, 'move-touched-capturer': mt})

    items = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'Rg1', 'Nf6', 'Rh1', 'd6']
    b = after(None, items); assert not b.has_kingside_castling_rights(chess.WHITE) and not b.is_check()
    mk = kingm(b, castling=False); mr = frm(b, 'h1'); assert mk == ['Kf1', 'Ke2'] and mr == ['Rf1', 'Rg1']
    case(6028, LO, 'italian-4-rg1-5-rh1-then-white-castles-6-o-o',
      "Italian game: White's h1 rook goes to g1 and back, then White castles on the king's side; Black claims the three penalties of XVI",
      "The record of case 6010 under the London code. A club game: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Rg1 Nf6 5. Rh1 d6 "
      "6. O-O ({[%move e1g1]}, king to g1, rook to f1). The h1 rook has moved (to g1 and back). Black claims before "
      "touching a man. Were the castling undone, White's king could go to f1 or e2 and the rook to f1 or g1 (asserted).",
      ['XVI', 'XXV'],
      ["Law XVI (found text, laws.md §2): «A player cannot castle in the following cases: 1. If the King or Rook have been "
       "moved. ... Should a player castle in any of the above cases, his adver sary has the choice of three penalties; "
       "viz., 1st, of insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to "
       "move the Rook.» The rook has been moved, though it stands again on its square. Black chooses; the king move may "
       "not itself be castling (A31), and castling is in any case barred on this side. Black claims before he touches a "
       "Piece or Pawn (XXV). Upheld. Contrast Boy's Own 6 on the same facts (case 6010): two penalties, and none lets the castling stand."],
      items + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld', xtags=CLUB('C50'),
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'],
      glossed=['XVI'], moves={'move-king-no-castling': mk, 'move-rook': mr})

    pre = P('PM', 25)
    b = after(None, pre); assert b.turn == chess.BLACK and chess.Move.from_uci('e6a6') not in b.pseudo_legal_moves
    assert b.piece_at(S('c6')).symbol() == 'p'
    case(6029, LO, 'paulsen-morphy-13-the-e6-rook-leaps-to-a6-white-touches-his-queen-then-claims',
      "Paulsen-Morphy: Black's e6 rook goes to a6 over his own c6 pawn; White touches his queen and then claims; Black pleads XXV",
      "Paulsen v Morphy to 13. b4. Instead of 13...Bb6 Black moves his rook from e6 to a6 ({[%move e6a6]}), passing over "
      "his own pawn on c6: a false move (asserted). White lays his hand on his queen on d1 ({[%touch d1]}), and only then "
      "claims the false move. Black answers that the claim comes too late." + CHK,
      ['XXV'],
      ["Law XXV (found text, laws.md §2): «If a player make a false move, castle improperly, &c. &c., the adversary must "
       "take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any "
       "penalty.» «he» is the adversary who wants the penalty (A34), White; he touched a man before taking notice. Unlike "
       "the codes whose deadline is the adversary's move, here a touch is enough. Black's plea is upheld: no penalty, the "
       "rook stays on a6."],
      pre + [('raw', 'e6a6'), ('ev', '[%touch d1]')], 'late-claim', 'black', 'upheld', game='PM',
      remedies=['no-penalty-time-barred'], cites=['XXV'], glossed=['XXV'])

    pre = P('AD', 23)
    b = after(None, pre + ['Rb8']); bb = b.copy(); bb.turn = chess.BLACK
    assert chess.Move.from_uci('a5b6') in bb.legal_moves and b.turn == chess.WHITE
    case(6030, LO, 'evergreen-12-rb8-and-then-bb6-before-white-replies',
      "The Evergreen game: Black plays 12...Rb8 and, before White replies, also Ba5-b6; White claims under XIV",
      "Anderssen v Dufresne to 12. Qxb5. Black plays 12...Rb8 (the published move) and then, White not having moved, "
      "also moves his bishop from a5 to b6 ({[%move a5b6 black]}), the move he was to play next in the game (lawful had it "
      "been his turn, asserted). White claims before touching a man." + CHK,
      ['XIV', 'XXV'],
      ["Law XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the "
       "second be retracted.» A second move made at once after one's own is a move out of turn (A30). White, the "
       "adversary, chooses; he claims in time (XXV). Upheld: keep-both-moves (the turn then passes to White, A10/A30) or "
       "retract-second-move."],
      pre + ['Rb8', ('oot', 'a5b6', 'black')], 'move-out-of-turn', 'white', 'upheld', game='AD',
      remedies=['keep-both-moves', 'retract-second-move'], elector='white', cites=['XIV', 'XXV'], glossed=['XIV'])
