// Package handedclient registers tools around a Meilisearch client it is
// handed: the client is an interface of meilisearch-go, and no type of
// this module implements it, so whatever stands behind it is the
// library's, and so is the text of its errors.
package handedclient

import (
	"fmt"

	"github.com/meilisearch/meilisearch-go"
	mcp_golang "github.com/metoro-io/mcp-golang"
)

type HealthArgs struct{}

// Register registers the health tool around client.
func Register(s *mcp_golang.Server, client meilisearch.ServiceManager) error {
	return s.RegisterTool("health", "Server health.", func(args HealthArgs) (*mcp_golang.ToolResponse, error) {
		h, err := client.Health()
		if err != nil {
			return nil, fmt.Errorf("failed to get health: %w", err) // want `tool health returns text interpolating an error from \(github.com/meilisearch/meilisearch-go.ServiceManager\).Health to the model`
		}
		if h.Status == "starting" {
			// A helper that forms the tool's text, given a nil err.
			return errorResponse("the server is starting. Transient; retrying may succeed.", err)
		}
		if h.Status == "" {
			// err is nil here: only the module's words reach the model.
			return nil, describe("the server sent no status. Transient; retrying may succeed.", err)
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(h.Status)), nil
	})
}

// describe appends err's text to msg when there is an error.
func describe(msg string, err error) error {
	if err != nil {
		return fmt.Errorf("%s: %w", msg, err)
	}
	return fmt.Errorf("%s", msg)
}

// errorResponse shows msg, and err's text when there is an error.
func errorResponse(msg string, err error) (*mcp_golang.ToolResponse, error) {
	full := msg
	if err != nil {
		full = msg + ": " + err.Error()
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(full)), nil
}
