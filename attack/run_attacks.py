"""The attack suite's driver: generates a pool, runs every attack, scores the guesses with
`ttg-render puzzle verify`, prints a table and writes it to attack/results.txt.

    python attack/run_attacks.py --binary .build/debug/ttg-render --challenges 200

Attacks see only the served layers (background.png, piece.png) and, for differencing, the
pool's other challenges; the answers file is read here for scoring only. It is a
measurement, not a test: the exit status is 0 whatever the rates.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import canny_attack  # noqa: E402
import diff_attack  # noqa: E402
import ncc_attack  # noqa: E402
import profile_attack  # noqa: E402
import sweep_attack  # noqa: E402
from common import Challenge, verify, verify_help  # noqa: E402


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True, help="the ttg-render binary")
    parser.add_argument("--challenges", type=int, default=200)
    parser.add_argument("--work", default=".build/attack-pool", help="where the pool is written (replaced)")
    parser.add_argument("--results", default=os.path.join(here, "results.txt"))
    parser.add_argument("--axes", default="both", help="passed to the pool, as the server's client knows it")
    parser.add_argument("--max-retries", type=int, default=None,
                        help="the server's lockout for the sweep (default: verify's own default)")
    parser.add_argument("--extra", default="", help="more options for `ttg-render puzzle` (the server's settings)")
    args = parser.parse_args()

    binary = os.path.abspath(args.binary)
    pool = os.path.abspath(args.work)
    answers_file = pool + "-answers.jsonl"
    shutil.rmtree(pool, ignore_errors=True)
    began = time.time()
    command = [binary, "puzzle", "--out-dir", pool, "--count", str(args.challenges), "--answer", answers_file,
               "--axes", args.axes, "--jobs", "1"] + args.extra.split()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    generated = time.time() - began

    # What a browser receives: the layers, nothing else.
    names = sorted(n for n in os.listdir(pool) if os.path.isdir(os.path.join(pool, n)))
    challenges = [Challenge(os.path.join(pool, n)) for n in names]
    # For scoring only.
    with open(answers_file) as f:
        answers = [json.loads(line) for line in f if line.strip()]
    if len(answers) != len(challenges):
        raise SystemExit(f"attack: {len(challenges)} challenges but {len(answers)} answers")
    by_name = {a.get("challenge", "%06d" % (i + 1)): (i + 1, a) for i, a in enumerate(answers)}

    # The start is public: the page draws the piece there.
    start = (20, 20)
    rows = []
    image_attacks = [
        (profile_attack.NAME, profile_attack.solve, None),
        (canny_attack.NAME, canny_attack.solve, None),
        (ncc_attack.NAME_FULL, ncc_attack.solve_full, None),
        (ncc_attack.NAME_HALF, ncc_attack.solve_half, None),
        (diff_attack.NAME_MEDIAN, diff_attack.solve, diff_attack.prepare_median),
        (diff_attack.NAME_SIGNED, diff_attack.solve, diff_attack.prepare_signed),
    ]
    for name, solve, prepare in image_attacks:
        t0 = time.time()
        context = prepare(challenges) if prepare else None
        solved = 0
        for challenge in challenges:
            x, y = solve(challenge, context)
            index, answer = by_name[challenge.name]
            verified, _ = verify(binary, answers_file, index, answer, x, y)
            solved += verified
        rows.append((name, solved, len(challenges), "1 drop each", time.time() - t0))
        print(f"{name}: {solved}/{len(challenges)}", file=sys.stderr)

    t0 = time.time()
    solved, drops = 0, []
    for challenge in challenges:
        index, answer = by_name[challenge.name]
        verified, used = sweep_attack.sweep(binary, answers_file, index, answer, args.axes, start, args.max_retries)
        solved += verified
        if verified:
            drops.append(used)
    lockout = args.max_retries
    if lockout is None:
        default = re.search(r"--max-retries[^\n]*\[default: (\d+)\]", verify_help(binary))
        lockout = "%s (verify's default%s)" % (default.group(1), ", 0: never" if default and default.group(1) == "0" else "") \
            if default else "verify's default"
    if drops:
        note = "drops to success: mean %.1f, median %g, max %d" % (
            statistics.mean(drops), statistics.median(drops), max(drops))
        for k in (3, 5, 10):
            if args.max_retries and k > args.max_retries:
                break  # the lockout stopped the sweep there
            # With --max-retries k, drop k is the last one verify can accept.
            note += "; within %d drops: %d%%" % (k, round(100 * sum(d <= k for d in drops) / len(challenges)))
    else:
        note = "none verified"
    rows.append((sweep_attack.NAME, solved, len(challenges), note, time.time() - t0))

    scoring = "verify --answers" if "--answers" in verify_help(binary) else "verify --blank/--position (per-field options)"
    lines = [
        "ttg-render puzzle: attack suite",
        "pool: %d challenges, `ttg-render puzzle --out-dir POOL --count %d --answer ANSWERS --axes %s --jobs 1%s` (%.1f s)"
        % (len(challenges), args.challenges, args.axes, (" " + args.extra) if args.extra else "", generated),
        "each guess scored with `ttg-render puzzle %s`; the sweep's lockout: max-retries %s" % (scoring, lockout),
        "",
        "| attack | success | rate | notes | time |",
        "|---|---|---|---|---|",
    ]
    for name, ok, total, note, seconds in rows:
        lines.append("| %s | %d/%d | %.1f%% | %s | %.1f s |" % (name, ok, total, 100.0 * ok / total, note, seconds))
    text = "\n".join(lines) + "\n"
    print(text, end="")
    with open(args.results, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
