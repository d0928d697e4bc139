package frameworks

import "go/types"

// ErrorResult says how a fix writes a tool result flagged as an error,
// for a handler whose result type is Pkg.Type: Expr, where %s stands for
// the text (a Go string literal) and the package is named by its last
// path element.
type ErrorResult struct {
	Pkg, Type, Expr string
}

// ErrorResults are the flagged results fixes write instead of a
// returned error that would leave as a protocol error.
var ErrorResults = []ErrorResult{
	{Pkg: mcpgoMCP, Type: "CallToolResult", Expr: "mcp.NewToolResultError(%s)"},
	{Pkg: gosdkMCP, Type: "CallToolResult", Expr: "&mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: %s}}}"},
	{Pkg: gomcpProtocol, Type: "CallToolResult", Expr: `protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: %s}}, true)`},
}

// ErrorResultFor returns how to write a flagged tool result of type t
// (a result type, through pointers).
func ErrorResultFor(t types.Type) (ErrorResult, bool) {
	for _, r := range ErrorResults {
		if r.Of(t) {
			return r, true
		}
	}
	return ErrorResult{}, false
}

// Of reports whether t (through pointers) is r's result type.
func (r ErrorResult) Of(t types.Type) bool {
	pkg, name := NamedType(t)
	return r.Pkg == pkg && r.Type == name
}

// ClientErrorTypes are error types whose values carry their own JSON-RPC
// code for the client to act on, which the framework sends as that
// protocol error (a value of the type, or a pointer to one, returned
// as it is): go-sdk's jsonrpc.Error, an alias of its jsonrpc2.WireError,
// which even a generic handler's error leaves as when unwrapped; mcp-go's
// URLElicitationRequiredError, which the server answers with -32042 and
// the elicitations for the client to start. A handler returning one
// addresses the client, not the model: no tool failure.
var ClientErrorTypes = []Func{
	{Pkg: gosdkModule + "/internal/jsonrpc2", Name: "WireError"},
	{Pkg: mcpgoMCP, Name: "URLElicitationRequiredError"},
}

// ClientErrorFuncs are functions whose error result is always a value of
// one of ClientErrorTypes: go-sdk's URLElicitationRequiredError and
// ResourceNotFoundError build a *jsonrpc.Error with their own code.
var ClientErrorFuncs = []Func{
	{Pkg: gosdkMCP, Name: "URLElicitationRequiredError"},
	{Pkg: gosdkMCP, Name: "ResourceNotFoundError"},
}

const gosdkModule = "github.com/modelcontextprotocol/go-sdk"

// IsClientErrorType reports whether t is, or points to, one of
// ClientErrorTypes.
func IsClientErrorType(t types.Type) bool {
	pkg, name := NamedType(t)
	for _, f := range ClientErrorTypes {
		if f.Pkg == pkg && f.Name == name {
			return true
		}
	}
	return false
}

// IsClientErrorFunc reports whether f is one of ClientErrorFuncs.
func IsClientErrorFunc(f Func) bool {
	for _, c := range ClientErrorFuncs {
		if c == f {
			return true
		}
	}
	return false
}

// FlagTrue returns how a fix sets the error field of a literal of type
// pkg.typ to true: "true", or a call of the literal's package's function
// wrap with true (anthropic.Bool(true) for anthropic's optional bool).
func FlagTrue(pkg, typ string) (wrap string) {
	if pkg == anthropicV2Path || pkg == anthropicV1Path {
		return "Bool"
	}
	return ""
}
