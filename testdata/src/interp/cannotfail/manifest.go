package cannotfail

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"interp/cannotfail/wrapped"
)

// The module's client hands back the API's answer as an any, of a
// struct of strings on every return (wrapped.Client.Manifest): encoding
// it cannot fail; the client's own error is a finding.
func showManifest(ctx context.Context, src wrapped.Source, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	m, err := src.Manifest(ctx, req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not get the manifest: %v", err)), nil
	}
	out, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not encode the manifest: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
