// Package readers serves a catalogue over mcp-go. Its handlers read the
// upstream's answer through the helpers of httpx; the helpers return
// the body they are given, so a handler putting it in an error result
// hands the upstream's text to the model.
package readers

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"traceback/readers/httpx"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("product"), product)
	s.AddTool(mcp.NewTool("stock"), stock)
	s.AddTool(mcp.NewTool("price"), price)
	s.AddTool(mcp.NewTool("reviews"), reviews)
	s.AddTool(mcp.NewTool("lines"), lines)
	s.AddTool(mcp.NewTool("echo"), echo)
	s.AddTool(mcp.NewTool("listing"), listing)
	s.AddTool(mcp.NewTool("variants"), variants)
}

func fetch(ctx context.Context, path string) (*http.Response, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://catalogue.example.com"+path, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(r)
}

// readLocal reads r in this package: the summary is the same as
// across packages.
func readLocal(r io.Reader) string {
	b, _ := io.ReadAll(r)
	return string(b)
}

func product(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := fetch(ctx, "/product")
	if err != nil {
		return mcp.NewToolResultError("the catalogue is unreachable; retry in a minute."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, _ := httpx.ReadAll(resp.Body)
		return mcp.NewToolResultError("catalogue said: " + string(body)), nil // want `tool product passes an upstream body of readers.fetch to mcp.NewToolResultError: kilobytes an outsider wrote`
	}
	return mcp.NewToolResultText("ok"), nil
}

// A helper reading through a limit: bounded, no claim about the size.
func stock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := fetch(ctx, "/stock")
	if err != nil {
		return mcp.NewToolResultError("the catalogue is unreachable; retry in a minute."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError("stock failed: " + httpx.ReadLimited(resp.Body, 512)), nil // want `tool stock passes an upstream body of readers.fetch to mcp.NewToolResultError: even cut short, text an outsider wrote`
	}
	return mcp.NewToolResultText("ok"), nil
}

// A helper given the whole response.
func price(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := fetch(ctx, "/price")
	if err != nil {
		return mcp.NewToolResultError("the catalogue is unreachable; retry in a minute."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError(fmt.Sprintf("price failed (%d): %s", resp.StatusCode, httpx.ErrorBody(resp))), nil // want `tool price passes an upstream body of readers.fetch to mcp.NewToolResultError: kilobytes an outsider wrote`
	}
	return mcp.NewToolResultText("ok"), nil
}

// A helper of this package.
func reviews(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := fetch(ctx, "/reviews")
	if err != nil {
		return mcp.NewToolResultError("the catalogue is unreachable; retry in a minute."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError("reviews failed: " + readLocal(resp.Body)), nil // want `tool reviews passes an upstream body of readers.fetch to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("ok"), nil
}

// The helper returns a count, not the body: nothing to report.
func lines(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := fetch(ctx, "/lines")
	if err != nil {
		return mcp.NewToolResultError("the catalogue is unreachable; retry in a minute."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError(fmt.Sprintf("the catalogue failed with %d lines of output; retry later.", httpx.Lines(resp.Body))), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// The reader is the tool's own input, not an upstream body.
func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := httpx.ReadLimited(strings.NewReader("no such product"), 64)
	return mcp.NewToolResultError("lookup failed: " + text), nil
}

// On success a fetching tool shows what the upstream returned.
func listing(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := fetch(ctx, "/listing")
	if err != nil {
		return mcp.NewToolResultError("the catalogue is unreachable; retry in a minute."), nil
	}
	defer resp.Body.Close()
	body, err := httpx.ReadAll(resp.Body)
	if err != nil {
		return mcp.NewToolResultError("reading the listing failed; retry."), nil
	}
	return mcp.NewToolResultText(string(body)), nil
}

// The response lives in a variable the deferred closure shares.
func variants(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := fetch(ctx, "/variants")
	if err != nil {
		return mcp.NewToolResultError("the catalogue is unreachable; retry in a minute."), nil
	}
	defer func() { _ = resp.Body.Close() }()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError("variants failed: " + httpx.ErrorBody(resp)), nil // want `tool variants passes an upstream body of readers.fetch to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("ok"), nil
}
