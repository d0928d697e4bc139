// Package impossible holds error paths that cannot run during a tool
// call: nothing on them reaches a model.
package impossible

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Order struct {
	ID    string            `json:"id"`
	Items []Item            `json:"items"`
	Tags  map[string]string `json:"tags"`
	Total *float64          `json:"total"`
}

type Item struct {
	SKU string
	N   int
}

// Raw holds an interface: json.Marshal can fail on what it holds.
type Raw struct{ Value any }

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("show_order"), showOrder)
	s.AddTool(mcp.NewTool("show_raw"), showRaw)
	s.AddTool(mcp.NewTool("whoami"), whoami)
	s.AddTool(mcp.NewTool("read_config"), readConfig)
	s.AddTool(mcp.NewTool("read_part"), readPart)
}

func showOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(Order{ID: req.GetString("id", "")})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // plain data: json.Marshal cannot fail
	}
	out, err := encode([]Item{{SKU: "a", N: 1}})
	if err != nil {
		return nil, err // the helper's error branch cannot run either
	}
	return mcp.NewToolResultText(string(b) + out), nil
}

func encode(items []Item) (string, error) {
	b, err := json.MarshalIndent(items, "", "  ")
	if err != nil {
		return "", fmt.Errorf("encode: %w", err)
	}
	return string(b), nil
}

func showRaw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(Raw{Value: req.GetArguments()})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool show_raw passes the text of an error from encoding/json.Marshal to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func whoami(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	session := server.ClientSessionFromContext(ctx)
	if session == nil {
		// mcp-go runs every tool call in a session's context.
		return nil, errors.New("no active session")
	}
	return mcp.NewToolResultText(session.SessionID()), nil
}

func readConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("config.json")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool read_config passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// loadPart parses the caller's number, then reads the file: of its two
// errors, the file system's is named first, and the other counted.
func loadPart(n string) ([]byte, error) {
	i, err := strconv.Atoi(n)
	if err != nil {
		return nil, err
	}
	return os.ReadFile(fmt.Sprintf("parts/%d.json", i))
}

func readPart(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := loadPart(req.GetString("n", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool read_part passes the text of an error from os.ReadFile and 1 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}
