"""Findings of fact for the thirty-second set, asserted with python-chess, and every expected move list
(sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py"""
import os, sys, re, random
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

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
def names(bb): return sorted(chess.square_name(s) for s in chess.SquareSet(bb))
def pseudo_only(b, uci):
    m = chess.Move.from_uci(uci)
    return m in b.pseudo_legal_moves and m not in b.legal_moves
def not_a_move(b, uci):
    return chess.Move.from_uci(uci) not in b.pseudo_legal_moves

# ================================================================ 3201 twenty-laws: QGD, the queen "takes" her own d4 pawn
T1 = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6"
b = sans(chess.Board(), T1)
ok(len(b.move_stack) == 14 and b.turn == W, '3201: QGD Tartakower, 14 lawful plies, White to move')
ok(at(b, 'd4') == P(P_, W) and at(b, 'd2') is None and at(b, 'd3') is None, '3201: d2 and d3 empty, White\'s own pawn on d4')
ok(not_a_move(b, 'd1d4'), '3201: Qd1-d4 is no move: d4 holds White\'s own pawn')
T1_Q = san_list(b, legal_from(b, 'd1'))
T1_K = san_list(b, king_moves(b))
ok(T1_K == ['Kd2', 'Ke2'], f'3201: with the queen put back, White\'s king has {T1_K}')
ok(len(T1_Q) > 0, f'3201: the queen has lawful moves from d1: {T1_Q}')
b2 = b.copy(); apply_raw(b2, 'd1d4')
ok(at(b2, 'd4') == P(Q_, W) and not b2.is_check() and len(b2.pieces(P_, W)) == 7, '3201: after it the queen stands on d4 and White has seven pawns; nobody in check')
REC[3201] = T1 + " 8. {[%move d1d4]}"
MOVES[3201] = {'replace-and-move-king': T1_K}

# ================================================================ 3202 twenty-laws: Ruy Lopez Breyer, Nb1-d3 (not a knight's move), Black replies
T2 = ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 "
      "10. d4 Nbd7")
b = sans(chess.Board(), T2)
ok(len(b.move_stack) == 20 and b.turn == W, '3202: Ruy Lopez, Breyer, 20 lawful plies, White to move')
ok(not_a_move(b, 'b1d3') and at(b, 'd3') is None, '3202: b1-d3 is not a knight\'s move (d3 is empty): a false move')
b2 = b.copy(); apply_raw(b2, 'b1d3')
ok(chess.Move.from_uci('c8b7') in b2.legal_moves, '3202: after it Black plays 11... Bb7, a lawful move')
REC[3202] = T2 + " 11. {[%move b1d3]} Bb7"

# ================================================================ 3203 twenty-laws: K+Q v K, notice, fifty moves each without mate
F3 = '8/8/8/4k3/8/8/8/3QK3 b - - 0 1'
rng = random.Random(3203)
b = chess.Board(F3)
ok(b.is_valid() and not b.is_check(), '3203: the set-up is lawful, Black to move')
moves = []
for ply in range(100):
    cands = []
    for m in b.legal_moves:
        c = b.copy(); c.push(m)
        if c.is_checkmate() or c.is_stalemate(): continue
        if b.is_capture(m): continue
        if b.turn == W and c.is_attacked_by(B, c.pieces(Q_, W).pop()) and not c.is_attacked_by(W, c.pieces(Q_, W).pop()): continue
        if c.is_check(): continue    # no checks: nothing to announce
        cands.append(m)
    m = rng.choice(sorted(cands, key=lambda x: x.uci()))
    moves.append(b.san(m)); b.push(m)
ok(len(b.piece_map()) == 3 and b.pieces(Q_, W), '3203: after a hundred plies White still has king and queen, Black the bare king')
ok(not b.is_checkmate() and not b.is_stalemate(), '3203: no mate (and no stalemate) after fifty moves on each side')
b = chess.Board(F3); cnt_w = cnt_b = 0
for s in moves:
    m = b.parse_san(s); ok_ = not b.is_capture(m) and not b.gives_check(m)
    assert ok_; cnt_w += b.turn == W; cnt_b += b.turn == B; b.push(m)
ok(cnt_w == 50 and cnt_b == 50, '3203: fifty moves by each player after the notice, none a capture or a check')
txt = ''
for i, s in enumerate(moves):
    if i == 0: txt += '{[%fifty black]} 1... ' + s
    elif i % 2 == 1: txt += f' {(i + 1) // 2 + 1}. ' + s
    else: txt += ' ' + s
REC[3203] = txt; FEN[3203] = F3

# ================================================================ 3204 twenty-laws: knight odds, the b1 knight left on; Four Knights; noticed after four moves each
T4 = "1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. Bb5 Bb4"
b = sans(chess.Board(), T4)
ok(len(b.move_stack) == 8 and b.turn == W, '3204: Four Knights, four moves on each side (8 plies), White to move')
ok(at(b, 'c3') == P(N_, W), '3204: the knight that should have been given (b1) stands on c3')
REC[3204] = T4

# ================================================================ 3205 twenty-laws: pawn and three moves: 1. e4 2. Bc4 3. Qh5+
b = chess.Board(); b.remove_piece_at(sq('f7'))
for s in ['e4', 'Bc4', 'Qh5']:
    b.push_san(s); b.turn = W
b.turn = B
ok(at(b, 'h5') == P(Q_, W) and chess.square_rank(sq('h5')) == 4, '3205: the third move puts the queen on h5, the fifth rank: Black\'s half')
ok(b.is_check() and names(b.checkers()) == ['h5'], '3205: with the f7 pawn given, Qh5 checks the e8 king, as law 15\'s own example does')
ok(chess.square_rank(sq('e4')) == 3 and chess.square_rank(sq('c4')) == 3, '3205: e4 and c4 are on the fourth rank, White\'s own half')
REC[3205] = "1. e4 2. Bc4 3. Qh5+ {[%check]}"

# ================================================================ 3206 twenty-laws: a second queen
F6 = '8/1P5k/8/8/8/6P1/5PKP/3Q4 w - - 0 1'
b = chess.Board(F6)
ok(b.is_valid() and not b.is_check(), '3206: the set-up is lawful, White to move')
m = b.parse_san('b8=Q'); b.push(m)
ok(len(b.pieces(Q_, W)) == 2 and not b.is_check(), '3206: b8=Q gives White a second queen; no check')
REC[3206] = "1. b8=Q"; FEN[3206] = F6

# ================================================================ 3207 boys-own: Moeller attack; the pinned e7 knight touched; Bxg5 played
T7 = ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ {[%check]} 7. Nc3 Nxe4 8. O-O Bxc3 "
      "9. d5 Bf6 10. Re1 Ne7 11. Rxe4 d6 12. Bg5")
b = sans(chess.Board(), T7)
ok(len(b.move_stack) == 23 and b.turn == B, '3207: Moeller attack, 23 lawful plies, Black to move')
ok(all(at(b, s) is None for s in ('e5', 'e6')) and at(b, 'e4') == P(R_, W) and at(b, 'e8') == P(K_, B), '3207: the e4 rook, e5 and e6 empty, the e7 knight, the e8 king')
ok(b.is_pinned(B, sq('e7')) and legal_from(b, 'e7') == [], '3207: the e7 knight is pinned to its king by the e4 rook: every move of it would discover check')
T7_K = san_list(b, king_moves(b))
ok(T7_K == ['Kd7', 'Kf8', 'O-O'], f'3207: Black\'s king moves: {T7_K}')
ok(chess.Move.from_uci('f6g5') in b.legal_moves, '3207: Bxg5 is lawful')
REC[3207] = T7 + " {[%touch e7]} Bxg5"
MOVES[3207] = {'move-king': T7_K}

# ================================================================ 3208 boys-own: QGA, the queen takes on d7 over her own d4 pawn
T8 = "1. d4 d5 2. c4 dxc4 3. e3 e5 4. Bxc4 exd4 5. exd4 Nf6 6. Nf3 Be7 7. O-O O-O 8. Nc3 Nbd7"
b = sans(chess.Board(), T8)
ok(len(b.move_stack) == 16 and b.turn == W, '3208: Queen\'s Gambit Accepted, 16 lawful plies, White to move')
ok(at(b, 'd4') == P(P_, W) and at(b, 'd7') == P(N_, B) and not_a_move(b, 'd1d7'), '3208: Qd1xd7 would pass over White\'s own d4 pawn: not a capture the queen can make')
T8_K = san_list(b, king_moves(b))
ok(T8_K == ['Kh1'], f'3208: with the queen put back, White\'s king has {T8_K}')
ok([m for m in b.legal_moves if m.to_square == sq('d7')] == [], '3208: no White man can lawfully take on d7')
REC[3208] = T8 + " 9. {[%move d1d7]}"
MOVES[3208] = {'move-king': T8_K}

# ================================================================ 3209 boys-own: perpetual check claimed as a draw
F9 = '6k1/6p1/8/8/8/8/rr3PPP/4Q1K1 w - - 0 1'
b = chess.Board(F9)
ok(b.is_valid() and not b.is_check(), '3209: the set-up is lawful, White to move')
for s, only in [('Qe8+', None), ('Kh7', None), ('Qh5+', None), ('Kg8', None), ('Qe8+', None), ('Kh7', None), ('Qh5+', None), ('Kg8', None)]:
    m = b.parse_san(s)
    if b.turn == B:
        ok([b.san(x) for x in b.legal_moves] == [s], f'3209: {s} is Black\'s only move')
    b.push(m)
    if b.turn == B: ok(b.is_check(), f'3209: {s} is check')
ok(b.is_repetition(2) and b.board_fen() == '6k1/6p1/8/7Q/8/8/rr3PPP/6K1', '3209: after 4... Kg8 the position after 2... Kg8 stands again (queen h5, king g8), White to move')
ok(not b.is_check() and b.is_attacked_by(W, sq('e8')), '3209: and the queen can check from e8 again')
REC[3209] = "1. Qe8+ {[%check]} Kh7 2. Qh5+ {[%check]} Kg8 3. Qe8+ {[%check]} Kh7 4. Qh5+ {[%check]} Kg8"
FEN[3209] = F9

# ================================================================ 3210 boys-own: Ruy Breyer; White touches the b5 pawn, which nothing takes, then plays Kh1
b = sans(chess.Board(), T2)
ok([m for m in b.legal_moves if m.to_square == sq('b5')] == [], '3210: no White man can take the b5 pawn')
T10_K = san_list(b, king_moves(b))
ok(T10_K == ['Kf1', 'Kh1', 'Kh2'], f'3210: White\'s king moves: {T10_K}')
REC[3210] = T2 + " 11. {[%touch b5]} Kh1"

# ================================================================ 3211 boys-own: stalemate with a pinned knight
F11 = 'k7/1nK5/8/1P1B4/8/8/8/8 w - - 0 1'
b = chess.Board(F11)
ok(b.is_valid() and not b.is_check() and b.is_pinned(B, sq('b7')), '3211: the set-up is lawful, White to move; the b7 knight is pinned by the d5 bishop')
b.push_san('b6')
ok(b.is_stalemate() and not b.is_check(), '3211: after 1. b6 Black is not in check and has no lawful move: stalemate')
ok(b.is_pinned(B, sq('b7')) and len(list(b.pseudo_legal_moves)) > 0, '3211: the b7 knight has squares (a5, c5, d6, d8) but is pinned to its king along a8-d5')
ok(b.is_attacked_by(W, sq('a7')) and b.is_attacked_by(W, sq('b8')), '3211: a7 is held by the b6 pawn and b8 by the c7 king')
REC[3211] = "1. b6"; FEN[3211] = F11

# ================================================================ 3212 boys-own: French Exchange; 7. Re1 with a false "check"; Kh8; 8. Bg5; then Black claims
T12 = "1. e4 e6 2. d4 d5 3. exd5 exd5 4. Bd3 Bd6 5. Nf3 Nf6 6. O-O O-O 7. Re1"
b = sans(chess.Board(), T12)
ok(len(b.move_stack) == 13 and b.turn == B and not b.is_check(), '3212: French Exchange, 7. Re1, 13 lawful plies: Black, castled on g8, is not in check')
ok(all(at(b, f'e{r}') is None for r in range(2, 9)), '3212: the e-file is open to e8, but the king is on g8')
b.push_san('Kh8'); b.push_san('Bg5')
ok(len(b.move_stack) == 15 and b.turn == B, '3212: 7... Kh8 8. Bg5: White has completed his next move')
REC[3212] = T12 + " {[%check]} Kh8 8. Bg5"

# ================================================================ 3213 philidor: Caro-Kann; 9... Bxd3 and White castles across f1, which the d3 bishop attacks
T13 = "1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Bf5 5. Ng3 Bg6 6. h4 h6 7. Nf3 Nd7 8. h5 Bh7 9. Bd3 Bxd3"
b = sans(chess.Board(), T13)
ok(len(b.move_stack) == 18 and b.turn == W and not b.is_check(), '3213: Caro-Kann, 18 lawful plies, White to move, not in check')
ok(at(b, 'f1') is None and at(b, 'g1') is None and b.has_kingside_castling_rights(W), '3213: f1 and g1 empty; neither the e1 king nor the h1 rook has moved')
ok(names(b.attackers(B, sq('f1'))) == ['d3'] and not b.is_attacked_by(B, sq('g1')), '3213: f1, the square the king passes, is attacked by the d3 bishop; g1 is not attacked')
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, '3213: castling is therefore not a lawful move')
T13_R = san_list(b, legal_from(b, 'h1')); T13_K = san_list(b, king_moves(b))
ok(T13_R == ['Rf1', 'Rg1', 'Rh2', 'Rh3', 'Rh4'] and T13_K == ['Kd2'], f'3213: with king and rook put back, the h1 rook has {T13_R} and the king {T13_K}')
REC[3213] = T13 + " 10. {[%move e1g1]}"
MOVES[3213] = {'move-rook': T13_R, 'move-king': T13_K}

# ================================================================ 3214 philidor: the pinned rook can slide along its pin: no stalemate
F14 = 'k7/8/1K6/r3N3/8/8/8/R7 w - - 0 1'
b = chess.Board(F14)
ok(b.is_valid() and not b.is_check(), '3214: the set-up is lawful, White to move')
b.push_san('Nd7')
ok(not b.is_check() and all(b.is_attacked_by(W, sq(x)) for x in ('a7', 'b7', 'b8')), '3214: after 1. Nd7 Black is not in check and his king cannot stir (a7, b7 by the king, b8 by the knight)')
ok(b.is_pinned(B, sq('a5')), '3214: the a5 rook is pinned to its king by the a1 rook')
T14 = san_list(b, list(b.legal_moves))
ok(T14 == ['Rxa1', 'Ra2', 'Ra3', 'Ra4', 'Ra6+', 'Ra7'] and not b.is_stalemate(), f'3214: but the pinned rook slides along the a-file: {T14}: no stalemate')
REC[3214] = "1. Nd7"; FEN[3214] = F14

# ================================================================ 3215 philidor: Black's queen's bishop forgotten; Ruy Lopez Chigorin; noticed after ten moves each
F15 = 'rn1qkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
T15 = ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5 "
       "10. Bc2 c5")
b = sans(chess.Board(F15), T15)
ok(len(b.move_stack) == 20 and b.turn == W, '3215: from the set-up without the c8 bishop, 20 lawful plies (ten each), White to move')
ok(at(b, 'c8') is None, '3215: c8, the forgotten bishop\'s square, is empty, so it can be set again in its place')
REC[3215] = T15; FEN[3215] = F15

# ================================================================ 3216 philidor: Budapest; 4... Bb4 checks without warning; 5. Nf3 ignores it; 5... Nc6 with "check"
T16a = "1. d4 Nf6 2. c4 e5 3. dxe5 Ng4 4. Bf4 Bb4+"
b = sans(chess.Board(), T16a)
ok(b.is_check() and names(b.checkers()) == ['b4'], '3216: 4... Bb4 checks the e1 king (d2 empty)')
m = chess.Move.from_uci('g1f3')
ok(pseudo_only(b, 'g1f3'), '3216: 5. Nf3 does nothing against the check: it is playable only because the check was not announced')
T16_PARRY = san_list(b, list(b.legal_moves))
b.push(m)
ok(chess.Move.from_uci('b8c6') in b.pseudo_legal_moves, '3216: 5... Nc6 is a move Black can make')
b.push_san('Nc6')
ok(b.is_attacked_by(B, sq('e1')) and names(b.attackers(B, sq('e1'))) == ['b4'], '3216: after 5... Nc6 White\'s king still stands in the b4 bishop\'s check')
ok(T16_PARRY == ['Nd2', 'Nc3', 'Qd2', 'Bd2'], f'3216: the ways to meet the check after the retraction: {T16_PARRY}')
REC[3216] = "1. d4 Nf6 2. c4 e5 3. dxe5 Ng4 4. Bf4 Bb4+ 5. Nf3 Nc6 {[%check]}"
MOVES[3216] = {'retract-both-last-moves': T16_PARRY}

# ================================================================ 3217 philidor: Sicilian Dragon, Bc4 quitted, White asks for Be2
T17 = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 g6 6. Bc4"
b = sans(chess.Board(), T17)
ok(len(b.move_stack) == 11 and b.turn == B and at(b, 'c4') == P(B_, W), '3217: Sicilian Dragon, 6. Bc4, eleven lawful plies')
REC[3217] = T17

# ================================================================ 3218 philidor: the previous game was begun by White and decided; White begins again
T18 = "1. e4 c5 2. Nf3 d6"
b = sans(chess.Board(), T18)
ok(len(b.move_stack) == 4, '3218: 1. e4 c5 2. Nf3 d6: White made the first move')
REC[3218] = T18

# ================================================================ 3219 acknowledged: Scandinavian; 10. Bb5 with a false "check"; Black touches his king, then takes the bishop
T19 = ("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3 c6 6. Bc4 Bf5 7. Bd2 e6 8. Nd5 Qd8 "
       "9. Nxf6+ gxf6 10. Bb5")
b = sans(chess.Board(), T19[:T19.index(' 10. Bb5')])
ok(len(b.move_stack) == 18 and b.turn == W, '3219: Scandinavian, 18 lawful plies before 10. Bb5')
b.push_san('Bb5')
ok(not b.is_check() and at(b, 'c6') == P(P_, B), '3219: 10. Bb5 gives no check: the c6 pawn stands between b5 and e8')
ok(chess.Move.from_uci('c6b5') in b.legal_moves, '3219: 10... cxb5 is lawful')
ok(san_list(b, king_moves(b)) == ['Kd7', 'Ke7'], '3219: the e8 king had two moves, Kd7 and Ke7')
REC[3219] = "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3 c6 6. Bc4 Bf5 7. Bd2 e6 8. Nd5 Qd8 9. Nxf6+ {[%check]} gxf6 10. Bb5 {[%check]} {[%touch e8]} cxb5"

# ================================================================ 3220 acknowledged: White's f1 bishop and g1 knight set on each other's squares; Black began; White claims after Black's fourth move
F20 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR b KQkq - 0 1'
T20 = "1... e5 2. e4 Nc6 3. Nc3 Nf6 4. d3 Bc5"
b = chess.Board(F20)
ok(b.is_valid() and b.turn == B, '3220: the set-up, with N on f1 and B on g1, Black to move')
sans(b, T20)
ok(len(b.move_stack) == 7 and b.turn == W, '3220: Black has played four moves (1... to 4...), White three (2. to 4.); White to move')
ok(at(b, 'f1') == P(N_, W) and at(b, 'g1') == P(B_, W), '3220: the knight still on f1 and the bishop on g1')
REC[3220] = T20; FEN[3220] = F20

# ================================================================ 3221 acknowledged: the Opera game; 9... O-O-O over the b8 knight
T21 = "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5"
b = sans(chess.Board(), T21)
ok(len(b.move_stack) == 17 and b.turn == B and not b.is_check(), '3221: Morphy\'s Opera game to 9. Bg5, 17 lawful plies, Black to move, not in check')
ok(at(b, 'b8') == P(N_, B) and at(b, 'c8') is None and at(b, 'd8') is None, '3221: c8 and d8 empty, Black\'s knight still on b8, between king and rook')
ok(b.has_queenside_castling_rights(B) and chess.Move.from_uci('e8c8') not in b.legal_moves, '3221: neither king nor rook has moved, yet castling on the queen\'s side is not lawful')
ok(not b.is_attacked_by(W, sq('d8')) and not b.is_attacked_by(W, sq('c8')), '3221: d8 and c8 are not attacked (the f6 knight shuts the g5 bishop off d8): only the knight bars it')
b2 = b.copy(); apply_raw(b2, 'e8c8')
ok(at(b2, 'c8') == P(K_, B) and at(b2, 'd8') == P(R_, B) and at(b2, 'b8') == P(N_, B), '3221: after it the king is on c8, the rook on d8, the knight still on b8')
REC[3221] = T21 + " {[%move e8c8]}"

# ================================================================ 3222 acknowledged: Petrov; White moves Black's e4 knight to f6
T22 = "1. e4 e5 2. Nf3 Nf6 3. Nxe5 d6 4. Nf3 Nxe4 5. d4 d5 6. Bd3 Be7 7. O-O Nc6"
b = sans(chess.Board(), T22)
ok(len(b.move_stack) == 14 and b.turn == W, '3222: Petrov, 14 lawful plies, White to move')
T22_TAKE = san_list(b, [m for m in b.legal_moves if m.to_square == sq('e4')])
ok(T22_TAKE == ['Bxe4'], f'3222: on e4 the knight can be taken: {T22_TAKE}')
T22_K = san_list(b, king_moves(b))
ok(T22_K == ['Kh1'], f'3222: White\'s king moves: {T22_K}')
b2 = b.copy(); apply_raw(b2, 'e4f6'); b2.turn = B
ok(at(b2, 'f6') == P(N_, B) and at(b2, 'e4') is None, '3222: the knight set on f6 by White\'s hand')
REC[3222] = T22 + " 8. {[%move e4f6 white]}"
MOVES[3222] = {'compel-capture-of-touched-man': T22_TAKE, 'move-king': T22_K}

# ================================================================ 3223 acknowledged: King's Indian; 9... Bc8-h3 over the d7 knight
T23 = "1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6 5. Nf3 O-O 6. Be2 e5 7. O-O Nc6 8. d5 Ne7 9. Ne1 Nd7"
b = sans(chess.Board(), T23)
ok(len(b.move_stack) == 18 and b.turn == W, '3223: King\'s Indian, Mar del Plata, 18 lawful plies')
b.push_san('f3')
ok(at(b, 'e7') == P(N_, B) and not_a_move(b, 'd8h4'), '3223: after 10. f3, Qd8-h4 would pass over Black\'s own e7 knight: a false move')
T23_Q = san_list(b, legal_from(b, 'd8')); T23_K = san_list(b, king_moves(b))
ok(T23_Q == ['Qe8'] and T23_K == ['Kh8'], f'3223: the queen\'s one lawful move is {T23_Q}; the king has {T23_K}')
b2 = b.copy(); apply_raw(b2, 'd8h4')
ok(at(b2, 'h4') == P(Q_, B) and not b2.is_check(), '3223: after it the queen stands on h4; White is not in check')
REC[3223] = T23 + " 10. f3 {[%move d8h4]}"
MOVES[3223] = {'move-correctly': T23_Q, 'move-king': T23_K}

# ================================================================ 3224 acknowledged: Slav; White touches the f3 knight, says j'adoube, plays Qe2
T24 = "1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 dxc4 5. a4 Bf5 6. e3 e6 7. Bxc4 Bb4 8. O-O O-O"
b = sans(chess.Board(), T24)
ok(len(b.move_stack) == 16 and b.turn == W, '3224: Slav, 16 lawful plies, White to move')
T24_N = san_list(b, legal_from(b, 'f3'))
ok(len(T24_N) > 0 and chess.Move.from_uci('d1e2') in b.legal_moves, f'3224: the f3 knight has lawful moves {T24_N}; Qe2 is lawful')
REC[3224] = T24 + " 9. {[%touch f3]} {[%adjust f3]} Qe2"
MOVES[3224] = {'compel-move-touched-man': T24_N}

# ================================================================ 3225 london: King's Gambit, Kieseritzky, the g1 knight (given) left on; Black claims after five moves each
T25 = "1. e4 e5 2. f4 exf4 3. Nf3 g5 4. h4 g4 5. Ne5 Nf6"
b = sans(chess.Board(), T25)
ok(len(b.move_stack) == 10 and b.turn == W and at(b, 'e5') == P(N_, W), '3225: Kieseritzky gambit, five moves each; the g1 knight, which should have been given, stands on e5')
REC[3225] = T25

# ================================================================ 3226 london: Tarrasch; 10... Qd8xd4 over her own d5 pawn, filed as a false move
T26 = "1. d4 d5 2. c4 e6 3. Nc3 c5 4. cxd5 exd5 5. Nf3 Nc6 6. g3 Nf6 7. Bg2 Be7 8. O-O O-O 9. Bg5 cxd4 10. Nxd4"
b = sans(chess.Board(), T26)
ok(len(b.move_stack) == 19 and b.turn == B, '3226: Tarrasch defence, 19 lawful plies, Black to move')
ok(at(b, 'd5') == P(P_, B) and at(b, 'd4') == P(N_, W) and not_a_move(b, 'd8d4'), '3226: Qd8xd4 would pass over Black\'s own d5 pawn: not a capture the queen can make')
T26_TAKE = san_list(b, [m for m in b.legal_moves if m.to_square == sq('d4')])
T26_Q = san_list(b, legal_from(b, 'd8'))
ok(T26_TAKE == ['Nxd4'], f'3226: the man that can lawfully take on d4: {T26_TAKE}')
ok(len(T26_Q) > 0, f'3226: the queen\'s lawful moves: {T26_Q}')
REC[3226] = T26 + " {[%move d8d4]}"
MOVES[3226] = {'capture-with-legal-capturer': T26_TAKE, 'move-touched-capturer': T26_Q}

# ================================================================ 3227 london: Najdorf, English attack; 8. f3 and Qd2 at once
T27 = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3"
b = sans(chess.Board(), T27)
ok(len(b.move_stack) == 15 and b.turn == B, '3227: Najdorf, English attack, 15 lawful plies, Black to move')
b.turn = W
ok(chess.Move.from_uci('d1d2') in b.legal_moves, '3227: Qd2 is a move White could make had it been his turn')
REC[3227] = T27 + " {[%move d1d2 white]}"

# ================================================================ 3228 london: Winawer; 5... Bxc3+ not announced, unnoticed for two moves on each side
T28 = "1. e4 e6 2. d4 d5 3. Nc3 Bb4 4. e5 c5 5. a3 Bxc3+"
b = sans(chess.Board(), T28)
ok(b.is_check() and names(b.checkers()) == ['c3'], '3228: 5... Bxc3 checks the e1 king along c3-d2-e1')
T28_PARRY = san_list(b, list(b.legal_moves))
ok(T28_PARRY == ['Bd2', 'Qd2', 'Ke2', 'bxc3'], f'3228: the ways to meet the check: {T28_PARRY}')
for s_ in ['g1f3', 'g8e7', 'f1d3', 'b8c6']:
    m = chess.Move.from_uci(s_); assert m in b.pseudo_legal_moves; b.push(m)
ok(b.is_check() and names(b.checkers()) == ['c3'] and b.turn == W, '3228: after 6. Nf3 Ne7 7. Bd3 Nbc6 White\'s king still stands in the c3 bishop\'s check')
REC[3228] = T28 + " 6. Nf3 Ne7 7. Bd3 Nbc6"
MOVES[3228] = {'retract-to-point-of-check': T28_PARRY}

# ================================================================ 3229 london: White undertook to mate with the pawn; Black asks for a limit
F29 = '7k/8/5K2/6P1/8/8/8/1Q6 w - - 0 1'
b = chess.Board(F29)
ok(b.is_valid() and not b.is_check(), '3229: the set-up is lawful, White to move')
T29 = "1. Qb7 Kg8 2. Qa8+ {[%check]} Kh7 3. Qa1 Kg8 4. Qb1 Kh8 5. Qa2 Kh7 6. Qa3 Kh8"
sans(b, T29)
ok(not b.is_checkmate() and not b.is_stalemate() and b.turn == W, '3229: after six moves each no mate, White to move')
REC[3229] = "{[%condition white]} " + T29; FEN[3229] = F29

# ================================================================ 3230 london: Black's d-pawn set on d6; long after, d6-d4 past the e4 pawn; White takes in passing, e4xd5
F30 = 'rnbqkbnr/ppp1pppp/3p4/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
T30 = "1. e4 Nf6 2. Nc3 g6 3. Nf3 Bg7 4. Bc4 O-O 5. O-O c6"
b = chess.Board(F30)
ok(b.is_valid() and at(b, 'd6') == P(P_, B) and at(b, 'd7') is None, '3230: the set-up: Black\'s d-pawn on d6 instead of d7, d7 empty')
sans(b, T30)
ok(len(b.move_stack) == 10 and b.turn == W, '3230: five moves each, lawful')
b.push_san('h3')
ok(at(b, 'd5') is None and at(b, 'd4') is None and at(b, 'e4') == P(P_, W), '3230: after 6. h3, d5 and d4 are empty; White\'s pawn stands on e4')
apply_raw(b, 'd6d4')
ok(at(b, 'd4') == P(P_, B) and b.turn == W, '3230: 6... d6-d4, the pawn\'s first move, two squares, passing d5')
ok(sq('d5') in chess.SquareSet(chess.BB_PAWN_ATTACKS[W][sq('e4')]), '3230: had it been played one square, to d5, the e4 pawn could have taken it')
bb = b.copy(); bb.remove_piece_at(sq('e4')); bb.remove_piece_at(sq('d4')); bb.set_piece_at(sq('d5'), P(P_, W))
ok(at(bb, 'd5') == P(P_, W) and at(bb, 'd4') is None and at(bb, 'e4') is None, '3230: 7. exd5 in passing: White\'s pawn on d5, the d4 pawn taken off')
REC[3230] = T30 + " 6. h3 {[%move d6d4]} 7. {[%move e4d5]}"; FEN[3230] = F30

print(N[0], 'facts asserted')
