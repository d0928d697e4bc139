// Stub of github.com/mark3labs/mcp-go@v1.2.1, package mcp, for analysistest
// fixtures.
//
// The exported names, signatures, struct fields, type parameters and
// receiver kinds were copied from the real module source; the bodies are
// minimal and were written for this stub (the result constructors build their
// results the way the real ones do). The real-module test in this repository
// guards against drift between the stub and the real module. Only the
// standard library is imported; fields and types that are left out or
// simplified are noted where they occur.

package mcp

// InputRequest is a request for client input (trimmed: the real struct also
// carries the embedded elicitation, sampling or roots request).
type InputRequest struct {
	Method MCPMethod `json:"method"`
}

// InputResponse answers an InputRequest (trimmed to nothing: the real
// struct holds pointers to the elicitation, sampling and roots results).
type InputResponse struct{}

// InputRequests maps server-chosen identifiers to input requests.
type InputRequests map[string]InputRequest

// InputResponses maps the identifiers of an InputRequests map to answers.
type InputResponses map[string]InputResponse

// MultiRoundTripResult carries the multi round-trip fields of a result.
type MultiRoundTripResult struct {
	InputRequests InputRequests `json:"inputRequests,omitempty"`
	RequestState  string        `json:"requestState,omitempty"`
}

// MultiRoundTripParams carries the client's answers on a retried request.
type MultiRoundTripParams struct {
	InputResponses InputResponses `json:"inputResponses,omitempty"`
	RequestState   string         `json:"requestState,omitempty"`
}
