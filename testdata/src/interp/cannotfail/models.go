package cannotfail

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/dashboards/client"
)

// A JSON API's client returns models whose every field names its JSON
// key, decoded from its answer: encoding them again cannot fail, even
// where a field holds any JSON. A model with a field that is no JSON
// key was not only decoded: its encoding is a source still.
func showDashboards(ctx context.Context, dash client.DashboardInterface, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	d, err := dash.Get(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not get the dashboard: %v", err)), nil // want `tool show_dashboards passes text interpolating an error from \(example.com/dashboards/client.DashboardInterface\).Get`
	}
	one, err := json.Marshal(d)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not encode the dashboard: %v", err)), nil
	}
	all, err := dash.List("")
	if err != nil {
		return mcp.NewToolResultError("could not list the dashboards. Retry once."), nil
	}
	many, err := json.Marshal(all)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not encode the dashboards: %v", err)), nil
	}
	snap, err := dash.Snapshot(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError("could not read the snapshot. Retry once."), nil
	}
	raw, err := json.Marshal(snap)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not encode the snapshot: %v", err)), nil // want `tool show_dashboards passes text interpolating an error from encoding/json.Marshal`
	}
	return mcp.NewToolResultText(string(one) + string(many) + string(raw)), nil
}
