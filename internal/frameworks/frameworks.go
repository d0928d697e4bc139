// Package frameworks describes, as data, how agent frameworks hand text
// to a model: which calls register tool handlers, which calls and struct
// fields carry model-visible text, and what the model sees when a handler
// returns an error.
//
// Each framework has one small file holding a [Framework] value; adding a
// framework is adding such a file (and a stub fixture for the tests).
// Each file says which versions its table was checked against; the other
// major versions of its module are read with the nearest table
// (Canonical, modules.go, which also lists the framework modules known
// without a table).
// library.go holds the same kind of knowledge about the standard library
// and common packages (which calls format text, produce stack traces or
// read response bodies, what a failing package was doing). The analysis
// in internal/core and the wording in internal/report read only these
// tables, never a package's import path directly.
package frameworks

import (
	"go/types"
)

// A Func names a package-level function or a method by its package path,
// receiver type name (empty for functions) and name. Generic functions are
// named by their origin: instances match the same entry.
type Func struct {
	Pkg  string
	Recv string
	Name string
}

func (f Func) String() string {
	if f.Recv != "" {
		return "(" + f.Pkg + "." + f.Recv + ")." + f.Name
	}
	return f.Pkg + "." + f.Name
}

// ErrorMode says what the model sees when a tool handler returns a non-nil
// error.
type ErrorMode uint8

const (
	// ErrorAborts: the error ends the agent run; the model never reads it.
	ErrorAborts ErrorMode = iota
	// ErrorToolResult: the error's text becomes a tool result flagged as an
	// error (go-sdk's typed handlers, toolrunners).
	ErrorToolResult
	// ErrorProtocol: the error's text becomes a JSON-RPC error message,
	// which common MCP hosts forward to the model.
	ErrorProtocol
	// ErrorMiddleware: as ErrorProtocol, unless the module installs on
	// its server a tool-handler middleware (Framework.ErrorMiddlewares)
	// that turns every error into a result flagged as an error holding
	// the error's text: then as ErrorToolResult, through that middleware
	// (mcp-go's handlers; the core's errors-as-results option says).
	ErrorMiddleware
)

// ResultMode says which of a handler's results other than its error the
// model reads directly.
type ResultMode uint8

const (
	// ResultsNone: none; the handler returns a framework result value
	// whose text is found by the field and call sinks (go-sdk, mcp-go).
	ResultsNone ResultMode = iota
	// ResultsText: string results are the model-visible text
	// (langchaingo's Tool.Call, eino's InvokableRun, directive handlers).
	ResultsText
	// ResultsValue: the result is serialized for the model (as JSON):
	// a string result is text, and so are the text fields of a struct
	// and the values of a map the handler builds (genkit's Out, eino's
	// InferTool output, ADK's TResults).
	ResultsValue
)

// Registration is a call that registers a tool handler. A registration
// that takes the handler as an any (mcp-golang's RegisterTool) sees it
// only through what the module stores and passes along: tables of any,
// method values of other packages' types. Its framework's reflection
// contract belongs in HandlerTypes as shapes with no Name, so that a
// function of that shape is a handler in the package declaring it.
type Registration struct {
	Func Func
	// Handler is the index of the handler argument.
	Handler int
	// Tool is the index of the argument describing the tool (for its
	// name: a tool value, a config struct, or the name itself), or -1.
	Tool int
	// Errors says what a returned error becomes.
	Errors ErrorMode
	// Results says which other results the model reads.
	Results ResultMode
	// ErrorKey is the key (a map key or a struct field's JSON name) that
	// marks a serialized result as an error report, if the framework has
	// such a convention (ADK's "error"); "" if it has no error flag.
	ErrorKey string
	// DecodedArgs says the handler's map parameters hold the tool's
	// arguments as the framework decoded them from the request's JSON,
	// with no json.Number in them (foxy-contexts' callback args).
	DecodedArgs bool
}

// Adapter is a call that wraps a handler into another handler, such as
// mcp-go's NewTypedToolHandler. The wrapped handler is argument Handler;
// its returned error reaches the model as Errors says.
type Adapter struct {
	Func    Func
	Handler int
	Errors  ErrorMode
}

// Flag says whether a sink marks its text as an error.
type Flag uint8

const (
	// FlagNone: the framework has an error flag this sink does not set
	// (or sets through an argument, CallSink.FlagArg).
	FlagNone Flag = iota
	// FlagSet: the sink always marks the text as an error.
	FlagSet
	// FlagAbsent: the framework has no error flag at all (OpenAI tool
	// messages, langchaingo observations): the model tells a failure
	// from a success by the words alone.
	FlagAbsent
	// FlagByError: the result has no error flag, but the framework
	// flags the one it builds from a handler's returned error
	// (mcp-golang): failure text returned in the result beside a nil
	// error goes out as a success. The words must tell, as with
	// FlagAbsent, and the returned error is the flag.
	FlagByError
)

// NoField reports whether results of a sink with flag f carry no error
// flag of their own, so that their words must tell a failure.
func (f Flag) NoField() bool { return f == FlagAbsent || f == FlagByError }

// An Arg names an optional argument of a call: Argument(1) is the
// second. The zero Arg names none, so a row that leaves such a field out
// means "no such argument", never "argument 0".
type Arg struct{ n int } // the index + 1

// Argument returns the Arg naming the argument of index i.
func Argument(i int) Arg { return Arg{i + 1} }

// Index returns the argument's index, and false for the zero Arg.
func (a Arg) Index() (int, bool) { return a.n - 1, a.n > 0 }

// CallSink is a function or method whose argument is model-visible text.
type CallSink struct {
	Func Func
	// Text is the index of the text argument.
	Text int
	// ID is the argument holding the id of the tool call the result
	// answers (anthropic's tool_use id), if any: fixes log it.
	ID Arg
	// Format: Text is a printf format; the arguments after it are its operands.
	Format bool
	// Appends is an error argument whose text the callee appends to the
	// text (": " + err.Error()), if any.
	Appends Arg
	// Flag says whether the result is marked as an error; FlagArg is a
	// bool argument that marks it (anthropic's isError), if any.
	Flag    Flag
	FlagArg Arg
	// Map: the argument at Text is a map whose values are the text, one
	// sink per entry (genai's function responses); ErrorKey is the key
	// that marks an entry as an error report.
	Map      bool
	ErrorKey string
	// JSON: the argument at Text is a value the framework serializes as
	// JSON into the result's text (mcp-go's NewToolResultJSON): the
	// text is that of the fields and entries the module sets.
	JSON bool
	// ErrorVariant names the function of the same package that builds
	// the same result flagged as an error from the same arguments
	// (mcp.NewToolResultText -> NewToolResultError), for fixes.
	ErrorVariant string
	// Plain names the function of the same package that builds the
	// same result from the text alone, without the Appends argument
	// (mcp.NewToolResultErrorFromErr -> NewToolResultError), for fixes
	// that stop showing the error.
	Plain string
}

// FieldSink is a struct field holding model-visible text.
type FieldSink struct {
	Pkg, Type, Field string
	// Flag: FlagSet when the containing value is always an error report;
	// FlagNone otherwise; FlagAbsent when the framework has no error
	// flag. Error flags set on enclosing results (such as
	// CallToolResult.IsError) are described by ErrorField.
	Flag Flag
	// Within, if not empty, restricts the sink to values that end up
	// inside a value of one of these types: anthropic's TextBlockParam
	// is a tool's text only inside a tool result, go-openai's
	// ChatCompletionMessage only with the role "tool".
	Within []Container
	// Map and ErrorKey: as for CallSink, for a map-valued field.
	Map      bool
	ErrorKey string
}

// Container is a type that makes the text inside it a tool's text. If
// Field is set, the container's Field must also be set to a constant
// among Values.
type Container struct {
	Pkg, Type string
	Field     string
	Values    []string
}

// ErrorField is a bool field that marks a result as an error report.
type ErrorField struct {
	Pkg, Type, Field string
}

// HandlerType is a named func type whose values are tool handlers. A
// function converted to it is a handler, and so is a function of its
// shape even when neither the type nor the registration is in sight (a
// handler method in a package that imports only the framework's types).
// A framework that checks its handlers by reflection has no such type:
// its rows leave Name empty and are shapes only.
type HandlerType struct {
	Pkg, Name string
	Errors    ErrorMode
	// Params and Results are the shape: types named "pkgpath.Name"
	// (type arguments left out), "*" for pointers, "_" for a type
	// parameter, "{}" for a struct type (the arguments a framework
	// decodes by reflection into whatever type the handler takes).
	Params, Results []string
	// Values and ErrorKey: as Registration's Results and ErrorKey.
	Values   ResultMode
	ErrorKey string
	// Chain: the type is the endpoint of a tool-call middleware (eino's
	// compose.InvokableToolEndpoint). A middleware is itself such an
	// endpoint, and the endpoint it is handed (next) runs the
	// framework's tool chain: the error next returns is not the
	// middleware's text but any tool's, the framework's own tools and
	// its wrapping ("[LocalFunc] failed to invoke tool, ...") included,
	// so it is foreign where the middleware shows it to the model.
	Chain bool
}

// Implementation is an interface method whose implementations are tool
// handlers: langchaingo's tools.Tool.Call, eino's
// InvokableTool.InvokableRun. A module type implementing Pkg.Iface has
// its method Method marked as a handler; NameMethod, if set, is the
// method whose result (a string, or a tool description) names the tool.
type Implementation struct {
	Pkg, Iface, Method string
	NameMethod         string
	Errors             ErrorMode
	Results            ResultMode
}

// ErrorHandler is a call installing a function that turns a tool's error
// into model-visible text, such as eino's WrapToolWithErrorHandler: the
// function at argument Handler receives the error in its parameter Param,
// and its string result is shown to the model instead (it is an error
// report by construction). The tool is argument Tool. When the tool was
// made by one of Prefixers, the error the handler receives starts with
// the framework's own wording (eino's "[LocalFunc] failed to invoke
// tool, ..."), so its text is foreign whoever wrote the rest.
type ErrorHandler struct {
	Func                 Func
	Tool, Handler, Param int
	Prefixers            []Func
}

// ToolType is a type describing a tool, such as mcp-go's mcp.Tool.
type ToolType struct{ Pkg, Name string }

// ToolStruct is a struct type pairing a tool with its handler, such as
// mcp-go's ServerTool passed to AddTools.
type ToolStruct struct {
	Pkg, Type, ToolField, HandlerField string
}

// PanicDefault is a framework call after which the framework recovers a
// panic of a tool handler and sends what it recovered to the model: the
// panic value, and with Stack the goroutine's stack trace (ADK's
// functiontool, fantasy's tool runner, mcp-go's WithRecovery option).
// Handler is the index of the handler argument of a registration, whose
// own recover makes the default moot; -1 for an option that covers every
// handler of a server.
type PanicDefault struct {
	Func    Func
	Handler int
	Stack   bool
}

// FlagCall is a call building a tool result from content (argument
// Content) and, where the result has one, an error flag (argument
// Flag, a bool): go-mcp's NewCallToolResult(content, isError),
// mcp-golang's NewToolResponse(content...).
type FlagCall struct {
	Func    Func
	Content int
	Flag    Arg
}

// Framework is one framework's table.
type Framework struct {
	Name          string
	Registrations []Registration
	Adapters      []Adapter
	HandlerTypes  []HandlerType
	CallSinks     []CallSink
	FieldSinks    []FieldSink
	ErrorFields   []ErrorField
	ToolStructs   []ToolStruct
	// ToolTypes are the types describing a tool; ToolName is the field
	// holding its name and ToolConstructors the functions whose first
	// argument is the name.
	ToolTypes        []ToolType
	ToolNameField    string
	ToolConstructors []Func
	// Implementations are interface methods whose implementations are
	// handlers; ErrorHandlers install error-to-text functions.
	Implementations []Implementation
	ErrorHandlers   []ErrorHandler
	// Wrappers are functions that return their first argument wrapped
	// in an optional value (anthropic.String, param.NewOpt): their
	// result's text, or truth, is the argument's.
	Wrappers []Func
	// ArgumentErrors are functions whose error the framework writes for
	// the model about a missing or malformed tool argument (mcp-go's
	// RequireString): not foreign text, and never transient.
	ArgumentErrors []ArgumentError
	// ArgumentReads are functions that read a tool argument by the name
	// the model sends it under, their first argument (mcp-go's
	// GetString("id", "")): a check of what they return is a check of
	// that argument. ArgumentErrors' functions read arguments too.
	ArgumentReads []Func
	// ArgumentDecls are functions that declare a tool argument by that
	// name, their first argument (mcp-go's WithString("id", ...)): the
	// spelling of the argument where a struct field without a json tag
	// receives it, matched case-insensitively as encoding/json matches.
	ArgumentDecls []Func
	// RequiredMarks are options of an argument's declaration that make
	// the argument required (mcp-go's WithString("id", Required())).
	RequiredMarks []Func
	// NeverNil are functions whose result the framework guarantees is
	// not nil during a tool call (mcp-go's ClientSessionFromContext):
	// text behind a nil check of it never reaches a model.
	NeverNil []Func
	// CheckedReads are reads of a tool argument whose error the schema
	// check before them may already rule out (foxy-contexts'
	// ToolInput.String after ToolInputSchema.Validate of a required
	// property): whether their error can reach the model depends on a
	// schema the analysis does not read, so its text stays unknown.
	CheckedReads []Func
	// PanicDefaults are calls after which the framework shows a
	// handler's panic to the model; FlagCalls build flagged results.
	PanicDefaults []PanicDefault
	FlagCalls     []FlagCall
	// ErrorMiddlewares are server options installing a tool-handler
	// middleware, which sees every error of the handlers whose mode is
	// ErrorMiddleware.
	ErrorMiddlewares []Middleware
	// ServerTypes are the types of the servers those options are given
	// to (package and name, as ToolType): a package calling a function
	// that returns one (the framework's constructor, or a module's
	// function returning the server it built) sees whether the errors of
	// the handlers added to it are converted, where a package handed the
	// server as a parameter does not.
	ServerTypes []ToolType
	// Hosts are calls serving the framework's tools some other way than
	// its registrations say, in a package that makes one.
	Hosts []Host
}

// Host is a call that serves every tool of a framework through another
// protocol, so that what a handler's returned error becomes is Errors
// rather than its registration's mode, in the package that makes the
// call: genkit's MCP plugin (NewMCPServer) sends a tool's error to the
// MCP client as a result flagged as an error, where Generate would end
// the run.
type Host struct {
	Func   Func
	Errors ErrorMode
}

// Middleware is a server option installing a tool-handler middleware
// (argument Arg), a function from the next handler to a handler: mcp-go's
// WithToolHandlerMiddleware(func(next ToolHandlerFunc) ToolHandlerFunc).
type Middleware struct {
	Func Func
	Arg  int
}

// ArgumentError is a function whose error reports a tool argument in
// the framework's words; Words is their gist, "…" standing for the
// argument's name or value.
type ArgumentError struct {
	Func  Func
	Words string
}

// All lists the frameworks toolerrlint knows.
var All = []*Framework{&GoSDK, &MCPGo, &Anthropic, &AnthropicV1, &OpenAI, &OpenAIV2, &OpenAIV1,
	&GoOpenAI, &LangChainGo, &Eino, &Genkit, &ADK, &ADKV2, &GenAI, &Fantasy, &MCPGolang, &GoMCP, &FoxyContexts}

// FuncOf returns the Func naming fn as the tables do (its package's
// Canonical path), or false if fn is not a package-level function or a
// method of a named type.
func FuncOf(fn *types.Func) (Func, bool) {
	fn = fn.Origin()
	if fn.Pkg() == nil {
		return Func{}, false
	}
	sig := fn.Type().(*types.Signature)
	f := Func{Pkg: Canonical(fn.Pkg().Path()), Name: fn.Name()}
	if recv := sig.Recv(); recv != nil {
		t := types.Unalias(recv.Type())
		if p, ok := t.(*types.Pointer); ok {
			t = types.Unalias(p.Elem())
		}
		named, ok := t.(*types.Named)
		if !ok {
			return Func{}, false
		}
		f.Recv = named.Obj().Name()
	}
	return f, true
}
