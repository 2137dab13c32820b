"""Findings of fact for the eighth set, asserted with python-chess, and every expected move list
(computed here from python-chess's legal moves, sorted by from-square then to-square, as the
earlier sets sorted them). Run: python3 tools/facts.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves

F = {}      # move lists, by name
N = [0]     # assertions made

def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)

def att(b, color, s): return b.is_attacked_by(color, sq(s))

# ---------------------------------------------------------------- PINSLIDE (801, 809, 823)
PINSLIDE = '1k6/pp4b1/8/8/3B4/8/P1P5/K7 w - - 0 1'
b = chess.Board(PINSLIDE)
ok(b.is_pinned(chess.WHITE, sq('d4')), 'PINSLIDE: the d4 bishop is pinned to a1 by Bg7')
m = b.parse_san('Be5')
ok(m in b.legal_moves, 'PINSLIDE: Bd4-e5 is lawful (it stays on the line of the pin)')
b.push(m)
ok(b.is_check(), 'PINSLIDE: after Be5 the Black king on b8 is in check (a real check)')
ok(not b.was_into_check(), 'PINSLIDE: Be5 does not leave the White king in check')
ok(not att(b, chess.BLACK, 'a1'), 'PINSLIDE: after Be5 nothing of Black attacks a1')
ok(b.is_pinned(chess.WHITE, sq('e5')), 'PINSLIDE: the checking bishop is still pinned, and still checks')
ok(b.parse_san('Kc8') in b.legal_moves, 'PINSLIDE: 1... Kc8 is a lawful answer')

# ---------------------------------------------------------------- PINPAWN (805, 813, 820)
PINPAWN = '7k/pp4p1/5B2/8/8/8/PP6/6K1 b - - 0 1'
b = chess.Board(PINPAWN)
ok(b.is_pinned(chess.BLACK, sq('g7')), 'PINPAWN: the g7 pawn is pinned to h8 by Bf6')
F['pawn_g7'] = san_list(b, legal_from(b, 'g7'))
ok(F['pawn_g7'] == ['gxf6'], 'PINPAWN: the pinned pawn can still be played: gxf6 takes the pinner')
ok(chess.Move.from_uci('g7g6') not in b.legal_moves, 'PINPAWN: g7-g6 would expose the king')
ok(b.parse_san('Kg8') in b.legal_moves, 'PINPAWN: Kg8 is a lawful move (the move Black made instead)')

# ---------------------------------------------------------------- SCREEN (803, 810, 815, 819, 829)
SCREEN = '7k/7P/5K2/8/8/8/8/3R4 w - - 0 1'
b = chess.Board(SCREEN)
b.push_san('Rh1')
ok(not b.is_check(), 'SCREEN: after Rh1 the h8 king is not in check: the h7 pawn screens the rook')
ok(not b.is_checkmate(), 'SCREEN: it is not mate')
ok(b.is_stalemate(), 'SCREEN: Black, to move, has no lawful move: stalemate')
ok(att(b, chess.WHITE, 'g8') and b.attackers(chess.WHITE, sq('g8')) == chess.SquareSet([sq('h7')]),
   'SCREEN: g8 is attacked by the h7 pawn alone')
ok(att(b, chess.WHITE, 'g7'), 'SCREEN: g7 is attacked (by the f6 king)')
ok(sq('h1') in b.attackers(chess.WHITE, sq('h7')), 'SCREEN: the h7 pawn is guarded by the h1 rook, so Kxh7 is barred')
ok(not b.attackers(chess.WHITE, sq('h8')), 'SCREEN: nothing attacks h8')

# ---------------------------------------------------------------- PAWNE2 castling (817, 821, 827)
PAWNE2 = '4r1k1/5ppp/8/8/8/8/4pPPP/4K2R w K - 0 1'
b = chess.Board(PAWNE2)
ok(not b.is_check(), 'PAWNE2: the e1 king is not in check (a pawn does not attack straight ahead)')
ok(att(b, chess.BLACK, 'f1') and b.attackers(chess.BLACK, sq('f1')) == chess.SquareSet([sq('e2')]),
   'PAWNE2: f1, the square the king passes, is attacked by the e2 pawn alone')
ok(not att(b, chess.BLACK, 'g1'), 'PAWNE2: g1 is not attacked')
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, 'PAWNE2: O-O is not lawful')
ok(b.has_kingside_castling_rights(chess.WHITE), 'PAWNE2: neither king nor rook has moved')
F['pawne2_king'] = san_list(b, king_moves(b, castling=False))
ok(F['pawne2_king'] == ['Kd2'], 'PAWNE2: the king\'s only lawful move is Kd2 (d1 and f1 attacked, e2 guarded by Re8)')
F['pawne2_rook'] = san_list(b, legal_from(b, 'h1'))
ok(F['pawne2_rook'] == ['Rf1', 'Rg1'], 'PAWNE2: the rook can go to f1 or g1')

# ---------------------------------------------------------------- KINGPAWN false king move (811, 814)
KINGPAWN = '6k1/pp6/8/4p3/8/4K3/PP6/8 w - - 0 1'
b = chess.Board(KINGPAWN)
ok(chess.Move.from_uci('e3d4') not in b.legal_moves and att(b, chess.BLACK, 'd4'),
   'KINGPAWN: Ke3-d4 steps onto a square the e5 pawn attacks: a false move')
ok(not att(b, chess.BLACK, 'e4'), 'KINGPAWN: e4, straight in front of the pawn, is not attacked')
F['kingpawn_king'] = san_list(b, king_moves(b))
ok(F['kingpawn_king'] == ['Kd2', 'Ke2', 'Kf2', 'Kd3', 'Kf3', 'Ke4'], 'KINGPAWN: the king\'s lawful moves from e3')

# ---------------------------------------------------------------- PINGUARD (812, 828)
PINGUARD = '4k3/pp6/8/8/8/4n3/PP4b1/4R1K1 w - - 0 1'
b = chess.Board(PINGUARD)
ok(not b.is_check(), 'PINGUARD: White is not in check')
ok(b.is_pinned(chess.BLACK, sq('e3')), 'PINGUARD: the e3 knight is pinned to e8 by Re1')
ok(sq('e3') in b.attackers(chess.BLACK, sq('g2')), 'PINGUARD: the pinned knight still guards g2')
caps = [m for m in b.legal_moves if m.to_square == sq('g2')]
ok(caps == [], 'PINGUARD: the touched g2 bishop cannot be lawfully taken (Kxg2 would put the king in check)')
F['pinguard_king'] = san_list(b, king_moves(b))
ok(F['pinguard_king'] == ['Kf2', 'Kh2'], 'PINGUARD: the king can move to f2 or h2 (f1, h1 attacked)')

# ---------------------------------------------------------------- ROOKDIAG illegal capture (804)
ROOKDIAG = '7k/6pp/8/5b2/8/3N4/1pK5/R7 w - - 0 1'
b = chess.Board(ROOKDIAG)
ok(not b.is_check(), 'ROOKDIAG: White is not in check (the b2 pawn attacks a1 and c1)')
ok(chess.Move.from_uci('a1b2') not in b.pseudo_legal_moves, 'ROOKDIAG: Ra1xb2 is a diagonal move: false')
ok(b.is_pinned(chess.WHITE, sq('d3')), 'ROOKDIAG: the d3 knight, which attacks b2, is pinned by Bf5')
ok(sq('d3') in b.attackers(chess.WHITE, sq('b2')), 'ROOKDIAG: the pinned knight attacks b2 but may not take')
F['rookdiag_cap'] = san_list(b, [m for m in b.legal_moves if m.to_square == sq('b2')])
ok(F['rookdiag_cap'] == ['Kxb2'], 'ROOKDIAG: the only lawful capture of b2 is by the king')
F['rookdiag_rook'] = san_list(b, legal_from(b, 'a1'))
ok(len(F['rookdiag_rook']) == 14, 'ROOKDIAG: the rook has fourteen lawful moves')

# ---------------------------------------------------------------- FALSECHECK window (806, 816)
FALSECHECK = '6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1'
b = chess.Board(FALSECHECK)
b.push_san('Qd5')
ok(not b.is_check(), 'FALSECHECK: 1. Qd5 gives no check (f7 blocks the diagonal)')
ok(b.parse_san('Kh8') in b.legal_moves, 'FALSECHECK: 1... Kh8 is lawful')

# ---------------------------------------------------------------- BISHOPTAKE (808)
BISHOPTAKE = '3q2k1/5ppp/8/8/8/1B6/5PPP/3R2K1 w - - 0 1'
b = chess.Board(BISHOPTAKE)
b.push_san('Bd5')
ok(not b.is_check(), 'BISHOPTAKE: 1. Bd5 gives no check (f7 blocks)')
ok(sq('d1') in b.attackers(chess.WHITE, sq('d5')), 'BISHOPTAKE: the d5 bishop is guarded by the d1 rook')
ok(b.parse_san('Qxd5') in b.legal_moves, 'BISHOPTAKE: 1... Qxd5 is lawful')

# ---------------------------------------------------------------- PINNEDKNIGHTCHECK (818)
PKC = '6k1/p4ppp/1b6/3N4/7K/8/8/4R3 b - - 0 1'
b = chess.Board(PKC)
b.push_san('Bd8')
ok(b.is_check(), 'PKC: 1... Bd8 checks the h4 king')
b.push_san('Nf6')
ok(b.is_check(), 'PKC: 2. Nf6 parries and checks g8')
ok(b.is_pinned(chess.WHITE, sq('f6')), 'PKC: the checking knight is pinned to h4 by Bd8, and still checks')
F['pkc_parries'] = san_list(b, list(b.legal_moves))
ok(F['pkc_parries'] == ['gxf6', 'Bxf6+', 'Kf8', 'Kh8'], 'PKC: Black\'s lawful answers to the check')
m = b.parse_san('a6') if False else chess.Move.from_uci('a7a6')
ok(m not in b.legal_moves and m in b.pseudo_legal_moves, 'PKC: 2... a6 ignores the check (pseudo-legal only)')
b.push(m)
r = b.parse_san('Re3')
ok(r in b.legal_moves, 'PKC: 3. Re3 is lawful')
b.push(r)
ok(b.is_check() and not b.is_checkmate(), 'PKC: after 3. Re3 Black is still in check from the knight, and not mated: the warning is true')

# ---------------------------------------------------------------- QUEENJUMP (825)
QJ = '7k/6pp/3p4/8/8/8/5PPP/3Q2K1 w - - 0 1'
b = chess.Board(QJ)
m = chess.Move.from_uci('d1d8')
ok(m not in b.pseudo_legal_moves, 'QUEENJUMP: Qd1-d8 jumps the d6 pawn: a false move')
b.remove_piece_at(sq('d1')); b.set_piece_at(sq('d8'), chess.Piece(chess.QUEEN, chess.WHITE)); b.turn = chess.BLACK
ok(b.is_checkmate(), 'QUEENJUMP: with the queen left on d8, Black is mated')

# ---------------------------------------------------------------- MISPLACED e3 pawn (826)
MIS = 'rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 1'
b = chess.Board(MIS)
for s in ['d4', 'd5', 'Nf3', 'Nf6', 'Bd3', 'e6', 'O-O', 'Be7']:
    b.push_san(s)
ok(b.piece_at(sq('e4')) is None and b.piece_at(sq('e5')) is None, 'MISPLACED: e4 and e5 are empty: nothing is jumped')
ok(b.fullmove_number == 5, 'MISPLACED: both players have played four moves before 5. e3-e5')
ok(chess.Move.from_uci('e3e5') not in b.legal_moves, 'MISPLACED: python-chess (rank-based) calls e3-e5 illegal')

# ---------------------------------------------------------------- FIFTY (822)
FIFTY = '7k/8/6K1/8/8/8/8/1Q6 b - - 0 1'
b = chess.Board(FIFTY)
ok(not b.is_check(), 'FIFTY: Black is not in check at the notice')
b.push_san('Kg8'); b.push_san('Qb8')
ok(b.is_checkmate(), 'FIFTY: 2. Qb8 mates, on White\'s first move after the notice')

# ---------------------------------------------------------------- MOVEDADV (830)
MOVEDADV = '6k1/pp3ppp/5n2/8/8/8/PP3PPP/4R1K1 w - - 0 1'
b = chess.Board(MOVEDADV)
ok(not any(m.to_square == sq('f6') for m in b.legal_moves), 'MOVEDADV: no White man can lawfully take the knight on f6')
F['movedadv_king'] = san_list(b, king_moves(b))
ok(F['movedadv_king'] == ['Kf1', 'Kh1'], 'MOVEDADV: the king can go to f1 or h1')
ok(chess.Move.from_uci('f6e4') in chess.Board(MOVEDADV.replace(' w ', ' b ')).legal_moves,
   'MOVEDADV: f6-e4 would be a lawful move for the knight\'s owner')

# ---------------------------------------------------------------- STALEPAWN (807)
SP = '7k/5Kpp/7P/4B3/8/8/8/8 w - - 0 1'
b = chess.Board(SP)
b.push_san('Bf6')
ok(not b.is_check(), 'STALEPAWN: after 1. Bf6 Black is not in check')
ok(b.is_pinned(chess.BLACK, sq('g7')), 'STALEPAWN: the g7 pawn is pinned to h8 by Bf6')
ok(not b.is_stalemate(), 'STALEPAWN: it is not stalemate')
ok(san_list(b, list(b.legal_moves)) == ['gxf6'], 'STALEPAWN: Black\'s one lawful move is gxf6, the pinned pawn taking its pinner')

print(N[0], 'assertions passed')
for k in sorted(F): print(k, F[k])
