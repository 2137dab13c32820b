"""Builds the records as exporting software writes them (move numbers, SAN from the published score,
NAGs, text comments, a variation, clock comments, "check" said after every check as {[%check]}),
and replays them with python-chess. Knows nothing of the engine."""
import re
import chess
from games import GAMES

def plies(key):
    return [t for t in GAMES[key]['moves'].split() if not re.fullmatch(r'\d+\.(\.\.)?', t)]

def board_at(key, n, start=None):
    b = chess.Board(start) if start else chess.Board()
    for t in plies(key)[:n]:
        b.push_san(t)
    return b

def clk(sec):
    return f'{{[%clk {sec // 3600}:{sec // 60 % 60:02d}:{sec % 60:02d}]}}'

def pub(key, n, silent=(), nags=None, notes=None, var=None, clock=None, start=None):
    """The first n plies of the published score. silent: plies whose check is not announced.
    nags: {ply: '!' or '$1'}; notes: {ply: text}; var: (ply, movetext) an alternative to that ply;
    clock: (white_seconds, black_seconds, seconds used per move)."""
    nags, notes = nags or {}, notes or {}
    b = chess.Board(start) if start else chess.Board()
    out = []
    wt, bt = (clock[0], clock[1]) if clock else (0, 0)
    need_num = True
    for i, t in enumerate(plies(key)[:n]):
        m = b.parse_san(t)
        white = b.turn == chess.WHITE
        num = b.fullmove_number
        if white: out.append(f'{num}.')
        elif need_num: out.append(f'{num}...')
        need_num = False
        out.append(t + (nags[i] if i in nags and not nags[i].startswith('$') else ''))
        if i in nags and nags[i].startswith('$'): out.append(nags[i])
        gives = b.gives_check(m)
        before = b.copy()
        b.push(m)
        if gives and i not in silent:
            out.append('{[%check]}'); need_num = True
        if clock:
            if white: wt -= clock[2] + (i * 7) % 23; out.append(clk(wt))
            else: bt -= clock[2] + (i * 11) % 29; out.append(clk(bt))
            need_num = True
        if i in notes:
            out.append('{' + notes[i] + '}'); need_num = True
        if var and var[0] == i and var[1] is None:
            var = (i, auto_var(before, m))
        if var and var[0] == i:
            vb = before.copy()
            for vt in TOKEN.findall(var[1]):
                if re.fullmatch(r'\d+\.(\.\.)?', vt) or vt.startswith('{') or vt.startswith('$'): continue
                vb.push_san(clean_san(vt))   # the variation must be lawful from the position before ply i
            out.append('(' + var[1] + ')'); need_num = True
    global LAST
    LAST = (wt, bt)
    return ' '.join(out)

def auto_var(b, played):
    """an alternative to the move played (a capture if there is one, else another move) and one reply"""
    b = b.copy()
    cands = sorted((m for m in b.legal_moves if m != played), key=lambda m: (not b.is_capture(m), b.san(m)))
    out = []
    for k in range(2):
        mv = cands[0]
        num = b.fullmove_number
        out.append(f'{num}.' if b.turn == chess.WHITE else (f'{num}...' if k == 0 else ''))
        out.append(b.san(mv)); b.push(mv)
        cands = sorted(b.legal_moves, key=lambda m: (not b.is_capture(m), b.san(m)))
        if not cands: break
    return ' '.join(x for x in out if x)

# ---------------------------------------------------------------- replay of a record
LAST = (0, 0)

def strip_variations(text):
    """returns (main line text, [variation texts with the index of the main-line token they follow])"""
    out, depth, buf, vars_ = [], 0, '', []
    i = 0
    while i < len(text):
        c = text[i]
        if c == '{':
            j = text.index('}', i)
            if depth == 0: out.append(text[i:j + 1])
            else: buf += text[i:j + 1]
            i = j + 1; continue
        if c == '(':
            if depth == 0: buf = ''; mark = len(''.join(out))
            else: buf += c
            depth += 1; i += 1; continue
        if c == ')':
            depth -= 1
            if depth == 0: vars_.append((mark, buf))
            else: buf += c
            i += 1; continue
        if depth == 0: out.append(c)
        else: buf += c
        i += 1
    return ''.join(out), vars_

TOKEN = re.compile(r'\{[^}]*\}|\$\d+|[^\s{}]+')
RESULTS = {'1-0', '0-1', '1/2-1/2', '*'}

def clean_san(t):
    return re.sub(r'[!?]+$', '', t)

def san_pseudo(b, tok):
    tok = clean_san(tok).rstrip('+#')
    for m in b.pseudo_legal_moves:
        if b.san(m).rstrip('+#') == tok: return m
    return None
