#!/usr/bin/env python3
"""Drives the captcha widget's demo page in headless Chromium as a person would.

Usage: captcha_widget_check.py URL STORE TARGET [mouse|touch] [--site PORT]
       captcha_widget_check.py URL work BITS COUNT

Opens URL (the service's /captcha page) and waits for the widget's challenge. Reads where the
hole and the decoys are from the service's SQLite store (STORE, with Python's own sqlite3: the
page never knows), then drags the piece with real mouse events (Input.dispatchMouseEvent), or touch events
(Input.dispatchTouchEvent, touch emulation on) with `touch`, along
a human-like path, minimum-jerk with tremor, at an irregular ~60 Hz, to TARGET: `hole` or
`decoy`. Prints one JSON object: the widget's final state, the pass token in the form's hidden
field, the status text and the challenge id.

With --site PORT the widget is embedded as a site embeds it, from another origin: this script
serves a page of its own on 127.0.0.1:PORT with the form, `<script src="SERVICE/widget.js">` and
`data-endpoint="SERVICE"` (SERVICE is URL's origin), and drives that page instead. TARGET `error`
waits for the widget's error state instead of dragging.

The second form solves COUNT proofs of work of BITS bits with the widget's own Web Worker solver
and prints their times in milliseconds.
"""
import http.server
import json
import math
import os
import random
import sqlite3
import sys
import threading
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from devtools import Browser, wait_for  # noqa: E402

WIDGET = "(document.querySelector('[data-ttg-captcha]') || {dataset: {}})"


def answer_of(store, challenge):
    row = sqlite3.connect(store).execute("SELECT record FROM challenges WHERE id = ?", (challenge,)).fetchone()
    return json.loads(json.loads(row[0])["answer"])


def mouse(browser, session, kind, x, y):
    params = {"type": kind, "x": x, "y": y, "button": "left", "buttons": 1 if kind != "mouseReleased" else 0}
    if kind != "mouseMoved":
        params["clickCount"] = 1
    browser.call("Input.dispatchMouseEvent", params, session)


TOUCH = {"mousePressed": "touchStart", "mouseMoved": "touchMove", "mouseReleased": "touchEnd"}


def touch(browser, session, kind, x, y):
    points = [] if kind == "mouseReleased" else [{"x": x, "y": y}]
    browser.call("Input.dispatchTouchEvent", {"type": TOUCH[kind], "touchPoints": points}, session)


def drag(browser, session, store, target_kind, device="mouse"):
    if device == "touch":
        browser.call("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1}, session)
        mouse_or_touch = touch
    else:
        mouse_or_touch = mouse
    challenge = wait_for(browser, session, f"{WIDGET}.dataset.state === 'ready' && {WIDGET}.dataset.challenge")
    answer = answer_of(store, challenge)
    target = answer["blank"] if target_kind == "hole" else answer["decoys"][0]
    start = answer["start"]
    stage = browser.evaluate(session, f"""(() => {{
        const r = {WIDGET}.querySelector('.ttg-captcha-stage').getBoundingClientRect();
        return [r.left, r.top]; }})()""")
    # Press on the middle of the piece's box, on screen (the stage shows canvas points 1:1).
    size = answer["size"]
    x0 = stage[0] + start[0] + size[0] / 2
    y0 = stage[1] + start[1] + size[1] / 2
    dx, dy = target[0] - start[0], target[1] - start[1]
    rng = random.Random(challenge)
    time.sleep(0.4)  # looking for the hole
    mouse_or_touch(browser, session, "mousePressed", x0, y0)
    duration = rng.uniform(0.8, 1.2)
    overshoot = rng.uniform(3, 9)
    began = time.time()
    while True:
        time.sleep(max(0.004, rng.gauss(0.016, 0.004)))
        t = (time.time() - began) / duration
        if t >= 1:
            break
        p = t * t * t * (10 - 15 * t + 6 * t * t)
        # Past the hole by `overshoot` points at 80% of the way, then back.
        reach = p + math.sin(math.pi * min(1, t / 0.9)) * overshoot / max(1, abs(dx)) * (1 if t > 0.5 else 0)
        x = x0 + dx * reach + rng.gauss(0, 0.4)
        y = y0 + dy * p + rng.gauss(0, 0.7)
        mouse_or_touch(browser, session, "mouseMoved", x, y)
    mouse_or_touch(browser, session, "mouseMoved", x0 + dx, y0 + dy)
    time.sleep(0.03)
    mouse_or_touch(browser, session, "mouseReleased", x0 + dx, y0 + dy)
    state = wait_for(browser, session,
                     f"['verified', 'failed', 'locked', 'error'].includes({WIDGET}.dataset.state) && {WIDGET}.dataset.state")
    token = browser.evaluate(session, "(document.querySelector('input[name=\"ttg-captcha-token\"]') || {}).value || ''")
    status = browser.evaluate(session, f"{WIDGET}.querySelector('[role=status]').textContent")
    return {"state": state, "token": token, "status": status, "challenge": challenge}


def work(browser, session, bits, count):
    wait_for(browser, session, f"{WIDGET}.dataset.state === 'ready'")
    return browser.evaluate(session, f"""(async () => {{
        const times = [];
        for (let i = 0; i < {count}; i++) {{
            const began = performance.now();
            await TTGCaptcha.solve('c' + i, {{ salt: 's' + i, difficulty: {bits} }});
            times.push(performance.now() - began);
        }}
        return times; }})()""")


SITE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A shop</title>
<script src="{service}/widget.js" defer></script></head>
<body><h1>Checkout</h1>
<form id="order" action="/order" method="post">
  <div data-ttg-captcha data-endpoint="{service}"></div>
  <button type="submit">Order</button>
</form></body></html>
"""


def serve_site(port, service):
    """A site on its own origin (another port) whose page embeds the widget from `service`."""
    page = SITE_PAGE.format(service=service).encode()

    class Site(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{port}/"


def main():
    arguments = sys.argv[1:]
    site = None
    if "--site" in arguments:
        index = arguments.index("--site")
        site = int(arguments[index + 1])
        del arguments[index:index + 2]
    sys.argv = [sys.argv[0]] + arguments
    url = sys.argv[1]
    if site is not None:
        parts = urllib.parse.urlsplit(url)
        url = serve_site(site, f"{parts.scheme}://{parts.netloc}")
    browser = Browser()
    try:
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.call("Page.navigate", {"url": url}, session)
        if sys.argv[2] == "work":
            print(json.dumps({"milliseconds": work(browser, session, int(sys.argv[3]), int(sys.argv[4]))}))
        elif sys.argv[3] == "error":
            state = wait_for(browser, session, f"['ready', 'error'].includes({WIDGET}.dataset.state) && {WIDGET}.dataset.state")
            status = browser.evaluate(session, f"{WIDGET}.querySelector('[role=status]').textContent")
            print(json.dumps({"state": state, "status": status, "challenge": ""}))
        else:
            device = sys.argv[4] if len(sys.argv) > 4 else "mouse"
            print(json.dumps(drag(browser, session, sys.argv[2], sys.argv[3], device)))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
