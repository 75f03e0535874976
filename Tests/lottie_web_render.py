"""Plays Lottie files in lottie-web, the reference web player, in headless Chromium: one browser
for many moments of many files, with any of lottie-web's three renderers.

Two releases of lottie-web, each from a pinned PyPI wheel (requirements-players.txt); nothing is
fetched: 5.7.5, which the wheel pylottie carries in `pylottie/lottie.html`, and 5.12.2, which
dash-extensions carries as one module of its webpack chunk `dash_extensions/async-Lottie.js`.
The page checks that `lottie.version` is the release asked for. The browser is driven over the
DevTools pipe (devtools.py).

Reads a JSON object on standard input,
    {"renderer": "svg" | "canvas" | "html", "release": "5.7.5" (the default) | "5.12.2",
     "jobs": [{"file": "anim.json", "frames": [0, 1.5, ...], "width": W, "height": H}, ...]}
and writes, for each job and each of its frame numbers in order, a screenshot of the player's
box of W x H CSS pixels (at a device pixel ratio of 1, on a transparent page) as an 8-byte
big-endian length and that many bytes of PNG. A frame number counts from the composition's
`ip` and may be fractional (`goToAndStop(frame, true)`); lottie-web scales the composition to
the box (aspect kept, centered), as an app's view does.

A job may also list "markers" (names): after its frames, lottie-web seeks each by its name
itself (`goToAndStop(name)`, which finds the marker whose `cm` is the name, as lottie-ios and
lottie-android do, and shows its first frame), and a screenshot follows each. Only 5.12.2 does:
5.7.5 predates seeking by name, and from 5.7.7 to 5.9.3 lottie-web kept the whole marker object
as its name, so that no name matched (fixed in 5.9.4). A name lottie-web does not find
(`getMarkerData`) fails the run.

Exit status 0, or 1 with a one-line reason on standard error.
"""

import base64
import importlib.util
import json
import os
import struct
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from devtools import Browser  # noqa: E402


def fail(message):
    sys.stderr.write(f"lottie_web_render: {message}\n")
    sys.exit(1)


def package_file(package, name):
    """The text of a file a wheel carries."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        fail(f"the {package} wheel (which carries lottie-web) is not installed")
    with open(os.path.join(list(spec.submodule_search_locations)[0], name), encoding="utf-8") as handle:
        return handle.read()


# 5.12.2 is one module of a webpack chunk: the chunk is pushed onto an array of our own, and the
# module that registers lottie-web's effects (lottie-web itself) is run to define `lottie`.
CHUNK_PROLOGUE = "self.webpackChunkdash_extensions = [];\n"
CHUNK_EPILOGUE = """
(function () {
  const modules = self.webpackChunkdash_extensions[0][1];
  const id = Object.keys(modules).find(key => String(modules[key]).includes('registerEffect'));
  const module = {exports: {}};
  modules[id](module, module.exports);
  self.lottie = module.exports;
})();
"""


def lottie_script(release):
    """lottie-web's own script of `release`, cut from the wheel that carries it."""
    if release == "5.7.5":
        html = package_file("pylottie", "lottie.html")
        start = html.index("<script>") + len("<script>")
        return html[start:html.index("</script>", start)]
    if release == "5.12.2":
        return CHUNK_PROLOGUE + package_file("dash_extensions", "async-Lottie.js") + CHUNK_EPILOGUE
    fail(f"no wheel carries lottie-web {release!r}")


PAGE = """<!doctype html><html><head><meta charset="utf-8">
<style>* { margin: 0; padding: 0; } html, body { background: transparent; overflow: hidden; }
#box { position: absolute; left: 0; top: 0; }</style>
<script src="lottie.js"></script></head><body><div id="box"></div>
<script>
let animation = null;
function show(data, renderer, width, height) {
  if (animation) animation.destroy();
  const box = document.getElementById('box');
  box.innerHTML = '';
  box.style.width = width + 'px';
  box.style.height = height + 'px';
  animation = lottie.loadAnimation({container: box, renderer, loop: false, autoplay: false,
                                    animationData: data});
  // Embedded images (a puzzle's photo) decode asynchronously; the canvas renderer draws nothing
  // until they have.
  return new Promise(resolve => {
    const started = Date.now();
    (function wait() {
      if (animation.isLoaded) resolve(true);
      else if (Date.now() - started > 20000) resolve(false);
      else setTimeout(wait, 10);
    })();
  });
}
function seek(position) {
  if (typeof position === 'number') {
    animation.goToAndStop(position, true);
  } else {
    if (!animation.getMarkerData || !animation.getMarkerData(position)) return null;
    animation.goToAndStop(position);
  }
  return animation.currentFrame;
}
</script></body></html>"""


def main():
    request = json.load(sys.stdin)
    renderer = request["renderer"]
    if renderer not in ("svg", "canvas", "html"):
        fail(f"unknown renderer {renderer!r}")
    release = request.get("release", "5.7.5")
    folder = tempfile.mkdtemp(prefix="ttg-lottie-web-")
    with open(os.path.join(folder, "lottie.js"), "w", encoding="utf-8") as handle:
        handle.write(lottie_script(release))
    with open(os.path.join(folder, "page.html"), "w", encoding="utf-8") as handle:
        handle.write(PAGE)

    browser = Browser()
    out = sys.stdout.buffer
    try:
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.call("Page.enable", {}, session)
        browser.call("Emulation.setDefaultBackgroundColorOverride",
                     {"color": {"r": 0, "g": 0, "b": 0, "a": 0}}, session)
        browser.call("Page.navigate", {"url": "file://" + os.path.join(folder, "page.html")}, session)
        for _ in range(400):
            if browser.evaluate(session, "typeof lottie !== 'undefined' && document.readyState === 'complete'"):
                break
        else:
            fail("lottie-web did not load")
        reported = browser.evaluate(session, "lottie.version")
        if reported != release:
            fail(f"lottie-web reports version {reported!r}, not {release!r}")
        for job in request["jobs"]:
            with open(job["file"], encoding="utf-8") as handle:
                text = handle.read()
            width, height = job["width"], job["height"]
            browser.call("Emulation.setDeviceMetricsOverride",
                         {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session)
            loaded = browser.evaluate(
                session, f"show({text}, {json.dumps(renderer)}, {width}, {height})")
            if not loaded:
                fail(f"{job['file']}: lottie-web does not load it")
            positions = list(job.get("frames", [])) + list(job.get("markers", []))
            for position in positions:
                shown = browser.evaluate(session, f"seek({json.dumps(position)})")
                if shown is None:
                    fail(f"{job['file']}: lottie-web cannot show {position!r}")
                shot = browser.call("Page.captureScreenshot", {
                    "format": "png", "fromSurface": True, "captureBeyondViewport": False,
                    "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}}, session)
                png = base64.b64decode(shot["data"])
                out.write(struct.pack(">Q", len(png)))
                out.write(png)
        out.flush()
    finally:
        browser.close()


if __name__ == "__main__":
    main()
