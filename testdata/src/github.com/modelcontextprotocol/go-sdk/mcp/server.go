// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0, package mcp, for
// analysistest fixtures.
//
// The exported names, signatures, struct fields, type parameters and
// receiver kinds were copied from the real module source; the bodies are
// minimal and were written for this stub. The real-module test in this
// repository guards against drift between the stub and the real module.
// Only the standard library (and this stub module's own jsonrpc package) is
// imported; fields and types that are left out or simplified are noted where
// they occur.

package mcp

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// A Server is an instance of an MCP server.
type Server struct {
	impl  *Implementation
	opts  ServerOptions
	tools map[string]*serverTool
}

// serverTool is a tool bound to its handler.
type serverTool struct {
	tool    *Tool
	handler ToolHandler
}

// ServerOptions configures a Server. Trimmed: the real struct has many more
// fields (handlers, capabilities, schema cache, ...).
type ServerOptions struct {
	Instructions string
	Logger       *slog.Logger
	PageSize     int
	KeepAlive    time.Duration
}

// NewServer creates a new MCP server. impl must not be nil.
func NewServer(impl *Implementation, options *ServerOptions) *Server {
	if impl == nil {
		panic("nil Implementation")
	}
	s := &Server{impl: impl, tools: map[string]*serverTool{}}
	if options != nil {
		s.opts = *options
	}
	return s
}

// AddTool adds a tool and its low-level handler to the server, replacing
// any tool with the same name. Errors returned by h are protocol errors.
func (s *Server) AddTool(t *Tool, h ToolHandler) {
	s.tools[t.Name] = &serverTool{tool: t, handler: h}
}

// AddTool adds a tool with a typed handler to the server.
//
// The stub keeps the error semantics of the real SDK: if h returns a non-nil
// error, the result and output it returned are dropped; an error whose
// dynamic type is *jsonrpc.Error (a plain type assertion, not errors.As)
// becomes a protocol error, and any other error becomes a fresh result on
// which SetError(err) was called.
func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {
	s.AddTool(t, func(ctx context.Context, req *CallToolRequest) (*CallToolResult, error) {
		var in In
		if req.Params != nil && len(req.Params.Arguments) > 0 {
			if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
				var bad CallToolResult
				bad.SetError(err)
				return &bad, nil
			}
		}
		res, out, err := h(ctx, req, in)
		if err != nil {
			if werr, ok := err.(*jsonrpc.Error); ok {
				return nil, werr
			}
			var errRes CallToolResult
			errRes.SetError(err)
			return &errRes, nil
		}
		if res == nil {
			res = &CallToolResult{}
		}
		res.StructuredContent = out
		if res.Content == nil {
			b, merr := json.Marshal(out)
			if merr != nil {
				return nil, merr
			}
			res.Content = []Content{&TextContent{Text: string(b)}}
		}
		return res, nil
	})
}

// RemoveTools removes the tools with the given names.
func (s *Server) RemoveTools(names ...string) {
	for _, n := range names {
		delete(s.tools, n)
	}
}

// ServerSessionState is the state of a session (trimmed to nothing).
type ServerSessionState struct{}

// ServerSessionOptions configures a server session.
type ServerSessionOptions struct {
	State *ServerSessionState
}

// A ServerSession is a logical connection from a single MCP client.
type ServerSession struct {
	conn Connection
}

// ID returns the session ID.
func (ss *ServerSession) ID() string {
	if ss == nil || ss.conn == nil {
		return ""
	}
	return ss.conn.SessionID()
}

func (*ServerSession) isSession() {}

// Close closes the session.
func (ss *ServerSession) Close() error { return ss.conn.Close() }

// Wait waits for the session to end (stub: returns immediately).
func (ss *ServerSession) Wait() error { return nil }

// Connect connects the server over the given transport.
func (s *Server) Connect(ctx context.Context, t Transport, opts *ServerSessionOptions) (*ServerSession, error) {
	conn, err := t.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &ServerSession{conn: conn}, nil
}

// Run connects over t and serves a single session until it ends.
func (s *Server) Run(ctx context.Context, t Transport) error {
	ss, err := s.Connect(ctx, t, nil)
	if err != nil {
		return err
	}
	return ss.Wait()
}
