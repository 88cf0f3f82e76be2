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

bash "$(dirname "$0")/../bin/apt-install.sh" "the dashboard's browser tests" "${missing[@]}"
if [ ! -x /usr/bin/chromium ]; then
  echo "setup: apt-get finished but /usr/bin/chromium is still missing" >&2
  exit 1
fi
echo "setup: browser installed: $(/usr/bin/chromium --version 2>/dev/null | head -n1)" >&2
