// Package cutbodies proxies a pricing service over mcp-go. Some error
// paths hand the model a body the code cuts short first; the message
// then makes no claim about its size.
package cutbodies

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const base = "https://prices.example.com"

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("quote"), quote)
	s.AddTool(mcp.NewTool("history"), history)
	s.AddTool(mcp.NewTool("currencies"), currencies)
	s.AddTool(mcp.NewTool("rates"), rates)
	s.AddTool(mcp.NewTool("export"), export)
	s.AddTool(mcp.NewTool("lint_sheet"), lintSheet)
	s.AddTool(mcp.NewTool("stream_ticks"), streamTicks)
}

func get(ctx context.Context, path string) (*http.Response, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, base+path, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(r)
}

// A limited reader keeps at most a kilobyte of the body.
func quote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := get(ctx, "/quote")
	if err != nil {
		return mcp.NewToolResultError("the pricing service is unreachable. Transient; retry in a minute."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
		return mcp.NewToolResultError(fmt.Sprintf("pricing said %d: %s", resp.StatusCode, msg)), nil // want `tool quote passes an upstream body of cutbodies.get to mcp.NewToolResultError: even cut short, text an outsider wrote`
	}
	return mcp.NewToolResultText("ok"), nil
}

// A slice keeps the first 200 bytes of a longer body.
func history(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := get(ctx, "/history")
	if err != nil {
		return mcp.NewToolResultError("the pricing service is unreachable. Transient; retry in a minute."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		raw, _ := io.ReadAll(resp.Body)
		if len(raw) > 200 {
			raw = raw[:200]
		}
		return mcp.NewToolResultError("history failed: " + string(raw)), nil // want `tool history passes an upstream body of cutbodies.get to mcp.NewToolResultError: even cut short`
	}
	return mcp.NewToolResultText("ok"), nil
}

// shortenBody keeps at most n bytes of s, which is all it returns.
func shortenBody(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// A helper named for truncating cuts the text on every path.
func currencies(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := get(ctx, "/currencies")
	if err != nil {
		return mcp.NewToolResultError("the pricing service is unreachable. Transient; retry in a minute."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		raw, _ := io.ReadAll(resp.Body)
		return mcp.NewToolResultError("currencies failed: " + shortenBody(string(raw), 300)), nil // want `tool currencies passes an upstream body of cutbodies.get to mcp.NewToolResultError: even cut short`
	}
	return mcp.NewToolResultText("ok"), nil
}

// The whole body, read without a limit, can be a page of HTML.
func rates(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := get(ctx, "/rates")
	if err != nil {
		return mcp.NewToolResultError("the pricing service is unreachable. Transient; retry in a minute."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		raw, _ := io.ReadAll(resp.Body)
		return mcp.NewToolResultError(fmt.Sprintf("rates failed (%s): %s", resp.Status, raw)), nil // want `tool rates passes an upstream body of cutbodies.get to mcp.NewToolResultError: kilobytes an outsider wrote`
	}
	return mcp.NewToolResultText("ok"), nil
}

// One part cut, one part whole: the whole one can still be large.
func export(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := get(ctx, "/export")
	if err != nil {
		return mcp.NewToolResultError("the pricing service is unreachable. Transient; retry in a minute."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		raw, _ := io.ReadAll(resp.Body)
		return mcp.NewToolResultError(fmt.Sprintf("export failed: %s (first bytes %q)", raw, raw[:16])), nil // want `tool export passes an upstream body of cutbodies.get to mcp.NewToolResultError: kilobytes an outsider wrote`
	}
	return mcp.NewToolResultText("ok"), nil
}

// A command's output cut to its first line's worth.
func lintSheet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "sheetlint", req.GetString("path", "")).CombinedOutput()
	if err != nil {
		if len(out) > 120 {
			out = out[:120]
		}
		return mcp.NewToolResultError("the linter failed: " + string(out[:min(len(out), 120)])), nil // want `tool lint_sheet passes a command's output from \(\*os/exec.Cmd\).CombinedOutput to mcp.NewToolResultError: even cut short, the command's own words`
	}
	return mcp.NewToolResultText(string(out)), nil
}

// A scanner over a limited reader reads at most the limit.
func streamTicks(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := get(ctx, "/ticks")
	if err != nil {
		return mcp.NewToolResultError("the pricing service is unreachable. Transient; retry in a minute."), nil
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(io.LimitReader(resp.Body, 64<<10))
	for sc.Scan() {
		if line := sc.Text(); len(line) > 0 && line[0] == '!' {
			return mcp.NewToolResultError("the stream broke off: " + line), nil // want `tool stream_ticks passes an upstream body of cutbodies.get to mcp.NewToolResultError: even cut short`
		}
	}
	return mcp.NewToolResultText("ok"), nil
}
