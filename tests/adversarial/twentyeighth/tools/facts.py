"""Findings of fact for the twenty-eighth set, asserted with python-chess, and every expected move
list (sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py"""
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
def pseudo(b, s):
    return next(m for m in b.pseudo_legal_moves if b.san(m).rstrip('+#') == s)

# ============================================ R1: the h1 rook went to g1 and came back; White castles (29th ply)
R1 = ("1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 e6 5. e3 Nbd7 6. Qc2 Bd6 7. Rg1 O-O 8. g4 dxc4 9. Bxc4 b5 "
      "10. Be2 Bb7 11. g5 Nd5 12. Nxd5 cxd5 13. Rh1 Rc8 14. a3 a6")
b = sans(chess.Board(), R1)
ok(len(b.move_stack) == 28 and b.turn == W, 'R1: 28 lawful plies (Semi-Slav, Rg1 and g4); White to move')
ok(not b.has_kingside_castling_rights(W), 'R1: the h1 rook has moved (7. Rg1, 13. Rh1), so White has lost the right to castle on the king\'s side')
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, 'R1: e1-g1 is not a lawful move')
ok(not b.is_check() and not b.is_attacked_by(B, sq('f1')) and not b.is_attacked_by(B, sq('g1')) and at(b, 'f1') is None and at(b, 'g1') is None,
   'R1: the king is not in check, f1 and g1 are empty and unattacked: the moved rook is the only bar')
ok(not b.has_queenside_castling_rights(W) or chess.Move.from_uci('e1c1') not in b.legal_moves, 'R1: queen\'s-side castling is not available either (the c1 bishop stands between)')
MK = san_list(b, king_moves(b, castling=False)); MR = san_list(b, legal_from(b, 'h1'))
ok(MK == ['Kd1', 'Kf1', 'Kd2'], f'R1: the king\'s lawful moves before the castling: {MK}')
ok(MR == ['Rf1', 'Rg1'], f'R1: the h1 rook\'s lawful moves before the castling: {MR}')
ok(at(b, 'd8') == P(chess.QUEEN, B), 'R1: Black\'s queen stands on d8 (the man Black touches)')
R1_TXT = R1 + ' 15. {[%move e1g1]} {[%touch d8]}'
for n in (2801, 2807, 2813, 2819, 2825): REC[n] = R1_TXT
for n in (2801, 2807): MOVES[n] = {'move-king': MK, 'move-rook': MR}
MOVES[2813] = {'move-rook': MR, 'move-king': MK}
MOVES[2819] = {'move-king': MK}

# ============================================ R2: capture in passing one move late (KID, 27th ply)
R2 = ("1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6 5. Nf3 O-O 6. Be2 e5 7. d5 a5 8. Bg5 h6 9. Bh4 Na6 "
      "10. Nd2 Qe8 11. O-O Nh7 12. a3 c5")
b = sans(chess.Board(), R2)
ok(b.ep_square == sq('c6') and chess.Move.from_uci('d5c6') in b.legal_moves, 'R2: after 12... c5 (c7-c5, the pawn\'s first move) White could take it in passing, dxc6')
b = sans(b, '13. Kh1 Bd7')
ok(len(b.move_stack) == 26 and b.turn == W, 'R2: White plays 13. Kh1 instead, Black 13... Bd7: 26 lawful plies')
ok(b.ep_square is None and chess.Move.from_uci('d5c6') not in b.legal_moves, 'R2: at ply 27 d5xc6 is no longer a lawful move (the passage is a move old)')
ok(san_list(b, legal_from(b, 'd5')) == [], 'R2: the d5 pawn has no lawful move at all (d6 blocked, nothing to take)')
MK2 = san_list(b, king_moves(b))
ok(MK2 == ['Kg1'], f'R2: White\'s king has one lawful move, {MK2}')
pre = b.copy()
apply_raw(b, 'd5c6'); b.remove_piece_at(sq('c5'))
ok(at(b, 'c6') == P(chess.PAWN, W) and at(b, 'c5') is None and at(b, 'd5') is None, 'R2: 14. d5xc6 as made: the pawn goes to c6 and Black\'s c5 pawn is taken off')
ok(b.parse_san('Bxc6') in b.legal_moves, 'R2: 14... Bxc6 is then a lawful move for Black')
REC_2 = R2 + ' 13. Kh1 Bd7 14. {[%move d5c6]} Bxc6'
for n in (2814, 2820, 2826): REC[n] = REC_2
MOVES[2820] = {'move-king': MK2}

# ============================================ R3: Black plays on in an announced check (Vienna, 20th ply)
R3 = ("1. d4 Nf6 2. c4 e6 3. Nf3 d5 4. Nc3 Bb4 5. Bg5 dxc4 6. e4 c5 7. Bxc4 cxd4 8. Nxd4 Bxc3+ "
      "9. bxc3 Qa5 10. Bb5+")
b = sans(chess.Board(), R3)
ok(len(b.move_stack) == 19 and b.is_check() and b.checkers() == chess.SquareSet([sq('b5')]), 'R3: after 10. Bb5+ (19 lawful plies, check said) Black\'s e8 king is in check from the b5 bishop')
m = chess.Move.from_uci('f6d5')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, 'R3: 10... Nf6-d5 leaves the king in check: not a lawful move')
MC3 = san_list(b, legal_from(b, 'f6')); MK3 = san_list(b, king_moves(b))
ok(MC3 == ['Nfd7'], f'R3: the f6 knight\'s only lawful move is the interposition {MC3}')
ok(MK3 == ['Ke7', 'Kd8', 'Kf8'], f'R3: the king\'s lawful moves: {MK3}')
ok(b.legal_moves.count() == 8, 'R3: Black had eight lawful moves in all (three king moves, four interpositions, Qxb5)')
REC_3 = R3 + ' {[%check]} 10... {[%move f6d5]}'
for n in (2802, 2808, 2815, 2821, 2827): REC[n] = REC_3
MOVES[2802] = {'move-correctly': MC3, 'replace-and-move-king': MK3}
MOVES[2827] = {'move-correctly': MC3, 'replace-and-move-king': MK3}
MOVES[2808] = MOVES[2815] = {'move-king': MK3}
MOVES[2821] = {'move-correctly': MC3, 'move-king': MK3}

# ============================================ R4: Albin, Lasker's trap: the pawn made a queen, then the knight asked for
R4 = "1. d4 d5 2. c4 e5 3. dxe5 d4 4. e3 Bb4+ 5. Bd2 dxe3 6. Bxb4 exf2+ 7. Ke2"
b = sans(chess.Board(), R4)
ok(len(b.move_stack) == 13 and b.turn == B, 'R4: 13 lawful plies (Albin Counter-Gambit, 4. e3?); Black to move')
ok(san_list(b, legal_from(b, 'f2')) == ['fxg1=Q', 'fxg1=R', 'fxg1=B', 'fxg1=N+'], 'R4: the f2 pawn may take on g1 and become any of the four pieces; only the knight gives check')
b.push_san('fxg1=Q')
ok(at(b, 'g1') == P(chess.QUEEN, B) and not b.is_check(), 'R4: 7... fxg1=Q is lawful and gives no check')
for n in (2816, 2828): REC[n] = R4 + ' fxg1=Q'

# ============================================ R5: Ruy Lopez: White plays twice; Black replies; White's bishop leaps his knight
R5 = ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5 "
      "10. Bc2 c5 11. d4 Qc7 12. Nbd2 cxd4 13. cxd4 Nc6 14. Nb3 a5 15. Be3")
b = sans(chess.Board(), R5)
ok(len(b.move_stack) == 29 and b.turn == B, 'R5: 29 lawful plies (Ruy Lopez, Chigorin); Black to move')
b.turn = W
ok(chess.Move.from_uci('a1c1') in b.legal_moves, 'R5: Ra1-c1 would have been a lawful move for White had it been his turn')
b.push(chess.Move.from_uci('a1c1'))
ok(b.turn == B and b.parse_san('a4') in b.legal_moves, 'R5: after the second White move Black plays 15... a4, a lawful move')
b.push_san('a4')
m = chess.Move.from_uci('c2a4')
ok(m not in b.pseudo_legal_moves and at(b, 'b3') == P(chess.KNIGHT, W), 'R5: 16. Bc2-a4 (taking the a4 pawn) passes over White\'s own b3 knight: a false move')
REC[2803] = R5 + ' {[%move a1c1 white]} 15... a4 16. {[%move c2a4]}'

# ============================================ R6: the wrong knight takes on d4 (Italian, 23rd ply)
R6 = ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. Nc3 d6 6. O-O O-O 7. a3 a6 8. Bg5 h6 9. Bh4 g5 "
      "10. Bg3 Bg4 11. Kh1 Nd4")
b = sans(chess.Board(), R6)
ok(len(b.move_stack) == 22 and b.turn == W, 'R6: 22 lawful plies; White to move')
ok(b.is_pinned(W, sq('f3')) is False and b.piece_at(sq('g4')) == P(chess.BISHOP, B), 'R6: the f3 knight is pinned only against the d1 queen (by the g4 bishop), not against the king')
m = chess.Move.from_uci('c3d4')
ok(m not in b.pseudo_legal_moves, 'R6: c3-d4 is not a knight\'s move: the c3 knight cannot take on d4')
CL6 = san_list(b, [x for x in b.legal_moves if x.to_square == sq('d4')])
MT6 = san_list(b, legal_from(b, 'c3')); MK6 = san_list(b, king_moves(b))
ok(CL6 == ['Nxd4'], f'R6: the only man that can lawfully take on d4 is the f3 knight: {CL6}')
ok(MT6 == ['Nb1', 'Na2', 'Ne2', 'Na4', 'Nb5', 'Nd5'], f'R6: the c3 knight\'s lawful moves: {MT6}')
ok(MK6 == ['Kg1'], f'R6: the king\'s lawful moves: {MK6}')
for n in (2804, 2809, 2829): REC[n] = R6 + ' 12. {[%move c3d4]}'
MOVES[2804] = MOVES[2829] = {'capture-with-legal-capturer': CL6, 'move-touched-capturer': MT6}
MOVES[2809] = {'move-king': MK6}

# ============================================ R7: the f3 knight, pinned against the queen, touched; h3 played
R7 = ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Nbd2 a6 8. Bb3 Ba7 9. Re1 h6 "
      "10. Nf1 Bg4")
b = sans(chess.Board(), R7)
ok(len(b.move_stack) == 20 and b.turn == W, 'R7: 20 lawful plies (Giuoco Pianissimo); White to move')
ok(not b.is_pinned(W, sq('f3')) and b.piece_at(sq('g4')) == P(chess.BISHOP, B) and at(b, 'd1') == P(chess.QUEEN, W),
   'R7: the g4 bishop pins the f3 knight against the d1 queen only; the knight is not pinned against the king')
MC7 = san_list(b, legal_from(b, 'f3'))
ok(MC7 == ['N3d2', 'Nd4', 'Nh4', 'Nxe5', 'Ng5'], f'R7: the f3 knight has five lawful moves: {MC7}')
ok(b.parse_san('h3') in b.legal_moves, 'R7: 11. h3 is lawful')
for n in (2805, 2810, 2817, 2822): REC[n] = R7 + ' 11. {[%touch f3]} h3'
for n in (2805, 2810, 2817, 2822): MOVES[n] = {'compel-move-touched-man': MC7}

# ============================================ R8: unannounced check from b5 ignored for two moves each (Caro-Kann)
R8 = ("1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nd7 5. Bc4 Ngf6 6. Ng5 e6 7. Qe2 Nb6 8. Bd3 h6 9. N5f3 c5 "
      "10. dxc5 Bxc5 11. Ne5 Nbd7 12. Ngf3 Qc7 13. Bf4 Nxe5 14. Nxe5 Bd6 15. Bb5")
b = sans(chess.Board(), R8)
ok(len(b.move_stack) == 29 and b.is_check() and b.checkers() == chess.SquareSet([sq('b5')]), 'R8: 15. Bb5 (29th ply) checks the e8 king; no check is said')
for s, lawful in (('a6', False), ('O-O', True), ('Qb6', False), ('Qf3', True)):
    mv = pseudo(b, s)
    ok(b.is_legal(mv) == lawful and (lawful or b.is_check()), f'R8: {s} ' + ('is lawful' if lawful else 'leaves the check standing (pseudo-legal only)'))
    b.push(mv)
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('b5')]) and b.turn == B, 'R8: after 17. Qf3 the b5 bishop still checks the e8 king, four plies after the check was given')
for n in (2806, 2811, 2823): REC[n] = R8 + ' a6 16. O-O Qb6 17. Qf3 {[%check]}'

# ============================================ R9: false "check" from b5, Black's king steps to f7, White plays on
R9 = ("1. e4 e6 2. d4 d5 3. Nd2 Nf6 4. e5 Nfd7 5. Bd3 c5 6. c3 Nc6 7. Ne2 cxd4 8. cxd4 f6 9. exf6 Nxf6 "
      "10. Nf3 Bd6 11. O-O Qc7 12. Nc3 Bd7 13. Bb5")
b = sans(chess.Board(), R9)
ok(len(b.move_stack) == 25 and not b.is_check(), 'R9: after 13. Bb5 (25th ply) Black\'s king is not in check: the c6 knight and the d7 bishop stand on the diagonal')
ok(b.has_kingside_castling_rights(B) and b.has_queenside_castling_rights(B), 'R9: Black still had the right to castle on both sides')
b.push_san('Kf7')
ok(b.move_stack[-1] == chess.Move.from_uci('e8f7') and not b.has_kingside_castling_rights(B), '13... Kf7 is lawful (and costs Black his castling)')
b.push_san('Re1')
ok(len(b.move_stack) == 27 and b.turn == B, 'R9: 14. Re1, White\'s next move, is completed; Black to move')
for n in (2812, 2818, 2824, 2830): REC[n] = R9 + ' {[%check]} Kf7 14. Re1'

print(N[0], 'facts asserted')
