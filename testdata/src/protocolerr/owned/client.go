package owned

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Errors that carry their own JSON-RPC code are written for the client,
// which acts on the code (runs the elicitation, reports a bad request):
// no pass reports them. Wrapped, a go-sdk generic handler's error loses
// its code and the model reads it as a tool result: reported as before.

type Drive struct{ authorized map[string]bool }

type Doc struct{ ID string }

func RegisterDrive(s *server.MCPServer, raw *sdk.Server, d *Drive) {
	s.AddTool(mcp.NewTool("list_docs"), d.listDocs)
	raw.AddTool(&sdk.Tool{Name: "get_doc"}, d.getDoc)
	sdk.AddTool(raw, &sdk.Tool{Name: "share_doc"}, d.shareDoc)
}

func (d *Drive) listDocs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	user := req.GetString("user", "")
	if !d.authorized[user] {
		return nil, mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{
			Mode: "url", Message: "Sign in to the drive", URL: "https://drive.example.com/login?user=" + user,
		}}}
	}
	return mcp.NewToolResultText("no documents"), nil
}

func (d *Drive) getDoc(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "get_doc takes an id"}
	}
	if !d.authorized["me"] {
		return nil, sdk.ResourceNotFoundError("drive://docs")
	}
	return &sdk.CallToolResult{}, nil
}

func (d *Drive) shareDoc(ctx context.Context, req *sdk.CallToolRequest, doc Doc) (*sdk.CallToolResult, any, error) {
	if doc.ID == "" {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "share_doc takes an id"}
	}
	if !d.authorized[doc.ID] {
		return nil, nil, sdk.URLElicitationRequiredError([]*sdk.ElicitParams{{Mode: "url", Message: "Approve sharing", URL: "https://drive.example.com/approve"}})
	}
	if doc.ID == "root" {
		// Wrapped: go-sdk sends only an unwrapped *jsonrpc.Error as one.
		return nil, nil, fmt.Errorf("the root folder cannot be shared: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad id"}) // want `retryable: tool share_doc returns the error "the root folder cannot be shared: bad id" to the model with no retry decision`
	}
	return &sdk.CallToolResult{}, nil, nil
}
