"""Findings of fact for the forty-first set, asserted with python-chess, and every expected move list
(sorted by from-square then to-square, as the earlier sets did). Six records (R1-R6), each ruled under the
five codes. Run: python3 tools/facts.py"""
import os, sys, re
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves

FEN, REC, MOVES, N = {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
K_, Q_, R_, B_, N_, P_ = chess.KING, chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT, chess.PAWN
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
def captures_on(b, s):
    return [m for m in b.legal_moves if m.to_square == sq(s) and b.is_capture(m)]
def checking_plies(text):
    """the plies (1-based) after which the side to move stands in check"""
    b = chess.Board(); out = []
    for s in re.sub(r'\{[^}]*\}', ' ', text).split():
        if s[0].isdigit(): continue
        b.push_san(s)
        if b.is_check(): out.append(len(b.move_stack))
    return out
def pseudo_from(b, frm):
    return [m for m in b.pseudo_legal_moves if m.from_square == sq(frm)]

# ============ R1 / R5: Marshall-Capablanca, New York 1918 (the Marshall attack), to 17... Bh2+
TM = ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 O-O 8. c3 d5 9. exd5 Nxd5 "
      "10. Nxe5 Nxe5 11. Rxe5 Nf6 12. Re1 Bd6 13. h3 Ng4 14. Qf3 Qh4 15. d4 Nxf2 16. Re2 Bg4 17. hxg4 Bh2+")
b = sans(chess.Board(), TM)
ok(len(b.move_stack) == 34 and b.turn == W, 'R1: Marshall-Capablanca to 17... Bh2+, thirty-four lawful plies, White to move')
ok(checking_plies(TM) == [34], 'R1: no check was given before 17... Bh2+ (ply 34)')
ok(b.is_check() and [chess.square_name(s) for s in b.checkers()] == ['h2'], 'R1: 17... Bh2 checks the g1 king from h2, and is the only checker')
ok(at(b, 'b1') == P(N_, W), 'R1: White\'s queen\'s knight still stands on b1')
ok(legal_from(b, 'b1') == [], 'R1: with the check on the board the b1 knight has no lawful move: none of its moves parries the check')
ok(san_list(b, pseudo_from(b, 'b1')) == ['Nd2', 'Na3'], 'R1: the b1 knight\'s moves are Nd2 and Na3')
bx = b.copy(); bx.remove_piece_at(sq('h2'))
ok(san_list(bx, legal_from(bx, 'b1')) == ['Nd2', 'Na3'],
   'R1: with the check set aside (as the unannounced-check laws allow) Nd2 and Na3 expose the king to nothing: both can be played')
ok(not b.is_pinned(W, sq('b1')), 'R1: the b1 knight is not pinned: its moves would discover no check, they only leave the existing one')
for m in pseudo_from(b, 'b1'):
    b2 = b.copy(); b2.push(m); b2.turn = W
    ok([chess.square_name(s) for s in b2.checkers()] == ['h2'], f'R1: after {b.san(m)} the only man checking the king is still the h2 bishop')
MV_N1 = san_list(b, pseudo_from(b, 'b1'))
MV_K1 = san_list(b, king_moves(b))
ok(MV_K1 == ['Kf1'], f'R1: the white king\'s only lawful move is {MV_K1} (h1 is covered by the f2 knight, f2 guarded by the h4 queen)')
b.push_san('Kf1')
ok(b.turn == B and not b.is_check(), 'R1: after 18. Kf1 (the game move) White\'s king is out of check; Black to move')
REC['R1'] = TM + " 18. {[%touch b1]} Kf1"
REC['R5'] = TM + " {[%check]} 18. {[%touch b1]} Kf1"

# ============ R2: Reti-Tartakower, Vienna 1910 (Caro-Kann), White touches his e4 knight in Black's turn
TR = "1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 6. dxe5 Qa5+ 7. Bd2"
b = sans(chess.Board(), TR)
ok(len(b.move_stack) == 13 and b.turn == B, 'R2: Reti-Tartakower to 7. Bd2, thirteen lawful plies, Black to move')
bw = b.copy(); bw.turn = W
ok(san_list(bw, legal_from(bw, 'e4')) != [] and not bw.is_pinned(W, sq('e4')),
   f'R2: when White touches it (in Black\'s turn) the e4 knight is free: {san_list(bw, legal_from(bw, "e4"))}')
b.push_san('Qxe5')
ok(b.turn == W and not b.is_check(), 'R2: 7... Qxe5 (the game move); White to move, not in check')
ok(b.is_pinned(W, sq('e4')) and legal_from(b, 'e4') == [] and pseudo_from(b, 'e4') != [],
   'R2: at White\'s turn the e4 knight is pinned against the e1 king by the e5 queen: every one of its moves would expose the king')
MV_K2 = san_list(b, king_moves(b))
ok(MV_K2 == ['O-O-O', 'Kd1', 'Ke2'], f'R2: the white king\'s lawful moves are {MV_K2} (castling on the queen\'s side among them)')
ok(chess.Move.from_uci('e1c1') in b.legal_moves, 'R2: O-O-O is lawful: neither king nor a1 rook has moved, b1-d1 are empty, c1-e1 unattacked')
m = b.parse_san('Nf3'); ok(b.is_legal(m), 'R2: 8. Nf3 (g1-f3) is a lawful move, neither of the touched knight nor of the king')
ok(checking_plies(TR + ' Qxe5 Nf3') == [12], 'R2: the only check in the record is 6... Qa5+ (ply 12), announced')
REC['R2'] = TR.replace('Qa5+', 'Qa5+ {[%check]}') + " {[%touch e4 white]} 7... Qxe5 8. Nf3"

# ============ R3: Ed. Lasker-Thomas, London 1912, 11. Qxh7+
TL_ = "1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 4. Bg5 Be7 5. Bxf6 Bxf6 6. e4 fxe4 7. Nxe4 b6 8. Ne5 O-O 9. Bd3 Bb7 10. Qh5 Qe7"
b = sans(chess.Board(), TL_)
ok(len(b.move_stack) == 20 and b.turn == W and not b.is_check(), 'R3: Ed. Lasker-Thomas to 10... Qe7, twenty lawful plies, White to move')
ok(at(b, 'h5') == P(Q_, W) and at(b, 'h7') == P(P_, B), 'R3: White\'s queen on h5, Black\'s pawn on h7')
m = b.parse_san('Qxh7+'); ok(b.is_legal(m) and b.gives_check(m), 'R3: 11. Qxh7+ is lawful and checks the g8 king')
ok(chess.Move.from_uci('h5g6') in b.legal_moves, 'R3: g6, the square Black says the queen was set down on, is itself a square the queen could reach')
b.push(m)
ok(at(b, 'h7') == P(Q_, W) and at(b, 'h5') is None and b.is_check(), 'R3: after it the queen stands on h7 and Black is in check')
ok(checking_plies(TL_ + ' Qxh7+') == [21], 'R3: the only check in the record is 11. Qxh7+ (ply 21), announced')
REC['R3'] = TL_ + " 11. {[%touch h5]} Qxh7+ {[%check]}"

# ============ R4: Kasparov-Topalov, Wijk aan Zee 1999, 18. Na5 called "check"
TK = ("1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. Be3 Bg7 5. Qd2 c6 6. f3 b5 7. Nge2 Nbd7 8. Bh6 Bxh6 9. Qxh6 Bb7 "
      "10. a3 e5 11. O-O-O Qe7 12. Kb1 a6 13. Nc1 O-O-O 14. Nb3 exd4 15. Rxd4 c5 16. Rd1 Nb6 17. g3 Kb8 18. Na5")
b = sans(chess.Board(), TK)
ok(len(b.move_stack) == 35 and b.turn == B, 'R4: Kasparov-Topalov to 18. Na5, thirty-five lawful plies, Black to move')
ok(not b.is_check(), 'R4: 18. Na5 gives no check: the a5 knight reaches b7, c6, c4 and b3, not b8')
ok(san_list(b, legal_from(b, 'b8')) != [], f'R4: the b8 king has lawful moves ({san_list(b, legal_from(b, "b8"))}), so the touch of it is a touch of a playable man')
ok(b.is_legal(b.parse_san('Ba8')), 'R4: 18... Ba8 (the game move) is lawful')
b.push_san('Ba8')
ok(b.is_legal(b.parse_san('Bh3')), 'R4: 19. Bh3 (the game move) is lawful')
b.push_san('Bh3')
ok(b.turn == B and at(b, 'b8') == P(K_, B), 'R4: after 19. Bh3 Black\'s king still stands on b8; Black to move')
ok(checking_plies(TK + ' Ba8 Bh3') == [], 'R4: no check at all is given in the record (the "check" said with 18. Na5 is false)')
REC['R4'] = TK + " {[%check]} {[%touch b8]} 18... Ba8 19. Bh3"

# ============ R6: Anderssen-Kieseritzky, London 1851 (the Immortal game), White touches Black's b5 pawn in Black's turn
TI = ("1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 9. Nf5 c6 10. g4 Nf6 "
      "11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3")
b = sans(chess.Board(), TI)
ok(len(b.move_stack) == 31 and b.turn == B, 'R6: the Immortal game to 16. Nc3, thirty-one lawful plies, Black to move')
ok(at(b, 'b5') == P(P_, B), 'R6: Black\'s pawn stands on b5 (from 11... cxb5)')
bw = b.copy(); bw.turn = W
ok(san_list(bw, captures_on(bw, 'b5')) == ['Nxb5'], 'R6: when White touches it, in Black\'s turn, the b5 pawn is attacked by the c3 knight')
ok(b.is_legal(b.parse_san('Bc5')), 'R6: 16... Bc5 (the game move) is lawful'); b.push_san('Bc5')
ok(b.turn == W and not b.is_check() and at(b, 'b5') == P(P_, B), 'R6: after 16... Bc5 the b5 pawn is still there; White to move, not in check')
MV_C6 = san_list(b, captures_on(b, 'b5'))
ok(MV_C6 == ['Nxb5'], f'R6: at White\'s turn the b5 pawn can be taken lawfully only by {MV_C6}')
MV_K6 = san_list(b, king_moves(b))
ok(MV_K6 == ['Ke1', 'Ke2', 'Kg2'], f'R6: the white king\'s lawful moves are {MV_K6} (f2 is covered by the c5 bishop)')
ok(b.is_legal(b.parse_san('Nd5')), 'R6: 17. Nd5 (the game move) is lawful and takes nothing')
ok(checking_plies(TI + ' Bc5 Nd5') == [6], 'R6: the only check in the record is 3... Qh4+ (ply 6), announced')
REC['R6'] = TI.replace('Qh4+', 'Qh4+ {[%check]}') + " {[%touch b5 white]} 16... Bc5 17. Nd5"

# ---------------------------------------------------------------- cases
RECS = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6']
CODES = ['twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847']
CASE_REC = {4101 + 6 * c + k: RECS[k] for c in range(5) for k in range(6)}
T, BO, PH, AL, LO = 4101, 4107, 4113, 4119, 4125
MOVES.update({
    T + 0: {'compel-move-touched-man': MV_N1}, BO + 0: {'compel-move-touched-man': MV_N1},
    PH + 0: {'compel-move-touched-man': MV_N1}, AL + 0: {'compel-move-touched-man': MV_N1},
    T + 1: {'move-king': MV_K2}, BO + 1: {'move-king': MV_K2}, PH + 1: {'move-king': MV_K2},
    AL + 1: {'move-king': MV_K2}, LO + 1: {'replace-and-move-king': MV_K2},
    BO + 5: {'compel-capture-of-touched-man': MV_C6}, PH + 5: {'compel-capture-of-touched-man': MV_C6},
    AL + 5: {'compel-capture-of-touched-man': MV_C6, 'move-king': MV_K6},
})
assert sorted(CASE_REC) == list(range(4101, 4131))
for n, r in CASE_REC.items():
    MOVES.setdefault(n, {})
    REC[n] = REC[r]
print(N[0], 'assertions passed')
