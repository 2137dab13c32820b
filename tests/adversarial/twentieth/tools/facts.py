"""Findings of fact for the twentieth set, asserted with python-chess, and every expected move list
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

# ---------------------------------------------------------------- 2001
FEN[2001] = '7k/8/6K1/8/8/8/P7/1Q6 w - - 0 1'
b = board(FEN[2001]); ok(lawful(FEN[2001]) and not b.is_check(), '2001: lawful start: White king, queen and a-pawn against the bare king')
b.push_san('Qb8')
ok(b.is_checkmate(), '2001: Qb8 is checkmate (the queen holds the eighth rank, the g6 king takes g7 and h7)')
ok(at(b, 'a2') == P(chess.PAWN, W), '2001: the a-pawn, the man White undertook to mate with, has not moved')
REC[2001] = '{[%condition white]} 1. Qb8#'

# ---------------------------------------------------------------- 2002
b = sans(board(), 'd4 d5 c4 e6')
F['2002_knight'] = san_list(b, legal_from(b, 'b1'))
ok(F['2002_knight'] == ['Nd2', 'Na3', 'Nc3'], '2002: the b1 knight may go to d2, a3 or c3')
REC[2002] = '1. d4 d5 2. c4 e6 3. {[%touch b1]} {[%adjust b1]}'

# ---------------------------------------------------------------- 2003
FEN[2003] = '7k/8/8/4b3/8/2R5/8/K7 w - - 0 1'
b = board(FEN[2003]); ok(lawful(FEN[2003]) and not b.is_check(), '2003: lawful start, White not in check')
ok(b.is_pinned(W, sq('c3')) and b.pin(W, sq('c3')) & chess.BB_SQUARES[sq('e5')], '2003: the c3 rook is pinned to the a1 king by the e5 bishop along a1-e5')
ok(not legal_from(b, 'c3'), '2003: a rook pinned on a diagonal has no lawful move at all')
F['2003_king'] = san_list(b, king_moves(b))
ok(F['2003_king'] == ['Kb1', 'Ka2', 'Kb2'], '2003: with the rook on c3, the king may go to b1, a2 or b2 (b2 is screened from e5 by the rook)')
c = raw(board(FEN[2003]), 'c3h3')
ok(c.is_check() and c.checkers() == chess.SquareSet(chess.BB_H3), '2003: Rc3-h3, as made, checks the h8 king along the h-file')
c.turn = W; ok(c.is_check() and sq('e5') in c.checkers(), '2003: and it leaves the a1 king open to the e5 bishop')
REC[2003] = '1. {[%move c3h3]} {[%check]}'

# ---------------------------------------------------------------- 2004
FEN[2004] = '8/8/8/4k3/8/3K4/4r3/8 w - - 0 1'
b = board(FEN[2004]); ok(lawful(FEN[2004]) and not b.is_check(), '2004: lawful start')
b.push_san('Kxe2')
ok(len(b.piece_map()) == 2 and b.is_insufficient_material(), '2004: after Kxe2 only the two kings remain: no mate is possible')
ok(not b.is_stalemate() and not b.is_checkmate(), '2004: neither stalemate nor mate')
REC[2004] = '1. Kxe2'

# ---------------------------------------------------------------- 2005
b = sans(board(), 'e4 d5 Nc3')
ok(b.turn == B, '2005: after 2. Nc3 it is Black\'s turn')
b.turn = W; m = chess.Move.from_uci('e4d5'); ok(m in b.legal_moves and b.is_capture(m), '2005: exd5, made out of turn, is a capture White could lawfully make in his own turn')
REC[2005] = '1. e4 d5 2. Nc3 {[%move e4d5 white]}'

# ---------------------------------------------------------------- 2006
FEN[2006] = '4k3/8/8/8/1bn5/8/3N1PPP/4K2R w K - 0 1'
b = board(FEN[2006]); ok(lawful(FEN[2006]) and not b.is_check(), '2006: lawful start, White not in check')
ok(b.is_pinned(W, sq('d2')), '2006: the d2 knight is pinned to the e1 king by the b4 bishop')
ok(b.attackers(W, sq('c4')) == chess.SquareSet(chess.BB_D2), '2006: the c4 knight is attacked by the pinned d2 knight alone')
ok(illegal(b, 'd2c4'), '2006: Nxc4 is not lawful')
ok(chess.Move.from_uci('e1g1') in b.legal_moves, '2006: castling on the king\'s side would be lawful')
F['2006_king'] = san_list(b, king_moves(b, castling=False))
ok(F['2006_king'] == ['Kd1', 'Kf1', 'Ke2'], '2006: the king\'s moves other than castling: d1, f1, e2')
REC[2006] = '1. {[%touch c4]}'

# ---------------------------------------------------------------- 2007
b = sans(board(), 'e4 e5')
ok(b.fullmove_number == 2, '2007: one move each has been played')
REC[2007] = '1. e4 e5'

# ---------------------------------------------------------------- 2008
FEN[2008] = '4k3/1P6/8/8/8/8/8/3QK3 w - - 0 1'
b = board(FEN[2008]); ok(lawful(FEN[2008]), '2008: lawful start; White\'s queen is on d1')
b.push_san('b8=Q')
ok(len(b.pieces(chess.QUEEN, W)) == 2, '2008: after b8=Q White has two queens')
ok(b.is_check() and not b.is_checkmate(), '2008: the new queen checks the e8 king along the rank; not mate')
REC[2008] = '1. b8=Q {[%check]}'

# ---------------------------------------------------------------- 2009
FEN[2009] = '4k3/8/8/8/3p4/8/3KP3/8 w - - 0 1'
b = board(FEN[2009]); ok(lawful(FEN[2009]), '2009: lawful start')
b.push_san('e4'); ok(b.ep_square == sq('e3'), '2009: e2-e4 passes e3, the square the d4 pawn attacks')
m = b.parse_san('dxe3'); ok(b.is_en_passant(m), '2009: dxe3 is the capture in passing')
b.push(m); ok(b.is_check() and at(b, 'e4') is None, '2009: it removes the e4 pawn and checks the d2 king')
REC[2009] = '1. e4 dxe3 {[%check]}'

# ---------------------------------------------------------------- 2010
b = board(); b2 = sans(board(), 'e4 e5 Nf3 Nc6')
ok(at(b2, 'b1') == P(chess.KNIGHT, W), '2010: the b1 knight, the one given, is still on the board after two moves each')
REC[2010] = '1. e4 e5 2. Nf3 Nc6'

# ---------------------------------------------------------------- 2011
b = sans(board(), 'Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8')
ok(b.board_fen() == board().board_fen() and b.can_claim_threefold_repetition(), '2011: the opening position stands for the third time, White to move')
REC[2011] = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8'

# ---------------------------------------------------------------- 2012
FEN[2012] = '4k3/8/8/8/4N3/8/8/4RK2 w - - 0 1'
b = board(FEN[2012]); ok(lawful(FEN[2012]) and not b.is_check(), '2012: lawful start')
b.push_san('Nc5')
ok(b.checkers() == chess.SquareSet(chess.BB_E1), '2012: Ne4-c5 uncovers the e1 rook: Black is in check, from the rook, not from the knight')
ok(not (b.attacks(sq('c5')) & chess.BB_E8), '2012: the knight on c5 does not attack e8')
REC[2012] = '1. Nc5 {[%check]}'

# ---------------------------------------------------------------- 2013
b = sans(board(), 'e4 e5 Bb5')
ok(not b.is_check(), '2013: after 2. Bb5 Black is not in check: the d7 pawn stands between b5 and e8')
ok(chess.Move.from_uci('e8e7') in b.legal_moves, '2013: Ke7 is a lawful move')
REC[2013] = '1. e4 e5 2. Bb5 {[%check]} Ke7'

# ---------------------------------------------------------------- 2014
b = sans(board(), 'd4 d5')
c = raw(b.copy(), 'g1e2'); ok(c.piece_at(sq('e2')) == P(chess.KNIGHT, W), '2014: Ng1xe2 as made: the knight stands where its own pawn stood')
ok(illegal(b, 'g1e2'), '2014: it is not a lawful move')
F['2014_king'] = san_list(b, king_moves(b))
ok(F['2014_king'] == ['Kd2'], '2014: with the man replaced, White\'s king has one move: Kd2')
REC[2014] = '1. d4 d5 2. {[%move g1e2]}'

# ---------------------------------------------------------------- 2015
b = sans(board(), 'e4 e5 Nf3 Nc6')
b.turn = B; ok(chess.Move.from_uci('f8c5') in b.legal_moves, '2015: Bc5, made by Black a second time in succession, is a move Black could make in his turn')
REC[2015] = '1. e4 e5 2. Nf3 Nc6 {[%move f8c5 black]}'

# ---------------------------------------------------------------- 2016
b = board(); b.remove_piece_at(sq('f7'))
b.push_san('e4'); b.turn = W; b.push_san('Qh5')
ok(chess.square_rank(sq('h5')) == 4, '2016: h5 is on the fifth rank, in Black\'s half')
ok(b.is_check() and not b.is_checkmate(), '2016: with f7 given, Qh5 checks the e8 king; not mate')
REC[2016] = '1. e4 2. Qh5 {[%check]}'

# ---------------------------------------------------------------- 2017
FEN[2017] = '7k/8/8/8/8/8/6PP/4r1BK w - - 0 1'
b = board(FEN[2017]); ok(lawful(FEN[2017]) and not b.is_check(), '2017: lawful start, White not in check')
ok(b.is_pinned(W, sq('g1')) and not legal_from(b, 'g1'), '2017: the g1 bishop is pinned to the h1 king by the e1 rook and has no lawful move')
ok(not king_moves(b), '2017: the h1 king has no lawful move (g2, h2 own pawns, g1 own bishop)')
ok(len(list(b.legal_moves)) > 0, '2017: White has other lawful moves (pawns)')
REC[2017] = '1. {[%touch g1]}'

# ---------------------------------------------------------------- 2018
FEN[2018] = '3k4/6P1/8/8/8/8/8/Q3K3 w - - 0 1'
b = board(FEN[2018]); ok(lawful(FEN[2018]), '2018: lawful start; White has a queen on a1')
b.push_san('g8=Q')
ok(len(b.pieces(chess.QUEEN, W)) == 2 and b.is_check() and not b.is_checkmate(), '2018: g8=Q makes a second queen, which checks the d8 king along the rank; not mate')
REC[2018] = '1. g8=Q {[%check]}'

# ---------------------------------------------------------------- 2019
FEN[2019] = '8/5P2/8/8/8/2k5/8/4K3 w - - 0 1'
b = board(FEN[2019]); ok(lawful(FEN[2019]), '2019: lawful start')
b.push_san('f8=R')
ok(at(b, 'f8') == P(chess.ROOK, W) and not b.is_check(), '2019: f8=R: a rook, no check')
REC[2019] = '1. f8=R'

# ---------------------------------------------------------------- 2020
FEN[2020] = '4k3/8/8/6n1/7P/8/3P4/2BQK3 w - - 0 1'
b = board(FEN[2020]); ok(lawful(FEN[2020]) and not b.is_check(), '2020: lawful start')
ok(illegal(b, 'c1g5'), '2020: Bc1xg5 is not lawful: the d2 pawn stands on the diagonal')
F['2020_capture'] = san_list(b, [m for m in b.legal_moves if m.to_square == sq('g5')])
ok(F['2020_capture'] == ['hxg5'], '2020: the only man that can lawfully take the g5 knight is the h4 pawn')
F['2020_bishop'] = san_list(b, legal_from(b, 'c1'))
ok(F['2020_bishop'] == ['Bb2', 'Ba3'], '2020: the c1 bishop may lawfully go to b2 or a3')
REC[2020] = '1. {[%move c1g5]}'

# ---------------------------------------------------------------- 2021
FEN[2021] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w kq - 0 1'
b = board(FEN[2021]); ok(lawful(FEN[2021]), '2021: lawful start')
d = [s for s in chess.SQUARE_NAMES if at(b, s) != at(board(), s)]
ok(d == ['d1', 'e1'], '2021: the set-up differs from the standard array on d1 and e1 only: White\'s king and queen are exchanged')
sans(b, 'e4 e5 Nf3 Nc6 Bc4 Bc5')
ok(b.fullmove_number == 4 and b.turn == W, '2021: three moves each have been played; White has not played his fourth')
REC[2021] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5'

# ---------------------------------------------------------------- 2022
FEN[2022] = '8/8/8/4k3/3b4/8/1N6/K7 w - - 0 1'
b = board(FEN[2022]); ok(lawful(FEN[2022]) and not b.is_check(), '2022: lawful start')
ok(b.is_pinned(W, sq('b2')) and not legal_from(b, 'b2'), '2022: the b2 knight is pinned to a1 by the d4 bishop and has no lawful move')
c = raw(b.copy(), 'b2d3')
ok(c.is_check() and c.checkers() == chess.SquareSet(chess.BB_D3), '2022: Nb2-d3, as made, checks the e5 king')
c.turn = W; ok(sq('d4') in c.checkers(), '2022: and leaves the a1 king open to the d4 bishop')
F['2022_king'] = san_list(b, king_moves(b))
ok(F['2022_king'] == ['Kb1', 'Ka2'], '2022: with the knight replaced, the king may go to b1 or a2')
REC[2022] = '1. {[%move b2d3]} {[%check]}'

# ---------------------------------------------------------------- 2023
FEN[2023] = '4k3/8/8/b7/8/8/3B4/4K3 w - - 0 1'
b = board(FEN[2023]); ok(lawful(FEN[2023]) and not b.is_check(), '2023: lawful start')
ok(b.is_pinned(W, sq('d2')) and F.setdefault('2023_bishop', san_list(b, legal_from(b, 'd2'))) == ['Bc3', 'Bb4', 'Bxa5'], '2023: the d2 bishop is pinned by the a5 bishop but may move along the pin: c3, b4 or take on a5')
F['2023_king'] = san_list(b, king_moves(b))
ok(F['2023_king'] == ['Kd1', 'Kf1', 'Ke2', 'Kf2'], '2023: the king may go to d1, f1, e2 or f2')
REC[2023] = '1. {[%touch d2]}'

# ---------------------------------------------------------------- 2024
FEN[2024] = '4k1r1/8/8/8/8/8/8/4K2R w K - 0 1'
b = board(FEN[2024]); ok(lawful(FEN[2024]) and not b.is_check(), '2024: lawful start, White not in check')
ok(not b.is_attacked_by(B, sq('f1')) and b.is_attacked_by(B, sq('g1')), '2024: f1, the square the king passes over, is not attacked; g1, where it comes to rest, is attacked by the g8 rook')
ok(illegal(b, 'e1g1'), '2024: castling is therefore not a lawful move')
c = raw(b.copy(), 'e1g1'); ok(at(c, 'g1') == P(chess.KING, W) and at(c, 'f1') == P(chess.ROOK, W), '2024: as made: king g1, rook f1')
c.turn = W; ok(c.is_check(), '2024: the castled king stands in check from g8')
REC[2024] = '1. {[%move e1g1]}'

# ---------------------------------------------------------------- 2025
b = sans(board(), 'e4 e5 Nf3 Nc6 Bb5')
REC[2025] = '1. e4 e5 2. Nf3 Nc6 3. Bb5'
ok(at(b, 'b5') == P(chess.BISHOP, W), '2025: White\'s bishop stands on b5')

# ---------------------------------------------------------------- 2026
b = board(); b.remove_piece_at(sq('f7'))
b.push_san('Nc3'); b.turn = W; b.push_san('Nd5')
ok(chess.square_rank(sq('d5')) == 4 and not b.is_check(), '2026: Nd5 is on the fifth rank, in Black\'s half; no check')
REC[2026] = '1. Nc3 2. Nd5'

# ---------------------------------------------------------------- 2027
FEN[2027] = '8/8/8/2b5/7k/6n1/5P2/6K1 w - - 0 1'
b = board(FEN[2027]); ok(lawful(FEN[2027]) and not b.is_check(), '2027: lawful start, White not in check')
ok(b.is_pinned(W, sq('f2')) and not legal_from(b, 'f2'), '2027: the f2 pawn is pinned to g1 by the c5 bishop and has no lawful move')
ok(illegal(b, 'f2g3'), '2027: fxg3 is not lawful')
c = board(FEN[2027]); c.push(chess.Move.from_uci('f2g3'))
ok(c.checkers() == chess.SquareSet(chess.BB_G3), '2027: fxg3, as made, checks the h4 king')
c.turn = W; ok(sq('c5') in c.checkers(), '2027: and leaves the g1 king open to the c5 bishop')
F['2027_king'] = san_list(b, king_moves(b))
ok(F['2027_king'] == ['Kg2', 'Kh2'], '2027: with the pawn replaced, the king may go to g2 or h2 (f1 and h1 are covered by the g3 knight)')
REC[2027] = '1. fxg3 {[%check]}'

# ---------------------------------------------------------------- 2028
FEN[2028] = '4k3/8/8/8/1p6/2b5/3Q4/4K3 w - - 0 1'
b = board(FEN[2028]); ok(lawful(FEN[2028]) and not b.is_check(), '2028: lawful start, White not in check')
ok(b.is_pinned(W, sq('d2')), '2028: the d2 queen is pinned to e1 by the c3 bishop')
F['2028_queen'] = san_list(b, legal_from(b, 'd2'))
ok(F['2028_queen'] == ['Qxc3'], '2028: the queen\'s only lawful move is to take the pinning bishop')
ok(b.is_attacked_by(B, sq('c3')) and b.attackers(B, sq('c3')) == chess.SquareSet(chess.BB_B4), '2028: c3 is guarded by the b4 pawn')
REC[2028] = '1. {[%touch d2]}'

# ---------------------------------------------------------------- 2029
b = sans(board(), 'e4')
REC[2029] = '1. e4'
ok(b.turn == B, '2029: White has made the first move of the game')

# ---------------------------------------------------------------- 2030
FEN[2030] = '8/8/8/3k4/8/8/7P/1Q2K3 w - - 0 1'
b = board(FEN[2030]); ok(lawful(FEN[2030]) and not b.is_check(), '2030: lawful start: king, queen and pawn against the bare king')
line, end = walk_no_pawn(FEN[2030], 100)
ok(len(line) == 100 and at(end, 'h2') == P(chess.PAWN, W), '2030: fifty moves each after the notice, the h-pawn never moved')
ok(not end.is_checkmate() and not end.is_stalemate(), '2030: no mate, no stalemate at the end')
REC[2030] = '{[%fifty black]} ' + movetext(line)
F['2030_line'] = line

print(N[0], 'assertions passed')
