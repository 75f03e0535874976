"""Attack 5: a blind sweep against `verify`, as a bot that reads nothing would do.

Drops at a fixed grid, 17 points apart (a tolerance of 8 covers 17 points on each axis):
x 118, 135, …, 203, and, where the vertical axis is free, y 18, 35, …, 86 — 30 drops that
cover every blank `--blank random` can pick on the default canvas. Each drop is checked
with `puzzle verify --failures K --max-retries M` as the server would, K being the failures
so far; the sweep stops at the first verified drop or when verify reports "locked".
"""

from common import verify

NAME = "5 blind sweep against verify"
XS = list(range(118, 204, 17))
YS = list(range(18, 87, 17))


def grid(axes, start):
    if axes == "horizontal":
        return [(x, start[1]) for x in XS]
    if axes == "vertical":
        return [(start[0], y) for y in YS]
    return [(x, y) for y in YS for x in XS]


def sweep(binary, answers_file, index, answer, axes, start, max_retries):
    """(verified, drops used); the answer is used only by verify, the scorer."""
    for failures, (x, y) in enumerate(grid(axes, start)):
        verified, state = verify(binary, answers_file, index, answer, x, y, failures, max_retries)
        if verified:
            return True, failures + 1
        if state == "locked":
            return False, failures + 1
    return False, len(grid(axes, start))
