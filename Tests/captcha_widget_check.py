#!/usr/bin/env python3
"""Drives the captcha widget's demo page in headless Chromium as a person would.

Usage: captcha_widget_check.py URL STORE TARGET [mouse|touch|keys|click|nopicture] [--site PORT] [--lang LANG] [--expire]
                                [--stop PID] [--csp strict|strict-worker] [--dpr N]
       captcha_widget_check.py URL STORE api --site PORT [--csp strict]
       captcha_widget_check.py URL work BITS COUNT

Opens URL (the service's /captcha page) and waits for the widget's challenge. Reads where the
hole and the decoys are from the service's SQLite store (STORE, with Python's own sqlite3: the
page never knows), then drags the piece with real mouse events (Input.dispatchMouseEvent), or touch events
(Input.dispatchTouchEvent, touch emulation on) with `touch`, along
a human-like path, minimum-jerk with tremor, at an irregular ~60 Hz, to TARGET: `hole` or
`decoy`. Prints one JSON object: the widget's final state, the pass token in the form's hidden
field, the status text and the challenge id.

`nopicture` presses the widget's "I can't see the picture" button (a challenge of proof of work
alone). `keys` moves the piece with the keyboard alone: Tab to focus it, Shift+arrows and arrows
(Input.dispatchKeyEvent) at a person's pace, Enter to drop. `click` clicks the hole's middle
once. Every form also reports what a screen reader is given (the accessibility tree,
Accessibility.getFullAXTree): the piece's role, name and focusability, and the group's name.
With --expire it then waits for the pass token to lapse and reports whether the
`ttg-captcha-expired` event fired and the form's field was cleared. --lang sets the site page's
`lang` (with --site). --stop PID stops the service (SIGTERM) once the puzzle is shown, and drops
once it has exited: the widget must show its error state, not wait.

With --site PORT the widget is embedded as a site embeds it, from another origin: this script
serves a page of its own on 127.0.0.1:PORT with the form, `<script src="SERVICE/widget.js">` and
`data-endpoint="SERVICE"` (SERVICE is URL's origin), and drives that page instead. TARGET `error`
waits for the widget's error state instead of dragging.

--csp serves the site's page under a strict Content-Security-Policy, the one docs/captcha.md gives:
`default-src 'self'; script-src 'self' SERVICE; style-src 'self' SERVICE; img-src 'self' SERVICE;
connect-src SERVICE`, which lets no worker start (`strict`), or the same with `worker-src blob:`
(`strict-worker`). --dpr N emulates a screen of N device pixels a CSS pixel. Every form reports the
policy violations the page saw (a `securitypolicyviolation` listener installed before the page's
own scripts), where the proof of work ran (`solver`: `worker` or `page`) and the widget's width in
every state it passed through.

The `api` form drives a single-page app on the site (the widget loaded with `?render=explicit&onload=`)
through the JavaScript API: render with a callback, reset, remove, render again in a new element,
then a click on the hole; it reports what each step left.

The third form solves COUNT proofs of work of BITS bits with the widget's own Web Worker solver
and prints their times in milliseconds.
"""
import http.server
import json
import math
import os
import random
import signal
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


def mouse(browser, session, kind, x, y, at=None):
    """A mouse event; `at` (seconds since 1970) is the time it carries, which the page reads as its timeStamp."""
    params = {"type": kind, "x": x, "y": y, "button": "left", "buttons": 1 if kind != "mouseReleased" else 0}
    if kind != "mouseMoved":
        params["clickCount"] = 1
    if at is not None:
        params["timestamp"] = at
    browser.call("Input.dispatchMouseEvent", params, session)


TOUCH = {"mousePressed": "touchStart", "mouseMoved": "touchMove", "mouseReleased": "touchEnd"}


def touch(browser, session, kind, x, y, at=None):
    points = [] if kind == "mouseReleased" else [{"x": x, "y": y}]
    params = {"type": TOUCH[kind], "touchPoints": points}
    if at is not None:
        params["timestamp"] = at
    browser.call("Input.dispatchTouchEvent", params, session)


KEYS = {"ArrowRight": 39, "ArrowLeft": 37, "ArrowUp": 38, "ArrowDown": 40, "Enter": 13, "Tab": 9}


def press(browser, session, key, shift=False):
    """One key pressed and released, as a keyboard sends it."""
    params = {"key": key, "code": key, "windowsVirtualKeyCode": KEYS[key], "modifiers": 8 if shift else 0}
    down = dict(params, type="rawKeyDown" if key != "Enter" else "keyDown")
    if key == "Enter":
        down["text"] = "\r"
    browser.call("Input.dispatchKeyEvent", down, session)
    browser.call("Input.dispatchKeyEvent", dict(params, type="keyUp"), session)


def keyboard(browser, session, rng, start, target):
    """Tab to the piece, then arrows to the target (Shift for tens) at a person's pace, then Enter."""
    press(browser, session, "Tab")
    focused = wait_for(browser, session, "document.activeElement && document.activeElement.className")
    if "ttg-captcha-piece" not in focused:
        raise RuntimeError(f"Tab focused {focused}, not the piece")
    time.sleep(0.5)
    for axis, (minus, plus) in enumerate([("ArrowLeft", "ArrowRight"), ("ArrowUp", "ArrowDown")]):
        distance = round(target[axis] - start[axis])
        key = plus if distance > 0 else minus
        for shift, count in [(True, abs(distance) // 10), (False, abs(distance) % 10)]:
            for _ in range(count):
                press(browser, session, key, shift)
                time.sleep(rng.uniform(0.05, 0.14))
            time.sleep(rng.uniform(0.2, 0.4))
    press(browser, session, "Enter")


def click(browser, session, stage, target, size):
    """One click on the middle of where the piece belongs, after looking for it as a person does
    (longer than the service's one second from issue to drop)."""
    time.sleep(1.5)
    x, y = stage[0] + target[0] + size[0] / 2, stage[1] + target[1] + size[1] / 2
    mouse(browser, session, "mouseMoved", x, y)
    mouse(browser, session, "mousePressed", x, y)
    time.sleep(0.09)
    mouse(browser, session, "mouseReleased", x, y)


def accessibility(browser, session):
    """What a screen reader is told of the widget: the piece's role, name and focusability, the
    group's name and the live status."""
    nodes = browser.call("Accessibility.getFullAXTree", {}, session)["nodes"]

    def value(node, key):
        return (node.get(key) or {}).get("value")

    seen = {"piece": None, "group": None, "status": None}
    for node in nodes:
        name = value(node, "name") or ""
        role = value(node, "role")
        focusable = any(p["name"] == "focusable" and p["value"]["value"] for p in node.get("properties", []))
        text = role in ("StaticText", "InlineTextBox", "status", "generic", "paragraph")
        if not text and any(word in name for word in ("Arrow", "方向键", "Pfeil", "flèches", "flechas")):
            seen["piece"] = {"role": role, "name": name, "focusable": focusable}
        elif role == "group" and name:
            seen["group"] = name
        elif role == "status":
            seen["status"] = True
    return seen


def stopped_state(pid):
    """The process's state letter from /proc (Z: exited, not yet reaped), or "gone"."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return "gone"


def drag(browser, session, store, target_kind, device="mouse", expire=False, stop=None):
    browser.call("Accessibility.enable", {}, session)
    result = solve_widget(browser, session, store, target_kind, device, expire, stop)
    result.update(observed(browser, session))
    return result


def observed(browser, session):
    """What the page saw: its policy violations, where the work ran, the widget's widths, the
    pictures' density and what the widget says in its ready state."""
    widget = "(document.querySelector('.ttg-captcha') || document.createElement('div'))"
    return browser.evaluate(session, f"""({{
        violations: window.violations || [],
        solver: {widget}.dataset.solver || '',
        widths: window.widths || [],
        pictureWidth: ({widget}.querySelector('.ttg-captcha-stage img') || {{}}).naturalWidth || 0,
        readyText: window.readyText || '',
    }})""")


# Installed before the page's own scripts: records each policy violation, and the widget's width
# and its words each time its state changes.
WATCH = """
window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.violations.push(e.effectiveDirective + ' ' + e.blockedURI);
});
window.widths = [];
new MutationObserver((changes) => {
  for (const change of changes) {
    const root = change.target;
    if (change.attributeName !== 'data-state' || !root.classList.contains('ttg-captcha')) continue;
    window.widths.push([root.dataset.state, Math.round(root.getBoundingClientRect().width)]);
    if (root.dataset.state === 'ready' && !window.readyText) {
      window.readyText = root.querySelector('[role=status]').textContent;
    }
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-state'] });
"""


def solve_widget(browser, session, store, target_kind, device, expire, stop):
    browser.evaluate(session, "window.expired = false; document.addEventListener('ttg-captcha-expired', "
                              "() => { window.expired = true; })")
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
    seen = accessibility(browser, session)
    if stop:
        os.kill(stop, signal.SIGTERM)
        # The service drains: it answers what comes on the connections still open (the page's
        # kept-alive one included) until they close or its grace passes. Drop once it is gone.
        deadline = time.time() + 30
        while time.time() < deadline and stopped_state(stop) not in ("gone", "Z"):
            time.sleep(0.1)
    if device == "keys":
        keyboard(browser, session, rng, start, target)
        return outcome(browser, session, challenge, seen, expire)
    if device == "click":
        click(browser, session, stage, target, size)
        return outcome(browser, session, challenge, seen, expire)
    if device == "nopicture":
        button = browser.evaluate(session, f"""(() => {{
            const b = {WIDGET}.querySelector('.ttg-captcha-no-picture');
            if (!b || b.hidden) return null;
            b.scrollIntoView({{block: 'center'}});
            const r = b.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; }})()""")
        if button is None:
            return {"state": "no button", "token": "", "status": "", "challenge": challenge, "accessibility": seen}
        time.sleep(0.5)
        mouse(browser, session, "mousePressed", *button)
        mouse(browser, session, "mouseReleased", *button)
        wait_for(browser, session, f"{WIDGET}.dataset.challenge !== '{challenge}'")
        return outcome(browser, session, browser.evaluate(session, f"{WIDGET}.dataset.challenge"), seen, expire)
    time.sleep(0.4)  # looking for the hole
    # Each event carries the time a hand would have made it, from the drag's own schedule (the
    # press, then a move every 16 ms or so): a loaded machine that delivers them late changes
    # when they arrive, not the drag the page records. The real wait between them is at least
    # the schedule's, so the service's own clock always sees the drag take as long as it says.
    began = time.time()
    mouse_or_touch(browser, session, "mousePressed", x0, y0, at=began)
    duration = rng.uniform(0.8, 1.2)
    overshoot = rng.uniform(3, 9)
    elapsed = 0
    while True:
        step = max(0.004, rng.gauss(0.016, 0.004))
        time.sleep(step)
        elapsed += step
        t = elapsed / duration
        if t >= 1:
            break
        p = t * t * t * (10 - 15 * t + 6 * t * t)
        # Past the hole by `overshoot` points at 80% of the way, then back.
        reach = p + math.sin(math.pi * min(1, t / 0.9)) * overshoot / max(1, abs(dx)) * (1 if t > 0.5 else 0)
        x = x0 + dx * reach + rng.gauss(0, 0.4)
        y = y0 + dy * p + rng.gauss(0, 0.7)
        mouse_or_touch(browser, session, "mouseMoved", x, y, at=began + elapsed)
    mouse_or_touch(browser, session, "mouseMoved", x0 + dx, y0 + dy, at=began + elapsed)
    time.sleep(0.03)
    mouse_or_touch(browser, session, "mouseReleased", x0 + dx, y0 + dy, at=began + elapsed + 0.03)
    return outcome(browser, session, challenge, seen, expire)


TOKEN_FIELD = "(document.querySelector('input[name=\"ttg-captcha-token\"]') || {}).value || ''"


def outcome(browser, session, challenge, seen, expire):
    """The widget's verdict once the drop is judged, and with `expire` what happens when its token lapses."""
    state = wait_for(browser, session,
                     f"['verified', 'failed', 'locked', 'error'].includes({WIDGET}.dataset.state) && {WIDGET}.dataset.state")
    token = browser.evaluate(session, TOKEN_FIELD)
    status = browser.evaluate(session, f"{WIDGET}.querySelector('[role=status]').textContent")
    result = {"state": state, "token": token, "status": status, "challenge": challenge, "accessibility": seen}
    if expire and state == "verified":
        result["afterExpiry"] = {
            "state": wait_for(browser, session, f"{WIDGET}.dataset.state === 'expired' && 'expired'"),
            "event": browser.evaluate(session, "window.expired"),
            "field": browser.evaluate(session, TOKEN_FIELD),
            "status": browser.evaluate(session, f"{WIDGET}.querySelector('[role=status]').textContent"),
        }
    return result


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


API_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A single-page app</title>
<script src="/app.js"></script>
<script src="{service}/widget.js?render=explicit&onload=captchaLoaded" defer></script></head>
<body><form id="signup"><div id="view"></div><button type="submit">Sign up</button></form></body></html>
"""

# The app's own script (a file of the site's, as its policy wants): it counts the callbacks.
APP_SCRIPT = """
window.calls = { loaded: 0, verified: [], expired: 0, errors: [] };
function captchaLoaded() { window.calls.loaded += 1; }
function onVerified(token) { window.calls.verified.push(token); }
function onCaptchaError(message) { window.calls.errors.push(message); }
"""

SITE_PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><title>A shop</title>
<script src="{service}/widget.js" defer></script></head>
<body><h1>Checkout</h1>
<form id="order" action="/order" method="post">
  <div data-ttg-captcha data-endpoint="{service}"></div>
  <button type="submit">Order</button>
</form></body></html>
"""


def policy(kind, service):
    """The strict policy docs/captcha.md gives a site that embeds the widget from `service`."""
    lines = [f"default-src 'self'", f"script-src 'self' {service}", f"style-src 'self' {service}",
             f"img-src 'self' {service}", f"connect-src {service}"]
    if kind == "strict-worker":
        lines.append("worker-src blob:")
    return "; ".join(lines)


def serve_site(port, service, lang="en", csp=None, api=False):
    """A site on its own origin (another port) whose page embeds the widget from `service`."""
    page = (API_PAGE if api else SITE_PAGE).format(service=service, lang=lang).encode()

    class Site(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body, kind = (APP_SCRIPT.encode(), "text/javascript") if self.path == "/app.js" else (page, "text/html")
            self.send_response(200)
            self.send_header("Content-Type", kind + "; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            if csp:
                self.send_header("Content-Security-Policy", policy(csp, service))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{port}/"


def api(browser, session, store):
    """The JavaScript API as a single-page app uses it: render, reset, remove, render again."""
    steps = {}
    wait_for(browser, session, "window.calls && window.calls.loaded === 1")
    steps["loadedOnce"] = True
    first = browser.evaluate(session, """(() => {
        const slot = document.createElement('div'); slot.id = 'first';
        document.getElementById('view').append(slot);
        return TTGCaptcha.render('first', { callback: 'onVerified', 'error-callback': 'onCaptchaError',
                                            theme: 'dark' }); })()""")
    view = "document.getElementById('view').firstElementChild"
    one = wait_for(browser, session, f"{view}.dataset.state === 'ready' && {view}.dataset.challenge")
    steps["theme"] = browser.evaluate(session, f"[{view}.dataset.theme, getComputedStyle({view}).backgroundColor]")
    steps["responseBefore"] = browser.evaluate(session, f"TTGCaptcha.getResponse({first})")
    browser.evaluate(session, f"TTGCaptcha.reset({first})")
    two = wait_for(browser, session,
                   f"{view}.dataset.state === 'ready' && {view}.dataset.challenge !== '{one}' && {view}.dataset.challenge")
    steps["resetGaveANewChallenge"] = two != one
    # Unmounted, as a router does when the view changes: nothing of the widget is left.
    browser.evaluate(session, f"TTGCaptcha.remove({first})")
    steps["afterRemove"] = browser.evaluate(session, f"""(() => {{ const e = document.getElementById('first');
        return {{ children: e.children.length, classes: e.className, attributes: e.getAttributeNames(),
                  field: !!document.querySelector('input[name="ttg-captcha-token"]') }}; }})()""")
    steps["getResponseAfterRemove"] = browser.evaluate(session, f"""(() => {{
        try {{ TTGCaptcha.getResponse({first}); return 'no error'; }} catch (e) {{ return e.message; }} }})()""")
    browser.evaluate(session, "document.getElementById('first').remove()")
    # Mounted again in a new element: a new id, a working widget.
    second = browser.evaluate(session, """(() => {
        const slot = document.createElement('div');
        slot.dataset.callback = 'onVerified';
        document.getElementById('view').append(slot);
        return TTGCaptcha.render(slot); })()""")
    steps["ids"] = [first, second]
    challenge = wait_for(browser, session, f"{view}.dataset.state === 'ready' && {view}.dataset.challenge")
    answer = answer_of(store, challenge)
    stage = browser.evaluate(session, f"""(() => {{
        const r = {view}.querySelector('.ttg-captcha-stage').getBoundingClientRect(); return [r.left, r.top]; }})()""")
    click(browser, session, stage, answer["blank"], answer["size"])
    steps["state"] = wait_for(browser, session,
                              f"['verified', 'failed', 'locked', 'error'].includes({view}.dataset.state) && {view}.dataset.state")
    steps["callbacks"] = browser.evaluate(session, "window.calls")
    steps["response"] = browser.evaluate(session, f"TTGCaptcha.getResponse({second})")
    steps["field"] = browser.evaluate(session, TOKEN_FIELD)
    steps["challenge"] = challenge
    steps.update(observed(browser, session))
    return steps


def take(arguments, flag, convert=str):
    """The value after `flag` in `arguments`, converted, both taken out; None when it is absent."""
    if flag not in arguments:
        return None
    index = arguments.index(flag)
    value = convert(arguments[index + 1])
    del arguments[index:index + 2]
    return value


def main():
    arguments = sys.argv[1:]
    csp = take(arguments, "--csp")
    dpr = take(arguments, "--dpr", float)
    expire = "--expire" in arguments
    if expire:
        arguments.remove("--expire")
    stop = take(arguments, "--stop", int)
    lang = take(arguments, "--lang") or "en"
    site = take(arguments, "--site", int)
    sys.argv = [sys.argv[0]] + arguments
    url = sys.argv[1]
    if site is not None:
        parts = urllib.parse.urlsplit(url)
        url = serve_site(site, f"{parts.scheme}://{parts.netloc}", lang, csp, api=sys.argv[3] == "api")
    browser = Browser()
    try:
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.call("Page.enable", {}, session)
        browser.call("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH}, session)
        if len(sys.argv) > 4 and sys.argv[4] == "touch":
            # A touch screen from the start, as a phone is: the widget chooses its words by it.
            browser.call("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1}, session)
        if dpr:
            browser.call("Emulation.setDeviceMetricsOverride",
                         {"width": 800, "height": 600, "deviceScaleFactor": dpr, "mobile": False}, session)
        browser.call("Page.navigate", {"url": url}, session)
        if sys.argv[2] != "work" and sys.argv[3] == "api":
            print(json.dumps(api(browser, session, sys.argv[2])))
        elif sys.argv[2] == "work":
            print(json.dumps({"milliseconds": work(browser, session, int(sys.argv[3]), int(sys.argv[4]))}))
        elif sys.argv[3] == "error":
            state = wait_for(browser, session, f"['ready', 'error'].includes({WIDGET}.dataset.state) && {WIDGET}.dataset.state")
            status = browser.evaluate(session, f"{WIDGET}.querySelector('[role=status]').textContent")
            print(json.dumps(dict({"state": state, "status": status, "challenge": ""}, **observed(browser, session))))
        else:
            device = sys.argv[4] if len(sys.argv) > 4 else "mouse"
            print(json.dumps(drag(browser, session, sys.argv[2], sys.argv[3], device, expire, stop)))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
