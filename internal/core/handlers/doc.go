// Package handlers finds a package's tool handlers and keeps them in a
// Set: functions registered with a known framework (a registration
// call, a conversion to its handler type, a wrapper the module writes
// around one), methods implementing a framework's tool interface,
// functions of a hand-written tool struct, error handlers installed on a
// tool, and functions marked //toolerrlint:handler. For each it records
// the tool's name, its parameters' texts and the framework's channel for
// errors.
//
// A Set reads the package's env.Env and writes only its own maps;
// FindHandlers runs once, before any text is traced.
package handlers
