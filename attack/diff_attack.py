"""Attack 4: differencing the pool.

Challenges of one pool share their picture and differ in where the hole is. An estimate of
the picture without any hole is made from the whole pool; a background's largest blob of
difference from it is its hole, and the piece's shape is then fitted to the difference near
the blob (a correlation), so a faint knob does not move the corner. Two estimates:

- 4a, the pixelwise median of the pool's backgrounds (each over white and over black);
- 4b, faintness-aware: a hole is the picture made fainter, so darker over black and lighter
  over white; per pixel, the 95th percentile over black and the 5th over white. The median
  fails where most holes overlap (with blanks 120…210 and a 100-point piece, the columns
  near x 210 are inside nearly every hole), the percentiles only where every hole does,
  which then tells no challenge from another anyway.
"""

import cv2
import numpy as np

from common import best_match, flatten, piece_crop

NAME_MEDIAN = "4a pool differencing (median)"
NAME_FAINT = "4b pool differencing (faintness-aware)"
THRESHOLD = 20.0


def _layers(background):
    # Over white and over black: any change of color or of opacity shows in one of them.
    return np.concatenate([flatten(background, 255.0), flatten(background, 0.0)], axis=2)


def _estimate(challenges, statistic):
    layers = [np.clip(_layers(c.background), 0, 255).astype(np.uint8) for c in challenges]
    channels = []
    for channel in range(layers[0].shape[2]):  # one channel at a time: modest memory
        stack = np.stack([layer[:, :, channel] for layer in layers])
        if statistic == "median":
            channels.append(np.median(stack, axis=0))
        else:
            over_black = channel >= 3
            channels.append(np.percentile(stack, 95 if over_black else 5, axis=0))
    return {"clean": np.stack(channels, axis=2).astype(np.float32)}


def prepare_median(challenges):
    return _estimate(challenges, "median")


def prepare_faint(challenges):
    return _estimate(challenges, "faint")


def solve(challenge, context):
    difference = np.abs(_layers(challenge.background) - context["clean"]).max(axis=2)
    binary = (difference > THRESHOLD).astype(np.uint8)
    binary = cv2.morphologyEx(binary, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(binary, connectivity=8)
    crop, (ox, oy), (w, h) = piece_crop(challenge.piece, 0)
    if count <= 1:
        return 0, 0
    largest = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    bx, by = stats[largest, cv2.CC_STAT_LEFT], stats[largest, cv2.CC_STAT_TOP]
    # Fit the piece's shape to the difference near the blob.
    shape = (crop[:, :, 3] >= 250).astype(np.float32)
    height, width = difference.shape
    x0, y0 = max(0, bx - 30), max(0, by - 30)
    x1, y1 = min(width, bx + w + 30), min(height, by + h + 30)
    window = np.minimum(difference[y0:y1, x0:x1], 64.0).astype(np.float32)
    if window.shape[0] < shape.shape[0] or window.shape[1] < shape.shape[1]:
        return bx, by
    (x, y), _ = best_match(cv2.matchTemplate(window, shape, cv2.TM_CCORR))
    return x0 + x + ox, y0 + y + oy
