"""The published games the set uses, as SAN movetext; each replays with python-chess (gen.py asserts it).
Scores checked against copies found in the public code index (see the README)."""
import chess, re
G = {}
# Anderssen-Kieseritzky, London 1851 ("the Immortal game"), 1-0: to 23. Be7#, its published end
G['IM'] = ('1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 9. Nf5 c6 '
           '10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 '
           '18. Bd6 Bxg1 19. e5 Qxa1+ 20. Ke2 Na6 21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7#')
# Anderssen-Dufresne, Berlin 1852 ("the Evergreen game"), 1-0: to 24. Bxe7#, its published end
G['EV'] = ('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O d3 8. Qb3 Qf6 9. e5 Qg6 '
           '10. Re1 Nge7 11. Ba3 b5 12. Qxb5 Rb8 13. Qa4 Bb6 14. Nbd2 Bb7 15. Ne4 Qf5 16. Bxd3 Qh5 17. Nf6+ gxf6 '
           '18. exf6 Rg8 19. Rad1 Qxf3 20. Rxe7+ Nxe7 21. Qxd7+ Kxd7 22. Bf5+ Ke8 23. Bd7+ Kf8 24. Bxe7#')
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def final(k):
    b = chess.Board()
    for t in toks(G[k]): b.push_san(t)
    return b
def check_all():
    b = final('IM'); assert len(toks(G['IM'])) == 45 and b.is_checkmate()
    b = final('EV'); assert len(toks(G['EV'])) == 47 and b.is_checkmate()
    return len(G)
if __name__ == '__main__':
    print(check_all())
