"""The thirty cases of the fifty-second set: check in all its forms. Every board fact used below is
asserted with python-chess before the file is written."""
import chess
from games import toks
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every other check in the record is said ({[%check]}).'


def upto(name, san, nth=1):
    """The published game's moves before its nth move written `san`."""
    t = toks(__import__('games').G[name]); k = 0
    for i, x in enumerate(t):
        if x == san:
            k += 1
            if k == nth: return t[:i]
    raise KeyError(san)


def nolegal_but_king_captures(b):
    """No legal move once captures of the adversary's king (which no code allows) are set aside."""
    k = b.king(not b.turn)
    return [m for m in b.legal_moves if m.to_square != k] == []


def write_all(case, after, P, frm, kingm, onto):
    def legal(b): return onto_all(b)
    def onto_all(b):
        from lib import san_list
        return san_list(b, list(b.legal_moves))

    # ======================= twenty-laws 5201-5206
    pre = upto('LT', 'Kd2#')
    b = after(None, pre + ['O-O-O'])
    assert b.is_checkmate() and b.checkers() == chess.BB_SQUARES[chess.D1]
    b2 = after(None, pre + ['O-O-O', ('pseudo', 'c5'), 'Kb1', ('ev', '[%check]')])
    case(5201, TW, 'lasker-thomas-18-o-o-o-mates-unsaid-black-plays-c5-white-warns-with-19-kb1',
         "Lasker-Thomas with 18. O-O-O: the castled rook mates from d1 without a word; Black plays on with 18...c5; White says check with 19. Kb1: both moves go back and the mate stands",
         "Ed. Lasker v G. A. Thomas, London 1912, to 17...Kg1. White castles on the queen's side instead of the game's 18. Kd2; the rook, set on d1 by the castling, checks the g1 king along the first rank (asserted: the only checker is d1) and it is mate (asserted). Nothing is said. Black plays on with 18...c5, which leaves the check; White plays 19. Kb1 and says «check». White claims." + CHK,
         ['5'],
         ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he does; but if on his next move he warn you, each party must retract his last move, and the king be removed out of check.» A check given by castling is a check like any other: the law asks only that the king be attacked. Black was entitled to play on; the warning came with White's very next move, so 18...c5 and 19. Kb1 are both taken back (A35). The position returns to after 18. O-O-O, and there the king cannot be «removed out of check»: no move of Black's parries it, so the mate stands and White wins.",
          "Upheld: retract-both-last-moves, no move list (nothing parries), result white. Glossed on 5 (the retraction that leaves a mate). Under Boy's Own 9 and Philidor XIII the answer is the same; under the Acknowledged Laws X's two-move exception would replace the pieces to the mate as well."],
         pre + ['O-O-O', ('pseudo', 'c5'), 'Kb1', ('ev', '[%check]')], 'unannounced-check', 'white', 'upheld', game='LT', silent=('O-O-O',),
         remedies=['retract-both-last-moves'], result='white', cites=['5'], glossed=['5'])

    pre = upto('BF', 'Nxd4+')
    b = after(None, pre)
    m = b.parse_san('Nxd4+'); assert not (chess.BB_SQUARES[chess.F1] & b.attacks_mask(m.from_square))
    a = after(None, pre + ['Nxd4+'])
    assert a.is_check() and a.checkers() == chess.BB_SQUARES[chess.C4] and not (a.attacks_mask(chess.D4) & chess.BB_SQUARES[chess.F1])
    case(5202, TW, 'byrne-fischer-20-nxd4-discovered-check-white-plays-kg1-and-calls-it-false',
         "The Game of the Century: 20...Nxd4+ uncovers the c4 bishop's check; White answers 21. Kg1 and says the knight gave no check: the check was real",
         "Byrne v Fischer, New York 1956, to 20. Kf1, as played: 20...Nxd4 with «check» said, and 21. Kg1. The knight on d4 does not attack f1 (asserted), but by leaving e2 it opened the c4 bishop's diagonal to the f1 king, so the king stands in check from c4 (asserted: c4 is the only checker). White then claims under law 6 that he was warned of a check not given and asks to take back 21. Kg1." + CHK,
         ['6'],
         ["Law 6 helps a player who was given «notice of a check without giving check». Here check was given: a discovered check is given by the move that uncovers it, though the man moved is not the man that checks. The warning was true, the king move was the answer the law requires, and there is nothing to retract.",
          "Dismissed, citing 6. Under every code the same: Boy's Own 8 needs a king «not in check», Philidor XIV a check warned «without however giving it», Acknowledged XI a check said «without actually attacking the King», London XX a check said «without giving it»."],
         pre + ['Nxd4+', 'Kg1'], 'false-check-announcement', 'white', 'dismissed', game='BF', cites=['6'])

    pre = upto('IMM', 'Ke2')
    b = after(None, pre)
    assert b.is_check() and b.checkers() == chess.BB_SQUARES[chess.A1]
    mc = frm(b, 'f5'); assert mc == []
    mk = kingm(b); assert mk == ['Ke2', 'Kg2'] and legal(b) == ['Ke2', 'Kg2', 'Qd1']
    bb = after(None, pre + [('raw', 'f5g7', 'check')])
    assert bb.piece_at(chess.G7) == chess.Piece(chess.KNIGHT, chess.WHITE)
    case(5203, TW, 'immortal-game-20-nxg7-in-the-announced-check-of-19-qxa1',
         "The Immortal game: in the announced check of 19...Qxa1+ White plays 20. Nxg7 and says check himself; his own king is left in check; Black claims at once",
         "Anderssen v Kieseritzky, London 1851, to 19...Qxa1+, check said: the a1 queen checks the f1 king (asserted). Instead of 20. Ke2 White takes on g7 with the f5 knight ({[%move f5g7]}) and says «check» (the knight does attack e8). His own king stays in the announced check. Black claims before moving. The f5 knight has no lawful move in that position (asserted); White's lawful moves were Ke2, Kg2 and the interposition Qd1 (asserted)." + CHK,
         ['3', '11', '7'],
         ["A move that leaves one's own king in an announced check is a false move (laws.md A37): it gives the knight «a movement not consistent with its laws». Law 3: «you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» Black claims before he has played, so law 11 does not bar him. The check the knight gives does not change that; law 7 is not the ground here, since the king was already in check and the knight's move did not «place» it there.",
          "Upheld: leave-as-played, move-correctly (unenforceable: the knight has no lawful move), replace-and-move-king [Ke2, Kg2], Black electing. Cites 3 and 11, as the earlier twenty-laws cases of a move made in an announced check."],
         pre + [('raw', 'f5g7', 'check')], 'false-move', 'black', 'upheld', game='IMM',
         remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11'],
         moves={'replace-and-move-king': mk}, unenforceable=['move-correctly'])

    pre = ['e4', 'c6', 'd4', 'd5', 'Nc3', 'dxe4', 'Nxe4', 'Nf6', 'Qd3', 'e5', 'dxe5', 'Qa5']
    b = after(None, pre); assert b.is_check()
    items = pre + [('pseudo', 'exf6'), 'gxf6', ('pseudo', 'Nf3'), 'Be6', ('ev', '[%check]')]
    b2 = after(None, items); assert b2.is_check() and b2.checkers() == chess.BB_SQUARES[chess.A5]
    case(5204, TW, 'caro-kann-6-qa5-checks-unsaid-black-says-check-only-with-8-be6',
         "Caro-Kann: 6...Qa5 checks without a word; White plays on twice; Black says check only with his second move after it and asks that the moves go back",
         "A club game: 1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 6. dxe5 Qa5, which checks the e1 king (asserted); nothing is said. White plays 7. exf6, Black 7...gxf6 without a word, White 8. Nf3 (still in check, asserted), and only with 8...Be6 does Black say «check». Black claims that each side retract his last move.",
         ['5'],
         ["Law 5 gives the retraction when the checker warns «on his next move». Black's next move after the check was 7...gxf6, made in silence. The warning came a move later, and the law gives nothing for a late warning: 7. exf6 and 8. Nf3, lawful because White was «not obliged to notice» the check, stand. From now on the check has been announced and White must meet it; what is refused is the going back.",
          "Out of time, citing 5, glossed (the warning must come with the very next move). Boy's Own 9 and Philidor XIII say the same; the Acknowledged Laws would send the point to a bystander beyond two moves; London XIX would take back every move since the check, since they are known."],
         items, 'unannounced-check', 'black', 'out-of-time', silent=('Qa5',), cites=['5'], glossed=['5'])

    start = '7k/p1Q5/6K1/P7/8/8/8/8 w - - 0 1'
    b = after(start, ['Qe5']); assert b.is_check()
    b = after(start, ['Qe5', ('pseudo', 'a6'), 'Qe6'])
    assert b.is_stalemate() and not b.is_check()
    case(5205, TW, 'queen-ending-1-qe5-checks-unsaid-a6-ignores-it-2-qe6-stalemates',
         "Queen ending: 1. Qe5 checks without a word, Black plays 1...a6 as if there were none, and 2. Qe6 leaves him without a move and out of check: a drawn game",
         "From the position given: 1. Qe5 checks the h8 king along the long diagonal (asserted) and White says nothing. Black plays 1...a6, leaving the check. White, who never warned, plays 2. Qe6: Black's king is no longer in check and Black has no lawful move, the a6 pawn being blocked by a5 (asserted: stalemate). Black claims the draw.",
         ['17', '5'],
         ["Law 5 let Black play on: «you are not obliged to notice it until he does». White never warned, and his second move took the queen off the diagonal, so there is no check left to retract. The position is a stalemate, and law 17: «The position of stale-mate constitutes a drawn game.»",
          "Upheld, result draw, citing 17. The same record wins for Black under Boy's Own 11 and under Philidor XVI in England; it is a draw under Acknowledged XIII and London XXIV."],
         ['Qe5', ('pseudo', 'a6'), 'Qe6'], 'stalemate-result', 'black', 'upheld', start=start, silent=('Qe5',),
         result='draw', cites=['17'])

    start = '2k5/r3P2K/8/8/8/8/8/8 w - - 0 1'
    b = chess.Board(start)
    assert not b.is_check() and frm(b, 'e7') == []
    mk = kingm(b); assert mk == ['Kg6', 'Kh6', 'Kg7', 'Kg8', 'Kh8']
    bb = after(start, [('raw', 'e7e8q', 'check')])
    assert bb.is_attacked_by(chess.BLACK, chess.H7) and bb.is_attacked_by(chess.WHITE, chess.C8)
    case(5206, TW, 'rook-ending-the-pinned-e7-pawn-queens-with-check-and-uncovers-its-king',
         "Rook ending: White's e7 pawn, screening his h7 king from the a7 rook, goes to e8, is made a queen and checks the c8 king; Black claims under law 7",
         "From the position given (White: Kh7, pawn e7; Black: Kc8, Ra7), White plays e7-e8 and makes a queen ({[%move e7e8q]}), saying «check»: the new queen checks c8 along the eighth rank, and the empty seventh rank lays the h7 king open to the a7 rook (asserted). Before the move the pawn had no lawful move at all (asserted), and the king's lawful moves are Kg6, Kh6, Kg7, Kg8, Kh8 (asserted).",
         ['7', '3', '11'],
         ["Law 7: «You cannot check your adversary’s king with any piece, which by moving would place your own king in check.» A promotion is the pawn's move, and the check it gives comes from the piece it becomes; the move places White's own king in check, so it is forbidden. Law 7 has no penalty of its own; the forbidden move is a false move under law 3, claimed in time (law 11).",
          "Upheld: leave-as-played, move-correctly (unenforceable: the pawn has no natural move that does not expose the king), replace-and-move-king [Kg6, Kh6, Kg7, Kg8, Kh8], Black electing; cites 7, 3, 11, glossed on 7 (A37), as the earlier twenty-laws cases of a check by a pinned man."],
         [('raw', 'e7e8q', 'check')], 'self-exposing-check', 'black', 'upheld', start=start,
         remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['7', '3', '11'], glossed=['7'],
         moves={'replace-and-move-king': mk}, unenforceable=['move-correctly'])

    # ======================= boys-own-1829 5207-5212
    pre = ['e4', 'e5', 'f4', 'exf4', 'Bc4', 'Qh4']
    b = after(None, pre); assert b.is_check(); mv = legal(b); assert mv == ['Kf1', 'Ke2', 'g3']
    items = pre + [('pseudo', 'd4'), ('say', 'Bb4+')]
    b2 = after(None, items); assert b2.checkers() == chess.BB_SQUARES[chess.H4] | chess.BB_SQUARES[chess.B4]
    case(5207, BO, 'bishops-gambit-3-qh4-checks-unsaid-4-d4-the-warning-comes-with-4-bb4-a-second-check',
         "Bishop's gambit: 3...Qh4 checks without a word; White plays 4. d4; Black says check with 4...Bb4, which gives a second check: both moves go back",
         "A club game: 1. e4 e5 2. f4 exf4 3. Bc4 Qh4, which checks the e1 king (asserted); Black says nothing. White plays 4. d4 as if there were no check. Black answers 4...Bb4 and says «check»: the bishop checks too, and the queen's check is still there (asserted: h4 and b4 both check). White's lawful answers to the first check were Kf1, Ke2, g3 (asserted). Black claims.",
         ['9'],
         ["Law 9: «if, on his next move, he warn you, each party must retract his last move, and the king be removed out of check, or covered.» The warning came with Black's very next move. That the same move gives a new check does not make the word any less a warning of the check that stood: the king was in check from h4 before and after 4...Bb4. So 4...Bb4 and 4. d4 are both taken back (A35), and White must meet 3...Qh4.",
          "Upheld: retract-both-last-moves [Kf1, Ke2, g3], no elector. Twenty-laws 5, Philidor XIII and London XVIII would rule alike."],
         items, 'unannounced-check', 'black', 'upheld', silent=('Qh4',),
         remedies=['retract-both-last-moves'], cites=['9'], moves={'retract-both-last-moves': mv})

    pre = upto('LM', 'Ref8')
    b = after(None, pre + [('ev', '[%check]')]); assert not b.is_check()
    case(5208, BO, 'levitsky-marshall-20-qh5-called-check-black-answers-20-g6-and-retracts',
         "Levitsky-Marshall: White says check with 20. Qh5, which gives none; Black, misled, plays 20...g6 and asks to take it back before White moves",
         "Levitsky v Marshall, Breslau 1912, to 20. Qh5, with «check» said by White; the queen does not attack the g8 king (asserted: Black is not in check). Black answers 20...g6, a pawn move meant to meet the supposed check, instead of the game's 20...Ref8, and claims before White's next move." + CHK,
         ['8'],
         ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» A pawn is «any other man»; White has not made his next move. The move is presumed made in consequence of the false word, being the next thing Black did.",
          "Upheld: retract-misled-move, Black electing, citing 8. Twenty-laws 6 names only a king move or an interposition and Acknowledged XI a king move or a capture, so a pawn move of this kind would fare differently there."],
         pre + [('ev', '[%check]'), 'g6'], 'false-check-announcement', 'black', 'upheld', game='LM',
         remedies=['retract-misled-move'], elector='black', cites=['8'])

    start = '8/2pk4/8/KP5r/8/8/8/8 b - - 0 1'
    b = after(start, ['c5'])
    assert chess.Move.from_uci('b5c6') not in b.legal_moves and chess.Move.from_uci('b5c6') in b.pseudo_legal_moves
    mk = kingm(b); assert mk == ['Ka4', 'Ka6', 'Kb6']
    bb = after(start, ['c5', ('raw', 'b5c6', 'check')])
    assert bb.piece_at(chess.C5) is None and bb.is_attacked_by(chess.WHITE, chess.D7) and bb.is_attacked_by(chess.BLACK, chess.A5)
    case(5209, BO, 'pawn-takes-in-passing-with-check-and-opens-the-fifth-rank-to-its-own-king',
         "Rook ending: Black plays c7-c5; White's b5 pawn takes it in passing and checks the d7 king, and the capture opens the fifth rank from the h5 rook to White's own a5 king",
         "From the position given, 1...c5; White takes in passing, 2. bxc6 ({[%move b5c6]}), and says «check»: the c6 pawn attacks d7, and with b5 and c5 both emptied the h5 rook attacks White's king on a5 (asserted). The capture is not lawful for that reason (asserted). White's lawful king moves before it: Ka4, Ka6, Kb6 (asserted). Black claims at once.",
         ['10', '7'],
         ["Law 10: «You must not check the opposite king with any piece, by moving ‘which to do so, you expose your own king to a check from any of his pieces.» A capture in passing is the moving of the pawn that takes, and here it both gives the check and exposes the king. Boy's Own has no law of capture in passing; the capture is heard as the move it is, and its only fault here is law 10's. Law 10 has no penalty; the forbidden move is a false move, and law 7: «your opponent can oblige you to move your king, if you ¢an do so without placing him in check».",
          "Upheld: move-king [Ka4, Ka6, Kb6], Black electing; cites 10, 7, glossed on 10 (A37)."],
         ['c5', ('raw', 'b5c6', 'check')], 'self-exposing-check', 'black', 'upheld', start=start,
         remedies=['move-king'], elector='black', cites=['10', '7'], glossed=['10'], moves={'move-king': mk})

    start = 'k7/8/8/8/8/4Q1p1/8/6NK b - - 0 1'
    b = after(start, ['g2']); assert b.is_check()
    b = after(start, ['g2', ('pseudo', 'Qb6')])
    assert not b.is_check() and nolegal_but_king_captures(b)
    case(5210, BO, 'the-g2-pawn-checks-unsaid-white-ignores-it-with-2-qb6-and-stalemates-black',
         "Queen against pawn: 1...g2 checks the h1 king without a word; White plays 2. Qb6 as if there were no check and leaves Black stale-mated: Black wins",
         "From the position given, 1...g2 checks White's king on h1 (asserted), and Black says nothing. White plays 2. Qb6. Black's king on a8 is not in check and has no square; his g2 pawn is blocked by the g1 knight and can take nothing but the king (asserted: no move for Black once a capture of the king is set aside). Black claims.",
         ['11', '9'],
         ["Law 9 let White play on: «you are not obliged to notice it till he does». Black never warned and now has no move with which to warn. Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» Black's king is not in check, and his one pawn cannot be moved (no code lets a king be taken). That White's king stands in an unannounced check does not change Black's position.",
          "Upheld, result black, citing 11. The same record is a draw under twenty-laws 17, Acknowledged XIII and London XXIV (case 5229), and a win for Black under Philidor XVI in England."],
         ['g2', ('pseudo', 'Qb6')], 'stalemate-result', 'black', 'upheld', start=start, silent=('g2',),
         result='black', cites=['11'])

    pre = upto('RT', 'Kc7')
    b = after(None, pre)
    assert b.is_check() and len(b.checkers()) == 2
    mk = kingm(b); assert mk == ['Kc7', 'Ke8']
    bb = after(None, pre + [('raw', 'e5g5')])
    bb.turn = chess.BLACK; assert bb.checkers() == chess.BB_SQUARES[chess.D1]
    case(5211, BO, 'reti-tartakower-10-bg5-double-check-black-takes-the-bishop-with-the-queen',
         "Reti-Tartakower: 10. Bg5+ is double check, with check said; Black takes the bishop, 10...Qxg5, and leaves the d1 rook's check standing; White claims: law 7, a king move",
         "Reti v Tartakower, Vienna 1910, to 10. Bg5+, check said: the bishop checks the d8 king and uncovers the d1 rook's check on the d-file (asserted: two checkers). Black takes the bishop with his queen ({[%move e5g5]}), which leaves the rook's check (asserted). Black's lawful moves were Kc7 and Ke8 only (asserted). White claims at once." + CHK,
         ['7'],
         ["A double check can be met only by a king move; taking one checker leaves the other. 10...Qxg5 leaves Black's king in a check that was announced, so it is a false move (A37). Law 7: «your opponent can oblige you to move your king, if you ¢an do so without placing him in check». White claims before he has played.",
          "Upheld: move-king [Kc7, Ke8], White electing, citing 7."],
         pre + [('raw', 'e5g5')], 'false-move', 'white', 'upheld', game='RT',
         remedies=['move-king'], elector='white', cites=['7'], moves={'move-king': mk})

    pre = ['e4', 'e5', 'Nf3', 'd6', 'd4', 'Nc6', 'dxe5', 'dxe5', 'Qxd8+', 'Kxd8', 'Nc3', 'Nf6', 'Bg5', 'Be6']
    b = after(None, pre + ['O-O-O']); assert b.checkers() == chess.BB_SQUARES[chess.D1]
    items = pre + ['O-O-O', ('pseudo', 'h6'), 'Bh4']
    b2 = after(None, items); assert b2.turn == chess.BLACK and b2.checkers() == chess.BB_SQUARES[chess.D1]
    case(5212, BO, 'queenless-philidor-8-o-o-o-checks-unsaid-black-plays-on-then-pleads-unknown-origin',
         "Queenless Philidor: White's queen's-side castling checks the d8 king from d1 without a word; Black plays 8...h6, White 9. Bh4, and Black says he finds his king in check and cannot tell how",
         "A club game: 1. e4 e5 2. Nf3 d6 3. d4 Nc6 4. dxe5 dxe5 5. Qxd8+ Kxd8 6. Nc3 Nf6 7. Bg5 Be6 8. O-O-O: the rook, set on d1 by the castling, checks the d8 king along the open file (asserted). Nothing is said. Black plays 8...h6, White 9. Bh4; the king still stands in check from d1 (asserted). Black claims that he finds his king in check without knowing how, and asks to retract his last move and provide for it.",
         ['9'],
         ["Boy's Own has no law of a check of unknown origin; the only check law that fits is law 9, the unannounced check: «you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must retract his last move». Here nothing is unknown: the record shows that the castling gave the check, and White never warned. A plea of unknown origin cannot give Black a retraction that law 9 does not give. Now that Black has noticed the check, he must meet it.",
          "Dismissed, citing 9, glossed (the record decides the origin), as earlier Boy's Own cases of the same plea."],
         items, 'check-of-unknown-origin', 'black', 'dismissed', silent=('O-O-O',), cites=['9'], glossed=['9'])

    # ======================= philidor 5213-5218
    pre = upto('OPERA', 'Qe7')
    b = after(None, pre + [('ev', '[%check]')]); assert not b.is_check()
    case(5213, PH, 'opera-game-7-qb3-called-check-black-touches-his-king-then-plays-7-qe7',
         "The Opera game: 7. Qb3 is called check and is none; Black lays his hand on his king, sees there is no check, and plays 7...Qe7; White says the touched king must move",
         "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 7. Qb3, with «check» said by White; the queen does not attack the e8 king (asserted). Black touches his king ({[%touch e8]}), lets go, and plays the game's 7...Qe7. White claims under rule V that the king, once touched, must be played." + CHK,
         ['V', 'XIV'],
         ["Rule V: «A Piece once touched must be played». But rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not yet made his next move.» The rule names the touch. Black's touch of the king was made in consequence of the false warning, and White had not moved since; the touch binds Black to nothing.",
          "Dismissed, citing V and XIV, glossed on XIV (the touch is released, as in the earlier sets' false-check-and-touch cases)."],
         pre + [('ev', '[%check]'), ('ev', '[%touch e8]'), 'Qe7'], 'touched-own-man', 'white', 'dismissed', game='OPERA',
         cites=['V', 'XIV'], glossed=['XIV'])

    start = '8/3pk2p/8/4P3/8/8/8/4K3 b - - 0 1'
    b = after(start, ['d5', 'exd6']); assert b.is_check() and b.checkers() == chess.BB_SQUARES[chess.D6]
    mv = legal(b); assert mv == ['Kxd6', 'Ke6', 'Kf6', 'Kd7', 'Kf7', 'Kd8', 'Ke8', 'Kf8']
    items = ['d5', 'exd6', ('pseudo', 'h6'), 'Kd2', ('ev', '[%check]')]
    case(5214, PH, 'pawn-ending-2-exd6-in-passing-checks-unsaid-black-plays-h6-white-warns-with-3-kd2',
         "Pawn ending: White's e5 pawn takes the d5 pawn in passing and so checks the e7 king, without a word; Black plays 2...h6; White says check with 3. Kd2: each comes back from his last move",
         "From the position given, 1...d5 2. exd6, taking in passing: the pawn now on d6 checks the e7 king (asserted). Nothing is said. Black plays 2...h6, leaving the check; White plays 3. Kd2 and says «Check». White claims.",
         ['XIII'],
         ["Rule X grants the capture «in passing», and the pawn that takes gives the check from the square it lands on. Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist: but if the first, in playing the next move, were to say, Check, each must then come back from his last move, as being false, and he that is under check is to take it off». White said it in playing his very next move; 2...h6 and 3. Kd2 go back, the capture in passing stays, and Black must take the check off with his king.",
          f"Upheld: retract-both-last-moves [{', '.join(legal(b))}], no elector, citing XIII."],
         items, 'unannounced-check', 'white', 'upheld', start=start, silent=('exd6',),
         remedies=['retract-both-last-moves'], cites=['XIII'], moves={'retract-both-last-moves': legal(b)})

    start = '4r3/8/8/k3N2R/8/8/8/4K3 w - - 0 1'
    b = chess.Board(start); assert not b.is_check() and chess.Move.from_uci('e5c6') not in b.legal_moves
    mk = kingm(b); assert mk == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2']
    bb = after(start, [('raw', 'e5c6', 'check')]); bb.turn = chess.BLACK
    assert bb.checkers() == chess.BB_SQUARES[chess.C6] | chess.BB_SQUARES[chess.H5] and bb.is_attacked_by(chess.BLACK, chess.E1)
    case(5215, PH, 'the-pinned-e5-knight-gives-double-check-from-c6-and-uncovers-its-own-king',
         "Rook ending: White's e5 knight, pinned to his e1 king by the e8 rook, jumps to c6 with double check (the knight and the h5 rook) and lays his own king open; Black claims",
         "From the position given, White plays Nc6 ({[%move e5c6]}) and says «check»: the knight checks the a5 king, and the h5 rook checks it along the emptied fifth rank (asserted: two checkers), while the e-file now lies open from the e8 rook to White's king (asserted). The move is not lawful (asserted). White's lawful king moves before it: Kd1, Kf1, Kd2, Ke2, Kf2 (asserted). Black claims at once.",
         ['VIII', 'VI'],
         ["Philidor has no rule forbidding a check that exposes one's own king; the move is a false move all the same, since no man may be moved so as to leave its own king in check (laws.md A37). Rule VIII: «Whoever makes a false move, must play his King, as in Rule VI. but no false move can be recalled after the adversary's next move». Black has not moved. The knight goes back to e5 and White plays his king.",
          "Upheld: move-king [Kd1, Kf1, Kd2, Ke2, Kf2], Black electing; cites VIII, VI, glossed on VIII, as the earlier Philidor cases of a check by a pinned man."],
         [('raw', 'e5c6', 'check')], 'self-exposing-check', 'black', 'upheld', start=start,
         remedies=['move-king'], elector='black', cites=['VIII', 'VI'], glossed=['VIII'], moves={'move-king': mk})

    pre = upto('KT', 'Kxb4'); assert pre[-1] == 'Qxa6+'; pre = pre[:-1] + ['Qxa6']   # the check, unsaid
    b = after(None, pre); assert b.is_check()
    items = pre + [('pseudo', 'Rd1#')]
    b2 = after(None, items)
    assert b2.turn == chess.WHITE and b2.is_checkmate() and b2.is_attacked_by(chess.WHITE, b2.king(chess.BLACK))
    case(5216, PH, 'kasparov-topalov-32-qxa6-checks-unsaid-black-mates-with-32-rd1',
         "Kasparov-Topalov: 32. Qxa6 checks the a3 king without a word; Black plays as if there were no check and mates with 32...Rd1, saying check; White calls the mate a false move",
         "Kasparov v Topalov, Wijk aan Zee 1999, to 31...Kxa3. 32. Qxa6 checks Black's king on a3 (asserted), and White says nothing. Instead of the game's 32...Kxb4, Black plays 32...Rd1 and says «check»: White's king on b1 is checked and has no lawful answer (asserted: mate), while Black's own king still stands in the queen's check (asserted). White claims that 32...Rd1 was false, having left Black's king in check, and that his check should be answered." + CHK,
         ['XIII'],
         ["Rule XIII: «If a player gives cheek without warning, the adversary will not be bound to ward it off ; and he may consequently play as if such check did not exist». Black did exactly that, and a move that is lawful when there is no check is lawful here: 32...Rd1 is not a false move. White can now no longer say check «in playing the next move», because he has no move: he is mated.",
          "Dismissed, result black, citing XIII, glossed (a mate given while one's own king stands in an unannounced check stands), as the earlier Philidor case of the same kind."],
         items, 'unannounced-check', 'white', 'dismissed', game='KT', silent=('Qxa6',), result='black', cites=['XIII'], glossed=['XIII'])

    pre = upto('LEGAL', 'Bxd1')
    b = after(None, pre + [('ev', '[%check]')]); assert not b.is_check()
    case(5217, PH, 'legal-5-nxe5-called-check-black-takes-the-knight-5-dxe5',
         "Legal's game: White says check with 5. Nxe5, which gives none; Black, misled, takes the knight, 5...dxe5, and asks to take it back before White moves",
         "Legal de Kermur v Saint Brie, Paris 1750, to 5. Nxe5, with «check» said by White; the knight does not attack the e8 king (asserted). Black takes the supposed checker with his d-pawn, 5...dxe5, instead of the game's 5...Bxd1, and claims before White's next move.",
         ['XIV'],
         ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not yet made his next move.» The d-pawn is «any other piece» in the rule's sense (it names the touch, and so every move that begins with one); White has not moved again.",
          "Upheld: retract-misled-move, Black electing, citing XIV, glossed (a capture of the supposed checker is covered)."],
         pre + [('ev', '[%check]'), 'dxe5'], 'false-check-announcement', 'black', 'upheld', game='LEGAL',
         remedies=['retract-misled-move'], elector='black', cites=['XIV'], glossed=['XIV'])

    pre = ['e4', 'e5', 'f4', 'exf4', 'Bc4', 'Qh4+']
    b = after(None, pre); assert b.is_check()
    assert chess.Move.from_uci('e1f2') not in b.legal_moves
    items = pre + [('raw', 'e1f2'), 'Nf6']
    b2 = after(None, items); assert b2.turn == chess.WHITE and b2.is_check()
    case(5218, PH, 'bishops-gambit-4-kf2-stays-on-the-queens-diagonal-black-replies-then-claims',
         "Bishop's gambit: in the announced check of 3...Qh4+ White's king steps to f2, still on the queen's diagonal; Black replies 4...Nf6 and then claims; White pleads that it is too late",
         "A club game: 1. e4 e5 2. f4 exf4 3. Bc4 Qh4+, check said. White plays his king to f2 ({[%move e1f2]}), a square the h4 queen attacks, so his king stays in check (asserted). Black, not noticing, plays 4...Nf6 and only then claims a false move. White pleads that the claim is too late.",
         ['VIII'],
         ["Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» 4. Kf2 was a false move, the king being put in check; but Black made his next move before claiming, and after it the false move cannot be recalled. The position stands; White, still in the announced check, must now meet it.",
          "White's plea upheld: no-penalty-time-barred, citing VIII."],
         items, 'late-claim', 'white', 'upheld', remedies=['no-penalty-time-barred'], cites=['VIII'])

    # ======================= acknowledged-laws 5219-5224
    start = '6k1/1P5p/8/8/8/8/8/K7 w - - 0 1'
    b = after(start, ['b8=Q']); assert b.is_check(); mv = legal(b); assert mv == ['Kf7', 'Kg7']
    items = ['b8=Q', ('pseudo', 'h6'), 'Kb2']
    case(5219, AC, 'pawn-ending-1-b8q-checks-without-a-cry-two-moves-later-black-finds-it',
         "Pawn ending: White's pawn is made a queen on b8 and checks the g8 king along the rank without a cry; Black plays 1...h6, White 2. Kb2; Black then finds the check",
         "From the position given, 1. b8=Q: the new queen checks the g8 king along the eighth rank (asserted). No one cries «check». Black plays 1...h6, White 2. Kb2; Black then sees his king in check and claims. Black's lawful answers to the check are Kf7 and Kg7 (asserted).",
         ['X'],
         ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its note: «This law is subject to this exception : that two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.» A check given by the piece a pawn becomes is a check; two moves (1...h6 and 2. Kb2) have been made since it, so the pieces are replaced to the check and Black must move out of it (A25).",
          "Upheld: retract-to-point-of-check [Kf7, Kg7], no elector, citing X, glossed."],
         items, 'unannounced-check', 'black', 'upheld', start=start, silent=('b8=Q',),
         remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'], moves={'retract-to-point-of-check': mv})

    pre = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'Ng5', 'd5', 'exd5', 'Nxd5', 'Nxf7', 'Kxf7', 'Qf3']
    b = after(None, pre); assert b.is_check()
    items = pre + [('pseudo', 'Be7'), 'Nc3', ('pseudo', 'Rf8'), 'O-O']
    b2 = after(None, items); assert b2.turn == chess.BLACK and b2.checkers() == chess.BB_SQUARES[chess.F3]
    case(5220, AC, 'fried-liver-7-qf3-checks-without-a-cry-found-four-moves-later',
         "Fried Liver attack: 7. Qf3 checks the f7 king without a cry; Black, White, Black and White play on (Be7, Nc3, Rf8, O-O) before Black finds the check: past the two moves of law X",
         "A club game: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5 6. Nxf7 Kxf7 7. Qf3, which checks the f7 king up the f-file (asserted); no one cries «check». Black plays 7...Be7, White 8. Nc3, Black 8...Rf8, White 9. O-O; the queen still checks (asserted). Black then finds the check and claims that the moves be undone and the check met.",
         ['X', 'XIV'],
         ["Law X lets Black ignore the uncried check, and its note reaches back: «two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.» Four moves have been made since the check, two more than the exception reaches (A25). Beyond it the code is silent: nothing says whether the four moves stand or go back. Law XIV: «Should any dispute arise, the question must be submitted to any disinterested bystander, whose decision is to be considered final.»",
          "No law provides: refer-to-third-party, citing X (glossed) and XIV, as every earlier Acknowledged case of a check found after more than two moves."],
         items, 'unannounced-check', 'black', 'no-law-provides', silent=('Qf3',),
         remedies=['refer-to-third-party'], cites=['X', 'XIV'], glossed=['X'])

    pre = upto('OPERA', 'cxb5')
    b = after(None, pre + [('ev', '[%check]')]); assert not b.is_check()
    case(5221, AC, 'opera-game-10-nxb5-called-check-black-takes-the-knight-10-cxb5',
         "The Opera game: Morphy says check with 10. Nxb5, which gives none; Black takes the knight, as in the game, 10...cxb5, and claims",
         "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 10. Nxb5, with «check» said by White; the knight on b5 does not attack the e8 king (asserted). Black takes it, 10...cxb5, as in the game, and then claims under law XI." + CHK,
         ['XI'],
         ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» Black took the piece said to give check; he elects (A27). The law sets no time for the election.",
          "Upheld: leave-as-played, retract-misled-move, Black electing, citing XI, glossed."],
         pre + [('ev', '[%check]'), 'cxb5'], 'false-check-announcement', 'black', 'upheld', game='OPERA',
         remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    pre = upto('EVER', 'Ke8')
    b = after(None, pre); assert b.is_check() and len(b.checkers()) == 2
    mk = kingm(b)
    bad = [m for m in b.pseudo_legal_moves if m.from_square == b.king(chess.BLACK) and m not in b.legal_moves]
    badsq = sorted(chess.square_name(m.to_square) for m in bad)
    assert 'e6' in badsq and mk == ['Kc6', 'Ke8']
    bb = after(None, pre + [('raw', 'd7e6')]); bb.turn = chess.BLACK; assert bb.checkers() == chess.BB_SQUARES[chess.F5]
    case(5222, AC, 'evergreen-22-bf5-double-check-the-king-steps-to-e6-beside-the-bishop',
         "The Evergreen game: in the double check of 22. Bf5+ Black's king steps off the d-file to e6, onto the bishop's diagonal; White claims",
         f"Anderssen v Dufresne, Berlin 1852, to 22. Bf5+, check said: double check from the f5 bishop and the d1 rook (asserted). Black's king goes to e6 ({{[%move d7e6]}}) instead of the game's 22...Ke8; there it is out of the rook's file but still in the f5 bishop's check (asserted). Black's lawful king moves were {', '.join(mk)} (asserted). White claims at once." + CHK,
         ['VII'],
         ["A king moved into check is an illegal move. Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The remedies that fit an illegal move are offered (A23): the right move of the same man, which is a king move, a king move, or replacement and any legal move.",
          f"Upheld: move-correctly [{', '.join(mk)}], move-king [{', '.join(mk)}], replace-and-move-legally, White electing, citing VII."],
         pre + [('raw', 'd7e6')], 'false-move', 'white', 'upheld', game='EVER',
         remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='white', cites=['VII'],
         moves={'move-correctly': mk, 'move-king': mk})

    start = '8/2pk4/8/KP5r/8/8/8/8 b - - 0 1'
    b = after(start, ['c5'])
    mc = frm(b, 'b5'); assert mc == ['b6']
    mk = kingm(b); assert mk == ['Ka4', 'Ka6', 'Kb6']
    case(5223, AC, 'pawn-takes-in-passing-with-check-and-opens-the-fifth-rank-to-its-own-king',
         "The record of 5209 under the Acknowledged Laws: the b5 pawn takes c5 in passing with check on d7, and lays White's a5 king open to the h5 rook",
         "From the position given, 1...c5 2. bxc6 in passing ({[%move b5c6]}), with «check» said: the c6 pawn checks d7 and the h5 rook now attacks White's king on a5 (asserted in case 5209). Before the capture the b5 pawn's only lawful move was b6 (asserted), and White's king's lawful moves were Ka4, Ka6, Kb6 (asserted). Black claims.",
         ['VII'],
         ["Law VIII grants the capture in passing, but not one that leaves the capturer's own king in check; the Acknowledged Laws have no article on a check that exposes one's own king, and the move is an illegal move (A37). Law VII: «his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Offered, as A23 cuts the menu: the right move of the same pawn (b6), a king move, or replacement and any legal move.",
          "Upheld: move-correctly [b6], move-king [Ka4, Ka6, Kb6], replace-and-move-legally, Black electing, citing VII, glossed."],
         ['c5', ('raw', 'b5c6', 'check')], 'self-exposing-check', 'black', 'upheld', start=start,
         remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'], glossed=['VII'],
         moves={'move-correctly': mc, 'move-king': mk})

    pre = upto('LT', 'Kd2#')
    b = after(None, pre + ['O-O-O']); assert b.is_checkmate()
    case(5224, AC, 'lasker-thomas-18-o-o-o-mates-without-a-cry-black-claims-stalemate',
         "Lasker-Thomas with 18. O-O-O: the castling mates from d1 and no one cries check; Black, who has no move that does not leave his king in check, claims a stalemate",
         "Ed. Lasker v G. A. Thomas, London 1912, to 17...Kg1; White castles on the queen's side instead of the game's 18. Kd2, and the rook on d1 checks the g1 king; Black has no lawful move (asserted: mate). No one cries «check». Black says that under law X he need not take notice of the check, so his king is not in check and cannot move: a stalemate, a drawn game under law XIII." + CHK,
         ['XIII', 'X'],
         ["Law X: «his adversary need not take notice of the Check» lets a player play on as if there were no check; it does not make a checked king unchecked. Black has no move with which to play on, and a king in check with no move is mated, not stalemated. Law XIII («Stalemate is a drawn game.») does not apply. A check given by castling is a check.",
          "Dismissed, result white, citing XIII and X, as the earlier cases of a mate given without a cry."],
         pre + ['O-O-O'], 'stalemate-result', 'black', 'dismissed', game='LT', silent=('O-O-O',),
         result='white', cites=['XIII', 'X'])

    # ======================= london-1847 5225-5230
    pre = upto('LT', 'Kh6'); assert pre[-1] == 'Nxf6+'; pre = pre[:-1] + ['Nxf6']   # the double check, unsaid
    b = after(None, pre); assert b.is_check() and len(b.checkers()) == 2; mv = legal(b)
    items = pre + [('pseudo', 'Bxg2'), 'Rg1', ('pseudo', 'Bc6'), 'Rg3', ('ev', '[%check]')]
    b2 = after(None, items); assert b2.turn == chess.BLACK and len(b2.checkers()) == 2
    case(5225, LO, 'lasker-thomas-12-nxf6-double-check-unsaid-check-said-only-with-14-rg3',
         "Lasker-Thomas: 12. Nxf6 gives double check without a word; Black takes on g2 and retreats to c6 while White plays Rg1 and Rg3, and only with 14. Rg3 does White say check",
         f"Ed. Lasker v G. A. Thomas, London 1912, to 11...Kxh7. 12. Nxf6 checks the h7 king twice, from the knight and from the d3 bishop whose diagonal the knight has opened (asserted: two checkers); nothing is said. Black plays 12...Bxg2, White 13. Rg1, Black 13...Bc6, White 14. Rg3, saying «check» only now; the double check still stands (asserted). White claims. Black's lawful answers to the check were {', '.join(mv)} (asserted).",
         ['XVIII', 'XIX'],
         ["Law XVIII (found text): «If a player attack the adverse King without saying \"Check,\" his adversary is not obliged to attend to it : but if the former, in playing his next move, were to say \"Check,\" each player must retract his last move». White's word came a move late, so XVIII's retraction of the last two moves does not fit. Law XIX (found text) covers a king in check «for several moves»: «but if the moves made subsequent to the check be known, they must be retracted.» They are known; all four go back to the check, and Black must obviate it (A33).",
          f"Upheld: retract-to-point-of-check [{', '.join(mv)}], no elector, citing XVIII and XIX, glossed on XIX, as the earlier London case of a warning given late."],
         items, 'unannounced-check', 'white', 'upheld', game='LT', silent=('Nxf6',),
         remedies=['retract-to-point-of-check'], cites=['XVIII', 'XIX'], glossed=['XIX'], moves={'retract-to-point-of-check': mv})

    pre = ['e4', 'e5', 'Nf3', 'd6', 'd4', 'Nc6', 'dxe5', 'dxe5', 'Qxd8+', 'Kxd8', 'Nc3', 'Nf6', 'Bg5', 'Be6']
    b = after(None, pre + ['O-O-O+']); assert b.checkers() == chess.BB_SQUARES[chess.D1]
    assert chess.Move.from_uci('e6d7') in b.legal_moves and chess.Move.from_uci('f6d7') not in b.legal_moves
    case(5226, LO, 'queenless-philidor-8-o-o-o-with-check-black-interposes-bd7-and-calls-the-check-false',
         "The record of 5212 under the London code, with check said: 8. O-O-O+; Black interposes 8...Bd7 and then says the castling gave no check, since the king moved and the rook cannot give check by castling",
         "1. e4 e5 2. Nf3 d6 3. d4 Nc6 4. dxe5 dxe5 5. Qxd8+ Kxd8 6. Nc3 Nf6 7. Bg5 Be6 8. O-O-O, White saying «check»: the castled rook on d1 attacks the d8 king along the open d-file (asserted). Black interposes 8...Bd7 (lawful, asserted; the f6 knight could not, being pinned by the g5 bishop) and then claims under law XX to retract it, saying there was no check.",
         ['XX'],
         ["Law XX (found text): «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move». The castling moved the rook as well as the king, and the rook gives check; nothing in the code says that a check given in castling is not a check. White said check and gave it, so XX does not apply and the interposition stands.",
          "Dismissed, citing XX. Every code answers the same."],
         pre + ['O-O-O+', 'Bd7'], 'false-check-announcement', 'black', 'dismissed', cites=['XX'])

    pre = upto('EVER', 'Bb6')
    b = after(None, pre + [('ev', '[%check]')]); assert not b.is_check()
    assert chess.Move.from_uci('b8b5') in b.legal_moves
    case(5227, LO, 'evergreen-13-qa4-called-check-black-interposes-13-rb5',
         "The Evergreen game: White says check with 13. Qa4, which the c6 knight and d7 pawn screen; Black, misled, interposes 13...Rb5 on the queen's diagonal and asks to retract it before White moves",
         "Anderssen v Dufresne, Berlin 1852, to 13. Qa4, with «check» said by White; the a4 queen's diagonal to e8 is blocked by the c6 knight and the d7 pawn (asserted: no check). Black plays 13...Rb5, setting the rook on b5 between queen and king, instead of the game's 13...Bb6, and claims before White's next move." + CHK,
         ['XX'],
         ["Law XX (found text): «Should a player say \"Check\" without giving it, and his adversary, in consequence, move his King, or touch a Piece or Pawn to interpose, he may retract such move, provided his adversary has not completed his last move.» Black touched his rook to interpose and did interpose; White has not moved again.",
          "Upheld: retract-misled-move, Black electing, citing XX."],
         pre + [('ev', '[%check]'), 'Rb5'], 'false-check-announcement', 'black', 'upheld', game='EVER',
         remedies=['retract-misled-move'], elector='black', cites=['XX'])

    start = '4r3/1k6/8/8/8/8/4B3/4K3 w - - 0 1'
    b = chess.Board(start); assert not b.is_check() and frm(b, 'e2') == []
    mk = kingm(b); assert mk == ['Kd1', 'Kf1', 'Kd2', 'Kf2']
    bb = after(start, [('raw', 'e2f3', 'check')]); bb.turn = chess.BLACK
    assert bb.is_check() and bb.is_attacked_by(chess.BLACK, chess.E1)
    case(5228, LO, 'the-pinned-e2-bishop-checks-from-f3-and-opens-the-e-file',
         "Rook against bishop: White's e2 bishop, pinned to his king by the e8 rook, goes to f3 and checks the b7 king along the long diagonal, opening the e-file to his own king; Black claims",
         "From the position given, White plays Bf3 ({[%move e2f3]}) and says «check»: the bishop checks b7 and the e8 rook now attacks the e1 king (asserted). The bishop had no lawful move at all (asserted); the king's lawful moves were Kd1, Kf1, Kd2, Kf2 (asserted). Black claims before he touches anything.",
         ['XIII', 'XXV'],
         ["The London code has no article on a check that exposes the checker's king; the move is a false move, «i. e. play a Piece or Pawn to any square to which it cannot legally be moved» (laws.md A37). Law XIII: «his adversary has the choice of three penalties; viz., 1st, of compelling him to let the Piece or Pawn remain on the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece or Pawn and move his King.» Black claims in time under XXV (found text).",
          "Upheld: leave-as-played, move-correctly (unenforceable: the bishop has no lawful square), replace-and-move-king [Kd1, Kf1, Kd2, Kf2], Black electing; cites XIII, XXV, glossed on XIII."],
         [('raw', 'e2f3', 'check')], 'self-exposing-check', 'black', 'upheld', start=start,
         remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['XIII', 'XXV'], glossed=['XIII'],
         moves={'replace-and-move-king': mk}, unenforceable=['move-correctly'])

    start = 'k7/8/8/8/8/4Q1p1/8/6NK b - - 0 1'
    b = after(start, ['g2', ('pseudo', 'Qb6')]); assert not b.is_check() and nolegal_but_king_captures(b)
    case(5229, LO, 'the-g2-pawn-checks-unsaid-white-ignores-it-with-2-qb6-and-stalemates-black',
         "The record of 5210 under the London code: 1...g2 checks without a word, White ignores it with 2. Qb6, and Black is left with no move and out of check: a drawn game",
         "From the position given, 1...g2 checks the h1 king (asserted in case 5210) and nothing is said; White plays 2. Qb6. Black's king on a8 is not in check, has no square, and his g2 pawn cannot move (asserted). Black claims.",
         ['XXIV', 'XVIII'],
         ["Law XVIII (found text) let White disregard the check: «his adversary is not obliged to attend to it». Black never said check and now has no move to say it with. Law XXIV (found text): «A stalemate is a drawn game.»",
          "Upheld, result draw, citing XXIV. (Under Boy's Own, case 5210, the same record wins for Black.)"],
         ['g2', ('pseudo', 'Qb6')], 'stalemate-result', 'black', 'upheld', start=start, silent=('g2',),
         result='draw', cites=['XXIV'])

    pre = upto('BF', 'Kf1')
    b = after(None, pre); assert b.is_check() and chess.Move.from_uci('c5b6') not in b.legal_moves
    items = pre + [('raw', 'c5b6'), ('ev', '[%touch a7]')]
    b2 = after(None, items); assert b2.turn == chess.BLACK
    b3 = b2.copy(); b3.turn = chess.WHITE; assert b3.is_check()
    case(5230, LO, 'byrne-fischer-17-bxb6-in-the-announced-check-black-touches-a7-then-claims',
         "The Game of the Century: in the announced check of 16...Rfe8+ White takes the queen, 17. Bxb6, leaving his king in check; Black lays hold of his a7 pawn to retake and only then claims",
         "Byrne v Fischer, New York 1956, to 16...Rfe8+, check said: the e8 rook checks the e1 king (asserted). White takes the b6 queen with his c5 bishop ({[%move c5b6]}), which leaves his king in check (asserted). Black touches his a7 pawn ({[%touch a7]}) to retake, then sees the check still standing and claims a false move. White pleads that the claim comes too late." + CHK,
         ['XXV'],
         ["Law XXV (found text): «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Leaving one's king in check is a false move (A37); Black touched a pawn before taking notice of it (A34: any touch by the claimant). No penalty can be inflicted; White's king is still in the announced check and White must now meet it.",
          "White's plea upheld: no-penalty-time-barred, citing XXV, glossed (the touch closes the claim)."],
         items, 'late-claim', 'white', 'upheld', game='BF',
         remedies=['no-penalty-time-barred'], cites=['XXV'], glossed=['XXV'])
