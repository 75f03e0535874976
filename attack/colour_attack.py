"""Attack 6: the holes found by their flat fill (holes.py), tried in random order.

- 6a, the fixed fill: only the color every challenge used to have, #C9CCD6;
- 6b, any flat fill: the candidate colors are the background's most common flat ones.

Both return every hole found, shuffled (seeded by the challenge's name, so a rerun draws the
same order): what a solver that sees the holes but cannot tell them apart does.
"""

import random

from holes import find_holes

NAME_FIXED = "6a fixed-color hole finder (#C9CCD6)"
NAME_FLAT = "6b flat-color hole finder (any fill)"
FIXED_BGR = (0xD6, 0xCC, 0xC9)


def _shuffled(challenge, holes):
    order = [(x, y) for x, y, _ in holes]
    random.Random(challenge.name).shuffle(order)
    return order


def solve_fixed(challenge, context=None):
    return _shuffled(challenge, find_holes(challenge, [FIXED_BGR]))


def solve_flat(challenge, context=None):
    return _shuffled(challenge, find_holes(challenge))
