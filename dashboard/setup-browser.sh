#!/usr/bin/env bash
# Installs what the dashboard's browser tests need: Debian's chromium (driven by playwright-core
# at /usr/bin/chromium) and a CJK font so Cetkaik's glyphs (兵, 王, …) render instead of boxes.
# Only what is missing; quick and silent when everything is there. Called by bin/setup.sh; safe
# to run by hand.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# fc-list comes with fontconfig, which chromium pulls in; no CJK font until one is installed.
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list :lang=zh 2>/dev/null | head -n1)" ]; then
  missing+=(fonts-wqy-zenhei)
fi

if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

echo "setup: installing the browser for the dashboard tests (${missing[*]})…" >&2
if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: the dashboard's browser tests need Chromium at /usr/bin/chromium, and this machine has no apt-get." >&2
  echo "       Install Chromium there (or link it there) with your system's package manager." >&2
  exit 1
fi

run_as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    run_as_root=(sudo)
  else
    echo "setup: the dashboard's browser tests need the Debian packages ${missing[*]}; run as root:" >&2
    echo "       apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
# Other parts of the set-up may hold the dpkg lock for a while: wait for it instead of failing.
"${run_as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq >&2
"${run_as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >&2
if [ ! -x /usr/bin/chromium ]; then
  echo "setup: apt-get finished but /usr/bin/chromium is still missing" >&2
  exit 1
fi
echo "setup: browser installed: $(/usr/bin/chromium --version 2>/dev/null | head -n1)" >&2
