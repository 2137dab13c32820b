import chess
def sq(s): return chess.parse_square(s)
def key(m): return (m.from_square, m.to_square)
def san_list(board, moves):
    ms = sorted(moves, key=key)   # stable: promotions keep python-chess order
    return [board.san(m) for m in ms]
def legal_from(board, frm):
    return [m for m in board.legal_moves if m.from_square==sq(frm)]
def king_moves(board, color=None, castling=True):
    b=board
    k=b.king(b.turn)
    out=[m for m in b.legal_moves if m.from_square==k]
    if not castling:
        out=[m for m in out if not b.is_castling(m)]
    return out
def apply_raw(board, uci):
    """apply a move as made (irregular), like check_records.py"""
    m=chess.Move.from_uci(uci)
    mover=board.turn
    pc=board.remove_piece_at(m.from_square)
    if m.promotion: pc=chess.Piece(m.promotion,pc.color)
    board.set_piece_at(m.to_square,pc)
    if pc.piece_type==chess.KING and abs(m.to_square-m.from_square)==2:
        r_from = m.to_square+1 if m.to_square>m.from_square else m.to_square-2
        r_to = m.to_square-1 if m.to_square>m.from_square else m.to_square+1
        rk=board.remove_piece_at(r_from)
        if rk: board.set_piece_at(r_to,rk)
    board.ep_square=None
    board.castling_rights &= ~chess.BB_SQUARES[m.from_square]
    if pc.piece_type==chess.KING:
        board.castling_rights &= ~(chess.BB_RANK_1 if mover else chess.BB_RANK_8)
    board.turn = not mover
