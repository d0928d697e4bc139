// Package stacks serves reporting tools over mcp-go. Some handlers hand
// stack traces to the model; the others log them.
package stacks

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"runtime"
	"runtime/debug"
	"text/template"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	pkgerrors "github.com/pkg/errors"
)

// Reports renders and exports reports from a database.
type Reports struct {
	db        *sql.DB
	templates map[string]*template.Template
}

// Register adds the reporting tools to s.
func Register(s *server.MCPServer, r *Reports) {
	s.AddTool(mcp.NewTool("render_report", mcp.WithString("name", mcp.Required())), r.renderReport)
	s.AddTool(mcp.NewTool("export_report", mcp.WithString("name", mcp.Required())), r.exportReport)
	s.AddTool(mcp.NewTool("report_status", mcp.WithString("name", mcp.Required()), mcp.WithBoolean("verbose")), r.reportStatus)
	s.AddTool(mcp.NewTool("schedule_report", mcp.WithString("name", mcp.Required())), r.scheduleReport)
	s.AddTool(mcp.NewTool("archive_report", mcp.WithString("name", mcp.Required())), r.archiveReport)
}

func (r *Reports) renderReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError("the name argument is required. Not transient; pass the report's name."), nil
	}
	tmpl, ok := r.templates[name]
	if !ok {
		return mcp.NewToolResultErrorf("no report template %q\n%s", name, debug.Stack()), nil // want `tool render_report passes a stack trace from runtime/debug.Stack to mcp.NewToolResultErrorf: hundreds of tokens of internals the model cannot act on; log it, return the module's sentence`
	}
	var out bytesWriter
	if err := tmpl.Execute(&out, nil); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("rendering %s failed: %v\n%s", name, err, debug.Stack())), nil // want `tool render_report passes a stack trace from runtime/debug.Stack to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(out)), nil
}

type bytesWriter []byte

func (w *bytesWriter) Write(p []byte) (int, error) {
	*w = append(*w, p...)
	return len(p), nil
}

func (r *Reports) exportReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	done := make(chan error, 1)
	go func() { done <- r.export(ctx, name) }()
	select {
	case err := <-done:
		if err != nil {
			log.Printf("export_report %s: %v", name, err)
			return mcp.NewToolResultError("the export failed. Transient; retry once."), nil
		}
		return mcp.NewToolResultText("exported " + name), nil
	case <-time.After(30 * time.Second):
		buf := make([]byte, 64<<10)
		n := runtime.Stack(buf, false)
		return mcp.NewToolResultError("export timed out in:\n" + string(buf[:n])), nil // want `tool export_report passes a stack trace from runtime.Stack to mcp.NewToolResultError`
	}
}

func (r *Reports) export(ctx context.Context, name string) error {
	_, err := r.db.ExecContext(ctx, "INSERT INTO exports (report) VALUES ($1)", name)
	return err
}

func (r *Reports) reportStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	verbose := req.GetBool("verbose", false)
	var rows int
	if err := r.db.QueryRowContext(ctx, "SELECT count(*) FROM report_rows WHERE report = $1", name).Scan(&rows); err != nil {
		log.Printf("report_status %s: %v", name, err)
		return mcp.NewToolResultError("the report database is unavailable. Transient; retry in a minute."), nil
	}
	if rows == 0 {
		err := pkgerrors.Errorf("report %s has no rows", name)
		if verbose {
			return mcp.NewToolResultErrorf("cannot report on it: %+v", err), nil // want `tool report_status passes a stack trace from %\+v of an error from github.com/pkg/errors.Errorf to mcp.NewToolResultErrorf`
		}
		// %v prints the message only, not the recorded frames.
		return mcp.NewToolResultErrorf("cannot report on it: %v. Not transient; pick a report with rows.", err), nil
	}
	if rows > 1_000_000 {
		err := pkgerrors.New("report too large to summarize")
		return mcp.NewToolResultErrorf("cannot report on it: %s. Not transient; narrow the report.", err), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("%s has %d rows", name, rows)), nil
}

func (r *Reports) scheduleReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if _, ok := r.templates[name]; !ok {
		return mcp.NewToolResultErrorf("schedule %s: %+v", name, pkgerrors.New("no such report")), nil // want `tool schedule_report passes a stack trace from %\+v of an error from github.com/pkg/errors.New to mcp.NewToolResultErrorf`
	}
	if err := r.schedule(ctx, name); err != nil {
		// The frames go to the log only.
		log.Printf("schedule_report: %+v", pkgerrors.Wrap(err, "queueing "+name))
		return nil, fmt.Errorf("scheduling %s failed. Transient; retry in a minute.", name)
	}
	return mcp.NewToolResultText("scheduled " + name), nil
}

func (r *Reports) schedule(ctx context.Context, name string) error {
	_, err := r.db.ExecContext(ctx, "INSERT INTO schedules (report) VALUES ($1)", name)
	return err
}

func (r *Reports) archiveReport(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if v := recover(); v != nil {
			// The trace goes to the log; the model gets a sentence.
			log.Printf("archive_report panic: %v\n%s", v, debug.Stack())
			res, err = mcp.NewToolResultError("archiving failed unexpectedly. Not transient; report it to the operator."), nil
		}
	}()
	name := req.GetString("name", "")
	if _, err := r.db.ExecContext(ctx, "UPDATE reports SET archived = true WHERE name = $1", name); err != nil {
		buf := make([]byte, 16<<10)
		n := runtime.Stack(buf, false)
		log.Printf("archive_report %s: %v\n%s", name, err, buf[:n])
		return mcp.NewToolResultError("the report database is unavailable. Transient; retry in a minute."), nil
	}
	return mcp.NewToolResultText("archived " + name), nil
}

// dumpGoroutines is for the operator's debug endpoint, not for tools.
func dumpGoroutines() string {
	buf := make([]byte, 1<<20)
	return string(buf[:runtime.Stack(buf, true)])
}

func init() {
	log.SetFlags(log.LstdFlags | log.Lshortfile)
	_ = dumpGoroutines
}
