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
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from devtools import Browser, wait_for  # noqa: E402


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
            f"(document.body.dataset.rendered || '').includes({json.dumps(s['id'][7:] + '=')} + encodeURIComponent({json.dumps(s['value'])}))"
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
