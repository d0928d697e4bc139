package fixes

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{ N int }

type toolError struct {
	msg       string
	Retryable bool
}

func (e *toolError) Error() string { return e.msg }

var errEmpty = errors.New("the list is empty")

func Register(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "pick"}, pick) }

func pick(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	switch {
	case in.N < 0:
		return nil, nil, errors.New("n must not be negative") // want `no retry decision`
	case in.N > 100:
		return nil, nil, fmt.Errorf("n is %d, above the limit", in.N) // want `no retry decision`
	case in.N == 0:
		return nil, nil, errEmpty // want `no retry decision`
	case in.N == 1:
		return nil, nil, &toolError{ // want `leaves Retryable unset`
			msg: "one is not allowed",
		}
	}
	return nil, in.N, nil
}
