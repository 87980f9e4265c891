#!/usr/bin/env bash
# Builds the libFuzzer harnesses (with AddressSanitizer) and runs each for SECONDS seconds (default 60) on its corpus
# in Fuzz/Corpus/<name>, which keeps the inputs that found new coverage (under CI=true they go to a scratch folder
# instead, so that a local `.ci/run` leaves the work tree clean). Exits non-zero on the first crash, leak,
# sanitizer report or hang (a single input running longer than 20 s). See docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
swift build -c release -Xswiftc -sanitize=fuzzer,address
bin="$(swift build -c release --show-bin-path)"
for name in LayoutFuzz SnapshotFuzz BatchFuzz; do
  mkdir -p "Corpus/$name"
  echo "== $name: ${seconds} s"
  new_inputs="Corpus/$name"
  if [ "${CI:-}" = "true" ]; then new_inputs="$(mktemp -d)"; fi
  "$bin/$name" "$new_inputs" "Corpus/$name" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -max_len=512 \
    -print_final_stats=1 2>&1 | grep -E "^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==|SUMMARY)" || true
  # libFuzzer exits non-zero (and leaves a crash-* file) on any failure.
  if ls crash-* leak-* timeout-* oom-* >/dev/null 2>&1; then
    echo "error: $name found a failing input:" >&2
    ls crash-* leak-* timeout-* oom-* >&2 || true
    exit 1
  fi
done
