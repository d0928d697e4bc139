// Package exprfixes shows texts that hold no words of the module's to
// append a decision to: the fix appends it to the expression.
package exprfixes

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *server.MCPServer, g *gosdk.Server) {
	s.AddTool(mcp.NewTool("open_ticket"), openTicket)
	gosdk.AddTool(g, &gosdk.Tool{Name: "close_ticket"}, closeTicket)
}

// mcp-go's own missing-argument text: the framework's words, then the
// decision.
func openTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	title, err := req.RequireString("title")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool open_ticket passes the error "required argument "…" not found" to mcp.NewToolResultError with no retry decision`
	}
	return mcp.NewToolResultText("opened " + title), nil
}

type CloseIn struct {
	ID string `json:"id"`
}

type CloseOut struct {
	Closed bool `json:"closed"`
}

// LockedError is the module's error for a ticket someone else holds.
type LockedError struct{ ID string }

func (e *LockedError) Error() string { return "ticket " + e.ID + " is locked" }

func locked(id string) bool { return id == "" }

// A value of the module's error type, whose words its Error method
// forms for every caller: the fix wraps it, so errors.As still finds it.
func closeTicket(ctx context.Context, _ *gosdk.CallToolRequest, in CloseIn) (*gosdk.CallToolResult, CloseOut, error) {
	if locked(in.ID) {
		return nil, CloseOut{}, &LockedError{ID: in.ID} // want `tool close_ticket returns the error "ticket … is locked" to the model with no retry decision`
	}
	return nil, CloseOut{Closed: true}, nil
}
