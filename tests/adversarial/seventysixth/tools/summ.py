import sys
import os; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from census import rows
from collections import Counter
pairs=[p.split(':') for p in sys.argv[1:]]
for code,kind in pairs:
    c=Counter()
    for r in rows:
        if r['code']==code and r['kind']==kind:
            c[(r['by'],r['dec'],tuple(r['rem']),r['el'],r['res'],tuple(r['cites']),tuple(r['gl']),tuple(r['un']),tuple(r['mv'].keys()))]+=1
    print('==',code,kind)
    for k,n in c.most_common(12): print('  ',n,k)
