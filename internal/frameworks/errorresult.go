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
	pkg, name := NamedType(t)
	for _, r := range ErrorResults {
		if r.Pkg == pkg && r.Type == name {
			return r, true
		}
	}
	return ErrorResult{}, false
}

// ProtocolErrors are error types a handler returns on purpose to send a
// JSON-RPC error (go-sdk's jsonrpc.Error, an alias of its
// jsonrpc2.WireError): a protocol error meant as one.
var ProtocolErrors = []Func{
	{Pkg: gosdkModule + "/internal/jsonrpc2", Name: "WireError"},
	{Pkg: gosdkModule + "/jsonrpc", Name: "Error"},
}

const gosdkModule = "github.com/modelcontextprotocol/go-sdk"

// IsProtocolError reports whether t is, or points to, one of
// ProtocolErrors.
func IsProtocolError(t types.Type) bool {
	pkg, name := NamedType(t)
	for _, f := range ProtocolErrors {
		if f.Pkg == pkg && f.Name == name {
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
