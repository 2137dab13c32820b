"""The published games the set uses, as SAN movetext; each replays to its published end (gen.py asserts it).
Scores checked against copies found in the public code index (see the README)."""
import chess, re
G = {}
# Canal-NN, Budapest 1934 (simultaneous display), "the Peruvian Immortal" (1-0)
G['CN'] = '1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 c6 5. Nf3 Bg4 6. Bf4 e6 7. h3 Bxf3 8. Qxf3 Bb4 9. Be2 Nd7 10. a3 O-O-O 11. axb4 Qxa1+ 12. Kd2 Qxh1 13. Qxc6+ bxc6 14. Ba6#'
# Spassky-Bronstein, USSR Championship, Leningrad 1960 (1-0)
G['SB'] = '1. e4 e5 2. f4 exf4 3. Nf3 d5 4. exd5 Bd6 5. Nc3 Ne7 6. d4 O-O 7. Bd3 Nd7 8. O-O h6 9. Ne4 Nxd5 10. c4 Ne3 11. Bxe3 fxe3 12. c5 Be7 13. Bc2 Re8 14. Qd3 e2 15. Nd6 Nf8 16. Nxf7 exf1=Q+ 17. Rxf1 Bf5 18. Qxf5 Qd7 19. Qf4 Bf6 20. N3e5 Qe7 21. Bb3 Bxe5 22. Nxe5+ Kh7 23. Qe4+'
# Gibaud-Lazard, Paris 1924 (0-1)
G['GL'] = '1. d4 Nf6 2. Nd2 e5 3. dxe5 Ng4 4. h3 Ne3'
START = {}
END = {'CN': 'mate (14. Ba6#)', 'SB': '23. Qe4+', 'GL': '4...Ne3'}
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def final(k):
    b = chess.Board(START.get(k, chess.STARTING_FEN))
    for t in toks(G[k]): b.push_san(t)
    return b
def check_all():
    b = final('CN'); assert b.is_checkmate()
    b = final('SB'); assert b.is_check() and b.turn == chess.BLACK
    b = final('GL'); assert b.turn == chess.WHITE and b.piece_at(chess.parse_square('e3')) == chess.Piece(chess.KNIGHT, chess.BLACK)
    return len(G)
if __name__ == '__main__':
    print(check_all())
    for k in G:
        b = final(k); print(k, b.fen(), b.is_check(), len(toks(G[k])))
