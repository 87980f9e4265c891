#!/usr/bin/env bash
# The picture test: draws the reference screens of the gallery to PNG with headless Chromium (device scale factor 1,
# the fonts .ci/run installs) and compares them with the goldens in Tests/PictureGoldens/ (.ci/png-goldens.py: a
# small per-channel tolerance). A changed drawing fails and leaves NAME.png and NAME.diff.png in
# .ci-artifacts/png-goldens/. Record new goldens (then look at each) with: bash .ci/png-goldens.sh --record
# Usage: bash .ci/png-goldens.sh [--record] [GALLERY_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."

mode=compare
if [ "${1:-}" = "--record" ]; then mode=record; shift; fi
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "error: headless Chromium is missing; install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi

# The reference screens: lists of every appearance, grids, orthogonal sections, badges, self-sizing text, symbols,
# custom layouts, right to left, dark appearance, SwiftUI cells.
screens=(
  uikit-list-plain-0 uikit-list-grouped-0 uikit-list-insetGrouped-0 uikit-list-sidebar-0 uikit-list-sidebarPlain-0
  uikit-list-insetGrouped-0-dark uikit-flow-grid-0-dark uikit-swiftui-cells-0
  uikit-flow-grid-0 uikit-flow-tags-0 uikit-custom-waterfall-0 akhtar-five-column-grid-0 orthogonal-groupPaging-0
  badges-0 gurin-badge-0 dynamic-type-extraExtraExtraLarge-0 right-to-left-0 library-app-0
)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gallery_binary=${1:-}
if [ -n "$gallery_binary" ]; then "$gallery_binary" -o "$work/gallery" > /dev/null 2>&1; else swift run gallery -o "$work/gallery" > /dev/null 2>&1; fi

shots=.ci-artifacts/png-goldens
rm -rf "$shots"
mkdir -p "$shots"
for name in "${screens[@]}"; do
  svg="$work/gallery/svg/$name.svg"
  if [ ! -f "$svg" ]; then echo "PNG-GOLDENS FAIL: the gallery has no figure $name" >&2; exit 1; fi
  read -r width height < <(python3 - "$svg" <<'PY'
import math, re, sys
head = open(sys.argv[1], encoding="utf-8").read(2000)
print(*(math.ceil(float(re.search(name + r'="([0-9.]+)"', head).group(1))) for name in ("width", "height")))
PY
)
  { printf '<!DOCTYPE html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden;background:#fff}svg{display:block}</style></head><body>'
    cat "$svg"; printf '</body></html>'; } > "$work/$name.html"
  timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$work/profile" --force-device-scale-factor=1 --font-render-hinting=none \
    --window-size="$width,$height" --screenshot="$shots/$name.png" "file://$work/$name.html" > /dev/null 2>&1 || true
  if [ ! -s "$shots/$name.png" ]; then echo "PNG-GOLDENS FAIL: Chromium wrote no screenshot of $name" >&2; exit 1; fi
done
python3 .ci/png-goldens.py "$mode" "$shots" Tests/PictureGoldens "${screens[@]}"
