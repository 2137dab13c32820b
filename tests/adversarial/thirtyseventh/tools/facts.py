"""Findings of fact for the thirty-seventh set, asserted with python-chess, the thirty records, and every
expected move list (sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py"""
import os, sys, re, random
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, king_moves, apply_raw

FEN, REC, MOVES, N = {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
P_ = chess.PAWN
def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)
def strip(text): return re.sub(r'\{[^}]*\}', ' ', text)
def sans(b, text, pseudo=()):
    """replay SAN; tokens in `pseudo` may be pseudo-legal only (a move that ignores an unannounced check)"""
    for s in strip(text).split():
        if re.fullmatch(r'\d+\.(\.\.)?', s): continue
        if s in pseudo:
            m = next(m for m in b.pseudo_legal_moves if b.san(m).rstrip('+#') == s.rstrip('+#'))
            assert m not in b.legal_moves
            b.push(m)
        else:
            b.push_san(s)
    return b
def at(b, s): return b.piece_at(sq(s))
STD = chess.STARTING_FEN

def fifty(fen, seed, frozen_pawns_of=None):
    """100 plies from fen (Black to move first): no capture, no check, no mate, no stalemate; the side
    named never moves a pawn."""
    rng = random.Random(seed); b = chess.Board(fen); out = []
    for ply in range(100):
        cands = []
        for m in b.legal_moves:
            if b.is_capture(m) or b.gives_check(m): continue
            if frozen_pawns_of is not None and b.turn == frozen_pawns_of and b.piece_type_at(m.from_square) == P_: continue
            c = b.copy(); c.push(m)
            if c.is_checkmate() or c.is_stalemate(): continue
            cands.append(m)
        assert cands, f'no quiet move at ply {ply}'
        m = rng.choice(sorted(cands, key=lambda x: x.uci()))
        out.append(b.san(m)); b.push(m)
    return out
def fifty_text(moves, head):
    txt = head
    for i, s in enumerate(moves):
        if i == 0: txt += ' 1... ' + s
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

# ---------------------------------------------------------------- 3701 twenty-laws: conditional mate, K+Q+P v K
F = '8/8/8/4k3/8/8/P7/3QK3 b - - 0 1'
M = fifty(F, 3701, frozen_pawns_of=W)
b = check_fifty(3701, F, M, lambda b: len(b.piece_map()) == 4 and at(b, 'a2') == chess.Piece(P_, W))
ok(chess.Board(F).pieces(P_, W), '3701: White has a pawn (a2) beside king and queen: not «the king and queen against the king»; the pawn never moves')
FEN[3701] = F; REC[3701] = fifty_text(M, '{[%condition white]} {[%fifty black]}')

# ---------------------------------------------------------------- 3702 twenty-laws: Ruy Lopez, Bb3 set on b4, quitted
T = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 18 and b.turn == W, '3702: closed Ruy Lopez, 18 lawful plies, White to move')
ok(b.is_attacked_by(B, sq('b3')) and at(b, 'b4') is None, '3702: the a5 knight attacks the b3 bishop; b4 is empty')
ok(chess.Move.from_uci('b3b4') not in b.pseudo_legal_moves, '3702: b3-b4 is no bishop move (a step along the file)')
ok(chess.Move.from_uci('b3c2') in b.legal_moves, '3702: Bc2, the move White says he meant, was lawful')
REC[3702] = T + ' 10. {[%move b3b4]}'

# ---------------------------------------------------------------- 3703 / 3729: d2 pawn omitted, Bb4+ met by Bd2
F = 'rnbqkbnr/pppppppp/8/8/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1'
T = '1. e4 e5 2. Nf3 Bb4+ {[%check]} 3. Bd2 Nc6'
b = sans(chess.Board(F), T)
ok(chess.Board(F).piece_at(sq('d2')) is None and len(chess.Board(F).piece_map()) == 31, '3703/3729: the set-up lacks only White\'s d2 pawn')
b2 = sans(chess.Board(F), '1. e4 e5 2. Nf3 Bb4')
ok(b2.is_check() and b2.checkers() == chess.SquareSet(chess.BB_SQUARES[sq('b4')]), '3703/3729: 2... Bb4 checks the e1 king through the empty d2 (announced)')
ok(len(b.move_stack) == 6 and b.turn == W, '3703/3729: three moves each, White to play his fourth')
ok(at(b, 'd2') == chess.Piece(chess.BISHOP, W), '3703/3729: d2, the omitted pawn\'s square, now holds White\'s own c1 bishop')
FEN[3703] = FEN[3729] = F; REC[3703] = REC[3729] = T

# ---------------------------------------------------------------- 3704 twenty-laws: e5 touched, f3 touched, then j'adoube
T = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5'
b = sans(chess.Board(), T)
ok(b.turn == W, '3704: Italian, six plies, White to move')
cap = [m for m in b.legal_moves if m.to_square == sq('e5') and b.is_capture(m)]
ok(san_list(b, cap) == ['Nxe5'], '3704: the e5 pawn is en prise to the f3 knight alone (Nxe5)')
MOVES[3704] = {'compel-capture-of-touched-man': san_list(b, cap),
               'move-king-no-castling': san_list(b, king_moves(b, castling=False))}
ok(MOVES[3704]['move-king-no-castling'] == ['Kf1', 'Ke2'] and b.has_kingside_castling_rights(W) and chess.Move.from_uci('e1g1') in b.legal_moves,
   '3704: king moves other than castling: Kf1, Ke2 (O-O is also open and excluded)')
REC[3704] = T + ' {[%touch e5]} {[%touch f3]} {[%adjust e5]}'

# ---------------------------------------------------------------- 3705 twenty-laws: b6 pawn leaps to b8 and is made a queen
F = '8/7k/1P6/8/8/8/5PPP/6K1 w - - 0 1'
b = chess.Board(F)
ok(b.is_valid() and chess.Move.from_uci('b6b8q') not in b.pseudo_legal_moves, '3705: b6-b8 is no pawn move (two squares, not from its first square)')
ok(san_list(b, [m for m in b.legal_moves if m.from_square == sq('b6')]) == ['b7'], '3705: the pawn\'s only natural move is b7')
MOVES[3705] = {'move-correctly': ['b7'], 'replace-and-move-king': san_list(b, king_moves(b))}
ok(MOVES[3705]['replace-and-move-king'] == ['Kf1', 'Kh1'], '3705: with the pawn put back, the king may go to f1 or h1')
c = b.copy(); apply_raw(c, 'b6b8q')
ok(not c.is_check(), '3705: the queen set on b8 does not check the h7 king')
FEN[3705] = F; REC[3705] = '1. {[%move b6b8q]}'

# ---------------------------------------------------------------- 3706 twenty-laws: the c1 bishop takes its own d2 pawn
T = '1. c4 e5 2. Nc3 Nf6 3. g3 d5 4. cxd5 Nxd5 5. Nf3 Nc6'
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 10 and b.turn == W, '3706: English, reversed Sicilian, ten lawful plies, White to move')
ok(not [m for m in b.legal_moves if m.from_square == sq('c1')], '3706: the c1 bishop, hemmed by its b2 and d2 pawns, has no natural move')
ok(not king_moves(b), '3706: the e1 king has no move (d1 queen, f1 bishop, d2 e2 f2 pawns)')
ok(at(b, 'd2') == chess.Piece(P_, W), '3706: d2 holds White\'s own pawn')
REC[3706] = T + ' 6. {[%move c1d2]}'

# ---------------------------------------------------------------- 3707 / 3713: misoriented board, QGD, noticed at move twelve
T = ('1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3 dxc4 9. Bxc4 Nd5 '
     '10. Bxe7 Qxe7 11. O-O Nxc3 12. Rxc3 e5')
b = sans(chess.Board(), T)
ok(len(b.move_stack) == 24 and b.turn == W, '3707/3713: Queen\'s Gambit Declined, Capablanca\'s freeing line, twelve moves each')
REC[3707] = REC[3713] = T

# ---------------------------------------------------------------- 3708 boys-own: Nf3 and Bc4 in one turn, Black replies, then claims
b = sans(chess.Board(), '1. e4 e5 2. Nf3')
ok(b.turn == B, '3708: after 2. Nf3 it is Black\'s turn')
b.turn = W
ok(chess.Move.from_uci('f1c4') in b.legal_moves, '3708: f1-c4 would itself be a lawful bishop move')
b.push(chess.Move.from_uci('f1c4'))
ok(chess.Move.from_uci('g8f6') in b.legal_moves, '3708: Black then plays 2... Nf6, a lawful move')
REC[3708] = '1. e4 e5 2. Nf3 {[%move f1c4 white]} 2... Nf6'

# ---------------------------------------------------------------- odds of the pawn and three moves
b = chess.Board(); b.remove_piece_at(sq('f7'))
for u in ['e2e4', 'd2d4', 'e4e5']:
    b.turn = W; m = chess.Move.from_uci(u); assert m in b.legal_moves; b.push(m)
ok(chess.square_rank(sq('e5')) == 4, '3709: the third bonus move e4-e5 ends on the fifth rank, in Black\'s half; the first two (e4, d4) stay at home')
REC[3709] = '1. e4 2. d4 3. e5'
b = chess.Board(); b.remove_piece_at(sq('f7'))
for u in ['e2e4', 'g1f3', 'f3g5']:
    b.turn = W; m = chess.Move.from_uci(u); assert m in b.legal_moves; b.push(m)
ok(not b.is_check(), '3716: e4, Nf3, Ng5: the third lands on g5, in Black\'s half, without check')
REC[3716] = '1. e4 2. Nf3 3. Ng5'
b = chess.Board(); b.remove_piece_at(sq('f2')); b.turn = B
for u in ['e7e5', 'f8c5', 'd8h4']:
    b.turn = B; m = chess.Move.from_uci(u); assert m in b.legal_moves; b.push(m)
ok(b.turn == W and b.is_check(), '3722: Black\'s third bonus move Qh4 lands on the fourth rank, in White\'s half, and checks along h4-e1 (f2 given)')
REC[3722] = '1... e5 2... Bc5 3... Qh4+ {[%check]}'
b = chess.Board(); b.remove_piece_at(sq('f7'))
for u in ['e2e4', 'f1c4', 'd1h5']:
    b.turn = W; m = chess.Move.from_uci(u); assert m in b.legal_moves; b.push(m)
ok(b.is_check() and not b.is_checkmate(), '3725: e4, Bc4, Qh5: the queen checks from h5, in Black\'s half (law 15\'s own example, not mate)')
REC[3725] = '1. e4 2. Bc4 3. Qh5+ {[%check]}'

# ---------------------------------------------------------------- 3710 / 3723: Bb5 check unannounced, Nf6 ignores it, d3
b = sans(chess.Board(), '1. e4 e5 2. Nf3 d6 3. Bb5')
ok(b.is_check() and b.checkers() == chess.SquareSet(chess.BB_SQUARES[sq('b5')]), '3710/3723: 3. Bb5 checks the e8 king along b5-c6-d7 (no "check" said)')
MOVES[3723] = {'retract-to-point-of-check': san_list(b, list(b.legal_moves))}
ok(MOVES[3723]['retract-to-point-of-check'] == ['c6', 'Nc6', 'Nd7', 'Bd7', 'Qd7', 'Ke7'], '3723: the parries at the point of check: c6, Nc6, Nd7, Bd7, Qd7, Ke7')
b = sans(b, '3... Nf6 4. d3', pseudo=('Nf6',))
ok(b.is_check() and b.turn == B, '3710/3723: 3... Nf6 ignores the check, 4. d3 is played without a word; Black is still in check, two moves after it')
REC[3710] = REC[3723] = '1. e4 e5 2. Nf3 d6 3. Bb5 Nf6 4. d3'

# ---------------------------------------------------------------- 3711 boys-own: White omitted his queen's knight; White two moves, Black one
F = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1'
b = sans(chess.Board(F), '1. e4 e5 2. Nf3')
ok(chess.Board(F).piece_at(sq('b1')) is None and b.turn == B and len(b.move_stack) == 3, '3711: White set up without his b1 knight, has played two moves, Black one')
FEN[3711] = F; REC[3711] = '1. e4 e5 2. Nf3'

# ---------------------------------------------------------------- 3712 boys-own: exd6 "in passing" against a pawn that came d7-d6-d5
b = sans(chess.Board(), '1. e4 d6 2. e5 d5')
ok(b.ep_square is None and at(b, 'd5') == chess.Piece(P_, B), '3712: the d-pawn came d7-d6, then d6-d5: one square each time, so it passed no square')
ok(chess.Move.from_uci('e5d6') not in b.pseudo_legal_moves, '3712: e5-d6 is no pawn move here: d6 is empty and nothing can be taken there')
MOVES[3712] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[3712]['move-king'] == ['Ke2'], '3712: with the pawn put back (and d5 restored), the king\'s only move is Ke2')
REC[3712] = '1. e4 d6 2. e5 d5 3. {[%move e5d6]}'

# ---------------------------------------------------------------- 3714 philidor: conditional mate, K+B+N v K, fifty moves requested
F = '8/8/8/4k3/8/8/8/2B1KN2 b - - 0 1'
M = fifty(F, 3714)
b = check_fifty(3714, F, M, lambda b: len(b.piece_map()) == 4 and len(b.pieces(chess.BISHOP, W)) == 1 and len(b.pieces(chess.KNIGHT, W)) == 1)
FEN[3714] = F; REC[3714] = fifty_text(M, '{[%condition white]} {[%fifty black]}')

# ---------------------------------------------------------------- 3715 philidor: Black's b8 knight and c8 bishop exchanged
F = 'rbnqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
b = sans(chess.Board(F), '1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7')
ok(at(chess.Board(F), 'b8') == chess.Piece(chess.BISHOP, B) and at(chess.Board(F), 'c8') == chess.Piece(chess.KNIGHT, B), '3715: Black\'s queen\'s bishop stands on b8, his queen\'s knight on c8')
ok(at(b, 'b8') == chess.Piece(chess.BISHOP, B) and at(b, 'c8') == chess.Piece(chess.KNIGHT, B) and len(b.move_stack) == 8, '3715: four lawful moves each; neither misplaced man has moved')
FEN[3715] = F; REC[3715] = '1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7'

# ---------------------------------------------------------------- 3717 philidor: 5. Nc6 discovers check from the e2 queen, unannounced
b = sans(chess.Board(), '1. e4 e5 2. Nf3 Nf6 3. Nxe5 Nxe4 4. Qe2 Nf6 5. Nc6')
ok(b.is_check() and b.checkers() == chess.SquareSet(chess.BB_SQUARES[sq('e2')]), '3717: 5. Nc6 uncovers a check to e8 from the e2 queen (the knight itself does not check)')
b = sans(b, '5... dxc6 6. d3', pseudo=('dxc6',))
ok(b.is_check() and b.turn == B, '3717: 5... dxc6 ignores the check, 6. d3 is played without a word; Black is still in check')
REC[3717] = '1. e4 e5 2. Nf3 Nf6 3. Nxe5 Nxe4 4. Qe2 Nf6 5. Nc6 dxc6 6. d3'

# ---------------------------------------------------------------- 3718 philidor: White moves Black's c6 knight to b4
T = '1. c4 e5 2. Nc3 Nf6 3. g3 d5 4. cxd5 Nxd5 5. Nf3 Nc6'
b = sans(chess.Board(), T)
ok(b.turn == W and not b.attackers(W, sq('c6')), '3718: English, ten plies, White to move; nothing of White\'s attacks the c6 knight')
ok(not king_moves(b), '3718: the e1 king has no move (d1 queen, f1 bishop, d2 e2 f2 pawns)')
ok(at(b, 'b4') is None, '3718: b4 is empty')
REC[3718] = T + ' 6. {[%move c6b4 white]}'

# ---------------------------------------------------------------- 3719 acknowledged: board misoriented, claimed before any move
REC[3719] = '*'

# ---------------------------------------------------------------- 3720 acknowledged: Bc4 steps to a4 at ply 9, claimed at ply 20
b = sans(chess.Board(), '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6')
ok(chess.Move.from_uci('c4a4') not in b.pseudo_legal_moves and at(b, 'b4') is None, '3720: c4-a4 is no bishop move (a step along the rank, over the empty b4)')
apply_raw(b, 'c4a4')
b = sans(b, '5... d6 6. d3 O-O 7. O-O a6 8. Bb3 Ba7 9. Nbd2 Be6 10. Bxe6 fxe6')
ok(len(b.move_stack) == 11 + 0 and at(b, 'e6') == chess.Piece(P_, B), '3720: after the false move, eleven lawful plies follow; the bishop went on to b3 and was exchanged on e6')
REC[3720] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. {[%move c4a4]} 5... d6 6. d3 O-O 7. O-O a6 8. Bb3 Ba7 9. Nbd2 Be6 10. Bxe6 fxe6'

# ---------------------------------------------------------------- 3721 acknowledged: Black plays Nc6 and Nf6 in one turn
b = sans(chess.Board(), '1. e4 e5 2. Nf3 Nc6')
b.turn = B
ok(chess.Move.from_uci('g8f6') in b.legal_moves, '3721: after 2... Nc6, Black plays g8-f6 as well, itself a possible move')
REC[3721] = '1. e4 e5 2. Nf3 Nc6 {[%move g8f6 black]}'

# ---------------------------------------------------------------- 3724 acknowledged: the pinned b7 pawn is made a queen
F = '8/KP5r/8/8/8/8/4k3/8 w - - 0 1'
b = chess.Board(F)
ok(b.is_valid() and not b.is_check(), '3724: the set-up is lawful, White to move, not in check')
ok(chess.Move.from_uci('b7b8q') in b.pseudo_legal_moves and chess.Move.from_uci('b7b8q') not in b.legal_moves, '3724: b8=Q is a pawn\'s move but uncovers the h7 rook on the a7 king')
ok(not [m for m in b.legal_moves if m.from_square == sq('b7')], '3724: the pinned pawn has no lawful move at all')
MOVES[3724] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[3724]['move-king'] == ['Ka6', 'Kb6', 'Ka8', 'Kb8'], '3724: the king may go to a6, b6, a8 or b8')
c = b.copy(); apply_raw(c, 'b7b8q')
ok(not c.is_check(), '3724: the queen on b8 does not check the e2 king')
FEN[3724] = F; REC[3724] = '1. {[%move b7b8q]}'

# ---------------------------------------------------------------- 3726 london: e8=N quitted, White asks for a queen
F = '8/4P3/8/8/8/8/8/k3K3 w - - 0 1'
b = chess.Board(F); b.push_san('e8=N')
ok(not b.is_check() and not b.is_stalemate(), '3726: e8=N gives no check and does not stalemate the a1 king')
FEN[3726] = F; REC[3726] = '1. e8=N'

# ---------------------------------------------------------------- 3727 london: j'adoube over f3 in Black's turn, then Bb5
b = sans(chess.Board(), '1. e4 e5 2. Nf3')
ok(b.turn == B, '3727: the adjustment of f3 is made in Black\'s turn')
b = sans(b, '2... Nc6 3. Bb5')
ok(at(b, 'f3') == chess.Piece(chess.KNIGHT, W), '3727: White then plays 3. Bb5; the f3 knight has not moved')
REC[3727] = '1. e4 e5 2. Nf3 {[%adjust f3 white]} 2... Nc6 3. Bb5'

# ---------------------------------------------------------------- 3728 london: misoriented board, Black began, Black four moves, White three
F = STD.replace(' w ', ' b ')
b = sans(chess.Board(F), '1... e5 2. e4 Nc6 3. Nf3 Nf6 4. Bc4 Bc5')
ok(len(b.move_stack) == 7 and b.turn == W, '3728: Black began; Black has played four moves, White three')
FEN[3728] = F; REC[3728] = '1... e5 2. e4 Nc6 3. Nf3 Nf6 4. Bc4 Bc5'

# ---------------------------------------------------------------- 3730 london: White's f1 bishop and g1 knight exchanged, Black began
F = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR b KQkq - 0 1'
b = sans(chess.Board(F), '1... d5 2. d4 Nf6 3. c4 e6 4. Nc3 Be7')
ok(at(chess.Board(F), 'f1') == chess.Piece(chess.KNIGHT, W) and at(chess.Board(F), 'g1') == chess.Piece(chess.BISHOP, W), '3730: White\'s king\'s knight stands on f1, his king\'s bishop on g1')
ok(len(b.move_stack) == 7 and b.turn == W and at(b, 'f1') == chess.Piece(chess.KNIGHT, W), '3730: Black began and has played four moves, White three; the misplaced men have not moved')
FEN[3730] = F; REC[3730] = '1... d5 2. d4 Nf6 3. c4 e6 4. Nc3 Be7'

print(N[0], 'findings asserted;', len(REC), 'records;', sum(len(v) for v in MOVES.values()), 'move lists')
assert sorted(REC) == list(range(3701, 3731)), sorted(set(range(3701, 3731)) - set(REC))
