"""Findings of fact for the forty-sixth set (an ordinary season), asserted with python-chess: the records (REC,
FEN, TAGS) and every expected move list (MOVES, sorted by from-square then to-square, as the earlier sets did).
Every record is built by rec.build, which replays it as it writes it. Run: python3 tools/facts.py"""
import os, sys, re, random
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chess
from lib import sq, san_list, king_moves, legal_from, apply_raw
from games import G, boards, toks
from rec import build

FEN, REC, MOVES, TAGS, N = {}, {}, {}, {}, [0]
W, B = chess.WHITE, chess.BLACK
def ok(cond, what):
    assert cond, what
    N[0] += 1
    print('ok  ', what)
def at(b, s): return b.piece_at(sq(s))
def Pc(t, c): return chess.Piece(t, c)
def sl(b, ms): return san_list(b, ms)
def upto(name, ply):
    """the game's SAN moves before ply `ply` (0-based), and the board there"""
    return toks(G[name])[:ply], boards(name)[ply][0]
def game_items(name, ply, bang=None):
    moves, _ = upto(name, ply)
    bang = bang or {}
    return [bang.get(i, m) for i, m in enumerate(moves)]
def caps_of(b, target): return [m for m in b.legal_moves if m.to_square == sq(target)]

T = lambda ev, site, date, rnd, w, bl, eco=None: [('Event', ev), ('Site', site), ('Date', date), ('Round', rnd), ('White', w),
                                                   ('Black', bl), ('Result', '*')] + ([('ECO', eco)] if eco else [])
TG = {
 'OPERA': T('Paris', 'Paris FRA', '1858.??.??', '?', 'Morphy, Paul', 'Duke Karl / Count Isouard', 'C41'),
 'IMM': T('London', 'London ENG', '1851.??.??', '?', 'Anderssen, Adolf', 'Kieseritzky, Lionel', 'C33'),
 'EVER': T('Berlin', 'Berlin GER', '1852.??.??', '?', 'Anderssen, Adolf', 'Dufresne, Jean', 'C52'),
 'LT': T('London', 'London ENG', '1912.??.??', '?', 'Lasker, Edward', 'Thomas, George Alan', 'A84'),
 'LM': T('Breslau', 'Breslau GER', '1912.??.??', '?', 'Levitsky, Stepan', 'Marshall, Frank James', 'C10'),
 'KT': T('Hoogovens', 'Wijk aan Zee NED', '1999.??.??', '?', 'Kasparov, Garry', 'Topalov, Veselin', 'B07'),
 'BF': T('Rosenwald Memorial', 'New York, NY USA', '1956.??.??', '?', 'Byrne, Donald', 'Fischer, Robert James', 'D92'),
 'SVB': T('Hastings', 'Hastings ENG', '1895.??.??', '?', 'Steinitz, William', 'von Bardeleben, Curt', 'C54'),
 'RT': T('Vienna', 'Vienna AUT', '1910.??.??', '?', 'Reti, Richard', 'Tartakower, Savielly', 'B15'),
 'LEGAL': T('Paris', 'Paris FRA', '1750.??.??', '?', 'Legal de Kermur', 'Saint Brie', 'C41'),
}
MATES = {'OPERA': 'Rd8#', 'IMM': 'Be7#', 'EVER': 'Bxe7#', 'LT': 'Kd2#', 'BF': 'Rc2#', 'RT': 'Bd8#', 'LEGAL': 'Nd5#'}
for g in G:
    bs = boards(g); fin = bs[-1][0]
    if g in MATES:
        ok(fin.is_checkmate() and toks(G[g])[-1] == MATES[g], f'game {g}: replays to its published mate {MATES[g]}')
    else:
        ok(not fin.is_game_over(), f'game {g}: replays, every move lawful, to its published last move {toks(G[g])[-1]}')
ok(toks(G['LM'])[-1] == 'Qg3' and sl(boards('LM')[-1][0], caps_of(boards('LM')[-1][0], 'g3')) == ['fxg3', 'hxg3', 'Qxg3'],
   'Levitsky-Marshall: after 23...Qg3 the queen can be taken three ways, fxg3, hxg3, Qxg3')

def fin(n, text): REC[n] = text + ' *'

# ====================================================================== twenty-laws
# 4601 Kasparov-Topalov: White touches his f4 queen, then plays 24. Rxd4
items = game_items('KT', 46)
_, b = upto('KT', 46)
ok(at(b, 'f4') == Pc(chess.QUEEN, W) and b.turn == W and not b.is_check(), '4601: after 23...Qd6 White\'s queen stands on f4, White to move, not in check')
MOVES[4601] = {'compel-move-touched-man': sl(b, legal_from(b, 'f4'))}
ok(len(MOVES[4601]['compel-move-touched-man']) == 13, '4601: the f4 queen has thirteen lawful moves (it is not pinned)')
ok(chess.Move.from_uci('d1d4') in b.legal_moves, '4601: 24. Rxd4 (the game\'s move) is lawful')
t, e = build(chess.Board(), items + [('ev', '[%touch f4]'), 'Rxd4!!'])
fin(4601, t); TAGS[4601] = TG['KT']
ok(e.turn == B, '4601: Black to move; he has made no move since the touch')

# 4602 Levitsky-Marshall: 22...Rxh3 and then, before White replies, Qc3-g3 as well
items = game_items('LM', 44)
_, b = upto('LM', 44)
ok(b.turn == W and at(b, 'h3') == Pc(chess.ROOK, B), '4602: 22...Rxh3 has been played (the game\'s move); White to move')
c = b.copy(); c.turn = B
ok(chess.Move.from_uci('c3g3') in c.legal_moves, '4602: Qc3-g3 would be a lawful move of Black\'s, were it his turn')
t, e = build(chess.Board(), items + [('oot', 'c3g3', 'black')])
fin(4602, t); TAGS[4602] = TG['LM']
ok(at(e, 'g3') == Pc(chess.QUEEN, B) and e.turn == W, '4602: as made, both Black moves stand on the board, White to move')

# 4603 Immortal: 15... the c8 bishop takes the f5 knight over its own d7 pawn
items = game_items('IMM', 29)
_, b = upto('IMM', 29)
ok(at(b, 'd7') == Pc(chess.PAWN, B) and at(b, 'f5') == Pc(chess.KNIGHT, W) and chess.Move.from_uci('c8f5') not in b.pseudo_legal_moves,
   '4603: after 15. Bxf4 Black\'s own d7 pawn stands between c8 and f5: c8-f5 is no bishop\'s move')
MOVES[4603] = {'capture-with-legal-capturer': sl(b, caps_of(b, 'f5')), 'move-touched-capturer': sl(b, legal_from(b, 'c8'))}
ok(MOVES[4603]['capture-with-legal-capturer'] == ['Qxf5'], '4603: only the g5 queen can lawfully take the f5 knight')
ok(MOVES[4603]['move-touched-capturer'] == ['Ba6', 'Bb7'], '4603: the c8 bishop\'s lawful moves are Ba6 and Bb7')
t, e = build(chess.Board(), items + [('raw', 'c8f5')])
fin(4603, t); TAGS[4603] = TG['IMM']

# 4604 Opera: 14... the d7 rook, pinned by the b5 bishop, takes the d1 rook with check
items = game_items('OPERA', 27)
_, b = upto('OPERA', 27)
ok(b.is_pinned(B, sq('d7')) and chess.Move.from_uci('d7d1') in b.pseudo_legal_moves and chess.Move.from_uci('d7d1') not in b.legal_moves,
   '4604: after 14. Rd1 the d7 rook is pinned to the e8 king by the b5 bishop; Rxd1 is a rook\'s move in shape, but it uncovers the king')
ok(b.gives_check(chess.Move.from_uci('d7d1')), '4604: Rxd1 would check the c1 king')
MOVES[4604] = {'replace-and-move-king': sl(b, king_moves(b))}
ok(legal_from(b, 'd7') == [], '4604: the pinned rook has no lawful move at all, so no natural move can be given it')
ok(MOVES[4604]['replace-and-move-king'] == ['Kd8'], '4604: the e8 king\'s only lawful move is Kd8')
t, e = build(chess.Board(), items + [('raw', 'd7d1', 'check')])
fin(4604, t); TAGS[4604] = TG['OPERA']
ok(e.is_attacked_by(W, sq('e8')) and e.is_attacked_by(B, sq('c1')), '4604: as made, both kings stand attacked: c1 by the d1 rook, e8 by the b5 bishop')

# 4605 Immortal: 20. Kf2, the king steps onto f2, attacked by the g1 bishop; 20...Na6; Black claims after
items = game_items('IMM', 38)
_, b = upto('IMM', 38)
ok(b.is_check() and sorted(sl(b, b.legal_moves)) == ['Ke2', 'Kg2', 'Qd1'], '4605: after 19...Qxa1+ White\'s lawful moves are Ke2 (the game\'s), Kg2 and Qd1')
ok(b.is_attacked_by(B, sq('f2')) and sq('g1') in b.attackers(B, sq('f2')), '4605: f2 is attacked by the g1 bishop')
t, e = build(chess.Board(), items + [('raw', 'f1f2'), 'Na6'])
fin(4605, t); TAGS[4605] = TG['IMM']
ok(e.turn == W and at(e, 'a6') == Pc(chess.KNIGHT, B), '4605: Black has answered the false move with 20...Na6, a move of his own')

# 4606 a pawn ending: 1. Kf6 stalemates Black
F = '5k2/5P2/4K3/8/8/8/8/8 w - - 0 1'
b = chess.Board(F)
ok(b.is_valid() and not b.is_check(), '4606: White K e6, P f7; Black K f8; White to move')
t, e = build(b, ['Kf6'])
ok(e.is_stalemate(), '4606: after 1. Kf6 Black is not in check and has no lawful move (e8, g8 by the pawn; e7, g7 by the king)')
FEN[4606] = F; fin(4606, t)
TAGS[4606] = [('Event', 'Club championship'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '5'), ('White', '?'), ('Black', '?'), ('Result', '*'), ('SetUp', '1')]

# ====================================================================== boys-own-1829
# 4607 Byrne-Fischer: White touches the c3 knight, then plays 18. Bxb6
items = game_items('BF', 34)
_, b = upto('BF', 34)
MOVES[4607] = {'compel-capture-of-touched-man': sl(b, caps_of(b, 'c3'))}
ok(MOVES[4607]['compel-capture-of-touched-man'] == ['Qxc3'], '4607: after 17...Be6 the c3 knight can lawfully be taken, by the a3 queen only')
ok(chess.Move.from_uci('c5b6') in b.legal_moves, '4607: 18. Bxb6 (the game\'s move) is lawful')
t, e = build(chess.Board(), items + [('ev', '[%touch c3]'), 'Bxb6'])
fin(4607, t); TAGS[4607] = TG['BF']

# 4608 Byrne-Fischer: 17...Be6 set down and quitted; Black asks to place it elsewhere
items = game_items('BF', 34, {33: 'Be6!!'})
_, b = upto('BF', 33)
ok(b.turn == B and chess.Move.from_uci('g4e6') in b.legal_moves, '4608: after 17. Kf1 Black\'s g4 bishop may go to e6 (the game\'s move)')
t, e = build(chess.Board(), items)
fin(4608, t); TAGS[4608] = TG['BF']
ok(e.turn == W and at(e, 'e6') == Pc(chess.BISHOP, B), '4608: the record ends with the bishop on e6, White to move')

# 4609 queen against king: 1. Qg6 stalemates Black
F = '7k/5K2/8/8/8/8/8/6Q1 w - - 0 1'
b = chess.Board(F)
ok(b.is_valid() and not b.is_check(), '4609: White K f7, Q g1; Black K h8; White to move')
t, e = build(b, ['Qg6'])
ok(e.is_stalemate(), '4609: after 1. Qg6 Black is not in check and cannot move: g8 and g7 are covered, h7 by the queen')
FEN[4609] = F; fin(4609, t)
TAGS[4609] = [('Event', 'Rapid tournament'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '3'), ('White', '?'), ('Black', '?'), ('Result', '*'), ('SetUp', '1')]

# 4610 Lasker-Thomas: 10. Qh5 said to be check; Black plays 10...Kh8; Black claims to retract
items = game_items('LT', 18)
_, b = upto('LT', 18)
c = b.copy(); c.push_san('Qh5')
ok(not c.is_check(), '4610: 10. Qh5 gives no check: the queen looks at h7 and the g8 king is not on her lines')
ok(chess.Move.from_uci('g8h8') in c.legal_moves, '4610: 10...Kh8 is lawful (h8 is covered by nothing; the h7 pawn screens the h-file)')
t, e = build(chess.Board(), items + ['Qh5', ('ev', '[%check]'), 'Kh8'])
fin(4610, t); TAGS[4610] = TG['LT']
ok(e.turn == W, '4610: White has not yet made his next move')

# 4611 a pawn made a rook
F = '8/1P6/8/3k4/8/8/8/4K3 w - - 0 1'
b = chess.Board(F)
ok(b.is_valid(), '4611: White K e1, P b7; Black K d5; White to move')
t, e = build(b, ['b8=R'])
ok(at(e, 'b8') == Pc(chess.ROOK, W) and not e.is_check(), '4611: 1. b8=R: the pawn is exchanged for a rook; no check')
FEN[4611] = F; fin(4611, t)
TAGS[4611] = [('Event', 'Club match'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'), ('Result', '*'), ('SetUp', '1')]

# 4612 Opera: 10. the g5 bishop takes the e7 queen over the f6 knight; Black recaptures 10...Bxe7; then claims
items = game_items('OPERA', 18)
_, b = upto('OPERA', 18)
ok(chess.Move.from_uci('g5e7') not in b.pseudo_legal_moves and at(b, 'f6') == Pc(chess.KNIGHT, B) and at(b, 'e7') == Pc(chess.QUEEN, B),
   '4612: after 9...b5 Black\'s f6 knight stands between the g5 bishop and the e7 queen: g5-e7 is no bishop\'s move')
t, e = build(chess.Board(), items + [('raw', 'g5e7'), 'Bxe7'])
fin(4612, t); TAGS[4612] = TG['OPERA']
ok(at(e, 'e7') == Pc(chess.BISHOP, B) and e.turn == W, '4612: Black has played 10...Bxe7, a lawful move of his own, before claiming')

# ====================================================================== philidor
# 4613 Immortal: White touches his f5 knight, then says j'adoube, then plays 14. Qf3
items = game_items('IMM', 26)
_, b = upto('IMM', 26)
MOVES[4613] = {'compel-move-touched-man': sl(b, legal_from(b, 'f5'))}
ok(len(MOVES[4613]['compel-move-touched-man']) >= 5, '4613: after 13...Qg5 the f5 knight has lawful moves: ' + ', '.join(MOVES[4613]['compel-move-touched-man']))
t, e = build(chess.Board(), items + [('ev', '[%touch f5]'), ('ev', '[%adjust f5]'), 'Qf3'])
fin(4613, t); TAGS[4613] = TG['IMM']

# 4614 French: 2. e5 d5 3. exd6 in passing
b = chess.Board()
t, e = build(b, ['e4', 'e6', 'e5', 'd5', 'exd6'])
ok(e.piece_at(sq('d5')) is None and at(e, 'd6') == Pc(chess.PAWN, W), '4614: 3. exd6 takes the d-pawn in passing: it passed d6 on its first move, two squares, beside the e5 pawn')
fin(4614, t)
TAGS[4614] = [('Event', 'Club championship'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '2'), ('White', '?'), ('Black', '?'), ('Result', '*'), ('ECO', 'C00')]

# 4615 Steinitz-von Bardeleben: 13...O-O instead of 13...Nxe7, the king passing f8 attacked by the e7 bishop
items = game_items('SVB', 25)
_, b = upto('SVB', 25)
ok(not b.is_check() and b.has_kingside_castling_rights(B) and not any(b.piece_at(s) for s in (sq('f8'), sq('g8'))),
   '4615: after 13. Bxe7 Black\'s king and h8 rook have never moved, f8 and g8 are empty, and the king is not in check')
ok(b.is_attacked_by(W, sq('f8')) and not b.is_attacked_by(W, sq('g8')), '4615: f8 is attacked by the e7 bishop; g8 is not')
MOVES[4615] = {'move-rook': sl(b, legal_from(b, 'h8')), 'move-king': sl(b, king_moves(b))}
ok(not any(b.is_castling(m) for m in king_moves(b)), '4615: neither castling is lawful here (d8 and f8 both attacked)')
t, e = build(chess.Board(), items + [('raw', 'e8g8')])
fin(4615, t); TAGS[4615] = TG['SVB']
ok(at(e, 'g8') == Pc(chess.KING, B) and at(e, 'f8') == Pc(chess.ROOK, B), '4615: as made, the king on g8, the rook on f8')

# 4616 rook and bishop against rook: Black asks for the fifty moves; fifty each
def hanging(b):
    for s, p in b.piece_map().items():
        if p.piece_type != chess.KING and b.is_attacked_by(not p.color, s): return True
    return False
def walk(start, plies, seed):
    for k in range(400):
        rnd = random.Random(seed * 1000 + k); b = chess.Board(start); seq = []
        for i in range(plies):
            cands = []
            for m in b.legal_moves:
                if b.is_capture(m) or b.gives_check(m): continue
                c = b.copy(); c.push(m)
                if c.is_game_over() or hanging(c): continue
                cands.append(m)
            if not cands: break
            m = rnd.choice(sorted(cands, key=lambda x: x.uci()))
            seq.append(b.san(m)); b.push(m)
        else:
            return seq, b
    raise RuntimeError('no walk')
F = '4k3/8/4K3/8/8/2B5/6r1/R7 w - - 0 1'
b = chess.Board(F)
ok(b.is_valid() and not b.is_check() and not hanging(b), '4616: White K e6, R a1, B c3; Black K e8, R g2; White to move; no man attacked')
seq, e = walk(F, 100, 4616)
ok(len(seq) == 100 and not e.is_game_over() and len(e.piece_map()) == 5, '4616: after the request, fifty moves on each side (White first), none a check or capture, no man left attacked, no mate, no stalemate (asserted ply by ply)')
t, e2 = build(b, [('ev', '[%fifty black]')] + seq)
FEN[4616] = F; fin(4616, t)
TAGS[4616] = [('Event', 'Club championship'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '7'), ('White', '?'), ('Black', '?'), ('Result', '*'), ('SetUp', '1')]

# 4617 Levitsky-Marshall: after 23...Qg3 White touches the queen, then plays 24. Rc4 (a rook move) instead
items = game_items('LM', 46)
_, b = upto('LM', 46)
MOVES[4617] = {'compel-capture-of-touched-man': sl(b, caps_of(b, 'g3'))}
ok(MOVES[4617]['compel-capture-of-touched-man'] == ['fxg3', 'hxg3', 'Qxg3'], '4617: the g3 queen can be taken lawfully three ways')
t, e = build(chess.Board(), items + [('ev', '[%touch g3]'), 'Rc4'])
fin(4617, t); TAGS[4617] = TG['LM']

# 4618 adjourned: the record begins with Black's king in check
F = '6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 41'
F = '3R2k1/5pp1/7p/8/8/8/5PPP/6K1 b - - 0 41'
b = chess.Board(F)
ok(b.is_check() and b.turn == B and not b.is_checkmate(), '4618: Black K g8 in check from the d8 rook; Black to move; not mate')
FEN[4618] = F; REC[4618] = '*'
TAGS[4618] = [('Event', 'League match, adjourned game'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'), ('Result', '*'), ('SetUp', '1')]

# ====================================================================== acknowledged-laws
# 4619 Steinitz-von Bardeleben: 16. the a1 rook goes to e1, where White's own rook stands
items = game_items('SVB', 30)
_, b = upto('SVB', 30)
ok(at(b, 'e1') == Pc(chess.ROOK, W) and all(b.piece_at(sq(s)) is None for s in ('b1', 'c1', 'd1')), '4619: after 15...Qd7 the first rank is clear from a1 to e1, where White\'s other rook stands')
MOVES[4619] = {'move-correctly': sl(b, legal_from(b, 'a1')), 'move-king': sl(b, king_moves(b))}
t, e = build(chess.Board(), items + [('raw', 'a1e1')])
fin(4619, t); TAGS[4619] = TG['SVB']
ok(len([p for p in e.piece_map().values() if p == Pc(chess.ROOK, W)]) == 1, '4619: as made, White has one rook left on the board')

# 4620 Kasparov-Topalov: 20. Qf4+ without a cry; 20...d4 ignores it; 21. Rhe1; Black then finds the check
items = game_items('KT', 38)
_, b = upto('KT', 38)
c = b.copy(); c.push_san('Qf4+')
ok(c.is_check(), '4620: 20. Qf4 checks the b8 king along f4-e5-d6-c7-b8')
MOVES[4620] = {'retract-to-point-of-check': sl(c, c.legal_moves)}
t, e = build(chess.Board(), items + ['Qf4', ('pseudo', 'd4'), 'Rhe1'], silent=('Qf4',))
fin(4620, t); TAGS[4620] = TG['KT']
ok(e.turn == B and e.is_check(), '4620: after 20...d4 21. Rhe1 Black\'s king still stands in the f4 queen\'s check, Black to move')

# 4621 White's king and queen set on each other's squares; claimed after White's fourth move
F = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w kq - 0 1'
b = chess.Board(F)
ok(b.is_valid() and at(b, 'd1') == Pc(chess.KING, W) and at(b, 'e1') == Pc(chess.QUEEN, W), '4621: White\'s king stands on d1 and his queen on e1')
t, e = build(b, ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'c3'])
ok(e.turn == B and e.fullmove_number == 4, '4621: White has played his fourth move, Black not yet')
FEN[4621] = F; fin(4621, t)
TAGS[4621] = [('Event', 'Junior league'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '1'), ('White', '?'), ('Black', '?'), ('Result', '*'), ('SetUp', '1')]

# 4622 Lasker-Thomas: 14. h4+ (said); 14... the king steps to h5, attacked by the f6 knight
items = game_items('LT', 27)
_, b = upto('LT', 27)
ok(b.is_check() and sl(b, b.legal_moves) == ['Kf4'], '4622: after 14. h4+ Black\'s only lawful move is Kf4 (the game\'s)')
ok(sq('f6') in b.attackers(W, sq('h5')), '4622: h5 is attacked by the f6 knight')
MOVES[4622] = {'move-correctly': sl(b, legal_from(b, 'g5')), 'move-king': sl(b, king_moves(b))}
t, e = build(chess.Board(), items + [('raw', 'g5h5')])
fin(4622, t); TAGS[4622] = TG['LT']

# 4623 Legal: White says j'adoube and adjusts his c4 bishop, then plays 4. Nc3
items = game_items('LEGAL', 6)
t, e = build(chess.Board(), items + [('ev', '[%adjust c4]'), 'Nc3'])
ok(at(e, 'c3') == Pc(chess.KNIGHT, W) and at(e, 'c4') == Pc(chess.BISHOP, W), '4623: 4. Nc3 played; the bishop still on c4')
fin(4623, t); TAGS[4623] = TG['LEGAL']

# 4624 Reti-Tartakower: White touches Black's e4 knight, then plays 9. Qd8+
items = game_items('RT', 16)
_, b = upto('RT', 16)
MOVES[4624] = {'compel-capture-of-touched-man': sl(b, caps_of(b, 'e4')), 'move-king': sl(b, king_moves(b))}
ok(MOVES[4624]['compel-capture-of-touched-man'] == ['Qxe4'], '4624: after 8...Nxe4 only the d3 queen can lawfully take the e4 knight')
t, e = build(chess.Board(), items + [('ev', '[%touch e4]'), 'Qd8+'])
fin(4624, t); TAGS[4624] = TG['RT']

# ====================================================================== london-1847
# 4625 Evergreen: 19. the a1 rook goes to e1, where White's own rook stands
items = game_items('EVER', 36)
_, b = upto('EVER', 36)
ok(at(b, 'e1') == Pc(chess.ROOK, W) and all(b.piece_at(sq(s)) is None for s in ('b1', 'c1', 'd1')), '4625: after 18...Rg8 the first rank is clear from a1 to e1, where White\'s other rook stands')
MOVES[4625] = {'move-either-own-man': sl(b, legal_from(b, 'a1') + legal_from(b, 'e1'))}
t, e = build(chess.Board(), items + [('raw', 'a1e1')])
fin(4625, t); TAGS[4625] = TG['EVER']

# 4626 Evergreen: 15... the b7 bishop takes the e4 knight over its own c6 knight
items = game_items('EVER', 29)
_, b = upto('EVER', 29)
ok(at(b, 'c6') == Pc(chess.KNIGHT, B) and chess.Move.from_uci('b7e4') not in b.pseudo_legal_moves, '4626: after 15. Ne4 Black\'s own c6 knight stands between b7 and e4')
MOVES[4626] = {'capture-with-legal-capturer': sl(b, caps_of(b, 'e4')), 'move-touched-capturer': sl(b, legal_from(b, 'b7'))}
ok(MOVES[4626]['capture-with-legal-capturer'] == ['Qxe4'], '4626: only the g6 queen can lawfully take the e4 knight')
t, e = build(chess.Board(), items + [('raw', 'b7e4')])
fin(4626, t); TAGS[4626] = TG['EVER']

# 4627 a pawn made a knight, with check
F = '8/5P2/6k1/8/8/8/8/4K3 w - - 0 1'
b = chess.Board(F)
t, e = build(b, ['f8=N+'])
ok(e.is_check() and at(e, 'f8') == Pc(chess.KNIGHT, W), '4627: 1. f8=N checks the g6 king')
FEN[4627] = F; fin(4627, t)
TAGS[4627] = [('Event', 'Club championship'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '9'), ('White', '?'), ('Black', '?'), ('Result', '*'), ('SetUp', '1')]

# 4628 Byrne-Fischer: 16...Rfe8+ (said); 17. O-O out of the check
items = game_items('BF', 32)
_, b = upto('BF', 32)
ok(b.is_check() and b.has_kingside_castling_rights(W) and b.piece_at(sq('f1')) is None and b.piece_at(sq('g1')) is None,
   '4628: after 16...Rfe8+ White\'s king is in check on e1; king and h1 rook unmoved, f1 and g1 empty')
MOVES[4628] = {'move-king-no-castling': sl(b, king_moves(b, castling=False))}
ok(legal_from(b, 'h1') == [], '4628: no move of the h1 rook meets the check')
t, e = build(chess.Board(), items + [('raw', 'e1g1')])
fin(4628, t); TAGS[4628] = TG['BF']

# 4629 perpetual check
F = '6k1/1R3ppp/8/8/8/7P/3q1PPK/8 b - - 0 38'
b = chess.Board(F)
ok(b.is_valid() and not b.is_check(), '4629: White K h2, R b7, P f2 g2 h3; Black K g8, Q d2, P f7 g7 h7; Black to move')
seq = ['Qf4+', 'Kh1', 'Qc1+', 'Kh2', 'Qf4+', 'Kh1', 'Qc1+', 'Kh2', 'Qf4+']
t, e = build(b, seq)
ok(e.is_repetition(3), '4629: the position after 42...Qf4+ has stood three times (after 38...Qf4+, 40...Qf4+ and 42...Qf4+), White to move')
FEN[4629] = F; fin(4629, t)
TAGS[4629] = [('Event', 'County match'), ('Site', '?'), ('Date', '????.??.??'), ('Round', '?'), ('White', '?'), ('Black', '?'), ('Result', '*'), ('SetUp', '1')]

# 4630 Reti-Tartakower: 8. Nd6+ (said), the e4 knight pinned by the e5 queen; Black touches his f8 bishop, then claims
items = game_items('RT', 14)
_, b = upto('RT', 14)
ok(b.is_pinned(W, sq('e4')) and chess.Move.from_uci('e4d6') not in b.legal_moves and b.gives_check(chess.Move.from_uci('e4d6')),
   '4630: after 7...Qxe5 the e4 knight is pinned to the e1 king by the e5 queen; Nd6 would check e8 but uncovers White\'s king')
t, e = build(chess.Board(), items + [('raw', 'e4d6', 'check'), ('ev', '[%touch f8]')])
fin(4630, t); TAGS[4630] = TG['RT']
ok(e.turn == B, '4630: Black to move; he has touched his f8 bishop and not yet moved')

print(N[0], 'findings asserted')
