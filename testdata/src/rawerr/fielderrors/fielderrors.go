// Package fielderrors reads the error a library keeps in a field of the
// value its chained calls return (gorm's db.Find(&rows).Error): the
// library's words, as a returned error's would be. Another field of the
// value (the rows it touched) is data.
package fielderrors

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"gorm.io/gorm"
)

type note struct{ Title string }

func Register(s *server.MCPServer, db *gorm.DB) {
	s.AddTool(mcp.NewTool("list_notes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var notes []note
		if err := db.Where("owner = ?", req.GetString("owner", "")).Find(&notes).Error; err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool list_notes passes the text of an error from gorm.io/gorm.DB.Error to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(fmt.Sprint(len(notes))), nil
	})
	s.AddTool(mcp.NewTool("count_notes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var notes []note
		res := db.Find(&notes)
		if res.RowsAffected == 0 {
			return mcp.NewToolResultError(fmt.Sprintf("no notes among %d rows; not transient, add one first", res.RowsAffected)), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(len(notes))), nil
	})
}
