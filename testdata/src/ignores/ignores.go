// Package ignores holds suppression comments that name no pass or
// suppress nothing, beside ones that work.
package ignores

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{ Path string }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if _, err := os.Stat(in.Path); err != nil {
			//toolerrlint:ignore rawerr the path is the caller's own workspace
			return nil, nil, err
		}
		if _, err := os.ReadFile(in.Path); err != nil {
			// A misspelt pass suppresses nothing: the finding is reported too.
			// want +2 `ignores: //toolerrlint:ignore names no pass "rawer": it suppresses nothing; name one of rawerr, interp, traceback, unstable, retryable, iserror, protocolerr, overreach, unbounded, turnlimit, unanswered, or all`
			// want +2 `rawerr: tool read returns the text of an error from os.ReadFile to the model`
			//toolerrlint:ignore rawer the path is the caller's own workspace
			return nil, nil, err
		}
		// want +1 `ignores: //toolerrlint:ignore rawerr suppresses nothing: no finding of it on this line or the next; remove the comment`
		//toolerrlint:ignore rawerr left behind after the code changed
		return nil, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		entries, err := os.ReadDir(in.Path)
		if err != nil {
			return nil, nil, err //toolerrlint:ignore all the directory error names the caller's own path
		}
		return nil, len(entries), nil
	})
}
