// Package validatorwords checks a tool's input with ozzo-validation:
// its error lists the fields that break a rule, by name, with the
// rule's message (the module's, or the library's short default). Those
// are words about the arguments, with nothing internal in them: no
// foreign text (interp), but a text that decides no retry (retryable).
package validatorwords

import (
	"context"
	"fmt"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type createIssue struct {
	Repository string `json:"repository"`
	Title      string `json:"title"`
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_issue"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := createIssue{Repository: req.GetString("repository", ""), Title: req.GetString("title", "")}
		if err := validation.ValidateStruct(&args,
			validation.Field(&args.Repository, validation.Required.Error("must be a repository like owner/name")),
			validation.Field(&args.Title, validation.Required),
		); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("invalid request: %v", err)), nil
		}
		return mcp.NewToolResultText("created"), nil
	})
}
