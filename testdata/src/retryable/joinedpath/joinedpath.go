// Package joinedpath decodes what an API answered to a path joined
// around the tool's argument: the answer is the API's, not the tool's
// input, so its failure to decode is no input's to correct; read whole,
// the same answer fails the same way on the next call, so it is not
// transient either, and the user is the one to tell (a decoding of the
// argument itself is the input's to correct). A check of the arguments
// in an unexported validate method fails the same way again too.
package joinedpath

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"

	"example.com/exports"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// fetch reads what the API answers at path.
func fetch(path string) ([]byte, error) {
	resp, err := http.Get("https://contacts.example" + path)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search_contacts"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		query := req.GetString("query", "")
		data, err := fetch("/contacts/search?q=" + query)
		if err != nil {
			return mcp.NewToolResultError("search_contacts failed: the contacts API did not answer. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		var result struct{ Contacts []string }
		if err := json.Unmarshal(data, &result); err != nil {
			return mcp.NewToolResultError("invalid response format"), nil // want `tool search_contacts passes the error "invalid response format" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows data the server received not parsing \(encoding/json.Unmarshal\)\)`
		}
		return mcp.NewToolResultText(result.Contacts[0]), nil
	})
	// An encoding of what a client returned: the same value fails the
	// same way again.
	s.AddTool(mcp.NewTool("export_fields"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		fields, err := exports.New().Fields(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("export_fields failed: the exports API did not answer. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		out, err := json.Marshal(fields)
		if err != nil {
			return mcp.NewToolResultError("could not encode the fields"), nil // want `tool export_fields passes the error "could not encode the fields" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows a value that does not encode \(encoding/json.Marshal\)\)`
		}
		return mcp.NewToolResultText(string(out)), nil
	})
	// The module's own wrapper of an encoder: what it fails on, it
	// fails on again.
	s.AddTool(mcp.NewTool("export_summary"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		fields, err := exports.New().Fields(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("export_summary failed: the exports API did not answer. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		text, err := newJSONContent(fields)
		if err != nil {
			return mcp.NewToolResultError("could not summarize the fields"), nil // want `tool export_summary passes the error "could not summarize the fields" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows a value that does not encode \(encoding/json.Marshal\)\)`
		}
		return mcp.NewToolResultText(text), nil
	})
	// A wrapper that also sends what it encoded: its failure may be the
	// service's, which the next call may not meet.
	s.AddTool(mcp.NewTool("publish_fields"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := publishJSON(ctx, req.GetString("id", "")); err != nil {
			return mcp.NewToolResultError("could not publish the fields"), nil // want `tool publish_fields passes the error "could not publish the fields" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultText("published"), nil
	})
	s.AddTool(mcp.NewTool("manage_contacts"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := manageArgs{Operation: req.GetString("operation", "")}
		if err := args.validate(); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("manage_contacts: %v", err)), nil // want `tool manage_contacts passes the error "manage_contacts: unknown operation …, must be one of: lis..." to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows the tool.s input not parsing\)`
		}
		return mcp.NewToolResultText(args.Operation), nil
	})
	s.AddTool(mcp.NewTool("add_contact"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var contact struct{ Name string }
		if err := json.Unmarshal([]byte(req.GetString("contact", "")), &contact); err != nil {
			return mcp.NewToolResultError("invalid contact"), nil // want `tool add_contact passes the error "invalid contact" to mcp.NewToolResultError with no retry decision: say "Not transient"`
		}
		return mcp.NewToolResultText(contact.Name), nil
	})
}

type manageArgs struct{ Operation string }

var errUnknownOperation = errors.New("unknown operation")

// validate checks the arguments against the operations there are.
func (a manageArgs) validate() error {
	err := a.request().check(a.Operation)
	if errors.Is(err, errUnknownOperation) {
		return fmt.Errorf("unknown operation %q, must be one of: list, get", a.Operation)
	}
	return err
}

type request struct{ ops []string }

func (a manageArgs) request() request { return request{ops: []string{"list", "get"}} }

func (r request) check(op string) error {
	for _, o := range r.ops {
		if o == op {
			return nil
		}
	}
	return errUnknownOperation
}

// newJSONContent is the text of v as JSON.
func newJSONContent(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// publishJSON encodes the export's id and asks the service to retry it.
func publishJSON(ctx context.Context, id string) error {
	if _, err := json.Marshal(id); err != nil {
		return err
	}
	return exports.New().Retry(ctx, id)
}
