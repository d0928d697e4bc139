// Package generichelper builds its tool results in helpers that encode
// what they are given, the failure text in the helper itself: whether
// the helper's error branch can run is decided by each call, by the
// value it passes (a type argument, or a value boxed in an interface),
// not by the helper's parameter type.
package generichelper

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("whoami"), whoami)
	s.AddTool(mcp.NewTool("quota"), quota)
	s.AddTool(mcp.NewTool("lease"), lease)
}

// respond encodes any value into the tool's answer.
func respond[T any](v T) *mcp.CallToolResult {
	b, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultError("could not format the answer: " + err.Error())
	}
	return mcp.NewToolResultText(string(b))
}

// answer does the same for a value boxed in an interface.
func answer(v any) *mcp.CallToolResult {
	b, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultError("could not format the answer: " + err.Error())
	}
	return mcp.NewToolResultText(string(b))
}

type identity struct{ Name, Email string }

type usage struct {
	Used  int `json:"used"`
	Limit int `json:"limit"`
}

// Plain structs of strings and numbers: neither helper can fail here.
func whoami(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return respond(identity{Name: req.GetString("name", ""), Email: "a@example.com"}), nil
}

func quota(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return answer(usage{Used: req.GetInt("used", 0), Limit: 10}), nil
}

// expiry encodes itself and refuses a zero time.
type expiry struct{ at int64 }

func (e expiry) MarshalJSON() ([]byte, error) {
	if e.at == 0 {
		return nil, errors.New("no expiry")
	}
	return []byte("1"), nil
}

// A value that encodes itself can fail: the finding is at the call.
func lease(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetBool("boxed", false) {
		return answer(expiry{at: int64(req.GetInt("at", 0))}), nil // want `tool lease passes text interpolating an error from encoding/json.Marshal`
	}
	return respond(expiry{at: int64(req.GetInt("at", 0))}), nil // want `tool lease passes text interpolating an error from encoding/json.Marshal`
}
