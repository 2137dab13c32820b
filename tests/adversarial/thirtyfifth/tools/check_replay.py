#!/usr/bin/env python3
"""Replays the PGN record of every case file of this set with python-chess (python3 tools/check_replay.py)
and checks it against what the case says:
- the tags: the seven-tag roster first, Result "*", a [Code] equal to the folder;
- variations are set aside, as the README says the engine does (each was checked lawful by pgnlib when built);
  NAGs, move suffixes, text and clock comments are skipped;
- every SAN move is lawful, or (listed below) pseudo-legal only because it ignores an unannounced check;
- every {[%move]} is lawful or is one of the irregular moves the case is about (listed below);
- every check given by a SAN move has {[%check]} after it, except the unannounced checks listed below;
- the final position and the events have the property the ruling rests on (listed below).
It knows nothing of the engine."""
import glob, os, re, sys, tomllib
import chess
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pgnlib import strip_variations, TOKEN, RESULTS, clean_san, san_pseudo

IRREGULAR = {
    3501: ['e4e5 out of turn'], 3502: ['e7g6 adversary'], 3503: ['Bxb6 pseudo'], 3504: ['Rxb2 pseudo'],
    3506: ['Bd6 pseudo'], 3509: ['a8d8'], 3512: ['a3a2'], 3516: ['e4f6'], 3517: ['Qxf3 pseudo'],
    3518: ['b7c8'], 3519: ['c3c2'], 3520: ['Bc8 pseudo'], 3523: ['e3e5'], 3526: ['e8f8 adversary'],
    3527: ['Bb7 pseudo', 'Qxa2 pseudo'], 3529: ['e7e2'], 3530: ['e2e1'],
}
UNANNOUNCED = {3503: ['Rfe8+'], 3504: ['gxh7+'], 3517: ['Nf6+'], 3520: ['Qf6+'], 3527: ['Nxg7+']}
ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result']

def replay(path):
    case = tomllib.load(open(path, 'rb'))
    pgn = case['pgn']
    tag_list = re.findall(r'^\[(\w+) "([^"]*)"\]$', pgn, re.M)
    tags = dict(tag_list)
    body = re.sub(r'^\[\w+ "[^"]*"\]\s*$', '', pgn, flags=re.M)
    main, variations = strip_variations(body)
    b = chess.Board(tags['FEN']) if 'FEN' in tags else chess.Board()
    toks = TOKEN.findall(main)
    irregular, events, unann, sans = [], [], [], 0
    for ti, t in enumerate(toks):
        if re.fullmatch(r'\d+\.(\.\.)?', t) or t.startswith('$') or t in RESULTS: continue
        if t.startswith('{'):
            cmd = re.search(r'\[%(\w+)\s*([^\]]*)\]', t)
            if not cmd: continue
            name, args = cmd.group(1), cmd.group(2).split()
            if name in ('clk', 'eval', 'emt'): continue
            events.append(name)
            if name != 'move': continue
            m = chess.Move.from_uci(args[0])
            who = next((a for a in args[1:] if a in ('white', 'black')), None)
            pc = b.piece_at(m.from_square)
            if who and (who == 'white') != (b.turn == chess.WHITE):
                b.turn = not b.turn; irregular.append(args[0] + ' out of turn')
                assert m in b.legal_moves; b.push(m); continue
            if m in b.legal_moves:
                b.push(m); continue
            mover = b.turn
            irregular.append(args[0] + (' adversary' if pc.color != mover else ''))
            b.remove_piece_at(m.from_square); b.set_piece_at(m.to_square, pc)
            b.ep_square = None; b.castling_rights &= ~chess.BB_SQUARES[m.from_square]
            b.turn = not mover
            continue
        sans += 1
        try:
            m = b.parse_san(clean_san(t))
        except ValueError:
            m = san_pseudo(b, t)
            assert m is not None, f'{path}: {t} is not even pseudo-legal'
            irregular.append(clean_san(t).rstrip('+#') + ' pseudo')
        gave = b.gives_check(m) and not b.is_attacked_by(b.turn, b.king(not b.turn))
        b.push(m)
        nxt = [u for u in toks[ti + 1:ti + 4] if u.startswith('{')]
        if gave and not any('%check' in u for u in nxt[:1]): unann.append(clean_san(t))
    return case, tag_list, b, irregular, events, unann, sans, variations

def main():
    bad = 0
    finals = {}
    files = sorted(glob.glob(os.path.join(HERE, '..', '*', '*.toml')))
    for f in files:
        n = int(os.path.basename(f).split('-')[0])
        case, tag_list, b, irr, ev, un, sans, vars_ = replay(f)
        names = [k for k, _ in tag_list]
        if names[:7] != ROSTER or dict(tag_list)['Result'] != '*' or dict(tag_list)['Code'] != f.split('/')[-2] or 'ECO' not in names:
            bad += 1; print('TAGS', n, names)
        if not vars_: bad += 1; print('NO VARIATION', n)
        if un != UNANNOUNCED.get(n, []): bad += 1; print('UNANNOUNCED', n, un)
        if irr != IRREGULAR.get(n, []): bad += 1; print('IRREGULAR', n, irr, 'expected', IRREGULAR.get(n, []))
        if sans < 26: bad += 1; print('SHORT', n, sans)
        finals[n] = (b, ev)
    B = lambda n: finals[n][0]
    E = lambda n: finals[n][1]
    pc = lambda n, s: B(n).piece_at(chess.parse_square(s))
    Pc = chess.Piece; W_, Bk = chess.WHITE, chess.BLACK
    K, Q, R, Bi, N, P = chess.KING, chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT, chess.PAWN
    checks = {
        3501: pc(3501, 'e5') == Pc(P, W_) and pc(3501, 'f4') == Pc(P, W_) and B(3501).turn == Bk,
        3502: pc(3502, 'g6') == Pc(N, Bk) and pc(3502, 'e7') is None and B(3502).turn == Bk,
        3503: B(3503).is_check() and B(3503).turn == W_ and E(3503) == ['check'],
        3504: B(3504).is_check() and B(3504).turn == Bk and E(3504) == [],
        3505: pc(3505, 'd8') == Pc(K, Bk) and E(3505)[-1] == 'check' and B(3505).turn == W_,
        3506: pc(3506, 'd6') == Pc(Bi, Bk) and B(3506).turn == W_ and E(3506)[-1] == 'check',
        3507: E(3507)[-1] == 'touch' and pc(3507, 'd7') == Pc(Q, Bk) and pc(3507, 'e7') == Pc(N, Bk),
        3508: E(3508)[-1] == 'touch' and pc(3508, 'e4') == Pc(Bi, W_) and pc(3508, 'g4') == Pc(N, Bk),
        3509: pc(3509, 'd8') == Pc(R, Bk) and pc(3509, 'c8') == Pc(Bi, Bk) and B(3509).turn == W_,
        3510: pc(3510, 'f4') == Pc(K, W_) and B(3510).turn == Bk,
        3511: pc(3511, 'f6') == Pc(P, W_) and pc(3511, 'f5') is None and B(3511).turn == Bk,
        3512: pc(3512, 'a2') == Pc(Q, W_) and B(3512).turn == Bk,
        3513: E(3513)[-1] == 'touch' and pc(3513, 'b8') == Pc(R, Bk) and pc(3513, 'f7') == Pc(P, Bk),
        3514: pc(3514, 'f6') == Pc(P, W_) and pc(3514, 'f5') is None and B(3514).turn == Bk,
        3515: pc(3515, 'h7') is None and pc(3515, 'a6') == Pc(N, Bk) and B(3515).turn == W_,
        3516: pc(3516, 'f6') == Pc(Q, W_) and B(3516).turn == Bk,
        3517: B(3517).is_check() and E(3517) == ['check'] and B(3517).turn == Bk,
        3518: pc(3518, 'c8') == Pc(R, Bk) and B(3518).turn == W_,
        3519: pc(3519, 'c2') == Pc(Q, W_) and B(3519).turn == Bk,
        3520: B(3520).is_check() and B(3520).turn == Bk and 'check' not in E(3520)[-1:],
        3521: pc(3521, 'g8') == Pc(K, Bk) and E(3521)[-1] == 'check' and B(3521).turn == W_,
        3522: E(3522)[-1] == 'touch' and pc(3522, 'h8') == Pc(K, Bk) and pc(3522, 'd7') == Pc(N, Bk),
        3523: pc(3523, 'e5') == Pc(R, W_) and pc(3523, 'e4') == Pc(P, Bk) and B(3523).turn == Bk,
        3524: E(3524)[-2:] == ['touch', 'adjust'] and pc(3524, 'd5') == Pc(P, Bk) and pc(3524, 'a7') == Pc(P, Bk),
        3525: B(3525).fullmove_number == 21 and B(3525).turn == W_,
        3526: pc(3526, 'f8') == Pc(R, Bk) and pc(3526, 'e8') is None and B(3526).turn == Bk,
        3527: B(3527).is_check() and B(3527).turn == Bk and pc(3527, 'g7') == Pc(N, W_),
        3528: E(3528)[-1] == 'touch' and pc(3528, 'h1') == Pc(K, W_) and pc(3528, 'g3') == Pc(Q, Bk),
        3529: E(3529)[-1] == 'touch' and pc(3529, 'e2') == Pc(Q, Bk) and B(3529).turn == W_,
        3530: pc(3530, 'e1') == Pc(R, W_) and pc(3530, 'e2') is None and B(3530).turn == Bk,
    }
    for n, good in checks.items():
        if not good: bad += 1; print('FINAL', n, B(n).fen(), E(n))
    missing = set(finals) - set(checks)
    if missing: bad += 1; print('NO FINAL CHECK', sorted(missing))
    print(len(files), 'records replayed;', sum(len(v) for v in IRREGULAR.values()), 'irregular moves as intended;',
          len(checks), 'final positions checked;', bad, 'problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
