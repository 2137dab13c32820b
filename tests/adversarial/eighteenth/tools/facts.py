"""Findings of fact for the eighteenth set, asserted with python-chess, and every expected move list
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
    """push a SAN move that may ignore an unannounced check (pseudo-legal)"""
    for m in b.pseudo_legal_moves:
        if b.san(m).rstrip('+#') == san.rstrip('+#'):
            b.push(m); return m
    raise AssertionError(f'{san} is not even pseudo-legal in {b.fen()}')
def sans(b, line):
    for s in line.split(): b.push_san(s)
    return b
def lawful(fen):
    b = chess.Board(fen); return b.is_valid()
def illegal(b, uci):
    return chess.Move.from_uci(uci) not in b.legal_moves
def at(b, s): return b.piece_at(sq(s))
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
    out = []; n = first_no; w = white_first
    for s in sans_list:
        if w: out.append(f'{n}. {s}')
        else: out.append(s); n += 1
        w = not w
    return ' '.join(out)
def quiet_fifty(fen, line):
    """the walk replayed: 100 plies, no capture, no check, no mate, no stalemate, no position twice"""
    c = board(fen); caps = checks = 0; keys = {c.board_fen() + str(c.turn)}
    for s in line:
        m = c.parse_san(s); caps += c.is_capture(m); checks += c.gives_check(m); c.push(m)
        keys.add(c.board_fen() + str(c.turn))
        assert not c.is_checkmate() and not c.is_stalemate()
    return len(line) == 100 and caps == 0 and checks == 0 and len(keys) == 101, c

# ================================================================ twenty-laws
# ---------------------------------------------------------------- 1801
b = board(START); sans(b, 'e4 e5 Nf3 Nc6 Bc4 Nd4')
ok(at(b, 'd4') == chess.Piece(chess.KNIGHT, B) and b.turn == W, '1801: Black\'s knight stands on d4, White to play his fourth move')
ok(san_list(b, [m for m in b.legal_moves if m.to_square == sq('d4')]) == ['Nxd4'],
   '1801: the d4 knight is en prise: Nxd4 takes it lawfully')
REC[1801] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. {[%touch d4]} {[%adjust d4]}'

# ---------------------------------------------------------------- 1802
b = board(START); sans(b, 'e4 e5')
ok(chess.Move.from_uci('b1c3') in b.legal_moves, '1802: 2. Nc3 is a lawful move')
b.push_san('Nc3')
ok(at(b, 'b1') is None and at(b, 'c3') == chess.Piece(chess.KNIGHT, W), '1802: the knight has left b1 and stands on c3')
REC[1802] = '1. e4 e5 2. Nc3 {[%adjust c3 white]}'

# ---------------------------------------------------------------- 1803
b = board(START); b.remove_piece_at(sq('f7'))
mates = []
for m1 in list(b.legal_moves):
    b.push(m1); b.turn = W
    for m2 in list(b.legal_moves):
        b.push(m2)
        if b.is_checkmate(): mates.append((m1.uci(), m2.uci()))
        b.pop()
    b.turn = B; b.pop()
ok(mates == [], '1803: with Black\'s f-pawn off, no two White moves in a row give mate')
b = board(START); b.remove_piece_at(sq('f7'))
for u in ['e2e3', 'f1d3', 'd1h5']:
    b.push(chess.Move.from_uci(u)); b.turn = W
b.turn = B
ok(b.is_check() and not b.is_checkmate(), '1803: law 15\'s own example (e3, Bd3, Qh5) gives check, not mate')
b = board(START); b.remove_piece_at(sq('f7')); b.push_san('e4'); b.turn = W; b.push_san('Qh5')
ok(b.is_check() and not b.is_checkmate(), '1803: 1. e4 2. Qh5 checks the e8 king (f7 is empty) and is not mate')
ok(chess.square_rank(sq('h5')) == 4, '1803: h5 is on the fifth rank, in Black\'s half of the board')
REC[1803] = '1. e4 2. Qh5'

# ---------------------------------------------------------------- 1804
FEN[1804] = 'b7/8/8/3N4/8/8/5k1P/7K w - - 0 1'
b = board(FEN[1804]); ok(lawful(FEN[1804]) and not b.is_check(), '1804: lawful start, White not in check')
ok(b.is_pinned(W, sq('d5')) and not legal_from(b, 'd5'), '1804: the d5 knight is pinned to h1 by the a8 bishop and has no lawful move')
ok(not king_moves(b), '1804: the White king has no lawful move')
ok(b.attackers(B, sq('g1')) == chess.SquareSet(chess.BB_F2) and b.attackers(B, sq('g2')) == chess.SquareSet(chess.BB_F2),
   '1804: g1 and g2 are attacked by the Black king on f2 alone (the bishop\'s line is shut by the knight)')
ok(at(b, 'h2') == chess.Piece(chess.PAWN, W), '1804: h2 holds White\'s own pawn')
ok(sorted(b.san(m) for m in b.legal_moves) == ['h3', 'h4'], '1804: White\'s only lawful moves are h3 and h4')
REC[1804] = '1. {[%touch d5]}'

# ---------------------------------------------------------------- 1805
b = board(START); b.remove_piece_at(sq('a1')); b.castling_rights = chess.BB_H1 | chess.BB_A8 | chess.BB_H8
sans(b, 'd4 d5 Nd2 Nf6 Nb3 e6 Bf4 Be7 Qd2 O-O Na1 c5')
ok(at(b, 'a1') == chess.Piece(chess.KNIGHT, W), '1805: White\'s own knight stands on a1, the square of the rook given')
ok(all(at(b, s) is None for s in ['b1', 'c1', 'd1']), '1805: b1, c1 and d1 are empty')
ok(not b.is_check() and not any(b.is_attacked_by(B, sq(s)) for s in ['e1', 'd1', 'c1']), '1805: e1, d1 and c1 are not attacked; White is not in check')
ok(b.piece_at(sq('e1')).piece_type == chess.KING and b.castling_rights & chess.BB_H1, '1805: White\'s king has never moved')
F['1805_king'] = san_list(b, king_moves(b))
ok(F['1805_king'] == ['Kd1'], '1805: with the king back on e1 its only lawful move is Kd1 (no castling on the king\'s side)')
ok(not legal_from(b, 'h1'), '1805: White\'s other rook, on h1, has no lawful move either')
c = b.copy(); c.remove_piece_at(sq('e1')); c.set_piece_at(sq('c1'), chess.Piece(chess.KING, W))
ok(at(c, 'a1').piece_type == chess.KNIGHT and at(c, 'd1') is None, '1805: after e1-c1 the knight is still on a1 and no rook appears on d1')
REC[1805] = '1. d4 d5 2. Nd2 Nf6 3. Nb3 e6 4. Bf4 Be7 5. Qd2 O-O 6. Na1 c5 7. {[%move e1c1]}'

# ---------------------------------------------------------------- 1806
FEN[1806] = '4k3/8/3b4/8/8/8/8/4K2R b K - 0 1'
b = board(FEN[1806]); ok(lawful(FEN[1806]) and not b.is_check(), '1806: lawful start')
b.push_san('Bb4')
ok(b.is_check(), '1806: Bb4 checks the e1 king (c3, d2 empty)')
ok(not any(b.is_attacked_by(B, sq(s)) for s in ['f1', 'g1']), '1806: f1 and g1 are not attacked')
ok(b.castling_rights & chess.BB_H1 and illegal(b, 'e1g1'), '1806: king and rook are unmoved, but castling is not lawful under the modern rule while in check')
REC[1806] = '1... Bb4 {[%check]} 2. {[%move e1g1]}'

# ================================================================ boys-own-1829
# ---------------------------------------------------------------- 1807
FEN[1807] = '4k3/3p4/8/8/8/8/8/5BK1 w - - 0 1'
b = board(FEN[1807]); ok(lawful(FEN[1807]), '1807: lawful start')
b.push_san('Bb5'); ok(not b.is_check(), '1807: Bb5 gives no check: the d7 pawn screens the e8 king')
ok(b.is_attacked_by(B, sq('d7')), '1807: the king on e8 guards the d7 pawn')
b.push_san('Kf7')
ok(not b.is_attacked_by(B, sq('d7')), '1807: after Kf7 the d7 pawn is unguarded')
b.push_san('Bxd7')
ok(b.piece_at(sq('d7')) == chess.Piece(chess.BISHOP, W) and not b.is_check(), '1807: 2. Bxd7 takes the pawn, a completed move (no check)')
REC[1807] = '1. Bb5 {[%check]} Kf7 2. Bxd7'

# ---------------------------------------------------------------- 1808
FEN[1808] = '2k5/8/8/2b5/8/8/6PP/2R4K w - - 0 1'
b = board(FEN[1808]); ok(lawful(FEN[1808]) and not b.is_check(), '1808: lawful start, White not in check')
ok(b.is_pinned(B, sq('c5')), '1808: the c5 bishop is pinned to the c8 king by the c1 rook')
ok(b.is_attacked_by(B, sq('g1')) and b.attackers(B, sq('g1')) == chess.SquareSet(chess.BB_C5),
   '1808: g1 is attacked by the pinned c5 bishop (d4, e3, f2 empty), and by nothing else')
ok(not king_moves(b), '1808: the White king has no lawful move (g2 and h2 hold his own pawns)')
ok(len(list(b.legal_moves)) > 0, '1808: White has other lawful moves (rook and pawns)')
REC[1808] = '1. {[%touch h1]}'

# ---------------------------------------------------------------- 1809
FEN[1809] = '7k/7p/5K1P/8/8/4R3/8/8 w - - 0 1'
b = board(FEN[1809]); ok(lawful(FEN[1809]), '1809: lawful start')
ok(illegal(b, 'e3g1'), '1809: Re3-g1 (a rook moved as a bishop) is a false move')
c = b.copy(); c.turn = B
ok(chess.Move.from_uci('h8g8') in c.legal_moves, '1809: before the false move the Black king could go to g8')
raw(b, 'e3g1')
ok(not b.is_check() and b.is_stalemate(), '1809: after Rg1 Black is not in check and has no lawful move')
ok(at(b, 'h7') == chess.Piece(chess.PAWN, B) and at(b, 'h6') == chess.Piece(chess.PAWN, W), '1809: Black\'s h7 pawn is blocked by the h6 pawn')
REC[1809] = '1. {[%move e3g1]}'

# ---------------------------------------------------------------- 1810
FEN[1810] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1'
b = board(FEN[1810]); ok(lawful(FEN[1810]), '1810: the set-up is a lawful position')
ok(at(b, 'f1') == chess.Piece(chess.KNIGHT, W) and at(b, 'g1') == chess.Piece(chess.BISHOP, W),
   '1810: White\'s king\'s knight and bishop stand on each other\'s squares (knight f1, bishop g1)')
d = {s: (at(b, s), at(board(START), s)) for s in chess.SQUARE_NAMES}
ok(sorted(s for s, (x, y) in d.items() if x != y) == ['f1', 'g1'], '1810: nothing else differs from the standard array')
sans(b, 'e4 e5 Nc3 Nc6')
ok(b.fullmove_number == 3 and b.turn == W, '1810: White has played two moves, and Black two')
REC[1810] = '1. e4 e5 2. Nc3 Nc6'

# ---------------------------------------------------------------- 1811
FEN[1811] = 'r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
b = board(FEN[1811]); ok(lawful(FEN[1811]), '1811: the set-up is a lawful position')
d = {s: (at(b, s), at(board(START), s)) for s in chess.SQUARE_NAMES}
ok([s for s, (x, y) in d.items() if x != y] == ['b8'] and at(b, 'b8') is None, '1811: only Black\'s queen\'s knight is missing (b8 empty)')
sans(b, 'e4 e5')
ok(b.fullmove_number == 2 and at(b, 'b8') is None, '1811: one move each; b8 still empty')
REC[1811] = '1. e4 e5'

# ---------------------------------------------------------------- 1812
b = board(START); b.push_san('e4')
ok(b.fullmove_number == 1 and b.turn == B, '1812: White has made the first move of the game')
REC[1812] = '1. e4'

# ================================================================ philidor
# ---------------------------------------------------------------- 1813
FEN[1813] = '2r5/3P4/8/8/8/8/kr6/6K1 w - - 0 1'
b = board(FEN[1813]); ok(lawful(FEN[1813]) and not b.is_check(), '1813: lawful start')
ok(chess.Move.from_uci('d7c8q') in b.legal_moves and illegal(b, 'd7c8k'), '1813: dxc8 may make a queen (or rook, bishop, knight), not a king')
F['1813_king'] = san_list(b, king_moves(b))
ok(F['1813_king'] == ['Kf1', 'Kh1'], '1813: with the pawn back on d7, White\'s king may go to f1 or h1 (the b2 rook holds the second rank)')
c = b.copy(); raw(c, 'd7c8k')
ok(len(c.pieces(chess.KING, W)) == 2, '1813: after d7xc8 as made, White has two kings on the board')
REC[1813] = '1. {[%move d7c8k]}'

# ---------------------------------------------------------------- 1814
b = board(START); b.remove_piece_at(sq('h8')); b.castling_rights = chess.BB_A1 | chess.BB_H1 | chess.BB_A8; b.turn = B
sans(b, 'e6 e4 Be7 d4 Nf6 Nf3')
ok(b.turn == B and at(b, 'h8') is None and at(b, 'f8') is None and at(b, 'g8') is None, '1814: h8 (the rook given), f8 and g8 are empty')
ok(not b.is_check() and not any(b.is_attacked_by(W, sq(s)) for s in ['e8', 'f8', 'g8']), '1814: e8, f8 and g8 are not attacked')
F['1814_king'] = san_list(b, king_moves(b))
ok(F['1814_king'] == ['Kf8'], '1814: with the king back on e8 its only lawful move is Kf8')
ok(not legal_from(b, 'a8'), '1814: Black\'s other rook, on a8, has no lawful move')
REC[1814] = '1... e6 2. e4 Be7 3. d4 Nf6 4. Nf3 {[%move e8g8]}'

# ---------------------------------------------------------------- 1815
FEN[1815] = '8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1'
ok(lawful(FEN[1815]), '1815: lawful start: king and two bishops (c1 and f1, on squares of both colours) against the king')
line, end = walk(FEN[1815], 100)
good, end = quiet_fifty(FEN[1815], line)
ok(good, '1815: fifty moves each after the notice: no capture, no check, no mate, no stalemate, no position repeated')
ok(chess.popcount(end.occupied) == 4 and len(end.pieces(chess.BISHOP, W)) == 2, '1815: still two bishops against the bare king')
REC[1815] = '{[%fifty black]} ' + movetext(line)

# ---------------------------------------------------------------- 1816
FEN[1816] = '4k3/3p2pp/8/4P3/6N1/8/8/4K3 w - - 0 1'
b = board(FEN[1816]); ok(lawful(FEN[1816]), '1816: lawful start')
b.push_san('Nf6'); ok(b.is_check(), '1816: 1. Nf6 checks the e8 king, and nothing is said')
F['1816_parry'] = san_list(b, list(b.legal_moves))
ok(F['1816_parry'] == ['gxf6', 'Ke7', 'Kf7', 'Kd8', 'Kf8'], '1816: at the check Black\'s lawful moves are gxf6, Ke7, Kf7, Kd8, Kf8')
pseudo(b, 'd5')
ok(b.ep_square == sq('d6') and b.is_attacked_by(W, sq('e8')), '1816: 1... d5 ignores the check and passes d6, which the e5 pawn attacks')
m = chess.Move.from_uci('e5d6'); ok(b.is_en_passant(m) and m in b.pseudo_legal_moves, '1816: 2. exd6 is a capture in passing')
b.push(m)
ok(at(b, 'd5') is None and at(b, 'd6') == chess.Piece(chess.PAWN, W) and b.is_attacked_by(W, sq('e8')),
   '1816: the d5 pawn is gone, and the knight\'s check still stands when White says "check"')
REC[1816] = '1. Nf6 d5 2. exd6 {[%check]}'

# ---------------------------------------------------------------- 1817
b = board(START); sans(b, 'd4 d5 c4 e6')
ok(b.fullmove_number == 3 and b.turn == W, '1817: two moves each have been played')
REC[1817] = '1. d4 d5 2. c4 e6'

# ---------------------------------------------------------------- 1818
FEN[1818] = '7k/8/5b2/n7/1P6/8/7P/6K1 b - - 0 1'
b = board(FEN[1818]); ok(lawful(FEN[1818]) and not b.is_check(), '1818: lawful start')
b.push_san('Bd4')
ok(b.is_check(), '1818: Bd4 checks the g1 king (e3, f2 empty), and nothing is said')
caps = [m for m in b.pseudo_legal_moves if m.to_square == sq('a5')]
ok(san_list(b, caps) == ['bxa5'], '1818: the only White man that reaches the a5 knight is the b4 pawn')
ok(not [m for m in b.legal_moves if m.to_square == sq('a5')], '1818: bxa5 does not meet the check, so it is not lawful if the check is attended to')
c = b.copy(); c.remove_piece_at(sq('d4'))
F['1818_capture'] = san_list(c, [m for m in c.legal_moves if m.to_square == sq('a5')])
ok(F['1818_capture'] == ['bxa5'], '1818: played as if the check did not exist, bxa5 is a lawful capture')
REC[1818] = '1... Bd4 2. {[%touch a5]}'

# ================================================================ acknowledged-laws
# ---------------------------------------------------------------- 1819
FEN[1819] = '2b1k3/p1p5/1n6/KP5r/7r/8/8/8 b - - 0 1'
b = board(FEN[1819]); ok(lawful(FEN[1819]) and not b.is_check(), '1819: lawful start, neither king in check')
b.push_san('c5')
ok(b.ep_square == sq('c6'), '1819: 1... c5 passes c6, which the b5 pawn attacks')
ep = chess.Move.from_uci('b5c6')
ok(ep in b.pseudo_legal_moves and b.is_en_passant(ep) and ep not in b.legal_moves,
   '1819: bxc6 in passing would take b5 and c5 off the fifth rank and expose the a5 king to the h5 rook')
ok(not b.is_check() and b.is_stalemate(), '1819: White is not in check and has no lawful move: stalemate')
ok(sorted(b.san(m) for m in b.pseudo_legal_moves if m.from_square == sq('a5')) == ['Ka4', 'Ka6', 'Kb4', 'Kxb6'],
   '1819: every king step is into an attack (a4, b4 by the knight, rook and pawn; a6 by the bishop; b6 guarded by a7)')
REC[1819] = '1... c5'

# ---------------------------------------------------------------- 1820
b = board(START); sans(b, 'Nc3 d5 d4 Nf6 Bf4 e6')
ok(b.fullmove_number == 4 and b.turn == W, '1820: three moves each, White to play his fourth')
ok(at(b, 'c3') == chess.Piece(chess.KNIGHT, W) and at(b, 'b1') is None, '1820: the queen\'s knight that was to be given has moved to c3')
REC[1820] = '1. Nc3 d5 2. d4 Nf6 3. Bf4 e6'

# ---------------------------------------------------------------- 1821
b = board(START); sans(b, 'e4 e5 Nf3 Nc6 Bc4 Bc5 Nc3 Nf6 Rb1 d6')
ok(not b.castling_rights & chess.BB_A1 and b.castling_rights & chess.BB_H1, '1821: the queen\'s rook has moved; king and king\'s rook have not')
ok(not b.is_check() and not any(b.is_attacked_by(B, sq(s)) for s in ['e1', 'f1', 'g1']), '1821: e1, f1, g1 not attacked')
ok(chess.Move.from_uci('e1g1') in b.legal_moves, '1821: O-O is lawful')
REC[1821] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Nc3 Nf6 5. Rb1 d6 6. O-O'

# ---------------------------------------------------------------- 1822
b = board(START); sans(b, 'd4 d5 c4 Nf6 Nc3 Ne4')
ok(at(b, 'e4') == chess.Piece(chess.KNIGHT, B) and b.turn == W, '1822: Black\'s knight stands on e4, White to play')
ok(san_list(b, [m for m in b.legal_moves if m.to_square == sq('e4')]) == ['Nxe4'], '1822: the e4 knight could be taken, by Nxe4')
REC[1822] = '1. d4 d5 2. c4 Nf6 3. Nc3 Ne4 4. {[%adjust e4]}'

# ---------------------------------------------------------------- 1823
FEN[1823] = '4r1k1/8/8/4n3/8/8/8/4KB2 b - - 0 1'
b = board(FEN[1823]); ok(lawful(FEN[1823]) and not b.is_check(), '1823: lawful start')
b.push_san('Nd3')
ok(b.checkers() == chess.SquareSet(chess.BB_D3 | chess.BB_E8), '1823: Nd3 gives double check, from the knight and, discovered, from the e8 rook')
ok(illegal(b, 'f1d3') and chess.Move.from_uci('f1d3') in b.pseudo_legal_moves, '1823: Bxd3 is not lawful: the rook\'s check remains')
ok(not [m for m in b.legal_moves if m.to_square == sq('d3')], '1823: no White man can lawfully take the d3 knight')
ok(not legal_from(b, 'f1'), '1823: the f1 bishop has no lawful move')
F['1823_king'] = san_list(b, king_moves(b))
ok(F['1823_king'] == ['Kd1', 'Kd2'], '1823: the king\'s lawful moves are Kd1 and Kd2 (e2 on the file, f2 attacked by the knight, f1 held by the bishop)')
ok(sorted(b.san(m) for m in b.legal_moves) == sorted(F['1823_king']), '1823: the king\'s moves are White\'s only lawful moves')
REC[1823] = '1... Nd3 {[%check]} 2. {[%move f1d3]}'

# ---------------------------------------------------------------- 1824
FEN[1824] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1'
b = board(FEN[1824]); ok(lawful(FEN[1824]), '1824: the set-up is a lawful position')
d = {s: (at(b, s), at(board(START), s)) for s in chess.SQUARE_NAMES}
ok([s for s, (x, y) in d.items() if x != y] == ['g1'], '1824: only White\'s king\'s knight is missing')
sans(b, 'e4 e5 d4 d6')
ok(b.fullmove_number == 3 and at(b, 'g1') is None, '1824: two moves each; g1 still empty')
REC[1824] = '1. e4 e5 2. d4 d6'

# ================================================================ london-1847
# ---------------------------------------------------------------- 1825
FEN[1825] = '8/8/8/4k3/8/p7/P7/1K5R w - - 0 1'
ok(lawful(FEN[1825]), '1825: lawful start: king, rook and pawn against king and pawn')
b = board(FEN[1825])
ok(not [m for m in b.legal_moves if m.from_square == sq('a2')], '1825: White\'s a2 pawn is blocked by the a3 pawn')
line, end = walk(FEN[1825], 100)
good, end = quiet_fifty(FEN[1825], line)
ok(good, '1825: fifty moves each after the notice: no capture, no check, no mate, no stalemate, no position repeated')
ok(at(end, 'a2') == chess.Piece(chess.PAWN, W) and len(end.pieces(chess.ROOK, W)) == 1, '1825: White still has his rook and his a2 pawn')
REC[1825] = '{[%fifty black]} ' + movetext(line)

# ---------------------------------------------------------------- 1826
FEN[1826] = '4k3/p7/8/8/8/8/5P2/4K2R w - - 0 1'
b = board(FEN[1826]); ok(lawful(FEN[1826]), '1826: lawful start')
F['1826_king'] = san_list(b, king_moves(b))
ok(F['1826_king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2'], '1826: White\'s king may go to d1, f1, d2, e2')
c = b.copy(); raw(c, 'e8d7'); c.turn = B
ok(at(c, 'd7') == chess.Piece(chess.KING, B) and not c.is_check(), '1826: left on d7, Black\'s king is not attacked')
ok(chess.square_distance(sq('d7'), sq('e1')) > 1, '1826: d7 is not next to the White king')
REC[1826] = '1. {[%move e8d7]}'

# ---------------------------------------------------------------- 1827
FEN[1827] = 'r6k/8/8/8/8/5R2/8/1N2K3 b - - 0 1'
b = board(FEN[1827]); ok(lawful(FEN[1827]), '1827: lawful start')
b.push_san('Re8'); ok(b.is_check(), '1827: Re8 checks the e1 king along the file')
ok(not b.is_pinned(W, sq('b1')), '1827: the b1 knight is not pinned')
ok(sorted(b.san(m) for m in b.pseudo_legal_moves if m.from_square == sq('b1')) == ['Na3', 'Nc3', 'Nd2'] and not legal_from(b, 'b1'),
   '1827: the knight\'s moves (a3, c3, d2) all leave the king in check: none reaches the e-file')
ok(chess.Move.from_uci('f3e3') in b.legal_moves, '1827: another man could meet the check (Re3)')
F['1827_king'] = san_list(b, king_moves(b))
ok(F['1827_king'] == ['Kd1', 'Kf1', 'Kd2', 'Kf2'], '1827: the king\'s lawful moves are Kd1, Kf1, Kd2, Kf2')
REC[1827] = '1... Re8 {[%check]} 2. {[%touch b1]}'

# ---------------------------------------------------------------- 1828
FEN[1828] = '1b5k/8/8/8/2P5/8/7P/2R3K1 b - - 0 1'
b = board(FEN[1828]); ok(lawful(FEN[1828]), '1828: lawful start')
b.push_san('Ba7'); ok(b.is_check(), '1828: Ba7 checks the g1 king along a7-g1')
ok(illegal(b, 'c1c4') and at(b, 'c4') == chess.Piece(chess.PAWN, W), '1828: Rc1xc4 would take White\'s own pawn: not a lawful move')
ok(not legal_from(b, 'c1'), '1828: the c1 rook has no lawful move (none of its squares is on the line of the check)')
ok(san_list(b, legal_from(b, 'c4')) == ['c5'], '1828: the c4 pawn\'s only lawful move is c5, which covers the check')
F['1828_either'] = san_list(b, legal_from(b, 'c1') + legal_from(b, 'c4'))
REC[1828] = '1... Ba7 {[%check]} 2. {[%move c1c4]}'

# ---------------------------------------------------------------- 1829
FEN[1829] = '4k3/8/8/2b5/8/8/8/4K2R b - - 0 1'
b = board(FEN[1829]); ok(lawful(FEN[1829]) and not b.is_check(), '1829: lawful start')
b.push_san('Bb4'); ok(b.is_check(), '1829: Bb4 checks the e1 king, and nothing is said')
m = chess.Move.from_uci('h1h8')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, '1829: Rh8 ignores that check')
b.push(m)
ok(b.is_check() and b.is_attacked_by(B, sq('e1')), '1829: Rh8 checks the e8 king; White\'s own king stands in the same check as before')
ok(b.attackers(B, sq('e1')) == chess.SquareSet(chess.BB_B4), '1829: the only man attacking e1 is the b4 bishop, which checked before Rh8')
c = board(FEN[1829]); c.push_san('Bb4'); c.remove_piece_at(sq('h1'))
ok(c.attackers(B, sq('e1')) == chess.SquareSet(chess.BB_B4), '1829: the h1 rook screened nothing: e1 is attacked by the same bishop with or without it')
REC[1829] = '1... Bb4 2. Rh8 {[%check]}'

# ---------------------------------------------------------------- 1830
FEN[1830] = '4k3/2p5/8/8/8/8/8/3RK3 w - - 0 1'
b = board(FEN[1830]); ok(lawful(FEN[1830]), '1830: lawful start')
ok(illegal(b, 'd1a4'), '1830: Rd1-a4 (a rook moved as a bishop) is a false move')
raw(b, 'd1a4')
ok(not b.is_check(), '1830: the rook on a4 gives no check')
ok(sq('c6') in chess.SquareSet.between(sq('a4'), sq('e8')), '1830: c6, where the c7 pawn could go, lies on the diagonal a4-e8')
REC[1830] = '1. {[%move d1a4]} {[%check]} {[%touch c7]}'

if __name__ == '__main__':
    for k in sorted(F): print(k, F[k])
    print(N[0], 'assertions passed')
