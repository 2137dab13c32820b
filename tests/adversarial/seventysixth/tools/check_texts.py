#!/usr/bin/env python3
"""Checks the quotations in the seventy-sixth set's comment blocks (python3 tools/check_texts.py, from
any directory). For each "[code art]" header, the "> " lines below it, whitespace joined, must be
a substring of that code's seed text (or, for London laws not in the seed, of laws.md section 2
with its [sic] marks removed) and must be that article: the text just before it in the seed is the
article's numeral (Philidor: the article's position in the seed, as laws.md section 3 numbers
them). Every «fragment» in the prose, each piece between "..." separately, must be found in a seed,
in the found London text, or in laws.md."""
import glob, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
S = '/work/shared/seeds/'
def j(s): return ' '.join(s.split())
seed = {k: j(open(S + f, encoding='utf-8').read()) for k, f in [
    ('twenty-laws', '000_fa493eb27410e494.txt'), ('boys-own-1829', '001_24492385b60e67ce.txt'),
    ('philidor', '002_9033ebd6e7041b02.txt'), ('acknowledged-laws', '003_0ee8d346e3b27cdd.txt'),
    ('london-1847', '004_75f8aba390767580.txt')]}
laws = open('/work/shared/laws.md', encoding='utf-8').read()
sec2 = laws[laws.index('## 2. Full text'):laws.index('## 3. Philidor')]
def unsic(t): return j(re.sub(r'\s*\[sic(:[^\]]*)?\]', '', t))
found = {m.group(1): unsic(m.group(2)) for m in re.finditer(r'^\| ([IVX]+) \| "(.*?)" \|', sec2, re.M)}
ALL = list(seed.values()) + list(found.values()) + [j(laws)]
ROM = 'I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII'.split()
PH_OPEN = ["The Chess-board must be turned", "He that gives a Piece", "If a Pawn or Piece has been forgotten",
  "If it is agreed to give", "A Piece once touched", "If you touch one of your adversary’s Pieces", "When one has quite left",
  "Whoever makes a false move", "Every Pawn which has reached", "Any Pawn has the privilege", "The King, when he castles",
  "The King cannot castle", "If a player gives cheek", "If the adversary warns you", "If any one touches a piece",
  "When one has nothing else", "At all the cnnclusions"]
bad = nq = nf = 0
for path in sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml'))):
    name = os.path.relpath(path, os.path.join(HERE, '..'))
    body = [l[1:] for l in open(path, encoding='utf-8').read().split('\n') if l.startswith('#')]
    i = 0
    while i < len(body):
        m = re.match(r'\s+\[(\S+) ([0-9IVXL]+)([,;].*)?\]$', body[i])
        if m and m.group(1) in seed:
            code, art, note = m.group(1), m.group(2), m.group(3) or ''
            k = i + 1; parts = []
            while k < len(body) and body[k].startswith('   > '):
                parts.append(body[k][5:]); k += 1
            text = j(' '.join(parts)); nq += 1
            if 'found text' in note:
                good = text in found[art] and found[art].replace(art + '.—', '', 1).startswith(text[:40])
            else:
                src = seed[code]
                good = text in src
                if good:
                    before = src[:src.index(text)].rstrip()
                    if code in ('twenty-laws', 'boys-own-1829', 'acknowledged-laws'): good = re.search(r'(?<![0-9IVX])' + art + r'\.$', before) is not None
                    elif code == 'london-1847': good = re.search(r'(?<![IVX])' + art + r'\.—$', before) is not None
                    else: good = src.index(PH_OPEN[ROM.index(art)]) == src.index(text)
            if not good: bad += 1; print('QUOTE', name, code, art)
            i = k; continue
        i += 1
    prose = j(' '.join(b for b in body if not b.startswith('   > ')))
    for frag in re.findall(r'«(.*?)»', prose):
        for piece in [p.strip() for p in frag.split('...')]:
            nf += 1
            if not any(piece in s for s in ALL): bad += 1; print('FRAGMENT', name, repr(piece))
print(f'{nq} article quotations and {nf} fragments checked: {bad} problems')
sys.exit(1 if bad else 0)
