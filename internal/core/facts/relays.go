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
