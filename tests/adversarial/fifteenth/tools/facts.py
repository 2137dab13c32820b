"""Findings of fact for the fifteenth set, asserted with python-chess, and every expected move list
(sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

F, FEN, REC, N = {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)
def board(fen): b = chess.Board(fen); return b
def push_san(b, s): b.push_san(s); return b
def raw(b, uci): apply_raw(b, uci); return b

def shuffle(fen, plies):
    """A deterministic run of quiet moves: no capture, no check, no mate or stalemate, and nothing
    left en prise to a capture; king moves first. Returns the SAN list and the final board."""
    b = chess.Board(fen); out = []
    for _ in range(plies):
        cands = sorted((m for m in b.legal_moves if not b.is_capture(m) and not b.gives_check(m)),
                       key=lambda m: (b.piece_type_at(m.from_square) != chess.KING, m.uci()))
        for m in cands:
            c = b.copy(); c.push(m)
            if c.is_game_over(claim_draw=False) or any(c.is_capture(x) for x in c.legal_moves):
                continue
            out.append(b.san(m)); b.push(m); break
        else:
            raise AssertionError('shuffle stuck at ' + b.fen())
    return out, b

def numbered(sans, notice=''):
    out = [notice] if notice else []
    for i, s in enumerate(sans):
        out.append(f'{i // 2 + 1}. {s}' if i % 2 == 0 else s)
    lines, line = [], ''
    for t in out:
        if line and len(line) + 1 + len(t) > 90: lines.append(line); line = t
        else: line = (line + ' ' + t).strip()
    lines.append(line)
    return '\n'.join(lines)

# ===================== 1501 twenty-laws: fifty moves, queen against rook (not in law 19's list)
FEN[1501] = '8/8/8/3k4/8/8/2r5/K1Q5 w - - 0 1'
b = board(FEN[1501])
ok(b.is_valid() and not b.is_check(), '1501: lawful start, White (K, Q) to move against Black (K, R)')
sans, e = shuffle(FEN[1501], 100)
ok(len(sans) == 100 and not e.is_game_over() and len(e.piece_map()) == 4, '1501: fifty moves each after the notice, no capture, no check, no mate; still K+Q against K+R')
REC[1501] = numbered(sans, '{[%fifty black]}')

# ===================== 1502 twenty-laws: unannounced check, "check" said a move late
FEN[1502] = '4k3/p7/8/8/8/8/6PP/3R2K1 w - - 0 1'
b = board(FEN[1502]); b.push_san('Re1')
ok(b.is_check(), '1502: 1. Re1 checks the e8 king (the e-file is open); nothing is said')
raw(b, 'a7a6'); ok(b.is_attacked_by(W, sq('e8')), '1502: 1... a6 ignores the check; the king is still attacked')
raw(b, 'h2h3'); raw(b, 'a6a5'); raw(b, 'g2g3')
ok(b.is_check(), '1502: after 2. h3 a5 3. g3 the king still stands in the unannounced check; White says "check" only with his third move')
REC[1502] = '1. Re1 a6 2. h3 a5 3. g3 {[%check]}'

# ===================== 1503 twenty-laws: stalemate by promotion to a bishop
FEN[1503] = '7k/4PK1p/7P/8/8/8/8/8 w - - 0 1'
b = board(FEN[1503]); ok(b.is_valid() and not b.is_check(), '1503: lawful start, White to move')
for p in 'qr':
    c = b.copy(); c.push_uci('e7e8' + p); ok(c.is_checkmate(), f'1503: e8={p.upper()} would have mated')
c = b.copy(); c.push_san('e8=B'); ok(c.is_stalemate(), '1503: 1. e8=B leaves Black not in check and without a lawful move: stalemate (h7 pawn blocked by h6)')
REC[1503] = '1. e8=B'

# ===================== 1504 twenty-laws: a pinned rook leaves its file to give check
FEN[1504] = '4r3/8/8/7k/8/8/4R3/4K3 w - - 0 1'
b = board(FEN[1504]); ok(b.is_valid() and not b.is_check(), '1504: lawful start')
ok(b.is_pinned(W, sq('e2')), '1504: the e2 rook is pinned to its king by the e8 rook')
m = chess.Move.from_uci('e2h2'); ok(m in b.pseudo_legal_moves and m not in b.legal_moves, '1504: Re2-h2 is a rook move in shape but exposes the king')
c = b.copy(); raw(c, 'e2h2')
ok(c.is_attacked_by(W, sq('h5')) and c.is_attacked_by(B, sq('e1')), '1504: after Rh2 the h5 king is in check and White\'s own king stands in check from e8')
F['1504_correct'] = san_list(b, legal_from(b, 'e2'))
F['1504_king'] = san_list(b, king_moves(b))
ok(F['1504_correct'] == ['Re3', 'Re4', 'Re5+', 'Re6', 'Re7', 'Rxe8'], '1504: the rook\'s lawful moves are along the e-file only')
ok(F['1504_king'] == ['Kd1', 'Kf1', 'Kd2', 'Kf2'], '1504: the king\'s lawful moves with the rook put back')
REC[1504] = '1. {[%move e2h2]} {[%check]}'

# ===================== 1505 twenty-laws: false "check"; Black interposes in consequence
FEN[1505] = '1n2k3/3p4/8/8/8/8/8/5BK1 w - - 0 1'
b = board(FEN[1505]); b.push_san('Bb5')
ok(not b.is_check(), '1505: 1. Bb5 gives no check: the d7 pawn stands between b5 and e8')
b.push_san('Nc6'); ok(b.piece_at(sq('c6')).piece_type == chess.KNIGHT, '1505: 1... Nc6 puts the knight on the b5-e8 line (an interposition in form)')
REC[1505] = '1. Bb5 {[%check]} Nc6'

# ===================== 1506 twenty-laws: false move; Black touches a man, then claims; White pleads "too late"
b = chess.Board(); b.push_san('e4'); b.push_san('e5')
m = chess.Move.from_uci('f1e3'); ok(m not in b.pseudo_legal_moves, '1506: Bf1-e3 is no bishop\'s move (one square forward and one aside, like a knight\'s half-step)')
REC[1506] = '1. e4 e5 2. {[%move f1e3]} {[%touch b8]}'

# ===================== 1507 boys-own: stalemate with a blocked pawn
FEN[1507] = '7k/7p/7P/8/8/8/8/5QK1 w - - 0 1'
b = board(FEN[1507]); b.push_san('Qf7')
ok(b.is_stalemate(), '1507: 1. Qf7: Black\'s king is not in check, g8/g7 are the queen\'s, the h7 pawn is blocked by h6 and has nothing to take: stalemate')
REC[1507] = '1. Qf7'

# ===================== 1508 boys-own: castling after the king has moved and come back
FEN[1508] = '4k3/pp6/8/8/8/8/PP6/4K2R w K - 0 1'
b = board(FEN[1508])
for s in ['Kf1', 'Kd8', 'Ke1', 'Ke8']: b.push_san(s)
ok(not b.has_kingside_castling_rights(W), '1508: after Kf1 and Ke1 White has lost the right to castle')
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, '1508: O-O is not lawful')
F['1508_king'] = san_list(b, king_moves(b)); F['1508_rook'] = san_list(b, legal_from(b, 'h1'))
ok(F['1508_king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], '1508: the king\'s lawful moves')
REC[1508] = '1. Kf1 Kd8 2. Ke1 Ke8 3. {[%move e1g1]}'

# ===================== 1509 boys-own: king's-side castling after the queen's rook moved
FEN[1509] = '4k3/pp6/8/8/8/8/PP6/R3K2R w KQ - 0 1'
b = board(FEN[1509])
b.push_san('Rc1'); b.push_san('Kd8'); b.push_san('Ra1'); b.push_san('Ke8')
ok(b.has_kingside_castling_rights(W) and not b.has_queenside_castling_rights(W), '1509: the a-rook has moved (and come back); the king and the h-rook never moved')
ok(chess.Move.from_uci('e1g1') in b.legal_moves, '1509: O-O is lawful on every other count (f1, g1 empty and unattacked, not in check)')
b.push_san('O-O'); REC[1509] = '1. Rc1 Kd8 2. Ra1 Ke8 3. O-O'

# ===================== 1510 boys-own: unannounced check, warned next move; covering allowed
FEN[1510] = '4kbn1/p7/8/8/8/8/7P/3R2K1 w - - 0 1'
b = board(FEN[1510]); b.push_san('Re1'); ok(b.is_check(), '1510: 1. Re1 checks, unannounced')
F['1510_parry'] = san_list(b, b.legal_moves)
ok(F['1510_parry'] == ['Kd7', 'Kf7', 'Kd8', 'Be7', 'Ne7'], '1510: the parries: king moves and covering with the bishop or knight')
c = b.copy(); raw(c, 'a7a6'); raw(c, 'h2h3'); ok(c.is_attacked_by(W, sq('e8')), '1510: 1... a6 ignores it; 2. h3 is played with "check"')
REC[1510] = '1. Re1 a6 2. h3 {[%check]}'

# ===================== 1511 boys-own: king moved into check; Black plays on, then claims
FEN[1511] = '3r3k/8/8/8/8/8/8/4K3 w - - 0 1'
b = board(FEN[1511]); m = chess.Move.from_uci('e1d1')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves, '1511: Ke1-d1 puts the king on the d-file of the d8 rook: a false move')
raw(b, 'e1d1'); raw(b, 'h8g8'); ok(b.is_attacked_by(B, sq('d1')), '1511: Black answers 1... Kg8; White\'s king still stands in check, no one having noticed')
REC[1511] = '1. {[%move e1d1]} Kg8'

# ===================== 1512 boys-own: mate, not stalemate
FEN[1512] = '7k/8/6K1/8/8/8/8/R7 w - - 0 1'
b = board(FEN[1512]); b.push_san('Ra8'); ok(b.is_checkmate(), '1512: 1. Ra8 mates (the king is in check, g8/g7/h7 are covered)')
REC[1512] = '1. Ra8# {[%check]}'

# ===================== 1513 philidor: promotion to a third knight, with mate
FEN[1513] = '6nb/5Ppk/6pp/8/8/8/8/1N2K1N1 w - - 0 1'
b = board(FEN[1513]); ok(b.is_valid() and not b.is_check(), '1513: lawful start; White still has both knights on b1 and g1')
b.push_san('f8=N'); ok(b.is_checkmate(), '1513: 1. f8=N mates: the knight checks h7 and every flight square holds a Black man')
ok(len(b.pieces(chess.KNIGHT, W)) == 3, '1513: White now has three knights')
REC[1513] = '1. f8=N# {[%check]}'

# ===================== 1514 philidor: capture in passing that discovers mate
FEN[1514] = '7k/3p3p/8/4P3/8/2B5/8/1K4R1 b - - 0 1'
b = board(FEN[1514]); ok(b.is_valid() and not b.is_check(), '1514: lawful start, Black to move')
b.push_san('d5'); ok(b.ep_square == sq('d6'), '1514: 1... d5 is the pawn\'s first move, two squares; e5 could have taken it on d6')
m = b.parse_san('exd6'); ok(b.is_en_passant(m), '1514: 2. exd6 is the capture in passing, on the very next move')
b.push(m); ok(b.is_checkmate(), '1514: it uncovers the c3 bishop on h8; g8 and g7 are the g1 rook\'s, h7 Black\'s own pawn: mate')
REC[1514] = '1... d5 2. exd6# {[%check]}'

# ===================== 1515 philidor: stalemate by a second queen (England)
FEN[1515] = '8/6P1/7k/8/1K6/8/8/1N1Q4 w - - 0 1'
b = board(FEN[1515]); ok(b.is_valid() and not b.is_check(), '1515: lawful start; White has his queen on d1')
b.push_san('g8=Q'); ok(b.is_stalemate(), '1515: 1. g8=Q (a second queen) leaves Black not in check and without a move: stalemate')
ok(len(b.pieces(chess.QUEEN, W)) == 2, '1515: White has two queens')
REC[1515] = '1. g8=Q'

# ===================== 1516 philidor: odds of a rook forgotten; the giver asks to begin again
b = chess.Board(); b.remove_piece_at(sq('a1'))  # what the board should have been
c = chess.Board()
sans16 = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'd3', 'd6', 'Nc3']
for s in sans16: c.push_san(s)
ok(c.piece_at(sq('a1')) is not None, '1516: the a1 rook is still on the board after 5 moves by White and 4 by Black')
REC[1516] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 d6 5. Nc3'

# ===================== 1517 philidor: queen's-side castling across an attacked square
FEN[1517] = '3rk3/8/8/8/8/8/7P/R3K3 w Q - 0 1'
b = board(FEN[1517]); ok(b.is_valid() and not b.is_check(), '1517: lawful start, White not in check')
ok(b.is_attacked_by(B, sq('d1')) and not b.is_attacked_by(B, sq('c1')), '1517: d1, the square the king passes, is attacked by the d8 rook; c1 is not')
ok(chess.Move.from_uci('e1c1') not in b.legal_moves, '1517: O-O-O is not lawful')
F['1517_rook'] = san_list(b, legal_from(b, 'a1')); F['1517_king'] = san_list(b, king_moves(b))
ok(F['1517_king'] == ['Kf1', 'Ke2', 'Kf2'], '1517: the king\'s lawful moves (d1, d2 are the rook\'s)')
REC[1517] = '1. {[%move e1c1]}'

# ===================== 1518 philidor: unannounced check ignored by a capture; warned next move
FEN[1518] = '4k3/p7/5n2/8/4P3/8/3P4/4KB2 w - - 0 1'
b = board(FEN[1518]); b.push_san('Bb5'); ok(b.is_check(), '1518: 1. Bb5 checks e8 (c6, d7 empty); nothing said')
F['1518_parry'] = san_list(b, b.legal_moves)
c = b.copy(); raw(c, 'f6e4'); ok(c.piece_at(sq('e4')).color == B, '1518: 1... Nxe4 ignores the check and takes a pawn')
raw(c, 'd2d3'); ok(c.is_attacked_by(W, sq('e8')), '1518: 2. d3 is played with "check": the b5 bishop still checks')
ok(F['1518_parry'] == ['Nd7', 'Ke7', 'Kf7', 'Kd8', 'Kf8'], '1518: the parries in the position after 1. Bb5')
REC[1518] = '1. Bb5 Nxe4 2. d3 {[%check]}'

# ===================== 1519 acknowledged: "stalemate" claimed, but the pinned rook can slide
FEN[1519] = 'kr6/8/K7/8/8/8/8/7R w - - 0 1'
b = board(FEN[1519]); b.push_san('Rh8')
ok(not b.is_check() and not b.is_stalemate(), '1519: after 1. Rh8 Black is not in check and not stalemated')
ok(not king_moves(b) and b.is_pinned(B, sq('b8')), '1519: the king has no move; the b8 rook is pinned along the eighth rank')
F['1519_moves'] = san_list(b, b.legal_moves)
ok(F['1519_moves'] == ['Rc8', 'Rd8', 'Re8', 'Rf8', 'Rg8', 'Rxh8'], '1519: the pinned rook can still move along the rank of the pin')
REC[1519] = '1. Rh8'

# ===================== 1520 acknowledged: fifty moves in a two-bishops-against-knight ending
FEN[1520] = '8/8/3k4/8/2n5/8/8/1B2K2B w - - 0 1'
b = board(FEN[1520]); ok(b.is_valid() and not b.is_check(), '1520: lawful start: White K+B+B, Black K+N')
sans, e = shuffle(FEN[1520], 100)
ok(len(sans) == 100 and not e.is_game_over() and len(e.piece_map()) == 5, '1520: fifty moves each after the call, no capture, no check, no mate; material unchanged')
REC[1520] = numbered(sans, '{[%fifty black]}')

# ===================== 1521 acknowledged: false "check"; the misled player takes the piece
FEN[1521] = '4k3/3p4/p7/8/8/8/8/4KB2 w - - 0 1'
b = board(FEN[1521]); b.push_san('Bb5'); ok(not b.is_check(), '1521: 1. Bb5 gives no check (d7 pawn between)')
ok(b.parse_san('axb5') in b.legal_moves, '1521: 1... axb5 takes the piece that was said to check')
REC[1521] = '1. Bb5 {[%check]} axb5'

# ===================== 1522 acknowledged: unannounced check noticed after two moves
FEN[1522] = 'r3k3/p7/8/8/8/8/6PP/5RK1 w - - 0 1'
b = board(FEN[1522])
ok(not b.is_check(), '1522: lawful start')
b.push_san('h3'); b.push_san('Kd8'); b.push_san('Rd1')
ok(b.is_check(), '1522: 2. Rd1 checks the d8 king; nothing said')
F['1522_parry'] = san_list(b, b.legal_moves)
c = b.copy(); raw(c, 'a7a6'); raw(c, 'g2g3'); ok(c.is_attacked_by(W, sq('d8')), '1522: 2... a6 and 3. g3 are played; the king still stands in check')
REC[1522] = '1. h3 Kd8 2. Rd1 a6 3. g3'

# ===================== 1523 acknowledged: castling across a square commanded by a pawn
FEN[1523] = '4k3/8/8/8/8/8/6p1/4K2R w K - 0 1'
b = board(FEN[1523]); ok(b.is_valid() and not b.is_check(), '1523: lawful start, White not in check')
ok(b.is_attacked_by(B, sq('f1')) and not b.is_attacked_by(B, sq('g1')), '1523: f1, which the king passes over, is commanded by the g2 pawn; g1 is not')
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, '1523: O-O is not lawful')
F['1523_king'] = san_list(b, king_moves(b))
REC[1523] = '1. {[%move e1g1]}'

# ===================== 1524 acknowledged: capture in passing that stalemates
FEN[1524] = '7k/3p1K1p/7P/4P3/8/8/8/8 b - - 0 1'
b = board(FEN[1524]); ok(b.is_valid() and not b.is_check(), '1524: lawful start, Black to move')
b.push_san('d5'); m = b.parse_san('exd6'); ok(b.is_en_passant(m), '1524: 2. exd6 is a lawful capture in passing on the next move')
b.push(m); ok(b.is_stalemate(), '1524: after it Black is not in check and has no move: stalemate')
REC[1524] = '1... d5 2. exd6'

# ===================== 1525 london: a third queen
FEN[1525] = '8/1P6/8/8/4k3/8/Q7/K1Q5 w - - 0 1'
b = board(FEN[1525]); ok(b.is_valid() and not b.is_check(), '1525: lawful start; White has two queens')
b.push_san('b8=Q'); ok(len(b.pieces(chess.QUEEN, W)) == 3 and not b.is_game_over(), '1525: 1. b8=Q makes a third queen; the game goes on')
ok(not b.is_check(), '1525: no check is given')
REC[1525] = '1. b8=Q'

# ===================== 1526 london: fifty moves, rook against king
FEN[1526] = '8/8/8/3k4/8/8/8/K6R w - - 0 1'
b = board(FEN[1526]); ok(b.is_valid(), '1526: lawful start: White K+R, Black K')
sans, e = shuffle(FEN[1526], 100)
ok(len(sans) == 100 and not e.is_game_over() and len(e.piece_map()) == 3, '1526: fifty moves each after the notice, no capture, no check, no mate')
REC[1526] = numbered(sans, '{[%fifty black]}')

# ===================== 1527 london: the unannounced check ignored by castling; warned next move
FEN[1527] = 'rn1qk2r/p4ppp/8/8/8/8/PPPP1PPP/RNBQKB1R w KQkq - 0 1'
b = board(FEN[1527]); ok(b.is_valid() and not b.is_check(), '1527: lawful start')
b.push_san('Bb5'); ok(b.is_check(), '1527: 1. Bb5 checks e8 (c6, d7 empty); nothing said')
F['1527_parry'] = san_list(b, b.legal_moves)
ok(chess.Move.from_uci('e8g8') not in b.legal_moves and 'O-O' not in F['1527_parry'], '1527: castling is no parry (the king is in check)')
ok(b.has_kingside_castling_rights(B), '1527: Black keeps the right to castle (king and h8 rook unmoved), so only the check bars O-O')
c = b.copy(); raw(c, 'a7a6'); raw(c, 'a2a3'); ok(c.is_attacked_by(W, sq('e8')), '1527: 1... a6 ignores the check; 2. a3 is played with "check"')
REC[1527] = '1. Bb5 a6 2. a3 {[%check]}'

# ===================== 1528 london: a second move in succession, which promotes
FEN[1528] = '7k/1P6/8/8/8/8/P7/K7 w - - 0 1'
b = board(FEN[1528]); b.push_san('a3')
c = b.copy(); c.turn = W; m = c.parse_san('b8=Q')
ok(m in c.legal_moves, '1528: the b-pawn could promote if it were White\'s turn')
c.push(m); ok(c.is_check(), '1528: b8=Q would give check along the eighth rank')
REC[1528] = '1. a3 {[%move b7b8q white]}'

# ===================== 1529 london: queen's-side castling with a knight between king and rook
FEN[1529] = '4k3/8/8/8/8/8/7P/RN2K3 w Q - 0 1'
b = board(FEN[1529]); ok(b.is_valid() and not b.is_check(), '1529: lawful start')
ok(chess.Move.from_uci('e1c1') not in b.legal_moves, '1529: O-O-O is not lawful: the b1 knight stands between king and rook')
ok(not b.is_attacked_by(B, sq('d1')) and not b.is_attacked_by(B, sq('c1')), '1529: no square the king passes is attacked (the only bar is the man between)')
F['1529_king'] = san_list(b, king_moves(b, castling=False)); F['1529_rook'] = san_list(b, legal_from(b, 'a1'))
REC[1529] = '1. {[%move e1c1]}'

# ===================== 1530 london: a pawn takes onto the last square and is not exchanged
FEN[1530] = 'r6k/1P6/8/8/8/8/8/4K3 w - - 0 1'
b = board(FEN[1530]); ok(b.is_valid() and not b.is_check(), '1530: lawful start')
F['1530_correct'] = san_list(b, [m for m in b.legal_moves if m.from_square == sq('b7') and m.to_square == sq('a8')])
ok(F['1530_correct'] == ['bxa8=Q+', 'bxa8=R+', 'bxa8=B', 'bxa8=N'], '1530: the capture on a8 with exchange: Q and R check')
REC[1530] = '1. {[%move b7a8]}'

print(N[0], 'assertions passed')
