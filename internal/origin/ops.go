package origin

// Op is the kind of a Node.
type Op uint8

const (
	// Unknown: the analysis cannot see where the text came from (a call
	// through an interface or a func value, a map or channel read).
	Unknown Op = iota
	// Lit: constant text written in the module (Text).
	Lit
	// Data: a value the module formats that is not error text: numbers,
	// identifiers, arguments, a type name.
	Data
	// Foreign: the text of an error produced outside the module; Text
	// names the function that produced it.
	Foreign
	// Stack: a stack trace; Text names what produced it.
	Stack
	// Panic: a value recovered from a panic.
	Panic
	// Body: bytes of an upstream HTTP response body; Text names the
	// function that read it.
	Body
	// Param: the Index-th parameter of the summarized function.
	Param
	// Field: the Index-th field of the receiver of an Error method.
	Field
	// Concat: the texts of Kids, in order.
	Concat
	// Choice: the text of one of Kids, depending on the path taken.
	Choice
	// Typed: an error value of a module-defined type (Text names it);
	// Kids[0], if present, is its text. Retry says whether it carries a
	// retry decision in its structure.
	Typed
	// Output: what a subprocess wrote (its stdout or stderr: the
	// program's own wording, usage text, its traceback); Text names the
	// call or field it was read from.
	Output
	// Call: the Result-th result of calling the function that the
	// Index-th parameter of the summarized function holds (an adapter
	// calling the handler it was given, directly or by reflection), or,
	// if Text names a method, of calling that method of the interface
	// value it holds (an executor); a call of the summarized function
	// fills it in with the summary of the function or method it passes.
	Call
	// Stored: the Result-th result of calling a function stored into
	// the func-typed field Text names ("pkg.Type.Field"), or, if Member
	// is set, that result's struct field Member (the Error of a module
	// result type). A tool table's adapter calls such a field; the
	// sink that shows the text fills it in, once per function stored
	// into the field in its package and the packages it imports.
	Stored
	// Cancel: the error of a tool call's own context, cancelled when
	// the client gave up on the call (no deadline of the module's is on
	// the way). Text holding it reaches nobody: see Without.
	Cancel
	// Remote: text of a tool result another MCP server returned (the
	// content of what a client's CallTool got back); Text names the
	// call. Another server wrote it: to this tool's model it is an
	// outsider's words, a prompt-injection channel.
	Remote
)

// A Kind is what every pass needs to know about an Op, in one place:
// adding an Op is adding its row to kinds (and the code that produces
// it), nothing else.
type Kind struct {
	// Name names the op in String's rendering.
	Name string
	// Leaks: text no tool result should carry (a foreign error's text,
	// a trace, a panic value, an upstream body). The fixes drop such
	// operands; the retryable pass leaves such text to the others.
	Leaks bool
	// ErrorText: the text of an error value, so text holding it reports
	// a failure even where the framework has no error flag.
	ErrorText bool
	// Traceback, if set, makes the traceback pass report the leaf.
	Traceback *Traceback
}

// Traceback is how the traceback pass words a leaf of its kind.
type Traceback struct {
	// What the model is shown ("a stack trace"), and Cost, why that
	// hurts.
	What, Cost string
	// Source, if set, joins the leaf's source to What ("from": "a
	// stack trace from debug.Stack").
	Source string
	// OnlyErrors: only text that reports an error is reported: a
	// successful result may show such text (a fetching tool shows
	// what the upstream returned).
	OnlyErrors bool
	// CutCost replaces Cost for a leaf the code cuts short (Node.Cut):
	// the same harm without the claim about its size.
	CutCost string
}

// kinds holds each Op's Kind, indexed by Op.
var kinds = [...]Kind{
	Unknown: {Name: "unknown"},
	Lit:     {Name: "lit"},
	Data:    {Name: "data"},
	Foreign: {Name: "foreign", Leaks: true, ErrorText: true},
	Stack: {Name: "stack", Leaks: true, Traceback: &Traceback{
		What:   "a stack trace",
		Cost:   "hundreds of tokens of internals the model cannot act on",
		Source: "from",
	}},
	Panic: {Name: "panic", Leaks: true, Traceback: &Traceback{
		What: "a recovered panic value",
		Cost: "the runtime's words give the model no reason it can act on",
	}},
	Body: {Name: "body", Leaks: true, Traceback: &Traceback{
		What:       "an upstream body",
		Cost:       "kilobytes an outsider wrote (prompt injection)",
		CutCost:    "even cut short, text an outsider wrote (prompt injection)",
		Source:     "of",
		OnlyErrors: true,
	}},
	Param:  {Name: "param"},
	Field:  {Name: "field"},
	Concat: {Name: "concat"},
	Choice: {Name: "choice"},
	Typed:  {Name: "typed", ErrorText: true},
	Output: {Name: "output", Leaks: true, Traceback: &Traceback{
		What:       "a command's output",
		Cost:       "kilobytes of the command's own words and paths",
		CutCost:    "even cut short, the command's own words and paths",
		Source:     "from",
		OnlyErrors: true,
	}},
	Call:   {Name: "call"},
	Stored: {Name: "stored"},
	Cancel: {Name: "cancel", ErrorText: true},
	Remote: {Name: "remote", Leaks: true, Traceback: &Traceback{
		What:       "another MCP server's tool result",
		Cost:       "the model reads another server's words as this tool's (a prompt-injection channel)",
		Source:     "from",
		OnlyErrors: true,
	}},
}

// Kind returns what the passes know about op.
func (op Op) Kind() Kind { return kinds[op] }

// Ops returns every Op, in order.
func Ops() []Op {
	ops := make([]Op, len(kinds))
	for i := range ops {
		ops[i] = Op(i)
	}
	return ops
}

// Retry records whether a Typed error decides retrying by its structure.
type Retry uint8

const (
	// RetryNone: the type has no retry field or method.
	RetryNone Retry = iota
	// RetryMethod: the type has a Temporary/Retryable/Timeout method.
	RetryMethod
	// RetrySet: the value sets the type's retry field explicitly.
	RetrySet
	// RetryUnset: the type has a retry field that this value leaves unset.
	RetryUnset
)
