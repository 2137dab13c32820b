"""The published games the set uses, as SAN movetext; each replays with python-chess (gen.py asserts it)."""
import chess, re
G = {}
# Edward Lasker-George Thomas, London 1912 (the king hunt), 1-0: to 18. Kd2#, its published end
G['LT'] = ('1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 4. Bg5 Be7 5. Bxf6 Bxf6 6. e4 fxe4 7. Nxe4 b6 8. Ne5 O-O 9. Bd3 Bb7 '
           '10. Qh5 Qe7 11. Qxh7+ Kxh7 12. Nxf6+ Kh6 13. Neg4+ Kg5 14. h4+ Kf4 15. g3+ Kf3 16. Be2+ Kg2 17. Rh2+ Kg1 18. Kd2#')
# Teed-Delmar, New York 1896, 1-0: to 8. Bg6#, its published end
G['TD'] = '1. d4 f5 2. Bg5 h6 3. Bf4 g5 4. Bg3 f4 5. e3 h5 6. Bd3 Rh6 7. Qxh5+ Rxh5 8. Bg6#'
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def final(k, start=None):
    b = chess.Board(start) if start else chess.Board()
    for t in toks(G[k]): b.push_san(t)
    return b
def check_all():
    b = final('LT'); assert len(toks(G['LT'])) == 35 and b.is_checkmate()
    b = final('TD'); assert len(toks(G['TD'])) == 15 and b.is_checkmate()
    return len(G)
if __name__ == '__main__':
    print(check_all())
