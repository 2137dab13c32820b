"""The published game the set uses, as SAN movetext; it replays with python-chess (gen.py asserts it)."""
import chess, re
G = {}
# Morphy - Duke Karl of Brunswick and Count Isouard, Paris (opera house) 1858, 1-0: to 17. Rd8#, its published end
G['OG'] = ('1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 '
           '10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8#')
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def final(k, start=None):
    b = chess.Board(start) if start else chess.Board()
    for t in toks(G[k]): b.push_san(t)
    return b
def check_all():
    b = final('OG'); assert len(toks(G['OG'])) == 33 and b.is_checkmate()
    return len(G)
if __name__ == '__main__':
    print(check_all(), final('OG').fen())
