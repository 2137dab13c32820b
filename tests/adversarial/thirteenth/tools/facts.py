"""Findings of fact for the thirteenth set, asserted with python-chess, and every expected move list
(computed here from python-chess's legal moves in the position the remedy starts from, sorted by
from-square then to-square, promotions in python-chess order, as the earlier sets sorted them).
Where the codes' history rule differs from python-chess's board-only view (a pawn set on its third
rank at the start still has its first move, and may be taken in passing after a two-square step
from there), the finding is built by hand and asserted square by square.
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

W, B = chess.WHITE, chess.BLACK
def att(b, color, s): return b.is_attacked_by(color, sq(s))
def pc(b, s): return b.piece_at(sq(s))
def P(kind, color): return chess.Piece(kind, color)
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
def material(b): return ''.join(sorted(p.symbol() for p in b.piece_map().values()))

# ================================================================ KINGTAKES (1301 twenty-laws): false "check" after Nxf7, the king takes the knight
b = chess.Board()
play(b, ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'Ng5', 'd5', 'exd5', 'Nxd5', 'Nxf7'])
ok(not b.is_check(), 'KINGTAKES: after 6. Nxf7 Black\'s king on e8 is not in check (a knight on f7 attacks d8, h8, d6, h6, e5, g5), so White\'s "check" is false')
m = b.parse_san('Kxf7')
ok(m in b.legal_moves and b.piece_type_at(m.from_square) == chess.KING and b.is_capture(m),
   'KINGTAKES: 6... Kxf7 is lawful, a move of the king that takes the knight (the d5 knight screens f7 from the c4 bishop)')

# ================================================================ PAWNODDS (1302 twenty-laws, 1321 acknowledged, 1327 london): the king's pawn taken off for pawn odds
b = chess.Board(); b.remove_piece_at(sq('e2'))
ok(pc(b, 'f2') == P(chess.PAWN, W) and pc(b, 'e2') is None,
   'PAWNODDS: with [Odds "white pawn e2"] White\'s e-pawn is off and his king\'s bishop\'s pawn still stands on f2')
b2 = b.copy()
line = ['Bc4', 'e5', 'Nc3', 'Nc6', 'd3', 'Nd4', 'Qh5', 'Nf6']
play(b, line)
ok(len(b.move_stack) == 8, 'PAWNODDS/1302: 1. Bc4 e5 2. Nc3 Nc6 3. d3 Nd4 4. Qh5 Nf6 are lawful: four moves on each side have been played')
m = b.parse_san('Qxf7#'); b.push(m)
ok(b.is_checkmate(), 'PAWNODDS/1302: White\'s fifth move, 5. Qxf7, is mate (the c4 bishop guards f7)')
b = b2.copy(); play(b, ['d4', 'd5', 'Nf3', 'Nf6'])
ok(len(b.move_stack) == 4, 'PAWNODDS/1321: 1. d4 d5 2. Nf3 Nf6 are lawful: two moves on each side, fewer than four')
b = b2.copy(); play(b, ['d4', 'd5', 'Nf3', 'Nf6', 'Bf4', 'e6', 'Nbd2', 'c5'])
ok(len(b.move_stack) == 8 and pc(b, 'f2') == P(chess.PAWN, W),
   'PAWNODDS/1327: 1. d4 d5 2. Nf3 Nf6 3. Bf4 e6 4. Nbd2 c5 are lawful: four moves on each side, the f2 pawn still on')

# ================================================================ TWICE (1303 twenty-laws): two moves in succession
b = chess.Board(); play(b, ['d4', 'd5', 'c4'])
ok(b.turn == B, 'TWICE: after 1. d4 d5 2. c4 it is Black\'s turn')
c = b.copy(); c.turn = W
m = c.parse_san('Nc3')
ok(m in c.legal_moves, 'TWICE: White\'s second move in succession, Nb1-c3, is a knight\'s move in shape (lawful had it been White\'s turn): no false move')

# ================================================================ BLACKFOUR (1304 twenty-laws): Black began, has played four moves, White three
b = chess.Board(); b.turn = B
line = ['e5', 'e4', 'Nc6', 'Nf3', 'Nf6', 'Bc4', 'Bc5']
play(b, line)
ok(len(line[0::2]) == 4 and len(line[1::2]) == 3,
   'BLACKFOUR: 1... e5 2. e4 Nc6 3. Nf3 Nf6 4. Bc4 Bc5 are lawful; Black (who began) has played four moves, White three')

# ================================================================ ROOKPASS (1305 twenty-laws): O-O-O with the rook crossing an attacked b1
FEN['ROOKPASS'] = '1r4k1/8/8/8/8/8/3PPPPP/R3K3 w Q - 0 1'
b = chess.Board(FEN['ROOKPASS'])
ok(b.is_valid() and not b.is_check(), 'ROOKPASS: lawful position, White to move, not in check, king e1 and rook a1 unmoved')
ok(att(b, B, 'b1') and b.attackers(B, sq('b1')) == chess.SquareSet([sq('b8')]), 'ROOKPASS: b1, which the rook crosses, is attacked by the b8 rook')
ok(not any(att(b, B, s) for s in ['a1', 'c1', 'd1', 'e1']),
   'ROOKPASS: the rook on a1 is not attacked, nor are e1, d1 and c1 (the king\'s square, the square he passes, the square he lands on)')
m = b.parse_san('O-O-O')
ok(m in b.legal_moves, 'ROOKPASS: O-O-O is lawful in the modern rules too')
a = b.copy(); a.push(m)
ok(not a.is_check() and not a.is_attacked_by(B, sq('c1')) and not a.is_attacked_by(B, sq('d1')),
   'ROOKPASS: after castling White\'s king on c1 and rook on d1 are not attacked, and Black is not in check')

# ================================================================ PINGUARD (1306 twenty-laws): the king takes a pawn guarded only by a pinned knight
FEN['PINGUARD'] = '7k/pp5p/5n2/8/4pK2/2B5/PP6/4R3 w - - 0 1'
b = chess.Board(FEN['PINGUARD'])
ok(b.is_valid() and not b.is_check(), 'PINGUARD: lawful position, White to move, not in check (the e4 pawn attacks d3 and f3, not f4)')
ok(b.is_pinned(B, sq('f6')) and sq('c3') in b.attackers(W, sq('f6')), 'PINGUARD: Black\'s f6 knight is pinned to his king on h8 by the c3 bishop (d4, e5, g7 empty)')
c = b.copy(); c.remove_piece_at(sq('e4'))
ok(c.attackers(B, sq('e4')) == chess.SquareSet([sq('f6')]), 'PINGUARD: the e4 square is guarded by the f6 knight alone')
m = chess.Move.from_uci('f4e4')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves and b.is_capture(m),
   'PINGUARD: Kxe4 is a capture in shape, unlawful: the king would stand where the pinned knight attacks (a pinned man still guards)')
F['pinguard_capturers'] = san_list(b, [x for x in b.legal_moves if x.to_square == sq('e4')])
ok(F['pinguard_capturers'] == ['Rxe4'], 'PINGUARD: the only lawful capture of the e4 pawn is Rxe4 (the pawn is en prise of the e1 rook)')
F['pinguard_king'] = san_list(b, king_moves(b))
ok(F['pinguard_king'] == ['Ke3', 'Kg3', 'Ke5', 'Kf5', 'Kg5'],
   'PINGUARD: the king\'s lawful moves are Ke3, Kg3, Ke5, Kf5, Kg5 (f3 is attacked by the pawn, g4 by the knight)')

# ================================================================ SWAPPED (1307 boys-own): Black's f8 bishop and g8 knight exchanged; Black begins and plays two moves
FEN['SWAPPED'] = 'rnbqknbr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1'
b = chess.Board(FEN['SWAPPED'])
std = chess.Board()
diff = [s for s in chess.SQUARES if b.piece_at(s) != std.piece_at(s)]
ok(b.is_valid() and [chess.square_name(s) for s in diff] == ['f8', 'g8'] and pc(b, 'f8') == P(chess.KNIGHT, B) and pc(b, 'g8') == P(chess.BISHOP, B),
   'SWAPPED: the set-up differs from the standard array only in Black\'s f8 and g8: a knight on f8, a bishop on g8')
line = ['e5', 'e4', 'Nc6']
play(b, line)
ok(len(line[0::2]) == 2 and len(line[1::2]) == 1, 'SWAPPED: 1... e5 2. e4 Nc6 are lawful; Black (the misplacer, who began) has played two moves, White one')

# ================================================================ BACKRANK (1308 boys-own): a pinned rook gives "mate" and exposes its king
FEN['BACKRANK'] = '6k1/5ppp/8/8/3b4/8/PR6/K7 w - - 0 1'
b = chess.Board(FEN['BACKRANK'])
ok(b.is_valid() and not b.is_check(), 'BACKRANK: lawful position, White to move, not in check')
ok(b.is_pinned(W, sq('b2')), 'BACKRANK: the b2 rook is pinned to White\'s king on a1 by the d4 bishop (c3 empty)')
m = chess.Move.from_uci('b2b8')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, 'BACKRANK: Rb2-b8 is a rook\'s move in shape, unlawful: it exposes White\'s king')
a = b.copy(); a.push(m)
ok(a.is_checkmate(), 'BACKRANK: after Rb8 Black is checked and has no move that meets the check: a "mate" in shape')
ok(a.is_attacked_by(B, sq('a1')) and sq('d4') in a.attackers(B, sq('a1')), 'BACKRANK: after Rb8 White\'s own king stands in check from the d4 bishop')
F['backrank_king'] = san_list(b, king_moves(b))
ok(F['backrank_king'] == ['Kb1'], 'BACKRANK: with the rook back on b2, the king\'s only lawful move is Kb1 (a2 holds his pawn)')

# ================================================================ PINSTALE (1309 boys-own, 1324 acknowledged): stalemate; the only capture is of a man guarded by a pinned queen
FEN['PINSTALE'] = 'k7/7R/8/8/8/b7/1Q6/R1K5 w - - 0 1'
b = chess.Board(FEN['PINSTALE'])
ok(b.is_valid() and not b.is_check(), 'PINSTALE: lawful position, White to move, not in check')
b.push_san('Rb7')
ok(not b.is_check(), 'PINSTALE: after 1. Rb7 Black\'s king on a8 is not in check')
ok(b.is_pinned(B, sq('a3')), 'PINSTALE: Black\'s a3 bishop is pinned to his king on a8 by the a1 rook (a2, a4-a7 empty): every bishop move leaves the a-file')
ok(b.is_pinned(W, sq('b2')), 'PINSTALE: White\'s b2 queen is pinned to her king on c1 by the a3 bishop')
c = b.copy(); c.remove_piece_at(sq('b7'))
ok(c.attackers(W, sq('b7')) == chess.SquareSet([sq('b2')]), 'PINSTALE: b7 is guarded by the pinned b2 queen alone (b3-b6 empty)')
ok(att(b, W, 'a7') and att(b, W, 'b8'), 'PINSTALE: a7 and b8 are attacked by the b7 rook')
ok(chess.Move.from_uci('a8b7') in b.pseudo_legal_moves and chess.Move.from_uci('a8b7') not in b.legal_moves,
   'PINSTALE: Kxb7 is a capture in shape, unlawful because the pinned queen still guards b7')
ok(b.is_stalemate(), 'PINSTALE: Black is not in check and has no lawful move: stalemate')

# ================================================================ ROOKTOUCH (1310 boys-own): h8 rook touched, then castled on the queen's side
b = chess.Board()
play(b, ['d4', 'd5', 'c4', 'Nc6', 'Nc3', 'Bf5', 'Nf3', 'Qd7', 'e3', 'Nf6', 'a3'])
F['rooktouch_rook'] = san_list(b, legal_from(b, 'h8'))
ok(F['rooktouch_rook'] == ['Rg8'], 'ROOKTOUCH: the touched h8 rook\'s only lawful move is Rg8 (the g8 knight has gone to f6; the f8 bishop is at home)')
m = b.parse_san('O-O-O')
ok(m in b.legal_moves and b.is_castling(m), 'ROOKTOUCH: 6... O-O-O is lawful')
a = b.copy(); a.push(m)
ok(pc(a, 'h8') == P(chess.ROOK, B) and pc(a, 'd8') == P(chess.ROOK, B) and pc(a, 'a8') is None,
   'ROOKTOUCH: the castling moved the king and the a8 rook (to d8); the touched h8 rook still stands on h8')

# ================================================================ ROOKLIKEBISHOP (1311 boys-own): a rook moved as a bishop, a false "check", the misled king move
FEN['ROOKLIKEBISHOP'] = '3k4/pp1p1ppp/8/8/8/8/5PPP/R5K1 w - - 0 1'
b = chess.Board(FEN['ROOKLIKEBISHOP'])
ok(b.is_valid() and not b.is_check(), 'ROOKLIKEBISHOP: lawful position, White to move')
ok(chess.Move.from_uci('a1d4') not in b.pseudo_legal_moves, 'ROOKLIKEBISHOP: Ra1-d4 (along the diagonal) is no rook\'s move: a false move')
apply_raw(b, 'a1d4')
ok(not b.is_check(), 'ROOKLIKEBISHOP: on d4 the rook does not attack d8 (the d7 pawn stands between), so White\'s "check" is false')
ok(b.parse_san('Ke8') in b.legal_moves, 'ROOKLIKEBISHOP: 1... Ke8, made in consequence, is itself a lawful move')

# ================================================================ MOVEDBISHOP5 (1312 boys-own): White moves Black's f5 bishop to g4; it cannot be taken
b = chess.Board()
play(b, ['d4', 'd5', 'c4', 'Nf6', 'Nc3', 'Bf5'])
ok(b.attackers(W, sq('f5')) == chess.SquareSet(), 'MOVEDBISHOP5: on f5 Black\'s bishop is attacked by no White man: it cannot be taken')
a = b.copy(); apply_raw(a, 'f5g4')
ok(a.attackers(W, sq('g4')) == chess.SquareSet() and not a.is_check(), 'MOVEDBISHOP5: moved to g4 it is attacked by no White man either (e2 screens the queen), and gives no check')
F['movedbishop5_king'] = san_list(b, king_moves(b))
ok(F['movedbishop5_king'] == ['Kd2'], 'MOVEDBISHOP5: with the bishop back on f5, White\'s only king move is Kd2')

# ================================================================ PINQUEENP (1313 philidor): a pinned queen gives "mate" and exposes her king
FEN['PINQUEENP'] = '7k/6pp/8/8/7P/6P1/r2Q3K/8 w - - 0 1'
b = chess.Board(FEN['PINQUEENP'])
ok(b.is_valid() and not b.is_check(), 'PINQUEENP: lawful position, White to move, not in check')
ok(b.is_pinned(W, sq('d2')), 'PINQUEENP: the d2 queen is pinned to White\'s king on h2 by the a2 rook')
m = chess.Move.from_uci('d2d8')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, 'PINQUEENP: Qd2-d8 is a queen\'s move in shape, unlawful: it exposes White\'s king')
a = b.copy(); a.push(m)
ok(a.is_checkmate() and a.is_attacked_by(B, sq('h2')), 'PINQUEENP: after Qd8 Black has no move that meets the check (a "mate" in shape), and White\'s king stands in check from the a2 rook')
F['pinqueenp_king'] = san_list(b, king_moves(b))
ok(F['pinqueenp_king'] == ['Kg1', 'Kh1', 'Kg2', 'Kh3'], 'PINQUEENP: with the queen back on d2, the king\'s lawful moves are Kg1, Kh1, Kg2, Kh3')

# ================================================================ FIFTYSTALE (1314 philidor): K+B+N v K, request with White to move, stalemate on White's fiftieth
FEN['FIFTYSTALE'] = '8/5K1k/8/2B5/4N3/8/8/8 w - - 0 1'
b = chess.Board(FEN['FIFTYSTALE'])
ok(b.is_valid() and not b.is_check() and material(b) == ''.join(sorted('KBNk')),
   'FIFTYSTALE: king, bishop and knight against the king (XVII\'s first "difficult mate"); White to move when Black asks for the count')
rec = []
for i in range(98):
    if b.turn == W:
        s = 'Bb4' if pc(b, 'c5') else 'Bc5'
    else:
        s = 'Kh8' if b.king(B) == sq('h7') else 'Kh7'
    m = b.parse_san(s)
    assert m in b.legal_moves and not b.is_capture(m), (i, s)
    b.push(m); rec.append(s)
    assert not b.is_check() and not b.is_checkmate() and not b.is_stalemate(), (i, s)
ok(len(rec[0::2]) == 49 and len(rec[1::2]) == 49,
   'FIFTYSTALE: after the request White and Black each play forty-nine moves, with no capture, no check, no mate and no stalemate')
m = b.parse_san('Ng5'); b.push(m); rec.append('Ng5')
ok(b.is_stalemate() and len(rec[0::2]) == 50 and len(rec[1::2]) == 49,
   'FIFTYSTALE: White\'s fiftieth move, Ng5, stalemates Black, who has played only forty-nine since the request')
F['fiftystale_record'] = rec

# ================================================================ CASTLEDP (1315 philidor): Black's c5 bishop touched, not takeable; White castles
b = chess.Board()
play(b, ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'])
ok(b.attackers(W, sq('c5')) == chess.SquareSet(), 'CASTLEDP: no White man attacks Black\'s c5 bishop: it is not takeable')
m = b.parse_san('O-O')
ok(m in b.legal_moves and b.is_castling(m) and m.from_square == b.king(W), 'CASTLEDP: 4. O-O is lawful, and is a move of the king (e1-g1)')

# ================================================================ FIRSTBACK (1316 philidor): unannounced check; Black's d-pawn steps one; retraction gives back its first move
FEN['FIRSTBACK'] = '8/p2p4/4k3/8/8/8/6PP/3B2K1 w - - 0 1'
b = chess.Board(FEN['FIRSTBACK'])
ok(b.is_valid() and not b.is_check(), 'FIRSTBACK: lawful position, White to move')
b.push_san('Bb3')
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('b3')]), 'FIRSTBACK: 1. Bb3 checks the e6 king along b3-c4-d5-e6; no "check" is said')
after = b.copy()
pseudo(b, 'd7d6')
ok(b.was_into_check() and pc(b, 'd6') == P(chess.PAWN, B), 'FIRSTBACK: 1... d6, the d-pawn\'s first move (one square), only ignores the check')
m = b.parse_san('h3'); b.push(m)
ok(b.is_attacked_by(W, sq('e6')), 'FIRSTBACK: 2. h3 gives no new check, but the check from b3 still stands, so the "Check" said with it is true')
b.pop(); b.pop()
ok(b.board_fen() == after.board_fen() and pc(b, 'd7') == P(chess.PAWN, B), 'FIRSTBACK: with 2. h3 and 1... d6 retracted the d-pawn is back on d7, and no move of it remains in the record')
F['firstback_parry'] = san_list(b, list(b.legal_moves))
ok('d5' in F['firstback_parry'] and b.parse_san('d5').to_square == sq('d5') and b.parse_san('d5').from_square == sq('d7'),
   'FIRSTBACK: the parries include d7-d5, a two-square first move that interposes on d5')
ok(F['firstback_parry'] == ['Ke5', 'Kf5', 'Kd6', 'Kf6', 'Ke7', 'd5'], 'FIRSTBACK: Black\'s lawful moves are Ke5, Kf5, Kd6, Kf6, Ke7 and d5')

# ================================================================ EPSKEWER (1317 philidor): the touched pawn is takeable only in passing, which uncovers White's king
FEN['EPSKEWER'] = 'k7/3p4/8/r3P2K/8/8/P7/8 b - - 0 1'
b = chess.Board(FEN['EPSKEWER'])
ok(b.is_valid() and not b.is_check(), 'EPSKEWER: lawful position, Black to move')
b.push_san('d5')
m = chess.Move.from_uci('e5d6')
ok(b.ep_square == sq('d6') and b.is_en_passant(m) and m in b.pseudo_legal_moves and m not in b.legal_moves,
   'EPSKEWER: after 1... d5, exd6 in passing is a capture in shape, but unlawful: it takes both pawns off the fifth rank and uncovers the h5 king to the a5 rook')
ok([x for x in b.pseudo_legal_moves if x.to_square == sq('d5')] == [] and [x for x in b.legal_moves if x.to_square == sq('d5') or b.is_en_passant(x)] == [],
   'EPSKEWER: no other White man attacks d5: the touched pawn is not takeable')
F['epskewer_king'] = san_list(b, king_moves(b))
ok(F['epskewer_king'] == ['Kg4', 'Kh4', 'Kg5', 'Kg6', 'Kh6'], 'EPSKEWER: the king\'s lawful moves are Kg4, Kh4, Kg5, Kg6, Kh6')

# ================================================================ PINNEDTAKER (1318 philidor, 1328 london): White moves Black's pinning bishop; put back, only the pinned bishop takes it
b = chess.Board()
play(b, ['d4', 'e6', 'c4', 'Bb4+', 'Bd2', 'Nf6', 'Nf3', 'b6', 'e3', 'Bb7'])
ok(b.is_pinned(W, sq('d2')) and not b.is_check(), 'PINNEDTAKER: after 5... Bb7 White\'s d2 bishop is pinned to his king on e1 by the b4 bishop (c3 empty)')
a = b.copy(); apply_raw(a, 'b4a5')
ok(pc(a, 'a5') == P(chess.BISHOP, B) and not a.is_check(), 'PINNEDTAKER: White, in his turn, moves Black\'s bishop from b4 to a5; it gives no check')
F['pinnedtaker_capture'] = san_list(b, [x for x in b.legal_moves if x.to_square == sq('b4')])
ok(F['pinnedtaker_capture'] == ['Bxb4'], 'PINNEDTAKER: put back on b4, it can be taken lawfully, and only by the pinned d2 bishop moving along its pin: Bxb4')
F['pinnedtaker_king'] = san_list(b, king_moves(b))
ok(F['pinnedtaker_king'] == ['Ke2'], 'PINNEDTAKER: with the bishop back on b4, White\'s only king move is Ke2 (f1 holds the bishop: no castling)')

# ================================================================ SETUPEP (1319 acknowledged): a pawn set on e3 steps two at its first move and is taken in passing
FEN['SETUPEP'] = 'rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 1'
b = chess.Board(FEN['SETUPEP'])
std = chess.Board()
ok([chess.square_name(s) for s in chess.SQUARES if b.piece_at(s) != std.piece_at(s)] == ['e2', 'e3'],
   'SETUPEP: the set-up differs from the standard array only in White\'s e-pawn, set on e3 instead of e2')
line = ['d4', 'd5', 'c4', 'Nf6', 'Nc3', 'c6', 'Nf3', 'Bf5']
play(b, line)
ok(len(line[0::2]) == 4 and len(line[1::2]) == 4 and pc(b, 'e3') == P(chess.PAWN, W) and all(m.from_square != sq('e3') for m in b.move_stack),
   'SETUPEP: four moves on each side are played (the misplacement now stands), and the e3 pawn has not moved')
ok(pc(b, 'e4') is None and pc(b, 'e5') is None, 'SETUPEP: e4 and e5 are empty, so e3-e5 passes e4')
apply_raw(b, 'e3e5')
ok(pc(b, 'e5') == P(chess.PAWN, W) and pc(b, 'd5') == P(chess.PAWN, B) and not b.is_check(),
   'SETUPEP: after 5. e3-e5 White\'s pawn stands on e5 beside Black\'s d5 pawn, the square it passed (e4) empty')
one = chess.Board(FEN['SETUPEP']); play(one, line); one.push(chess.Move.from_uci('e3e4'))
ok(chess.Move.from_uci('d5e4') in one.legal_moves, 'SETUPEP: had the pawn gone one square (e3-e4), the d5 pawn could have taken it lawfully (d5xe4)')
after = b.copy(); after.remove_piece_at(sq('e5')); after.remove_piece_at(sq('d5')); after.set_piece_at(sq('e4'), P(chess.PAWN, B)); after.turn = W
ok(not after.is_attacked_by(W, after.king(B)) and after.piece_at(sq('e5')) is None,
   'SETUPEP: 5... dxe4 in passing (d5 to e4, the e5 pawn taken off) leaves Black\'s king out of check')

# ================================================================ FIRSTBACKA (1320 acknowledged): unannounced rook check; the c-pawn steps one; replaced, it may step two
FEN['FIRSTBACKA'] = '8/1pp5/p7/k7/8/8/5PPP/3R2K1 w - - 0 1'
b = chess.Board(FEN['FIRSTBACKA'])
ok(b.is_valid() and not b.is_check(), 'FIRSTBACKA: lawful position, White to move')
b.push_san('Rd5')
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('d5')]), 'FIRSTBACKA: 1. Rd5 checks the a5 king along the fifth rank; no "check" is said')
after = b.copy()
pseudo(b, 'c7c6')
ok(b.was_into_check(), 'FIRSTBACKA: 1... c6, the c-pawn\'s first move (one square), only ignores the check')
b.pop()
ok(b.board_fen() == after.board_fen() and pc(b, 'c7') == P(chess.PAWN, B), 'FIRSTBACKA: with 1... c6 replaced the c-pawn is back on c7 with no move of it in the record')
F['firstbacka_parry'] = san_list(b, list(b.legal_moves))
ok(F['firstbacka_parry'] == ['Ka4', 'Kb4', 'Kb6', 'b5', 'c5'],
   'FIRSTBACKA: the proper moves out of check are Ka4, Kb4, Kb6, b5 and c5: both pawns interpose by a two-square first move')

# ================================================================ HEMMEDROOK (1322 acknowledged): a rook hemmed in by its own men touched; then O-O-O
b = chess.Board()
play(b, ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qa5', 'd4', 'Nc6', 'Nf3', 'Bg4', 'Be2'])
ok(legal_from(b, 'h8') == [] and pc(b, 'g8') == P(chess.KNIGHT, B) and pc(b, 'f8') == P(chess.BISHOP, B),
   'HEMMEDROOK: the touched h8 rook cannot be moved: the g8 knight and f8 bishop, Black\'s own men, hem it in (it is not pinned)')
m = b.parse_san('O-O-O')
ok(m in b.legal_moves and b.is_castling(m) and m.from_square == b.king(B), 'HEMMEDROOK: 6... O-O-O is lawful, and is a move of the king (e8-c8)')

# ================================================================ SMOTHERPIN (1323 acknowledged): a pinned knight gives smothered "mate" and exposes its king
FEN['SMOTHERPIN'] = '4r1rk/6pp/8/4N3/8/8/PP6/4K3 w - - 0 1'
b = chess.Board(FEN['SMOTHERPIN'])
ok(b.is_valid() and not b.is_check(), 'SMOTHERPIN: lawful position, White to move, not in check')
ok(b.is_pinned(W, sq('e5')), 'SMOTHERPIN: the e5 knight is pinned to White\'s king on e1 by the e8 rook')
m = chess.Move.from_uci('e5f7')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, 'SMOTHERPIN: Ne5-f7 is a knight\'s move in shape, unlawful: it exposes White\'s king')
a = b.copy(); a.push(m)
ok(a.is_checkmate() and a.is_attacked_by(B, sq('e1')), 'SMOTHERPIN: after Nf7 Black is smothered (a "mate" in shape), and White\'s king stands in check from the e8 rook')
ok(legal_from(b, 'e5') == [], 'SMOTHERPIN: put back on e5 the knight has no lawful move: there is no "right move" to make')
F['smotherpin_king'] = san_list(b, king_moves(b))
ok(F['smotherpin_king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], 'SMOTHERPIN: the king\'s lawful moves are Kd1, Kf1, Kd2, Ke2, Kf2')

# ================================================================ KINGTAKESL (1325 london): false "check" after Nxf7, the king takes the knight
b = chess.Board()
play(b, ['d4', 'd5', 'Nf3', 'Nf6', 'Ne5', 'e6', 'Nxf7'])
ok(not b.is_check(), 'KINGTAKESL: after 4. Nxf7 Black\'s king on e8 is not in check, so White\'s "check" is false')
m = b.parse_san('Kxf7')
ok(m in b.legal_moves and b.piece_type_at(m.from_square) == chess.KING, 'KINGTAKESL: 4... Kxf7 is lawful, a move of the king that takes the knight')

# ================================================================ OWNPAWN (1326 london): the rook takes its own pawn
FEN['OWNPAWN'] = '6k1/5ppp/8/8/3P4/8/6PP/3R3K w - - 0 1'
b = chess.Board(FEN['OWNPAWN'])
ok(b.is_valid() and not b.is_check(), 'OWNPAWN: lawful position, White to move')
ok(pc(b, 'd4') == P(chess.PAWN, W) and pc(b, 'd2') is None and pc(b, 'd3') is None, 'OWNPAWN: {[%move d1d4]} brings the rook up the open d-file onto White\'s own d4 pawn')
F['ownpawn_either'] = san_list(b, legal_from(b, 'd1') + legal_from(b, 'd4'))
ok(F['ownpawn_either'] == ['Ra1', 'Rb1', 'Rc1', 'Re1', 'Rf1', 'Rg1', 'Rd2', 'Rd3', 'd5'],
   'OWNPAWN: with both men back, the rook\'s lawful moves are Ra1, Rb1, Rc1, Re1, Rf1, Rg1, Rd2, Rd3 and the pawn\'s is d5')

# ================================================================ SEVERAL (1329 london): a check ignored for two moves; the known moves since retracted
FEN['SEVERAL'] = '8/p4pp1/7p/7k/8/8/5PPP/R5K1 w - - 0 1'
b = chess.Board(FEN['SEVERAL'])
ok(b.is_valid() and not b.is_check(), 'SEVERAL: lawful position, White to move')
b.push_san('Ra5')
ok(b.is_check() and b.checkers() == chess.SquareSet([sq('a5')]), 'SEVERAL: 1. Ra5 checks the h5 king along the fifth rank; no "check" is said')
after = b.copy()
pseudo(b, 'f7f6')
b.push_san('Kf1')
pseudo(b, 'a7a6')
ok(b.is_attacked_by(W, sq('h5')), 'SEVERAL: 1... f6 (the f-pawn\'s first move, one square), 2. Kf1 and 2... a6: the king stays in check throughout')
for _ in range(3): b.pop()
ok(b.board_fen() == after.board_fen() and pc(b, 'f7') == P(chess.PAWN, B), 'SEVERAL: with the three moves since the check retracted the f-pawn is back on f7, with no move of it in the record')
F['several_parry'] = san_list(b, list(b.legal_moves))
ok(F['several_parry'] == ['Kg4', 'Kh4', 'Kg6', 'f5', 'g5'],
   'SEVERAL: Black\'s lawful moves, all freeing the king, are Kg4, Kh4, Kg6, f5 and g5: both pawns interpose by a two-square first move')

# ================================================================ OMITTED (1330 london): White omitted his queen's knight
FEN['OMITTED'] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1'
b = chess.Board(FEN['OMITTED'])
std = chess.Board()
ok([chess.square_name(s) for s in chess.SQUARES if b.piece_at(s) != std.piece_at(s)] == ['b1'] and pc(b, 'b1') is None,
   'OMITTED: the set-up differs from the standard array only in White\'s b1 knight, which is missing (no odds are recorded)')
line = ['e4', 'e5', 'Nf3', 'Nc6']
play(b, line)
ok(len(line[0::2]) == 2, 'OMITTED: 1. e4 e5 2. Nf3 Nc6 are lawful; White has played two moves, Black two')

print(N[0], 'assertions passed')
for k in sorted(F): print(k, F[k] if not k.endswith('record') else len(F[k]))
