// Package stickyparams reads its tools' arguments through a wrapper
// whose accessors keep the first failure, which Err returns (the idiom
// of bufio.Scanner and sql.Rows). That failure is a check of the input,
// so a function that parses the arguments this way and answers that
// failure in its own words fails the same way on the same call: its
// error is not transient (create_vm). Err of a value a call that may
// fail made (open_stream's stream, from a service given a context)
// decides nothing.
package stickyparams

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"retryable/stickyparams/api"
)

type vmArgs struct{ name, size string }

func parseVM(args map[string]any) (*vmArgs, error) {
	p := api.Wrap(args)
	name := p.Required("name")
	size := p.Required("size")
	if err := p.Err(); err != nil {
		return nil, fmt.Errorf("could not read the settings of the VM")
	}
	return &vmArgs{name: name, size: size}, nil
}

// Stream is a service's stream, whose Err is its last failure.
type Stream struct{ err error }

func (s *Stream) Err() error { return s.err }

type Service interface {
	Open(ctx context.Context, name string) (*Stream, error)
}

// readStream reads what st holds, at most max items.
func readStream(st *Stream, max int) error {
	if err := st.Err(); err != nil {
		return err
	}
	if max > 3 {
		return fmt.Errorf("could not read %d items of the stream", max)
	}
	return nil
}

func Register(s *server.MCPServer, svc Service) {
	s.AddTool(mcp.NewTool("create_vm"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		vm, err := parseVM(req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool create_vm passes the error "could not read the settings of the VM" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows a check of the tool's input\)`
		}
		return mcp.NewToolResultText(vm.name), nil
	})
	s.AddTool(mcp.NewTool("open_stream"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st, err := svc.Open(ctx, req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError("open_stream failed: could not open the stream. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		if err := readStream(st, int(req.GetFloat("max", 1))); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool open_stream passes the error "could not read … items of the stream" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultText("open"), nil
	})
}
