// Package malformed holds comments meant as suppressions that are not
// written as one: each is reported, and the finding it was meant to
// hold back is reported too.
package malformed

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{ Path string }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if _, err := os.Stat(in.Path); err != nil {
			// want +2 `ignores: malformed suppression comment: it suppresses nothing; write //toolerrlint:ignore PASS reason, with no space after //`
			// want +2 `rawerr: tool read returns the text of an error from os.Stat to the model`
			// toolerrlint:ignore rawerr the path is the caller's own workspace
			return nil, nil, err
		}
		if _, err := os.ReadFile(in.Path); err != nil {
			// want +2 `ignores: malformed suppression comment`
			// want +2 `rawerr: tool read returns the text of an error from os.ReadFile to the model`
			/* toolerrlint: ignore rawerr the path is the caller's own workspace */
			return nil, nil, err
		}
		// want +1 `ignores: malformed suppression comment`
		//toolerrlint:ignore
		return nil, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		entries, err := os.ReadDir(in.Path)
		if err != nil {
			// An ordinary comment that mentions toolerrlint:ignore is not one.
			return nil, nil, err //toolerrlint:ignore all the directory error names the caller's own path
		}
		return nil, len(entries), nil
	})
}
