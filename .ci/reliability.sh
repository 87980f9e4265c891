#!/usr/bin/env bash
# Reliability checks (docs/reliability.md), run by .ci/run after the plain test run; they all gate CI. Each sanitizer
# build uses its own scratch path, so the main build is untouched, and each step its own time bound, so that a hang
# fails the step instead of using up CI's 90 minutes.
#   FUZZ_SECONDS=N        how long each libFuzzer harness runs on its corpus (default 60)
#   RELIABILITY_ASAN=0    skip the test suite under AddressSanitizer + LeakSanitizer (local runs only; CI never does)
#   RELIABILITY_TSAN=0    skip the test suite under ThreadSanitizer (local runs only; CI never does)
set -euo pipefail
cd "$(dirname "$0")/.."

step() { echo "== reliability: $1 ($(date -u +%H:%M:%S))"; }
# A failed run's own words: each failing test and the issue it recorded (with a few lines after each), then the tail.
report_failure() {
  grep -n -A6 -E "✘|recorded an issue|Fatal error|ERROR: |SUMMARY: " "$1" | head -n 120 || true
  echo "-- last lines of $1:"; tail -n 30 "$1"
}
seconds="${FUZZ_SECONDS:-60}"
in_ci=false; [ "${CI:-}" = "true" ] && in_ci=true

# The face's traps print UIKit's message in a release build (semantics R8): each case of ReleaseTrapCheck (built in
# release with the benchmarks, which .ci/run has just built) must fail and print its message.
step "trap messages in a release build"
trap_check="$(swift build -c release --package-path Benchmarks --show-bin-path)/ReleaseTrapCheck"
[ -x "$trap_check" ] || swift build -c release --package-path Benchmarks --product ReleaseTrapCheck
while IFS=$'\t' read -r name message; do
  if output=$("$trap_check" "$name" 2>&1); then
    echo "error: ReleaseTrapCheck $name did not trap: $output" >&2; exit 1
  fi
  if [[ "$output" != *"$message"* ]]; then
    echo "error: ReleaseTrapCheck $name trapped without UIKit's message ($message):" >&2
    echo "$output" | head -5 >&2; exit 1
  fi
  echo "$name: trapped with \"$message\""
done < <("$trap_check")

# The libFuzzer harnesses on the corpus kept in the repository: a crash, leak, out-of-memory input, sanitizer report
# or hang (one input running over 20 s) fails CI.
step "LayoutFuzz, SnapshotFuzz, BatchFuzz: ${seconds} s each"
timeout 30m bash Fuzz/run.sh "$seconds"
step "SpecFuzz: ${seconds} s"
timeout 30m bash Fuzz/SpecFuzz/run.sh "$seconds"

# The whole test suite under AddressSanitizer with LeakSanitizer. .ci/lsan.supp suppresses one proven leak inside
# swift-foundation (the file says which and why); nothing of this project's.
if [ "$in_ci" = true ] || [ "${RELIABILITY_ASAN:-1}" != "0" ]; then
  step "test suite under AddressSanitizer + LeakSanitizer"
  ASAN_OPTIONS="detect_leaks=1" LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0" \
    timeout 45m swift test --sanitize=address --scratch-path .build-asan > .ci-asan.log 2>&1 ||
    { report_failure .ci-asan.log; echo "error: the test suite failed under AddressSanitizer/LeakSanitizer" >&2; exit 1; }
  if grep -qE "ERROR: (AddressSanitizer|LeakSanitizer)" .ci-asan.log; then
    grep -A30 -E "ERROR: (AddressSanitizer|LeakSanitizer)" .ci-asan.log | head -80
    echo "error: a sanitizer report in a passing run" >&2; exit 1
  fi
  grep -E "Test run with [0-9]+ tests" .ci-asan.log | tail -n 1
fi

# The whole test suite under ThreadSanitizer: any data race report fails CI (TSan exits non-zero on one).
if [ "$in_ci" = true ] || [ "${RELIABILITY_TSAN:-1}" != "0" ]; then
  step "test suite under ThreadSanitizer"
  TSAN_OPTIONS="halt_on_error=0" timeout 45m swift test --sanitize=thread --scratch-path .build-tsan > .ci-tsan.log 2>&1 ||
    { report_failure .ci-tsan.log; echo "error: the test suite failed under ThreadSanitizer" >&2; exit 1; }
  if grep -q "WARNING: ThreadSanitizer" .ci-tsan.log; then
    grep -A30 "WARNING: ThreadSanitizer" .ci-tsan.log | head -80
    echo "error: ThreadSanitizer reported a data race" >&2; exit 1
  fi
  grep -E "Test run with [0-9]+ tests" .ci-tsan.log | tail -n 1
fi
step "done"
