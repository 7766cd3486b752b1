"""Shared by the brute-case writers: the testcases directory and a writer of one case.

The cases go to testcases/<slug>/, or under $CGT_CASES_DIR when it is set (scripts/regen_cases.sh
writes every case there and compares them with the committed files)."""
import os

T = os.environ.get('CGT_CASES_DIR') or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), '..', '..', 'testcases')


def write(slug, file_name, text):
    """Writes testcases/<slug>/<file_name>."""
    os.makedirs(os.path.join(T, slug), exist_ok=True)
    with open(os.path.join(T, slug, file_name), 'w') as f:
        f.write(text)


def put(slug, name, inp, out):
    """Writes testcases/<slug>/<name>.in and .out."""
    write(slug, f'{name}.in', inp)
    write(slug, f'{name}.out', out)


def mex(s):
    """The least non-negative integer not in s."""
    m = 0
    while m in s:
        m += 1
    return m


def xor(vals):
    """The XOR of vals."""
    x = 0
    for v in vals:
        x ^= v
    return x


def prufer_tree(n, seq):
    """The labelled tree (0-based edges u < v) of a Prufer sequence of length n - 2."""
    degree = [1] * n
    for x in seq:
        degree[x] += 1
    edges = []
    for x in seq:
        leaf = min(v for v in range(n) if degree[v] == 1)
        edges.append((min(leaf, x), max(leaf, x)))
        degree[leaf] -= 1
        degree[x] -= 1
    u, v = [w for w in range(n) if degree[w] == 1]
    edges.append((u, v))
    return edges
