"""The thirty cases of the fifty-seventh set: how games end, and what a ruling says of the result.
Every board fact used below is asserted with python-chess as the record is built."""
import chess
from lib import san_list, sq
TW, BO, PH, AC, LO = 'twenty-laws', 'boys-own-1829', 'philidor', 'acknowledged-laws', 'london-1847'
CHK = ' Every check in the record is said ({[%check]}) unless the facts say otherwise.'


def shuffle(fen, wpair, bpair, n_w, n_b):
    """Quiet moves: a white man between the two squares of wpair, the black king between those of bpair.
    Asserts each is lawful, no capture, no check, and that no position on the way is mate or stalemate."""
    b = chess.Board(fen); out = []; nw = nb = 0
    while nw < n_w or nb < n_b:
        if b.turn == chess.WHITE:
            assert nw < n_w
            a, c = wpair
            src, dst = (a, c) if b.piece_at(sq(a)) else (c, a); nw += 1
        else:
            assert nb < n_b
            a, c = bpair
            src, dst = (a, c) if b.king(chess.BLACK) == sq(a) else (c, a); nb += 1
        m = chess.Move.from_uci(src + dst)
        assert m in b.legal_moves and not b.is_capture(m) and not b.gives_check(m), (b.fen(), m)
        out.append(b.san(m)); b.push(m)
        assert not b.is_checkmate() and not b.is_stalemate()
    return out, b


def mates(b): return [m for m in b.legal_moves if (lambda c: (c.push(m), c.is_checkmate())[1])(b.copy())]


def write_all(case, after, P, frm, kingm, onto):
    # ================= twenty-laws
    # 5701: KBN v K, notice, mate with White's fiftieth move after it
    S = '6N1/7k/5K2/4B3/8/8/8/8 w - - 0 1'
    sh, b = shuffle(S, ('g8', 'e7'), ('h7', 'h8'), 49, 49)
    assert b.fen().split()[0] == '7k/4N3/5K2/4B3/8/8/8/8' and b.turn == chess.WHITE
    assert [b.san(m) for m in mates(b)] == ['Kg6#']
    fin = after(S, [('ev', '[%fifty black]')] + sh + ['Kg6#']); assert fin.is_checkmate()
    case(5701, TW, 'bishop-and-knight-black-counts-white-mates-with-his-fiftieth-move',
      "King, bishop and knight against king: Black gives notice that he will count; White mates with his fiftieth move after the notice, and Black claims the drawn game",
      "White Kf6, Be5, Ng8; Black Kh7; White to play. Black gives notice that he will count the moves ({[%fifty black]}). The knight goes g8-e7-g8 and the black king h7-h8-h7, 49 moves on each side, none a check or a capture, no position mate or stalemate (asserted move by move). White's fiftieth move, Kg6, uncovers the e5 bishop on h8: mate (asserted). Black then claims that fifty moves have passed and the game is drawn.",
      ['19'], ["Law 19 lists «a knight and bishop against the king only», and the notice came from the adversary, so the count ran. But it runs «in not exceeding fifty moves for each player (to be computed from the notice given)»: White's mate is his fiftieth move, within the limit, and Black had played only forty-nine. The mate stands, the claim of a draw is dismissed, and the ruling declares the game White's.",
       "Under Philidor XVII and London XXII the same mate would stand for the same reason; the Acknowledged Laws XII would let Black call for the count in any ending; the Boy's Own laws have no count at all."],
      [('ev', '[%fifty black]')] + sh + ['Kg6#'], 'fifty-move-claim', 'black', 'dismissed', start=S,
      result='white', cites=['19'])

    # 5702: Opera game, 7. Qxf7 through the f6 knight, "mate" on the board
    pre = P('OPERA', 12)
    b = after(None, pre)
    assert b.piece_at(sq('f6')) == chess.Piece(chess.KNIGHT, chess.BLACK)
    assert chess.Move.from_uci('f3f7') not in b.pseudo_legal_moves
    cap = onto(b, 'f7'); assert cap == ['Bxf7+']
    mt = frm(b, 'f3'); assert mt
    bb = after(None, pre + [('raw', 'f3f7', 'check')]); assert bb.is_checkmate()
    case(5702, TW, 'opera-game-7-the-queen-takes-f7-through-the-f6-knight-and-the-board-shows-mate',
      "The Opera game: White's queen takes on f7 through Black's f6 knight, says check, and the board shows mate; Black claims at once: law 3, a false move that captures, and no mate stands",
      "Morphy v Duke of Brunswick and Count Isouard, Paris 1858, to 6...Nf6. White's queen goes f3-f7 ({[%move f3f7]}), taking the f7 pawn over the f6 knight, which stands on the file (asserted: not even a pseudo-legal move), and White says check. On the board Black's king has no escape (asserted: python-chess calls it mate). Black claims before moving. The c4 bishop can take on f7 lawfully (asserted: Bxf7+ is the only lawful capture there).",
      ['3', '11'], ["Law 3: «And if by a false move you capture one of your adversary's men, he may oblige you either to take such piece (if it be en prise of one of your men) or to move the piece touched.» The f7 pawn is en prise of the c4 bishop, so both penalties are open; Black elects. Law 11 does not bar the claim: Black has moved nothing since. The «mate» was made by a false move corrected in time, so it is no mate, and the ruling declares no result: the game goes on after Black's election.",
       "The capture remedy is satisfied only by Bxf7+; the queen's move, by any lawful move of the f3 queen. The other codes: Boy's Own 7 and Philidor VIII would order a king move; London XI has the same two penalties as law 3; the Acknowledged Laws VII its menu."],
      pre + [('raw', 'f3f7', 'check')], 'illegal-capture', 'black', 'upheld', game='OPERA',
      remedies=['capture-with-legal-capturer', 'move-touched-capturer'], elector='black', cites=['3', '11'],
      moves={'capture-with-legal-capturer': cap, 'move-touched-capturer': mt})

    # 5703: Q v K, notice, stalemate on White's 21st move after it
    S = '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1'
    sh, b = shuffle(S, ('f1', 'f2'), ('h8', 'g8'), 20, 20)
    assert b.fen().split()[0] == S.split()[0]
    fin = after(S, [('ev', '[%fifty black]')] + sh + ['Qf7']); assert fin.is_stalemate() and not fin.is_check()
    case(5703, TW, 'queen-against-king-notice-given-white-stalemates-on-his-twenty-first-move',
      "King and queen against king: Black gives notice to count; on his twenty-first move White stalemates Black; Black claims: law 17, a drawn game, whatever the count",
      "White Kg6, Qf1; Black Kh8; White to play. Black gives notice that he will count ({[%fifty black]}). The queen goes f1-f2-f1 and the black king h8-g8-h8, twenty moves each (asserted: no check, no capture, no mate or stalemate on the way). White's twenty-first move, Qf7, leaves Black's king out of check with no move (asserted stalemate). Black claims.",
      ['17', '19'], ["Law 17: «The position of stale-mate constitutes a drawn game.» The count of law 19 was running (king and queen against the king, notice by the adversary), but only twenty-one of White's fifty moves had been played: the count did not end the game, the stalemate did. Upheld: the game is drawn, under law 17 alone.",
       "The same stalemate wins for Black under Boy's Own 11 and under Philidor XVI in England; it is drawn under the Acknowledged Laws XIII and London XXIV."],
      [('ev', '[%fifty black]')] + sh + ['Qf7'], 'stalemate-result', 'black', 'upheld', start=S,
      result='draw', cites=['17'])

    # 5704: Evergreen, 21. Qxd7 check unsaid, Black ignores it and mates with Qxg2
    pre = P('EVER', 40)
    b = after(None, pre); m = b.parse_san('Qxd7+'); assert b.gives_check(m)
    fin = after(None, pre + ['Qxd7', ('pseudo', 'Qxg2#')], ('Qxd7',)); assert fin.is_checkmate()
    assert fin.is_attacked_by(chess.WHITE, fin.king(chess.BLACK))
    case(5704, TW, 'evergreen-21-qxd7-checks-unsaid-black-ignores-it-and-mates-with-qxg2',
      "The Evergreen game: 21. Qxd7 checks without a word; Black plays as if there were no check and mates with 21...Qxg2, saying check; White asks that both moves go back: law 5 gives him that only on his next move, and he has none",
      "Anderssen v Dufresne, Berlin 1852, to 20...Nxe7. 21. Qxd7 checks the e8 king (asserted) and White says nothing (written without its sign). Black plays 21...Qxg2, which leaves his own king in check and says check: White's king is mated, with Black's king still attacked by the d7 queen (asserted). White claims that the moves be retracted.",
      ['5'], ["Law 5: «If your adversary gives check to your king, without warning, you are not obliged to notice it until he does; but if on his next move he warn you, each party must retract his last move». Black was entitled to play on as if the check did not exist, and did. The retraction follows only a warning given with the checker's next move; White, mated, has no next move to give it with, and no law lets a king be taken. The claim is dismissed and the mate stands: the ruling declares the game Black's.",
       "Philidor XIII, Boy's Own 9 and London XVIII read the same way. Under the Acknowledged Laws X the two-move exception is not tied to a warning (see 5720)."],
      pre + ['Qxd7', ('pseudo', 'Qxg2#')], 'unannounced-check', 'white', 'dismissed', game='EVER', silent=('Qxd7',),
      result='black', cites=['5'])

    # 5705: rook leaps its own a2 pawn, Black replies, then 2. Ra8#; Black claims after the mate
    S = '6k1/1p3ppp/8/8/8/8/P4PPP/R5K1 w - - 0 1'
    b = after(S, []); assert chess.Move.from_uci('a1a3') not in b.pseudo_legal_moves
    items = [('raw', 'a1a3'), 'b6', 'Ra8#']
    fin = after(S, items); assert fin.is_checkmate()
    case(5705, TW, 'back-rank-the-a1-rook-leaps-its-own-pawn-black-replies-and-is-mated-then-claims',
      "A back-rank ending: White's a1 rook leaps his own a2 pawn to a3; Black replies 1...b6; 2. Ra8 mates; only then does Black claim the false move, and White pleads that it is too late",
      "White Kg1, Ra1, pawns a2 f2 g2 h2; Black Kg8, pawns b7 f7 g7 h7. White moves the rook a1-a3 over his own a2 pawn ({[%move a1a3]}: not a rook's move). Black replies 1...b6 (lawful, asserted). 2. Ra8 mates (asserted), check said. Black then claims the false move; White pleads lateness.",
      ['3', '11'], ["Law 3: «But if a false move remain unnoticed until after the adversary has played, neither party can recal it.» Law 11: «nor can any such be retraced, after the adversary has moved a piece.» Black played 1...b6 before he noticed. The false move stands, and with it everything built on it. White's plea is upheld (no-penalty-time-barred), and since the game ended in a mate that stands, the ruling declares it White's.",
       "Boy's Own 7 and Philidor VIII close the claim the same way; London XXV closes it earlier, at the first touch; the Acknowledged Laws set no limit (see 5722)."],
      items, 'late-claim', 'white', 'upheld', start=S,
      remedies=['no-penalty-time-barred'], result='white', cites=['3', '11'], glossed=['11'])

    # 5706: Legal's mate at the odds of the a1 rook, the rook duly taken off
    R = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1'
    items = P('LEGAL', 13)
    fin = after(R, items); assert fin.is_checkmate() and fin.piece_at(sq('a1')) is None
    case(5706, TW, 'legal-at-the-odds-of-the-a1-rook-duly-removed-7-nd5-mates-black-claims-a-draw',
      "Légal's mate played at the odds of White's queen's rook, which was duly taken off; 7. Nd5 mates; Black claims that a mate by the giver of odds is a draw: law 14 speaks only of a man not taken off",
      "Legal de Kermur v Saint Brie, Paris 1750, as it is reported: played at the odds of Légal's queen's rook. Here the record shows the rook taken off ([Odds \"white rook a1\"], no \"left-on-board\"); the game replays to 7. Nd5 mate from the array without the a1 rook (asserted), checks said. Black claims that under law 14 the giver cannot take advantage of a mate.",
      ['14'], ["Law 14: «if a player omit to take off the piece or pawn agreed to be conceded, until four moves on each side have been played, it cannot then be removed ... and if he should give check-mate, he cannot take advantage of it, but the game is to be considered as drawn.» The drawn mate is the consequence of the omission only. Légal took his rook off; the mate is an ordinary mate. Dismissed, and the ruling declares the game White's.",
       "No other code scores a giver's mate as a draw; Philidor IV, the Acknowledged Laws III and London IV give the adversary a choice only when the man was left on."],
      items, 'odds-man-not-removed', 'black', 'dismissed', game='LEGAL', xtags=[('Odds', 'white rook a1')], replay=R,
      result='white', cites=['14'])

    # ================= boys-own-1829
    S = 'k7/P7/8/1K5p/7P/8/8/8 w - - 0 1'
    fin = after(S, ['Kb6']); assert fin.is_stalemate()
    case(5707, BO, 'king-and-pawns-1-kb6-stalemates-black-whose-h5-pawn-is-blocked-black-wins',
      "King and pawns: 1. Kb6 leaves Black's a8 king out of check without a move, and his h5 pawn is blocked; Black claims the game: law 11, the stalemated player wins",
      "White Kb5, pawns a7 h4; Black Ka8, pawn h5. 1. Kb6: the a8 king is not in check; b8 is covered by the a7 pawn, b7 and a7 by the king (a7 is guarded); the h5 pawn is blocked by h4 (asserted stalemate). Black claims.",
      ['11'], ["Law 11: «If the king be not in check, and cannot move without going into check, and have no piece or pawn left, or even none that can be moved he is stale-mated, and wins the game.» Black's only other man is a pawn that cannot be moved. Upheld; the ruling declares the game Black's.",
       "Drawn under twenty-laws 17, the Acknowledged Laws XIII and London XXIV; won by Black under Philidor XVI in England."],
      ['Kb6'], 'stalemate-result', 'black', 'upheld', start=S, result='black', cites=['11'])

    S = 'k7/1p6/1P6/8/3N4/8/8/6K1 w - - 0 1'
    fin = after(S, ['Nc6']); assert not fin.is_stalemate() and not fin.is_check()
    lm = san_list(fin, fin.legal_moves); assert lm == ['bxc6']
    case(5708, BO, 'knight-to-c6-walls-in-the-a8-king-but-the-b7-pawn-can-take-it',
      "1. Nc6 leaves Black's a8 king without a square; Black, his b7 pawn blocked by b6, claims a stalemate, which would win him the game: the pawn can take the knight, so there is no stalemate",
      "White Kg1, Nd4, pawn b6; Black Ka8, pawn b7. 1. Nc6: a7 and b8 are covered, the b7 pawn cannot advance, but it can take on c6 (asserted: bxc6 is Black's one lawful move). Black claims a stalemate.",
      ['11'], ["Law 11 asks that the king «have no piece or pawn left, or even none that can be moved». Black's pawn can be moved: it takes the knight. There is no stalemate, the claim is dismissed, and the ruling declares no result: the game goes on with Black to play bxc6.",
       "Every code needs a player with nothing to play before stalemate is reached (Philidor XVI: «When one has nothing else to play»)."],
      ['Nc6'], 'stalemate-result', 'black', 'dismissed', start=S, cites=['11'])

    pre = P('KT', 66)
    b = after(None, pre); assert b.gives_check(b.parse_san('Qa1+'))
    fin = after(None, pre + ['Qa1', ('pseudo', 'Rd1#')], ('Qa1',)); assert fin.is_checkmate()
    case(5709, BO, 'kasparov-topalov-34-qa1-checks-unsaid-black-ignores-it-and-mates-with-rd1',
      "Kasparov-Topalov: 34. Qa1 checks the c3 king without a word; Black plays as if there were no check and mates with 34...Rd1, saying check; White asks that both moves go back: law 9 gives that only on his next move, and he has none",
      "Kasparov v Topalov, Wijk aan Zee 1999, to 33...Kxc3. 34. Qa1 checks the c3 king on the long diagonal (asserted) and White says nothing (written without its sign). Black plays 34...Rd1, leaving his king in check and saying check: White's b1 king is mated (asserted). White claims that the moves go back.",
      ['9'], ["Law 9: «If your adversary give you check without wamir;_g, or saying “check,” you are not obliged to notice it till he does; but if, on his next move, he warn you, each party must retract his last move». Black was not obliged to notice the check; the retraction is owed only to a warning given with the checker's next move, and White is mated. Dismissed; the mate stands and the ruling declares the game Black's.",
       "The same under twenty-laws 5 (5704), Philidor XIII and London XVIII (5726)."],
      pre + ['Qa1', ('pseudo', 'Rd1#')], 'unannounced-check', 'white', 'dismissed', game='KT', silent=('Qa1',),
      result='black', cites=['9'])

    pre = P('OPERA', 30)
    b = after(None, pre); mk = kingm(b); assert mk
    bb = after(None, pre + [('raw', 'd1d8', 'check')]); assert bb.is_checkmate()
    case(5710, BO, 'opera-game-16-the-d1-rook-leaps-the-d7-knight-to-d8-and-the-board-shows-mate',
      "The Opera game: instead of 16. Qb8+ White's d1 rook goes to d8 over Black's d7 knight, says check, and the board shows mate; Black claims at once: law 7, no mate, and White must move his king",
      "Morphy v Duke of Brunswick and Count Isouard to 15...Nxd7. White moves the d1 rook to d8 over the d7 knight ({[%move d1d8]}) and says check; on the board Black has no escape (asserted). Black claims before moving. Before the false move White's c1 king has lawful moves (asserted)." + CHK,
      ['7'], ["Law 7: «If you make @ false move, your opponent can oblige you to move your king, if you ¢an do so without placing him in check». The claim comes before Black has played, so the false move is recalled: the rook goes back and White must move his king, Black electing. A mate given by a false move claimed in time is no mate: the ruling declares no result.",
       "Philidor VIII orders the same king move; twenty-laws 3, the Acknowledged Laws VII and London XIII offer a choice of penalties."],
      pre + [('raw', 'd1d8', 'check')], 'false-move', 'black', 'upheld', game='OPERA',
      remedies=['move-king'], elector='black', cites=['7'], moves={'move-king': mk})

    S = '6k1/p4ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1'
    b = after(S, []); assert chess.Move.from_uci('d1e3') not in b.pseudo_legal_moves
    items = [('raw', 'd1e3'), 'a6', 'Qe8#']
    fin = after(S, items); assert fin.is_checkmate()
    case(5711, BO, 'back-rank-the-queen-leaps-d1-e3-like-a-knight-black-replies-and-is-mated-then-claims',
      "A back-rank ending: White's queen leaps d1-e3 like a knight; Black replies 1...a6; 2. Qe8 mates; Black then claims the false move, and White pleads that it is too late",
      "White Kg1, Qd1, pawns f2 g2 h2; Black Kg8, pawns a7 f7 g7 h7. The queen goes d1-e3 ({[%move d1e3]}: a knight's leap, no queen's move). Black replies 1...a6 (lawful, asserted). 2. Qe8 mates (asserted), check said. Black claims the false move; White pleads lateness.",
      ['7'], ["Law 7: «but, if he have pliﬂyeg before he notices your false move, neither of you can, afterward, recal it.» Black played 1...a6 before noticing. The plea is upheld (no-penalty-time-barred); the mate that followed stands, and the ruling declares the game White's.",
       "The same under twenty-laws 3 and 11 (5705) and Philidor VIII (5717); not under the Acknowledged Laws, which set no limit (5722)."],
      items, 'late-claim', 'white', 'upheld', start=S,
      remedies=['no-penalty-time-barred'], result='white', cites=['7'])

    pre = P('SVB', 38)
    b = after(None, pre + ['Qg4', ('ev', '[%check]')]); assert not b.is_check()
    items = pre + ['Qg4', ('ev', '[%check]'), 'Kg8', 'Qxg7#']
    fin = after(None, items); assert fin.is_checkmate()
    case(5712, BO, 'steinitz-von-bardeleben-20-qg4-called-check-black-steps-kg8-and-21-qxg7-mates',
      "Steinitz-von Bardeleben: White says check with 20. Qg4, which gives none; Black steps 20...Kg8; 21. Qxg7 mates; Black asks to retract his king move: law 8, too late once White has made his next move",
      "Steinitz v von Bardeleben, Hastings 1895, to 19...Rhc8. 20. Qg4 and White says «check»; the f7 king is not attacked (asserted). Black moves his king to g8 (lawful, asserted). 21. Qxg7 mates (asserted), check said. Black then asks to take back 20...Kg8.",
      ['8'], ["Law 8: «If your opponent challenge you with a check, without, in fact, your king being in cieck, and you, in consequence, move your king, or any other man, you may retract such move, if you discover it before he has made his next move.» Black discovered it only after 21. Qxg7, White's next move. The claim is out of time, the mate stands, and the ruling declares the game White's.",
       "Twenty-laws 6 («before the opponent has completed his next move»), Philidor XIV (5715) and London XX close it at the same point."],
      items, 'false-check-announcement', 'black', 'out-of-time', game='SVB',
      result='white', cites=['8'])

    # ================= philidor
    S = '7k/8/7N/4K3/8/8/8/1B6 w - - 0 1'
    sh, b = shuffle(S, ('b1', 'c2'), ('h8', 'g7'), 10, 10)
    assert b.fen().split()[0] == S.split()[0]
    fin = after(S, [('ev', '[%fifty black]')] + sh + ['Kf6']); assert fin.is_stalemate()
    case(5713, PH, 'bishop-and-knight-fifty-moves-requested-white-stalemates-on-his-eleventh-move',
      "King, bishop and knight against king: Black asks for the fifty moves; on his eleventh move White stalemates him; no country named, so England: the stalemated player wins",
      "White Ke5, Bb1, Nh6; Black Kh8; White to play. Black requests the fifty moves ({[%fifty black]}). The bishop goes b1-c2-b1 and the black king h8-g7-h8, ten moves each (asserted: no check, no capture, no mate or stalemate). White's eleventh move, Kf6, leaves Black out of check with no move (asserted stalemate). No [Option] tag names a country. Black claims the game.",
      ['XVI', 'XVII'], ["Rule XVI: «In England, he whose King is stale-mate wins the game*; but in France, and several other countries, the stale-mate is a drawn game.» With no country named the English usage applies (laws.md A19). The fifty moves of XVII had been appointed and were not over; the stalemate ended the game before them. Upheld; the ruling declares the game Black's.",
       "Under twenty-laws 17 (5703), the Acknowledged Laws XIII and London XXIV the stalemate is a draw; under Boy's Own 11 Black wins."],
      [('ev', '[%fifty black]')] + sh + ['Kf6'], 'stalemate-result', 'black', 'upheld', start=S,
      result='black', cites=['XVI'], glossed=['XVI'])

    S = '7k/8/5K2/6N1/8/8/8/B7 w - - 0 1'
    sh, b = shuffle(S, ('a1', 'b2'), ('h8', 'g8'), 50, 50)
    assert b.fen().split()[0] == S.split()[0] and [b.san(m) for m in mates(b)] == ['Kf7#']
    items = [('ev', '[%fifty black]')] + sh + ['Kf7#']
    fin = after(S, items); assert fin.is_checkmate()
    case(5714, PH, 'bishop-and-knight-fifty-moves-on-either-side-pass-white-mates-with-his-fifty-first',
      "King, bishop and knight against king: Black asks for the fifty moves; fifty pass on either side without mate, and White mates with his fifty-first; Black claims the drawn game",
      "White Kf6, Ba1, Ng5; Black Kh8; White to play, with a mate in one on the board from the start (asserted: Kf7, uncovering the a1 bishop). Black requests the fifty moves ({[%fifty black]}). White, who «seems not to know how to give the difficult mates», moves his bishop a1-b2-a1 for fifty moves while the black king goes h8-g8-h8 (asserted: no check, capture, mate or stalemate). White's fifty-first move, Kf7, mates (asserted). Black claims the draw.",
      ['XVII'], ["Rule XVII: «fifty moves on either side must be appointed for the end of the game: these moves being over, it will be a drawn game.» A knight and a bishop against the king is the first of the difficult mates it names, and the request was Black's. When Black's fiftieth move was made the fifty on either side were over and the game was drawn; the later mate counts for nothing. Upheld: declare-draw, and the ruling declares the draw.",
       "Twenty-laws 19, the Acknowledged Laws XII and London XXII reach the same draw."],
      items, 'fifty-move-claim', 'black', 'upheld', start=S,
      remedies=['declare-draw'], result='draw', cites=['XVII'], glossed=['XVII'])

    pre = P('BF', 62)
    b = after(None, pre + ['Qb8', ('ev', '[%check]')]); assert not b.is_check()
    items = pre + ['Qb8', ('ev', '[%check]'), 'Kh8', 'Qxf8#']
    fin = after(None, items); assert fin.is_checkmate()
    case(5715, PH, 'byrne-fischer-32-qb8-called-check-black-steps-kh8-and-33-qxf8-mates',
      "The Game of the Century: White says check with 32. Qb8, which gives none; Black steps 32...Kh8; 33. Qxf8 mates; Black asks to retract his king move: rule XIV, too late once White has made his next move",
      "Byrne v Fischer, New York 1956, to 31...Ne4. 32. Qb8 and White says «check»; the g8 king is not attacked (asserted). Black moves his king to h8 (lawful, asserted). 33. Qxf8 mates (asserted), check said. Black then asks to take back 32...Kh8.",
      ['XIV'], ["Rule XIV: «If the adversary warns you of a check, without however giving it, and you in consequence touch either your King, or any other piece, you will then be allowed to retract your move so long as your adversary has not yet made his next move.» White has made his next move, the mate. Out of time; the mate stands, and the ruling declares the game White's.",
       "Boy's Own 8 (5712), twenty-laws 6 and London XX close the retraction at the same point."],
      items, 'false-check-announcement', 'black', 'out-of-time', game='BF',
      result='white', cites=['XIV'])

    S = '4rkr1/4p1p1/8/8/3n4/8/8/4K2R b K - 0 1'
    b = after(S, ['Nc2+']); assert b.is_check()
    mk = kingm(b); mr = frm(b, 'h1'); assert mr == [] and mk
    items = ['Nc2+', ('raw', 'e1g1', 'check')]
    fin = after(S, items); assert fin.is_checkmate() and fin.piece_at(sq('f1')).piece_type == chess.ROOK
    case(5716, PH, 'castling-out-of-the-announced-c2-knight-check-and-the-rook-on-f1-mates',
      "Black's knight checks from c2 and check is said; White castles out of the check, and his rook on f1 mates Black's walled-in king; Black claims: rule XII, no mate, and White plays his king, the rook having no lawful move",
      "White Ke1, Rh1; Black Kf8, Re8, Rg8, Nd4, pawns e7 g7; Black to play. 1...Nc2+, check said (asserted check). White castles ({[%move e1g1]}) and says check: the f1 rook bears on f8 and the king has no square (asserted mate on the board). Black claims at once. Before the castling the h1 rook has no lawful move and the king has several (asserted).",
      ['XII', 'VIII', 'VI'], ["Rule XII: «The King cannot castle when in check ... and he that castles when he should not do it, must play his Rook touched, or his King, at his own choice.» The check was announced, so rule XIII does not excuse it. The castling is undone, and the offender, White, chooses (laws.md A16 ii); the rook cannot be lawfully played while the king is in check, so only the king remains. The mate was made by a castling that cannot stand: the ruling declares no result.",
       "London XVI would give Black the election, the first penalty being to let the castling, and so the mate, stand (compare 5730); twenty-laws 8 and Boy's Own 6 are silent on castling out of check."],
      items, 'illegal-castling', 'black', 'upheld', start=S,
      remedies=['move-rook', 'move-king'], elector='white', cites=['XII', 'VIII', 'VI'], glossed=['XII'],
      moves={'move-king': mk}, unenforceable=['move-rook'])

    S = '6rk/p5pp/8/8/8/8/1N3PPP/6K1 w - - 0 1'
    b = after(S, []); assert chess.Move.from_uci('b2e5') not in b.pseudo_legal_moves
    items = [('raw', 'b2e5'), 'a6', 'Nf7#']
    fin = after(S, items); assert fin.is_checkmate()
    case(5717, PH, 'the-b2-knight-slides-to-e5-like-a-bishop-black-replies-and-is-smothered',
      "The b2 knight slides to e5 like a bishop; Black replies 1...a6; 2. Nf7 is a smothered mate; Black then claims the false move and White pleads rule VIII",
      "White Kg1, Nb2, pawns f2 g2 h2; Black Kh8, Rg8, pawns a7 g7 h7. The knight goes b2-e5 ({[%move b2e5]}: a bishop's path, no knight's move). Black replies 1...a6 (lawful, asserted). 2. Nf7 mates (asserted), check said. Black claims; White pleads lateness.",
      ['VIII'], ["Rule VIII: «no false move can be recalled after the adversary's next move: so the postion must remain, as if such irregular move, not revoked in time, had been just.» Black's 1...a6 was his next move. The plea is upheld (no-penalty-time-barred); the position stands as if the knight's move had been just, the mate with it, and the ruling declares the game White's.",
       "The same under Boy's Own 7 (5711) and twenty-laws 3 and 11 (5705); under London XXV the claim would have closed even earlier."],
      items, 'late-claim', 'white', 'upheld', start=S,
      remedies=['no-penalty-time-barred'], result='white', cites=['VIII'])

    S = '7k/8/8/8/8/8/p5PP/7K b - - 0 1'
    fin = after(S, ['a1=R#']); assert fin.is_checkmate()
    case(5718, PH, 'the-a2-pawn-is-made-a-rook-on-a1-with-mate-white-says-it-must-be-a-queen',
      "Black's a2 pawn reaches a1 and is made a rook, with mate; White says a pawn may only become a queen: rule IX, any piece thought proper; dismissed, and the game is Black's",
      "White Kh1, pawns g2 h2; Black Kh8, pawn a2; Black to play. 1...a1=R, check said: White's king is mated (asserted). White claims the pawn could only be made a queen.",
      ['IX'], ["Rule IX: «Every Pawn which has reached the eighth or last square of the chess-board, is entitled to make a Queen, or any other Piece that shall be thought proper». A rook is such a piece. Dismissed; the mate stands and the ruling declares the game Black's.",
       "London XXI says the same («a Queen, or any other Piece the player may think fit»); twenty-laws, Boy's Own and the Acknowledged Laws have no promotion law."],
      ['a1=R#'], 'promotion', 'white', 'dismissed', start=S, result='black', cites=['IX'])

    # ================= acknowledged-laws
    S = '7k/8/6K1/8/8/8/8/R7 w - - 0 1'
    sh, b = shuffle(S, ('a1', 'a2'), ('h8', 'g8'), 49, 49)
    assert [b.san(m) for m in mates(b)] == ['Ra8#']
    items = [('ev', '[%fifty black]')] + sh + ['Ra8#']
    fin = after(S, items); assert fin.is_checkmate()
    case(5719, AC, 'rook-against-king-black-calls-for-fifty-white-mates-with-his-fiftieth',
      "King and rook against king: Black calls on White to mate in fifty moves; White mates with his fiftieth move after the call; Black claims the draw: dismissed",
      "White Kg6, Ra1; Black Kh8; White to play. Black calls for the fifty moves ({[%fifty black]}). The rook goes a1-a2-a1 and the black king h8-g8-h8, 49 moves each (asserted: no check, capture, mate or stalemate). White's fiftieth move, Ra8, mates (asserted). Black claims a drawn game.",
      ['XII'], ["Law XII: «If, at the end of a game, the players remain with equal forces, the defending player may call upon his adversary to mate in fifty moves or draw the game.» Read for any ending (laws.md A26), the call was Black's to make; and the mate came with White's fiftieth move, within the fifty. Dismissed; the mate stands and the ruling declares the game White's.",
       "Twenty-laws 19 does not list the rook against the king, and Philidor XVII does not count it among the difficult mates; London XXII holds for it («Queen, or Rook only»)."],
      items, 'fifty-move-claim', 'black', 'dismissed', start=S, result='white', cites=['XII'])

    pre = P('EVER', 44)
    b = after(None, pre + ['Bd7'], ('Bd7',)); assert b.is_check()
    ans = san_list(b, list(b.legal_moves)); assert ans
    fin = after(None, pre + ['Bd7', ('pseudo', 'Qxd1#')], ('Bd7',)); assert fin.is_checkmate()
    case(5720, AC, 'evergreen-23-bd7-checks-without-a-cry-black-ignores-it-and-mates-with-qxd1',
      "The Evergreen game: 23. Bd7 checks without a cry; Black ignores it and mates with 23...Qxd1; White, claiming at once, invokes the exception to law X: the pieces go back and Black must move out of the check",
      "Anderssen v Dufresne to 22...Ke8. 23. Bd7 checks the e8 king (asserted) and White does not cry check (written without its sign). Black plays 23...Qxd1, leaving his king in check; on the board White's king is mated (asserted). White claims at once, one move after the check. Black's lawful answers to the check are listed (asserted).",
      ['X'], ["Law X: «If a player give Check without crying \" Check,\" his adversary need not take notice of the Check. [This law is subject to this exception : that two moves only may be made before the King is obliged to move out of Check, when the pieces must be replaced, and the proper moves made.» Read as laws.md A25 (binding): found within two moves, the pieces are replaced and the check answered. Only one move has been made since the check. Unlike the warning rule of the other codes, this exception does not wait for the checker's next move, so White's being mated does not shut it out. Upheld: retract-to-point-of-check; the mate is undone and the ruling declares no result.",
       "Twenty-laws 5 (5704), Boy's Own 9 (5709), Philidor XIII and London XVIII (5726) let the mate stand, since each retracts only on the checker's warning with his next move."],
      pre + ['Bd7', ('pseudo', 'Qxd1#')], 'unannounced-check', 'white', 'upheld', game='EVER', silent=('Bd7',),
      remedies=['retract-to-point-of-check'], cites=['X'], glossed=['X'], moves={'retract-to-point-of-check': ans})

    items = ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']
    fin = after(None, items); assert fin.is_checkmate() and fin.piece_at(sq('b1')).piece_type == chess.KNIGHT
    case(5721, AC, 'knight-odds-the-b1-knight-left-on-white-mates-with-his-fourth-move',
      "White undertook to give his queen's knight and left it on b1; he mates with his fourth move (4. Qxf7); Black claims: law III, the adversary elects to recommence the game or play it out, so the mate is not yet a result",
      "[Odds \"white knight b1 left-on-board\"]. 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7, mate (asserted), check said; the b1 knight never moved. Black claims after the mate.",
      ['III'], ["Law III: «A player undertaking to give the odds of a Pawn or Piece, must remove the man before four moves on either side have been made, or his adversary may elect to recommence the game or play it out as it stands.» White has made four moves (laws.md A21: on one side suffices). Black elects. If he plays it out as it stands the mate stands; if he recommences it is nothing. The ruling therefore declares no result. Upheld: continue-as-is, restart-game, Black electing.",
       "Twenty-laws 14 would score the giver's mate a draw (but only after four moves on each side); Philidor IV and London IV also give the receiver the choice."],
      items, 'odds-man-not-removed', 'black', 'upheld', xtags=[('Odds', 'white knight b1 left-on-board')],
      remedies=['continue-as-is', 'restart-game'], elector='black', cites=['III'], glossed=['III'])

    S = '6k1/p4ppp/8/8/8/8/5PPP/2R3K1 w - - 0 1'
    b = after(S, []); assert chess.Move.from_uci('c1e3') not in b.pseudo_legal_moves
    items = [('raw', 'c1e3'), 'a6', 'Re8#']
    fin = after(S, items); assert fin.is_checkmate()
    case(5722, AC, 'back-rank-the-rook-moves-c1-e3-like-a-bishop-black-replies-is-mated-then-claims',
      "A back-rank ending: White's rook moves c1-e3 like a bishop; Black replies 1...a6; 2. Re8 mates; Black then claims the illegal move and White pleads that it is too late: the Acknowledged Laws set no limit",
      "White Kg1, Rc1, pawns f2 g2 h2; Black Kg8, pawns a7 f7 g7 h7. The rook goes c1-e3 ({[%move c1e3]}: a diagonal, no rook's move). Black replies 1...a6 (lawful, asserted). 2. Re8 mates (asserted), check said. Black claims the illegal move; White pleads lateness.",
      ['VII'], ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» Unlike twenty-laws 3 and 11, Boy's Own 7, Philidor VIII and London XXV, the Acknowledged Laws fix no moment after which the claim is closed. White's plea is dismissed. What the illegal-move claim itself yields is another ruling; this one, on the plea, declares no result, since the mate rests on a move still open to challenge.",
       "Under every other code the plea would be upheld and the mate would stand (5705, 5711, 5717)."],
      items, 'late-claim', 'white', 'dismissed', start=S, cites=['VII'], glossed=['VII'])

    pre = P('LT', 24)
    b = after(None, pre); mc = frm(b, 'h1'); mk = kingm(b); assert mc and mk
    assert chess.Move.from_uci('h1h5') not in b.pseudo_legal_moves
    bb = after(None, pre + [('raw', 'h1h5', 'check')]); assert bb.is_checkmate()
    case(5723, AC, 'lasker-thomas-13-the-h1-rook-leaps-its-own-h2-pawn-to-h5-and-the-board-shows-mate',
      "Lasker-Thomas: instead of 13. Neg4+ White's h1 rook goes to h5 over his own h2 pawn, says check, and the board shows mate; Black claims at once: law VII's menu, and no mate stands",
      "Ed. Lasker v Thomas, London 1912, to 12...Kh6. White moves the h1 rook to h5 ({[%move h1h5]}), through his own h2 pawn, and says check; on the board Black's king has no escape (asserted). Black claims before moving. Before the move the h1 rook and the e1 king have lawful moves (asserted)." + CHK,
      ['VII'], ["Law VII: «If a player ... make an illegal move, his adversary may compel him to take the man, make the right move, move his King, or replace the piece and make a legal move.» The menu is cut to what fits an illegal move of one's own man (laws.md A23): the right move with the same rook, a king move, or replace and any legal move; Black elects. A mate given by an illegal move claimed at once is no mate: the ruling declares no result.",
       "Boy's Own 7 and Philidor VIII would order the king move only (compare 5710); London XIII would add the choice to let the move stand, and with it the mate."],
      pre + [('raw', 'h1h5', 'check')], 'false-move', 'black', 'upheld', game='LT',
      remedies=['move-correctly', 'move-king', 'replace-and-move-legally'], elector='black', cites=['VII'],
      moves={'move-correctly': mc, 'move-king': mk})

    S = '7k/4K1bP/6P1/8/8/8/8/Q7 w - - 0 1'
    fin = after(S, ['Kf7']); assert not fin.is_stalemate() and not fin.is_check()
    assert fin.is_pinned(chess.BLACK, sq('g7')); lm = san_list(fin, fin.legal_moves)
    assert len(lm) == 6 and all(x.startswith('B') for x in lm)
    case(5724, AC, 'the-g7-bishop-pinned-on-the-long-diagonal-can-still-move-along-it-no-stalemate',
      "1. Kf7 leaves Black's h8 king without a square; Black says his g7 bishop is pinned by the a1 queen and claims stalemate: the bishop can still move along the pin, so there is none",
      "White Ke7, Qa1, pawns g6 h7; Black Kh8, Bg7. 1. Kf7: the h8 king is not in check and has no square (g8 and h7 are covered); the g7 bishop is pinned to it by the a1 queen, but can move along the diagonal, as far as taking the queen (asserted: Black's lawful moves are all bishop moves on that diagonal).",
      ['XIII'], ["Law XIII: «Stalemate is a drawn game.» A stalemate needs a player with no lawful move; a pinned man may still move along the line of the pin. Black has six lawful moves. Dismissed; the ruling declares no result and Black must play.",
       "The same finding under every code: Boy's Own 11 «none that can be moved», Philidor XVI «nothing else to play»."],
      ['Kf7'], 'stalemate-result', 'black', 'dismissed', start=S, cites=['XIII'])

    # ================= london-1847
    S = '7k/8/6K1/8/8/8/8/5Q2 b - - 0 1'
    sh, b = shuffle(S, ('f1', 'f2'), ('h8', 'g8'), 49, 50)
    assert b.turn == chess.WHITE
    items = [('ev', '[%fifty black]')] + sh
    case(5725, LO, 'queen-against-king-black-counts-and-claims-after-his-own-fiftieth-move',
      "King and queen against king: Black gives notice that he will count with Black to move, and claims the draw after his own fiftieth move, when White has played only forty-nine: premature",
      "White Kg6, Qf1; Black Kh8; Black to play. Black gives notice that he will count ({[%fifty black]}). The black king goes h8-g8-h8 and the queen f1-f2-f1 (asserted: no check, capture, mate or stalemate). After Black's fiftieth move and White's forty-ninth, Black claims a drawn game.",
      ['XXII'], ["Law XXII (found text): «he must checkmate his adversary in fifty moves on each side at most, or the game will be considered as drawn; the fifty moves commence from the time the adversary gives notice that he will count them. The law holds good for all other checkmates of Pieces only, such as Queen, or Rook only». The queen's mate is one of them, but the fifty are «on each side»: White still has his fiftieth move. Dismissed; the ruling declares no result and White is to play.",
       "Twenty-laws 19 and Philidor XVII count «for each player» and «on either side» the same way."],
      items, 'fifty-move-claim', 'black', 'dismissed', start=S, cites=['XXII'])

    pre = P('EVER', 42)
    b = after(None, pre + ['Bf5'], ('Bf5',)); assert b.is_check() and len(b.checkers()) == 2
    fin = after(None, pre + ['Bf5', ('pseudo', 'Qxg2#')], ('Bf5',)); assert fin.is_checkmate()
    case(5726, LO, 'evergreen-22-bf5-double-check-unsaid-black-ignores-it-and-mates-with-qxg2',
      "The Evergreen game: 22. Bf5 gives double check without a word; Black plays as if there were none and mates with 22...Qxg2, saying check; White asks that both moves go back: law XVIII, only on his next move, and he has none",
      "Anderssen v Dufresne to 21...Kxd7. 22. Bf5 uncovers the d1 rook: the d7 king is in check twice (asserted), and White says nothing (written without its sign). Black plays 22...Qxg2, saying check: White's king is mated (asserted). White claims.",
      [('london-1847', 'XVIII')], ["Law XVIII (found text): «If a player attack the adverse King without saying \"Check,\" his adversary is not obliged to attend to it : but if the former, in playing his next move, were to say \"Check,\" each player must retract his last move». Black did not attend to it, as he might; the retraction comes only with the checker's next move, and White is mated. Dismissed; the mate stands, and the ruling declares the game Black's.",
       "As under twenty-laws 5 (5704), Boy's Own 9 (5709) and Philidor XIII; under the Acknowledged Laws X the two-move exception undoes the mate (5720)."],
      pre + ['Bf5', ('pseudo', 'Qxg2#')], 'unannounced-check', 'white', 'dismissed', game='EVER', silent=('Bf5',),
      result='black', cites=['XVIII'])

    S = '8/8/8/6k1/8/6PK/5pPP/6B1 b - - 0 1'
    fin = after(S, ['fxg1=N#']); assert fin.is_checkmate()
    q = after(S, []); q.push(chess.Move.from_uci('f2g1q')); assert not q.is_checkmate() and not q.is_stalemate()
    case(5727, LO, 'the-f2-pawn-takes-on-g1-and-becomes-a-knight-with-mate-white-says-it-must-be-a-queen',
      "Black's f2 pawn takes the g1 bishop and becomes a knight, with mate; a queen would not have mated; White says the pawn must become a queen: law XXI, any piece the player thinks fit; dismissed",
      "White Kh3, Bg1, pawns g2 g3 h2; Black Kg5, pawn f2; Black to play. 1...fxg1=N, check said: the knight checks h3 and every square of White's king is covered or occupied (asserted mate). Made a queen, the pawn would have given no mate (asserted). White claims that a pawn must become a queen.",
      [('london-1847', 'XXI')], ["Law XXI (found text): «Every Pawn which has reached the 8th or last square of the chess-board must be immediately exchanged for a Queen, or any other Piece the player may think fit, even though all the pieces remain on the board.» Black thought a knight fit. Dismissed; the mate stands and the ruling declares the game Black's.",
       "Philidor IX the same (5718); twenty-laws, Boy's Own and the Acknowledged Laws are silent on promotion."],
      ['fxg1=N#'], 'promotion', 'white', 'dismissed', start=S, result='black', cites=['XXI'])

    pre = P('IMM', 36)
    b = after(None, pre); assert chess.Move.from_uci('f3f8') not in b.pseudo_legal_moves
    items = pre + [('raw', 'f3f8', 'check'), ('ev', '[%touch e8]')]
    bb = after(None, pre + [('raw', 'f3f8', 'check')]); assert bb.is_checkmate()
    case(5728, LO, 'immortal-game-19-the-queen-goes-to-f8-over-her-own-f5-knight-black-touches-his-king-then-claims',
      "The Immortal game: instead of 19. e5 White's queen goes f3-f8 over his own f5 knight, says check, and the board shows mate; Black touches his king and only then claims the false move: law XXV, no penalty, and the mate stands",
      "Anderssen v Kieseritzky, London 1851, to 18...Bxg1. The queen goes f3-f8 ({[%move f3f8]}) through the f5 knight and White says check; on the board Black's king has no escape (asserted). Black touches his e8 king ({[%touch e8]}), then claims the false move.",
      [('london-1847', 'XIII'), ('london-1847', 'XXV')], ["Law XIII gives three penalties for a false move; law XXV (found text): «If a player make a false move, castle improperly, &c. &c., the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty.» Black touched his king first. Out of time: the false move stands, and being mate it ends the game: the ruling declares it White's.",
       "Twenty-laws 3, Boy's Own 7 and Philidor VIII would still hear the claim, since Black has not played; the Acknowledged Laws set no limit at all."],
      items, 'false-move', 'black', 'out-of-time', game='IMM',
      result='white', cites=['XIII', 'XXV'], glossed=['XXV'])

    S = 'k7/8/K7/8/8/8/8/2R5 w - - 0 1'
    fin = after(S, ['Rb1']); assert fin.is_stalemate()
    case(5729, LO, 'rook-against-king-1-rb1-stalemates-black-a-drawn-game',
      "King and rook against king: 1. Rb1 takes b8 and b7 from the a8 king, which the a6 king already shuts in; Black, not in check, has no move: law XXIV, a drawn game",
      "White Ka6, Rc1; Black Ka8. 1. Rb1: Black is not in check and has no lawful move (asserted stalemate). Black claims.",
      [('london-1847', 'XXIV')], ["Law XXIV (found text): «A stalemate is a drawn game.» Upheld; the ruling declares the draw.",
       "Boy's Own 11 and Philidor XVI in England would give the game to Black; twenty-laws 17 and the Acknowledged Laws XIII draw it."],
      ['Rb1'], 'stalemate-result', 'black', 'upheld', start=S, result='draw', cites=['XXIV'])

    S = '4rkr1/p3p1p1/8/8/8/8/8/4K2R w K - 0 1'
    pre = ['Kd1', 'a6', 'Ke1', 'a5']
    b = after(S, pre); assert not b.has_kingside_castling_rights(chess.WHITE)
    mk = kingm(b, castling=False); mr = frm(b, 'h1'); assert mk and mr and 'Rf1#' in mr
    items = pre + [('raw', 'e1g1', 'check')]
    fin = after(S, items); assert fin.is_checkmate()
    case(5730, LO, 'the-king-went-to-d1-and-back-then-white-castles-and-the-rook-on-f1-mates',
      "White's king went to d1 and back; on move 3 White castles and his rook on f1 mates Black's walled-in king; Black claims at once: law XVI's three penalties, the first of which lets the castling, and the mate, stand",
      "White Ke1, Rh1; Black Kf8, Re8, Rg8, pawns a7 e7 g7. 1. Kd1 a6 2. Ke1 a5 3. O-O ({[%move e1g1]}), check said: the king has moved before (asserted: no castling right left), and the f1 rook mates on the board (asserted). Black claims before touching a man. Before the castling the king and the h1 rook have lawful moves, and one rook move, Rf1, is itself a lawful mate (asserted).",
      [('london-1847', 'XVI'), ('london-1847', 'XXV')], ["Law XVI (found text): «A player cannot castle in the following cases: 1. If the King or Rook have been moved. ... Should a player castle in any of the above cases, his adver sary has the choice of three penalties; viz., 1st, of insisting that the move remain; 2nd, of compelling him to move the King; 3rd, of compelling him to move the Rook.» Black claimed before touching a man (XXV). Black elects: if the castling remains, so does the mate; the king move may not be castling (laws.md A31); the rook move may be Rf1, mate again. Until Black elects, the ruling declares no result.",
       "Philidor XII would let the offender choose rook or king (compare 5716); twenty-laws 8 and Boy's Own 6 give the adversary a king or rook move only, with no choice to let the castling stand."],
      items, 'illegal-castling', 'black', 'upheld', start=S,
      remedies=['let-castling-stand', 'move-king-no-castling', 'move-rook'], elector='black', cites=['XVI', 'XXV'], glossed=['XVI'],
      moves={'move-king-no-castling': mk, 'move-rook': mr})
