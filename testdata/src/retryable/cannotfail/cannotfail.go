// Package cannotfail exports a report in one of two encodings of plain
// data: neither can fail, so the branch on the error they share cannot
// run and its words reach no model.
package cannotfail

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"sigs.k8s.io/yaml"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("export_report"), exportReport)
	s.AddTool(mcp.NewTool("list_filters"), listFilters)
	s.AddTool(mcp.NewTool("export_any"), exportAny)
}

// RegisterRows serves a table dump over db.
func RegisterRows(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("dump_table"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rows, err := db.QueryContext(ctx, "SELECT * FROM t")
		if err != nil {
			return mcp.NewToolResultError("the query failed. Transient; retry shortly."), nil
		}
		defer rows.Close()
		return dumpRows(rows), nil
	})
}

// dumpRows scans each row into as many *any as there are columns, after
// Next: the Scan cannot fail, and its branch's words reach no model.
// Columns is asked of rows its caller opened, which this function
// cannot see: that branch stays.
func dumpRows(rows *sql.Rows) *mcp.CallToolResult {
	cols, err := rows.Columns()
	if err != nil {
		return mcp.NewToolResultError("could not read the columns") // want `tool dump_table passes the error "could not read the columns" to mcp.NewToolResultError with no retry decision`
	}
	n := 0
	for rows.Next() {
		vals := make([]any, len(cols))
		dests := make([]any, len(cols))
		for i := range vals {
			dests[i] = &vals[i]
		}
		if err := rows.Scan(dests...); err != nil {
			return mcp.NewToolResultError("could not read a row")
		}
		n++
	}
	return mcp.NewToolResultText(fmt.Sprint(n))
}

// encode is a helper that fails only where the encoder fails on what it
// is given.
func encode(v any) (string, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return "", fmt.Errorf("encoding: %w", err)
	}
	return string(b), nil
}

// A map literal of string lists always encodes: the helper cannot fail
// here, and its branch's words reach no model.
func listFilters(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := encode(map[string]any{"active": req.GetStringSlice("active", nil), "all": []string{"a", "b"}})
	if err != nil {
		return mcp.NewToolResultError("could not list the filters"), nil
	}
	return mcp.NewToolResultText(out), nil
}

// version encodes itself, and refuses an empty one.
type version string

func (v version) MarshalJSON() ([]byte, error) {
	if v == "" {
		return nil, errors.New("empty version")
	}
	return []byte(`"` + string(v) + `"`), nil
}

// Given a value that encodes itself, the helper can fail.
func exportAny(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v any = version(req.GetString("version", ""))
	out, err := encode(v)
	if err != nil {
		return mcp.NewToolResultError("could not encode the data"), nil // want `tool export_any passes the error "could not encode the data" to mcp.NewToolResultError with no retry decision`
	}
	return mcp.NewToolResultText(out), nil
}

type report struct {
	Title string   `json:"title"`
	Rows  []string `json:"rows"`
}

func exportReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r := report{Title: req.GetString("title", "")}
	var out []byte
	var err error
	if req.GetString("format", "json") == "yaml" {
		out, err = yaml.Marshal(r)
	} else {
		out, err = json.MarshalIndent(r, "", "  ")
	}
	if err != nil {
		return mcp.NewToolResultError("could not encode the report"), nil
	}
	if err := os.WriteFile(req.GetString("path", "report.out"), out, 0o644); err != nil {
		return mcp.NewToolResultError("could not write the report"), nil // want `tool export_report passes the error "could not write the report" to mcp.NewToolResultError with no retry decision`
	}
	return mcp.NewToolResultText("written"), nil
}
