"""Shared helpers of the attack suite: what a browser receives, and scoring through `puzzle verify`.

An attack sees only a challenge's served files (background.png, piece.png) and, for the
differencing attack, the other challenges of the same pool. The answers are read by the
driver for scoring, never handed to an attack.
"""

import functools
import json
import os
import subprocess

import cv2
import numpy as np


class Challenge:
    """The files a browser receives for one challenge."""

    def __init__(self, directory):
        self.name = os.path.basename(directory.rstrip("/"))
        self.directory = directory
        self.background = cv2.imread(os.path.join(directory, "background.png"), cv2.IMREAD_UNCHANGED)
        self.piece = cv2.imread(os.path.join(directory, "piece.png"), cv2.IMREAD_UNCHANGED)
        if self.background is None or self.piece is None:
            raise SystemExit(f"attack: cannot read the layers in {directory}")
        self.background = as_bgra(self.background)
        self.piece = as_bgra(self.piece)


def as_bgra(image):
    if image.ndim == 2:
        image = cv2.cvtColor(image, cv2.COLOR_GRAY2BGR)
    if image.shape[2] == 3:
        alpha = np.full(image.shape[:2] + (1,), 255, np.uint8)
        image = np.concatenate([image, alpha], axis=2)
    return image


def flatten(image, over=255.0):
    """The picture as a page shows it: composited over a plain color (white by default)."""
    rgb = image[:, :, :3].astype(np.float32)
    alpha = image[:, :, 3:4].astype(np.float32) / 255.0
    return rgb * alpha + over * (1.0 - alpha)


def piece_box(piece, threshold=250):
    """The piece's opaque part in piece.png: (x, y, w, h). Its top-left corner is what the
    blank names, since the shadow around it is translucent."""
    ys, xs = np.nonzero(piece[:, :, 3] >= threshold)
    if len(xs) == 0:
        ys, xs = np.nonzero(piece[:, :, 3] > 0)
    if len(xs) == 0:
        return 0, 0, piece.shape[1], piece.shape[0]
    x0, y0 = int(xs.min()), int(ys.min())
    return x0, y0, int(xs.max()) - x0 + 1, int(ys.max()) - y0 + 1


def piece_crop(piece, pad=0):
    """The piece's box grown by pad (within piece.png), and the box's offset in the crop."""
    x, y, w, h = piece_box(piece)
    x0, y0 = max(0, x - pad), max(0, y - pad)
    x1, y1 = min(piece.shape[1], x + w + pad), min(piece.shape[0], y + h + pad)
    return piece[y0:y1, x0:x1], (x - x0, y - y0), (w, h)


def best_match(result):
    _, best, _, location = cv2.minMaxLoc(result)
    return location, best


@functools.lru_cache(maxsize=None)
def verify_help(binary):
    run = subprocess.run([binary, "puzzle", "verify", "--help"], capture_output=True, text=True)
    return run.stdout + run.stderr


def verify(binary, answers_file, index, answer, x, y, failures=None, max_retries=None):
    """Scores one drop with `ttg-render puzzle verify`: (verified, state)."""
    text = verify_help(binary)
    command = [binary, "puzzle", "verify"]
    if "--answers" in text:
        # The challenge's name ("000001") reads as its number too.
        challenge_id = answer.get("challenge", "%06d" % index)
        command += ["--answers", answers_file, "--id", challenge_id, "--x", str(int(round(x)))]
        if "--y" in text:
            command += ["--y", str(int(round(y)))]
    else:
        command += [
            "--blank", "%d,%d" % tuple(answer["blank"]),
            "--position", "%d,%d" % (int(round(x)), int(round(y))),
            "--tolerance", str(answer.get("tolerance", 8)),
            "--axes", answer.get("axes", "both"),
        ]
        if "start" in answer:
            command += ["--start", "%d,%d" % tuple(answer["start"])]
        if "canvas" in answer:
            command += ["--canvas", "%dx%d" % tuple(answer["canvas"])]
        if "size" in answer:
            command += ["--size", "%dx%d" % tuple(answer["size"])]
    if failures is not None:
        command += ["--failures", str(failures)]
    if max_retries is not None:
        command += ["--max-retries", str(max_retries)]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"attack: {' '.join(command)} failed ({run.returncode}): {run.stderr.strip()}")
    state = "verified" if run.returncode == 0 else "failed"
    try:
        state = json.loads(run.stdout.strip().splitlines()[-1]).get("state", state)
    except (ValueError, IndexError):
        pass
    return run.returncode == 0, state
