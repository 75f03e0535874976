"""Finding every hole of a background by its flat fill, as a solver would: the holes are filled
with one flat color each challenge (inner shadow at their edges), the picture never is.

For each candidate color (a fixed one, or the most common colors of the background's flat
patches) the background's pixels of that color (within 2 levels a channel) are matched with
the piece's shape: the share of the piece's inside (eroded past the inner shadow) that has the
color, less the share of a ring just outside the outline that has it, so that a flat patch of
the picture larger than the piece (a ridge, a calm sky) does not count. Peaks above 0.75,
apart by half a piece, are the holes, best first, as box corners (the blank's convention).
"""

import cv2
import numpy as np

from common import piece_crop

ERODE = 9
RING = 4
TOLERANCE = 2
MIN_SCORE = 0.75
CANDIDATE_COLORS = 6


def piece_masks(piece):
    """The piece's inside (eroded), the ring just outside it, and the box's offset in them."""
    crop, (ox, oy), (w, h) = piece_crop(piece, RING + 1)
    inside = (crop[:, :, 3] >= 250).astype(np.uint8)
    core = cv2.erode(inside, np.ones((ERODE, ERODE), np.uint8))
    grown = cv2.dilate(inside, np.ones((2 * RING + 1, 2 * RING + 1), np.uint8))
    near = cv2.dilate(inside, np.ones((3, 3), np.uint8))
    ring = grown & (1 - near)
    return core.astype(np.float32), ring.astype(np.float32), (ox, oy), (w, h)


def flat_colors(background, count=CANDIDATE_COLORS):
    """The most common colors among the background's flat 3×3 patches (BGR tuples)."""
    bgr = background[:, :, :3]
    spread = cv2.dilate(bgr, np.ones((3, 3), np.uint8)).astype(np.int16) - cv2.erode(bgr, np.ones((3, 3), np.uint8))
    flat = (spread.max(axis=2) <= 1)
    pixels = bgr[flat].astype(np.int64)
    if len(pixels) == 0:
        return []
    packed = (pixels[:, 0] << 16) | (pixels[:, 1] << 8) | pixels[:, 2]
    values, counts = np.unique(packed, return_counts=True)
    order = np.argsort(-counts)[:count]
    return [((int(v) >> 16) & 255, (int(v) >> 8) & 255, int(v) & 255) for v in values[order]]


def find_holes(challenge, colors=None, limit=12):
    """The holes' box corners [(x, y, score)], best first; `colors` (BGR) fixes the fill."""
    core, ring, (ox, oy), (w, h) = piece_masks(challenge.piece)
    bgr = challenge.background[:, :, :3].astype(np.int16)
    pad = RING + 1
    peaks = []
    for color in (colors if colors is not None else flat_colors(challenge.background)):
        same = (np.abs(bgr - np.array(color, np.int16)).max(axis=2) <= TOLERANCE).astype(np.float32)
        same = cv2.copyMakeBorder(same, pad, pad, pad, pad, cv2.BORDER_CONSTANT, value=0)
        score = (cv2.matchTemplate(same, core, cv2.TM_CCORR) / max(core.sum(), 1.0)
                 - cv2.matchTemplate(same, ring, cv2.TM_CCORR) / max(ring.sum(), 1.0))
        for _ in range(limit):
            _, best, _, (x, y) = cv2.minMaxLoc(score)
            if best < MIN_SCORE:
                break
            peaks.append((x + ox - pad, y + oy - pad, float(best)))
            cv2.rectangle(score, (x - w // 2, y - h // 2), (x + w // 2, y + h // 2), -1.0, -1)
    peaks.sort(key=lambda p: -p[2])
    holes = []
    for x, y, s in peaks:
        if all(abs(x - a) >= w // 2 or abs(y - b) >= h // 2 for a, b, _ in holes):
            holes.append((x, y, s))
    return holes[:limit]
