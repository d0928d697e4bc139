// Package ownproto answers MCP over stdin itself, with no framework: its
// tools are the functions kept in a map by name, which its own dispatch
// of tools/call calls.
package ownproto

import (
	"context"
	"encoding/json"
	"fmt"
)

// Handler runs one tool.
type Handler func(ctx context.Context, args map[string]any) (any, error)

// Server keeps the tools by name.
type Server struct {
	toolHandlers map[string]Handler
}

// Register adds a tool.
func (s *Server) Register(name string, h Handler) { s.toolHandlers[name] = h }

type request struct {
	Method string `json:"method"`
	Params struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	} `json:"params"`
}

// Answer answers one request.
func (s *Server) Answer(ctx context.Context, line []byte) (any, error) {
	var req request
	if err := json.Unmarshal(line, &req); err != nil {
		return nil, err
	}
	switch req.Method {
	case "tools/call":
		h, ok := s.toolHandlers[req.Params.Name]
		if !ok {
			return nil, fmt.Errorf("no tool %q", req.Params.Name)
		}
		return h(ctx, req.Params.Arguments)
	}
	return nil, fmt.Errorf("no method %q", req.Method)
}
