// Package formed forms its argument errors in one helper that every
// handler returns through: the fix appends the decision there, once,
// and every finding whose text is formed there carries that same edit.
package formed

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_repo"), getRepo)
	s.AddTool(mcp.NewTool("get_owner"), getOwner)
	s.AddTool(mcp.NewTool("get_branch"), getBranch)
	s.AddTool(mcp.NewTool("get_issue"), getIssue)
	s.AddTool(mcp.NewTool("label_issue"), labelIssue)
	s.AddTool(mcp.NewTool("get_tag"), getTag)
	s.AddTool(mcp.NewTool("get_label"), getLabel)
	s.AddTool(mcp.NewTool("get_page"), getPage)
	s.AddTool(mcp.NewTool("get_limit"), getLimit)
}

// toolError forms every failure result of labelIssue from the words it
// is given. Its format has no words of its own: it forms any text, and
// is not where "the label is required" is formed.
func toolError(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf("%s", msg))
}

// labelIssue's words are written at the call of the helper: the fix
// appends to them there.
func labelIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("label", "") == "" {
		return toolError("the label is required"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText("labelled"), nil
}

// requiredID forms its text on two paths, one through requiredParam:
// the finding names the first, and its one fix decides both.
func requiredID(args map[string]any) (string, error) {
	id, err := requiredParam(args, "id")
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(id) == "" {
		return "", errors.New("id cannot be blank")
	}
	return id, nil
}

func getIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := requiredID(req.GetArguments())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(id), nil
}

// requiredParam forms the text of every argument error.
func requiredParam(args map[string]any, p string) (string, error) {
	v, ok := args[p].(string)
	if !ok || v == "" {
		return "", fmt.Errorf("missing required parameter: %s", p)
	}
	return v, nil
}

// unusedParam forms the same words but no handler calls it: it is not
// where the text is formed, and keeps its words.
func unusedParam(p string) error {
	return fmt.Errorf("missing required parameter: %s", p)
}

func getRepo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := requiredParam(req.GetArguments(), "repo")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(repo), nil
}

func getOwner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	owner, err := requiredParam(req.GetArguments(), "owner")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(owner), nil
}

// getBranch's words are its own, written where they are handed over:
// the fix appends to them there.
func getBranch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := requiredParam(req.GetArguments(), "branch"); err != nil {
		return mcp.NewToolResultError("the branch is unknown"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText("main"), nil
}

// getTag's words lead, requiredParam's end the text: the decision goes
// where those are formed, as for getRepo, and not a second time here.
func getTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tag, err := requiredParam(req.GetArguments(), "tag")
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("invalid tag: %v", err)), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(tag), nil
}

// getLabel's words follow requiredParam's: the decision the helper's
// fix appends reads before them, and is not said twice.
func getLabel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	label, err := requiredParam(req.GetArguments(), "label")
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("%v, and the label names the issue's kind", err)), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(label), nil
}

// toCount forms the words of a value that is no number; requiredCount
// wraps them, its format ending with them, and optionalCount returns
// them bare. The decision goes where the text ends, in toCount, once
// for both: not in requiredCount's format as well.
func toCount(v any) (int, error) {
	n, ok := v.(float64)
	if !ok {
		return 0, fmt.Errorf("expected a number, got %T", v)
	}
	return int(n), nil
}

func requiredCount(args map[string]any, p string) (int, error) {
	n, err := toCount(args[p])
	if err != nil {
		return 0, fmt.Errorf("parameter %s is not a valid number: %w", p, err)
	}
	return n, nil
}

func optionalCount(args map[string]any, p string) (int, error) {
	if _, ok := args[p]; !ok {
		return 0, nil
	}
	return toCount(args[p])
}

func getPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := requiredCount(req.GetArguments(), "page")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(fmt.Sprint(page)), nil
}

func getLimit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit, err := optionalCount(req.GetArguments(), "limit")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(fmt.Sprint(limit)), nil
}
