"""The thirty cases of the fifty-ninth set: what makes each code different. Several records are ruled
under two to four codes (the same facts, different rulings). Every board fact used below is asserted."""
import chess
from walk import walk
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'
NO_H1 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1'      # the h1 rook given
SWAP = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1'       # f1 knight, g1 bishop
NO_A7 = 'rnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'      # Black's a7 pawn forgotten
STALE = '7k/7p/7P/8/8/8/8/5QK1 w - - 0 1'
BB = '8/8/3k4/8/8/8/8/2B1KB2 b - - 0 1'
RP = '8/8/4k3/8/3r4/8/4P3/R3K3 b - - 0 1'


def write_all(case, after, P, frm, kingm, onto, board_from):
    sq = chess.parse_square
    # ------------------------------------------------------------------ shared records
    # A. Steinitz-von Bardeleben at the odds of White's king's rook: 9. O-O with no rook on h1.
    svb16 = P('SVB', 16)
    b = board_from(chess.Board(NO_H1), svb16)
    assert b.piece_at(sq('h1')) is None and not b.is_check()
    assert not b.is_attacked_by(chess.BLACK, sq('f1')) and not b.is_attacked_by(chess.BLACK, sq('g1'))
    assert b.piece_at(sq('f1')) is None and b.piece_at(sq('g1')) is None
    odds_k = kingm(b, castling=False); assert odds_k == ['Kf1', 'Kd2', 'Ke2'], odds_k
    odds_items = svb16 + [('raw', 'e1g1')]
    odds_fact = ("Steinitz v von Bardeleben, Hastings 1895, here played at the odds of White's king's rook ([Odds \"white rook h1\"]: "
                 "the h1 rook is off the board from the start). The moves are the game's to 8...Nxd5; White's king was checked by "
                 "6...Bb4+ (said) and the check was covered by 7. Nc3. At move 9 White castles on the king's side ({[%move e1g1]}): "
                 "the king goes to g1 and no rook appears. Asserted: h1 is empty, f1 and g1 are empty and not attacked, White is "
                 "not in check when he castles, and his king's lawful moves before the castling are Kf1, Kd2, Ke2." + CHK)

    # B. Reti-Tartakower begun with White's king's knight and king's bishop on each other's squares.
    rt7 = P('RT', 7)
    b = board_from(chess.Board(SWAP), rt7)
    assert b.turn == chess.BLACK and b.fullmove_number == 4
    assert chess.Board(SWAP).piece_at(sq('f1')).piece_type == chess.KNIGHT and chess.Board(SWAP).piece_at(sq('g1')).piece_type == chess.BISHOP
    assert b.piece_at(sq('f1')).piece_type == chess.KNIGHT and b.piece_at(sq('g1')).piece_type == chess.BISHOP
    swap_fact = ("Reti v Tartakower, Vienna 1910, begun from an array in which White's king's knight stands on f1 and his king's "
                 "bishop on g1 ([FEN], asserted; every other man on its square). 1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4, the game's "
                 "moves, all lawful on that board (asserted). White has played four moves, Black three; before playing his fourth "
                 "Black notices the two men and claims.")

    # C. Steinitz-von Bardeleben: 6...Bb4+ said, and White castles out of the check.
    svb12 = P('SVB', 12)
    b = board_from(chess.Board(), svb12)
    assert b.is_check() and b.has_kingside_castling_rights(chess.WHITE)
    assert b.piece_at(sq('f1')) is None and b.piece_at(sq('g1')) is None
    assert not b.is_attacked_by(chess.BLACK, sq('f1')) and not b.is_attacked_by(chess.BLACK, sq('g1'))
    out_k = kingm(b, castling=False); assert out_k == ['Kf1', 'Ke2'], out_k
    assert frm(b, 'h1') == []
    out_items = svb12 + [('raw', 'e1g1')]
    out_fact = ("Steinitz v von Bardeleben, Hastings 1895, to 6...Bb4+, the check said. Instead of 7. Nc3 White castles on the "
                "king's side ({[%move e1g1]}) with his king in that check. Asserted: White is in check; neither his king nor his "
                "h1 rook has moved; f1 and g1 are empty and not attacked, so the king passes and lands on safe squares; the only "
                "lawful king moves were Kf1 and Ke2 (Kd2 is on the bishop's diagonal), and the h1 rook has no lawful move at all, "
                "since no rook move meets the check." + CHK)

    # D. Reti-Tartakower: 5. the d1 queen goes to b3 through White's own c2 pawn; Black lays hold of his e7 pawn, then claims.
    rt8 = P('RT', 8)
    b = board_from(chess.Board(), rt8)
    assert chess.Move.from_uci('d1b3') not in b.pseudo_legal_moves and b.piece_at(sq('c2')) == chess.Piece(chess.PAWN, chess.WHITE)
    fq = frm(b, 'd1'); fk = kingm(b, castling=False)
    assert fq == ['Qd2', 'Qe2', 'Qd3', 'Qf3', 'Qg4', 'Qh5'], fq
    assert fk == ['Kd2', 'Ke2'], fk
    fm_items = rt8 + [('raw', 'd1b3'), ('ev', '[%touch e7]')]
    fm_fact = ("Reti v Tartakower, Vienna 1910, to 4...Nf6. For his fifth move White's queen goes from d1 to b3 ({[%move d1b3]}), "
               "across his own c2 pawn: no queen's move (asserted). Black takes hold of his e7 pawn ({[%touch e7]}), meaning to "
               "cover f7, and then, before moving anything, claims a false move. Asserted from the position before the false move: "
               "the queen's lawful moves are Qd2, Qe2, Qd3, Qf3, Qg4, Qh5 and the king's Kd2, Ke2.")

    # E. Legal's mate played at the odds of White's queen's knight, left on b1: that knight mates.
    leg = P('LEGAL', 13)
    b = board_from(chess.Board(), leg)
    assert b.is_checkmate() and b.peek().uci() == 'c3d5'
    assert [m.uci() for m in board_from(chess.Board(), leg[:7]).move_stack][6] == 'b1c3'
    leg_fact = ("Legal de Kermur v Saint Brie, Paris 1750, played at the odds of White's queen's knight, which White forgot to "
                "take off ([Odds \"white knight b1 left-on-board\"]). That very knight comes out with 4. Nc3 and gives the mate "
                "7. Nd5 (asserted: checkmate, and the mating man is the one that started on b1). Seven moves have been played on "
                "each side. Black, mated, claims that the odds man was never removed." + CHK)

    # F. A queen ending: 1. Qf7 stalemates Black, whose only other man is a blocked pawn.
    b = board_from(chess.Board(STALE), ['Qf7'])
    assert b.is_stalemate() and not b.is_check() and b.piece_at(sq('h7')) == chess.Piece(chess.PAWN, chess.BLACK)
    assert b.piece_at(sq('h6')) == chess.Piece(chess.PAWN, chess.WHITE)
    st_fact = ("From [FEN] 7k/7p/7P/8/8/8/8/5QK1 w: White plays 1. Qf7. Asserted: Black's king on h8 is not in check and has no "
               "square (g8 and g7 are the queen's, h7 his own pawn), and his h7 pawn is blocked by White's h6 pawn: Black has no "
               "lawful move, a stalemate. Black claims the game.")

    # G. King and two bishops against the king: Black gives notice, fifty moves each pass without mate.
    wbb, bend = walk(BB, 100, 59)
    assert not bend.is_checkmate() and not bend.is_stalemate() and len(bend.piece_map()) == 4
    bb_items = [('ev', '[%fifty]')] + wbb
    bchk = chess.Board(BB)
    for s in wbb:
        m = bchk.parse_san(s); assert not bchk.is_capture(m); bchk.push(m); assert not bchk.is_checkmate()
    assert bchk.turn == chess.BLACK and len(wbb) == 100
    bb_fact = ("From [FEN] 8/8/3k4/8/8/8/8/2B1KB2 b: White has king and two bishops, Black the bare king, Black to play. Black gives "
               "notice that he will count ({[%fifty]}). One hundred plies follow, fifty moves on each side from the notice, with no "
               "capture and no mate (asserted ply by ply; White keeps both bishops). Black, to move, claims the drawn game." + CHK)

    # H. Rook and pawn against rook: Black calls for mate in fifty; fifty each pass; the pawn never moves.
    wrp, rend = walk(RP, 100, 59, still=('e2',))
    assert rend.piece_at(sq('e2')) == chess.Piece(chess.PAWN, chess.WHITE) and len(rend.piece_map()) == 5
    assert not rend.is_checkmate() and rend.turn == chess.BLACK
    rchk = chess.Board(RP)
    for s in wrp:
        m = rchk.parse_san(s); assert not rchk.is_capture(m) and not m.promotion; rchk.push(m); assert not rchk.is_checkmate()
    rp_items = [('ev', '[%fifty]')] + wrp
    rp_fact = ("From [FEN] 8/8/4k3/8/3r4/8/4P3/R3K3 b: White has king, rook and the e2 pawn, Black king and rook, Black to play. "
               "Black, the defending player, calls for mate in fifty moves ({[%fifty]}). One hundred plies follow, fifty moves on "
               "each side, with no capture, no promotion and no mate; the e2 pawn never moves (asserted ply by ply). Black, to "
               "move, claims the drawn game." + CHK)

    # I. The Opera game: 6...the b8 knight goes to d6, no knight's move; 7. Qb3 is played; then White claims.
    op11 = P('OPERA', 11)
    b = board_from(chess.Board(), op11)
    assert chess.Move.from_uci('b8d6') not in b.pseudo_legal_moves and b.piece_at(sq('d6')) is None
    late_items = op11 + [('raw', 'b8d6'), 'Qb3']
    late_fact = ("Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 6. Bc4. For his sixth move Black's queen's knight "
                 "goes from b8 to d6 ({[%move b8d6]}), no knight's move (asserted). White does not notice and plays 7. Qb3, as in the "
                 "game (lawful, asserted). White then claims the false move; Black answers that the claim comes too late.")

    # J. Levitsky-Marshall: White says j'adoube and straightens Black's c5 pawn, then plays 5. exd5.
    lm8 = P('LM', 8)
    b = board_from(chess.Board(), lm8)
    ja = onto(b, 'c5'); assert ja == ['dxc5'], ja
    ja_items = lm8 + [('ev', '[%adjust c5]'), 'exd5']
    ja_fact = ("Levitsky v Marshall, Breslau 1912, to 4...Nc6. In his turn White says j'adoube as he straightens Black's c5 pawn "
               "({[%adjust c5]}), then plays 5. exd5, as in the game. Black claims that White must take the c5 pawn. Asserted: the "
               "only man that can take it is the d4 pawn (dxc5).")

    # K. Reti-Tartakower: 5. White, in his own turn, moves Black's f6 knight to d5.
    b = board_from(chess.Board(), rt8)
    cap = onto(b, 'f6'); assert cap == ['Nxf6+'], cap
    mk = kingm(b, castling=False); assert mk == ['Kd2', 'Ke2'], mk
    assert chess.Move.from_uci('f6d5') not in b.pseudo_legal_moves
    mov_items = rt8 + [('raw', 'f6d5')]
    mov_fact = ("Reti v Tartakower, Vienna 1910, to 4...Nf6. In his own turn White picks up Black's f6 knight and sets it on d5 "
                "({[%move f6d5]}). Black claims at once. Asserted from the position before: the f6 knight can be taken only by the "
                "e4 knight, with check (Nxf6+), and White's king has the lawful moves Kd2 and Ke2.")

    # ------------------------------------------------------------------ twenty-laws
    case(5901, TW, 'steinitz-at-kings-rook-odds-9-o-o-without-the-h1-rook-after-the-bb4-check',
         "Steinitz-von Bardeleben at the odds of White's king's rook: after the covered 6...Bb4+ White castles on that side with no rook; Black calls it unlawful",
         odds_fact, ['8', '16'],
         ["Law 8 gives the giver of a rook a right the other codes do not: «a player giving the odds of the rook, may still castle on that side of the board, as if the rook were at its square», repeated by law 16. Read with laws.md A2, the king goes two squares towards the empty corner and no rook is placed; the squares between king and corner (f1, g1) must be empty, and they are, and the corner itself is empty. Law 8 adds that «your king having been in check» does not prevent castling (A1: a past check, covered by 7. Nc3). Neither the king nor the rook given has moved. Dismissed, citing 8 and 16, glossed on 8 (the A1/A2 readings).",
          "Under Philidor the same record is a castling «when he should not do it» (case 5913): his XI needs a real rook to leap. Boy's Own, the Acknowledged Laws and London are silent on a rook given (earlier sets refer it)."],
         odds_items, 'illegal-castling', 'black', 'dismissed', board0=chess.Board(NO_H1), game='SVB',
         xtags=[('Odds', 'white rook h1')], cites=['8', '16'], glossed=['8'])

    case(5902, TW, 'two-bishops-against-the-king-black-gives-notice-fifty-moves-each-pass',
         "King and two bishops against the bare king: Black gives notice to count, fifty moves on each side pass without mate, and law 19 draws the game",
         bb_fact, ['19'],
         ["Law 19 lets the count be demanded only in the endings it lists: «the king and queen against the king; the rook and bishop against the rook, or two bishops; or a knight and bishop against the king only». Read with laws.md A3 (reading A), «two bishops» means king and two bishops against the king, which is this ending. The fifty moves run «to be computed from the notice given», and fifty have been played on each side without mate: «or it will be a drawn game». Upheld: declare-draw, result draw, glossed on 19 (A3).",
          "The same record under Philidor is dismissed (case 5915): two bishops are not one of XVII's «difficult mates». Under London XXII («with both Bishops only») it would be drawn too; Boy's Own has no count at all."],
         bb_items, 'fifty-move-claim', 'black', 'upheld', start=BB,
         remedies=['declare-draw'], result='draw', cites=['19'], glossed=['19'])

    case(5903, TW, 'reti-tartakower-knight-and-bishop-changed-places-black-claims-after-4-nxe4',
         "Reti-Tartakower begun with White's king's knight and bishop on each other's squares; Black notices after White's fourth move and asks that they be put right",
         swap_fact, ['12'],
         ["Law 12: the mistake «may be rectified, provided neither party have played four moves; but if they have done so, the game must be played out.» laws.md A7 counts a move as played once it is completed: White has completed his fourth move (4. Nxe4), so one party has played four moves and the game must be played out as it stands. Dismissed, glossed on 12 (A7).",
          "The same record is ruled four ways: Boy's Own 3 lets Black begin afresh or go on (5908); the Acknowledged Laws, «before the fourth move» of either player, dismiss it as here (5921); London II lets the claimant insist if he discovers it «before playing his fourth move», and Black has not (5925)."],
         rt7, 'initial-men-misplaced', 'black', 'dismissed', start=SWAP, game='RT', cites=['12'], glossed=['12'])

    case(5904, TW, 'reti-tartakower-5-the-queen-crosses-c2-to-b3-black-lays-hold-of-his-e7-pawn-then-claims',
         "Reti-Tartakower: 5. the d1 queen goes to b3 over her own c2 pawn; Black lays hold of his e7 pawn and then claims the false move",
         fm_fact, ['3', '11', '18'],
         ["Law 3 gives the adversary three penalties for a false move: «you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king.» Its deadline is the adversary's move: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it»; law 11 likewise, «after the adversary has moved a piece» (laws.md A6). Black has touched a man but moved none, so his claim is in time under this code. Upheld: leave-as-played, move-correctly (the queen's lawful moves from d1), replace-and-move-king (Kd2, Ke2), Black electing; cites 3 and 11, glossed on 11 (a touch is not a move).",
          "Law 18 is not cited: the king can move. The same record under London is out of time (case 5927): London XXV closes the claim once the claimant «touches a Piece or Pawn». Philidor VIII and Boy's Own 7 also wait for the adversary's move; the Acknowledged Laws set no deadline."],
         fm_items, 'false-move', 'black', 'upheld', game='RT',
         remedies=['leave-as-played', 'move-correctly', 'replace-and-move-king'], elector='black', cites=['3', '11'], glossed=['11'],
         moves={'move-correctly': fq, 'replace-and-move-king': fk})

    case(5905, TW, 'legals-mate-at-knight-odds-the-b1-knight-left-on-gives-the-mate-itself',
         "Legal's mate played at the odds of White's queen's knight, which was left on b1 and itself gives the mate with 7. Nd5; the mate is scored a draw",
         leg_fact, ['14'],
         ["Law 14: once «four moves on each side have been played» the man «cannot then be removed, but the game must be played with all the pieces as they stand; and if he should give check-mate, he cannot take advantage of it, but the game is to be considered as drawn.» Seven moves each have been played and the giver (laws.md A8: «he» is the giver) mates. Upheld: giver-mate-scored-as-draw, result draw, glossed on 14 (A8).",
          "No other code scores the giver's mate a draw. The same record under London (case 5928) leaves the receiver the choice of proceeding (the mate stands) or recommencing; Philidor IV the same choice to the sufferer."],
         leg, 'odds-man-not-removed', 'black', 'upheld', game='LEGAL', xtags=[('Odds', 'white knight b1 left-on-board')],
         remedies=['giver-mate-scored-as-draw'], result='draw', cites=['14'], glossed=['14'])

    case(5906, TW, 'queen-ending-1-qf7-stalemates-black-a-drawn-game',
         "Queen ending: 1. Qf7 stalemates Black, whose only other man is a blocked pawn; under law 17 the game is drawn",
         st_fact, ['17'],
         ["Law 17: «The position of stale-mate constitutes a drawn game.» Black has no lawful move and is not in check. Upheld, result draw.",
          "The same record under Boy's Own 11 wins the game for Black (case 5907); under Philidor XVI it depends on the country (case 5914, France: drawn; England: Black wins)."],
         ['Qf7'], 'stalemate-result', 'black', 'upheld', start=STALE, result='draw', cites=['17'])

    # ------------------------------------------------------------------ boys-own-1829
    case(5907, BO, 'queen-ending-1-qf7-stalemates-black-who-wins',
         "Queen ending: 1. Qf7 stalemates Black, whose only other man is a blocked pawn; under law 11 the stalemated player wins",
         st_fact, ['11'],
         ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» Black's king is not in check and cannot move without going into check, and his one pawn cannot be moved («or even none that can be moved», laws.md A13 reading A). Upheld: Black wins, glossed on 11 (A13).",
          "The record of case 5906: drawn under twenty-laws 17, the Acknowledged Laws XIII and London XXIV."],
         ['Qf7'], 'stalemate-result', 'black', 'upheld', start=STALE, result='black', cites=['11'], glossed=['11'])

    case(5908, BO, 'reti-tartakower-knight-and-bishop-changed-places-black-may-begin-afresh',
         "Reti-Tartakower begun with White's king's knight and bishop on each other's squares; after White's fourth move Black claims, and law 3 lets him begin afresh or go on",
         swap_fact, ['3'],
         ["Law 3: «If you misplace your men at the beginning, and play two moves, yi.')ur adversary may permit you to begin game afresh, or not, as he pleases.» White misplaced his own men and has played four moves, more than two; the code sets no later limit. Black, the adversary, chooses (laws.md A11). Upheld: restart-game, continue-as-is, Black electing, glossed on 3 (A11).",
          "The record of 5903: dismissed under twenty-laws 12 and Acknowledged II (four moves), rectified under London II (Black has not played his fourth)."],
         rt7, 'initial-men-misplaced', 'black', 'upheld', start=SWAP, game='RT',
         remedies=['restart-game', 'continue-as-is'], elector='black', cites=['3'], glossed=['3'])

    case(5909, BO, 'opera-game-6-the-b8-knight-goes-to-d6-white-plays-7-qb3-then-claims-black-pleads-late',
         "The Opera game: 6...the b8 knight goes to d6, no knight's move; White plays 7. Qb3 and only then claims; Black pleads that the claim is too late",
         late_fact, ['7'],
         ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» («pliﬂyeg» is OCR for «played».) White played 7. Qb3 before noticing. Black's plea is upheld: no-penalty-time-barred; the knight stays on d6.",
          "The same record under the Acknowledged Laws (case 5919): VII sets no time for the claim, and the plea is dismissed."],
         late_items, 'late-claim', 'black', 'upheld', game='OPERA',
         remedies=['no-penalty-time-barred'], cites=['7'])

    case(5910, BO, 'steinitz-bardeleben-6-bb4-check-white-castles-out-of-it',
         "Steinitz-von Bardeleben: 6...Bb4+ is said and White castles out of the check; law 6 bars only a moved king or rook",
         out_fact, ['6', '7'],
         ["Law 6 is the only castling law of this code: «You cannot castle after moving the rook or king: if you attempt to do so, your adversary may insist on your moving one of those pieces.» Neither has moved; castling out of check is not named, and the code has no article sending unprovided points to anyone. The castling does not expose the king (A37 does not reach it). Following the earlier Boy's Own cases on castling the code does not bar, the point is decided by analogy with law 6 and its penalty (move king or rook, the adversary choosing, A12), with law 7 for the king move: no-law-provides, move-king (Kf1, Ke2), move-rook (no rook move meets the check: unenforceable), Black electing; glossed on 6.",
          "The same record: Acknowledged IX.2 bars it with the VII menu (5922); London XVI.2 with its three penalties (5930); Philidor XII bars it with the offender's choice; twenty-laws 8 is silent on a present check (A1) and refers it."],
         out_items, 'illegal-castling', 'black', 'no-law-provides', game='SVB',
         remedies=['move-king', 'move-rook'], elector='black', cites=['6', '7'], glossed=['6'],
         moves={'move-king': out_k}, unenforceable=['move-rook'])

    case(5911, BO, 'levitsky-marshall-white-says-jadoube-over-the-c5-pawn-then-plays-5-exd5',
         "Levitsky-Marshall: White says j'adoube and straightens Black's c5 pawn, then plays 5. exd5; the Boy's Own laws know no j'adoube",
         ja_fact, ['5'],
         ["Law 5: «If you touch one of your adversary’s men, he may insist upon your taking it, if you can ; if not, you must moeve your king». The code has no j'adoube at all (laws.md 4.1: «silent»), so the word excuses nothing. The touch was White's; the claim is made before Black moves. The pawn can be taken. Upheld: compel-capture-of-touched-man (dxc5, from the position before 5. exd5), Black electing; glossed on 5 (no j'adoube).",
          "The same record under Philidor VI (case 5917) is dismissed: VI punishes only a touch «without saying J’adoube»."],
         ja_items, 'touched-adversary-man', 'black', 'upheld', game='LM',
         remedies=['compel-capture-of-touched-man'], elector='black', cites=['5'], glossed=['5'],
         moves={'compel-capture-of-touched-man': ja})

    oot_items = op11 + [('oot', 'f3b3', 'white')]
    b = board_from(chess.Board(), op11)
    assert b.turn == chess.BLACK
    bb2 = b.copy(); bb2.turn = chess.WHITE; assert chess.Move.from_uci('f3b3') in bb2.legal_moves
    case(5912, BO, 'opera-game-6-bc4-and-then-qb3-in-one-turn',
         "The Opera game: White plays 6. Bc4 and, before Black replies, 7. Qb3 as well; Black claims at once",
         "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 6. Bc4. Before Black has moved, White plays Qf3-b3 as well ({[%move f3b3 white]}), a lawful queen move had it been his turn (asserted). Black claims at once.",
         ['1'],
         ["Law 1: «Each party moves, alternately, only one man at a time.» The code says the players alternate but provides no penalty for a second move. Following the earlier Boy's Own cases, the point is decided by analogy with the codes that provide (twenty-laws 4, London XIV): no-law-provides, keep-both-moves or retract-second-move, Black, the adversary, electing; cites 1.",
          "Twenty-laws 4 and London XIV provide for this in terms, with the adversary electing; Philidor and the Acknowledged Laws say nothing."],
         oot_items, 'move-out-of-turn', 'black', 'no-law-provides', game='OPERA',
         remedies=['keep-both-moves', 'retract-second-move'], elector='black', cites=['1'])

    # ------------------------------------------------------------------ philidor
    case(5913, PH, 'steinitz-at-kings-rook-odds-9-o-o-without-the-h1-rook',
         "Steinitz-von Bardeleben at the odds of White's king's rook: White castles on that side with no rook; under Philidor it is a castling he should not make, and he chooses the penalty",
         odds_fact, ['XII', 'XI', 'VIII', 'VI'],
         ["Rule XI describes castling with a real rook: «the Rook with which he castles must take its place next to the King; and this last, leaping over, will he posted on the other side of the Rook.» With no rook there is nothing to leap, and laws.md A16 (i) holds that Philidor gives no castling with a rook given. So White castled «when he should not do it», and XII's penalty follows: «must play his Rook touched, or his King, at his own choice» (A16 ii: the offender chooses). There is no rook to play: move-rook is unenforceable. The king move is as in VIII and VI. Upheld: move-rook, move-king (Kf1, Kd2, Ke2), White electing; glossed on XII.",
          "The record of 5901, dismissed under twenty-laws 8 and 16, which allow exactly this castling."],
         odds_items, 'illegal-castling', 'black', 'upheld', board0=chess.Board(NO_H1), game='SVB',
         xtags=[('Odds', 'white rook h1')], remedies=['move-rook', 'move-king'], elector='white',
         cites=['XII', 'XI', 'VIII', 'VI'], glossed=['XII'], moves={'move-king': odds_k}, unenforceable=['move-rook'])

    case(5914, PH, 'queen-ending-1-qf7-stalemate-played-in-france-a-drawn-game',
         "Queen ending played under the French usage: 1. Qf7 stalemates Black; rule XVI makes it a drawn game in France",
         st_fact + " The game is played with the option country=france ([Option \"country=france\"]).", ['XVI'],
         ["Rule XVI: «In England, he whose King is stale-mate wins the game*; but in France, and several other countries, the stale-mate is a drawn game.» The result depends on the country (laws.md A19), and this game was played under the French usage. Upheld, result draw, glossed on XVI (A19).",
          "The record of 5906/5907: a draw under twenty-laws, a win for Black under Boy's Own, and under Philidor's default (England) a win for Black too."],
         ['Qf7'], 'stalemate-result', 'black', 'upheld', start=STALE, xtags=[('Option', 'country=france')],
         result='draw', cites=['XVI'], glossed=['XVI'])

    case(5915, PH, 'two-bishops-against-the-king-black-asks-for-fifty-moves-no-difficult-mate',
         "King and two bishops against the bare king: Black asks for the fifty moves and claims after fifty each; two bishops are not one of rule XVII's difficult mates",
         bb_fact, ['XVII'],
         ["Rule XVII: «when a player seems not to know how to give the difficult mates, as that of a Knight and a Bishop against the King, that of a Rook and a Bishop against a Rook, &c. at the adversary's request, fifty moves on either side must be appointed». laws.md A20 confines the count to the listed difficult mates (knight and bishop against king, rook and bishop against rook). The mate with two bishops is not among them, so no count was appointed and the moves played draw nothing. Dismissed, glossed on XVII (A20).",
          "The record of 5902, drawn under twenty-laws 19 («or two bishops», A3)."],
         bb_items, 'fifty-move-claim', 'black', 'dismissed', start=BB, cites=['XVII'], glossed=['XVII'])

    fg = P('LM', 24)
    b = board_from(chess.Board(NO_A7), fg)
    assert b.piece_at(sq('a7')) is None and b.turn == chess.WHITE and b.fullmove_number == 13
    case(5916, PH, 'levitsky-marshall-played-without-blacks-a7-pawn-white-notices-after-12-qd6',
         "Levitsky-Marshall played from a set-up without Black's a7 pawn; White notices after twelve moves each; rule III sets no limit, and White chooses",
         "Levitsky v Marshall, Breslau 1912, begun from an array in which Black's a7 pawn was never set up ([FEN], asserted). The game's moves to 12...Qd6 are all lawful on that board (asserted). White notices the missing pawn and claims; a7 is empty (asserted).",
         ['III'],
         ["Rule III: «If a Pawn or Piece has been forgotten at the beginning of the game, it will be in the adversary’s choice, either to begin the game afresh, or to go on, permitting nevertheless the Piece forgotten to be again set in its place.» The rule has no count of moves (laws.md A14), unlike twenty-laws 12 and London III, which bar it after four. The adversary of the player whose man was forgotten is White, and a7 is free. Upheld: restart-game, rectify-setup, White electing; glossed on III (A14).",
          "Under twenty-laws 12 or London III the same claim after twelve moves would fail: the game must be played out as the men stand."],
         fg, 'initial-man-omitted', 'white', 'upheld', start=NO_A7, game='LM',
         remedies=['restart-game', 'rectify-setup'], elector='white', cites=['III'], glossed=['III'])

    case(5917, PH, 'levitsky-marshall-white-says-jadoube-over-the-c5-pawn-then-plays-5-exd5',
         "Levitsky-Marshall: White says j'adoube and straightens Black's c5 pawn, then plays 5. exd5; under rule VI nothing can be compelled",
         ja_fact, ['VI'],
         ["Rule VI: «If you touch one of your adversary’s Pieces without saying J’adoube, he has a right to oblige you to take it». White said it as he touched. Dismissed.",
          "The record of 5911, upheld under Boy's Own 5, which has no j'adoube."],
         ja_items, 'touched-adversary-man', 'black', 'dismissed', game='LM', cites=['VI'])

    case(5918, PH, 'reti-tartakower-white-moves-blacks-f6-knight-to-d5',
         "Reti-Tartakower: in his own turn White moves Black's f6 knight to d5; Philidor has no rule on it, and it is heard by analogy with rule VI",
         mov_fact, ['VI'],
         ["Philidor provides for touching an adversary's man (VI: «he has a right to oblige you to take it; and in case it was not takeable, you, who have touched it, must play your King if you can») but not for moving one. The code has no article on disputes, so the point is decided by analogy with VI, as earlier Philidor cases do: the knight is put back and White must take it, which he can. No-law-provides: replace-and-capture (Nxf6+), Black electing; glossed on VI (by analogy).",
          "London X provides for this very act with three options (case 5929)."],
         mov_items, 'moved-adversary-man', 'black', 'no-law-provides', game='RT',
         remedies=['replace-and-capture'], elector='black', cites=['VI'], glossed=['VI'], moves={'replace-and-capture': cap})

    # ------------------------------------------------------------------ acknowledged-laws
    case(5919, AC, 'opera-game-6-the-b8-knight-goes-to-d6-white-plays-7-qb3-then-claims-no-deadline',
         "The Opera game: 6...the b8 knight goes to d6; White plays 7. Qb3 and then claims; Black's plea of lateness fails, for law VII sets no time",
         late_fact, ['VII'],
         ["Law VII: «If a player take one of his own men by mistake, or touch a wrong man, or one of his opponent's men, or make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Unlike every other code, the Acknowledged Laws fix no moment after which an illegal move stands (laws.md 4.1, deadline row: «X note only»). White's reply does not bar his claim. Dismissed, glossed on VII (no deadline).",
          "The record of 5909: under Boy's Own 7 the plea is upheld."],
         late_items, 'late-claim', 'black', 'dismissed', game='OPERA', cites=['VII'], glossed=['VII'])

    case(5920, AC, 'rook-and-pawn-against-rook-black-calls-for-fifty-moves-fifty-each-pass',
         "Rook and pawn against rook: Black calls for mate in fifty moves; fifty moves on each side pass without mate; law XII draws the game",
         rp_fact, ['XII'],
         ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his adversary to mate in fifty moves or draw the game.» laws.md A26 reads it for any ending (reading B: the fuller printing says «one with a superior to an inferior force, or even if they have equal forces»), and the fifty moves as fifty on each side. Black is the defending player, and fifty each have passed without mate; a pawn on the board does not matter under this code. Upheld: declare-draw, result draw, glossed on XII (A26).",
          "The same record under London XXII (case 5926) is dismissed: that law holds only for «checkmates of Pieces only»."],
         rp_items, 'fifty-move-claim', 'black', 'upheld', start=RP,
         remedies=['declare-draw'], result='draw', cites=['XII'], glossed=['XII'])

    case(5921, AC, 'reti-tartakower-knight-and-bishop-changed-places-black-claims-after-4-nxe4',
         "Reti-Tartakower begun with White's king's knight and bishop on each other's squares; Black claims after White's fourth move: too late under law II",
         swap_fact, ['II'],
         ["Law II: «If a Piece or Pawn be misplaced at starting, the mistake must be rectified before the fourth move, or the game must proceed as the pieces stand.» laws.md A21: before either player plays his fourth move. White has played his. Dismissed, glossed on II (A21).",
          "The record of 5903 (dismissed, twenty-laws 12), 5908 (Boy's Own 3: Black elects) and 5925 (London II: rectified, since the claimant has not played his fourth)."],
         rt7, 'initial-men-misplaced', 'black', 'dismissed', start=SWAP, game='RT', cites=['II'], glossed=['II'])

    case(5922, AC, 'steinitz-bardeleben-6-bb4-check-white-castles-out-of-it',
         "Steinitz-von Bardeleben: 6...Bb4+ is said and White castles out of the check; law IX bars it and law VII gives Black the menu",
         out_fact, ['IX', 'VII'],
         ["Law IX: «A player cannot Castle under any of the following circumstances :— ... 2. If the King be in Check.» IX names no penalty; the castling is an illegal move under VII, whose menu the adversary elects from (laws.md A23, A24): make the right move, move his King, or replace the piece and make a legal move. Upheld: move-correctly, move-king (Kf1, Ke2), replace-and-move-legally, Black electing; glossed on VII.",
          "The record of 5910 (Boy's Own: no bar, heard by analogy) and 5930 (London XVI: three penalties, the first to let the castling stand)."],
         out_items, 'illegal-castling', 'black', 'upheld', game='SVB',
         remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['IX', 'VII'], glossed=['VII'],
         moves={'move-king': out_k})

    op24 = P('OPERA', 24)
    b = board_from(chess.Board(), op24 + ['Rxd7'])
    assert not b.is_check() and b.piece_at(sq('d7')) == chess.Piece(chess.ROOK, chess.WHITE)
    assert b.parse_san('Rxd7') in b.legal_moves
    case(5923, AC, 'opera-game-13-rxd7-called-check-black-takes-the-rook',
         "The Opera game: Morphy says check with 13. Rxd7, which gives none; Black takes the rook with 13...Rxd7; law XI lets him keep the capture or take it back",
         "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 12...Rd8. White plays 13. Rxd7 and says «check» ({[%check]}), though Black's king is not attacked (asserted: the rook on d7 now screens the b5 bishop's diagonal). Black takes the rook, 13...Rxd7 (lawful, asserted), and claims before White moves.",
         ['XI'],
         ["Law XI: «If a player say Check without actually attacking the King, and his adversary move his King or take the piece, the latter may elect either to let the move stand or have the pieces replaced and another move made.» Black took the piece said to give check. «the latter» is the misled player (laws.md A27), so Black himself elects. Upheld: leave-as-played, retract-misled-move, Black electing; glossed on XI (A27).",
          "The other codes only let the misled player retract (twenty-laws 6, Boy's Own 8, Philidor XIV, London XX); only here may he keep the move by election, and only after a king move or a capture of that piece."],
         op24 + ['Rxd7', ('ev', '[%check]'), 'Rxd7'], 'false-check-announcement', 'black', 'upheld', game='OPERA',
         remedies=['leave-as-played', 'retract-misled-move'], elector='black', cites=['XI'], glossed=['XI'])

    rt11 = P('RT', 11)
    b = board_from(chess.Board(), rt11 + ['Qa5'], silent=('Qa5',))
    assert b.is_check()
    uc_items = rt11 + ['Qa5', ('pseudo', 'Nf3'), 'Nxe4', ('pseudo', 'Be2')]
    b = board_from(chess.Board(), uc_items, silent=('Qa5',))
    assert b.is_attacked_by(chess.BLACK, b.king(chess.WHITE)) and b.turn == chess.BLACK
    for k in (13, 15):   # after 7. Nf3 and after 8. Be2 White's king still stands in the a5 queen's check
        bk = board_from(chess.Board(), uc_items[:k], silent=('Qa5',))
        assert bk.is_attacked_by(chess.BLACK, bk.king(chess.WHITE)) and bk.turn == chess.BLACK
    case(5924, AC, 'reti-tartakower-6-qa5-checks-without-a-cry-found-three-moves-later',
         "Reti-Tartakower: 6...Qa5 checks without a cry; White, Black and White play three moves before White finds it; law X's exception reaches only two",
         "Reti v Tartakower, Vienna 1910, to 6. dxe5. 6...Qa5 gives check along a5-e1 (asserted) and Black says nothing; it is written without its sign. White plays 7. Nf3, which leaves the check, Black 7...Nxe4, White 8. Be2, which leaves it still (asserted: White's king is in check after each White move). Three moves have been made since the check when White finds it and claims.",
         ['X', 'XIV'],
         ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check.» Its exception reaches «two moves only»; laws.md A25 reads it as a discovery within two further moves, after which «the pieces must be replaced». Three moves have been made here. Beyond two the code says nothing (A25: the dispute goes to XIV), and XIV sends «any dispute» to «any disinterested bystander, whose decision is to be considered final». No-law-provides: refer-to-third-party; cites X and XIV, glossed on X (A25).",
          "London XIX would take back every known move since the check; Philidor XIII and twenty-laws 5 need the warning on the checker's next move."],
         uc_items, 'unannounced-check', 'white', 'no-law-provides', game='RT', silent=('Qa5',),
         remedies=['refer-to-third-party'], cites=['X', 'XIV'], glossed=['X'])

    # ------------------------------------------------------------------ london-1847
    case(5925, LO, 'reti-tartakower-knight-and-bishop-changed-places-black-claims-before-his-fourth',
         "Reti-Tartakower begun with White's king's knight and bishop on each other's squares; Black claims after White's fourth move but before his own: law II lets him insist",
         swap_fact, ['II'],
         ["Law II (found text): «either player may insist upon the mistake being rectified, if he discover it before pla3'ing his fourth move, but not afterwards.» The count is the claimant's own moves (laws.md A7: «the discoverer's own 4th move»). Black has played three. Upheld: rectify-setup, glossed on II (A7).",
          "The same record is dismissed under twenty-laws 12 (5903) and Acknowledged II (5921), whose counts look at either player, and left to Black's election under Boy's Own 3 (5908)."],
         rt7, 'initial-men-misplaced', 'black', 'upheld', start=SWAP, game='RT',
         remedies=['rectify-setup'], cites=['II'], glossed=['II'])

    case(5926, LO, 'rook-and-pawn-against-rook-black-counts-fifty-moves-the-pawn-stays',
         "Rook and pawn against rook: Black gives notice and fifty moves each pass; law XXII holds for mates of pieces only, and White still has his pawn",
         rp_fact, ['XXII'],
         ["Law XXII (found text) names endings of pieces and ends: «The law holds good for all other checkmates of Pieces only, such as Queen, or Rook only, Queen against a Rook, &c. &c.» laws.md A32: the count may be demanded whenever the side trying to mate has no pawns. White has the e2 pawn throughout. Dismissed, glossed on XXII (A32).",
          "The record of 5920, drawn under the Acknowledged Laws XII, read for any ending (A26)."],
         rp_items, 'fifty-move-claim', 'black', 'dismissed', start=RP, cites=['XXII'], glossed=['XXII'])

    case(5927, LO, 'reti-tartakower-5-the-queen-crosses-c2-to-b3-black-lays-hold-of-his-e7-pawn-then-claims',
         "Reti-Tartakower: 5. the d1 queen goes to b3 over her own c2 pawn; Black lays hold of his e7 pawn before claiming, and law XXV bars the penalty",
         fm_fact, ['XIII', 'XXV'],
         ["Law XIII gives three penalties for a false move, but law XXV (found text) fixes the time: «the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» laws.md A34: «he» is the claimant, and any touch closes the claim. Black touched his e7 pawn. Out of time; cites XIII and XXV, glossed on XXV (A34).",
          "The record of 5904, upheld under twenty-laws 3 and 11, whose deadline is the adversary's move, not his touch."],
         fm_items, 'false-move', 'black', 'out-of-time', game='RT', cites=['XIII', 'XXV'], glossed=['XXV'])

    case(5928, LO, 'legals-mate-at-knight-odds-the-b1-knight-left-on-gives-the-mate-itself',
         "Legal's mate played at the odds of White's queen's knight, left on b1, which gives the mate itself; after four moves each law IV gives Black the choice of proceeding or recommencing",
         leg_fact, ['IV'],
         ["Law IV (found text): «If a player, undertaking to give the odds of a Piece or Pawn, neglect to remove it from the board, his adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the game.» Seven moves each have been played. The law has no rule on a mate by the giver: Black chooses to proceed (the mate stands) or to recommence. Upheld: continue-as-is, restart-game, Black electing; glossed on IV.",
          "The record of 5905: under twenty-laws 14 the giver's mate is scored a draw whatever anyone elects."],
         leg, 'odds-man-not-removed', 'black', 'upheld', game='LEGAL', xtags=[('Odds', 'white knight b1 left-on-board')],
         remedies=['continue-as-is', 'restart-game'], elector='black', cites=['IV'], glossed=['IV'])

    case(5929, LO, 'reti-tartakower-white-moves-blacks-f6-knight-to-d5',
         "Reti-Tartakower: in his own turn White moves Black's f6 knight to d5; law X gives Black three options",
         mov_fact, ['X', 'XXV'],
         ["Law X: «Should a player move one of his adversary’s men, his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain on the square to which it had been played, as if the move were correct.» Black claims before touching anything (XXV). Upheld: replace-and-move-king (Kd2, Ke2), replace-and-capture (Nxf6+), leave-as-played, Black electing; cites X and XXV.",
          "The record of 5918: Philidor has no such rule and hears it by analogy with VI."],
         mov_items, 'moved-adversary-man', 'black', 'upheld', game='RT',
         remedies=['replace-and-move-king', 'replace-and-capture', 'leave-as-played'], elector='black', cites=['X', 'XXV'],
         moves={'replace-and-move-king': mk, 'replace-and-capture': cap})

    case(5930, LO, 'steinitz-bardeleben-6-bb4-check-white-castles-out-of-it',
         "Steinitz-von Bardeleben: 6...Bb4+ is said and White castles out of the check; law XVI gives Black three penalties",
         out_fact, ['XVI', 'XXV'],
         ["Law XVI (found text): «A player cannot castle in the following cases: ... 2. If the King be in check. ... Should a player castle in any of the above cases, his adver sary has the choice of three penalties; viz., 1st, of insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook.» Black claims before touching a man (XXV). The king move may not be castling (laws.md A31); the rook has no lawful move, since no rook move meets the check: unenforceable. Upheld: let-castling-stand, move-king-no-castling (Kf1, Ke2), move-rook, Black electing; glossed on XVI (A31).",
          "The record of 5910 (Boy's Own: analogy) and 5922 (Acknowledged: VII menu). Only London lets the illegal castling stand by election."],
         out_items, 'illegal-castling', 'black', 'upheld', game='SVB',
         remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'], glossed=['XVI'],
         moves={'move-king-no-castling': out_k}, unenforceable=['move-rook'])
