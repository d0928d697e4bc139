package tools

// Handlers with named results that return bare: a named error result
// nothing assigns is nil at every return, whatever other error variables
// the handler keeps, so nothing goes out as a protocol error (a handler
// with defers keeps its results in variables). One that is assigned is
// what it holds.

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type remoteTx struct{}

func (remoteTx) exec(ctx context.Context, q string) error { return errors.New("exec failed") }
func (remoteTx) done(err error) error                     { return nil }

func commitRemote(t remoteTx, err error) error {
	if err == nil {
		return t.done(nil)
	}
	return err
}

func requiredArg(req mcp.CallToolRequest, key string) (string, error) {
	v := req.GetString(key, "")
	if v == "" {
		return "", errors.New(key + " is required. Not transient; pass it.")
	}
	return v, nil
}

func RegisterRemotes(s *server.MCPServer, t remoteTx) {
	s.AddTool(mcp.NewTool("add_remote"), func(ctx context.Context, req mcp.CallToolRequest) (result *mcp.CallToolResult, serverErr error) {
		var err error
		var name string
		name, err = requiredArg(req, "name")
		if err != nil {
			result = mcp.NewToolResultError(err.Error())
			return
		}
		defer func() {
			if rerr := commitRemote(t, err); rerr != nil {
				result = mcp.NewToolResultError("the change could not be committed. Transient; retrying may succeed.")
			}
		}()
		err = t.exec(ctx, name)
		if err != nil {
			result = mcp.NewToolResultError("the remote could not be added. Not transient; check the name.")
			return
		}
		result = mcp.NewToolResultText("added")
		return
	})
	s.AddTool(mcp.NewTool("drop_remote"), func(ctx context.Context, req mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
		err = t.exec(ctx, req.GetString("name", ""))
		if err != nil {
			return // want `tool drop_remote returns an error that the framework sends as a JSON-RPC protocol error`
		}
		return mcp.NewToolResultText("dropped"), nil
	})
}
