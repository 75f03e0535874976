"""Attack 7: the row-profile locator: the piece's colors row by row give its height.

A landscape's sky, haze and ridges change with height, so each row of the piece (the mean
color of its inside on that row) is compared with the background's rows (each row's median
color, leaving out the holes found by the flat-fill finder, which would otherwise darken or
lighten the rows they cross); the height whose rows differ least is the piece's. The holes
the finder found are then tried nearest that height first (holes on one row tie, and are
shuffled). Nothing but the rows' colors decides between holes.
"""

import random

import cv2
import numpy as np

from common import piece_crop
from holes import find_holes

NAME = "7 row-profile locator"


def piece_rows(piece):
    crop, _, (w, h) = piece_crop(piece, 0)
    inside = cv2.erode((crop[:, :, 3] >= 250).astype(np.uint8), np.ones((3, 3), np.uint8)) > 0
    rows = np.full((h, 3), np.nan, np.float32)
    for r in range(h):
        pixels = crop[r, :, :3][inside[r]]
        if len(pixels) >= 3:
            rows[r] = pixels.astype(np.float32).mean(axis=0)
    return rows


def height_scores(challenge, holes):
    """How far the piece's rows are from the background's at each height (lower: likelier)."""
    rows = piece_rows(challenge.piece)
    _, _, (w, h) = piece_crop(challenge.piece, 0)
    background = challenge.background[:, :, :3].astype(np.float32)
    keep = np.ones(background.shape[:2], bool)
    for x, y in holes:
        keep[max(0, y - 2):y + h + 2, max(0, x - 2):x + w + 2] = False
    height, width = keep.shape
    profile = np.empty((height, 3), np.float32)
    for y in range(height):
        row = background[y][keep[y]] if keep[y].sum() >= width // 8 else background[y]
        profile[y] = np.median(row, axis=0)
    valid = ~np.isnan(rows[:, 0])
    scores = np.full(height, np.inf, np.float32)
    for y in range(0, height - h + 1):
        scores[y] = np.linalg.norm(rows[valid] - profile[y:y + h][valid], axis=1).mean()
    return scores


def solve(challenge, context=None):
    holes = [(x, y) for x, y, _ in find_holes(challenge)]
    scores = height_scores(challenge, holes)
    best = int(np.argmin(scores))
    tie = random.Random(challenge.name)
    if not holes:
        return [(challenge.background.shape[1] // 2, best)]
    keyed = [(abs(y - best), tie.random(), (x, y)) for x, y in holes]
    return [hole for _, _, hole in sorted(keyed)]
