// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0, package
// internal/jsonrpc2, for analysistest fixtures.
//
// The exported names, signatures and struct fields were copied from the real
// module source (internal/jsonrpc2/messages.go and wire.go); the bodies are
// minimal and were written for this stub. The real-module test in this
// repository guards against drift between the stub and the real module.
//
// This package exists only so that jsonrpc.Error is, as in the real module,
// an alias of a type declared here (jsonrpc2.WireError); code that matches on
// the type's package path must see the same path as with the real module.
// Only the standard library is imported.
package jsonrpc2

import "encoding/json"

// ID is a JSON-RPC request ID (nil, int64 or string).
type ID struct {
	value any
}

// StringID returns an ID holding s.
func StringID(s string) ID { return ID{value: s} }

// Int64ID returns an ID holding i.
func Int64ID(i int64) ID { return ID{value: i} }

// IsValid reports whether the ID holds a value.
func (id ID) IsValid() bool { return id.value != nil }

// Raw returns the underlying value.
func (id ID) Raw() any { return id.value }

// wireCombined is a placeholder for the real wire form.
type wireCombined struct{}

// Message is a Request or a Response. The unexported method closes the set
// of implementations, as in the real package.
type Message interface {
	marshal(to *wireCombined)
}

// Request is a call or a notification.
type Request struct {
	ID     ID
	Method string
	Params json.RawMessage
	Extra  any
}

func (msg *Request) marshal(to *wireCombined) {}

// Response is a reply to a call.
type Response struct {
	Result json.RawMessage
	Error  error
	ID     ID
	Extra  any
}

func (msg *Response) marshal(to *wireCombined) {}

// WireError is a structured error in a Response.
type WireError struct {
	Code    int64           `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

// NewError returns a *WireError with the given code and message.
func NewError(code int64, message string) error {
	return &WireError{Code: code, Message: message}
}

// Error returns the message only (the code is not included).
func (err *WireError) Error() string {
	return err.Message
}

// Is reports whether other is a *WireError with the same code.
func (err *WireError) Is(other error) bool {
	o, ok := other.(*WireError)
	return ok && o != nil && o.Code == err.Code
}
