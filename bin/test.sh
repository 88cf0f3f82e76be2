#!/usr/bin/env bash
# Runs every test: set-up, type check, the whole vitest suite. Ends with "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
bash bin/setup.sh --tests
mkdir -p artifacts
echo "typecheck…"
npx tsc --noEmit
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=artifacts/vitest.json "$@" || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync("artifacts/vitest.json", "utf8"));
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests + (r.numRuntimeErrors ?? 0)} failed`);
' || true
exit $status
