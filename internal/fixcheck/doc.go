// Package fixcheck holds a test, and nothing else, that applies every
// suggested fix of every toolerrlint pass to the analysistest fixtures
// in testdata/src and to the bundled example module, examples/orders,
// and checks that the fixed code builds, passes go vet and staticcheck's
// ST1005 where a fix changed it, no longer draws a finding there nor a
// new one elsewhere, and offers no further fix there. It also applies
// what -fix applies (the first alternative of decided findings) and
// requires that a second run report nothing on the lines it changed:
// one finding, one fix, no rounds. A fix that breaks the build or does
// not settle its finding is a bug even when each pass's golden files
// agree with it.
package fixcheck
