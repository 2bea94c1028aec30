# OverlapCarousel: `make run` opens the preview window, `make test` runs every test layer.
# Both install missing Debian packages first (with sudo when not root) and are quick when
# nothing changed.

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BUILD_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpng-dev \
  libfontconfig1-dev libfribidi-dev libharfbuzz-dev libwayland-dev libcairo2-dev
# Fallback fonts for what the bundled faces lack (README "Text in every script"), about
# 8.3 MB installed: CJK, Thai, Devanagari, Arabic, Hebrew; and Material Design Icons
# (2.8 MB), the font `Image(systemName:)` draws from (README "Symbol images"). The faces of
# each font design, weight and slant (README "Text styles"): DejaVu Sans, Serif and Sans Mono
# in bold, oblique and italic (fonts-dejavu-core, fonts-dejavu-extra), Quicksand for the
# rounded design (0.4 MB).
FONT_PACKAGES := fonts-droid-fallback fonts-tlwg-loma-otf fonts-lohit-deva fonts-kacst-one \
  fonts-sil-ezra fonts-materialdesignicons-webfont fonts-dejavu-core fonts-dejavu-extra \
  fonts-quicksand
# kwin-wayland: kwin_wayland 5.27 nested in Xvfb, the one compositor in Debian 12 with
# wp_fractional_scale_v1, for the Wayland tests at scale 1.5 (about 40 MB to download).
TEST_PACKAGES := xvfb xdotool x11-utils weston kwin-wayland
# Only for `make protocols`: wayland-scanner and the protocols' XML.
PROTOCOL_PACKAGES := libwayland-bin wayland-protocols

# Installs whichever of the listed packages dpkg does not know yet.
define apt_install
	@missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null \
	  | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing:" $$missing; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

.PHONY: run test build release deps test-deps bench format lint clean snapshots protocols plugin

# The #Preview macro (README "Previews"): a compiler plugin library built with swiftc
# against the SwiftSyntax the toolchain ships (usr/lib/swift/host), installed in the
# toolchain's default plugin folder usr/local/lib/swift/host/plugins, where every
# compile finds it without a flag. Rebuilt only when its sources change.
SWIFTC ?= swiftc
TOOLCHAIN_USR := $(shell dirname "$$(dirname "$$(readlink -f "$$(command -v $(SWIFTC))")")")
SWIFT_HOST := $(TOOLCHAIN_USR)/lib/swift/host
PLUGIN_DIR := $(TOOLCHAIN_USR)/local/lib/swift/host/plugins
PLUGIN := $(PLUGIN_DIR)/libPreviewMacros.so
PLUGIN_SOURCES := $(wildcard Sources/PreviewMacros/*.swift)
PLUGIN_SUDO := $(shell mkdir -p "$(PLUGIN_DIR)" 2>/dev/null; [ -w "$(PLUGIN_DIR)" ] || echo sudo)

plugin: $(PLUGIN)

$(PLUGIN): $(PLUGIN_SOURCES)
	@echo "building the #Preview plugin into $(PLUGIN_DIR)"
	@mkdir -p .build/plugin
	@$(SWIFTC) -emit-library -module-name PreviewMacros -swift-version 6 -O \
	  -I $(SWIFT_HOST) -L $(SWIFT_HOST) -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftDiagnostics \
	  -lSwiftSyntaxBuilder -lSwiftParser -Xlinker -rpath -Xlinker $(SWIFT_HOST) \
	  $(PLUGIN_SOURCES) -o .build/plugin/libPreviewMacros.so
	@$(PLUGIN_SUDO) mkdir -p $(PLUGIN_DIR)
	@$(PLUGIN_SUDO) install -m 755 .build/plugin/libPreviewMacros.so $(PLUGIN)

deps:
	$(call apt_install,$(BUILD_PACKAGES) $(FONT_PACKAGES))

test-deps: deps
	$(call apt_install,$(TEST_PACKAGES))

build: deps plugin
	$(SWIFT) build

release: deps plugin
	$(SWIFT) build -c release --product preview

run: release
	.build/release/preview $(ARGS)

# Engine unit/property tests, headless render/trace tests and real-window tests (Xvfb).
test: test-deps plugin
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Re-records the reference PNGs under Tests/PreviewTests/Snapshots.
snapshots: build
	RECORD_SNAPSHOTS=1 $(SWIFT) test --filter Snapshot

# Release build; prints the table and writes PERFORMANCE.md (needs xvfb for the window rows).
bench: test-deps plugin
	$(SWIFT) build -c release --product preview
	$(SWIFT) build -c release --product bench
	.build/release/bench

# Regenerates the Wayland protocol glue checked in under Sources/CWayland (client headers)
# and Sources/CWaylandProtocols (interface tables) from Debian's wayland-protocols XML.
WAYLAND_PROTOCOLS := staging/fractional-scale/fractional-scale-v1 stable/viewporter/viewporter
protocols:
	$(call apt_install,$(PROTOCOL_PACKAGES))
	@for x in $(WAYLAND_PROTOCOLS); do n=$$(basename $$x); \
	  wayland-scanner client-header /usr/share/wayland-protocols/$$x.xml \
	    Sources/CWayland/$$n-client-protocol.h && \
	  wayland-scanner private-code /usr/share/wayland-protocols/$$x.xml \
	    Sources/CWaylandProtocols/$$n-protocol.c || exit 1; done

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

lint:
	$(SWIFT) format lint -r Sources Tests

clean:
	rm -rf .build

# Robustness (README "Robustness"): a one-hour headless soak, libFuzzer targets, sanitizers.
.PHONY: soak fuzz fuzz-probe sanitize sanitize-address sanitize-thread sanitizer-symbolizer

SOAK_SECONDS ?= 3600
FUZZ_SECONDS ?= 60
FUZZERS := SceneParserFuzzer ScriptParserFuzzer CarouselFuzzer ViewTreeFuzzer
ENGINE_SOURCES := $(shell find Sources/Engine -name '*.swift' | sort)
# The part of PreviewHost the scene app's model reads (JSON and source files) and the
# scripts, without SDL; and the scene app without its window.
HOST_SOURCES := $(shell find Sources/PreviewHost/Source Sources/PreviewHost/Script -name '*.swift' | sort)
SCENE_SOURCES := $(shell find Sources/SceneApp -name '*.swift' -not -path '*/Window/*' | sort)
FUZZ_LIB := .build/fuzz/lib
# lld links sanitizer runtimes without gold's warnings; use it when the toolchain has it.
FUZZ_LD := $(shell [ -x "$$(dirname "$$(command -v $(SWIFTC))")/ld.lld" ] && echo -use-ld=lld)
FUZZ_FLAGS := -sanitize=fuzzer,address -parse-as-library -O -g $(FUZZ_LD)

# One simulated hour at 60 Hz of random input with invariants every frame (release build).
soak:
	$(SWIFT) build -c release --product soak
	SOAK_SECONDS=$(SOAK_SECONDS) .build/release/soak

# Fails early, with a hint, when the toolchain has no libFuzzer runtime.
fuzz-probe:
	@mkdir -p .build/fuzz
	@printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }\n' > .build/fuzz/probe.swift
	@$(SWIFTC) $(FUZZ_FLAGS) .build/fuzz/probe.swift -o .build/fuzz/probe >/dev/null 2>&1 || { \
	  echo "this Swift toolchain cannot build -sanitize=fuzzer (no libclang_rt.fuzzer); use a swift.org toolchain"; exit 1; }

# Engine, then that part of PreviewHost, are built as modules of their own (the scene app
# sees only their public and package API, as in the package); each harness is compiled
# together with the scene app's sources into the SceneApp module, so it may use the app's
# internals.
FUZZ_MODULE = $(SWIFTC) $(FUZZ_FLAGS) -package-name OverlapCarousel -I $(FUZZ_LIB) \
  -emit-library -static -emit-module -emit-module-path $(FUZZ_LIB)/$(1).swiftmodule \
  -module-name $(1) -o $(FUZZ_LIB)/lib$(1).a

$(FUZZ_LIB)/libEngine.a: $(ENGINE_SOURCES) | fuzz-probe
	@mkdir -p $(FUZZ_LIB)
	@echo "building $@ (Engine's sources)"
	@$(call FUZZ_MODULE,Engine) $(ENGINE_SOURCES)

$(FUZZ_LIB)/libPreviewHost.a: $(HOST_SOURCES) $(FUZZ_LIB)/libEngine.a
	@echo "building $@ (Sources/PreviewHost/Source and Script)"
	@$(call FUZZ_MODULE,PreviewHost) $(HOST_SOURCES)

.build/fuzz/%: Fuzz/%.swift Fuzz/FuzzSupport.swift $(SCENE_SOURCES) $(FUZZ_LIB)/libPreviewHost.a
	@echo "building $@ (SceneApp sources + Fuzz/FuzzSupport.swift + $<)"
	@$(SWIFTC) $(FUZZ_FLAGS) -package-name OverlapCarousel -I $(FUZZ_LIB) -module-name SceneApp \
	  $(SCENE_SOURCES) Fuzz/FuzzSupport.swift $< -L $(FUZZ_LIB) -lPreviewHost -lEngine -o $@

# Runs each harness for FUZZ_SECONDS on a corpus under .build/fuzz/corpus seeded from
# Fuzz/Seeds (and Assets/default-scene.json); crashing inputs land in .build/fuzz/artifacts.
fuzz: $(addprefix .build/fuzz/,$(FUZZERS))
	@failed=0; for f in $(FUZZERS); do \
	  corpus=.build/fuzz/corpus/$$f; mkdir -p $$corpus .build/fuzz/artifacts; \
	  cp Fuzz/Seeds/$$f/* $$corpus/; \
	  if [ $$f = SceneParserFuzzer ] && [ -f Assets/default-scene.json ]; then \
	    cp Assets/default-scene.json $$corpus/; fi; \
	  dict=; [ -f Fuzz/Seeds/$$f.dict ] && dict=-dict=Fuzz/Seeds/$$f.dict; \
	  if SWIFT_BACKTRACE=enable=no .build/fuzz/$$f $$corpus $$dict -max_total_time=$(FUZZ_SECONDS) \
	      -timeout=10 -print_final_stats=1 -artifact_prefix=.build/fuzz/artifacts/$$f- \
	      > .build/fuzz/$$f.log 2>&1; then \
	    echo "$$f: $$(grep -o 'Done [0-9]* runs in [0-9]* second(s)' .build/fuzz/$$f.log), no crash"; \
	  else \
	    tail -30 .build/fuzz/$$f.log; failed=1; \
	    echo "$$f: FAILED (log .build/fuzz/$$f.log, input in .build/fuzz/artifacts/)"; \
	  fi; \
	done; exit $$failed

# make test's suites under AddressSanitizer, then ThreadSanitizer, each in its own build
# folder; both run even if the first fails. Suppressions (toolchain and system-library
# leaks and races, each with its reason) are in Tests/Sanitizers.
SANITIZERS := $(CURDIR)/Tests/Sanitizers
# The toolchain's own llvm-symbolizer, else the first on PATH. Suppressions that name a
# function match only symbolised frames: without a symbolizer every frame is an address.
SYMBOLIZER := $(shell d=$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")"); \
  if [ -x "$$d/llvm-symbolizer" ]; then echo "$$d/llvm-symbolizer"; \
  else command -v llvm-symbolizer; fi)
# Each ASan program also reads .build/asan/options/<its name>.asan-options when there is one
# (%b is the sanitizer runtime's placeholder for the program's name), a copy of
# Tests/Sanitizers/preview.asan-options for each program that draws: the slow unwinder,
# which the libGLX_mesa and FcInitLoadConfigAndFonts entries in lsan.supp need (fontconfig
# and Mesa are built without frame pointers). Not for the test runner and its helpers: set
# for every process, it made the ASan test run take 346 s instead of 138 s.
# Every example is a program that draws (each folder of Examples/ is an executable of the
# same name), so a new example needs no line here.
ASAN_DRAWING_PROGRAMS := preview $(notdir $(wildcard Examples/*))
ASAN_OPTIONS_DIR := .build/asan/options
ASAN_OPTIONS_ALL := external_symbolizer_path=$(SYMBOLIZER):include_if_exists=$(CURDIR)/$(ASAN_OPTIONS_DIR)/%b.asan-options
# The test runner reads lsan.supp and Tests/Sanitizers/lsan-runner.supp together (its own
# <name>.lsan-options names the file holding both): entries it needs because it keeps the
# fast unwinder.
ASAN_TEST_RUNNER := OverlapCarouselPackageTests.xctest
LSAN_OPTIONS_ALL := suppressions=$(SANITIZERS)/lsan.supp:print_suppressions=0:include_if_exists=$(CURDIR)/$(ASAN_OPTIONS_DIR)/%b.lsan-options

sanitize: test-deps
	@status=0; \
	$(MAKE) --no-print-directory sanitize-address || status=1; \
	$(MAKE) --no-print-directory sanitize-thread || status=1; \
	exit $$status

sanitizer-symbolizer:
	@[ -n "$(SYMBOLIZER)" ] || { echo "no llvm-symbolizer next to $(SWIFT) or on PATH:" \
	  "the sanitizer suppressions need one (apt-get install llvm)"; exit 1; }

sanitize-address: sanitizer-symbolizer
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	@mkdir -p $(ASAN_OPTIONS_DIR); for p in $(ASAN_DRAWING_PROGRAMS); do \
	  cp $(SANITIZERS)/preview.asan-options $(ASAN_OPTIONS_DIR)/$$p.asan-options; done
	@cat $(SANITIZERS)/lsan.supp $(SANITIZERS)/lsan-runner.supp > $(ASAN_OPTIONS_DIR)/runner.supp
	@echo "suppressions=$(CURDIR)/$(ASAN_OPTIONS_DIR)/runner.supp" \
	  > $(ASAN_OPTIONS_DIR)/$(ASAN_TEST_RUNNER).lsan-options
	ASAN_OPTIONS=$(ASAN_OPTIONS_ALL) LSAN_OPTIONS=$(LSAN_OPTIONS_ALL) \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan

sanitize-thread: sanitizer-symbolizer
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	TSAN_OPTIONS=suppressions=$(SANITIZERS)/tsan.supp:external_symbolizer_path=$(SYMBOLIZER) \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan
