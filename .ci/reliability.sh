#!/usr/bin/env bash
# Reliability checks (docs/reliability.md), called by .ci/run after the plain test run. Each step uses its own scratch
# path, so the main build is untouched. Set RELIABILITY_SANITIZERS=1 to also run the test suite under
# AddressSanitizer (with LeakSanitizer) and ThreadSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { echo "== reliability: $1 ($(date -u +%H:%M:%S))"; }

# The fuzzers, 60 s each on the corpus kept in the repository (a crash, leak or hang fails CI).
step "fuzzers"
bash Fuzz/run.sh "${FUZZ_SECONDS:-60}"

if [ "${RELIABILITY_SANITIZERS:-0}" = "1" ]; then
  step "test suite under AddressSanitizer with leak detection"
  ASAN_OPTIONS=detect_leaks=1 swift test --sanitize=address --scratch-path .build-asan 2>&1 | tail -n 3
  step "test suite under ThreadSanitizer"
  swift test --sanitize=thread --scratch-path .build-tsan 2>&1 | tail -n 3
fi
step "done"
