"""Findings of fact for the twenty-second set, asserted with python-chess, and every expected move
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

# ================================================================ twenty-laws
# 2201 Black moves the same pawn twice in succession
b = sans(board(), 'e4 d5')
ok(b.turn == W, '2201: after 1. e4 d5 it is White\'s turn')
b.turn = B; m = b.parse_san('d4'); ok(m in b.legal_moves, '2201: d5-d4 is a possible move for the d5 pawn, had it been Black\'s turn')
REC[2201] = '1. e4 d5 {[%move d5d4 black]}'

# 2202 castling across f1, attacked by a knight: law 8 is silent
FEN[2202] = '4k3/8/8/8/8/6n1/8/4K2R w K - 0 1'
b = board(FEN[2202]); ok(b.is_valid() and not b.is_check(), '2202: lawful start, White not in check')
ok(b.is_attacked_by(B, sq('f1')) and not b.is_attacked_by(B, sq('g1')) and not b.is_attacked_by(B, sq('e1')), '2202: the g3 knight attacks f1, not e1 or g1')
ok(illegal(b, 'e1g1'), '2202: by the modern rule O-O is not lawful (the king crosses an attacked square)')
ok(b.has_kingside_castling_rights(W), '2202: neither king nor rook has moved')
REC[2202] = '1. {[%move e1g1]}'

# 2203 touched an adversary pawn en prise only to a pinned knight; the king's moves are Kf1 and O-O
FEN[2203] = 'k3r3/8/8/3p3b/8/4N3/3P1P2/3QK2R w K - 0 1'
b = board(FEN[2203]); ok(b.is_valid() and not b.is_check(), '2203: lawful start, no check')
ok(b.is_pinned(W, sq('e3')), '2203: the e3 knight is pinned to the e1 king by the e8 rook')
ok(chess.Move.from_uci('e3d5') in b.pseudo_legal_moves and not any(m.to_square == sq('d5') for m in b.legal_moves), '2203: only the pinned knight reaches d5; the pawn cannot be taken lawfully')
km = king_moves(b); ok(sorted(b.san(m) for m in km) == ['Kf1', 'O-O'], '2203: the king\'s lawful moves are Kf1 and O-O (e2 is attacked by the h5 bishop)')
MOVES[2203] = {'move-king-no-castling': san_list(b, king_moves(b, castling=False))}
ok(MOVES[2203]['move-king-no-castling'] == ['Kf1'], '2203: without castling only Kf1')
REC[2203] = '1. {[%touch d5]}'

# 2204 false check; Black interposes c6; White has only touched his bishop
b = sans(board(), 'e4 e6 Bb5')
ok(not b.is_check(), '2204: Bb5 gives no check: the d7 pawn stands between b5 and e8')
m = b.parse_san('c6'); ok(m in b.legal_moves, '2204: c7-c6 is lawful; c6 lies on the line b5-e8')
REC[2204] = '1. e4 e6 2. Bb5 {[%check]} c6 {[%touch b5]}'

# 2205 bishop leaps its own pawn to take a knight that only the king can take
FEN[2205] = '4k3/8/8/8/1B6/2P5/3n4/4K3 w - - 0 1'
b = board(FEN[2205]); ok(b.is_valid() and not b.is_check(), '2205: lawful start, the d2 knight does not check e1')
ok(illegal(b, 'b4d2'), '2205: Bb4xd2 leaps the c3 pawn: not a lawful move')
caps = [m for m in b.legal_moves if m.to_square == sq('d2')]
MOVES[2205] = {'capture-with-legal-capturer': san_list(b, caps), 'move-touched-capturer': san_list(b, legal_from(b, 'b4'))}
ok(MOVES[2205]['capture-with-legal-capturer'] == ['Kxd2'], '2205: only the king takes the knight lawfully')
ok(MOVES[2205]['move-touched-capturer'] == ['Ba3', 'Ba5', 'Bc5', 'Bd6', 'Be7', 'Bf8'], '2205: the bishop\'s lawful moves')
REC[2205] = '1. {[%move b4d2]}'

# 2206 White's king's knight and king's bishop exchanged; Black began and has played four moves
FEN[2206] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR b KQkq - 0 1'
b = board(FEN[2206]); ok(b.is_valid(), '2206: lawful set-up, Black to move')
diff = [chess.square_name(s) for s in chess.SQUARES if b.piece_at(s) != board().piece_at(s)]
ok(diff == ['f1', 'g1'], '2206: the set-up differs from the standard array on f1 and g1 only')
b = sans(b, 'e5 e4 Nc6 d3 Nf6 Nc3 Bc5')
ok(b.turn == W, '2206: Black has played four moves (e5, Nc6, Nf6, Bc5), White three (e4, d3, Nc3)')
ok(at(b, 'f1') == P(chess.KNIGHT, W) and at(b, 'g1') == P(chess.BISHOP, W), '2206: the misplaced men have not moved')
REC[2206] = '1... e5 2. e4 Nc6 3. d3 Nf6 4. Nc3 Bc5'

# ================================================================ boys-own-1829
# 2207 a pinned pawn queens with check and uncovers its own king
FEN[2207] = '1k6/r3P2K/8/8/8/8/8/8 w - - 0 1'
b = board(FEN[2207]); ok(b.is_valid() and not b.is_check(), '2207: lawful start; the e7 pawn screens the h7 king from the a7 rook')
ok(illegal(b, 'e7e8q'), '2207: e8=Q is not lawful: it uncovers the h7 king')
c = b.copy(); raw(c, 'e7e8q'); ok(c.is_check(), '2207: the queen on e8 checks the b8 king along the eighth rank')
c.turn = W; ok(c.is_check() and c.checkers() == chess.SquareSet(chess.BB_A7), '2207: and the White king stands in check from the a7 rook')
MOVES[2207] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[2207]['move-king'] == ['Kg6', 'Kh6', 'Kg7', 'Kg8', 'Kh8'], '2207: with the pawn back on e7 the king may go to g6, h6, g7, g8 or h8')
REC[2207] = '1. {[%move e7e8q]} {[%check]}'

# 2208 a pawn takes straight ahead
FEN[2208] = '4k3/8/8/3n4/3P4/8/8/4K3 w - - 0 1'
b = board(FEN[2208]); ok(b.is_valid() and not b.is_check(), '2208: lawful start')
ok(illegal(b, 'd4d5'), '2208: d4xd5 straight ahead is not a lawful move: the pawn is blocked')
ok(legal_from(b, 'd4') == [], '2208: the d4 pawn has no lawful move at all')
MOVES[2208] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[2208]['move-king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], '2208: the king may go to d1, f1, d2, e2 or f2')
REC[2208] = '1. {[%move d4d5]}'

# 2209 unannounced check ignored by a counter-check; the warning comes with the king's escape
FEN[2209] = '3q2k1/5ppp/8/3N4/8/8/5PP1/6K1 w - - 0 1'
b = board(FEN[2209]); ok(b.is_valid() and not b.is_check(), '2209: lawful start')
b.push_san('Nf6'); ok(b.is_check(), '2209: Nf6 checks the g8 king')
ok(sorted(b.san(m) for m in b.legal_moves) == ['Kf8', 'Kh8', 'Qxf6', 'gxf6'], '2209: Black may meet it only by Kf8, Kh8, Qxf6 or gxf6')
m = chess.Move.from_uci('d8d1'); ok(m in b.pseudo_legal_moves and m not in b.legal_moves, '2209: Qd1 is pseudo-legal only: it ignores the check')
b.push(m); ok(b.is_check(), '2209: Qd1 checks the g1 king along the first rank')
m = b.parse_san('Kh2'); ok(m in b.legal_moves, '2209: Kh2 takes White\'s king out of that check')
b.push(m); b.turn = B; ok(b.is_check(), '2209: the knight\'s check on g8 still stands'); b.turn = W
REC[2209] = '1. Nf6 Qd1 2. Kh2 {[%check]}'

# 2210 White gives a pawn (f2); Black begins
b = board(); b.remove_piece_at(sq('f2')); b.turn = B; b.push_san('e5')
ok(at(b, 'f2') is None, '2210: White\'s f2 pawn is off the board and Black has made the first move')
REC[2210] = '1... e5'

# 2211 rook pinned on the e-file touched; it may still move along the file
FEN[2211] = '4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1'
b = board(FEN[2211]); ok(b.is_valid() and not b.is_check(), '2211: lawful start')
ok(b.is_pinned(W, sq('e2')), '2211: the e2 rook is pinned to the e1 king by the e8 rook')
MOVES[2211] = {'compel-move-touched-man': san_list(b, legal_from(b, 'e2'))}
ok(MOVES[2211]['compel-move-touched-man'] == ['Re3', 'Re4', 'Re5', 'Re6', 'Re7', 'Rxe8+'], '2211: the rook may move along the file, none of these moves uncovers the king')
ok(b.parse_san('Kd2') in b.legal_moves, '2211: Kd2 is lawful')
REC[2211] = '1. {[%touch e2]} Kd2'

# 2212 castling with the queen's rook, brought round to h1
FEN[2212] = '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1'
b = board(FEN[2212]); ok(b.is_valid(), '2212: lawful start: White has his king and the a1 rook only')
b = sans(b, 'Ra2 Kd8 Rh2 Ke8 Rh1 Kd8')
ok(at(b, 'h1') == P(chess.ROOK, W) and not b.has_castling_rights(W), '2212: the rook now on h1 came from a1 by a2 and h2; it has moved')
ok(illegal(b, 'e1g1'), '2212: O-O is not lawful')
MOVES[2212] = {'move-king': san_list(b, king_moves(b)), 'move-rook': san_list(b, legal_from(b, 'h1'))}
ok(MOVES[2212]['move-king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], '2212: with king and rook back, the king may go to d1, f1, d2, e2 or f2')
ok(MOVES[2212]['move-rook'][0] == 'Rf1' and len(MOVES[2212]['move-rook']) == 9, '2212: the rook has nine lawful moves')
REC[2212] = '1. Ra2 Kd8 2. Rh2 Ke8 3. Rh1 Kd8 4. {[%move e1g1]}'

# ================================================================ philidor
# 2213 touched the c5 pawn, which only a capture in passing takes
FEN[2213] = '4k3/2p5/8/1P6/8/8/8/6K1 b - - 0 1'
b = board(FEN[2213]); ok(b.is_valid(), '2213: lawful start')
b.push_san('c5'); caps = [m for m in b.legal_moves if b.is_capture(m)]
ok(len(caps) == 1 and b.is_en_passant(caps[0]), '2213: after c7-c5 the only capture of the c5 pawn is bxc6 in passing')
MOVES[2213] = {'compel-capture-of-touched-man': san_list(b, caps)}
ok(MOVES[2213]['compel-capture-of-touched-man'] == ['bxc6'], '2213: bxc6')
ok(b.parse_san('Kf2') in b.legal_moves, '2213: Kf2 is lawful')
REC[2213] = '1... c5 2. {[%touch c5]} Kf2'

# 2214 touched a pawn on the seventh; its only moves are exchanges on b8
FEN[2214] = '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1'
b = board(FEN[2214]); ok(b.is_valid(), '2214: lawful start')
MOVES[2214] = {'compel-move-touched-man': san_list(b, legal_from(b, 'b7'))}
ok(MOVES[2214]['compel-move-touched-man'] == ['b8=Q+', 'b8=R+', 'b8=B', 'b8=N'], '2214: the b7 pawn\'s only moves are b8 as a queen, rook, bishop or knight')
ok(b.parse_san('Kd2') in b.legal_moves, '2214: Kd2 is lawful')
REC[2214] = '1. {[%touch b7]} Kd2'

# 2215 Black ignores an unannounced check by castling; White warns with his next move
FEN[2215] = 'r3k3/8/8/8/8/8/6B1/4K3 w q - 0 1'
b = board(FEN[2215]); ok(b.is_valid() and not b.is_check(), '2215: lawful start')
b.push_san('Bc6'); ok(b.is_check(), '2215: Bg2-c6 checks the e8 king')
ok(chess.Move.from_uci('e8c8') not in b.legal_moves, '2215: O-O-O is not a modern lawful move here: Black castles out of the check (written as a [%move])')
raw(b, 'e8c8'); ok(at(b, 'c8') == P(chess.KING, B) and at(b, 'd8') == P(chess.ROOK, B), '2215: king on c8, rook on d8'); ok(b.parse_san('Kf2') in b.legal_moves, '2215: Kf2 is lawful for White')
REC[2215] = '1. Bc6 {[%move e8c8]} 2. Kf2 {[%check]}'

# 2216 a queen's checks repeat the position three times
FEN[2216] = 'k7/1p6/8/8/8/8/r5PP/3Q2K1 w - - 0 1'
b = board(FEN[2216]); ok(b.is_valid() and not b.is_check(), '2216: lawful start')
line = 'Qd8+ Ka7 Qd4+ Ka8 Qd8+ Ka7 Qd4+ Ka8 Qd8+ Ka7'
b = sans(b, line); ok(b.is_repetition(3), '2216: the position after Ka7 has stood three times')
REC[2216] = '1. Qd8+ {[%check]} Ka7 2. Qd4+ {[%check]} Ka8 3. Qd8+ {[%check]} Ka7 4. Qd4+ {[%check]} Ka8 5. Qd8+ {[%check]} Ka7'

# 2217 castling on the queen's side while b1 is attacked
FEN[2217] = '4k3/8/8/8/4b3/8/8/R3K3 w Q - 0 1'
b = board(FEN[2217]); ok(b.is_valid() and not b.is_check(), '2217: lawful start')
ok(b.is_attacked_by(B, sq('b1')) and not any(b.is_attacked_by(B, sq(s)) for s in ('c1', 'd1', 'e1')), '2217: the e4 bishop attacks b1, and no Black man attacks e1, d1 or c1')
ok(b.parse_san('O-O-O') in b.legal_moves, '2217: O-O-O is lawful')
REC[2217] = '1. O-O-O'

# 2218 j'adoube said in adjusting his own bishop, then a pawn played
REC[2218] = '1. e4 e5 2. {[%adjust f1]} d4'
b = sans(board(), 'e4 e5 d4'); ok(True, '2218: d4 lawful')

# ================================================================ acknowledged-laws
# 2219 touched king; its moves are O-O-O (b1 attacked) and Kd1
FEN[2219] = '4k3/8/8/8/4b3/8/3PPP2/R3KB2 w Q - 0 1'
b = board(FEN[2219]); ok(b.is_valid() and not b.is_check(), '2219: lawful start')
ok(b.is_attacked_by(B, sq('b1')) and not b.is_attacked_by(B, sq('c1')) and not b.is_attacked_by(B, sq('d1')), '2219: the e4 bishop attacks b1, not c1 or d1')
MOVES[2219] = {'compel-move-touched-man': san_list(b, king_moves(b))}
ok(MOVES[2219]['compel-move-touched-man'] == ['O-O-O', 'Kd1'], '2219: the king\'s lawful moves are O-O-O and Kd1')
ok(b.parse_san('Rb1') in b.legal_moves, '2219: Rb1 is lawful')
REC[2219] = '1. {[%touch e1]} Rb1'

# 2220 White gives a knight (g1); Black begins
b = board(); b.remove_piece_at(sq('g1')); b.turn = B; b.push_san('e5'); ok(at(b, 'g1') is None, '2220: White\'s g1 knight is off the board and Black has made the first move')
REC[2220] = '1... e5'

# 2221 touched a pawn whose capture in passing has lapsed: it cannot be moved
FEN[2221] = '4k3/3p4/4p3/4P3/8/8/8/1N2K3 b - - 0 1'
b = board(FEN[2221]); ok(b.is_valid(), '2221: lawful start')
b.push_san('d5'); ok(b.ep_square == sq('d6'), '2221: d7-d5 passes d6, which the e5 pawn attacks')
b = sans(b, 'Nc3 Kf7')
ok(legal_from(b, 'e5') == [], '2221: after Nc3 Kf7 the capture in passing is gone and the e5 pawn, blocked by e6, has no lawful move')
MOVES[2221] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[2221]['move-king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], '2221: the king may go to d1, f1, d2, e2 or f2')
ok(b.parse_san('Nb5') in b.legal_moves, '2221: Nb5 is lawful')
REC[2221] = '1... d5 2. Nc3 Kf7 3. {[%touch e5]} Nb5'

# 2222 fifty called by Black with White to move; White plays fifty, Black forty-nine
FEN[2222] = '8/8/8/3k4/8/8/8/R5K1 w - - 0 1'
b = board(FEN[2222]); ok(b.is_valid() and not b.is_check(), '2222: lawful start: king and rook against the bare king, White to move')
line, end = walk_no_pawn(FEN[2222], 99)
ok(len(line) == 99 and end.turn == B and not end.is_checkmate() and not end.is_stalemate() and len(end.piece_map()) == 3, '2222: after the call White has played fifty moves and Black forty-nine, no capture, no mate')
REC[2222] = '{[%fifty black]} ' + movetext(line, 1, True)

# 2223 a pawn made a rook stalemates
FEN[2223] = '8/1P6/8/8/8/K7/8/k7 w - - 0 1'
b = board(FEN[2223]); ok(b.is_valid(), '2223: lawful start')
b.push_san('b8=R'); ok(b.is_stalemate(), '2223: after b8=R the a1 king is not in check and has no move: stalemate')
REC[2223] = '1. b8=R'

# 2224 knight set down on a square it cannot reach and quitted; White wants to move it elsewhere
b = sans(board(), 'e4 e5')
ok(illegal(b, 'g1e3'), '2224: Ng1-e3 is not a knight\'s move')
REC[2224] = '1. e4 e5 2. {[%move g1e3]}'

# ================================================================ london-1847
# 2225 Black touches his f4 pawn, whose only move is to take in passing
FEN[2225] = '4k3/8/8/8/5p2/5N2/4P3/4K3 w - - 0 1'
b = board(FEN[2225]); ok(b.is_valid(), '2225: lawful start')
b.push_san('e4')
MOVES[2225] = {'compel-move-touched-man': san_list(b, legal_from(b, 'f4'))}
ok(MOVES[2225]['compel-move-touched-man'] == ['fxe3'], '2225: after e2-e4 the f4 pawn (blocked by the f3 knight) may only take in passing, fxe3')
ok(b.parse_san('Kd7') in b.legal_moves, '2225: Kd7 is lawful')
REC[2225] = '1. e4 {[%touch f4]} Kd7'

# 2226 fifty counted against queen and rook; the rook is won after one move; fifty each pass
FEN[2226] = '8/8/3k4/8/8/8/2r5/1Q2K3 b - - 0 1'
b = board(FEN[2226]); ok(b.is_valid() and not b.is_check(), '2226: lawful start: king and queen against king and rook, Black to move')
b = sans(b, 'Kd5 Qxc2')
ok(len(b.piece_map()) == 3, '2226: 1... Kd5 2. Qxc2: the rook is taken, queen against the bare king')
line, end = walk_no_pawn(b.fen(), 98)
ok(len(line) == 98 and not end.is_checkmate() and not end.is_stalemate() and end.turn == B, '2226: from the notice fifty moves on each side, the capture among them, no mate')
REC[2226] = '{[%fifty black]} 1... Kd5 2. Qxc2 ' + movetext(line, 2, False).replace('2...', '', 1).strip()

# 2227 undertook to mate with the rook, mates with the queen
FEN[2227] = '6k1/5ppp/8/8/8/8/5PPP/R2Q2K1 w - - 0 1'
b = board(FEN[2227]); ok(b.is_valid(), '2227: lawful start')
c = b.copy(); c.push_san('Ra8'); ok(c.is_checkmate(), '2227: Ra8 would have mated')
b.push_san('Qd8'); ok(b.is_checkmate(), '2227: Qd8 mates')
REC[2227] = '{[%condition white]} 1. Qd8#'

# 2228 touched his king's knight, then said j'adoube
b = sans(board(), 'e4 e5')
MOVES[2228] = {'compel-move-touched-man': san_list(b, legal_from(b, 'g1'))}
ok(MOVES[2228]['compel-move-touched-man'] == ['Ne2', 'Nf3', 'Nh3'], '2228: the g1 knight may go to e2, f3 or h3')
ok(b.parse_san('d4') in b.legal_moves, '2228: d4 is lawful')
REC[2228] = '1. e4 e5 2. {[%touch g1]} {[%adjust g1]} d4'

# 2229 the giver of the queen's rook castles towards the empty corner
b = board(); b.remove_piece_at(sq('a1')); b.castling_rights &= ~chess.BB_A1
b = sans(b, 'd4 e6 Nc3 b6 Bg5 Bb7 Qd3 Nf6')
ok(all(at(b, s) is None for s in ('a1', 'b1', 'c1', 'd1')), '2229: a1 (no rook: given), b1, c1 and d1 are empty')
ok(not any(b.is_attacked_by(B, sq(s)) for s in ('e1', 'd1', 'c1')), '2229: no Black man attacks e1, d1 or c1; White is not in check')
REC[2229] = '1. d4 e6 2. Nc3 b6 3. Bg5 Bb7 4. Qd3 Nf6 5. {[%move e1c1]}'

# 2230 castling stalemates
FEN[2230] = '6k1/8/7Q/8/8/8/8/4K2R w K - 0 1'
b = board(FEN[2230]); ok(b.is_valid() and not b.is_check(), '2230: lawful start')
c = b.copy(); c.turn = B; ok(c.legal_moves.count() > 0, '2230: before White moves, the g8 king has squares (f7, f8)')
b.push_san('O-O'); ok(b.is_stalemate(), '2230: after O-O the f1 rook takes f7 and f8: Black is not in check and has no move, stalemate')
REC[2230] = '1. O-O'

print(N[0], 'assertions')
