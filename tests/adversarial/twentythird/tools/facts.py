"""Findings of fact for the twenty-third set, asserted with python-chess, and every expected move
list (sorted by from-square then to-square; promotions keep python-chess order), as the earlier sets
did. Run: python3 tools/facts.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

F, FEN, REC, MOVES, N = {}, {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
START = chess.STARTING_FEN
def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)
def board(fen=START): return chess.Board(fen)
def raw(b, uci): apply_raw(b, uci); return b
def sans(b, line):
    for s in line.split(): b.push_san(s)
    return b
def illegal(b, uci): return chess.Move.from_uci(uci) not in b.legal_moves
def at(b, s): return b.piece_at(sq(s))
def P(kind, color): return chess.Piece(kind, color)
def walk_no_pawn(fen, plies):
    """A deterministic run of quiet moves, no pawn move, in which no position comes twice: no
    capture, no check, no mate or stalemate, nothing left open to capture."""
    b = chess.Board(fen); seen = {b.board_fen() + str(b.turn)}; out = []
    def rec(depth):
        if depth == plies: return True
        for m in sorted((m for m in b.legal_moves if not b.is_capture(m) and not b.gives_check(m)
                         and b.piece_type_at(m.from_square) != chess.PAWN), key=lambda m: m.uci()):
            b.push(m); k = b.board_fen() + str(b.turn)
            if (k not in seen and not b.is_checkmate() and not b.is_stalemate()
                    and not any(b.is_capture(x) for x in b.legal_moves)):
                seen.add(k); out.append(m)
                if rec(depth + 1): return True
                seen.discard(k); out.pop()
            b.pop()
        return False
    assert rec(0), 'walk found no line from ' + fen
    c = chess.Board(fen); line = []
    for m in out: line.append(c.san(m)); c.push(m)
    return line, c
def movetext(sans_list, first_no=1, white_first=True):
    out = [] if white_first else [f'{first_no}...']; n = first_no; w = white_first
    for s in sans_list:
        if w: out.append(f'{n}. {s}')
        else: out.append(s); n += 1
        w = not w
    return ' '.join(out)

STALE = 'k7/8/8/5q2/8/7p/7P/7K b - - 0 1'
def stalemate_case(n):
    b = board(STALE); ok(b.is_valid() and not b.is_check(), f'{n}: lawful start, Black to move')
    b.push_san('Qf2'); ok(b.is_stalemate(), f'{n}: after 1... Qf2 White is not in check and has no lawful move: stalemate')
    ok(legal_from(b, 'h2') == [] and at(b, 'h3') == P(chess.PAWN, B), f'{n}: the h2 pawn is blocked by the h3 pawn')
    FEN[n] = STALE; REC[n] = '1... Qf2'

# ================================================================ twenty-laws
# 2301 fifty moves, knight and bishop against the king
FEN[2301] = '8/8/8/4k3/8/8/8/2B1KN2 w - - 0 1'
b = board(FEN[2301]); ok(b.is_valid() and not b.is_check(), '2301: lawful start: king, bishop and knight against the bare king, White to move')
line, end = walk_no_pawn(FEN[2301], 100)
ok(len(line) == 100 and not end.is_checkmate() and not end.is_stalemate() and end.turn == W and len(end.piece_map()) == 4, '2301: from the notice fifty moves on each side, no capture, no mate')
REC[2301] = '{[%fifty black]} ' + movetext(line)

# 2302 White gives the pawn and three moves; Black's third move crosses into White's half
b = board(); b.remove_piece_at(sq('f2')); b.turn = B
b.push_san('e5'); b.turn = B; b.push_san('Bc5'); b.turn = B
m = b.parse_san('Qh4'); b.push(m)
ok(b.is_check() and chess.square_rank(sq('h4')) == 3, '2302: the third move, Qd8-h4, lands on the fourth rank (White\'s half) and checks the e1 king through the empty f2')
ok(all(chess.square_rank(sq(s)) >= 4 for s in ('e5', 'c5')), '2302: the first two moves (e5, Bc5) stay in Black\'s half')
REC[2302] = '1... e5 2... Bc5 3... Qh4+'

# 2303 White touches Black's d5 pawn and at once says j'adoube, then plays Nf3
b = sans(board(), 'e4 d5')
ok(b.parse_san('exd5') in b.legal_moves and b.parse_san('Nf3') in b.legal_moves, '2303: the d5 pawn is en prise to the e4 pawn; Nf3 is lawful')
REC[2303] = '1. e4 d5 2. {[%touch d5]} {[%adjust d5]} Nf3'

# 2304 pinned knight touched; the king's moves are Kf1 and O-O
FEN[2304] = 'k2rr3/8/8/8/6n1/8/4N3/4K2R w K - 0 1'
b = board(FEN[2304]); ok(b.is_valid() and not b.is_check(), '2304: lawful start, White not in check')
ok(b.is_pinned(W, sq('e2')) and legal_from(b, 'e2') == [], '2304: the e2 knight is pinned by the e8 rook and has no lawful move')
MOVES[2304] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[2304]['move-king'] == ['Kf1', 'O-O'], '2304: the king\'s lawful moves are Kf1 and O-O (d1 and d2 held by the d8 rook, f2 by the g4 knight)')
REC[2304] = '1. {[%touch e2]}'

# 2305 White touches his king's knight, plays Bc4; Black replies, then claims
b = sans(board(), 'e4 e5 Bc4 Nc6')
ok(b.turn == W, '2305: 1. e4 e5 2. Bc4 Nc6: Black has moved after the touch')
REC[2305] = '1. e4 e5 2. {[%touch g1]} Bc4 Nc6'

# 2306 White stalemated by the queen claims
stalemate_case(2306)

# ================================================================ boys-own-1829
# 2307 a pawn that has moved steps two squares, e3-e5
b = sans(board(), 'e3 e6')
ok(illegal(b, 'e3e5'), '2307: e3-e5 is not a lawful move: the pawn has already moved')
MOVES[2307] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[2307]['move-king'] == ['Ke2'], '2307: with the pawn back on e3 the king\'s only move is Ke2')
REC[2307] = '1. e3 e6 2. {[%move e3e5]}'

# 2308 castling on the queen's side over White's own knight on b1
FEN[2308] = '4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1'
b = board(FEN[2308]); ok(b.is_valid() and not b.is_check(), '2308: lawful start; king and rook have not moved')
ok(illegal(b, 'e1c1') and not any(b.is_attacked_by(B, sq(s)) for s in ('e1', 'd1', 'c1')), '2308: O-O-O is not lawful only because the b1 knight stands between king and rook; no square is attacked')
REC[2308] = '1. {[%move e1c1]}'

# 2309 same stalemate under Boy's Own
stalemate_case(2309)

# 2310 false check; Black moves his king; White completes his next move before the claim
b = sans(board(), 'e4 e5 Bc4')
ok(not b.is_check(), '2310: Bc4 gives no check')
b = sans(b, 'Ke7 Nf3'); ok(True, '2310: 2... Ke7 and 3. Nf3 are lawful')
REC[2310] = '1. e4 e5 2. Bc4 {[%check]} Ke7 3. Nf3'

# 2311 White touches Black's e2 pawn, guarded by the b5 bishop
FEN[2311] = '4k3/8/8/1b6/8/8/4p3/4K3 w - - 0 1'
b = board(FEN[2311]); ok(b.is_valid() and not b.is_check(), '2311: lawful start; the e2 pawn attacks d1 and f1, not e1')
ok(not any(m.to_square == sq('e2') for m in b.legal_moves), '2311: the pawn cannot be taken: only the king reaches it, and the b5 bishop guards it')
MOVES[2311] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[2311]['move-king'] == ['Kd2', 'Kf2'], '2311: the king may go to d2 or f2')
REC[2311] = '1. {[%touch e2]}'

# 2312 the king takes a guarded pawn
FEN[2312] = '4k3/8/8/8/8/2n5/4p3/4K3 w - - 0 1'
b = board(FEN[2312]); ok(b.is_valid() and not b.is_check(), '2312: lawful start; White is not in check')
ok(illegal(b, 'e1e2') and b.is_attacked_by(B, sq('e2')), '2312: Kxe2 is not lawful: the c3 knight guards e2')
MOVES[2312] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[2312]['move-king'] == ['Kd2', 'Kf2'], '2312: with the pawn back on e2 the king may go to d2 or f2 (d1 and f1 are attacked)')
REC[2312] = '1. {[%move e1e2]}'

# ================================================================ philidor
stalemate_case(2313)
stalemate_case(2314)

# 2315 pinned bishop touched; the king can move
FEN[2315] = 'k3r3/8/8/8/8/8/4B3/4K3 w - - 0 1'
b = board(FEN[2315]); ok(b.is_valid() and not b.is_check(), '2315: lawful start')
ok(b.is_pinned(W, sq('e2')) and legal_from(b, 'e2') == [], '2315: the e2 bishop is pinned on the e-file and has no lawful move')
MOVES[2315] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[2315]['move-king'] == ['Kd1', 'Kf1', 'Kd2', 'Kf2'], '2315: the king may go to d1, f1, d2 or f2')
REC[2315] = '1. {[%touch e2]}'

# 2316 Black's bishop leaps its own pawn; White plays on, then claims
b = sans(board(), 'e4 e5 Nf3')
ok(illegal(b, 'c8g4') and at(b, 'd7') == P(chess.PAWN, B), '2316: Bc8-g4 passes over Black\'s own d7 pawn: a false move')
raw(b, 'c8g4'); ok(b.parse_san('Nc3') in b.legal_moves, '2316: 3. Nc3 is lawful')
REC[2316] = '1. e4 e5 2. Nf3 {[%move c8g4]} 3. Nc3'

# 2317 touched Black's d4 knight, j'adoube said after, then castled
b = sans(board(), 'e4 e5 Nf3 Nc6 Bb5 Nd4')
caps = [m for m in b.legal_moves if m.to_square == sq('d4')]
MOVES[2317] = {'compel-capture-of-touched-man': san_list(b, caps)}
ok(MOVES[2317]['compel-capture-of-touched-man'] == ['Nxd4'], '2317: only the f3 knight takes the d4 knight')
ok(b.parse_san('O-O') in b.legal_moves, '2317: O-O is lawful')
REC[2317] = '1. e4 e5 2. Nf3 Nc6 3. Bb5 Nd4 4. {[%touch d4]} {[%adjust d4]} O-O'

# 2318 false check from b5; Black interposes his knight on c6
b = sans(board(), 'e4 e6 Bb5')
ok(not b.is_check(), '2318: Bb5 gives no check: the d7 pawn screens e8')
ok(b.parse_san('Nc6') in b.legal_moves, '2318: Nb8-c6 is lawful and stands on the line b5-e8')
REC[2318] = '1. e4 e6 2. Bb5 {[%check]} Nc6'

# ================================================================ acknowledged-laws
stalemate_case(2319)

# 2320 a rook moves like a knight
FEN[2320] = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1'
b = board(FEN[2320]); ok(b.is_valid() and illegal(b, 'a1b3'), '2320: Ra1-b3 is not a rook move')
MOVES[2320] = {'move-correctly': san_list(b, legal_from(b, 'a1')), 'move-king': san_list(b, king_moves(b))}
ok(MOVES[2320]['move-king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], '2320: the king may go to d1, f1, d2, e2 or f2')
ok(len(MOVES[2320]['move-correctly']) == 10, '2320: the rook has ten lawful moves (b1, c1, d1, a2 to a8)')
REC[2320] = '1. {[%move a1b3]}'

# 2321 unannounced check from a8; Black castles out of it; White claims at once
FEN[2321] = '4k2r/8/8/8/8/8/8/R3K3 w k - 0 1'
b = board(FEN[2321]); ok(b.is_valid() and not b.is_check(), '2321: lawful start')
b.push_san('Ra8'); ok(b.is_check(), '2321: Ra8 checks the e8 king along the eighth rank')
ok(chess.Move.from_uci('e8g8') not in b.legal_moves, '2321: O-O out of check is not a modern lawful move (written as a [%move])')
raw(b, 'e8g8'); ok(at(b, 'g8') == P(chess.KING, B) and at(b, 'f8') == P(chess.ROOK, B), '2321: king on g8, rook on f8')
REC[2321] = '1. Ra8 {[%move e8g8]}'

# 2322 White touches Black's king
b = sans(board(), 'e4 e5')
MOVES[2322] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[2322]['move-king'] == ['Ke2'], '2322: White\'s only king move is Ke2')
ok(b.parse_san('Nf3') in b.legal_moves, '2322: 2. Nf3 is lawful')
REC[2322] = '1. e4 e5 2. {[%touch e8]} Nf3'

# 2323 Black claims stalemate, but he may take in passing
FEN[2323] = '7k/5Q2/8/8/1p6/1P6/2P5/4K3 w - - 0 1'
b = board(FEN[2323]); ok(b.is_valid() and not b.is_check(), '2323: lawful start')
b.push_san('c4')
lm = list(b.legal_moves)
ok(not b.is_check() and len(lm) == 1 and b.is_en_passant(lm[0]) and not b.is_stalemate(), '2323: after 2. c4 Black is not in check and his one lawful move is bxc3 in passing: no stalemate')
ok(not any(m.from_square == sq('h8') for m in lm), '2323: the h8 king has no square')
REC[2323] = '1. c4'

# 2324 Black's king's knight and king's bishop exchanged; White has played four, Black three
FEN[2324] = 'rnbqknbr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
b = board(FEN[2324]); ok(b.is_valid(), '2324: lawful set-up')
diff = [chess.square_name(s) for s in chess.SQUARES if b.piece_at(s) != board().piece_at(s)]
ok(diff == ['f8', 'g8'], '2324: the set-up differs from the standard array on f8 and g8 only')
b = sans(b, 'e4 e5 Nf3 Nc6 Bc4 d6 d3')
ok(b.turn == B and b.fullmove_number == 4, '2324: White has played four moves, Black three; Black to play his fourth')
ok(at(b, 'f8') == P(chess.KNIGHT, B) and at(b, 'g8') == P(chess.BISHOP, B), '2324: the misplaced men have not moved')
REC[2324] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 d6 4. d3'

# ================================================================ london-1847
stalemate_case(2325)

# 2326 pinned knight touched; the king can move
FEN[2326] = '4r2k/8/8/8/8/4N3/8/4K3 w - - 0 1'
b = board(FEN[2326]); ok(b.is_valid() and not b.is_check(), '2326: lawful start')
ok(b.is_pinned(W, sq('e3')) and legal_from(b, 'e3') == [], '2326: the e3 knight is pinned by the e8 rook and has no lawful move')
MOVES[2326] = {'replace-and-move-king': san_list(b, king_moves(b))}
ok(MOVES[2326]['replace-and-move-king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], '2326: the king may go to d1, f1, d2, e2 or f2')
REC[2326] = '1. {[%touch e3]}'

# 2327 castling on the queen's side while d1, which the king crosses, is attacked
FEN[2327] = '4k3/8/8/8/6b1/8/8/R3K3 w Q - 0 1'
b = board(FEN[2327]); ok(b.is_valid() and not b.is_check(), '2327: lawful start')
ok(b.is_attacked_by(B, sq('d1')) and not b.is_attacked_by(B, sq('c1')) and not b.is_attacked_by(B, sq('e1')), '2327: the g4 bishop attacks d1, not c1 or e1')
ok(illegal(b, 'e1c1'), '2327: O-O-O is not lawful')
MOVES[2327] = {'move-king-no-castling': san_list(b, king_moves(b, castling=False)), 'move-rook': san_list(b, legal_from(b, 'a1'))}
ok(MOVES[2327]['move-king-no-castling'] == ['Kf1', 'Kd2', 'Kf2'], '2327: the king may go to f1, d2 or f2 (d1 and e2 attacked)')
REC[2327] = '1. {[%move e1c1]}'

# 2328 fifty moves, knight and bishop against the king
FEN[2328] = '8/8/8/8/3k4/8/8/1NB1K3 w - - 0 1'
b = board(FEN[2328]); ok(b.is_valid() and not b.is_check(), '2328: lawful start')
line, end = walk_no_pawn(FEN[2328], 100)
ok(len(line) == 100 and not end.is_checkmate() and not end.is_stalemate() and len(end.piece_map()) == 4, '2328: fifty moves each from the notice, no capture, no mate')
REC[2328] = '{[%fifty black]} ' + movetext(line)

# 2329 pawn made a third knight
FEN[2329] = '4k3/1P6/8/8/8/8/8/1N2K1N1 w - - 0 1'
b = board(FEN[2329]); ok(b.is_valid(), '2329: lawful start; White has both knights')
m = b.parse_san('b8=N'); ok(m in b.legal_moves, '2329: b8=N is lawful')
b.push(m); ok(len(b.pieces(chess.KNIGHT, W)) == 3, '2329: White now has three knights')
REC[2329] = '1. b8=N'

# 2330 bishop takes its own pawn
FEN[2330] = '4k3/8/8/8/8/2P5/8/B3K3 w - - 0 1'
b = board(FEN[2330]); ok(b.is_valid(), '2330: lawful start')
ms = legal_from(b, 'a1') + legal_from(b, 'c3')
MOVES[2330] = {'move-either-own-man': san_list(b, ms)}
ok(MOVES[2330]['move-either-own-man'] == ['Bb2', 'c4'], '2330: put back, the bishop may go to b2 and the pawn to c4')
REC[2330] = '1. {[%move a1c3]}'

print(N[0], 'assertions')
