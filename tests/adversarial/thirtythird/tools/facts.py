"""Findings of fact for the thirty-third set, asserted with python-chess, and every expected move list
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
        if re.fullmatch(r'\d+\.(\.\.)?', s): continue
        b.push_san(s)
    return b
def at(b, s): return b.piece_at(sq(s))
def P(kind, color): return chess.Piece(kind, color)
def not_a_move(b, uci): return chess.Move.from_uci(uci) not in b.pseudo_legal_moves

def fifty(fen, seed, no_pawn_moves_for=None):
    """100 plies from fen (Black to move first) with no capture, no check, no mate, no stalemate;
    the side named never moves a pawn. Returns the SAN list."""
    rng = random.Random(seed); b = chess.Board(fen); out = []
    for ply in range(100):
        cands = []
        for m in b.legal_moves:
            if b.is_capture(m) or b.gives_check(m): continue
            if no_pawn_moves_for is not None and b.turn == no_pawn_moves_for and b.piece_type_at(m.from_square) == P_: continue
            c = b.copy(); c.push(m)
            if c.is_checkmate() or c.is_stalemate(): continue
            cands.append(m)
        assert cands, f'no quiet move at ply {ply}'
        m = rng.choice(sorted(cands, key=lambda x: x.uci()))
        out.append(b.san(m)); b.push(m)
    return out
def fifty_text(moves):
    txt = ''
    for i, s in enumerate(moves):
        if i == 0: txt += '{[%fifty black]} 1... ' + s
        elif i % 2 == 1: txt += f' {(i + 1) // 2 + 1}. ' + s
        else: txt += ' ' + s
    return txt
def check_fifty(n, fen, moves, material):
    b = chess.Board(fen); cw = cb = 0
    ok(b.is_valid() and b.turn == B and not b.is_check(), f'{n}: the set-up is lawful, Black to move, no check')
    for s in moves:
        m = b.parse_san(s)
        assert not b.is_capture(m) and not b.gives_check(m)
        cw += b.turn == W; cb += b.turn == B; b.push(m)
        assert not b.is_checkmate() and not b.is_stalemate()
    ok(cw == 50 and cb == 50, f'{n}: fifty moves by each player after the notice; none a capture or a check; no mate, no stalemate at any point')
    ok(material(b), f'{n}: the material after the hundred plies is unchanged')
    return b

# ============================================ 3301 twenty-laws / 3312 boys-own: Traxler line, 5. Nxf7 O-O, the h8 rook attacked
T1 = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 Bc5 5. Nxf7"
b = sans(chess.Board(), T1)
ok(len(b.move_stack) == 9 and b.turn == B, '3301/3312: Two Knights, Traxler line, 9 lawful plies, Black to move')
ok(b.is_attacked_by(W, sq('h8')) and b.attackers(W, sq('h8')) == chess.SquareSet(chess.BB_SQUARES[sq('f7')]), '3301/3312: the h8 rook is attacked by the f7 knight (and by nothing else)')
ok(b.is_attacked_by(W, sq('d8')), '3301/3312: the f7 knight also attacks the d8 queen')
ok(not b.is_check() and not b.is_attacked_by(W, sq('f8')) and not b.is_attacked_by(W, sq('g8')), '3301/3312: Black is not in check, and f8 and g8 are not attacked')
ok(b.has_kingside_castling_rights(B) and chess.Move.from_uci('e8g8') in b.legal_moves, '3301/3312: neither the king nor the h8 rook has moved: O-O is lawful')
REC[3301] = REC[3312] = T1 + " O-O"

# ============================================ 3302 twenty-laws / 3313 philidor: White began a drawn game and begins the next
T2 = "1. e4 e5 2. Nf3 Nc6"
b = sans(chess.Board(), T2)
ok(len(b.move_stack) == 4, '3302/3313: four lawful plies, White moved first')
REC[3302] = REC[3313] = T2

# ============================================ 3303 twenty-laws: knight and bishop against king and pawn; fifty moves each
F3 = '8/7p/8/4k3/8/8/8/2B1KN2 b - - 0 1'
M3 = fifty(F3, 3303, no_pawn_moves_for=B)
b = check_fifty(3303, F3, M3, lambda b: b.pieces(P_, B) == chess.SquareSet(chess.BB_SQUARES[sq('h7')]) and len(b.piece_map()) == 5)
ok(chess.Board(F3).pieces(P_, B) and not chess.Board(F3).pieces(P_, W), '3303: Black has a pawn (h7): White\'s knight and bishop are not «against the king only»')
REC[3303] = fifty_text(M3); FEN[3303] = F3

# ============================================ 3304 twenty-laws: White touches Black's e5 pawn in Black's turn
T4 = "1. e4 e5 2. Nf3"
b = sans(chess.Board(), T4)
ok(b.turn == B, '3304: after 2. Nf3 it is Black\'s turn, not White\'s')
ok(b.is_attacked_by(W, sq('e5')) and at(b, 'e5') == P(P_, B), '3304: the e5 pawn is en prise to the f3 knight')
REC[3304] = T4 + " {[%touch e5 white]}"

# ============================================ 3305 twenty-laws: the king's rook given
b = chess.Board(); b.remove_piece_at(sq('h1')); b.castling_rights &= ~chess.BB_H1
T5 = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5"
sans(b, T5)
ok(at(b, 'h1') is None and at(b, 'a1') == P(R_, W) and len(b.move_stack) == 6, '3305: the h1 rook is off, the a1 rook on; six lawful plies')
REC[3305] = T5

# ============================================ 3306 / 3311 / 3317 / 3321 / 3327: Black gives the b8 knight, leaves it on, moves first
T6 = "1... e5 2. e4 Nf6 3. Nf3 Nc6 4. Bc4 Bc5"
b = chess.Board(); b.turn = B
sans(b, T6)
bl = [m for i, m in enumerate(b.move_stack) if i % 2 == 0]; wh = [m for i, m in enumerate(b.move_stack) if i % 2 == 1]
ok(len(bl) == 4 and len(wh) == 3 and b.turn == W, '3306 etc.: Black (the giver) began; Black has played four moves, White three; White to move')
ok(at(b, 'c6') == P(N_, B) and at(b, 'b8') is None, '3306 etc.: the knight that was to be given (b8) stands on c6')
REC[3306] = REC[3311] = REC[3317] = REC[3321] = REC[3327] = T6

# ============================================ 3307 boys-own: the e4 pawn moved sideways to d4
T7 = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O"
b = sans(chess.Board(), T7)
ok(len(b.move_stack) == 16 and b.turn == W, '3307: Ruy Lopez closed, 16 lawful plies, White to move')
ok(at(b, 'e4') == P(P_, W) and at(b, 'd4') is None and at(b, 'd2') == P(P_, W), '3307: e4 pawn, d4 empty, the d-pawn still on d2')
ok(not_a_move(b, 'e4d4'), '3307: e4-d4 is a sideways step, no pawn move')
b2 = b.copy(); apply_raw(b2, 'e4d4')
ok(at(b2, 'd4') == P(P_, W) and not b2.is_check(), '3307: after it the pawn stands on d4; no check')
K7 = san_list(b, king_moves(b))
ok(K7 == ['Kf1', 'Kh1'], f'3307: with the pawn put back, White\'s king moves are {K7}')
REC[3307] = T7 + " 9. {[%move e4d4]}"
MOVES[3307] = {'move-king': K7}

# ============================================ 3308 boys-own / 3324 acknowledged: Bb5+ announced; Black touches the g8 knight
T8 = "1. e4 e5 2. Nf3 d6 3. Bb5+ {[%check]}"
b = sans(chess.Board(), T8)
ok(b.is_check() and list(b.checkers()) == [sq('b5')], '3308/3324: 3. Bb5 checks the e8 king along b5-c6-d7, and it was announced')
ok(legal_from(b, 'g8') == [] and len(list(b.pseudo_legal_moves)) > 0 and all(b.is_into_check(m) for m in b.pseudo_legal_moves if m.from_square == sq('g8')), '3308/3324: no move of the g8 knight (Nf6, Nh6, Ne7) meets the check')
ok(not b.is_pinned(B, sq('g8')), '3308/3324: the knight is not pinned: its moves would not discover a check, they leave the one given')
K8 = san_list(b, king_moves(b))
ok(K8 == ['Ke7'], f'3308/3324: Black\'s king moves: {K8}')
ok(sorted(b.san(m) for m in b.legal_moves) == sorted(['c6', 'Nc6', 'Nd7', 'Bd7', 'Qd7', 'Ke7']), '3308/3324: Black\'s lawful moves are c6, Nc6, Nd7, Bd7, Qd7, Ke7')
REC[3308] = REC[3324] = T8 + " {[%touch g8]}"
MOVES[3308] = {'move-king': K8}; MOVES[3324] = {'move-king': K8}

# ============================================ 3309 boys-own: a false "check" with Bg5; Black castles in consequence
T9 = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d3 d6 6. Bg5"
b = sans(chess.Board(), T9)
ok(not b.is_check(), '3309: 6. Bg5 gives no check (it pins the f6 knight to the queen)')
ok(chess.Move.from_uci('e8g8') in b.legal_moves, '3309: O-O is a lawful move for Black')
REC[3309] = T9 + " {[%check]} O-O"

# ============================================ 3310 boys-own: White began a decided game and begins again
T10 = "1. d4 d5 2. c4"
sans(chess.Board(), T10)
REC[3310] = T10

# ============================================ 3314 philidor: Black castles the old way, king to b8, rook to c8
T14 = "1. e4 e5 2. Nf3 d6 3. d4 Nc6 4. Bb5 Bd7 5. Nc3 Qe7 6. O-O"
b = sans(chess.Board(), T14)
ok(len(b.move_stack) == 11 and b.turn == B, '3314: 11 lawful plies, Black to move')
ok(all(at(b, s) is None for s in ('b8', 'c8', 'd8')) and chess.Move.from_uci('e8c8') in b.legal_moves, '3314: b8, c8, d8 empty; O-O-O (king c8, rook d8) would be lawful')
REC[3314] = T14 + " {[%move e8b8 c8]}"

# ============================================ 3315 philidor / 3323 acknowledged: White castles, lets go, asks to castle long
T15 = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. Nc3 d6 6. Be3 Be6 7. Qd2 Qd7"
b = sans(chess.Board(), T15)
ok(chess.Move.from_uci('e1g1') in b.legal_moves and chess.Move.from_uci('e1c1') in b.legal_moves, '3315/3323: both castlings are lawful for White')
REC[3315] = REC[3323] = T15 + " 8. O-O"

# ============================================ 3316 philidor: a knight every move of which gives check
F16 = '4k3/P7/8/1N6/3P4/P1P5/8/6K1 w - - 0 1'
b = chess.Board(F16)
ok(b.is_valid() and not b.is_check(), '3316: the set-up is lawful, White to move')
N16 = san_list(b, legal_from(b, 'b5'))
ok(N16 == ['Nd6+', 'Nc7+'], f'3316: the b5 knight\'s lawful moves are {N16}: every one gives check')
ok(not b.is_pinned(W, sq('b5')), '3316: the knight is not pinned; no move of it would expose White\'s king')
ok(chess.Move.from_uci('g1f2') in b.legal_moves, '3316: Kf2 is lawful')
REC[3316] = "{[%touch b5]} 1. Kf2"; FEN[3316] = F16
MOVES[3316] = {'compel-move-touched-man': N16}

# ============================================ 3318 philidor / 3322 acknowledged / 3330 london: two knights against the king, fifty moves each
F18 = '8/8/8/4k3/8/8/8/3NKN2 b - - 0 1'
M18 = fifty(F18, 3318)
check_fifty(3318, F18, M18, lambda b: len(b.piece_map()) == 4 and len(b.pieces(N_, W)) == 2)
REC[3318] = REC[3322] = REC[3330] = fifty_text(M18)
FEN[3318] = FEN[3322] = FEN[3330] = F18

# ============================================ 3319 acknowledged: White began a decided game and begins again
T19 = "1. e4 c5 2. Nf3"
sans(chess.Board(), T19)
REC[3319] = T19

# ============================================ 3320 acknowledged: Black gives the b8 knight and begins, though White was due
b = chess.Board(); b.remove_piece_at(sq('b8')); b.turn = B
T20 = "1... e5 2. e4 Nf6 3. Nc3"
sans(b, T20)
ok(len(b.move_stack) == 4 and at(b, 'b8') is None, '3320: four lawful plies with the b8 knight off; Black began')
REC[3320] = T20

# ============================================ 3325 london: Black began a decided game and begins again
b = chess.Board(); b.turn = B
T25 = "1... e5 2. e4 Nc6 3. Nf3"
sans(b, T25)
REC[3325] = T25

# ============================================ 3326 london: White gives the b1 knight; Black made the first move
b = chess.Board(); b.remove_piece_at(sq('b1')); b.turn = B
T26 = "1... e5 2. e4 Nc6"
sans(b, T26)
ok(at(b, 'b1') is None and len(b.move_stack) == 3, '3326: three lawful plies with the b1 knight off; Black began')
REC[3326] = T26

# ============================================ 3328 london: White castles across f1 attacked by the a6 bishop; O-O-O was open
T28 = "1. d4 d5 2. Nc3 Nf6 3. Bf4 b6 4. Qd2 Ba6 5. e3 e6 6. g3 Bd6 7. Bg2 Nbd7 8. Nf3 O-O"
b = sans(chess.Board(), T28)
ok(len(b.move_stack) == 16 and b.turn == W, '3328: 16 lawful plies, White to move')
ok(b.is_attacked_by(B, sq('f1')) and sq('a6') in b.attackers(B, sq('f1')), '3328: f1 is attacked by the a6 bishop (through b5, c4, d3, e2)')
ok(not b.is_check() and at(b, 'f1') is None and at(b, 'g1') is None and b.has_kingside_castling_rights(W), '3328: White is not in check, f1 and g1 are empty, neither king nor h1 rook has moved')
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, '3328: O-O would pass over the attacked f1')
ok(chess.Move.from_uci('e1c1') in b.legal_moves, '3328: O-O-O is lawful')
K28 = san_list(b, king_moves(b, castling=False))
ok(K28 == ['Kd1'], f'3328: White\'s king moves other than castling: {K28} (e2 and f1 are attacked by the a6 bishop)')
R28 = san_list(b, legal_from(b, 'h1'))
ok(R28 == ['Rf1', 'Rg1'], f'3328: the h1 rook\'s moves: {R28}')
b2 = b.copy(); apply_raw(b2, 'e1g1')
ok(at(b2, 'g1') == P(K_, W) and at(b2, 'f1') == P(R_, W) and not b2.is_check(), '3328: after the castling the king is on g1, the rook on f1; no check')
REC[3328] = T28 + " 9. {[%move e1g1]}"
MOVES[3328] = {'move-king-no-castling': K28, 'move-rook': R28}

# ============================================ 3329 london: a third rook
F29 = '8/1P6/6k1/8/8/8/8/R3K2R w - - 0 1'
b = chess.Board(F29)
ok(b.is_valid() and len(b.pieces(R_, W)) == 2, '3329: the set-up is lawful; White has two rooks')
b.push_san('b8=R')
ok(len(b.pieces(R_, W)) == 3 and not b.is_check() and not b.is_stalemate(), '3329: b8=R gives White a third rook; no check, no stalemate')
REC[3329] = "1. b8=R"; FEN[3329] = F29

print(N[0], 'findings asserted')
