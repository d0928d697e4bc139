// Package genai is a stub of google.golang.org/genai (v1.57.0, the
// version adk v1.7.0 uses, and v1.77.0 have these APIs alike). A
// function response is a map: by convention an "error" key carries error
// details and an "output" key the result.
package genai

// FunctionCall (types.go:1412).
type FunctionCall struct {
	ID   string         `json:"id,omitempty"`
	Args map[string]any `json:"args,omitempty"`
	Name string         `json:"name,omitempty"`
}

// FunctionResponseScheduling (types.go:69).
type FunctionResponseScheduling string

// FunctionResponsePart (types.go:1463).
type FunctionResponsePart struct{}

// FunctionResponse (types.go:1498).
type FunctionResponse struct {
	WillContinue *bool                      `json:"willContinue,omitempty"`
	Scheduling   FunctionResponseScheduling `json:"scheduling,omitempty"`
	Parts        []*FunctionResponsePart    `json:"parts,omitempty"`
	ID           string                     `json:"id,omitempty"`
	Name         string                     `json:"name,omitempty"`
	Response     map[string]any             `json:"response,omitempty"`
}

// Part (types.go:1686).
type Part struct {
	Text             string            `json:"text,omitempty"`
	FunctionCall     *FunctionCall     `json:"functionCall,omitempty"`
	FunctionResponse *FunctionResponse `json:"functionResponse,omitempty"`
}

// Content (types.go:1829).
type Content struct {
	Parts []*Part `json:"parts,omitempty"`
	Role  string  `json:"role,omitempty"`
}

// Role (types.go:1838).
type Role string

const (
	RoleUser  = "user"
	RoleModel = "model"
)

// NewPartFromFunctionResponse (types.go:1788).
func NewPartFromFunctionResponse(name string, response map[string]any) *Part {
	return &Part{FunctionResponse: &FunctionResponse{Name: name, Response: response}}
}

// NewPartFromFunctionResponseWithParts (types.go:1798).
func NewPartFromFunctionResponseWithParts(name string, response map[string]any, parts []*FunctionResponsePart) *Part {
	return &Part{FunctionResponse: &FunctionResponse{Name: name, Response: response, Parts: parts}}
}

// NewContentFromFunctionResponse (types.go:1907).
func NewContentFromFunctionResponse(name string, response map[string]any, role Role) *Content {
	return &Content{Parts: []*Part{NewPartFromFunctionResponse(name, response)}, Role: string(role)}
}
