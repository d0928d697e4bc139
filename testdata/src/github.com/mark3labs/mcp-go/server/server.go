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
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// ErrSessionNotFound is returned for an unknown session ID.
var ErrSessionNotFound = errors.New("session not found")

// ToolHandlerFunc handles tool calls. The request is passed by value. An
// error it returns is sent as a JSON-RPC error (-32603), not as a tool
// result.
type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

// TaskToolHandlerFunc handles tool calls that run asynchronously as tasks.
type TaskToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CreateTaskResult, error)

// ToolHandlerMiddleware wraps a ToolHandlerFunc.
type ToolHandlerMiddleware func(ToolHandlerFunc) ToolHandlerFunc

// ToolFilterFunc filters the tools visible in a context.
type ToolFilterFunc func(ctx context.Context, tools []mcp.Tool) []mcp.Tool

// ServerTool combines a Tool with its ToolHandlerFunc.
type ServerTool struct {
	Tool    mcp.Tool
	Handler ToolHandlerFunc
}

// ServerTaskTool combines a Tool with its TaskToolHandlerFunc.
type ServerTaskTool struct {
	Tool    mcp.Tool
	Handler TaskToolHandlerFunc
}

// ServerOption configures an MCPServer.
type ServerOption func(*MCPServer)

// MCPServer is an MCP server (trimmed: the real struct has many more
// unexported fields).
type MCPServer struct {
	name, version        string
	instructions         string
	tools                map[string]ServerTool
	taskTools            map[string]ServerTaskTool
	sessionTools         map[string]map[string]ServerTool
	toolMiddlewares      []ToolHandlerMiddleware
	toolFilters          []ToolFilterFunc
	toolListChanged      bool
	toolsEnabled         bool
	logging              bool
	resourcesSubscribe   bool
	resourcesListChanged bool
	promptsListChanged   bool
	validateInput        bool
	validateOutput       bool
}

// NewMCPServer creates a server with the given name, version and options.
func NewMCPServer(
	name, version string,
	opts ...ServerOption,
) *MCPServer {
	s := &MCPServer{
		name:         name,
		version:      version,
		tools:        map[string]ServerTool{},
		taskTools:    map[string]ServerTaskTool{},
		sessionTools: map[string]map[string]ServerTool{},
	}
	for _, o := range opts {
		o(s)
	}
	return s
}

// WithToolCapabilities enables the tools capability.
func WithToolCapabilities(listChanged bool) ServerOption {
	return func(s *MCPServer) {
		s.toolsEnabled = true
		s.toolListChanged = listChanged
	}
}

// WithResourceCapabilities enables the resources capability.
func WithResourceCapabilities(subscribe, listChanged bool) ServerOption {
	return func(s *MCPServer) {
		s.resourcesSubscribe = subscribe
		s.resourcesListChanged = listChanged
	}
}

// WithPromptCapabilities enables the prompts capability.
func WithPromptCapabilities(listChanged bool) ServerOption {
	return func(s *MCPServer) { s.promptsListChanged = listChanged }
}

// WithLogging enables the logging capability.
func WithLogging() ServerOption {
	return func(s *MCPServer) { s.logging = true }
}

// WithInstructions sets the server instructions.
func WithInstructions(instructions string) ServerOption {
	return func(s *MCPServer) { s.instructions = instructions }
}

// WithToolHandlerMiddleware adds a middleware to the tool handler chain.
func WithToolHandlerMiddleware(
	toolHandlerMiddleware ToolHandlerMiddleware,
) ServerOption {
	return func(s *MCPServer) {
		s.toolMiddlewares = append(s.toolMiddlewares, toolHandlerMiddleware)
	}
}

// WithToolFilter adds a tool filter.
func WithToolFilter(
	toolFilter ToolFilterFunc,
) ServerOption {
	return func(s *MCPServer) { s.toolFilters = append(s.toolFilters, toolFilter) }
}

// WithRecovery adds a middleware that turns a panic in a tool handler into
// the error "panic recovered in <tool> tool handler: <value>" (which the
// server then sends as a JSON-RPC error, not as a tool result).
func WithRecovery() ServerOption {
	return WithToolHandlerMiddleware(func(next ToolHandlerFunc) ToolHandlerFunc {
		return func(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
			defer func() {
				if v := recover(); v != nil {
					result = nil
					err = fmt.Errorf("panic recovered in %s tool handler: %v", request.Params.Name, v)
				}
			}()
			return next(ctx, request)
		}
	})
}

// WithInputSchemaValidation enables validation of tool arguments; failures
// become error results.
func WithInputSchemaValidation() ServerOption {
	return func(s *MCPServer) { s.validateInput = true }
}

// WithOutputSchemaValidation enables validation of structured tool output.
func WithOutputSchemaValidation() ServerOption {
	return func(s *MCPServer) { s.validateOutput = true }
}

// AddTool registers a tool and its handler.
func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {
	s.AddTools(ServerTool{Tool: tool, Handler: handler})
}

// AddTaskTool registers a task tool and its handler.
func (s *MCPServer) AddTaskTool(tool mcp.Tool, handler TaskToolHandlerFunc) {
	s.AddTaskTools(ServerTaskTool{Tool: tool, Handler: handler})
}

// AddTools registers several tools.
func (s *MCPServer) AddTools(tools ...ServerTool) {
	for _, t := range tools {
		s.tools[t.Tool.Name] = t
	}
}

// AddTaskTools registers several task tools.
func (s *MCPServer) AddTaskTools(taskTools ...ServerTaskTool) {
	for _, t := range taskTools {
		s.taskTools[t.Tool.Name] = t
	}
}

// SetTools replaces all registered tools.
func (s *MCPServer) SetTools(tools ...ServerTool) {
	s.tools = map[string]ServerTool{}
	s.AddTools(tools...)
}

// DeleteTools removes the named tools.
func (s *MCPServer) DeleteTools(names ...string) {
	for _, n := range names {
		delete(s.tools, n)
		delete(s.taskTools, n)
	}
}
