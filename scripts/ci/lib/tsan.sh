# The ThreadSanitizer build that CI's concurrency step and check-coverage.sh share: its own
# build folder, ThreadSanitizer and coverage on, and the Tools trait alone. The default trait,
# Plugins, has SwiftPM compile viper and swift-syntax a second time, for the host that runs
# VIPERKit's plugins; no test runs a plugin, so that second build would be wasted minutes.
# Debug information is line tables only: a ThreadSanitizer report still names each frame's file
# and line, and the compiler and linker skip the type information nothing here reads.
# (The index store stays on: on Linux, `swift test` finds XCTest tests through it.)
tsan_scratch=.build-tsan
tsan_flags=(--sanitize=thread --enable-code-coverage --scratch-path "$tsan_scratch" --traits Tools -Xswiftc -gline-tables-only)

# Which tests run under ThreadSanitizer, by convention rather than by a list of names: every test
# of the runtime's targets (VIPER, VIPERTesting, VIPERLock) and of TerminalUI, whose types are
# shared across threads by design, and in every other target the suites whose type name ends in
# `ConcurrencyTests` (CONTRIBUTING.md says when a suite is one).
tsan_filter='^(VIPERTests|VIPERTestingTests|VIPERLockTests|TerminalUITests)\.|ConcurrencyTests/'
