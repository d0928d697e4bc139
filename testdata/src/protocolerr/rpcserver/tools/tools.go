// Package tools implements the tools of a server written without an MCP
// framework: each is a value of the module's Tool interface, and the
// server (package server) runs it for a tools/call request.
package tools

import (
	"fmt"
	"io"
	"net/http"
)

type Tool interface {
	Name() string
	Description() string
	Execute(args map[string]any) (string, error)
}

type Fetch struct{ c *http.Client }

func (Fetch) Name() string        { return "fetch_page" }
func (Fetch) Description() string { return "Fetches a page." }

func (f Fetch) Execute(args map[string]any) (string, error) {
	url, _ := args["url"].(string)
	if url == "" {
		return "", fmt.Errorf("url is required. Not transient; call again with url set") // @required
	}
	resp, err := f.c.Get(url)
	if err != nil {
		return "", fmt.Errorf("request failed: %w", err) // @wrapped
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err // @raw
	}
	return string(b), nil
}

type Echo struct{}

func (Echo) Name() string        { return "echo" }
func (Echo) Description() string { return "Echoes its text." }

func (Echo) Execute(args map[string]any) (string, error) {
	text, _ := args["text"].(string)
	return text, nil
}

// All returns every tool, by name.
func All(c *http.Client) map[string]Tool {
	out := map[string]Tool{}
	for _, t := range []Tool{Fetch{c}, Echo{}} {
		out[t.Name()] = t
	}
	return out
}
