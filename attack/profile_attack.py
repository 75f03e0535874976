"""Attack 1: the transparency / brightness profile.

The hole is drawn at half opacity, so background.png's alpha channel shows it outright; when
the background is opaque, the hole still changes the brightness of a piece-sized band of
columns and of rows. The attack sums a per-pixel "hole signal" over each column and each
row and takes the piece-wide window with the largest sum on each axis.
"""

import cv2
import numpy as np

from common import piece_box

NAME = "1 transparency/brightness profile"


def hole_signal(background):
    alpha = background[:, :, 3].astype(np.float32)
    if alpha.min() < 250:
        return 255.0 - alpha, "alpha"
    # Opaque: how far each pixel is from its neighbourhood's typical brightness.
    gray = cv2.cvtColor(background[:, :, :3], cv2.COLOR_BGR2GRAY)
    typical = cv2.medianBlur(gray, 31).astype(np.float32)
    return np.abs(gray.astype(np.float32) - typical), "brightness"


def best_window(profile, width):
    if width >= len(profile):
        return 0
    sums = np.convolve(profile, np.ones(width, np.float32), mode="valid")
    return int(np.argmax(sums))


def solve(challenge, context=None):
    _, _, w, h = piece_box(challenge.piece)
    signal, _ = hole_signal(challenge.background)
    x = best_window(signal.sum(axis=0), w)
    y = best_window(signal.sum(axis=1), h)
    return x, y
