"""Attack 4: differencing the pool.

Challenges of one pool share their picture and differ in where the hole is. The pixelwise
median of the pool's backgrounds (as a page shows them, over white) stands for the picture
without a hole; a background's largest blob of difference from it marks its hole, and the
piece's shape is fitted to the thresholded difference around that blob (inside the shape
counts for it, a ring just outside against it), so a part of the hole that the median
shares does not move the corner. Two variants:

- 4a, the difference either way;
- 4b, signed: where most of the pool's holes overlap (blanks 120…210 with a 100-point piece
  put the columns near x 210 inside nearly every hole) the median is itself a hole, and a
  challenge whose hole is elsewhere differs there the other way. A hole changes the page one
  way (lighter, or darker); 4b keeps the difference of that sign only, the sign whose blobs
  fit the piece better over the pool.
"""

import cv2
import numpy as np

from common import flatten, piece_crop

NAME_MEDIAN = "4a pool differencing (median)"
NAME_SIGNED = "4b pool differencing (signed)"
THRESHOLD = 20.0
RING = 8


def _prepare(challenges, signed):
    stack = np.stack([np.clip(flatten(c.background), 0, 255).astype(np.uint8) for c in challenges])
    # One channel at a time: modest memory.
    clean = np.stack([np.median(stack[:, :, :, k], axis=0) for k in range(3)], axis=2).astype(np.float32)
    context = {"clean": clean, "sign": None}
    if signed:
        scores = {}
        for sign in (1.0, -1.0):
            context["sign"] = sign
            scores[sign] = sum(_locate(c, context)[1] for c in challenges[:50])
        context["sign"] = max(scores, key=scores.get)
    return context


def prepare_median(challenges):
    return _prepare(challenges, signed=False)


def prepare_signed(challenges):
    return _prepare(challenges, signed=True)


def _locate(challenge, context):
    difference = flatten(challenge.background) - context["clean"]
    if context["sign"] is None:
        difference = np.abs(difference)
    else:
        difference = np.clip(difference * context["sign"], 0, None)
    binary = (difference.max(axis=2) > THRESHOLD).astype(np.uint8)
    binary = cv2.morphologyEx(binary, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    count, _, stats, _ = cv2.connectedComponentsWithStats(binary, connectivity=8)
    if count <= 1:
        return (0, 0), 0.0
    largest = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    bx, by, bw, bh = (int(v) for v in stats[largest, :4])

    crop, (ox, oy), (w, h) = piece_crop(challenge.piece, 0)
    inside = cv2.copyMakeBorder((crop[:, :, 3] >= 250).astype(np.uint8), RING, RING, RING, RING, cv2.BORDER_CONSTANT, value=0)
    ring = cv2.dilate(inside, np.ones((2 * RING + 1, 2 * RING + 1), np.uint8)) - inside
    template = inside.astype(np.float32) - ring.astype(np.float32)
    scene = cv2.copyMakeBorder(binary, RING, RING, RING, RING, cv2.BORDER_CONSTANT, value=0).astype(np.float32)
    if scene.shape[0] < template.shape[0] or scene.shape[1] < template.shape[1]:
        return (bx, by), 0.0
    # result[y, x]: the crop's corner at (x, y) in the canvas.
    result = cv2.matchTemplate(scene, template, cv2.TM_CCORR)
    # Only boxes that overlap the blob.
    allowed = np.zeros_like(result, dtype=bool)
    allowed[max(0, by - h + 1):by + bh, max(0, bx - w + 1):bx + bw] = True
    result[~allowed] = -np.inf
    _, score, _, (x, y) = cv2.minMaxLoc(result)
    return (x + ox, y + oy), float(score)


def solve(challenge, context):
    return _locate(challenge, context)[0]
