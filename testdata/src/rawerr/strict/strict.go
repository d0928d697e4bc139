// Package strict is checked with -rawerr.strict: text whose origin cannot
// be seen is reported too.
package strict

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Queue is implemented elsewhere; what its errors say is out of sight.
type Queue interface {
	Enqueue(ctx context.Context, job string) error
}

var errEmptyJob = errors.New("the job name is empty. Not transient; pass the name of a job.")

func Register(s *server.MCPServer, q Queue) {
	s.AddTool(mcp.NewTool("enqueue"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		job := req.GetString("job", "")
		if job == "" {
			return nil, errEmptyJob // owned: not reported, strict or not
		}
		if err := q.Enqueue(ctx, job); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool enqueue passes text whose origin toolerrlint cannot see to mcp.NewToolResultError \(strict mode\): make sure the module wrote it, or return a sentence of its own`
		}
		return mcp.NewToolResultText("queued " + job), nil
	})
	s.AddTool(mcp.NewTool("drain"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := q.Enqueue(ctx, "drain"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool drain passes text whose origin toolerrlint cannot see to mcp.NewToolResultError \(strict mode\)`
		}
		if _, err := os.Stat("/var/run/queue.lock"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool drain passes the text of an error from os.Stat to mcp.NewToolResultError: it leaks internals`
		}
		return mcp.NewToolResultText("draining"), nil
	})
}
