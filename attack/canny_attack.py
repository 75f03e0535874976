"""Attack 2: Canny edges + template matching, the classic slider-captcha solver.

The background as a page shows it (over white) and the piece (over white too) are reduced to
their Canny edges; the piece's edge image is slid over the background's, and the best
normalized correlation is the hole.
"""

import cv2
import numpy as np

from common import best_match, flatten, piece_crop

NAME = "2 Canny edges + template match"
PAD = 4


def edges(image):
    gray = cv2.cvtColor(np.clip(flatten(image), 0, 255).astype(np.uint8), cv2.COLOR_BGR2GRAY)
    return cv2.Canny(cv2.GaussianBlur(gray, (3, 3), 0), 60, 160)


def solve(challenge, context=None):
    crop, (ox, oy), _ = piece_crop(challenge.piece, PAD)
    template = edges(crop)
    # The background padded by the same margin, so a crop position is the blank position.
    background = cv2.copyMakeBorder(challenge.background, PAD, PAD, PAD, PAD, cv2.BORDER_CONSTANT, value=(255, 255, 255, 255))
    scene = edges(background)
    (x, y), _ = best_match(cv2.matchTemplate(scene, template, cv2.TM_CCOEFF_NORMED))
    return x + ox - PAD, y + oy - PAD
