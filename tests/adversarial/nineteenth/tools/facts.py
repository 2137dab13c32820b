"""Findings of fact for the nineteenth set, asserted with python-chess, and every expected move list
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
def board(fen): return chess.Board(fen)
def raw(b, uci): apply_raw(b, uci); return b
def pseudo(b, san):
    """push a SAN move that may ignore an unannounced check or expose the king (pseudo-legal)"""
    for m in b.pseudo_legal_moves:
        if b.san(m).rstrip('+#') == san.rstrip('+#'):
            b.push(m); return m
    raise AssertionError(f'{san} is not even pseudo-legal in {b.fen()}')
def sans(b, line):
    for s in line.split(): b.push_san(s)
    return b
def lawful(fen): return chess.Board(fen).is_valid()
def illegal(b, uci): return chess.Move.from_uci(uci) not in b.legal_moves
def at(b, s): return b.piece_at(sq(s))
def P(kind, color): return chess.Piece(kind, color)
def diff(fen):
    """squares where a set-up differs from the standard array"""
    a, s = board(fen), board(START)
    return sorted((x for x in chess.SQUARE_NAMES if at(a, x) != at(s, x)), key=sq)
def walk(fen, plies):
    """A deterministic run of quiet moves in which no position comes twice: no capture, no check,
    no mate or stalemate, and after each move nothing is open to capture."""
    b = chess.Board(fen); seen = {b.board_fen() + str(b.turn)}; out = []
    def rec(depth):
        if depth == plies: return True
        for m in sorted((m for m in b.legal_moves if not b.is_capture(m) and not b.gives_check(m)),
                        key=lambda m: m.uci()):
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
def quiet(fen, line, plies):
    """the walk replayed: so many plies, no capture, no check, no mate, no stalemate, no position twice"""
    c = board(fen); caps = checks = 0; keys = {c.board_fen() + str(c.turn)}
    for s in line:
        m = c.parse_san(s); caps += c.is_capture(m); checks += c.gives_check(m); c.push(m)
        keys.add(c.board_fen() + str(c.turn))
        assert not c.is_checkmate() and not c.is_stalemate()
    return len(line) == plies and caps == 0 and checks == 0 and len(keys) == plies + 1, c
def pawns(b): return len(b.pieces(chess.PAWN, W)) + len(b.pieces(chess.PAWN, B))

# ================================================================ twenty-laws
# ---------------------------------------------------------------- 1901
FEN[1901] = '8/8/8/4k3/8/8/8/K6Q w - - 0 1'
b = board(FEN[1901]); ok(lawful(FEN[1901]) and not b.is_check(), '1901: lawful start')
ok(b.occupied == chess.BB_A1 | chess.BB_H1 | chess.BB_E5 and at(b, 'h1') == P(chess.QUEEN, W),
   '1901: king and queen against the king: White Ka1 Qh1, Black Ke5, nothing else')
line, end = walk(FEN[1901], 100)
good, end2 = quiet(FEN[1901], line, 100)
ok(good, '1901: after the notice, fifty moves each (100 plies): no capture, no check, no mate, no stalemate, no position twice')
ok(end2.occupied == end.occupied and len(end2.piece_map()) == 3, '1901: the same three men at the end; no mate was given in the fifty moves')
REC[1901] = '{[%condition white]} {[%fifty black]} ' + movetext(line)

# ---------------------------------------------------------------- 1902
FEN[1902] = '5r2/3p4/4p3/4P3/4K3/r7/8/k2r4 b - - 0 1'
b = board(FEN[1902]); ok(lawful(FEN[1902]) and not b.is_check(), '1902: lawful start, Black to move, White not in check')
b.push_san('d5')
ok(b.is_check() and b.checkers() == chess.SquareSet(chess.BB_D5), '1902: the two-square step d7-d5 checks the e4 king (the d5 pawn is the only checker)')
ok(b.ep_square == sq('d6'), '1902: the d-pawn passed d6, where the e5 pawn could have taken it had it moved one square')
ok(san_list(b, b.legal_moves) == ['exd6'], '1902: White\'s only lawful move is the capture in passing, exd6')
c = b.copy(); c.ep_square = None
ok(c.is_checkmate(), '1902: without the capture in passing White would be checkmated (d3, e3, f3, d4, f4 are covered; d5 is guarded by e6)')
b.push_san('exd6')
ok(not b.is_check() and at(b, 'd5') is None and at(b, 'd6') == P(chess.PAWN, W), '1902: after exd6 the d5 pawn is gone and White is out of check')
REC[1902] = '1... d5 {[%check]} 2. exd6'

# ---------------------------------------------------------------- 1903
b = board(START); sans(b, 'e4 e5 Bc4 Nc6 Nf3')
ok(b.turn == B, '1903: after 3. Nf3 it is Black\'s turn')
c = b.copy(); c.turn = W
ok(chess.Move.from_uci('c4f7') in c.legal_moves, '1903: Bxf7 is a capture the bishop could make, were it White\'s turn')
c.push_uci('c4f7')
ok(c.is_check() and c.checkers() == chess.SquareSet(chess.BB_F7), '1903: Bxf7, played out of turn, checks the e8 king')
ok(c.turn == B and chess.Move.from_uci('e8f7') in c.legal_moves, '1903: Black may answer Kxf7 (f7 is not guarded: the f3 knight does not reach it)')
c.push_uci('e8f7')
ok(at(c, 'f7') == P(chess.KING, B) and len(c.pieces(chess.BISHOP, W)) == 1, '1903: after Kxf7 the king stands on f7; White has lost the bishop')
REC[1903] = '1. e4 e5 2. Bc4 Nc6 3. Nf3 {[%move c4f7 white]} {[%check]} {[%move e8f7]}'

# ---------------------------------------------------------------- 1904
b = board(START); b.remove_piece_at(sq('f7'))
for s in ['e4', 'd4', 'Bd3']:
    b.push_san(s); b.turn = W
b.turn = B
ok(all(chess.square_rank(x) <= 3 for x in [sq('e4'), sq('d4'), sq('d3')]), '1904: the three bonus moves e4, d4, Bd3 end on the third and fourth ranks, White\'s own half')
b.push_san('e6')
ok(chess.Move.from_uci('d1h5') in b.legal_moves, '1904: after Black\'s reply 3... e6, 4. Qh5 is a lawful move')
b.push_san('Qh5')
ok(b.is_check() and not b.is_checkmate(), '1904: 4. Qh5 checks the e8 king across the empty f7 and g6 squares; it is not mate')
ok(chess.square_rank(sq('h5')) == 4, '1904: h5 is on the fifth rank, in Black\'s half')
REC[1904] = '1. e4 2. d4 3. Bd3 e6 4. Qh5 {[%check]}'

# ---------------------------------------------------------------- 1905
FEN[1905] = '8/3Pp2p/1N2k3/4p1K1/2N5/8/8/8 w - - 0 1'
b = board(FEN[1905]); ok(lawful(FEN[1905]) and not b.is_check(), '1905: lawful start')
ok(len(b.pieces(chess.KNIGHT, W)) == 2, '1905: White\'s two knights are both on the board (b6 and c4)')
c = b.copy(); c.push_san('d8=N')
ok(c.is_checkmate() and len(c.pieces(chess.KNIGHT, W)) == 3, '1905: d8=N gives checkmate, with a third White knight')
for p in ['Q', 'R', 'B']:
    c = b.copy(); c.push_san('d8=' + p)
    ok(not c.is_check(), f'1905: d8={p} would give no check at all')
REC[1905] = '1. d8=N'

# ---------------------------------------------------------------- 1906
FEN[1906] = '4k3/8/8/b7/1n6/8/5PP1/4KB1R b - - 0 1'
b = board(FEN[1906]); ok(lawful(FEN[1906]) and not b.is_check(), '1906: lawful start, White not in check')
b.push_san('Nd3')
ok(b.checkers() == chess.SquareSet(chess.BB_D3 | chess.BB_A5), '1906: Nb4-d3 gives double check: the knight on d3 and the a5 bishop, whose diagonal b4-c3-d2 the knight opened')
ok(not b.is_pinned(W, sq('f1')), '1906: the f1 bishop is not pinned')
ok(any(m.from_square == sq('f1') and m.to_square == sq('d3') for m in b.pseudo_legal_moves) and illegal(b, 'f1d3'),
   '1906: Bf1xd3 would take the knight, but it is not lawful: the bishop\'s check from a5 would remain')
ok(not legal_from(b, 'f1'), '1906: the f1 bishop has no lawful move')
F['1906_king'] = san_list(b, king_moves(b))
ok(F['1906_king'] == ['Kd1', 'Ke2'] and all(b.piece_at(m.from_square).piece_type == chess.KING for m in b.legal_moves),
   '1906: White\'s only lawful moves are the king\'s: Kd1 and Ke2')
REC[1906] = '1... Nd3 {[%check]} 2. {[%touch f1]}'

# ================================================================ boys-own-1829
# ---------------------------------------------------------------- 1907
b = board(START); sans(b, 'e4 e5')
F['1907_knight'] = san_list(b, legal_from(b, 'g1'))
ok(F['1907_knight'] == ['Ne2', 'Nf3', 'Nh3'], '1907: the g1 knight\'s lawful moves are Ne2, Nf3 and Nh3')
REC[1907] = '1. e4 e5 2. {[%adjust g1]}'

# ---------------------------------------------------------------- 1908
FEN[1908] = '8/8/2k5/8/5r2/2B5/1K6/6R1 w - - 0 1'
b = board(FEN[1908]); ok(lawful(FEN[1908]) and not b.is_check(), '1908: lawful start')
ok(len(b.piece_map()) == 5 and pawns(b) == 0 and len(b.pieces(chess.ROOK, W)) == 1 and len(b.pieces(chess.BISHOP, W)) == 1
   and len(b.pieces(chess.ROOK, B)) == 1, '1908: rook and bishop against rook, no pawns')
line, end = walk(FEN[1908], 100)
good, end2 = quiet(FEN[1908], line, 100)
ok(good, '1908: after the notice, fifty moves each (100 plies): no capture, no check, no mate, no stalemate, no position twice')
ok(len(end2.piece_map()) == 5, '1908: the same five men at the end')
REC[1908] = '{[%fifty black]} ' + movetext(line)

# ---------------------------------------------------------------- 1909
b = board(START); sans(b, 'e4 e5 Nf3')
ok(at(b, 'f3') == P(chess.KNIGHT, W) and b.turn == B, '1909: 2. Nf3 is a lawful move, made; it is Black\'s turn')
REC[1909] = '1. e4 e5 2. Nf3'

# ---------------------------------------------------------------- 1910
FEN[1910] = '4k3/4b3/8/8/8/7N/2P5/4K3 b - - 0 1'
b = board(FEN[1910]); ok(lawful(FEN[1910]) and not b.is_check(), '1910: lawful start')
b.push_san('Bb4')
ok(b.is_check() and b.checkers() == chess.SquareSet(chess.BB_B4), '1910: Bb4 checks the e1 king along b4-c3-d2')
ok(not b.is_pinned(W, sq('h3')), '1910: the h3 knight is not pinned: none of its moves opens a line to the king')
ok(sorted(chess.square_name(m.to_square) for m in b.pseudo_legal_moves if m.from_square == sq('h3')) == ['f2', 'f4', 'g1', 'g5']
   and not legal_from(b, 'h3'), '1910: the knight\'s moves (f2, f4, g1, g5) all leave the check on the board: none is lawful')
ok('c3' in [b.san(m) for m in b.legal_moves], '1910: White could meet the check by c3')
F['1910_legal'] = san_list(b, b.legal_moves)
REC[1910] = '1... Bb4 {[%check]} 2. {[%touch h3]}'

# ---------------------------------------------------------------- 1911
b = board(START); b.remove_piece_at(sq('a1')); b.castling_rights = chess.BB_H1 | chess.BB_A8 | chess.BB_H8
sans(b, 'd4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7')
ok(all(at(b, s) is None for s in ['a1', 'b1', 'c1', 'd1']), '1911: a1 (the square of the rook given), b1, c1 and d1 are empty')
ok(not b.is_check() and not any(b.is_attacked_by(B, sq(s)) for s in ['e1', 'd1', 'c1']), '1911: White is not in check; d1 and c1 are not attacked')
ok(illegal(b, 'e1c1'), '1911: there is no rook on a1, so e1-c1 is no castling in the modern sense')
REC[1911] = '1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. {[%move e1c1]}'

# ---------------------------------------------------------------- 1912
FEN[1912] = '1rk5/8/8/8/8/2n5/p7/K1R5 w - - 0 1'
b = board(FEN[1912]); ok(lawful(FEN[1912]) and not b.is_check(), '1912: lawful start, White not in check')
ok(b.is_pinned(B, sq('c3')), '1912: the c3 knight is pinned to the c8 king by the c1 rook')
ok(b.attackers(B, sq('a2')) == chess.SquareSet(chess.BB_C3), '1912: the a2 pawn is guarded by the pinned c3 knight alone')
ok(illegal(b, 'a1a2'), '1912: Kxa2 is not lawful: the pinned knight still guards a2')
ok(b.attackers(B, sq('b1')) == chess.SquareSet(chess.BB_A2 | chess.BB_C3 | chess.BB_B8) and b.attackers(B, sq('b2')) == chess.SquareSet(chess.BB_B8),
   '1912: b1 is attacked by the a2 pawn, the c3 knight and the b8 rook; b2 by the b8 rook')
ok(not king_moves(b), '1912: the White king has no lawful move')
ok(len(list(b.legal_moves)) > 0, '1912: White has other lawful moves (the rook)')
raw(b, 'a1a2')
ok(at(b, 'a2') == P(chess.KING, W) and b.is_attacked_by(B, sq('a2')), '1912: after Kxa2 as made, the king stands on a square the pinned knight attacks')
REC[1912] = '1. {[%move a1a2]}'

# ================================================================ philidor
# ---------------------------------------------------------------- 1913
b = board(START); sans(b, 'e4 e5 Nf3 Nc6 Bc4 Bc5')
ok(chess.Move.from_uci('e1g1') in b.legal_moves, '1913: castling in the ordinary way (king g1, rook f1) is lawful here: e1, f1, g1 not attacked, f1 and g1 empty, king and rook unmoved')
ok(not b.is_check() and not any(b.is_attacked_by(B, sq(s)) for s in ['e1', 'f1', 'g1', 'h1']), '1913: none of e1, f1, g1, h1 is attacked')
c = b.copy(); c.remove_piece_at(sq('e1')); c.remove_piece_at(sq('h1'))
c.set_piece_at(sq('h1'), P(chess.KING, W)); c.set_piece_at(sq('g1'), P(chess.ROOK, W))
ok(at(c, 'h1') == P(chess.KING, W) and at(c, 'g1') == P(chess.ROOK, W) and at(c, 'f1') is None,
   '1913: the old way chosen leaves the king on h1 and the rook on g1: the king does not stand next to the rook on its other side')
F['1913_rook'] = san_list(b, legal_from(b, 'h1'))
F['1913_king'] = san_list(b, king_moves(b))
ok(F['1913_rook'] == ['Rf1', 'Rg1'] and F['1913_king'] == ['Kf1', 'O-O', 'Ke2'],
   '1913: before the castling the rook could go to f1 or g1, and the king to f1 or e2 or castle (lists not stated in the case)')
REC[1913] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. {[%move e1h1 g1]}'

# ---------------------------------------------------------------- 1914
FEN[1914] = '8/3pk3/8/K3P2r/8/8/8/8 b - - 0 1'
b = board(FEN[1914]); ok(lawful(FEN[1914]) and not b.is_check(), '1914: lawful start; the e5 pawn screens the a5 king from the h5 rook')
b.push_san('d5')
ok(not b.is_check() and b.ep_square == sq('d6'), '1914: after d7-d5 White is not in check; the d-pawn passed d6')
m = chess.Move.from_uci('e5d6')
ok(m in b.pseudo_legal_moves and b.is_en_passant(m) and m not in b.legal_moves,
   '1914: exd6 in passing is a pseudo-legal capture but not lawful: it takes both pawns off the fifth rank')
F['1914_king'] = san_list(b, king_moves(b))
ok(F['1914_king'] == ['Ka4', 'Kb4', 'Kb5', 'Ka6', 'Kb6'], '1914: with exd6 taken back, the White king\'s lawful moves are Ka4, Kb4, Kb5, Ka6, Kb6')
b.push(m)
ok(at(b, 'd5') is None and at(b, 'e5') is None, '1914: after exd6 the d5 and e5 squares are empty')
ok(b.is_check() and b.checkers() == chess.SquareSet(chess.BB_D6), '1914: the d6 pawn checks the Black king on e7')
ok(b.is_attacked_by(B, sq('a5')) and b.attackers(B, sq('a5')) == chess.SquareSet(chess.BB_H5), '1914: and the White king on a5 now stands in the h5 rook\'s line')
REC[1914] = '1... d5 2. exd6 {[%check]}'

# ---------------------------------------------------------------- 1915
FEN[1915] = '8/5P1k/8/5K2/8/8/8/8 w - - 0 1'
b = board(FEN[1915]); ok(lawful(FEN[1915]) and not b.is_check(), '1915: lawful start')
c = b.copy(); c.push_san('f8=Q')
ok(c.is_stalemate() and not c.is_check(), '1915: f8=Q leaves Black not in check and without a lawful move: stalemate')
c = b.copy(); c.push_san('f8=N')
ok(c.is_check() and not c.is_checkmate(), '1915: f8=N would have checked the h7 king, not stalemated it')
for p in ['R', 'B']:
    c = b.copy(); c.push_san('f8=' + p)
    ok(not c.is_stalemate() and not c.is_checkmate(), f'1915: f8={p} would not have stalemated Black either')
REC[1915] = '1. f8=Q'

# ---------------------------------------------------------------- 1916
FEN[1916] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKBNR w KQkq - 0 1'
b = board(FEN[1916]); ok(lawful(FEN[1916]), '1916: the set-up is a lawful position')
ok(diff(FEN[1916]) == ['b1', 'c1'] and at(b, 'b1') == P(chess.BISHOP, W) and at(b, 'c1') == P(chess.KNIGHT, W),
   '1916: White\'s queen\'s knight and bishop stand on each other\'s squares (bishop b1, knight c1); nothing else differs')
sans(b, 'e4 e5 d4 d6')
ok(b.fullmove_number == 3 and b.turn == W and at(b, 'b1') == P(chess.BISHOP, W) and at(b, 'c1') == P(chess.KNIGHT, W),
   '1916: two moves each; the two misplaced men have not moved')
REC[1916] = '1. e4 e5 2. d4 d6'

# ---------------------------------------------------------------- 1917
FEN[1917] = '4k3/8/8/8/8/8/8/3RK3 w - - 0 1'
b = board(FEN[1917]); ok(lawful(FEN[1917]), '1917: lawful start')
ok(illegal(b, 'd1a4'), '1917: Rd1-a4 (a rook moved as a bishop) is a false move')
raw(b, 'd1a4')
ok(not b.is_check(), '1917: the rook on a4 gives no check')
ok(chess.Move.from_uci('e8f8') in b.legal_moves, '1917: Kf8 is a lawful king move for Black')
b.push_uci('e8f8')
REC[1917] = '1. {[%move d1a4]} {[%check]} {[%move e8f8]}'

# ---------------------------------------------------------------- 1918
b = board(START); b.turn = B
sans(b, 'e5 e4')
ok(at(b, 'b8') == P(chess.KNIGHT, B) and b.turn == B, '1918: Black, the giver, moved first; after one move each the b8 knight is still on the board')
REC[1918] = '1... e5 2. e4'

# ================================================================ acknowledged-laws
# ---------------------------------------------------------------- 1919
b = board(START); sans(b, 'e4 e5')
ok(b.turn == W, '1919: one move each')
REC[1919] = '1. e4 e5'

# ---------------------------------------------------------------- 1920
FEN[1920] = 'rnbqkbnr/pppppppp/8/8/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1'
b = board(FEN[1920]); ok(lawful(FEN[1920]), '1920: the set-up is a lawful position')
ok(diff(FEN[1920]) == ['d2'] and at(b, 'd2') is None, '1920: only White\'s d-pawn is missing (d2 empty)')
sans(b, 'e3 Nf6 a3 Ne4 b3 Nd2')
ok(at(b, 'd2') == P(chess.KNIGHT, B) and b.fullmove_number == 4 and b.turn == W, '1920: after three moves each Black\'s knight stands on d2, the omitted pawn\'s square')
ok(not b.is_check(), '1920: the knight on d2 gives no check')
REC[1920] = '1. e3 Nf6 2. a3 Ne4 3. b3 Nd2'

# ---------------------------------------------------------------- 1921
FEN[1921] = '4Q3/6pk/8/8/1r3p2/q7/5PPP/6K1 w - - 0 1'
b = board(FEN[1921]); ok(lawful(FEN[1921]) and not b.is_check(), '1921: lawful start')
ok(len(b.pieces(chess.QUEEN, B)) == 1 and len(b.pieces(chess.ROOK, B)) == 1 and len(b.pieces(chess.QUEEN, W)) == 1,
   '1921: Black has queen and rook against White\'s queen')
seen = {}
def note(bb): seen[bb.board_fen() + str(bb.turn)] = seen.get(bb.board_fen() + str(bb.turn), 0) + 1
note(b)
for i in range(4):
    for s in (['Qh5', 'Kg8'] if i % 2 == 0 else ['Qe8', 'Kh7']):
        b.push_san(s)
        if b.turn == B:
            ok(b.is_check() and len(list(b.legal_moves)) == 1, f'1921: {s} checks, and Black has one lawful reply')
        note(b)
ok(b.board_fen() == board(FEN[1921]).board_fen() and seen[board(FEN[1921]).board_fen() + 'True'] == 3,
   '1921: after four moves each the first position stands on the board for the third time, White to move')
ok(b.can_claim_threefold_repetition() and not b.is_checkmate() and not b.is_stalemate(),
   '1921: a threefold repetition in the modern sense; no mate, no stalemate')
REC[1921] = ('1. Qh5 {[%check]} Kg8 2. Qe8 {[%check]} Kh7 3. Qh5 {[%check]} Kg8 4. Qe8 {[%check]} Kh7')

# ---------------------------------------------------------------- 1922
FEN[1922] = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1'
b = board(FEN[1922]); ok(lawful(FEN[1922]) and not b.is_check(), '1922: lawful start')
F['1922_king'] = san_list(b, king_moves(b))
ok(F['1922_king'] == ['Kf1', 'Kh1'], '1922: White\'s king may go to f1 or h1')
c = b.copy(); raw(c, 'g8f8')
ok(at(c, 'f8') == P(chess.KING, B) and not c.is_attacked_by(W, sq('f8')), '1922: Black\'s king, moved to f8, stands on a square no White man attacks')
REC[1922] = '1. {[%move g8f8]}'

# ---------------------------------------------------------------- 1923
FEN[1923] = '4k3/r5b1/8/8/4N3/8/8/4R1K1 w - - 0 1'
b = board(FEN[1923]); ok(lawful(FEN[1923]) and not b.is_check(), '1923: lawful start')
b.push_san('Nf6')
ok(b.checkers() == chess.SquareSet(chess.BB_F6 | chess.BB_E1), '1923: Ne4-f6 gives double check: the knight, and the e1 rook along the opened file')
m = chess.Move.from_uci('g7f6')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, '1923: Bxf6 takes the knight but leaves the rook\'s check: not lawful')
ok(illegal(b, 'a7e7'), '1923: Re7 would cover the file but leave the knight\'s check: not lawful')
F['1923_king'] = san_list(b, b.legal_moves)
ok(F['1923_king'] == ['Kf7', 'Kd8', 'Kf8'] and all(b.piece_at(x.from_square).piece_type == chess.KING for x in b.legal_moves),
   '1923: Black\'s only lawful replies are king moves: Kf7, Kd8, Kf8')
b.push(m)
ok(b.is_attacked_by(W, sq('e8')) and b.attackers(W, sq('e8')) == chess.SquareSet(chess.BB_E1), '1923: after Bxf6 Black\'s king still stands in the rook\'s check')
REC[1923] = '1. Nf6 Bxf6'

# ---------------------------------------------------------------- 1924
FEN[1924] = '4kb2/8/8/8/8/R7/P1P5/4K3 b - - 0 1'
b = board(FEN[1924]); ok(lawful(FEN[1924]) and not b.is_check(), '1924: lawful start')
b.push_san('Bb4')
ok(b.is_check() and b.checkers() == chess.SquareSet(chess.BB_B4), '1924: Bb4 checks the e1 king along b4-c3-d2')
F['1924_rook'] = san_list(b, legal_from(b, 'a3'))
ok(F['1924_rook'] == ['Rc3'], '1924: the a3 rook\'s only lawful move is Rc3, which covers the check')
F['1924_king'] = san_list(b, king_moves(b))
ok(F['1924_king'] == ['Kd1', 'Kf1', 'Ke2', 'Kf2'], '1924: the king\'s lawful moves are Kd1, Kf1, Ke2, Kf2')
ok(sorted(b.san(x) for x in b.legal_moves) == sorted(F['1924_king'] + ['Rc3', 'c3']), '1924: White\'s lawful moves: those, Rc3 and c3')
c = b.copy(); raw(c, 'a3a2')
ok(at(c, 'a2') == P(chess.ROOK, W) and len(c.pieces(chess.PAWN, W)) == 1, '1924: Ra3xa2 as made takes White\'s own a2 pawn')
REC[1924] = '1... Bb4 {[%check]} 2. {[%move a3a2]}'

# ================================================================ london-1847
# ---------------------------------------------------------------- 1925
b = board(START); sans(b, 'e4 d5')
F['1925_capture'] = san_list(b, [m for m in b.legal_moves if m.to_square == sq('d5')])
ok(F['1925_capture'] == ['exd5'], '1925: the d5 pawn can be taken lawfully, and only by exd5')
REC[1925] = '1. e4 d5 2. {[%touch d5]} {[%adjust d5]}'

# ---------------------------------------------------------------- 1926
FEN[1926] = '8/8/8/8/1q6/8/3k4/R5K1 b - - 0 1'
b = board(FEN[1926]); ok(lawful(FEN[1926]) and not b.is_check(), '1926: lawful start')
line, end = walk(FEN[1926], 12)
good, end2 = quiet(FEN[1926], line, 12)
ok(good, '1926: six moves each: no capture, no check, no mate, no stalemate, no position twice')
REC[1926] = '{[%condition black]} ' + movetext(line, 1, False)

# ---------------------------------------------------------------- 1927
FEN[1927] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w kq - 0 1'
b = board(FEN[1927]); ok(lawful(FEN[1927]), '1927: the set-up is a lawful position')
ok(diff(FEN[1927]) == ['d1', 'e1'] and at(b, 'd1') == P(chess.KING, W) and at(b, 'e1') == P(chess.QUEEN, W),
   '1927: White\'s king and queen stand on each other\'s squares (king d1, queen e1)')
sans(b, 'e4 e5 Nc3 Nc6 d3 d6 Be3 Be6')
ok(b.fullmove_number == 5 and b.turn == W, '1927: four moves each have been played')
ok(at(b, 'b1') is None and at(b, 'c1') is None and at(b, 'a1') == P(chess.ROOK, W) and at(b, 'd1') == P(chess.KING, W),
   '1927: the king is still on d1 and the rook on a1; b1 and c1 are empty')
ok(not b.is_check() and not any(b.is_attacked_by(B, sq(s)) for s in ['d1', 'c1', 'b1']), '1927: d1, c1 and b1 are not attacked')
REC[1927] = '1. e4 e5 2. Nc3 Nc6 3. d3 d6 4. Be3 Be6 5. {[%move d1b1]}'

# ---------------------------------------------------------------- 1928
FEN[1928] = 'N3k3/1P6/8/8/8/8/8/4K3 w - - 0 1'
b = board(FEN[1928]); ok(lawful(FEN[1928]) and not b.is_check(), '1928: lawful start')
ok(illegal(b, 'b7a8q'), '1928: b7xa8 onto White\'s own knight is no lawful move')
F['1928_either'] = san_list(b, legal_from(b, 'b7') + legal_from(b, 'a8'))
ok(F['1928_either'] == ['b8=Q+', 'b8=R+', 'b8=B', 'b8=N', 'Nb6', 'Nc7+'],
   '1928: the pawn may go to b8 as queen or rook (both check) or bishop or knight; the knight to b6 or c7 (check)')
raw(b, 'b7a8q')
ok(at(b, 'a8') == P(chess.QUEEN, W) and len(b.pieces(chess.KNIGHT, W)) == 0, '1928: as made, a queen stands on a8 and White\'s knight is gone')
REC[1928] = '1. {[%move b7a8q]}'

# ---------------------------------------------------------------- 1929
FEN[1929] = '4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1'
b = board(FEN[1929]); ok(lawful(FEN[1929]), '1929: lawful start')
b.push_san('d5')
ok(b.ep_square == sq('d6') and 'exd6' in [b.san(m) for m in b.legal_moves], '1929: after d7-d5, exd6 in passing was open to White')
sans(b, 'Ke2 Ke7')
ok(b.ep_square is None and not any(m.to_square in (sq('d5'), sq('d6')) and b.is_capture(m) for m in b.legal_moves),
   '1929: two moves later no White man can take the d5 pawn: the capture in passing was not made at once')
F['1929_king'] = san_list(b, king_moves(b))
ok(F['1929_king'] == ['Kd1', 'Ke1', 'Kf1', 'Kd2', 'Kf2', 'Kd3', 'Ke3', 'Kf3'], '1929: the White king\'s lawful moves')
REC[1929] = '1... d5 2. Ke2 Ke7 3. {[%touch d5]}'

# ---------------------------------------------------------------- 1930
FEN[1930] = 'k7/8/1Q6/8/3p4/3P4/4P3/7K w - - 0 1'
b = board(FEN[1930]); ok(lawful(FEN[1930]) and not b.is_check(), '1930: lawful start')
b.push_san('e4')
ok(not b.is_check() and not king_moves(b), '1930: after e2-e4 Black is not in check and his king has no lawful move (a7, b7, b8 are held by the queen)')
ok(san_list(b, b.legal_moves) == ['dxe3'], '1930: Black\'s one lawful move is the capture in passing, dxe3')
ok(not b.is_stalemate(), '1930: so Black is not stalemated')
c = b.copy(); c.ep_square = None
ok(c.is_stalemate(), '1930: without the capture in passing it would be stalemate')
REC[1930] = '1. e4'

print(N[0], 'findings asserted')
