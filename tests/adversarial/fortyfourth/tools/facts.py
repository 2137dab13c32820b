"""Findings of fact for the forty-fourth set (cases 4401-4430), asserted with python-chess: the records
(REC, FEN, TAGS) and every expected move list (MOVES, sorted by from-square then to-square, as the earlier
sets did). Odds positions are built here the way the [Odds] tag describes them (the man given taken off;
"left-on-board": nothing taken off). Run: python3 tools/facts.py"""
import os, sys, re
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
def play(b, text):
    """push the SAN moves of a movetext (comments and numbers skipped); every move must be lawful"""
    for s in re.sub(r'\{[^}]*\}', ' ', text).split():
        if re.fullmatch(r'\d+\.(\.\.)?', s): continue
        b.push_san(s)
    return b
def without(*squares, turn=W):
    """the standard array with the men on these squares taken off (castling rights of a missing rook dropped)"""
    b = chess.Board()
    for s in squares:
        b.remove_piece_at(sq(s))
        b.castling_rights &= ~chess.BB_SQUARES[sq(s)]
    b.turn = turn
    return b
def checks_said(text):
    """every move of the text that gives check (found by replaying it, whatever its SAN shows) is
    followed by {[%check]}, and no SAN token marks a check that is not one"""
    toks = re.findall(r'\{[^}]*\}|[^\s{}]+', text)
    b = chess.Board()
    for i, t in enumerate(toks):
        if t.startswith('{') or re.fullmatch(r'\d+\.(\.\.)?', t): continue
        m = b.parse_san(t); gives = b.gives_check(m); b.push(m)
        said = i + 1 < len(toks) and '%check' in toks[i + 1]
        assert gives == said, f'check said / given mismatch at {t}'
        assert gives == (t.endswith('+') or t.endswith('#')), f'SAN check mark wrong at {t}'
    return True

# ============================================================ published games (checked to their published ends)
TEED = ('1. d4 f5 2. Bg5 h6 3. Bh4 g5 4. Bg3 f4 5. e3 h5 6. Bd3 Rh6 7. Qxh5+ {[%check]} Rxh5 8. Bg6# {[%check]}')
b = play(chess.Board(), TEED)
ok(b.is_checkmate() and len(b.move_stack) == 15 and checks_said(TEED), 'G1: Teed-Delmar (New York 1896) as published, 15 plies, ends in mate by 8. Bg6')
LEVM = ('1. d4 e6 2. e4 d5 3. Nc3 c5 4. Nf3 Nc6 5. exd5 exd5 6. Be2 Nf6 7. O-O Be7 8. Bg5 O-O 9. dxc5 Be6 10. Nd4 Bxc5 '
        '11. Nxe6 fxe6 12. Bg4 Qd6 13. Bh3 Rae8 14. Qd2 Bb4 15. Bxf6 Rxf6 16. Rad1 Qc5 17. Qe2 Bxc3 18. bxc3 Qxc3 '
        '19. Rxd5 Nd4 20. Qh5 Ref8 21. Re5 Rh6 22. Qg5 Rxh3 23. Rc5 Qg3')
b = play(chess.Board(), LEVM)
ok(len(b.move_stack) == 46 and not b.is_check() and checks_said(LEVM), 'G2: Levitsky-Marshall (Breslau 1912) as published to 23...Qg3, 46 plies, no check in it')
for reply in ['hxg3', 'fxg3', 'Qxg3']:
    c = b.copy(); c.push_san(reply)
    ok(any(c.gives_check(m) for m in c.legal_moves if c.piece_at(m.from_square).piece_type == chess.KNIGHT),
       f'G2: after 24. {reply} the d4 knight checks (Ne2+), as the published notes say')
c = b.copy(); c.push_san('hxg3'); c.push_san('Ne2#')
ok(c.is_checkmate(), 'G2: 24. hxg3 Ne2 is mate')
IMM = ('1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ {[%check]} 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 9. Nf5 c6 '
       '10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 '
       '19. e5 Qxa1+ {[%check]} 20. Ke2 Na6 21. Nxg7+ {[%check]} Kd8 22. Qf6+ {[%check]} Nxf6 23. Be7# {[%check]}')
b = play(chess.Board(), IMM)
ok(b.is_checkmate() and len(b.move_stack) == 45 and checks_said(IMM), 'G3: the Immortal game (Anderssen-Kieseritzky, London 1851) as published, 45 plies, ends in mate')
EV = ('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O d3 8. Qb3 Qf6 9. e5 Qg6 10. Re1 Nge7 '
      '11. Ba3 b5 12. Qxb5 Rb8 13. Qa4 Bb6 14. Nbd2 Bb7 15. Ne4 Qf5 16. Bxd3 Qh5 17. Nf6+ {[%check]} gxf6 18. exf6 Rg8 '
      '19. Rad1 Qxf3 20. Rxe7+ {[%check]} Nxe7 21. Qxd7+ {[%check]} Kxd7 22. Bf5+ {[%check]} Ke8 23. Bd7+ {[%check]} Kf8 24. Bxe7# {[%check]}')
b = play(chess.Board(), EV)
ok(b.is_checkmate() and len(b.move_stack) == 47 and checks_said(EV), 'G4: the Evergreen game (Anderssen-Dufresne, Berlin 1852) as published, 47 plies, ends in mate')
OPERA = ('1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 '
         '10. Nxb5 cxb5 11. Bxb5+ {[%check]} Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ {[%check]} Nxd7 '
         '16. Qb8+ {[%check]} Nxb8 17. Rd8# {[%check]}')
b = play(chess.Board(), OPERA)
ok(b.is_checkmate() and len(b.move_stack) == 33 and checks_said(OPERA), 'G5: the Opera game (Morphy, Paris 1858) as published, 33 plies, ends in mate')
LT = ('1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 4. Bg5 Be7 5. Bxf6 Bxf6 6. e4 fxe4 7. Nxe4 b6 8. Ne5 O-O 9. Bd3 Bb7 '
      '10. Qh5 Qe7 11. Qxh7+ {[%check]} Kxh7 12. Nxf6+ {[%check]} Kh6 13. Neg4+ {[%check]} Kg5 14. h4+ {[%check]} Kf4 '
      '15. g3+ {[%check]} Kf3 16. Be2+ {[%check]} Kg2 17. Rh2+ {[%check]} Kg1 18. Kd2# {[%check]}')
b = play(chess.Board(), LT)
ok(b.is_checkmate() and len(b.move_stack) == 35 and checks_said(LT), 'G6: Ed. Lasker-Thomas (London 1912) as published, 35 plies, ends in mate by 18. Kd2')
LEGAL = '1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ {[%check]} Ke7 7. Nd5# {[%check]}'
b = play(chess.Board(), LEGAL)
ok(b.is_checkmate() and len(b.move_stack) == 13 and checks_said(LEGAL), "G7: Legal-Saint Brie (Paris 1750) as published, 13 plies, ends in mate by 7. Nd5")
ok(all(m.from_square != sq('a1') and m.to_square != sq('a1') for m in b.move_stack), 'G7: no move of the game leaves or reaches a1: the a1 rook stands idle throughout')
SHIL = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ {[%check]} 7. Be2 Nf3# {[%check]}'
b = play(chess.Board(), SHIL)
ok(b.is_checkmate() and len(b.move_stack) == 14 and checks_said(SHIL), "G8: the Blackburne Shilling gambit's trap line, 14 plies, ends in mate by 7...Nf3")
ok(at(b, 'b1') == Pc(chess.KNIGHT, W), 'G8: the b1 knight never moves in it')

# ============================================================ twenty-laws
# 4401: Black gives the pawn and move; White makes the first move
b = without('f7')
ok(b.is_valid() and at(b, 'f7') is None and b.turn == W, "4401: the array without Black's f7 pawn (the king's bishop's pawn); White to move")
b.push_san('e4')
ok(True, '4401: 1. e4 is lawful')
TAGS[4401] = [('Odds', 'black pawn-and-moves 1')]; REC[4401] = '1. e4'

# 4402: Teed-Delmar with the b1 knight, given as odds, left on the board
b = play(chess.Board(), TEED)
ok(at(b, 'b1') == Pc(chess.KNIGHT, W) and all(m.from_square != sq('b1') for m in b.move_stack),
   "4402: White's b1 knight never moved: the game is the published one with the man given still on b1")
ok(len(b.move_stack) == 15 and b.turn == B and b.is_checkmate(), '4402: White made eight moves, Black seven, more than four on each side; 8. Bg6 is mate by the giver')
TAGS[4402] = [('Odds', 'white knight b1 left-on-board')]; REC[4402] = TEED

# 4403: queen's rook given; the b1 knight still at home; White castles on the queen's side
T = '1. d4 d5 2. Bf4 Nf6 3. e3 e6 4. Qd2 c5 5. Bd3 Nc6'
b = without('a1'); play(b, T)
ok(at(b, 'a1') is None and at(b, 'b1') == Pc(chess.KNIGHT, W) and at(b, 'c1') is None and at(b, 'd1') is None,
   "4403: after 5...Nc6 a1 is empty (the rook given), the b1 knight has never moved, c1 and d1 are empty")
ok(not b.is_check() and not b.is_attacked_by(B, sq('c1')) and not b.is_attacked_by(B, sq('d1')) and not b.is_attacked_by(B, sq('e1')),
   '4403: White is not in check, and neither d1 nor c1 is attacked: only the knight between king and corner is in question')
ok(at(b, 'g1') == Pc(chess.KNIGHT, W) and chess.Move.from_uci('e1g1') not in b.legal_moves, '4403: the g1 knight is at home, so no castling on the king\'s side either')
MOVES[4403] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4403]['move-king'] == ['Kd1', 'Kf1', 'Ke2'], "4403: the king's moves before the castling: " + ', '.join(MOVES[4403]['move-king']))
c = b.copy(); apply_raw(c, 'e1c1')
ok(at(c, 'c1') == Pc(chess.KING, W) and at(c, 'd1') is None and at(c, 'b1') == Pc(chess.KNIGHT, W), '4403: as made, the king stands on c1, no rook appears, the knight is still on b1')
TAGS[4403] = [('Odds', 'white rook a1')]; REC[4403] = T + ' 6. {[%move e1c1]}'

# 4404: pawn and three moves, the law's own example
b = without('f7')
for s in ['e3', 'Bd3']:
    m = b.parse_san(s); b.push(m); b.turn = W
    ok(chess.square_rank(m.to_square) <= 3, f'4404: the bonus move {s} ends on the first four ranks, in White\'s own half')
m = b.parse_san('Qh5+')
ok(chess.square_rank(m.to_square) == 4, '4404: the third bonus move, Qh5, ends on the fifth rank, in Black\'s half')
b.push(m)
ok(b.is_check() and not b.is_checkmate() and 'g6' in sl(b, b.legal_moves), "4404: Qh5 checks the e8 king (f7 being the pawn given); g6 covers it: no mate")
TAGS[4404] = [('Odds', 'black pawn-and-moves 3')]; REC[4404] = '1. e3 2. Bd3 3. Qh5+ {[%check]}'

# 4405: Levitsky-Marshall: Black touches the h3 rook and plays 23...Qg3
L23 = LEVM[:LEVM.index(' Qg3')]
b = play(chess.Board(), L23)
ok(len(b.move_stack) == 45 and checks_said(L23), '4405: to 23. Rc5, 45 plies, none of them a check')
ok(b.turn == B and at(b, 'h3') == Pc(chess.ROOK, B) and b.is_attacked_by(W, sq('h3')), "4405: after 23. Rc5 Black's rook stands on h3, where the g2 pawn attacks it")
MOVES[4405] = {'compel-move-touched-man': sl(b, legal_from(b, 'h3'))}
ok(len(MOVES[4405]['compel-move-touched-man']) > 0, "4405: the touched rook's moves: " + ', '.join(MOVES[4405]['compel-move-touched-man']))
REC[4405] = L23 + ' {[%touch h3]} Qg3'

# 4406: Immortal game: 17. Nd5 said to be check; Black plays Kd8
I17 = IMM[:IMM.index(' Qxb2')]
b = play(chess.Board(), I17)
ok(not b.is_check() and b.turn == B and checks_said(I17), '4406: 17. Nd5 gives no check; every check before it said')
ok(chess.Move.from_uci('e8d8') in b.legal_moves, '4406: 17...Kd8 is a lawful king move')
b.push_san('Kd8')
REC[4406] = I17 + ' {[%check]} Kd8'

# ============================================================ boys-own-1829
b = without('b8', turn=W)
ok(b.is_valid(), "4407: the array without Black's b8 knight; White makes the first move")
b.push_san('e4')
TAGS[4407] = [('PreviousGame', 'black decided'), ('Odds', 'black knight b8')]; REC[4407] = '1. e4'

b = play(chess.Board(), '1. e4 e5 2. Nf3 Nc6')
ok(at(b, 'f2') == Pc(chess.PAWN, W), '4408: two moves each; the f2 pawn, the pawn given, still stands at home')
TAGS[4408] = [('Odds', 'white pawn f2 left-on-board')]; REC[4408] = '1. e4 e5 2. Nf3 Nc6'

F4409 = 'rnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
b = chess.Board(F4409)
ok(b.is_valid() and at(b, 'a7') is None and len(b.piece_map()) == 31, "4409: the array without Black's a7 pawn, and nothing else amiss")
play(b, '1. d4 Nf6 2. c4 e6')
ok(len(b.move_stack) == 4 and at(b, 'a7') is None, '4409: two moves each, lawful; a7 is still empty')
FEN[4409] = F4409; REC[4409] = '1. d4 Nf6 2. c4 e6'

b = without('h8', turn=B)
T = '1... e5 2. e4 Nf6 3. Nc3 Bc5 4. Bc4 d6 5. d3'
play(b, T)
ok(at(b, 'f8') is None and at(b, 'g8') is None and at(b, 'h8') is None and not b.is_check(), "4410: Black's f8 and g8 are empty, h8 empty (the rook given), Black not in check")
ok(not b.is_attacked_by(W, sq('f8')) and not b.is_attacked_by(W, sq('g8')), '4410: f8 and g8 are not attacked (the f7 pawn shuts the c4 bishop out)')
c = b.copy(); apply_raw(c, 'e8g8')
ok(at(c, 'g8') == Pc(chess.KING, B) and at(c, 'f8') is None, '4410: as made, the king on g8 and no rook beside it')
TAGS[4410] = [('Odds', 'black rook h8')]; REC[4410] = T + ' {[%move e8g8]}'

E16 = EV[:EV.index(' 17. Nf6+')]
b = play(chess.Board(), E16)
ok(len(b.move_stack) == 32 and checks_said(E16), '4411: to 16...Qh5, 32 plies, no check among them')
ok(b.turn == W and at(b, 'h5') == Pc(chess.QUEEN, B) and not any(m.to_square == sq('h5') for m in b.legal_moves),
   "4411: after 16...Qh5 no White man can take the h5 queen")
MOVES[4411] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4411]['move-king'] == ['Kf1', 'Kh1'], "4411: White's king moves: " + ', '.join(MOVES[4411]['move-king']))
REC[4411] = E16 + ' 17. {[%touch h5]} Nf6+ {[%check]}'

O14 = OPERA[:OPERA.index(' Qe6')]
b = play(chess.Board(), O14)
ok(checks_said(O14) and b.turn == B and at(b, 'f6') == Pc(chess.KNIGHT, B) and chess.Move.from_uci('e7g5') not in b.pseudo_legal_moves,
   "4412: after 14. Rd1 the e7 queen's way to g5 is shut by Black's own f6 knight: e7-g5 is no queen's move")
MOVES[4412] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4412]['move-king'] == ['Kd8'], "4412: Black's king can go to d8 only")
c = b.copy(); apply_raw(c, 'e7g5')
ok(at(c, 'g5') == Pc(chess.QUEEN, B), '4412: as made, the queen stands on g5, the White bishop gone')
REC[4412] = O14 + ' {[%move e7g5]}'

# ============================================================ philidor
F4413 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKBNR w KQkq - 0 1'
b = chess.Board(F4413)
ok(b.is_valid() and at(b, 'b1') == Pc(chess.BISHOP, W) and at(b, 'c1') == Pc(chess.KNIGHT, W), "4413: the standard array but for White's queen's bishop on b1 and queen's knight on c1")
play(b, '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6')
ok(len(b.move_stack) == 6, '4413: three moves each, lawful in that array')
FEN[4413] = F4413; REC[4413] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6'

b = play(chess.Board(), '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6')
ok(len(b.move_stack) == 6, '4414: three moves each, lawful')
TAGS[4414] = [('BoardOrientation', 'misoriented')]; REC[4414] = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6'

T = '1. e4 e5 2. Nc3 Nc6 3. d3 d6 4. Be3 Be6 5. Qd2 Qd7'
b = without('a1'); play(b, T)
ok(all(at(b, s) is None for s in ['a1', 'b1', 'c1', 'd1']) and not b.is_check(), '4415: a1 (the rook given), b1, c1 and d1 are empty; White is not in check')
ok(not any(b.is_attacked_by(B, sq(s)) for s in ['c1', 'd1']), '4415: neither d1 nor c1 is attacked')
MOVES[4415] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4415]['move-king'] == ['Kd1', 'Ke2'], "4415: the king's moves before the castling: Kd1, Ke2 (f1 and g1 are still occupied)")
TAGS[4415] = [('Odds', 'white rook a1')]; REC[4415] = T + ' 6. {[%move e1c1]}'

b = play(chess.Board(), LEGAL)
ok(at(b, 'a1') == Pc(chess.ROOK, W) and b.is_checkmate() and len(b.move_stack) == 13, '4416: the a1 rook, the man given, is still on a1 when 7. Nd5 mates: White made seven moves, Black six')
TAGS[4416] = [('Odds', 'white rook a1 left-on-board')]; REC[4416] = LEGAL

b = play(chess.Board(), O14)
ok(b.is_pinned(B, sq('d7')) and legal_from(b, 'd7') == [], "4417: after 14. Rd1 the d7 rook is pinned by the b5 bishop against the e8 king and has no lawful move")
MOVES[4417] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4417]['move-king'] == ['Kd8'], "4417: the king can be played, to d8 only")
REC[4417] = O14 + ' {[%touch d7]} Qe6'

b = play(chess.Board(), I17)
ok(at(b, 'a7') == Pc(chess.PAWN, B) and at(b, 'a6') is None and chess.Move.from_uci('a8a6') not in b.pseudo_legal_moves,
   "4418: after 17. Nd5 the a8 rook's way to a6 is shut by Black's own a7 pawn")
MOVES[4418] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4418]['move-king'] == ['Kd8', 'Kf8'], "4418: Black's king moves (e7 is covered by the d5 knight): " + ', '.join(MOVES[4418]['move-king']))
REC[4418] = I17 + ' {[%move a8a6]}'

# ============================================================ acknowledged-laws
b = play(chess.Board(), SHIL)
ok(at(b, 'b1') == Pc(chess.KNIGHT, W) and b.is_checkmate() and b.turn == W, "4419: the b1 knight, the man given, never moved; 7...Nf3 mates the giver; White made seven moves, Black seven")
TAGS[4419] = [('Odds', 'white knight b1 left-on-board')]; REC[4419] = SHIL

b = without('f7'); b.push_san('e4')
TAGS[4420] = [('PreviousGame', 'black decided'), ('Odds', 'black pawn f7')]; REC[4420] = '1. e4'
ok(True, '4420: the array without f7; 1. e4 is lawful')

T = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5'
b = without('h1'); play(b, T)
ok(at(b, 'f1') is None and at(b, 'g1') is None and at(b, 'h1') is None and not b.is_check(), "4421: f1, g1 and h1 (the rook given) are empty; White is not in check")
ok(not b.is_attacked_by(B, sq('f1')) and not b.is_attacked_by(B, sq('g1')), '4421: f1 and g1 are not attacked')
TAGS[4421] = [('Odds', 'white rook h1')]; REC[4421] = T + ' 4. {[%move e1g1]}'

F4422 = 'rnbqkbnr/pppppppp/8/8/8/8/PP1PPPPP/RNBQKBNR w KQkq - 0 1'
b = chess.Board(F4422)
ok(b.is_valid() and at(b, 'c2') is None and len(b.piece_map()) == 31, "4422: the array without White's c2 pawn, nothing else amiss")
play(b, '1. d4 d5 2. Nf3 Nf6 3. e3 e6')
ok(len(b.move_stack) == 6 and at(b, 'c2') is None, '4422: three moves each, lawful; c2 is still empty')
FEN[4422] = F4422; REC[4422] = '1. d4 d5 2. Nf3 Nf6 3. e3 e6'

L15 = LT[:LT.index(' Kf3')]
b = play(chess.Board(), L15)
ok(b.is_check() and b.turn == B and checks_said(L15), "4423: 15. g3+ checks the f4 king; every check to it said")
m = chess.Move.from_uci('f4g3')
ok(m in b.pseudo_legal_moves and m not in b.legal_moves and b.is_attacked_by(W, sq('g3')), '4423: Kxg3 is a capture in shape, but the f2 pawn guards g3: the king may not take')
ok(not any(mm.to_square == sq('g3') for mm in b.legal_moves), '4423: no Black man can lawfully take on g3')
MOVES[4423] = {'move-king': sl(b, king_moves(b))}
ok(MOVES[4423]['move-king'] == ['Kf3'], "4423: the king's lawful moves: " + ', '.join(MOVES[4423]['move-king']))
REC[4423] = L15 + ' {[%move f4g3]}'

E11 = EV[:EV.index(' Rb8')]
b = play(chess.Board(), E11)
ok(checks_said(E11) and not b.is_check() and at(b, 'd7') == Pc(chess.PAWN, B), '4424: 12. Qxb5 gives no check: the d7 pawn stands between the queen and the e8 king')
ok(chess.Move.from_uci('e8f8') in b.legal_moves, '4424: 12...Kf8 is a lawful king move')
REC[4424] = E11 + ' {[%check]} Kf8'

# ============================================================ london-1847
T = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. Nc3 d6'
b = without('d2'); play(b, T)
ok(at(b, 'f2') == Pc(chess.PAWN, W) and at(b, 'd2') is None and len(b.move_stack) == 10, "4425: five moves each, lawful without the d2 pawn; the f2 pawn still stands")
TAGS[4425] = [('Odds', 'white pawn d2')]; REC[4425] = T

b = without('b1', turn=B); play(b, '1... e5 2. e4 Nc6')
ok(len(b.move_stack) == 3, '4426: Black began; lawful')
TAGS[4426] = [('PreviousGame', 'black drawn'), ('Odds', 'white knight b1')]; REC[4426] = '1... e5 2. e4 Nc6'

L5 = LEVM[:LEVM.index(' 6. Be2')]
b = play(chess.Board(), L5)
ok(len(b.move_stack) == 10 and checks_said(L5), '4427: Levitsky-Marshall to 5...exd5, five moves each, no check')
TAGS[4427] = [('BoardOrientation', 'misoriented')]; REC[4427] = L5

T = '1... e5 2. e4 Nf6 3. Nf3 Nc6 4. Bc4 Bc5'
b = chess.Board(); b.turn = B; play(b, T)
ok(at(b, 'f6') == Pc(chess.KNIGHT, B) and at(b, 'g8') is None, "4428: Black's g8 knight, the man given, was never taken off and stands on f6")
ok(len(b.move_stack) == 7 and b.turn == W, '4428: Black has made four moves, White three; White to move')
TAGS[4428] = [('Odds', 'black knight g8 left-on-board')]; REC[4428] = T

E15 = EV[:EV.index(' 16. Bxd3')]
b = play(chess.Board(), E15)
ok(len(b.move_stack) == 30 and checks_said(E15), '4429: to 15...Qf5, 30 plies, no check among them')
ok(b.turn == W and at(b, 'd3') == Pc(chess.PAWN, B) and at(b, 'd2') is None, "4429: after 15...Qf5 Black's pawn stands on d3, d2 is empty")
MOVES[4429] = {'replace-and-move-king': sl(b, king_moves(b)),
               'replace-and-capture': sl(b, [m for m in b.legal_moves if m.to_square == sq('d3')])}
ok(MOVES[4429]['replace-and-capture'] == ['Bxd3'], "4429: from d3 only the c4 bishop can take it: Bxd3")
ok(MOVES[4429]['replace-and-move-king'] == ['Kf1', 'Kh1'], "4429: White's king moves: Kf1, Kh1")
c = b.copy(); apply_raw(c, 'd3d2')
ok(at(c, 'd2') == Pc(chess.PAWN, B) and c.turn == B, "4429: as made, Black's pawn stands on d2, attacking the e1 rook; Black to move")
REC[4429] = E15 + ' 16. {[%move d3d2]}'

L20 = LEVM[:LEVM.index(' 21. Re5')]
b = play(chess.Board(), L20)
ok(len(b.move_stack) == 40 and checks_said(L20), '4430: to 20...Ref8, 40 plies, no check among them')
ok(at(b, 'd5') == Pc(chess.ROOK, W) and at(b, 'c6') is None and chess.Move.from_uci('d5c6') not in b.pseudo_legal_moves,
   '4430: after 20...Ref8 the d5 rook stands on d5 and c6 is empty: d5-c6 is a diagonal step, no rook\'s move')
MOVES[4430] = {'move-correctly': sl(b, legal_from(b, 'd5')), 'replace-and-move-king': sl(b, king_moves(b))}
ok(len(MOVES[4430]['move-correctly']) > 0, "4430: the rook's lawful moves: " + ', '.join(MOVES[4430]['move-correctly']))
ok(MOVES[4430]['replace-and-move-king'] == ['Kh1'], "4430: White's king moves: " + ', '.join(MOVES[4430]['replace-and-move-king']))
REC[4430] = L20 + ' 21. {[%move d5c6]}'

print(N[0], 'findings asserted')
