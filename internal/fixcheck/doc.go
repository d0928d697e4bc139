// Package fixcheck holds a test, and nothing else, that applies every
// suggested fix of every toolerrlint pass to the analysistest fixtures
// in testdata/src and to the bundled example module, examples/orders,
// and checks that the fixed code builds, passes go vet, no longer draws
// a finding where a fix changed it nor a new one elsewhere, and offers
// no further fix there: a fix that breaks the build or does not settle
// its finding is a bug even when each pass's golden files agree with
// it.
package fixcheck
