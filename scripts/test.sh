#!/usr/bin/env bash
# `npm test`: the static checks (typecheck, lint, format) run one after the other in the background, on one core,
# while the client build and Vitest run: Vitest leaves a core idle much of the time (browser tests, servers starting,
# waits), and on a 2-core machine the checks cost nothing there. Every step runs; the command fails if any failed,
# showing the output of the failed checks at the end (docs/decisions/0029-a-faster-test-suite.md).
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh || exit 1

LOGS="$(mktemp -d)"
CHECKS=(typecheck lint format:check)
(
  for check in "${CHECKS[@]}"; do
    if nice npm run -s "$check" >"$LOGS/$check.log" 2>&1; then echo ok >"$LOGS/$check.status"; fi
  done
) &
checks_pid=$!
cleanup() {
  kill "$checks_pid" 2>/dev/null || true
  rm -rf "$LOGS"
}
trap cleanup EXIT

tests_status=0
npm run build:client && npx vitest run || tests_status=$?
wait "$checks_pid"

failed=0
for check in "${CHECKS[@]}"; do
  if [ -f "$LOGS/$check.status" ]; then
    echo "npm run $check: passed"
  else
    failed=1
    echo "npm run $check: FAILED"
    cat "$LOGS/$check.log"
  fi
done
[ "$tests_status" -eq 0 ] || echo "npm run build:client && vitest run: FAILED"
[ "$failed" -eq 0 ] && [ "$tests_status" -eq 0 ]
