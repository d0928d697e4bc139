// Package integration tests toolerrlint the way users meet it: through
// pre-commit, golangci-lint and code scanning. The tools these tests drive
// (Debian's pre-commit, a golangci-lint built with the plugin) are
// installed by .ci/run; where one is missing the test is skipped, unless
// TOOLERRLINT_INTEGRATION=1 is set (as CI does), when it fails.
package integration
