"""The published games the set uses, as SAN movetext; each replays to its published end (gen.py asserts it).
Scores checked against copies found in the public code index (see the README)."""
import chess, re
G = {}
# Reti-Tartakower, Vienna 1910 (1-0)
G['RT'] = ('1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 6. dxe5 Qa5+ 7. Bd2 Qxe5 8. O-O-O Nxe4 9. Qd8+ Kxd8 '
           '10. Bg5+ Kc7 11. Bd8#')
# Legall de Kermeur-Saint Brie, Paris 1750 (1-0), "Legal's mate"
G['LS'] = '1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5#'
# Morphy-Duke Karl of Brunswick and Count Isouard, Paris 1858 (1-0), "the Opera game"
G['OP'] = ('1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 '
           '10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8#')
START = {}
END = {'RT': 'mate (11. Bd8#)', 'LS': 'mate (7. Nd5#)', 'OP': 'mate (17. Rd8#)'}
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def final(k):
    b = chess.Board(START.get(k, chess.STARTING_FEN))
    for t in toks(G[k]): b.push_san(t)
    return b
def check_all():
    b = final('RT'); assert b.is_checkmate() and b.turn == chess.BLACK and len(toks(G['RT'])) == 21
    b = final('LS'); assert b.is_checkmate() and b.turn == chess.BLACK and len(toks(G['LS'])) == 13
    b = final('OP'); assert b.is_checkmate() and b.turn == chess.BLACK and len(toks(G['OP'])) == 33
    return len(G)
if __name__ == '__main__':
    print(check_all())
    for k in G:
        b = final(k); print(k, b.fen(), len(toks(G[k])))
