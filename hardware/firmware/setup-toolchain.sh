#!/usr/bin/env bash
# Installs the AVR toolchain the firmware build and its tests need (Debian's gcc-avr, avr-libc,
# binutils-avr), only when something is missing. Quick and silent when everything is there.
# Called by bin/setup.sh; safe to run by hand.
set -euo pipefail

missing=()
command -v avr-gcc >/dev/null 2>&1 || missing+=(gcc-avr)
if ! command -v avr-size >/dev/null 2>&1 || ! command -v avr-objcopy >/dev/null 2>&1; then missing+=(binutils-avr); fi
# avr-libc ships the headers; <avr/io.h> is what the firmware includes first.
if ! [ -f /usr/lib/avr/include/avr/io.h ] && ! [ -f /usr/avr/include/avr/io.h ]; then missing+=(avr-libc); fi
command -v make >/dev/null 2>&1 || missing+=(make)
command -v gcc >/dev/null 2>&1 || missing+=(gcc) # the native unit tests of the pure modules

if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

echo "setup: installing the AVR toolchain (${missing[*]})…" >&2
if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: the firmware needs ${missing[*]}, and this machine has no apt-get." >&2
  echo "       Install them with your system's package manager (macOS: brew install avr-gcc)." >&2
  exit 1
fi

run_as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    run_as_root=(sudo)
  else
    echo "setup: the firmware needs the Debian packages ${missing[*]}; run as root:" >&2
    echo "       apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
"${run_as_root[@]}" apt-get update -qq >&2
"${run_as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
echo "setup: AVR toolchain installed: $(avr-gcc --version | head -n1)" >&2
