# ttg-render — build, run, test.
#
#   make run    install what is missing, build, render the showcase into out/
#   make test   install what is missing, build, run the tests
#
# `deps` is the one place that installs system packages.

SWIFT        ?= swift
CONFIG       ?= release
BIN_DIR       = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path 2>/dev/null)
TTG           = $(BIN_DIR)/ttg-render
DEBIAN_PKGS   = libcairo2-dev libpango1.0-dev libpng-dev libjpeg62-turbo-dev \
                pkg-config fonts-dejavu-core librsvg2-bin \
                libgif-dev libimagequant-dev libwebp-dev webp gifsicle
SUDO          = $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build run test fixtures bench clean

deps:
	@missing=""; for p in $(DEBIAN_PKGS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y $$missing; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) --product ttg-render

run: build
	$(TTG) demo -o out/

test: deps
	$(SWIFT) test

fixtures: deps
	TTG_RECORD_FIXTURES=1 $(SWIFT) test --filter Golden || true
	@echo "references rewritten under Fixtures/golden/: look at each before committing"

bench: build
	$(SWIFT) run -c release ttg-bench

clean:
	rm -rf .build out
