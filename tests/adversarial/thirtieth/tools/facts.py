"""Findings of fact for the thirtieth set, asserted with python-chess, and every expected move list
(sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py"""
import os, sys, re
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

FEN, REC, MOVES, N = {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
TW = range(3001, 3007); BO = range(3007, 3013); PH = range(3013, 3019); AC = range(3019, 3025); LO = range(3025, 3031)
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
STD = chess.Board()

# ============================================ A: Legal's mate given with the wrong knight, after the e5 knight was touched
A = "1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ {[%check]} Ke7"
b = sans(chess.Board(), A)
ok(len(b.move_stack) == 12 and b.turn == W, "A: Legal's trap, 12 lawful plies; White to move")
ok(not b.is_check(), 'A: Black answered the check of 6. Bxf7+ with 6... Ke7; White is not in check')
EK = san_list(b, legal_from(b, 'e5'))
ok(EK == ['Nd3', 'Nf3', 'Nc4', 'Ng4', 'Nc6+', 'Nxg6+', 'Nd7'], f'A: the touched e5 knight has seven lawful moves: {EK}')
ok(not b.is_pinned(W, sq('e5')), 'A: the e5 knight is not pinned (the touch laws\' exception does not arise)')
b2 = b.copy(); b2.push_san('Nd5')
ok(b2.is_checkmate(), 'A: 7. Nd5 (the c3 knight) is mate')
ok(at(b2, 'e7') == P(chess.KING, B), "A: after the mate Black's king stands on e7 (the man Black touches)")
ok(at(b2, 'e5') == P(chess.KNIGHT, W) and at(b2, 'c3') is None, 'A: the knight that moved is the c3 knight; the touched e5 knight stayed')
A_TXT = A + " {[%touch e5]} 7. Nd5# {[%check]} {[%touch e7]}"
for n in (3001, 3007, 3013, 3019, 3025): REC[n] = A_TXT
for n in (3001, 3007, 3013, 3019): MOVES[n] = {'compel-move-touched-man': EK}

# ============================================ B: White's king's rook and king's knight set on each other's squares
BF = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBRN w Qkq - 0 1'
b = chess.Board(BF)
ok(b.is_valid(), 'B: the set-up is a valid position')
diff = sorted(chess.square_name(s) for s in chess.SQUARES if b.piece_at(s) != STD.piece_at(s))
ok(diff == ['g1', 'h1'] and at(b, 'g1') == P(chess.ROOK, W) and at(b, 'h1') == P(chess.KNIGHT, W),
   "B: only g1 and h1 differ from the standard array: White's rook on g1, his knight on h1")
B_REC = "1. e4 e5 2. Nc3 Nf6 3. f4 d5 4. fxe5"
sans(b, B_REC)
ok(len(b.move_stack) == 7 and b.turn == B, 'B: Vienna Gambit, 7 lawful plies: White has played four moves, Black three; Black to move')
for n in (3002, 3008, 3020, 3026): REC[n] = B_REC; FEN[n] = BF

# ============================================ C: stalemate by 2. Qd6, and then Black resigns
CF = '1k6/p7/P1K5/8/8/8/8/3Q4 b - - 0 1'
b = chess.Board(CF)
ok(sorted(b.san(m) for m in b.legal_moves) == ['Ka8', 'Kc8'], 'C: Black to move has Ka8 and Kc8')
b.push_san('Ka8')
mates = sorted(b.san(m) for m in b.legal_moves if b.copy().is_checkmate() is False and (lambda c: (c.push(m), c.is_checkmate())[1])(b.copy()))
ok(mates == ['Qd8#'], f'C: after 1... Ka8 White had a mate, {mates}')
b.push_san('Qd6')
ok(b.is_stalemate() and not b.is_check(), 'C: 2. Qd6 leaves Black not in check and without a lawful move: stalemate')
ok(at(b, 'a7') == P(chess.PAWN, B) and at(b, 'a6') == P(chess.PAWN, W) and len(b.piece_map()) == 5,
   "C: Black has his king and the a7 pawn, which the a6 pawn blocks: a man that cannot be moved")
ok(not any(m.from_square == sq('a7') for m in b.pseudo_legal_moves), 'C: the a7 pawn has no move at all')
C_REC = "1... Ka8 2. Qd6 {[%resign]}"
for n in (3009, 3014, 3015, 3021, 3027): REC[n] = C_REC; FEN[n] = CF

# ============================================ D: the game after a drawn game that Black began; White begins
b = chess.Board(); b.push_san('e4')
ok(len(b.move_stack) == 1 and b.turn == B, 'D: 1. e4 is the first move of the record, made by White')
for n in (3003, 3010, 3016, 3022, 3028): REC[n] = "1. e4"

# ============================================ G: the queen's knight given and left on; three moves each; the giver claims
G = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5"
b = chess.Board(); sans(b, G)
ok(len(b.move_stack) == 6 and b.turn == W, 'G: Giuoco Piano, three moves each; White to move')
ok(at(b, 'b1') == P(chess.KNIGHT, W), 'G: the b1 knight, the man to be given, still stands on b1 and has not moved')
for n in (3006, 3024, 3030): REC[n] = G

# ============================================ R: the knight played to f3, quitted, and taken back to g1
b = chess.Board(); sans(b, "1. e4 e5 2. Nf3")
ok(len(b.move_stack) == 3 and b.turn == B, 'R: 1. e4 e5 2. Nf3, Black to move')
b.turn = W
ok(chess.Move.from_uci('f3g1') in b.legal_moves, 'R: f3-g1 would be a lawful knight move had it been White\'s turn')
b.push(chess.Move.from_uci('f3g1'))
ok(b.board_fen() == chess.Board('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2').board_fen() and b.turn == B,
   'R: after the second White move the men stand as after 1. e4 e5, with Black to move')
for n in (3004, 3029): REC[n] = "1. e4 e5 2. Nf3 {[%move f3g1 white]}"

# ============================================ P: pawn and three moves; the third, Ng5, crosses
b = chess.Board(); b.remove_piece_at(sq('f7'))
for s in ['e4', 'Nf3', 'Ng5']:
    b.push_san(s); b.turn = W
ok(chess.square_rank(sq('g5')) == 4, "P: g5 is on the fifth rank, in Black's half (ranks 5-8)")
ok(all(chess.square_rank(sq(s)) <= 3 for s in ['e4', 'f3']), "P: e4 and f3 are on White's own half (ranks 1-4)")
ok(at(b, 'g5') == P(chess.KNIGHT, W) and at(b, 'f7') is None, 'P: the knight stands on g5; the f7 pawn was given')
REC[3005] = "1. e4 2. Nf3 3. Ng5"

# ============================================ E: Black's king jumps h7-h5; White stalemates with Qf6
EF = '8/7k/4Q3/8/8/7K/8/8 b - - 0 1'
b = chess.Board(EF)
EL = sorted(b.san(m) for m in b.legal_moves)
ok(EL == ['Kg7', 'Kh8'], f'E: Black\'s lawful moves before the false move: {EL}')
ok(chess.Move.from_uci('h7h5') not in b.legal_moves and b.is_attacked_by(W, sq('h6')), 'E: h7-h5 is a false move: the king may step one square only (and h6, which it leapt, is guarded)')
apply_raw(b, 'h7h5')
ok(not b.is_check() and b.turn == W, 'E: after the false move Black\'s king on h5 is not in check; White to move')
b.push_san('Qf6')
ok(b.is_stalemate(), 'E: 2. Qf6 stalemates the Black king on h5')
ok(len(b.piece_map()) == 3, 'E: Black has a bare king')
for n in (3011, 3017): REC[n] = "1... {[%move h7h5]} 2. Qf6"; FEN[n] = EF

# ============================================ F: White gives the queen's rook, and Black begins
b = chess.Board(); b.remove_piece_at(sq('a1')); b.turn = B; b.push_san('e5')
ok(at(b, 'a1') is None and at(b, 'e5') == P(chess.PAWN, B), 'F: the a1 rook off the board; Black has moved first, 1... e5')
for n in (3012, 3018): REC[n] = "1... e5"

# ============================================ J (3023): White's j'adoube over his f3 knight in Black's turn, then 4. c3
J = "1. e4 e5 2. Nf3 Nc6 3. Bc4 {[%adjust f3 white]} Bc5 4. c3"
b = chess.Board(); sans(b, "1. e4 e5 2. Nf3 Nc6 3. Bc4")
ok(b.turn == B and at(b, 'f3') == P(chess.KNIGHT, W), "J: after 3. Bc4 it is Black's turn when White adjusts his f3 knight")
sans(b, "3... Bc5 4. c3")
ok(len(b.move_stack) == 7 and b.turn == B and at(b, 'f3') == P(chess.KNIGHT, W), 'J: Giuoco Piano, 7 lawful plies; the f3 knight never moved; Black to move')
REC[3023] = J

print(N[0], 'facts asserted')
missing = [n for n in range(3001, 3031) if n not in REC]
assert not missing, missing
