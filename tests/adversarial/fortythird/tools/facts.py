"""Findings of fact for the forty-third set, asserted with python-chess: the records (REC, FEN, TAGS) and
every expected move list (MOVES, sorted by from-square then to-square, as the earlier sets did).
Run: python3 tools/facts.py"""
import os, sys, re
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, king_moves, legal_from, apply_raw

FEN, REC, MOVES, TAGS, N = {}, {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)
def at(b, s): return b.piece_at(sq(s))
def Pc(t, c): return chess.Piece(t, c)
def sl(b, ms): return san_list(b, ms)
def sans(b, text):
    """push the SAN moves of a movetext (comments skipped)"""
    for s in re.sub(r'\{[^}]*\}', ' ', text).split():
        if re.fullmatch(r'\d+\.(\.\.)?', s): continue
        b.push_san(s)
    return b
def movetext(start, sans_list, notes=None):
    b = chess.Board(start) if isinstance(start, str) else start.copy()
    out = []; notes = notes or {}
    for i, s in enumerate(sans_list):
        n = b.fullmove_number
        if b.turn == W: out.append(f'{n}. {s}')
        elif i == 0 or (i - 1) in notes: out.append(f'{n}... {s}')
        else: out.append(s)
        b.push_san(s)
        if i in notes: out.append(notes[i])
    return ' '.join(out)

# ------------------------------------------------ RA: the Opera game to 12... Rd8; 13. the b3 queen to a5 like a knight
OPERA12 = ('1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 '
           '10. Nxb5 cxb5 11. Bxb5+ {[%check]} Nbd7 12. O-O-O Rd8')
b = sans(chess.Board(), OPERA12)
ok(len(b.move_stack) == 24 and b.turn == W and at(b, 'b3') == Pc(chess.QUEEN, W) and at(b, 'c1') == Pc(chess.KING, W),
   'RA: the Opera game (Morphy v Duke of Brunswick and Count Isouard, Paris 1858) as played to 12... Rd8: White queen b3, king c1 (castled), White to move')
m = chess.Move.from_uci('b3a5')
ok(m not in b.pseudo_legal_moves and at(b, 'a5') is None, 'RA: b3-a5 is a knight\'s leap, no move of a queen; a5 is empty')
preA = b.copy()
QA = sl(preA, legal_from(preA, 'b3')); KA = sl(preA, king_moves(preA))
ok(not any(preA.is_castling(x) for x in king_moves(preA)), 'RA: the White king has castled already: no castling among its moves')
print('     queen moves:', QA); print('     king moves:', KA)
apply_raw(b, 'b3a5')
ok(not b.is_check() and b.turn == B, 'RA: after the false move Black is not in check; Black to move')
ok(b.is_attacked_by(W, sq('d8')) and b.is_attacked_by(W, sq('a7')), 'RA: from a5 the queen attacks the d8 rook and the a7 pawn')
A_TOUCH = OPERA12 + ' 13. {[%move b3a5]} {[%touch f6]}'
for n in (4301, 4318, 4325): REC[n] = A_TOUCH
MOVES[4301] = {'move-correctly': QA, 'replace-and-move-king': KA}
# 4319: the false move stands and the game goes on: 13... Qe6 14. Bxf6 gxf6 15. Rd2, then the claim
c = b.copy()
for s in ['Qe6', 'Bxf6', 'gxf6', 'Rd2']: c.push_san(s)
ok(len(c.move_stack) == 4 and c.turn == B, 'RA\': after the false move 13... Qe6 14. Bxf6 gxf6 15. Rd2 are lawful moves (four plies; Black has moved twice since)')
REC[4319] = OPERA12 + ' 13. {[%move b3a5]} 13... Qe6 14. Bxf6 gxf6 15. Rd2'

# ------------------------------------------------ RB: the Immortal game; 10. g4 and, before Black moves, Rg1
IMM10 = ('1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ {[%check]} 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 '
         '9. Nf5 c6 10. g4')
b = sans(chess.Board(), IMM10)
ok(b.turn == B and at(b, 'h5') == Pc(chess.KNIGHT, B) and b.is_attacked_by(W, sq('h5')),
   'RB: the Immortal game (Anderssen v Kieseritzky, London 1851) to 10. g4: the pawn attacks the h5 knight; Black to move')
c = b.copy(); c.turn = W
ok(chess.Move.from_uci('h1g1') in c.legal_moves, 'RB: Rg1 (White\'s 11th move in the game) is a lawful rook move, here made out of turn')
c.push(chess.Move.from_uci('h1g1'))
ok(c.turn == B and chess.Move.from_uci('h5f6') in c.legal_moves, 'RB: with both White moves on the board, 10... Nf6 (the game\'s move) is lawful for Black')
REC[4326] = IMM10 + ' {[%move h1g1 white]}'
REC[4302] = IMM10 + ' {[%move h1g1 white]} 10... Nf6'

# ------------------------------------------------ RQ: QGD, 5. Qa4 said to be check; Black interposes c6
QGD = '1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Nbd7 5. Qa4'
b = sans(chess.Board(), QGD)
ok(not b.is_check() and at(b, 'd7') == Pc(chess.KNIGHT, B), 'RQ: 5. Qa4 gives no check: the d7 knight stands on the a4-e8 diagonal')
b.push_san('c6')
ok(at(b, 'c6') == Pc(chess.PAWN, B), 'RQ: 5... c6 sets a pawn on c6, on that same diagonal (an interposition made in consequence)')
REC[4303] = QGD + ' {[%check]} 5... c6 {[%adjust c3]}'
REC[4328] = QGD + ' {[%check]} 5... c6 {[%touch g5]}'

# ------------------------------------------------ RT: odds of the b1 knight, left on; four moves each
T = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 8 and at(b, 'b1') == Pc(chess.KNIGHT, W), 'RT: four moves on each side (eight plies); the b1 knight, the man given, still stands on b1')
for n in (4304, 4330): REC[n] = T; TAGS[n] = [('Odds', 'white knight b1 left-on-board')]

# ------------------------------------------------ RF: rook and bishop v rook; notice; fifty each; Black's 51st; White's 51st mates
RF = '7k/8/6K1/5B2/4R3/8/8/r7 b - - 0 1'
b = chess.Board(RF); seq = []
ok(b.is_valid() and b.turn == B and not b.is_check(), 'RF: White K g6, R e4, B f5 against Black K h8, R a1; Black to move')
for i in range(50):
    for s_ in (['Ra2', 'Re5'] if i % 2 == 0 else ['Ra1', 'Re4']):
        seq.append(s_); b.push_san(s_)
        assert not b.is_checkmate() and not b.is_stalemate() and not b.is_check()
ok(len(seq) == 100, 'RF: after the notice fifty moves on each side, none a check or a capture, no mate, no stalemate')
seq.append('Ra2'); b.push_san('Ra2')
b.push_san('Re8#')
ok(b.is_checkmate() and len(b.move_stack) == 102, 'RF: Black\'s 51st move Ra2, then White\'s 51st, Re8, mates')
FEN[4305] = RF; REC[4305] = '{[%fifty black]} ' + movetext(RF, seq + ['Re8#']) + ' {[%check]}'

# ------------------------------------------------ RG: Legal's opening; White touches the e5 pawn, plays h3
LG = '1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6'
b = sans(chess.Board(), LG)
caps = [x for x in b.legal_moves if x.to_square == sq('e5')]
ok(sl(b, caps) == ['Nxe5'], 'RG: after 4... g6 the e5 pawn can be taken lawfully by Nxe5 only')
MOVES[4323] = {'compel-capture-of-touched-man': sl(b, caps)}
b.push_san('h3'); b.push_san('Bh5')
ok(len(b.move_stack) == 10, 'RG: 5. h3 Bh5 are lawful')
REC[4323] = LG + ' 5. {[%touch e5]} h3'
REC[4306] = LG + ' 5. {[%touch e5]} h3 Bh5'

# ------------------------------------------------ RL: the f3 knight leapt by the queen; then Qxf7 mate
L = '1. e4 e5 2. Nf3 d6 3. Bc4 Nc6'
b = sans(chess.Board(), L)
ok(chess.Move.from_uci('d1h5') not in b.pseudo_legal_moves and at(b, 'f3') == Pc(chess.KNIGHT, W),
   'RL: d1-h5 is no queen move here: the f3 knight stands on the diagonal (d1-e2-f3-g4-h5)')
apply_raw(b, 'd1h5')
b.push_san('Nf6')
ok(b.is_attacked_by(B, sq('h5')), 'RL: 4... Nf6 is lawful and attacks the queen')
b.push_san('Qxf7#')
ok(b.is_checkmate(), 'RL: 5. Qxf7, guarded by the c4 bishop, mates')
REC[4307] = L + ' 4. {[%move d1h5]} 4... Nf6 5. Qxf7# {[%check]}'

# ------------------------------------------------ RK: Giuoco Piano, Greco line with 7. Kf1; the king back to e1; castles
K = ('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ {[%check]} 7. Kf1 d5 8. exd5 Nxd5 '
     '9. Nc3 Be6 10. Ke1 O-O')
b = sans(chess.Board(), K)
ok(not b.has_kingside_castling_rights(W) and at(b, 'f1') is None and at(b, 'g1') is None and at(b, 'h1') == Pc(chess.ROOK, W),
   'RK: the White king went e1-f1 (7. Kf1) and back (10. Ke1); f1 and g1 are empty, the h1 rook unmoved')
ok(not b.is_check() and not b.is_attacked_by(B, sq('e1')) and not b.is_attacked_by(B, sq('f1')) and not b.is_attacked_by(B, sq('g1')),
   'RK: nothing else bars the castling: e1, f1, g1 not attacked')
apply_raw(b, 'e1g1')
ok(at(b, 'g1') == Pc(chess.KING, W) and at(b, 'f1') == Pc(chess.ROOK, W), 'RK: as made, the king to g1 and the rook to f1')
b.push_san('Re8')
ok(True, 'RK: 11... Re8 is lawful')
REC[4308] = K + ' 11. {[%move e1g1]} 11... Re8'

# ------------------------------------------------ RI: Italian, 5. Bb5 said to be check; Black plays Kf8
I = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Be7 5. Bb5'
b = sans(chess.Board(), I)
ok(not b.is_check() and at(b, 'c6') == Pc(chess.KNIGHT, B), 'RI: 5. Bb5 gives no check: the c6 knight stands between b5 and e8')
b.push_san('Kf8')
ok(True, 'RI: 5... Kf8 is lawful (f8 was emptied by 4... Be7)')
c = b.copy(); c.push_san('O-O')
ok(True, 'RI: 6. O-O is lawful')
REC[4309] = I + ' {[%check]} 5... Kf8 {[%touch b5]}'
REC[4316] = REC[4320] = I + ' {[%check]} 5... Kf8 6. O-O'

# ------------------------------------------------ RX: 4. Bxf7 checks without a word; Black plays on
X = '1. e4 e5 2. Nf3 d6 3. Bc4 Nc6 4. Bxf7'
b = sans(chess.Board(), X)
ok(b.is_check(), 'RX: 4. Bxf7 gives check to the e8 king')
nf6 = b.parse_uci('g8f6') if False else chess.Move.from_uci('g8f6')
ok(nf6 in b.pseudo_legal_moves and nf6 not in b.legal_moves, 'RX: 4... Nf6 does not meet the check (a move that ignores it)')
b.push(nf6)
c = b.copy(); c.push_san('Ng5')
ok(c.is_attacked_by(W, sq('e8')), 'RX: after 5. Ng5 the f7 bishop still checks the e8 king')
pre = sans(chess.Board(), X)
ok(sl(pre, pre.legal_moves) == ['Ke7', 'Kd7', 'Kxf7'] or sorted(sl(pre, pre.legal_moves)) == sorted(['Ke7', 'Kd7', 'Kxf7']),
   'RX: the check can be met only by Kd7, Ke7 or Kxf7: ' + ', '.join(sl(pre, pre.legal_moves)))
REC[4310] = REC[4321] = X + ' 4... Nf6 5. Ng5 {[%check]}'
d = b.copy(); d.push_san('d3')
m = chess.Move.from_uci('f8e7')
ok(m in d.pseudo_legal_moves and m not in d.legal_moves, 'RX\': 5. d3, and 5... Be7 also leaves the check standing')
d.push(m); d.push_san('Ng5')
ok(d.is_attacked_by(W, sq('e8')), 'RX\': after 6. Ng5 the check from f7 stands: "check" is said two moves of White\'s after the check')
REC[4317] = X + ' 4... Nf6 5. d3 Be7 6. Ng5 {[%check]}'

# ------------------------------------------------ RE: the Evergreen game: 8. Qb3 and, before Black moves, e5
E = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O d3 8. Qb3'
b = sans(chess.Board(), E)
ok(b.turn == B and at(b, 'e5') is None, 'RE: the Evergreen game (Anderssen v Dufresne, Berlin 1852) to 8. Qb3; Black to move; e5 is empty')
c = b.copy(); c.turn = W
ok(chess.Move.from_uci('e4e5') in c.legal_moves, 'RE: e4-e5 (White\'s 9th move in the game) is lawful in itself, here made out of turn')
for n in (4311, 4324): REC[n] = E + ' {[%move e4e5 white]}'

# ------------------------------------------------ RP: pawn to b8 left a pawn
RP = '8/1P2k3/8/8/8/8/r7/6K1 w - - 0 1'
b = chess.Board(RP)
ok(b.is_valid() and b.turn == W and not b.is_check(), 'RP: White K g1, P b7; Black K e7, R a2; White to move')
apply_raw(b, 'b7b8')
ok(at(b, 'b8') == Pc(chess.PAWN, W), 'RP: as made, a White pawn stands on b8, the last square, not exchanged')
ok(chess.Move.from_uci('e7d7') in b.pseudo_legal_moves and not b.is_attacked_by(W, sq('d7')), 'RP: 1... Kd7 is a king move to a square no White man attacks')
for n in (4313, 4329): FEN[n] = RP
REC[4313] = '1. {[%move b7b8]} 1... Kd7'
REC[4329] = '1. {[%move b7b8]} {[%touch e7]}'

# ------------------------------------------------ RS: Caro-Kann advance; 5... Bxd3; White castles across f1
S = '1. e4 c6 2. d4 d5 3. e5 Bf5 4. Nf3 e6 5. Bd3 Bxd3'
b = sans(chess.Board(), S)
ok(b.is_attacked_by(B, sq('f1')) and at(b, 'e2') is None and not b.is_check(),
   'RS: the d3 bishop attacks f1 (d3-e2-f1, e2 empty); White is not in check')
m = chess.Move.from_uci('e1g1')
ok(b.has_kingside_castling_rights(W) and m not in b.legal_moves and at(b, 'f1') is None and at(b, 'g1') is None,
   'RS: king and h1 rook unmoved, f1 and g1 empty, yet O-O is unlawful: the king would pass f1, attacked')
MOVES[4315] = {'move-rook': sl(b, legal_from(b, 'h1')), 'move-king': sl(b, king_moves(b))}
MOVES[4322] = {'move-king': sl(b, king_moves(b))}
print('     rook moves:', MOVES[4315]['move-rook'], 'king moves:', MOVES[4315]['move-king'])
REC[4315] = S + ' 6. {[%move e1g1]}'
REC[4322] = S + ' 6. {[%move e1g1]} {[%touch g8]}'

# ------------------------------------------------ RM: Scotch four knights; White moves Black's f6 knight to d5; Black touches it
M = '1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nc3 Bb4'
b = sans(chess.Board(), M)
ok(b.turn == W and at(b, 'f6') == Pc(chess.KNIGHT, B) and at(b, 'd5') is None, 'RM: Scotch Four Knights to 5... Bb4: White to move; Black knight f6; d5 empty')
REC[4327] = M + ' 6. {[%move f6d5]} {[%touch d5]}'

# ------------------------------------------------ RW: Two Knights; White touches the f3 knight and plays d4; Black touches e5
TW = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6'
b = sans(chess.Board(), TW)
NF = sl(b, legal_from(b, 'f3'))
ok(len(NF) > 0 and not b.is_pinned(W, sq('f3')), 'RW: the touched f3 knight is free and has lawful moves: ' + ', '.join(NF))
b.push_san('d4')
ok(True, 'RW: 4. d4 is lawful')
MOVES[4312] = {'compel-move-touched-man': NF}
REC[4312] = TW + ' 4. {[%touch f3]} d4 {[%touch e5]}'

# ------------------------------------------------ R14: odds knight left on; the receiver mates at once (fool's mate)
b = chess.Board(); sans(b, '1. f3 e5 2. g4 Qh4#')
ok(b.is_checkmate() and at(b, 'b1') == Pc(chess.KNIGHT, W), 'R14: 1. f3 e5 2. g4 Qh4 is mate by Black, the receiver; the b1 knight (the man given) still on b1')
REC[4314] = '1. f3 e5 2. g4 Qh4# {[%check]}'; TAGS[4314] = [('Odds', 'white knight b1 left-on-board')]

print(N[0], 'findings asserted;', len(REC), 'records')
