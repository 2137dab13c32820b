"""The thirty cases of the fifty-fifth set (touching). Every board fact used below is asserted."""
import chess
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'
S = chess.parse_square
def takers(b, s): return [m for m in b.legal_moves if m.to_square == S(s)]


def write_all(case, after, P, frm, kingm, onto):
    # ======================================================== twenty-laws 5501-5506
    pre = P('OPERA', 20)
    b = after(None, pre)
    assert b.piece_at(S('f6')) == chess.Piece(chess.KNIGHT, chess.BLACK)
    mc = onto(b, 'f6'); mk = kingm(b, castling=False); assert mc == ['Bxf6'] and b.has_queenside_castling_rights(chess.WHITE)
    assert 'O-O-O' in kingm(b)
    case(5501, TW, 'opera-game-white-touches-the-f6-knight-then-plays-11-bxb5-check',
      "The Opera game: White lays his hand on Black's f6 knight without a word, then plays 11. Bxb5+ with check said; Black claims at once under law 2",
      "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 10...cxb5. White touches Black's f6 knight ({[%touch f6]}); he says nothing, neither at the touch nor after it. He then plays 11. Bxb5+ and says check. Black claims before moving. Before 11. Bxb5 the knight could be taken only by Bxf6 (asserted). White's king could then go to d1, d2, e2 or f1, and could also castle on the queen's side (asserted)." + CHK,
      ['2', '11'],
      ["Law 2: «If you touch one of your adversary's men ... when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king». White touched in his own turn and never acknowledged the touch, so Black may compel. 11. Bxb5 is taken back. The knight is en prise to the g5 bishop, and law 2 gives the election to Black, who chooses between the capture and a king move.",
       "The king move may not be castling: «in either case you cannot castle that move» (A5 ii). That is why O-O-O, which is lawful in the position, is left out of the king's moves. Black has not moved since the offence, so law 11 does not bar the claim. The check given by 11. Bxb5+ changes nothing: the move that gave it is the one being taken back.",
       "Under the other codes: Boy's Own 5, Philidor VI and London IX would offer the capture only, because the knight is takeable. Acknowledged VII offers its whole menu."],
      pre + [('ev', '[%touch f6]'), 'Bxb5+'], 'touched-adversary-man', 'black', 'upheld', game='OPERA',
      remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black', cites=['2', '11'], glossed=['2'],
      moves={'compel-capture-of-touched-man': mc, 'move-king-no-castling': mk})

    pre = P('LT', 18)
    b = after(None, pre + ['Qh5']); assert chess.Move.from_uci('h5h7') in b.pseudo_legal_moves or True
    b2 = after(None, pre + ['Qh5', ('oot', 'h5h7', 'white', 'check')]); assert b2.is_check() and b2.piece_at(S('h7')).piece_type == chess.QUEEN
    case(5502, TW, 'lasker-thomas-10-qh5-quitted-then-the-queen-taken-again-to-h7-with-check',
      "Lasker-Thomas: White sets his queen on h5 and lets go, then takes hold of her again and plays her on to h7 with check before Black has moved; Black claims at once",
      "Ed. Lasker v Thomas, London 1912, to 9...Bb7. White plays 10. Qh5 and quits the queen. Before Black moves he takes her up again and plays Qxh7 with check ({[%move h5h7 white]}, check said). That second move is lawful in itself (asserted). Black claims at once.",
      ['1', '4', '11'],
      ["Law 1: «if you have placed it, which is understood by having quitted your hold, you cannot then recal the move». Once the queen was quitted on h5, 10. Qh5 was White's move. Taking her up again was not a continuation of that move. It was a second move in succession, and law 4 governs it: «If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain». Black elects: retract-second-move (the queen goes back to h5 and Black is to move) or keep-both-moves.",
       "Black claims before moving, so law 11 does not bar him. Citation order follows the earlier twenty-laws case of a man quitted and then moved again: 4, 1, 11.",
       "Under the other codes: London XIV with VIII gives the same election. Boy's Own 4 («he must remain where he is») puts the queen back on h5 (see 5512). Philidor and the Acknowledged Laws have no law on a second move, and the record would not replay under them."],
      pre + ['Qh5', ('oot', 'h5h7', 'white', 'check')], 'move-out-of-turn', 'black', 'upheld', game='LT',
      remedies=['retract-second-move', 'keep-both-moves'], elector='black', cites=['4', '1', '11'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6']
    b = after(None, pre); assert frm(b, 'f3')
    case(5503, TW, 'two-knights-white-touches-the-f3-knight-plays-4-d3-black-answers-be7-then-claims',
      "Two Knights' defence: White touches his f3 knight and plays 4. d3; Black answers 4...Be7 and only then claims the knight: out of time under law 11",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6. White touches his f3 knight ({[%touch f3]}), which had lawful moves (asserted), and then plays 4. d3. Black replies 4...Be7 and only then claims that the knight had to be played.",
      ['1', '11'],
      ["Law 1 bound White to play the knight: «If you touch your man, you must play it». But law 11 sets the time for any claim: «No irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, after the adversary has moved a piece.» Playing another man after a touch is an irregularity, and Black, the adversary, has since moved a piece (A6: the time limit governs both halves of the law). Out of time: 4. d3 stands.",
       "Under the other codes: London XXV closes the claim even earlier, at Black's first touch. Philidor, Boy's Own and the Acknowledged Laws set no time for a touch claim of their own."],
      pre + [('ev', '[%touch f3]'), 'd3', 'Be7'], 'touched-own-man', 'black', 'out-of-time',
      cites=['1', '11'], glossed=['11'])

    pre = P('RT', 14)
    b = after(None, pre)
    assert b.piece_at(S('e5')) == chess.Piece(chess.QUEEN, chess.BLACK) and not takers(b, 'e5')
    mk = kingm(b, castling=False); assert 'O-O-O' in kingm(b) and 'O-O-O' not in mk
    case(5504, TW, 'reti-tartakower-white-touches-the-e5-queen-then-castles-8-o-o-o',
      "Reti-Tartakower: White touches Black's e5 queen, which nothing of his can take, and then castles 8. O-O-O as in the game; Black claims: law 2 allows no castling as the king move",
      "Reti v Tartakower, Vienna 1910, to 7...Qxe5. White touches Black's queen on e5 ({[%touch e5]}) without a word. No White man can lawfully take her (asserted; the e4 knight is pinned). He then castles, 8. O-O-O, as in the game. Black claims at once." + CHK,
      ['2', '11'],
      ["Law 2: «he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to leave it where you had wrongfully placed it; and in either case you cannot castle that move.» The queen is not en prise, so the capture cannot be enforced. The king move can be, but «you cannot castle that move». Castling does not pay the penalty (A5 ii), so White's 8. O-O-O is taken back. He must play a plain king move: Kd1 or Ke2 (asserted).",
       "Law 11 does not bar the claim (Black has not moved). Law 18 is not engaged, because the king has lawful squares. «leave it where you had wrongfully placed it» is for a man moved, not one only touched, so it is not offered.",
       "Under the other codes: Philidor VI («play your King») and Boy's Own 5 («move your king») are silent on castling, and earlier cases read castling as playing the king; under them the claim fails."],
      pre + [('ev', '[%touch e5]'), 'O-O-O'], 'touched-adversary-man', 'black', 'upheld', game='RT',
      remedies=['compel-capture-of-touched-man', 'move-king-no-castling'], elector='black', cites=['2', '11'], glossed=['2'],
      unenforceable=['compel-capture-of-touched-man'], moves={'move-king-no-castling': mk})

    pre = ['d4', 'd5', 'c4']
    b = after(None, pre); assert b.turn == chess.BLACK
    case(5505, TW, 'queens-gambit-in-blacks-turn-white-touches-the-d5-pawn-black-claims-at-once',
      "Queen's gambit: after 2. c4, while Black is thinking, White lays his hand on Black's d5 pawn; Black claims that on his next turn White must take it: law 2 binds only a touch made in one's own turn",
      "1. d4 d5 2. c4. It is Black's turn. White touches Black's d5 pawn ({[%touch d5 white]}) and says nothing. Black claims at once, before moving, that White must take the pawn.",
      ['2'],
      ["Law 2 punishes a touch of the adversary's man made «when it is your turn to play». White touched in Black's turn. Law 1 does bind a touch of one's own man in any turn, but law 2's penalty is limited by its own words, and no other law reaches this touch. Dismissed.",
       "Under the other codes: Boy's Own 5, Philidor VI, Acknowledged VII and London IX have no such limit, and earlier cases uphold the same claim under them."],
      pre + [('ev', '[%touch d5 white]')], 'touched-adversary-man', 'black', 'dismissed',
      cites=['2'], glossed=['2'])

    pre = P('KT', 57)
    b = after(None, pre)
    assert b.turn == chess.BLACK and b.is_pinned(chess.BLACK, S('a6')) and not kingm(b)
    mv = frm(b, 'a6'); assert mv == ['a5']
    case(5506, TW, 'kasparov-topalov-black-touches-the-pinned-a6-pawn-then-plays-29-bb7',
      "Kasparov-Topalov: Black touches his a6 pawn, pinned on the a-file by the a7 rook, then plays 29...Bb7 as in the game; White claims: the pawn can still step to a5 along the pin, so it must be played",
      "Kasparov v Topalov to 29. Ra7. Black's a6 pawn stands between the a7 rook and the a4 king, and is pinned (asserted). Black touches it ({[%touch a6]}) and plays 29...Bb7. White claims before moving. The pawn's one lawful move is a6-a5, which keeps it on the line of the pin (asserted). Black's king has no lawful move at all (asserted).",
      ['1', '11'],
      ["Law 1: «If you touch your man, you must play it, except where it would expose your king to check». a6-a5 leaves the pawn between rook and king, so playing it exposes nothing and the exception does not arise. The touch binds, and the pawn must go to a5. White claims before moving (law 11). Upheld: compel-move-touched-man [a5], White electing.",
       "Black's plea that a pinned man is excused fails on the facts. If it had succeeded, the law's substitute, a king move, would in any case have been impossible here (law 18)."],
      pre + [('ev', '[%touch a6]'), 'Bb7'], 'touched-own-man', 'white', 'upheld', game='KT',
      remedies=['compel-move-touched-man'], elector='white', cites=['1', '11'], moves={'compel-move-touched-man': mv})

    # ======================================================== boys-own 5507-5512
    pre = P('BF', 21)
    b = after(None, pre); mv = frm(b, 'g7'); assert mv
    case(5507, BO, 'byrne-fischer-black-says-jadoube-over-the-g7-bishop-then-plays-11-na4',
      "The Game of the Century: Black says j'adoube and straightens his g7 bishop, then plays 11...Na4; White claims the bishop: the Boy's Own laws know no j'adoube",
      "Byrne v Fischer, New York 1956, to 11. Bg5. Black says «j'adoube» as he touches his g7 bishop to straighten it ({[%adjust g7]}), then plays 11...Na4 as in the game. White claims before moving. The bishop had lawful moves (asserted).",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king». Its only exception is the king's exposure. The Boy's Own laws nowhere give «j'adoube» any effect. A word said with the touch is not an exception the code knows, so the touch binds. Upheld: compel-move-touched-man, White electing.",
       "Under the other codes, a j'adoube said in touching excuses the touch (Philidor V, Acknowledged V note, London VII). Twenty-laws 1 speaks only of men displaced."],
      pre + [('ev', '[%adjust g7]'), 'Na4'], 'adjustment-claim', 'white', 'upheld', game='BF',
      remedies=['compel-move-touched-man'], elector='white', cites=['4'], glossed=['4'], moves={'compel-move-touched-man': mv})

    pre = P('BF', 32)
    b = after(None, pre)
    assert b.is_check() and b.piece_at(S('e8')) == chess.Piece(chess.ROOK, chess.BLACK) and not takers(b, 'e8')
    case(5508, BO, 'byrne-fischer-in-check-white-touches-the-e8-rook-then-plays-17-kf1',
      "The Game of the Century: in the check of 16...Rfe8+ White touches Black's e8 rook, which he cannot take, then plays 17. Kf1 as in the game; Black insists he take it: dismissed",
      "Byrne v Fischer to 16...Rfe8+ (check said). White touches Black's e8 rook ({[%touch e8]}). No White man can lawfully take it (asserted). He then plays 17. Kf1 as in the game. Black claims that White must take the rook.",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king, if that be possible, without putting him in check.» White cannot take the rook, so the only penalty the law gives is a king move, and 17. Kf1 is one. What the law required has been done. Dismissed.",
       "Under the other codes: Philidor VI and London IX would dismiss the claim in the same way. Acknowledged VII lets the adversary choose from a menu, and the king move is on it. Twenty-laws 2 would also be satisfied, since 17. Kf1 is not castling."],
      pre + [('ev', '[%touch e8]'), 'Kf1'], 'touched-adversary-man', 'black', 'dismissed', game='BF', cites=['5'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']
    b = after(None, pre + ['Bc5']); mv = frm(b, 'f3'); assert mv and b.turn == chess.WHITE
    case(5509, BO, 'giuoco-in-blacks-turn-white-touches-the-f3-knight-then-plays-4-c3',
      "Giuoco piano: while Black considers his third move White touches his own f3 knight; Black plays 3...Bc5, White 4. c3; Black claims the knight",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4. In Black's turn White touches his f3 knight ({[%touch f3 white]}). Black plays 3...Bc5, and White then plays 4. c3. Black claims at once. After 3...Bc5 the knight had lawful moves (asserted).",
      ['4'],
      ["Law 4: «If you touch a man, you must play it». Unlike twenty-laws 2, the law names no turn, and White said nothing to make the touch anything other than a touch. It binds him on his next move, which was 4. c3. Black claims before moving again, so no question of time arises. Upheld: compel-move-touched-man, Black electing, from the position after 3...Bc5.",
       "Under the other codes: Philidor V and London VII would excuse the touch only if «j'adoube» had been said. Twenty-laws 1 also names no turn."],
      pre + [('ev', '[%touch f3 white]'), 'Bc5', 'c3'], 'touched-own-man', 'black', 'upheld',
      remedies=['compel-move-touched-man'], elector='black', cites=['4'], glossed=['4'], moves={'compel-move-touched-man': mv})

    pre = P('OPERA', 23)
    b = after(None, pre); assert b.is_pinned(chess.BLACK, S('d7')); mk = kingm(b); assert mk == ['O-O-O', 'Kd8']
    case(5510, BO, 'opera-game-black-touches-the-pinned-d7-knight-plays-12-rd8-white-touches-his-rook-then-claims',
      "The Opera game: Black touches his d7 knight, pinned by the b5 bishop, and plays 12...Rd8; White lays hold of his d1 rook and only then claims: the Boy's Own laws set no touch deadline",
      "Morphy v Duke of Brunswick and Count Isouard to 12. O-O-O. Black touches his d7 knight ({[%touch d7]}), which is pinned to his king (asserted), and plays 12...Rd8 as in the game. White then touches his own d1 rook ({[%touch d1]}) and only after that claims.",
      ['4'],
      ["Law 4: «If you touch a man, you must play it, except it would diseover check on your king; in which case, you can only move the king, if it be practicable.» The knight cannot move without exposing the king, so the obligation turns to the king, which has two moves: O-O-O and Kd8 (asserted; castling is a move of the king). 12...Rd8 is taken back.",
       "White touched his rook before claiming. Only London XXV ends a claim at the claimant's touch. Law 7's limit in this code («if he have pliﬂyeg before he notices») is for false moves, and White had not played. Upheld: move-king, White electing. White's own touch binds White on his own next move; it does not bar his claim.",
       "Under the other codes: London XXV would put the claim out of time (compare case 5525). The other codes would uphold it."],
      pre + [('ev', '[%touch d7]'), 'Rd8', ('ev', '[%touch d1]')], 'touched-own-man-unplayable', 'white', 'upheld', game='OPERA',
      remedies=['move-king'], elector='white', cites=['4'], moves={'move-king': mk})

    pre = P('RT', 16)
    b = after(None, pre); mc = onto(b, 'e4'); assert mc == ['Qxe4']
    assert b.gives_check(b.parse_san('Qd8'))
    case(5511, BO, 'reti-tartakower-white-touches-the-e4-knight-then-9-qd8-check-unsaid',
      "Reti-Tartakower: White touches Black's e4 knight, then plays 9. Qd8, a check he does not announce; Black claims at once: law 5, White must take the knight",
      "Reti v Tartakower to 8...Nxe4. White touches Black's e4 knight ({[%touch e4]}). Only the d3 queen can take it (asserted: Qxe4). He then plays 9. Qd8, which checks Black's king, and says nothing (the record writes it without its sign). Black claims at once.",
      ['5'],
      ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can». White can take it, so Black may insist. The king move is only for when the man cannot be taken («if not»). 9. Qd8 is taken back.",
       "The unannounced check is no bar. Black «not obliged to notice it till he does» (law 9), and a claim against the move that gave it takes the move back. Upheld: compel-capture-of-touched-man [Qxe4], Black electing.",
       "Under the other codes: twenty-laws 2 would add a king move without castling. Philidor VI and London IX give the capture, as here."],
      pre + [('ev', '[%touch e4]'), 'Qd8'], 'touched-adversary-man', 'black', 'upheld', game='RT', silent=('Qd8',),
      remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'], moves={'compel-capture-of-touched-man': mc})

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']
    b = after(None, pre + [('oot', 'c4b5', 'white')]); assert b.piece_at(S('b5')).piece_type == chess.BISHOP
    case(5512, BO, 'italian-3-bc4-quitted-then-the-bishop-taken-again-to-b5',
      "An Italian opening: White sets his bishop on c4 and lets go, then takes it up again and puts it on b5 before Black moves; Black claims: law 4, the man must remain where he is",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4. White quits the bishop on c4, then takes it again and plays it on to b5 ({[%move c4b5 white]}) before Black has moved. Black claims at once.",
      ['4', '1'],
      ["Law 4: «When you have taken your hand from your man, he must remain where he is». The bishop was quitted on c4, so it must remain on c4. Law 1: «Each party moves, alternately, only one man at a time». The c4-b5 step was a second move of White's before Black's reply.",
       "Earlier Boy's Own cases found no law for two moves in succession by different men, and offered keep-both-moves or retract-second-move by analogy. Here law 4 itself decides: the man quitted «must remain where he is». The bishop goes back to c4 and Black is to move. Upheld: retract-second-move, Black electing (he may waive it). The ruling rests on the reading of law 4.",
       "Under the other codes: twenty-laws 4 and London XIV give the adversary the choice of keeping both moves. Philidor VII forbids taking the piece again but has no law on the second move."],
      pre + [('oot', 'c4b5', 'white')], 'move-out-of-turn', 'black', 'upheld',
      remedies=['retract-second-move'], elector='black', cites=['4', '1'], glossed=['4'])

    # ======================================================== philidor 5513-5518
    pre = ['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6']
    b = after(None, pre); assert b.piece_at(S('d5')) == chess.Piece(chess.PAWN, chess.BLACK) and 'cxd5' in onto(b, 'd5')
    case(5513, PH, 'queens-gambit-white-says-jadoube-adjusting-the-d5-pawn-then-plays-4-bg5',
      "Queen's Gambit Declined: White says j'adoube as he straightens Black's d5 pawn, then plays 4. Bg5; Black claims he must take it: dismissed",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6. White, saying «J'adoube» as he touches it, straightens Black's d5 pawn ({[%adjust d5]}), then plays 4. Bg5. Black claims that White must take the pawn, which cxd5 or Nxd5 could do (asserted).",
      ['VI'],
      ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it». White said J'adoube in touching. The rule's condition fails, and no other rule binds a touch of an adversary's man. Dismissed.",
       "Under the other codes: Boy's Own 5 has no j'adoube, so under it Black could insist. London IX, Acknowledged VII with V's note, and twenty-laws 2 («instantly acknowledge») would also dismiss."],
      pre + [('ev', '[%adjust d5]'), 'Bg5'], 'touched-adversary-man', 'black', 'dismissed', cites=['VI'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']
    case(5514, PH, 'giuoco-black-knocks-over-his-e5-pawn-in-whites-turn-and-sets-it-up-then-plays-4-nf6',
      "Giuoco piano: in White's turn Black's sleeve overturns his e5 pawn; he sets it up again saying j'adoube; White plays 4. c3, Black 4...Nf6; White claims the pawn: dismissed",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5. While White is to move, Black's sleeve knocks over his e5 pawn. He sets it back on e5 saying «J'adoube» ({[%adjust e5 black]}). White plays 4. c3 and Black 4...Nf6. White claims that the pawn, having been touched, had to be played.",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube: but if by chance it is displaced or overturned, it will be allowed to put it right, and set it again in its place.» The pawn was overturned by chance and set right. The same rule that binds a touch allows this, so the touch binds nothing. The word was said as Black set it up, and no condition of turn is written. Dismissed.",
       "Under the other codes: London VII and Acknowledged V's note excuse the same act, and twenty-laws 1 allows it «if the error be immediately acknowledged». Boy's Own has no such allowance."],
      pre + [('ev', '[%adjust e5 black]'), 'c3', 'Nf6'], 'adjustment-claim', 'white', 'dismissed', cites=['V'], glossed=['V'])

    pre = P('LM', 45)
    b = after(None, pre); assert b.turn == chess.BLACK and b.is_pinned(chess.BLACK, S('g7'))
    mv = frm(b, 'g7'); assert mv == ['g6']
    case(5515, PH, 'levitsky-marshall-black-touches-the-pinned-g7-pawn-then-plays-23-qg3',
      "Levitsky-Marshall: Black touches his g7 pawn, pinned on the g-file by the g5 queen, then plays the famous 23...Qg3; White claims: the pawn can step to g6 along the pin, so it must be played",
      "Levitsky v Marshall, Breslau 1912, to 23. Rc5. Black touches his g7 pawn ({[%touch g7]}), which the g5 queen pins against the g8 king (asserted). He then plays 23...Qg3. White claims before moving. The pawn's one lawful move is g7-g6, along the line of the pin (asserted).",
      ['V', 'XV'],
      ["Rule V: «A Piece once touched must be played». Rule XV: «If any one touches a piece which he cannot play without giving check, he must then play his King». That is read as a piece whose move would expose its own king (A17). g7-g6 stays between queen and king, so the pawn can be played without exposing anything. XV does not arise, and V binds.",
       "Upheld: compel-move-touched-man [g6], White electing. 23...Qg3 is taken back. Philidor calls a pawn a «Piece» here as in every rule (earlier cases agree).",
       "Under the other codes: the same answer (twenty-laws 1, Boy's Own 4, London VII with XVII, Acknowledged V)."],
      pre + [('ev', '[%touch g7]'), 'Qg3'], 'touched-own-man', 'white', 'upheld', game='LM',
      remedies=['compel-move-touched-man'], elector='white', cites=['V', 'XV'], glossed=['XV'], moves={'compel-move-touched-man': mv})

    pre = P('SVB', 40)
    b = after(None, pre); mv = frm(b, 'g4'); assert mv
    assert b.gives_check(b.parse_san('Ng5'))
    case(5516, PH, 'steinitz-von-bardeleben-white-touches-the-g4-queen-then-21-ng5-check-unsaid',
      "Steinitz-von Bardeleben: White touches his g4 queen, then plays 21. Ng5, a check he does not announce; Black claims at once that the queen must be played",
      "Steinitz v von Bardeleben, Hastings 1895, to 20...g6. White touches his g4 queen ({[%touch g4]}), which has lawful moves (asserted). He then plays 21. Ng5, which checks the f7 king (asserted), and says nothing (written without its sign). Black claims at once.",
      ['V'],
      ["Rule V: «A Piece once touched must be played, unless it is said, in touching it, J’adoube». Nothing was said. 21. Ng5 is taken back and White must play the queen. Upheld: compel-move-touched-man, Black electing.",
       "Rule XIII lets Black «play as if such check did not exist». He is not obliged to answer the unannounced check before claiming, and the claim takes back the very move that gave it.",
       "Under the other codes: the same, except that London XXV would need the claim made before Black touches a man."],
      pre + [('ev', '[%touch g4]'), 'Ng5'], 'touched-own-man', 'black', 'upheld', game='SVB', silent=('Ng5',),
      remedies=['compel-move-touched-man'], elector='black', cites=['V'], moves={'compel-move-touched-man': mv})

    pre = ['e4', 'e5', 'Nf3', 'Nc6']
    case(5517, PH, 'ruy-lopez-3-bb5-quitted-white-asks-to-play-the-bishop-to-c4',
      "Ruy Lopez: White plays 3. Bb5 and quits the bishop, then, before Black replies, asks to play it to c4 instead; dismissed",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5. White takes his hand from the bishop. Before Black moves he asks to take it up again and play it to c4 instead.",
      ['VII'],
      ["Rule VII: «When one has quite left a Piece, he cannot take it again, to play to another place; but so long as he keeps his hold of it, he is at liberty to play it where he pleases.» The bishop was quite left. Dismissed: 3. Bb5 stands.",
       "Under the other codes: the same (twenty-laws 1, Boy's Own 4, Acknowledged V, London VIII)."],
      pre + ['Bb5'], 'man-released', 'white', 'dismissed', cites=['VII'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6']
    b = after(None, pre); assert not frm(b, 'c1') and not b.is_pinned(chess.WHITE, S('c1'))
    case(5518, PH, 'ruy-lopez-white-touches-the-hemmed-c1-bishop-then-plays-3-bb5',
      "Ruy Lopez: White touches his c1 bishop, hemmed in by his own b2 and d2 pawns, then plays 3. Bb5; Black claims under rule XV that White must play his king: dismissed",
      "1. e4 e5 2. Nf3 Nc6. White touches his c1 bishop ({[%touch c1]}). It has no lawful move, and it is not pinned: the b2 and d2 pawns wall it in (asserted). He then plays 3. Bb5. Black claims that, the bishop being unplayable, White must play his king.",
      ['V', 'XV'],
      ["Rule XV provides only for «a piece which he cannot play without giving check». That means a piece whose move would expose its own king (A17). The c1 bishop exposes nothing; it simply has no square. Rule V («must be played») has nothing to act on, and no rule substitutes a king move for a man that is merely hemmed in. Dismissed: 3. Bb5 stands.",
       "Under the other codes: the Acknowledged Laws differ. V's note gives the king move when the piece «cannot be legally moved», which includes a hemmed man (case 5519). Twenty-laws 1, Boy's Own 4 and London XVII speak, like Philidor, only of exposure."],
      pre + [('ev', '[%touch c1]'), 'Bb5'], 'touched-own-man-unplayable', 'black', 'dismissed', cites=['V', 'XV'], glossed=['XV'])

    # ======================================================== acknowledged 5519-5524
    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6']
    b = after(None, pre); assert not frm(b, 'c1') and not b.is_pinned(chess.WHITE, S('c1')); mk = kingm(b); assert mk
    case(5519, AC, 'two-knights-white-touches-the-hemmed-c1-bishop-then-plays-4-nc3',
      "Two Knights' defence: White touches his c1 bishop, hemmed in by his own pawns, then plays 4. Nc3; Black claims under law V's note: king move or replace and play",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6. White touches his c1 bishop ({[%touch c1]}), which has no lawful move and is not pinned (asserted), then plays 4. Nc3. Black claims at once. White's king has lawful moves, castling among them (asserted).",
      ['V'],
      ["Law V's note: «If the piece cannot be legally moved, the adversary may elect for the player to move his King or replace the piece.» The words are «cannot be legally moved», not, as in London XVII, «cannot be moved without leaving the King in check». A bishop walled in by its own pawns cannot be legally moved, so the note applies. After «replace the piece», the player makes any legal move (A22).",
       "Upheld: move-king, replace-and-move-legally, Black electing. 4. Nc3 is taken back for the election. The ruling rests on the literal reading of the note, so V is glossed.",
       "Under the other codes: Philidor XV, twenty-laws 1, Boy's Own 4 and London XVII reach only exposure, and the same claim fails (case 5518)."],
      pre + [('ev', '[%touch c1]'), 'Nc3'], 'touched-own-man-unplayable', 'black', 'upheld',
      remedies=['move-king', 'replace-and-move-legally'], elector='black', cites=['V'], glossed=['V'], moves={'move-king': mk})

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']
    b = after(None, pre); assert 'Bxc6' in onto(b, 'c6')
    case(5520, AC, 'ruy-lopez-white-touches-the-c6-knight-then-takes-it-4-bxc6',
      "Ruy Lopez, exchange variation: White lays his hand on Black's c6 knight without a word and then takes it, 4. Bxc6; Black claims law VII's penalty: dismissed",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6. White touches Black's c6 knight ({[%touch c6]}) and then takes it with his bishop, 4. Bxc6. Black claims under law VII that White should be made to take the man, or move his king, or replace and play.",
      ['VII'],
      ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The first of these, taking the touched man, is exactly what White did with 4. Bxc6. The adversary can elect only what is still to be done, and the man touched is the man taken. Dismissed.",
       "Under the other codes: the same (Boy's Own 5, Philidor VI, London IX, twenty-laws 2)."],
      pre + [('ev', '[%touch c6]'), 'Bxc6'], 'touched-adversary-man', 'black', 'dismissed', cites=['VII'])

    pre = ['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6']
    b = after(None, pre); assert frm(b, 'c1')
    case(5521, AC, 'queens-gambit-white-touches-the-c1-bishop-plays-4-nf3-black-claims-after-4-be7',
      "Queen's Gambit Declined: White touches his c1 bishop and plays 4. Nf3; Black answers 4...Be7 and then claims; White pleads the claim is late: the Acknowledged Laws set no limit",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6. White touches his c1 bishop ({[%touch c1]}), which has lawful moves (asserted), and plays 4. Nf3. Black replies 4...Be7 and then claims the touch. White pleads that the claim comes after Black's own move and is too late.",
      ['V'],
      ["Law V: «If a piece be touched it must be moved.» Neither V nor VII nor any other law of this code fixes a time after which a claim is lost. The only limit in the code is X's note, for an unannounced check. The code's source has one (London XXV), and so do the other codes, but none is written here. The plea of lateness is dismissed, and the touch claim itself remains to be heard.",
       "Under the other codes: twenty-laws 11 and London XXV would uphold the plea (compare cases 5503 and 5525)."],
      pre + [('ev', '[%touch c1]'), 'Nf3', 'Be7'], 'late-claim', 'white', 'dismissed', cites=['V'], glossed=['V'])

    pre = P('SVB', 27)
    b = after(None, pre); assert b.turn == chess.BLACK and b.is_pinned(chess.BLACK, S('e7')); mk = kingm(b)
    assert 'O-O' in mk and 'O-O-O' in mk
    case(5522, AC, 'steinitz-von-bardeleben-black-touches-the-pinned-e7-knight-then-plays-14-f6',
      "Steinitz-von Bardeleben: Black touches his e7 knight, pinned by the e1 rook, then plays 14...f6 as in the game; White claims under law V's note",
      "Steinitz v von Bardeleben to 14. Re1. Black touches his e7 knight ({[%touch e7]}), which the e1 rook pins against the e8 king (asserted), then plays 14...f6. White claims at once. Black's king has lawful moves, castling on either side among them (asserted).",
      ['V'],
      ["Law V's note: «If the piece cannot be legally moved, the adversary may elect for the player to move his King or replace the piece.» A pinned knight cannot be legally moved. White elects: move-king (castling is a move of the king, and V's note does not exclude it), or replace-and-move-legally. 14...f6 is taken back for the election.",
       "Under the other codes: London XVII would give only «replace the Piece or Pawn and move his King». Twenty-laws 1, Boy's Own 4 and Philidor XV give only a king move."],
      pre + [('ev', '[%touch e7]'), 'f6'], 'touched-own-man-unplayable', 'white', 'upheld', game='SVB',
      remedies=['move-king', 'replace-and-move-legally'], elector='white', cites=['V'], glossed=['V'], moves={'move-king': mk})

    pre = ['d4', 'Nf6', 'c4', 'e6', 'Nc3', 'Bb4']
    b = after(None, pre); assert not takers(b, 'b4'); mk = kingm(b); assert mk
    case(5523, AC, 'nimzo-indian-white-touches-the-b4-bishop-then-plays-4-qc2',
      "Nimzo-Indian: White touches Black's b4 bishop, which nothing of his can take, then plays 4. Qc2; Black claims under law VII",
      "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4. White touches Black's b4 bishop ({[%touch b4]}) without a word. No White man can lawfully take it (asserted). He then plays 4. Qc2. Black claims at once.",
      ['VII'],
      ["Law VII: «If a player ... touch ... one of his opponent's men ... his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The remedies offered are those that fit a touch of an adversary's man (A23): take the man, move the King, or replace and make a legal move.",
       "The bishop cannot be taken, so that branch is listed as unenforceable. The king has a lawful move (asserted). Upheld, Black electing; 4. Qc2 is taken back for the election.",
       "Under the other codes: Boy's Own 5, Philidor VI and London IX would order the king move. Twenty-laws 2 would order it without castling."],
      pre + [('ev', '[%touch b4]'), 'Qc2'], 'touched-adversary-man', 'black', 'upheld',
      remedies=['compel-capture-of-touched-man', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      unenforceable=['compel-capture-of-touched-man'], moves={'move-king': mk})

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6']
    b = after(None, pre)
    case(5524, AC, 'two-knights-white-says-jadoube-adjusting-the-f6-knight-then-plays-4-d3',
      "Two Knights' defence: White says j'adoube as he straightens Black's f6 knight, then plays 4. d3; Black claims under law VII: dismissed",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6. White, saying «J'adoube» as he touches it, straightens Black's f6 knight ({[%adjust f6]}), then plays 4. d3. Black claims that under law VII he may compel White to take the knight or move his king.",
      ['VII', 'V'],
      ["Law VII lists «touch ... one of his opponent's men» among the offences. Law V's note gives the exception «[Except the player say j’adoube (I adjust).»: a touch made to adjust, with the word said, is no touch in the sense of the touch laws. The code these laws condense says the same of an adversary's man in words (London IX, «without saying “J’adoube”»). Dismissed.",
       "Under the other codes: Boy's Own 5 knows no j'adoube, and under it the claim would be heard."],
      pre + [('ev', '[%adjust f6]'), 'd3'], 'touched-adversary-man', 'black', 'dismissed', cites=['VII', 'V'])

    # ======================================================== london 5525-5530
    pre = P('LM', 38)
    b = after(None, pre); assert frm(b, 'd5')
    case(5525, LO, 'levitsky-marshall-white-touches-the-d5-rook-plays-20-qh5-black-touches-his-e8-rook-then-claims',
      "Levitsky-Marshall: White touches his d5 rook and plays 20. Qh5; Black lays hold of his e8 rook and only then claims: XXV, too late",
      "Levitsky v Marshall to 19...Nd4. White touches his d5 rook ({[%touch d5]}), which had lawful moves (asserted), then plays 20. Qh5. Black touches his e8 rook ({[%touch e8]}), intending 20...Ref8, and only then claims that White had to play the rook.",
      ['VII', ('london-1847', 'XXV')],
      ["VII: «A Piece or Pawn touched must be played». XXV (found text): «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Playing another man after a touch is such an irregularity («&c. &c.»). Black touched a Piece before taking notice (A34). Out of time: 20. Qh5 stands. Black's own touch binds him to play the e8 rook.",
       "Under the other codes: none of them closes the claim at the claimant's touch (compare case 5510)."],
      pre + [('ev', '[%touch d5]'), 'Qh5', ('ev', '[%touch e8]')], 'touched-own-man', 'black', 'out-of-time', game='LM',
      cites=['VII', 'XXV'], glossed=['XXV'])

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']
    b = after(None, pre); mv = frm(b, 'f3'); assert mv and b.piece_at(S('f3')).piece_type == chess.KNIGHT
    case(5526, LO, 'giuoco-white-lifts-the-f3-knight-sets-it-back-then-plays-4-c3',
      "Giuoco piano: White lifts his f3 knight, sets it back on f3 and lets go, then plays 4. c3; Black claims: the knight must be played to another square",
      "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5. White takes hold of his f3 knight ({[%touch f3]}), lifts it, sets it down again on f3 and lets go. He then plays 4. c3. Black claims at once, before touching anything. The knight had lawful moves (asserted).",
      ['VII', 'VIII'],
      ["VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube”». Nothing was said. VIII: «While a player holds the Piece or Pawn he has touched, he may play it to any other than the square he took it from». Setting the knight back on f3 is not playing it. The touch binds, and the knight must go to another square.",
       "Black claimed before touching a man (XXV). Upheld: compel-move-touched-man, Black electing; 4. c3 is taken back. VIII answers White's plea that he had «played» the knight to f3. VII alone decides, so VII alone is expected among the citations.",
       "Under the other codes: twenty-laws 1, Boy's Own 4, Philidor V and Acknowledged V bind the touch in the same way. Only London says in words that the square it came from does not count."],
      pre + [('ev', '[%touch f3]'), 'c3'], 'touched-own-man', 'black', 'upheld',
      remedies=['compel-move-touched-man'], elector='black', cites=['VII'], moves={'compel-move-touched-man': mv})

    pre = ['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6']
    b2 = after(None, pre + ['Bg5', ('oot', 'g5f6', 'white')]); assert b2.piece_at(S('f6')) == chess.Piece(chess.BISHOP, chess.WHITE)
    case(5527, LO, 'queens-gambit-4-bg5-quitted-then-the-bishop-taken-again-to-take-on-f6',
      "Queen's Gambit Declined: White plays 4. Bg5 and quits the bishop, then takes it again and captures on f6 before Black moves; Black claims at once under XIV",
      "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5. White lets go of the bishop. Before Black replies he takes it up again and captures the f6 knight ({[%move g5f6 white]}), a lawful bishop move in itself (asserted). Black claims at once, before touching a man.",
      ['XIV', 'VIII', ('london-1847', 'XXV')],
      ["VIII: «having quitted it, he cannot recall the move». 4. Bg5 was complete when the bishop was quitted, so g5xf6 is a second move. XIV: «Should a player move out of his turn, his adversary may choose whether both moves shall remain, or the second be retracted.» A second move of one's own in succession is moving out of turn (A30).",
       "Black claimed before touching a Piece (XXV). Upheld: keep-both-moves, retract-second-move, Black electing. Citation order as in the earlier London case of a knight quitted and taken again: XIV, VIII, XXV.",
       "Under the other codes: twenty-laws 4 gives the same election. Boy's Own 4 sends the man back (case 5512)."],
      pre + ['Bg5', ('oot', 'g5f6', 'white')], 'move-out-of-turn', 'black', 'upheld',
      remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['XIV', 'VIII', 'XXV'], glossed=['XIV'])

    pre = ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4']
    b = after(None, pre); mc = onto(b, 'd4'); assert mc == ['Qxd4', 'Nxd4']
    case(5528, LO, 'sicilian-white-touches-the-d4-pawn-says-jadoube-after-then-plays-4-c3',
      "Sicilian: White takes hold of Black's d4 pawn and only then says J'adoube, then plays 4. c3; Black claims under IX: White must take it",
      "1. e4 c5 2. Nf3 d6 3. d4 cxd4. White touches Black's d4 pawn ({[%touch d4]}) and only afterwards says «J'adoube» ({[%adjust d4]}). He then plays 4. c3. Black claims at once, before touching a man. The pawn can be taken by Qxd4 or Nxd4 (asserted).",
      ['IX', 'VII', ('london-1847', 'XXV')],
      ["IX: «Should a player take one of his adversary’s Pieces or Pawns, without saying “J’adoube” or words to that effect, his adversary may compel him to take it». «take» is read as touch (A28). IX is read with VII, which wants the word «at the moment of touching it». A J'adoube said after the hold had been taken is too late to excuse it.",
       "The pawn is takeable. Upheld: compel-capture-of-touched-man [Qxd4, Nxd4], Black electing; 4. c3 is taken back. Black claimed before touching a man (XXV).",
       "Under the other codes: twenty-laws 2 asks only that the error be acknowledged «instantly», and whether a word said right after the touch is instant enough is the question there. Philidor VI with V («in touching it») rules as London does."],
      pre + [('ev', '[%touch d4]'), ('ev', '[%adjust d4]'), 'c3'], 'touched-adversary-man', 'black', 'upheld',
      remedies=['compel-capture-of-touched-man'], elector='black', cites=['IX', 'VII', 'XXV'], moves={'compel-capture-of-touched-man': mc})

    fen = '6k1/5ppp/8/8/8/3Q4/6PP/r5NK w - - 0 1'
    b = after(fen, []); assert b.is_pinned(chess.WHITE, S('g1')) and not kingm(b) and not frm(b, 'g1')
    bb = after(fen, [('ev', '[%touch g1]'), 'Qd8+']); assert bb.is_check()
    case(5529, LO, 'rook-ending-white-touches-the-pinned-g1-knight-then-qd8-check-the-king-cannot-move',
      "A club ending: White touches his g1 knight, pinned by the a1 rook, then plays Qd8+ with check said; Black claims under XVII, but White's king has no square: no penalty can be inflicted",
      "White Kh1, Qd3, Ng1, pawns g2 and h2; Black Kg8, Ra1, pawns f7, g7 and h7. The a1 rook pins the g1 knight against the h1 king (asserted). White touches the knight ({[%touch g1]}), then plays 1. Qd8+ and says check. Black claims at once. White's king has no lawful move: g2 and h2 hold his own pawns, and g1 his knight (asserted).",
      ['VII', ('london-1847', 'XVII')],
      ["XVII (found text): «If a player touch a Piece or Pawn that cannot be moved without leaving the King in check, he must replace the Piece or Pawn and move his King ; but if the King cannot be moved, no penalty can be inflicted.» The knight cannot move at all without exposing the king. The king cannot move. The claim is well founded, but its penalty cannot be enforced.",
       "Upheld, with replace-and-move-king unenforceable: 1. Qd8+ stands. The check said with it does not matter, since the penalty falls away whatever the next move was.",
       "Under the other codes: twenty-laws 1 with 18, Philidor XV («the fault is of no consequence») and Boy's Own 4 («if it be practicable») give the same. Acknowledged V's note would still offer «replace the piece» and a legal move."],
      [('ev', '[%touch g1]'), 'Qd8+'], 'touched-own-man-unplayable', 'black', 'upheld', start=fen,
      remedies=['replace-and-move-king'], elector='black', cites=['VII', 'XVII'], unenforceable=['replace-and-move-king'])

    pre = ['Nf3', 'Nf6']
    case(5530, LO, 'reti-opening-black-knocks-over-his-f6-knight-in-whites-turn-and-restores-it',
      "A Reti opening: in White's turn Black's hand knocks over his f6 knight; he sets it up saying J'adoube; after 2. c4 he plays 2...g6; White claims the knight: dismissed",
      "1. Nf3 Nf6. While White is to move, Black's hand knocks over his f6 knight by accident. He restores it to f6, saying «J'adoube» ({[%adjust f6 black]}). White plays 2. c4 and Black 2...g6. White claims that Black had to play the knight.",
      ['VII'],
      ["VII: «A Piece or Pawn touched must be played, unless at the moment of touching it the player say “J’adoube” or words to that effect; but if a Piece or Pawn be displaced or overturned by accident, it may be restored to its place.» The knight was overturned by accident and restored to its place, with the word said as Black took hold of it. The law allows both, whoever's turn it is. Dismissed.",
       "Under the other codes: Philidor V and Acknowledged V's note allow the same. Twenty-laws 1 allows it if acknowledged «immediately». Boy's Own has no allowance, but a man knocked over is hardly «touched» in the sense of its law 4."],
      pre + [('ev', '[%adjust f6 black]'), 'c4', 'g6'], 'adjustment-claim', 'white', 'dismissed', cites=['VII'], glossed=['VII'])
