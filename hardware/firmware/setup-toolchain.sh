#!/usr/bin/env bash
# Installs the AVR toolchain the firmware build and its tests need (Debian's gcc-avr, avr-libc,
# binutils-avr, and avrdude for `tabletop flash` and its tests), only when something is missing. Quick and silent when everything is there.
# Called by bin/setup.sh (for the tests and for the bench); safe to run by hand.
# Usage: setup-toolchain.sh [WHAT NEEDS IT]   (named in the messages)
set -euo pipefail
what=${1:-the firmware build and its tests}

missing=()
command -v avr-gcc >/dev/null 2>&1 || missing+=(gcc-avr)
if ! command -v avr-size >/dev/null 2>&1 || ! command -v avr-objcopy >/dev/null 2>&1; then missing+=(binutils-avr); fi
# avr-libc ships the headers; <avr/io.h> is what the firmware includes first.
if ! [ -f /usr/lib/avr/include/avr/io.h ] && ! [ -f /usr/avr/include/avr/io.h ]; then missing+=(avr-libc); fi
command -v make >/dev/null 2>&1 || missing+=(make)
command -v gcc >/dev/null 2>&1 || missing+=(gcc) # the native unit tests of the pure modules
# avrdude uploads the firmware (tabletop flash); its tests use the dryrun programmer, new in 7.1.
avrdude_ok() {
  command -v avrdude >/dev/null 2>&1 || return 1
  local v
  v=$(avrdude -? 2>&1 | sed -n 's/.*[Vv]ersion \([0-9][0-9]*\.[0-9][0-9]*\).*/\1/p' | head -n1)
  [ -n "$v" ] && [ "$(printf '%s\n7.1\n' "$v" | sort -V | head -n1)" = "7.1" ]
}
avrdude_ok || missing+=(avrdude)

if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

bash "$(dirname "$0")/../../bin/apt-install.sh" "$what" "${missing[@]}"
echo "setup: AVR toolchain installed: $(avr-gcc --version | head -n1)" >&2
if ! avrdude_ok; then
  echo "setup: $what needs avrdude 7.1 or newer (its dryrun programmer); the installed one is older" >&2
  exit 1
fi
