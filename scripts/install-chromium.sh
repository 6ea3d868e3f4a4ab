#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing. Playwright's own browser
# download cannot be used here, so the tests drive /usr/bin/chromium (CHROMIUM_PATH overrides it).
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $chromium_path: install Debian's chromium package (apt-get install chromium) as root." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
echo "Installed $("$chromium_path" --version)"
