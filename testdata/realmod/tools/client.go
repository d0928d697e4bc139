package tools

import (
	"context"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Errors that carry their own JSON-RPC code, built for the client to act
// on: no pass reports them. A wrapped one in a generic go-sdk handler
// loses its code (go-sdk asserts the type, it does not unwrap) and
// reaches the model as a tool result.

type Vault struct{ unlocked bool }

func RegisterVault(s *mcp.Server, m *server.MCPServer, v *Vault) {
	s.AddTool(&mcp.Tool{Name: "vault_get", InputSchema: map[string]any{"type": "object"}}, v.get)
	mcp.AddTool(s, &mcp.Tool{Name: "vault_put"}, v.put)
	m.AddTool(mcpgo.NewTool("vault_list"), v.list)
}

func (v *Vault) get(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "vault_get takes a key"}
	}
	if !v.unlocked {
		return nil, mcp.ResourceNotFoundError("vault://secrets")
	}
	return &mcp.CallToolResult{}, nil
}

func (v *Vault) put(ctx context.Context, req *mcp.CallToolRequest, in Args) (*mcp.CallToolResult, any, error) {
	if !v.unlocked {
		return nil, nil, mcp.URLElicitationRequiredError([]*mcp.ElicitParams{{Mode: "url", Message: "Unlock the vault", URL: "https://vault.example.com/unlock"}})
	}
	if in.Path == "" {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "vault_put takes a path"}
	}
	if in.Path == "/" {
		return nil, nil, fmt.Errorf("the vault root is read-only: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad path"}) // want `retryable: tool vault_put returns the error "the vault root is read-only: bad path" to the model with no retry decision`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func (v *Vault) list(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	if !v.unlocked {
		return nil, mcpgo.URLElicitationRequiredError{Elicitations: []mcpgo.ElicitationParams{{Mode: "url", Message: "Unlock the vault", URL: "https://vault.example.com/unlock"}}}
	}
	return mcpgo.NewToolResultText("no keys"), nil
}
