// Package format holds helpers the protocolerr/mcpgo handlers call from
// another package: whether a helper can fail must travel with its Fact.
package format

import (
	"encoding/json"
	"fmt"
)

// Totals is plain data: encoding it cannot fail.
type Totals struct {
	Open   int               `json:"open"`
	Labels map[string]string `json:"labels"`
}

// Text fails only where encoding plain data fails, which it never
// does: a caller's error branch cannot run.
func (t *Totals) Text() (string, error) {
	b, err := json.MarshalIndent(t, "", "  ")
	if err != nil {
		return "", fmt.Errorf("format totals: %v", err)
	}
	return string(b), nil
}

// Any encodes a value of any type, which may fail.
func Any(v any) (string, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return "", fmt.Errorf("format value: %v", err)
	}
	return string(b), nil
}
