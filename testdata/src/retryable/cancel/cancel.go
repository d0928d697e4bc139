// Package cancel is a log-search server on mcp-go. Its handlers stop
// when the tool call's context is done and say so in their own words.
// Without a deadline of the server's, the context is done only when the
// client cancelled the call: nobody reads what the handler sends then.
// With one, the words tell the model of a timeout, and must say whether
// to retry.
package cancel

import (
	"context"
	"errors"
	"fmt"
	"runtime/pprof"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store struct{ lines chan string }

func (s *store) scan(ctx context.Context, q string) ([]string, error) {
	var out []string
	for line := range s.lines {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		out = append(out, line)
	}
	return out, nil
}

type tools struct{ s *store }

// tail follows the log until the client stops it.
func (t *tools) tail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var got []string
	for {
		select {
		case <-ctx.Done():
			return mcp.NewToolResultError("stopped following the log"), nil
		case line := <-t.s.lines:
			got = append(got, line)
		}
		if len(got) == 100 {
			return mcp.NewToolResultText("100 lines"), nil
		}
	}
}

// search reports a cancelled scan in its own words.
func (t *tools) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lines, err := t.s.scan(ctx, req.GetString("q", ""))
	if errors.Is(err, context.Canceled) {
		return mcp.NewToolResultError("the search was cancelled"), nil
	}
	if err != nil {
		return mcp.NewToolResultError("the log could not be read"), nil // want `tool search passes the error "the log could not be read" to mcp.NewToolResultError with no retry decision`
	}
	if ctx.Err() != nil {
		return mcp.NewToolResultError("the search was interrupted"), nil
	}
	return mcp.NewToolResultText(lines[0]), nil
}

// searchBounded gives the scan thirty seconds: its expiry reaches the
// model, as a timeout.
func (t *tools) searchBounded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	lines, _ := t.s.scan(ctx, req.GetString("q", ""))
	if ctx.Err() != nil {
		return mcp.NewToolResultError("the search ran out of time"), nil // want `tool search_bounded passes the error "the search ran out of time" to mcp.NewToolResultError with no retry decision: say "Transient" \(the code shows context.DeadlineExceeded\)`
	}
	return mcp.NewToolResultText(lines[0]), nil
}

// searchStoppable cancels the scan itself when a second request
// arrives: context.Canceled is its own, and its words reach the model.
func (t *tools) searchStoppable(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithCancel(ctx)
	go func() {
		<-t.s.lines
		cancel()
	}()
	_, err := t.s.scan(ctx, req.GetString("q", ""))
	if errors.Is(err, context.Canceled) {
		return mcp.NewToolResultError("a newer search replaced this one"), nil // want `tool search_stoppable passes the error "a newer search replaced this one" to mcp.NewToolResultError with no retry decision`
	}
	return mcp.NewToolResultText("done"), nil
}

// quota names the caller from the profiling label the server put on
// the call's context: a value read from the context is no cancellation.
func (t *tools) quota(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	who, _ := pprof.Label(ctx, "user")
	if t.s.lines == nil {
		return mcp.NewToolResultError(fmt.Sprintf("%s may not read the log", who)), nil // want `tool quota passes the error "… may not read the log" to mcp.NewToolResultError with no retry decision`
	}
	if who == "" {
		return mcp.NewToolResultError(fmt.Sprintf("no user on the call (%v)", ctx)), nil // want `tool quota passes the error "no user on the call \(…\)" to mcp.NewToolResultError with no retry decision`
	}
	return mcp.NewToolResultText("ok"), nil
}

// sources are the logs a server follows, by name.
var sources = map[string]*store{}

// sourceTool makes the handler of one named log source. The name it is
// made with is a string the closure holds, no context: that the
// handler's context is its first parameter makes a missing source no
// cancellation.
func sourceTool(name string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s, ok := sources[name]
		if !ok {
			return mcp.NewToolResultError(fmt.Sprintf("no log source named %s", name)), nil // want `passes the error "no log source named …" to mcp.NewToolResultError with no retry decision`
		}
		lines, _ := s.scan(ctx, req.GetString("q", ""))
		return mcp.NewToolResultText(lines[0]), nil
	}
}

// shutdownTool makes a handler that refuses calls once the server's own
// context, the one it is made with, is done: the server stopping, not
// the client giving up, and the model is told.
func shutdownTool(serverCtx context.Context) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if serverCtx.Err() != nil {
			return mcp.NewToolResultError("the log server is shutting down"), nil // want `passes the error "the log server is shutting down" to mcp.NewToolResultError with no retry decision`
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

// purge runs only once the user confirms; a refusal says who stopped
// it, which decides: the next move is the user's, not another attempt.
// A rate limit decides too.
func (t *tools) purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !req.GetBool("confirmed", false) {
		return mcp.NewToolResultError("the purge was cancelled by the user"), nil
	}
	if req.GetString("source", "") == "" {
		return mcp.NewToolResultError("the user denied purging every source"), nil
	}
	if req.GetInt("count", 0) > 100 {
		// A rate limit says: wait, then retry.
		return mcp.NewToolResultError("rate limit exceeded for purges"), nil
	}
	return mcp.NewToolResultText("purged"), nil
}

// Register registers the tools.
func Register(s *server.MCPServer, t *tools) {
	s.AddTool(mcp.NewTool("source_app"), sourceTool("app"))
	s.AddTool(mcp.NewTool("status"), shutdownTool(context.Background()))
	s.AddTool(mcp.NewTool("tail"), t.tail)
	s.AddTool(mcp.NewTool("search"), t.search)
	s.AddTool(mcp.NewTool("search_bounded"), t.searchBounded)
	s.AddTool(mcp.NewTool("search_stoppable"), t.searchStoppable)
	s.AddTool(mcp.NewTool("quota"), t.quota)
	s.AddTool(mcp.NewTool("purge"), t.purge)
}
