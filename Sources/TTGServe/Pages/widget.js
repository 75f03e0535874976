(() => {
  "use strict";
  // The stylesheet (widget.css) and the proof-of-work worker (widget-worker.js) are files of
  // their own; the service puts each in as a string where its name stands, when it serves this.
  const css = WIDGET_CSS;

  // The widget's words, by language: chosen by the widget's data-lang, else the page's lang,
  // else the browser's; English when none of these is known.
  const strings = {
    en: {
      noPicture: "I can't see the picture", working: "Checking without the picture: this takes a little while…",
      label: "Puzzle check: move the piece into the hole it was cut from",
      backgroundAlt: "A picture with several holes shaped like the piece",
      piece: "Puzzle piece. Arrow keys move it, Shift moves it further, Enter drops it. Or click the hole.",
      newPuzzle: "New puzzle", loading: "Loading a puzzle…",
      ready: "Drag the piece into the hole it was cut from, click the hole, or use the arrow keys and Enter.",
      dragging: "Dragging…", moving: "Moving the piece: press Enter to drop it.", checking: "Checking…",
      verified: "Verified.", failed: "Not quite: try again.", locked: "This puzzle is locked. Ask for a new one.",
      expired: "The check has expired. Solve a new puzzle.", loadFailed: "No puzzle could be loaded",
      checkFailed: "The drop could not be checked", unreachable: "the service cannot be reached",
      answered: "the service answered {status}", broken: "The check failed. Ask for a new puzzle.",
    },
    zh: {
      noPicture: "我看不到图片", working: "正在进行无图验证，需要一点时间…",
      label: "拼图验证：把拼图块移到它被切下的缺口里",
      backgroundAlt: "一张带有几个拼图形状缺口的图片",
      piece: "拼图块。用方向键移动，按住 Shift 移动更远，按 Enter 放下。也可以直接点击缺口。",
      newPuzzle: "换一个拼图", loading: "正在加载拼图…",
      ready: "把拼图块拖进它被切下的缺口，或点击缺口，或用方向键和 Enter。",
      dragging: "拖动中…", moving: "正在移动拼图块：按 Enter 放下。", checking: "正在验证…",
      verified: "验证通过。", failed: "不太对，请再试一次。", locked: "这个拼图已锁定，请换一个。",
      expired: "验证已过期，请重新完成一个拼图。", loadFailed: "无法加载拼图",
      checkFailed: "无法验证这次放置", unreachable: "无法连接验证服务",
      answered: "服务返回 {status}", broken: "验证失败，请换一个拼图。",
    },
    es: {
      noPicture: "No puedo ver la imagen", working: "Comprobando sin la imagen: tardará un poco…",
      label: "Verificación con puzle: mueve la pieza al hueco del que se recortó",
      backgroundAlt: "Una imagen con varios huecos con la forma de la pieza",
      piece: "Pieza del puzle. Las flechas la mueven, Mayús la mueve más lejos, Intro la suelta. O haz clic en el hueco.",
      newPuzzle: "Nuevo puzle", loading: "Cargando un puzle…",
      ready: "Arrastra la pieza al hueco del que se recortó, haz clic en el hueco o usa las flechas e Intro.",
      dragging: "Arrastrando…", moving: "Moviendo la pieza: pulsa Intro para soltarla.", checking: "Comprobando…",
      verified: "Verificado.", failed: "Casi: inténtalo de nuevo.", locked: "Este puzle está bloqueado. Pide uno nuevo.",
      expired: "La verificación ha caducado. Resuelve un puzle nuevo.", loadFailed: "No se pudo cargar ningún puzle",
      checkFailed: "No se pudo comprobar la pieza", unreachable: "no se puede contactar con el servicio",
      answered: "el servicio respondió {status}", broken: "La comprobación falló. Pide un puzle nuevo.",
    },
    de: {
      noPicture: "Ich kann das Bild nicht sehen", working: "Prüfung ohne Bild: das dauert einen Moment…",
      label: "Puzzle-Prüfung: Bewege das Teil in das Loch, aus dem es geschnitten wurde",
      backgroundAlt: "Ein Bild mit mehreren Löchern in der Form des Teils",
      piece: "Puzzleteil. Pfeiltasten bewegen es, mit Umschalt weiter, Eingabe legt es ab. Oder klicke auf das Loch.",
      newPuzzle: "Neues Puzzle", loading: "Puzzle wird geladen…",
      ready: "Ziehe das Teil in das Loch, aus dem es geschnitten wurde, klicke auf das Loch oder nutze die Pfeiltasten und Eingabe.",
      dragging: "Wird gezogen…", moving: "Teil wird bewegt: Eingabe legt es ab.", checking: "Wird geprüft…",
      verified: "Bestätigt.", failed: "Nicht ganz: Versuche es noch einmal.",
      locked: "Dieses Puzzle ist gesperrt. Fordere ein neues an.",
      expired: "Die Bestätigung ist abgelaufen. Löse ein neues Puzzle.", loadFailed: "Es konnte kein Puzzle geladen werden",
      checkFailed: "Das Ablegen konnte nicht geprüft werden", unreachable: "der Dienst ist nicht erreichbar",
      answered: "der Dienst antwortete {status}", broken: "Die Prüfung ist fehlgeschlagen. Fordere ein neues Puzzle an.",
    },
    fr: {
      noPicture: "Je ne vois pas l'image", working: "Vérification sans l'image : cela prend un moment…",
      label: "Vérification par puzzle : placez la pièce dans le trou d'où elle a été découpée",
      backgroundAlt: "Une image avec plusieurs trous en forme de pièce",
      piece: "Pièce du puzzle. Les flèches la déplacent, Maj la déplace plus loin, Entrée la pose. Ou cliquez sur le trou.",
      newPuzzle: "Nouveau puzzle", loading: "Chargement d'un puzzle…",
      ready: "Faites glisser la pièce dans le trou d'où elle a été découpée, cliquez sur le trou ou utilisez les flèches et Entrée.",
      dragging: "Déplacement…", moving: "Déplacement de la pièce : appuyez sur Entrée pour la poser.",
      checking: "Vérification…", verified: "Vérifié.", failed: "Presque : réessayez.",
      locked: "Ce puzzle est verrouillé. Demandez-en un nouveau.",
      expired: "La vérification a expiré. Résolvez un nouveau puzzle.", loadFailed: "Aucun puzzle n'a pu être chargé",
      checkFailed: "La pose n'a pas pu être vérifiée", unreachable: "le service est injoignable",
      answered: "le service a répondu {status}", broken: "La vérification a échoué. Demandez un nouveau puzzle.",
    },
  };

  function language(root) {
    const named = root.dataset.lang || (root.closest("[lang]") || {}).lang || navigator.language || "en";
    const code = named.toLowerCase().split("-")[0];
    return strings[code] ? code : "en";
  }

  // Points an arrow key moves the piece, and with Shift.
  const STEP = 1, LARGE_STEP = 10;

  const workerSource = WIDGET_WORKER;

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
      const lang = language(root);
      this.words = strings[lang];
      root.lang = lang === "zh" ? "zh-Hans" : lang;
      root.classList.add("ttg-captcha");
      root.setAttribute("role", "group");
      root.setAttribute("aria-label", this.words.label);
      this.stage = element("div", "ttg-captcha-stage");
      this.background = element("img", "", { alt: this.words.backgroundAlt });
      // The piece is the control: focusable, moved by arrow keys and dropped with Enter.
      this.piece = element("img", "ttg-captcha-piece", {
        alt: this.words.piece, tabindex: "0", role: "application", "aria-roledescription": "puzzle piece" });
      this.stage.append(this.background, this.piece);
      this.status = element("span", "ttg-captcha-status", { role: "status", "aria-live": "polite" });
      this.again = element("button", "ttg-captcha-again", { type: "button" });
      this.again.textContent = this.words.newPuzzle;
      this.again.addEventListener("click", () => this.load());
      // Offered when the service gives challenges of proof of work alone (serve --work-only-challenges).
      this.blind = element("button", "ttg-captcha-no-picture", { type: "button", hidden: "" });
      this.blind.textContent = this.words.noPicture;
      this.blind.addEventListener("click", () => this.workOnly());
      const bar = element("div", "ttg-captcha-bar");
      bar.append(this.status, this.again, this.blind);
      root.append(this.stage, bar);
      this.piece.addEventListener("pointerdown", (event) => this.press(event));
      this.piece.addEventListener("pointermove", (event) => this.move(event));
      this.piece.addEventListener("pointerup", (event) => this.release(event));
      this.piece.addEventListener("pointercancel", () => this.place(this.challenge.start));
      this.piece.addEventListener("keydown", (event) => this.key(event));
      this.stage.addEventListener("pointerdown", (event) => this.clickDown(event));
      this.stage.addEventListener("pointerup", (event) => this.clickUp(event));
      this.load();
    }

    show(state, text) {
      this.root.dataset.state = state;
      this.status.textContent = text;
    }

    /// Whether a drop may be made now.
    accepting() {
      return this.challenge && this.challenge.start && ["ready", "failed", "moving"].includes(this.root.dataset.state);
    }

    /// Milliseconds from when the puzzle was shown to `event` (its own time stamp, so a busy page
    /// that runs handlers late does not bunch them up): the clock of key and click tracks.
    since(event) { return event.timeStamp - this.shownAt; }

    // A JSON answer from the service, or null with the error state shown: a failed fetch
    // (offline, or a page whose origin the service does not allow), a body that is not
    // JSON (a proxy's error page) and an error status all end the wait.
    async call(url, options, failure) {
      try {
        const response = await fetch(url, options);
        const answer = await response.json().catch(() => null);
        if (answer && (response.ok || answer.result)) return answer;
        const status = this.words.answered.replace("{status}", response.status);
        this.show("error", (answer && answer.error) || `${failure} (${status}).`);
      } catch (error) {
        this.show("error", `${failure}: ${this.words.unreachable}.`);
      }
      return null;
    }

    async load() {
      this.show("loading", this.words.loading);
      clearTimeout(this.expiry);
      this.setToken("");
      this.track = null;
      this.keys = null;
      this.challenge = null;
      const challenge = await this.call(this.endpoint + "/v1/captcha", { method: "POST" }, this.words.loadFailed);
      if (!challenge) return;
      this.challenge = challenge;
      this.root.dataset.challenge = challenge.id;
      const [width, height] = challenge.canvas;
      this.stage.style.width = width + "px";
      this.stage.style.height = height + "px";
      this.background.src = challenge.background;
      this.piece.src = challenge.piece;
      this.place(challenge.start);
      this.at = challenge.start.slice();
      this.nonce = solve(challenge.id, challenge.work);
      this.shownAt = performance.now();
      this.blind.hidden = !(challenge.alternatives || []).includes("work");
      this.show("ready", this.words.ready);
    }

    // No picture: a challenge of proof of work alone, solved while the person waits.
    async workOnly() {
      clearTimeout(this.expiry);
      this.show("checking", this.words.working);
      const challenge = await this.call(
        this.endpoint + "/v1/captcha?method=work", { method: "POST" }, this.words.loadFailed);
      if (!challenge) return;
      this.challenge = challenge;
      this.root.dataset.challenge = challenge.id;
      const issued = performance.now();
      const nonce = await solve(challenge.id, challenge.work);
      // The service's own minimum between issue and answer.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, issued + 1200 - performance.now())));
      this.submit({ input: "work", nonce });
    }

    /// The point on an axis the challenge leaves free; the start's on one it holds.
    free([x, y]) {
      const [sx, sy] = this.challenge.start;
      const axes = this.challenge.axes;
      return [axes === "vertical" ? sx : x, axes === "horizontal" ? sy : y];
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
      if (!this.accepting() || this.keys) return;
      event.preventDefault();
      event.stopPropagation();
      this.piece.setPointerCapture(event.pointerId);
      this.down = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      this.track = [[0, ...this.challenge.start]];
      this.show("dragging", this.words.dragging);
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

    release(event) {
      if (!this.track) return;
      event.stopPropagation();
      const [x, y] = this.position(event);
      const last = this.track[this.track.length - 1];
      if (last[1] !== x || last[2] !== y) this.track.push([event.timeStamp - this.down.time, x, y]);
      const track = this.track;
      this.track = null;
      const [sx, sy] = this.challenge.start;
      if (Math.hypot(x - sx, y - sy) < 2) {
        // A press on the piece without a drag (a click, or a focus by pointer) drops nothing.
        this.place(this.challenge.start);
        this.show("ready", this.words.ready);
        return;
      }
      this.drop([x, y], track, "drag");
    }

    // Arrow keys move the piece a step (Shift: a large one) and record where it is after each
    // press, auto-repeat included; Enter or Space drops it; Escape takes it back to the start.
    key(event) {
      if (!this.accepting() || this.track) return;
      const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      if (steps[event.key]) {
        event.preventDefault();
        const size = event.shiftKey ? LARGE_STEP : STEP;
        const [dx, dy] = steps[event.key];
        const next = this.free([this.at[0] + dx * size, this.at[1] + dy * size]);
        const [width, height] = this.challenge.canvas;
        const [pw, ph] = this.challenge.pieceSize;
        const inside = next[0] >= -pw / 2 && next[1] >= -ph / 2 && next[0] <= width - pw / 2 && next[1] <= height - ph / 2;
        if (!inside || (next[0] === this.at[0] && next[1] === this.at[1])) return;
        if (!this.keys) this.keys = [[0, ...this.at]];
        this.at = next;
        this.keys.push([this.since(event), ...next]);
        this.place(next);
        if (this.root.dataset.state !== "moving") this.show("moving", this.words.moving);
      } else if ((event.key === "Enter" || event.key === " ") && this.keys) {
        event.preventDefault();
        const track = this.keys;
        this.keys = null;
        this.drop(this.at, track, "keys");
      } else if (event.key === "Escape" && this.keys) {
        this.keys = null;
        this.at = this.challenge.start.slice();
        this.place(this.at);
        this.show("ready", this.words.ready);
      }
    }

    // A click or tap on the picture places the piece's middle there and drops it: one pointer,
    // no drag. The press and the release are recorded where they happened, timed from the
    // moment the puzzle was shown.
    clickDown(event) {
      if (event.target === this.piece || !this.accepting() || this.keys) return;
      this.pressed = { x: event.clientX, y: event.clientY, time: this.since(event) };
    }

    clickUp(event) {
      const pressed = this.pressed;
      this.pressed = null;
      if (!pressed || !this.accepting()) return;
      if (Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > 4) return;
      const box = this.stage.getBoundingClientRect();
      const scale = this.scale();
      const [pw, ph] = this.challenge.pieceSize;
      const drop = this.free([(pressed.x - box.left) * scale - pw / 2, (pressed.y - box.top) * scale - ph / 2]);
      this.place(drop);
      this.drop(drop, [[pressed.time, ...drop], [this.since(event), ...drop]], "click");
    }

    setToken(token) {
      const form = this.root.closest("form");
      if (!form) return;
      let field = form.querySelector('input[name="ttg-captcha-token"]');
      if (!field && token) {
        field = element("input", "", { type: "hidden", name: "ttg-captcha-token" });
        form.append(field);
      }
      if (field) field.value = token;
    }

    async drop([x, y], track, input) {
      this.show("checking", this.words.checking);
      const nonce = await this.nonce;
      this.submit({ drop: [x, y], track, input, nonce });
    }

    async submit(body) {
      const answer = await this.call(`${this.endpoint}/v1/captcha/${this.challenge.id}/verify`, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body) }, this.words.checkFailed);
      if (!answer) return;
      if (answer.result === "verified") {
        this.token = answer.token;
        this.setToken(answer.token);
        this.show("verified", this.words.verified);
        this.root.dispatchEvent(new CustomEvent("ttg-captcha-verified", { bubbles: true, detail: answer }));
        // The token lapses with the service's --token-lifetime: the form must not keep it.
        this.expiry = setTimeout(() => this.expire(), answer.expiresIn * 1000);
      } else if (answer.result === "failed") {
        if (this.challenge.start) {
          this.at = this.challenge.start.slice();
          this.place(this.at);
        }
        this.show("failed", this.words.failed);
      } else if (answer.result === "locked") {
        this.show("locked", this.words.locked);
      } else {
        this.show("error", this.words.broken);
      }
    }

    expire() {
      this.token = null;
      this.setToken("");
      this.show("expired", this.words.expired);
      this.root.dispatchEvent(new CustomEvent("ttg-captcha-expired", { bubbles: true }));
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
