#!/usr/bin/env bash
# `npm test`: the static checks (typecheck, lint, format) run one after the other in the background, under `nice`,
# while the client build and Vitest run in front. On a fresh machine Chromium's install (the network, then dpkg) runs
# beside them too: Vitest starts once the build is done, and a browser test file that needs Chromium before the
# install has ended waits for it (tests/helpers/browser.ts reads CHROMIUM_INSTALL_STATUS). Every step runs; the
# command fails if any failed, showing the output of the failed steps at the end
# (docs/decisions/0029-a-faster-test-suite.md).
set -uo pipefail
cd "$(dirname "$0")/.."

# The replies' tests start Debian's Dovecot (docs/decisions/0057): installed first, when missing, so that its apt-get
# does not meet Chromium's below.
bash scripts/ensure-dovecot.sh || exit 1
LOGS="$(mktemp -d)"
# The install's exit status, written once it has ended.
export CHROMIUM_INSTALL_STATUS="$LOGS/chromium.status"
(
  bash scripts/ensure-chromium.sh >"$LOGS/chromium.log" 2>&1
  echo $? >"$CHROMIUM_INSTALL_STATUS"
) &
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
[ "$tests_status" -ne 0 ] || npx vitest run || tests_status=$?
wait "$chromium_pid"
cat "$LOGS/chromium.log"
[ "$(cat "$CHROMIUM_INSTALL_STATUS")" = 0 ] || tests_status=1
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
