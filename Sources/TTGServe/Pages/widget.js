(() => {
  "use strict";
  const css = `
.ttg-captcha { font: 14px/1.4 system-ui, sans-serif; display: inline-block; user-select: none; }
.ttg-captcha-stage { position: relative; overflow: hidden; border-radius: 6px; touch-action: none;
  background: #e8eaf0; }
.ttg-captcha-stage img { position: absolute; left: 0; top: 0; -webkit-user-drag: none; }
.ttg-captcha-piece { cursor: grab; }
.ttg-captcha-bar { display: flex; gap: 8px; align-items: center; margin-top: 6px; }
.ttg-captcha-status { flex: 1; }
.ttg-captcha[data-state="verified"] .ttg-captcha-status { color: #17803d; }
.ttg-captcha[data-state="failed"] .ttg-captcha-status,
.ttg-captcha[data-state="locked"] .ttg-captcha-status { color: #b42318; }`;

  // Counts SHA-256 hashes until one begins with `bits` zero bits; posts the nonce.
  const workerSource = `
onmessage = async (event) => {
  const { prefix, bits } = event.data;
  const encoder = new TextEncoder();
  const zeroBits = (bytes) => {
    let count = 0;
    for (const byte of bytes) {
      if (byte === 0) { count += 8; continue; }
      return count + Math.clz32(byte) - 24;
    }
    return count;
  };
  for (let base = 0; ; base += 64) {
    const batch = [];
    for (let n = base; n < base + 64; n++) {
      batch.push(crypto.subtle.digest("SHA-256", encoder.encode(prefix + n)));
    }
    const digests = await Promise.all(batch);
    for (let i = 0; i < digests.length; i++) {
      if (zeroBits(new Uint8Array(digests[i])) >= bits) { postMessage(String(base + i)); return; }
    }
  }
};`;

  function solve(id, work) {
    if (!work) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const url = URL.createObjectURL(new Blob([workerSource], { type: "text/javascript" }));
      const worker = new Worker(url);
      worker.onmessage = (event) => { worker.terminate(); URL.revokeObjectURL(url); resolve(event.data); };
      worker.onerror = (error) => { worker.terminate(); reject(error); };
      worker.postMessage({ prefix: `${id}:${work.salt}:`, bits: work.difficulty });
    });
  }

  function element(tag, className, attributes = {}) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  }

  class Captcha {
    constructor(root, endpoint) {
      this.root = root;
      this.endpoint = endpoint.replace(/\/$/, "");
      root.classList.add("ttg-captcha");
      root.setAttribute("role", "group");
      root.setAttribute("aria-label", "Puzzle check: drag the piece into the hole it was cut from");
      this.stage = element("div", "ttg-captcha-stage");
      this.background = element("img", "", { alt: "A picture with several holes shaped like the piece" });
      this.piece = element("img", "ttg-captcha-piece", { alt: "Puzzle piece: drag it into the matching hole" });
      this.stage.append(this.background, this.piece);
      this.status = element("span", "ttg-captcha-status", { role: "status", "aria-live": "polite" });
      this.again = element("button", "ttg-captcha-again", { type: "button" });
      this.again.textContent = "New puzzle";
      this.again.addEventListener("click", () => this.load());
      const bar = element("div", "ttg-captcha-bar");
      bar.append(this.status, this.again);
      root.append(this.stage, bar);
      this.piece.addEventListener("pointerdown", (event) => this.press(event));
      this.piece.addEventListener("pointermove", (event) => this.move(event));
      this.piece.addEventListener("pointerup", (event) => this.release(event));
      this.piece.addEventListener("pointercancel", () => this.place(this.challenge.start));
      this.load();
    }

    show(state, text) {
      this.root.dataset.state = state;
      this.status.textContent = text;
    }

    // A JSON answer from the service, or null with the error state shown: a failed fetch
    // (offline, or a page whose origin the service does not allow), a body that is not
    // JSON (a proxy's error page) and an error status all end the wait.
    async call(url, options, failure) {
      try {
        const response = await fetch(url, options);
        const answer = await response.json().catch(() => null);
        if (answer && (response.ok || answer.result)) return answer;
        this.show("error", (answer && answer.error) || `${failure} (the service answered ${response.status}).`);
      } catch (error) {
        this.show("error", `${failure}: the service cannot be reached.`);
      }
      return null;
    }

    async load() {
      this.show("loading", "Loading a puzzle…");
      this.track = null;
      this.challenge = null;
      const challenge = await this.call(this.endpoint + "/v1/captcha", { method: "POST" }, "No puzzle could be loaded");
      if (!challenge) return;
      this.challenge = challenge;
      this.root.dataset.challenge = challenge.id;
      const [width, height] = challenge.canvas;
      this.stage.style.width = width + "px";
      this.stage.style.height = height + "px";
      this.background.src = challenge.background;
      this.piece.src = challenge.piece;
      this.place(challenge.start);
      this.nonce = solve(challenge.id, challenge.work);
      this.show("ready", "Drag the piece into the hole it was cut from.");
    }

    /// Points per CSS pixel, should the page scale the stage.
    scale() { return this.challenge.canvas[0] / this.stage.getBoundingClientRect().width; }

    place([x, y]) {
      const [ox, oy] = this.challenge.pieceOrigin;
      this.piece.style.transform = `translate(${x - ox}px, ${y - oy}px)`;
    }

    position(event) {
      const scale = this.scale();
      const [sx, sy] = this.challenge.start;
      return [sx + (event.clientX - this.down.x) * scale, sy + (event.clientY - this.down.y) * scale];
    }

    press(event) {
      if (!this.challenge || !["ready", "failed"].includes(this.root.dataset.state)) return;
      event.preventDefault();
      this.piece.setPointerCapture(event.pointerId);
      this.down = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      this.track = [[0, ...this.challenge.start]];
      this.show("dragging", "Dragging…");
    }

    move(event) {
      if (!this.track) return;
      const events = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
      for (const sample of events.length ? events : [event]) {
        const [x, y] = this.position(sample);
        this.track.push([sample.timeStamp - this.down.time, x, y]);
      }
      this.place(this.track[this.track.length - 1].slice(1));
    }

    async release(event) {
      if (!this.track) return;
      const [x, y] = this.position(event);
      const last = this.track[this.track.length - 1];
      if (last[1] !== x || last[2] !== y) this.track.push([event.timeStamp - this.down.time, x, y]);
      const track = this.track;
      this.track = null;
      this.show("checking", "Checking…");
      const nonce = await this.nonce;
      const answer = await this.call(`${this.endpoint}/v1/captcha/${this.challenge.id}/verify`, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ drop: [x, y], track, nonce }) }, "The drop could not be checked");
      if (!answer) return;
      if (answer.result === "verified") {
        this.token = answer.token;
        const form = this.root.closest("form");
        if (form) {
          let field = form.querySelector('input[name="ttg-captcha-token"]');
          if (!field) {
            field = element("input", "", { type: "hidden", name: "ttg-captcha-token" });
            form.append(field);
          }
          field.value = answer.token;
        }
        this.show("verified", "Verified.");
        this.root.dispatchEvent(new CustomEvent("ttg-captcha-verified", { bubbles: true, detail: answer }));
      } else if (answer.result === "failed") {
        this.place(this.challenge.start);
        this.show("failed", "Not quite: try again.");
      } else if (answer.result === "locked") {
        this.show("locked", "This puzzle is locked. Ask for a new one.");
      } else {
        this.show("error", "The check failed. Ask for a new puzzle.");
      }
    }
  }

  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
  const origin = document.currentScript ? new URL(document.currentScript.src).origin : location.origin;
  const mount = () => {
    for (const root of document.querySelectorAll("[data-ttg-captcha]")) {
      if (!root.ttgCaptcha) root.ttgCaptcha = new Captcha(root, root.dataset.endpoint || origin);
    }
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mount);
  else mount();
  window.TTGCaptcha = { mount, solve };
})();
