#!/usr/bin/env bash
# `npm test`: the static checks (typecheck, lint, format) run one after the other in the background, under `nice`,
# while the client build and Vitest run in front. On a fresh machine Chromium's install (mostly waiting on the
# network and dpkg) runs beside the build and the checks too, and Vitest starts once both are done. Every step runs;
# the command fails if any failed, showing the output of the failed checks at the end
# (docs/decisions/0029-a-faster-test-suite.md).
set -uo pipefail
cd "$(dirname "$0")/.."

LOGS="$(mktemp -d)"
bash scripts/ensure-chromium.sh >"$LOGS/chromium.log" 2>&1 &
chromium_pid=$!
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
npm run build:client || tests_status=$?
chromium_status=0
wait "$chromium_pid" || chromium_status=$?
cat "$LOGS/chromium.log"
[ "$chromium_status" -eq 0 ] || exit 1
[ "$tests_status" -ne 0 ] || npx vitest run || tests_status=$?
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
