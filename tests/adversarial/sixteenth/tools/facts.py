"""Findings of fact for the sixteenth set, asserted with python-chess, and every expected move list
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
def board(fen): return chess.Board(fen)
def raw(b, uci): apply_raw(b, uci); return b
def pseudo(b, san):
    """push a SAN move that may ignore an unannounced check (pseudo-legal)"""
    for m in b.pseudo_legal_moves:
        if b.san(m).rstrip('+#') == san.rstrip('+#'):
            b.push(m); return m
    raise AssertionError(f'{san} is not even pseudo-legal in {b.fen()}')
def attacked_king(b, color):
    return b.is_attacked_by(not color, b.king(color))

def shuffle(fen, plies):
    """A deterministic run of quiet moves: no capture, no check, no mate or stalemate, and nothing
    left en prise to a capture; king moves first."""
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

def numbered(sans, notice='', first=1, black_first=False):
    out = [notice] if notice else []
    k = 0
    for i, s in enumerate(sans):
        ply = i + (1 if black_first else 0)
        n = first + ply // 2
        if ply % 2 == 0: out.append(f'{n}. {s}')
        elif i == 0: out.append(f'{n}... {s}')
        else: out.append(s)
    lines, line = [], ''
    for t in out:
        if line and len(line) + 1 + len(t) > 90: lines.append(line); line = t
        else: line = (line + ' ' + t).strip()
    lines.append(line)
    return '\n'.join(lines)

# ===================== 1601 twenty-laws: the king takes its own pawn
FEN[1601] = '4k3/pp6/8/8/8/8/3PPP2/4K3 w - - 0 1'
b = board(FEN[1601]); ok(b.is_valid() and not b.is_check(), '1601: lawful start, White to move')
m = chess.Move.from_uci('e1e2'); ok(m not in b.pseudo_legal_moves and b.piece_at(sq('e2')) == chess.Piece(chess.PAWN, W), '1601: e1-e2 lands on White\'s own pawn: no move of any law')
F['1601_king'] = san_list(b, king_moves(b))
ok(F['1601_king'] == ['Kd1', 'Kf1'], '1601: with the pawn put back the king\'s natural moves are Kd1, Kf1')
REC[1601] = '1. {[%move e1e2]}'

# ===================== 1602 twenty-laws: a check given while one's own king already stands in an unannounced check
FEN[1602] = '4k3/8/8/8/8/8/r7/3R2K1 w - - 0 1'
b = board(FEN[1602]); ok(b.is_valid() and not b.is_check(), '1602: lawful start')
b.push_san('Re1'); ok(b.is_check(), '1602: 1. Re1 checks the e8 king along the open e-file; nothing is said')
before = attacked_king(b, B)
pseudo(b, 'Rg2')
ok(before and attacked_king(b, B), '1602: Black\'s king was in check before 1... Rg2 and is in the same check after it')
ok(attacked_king(b, W), '1602: 1... Rg2 checks White\'s king on g1')
b2 = board(FEN[1602]); b2.push_san('Re1'); b2.remove_piece_at(sq('e1'))
b2.set_piece_at(sq('g2'), chess.Piece(chess.ROOK, B)); b2.remove_piece_at(sq('a2'))
ok(not b2.is_attacked_by(W, sq('e8')), '1602: take away the e1 rook and the rook on g2 leaves its own king unchecked: the move itself exposes nothing')
REC[1602] = '1. Re1 Rg2 {[%check]}'

# ===================== 1603 twenty-laws: Black moves twice in succession
b = chess.Board(); b.push_san('e4'); b.push_san('e5')
c = b.copy(); c.turn = B
ok(chess.Move.from_uci('g8f6') in c.legal_moves, '1603: Ng8-f6 is a lawful knight move, made in White\'s turn')
REC[1603] = '1. e4 e5 {[%move g8f6 black]}'

# ===================== 1604 twenty-laws: knight odds left on; the receiver resigns after five moves each
b = chess.Board()
for s in 'e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5'.split(): b.push_san(s)
ok(b.turn == B and not b.is_game_over() and len(b.move_stack) == 9, '1604: after 5. Nxe5 (nine plies: five moves by White, four by Black) Black is to move, the game not over')
ok(b.piece_at(sq('e5')) == chess.Piece(chess.KNIGHT, W) and b.piece_at(sq('c3')) == chess.Piece(chess.KNIGHT, W), '1604: both white knights are in play (the g1 knight, the one to be given, went to f3 and took on e5)')
REC[1604] = '1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 {[%resign]}'

# ===================== 1605 twenty-laws: a pawn takes straight ahead
FEN[1605] = '4k3/8/8/4p3/4P3/5N2/8/4K3 w - - 0 1'
b = board(FEN[1605]); ok(b.is_valid() and not b.is_check(), '1605: lawful start')
ok(chess.Move.from_uci('e4e5') not in b.pseudo_legal_moves, '1605: e4xe5 straight ahead is no pawn move')
F['1605_capture'] = san_list(b, [m for m in b.legal_moves if m.to_square == sq('e5')])
ok(F['1605_capture'] == ['Nxe5'], '1605: only the f3 knight can lawfully take the e5 pawn')
ok(legal_from(b, 'e4') == [], '1605: the e4 pawn has no lawful move (blocked, nothing to take)')
REC[1605] = '1. {[%move e4e5]}'

# ===================== 1606 twenty-laws: a knight takes the announced checker as a bishop would
FEN[1606] = '4kb2/8/8/N7/8/P7/8/4K3 b - - 0 1'
b = board(FEN[1606]); ok(b.is_valid() and not b.is_check(), '1606: lawful start, Black to move')
b.push_san('Bb4'); ok(b.is_check(), '1606: 1... Bb4 checks the e1 king (c3, d2 empty); Black says "check"')
ok(chess.Move.from_uci('a5b4') not in b.pseudo_legal_moves, '1606: Na5-b4 (one square diagonally) is no knight move')
F['1606_capture'] = san_list(b, [m for m in b.legal_moves if m.to_square == sq('b4')])
ok(F['1606_capture'] == ['axb4'], '1606: the a3 pawn can lawfully take the bishop, which parries the check')
ok(legal_from(b, 'a5') == [], '1606: no move of the a5 knight parries the check: it has no lawful move')
REC[1606] = '1... Bb4 {[%check]} 2. {[%move a5b4]}'

# ===================== 1607 boys-own: a pinned pawn steps forward and checks, exposing its king
FEN[1607] = '8/8/4kb2/8/3P4/2K5/8/8 w - - 0 1'
b = board(FEN[1607]); ok(b.is_valid() and not b.is_check(), '1607: lawful start')
ok(b.is_pinned(W, sq('d4')), '1607: the d4 pawn is pinned to the c3 king by the f6 bishop (through e5)')
c = b.copy(); raw(c, 'd4d5')
ok(c.is_attacked_by(W, sq('e6')) and c.is_attacked_by(B, sq('c3')), '1607: after d4-d5 the pawn checks the e6 king and White\'s own king stands in check from f6')
F['1607_king'] = san_list(b, king_moves(b))
ok(F['1607_king'] == ['Kb2', 'Kc2', 'Kd2', 'Kb3', 'Kd3', 'Kb4', 'Kc4'], '1607: the king\'s lawful moves with the pawn on d4')
REC[1607] = '1. {[%move d4d5]} {[%check]}'

# ===================== 1608 boys-own: queen's-side castling after the a-rook went and came back
FEN[1608] = '4k3/7p/8/8/8/8/8/R3K2R w KQ - 0 1'
b = board(FEN[1608]); ok(b.is_valid(), '1608: lawful start with both castlings open')
for s in ['Rb1', 'h6', 'Ra1', 'h5']: b.push_san(s)
ok(not b.has_queenside_castling_rights(W) and b.has_kingside_castling_rights(W), '1608: after Rb1 ... Ra1 the queen\'s-side castling is lost, the king\'s-side is not')
ok(chess.Move.from_uci('e1c1') not in b.legal_moves, '1608: e1-c1 is not lawful castling')
F['1608_king'] = san_list(b, king_moves(b))
F['1608_rook'] = san_list(b, legal_from(b, 'a1'))
ok(F['1608_king'] == ['Kd1', 'Kf1', 'O-O', 'Kd2', 'Ke2', 'Kf2'], '1608: the king\'s lawful moves, castling with the unmoved h-rook among them')
REC[1608] = '1. Rb1 h6 2. Ra1 h5 3. {[%move e1c1]}'

# ===================== 1609 boys-own: "check" said with a move that gives none, but the king stands in an earlier check
FEN[1609] = '4k3/p7/8/8/8/8/5B2/3R2K1 w - - 0 1'
b = board(FEN[1609]); ok(b.is_valid() and not b.is_check(), '1609: lawful start')
b.push_san('Re1'); ok(b.is_check(), '1609: 1. Re1 checks the e8 king; nothing is said')
pseudo(b, 'a6'); ok(attacked_king(b, B), '1609: 1... a6 ignores the check')
c = b.copy(); c.push(chess.Move.from_uci('f2c5'))
ok(c.is_check() and not any(c.is_attacked_by(W, sq('e8')) and a == sq('c5') for a in c.attackers(W, sq('e8'))), '1609: 2. Bc5 gives no check itself, but the e8 king is still in check from e1')
b = c
ok(chess.Move.from_uci('e8d8') in b.legal_moves, '1609: 2... Kd8 is a lawful king move out of the check')
REC[1609] = '1. Re1 a6 2. Bc5 {[%check]} Kd8'

# ===================== 1610 boys-own: a false move; the adversary touches a man; the offender pleads a late claim
b = chess.Board(); b.push_san('e4'); b.push_san('e5')
ok(chess.Move.from_uci('g1e3') not in b.pseudo_legal_moves, '1610: Ng1-e3 is no knight move')
REC[1610] = '1. e4 e5 2. {[%move g1e3]} {[%touch g8]}'

# ===================== 1611 boys-own: unannounced check; the warning comes with a capture of the ignoring man
FEN[1611] = 'rn2kb2/8/8/8/8/8/3B4/R5K1 w - - 0 1'
b = board(FEN[1611]); ok(b.is_valid() and not b.is_check(), '1611: lawful start')
b.push_san('Re1'); ok(b.is_check(), '1611: 1. Re1 checks the e8 king; nothing is said')
after_check = b.copy()
pseudo(b, 'Bb4'); ok(attacked_king(b, B), '1611: 1... Bb4 ignores the check')
b.push_san('Bxb4'); ok(attacked_king(b, B), '1611: 2. Bxb4 takes the bishop; the e8 king is still in check from e1; White says "check" with it')
F['1611_parry'] = san_list(after_check, list(after_check.legal_moves))
ok(F['1611_parry'] == ['Kd7', 'Kf7', 'Kd8', 'Be7'], '1611: the parries after 1. Re1 (both last moves retracted): Kd7, Kf7, Kd8 or the bishop covers on e7')
REC[1611] = '1. Re1 Bb4 2. Bxb4 {[%check]}'

# ===================== 1612 boys-own: a false move; the king-move penalty may be castling
FEN[1612] = '4k3/ppp2p2/8/8/8/8/3PPP2/3QK2R w K - 0 1'
b = board(FEN[1612]); ok(b.is_valid() and not b.is_check(), '1612: lawful start, king\'s-side castling open')
ok(chess.Move.from_uci('d1h5') not in b.pseudo_legal_moves, '1612: Qd1-h5 passes through White\'s own e2 pawn')
F['1612_king'] = san_list(b, king_moves(b))
ok(F['1612_king'] == ['Kf1', 'O-O'], '1612: with the queen put back, the king\'s lawful moves are Kf1 and castling')
c = b.copy(); raw(c, 'd1h5'); ok(not c.is_attacked_by(W, sq('e8')), '1612: on h5 the queen gives no check (the f7 pawn screens e8)')
REC[1612] = '1. {[%move d1h5]}'

# ===================== 1613 philidor: the king found in check when the record begins
FEN[1613] = '4k3/8/8/1B6/8/8/8/4K3 b - - 0 1'
b = board(FEN[1613]); ok(b.is_valid() and b.is_check() and b.turn == B, '1613: the record begins with Black to move, his king in check from b5; no move shows how it came')
REC[1613] = ''

# ===================== 1614 philidor: castling with a rook that came to h1 from a2
FEN[1614] = '4k3/8/8/8/8/8/R5b1/4K2R b K - 0 1'
b = board(FEN[1614]); ok(b.is_valid() and b.has_kingside_castling_rights(W), '1614: lawful start; White keeps the king\'s-side castling with the h1 rook')
for s in ['Bxh1', 'Rh2', 'Kd8', 'Rxh1', 'Kc8']: b.push_san(s)
ok(b.piece_at(sq('h1')) == chess.Piece(chess.ROOK, W) and b.piece_at(sq('e1')) == chess.Piece(chess.KING, W), '1614: a white rook stands on h1 and the king on e1, as at the start')
ok(not b.has_kingside_castling_rights(W) and chess.Move.from_uci('e1g1') not in b.legal_moves, '1614: but the h1 rook is the one that came from a2; castling is not lawful')
F['1614_rook'] = san_list(b, legal_from(b, 'h1'))
F['1614_king'] = san_list(b, king_moves(b))
REC[1614] = '1... Bxh1 2. Rh2 Kd8 3. Rxh1 Kc8 4. {[%move e1g1]}'

# ===================== 1615 philidor: a pinned pawn promotes with check and uncovers its own king
FEN[1615] = '6k1/K3P2r/8/8/8/8/8/8 w - - 0 1'
b = board(FEN[1615]); ok(b.is_valid() and not b.is_check(), '1615: lawful start')
ok(b.is_pinned(W, sq('e7')), '1615: the e7 pawn is pinned to the a7 king along the seventh rank by the h7 rook')
c = b.copy(); raw(c, 'e7e8q')
ok(c.is_attacked_by(W, sq('g8')) and c.is_attacked_by(B, sq('a7')), '1615: after e8=Q the queen checks g8 (f8 empty) and White\'s own king stands in check from h7')
ok(legal_from(b, 'e7') == [], '1615: the pinned pawn has no lawful move')
F['1615_king'] = san_list(b, king_moves(b))
ok(F['1615_king'] == ['Ka6', 'Kb6', 'Kb7', 'Ka8', 'Kb8'], '1615: the king\'s lawful moves with the pawn on e7 (b7 is covered by the pawn)')
REC[1615] = '1. {[%move e7e8q]} {[%check]}'

# ===================== 1616 philidor: a rook leaps its own pawn to take; Black takes the rook; the claim comes after
b = chess.Board(); b.push_san('e4'); b.push_san('e5')
ok(chess.Move.from_uci('a1a6') not in b.pseudo_legal_moves, '1616: Ra1-a6 leaps White\'s own a2 pawn')
raw(b, 'a1a6'); ok(chess.Move.from_uci('b8a6') in b.legal_moves, '1616: Black can take the rook on a6 with the b8 knight')
REC[1616] = '1. e4 e5 2. {[%move a1a6]} Nxa6'

# ===================== 1617 philidor: a bishop takes its own pawn; the king cannot be played
FEN[1617] = 'k7/8/8/8/8/8/6PP/6BK w - - 0 1'
b = board(FEN[1617]); ok(b.is_valid() and not b.is_check(), '1617: lawful start')
ok(b.piece_at(sq('h2')) == chess.Piece(chess.PAWN, W), '1617: h2 holds White\'s own pawn')
ok(king_moves(b) == [] and any(True for _ in b.legal_moves), '1617: with the pawn put back, White\'s king has no lawful move (g1, g2, h2 his own men), though White has other moves')
REC[1617] = '1. {[%move g1h2]}'

# ===================== 1618 philidor: the fifty moves "appointed" at the attacker's own notice
FEN[1618] = '8/8/3k4/8/2r5/8/3B4/K6R w - - 0 1'
b = board(FEN[1618]); ok(b.is_valid() and not b.is_check(), '1618: lawful start: White K+R+B against Black K+R')
sans, e = shuffle(FEN[1618], 100)
ok(len(sans) == 100 and not e.is_game_over() and len(e.piece_map()) == 5, '1618: fifty moves each after the notice, no capture, no check, no mate; still R+B against R')
REC[1618] = numbered(sans, '{[%fifty white]}')

# ===================== 1619 acknowledged: White's king's knight and king's bishop set on each other's squares
FEN[1619] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1'
b = board(FEN[1619]); ok(b.is_valid(), '1619: the set-up is playable')
ok(b.piece_at(sq('f1')).piece_type == chess.KNIGHT and b.piece_at(sq('g1')).piece_type == chess.BISHOP, '1619: a knight on f1 and a bishop on g1: misplaced')
for s in 'e4 e5 d4 d5 c4 c6'.split(): b.push_san(s)
ok(len(b.move_stack) == 6 and b.turn == W, '1619: three moves each; White has not played his fourth')
REC[1619] = '1. e4 e5 2. d4 d5 3. c4 c6'

# ===================== 1620 acknowledged: castling after the king went to f1 and came back
FEN[1620] = '4k3/ppp5/8/8/8/8/8/4K2R w K - 0 1'
b = board(FEN[1620]); ok(b.is_valid(), '1620: lawful start')
for s in ['Kf1', 'a6', 'Ke1', 'a5']: b.push_san(s)
ok(not b.has_kingside_castling_rights(W) and chess.Move.from_uci('e1g1') not in b.legal_moves, '1620: the king has moved: castling is not lawful though he stands on e1 again')
F['1620_king'] = san_list(b, king_moves(b))
ok(F['1620_king'] == ['Kd1', 'Kf1', 'Kd2', 'Ke2', 'Kf2'], '1620: the king\'s lawful moves')
REC[1620] = '1. Kf1 a6 2. Ke1 a5 3. {[%move e1g1]}'

# ===================== 1621 acknowledged: the king takes a guarded pawn
FEN[1621] = '4k3/8/3p4/4p3/2N1K3/8/8/8 w - - 0 1'
b = board(FEN[1621]); ok(b.is_valid() and not b.is_check(), '1621: lawful start')
m = chess.Move.from_uci('e4e5'); ok(m in b.pseudo_legal_moves and m not in b.legal_moves, '1621: Kxe5 would put the king in check from the d6 pawn')
F['1621_capture'] = san_list(b, [x for x in b.legal_moves if x.to_square == sq('e5')])
F['1621_king'] = san_list(b, king_moves(b))
ok(F['1621_capture'] == ['Nxe5'], '1621: only the c4 knight can lawfully take e5')
REC[1621] = '1. {[%move e4e5]}'

# ===================== 1622 acknowledged: the checking pawn taken in passing
FEN[1622] = '8/8/8/4k3/4p3/8/3P4/4K3 w - - 0 1'
b = board(FEN[1622]); ok(b.is_valid() and not b.is_check(), '1622: lawful start')
b.push_san('d4'); ok(b.is_check(), '1622: 1. d4 (a first move of two squares) checks the e5 king; White says "check"')
m = chess.Move.from_uci('e4d3'); ok(b.is_en_passant(m) and m in b.legal_moves, '1622: 1... exd3 in passing is lawful and parries the check')
REC[1622] = '1. d4 {[%check]} exd3'

# ===================== 1623 acknowledged: the king touched, then castling
FEN[1623] = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1'
b = board(FEN[1623]); ok(b.is_valid(), '1623: lawful start')
ok(chess.Move.from_uci('e1g1') in b.legal_moves, '1623: O-O is lawful')
REC[1623] = '1. {[%touch e1]} O-O'

# ===================== 1624 acknowledged: the adversary's rook touched; only a promotion can take it
FEN[1624] = 'r6k/1P6/8/8/8/8/8/4K3 w - - 0 1'
b = board(FEN[1624]); ok(b.is_valid() and not b.is_check(), '1624: lawful start')
F['1624_capture'] = san_list(b, [x for x in b.legal_moves if x.to_square == sq('a8')])
ok(F['1624_capture'] == ['bxa8=Q+', 'bxa8=R+', 'bxa8=B', 'bxa8=N'], '1624: the a8 rook can be taken only by b7xa8 with promotion (a queen or rook checks along the eighth rank)')
F['1624_king'] = san_list(b, king_moves(b))
REC[1624] = '1. {[%touch a8]}'

# ===================== 1625 london: White moves Black's knight away from d2; only the king can take it there
FEN[1625] = '4k3/8/8/8/8/8/3n4/4K3 w - - 0 1'
b = board(FEN[1625]); ok(b.is_valid() and not b.is_check(), '1625: lawful start, the d2 knight unguarded')
F['1625_capture'] = san_list(b, [x for x in b.legal_moves if x.to_square == sq('d2')])
F['1625_king'] = san_list(b, king_moves(b))
ok(F['1625_capture'] == ['Kxd2'], '1625: only the king can take the d2 knight')
ok('Kxd2' in F['1625_king'], '1625: the king\'s lawful moves include the capture')
REC[1625] = '1. {[%move d2b3]}'

# ===================== 1626 london: the king takes its own pawn
FEN[1626] = '6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1'
b = board(FEN[1626]); ok(b.is_valid() and not b.is_check(), '1626: lawful start')
ok(b.piece_at(sq('f2')) == chess.Piece(chess.PAWN, W) and chess.Move.from_uci('g1f2') not in b.pseudo_legal_moves, '1626: g1-f2 lands on White\'s own pawn')
F['1626_either'] = san_list(b, king_moves(b) + legal_from(b, 'f2'))
ok(F['1626_either'] == ['Kf1', 'Kh1', 'f3', 'f4'], '1626: with the pawn put back, the king may go to f1 or h1 and the f-pawn to f3 or f4')
REC[1626] = '1. {[%move g1f2]}'

# ===================== 1627 london: an unannounced check given by a promotion, warned on the next move
FEN[1627] = '4k3/pP6/8/8/8/8/8/6K1 w - - 0 1'
b = board(FEN[1627]); ok(b.is_valid() and not b.is_check(), '1627: lawful start')
b.push_san('b8=Q'); ok(b.is_check(), '1627: 1. b8=Q checks the e8 king along the eighth rank; nothing is said')
after_check = b.copy()
pseudo(b, 'a5'); ok(attacked_king(b, B), '1627: 1... a5 ignores the check')
b.push_san('Kg2'); ok(attacked_king(b, B), '1627: 2. Kg2, and White says "check": the e8 king still stands in the check')
F['1627_parry'] = san_list(after_check, list(after_check.legal_moves))
ok(F['1627_parry'] == ['Kd7', 'Ke7', 'Kf7'], '1627: the parries after 1. b8=Q: the king leaves the eighth rank')
REC[1627] = '1. b8=Q a5 2. Kg2 {[%check]}'

# ===================== 1628 london: the board misoriented, noticed after four moves each
b = chess.Board()
for s in 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6'.split(): b.push_san(s)
ok(len(b.move_stack) == 8, '1628: four moves on each side have been played')
REC[1628] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6'

# ===================== 1629 london: in announced check, the adversary's pawn touched; taking it would not parry
FEN[1629] = '3r3k/8/8/8/8/p7/1P6/4K3 b - - 0 1'
b = board(FEN[1629]); ok(b.is_valid() and not b.is_check(), '1629: lawful start, Black to move')
b.push_san('Re8'); ok(b.is_check(), '1629: 1... Re8 checks the e1 king; Black says "check"')
cap = chess.Move.from_uci('b2a3'); ok(cap in b.pseudo_legal_moves and cap not in b.legal_moves, '1629: bxa3 is a pawn capture in form but leaves the king in check')
F['1629_king'] = san_list(b, king_moves(b))
ok(F['1629_king'] == ['Kd1', 'Kf1', 'Kd2', 'Kf2'], '1629: the king\'s lawful moves out of the check')
REC[1629] = '1... Re8 {[%check]} 2. {[%touch a3]}'

# ===================== 1630 london: a false "check"; the misled king moves; the announcer has only touched a man
FEN[1630] = '4k3/3p4/8/8/8/8/8/3BK1N1 w - - 0 1'
b = board(FEN[1630]); ok(b.is_valid(), '1630: lawful start')
b.push_san('Ba4'); ok(not b.is_check(), '1630: 1. Ba4 gives no check: the d7 pawn stands between a4 and e8; White says "check"')
b.push_san('Kf7'); ok(b.turn == W, '1630: 1... Kf7, and White touches his g1 knight without completing a move')
REC[1630] = '1. Ba4 {[%check]} Kf7 2. {[%touch g1]}'

if __name__ == '__main__':
    print(N[0], 'assertions passed')
