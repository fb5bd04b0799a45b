# The two commands of the README's quick start, as make targets, so the
# README, CI and a person type the same thing.
#   make -f ci.mk demo   install build deps, build, trace the demo
#   make -f ci.mk check  build and run the test suite
DEPS = build-essential autoconf automake pkg-config gawk libelf-dev \
	libdw-dev libunwind-dev gcc-multilib strace

.PHONY: deps build demo check
deps:
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			--no-install-recommends $(DEPS) >/dev/null; fi

build/Makefile: configure.ac Makefile.am
	./bootstrap
	mkdir -p build && cd build && ../configure -q

build: build/Makefile
	$(MAKE) -C build -j2

demo: deps build
	$(MAKE) -C build demo

check: build
	$(MAKE) -C build -j2 check
