// Package passedargs shows failures in module functions that handlers
// call with the tool's arguments: the fix's one sentence names the
// arguments the handlers pass, read back through the helper's
// parameters; a helper given different arguments by two handlers, or
// values of its own by code that serves no tool, names none.
package passedargs

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"example.com/graph"
	"github.com/google/jsonschema-go/jsonschema"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// argument reads a declared argument of the arguments map, the way a
// module's accessor does.
func argument(args map[string]any, name string) (string, error) {
	v, ok := args[name].(string)
	if !ok {
		return "", fmt.Errorf("missing required parameter: %s", name)
	}
	return v, nil
}

func Register(s *server.MCPServer, c *graph.Client) {
	s.AddTool(mcp.NewTool("project_status", mcp.WithString("owner"), mcp.WithNumber("project_number")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		owner := req.GetString("owner", "")
		number := req.GetInt("project_number", 0)
		return projectStatus(ctx, c, owner, number), nil
	})
	s.AddTool(mcp.NewTool("reply", mcp.WithString("comment_id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return reply(ctx, c, req.GetArguments()), nil
	})
	s.AddTool(mcp.NewTool("project_title", mcp.WithString("owner"), mcp.WithNumber("project_number")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return projectTitle(ctx, c, req.GetString("owner", ""), req.GetInt("project_number", 0)), nil
	})
	s.AddTool(mcp.NewTool("team_members"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		slug, err := argument(req.GetArguments(), "team_id")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if err := c.Query(ctx, nil, map[string]any{"slug": slug}); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to list the members: %v", err)), nil // want `tool team_members passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("members"), nil
	})
	s.AddTool(mcp.NewTool("discussion", mcp.WithString("owner"), mcp.WithNumber("discussionNumber")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var params struct {
			Owner            string
			DiscussionNumber int32
		}
		raw, _ := json.Marshal(req.GetArguments())
		if err := json.Unmarshal(raw, &params); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not read the arguments: %v", err)), nil // want `tool discussion passes text interpolating an error from encoding/json.Unmarshal to mcp.NewToolResultError`
		}
		vars := map[string]any{"owner": graph.ID(params.Owner), "number": params.DiscussionNumber}
		if err := c.Query(ctx, nil, vars); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not read the discussion: %v", err)), nil // want `tool discussion passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("discussion"), nil
	})
	s.AddTool(mcp.NewTool("create_field", mcp.WithString("field_name")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		input := fieldInput{Name: req.GetString("field_name", ""), DataType: "ITERATION"}
		if err := c.Mutate(ctx, nil, input, nil); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to create the field: %v", err)), nil // want `tool create_field passes text interpolating an error from \(\*example.com/graph.Client\).Mutate to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("created"), nil
	})
	s.AddTool(mcp.NewTool("team_of_owner", mcp.WithString("owner"), mcp.WithString("team_slug")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return lookup(ctx, c, req.GetString("owner", "")), nil
	})
	s.AddTool(mcp.NewTool("team_by_slug", mcp.WithString("owner"), mcp.WithString("team_slug")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return lookup(ctx, c, req.GetString("team_slug", "")), nil
	})
}

// fieldInput is a mutation's input, passed by value.
type fieldInput struct {
	Name     string
	DataType string
}

// teamSchema declares team_members's input as a JSON schema: its
// properties are the tool's arguments.
func teamSchema() *jsonschema.Schema {
	return &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"team_id": {Type: "string"}},
	}
}

// projectStatus is given the owner and the project number the handler
// read.
func projectStatus(ctx context.Context, c *graph.Client, owner string, number int) *mcp.CallToolResult {
	vars := map[string]any{"owner": owner, "number": number}
	if err := c.Query(ctx, nil, vars); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to resolve the project: %v", err)) // want `tool project_status passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("on track")
}

// requiredCommentID reads the comment's id, and refuses a blank one.
func requiredCommentID(args map[string]any) (string, error) {
	id, err := argument(args, "comment_id")
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(id) == "" {
		return "", fmt.Errorf("comment_id cannot be blank")
	}
	return id, nil
}

// reply is given the arguments whole, and reads the one it needs
// through an accessor of its own.
func reply(ctx context.Context, c *graph.Client, args map[string]any) *mcp.CallToolResult {
	id, err := requiredCommentID(args)
	if err != nil {
		return mcp.NewToolResultError(err.Error())
	}
	if err := c.Query(ctx, nil, map[string]any{"id": graph.ID(id)}); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to validate the comment: %v", err)) // want `tool reply passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("replied")
}

// lookup is given the owner by one handler and the team's slug by the
// other: its parameter stands for neither.
func lookup(ctx context.Context, c *graph.Client, login string) *mcp.CallToolResult {
	if err := c.Query(ctx, nil, map[string]any{"login": login}); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to look up: %v", err)) // want `passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("found")
}

// projectTitle is called by a handler, and at start-up with values of
// its own (Warm): its parameters are not always the model's.
func projectTitle(ctx context.Context, c *graph.Client, owner string, number int) *mcp.CallToolResult {
	if err := c.Query(ctx, nil, map[string]any{"owner": owner, "number": number}); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to read the title: %v", err)) // want `passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("title")
}

// Warm reads a title at start-up.
func Warm(ctx context.Context, c *graph.Client) {
	_ = projectTitle(ctx, c, "octo", 1)
}
