#!/usr/bin/env bash
# Runs make in this folder under a lock, so test files running in parallel (vitest workers)
# never build the same outputs at once. Arguments go to make. Portable (mkdir is atomic).
set -euo pipefail
cd "$(dirname "$0")"
lock=build/.make-lock
mkdir -p build
waited=0
until mkdir "$lock" 2>/dev/null; do
  # A lock older than two minutes was left by a killed run: take it over.
  if [ -n "$(find "$lock" -maxdepth 0 -mmin +2 2>/dev/null)" ]; then rmdir "$lock" 2>/dev/null || true; continue; fi
  sleep 0.1
  waited=$((waited + 1))
  if [ "$waited" -gt 3000 ]; then echo "build.sh: gave up waiting for $lock" >&2; exit 1; fi
done
trap 'rmdir "$lock" 2>/dev/null || true' EXIT
make --no-print-directory "$@"
