#!/usr/bin/env python3
"""Builds docs/images/refresh-vs-upstream.png: the original control's screenshots beside
our renders of the same styles; with `pull`, docs/images/refresh-pull.png instead (the
docs/refresh.md's five Neon Cat pulls, --padding 0, 16 points apart on a transparent strip).

Left column: crops of TTGRefresh 0.1.0's own screenshots (Resources/screenshots/
posterPathGrid-hires.png, the 20-style grid; posterLoadMore-hires.png, the Rocket Orbit
load-more footer), halved. Right column: `ttg-render refresh --gallery --time 0.25` and
`ttg-render refresh --composite --role footer --style rocketOrbit --time 0.2`, both at
--scale 1.5. Standard library only (zlib); run from the repository root after `swift build`:

    python3 docs/tools/refresh-vs-upstream.py /work/.mirror/zekunyan+TTGRefresh/repo
    python3 docs/tools/refresh-vs-upstream.py pull
"""

import struct
import subprocess
import sys
import tempfile
import zlib


def read_png(data):
    """(width, height, rows of RGBA bytes) of an 8-bit RGBA or RGB, non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color in (2, 6) and interlace == 0
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        if kind == 1:
            for i in range(channels, stride):
                row[i] = (row[i] + row[i - channels]) & 255
        elif kind == 2:
            row = bytearray((a + b) & 255 for a, b in zip(row, previous))
        elif kind == 3:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = row[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(row)
        previous = row
    if channels == 3:
        rows = [bytearray(b for i in range(0, stride, 3) for b in (*r[i : i + 3], 255)) for r in rows]
    return width, height, rows


def write_png(path, width, height, rows):
    raw = b"".join(b"\x00" + bytes(r) for r in rows)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n")
        out.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)))
        out.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        out.write(chunk(b"IEND", b""))


def crop_halved(image, x0, y0, x1, y1):
    """The crop, each 2 × 2 block of pixels averaged into one."""
    _, _, rows = image
    out = []
    for y in range(y0, y1 - 1, 2):
        a, b = rows[y], rows[y + 1]
        row = bytearray()
        for x in range(x0, x1 - 1, 2):
            i = 4 * x
            for c in range(4):
                row.append((a[i + c] + a[i + 4 + c] + b[i + c] + b[i + 4 + c] + 2) // 4)
        out.append(row)
    return len(out[0]) // 4, len(out), out


def over_white(image):
    width, height, rows = image
    flat = []
    for r in rows:
        row = bytearray()
        for i in range(0, len(r), 4):
            alpha = r[i + 3]
            row += bytes((r[i + c] * alpha + 255 * (255 - alpha) + 127) // 255 for c in range(3)) + b"\xff"
        flat.append(row)
    return width, height, flat


def paste(canvas, image, left, top):
    width, _, rows = image
    for y, row in enumerate(rows):
        canvas[top + y][4 * left : 4 * (left + width)] = row


def pull_strip():
    gap, side = 16, 96
    steps = ["0", "0.25", "0.5", "0.75", "1"]
    width = len(steps) * side + (len(steps) - 1) * gap
    canvas = [bytearray(4 * width) for _ in range(side)]
    with tempfile.TemporaryDirectory() as tmp:
        for i, p in enumerate(steps):
            out = f"{tmp}/cat-{p}.png"
            arguments = ["--style", "neonCat", "--state", "pulling", "--progress", p, "--size", "96", "--padding", "0"]
            subprocess.run([".build/debug/ttg-render", "refresh", *arguments, "-o", out], check=True)
            with open(out, "rb") as f:
                paste(canvas, read_png(f.read()), i * (side + gap), 0)
    write_png("docs/images/refresh-pull.png", width, side, canvas)


def main():
    if sys.argv[1:] == ["pull"]:
        pull_strip()
        return
    repo = sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror/zekunyan+TTGRefresh/repo"
    show = lambda path: subprocess.run(
        ["git", f"--git-dir={repo}", "show", f"HEAD:{path}"], check=True, capture_output=True
    ).stdout
    grid = read_png(show("Resources/screenshots/posterPathGrid-hires.png"))
    load_more = read_png(show("Resources/screenshots/posterLoadMore-hires.png"))
    theirs = [crop_halved(grid, 0, 548, 1320, 2332), crop_halved(load_more, 200, 2468, 1120, 2688)]
    ours = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, arguments in [
            ("gallery", ["--gallery", "--time", "0.25"]),
            ("footer", ["--composite", "--role", "footer", "--style", "rocketOrbit", "--time", "0.2"]),
        ]:
            out = f"{tmp}/{name}.png"
            subprocess.run([".build/debug/ttg-render", "refresh", *arguments, "--scale", "1.5", "-o", out], check=True)
            with open(out, "rb") as f:
                ours.append(over_white(read_png(f.read())))
    gap = 24
    left_width = max(t[0] for t in theirs)
    right_width = max(o[0] for o in ours)
    heights = [max(t[1], o[1]) for t, o in zip(theirs, ours)]
    width = gap + left_width + gap + right_width + gap
    height = gap + sum(h + gap for h in heights)
    canvas = [bytearray(b"\xff\xff\xff\xff" * width) for _ in range(height)]
    top = gap
    for (t, o), h in zip(zip(theirs, ours), heights):
        paste(canvas, t, gap + (left_width - t[0]) // 2, top + (h - t[1]) // 2)
        paste(canvas, o, 2 * gap + left_width + (right_width - o[0]) // 2, top + (h - o[1]) // 2)
        top += h + gap
    write_png("docs/images/refresh-vs-upstream.png", width, height, canvas)


main()
