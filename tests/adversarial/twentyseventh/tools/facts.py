"""Findings of fact for the twenty-seventh set, asserted with python-chess, and every expected move
list (sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py"""
import os, sys
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
    import re
    for s in re.sub(r'\{[^}]*\}', ' ', text).split():
        if s[0].isdigit(): continue
        b.push_san(s)
    return b
def at(b, s): return b.piece_at(sq(s))
def P(kind, color): return chess.Piece(kind, color)
def movetext(sans_list, start=1, black_first=False):
    out = []; n = start; i0 = 0
    if black_first:
        out.append(f'{n}... {sans_list[0]}'); n += 1; i0 = 1
    for k, s in enumerate(sans_list[i0:]):
        if k % 2 == 0: out.append(f'{n}. {s}')
        else: out.append(s); n += 1
    return ' '.join(out)

# ============================================ S: Loyd's stalemate after knights out and back (31 plies)
S_TXT = ("1. Nf3 Nf6 2. Ng1 Ng8 3. Nc3 Nc6 4. Nb1 Nb8 5. Nh3 Nh6 6. Ng1 Ng8 7. e3 a5 8. Qh5 Ra6 "
         "9. Qxa5 h5 10. h4 Rah6 11. Qxc7 f6 12. Qxd7+ {[%check]} Kf7 13. Qxb7 Qd3 14. Qxb8 Qh7 "
         "15. Qxc8 Kg6 16. Qe6")
b = sans(chess.Board(), S_TXT)
ok(len(b.move_stack) == 31 and b.turn == B, 'stalemate record: 31 lawful plies from the opening array; Black to move')
ok(sans(chess.Board(), ' '.join(S_TXT.split()[:18])).board_fen() == chess.Board().board_fen(),
   'stalemate record: after six moves each (knights out and back) the opening array stands again')
ok(not b.is_check() and b.legal_moves.count() == 0 and b.is_stalemate(), 'stalemate record: Black is not in check and has no lawful move: stalemate')
blk = sorted(chess.square_name(s) for s in chess.SQUARES if b.color_at(s) == B)
ok(blk == sorted(['f8', 'g8', 'h8', 'e7', 'g7', 'h7', 'f6', 'g6', 'h6', 'h5']),
   'stalemate record: Black still has ten men: king g6, queen h7, rooks h8 and h6, bishop f8, knight g8, pawns e7, g7, f6, h5')
pm = sorted(m.uci() for m in b.pseudo_legal_moves)
ok(pm == ['f6f5', 'g6f5', 'g6f7', 'g6g5'] and b.is_pinned(B, sq('f6')),
   "stalemate record: the only moves the men could make at all are f6-f5 (the f6 pawn is pinned by the e6 queen) and three king steps, each into check: every other man is blocked")
for n in (2701, 2707, 2713, 2714, 2719, 2725): REC[n] = S_TXT

# ============================================ M: the Opera game, the mating move without "check" (33 plies)
M_TXT = ("1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 "
         "9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ {[%check]} Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 "
         "15. Bxd7+ {[%check]} Nxd7 16. Qb8+ {[%check]} Nxb8 17. Rd8")
b = sans(chess.Board(), M_TXT)
ok(len(b.move_stack) == 33 and b.turn == B, 'mate record: 33 lawful plies (Paris 1858, the "Opera game"); Black to move')
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('d8')]) and b.is_checkmate(), "mate record: after 17. Rd8 Black's e8 king is in check from the d8 rook and has no lawful move: checkmate")
ok(b.is_attacked_by(W, sq('d8')) and b.attackers(W, sq('d8')) == chess.SquareSet([sq('g5')]), 'mate record: the d8 rook is guarded by the g5 bishop, so the king cannot take it')
ok(b.legal_moves.count() == 0 and any(b.piece_type_at(m.from_square) == chess.QUEEN for m in b.pseudo_legal_moves),
   'mate record: Black has men that could move if the check were ignored (the e6 queen among them), but no lawful move')
for n in (2706, 2708, 2716, 2728): REC[n] = M_TXT

# ============================================ U: king in check when the record begins
FEN_U = 'r1b1kbnr/pppp1ppp/2n5/4p3/4P2q/8/PPPP2PP/RNBQKBNR w KQkq - 2 4'
b = chess.Board(FEN_U)
ok(b.is_valid() and b.is_check() and b.checkers() == chess.SquareSet([sq('h4')]), "unknown origin: in the first recorded position White's e1 king is in check from the h4 queen (f2 and g3 empty)")
U_LEG = san_list(b, list(b.legal_moves))
print('      lawful moves at the start:', U_LEG)
ok(U_LEG == ['Ke2', 'g3'], 'unknown origin: at the start White has two lawful moves, Ke2 and g3')
U_TXT = '4. Nc3 Nf6 5. d3 Bb4'
for s in U_TXT.split():
    if s[0].isdigit(): continue
    m = next(m for m in b.pseudo_legal_moves if b.san(m) == s) if s in ('Nc3', 'd3') else b.parse_san(s)
    b.push(m)
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('h4')]) and b.turn == W, 'unknown origin: White plays Nc3 and d3 ignoring the check, Black Nf6 and Bb4; White is to move and still in check from h4')
MOVES[2726] = {'retract-to-point-of-check': U_LEG}
for n in (2702, 2709, 2715, 2720, 2726): FEN[n] = FEN_U; REC[n] = U_TXT

# ============================================ J: j'adoube over the c4 bishop, then the f3 knight touched
J_TXT = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. {[%adjust c4]} {[%touch f3]} d3'
b = sans(chess.Board(), '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6')
ok(at(b, 'c4') == P(chess.BISHOP, W) and at(b, 'f3') == P(chess.KNIGHT, W) and b.turn == W, "j'adoube: after 4... Nf6 White's bishop stands on c4 and his knight on f3; White to move")
NJ = san_list(b, legal_from(b, 'f3'))
print('      f3 knight moves:', NJ)
ok(len(NJ) > 0 and not b.is_pinned(W, sq('f3')), "j'adoube: the f3 knight is not pinned and has lawful moves")
ok(b.parse_san('d3') in b.legal_moves, "j'adoube: 5. d3 is lawful")
for n in (2705, 2717, 2722, 2730): MOVES[n] = {'compel-move-touched-man': NJ}
for n in (2705, 2717, 2722, 2730): REC[n] = J_TXT

# ============================================ T: Black touches White's b5 bishop in White's turn
T_TXT = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {[%touch b5 black]}'
b = sans(chess.Board(), '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6')
ok(b.turn == W and at(b, 'b5') == P(chess.BISHOP, W) and b.is_attacked_by(B, sq('b5')), "out of turn: after 3... a6 it is White's turn; White's b5 bishop stands attacked by the a6 pawn")
REC[2704] = T_TXT

# ============================================ C: castling, the king quitted on g1
C_TXT = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O'
b = sans(chess.Board(), '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5')
ok(b.has_kingside_castling_rights(W) and b.parse_san('O-O') in b.legal_moves and b.parse_san('Kf1') in b.legal_moves, 'castled: before 4. O-O White could castle or play Kf1')
b.push_san('O-O'); ok(at(b, 'g1') == P(chess.KING, W) and at(b, 'f1') == P(chess.ROOK, W) and b.turn == B, 'castled: after 4. O-O the king stands on g1 and the rook on f1; Black to move')
for n in (2711, 2721): REC[n] = C_TXT

# ============================================ Q: the c-pawn undertaken to mate, made a queen, mates
FEN_Q = '1k6/7p/1K6/2P5/8/8/8/8 w - - 0 1'
Q_TXT = '{[%condition white]} 1. c6 Ka8 2. c7 h6 3. c8=Q'
b = chess.Board(FEN_Q)
ok(b.is_valid() and not b.is_check(), 'c-pawn: the start position is valid')
sans(b, Q_TXT)
ok(b.is_checkmate() and at(b, 'c8') == P(chess.QUEEN, W), "c-pawn: 3. c8=Q mates: the queen made from the c-pawn checks the a8 king, and a7, b7, b8 are covered")
for n in (2710, 2724, 2729): FEN[n] = FEN_Q; REC[n] = Q_TXT

# ============================================ fifty-move lines (walk_no_pawn, as the earlier sets)
def walk_no_pawn(b0, plies):
    b = b0.copy(); seen = {b.board_fen() + str(b.turn)}; out = []
    def rec(depth):
        if depth == plies: return True
        for m in sorted((m for m in b.legal_moves if not b.is_capture(m) and not b.gives_check(m)
                         and b.piece_type_at(m.from_square) != chess.PAWN), key=lambda m: m.uci()):
            b.push(m); k = b.board_fen() + str(b.turn)
            if (k not in seen and not b.is_checkmate() and not b.is_stalemate()
                    and not any(b.is_capture(x) for x in b.legal_moves)):
                seen.add(k); out.append(m)
                if rec(depth + 1): return True
                seen.discard(k); out.pop()
            b.pop()
        return False
    assert rec(0), 'walk found no line'
    c = b0.copy(); line = []
    for m in out: line.append(c.san(m)); c.push(m)
    return line, c

def fifty(n, fen, plies, pre, what, black_first=False):
    b = chess.Board(fen)
    ok(b.is_valid() and not b.is_check(), f'{n}: the start position {fen} is valid')
    line, end = walk_no_pawn(b, plies)
    ok(len(line) == plies and not end.is_checkmate() and not end.is_stalemate()
       and all(not chess.Board(fen).is_capture(m) for m in []), f'{n}: {what}')
    FEN[n] = fen; REC[n] = pre + ' ' + movetext(line, black_first=black_first)
    return end

e = fifty(2703, '8/8/3k4/8/8/8/1Q6/4K3 w - - 0 1', 100, '{[%fifty white]}',
          'king and queen against king; 100 plies (50 moves each) after the notice, no capture, no check, no mate')
ok(e.fullmove_number == 51 and e.turn == W, '2703: fifty moves each have been played; White to move')
e = fifty(2712, '8/8/8/2k5/8/8/6Q1/6K1 w - - 0 1', 100, '{[%fifty black]}',
          'king and queen against king; 100 plies (50 moves each) after the notice, no capture, no check, no mate')
ok(e.fullmove_number == 51 and e.turn == W, '2712: fifty moves each have been played; White to move')
e = fifty(2718, '8/2r5/8/3k4/8/8/1B6/4K2R w - - 0 1', 99, '{[%fifty black]}',
          'rook and bishop against rook; 99 plies after the request: White has played fifty moves, Black forty-nine')
ok(e.turn == B and e.fullmove_number == 50, '2718: Black is to play his fiftieth move after the request')
e = fifty(2723, '8/8/2r5/3k4/8/8/7Q/4K3 w - - 0 1', 100, '{[%fifty black]}',
          'king and queen against king and rook; 100 plies (50 moves each) after the call, no capture, no check, no mate')
ok(e.fullmove_number == 51 and e.turn == W, '2723: fifty moves each have been played; White to move')
e = fifty(2727, '8/8/8/8/2q5/5k2/8/R5K1 b - - 0 1', 100, '{[%condition black]} {[%fifty white]}',
          'Black (king and queen) against White (king and rook); 100 plies (50 moves each) after the notice, no capture, no check, no mate', black_first=True)
ok(e.turn == B, "2727: fifty moves each have been played; Black to move")

print(N[0], 'findings asserted')
