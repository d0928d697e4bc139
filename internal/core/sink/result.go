package sink

import (
	"go/ast"
	"go/token"
	"golang.org/x/tools/go/analysis"
	"strings"
	"sync/atomic"

	"github.com/toolerrlint/toolerrlint/internal/agentloop"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// Result is what the core hands to the passes: the sinks of one package.
type Result struct {
	Sinks []*Sink
	// Loops is the package's agent-loop knowledge (internal/agentloop),
	// for the loop passes; nil where it has none.
	Loops *agentloop.Package
	// Coverage is what the analysis saw of the package's use of agent
	// frameworks, for drivers to report what it could not see.
	Coverage Coverage
	// Errors are internal errors the core recovered from, by position.
	Errors []InternalError
	// FormsText: the package exports helpers that form tools' text from
	// their parameters (sink.Helper), or that wrap a foreign error they
	// return, which fixes found in the packages calling them edit: a driver that frees a package's type
	// information once it is analysed must keep this package's.
	FormsText bool
	// Unconverted: the package constructs a server that sends the
	// errors of handlers of its imports as protocol errors, where their
	// own packages could not tell (Sink.Unseen); nil where none.
	Unconverted *Unconverted
	// CheckedForms are the positions (opening parentheses) of the
	// package's calls forming an error text (fmt.Errorf, errors.New)
	// behind a check of their function's own parameters: a fix where
	// the text is formed decides it is not transient for every caller.
	CheckedForms map[token.Pos]bool

	taken atomic.Bool // TakeErrors was called
}

// TextSinks returns the sinks whose text reaches the model as a tool's
// text, for the passes that judge the words (rawerr, interp, retryable,
// traceback): every sink but a returned error the framework sends as a
// JSON-RPC protocol error. That return is protocolerr's alone: its fix
// replaces the whole error with a flagged result holding the module's
// sentence, so a second finding on the same return would describe a
// channel the text does not take and offer a fix that the first one
// overwrites. It is left out also where the error is not known to be
// non-nil (a handler ending in return client.CallTool(ctx, req)), and
// protocolerr stays silent: the text still does not reach the model as
// a tool's text.
func (r *Result) TextSinks() []*Sink {
	out := make([]*Sink, 0, len(r.Sinks))
	for _, s := range r.Sinks {
		if !s.Channel {
			out = append(out, s)
		}
	}
	return out
}

// TakeErrors returns Errors to its first caller and nothing to later
// ones. Every pass asks; the first to run reports them, so disabling any
// pass does not hide a crash and no crash is reported twice.
func (r *Result) TakeErrors() []InternalError {
	if r.taken.Swap(true) {
		return nil
	}
	return r.Errors
}

// InternalError is a panic the core recovered from while analysing one
// function. Passes report it, so a crash is visible and does not take
// the other functions down.
type InternalError struct {
	Pos     token.Pos
	Message string
}

// Sink is one place where text reaches a model.
type Sink struct {
	// Expr is the expression the model will read (the returned error,
	// the text argument, the field value), or the call carrying it.
	// It may be nil when the place has no expression of its own.
	Expr ast.Expr
	// Pos is where a report belongs: Expr's position, or the best
	// position known.
	Pos token.Pos
	// File is the file holding Pos, if it is a file of this package and
	// fixes may edit it.
	File *ast.File
	// Outside is the file holding Pos when Pos lies in another package:
	// a return statement of a handler this package's adapter shows (see
	// internal/core/sinks/entries.go). Such a sink has no Expr, Stmt or Format: the adapter
	// shows every handler's text, so no fix edits it here.
	Outside *ast.File
	// FilePass, if set, is the analysis pass of the package holding
	// File where that is not the reporting package (see Written): fixes
	// edit File with its types.
	FilePass *analysis.Pass
	// CallID is the expression of the id of the tool call the result
	// answers, where the framework call takes one (anthropic's
	// NewToolResultBlock(block.ID, …)): fixes log it with the error.
	CallID ast.Expr
	// Stmt is the statement holding Expr, if known.
	Stmt ast.Stmt
	// Text says who wrote the text.
	Text *origin.Node
	// IsError reports whether the model is told the text reports an error.
	IsError bool
	// ReportsError reports whether the text, though the framework has no
	// way to flag it (an OpenAI tool message, a langchaingo observation,
	// a genkit tool's output), clearly reports a failure: it is an
	// error's text, is written on an error branch (err != nil,
	// errors.Is, a failed HTTP status), is the only text of a result
	// field or map entry named for errors, or comes from an error
	// handler. The retryable and traceback passes treat such text like
	// flagged text.
	ReportsError bool
	// Tool is the tool's name, if known; Handler the handler's name.
	Tool, Handler string
	// Middleware: the handler is a tool-call middleware, wrapping every
	// tool of an agent (HandlerType.Chain).
	Middleware bool
	// How says how the text reaches the model.
	How How
	// Template names the module function whose own sink this one is a
	// call of ("utils.NewToolResultError"), for summaries: fixing the
	// function fixes every call. Empty for a sink written in place.
	Template string
	// Decision is what the code on the way to the sink shows about
	// retrying (see evidence.go); Evidence names what showed it, for
	// messages: "sql.ErrNoRows", "a check of the tool's input".
	Decision Decision
	Evidence string
	// Advice is what else the evidence shows: the argument checked, what
	// it must be, the next move (see advice.go).
	Advice Advice
	// Format describes the printf-style call that builds the text, when
	// the sink's text is one (fmt.Errorf, mcp.NewToolResultErrorf): fixes
	// rewrite its format and operands.
	Format *Format
	// Unflagged, if set, says that the text ends up in a tool result
	// whose error flag is known to be left unset (false or absent), and
	// where a fix would set it; Failure, that the text reports a failure
	// (see failure in outcome.go). The iserror pass reports sinks with
	// both.
	Unflagged *Unflagged
	Failure   bool
	// Protocol: the text is a handler's returned error, known to be
	// non-nil, that the framework sends as a JSON-RPC error instead of a
	// tool result (mcp-go, go-sdk's low-level handlers).
	Protocol bool
	// Recovery, if set, names the framework call after which the
	// framework itself sends a handler's panic to the model ("adk's
	// functiontool.New"): the text is the framework's default, and the
	// fix is a recover inside the handler.
	Recovery string
	// Panics says how the registered handler can panic ("an unchecked
	// index"), where Recovery is set for one handler.
	Panics string
	// Through names the module's adapter the text passes through on its
	// way (mcpgrafana.MustTool), if any.
	Through string
	// ChainReader names the module function the adapter (Through) also
	// hands the error to, which tests its class
	// ("mcplog.HandleK8sError"), if any: a fix keeps the foreign error
	// in the chain of the error it writes, without its text.
	ChainReader string
	// Written, if set, is where the error an adapter shows was written
	// in another package (facts.Entry.Written), with the evidence read
	// there: it stands where the adapter's own shows nothing.
	Written *Written

	// Channel: the text is a returned error the framework sends as a
	// JSON-RPC error (outcome.Judge.SendsProtocol), non-nil or not; with
	// Protocol unset and Silenced unset it is what a template of the
	// sink says about the errors of the function a caller passes in.
	Channel bool
	// Silenced: on the protocol channel, but sent there on purpose or
	// for the server's own failure (outcome.Judge.ProtocolChannel):
	// protocolerr stays silent, and it is still no tool's text.
	Silenced bool
	// Unseen: Protocol, but for a server the package cannot see, which
	// may install a middleware converting it (outcome.Judge.Unseen).
	// Where its words are the module's (core.keepsOwnWords), it stays
	// Protocol, for a fix at the return to keep them; otherwise it is
	// Silenced here and judged by the package constructing the server
	// (Result.Unconverted).
	Unseen bool
	// Flagless: the framework has no error flag for this text, so
	// ReportsError is worked out (see clearlyError).
	Flagless bool
	// FromErr: the value handed over is an error or its Error() text.
	FromErr bool
	// Block is where the text is handed over, if known; result is where
	// the tool result holding it is built, if that is elsewhere.
	Block, Result *ssa.BasicBlock
	// Failed: a callee's template already reports a failure.
	Failed bool
	// FlagFrom names the bool field of a module result ("pkg.Type.Field")
	// that the sink's error flag is read from (res.IsError of what a
	// tool's Run returned): each implementation's return statement that
	// sets it is flagged (see flaggedEntry).
	FlagFrom string
	// Plain, if set, says how a fix stops showing the error the
	// framework call Expr appends to its text (see frameworks.CallSink).
	Plain *Plain
	// Helpers are the module functions that form the text from what the
	// call passes them, Template's first, then those it calls in turn
	// (errors.NewAPIErrorResponse, then utils.NewToolResultErrorFromErr):
	// where a fix that edits the helper once belongs. Known only where
	// the helpers' packages were analysed in this process.
	Helpers []*Helper
}

// Plain is a framework call that appends an error's text to the text
// it is given, and the function that takes the text alone.
type Plain struct {
	Func      string // the function to call instead, of the same package
	Text, Err int    // the indexes of the text and the error arguments
}

// Written is where a module function writes the error that a field of
// one of its results carries (api.NewToolCallResult("", fmt.Errorf(…))
// fills Field "Error"), for fixes made from another package's analysis:
// an adapter's package reports a handler's returns. Pass is the
// analysis pass of the writing package: its types and files.
type Written struct {
	Field  string
	Expr   ast.Expr
	Stmt   ast.Stmt
	Format *Format
	Pass   *analysis.Pass
	// Decision, Evidence and Advice are what the code on the way to
	// the write shows, read in the writing function, whose parameters
	// are the tool's input: the adapter that shows the error sees none
	// of it.
	Decision Decision
	Evidence string
	Advice   Advice
}

// A Helper is a module function that forms a tool's text from its
// parameters, with the package it was analysed in: what a fix needs to
// edit it from a package that calls it.
type Helper struct {
	Name string
	Decl *ast.FuncDecl
	File *ast.File
	// Pass is the analysis pass of the helper's package: its types and
	// how to read its files.
	Pass *analysis.Pass
}

// ResultBlock returns where the tool result holding the text is built:
// its own block, or where the text is handed over.
func (s *Sink) ResultBlock() *ssa.BasicBlock {
	if s.Result != nil {
		return s.Result
	}
	return s.Block
}

// Subject names the tool for a diagnostic: "tool get_order", "tool
// handler getOrder", "the tool-call middleware (a function literal in
// Invokable)" or "this tool result". A text an adapter of the module
// shows, reported at the adapter (no expression of the handler's to
// fix), names the handler beside the tool: "tool pods_list (handler
// pods.podsList)".
func (s *Sink) Subject() string {
	switch {
	case s.Tool != "" && s.Through != "" && s.Expr == nil && s.Handler != "" && !strings.HasPrefix(s.Handler, "a function literal"):
		return "tool " + s.Tool + " (handler " + s.Handler + ")"
	case s.Tool != "":
		return "tool " + s.Tool
	case s.Middleware && strings.HasPrefix(s.Handler, "a function literal"):
		return "the tool-call middleware (" + s.Handler + ")"
	case s.Middleware:
		return "tool-call middleware " + s.Handler
	case strings.HasPrefix(s.Handler, "a function literal"):
		return "the tool handler (" + s.Handler + ")"
	case s.Handler != "":
		return "tool handler " + s.Handler
	}
	return "this tool result"
}

// How says how a sink hands its text to the model: by returning it,
// by setting a field To names ("mcp.TextContent.Text"), or by passing
// it to a function To names ("mcp.NewToolResultError"). Messages are
// worded from it in internal/report.
type How struct {
	Kind HowKind
	To   string
}

// HowKind is the kind of a How.
type HowKind uint8

const (
	Returns  HowKind = iota // a handler returns the text
	Sets                    // a field is set to the text
	PassesTo                // the text is passed to a function
	// SetsRPCError: the message of a JSON-RPC error the module writes
	// itself, without a framework (shape.IsRPCErrorShape), is set to
	// the text: a tool's text where it is what a call of a tool
	// interface returned, sent as a protocol error.
	SetsRPCError
)

// Format is a printf-style call building a sink's text.
type Format struct {
	Call *ast.CallExpr
	// Index is the index of the format argument in Call.Args; the
	// operands follow it.
	Index int
	// Operands holds who wrote each operand's text.
	Operands []*origin.Node
}

// HandlerReturn is a handler's return of an error, named by tool and
// position, for the package constructing the server it is added to
// (Result.Unconverted): a token.Pos means nothing in another package's
// analysis.
type HandlerReturn struct {
	Tool         string // the sink's Subject: "tool read_note"
	File         string
	Line, Column int
	// Func is the package-level function holding the return, by its
	// full name, or "" (a method: it may be called through an
	// interface). Used: a package that saw the return, its own or one
	// passing it on, refers to Func. A function no package refers to is
	// registered nowhere (a handler by its shape alone that no server
	// adds) and its errors reach no client.
	Func string
	Used bool
}

// Unconverted is what a package constructing an mcp-go server judges of
// handlers it cannot see but imports: their returns of errors, which
// the server sends as JSON-RPC protocol errors (it installs no
// middleware converting them), reported at the construction Call, in
// File, where a fix installs such a middleware.
type Unconverted struct {
	Call    *ast.CallExpr
	File    *ast.File
	Returns []HandlerReturn
}
