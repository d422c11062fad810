# Builds and installs the `viper` command.
#
#   make install                       # /usr/local/bin/viper
#   make install PREFIX=$HOME/.local   # ~/.local/bin/viper
#   make uninstall                     # the same PREFIX as install
#
# The first release build compiles swift-syntax with optimisations: several minutes.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?= --configuration release --product viper
ifeq ($(shell uname -s),Linux)
# Link the Swift runtime and Foundation into the binary, so it runs without the toolchain's
# libraries (on macOS they are part of the system).
SWIFT_BUILD_FLAGS += --static-swift-stdlib
endif

.PHONY: build install uninstall

build:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/viper" "$(DESTDIR)$(BINDIR)/viper"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/viper"
