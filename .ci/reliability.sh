#!/usr/bin/env bash
# Reliability checks (docs/reliability.md), run by .ci/run after the plain test run; they gate CI. Each step uses its
# own scratch path, so the main build is untouched, and its own time bound, so that a hang fails the step instead of
# using up CI's 90 minutes.
#   FUZZ_SECONDS=N        how long each libFuzzer harness runs on its corpus (default 60)
#   ASAN_DETECT_LEAKS=0|1 LeakSanitizer in the AddressSanitizer run (default 0 until the reuse-queue cycle fix lands;
#                         docs/reliability.md)
#   RELIABILITY_TSAN=1    also run the test suite under ThreadSanitizer (another full build; not gating by default)
set -euo pipefail
cd "$(dirname "$0")/.."

step() { echo "== reliability: $1 ($(date -u +%H:%M:%S))"; }
seconds="${FUZZ_SECONDS:-60}"

# The libFuzzer harnesses on the corpus kept in the repository: a crash, leak, out-of-memory input, sanitizer report
# or hang (one input running over 20 s) fails CI.
step "LayoutFuzz, SnapshotFuzz, BatchFuzz: ${seconds} s each"
timeout 30m bash Fuzz/run.sh "$seconds"
step "SpecFuzz: ${seconds} s"
timeout 30m bash Fuzz/SpecFuzz/run.sh "$seconds"

# The whole test suite under AddressSanitizer (with LeakSanitizer when ASAN_DETECT_LEAKS=1): opt-in
# (RELIABILITY_ASAN=1) until a CI run on a fresh clone has shown it passes within the budget (docs/reliability.md).
[ "${RELIABILITY_ASAN:-0}" = "1" ] || { step "done (AddressSanitizer run skipped: RELIABILITY_ASAN=1 turns it on)"; exit 0; }
leaks="${ASAN_DETECT_LEAKS:-0}"
step "test suite under AddressSanitizer (detect_leaks=${leaks})"
ASAN_OPTIONS="detect_leaks=${leaks}" timeout 45m swift test --sanitize=address --scratch-path .build-asan \
  > .ci-asan.log 2>&1 || { tail -n 60 .ci-asan.log; echo "error: the test suite failed under AddressSanitizer" >&2; exit 1; }
grep -E "Test run with [0-9]+ tests" .ci-asan.log | tail -n 1

if [ "${RELIABILITY_TSAN:-0}" = "1" ]; then
  step "test suite under ThreadSanitizer"
  timeout 45m swift test --sanitize=thread --scratch-path .build-tsan > .ci-tsan.log 2>&1 ||
    { tail -n 60 .ci-tsan.log; echo "error: the test suite failed under ThreadSanitizer" >&2; exit 1; }
  grep -E "Test run with [0-9]+ tests" .ci-tsan.log | tail -n 1
fi
step "done"
