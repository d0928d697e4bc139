// Package walker's tool walks a directory tree with a helper that calls
// itself: its summary still says whose text its error is.
package walker

import (
	"context"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
)

// count counts the files under dir.
func count(dir string) (int, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		if e.IsDir() {
			sub, err := count(filepath.Join(dir, e.Name()))
			if err != nil {
				return 0, err
			}
			n += sub
			continue
		}
		n++
	}
	return n, nil
}

func countFiles(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := count(req.GetString("dir", "."))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler countFiles passes the text of an error from os.ReadDir to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(filepath.Base(req.GetString("dir", ".")) + ": " + string(rune('0'+n%10))), nil
}
