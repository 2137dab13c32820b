"""The published games the set uses, as SAN movetext; each replays with python-chess (gen.py asserts it).
Scores checked against copies found in the public code index (see the README)."""
import chess, re
G = {}
# Adams-Torre, New Orleans 1920 (1-0): replayed to 23. Qxb7, its published end (Black resigned)
G['AT'] = ('1. e4 e5 2. Nf3 d6 3. d4 exd4 4. Qxd4 Nc6 5. Bb5 Bd7 6. Bxc6 Bxc6 7. Nc3 Nf6 8. O-O Be7 9. Nd5 Bxd5 '
           '10. exd5 O-O 11. Bg5 c6 12. c4 cxd5 13. cxd5 Re8 14. Rfe1 a5 15. Re2 Rc8 16. Rae1 Qd7 17. Bxf6 Bxf6 '
           '18. Qg4 Qb5 19. Qc4 Qd7 20. Qc7 Qb5 21. a4 Qxa4 22. Re4 Qb5 23. Qxb7')
# Greco-NN, 1620 (Damiano's defence): used to 12. Qf7, the part of the score found in two independent copies
G['GR'] = ('1. e4 e5 2. Nf3 f6 3. Nxe5 fxe5 4. Qh5+ Ke7 5. Qxe5+ Kf7 6. Bc4+ d5 7. Bxd5+ Kg6 8. h4 h5 9. Bxb7 Bxb7 '
           '10. Qf5+ Kh6 11. d4+ g5 12. Qf7')
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def final(k):
    b = chess.Board()
    for t in toks(G[k]): b.push_san(t)
    return b
def check_all():
    b = final('AT'); assert len(toks(G['AT'])) == 45 and b.turn == chess.BLACK and not b.is_game_over()
    b = final('GR'); assert len(toks(G['GR'])) == 23 and b.turn == chess.BLACK
    k = b.king(chess.BLACK); assert not [m for m in b.legal_moves if m.from_square == k]   # the h6 king has no square
    return len(G)
if __name__ == '__main__':
    print(check_all())
