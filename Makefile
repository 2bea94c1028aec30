# OverlapCarousel: `make run` opens the preview window, `make test` runs every test layer.
# Both install missing Debian packages first (with sudo when not root) and are quick when
# nothing changed.

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BUILD_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
TEST_PACKAGES := xvfb xdotool x11-utils

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

.PHONY: run test build release deps test-deps bench format lint clean snapshots

deps:
	$(call apt_install,$(BUILD_PACKAGES))

test-deps: deps
	$(call apt_install,$(TEST_PACKAGES))

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product preview

run: release
	.build/release/preview $(ARGS)

# Engine unit/property tests, headless render/trace tests and real-window tests (Xvfb).
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Re-records the reference PNGs under Tests/PreviewTests/Snapshots.
snapshots: build
	RECORD_SNAPSHOTS=1 $(SWIFT) test --filter Snapshot

bench: deps
	$(SWIFT) build -c release
	.build/release/bench

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

lint:
	$(SWIFT) format lint -r Sources Tests

clean:
	rm -rf .build
