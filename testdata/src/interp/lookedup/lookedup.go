// Package lookedup shows a failure's sentence after a test of the error
// for a lookup that found nothing: the branch answering that is
// elsewhere, so the sentence of the failures left blames no argument
// (get_shipment). Without such a test (get_parcel), the id may name
// nothing, and the sentence says so.
package lookedup

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_shipment", mcp.WithString("shipment_id")), getShipment)
	s.AddTool(mcp.NewTool("get_parcel", mcp.WithString("parcel_id")), getParcel)
}

// load reads the status of the row of table whose id is id.
func load(ctx context.Context, table, id string) (string, error) {
	var status string
	err := db.QueryRowContext(ctx, "SELECT status FROM "+table+" WHERE id = ?", id).Scan(&status)
	return status, err
}

func getShipment(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("shipment_id", "")
	status, err := load(ctx, "shipments", id)
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return mcp.NewToolResultError("no such shipment. Not transient; check shipment_id."), nil
		}
		return mcp.NewToolResultError(fmt.Sprintf("could not read the shipment: %v", err)), nil // want `tool get_shipment passes text interpolating an error from \(\*database/sql.Row\).Scan`
	}
	return mcp.NewToolResultText(status), nil
}

func getParcel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("parcel_id", "")
	status, err := load(ctx, "parcels", id)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not read the parcel: %v", err)), nil // want `tool get_parcel passes text interpolating an error from \(\*database/sql.Row\).Scan`
	}
	return mcp.NewToolResultText(status), nil
}
