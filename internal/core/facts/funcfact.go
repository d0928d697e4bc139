package facts

import (
	"go/token"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/origin"
)

// FuncFact summarizes a module function for its callers in other
// packages.
type FuncFact struct {
	// Results holds, per result, where its text comes from (no Text for
	// results that carry none).
	Results []ResultText
	// OkResults is Results over the paths that return a nil error, for
	// a function whose last result is an error: a caller that reads a
	// result only where the error is nil sees only these.
	OkResults []ResultText
	// Sinks are the sinks inside the function whose text depends on its
	// parameters: each call of the function is such a sink.
	Sinks []Template
	// Points is, for a function whose only result is the address of a
	// copy of one of its parameters (func Ptr[T any](v T) *T { return
	// &v }), that parameter's index + 1; 0 otherwise. A *bool error
	// flag set to Ptr(true) is set.
	Points int
	// Flags are the bool fields ("pkg.Type.Field") that every return
	// sets true in the function's module struct result
	// (NewTextErrorResponse(text) sets IsError), sorted; see setFlags.
	Flags []string
	// NeverFails is set for a function whose last result is an error
	// and nil on every return that can run (see impossible): its one
	// failure is an encoding of plain data (formatStats(st) (string,
	// error) around json.MarshalIndent), so a caller's error branch
	// cannot run either.
	NeverFails bool
	// Decoded holds, per result, whether every return that can run
	// gives what JSON decoding produced there, or nil: a client method
	// that unmarshals the response into the map or struct it returns
	// (GetEntity(...) (map[string]any, error)). An encoder given such a
	// result at the caller cannot fail, as on the decoded value itself.
	Decoded []bool
	// Encodable holds, per result of an interface type, whether every
	// return that can run gives there a value every encoder encodes
	// (plain data of its concrete type, or decoded), or nil: a client
	// wrapper that returns an SDK's model as an any (GetManifests(...)
	// (any, error) returning a struct of strings). An encoder given such
	// a result at the caller cannot fail.
	Encodable []bool
	// Concrete holds, per result of an interface type, the one concrete
	// type of the module (types.TypeString: "*pkg/errs.APIError") of
	// every non-nil value it has on a return that can run, or "": a
	// caller's check "if e, ok := err.(*errs.APIError); ok" of the error
	// result always holds where err is not nil, so the fallback after it
	// never runs; and a method called on a constructor's or factory's
	// interface result (NewIngress(p).List(...)) is that type's. Nil if
	// no result has one.
	Concrete []string
	// TestsClass holds the indices of the error parameters whose class
	// the function tests (errors.Is, errors.As, a predicate such as
	// apierrors.IsNotFound, or a module function that does), sorted: a
	// caller that hands it an error the tools returned reads their
	// chain, which a fix must then keep (see sink.Sink.ChainReader).
	TestsClass []int
}

// ResultText is where one result's text comes from. (A struct, because
// encoding/gob cannot carry nil elements of a slice of pointers.)
//
// For a result of a module struct type (or a pointer to one), Fields
// holds the texts of its text fields by name: a module result type
// carrying an error to the adapter that shows it (NewToolCallResult(text,
// err)).
type ResultText struct {
	Text   *origin.Node
	Fields []FieldText // sorted by name (a Fact's encoding must be deterministic)
}

// FieldText is the text of one field of a returned struct.
type FieldText struct {
	Name string
	Text *origin.Node
}

// Field returns the text of the field name, or nil.
func (r ResultText) Field(name string) *origin.Node {
	for _, f := range r.Fields {
		if f.Name == name {
			return f.Text
		}
	}
	return nil
}

// Template is a sink whose text depends on the enclosing function's
// parameters.
type Template struct {
	Text    *origin.Node
	IsError bool
	How     sink.How
	// Flagless and ReportsError: as the sink's (ReportsError as far as
	// the callee shows it; the call may lie on an err != nil branch).
	Flagless, ReportsError bool
	// Unflagged and Failure: as the sink's, as far as the callee shows
	// them.
	Unflagged, Failure bool
	// ByError: the text goes into a result of a framework that flags
	// only a handler's returned error (mcp-golang), and the callee
	// returns that result: a caller returning it beside a nil error
	// sends the text as a success.
	ByError bool
	// Protocol: the text is a returned error the framework sends as a
	// JSON-RPC error (an adapter's closure registered as a raw handler,
	// returning the error of the handler it was given), not known to be
	// non-nil in the callee: each call finds out from what it passes. A
	// return known to fail there is reported there, once.
	Protocol bool
	// Channel: the text is a returned error on the protocol channel
	// (sink.Sink.Channel), known to fail in the callee or not: what a
	// caller passes in and shows through it leaves as a JSON-RPC
	// error, and is no tool's text (a retry wrapper's "failed after 3
	// tries: %w" of the handler it was given).
	Channel bool
	// Handler names the handler holding the sink, and Tool its tool if
	// known, where the template is a registered closure's (a handler
	// calling a port it captured from the function registering it): the
	// function a call passes in is what the tool depends on, not the
	// tool.
	Tool, Handler string
	// Printf, if not 0, is one more than the index of the callee's format
	// parameter: it passes that and its variadic operands on to a format
	// function (fmt.Sprintf), so a fix at a call rewrites the call's
	// format and operands as it would fmt.Sprintf's.
	Printf int

	// pos is where the sink is in the callee, for the hop of text an
	// adapter hands over; like a node's position, it is not encoded.
	pos token.Pos
	// helpers are the functions forming the text (see sink.Helpers),
	// not encoded either.
	helpers []*sink.Helper
}

// Formed returns t formed by helpers (the callee first).
func (t Template) Formed(helpers []*sink.Helper) Template {
	t.helpers = helpers
	return t
}

// Helpers returns the functions forming t's text, or none for a
// template read from a Fact.
func (t Template) Helpers() []*sink.Helper { return t.helpers }

// At returns t placed at pos, where the sink is in the callee. The
// position is not encoded: it means nothing in another process, so a
// template read from a Fact has none.
func (t Template) At(pos token.Pos) Template {
	t.pos = pos
	return t
}

// Pos returns where the sink is in the callee, or token.NoPos for a
// template read from a Fact.
func (t Template) Pos() token.Pos { return t.pos }

func (*FuncFact) AFact() {}

func (f *FuncFact) String() string {
	s := "results:"
	for _, r := range f.Results {
		s += " " + r.Text.String()
	}
	for _, t := range f.Sinks {
		s += " sink:" + t.Text.String()
	}
	return s
}

// Carries reports whether the fact says anything a caller needs: a
// result's text, a template, a pointer result, that it never fails,
// that a result is decoded or encodable, the one type of its errors, or that it
// tests an error's class.
func (f *FuncFact) Carries() bool {
	if len(f.Sinks) > 0 || f.Points > 0 || f.NeverFails || len(f.Decoded) > 0 || len(f.Encodable) > 0 || len(f.Concrete) > 0 || len(f.TestsClass) > 0 {
		return true
	}
	for _, r := range f.Results {
		if r.Text != nil || len(r.Fields) > 0 {
			return true
		}
	}
	return false
}

// VarFact records the text of a module's package-level error variable.
type VarFact struct{ Text *origin.Node }

func (*VarFact) AFact() {}

func (f *VarFact) String() string { return "var: " + f.Text.String() }
