// Package sqlrows reads query results with database/sql. Some calls on
// rows fail only by the rows' state: Columns and ColumnTypes right after
// a successful query (they fail on closed rows), a Scan after Next into
// as many *any as there are columns (every value converts into one).
// Their error branches cannot run; the driver's errors come through the
// query, Next and Err, and a Scan into a typed destination can fail.
package sqlrows

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store struct{ db *sql.DB }

func Register(s *server.MCPServer, db *sql.DB) {
	st := &store{db: db}
	s.AddTool(mcp.NewTool("select"), st.selectRows)
	s.AddTool(mcp.NewTool("names"), st.names)
	s.AddTool(mcp.NewTool("late_columns"), st.lateColumns)
	s.AddTool(mcp.NewTool("pairs"), st.pairs)
	s.AddTool(mcp.NewTool("table"), st.table)
	s.AddTool(mcp.NewTool("second_set"), st.secondSet)
}

// header asks rows it was given for their columns: whether that can
// fail is decided by each call, by the rows it passes.
func header(rows *sql.Rows) *mcp.CallToolResult {
	cols, err := rows.Columns()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("reading the columns: %v", err))
	}
	return mcp.NewToolResultText(strings.Join(cols, ","))
}

// table hands the helper rows just opened: Columns cannot fail there.
func (s *store) table(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT * FROM people")
	if err != nil {
		return mcp.NewToolResultError("the query failed. Transient; retry shortly."), nil
	}
	defer rows.Close()
	return header(rows), nil
}

// secondSet moves to the next result set first, which may close the
// rows: the helper's Columns can fail.
func (s *store) secondSet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT 1; SELECT * FROM people")
	if err != nil {
		return mcp.NewToolResultError("the query failed. Transient; retry shortly."), nil
	}
	defer rows.Close()
	rows.NextResultSet()
	return header(rows), nil // want `tool second_set passes text interpolating an error from \(\*database/sql.Rows\).Columns`
}

func (s *store) selectRows(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := s.db.QueryContext(ctx, req.GetString("query", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("query failed: %v", err)), nil // want `tool select passes text interpolating an error from \(\*database/sql.DB\).QueryContext`
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("reading the columns: %v", err)), nil
	}
	kinds, err := rows.ColumnTypes()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("reading the column types: %v", err)), nil
	}
	var out strings.Builder
	for rows.Next() {
		vals := make([]any, len(cols))
		dests := make([]any, len(cols))
		for i := range vals {
			dests[i] = &vals[i]
		}
		if err := rows.Scan(dests...); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("reading a row: %v", err)), nil
		}
		fmt.Fprintln(&out, vals...)
	}
	if err := rows.Err(); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("reading the rows: %v", err)), nil // want `tool select passes text interpolating an error from \(\*database/sql.Rows\).Err`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(kinds)) + out.String()), nil
}

// names scans into a string, which a NULL or a blob may not convert to.
func (s *store) names(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT name FROM people")
	if err != nil {
		return mcp.NewToolResultError("the query failed. Transient; retry shortly."), nil
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("reading a name: %v", err)), nil // want `tool names passes text interpolating an error from \(\*database/sql.Rows\).Scan`
		}
		names = append(names, name)
	}
	return mcp.NewToolResultText(strings.Join(names, ",")), nil
}

// lateColumns asks for the columns after the loop, when Next may have
// closed the rows.
func (s *store) lateColumns(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT * FROM people")
	if err != nil {
		return mcp.NewToolResultError("the query failed. Transient; retry shortly."), nil
	}
	n := 0
	for rows.Next() {
		n++
	}
	cols, err := rows.Columns()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("reading the columns: %v", err)), nil // want `tool late_columns passes text interpolating an error from \(\*database/sql.Rows\).Columns`
	}
	return mcp.NewToolResultText(fmt.Sprint(n, cols)), nil
}

// pairs scans every row into two *any whatever the column count.
func (s *store) pairs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := s.db.QueryContext(ctx, req.GetString("query", ""))
	if err != nil {
		return mcp.NewToolResultError("the query failed. Not transient; fix the query."), nil
	}
	defer rows.Close()
	var out strings.Builder
	for rows.Next() {
		var k, v any
		dests := make([]any, 2)
		dests[0], dests[1] = &k, &v
		if err := rows.Scan(dests...); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("reading a pair: %v", err)), nil // want `tool pairs passes text interpolating an error from \(\*database/sql.Rows\).Scan`
		}
		fmt.Fprintln(&out, k, v)
	}
	return mcp.NewToolResultText(out.String()), nil
}
