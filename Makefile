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
# The binary links the toolchain's Swift runtime (on macOS it is part of the system). Linking it
# statically on Linux (--static-swift-stdlib) fails while viper uses FoundationXML (through
# XcodeProj): Foundation's static archives do not pull in CoreFoundation's XML and ICU parts.
SWIFT_BUILD_FLAGS ?= --configuration release --product viper

.PHONY: build install uninstall

build:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/viper" "$(DESTDIR)$(BINDIR)/viper"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/viper"
