// Package siblingneeds shows the lister a fix offers for the arguments
// a failed update was given: list_workspaces finds a workspace's name,
// but not the organization, which its own declaration requires, nor
// the new name, which the update sets; those the model corrects. Where
// the lister requires nothing, it finds every argument naming a target
// (rename_team's team_name and org). A call that sends values to store
// names those the other side may refuse too (update_label's color, not
// its description), after what it names and at most two of them
// (create_job's name and namespace, then its schedule and policy, not
// its image). A search names what it searches in, not what it is
// sought by (find_projects's org, not its query).
package siblingneeds

import (
	"context"
	"fmt"

	"example.com/workspaces"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, c *workspaces.Client) {
	s.AddTool(mcp.NewTool("list_workspaces", mcp.WithString("org_name", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ws, err := c.List(ctx, req.GetString("org_name", ""))
		if err != nil {
			return mcp.NewToolResultError("could not list the workspaces. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(len(ws))), nil
	})
	s.AddTool(mcp.NewTool("update_workspace", mcp.WithString("org_name", mcp.Required()), mcp.WithString("workspace_name", mcp.Required()), mcp.WithString("new_name")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		w, err := c.Update(ctx, req.GetString("org_name", ""), req.GetString("workspace_name", ""), req.GetString("new_name", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not update the workspace: %v", err)), nil // want `tool update_workspace passes text interpolating an error from \(\*example.com/workspaces.Client\).Update to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(w.Name), nil
	})
	s.AddTool(mcp.NewTool("update_label"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// A call that sends values to store may be refused for one of
		// them (a colour), not only for the name it changes; the
		// description is stored as written.
		if err := c.UpdateLabel(ctx, req.GetString("name", ""), req.GetString("color", ""), req.GetString("description", "")); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not update the label: %v", err)), nil // want `tool update_label passes text interpolating an error from \(\*example.com/workspaces.Client\).UpdateLabel to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("updated"), nil
	})
	s.AddTool(mcp.NewTool("create_job"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// The values come first in the call, the names of the job after:
		// the sentence names the job first.
		if err := c.CreateJob(ctx, req.GetString("schedule", ""), req.GetString("policy", ""), req.GetString("image", ""), req.GetString("name", ""), req.GetString("namespace", "")); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not create the job: %v", err)), nil // want `tool create_job passes text interpolating an error from \(\*example.com/workspaces.Client\).CreateJob to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("created"), nil
	})
	s.AddTool(mcp.NewTool("find_projects"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ws, err := c.FindProjects(ctx, req.GetString("org", ""), req.GetString("query", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not search the projects: %v", err)), nil // want `tool find_projects passes text interpolating an error from \(\*example.com/workspaces.Client\).FindProjects to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(fmt.Sprint(len(ws))), nil
	})
	s.AddTool(mcp.NewTool("list_teams", mcp.WithString("query")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("none"), nil
	})
	s.AddTool(mcp.NewTool("rename_team"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		w, err := c.Update(ctx, req.GetString("org", ""), req.GetString("team_name", ""), req.GetString("title", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not rename the team: %v", err)), nil // want `tool rename_team passes text interpolating an error from \(\*example.com/workspaces.Client\).Update to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(w.Name), nil
	})
}
