// Stub of github.com/mark3labs/mcp-go@v1.2.1, package server, for
// analysistest fixtures.
//
// The exported names, signatures, struct fields, type parameters and
// receiver kinds were copied from the real module source; the bodies are
// minimal and were written for this stub. The real-module test in this
// repository guards against drift between the stub and the real module.
// Only the standard library (and this stub module's own mcp package) is
// imported; fields and types that are left out or simplified are noted where
// they occur.

package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// AddSessionTool adds a tool for one session.
func (s *MCPServer) AddSessionTool(sessionID string, tool mcp.Tool, handler ToolHandlerFunc) error {
	return s.AddSessionTools(sessionID, ServerTool{Tool: tool, Handler: handler})
}

// AddSessionTools adds tools for one session. (In the real server an
// unknown session yields ErrSessionNotFound; the stub creates the session.)
func (s *MCPServer) AddSessionTools(sessionID string, tools ...ServerTool) error {
	m := s.sessionTools[sessionID]
	if m == nil {
		m = map[string]ServerTool{}
		s.sessionTools[sessionID] = m
	}
	for _, t := range tools {
		m[t.Tool.Name] = t
	}
	return nil
}

// ClientSession is a connected client.
type ClientSession interface {
	SessionID() string
}

type sessionKey struct{}

// ClientSessionFromContext returns the session of the request being
// handled; during a tool call there always is one.
func ClientSessionFromContext(ctx context.Context) ClientSession {
	s, _ := ctx.Value(sessionKey{}).(ClientSession)
	return s
}
