// Package githubclasses shows go-github's errors shown to the model.
// The API's failed answers are an *ErrorResponse holding the HTTP
// response, or a rate-limit error: the fix finds the first with
// errors.As, in a variable it declares, and branches on the status it
// holds (a 404 with the arguments the call was given to check, a
// refusal for the user, a rejected request, a failure of the API's
// own to retry once), after a branch per rate-limit error. Where a
// helper kept only the error's words (%v), or the error is a request
// builder's, which fails before any answer, there is nothing to test.
package githubclasses

import (
	"context"
	"fmt"

	"github.com/google/go-github/v89/github"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/githubclasses/repos"
)

func Register(s *server.MCPServer, c *github.Client) {
	s.AddTool(mcp.NewTool("get_repository"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, err := repos.Name(ctx, c, req.GetString("owner", ""), req.GetString("repo", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool get_repository passes text interpolating an error from \(\*github.com/google/go-github/v89/github.RepositoriesService\).Get to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(name), nil
	})
	s.AddTool(mcp.NewTool("fork_repository"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		owner, code := req.GetString("owner", ""), req.GetString("repo", "")
		_, _, err := c.Repositories.CreateFork(ctx, owner, code)
		if err != nil {
			// The names the branch would declare mean something here:
			// it declares others.
			errorResponse := "fork"
			return mcp.NewToolResultError(fmt.Sprintf("could not %s the repository: %v", errorResponse, err)), nil // want `tool fork_repository passes text interpolating an error from \(\*github.com/google/go-github/v89/github.RepositoriesService\).CreateFork to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("forked"), nil
	})
	s.AddTool(mcp.NewTool("describe_repository"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := repos.Describe(ctx, c, req.GetString("owner", ""), req.GetString("repo", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool describe_repository passes text interpolating an error from \(\*github.com/google/go-github/v89/github.RepositoriesService\).Get to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("list_findings"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := c.NewRequest(ctx, "GET", "findings", nil)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not build the request: %v", err)), nil // want `tool list_findings passes text interpolating an error from \(\*github.com/google/go-github/v89/github.Client\).NewRequest to mcp.NewToolResultError`
		}
		var out []string
		if _, err := c.Do(r, &out); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not list the findings: %v", err)), nil // want `tool list_findings passes text interpolating an error from \(\*github.com/google/go-github/v89/github.Client\).Do to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}
