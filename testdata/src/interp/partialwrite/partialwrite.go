// Package partialwrite fails after a change the call already made: a
// retry of the whole call would make it again (a second export), so
// the fix's sentence says not to call again, also where what failed
// would fail the same way again (an encoding). A tool that only reads, a
// change that did not run before the failure, and a local builder's
// Add, and a statement of a transaction that a failed commit rolls back
// keep the bounded sentence.
package partialwrite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/url"

	"example.com/exports"
	"example.com/kvstore"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

func Register(s *server.MCPServer, c *exports.Client, kv *kvstore.Logical) {
	// A write given the path it changes, though no context, is a
	// change: signing after the key was generated repeats the key.
	s.AddTool(mcp.NewTool("create_issuer"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := kv.Write("pki/intermediate/generate", nil); err != nil {
			return mcp.NewToolResultError("create_issuer failed: could not generate the key. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		if _, err := kv.Write("pki/root/sign", map[string]any{"ttl": req.GetString("ttl", "")}); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to sign the intermediate: %v", err)), nil // want `tool create_issuer passes text interpolating an error from \(\*example.com/kvstore.Logical\).Write to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("created"), nil
	})
	s.AddTool(mcp.NewTool("start_export"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		export, err := c.Create(ctx, exports.CreateOptions{})
		if err != nil {
			return mcp.NewToolResultError("start_export failed: could not create the export. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		if err := c.Retry(ctx, export.ID); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to run export: %v", err)), nil // want `tool start_export passes text interpolating an error from \(\*example.com/exports.Client\).Retry to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(export.ID), nil
	})
	// A tool that reads: the export serves the answer, and a second
	// call may start another.
	s.AddTool(mcp.NewTool("get_export"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		export, err := c.Create(ctx, exports.CreateOptions{})
		if err != nil {
			return mcp.NewToolResultError("get_export failed: could not create the export. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		if err := c.Retry(ctx, export.ID); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to run export: %v", err)), nil // want `tool get_export passes text interpolating an error from \(\*example.com/exports.Client\).Retry to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(export.ID), nil
	})
	// The change runs only after the call that failed.
	s.AddTool(mcp.NewTool("restart_export"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("export_id", "")
		if err := c.Retry(ctx, id); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to run export: %v", err)), nil // want `tool restart_export passes text interpolating an error from \(\*example.com/exports.Client\).Retry to mcp.NewToolResultError`
		}
		if _, err := c.Create(ctx, exports.CreateOptions{}); err != nil {
			return mcp.NewToolResultError("restart_export failed: could not create the export. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		return mcp.NewToolResultText(id), nil
	})
	// A transaction's statements are rolled back when its commit fails.
	s.AddTool(mcp.NewTool("import_rows"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return mcp.NewToolResultError("import_rows failed: could not start the import. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		defer tx.Rollback()
		if _, err := tx.ExecContext(ctx, "INSERT INTO rows VALUES (1)"); err != nil {
			return mcp.NewToolResultError("import_rows failed: could not insert the rows. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		if err := tx.Commit(); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to commit: %v", err)), nil // want `tool import_rows passes text interpolating an error from \(\*database/sql.Tx\).Commit to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("imported"), nil
	})
	// An encoding that fails the same way after the change: calling
	// again would still make the change a second time.
	s.AddTool(mcp.NewTool("create_described_export"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := c.Create(ctx, exports.CreateOptions{}); err != nil {
			return mcp.NewToolResultError("create_described_export failed: could not create the export. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		fields, err := c.Fields(ctx, "latest")
		if err != nil {
			return mcp.NewToolResultError("create_described_export failed: the export was created, its fields could not be read. Do not call again; tell the user."), nil
		}
		out, err := json.Marshal(fields)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to encode the fields: %v", err)), nil // want `tool create_described_export passes text interpolating an error from encoding/json.Marshal to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(string(out)), nil
	})
	// Each arm of the switch makes a change: whichever ran, it went
	// through before the encoding failed.
	s.AddTool(mcp.NewTool("toggle_export"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("export_id", "")
		var state string
		switch req.GetString("action", "") {
		case "cancel":
			if err := c.Cancel(ctx, id); err != nil {
				return mcp.NewToolResultError("toggle_export failed: could not cancel the export. Retry once; if it fails again, tell the user what could not be done."), nil
			}
			state = "cancelled"
		case "create":
			if _, err := c.Create(ctx, exports.CreateOptions{}); err != nil {
				return mcp.NewToolResultError("toggle_export failed: could not create the export. Retry once; if it fails again, tell the user what could not be done."), nil
			}
			state = "created"
		default:
			return mcp.NewToolResultError("toggle_export failed: unknown action. Not transient; the same call will fail identically."), nil
		}
		out, err := json.Marshal(map[string]any{"id": id, "state": state, "at": ctx.Value("now")})
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to encode the state: %v", err)), nil // want `tool toggle_export passes text interpolating an error from encoding/json.Marshal to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(string(out)), nil
	})
	// A local builder's Add changes nothing another service holds.
	s.AddTool(mcp.NewTool("rerun_export"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		q := url.Values{}
		q.Add("export", "latest")
		if err := c.Retry(ctx, q.Encode()); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to run export: %v", err)), nil // want `tool rerun_export passes text interpolating an error from \(\*example.com/exports.Client\).Retry to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("started"), nil
	})
}
