"""Findings of fact for the eleventh set, asserted with python-chess, and every expected move list
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
W, B = chess.WHITE, chess.BLACK

# ---------------------------------------------------------------- PINCAP (1101, 1107, 1113, 1119, 1125)
FEN['PINCAP'] = '4r2k/6pp/3p4/2P5/4N3/8/8/4K3 w - - 0 1'
b = chess.Board(FEN['PINCAP'])
ok(b.is_valid() and not b.is_check(), 'PINCAP: lawful position, White to move, not in check')
ok(b.is_pinned(W, sq('e4')), 'PINCAP: the e4 knight is pinned to the e1 king by the e8 rook')
m = chess.Move.from_uci('e4d6')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves and b.is_capture(m),
   'PINCAP: Ne4xd6 is a knight\'s move and a capture in shape, but unlawful: it exposes the king')
a = b.copy(); a.push(m)
ok(a.was_into_check() and a.is_attacked_by(B, sq('e1')), 'PINCAP: after Nxd6 the White king stands in check from Re8')
ok(legal_from(b, 'e4') == [], 'PINCAP: with the knight back on e4 it has no lawful move at all')
F['pincap_capturers'] = san_list(b, [x for x in b.legal_moves if x.to_square == sq('d6')])
ok(F['pincap_capturers'] == ['cxd6'], 'PINCAP: the only lawful capture of the d6 pawn is cxd6')
F['pincap_king'] = san_list(b, king_moves(b))
ok(F['pincap_king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], 'PINCAP: the king may go to d1, f1, d2, e2, f2 (e2 is screened by the knight)')
ok(not b.has_castling_rights(W), 'PINCAP: White has no rook, so no castling')

# ---------------------------------------------------------------- SELFKING (1102, 1108, 1127)
FEN['SELFKING'] = '1kr5/p6p/r7/8/1K6/8/P6P/1R6 w - - 0 1'
b = chess.Board(FEN['SELFKING'])
ok(b.is_valid() and not b.is_check(), 'SELFKING: lawful position, White to move, not in check (the White king on b4 screens Rb1 from Kb8)')
m = chess.Move.from_uci('b4c5')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, 'SELFKING: Kb4-c5 is a king\'s step in shape but unlawful')
a = b.copy(); apply_raw(a, 'b4c5')
ok(a.is_attacked_by(B, sq('c5')) and sq('c8') in a.attackers(B, sq('c5')), 'SELFKING: on c5 the White king stands in check from the c8 rook')
ok(a.is_check() and a.checkers() == chess.SquareSet([sq('b1')]), 'SELFKING: the king\'s step uncovers the b1 rook: Black\'s king on b8 is in check from Rb1 (a discovered check)')
F['selfking_king'] = san_list(b, king_moves(b))
ok(F['selfking_king'] == ['Kb3', 'Kb5'], 'SELFKING: the king\'s lawful moves from b4 are Kb3 and Kb5 (a3-a5 are swept by Ra6, c3-c5 by Rc8)')
ok(not any(x.endswith('+') for x in F['selfking_king']), 'SELFKING: neither lawful king move gives check (the king stays on the b-file)')
ok(not b.has_castling_rights(W), 'SELFKING: no castling rights')

# ---------------------------------------------------------------- OMITTED black knight (1103, 1128)
FEN['OMITB'] = 'r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
b = chess.Board(FEN['OMITB'])
std = chess.Board()
ok([s for s in chess.SQUARES if b.piece_at(s) != std.piece_at(s)] == [sq('b8')], 'OMITB: the array lacks only Black\'s queen\'s knight on b8')
OMIT_MOVES = ['e4', 'e5', 'Nf3', 'd6', 'd4', 'Bg4', 'c3']
play(b, OMIT_MOVES)
ok(len(b.move_stack) == 7 and b.turn == B, 'OMITB: seven lawful half-moves: White has played his fourth move, Black his third; Black is to move')
ok(b.piece_at(sq('b8')) is None, 'OMITB: b8 is still empty, so the knight can be set there')

# ---------------------------------------------------------------- DEFROOK touched / moved adversary rook (1104, 1106, 1112, 1123)
FEN['DEFROOK'] = '7k/6pp/8/8/1b6/8/3r1PPP/4K2R w K - 0 1'
b = chess.Board(FEN['DEFROOK'])
ok(b.is_valid() and not b.is_check(), 'DEFROOK: lawful position, White to move, not in check')
ok(b.piece_at(sq('d2')) == chess.Piece(chess.ROOK, B), 'DEFROOK: the man on d2 is Black\'s rook')
ok(b.attackers(W, sq('d2')) == chess.SquareSet([sq('e1')]), 'DEFROOK: only White\'s king reaches d2 (the rook is "en prise" to the king alone)')
ok(att(b, B, 'd2') and chess.Move.from_uci('e1d2') not in b.legal_moves, 'DEFROOK: the rook is guarded by Bb4, so Kxd2 is unlawful: it cannot be taken')
F['defrook_king_all'] = san_list(b, king_moves(b))
F['defrook_king_nocastle'] = san_list(b, king_moves(b, castling=False))
ok(F['defrook_king_all'] == ['Kf1', 'O-O'], 'DEFROOK: the king\'s lawful moves are Kf1 and O-O (d1 and e2 are swept by the rook, d2 guarded)')
ok(F['defrook_king_nocastle'] == ['Kf1'], 'DEFROOK: without castling, Kf1 only')
ok(not att(b, B, 'f1') and not att(b, B, 'g1'), 'DEFROOK: f1 and g1 are not attacked, and e1 is not in check: castling is lawful')
a = b.copy(); apply_raw(a, 'd2d5')
ok(a.piece_at(sq('d5')) == chess.Piece(chess.ROOK, B) and not a.attackers(W, sq('d5')), 'DEFROOK: moved to d5, the rook is attacked by no White man')
ok(chess.Move.from_uci('d2d5') not in b.pseudo_legal_moves, 'DEFROOK: d2-d5 is no move of White\'s (the rook is Black\'s)')

# ---------------------------------------------------------------- FIFTY R+B v R, 50 by Black, 49 by White (1105)
FEN['FIFTYRB'] = '7k/8/7r/8/8/8/1R6/K2B4 b - - 0 1'
b = chess.Board(FEN['FIFTYRB'])
mat = sorted(p.symbol() for p in b.piece_map().values())
ok(mat == sorted('KRBkr') and not b.is_check(), 'FIFTYRB: rook and bishop against rook, no pawns; Black (the defender) to move and not in check at the notice')
moves = []
for i in range(99):
    s = (['Kg8', 'Ka2', 'Kh8', 'Ka1'])[i % 4]
    m = b.parse_san(s)
    assert m in b.legal_moves and not b.is_capture(m)
    b.push(m); moves.append(s)
    assert not b.is_check() and not b.is_checkmate()
ok(len(moves) == 99 and moves[0::2].__len__() == 50 and moves[1::2].__len__() == 49,
   'FIFTYRB: after the notice Black has played fifty moves and White forty-nine, none a capture or a check')
ok(sorted(p.symbol() for p in b.piece_map().values()) == mat and b.turn == W and not b.is_checkmate(),
   'FIFTYRB: after Black\'s fiftieth move nothing has been taken, Black is not mated, and White is to play his fiftieth')
F['fifty_record'] = moves

# ---------------------------------------------------------------- EPSTALE (1109, 1114, 1120)
FEN['EPSTALE'] = '8/8/8/8/kp5R/1N6/1KP5/8 w - - 0 1'
b = chess.Board(FEN['EPSTALE'])
ok(b.is_valid() and not b.is_check(), 'EPSTALE: lawful position, White to move')
b.push_san('c4')
ok(b.ep_square == sq('c3') and not b.is_check(), 'EPSTALE: 1. c4 is a double step past c3, beside the b4 pawn; Black is not in check')
ep = [x for x in b.pseudo_legal_moves if b.is_en_passant(x)]
ok([x.uci() for x in ep] == ['b4c3'] and ep[0] not in b.legal_moves, 'EPSTALE: bxc3 en passant is a capture in shape, but unlawful: it takes both pawns off the fourth rank and exposes Ka4 to Rh4')
ok(list(b.legal_moves) == [] and b.is_stalemate(), 'EPSTALE: Black has no lawful move and is not in check: stalemate')
ok(all(att(b, W, s) or b.piece_at(sq(s)) for s in ['a3', 'a5', 'b5']) and att(b, W, 'b3'), 'EPSTALE: a3 (Kb2), a5 (Nb3), b5 (c4 pawn) are commanded, and b3 is the knight guarded by the king')

# ---------------------------------------------------------------- OWNTAKE rook takes own pinned knight (1110, 1126)
FEN['OWNTAKE'] = '7k/6pp/8/8/1b6/8/3N1PPP/3RK3 w - - 0 1'
b = chess.Board(FEN['OWNTAKE'])
ok(b.is_valid() and not b.is_check(), 'OWNTAKE: lawful position, White to move, not in check')
ok(b.is_pinned(W, sq('d2')) and legal_from(b, 'd2') == [], 'OWNTAKE: the d2 knight is pinned by Bb4 to the e1 king and has no lawful move')
a = b.copy(); apply_raw(a, 'd1d2')
ok(a.piece_at(sq('d2')) == chess.Piece(chess.ROOK, W) and a.piece_at(sq('d1')) is None, 'OWNTAKE: Rd1xd2 takes White\'s own knight (the rook now on d2)')
F['owntake_either'] = san_list(b, [x for x in b.legal_moves if x.from_square in (sq('d1'), sq('d2'))])
ok(F['owntake_either'] == ['Ra1', 'Rb1', 'Rc1'], 'OWNTAKE: with both men back, the rook may go to a1, b1, c1 and the knight nowhere')
F['owntake_king'] = san_list(b, king_moves(b))
ok(F['owntake_king'] == ['Kf1', 'Ke2'], 'OWNTAKE: the king may go to f1 or e2')
ok(not b.has_castling_rights(W), 'OWNTAKE: no castling rights')

# ---------------------------------------------------------------- PAWNODDS first move (1115)
b = chess.Board(); b.remove_piece_at(sq('f2'))
ok(b.parse_san('e4') in b.legal_moves, 'PAWNODDS: with White\'s f2 pawn given, 1. e4 e5 are lawful, White (the giver) moving first')

# ---------------------------------------------------------------- TERRITORY (1111)
b = chess.Board(); b.remove_piece_at(sq('f7'))
for s in ['e3', 'Bd3', 'Qh5']:
    b.turn = W
    b.push(b.parse_san(s))
ok(chess.square_rank(sq('h5')) == 4 and b.piece_at(sq('h5')) == chess.Piece(chess.QUEEN, W), 'TERRITORY: the third first move takes the queen to h5, on the fifth rank: in Black\'s half')
ok(b.is_attacked_by(W, sq('e8')), 'TERRITORY: with f7 given, Qh5 checks the Black king on e8 before Black has moved')

# ---------------------------------------------------------------- EPCHECK unannounced discovered check by en passant (1116, 1129)
FEN['EPCHECK'] = 'r3k3/p2p4/8/4P3/8/8/6PP/4R1K1 b - - 0 1'
b = chess.Board(FEN['EPCHECK'])
ok(b.is_valid() and not b.is_check(), 'EPCHECK: lawful position, Black to move, not in check')
b.push_san('d5')
m = b.parse_san('exd6')
ok(b.is_en_passant(m) and m in b.legal_moves, 'EPCHECK: after 1... d5, exd6 en passant is lawful')
b.push(m)
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('e1')]) and b.piece_at(sq('d5')) is None,
   'EPCHECK: exd6 e.p. moves the pawn off the e-file and gives a discovered check from Re1; the d5 pawn is removed')
m = chess.Move.from_uci('a7a6')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, 'EPCHECK: 2... a6 ignores the check (lawful under the codes, the check being unannounced)')
b.push(m)
m = chess.Move.from_uci('g2g3')
ok(m in b.pseudo_legal_moves and b.is_attacked_by(W, sq('e8')), 'EPCHECK: 3. g3 leaves the check standing; White says "check" with it')

# ---------------------------------------------------------------- EPPINDIAG (1117)
FEN['EPPINDIAG'] = 'k7/2bp4/8/4P3/5K2/8/8/8 b - - 0 1'
b = chess.Board(FEN['EPPINDIAG'])
ok(b.is_valid() and not b.is_check(), 'EPPINDIAG: lawful position, Black to move, White not in check')
b.push_san('d5')
ok(b.is_pinned(W, sq('e5')), 'EPPINDIAG: after 1... d5 the e5 pawn is pinned to the f4 king by Bc7 (c7-d6-e5-f4)')
m = b.parse_san('exd6')
ok(b.is_en_passant(m) and m in b.legal_moves, 'EPPINDIAG: exd6 e.p. is lawful: the pawn moves along the line of the pin and still shields the king on d6')
a = b.copy(); a.push(m)
ok(not a.was_into_check(), 'EPPINDIAG: after exd6 the White king is not in check')

# ---------------------------------------------------------------- KNIGHTPROMO (1118)
FEN['KNIGHTPROMO'] = '8/4P1k1/3q4/8/8/8/8/K7 w - - 0 1'
b = chess.Board(FEN['KNIGHTPROMO'])
ok(b.is_valid() and not b.is_check(), 'KNIGHTPROMO: lawful position, White to move')
m = b.parse_san('e8=N+')
ok(m in b.legal_moves and m.promotion == chess.KNIGHT, 'KNIGHTPROMO: e8=N is lawful')
a = b.copy(); a.push(m)
ok(a.is_check() and sq('d6') in a.attacks(sq('e8')) and sq('g7') in a.attacks(sq('e8')),
   'KNIGHTPROMO: the new knight on e8 checks the king on g7 and attacks the queen on d6 (a fork)')
q = b.copy(); q.push(b.parse_san('e8=Q'))
ok(not q.is_check(), 'KNIGHTPROMO: e8=Q would give no check')

# ---------------------------------------------------------------- EPTOUCH (1121)
FEN['EPTOUCH'] = 'k7/3p4/4n3/4P3/8/8/8/7K b - - 0 1'
b = chess.Board(FEN['EPTOUCH'])
ok(b.is_valid() and not b.is_check(), 'EPTOUCH: lawful position, Black to move')
b.push_san('d5')
F['eptouch_pawn'] = san_list(b, legal_from(b, 'e5'))
ok(F['eptouch_pawn'] == ['exd6'] and b.is_en_passant(b.parse_san('exd6')), 'EPTOUCH: the e5 pawn\'s only lawful move is exd6 en passant (e6 held by the knight)')
ok(b.parse_san('Kg2') in b.legal_moves, 'EPTOUCH: 2. Kg2 is lawful')

# ---------------------------------------------------------------- CONDITION (1122)
FEN['CONDITION'] = '7k/8/6K1/8/8/8/8/1Q6 w - - 0 1'
b = chess.Board(FEN['CONDITION'])
play(b, ['Qb7', 'Kg8'])
ok(not b.is_game_over(), 'CONDITION: 1. Qb7 Kg8 are lawful and the game is not over')

# ---------------------------------------------------------------- FALSECHECKEP (1124)
FEN['FALSECHECKEP'] = '8/8/5k2/8/3p4/8/4P3/4K3 w - - 0 1'
b = chess.Board(FEN['FALSECHECKEP'])
ok(b.is_valid(), 'FALSECHECKEP: lawful position, White to move')
b.push_san('e4')
ok(not b.is_check(), 'FALSECHECKEP: after 1. e4 Black is not in check (the pawn attacks d5 and f5, the king is on f6): "check" is false')
m = b.parse_san('dxe3')
ok(b.is_en_passant(m) and m in b.legal_moves, 'FALSECHECKEP: 1... dxe3 e.p. takes the pawn that "gave check", lawfully')

# ---------------------------------------------------------------- PINCASTLE (1130)
FEN['PINCASTLE'] = '8/8/2k5/1b6/B7/8/6PP/4K2R w K - 0 1'
b = chess.Board(FEN['PINCASTLE'])
ok(b.is_valid() and not b.is_check(), 'PINCASTLE: lawful position, White to move, not in check')
ok(b.is_pinned(B, sq('b5')), 'PINCASTLE: Black\'s bishop b5 is pinned to its king on c6 by Ba4')
ok(att(b, B, 'f1') and sq('f1') in b.attacks(sq('b5')), 'PINCASTLE: the pinned bishop still attacks f1 (b5-c4-d3-e2-f1)')
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, 'PINCASTLE: O-O is unlawful: the king passes over f1, which is attacked')
F['pincastle_king'] = san_list(b, king_moves(b, castling=False))
ok(F['pincastle_king'] == ['Kd1', 'Kd2', 'Kf2'], 'PINCASTLE: the king\'s lawful moves are Kd1, Kd2, Kf2 (e2 and f1 are attacked by the bishop)')
F['pincastle_rook'] = san_list(b, legal_from(b, 'h1'))
ok(F['pincastle_rook'] == ['Rf1', 'Rg1'], 'PINCASTLE: the rook may go to f1 or g1')

print(N[0], 'assertions passed')
for k in sorted(F): print(k, F[k] if k != 'fifty_record' else len(F[k]))
