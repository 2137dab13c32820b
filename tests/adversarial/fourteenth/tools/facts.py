"""Findings of fact for the fourteenth set, asserted with python-chess 1.11, and every expected move
list (python-chess's legal moves in the position the remedy starts from, sorted by from-square then
to-square, as the earlier sets sorted them). Run: python3 tools/facts.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

F, FEN, REC, N = {}, {}, {}, [0]
def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)
W, B = chess.WHITE, chess.BLACK
def pc(b, s): return b.piece_at(sq(s))
def att(b, color, s): return b.is_attacked_by(color, sq(s))

# ====================================================== P1 (1402, 1408, 1414, 1420, 1426): pinned knight moved like a bishop, king boxed in
FEN['P1'] = '7k/8/8/8/8/8/PP6/KN5r w - - 0 1'
b = chess.Board(FEN['P1'])
ok(b.is_valid() and not b.is_check(), 'P1: lawful position, White to move, not in check (the b1 knight screens a1 from the h1 rook)')
ok(b.is_pinned(W, sq('b1')) and not legal_from(b, 'b1'), 'P1: the b1 knight is pinned to the a1 king by the h1 rook (c1-g1 empty) and has no lawful move')
ok(not king_moves(b), 'P1: White\'s king on a1 has no lawful move (a2, b2 hold his pawns, b1 his knight)')
m = chess.Move.from_uci('b1c2')
ok(m not in b.pseudo_legal_moves, 'P1: Nb1-c2 is one square on the diagonal: no knight\'s move, a movement not consistent with its laws')
F['p1_other'] = san_list(b, b.legal_moves)
ok(F['p1_other'] == ['a3', 'a4', 'b3', 'b4'], 'P1: White\'s lawful moves with the knight back on b1 are the pawn moves a3, a4, b3, b4 only')
a = b.copy(); apply_raw(a, 'b1c2')
ok(a.is_attacked_by(B, sq('a1')), 'P1: after the false move White\'s own king stands in check from the h1 rook')
REC['P1'] = '1. {[%move b1c2]}'

# ====================================================== P2 (1405, 1407, 1413, 1419, 1430): adversary's pawn on e2 touched; the king cannot take it (rook behind)
FEN['P2'] = '1k2r3/8/8/8/8/8/P3p3/4K3 w - - 0 1'
b = chess.Board(FEN['P2'])
ok(b.is_valid() and not b.is_check(), 'P2: lawful position, White to move, not in check (the e2 pawn attacks d1 and f1, not e1)')
ok(not [x for x in b.legal_moves if x.to_square == sq('e2')], 'P2: no White man can lawfully take the e2 pawn')
ok(chess.Move.from_uci('e1e2') in b.pseudo_legal_moves and chess.Move.from_uci('e1e2') not in b.legal_moves,
   'P2: Kxe2 is a capture in shape, unlawful: on e2 the king would stand on the open file of the e8 rook, which the pawn now screens')
ok(att(b, B, 'd1') and att(b, B, 'f1'), 'P2: d1 and f1 are attacked by the e2 pawn')
F['p2_king'] = san_list(b, king_moves(b))
ok(F['p2_king'] == ['Kd2', 'Kf2'], 'P2: the king\'s lawful moves are Kd2 and Kf2; no castling (no rook, no right)')
REC['P2'] = '1. {[%touch e2]}'

# ====================================================== P2b (1406, 1411, 1418, 1423): adversary's knight on f2 touched; the king can take it; castling is lawful
FEN['P2b'] = 'k7/8/8/8/8/8/P4n2/4K2R w K - 0 1'
b = chess.Board(FEN['P2b'])
ok(b.is_valid() and not b.is_check(), 'P2b: lawful position, White to move, not in check (the f2 knight attacks d1, d3, e4, g4, h3, h1)')
F['p2b_take'] = san_list(b, [x for x in b.legal_moves if x.to_square == sq('f2')])
ok(F['p2b_take'] == ['Kxf2'], 'P2b: the f2 knight is en prise of the king alone, and Kxf2 is lawful (nothing guards f2)')
ok(b.has_kingside_castling_rights(W) and chess.Move.from_uci('e1g1') in b.legal_moves, 'P2b: O-O is lawful (e1, f1, g1 unattacked; the h1 rook under attack does not bar it)')
F['p2b_king'] = san_list(b, king_moves(b))
F['p2b_king_nc'] = san_list(b, king_moves(b, castling=False))
ok(F['p2b_king'] == ['Kf1', 'O-O', 'Kd2', 'Ke2', 'Kxf2'], 'P2b: the king\'s lawful moves are Kf1, O-O, Kd2, Ke2, Kxf2 (d1 is the knight\'s)')
ok(F['p2b_king_nc'] == ['Kf1', 'Kd2', 'Ke2', 'Kxf2'], 'P2b: without castling: Kf1, Kd2, Ke2, Kxf2')
REC['P2b'] = '1. {[%touch f2]}'

# ====================================================== P3 (1409, 1415, 1421, 1427): own knight pinned, touched; the king may castle
FEN['P3'] = '4k3/8/8/8/1b6/4P3/PPPN1PPP/3QK2R w K - 0 1'
b = chess.Board(FEN['P3'])
ok(b.is_valid() and not b.is_check(), 'P3: lawful position, White to move, not in check (the d2 knight screens e1 from the b4 bishop)')
ok(b.is_pinned(W, sq('d2')) and not legal_from(b, 'd2'), 'P3: the d2 knight is pinned by the b4 bishop (c3 empty) and cannot be moved without leaving the king in check')
F['p3_king'] = san_list(b, king_moves(b))
ok(F['p3_king'] == ['Kf1', 'O-O', 'Ke2'], 'P3: the king\'s lawful moves are Kf1, O-O, Ke2 (d1 holds the queen, d2 the knight)')
REC['P3'] = '1. {[%touch d2]}'

# ====================================================== P6 (1401, 1412, 1417, 1424, 1429): White moves Black's knight d4-b5; the king is boxed in
FEN['P6'] = '7k/8/8/8/3n4/8/PP2QB2/KN6 w - - 0 1'
b = chess.Board(FEN['P6'])
ok(b.is_valid() and not b.is_check(), 'P6: lawful position, White to move, not in check (the d4 knight attacks b3, b5, c2, c6, e2, e6, f3, f5)')
ok(not king_moves(b), 'P6: White\'s king on a1 has no lawful move (a2, b2 his pawns, b1 his knight)')
F['p6_take'] = san_list(b, [x for x in b.legal_moves if x.to_square == sq('d4')])
ok(F['p6_take'] == ['Bxd4+'], 'P6: on d4 the knight is en prise of the f2 bishop alone: Bxd4, which checks Black\'s king on h8 along the long diagonal')
a = b.copy(); apply_raw(a, 'd4b5')
ok(pc(a, 'b5') == chess.Piece(chess.KNIGHT, B) and not a.is_attacked_by(B, sq('a1')) and a.is_attacked_by(W, sq('b5')),
   'P6: on b5 (where White put it) the knight gives White no check, and the e2 queen attacks it')
REC['P6'] = '1. {[%move d4b5 white]}'

# ====================================================== P18 (1404, 1410, 1416, 1422, 1428): a pinned knight's check is a check
FEN['P18'] = 'r7/5k2/8/8/6N1/8/PP4PP/4K3 b - - 0 1'
b = chess.Board(FEN['P18'])
ok(b.is_valid() and not b.is_check(), 'P18: lawful position, Black to move, not in check')
b.push_san('Re8+')
ok(b.is_check(), 'P18: 1... Re8 checks White\'s king on e1 along the open e-file')
b.push_san('Ne5+')
ok(b.is_check() and b.is_pinned(W, sq('e5')), 'P18: 2. Ne5 covers the check and checks Black\'s king on f7; the e5 knight is pinned to its king by the e8 rook, and still gives check')
b.push_san('Kg7')
ok(not b.is_check(), 'P18: 2... Kg7 is lawful and leaves the check')
REC['P18'] = '1... Re8+ {[%check]} 2. Ne5+ {[%check]} 2... Kg7'

# ====================================================== P4 (1425): a two-square step followed by a second move in succession; the capture in passing is gone
FEN['P4'] = '4k3/8/8/8/4p3/8/3P4/4K1N1 w - - 0 1'
b = chess.Board(FEN['P4'])
ok(b.is_valid() and not b.is_check(), 'P4: lawful position, White to move')
b.push_san('d4')
ok(b.ep_square == sq('d3') and chess.Move.from_uci('e4d3') in b.legal_moves, 'P4: after 1. d4 (a first move of two squares) e4xd3 in passing would be lawful at once')
b.turn = W; b.ep_square = None
m = b.parse_san('Nf3'); b.push(m)
ok(b.turn == B and pc(b, 'f3') == chess.Piece(chess.KNIGHT, W), 'P4: White then moves again, Ng1-f3 (a knight\'s move, lawful in shape); Black to move')
F['p4_pawn'] = san_list(b, legal_from(b, 'e4'))
ok(F['p4_pawn'] == ['e3', 'exf3'], 'P4: with White\'s second move as the last move, the e4 pawn\'s lawful moves are e3 and exf3')
F['p4_king'] = san_list(b, king_moves(b))
ok(F['p4_king'] == ['Kd7', 'Ke7', 'Kf7', 'Kd8', 'Kf8'], 'P4: Black\'s king\'s lawful moves are Kd7, Ke7, Kf7, Kd8, Kf8')
REC['P4'] = '1. d4 {[%move g1f3 white]} {[%move e4d3]}'

# ====================================================== P7 (1403): Black omitted his queen's bishop's pawn; three moves each
FEN['P7'] = 'rnbqkbnr/pp1ppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
b = chess.Board(FEN['P7']); std = chess.Board()
diff = [chess.square_name(s) for s in chess.SQUARES if b.piece_at(s) != std.piece_at(s)]
ok(diff == ['c7'] and b.piece_at(sq('c7')) is None, 'P7: the set-up differs from the standard array only in the empty c7 (Black\'s queen\'s bishop\'s pawn omitted)')
line = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']
for s in line: b.push_san(s)
ok(len(b.move_stack) == 6 and b.turn == W, 'P7: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 are lawful: three moves each, White to play his fourth')
REC['P7'] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5'

print(N[0], 'findings asserted')
