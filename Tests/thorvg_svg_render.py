"""Rasterizes an SVG file with ThorVG's SVG loader, to a PNG.

ThorVG is the engine of several app players (its SVG loader reads masks as luminance, as SVG 1.1
says, whatever `mask-type`); thorvg-python (Tests/requirements.txt, in the virtual environment
`make deps` creates) bundles it. The tests compare its pixels with our own PNG rendering.

Usage: thorvg_svg_render.py --zoom Z IN.svg OUT.png

Writes OUT.png, non-premultiplied RGBA at Z pixels per user unit (the root's width and height
times Z), and exits 0; on a file ThorVG cannot read, prints one line and exits 1.
"""

import struct
import sys
import zlib

import thorvg_python as tvg


def png(width, height, rgba):
    """A PNG of 8-bit RGBA rows, unfiltered."""

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    rows = b"".join(b"\x00" + rgba[y * width * 4 : (y + 1) * width * 4] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def render(svg, zoom):
    """The document's pixels at `zoom`: width, height and straight RGBA bytes."""
    engine = tvg.Engine(threads=0)
    try:
        picture = tvg.Picture(engine)
        if picture.load_data(svg, "svg", None, True) != tvg.Result.SUCCESS:
            raise ValueError("ThorVG cannot read the SVG")
        _, w, h = picture.get_size()
        width, height = max(1, round(w * zoom)), max(1, round(h * zoom))
        picture.set_size(w * zoom, h * zoom)
        canvas = tvg.SwCanvas(engine)
        canvas.set_target(width, height, cs=tvg.Colorspace.ABGR8888S)
        canvas.add(picture)
        canvas.draw(True)
        canvas.sync()
        # ABGR8888S: a << 24 | b << 16 | g << 8 | r, little-endian in memory: R, G, B, A bytes.
        data = b"".join(struct.pack("<I", value) for value in canvas.buffer_arr)
        canvas.destroy()
        return width, height, data
    finally:
        engine.term()


def main(arguments):
    if len(arguments) != 4 or arguments[0] != "--zoom":
        print("usage: thorvg_svg_render.py --zoom Z IN.svg OUT.png", file=sys.stderr)
        return 2
    with open(arguments[2], "rb") as file:
        svg = file.read()
    try:
        width, height, rgba = render(svg, float(arguments[1]))
    except ValueError as error:
        print("%s: %s" % (arguments[2], error), file=sys.stderr)
        return 1
    with open(arguments[3], "wb") as file:
        file.write(png(width, height, rgba))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
