"""Writes the brute-N / edge-N cases of the matching-game problems, each from an exhaustive search
of the problem's own game straight from its rules, independent of the library:
luogu-p4055 (token on a maze: over current cell and visited cells, every start),
luogu-p1971 (sliding pieces: over whole boards and the player to move, boards <= 16 cells),
luogu-p4617 (hike: over current place and visited places, every start peak, N <= 7).
Run: python3 tools/brute/matching.py"""
import os, random, sys
from functools import lru_cache
R = random.Random(4055)
import common
from common import put

def solve(rows):
    n, m = len(rows), len(rows[0])
    cells = [(r, c) for r in range(n) for c in range(m) if rows[r][c] == '.']
    idx = {cell: i for i, cell in enumerate(cells)}
    nb = [[idx[(r + dr, c + dc)] for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)) if (r + dr, c + dc) in idx] for r, c in cells]
    @lru_cache(maxsize=None)
    def win(v, visited):  # the player to move from v wins
        return any(not win(u, visited | 1 << u) for u in nb[v] if not visited >> u & 1)
    good = [cells[i] for i in range(len(cells)) if not win(i, 1 << i)]  # YY moves first: AA wins if YY loses
    if not good:
        return 'LOSE\n'
    return 'WIN\n' + ''.join(f'{r + 1} {c + 1}\n' for r, c in good)

def put_grid(name, rows):
    put('luogu-p4055', name, f'{len(rows)} {len(rows[0])}\n' + ''.join(r + '\n' for r in rows), solve(rows))

for k in range(1, 9):
    n, m = R.randint(1, 4), R.randint(1, 4)
    rows = [''.join('.' if R.random() < .8 else '#' for _ in range(m)) for _ in range(n)]
    if '.' not in ''.join(rows):
        rows[0] = '.' + rows[0][1:]
    put_grid(f'brute-{k}', rows)
put_grid('edge-1', ['#.#', '###'])          # an isolated free cell: YY cannot move, AA wins
put_grid('edge-2', ['..', '..'])            # a perfect matching: LOSE
put_grid('edge-3', ['....', '.##.', '....'])  # a cycle of 10 cells
put_grid('edge-4', ['.'])


# ---- luogu-p1971: the sliding game itself (state = the whole board and the player to move).
R1 = random.Random(1971)


def slides(n, m, board, first):
    """The boards after each legal move: a piece of the mover's next to the empty cell slides in."""
    e = board.index('.')
    r, c = divmod(e, m)
    piece = 'O' if first else 'X'
    out = []
    for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= rr < n and 0 <= cc < m and board[rr * m + cc] == piece:
            b = list(board)
            b[e], b[rr * m + cc] = piece, '.'
            out.append((rr, cc, ''.join(b)))
    return out


def board_wins(n, m):
    memo, open_ = {}, set()
    def win(board, first):  # the player to move wins
        key = (board, first)
        if key in memo:
            return memo[key]
        assert key not in open_, 'the state graph has a cycle'
        open_.add(key)
        w = any(not win(b, not first) for _, _, b in slides(n, m, board, first))
        open_.discard(key)
        memo[key] = w
        return w
    return win


def play(n, m, board, win, greed):
    """A random record: each move is a best one with probability greed, else any legal one."""
    rec, first = [], True
    while True:
        opts = slides(n, m, board, first)
        if not opts:
            return rec, first
        good = [o for o in opts if not win(o[2], not first)]
        o = R1.choice(good) if good and R1.random() < greed else R1.choice(opts)
        rec.append((o[0], o[1]))
        board, first = o[2], not first


def wins_along(n, m, board, rec, win):
    ws, first = [win(board, True)], True
    for r, c in rec:
        board = next(b for rr, cc, b in slides(n, m, board, first) if (rr, cc) == (r, c))
        first = not first
        ws.append(win(board, first))
    return ws


def mistakes(ws, k):
    return [i + 1 for i in range(k) if ws[2 * i] and ws[2 * i + 1]]


def geo_wins(n, m, board, rec, every_piece, forget):
    """Vertex geography on the grid cells along the record: with every_piece=forget=False the
    problem's reduction (cross-checked against the board search); otherwise a wrong rule (every
    piece a vertex / visited cells forgotten), used only to pick trap cases."""
    s = board.index('.')
    col = lambda c: (c // m + c % m) % 2
    inv = [c == s or every_piece or board[c] == ('X' if col(c) == col(s) else 'O') for c in range(n * m)]
    nb = [[d for d in range(n * m) if inv[c] and inv[d] and abs(d // m - c // m) + abs(d % m - c % m) == 1] for c in range(n * m)]
    @lru_cache(maxsize=None)
    def win(v, visited):
        return any(not win(u, visited | 1 << u) for u in nb[v] if not visited >> u & 1)
    path = [s] + [r * m + c for r, c in rec]
    return [win(v, (1 << v) | (0 if forget else sum(1 << u for u in path[:j]))) for j, v in enumerate(path)]


def put1971(name, n, m, board, rec, ws, pad):
    k = len(rec) // 2
    sp = ' ' if pad else ''  # the official samples end every line with a space
    rows = ''.join(board[r * m:(r + 1) * m] + sp + '\n' for r in range(n))
    inp = f'{n} {m}{sp}\n{rows}{k}{sp}\n' + ''.join(f'{r + 1} {c + 1}{sp}\n' for r, c in rec)
    mk = mistakes(ws, k)
    assert geo_wins(n, m, board, rec, False, False) == ws  # the reduction agrees with the board search
    common.put('luogu-p1971', name, inp, f'{len(mk)}\n' + ''.join(f'{i}\n' for i in mk))


def record1971(n, m, want=lambda ws, k: True, greed=0.6, tries=4000):
    """A random board and a record the problem allows (2k moves, k >= 1, then the first player
    stuck) whose wins satisfy want."""
    for _ in range(tries):
        cells = [R1.choice('OX') for _ in range(n * m)]
        cells[R1.randrange(n * m)] = '.'
        board = ''.join(cells)
        win = board_wins(n, m)
        rec, first_stuck = play(n, m, board, win, greed)
        if not first_stuck or not rec:
            continue
        ws = wins_along(n, m, board, rec, win)
        if want(ws, len(rec) // 2):
            return board, rec, ws
    sys.exit(f'no record of {n} x {m} found')


shapes = [(1, 8), (2, 4), (3, 3), (3, 4), (4, 3), (2, 7), (4, 4), (1, 16), (4, 4), (3, 5)]
for j, (n, m) in enumerate(shapes):
    # Every other case has at least one mistake.
    board, rec, ws = record1971(n, m, (lambda ws, k: mistakes(ws, k) != []) if j % 2 == 0 else (lambda ws, k: True))
    put1971(f'brute-{j + 1}', n, m, board, rec, ws, j % 3 == 0)
# Traps. A losing first player who moves on (a rule "the opponent wins after it" would list it):
board, rec, ws = record1971(4, 4, lambda ws, k: any(not ws[2 * i] for i in range(k)) and mistakes(ws, k) != [])
put1971('edge-1', 4, 4, board, rec, ws, True)
# A mistake answered by a mistake (a rule "the first player loses after the reply" would skip it):
board, rec, ws = record1971(4, 4, lambda ws, k: any(ws[2 * i] and ws[2 * i + 1] and ws[2 * i + 2] for i in range(k)), greed=0.3)
put1971('edge-2', 4, 4, board, rec, ws, False)
# A mistake numbered 3 or more (numbering counts only the first player's moves):
board, rec, ws = record1971(4, 4, lambda ws, k: any(i >= 3 for i in mistakes(ws, k)), greed=0.4)
put1971('edge-3', 4, 4, board, rec, ws, False)
# The smallest game: XO. -> one forced move each, no mistake.
put1971('edge-4', 1, 3, 'XO.', [(0, 1), (0, 0)], wins_along(1, 3, 'XO.', [(0, 1), (0, 0)], board_wins(1, 3)), False)



# Pieces that can never move (O on the empty cell's colour, X off it): a rule treating every piece
# as a vertex answers differently here.
def differs(board, rec, ws, **rule):
    k = len(rec) // 2
    return mistakes(geo_wins(4, 4, board, rec, **rule), k) != mistakes(ws, k)
for _ in range(1000):
    board, rec, ws = record1971(4, 4, lambda ws, k: k >= 3 and mistakes(ws, k) != [], greed=0.5)
    if differs(board, rec, ws, every_piece=True, forget=False):
        break
else:
    sys.exit('no case for edge-5')
put1971('edge-5', 4, 4, board, rec, ws, True)
# Visited cells stay deleted: a rule forgetting them answers differently here.
for _ in range(1000):
    board, rec, ws = record1971(4, 4, lambda ws, k: k >= 3, greed=0.5)
    if differs(board, rec, ws, every_piece=False, forget=True):
        break
else:
    sys.exit('no case for edge-6')
put1971('edge-6', 4, 4, board, rec, ws, False)


# ---- luogu-p4617: the hike itself over (current place, visited places).
R2 = random.Random(4617)


def hike(n, trails):
    """Per peak: Slavko (the first mover, going down) or Mirko."""
    nb = [set() for _ in range(2 * n)]  # peak p = p, valley d = n + d (0-based)
    for p, d in trails:
        nb[p].add(n + d)
        nb[n + d].add(p)
    @lru_cache(maxsize=None)
    def win(v, visited):  # the player to move from v wins
        return any(not win(u, visited | 1 << u) for u in nb[v] if not visited >> u & 1)
    return ''.join(('Slavko' if win(p, 1 << p) else 'Mirko') + '\n' for p in range(n))


def put4617(name, n, trails):
    inp = f'{n} {len(trails)}\n' + ''.join(f'{p + 1} {d + 1}\n' for p, d in trails)
    common.put('luogu-p4617', name, inp, hike(n, trails))


for j in range(10):
    n = R2.randint(2, 7)
    pairs = [(p, d) for p in range(n) for d in range(n)]
    trails = R2.sample(pairs, R2.randint(1, min(len(pairs), 2 * n if j < 5 else len(pairs))))
    put4617(f'brute-{j + 1}', n, trails)
put4617('edge-1', 1, [])                     # one peak, no trail: Mirko
put4617('edge-2', 1, [(0, 0)])               # one trail: Slavko
# A path valley-peak-valley-...: the matching found may cover a peak some other maximum one misses.
perm_p, perm_d = list(range(7)), list(range(7))
R2.shuffle(perm_p); R2.shuffle(perm_d)
path = [(perm_p[i], perm_d[i]) for i in range(7)] + [(perm_p[i + 1], perm_d[i]) for i in range(6)]
R2.shuffle(path)
put4617('edge-3', 7, path)                   # 7 peaks, 7 valleys on one path: a perfect matching
put4617('edge-4', 7, path[:-1])
put4617('edge-5', 4, [(0, 0), (0, 0), (1, 0), (2, 1), (2, 1), (3, 3)])  # repeated trails
put4617('edge-6', 6, [(0, 1), (1, 2), (3, 3), (4, 3), (4, 4)])  # peaks and valleys share numbers; peak 6 isolated
print('ok')
