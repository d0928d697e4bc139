package mcpgolang

import (
	"encoding/json"
	"net/http"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

// The responses of getItem are built by helpers of the module, which
// return them: whether a failure goes out as a success is decided where
// the handler returns what the helper built, beside a nil error. Its
// success through the same helpers is no failure.

type errorBody struct {
	Error string `json:"error"`
}

type itemArgs struct {
	ID string `json:"id"`
}

func jsonResponse(data any) *mcp_golang.ToolResponse {
	out, err := json.Marshal(data)
	if err != nil {
		out = []byte(`{"error":"the answer could not be encoded"}`)
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(string(out)))
}

func errorResponse(err error) *mcp_golang.ToolResponse {
	return jsonResponse(errorBody{Error: "the item service failed: " + err.Error()})
}

func textResponse(msg string) *mcp_golang.ToolResponse {
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(msg))
}

func RegisterItems(s *mcp_golang.Server) {
	s.RegisterTool("get_item", "Get an item", func(args itemArgs) (*mcp_golang.ToolResponse, error) {
		resp, err := http.Get("http://items.internal/" + args.ID)
		if err != nil {
			return errorResponse(err), nil // want `tool get_item passes text that reports a failure to mcp_golang.NewTextContent \(formed by mcpgolang.errorResponse\) in a result not marked as an error`
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return textResponse("the item could not be read. Not transient; check the id."), nil // want `tool get_item passes text that reports a failure to mcp_golang.NewTextContent \(formed by mcpgolang.textResponse\) in a result not marked as an error`
		}
		return jsonResponse(map[string]string{"status": resp.Status}), nil
	})
	s.RegisterTool("delete_item", "Delete an item", func(args itemArgs) (*mcp_golang.ToolResponse, error) {
		return deleteItem(args)
	})
}

// deleteItem is the body of delete_item's handler, which returns what
// it returns: its returns are the handler's.
func deleteItem(args itemArgs) (*mcp_golang.ToolResponse, error) {
	req, err := http.NewRequest(http.MethodDelete, "http://items.internal/"+args.ID, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return errorResponse(err), nil // want `tool delete_item passes text that reports a failure to mcp_golang.NewTextContent \(formed by mcpgolang.errorResponse\) in a result not marked as an error`
	}
	defer resp.Body.Close()
	return textResponse("deleted"), nil
}
