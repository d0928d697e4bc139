// Package tools registers go-sdk tools through generic code: a generic
// helper that builds a tool error result, a generic handler
// instantiated where it is registered, a handler type of the module's
// own with type parameters, a generic function and a method of a
// generic type marked as handlers.
package tools

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type PathIn struct {
	Path string `json:"path"`
}

func (p PathIn) path() string { return p.Path }

type SizeOut struct {
	Size int64 `json:"size"`
}

// errorResult builds a tool error result from any error.
func errorResult[E error, Out any](e E) (*mcp.CallToolResult, Out, error) {
	var zero Out
	r := &mcp.CallToolResult{}
	r.SetError(e)
	return r, zero, nil
}

// size is a generic handler, instantiated when it is registered.
func size[In interface{ path() string }](ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, SizeOut, error) {
	fi, err := os.Stat(in.path())
	if err != nil {
		return errorResult[error, SizeOut](err)
	}
	return nil, SizeOut{Size: fi.Size()}, nil
}

// Handler is a handler type of the module's own.
type Handler[In, Out any] func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)

func register[In, Out any](s *mcp.Server, name string, h Handler[In, Out]) {
	mcp.AddTool(s, &mcp.Tool{Name: name}, mcp.ToolHandlerFor[In, Out](h))
}

var parse Handler[PathIn, SizeOut] = func(ctx context.Context, req *mcp.CallToolRequest, in PathIn) (*mcp.CallToolResult, SizeOut, error) {
	n, err := strconv.ParseInt(in.Path, 10, 64)
	if err != nil {
		return nil, SizeOut{}, err
	}
	return nil, SizeOut{Size: n}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "size"}, size[PathIn])
	register(s, "parse", parse)
}

// Read is a generic function marked as a handler.
//
//toolerrlint:handler
func Read[T ~string](name T) (string, error) {
	b, err := os.ReadFile(string(name))
	if err != nil {
		return "", fmt.Errorf("read %s: %w", name, err)
	}
	return string(b), nil
}

// Cache is a generic type with a method marked as a handler.
type Cache[K comparable] struct{ dir string }

//toolerrlint:handler
func (c *Cache[K]) Get(key K) (string, error) {
	b, err := os.ReadFile(filepath.Join(c.dir, fmt.Sprint(key)))
	if err != nil {
		return "", err
	}
	return string(b), nil
}
