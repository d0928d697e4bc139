// Package server is an MCP server written by hand: it decodes JSON-RPC
// messages, runs a tool for tools/call, and sends a tool's error as a
// JSON-RPC error, which an MCP client need not show the model.
package server

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"protocolerr/rpcserver/rpc"
	"protocolerr/rpcserver/tools"
)

// Handler is the server's view of a tool.
type Handler interface {
	Name() string
	Execute(args map[string]any) (string, error)
}

type Server struct {
	tools map[string]Handler
}

func New() *Server {
	s := &Server{tools: map[string]Handler{}}
	for name, t := range tools.All(http.DefaultClient) {
		s.tools[name] = t
	}
	return s
}

func (s *Server) Serve(in io.Reader, out io.Writer) error {
	dec, enc := json.NewDecoder(in), json.NewEncoder(out)
	for {
		var msg rpc.Message
		if err := dec.Decode(&msg); err != nil {
			return err
		}
		resp, err := s.handle(&msg)
		if err != nil {
			resp = errorResponse(msg.ID, err) // @reply // want `tool fetch_page \(handler \(tools.Fetch\).Execute\) returns an error that the module's JSON-RPC server sends as a protocol error \(through \(\*server.Server\).Serve\): the model may see nothing; answer a failed tools/call there with a result flagged isError holding the module's sentence`
		}
		if err := enc.Encode(resp); err != nil {
			return err
		}
	}
}

func (s *Server) handle(msg *rpc.Message) (*rpc.Message, error) {
	switch msg.Method {
	case "tools/call":
		return s.call(msg)
	case "tools/list":
		return &rpc.Message{Jsonrpc: "2.0", ID: msg.ID, Result: map[string]any{"tools": len(s.tools)}}, nil
	}
	return nil, fmt.Errorf("method not found: %s", msg.Method)
}

func (s *Server) call(msg *rpc.Message) (*rpc.Message, error) {
	params, _ := msg.Params.(map[string]any)
	name, _ := params["name"].(string)
	tool, ok := s.tools[name]
	if !ok {
		return nil, fmt.Errorf("tool not found: %s", name)
	}
	args, _ := params["arguments"].(map[string]any)
	text, err := tool.Execute(args)
	if err != nil {
		return nil, err
	}
	return &rpc.Message{Jsonrpc: "2.0", ID: msg.ID, Result: map[string]any{
		"content": []map[string]any{{"type": "text", "text": text}},
	}}, nil
}

func errorResponse(id any, err error) *rpc.Message {
	return &rpc.Message{Jsonrpc: "2.0", ID: id, Error: &rpc.Error{Code: -32603, Message: err.Error()}}
}
