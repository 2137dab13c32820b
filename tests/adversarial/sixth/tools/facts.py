"""Builds every position of the sixth set with python-chess and asserts each finding of fact the
expected rulings rest on. Returns the move lists the case files quote."""
import chess, sys, random, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import sq, san_list, legal_from, king_moves, apply_raw

F = {}

def ok(cond, what):
    assert cond, what
    print("  ok:", what)

# ---- Row A: rook d4 jumps the d6 pawn to d8 ("mate"); White's king h1 has only g1, attacked by Ne2
print("Row A (605, 619, 627)")
A = chess.Board("6k1/p4ppp/3p4/8/3R4/8/1P2n1PP/7K w - - 0 1")
ok(A.is_valid() and not A.is_check(), "start position valid, White not in check")
ok(chess.Move.from_uci("d4d8") not in A.pseudo_legal_moves, "Rd4-d8 is not a rook move (d6 in the way)")
ok(A.piece_at(sq('d6')) == chess.Piece(chess.PAWN, chess.BLACK), "a Black pawn stands on d6")
A2 = A.copy(); apply_raw(A2, "d4d8")
ok(A2.is_check() and A2.is_checkmate(), "after the jump Black is mated on the board")
ok(king_moves(A) == [], "White's king has no lawful move")
ok(A.is_attacked_by(chess.BLACK, sq('g1')) and A.piece_at(sq('g2')) and A.piece_at(sq('h2')), "g1 attacked by Ne2; g2, h2 own pawns")
F['A_rook'] = san_list(A, legal_from(A, 'd4'))
print("  rook's lawful moves:", F['A_rook'])

# ---- Row B: castling onto g1, attacked by Black's h2 pawn
print("Row B (606, 620, 630)")
B = chess.Board("r3k2r/ppp2ppp/2n5/3q4/8/2N5/PPPP1PPp/R1BQK2R w KQkq - 0 1")
ok(B.is_valid() and not B.is_check(), "White not in check before castling")
ok(not B.is_attacked_by(chess.BLACK, sq('f1')), "f1 (passed over) is not attacked")
ok(B.is_attacked_by(chess.BLACK, sq('g1')), "g1 (landing square) is attacked")
ok([chess.square_name(s) for s in B.attackers(chess.BLACK, sq('g1'))] == ['h2'], "g1 is attacked by the h2 pawn only")
ok(chess.Move.from_uci("e1g1") not in B.legal_moves, "O-O is illegal")
F['B_king'] = san_list(B, king_moves(B, castling=False))
print("  king moves from e1:", F['B_king'])

# ---- Row C: Nf7 smothers the king on h8, check not said
print("Row C (609, 624)")
C = chess.Board("5brk/4p1p1/4P1Pp/6NP/8/8/5PK1/8 w - - 0 1")
ok(C.is_valid() and not C.is_check(), "start valid")
C.push_san("Nf7")
ok(C.is_check() and C.is_checkmate(), "after Nf7 Black is in check with no legal move")
ok([m.uci() for m in C.pseudo_legal_moves] == ['h8h7'], "the only pseudo-legal move is Kh7, into the g6 pawn's attack")
ok(C.is_attacked_by(chess.WHITE, sq('h7')), "h7 attacked by g6")

# ---- 601 / 625: out-of-turn Qxf7 mate
print("601/625")
b = chess.Board()
for s in "e4 e5 Bc4 Nc6 Qh5".split(): b.push_san(s)
ok(b.turn == chess.BLACK, "after 3. Qh5 it is Black's turn")
b.turn = chess.WHITE
ok(chess.Move.from_uci("h5f7") in b.legal_moves, "Qxf7 would be a lawful move for White")
b.push(chess.Move.from_uci("h5f7"))
ok(b.is_checkmate(), "Qxf7 leaves Black mated")

# ---- 602: touched f6 pawn while in announced check
print("602")
b = chess.Board("4k3/pp2bp1p/5p2/7N/8/8/PP3PPP/4K3 b - - 0 1")
b.push_san("Bb4+")
ok(b.is_check(), "Bb4 checks")
ok([chess.square_name(s) for s in b.attackers(chess.WHITE, sq('f6'))] == ['h5'], "only Nh5 attacks f6")
ok(chess.Move.from_uci("h5f6") in b.pseudo_legal_moves and chess.Move.from_uci("h5f6") not in b.legal_moves, "Nxf6 is unlawful: it leaves the check")
F['602_king'] = san_list(b, king_moves(b, castling=False))
ok(not b.has_castling_rights(chess.WHITE), "no castling in question")
print("  king moves:", F['602_king'])

# ---- 603: pinned knight gives check
print("603")
b = chess.Board("8/pp4pp/8/4k3/5b2/8/PP1N2PP/2K5 w - - 0 1")
ok(b.is_valid() and not b.is_check(), "start valid")
ok(b.is_pinned(chess.WHITE, sq('d2')), "Nd2 is pinned to c1 by Bf4")
m = chess.Move.from_uci("d2c4")
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, "Nc4 is unlawful")
ok(b.gives_check(m), "Nc4 checks the king on e5")
b2 = b.copy(); b2.push(m)
ok(b2.is_attacked_by(chess.BLACK, sq('c1')), "after Nc4 the White king on c1 is attacked by Bf4")
ok(legal_from(b, 'd2') == [], "the knight has no lawful move at all")
F['603_king'] = san_list(b, king_moves(b))
print("  king moves:", F['603_king'])

# ---- 604: fifty moves, notice given with the pawn on the board
print("604")
def gen604(seed):
    b = chess.Board("8/8/4k3/8/8/1p6/8/1Q1K4 b - - 0 1")
    mv = []
    ok(b.piece_at(sq('b3')) == chess.Piece(chess.PAWN, chess.BLACK), "at the notice Black has king and pawn against king and queen")
    m = b.parse_san("b2"); mv.append(b.san(m)); b.push(m)
    m = b.parse_san("Qxb2"); assert not b.gives_check(m); mv.append(b.san(m)); b.push(m)
    ok(len(b.piece_map()) == 3, "after Qxb2 only K+Q v K remain")
    rnd = random.Random(seed)
    cnt = {chess.WHITE: 0, chess.BLACK: 0}
    while min(cnt.values()) < 55:
        cands = []
        for m in b.legal_moves:
            if b.is_capture(m) or b.gives_check(m): continue
            b.push(m)
            good = not b.is_game_over() and any(not b.is_capture(x) and not b.gives_check(x) for x in b.legal_moves)
            b.pop()
            if good: cands.append(m)
        m = rnd.choice(cands); mv.append(b.san(m)); cnt[b.turn] += 1; b.push(m)
    return mv, b
mv, end = gen604(0)
ok(not end.is_checkmate() and not end.is_stalemate(), "no mate, no stalemate at the end")
ok(len(mv) == 112, "b2 Qxb2 then 55 moves each")
F['604_moves'] = mv

# ---- 607: pawn and move
print("607")
b = chess.Board(); b.remove_piece_at(sq('f7'))
ok(chess.Move.from_uci("e2e4") in b.legal_moves, "1. e4 playable")

# ---- 608: pinned bishop can slide
print("608")
b = chess.Board("k7/1bK5/8/2Q5/4B3/8/8/8 w - - 0 1"); b.push_san("Qb6")
ok(not b.is_check(), "Black not in check")
ok(king_moves(b) == [], "Black's king has no move")
ok(b.is_pinned(chess.BLACK, sq('b7')), "Bb7 is pinned")
F['608_legal'] = san_list(b, list(b.legal_moves))
ok(sorted(F['608_legal']) == ['Bc6', 'Bd5', 'Bxe4'], "yet it can move along the pin: Bc6, Bd5, Bxe4")
ok(not b.is_stalemate(), "no stalemate")

# ---- 610: knight pinned by a pinned bishop
print("610")
b = chess.Board("1k6/p1p2ppp/8/8/1b6/8/P2N1PPP/1R2K3 w - - 0 1")
ok(b.is_valid() and not b.is_check() , "valid, no check")
ok(b.is_pinned(chess.BLACK, sq('b4')), "Bb4 is pinned to b8 by Rb1")
ok(b.is_pinned(chess.WHITE, sq('d2')), "Nd2 is pinned to e1 by Bb4 all the same")
ok(legal_from(b, 'd2') == [] and len([m for m in b.pseudo_legal_moves if m.from_square == sq('d2')]) == 5, "all five knight moves would expose e1")
F['610_king'] = san_list(b, king_moves(b))
print("  king moves:", F['610_king'])

# ---- 611: Black's king and queen exchanged
print("611")
b = chess.Board("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1")
ok(b.is_valid(), "valid")
for s in "e4 e5 Nf3".split(): b.push_san(s)
ok(b.turn == chess.BLACK and b.fullmove_number == 2, "White has played two moves, Black one")

# ---- 612: unannounced knight check; only Qxf7
print("612")
b = chess.Board("6rk/p2q2pp/8/6N1/8/8/PPP2PPP/4R1K1 w - - 0 1")
b.push_san("Nf7"); P = b.copy()
ok(P.is_check(), "Nf7 checks")
F['612_parry'] = san_list(P, list(P.legal_moves))
ok(F['612_parry'] == ['Qxf7'], "the only way out of check is Qxf7")
m = chess.Move.from_uci("a7a6"); ok(m in b.pseudo_legal_moves and m not in b.legal_moves, "a6 ignores the check")
b.push(m); ok(b.parse_san("h3") in b.legal_moves, "h3 lawful"); b.push_san("h3")

# ---- 613: touched pawn guarded by a pinned bishop
print("613")
b = chess.Board("1k6/p1p5/1b6/8/2Kp4/8/1R6/8 w - - 0 1")
ok(b.is_valid() and not b.is_check(), "valid")
ok([chess.square_name(s) for s in b.attackers(chess.WHITE, sq('d4'))] == ['c4'], "only the king attacks d4")
ok(b.is_pinned(chess.BLACK, sq('b6')), "Bb6 is pinned to b8 by Rb2")
ok(chess.Move.from_uci("c4d4") not in b.legal_moves, "Kxd4 unlawful: the pinned bishop guards d4")
F['613_king'] = san_list(b, king_moves(b))
print("  king moves:", F['613_king'])

# ---- 614: false check Bb5
print("614")
b = chess.Board()
for s in "e4 e5 Nf3 Nc6 Bb5".split(): b.push_san(s)
ok(not b.is_check(), "3. Bb5 gives no check (c6 knight)")
ok(len(b.attackers(chess.BLACK, sq('b5'))) == 0, "no Black man can take b5")
ok(san_list(b, king_moves(b)) == ['Ke7'], "Black's king could move to e7")

# ---- 615: unexchanged pawn on b8; stalemate
print("615")
b = chess.Board("8/1P6/8/8/8/2k5/7r/K7 w - - 0 1")
ok(b.is_valid() and not b.is_check(), "valid")
ok(chess.Move.from_uci("b7b8") not in b.legal_moves, "b7-b8 without exchange is not a move python-chess knows")
apply_raw(b, "b7b8"); ok(b.piece_at(sq('b8')) == chess.Piece(chess.PAWN, chess.WHITE), "a White pawn stands on b8")
b.push_san("Rb2")
ok(not b.is_check() and b.is_stalemate(), "White not in check and without a lawful move")
ok([m for m in b.pseudo_legal_moves if m.from_square == sq('b8')] == [], "the b8 pawn has no move")

# ---- 616: king steps along the line of an unannounced check
print("616")
b = chess.Board("3k4/2p2ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
b.push_san("Ra8"); P = b.copy()
ok(P.is_check(), "Ra8 checks")
m = chess.Move.from_uci("d8e8"); ok(m in P.pseudo_legal_moves and m not in P.legal_moves, "Ke8 is unlawful")
Q = P.copy(); apply_raw(Q, "d8e8")
ok(Q.is_attacked_by(chess.WHITE, sq('e8')), "on e8 the king is attacked by the rook")
F['616_king'] = san_list(P, king_moves(P))
ok(F['616_king'] == ['Kd7', 'Ke7'], "lawful king moves from d8: Kd7, Ke7")

# ---- 617: odds knight left on; scholar's mate
print("617")
b = chess.Board()
for s in "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7".split(): b.push_san(s)
ok(b.is_checkmate(), "4. Qxf7 is mate")

# ---- 618: forgotten h2 pawn; Black knight on h2
print("618")
b = chess.Board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1")
for s in "e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Bc5 Nc3 Ng4 O-O Nh2".split(): b.push_san(s)
ok(b.piece_at(sq('h2')) == chess.Piece(chess.KNIGHT, chess.BLACK), "a Black knight stands on h2")
ok(b.turn == chess.WHITE, "White to move")

# ---- 621: misplaced e-pawn
print("621")
b = chess.Board("rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 1")
for s in "d4 d5 Nf3 Nf6 Bd3 e6 O-O Be7 c4 O-O".split(): b.push_san(s)
ok(b.piece_at(sq('e3')) == chess.Piece(chess.PAWN, chess.WHITE) and not b.piece_at(sq('e2')), "the e-pawn still stands on e3, never moved")
ok(not b.piece_at(sq('e4')) and not b.piece_at(sq('e5')), "e4 and e5 empty")
ok(chess.Move.from_uci("e3e5") not in b.legal_moves, "python-chess reports e3-e5 illegal (deliberate)")

# ---- 622: false check Qd3; Kh8; Qh7 mate
print("622")
b = chess.Board("r5k1/pp3pp1/8/8/8/8/2B2PPP/3Q2K1 w - - 0 1")
b.push_san("Qd3"); ok(not b.is_check(), "Qd3 gives no check")
b.push_san("Kh8"); b.push_san("Qh7"); ok(b.is_checkmate(), "Qh7 mates the king on h8")
c = chess.Board("r5k1/pp3pp1/8/8/8/8/2B2PPP/3Q2K1 w - - 0 1"); c.push_san("Qd3"); c.push_san("b6"); c.push_san("Qh7")
ok(not c.is_checkmate(), "with the king left on g8, Qh7+ would not mate (Kf8)")

# ---- 623: hemmed bishop
print("623")
b = chess.Board()
for s in "e4 e5 Nf3 Nc6".split(): b.push_san(s)
ok(legal_from(b, 'c1') == [] and len([m for m in b.pseudo_legal_moves if m.from_square == sq('c1')]) == 0, "Bc1 has no move (b2, d2)")
F['623_king'] = san_list(b, king_moves(b))
ok(F['623_king'] == ['Ke2'], "the king's only move is Ke2")

# ---- 626: pinned knight, castled
print("626")
b = chess.Board("4r1k1/pp3ppp/8/8/8/8/PPP1NPPP/R3K2R w KQ - 0 1")
ok(b.is_pinned(chess.WHITE, sq('e2')) and legal_from(b, 'e2') == [], "Ne2 is pinned, no lawful move")
ok(b.parse_san("O-O") in b.legal_moves, "O-O is lawful")

# ---- 628: unexchanged pawn, exchange asked late
print("628")
b = chess.Board("6k1/1P3ppp/8/8/8/8/2r2PPP/6K1 w - - 0 1")
ok(b.is_valid() and not b.is_check(), "valid")
apply_raw(b, "b7b8"); b.push_san("h6")
ok(b.turn == chess.WHITE, "Black has replied")

# ---- 629: only en passant takes the pawn
print("629")
b = chess.Board()
for s in "e4 e6 e5 d5".split(): b.push_san(s)
m = chess.Move.from_uci("d1d5"); ok(m not in b.pseudo_legal_moves, "Qd1xd5 jumps the d2 pawn")
caps = [x for x in b.legal_moves if b.is_capture(x) and (x.to_square == sq('d5') or b.is_en_passant(x))]
F['629_cap'] = san_list(b, caps)
ok(F['629_cap'] == ['exd6'] and b.is_en_passant(caps[0]), "the only lawful taker of d5 is exd6 e.p.")
F['629_queen'] = san_list(b, legal_from(b, 'd1'))
print("  queen moves:", F['629_queen'])
