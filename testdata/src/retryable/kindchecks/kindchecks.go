// Package kindchecks holds tools that look a thing up and check its
// kind before they use it: a thing of another kind is found again by
// the same arguments (not transient; check them), while a thing in
// another state may change (no decision from the check).
package kindchecks

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Datasource struct {
	UID   string
	Type  string
	State string
}

type Registry struct{ byUID map[string]*Datasource }

func (r *Registry) Lookup(ctx context.Context, uid string) (*Datasource, error) {
	ds, ok := r.byUID[uid]
	if !ok {
		return nil, fmt.Errorf("no datasource %s", uid)
	}
	return ds, nil
}

func Register(s *server.MCPServer, r *Registry) {
	s.AddTool(mcp.NewTool("query_clickhouse"), r.queryClickhouse)
	s.AddTool(mcp.NewTool("query_ready"), r.queryReady)
}

func (r *Registry) queryClickhouse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	uid := req.GetString("datasource_uid", "")
	ds, err := r.Lookup(ctx, uid)
	if err != nil {
		return mcp.NewToolResultError("the datasource could not be found. Not transient; use list_datasources to find it."), nil
	}
	if ds.Type != "clickhouse" {
		return mcp.NewToolResultError(fmt.Sprintf("datasource %s is not a clickhouse datasource", uid)), nil // want `say "Not transient" \(the code shows what the call found being of another kind\)`
	}
	return mcp.NewToolResultText("rows"), nil
}

func (r *Registry) queryReady(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	uid := req.GetString("datasource_uid", "")
	ds, err := r.Lookup(ctx, uid)
	if err != nil {
		return mcp.NewToolResultError("the datasource could not be found. Not transient; use list_datasources to find it."), nil
	}
	if ds.State != "ready" {
		return mcp.NewToolResultError(fmt.Sprintf("datasource %s is not ready", uid)), nil // want `with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText("rows"), nil
}
