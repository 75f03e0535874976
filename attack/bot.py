"""An end-to-end bot against `ttg-render serve`, reading only what a browser receives.

    python attack/bot.py --binary .build/release/ttg-render --seconds 90

Starts two `serve` nodes on one SQLite store with the service's defaults (the proof of work
sized by the service, the default --challenge-rate), and plays one client network through both,
asking each in turn for as long as it is allowed: it decodes the two PNG layers of each
challenge, finds the holes and ranks them with its own locator (the continuity solver of the
attack suite), solves the proof of work with the native solver (attack/solver.c: OpenSSL's SHA-256
from the prefix's midstate, one core; Python's hashlib, with a warning, when it is missing),
waits like a person, drops on its best guess with a freshly synthesized human-like drag (minimum-jerk, overshoot, tremor, ~60 Hz
jittered sampling; never a replay), tries its next guesses while the service allows, and redeems
every pass token at siteverify. Prints its pass rate, the CPU-seconds it spent a pass (locating,
in this process, and proof of work, the solver's own CPU time), the proof of work's difficulty as the service raised it, and its passes a
minute: the figures docs/captcha.md quotes. A measurement, not a test.
"""

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import continuity_attack  # noqa: E402
import service_attacks  # noqa: E402
from service_attacks import DEFAULT_SOLVER, PERSON_SECONDS, SECRET, Service, human_track, layers  # noqa: E402


def play(nodes, seconds, folder, rng):
    """Challenges asked through `nodes` in turn for `seconds`; the bot's tallies."""
    tally = {"asked": 0, "refused": 0, "issued": 0, "passed": 0, "redeemed": 0, "drops": 0, "cpu": 0.0,
             "work_cpu": 0.0, "hashes": 0, "bits": [], "inputs": {}}
    solver = service_attacks.SOLVER
    began = time.time()
    turn = 0
    while time.time() - began < seconds:
        node = nodes[turn % len(nodes)]
        turn += 1
        tally["asked"] += 1
        status, challenge = node.post("/v1/captcha", None)
        if status == 429:
            tally["refused"] += 1
            time.sleep(1.0)  # the Retry-After the service sends is a second or more
            continue
        if status != 200:
            raise RuntimeError(f"no challenge: {status} {challenge}")
        issued = time.time()
        tally["issued"] += 1
        tally["bits"].append(challenge.get("work", {}).get("difficulty", 0))
        cpu = time.process_time()
        guesses = continuity_attack.solve(layers(challenge, os.path.join(folder, challenge["id"])), None)
        tally["cpu"] += time.process_time() - cpu
        # The solver's own CPU-seconds (a child's, from wait4; hashlib's in this process when missing).
        work_cpu, hashes = solver.cpu, solver.hashes
        nonce = solver.solve(challenge)
        tally["work_cpu"] += solver.cpu - work_cpu
        tally["hashes"] += solver.hashes - hashes
        time.sleep(max(0.0, issued + PERSON_SECONDS + rng.uniform(0.2, 0.8) - time.time()))
        for guess in guesses:
            track = human_track(challenge["start"], guess, rng)
            # The drop goes to the other node: one site, one network, whichever node answers.
            other = nodes[turn % len(nodes)]
            tally["drops"] += 1
            _, verdict = other.post(f"/v1/captcha/{challenge['id']}/verify",
                                    {"drop": list(guess), "track": track, "nonce": nonce})
            if verdict.get("result") == "verified":
                tally["passed"] += 1
                _, answer = node.post("/v1/siteverify", {"secret": SECRET, "token": verdict["token"]})
                tally["redeemed"] += 1 if answer.get("success") else 0
                # Newer services name the input the pass was made with.
                kind = answer.get("input", "(none)")
                tally["inputs"][kind] = tally["inputs"].get(kind, 0) + 1
                break
            if verdict.get("result") != "failed":
                break
            time.sleep(rng.uniform(0.3, 0.9))
    tally["seconds"] = time.time() - began
    return tally


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--seconds", type=float, default=90, help="how long the bot plays")
    parser.add_argument("--results", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                          "bot-results.txt"))
    parser.add_argument("--solver", default=DEFAULT_SOLVER,
                        help="the native proof-of-work solver (attack/solver.c); Python's hashlib when missing")
    args = parser.parse_args()
    solver = service_attacks.use_solver(args.solver)
    folder = tempfile.mkdtemp(prefix="ttg-bot-")
    store = os.path.join(folder, "captcha.sqlite3")
    nodes = [Service(os.path.abspath(args.binary), store, []) for _ in range(2)]
    try:
        tally = play(nodes, args.seconds, folder, random.Random(0))
    finally:
        for node in nodes:
            node.stop()
    minutes = tally["seconds"] / 60
    bits = sorted(tally["bits"]) or [0]
    passes = max(1, tally["passed"])
    text = (
        f"ttg-render serve: an end-to-end bot through two nodes on one store, the service's defaults, "
        f"{tally['seconds']:.0f} s\n\n"
        f"| figure | value |\n|---|---|\n"
        f"| challenges issued (asked {tally['asked']}, refused 429: {tally['refused']}) | {tally['issued']} |\n"
        f"| passes (verified, then redeemed at siteverify) | {tally['passed']} ({tally['redeemed']} redeemed) |\n"
        f"| pass rate per challenge | {100 * tally['passed'] / max(1, tally['issued']):.1f}% |\n"
        f"| drops sent | {tally['drops']} |\n"
        f"| CPU-seconds a pass (locating, Python + proof of work, {'native solver' if solver.native else 'HASHLIB FALLBACK'}) "
        f"| {(tally['cpu'] + tally['work_cpu']) / passes:.2f} ({tally['cpu'] / passes:.2f} + {tally['work_cpu'] / passes:.2f}) |\n"
        f"| proof of work: hashes tried, CPU-seconds in the solver, its rate | {tally['hashes']:,}, "
        f"{tally['work_cpu']:.2f} s, {tally['hashes'] / max(tally['work_cpu'], 1e-9) / 1e6:.1f} M hashes a CPU-second |\n"
        f"| proof of work asked: median, max bits | {statistics.median(bits):.0f}, {bits[-1]} |\n"
        f"| passes a minute for one network, both nodes together | {tally['passed'] / minutes:.1f} |\n"
        f"| challenges a minute for one network, both nodes together | {tally['issued'] / minutes:.1f} |\n"
        f"| siteverify's `input` of the passes | "
        f"{', '.join(f'{k}: {v}' for k, v in sorted(tally['inputs'].items())) or 'no pass'} |\n"
        + ("" if solver.native else f"\n{solver.describe()}\n"))
    with open(args.results, "w") as f:
        f.write(text)
    print(text)


if __name__ == "__main__":
    main()
