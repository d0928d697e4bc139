// Package facts defines the analysis Facts the core exports for the
// packages that import a package, and the data they carry: a module
// function's summary (FuncFact: where its results' text comes from, the
// sinks its parameters reach, whether it can fail), a package-level
// error variable's text (VarFact), the functions a package stores into
// func-typed fields (FieldFuncsFact), and the fields a package's sinks
// show the model (RelaysFact).
//
// A Fact is encoded when go vet runs each package in a process of its
// own, so everything here is plain data. What only means something in
// the process that computed it (a position, a return statement's
// syntax) is kept in unexported fields, which encoding leaves out.
package facts
