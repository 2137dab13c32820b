"""Writes the thirty case files of the forty-sixth set from the data in cases_data.py. The article
quotations are cut from the seeds by texts.py (never typed), so they are verbatim; check_texts.py
checks them again, and checks every «fragment» quoted in the prose. Positions, records and move
lists come from facts.py (python-chess), which asserts every finding the rulings rest on.
Run: python3 tools/make_cases.py"""
import os, re, sys, textwrap, io, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from texts import article
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
OUT = []

def q(code, art):
    text, found = article(code, art)
    head = f'#   [{code} {art}' + ('; found text, not in the seed (laws.md §2)]' if found else ']')
    lines = textwrap.wrap(text, 92, break_long_words=False, break_on_hyphens=False)
    return [head] + ['#   > ' + l for l in lines]

def para(label, text):
    lines = textwrap.wrap(text, 94, break_long_words=False, break_on_hyphens=False)
    out = [f'# {label}:'] if label else []
    return out + ['#   ' + l for l in lines]

def toml_list(xs): return '[' + ', '.join(f'"{x}"' for x in xs) + ']'

def wrap_record(text):
    """wrap movetext at 90 columns without breaking inside a {comment}"""
    protected = re.sub(r'\{[^}]*\}', lambda m: m.group(0).replace(' ', '\x00'), text)
    lines = textwrap.wrap(protected, 90, break_long_words=False, break_on_hyphens=False)
    return '\n'.join(l.replace('\x00', ' ') for l in lines)

with contextlib.redirect_stdout(io.StringIO()):
    import facts
F, P, R = facts.MOVES, facts.FEN, facts.REC

def case(num, code, slug, title, points, fact, quotes, why, tags, kind, by, decision,
         remedies=(), elector=None, result=None, cites=(), glossed=(), moves=None, unenforceable=()):
    c = ['# ' + l for l in textwrap.wrap(f'Case {num} ({code}). Points: {points}', 96)]
    c.append('#')
    c += para('FACTS', fact)
    c.append('#')
    c.append('# THE LAW:')
    for qa in quotes:
        cc, art = qa if isinstance(qa, tuple) else (code, qa)
        c += q(cc, art)
    c.append('#')
    for i, w in enumerate(why):
        if i: c.append('#')
        c += para('WHY' if i == 0 else '', w)
    fen = P.get(num)
    tags = list(facts.TAGS.get(num, [])) + list(tags)
    pgn = f'[Code "{code}"]\n' + ''.join(f'[{k} "{v}"]\n' for k, v in tags) + (f'[FEN "{fen}"]\n' if fen else '') + wrap_record(R[num])
    body = '\n'.join(c) + '\n'
    body += 'title = "' + title.replace('\\', '\\\\').replace('"', '\\"') + '"\n'
    body += 'pgn = """\n' + pgn.strip() + '\n"""\n'
    body += f'[dispute]\nkind = "{kind}"\nby = "{by}"\n'
    body += f'[expected]\ndecision = "{decision}"\n'
    if remedies: body += f'remedies = {toml_list(remedies)}\n'
    if elector: body += f'elector = "{elector}"\n'
    if result: body += f'result = "{result}"\n'
    body += f'cites = {toml_list(cites)}\n'
    if glossed: body += f'glossed = {toml_list(glossed)}\n'
    if moves:
        body += 'moves = { ' + ', '.join(f'"{k}" = {toml_list(v)}' for k, v in moves.items()) + ' }\n'
    if unenforceable: body += f'unenforceable = {toml_list(unenforceable)}\n'
    d = os.path.join(ROOT, code); os.makedirs(d, exist_ok=True)
    open(os.path.join(d, f'{num}-{slug}.toml'), 'w', encoding='utf-8').write(body)
    OUT.append((num, code, slug))

from cases_data import write_all
write_all(case, F)
print(len(OUT), 'cases written')
