package fixes

import (
	"context"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var errExport = errors.New("the export did not finish")

func RegisterExport(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "export"}, export)
	mcp.AddTool(s, &mcp.Tool{Name: "archive"}, archive)
	mcp.AddTool(s, &mcp.Tool{Name: "compact"}, compact)
}

// export's failure says nothing about retrying, and nothing on the way
// shows whether a retry can help (os.WriteFile fails for a full disk and
// for a missing directory alike): the one fix bounds the retry.
func export(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := os.WriteFile("/tmp/export", nil, 0o600); err != nil {
		return nil, nil, errors.New("the export did not finish.") // want `no retry decision: say whether a retry can help`
	}
	return nil, in.N, nil
}

// archive's text is a package variable other code may return too: the
// bounded sentence is right for every caller, so the fix appends it
// where the words are written.
func archive(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := os.Remove("/tmp/export"); err != nil {
		return nil, nil, errExport // want `no retry decision: say whether a retry can help`
	}
	return nil, in.N, nil
}

// A retry field is true or false: there is no bounded value to set, so
// where nothing decides, both stay for a human.
func compact(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := os.Truncate("/tmp/export", 0); err != nil {
		return nil, nil, &toolError{msg: "the export could not be compacted"} // want `leaves Retryable unset`
	}
	return nil, in.N, nil
}
