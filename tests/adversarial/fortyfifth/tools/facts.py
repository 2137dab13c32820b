"""Findings of fact for the forty-fifth set (check and the end of the game), asserted with python-chess:
the records (REC, FEN, TAGS) and every expected move list (MOVES, sorted by from-square then
to-square, as the earlier sets did). Run: python3 tools/facts.py"""
import os, sys, re, random
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, king_moves, legal_from, apply_raw

FEN, REC, MOVES, TAGS, N = {}, {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)
def at(b, s): return b.piece_at(sq(s))
def Pc(t, c): return chess.Piece(t, c)
def sl(b, ms): return san_list(b, ms)
def sans(b, text):
    """push the SAN moves of a movetext (comments skipped); every move must be lawful"""
    for s in re.sub(r'\{[^}]*\}', ' ', text).split():
        if re.fullmatch(r'\d+\.(\.\.)?', s): continue
        b.push_san(s)
    return b
def pseudo(b, uci):
    """push a move that is pseudo-legal only (it ignores a check that was not announced)"""
    m = chess.Move.from_uci(uci)
    assert m in b.pseudo_legal_moves and m not in b.legal_moves, uci
    b.push(m)
    return b
def movetext(start, sans_list, first_note=''):
    b = chess.Board(start) if isinstance(start, str) else start.copy()
    out = []
    for i, s in enumerate(sans_list):
        n = b.fullmove_number
        if b.turn == W: out.append(f'{n}. {s}')
        elif i == 0: out.append(f'{n}... {s}')
        else: out.append(s)
        b.push_san(s)
    return ' '.join(out)
def hanging(b):
    """some man other than a king is attacked by an enemy man"""
    for s, p in b.piece_map().items():
        if p.piece_type != chess.KING and b.is_attacked_by(not p.color, s): return True
    return False
def walk(start, plies, seed, allow=lambda b, m: True, final=None):
    """a quiet walk: no check, no capture, no man attacked, no mate, no stalemate, ply by ply"""
    for k in range(400):
        rnd = random.Random(seed * 1000 + k); b = chess.Board(start); seq = []
        for i in range(plies):
            cands = []
            for m in b.legal_moves:
                if b.is_capture(m) or b.gives_check(m) or not allow(b, m): continue
                c = b.copy(); c.push(m)
                if c.is_stalemate() or c.is_checkmate() or hanging(c) or not any(True for _ in c.legal_moves): continue
                cands.append(m)
            if not cands: break
            m = rnd.choice(sorted(cands, key=lambda x: x.uci()))
            seq.append(b.san(m)); b.push(m)
        else:
            if final is None or final(b): return seq, b
    raise RuntimeError('no walk found')

# ====================================================================== real games, checked to their published ends
LEGAL = '1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ {[%check]} Ke7 7. Nd5# {[%check]}'
b = sans(chess.Board(), LEGAL)
ok(b.is_checkmate(), "G1: Legal's mate (Legal de Kermur v Saint Brie, Paris 1750) replays to 7. Nd5 mate")
RT = ('1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 6. dxe5 Qa5+ {[%check]} 7. Bd2 Qxe5 8. O-O-O Nxe4 '
      '9. Qd8+ {[%check]} Kxd8 10. Bg5+ {[%check]} Kc7 11. Bd8# {[%check]}')
b = sans(chess.Board(), RT)
ok(b.is_checkmate(), 'G2: Reti v Tartakower (Vienna 1910) replays to 11. Bd8 mate')
OPERA = ('1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 '
         '10. Nxb5 cxb5 11. Bxb5+ {[%check]} Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ {[%check]} Nxd7 '
         '16. Qb8+ {[%check]} Nxb8 17. Rd8# {[%check]}')
b = sans(chess.Board(), OPERA)
ok(b.is_checkmate(), 'G3: the Opera game (Morphy v Duke of Brunswick and Count Isouard, Paris 1858) replays to 17. Rd8 mate')
IMM = ('1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ {[%check]} 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 9. Nf5 c6 '
       '10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 '
       '19. e5 Qxa1+ {[%check]} 20. Ke2 Na6 21. Nxg7+ {[%check]} Kd8 22. Qf6+ {[%check]} Nxf6 23. Be7# {[%check]}')
b = sans(chess.Board(), IMM)
ok(b.is_checkmate(), 'G4: the Immortal game (Anderssen v Kieseritzky, London 1851) replays to 23. Be7 mate')
EVER = ('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O d3 8. Qb3 Qf6 9. e5 Qg6 10. Re1 Nge7 '
        '11. Ba3 b5 12. Qxb5 Rb8 13. Qa4 Bb6 14. Nbd2 Bb7 15. Ne4 Qf5 16. Bxd3 Qh5 17. Nf6+ {[%check]} gxf6 18. exf6 Rg8 '
        '19. Rad1 Qxf3 20. Rxe7+ {[%check]} Nxe7 21. Qxd7+ {[%check]} Kxd7 22. Bf5+ {[%check]} Ke8 23. Bd7+ {[%check]} Kf8 '
        '24. Bxe7# {[%check]}')
b = sans(chess.Board(), EVER)
ok(b.is_checkmate(), 'G5: the Evergreen game (Anderssen v Dufresne, Berlin 1852) replays to 24. Bxe7 mate')
LT = ('1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 4. Bg5 Be7 5. Bxf6 Bxf6 6. e4 fxe4 7. Nxe4 b6 8. Ne5 O-O 9. Bd3 Bb7 10. Qh5 Qe7 '
      '11. Qxh7+ {[%check]} Kxh7 12. Nxf6+ {[%check]} Kh6 13. Neg4+ {[%check]} Kg5 14. h4+ {[%check]} Kf4 '
      '15. g3+ {[%check]} Kf3 16. Be2+ {[%check]} Kg2 17. Rh2+ {[%check]} Kg1 18. Kd2# {[%check]}')
b = sans(chess.Board(), LT)
ok(b.is_checkmate(), 'G6: Ed. Lasker v Thomas (London 1912) replays to 18. Kd2 mate')
def upto(game, marker):
    """the movetext of a game before the given move number token (e.g. ' 7.')"""
    return game[:game.index(marker)]

# ====================================================================== twenty-laws
# 4501 Legal: 6. Bxf7 checks without a word; 6... Bxc2 ignores it; 7. Nd5 with "check"
L6 = upto(LEGAL, ' 6.') + ' 6. Bxf7'
b = sans(chess.Board(), L6)
ok(b.is_check() and sl(b, b.legal_moves) == ['Ke7'], '4501: 6. Bxf7 checks the e8 king; the only move that meets it is Ke7 (Kxf7 is barred by the e5 knight, d7 by the same knight)')
MOVES[4501] = {'retract-both-last-moves': sl(b, b.legal_moves)}
pseudo(b, 'd1c2')
ok(b.is_attacked_by(W, sq('e8')), '4501: 6... Bxc2 is no answer: the f7 bishop still checks e8')
b.push_san('Nd5')
ok(b.is_check() and b.turn == B and b.checkers() == chess.SquareSet([sq('f7')]), '4501: 7. Nd5 is a lawful move; Black\'s king still stands in the f7 bishop\'s check')
ok(b.is_checkmate(), '4501: on the board, after 7. Nd5 Black has no lawful move: Ke7 is now covered by the d5 knight, so the unannounced check has become a mate')
c = sans(chess.Board(), L6 + ' Ke7 7. Nd5')
ok(c.is_checkmate(), '4501: after the retraction Ke7 is forced, and 7. Nd5 then mates, as in the game')
REC[4501] = L6 + ' 6... Bxc2 7. Nd5 {[%check]}'

# 4502 Reti-Tartakower: 6... Qa5 checks silently; White touches his g1 knight; Black then says check; 7. Bd2
R6 = upto(RT, ' 6.') + ' 6. dxe5 Qa5'
b = sans(chess.Board(), R6)
ok(b.is_check(), '4502: 6... Qa5 checks the e1 king along a5-b4-c3-d2-e1')
ok(not any(m.from_square == sq('g1') for m in b.legal_moves) and any(m.from_square == sq('g1') for m in b.pseudo_legal_moves),
   '4502: the g1 knight has moves (Ne2, Nf3, Nh3) but none of them meets the check')
MOVES[4502] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4502]['move-king'] == ['Kd1', 'Ke2'], '4502: the king\'s lawful moves are Kd1 and Ke2')
ok(chess.Move.from_uci('c1d2') in b.legal_moves, '4502: 7. Bd2 (the game\'s move) meets the check')
REC[4502] = R6 + ' 7. {[%touch g1]} {[%check black]} Bd2'

# 4503 Opera: 16. the d1 rook leaps the d7 knight to d8 and the board shows mate
O15 = upto(OPERA, ' 16.')
b = sans(chess.Board(), O15)
ok(at(b, 'd7') == Pc(chess.KNIGHT, B) and chess.Move.from_uci('d1d8') not in b.pseudo_legal_moves,
   '4503: after 15... Nxd7 the d7 knight stands between the d1 rook and d8: d1-d8 is no rook move')
MOVES[4503] = {'move-correctly': sl(b, legal_from(b, 'd1')), 'replace-and-move-king': sl(b, king_moves(b))}
ok(MOVES[4503]['replace-and-move-king'] == ['Kb1', 'Kd2'], '4503: the castled king\'s lawful moves are Kb1 and Kd2')
c = b.copy(); apply_raw(c, 'd1d8')
ok(c.is_checkmate(), '4503: as made, the rook on d8 checks e8 and the board shows mate (d8 guarded by the g5 bishop)')
REC[4503] = O15 + ' 16. {[%move d1d8]} {[%check]}'

# 4504 queen against the bare king, the colours reversed: White gives notice, fifty moves each
F4504 = '8/8/3k4/2q5/8/8/8/5K2 w - - 0 1'
b = chess.Board(F4504)
ok(b.is_valid() and b.turn == W and not b.is_check(), '4504: White K f1 alone against Black K d6, Q c5; White to move')
seq, e = walk(F4504, 100, 4504)
ok(len(seq) == 100 and not e.is_checkmate() and not e.is_stalemate(), '4504: after the notice fifty moves on each side (White first), none a check or a capture, no man left attacked, no mate, no stalemate (asserted ply by ply)')
ok(len(e.piece_map()) == 3 and e.turn == W, '4504: the material is unchanged, K v K+Q; White to move')
FEN[4504] = F4504; REC[4504] = '{[%fifty white]} ' + movetext(F4504, seq)

# 4505 a false "check" (1. b6); Black's misled king move stalemates White
F4505 = '2k5/8/8/1P6/6p1/4q1Pp/7P/7K w - - 0 1'
b = chess.Board(F4505)
ok(b.is_valid() and not b.is_check() and sl(b, b.legal_moves) == ['b6'], '4505: White K h1, P b5 g3 h2; Black K c8, Q e3, P g4 h3; White\'s only lawful move is b6')
b.push_san('b6')
ok(not b.is_check(), '4505: 1. b6 gives no check (the pawn attacks a7 and c7)')
b.push_san('Kb7')
ok(b.is_stalemate(), '4505: after 1... Kb7 White is not in check and has no lawful move: stalemate, were the move to stand')
REC[4505] = '1. b6 {[%check]} 1... Kb7'; FEN[4505] = F4505

# 4506 Opera: 11. Bxb5+ with check said; Black touches his b8 knight and plays 11... Nfd7
O11 = upto(OPERA, ' 11.') + ' 11. Bxb5+ {[%check]}'
b = sans(chess.Board(), O11)
ok(b.is_check(), '4506: 11. Bxb5 checks e8 along b5-c6-d7-e8')
MOVES[4506] = {'compel-move-touched-man': sl(b, legal_from(b, 'b8'))}
ok(MOVES[4506]['compel-move-touched-man'] == ['Nc6', 'Nbd7'], '4506: the b8 knight\'s lawful moves are the two interpositions Nc6 and Nbd7 (Na6 and the rest leave the king in check)')
ok(chess.Move.from_uci('f6d7') in b.legal_moves, '4506: 11... Nfd7 is lawful')
REC[4506] = O11 + ' {[%touch b8]} 11... Nfd7'

# ====================================================================== boys-own-1829
# 4507 Evergreen: 8. Qb3 said to be check; 8... Qf6; White touches his e4 pawn
E8 = upto(EVER, ' 8.') + ' 8. Qb3'
b = sans(chess.Board(), E8)
ok(not b.is_check(), '4507: 8. Qb3 gives no check (the queen attacks f7 behind the c4 bishop, not e8)')
b.push_san('Qf6')
ok(at(b, 'f6') == Pc(chess.QUEEN, B), '4507: 8... Qf6 (the game\'s move) is lawful')
REC[4507] = E8 + ' {[%check]} 8... Qf6 {[%touch e4]}'

# 4508 Immortal: 3... Qh4 checks without a word; 4. Nf3 ignores it; White himself asks to take it back
I3 = upto(IMM, ' 3.') + ' 3. Bc4 Qh4'
b = sans(chess.Board(), I3)
ok(b.is_check(), '4508/4510/4516/4523: 3... Qh4 checks the e1 king along h4-g3-f2-e1')
ok(sl(b, b.legal_moves) == ['Ke2', 'Kf1', 'g3'] or sorted(sl(b, b.legal_moves)) == sorted(['Ke2', 'Kf1', 'g3']),
   '4508/4510: the check can be met only by Kf1, Ke2 or g3')
KI3 = sl(b, king_moves(b))
ok(KI3 == ['Kf1', 'Ke2'], '4510/4516/4523: the king\'s lawful moves are Kf1 and Ke2')
ok(not any(m.from_square == sq('g1') for m in b.legal_moves) and chess.Move.from_uci('g1f3') in b.pseudo_legal_moves,
   '4508/4510/4523: Nf3 (g1-f3) attacks the queen but does not meet the check')
c = b.copy(); pseudo(c, 'g1f3')
ok(c.is_attacked_by(B, sq('e1')) and c.is_attacked_by(W, sq('h4')), '4508: after 4. Nf3 the king still stands in check and the knight attacks the h4 queen')
REC[4508] = I3 + ' 4. Nf3'

# 4509 queen moved like a knight (unnoticed), Black replies, then the queen stalemates
F4509 = '6k1/7p/7P/8/3Q4/8/2K5/8 w - - 0 1'
b = chess.Board(F4509)
ok(b.is_valid() and not b.is_check(), '4509: White K c2, Q d4, P h6; Black K g8, P h7; White to move')
ok(chess.Move.from_uci('d4f5') not in b.pseudo_legal_moves, '4509: d4-f5 is a knight\'s leap, no move of a queen')
apply_raw(b, 'd4f5')
ok(not b.is_check() and chess.Move.from_uci('g8h8') in b.legal_moves, '4509: as made, Black is not in check, and 1... Kh8 is lawful')
b.push_san('Kh8'); b.push_san('Qf7')
ok(b.is_stalemate(), '4509: 2. Qf7, a lawful move, leaves Black not in check with no lawful move: the king has no square and the h7 pawn is blocked by h6')
REC[4509] = '1. {[%move d4f5]} 1... Kh8 2. Qf7'; FEN[4509] = F4509

# 4510 Immortal: 3... Qh4+ said; 4. Nf3 leaves the king in the announced check
REC[4510] = I3 + '+ {[%check]} 4. {[%move g1f3]}'
MOVES[4510] = {'move-king': KI3}

# 4511 rook and bishop against rook (Boy's Own: no counting law): notice, fifty each
F4511 = '3k4/8/3K4/8/8/5B2/1R6/7r b - - 0 1'
b = chess.Board(F4511)
ok(b.is_valid() and b.turn == B and not b.is_check(), '4511: White K d6, R b2, B f3 against Black K d8, R h1; Black to move')
seq, e = walk(F4511, 100, 4511)
ok(len(seq) == 100 and not e.is_checkmate() and not e.is_stalemate() and len(e.piece_map()) == 5,
   '4511: after the notice fifty moves on each side, none a check or a capture, no man left attacked, no mate, no stalemate (asserted ply by ply)')
FEN[4511] = F4511; REC[4511] = '{[%fifty black]} ' + movetext(F4511, seq)

# 4512 Legal's mate with a condition: White undertook to mate with his king's bishop
REC[4512] = '{[%condition white]} ' + LEGAL
b = sans(chess.Board(), LEGAL)
ok(b.is_checkmate() and at(b, 'd5') == Pc(chess.KNIGHT, W) and b.is_attacked_by(W, sq('e7'))
   and b.attackers(W, sq('e7')) == chess.SquareSet([sq('d5')]), '4512: the mate is given by the d5 knight; the f7 bishop only guards e6, e8 and the like')

# ====================================================================== philidor
# 4513 Evergreen: 20. Rxe7 checks without a word; Black ignores it and mates with 20... Qxg2
E20 = upto(EVER, ' 20.') + ' 20. Rxe7'
b = sans(chess.Board(), E20)
ok(b.is_check() and sorted(sl(b, b.legal_moves)) == sorted(['Kf8', 'Kd8', 'Nxe7']), '4513: 20. Rxe7 checks e8; Kd8, Kf8 and Nxe7 meet it')
pseudo(b, 'f3g2')
ok(b.is_checkmate(), '4513: 20... Qxg2, which leaves the e7 rook\'s check standing, mates White: g2 guarded by the g8 rook, the king has no square and nothing takes the queen')
ok(b.is_attacked_by(W, sq('e8')), '4513: on the board Black\'s king still stands in the rook\'s check')
REC[4513] = E20 + ' 20... Qxg2# {[%check]}'

# 4514 Opera: 11. Bxb5+ said; 11... Kd7, a step along the line of the check
b = sans(chess.Board(), O11)
MOVES[4514] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4514]['move-king'] == ['Kd8'], '4514: in the check the king\'s only lawful move is Kd8')
ok(chess.Move.from_uci('e8d7') in b.pseudo_legal_moves and chess.Move.from_uci('e8d7') not in b.legal_moves,
   '4514: e8-d7 is a king\'s step, but d7 lies on the b5-e8 diagonal: the king stays in check')
REC[4514] = O11 + ' 11... {[%move e8d7]}'

# 4515 bishop and knight against the king: request, fifty each, then a stalemate on the fifty-first
F4515 = 'k7/2K5/8/8/5B2/8/8/6N1 b - - 0 1'
b = chess.Board(F4515)
ok(b.is_valid() and b.turn == B and not b.is_check(), '4515: White K c7, B f4, N g1 against Black K a8; Black to move')
def stay(b, m):
    p = b.piece_at(m.from_square)
    if p.piece_type == chess.KING: return p.color == B and m.to_square in (sq('a8'), sq('a7'))
    return True
def covers_a7(b): return b.is_attacked_by(W, sq('a7'))
seq, e = walk(F4515, 103, 4515, allow=stay, final=lambda e: e.king(B) == sq('a8') and not covers_a7(e)
              and any((lambda c: (c.push(m), c.is_stalemate())[1])(e.copy()) for m in e.legal_moves))
ok(len(seq) == 103 and e.turn == W and e.king(B) == sq('a8'), '4515: after the request fifty moves on each side (Black first), then Black\'s 51st, White\'s 51st and Black\'s 52nd, none a check or a capture, no mate, no stalemate (asserted ply by ply); Black\'s king stands on a8')
stal = [m for m in e.legal_moves if (lambda c: (c.push(m), c.is_stalemate())[1])(e.copy())]
last = e.san(sorted(stal, key=lambda m: (m.from_square, m.to_square))[0]); e.push_san(last)
ok(e.is_stalemate(), f'4515: White\'s 52nd move, {last}, leaves Black not in check with no lawful move: stalemate')
FEN[4515] = F4515; REC[4515] = '{[%fifty black]} ' + movetext(F4515, seq + [last])
S4515 = last

# 4516 Immortal: 3... Qh4+ said; White touches the h4 queen and plays 4. g3
b = sans(chess.Board(), I3)
ok(not any(m.to_square == sq('h4') for m in b.legal_moves) and not b.is_attacked_by(W, sq('h4')), '4516: no White man attacks h4: the queen cannot be taken')
MOVES[4516] = {'move-king': KI3}
REC[4516] = I3 + '+ {[%check]} 4. {[%touch h4]} g3'

# 4517 a false move that stood (2. the queen through her own e2 pawn), then a lawful mate
P17 = ['d4', 'e5']
b = sans(chess.Board(), '1. d4 e5')
ok(at(b, 'e2') == Pc(chess.PAWN, W) and chess.Move.from_uci('d1h5') not in b.pseudo_legal_moves, '4517: after 1. d4 e5, d1-h5 passes through White\'s own e2 pawn: no move of a queen')
apply_raw(b, 'd1h5')
for s_ in ['Nc6', 'e4', 'd6', 'Bc4', 'Nf6', 'Qxf7#']: b.push_san(s_)
ok(b.is_checkmate(), '4517: after it 2... Nc6 3. e4 d6 4. Bc4 Nf6 5. Qxf7 are lawful moves, and 5. Qxf7 mates (f7 guarded by the c4 bishop)')
REC[4517] = '1. d4 e5 2. {[%move d1h5]} 2... Nc6 3. e4 d6 4. Bc4 Nf6 5. Qxf7# {[%check]}'

# 4518 back rank: 1... Rb1 checks without a word; White touches his a2 pawn; Black then says check; 2. Nf1
F4518 = '1r4k1/5ppp/8/8/8/8/P2N1PPP/6K1 b - - 0 1'
b = chess.Board(F4518)
ok(b.is_valid() and b.turn == B and not b.is_check(), '4518: White K g1, N d2, P a2 f2 g2 h2; Black K g8, R b8, P f7 g7 h7; Black to move')
b.push_san('Rb1')
ok(b.is_check() and not king_moves(b), '4518: 1... Rb1 checks along the first rank, and White\'s king has no lawful move (f1 and h1 attacked, f2 g2 h2 his own pawns)')
ok(not any(m.from_square == sq('a2') for m in b.legal_moves) and any(m.from_square == sq('a2') for m in b.pseudo_legal_moves),
   '4518: the a2 pawn can step forward, but no step of it meets the check')
ok(chess.Move.from_uci('d2f1') in b.legal_moves, '4518: 2. Nf1 interposes lawfully')
FEN[4518] = F4518; REC[4518] = '1... Rb1 2. {[%touch a2]} {[%check black]} Nf1'

# ====================================================================== acknowledged-laws
# 4519 Opera: 11. Bxb5 checks without a cry; 11... h6 ignores it; Black himself finds it
O11s = upto(OPERA, ' 11.') + ' 11. Bxb5'
b = sans(chess.Board(), O11s)
MOVES[4519] = {'retract-to-point-of-check': sl(b, b.legal_moves)}
ok(sorted(MOVES[4519]['retract-to-point-of-check']) == sorted(['Kd8', 'Nbd7', 'Nc6', 'Qd7', 'Nfd7']),
   '4519: the check from b5 is met by Nc6, Nbd7, Nfd7, Qd7 or Kd8')
pseudo(b, 'h7h6')
ok(b.is_attacked_by(W, sq('e8')) and b.turn == W, '4519: 11... h6 leaves the check standing; White to move')
REC[4519] = O11s + ' 11... h6'

# 4520 / 4526 Lasker-Thomas: 11. Ng5 said to be check; 11... Kh8; 12. Qxh7 mate
L10 = upto(LT, ' 11.')
b = sans(chess.Board(), L10 + ' 11. Ng5')
ok(not b.is_check(), '4520/4526: 11. Ng5 (the e4 knight) gives no check')
b.push_san('Kh8')
ok(True, '4520/4526: 11... Kh8 is lawful')
b.push_san('Qxh7#')
ok(b.is_checkmate(), '4520/4526: 12. Qxh7, guarded by the g5 knight, mates the h8 king')
REC[4520] = REC[4526] = L10 + ' 11. Ng5 {[%check]} 11... Kh8 12. Qxh7# {[%check]}'

# 4521 queen against rook: Black calls for mate in fifty; fifty each
F4521 = '8/8/2k5/8/8/3K4/5r2/Q7 b - - 0 1'
b = chess.Board(F4521)
ok(b.is_valid() and b.turn == B and not b.is_check() and not hanging(b), '4521: White K d3, Q a1 against Black K c6, R f2; Black to move; no man attacked')
seq, e = walk(F4521, 100, 4521)
ok(len(seq) == 100 and len(e.piece_map()) == 4 and not e.is_checkmate() and not e.is_stalemate(),
   '4521: after the call fifty moves on each side, none a check or a capture, no man left attacked, no mate, no stalemate (asserted ply by ply)')
FEN[4521] = F4521; REC[4521] = '{[%fifty black]} ' + movetext(F4521, seq)

# 4522 Evergreen: 22. Bf5+ (double check) said; 22... Nd5 covers the rook's file only
E22 = upto(EVER, ' 22.') + ' 22. Bf5+ {[%check]}'
b = sans(chess.Board(), E22)
ok(len(b.checkers()) == 2, '4522: 22. Bf5 gives double check: the bishop on the f5-d7 diagonal and the d1 rook on the d-file')
MOVES[4522] = {'move-king': sl(b, king_moves(b))}
ok(not any(m.from_square == sq('e7') for m in b.legal_moves), '4522: in a double check the e7 knight has no lawful move at all')
ok(chess.Move.from_uci('e7d5') in b.pseudo_legal_moves, '4522: e7-d5 is a knight move; it covers the d-file but leaves the bishop\'s check')
print('     king moves 4522:', MOVES[4522])
REC[4522] = E22 + ' 22... {[%move e7d5]}'

# 4523 Immortal: 3... Qh4+ said; White touches his g1 knight and plays 4. g3
MOVES[4523] = {'move-king': KI3}
REC[4523] = I3 + '+ {[%check]} 4. {[%touch g1]} g3'

# 4524 an unannounced bishop check; White ignores it with a rook move that pins the bishop: no Black move
F4524 = '4k3/2Q3Pb/8/8/8/8/8/R6K b - - 0 1'
b = chess.Board(F4524)
ok(b.is_valid() and b.turn == B and not b.is_check() and not king_moves(b), '4524: White K h1, Q c7, R a1, P g7; Black K e8, B h7; Black to move; the e8 king has no square (d7 e7 f7 d8 by the queen, f8 by the g7 pawn)')
b.push_san('Be4')
ok(b.is_check(), '4524: 1... Be4 checks the h1 king along e4-f3-g2-h1')
ok(sl(b, b.legal_moves) and chess.Move.from_uci('a1e1') not in b.legal_moves, '4524: Ra1-e1 does not meet the check')
MOVES[4524] = {}
pseudo(b, 'a1e1')
ok(b.is_stalemate() and b.is_attacked_by(B, sq('h1')), '4524: after 2. Re1 Black is not in check and has no lawful move (the e4 bishop pinned on the e-file), while White\'s king still stands in the bishop\'s check')
FEN[4524] = F4524; REC[4524] = '1... Be4 2. Re1'

# ====================================================================== london-1847
# 4525 Evergreen: 17. Nf6 checks without a word; Qxf3 gxf3 Rg8 played; "check" said only with 19. Rad1
E17 = upto(EVER, ' 17.') + ' 17. Nf6'
b = sans(chess.Board(), E17)
MOVES[4525] = {'retract-to-point-of-check': sl(b, b.legal_moves)}
ok(sorted(MOVES[4525]['retract-to-point-of-check']) == sorted(['gxf6', 'Kd8', 'Kf8']), '4525: 17. Nf6 checks e8; gxf6, Kd8 and Kf8 meet it')
pseudo(b, 'h5f3'); b.push_san('gxf3'); pseudo(b, 'h8g8'); b.push_san('Rad1')
ok(b.is_attacked_by(W, sq('e8')) and b.turn == B, '4525: after 17... Qxf3 18. gxf3 Rg8 19. Rad1 the knight\'s check from f6 still stands; 17... Qxf3 and 18... Rg8 leave it standing')
REC[4525] = E17 + ' 17... Qxf3 18. gxf3 Rg8 19. Rad1 {[%check]}'

# 4527 Lasker-Thomas with a condition: White undertook to mate with his king
b = sans(chess.Board(), LT)
ok(b.checkers() == chess.SquareSet([sq('a1')]), '4527: the mate 18. Kd2 is a discovered check: the checking man is the a1 rook, the king only unmasks it')
REC[4527] = '{[%condition white]} ' + LT

# 4528 rook against the bare king: notice, White mates with his fiftieth move
F4528 = '6k1/8/6K1/8/8/8/R7/8 b - - 0 1'
b = chess.Board(F4528)
ok(b.is_valid() and b.turn == B and not b.is_check(), '4528: White K g6, R a2 against Black K g8; Black to move')
def box(b, m):
    p = b.piece_at(m.from_square)
    if p.color == B: return chess.square_rank(m.to_square) == 7
    if p.piece_type == chess.KING: return m.to_square in (sq('f6'), sq('g6'), sq('h6'))
    return chess.square_rank(m.to_square) < 5 and chess.square_file(m.to_square) < 5
def mate1(b):
    return [m for m in b.legal_moves if (lambda c: (c.push(m), c.is_checkmate())[1])(b.copy())]
seq, e = walk(F4528, 99, 4528, allow=box, final=lambda e: bool(mate1(e)))
ms = sorted(mate1(e), key=lambda m: (m.from_square, m.to_square)); last = e.san(ms[0]); e.push(ms[0])
ok(len(seq) == 99 and e.is_checkmate(), f'4528: after the notice Black\'s fifty and White\'s forty-nine moves, none a check or a capture, no mate, no stalemate (asserted ply by ply); White\'s fiftieth, {last[:-1]}, mates')
FEN[4528] = F4528; REC[4528] = '{[%fifty black]} ' + movetext(F4528, seq + [last]) + ' {[%check]}'
M4528 = last

# 4529 a queen moved like a knight stalemates Black
F4529 = '7k/7p/3Q3P/8/8/8/2K5/8 w - - 0 1'
b = chess.Board(F4529)
ok(b.is_valid() and not b.is_check() and chess.Move.from_uci('d6f7') not in b.pseudo_legal_moves, '4529: White K c2, Q d6, P h6; Black K h8, P h7; d6-f7 is a knight\'s leap, no move of a queen')
apply_raw(b, 'd6f7')
ok(b.is_stalemate(), '4529: as made, the queen on f7 leaves Black not in check with no lawful move')
FEN[4529] = F4529; REC[4529] = '1. {[%move d6f7]}'

# 4530 Evergreen: 20. Rxe7+ said; Black touches the e7 rook and plays 20... Kf8
E20c = upto(EVER, ' 20.') + ' 20. Rxe7+ {[%check]}'
b = sans(chess.Board(), E20c)
MOVES[4530] = {'compel-capture-of-touched-man': sl(b, [m for m in b.legal_moves if m.to_square == sq('e7')])}
ok(MOVES[4530]['compel-capture-of-touched-man'] == ['Nxe7'], '4530: the e7 rook can be lawfully taken only by Nxe7 (Kxe7 is barred by the f6 pawn)')
ok(chess.Move.from_uci('e8f8') in b.legal_moves, '4530: 20... Kf8 is lawful')
REC[4530] = E20c + ' {[%touch e7]} 20... Kf8'

print(N[0], 'findings asserted;', len(REC), 'records')
