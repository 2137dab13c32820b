#!/usr/bin/env python3
"""Replays the PGN of every adversarial case with python-chess, to check that the positions are
real and that every move written in SAN is a legal move (a move that ignores an unannounced check
is accepted as pseudo-legal and reported).  {[%move ...]} moves are applied as made, legal or not,
and reported as legal/illegal so the case's claim about them can be checked by eye.
Used only to check the cases' own move sequences; it knows nothing of the engine."""
import re, sys, glob, tomllib
import chess

ODDS_SQ = {"pawn": {"white": "f2", "black": "f7"}}

def san_pseudo(board, tok):
    tok = tok.rstrip("+#!?")
    for m in board.pseudo_legal_moves:
        try:
            s = board.san(m).rstrip("+#")
        except Exception:
            continue
        if s == tok:
            return m
    return None

def replay(path, verbose=False):
    case = tomllib.load(open(path, "rb"))
    pgn = case["pgn"]
    tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', pgn))
    body = re.sub(r'^\[\w+ "[^"]*"\]\s*$', "", pgn, flags=re.M)
    board = chess.Board(tags["FEN"]) if "FEN" in tags else chess.Board()
    notes = []
    if not board.is_valid():
        notes.append(f"start position invalid: {board.status()!r}")
    extra_moves = 0
    giver = None
    if "Odds" in tags:
        parts = tags["Odds"].split()
        giver, kind = parts[0], parts[1]
        left = "left-on-board" in parts
        sq = None
        for p in parts[2:]:
            if re.fullmatch(r"[a-h][1-8]", p):
                sq = p
        if kind == "pawn" and sq is None:
            sq = ODDS_SQ["pawn"][giver]
        if kind == "pawn-and-moves":
            sq = ODDS_SQ["pawn"][giver]
            extra_moves = int(parts[2]) - 1
        if sq and not left:
            board.remove_piece_at(chess.parse_square(sq))
        if giver == "black" and kind != "pawn-and-moves":
            board.turn = chess.BLACK
    toks = re.findall(r"\{[^}]*\}|[^\s{}]+", body)
    receiver_moves_left = extra_moves
    first = next((t for t in toks if not t.startswith("{")), "")
    if re.fullmatch(r"\d+\.\.\.", first):
        board.turn = chess.BLACK
    for t in toks:
        if re.fullmatch(r"\d+\.(\.\.)?", t):
            continue
        if t.startswith("{"):
            cmd = re.search(r"\[%(\w+)\s*([^\]]*)\]", t)
            name, args = cmd.group(1), cmd.group(2).split()
            if name == "move":
                uci = args[0]
                who = args[1] if len(args) > 1 else None
                if who:
                    board.turn = chess.WHITE if who == "white" else chess.BLACK
                m = chess.Move.from_uci(uci)
                legal = m in board.legal_moves
                notes.append(f"%move {uci} by {'white' if board.turn else 'black'}: {'LEGAL' if legal else 'illegal'}")
                if legal:
                    board.push(m)
                else:
                    mover = board.turn
                    pc = board.remove_piece_at(m.from_square)
                    if pc is None:
                        notes.append("  !! no man on from-square")
                        continue
                    if m.promotion:
                        pc = chess.Piece(m.promotion, pc.color)
                    board.set_piece_at(m.to_square, pc)
                    # castling by the king moves the rook too
                    if pc.piece_type == chess.KING and abs(m.to_square - m.from_square) == 2:
                        r_from = m.to_square + 1 if m.to_square > m.from_square else m.to_square - 2
                        r_to = m.to_square - 1 if m.to_square > m.from_square else m.to_square + 1
                        rk = board.remove_piece_at(r_from)
                        if rk:
                            board.set_piece_at(r_to, rk)
                    board.ep_square = None
                    board.castling_rights &= ~chess.BB_SQUARES[m.from_square]
                    if pc.piece_type == chess.KING:
                        board.castling_rights &= ~(chess.BB_RANK_1 if mover else chess.BB_RANK_8)
                    board.turn = not mover
                    if pc.color != mover:
                        notes.append("  (moved the adversary's man)")
            else:
                notes.append(f"%{name} {' '.join(args)}")
            continue
        # SAN
        try:
            m = board.parse_san(t)
            board.push(m)
            status = ""
        except Exception:
            m = san_pseudo(board, t)
            if m is None:
                notes.append(f"!! SAN {t} not playable at {board.fen()}")
                return notes, board
            board.push(m)
            notes.append(f"SAN {t}: pseudo-legal only (ignores/leaves a check)")
        if receiver_moves_left > 0 and board.turn == chess.BLACK:
            board.turn = chess.WHITE
            receiver_moves_left -= 1
    notes.append("final: " + board.fen())
    if board.is_checkmate():
        notes.append("final: CHECKMATE")
    elif board.is_stalemate():
        notes.append("final: STALEMATE")
    elif board.is_check():
        notes.append("final: side to move in check")
    return notes, board

if __name__ == "__main__":
    files = sys.argv[1:] or sorted(glob.glob("/work/adversarial/*/*.toml"))
    for f in files:
        notes, _ = replay(f)
        print("==", f.split("adversarial/")[-1])
        for n in notes:
            print("   ", n)
