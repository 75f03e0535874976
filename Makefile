# ttg-render — build, run, test.
#
#   make run    install what is missing, build, render the showcase into out/
#   make test   install what is missing, lint, build, run the tests
#   make check  the edit loop: lint, build, the tests that take under a few seconds
#   make fuzz   build the libFuzzer targets (Fuzz/) and run each for FUZZ_TIME seconds
#   make man    build, write the manual page ttg-render.1 (from the command declarations)
#   make profile build, count instructions of fixed workloads under callgrind (profile/)
#   make attack build, run the captcha solver suite (attack/) on CHALLENGES puzzles, print the rates
#
# `deps` is the one place that installs system packages.

SWIFT        ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
CONFIG       ?= release
# A release binary carries the Swift runtime and Foundation (--static-swift-stdlib): it starts
# without loading and relocating them, a still picture in half the time, and runs where Swift
# is not installed. Every release build here passes the same flags, so none rebuilds another's.
RELEASE_FLAGS = -c release --static-swift-stdlib
BUILD_FLAGS   = $(if $(filter release,$(CONFIG)),$(RELEASE_FLAGS),-c $(CONFIG))
BIN_DIR       = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path 2>/dev/null)
RELEASE_DIR   = $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)
TTG           = $(BIN_DIR)/ttg-render
DEBIAN_PKGS   = libcairo2-dev libpango1.0-dev libpng-dev libjpeg62-turbo-dev \
                pkg-config fonts-dejavu-core librsvg2-bin \
                libgif-dev libimagequant-dev libwebp-dev webp gifsicle python3-venv \
                libdeflate-dev optipng valgrind chromium firefox-esr librlottie-dev time \
                libssl-dev libsqlite3-dev redis-server libhiredis-dev \
                systemd wrk nginx-light ffmpeg nodejs aapt android-framework-res
SUDO          = $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# The tests build the debug configuration optimized: the codecs' and the renderer's pixel loops
# run tens of times slower unoptimized, and the tests run the binary built with them. A warning
# from our code fails the build. Flags here, not `unsafeFlags` in Package.swift, which SwiftPM
# refuses in a versioned dependency.
TEST_FLAGS    = -Xswiftc -O -Xswiftc -warnings-as-errors

FUZZ_TIME    ?= 60
FUZZERS       = path-parser transform-list arguments query chunked-body http-connection
FUZZ_DIR      = $(CURDIR)/.build/fuzz

.PHONY: deps build run test check lint fuzz fixtures bench profile man attack clean

# Test-only programs from PyPI (resvg, the Lottie schema, ThorVG), in a virtual environment of their own.
TEST_VENV     = $(CURDIR)/.build/test-venv

deps: $(TEST_VENV)/.installed
	@missing=""; for p in $(DEBIAN_PKGS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y $$missing; \
	fi

$(TEST_VENV)/.installed: Tests/requirements.txt Tests/requirements-players.txt
	@command -v $(PYTHON) >/dev/null && $(PYTHON) -c 'import venv, ensurepip' 2>/dev/null || { \
	  $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y python3-venv; }
	rm -rf $(TEST_VENV)
	$(PYTHON) -m venv $(TEST_VENV)
	$(TEST_VENV)/bin/pip install --quiet --disable-pip-version-check -r Tests/requirements.txt
	$(TEST_VENV)/bin/pip install --quiet --disable-pip-version-check --no-deps -r Tests/requirements-players.txt
	touch $@

build: deps
	$(SWIFT) build $(BUILD_FLAGS) --product ttg-render

run: build
	$(TTG) demo -o out/

# Two stages: every suite but the timed ones, in parallel; then the timed ones (`@Suite(.timed)`:
# browsers driving drags a server judges, deadlines, idle connections), one test at a time, so
# the rest of the suite never loads the machine under them. Their filter is read from their
# declarations (`timed`). Every test that starts a server stops it: one still running after the suite
# fails the run. The brackets keep the pattern from matching the shell that runs this very line.

test: deps lint
	TTG_TESTS=untimed $(SWIFT) test $(TEST_FLAGS)
	timed=$$(grep -rhoE '@Suite\([^)]*\.timed\) (final )?(struct|class|enum) [A-Za-z]+' Tests | awk '{print $$NF}' | paste -sd '|' -); \
	TTG_TESTS=timed $(SWIFT) test $(TEST_FLAGS) --skip-build --no-parallel --filter "\.($$timed)\b"
	@! pgrep -af 'ttg-render serv[e] --listen 127[.]0[.]0[.]1:0' || { echo "a test left the servers above running"; exit 1; }

# The edit loop: build, lint, and the tests that take under a few seconds. The slow ones
# (through the binary, browsers, servers, properties, goldens, faults, the demo, the examples)
# are marked where they are declared, `@Suite(.slow)`, and stay in `test`.
check: deps lint
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	TTG_TESTS=fast $(SWIFT) test $(TEST_FLAGS)

# Every script the service serves, syntax-checked before a browser runs it (Debian's nodejs).
SERVED_SCRIPTS = $(wildcard Sources/TTGServe/Pages/*.js)

# Formatting is checked, not assumed: `swift format --in-place --recursive Sources Tests Fuzz Package.swift` fixes it.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Fuzz Package.swift
	@for f in $(SERVED_SCRIPTS); do node --check $$f || exit 1; done

# Not part of `test`. libFuzzer comes with the Swift toolchain; Fuzz/build.sh compiles the
# modules with -sanitize=fuzzer,address. New inputs go to $(FUZZ_DIR)/corpus/NAME (the seeds in
# Fixtures/fuzz/NAME are read only), crashes to $(FUZZ_DIR)/crashes/; the first crash fails the run.
# Paths are absolute: the arguments fuzzer works in a scratch directory.
fuzz: deps
	Fuzz/build.sh all
	@mkdir -p $(FUZZ_DIR)/crashes
	@for f in $(FUZZERS); do \
	  mkdir -p $(FUZZ_DIR)/corpus/$$f; \
	  echo "fuzz: $$f for $(FUZZ_TIME) s"; \
	  SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/fuzz-$$f -max_total_time=$(FUZZ_TIME) -timeout=10 \
	    -rss_limit_mb=2048 -max_len=4096 -close_fd_mask=3 -print_final_stats=1 \
	    -artifact_prefix=$(FUZZ_DIR)/crashes/$$f- $(FUZZ_DIR)/corpus/$$f $(CURDIR)/Fixtures/fuzz/$$f || exit 1; \
	done

fixtures: deps
	TTG_RECORD_FIXTURES=1 $(SWIFT) test $(TEST_FLAGS) --filter Golden || true
	@echo "changed references rewritten (Fixtures/golden, Fixtures/help, the option tables in docs/): look at each before committing"

# resvg (a peer in the refresh-glyph rows) is the one `make deps` installs for the tests. The GIF
# writer before its rebuild is built once from this repository's history, for the row that runs
# it side by side with today's (skipped, with a note, in a clone without that commit).
GIF_BASELINE  = 5e0aea1
BASELINE_DIR  = $(CURDIR)/.build/baseline-$(GIF_BASELINE)

# Then how many moments of every kind of Lottie file each player passes (lottie-web's three
# renderers, ThorVG, rlottie): a test suite that runs only when TTG_PLAYER_TALLY names its table.
PLAYER_TALLY  = $(CURDIR)/.build/player-tally.txt

bench: build $(BASELINE_DIR)/ttg-render
	$(SWIFT) build $(RELEASE_FLAGS) --product ttg-bench
	TTG_BENCH_RESVG=$(TEST_VENV)/bin/resvg TTG_BENCH_GIF_BASELINE=$(BASELINE_DIR)/ttg-render $(RELEASE_DIR)/ttg-bench
	@rm -f $(PLAYER_TALLY)
	@TTG_PLAYER_TALLY=$(PLAYER_TALLY) $(SWIFT) test $(TEST_FLAGS) --filter PlayerTally >$(PLAYER_TALLY).log 2>&1 \
	  || { tail -n 40 $(PLAYER_TALLY).log; exit 1; }
	@cat $(PLAYER_TALLY)

$(BASELINE_DIR)/ttg-render:
	@rm -rf $(BASELINE_DIR)/src && mkdir -p $(BASELINE_DIR)/src
	@if git cat-file -e $(GIF_BASELINE)^{commit} 2>/dev/null; then \
	  git archive $(GIF_BASELINE) | tar -x -C $(BASELINE_DIR)/src && \
	  (cd $(BASELINE_DIR)/src && $(SWIFT) build $(RELEASE_FLAGS) --product ttg-render) && \
	  cp "$$(cd $(BASELINE_DIR)/src && $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/ttg-render" $@; \
	else echo "bench: commit $(GIF_BASELINE) is not in this clone; the GIF baseline row is skipped"; fi

# Instruction counts (callgrind) of fixed workloads: a frame export, a captcha pool, a GIF loop,
# a still emoji, a 100,000-segment path. Counts do not depend on the machine's load, unlike times.
# The profiled copy has its debug sections stripped (valgrind reads DWARF 5 poorly).
profile: build
	$(PYTHON) profile/profile.py --binary $(TTG)

# Written to a temporary name and renamed, so a failed run leaves no partial page.
man: build
	$(TTG) man > ttg-render.1.tmp && mv ttg-render.1.tmp ttg-render.1 || { rm -f ttg-render.1.tmp; exit 1; }
	@echo "wrote ttg-render.1: read it with 'man -l ttg-render.1'"

# The captcha solver suite (docs/captcha.md, "Attack suite"): a pool of
# CHALLENGES default puzzles, each attack run on the served layers only, each guess scored by
# `puzzle verify`; the table goes to standard output and attack/results.txt. Then the protocol
# attacks, each through a `serve` of their own, into attack/service-results.txt, the end-to-end
# bot into attack/bot-results.txt, and the hostile clients (keys, clicks, re-targeted replays,
# connection and render starvation, a 429 flood, the proof of work's cost) into
# attack/hostile-results.txt. Proof of work is solved as the best attacker would: natively
# (attack/solver.c, OpenSSL's SHA-256 from the prefix's midstate, one core). A measurement:
# it exits 0 whatever the rates. OpenCV and numpy come from PyPI into a venv of its own.
CHALLENGES   ?= 200
# Challenges per protocol attack, each scored through `serve` (attack/service_attacks.py).
SERVICE_CHALLENGES ?= 100
# Challenges per input attack of attack/hostile_client.py (keys, click, drag replay).
HOSTILE_CHALLENGES ?= 24
PYTHON       ?= python3
ATTACK_VENV   = $(CURDIR)/.build/attack-venv
ATTACK_ARGS  ?=
ATTACK_CC    ?= gcc
ATTACK_SOLVER = .build/attack-solver
# -march=native where the compiler takes it (OpenSSL picks SHA-NI or AVX2 itself at run time).
ATTACK_MARCH  = $(shell $(ATTACK_CC) -march=native -E -x c /dev/null >/dev/null 2>&1 && echo -march=native)

$(ATTACK_VENV)/.installed: attack/requirements.txt
	rm -rf $(ATTACK_VENV)
	$(PYTHON) -m venv $(ATTACK_VENV)
	$(ATTACK_VENV)/bin/pip install --quiet --disable-pip-version-check -r attack/requirements.txt
	touch $@

# The attacker's native proof-of-work solver (libssl-dev, in DEBIAN_PKGS).
$(ATTACK_SOLVER): attack/solver.c
	@mkdir -p $(@D)
	$(ATTACK_CC) -O3 $(ATTACK_MARCH) -Wall -o $@ attack/solver.c -lcrypto

attack: build $(ATTACK_VENV)/.installed $(ATTACK_SOLVER)
	PYTHONDONTWRITEBYTECODE=1 $(ATTACK_VENV)/bin/python attack/run_attacks.py --binary $(TTG) --challenges $(CHALLENGES) \
	  --work $(CURDIR)/.build/attack-pool --results attack/results.txt $(ATTACK_ARGS)
	PYTHONDONTWRITEBYTECODE=1 $(ATTACK_VENV)/bin/python attack/service_attacks.py --binary $(TTG) \
	  --challenges $(SERVICE_CHALLENGES) --solver $(CURDIR)/$(ATTACK_SOLVER) --results attack/service-results.txt
	PYTHONDONTWRITEBYTECODE=1 $(ATTACK_VENV)/bin/python attack/bot.py --binary $(TTG) --solver $(CURDIR)/$(ATTACK_SOLVER) \
	  --results attack/bot-results.txt
	PYTHONDONTWRITEBYTECODE=1 $(ATTACK_VENV)/bin/python attack/hostile_client.py --binary $(TTG) \
	  --solver $(CURDIR)/$(ATTACK_SOLVER) --challenges $(HOSTILE_CHALLENGES) --results attack/hostile-results.txt

clean:
	rm -rf .build out ttg-render.1
