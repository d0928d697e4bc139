// Package wrapped wraps an API client behind the module's interface,
// whose method hands back the client's answer as an any.
package wrapped

import (
	"context"
	"fmt"

	"example.com/manifests"
)

// Source renders manifests.
type Source interface {
	Manifest(ctx context.Context, name string) (any, error)
}

// Client is the Source over the API.
type Client struct{}

// Manifest returns the API's answer, a struct of strings, as an any:
// every encoder encodes it (FuncFact.Encodable).
func (Client) Manifest(ctx context.Context, name string) (any, error) {
	m, err := manifests.Get(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("getting the manifest: %w", err)
	}
	return m, nil
}
