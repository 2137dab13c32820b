"""Findings of fact for the twenty-fifth set, asserted with python-chess, and every expected move
list (sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

FEN, REC, MOVES, N = {}, {}, {}, [0]
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
def pseudo(b, san):
    for m in b.pseudo_legal_moves:
        if b.san(m).rstrip('+#') == san.rstrip('+#'): b.push(m); return b
    raise AssertionError(san + ' not pseudo-legal')
def illegal(b, uci): return chess.Move.from_uci(uci) not in b.legal_moves
def at(b, s): return b.piece_at(sq(s))
def P(kind, color): return chess.Piece(kind, color)
def captures_of(b, s): return [m for m in b.legal_moves if m.to_square == sq(s)]
def walk_no_pawn(b0, plies):
    """a line of `plies` lawful moves from board b0: no capture, no check, no pawn move, no repeated
    position, no mate or stalemate, and never a position where a capture is possible"""
    b = b0.copy(); seen = {b.board_fen() + str(b.turn)}; out = []
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
    assert rec(0), 'walk found no line'
    c = b0.copy(); line = []
    for m in out: line.append(c.san(m)); c.push(m)
    return line, c
def movetext(sans_list, first_no=1, white_first=True):
    out = [] if white_first else [f'{first_no}...']; n = first_no; w = white_first
    for s in sans_list:
        if w: out.append(f'{n}. {s}')
        else: out.append(s); n += 1
        w = not w
    return ' '.join(out)

# ======================================================= shared record 1: check given by castling
CASTLE = '1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 e5 5. dxe5 Bb4 6. Bf4 Nc6 7. Qe2 Bg4 8. f3 Kd8'
b = board(); sans(b, 'e4 d5 exd5 Qxd5 Nc3 Qa5 d4 e5 dxe5 Bb4 Bf4 Nc6 Qe2 Bg4 f3 Kd8')
ok(b.turn == W and not b.is_check() and b.parse_san('O-O-O') in b.legal_moves, 'castle: after 8... Kd8 White may castle on the queen\'s side (lawful)')
b.push_san('O-O-O'); ok(b.is_check() and b.checkers() == chess.SquareSet([sq('d1')]), 'castle: 9. O-O-O checks the d8 king from d1, the castled rook, down the open d-file')
AFTER_CHECK = b.copy()
pseudo(b, 'Bxf3'); ok(b.was_into_check() and at(b, 'f3') == P(chess.BISHOP, B), 'castle: 9... Bxf3 takes the f3 pawn and leaves the king in check')
ok(b.parse_san('gxf3') in b.legal_moves, 'castle: 10. gxf3 is lawful (White is not in check)')
AFTER_BXF3 = b.copy()
b.push_san('gxf3'); ok(b.is_check(), 'castle: after 10. gxf3 the d8 king is still in check from d1')
AFTER_GXF3 = b.copy()
MOVES['castle-parry'] = san_list(AFTER_CHECK, list(AFTER_CHECK.legal_moves))
print('      parries after 9. O-O-O:', MOVES['castle-parry'])
ok(any(s.startswith('K') for s in MOVES['castle-parry']) and any(not s.startswith('K') for s in MOVES['castle-parry']), 'castle: the check can be met by a king move or by covering (Bd6, Nd4, Qd2...)')
pseudo(b, 'h6'); ok(b.was_into_check(), 'castle (late): 10... h6 ignores the check again')
ok(b.parse_san('a3') in b.legal_moves, 'castle (late): 11. a3 is lawful'); b.push_san('a3'); ok(b.is_check(), 'castle (late): after 11. a3 the king is still in check')
REC['castle'] = CASTLE + ' 9. O-O-O Bxf3 10. gxf3 {[%check]}'
REC['castle-silent'] = CASTLE + ' 9. O-O-O Bxf3 10. gxf3'
REC['castle-late'] = CASTLE + ' 9. O-O-O Bxf3 10. gxf3 h6 11. a3 {[%check]}'
for n in (2501, 2507, 2516, 2519, 2525): REC[n] = REC['castle']
REC[2505] = REC['castle-silent'] + ' h6'
b = AFTER_GXF3.copy(); pseudo(b, 'h6'); ok(b.was_into_check(), '2505: 10... h6 also leaves the king in check')
for n in (2512, 2518, 2522): REC[n] = REC['castle-late']

# ======================================================= shared record 2: false "check" said with a capture
FALSE = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 {[%check]}'
b = board(); sans(b, 'e4 e5 Nf3 Nc6 Bb5 a6 Bxc6')
ok(not b.is_check() and at(b, 'd7') == P(chess.PAWN, B), 'false: 4. Bxc6 gives no check: the d7 pawn stands between c6 and e8')
ok(b.parse_san('dxc6') in b.legal_moves and b.parse_san('bxc6') in b.legal_moves, 'false: 4... dxc6 (and bxc6) take the bishop')
b.push_san('dxc6'); ok(b.parse_san('Nxe5') in b.legal_moves, 'false: 5. Nxe5 is lawful')
for n in (2504, 2508, 2521, 2528): REC[n] = FALSE + ' dxc6'
REC[2515] = FALSE + ' dxc6 5. Nxe5'

# ======================================================= shared record 3: counter-check
FEN['counter'] = '3r2k1/5ppp/8/8/2B5/8/5PPP/R5K1 w - - 0 1'
b = board(FEN['counter']); ok(b.is_valid() and not b.is_check(), 'counter: lawful start, White to move, not in check')
b.push_san('Bxf7+'); ok(b.is_check() and b.checkers() == chess.SquareSet([sq('f7')]), 'counter: 1. Bxf7 takes the pawn and checks the g8 king')
COUNTER_AT_CHECK = b.copy()
pseudo(b, 'Rd1'); ok(b.was_into_check() and b.is_check(), 'counter: 1... Rd1 leaves Black\'s king in check and checks White\'s king along the first rank')
ok(b.parse_san('Rxd1') in b.legal_moves, 'counter: 2. Rxd1 is lawful and meets Black\'s check')
b.push_san('Rxd1'); ok(b.is_check() and b.checkers() == chess.SquareSet([sq('f7')]), 'counter: after 2. Rxd1 Black is still in check from f7')
MOVES['counter-parry'] = san_list(COUNTER_AT_CHECK, list(COUNTER_AT_CHECK.legal_moves))
print('      parries after 1. Bxf7+:', MOVES['counter-parry'])
for n in (2513, 2524, 2527): FEN[n] = FEN['counter']; REC[n] = '1. Bxf7 Rd1 2. Rxd1 {[%check]}'

# ======================================================= 2502 / 2514 fifty moves: rook and bishop against rook, the rook taken at once
FEN['rbr'] = '8/8/3k4/8/8/3B4/1R5r/4K3 w - - 0 1'
b = board(FEN['rbr']); ok(b.is_valid() and not b.is_check(), 'rbr: lawful start: K+R+B against K+R, White to move')
ok(b.parse_san('Rxh2') in b.legal_moves, 'rbr: 1. Rxh2 takes Black\'s rook')
b.push_san('Rxh2'); line, end = walk_no_pawn(b, 99)
ok(not end.is_checkmate() and end.fullmove_number == 51 and end.turn == W, 'rbr: fifty moves each from the notice, no mate (the line found by walk_no_pawn)')
ok(len(end.piece_map()) == 4, 'rbr: after the capture only K+R+B against the bare king remain')
for n in (2502, 2514): FEN[n] = FEN['rbr']; REC[n] = '{[%fifty black]} ' + movetext(['Rxh2'] + line)

# ======================================================= 2520 fifty moves (acknowledged): rook and pawn, the pawn moves inside the count
FEN[2520] = '8/8/8/3k4/8/8/P7/4K2R w - - 0 1'
b = board(FEN[2520]); ok(b.is_valid() and not b.is_check(), '2520: lawful start: K+R+P against K')
b.push_san('a3'); ok(True, '2520: 1. a3, a pawn move, after the call')
line, end = walk_no_pawn(b, 99)
ok(not end.is_checkmate() and end.fullmove_number == 51 and at(end, 'a3') == P(chess.PAWN, W), '2520: fifty moves each from the call without mate; the pawn stands on a3')
REC[2520] = '{[%fifty black]} ' + movetext(['a3'] + line)

# ======================================================= 2526 fifty moves (london): the attacker's pawn lost inside the count
FEN[2526] = '7Q/8/8/8/k7/8/P7/4K3 w - - 0 1'
b = board(FEN[2526]); ok(b.is_valid() and not b.is_check(), '2526: lawful start: White K+Q+P (a2) against the bare king')
b.push_san('a3'); ok(b.parse_san('Kxa3') in b.legal_moves, '2526: 1. a3 and the king can take it')
b.push_san('Kxa3'); ok(len(b.piece_map()) == 3, '2526: after 1... Kxa3 only K+Q against K remain')
line, end = walk_no_pawn(b, 98)
ok(not end.is_checkmate() and end.fullmove_number == 51, '2526: fifty moves each from the notice without mate')
REC[2526] = '{[%fifty black]} ' + movetext(['a3', 'Kxa3'] + line)

# ======================================================= 2529 fifty moves (london): the defender's pawn moves and is taken inside the count
FEN[2529] = '8/8/8/1p6/3k4/8/8/1Q4K1 w - - 0 1'
b = board(FEN[2529]); ok(b.is_valid() and not b.is_check(), '2529: lawful start: K+Q against K+P (b5)')
b.push_san('Kg2'); b.push_san('b4'); ok(b.parse_san('Qxb4') in b.legal_moves, '2529: 1. Kg2 b4 2. Qxb4+?')
c = b.copy(); c.push_san('Qxb4'); chk = c.is_check()
print('      Qxb4 gives check:', chk)
b.push_san('Qxb4'); first = ['Kg2', 'b4', b.move_stack[-1] and ('Qxb4+' if chk else 'Qxb4')]
ok(len(b.piece_map()) == 3, '2529: after 2. Qxb4 only K+Q against K remain')
if chk:
    km = sorted(b.legal_moves, key=lambda m: m.uci())
    mv = [m for m in km if not b.gives_check(m)][0]
    first.append(b.san(mv)); b.push(mv)
line, end = walk_no_pawn(b, 100 - len(first))
ok(not end.is_checkmate() and end.fullmove_number == 51 and end.turn == W, '2529: fifty moves each from the notice without mate')
REC[2529] = '{[%fifty black]} ' + movetext(first + line)

# ======================================================= 2503 rook odds: the king had walked, then castles towards the empty a1
b = board(); b.remove_piece_at(sq('a1')); b.castling_rights &= ~chess.BB_A1
sans(b, 'e4 e5 Ke2 Nc6 Ke1 Nf6 Nc3 Bc5 d3 d6 Be3 Bb6 Qd2 Be6')
ok(all(at(b, s) is None for s in ('a1', 'b1', 'c1', 'd1')), '2503: a1 (the odds rook\'s square), b1, c1 and d1 are empty')
ok(not b.is_check() and not b.is_attacked_by(B, sq('d1')) and not b.is_attacked_by(B, sq('c1')), '2503: the king is not in check, and d1 and c1 are not attacked')
MOVES[2503] = {'move-king': san_list(b, king_moves(b, castling=False))}
print('      2503 king moves:', MOVES[2503])
ok(not any(b.piece_type_at(m.from_square) == chess.ROOK and m.from_square in (sq('a1'),) for m in b.legal_moves), '2503: there is no rook on the a1 side to move')
REC[2503] = '1. e4 e5 2. Ke2 Nc6 3. Ke1 Nf6 4. Nc3 Bc5 5. d3 d6 6. Be3 Bb6 7. Qd2 Be6 8. {[%move e1c1]}'

# ======================================================= pinned bishop that can move along its pin (2506 TW, 2517 PH, 2523 AC)
b = board(); sans(b, 'e4 e5 Nf3 d6 Bb5+ Bd7 Nc3 Nf6 d3 Be7 O-O')
ok(b.is_pinned(B, sq('d7')), 'pin: the d7 bishop is pinned to the e8 king by the b5 bishop')
MOVES['pin'] = san_list(b, legal_from(b, 'd7'))
ok(MOVES['pin'] == ['Bxb5', 'Bc6'], 'pin: yet it has two lawful moves, along the pin: Bxb5 and Bc6')
ok(b.parse_san('O-O') in b.legal_moves, 'pin: Black may castle (O-O lawful)')
for n in (2506, 2517, 2523): REC[n] = '1. e4 e5 2. Nf3 d6 3. Bb5+ {[%check]} Bd7 4. Nc3 Nf6 5. d3 Be7 6. O-O {[%touch d7]} O-O'

# ======================================================= 2509 touched adversary pawn: only a pinned knight could take it
b = board(); sans(b, 'e4 e5 Nc3 Nf6 d3 Bb4 Nf3 b5')
ok(b.is_pinned(W, sq('c3')), '2509: the c3 knight is pinned to the e1 king by the b4 bishop')
ok(captures_of(b, 'b5') == [], '2509: no White man can lawfully take the b5 pawn (only the pinned knight attacks it)')
ok(b.is_attacked_by(W, sq('b5')), '2509: the pinned knight still attacks b5')
MOVES[2509] = {'move-king': san_list(b, king_moves(b))}
print('      2509 king moves:', MOVES[2509])
REC[2509] = '1. e4 e5 2. Nc3 Nf6 3. d3 Bb4 4. Nf3 b5 5. {[%touch b5]} a3'
c = b.copy(); c.push_san('a3'); ok(True, '2509: 5. a3 is lawful')

# ======================================================= 2510 / 2511 false queen move over the f3 knight
b = board(); sans(b, 'e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Be7 O-O O-O')
ok(illegal(b, 'd1h5') and at(b, 'f3') == P(chess.KNIGHT, W), '2510: Qd1-h5 would pass over White\'s own f3 knight: a false move')
raw(b, 'd1h5'); b.push_san('d6'); b.push_san('Bg5'); ok(True, '2510: 6... d6 7. Bg5 are lawful')
REC[2510] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Be7 5. O-O O-O 6. {[%move d1h5]} d6 7. Bg5'
REC[2511] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Be7 5. O-O O-O 6. {[%move d1h5]} {[%touch f6]}'

# ======================================================= 2530 pinned knight touched; the king has no move (before h3)
FEN[2530] = 'r5k1/5ppp/8/8/8/8/6PP/6NK b - - 0 1'
b = board(FEN[2530]); ok(b.is_valid(), '2530: lawful start')
sans(b, 'Kf8 Nf3 Ke7 Ng1 Ra1')
ok(not b.is_check() and b.is_pinned(W, sq('g1')) and legal_from(b, 'g1') == [], '2530: after 3... Ra1 the g1 knight is pinned to the h1 king along the first rank and has no lawful move')
ok(king_moves(b) == [], '2530: the h1 king has no lawful move: g1 is his knight, g2 and h2 his pawns')
ok(b.parse_san('h3') in b.legal_moves, '2530: 4. h3 is lawful')
c = b.copy(); c.push_san('h3'); c.push(chess.Move.null())
ok([c.san(m) for m in king_moves(c)] == ['Kh2'], '2530: after h3 (not before) the king would have h2')
REC[2530] = '1... Kf8 2. Nf3 Ke7 3. Ng1 Ra1 4. {[%touch g1]} h3'
print(N[0], 'assertions')
for n in (2506, 2517, 2523): MOVES[n] = {'compel-move-touched-man': MOVES['pin']}
