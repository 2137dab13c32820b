"""Findings of fact for the tenth set, asserted with python-chess, and every expected move list
(computed here from python-chess's legal moves in the position the remedy starts from, sorted by
from-square then to-square, promotions in python-chess order, as the earlier sets sorted them).
Run: python3 tools/facts.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

F = {}      # move lists, by name
FEN = {}    # positions, by name (make_cases.py writes them into the records)
N = [0]

def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)

def att(b, color, s): return b.is_attacked_by(color, sq(s))
def play(b, sans):
    for s in sans:
        m = b.parse_san(s)
        assert m in b.legal_moves, s
        b.push(m)
    return b

SEVEN = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'c3']

# ---------------------------------------------------------------- ODDS7 (1001, 1013, 1025)
b = play(chess.Board(), SEVEN)
ok(b.piece_at(sq('b1')) == chess.Piece(chess.KNIGHT, chess.WHITE), 'ODDS7: the b1 knight (the odds knight) is still on the board after the seventh half-move')
ok(len(b.move_stack) == 7 and b.turn == chess.BLACK, 'ODDS7: seven half-moves: White has played four moves, Black three; Black is to move')
ok(b.fullmove_number == 4, 'ODDS7: Black has not played his fourth move (fullmove 4, Black to move)')

# ---------------------------------------------------------------- BOARD7 (1029): same seven half-moves
ok(len(play(chess.Board(), SEVEN).move_stack) == 7, 'BOARD7: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 are lawful: four moves by White, three by Black')

# ---------------------------------------------------------------- MISPLACED (1005, 1009, 1019, 1030)
FEN['MISPLACED'] = 'rnbqknbr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
b = chess.Board(FEN['MISPLACED'])
std = chess.Board()
diff = [s for s in chess.SQUARES if b.piece_at(s) != std.piece_at(s)]
ok(diff == [sq('f8'), sq('g8')], 'MISPLACED: the array differs from the standard one on f8 and g8 only (Black\'s king\'s bishop and knight exchanged)')
ok(b.piece_at(sq('f8')).piece_type == chess.KNIGHT and b.piece_at(sq('g8')).piece_type == chess.BISHOP, 'MISPLACED: a Black knight on f8, a Black bishop on g8')
MIS_MOVES = ['e4', 'e5', 'Nf3', 'Nc6', 'd4', 'd6', 'Nc3']
play(b, MIS_MOVES)
ok(len(b.move_stack) == 7 and b.turn == chess.BLACK, 'MISPLACED: seven lawful half-moves: White has played his fourth move, Black his third')
ok(b.piece_at(sq('f8')).piece_type == chess.KNIGHT and b.piece_at(sq('g8')).piece_type == chess.BISHOP, 'MISPLACED: the two misplaced men have not moved')

# ---------------------------------------------------------------- MOVED adversary knight (1002, 1026)
b = play(chess.Board(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'])
FEN['MOVED_BEFORE'] = b.fen()
ok(chess.Move.from_uci('c6a5') not in b.legal_moves, 'MOVED: c6-a5 is no move of White\'s (the knight is Black\'s)')
ok(not att(b, chess.WHITE, 'c6'), 'MOVED: on c6 the knight is attacked by no White man: it cannot be taken (not en prise)')
a = b.copy(); apply_raw(a, 'c6a5')
ok(a.piece_at(sq('a5')) == chess.Piece(chess.KNIGHT, chess.BLACK) and not att(a, chess.WHITE, 'a5'), 'MOVED: on a5 the knight is attacked by no White man either')
F['moved_king_all'] = san_list(b, king_moves(b))
F['moved_king_nocastle'] = san_list(b, king_moves(b, castling=False))
ok(F['moved_king_all'] == ['Kf1', 'O-O', 'Ke2'], 'MOVED: with the knight replaced, White\'s king moves are Kf1, O-O, Ke2 (castling lawful: f1 and g1 empty, not attacked)')
ok(F['moved_king_nocastle'] == ['Kf1', 'Ke2'], 'MOVED: without castling, Kf1 and Ke2')
ok(not att(b, chess.BLACK, 'g1') and not att(b, chess.BLACK, 'f1'), 'MOVED: Bc5 does not reach g1 (the f2 pawn stands between)')

# ---------------------------------------------------------------- TWICE (1006)
b = play(chess.Board(), ['e4', 'd5', 'Nc3'])
b.turn = chess.WHITE
m = b.parse_san('exd5')
ok(m in b.legal_moves and b.is_capture(m), 'TWICE: had it been White\'s turn, exd5 (taking the d5 pawn) would have been lawful: the second move in succession is a capture')

# ---------------------------------------------------------------- LATE: false move then j'adoube (1004, 1007, 1014)
b = play(chess.Board(), ['e4', 'e5', 'Nf3'])
ok(chess.Move.from_uci('c8e6') not in b.pseudo_legal_moves and b.piece_at(sq('d7')) == chess.Piece(chess.PAWN, chess.BLACK),
   'LATE: Bc8-e6 leaps Black\'s own d7 pawn: a false move')
a = b.copy(); apply_raw(a, 'c8e6')
ok(a.turn == chess.WHITE and a.piece_at(sq('e4')) == chess.Piece(chess.PAWN, chess.WHITE), 'LATE: after the false move White is to move; the man he adjusts on e4 is his own pawn')

# ---------------------------------------------------------------- FIRSTODDS (1003, 1010)
b = chess.Board(); b.remove_piece_at(sq('b1'))
ok(b.turn == chess.WHITE and b.parse_san('e4') in b.legal_moves, 'FIRSTODDS: with the b1 knight given, White (the giver) makes the first move, 1. e4')

# ---------------------------------------------------------------- TOUCHKING adversary king (1008, 1017, 1022)
FEN['TOUCHKING'] = '4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1'
b = chess.Board(FEN['TOUCHKING'])
ok(b.is_valid() and not b.is_check(), 'TOUCHKING: the position is lawful and White is not in check')
ok(b.piece_at(sq('e8')) == chess.Piece(chess.KING, chess.BLACK), 'TOUCHKING: the man White touches on e8 is the Black king')
ok(not any(m.to_square == sq('e8') for m in b.pseudo_legal_moves), 'TOUCHKING: no White man can move to e8: the king cannot be taken (no code lets a king be taken)')
F['touchking_king'] = san_list(b, king_moves(b))
ok(F['touchking_king'] == ['Kd1', 'Kf1'], 'TOUCHKING: White\'s king moves are Kd1 and Kf1')

# ---------------------------------------------------------------- BOXED pinned knight, king boxed in (1011)
FEN['BOXED'] = 'k7/8/8/8/8/8/6PP/r5NK w - - 0 1'
b = chess.Board(FEN['BOXED'])
ok(b.is_valid() and not b.is_check(), 'BOXED: lawful position, White not in check (the g1 knight blocks Ra1)')
ok(b.is_pinned(chess.WHITE, sq('g1')), 'BOXED: the g1 knight is pinned to h1 by the a1 rook')
ok(legal_from(b, 'g1') == [] and len([m for m in b.pseudo_legal_moves if m.from_square == sq('g1')]) == 3,
   'BOXED: the knight has three moves (e2, f3, h3), each exposing the king: no lawful move')
ok(king_moves(b) == [], 'BOXED: the king has no lawful move (g1 is his own knight, g2 and h2 his own pawns)')

# ---------------------------------------------------------------- CASTLEROOK (1012)
FEN['CASTLEROOK'] = '4k3/pppppppp/8/8/8/8/PPPPPPPP/4K2R w K - 0 1'
b = chess.Board(FEN['CASTLEROOK'])
m = b.parse_san('O-O')
ok(m in b.legal_moves, 'CASTLEROOK: O-O is lawful')
ok(b.piece_at(sq('h1')).piece_type == chess.ROOK, 'CASTLEROOK: the touched man on h1 is the rook')
a = b.copy(); a.push(m)
ok(a.piece_at(sq('h1')) is None and a.piece_at(sq('f1')) == chess.Piece(chess.ROOK, chess.WHITE), 'CASTLEROOK: castling moves the touched rook from h1 to f1')
ok(san_list(b, legal_from(b, 'h1')) == ['Rf1', 'Rg1'], 'CASTLEROOK: the rook alone could also go to f1 or g1')

# ---------------------------------------------------------------- EPPIN (1015, 1020, 1027)
FEN['EPPIN'] = '1k6/3p4/4n3/r3P2K/8/8/8/8 b - - 0 1'
b = chess.Board(FEN['EPPIN'])
ok(b.is_valid() and not b.is_check(), 'EPPIN: lawful position, Black to move, no check')
b.push_san('d5')
ok(b.ep_square == sq('d6'), 'EPPIN: 1... d5 is a double step from d7 past d6: the e5 pawn might take it in passing')
ok(not b.is_check(), 'EPPIN: White is not in check after 1... d5 (the e5 and d5 pawns stand between Ra5 and Kh5)')
pm = [m for m in b.pseudo_legal_moves if m.from_square == sq('e5')]
ok([m.uci() for m in pm] == ['e5d6'] and b.is_en_passant(pm[0]), 'EPPIN: the e5 pawn\'s only move of any kind is exd6 en passant (e6 is held by the Black knight)')
ok(legal_from(b, 'e5') == [], 'EPPIN: exd6 e.p. would take both pawns off the fifth rank and expose the h5 king to Ra5: the pawn cannot be moved lawfully')
a = b.copy(); a.push(pm[0])
ok(a.was_into_check(), 'EPPIN: after exd6 e.p. the White king would stand in check from the a5 rook')
F['eppin_king'] = san_list(b, king_moves(b))
ok(F['eppin_king'] == ['Kg4', 'Kh4', 'Kg6', 'Kh6'], 'EPPIN: the king may go to g4, h4, g6, h6 (g5 is commanded by the e6 knight)')

# ---------------------------------------------------------------- JADOUBE late, adversary's pawn (1016)
b = play(chess.Board(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'])
caps = [m for m in b.legal_moves if m.to_square == sq('e5')]
F['jadoube_cap'] = san_list(b, caps)
ok(b.piece_at(sq('e5')) == chess.Piece(chess.PAWN, chess.BLACK), 'JADOUBE: the man touched on e5 is Black\'s pawn')
ok(F['jadoube_cap'] == ['Nxe5'], 'JADOUBE: the only lawful capture of the e5 pawn is Nxe5')

# ---------------------------------------------------------------- CONDITION (1018)
FEN['CONDITION'] = '7k/8/6K1/8/8/8/8/1Q6 w - - 0 1'
b = chess.Board(FEN['CONDITION'])
ok(b.is_valid(), 'CONDITION: lawful position')
play(b, ['Qb7', 'Kg8'])
ok(not b.is_game_over(), 'CONDITION: 1. Qb7 Kg8 are lawful and the game is not over')

# ---------------------------------------------------------------- OMITTED (1023)
FEN['OMITTED'] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1'
b = chess.Board(FEN['OMITTED'])
ok([s for s in chess.SQUARES if b.piece_at(s) != std.piece_at(s)] == [sq('b1')], 'OMITTED: the array lacks only White\'s queen\'s knight on b1')
play(b, ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'])
ok(len(b.move_stack) == 6 and b.turn == chess.WHITE, 'OMITTED: six lawful half-moves: three by each side, White to play his fourth')
ok(b.piece_at(sq('b1')) is None, 'OMITTED: b1 is still empty, so the knight can be set there')

# ---------------------------------------------------------------- FIFTY R v R (1024)
FEN['FIFTYRR'] = '7k/8/7r/8/8/8/1R6/K7 b - - 0 1'
b = chess.Board(FEN['FIFTYRR'])
mat = sorted(p.symbol() for p in b.piece_map().values())
ok(mat == sorted('KRkr') and not b.is_check(), 'FIFTYRR: king and rook against king and rook: equal forces, no pawns; Black not in check at the notice')
moves = []
for i in range(50):
    for s in (['Kg8', 'Ka2'] if i % 2 == 0 else ['Kh8', 'Ka1']):
        m = b.parse_san(s)
        assert m in b.legal_moves and not b.is_capture(m)
        b.push(m); moves.append(s)
        assert not b.is_checkmate()
ok(len(moves) == 100, 'FIFTYRR: fifty lawful moves on each side after the notice, Black first, none a capture, none a mate')
ok(sorted(p.symbol() for p in b.piece_map().values()) == mat and not b.is_check(), 'FIFTYRR: after White\'s fiftieth move nothing has been taken and no one is in check')
F['fifty_record'] = moves

# ---------------------------------------------------------------- KINGPROMO (1028)
FEN['KINGPROMO'] = '8/4P3/8/8/8/8/k7/6K1 w - - 0 1'
b = chess.Board(FEN['KINGPROMO'])
ok(b.is_valid(), 'KINGPROMO: lawful position')
ok(chess.Move.from_uci('e7e8k') not in b.pseudo_legal_moves, 'KINGPROMO: exchanging the pawn for a king is no lawful move')
F['kingpromo'] = san_list(b, legal_from(b, 'e7'))
ok(F['kingpromo'] == ['e8=Q', 'e8=R', 'e8=B', 'e8=N'], 'KINGPROMO: the pawn\'s lawful moves: e8 exchanged for a queen, rook, bishop or knight')
ok(not any(s.endswith('+') for s in F['kingpromo']), 'KINGPROMO: none of the four exchanges gives check')

print(N[0], 'assertions passed')
for k in sorted(F): print(k, F[k] if k != 'fifty_record' else len(F[k]))
