#!/usr/bin/env python3
"""Drives the service's playground page in headless Chromium over the DevTools protocol.

Usage: playground_check.py URL STEPS_JSON

Opens URL, waits for the first picture, then for each step {"id": ..., "value": ...} sets that
control's value and fires its input event, as a person changing it would. When the page has
rendered the last change, prints one JSON object: the command line the page shows, the URL it
rendered, and the displayed picture's bytes in base64. Chromium is driven over
--remote-debugging-pipe (file descriptors 3 and 4), so only the standard library is needed.
"""
import base64
import json
import os
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        self.profile = tempfile.mkdtemp(prefix="ttg-chromium-")

        def wire():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(3, 4, to_browser_read, from_browser_write), preexec_fn=wire)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.next_id = 0
        self.buffer = b""

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_browser, 1 << 16)
                if not chunk:
                    raise RuntimeError("chromium closed the pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]

    def evaluate(self, session, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                "returnByValue": True}, session)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        self.process.kill()
        self.process.wait()


def wait_for(browser, session, expression, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = browser.evaluate(session, expression)
        if value:
            return value
        time.sleep(0.05)
    raise RuntimeError(f"timed out waiting for {expression}")


def main():
    url, steps = sys.argv[1], json.loads(sys.argv[2])
    browser = Browser()
    try:
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.call("Page.navigate", {"url": url}, session)
        first = wait_for(browser, session, "document.body && document.body.dataset.rendered")
        for step in steps:
            browser.evaluate(session, f"""(() => {{
                const element = document.getElementById({json.dumps(step['id'])});
                element.value = {json.dumps(step['value'])};
                element.dispatchEvent(new Event('input'));
            }})()""")
            if step['id'] == 'family':
                time.sleep(0.01)
        # The last change is rendered when the page's URL carries every value set.
        wanted = [s for s in steps if s['id'].startswith('option-')]
        condition = " && ".join(
            f"(document.body.dataset.rendered || '').includes({json.dumps(s['id'][7:] + '=' + s['value'])})"
            for s in wanted) or "true"
        rendered = wait_for(browser, session, f"({condition}) && document.body.dataset.rendered !== {json.dumps(first)} && document.body.dataset.rendered")
        command = browser.evaluate(session, "document.getElementById('command').textContent")
        picture = browser.evaluate(session, """(async () => {
            const response = await fetch(document.getElementById('picture').src);
            const bytes = new Uint8Array(await response.arrayBuffer());
            let text = '';
            for (const byte of bytes) text += String.fromCharCode(byte);
            return btoa(text);
        })()""")
        print(json.dumps({"command": command, "rendered": rendered, "picture": picture}))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
