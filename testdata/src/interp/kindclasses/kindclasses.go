// Package kindclasses shows the errors of a library no table knows,
// whose one error type holds a kind of its own type: the fix finds the
// error with errors.As and switches on the kinds whose names say what
// they are (a refusal by policy for the user, a bad command to correct,
// a timeout to retry once), and what no kind decides gets the bounded
// sentence. A package of two such types has no classes.
package kindclasses

import (
	"context"
	"fmt"
	"html/template"
	"log"
	"strings"

	"example.com/shellrun"
	"example.com/twokinds"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var page = template.Must(template.New("page").Parse("<h1>{{.}}</h1>"))

func Register(s *server.MCPServer, r *shellrun.Runner) {
	s.AddTool(mcp.NewTool("run_command"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := r.Run(ctx, req.GetString("command", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not run the command: %v", err)), nil // want `tool run_command passes text interpolating an error from \(\*example.com/shellrun.Runner\).Run to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("run_logged"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := r.Run(ctx, req.GetString("command", ""))
		if err != nil {
			// The text is formed once, logged, then shown: each kind's
			// branch assigns its sentence after the text is formed.
			msg := fmt.Sprintf("could not run the command: %v", err)
			log.Printf("run_logged: %s", msg)
			return mcp.NewToolResultError(msg), nil // want `tool run_logged passes text interpolating an error from \(\*example.com/shellrun.Runner\).Run to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("render_page"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// html/template's *Error holds an ErrorCode of its own, of the
		// template it was given: the standard library's kinds are no
		// class.
		var b strings.Builder
		if err := page.Execute(&b, req.GetString("title", "")); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not render the page: %v", err)), nil // want `tool render_page passes text interpolating an error from \(\*html/template.Template\).Execute to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(b.String()), nil
	})
	s.AddTool(mcp.NewTool("fetch_value"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := twokinds.Fetch(ctx, req.GetString("key", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not fetch the value: %v", err)), nil // want `tool fetch_value passes text interpolating an error from example.com/twokinds.Fetch to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(v), nil
	})
}
