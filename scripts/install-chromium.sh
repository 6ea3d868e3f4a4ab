#!/usr/bin/env bash
# Gives the end-to-end tests a Chromium when they have none (support/chromium.ts finds it): Playwright's own
# where it can be downloaded (laptops, GitHub's runners), Debian's chromium package only where it cannot and we
# are root (machines whose only registries are npm's and Debian's). Runs after `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/.."
if found=$(npx tsx scripts/find-chromium.ts 2>/dev/null); then
  echo "Chromium: $found"
  exit 0
fi
if npx playwright install chromium; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Playwright could not download Chromium: install your system's chromium package, or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Playwright could not download Chromium: installing Debian's chromium package instead."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
echo "Chromium: $(npx tsx scripts/find-chromium.ts)"
