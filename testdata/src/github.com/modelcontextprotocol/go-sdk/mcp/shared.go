// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0, package mcp, for
// analysistest fixtures.
//
// The exported names, signatures, struct fields, type parameters and
// receiver kinds were copied from the real module source; the bodies are
// minimal and were written for this stub. The real-module test in this
// repository guards against drift between the stub and the real module.
// Only the standard library (and this stub module's own jsonrpc package) is
// imported; fields and types that are left out or simplified are noted where
// they occur.

package mcp

import (
	"encoding/json"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// Meta is additional metadata for requests, responses and other types.
type Meta map[string]any

// GetMeta returns metadata from a value.
func (m Meta) GetMeta() map[string]any { return m }

// SetMeta sets the metadata on a value.
func (m *Meta) SetMeta(x map[string]any) { *m = x }

// Params is the parameter type of a request. The unexported methods mean
// only types of this package implement it, as in the real package.
type Params interface {
	GetMeta() map[string]any
	SetMeta(map[string]any)
	isParams()
	isNil() bool
}

// A Session is a ServerSession (the real package also has ClientSession).
// The real interface has more unexported methods.
type Session interface {
	ID() string
	isSession()
}

// Request is a method request with parameters and additional information.
type Request interface {
	isRequest()
	GetSession() Session
	GetParams() Params
	GetExtra() *RequestExtra
}

// A ServerRequest is a request to a server.
type ServerRequest[P Params] struct {
	Session *ServerSession
	Params  P
	Extra   *RequestExtra
}

func (*ServerRequest[P]) isRequest() {}

// GetSession returns the session.
func (r *ServerRequest[P]) GetSession() Session { return r.Session }

// GetParams returns the params.
func (r *ServerRequest[P]) GetParams() Params { return r.Params }

// GetExtra returns the transport-level extra information.
func (r *ServerRequest[P]) GetExtra() *RequestExtra { return r.Extra }

// ProtocolVersion returns the negotiated protocol version (stub: empty).
func (r *ServerRequest[P]) ProtocolVersion() string { return "" }

// ClientInfo returns the client's implementation info (stub: nil).
func (r *ServerRequest[P]) ClientInfo() *Implementation { return nil }

// RequestExtra is extra information included in requests, typically from
// the transport layer.
//
// TokenInfo is *auth.TokenInfo (package go-sdk/auth) in the real module; it
// is `any` here. CloseSSEStream is left out.
type RequestExtra struct {
	TokenInfo any
	Header    http.Header
}

// CodeResourceNotFound is the error code used by ResourceNotFoundError.
var CodeResourceNotFound int64 = jsonrpc.CodeInvalidParams

// ResourceNotFoundError returns a JSON-RPC (protocol) error for a missing
// resource.
func ResourceNotFoundError(uri string) error {
	data, _ := json.Marshal(map[string]string{"uri": uri})
	return &jsonrpc.Error{
		Code:    CodeResourceNotFound,
		Message: "Resource not found",
		Data:    data,
	}
}

// ElicitParams asks the client to elicit information from the user; the
// stub keeps the fields a URL elicitation sets.
type ElicitParams struct {
	Meta          Meta   `json:"_meta,omitempty"`
	Mode          string `json:"mode"`
	Message       string `json:"message"`
	ElicitationID string `json:"elicitationId,omitempty"`
	URL           string `json:"url,omitempty"`
}

// CodeURLElicitationRequired is the code of URLElicitationRequiredError.
const CodeURLElicitationRequired = -32042

// URLElicitationRequiredError returns the JSON-RPC error that asks the
// client to run the given URL elicitations before calling again.
func URLElicitationRequiredError(elicitations []*ElicitParams) error {
	data, _ := json.Marshal(map[string]any{"elicitations": elicitations})
	return &jsonrpc.Error{Code: CodeURLElicitationRequired, Message: "URL elicitation required", Data: data}
}
