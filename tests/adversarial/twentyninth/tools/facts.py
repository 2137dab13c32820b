"""Findings of fact for the twenty-ninth set, asserted with python-chess, and every expected move
list (sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py
Every record of the set is built here (REC), with its [FEN] where it has one (FEN) and its tags (TAGS)."""
import os, sys, re
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

FEN, REC, MOVES, TAGS, N = {}, {}, {}, {}, [0]
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
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'

# ============================================ R1: Sicilian Kan, a false "check" from b5 (21 plies)
R1 = ("1. e4 c5 2. Nf3 e6 3. d4 cxd4 4. Nxd4 a6 5. Bd3 Bc5 6. Nb3 Ba7 7. Qe2 Nf6 8. O-O Qc7 9. Nc3 Ng4 "
      "10. g3 h5 11. Bb5")
b = sans(chess.Board(), R1)
ok(len(b.move_stack) == 21 and b.turn == B, 'R1: 21 lawful plies (Sicilian, Kan); Black to move after 11. Bb5')
ok(not b.is_check(), 'R1: 11. Bb5 gives no check: the d7 pawn stands between the bishop and the e8 king')
ok(at(b, 'd7') == P(chess.PAWN, B) and at(b, 'c6') is None, 'R1: on the b5-e8 diagonal c6 is empty and the d7 pawn screens')
R1_N = san_list(b, legal_from(b, 'b8'))
ok(R1_N == ['Nc6'], f'R1: the b8 knight\'s only lawful move is Nc6, onto the line of the supposed check: {R1_N}')
R1_X = san_list(b, [m for m in b.legal_moves if m.to_square == sq('b5')])
ok(R1_X == ['axb5'], f'R1: the b5 bishop is en prise: Black can take it, {R1_X}')
R1_K = san_list(b, king_moves(b))
ok(R1_K == ['Ke7', 'Kd8', 'Kf8', 'O-O'], f'R1: Black\'s king has lawful moves {R1_K}')
REC[2901] = R1 + ' {[%check]} {[%touch b8]}'
REC[2907] = R1 + ' {[%check]} {[%touch b5]}'
REC[2925] = R1 + ' {[%check]} {[%touch e8]}'

# ============================================ R2: Giuoco Pianissimo, the d3 pawn put back on d2 by a false move that stood
R2 = ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. O-O d6 6. c3 O-O 7. Re1 a6 8. Bb3 Ba7 9. Nbd2 h6 "
      "10. Nf1 Re8 11. Ng3 Be6")
b = sans(chess.Board(), R2)
ok(len(b.move_stack) == 22 and b.turn == W, 'R2: 22 lawful plies (Giuoco Pianissimo); White to move')
ok(at(b, 'd3') == P(chess.PAWN, W) and at(b, 'd2') is None, 'R2: White\'s d-pawn stands on d3 (4. d3, its first move); d2 is empty (the knight went d2-f1-g3)')
m = chess.Move.from_uci('d3d2')
ok(m not in b.pseudo_legal_moves, 'R2: 12. d3-d2 is a pawn moved backwards: a false move')
apply_raw(b, 'd3d2')
ok(b.parse_san('Bxb3') in b.legal_moves, 'R2: after it Black plays 12... Bxb3, a lawful move (nobody claims the false move)')
b.push_san('Bxb3'); b.push_san('axb3'); b.push_san('Qd7')
ok(len(b.move_stack) == 3 and b.turn == W and at(b, 'd2') == P(chess.PAWN, W), 'R2: 13. axb3 Qd7; White to move, his d-pawn on d2')
PY = san_list(b, legal_from(b, 'd2'))
ok(PY == ['d3', 'd4'], f'R2: python-chess, which reads the board and not the history, offers the d2 pawn {PY}')
R2_D = ['d3']
ok(b.parse_san('d3') in b.legal_moves and b.parse_san('h3') in b.legal_moves, 'R2: d2-d3 is lawful; so is 14. h3, the move White plays after touching the pawn')
REC_2 = R2 + ' 12. {[%move d3d2]} Bxb3 13. axb3 Qd7 14. {[%touch d2]} h3'
for n in (2915, 2919, 2926): REC[n] = REC_2; MOVES[n] = {'compel-move-touched-man': R2_D}

# ============================================ R3: Nimzo-Indian, the b4 bishop touched; White then plays Kf1
R3 = "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Bd3 d5 6. Nf3 c5 7. Qc2 Nc6"
b = sans(chess.Board(), R3)
ok(len(b.move_stack) == 14 and b.turn == W, 'R3: 14 lawful plies (Nimzo-Indian, Rubinstein); White to move')
ok([x for x in b.legal_moves if x.to_square == sq('b4')] == [] and not b.is_attacked_by(W, sq('b4')), 'R3: no White man can take the b4 bishop (it is not en prise)')
R3_K = san_list(b, king_moves(b))
ok(R3_K == ['Kd1', 'Kf1', 'O-O', 'Kd2', 'Ke2'], f'R3: White\'s king has lawful moves {R3_K}, castling among them')
ok(b.parse_san('Kf1') in b.legal_moves, 'R3: 8. Kf1 is a lawful king move, and it is not castling')
for n in (2902, 2916, 2929): REC[n] = R3 + ' 8. {[%touch b4]} Kf1'

# ============================================ R4: a pawn set on b8 and left a pawn (endgame, FEN)
F4 = '8/1P3k2/7p/6p1/8/6P1/6K1/r7 w - - 0 1'
b = chess.Board(F4)
ok(b.is_valid() and b.turn == W, 'R4: the position is valid; White to move')
R4_P = san_list(b, legal_from(b, 'b7'))
ok(R4_P == ['b8=Q', 'b8=R', 'b8=B', 'b8=N'], f'R4: the b7 pawn\'s lawful moves are the four exchanges on b8, none with check: {R4_P}')
R4_K = san_list(b, king_moves(b))
ok(R4_K == ['Kf2', 'Kh2', 'Kf3', 'Kh3'], f'R4: White\'s king may go {R4_K} (the first rank is the a1 rook\'s)')
for n in (2903, 2918): FEN[n] = F4; REC[n] = '1. {[%move b7b8]}'
MOVES[2903] = {'move-correctly': R4_P}
MOVES[2918] = {'move-king': R4_K}

# ============================================ R5: Caro-Kann, the knight given as odds left on; 6. Nd6 mate
R5 = "1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nd7 5. Qe2 Ngf6 6. Nd6#"
b = sans(chess.Board(), R5)
ok(b.is_checkmate() and len(b.move_stack) == 11, 'R5: 6. Nd6 is mate (smothered), the 11th ply: White has played six moves, Black five')
ok(b.move_stack[4] == chess.Move.from_uci('b1c3') and at(b, 'd6') == P(chess.KNIGHT, W), 'R5: the mating knight is the one that started on b1 (b1-c3-e4-d6), the man to be given')
REC[2904] = R5; TAGS[2904] = [('Odds', 'white knight b1 left-on-board')]

# ============================================ R6: Giuoco Piano (Greco), the king's rook given; check covered; castling towards h1
R6 = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+ 8. Nbxd2 d5 9. exd5 Nxd5"
b = chess.Board(); b.remove_piece_at(sq('h1')); b.castling_rights &= ~chess.BB_H1
b = sans(b, R6)
ok(len(b.move_stack) == 18 and b.turn == W, 'R6: with the h1 rook off the board, 18 lawful plies; White to move')
ok(b.move_stack[11] == chess.Move.from_uci('c5b4'), 'R6: 6... Bb4+ checked White\'s king, and 7. Bd2 covered the check')
ok(not b.is_check() and at(b, 'f1') is None and at(b, 'g1') is None and at(b, 'h1') is None, 'R6: now the king is not in check; f1, g1 and h1 are empty')
ok(not any(b.is_attacked_by(B, sq(s)) for s in ('e1', 'f1', 'g1')), 'R6: e1, f1 and g1 are not attacked by Black')
ok(not b.has_kingside_castling_rights(W) and chess.Move.from_uci('e1g1') not in b.legal_moves, 'R6: python-chess, which knows no castling with an absent rook, does not allow e1-g1')
REC[2905] = R6 + ' 10. {[%move e1g1]}'; TAGS[2905] = [('Odds', 'white rook h1')]

# ============================================ R7: the odds giver did not begin
R7 = "1... e5 2. e4 Nc6 3. Nf3"
b = chess.Board(); b.remove_piece_at(sq('b1')); b.turn = B
b = sans(b, R7)
ok(len(b.move_stack) == 4 and b.turn == B and b.move_stack[0] == chess.Move.from_uci('e7e5'), 'R7: with White\'s b1 knight off, Black made the first move (e5); two moves each; Black to move')
REC[2906] = R7; TAGS[2906] = [('Odds', 'white knight b1')]

# ============================================ R8: Greco line, the king went to f1 and back; castling
R8 = ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Kf1 d5 8. exd5 Nxd5 9. Nc3 Be6 "
      "10. Ke1 O-O")
b = sans(chess.Board(), R8)
ok(len(b.move_stack) == 20 and b.turn == W and at(b, 'e1') == P(chess.KING, W), 'R8: 20 lawful plies; 7. Kf1 answered the check and 10. Ke1 brought the king back; White to move')
ok(not b.has_kingside_castling_rights(W) and chess.Move.from_uci('e1g1') not in b.legal_moves, 'R8: the king has moved, so castling is not lawful')
ok(not b.is_check() and not any(b.is_attacked_by(B, sq(s)) for s in ('e1', 'f1', 'g1')) and at(b, 'f1') is None and at(b, 'g1') is None,
   'R8: the king\'s having moved is the only bar: no check, f1 and g1 empty and unattacked')
R8_K = san_list(b, king_moves(b)); R8_R = san_list(b, legal_from(b, 'h1'))
ok(R8_K == ['Kf1', 'Kd2', 'Ke2'], f'R8: the king\'s lawful moves before the castling: {R8_K}')
ok(R8_R == ['Rf1', 'Rg1'], f'R8: the h1 rook\'s lawful moves before the castling: {R8_R}')
REC[2908] = R8 + ' 11. {[%move e1g1]}'
MOVES[2908] = {'move-king': R8_K, 'move-rook': R8_R}

# ============================================ R9: Petrov, the e2 queen pinned on the e-file, touched; Bg5 played
R9 = "1. e4 e5 2. Nf3 Nf6 3. Nxe5 d6 4. Nf3 Nxe4 5. Qe2 Qe7 6. d3 Nf6"
b = sans(chess.Board(), R9)
ok(len(b.move_stack) == 12 and b.turn == W, 'R9: 12 lawful plies (Petrov, 5. Qe2); White to move')
ok(b.is_pinned(W, sq('e2')) and at(b, 'e7') == P(chess.QUEEN, B), 'R9: White\'s e2 queen is pinned against his king by the e7 queen')
R9_Q = san_list(b, legal_from(b, 'e2'))
ok(R9_Q == ['Qe3', 'Qe4', 'Qe5', 'Qe6', 'Qxe7+'], f'R9: the pinned queen can still move along the file: {R9_Q}')
ok(all(not b.is_into_check(x) for x in legal_from(b, 'e2')), 'R9: none of those moves uncovers the king')
ok(b.parse_san('Bg5') in b.legal_moves, 'R9: 7. Bg5 is lawful')
for n in (2909, 2914, 2920): REC[n] = R9 + ' 7. {[%touch e2]} Bg5'; MOVES[n] = {'compel-move-touched-man': R9_Q}

# ============================================ R10: Saavedra: 6. c8=Q stalemates after Rc4+ Qxc4
F10 = '8/8/1KP5/3r4/8/8/8/k7 w - - 0 1'
R10 = "1. c7 Rd6+ 2. Kb5 Rd5+ 3. Kb4 Rd4+ 4. Kb3 Rd3+ 5. Kc2 Rd4 6. c8=Q Rc4+ 7. Qxc4"
b = sans(chess.Board(F10), R10)
ok(b.is_stalemate() and b.turn == B, 'R10: after 7. Qxc4 Black (king a1 alone) is not in check and has no lawful move: stalemate')
ok(len(b.piece_map()) == 3 and at(b, 'a1') == P(chess.KING, B), 'R10: Black has only his king left')
for n in (2910, 2917, 2922, 2928): FEN[n] = F10; REC[n] = R10

# ============================================ R11: an unannounced check from b5; Black ignores it with Nxf2; White warns with Qe2
R11 = "1. e4 e5 2. Nf3 d6 3. d4 Nf6 4. dxe5 Nxe4 5. Bb5"
b = sans(chess.Board(), R11)
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('b5')]), 'R11: 5. Bb5 (ninth ply) checks the e8 king (c6 and d7 empty); nobody says check')
R11_P = san_list(b, list(b.legal_moves))
ok(R11_P == ['c6', 'Nc6', 'Nd7', 'Bd7', 'Qd7', 'Ke7'], f'R11: Black\'s lawful moves in the check: {R11_P}')
mv = chess.Move.from_uci('e4f2')
ok(mv in b.pseudo_legal_moves and mv not in b.legal_moves, '5... Nxf2 leaves the check standing (pseudo-legal only)')
b.push(mv)
ok(b.parse_san('Qe2') in b.legal_moves, 'R11: 6. Qe2 is lawful for White')
b.push_san('Qe2')
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('b5')]) and at(b, 'f2') == P(chess.KNIGHT, B), 'R11: after 6. Qe2 the b5 bishop still checks; the f2 pawn is gone')
REC[2911] = R11 + ' Nxf2 6. Qe2 {[%check]}'
MOVES[2911] = {'retract-both-last-moves': R11_P}

# ============================================ R12: King's Gambit Declined, castling into the c5 bishop's check
R12 = "1. e4 e5 2. f4 Bc5 3. Nf3 d6 4. Bc4 Nf6 5. d3 Nc6"
b = sans(chess.Board(), R12)
ok(len(b.move_stack) == 10 and b.turn == W, 'R12: 10 lawful plies (King\'s Gambit Declined, classical); White to move')
ok(b.has_kingside_castling_rights(W) and at(b, 'f1') is None and at(b, 'g1') is None, 'R12: neither king nor rook has moved; f1 and g1 are empty')
ok(not b.is_check() and not b.is_attacked_by(B, sq('f1')) and b.is_attacked_by(B, sq('g1')), 'R12: the king is not in check and passes no attacked square, but g1 is attacked by the c5 bishop (the f2 pawn has gone to f4)')
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, 'R12: so castling would put the king in check: not lawful')
R12_K = san_list(b, king_moves(b))
ok(R12_K == ['Kf1', 'Kd2', 'Ke2'], f'R12: the king\'s lawful moves before the castling: {R12_K}')
REC[2912] = R12 + ' 6. {[%move e1g1]}'
MOVES[2912] = {'move-king': R12_K}

# ============================================ R13: rook ending exchanged off: bare kings
F13 = '8/8/3k4/3r4/8/3R4/3K4/8 w - - 0 1'
b = sans(chess.Board(F13), '1. Rxd5+ Kxd5')
ok(len(b.piece_map()) == 2 and b.turn == W, 'R13: after 1. Rxd5+ Kxd5 only the two kings remain; White to move')
ok(b.is_insufficient_material(), 'R13: neither side can ever mate')
for n in (2913, 2923, 2930): FEN[n] = F13; REC[n] = '1. Rxd5+ Kxd5'

# ============================================ R14: Scotch, Mieses: the d5 knight touched, then taken
R14 = "1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nxc6 bxc6 6. e5 Qe7 7. Qe2 Nd5 8. c4 Ba6"
b = sans(chess.Board(), R14)
ok(len(b.move_stack) == 16 and b.turn == W, 'R14: 16 lawful plies (Scotch, Mieses, 8... Ba6); White to move')
R14_X = san_list(b, [m for m in b.legal_moves if m.to_square == sq('d5')])
ok(R14_X == ['cxd5'], f'R14: the d5 knight can be taken only by the c4 pawn: {R14_X}')
ok(not b.is_pinned(W, sq('c4')), 'R14: the c4 pawn is pinned only against the e2 queen (by the a6 bishop), not against the king')
b.push_san('cxd5')
ok(at(b, 'd5') == P(chess.PAWN, W), 'R14: 9. cxd5 takes the touched knight')
REC[2921] = R14 + ' 9. {[%touch d5]} cxd5'

# ============================================ R15: knight pinned against a king that cannot move (FEN)
F15 = '6rk/pb3p1p/1p2p3/2p5/8/2P3N1/PP3P1P/R2Q1RK1 w - - 0 1'
b = chess.Board(F15)
ok(b.is_valid() and not b.is_check(), 'R15: valid position, White to move, not in check')
ok(b.is_pinned(W, sq('g3')) and legal_from(b, 'g3') == [], 'R15: the g3 knight is pinned against the g1 king by the g8 rook and has no lawful move')
ok(king_moves(b) == [], 'R15: White\'s king has no lawful move (f1 rook, f2 and h2 pawns; g2 and h1 held by the b7 bishop)')
ok(b.legal_moves.count() > 0, 'R15: White has other lawful moves')
REC[2924] = '{[%touch g3]}'; FEN[2924] = F15

# ============================================ R16: Greco line, castling out of an announced check from b4
R16 = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+"
b = sans(chess.Board(), R16)
ok(len(b.move_stack) == 12 and b.is_check() and b.checkers() == chess.SquareSet([sq('b4')]), 'R16: after 6... Bb4+ (12th ply, check said) White\'s king is in check from the b4 bishop')
ok(b.has_kingside_castling_rights(W) and at(b, 'f1') is None and at(b, 'g1') is None and chess.Move.from_uci('e1g1') not in b.legal_moves,
   'R16: king and h1 rook unmoved, f1 and g1 empty, but castling is not lawful: the king is in check')
R16_K = san_list(b, king_moves(b, castling=False)); R16_R = san_list(b, legal_from(b, 'h1'))
ok(R16_K == ['Kf1', 'Ke2'], f'R16: the king\'s lawful moves in the check: {R16_K} (d2 is on the bishop\'s line)')
ok(R16_R == [], 'R16: the h1 rook has no lawful move at all: no rook move parries the check')
ok(b.legal_moves.count() == 7, 'R16: White had seven lawful moves: Kf1, Ke2 and the interpositions Bd2, Nbd2, Qd2, Nc3, Nfd2')
REC[2927] = R16 + ' {[%check]} 7. {[%move e1g1]}'
MOVES[2927] = {'move-king-no-castling': R16_K}

print(N[0], 'facts asserted')
