"""Findings of fact for the thirty-fourth set, asserted with python-chess, and every expected move list
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
def not_a_move(b, uci): return chess.Move.from_uci(uci) not in b.pseudo_legal_moves
def pseudo_only_san(b, s):
    try:
        b.parse_san(s); return False
    except ValueError:
        return any(b.san(m).rstrip('+#') == s for m in b.pseudo_legal_moves)
def push_pseudo(b, s):
    m = next(m for m in b.pseudo_legal_moves if b.san(m).rstrip('+#') == s)
    b.push(m)

def fifty(fen, seed, what):
    """A hundred plies from the notice, the defender (Black) first: no capture, no check, no mate,
    no stalemate, and no White man left where the bare king could take it."""
    rng = random.Random(seed); b = chess.Board(fen); moves = []
    for ply in range(100):
        cands = []
        for m in b.legal_moves:
            if b.is_capture(m) or b.gives_check(m): continue
            c = b.copy(); c.push(m)
            if c.is_checkmate() or c.is_stalemate(): continue
            hanging = any(c.is_attacked_by(B, s) and not c.is_attacked_by(W, s)
                          for s, p in c.piece_map().items() if p.color == W and p.piece_type != K_)
            if hanging: continue
            cands.append(m)
        assert cands, f'{what}: no quiet move at ply {ply}'
        m = rng.choice(sorted(cands, key=lambda x: x.uci()))
        moves.append(b.san(m)); b.push(m)
    ok(not b.is_checkmate() and not b.is_stalemate(), f'{what}: no mate and no stalemate after a hundred plies')
    b = chess.Board(fen); cw = cb = 0
    for s in moves:
        m = b.parse_san(s)
        assert not b.is_capture(m) and not b.gives_check(m)
        cw += b.turn == W; cb += b.turn == B; b.push(m)
    ok(cw == 50 and cb == 50, f'{what}: fifty moves by each player after the notice, none a capture or a check')
    txt = ''
    for i, s in enumerate(moves):
        if i == 0: txt += '{[%fifty black]} 1... ' + s
        elif i % 2 == 1: txt += f' {(i + 1) // 2 + 1}. ' + s
        else: txt += ' ' + s
    return txt, b

# ================================================================ 3401 twenty-laws: Petrov trap, 5. Nc6+ is a discovered check
T = "1. e4 e5 2. Nf3 Nf6 3. Nxe5 Nxe4 4. Qe2 Nf6 5. Nc6+"
b = sans(chess.Board(), T)
ok(b.is_check() and names(b.checkers()) == ['e2'], '3401: after 5. Nc6 the black king is in check, from the e2 queen (a discovered check)')
ok(not (b.attacks_mask(sq('c6')) & chess.BB_SQUARES[sq('e8')]), '3401: the c6 knight itself does not attack e8')
ok(all(at(b, s) is None for s in ('e3', 'e4', 'e5', 'e6', 'e7')), '3401: e3 to e7 are empty: the e-file is open from e2 to e8')
ok(b.is_attacked_by(W, sq('d8')) and chess.Move.from_uci('f8e7') in b.legal_moves, '3401: the knight attacks the d8 queen; 5... Be7 is a lawful answer to the check')
REC[3401] = "1. e4 e5 2. Nf3 Nf6 3. Nxe5 Nxe4 4. Qe2 Nf6 5. Nc6+ {[%check]} Be7"
sans(b, 'Be7')

# ================================================================ 3402/3403 twenty-laws: Scotch, Mieses: 9. b3 and Bb2 in one turn
T = "1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nxc6 bxc6 6. e5 Qe7 7. Qe2 Nd5 8. c4 Ba6 9. b3"
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 17 and b.turn == B, '3402: Scotch, Mieses variation, 17 lawful plies, Black to move')
b.turn = W
ok(chess.Move.from_uci('c1b2') in b.legal_moves, '3402: with the turn given back to White, Bc1-b2 is a possible move (the second in succession)')
b.push(chess.Move.from_uci('c1b2'))
ok(b.turn == B and chess.Move.from_uci('g7g6') in b.legal_moves and not b.is_check(), '3402: after it Black, to move, may play g7-g6; nobody is in check')
REC[3403] = T + " {[%move c1b2 white]} {[%touch g7]}"
REC[3402] = T + " {[%move c1b2 white]} {[%touch g7]} {[%move g7g6]}"

# ================================================================ 3404 twenty-laws: Zaitsev, the position thrice
T = ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Bb7 "
     "10. d4 Re8 11. Ng5 Rf8 12. Nf3 Re8 13. Ng5 Rf8 14. Nf3 Re8")
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 28 and b.turn == W, '3404: Ruy Lopez, Zaitsev, 28 lawful plies, White to move')
ok(b.is_repetition(3) and not b.is_repetition(4), '3404: the position after 10... Re8 stands for the third time (after 12... Re8 and 14... Re8)')
ok(not b.is_check() and not b.is_checkmate() and not b.is_stalemate(), '3404: nobody is in check; no mate, no stalemate')
REC[3404] = T

# ================================================================ 3405 twenty-laws: QGD, Rc1xc4 over the c3 knight; White himself claims
T = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3 dxc4"
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 16 and b.turn == W, '3405: QGD orthodox, 16 lawful plies, White to move')
ok(at(b, 'c3') == P(N_, W) and at(b, 'c4') == P(P_, B) and not_a_move(b, 'c1c4'), '3405: the c3 knight stands between the c1 rook and the c4 pawn: Rc1xc4 is no move')
ok(chess.Move.from_uci('d3c4') in b.legal_moves, '3405: Bxc4 was the lawful recapture')
b2 = b.copy(); apply_raw(b2, 'c1c4')
ok(at(b2, 'c4') == P(R_, W) and at(b2, 'c3') == P(N_, W) and chess.Move.from_uci('b7b5') in b2.legal_moves and not b2.is_check(), '3405: after it the rook stands on c4 (the pawn gone), the knight still on c3; Black may answer ...b5, attacking the rook')
REC[3405] = T + " 9. {[%move c1c4]}"

# ================================================================ 3406 twenty-laws: Légal's mate after a touch left unclaimed
T1 = "1. e4 e5 2. Nf3 d6 3. Bc4 Bg4"
b = sans(chess.Board(), T1)
ok(len(legal_from(b, 'f3')) > 0, f"3406: the touched f3 knight had lawful moves: {san_list(b, legal_from(b, 'f3'))}")
sans(b, 'Nc3 g6 Nxe5 Bxd1 Bxf7+')
ok(b.is_check(), '3406: 6. Bxf7 gives check')
sans(b, 'Ke7 Nd5')
ok(b.is_checkmate(), '3406: 7. Nd5 is mate (Légal\'s mate), given by the knight that went to c3 in place of the touched one')
REC[3406] = ("1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. {[%touch f3]} Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ {[%check]} Ke7 "
             "7. Nd5# {[%check]}")

# ================================================================ 3407 boys-own: the a5 knight is not pinned
F = 'k7/P7/8/n1K5/8/8/8/R7 w - - 0 1'
b = chess.Board(F)
ok(b.is_valid() and not b.is_check(), '3407: the set-up is lawful, White to move')
b.push_san('Kb6')
ok(not b.is_check() and king_moves(b) == [], '3407: after 1. Kb6 the a8 king is not in check and has no move (a7 guarded by the king, b7 by king and pawn, b8 by the pawn)')
ok(not b.is_pinned(B, sq('a5')), '3407: the a5 knight is not pinned: the white a7 pawn stands between the a1 rook and the a8 king')
N7 = san_list(b, legal_from(b, 'a5'))
ok(N7 == ['Nb3', 'Nc4+', 'Nc6', 'Nb7'], f'3407: the knight has lawful moves {N7}')
ok(not b.is_stalemate(), '3407: not a stalemate')
FEN[3407] = F; REC[3407] = "1. Kb6"

# ================================================================ 3408/3409 boys-own: Italian, Ng5 said to be check, Kh8; White touches / plays Qh5
T = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Be7 5. O-O O-O 6. Ng5"
b = sans(chess.Board(), T)
ok(not b.is_check(), '3408: 6. Ng5 gives no check')
sans(b, 'Kh8')
ok(len(legal_from(b, 'd1')) > 0 and chess.Move.from_uci('d1h5') in b.legal_moves, '3408: after 6... Kh8 White\'s queen may go to h5')
c = b.copy(); c.push_san('Qh5')
ok(not c.is_check(), '3409: 7. Qh5 gives no check')
REC[3408] = T + " {[%check]} Kh8 {[%touch d1]}"
REC[3409] = T + " {[%check]} Kh8 7. {[%touch d1]} Qh5"

# ================================================================ 3410 boys-own: g8=N mates; g8=Q would stalemate
F = '8/6P1/5K1k/7p/4B2P/8/8/8 w - - 0 1'
b = chess.Board(F)
ok(b.is_valid() and not b.is_check(), '3410: the set-up is lawful, White to move')
c = b.copy(); c.push_san('g8=N')
ok(c.is_checkmate(), '3410: 1. g8=N is mate')
c = b.copy(); c.push_san('g8=Q')
ok(c.is_stalemate(), '3410: 1. g8=Q would have stalemated Black')
c = b.copy(); c.push_san('g8=R')
ok(c.is_stalemate(), '3410: so would 1. g8=R')
FEN[3410] = F; REC[3410] = "1. g8=N# {[%check]}"

# ================================================================ 3411 boys-own: White touches f3, plays d4, and claims against himself
T = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6"
b = sans(chess.Board(), T)
ok(len(legal_from(b, 'f3')) > 0, f"3411: the f3 knight had lawful moves {san_list(b, legal_from(b, 'f3'))}")
ok(chess.Move.from_uci('d2d4') in b.legal_moves, '3411: 4. d4 is lawful')
REC[3411] = T + " 4. {[%touch f3]} d4"

# ================================================================ 3412 boys-own: g6 stalemates; the g7 rook is pinned on the diagonal
F = '7k/4N1r1/5Q2/6P1/8/8/8/K7 w - - 0 1'
b = chess.Board(F)
ok(b.is_valid() and not b.is_check(), '3412: the set-up is lawful, White to move')
b.push_san('g6')
ok(b.is_stalemate(), '3412: 1. g6 stalemates Black')
ok(b.is_pinned(B, sq('g7')) and legal_from(b, 'g7') == [], '3412: the g7 rook is pinned by the f6 queen along the diagonal and has no move')
FEN[3412] = F; REC[3412] = "1. g6"

# ================================================================ 3413 philidor: Nimzo, 7. O-O, the c3 knight shields e1
T = "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Bd3 d5 6. Nf3 c5"
b = sans(chess.Board(), T)
ok(not b.is_check() and b.is_pinned(W, sq('c3')), '3413: White is not in check; the c3 knight is pinned by the b4 bishop')
ok(not b.is_attacked_by(B, sq('e1')) and not b.is_attacked_by(B, sq('f1')) and not b.is_attacked_by(B, sq('g1')), '3413: e1, f1 and g1 are not attacked')
ok(b.has_kingside_castling_rights(W) and chess.Move.from_uci('e1g1') in b.legal_moves, '3413: neither king nor h1 rook has moved: O-O is lawful')
REC[3413] = T + " 7. O-O"

# ================================================================ 3414/3415 philidor: Slav, Rad1 over the c1 bishop
T = "1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 dxc4 5. a4 Bf5 6. e3 e6 7. Bxc4 Bb4 8. O-O O-O 9. Qe2 Nbd7 10. e4 Bg6"
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 20 and b.turn == W, '3414: Slav, 20 lawful plies, White to move')
ok(at(b, 'c1') == P(B_, W) and not_a_move(b, 'a1d1'), '3414: the c1 bishop stands between the a1 rook and d1: a1-d1 is no move')
K14 = san_list(b, king_moves(b))
ok(K14 == ['Kh1'], f'3414: with the rook put back, White\'s king has {K14}')
b2 = b.copy(); apply_raw(b2, 'a1d1')
ok(chess.Move.from_uci('f8e8') in b2.legal_moves, '3415: after it Black\'s f8 rook may go to e8')
MOVES[3414] = {'move-king': K14}
REC[3414] = T + " 11. {[%move a1d1]} {[%touch f8]}"
REC[3415] = T + " 11. {[%move a1d1]} {[%touch f8]} Re8"

# ================================================================ 3416 philidor: Damiano, the queen checks from e5 and f5
T = "1. e4 e5 2. Nf3 f6 3. Nxe5 fxe5 4. Qh5+ {[%check]} Ke7 5. Qxe5+ {[%check]} Kf7 6. Qf5+ {[%check]} Ke7 7. Qe5+ {[%check]} Kf7 8. Qf5+ {[%check]} Ke7 9. Qe5+ {[%check]} Kf7"
b = chess.Board()
for s in re.sub(r'\{[^}]*\}', ' ', T).split():
    if s[0].isdigit(): continue
    m = b.parse_san(s)
    if s.endswith('+'): assert b.gives_check(m), s
    b.push(m)
ok(b.is_repetition(3) and b.turn == W, '3416: the position after 5... Kf7 stands for the third time (after 7... Kf7 and 9... Kf7), White to move')
ok(len(b.move_stack) == 18, '3416: eighteen lawful plies, every white move from the fourth a check')
REC[3416] = T

# ================================================================ 3417 philidor: Qh5 said to be check; g6; White claims
T = "1. e4 e5 2. Bc4 Nc6 3. Qh5"
b = sans(chess.Board(), T)
ok(not b.is_check() and at(b, 'f7') == P(P_, B), '3417: 3. Qh5 gives no check (the f7 pawn stands on the diagonal)')
c = b.copy(); c.push_san('Nf6')
ok(chess.Move.from_uci('h5f7') in c.legal_moves and (c.push(chess.Move.from_uci('h5f7')) or c.is_checkmate()), '3417: White threatens Qxf7 mate (after 3... Nf6 it would be mate)')
ok(chess.Move.from_uci('g7g6') in b.legal_moves, '3417: 3... g6 is lawful')
REC[3417] = T + " {[%check]} g6"

# ================================================================ 3418 philidor: Ra8-a6 over the a7 pawn; c4; Ra1 mate
F = 'r5k1/p4ppp/8/8/8/2P5/5PPP/6K1 b - - 0 1'
b = chess.Board(F)
ok(b.is_valid() and not b.is_check(), '3418: the set-up is lawful, Black to move')
ok(not_a_move(b, 'a8a6'), '3418: a8-a6 is no move: the a7 pawn stands in the way')
apply_raw(b, 'a8a6')
b.push_san('c4')
b.push_san('Ra1')
ok(b.is_checkmate(), '3418: after 2. c4 Ra1 White is mated')
FEN[3418] = F; REC[3418] = "1... {[%move a8a6]} 2. c4 Ra1# {[%check]}"

# ================================================================ 3419 acknowledged: queenless Philidor, O-O-O gives check
T = "1. e4 e5 2. Nf3 d6 3. d4 exd4 4. Qxd4 Nf6 5. e5 dxe5 6. Qxd8+ Kxd8 7. Nxe5 Be6 8. Nc3 Nbd7 9. Bf4 Nxe5 10. Bxe5 c6 11. O-O-O+"
b = sans(chess.Board(), T)
ok(b.is_check() and names(b.checkers()) == ['d1'], '3419: after 11. O-O-O the d8 king is in check from the d1 rook')
ok(all(at(b, s) is None for s in ('d2', 'd3', 'd4', 'd5', 'd6', 'd7')), '3419: d2 to d7 are empty')
K19 = san_list(b, king_moves(b))
ok('Kc8' in K19, f'3419: 11... Kc8 is lawful ({K19})')
REC[3419] = ("1. e4 e5 2. Nf3 d6 3. d4 exd4 4. Qxd4 Nf6 5. e5 dxe5 6. Qxd8+ {[%check]} Kxd8 7. Nxe5 Be6 "
             "8. Nc3 Nbd7 9. Bf4 Nxe5 10. Bxe5 c6 11. O-O-O+ {[%check]} Kc8")

# ================================================================ 3420/3421 acknowledged: Elephant trap, Bb4+ unannounced
T = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Nbd7 5. cxd5 exd5 6. Nxd5 Nxd5 7. Bxd8 Bb4+"
b = sans(chess.Board(), T)
ok(b.is_check() and names(b.checkers()) == ['b4'], '3420: 7... Bb4 checks the e1 king')
R20 = san_list(b, list(b.legal_moves))
ok(R20 == ['Qd2'], f'3420: White\'s only lawful answer to the check is {R20} (d2 is attacked, e2 and f1 hold his own men)')
MOVES[3420] = {'retract-to-point-of-check': R20}
ok(pseudo_only_san(b, 'Bh4'), '3420: 8. Bh4 ignores the check (pseudo-legal only)')
push_pseudo(b, 'Bh4')
b.push_san('c5')
ok(b.is_attacked_by(B, sq('e1')) and b.turn == W, '3420: after 8. Bh4 c5 the check still stands, White to move: two moves since it')
ok(pseudo_only_san(b, 'e3'), '3421: 9. e3 leaves the king in check (pseudo-legal only)')
push_pseudo(b, 'e3')
ok(b.is_attacked_by(B, sq('e1')), '3421: after 9. e3 the check still stands: three moves since it')
REC[3420] = T + " 8. Bh4 c5"
REC[3421] = T + " 8. Bh4 c5 9. e3"

# ================================================================ 3422 acknowledged: Najdorf English attack; the b3 knight set on d5
T = ("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 Be7 9. Qd2 O-O "
     "10. O-O-O Nbd7 11. g4 b5")
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 22 and b.turn == W, '3422: Najdorf, English attack, 22 lawful plies, White to move')
ok(not_a_move(b, 'b3d5') and chess.Move.from_uci('c3d5') in b.legal_moves, '3422: b3-d5 is no knight\'s move; Nc3-d5 was lawful')
REC[3422] = T + " 12. {[%move b3d5]}"

# ================================================================ 3423 acknowledged: Lasker - Thomas, 18. O-O-O mate
T = ("1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 4. Bg5 Be7 5. Bxf6 Bxf6 6. e4 fxe4 7. Nxe4 b6 8. Ne5 O-O 9. Bd3 Bb7 "
     "10. Qh5 Qe7 11. Qxh7+ Kxh7 12. Nxf6+ Kh6 13. Neg4+ Kg5 14. h4+ Kf4 15. g3+ Kf3 16. Be2+ Kg2 "
     "17. Rh2+ Kg1")
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 34 and b.turn == W, '3423: Ed. Lasker - Thomas, London 1912, 34 lawful plies, White to move')
ok(b.has_queenside_castling_rights(W) and not b.has_kingside_castling_rights(W), '3423: White keeps the right to castle with the a1 rook; the h1 rook has moved (17. Rh2)')
ok(chess.Move.from_uci('e1c1') in b.legal_moves, '3423: O-O-O is lawful: neither the king nor the a1 rook has moved, b1-d1 empty and not attacked, the king not in check')
b.push_san('O-O-O')
ok(b.is_checkmate(), '3423: 18. O-O-O is mate')
CHK = "11. Qxh7+ {[%check]} Kxh7 12. Nxf6+ {[%check]} Kh6 13. Neg4+ {[%check]} Kg5 14. h4+ {[%check]} Kf4 15. g3+ {[%check]} Kf3 16. Be2+ {[%check]} Kg2 17. Rh2+ {[%check]} Kg1"
REC[3423] = ("1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 4. Bg5 Be7 5. Bxf6 Bxf6 6. e4 fxe4 7. Nxe4 b6 8. Ne5 O-O 9. Bd3 Bb7 "
             "10. Qh5 Qe7 " + CHK + " 18. O-O-O# {[%check]}")

# ================================================================ 3424 acknowledged: K+B+N v K, fifty called
F24 = '8/8/8/3k4/8/1N6/3B4/4K3 b - - 0 1'
ok(chess.Board(F24).is_valid() and not chess.Board(F24).is_check(), '3424: the set-up is lawful, Black to move')
REC[3424], b24 = fifty(F24, 3424, '3424')
ok(len(b24.piece_map()) == 4, '3424: at the end White still has king, bishop and knight, Black the bare king')
FEN[3424] = F24

# ================================================================ 3425 london: QGD, the f6 knight pinned to the queen, not the king
T = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Nbd7 5. e3 c6 6. Nf3"
b = sans(chess.Board(), T)
ok(not b.is_pinned(B, sq('f6')), '3425: the f6 knight is not pinned: the g5 bishop looks through f6 and e7 to the d8 queen, not to the king')
N25 = san_list(b, legal_from(b, 'f6'))
ok(len(N25) > 0 and not b.is_check(), f'3425: the knight has lawful moves {N25}; Black is not in check')
ok(at(b, 'e7') is None and at(b, 'd8') == P(Q_, B) and at(b, 'e8') == P(K_, B), '3425: e7 empty, the queen on d8, the king on e8')
REC[3425] = T + " {[%touch f6]}"

# ================================================================ 3426/3427 london: Jerome, the king went to f7 and back; Black castles
T = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Bxf7+ Kxf7 5. Nxe5+ Ke8 6. Nxc6 dxc6 7. O-O Nf6 8. d3"
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 15 and b.turn == B, '3426: 15 lawful plies, Black to move')
ok(not b.has_kingside_castling_rights(B) and at(b, 'f8') is None and at(b, 'g8') is None and at(b, 'h8') == P(R_, B), '3426: Black has lost the right to castle (the king went to f7); f8 and g8 are empty, the h8 rook unmoved')
ok(not b.is_check() and not b.is_attacked_by(W, sq('f8')) and not b.is_attacked_by(W, sq('g8')), '3426: Black is not in check and f8, g8 are not attacked: only the king\'s move stands against the castling')
K26 = san_list(b, king_moves(b, castling=False))
R26 = san_list(b, legal_from(b, 'h8'))
ok(R26 == ['Rf8', 'Rg8'], f'3426: the h8 rook may go to {R26}')
ok(len(K26) > 0, f'3426: the king may go to {K26}')
MOVES[3426] = {'move-king-no-castling': K26, 'move-rook': R26}
b2 = b.copy(); apply_raw(b2, 'e8g8')
ok(at(b2, 'g8') == P(K_, B) and at(b2, 'f8') == P(R_, B), '3426: after the castling the king stands on g8, the rook on f8')
TC = T.replace("Bxf7+ Kxf7 5. Nxe5+ Ke8", "Bxf7+ {[%check]} Kxf7 5. Nxe5+ {[%check]} Ke8")
assert TC != T
REC[3426] = TC + " {[%move e8g8]}"
REC[3427] = TC + " {[%move e8g8]} {[%touch c1]}"

# ================================================================ 3428 london: Bxd4 leaves king and bishop against the king
F = '8/8/4k3/8/3p4/8/1B6/4K3 w - - 0 1'
b = chess.Board(F)
ok(b.is_valid(), '3428: the set-up is lawful, White to move')
b.push_san('Bxd4')
ok(sorted(p.symbol() for p in b.piece_map().values()) == ['B', 'K', 'k'] and not b.is_check(), '3428: after 1. Bxd4 only king and bishop against the king remain')
ok(b.has_insufficient_material(W), '3428: king and bishop cannot mate the bare king')
FEN[3428] = F; REC[3428] = "1. Bxd4"

# ================================================================ 3429 london: Marshall, 12. d4 and Re1 in one turn
T = ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 O-O 8. c3 d5 9. exd5 Nxd5 "
     "10. Nxe5 Nxe5 11. Rxe5 c6 12. d4")
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 23 and b.turn == B, '3429: Ruy Lopez, Marshall attack, 23 lawful plies, Black to move')
b.turn = W
ok(chess.Move.from_uci('e5e1') in b.legal_moves, '3429: Re5-e1 is a possible move for White (his second in succession)')
REC[3429] = T + " {[%move e5e1 white]}"

# ================================================================ 3430 london: K+Q v K, fifty moves from the notice
F30 = '8/8/3k4/8/8/8/2Q5/6K1 b - - 0 1'
ok(chess.Board(F30).is_valid() and not chess.Board(F30).is_check(), '3430: the set-up is lawful, Black to move')
REC[3430], b30 = fifty(F30, 3430, '3430')
FEN[3430] = F30

print(N[0], 'findings asserted')
