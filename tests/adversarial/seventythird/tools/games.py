"""The published games the set uses, as SAN movetext; each replays with python-chess (gen.py asserts it)."""
import chess, re
G = {}
# Steinitz-von Bardeleben, Hastings 1895, 1-0: to 25. Rxh7+, its published end (Black left the board)
G['SVB'] = ('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Nc3 d5 8. exd5 Nxd5 9. O-O Be6 '
            '10. Bg5 Be7 11. Bxd5 Bxd5 12. Nxd5 Qxd5 13. Bxe7 Nxe7 14. Re1 f6 15. Qe2 Qd7 16. Rac1 c6 17. d5 cxd5 '
            '18. Nd4 Kf7 19. Ne6 Rhc8 20. Qg4 g6 21. Ng5+ Ke8 22. Rxe7+ Kf8 23. Rf7+ Kg8 24. Rg7+ Kh8 25. Rxh7+')
# Kasparov-Topalov, Wijk aan Zee 1999, 1-0: to 44. Qa7, its published end (Black resigned)
G['KT'] = ('1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. Be3 Bg7 5. Qd2 c6 6. f3 b5 7. Nge2 Nbd7 8. Bh6 Bxh6 9. Qxh6 Bb7 '
           '10. a3 e5 11. O-O-O Qe7 12. Kb1 a6 13. Nc1 O-O-O 14. Nb3 exd4 15. Rxd4 c5 16. Rd1 Nb6 17. g3 Kb8 '
           '18. Na5 Ba8 19. Bh3 d5 20. Qf4+ Ka7 21. Rhe1 d4 22. Nd5 Nbxd5 23. exd5 Qd6 24. Rxd4 cxd4 25. Re7+ Kb6 '
           '26. Qxd4+ Kxa5 27. b4+ Ka4 28. Qc3 Qxd5 29. Ra7 Bb7 30. Rxb7 Qc4 31. Qxf6 Kxa3 32. Qxa6+ Kxb4 33. c3+ Kxc3 '
           '34. Qa1+ Kd2 35. Qb2+ Kd1 36. Bf1 Rd2 37. Rd7 Rxd7 38. Bxc4 bxc4 39. Qxh8 Rd3 40. Qa8 c3 41. Qa4+ Ke1 '
           '42. f4 f5 43. Kc1 Rd2 44. Qa7')
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def final(k):
    b = chess.Board()
    for t in toks(G[k]): b.push_san(t)
    return b
def check_all():
    b = final('SVB'); assert len(toks(G['SVB'])) == 49 and b.is_check() and not b.is_game_over()
    b = final('KT'); assert len(toks(G['KT'])) == 87 and not b.is_game_over()
    return len(G)
if __name__ == '__main__':
    print(check_all())
