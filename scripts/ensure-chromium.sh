#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell (npm packages cannot download browsers here). Install it
# when missing. (The Lighthouse bench runs the full browser: apt-get install -y chromium.)
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM: installing Debian's chromium-headless-shell package…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "Please install it: apt-get install -y --no-install-recommends chromium-headless-shell fonts-liberation (as root), or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# Its dependencies only, and the fonts pages are measured in (Liberation: Arial's metrics). Debian's recommended
# packages for Chromium (printing, Samba, Avahi, Perl and Python libraries: 106 packages instead of 19) are for a
# desktop; they took dpkg twice as long on a fresh machine.
$SUDO apt-get install -y -qq --no-install-recommends chromium-headless-shell fonts-liberation >/dev/null
echo "Chromium installed: $($CHROMIUM --version)"
