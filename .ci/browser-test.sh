#!/usr/bin/env bash
# Opens the gallery in headless Chromium: every figure must render (a non-empty SVG bounding box, elements drawn,
# no broken image, no script or console error) and two known figures must have the expected pixels.
# Screenshots go to .ci-artifacts/. Usage: bash .ci/browser-test.sh [GALLERY_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."

chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "error: headless Chromium is missing; install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi

gallery_binary=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "$gallery_binary" ]; then "$gallery_binary" -o "$work/gallery" > /dev/null 2>&1; else swift run gallery -o "$work/gallery" > /dev/null 2>&1; fi

# A copy of the page with the checker injected at the start of <head>, so it sees every error.
python3 - "$work/gallery/index.html" "$work/check.html" .ci/browser-check.js <<'PY'
import sys
page = open(sys.argv[1], encoding="utf-8").read()
script = open(sys.argv[3], encoding="utf-8").read()
open(sys.argv[2], "w", encoding="utf-8").write(page.replace("<head>", "<head>\n<script>" + script + "</script>", 1))
PY

flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$work/profile")
timeout 180 "$chromium" "${flags[@]}" --virtual-time-budget=20000 --dump-dom "file://$work/check.html" \
  > "$work/dom.html" 2> "$work/chromium.log" || true
result=$(python3 - "$work/dom.html" <<'PY'
import html, re, sys
dom = open(sys.argv[1], encoding="utf-8", errors="replace").read()
match = re.search(r'<pre id="browser-check">(.*?)</pre>', dom, re.S)
print(html.unescape(match.group(1)) if match else "BROWSER-CHECK FAIL (the checker did not run; see chromium's log)")
PY
)
echo "$result" | grep -v '^ok ' || true
echo "pixel checks passed: $(echo "$result" | grep -c "^ok " || true)"

mkdir -p .ci-artifacts
timeout 120 "$chromium" "${flags[@]}" --window-size=1400,2400 --screenshot=".ci-artifacts/gallery-top.png" \
  "file://$work/gallery/index.html" > /dev/null 2>&1 || true
# The showcase alone (?only=showcase): --screenshot captures a blank page when the page is scrolled, as it is
# to a #fragment, so the page shows the entry at its top instead.
timeout 120 "$chromium" "${flags[@]}" --window-size=1400,2400 --screenshot=".ci-artifacts/gallery-features.png" \
  "file://$work/gallery/index.html?only=showcase" > /dev/null 2>&1 || true
for shot in .ci-artifacts/gallery-top.png .ci-artifacts/gallery-features.png; do
  if [ ! -s "$shot" ]; then echo "BROWSER-CHECK FAIL: no screenshot $shot" >&2; exit 1; fi
  python3 .ci/screenshot-check.py "$shot" || exit 1
done
echo "screenshots: .ci-artifacts/gallery-top.png .ci-artifacts/gallery-features.png"

if ! echo "$result" | grep -q '^BROWSER-CHECK PASS$'; then
  tail -20 "$work/chromium.log" >&2
  exit 1
fi
