// Package manifests is an API client whose answers are structs of
// strings.
package manifests

import (
	"context"
	"errors"
)

// Manifest is a rendered manifest.
type Manifest struct {
	Name  string   `json:"name"`
	Items []string `json:"items"`
}

// Get renders the manifest of name.
func Get(ctx context.Context, name string) (*Manifest, error) {
	if name == "" {
		return nil, errors.New("rpc error: code = NotFound")
	}
	return &Manifest{Name: name}, nil
}
