// Package mcpgo holds mcp-go handlers that report failures in results
// not marked as errors, and results that are fine as they are.
package mcpgo

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Files struct {
	db     *sql.DB
	client *http.Client
}

func Register(s *server.MCPServer, f *Files) {
	s.AddTool(mcp.NewTool("read_file"), f.readFile)
	s.AddTool(mcp.NewTool("job_status"), f.jobStatus)
	s.AddTool(mcp.NewTool("search_orders"), f.searchOrders)
	s.AddTool(mcp.NewTool("read_many"), f.readMany)
	s.AddTool(mcp.NewTool("fetch_page"), f.fetchPage)
	s.AddTool(mcp.NewTool("delete_file"), f.deleteFile)
	s.AddTool(mcp.NewTool("lookup"), f.lookup)
	s.AddTool(mcp.NewTool("write_file"), f.writeFile)
	s.AddTool(mcp.NewTool("start_sync"), f.startSync)
	s.AddTool(mcp.NewTool("find_definition"), f.findDefinition)
	s.AddTool(mcp.NewTool("find_customer"), f.findCustomer)
	s.AddTool(mcp.NewTool("find_config"), f.findConfig)
	s.AddTool(mcp.NewTool("find_issues"), f.findIssues)
	s.AddTool(mcp.NewTool("get_cluster"), f.getCluster)
	s.AddTool(mcp.NewTool("get_deployment"), f.getDeployment)
	s.AddTool(mcp.NewTool("count_objects"), f.countObjects)
}

func (f *Files) readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultText("could not read the file. Not transient; check the path."), nil // want `tool read_file passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// An error's own text is a failure wherever it is sent.
func (f *Files) deleteFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := os.Remove(req.GetString("path", ""))
	msg := "deleted"
	if err != nil {
		msg = err.Error()
	}
	return mcp.NewToolResultText(msg), nil // want `tool delete_file passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
}

// Data about failures is an answer.
func (f *Files) jobStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var failed, done int
	if err := f.db.QueryRowContext(ctx, "SELECT failed, done FROM jobs").Scan(&failed, &done); err != nil {
		return mcp.NewToolResultError("the job database did not answer. Transient; retry once."), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d jobs failed, %d succeeded", failed, done)), nil
}

// An empty answer is an answer.
func (f *Files) searchOrders(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := f.db.QueryContext(ctx, "SELECT id FROM orders WHERE customer = ?", req.GetString("customer", ""))
	if err != nil {
		res := mcp.NewToolResultText("the order database did not answer. Transient; retry once.")
		res.IsError = true // set later on the same path: fine
		return res, nil
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if rows.Scan(&id) == nil {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return mcp.NewToolResultText("no orders match this customer"), nil
	}
	return mcp.NewToolResultText(strings.Join(ids, ", ")), nil
}

// A partial result says what is missing alongside the data: the
// failures are noted inside a loop, and the result is built after it.
func (f *Files) readMany(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out []string
	for _, p := range strings.Split(req.GetString("paths", ""), ",") {
		b, err := os.ReadFile(p)
		if err != nil {
			out = append(out, p+": could not be read")
			continue
		}
		out = append(out, string(b))
	}
	return mcp.NewToolResultText(strings.Join(out, "\n")), nil
}

// A failed status check is a failure branch; a literal without IsError
// is unflagged.
func (f *Files) fetchPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := f.client.Get(req.GetString("url", ""))
	if err != nil {
		return mcp.NewToolResultError("the page could not be fetched. Transient; retry once."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "the server refused the request. Not transient; check the URL."}}}, nil // want `tool fetch_page puts text that reports a failure in mcp.TextContent.Text in a result not marked as an error`
	}
	return mcp.NewToolResultText("fetched"), nil
}

var errMissing = errors.New("missing")

// The flag is set from a variable: its value is not known here, so only
// -strict reports it.
func (f *Files) lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	failed := req.GetBool("fail", false)
	if _, err := os.Stat(req.GetString("path", "")); errors.Is(err, errMissing) {
		res := mcp.NewToolResultText("the file does not exist. Not transient; check the path.")
		res.IsError = failed
		return res, nil
	}
	return mcp.NewToolResultText("found"), nil
}

// The call succeeded; only a follow-up step failed, and the text says
// so in its own words.
func (f *Files) writeFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if err := os.WriteFile(path, []byte(req.GetString("content", "")), 0o644); err != nil {
		return mcp.NewToolResultError("the file could not be written. Not transient; check the path."), nil
	}
	if _, err := os.Stat(path); err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Successfully wrote to %s", path)), nil
	}
	return mcp.NewToolResultText("written"), nil
}

// A client that reports 202 Accepted as an error: the success check
// inside the error branch decides.
func (f *Files) startSync(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := f.client.Post(req.GetString("url", ""), "application/json", nil)
	if err != nil {
		if resp != nil && resp.StatusCode == http.StatusAccepted {
			return mcp.NewToolResultText("the sync is in progress"), nil
		}
		return mcp.NewToolResultError("the sync could not start. Transient; retry once."), nil
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("synced"), nil
}

var errNoIdentifier = errors.New("no identifier found")

func isNoIdentifierError(err error) bool { return errors.Is(err, errNoIdentifier) }

func lookupDefinition(ctx context.Context, symbol string) ([]string, error) {
	return nil, errNoIdentifier
}

// A "nothing there" error kind answered with an empty answer is an
// answer; the same words on the bare error branch hide a failure.
func (f *Files) findDefinition(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	symbol := req.GetString("symbol", "")
	defs, err := lookupDefinition(ctx, symbol)
	if err != nil {
		if isNoIdentifierError(err) {
			return mcp.NewToolResultText(fmt.Sprintf("No definition found for symbol '%s'", symbol)), nil
		}
		return mcp.NewToolResultText("No definition found. Transient; retry once."), nil // want `tool find_definition passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
	}
	return mcp.NewToolResultText(strings.Join(defs, "\n")), nil
}

// sql.ErrNoRows is an empty answer when the words say so; the input the
// model named being wrong is a failure it should correct.
func (f *Files) findCustomer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var name string
	err := f.db.QueryRowContext(ctx, "SELECT name FROM customers WHERE id = ?", req.GetString("id", "")).Scan(&name)
	switch {
	case err == sql.ErrNoRows && req.GetBool("search", false):
		return mcp.NewToolResultText("no customers match this id"), nil
	case errors.Is(err, sql.ErrNoRows):
		return mcp.NewToolResultText("the customer id does not exist. Not transient; check the id."), nil // want `tool find_customer passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
	case err != nil:
		return mcp.NewToolResultText("no customers found: the database did not answer. Transient; retry once."), nil // want `tool find_customer passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
	}
	return mcp.NewToolResultText(name), nil
}

// os.IsNotExist and a negated kind test; an error's own text is never
// an empty answer.
func (f *Files) findConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.Stat(req.GetString("path", ""))
	if err != nil {
		if !os.IsNotExist(err) {
			return mcp.NewToolResultText("no config found: " + err.Error()), nil // want `tool find_config passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
		}
		return mcp.NewToolResultText("No config files found in this directory"), nil
	}
	return mcp.NewToolResultText("found"), nil
}

// A 404 from the tracker is an empty answer when worded as one.
func (f *Files) findIssues(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := f.client.Get(req.GetString("url", ""))
	if err != nil {
		return mcp.NewToolResultError("the tracker did not answer. Transient; retry once."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return mcp.NewToolResultText("0 issues found for this label"), nil
	}
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultText("no issues returned: the tracker refused the request. Not transient."), nil // want `tool find_issues passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
	}
	return mcp.NewToolResultText("issues"), nil
}

// A result returned together with a non-nil error is dropped for the
// error (protocolerr's finding); with an error not known to be non-nil
// it is read as the answer.
func (f *Files) getCluster(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	_, err := os.Stat(name)
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Error: cluster %s not found", name)), err
	}
	var warning error
	if _, err := os.Stat(name + ".lock"); err != nil {
		return mcp.NewToolResultText("Error: the cluster is locked. Not transient."), warning // want `tool get_cluster passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
	}
	return mcp.NewToolResultText("ok"), nil
}

// Deployments is implemented elsewhere: its errors' origin is unknown.
type Deployments interface {
	Get(ctx context.Context, name string) (string, error)
}

var deployments Deployments

// An error's own text on the branch that tests it reports a failure,
// wherever the error came from; data of unknown origin does not.
func (f *Files) getDeployment(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := deployments.Get(ctx, req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultText(err.Error()), nil // want `tool get_deployment passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
	}
	if text == "" {
		other, _ := deployments.Get(ctx, "default")
		return mcp.NewToolResultText(other), nil
	}
	return mcp.NewToolResultText(text), nil
}

// A loop over a stream ends on io.EOF: the answer after it reports no
// failure; a decoding error inside the loop does.
func (f *Files) countObjects(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dec := json.NewDecoder(strings.NewReader(req.GetString("objects", "")))
	var names []string
	for {
		var obj struct{ Name string }
		if err := dec.Decode(&obj); err != nil {
			if err == io.EOF {
				break
			}
			return mcp.NewToolResultText("the objects are not valid JSON; the same call will fail identically"), nil // want `tool count_objects passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
		}
		names = append(names, obj.Name)
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d objects: %s", len(names), strings.Join(names, ", "))), nil
}
