# setup · build · test · docs · demo · bench · fuzz · screenshots · format
SHELL := /bin/bash
SWIFT ?= swift
OUT := $(CURDIR)/out
DEMO_SIZE := 480x800
# Debian packages the build links against (pkg-config lets SwiftPM find them), the font the
# compositor loads by path, the Earth the Tunnel's maps show (xplanet-images' Blue Marble) and
# what the real-window check runs (Xvfb, xwd, ImageMagick).
APT_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpixman-1-dev fonts-dejavu-core \
	xplanet-images xvfb xauth x11-apps imagemagick

.PHONY: setup build test docs demo bench kiwisolver fixtures fuzz screenshots format clean

## Installs only the missing Debian packages; silent when everything is present.
setup:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then sudo=""; \
	  elif command -v sudo >/dev/null; then sudo="sudo"; \
	  else echo "make setup: need root or sudo to install:$$missing" >&2; exit 1; fi; \
	  echo "make setup: installing Debian packages:$$missing"; \
	  $$sudo apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null \
	    || { echo "make setup: apt-get could not install:$$missing" >&2; exit 1; }; \
	fi

build: setup
	$(SWIFT) build

## Builds and runs every test; exits non-zero on any failure. Needs no display (SDL tests use
## the offscreen driver). Snapshot tests never record here: a missing golden fails. Then, when
## xvfb-run is installed, the demo in a real X11 window must equal its headless render. The
## snapshot library, the fuzzer and the demo are typechecked as another package's code: they may
## use UIKit's public and @_spi(Testing) API only.
test: setup
	$(SWIFT) build --build-tests
	bash Scripts/check-public-doors.sh
	SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS=$(CURDIR)/.build/snapshot-artifacts \
	  SDL_VIDEODRIVER=$${SDL_VIDEODRIVER:-offscreen} $(SWIFT) test
	@# The example's iOS sources are read by the build, never written (issue 34).
	@if git rev-parse --git-dir >/dev/null 2>&1 && [ -n "$$(git status --porcelain -- Examples/ShelfApp/ShelfApp)" ]; then \
	  echo "make test: the build changed Examples/ShelfApp's iOS sources:"; git status --short -- Examples/ShelfApp/ShelfApp; exit 1; \
	fi
	@if command -v xvfb-run >/dev/null; then \
	  $(SWIFT) build --product ContainerDemo && bash Tests/RealWindow/compare-window.sh; \
	else \
	  echo "make test: xvfb-run is not installed (Debian package xvfb): real-window check skipped"; \
	fi

## DocC documentation of UIKit and UIKitSnapshotTesting (swift-docc-plugin), one combined archive
## for static hosting in .build/docs. Warnings are errors, so a broken ``Symbol`` or <doc:…> link
## fails. UIKit's symbol graph needs the module built, hence `setup`.
DOCS_OUT := $(CURDIR)/.build/docs
DOCS_PORT ?= 8000
docs: setup
	$(SWIFT) package --allow-writing-to-directory $(DOCS_OUT) generate-documentation \
	  --target UIKit --target UIKitSnapshotTesting --enable-experimental-combined-documentation \
	  --transform-for-static-hosting --warnings-as-errors --output-path $(DOCS_OUT)
	@echo "make docs: written to $(DOCS_OUT)"
	@echo "  view: python3 -m http.server $(DOCS_PORT) --directory $(DOCS_OUT)"
	@echo "  then open http://localhost:$(DOCS_PORT)/documentation/uikit and /documentation/uikitsnapshottesting"

## Opens the window when a display exists; otherwise plays the built-in tour headless and
## prints the screenshots and filmstrips it writes into out/.
demo: setup
	$(SWIFT) build --product ContainerDemo
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ] || [ -n "$$SDL_VIDEODRIVER" ]; then \
	  .build/debug/ContainerDemo --size $(DEMO_SIZE) --out $(OUT); \
	else \
	  echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset): playing the tour headless into $(OUT)/."; \
	  .build/debug/ContainerDemo --headless --tour --out $(OUT); \
	fi

## Release-mode benchmark programs (compositor, containment, animation, autolayout); print
## `key: value` lines. The layout solver's figures are then measured with kiwisolver on the same
## systems and printed side by side with the ratios.
bench: setup kiwisolver
	$(SWIFT) build -c release --product CompositorBench
	$(SWIFT) build -c release --product UIKitBench
	.build/release/CompositorBench
	set -o pipefail; .build/release/UIKitBench | tee .build/bench-uikit.txt
	$(KIWI_PYTHON) Scripts/kiwisolver/bench.py > .build/bench-kiwisolver.txt
	$(KIWI_PYTHON) Scripts/kiwisolver/compare.py .build/bench-uikit.txt .build/bench-kiwisolver.txt

## kiwisolver (PyPI, C++ Cassowary), the layout solver's peer, in a venv under .build: only
## `make bench` and `make fixtures` need it (the fixtures are committed, `make test` reads them).
KIWI_VENV := .build/kiwi-venv
KIWI_PYTHON := $(KIWI_VENV)/bin/python
kiwisolver:
	python3 -m venv $(KIWI_VENV) && $(KIWI_VENV)/bin/pip install -q kiwisolver

## Regenerates Tests/UIKitTests/Layout/Fixtures/kiwisolver-random-systems.json from kiwisolver.
fixtures: kiwisolver
	$(KIWI_PYTHON) Scripts/kiwisolver/fixtures.py

## A long random-operation campaign over UIKit in release mode (make test runs a bounded one):
## FUZZ_OPS operations, 500 per seed, every invariant after every step; prints the figures and
## writes each failing seed's shrunk repro, as Swift, into out/fuzz/. Exits non-zero on a failure.
FUZZ_OPS ?= 1000000
fuzz: setup
	$(SWIFT) build -c release --product UIKitFuzz
	.build/release/UIKitFuzz --operations $(FUZZ_OPS) --out $(OUT)/fuzz

## Re-records on purpose: the README's pictures (from the headless tour) and the snapshot
## goldens. Record, look at every changed picture, then commit.
SNAPSHOT_SUITES := DemoSnapshotTests|LabelSnapshotTests|ButtonTitleTruncationTests|VisualEffectSnapshotTests|ControlSnapshotTests|AutoLayoutSnapshotTests
README_PICTURES := filmstrip-push filmstrip-swipe-back filmstrip-page-curl filmstrip-flip-from-top filmstrip-curl-up filmstrip-rotation tunnel modal-seed-card modal-sheet-medium split-wide filmstrip-fling filmstrip-rubber-band filmstrip-paging
screenshots: setup
	$(SWIFT) build --build-tests
	rm -rf .build/tour
	.build/debug/ContainerDemo --headless --tour --out .build/tour > /dev/null
	mkdir -p Assets
	for picture in $(README_PICTURES); do cp .build/tour/$$picture.png Assets/; echo Assets/$$picture.png; done
	@# Record mode reports every golden it writes as a test failure; the second run checks them.
	-SNAPSHOT_TESTING_RECORD=all SDL_VIDEODRIVER=offscreen $(SWIFT) test --skip-build --filter '$(SNAPSHOT_SUITES)' > /dev/null 2>&1
	set -o pipefail; SNAPSHOT_TESTING_RECORD=never SDL_VIDEODRIVER=offscreen $(SWIFT) test --skip-build --filter '$(SNAPSHOT_SUITES)' 2>&1 | tail -1
	@git status --short Assets Tests/ContainerDemoSnapshotTests/__Snapshots__ Tests/UIKitTests/Text/__Snapshots__ Tests/UIKitTests/Views/__Snapshots__ Tests/UIKitTests/Controls/__Snapshots__ Tests/UIKitTests/Layout/__Snapshots__

## Formats every Swift file with the repository's .swift-format (120 columns, 4 spaces); the
## seeds' line-for-line ports opt out with `swift-format-ignore-file`.
format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests

clean:
	rm -rf .build $(OUT)
