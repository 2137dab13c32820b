"""The thirty cases of the fifty-sixth set. Every board fact used below is asserted."""
import chess, random
from lib import san_list, sq
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'
RRN = 'Rotlewi v Rubinstein, Lodz 1907'
BCN = 'Botvinnik v Capablanca, AVRO 1938'
SFN = 'Spassky v Fischer, Reykjavik 1972, game 13'
KKN = 'Karpov v Kasparov, Moscow 1985, game 16'
PNN = 'Polugaevsky v Nezhmetdinov, Sochi 1958'

def kbn_walk(fen, plies, seed):
    """A walk of lawful moves from a KBN v K position: no capture, no mate, no stalemate, no man left en prise."""
    rnd = random.Random(seed); b = chess.Board(fen); out = []
    for _ in range(plies):
        ms = [m for m in b.legal_moves if not b.is_capture(m)]
        rnd.shuffle(ms)
        for m in sorted(ms, key=lambda m: 0):
            b.push(m)
            ok = not b.is_checkmate() and not b.is_stalemate() and not b.is_check()
            if ok and b.turn == chess.BLACK:   # White just moved: nothing of White's may hang
                for s in b.pieces(chess.BISHOP, chess.WHITE) | b.pieces(chess.KNIGHT, chess.WHITE):
                    if b.is_attacked_by(chess.BLACK, s) and not b.is_attacked_by(chess.WHITE, s): ok = False
            if ok and b.turn == chess.WHITE:   # Black just moved: he may not stand next to an undefended man either
                ok = not any(b.is_attacked_by(chess.BLACK, s) and not b.is_attacked_by(chess.WHITE, s)
                             for s in b.pieces(chess.BISHOP, chess.WHITE) | b.pieces(chess.KNIGHT, chess.WHITE))
            b.pop()
            if ok:
                out.append(b.san(m)); b.push(m); break
        else:
            raise AssertionError('walk stuck')
    return out, b

def write_all(case, after, P, frm, kingm, onto):
    # ======================= twenty-laws 5601-5606
    pre = P('BC', 58)
    b = after(None, pre); mv = frm(b, 'g3'); assert len(mv) == 6 and 'Ba3' in [b.san(m) for m in b.legal_moves]
    case(5601, TW, 'botvinnik-capablanca-white-touches-the-g3-knight-then-plays-30-ba3',
      "Botvinnik-Capablanca: White touches his g3 knight, then plays 30. Ba3 with the bishop; Black claims before moving",
      f"{BCN}, to 29...Qe7. White touches his g3 knight ({{[%touch g3]}}) and then plays 30. Ba3, as in the game, with the bishop. The knight has six lawful moves (asserted), two of them checks. Black claims at once, having moved nothing." + CHK,
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it». The exception («except where it would expose your king to check») does not arise: the knight is not pinned and every one of its moves is lawful. Black has not moved since, so law 11 («after the adversary has moved a piece») does not bar the claim. Upheld: compel-move-touched-man, Black electing the square (as the earlier twenty-laws touch cases have it); the move 30. Ba3 is taken back.",
       "Every code answers the same way on these facts (Boy's Own 4, Philidor V, Acknowledged V, London VII)."],
      pre + [('ev', '[%touch g3]'), 'Ba3'], 'touched-own-man', 'black', 'upheld', game='BC',
      remedies=['compel-move-touched-man'], elector='black', cites=['1', '11'], moves={'compel-move-touched-man': mv})

    pre = P('RR', 35)
    b = after(None, pre); assert b.turn == chess.BLACK and b.piece_at(sq('f6')) == chess.Piece(chess.KNIGHT, chess.BLACK)
    assert chess.Move.from_uci('e7h4') not in b.legal_moves
    b2 = after(None, pre + [('raw', 'e7h4'), 'g3']); assert b2.piece_at(sq('h4')).piece_type == chess.QUEEN
    case(5602, TW, 'rotlewi-rubinstein-18-qh4-over-the-f6-knight-white-replies-g3-then-claims',
      "Rotlewi-Rubinstein: Black's queen goes e7-h4 over his own f6 knight; White replies 19. g3 and only then claims a false move; out of time",
      f"{RRN}, to 18. e4. Black plays his queen from e7 to h4 ({{[%move e7h4]}}); the f6 knight stands on the diagonal (asserted), so the move is false. White answers 19. g3, attacking the queen (lawful, asserted), and then claims the false move.",
      ['3', '11'],
      ["Law 3 gives penalties for a false move, then closes them: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.» Law 11 says the same of every irregularity: «nor can any such be retraced, after the adversary has moved a piece.» White played 19. g3 before he complained, so the claim comes too late, and the queen stands on h4 as if the move had been just. Decision: out-of-time, the reading of law 11 (A6: the words «after the adversary has moved» govern both halves) glossed.",
       "Boy's Own 7 and Philidor VIII close the claim at the same moment; the Acknowledged Laws set no limit; London XXV closes it earlier still, when the claimant touches a man."],
      pre + [('raw', 'e7h4'), 'g3'], 'false-move', 'white', 'out-of-time', game='RR',
      cites=['3', '11'], glossed=['11'])

    fen = '7k/5K2/1p6/p7/P7/8/8/6R1 w - - 0 1'
    b = after(fen, ['Rg7'])
    assert not b.is_check() and not b.is_stalemate() and not kingm(b) and frm(b, 'b6') == ['b5']
    case(5603, TW, 'rook-ending-1-rg7-black-says-stalemate-but-the-b6-pawn-can-move',
      "A rook ending: after 1. Rg7 Black's king cannot stir, and Black claims a drawn game by stalemate; his b6 pawn can still move; dismissed",
      "White Kf7, Rg1, Pa4; Black Kh8, Pb6, Pa5. 1. Rg7: Black is not in check, his king has no lawful move (asserted), but his b6 pawn can go to b5 (asserted) and so the position is not stalemate. Black claims the game drawn.",
      ['17'],
      ["Law 17: «The position of stale-mate constitutes a drawn game.» The law gives no definition, and the usual one (the other codes: Boy's Own 11 «cannot move without going into check, and have no piece or pawn left, or even none that can be moved»; Philidor XVI «When one has nothing else to play») needs the player to have no move at all. Black has 1...b5. There is no stale-mate, so law 17 does not end the game. Dismissed; no result; Black must move.",
       "Under every code the claim fails on the same fact: there is a move to make."],
      ['Rg7'], 'stalemate-result', 'black', 'dismissed', start=fen, cites=['17'])

    pre = P('PN', 35)
    assert after(None, pre).turn == chess.BLACK
    b = after(None, pre + ['Qh3', ('ev', '[%check]')]); assert not b.is_check()
    mk = kingm(b); assert 'Kf2' in mk
    case(5604, TW, 'polugaevsky-nezhmetdinov-18-qh3-called-check-white-steps-kf2-and-retracts',
      "Polugaevsky-Nezhmetdinov: Black says check with 18...Qh3, which gives none; White steps 19. Kf2 and asks to take it back before Black moves",
      f"{PNN}, to 18. hxg3. Black plays 18...Qh3 and says «check» ({{[%check]}}); the queen does not attack the g1 king (asserted). White, in consequence, moves his king, 19. Kf2 (lawful, asserted), and claims before Black has made his next move.",
      ['6'],
      ["Law 6: «If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move.» Black has not moved since. Upheld: retract-misled-move, White (the misled player) electing.",
       "Boy's Own 8, Philidor XIV and London XX give the same right in the same window; the Acknowledged Laws XI let the misled player elect to keep the move or replace it."],
      pre + ['Qh3', ('ev', '[%check]'), 'Kf2'], 'false-check-announcement', 'white', 'upheld', game='PN',
      remedies=['retract-misled-move'], elector='white', cites=['6'])

    pre = P('KK16', 32)
    b = after(None, pre); assert b.turn == chess.WHITE
    case(5605, TW, 'karpov-kasparov-16-nd3-and-then-h6-in-one-turn',
      "Karpov-Kasparov: Black plays 16...Nd3 and, before White replies, also h7-h6; White claims under law 4",
      f"{KKN}, to 16. Rad1. Black plays 16...Nd3 and then, with White to move, also h7-h6 ({{[%move h7h6 black]}}). White claims at once, before moving.",
      ['4', '11'],
      ["Law 4: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain; in which case the game is to proceed as if one man only had been played.» White has not moved (law 11). Upheld: retract-second-move, keep-both-moves, in the law's order, White electing; if both remain it is White's turn (A10).",
       "London XIV gives the same choice; Boy's Own 1 only states that the players move alternately; Philidor and the Acknowledged Laws are silent."],
      pre + [('oot', 'h7h6', 'black')], 'move-out-of-turn', 'white', 'upheld', game='KK16',
      remedies=['retract-second-move', 'keep-both-moves'], elector='white', cites=['4', '11'])

    pre = P('SF13', 25)
    b = after(None, pre); assert b.piece_at(sq('e7')) == chess.Piece(chess.PAWN, chess.BLACK)
    assert chess.Move.from_uci('e8e5') not in b.legal_moves
    lc = onto(b, 'e5'); assert lc == ['Bxe5']; mq = frm(b, 'e8'); assert mq
    case(5606, TW, 'spassky-fischer-13-the-e8-queen-takes-e5-over-its-own-e7-pawn',
      "Spassky-Fischer, game 13: Black's queen takes the e5 pawn from e8, over his own e7 pawn; White claims: take it lawfully or move the queen",
      f"{SFN}, to 13. Ne4. Black's queen takes the e5 pawn from e8 ({{[%move e8e5]}}), passing over his own e7 pawn (asserted: no lawful move). The pawn can be taken lawfully only by the g7 bishop (asserted). White claims at once.",
      ['3', '11'],
      ["Law 3: «And if by a false move you capture one of your adversary's men, he may oblige you either to take such piece (if it be en prise of one of your men) or to move the piece touched.» The e5 pawn is en prise of the g7 bishop. White has not moved (law 11). Upheld: capture-with-legal-capturer (Bxe5), move-touched-capturer (the queen's lawful moves), White electing.",
       "London XI gives the same two options; Boy's Own 7 and Philidor VIII know only the king move; the Acknowledged Laws VII offer their menu."],
      pre + [('raw', 'e8e5')], 'illegal-capture', 'white', 'upheld', game='SF13',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white', cites=['3', '11'],
      moves={'capture-with-legal-capturer': lc, 'move-touched-capturer': mq})

    # ======================= boys-own 5607-5612
    pre = P('BC', 36)
    b = after(None, pre); mc = onto(b, 'b3'); assert mc == ['Qxb3']
    case(5607, BO, 'botvinnik-capablanca-white-touches-the-b3-knight-then-plays-19-e4',
      "Botvinnik-Capablanca: White touches Black's b3 knight, then plays 19. e4; Black claims: law 5, take it",
      f"{BCN}, to 18...Nb3. White touches Black's knight on b3 ({{[%touch b3]}}) and then plays 19. e4. The knight can be taken, by the queen only (asserted). Black claims before moving.",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can». White can take it. Upheld: compel-capture-of-touched-man (Qxb3), Black electing; 19. e4 is taken back. Boy's Own knows no j'adoube, so nothing White might have said would have helped him.",
       "Twenty-laws 2, Philidor VI, Acknowledged VII and London IX agree where the man can be taken and no «J’adoube» was said."],
      pre + [('ev', '[%touch b3]'), 'e4'], 'touched-adversary-man', 'black', 'upheld', game='BC',
      remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'], moves={'compel-capture-of-touched-man': mc})

    pre = P('KK16', 40)
    b = after(None, pre); assert b.piece_at(sq('f2')) == chess.Piece(chess.PAWN, chess.WHITE)
    assert chess.Move.from_uci('g3e1') not in b.legal_moves; mk = kingm(b); assert mk == ['Kh1']
    case(5608, BO, 'karpov-kasparov-21-the-g3-bishop-retreats-to-e1-over-its-own-f2-pawn',
      "Karpov-Kasparov: White's g3 bishop retreats to e1 over his own f2 pawn; Black claims: law 7, White must move his king",
      f"{KKN}, to 20...Rc8. White moves his g3 bishop to e1 ({{[%move g3e1]}}); his own f2 pawn stands between (asserted). Black claims at once. Before the false move White's king had one lawful move, Kh1 (asserted).",
      ['7'],
      ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». The bishop goes back (A36) and the king must move; it can, to h1. Upheld: move-king, Black electing.",
       "Twenty-laws 3 and London XIII offer three penalties (leave, move correctly, replace and move the king); Philidor VIII the king move; the Acknowledged Laws VII their menu."],
      pre + [('raw', 'g3e1')], 'false-move', 'black', 'upheld', game='KK16',
      remedies=['move-king'], elector='black', cites=['7'], moves={'move-king': mk})

    pre = P('PN', 41)
    bq = after(None, pre + ['Qh2+']); assert bq.is_check()
    case(5609, BO, 'polugaevsky-nezhmetdinov-21-qh2-check-unsaid-white-plays-bd3',
      "Polugaevsky-Nezhmetdinov: 21...Qh2 gives check without a word; White plays 22. Bd3; Black says check with 22...Bxd5; both last moves are retracted",
      f"{PNN}, to 21. Kf2. 21...Qh2 checks the f2 king (asserted) and nothing is said, so it is written without its sign. White plays 22. Bd3, which leaves the check. Black plays 22...Bxd5 and says «check». Black claims.",
      ['9'],
      ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must retract his last move, and the king be removed out of check, or covered.» Black warned on his next move. Upheld: retract-both-last-moves (A35): 22...Bxd5 and 22. Bd3 go back, and White must answer the check of 21...Qh2.",
       "Twenty-laws 5, Philidor XIII and London XVIII retract both moves in the same way; the Acknowledged Laws X take the moves back to the check."],
      pre + ['Qh2', ('pseudo', 'Bd3'), 'Bxd5', ('ev', '[%check]')], 'unannounced-check', 'black', 'upheld', game='PN', silent=('Qh2',),
      remedies=['retract-both-last-moves'], cites=['9'])

    fen = '8/8/8/8/8/5K2/7p/7k w - - 0 1'
    b = after(fen, ['Kf2']); assert b.is_stalemate()
    case(5610, BO, 'pawn-ending-1-kf2-stalemates-black-who-wins',
      "A pawn ending: White stops the h-pawn with 1. Kf2 and leaves Black stalemated; under law 11 Black wins",
      "White Kf3; Black Kh1, Ph2. 1. Kf2: Black is not in check and has no lawful move (asserted stalemate). Black claims the game.",
      ['11'],
      ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» The h2 pawn cannot be moved. Upheld; Black wins.",
       "Philidor XVI gives Black the game too (in England); twenty-laws 17, Acknowledged XIII and London XXIV make it a drawn game."],
      ['Kf2'], 'stalemate-result', 'black', 'upheld', start=fen, result='black', cites=['11'])

    pre = P('SF13', 35)
    b = after(None, pre + ['Bf5']); assert b.piece_at(sq('f5')).piece_type == chess.BISHOP
    case(5611, BO, 'spassky-fischer-13-18-bf5-set-down-and-quitted-black-asks-to-play-it-to-e6',
      "Spassky-Fischer, game 13: Black sets 18...Bf5 down and lets go, then asks to play the bishop to e6 instead; dismissed",
      f"{SFN}, to 18. Bh4. Black plays 18...Bf5, as in the game, and quits the bishop; before White moves he asks to take it back and play it to e6.",
      ['4'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is». Black let go of the bishop on f5, so the move is made. Dismissed.",
       "Every code says the same (twenty-laws 1, Philidor VII, Acknowledged V, London VIII)."],
      pre + ['Bf5'], 'man-released', 'black', 'dismissed', game='SF13', cites=['4'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'O-O', 'Nf6']
    b = after(None, pre); assert b.piece_at(sq('d2')) == chess.Piece(chess.PAWN, chess.WHITE)
    assert chess.Move.from_uci('c1g5') not in b.legal_moves
    case(5612, BO, 'giuoco-5-bg5-over-the-d2-pawn-black-replies-h6-then-claims',
      "Giuoco piano: White develops 5. Bg5 with his d2 pawn still in the way; Black answers 5...h6 and then complains; White pleads the claim is too late",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6, then White plays his c1 bishop to g5 ({[%move c1g5]}) over his own d2 pawn (asserted: no lawful move). Black replies 5...h6 (lawful, asserted) and then claims a false move. White pleads that the claim comes too late.",
      ['7'],
      ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black played 5...h6 before he noticed. White's plea is upheld: no-penalty-time-barred; the bishop stands on g5.",
       "Twenty-laws 3 and 11 and Philidor VIII close the claim at the same moment; London XXV even earlier; the Acknowledged Laws set no limit."],
      pre + [('raw', 'c1g5'), 'h6'], 'late-claim', 'white', 'upheld',
      remedies=['no-penalty-time-barred'], cites=['7'])

    # ======================= philidor 5613-5618
    pre = P('RR', 27)
    b = after(None, pre); mv = frm(b, 'f6'); assert mv
    case(5613, PH, 'rotlewi-rubinstein-black-touches-the-f6-knight-then-plays-14-bb7',
      "Rotlewi-Rubinstein: Black touches his f6 knight without a word, then plays 14...Bb7; White claims: rule V",
      f"{RRN}, to 14. Qe2. Black touches his f6 knight ({{[%touch f6]}}) without saying «J’adoube», then plays 14...Bb7. The knight can move (asserted). White claims before moving.",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Nothing was said. Upheld: compel-move-touched-man, White electing; 14...Bb7 is taken back.",
       "The same under every code."],
      pre + [('ev', '[%touch f6]'), 'Bb7'], 'touched-own-man', 'white', 'upheld', game='RR',
      remedies=['compel-move-touched-man'], elector='white', cites=['V'], moves={'compel-move-touched-man': mv})

    pre = ['e4', 'b6', 'Nf3', 'Ba6', 'g3', 'e6', 'Bg2', 'Nf6']
    b = after(None, pre)
    assert b.is_attacked_by(chess.BLACK, sq('f1')) and not b.is_check() and b.has_kingside_castling_rights(chess.WHITE)
    assert chess.Move.from_uci('e1g1') not in b.legal_moves
    mr = frm(b, 'h1'); mk = kingm(b); assert mk == [] and mr == ['Rf1', 'Rg1']
    case(5614, PH, 'white-castles-over-f1-swept-by-the-a6-bishop',
      "Owen's defence: White castles king's side while the a6 bishop sweeps f1; Black claims under rule XII; White chooses rook or king, and his king cannot move",
      "1. e4 b6 2. Nf3 Ba6 3. g3 e6 4. Bg2 Nf6 5. O-O ({[%move e1g1]}). The a6 bishop attacks f1 (asserted; e2, d3, c4 and b5 are empty), so the king passed a square where it was exposed to check. Black claims at once. In the position before, the h1 rook had two moves (Rf1, Rg1) and the king none, since f1 and e2 are both attacked (asserted).",
      ['XII', 'VIII', 'VI'],
      ["Rule XII: «The King cannot castle when in check, nor after having been moved, nor if in passing he was exposed to a check ... and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The castling is undone and the offender chooses (A16 ii), so White elects, as in the earlier Philidor castling cases (cited with VIII and VI, whose king move this is). The king has no lawful move, so only the rook can be played: move-rook [Rf1, Rg1], move-king unenforceable.",
       "Under London XVI the adversary would choose among three penalties; under Acknowledged IX the VII menu; twenty-laws 8 and Boy's Own 6 do not forbid passing an attacked square."],
      pre + [('raw', 'e1g1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      moves={'move-rook': mr}, unenforceable=['move-king'])

    pre = P('BC', 44)
    b = after(None, pre); assert b.ep_square == sq('f6'); m = b.parse_san('exf6'); assert b.is_en_passant(m)
    case(5615, PH, 'botvinnik-capablanca-23-exf6-in-passing-black-calls-it-false',
      "Botvinnik-Capablanca: 22...f5 is taken in passing, 23. exf6, as in the game; Black calls it a false move; dismissed",
      f"{BCN}, to 22...f5. Black's f-pawn went from f7 to f5, past f6, and the e5 pawn takes it in passing, 23. exf6 (lawful, asserted). Black claims a false move.",
      ['X'],
      ["Rule X: «Any Pawn has the privilege of advancing two squares, at its first move: but, in this case, it may, in passing, be taken by any Pawn which might have taken it if it had been pushed but one move.» Had the pawn stopped on f6, e5 could have taken it. Dismissed.",
       "The Acknowledged Laws VIII and London XV say the same; twenty-laws and Boy's Own have no en passant law."],
      pre + ['exf6'], 'en-passant', 'black', 'dismissed', game='BC', cites=['X'])

    fen = '8/8/4k3/8/8/2KBN3/8/8 w - - 0 1'
    walk, bw = kbn_walk(fen, 24, 5616)
    assert not bw.is_game_over() and len(walk) == 24 and not any('x' in s for s in walk)
    case(5616, PH, 'bishop-and-knight-black-asks-for-fifty-moves-and-claims-after-twelve',
      "Bishop and knight against king: Black asks for the fifty moves, and after twelve moves each claims the game drawn; dismissed",
      "White Kc3, Bd3, Ne3; Black Ke6. Before White's first move Black asks that the moves be counted ({[%fifty black]}). Twelve moves each follow, no capture and no mate (asserted ply by ply); then Black claims a draw.",
      ['XVII'],
      ["Rule XVII: «at the adversary's request, fifty moves on either side must be appointed for the end of the game: these moves being over, it will be a drawn game.» Knight and bishop against the king is named. Only twelve of the fifty moves on either side have been played since the request, so the moves are not «over». Dismissed; play goes on (the reading that the count runs from the request, A20, glossed).",
       "Twenty-laws 19 and London XXII also count from the notice; Acknowledged XII counts from the call."],
      [('ev', '[%fifty black]')] + walk, 'fifty-move-claim', 'black', 'dismissed', start=fen, cites=['XVII'], glossed=['XVII'])

    pre = P('SF13', 68)
    b = after(None, pre + ['Ne5+']); assert b.is_check()
    case(5617, PH, 'spassky-fischer-13-35-ne5-check-unsaid-black-plays-b5',
      "Spassky-Fischer, game 13: 35. Ne5 checks without a word; Black plays 35...b5; White says check with 36. Rf1; both retract",
      f"{SFN}, to 34...Kf7. 35. Ne5 checks the f7 king (asserted) and nothing is said, so it is written without its sign. Black plays 35...b5, leaving the check. White plays 36. Rf1 and says «check». White claims.",
      ['XIII'],
      ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move, as being false, and he that is under check is to take it off». Upheld: retract-both-last-moves.",
       "Twenty-laws 5, Boy's Own 9 and London XVIII agree; Acknowledged X takes the moves back to the check."],
      pre + ['Ne5', ('pseudo', 'b5'), 'Rf1', ('ev', '[%check]')], 'unannounced-check', 'white', 'upheld', game='SF13', silent=('Ne5',),
      remedies=['retract-both-last-moves'], cites=['XIII'])

    pre = P('KK16', 40)
    b = after(None, pre); assert onto(b, 'a6') == []; mk = kingm(b); assert mk == ['Kh1']
    case(5618, PH, 'karpov-kasparov-white-touches-the-a6-pawn-then-plays-21-b3',
      "Karpov-Kasparov: White touches Black's a6 pawn, which nothing of his can take, then plays 21. b3; Black claims: rule VI, White must play his king",
      f"{KKN}, to 20...Rc8. White touches Black's a6 pawn ({{[%touch a6]}}) without saying «J’adoube», then plays 21. b3. No White man can take the pawn (asserted); the king has one lawful move, Kh1 (asserted). Black claims before moving.",
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play your King if you can.» The pawn is not takeable; the king can be played. Upheld: compel-capture-of-touched-man (unenforceable), move-king [Kh1], Black electing.",
       "Boy's Own 5 and London IX likewise fall back on the king; twenty-laws 2 adds replacing and leaving; Acknowledged VII offers its menu."],
      pre + [('ev', '[%touch a6]'), 'b3'], 'touched-adversary-man', 'black', 'upheld', game='KK16',
      remedies=['compel-capture-of-touched-man', 'move-king'], elector='black', cites=['VI'],
      moves={'move-king': mk}, unenforceable=['compel-capture-of-touched-man'])

    # ======================= acknowledged-laws 5619-5624
    pre = P('RR', 34)
    b = after(None, pre); assert chess.Move.from_uci('e3e5') not in b.legal_moves
    mc = frm(b, 'e3'); mk = kingm(b); assert mc == ['e4'] and mk
    case(5619, AC, 'rotlewi-rubinstein-18-the-e3-pawn-steps-two-squares',
      "Rotlewi-Rubinstein: White's e3 pawn, which has moved before, steps two squares to e5; Black claims under VII",
      f"{RRN}, to 17...Bc7. White pushes his e3 pawn to e5 ({{[%move e3e5]}}); the pawn made its first move at move 3, so it may go one square only (asserted: e4 is its only lawful move). Black claims at once.",
      ['VII'],
      ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» VIII allows two squares only «when first moved». Upheld: the menu cut to what fits an illegal move (A23): move-correctly [e4], move-king, replace-and-move-legally, Black electing.",
       "Twenty-laws 3 and London XIII give three penalties; Boy's Own 7 and Philidor VIII the king move."],
      pre + [('raw', 'e3e5')], 'false-move', 'black', 'upheld', game='RR',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      moves={'move-correctly': mc, 'move-king': mk})

    pre = P('PN', 29)
    b = after(None, pre); assert b.piece_at(sq('h6')) == chess.Piece(chess.BISHOP, chess.BLACK)
    case(5620, AC, 'polugaevsky-nezhmetdinov-black-says-jadoube-adjusts-the-h6-bishop-then-plays-15-g5',
      "Polugaevsky-Nezhmetdinov: Black says j'adoube and sets his h6 bishop straight, then plays 15...g5; White says the bishop must move; dismissed",
      f"{PNN}, to 15. Nge2. Black says «j’adoube» as he adjusts his h6 bishop ({{[%adjust h6]}}), then plays 15...g5, as in the game. White claims that the bishop, having been touched, must be moved.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Its note excepts the adjustment: «[Except the player say j’adoube (I adjust).» Black said it. Dismissed.",
       "Twenty-laws 1, Philidor V and London VII also excuse a man adjusted with «J’adoube»; Boy's Own has no such word, and there the touch would bind."],
      pre + [('ev', '[%adjust h6]'), 'g5'], 'adjustment-claim', 'white', 'dismissed', game='PN', cites=['V'])

    pre = P('SF13', 32)
    b = after(None, pre + ['Bg5', ('ev', '[%check]')]); assert not b.is_check(); assert 'Kh8' in kingm(b)
    case(5621, AC, 'spassky-fischer-13-17-bg5-called-check-black-steps-kh8',
      "Spassky-Fischer, game 13: White says check with 17. Bg5, which gives none; Black steps 17...Kh8 and claims",
      f"{SFN}, to 16...a4. White plays 17. Bg5 and says «check»; Black's king is not attacked (asserted). Black, in consequence, plays 17...Kh8 (lawful, asserted) and claims before White moves.",
      ['XI'],
      ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» «the latter» is the misled player (A27). Upheld: leave-as-played, retract-misled-move, Black electing.",
       "Twenty-laws 6, Boy's Own 8, Philidor XIV and London XX let the misled player retract."],
      pre + ['Bg5', ('ev', '[%check]'), 'Kh8'], 'false-check-announcement', 'black', 'upheld', game='SF13',
      remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    pre = ['d4', 'd5', 'Bf4', 'Nf6', 'e3', 'e6', 'Qd3', 'Bd6']
    b = after(None, pre); assert b.piece_at(sq('b1')) == chess.Piece(chess.KNIGHT, chess.WHITE)
    assert chess.Move.from_uci('e1c1') not in b.legal_moves; mk = kingm(b); assert mk
    case(5622, AC, 'london-system-white-castles-long-with-the-b1-knight-at-home',
      "London system: White castles on the queen's side with his b1 knight still at home; Black claims under IX and VII",
      "1. d4 d5 2. Bf4 Nf6 3. e3 e6 4. Qd3 Bd6 5. O-O-O ({[%move e1c1]}): the b1 knight stands between king and rook (asserted). Black claims at once.",
      ['IX', 'VII'],
      ["Law IX: «A player cannot Castle under any of the following circumstances :—... 3. If there be any Piece between the King and Hook.» IX gives no penalty, so VII's menu applies to the illegal move (A23, A24). Upheld: move-correctly, move-king, replace-and-move-legally, Black electing.",
       "London XVI.3 bars it too, with its three penalties; twenty-laws 8, Boy's Own 6 and Philidor XII speak only of moved kings and rooks (and Philidor of check), so there it would be a false move."],
      pre + [('raw', 'e1c1')], 'illegal-castling', 'black', 'upheld',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'], glossed=['VII'],
      moves={'move-king': mk})

    pre = P('RR', 36)
    b = after(None, pre); mc = onto(b, 'b5'); mk = kingm(b); assert mc == ['Nxb5', 'Bxb5'] and mk
    case(5623, AC, 'rotlewi-rubinstein-white-touches-the-b5-pawn-then-plays-19-e5',
      "Rotlewi-Rubinstein: White touches Black's b5 pawn, then plays 19. e5; Black claims under VII",
      f"{RRN}, to 18...Rac8. White touches Black's b5 pawn ({{[%touch b5]}}) without a word, then plays 19. e5. The pawn can be taken by the c3 knight or the d3 bishop (asserted). Black claims before moving.",
      ['VII'],
      ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Cut to what fits a touched adversary's man (A23): compel-capture-of-touched-man, move-king, replace-and-move-legally, Black electing.",
       "Boy's Own 5, Philidor VI and London IX compel the capture alone; twenty-laws 2 the capture, or replacing and a king move, or leaving."],
      pre + [('ev', '[%touch b5]'), 'e5'], 'touched-adversary-man', 'black', 'upheld', game='RR',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      moves={'compel-capture-of-touched-man': mc, 'move-king': mk})

    fen = '5r2/p5pp/8/8/1k6/6P1/P4N1P/5K2 w - - 0 1'
    b = after(fen, []); assert b.is_pinned(chess.WHITE, sq('f2')) and frm(b, 'f2') == []
    mk = kingm(b); assert mk
    bb = b.copy(); bb.remove_piece_at(sq('f2')); bb.set_piece_at(sq('d3'), chess.Piece(chess.KNIGHT, chess.WHITE)); bb.turn = chess.BLACK
    assert bb.is_check() and bb.is_attacked_by(chess.BLACK, sq('f1'))
    case(5624, AC, 'rook-ending-the-pinned-f2-knight-checks-from-d3',
      "A knight-and-rook ending: White's f2 knight, pinned by the f8 rook, jumps to d3 with check; Black claims under VII",
      "White Kf1, Nf2, Pa2, Pg3, Ph2; Black Kb4, Rf8, Pa7, Pg7, Ph7. The knight is pinned to its king by the rook (asserted: it has no lawful move). White plays f2-d3 ({[%move f2d3]}) and says check: d3 does attack b4, and the f1 king is left attacked by the rook (asserted). Black claims at once.",
      ['VII'],
      ["The Acknowledged Laws have no article on a check given by a man whose move exposes its own king (twenty-laws 7, Boy's Own 10). Such a move is an illegal move (A37), so VII governs: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The knight has no right move, so move-correctly cannot be enforced. Upheld: move-correctly (unenforceable), move-king, replace-and-move-legally, Black electing; VII glossed (A37).",
       "Twenty-laws 7 with 3 and Boy's Own 10 with 7 name the offence; Philidor and London treat it as a false move."],
      [('raw', 'f2d3', 'check')], 'self-exposing-check', 'black', 'upheld', start=fen,
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'], glossed=['VII'],
      moves={'move-king': mk}, unenforceable=['move-correctly'])

    # ======================= london-1847 5625-5630
    pre = P('KK16', 45)
    b = after(None, pre); assert b.turn == chess.BLACK; mv = frm(b, 'c8'); assert mv
    case(5625, LO, 'karpov-kasparov-black-touches-the-c8-rook-then-plays-23-nd7',
      "Karpov-Kasparov: Black touches his c8 rook, then plays 23...Nd7; White claims under VII",
      f"{KKN}, to 23. g3. Black touches his c8 rook ({{[%touch c8]}}) without saying «J’adoube», then plays 23...Nd7. The rook can move (asserted). White claims before touching a man.",
      ['VII'],
      ["Law VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect». Upheld: compel-move-touched-man, White electing.",
       "The same under every code."],
      pre + [('ev', '[%touch c8]'), 'Nd7'], 'touched-own-man', 'white', 'upheld', game='KK16',
      remedies=['compel-move-touched-man'], elector='white', cites=['VII'], moves={'compel-move-touched-man': mv})

    pre = P('PN', 47)
    b = after(None, pre); assert chess.Move.from_uci('h2f4') not in b.legal_moves and b.piece_at(sq('g3'))
    lc = onto(b, 'f4'); mq = frm(b, 'h2'); assert lc == ['Bxf4+', 'Rxf4'] and mq
    case(5626, LO, 'polugaevsky-nezhmetdinov-24-the-h2-queen-takes-f4-over-the-g3-pawn',
      "Polugaevsky-Nezhmetdinov: instead of 24...Rxf4 Black takes the f4 pawn with his h2 queen, over White's g3 pawn; White claims under XI",
      f"{PNN}, to 24. Rh1. Black takes the f4 pawn with his queen from h2 ({{[%move h2f4]}}); White's g3 pawn stands between (asserted). The f4 pawn could be taken lawfully by the h6 bishop or the f7 rook (asserted). White claims before touching a man.",
      ['XI', 'XXV'],
      ["Law XI: «If a player take one of his adversary’s men with one of his own that cannot take it without making a false move, his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own Piece or Pawn which he touched.» XXV (found text) keeps the claim open, since White has touched nothing. Upheld: capture-with-legal-capturer, move-touched-capturer, White electing.",
       "Twenty-laws 3 gives the same two options; Boy's Own 7 and Philidor VIII the king move; Acknowledged VII its menu."],
      pre + [('raw', 'h2f4')], 'illegal-capture', 'white', 'upheld', game='PN',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='white', cites=['XI', 'XXV'],
      moves={'capture-with-legal-capturer': lc, 'move-touched-capturer': mq})

    pre = P('SF13', 37)
    b = after(None, pre); assert b.turn == chess.BLACK and b.piece_at(sq('g6')) == chess.Piece(chess.PAWN, chess.BLACK)
    assert chess.Move.from_uci('f5h7') not in b.legal_moves
    case(5627, LO, 'spassky-fischer-13-19-bh7-over-the-g6-pawn-white-touches-the-f3-knight-then-claims',
      "Spassky-Fischer, game 13: after 19. g4 Black retreats his f5 bishop to h7 over his own g6 pawn; White touches his f3 knight and only then claims; Black pleads XXV",
      f"{SFN}, to 19. g4. Black moves his f5 bishop to h7 ({{[%move f5h7]}}) over his own g6 pawn (asserted: no lawful move). White touches his f3 knight ({{[%touch f3]}}) and then claims a false move. Black pleads that the claim comes too late.",
      [('london-1847', 'XXV')],
      ["XXV (found text): «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» White touched his knight first (A34: «he» is the adversary who wants the penalty). Black's plea is upheld: no-penalty-time-barred; XXV glossed.",
       "Under twenty-laws 3 and 11, Boy's Own 7 and Philidor VIII a touch is not a move, and the claim would still be in time."],
      pre + [('raw', 'f5h7'), ('ev', '[%touch f3]')], 'late-claim', 'black', 'upheld', game='SF13',
      remedies=['no-penalty-time-barred'], cites=['XXV'], glossed=['XXV'])

    pre = P('BC', 8)
    b = after(None, pre); assert b.is_pinned(chess.WHITE, sq('c3')); mk = kingm(b); assert mk == ['Kd2', 'Ke2']
    case(5628, LO, 'botvinnik-capablanca-white-touches-the-pinned-c3-knight-then-plays-5-a3',
      "Botvinnik-Capablanca: White touches his c3 knight, pinned by the b4 bishop, then plays 5. a3; Black claims under XVII",
      f"{BCN}, to 4...d5. White touches his c3 knight ({{[%touch c3]}}), which the b4 bishop pins to his king (asserted), and then plays 5. a3, as in the game. Black claims before touching a man. The king has two lawful moves, Kd2 (the knight still shields d2) and Ke2 (asserted).",
      ['VII', ('london-1847', 'XVII')],
      ["XVII (found text): «If a player touch a Piece or Pawn that cannot be moved without leaving the King in check, he must replace the Piece or Pawn and move his King ; but if the King cannot be moved, no penalty can be inflicted.» The king can be moved. Upheld: replace-and-move-king [Kd2, Ke2], Black electing.",
       "Twenty-laws 1, Boy's Own 4 and Philidor XV also order a king move; the Acknowledged V note lets the adversary elect a king move or replacement."],
      pre + [('ev', '[%touch c3]'), 'a3'], 'touched-own-man-unplayable', 'black', 'upheld', game='BC',
      remedies=['replace-and-move-king'], elector='black', cites=['VII', 'XVII'], moves={'replace-and-move-king': mk})

    fen = '6k1/5ppp/8/4q3/8/8/p5PP/1R5K b - - 0 1'
    b = after(fen, ['a1=Q']); assert len(b.pieces(chess.QUEEN, chess.BLACK)) == 2 and not b.is_check()
    case(5629, LO, 'rook-ending-black-queens-the-a-pawn-with-his-queen-still-on-e5',
      "A queen-and-pawn ending: Black queens his a-pawn while his first queen is still on e5; White says he cannot have two; dismissed",
      "White Kh1, Rb1, Pg2, Ph2; Black Kg8, Qe5, Pa2, Pf7, Pg7, Ph7. Black plays 1...a1=Q; he now has two queens (asserted). White claims the pawn could not be made a second queen.",
      [('london-1847', 'XXI')],
      ["XXI (found text): «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged for a Queen, or any other Piece the player may think fit, even though all the pieces remain on the board. It follows, therefore, that he may have two or more Queens». Dismissed.",
       "Philidor IX agrees («even when all the Pieces remain»); twenty-laws, Boy's Own and the Acknowledged Laws are silent on promotion."],
      ['a1=Q'], 'promotion', 'white', 'dismissed', start=fen, cites=['XXI'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'c3', 'Nf6']
    b = after(None, pre); assert b.piece_at(sq('c5')) == chess.Piece(chess.BISHOP, chess.BLACK)
    case(5630, LO, 'giuoco-white-says-jadoube-and-adjusts-the-c5-bishop-then-plays-5-d4',
      "Giuoco piano: White says j'adoube and sets Black's c5 bishop straight, then plays 5. d4; Black claims under IX; dismissed",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6. White says «J’adoube» as he adjusts Black's c5 bishop ({[%adjust c5]}), then plays 5. d4. Black claims that White must take the bishop.",
      ['IX'],
      ["Law IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it». White said it as he touched. Dismissed.",
       "Twenty-laws 2 and Philidor VI also excuse a touch with «J’adoube»; Boy's Own 5 has no such word and would compel the capture."],
      pre + [('ev', '[%adjust c5]'), 'd4'], 'touched-adversary-man', 'black', 'dismissed', cites=['IX'])
