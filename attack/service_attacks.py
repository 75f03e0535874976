"""The protocol attacks, scored through `ttg-render serve`: what the service stops, as opposed to
what the picture stops (run_attacks.py).

    python attack/service_attacks.py --binary .build/release/ttg-render --challenges 100

Starts `serve --secret` on a loopback port with an SQLite store of its own, then runs each attack
on its own fresh challenges, from several threads (each drop waits like a person would), every
drop sent to POST /v1/captcha/ID/verify with a human-like track and a solved proof of work, and
every pass token to POST /v1/siteverify. Where an attack plays a solver that reads the picture
perfectly, the answer is read from the store (the attacker's best case). The rate limit is
raised for the measurement (--challenge-rate), and measured on its own in the last row. Proof of
work is solved by the native solver (attack/solver.c, built by make attack into
.build/attack-solver; --solver), or by Python's hashlib, with a warning, when it is missing. A
measurement, not a test: it exits 0 whatever the rates.
"""

import argparse
import concurrent.futures
import hashlib
import json
import math
import os
import random
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import colour_attack  # noqa: E402
import continuity_attack  # noqa: E402
import row_attack  # noqa: E402
from common import Challenge  # noqa: E402

SECRET = "attack-suite-secret-0123456789"
# The service's rule: no drop sooner than this after the challenge was issued.
PERSON_SECONDS = 1.1


class Service:
    def __init__(self, binary, store, extra, log=None):
        """`log`: a file for the service's standard error (its log lines), else none is kept."""
        self.log = log
        errors = open(log, "w") if log else subprocess.DEVNULL
        self.process = subprocess.Popen(
            [binary, "serve", "--listen", "127.0.0.1:0", "--store", "sqlite:" + store, "--threads", "2"] + extra,
            env=dict(os.environ, TTG_SECRET=SECRET), stdout=subprocess.PIPE, stderr=errors, text=True)
        if log:
            errors.close()
        line = self.process.stdout.readline()
        self.base = line.strip().split(" ")[-1].rstrip("/")
        self.store = store

    def post(self, path, body):
        data = json.dumps(body).encode() if body is not None else b""
        request = urllib.request.Request(self.base + path, data=data, method="POST",
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status, json.load(response)
        except urllib.error.HTTPError as error:
            return error.code, json.load(error)

    def picture(self, path):
        """A challenge's picture, by the URL path its challenge gives, as the page loads it."""
        with urllib.request.urlopen(self.base + path, timeout=60) as response:
            return response.read()

    def answer(self, challenge_id):
        with sqlite3.connect(self.store) as connection:
            row = connection.execute("SELECT record FROM challenges WHERE id = ?", (challenge_id,)).fetchone()
            if row is None:
                count = connection.execute("SELECT count(*) FROM challenges").fetchone()[0]
                raise RuntimeError(f"challenge {challenge_id} is not in the store ({count} are)")
        return json.loads(json.loads(row[0])["answer"])

    def stop(self):
        self.process.terminate()
        self.process.wait()


DEFAULT_SOLVER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), ".build", "attack-solver")


class WorkSolver:
    """The proof of work solved as the best attacker would: attack/solver.c (OpenSSL's SHA-256 on
    one core, the prefix's midstate reused), one process a puzzle. Keeps the solver's CPU-seconds
    (each child's own, from wait4) and its hashes. Without the binary it falls back to Python's
    hashlib, loudly: that is 10 times slower than the attacker's, so every cost it reports is
    overstated."""

    def __init__(self, path=None):
        path = path or os.environ.get("TTG_ATTACK_SOLVER") or DEFAULT_SOLVER
        self.path = os.path.abspath(path) if os.access(path, os.X_OK) else None
        self.wanted = path
        self.lock = threading.Lock()
        self.solves, self.hashes, self.cpu = 0, 0, 0.0
        self.warned = False

    @property
    def native(self):
        return self.path is not None

    def describe(self):
        if self.native:
            return f"native solver {self.path} (OpenSSL SHA-256, midstate, one core)"
        return (f"PYTHON HASHLIB FALLBACK: no solver binary at {self.wanted} (build it: make .build/attack-solver); "
                "proof-of-work costs are ~10x the attacker's")

    def warn(self):
        if not self.native and not self.warned:
            self.warned = True
            print(f"attack: WARNING: {self.describe()}", file=sys.stderr, flush=True)

    def solve(self, challenge):
        """The nonce for a challenge's work (None when it asks none), the solver's CPU-seconds
        counted in `cpu`."""
        work = challenge.get("work")
        if not work:
            return None
        nonce, hashes, cpu = self.solve_puzzle(challenge["id"], work["salt"], int(work["difficulty"]))
        with self.lock:
            self.solves += 1
            self.hashes += hashes
            self.cpu += cpu
        return nonce

    def solve_puzzle(self, challenge_id, salt, bits):
        """(nonce, hashes tried, CPU-seconds) for one puzzle."""
        if not self.native:
            self.warn()
            began = time.process_time()
            nonce, hashes = hashlib_solve(challenge_id, salt, bits)
            return nonce, hashes, time.process_time() - began
        process = subprocess.Popen([self.path, "solve", challenge_id, salt, str(bits)], stdout=subprocess.PIPE,
                                   text=True)
        output = process.stdout.read()
        process.stdout.close()
        # wait4: this child's own CPU time, whatever other threads and children do meanwhile.
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            raise RuntimeError(f"{self.path} solve failed ({process.returncode})")
        answer = json.loads(output)
        return answer["nonce"], answer["hashes"], usage.ru_utime + usage.ru_stime

    def rate(self, seconds=2.0):
        """Hashes a CPU-second on one core."""
        if not self.native:
            self.warn()
            return hashlib_rate(seconds)
        run = subprocess.run([self.path, "rate", str(seconds)], capture_output=True, text=True, check=True)
        return json.loads(run.stdout)["hashes_per_cpu_second"]


def hashlib_solve(challenge_id, salt, bits):
    """The fallback: Python's hashlib from a copy of the prefix's midstate. (nonce, hashes)."""
    prefix = hashlib.sha256(f"{challenge_id}:{salt}:".encode())
    limit = 1 << (256 - bits)
    nonce = 0
    while True:
        digest = prefix.copy()
        digest.update(str(nonce).encode())
        if int.from_bytes(digest.digest(), "big") < limit:
            return str(nonce), nonce + 1
        nonce += 1


def hashlib_rate(seconds=2.0):
    began, hashes = time.process_time(), 0
    while time.process_time() - began < seconds:
        prefix = hashlib.sha256(b"0123456789abcdef0123456789abcdef:fedcba9876543210fedcba9876543210:")
        for nonce in range(hashes, hashes + 10000):
            digest = prefix.copy()
            digest.update(str(nonce).encode())
            digest.digest()
        hashes += 10000
    return hashes / (time.process_time() - began)


SOLVER = WorkSolver()


def use_solver(path):
    """Sets the solver every attack here uses (--solver)."""
    global SOLVER
    SOLVER = WorkSolver(path)
    SOLVER.warn()
    return SOLVER


def solve_work(challenge):
    return SOLVER.solve(challenge)


def human_track(start, end, rng):
    """Minimum-jerk with an overshoot, tremor and ~60 Hz jittered sampling, ending on `end`."""
    duration = rng.uniform(500, 900)
    overshoot = rng.uniform(2, 8) * (1 if end[0] >= start[0] else -1)
    points, t = [[0.0, float(start[0]), float(start[1])]], 0.0
    while True:
        t += max(4.0, rng.gauss(16.7, 3.0))
        if t >= duration:
            break
        u = t / duration
        p = u * u * u * (10 - 15 * u + 6 * u * u)
        bump = math.sin(math.pi * min(1.0, u / 0.9)) * (1 if u > 0.5 else 0)
        points.append([t, start[0] + (end[0] - start[0]) * p + overshoot * bump + rng.gauss(0, 0.4),
                       start[1] + (end[1] - start[1]) * p + rng.gauss(0, 0.7)])
    points.append([duration, float(end[0]), float(end[1])])
    return points


def replayed(track, start, end, rng, points=0.5, milliseconds=1.0):
    """An accepted track moved to another challenge's start and drop, jittered by ±`points` and
    ±`milliseconds`."""
    (t0, x0, y0), (_, x1, y1) = track[0], track[-1]
    stretch = (end[0] - start[0]) / (x1 - x0) if x1 != x0 else 1
    shear = ((end[1] - start[1]) - (y1 - y0)) / (x1 - x0) if x1 != x0 else 0
    moved = []
    for index, (t, x, y) in enumerate(track):
        edge = index in (0, len(track) - 1)
        noise = (lambda amount: 0 if edge else rng.uniform(-amount, amount))
        moved.append([t + noise(milliseconds), start[0] + (x - x0) * stretch + noise(points),
                      start[1] + (y - y0) + (x - x0) * shear + noise(points)])
    return moved


def layers(service, challenge, folder):
    os.makedirs(folder, exist_ok=True)
    for name in ("background", "piece"):
        with open(os.path.join(folder, name + ".png"), "wb") as f:
            f.write(service.picture(challenge[name]))
    return Challenge(folder)


class Attempt:
    """One challenge: issued, then drops sent like a person's."""

    def __init__(self, service, rng):
        self.service = service
        self.rng = rng
        # Before the request: the service's clock starts later, so time from here overstates it.
        self.asked = time.time()
        status, self.challenge = service.post("/v1/captcha", None)
        if status != 200:
            raise RuntimeError(f"no challenge: {status} {self.challenge}")
        self.issued = time.time()
        self.nonce = solve_work(self.challenge)
        self.start = self.challenge["start"]

    def wait(self):
        time.sleep(max(0.0, self.issued + PERSON_SECONDS - time.time()))

    def drops_until_verified(self, points):
        """Drops on `points` in turn until one verifies (1) or the service stops answering failed (0)."""
        for point in points:
            _, verdict = self.drop(point)
            if verdict.get("result") == "verified":
                return 1
            if verdict.get("result") != "failed":
                return 0
        return 0

    def drop(self, point, track=None):
        track = track or human_track(self.start, point, self.rng)
        return self.service.post(f"/v1/captcha/{self.challenge['id']}/verify",
                                 {"drop": list(point), "track": track, "nonce": self.nonce})


def ranked(service, rng, work, solver, drops):
    """A solver's ranked guesses, dropped in order until verified or locked: 1 when verified."""
    attempt = Attempt(service, rng)
    guesses = solver(layers(attempt.service, attempt.challenge, os.path.join(work, attempt.challenge["id"])), None)[:drops]
    attempt.wait()
    return attempt.drops_until_verified(guesses)


def sweep(service, rng, work, drops):
    """Reads nothing: drops on a grid along the start's row, then others, until verified or locked."""
    attempt = Attempt(service, rng)
    width, height = attempt.challenge["canvas"]
    size = attempt.challenge["pieceSize"][0]
    xs = list(range(int(size) + 30, int(width - size), 17))
    ys = list(range(10, int(height - size), 17))
    points = [(x, y) for y in ys for x in xs]
    rng.shuffle(points)
    attempt.wait()
    return attempt.drops_until_verified(points[:drops])


def perfect(service, rng):
    """A solver that reads the picture perfectly: the answer from the store. Returns the attempt,
    the answer and the verify reply."""
    attempt = Attempt(service, rng)
    answer = service.answer(attempt.challenge["id"])
    attempt.wait()
    track = human_track(attempt.start, answer["blank"], rng)
    return attempt, answer, track, attempt.drop(answer["blank"], track)


def token_replay(service, rng, work):
    _, _, _, (_, verdict) = perfect(service, rng)
    token = verdict.get("token")
    if not token:
        return None  # not solved: nothing to replay
    first = service.post("/v1/siteverify", {"secret": SECRET, "token": token})[1].get("success")
    second = service.post("/v1/siteverify", {"secret": SECRET, "token": token})[1].get("success")
    return 1 if first and second else 0


def reuse_after_success(service, rng, work):
    attempt, answer, _, (_, verdict) = perfect(service, rng)
    if verdict.get("result") != "verified":
        return None
    return 1 if attempt.drop(answer["blank"])[1].get("result") == "verified" else 0


def reuse_after_lock(service, rng, work):
    attempt = Attempt(service, rng)
    answer = service.answer(attempt.challenge["id"])
    attempt.wait()
    attempt.drop(answer["decoys"][0])
    return 1 if attempt.drop(answer["blank"])[1].get("result") == "verified" else 0


def too_fast(service, rng, work):
    """The answer at once; scored only when the drop was sent before a person's minimum had passed
    since the challenge was asked for (a slow machine's late drops are not this attack)."""
    attempt = Attempt(service, rng)
    answer = service.answer(attempt.challenge["id"])
    track = human_track(attempt.start, answer["blank"], rng)
    if time.time() - attempt.asked >= PERSON_SECONDS - 0.1:
        return None
    return 1 if attempt.drop(answer["blank"], track)[1].get("result") == "verified" else 0


class Replay:
    """One track accepted on a challenge, replayed on every other one at its answer, jittered by
    ±`points` and ±`milliseconds`."""

    def __init__(self, service, rng, points=0.5, milliseconds=1.0):
        self.points, self.milliseconds = points, milliseconds
        for _ in range(10):
            _, _, track, (_, verdict) = perfect(service, rng)
            if verdict.get("result") == "verified":
                self.track = track
                return
        raise RuntimeError("no track was accepted to replay")

    def __call__(self, service, rng, work):
        attempt = Attempt(service, rng)
        answer = service.answer(attempt.challenge["id"])
        attempt.wait()
        track = replayed(self.track, attempt.start, answer["blank"], rng, self.points, self.milliseconds)
        return 1 if attempt.drop(answer["blank"], track)[1].get("result") == "verified" else 0


def rate_limit(binary, store_dir):
    """Challenges one address gets in 60 s at the default --challenge-rate."""
    service = Service(binary, os.path.join(store_dir, "rate.sqlite3"), ["--work", "0"])
    try:
        began, issued, refused = time.time(), 0, 0
        while time.time() - began < 60:
            status, _ = service.post("/v1/captcha", None)
            if status == 200:
                issued += 1
            else:
                refused += 1
                time.sleep(0.5)
        return issued, refused
    finally:
        service.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--challenges", type=int, default=100, help="challenges per attack")
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--results", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                          "service-results.txt"))
    parser.add_argument("--skip-rate", action="store_true", help="leave out the one-minute rate-limit row")
    parser.add_argument("--solver", default=DEFAULT_SOLVER,
                        help="the native proof-of-work solver (attack/solver.c); Python's hashlib when missing")
    args = parser.parse_args()
    use_solver(args.solver)
    binary = os.path.abspath(args.binary)
    work = tempfile.mkdtemp(prefix="ttg-service-attack-")
    # No proof of work here: each address's difficulty rises with its failures, which would make
    # later attacks pay for earlier ones; its cost is measured on its own below.
    service = Service(binary, os.path.join(work, "captcha.sqlite3"), ["--challenge-rate", "100000", "--work", "0"])
    retries, decoys = 3, 3
    try:
        replay = Replay(service, random.Random(0))
        noisy_replay = Replay(service, random.Random(1), points=1.0, milliseconds=2.0)
        attacks = [
            ("P1 pass-token replay (second siteverify)", token_replay, "0 accepted"),
            ("P2 challenge reuse after success", reuse_after_success, "0"),
            ("P3 challenge reuse after a decoy lock", reuse_after_lock, "0"),
            ("P4 the answer, sooner than a person", too_fast, "0"),
            ("P5 one accepted track replayed (±0.5 pt, ±1 ms)", replay, "0"),
            ("P5b one accepted track replayed (±1 pt, ±2 ms)", noisy_replay, "0"),
            ("6b holes by flat fill, random order, first decoy locks",
             lambda s, r, w: ranked(s, r, w, colour_attack.solve_flat, retries),
             f"≤ 1/(decoys+1) + 3% = {100 / (decoys + 1) + 3:.0f}%"),
            ("7 row-profile locator, in order", lambda s, r, w: ranked(s, r, w, row_attack.solve, retries),
             f"≤ 1/(decoys+1) + 5% = {100 / (decoys + 1) + 5:.0f}%"),
            ("9 continuity solver, in order", lambda s, r, w: ranked(s, r, w, continuity_attack.solve, retries),
             "reported as measured"),
            ("blind sweep (reads nothing)", lambda s, r, w: sweep(s, r, w, retries), "≤ 5%"),
        ]
        rows = []
        for name, attack, target in attacks:
            began = time.time()
            with concurrent.futures.ThreadPoolExecutor(args.threads) as pool:
                outcomes = list(pool.map(lambda i: attack(service, random.Random(hash((name, i))), work),
                                         range(args.challenges)))
            scored = [o for o in outcomes if o is not None]
            wins = sum(scored)
            rate = 100 * wins / len(scored) if scored else 0
            rows.append(f"| {name} | {wins}/{len(scored)} | {rate:.1f}% | {target} | {time.time() - began:.1f} s |")
            print(rows[-1], flush=True)
        # The proof of work's cost to the attacker: its solver's rate on one core, and what 20
        # puzzles of 16 bits cost it, process start included (each child's CPU time).
        rate = SOLVER.rate(2.0)
        costs = sorted(SOLVER.solve_puzzle(f"{index:032x}", f"{index:032x}", 16)[2] for index in range(20))
    finally:
        service.stop()
    rate_row = ""
    if not args.skip_rate:
        issued, refused = rate_limit(binary, work)
        rate_row = (f"| rate limit: one address asking for 60 s (default --challenge-rate 20, burst 10) | "
                    f"{issued} issued, {refused} refused (429) | | ≤ 10 + 20 | 60 s |")
        print(rate_row)
    shutil.rmtree(work, ignore_errors=True)
    table = "\n".join(["| attack | verified | rate | target | time |", "|---|---|---|---|---|"] + rows
                      + ([rate_row] if rate_row else []))
    text = (f"ttg-render serve: protocol attacks, {args.challenges} challenges each, scored through the service\n"
            f"(--max-retries {retries}, {decoys} decoys, --work 0; the proof of work, sized by the service from "
            f"seconds, costs the attacker's {SOLVER.describe()} {rate / 1e6:.2f} M hashes a CPU-second: "
            f"2^k / {rate / 1e6:.2f} M CPU-seconds on average at k bits, a median {1000 * costs[len(costs) // 2]:.1f} ms "
            f"a puzzle at 16 bits, its process included)\n\n{table}\n")
    with open(args.results, "w") as f:
        f.write(text)
    print(text)


if __name__ == "__main__":
    main()
