// Package gosdk holds go-sdk handlers: low-level ones, whose errors leave
// as JSON-RPC errors, and generic ones, whose errors go-sdk turns into
// flagged results.
package gosdk

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{ Path string }

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "stat"}, stat)
	s.AddTool(&mcp.Tool{Name: "strict_stat"}, strictStat)
	mcp.AddTool(s, &mcp.Tool{Name: "read_file"}, readFile)
	s.AddTool(&mcp.Tool{Name: "rename"}, rename)
}

func stat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fi, err := os.Stat("data")
	if err != nil {
		return nil, err // want `tool stat returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fi.Name()}}}, nil
}

// A *jsonrpc.Error is a protocol error built on purpose.
func strictStat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, &jsonrpc.Error{Code: -32602, Message: "arguments are required"}
	}
	return &mcp.CallToolResult{}, nil
}

// A generic handler's error becomes a flagged result: not reported.
func readFile(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile(in.Path)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

// Decoding the raw arguments into a struct fails on the model's input,
// which a protocol error hides from it. Encoding them again is left
// alone: it cannot fail (they are JSON the server received), and a
// failure to encode is what the JSON-RPC internal error is for.
func rename(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return nil, fmt.Errorf("rename: encoding the arguments: %w", err)
	}
	var in struct{ Name string }
	if err := json.Unmarshal(b, &in); err != nil {
		return nil, fmt.Errorf("rename: the arguments: %w", err) // want `tool rename returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.Name}}}, nil
}
