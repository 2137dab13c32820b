"""Findings of fact for the seventeenth set, asserted with python-chess, and every expected move list
(sorted by from-square then to-square, as the earlier sets did). Run: python3 tools/facts.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, legal_from, king_moves, apply_raw

F, FEN, REC, N = {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
START = chess.STARTING_FEN
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
def sans(b, line):
    for s in line.split(): b.push_san(s)
    return b
def lawful(fen):
    b = chess.Board(fen); return b.is_valid()
def illegal(b, uci):
    return chess.Move.from_uci(uci) not in b.legal_moves
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
def movetext(sans_list, first_no=1, white_first=True):
    out = []; n = first_no; w = white_first
    for s in sans_list:
        if w: out.append(f'{n}. {s}')
        else: out.append(s); n += 1
        w = not w
    return ' '.join(out)

# ---------------------------------------------------------------- 1701 twenty-laws
b = board(START)  # the knight was never taken off: the array is the standard one
sans(b, 'f3 e5 a3 d6 h3 Nc6 g4')
ok(b.fullmove_number == 4 and b.turn == B, '1701: four White moves and three Black moves before Qh4')
b.push_san('Qh4')
ok(b.is_checkmate(), '1701: 4... Qh4 mates White (the g1 knight cannot cover f2 or g3)')
ok(b.piece_at(sq('g1')) == chess.Piece(chess.KNIGHT, W), '1701: the odds knight still stands on g1')
REC[1701] = '1. f3 e5 2. a3 d6 3. h3 Nc6 4. g4 Qh4#'

# ---------------------------------------------------------------- 1702 twenty-laws
b = board(START); b.remove_piece_at(sq('a1')); b.castling_rights = chess.BB_H1 | chess.BB_A8 | chess.BB_H8
sans(b, 'd4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 e6')
ok(all(b.piece_at(sq(s)) is None for s in ['a1', 'b1', 'c1', 'd1']), '1702: a1 (the odds rook) and b1, c1, d1 are empty')
ok(not b.is_check(), '1702: the White king is not in check')
ok(not any(b.is_attacked_by(B, sq(s)) for s in ['e1', 'd1', 'c1']), '1702: e1, d1, c1 are not attacked by Black')
ok(b.piece_at(sq('e1')).piece_type == chess.KING and b.castling_rights & chess.BB_H1, '1702: the king has never moved')
raw(b, 'e1c1')
ok(b.piece_at(sq('c1')) == chess.Piece(chess.KING, W) and b.piece_at(sq('d1')) is None, '1702: king on c1, no rook appears')
REC[1702] = '1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 e6 5. {[%move e1c1]}'

# ---------------------------------------------------------------- 1703 twenty-laws
b = board(START); sans(b, 'd4 d6')
ok(illegal(b, 'f1b5') and b.piece_at(sq('e2')) == chess.Piece(chess.PAWN, W), '1703: Bf1-b5 is false: the e2 pawn stands in the way')
raw(b, 'f1b5')
ok(b.is_check(), '1703: the bishop on b5 checks e8 (c6 and d7 empty)')
ok(chess.Move.from_uci('c7c6') in b.legal_moves, '1703: 2... c6 is a lawful parry')
b.push_san('c6')
REC[1703] = '1. d4 d6 2. {[%move f1b5]} {[%check]} c6'

# ---------------------------------------------------------------- 1704 twenty-laws
FEN[1704] = '1k6/8/1b6/8/8/8/5Q2/1R4K1 w - - 0 1'
b = board(FEN[1704]); ok(lawful(FEN[1704]) and not b.is_check(), '1704: lawful start, White not in check')
ok(b.is_pinned(W, sq('f2')), '1704: the f2 queen is pinned to g1 by the b6 bishop')
ok(b.is_pinned(B, sq('b6')), '1704: the b6 bishop is itself pinned to b8 by the b1 rook')
ok(illegal(b, 'f2f8'), '1704: Qf2-f8 is not a lawful move')
F['1704_correct'] = san_list(b, legal_from(b, 'f2'))
F['1704_king'] = san_list(b, king_moves(b))
raw(b, 'f2f8')
ok(b.is_check(), '1704: Qf8 checks the b8 king along the rank')
ok(b.is_attacked_by(B, sq('g1')) and b.attackers(B, sq('g1')) == chess.SquareSet(chess.BB_B6),
   '1704: after Qf8 the White king on g1 stands in check from the pinned b6 bishop')
REC[1704] = '1. {[%move f2f8]} {[%check]}'

# ---------------------------------------------------------------- 1705 twenty-laws
b = board(START); sans(b, 'e4 e5 Nf3 Nc6 Bc4 Bc5')
ok(b.fullmove_number == 4 and b.turn == W, '1705: three moves each, neither has played four')
REC[1705] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5'

# ---------------------------------------------------------------- 1706 twenty-laws
FEN[1706] = 'k7/7p/1K5P/8/8/8/8/2Q5 w - - 0 1'
b = board(FEN[1706]); ok(lawful(FEN[1706]), '1706: lawful start')
b.push_san('Qc7')
ok(not b.is_check(), '1706: Qc7 gives no check')
ok(b.is_stalemate(), '1706: Black, to move, is stalemated (h7 blocked by h6)')
REC[1706] = '1. Qc7 {[%check]}'

# ---------------------------------------------------------------- 1707 boys-own
FEN[1707] = '4k3/8/8/8/1n6/8/2P5/3QKB2 b - - 0 1'
b = board(FEN[1707]); ok(lawful(FEN[1707]), '1707: lawful start')
b.push_san('Nd3')
ok(b.is_check(), '1707: Nd3 checks the e1 king')
caps = [m for m in b.legal_moves if m.to_square == sq('d3')]
F['1707_capture'] = san_list(b, caps)
ok(len(caps) == 3, '1707: three White men can lawfully take the d3 knight: ' + str(F['1707_capture']))
REC[1707] = '1... Nd3 {[%check]} 2. {[%touch d3]}'

# ---------------------------------------------------------------- 1708 boys-own
FEN[1708] = '7k/2q5/8/8/8/p7/P7/K7 b - - 0 1'
b = board(FEN[1708]); ok(lawful(FEN[1708]), '1708: lawful start')
b.push_san('Qc2')
ok(not b.is_check() and b.is_stalemate(), '1708: after Qc2 White is not in check and has no lawful move')
ok(b.piece_at(sq('a2')) is not None and b.piece_at(sq('a3')) is not None, '1708: White\'s a2 pawn is blocked by a3')
REC[1708] = '1... Qc2'

# ---------------------------------------------------------------- 1709 boys-own
FEN[1709] = '1n2k3/3p4/8/8/8/8/8/4KB2 w - - 0 1'
b = board(FEN[1709]); ok(lawful(FEN[1709]), '1709: lawful start')
b.push_san('Bb5')
ok(not b.is_check(), '1709: Bb5 gives no check: the d7 pawn screens e8')
b.push_san('Nc6')
REC[1709] = '1. Bb5 {[%check]} Nc6'

# ---------------------------------------------------------------- 1710 boys-own
FEN[1710] = '2k5/8/8/8/8/7p/7p/r5BK w - - 0 1'
b = board(FEN[1710]); ok(lawful(FEN[1710]) and not b.is_check(), '1710: lawful start, White not in check')
ok(b.is_pinned(W, sq('g1')) and not legal_from(b, 'g1'), '1710: the g1 bishop is pinned along the rank and has no lawful move')
F['1710_king'] = san_list(b, king_moves(b))
ok(F['1710_king'] == ['Kxh2'], '1710: the king\'s only lawful move is Kxh2')
REC[1710] = '1. {[%touch g1]}'

# ---------------------------------------------------------------- 1711 boys-own
FEN[1711] = '3rk3/8/8/8/8/6N1/5P2/4K3 w - - 0 1'
b = board(FEN[1711]); ok(lawful(FEN[1711]) and not b.is_check(), '1711: lawful start')
ok(illegal(b, 'f2g3'), '1711: f2xg3 (own knight) is not a lawful move')
F['1711_king'] = san_list(b, king_moves(b))
raw(b, 'f2g3')
REC[1711] = '1. {[%move f2g3]}'

# ---------------------------------------------------------------- 1712 boys-own
b = board(START); sans(b, 'd4 d5 c4')
ok(chess.Move.from_uci('b1c3') in chess.Board(b.fen().replace(' b ', ' w ')).legal_moves, '1712: Nb1-c3 is a lawful knight move, made out of turn')
REC[1712] = '1. d4 d5 2. c4 {[%move b1c3 white]}'

# ---------------------------------------------------------------- 1713 philidor
FEN[1713] = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1'
b = board(FEN[1713]); ok(lawful(FEN[1713]), '1713: lawful start, White\'s h-pawn missing')
sans(b, 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d3 d6 Bg5 h6')
ok(b.fullmove_number == 7 and b.piece_at(sq('h2')) is None, '1713: six moves each played; h2 still empty')
REC[1713] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. Bg5 h6'

# ---------------------------------------------------------------- 1714 philidor
FEN[1714] = '4k3/4b3/8/8/8/8/8/4K2R b K - 0 1'
b = board(FEN[1714]); ok(lawful(FEN[1714]), '1714: lawful start')
b.push_san('Bh4')
ok(b.is_check(), '1714: Bh4 checks e1 (f2, g3 empty)')
ok(illegal(b, 'e1g1'), '1714: castling is not lawful in check')
F['1714_rook'] = san_list(b, legal_from(b, 'h1'))
F['1714_king'] = san_list(b, king_moves(b))
ok(F['1714_rook'] == ['Rxh4'], '1714: the rook\'s only lawful move is Rxh4')
REC[1714] = '1... Bh4 {[%check]} 2. {[%move e1g1]}'

# ---------------------------------------------------------------- 1715 philidor
FEN[1715] = 'k7/2p5/8/1N1PB3/8/8/8/7K b - - 0 1'
b = board(FEN[1715]); ok(lawful(FEN[1715]) and not b.is_check(), '1715: lawful start')
b.push_san('c5')
ok(b.has_legal_en_passant(), '1715: after c7-c5 White may take in passing')
b.push_san('dxc6')
ok(b.is_stalemate(), '1715: after dxc6 in passing Black is stalemated')
REC[1715] = '1... c5 2. dxc6'

# ---------------------------------------------------------------- 1716 philidor
FEN[1716] = '4k3/8/8/1b6/8/8/8/3K4 b - - 0 1'
b = board(FEN[1716]); ok(lawful(FEN[1716]), '1716: lawful start')
b.push_san('Be2')
ok(b.is_check(), '1716: Be2 checks d1')
F['1716_capture'] = san_list(b, [m for m in b.legal_moves if m.to_square == sq('e2')])
ok(F['1716_capture'] == ['Kxe2'], '1716: only the king can take the e2 bishop, lawfully')
REC[1716] = '1... Be2 {[%check]} 2. {[%touch e2]}'

# ---------------------------------------------------------------- 1717 philidor
FEN[1717] = '3k4/8/8/8/3p4/8/4P3/3RK3 w - - 0 1'
b = board(FEN[1717]); ok(lawful(FEN[1717]), '1717: lawful start')
b.push_san('e4')
ok(b.ep_square == sq('e3'), '1717: e2-e4 passes e3, which the d4 pawn attacks')
ok(b.is_pinned(B, sq('d4')), '1717: the d4 pawn is pinned on the d-file by the d1 rook')
ok(illegal(b, 'd4e3'), '1717: dxe3 in passing is not lawful: it opens the d-file to the d8 king')
F['1717_king'] = san_list(b, king_moves(b))
raw(b, 'd4e3'); b.remove_piece_at(sq('e4'))
ok(b.is_attacked_by(W, sq('d8')), '1717: after the capture the d8 king stands in check from d1')
REC[1717] = '1. e4 {[%move d4e3]}'

# ---------------------------------------------------------------- 1718 philidor
FEN[1718] = '4k3/p6p/8/8/8/8/6P1/K6R w - - 0 1'
b = board(FEN[1718]); ok(lawful(FEN[1718]), '1718: lawful start')
b.push_san('Re1')
ok(b.is_check(), '1718: 1. Re1 checks e8, and nothing is said')
pseudo(b, 'a6'); b.push_san('g3'); pseudo(b, 'a5'); b.push_san('g4')
ok(b.is_check(), '1718: the check stands when White says "check" with 3. g4')
REC[1718] = '1. Re1 a6 2. g3 a5 3. g4 {[%check]}'

# ---------------------------------------------------------------- 1719 acknowledged
FEN[1719] = '4k3/p7/8/8/8/8/6PP/3R2K1 w - - 0 1'
b = board(FEN[1719]); ok(lawful(FEN[1719]), '1719: lawful start')
b.push_san('Re1'); ok(b.is_check(), '1719: 1. Re1 checks e8, unannounced')
pseudo(b, 'a6'); b.push_san('h3'); pseudo(b, 'a5')
ok(b.is_attacked_by(W, sq('e8')), '1719: three moves after the check it still stands')
REC[1719] = '1. Re1 a6 2. h3 a5'

# ---------------------------------------------------------------- 1720 acknowledged
FEN[1720] = 'r3k3/8/8/8/4N3/8/8/4K3 w q - 0 1'
b = board(FEN[1720]); ok(lawful(FEN[1720]), '1720: lawful start')
b.push_san('Nd6'); ok(b.is_check(), '1720: Nd6 checks e8')
ok(illegal(b, 'e8c8'), '1720: castling out of check is not lawful')
REC[1720] = '1. Nd6 {[%check]} {[%move e8c8]}'

# ---------------------------------------------------------------- 1721 acknowledged
FEN[1721] = '4k2r/3p4/8/8/8/8/8/4KB2 w k - 0 1'
b = board(FEN[1721]); ok(lawful(FEN[1721]), '1721: lawful start')
b.push_san('Bb5'); ok(not b.is_check(), '1721: Bb5 gives no check (d7 screens)')
ok(chess.Move.from_uci('e8g8') in b.legal_moves, '1721: castling is lawful for Black here')
b.push_san('O-O')
REC[1721] = '1. Bb5 {[%check]} O-O'

# ---------------------------------------------------------------- 1722 acknowledged
FEN[1722] = '7k/8/8/8/8/4p3/4K3/6Q1 w - - 0 1'
b = board(FEN[1722]); ok(lawful(FEN[1722]) and not b.is_check(), '1722: lawful start')
b.push_san('Qg6')
ok(not b.is_check() and b.is_stalemate(), '1722: after Qg6 Black is stalemated: his e3 pawn is blocked by the White king')
REC[1722] = '1. Qg6'

# ---------------------------------------------------------------- 1723 acknowledged
FEN[1723] = '4k3/8/8/b7/5n2/8/3R4/4K3 b - - 0 1'
b = board(FEN[1723]); ok(lawful(FEN[1723]) and not b.is_check(), '1723: lawful start')
b.push_san('Nd3'); ok(b.is_check(), '1723: Nd3 checks e1')
ok(b.is_pinned(W, sq('d2')), '1723: the d2 rook is pinned by the a5 bishop')
ok(not [m for m in b.legal_moves if m.to_square == sq('d3')], '1723: no White man can lawfully take the d3 knight')
F['1723_king'] = san_list(b, king_moves(b))
REC[1723] = '1... Nd3 {[%check]} 2. {[%touch d3]}'

# ---------------------------------------------------------------- 1724 acknowledged
FEN[1724] = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1'
b = board(FEN[1724]); ok(lawful(FEN[1724]), '1724: lawful start')
ok(illegal(b, 'a1c3'), '1724: Ra1-c3 is a false move (a rook moved as a bishop)')
raw(b, 'a1c3'); ok(chess.Move.from_uci('e8d7') in b.legal_moves, '1724: 1... Kd7 is lawful')
REC[1724] = '1. {[%move a1c3]} Kd7'

# ---------------------------------------------------------------- 1725 london
FEN[1725] = '4k3/pppp4/8/8/8/8/8/R3K3 w - - 0 1'
b = board(FEN[1725]); ok(lawful(FEN[1725]), '1725: lawful start')
ok(illegal(b, 'a1c3'), '1725: Ra1-c3 is a false move')
REC[1725] = '1. {[%move a1c3]} {[%adjust a7]}'

# ---------------------------------------------------------------- 1726 london
FEN[1726] = '8/8/8/4k3/8/8/P7/K6Q w - - 0 1'
b = board(FEN[1726]); ok(lawful(FEN[1726]), '1726: lawful start: queen and pawn against the king')
line, end = shuffle(FEN[1726], 100)
ok(len(line) == 100 and not end.is_game_over(), '1726: fifty moves each after the notice, no mate, no stalemate')
c = board(FEN[1726]); caps = 0
for s in line:
    m = c.parse_san(s); caps += c.is_capture(m); c.push(m)
ok(caps == 0, '1726: no capture in the fifty moves')
ok(chess.popcount(c.occupied) == 4, '1726: still queen and pawn against the bare king')
REC[1726] = '{[%condition white]} {[%fifty black]} ' + movetext(line)

# ---------------------------------------------------------------- 1727 london
FEN[1727] = '4k3/p1p4p/8/8/8/8/8/4KB1R w K - 0 1'
b = board(FEN[1727]); ok(lawful(FEN[1727]), '1727: lawful start')
b.push_san('Bb5'); ok(b.is_check(), '1727: Bb5 checks e8, unannounced')
F['1727_parry'] = san_list(b, list(b.legal_moves))
pseudo(b, 'h6'); ok(chess.Move.from_uci('e1g1') in b.legal_moves, '1727: White may castle')
b.push_san('O-O')
ok(b.is_attacked_by(W, sq('e8')), '1727: the check still stands when White castles and says "check"')
REC[1727] = '1. Bb5 h6 2. O-O {[%check]}'

# ---------------------------------------------------------------- 1728 london
FEN[1728] = '4k3/8/8/8/4b3/8/8/R3K3 w Q - 0 1'
b = board(FEN[1728]); ok(lawful(FEN[1728]), '1728: lawful start')
ok(b.is_attacked_by(B, sq('b1')), '1728: b1, which the rook crosses, is attacked by the e4 bishop')
ok(not any(b.is_attacked_by(B, sq(s)) for s in ['e1', 'd1', 'c1']), '1728: e1, d1, c1 are not attacked')
ok(chess.Move.from_uci('e1c1') in b.legal_moves, '1728: O-O-O is lawful')
REC[1728] = '1. O-O-O'

# ---------------------------------------------------------------- 1729 london
b = board(START); sans(b, 'e4 e5')
F['1729_knight'] = san_list(b, legal_from(b, 'g1'))
REC[1729] = '1. e4 e5 2. {[%touch g1]} {[%adjust g1]}'

# ---------------------------------------------------------------- 1730 london
FEN[1730] = '4k3/8/8/8/1n6/P7/8/4K3 w - - 0 1'
b = board(FEN[1730]); ok(lawful(FEN[1730]), '1730: lawful start')
F['1730_king'] = san_list(b, king_moves(b))
F['1730_capture'] = san_list(b, [m for m in b.legal_moves if m.to_square == sq('b4')])
ok(F['1730_capture'] == ['axb4'], '1730: the b4 knight, put back, can be taken by the a3 pawn')
raw(b, 'b4d3'); b.turn = W
ok(b.is_check(), '1730: left on d3, Black\'s knight checks White\'s own king')
REC[1730] = '1. {[%move b4d3]}'

for k in sorted(F): print(k, F[k])
print(N[0], 'assertions passed')
