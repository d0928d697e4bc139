// Package env builds the environment one package's analysis reads: which
// code is owned (Module), which code gets SSA (prune.go: the functions
// that can reach a sink, a handler or a Fact another package needs), the
// SSA program, shared by every package of a driver run or private to one
// (sharedssa.go), the index from SSA positions to the syntax that
// reports and fixes edit (build.go), and, in a shared run, what a fix of
// one package's finding needs of the others: their passes, and every
// call of each module function, by which the driver checks that a
// helper a fix edits serves tools alone (helpers.go).
//
// Once Build has run, an Env is read-only: the stages read it, and the
// state they find and memoize lives in their own types. Release drops
// the package's SSA bodies once every stage is done with them.
package env
