"""The published game the set uses, as SAN movetext; it replays with python-chess (gen.py asserts it)."""
import chess, re
G = {}
# Levitsky-Marshall, Breslau 1912 (the "gold coins" game), 0-1: to 23...Qg3, its published end (White resigned)
G['LM'] = ('1. d4 e6 2. e4 d5 3. Nc3 c5 4. Nf3 Nc6 5. exd5 exd5 6. Be2 Nf6 7. O-O Be7 8. Bg5 O-O 9. dxc5 Be6 '
           '10. Nd4 Bxc5 11. Nxe6 fxe6 12. Bg4 Qd6 13. Bh3 Rae8 14. Qd2 Bb4 15. Bxf6 Rxf6 16. Rad1 Qc5 17. Qe2 Bxc3 '
           '18. bxc3 Qxc3 19. Rxd5 Nd4 20. Qh5 Ref8 21. Re5 Rh6 22. Qg5 Rxh3 23. Rc5 Qg3')
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def final(k, start=None):
    b = chess.Board(start) if start else chess.Board()
    for t in toks(G[k]): b.push_san(t)
    return b
def check_all():
    b = final('LM'); assert len(toks(G['LM'])) == 46 and not b.is_game_over()
    # after 23...Qg3 every White capture of the queen loses: fxg3 Rxf1#-style threats are the point; the score only is checked
    return len(G)
if __name__ == '__main__':
    print(check_all(), final('LM').fen())
