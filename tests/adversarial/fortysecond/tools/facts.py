"""Findings of fact for the forty-second set, asserted with python-chess: the records (REC, FEN, TAGS) and
every expected move list (MOVES, sorted by from-square then to-square, as the earlier sets did).
Run: python3 tools/facts.py"""
import os, sys, re, random
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, king_moves, legal_from, apply_raw

FEN, REC, MOVES, TAGS, N = {}, {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
START = chess.STARTING_FEN
def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)
def at(b, s): return b.piece_at(sq(s))
def Pc(t, c): return chess.Piece(t, c)
def sl(b, ms): return san_list(b, ms)
def play(b, text):
    """push the SAN moves of a movetext (comments and numbers skipped); every move must be lawful"""
    for s in re.sub(r'\{[^}]*\}', ' ', text).split():
        if re.fullmatch(r'\d+\.(\.\.)?', s): continue
        b.push_san(s)
    return b
def movetext(start, sans_list, notes=None):
    """number a list of SAN moves from the position start; notes[i] is put after the i-th move"""
    b = chess.Board(start) if isinstance(start, str) else start.copy()
    out = []; notes = notes or {}
    for i, s in enumerate(sans_list):
        n = b.fullmove_number
        if b.turn == W: out.append(f'{n}. {s}')
        elif i == 0 or (i - 1) in notes: out.append(f'{n}... {s}')
        else: out.append(s)
        b.push_san(s)
        if i in notes: out.append(notes[i])
    return ' '.join(out)
def quiet_walk(b, plies, rng, movers=None):
    """plies quiet moves (no capture, no check), never leaving mate or stalemate"""
    out = []
    for ply in range(plies):
        cands = []
        for m in b.legal_moves:
            if b.is_capture(m) or b.gives_check(m): continue
            c = b.copy(); c.push(m)
            if c.is_checkmate() or c.is_stalemate(): continue
            # never leave a man where it can be taken for nothing: keeps the material as it is
            if any(c.is_capture(r) for r in c.legal_moves): continue
            cands.append(m)
        assert cands, f'no quiet move at ply {ply}'
        m = rng.choice(sorted(cands, key=lambda x: x.uci()))
        out.append(b.san(m)); b.push(m)
    return out

# ============================================================ G1: the Bongcloud (Carlsen-Nakamura, 2021)
BONG = '1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1 Ke8'
b = chess.Board(); seen = []
for i, mv in enumerate(re.sub(r'\d+\.', ' ', BONG).split()):
    b.push_san(mv); seen.append((b.board_fen(), b.castling_rights))
ok(len(b.move_stack) == 10, 'G1: the Bongcloud game, ten plies, every move lawful')
ok(seen[1][0] == seen[5][0] == seen[9][0], 'G1: the men stand as they stood after 1...e5 and after 3...Ke8 (the placement three times)')
ok(seen[1][1] != 0 and seen[5][1] == 0 and seen[9][1] == 0, 'G1: after 1...e5 both sides could still castle; after 3...Ke8 and 5...Ke8 neither can (the king has moved)')
ok(not b.is_checkmate() and not b.is_stalemate() and not b.is_insufficient_material(), 'G1: no mate, no stalemate; all the men are on the board')
REC[4201] = BONG

# castling after the Bongcloud king walk (4204)
T4204 = '1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Nf3 Nc6 5. Bc4 Bc5'
b = play(chess.Board(), T4204)
ok(not b.has_castling_rights(W), "4204: White's king went e1-e2-e1: python-chess gives White no right to castle")
ok(at(b, 'f1') is None and at(b, 'g1') is None and at(b, 'h1') == Pc(chess.ROOK, W) and not b.is_check(),
   '4204: f1 and g1 are empty, the h1 rook has never moved, White is not in check')
ok(not b.is_attacked_by(B, sq('f1')) and not b.is_attacked_by(B, sq('g1')), '4204: f1 and g1 are not attacked: nothing but the earlier king move bars the castling')
MOVES[4204] = {'move-king': sl(b, king_moves(b)), 'move-rook': sl(b, legal_from(b, 'h1'))}
ok(MOVES[4204]['move-king'] == ['Kf1', 'Ke2'] and MOVES[4204]['move-rook'] == ['Rf1', 'Rg1'],
   "4204: the king's moves Kf1, Ke2; the rook's Rf1, Rg1")
apply_raw(b, 'e1g1')
ok(at(b, 'g1') == Pc(chess.KING, W) and at(b, 'f1') == Pc(chess.ROOK, W), '4204: as made, king g1, rook f1')
REC[4204] = T4204 + ' 6. {[%move e1g1]}'

# ============================================================ G2: Ruy Lopez, Chigorin (4202)
CHIG = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5 10. Bc2 c5 11. d4 Qc7'
b = play(chess.Board(), CHIG)
ok(b.turn == W and len(b.move_stack) == 22, 'G2: the Chigorin Ruy Lopez to 11...Qc7, 22 plies, White to move')
ok(not b.is_attacked_by(W, sq('a5')), "4202: Black's a5 knight is not attacked by any White man: it is not en prise where it stands")
ok(at(b, 'c4') is None, '4202: c4 is empty')
ok(sl(b, [m for m in b.legal_moves if m.to_square == sq('a5')]) == [], '4202: no White move takes on a5')
MOVES[4202] = {'replace-and-move-king': sl(b, king_moves(b))}
ok(MOVES[4202]['replace-and-move-king'] == ['Kf1', 'Kh1', 'Kh2'], "4202: White's king moves from g1: Kf1, Kh1, Kh2 (castling long since done)")
c = b.copy(); apply_raw(c, 'a5c4')
ok(c.turn == B and at(c, 'c4') == Pc(chess.KNIGHT, B) and not c.is_attacked_by(W, sq('c4')), "4202: White, in his turn, sets Black's knight on c4; there too nothing of White's attacks it")
REC[4202] = CHIG + ' 12. {[%move a5c4]}'

# ============================================================ 4203: White's king and queen on each other's squares
F4203 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w kq - 0 1'
b = chess.Board(F4203)
ok(b.is_valid() and at(b, 'd1') == Pc(chess.KING, W) and at(b, 'e1') == Pc(chess.QUEEN, W), "4203: the set-up is the standard array but for White's king on d1 and queen on e1")
play(b, '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5')
ok(len(b.move_stack) == 6 and b.turn == W, '4203: three moves each, all lawful; White to move')
FEN[4203] = F4203; REC[4203] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5'

# ============================================================ 4205: Scotch, Mieses: the f8 bishop leaps its queen
SCOTCH = '1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nxc6 bxc6 6. e5 Qe7 7. Qe2 Nd5 8. c4'
b = play(chess.Board(), SCOTCH)
ok(at(b, 'e7') == Pc(chess.QUEEN, B) and chess.Move.from_uci('f8a3') not in b.pseudo_legal_moves, "4205: after 8. c4 the f8 bishop's diagonal is shut by Black's own queen on e7: f8-a3 is no lawful move")
apply_raw(b, 'f8a3')
ok(not b.is_check() and b.is_attacked_by(W, sq('a3')), '4205: the bishop on a3 gives no check and stands where White can take it')
b.push_san('Nxa3')
ok(at(b, 'a3') == Pc(chess.KNIGHT, W) and b.turn == B, '4205: White answers 9. Nxa3, a lawful move: White has played since the false move')
REC[4205] = SCOTCH + ' 8... {[%move f8a3]} 9. Nxa3'

# ============================================================ 4206: queen against king, notice with White to move
F4206 = '8/8/3k4/8/8/8/2Q5/4K3 w - - 0 1'
b = chess.Board(F4206)
ok(b.is_valid() and b.turn == W, '4206: White K e1, Q c2 against Black K d6; White to move')
seq = quiet_walk(b, 99, random.Random(4206))
ok(len(b.piece_map()) == 3 and not b.is_checkmate() and not b.is_stalemate() and b.turn == B,
   '4206: after the notice White has played fifty moves and Black forty-nine; no check, no capture, no mate, no stalemate; Black to move')
FEN[4206] = F4206; REC[4206] = '{[%fifty black]} ' + movetext(F4206, seq)

# ============================================================ G3: Steinitz-von Bardeleben, Hastings 1895
SB = ('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ {[%check]} 7. Nc3 d5 8. exd5 Nxd5 9. O-O Be6 '
      '10. Bg5 Be7 11. Bxd5 Bxd5 12. Nxd5 Qxd5 13. Bxe7 Nxe7 14. Re1 f6 15. Qe2 Qd7 16. Rac1 c6 17. d5 cxd5 18. Nd4 Kf7 '
      '19. Ne6 Rhc8 20. Qg4 g6 21. Ng5+ {[%check]} Ke8 22. Rxe7+ {[%check]} Kf8 23. Rf7+ {[%check]} Kg8 24. Rg7+ {[%check]} Kh8 25. Rxh7+ {[%check]}')
b = play(chess.Board(), SB)
ok(len(b.move_stack) == 49, 'G3: Steinitz-von Bardeleben as published, 49 plies, every move lawful')
SB14 = SB[:SB.index('15. Qe2')].strip()
b = play(chess.Board(), SB14)
ok(len(b.move_stack) == 28 and b.turn == W, 'G3: to 14...f6, 28 plies, White to move')
b.push_san('Qe2')
ok(not b.is_check() and at(b, 'e7') == Pc(chess.KNIGHT, B), "4207: 15. Qe2 gives no check: the e7 knight stands between the queen and the e8 king")
b.push_san('Kf7')
ok(True, '4207: 15...Kf7 is a lawful king move')
b.push_san('Rac1')
ok(len(b.move_stack) == 31, '4207: 16. Rac1: White has made his next move before Black claims')
REC[4207] = SB14 + ' 15. Qe2 {[%check]} Kf7 16. Rac1'
# 4215: the same game played without White's a2 pawn, to 16. Rac1
F4215 = 'rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1'
SB16 = SB[:SB.index('16... c6') if '16... c6' in SB else SB.index(' c6 17.')].strip()
b = chess.Board(F4215)
ok(b.is_valid() and at(b, 'a2') is None, "4215: the set-up lacks White's a2 pawn and nothing else")
play(b, SB16)
ok(len(b.move_stack) == 31 and b.turn == B, '4215: every move of the game to 16. Rac1 is lawful without the a2 pawn; 31 plies; Black to move')
ok(at(b, 'a2') is None, '4215: a2, the forgotten pawn\'s square, is still empty')
FEN[4215] = F4215; REC[4215] = SB16

# ============================================================ 4208: Black's f8 bishop and g8 knight on each other's squares
F4208 = 'rnbqknbr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
b = chess.Board(F4208)
ok(b.is_valid() and at(b, 'f8') == Pc(chess.KNIGHT, B) and at(b, 'g8') == Pc(chess.BISHOP, B), "4208: the standard array but for Black's knight on f8 and bishop on g8")
play(b, '1. d4 d5 2. c4 e6')
ok(len(b.move_stack) == 4 and b.turn == W, '4208: two moves each, all lawful; White to move')
FEN[4208] = F4208; REC[4208] = '1. d4 d5 2. c4 e6'

# ============================================================ 4209: Ruy Lopez, Steinitz defence: the pinned c6 knight takes d4
T = '1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. d4'
b = play(chess.Board(), T)
ok(b.is_pinned(B, sq('c6')), "4209: after 4. d4 Black's c6 knight is pinned by the b5 bishop against the e8 king (d7 is empty)")
m = chess.Move.from_uci('c6d4')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves and b.is_capture(m), '4209: Nxd4 is a knight\'s capture in shape, but it uncovers the e8 king to the b5 bishop')
MOVES[4209] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4209]['move-king'] == ['Kd7', 'Ke7'], "4209: Black's king moves before the capture: Kd7, Ke7")
c = b.copy(); apply_raw(c, 'c6d4')
ok(c.is_attacked_by(W, sq('e8')), '4209: as made, the e8 king stands attacked by the b5 bishop')
REC[4209] = T + ' 4... {[%move c6d4]}'

# ============================================================ 4210: Nimzo-Indian: the pinned c3 knight touched, then e3
T = '1. d4 Nf6 2. c4 e6 3. Nc3 Bb4'
b = play(chess.Board(), T)
ok(b.is_pinned(W, sq('c3')) and not legal_from(b, 'c3'), "4210: the c3 knight is pinned by the b4 bishop against the e1 king and has no lawful move")
MOVES[4210] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4210]['move-king'] == ['Kd2'], "4210: the king can be played, to d2 only (the c3 knight screens d2 from the bishop)")
REC[4210] = T + ' 4. {[%touch c3]} e3'
b.push_san('e3')
ok(True, '4210: 4. e3 is a lawful move, of another man')

# ============================================================ G4: Reti-Tartakower, Vienna 1910
RT = ('1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 6. dxe5 Qa5+ {[%check]} 7. Bd2 Qxe5 8. O-O-O Nxe4 '
      '9. Qd8+ {[%check]} Kxd8 10. Bg5+ {[%check]} Kc7 11. Bd8# {[%check]}')
b = play(chess.Board(), RT)
ok(b.is_checkmate() and len(b.move_stack) == 21, 'G4: Reti-Tartakower as published, 21 plies, ends in mate')
RT6 = '1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 6. dxe5 Qa5+'
b = play(chess.Board(), RT6)
ok(b.is_check(), "4211: 6...Qa5+ checks the e1 king along a5-b4-c3-d2")
MOVES[4211] = {'retract-both-last-moves': sl(b, b.legal_moves)}
ok(MOVES[4211]['retract-both-last-moves'] == ['Bd2', 'Kd1', 'Ke2', 'b4', 'c3', 'Qd2', 'Qc3', 'Nd2', 'Nc3'],
   "4211: White's answers to the check: " + ', '.join(MOVES[4211]['retract-both-last-moves']))
m = next(m for m in b.pseudo_legal_moves if b.san(m).startswith('exf6'))
ok(m not in b.legal_moves, '4211: 7. exf6 takes the knight and ignores the check (pseudo-legal only)')
b.push(m)
b.push_san('gxf6')
ok(b.is_attacked_by(B, sq('e1')), "4211: after 7...gxf6 White's king is still in check from a5")
REC[4211] = RT6 + ' 7. exf6 gxf6 {[%check]}'
# 4217: White touches Black's queen on e5, then castles
RT7 = '1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 6. dxe5 Qa5+ {[%check]} 7. Bd2 Qxe5'
b = play(chess.Board(), RT7)
ok(len(b.move_stack) == 14, '4217: to 7...Qxe5, 14 plies')
ok(not any(m.to_square == sq('e5') for m in b.legal_moves), "4217: after 7...Qxe5 no White man can take the e5 queen")
ok(chess.Move.from_uci('e1c1') in b.legal_moves and b.is_castling(chess.Move.from_uci('e1c1')), '4217: 8. O-O-O is lawful')
ok(sl(b, king_moves(b)) == ['O-O-O', 'Kd1', 'Ke2'], "4217: the king's moves: O-O-O, Kd1, Ke2")
REC[4217] = RT7 + ' 8. {[%touch e5]} O-O-O'

# ============================================================ G5: the Evergreen game, Anderssen-Dufresne 1852
EV = ('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O d3 8. Qb3 Qf6 9. e5 Qg6 10. Re1 Nge7 '
      '11. Ba3 b5 12. Qxb5 Rb8 13. Qa4 Bb6 14. Nbd2 Bb7 15. Ne4 Qf5 16. Bxd3 Qh5 17. Nf6+ {[%check]} gxf6 18. exf6 Rg8 '
      '19. Rad1 Qxf3 20. Rxe7+ {[%check]} Nxe7 21. Qxd7+ {[%check]} Kxd7 22. Bf5+ {[%check]} Ke8 23. Bd7+ {[%check]} Kf8 24. Bxe7# {[%check]}')
b = play(chess.Board(), EV)
ok(b.is_checkmate() and len(b.move_stack) == 47, 'G5: the Evergreen game as published, 47 plies, ends in mate')
EV11 = EV[:EV.index('12. Qxb5')].strip()
b = play(chess.Board(), EV11)
ok(len(b.move_stack) == 22 and b.turn == W, '4212: to 11...b5, 22 plies, White to move')
ok(not b.is_pinned(W, sq('c4')), '4212: the c4 bishop is free')
MOVES[4212] = {'compel-move-touched-man': sl(b, legal_from(b, 'c4'))}
ok('Bxb5' in MOVES[4212]['compel-move-touched-man'], "4212: the touched bishop's moves: " + ', '.join(MOVES[4212]['compel-move-touched-man']))
REC[4212] = EV11 + ' 12. {[%touch c4]} Qxb5'
EV8 = EV[:EV.index('9. e5')].strip()
b = play(chess.Board(), EV8)
ok(len(b.move_stack) == 16 and at(b, 'c4') == Pc(chess.BISHOP, W) and b.turn == W, '4216: after 8...Qf6, 16 plies, White\'s bishop stands on c4; White to move')
REC[4216] = EV8 + ' 9. {[%adjust c4]} e5'
EV16 = EV[:EV.index('17. Nf6+')].strip()
b = play(chess.Board(), EV16)
ok(len(b.move_stack) == 32, '4222: to 16...Qh5, 32 plies')
b.push_san('Nf6+')
ok(b.is_check(), "4222: 17. Nf6+ checks the e8 king")
MOVES[4222] = {'retract-to-point-of-check': sl(b, b.legal_moves)}
ok(MOVES[4222]['retract-to-point-of-check'] == ['gxf6', 'Kd8', 'Kf8'], "4222: Black's answers to the check: gxf6, Kd8, Kf8")
m = next(m for m in b.pseudo_legal_moves if b.san(m).startswith('Qxf3'))
ok(m not in b.legal_moves, '4222: 17...Qxf3 takes the f3 knight and ignores the check (pseudo-legal only)')
b.push(m); b.push_san('gxf3')
ok(b.is_attacked_by(W, sq('e8')) and b.turn == B, "4222: 18. gxf3; Black's king is still in check from f6; Black to move: two moves made since the check")
REC[4222] = EV16 + ' 17. Nf6+ Qxf3 18. gxf3'

# ============================================================ G6: Botvinnik-Capablanca, AVRO 1938
BC = ('1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 d5 5. a3 Bxc3+ {[%check]} 6. bxc3 c5 7. cxd5 exd5 8. Bd3 O-O 9. Ne2 b6 '
      '10. O-O Ba6 11. Bxa6 Nxa6 12. Bb2 Qd7 13. a4 Rfe8 14. Qd3 c4 15. Qc2 Nb8 16. Rae1 Nc6 17. Ng3 Na5 18. f3 Nb3 '
      '19. e4 Qxa4 20. e5 Nd7 21. Qf2 g6 22. f4 f5 23. exf6')
b = play(chess.Board(), BC[:BC.index('23. exf6')])
ok(b.ep_square == sq('f6'), "4213: 22...f5 is the f-pawn's first move, two squares: f6 is the square it passed")
m = b.parse_san('exf6')
ok(b.is_en_passant(m), '4213: 23. exf6 takes it in passing, the e5 pawn being one that could have taken it on f6')
b.push(m)
ok(at(b, 'f5') is None and at(b, 'f6') == Pc(chess.PAWN, W) and len(b.move_stack) == 45, '4213: the f5 pawn is off the board; 45 plies')
REC[4213] = BC

# ============================================================ 4214: Italian: 6...Bb4+ said, White castles out of it
T = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+'
b = play(chess.Board(), T)
ok(b.is_check() and b.has_kingside_castling_rights(W), '4214: 6...Bb4+ checks the e1 king; king and h1 rook have never moved')
ok(not b.is_attacked_by(B, sq('f1')) and not b.is_attacked_by(B, sq('g1')), '4214: f1 and g1 are not attacked: only the check bars the castling')
ok(chess.Move.from_uci('e1g1') not in b.legal_moves, '4214: O-O is unlawful in check')
ok(legal_from(b, 'h1') == [], '4214: the h1 rook has no lawful move (none of its moves meets the check)')
MOVES[4214] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4214]['move-king'] == ['Kf1', 'Ke2'], "4214: the king's lawful moves: Kf1, Ke2 (d2 is attacked by the bishop)")
REC[4214] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ {[%check]} 7. {[%move e1g1]}'

# ============================================================ 4218: Qb6 stalemates the a8 king; the h6 pawn is blocked
F4218 = 'k7/8/2K4p/7P/8/8/8/1Q6 w - - 0 1'
b = chess.Board(F4218)
ok(b.is_valid() and b.turn == W and not b.is_check(), '4218: White K c6, Q b1, P h5; Black K a8, P h6; White to move')
b.push_san('Qb6')
ok(b.is_stalemate(), '4218: after 1. Qb6 Black is not in check and has no lawful move: stalemate')
ok(all(b.is_attacked_by(W, s) for s in [sq('a7'), sq('b7'), sq('b8')]) and at(b, 'h5') == Pc(chess.PAWN, W),
   "4218: a7, b7, b8 are held; Black's h6 pawn is blocked by White's h5 pawn")
FEN[4218] = F4218; REC[4218] = '1. Qb6'

# ============================================================ 4219: Giuoco Pianissimo: the e1 rook takes its own e4 pawn
GP = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Re1 a6 8. Bb3 Ba7 9. h3 h6 10. Nbd2 Re8 11. Nf1 Be6'
b = play(chess.Board(), GP)
ok(len(b.move_stack) == 22 and at(b, 'e4') == Pc(chess.PAWN, W) and at(b, 'e2') is None and at(b, 'e3') is None,
   "4219: to 11...Be6, 22 plies; White's own pawn on e4, e2 and e3 empty")
MOVES[4219] = {'move-correctly': sl(b, legal_from(b, 'e1')), 'move-king': sl(b, king_moves(b))}
ok(MOVES[4219]['move-correctly'] == ['Re2', 'Re3'] and MOVES[4219]['move-king'] == ['Kh1', 'Kh2'],
   "4219: the rook's lawful moves Re2, Re3; the king's Kh1, Kh2 (f1 holds the knight)")
REC[4219] = GP + ' 12. {[%move e1e4]}'

# ============================================================ 4220: a knight given, left on the board
T = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Nc3 Nf6 5. d3 d6'
b = play(chess.Board(), T)
ok(len(b.move_stack) == 10 and at(b, 'c3') == Pc(chess.KNIGHT, W), '4220: five moves each; the b1 knight, the man given, has been played to c3')
REC[4220] = T; TAGS[4220] = [('Odds', 'white knight b1 left-on-board')]

# ============================================================ G7: Ed. Lasker-Thomas, London 1912
LT = ('1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 4. Bg5 Be7 5. Bxf6 Bxf6 6. e4 fxe4 7. Nxe4 b6 8. Ne5 O-O 9. Bd3 Bb7 10. Qh5 Qe7 '
      '11. Qxh7+ {[%check]} Kxh7 12. Nxf6+ {[%check]} Kh6 13. Neg4+ {[%check]} Kg5 14. h4+ {[%check]} Kf4 15. g3+ {[%check]} Kf3 '
      '16. Be2+ {[%check]} Kg2 17. Rh2+ {[%check]} Kg1 18. Kd2# {[%check]}')
b = play(chess.Board(), LT)
ok(b.is_checkmate() and len(b.move_stack) == 35, 'G7: Lasker-Thomas as published, 35 plies, ends in mate')
LT9 = LT[:LT.index('10. Qh5')].strip()
b = play(chess.Board(), LT9)
ok(len(b.move_stack) == 18, '4221: to 9...Bb7, 18 plies')
b.push_san('Qh5')
ok(not b.is_check(), '4221: 10. Qh5 gives no check: the h7 pawn shuts the h-file, and g6-f7 leads to e8, not g8')
ok(chess.Move.from_uci('g8h8') in b.legal_moves, '4221: 10...Kh8 is lawful')
REC[4221] = LT9 + ' 10. Qh5 {[%check]} Kh8'
LT10 = LT[:LT.index('11. Qxh7+')].strip()
b = play(chess.Board(), LT10)
ok(len(b.move_stack) == 20, '4225: to 10...Qe7, 20 plies')
m = chess.Move.from_uci('d3h7')
ok(at(b, 'e4') == Pc(chess.KNIGHT, W) and m not in b.pseudo_legal_moves, "4225: after 10...Qe7 the d3 bishop's way to h7 is shut by White's own e4 knight: Bxh7 is no lawful capture")
caps = [x for x in b.legal_moves if x.to_square == sq('h7')]
MOVES[4225] = {'capture-with-legal-capturer': sl(b, caps), 'move-touched-capturer': sl(b, legal_from(b, 'd3'))}
ok(MOVES[4225]['capture-with-legal-capturer'] == ['Qxh7+'], '4225: the h7 pawn can be taken lawfully by the queen only: Qxh7+')
ok(len(MOVES[4225]['move-touched-capturer']) > 0, "4225: the d3 bishop's lawful moves: " + ', '.join(MOVES[4225]['move-touched-capturer']))
c = b.copy(); apply_raw(c, 'd3h7')
ok(c.is_check(), '4225: as made, the bishop on h7 checks the g8 king')
REC[4225] = LT10 + ' 11. {[%move d3h7]} {[%check]}'

# ============================================================ 4223: rook and knight against rook, fifty each after the call
F4223 = '8/8/3k4/8/2r5/8/1N5R/4K3 w - - 0 1'
b = chess.Board(F4223)
ok(b.is_valid() and b.turn == W and not b.is_check(), '4223: White K e1, R h2, N b2 against Black K d6, R c4; White to move')
seq = quiet_walk(b, 100, random.Random(4223))
ok(len(b.piece_map()) == 5 and not b.is_checkmate() and not b.is_stalemate() and b.turn == W,
   '4223: after the call fifty moves each, no check, no capture, no mate, no stalemate; White to move')
FEN[4223] = F4223; REC[4223] = '{[%fifty black]} ' + movetext(F4223, seq)

# ============================================================ 4224: undertook to mate with the rook, mates with the queen
F4224 = '6k1/5ppp/8/8/8/8/5PPP/R2Q2K1 w - - 0 1'
b = chess.Board(F4224)
ok(b.is_valid() and b.turn == W, '4224: White K g1, Q d1, R a1, P f2 g2 h2; Black K g8, P f7 g7 h7; White to move')
b.push_san('Qd8#')
ok(b.is_checkmate() and at(b, 'd8') == Pc(chess.QUEEN, W), '4224: 1. Qd8 mates, with the queen')
c = chess.Board(F4224); c.push_san('Ra8#')
ok(c.is_checkmate(), '4224: 1. Ra8 would have mated with the rook')
FEN[4224] = F4224; REC[4224] = '{[%condition white]} 1. Qd8# {[%check]}'

# ============================================================ 4226: Italian: the c6 knight takes its own e7 bishop
T = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Be7 5. O-O O-O 6. Re1 d6 7. c3'
b = play(chess.Board(), T)
ok(at(b, 'e7') == Pc(chess.BISHOP, B) and chess.Move.from_uci('c6e7') not in b.pseudo_legal_moves, "4226: e7 holds Black's own bishop: Nc6-e7 is no lawful move")
ms = legal_from(b, 'c6') + legal_from(b, 'e7')
MOVES[4226] = {'move-either-own-man': sl(b, ms)}
ok(len(MOVES[4226]['move-either-own-man']) > 0, "4226: the knight's and the bishop's lawful moves: " + ', '.join(MOVES[4226]['move-either-own-man']))
REC[4226] = T + ' 7... {[%move c6e7]}'

# ============================================================ 4227: queen against king, a conditional mate, fifty each
F4227 = '8/8/8/4k3/8/8/8/3QK3 w - - 0 1'
b = chess.Board(F4227)
ok(b.is_valid() and b.turn == W, '4227: White K e1, Q d1 against Black K e5; White to move')
seq = quiet_walk(b, 100, random.Random(4227))
ok(len(b.piece_map()) == 3 and not b.is_checkmate() and not b.is_stalemate() and b.turn == W,
   '4227: after the notice fifty moves each, no check, no capture, no mate, no stalemate; White to move')
FEN[4227] = F4227; REC[4227] = '{[%condition white]} {[%fifty black]} ' + movetext(F4227, seq)

# ============================================================ 4228: the Immortal game's opening: 3...Qh4+ unnoticed
T = '1. e4 e5 2. f4 exf4 3. Bc4 Qh4+'
b = play(chess.Board(), T)
ok(b.is_check(), '4228: 3...Qh4+ checks the e1 king along h4-g3-f2')
MOVES[4228] = {'retract-to-point-of-check': sl(b, b.legal_moves)}
ok(MOVES[4228]['retract-to-point-of-check'] == ['Kf1', 'Ke2', 'g3'], "4228: White's answers to the check: Kf1, Ke2, g3")
for s_ in ['Nc3', 'b5', 'Bxb5', 'Nf6']:
    m = next(m for m in b.pseudo_legal_moves if b.san(m).rstrip('+#') == s_)
    b.push(m)
ok(b.is_attacked_by(B, sq('e1')) and b.turn == W, "4228: after 4. Nc3 b5 5. Bxb5 Nf6 White's king is still in check from h4; White to move")
REC[4228] = T + ' 4. Nc3 b5 5. Bxb5 Nf6'

# ============================================================ 4229: the Opera game's opening: 6. Bc4 and Qb3 in one turn
T = '1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4'
b = play(chess.Board(), T)
b.turn = W
m = chess.Move.from_uci('f3b3')
ok(m in b.legal_moves, '4229: with Black not yet moved, Qf3-b3 would be a lawful queen move for White')
b.push(m)
ok(b.is_attacked_by(W, sq('f7')) and b.is_attacked_by(W, sq('b7')), '4229: both moves on the board: the queen and bishop bear on f7, the queen on b7 too')
REC[4229] = T + ' {[%move f3b3 white]}'

# ============================================================ 4230: a pawn on b8 left a pawn
F4230 = '8/1P4k1/8/8/8/8/6K1/8 w - - 0 1'
b = chess.Board(F4230)
ok(b.is_valid() and b.turn == W, '4230: White K g2, P b7 against Black K g7; White to move')
MOVES[4230] = {'move-correctly': sl(b, legal_from(b, 'b7'))}
ok(MOVES[4230]['move-correctly'] == ['b8=Q', 'b8=R', 'b8=B', 'b8=N'], '4230: the pawn\'s lawful moves are its four exchanges on b8, none a check')
FEN[4230] = F4230; REC[4230] = '1. {[%move b7b8]}'

print(N[0], 'findings asserted;', len(REC), 'records')
