"""Attack 1: the transparency / brightness profile.

The hole is drawn at half opacity, so background.png's alpha channel shows it outright: the
attack sums 255 − alpha over each column and each row and takes the piece-wide window with
the largest sum on each axis.

When the background is opaque, the hole still makes a piece-wide stretch of each of its rows
lighter (or darker) than the rest of the row: the signal is each pixel's brightness above
(below) its row's median, the sign kept being the one whose best column window holds the
larger share of the signal; x is that window, y the best window of the row sums inside it.
"""

import cv2
import numpy as np

from common import piece_box

NAME = "1 transparency/brightness profile"


def best_window(profile, width):
    if width >= len(profile):
        return 0
    sums = np.convolve(profile, np.ones(width, np.float32), mode="valid")
    return int(np.argmax(sums))


def solve(challenge, context=None):
    _, _, w, h = piece_box(challenge.piece)
    alpha = challenge.background[:, :, 3].astype(np.float32)
    if alpha.min() < 250:
        signal = 255.0 - alpha
        return best_window(signal.sum(axis=0), w), best_window(signal.sum(axis=1), h)
    gray = cv2.cvtColor(challenge.background[:, :, :3], cv2.COLOR_BGR2GRAY).astype(np.float32)
    deviation = gray - np.median(gray, axis=1, keepdims=True)
    best = None
    for sign in (1.0, -1.0):
        signal = np.clip(sign * deviation, 0, None)
        columns = signal.sum(axis=0)
        x = best_window(columns, w)
        share = columns[x:x + w].sum() / max(float(columns.sum()), 1e-6)
        y = best_window(signal[:, x:x + w].sum(axis=1), h)
        if best is None or share > best[0]:
            best = (share, x, y)
    return best[1], best[2]
