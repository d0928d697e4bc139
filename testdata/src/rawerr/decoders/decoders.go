// Package decoders re-encodes what a JSON decoder other than
// encoding/json produced (sonic, json-iterator, goccy/go-json fill an
// interface with the same maps, slices, strings, numbers, booleans and
// nils): the encoder cannot fail on it. mcp-go decoded the arguments
// from the request's JSON, so they encode again too. A plain
// `return nil, err` of an mcp-go handler leaves as a JSON-RPC error,
// never as the tool's text: a failure to serialize the answer is left
// to protocolerr, which stays silent on it, and no other pass calls it
// text for the model.
package decoders

import (
	"context"
	"errors"
	"time"

	"github.com/bytedance/sonic"
	goccy "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("normalize"), normalize)
	s.AddTool(mcp.NewTool("forward_args"), forwardArgs)
	s.AddTool(mcp.NewTool("stamp_doc"), stampDoc)
	s.AddTool(mcp.NewTool("export_stamp"), exportStamp)
}

// normalize re-encodes the document the model sent, decoded by three
// decoders in turn: no encoding error branch can run.
func normalize(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var doc any
	if err := sonic.UnmarshalString(req.GetString("doc", ""), &doc); err != nil {
		return mcp.NewToolResultError("doc is not JSON. Not transient; send a JSON document."), nil
	}
	a, err := sonic.Marshal(doc)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var again any
	if err := jsoniter.Unmarshal(a, &again); err != nil {
		return mcp.NewToolResultError("doc did not decode again. Not transient."), nil
	}
	b, err := jsoniter.Marshal(again)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var third map[string]any
	if err := goccy.Unmarshal(b, &third); err != nil {
		return mcp.NewToolResultError("doc is not an object. Not transient; send an object."), nil
	}
	c, err := goccy.Marshal(third)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(c)), nil
}

// forwardArgs copies the arguments into a typed query by a round trip
// through JSON: encoding them cannot fail, and the return could not
// reach the model as text anyway.
func forwardArgs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw, err := sonic.Marshal(req.GetArguments())
	if err != nil {
		return nil, err
	}
	var q struct{ Limit int }
	if err := sonic.Unmarshal(raw, &q); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool forward_args passes the text of an error from github.com/bytedance/sonic.Unmarshal to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(raw)), nil
}

// stamp encodes itself, and may fail.
type stamp struct{ t time.Time }

func (s stamp) MarshalJSON() ([]byte, error) {
	if s.t.IsZero() {
		return nil, errors.New("zero time")
	}
	return []byte(`"` + s.t.Format(time.RFC3339) + `"`), nil
}

type stamped struct {
	Doc any   `json:"doc"`
	At  stamp `json:"at"`
}

// stampDoc puts the decoded document beside a value that can fail to
// encode: the error is real.
func stampDoc(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var doc any
	if err := sonic.UnmarshalString(req.GetString("doc", ""), &doc); err != nil {
		return mcp.NewToolResultError("doc is not JSON. Not transient; send a JSON document."), nil
	}
	out, err := sonic.Marshal(stamped{Doc: doc, At: stamp{}})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool stamp_doc passes the text of an error from github.com/bytedance/sonic.Marshal to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(out)), nil
}

// exportStamp's encoding can fail, but its error is returned as it is:
// mcp-go sends it as a JSON-RPC error, the server's own failure to
// serialize its answer, and no pass reports it as the model's text.
func exportStamp(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := sonic.Marshal(stamped{At: stamp{}})
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(out)), nil
}
