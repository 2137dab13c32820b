"""Findings of fact for the twelfth set, asserted with python-chess, and every expected move list
(computed here from python-chess's legal moves in the position the remedy starts from, sorted by
from-square then to-square, promotions in python-chess order, as the earlier sets sorted them).
Where the codes' history rule differs from python-chess's board-only view (a pawn's two-square
step is lawful only at the pawn's first move), the list is filtered and the filter asserted.
Run: python3 tools/facts.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

F = {}      # move lists and generated records, by name
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
def pseudo(b, uci):
    """push a move that is pseudo-legal (it ignores an unannounced check) but not legal"""
    m = chess.Move.from_uci(uci)
    assert m in b.pseudo_legal_moves and m not in b.legal_moves, uci
    b.push(m)
    return b
W, B = chess.WHITE, chess.BLACK
STD = chess.Board()

# ================================================================ TOUCHOUT (1201): White touches Black's knight in Black's turn
b = chess.Board()
play(b, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'])
ok(b.turn == B, 'TOUCHOUT: after 1. e4 e5 2. Nf3 Nc6 3. Bb5 it is Black\'s turn, not White\'s')
ok(b.piece_at(sq('c6')) == chess.Piece(chess.KNIGHT, B) and sq('b5') in b.attackers(W, sq('c6')),
   'TOUCHOUT: the man White touches is Black\'s knight on c6, which White\'s b5 bishop attacks (it would be en prise in White\'s turn)')

# ================================================================ ALTERNATE (1202): Black begins the next game of the sitting
b = chess.Board(); b.turn = B
ok(b.parse_san('e5') in b.legal_moves, 'ALTERNATE: from the standard array with Black to begin, 1... e5 is lawful')

# ================================================================ FIFTYQ (1203): queen against king, mate on White's fiftieth move
FEN['FIFTYQ'] = '7k/8/6K1/8/8/8/8/2Q5 b - - 0 1'
b = chess.Board(FEN['FIFTYQ'])
ok(b.is_valid() and not b.is_check() and sorted(p.symbol() for p in b.piece_map().values()) == sorted('KQk'),
   'FIFTYQ: king and queen against the king; Black (the defender) to move, not in check, when he gives notice')
rec = []
for i in range(99):
    if b.turn == B:
        s = 'Kg8' if b.king(B) == sq('h8') else 'Kh8'
    else:
        s = 'Qb1' if b.piece_at(sq('c1')) else 'Qc1'
    m = b.parse_san(s)
    assert m in b.legal_moves and not b.is_capture(m), s
    b.push(m); rec.append(s)
    assert not b.is_check() and not b.is_checkmate() and not b.is_stalemate(), (i, s)
ok(len(rec[0::2]) == 50 and len(rec[1::2]) == 49,
   'FIFTYQ: after the notice Black plays fifty moves and White forty-nine, with no capture, no check, no mate and no stalemate')
mate = [m for m in b.legal_moves if (lambda c: (c.push(m), c.is_checkmate())[1])(b.copy())]
ok(b.turn == W and len(mate) >= 1, 'FIFTYQ: White, to play his fiftieth move since the notice, has a mate')
s = b.san(sorted(mate, key=lambda m: (m.from_square, m.to_square))[0])
b.push(b.parse_san(s)); rec.append(s)
ok(b.is_checkmate() and len(rec[1::2]) == 50, f'FIFTYQ: White\'s fiftieth move, {s}, is mate (fifty moves each exactly)')
F['fiftyq_record'] = rec

# ================================================================ MISLED (1204): false move, false "check", misled king move
FEN['MISLED'] = '6k1/5ppp/8/8/8/8/PP1P1PPP/2B3K1 w - - 0 1'
b = chess.Board(FEN['MISLED'])
ok(b.is_valid() and not b.is_check(), 'MISLED: lawful position, White to move, not in check')
m = chess.Move.from_uci('c1g5')
ok(m not in b.pseudo_legal_moves and b.piece_at(sq('d2')) == chess.Piece(chess.PAWN, W),
   'MISLED: Bc1-g5 leaps White\'s own pawn on d2: a false move')
a = b.copy(); apply_raw(a, 'c1g5')
ok(not a.is_check(), 'MISLED: with the bishop on g5 Black\'s king on g8 is not in check, so the "check" said is false')
m = a.parse_san('Kh8')
ok(m in a.legal_moves, 'MISLED: 1... Kh8, made in consequence of the false "check", is itself a lawful move')

# ================================================================ KNIGHTODDS (1205): the giver takes off his king's knight
b = chess.Board(); b.remove_piece_at(sq('g1'))
ok(b.parse_san('e4') in b.legal_moves and b.piece_at(sq('b1')) == chess.Piece(chess.KNIGHT, W),
   'KNIGHTODDS: with the g1 knight given, the b1 knight stands and 1. e4 is lawful')

# ================================================================ PINQUEEN (1206): a pinned queen gives "mate"
FEN['PINQUEEN'] = '6k1/5ppp/8/8/8/8/6PP/r1Q4K w - - 0 1'
b = chess.Board(FEN['PINQUEEN'])
ok(b.is_valid() and not b.is_check(), 'PINQUEEN: lawful position, White to move, not in check')
ok(b.is_pinned(W, sq('c1')), 'PINQUEEN: White\'s queen on c1 is pinned to his king on h1 by the a1 rook')
m = chess.Move.from_uci('c1c8')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, 'PINQUEEN: Qc1-c8 is a queen\'s move in shape, but unlawful: it exposes White\'s king')
a = b.copy(); a.push(m)
ok(a.is_checkmate(), 'PINQUEEN: on the board, after Qc8 Black is checked and has no move that meets the check: a "mate" in shape')
ok(a.is_attacked_by(B, sq('h1')), 'PINQUEEN: after Qc8 White\'s own king stands in check from the a1 rook')
F['pinqueen_queen'] = san_list(b, legal_from(b, 'c1'))
ok(F['pinqueen_queen'] == ['Qxa1', 'Qb1', 'Qd1', 'Qe1', 'Qf1', 'Qg1'],
   'PINQUEEN: back on c1 the queen\'s lawful ("natural") moves are along the first rank only: Qxa1, Qb1, Qd1, Qe1, Qf1, Qg1')
F['pinqueen_king'] = san_list(b, king_moves(b))
ok(F['pinqueen_king'] == ['Kg1'], 'PINQUEEN: the king\'s only lawful move is Kg1 (the queen on c1 screens g1 from the rook)')

# ================================================================ TOUCHFIRST (1207): Black touches his knight before the false "check"
b = chess.Board()
play(b, ['e4', 'e5', 'Bc4'])
ok(not b.is_check(), 'TOUCHFIRST: after 2. Bc4 Black is not in check, so White\'s "check" is false')
F['touchfirst_knight'] = san_list(b, legal_from(b, 'g8'))
ok(F['touchfirst_knight'] == ['Nf6', 'Nh6', 'Ne7'], 'TOUCHFIRST: the touched g8 knight\'s lawful moves are Nf6, Nh6 and Ne7')
ok(b.parse_san('d6') in b.legal_moves, 'TOUCHFIRST: 2... d6, the move Black played instead, is lawful')

# ================================================================ CASTLECHECK (1208): castling into check, the rook gives check
FEN['CASTLECHECK'] = '5k2/8/8/2b5/8/8/8/4K2R w K - 0 1'
b = chess.Board(FEN['CASTLECHECK'])
ok(b.is_valid() and not b.is_check(), 'CASTLECHECK: lawful position, White to move, not in check')
m = chess.Move.from_uci('e1g1')
c = b.copy(); c.remove_piece_at(sq('c5'))
ok(b.is_castling(m) and m not in b.legal_moves and m in c.legal_moves and not att(b, B, 'f1') and att(b, B, 'g1'),
   'CASTLECHECK: O-O is unlawful only because the king lands on g1, attacked by the c5 bishop (f1 is not attacked; without the bishop it is lawful)')
a = b.copy(); apply_raw(a, 'e1g1')
ok(a.is_check() and a.checkers() == chess.SquareSet([sq('f1')]), 'CASTLECHECK: after castling, the rook on f1 checks Black\'s king on f8')
ok(sq('c5') in a.attackers(B, sq('g1')), 'CASTLECHECK: and White\'s own king on g1 stands in check from the c5 bishop')
F['castlecheck_king'] = san_list(b, king_moves(b))
ok(F['castlecheck_king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2'], 'CASTLECHECK: the king\'s lawful moves are Kd1, Kf1, Kd2, Ke2 (f2 and g1 are attacked; no castling)')

# ================================================================ SMOTHER (1209): an unannounced smothered mate, ignored, then warned
FEN['SMOTHER'] = '6rk/p5pp/8/6N1/8/8/6PP/6K1 w - - 0 1'
b = chess.Board(FEN['SMOTHER'])
ok(b.is_valid() and not b.is_check(), 'SMOTHER: lawful position, White to move')
b.push_san('Nf7')
ok(b.is_checkmate(), 'SMOTHER: 1. Nf7 is mate (smothered): Black has no move that meets the check')
mate_pos = b.copy()
pseudo(b, 'a7a6')
ok(b.was_into_check(), 'SMOTHER: 1... a6 only ignores the check (pseudo-legal), which the codes allow while it is unannounced')
m = b.parse_san('h3')
ok(m in b.pseudo_legal_moves, 'SMOTHER: 2. h3 is a pawn move in shape; White says "check" with it')
b.push(m); b.pop(); b.pop()
ok(b.board_fen() == mate_pos.board_fen() and b.is_checkmate(), 'SMOTHER: with both last moves retracted the position is the mate after 1. Nf7')

# ================================================================ CASTLED (1210): untakeable adversary pawn touched, then castled
FEN['CASTLED'] = '4k3/p7/8/8/8/8/5PPP/4K2R w K - 0 1'
b = chess.Board(FEN['CASTLED'])
ok(b.is_valid() and not b.is_check(), 'CASTLED: lawful position, White to move')
ok(not b.attackers(W, sq('a7')), 'CASTLED: no White man attacks Black\'s a7 pawn: it cannot be taken')
m = b.parse_san('O-O')
ok(m in b.legal_moves and b.is_castling(m), 'CASTLED: O-O is lawful, and is a move of the king (e1-g1)')
ok(san_list(b, king_moves(b)) == ['Kd1', 'Kf1', 'O-O', 'Kd2', 'Ke2'], 'CASTLED: the king\'s lawful moves are Kd1, Kf1, O-O, Kd2, Ke2 (castling among them)')

# ================================================================ THROUGH (1211): castling over f1, attacked by a bishop; no check given
FEN['THROUGH'] = 'k7/8/b7/8/8/8/6PP/4K2R w K - 0 1'
b = chess.Board(FEN['THROUGH'])
ok(b.is_valid() and not b.is_check(), 'THROUGH: lawful position, White to move, not in check')
m = chess.Move.from_uci('e1g1')
c = b.copy(); c.remove_piece_at(sq('a6'))
ok(m not in b.legal_moves and m in c.legal_moves and att(b, B, 'f1') and not att(b, B, 'g1') and not att(b, B, 'e1'),
   'THROUGH: O-O passes f1, attacked by the a6 bishop; the king is not in check and g1 is not attacked')
a = b.copy(); apply_raw(a, 'e1g1')
ok(not a.is_check() and not a.is_attacked_by(B, sq('g1')), 'THROUGH: after castling no check is given and White\'s king on g1 is not attacked')
F['through_king'] = san_list(b, king_moves(b))
F['through_rook'] = san_list(b, legal_from(b, 'h1'))
ok(F['through_king'] == ['Kd1', 'Kd2', 'Kf2'], 'THROUGH: the king\'s lawful moves are Kd1, Kd2, Kf2 (e2 and f1 are attacked)')
ok(F['through_rook'] == ['Rf1', 'Rg1'], 'THROUGH: the rook\'s lawful moves are Rf1 and Rg1')

# ================================================================ BISHOPLEAP (1212): a false move gives an unannounced check
FEN['BISHOPLEAP'] = '3k4/pp6/8/8/8/8/PP1P1PPP/2B3K1 w - - 0 1'
b = chess.Board(FEN['BISHOPLEAP'])
ok(b.is_valid() and not b.is_check(), 'BISHOPLEAP: lawful position, White to move')
ok(chess.Move.from_uci('c1g5') not in b.pseudo_legal_moves, 'BISHOPLEAP: Bc1-g5 leaps White\'s own d2 pawn: a false move')
apply_raw(b, 'c1g5')
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('g5')]), 'BISHOPLEAP: on g5 the bishop checks Black\'s king on d8 (g5-f6-e7-d8); no "check" is said')
after_bishop = b.copy()
pseudo(b, 'a7a6')
ok(b.was_into_check(), 'BISHOPLEAP: 1... a6 ignores the check')
m = b.parse_san('h3'); b.push(m)
ok(after_bishop.board_fen() == (lambda c: (c.pop(), c.pop(), c)[2])(b.copy()).board_fen(), 'BISHOPLEAP: retracting 2. h3 and 1... a6 leaves the bishop on g5, checking')
F['bishopleap_parry'] = san_list(after_bishop, list(after_bishop.legal_moves))
ok(F['bishopleap_parry'] == ['Kc7', 'Kd7', 'Kc8', 'Ke8'], 'BISHOPLEAP: Black\'s lawful moves, all parrying the check, are Kc7, Kd7, Kc8, Ke8')

# ================================================================ TOUCHFIRSTP (1213): Black touches his bishop before the false "check"
b = chess.Board()
play(b, ['d4', 'd5', 'c4'])
ok(not b.is_check(), 'TOUCHFIRSTP: after 2. c4 Black is not in check, so White\'s "check" is false')
F['touchfirstp_bishop'] = san_list(b, legal_from(b, 'c8'))
ok(F['touchfirstp_bishop'] == ['Bh3', 'Bg4', 'Bf5', 'Be6', 'Bd7'], 'TOUCHFIRSTP: the touched c8 bishop\'s lawful moves are Bh3, Bg4, Bf5, Be6, Bd7')
ok(b.parse_san('e6') in b.legal_moves, 'TOUCHFIRSTP: 2... e6, played instead, is lawful')

# ================================================================ EPLAPSE (1214, 1228): stalemate after the right to take in passing has lapsed
FEN['EPLAPSE'] = '6k1/8/8/8/1p3Q2/1N5K/2P5/8 w - - 0 1'
b = chess.Board(FEN['EPLAPSE'])
ok(b.is_valid() and not b.is_check(), 'EPLAPSE: lawful position, White to move, not in check')
b.push_san('c4')
ok(b.ep_square == sq('c3') and chess.Move.from_uci('b4c3') in b.legal_moves,
   'EPLAPSE: after 1. c4 (a two-square first move past c3) Black may lawfully take in passing, bxc3')
ok(b.parse_san('Kh8') in b.legal_moves and len(list(b.legal_moves)) > 2, 'EPLAPSE: Black has other moves too; he plays 1... Kh8')
b.push_san('Kh8')
b.push_san('Qf7')
ok(b.ep_square is None and chess.Move.from_uci('b4c3') not in b.pseudo_legal_moves,
   'EPLAPSE: after 2. Qf7 the two-square step is no longer the last move, so bxc3 in passing is no longer open')
ok(b.is_stalemate(), 'EPLAPSE: Black is not in check and has no lawful move: stalemate')
ok(b.piece_at(sq('c4')) == chess.Piece(chess.PAWN, W) and b.piece_at(sq('c3')) is None and b.piece_at(sq('b3')) == chess.Piece(chess.KNIGHT, W),
   'EPLAPSE: the c4 pawn still stands beside b4 with c3 empty (the capture is in shape only by the lapsed privilege); b3 blocks the pawn')

# ================================================================ EPFALSE (1215): capture in passing of a two-square step that was not a first move
b = chess.Board()
play(b, ['d3', 'e5', 'Nc3', 'e4'])
ok(b.piece_at(sq('d3')) == chess.Piece(chess.PAWN, W), 'EPFALSE: White\'s d-pawn has made its first move, d2-d3')
ok(chess.Move.from_uci('d3d2') not in b.pseudo_legal_moves, 'EPFALSE: 3. d3-d2 (backwards) is a false move')
apply_raw(b, 'd3d2')
b.push_san('Nf6')
ok(b.piece_at(sq('d2')) == chess.Piece(chess.PAWN, W), 'EPFALSE: Black played on (3... Nf6) without claiming, so the pawn stands on d2 (VIII)')
m = chess.Move.from_uci('d2d4')
ok(m in b.legal_moves, 'EPFALSE: on the board alone d2-d4 looks like a first move (python-chess sees no history)')
b.push(m)
ok(b.ep_square == sq('d3') and b.piece_at(sq('e4')) == chess.Piece(chess.PAWN, B),
   'EPFALSE: the d-pawn passed d3, beside which the e4 pawn could have taken it had it gone one square')
m = chess.Move.from_uci('e4d3')
ok(b.is_en_passant(m) and m in b.legal_moves, 'EPFALSE: 4... exd3, taking in passing, is a capture in shape and lawful if the step stands as just')
b.push(m)
ok(b.piece_at(sq('d4')) is None and b.piece_at(sq('d3')) == chess.Piece(chess.PAWN, B), 'EPFALSE: the capture removes the d4 pawn')

# ================================================================ EPCHECK2 (1216): a pawn's two-square step checks unannounced; retraction restores the capture in passing
FEN['EPCHECK2'] = '8/p7/8/5k2/3p4/8/4P2P/K7 w - - 0 1'
b = chess.Board(FEN['EPCHECK2'])
ok(b.is_valid() and not b.is_check(), 'EPCHECK2: lawful position, White to move')
b.push_san('e4')
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('e4')]), 'EPCHECK2: 1. e4 checks the f5 king; no "check" is said')
after_e4 = b.copy()
pseudo(b, 'a7a6')
b.push_san('h3')
b.pop(); b.pop()
ok(b.ep_square == sq('e3') and chess.Move.from_uci('d4e3') in b.legal_moves,
   'EPCHECK2: with both last moves retracted the two-square step is again the last move, and dxe3 in passing is open')
F['epcheck2_parry'] = san_list(b, list(b.legal_moves))
ok('dxe3' in F['epcheck2_parry'] and 'Kxe4' in F['epcheck2_parry'] and all(m.startswith('K') or m == 'dxe3' for m in F['epcheck2_parry']),
   'EPCHECK2: the parries are the king\'s moves (Kxe4 among them) and dxe3 in passing, which takes the checking pawn')

# ================================================================ UNEXCHANGED (1217, 1226): a pawn takes onto the last square and stays a pawn
FEN['UNEXCHANGED'] = 'rn5k/1P6/8/8/8/8/6PP/7K w - - 0 1'
b = chess.Board(FEN['UNEXCHANGED'])
ok(b.is_valid() and not b.is_check(), 'UNEXCHANGED: lawful position, White to move')
ok(legal_from(b, 'b7') and all(x.promotion and x.to_square == sq('a8') for x in legal_from(b, 'b7')),
   'UNEXCHANGED: the b7 pawn\'s only lawful moves are bxa8 with an exchange (b8 is blocked by the knight, c8 is empty)')
F['unexchanged_pawn'] = san_list(b, legal_from(b, 'b7'))
ok(F['unexchanged_pawn'] == ['bxa8=Q', 'bxa8=R', 'bxa8=B', 'bxa8=N'], 'UNEXCHANGED: bxa8=Q, bxa8=R, bxa8=B, bxa8=N (none gives check: the b8 knight screens h8)')
a = b.copy(); apply_raw(a, 'b7a8')
ok(a.piece_at(sq('a8')) == chess.Piece(chess.PAWN, W) and a.piece_at(sq('b7')) is None, 'UNEXCHANGED: {[%move b7a8]} leaves a White pawn on a8, the rook taken')
F['unexchanged_king'] = san_list(b, king_moves(b))
ok(F['unexchanged_king'] == ['Kg1'], 'UNEXCHANGED: the king\'s only lawful move is Kg1')

# ================================================================ MOVEDBISHOP (1218): White moves Black's bishop, which cannot be taken
b = chess.Board()
play(b, ['e4', 'e5', 'Nf3', 'Bc5'])
ok(not b.attackers(W, sq('c5')), 'MOVEDBISHOP: on c5 Black\'s bishop is attacked by no White man')
a = b.copy(); apply_raw(a, 'c5b4')
ok(a.piece_at(sq('b4')) == chess.Piece(chess.BISHOP, B) and not a.attackers(W, sq('b4')) and not a.is_check(),
   'MOVEDBISHOP: moved to b4 it is attacked by no White man either, and it does not check (d2 screens e1)')
F['movedbishop_king'] = san_list(b, king_moves(b))
ok(F['movedbishop_king'] == ['Ke2'], 'MOVEDBISHOP: with the bishop put back on c5 White\'s only king move is Ke2')

# ================================================================ FIFTYP (1219): rook and pawn against king; the pawn moves during the count
FEN['FIFTYP'] = '8/8/8/4k3/8/2K5/P7/7R b - - 0 1'
b = chess.Board(FEN['FIFTYP'])
ok(b.is_valid() and not b.is_check(), 'FIFTYP: king, rook and pawn against king; Black (the defender) to move when he calls')
rec = []; pawn_moves = 0
black_cycle = ['Kd5', 'Ke5']
white_plan = {0: 'a3', 12: 'a4', 24: 'a5', 36: 'a6'}
wi = 0
for i in range(100):
    if b.turn == B:
        s = 'Kd5' if b.king(B) == sq('e5') else 'Ke5'
    else:
        if wi in white_plan:
            s = white_plan[wi]; pawn_moves += 1
        else:
            s = 'Rh2' if b.piece_at(sq('h1')) else 'Rh1'
        wi += 1
    m = b.parse_san(s)
    assert m in b.legal_moves and not b.is_capture(m), (i, s)
    b.push(m); rec.append(s)
    assert not b.is_check() and not b.is_checkmate() and not b.is_stalemate(), (i, s)
ok(len(rec[0::2]) == 50 and len(rec[1::2]) == 50, 'FIFTYP: after the call Black and White each play fifty moves')
ok(pawn_moves == 4 and b.piece_at(sq('a6')) == chess.Piece(chess.PAWN, W), 'FIFTYP: four of White\'s fifty are pawn moves (a3, a4, a5, a6); the pawn is not exchanged')
ok(not b.is_checkmate() and sorted(p.symbol() for p in b.piece_map().values()) == sorted('KRPk'),
   'FIFTYP: no capture, no check, no mate in the hundred moves')
F['fiftyp_record'] = rec

# ================================================================ FALSECHECKTOUCH (1220): false "check", the supposed checker touched
b = chess.Board()
play(b, ['e4', 'e5', 'Nf3', 'a6', 'Bb5'])
ok(not b.is_check(), 'FALSECHECKTOUCH: 3. Bb5 gives no check (the d7 pawn stands between b5 and e8)')
ok(b.parse_san('axb5') in b.legal_moves, 'FALSECHECKTOUCH: the touched bishop could be taken: axb5 is lawful')
ok(b.parse_san('Nc6') in b.legal_moves, 'FALSECHECKTOUCH: 3... Nc6, played instead, is lawful')

# ================================================================ PAWNMOVE (1221): pawn and move, the receiver begins
b = chess.Board(); b.remove_piece_at(sq('f7'))
ok(b.turn == W and b.parse_san('e4') in b.legal_moves, 'PAWNMOVE: with Black\'s f7 pawn given, White (the receiver) begins, 1. e4')

# ================================================================ OVERKNIGHT (1222): queen's-side castling over the adversary's knight
FEN['OVERKNIGHT'] = '4k3/8/8/8/8/8/5PPP/Rn2K3 w Q - 0 1'
b = chess.Board(FEN['OVERKNIGHT'])
ok(b.is_valid() and not b.is_check(), 'OVERKNIGHT: lawful position, White to move, not in check, the a1 rook and e1 king unmoved')
ok(b.piece_at(sq('b1')) == chess.Piece(chess.KNIGHT, B) and not any(att(b, B, s) for s in ['c1', 'd1', 'e1']),
   'OVERKNIGHT: a Black knight stands on b1, between king and rook; c1, d1 and e1 are not attacked')
m = chess.Move.from_uci('e1c1')
ok(m not in b.pseudo_legal_moves, 'OVERKNIGHT: O-O-O over the knight is no move')
F['overknight_king'] = san_list(b, king_moves(b))
ok(F['overknight_king'] == ['Kd1', 'Kf1', 'Ke2'], 'OVERKNIGHT: the king\'s lawful moves are Kd1, Kf1, Ke2 (d2 is attacked by the knight)')

# ================================================================ EPTAKEN (1223): the touched pawn is taken in passing
FEN['EPTAKEN'] = '4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1'
b = chess.Board(FEN['EPTAKEN'])
ok(b.is_valid() and not b.is_check(), 'EPTAKEN: lawful position, Black to move')
b.push_san('d5')
caps = [m for m in b.legal_moves if b.is_capture(m)]
ok([m.uci() for m in caps] == ['e5d6'] and b.is_en_passant(caps[0]), 'EPTAKEN: after 1... d5 the only capture of the d5 pawn is exd6 in passing')
b.push(caps[0])
ok(b.piece_at(sq('d5')) is None and b.piece_at(sq('d6')) == chess.Piece(chess.PAWN, W), 'EPTAKEN: exd6 takes the touched d5 pawn off the board, the capturer landing on d6')

# ================================================================ PUTBACK (1224 acknowledged, d-pawn; 1225 london, e-pawn): the adversary puts a pawn back
for name, line, back, step, single in [('PUTBACKD', ['d3', 'e5', 'Nc3'], 'd3d2', 'd2d4', 'd3'),
                                        ('PUTBACKE', ['e3', 'e5', 'Nf3'], 'e3e2', 'e2e4', 'e3')]:
    b = chess.Board(); play(b, line)
    ok(b.turn == B, f'{name}: after {" ".join(line)} Black is to move; the pawn\'s first move ({line[0]}) was White\'s own')
    apply_raw(b, back)
    ok(b.piece_at(sq(back[2:])) == chess.Piece(chess.PAWN, W) and b.turn == W,
       f'{name}: Black, in his turn, moves White\'s pawn back to {back[2:]} ({{[%move {back} black]}}); White is to move')
    m = chess.Move.from_uci(step)
    ok(m in b.legal_moves, f'{name}: on the board alone {step} looks like a first move (python-chess sees no history)')
    pawn = san_list(b, legal_from(b, back[2:]))
    lawful = [x for x in pawn if x != step[2:]]
    ok(pawn == sorted(pawn, key=lambda s: ['d3', 'd4', 'e3', 'e4'].index(s)) and lawful == [single],
       f'{name}: taking out the two-square step (not the pawn\'s first move), its one lawful move is {single}')
    F[name.lower() + '_pawn'] = lawful
    ok(king_moves(b) == [], f'{name}: White\'s king has no lawful move at all (hemmed in by his own men)')

# ================================================================ PINCHECKER (1227): castling out of a check given by a pinned bishop
FEN['PINCHECKER'] = 'k7/8/8/b7/8/8/8/R3K3 w Q - 0 1'
b = chess.Board(FEN['PINCHECKER'])
ok(b.is_valid() and b.is_check() and b.checkers() == chess.SquareSet([sq('a5')]), 'PINCHECKER: White\'s king is in check from the a5 bishop')
ok(b.is_pinned(B, sq('a5')), 'PINCHECKER: that bishop is pinned to Black\'s king on a8 by White\'s a1 rook; it gives check all the same')
m = chess.Move.from_uci('e1c1')
c = b.copy(); c.remove_piece_at(sq('a5'))
ok(m not in b.legal_moves and m in c.legal_moves and not att(b, B, 'd1') and not att(b, B, 'c1'),
   'PINCHECKER: O-O-O is unlawful only because the king is in check (d1 and c1 are not attacked; without the bishop it is lawful)')
F['pinchecker_king'] = san_list(b, king_moves(b, castling=False))
F['pinchecker_rook'] = san_list(b, legal_from(b, 'a1'))
ok(F['pinchecker_king'] == ['Kd1', 'Kf1', 'Ke2', 'Kf2'], 'PINCHECKER: the king\'s lawful moves are Kd1, Kf1, Ke2, Kf2 (d2 is on the check line)')
ok(F['pinchecker_rook'] == ['Rxa5+'], 'PINCHECKER: the rook\'s only lawful move is Rxa5+, taking the checking bishop (and checking a8)')

# ================================================================ QLEAP (1229): a false move by the queen stalemates Black
FEN['QLEAP'] = '7k/5K2/8/8/8/8/6P1/6Q1 w - - 0 1'
b = chess.Board(FEN['QLEAP'])
ok(b.is_valid() and not b.is_check(), 'QLEAP: lawful position, White to move')
ok(chess.Move.from_uci('g1g6') not in b.pseudo_legal_moves, 'QLEAP: Qg1-g6 leaps White\'s own g2 pawn: a false move')
apply_raw(b, 'g1g6')
ok(b.is_stalemate(), 'QLEAP: after it Black is not in check and has no lawful move: stalemate on the board')

# ================================================================ KINGTAKES (1230): the king takes a guarded pawn
FEN['KINGTAKES'] = '7k/8/8/1b6/8/2N5/4p3/4K3 w - - 0 1'
b = chess.Board(FEN['KINGTAKES'])
ok(b.is_valid() and not b.is_check(), 'KINGTAKES: lawful position, White to move, not in check (the e2 pawn attacks d1 and f1)')
m = chess.Move.from_uci('e1e2')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves and b.is_capture(m), 'KINGTAKES: Kxe2 is a capture in shape, unlawful: the b5 bishop guards e2')
F['kingtakes_capturers'] = san_list(b, [x for x in b.legal_moves if x.to_square == sq('e2')])
ok(F['kingtakes_capturers'] == ['Nxe2'], 'KINGTAKES: the only lawful capture of the e2 pawn is Nxe2')
F['kingtakes_king'] = san_list(b, king_moves(b))
ok(F['kingtakes_king'] == ['Kd2', 'Kf2'], 'KINGTAKES: the king\'s lawful moves are Kd2 and Kf2 (d1 and f1 are attacked by the pawn)')

print(N[0], 'assertions passed')
for k in sorted(F): print(k, F[k] if not k.endswith('record') else len(F[k]))
