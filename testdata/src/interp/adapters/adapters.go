// Package adapters registers its handlers through an adapter layer of
// its own: typed handlers are turned into mcp-go handlers by a function
// that calls them by reflection (ConvertTool) or directly (Wrap), and
// shows their errors to the model as IsError text.
package adapters

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"reflect"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool pairs a tool with its handler.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// ConvertTool turns a typed handler into an mcp-go handler, calling it
// by reflection.
func ConvertTool[T, R any](name, desc string, h func(context.Context, T) (R, error)) (mcp.Tool, server.ToolHandlerFunc) {
	hv := reflect.ValueOf(h)
	return mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args T
		out := hv.Call([]reflect.Value{reflect.ValueOf(ctx), reflect.ValueOf(args)})
		if e, _ := out[1].Interface().(error); e != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: e.Error()}}}, nil
		}
		b, _ := json.Marshal(out[0].Interface())
		return mcp.NewToolResultText(string(b)), nil
	}
}

// MustTool is ConvertTool for tables of tools.
func MustTool[T, R any](name, desc string, h func(context.Context, T) (R, error)) Tool {
	t, handler := ConvertTool(name, desc, h)
	return Tool{Tool: t, Handler: handler}
}

// Wrap calls a plain handler directly.
func Wrap(h func(ctx context.Context, q string) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := h(ctx, req.GetString("q", ""))
		if err != nil {
			return mcp.NewToolResultError("search failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	}
}

type QueryArgs struct {
	URL string `json:"url"`
}

func query(ctx context.Context, args QueryArgs) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, args.URL, nil)
	if err != nil {
		return "", errors.New("the url is not valid. Not transient; pass an absolute http(s) URL.")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", fmt.Errorf("query: %w", err) // want `tool query puts text interpolating an error from \(\*net/http.Client\).Do in mcp.TextContent.Text through adapters.MustTool`
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// fetchStatus is a helper of the handlers: its error reaches the model
// as the handler returns it.
func fetchStatus(ctx context.Context, url string) (string, error) {
	resp, err := http.Get(url)
	if err != nil {
		return "", fmt.Errorf("fetch %s: %w", url, err)
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func careful(ctx context.Context, args QueryArgs) (string, error) {
	if _, err := http.Get(args.URL); err != nil {
		log.Printf("careful: %v", err)
		return "", errors.New("the upstream is unreachable. Transient; retrying may succeed.")
	}
	return "ok", nil
}

func search(ctx context.Context, q string) (string, error) {
	resp, err := http.Get("https://search.example/?q=" + q)
	if err != nil {
		return "", fmt.Errorf("search %q: %w", q, err)
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// Register registers the tools.
func Register(s *server.MCPServer) {
	tools := []Tool{
		MustTool("query", "Query a URL.", query),
		MustTool("careful", "Query carefully.", careful),
		MustTool("status", "Fetch a URL's status.", func(ctx context.Context, args QueryArgs) (string, error) {
			if args.URL == "" {
				return "", errors.New("url is required. Not transient; call again with url set.")
			}
			status, err := fetchStatus(ctx, args.URL)
			if err != nil {
				return "", fmt.Errorf("status of %s: %v", args.URL, err) // want `tool status puts text interpolating an error from net/http.Get in mcp.TextContent.Text through adapters.MustTool`
			}
			return status, nil
		}),
	}
	for _, t := range tools {
		s.AddTool(t.Tool, t.Handler)
	}
	s.AddTool(mcp.NewTool("search"), Wrap(search)) // want `tool search passes text interpolating an error from net/http.Get to mcp.NewToolResultError through adapters.Wrap`
}
