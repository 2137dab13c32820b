"""Builds every position of the seventh set with python-chess and asserts each finding of fact the
expected rulings rest on. Prints the move lists the case files quote (sorted by from-square, then
to-square, as the earlier sets sorted them)."""
import chess, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import sq, san_list, legal_from, king_moves, apply_raw
F = {}
def ok(c, what):
    assert c, what
    print("  ok:", what)
def play(b, toks):
    for t in toks:
        if t.startswith('%'):
            apply_raw(b, t[1:])
        else:
            b.push_san(t)
    return b

print("701/717: false check, king walks into mate")
b = chess.Board("4r1k1/p4pp1/1p6/8/8/8/2B2PPP/3Q2K1 w - - 0 1")
ok(b.is_valid() and not b.is_check(), "start valid, no check")
b.push_san("Qd3"); ok(not b.is_check(), "Qd3 gives no check: the 'check' is false")
b.push_san("Kh8"); b.push_san("Qh7"); ok(b.is_checkmate(), "after Kh8, Qh7 mates")
c = chess.Board("4r1k1/p4pp1/1p6/8/8/8/2B2PPP/3Q2K1 w - - 0 1"); c.push_san("Qd3"); c.push_san("a6"); c.push_san("Qh7")
ok(not c.is_checkmate(), "with the king left on g8 Qh7+ is no mate (Kf8)")

print("702/729: queen-side castling over the b1 knight")
b = play(chess.Board(), "d4 d5 Bf4 Nf6 Qd3 e6".split())
ok(b.piece_at(sq('b1')) == chess.Piece(chess.KNIGHT, chess.WHITE), "the knight stands on b1, between king and rook")
ok(not b.piece_at(sq('c1')) and not b.piece_at(sq('d1')), "c1, d1 empty")
ok(not any(b.is_attacked_by(chess.BLACK, sq(s)) for s in ['e1', 'd1', 'c1']), "e1, d1, c1 not attacked: only the man between is wrong")
ok(b.has_queenside_castling_rights(chess.WHITE), "neither king nor a1 rook has moved")
ok(chess.Move.from_uci('e1c1') not in b.legal_moves, "O-O-O is illegal (b1 occupied)")
F['729_king'] = san_list(b, king_moves(b, castling=False)); print("  king moves:", F['729_king'])
ok(F['729_king'] == ['Kd1', 'Kd2'], "king moves Kd1, Kd2")
ok(legal_from(b, 'a1') == [], "the a1 rook has no move (a2 pawn, b1 knight): move-rook cannot be enforced")

print("703: touched bishop pinned on the diagonal can move along the pin")
b = chess.Board("6k1/p5pp/8/2b5/8/8/P4BPP/6K1 w - - 0 1")
ok(b.is_valid() and not b.is_check(), "valid")
ok(b.is_pinned(chess.WHITE, sq('f2')), "Bf2 is pinned to g1 by Bc5")
F['703_b'] = san_list(b, legal_from(b, 'f2')); print("  bishop's lawful moves:", F['703_b'])
ok(F['703_b'] == ['Be3', 'Bd4', 'Bxc5'], "yet it can move along the pin: Be3, Bd4, Bxc5")
ok(b.parse_san('Kh1') in b.legal_moves, "Kh1 lawful")

print("704: castling with the rook that moved and came back")
b = play(chess.Board(), "e4 e5 Nf3 Nc6 Bc4 Bc5 Rg1 Nf6 Rh1 d6".split())
ok(b.piece_at(sq('h1')) == chess.Piece(chess.ROOK, chess.WHITE) and b.piece_at(sq('e1')).piece_type == chess.KING, "king e1 and rook h1 stand on their squares")
ok(not b.has_kingside_castling_rights(chess.WHITE), "but the h1 rook has moved (Rg1, Rh1)")
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, "O-O is illegal")
ok(not b.has_queenside_castling_rights(chess.WHITE) or chess.Move.from_uci('e1c1') not in b.legal_moves, "no queen-side castling")
F['704_king'] = san_list(b, king_moves(b)); F['704_rook'] = san_list(b, legal_from(b, 'h1'))
print("  king:", F['704_king'], "rook:", F['704_rook'])
ok(F['704_king'] == ['Kf1', 'Ke2'] and F['704_rook'] == ['Rf1', 'Rg1'], "Kf1, Ke2; Rf1, Rg1")

print("705: a discovered check that exposes the king")
b = chess.Board("3k4/pp5p/8/8/3N4/8/P6P/K2R4 w - - 0 1")
b.set_piece_at(sq('g7'), chess.Piece(chess.BISHOP, chess.BLACK))
print("  FEN", b.fen()); F['705_fen'] = b.fen()
ok(b.is_valid() and not b.is_check(), "valid; White not in check")
ok(b.is_pinned(chess.WHITE, sq('d4')), "Nd4 is pinned to a1 by Bg7")
m = chess.Move.from_uci('d4f5')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, "Nf5 is unlawful")
ok(b.gives_check(m), "Nf5 gives check")
b2 = b.copy(); b2.push(m)
ok([chess.square_name(s) for s in b2.checkers()] == ['d1'], "the check is the rook's, discovered (the knight does not check)")
ok(b2.is_attacked_by(chess.BLACK, sq('a1')), "after Nf5 the White king is attacked by Bg7")
ok(legal_from(b, 'd4') == [], "the knight has no lawful (natural) move")
F['705_king'] = san_list(b, king_moves(b)); print("  king:", F['705_king'])

print("706: false check, a pawn interposed")
b = play(chess.Board(), "e4 e5 Nf3 Nf6 Bb5".split())
ok(not b.is_check(), "3. Bb5 gives no check (d7 pawn)")
b.push_san("c6"); ok(b.piece_at(sq('c6')) == chess.Piece(chess.PAWN, chess.BLACK), "c6 stands on the bishop's line to e8")

print("707/719: mate by a pinned bishop")
b = chess.Board("R1r4k/5P1p/8/8/8/8/5B2/3K4 b - - 0 1")
ok(b.is_valid() and not b.is_check(), "valid; Black not in check")
ok(b.is_pinned(chess.BLACK, sq('c8')), "Rc8 is pinned to h8 by Ra8")
b.push_san("Rd8"); ok(b.is_check(), "Rd8 checks the White king")
m = b.parse_san("Bd4"); ok(not b.is_check() or m in b.legal_moves, "Bd4 is lawful (it covers the check)")
ok(b.gives_check(m), "Bd4 gives check")
b.push(m)
ok(b.is_pinned(chess.WHITE, sq('d4')), "the checking bishop is pinned to d1 by Rd8")
ok(b.is_check() and b.is_checkmate() and not b.is_stalemate(), "Black is mated, not stalemated")
ok(b.is_pinned(chess.BLACK, sq('d8')), "Rd8 is pinned by Ra8 and cannot take d4")

print("708: Black in check in the first recorded position")
b = chess.Board("r3k2r/pp3ppp/8/1B6/8/8/PPP2PPP/R3K2R b KQkq - 0 1")
ok(b.is_valid() and b.is_check(), "Black to move is in check (Bb5)")

print("709: check by a move that exposes the king to a pinned rook")
b = chess.Board("8/pp4p1/8/1R2r2k/8/8/PP2N3/4K3 w - - 0 1")
ok(b.is_valid() and not b.is_check(), "valid")
ok(b.is_pinned(chess.BLACK, sq('e5')), "Re5 is pinned to h5 by Rb5")
m = chess.Move.from_uci('e2g3')
ok(b.gives_check(m) and m in b.pseudo_legal_moves and m not in b.legal_moves, "Ng3+ checks h5 and is unlawful")
b2 = b.copy(); b2.push(m); ok(b2.is_attacked_by(chess.BLACK, sq('e1')), "after Ng3 the pinned rook attacks e1")
F['709_king'] = san_list(b, king_moves(b)); print("  king:", F['709_king'])

print("710/726: touched bishop takeable only by the pinned bishop along the pin")
b = chess.Board("6k1/pp4pp/8/3b4/8/8/PP4BP/7K w - - 0 1")
ok(b.is_valid() and not b.is_check(), "valid")
ok(b.is_pinned(chess.WHITE, sq('g2')), "Bg2 is pinned to h1 by Bd5")
caps = [m for m in b.legal_moves if m.to_square == sq('d5')]
F['710_cap'] = san_list(b, caps); ok(F['710_cap'] == ['Bxd5+'], "the only lawful capture of d5 is Bxd5+, along the pin")

print("711: touched rook pinned on the file can move along it")
b = chess.Board("6k1/pp3ppp/4r3/8/8/4R3/PP3PPP/4K3 w - - 0 1")
ok(b.is_valid() and not b.is_check(), "valid")
ok(b.is_pinned(chess.WHITE, sq('e3')), "Re3 is pinned to e1 by Re6")
F['711_r'] = san_list(b, legal_from(b, 'e3')); print("  rook:", F['711_r'])
ok(F['711_r'] == ['Re2', 'Re4', 'Re5', 'Rxe6'], "it can move along the pin")
ok(b.parse_san('Kd2') in b.legal_moves, "Kd2 lawful")

print("712: rook jumps a pawn to 'mate'")
b = chess.Board("6k1/5ppp/8/p7/8/8/4n1PP/R6K w - - 0 1")
ok(b.is_valid() and not b.is_check(), "valid")
ok(chess.Move.from_uci('a1a8') not in b.pseudo_legal_moves, "Ra8 jumps the a5 pawn")
ok(king_moves(b) == [], "White's king has no lawful move (g1 attacked by Ne2)")
b2 = b.copy(); apply_raw(b2, 'a1a8'); ok(b2.is_checkmate(), "on the board Black is mated")

print("713/720: castling across f1, attacked by Bh3")
b = play(chess.Board(), "e4 e5 Nf3 Nc6 Bc4 d6 g3 Bh3".split())
ok(b.is_attacked_by(chess.BLACK, sq('f1')) and not b.is_attacked_by(chess.BLACK, sq('g1')) and not b.is_check(), "f1 attacked, g1 not, e1 not in check")
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, "O-O is illegal")
F['720_king'] = san_list(b, king_moves(b, castling=False)); print("  king:", F['720_king'])
ok(F['720_king'] == ['Ke2'], "the king's only move is Ke2")
apply_raw(b, 'e1g1'); b.push_san('Nf6'); ok(True, "Black replies 5...Nf6")

print("714: queen-side castling, the rook passes b1, which is attacked")
b = play(chess.Board(), "d4 d5 c4 Bf5 Nc3 e6 Qb3 Qc8 Bg5 Nf6".split())
ok(b.is_attacked_by(chess.BLACK, sq('b1')), "b1 attacked by Bf5")
ok(not any(b.is_attacked_by(chess.BLACK, sq(s)) for s in ['e1', 'd1', 'c1']), "e1, d1, c1 not attacked")
ok(b.parse_san('O-O-O') in b.legal_moves, "O-O-O is lawful")

print("715/724/728: the d-pawn moved sideways to e2, then e2-e4")
b = play(chess.Board(), "e4 d5 exd5 Qxd5 Nc3 Qa5".split())
m = chess.Move.from_uci('d2e2'); ok(m not in b.pseudo_legal_moves, "d2-e2 is a false (sideways) move")
apply_raw(b, 'd2e2'); b.push_san('Nf6')
ok(b.piece_at(sq('e2')) == chess.Piece(chess.PAWN, chess.WHITE) and not b.piece_at(sq('d2')), "a White pawn stands on e2; d2 is empty")
ok(chess.Move.from_uci('e2e4') in b.legal_moves, "python-chess (rank only) thinks e2-e4 lawful: LEGAL, deliberately")
F['728_pawn'] = san_list(b, [x for x in legal_from(b, 'e2') if x.to_square != sq('e4')]); print("  pawn:", F['728_pawn'])
F['728_king'] = san_list(b, king_moves(b)); print("  king:", F['728_king'])
ok(F['728_pawn'] == ['e3'] and F['728_king'] == ['Kd2'], "pawn e3 only; king Kd2 only")

print("716: Black gives a knight and begins")
b = chess.Board(); b.remove_piece_at(sq('g8')); b.turn = chess.BLACK
play(b, "e5 e4 Nc6".split()); ok(True, "1...e5 2.e4 Nc6 replay")

print("718: Black castles after his king went f8 and back")
b = play(chess.Board(), "e4 e5 Nf3 Nc6 Bc4 Bc5 d3 Nf6 Nc3 Kf8 Be3 Ke8 h3".split())
ok(not b.has_kingside_castling_rights(chess.BLACK), "Black's king has moved")
ok(chess.Move.from_uci('e8g8') not in b.legal_moves, "O-O is illegal")
F['718_rook'] = san_list(b, legal_from(b, 'h8')); F['718_king'] = san_list(b, king_moves(b)); print("  rook:", F['718_rook'], "king:", F['718_king'])

print("721: rook 'takes' d5 jumping c5; only the pinned bishop can take lawfully")
b = chess.Board("6k1/pp4pp/8/R1pb4/8/8/PP4BP/7K w - - 0 1")
ok(b.is_valid() and not b.is_check(), "valid")
ok(chess.Move.from_uci('a5d5') not in b.pseudo_legal_moves, "Ra5xd5 jumps the c5 pawn")
ok(b.is_pinned(chess.WHITE, sq('g2')), "Bg2 pinned by Bd5")
caps = [m for m in b.legal_moves if m.to_square == sq('d5')]
F['721_cap'] = san_list(b, caps); F['721_rook'] = san_list(b, legal_from(b, 'a5')); F['721_king'] = san_list(b, king_moves(b))
print("  cap:", F['721_cap'], "rook:", F['721_rook'], "king:", F['721_king'])
ok(F['721_cap'] == ['Bxd5+'], "only Bxd5 takes lawfully")

print("722: pawn and three moves, the third crosses")
b = chess.Board(); b.remove_piece_at(sq('f7'))
b.push_san('e4'); b.turn = chess.WHITE; b.push_san('Nf3'); b.turn = chess.WHITE; b.push_san('Ng5')
ok(chess.square_rank(sq('g5')) == 4, "g5 is on the fifth rank, Black's half")

print("723: false check; White takes the bishop")
b = play(chess.Board(), "e4 e5 Nc3 Nc6 a3 a5 d3 Bb4".split())
ok(not b.is_check(), "4...Bb4 gives no check (Nc3 between)")
ok(b.parse_san('axb4') in b.legal_moves, "axb4 lawful")

print("725: Black's bishop jumps the e7 pawn")
b = play(chess.Board(), "e4 e5 Nf3".split())
ok(chess.Move.from_uci('c8g4') not in b.pseudo_legal_moves, "Bc8-g4 is a false move (d7 in the way)")

print("727: Black moves twice; the second move mates")
b = play(chess.Board(), "f3 Nc6 g4 e5".split())
ok(b.turn == chess.WHITE, "after 2...e5 it is White's turn")
b.turn = chess.BLACK; m = b.parse_san('Qh4'); b.push(m); ok(b.is_checkmate(), "the second move, Qh4, leaves White mated")

print("730: knight odds left on; the giver mates after four moves each")
b = play(chess.Board(), "e4 e5 Qh5 Nc6 Bc4 g6 Qf3 Nd4 Qxf7".split())
ok(b.is_checkmate() and b.piece_at(sq('b1')) == chess.Piece(chess.KNIGHT, chess.WHITE), "mate, with the b1 knight still on the board")
print("all facts asserted")
