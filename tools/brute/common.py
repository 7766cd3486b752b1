"""Shared by the brute-case writers: the testcases directory and a writer of one case."""
import os

T = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'testcases') + '/'


def put(slug, name, inp, out):
    """Writes testcases/<slug>/<name>.in and .out."""
    open(f'{T}{slug}/{name}.in', 'w').write(inp)
    open(f'{T}{slug}/{name}.out', 'w').write(out)
