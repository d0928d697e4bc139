// Package decodedfield reads values out of an upstream JSON answer and
// names them in later errors: a string the decoder filled is one value,
// not the body; raw JSON it kept unparsed is the body's own text.
package decodedfield

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("provider_docs"), providerDocs)
}

type latest struct {
	Version string          `json:"version"`
	Notice  json.RawMessage `json:"notice"`
}

func latestVersion(ctx context.Context, name string) (string, error) {
	resp, err := http.Get("https://registry.example/providers/" + name)
	if err != nil {
		return "", fmt.Errorf("asking the registry: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", fmt.Errorf("reading the answer: %w", err)
	}
	var l latest
	if err := json.Unmarshal(body, &l); err != nil {
		return "", fmt.Errorf("decoding the answer: %w", err)
	}
	if l.Version == "" {
		return "", fmt.Errorf("the registry says: %s", l.Notice)
	}
	return l.Version, nil
}

func providerDocs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	version, err := latestVersion(ctx, name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool provider_docs passes an upstream body of net/http.Get to mcp.NewToolResultError`
	}
	if _, err := http.Get("https://registry.example/docs/" + name + "/" + version); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("no docs for %s version %s. Not transient; the same call will fail identically.", name, version)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
