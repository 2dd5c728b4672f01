# Build and install archkit as one self-contained binary, with its shell completions.
#   make install                 # into /usr/local (PREFIX=… for elsewhere, DESTDIR=… to stage)
#   make uninstall               # removes exactly what install put there
# On Linux the Swift runtime and Foundation are linked in (--static-swift-stdlib), so the
# binary runs on machines without a Swift toolchain; on macOS they are part of the system.
# The installed binary is stripped of its symbol table and debug information, which nothing
# needs at run time: a static x86_64 Linux build goes from about 93 MB to about 64 MB.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
SWIFT ?= swift
STRIP ?= strip
# Where SwiftPM builds; another folder keeps the static build apart from a development one.
SCRATCH ?= .build

ifeq ($(shell uname -s),Linux)
STATIC := --static-swift-stdlib
endif

BUILD := $(SWIFT) build -c release --product archkit --scratch-path "$(SCRATCH)" $(STATIC)
BASH_COMPLETION := $(DATADIR)/bash-completion/completions/archkit
ZSH_COMPLETION := $(DATADIR)/zsh/site-functions/_archkit
FISH_COMPLETION := $(DATADIR)/fish/vendor_completions.d/archkit.fish

.PHONY: build install uninstall

build:
	$(BUILD)

install: build
	@bin="$$($(BUILD) --show-bin-path)/archkit"; \
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(dir $(BASH_COMPLETION))" "$(DESTDIR)$(dir $(ZSH_COMPLETION))" "$(DESTDIR)$(dir $(FISH_COMPLETION))" && \
	install -m 755 "$$bin" "$(DESTDIR)$(BINDIR)/archkit" && \
	$(STRIP) "$(DESTDIR)$(BINDIR)/archkit" && \
	"$$bin" completions bash > "$(DESTDIR)$(BASH_COMPLETION)" && \
	"$$bin" completions zsh > "$(DESTDIR)$(ZSH_COMPLETION)" && \
	"$$bin" completions fish > "$(DESTDIR)$(FISH_COMPLETION)" && \
	echo "installed $(DESTDIR)$(BINDIR)/archkit and its bash, zsh and fish completions"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/archkit" "$(DESTDIR)$(BASH_COMPLETION)" "$(DESTDIR)$(ZSH_COMPLETION)" "$(DESTDIR)$(FISH_COMPLETION)"
