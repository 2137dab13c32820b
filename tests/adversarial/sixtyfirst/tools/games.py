"""The published games the set uses, as SAN movetext; each replays legally to its published end (asserted).
Adams-Torre, New Orleans 1920; Paulsen-Morphy, New York 1857; Fischer-Benko, US Championship 1963/64;
Deep Blue-Kasparov, New York 1997, game 6."""
import chess, re
G = {}
G['AT'] = '1. e4 e5 2. Nf3 d6 3. d4 exd4 4. Qxd4 Nc6 5. Bb5 Bd7 6. Bxc6 Bxc6 7. Nc3 Nf6 8. O-O Be7 9. Nd5 Bxd5 10. exd5 O-O 11. Bg5 c6 12. c4 cxd5 13. cxd5 Re8 14. Rfe1 a5 15. Re2 Rc8 16. Rae1 Qd7 17. Bxf6 Bxf6 18. Qg4 Qb5 19. Qc4 Qd7 20. Qc7 Qb5 21. a4 Qxa4 22. Re4 Qb5 23. Qxb7'
G['PM'] = '1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. Bb5 Bc5 5. O-O O-O 6. Nxe5 Re8 7. Nxc6 dxc6 8. Bc4 b5 9. Be2 Nxe4 10. Nxe4 Rxe4 11. Bf3 Re6 12. c3 Qd3 13. b4 Bb6 14. a4 bxa4 15. Qxa4 Bd7 16. Ra2 Rae8 17. Qa6 Qxf3 18. gxf3 Rg6+ 19. Kh1 Bh3 20. Rd1 Bg2+ 21. Kg1 Bxf3+ 22. Kf1 Bg2+ 23. Kg1 Bh3+ 24. Kh1 Bxf2 25. Qf1 Bxf1 26. Rxf1 Re2 27. Ra1 Rh6 28. d4 Be3'
G['FB'] = '1. e4 g6 2. d4 Bg7 3. Nc3 d6 4. f4 Nf6 5. Nf3 O-O 6. Bd3 Bg4 7. h3 Bxf3 8. Qxf3 Nc6 9. Be3 e5 10. dxe5 dxe5 11. f5 gxf5 12. Qxf5 Nd4 13. Qf2 Ne8 14. O-O Nd6 15. Qg3 Kh8 16. Qg4 c6 17. Qh5 Qe8 18. Bxd4 exd4 19. Rf6 Kg8 20. e5 h6 21. Ne2'
G['DK'] = '1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nd7 5. Ng5 Ngf6 6. Bd3 e6 7. N1f3 h6 8. Nxe6 Qe7 9. O-O fxe6 10. Bg6+ Kd8 11. Bf4 b5 12. a4 Bb7 13. Re1 Nd5 14. Bg3 Kc8 15. axb5 cxb5 16. Qd3 Bc6 17. Bf5 exf5 18. Rxe7 Bxe7 19. c4'
# the published end of each (the loser resigned in each): Adams-Torre 23. Qxb7, Paulsen-Morphy 28...Be3,
# Fischer-Benko 21. Ne2, Deep Blue-Kasparov 19. c4
END = {'AT': '2r1r1k1/1Q3ppp/3p1b2/pq1P4/4R3/5N2/1P3PPP/4R1K1 b - - 0 23',
       'PM': '6k1/p1p2ppp/2p4r/8/1P1P4/2P1b3/4r2P/R1B2R1K w - - 1 29',
       'FB': 'r3qrk1/pp3pb1/2pn1R1p/4P2Q/3p4/3B3P/PPP1N1P1/R5K1 b - - 1 21',
       'DK': 'r1k4r/p2nb1p1/2b4p/1p1n1p2/2PP4/3Q1NB1/1P3PPP/R5K1 b - - 0 19'}
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def check_all():
    for k in G:
        b = chess.Board()
        for t in toks(G[k]): b.push_san(t)
        assert b.fen() == END[k], (k, b.fen())
    return len(G)
if __name__ == '__main__':
    print(check_all(), 'games replay to their published ends')
