#!/usr/bin/env python3
"""Replays the PGN record of every case file of the forty-first set with python-chess (python3 tools/check_replay.py,
from any directory) and checks it against what the case says:
- every SAN move is lawful (no record of this set holds an irregular move);
- every check given is announced with {[%check]} right after the move, except the one the record is about
  (R1: 17... Bh2+); and every {[%check]} follows a move that does check, except the false ones (R4: 18. Na5);
- every {[%touch]} is made by the player the case says (the player to move, or the one the command names) on a
  man of the colour the case says;
- the final position and the sequence of events are those the ruling rests on.
It knows nothing of the engine."""
import glob, os, re, sys, tomllib, io, contextlib
import chess
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
with contextlib.redirect_stdout(io.StringIO()):
    import facts
CASE_REC = facts.CASE_REC
W, B = chess.WHITE, chess.BLACK
# (square touched, who touched, whose man, was it the toucher's turn)
TOUCHES = {'R1': [('b1', W, W, True)], 'R5': [('b1', W, W, True)], 'R2': [('e4', W, W, False)],
           'R3': [('h5', W, W, True)], 'R4': [('b8', B, B, True)], 'R6': [('b5', W, B, False)]}
UNANNOUNCED = {'R1': ['Bh2+'], 'R5': [], 'R2': [], 'R3': [], 'R4': [], 'R6': []}
FALSE_CHECK = {'R4': ['Na5'], 'R1': [], 'R5': [], 'R2': [], 'R3': [], 'R6': []}
EVENTS = {'R1': ['touch'], 'R5': ['check', 'touch'], 'R2': ['check', 'touch'], 'R3': ['touch', 'check'],
          'R4': ['check', 'touch'], 'R6': ['check', 'touch']}

def replay(path):
    case = tomllib.load(open(path, 'rb'))
    body = re.sub(r'^\[\w+ "[^"]*"\]\s*$', '', case['pgn'], flags=re.M)
    b = chess.Board()
    toks = re.findall(r'\{[^}]*\}|[^\s{}]+', body)
    events, touches, unann, false_chk = [], [], [], []
    last_san, last_gave = None, False
    for ti, t in enumerate(toks):
        if re.fullmatch(r'\d+\.(\.\.)?', t): continue
        if t.startswith('{'):
            name, args = re.search(r'\[%(\w+)\s*([^\]]*)\]', t).group(1, 2)
            args = args.split(); events.append(name)
            if name == 'touch':
                who = {'white': W, 'black': B}.get(args[1]) if len(args) > 1 else b.turn
                pc = b.piece_at(chess.parse_square(args[0]))
                assert pc is not None, f'{path}: nothing on {args[0]}'
                touches.append((args[0], who, pc.color, who == b.turn))
            elif name == 'check':
                if not last_gave: false_chk.append(last_san)
            continue
        m = b.parse_san(t)          # raises if not lawful
        last_san, last_gave = t.rstrip('+#'), b.gives_check(m)
        b.push(m)
        nxt = next((u for u in toks[ti + 1:] if not re.fullmatch(r'\d+\.(\.\.)?', u)), '')
        if last_gave and '%check' not in nxt: unann.append(t)
    return b, events, touches, unann, false_chk

def main():
    bad = 0
    files = sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml')))
    for f in files:
        n = int(os.path.basename(f).split('-')[0]); r = CASE_REC[n]
        b, ev, to, un, fc = replay(f)
        errs = []
        if to != TOUCHES[r]: errs.append(f'touches {to}')
        if un != UNANNOUNCED[r]: errs.append(f'unannounced {un}')
        if fc != FALSE_CHECK[r]: errs.append(f'false checks {fc}')
        if ev != EVENTS[r]: errs.append(f'events {ev}')
        pc = lambda s: b.piece_at(chess.parse_square(s))
        final = {
            'R1': lambda: pc('f1') == chess.Piece(chess.KING, W) and pc('b1') == chess.Piece(chess.KNIGHT, W) and b.turn == B,
            'R5': lambda: pc('f1') == chess.Piece(chess.KING, W) and pc('b1') == chess.Piece(chess.KNIGHT, W) and b.turn == B,
            'R2': lambda: pc('e4') == chess.Piece(chess.KNIGHT, W) and pc('f3') == chess.Piece(chess.KNIGHT, W) and b.is_pinned(W, chess.E4) and b.turn == B,
            'R3': lambda: pc('h7') == chess.Piece(chess.QUEEN, W) and b.is_check() and b.turn == B,
            'R4': lambda: pc('b8') == chess.Piece(chess.KING, B) and pc('a8') == chess.Piece(chess.BISHOP, B) and pc('h3') == chess.Piece(chess.BISHOP, W) and b.turn == B,
            'R6': lambda: pc('b5') == chess.Piece(chess.PAWN, B) and pc('d5') == chess.Piece(chess.KNIGHT, W) and pc('c5') == chess.Piece(chess.BISHOP, B) and b.turn == B,
        }[r]
        if not final(): errs.append('final ' + b.fen())
        if errs: bad += 1; print(os.path.basename(f), errs)
    print(len(files), 'records replayed; touches, announcements and final positions checked;', bad, 'problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
