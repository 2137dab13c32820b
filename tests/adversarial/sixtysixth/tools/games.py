"""The published games the set uses, as SAN movetext; each replays to its published end (gen.py asserts it).
Scores checked against copies found in the public code index (see the README)."""
import chess, re
G = {}
# Larsen-Spassky, USSR v Rest of the World, Belgrade 1970 (0-1)
G['LS'] = '1. b3 e5 2. Bb2 Nc6 3. c4 Nf6 4. Nf3 e4 5. Nd4 Bc5 6. Nxc6 dxc6 7. e3 Bf5 8. Qc2 Qe7 9. Be2 O-O-O 10. f4 Ng4 11. g3 h5 12. h3 h4 13. hxg4 hxg3 14. Rg1 Rh1 15. Rxh1 g2 16. Rf1 Qh4+ 17. Kd1 gxf1=Q+'
# Capablanca-Tartakower, New York 1924 (1-0), to 52. d6
G['CT'] = '1. d4 e6 2. Nf3 f5 3. c4 Nf6 4. Bg5 Be7 5. Nc3 O-O 6. e3 b6 7. Bd3 Bb7 8. O-O Qe8 9. Qe2 Ne4 10. Bxe7 Nxc3 11. bxc3 Qxe7 12. a4 Bxf3 13. Qxf3 Nc6 14. Rfb1 Rae8 15. Qh3 Rf6 16. f4 Na5 17. Qf3 d6 18. Re1 Qd7 19. e4 fxe4 20. Qxe4 g6 21. g3 Kf8 22. Kg2 Rf7 23. h4 d5 24. cxd5 exd5 25. Qxe8+ Qxe8 26. Rxe8+ Kxe8 27. h5 Rf6 28. hxg6 hxg6 29. Rh1 Kf8 30. Rh7 Rc6 31. g4 Nc4 32. g5 Ne3+ 33. Kf3 Nf5 34. Bxf5 gxf5 35. Kg3 Rxc3+ 36. Kh4 Rf3 37. g6 Rxf4+ 38. Kg5 Re4 39. Kf6 Kg8 40. Rg7+ Kh8 41. Rxc7 Re8 42. Kxf5 Re4 43. Kf6 Rf4+ 44. Ke5 Rg4 45. g7+ Kg8 46. Rxa7 Rg1 47. Kxd5 Rc1 48. Kd6 Rc2 49. d5 Rc1 50. Rc7 Ra1 51. Kc6 Rxa4 52. d6'
# Byrne-Fischer, Third Rosenwald Trophy, New York 1956 (0-1)
G['BF'] = '1. Nf3 Nf6 2. c4 g6 3. Nc3 Bg7 4. d4 O-O 5. Bf4 d5 6. Qb3 dxc4 7. Qxc4 c6 8. e4 Nbd7 9. Rd1 Nb6 10. Qc5 Bg4 11. Bg5 Na4 12. Qa3 Nxc3 13. bxc3 Nxe4 14. Bxe7 Qb6 15. Bc4 Nxc3 16. Bc5 Rfe8+ 17. Kf1 Be6 18. Bxb6 Bxc4+ 19. Kg1 Ne2+ 20. Kf1 Nxd4+ 21. Kg1 Ne2+ 22. Kf1 Nc3+ 23. Kg1 axb6 24. Qb4 Ra4 25. Qxb6 Nxd1 26. h3 Rxa2 27. Kh2 Nxf2 28. Re1 Rxe1 29. Qd8+ Bf8 30. Nxe1 Bd5 31. Nf3 Ne4 32. Qb8 b5 33. h4 h5 34. Ne5 Kg7 35. Kg1 Bc5+ 36. Kf1 Ng3+ 37. Ke1 Bb4+ 38. Kd1 Bb3+ 39. Kc1 Ne2+ 40. Kb1 Nc3+ 41. Kc1 Rc2#'
START = {}
END = {'LS': 'black queens with check (17...gxf1=Q+)', 'CT': '52. d6', 'BF': 'mate (41...Rc2#)'}
def toks(s): return [t for t in s.split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]
def final(k):
    b = chess.Board(START.get(k, chess.STARTING_FEN))
    for t in toks(G[k]): b.push_san(t)
    return b
def check_all():
    b = final('LS'); assert b.is_check() and len(b.pieces(chess.QUEEN, chess.BLACK)) == 2
    b = final('CT'); assert b.piece_at(chess.parse_square('d6')) == chess.Piece(chess.PAWN, chess.WHITE) and b.turn == chess.BLACK
    b = final('BF'); assert b.is_checkmate()
    return len(G)
if __name__ == '__main__':
    for k in G:
        b = final(k); print(k, b.fen(), b.is_check(), len(toks(G[k])))
