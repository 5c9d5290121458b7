#!/usr/bin/env bash
# The replies' tests (src/server/mail/inbound/) read a real IMAP server: Debian's Dovecot, which each test starts
# itself with a configuration of its own on a free loopback port (tests/helpers/imap-server.ts). Install it when
# missing (docs/decisions/0057). The package's own system service is not wanted: stopped and disabled when this
# script installed it.
set -euo pipefail
DOVECOT="${DOVECOT_PATH:-/usr/sbin/dovecot}"
if [ -x "$DOVECOT" ]; then exit 0; fi
echo "Dovecot not found at $DOVECOT: installing Debian's dovecot-imapd package…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "Please install it: apt-get install -y --no-install-recommends dovecot-imapd (as root), or set DOVECOT_PATH." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq
$SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends dovecot-imapd >/dev/null
if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
  $SUDO systemctl disable --now dovecot.service dovecot.socket >/dev/null 2>&1 || true
fi
echo "Dovecot installed: $($DOVECOT --version)"
