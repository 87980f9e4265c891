#!/usr/bin/env bash
# Builds the layout-spec harness (libFuzzer + AddressSanitizer) and runs it for SECONDS seconds (default 60) on
# Fuzz/Corpus/SpecFuzz (the gallery's specs plus what the fuzzer kept). Exits non-zero on any crash, leak, sanitizer
# report or hang (an input running longer than 20 s).
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
  -Xlinker --allow-multiple-definition)
swift build "${flags[@]}"
bin="$(swift build "${flags[@]}" --show-bin-path)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/SpecFuzz" "$work" ../Corpus/SpecFuzz -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -max_len=8192 \
  -print_final_stats=1 2>&1 | grep -E "^(#[0-9]+ +DONE|stat::|==[0-9]+==|SUMMARY|Done)" || true
if ls crash-* leak-* timeout-* oom-* >/dev/null 2>&1; then
  echo "error: SpecFuzz found a failing input:" >&2
  ls crash-* leak-* timeout-* oom-* >&2
  exit 1
fi
