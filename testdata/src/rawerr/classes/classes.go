// Package classes shows errors whose class settles the retry question:
// the fix tells each class apart with errors.Is before the bounded
// sentence. An error that may come from functions of different classes
// (a file and a query), or from one of no class as well (a decoder),
// gets the bounded sentence alone: a file that does not exist may be
// another file than the one the tool is about.
package classes

import (
	"context"
	"database/sql"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("get_order"), getOrder(db))
	s.AddTool(mcp.NewTool("load_settings"), loadSettings)
	s.AddTool(mcp.NewTool("import_order"), importOrder(db))
}

// getOrder's query finds no row for an order that does not exist.
func getOrder(db *sql.DB) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var status string
		err := db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = ?", req.GetString("id", "")).Scan(&status)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool get_order passes the text of an error from \(\*database/sql.Row\).Scan to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(status), nil
	}
}

// load fails reading the file or decoding it: two classes of failure.
func load(name string) (map[string]any, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	return m, nil
}

func loadSettings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	m, err := load("/etc/board/settings.json")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool load_settings passes the text of an error from os.ReadFile and 1 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(m["name"].(string)), nil
}

// importOrder reads an order's file, then looks its customer up: a file
// that does not exist and a row that does not exist are two classes.
func importOrder(db *sql.DB) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := os.ReadFile("/var/orders/" + req.GetString("file", ""))
		if err == nil {
			var name string
			err = db.QueryRowContext(ctx, "SELECT name FROM customers WHERE id = ?", string(b)).Scan(&name)
		}
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool import_order passes the text of an error from os.ReadFile and 1 more to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("imported"), nil
	}
}
