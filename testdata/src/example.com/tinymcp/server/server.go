// Package server registers tool handlers of the tinymcp framework.
package server

import (
	"context"

	"example.com/tinymcp/protocol"
)

type Server struct{}

type Handler func(ctx context.Context, args map[string]any) (*protocol.CallToolResponse, error)

func (s *Server) AddTool(name string, h Handler) {}
