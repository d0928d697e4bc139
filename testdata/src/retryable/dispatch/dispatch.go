// Package dispatch picks what to do by an argument (switch op): the case
// that matched shows the argument was accepted, so a failure inside it
// is no evidence of a wrong call; only the default clause, where no case
// matched, says the argument was wrong.
package dispatch

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{ Operation, Board string }

type Out struct{ Text string }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "manage_boards"}, manageBoards)
}

func manageBoards(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	switch in.Operation {
	case "list":
		return listBoards() // want `with no retry decision: say whether a retry can help`
	case "read":
		b, err := os.ReadFile("/srv/boards/" + in.Board)
		if err != nil {
			return nil, Out{}, errors.New("the board store did not answer") // want `with no retry decision: say whether a retry can help`
		}
		return nil, Out{Text: string(b)}, nil
	default:
		return nil, Out{}, fmt.Errorf("unknown operation %q", in.Operation) // want `with no retry decision: say "Not transient" \(the code shows a check of the tool's input\)`
	}
}

var boards = map[string]string{}

// listBoards fails the same way whatever the operation argument said.
func listBoards() (*mcp.CallToolResult, Out, error) {
	if len(boards) > 1000 {
		return nil, Out{}, errors.New("the board store is busy")
	}
	return nil, Out{Text: "listed"}, nil
}
