"""Hostile clients against `ttg-render serve --secret`: the inputs a bot turns to when the drag is
judged (keys, a click, a replayed drag re-targeted), starving the service of connections and of
render slots, flooding it to raise everyone's proof of work, and what that proof of work costs
the best attacker.

    python attack/hostile_client.py --binary .build/release/ttg-render --solver .build/attack-solver

Each attack runs against a `serve --secret` of its own on a loopback port (port 0), with an
SQLite store of its own. The attacker reads our source and uses the best tools: where it plays a
solver that reads the picture perfectly, the answer comes from the store (the attacker's best
case, as in service_attacks.py), and it solves proof of work with the native solver
(attack/solver.c). A second network is a second loopback address: Linux answers all of
127.0.0.0/8, so a client socket bound to 127.0.0.2 is another /32 to the service.

Prints one markdown table and writes it to attack/hostile-results.txt. Every loop is bounded in
count and time (about 5 minutes at the defaults). A measurement, not a test: it exits 0 whatever
the rates.
"""

import argparse
import concurrent.futures
import errno
import http.client
import json
import os
import random
import re
import resource
import select
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import service_attacks  # noqa: E402
from service_attacks import DEFAULT_SOLVER, PERSON_SECONDS, SECRET, Service, human_track, replayed  # noqa: E402

ATTACKER = "127.0.0.1"
OTHER = "127.0.0.2"  # another /32: a person's network beside the attacker's
LADDER = "127.0.0.3"  # a network that fails on purpose (attack g)
QUIET = "127.0.0.4"  # a network that has asked nothing yet (attack g)


# MARK: - HTTP from a chosen source address

def call(base, method, path, body=None, source=None, timeout=30.0, connection=None):
    """(status or None, JSON body or text, seconds). `source`: the local address to send from.
    `connection`: an http.client connection to reuse (keep-alive)."""
    url = urllib.parse.urlsplit(base)
    data = json.dumps(body).encode() if body is not None else b""
    headers = {"Content-Type": "application/json", "Connection": "keep-alive" if connection else "close"}
    began = time.monotonic()
    own = connection is None
    if own:
        connection = http.client.HTTPConnection(url.hostname, url.port, timeout=timeout,
                                                source_address=(source, 0) if source else None)
    try:
        connection.request(method, path, body=data if method == "POST" else None, headers=headers)
        response = connection.getresponse()
        raw = response.read()
        status = response.status
    except (OSError, http.client.HTTPException) as error:
        connection.close()
        return None, f"{type(error).__name__}: {error}", time.monotonic() - began
    finally:
        if own:
            connection.close()
    try:
        parsed = json.loads(raw)
    except ValueError:
        parsed = raw[:200].decode("latin-1")
    return status, parsed, time.monotonic() - began


def has_option(binary, option):
    run = subprocess.run([binary, "serve", "--help"], capture_output=True, text=True)
    return option in run.stdout + run.stderr


class Bench:
    """Services for the attacks, each with a store and a log of its own."""

    def __init__(self, binary, folder, work_rate):
        self.binary, self.folder, self.work_rate = binary, folder, work_rate
        self.count = 0

    def start(self, name, extra=(), work=True):
        self.count += 1
        store = os.path.join(self.folder, f"{self.count:02d}-{name}.sqlite3")
        log = os.path.join(self.folder, f"{self.count:02d}-{name}.log")
        extra = list(extra)
        if work and self.work_rate:
            extra += ["--work-rate", str(int(self.work_rate))]
        service = Service(self.binary, store, extra, log=log)
        if not service.base.startswith("http"):
            service.stop()
            raise RuntimeError(f"serve did not start ({' '.join(extra)}): see {log}")
        return service


def work_levels(service):
    """The bits the service's log says it asks: (rest, pressure, cap, hashes a second) or None."""
    deadline = time.time() + 5
    while time.time() < deadline:
        with open(service.log) as f:
            match = re.search(r"proof of work: (\d+) bits at rest, (\d+) under pressure, at most (\d+)"
                              r"(?: \((\d+) k hashes a second)?", f.read())
        if match:
            rate = int(match.group(4)) * 1000 if match.group(4) else None
            return int(match.group(1)), int(match.group(2)), int(match.group(3)), rate
        time.sleep(0.1)
    return None


def redeem(service, token):
    """siteverify's answer for a token, its `input` and `method` when it names them."""
    status, answer, _ = call(service.base, "POST", "/v1/siteverify", {"secret": SECRET, "token": token})
    if status != 200 or not isinstance(answer, dict):
        return False, "?"
    kind = "/".join(str(answer[k]) for k in ("input", "method") if k in answer) or "-"
    return bool(answer.get("success")), kind


class Tally:
    def __init__(self):
        self.lock = threading.Lock()
        self.counts = {}
        self.kinds = {}

    def add(self, outcome, kind=None):
        with self.lock:
            self.counts[outcome] = self.counts.get(outcome, 0) + 1
            if kind:
                self.kinds[kind] = self.kinds.get(kind, 0) + 1

    def get(self, outcome):
        return self.counts.get(outcome, 0)

    def total(self):
        return sum(self.counts.values())

    def outcomes(self):
        return ", ".join(f"{k} {v}" for k, v in sorted(self.counts.items()))

    def siteverify(self):
        if not self.kinds:
            return "siteverify input/method: no pass"
        return "siteverify input/method: " + ", ".join(f"{k} ×{v}" for k, v in sorted(self.kinds.items()))


def row(name, result, details, target, began):
    return f"| {name} | {result} | {details} | {target} | {time.time() - began:.0f} s |"


def percent(part, whole):
    return f"{part}/{whole} ({100 * part / whole:.0f}%)" if whole else "0/0"


# MARK: - The perfect solver's attempt with a chosen input

def attempt(service, rng, make_track, input_kind, tally):
    """One challenge answered with `input_kind`: the answer read from the store, the track made by
    `make_track(start, drop, rng) -> (track, drop)`, sent once the track's length has passed on the
    service's clock. Tallies verified (and redeemed), failed, locked or the HTTP status."""
    status, challenge, _ = call(service.base, "POST", "/v1/captcha")
    if status != 200:
        tally.add(f"no challenge ({status})")
        return
    issued = time.time()
    nonce = service_attacks.SOLVER.solve(challenge)
    blank = service.answer(challenge["id"])["blank"]
    track, drop = make_track(challenge["start"], blank, rng)
    # A track may not be longer than the time since the challenge was issued.
    time.sleep(max(0.0, issued + max(PERSON_SECONDS, track[-1][0] / 1000) + rng.uniform(0.15, 0.4) - time.time()))
    body = {"drop": list(drop), "track": track, "nonce": nonce}
    if input_kind != "drag":
        body["input"] = input_kind
    status, verdict, _ = call(service.base, "POST", f"/v1/captcha/{challenge['id']}/verify", body)
    if status != 200 or not isinstance(verdict, dict):
        tally.add(f"HTTP {status}")
        return
    result = verdict.get("result", "?")
    if result == "verified":
        redeemed, kind = redeem(service, verdict.get("token", ""))
        tally.add("verified" if redeemed else "verified, not redeemed", kind)
    else:
        tally.add(result)


def run_attempts(service, count, threads, seed, make_track, input_kind, deadline):
    tally = Tally()

    def one(index):
        if time.time() < deadline:
            attempt(service, random.Random(seed * 100003 + index), make_track, input_kind, tally)

    with concurrent.futures.ThreadPoolExecutor(threads) as pool:
        list(pool.map(one, range(count)))
    return tally


# MARK: - a. Keys

def key_steps(start, drop, rng):
    """Arrow-key presses from the start to the drop: Shift+arrow (10 points) while more than ten
    away, then arrows (1 point), one axis after the other in a random order."""
    steps = []
    axes = [0, 1]
    rng.shuffle(axes)
    for axis in axes:
        distance = int(round(drop[axis] - start[axis]))
        sign = 1 if distance >= 0 else -1
        tens, ones = divmod(abs(distance), 10)
        steps += [(axis, 10 * sign)] * tens + [(axis, sign)] * ones
    return steps


def fresh_key_intervals(steps, rng):
    """Milliseconds before each press: a reaction first, then a person's tapping (varying, never
    under 30 ms) with a pause where the key or Shift changes."""
    intervals = [rng.uniform(700, 1500)]
    for before, after in zip(steps, steps[1:]):
        if before != after:
            intervals.append(rng.uniform(250, 600))
        else:
            intervals.append(min(400.0, max(30.0, rng.gauss(130, 40))))
    return intervals


def key_track(steps, intervals, start):
    x, y = float(start[0]), float(start[1])
    track, t = [[0.0, x, y]], 0.0
    for (axis, step), interval in zip(steps, intervals):
        t += interval
        if axis == 0:
            x += step
        else:
            y += step
        track.append([round(t, 1), x, y])
    return track, (x, y)


def keys_fresh(start, drop, rng):
    steps = key_steps(start, drop, rng)
    return key_track(steps, fresh_key_intervals(steps, rng), start)


class KeyScript:
    """One timing script (made once, like a person's) replayed on every challenge, each interval
    moved by ±`jitter` ms."""

    def __init__(self, rng, jitter=5.0):
        self.jitter = jitter
        script_steps = [(0, 10)] * 12 + [(0, 1)] * 9 + [(1, 10)] * 6 + [(1, 1)] * 9 + [(0, 1)] * 40
        self.intervals = fresh_key_intervals(script_steps, rng)

    def __call__(self, start, drop, rng):
        steps = key_steps(start, drop, rng)
        intervals = [max(11.0, self.intervals[i % len(self.intervals)] + rng.uniform(-self.jitter, self.jitter))
                     for i in range(len(steps))]
        return key_track(steps, intervals, start)


# MARK: - b. Click

def click_fresh(start, drop, rng):
    press = rng.uniform(600, 2500)
    hold = min(400.0, max(40.0, rng.gauss(110, 35)))
    return [[round(press, 1), drop[0], drop[1]], [round(press + hold, 1), drop[0], drop[1]]], tuple(drop)


class ClickScript:
    def __init__(self, rng, jitter=5.0):
        self.jitter = jitter
        self.press, self.hold = rng.uniform(600, 2500), min(400.0, max(40.0, rng.gauss(110, 35)))

    def __call__(self, start, drop, rng):
        press = self.press + rng.uniform(-self.jitter, self.jitter)
        release = press + self.hold + rng.uniform(-self.jitter, self.jitter)
        return [[round(press, 1), drop[0], drop[1]], [round(release, 1), drop[0], drop[1]]], tuple(drop)


# MARK: - c. Drag replayed, re-targeted

class DragReplay:
    """One accepted human-like drag, moved and stretched to each new start and drop, every sample
    jittered by ±`points` and ±`milliseconds`; its times kept in order (the service refuses a track
    whose times decrease, and an attacker would not send one)."""

    def __init__(self, track, points=3.0, milliseconds=5.0):
        self.track, self.points, self.milliseconds = track, points, milliseconds

    def __call__(self, start, drop, rng):
        moved = replayed(self.track, start, drop, rng, self.points, self.milliseconds)
        for before, sample in zip(moved, moved[1:]):
            sample[0] = max(sample[0], before[0] + 0.1)
        return moved, tuple(drop)


def drag_fresh(start, drop, rng):
    return human_track(start, drop, rng), tuple(drop)


def input_attacks(bench, args, rows):
    """a, b, c: the perfect solver's answer sent as keys, a click, and a re-targeted drag replay."""
    # The rate limit is raised and proof of work is off so each attempt is judged by the input rules
    # alone (the work is measured in f and g).
    extra = ["--challenge-rate", "100000", "--work", "0"]
    cases = [
        ("a", "key bot: fresh random timings", "keys", lambda rng: keys_fresh, "reported"),
        ("a", "key bot: one timing script replayed, ±5 ms", "keys", lambda rng: KeyScript(rng), "reported"),
        ("b", "click bot: fresh reaction and hold", "click", lambda rng: click_fresh, "reported"),
        ("b", "click bot: one click timing replayed, ±5 ms", "click", lambda rng: ClickScript(rng), "reported"),
    ]
    for index, (letter, name, kind, maker, target) in enumerate(cases):
        if letter not in args.only:
            continue
        began = time.time()
        service = bench.start("inputs-" + kind, extra, work=False)
        try:
            tally = run_attempts(service, args.challenges, args.threads, index + 1, maker(random.Random(7 + index)),
                                 kind, began + args.attack_seconds)
        finally:
            service.stop()
        rows.append(row(f"{letter}. {name}", f"verified {percent(tally.get('verified'), tally.total())}",
                        f"{tally.outcomes()}; {tally.siteverify()}", target, began))
        print(rows[-1], flush=True)

    if "c" not in args.only:
        return
    began = time.time()
    service = bench.start("drag-replay", extra, work=False)
    try:
        control = run_attempts(service, max(4, args.challenges // 4), args.threads, 11, drag_fresh, "drag",
                               began + args.attack_seconds)
        rows.append(row("c. control: fresh human-like drags, the answer read", f"verified "
                        f"{percent(control.get('verified'), control.total())}",
                        f"{control.outcomes()}; {control.siteverify()}", "all verified", began))
        print(rows[-1], flush=True)
        began = time.time()
        track = None
        rng = random.Random(3)
        for _ in range(10):
            _, _, candidate, (_, verdict) = service_attacks.perfect(service, rng)
            if verdict.get("result") == "verified":
                track = candidate
                break
        if track is None:
            rows.append(row("c. drag replay, re-targeted (±3 pt, ±5 ms)", "no drag was accepted to replay", "",
                            "≥ 95% refused", began))
        else:
            tally = run_attempts(service, args.challenges + args.challenges // 4, args.threads, 13,
                                 DragReplay(track), "drag", began + args.attack_seconds)
            refused = tally.total() - tally.get("verified")
            rows.append(row("c. drag replay, re-targeted (±3 pt, ±5 ms)",
                            f"refused {percent(refused, tally.total())}",
                            f"{tally.outcomes()}; one track of {len(track)} samples, {track[-1][0]:.0f} ms",
                            "≥ 95% refused", began))
        print(rows[-1], flush=True)
    finally:
        service.stop()


# MARK: - d. Connection starvation

def hold_connections(port, count, seconds, open_rate, trickle, stats, stop):
    """Opens `count` sockets from the attacker's address (as fast as it can when `open_rate` is 0,
    else that many a second) and keeps them open: each one the service closes is opened again.
    `trickle`: seconds between single bytes of a request head on each socket; 0 sends nothing."""
    head = (b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\n" + b"X-Pad: " + b"a" * 4000)
    poller = select.poll()
    sockets = {}
    began = time.monotonic()
    next_open = began
    window, window_opens = began, 0  # at most 1000 opens a second, however fast the service closes them
    next_trickle = began + trickle if trickle else None
    held = []
    while time.monotonic() - began < seconds and not stop.is_set():
        now = time.monotonic()
        if now - window >= 1.0:
            window, window_opens = now, 0
        while len(sockets) < count and window_opens < 1000 and (open_rate == 0 or now >= next_open):
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.setblocking(False)
            try:
                s.bind((ATTACKER, 0))
                code = s.connect_ex(("127.0.0.1", port))
            except OSError as error:
                code = error.errno
            if code not in (0, errno.EINPROGRESS):
                s.close()
                stats["connect errors"] = stats.get("connect errors", 0) + 1
                break
            sockets[s.fileno()] = [s, 0]
            poller.register(s, select.POLLIN | select.POLLERR | select.POLLHUP)
            stats["opened"] += 1
            window_opens += 1
            if open_rate:
                next_open += 1.0 / open_rate
        for fd, _ in poller.poll(50):
            entry = sockets.get(fd)
            if entry is None:
                continue
            try:
                data = entry[0].recv(65536)
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            if data:
                line = data.split(b"\r\n", 1)[0].decode("latin-1")
                if line.startswith("HTTP/"):
                    code = line.split(" ")[1] if " " in line else "?"
                    stats["answers"][code] = stats["answers"].get(code, 0) + 1
                continue
            poller.unregister(fd)
            entry[0].close()
            del sockets[fd]
            stats["closed by the service"] += 1
        if next_trickle and time.monotonic() >= next_trickle:
            for fd, entry in list(sockets.items()):
                if entry[1] < len(head):
                    try:
                        entry[0].send(head[entry[1]:entry[1] + 1])
                        entry[1] += 1
                    except (BlockingIOError, OSError):
                        pass
            next_trickle += trickle
        held.append(len(sockets))
    stats["held"] = (max(held) if held else 0, statistics.mean(held) if held else 0)
    for entry in sockets.values():
        entry[0].close()


def probe_every_second(base, path, seconds, source, timeout, results):
    """One GET a second from `source`, each on its own thread: (status, seconds) each."""
    threads = []
    began = time.monotonic()
    index = 0
    while time.monotonic() - began < seconds:
        def probe():
            status, _, spent = call(base, "GET", path, source=source, timeout=timeout)
            results.append((status, spent))
        thread = threading.Thread(target=probe, daemon=True)
        thread.start()
        threads.append(thread)
        index += 1
        time.sleep(max(0.0, began + index - time.monotonic()))
    for thread in threads:
        thread.join(timeout + 1)


def starvation(bench, args, rows):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = args.sockets + 512
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(wanted, soft)), hard))
    limit = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    variants = [(0, 0, "silent"), (args.trickle, 0, f"one byte of a request head every {args.trickle:g} s"),
                (0, args.slow_rate, "silent")]
    for trickle, open_rate, name in variants:
        began = time.time()
        service = bench.start("starve-" + ("silent" if not trickle else "trickle"), work=False)
        port = urllib.parse.urlsplit(service.base).port
        try:
            before = []
            probe_every_second(service.base, "/healthz", 2, OTHER, 5.0, before)
            stats = {"opened": 0, "closed by the service": 0, "answers": {}}
            stop = threading.Event()
            attacker = threading.Thread(target=hold_connections,
                                        args=(port, args.sockets, args.starve_seconds, open_rate, trickle, stats, stop))
            attacker.start()
            time.sleep(2)
            probes = []
            probe_every_second(service.base, "/healthz", args.starve_seconds - 3, OTHER, 5.0, probes)
            stop.set()
            attacker.join()
            after = []
            probe_every_second(service.base, "/healthz", 2, OTHER, 5.0, after)
        finally:
            service.stop()
        ok = [spent for status, spent in probes if status == 200]
        answers = ", ".join(f"{k} ×{v}" for k, v in sorted(stats["answers"].items())) or "none"
        pace = "as fast as it can (at most 1000 a second)" if not open_rate else f"{open_rate:g} a second"
        rows.append(row(
            f"d. connection starvation: {args.sockets} sockets from {ATTACKER}, {name}, "
            f"{'as fast as it can' if not open_rate else f'{open_rate:g} a second'}",
            f"/healthz from {OTHER} answered 200: {percent(len(ok), len(probes))}",
            f"opened {pace}: {stats['opened']} opened, held at most {stats['held'][0]} (mean {stats['held'][1]:.0f}), "
            f"{stats['closed by the service']} closed by the service, answers to the attacker: {answers}; "
            f"probe latency median {1000 * statistics.median(ok) if ok else float('nan'):.0f} ms (timeout 5 s); "
            f"before: {sum(s == 200 for s, _ in before)}/{len(before)}, after: {sum(s == 200 for s, _ in after)}/"
            f"{len(after)}; RLIMIT_NOFILE {limit}",
            "all answered", began))
        print(rows[-1], flush=True)


# MARK: - e. Render starvation

def render_starvation(bench, args, rows):
    began = time.time()
    service = bench.start("render-starve", work=False)
    try:
        gifs = []

        def gif(index):
            # Two different requests: no cache or coalescing serves the second from the first.
            path = f"/v1/emoji.gif?rate={index / 100:g}&to=5&frames=600&size={args.gif_size}"
            status, body, spent = call(service.base, "GET", path, timeout=90)
            gifs.append((status, spent, body if status != 200 and isinstance(body, dict) else None))

        threads = [threading.Thread(target=gif, args=(index,), daemon=True) for index in range(2)]
        for thread in threads:
            thread.start()
        time.sleep(1.5)
        captchas = []
        for _ in range(3):
            status, body, spent = call(service.base, "POST", "/v1/captcha", source=OTHER, timeout=60)
            captchas.append((status, spent))
        for thread in threads:
            thread.join(90)
    finally:
        service.stop()
    ok = sum(1 for status, _ in captchas if status == 200)
    rows.append(row(
        f"e. render starvation: 2 unauthenticated 600-frame GIFs (size {args.gif_size}), then 3 challenges",
        f"POST /v1/captcha 200: {ok}/3",
        "challenges: " + ", ".join(f"{status} in {spent:.1f} s" for status, spent in captchas)
        + "; GIFs: " + ", ".join(f"{status} after {spent:.1f} s" for status, spent, _ in gifs),
        "3/3 at once", began))
    print(rows[-1], flush=True)


# MARK: - f. 429 flood

def flood(bench, args, rows):
    began = time.time()
    service = bench.start("flood")
    levels = work_levels(service)
    samples = []  # (phase, seconds since the flood began, status, bits)
    flooder = {"200": 0, "429": 0, "other": 0, "bits": []}
    stop = threading.Event()

    def other_network(phase, since):
        status, challenge, _ = call(service.base, "POST", "/v1/captcha", source=OTHER)
        bits = challenge.get("work", {}).get("difficulty", 0) if status == 200 and isinstance(challenge, dict) else None
        samples.append((phase, since, status, bits))

    def flood_loop():
        url = urllib.parse.urlsplit(service.base)
        connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10, source_address=(ATTACKER, 0))
        start = time.monotonic()
        index = 0
        while not stop.is_set() and time.monotonic() - start < args.flood_seconds:
            status, body, _ = call(service.base, "POST", "/v1/captcha", connection=connection)
            if status == 200:
                flooder["200"] += 1
                flooder["bits"].append(body.get("work", {}).get("difficulty", 0))
            elif status == 429:
                flooder["429"] += 1
            else:
                flooder["other"] += 1
            if status is None:
                connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10,
                                                        source_address=(ATTACKER, 0))
            index += 1
            time.sleep(max(0.0, start + index / args.flood_rate - time.monotonic()))
        connection.close()

    try:
        other_network("rest", 0.0)
        thread = threading.Thread(target=flood_loop, daemon=True)
        flood_began = time.monotonic()
        thread.start()
        index = 1
        while time.monotonic() - flood_began < args.flood_seconds:
            time.sleep(max(0.0, flood_began + 5 * index - time.monotonic()))
            if time.monotonic() - flood_began >= args.flood_seconds:
                break
            other_network("flood", time.monotonic() - flood_began)
            index += 1
        stop.set()
        thread.join()
        flood_ended = time.monotonic()
        for wait in (2, 10):
            time.sleep(max(0.0, flood_ended + wait - time.monotonic()))
            other_network("after", time.monotonic() - flood_began)
    finally:
        service.stop()

    def bits_of(phase):
        return [f"{since:.0f}s:{bits if bits is not None else status}" for p, since, status, bits in samples
                if p == phase]

    rest = [bits for p, _, _, bits in samples if p == "rest"]
    during = [bits for p, _, _, bits in samples if p == "flood" and bits is not None]
    flooded = flooder["bits"]
    rows.append(row(
        f"f. 429 flood: {ATTACKER} asks {args.flood_rate:g}/s for {args.flood_seconds:.0f} s; {OTHER} asks every 5 s",
        f"{OTHER}'s bits: at rest {rest[0] if rest else '?'}, during {min(during) if during else '?'}–"
        f"{max(during) if during else '?'}, after {', '.join(bits_of('after'))}",
        f"{OTHER} over time (s since the flood began: bits): {' '.join(bits_of('flood'))}; flooder: {flooder['200']} issued "
        f"(bits {', '.join(str(b) for b in sorted(set(flooded))) or '-'}), {flooder['429']} refused 429, "
        f"{flooder['other']} other; service's levels (rest, pressure, cap): "
        f"{levels[:3] if levels else 'not logged'}",
        "the other network keeps its rest bits", began))
    print(rows[-1], flush=True)
    return {"rest": rest[0] if rest else None, "during": max(during) if during else None, "levels": levels}


# MARK: - g. What the proof of work costs the attacker

def solve_puzzles(bits, count, cpu_budget):
    """CPU-seconds of up to `count` puzzles of `bits` (random ids and salts), at most `cpu_budget`
    CPU-seconds in all: (mean, solved)."""
    rng = random.Random(bits)
    costs = []
    for _ in range(count):
        _, _, cpu = service_attacks.SOLVER.solve_puzzle(f"{rng.getrandbits(128):032x}", f"{rng.getrandbits(128):032x}",
                                                        bits)
        costs.append(cpu)
        if sum(costs) >= cpu_budget:
            break
    return statistics.mean(costs), len(costs)


def failure_ladder(service, failures, cpu_budget):
    """The bits a network is asked after 0, 1, … failures: each challenge solved, then dropped on a
    decoy (which locks it: one failure), all from its own address."""
    rng = random.Random(5)
    ladder, spent = [], 0.0
    for failed in range(failures + 1):
        status, challenge, _ = call(service.base, "POST", "/v1/captcha", source=LADDER)
        if status != 200:
            ladder.append((failed, f"HTTP {status}"))
            break
        issued = time.time()
        bits = challenge.get("work", {}).get("difficulty", 0)
        ladder.append((failed, bits))
        if failed == failures or spent >= cpu_budget:
            break
        before = service_attacks.SOLVER.cpu
        nonce = service_attacks.SOLVER.solve(challenge)
        spent += service_attacks.SOLVER.cpu - before
        decoy = service.answer(challenge["id"])["decoys"][0]
        time.sleep(max(0.0, issued + PERSON_SECONDS + 0.3 - time.time()))
        call(service.base, "POST", f"/v1/captcha/{challenge['id']}/verify",
             {"drop": list(decoy), "track": human_track(challenge["start"], decoy, rng), "nonce": nonce},
             source=LADDER)
    return ladder


def work_cost(bench, args, rows, rate, hashlib_rate, flood_bits):
    began = time.time()
    rows.append(row("g. native solver's rate (attack/solver.c, one core)",
                    f"{rate / 1e6:.2f} M hashes a CPU-second",
                    f"Python hashlib (midstate copy): {hashlib_rate / 1e6:.2f} M ({rate / hashlib_rate:.1f}× slower); "
                    f"{service_attacks.SOLVER.describe()}", "reported", began))
    print(rows[-1], flush=True)
    began = time.time()
    service = bench.start("work")
    try:
        levels = work_levels(service)
        status, challenge, _ = call(service.base, "POST", "/v1/captcha", source=QUIET)
        rest = challenge.get("work", {}).get("difficulty") if status == 200 else None
        ladder = failure_ladder(service, args.failures, args.work_budget)
    finally:
        service.stop()
    service_rate = f", the service's own rate {levels[3] / 1e6:.2f} M/s" if levels and levels[3] else ""
    if levels:
        rows.append(row("g. the service's levels (its log)", f"rest {levels[0]}, pressure {levels[1]}, "
                        f"cap {levels[2]} bits", f"--work-rate {'%d' % bench.work_rate if bench.work_rate else 'not given'}"
                        f"{service_rate}", "pressure: ≥ 2 native CPU-s, cap ≤ 10", began))
        print(rows[-1], flush=True)
    pressure = (flood_bits or {}).get("during")
    cases = [("at rest (a quiet network's first challenge)", rest)]
    if pressure is not None:
        cases.append(("under pressure (the other network during the flood, f)", pressure))
    elif levels:
        cases.append(("under pressure (the service's log)", levels[1]))
    cases += [(f"after {failed} failure{'s' if failed != 1 else ''} (decoy locks)", bits) for failed, bits in ladder
              if failed > 0 and isinstance(bits, int)]
    for name, bits in cases:
        began = time.time()
        if not isinstance(bits, int):
            continue
        if bits == 0:
            rows.append(row(f"g. proof of work a pass, {name}", "0 bits: free", "", "", began))
            continue
        expected = 2 ** bits / rate
        mean, solved = solve_puzzles(bits, args.work_puzzles, args.work_budget)
        rows.append(row(f"g. proof of work a pass, {name}", f"{bits} bits: {expected:.3f} CPU-s expected",
                        f"measured {mean:.3f} CPU-s a puzzle over {solved} (process included)",
                        "≥ 2 CPU-s (--work-pressure)" if "pressure" in name or "failures" in name else "reported",
                        began))
        print(rows[-1], flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--solver", default=DEFAULT_SOLVER,
                        help="the native proof-of-work solver (attack/solver.c); Python's hashlib when missing")
    parser.add_argument("--results", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                          "hostile-results.txt"))
    parser.add_argument("--only", default="abcdefg", help="the attacks to run, by letter")
    parser.add_argument("--challenges", type=int, default=24, help="challenges per input attack (a, b, c)")
    parser.add_argument("--threads", type=int, default=8, help="clients at once in a, b and c")
    parser.add_argument("--attack-seconds", type=float, default=60, help="at most this long for each of a, b, c")
    parser.add_argument("--sockets", type=int, default=1000, help="d: sockets the attacker holds")
    parser.add_argument("--slow-rate", type=float, default=25, help="d: sockets opened a second by the slow variant")
    parser.add_argument("--trickle", type=float, default=3, help="d: seconds between bytes in the trickling variant")
    parser.add_argument("--starve-seconds", type=float, default=25, help="d: how long each variant lasts")
    parser.add_argument("--gif-size", type=int, default=3000, help="e: the GIFs' size (at most 3951 by --max-pixels)")
    parser.add_argument("--flood-rate", type=float, default=19, help="f: challenges asked a second")
    parser.add_argument("--flood-seconds", type=float, default=60, help="f: how long the flood lasts")
    parser.add_argument("--failures", type=int, default=4, help="g: failures climbed, one decoy each")
    parser.add_argument("--work-puzzles", type=int, default=20, help="g: puzzles solved at each level")
    parser.add_argument("--work-budget", type=float, default=12, help="g: CPU-seconds at most at each level")
    parser.add_argument("--work-rate", default="native",
                        help="serve's --work-rate where it has one: native (the solver's measured rate), off, or N")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    solver = service_attacks.use_solver(args.solver)
    started = time.time()
    rate = solver.rate(2.0)
    hashlib_rate = service_attacks.hashlib_rate(1.0)
    work_rate = None
    if has_option(binary, "--work-rate") and args.work_rate != "off":
        work_rate = rate if args.work_rate == "native" else float(args.work_rate)
    folder = tempfile.mkdtemp(prefix="ttg-hostile-")
    bench = Bench(binary, folder, work_rate)
    rows = []
    flood_bits = None
    print("| attack | outcome | details | target | time |\n|---|---|---|---|---|", flush=True)

    def guarded(letters, attack, *rest):
        """Runs one attack; an error is a row of the table, not the end of the run."""
        if not set(letters) & set(args.only):
            return None
        began = time.time()
        try:
            return attack(bench, args, rows, *rest)
        except Exception as error:  # noqa: BLE001 - a measurement reports what broke and goes on
            rows.append(row(f"{letters}: {attack.__name__}", "error", f"{type(error).__name__}: {error}", "", began))
            print(rows[-1], flush=True)
            return None

    try:
        guarded("abc", input_attacks)
        guarded("d", starvation)
        guarded("e", render_starvation)
        flood_bits = guarded("f", flood)
        guarded("g", work_cost, rate, hashlib_rate, flood_bits)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    table = "\n".join(["| attack | outcome | details | target | time |", "|---|---|---|---|---|"] + rows)
    if work_rate:
        work_rate_note = f"{work_rate:.0f} (the solver's rate)"
    else:
        work_rate_note = "off" if has_option(binary, "--work-rate") else "not offered by this binary"
    text = (f"ttg-render serve: hostile clients, each attack against a serve --secret of its own on loopback "
            f"({args.challenges} challenges an input attack; {time.time() - started:.0f} s in all)\n"
            f"proof of work: {solver.describe()}, {rate / 1e6:.2f} M hashes a CPU-second; serve's --work-rate: "
            f"{work_rate_note}\n\n"
            f"{table}\n")
    with open(args.results, "w") as f:
        f.write(text)
    print()
    print(text)


if __name__ == "__main__":
    main()
