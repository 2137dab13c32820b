"""Findings of fact for the thirty-sixth set, asserted with python-chess, and every expected move list
(sorted by from-square then to-square, as the earlier sets did). Six records, each ruled under all five
codes. Run: python3 tools/facts.py"""
import os, sys, re, random
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

FEN, REC, MOVES, N = {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
K_, Q_, R_, B_, N_, P_ = chess.KING, chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT, chess.PAWN
CODES = ['twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847']
BASE = {'twenty-laws': 3601, 'boys-own-1829': 3607, 'philidor': 3613, 'acknowledged-laws': 3619, 'london-1847': 3625}
def nums(rec):
    """the five case numbers of record rec (1..6), one per code"""
    return [BASE[c] + rec - 1 for c in CODES]
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
def captures_on(b, s, exclude_from=None):
    return [m for m in b.legal_moves if m.to_square == sq(s) and b.is_capture(m) and m.from_square != (sq(exclude_from) if exclude_from else -1)]

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
    b = chess.Board(fen); cw = cb = 0; mated = False
    for s in moves:
        m = b.parse_san(s)
        assert not b.is_capture(m) and not b.gives_check(m)
        cw += b.turn == W; cb += b.turn == B; b.push(m)
        mated |= b.is_checkmate()
    ok(cw == 50 and cb == 50 and not mated, f'{what}: fifty moves by each player after the notice, none a capture, a check or a mate')
    txt = ''
    for i, s in enumerate(moves):
        if i == 0: txt += '{[%fifty black]} 1... ' + s
        elif i % 2 == 1: txt += f' {(i + 1) // 2 + 1}. ' + s
        else: txt += ' ' + s
    return txt, b

# ====================================================== record 1: Colle-Zukertort, 5... Bb4+ announced, White castles out of it
T1 = "1. d4 d5 2. Nf3 Nf6 3. e3 e6 4. Bd3 c6 5. b3 Bb4+"
b = sans(chess.Board(), T1)
ok(len(b.move_stack) == 10 and b.turn == W, 'R1: Colle-Zukertort, ten lawful plies, White to move')
ok(b.is_check() and names(b.checkers()) == ['b4'], 'R1: the white king on e1 is in check from the b4 bishop (c3 and d2 empty)')
ok(at(b, 'e1') == P(K_, W) and at(b, 'h1') == P(R_, W) and b.has_kingside_castling_rights(W), 'R1: neither the e1 king nor the h1 rook has moved')
ok(at(b, 'f1') is None and at(b, 'g1') is None, 'R1: f1 and g1 are empty (the bishop went to d3, the knight to f3)')
ok(not b.is_attacked_by(B, sq('f1')) and not b.is_attacked_by(B, sq('g1')), 'R1: neither f1 nor g1 is attacked by a black man')
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, 'R1: castling is not among the lawful moves: the king is in check')
ok(legal_from(b, 'h1') == [], 'R1: the h1 rook has no lawful move (no rook move parries the check): a rook penalty cannot be enforced')
km = king_moves(b)
MV_K1 = san_list(b, km)
ok(MV_K1 == ['Kf1', 'Ke2'], f'R1: the king\'s lawful moves are {MV_K1} (d2 is attacked by the bishop)')
ok(any(b.is_castling(m) for m in km) is False, 'R1: none of them is castling')
parries = sorted(b.san(m) for m in b.legal_moves)
ok(len(parries) > 2, f'R1: other lawful answers to the check exist: {parries}')
b2 = b.copy(); apply_raw(b2, 'e1g1')
ok(at(b2, 'g1') == P(K_, W) and at(b2, 'f1') == P(R_, W) and not b2.is_attacked_by(B, sq('g1')), 'R1: after the castling the king stands on g1, the rook on f1, and g1 is not attacked: the castling itself ended the check')
REC[1] = T1 + " {[%check]} 6. {[%move e1g1]}"
for n in nums(1): MOVES[n] = {}
MOVES[3607] = {'move-king': MV_K1}
MOVES[3613] = {'move-king': MV_K1}
MOVES[3619] = {'move-king': MV_K1}
MOVES[3625] = {'move-king-no-castling': MV_K1}

# ====================================================== record 2: Black set up without his c8 bishop; Berlin, 4. O-O; Black claims
F2 = 'rn1qkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
std = chess.Board()
b = chess.Board(F2)
diff = [chess.square_name(s) for s in chess.SQUARES if b.piece_at(s) != std.piece_at(s)]
ok(diff == ['c8'], 'R2: the set-up differs from the standard array only on c8, where Black\'s queen\'s bishop is missing')
T2 = "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O"
sans(b, T2)
ok(len(b.move_stack) == 7 and b.turn == B, 'R2: seven lawful plies: White has played four moves (the fourth is 4. O-O), Black three; Black to move')
ok(at(b, 'c8') is None, 'R2: c8 is still empty: the bishop can be set on its square')
FEN[2] = F2
REC[2] = T2

# ====================================================== record 3: Giuoco Piano, 13. Qb3xd5 over the c4 bishop; Black touches c6, then claims
T3 = ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+ 8. Nbxd2 d5 "
      "9. exd5 Nxd5 10. Qb3 Nce7 11. O-O O-O 12. Rfe1 c6")
b = sans(chess.Board(), T3)
ok(len(b.move_stack) == 24 and b.turn == W, 'R3: Giuoco Piano main line, twenty-four lawful plies, White to move')
ok(at(b, 'd5') == P(N_, B) and at(b, 'c4') == P(B_, W) and at(b, 'b3') == P(Q_, W), 'R3: the black knight on d5, the white bishop on c4, the white queen on b3')
ok(not_a_move(b, 'b3d5'), 'R3: Qb3xd5 is no move at all: the queen would pass over her own bishop on c4')
cap = captures_on(b, 'd5')
MV_CAP3 = san_list(b, cap)
ok(MV_CAP3 == ['Bxd5'], f'R3: the only lawful capture of the d5 knight is {MV_CAP3}')
MV_K3 = san_list(b, king_moves(b))
ok(MV_K3 == ['Kf1', 'Kh1'], f'R3: the white king\'s lawful moves are {MV_K3}')
ok(len(legal_from(b, 'b3')) > 0, 'R3: the queen that made the capture has lawful moves')
b3 = b.copy(); apply_raw(b3, 'b3d5')
ok(at(b3, 'd5') == P(Q_, W) and at(b3, 'c4') == P(B_, W) and b3.turn == B and not b3.is_check(), 'R3: after it the queen stands on d5, the knight gone; Black to move, not in check')
ok(chess.Move.from_uci('c6d5') in b3.legal_moves, 'R3: Black may take the queen with the c6 pawn, the man he touches')
REC[3] = T3.replace("Bb4+", "Bb4+ {[%check]}").replace("Bxd2+", "Bxd2+ {[%check]}") + " 13. {[%move b3d5]} {[%touch c6]}"
MOVES[3601 + 2] = {'capture-with-legal-capturer': MV_CAP3}
MOVES[3607 + 2] = {'move-king': MV_K3}
MOVES[3613 + 2] = {'move-king': MV_K3}
MOVES[3619 + 2] = {'capture-with-legal-capturer': MV_CAP3, 'move-king': MV_K3}
MOVES[3625 + 2] = {}

# ====================================================== record 4: QGD orthodox; in his own turn White moves Black's f6 knight to d5
T4 = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Bd3 dxc4 8. Bxc4 c5"
b = sans(chess.Board(), T4)
ok(len(b.move_stack) == 16 and b.turn == W, 'R4: Queen\'s Gambit Declined, sixteen lawful plies, White to move')
ok(at(b, 'f6') == P(N_, B) and at(b, 'd5') is None, 'R4: the black knight on f6; d5 empty')
ok(not b.is_check() and b.has_kingside_castling_rights(W), 'R4: White is not in check and may still castle on the king\'s side')
MV_CAP4 = san_list(b, captures_on(b, 'f6'))
ok(MV_CAP4 == ['Bxf6'], f'R4: the knight on its own square f6 can be taken: {MV_CAP4}')
KM4 = king_moves(b)
MV_K4 = san_list(b, KM4)
MV_K4NC = san_list(b, king_moves(b, castling=False))
ok(MV_K4 == ['Kf1', 'O-O', 'Kd2', 'Ke2'], f'R4: with the knight put back the king\'s lawful moves are {MV_K4}')
ok(MV_K4NC == ['Kf1', 'Kd2', 'Ke2'], f'R4: without castling, {MV_K4NC}')
b4 = b.copy(); apply_raw(b4, 'f6d5')
ok(at(b4, 'd5') == P(N_, B) and at(b4, 'f6') is None and b4.turn == B, 'R4: after it the black knight stands on d5, f6 is empty, and the turn has passed to Black')
b4w = b4.copy(); b4w.turn = W
ok(san_list(b4w, king_moves(b4w)) == MV_K4, 'R4: the king\'s moves are the same with the knight left on d5: the set does not depend on whether it is put back')
ok(sorted(b4w.san(m) for m in captures_on(b4w, 'd5')) == ['Bxd5', 'Nxd5'], 'R4: where White put it, on d5, the knight can be taken too (Bxd5, Nxd5)')
REC[4] = T4 + " 9. {[%move f6d5 white]}"
MOVES[3601 + 3] = {'replace-and-move-king': MV_K4NC}
MOVES[3607 + 3] = {'replace-and-capture': MV_CAP4}
MOVES[3613 + 3] = {'replace-and-capture': MV_CAP4}
MOVES[3619 + 3] = {'move-king': MV_K4}
MOVES[3625 + 3] = {'replace-and-move-king': MV_K4, 'replace-and-capture': MV_CAP4}

# ====================================================== record 5: king and rook against king, fifty moves each after Black's notice
F5 = '8/8/3k4/8/8/8/8/R3K3 b - - 0 1'
b = chess.Board(F5)
ok(b.is_valid() and not b.is_check(), 'R5: the set-up is lawful (king and rook against the bare king), Black to move')
ok(sorted(p.symbol() for p in b.piece_map().values()) == ['K', 'R', 'k'], 'R5: White has king and rook only, Black the bare king: no pawn on the board')
REC[5], b5 = fifty(F5, 3605, 'R5')
ok(len(b5.piece_map()) == 3 and b5.turn == B, 'R5: at the end White still has king and rook, Black the bare king; Black to move')
FEN[5] = F5

# ====================================================== record 6: Albin, Lasker trap; 7... fxg1 left a pawn
T6 = "1. d4 d5 2. c4 e5 3. dxe5 d4 4. e3 Bb4+ 5. Bd2 dxe3 6. Bxb4 exf2+ 7. Ke2"
b = sans(chess.Board(), T6)
ok(len(b.move_stack) == 13 and b.turn == B, 'R6: Albin Counter-Gambit, Lasker trap, thirteen lawful plies, Black to move')
ok(at(b, 'f2') == P(P_, B) and at(b, 'g1') == P(N_, W), 'R6: the black pawn on f2, the white knight on g1')
promos = sorted(b.san(m) for m in legal_from(b, 'f2'))
ok(promos == ['fxg1=B', 'fxg1=N+', 'fxg1=Q', 'fxg1=R'] and all(m.promotion for m in legal_from(b, 'f2')), f'R6: the pawn has lawful moves, every one the capture on g1 with an exchange (f1 is held by the white bishop): {promos}')
ok(king_moves(b) == [], 'R6: the black king has no lawful move (d7 by the d1 queen, e7 and f8 by the b4 bishop): a king-move penalty cannot be enforced')
b6 = b.copy(); apply_raw(b6, 'f2g1')
ok(at(b6, 'g1') == P(P_, B) and at(b6, 'f2') is None and b6.turn == W and not b6.is_check(), 'R6: after it a black pawn stands on g1, the last square, the knight gone; White to move, not in check')
b6b = b6.copy(); b6b.turn = B
ok(king_moves(b6b) == [], 'R6: with the pawn left on g1 the black king has no lawful move either')
REC[6] = "1. d4 d5 2. c4 e5 3. dxe5 d4 4. e3 Bb4+ {[%check]} 5. Bd2 dxe3 6. Bxb4 exf2+ {[%check]} 7. Ke2 {[%move f2g1]}"

for r in range(1, 7):
    for n in nums(r):
        MOVES.setdefault(n, {})
        if r in FEN: FEN[n] = FEN[r]
        REC[n] = REC[r]
print(N[0], 'assertions passed')
