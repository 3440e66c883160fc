#!/usr/bin/env bash
# Finds a Chromium for the Playwright journeys, or installs Debian's when we are root on Debian.
# Playwright's own browser download cannot work on machines without general internet access.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  [ -x "$candidate" ] && exit 0
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests (about a minute)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The browser tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install chromium)
or point CHROMIUM_PATH at a Chromium or Chrome executable, then run the tests again.
MSG
exit 1
