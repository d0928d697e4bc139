// Package mcpgo holds mcp-go handlers that return tool failures as Go
// errors (JSON-RPC errors), and handlers that return them as results.
package mcpgo

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protocolerr/format"
)

type Orders struct{ db *sql.DB }

type SearchArgs struct{ Customer string }

func Register(s *server.MCPServer, o *Orders) {
	s.AddTool(mcp.NewTool("get_order"), o.getOrder)
	s.AddTool(mcp.NewTool("cancel_order"), o.cancelOrder)
	s.AddTool(mcp.NewTool("search"), mcp.NewTypedToolHandler(o.search))
	s.AddTool(mcp.NewTool("count"), o.count)
	s.AddTool(mcp.NewTool("ping"), o.ping)
	s.AddTool(mcp.NewTool("refund"), Convert(o.refund))
	s.AddTool(mcp.NewTool("archive"), o.archive)
	s.AddTool(mcp.NewTool("restore"), o.restore)
	s.AddTool(mcp.NewTool("export"), o.export)
	s.AddTool(mcp.NewTool("summary"), o.summary)
	s.AddTool(mcp.NewTool("lookup"), o.lookup)
	s.AddTool(mcp.NewTool("report"), o.report)
	s.AddTool(mcp.NewTool("dump"), o.dump)
	s.AddTool(mcp.NewTool("totals"), o.totals)
	s.AddTool(mcp.NewTool("extra"), o.extra)
	s.AddTool(mcp.NewTool("echo"), o.echo)
}

func (o *Orders) getOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return nil, errors.New("get_order needs an id. Not transient; pass the order id.") // want `tool get_order returns an error that the framework sends as a JSON-RPC protocol error`
	}
	var status string
	if err := o.db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = ?", id).Scan(&status); err != nil {
		return nil, err // want `tool get_order returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(status), nil
}

// A result returned with an error is dropped: the error still leaves as
// a protocol error.
func (o *Orders) cancelOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := o.db.ExecContext(ctx, "DELETE FROM orders WHERE id = ?", req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError("the order could not be cancelled. Transient; retry once."), fmt.Errorf("cancel: %w", err) // want `tool cancel_order returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText("cancelled"), nil
}

// A typed handler's error leaves the same way.
func (o *Orders) search(ctx context.Context, req mcp.CallToolRequest, args SearchArgs) (*mcp.CallToolResult, error) {
	rows, err := o.db.QueryContext(ctx, "SELECT id FROM orders WHERE customer = ?", args.Customer)
	if err != nil {
		return nil, err // want `tool search returns an error that the framework sends as a JSON-RPC protocol error`
	}
	rows.Close()
	return mcp.NewToolResultText("done"), nil
}

// Failures returned as flagged results, and an error known to be nil at
// the final return: nothing to report.
func (o *Orders) count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var n int
	err := o.db.QueryRowContext(ctx, "SELECT count(*) FROM orders").Scan(&n)
	if err != nil {
		return mcp.NewToolResultError("the order database did not answer. Transient; retry once."), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), err
}

// A helper that answers with a flagged result and a nil error.
func (o *Orders) ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := o.db.PingContext(ctx); err != nil {
		return failed("the order database is down. Transient; retry in a minute.")
	}
	return mcp.NewToolResultText("ok"), nil
}

func failed(msg string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(msg), nil
}

// A generic adapter checks the shape of the function it wraps through
// reflect: a programming error, not a failure of the tool's work. The
// call's own failure still leaves as a protocol error.
func Adapt(fn any) server.ToolHandlerFunc {
	v := reflect.ValueOf(fn)
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if v.Kind() != reflect.Func || v.Type().NumOut() != 2 {
			return nil, errors.New("the wrapped value must be a function of two results")
		}
		out := v.Call([]reflect.Value{reflect.ValueOf(ctx)})
		if len(out) != 2 {
			return nil, errors.New("the wrapped function must return two values")
		}
		if !out[0].CanInterface() {
			return nil, errors.New("the wrapped function's result must be interfaceable")
		}
		err, ok := out[1].Interface().(error)
		if !ok {
			return nil, errors.New("the second result must be an error")
		}
		if err != nil {
			return nil, err // want `tool handler \(a function literal in Adapt\) returns an error that the framework sends as a JSON-RPC protocol error`
		}
		res, _ := out[0].Interface().(*mcp.CallToolResult)
		return res, nil
	}
}

// HardError marks a failure that must leave as a protocol error (the
// server cannot work at all).
type HardError struct{ Err error }

func (e *HardError) Error() string { return e.Err.Error() }

var errNoCredentials = errors.New("no credentials configured")

func (o *Orders) refund(ctx context.Context, id string) (string, error) {
	if o.db == nil {
		return "", &HardError{Err: errNoCredentials}
	}
	return "refunded", nil
}

// An adapter that turns errors into flagged results, except the module's
// own kind that it tests for: those are protocol errors on purpose. A
// foreign kind (sql.ErrConnDone) is not the module's choice. The defer
// makes the returns go through the result variables.
func Convert(fn func(context.Context, string) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		defer trace("refund")()
		out, err := fn(ctx, req.GetString("id", ""))
		if err != nil {
			var hard *HardError
			if errors.As(err, &hard) {
				return nil, hard.Err
			}
			if errors.Is(err, sql.ErrConnDone) {
				return nil, err // want `tool refund returns an error that the framework sends as a JSON-RPC protocol error`
			}
			return mcp.NewToolResultError("refund failed: " + out + ". Not transient."), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

// A type switch and errors.Is with the module's own sentinel, in a
// handler whose other failures are flagged results.
func (o *Orders) archive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := o.refund(ctx, req.GetString("id", ""))
	switch e := err.(type) {
	case nil:
		return mcp.NewToolResultText("archived"), nil
	case *HardError:
		return nil, e
	}
	if errors.Is(err, errNoCredentials) {
		return nil, err
	}
	return mcp.NewToolResultError("the order could not be archived. Not transient."), nil
}

// The module's own kind, but no failure of the handler becomes a
// flagged result: nothing shows a choice.
func (o *Orders) restore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := o.refund(ctx, req.GetString("id", ""))
	var hard *HardError
	if errors.As(err, &hard) {
		return nil, hard.Err // want `tool restore returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText("restored"), nil
}

func trace(string) func() { return func() {} }

// export fails in two ways: the model's filter does not parse (a tool
// failure the model can correct), or the server cannot serialize its own
// answer (the server's fault, which a JSON-RPC internal error fits).
func (o *Orders) export(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var filter map[string]string
	if err := json.Unmarshal([]byte(req.GetString("filter", "{}")), &filter); err != nil {
		return nil, fmt.Errorf("export: the filter: %w", err) // want `tool export returns an error that the framework sends as a JSON-RPC protocol error`
	}
	answer := map[string]any{"filter": filter, "stats": o.db.Stats()}
	b, err := json.Marshal(answer)
	if err != nil {
		return nil, fmt.Errorf("export: marshal the answer: %w", err)
	}
	var out strings.Builder
	if err := json.NewEncoder(&out).Encode(answer); err != nil {
		return nil, errors.New("export: the answer could not be encoded")
	}
	return mcp.NewToolResultText(string(b) + out.String()), nil
}

// summary returns what answerJSON returns: its only error is mcp-go's
// failure to serialize the server's own answer, which a JSON-RPC
// internal error fits.
func (o *Orders) summary(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return answerJSON(map[string]any{"open": o.db.Stats().OpenConnections})
}

func answerJSON(answer map[string]any) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultJSON(answer)
}

// lookup returns what lookupJSON returns, which is also a query's
// failure: a tool failure.
func (o *Orders) lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return o.lookupJSON(ctx, req.GetString("id", "")) // want `tool lookup returns an error that the framework sends as a JSON-RPC protocol error`
}

func (o *Orders) lookupJSON(ctx context.Context, id string) (*mcp.CallToolResult, error) {
	var status string
	if err := o.db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = ?", id).Scan(&status); err != nil {
		return nil, err
	}
	return mcp.NewToolResultJSON(map[string]string{"status": status})
}

type stats struct {
	Open   int               `json:"open"`
	Labels map[string]string `json:"labels"`
	Rows   [][]string        `json:"rows"`
}

// formatStats fails only where encoding a struct of plain data fails,
// which it never does: the handler's error branch cannot run.
func formatStats(st *stats) (string, error) {
	if len(st.Rows) == 0 {
		return "no rows", nil
	}
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return "", fmt.Errorf("format stats: %v", err)
	}
	return string(b), nil
}

func (o *Orders) report(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := formatStats(&stats{Open: o.db.Stats().OpenConnections})
	if err != nil {
		return nil, fmt.Errorf("report: %v", err)
	}
	return mcp.NewToolResultText(text), nil
}

type dumped struct {
	Extra any `json:"extra"`
}

// formatDump encodes a value of any type, which may fail.
func formatDump(d *dumped) (string, error) {
	b, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return "", fmt.Errorf("format dump: %v", err)
	}
	return string(b), nil
}

func (o *Orders) dump(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := formatDump(&dumped{Extra: req.GetArguments()["extra"]})
	if err != nil {
		return nil, fmt.Errorf("dump: %v", err) // want `tool dump returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(text), nil
}

// totals calls a helper of another package that never fails
// (format.Totals.Text): its Fact says so, and the branch cannot run.
func (o *Orders) totals(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t := &format.Totals{Open: o.db.Stats().OpenConnections}
	text, err := t.Text()
	if err != nil {
		return nil, fmt.Errorf("totals: %v", err)
	}
	return mcp.NewToolResultText(text), nil
}

// extraKey keys what a middleware leaves in the context.
type extraKey struct{}

// extra hands the helper a struct of its own with a field of any type
// holding what the context carries, which may fail to encode (the
// arguments would not: see echo).
func (o *Orders) extra(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := format.Any(&dumped{Extra: ctx.Value(extraKey{})})
	if err != nil {
		return nil, fmt.Errorf("extra: %v", err) // want `tool extra returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(text), nil
}

// echo hands the helper the arguments themselves, or one of them:
// mcp-go decoded them from the request's JSON, so they encode again and
// neither error branch can run.
func (o *Orders) echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	all, err := format.Any(req.GetArguments())
	if err != nil {
		return nil, fmt.Errorf("echo: %v", err)
	}
	one, err := format.Any(req.GetArguments()["extra"])
	if err != nil {
		return nil, fmt.Errorf("echo: %v", err)
	}
	return mcp.NewToolResultText(all + one), nil
}
