# docaudit — build, test, run and benchmark.
#
#   make run    check the bundled sample project and build its documentation site
#   make test   the whole test suite (installs what it needs first)
#   make bench  speed and memory figures (make bench-site: the site against DocC)
#   make fuzz   the libFuzzer targets of Fuzz/, FUZZ_SECONDS each (built by nothing else)

PREFIX ?= /usr/local
SWIFT ?= swift
SWIFT_FLAGS ?=
# On Linux the release binary carries the Swift runtime and Foundation inside it: an editor runs
# docaudit on every save, and loading a dozen shared libraries would cost more than the check.
# It is linked at a fixed address (not position-independent): relocating a position-independent
# one at each start costs an on-save check a noticeable share (docs/Performance.md).
RELEASE_FLAGS ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie,)
BIN_DIR = $(shell $(SWIFT) build -c release $(SWIFT_FLAGS) --show-bin-path 2>/dev/null)
# Swift sources measured by `make bench` (any folders of real Swift code can be given).
BENCH_CORPUS ?= Sample Sources
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all build deps browser-deps editor-deps zip-deps test run install artifactbundle bench bench-site fuzz clean

all: build

# libcmark (the C library that renders Markdown) and pkg-config, which finds it.
deps:
	@if pkg-config --exists libcmark 2>/dev/null; then :; \
	elif command -v apt-get >/dev/null 2>&1; then \
		echo "Installing libcmark-dev and pkg-config…"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcmark-dev pkg-config >/dev/null; \
	elif command -v brew >/dev/null 2>&1; then \
		brew install cmark pkg-config; \
	else \
		echo "Please install libcmark (with its pkg-config file) and pkg-config." >&2; exit 1; \
	fi

# A headless browser for the site's end-to-end test; the test says so visibly when none can be had.
browser-deps:
	@if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || command -v google-chrome >/dev/null 2>&1; then :; \
	elif command -v apt-get >/dev/null 2>&1; then \
		echo "Installing chromium for the browser test…"; \
		( $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null 2>&1 \
		  || ( $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null 2>&1 ) ) \
		  || echo "warning: chromium could not be installed; the browser test will be skipped"; \
	fi

# An editor for the language server's end-to-end test; the test says so visibly when none can be had.
editor-deps:
	@if command -v nvim >/dev/null 2>&1; then :; \
	elif command -v apt-get >/dev/null 2>&1; then \
		echo "Installing neovim for the language server test…"; \
		( $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim >/dev/null 2>&1 \
		  || ( $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim >/dev/null 2>&1 ) ) \
		  || echo "warning: neovim could not be installed; the editor test will be skipped"; \
	fi

build: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) $(SWIFT_FLAGS)

# The tests make their fixtures under TMPDIR: a folder of this run's own, removed afterwards.
# zip and unzip, which make an artifact bundle (make artifactbundle) and its test read it.
zip-deps:
	@if command -v zip >/dev/null 2>&1 && command -v unzip >/dev/null 2>&1; then :; \
	elif command -v apt-get >/dev/null 2>&1; then \
		echo "Installing zip and unzip…"; \
		( $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq zip unzip >/dev/null 2>&1 \
		  || ( $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq zip unzip >/dev/null ) ); \
	else \
		echo "Please install zip and unzip." >&2; exit 1; \
	fi

test: deps browser-deps editor-deps zip-deps
	$(SWIFT) build $(SWIFT_FLAGS)
	@scratch=$$(mktemp -d) && status=0 && { TMPDIR=$$scratch $(SWIFT) test $(SWIFT_FLAGS) || status=$$?; } \
	    ; rm -rf "$$scratch"; exit $$status
	@if [ -z "$$DOCAUDIT_BROWSER" ] && ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1 \
	    && ! command -v google-chrome >/dev/null 2>&1 && ! command -v google-chrome-stable >/dev/null 2>&1; then \
		echo ""; echo "*** NOTICE: the browser end-to-end test of docaudit site was SKIPPED: no Chromium could be installed. ***"; echo ""; \
	else echo "Site screenshots for review: .build/site-screenshots/"; fi
	@command -v nvim >/dev/null 2>&1 || { echo ""; echo "*** NOTICE: the Neovim end-to-end test of docaudit lsp was SKIPPED: no Neovim could be installed. ***"; echo ""; }

# The sample breaks the rules on purpose (Sample/expected-diagnostics.txt): the check's exit
# status 1 is the expected outcome here, so it is reported rather than failing the target.
run: build
	@$(BIN_DIR)/docaudit check Sample; status=$$?; \
	if [ $$status -eq 2 ]; then exit 2; fi; \
	echo "docaudit check exited with $$status (1: the sample's deliberate violations were found)"
	@$(BIN_DIR)/docaudit site Sample --output .build/sample-site --title "Sample app"

# The site theme goes to share/docaudit/Site, where the binary looks first (../share from bin/);
# the editor on-save script and the git pre-commit hook go next to the binary, which they find there.
install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/docaudit
	install -s -m 755 $(BIN_DIR)/docaudit $(DESTDIR)$(PREFIX)/bin/docaudit
	install -m 755 Scripts/docaudit-on-save.sh $(DESTDIR)$(PREFIX)/bin/docaudit-on-save
	install -m 755 Scripts/pre-commit $(DESTDIR)$(PREFIX)/bin/docaudit-pre-commit
	rm -rf $(DESTDIR)$(PREFIX)/share/docaudit/Site
	cp -R Site $(DESTDIR)$(PREFIX)/share/docaudit/Site

# A SwiftPM artifact bundle of the release binary, for this machine's platform:
# .build/docaudit.artifactbundle.zip (docs/CI.md, "A prebuilt binary for the plugins").
artifactbundle: build zip-deps
	@Scripts/make-artifactbundle.sh $(BIN_DIR)/docaudit \
	    "$$(sed -n 's/^public let docauditVersion = "\(.*\)"/\1/p' Sources/DocAuditCheck/Version.swift)" \
	    "$$($(SWIFT) -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -1)" .build

bench: build
	$(BIN_DIR)/docaudit-bench $(BENCH_CORPUS)
	Scripts/bench-on-save.sh $(BIN_DIR)/docaudit

# docaudit site against the DocC pipeline (symbol graph + docc convert) on the same module.
bench-site: build
	Scripts/bench-site.sh

# The fuzz targets (Fuzz/, a package of its own) with AddressSanitizer, and libFuzzer's
# coverage counters put back (whole-module optimization leaves them out otherwise); each runs
# FUZZ_SECONDS in turn from seeds of Sample/, the test fixtures and FUZZ_SEED_DIRS (folders or
# git mirrors of real Swift code). Corpora and findings: .build/fuzz/<target>/.
FUZZ_SECONDS ?= 300
FUZZ_TARGETS ?= fuzz-scan fuzz-check fuzz-doc fuzz-config fuzz-site fuzz-fix fuzz-pbxproj fuzz-yaml fuzz-graph fuzz-lsp
FUZZ_SEED_DIRS ?=
FUZZ_SCRATCH = $(CURDIR)/.build/fuzz/build
FUZZ_BUILD_FLAGS ?= -c release --sanitize=fuzzer --sanitize=address \
	-Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp --scratch-path $(FUZZ_SCRATCH)

fuzz: deps
	cd Fuzz && $(SWIFT) build $(FUZZ_BUILD_FLAGS)
	Scripts/fuzz-seeds.sh $(FUZZ_SEED_DIRS)
	Fuzz/run.sh "$$(cd Fuzz && $(SWIFT) build $(FUZZ_BUILD_FLAGS) --show-bin-path)" $(FUZZ_SECONDS) $(FUZZ_TARGETS)

clean:
	rm -rf .build
