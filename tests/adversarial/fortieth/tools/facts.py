"""Findings of fact for the fortieth set, asserted with python-chess: the records (REC, FEN, TAGS) and
every expected move list (MOVES, sorted by from-square then to-square, as the earlier sets did).
Run: python3 tools/facts.py"""
import os, sys, re, random
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
    for s in re.sub(r'\{[^}]*\}', ' ', text).split():
        if re.fullmatch(r'\d+\.(\.\.)?', s): continue
        b.push_san(s)
    return b
def movetext(start, sans_list, notes=None):
    """number a list of SAN moves from the position start; notes[i] is put after the i-th move"""
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

def quiet_walk(b, plies, rng):
    """plies quiet moves (no capture, no check), never leaving mate or stalemate"""
    out = []
    for ply in range(plies):
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

# ---------------------------------------------------------------- R1: b8=Q stalemates; the g3 knight is pinned
R1 = '8/1P6/4B3/8/8/6n1/5K1k/R7 w - - 0 1'
b = chess.Board(R1)
ok(b.is_valid() and b.turn == W and not b.is_check(), 'R1: the set-up is lawful: White K f2, R a1, B e6, P b7; Black K h2, N g3; White to move')
before = b.copy(); before.turn = B
ok(len(list(before.legal_moves)) > 0, 'R1: before the pawn moves, Black would have moves (the knight is free: nothing pins it yet)')
b.push_san('b8=Q')
ok(b.is_stalemate(), 'R1: after 1. b8=Q Black is not in check and has no lawful move: stalemate')
ok(b.is_pinned(B, sq('g3')), 'R1: the g3 knight is pinned by the new queen on b8 against the h2 king (b8-c7-d6-e5-f4-g3-h2)')
ok(all(b.is_attacked_by(W, s) for s in [sq('g1'), sq('h1'), sq('g2'), sq('h3')]), 'R1: g1, h1, g2 and h3 are all guarded (king f2, rook a1, bishop e6)')
c = chess.Board(R1); c.push_san('b8=R')
ok(not c.is_stalemate() and not c.is_check(), 'R1: a rook on b8 would not pin the knight: no stalemate then')
for n in (4006, 4022, 4028):
    FEN[n] = R1; REC[n] = '1. b8=Q'
FEN[4013] = R1; REC[4013] = '1. b8=Q'; TAGS[4013] = [('Option', 'country=france')]
FEN[4007] = R1; REC[4007] = '1. b8=Q'
# mirrored: Black promotes and stalemates White
R1m = chess.Board(R1).mirror().fen()
b = chess.Board(R1m)
ok(b.turn == B and b.is_valid(), 'R1m: the mirror: Black K f7, R a8, B e3, P b2; White K h7, N g6; Black to move')
b.push_san('b1=Q')
ok(b.is_stalemate() and b.is_pinned(W, sq('g6')), 'R1m: after 1... b1=Q White is stalemated, his g6 knight pinned by the b1 queen')
FEN[4012] = R1m; REC[4012] = '1... b1=Q'

# ---------------------------------------------------------------- R2: the d1 bishop goes to d4 like a rook, with mate
R2 = '7k/7p/8/p7/8/8/8/K2B2R1 b - - 0 1'
b = chess.Board(R2)
ok(b.is_valid() and b.turn == B and not b.is_check(), 'R2: White K a1, R g1, B d1; Black K h8, P h7, P a5; Black to move')
b.push_san('a4')
ok(chess.Move.from_uci('d1d4') not in b.pseudo_legal_moves and at(b, 'd2') is None and at(b, 'd3') is None,
   'R2: d1-d4 is no bishop move: two squares straight up the d-file (d2, d3 empty)')
pre = b.copy()
MV2 = {'move-king': sl(pre, king_moves(pre)), 'replace-and-move-king': sl(pre, king_moves(pre)),
       'move-correctly': sl(pre, legal_from(pre, 'd1'))}
ok(sorted(MV2['move-king']) == ['Ka2', 'Kb1', 'Kb2'], 'R2: the king\'s lawful moves before the false move: Ka2, Kb1, Kb2')
apply_raw(b, 'd1d4')
ok(b.is_checkmate(), 'R2: on d4 the bishop checks h8 along d4-e5-f6-g7; g8 is held by the g1 rook, h7 is Black\'s own pawn: mate')
for n in (4008, 4014, 4021, 4025): FEN[n] = R2
REC[4008] = REC[4014] = REC[4021] = '1... a4 2. {[%move d1d4]} {[%check]}'
REC[4025] = '1... a4 2. {[%move d1d4]} {[%check]} {[%touch h8]}'
MOVES[4008] = {'move-king': MV2['move-king']}
MOVES[4014] = {'move-king': MV2['move-king']}
MOVES[4021] = {'move-correctly': MV2['move-correctly'], 'move-king': MV2['move-king']}

# ---------------------------------------------------------------- R3: the pinned e1 rook gives a back-rank "mate"
R3 = '6k1/5ppp/p7/8/8/8/8/K3R2r b - - 0 1'
b = chess.Board(R3)
ok(b.is_valid() and b.turn == B and not b.is_check(), 'R3: White K a1, R e1; Black K g8, P f7 g7 h7 a6, R h1; Black to move, White not in check')
b.push_san('a5')
ok(b.is_pinned(W, sq('e1')), 'R3: the e1 rook is pinned along the first rank by the h1 rook against the a1 king')
m = chess.Move.from_uci('e1e8')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, 'R3: Re8 is a rook\'s move in shape, but it exposes White\'s king to the h1 rook')
pre = b.copy()
MOVES[4001] = {'move-correctly': sl(pre, legal_from(pre, 'e1')), 'replace-and-move-king': sl(pre, king_moves(pre))}
b.push(m)
ok(b.is_checkmate(), 'R3: after Re8 Black\'s king is in check and Black has no move that meets it (f8, h8 held by the rook; no interposition)')
ok(b.is_attacked_by(B, sq('a1')), 'R3: and White\'s own king stands attacked by the h1 rook')
FEN[4001] = R3; REC[4001] = '1... a5 2. {[%move e1e8]} {[%check]}'

# ---------------------------------------------------------------- R4: a touch of the queen, then Rd8 mate
R4 = '6k1/p4ppp/8/8/8/8/2Q2PPP/3R2K1 b - - 0 1'
b = chess.Board(R4)
ok(b.is_valid() and b.turn == B and not b.is_check(), 'R4: White K g1, Q c2, R d1, P f2 g2 h2; Black K g8, P a7 f7 g7 h7; Black to move')
b.push_san('a6')
pre = b.copy()
QM = sl(pre, legal_from(pre, 'c2'))
ok(len(QM) > 0 and not pre.is_pinned(W, sq('c2')), 'R4: the touched queen is free and has lawful moves: ' + ', '.join(QM))
b.push_san('Rd8#')
ok(b.is_checkmate(), 'R4: Rd8 mates (f8 and h8 held by the rook, the king walled in by his own pawns)')
for n in (4005, 4009, 4016, 4030):
    FEN[n] = R4; REC[n] = '1... a6 2. {[%touch c2]} Rd8# {[%check]}'; MOVES[n] = {'compel-move-touched-man': QM}
FEN[4023] = R4; REC[4023] = '1... a6 2. Rd8#'
# R4': the queen on c4 could take the a6 pawn; White touches the pawn, then mates
R4b = '6k1/p4ppp/8/8/2Q5/8/5PPP/3R2K1 b - - 0 1'
b = chess.Board(R4b); b.push_san('a6')
caps = [m for m in b.legal_moves if m.to_square == sq('a6')]
ok(sl(b, caps) == ['Qxa6'], 'R4b: the touched a6 pawn can be taken lawfully, by Qxa6 only')
c = b.copy(); c.push_san('Rd8#')
ok(c.is_checkmate(), 'R4b: Rd8 mates')
FEN[4010] = R4b; REC[4010] = '1... a6 2. {[%touch a6]} Rd8# {[%check]}'; MOVES[4010] = {'compel-capture-of-touched-man': sl(b, caps)}

# ---------------------------------------------------------------- R5: b8=R mates
R5 = '7k/1P4pp/8/8/8/8/8/K7 w - - 0 1'
b = chess.Board(R5)
ok(b.is_valid() and b.turn == W, 'R5: White K a1, P b7; Black K h8, P g7 h7; White to move')
b.push_san('b8=R#')
ok(b.is_checkmate() and at(b, 'b8') == Pc(chess.ROOK, W), 'R5: 1. b8=R is mate: the new rook holds the eighth rank, the king is walled in by his own pawns')
for n in (4019, 4026): FEN[n] = R5; REC[n] = '1. b8=R# {[%check]}'

# ---------------------------------------------------------------- R6: knight and bishop, notice given late
R6 = '8/8/4k3/8/8/3K4/4N3/2B5 w - - 0 1'
b = chess.Board(R6)
ok(b.is_valid() and b.turn == W and not b.is_check(), 'R6: White K d3, B c1, N e2 against Black K e6; White to move')
rng = random.Random(4002)
pre_notice = quiet_walk(b, 39, rng)        # White 1..20, Black 1..19
after = quiet_walk(b, 90, rng)             # Black 20..64, White 21..65
seq = pre_notice + after
ok(len(b.piece_map()) == 4 and not b.is_checkmate() and not b.is_stalemate(), 'R6: 129 plies, no capture, no check, no mate, no stalemate; the material is unchanged')
cw = sum(1 for i in range(len(after)) if i % 2 == 1); cb = sum(1 for i in range(len(after)) if i % 2 == 0)
ok(cw == 45 and cb == 45 and b.turn == B, 'R6: after the notice (given before Black\'s 20th move) 45 moves each; 65 White and 64 Black moves in all; Black to move')
REC[4002] = REC[4027] = REC[4011] = movetext(R6, seq, {38: '{[%fifty black]}'})
for n in (4002, 4027, 4011): FEN[n] = R6

# ---------------------------------------------------------------- R7: two White moves in succession, the second stalemates
R7 = '7k/7p/7P/8/8/8/2K5/5Q2 w - - 0 1'
b = chess.Board(R7)
ok(b.is_valid() and b.turn == W, 'R7: White K c2, Q f1, P h6; Black K h8, P h7; White to move')
b.push_san('Kc3')
ok(not b.is_stalemate() and chess.Move.from_uci('h8g8') in b.legal_moves, 'R7: after 1. Kc3 Black, to move, has Kg8: no stalemate')
b.turn = W; b.push(chess.Move.from_uci('f1f7'))
ok(b.is_stalemate(), 'R7: White moves again, Qf7, out of turn: Black is not in check and has no move (g8, g7 held; h7 blocked by h6)')
for n in (4003, 4029): FEN[n] = R7; REC[n] = '1. Kc3 {[%move f1f7 white]}'

# ---------------------------------------------------------------- R8: the Opera game, the a1 rook (given) left on the board
T = ('1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 '
     '10. Nxb5 cxb5 11. Bxb5+ {[%check]} Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ {[%check]} Nxd7 '
     '16. Qb8+ {[%check]} Nxb8 17. Rd8# {[%check]}')
b = sans(chess.Board(), T)
ok(b.is_checkmate() and len(b.move_stack) == 33, 'R8: the Opera game, 33 plies, ends in mate by the h1 rook (17. Rd8)')
g = chess.Board()
for mv in b.move_stack[:25]:
    g.push(mv)
ok(at(g, 'd7') == Pc(chess.ROOK, W), 'R8: the a1 rook, the man given, castled to d1 and took on d7 (13. Rxd7)')
for n in (4004, 4024): REC[n] = T; TAGS[n] = [('Odds', 'white rook a1 left-on-board')]

# ---------------------------------------------------------------- R9: queen against king, fifty each after the call, mate on the 51st
R9 = '7k/8/6K1/8/8/8/8/2Q5 b - - 0 1'
b = chess.Board(R9); seq = []
for i in range(50):
    for s in (['Kg8', 'Qb1'] if i % 2 == 0 else ['Kh8', 'Qc1']):
        seq.append(s); b.push_san(s)
        assert not b.is_checkmate() and not b.is_stalemate() and not b.is_check()
ok(len(b.move_stack) == 100, 'R9: fifty moves each after the call, none a check, no mate, no stalemate')
seq.append('Kg8'); b.push_san('Kg8')
c = b.copy(); c.push_san('Qc8#')
ok(c.is_checkmate(), 'R9: Black\'s 51st, Kg8; White\'s 51st, Qc8, mates')
FEN[4020] = R9; REC[4020] = '{[%fifty black]} ' + movetext(R9, seq + ['Qc8#']) + ' {[%check]}'

# ---------------------------------------------------------------- R10: the pinned f2 rook touched, then Qxg7 mate
R10 = '6k1/5pp1/5P1p/8/6Qb/8/5R2/4K3 b - - 0 1'
R10 = '6k1/5ppp/5P2/8/6Qb/8/5R2/4K3 b - - 0 1'
b = chess.Board(R10)
ok(b.is_valid() and b.turn == B and not b.is_check(), 'R10: White K e1, R f2, Q g4, P f6; Black K g8, P f7 g7 h7, B h4; Black to move')
b.push_san('h6')
ok(b.is_pinned(W, sq('f2')) and not legal_from(b, 'f2'), 'R10: the f2 rook is pinned by the h4 bishop against the e1 king and has no lawful move')
pre = b.copy()
MOVES[4017] = {'move-king': sl(pre, king_moves(pre))}
ok(len(MOVES[4017]['move-king']) > 0, 'R10: the king can be played: ' + ', '.join(MOVES[4017]['move-king']))
b.push_san('Qxg7#')
ok(b.is_checkmate(), 'R10: Qxg7, guarded by the f6 pawn, mates')
FEN[4017] = R10; REC[4017] = '1... h6 2. {[%touch f2]} Qxg7# {[%check]}'

# ---------------------------------------------------------------- R11: castling long stalemates the c8 king
R11 = '2k5/8/1Q6/8/8/8/8/R3K3 w Q - 0 1'
b = chess.Board(R11)
ok(b.is_valid() and not b.is_check(), 'R11: White K e1, R a1 (unmoved), Q b6; Black K c8 alone; White to move')
c = b.copy(); c.turn = B
ok(sl(c, c.legal_moves) == ['Kd7'], 'R11: before the castling Black\'s king has one square, d7')
m = chess.Move.from_uci('e1c1')
ok(m in b.legal_moves and b.is_castling(m), 'R11: O-O-O is lawful: king and rook unmoved, b1 c1 d1 empty, e1 d1 c1 not attacked')
b.push(m)
ok(b.is_stalemate(), 'R11: after O-O-O the d1 rook takes d7 and d8: Black, not in check, has no move: stalemate')
FEN[4018] = R11; REC[4018] = '1. O-O-O'

# ---------------------------------------------------------------- R12: rook and bishop against rook, mate on White's fiftieth
R12 = '7k/8/6K1/5B2/4R3/8/8/r7 b - - 0 1'
b = chess.Board(R12); seq = []
ok(b.is_valid() and b.turn == B and not b.is_check(), 'R12: White K g6, R e4, B f5 against Black K h8, R a1; Black to move')
for i in range(50):
    for s_ in (['Ra2', 'Re5'] if i % 2 == 0 else ['Ra1', 'Re4']):
        if len(seq) == 99: break
        seq.append(s_); b.push_san(s_)
        assert not b.is_checkmate() and not b.is_stalemate() and not b.is_check()
ok(len(seq) == 99 and b.turn == W, 'R12: after the request Black plays fifty moves and White forty-nine, none a check or a capture, no mate, no stalemate')
ok(at(b, 'a1') == Pc(chess.ROOK, B) and at(b, 'e5') == Pc(chess.ROOK, W), "R12: Black's rook is back on a1, White's on e5")
b.push_san('Re8#')
ok(b.is_checkmate(), "R12: White's fiftieth move, Re8, mates: g8 held by the rook, g7 and h7 by the king, and the a1 rook can neither take nor cover")
FEN[4015] = R12; REC[4015] = '{[%fifty black]} ' + movetext(R12, seq + ['Re8#']) + ' {[%check]}'

print(N[0], 'findings asserted;', len(REC), 'records')
