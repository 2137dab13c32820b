"""Builds PGN movetext from a start position and a list of items, replaying every item with python-chess,
so the record written is the record replayed. Items:
  'Nf3' or 'Rxd4!'   a lawful move; a check it gives is said ({[%check]}) unless listed in `silent`
  ('pseudo', 'd4')   a move that is pseudo-legal only, because it ignores a check that was not announced
  ('ev', '[%touch f4]')  an event with no move (touch, adjust, fifty, ...), written as a comment
  ('raw', 'c8f5')    a move as made, not lawful: {[%move c8f5]}, applied as check_records.py applies it
  ('rawp', 'e3g4', 'white')  the player to move moves his adversary's man: {[%move e3g4 white]}, applied as made
  ('rawh', 'e7e5')   a move python-chess (which reads the board alone) takes for lawful, but which the pawn's
                     history makes false (a second "first move"): written {[%move e7e5]}, applied as made
  ('oot', 'c3g3', 'black')  a lawful move made out of turn by the named side: {[%move c3g3 black]}
  ('note', 'text')   a comment of the exporting software (clock, annotation), no event
"""
import re, chess
from lib import apply_raw

def strip(s): return re.sub(r'[!?]+$', '', s)

def build(board, items, silent=()):
    b = board.copy()
    out = []; need_num = True
    for it in items:
        if isinstance(it, str) or it[0] == 'pseudo':
            san = it if isinstance(it, str) else it[1]
            s = strip(san)
            if isinstance(it, str):
                m = b.parse_san(s)
            else:
                m = next(x for x in b.pseudo_legal_moves if b.san(x).rstrip('+#') == s.rstrip('+#'))
                assert m not in b.legal_moves
            ek = b.king(not b.turn)
            already = ek is not None and b.is_attacked_by(b.turn, ek)
            gives = b.gives_check(m) and not already
            tok = ''
            if b.turn == chess.WHITE: tok = f'{b.fullmove_number}. '
            elif need_num: tok = f'{b.fullmove_number}... '
            out.append(tok + san)
            b.push(m)
            need_num = False
            if gives and san not in silent:
                assert san.rstrip('!?').endswith(('+', '#')), san
                out.append('{[%check]}'); need_num = True
            elif san not in silent:
                assert not san.rstrip('!?').endswith(('+', '#')), san
            else:
                assert gives and not san.endswith(('+', '#')), san   # a silent check is written without its sign
        elif it[0] == 'bonus':   # ('bonus', san, n): the n-th of the odds receiver's first moves, made in a row
            mover = b.turn
            m = b.parse_san(strip(it[1]))
            assert not b.gives_check(m) or it[1].endswith(('+', '#'))
            out.append((f'{it[2]}. ' if mover == chess.WHITE else f'{it[2]}... ') + it[1])
            b.push(m)
            if len(it) < 4 or not it[3]: b.turn = mover   # not the last: the same side moves again
            elif mover == chess.WHITE: b.fullmove_number = it[2]   # the reply to the last bonus move carries its number
            need_num = True
        elif it[0] == 'ev':
            out.append('{' + it[1] + '}'); need_num = True
        elif it[0] == 'note':
            out.append('{ ' + it[1] + ' }'); need_num = True
        elif it[0] == 'raw':
            num = f'{b.fullmove_number}. ' if b.turn == chess.WHITE else (f'{b.fullmove_number}... ' if need_num else '')
            m = chess.Move.from_uci(it[1])
            assert m not in b.legal_moves, it
            mover = b.turn
            apply_raw(b, it[1])
            if mover == chess.BLACK: b.fullmove_number += 1
            out.append(num + '{[%move ' + it[1] + ']}'); need_num = True
            if len(it) > 2 and it[2] == 'check':
                out.append('{[%check]}')
        elif it[0] == 'free':   # ('free', 'e1h1', 'g1'): castling the old way, the king to h1, the rook to g1
            num = f'{b.fullmove_number}. ' if b.turn == chess.WHITE else (f'{b.fullmove_number}... ' if need_num else '')
            mover = b.turn
            kf, kt, rt = chess.parse_square(it[1][:2]), chess.parse_square(it[1][2:4]), chess.parse_square(it[2])
            k = b.remove_piece_at(kf); r = b.remove_piece_at(kt)
            assert k.piece_type == chess.KING and r.piece_type == chess.ROOK and b.piece_at(rt) is None
            b.set_piece_at(kt, k); b.set_piece_at(rt, r)
            b.castling_rights &= ~(chess.BB_RANK_1 if mover else chess.BB_RANK_8); b.ep_square = None; b.turn = not mover
            if mover == chess.BLACK: b.fullmove_number += 1
            out.append(num + '{[%move ' + it[1] + ' ' + it[2] + ']}'); need_num = True
        elif it[0] == 'rawp':
            num = f'{b.fullmove_number}. ' if b.turn == chess.WHITE else (f'{b.fullmove_number}... ' if need_num else '')
            side = chess.WHITE if it[2] == 'white' else chess.BLACK
            assert b.turn == side and b.piece_at(chess.parse_square(it[1][:2])).color != side, it
            mover = b.turn
            apply_raw(b, it[1])
            if mover == chess.BLACK: b.fullmove_number += 1
            out.append(num + '{[%move ' + it[1] + ' ' + it[2] + ']}'); need_num = True
        elif it[0] == 'rawh':
            num = f'{b.fullmove_number}. ' if b.turn == chess.WHITE else (f'{b.fullmove_number}... ' if need_num else '')
            m = chess.Move.from_uci(it[1])
            assert m in b.legal_moves and b.is_capture(m) is False, it
            mover = b.turn
            apply_raw(b, it[1])
            if mover == chess.BLACK: b.fullmove_number += 1
            out.append(num + '{[%move ' + it[1] + ']}'); need_num = True
        elif it[0] == 'oot':
            side = chess.WHITE if it[2] == 'white' else chess.BLACK
            assert b.turn != side
            b.turn = side
            m = chess.Move.from_uci(it[1]); assert m in b.legal_moves, it
            b.push(m)
            if side == chess.BLACK: b.fullmove_number -= 1   # a Black move made in White's turn: White's move keeps its number
            out.append('{[%move ' + it[1] + ' ' + it[2] + ']}'); need_num = True
    return ' '.join(out), b
