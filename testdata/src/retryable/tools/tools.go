package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"retryable/errs"
)

type In struct {
	City string
	N    int
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "weather"}, weather)
	mcp.AddTool(s, &mcp.Tool{Name: "edit"}, edit)
}

var errNoCity = errors.New("city is required")

func weather(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	switch {
	case in.City == "":
		return nil, nil, errNoCity // want `tool weather returns the error "city is required" to the model with no retry decision`
	case in.N < 0:
		return nil, nil, fmt.Errorf("n must be positive, got %d", in.N) // want `tool weather returns the error "n must be positive, got …" to the model with no retry decision`
	case in.N > 10:
		return nil, nil, errors.New("n must be at most 10. Not transient; send a smaller n.")
	case in.N == 7:
		return nil, nil, errors.New("seven is unlucky; do not retry with it")
	case in.N == 3:
		return nil, nil, &errs.ToolError{What: "no such city"} // want `tool weather returns a ToolError error to the model that leaves Retryable unset`
	case in.N == 4:
		return nil, nil, &errs.ToolError{What: "no such city", Retryable: false}
	case in.N == 5:
		return nil, nil, errs.RateLimited{After: "a minute"}
	case in.N == 6:
		return nil, nil, errs.ErrLocked
	case in.N == 8:
		// The next move is named: a decision.
		return nil, nil, fmt.Errorf("no city %q; use list_cities to find the valid names", in.City)
	case in.N == 9:
		return nil, nil, errors.New("the forecast changed since it was read. Please read it again before editing it.")
	case in.N == 11:
		return nil, nil, errors.New("n must be at most 10; ask the user which day they mean")
	case in.N == 12:
		// "first" names no move here.
		return nil, nil, errors.New("the first call of the day failed") // want `tool weather returns the error "the first call of the day failed" to the model with no retry decision`
	}
	return nil, nil, errs.ErrReadOnly // want `tool weather returns the error "the project is read-only" to the model with no retry decision`
}

func edit(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if in.City == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the file is locked"}}}, nil, nil // want `tool edit puts the error "the file is locked" in mcp.TextContent.Text with no retry decision`
	}
	// Success text is not an error: no decision needed.
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "edited"}}}, nil, nil
}

func lookup(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	if _, err := req.RequireString("city"); err != nil {
		return mcpgo.NewToolResultError("city is required. Not transient; send a city name."), nil
	}
	if ctx.Err() != nil {
		// Sent once the client has gone: nobody reads it.
		return mcpgo.NewToolResultError("the request was cancelled"), nil
	}
	return mcpgo.NewToolResultErrorf("no forecast for %s", req.Params.Name), nil // want `passes the error "no forecast for …" to mcp.NewToolResultErrorf with no retry decision`
}

// unknownText comes through an interface: silent unless strict.
func unknownText(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	var e error = ctx.Err()
	return nil, nil, e
}

// Decisions are read as whole words and phrases: an argument name
// holding "retry" decides nothing; the common ways of stating one do.
func phrases(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	switch in.N {
	case 1:
		return nil, nil, errors.New("retry_count must be between 1 and 5") // want `tool handler phrases returns the error "retry_count must be between 1 and 5" to the model with no retry decision`
	case 2:
		return nil, nil, errors.New("maxRetries is not a number") // want `with no retry decision`
	case 3:
		return nil, nil, errors.New("the file is locked; wait a minute and call again")
	case 4:
		return nil, nil, errors.New("the service is busy, wait a few seconds and retry")
	case 5:
		return nil, nil, errors.New("rate limited: try again in 30 seconds")
	case 6:
		return nil, nil, errors.New("the index is rebuilding; please try later")
	case 7:
		return nil, nil, errors.New("the project is read-only: do not call again, report the fix instead")
	case 8:
		return nil, nil, errors.New("the key is revoked and this will keep failing")
	case 9:
		return nil, nil, errors.New("the schema is wrong; retrying will not help")
	case 10:
		return nil, nil, errors.New("end date must be later than start date") // want `with no retry decision`
	case 11:
		return nil, nil, errors.New("Don’t retry: the account is closed")
	}
	return nil, nil, nil
}

// A framework's argument error is written for the model, so it is not
// foreign; passed on unchanged it still decides nothing about retrying.
func required(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	city, err := req.RequireString("city")
	if err != nil {
		return mcpgo.NewToolResultError(err.Error()), nil // want `tool handler required passes the error "required argument "…" not found" to mcp.NewToolResultError with no retry decision`
	}
	var args In
	if err := req.BindArguments(&args); err != nil {
		return mcpgo.NewToolResultError(err.Error()), nil // want `tool handler required passes the error "json: cannot unmarshal … into …" to mcp.NewToolResultError with no retry decision`
	}
	return mcpgo.NewToolResultText(city), nil
}

// param returns a tool argument: on its success path, the arguments'
// entry, which is data of the call.
func param(args map[string]any, p string) (string, error) {
	v, ok := args[p].(string)
	if !ok {
		return "", fmt.Errorf("missing required parameter: %s", p)
	}
	return v, nil
}

func method(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	m, err := param(req.GetArguments(), "method")
	if err != nil {
		return mcpgo.NewToolResultError(err.Error()), nil // want `tool handler method passes the error "missing required parameter: method" to mcp.NewToolResultError with no retry decision`
	}
	return mcpgo.NewToolResultError(fmt.Sprintf("unknown method: %s", m)), nil // want `tool handler method passes the error "unknown method: …" to mcp.NewToolResultError with no retry decision`
}

type counter struct{ n int }

func (c *counter) Count() int { return c.n }

// Checks the code already guarantees never fail: an assertion on a
// value of known concrete type, json.Marshal of what JSON decoding made.
func guaranteed(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	var v any = &counter{}
	c, ok := v.(interface{ Count() int })
	if !ok {
		return mcpgo.NewToolResultError("the counter has no count"), nil
	}
	var payload map[string]any
	if err := json.Unmarshal([]byte(req.GetString("payload", "{}")), &payload); err != nil {
		return mcpgo.NewToolResultError("payload is not JSON. Not transient; send a JSON object."), nil
	}
	b, err := json.Marshal(payload)
	if err != nil {
		return mcpgo.NewToolResultError("the payload could not be encoded"), nil
	}
	var w any = "text"
	if _, ok := w.(int); !ok {
		return mcpgo.NewToolResultError("w is no number"), nil // want `passes the error "w is no number"`
	}
	return mcpgo.NewToolResultText(fmt.Sprint(c.Count()) + string(b)), nil
}
