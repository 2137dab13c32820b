"""Findings of fact for the twenty-sixth set, asserted with python-chess, and every expected move
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
    for s in text.split():
        if s[0].isdigit(): continue
        b.push_san(s)
    return b
def at(b, s): return b.piece_at(sq(s))
def P(kind, color): return chess.Piece(kind, color)

# ============================================ SR-ODDS: knight given, left on b1, claim at ply 36
ODDS = ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Nbd2 a6 8. Bb3 Ba7 9. h3 h6 "
        "10. Re1 Re8 11. Nf1 Be6 12. Ng3 Bxb3 13. axb3 d5 14. exd5 Nxd5 15. Qe2 Qd6 16. Bd2 Rad8 "
        "17. Rad1 Nf4 18. Bxf4 exf4")
b = sans(chess.Board(), ODDS)
ok(len(b.move_stack) == 36 and b.turn == W, 'odds: the record is 36 plies, every move lawful with the full White army; White to move')
ok(b.move_stack[12].from_square == sq('b1'), "odds: the knight that should have been given (b1) was played at White's 7th move (Nbd2) and later went to g3")
ok(at(b, 'g3') == P(chess.KNIGHT, W), 'odds: that knight stands on g3 at the claim')
for n in (2603, 2607, 2613, 2619, 2625): REC[n] = ODDS
# 2609 / 2629: the same game without odds, then 19. Ne4 and White asks to put the knight on f5
b2 = b.copy()
ok(b2.parse_san('Ne4') in b2.legal_moves and b2.parse_san('Nf5') in b2.legal_moves, 'released: after 18... exf4 the g3 knight may go to e4 or f5')
b2.push_san('Ne4'); ok(at(b2, 'e4') == P(chess.KNIGHT, W) and b2.turn == B, "released: 19. Ne4 is played; Black has not moved")
for n in (2609, 2629): REC[n] = ODDS + ' 19. Ne4'
# 2602: the same game, 19. Rd1 takes its own d3 pawn; Black touches his queen and claims
b3 = b.copy()
ok(at(b3, 'd3') == P(chess.PAWN, W) and at(b3, 'd2') is None, 'own man: the d1 rook reaches d3 across an empty d2, where its own pawn stands')
MOVES[2602] = {'replace-and-move-king': san_list(b3, king_moves(b3))}
print('      2602 king moves before 19. Rxd3:', MOVES[2602]['replace-and-move-king'])
ok(len(legal_from(b3, 'd1')) > 0, 'own man: the d1 rook has lawful moves (a natural move can be given)')
apply_raw(b3, 'd1d3'); ok(at(b3, 'd3') == P(chess.ROOK, W) and b3.turn == B, 'own man: after {[%move d1d3]} the rook stands on d3 and the pawn is gone')
REC[2602] = ODDS + ' 19. {[%move d1d3]} {[%touch d6]}'

# ============================================ 2601 / 2623: queen's rook given, a black bishop on a1
CAST = ("1. e4 g6 2. d3 Bg7 3. Be3 Nc6 4. Qe2 d6 5. Nd2 e6 6. b3 Nge7 7. h3 O-O 8. g4 a6 9. Ngf3 b5 "
        "10. Bg2 Rb8 11. Rg1 Bb7 12. Nh4 Nb4 13. f4 Qd7 14. g5 f5 15. Nhf3 Ba1")
b = chess.Board(); b.remove_piece_at(sq('a1')); b.castling_rights &= ~chess.BB_A1
sans(b, CAST)
ok(len(b.move_stack) == 30 and at(b, 'a1') == P(chess.BISHOP, B), "odds castle: 30 plies; Black's g7 bishop has gone down the long diagonal to a1")
ok(all(at(b, s) is None for s in ('b1', 'c1', 'd1')) and at(b, 'e1') == P(chess.KING, W), 'odds castle: b1, c1, d1 are empty; the king is on e1')
ok(not any(m.from_square == sq('e1') for m in b.move_stack[::2]), 'odds castle: the White king has never moved')
ok(not b.is_check() and not b.is_attacked_by(B, sq('d1')) and not b.is_attacked_by(B, sq('c1')), 'odds castle: the king is not in check, and d1 and c1 are not attacked')
MOVES[2601] = {'move-king': san_list(b, king_moves(b, castling=False))}
print('      2601 king moves:', MOVES[2601]['move-king'])
for n in (2601, 2623): REC[n] = CAST + ' 16. {[%move e1c1]}'

# ============================================ SR-LATE: knight leaps like a bishop at ply 17
LATE_A = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3 dxc4"
LATE_B = ("9... Nxe5 10. dxe5 Nd5 11. Bxe7 Qxe7 12. Bxc4 Rd8 13. O-O b6 14. Qc2 Bb7 15. Rfd1 Rac8 "
          "16. a3 c5 17. Bxd5 Bxd5 18. Rxd5 Rxd5")
b = sans(chess.Board(), LATE_A)
ok(chess.Move.from_uci('c3e5') not in b.pseudo_legal_moves and at(b, 'd4') == P(chess.PAWN, W), 'late: c3-e5 is no knight move; it passes over the own d4 pawn like a bishop')
apply_raw(b, 'c3e5'); sans(b, LATE_B)
ok(len(b.move_stack) == 19 and b.turn == W,  # the raw move clears python-chess's stack: 16 + 1 + 19 = 36 plies
   'late: after the false move (ply 17) nineteen lawful plies follow, the first of them 9... Nxe5 by Black')
for n in (2610, 2630): REC[n] = LATE_A + ' 9. {[%move c3e5]} ' + LATE_B

# 2611: the same opening; White touches his king, then plays Bxc4
b = sans(chess.Board(), LATE_A)
MOVES[2611] = {'compel-move-touched-man': san_list(b, king_moves(b))}
print('      2611 king moves (castling included):', MOVES[2611]['compel-move-touched-man'])
ok(len(MOVES[2611]['compel-move-touched-man']) >= 2, 'touched king: the e1 king has lawful moves')
ok(b.parse_san('Bxc4') in b.legal_moves, 'touched king: 9. Bxc4 is lawful')
REC[2611] = LATE_A + ' 9. {[%touch e1]} Bxc4'

# ============================================ SR-EP: d7-d5 beside the e5 pawn at ply 32
EP = ("1. e4 c5 2. Nf3 e6 3. d4 cxd4 4. Nxd4 Nc6 5. Nxc6 bxc6 6. Bd3 Ne7 7. O-O Ng6 8. f4 Bc5+ "
      "9. Kh1 O-O 10. e5 Qc7 11. Nd2 a5 12. Nb3 Bb6 13. Qh5 Ba6 14. Bxa6 Rxa6 15. Bd2 Ne7 16. Rae1 d5")
b = sans(chess.Board(), EP)
ok(len(b.move_stack) == 32 and b.move_stack[-1].from_square == sq('d7'), "ep: 16... d5 is the d-pawn's first move, at ply 32")
caps = [m for m in b.legal_moves if b.is_capture(m) and (m.to_square == sq('d5') or b.is_en_passant(m))]
ok([b.san(m) for m in caps] == ['exd6'] and b.is_en_passant(caps[0]), 'ep: the d5 pawn can be taken only in passing, by the e5 pawn (exd6)')
MOVES['ep'] = {'compel-capture-of-touched-man': ['exd6']}
for n in (2618, 2621, 2627): MOVES[n] = MOVES['ep']
ok(b.parse_san('Rf3') in b.legal_moves, 'ep: 17. Rf3 is lawful')
for n in (2618, 2621, 2627): REC[n] = EP + ' 17. {[%touch d5]} Rf3'
REC[2605] = EP + ' 17. exd6'
b.push_san('exd6'); ok(at(b, 'd5') is None and at(b, 'd6') == P(chess.PAWN, W), '2605: 17. exd6 takes the d5 pawn in passing')

# ============================================ SR-PAWN: pinned e-pawn steps two with check
FEN_PAWN = '8/pp6/8/1b3k2/8/8/4P1PP/5K2 w - - 0 1'
b = chess.Board(FEN_PAWN)
ok(b.is_valid() and not b.is_check(), 'pawn: the start position is valid; White is not in check')
ok(chess.Move.from_uci('e2e4') not in b.legal_moves and chess.Move.from_uci('e2e3') not in b.legal_moves, 'pawn: the e2 pawn is pinned by the b5 bishop: neither e3 nor e4 is lawful (it has no lawful move)')
KM = san_list(b, king_moves(b))
print('      pawn: king moves before e4:', KM)
ok(KM == ['Ke1', 'Kg1', 'Kf2'], 'pawn: before e2-e4 the king can go to e1, g1 or f2')
c = b.copy(); apply_raw(c, 'e2e4')
ok(c.is_check() and c.checkers() == chess.SquareSet([sq('e4')]), 'pawn: after e2-e4 the pawn checks the f5 king')
ok(c.is_attacked_by(B, sq('f1')), "pawn: and the b5 bishop now attacks White's f1 king")
for n in (2604, 2608, 2614, 2620, 2626):
    FEN[n] = FEN_PAWN; REC[n] = '1. {[%move e2e4]} {[%check]}'
for n in (2608, 2614): MOVES[n] = {'move-king': KM}
for n in (2604, 2626): MOVES[n] = {'replace-and-move-king': KM}
MOVES[2620] = {'move-king': KM}

# ============================================ SR-PINNED: discovered check by a pinned rook
FEN_PIN = 'r4k2/pp2b1pp/8/5N2/8/8/P4RPP/6K1 b - - 0 1'
b = chess.Board(FEN_PIN)
ok(b.is_valid() and not b.is_check(), 'pinned: the start position is valid, Black to move')
b.push_san('Bc5'); ok(b.is_pinned(W, sq('f2')), "pinned: 1... Bc5 pins White's f2 rook to the g1 king")
ok(not b.gives_check(b.parse_san('Nh4')) or b.piece_at(sq('f5')) is not None, 'pinned: the f5 knight screens the f-file before it moves')
b.push_san('Nh4')
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('f2')]), 'pinned: after 2. Nh4 the pinned f2 rook gives check up the open f-file: it is check')
ok(b.parse_san('Kg8') in b.legal_moves and b.parse_san('Ke8') in b.legal_moves, 'pinned: Black may not stay on f8; Kg8 is lawful')
b.push_san('Kg8')
for n in (2612, 2617, 2622, 2628):
    FEN[n] = FEN_PIN; REC[n] = '1... Bc5 2. Nh4 {[%check]} Kg8'

# ============================================ 2615: fifty moves, rook against king (Philidor)
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
def movetext(sans_list):
    out = []; n = 1
    for i, s in enumerate(sans_list):
        if i % 2 == 0: out.append(f'{n}. {s}')
        else: out.append(s); n += 1
    return ' '.join(out)
FEN_RK = '8/8/3k4/8/8/8/1R6/4K3 w - - 0 1'
b = chess.Board(FEN_RK)
line, end = walk_no_pawn(b, 100)
ok(len(line) == 100 and not end.is_checkmate() and end.fullmove_number == 51, 'fifty: king and rook against king; 50 moves each from the request, no mate, no capture, no check')
FEN[2615] = FEN_RK; REC[2615] = '{[%fifty black]} ' + movetext(line)

# ============================================ 2616: touched rook whose only move gives check
FEN_XV = '6k1/RP3ppp/K7/8/8/8/4r3/8 w - - 0 1'
b = chess.Board(FEN_XV)
ok(b.is_valid() and not b.is_check(), 'XV: valid; White not in check')
rm = legal_from(b, 'a7'); ok([b.san(m) for m in rm] == ['Ra8+'], 'XV: the a7 rook has one lawful move, Ra8, and it gives check')
c = b.copy(); c.push(rm[0]); ok(not c.is_checkmate() and c.parse_san('Re8') in c.legal_moves, 'XV: Ra8+ is no mate (Re8 interposes)')
ok(b.parse_san('Kb6') in b.legal_moves, 'XV: Kb6 is lawful')
FEN[2616] = FEN_XV; REC[2616] = '1. {[%touch a7]} Kb6'

# ============================================ 2606: perpetual check (twenty laws)
FEN_PERP = '6k1/5pp1/7p/8/8/8/rq3PPP/3Q2K1 w - - 0 1'
b = chess.Board(FEN_PERP)
ok(b.is_valid() and not b.is_check(), 'perpetual: valid; Black has a rook more')
PERP = '1. Qd8+ Kh7 2. Qd3+ Kg8 3. Qd8+ Kh7 4. Qd3+ Kg8 5. Qd8+ Kh7 6. Qd3+ Kg8'
keys = []
for s in PERP.split():
    if s[0].isdigit(): continue
    b.push_san(s); keys.append(b.board_fen() + str(b.turn))
ok(all(b.move_stack[i].to_square in (sq('d8'), sq('d3')) for i in range(0, 12, 2)) and keys.count(keys[-1]) == 3, 'perpetual: every White move checks; the position after 6... Kg8 has stood three times')
ok(not b.is_checkmate() and b.can_claim_threefold_repetition(), 'perpetual: no mate; (a modern threefold claim would lie)')
FEN[2606] = FEN_PERP; REC[2606] = PERP

# ============================================ 2624: pawn set down on b8 and left a pawn
FEN_B8 = '8/4k3/8/1P6/8/8/5K2/8 w - - 0 1'
b = chess.Board(FEN_B8); sans(b, '1. b6 Kd6 2. b7 Kc7')
ok(at(b, 'b7') == P(chess.PAWN, W) and b.turn == W, 'b8: the pawn stands on b7, White to move')
apply_raw(b, 'b7b8'); ok(at(b, 'b8') == P(chess.PAWN, W), 'b8: after {[%move b7b8]} a White pawn stands on the last square')
FEN[2624] = FEN_B8; REC[2624] = '1. b6 Kd6 2. b7 Kc7 3. {[%move b7b8]}'

print(N[0], 'findings asserted')
