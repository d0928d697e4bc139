package mcp

import "fmt"

// URL_ELICITATION_REQUIRED is the JSON-RPC code the server sends for a
// URLElicitationRequiredError.
const URL_ELICITATION_REQUIRED = -32042

// ElicitationParams asks the client to elicit information from the user;
// the stub keeps the fields a URL elicitation sets.
type ElicitationParams struct {
	Meta          *Meta  `json:"_meta,omitempty"`
	Mode          string `json:"mode,omitempty"`
	Message       string `json:"message"`
	ElicitationID string `json:"elicitationId,omitempty"`
	URL           string `json:"url,omitempty"`
}

// URLElicitationRequiredError, returned by a handler, makes the server
// answer with URL_ELICITATION_REQUIRED and the elicitations as the error's
// data.
type URLElicitationRequiredError struct {
	Elicitations []ElicitationParams `json:"elicitations"`
}

func (e URLElicitationRequiredError) Error() string {
	return fmt.Sprintf("URL elicitation required: %d elicitation(s) needed", len(e.Elicitations))
}
