package facts

// RelaysFact lists the module struct fields whose text a framework sink
// of this package or of its imports shows, sorted (a Fact's encoding
// must be deterministic).
type RelaysFact struct {
	Relays []Relay
}

// Relay is a module struct's text field Pkg.Type.Field that the sink To
// (its short name: "anthropic.NewToolResultBlock") shows; Flag is the
// bool field of the same struct its error flag is read from, if any;
// Flagless: the sink has no error flag.
type Relay struct {
	Pkg, Type, Field string
	To               string
	Flag             string
	Flagless         bool
}

func (*RelaysFact) AFact() {}

func (f *RelaysFact) String() string { return "relays" }

// ConverterFact names the converting mcp-go middleware (ssautil.ViaName's
// form) that a package installs on a server, or that a package it
// imports passes on: the handlers of a package importing it are added to
// servers whose errors become flagged results (config.Options.ErrorsAsResults).
type ConverterFact struct {
	Middleware string
	// Replaces: the middleware shows words of its own instead of the
	// error's text (config.Options.ErrorsReplaced).
	Replaces bool
}

func (*ConverterFact) AFact() {}

func (f *ConverterFact) String() string { return "converter " + f.Middleware }
