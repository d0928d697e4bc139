// Package slogfix logs with log/slog: the recovered panic and the stack
// a fix stops showing the model are logged there, the stack as text.
package slogfix

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{ Lines []string }

func Register(s *mcp.Server) {
	slog.Info("registering tools")
	mcp.AddTool(s, &mcp.Tool{Name: "last_line"}, lastLine)
}

func lastLine(ctx context.Context, _ *mcp.CallToolRequest, in In) (_ *mcp.CallToolResult, out string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack()) // want `stack trace`
		}
	}()
	return nil, in.Lines[len(in.Lines)-1], nil
}
