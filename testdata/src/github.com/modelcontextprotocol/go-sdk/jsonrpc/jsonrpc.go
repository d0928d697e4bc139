// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0, package jsonrpc,
// for analysistest fixtures.
//
// The exported names and signatures were copied from the real module source
// (jsonrpc/jsonrpc.go); the bodies are minimal and were written for this
// stub. The real-module test in this repository guards against drift between
// the stub and the real module. Only the standard library (and this stub
// module's own internal/jsonrpc2) is imported.
package jsonrpc

import (
	"errors"

	"github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2"
)

type (
	// ID is a JSON-RPC request ID.
	ID = jsonrpc2.ID
	// Message is a JSON-RPC message.
	Message = jsonrpc2.Message
	// Request is a JSON-RPC request.
	Request = jsonrpc2.Request
	// Response is a JSON-RPC response.
	Response = jsonrpc2.Response
	// Error is a structured error in a JSON-RPC response. As in the real
	// module it is an alias, so types.Unalias yields jsonrpc2.WireError.
	Error = jsonrpc2.WireError
)

// MakeID converts nil, float64 or string to an ID.
func MakeID(v any) (ID, error) {
	switch v := v.(type) {
	case nil:
		return ID{}, nil
	case float64:
		return jsonrpc2.Int64ID(int64(v)), nil
	case string:
		return jsonrpc2.StringID(v), nil
	}
	return ID{}, errors.New("invalid ID type")
}

// EncodeMessage is a stub; it does not encode anything.
func EncodeMessage(msg Message) ([]byte, error) {
	return nil, errors.New("stub: EncodeMessage not implemented")
}

// DecodeMessage is a stub; it does not decode anything.
func DecodeMessage(data []byte) (Message, error) {
	return nil, errors.New("stub: DecodeMessage not implemented")
}

// Standard JSON-RPC 2.0 error codes (untyped constants, as in the real
// package).
const (
	CodeParseError     = -32700
	CodeInvalidRequest = -32600
	CodeMethodNotFound = -32601
	CodeInvalidParams  = -32602
	CodeInternalError  = -32603
)
