package cannotfail

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// newToken's only fallible-looking call is crypto/rand.Read, which since
// Go 1.24 never returns an error (a failing source crashes the program):
// no finding.
func newToken(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	buf := make([]byte, 16)
	if _, err := rand.Read(buf); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not make a token: %v", err)), nil
	}
	return mcp.NewToolResultText(hex.EncodeToString(buf)), nil
}

// saveToken's text has one source that fails, the file written after
// the token is drawn: the message names it alone.
func saveToken(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	token, err := draw()
	if err == nil {
		err = os.WriteFile(req.GetString("path", ""), []byte(token), 0o600)
	}
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not save a token: %v", err)), nil // want `tool save_token passes text interpolating an error from os.WriteFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("saved"), nil
}

func draw() (string, error) {
	buf := make([]byte, 16)
	if _, err := rand.Read(buf); err != nil {
		return "", fmt.Errorf("drawing a token: %w", err)
	}
	return hex.EncodeToString(buf), nil
}
