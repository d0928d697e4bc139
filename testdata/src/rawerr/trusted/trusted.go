// Package trusted holds errors of a package the configuration trusts
// (-toolerrcore.trusted=acme/errs.Lookup,acme/errs.Err*): their text is
// written for a model, so it is not foreign. A function of the module
// itself can be trusted too (rawerr/trusted.describe): the text it
// returns is then the module's, whatever its body does.
package trusted

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"acme/errs"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup"), lookup)
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := errs.Lookup(req.GetString("key", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // trusted: not foreign
	}
	if v == "" {
		return nil, errs.ErrQuota // trusted: not foreign
	}
	if _, err := errs.Lookup("backup"); err != nil {
		return mcp.NewToolResultError(describe(errs.Other())), nil // trusted: the module's own function
	}
	if err := errs.Other(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool lookup passes the text of an error from acme/errs.Other to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(v), nil
}

// describe is trusted by the configuration to turn any error into text
// for a model.
func describe(err error) string { return err.Error() }
