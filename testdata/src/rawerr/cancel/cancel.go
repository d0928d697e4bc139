// Package cancel is a build server's tools that wait for jobs. Waiting
// ends when the job does or when the tool call's context is done. With
// no deadline of the server's, the context is done only when the client
// cancelled the call: the framework sends no answer, and the context's
// error reaches nobody. A deadline the server sets is different: its
// "context deadline exceeded" is what the model reads.
package cancel

import (
	"context"
	"errors"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type jobs struct {
	done map[string]bool
	// ctx is the server's lifetime context, set at start-up.
	ctx context.Context
}

// wait polls until job id is done or ctx is.
func (j *jobs) wait(ctx context.Context, id string) error {
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for !j.done[id] {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
	}
	return nil
}

// cause reports why ctx ended.
func cause(ctx context.Context) error { return context.Cause(ctx) }

func (j *jobs) waitJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError("id is required. Not transient; send the job id."), nil
	}
	if err := j.wait(ctx, id); err != nil {
		// Only the request's cancellation: nobody reads this.
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("done"), nil
}

func (j *jobs) waitJobBounded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError("id is required. Not transient; send the job id."), nil
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	if err := j.wait(ctx, id); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool wait_job_bounded passes the text of an error from context.DeadlineExceeded to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("done"), nil
}

// waitJobLimited times the wait out with a cancel function of its own:
// the cancellation is the server's, and the model reads it.
func (j *jobs) waitJobLimited(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithCancel(ctx)
	stop := time.AfterFunc(time.Minute, cancel)
	defer stop.Stop()
	if err := j.wait(ctx, req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool wait_job_limited passes the text of an error from \(context.Context\).Err`
	}
	return mcp.NewToolResultText("done"), nil
}

// why tells why the call's context ended: the client's cancellation.
func why(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	<-ctx.Done()
	if err := cause(ctx); !errors.Is(err, context.DeadlineExceeded) {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deadline"), nil
}

// waitShutdown waits on the server's own context, not the call's: its
// origin is not the request, and its error stays reported.
func (j *jobs) waitShutdown(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := j.wait(j.ctx, req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool wait_shutdown passes the text of an error from \(context.Context\).Err`
	}
	return mcp.NewToolResultText("done"), nil
}

// Register registers the tools.
func Register(s *server.MCPServer, j *jobs) {
	s.AddTool(mcp.NewTool("wait_job"), j.waitJob)
	s.AddTool(mcp.NewTool("wait_job_bounded"), j.waitJobBounded)
	s.AddTool(mcp.NewTool("wait_job_limited"), j.waitJobLimited)
	s.AddTool(mcp.NewTool("why"), why)
	s.AddTool(mcp.NewTool("wait_shutdown"), j.waitShutdown)
}
