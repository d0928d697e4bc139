// Package store is a helper package whose function wraps a foreign
// error and returns it: the hops fixture follows its text out of here.
package store

import (
	"fmt"
	"os"
)

// Order reads an order.
func Order(id string) (string, error) {
	b, err := os.ReadFile(id) // @source
	if err != nil {
		return "", fmt.Errorf("%w", err) // @storewrap
	}
	return string(b), nil
}
