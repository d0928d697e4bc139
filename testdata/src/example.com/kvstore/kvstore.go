// Package kvstore is a client of a secret store whose requests take the
// path they act on and no context (as Vault's Logical().Write does).
package kvstore

import "errors"

// Secret is what a request hands back.
type Secret struct{ Data map[string]any }

// Logical sends requests to paths.
type Logical struct{}

// Write writes data at path.
func (l *Logical) Write(path string, data map[string]any) (*Secret, error) {
	if path == "" {
		return nil, errors.New("Error making API request. Code: 400")
	}
	return &Secret{Data: data}, nil
}

// Read reads the secret at path.
func (l *Logical) Read(path string) (*Secret, error) { return &Secret{}, nil }
