"""The published games the set uses, as SAN movetext (written from the published scores; python-chess replays
each one to its end, which gen.py asserts)."""
import chess, re
G = {}
# Rotlewi - Rubinstein, Lodz 1907 (0-1)
G['RR'] = ('1. d4 d5 2. Nf3 e6 3. e3 c5 4. c4 Nc6 5. Nc3 Nf6 6. dxc5 Bxc5 7. a3 a6 8. b4 Bd6 9. Bb2 O-O 10. Qd2 Qe7 '
           '11. Bd3 dxc4 12. Bxc4 b5 13. Bd3 Rd8 14. Qe2 Bb7 15. O-O Ne5 16. Nxe5 Bxe5 17. f4 Bc7 18. e4 Rac8 '
           '19. e5 Bb6+ 20. Kh1 Ng4 21. Be4 Qh4 22. g3 Rxc3 23. gxh4 Rd2 24. Qxd2 Bxe4+ 25. Qg2 Rh3')
# Lasker - Bauer, Amsterdam 1889 (1-0), to the win of the queen
G['LB'] = ('1. f4 d5 2. e3 Nf6 3. b3 e6 4. Bb2 Be7 5. Bd3 b6 6. Nc3 Bb7 7. Nf3 Nbd7 8. O-O O-O 9. Ne2 c5 10. Ng3 Qc7 '
           '11. Ne5 Nxe5 12. Bxe5 Qc6 13. Qe2 a6 14. Nh5 Nxh5 15. Bxh7+ Kxh7 16. Qxh5+ Kg8 17. Bxg7 Kxg7 18. Qg4+ Kh7 '
           '19. Rf3 e5 20. Rh3+ Qh6 21. Rxh6+ Kxh6')
# Torre - Em. Lasker, Moscow 1925 (1-0), through the windmill
G['TL'] = ('1. d4 Nf6 2. Nf3 e6 3. Bg5 c5 4. e3 cxd4 5. exd4 Be7 6. Nbd2 d6 7. c3 Nbd7 8. Bd3 b6 9. Nc4 Bb7 10. Qe2 Qc7 '
           '11. O-O O-O 12. Rfe1 Rfe8 13. Rad1 Nf8 14. Bc1 Nd5 15. Ng5 b5 16. Na3 b4 17. cxb4 Nxb4 18. Qh5 Bxg5 '
           '19. Bxg5 Nxd3 20. Rxd3 Qa5 21. b4 Qf5 22. Rg3 h6 23. Nc4 Qd5 24. Ne3 Qb5 25. Bf6 Qxh5 26. Rxg7+ Kh8 '
           '27. Rxf7+ Kg8 28. Rg7+ Kh8 29. Rxb7+ Kg8 30. Rg7+ Kh8 31. Rg5+ Kh7 32. Rxh5 Kg6 33. Rh3 Kxf6')
# Greco, c. 1620: the Damiano defence
G['GD'] = ('1. e4 e5 2. Nf3 f6 3. Nxe5 fxe5 4. Qh5+ Ke7 5. Qxe5+ Kf7 6. Bc4+ d5 7. Bxd5+ Kg6 8. h4 h5 9. Bxb7 Bxb7 '
           '10. Qf5+ Kh6 11. d4+ g5 12. Qf7 Qe7 13. hxg5+ Qxg5 14. Rxh5#')
# Greco, c. 1620: 1...b6 and the mate on g6
G['GB'] = '1. e4 b6 2. d4 Bb7 3. Bd3 f5 4. exf5 Bxg2 5. Qh5+ g6 6. fxg6 Nf6 7. gxh7+ Nxh5 8. Bg6#'
# The Blackburne Shilling gambit trap (Black mates)
G['BS'] = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3#'
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def final(k):
    b = chess.Board()
    for t in toks(G[k]): b.push_san(t)
    return b
def check_all():
    assert final('GD').is_checkmate() and final('GB').is_checkmate() and final('BS').is_checkmate()
    for k in G: final(k)
    return len(G)
if __name__ == '__main__':
    print(check_all(), 'games replay')
    for k in G: print(k, final(k).fen())
