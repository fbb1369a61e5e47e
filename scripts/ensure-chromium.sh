#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the end-to-end tests (Playwright cannot download its
# own browser on these machines). Installs it when missing and we are root; otherwise fails with
# what to do. Never lets the e2e suite skip silently.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from Debian's packages for the end-to-end tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$browser" ] && exit 0
fi
echo "The end-to-end tests need Chromium at $browser." >&2
echo "Install it with 'sudo apt-get install chromium', or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
