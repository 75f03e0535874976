"""Attack 3: the piece's own pixels against the background (normalized cross-correlation).

The hole shows the same picture as the piece, only fainter, and the front never shows the
hole's part of the picture. The piece's inside (its opaque pixels, eroded past the inner
shadow) is matched with masked TM_CCOEFF_NORMED, which ignores a change of brightness and
contrast. Two variants:

- full strength: the colors of both PNGs as they are stored (alpha ignored);
- half strength: the background as a page shows it (over white), against the piece at the
  hole's half opacity over white, matched with masked TM_CCORR_NORMED (the cross-correlation
  normalized by the energies, without removing the mean, so the strength matters).
"""

import cv2
import numpy as np

from common import best_match, flatten, piece_crop

NAME_FULL = "3a NCC of the piece's pixels"
NAME_HALF = "3b NCC at half strength"
ERODE = 7


def _template(challenge):
    crop, (ox, oy), (w, h) = piece_crop(challenge.piece, 0)
    mask = (crop[:, :, 3] >= 250).astype(np.uint8) * 255
    mask = cv2.erode(mask, np.ones((ERODE, ERODE), np.uint8))
    return crop, mask, (ox, oy)


def solve_full(challenge, context=None):
    crop, mask, (ox, oy) = _template(challenge)
    scene = challenge.background[:, :, :3]
    result = cv2.matchTemplate(scene, crop[:, :, :3], cv2.TM_CCOEFF_NORMED, mask=cv2.merge([mask] * 3))
    result = np.nan_to_num(result, nan=-1.0, posinf=-1.0, neginf=-1.0)
    (x, y), _ = best_match(result)
    return x + ox, y + oy


def solve_half(challenge, context=None):
    crop, mask, (ox, oy) = _template(challenge)
    scene = flatten(challenge.background).astype(np.float32)
    half = crop.copy()
    half[:, :, 3] = (half[:, :, 3].astype(np.float32) * 0.5).astype(np.uint8)
    template = flatten(half).astype(np.float32)
    result = cv2.matchTemplate(scene, template, cv2.TM_CCORR_NORMED, mask=cv2.merge([mask] * 3).astype(np.float32))
    result = np.nan_to_num(result, nan=-1.0, posinf=-1.0, neginf=-1.0)
    (x, y), _ = best_match(result)
    return x + ox, y + oy
