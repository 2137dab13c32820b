"""Findings of fact for the twenty-fourth set, asserted with python-chess, and every expected move
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
    """push a move that is pseudo-legal only (it ignores a check)"""
    for m in b.pseudo_legal_moves:
        if b.san(m).rstrip('+#') == san: b.push(m); return b
    raise AssertionError(san + ' not pseudo-legal')
def illegal(b, uci): return chess.Move.from_uci(uci) not in b.legal_moves
def at(b, s): return b.piece_at(sq(s))
def P(kind, color): return chess.Piece(kind, color)
def captures_of(b, s): return [m for m in b.legal_moves if m.to_square == sq(s)]
def walk_no_pawn(fen, plies):
    b = chess.Board(fen); seen = {b.board_fen() + str(b.turn)}; out = []
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

# ================================================================ twenty-laws
# 2401 king in check from the first recorded position; two moves ignore it; law 5 retracts only the last
FEN[2401] = 'rnbqk1nr/pppp1ppp/8/4p3/1b6/4P3/PPP2PPP/RNBQKBNR w KQkq - 0 3'
b = board(FEN[2401]); ok(b.is_valid() and b.is_check() and b.checkers() == chess.SquareSet([sq('b4')]), '2401: the record begins with White to move and his e1 king in check from the b4 bishop (d2 empty)')
pseudo(b, 'a3'); ok(b.was_into_check(), '2401: 3. a3 leaves the king in check')
b.push_san('Nf6'); before = b.copy()
pseudo(b, 'h3'); ok(b.was_into_check(), '2401: 4. h3 leaves the king in check too')
ok(before.is_check() and before.turn == W, '2401: with h3 taken back (a3 and Nf6 stand) White is to move and in check')
MOVES[2401] = {'retract-own-last-move-and-parry': san_list(before, list(before.legal_moves))}
ok('axb4' in MOVES[2401]['retract-own-last-move-and-parry'], '2401: since a3 stands, axb4 is among the ways to provide for the check')
print('     ', MOVES[2401])
REC[2401] = '3. a3 Nf6 4. h3'

# 2402 false move (bishop leaps g2), Black replies, then White plays two in succession; Black claims the false move
b = sans(board(), 'e4 e5')
ok(illegal(b, 'f1h3') and at(b, 'g2') == P(chess.PAWN, W), '2402: Bf1-h3 passes over White\'s own g2 pawn: a false move')
raw(b, 'f1h3'); b.push_san('Nc6'); b.push_san('Nf3'); b.turn = W
ok(b.parse_san('Ng5') in b.legal_moves, '2402: after 3. Nf3 White plays Nf3-g5 as well, a second move in succession (itself a possible move)')
REC[2402] = '1. e4 e5 2. {[%move f1h3]} Nc6 3. Nf3 {[%move f3g5 white]}'

# 2403 pawn and three moves: the third (e5) crosses; Black replies d6 and then claims
b = board(); b.remove_piece_at(sq('f7'))
for s in ('e4', 'd4', 'e5'):
    b.push_san(s); b.turn = W
ok(chess.square_rank(sq('e5')) == 4 and all(chess.square_rank(sq(s)) <= 3 for s in ('e4', 'd4')), '2403: e4 and d4 stay on White\'s fourth rank; e4-e5 lands on the fifth, in Black\'s half')
b.turn = B; b.push_san('d6'); ok(True, '2403: Black replies 3... d6, a lawful move')
REC[2403] = '1. e4 2. d4 3. e5 d6'

# 2404 pawn made a queen and quitted; White asks to make it a knight
FEN[2404] = '8/P7/8/8/8/2k5/8/4K3 w - - 0 1'
b = board(FEN[2404]); ok(b.is_valid(), '2404: lawful start')
b.push_san('a8=Q'); ok(not b.is_stalemate() and not b.is_checkmate(), '2404: 1. a8=Q is lawful and leaves Black with moves')
REC[2404] = '1. a8=Q'

# 2405 / 2428 White moves Black's c6 knight to d4; Black touches his a6 pawn and then claims
b = sans(board(), 'e4 e5 Nf3 Nc6 Bb5 a6')
ok(b.is_attacked_by(W, sq('c6')) and b.is_attacked_by(W, sq('d4')), '2405: the knight is attacked by White on c6 (Bb5) and on d4 (Nf3)')
km = king_moves(b, castling=False)
ok(b.has_kingside_castling_rights(W) and b.parse_san('O-O') in b.legal_moves, '2405: with the knight back on c6, White could castle (O-O lawful)')
MOVES[2405] = {'replace-and-move-king': san_list(b, km)}
ok(MOVES[2405]['replace-and-move-king'] == ['Kf1', 'Ke2'], '2405: the king moves other than castling are Kf1 and Ke2')
raw(b, 'c6d4'); ok(b.turn == B and at(b, 'd4') == P(chess.KNIGHT, B), '2405: White has spent his turn moving Black\'s knight; Black to move')
REC[2405] = REC[2428] = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. {[%move c6d4]} {[%touch a6]}'

# 2406 White plays two moves in succession and himself asks to take back the second
b = sans(board(), 'e4 e5 Nf3'); b.turn = W
ok(b.parse_san('Bc4') in b.legal_moves, '2406: after 2. Nf3 White plays Bf1-c4 as well, out of turn')
REC[2406] = '1. e4 e5 2. Nf3 {[%move f1c4 white]}'

# ================================================================ boys-own-1829
# 2407 White says j'adoube over Black's d5 pawn (no such exception in this code), plays Nc3
b = sans(board(), 'e4 d5')
MOVES[2407] = {'compel-capture-of-touched-man': san_list(b, captures_of(b, 'd5'))}
ok(MOVES[2407]['compel-capture-of-touched-man'] == ['exd5'], '2407: only the e4 pawn can take the d5 pawn')
REC[2407] = '1. e4 d5 2. {[%adjust d5]} Nc3'

# 2408 Black's false move, then a second Black move in succession; White claims; Black pleads late
b = sans(board(), 'e4 e5 Nf3')
ok(illegal(b, 'c8g4') and at(b, 'd7') == P(chess.PAWN, B), '2408: Bc8-g4 passes over Black\'s own d7 pawn: a false move')
raw(b, 'c8g4'); b.turn = B
ok(b.parse_san('Nf6') in b.legal_moves, '2408: Black then plays Ng8-f6 too, before White has played')
REC[2408] = '1. e4 e5 2. Nf3 {[%move c8g4]} {[%move g8f6 black]}'

# 2409 White set up without his queen's knight; two moves each; Black claims
FEN[2409] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1'
b = board(FEN[2409]); ok(b.is_valid() and at(b, 'b1') is None, '2409: the array lacks White\'s queen\'s knight; otherwise standard')
sans(b, 'e4 e5 d4 d6'); ok(b.fullmove_number == 3, '2409: two moves on each side have been played')
REC[2409] = '1. e4 e5 2. d4 d6'

# 2410 rook takes its own pawn; king cannot move
FEN[2410] = '4k3/8/8/2b5/8/8/R5PP/7K w - - 0 1'
b = board(FEN[2410]); ok(b.is_valid() and not b.is_check(), '2410: lawful start; White not in check')
ok(king_moves(b) == [], '2410: the h1 king has no lawful move: g2 and h2 are his own pawns, g1 is held by the c5 bishop')
ok(illegal(b, 'a2g2'), '2410: Ra2xg2 would take White\'s own pawn: not a lawful move')
REC[2410] = '1. {[%move a2g2]}'

# 2411 White moves Black's d5 pawn to d4; on d5 it could be taken
b = sans(board(), 'e4 d5')
MOVES[2411] = {'replace-and-capture': san_list(b, captures_of(b, 'd5'))}
ok(MOVES[2411]['replace-and-capture'] == ['exd5'], '2411: put back on d5, the pawn can be taken only by exd5')
REC[2411] = '1. e4 d5 2. {[%move d5d4]}'

# 2412 pawn moved to b8 and left a pawn
FEN[2412] = '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1'
b = board(FEN[2412]); ok(b.is_valid(), '2412: lawful start')
ok(illegal(b, 'b7b8') and chess.Move.from_uci('b7b8q') in b.legal_moves, '2412: b7-b8 is lawful only with an exchange; left a pawn it is not a move the rules know')
REC[2412] = '1. {[%move b7b8]}'

# ================================================================ philidor
# 2413 Black says j'adoube over his own knight during White's turn
b = sans(board(), 'e4 Nf6'); ok(b.turn == W, '2413: after 1. e4 Nf6 it is White\'s turn')
REC[2413] = '1. e4 Nf6 {[%adjust f6 black]}'

# 2414 White's false move (unclaimed), Black's false move in reply; White claims Black's
b = sans(board(), 'e4 e5'); ok(illegal(b, 'f1h3'), '2414: Bf1-h3 leaps the g2 pawn: a false move')
raw(b, 'f1h3'); ok(illegal(b, 'c8g4') and at(b, 'd7') == P(chess.PAWN, B), '2414: Bc8-g4 leaps the d7 pawn: a false move')
MOVES[2414] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[2414]['move-king'] == ['Ke7'], '2414: before Bg4, with White\'s bishop standing on h3, Black\'s only king move is Ke7')
REC[2414] = '1. e4 e5 2. {[%move f1h3]} {[%move c8g4]}'

# 2415 queen takes her own d2 pawn; Black replies Nc6, then claims
b = sans(board(), 'e4 e5'); ok(illegal(b, 'd1d2') and at(b, 'd2') == P(chess.PAWN, W), '2415: Qd1xd2 would take White\'s own pawn')
raw(b, 'd1d2'); b.push_san('Nc6'); ok(True, '2415: Black replies 2... Nc6, lawful')
REC[2415] = '1. e4 e5 2. {[%move d1d2]} Nc6'

# 2416 unannounced check from b5; Black ignores it (a6); White plays Nf3; Black claims "unknown origin"
b = sans(board(), 'e4 d5 Bb5'); ok(b.is_check() and b.checkers() == chess.SquareSet([sq('b5')]), '2416: 2. Bb5 checks the e8 king (c6 and d7 empty)')
pseudo(b, 'a6'); ok(b.was_into_check(), '2416: 2... a6 leaves the king in check')
b.push_san('Nf3'); ok(b.is_check(), '2416: after 3. Nf3 the king is still in check from b5, the check the record shows')
REC[2416] = '1. e4 d5 2. Bb5 a6 3. Nf3'

# 2417 knight b1-b3, quitted; White asks to play it to c3
b = sans(board(), 'e4 e5'); ok(illegal(b, 'b1b3') and b.parse_san('Nc3') in b.legal_moves, '2417: b1-b3 is no knight move; Nc3 would have been lawful')
REC[2417] = '1. e4 e5 2. {[%move b1b3]}'

# 2418 White's false move, then a second White move in succession; Black claims the false move; White pleads late
b = sans(board(), 'e4 e5'); raw(b, 'f1h3'); b.turn = W
ok(b.parse_san('Nf3') in b.legal_moves, '2418: after the false Bh3 White plays Ng1-f3 too, before Black has moved')
REC[2418] = '1. e4 e5 2. {[%move f1h3]} {[%move g1f3 white]}'

# ================================================================ acknowledged-laws
# 2419 knight takes Black's last pawn: king and knight against king
FEN[2419] = '4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1'
b = board(FEN[2419]); ok(b.is_valid() and not b.is_check(), '2419: lawful start')
b.push_san('Nxf3'); ok(len(b.piece_map()) == 3 and b.has_insufficient_material(W) and b.has_insufficient_material(B), '2419: after 1. Nxf3 only king and knight against king remain; no mate can be forced or even reached by force')
REC[2419] = '1. Nxf3'

# 2420 White moves Black's e7 pawn to e5
b = sans(board(), 'd4 d5')
MOVES[2420] = {'move-king': san_list(b, king_moves(b))}
ok(MOVES[2420]['move-king'] == ['Kd2'], '2420: with the pawn put back on e7, White\'s only king move is Kd2')
ok(b.is_attacked_by(W, sq('e5')), '2420: on e5 the pawn stands where the d4 pawn attacks it')
REC[2420] = '1. d4 d5 2. {[%move e7e5]}'

# 2421 j'adoube over the f3 knight, then the f1 bishop touched, then a3
b = sans(board(), 'e4 e5 Nf3 Nc6')
MOVES[2421] = {'compel-move-touched-man': san_list(b, legal_from(b, 'f1'))}
ok(MOVES[2421]['compel-move-touched-man'] == ['Be2', 'Bd3', 'Bc4', 'Bb5', 'Ba6'], '2421: the f1 bishop has five lawful moves')
ok(b.parse_san('a3') in b.legal_moves, '2421: 3. a3 is lawful')
REC[2421] = '1. e4 e5 2. Nf3 Nc6 3. {[%adjust f3]} {[%touch f1]} a3'

# 2422 Black touches his f6 knight, then says j'adoube, then plays d6
b = sans(board(), 'e4 Nf6 Nc3')
MOVES[2422] = {'compel-move-touched-man': san_list(b, legal_from(b, 'f6'))}
ok(MOVES[2422]['compel-move-touched-man'] == ['Nxe4', 'Ng4', 'Nd5', 'Nh5', 'Ng8'], '2422: the f6 knight has five lawful moves')
REC[2422] = '1. e4 Nf6 2. Nc3 {[%touch f6]} {[%adjust f6]} d6'

# 2423 White undertook to mate with the e1 rook; mates with the a1 rook
FEN[2423] = '6k1/5ppp/8/8/8/8/8/R3R1K1 w - - 0 1'
b = board(FEN[2423]); ok(b.is_valid() and not b.is_check(), '2423: lawful start')
c = b.copy(); c.push_san('Re8'); ok(c.is_checkmate(), '2423: Re8, with the named rook, would have mated at once')
b.push_san('Ra8'); ok(b.is_checkmate(), '2423: 1. Ra8 mates, with the other rook')
REC[2423] = '{[%condition white]} 1. Ra8#'

# 2424 rook takes its own a2 pawn; Black plays Kd7; then claims
FEN[2424] = '4k3/8/8/8/8/8/P7/R3K3 w - - 0 1'
b = board(FEN[2424]); ok(b.is_valid() and illegal(b, 'a1a2'), '2424: Ra1xa2 would take White\'s own pawn')
raw(b, 'a1a2'); b.push_san('Kd7'); ok(True, '2424: Black replies 1... Kd7, lawful')
REC[2424] = '1. {[%move a1a2]} Kd7'

# ================================================================ london-1847
# 2425 White undertook to mate on a8 with the rook; Black gives notice; fifty moves each
FEN[2425] = '8/8/8/4k3/8/8/8/R3K3 w - - 0 1'
b = board(FEN[2425]); ok(b.is_valid() and not b.is_check(), '2425: lawful start: king and rook against king')
line, end = walk_no_pawn(FEN[2425], 100)
ok(len(line) == 100 and not end.is_checkmate() and not end.is_stalemate() and len(end.piece_map()) == 3, '2425: from the notice fifty moves on each side, no capture, no check, no mate')
REC[2425] = '{[%condition white]} {[%fifty black]} ' + movetext(line)

# 2426 White set up without his h-pawn; claims after his own fourth move
FEN[2426] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1'
b = board(FEN[2426]); ok(b.is_valid() and at(b, 'h2') is None, '2426: the array lacks White\'s h-pawn; otherwise standard')
sans(b, 'e4 e5 Nf3 Nc6 Bc4 Bc5 d3'); ok(b.turn == B and b.fullmove_number == 4, '2426: White has played his fourth move, Black three')
REC[2426] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3'

# 2427 the opening position three times
b = board(); seen = [b.board_fen()]
for s in 'Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 Nb1 Nb8'.split(): b.push_san(s); seen.append(b.board_fen())
ok(seen.count(chess.Board().board_fen()) == 3 and b.turn == W and b.is_repetition(3), '2427: the opening position, White to move, has stood three times')
REC[2427] = '1. Nc3 Nc6 2. Nb1 Nb8 3. Nc3 Nc6 4. Nb1 Nb8'

# 2429 unannounced check Bb4; White takes on e5 ignoring it; Black plays Nc6; White finds the check
b = sans(board(), 'e4 e5 d4 Bb4'); ok(b.is_check(), '2429: 2... Bb4 checks the e1 king (d2 empty); no "check" is said')
point = b.copy()
pseudo(b, 'dxe5'); ok(b.was_into_check() and at(b, 'e5') == P(chess.PAWN, W), '2429: 3. dxe5 takes the e5 pawn and leaves the king in check')
b.push_san('Nc6'); ok(b.is_check(), '2429: after 3... Nc6 White finds his king in check')
MOVES[2429] = {'retract-to-point-of-check': san_list(point, list(point.legal_moves))}
ok(at(point, 'e5') == P(chess.PAWN, B), '2429: back at the check the e5 pawn is Black\'s again')
print('     ', MOVES[2429])
REC[2429] = '1. e4 e5 2. d4 Bb4 3. dxe5 Nc6'

# 2430 White touches Black's d5 pawn, then says j'adoube over the c6 knight, then plays Nf3
b = sans(board(), 'e4 Nc6 Nc3 d5')
MOVES[2430] = {'compel-capture-of-touched-man': san_list(b, captures_of(b, 'd5'))}
ok(MOVES[2430]['compel-capture-of-touched-man'] == ['Nxd5', 'exd5'], '2430: the d5 pawn can be taken by Nxd5 or exd5')
ok(b.parse_san('Nf3') in b.legal_moves, '2430: 3. Nf3 is lawful')
REC[2430] = '1. e4 Nc6 2. Nc3 d5 3. {[%touch d5]} {[%adjust c6]} Nf3'

print(N[0], 'assertions hold')
