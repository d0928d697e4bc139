// Package anytable fills the table of package registry: the functions it
// stores into the handler field of type any are mcp-golang handlers by
// their signature, whatever registers them, and their errors reach the
// model as "handler returned an error: " + err.Error().
package anytable

import (
	"context"
	"fmt"
	"os"
	"strings"

	mcp_golang "github.com/metoro-io/mcp-golang"

	"frameworks/mcpgolang/anytable/registry"
)

type ListArgs struct {
	Dir string `json:"dir"`
}

type GrepArgs struct {
	File    string `json:"file"`
	Pattern string `json:"pattern"`
}

// Tools is the table the server registers.
func Tools() []registry.Registration {
	return []registry.Registration{
		{Name: "list", Description: "List a directory.", Handler: list},
		{Name: "grep", Description: "Grep a file.", Handler: handlerFor("grep")},
		{Name: "count", Description: "Not a handler: two arguments.", Handler: count},
	}
}

func list(args ListArgs) (*mcp_golang.ToolResponse, error) {
	entries, err := os.ReadDir(args.Dir)
	if err != nil {
		return nil, fmt.Errorf("list: %w", err) // want `interp: tool handler list returns text interpolating an error from os.ReadDir to the model`
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(fmt.Sprint(len(entries)))), nil
}

// handlerFor returns the handler as an any, as a generator of handlers
// for a table does.
func handlerFor(name string) any {
	return func(ctx context.Context, args GrepArgs) (*mcp_golang.ToolResponse, error) {
		b, err := os.ReadFile(args.File)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err) // want `interp: the tool handler \(a function literal in handlerFor\) returns text interpolating an error from os.ReadFile to the model`
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(fmt.Sprint(strings.Count(string(b), args.Pattern)))), nil
	}
}

// count takes two arguments, which RegisterTool refuses: no handler.
func count(args GrepArgs, limit int) (*mcp_golang.ToolResponse, error) {
	b, err := os.ReadFile(args.File)
	if err != nil {
		return nil, fmt.Errorf("count: %w", err)
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(fmt.Sprint(strings.Count(string(b), args.Pattern)))), nil
}

// respond takes any, into which RegisterTool decodes no arguments (they
// must be a struct): a helper of handlers, not one. No handler calls it
// here, so nothing it returns reaches the model.
func respond(v any) (*mcp_golang.ToolResponse, error) {
	path, _ := v.(string)
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("respond: %w", err)
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(string(b))), nil
}
