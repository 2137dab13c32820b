"""The published games the set uses, as SAN movetext; each replays to its published end (gen.py asserts it).
Scores checked against copies found in the public code index (see the README)."""
import chess, re
G = {}
# Bowdler-Conway, London 1788 (1-0)
G['BC'] = ('1. e4 e5 2. Bc4 Bc5 3. d3 c6 4. Qe2 d6 5. f4 exf4 6. Bxf4 Qb6 7. Qf3 Qxb2 8. Bxf7+ Kd7 9. Ne2 Qxa1 '
           '10. Kd2 Bb4+ 11. Nbc3 Bxc3+ 12. Nxc3 Qxh1 13. Qg4+ Kc7 14. Qxg7 Nd7 15. Qg3 b6 16. Nb5+ cxb5 17. Bxd6+ Kb7 '
           '18. Bd5+ Ka6 19. d4 b4 20. Bxb4 Kb5 21. c4+ Kxb4 22. Qb3+ Ka5 23. Qb5#')
# Schulder-Boden, London 1853 (0-1), "Boden's mate"
G['SB'] = ('1. e4 e5 2. Nf3 d6 3. c3 f5 4. Bc4 Nf6 5. d4 fxe4 6. dxe5 exf3 7. exf6 Qxf6 8. gxf3 Nc6 9. f4 Bd7 10. Be3 O-O-O '
           '11. Nd2 Re8 12. Qf3 Bf5 13. O-O-O d5 14. Bxd5 Qxc3+ 15. bxc3 Ba3#')
# Hamppe-Meitner, Vienna 1872 (1/2-1/2), "the Immortal Draw"
G['HM'] = ('1. e4 e5 2. Nc3 Bc5 3. Na4 Bxf2+ 4. Kxf2 Qh4+ 5. Ke3 Qf4+ 6. Kd3 d5 7. Kc3 Qxe4 8. Kb3 Na6 9. a3 Qxa4+ '
           '10. Kxa4 Nc5+ 11. Kb4 a5+ 12. Kxc5 Ne7 13. Bb5+ Kd8 14. Bc6 b6+ 15. Kb5 Nxc6 16. Kxc6 Bb7+ 17. Kb5 Ba6+ '
           '18. Kc6 Bb7+')
START = {}
END = {'BC': 'mate (23. Qb5#)', 'SB': 'mate (15...Ba3#)', 'HM': '18...Bb7+, drawn by perpetual check'}
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def final(k):
    b = chess.Board(START.get(k, chess.STARTING_FEN))
    for t in toks(G[k]): b.push_san(t)
    return b
def check_all():
    b = final('BC'); assert b.is_checkmate() and b.turn == chess.BLACK and len(toks(G['BC'])) == 45
    b = final('SB'); assert b.is_checkmate() and b.turn == chess.WHITE and len(toks(G['SB'])) == 30
    b = final('HM'); assert b.is_check() and b.turn == chess.WHITE and len(toks(G['HM'])) == 36
    # the perpetual: the position after 16...Bb7+ recurs after 18...Bb7+
    b1 = chess.Board()
    for t in toks(G['HM'])[:32]: b1.push_san(t)
    assert b1.board_fen() == b.board_fen() and b1.turn == b.turn
    return len(G)
if __name__ == '__main__':
    print(check_all())
    for k in G:
        b = final(k); print(k, b.fen(), b.is_check(), len(toks(G[k])))
