"""Findings of fact for the thirty-eighth set, asserted with python-chess, and every expected move list
(sorted by from-square then to-square, as the earlier sets did). Nine records (A-I), each ruled under
two to five codes. Run: python3 tools/facts.py"""
import os, sys, re
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
def not_a_move(b, uci): return chess.Move.from_uci(uci) not in b.pseudo_legal_moves
def captures_on(b, s):
    return [m for m in b.legal_moves if m.to_square == sq(s) and b.is_capture(m)]

# ============ record A: Closed Ruy Lopez; White touches his c1 bishop (hemmed in by b2 and d2) and plays it to g5 over d2
TA = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5"
b = sans(chess.Board(), TA)
ok(len(b.move_stack) == 18 and b.turn == W and not b.is_check(), 'A: Closed Ruy Lopez, eighteen lawful plies, White to move, not in check')
ok(at(b, 'c1') == P(B_, W) and at(b, 'b2') == P(P_, W) and at(b, 'd2') == P(P_, W), 'A: the c1 bishop stands between its own b2 and d2 pawns')
ok(legal_from(b, 'c1') == [], 'A: the c1 bishop has no lawful move at all (hemmed in, not pinned)')
ok(not_a_move(b, 'c1g5'), 'A: c1-g5 is no move: the bishop would pass over its own d2 pawn')
MV_KA = san_list(b, king_moves(b))
ok(MV_KA == ['Kf1', 'Kh1', 'Kh2'], f'A: the white king\'s lawful moves are {MV_KA}')
ok(not any(b.is_castling(m) for m in king_moves(b)), 'A: none of them is castling (White has castled)')
bA = b.copy(); apply_raw(bA, 'c1g5')
ok(at(bA, 'g5') == P(B_, W) and at(bA, 'c1') is None and bA.turn == B and not bA.is_check(), 'A: after it the bishop stands on g5, Black to move, not in check')
bAw = bA.copy(); bAw.turn = W
ok(san_list(bAw, king_moves(bAw)) == MV_KA, 'A: the king\'s moves are the same with the bishop left on g5')
ok(any(m.from_square == sq('f6') for m in bA.legal_moves), 'A: Black\'s f6 knight, which he touches in the Philidor record, has lawful moves')
REC['A'] = TA + " 10. {[%touch c1]} {[%move c1g5]}"
REC['A2'] = REC['A'] + " {[%touch f6]}"

# ============ record B: Closed Ruy Lopez; 9. Bd5 with a false "check"; Black moves his king, then takes the bishop as well
TB = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. Bd5"
b = sans(chess.Board(), TB)
ok(len(b.move_stack) == 17 and b.turn == B, 'B: seventeen lawful plies, Black to move')
ok(not b.is_check(), 'B: 9. Bd5 gives no check: the f7 pawn stands between d5 and the g8 king')
ok(chess.Move.from_uci('g8h8') in b.legal_moves, 'B: Kh8 is a lawful move for Black')
b.push_san('Kh8')
ok(b.turn == W, 'B: after 9... Kh8 it is White\'s turn')
bB = b.copy(); bB.turn = B
ok(chess.Move.from_uci('f6d5') in bB.legal_moves, 'B: Nf6xd5, Black\'s second move in succession, is itself a possible move (not a false one)')
REC['B'] = TB + " {[%check]} 9... Kh8 {[%move f6d5 black]}"

# ============ record C: Pirc; the d6 pawn is put back on d7 by a false move that stands; later d7-d5; exd6 "in passing"
TC1 = "1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. Nf3 Bg7 5. Be2 O-O 6. O-O c6 7. a4"
b = sans(chess.Board(), TC1)
ok(len(b.move_stack) == 13 and b.turn == B, 'C: Pirc Classical, thirteen lawful plies, Black to move')
ok(at(b, 'd6') == P(P_, B) and at(b, 'd7') is None, 'C: Black\'s d-pawn stands on d6 (its first move was 1... d6), d7 is empty')
ok(not_a_move(b, 'd6d7'), 'C: d6-d7 is no move: a pawn cannot go back')
apply_raw(b, 'd6d7')
ok(at(b, 'd7') == P(P_, B) and b.turn == W, 'C: after 7... d6-d7 the pawn stands on d7 again, White to move')
sans(b, "8. e5 Ne8 9. Bf4")
ok(len(b.move_stack) == 3 and b.turn == B, 'C: (python-chess clears its move stack when a man is set by hand: three plies since) White plays on (8. e5, the false move unclaimed), Black answers Ne8, then 9. Bf4; Black to move')
ok(at(b, 'd6') is None and at(b, 'd5') is None and at(b, 'e5') == P(P_, W), 'C: d6 and d5 are empty; the white pawn stands on e5')
ok(chess.Move.from_uci('d7d5') in b.legal_moves, 'C: on the board alone d7-d5 looks like a pawn\'s first step of two (python-chess reads rank, not history)')
b.push(chess.Move.from_uci('d7d5'))
ok(b.ep_square == sq('d6') and chess.Move.from_uci('e5d6') in b.legal_moves, 'C: a reader of the board alone would grant exd6 in passing')
bC = b.copy(); bC.ep_square = None
ok(chess.Move.from_uci('e5d6') not in bC.pseudo_legal_moves, 'C: with no right of capture in passing (the d-pawn had already made its first move, 1... d6), e5xd6 is no move: the pawn would go aslant to an empty square')
MV_KC = san_list(bC, king_moves(bC))
ok(MV_KC == ['Kh1'], f'C: the white king\'s only lawful move is {MV_KC}')
ok(not bC.is_check(), 'C: White is not in check')
ok(san_list(bC, legal_from(bC, 'e5')) == ['e6'], 'C: the e5 pawn\'s only lawful move is e6: a correct move of the same pawn exists')
bC2 = bC.copy(); apply_raw(bC2, 'e5d6'); bC2.remove_piece_at(sq('d5'))
ok(at(bC2, 'd6') == P(P_, W) and at(bC2, 'd5') is None and at(bC2, 'e5') is None and bC2.turn == B, 'C: after the capture as made the white pawn stands on d6 and the d5 pawn is gone; Black to move')
REC['C'] = TC1 + " {[%move d6d7]} 8. e5 Ne8 9. Bf4 {[%move d7d5]} 10. {[%move e5d6]}"

# ============ record D: Giuoco Piano; 11. Qa4+ is not announced; Black castles with his king in check
TD = ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+ 8. Nbxd2 d5 "
      "9. exd5 Nxd5 10. Qb3 Nce7 11. Qa4+")
b = sans(chess.Board(), TD)
ok(len(b.move_stack) == 21 and b.turn == B, 'D: Giuoco Piano, twenty-one lawful plies, Black to move')
ok(b.is_check() and [chess.square_name(s) for s in b.checkers()] == ['a4'], 'D: 11. Qa4 checks the e8 king along a4-b5-c6-d7-e8 (all empty)')
ok(b.has_kingside_castling_rights(B) and at(b, 'e8') == P(K_, B) and at(b, 'h8') == P(R_, B), 'D: neither the e8 king nor the h8 rook has moved')
ok(at(b, 'f8') is None and at(b, 'g8') is None, 'D: f8 and g8 are empty')
ok(not b.is_attacked_by(W, sq('f8')) and not b.is_attacked_by(W, sq('g8')), 'D: neither f8 nor g8 is attacked by a white man: the check on e8 is the only bar')
ok(chess.Move.from_uci('e8g8') not in b.legal_moves, 'D: castling is not among the moves a reader of the board allows: the king is in check')
bD = b.copy(); apply_raw(bD, 'e8g8')
ok(at(bD, 'g8') == P(K_, B) and at(bD, 'f8') == P(R_, B) and bD.turn == W and not bD.is_attacked_by(W, sq('g8')), 'D: after the castling the king stands on g8, out of the check, the rook on f8; White to move')
REC['D'] = TD.replace("Bb4+", "Bb4+ {[%check]}").replace("Bxd2+", "Bxd2+ {[%check]}") + " {[%move e8g8]}"

# ============ record E: Closed Ruy Lopez with 9. d4 Bg4; White touches the e5 pawn and takes it with the e1 rook over his own e4 pawn
TE = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. d4 Bg4"
b = sans(chess.Board(), TE)
ok(len(b.move_stack) == 18 and b.turn == W and not b.is_check(), 'E: Closed Ruy Lopez, eighteen lawful plies, White to move')
ok(at(b, 'e4') == P(P_, W) and at(b, 'e5') == P(P_, B) and at(b, 'e1') == P(R_, W), 'E: the e1 rook, White\'s own pawn on e4, Black\'s pawn on e5')
ok(not_a_move(b, 'e1e5'), 'E: Re1xe5 is no move: the rook would pass over its own e4 pawn')
MV_CE = san_list(b, captures_on(b, 'e5'))
ok(MV_CE == ['Nxe5', 'dxe5'], f'E: the e5 pawn can be taken lawfully by {MV_CE}')
MV_RE = san_list(b, legal_from(b, 'e1'))
ok(MV_RE == ['Rf1', 'Re2', 'Re3'], f'E: the e1 rook\'s lawful moves are {MV_RE}')
MV_KE = san_list(b, king_moves(b))
ok(MV_KE == ['Kf1', 'Kh1'], f'E: the white king\'s lawful moves are {MV_KE}')
bE = b.copy(); apply_raw(bE, 'e1e5')
ok(at(bE, 'e5') == P(R_, W) and at(bE, 'e4') == P(P_, W) and bE.turn == B and not bE.is_check(), 'E: after it the rook stands on e5, the pawn gone; Black to move, not in check')
ok(chess.Move.from_uci('d6e5') in bE.legal_moves, 'E: Black\'s d6 pawn, which he touches in the Acknowledged record, could take the rook')
REC['E'] = TE + " 10. {[%touch e5]} {[%move e1e5]}"
REC['E2'] = REC['E'] + " {[%touch d6]}"

# ============ record F: queen and pawn against pawn; 40. Qd7 with a false "check"; 40... Kh8; 41. Qf7 stalemates
FF = '6k1/7p/7P/8/8/8/8/3Q2K1 w - - 0 40'
b = chess.Board(FF)
ok(b.is_valid() and not b.is_check(), 'F: the set-up is lawful, White to move')
m = b.parse_san('Qd7')
ok(not b.gives_check(m), 'F: 40. Qd7 gives no check (it attacks g7 and h7, not g8)')
b.push(m)
ok(not b.is_check() and chess.Move.from_uci('g8h8') in b.legal_moves, 'F: Black is not in check; Kh8 is lawful')
b.push_san('Kh8')
m = b.parse_san('Qf7'); ok(not b.gives_check(m), 'F: 41. Qf7 gives no check')
b.push(m)
ok(b.is_stalemate(), 'F: after 41. Qf7 Black, not in check, has no lawful move: stalemate')
ok(at(b, 'h7') == P(P_, B) and at(b, 'h6') == P(P_, W), 'F: Black\'s h7 pawn is blocked by the h6 pawn: a man left that cannot be moved')
FEN['F'] = FF
REC['F'] = "40. Qd7 {[%check]} 40... Kh8 41. Qf7"

# ============ record G: middlegame, White's e4 knight pinned against the e1 king by the e8 rook; 20. Nf6+ (announced); 20... gxf6
FG = '4r1k1/pp3ppp/2p5/8/4N3/8/PPP2PPP/4K2R w K - 0 20'
b = chess.Board(FG)
ok(b.is_valid() and not b.is_check(), 'G: the set-up is lawful, White to move, not in check')
ok(b.is_pinned(W, sq('e4')), 'G: the e4 knight is pinned against the e1 king by the e8 rook (e2, e3, e5, e6, e7 empty)')
m = chess.Move.from_uci('e4f6')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves and b.gives_check(m), 'G: Nf6 checks the g8 king but exposes White\'s own king: a move the board does not allow')
b.push(m)
ok(b.is_check() and b.is_attacked_by(B, sq('e1')), 'G: after 20. Nf6+ both kings stand in check')
mg = b.parse_san('gxf6')
ok(b.is_legal(mg), 'G: 20... gxf6 is lawful')
b.push(mg)
ok(at(b, 'f6') == P(P_, B) and b.turn == W, 'G: after it Black\'s pawn stands on f6, the knight gone; White to move')
FEN['G'] = FG
REC['G'] = "20. {[%move e4f6]} {[%check]} 20... gxf6"

# ============ record I: Scotch Four Knights; 11. Bxf6 with a false "check"; Black touches the f6 bishop, then plays Kh8
TI = "1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. d4 exd4 5. Nxd4 Bb4 6. Nxc6 bxc6 7. Bd3 d5 8. exd5 cxd5 9. O-O O-O 10. Bg5 c6 11. Bxf6"
b = sans(chess.Board(), TI)
ok(len(b.move_stack) == 21 and b.turn == B, 'I: Scotch Four Knights, twenty-one lawful plies, Black to move')
ok(not b.is_check(), 'I: 11. Bxf6 gives no check to the g8 king (the g7 pawn stands between)')
MV_CI = san_list(b, captures_on(b, 'f6'))
ok(MV_CI == ['gxf6', 'Qxf6'], f'I: the f6 bishop can be taken: {MV_CI}')
ok(chess.Move.from_uci('g8h8') in b.legal_moves, 'I: Kh8 is lawful')
REC['I'] = TI + " {[%check]} {[%touch f6]} 11... Kh8"

# ---------------------------------------------------------------- cases
CASE_REC = {3801: 'A', 3807: 'A', 3813: 'A2', 3819: 'A', 3825: 'A',
            3802: 'B', 3808: 'B', 3826: 'B',
            3814: 'C', 3820: 'C', 3827: 'C', 3828: 'C',
            3803: 'D', 3809: 'D', 3815: 'D', 3829: 'D',
            3804: 'E', 3822: 'E2', 3830: 'E',
            3805: 'F', 3811: 'F', 3817: 'F', 3823: 'F', 3824: 'F',
            3806: 'G', 3812: 'G', 3818: 'G',
            3810: 'I', 3816: 'I', 3821: 'I'}
MOVES.update({
    3801: {'replace-and-move-king': MV_KA},
    3807: {'move-king': MV_KA},
    3813: {'move-king': MV_KA},
    3819: {'move-king': MV_KA},
    3825: {'replace-and-move-king': MV_KA},
    3814: {'move-king': MV_KC},
    3820: {'move-king': MV_KC},
    3827: {'replace-and-move-king': MV_KC},
    3804: {'capture-with-legal-capturer': MV_CE, 'move-touched-capturer': MV_RE},
    3822: {'capture-with-legal-capturer': MV_CE, 'move-king': MV_KE},
    3830: {'capture-with-legal-capturer': MV_CE, 'move-touched-capturer': MV_RE},
})
assert sorted(CASE_REC) == list(range(3801, 3831))
for n, r in CASE_REC.items():
    MOVES.setdefault(n, {})
    REC[n] = REC[r]
    if r in FEN: FEN[n] = FEN[r]
print(N[0], 'assertions passed')
