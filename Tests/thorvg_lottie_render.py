"""Renders Lottie files with ThorVG (PyPI thorvg-python, which bundles the engine): one
process for many moments of many files.

Reads a JSON list of jobs on standard input, each
    {"file": "anim.json", "frames": [0, 1.5, ...], "width": W, "height": H}
and writes, for each job and each of its frame numbers in order, W x H pixels of straight
(not premultiplied) RGBA bytes, rows top to bottom, to standard output. A frame number counts
from the composition's start and may be fractional (ThorVG interpolates between keyframes);
the composition is scaled to W x H (aspect kept, centered), on a transparent background.

Exit status 0, or 1 with a one-line reason on standard error when a file does not load or a
frame does not render.
"""

import json
import sys

import thorvg_python as tvg


def fail(message):
    sys.stderr.write(f"thorvg_lottie_render: {message}\n")
    sys.exit(1)


def render(engine, job, out):
    with open(job["file"], "rb") as handle:
        data = handle.read()
    width, height = job["width"], job["height"]
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    if picture.load_data(data, "lottie", None, True) != tvg.Result.SUCCESS:
        fail(f"{job['file']}: ThorVG does not load it")
    _, total = animation.get_total_frame()
    picture.set_size(width, height)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(width, height, cs=tvg.Colorspace.ABGR8888S)
    canvas.add(picture)
    for frame in job["frames"]:
        if not 0 <= frame < total:
            fail(f"{job['file']}: frame {frame} is outside the document's frames 0..<{total}")
        # SUCCESS, or INSUFFICIENT_CONDITION when the frame is the one already shown.
        if animation.set_frame(frame) not in (tvg.Result.SUCCESS, tvg.Result.INSUFFICIENT_CONDITION):
            fail(f"{job['file']}: ThorVG cannot show frame {frame}")
        canvas.update()
        if canvas.draw(True) != tvg.Result.SUCCESS or canvas.sync() != tvg.Result.SUCCESS:
            fail(f"{job['file']}: ThorVG did not draw frame {frame}")
        # ABGR8888 words are little-endian R, G, B, A bytes.
        out.write(bytes(canvas.buffer_arr))
    canvas.destroy()


def main():
    jobs = json.load(sys.stdin)
    engine = tvg.Engine(threads=0)
    if engine.init_result != tvg.Result.SUCCESS:
        fail("the ThorVG engine does not start")
    out = sys.stdout.buffer
    for job in jobs:
        render(engine, job, out)
    out.flush()


if __name__ == "__main__":
    main()
