// Package argwords shows helpers that say something of their own on one
// path and pass a library's error on on another. Where their own words
// only say that an argument the call was given is wrong ("team slug is
// required"), the fix's one sentence loses nothing: it asks the model
// to correct that argument before its one retry. Where they say
// something else (a setting of the operator's that is not set, an
// argument the sentence does not name), the text is left to a human.
package argwords

import (
	"context"
	"errors"
	"fmt"
	"os"

	"example.com/graph"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, c *graph.Client) {
	s.AddTool(mcp.NewTool("get_team", mcp.WithString("team_slug")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		team, err := getTeam(ctx, c, req.GetString("team_slug", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to get the team: %v", err)), nil // want `tool get_team passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(team), nil
	})
	s.AddTool(mcp.NewTool("team_repos", mcp.WithString("team_slug")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		repos, err := teamRepos(ctx, c, req.GetString("team_slug", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to list the repositories: %v", err)), nil // want `tool team_repos passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(repos), nil
	})
	s.AddTool(mcp.NewTool("team_owner", mcp.WithString("team_slug")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		owner, err := teamOwner(ctx, c, req.GetString("team_slug", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to find the owner: %v", err)), nil // want `tool team_owner passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(owner), nil
	})
	s.AddTool(mcp.NewTool("team_profile", mcp.WithString("team_slug")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		profile, err := teamProfile(ctx, c, req.GetString("team_slug", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to get the profile: %v", err)), nil // want `tool team_profile passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(profile), nil
	})
}

// teamProfile says, on one path, that the API answered with an empty
// profile: an empty answer too.
func teamProfile(ctx context.Context, c *graph.Client, slug string) (string, error) {
	var profile []byte
	if err := c.Query(ctx, profile, map[string]any{"slug": slug}); err != nil {
		return "", err
	}
	if len(profile) == 0 {
		return "", errors.New("the graph API returned an empty profile")
	}
	return string(profile), nil
}

// getTeam refuses an empty slug in words of its own, which name the
// argument.
func getTeam(ctx context.Context, c *graph.Client, slug string) (string, error) {
	if slug == "" {
		return "", errors.New("team slug is required")
	}
	if err := c.Query(ctx, nil, map[string]any{"slug": slug}); err != nil {
		return "", fmt.Errorf("query team: %w", err)
	}
	return slug, nil
}

// teamRepos says, on one path, that a setting of the operator's is not
// set: no argument the model corrects changes that.
func teamRepos(ctx context.Context, c *graph.Client, slug string) (string, error) {
	if os.Getenv("GRAPH_TOKEN") == "" {
		return "", errors.New("GRAPH_TOKEN is not set")
	}
	if err := c.Query(ctx, nil, map[string]any{"slug": slug}); err != nil {
		return "", fmt.Errorf("query repositories: %w", err)
	}
	return "repos", nil
}

// teamOwner says, on one path, that the team has no owner: an empty
// answer, which no retry changes.
func teamOwner(ctx context.Context, c *graph.Client, slug string) (string, error) {
	var owners []string
	if err := c.Query(ctx, owners, map[string]any{"slug": slug}); err != nil {
		return "", fmt.Errorf("query owners: %w", err)
	}
	if len(owners) == 0 {
		return "", errors.New("the team has no owners")
	}
	return owners[0], nil
}

func RegisterLeads(s *server.MCPServer, c *graph.Client) {
	s.AddTool(mcp.NewTool("team_lead", mcp.WithString("owner"), mcp.WithString("lead_owner")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		lead, err := teamLead(ctx, c, req.GetString("owner", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to find the lead: %v", err)), nil // want `tool team_lead passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(lead), nil
	})
}

// teamLead's own words name an argument the failing call is not given
// ("lead_owner" is not "owner"): the sentence would name the wrong one,
// so the text is left to a human.
func teamLead(ctx context.Context, c *graph.Client, owner string) (string, error) {
	if os.Getenv("LEAD_MODE") == "" {
		return "", errors.New("team_lead requires either lead_owner or a lead mode")
	}
	if err := c.Query(ctx, nil, map[string]any{"owner": owner}); err != nil {
		return "", fmt.Errorf("query lead: %w", err)
	}
	return owner, nil
}
