"""The articles of the five codes, cut from the seeds (and, for London laws not in the seed, from
laws.md section 2 with its [sic] marks taken out), whitespace joined. Used to write the quotations
into the case files and by check_texts.py."""
import re
S = '/work/shared/seeds/'
def j(s): return ' '.join(s.split())
FILES = {'twenty-laws': '000_fa493eb27410e494.txt', 'boys-own-1829': '001_24492385b60e67ce.txt',
         'philidor': '002_9033ebd6e7041b02.txt', 'acknowledged-laws': '003_0ee8d346e3b27cdd.txt',
         'london-1847': '004_75f8aba390767580.txt'}
seed = {k: j(open(S + f, encoding='utf-8').read()) for k, f in FILES.items()}
laws = open('/work/shared/laws.md', encoding='utf-8').read()
sec2 = laws[laws.index('## 2. Full text'):laws.index('## 3. Philidor')]
def unsic(t): return j(re.sub(r'\s*\[sic(:[^\]]*)?\]', '', t))
found = {m.group(1): unsic(m.group(2)) for m in re.finditer(r'^\| ([IVX]+) \| "(.*?)" \|', sec2, re.M)}
for k in list(found):
    found[k] = found[k].replace(k + '.—', '', 1)
ROM = 'I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI XXII XXIII XXIV XXV XXVI'.split()
PH_OPEN = ["The Chess-board must be turned", "He that gives a Piece", "If a Pawn or Piece has been forgotten",
  "If it is agreed to give", "A Piece once touched", "If you touch one of your adversary’s Pieces", "When one has quite left",
  "Whoever makes a false move", "Every Pawn which has reached", "Any Pawn has the privilege", "The King, when he castles",
  "The King cannot castle", "If a player gives cheek", "If the adversary warns you", "If any one touches a piece",
  "When one has nothing else", "At all the cnnclusions"]

def article(code, art):
    """(text, found) for an article, from its first word to the next article."""
    s = seed[code]
    if code in ('twenty-laws', 'boys-own-1829'):
        n = int(art)
        a = s.index(f' {n}. ') + len(f' {n}. ')
        b = s.find(f' {n + 1}. ', a)
        return s[a:b if b > 0 else len(s)].strip(), False
    if code == 'acknowledged-laws':
        pos = 0; starts = {}
        for r in ROM[:14]:
            m = re.compile(r'(?<!\S)' + r + r'\. (?=[A-Z\[])').search(s, pos)
            starts[r] = (m.start(), m.end()); pos = m.end()
        i = ROM.index(art)
        a = starts[art][1]
        b = starts[ROM[i + 1]][0] if i + 1 < 14 else len(s)
        return s[a:b].strip(), False
    if code == 'philidor':
        i = ROM.index(art)
        a = s.index(PH_OPEN[i])
        b = s.index(PH_OPEN[i + 1]) if i + 1 < 17 else len(s)
        t = s[a:b].strip()
        for cut in ['(The old way', "*' (This rule"]:
            if cut in t: t = t[:t.index(cut)].strip()
        return t, False
    if code == 'london-1847':
        if ROM.index(art) in range(6, 15):
            a = re.search(r'(?<![IVX])' + art + r'\.—', s).end()
            nxt = ROM[ROM.index(art) + 1] + '.—'
            return s[a:re.compile(r'(?<![IVX])' + nxt).search(s, a).start()].strip(), False
        return found[art], True
