#!/usr/bin/env python3
"""make profile: instruction counts of fixed workloads under callgrind.

Instruction counts do not depend on what else the machine is doing, so they
compare runs on a shared machine where timings cannot. Each workload runs the
built ttg-render under `valgrind --tool=callgrind` from a copy whose debug
sections are stripped (valgrind reads the DWARF 5 that clang writes poorly);
the symbol table stays, so functions keep their names.

Printed per workload: the total, the share of each library, our own top
functions (self cost), and the inclusive cost of the functions named in
--inclusive (per unit of work: per frame, per challenge, per byte).
"""

import argparse
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict


def wavy_path(count):
    """SVG path data: a closed wavy ring of `count` cubic segments (as ttg-bench's)."""
    def point(a):
        r = 80 + 12 * math.sin(7 * a)
        return 100 + r * math.cos(a), 100 + r * math.sin(a)
    x, y = point(0)
    parts = [f"M{x:.3f} {y:.3f}"]
    for i in range(1, count + 1):
        a0 = (i - 1) / count * 2 * math.pi
        a = i / count * 2 * math.pi
        px, py = point(a)
        qx, qy = point(a0 + 0.3 / count)
        parts.append(f"C{qx:.3f} {qy:.3f} {px + (qx - px) * 0.4:.3f} {py + (qy - py) * 0.4:.3f} {px:.3f} {py:.3f}")
    return " ".join(parts) + "Z"


def parse_callgrind(path):
    """Self cost per (object, function) and inclusive cost per function, from a callgrind.out file."""
    names = {"ob": {}, "fn": {}, "fl": {}}
    self_cost = defaultdict(int)
    inclusive_calls = defaultdict(int)
    ob = fn = None
    pending_call = False

    def resolve(kind, value):
        m = re.match(r"\((\d+)\)(?:\s+(.*))?", value)
        if not m:
            return value
        if m.group(2) is not None:
            names[kind][m.group(1)] = m.group(2)
        return names[kind].get(m.group(1), value)

    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            head = line[0]
            if head.isdigit() or head in "+-*":
                cost = int(line.split()[1]) if len(line.split()) > 1 else 0
                if pending_call:
                    if callee != fn:  # recursion is already in the caller's own cost
                        inclusive_calls[fn] += cost
                    pending_call = False
                else:
                    self_cost[(ob, fn)] += cost
                continue
            key, _, value = line.partition("=")
            if key == "ob":
                ob = resolve("ob", value)
            elif key == "fn":
                fn = resolve("fn", value)
            elif key in ("fl", "fi", "fe"):
                resolve("fl", value)
            elif key == "cob":
                resolve("ob", value)
            elif key == "cfn":
                callee = resolve("fn", value)
            elif key in ("cfi", "cfl"):
                resolve("fl", value)
            elif key == "calls":
                pending_call = True
    inclusive = defaultdict(int)
    for (o, f), c in self_cost.items():
        inclusive[f] += c
    for f, c in inclusive_calls.items():
        inclusive[f] += c
    return self_cost, inclusive


def demangle(symbols):
    if not symbols:
        return {}
    try:
        out = subprocess.run(
            ["swift", "demangle", "--simplified", "--compact"], input="\n".join(symbols), capture_output=True,
            text=True, check=True).stdout.splitlines()
        return dict(zip(symbols, out)) if len(out) == len(symbols) else {s: s for s in symbols}
    except (OSError, subprocess.CalledProcessError):
        return {s: s for s in symbols}


def library(ob, binary):
    name = os.path.basename(ob or "?")
    if name == os.path.basename(binary):
        return "ttg-render (ours + Swift generics)"
    return re.sub(r"\.so(\.\d+)*$", "", name)


def run(binary, arguments, work, label, per, unit, inclusive_names, top):
    out = os.path.join(work, "callgrind.out")
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--dump-instr=no", "--compress-strings=yes", "--compress-pos=no",
         "--callgrind-out-file=" + out, binary] + arguments,
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=work)
    self_cost, inclusive = parse_callgrind(out)
    total = sum(self_cost.values())
    print(f"\n{label}")
    print(f"  total {total / 1e6:10.1f} M instructions  ({total / per:,.0f} per {unit})")
    by_library = defaultdict(int)
    for (o, f), c in self_cost.items():
        by_library[library(o, binary)] += c
    for name, c in sorted(by_library.items(), key=lambda kv: -kv[1])[:8]:
        print(f"  {c / total * 100:5.1f}%  {name}")
    ours = [(c, f) for (o, f), c in self_cost.items() if o and os.path.basename(o) == os.path.basename(binary)]
    ours.sort(reverse=True)
    names = demangle([f for _, f in ours[:top]])
    print(f"  our top {top} functions (self):")
    for c, f in ours[:top]:
        print(f"    {c / total * 100:5.1f}%  {names.get(f, f)[:100]}")
    for wanted in inclusive_names:
        matches = [(c, f) for f, c in inclusive.items() if wanted in f]
        if matches:
            c, f = max(matches)
            print(f"  inclusive {wanted}: {c / per:,.0f} per {unit}  ({c / total * 100:.1f}% of the run)")
    return total, inclusive


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--top", type=int, default=8)
    options = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("profile: valgrind is not installed (make deps installs it)")
    with tempfile.TemporaryDirectory(prefix="ttg-profile-") as work:
        binary = os.path.join(work, "ttg-render")
        subprocess.run(["objcopy", "--strip-debug", options.binary, binary], check=True)
        with open(os.path.join(work, "wavy.txt"), "w") as f:
            f.write(wavy_path(400))
        frames = 30
        run(binary,
            ["path", "render", "--d", "@wavy.txt", "--fill", "#29B8EB40", "--stroke", "#9473F0", "--line-width",
             "4", "--cap", "round", "--dash", "12,6", "--trim", "0,0", "--trim-to", "0,1", "--dash-phase-to",
             "36", "--fit", "--canvas", "220x220", "--scale", "2", "--frames", str(frames),
             "--jobs", "1", "--quiet", "-o", "frames/"],
            work, f"Frame export: {frames} frames of a 220x220 pt draw-on at @2x (PNG)", frames, "frame",
            ["encodePNG", "straightRGBA", "cairo_stroke", "cairo_fill"], options.top)
        challenges = 20
        run(binary,
            ["puzzle", "--count", str(challenges), "--out-dir", "pool", "--answer", "answers.jsonl", "--seed", "7",
             "--jobs", "1", "--quiet"],
            work, f"Captcha pool: {challenges} challenges, one job", challenges, "challenge",
            ["encodePNG", "makeImageSurface", "renderAlpha", "premultiplying"], options.top)
        run(binary,
            ["refresh", "--style", "pulseCircuit", "--state", "refreshing", "--loop", "--long-loop", "--jobs", "1",
             "--quiet", "-o", "loop.gif"],
            work, "GIF: the pulseCircuit refresh loop (528 frames), one job", 528, "frame",
            ["GIFDither", "leavingUnchanged", "rasterize"], options.top)
        run(binary, ["emoji", "--rate", "4", "-o", "emoji.png"], work, "Start-up: one still emoji", 1, "run",
            ["encodePNG"], options.top)
        # The path of issue 31: 30,000 cubics, 1.4 MB. Per byte: the whole command, and its parts.
        big = wavy_path(30_000)
        with open(os.path.join(work, "big.txt"), "w") as f:
            f.write(big)
        run(binary, ["path", "info", "--d", "@big.txt"], work,
            f"path info: a 30,000-cubic path ({len(big):,} bytes)", len(big), "byte",
            ["SVGPathParser", "4PathV6lengthSdvg", "4PathV6boundsAA4RectVvg", "4PathV13controlBoundsAA4RectVvg"],
            options.top)


if __name__ == "__main__":
    main()
