"""Findings of fact for the ninth set, asserted with python-chess, and every expected move list
(computed here from python-chess's legal moves, sorted by from-square then to-square, promotions
in python-chess order, as the earlier sets sorted them). Run: python3 tools/facts.py"""
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

# ---------------------------------------------------------------- CASTLECHECK (901, 907, 911, 915)
FEN['CASTLECHECK'] = '5k2/pp4pp/8/8/8/8/PP4PP/3QK2R w K - 0 1'
b = chess.Board(FEN['CASTLECHECK'])
m = b.parse_san('O-O')
ok(m in b.legal_moves, 'CASTLECHECK: O-O is lawful (king and rook unmoved, f1 and g1 empty and unattacked, no check)')
ok(not b.is_check(), 'CASTLECHECK: the White king is not in check before castling')
ok(b.san(m) == 'O-O+', 'CASTLECHECK: python-chess writes the castling as O-O+: it gives check')
b.push(m)
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('f1')]),
   'CASTLECHECK: after O-O the f8 king is in check from the rook on f1, and from nothing else')
ok(not b.is_checkmate(), 'CASTLECHECK: it is not mate')
F['castlecheck_parries'] = san_list(b, list(b.legal_moves))
ok(F['castlecheck_parries'] == ['Ke7', 'Ke8', 'Kg8'], 'CASTLECHECK: Black\'s lawful answers to the check: Ke7, Ke8, Kg8')
a6 = chess.Move.from_uci('a7a6')
ok(a6 in b.pseudo_legal_moves and a6 not in b.legal_moves, 'CASTLECHECK: 1... a6 ignores the check (pseudo-legal only)')
b.push(a6)
q = b.parse_san('Qd6+')
ok(q in b.legal_moves, 'CASTLECHECK: 2. Qd6 is lawful for White')
b.push(q)
ok(b.is_check() and sq('d6') in b.checkers() and sq('f1') in b.checkers(),
   'CASTLECHECK: after 2. Qd6 the f8 king is in check from the queen as well as the rook: "Check" is true')

# ---------------------------------------------------------------- FALSECHECK late (902)
FEN['FALSECHECK'] = '6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1'
b = chess.Board(FEN['FALSECHECK'])
b.push_san('Qd5')
ok(not b.is_check(), 'FALSECHECK: 1. Qd5 gives no check (the f7 pawn closes the diagonal)')
b.push_san('Kh8')
h3 = b.parse_san('h3')
ok(h3 in b.legal_moves, 'FALSECHECK: 2. h3 is lawful: White completes his next move')
b.push(h3)

# ---------------------------------------------------------------- TOUCHKING (903, 908)
FEN['TOUCHKING'] = '4k3/pp3ppp/8/8/8/8/PPPPPPPP/3QK2R w K - 0 1'
b = chess.Board(FEN['TOUCHKING'])
F['touchking'] = san_list(b, legal_from(b, 'e1'))
ok(F['touchking'] == ['Kf1', 'O-O'], 'TOUCHKING: the touched king has two lawful moves, Kf1 and castling')
ok(b.parse_san('a3') in b.legal_moves, 'TOUCHKING: 1. a3 (the move played instead) is lawful')

# ---------------------------------------------------------------- JUMPSTEP (904, 920, 926)
FEN['JUMPSTEP'] = '6k1/5ppp/8/1b6/8/4B3/4PPPP/6K1 w - - 0 1'
b = chess.Board(FEN['JUMPSTEP'])
ok(b.piece_at(sq('e3')) == chess.Piece(chess.BISHOP, chess.WHITE), 'JUMPSTEP: White\'s own bishop stands on e3')
ok(chess.Move.from_uci('e2e4') not in b.pseudo_legal_moves, 'JUMPSTEP: e2-e4 jumps the bishop on e3: a false move')
ok(legal_from(b, 'e2') == [], 'JUMPSTEP: the e2 pawn has no lawful move at all (e3 is its own bishop; nothing to take)')
ok(not att(b, chess.BLACK, 'f1'), 'JUMPSTEP: before the false move f1 is not attacked (the e2 pawn screens it from Bb5)')
F['jumpstep_king'] = san_list(b, king_moves(b))
ok(F['jumpstep_king'] == ['Kf1', 'Kh1'], 'JUMPSTEP: in the position before the false move the king may go to f1 or h1')
a = b.copy(); apply_raw(a, 'e2e4')
a.turn = chess.WHITE
ok(att(a, chess.BLACK, 'f1'), 'JUMPSTEP: with the pawn left on e4, Bb5 would attack f1 (Kf1 would then be unlawful)')

# ---------------------------------------------------------------- FIFTY R+B v R (905, 922, 929)
FEN['FIFTY'] = '7k/8/7r/8/8/8/1R6/KB6 b - - 0 1'
b = chess.Board(FEN['FIFTY'])
ok(not b.is_check(), 'FIFTY: Black is not in check at the notice')
mat = sorted(p.symbol() for p in b.piece_map().values())
ok(mat == sorted('KRBkr'), 'FIFTY: White has king, rook and bishop; Black king and rook; no pawns')
moves = []
for i in range(50):
    for s in (['Kg8', 'Ka2'] if i % 2 == 0 else ['Kh8', 'Ka1']):
        m = b.parse_san(s)
        ok(m in b.legal_moves and not b.is_capture(m), f'FIFTY: {s} (move {i + 1} after the notice) is lawful and takes nothing') if i in (0, 1, 49) else None
        assert m in b.legal_moves and not b.is_capture(m)
        b.push(m); moves.append(s)
        assert not b.is_checkmate()
ok(len(moves) == 100, 'FIFTY: fifty moves on each side are played after the notice, Black first')
ok(not b.is_checkmate() and not b.is_check(), 'FIFTY: after White\'s fiftieth move there is no mate (and no check)')
ok(all(sorted(p.symbol() for p in b.piece_map().values()) == mat for _ in [0]), 'FIFTY: no man was taken')
F['fifty_record'] = moves

# ---------------------------------------------------------------- TWOMOVES (906)
b = chess.Board()
for s in ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']:
    b.push_san(s)
b.turn = chess.WHITE
ok(chess.Move.from_uci('e1g1') in b.legal_moves, 'TWOMOVES: had it been White\'s turn, O-O would have been lawful (a second move, in succession)')

# ---------------------------------------------------------------- HEMMED stalemate (909, 914, 924)
FEN['HEMMED'] = '4Kb1k/4p1p1/4P1P1/8/8/8/8/8 w - - 0 1'
b = chess.Board(FEN['HEMMED'])
ok(b.is_valid(), 'HEMMED: the position is lawful')
m = b.parse_san('Kf7')
ok(m in b.legal_moves, 'HEMMED: 1. Kf7 is lawful')
b.push(m)
ok(not b.is_check(), 'HEMMED: after 1. Kf7 Black is not in check')
ok(b.is_stalemate(), 'HEMMED: Black has no lawful move: stalemate')
ok(not list(b.pseudo_legal_moves.__iter__()) or all(mm.from_square == sq('h8') for mm in b.pseudo_legal_moves),
   'HEMMED: the f8 bishop and the e7, g7 pawns cannot move at all (not even pseudo-legally): they are hemmed, not pinned')
ok(not b.is_pinned(chess.BLACK, sq('f8')), 'HEMMED: the bishop is not pinned')
ok(att(b, chess.WHITE, 'g8') and att(b, chess.WHITE, 'h7'), 'HEMMED: g8 (the f7 king) and h7 (the g6 pawn) are attacked')

# ---------------------------------------------------------------- SELFEXPOSE (910)
FEN['SELFEXPOSE'] = 'k3r3/8/8/8/8/8/3PBP2/4K3 w - - 0 1'
b = chess.Board(FEN['SELFEXPOSE'])
ok(b.is_valid() and not b.is_check(), 'SELFEXPOSE: the position is lawful, no check')
ok(b.is_pinned(chess.WHITE, sq('e2')), 'SELFEXPOSE: the e2 bishop is pinned to e1 by Re8')
m = chess.Move.from_uci('e2f3')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, 'SELFEXPOSE: Be2-f3 exposes the White king: unlawful')
a = b.copy(); a.push(m)
ok(a.is_check(), 'SELFEXPOSE: Bf3 gives check to the a8 king along the long diagonal')
ok(a.was_into_check(), 'SELFEXPOSE: and leaves the White king attacked by Re8')
F['selfexpose_king'] = san_list(b, king_moves(b))
ok(F['selfexpose_king'] == ['Kd1', 'Kf1'], 'SELFEXPOSE: in the position before the move the king may go to d1 or f1')

# ---------------------------------------------------------------- ROOKJUMP (912, 916, 927)
FEN['ROOKJUMP'] = 'r7/1P5k/8/8/P1b5/8/5PPP/R5K1 w - - 0 1'
b = chess.Board(FEN['ROOKJUMP'])
ok(b.is_valid() and not b.is_check(), 'ROOKJUMP: the position is lawful and White is not in check')
ok(chess.Move.from_uci('a1a8') not in b.pseudo_legal_moves, 'ROOKJUMP: Ra1xa8 jumps White\'s own a4 pawn: a false move')
caps = [m for m in b.legal_moves if m.to_square == sq('a8')]
F['rookjump_cap'] = san_list(b, caps)
ok(F['rookjump_cap'] == ['bxa8=Q', 'bxa8=R', 'bxa8=B', 'bxa8=N'],
   'ROOKJUMP: the only man that can lawfully take a8 is the b7 pawn, promoting (queen, rook, bishop or knight)')
F['rookjump_rook'] = san_list(b, legal_from(b, 'a1'))
ok(F['rookjump_rook'] == ['Rb1', 'Rc1', 'Rd1', 'Re1', 'Rf1', 'Ra2', 'Ra3'], 'ROOKJUMP: the rook\'s lawful moves from a1')
ok(att(b, chess.BLACK, 'f1'), 'ROOKJUMP: f1 is attacked by Bc4')
F['rookjump_king'] = san_list(b, king_moves(b))
ok(F['rookjump_king'] == ['Kh1'], 'ROOKJUMP: the king\'s only lawful move is Kh1')

# ---------------------------------------------------------------- RATTACKED castling (913, 919, 925)
FEN['RATTACKED'] = '6k1/pp3ppp/2b5/8/8/8/PP3P1P/4K2R w K - 0 1'
b = chess.Board(FEN['RATTACKED'])
ok(att(b, chess.BLACK, 'h1') and b.attackers(chess.BLACK, sq('h1')) == chess.SquareSet([sq('c6')]),
   'RATTACKED: the h1 rook is attacked by the c6 bishop')
ok(not b.is_check(), 'RATTACKED: the king is not in check')
ok(not att(b, chess.BLACK, 'f1') and not att(b, chess.BLACK, 'g1'), 'RATTACKED: f1 and g1 are not attacked')
ok(chess.Move.from_uci('e1g1') in b.legal_moves, 'RATTACKED: O-O is lawful')

# ---------------------------------------------------------------- TWOSTEPS en passant (917, 923, 930)
FEN['TWOSTEPS'] = '6k1/5ppp/8/8/4p3/3P4/5PPP/6K1 w - - 0 1'
b = chess.Board(FEN['TWOSTEPS'])
ok(b.piece_at(sq('d2')) is None and b.piece_at(sq('d3')) == chess.Piece(chess.PAWN, chess.WHITE),
   'TWOSTEPS: the d-pawn stands on d3: it has moved before')
b.push_san('d4')
ok(b.ep_square is None, 'TWOSTEPS: 1. d4 is a single step: no en passant square')
ep = chess.Move.from_uci('e4d3')
ok(ep not in b.pseudo_legal_moves, 'TWOSTEPS: e4xd3 "en passant" is not a move')
F['twosteps_pawn'] = san_list(b, legal_from(b, 'e4'))
ok(F['twosteps_pawn'] == ['e3'], 'TWOSTEPS: the e4 pawn\'s only lawful move is e3')
F['twosteps_king'] = san_list(b, king_moves(b))
ok(F['twosteps_king'] == ['Kf8', 'Kh8'], 'TWOSTEPS: the Black king may go to f8 or h8')

# ---------------------------------------------------------------- OWNPAWN (918)
FEN['OWNPAWN'] = '4r1k1/5ppp/b7/8/8/8/3P1PPP/2B3K1 w - - 0 1'
b = chess.Board(FEN['OWNPAWN'])
ok(b.piece_at(sq('d2')) == chess.Piece(chess.PAWN, chess.WHITE), 'OWNPAWN: d2 holds White\'s own pawn')
ok(chess.Move.from_uci('c1d2') not in b.pseudo_legal_moves, 'OWNPAWN: Bc1xd2 takes White\'s own man: no lawful move')
ok(att(b, chess.BLACK, 'f1'), 'OWNPAWN: f1 is attacked by Ba6')
F['ownpawn_king'] = san_list(b, king_moves(b))
ok(F['ownpawn_king'] == ['Kh1'], 'OWNPAWN: the king\'s only lawful move is Kh1')

# ---------------------------------------------------------------- UNKNOWN check (921)
FEN['UNKNOWN'] = '4k3/pp3ppp/8/1B6/8/8/PP3PPP/4K3 b - - 0 1'
b = chess.Board(FEN['UNKNOWN'])
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('b5')]), 'UNKNOWN: the record begins with Black to move, in check from Bb5')
ok(not b.is_checkmate(), 'UNKNOWN: it is not mate')

# ---------------------------------------------------------------- SECONDQ (928)
FEN['SECONDQ'] = '6k1/2P2pp1/7p/8/8/8/5PPP/3Q2K1 w - - 0 1'
b = chess.Board(FEN['SECONDQ'])
ok(len(b.pieces(chess.QUEEN, chess.WHITE)) == 1, 'SECONDQ: White has a queen on the board')
m = b.parse_san('c8=Q')
ok(m in b.legal_moves and b.san(m) == 'c8=Q+', 'SECONDQ: c8=Q is lawful and gives check')
b.push(m)
ok(len(b.pieces(chess.QUEEN, chess.WHITE)) == 2, 'SECONDQ: after it White has two queens')
ok(not b.is_checkmate() and b.parse_san('Kh7') in b.legal_moves, 'SECONDQ: it is not mate: Kh7')

print(N[0], 'assertions passed')
for k in sorted(F): print(k, F[k] if k != 'fifty_record' else len(F[k]))
