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

import blind_attack  # noqa: E402
import canny_attack  # noqa: E402
import colour_attack  # noqa: E402
import continuity_attack  # noqa: E402
import diff_attack  # noqa: E402
import ncc_attack  # noqa: E402
import profile_attack  # noqa: E402
import row_attack  # noqa: E402
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
    parser.add_argument("--training", type=int, default=600,
                        help="challenges of the separate pool whose answers the blind guess learns from")
    parser.add_argument("--only", default="",
                        help="run only the attacks whose numbers are listed, e.g. 6,7,9 (default: all)")
    args = parser.parse_args()
    wanted = {n.strip() for n in args.only.split(",") if n.strip()}

    def selected(name):
        return not wanted or name.split()[0].rstrip("ab") in wanted

    binary = os.path.abspath(args.binary)
    pool = os.path.abspath(args.work)
    answers_file = pool + "-answers.jsonl"
    shutil.rmtree(pool, ignore_errors=True)
    began = time.time()
    command = [binary, "puzzle", "--out-dir", pool, "--count", str(args.challenges), "--answer", answers_file,
               "--axes", args.axes, "--jobs", "1"] + args.extra.split()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    generated = time.time() - began
    # A separate pool, only its answers read: what the blind guess learns the placement from.
    training = []
    training_pool = pool + "-training"
    training_file = training_pool + "-answers.jsonl"
    shutil.rmtree(training_pool, ignore_errors=True)
    if selected(blind_attack.NAME):
        subprocess.run([binary, "puzzle", "--out-dir", training_pool, "--count", str(args.training), "--answer",
                        training_file, "--axes", args.axes] + args.extra.split(), check=True,
                       stdout=subprocess.DEVNULL)
        with open(training_file) as f:
            training = [json.loads(line) for line in f if line.strip()]
        shutil.rmtree(training_pool, ignore_errors=True)

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
        if not selected(name):
            continue
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
    for challenge in (challenges if selected(sweep_attack.NAME) else []):
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
    if selected(sweep_attack.NAME):
        rows.append((sweep_attack.NAME, solved, len(challenges), note, time.time() - t0))

    # Attacks that rank their guesses: the first drop, three drops against verify's lockout, and
    # three drops where the first decoy hit ends the attempt (the service's rule: first decoy locks).
    decoy_counts = sorted({len(a.get("decoys", [])) for a in answers})
    share = 1.0 / (decoy_counts[0] + 1)
    ranked_attacks = [
        (colour_attack.NAME_FIXED, colour_attack.solve_fixed, None, "finder", None),
        (colour_attack.NAME_FLAT, colour_attack.solve_flat, None, "finder",
         ("locks", share + 0.03, "≤ 1/(decoys+1) + 3%% = %.0f%%, first decoy locks" % (100 * (share + 0.03)))),
        (row_attack.NAME, row_attack.solve, None, None,
         ("first", share + 0.05, "≤ 1/(decoys+1) + 5%% = %.0f%%, first drop" % (100 * (share + 0.05)))),
        (blind_attack.NAME, blind_attack.solve, blind_attack.learn(training) if training else [], None,
         ("three", 0.05, "≤ 5%, 3 drops")),
        (continuity_attack.NAME, continuity_attack.solve, None, None, None),
    ]
    ranked_rows = []
    for name, solve, context, kind, target in ranked_attacks:
        if not selected(name):
            continue
        t0 = time.time()
        first = three = locks = found = 0
        for challenge in challenges:
            index, answer = by_name[challenge.name]
            guesses = solve(challenge, context)
            if kind == "finder":
                found += all_holes_found(answer, guesses)
            outcome = ranked_outcome(binary, answers_file, index, answer, guesses)
            first += outcome[0]
            three += outcome[1]
            locks += outcome[2]
        n = len(challenges)
        counts = {"first": first, "three": three, "locks": locks}
        note = ""
        if target:
            column, bound, text = target
            note = "%s: %s" % (text, "met" if counts[column] / n <= bound else "NOT met")
        ranked_rows.append((name, "%d/%d" % (found, n) if kind == "finder" else "–", first, three, locks, n, note,
                            time.time() - t0))
        print(f"{name}: first {first}, three {three}, first-decoy-locks {locks} of {n}", file=sys.stderr)

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
    lines += [
        "",
        "Ranked guesses (decoys per challenge: %s; blind guess learned from %d other challenges' answers):"
        % ("/".join(map(str, decoy_counts)), len(training)),
        "",
        "| attack | all holes found | first drop | 3 drops (lockout 3) | 3 drops, first decoy locks | target | time |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, found, first, three, locks, n, note, seconds in ranked_rows:
        lines.append("| %s | %s | %.1f%% | %.1f%% | %.1f%% | %s | %.1f s |"
                     % (name, found, 100.0 * first / n, 100.0 * three / n, 100.0 * locks / n, note, seconds))
    text = "\n".join(lines) + "\n"
    print(text, end="")
    with open(args.results, "w") as f:
        f.write(text)
    return 0


def hits(corner, x, y, tolerance):
    return abs(corner[0] - x) <= tolerance and abs(corner[1] - y) <= tolerance


def all_holes_found(answer, guesses):
    """Scoring only: whether every hole of the answer (the blank and the decoys) was among the guesses."""
    tolerance = answer.get("tolerance", 8)
    holes = [answer["blank"]] + answer.get("decoys", [])
    return all(any(hits(h, x, y, tolerance) for x, y in guesses) for h in holes)


def ranked_outcome(binary, answers_file, index, answer, guesses, drops=3):
    """(first drop verified, verified within `drops` against verify's lockout, verified within
    `drops` with the first decoy hit ending the attempt); the decoy rule from the answer's list."""
    verdicts = []
    for failures, (x, y) in enumerate(guesses[:drops]):
        verified, state = verify(binary, answers_file, index, answer, x, y, failures)
        verdicts.append(verified)
        if verified or state == "locked":
            break
    tolerance = answer.get("tolerance", 8)
    locks = False
    for (x, y), verified in zip(guesses, verdicts):
        if verified:
            locks = True
            break
        if any(hits(d, x, y, tolerance) for d in answer.get("decoys", [])):
            break
    return bool(verdicts and verdicts[0]), any(verdicts), locks


if __name__ == "__main__":
    sys.exit(main())
