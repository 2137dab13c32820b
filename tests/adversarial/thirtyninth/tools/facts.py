"""Findings of fact for the thirty-ninth set, asserted with python-chess; the thirty records and every
expected move list (sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py"""
import os, sys, re, random
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, king_moves, legal_from

FEN, REC, MOVES, N = {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)
def strip(text): return re.sub(r'\{[^}]*\}', ' ', text)
def sans(b, text, pseudo=()):
    for s in strip(text).split():
        if re.fullmatch(r'\d+\.(\.\.)?', s): continue
        if s in pseudo:
            m = next(m for m in b.pseudo_legal_moves if b.san(m).rstrip('+#') == s.rstrip('+#'))
            assert m not in b.legal_moves, s
            b.push(m)
        else:
            b.push_san(s)
    return b
def at(b, s): return b.piece_at(sq(s))
def P(t, c): return chess.Piece(t, c)
def illegal(b, uci): return chess.Move.from_uci(uci) not in b.pseudo_legal_moves
def sl(b, ms): return san_list(b, ms)

# 3901 twenty-laws: Najdorf, the d4 knight touched, then castling
T = '1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be2 e5'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 12 and b.turn == W, '3901: Najdorf 6. Be2 e5, twelve lawful plies, White to move')
ok(b.is_attacked_by(B, sq('d4')), '3901: the e5 pawn attacks the d4 knight')
ok(not b.is_pinned(W, sq('d4')), '3901: the d4 knight is not pinned')
MOVES[3901] = {'compel-move-touched-man': sl(b, legal_from(b, 'd4'))}
ok(chess.Move.from_uci('e1g1') in b.legal_moves, '3901: castling, the move White made, is lawful but is no move of the touched knight')
REC[3901] = T + ' 7. {[%touch d4]} O-O'

# 3902 twenty-laws: QGD exchange, Bg5 set on g3 like a rook
T = '1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. cxd5 exd5 5. Bg5 Be7 6. e3 O-O 7. Bd3 Nbd7 8. Qc2 Re8 9. Nge2 Nf8 10. O-O c6'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 20 and b.turn == W, '3902: QGD exchange (Carlsbad), twenty lawful plies, White to move')
ok(illegal(b, 'g5g3') and at(b, 'g4') is None and at(b, 'g3') is None, '3902: g5-g3 is no bishop move (a rook step down the file); g4 and g3 are empty')
ok(not b.has_castling_rights(W), '3902: White has castled; he has no castling left')
MOVES[3902] = {'move-correctly': sl(b, legal_from(b, 'g5')), 'replace-and-move-king': sl(b, king_moves(b))}
REC[3902] = T + ' 11. {[%move g5g3]}'

# 3903 twenty-laws: Giuoco, White touches Black's d5 pawn
T = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ {[%check]} 7. Bd2 Bxd2+ {[%check]} 8. Nbxd2 d5'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 16 and b.turn == W and not b.is_check(), '3903: Giuoco Piano main line, sixteen lawful plies, White to move, not in check')
caps = [m for m in b.legal_moves if m.to_square == sq('d5')]
ok(sorted(b.san(m) for m in caps) == ['Bxd5', 'exd5'], '3903: the d5 pawn is en prise: Bxd5 and exd5 take it lawfully')
ok(chess.Move.from_uci('e1g1') in b.legal_moves, '3903: White could castle on the king\'s side now, which law 2 forbids as the penalty')
MOVES[3903] = {'compel-capture-of-touched-man': sl(b, caps), 'move-king-no-castling': sl(b, king_moves(b, castling=False))}
REC[3903] = T + ' 9. {[%touch d5]}'

# 3904 twenty-laws: QGA 3.e4, Bb4+ unannounced, ignored by Bxc4, then exd4 with the warning
T0 = '1. d4 d5 2. c4 dxc4 3. e4 e5 4. Nf3 Bb4+'
b = sans(chess.Board(), T0)
ok(b.is_check() and b.turn == W, '3904: 4... Bb4 checks the e1 king (the d2 square is empty)')
MOVES[3904] = {'retract-both-last-moves': sl(b, b.legal_moves)}
b2 = sans(b.copy(), '5. Bxc4', pseudo=('Bxc4',))
ok(b2.is_attacked_by(B, b2.king(W)), '3904: after 5. Bxc4 the king is still in check (the move ignores it)')
b3 = sans(b2.copy(), '5... exd4')
ok(b3.is_attacked_by(B, b3.king(W)) and len(b3.move_stack) == 10, '3904: 5... exd4, Black\'s next move (ply ten), leaves the Bb4 check standing; with it he says check')
REC[3904] = T0 + ' 5. Bxc4 exd4 {[%check]}'

# 3905 twenty-laws: Italian, Nxf2 forks queen and rook, White castles with the rook attacked
T = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. Nc3 Ng4 6. Qe2 Nxf2'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 12 and b.turn == W and not b.is_check(), '3905: twelve lawful plies, White to move, not in check')
ok(b.is_attacked_by(B, sq('d1')), '3905: the f2 knight also attacks d1, the square the queen has left')
ok(b.is_attacked_by(B, sq('h1')), '3905: the h1 rook is under attack by the f2 knight')
ok(not b.is_attacked_by(B, sq('f1')) and not b.is_attacked_by(B, sq('g1')), '3905: neither f1 nor g1 is attacked (the c5 bishop is screened by its own knight on f2)')
ok(chess.Move.from_uci('e1g1') in b.legal_moves, '3905: O-O is lawful (king and rook unmoved, squares empty)')
REC[3905] = T + ' 7. O-O'

# 3906 twenty-laws: QGA, Rd1 said to be check, Black plays Ke7
T = '1. d4 d5 2. c4 dxc4 3. Nf3 Nf6 4. e3 e6 5. Bxc4 c5 6. O-O a6 7. Qe2 b5 8. Bb3 Bb7 9. Rd1'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 17 and not b.is_check(), '3906: QGA classical, 9. Rd1 gives no check (the e8 king is not on the d-file)')
ok(chess.Move.from_uci('e8e7') in b.legal_moves, '3906: 9... Ke7 is a lawful king move')
REC[3906] = T + ' {[%check]} Ke7'

# 3907 boys-own: Najdorf 6.Rg1, the rook back to h1, then White castles
T = '1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Rg1 e5 7. Nb3 Be7 8. Be2 O-O 9. Rh1 Be6'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 18 and b.turn == W, '3907: Najdorf 6. Rg1, eighteen lawful plies, White to move')
ok(not b.has_kingside_castling_rights(W), '3907: the h1 rook has moved (Rg1, Rh1): no castling on the king\'s side')
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, '3907: so e1-g1 is not a lawful move')
MOVES[3907] = {'move-king': sl(b, king_moves(b)), 'move-rook': sl(b, legal_from(b, 'h1'))}
REC[3907] = T + ' 10. {[%move e1g1]}'

# 3908 boys-own: Chigorin Ruy Lopez, Bc2 takes h7 over its own e4 pawn
T = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5 10. Bc2 c5 11. d4 Qc7'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 22 and b.turn == W, '3908: Ruy Lopez Chigorin, twenty-two lawful plies, White to move')
ok(at(b, 'e4') == P(chess.PAWN, W) and illegal(b, 'c2h7'), '3908: the c2 bishop cannot reach h7: its own e4 pawn stands between')
MOVES[3908] = {'move-king': sl(b, king_moves(b))}
REC[3908] = T + ' 12. {[%move c2h7]}'

# 3909 boys-own: Steinitz defence, the pinned c6 knight touched, then Bd7
T = '1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. d4 exd4 5. Nxd4'
b = sans(chess.Board(), T)
ok(b.is_pinned(B, sq('c6')) and not legal_from(b, 'c6'), '3909: the c6 knight is pinned by the b5 bishop to the e8 king: it has no lawful move')
MOVES[3909] = {'move-king': sl(b, king_moves(b))}
ok(len(MOVES[3909]['move-king']) > 0, '3909: the king has lawful moves (the penalty is practicable)')
REC[3909] = T + ' {[%touch c6]} Bd7'

# 3910 boys-own: K+P v K, 1. Kb6 stalemates
F = 'k7/P7/2K5/8/8/8/8/8 w - - 0 1'
b = chess.Board(F); b.push_san('Kb6')
ok(b.is_stalemate(), '3910: after 1. Kb6 Black, not in check, has no move: stalemate')
FEN[3910] = F; REC[3910] = '1. Kb6'

# 3911 boys-own: Black began and lost the game before; White begins this one
b = sans(chess.Board(), '1. d4 d5 2. c4')
ok(len(b.move_stack) == 3, '3911: three lawful plies, White moved first')
REC[3911] = '1. d4 d5 2. c4'

# 3912 boys-own: QGD Capablanca freeing line, White touches the d5 knight
T = '1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Nbd7 5. e3 Be7 6. Nf3 O-O 7. Rc1 c6 8. Bd3 dxc4 9. Bxc4 Nd5'
b = sans(chess.Board(), T)
caps = [m for m in b.legal_moves if m.to_square == sq('d5')]
ok(len(b.move_stack) == 18 and b.turn == W, '3912: eighteen lawful plies, White to move')
MOVES[3912] = {'compel-capture-of-touched-man': sl(b, caps)}
ok(len(caps) == 2, '3912: the d5 knight can be taken lawfully (Nxd5, Bxd5)')
REC[3912] = T + ' 10. {[%touch d5]}'

# 3913 philidor: King's Indian four pawns, 7...e5 8.dxe6 in passing
T = '1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6 5. f4 O-O 6. Nf3 c5 7. d5 e5'
b = sans(chess.Board(), T)
ok(b.ep_square == sq('e6'), '3913: 7... e5 was the e-pawn\'s first move, two squares, passing e6 beside the d5 pawn')
m = chess.Move.from_uci('d5e6')
ok(m in b.legal_moves and b.is_en_passant(m), '3913: 8. dxe6 takes it in passing, lawfully')
REC[3913] = T + ' 8. dxe6'

# 3914 philidor: Albin Lasker trap, fxg1 becomes a knight with check
T = '1. d4 d5 2. c4 e5 3. dxe5 d4 4. e3 Bb4+ {[%check]} 5. Bd2 dxe3 6. Bxb4 exf2+ {[%check]} 7. Ke2 fxg1=N+ {[%check]}'
b = sans(chess.Board(), T)
ok(at(b, 'g1') == P(chess.KNIGHT, B) and b.is_check(), '3914: the pawn became a knight on g1, which checks the e2 king')
ok(at(b, 'b8') == P(chess.KNIGHT, B) and at(b, 'g8') == P(chess.KNIGHT, B), '3914: Black still has both his own knights (b8, g8): a third knight')
REC[3914] = T

# 3915 philidor: Slav main line, the queen leaps her own d7 knight to d5
T = '1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 dxc4 5. a4 Bf5 6. e3 e6 7. Bxc4 Bb4 8. O-O O-O 9. Qe2 Nbd7 10. e4 Bg6 11. Bd3'
b = sans(chess.Board(), T)
ok(b.turn == B and illegal(b, 'd8d5') and at(b, 'd7') == P(chess.KNIGHT, B), '3915: d8-d5 passes over Black\'s own d7 knight: a false move')
MOVES[3915] = {'move-king': sl(b, king_moves(b))}
REC[3915] = T + ' {[%move d8d5]}'

# 3916 philidor: Giuoco, 6...Bb4+ unannounced, 7.e5 ignores it, 7...d5 with the word
T0 = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+'
b = sans(chess.Board(), T0)
ok(b.is_check(), '3916: 6... Bb4 checks the e1 king')
MOVES[3916] = {'retract-both-last-moves': sl(b, b.legal_moves)}
b2 = sans(b.copy(), '7. e5', pseudo=('e5',))
ok(b2.is_attacked_by(B, b2.king(W)), '3916: 7. e5 leaves the king in check')
REC[3916] = T0 + ' 7. e5 d5 {[%check]}'

# 3917 philidor: QGD, Bd3 quitted, White asks to play Qc2
T = '1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 15 and b.turn == B, '3917: fifteen lawful plies; 8. Bd3 has been made')
REC[3917] = T

# 3918 philidor: closed Ruy, Nf3 touched, j'adoube, then h3
T = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O'
b = sans(chess.Board(), T)
MOVES[3918] = {'compel-move-touched-man': sl(b, legal_from(b, 'f3'))}
ok(len(MOVES[3918]['compel-move-touched-man']) > 0, '3918: the f3 knight has lawful moves')
REC[3918] = T + ' 9. {[%touch f3]} {[%adjust f3]} h3'

# 3919 acknowledged: Ruy exchange, Rxd1 said to be check, Black plays Ke7
T = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. d4 exd4 7. Nxd4 c5 8. Nb3 Qxd1 9. Rxd1'
b = sans(chess.Board(), T)
ok(not b.is_check() and chess.Move.from_uci('e8e7') in b.legal_moves, '3919: 9. Rxd1 gives no check; 9... Ke7 is lawful')
REC[3919] = T + ' {[%check]} Ke7'

# 3920 acknowledged: Giuoco pianissimo, the queen set on her own d3 pawn
T = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Re1 a6 8. a4 Ba7 9. h3 h6 10. Nbd2 Re8 11. Nf1 Be6'
b = sans(chess.Board(), T)
ok(b.turn == W and at(b, 'd3') == P(chess.PAWN, W), '3920: twenty-two lawful plies; d3 holds White\'s own pawn')
MOVES[3920] = {'move-correctly': sl(b, legal_from(b, 'd1')), 'move-king': sl(b, king_moves(b))}
REC[3920] = T + ' 12. {[%move d1d3]}'

# 3921 acknowledged: QGD Tartakower, Black touches the b8 knight then plays a6
T = ('1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6 8. cxd5 Nxd5 9. Bxe7 Qxe7 '
     '10. Nxd5 exd5 11. Rc1 Be6 12. Qa4 c5 13. Qa3 Rc8 14. Bb5')
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 27 and b.turn == B, '3921: Tartakower main line, twenty-seven lawful plies, Black to move')
MOVES[3921] = {'compel-move-touched-man': sl(b, legal_from(b, 'b8'))}
ok('Na6' in MOVES[3921]['compel-move-touched-man'], '3921: Na6 is among the knight\'s moves because a6 was not yet played when it was touched')
REC[3921] = T + ' {[%touch b8]} a6'

# 3922 acknowledged: rook and bishop against rook, fifty moves each after the call
def fifty(fen, seed):
    rng = random.Random(seed); b = chess.Board(fen); out = []
    for ply in range(100):
        cands = []
        for m in b.legal_moves:
            if b.is_capture(m) or b.gives_check(m): continue
            c = b.copy(); c.push(m)
            if c.is_checkmate() or c.is_stalemate(): continue
            cands.append(m)
        assert cands, f'no quiet move at ply {ply}'
        m = rng.choice(sorted(cands, key=lambda x: x.uci()))
        out.append(b.san(m)); b.push(m)
    return out
F = '8/8/4k3/8/2r5/8/R2B4/4K3 b - - 0 1'
M = fifty(F, 3922)
b = chess.Board(F); cw = cb = 0
ok(b.is_valid() and b.turn == B and not b.is_check(), '3922: the set-up is lawful, Black to move, no check')
for s in M:
    m = b.parse_san(s); assert not b.is_capture(m) and not b.gives_check(m)
    cw += b.turn == W; cb += b.turn == B; b.push(m)
    assert not b.is_checkmate() and not b.is_stalemate()
ok(cw == 50 and cb == 50, '3922: fifty moves by each player after the call, none a capture or a check; no mate, no stalemate')
ok(len(b.piece_map()) == 5, '3922: the material is unchanged: rook and bishop against rook')
txt = '{[%fifty black]}'
for i, s in enumerate(M):
    if i == 0: txt += ' 1... ' + s
    elif i % 2 == 1: txt += f' {(i + 1) // 2 + 1}. ' + s
    else: txt += ' ' + s
FEN[3922] = F; REC[3922] = txt

# 3923 acknowledged: the knight given (b1) left on, Four Knights, claimed after five moves each
T = '1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. Bb5 Bb4 5. O-O O-O'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 10, '3923: ten lawful plies: five moves on each side, the b1 knight (the one given) played to c3')
REC[3923] = T

# 3924 acknowledged: Nimzo Rubinstein, White touches the b4 bishop, which nothing can take
T = '1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Bd3 d5 6. Nf3 c5 7. O-O Nc6'
b = sans(chess.Board(), T)
caps = [m for m in b.legal_moves if m.to_square == sq('b4')]
ok(b.turn == W and not caps, '3924: no White man can lawfully take the b4 bishop')
MOVES[3924] = {'move-king': sl(b, king_moves(b))}
REC[3924] = T + ' 8. {[%touch b4]}'

# 3925 london: Scotch Mieses, White moves Black's d5 knight to b4
T = '1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nxc6 bxc6 6. e5 Qe7 7. Qe2 Nd5 8. c4 Ba6'
b = sans(chess.Board(), T)
ok(b.turn == W and at(b, 'd5') == P(chess.KNIGHT, B), '3925: Scotch, Mieses line, sixteen lawful plies, White to move; Black\'s knight on d5')
caps = [m for m in b.legal_moves if m.to_square == sq('d5')]
MOVES[3925] = {'replace-and-move-king': sl(b, king_moves(b)), 'replace-and-capture': sl(b, caps)}
REC[3925] = T + ' 9. {[%move d5b4 white]}'

# 3926 london: Moeller attack, the queen takes on e4 like no queen can
T = ('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ {[%check]} 7. Nc3 Nxe4 8. O-O Bxc3 '
     '9. d5 Bf6 10. Re1 Ne7')
b = sans(chess.Board(), T)
ok(b.turn == W and illegal(b, 'd1e4'), '3926: Moeller attack, twenty lawful plies; d1-e4 is no queen move')
caps = [m for m in b.legal_moves if m.to_square == sq('e4')]
MOVES[3926] = {'capture-with-legal-capturer': sl(b, caps), 'move-touched-capturer': sl(b, legal_from(b, 'd1'))}
REC[3926] = T + ' 11. {[%move d1e4]}'

# 3927 london: Nimzo 5.Nge2, the pinned c3 knight touched, then a3
T = '1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Nge2 d5'
b = sans(chess.Board(), T)
ok(b.is_pinned(W, sq('c3')) and not legal_from(b, 'c3'), '3927: the c3 knight is pinned to the e1 king by the b4 bishop: no lawful move')
MOVES[3927] = {'replace-and-move-king': sl(b, king_moves(b))}
REC[3927] = T + ' 6. {[%touch c3]} a3'

# 3928 london: French Steinitz, Black's rook leaps f7; White touches his h4 pawn, then claims
T = '1. e4 e6 2. d4 d5 3. Nc3 Nf6 4. e5 Nfd7 5. f4 c5 6. Nf3 Nc6 7. Be3 cxd4 8. Nxd4 Bc5 9. Qd2 O-O 10. O-O-O a6 11. h4'
b = sans(chess.Board(), T)
ok(b.turn == B and illegal(b, 'f8f6'), '3928: French Steinitz, twenty-one lawful plies; f8-f6 passes over Black\'s own f7 pawn')
REC[3928] = T + ' {[%move f8f6]} 12. {[%touch h4]}'

# 3929 london: QGD, Bd3 and Qc2 in one turn
T = '1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3'
b = sans(chess.Board(), T)
ok(b.turn == B, '3929: after 8. Bd3 it is Black\'s turn')
b.turn = W
ok(chess.Move.from_uci('d1c2') in b.legal_moves, '3929: Qc2, made in Black\'s turn, is itself a possible queen move')
REC[3929] = T + ' {[%move d1c2 white]}'

# 3930 london: Catalan/Bogo 3...Bb4+ unannounced, two moves each follow
T0 = '1. d4 Nf6 2. c4 e6 3. g3 Bb4+'
b = sans(chess.Board(), T0)
ok(b.is_check(), '3930: 3... Bb4 checks the e1 king; nobody says so')
MOVES[3930] = {'retract-to-point-of-check': sl(b, b.legal_moves)}
b2 = sans(b.copy(), '4. Bg2 d5 5. Nf3 O-O', pseudo=('Bg2', 'Nf3'))
ok(b2.is_attacked_by(B, b2.king(W)) and b2.turn == W, '3930: two moves on each side later White\'s king is still in check from b4')
REC[3930] = T0 + ' 4. Bg2 d5 5. Nf3 O-O'

if __name__ == '__main__':
    for n in sorted(MOVES):
        for k, v in MOVES[n].items(): print(n, k, v)
    print(N[0], 'findings asserted; all hold')
