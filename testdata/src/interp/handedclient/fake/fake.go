// Package fake registers the same tool around a client that may be the
// module's own fake: a type of this package implements the interface, so
// the text of the client's errors may be the module's words, and the
// analysis stays silent.
package fake

import (
	"errors"
	"fmt"

	"github.com/meilisearch/meilisearch-go"
	mcp_golang "github.com/metoro-io/mcp-golang"
)

type HealthArgs struct{}

// Offline is the module's stand-in for a server that is down.
type Offline struct{}

func (Offline) Index(uid string) meilisearch.IndexManager { return nil }

func (Offline) Health() (*meilisearch.Health, error) {
	return nil, errors.New("the search server is offline")
}

// Register registers the health tool around client.
func Register(s *mcp_golang.Server, client meilisearch.ServiceManager) error {
	return s.RegisterTool("health", "Server health.", func(args HealthArgs) (*mcp_golang.ToolResponse, error) {
		h, err := client.Health()
		if err != nil {
			return nil, fmt.Errorf("failed to get health: %w", err)
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(h.Status)), nil
	})
}
