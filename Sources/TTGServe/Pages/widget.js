(() => {
  "use strict";
  // The captcha widget: turns an element into a puzzle challenge of the service it was loaded
  // from. Its stylesheet is the service's /widget.css, linked, and its pictures are the service's
  // URLs, so it runs under a page's strict Content-Security-Policy (no inline style, no data: or
  // blob: URL). The proof of work runs in a Web Worker where the page's policy lets one start, and
  // on the page, in slices that keep it responsive, where it does not.
  //
  // The service puts the proof-of-work search (widget-solver.js) where WIDGET_SOLVER stands, and
  // the worker's script (widget-worker.js with that search), as a string, where WIDGET_WORKER does.
  WIDGET_SOLVER;
  const workerSource = WIDGET_WORKER;

  // The widget's words, by language: chosen by the widget's data-lang (or the lang option), else
  // the page's lang, else the browser's; English when none of these is known.
  const strings = {
    en: {
      pieceTouch: "Puzzle piece. Drag it into the hole it was cut from, or tap the hole.",
      readyTouch: "Drag the piece into the hole it was cut from, or tap the hole.",
      pictureFailed: "the picture did not load",
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
      pieceTouch: "拼图块。把它拖进它被切下的缺口，或直接点按缺口。",
      readyTouch: "把拼图块拖进它被切下的缺口，或点按缺口。",
      pictureFailed: "图片未能加载",
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
      pieceTouch: "Pieza del puzle. Arrástrala al hueco del que se recortó, o toca el hueco.",
      readyTouch: "Arrastra la pieza al hueco del que se recortó, o toca el hueco.",
      pictureFailed: "la imagen no se cargó",
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
      pieceTouch: "Puzzleteil. Ziehe es in das Loch, aus dem es geschnitten wurde, oder tippe auf das Loch.",
      readyTouch: "Ziehe das Teil in das Loch, aus dem es geschnitten wurde, oder tippe auf das Loch.",
      pictureFailed: "das Bild wurde nicht geladen",
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
      pieceTouch: "Pièce du puzzle. Faites-la glisser dans le trou d'où elle a été découpée, ou touchez le trou.",
      readyTouch: "Faites glisser la pièce dans le trou d'où elle a été découpée, ou touchez le trou.",
      pictureFailed: "l'image ne s'est pas chargée",
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

  function language(root, named) {
    const code = (named || (root.closest("[lang]") || {}).lang || navigator.language || "en").toLowerCase().split("-")[0];
    return strings[code] ? code : "en";
  }

  // Points an arrow key moves the piece, and with Shift.
  const STEP = 1, LARGE_STEP = 10;
  // Milliseconds the page's solver runs before it lets the page handle its events.
  const SLICE = 8;
  // Milliseconds a request to the service may take before the widget gives up on it: longer than
  // the service's own wait for a render slot.
  const PATIENCE = 20000;

  const script = document.currentScript;
  const scriptURL = script ? new URL(script.src, location.href) : new URL(location.href);
  // The service the widget belongs to: where its script came from.
  const origin = scriptURL.origin;

  /// Lets the page handle what is waiting (input, rendering), then resumes: a message to oneself
  /// is not clamped as nested timers are.
  function pause() {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    });
  }

  /// Solves `work` for challenge `id` on the page, in slices; null if `task.cancelled` is set first.
  async function solveOnPage(id, work, task) {
    const search = workSearch(`${id}:${work.salt}:`, work.difficulty);
    for (;;) {
      const until = performance.now() + SLICE;
      while (performance.now() < until) {
        const nonce = search.next(1024);
        if (nonce !== null) return nonce;
      }
      await pause();
      if (task.cancelled) return null;
    }
  }

  /// A worker for the proof of work, or null where the page's policy lets none start: from the
  /// service's own URL on its own origin, else from a Blob (a browser starts no worker from a
  /// script of another origin).
  function startWorker() {
    try {
      if (origin === location.origin) return new Worker(origin + "/widget-worker.js");
      const url = URL.createObjectURL(new Blob([workerSource], { type: "text/javascript" }));
      const worker = new Worker(url);
      URL.revokeObjectURL(url);
      return worker;
    } catch (error) {
      return null;
    }
  }

  /// The nonce of challenge `id`'s `work` (undefined when there is none), and where it was found
  /// in `task.solver` (`worker` or `page`; `task.changed()` is called when it is set). A worker
  /// that cannot start, or fails, hands the work to the page. `task.cancel()` stops either.
  function solve(id, work, task = {}) {
    if (!work) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const onPage = () => {
        task.solver = "page";
        if (task.changed) task.changed();
        solveOnPage(id, work, task).then(resolve);
      };
      const worker = startWorker();
      if (!worker) return onPage();
      task.solver = "worker";
      if (task.changed) task.changed();
      task.cancel = () => { task.cancelled = true; worker.terminate(); };
      worker.onmessage = (event) => { worker.terminate(); resolve(event.data); };
      worker.onerror = (event) => {
        event.preventDefault();
        worker.terminate();
        task.cancel = () => { task.cancelled = true; };
        if (!task.cancelled) onPage();
      };
      worker.postMessage({ prefix: `${id}:${work.salt}:`, bits: work.difficulty });
    });
  }

  function element(tag, className, attributes = {}) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  }

  // The size of the service's canvas in points, until a challenge gives its own: the widget
  // takes its place at once, before its stylesheet or a picture has arrived.
  const CANVAS = [320, 200];

  /// The widget's stylesheet, linked once a document from the service: settles when it has loaded
  /// (or failed: the widget is usable, if plain, without it).
  let stylesheet = null;
  function linkStylesheet() {
    if (stylesheet) return stylesheet;
    const link = element("link", "", { rel: "stylesheet", href: origin + "/widget.css" });
    stylesheet = new Promise((resolve) => {
      link.addEventListener("load", resolve);
      link.addEventListener("error", resolve);
    });
    document.head.append(link);
    return stylesheet;
  }

  /// `callback` (a function, or the name of a global one) called with `value`; an exception it
  /// throws is reported, never breaks the widget.
  function call(callback, value) {
    const target = typeof callback === "function" ? callback : callback && window[callback];
    if (typeof target !== "function") return;
    try { target(value); } catch (error) { setTimeout(() => { throw error; }); }
  }

  class Captcha {
    /// A widget in `root` with `options`: `endpoint`, `lang`, `theme` (`light`, `dark`, `auto`),
    /// `callback`, `expired-callback` and `error-callback` (each also `expiredCallback`, …).
    constructor(root, options) {
      this.root = root;
      this.options = options;
      this.endpoint = (options.endpoint || origin).replace(/\/$/, "");
      const lang = language(root, options.lang);
      this.words = strings[lang];
      // Words for the input at hand: a touch screen alone (no mouse or trackpad, and so most
      // likely no keyboard) is told to drag or tap; anything else is told of the keys too.
      this.touch = matchMedia("(any-pointer: coarse)").matches && !matchMedia("(any-pointer: fine)").matches;
      // What the element had not: taken away again by remove().
      this.added = ["lang", "class", "style"].filter((name) => !root.hasAttribute(name));
      if (this.added.includes("lang")) root.lang = lang === "zh" ? "zh-Hans" : lang;
      root.classList.add("ttg-captcha");
      root.dataset.theme = ["light", "dark"].includes(options.theme) ? options.theme : "auto";
      root.setAttribute("role", "group");
      root.setAttribute("aria-label", this.words.label);
      this.stage = element("div", "ttg-captcha-stage");
      this.background = element("img", "", { alt: this.words.backgroundAlt, draggable: "false" });
      // The piece is the control: focusable, moved by arrow keys and dropped with Enter.
      this.piece = element("img", "ttg-captcha-piece", {
        alt: this.touch ? this.words.pieceTouch : this.words.piece, tabindex: "0", role: "application",
        "aria-roledescription": "puzzle piece", draggable: "false" });
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
      this.size(CANVAS);
      this.piece.addEventListener("pointerdown", (event) => this.press(event));
      this.piece.addEventListener("pointermove", (event) => this.move(event));
      this.piece.addEventListener("pointerup", (event) => this.release(event));
      this.piece.addEventListener("pointercancel", () => this.challenge && this.place(this.challenge.start));
      this.piece.addEventListener("keydown", (event) => this.key(event));
      this.stage.addEventListener("pointerdown", (event) => this.clickDown(event));
      this.stage.addEventListener("pointerup", (event) => this.clickUp(event));
      this.load();
    }

    /// The widget as wide as a canvas of `[width, height]` points, whatever its words say.
    size([width, height]) {
      this.root.style.width = width + "px";
      this.stage.style.width = width + "px";
      this.stage.style.height = height + "px";
      this.background.style.width = width + "px";
      this.background.style.height = height + "px";
    }

    show(state, text) {
      this.root.dataset.state = state;
      this.status.textContent = text;
    }

    /// The error state with its message, told to the page (data-error-callback, an event).
    fail(text) {
      this.show("error", text);
      call(this.options["error-callback"] || this.options.errorCallback, text);
      this.root.dispatchEvent(new CustomEvent("ttg-captcha-error", { bubbles: true, detail: { message: text } }));
    }

    /// Whether a drop may be made now.
    accepting() {
      return this.challenge && this.challenge.start && ["ready", "failed", "moving"].includes(this.root.dataset.state);
    }

    /// Milliseconds from when the puzzle was shown to `event` (its own time stamp, so a busy page
    /// that runs handlers late does not bunch them up): the clock of key and click tracks.
    since(event) { return event.timeStamp - this.shownAt; }

    // A JSON answer from the service, or null with the error state shown: a failed fetch
    // (offline, refused, or no answer within PATIENCE), a body that is not JSON (a proxy's error
    // page) and an error status (its message, the service's refusal of the page's origin
    // included) all end the wait. Null without a word once the widget is removed or reloaded.
    async call(url, options, failure) {
      const generation = this.generation;
      let response, answer;
      try {
        const signal = AbortSignal.timeout ? AbortSignal.timeout(PATIENCE) : undefined;
        response = await fetch(url, Object.assign({ signal, credentials: "omit" }, options));
        answer = await response.json().catch(() => null);
      } catch (error) {
        if (generation === this.generation) this.fail(`${failure}: ${this.words.unreachable}.`);
        return null;
      }
      if (generation !== this.generation) return null;
      if (answer && (response.ok || answer.result)) return answer;
      const status = this.words.answered.replace("{status}", response.status);
      this.fail(answer && answer.error ? `${failure}: ${answer.error}` : `${failure} (${status}).`);
      return null;
    }

    /// Stops what the last challenge started: its expiry, its proof of work, its pending answers.
    settle() {
      this.generation = (this.generation || 0) + 1;
      clearTimeout(this.expiry);
      if (this.task && this.task.cancel) this.task.cancel();
      if (this.task) this.task.cancelled = true;
      this.task = null;
    }

    async load() {
      this.settle();
      const generation = this.generation;
      this.show("loading", this.words.loading);
      this.setToken("");
      this.track = null;
      this.keys = null;
      this.challenge = null;
      // Pictures at the screen's density, 1× to 3×: the same puzzle in the same points.
      const scale = Math.min(3, Math.max(1, Math.ceil(window.devicePixelRatio || 1)));
      const challenge = await this.call(
        `${this.endpoint}/v1/captcha?scale=${scale}`, { method: "POST" }, this.words.loadFailed);
      if (!challenge) return;
      this.size(challenge.canvas);
      this.background.src = this.endpoint + challenge.background;
      this.piece.src = this.endpoint + challenge.piece;
      try {
        await Promise.all([this.background.decode(), this.piece.decode(), linkStylesheet()]);
      } catch (error) {
        if (generation === this.generation) this.fail(`${this.words.loadFailed}: ${this.words.pictureFailed}.`);
        return;
      }
      if (generation !== this.generation) return;
      const pixels = challenge.scale || 1;
      this.piece.style.width = this.piece.naturalWidth / pixels + "px";
      this.piece.style.height = this.piece.naturalHeight / pixels + "px";
      this.challenge = challenge;
      this.root.dataset.challenge = challenge.id;
      this.place(challenge.start);
      this.at = challenge.start.slice();
      const task = { changed: () => { if (this.task === task) this.root.dataset.solver = task.solver; } };
      this.task = task;
      this.nonce = solve(challenge.id, challenge.work, task);
      this.shownAt = performance.now();
      this.blind.hidden = !(challenge.alternatives || []).includes("work");
      this.show("ready", this.touch ? this.words.readyTouch : this.words.ready);
    }

    // No picture: a challenge of proof of work alone, solved while the person waits.
    async workOnly() {
      this.settle();
      const generation = this.generation;
      this.show("checking", this.words.working);
      const challenge = await this.call(
        this.endpoint + "/v1/captcha?method=work", { method: "POST" }, this.words.loadFailed);
      if (!challenge) return;
      this.challenge = challenge;
      this.root.dataset.challenge = challenge.id;
      const issued = performance.now();
      this.task = {};
      const nonce = await solve(challenge.id, challenge.work, this.task);
      // The service's own minimum between issue and answer.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, issued + 1200 - performance.now())));
      if (generation !== this.generation) return;
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
        this.show("ready", this.touch ? this.words.readyTouch : this.words.ready);
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

    /// The pass token in the enclosing form's hidden `ttg-captcha-token` field, made when first
    /// needed and emptied when the token goes.
    setToken(token) {
      this.token = token || null;
      const form = this.root.closest("form");
      if (!form) return;
      let field = this.field || form.querySelector('input[name="ttg-captcha-token"]');
      if (!field && token) {
        field = element("input", "", { type: "hidden", name: "ttg-captcha-token" });
        form.append(field);
        this.field = field;
      }
      if (field) field.value = token;
    }

    async drop([x, y], track, input) {
      const generation = this.generation;
      this.show("checking", this.words.checking);
      const nonce = await this.nonce;
      if (generation !== this.generation) return;
      this.submit({ drop: [x, y], track, input, nonce });
    }

    async submit(body) {
      const answer = await this.call(`${this.endpoint}/v1/captcha/${this.challenge.id}/verify`, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body) }, this.words.checkFailed);
      if (!answer) return;
      if (answer.result === "verified") {
        this.setToken(answer.token);
        this.show("verified", this.words.verified);
        this.root.dispatchEvent(new CustomEvent("ttg-captcha-verified", { bubbles: true, detail: answer }));
        call(this.options.callback, answer.token);
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
        this.fail(this.words.broken);
      }
    }

    expire() {
      this.setToken("");
      this.show("expired", this.words.expired);
      this.root.dispatchEvent(new CustomEvent("ttg-captcha-expired", { bubbles: true }));
      call(this.options["expired-callback"] || this.options.expiredCallback);
    }

    /// Takes the widget out of its element: what it added (children, attributes, the form's
    /// field) goes, and nothing it started (a timer, a worker, a request) acts afterwards.
    remove() {
      this.settle();
      this.setToken("");
      if (this.field) this.field.remove();
      this.root.replaceChildren();
      this.root.classList.remove("ttg-captcha");
      this.root.style.removeProperty("width");
      const attributes = ["role", "aria-label", "data-state", "data-challenge", "data-theme", "data-solver"];
      for (const name of attributes.concat(this.added)) this.root.removeAttribute(name);
    }
  }

  // The page's API, in the manner of the captchas sites already use: render, reset, remove and
  // getResponse by the id render gave (or the first widget when none is given).
  const widgets = new Map();
  let rendered = 0;

  /// The options of an element's data-* attributes, under those given.
  function optionsOf(root, given) {
    const data = root.dataset;
    const attributes = {
      endpoint: data.endpoint, lang: data.lang, theme: data.theme, callback: data.callback,
      "expired-callback": data.expiredCallback, "error-callback": data.errorCallback,
    };
    const options = Object.assign({}, given);
    for (const [name, value] of Object.entries(attributes)) {
      if (options[name] === undefined && value !== undefined) options[name] = value;
    }
    return options;
  }

  function widget(id) {
    const found = id === undefined ? widgets.values().next().value : widgets.get(Number(id));
    if (!found) throw new Error(`TTGCaptcha: no widget ${id === undefined ? "is rendered" : id}`);
    return found;
  }

  /// Renders a widget in `container` (an element or its id) and returns its id; an element that
  /// has one already keeps it.
  function render(container, options = {}) {
    const root = typeof container === "string" ? document.getElementById(container) : container;
    if (!(root instanceof Element)) throw new Error(`TTGCaptcha.render: no element ${container}`);
    for (const [id, existing] of widgets) if (existing.root === root) return id;
    linkStylesheet();
    const id = ++rendered;
    widgets.set(id, new Captcha(root, optionsOf(root, options)));
    return id;
  }

  const api = {
    render,
    /// A new puzzle in place of the current one; the token, if any, is dropped.
    reset(id) { widget(id).load(); },
    remove(id) {
      const found = widget(id);
      found.remove();
      for (const [key, value] of widgets) if (value === found) widgets.delete(key);
    },
    /// The pass token of a verified widget not yet expired; "" otherwise.
    getResponse(id) { return widget(id).token || ""; },
    /// The proof-of-work solver the widgets use, for measuring it: resolves to the nonce.
    solve,
  };
  window.TTGCaptcha = api;

  // Every `<div data-ttg-captcha>` is rendered once the document is parsed, unless the script was
  // loaded with `?render=explicit`; `?onload=NAME` calls the global function NAME once the API is
  // there (a page that renders its own, as a single-page app does).
  const mountAll = () => {
    for (const root of document.querySelectorAll("[data-ttg-captcha]")) render(root);
  };
  const explicit = scriptURL.searchParams.get("render") === "explicit";
  const ready = () => {
    if (!explicit) mountAll();
    const onload = scriptURL.searchParams.get("onload");
    if (onload) call(onload);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready);
  else ready();
})();
