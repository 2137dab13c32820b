"""Findings of fact for the twenty-first set, asserted with python-chess, and every expected move list
(sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

F, FEN, REC, N = {}, {}, {}, [0]
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
def lawful(fen): return chess.Board(fen).is_valid()
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

def line_text(fen, sans_str):
    b = board(fen)
    for s in sans_str.split(): b.push_san(s)
    return b
def walk_after(fen, plies, white_first):
    line, end = walk_no_pawn(fen, plies)
    return line, end

# ================================================================ twenty-laws
# 2101 men misplaced, claimed after three moves each
FEN[2101] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/NRBQKBNR w Kkq - 0 1'
b = board(FEN[2101]); ok(b.is_valid(), '2101: lawful set-up')
diff = [chess.square_name(s) for s in chess.SQUARES if b.piece_at(s) != board().piece_at(s)]
ok(diff == ['a1', 'b1'], '2101: the set-up differs from the standard array on a1 and b1 only (knight and rook exchanged)')
b = sans(b, 'e4 e5 Nf3 Nc6 Bc4 Bc5')
ok(b.fullmove_number == 4 and b.turn == W, '2101: three moves each played; White has not played his fourth')
ok(at(b, 'a1') == P(chess.KNIGHT, W) and at(b, 'b1') == P(chess.ROOK, W), '2101: the misplaced men have not moved')
REC[2101] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5'

# 2102 fifty moves, two bishops against the king
FEN[2102] = '8/8/8/4k3/8/8/8/2B1KB2 b - - 0 1'
b = board(FEN[2102]); ok(b.is_valid() and not b.is_check(), '2102: lawful start: king and two bishops (c1 dark, f1 light) against the bare king, Black to move')
line, end = walk_no_pawn(FEN[2102], 100)
ok(len(line) == 100 and not end.is_checkmate() and not end.is_stalemate() and len(end.piece_map()) == 4, '2102: fifty moves each after the notice, no capture, no mate, no stalemate')
REC[2102] = '{[%fifty black]} ' + movetext(line, 1, False)

# 2103 false check, Black castles in consequence
FEN[2103] = 'r3k3/3p4/8/8/8/1B6/8/4K3 w q - 0 1'
b = board(FEN[2103]); ok(b.is_valid(), '2103: lawful start')
b.push_san('Ba4'); ok(not b.is_check(), '2103: after Ba4 there is no check: the d7 pawn stands between a4 and e8')
ok(b.parse_san('O-O-O') in b.legal_moves, '2103: O-O-O is a lawful move for Black')
REC[2103] = '1. Ba4 {[%check]} O-O-O'

# 2104 unannounced discovered check, ignored by a capture; warned on the next move
FEN[2104] = '7k/p7/4p3/8/3P4/8/1B6/6K1 w - - 0 1'
b = board(FEN[2104]); ok(b.is_valid() and not b.is_check(), '2104: lawful start, no check')
b.push_san('d5'); ok(b.is_check() and b.checkers() == chess.SquareSet(chess.BB_B2), '2104: d5 uncovers a check from the b2 bishop')
ok(sorted(b.san(m) for m in b.legal_moves) == ['Kg8', 'Kh7', 'e5'], '2104: Black may meet it only by Kg8, Kh7 or e5')
m = chess.Move.from_uci('e6d5'); ok(m in b.pseudo_legal_moves and m not in b.legal_moves, '2104: exd5 is pseudo-legal only: it ignores the check')
b.push(m); ok(b.parse_san('Kf2') in b.legal_moves, '2104: Kf2 is lawful for White')
REC[2104] = '1. d5 exd5 2. Kf2 {[%check]}'

# 2105 pawn odds, the king's pawn taken off instead of the king's bishop's pawn; noticed after two moves each
b = board(); b.remove_piece_at(sq('e2'))
b = sans(b, 'Nf3 e5 Nc3 Nc6')
ok(at(b, 'f2') == P(chess.PAWN, W) and at(b, 'e2') is None and b.fullmove_number == 3, '2105: two moves each; the f2 pawn is on the board, the e2 pawn is not')
REC[2105] = '1. Nf3 e5 2. Nc3 Nc6'

# 2106 White moves Black's e-pawn two squares in his own turn
b = sans(board(), 'd4 d5 Nf3 Nf6 e3 c6')
ok(b.turn == W, '2106: White to play')
before = b.copy()
raw(b, 'e7e5')
b.turn = W   # the pawn where White put it, looked at with White to take it
caps = [mm for mm in b.legal_moves if mm.to_square == sq('e5')]
F['2106_capture'] = san_list(b, caps)
ok(F['2106_capture'] == ['Nxe5', 'dxe5'], '2106: with the pawn on e5, Nxe5 and dxe5 take it lawfully')
F['2106_king'] = san_list(before, king_moves(before, castling=False))
ok(F['2106_king'] == ['Kd2', 'Ke2'], '2106: with the pawn put back on e7 the king may go to d2 or e2')
REC[2106] = '1. d4 d5 2. Nf3 Nf6 3. e3 c6 {[%move e7e5 white]}'

# ================================================================ boys-own-1829
FEN[2107] = '4k3/8/4P3/3n4/8/8/8/4K3 w - - 0 1'
b = board(FEN[2107]); ok(b.is_valid(), '2107: lawful start')
ok(illegal(b, 'e6d5'), '2107: e6xd5, a capture backwards, is not a lawful move')
F['2107_king'] = san_list(b, king_moves(b))
ok(F['2107_king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], '2107: with the pawn on e6 and the knight on d5 the king may go to d1, f1, d2, e2 or f2')
REC[2107] = '1. {[%move e6d5]}'

b = board(); b.turn = B; b = sans(b, 'e5 e4')
REC[2108] = '1... e5 2. e4'
ok(True, '2108: Black made the first move of this game')

FEN[2109] = '4k3/8/8/8/8/6n1/3PPP1P/3QK2R w K - 0 1'
b = board(FEN[2109]); ok(b.is_valid() and not b.is_check(), '2109: lawful start, no check')
b = sans(b, 'Rg1 Kd8 Rh1 Ke8')
ok(not b.has_kingside_castling_rights(W), '2109: the h1 rook has moved (h1-g1-h1)')
ok(illegal(b, 'e1g1'), '2109: O-O is not lawful')
ok(king_moves(b) == [], '2109: the king has no lawful move (d1, d2, e2, f2 his own men; f1 attacked by the g3 knight)')
F['2109_rook'] = san_list(b, legal_from(b, 'h1'))
ok(F['2109_rook'] == ['Rf1', 'Rg1'], '2109: the rook may go to f1 or g1')
REC[2109] = '1. Rg1 Kd8 2. Rh1 Ke8 3. {[%move e1g1]}'

FEN[2110] = '8/8/3p4/8/R1K4k/8/8/8 w - - 0 1'
b = board(FEN[2110]); ok(b.is_valid() and not b.is_check(), '2110: lawful start, the king on c4 screens the a4 rook from h4')
ok(illegal(b, 'c4c5'), '2110: Kc5 is not lawful: the d6 pawn attacks c5')
c = b.copy(); raw(c, 'c4c5'); ok(c.is_check(), '2110: Kc5 uncovers the a4 rook\'s check on the h4 king')
c.turn = W; ok(c.is_check() and c.checkers() == chess.SquareSet(chess.BB_D6), '2110: and leaves the c5 king attacked by the d6 pawn')
F['2110_king'] = san_list(b, king_moves(b))
ok(F['2110_king'] == ['Kb3+', 'Kc3+', 'Kd3+', 'Kb4', 'Kd4', 'Kb5+', 'Kd5+'], '2110: the king\'s lawful moves from c4')
REC[2110] = '1. {[%move c4c5]} {[%check]}'

b = sans(board(), 'e4 e5 Nf3 Nf6 Bb5')
ok(not b.is_check(), '2111: Bb5 gives no check: the d7 pawn stands between')
b.push_san('Ke7'); ok(b.turn == W, '2111: Ke7 lawful; White to move')
REC[2111] = '1. e4 e5 2. Nf3 Nf6 3. Bb5 {[%check]} Ke7 {[%touch b1]}'

FEN[2112] = '8/8/8/8/3k4/8/8/2B1KN2 b - - 0 1'
b = board(FEN[2112]); ok(b.is_valid() and not b.is_check(), '2112: lawful start: king, bishop and knight against the bare king')
line, end = walk_no_pawn(FEN[2112], 100)
ok(len(line) == 100 and not end.is_checkmate() and not end.is_stalemate() and len(end.piece_map()) == 4, '2112: fifty moves each after the notice, no capture, no mate')
REC[2112] = '{[%fifty black]} ' + movetext(line, 1, False)

# ================================================================ philidor
FEN[2113] = '8/8/4k3/8/3p4/5N2/8/4K3 w - - 0 1'
b = board(FEN[2113]); ok(b.is_valid(), '2113: lawful start')
b.push_san('Nxd4'); ok(b.is_check(), '2113: Nxd4 checks the e6 king')
b.push_san('Kd5'); pm = sorted(str(p) for p in b.piece_map().values())
ok(pm == ['K', 'N', 'k'], '2113: king and knight against the bare king remain')
ok(b.has_insufficient_material(W) and b.has_insufficient_material(B), '2113: neither side has men enough to force or even allow a mate')
REC[2113] = '1. Nxd4+ {[%check]} Kd5'

b = sans(board(), 'e4 e5')
F['2114_pawn'] = san_list(b, legal_from(b, 'd2'))
ok(F['2114_pawn'] == ['d3', 'd4'], '2114: the d-pawn may go to d3 or d4')
REC[2114] = '1. e4 e5 2. {[%touch d2]} Nf3'

REC[2115] = '1. e4'

b = sans(board(), 'e4 e5 Nf3 a6 Bb5')
ok(not b.is_check(), '2116: Bb5 gives no check: the d7 pawn stands between')
ok(b.parse_san('axb5') in b.legal_moves, '2116: axb5 is lawful')
REC[2116] = '1. e4 e5 2. Nf3 a6 3. Bb5 {[%check]} axb5'

FEN[2117] = '8/8/8/3k4/8/8/8/1NB1K3 b - - 0 1'
b = board(FEN[2117]); ok(b.is_valid() and not b.is_check(), '2117: lawful start: knight and bishop against the king')
line, end = walk_no_pawn(FEN[2117], 100)
ok(len(line) == 100 and not end.is_checkmate() and not end.is_stalemate() and len(end.piece_map()) == 4, '2117: fifty moves each after the request, no mate')
REC[2117] = '{[%fifty black]} ' + movetext(line, 1, False)

FEN[2118] = '8/8/8/2k5/3p4/8/4PB2/7K w - - 0 1'
b = board(FEN[2118]); ok(b.is_valid() and not b.is_check(), '2118: lawful start; the d4 pawn stands between the f2 bishop and the c5 king')
ok(b.is_pinned(B, sq('d4')), '2118: the d4 pawn is pinned on the diagonal f2-c5')
b.push_san('e4'); m = b.parse_san('dxe3')
ok(m in b.legal_moves and b.is_en_passant(m), '2118: e2-e4 passes e3, and dxe3 in passing is lawful: e3 lies on the same diagonal')
b.push(m); ok(at(b, 'e4') is None and at(b, 'e3') == P(chess.PAWN, B) and not b.was_into_check(), '2118: the e4 pawn is removed and the Black king stays covered')
REC[2118] = '1. e4 dxe3'

# ================================================================ acknowledged-laws
REC[2119] = '1. e4'

FEN[2120] = '8/8/8/4k3/8/8/8/3QK3 b - - 0 1'
b = board(FEN[2120]); ok(b.is_valid() and not b.is_check(), '2120: lawful start: king and queen against the bare king')
line, end = walk_no_pawn(FEN[2120], 100)
ok(len(line) == 100 and not end.is_checkmate() and not end.is_stalemate() and len(end.piece_map()) == 3, '2120: fifty moves each after the call, no mate, no stalemate, no capture')
REC[2120] = '{[%fifty black]} ' + movetext(line, 1, False)

FEN[2121] = '4k3/8/8/4N3/3P4/8/8/4K3 w - - 0 1'
b = board(FEN[2121]); ok(b.is_valid(), '2121: lawful start')
ok(illegal(b, 'd4e5'), '2121: d4xe5, taking his own knight, is not a lawful move')
F['2121_pawn'] = san_list(b, legal_from(b, 'd4')); ok(F['2121_pawn'] == ['d5'], '2121: the pawn\'s only lawful move is d5')
F['2121_king'] = san_list(b, king_moves(b)); ok(F['2121_king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], '2121: the king may go to d1, f1, d2, e2, f2')
REC[2121] = '1. {[%move d4e5]}'

REC[2122] = '1. e4 e5 2. {[%adjust g1]} d4'

FEN[2123] = '4k3/3p4/8/4P3/8/8/8/1N2K3 b - - 0 1'
b = board(FEN[2123]); ok(b.is_valid(), '2123: lawful start')
b.push_san('d5')
caps = [m for m in b.legal_moves if b.is_capture(m)]
ok(len(caps) == 1 and b.is_en_passant(caps[0]), '2123: after d7-d5 the only capture of the d5 pawn is exd6 in passing')
F['2123_capture'] = san_list(b, caps); ok(F['2123_capture'] == ['exd6'], '2123: exd6')
F['2123_king'] = san_list(b, king_moves(b)); ok(F['2123_king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], '2123: king moves')
ok(b.parse_san('Nc3') in b.legal_moves, '2123: Nc3 is lawful')
REC[2123] = '1... d5 2. {[%touch d5]} Nc3'

FEN[2124] = 'k7/8/4P3/8/8/8/8/4K3 w - - 0 1'
b = board(FEN[2124]); ok(b.is_valid(), '2124: lawful start')
ok(illegal(b, 'e6e7q'), '2124: e6-e7 with a queen set on e7 is not a lawful move (e7 is not the last square)')
F['2124_pawn'] = san_list(b, legal_from(b, 'e6')); ok(F['2124_pawn'] == ['e7'], '2124: the pawn\'s only lawful move is e7, remaining a pawn')
F['2124_king'] = san_list(b, king_moves(b)); ok(F['2124_king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], '2124: king moves')
REC[2124] = '1. {[%move e6e7q]}'

# ================================================================ london-1847
b = sans(board(), 'e4 e6 Qh5')
ok(not b.is_check(), '2125: Qh5 gives no check: the f7 pawn stands between h5 and e8')
m = b.parse_san('g6'); ok(m in b.legal_moves, '2125: g7-g6 is lawful; g6 lies on the line h5-e8')
REC[2125] = '1. e4 e6 2. Qh5 {[%check]} g6'

FEN[2126] = '8/8/8/4k3/4p3/8/3P4/6K1 w - - 0 1'
b = board(FEN[2126]); ok(b.is_valid() and not b.is_check(), '2126: lawful start')
b.push_san('d4'); ok(b.is_check(), '2126: d2-d4 checks the e5 king')
m = b.parse_san('exd3'); ok(m in b.legal_moves and b.is_en_passant(m), '2126: exd3 in passing is lawful and removes the checking pawn')
b.push(m); ok(at(b, 'd4') is None, '2126: the d4 pawn is gone')
REC[2126] = '1. d4+ {[%check]} exd3'

FEN[2127] = 'k7/p7/P7/8/8/8/8/Q3K3 w - - 0 1'
b = board(FEN[2127]); ok(b.is_valid(), '2127: lawful start')
b.push_san('Qb1'); ok(b.is_stalemate(), '2127: after Qb1 Black is not in check and has no lawful move: stalemate')
REC[2127] = '1. Qb1'

FEN[2128] = '8/8/3k4/8/2b5/8/8/4K2R w - - 0 1'
b = board(FEN[2128]); ok(b.is_valid() and not b.is_check(), '2128: lawful start: king and rook against king and bishop')
line, end = walk_no_pawn(FEN[2128], 100)
ok(len(line) == 100 and not end.is_checkmate() and len(end.piece_map()) == 4, '2128: fifty moves each after White\'s notice, no capture, no mate')
REC[2128] = '{[%fifty white]} ' + movetext(line, 1, True)

REC[2129] = '1. e4 e5 2. Nf3 Nc6 3. {[%adjust c6]} Bb5'
b = sans(board(), 'e4 e5 Nf3 Nc6'); ok(not any(m.to_square == sq('c6') for m in b.legal_moves), '2129: no White man can take the c6 knight')

FEN[2130] = 'b3k3/8/8/8/8/8/6PP/6RK w - - 0 1'
b = board(FEN[2130]); ok(b.is_valid() and not b.is_check(), '2130: lawful start')
ok(b.is_pinned(W, sq('g2')) and legal_from(b, 'g2') == [], '2130: the g2 pawn is pinned to h1 by the a8 bishop and cannot be moved')
ok(king_moves(b) == [] and b.legal_moves.count() > 0, '2130: the king cannot be moved (g1, g2, h2 his own men); White has other moves')
REC[2130] = '1. {[%touch g2]}'

print(N[0], 'assertions')
