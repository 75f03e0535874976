#!/usr/bin/env python3
"""Looks at the playground's sliders in headless Chromium: counts the thumb's blue pixels in a
screenshot of a slider whose option is unset (--to), of the same slider once a person has moved
it, and of a slider whose option has a default (--rate).

Usage: playground_slider_check.py URL
Prints {"unset": N, "moved": N, "withDefault": N}. The screenshot is decoded here (zlib and the
PNG filters), so only the standard library is needed.
"""
import base64
import json
import os
import struct
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from devtools import Browser, wait_for  # noqa: E402

THUMB = (0x3D, 0x6D, 0xF2)


def decode_png(data):
    """The RGBA or RGB rows of an 8-bit PNG, as lists of pixel tuples."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    offset, idat, width, height, channels = 8, b"", 0, 0, 4
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6)
            channels = 4 if color == 6 else 3
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    raw, stride, rows, previous = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return rows


def thumb_pixels(browser, session, expression):
    """The count of the thumb's blue pixels in a screenshot of the element `expression` names."""
    box = browser.evaluate(session, f"""(() => {{
        const r = ({expression}).getBoundingClientRect();
        return [r.x, r.y - 8, r.width, r.height + 16];
    }})()""")
    shot = browser.call("Page.captureScreenshot", {"format": "png", "clip": {
        "x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": 1}}, session)
    rows = decode_png(base64.b64decode(shot["data"]))
    return sum(1 for row in rows for p in row if all(abs(p[i] - THUMB[i]) <= 24 for i in range(3)))


def main():
    browser = Browser()
    try:
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.call("Page.navigate", {"url": sys.argv[1]}, session)
        wait_for(browser, session, "document.body && document.body.dataset.rendered")
        to_slider = "document.getElementById('option-to').previousElementSibling"
        rate_slider = "document.getElementById('option-rate').previousElementSibling"
        unset = thumb_pixels(browser, session, to_slider)
        with_default = thumb_pixels(browser, session, rate_slider)
        browser.evaluate(session, f"""(() => {{
            const slider = {to_slider};
            slider.value = 4;
            slider.dispatchEvent(new Event('input'));
        }})()""")
        moved = thumb_pixels(browser, session, to_slider)
        print(json.dumps({"unset": unset, "moved": moved, "withDefault": with_default}))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
