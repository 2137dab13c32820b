"""Findings of fact for the thirty-first set, asserted with python-chess, and every expected move list
(sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py"""
import os, sys, re
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

FEN, REC, MOVES, N = {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)
def sans(b, text):
    for s in re.sub(r'\{[^}]*\}', ' ', text).split():
        if s[0].isdigit(): continue
        b.push_san(s)
    return b
def at(b, s): return b.piece_at(sq(s))
def P(kind, color): return chess.Piece(kind, color)
def names(bb): return sorted(chess.square_name(s) for s in chess.SquareSet(bb))

# ============================================ R1: Scotch Four Knights; 11. Ra1-a3 leaps the a2 pawn; Black lays hold of the rook
R1 = ("1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. d4 exd4 5. Nxd4 Bb4 6. Nxc6 bxc6 7. Bd3 d5 8. exd5 cxd5 "
      "9. O-O O-O 10. Bg5 c6")
b = sans(chess.Board(), R1)
ok(len(b.move_stack) == 20 and b.turn == W, 'R1: Scotch Four Knights, 20 lawful plies; White to move')
ok(at(b, 'a2') == P(chess.PAWN, W) and at(b, 'a3') is None, 'R1: the a2 pawn stands between the a1 rook and a3')
ok(chess.Move.from_uci('a1a3') not in b.pseudo_legal_moves, 'R1: Ra1-a3 is not a move a rook can make here (it leaps the a2 pawn): a false move')
R1_ROOK = san_list(b, legal_from(b, 'a1'))
ok(R1_ROOK == ['Rb1', 'Rc1'], f'R1: the a1 rook\'s lawful moves before the false move: {R1_ROOK}')
R1_KING = san_list(b, king_moves(b))
ok(R1_KING == ['Kh1'], f'R1: with the rook put back, White\'s king has one lawful move: {R1_KING}')
b2 = b.copy(); apply_raw(b2, 'a1a3')
ok(at(b2, 'a3') == P(chess.ROOK, W) and b2.turn == B and not b2.is_check(), 'R1: after the false move the rook stands on a3, Black to move, not in check')
ok(names(b2.attackers(B, sq('a3'))) == ['b4'], 'R1: on a3 the rook is attacked by the b4 bishop only')
R1_TAKE = san_list(b2, [m for m in b2.legal_moves if m.to_square == sq('a3')])
ok(R1_TAKE == ['Bxa3'], f'R1: Black can take the rook on a3 lawfully, and only so: {R1_TAKE}')
R1_TXT = R1 + " 11. {[%move a1a3]} {[%touch a3 black]}"
for n in (3101, 3107, 3113, 3119, 3125, 3126): REC[n] = R1_TXT
for n in (3107, 3113): MOVES[n] = {'move-king': R1_KING}
MOVES[3126] = {'compel-capture-of-touched-man': R1_TAKE}

# ============================================ R2: Qb3+ answered by d7-d5; exd6 in passing uncovers the queen through d5
F2 = 'r1bq1rk1/pppp2pp/2n2n2/2b1P3/8/2P2N2/PP3PPP/RNBQ1RK1 w - - 0 9'
b = chess.Board(F2)
ok(b.is_valid() and not b.is_check(), 'R2: the set-up is valid, White to move, nobody in check')
b.push_san('Qb3+')
ok(b.is_check() and names(b.checkers()) == ['b3'], 'R2: 9. Qb3 checks the g8 king along b3-g8')
ok(sorted(b.san(m) for m in b.legal_moves) == ['Kh8', 'Nd5', 'Rf7', 'd5'], 'R2: Black\'s answers are Kh8, Nd5, Rf7 and d7-d5')
b.push_san('d5')
ok(not b.is_check() and b.ep_square == sq('d6'), 'R2: 9... d5 covers the check with a two-square step past the e5 pawn')
m = b.parse_san('exd6')
ok(b.is_en_passant(m), 'R2: 10. exd6 is a capture in passing, lawful on the move after the step')
b.push(m)
ok(at(b, 'd5') is None and at(b, 'd6') == P(chess.PAWN, W), 'R2: the d5 pawn is gone; White\'s pawn stands on d6')
ok(b.is_check() and names(b.checkers()) == ['b3'], 'R2: after exd6 the g8 king IS in check, from the b3 queen through the square d5 the taken pawn left')
ok(not (b.attacks_mask(sq('d6')) & chess.BB_SQUARES[sq('g8')]), 'R2: the d6 pawn itself does not attack g8')
ok(sorted(b.san(x) for x in b.legal_moves) == ['Be6', 'Kh8', 'Nd5', 'Rf7'], 'R2: Black\'s lawful answers to the check')
b.push_san('Kh8')
ok(not b.is_check(), 'R2: 10... Kh8 leaves the check')
R2_TXT = "9. Qb3+ {[%check]} d5 10. exd6 {[%check]} Kh8"
for n in (3114, 3120, 3127): REC[n] = R2_TXT; FEN[n] = F2

# ============================================ R3: Giuoco Pianissimo; White moves Black's f6 knight to d5
R3 = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Bg5 h6 8. Bh4 Bb6"
b = sans(chess.Board(), R3)
ok(len(b.move_stack) == 16 and b.turn == W, 'R3: Giuoco Pianissimo, 16 lawful plies; White to move')
ok(at(b, 'f6') == P(chess.KNIGHT, B) and at(b, 'd5') is None, "R3: Black's knight on f6, d5 empty")
R3_TAKE_F6 = san_list(b, [m for m in b.legal_moves if m.to_square == sq('f6')])
ok(R3_TAKE_F6 == ['Bxf6'], f'R3: on f6 the knight can be taken: {R3_TAKE_F6}')
R3_KING = san_list(b, king_moves(b))
ok(R3_KING == ['Kh1'], f"R3: White's king has a lawful move: {R3_KING}")
b2 = b.copy(); apply_raw(b2, 'f6d5'); b2.turn = W
R3_TAKE_D5 = san_list(b2, [m for m in b2.legal_moves if m.to_square == sq('d5')])
ok(R3_TAKE_D5 == ['Bxd5', 'exd5'], f'R3: left on d5 the knight can be taken too: {R3_TAKE_D5}')
b3 = b.copy(); apply_raw(b3, 'f6d5')
ok(at(b3, 'd5') == P(chess.KNIGHT, B) and at(b3, 'f6') is None and b3.turn == B, "R3: after White moved it, Black's knight stands on d5 and it is Black's turn")
R3_TXT = R3 + " 9. {[%move f6d5 white]}"
for n in (3102, 3121, 3128): REC[n] = R3_TXT

# ============================================ R4: Winawer poisoned pawn; 13. Rh1-h3 leaps the h2 pawn
R4 = ("1. e4 e6 2. d4 d5 3. Nc3 Bb4 4. e5 c5 5. a3 Bxc3+ 6. bxc3 Ne7 7. Qg4 Qc7 8. Qxg7 Rg8 9. Qxh7 cxd4 "
      "10. Ne2 Nbc6 11. f4 Bd7 12. Qd3 dxc3")
b = sans(chess.Board(), R4)
ok(len(b.move_stack) == 24 and b.turn == W, 'R4: French Winawer, poisoned pawn, 24 lawful plies; White to move')
ok(at(b, 'h2') == P(chess.PAWN, W) and chess.Move.from_uci('h1h3') not in b.pseudo_legal_moves, 'R4: Rh1-h3 leaps the h2 pawn: a false move')
b2 = b.copy(); apply_raw(b2, 'h1h3')
ok(at(b2, 'h3') == P(chess.ROOK, W) and at(b2, 'h1') is None and b2.turn == B, 'R4: after it the rook stands on h3, Black to move')
R4_TXT_ADJ = R4 + " 13. {[%move h1h3]} {[%adjust h3 white]}"
R4_TXT = R4 + " 13. {[%move h1h3]}"
for n in (3103, 3111, 3115, 3122): REC[n] = R4_TXT_ADJ
for n in (3108, 3129): REC[n] = R4_TXT

# ============================================ R5: French Advance 6. a3 c4 7. b4 cxb3 in passing
R5 = "1. e4 e6 2. d4 d5 3. e5 c5 4. c3 Nc6 5. Nf3 Qb6 6. a3 c4 7. b4 cxb3"
b = sans(chess.Board(), R5[:R5.index(' cxb3')])
ok(b.turn == B and b.ep_square == sq('b3'), 'R5: 7. b4 stepped two squares past the c4 pawn')
m = b.parse_san('cxb3')
ok(b.is_en_passant(m) and m in b.legal_moves, '7... cxb3 takes in passing, on the very next move: lawful')
b.push(m)
ok(len(b.move_stack) == 14 and at(b, 'b4') is None and at(b, 'b3') == P(chess.PAWN, B), 'R5: 14 plies; the b4 pawn is gone and Black\'s pawn stands on b3')
for n in (3104, 3109, 3116, 3123, 3130): REC[n] = R5

# ============================================ R6: queen jumps like a knight, d7-f6, and stalemates the bare king
F6 = '7k/3Q4/6K1/8/8/8/8/8 b - - 0 1'
b = chess.Board(F6)
ok(b.is_valid() and not b.is_check() and sorted(b.san(m) for m in b.legal_moves) == ['Kg8'], 'R6: Black to move, not in check; his one lawful move is Kg8')
b.push_san('Kg8')
mates = sorted(b.san(m) for m in b.legal_moves if (lambda c: (c.push(m), c.is_checkmate())[1])(b.copy()))
ok(mates == ['Qc8#', 'Qd8#', 'Qe8#', 'Qg7#'], f'R6: after 1... Kg8 White had four mates: {mates}')
ok(chess.Move.from_uci('d7f6') not in b.pseudo_legal_moves, 'R6: Qd7-f6 is a knight\'s leap, not a queen\'s move: a false move')
b2 = b.copy(); apply_raw(b2, 'd7f6')
ok(b2.is_stalemate() and not b2.is_check(), 'R6: after Qf6 Black is not in check and has no lawful move: stalemate')
ok(len(b2.piece_map()) == 3, 'R6: Black has a bare king (no other man)')
R6_TXT = "1... Kg8 2. {[%move d7f6]}"
for n in (3106, 3110, 3112, 3117, 3118, 3124): REC[n] = R6_TXT; FEN[n] = F6

# ============================================ R8: rook odds; ghost castling on the queen's side gives no check
R8 = "1. e4 d6 2. d4 Nf6 3. Nc3 e5 4. dxe5 dxe5 5. Qxd8+ {[%check]} Kxd8 6. Bg5 Be6"
b = sans(chess.Board(), R8)
ok(len(b.move_stack) == 12 and b.turn == W and at(b, 'd8') == P(chess.KING, B), "R8: 12 lawful plies (with the a1 rook on the board they are the same); Black's king on d8")
b.remove_piece_at(sq('a1')); b.castling_rights &= ~chess.BB_A1
ok(all(at(b, s) is None for s in ('a1', 'b1', 'c1', 'd1')) and at(b, 'e1') == P(chess.KING, W), 'R8: a1 (the rook given), b1, c1, d1 empty; the king on e1 has never moved')
ok(not any(b.is_attacked_by(B, sq(s)) for s in ('c1', 'd1', 'e1')), 'R8: e1, d1 and c1 are not attacked by Black')
ok(all(at(b, f'd{r}') is None for r in range(1, 8)), 'R8: the d-file is open from d1 to the king on d8')
b2 = b.copy(); apply_raw(b2, 'e1c1')
ok(at(b2, 'c1') == P(chess.KING, W) and at(b2, 'd1') is None and not b2.is_check(), 'R8: castling as if the rook were on a1 puts the king on c1 and no rook on d1: Black is NOT in check')
b3 = b.copy(); b3.set_piece_at(sq('a1'), P(chess.ROOK, W)); b3.castling_rights |= chess.BB_A1; b3.push_san('O-O-O')
ok(b3.is_check(), 'R8: with a real rook on a1 the same castling would have checked the d8 king from d1')
R8_K = sorted(b2.san(m) for m in b2.legal_moves if b2.piece_at(m.from_square).piece_type == chess.KING)
ok(R8_K == ['Kc8', 'Kd7', 'Ke7', 'Ke8'], f"R8: Black's king moves after the castling: {R8_K}")
b2.push_san('Ke8')
REC[3105] = R8 + " 7. {[%move e1c1]} {[%check]} Ke8"

print(N[0], 'facts asserted')
