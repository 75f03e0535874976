"""Attack 9: continuity: the picture goes on through the real hole only.

For each hole the flat-fill finder found, the background just outside the hole's outline (a
ring 1.5 to 3 points out) is compared with the piece's own pixels nearest each ring pixel
(its rim, just inside its outline); the hole whose surroundings differ least from the piece's
rim is its own. People solve the puzzle the same way, which is why no drawing trick stops it.
"""

import cv2
import numpy as np

from common import piece_crop
from holes import find_holes

NAME = "9 continuity solver (piece rim against each hole's surroundings)"
PAD = 4


def rim_pairs(piece):
    """Ring pixels just outside the outline and, for each, the nearest pixel inside it."""
    crop, (ox, oy), _ = piece_crop(piece, PAD)
    inside = crop[:, :, 3] >= 250
    outside = (~inside).astype(np.uint8)
    distance, labels = cv2.distanceTransformWithLabels(outside, cv2.DIST_L2, 5, labelType=cv2.DIST_LABEL_PIXEL)
    zeros = np.argwhere(outside == 0)  # the inside's pixels, in the labels' (raster) order
    ring = np.argwhere((distance >= 1.5) & (distance <= 3.0))
    nearest = zeros[labels[ring[:, 0], ring[:, 1]] - 1]
    rim = crop[nearest[:, 0], nearest[:, 1], :3].astype(np.float32)
    return ring - np.array([oy, ox]), rim


def solve(challenge, context=None):
    holes = [(x, y) for x, y, _ in find_holes(challenge)]
    if not holes:
        return []
    ring, rim = rim_pairs(challenge.piece)
    background = challenge.background[:, :, :3].astype(np.float32)
    height, width = background.shape[:2]
    scored = []
    for x, y in holes:
        ys, xs = ring[:, 0] + y, ring[:, 1] + x
        on = (ys >= 0) & (ys < height) & (xs >= 0) & (xs < width)
        difference = np.abs(background[ys[on], xs[on]] - rim[on]).sum(axis=1)
        scored.append((float(np.median(difference)) if on.any() else np.inf, (x, y)))
    return [hole for _, hole in sorted(scored)]
