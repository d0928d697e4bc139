// Package v1 is a stub of k8s.io/apimachinery/pkg/apis/meta/v1: the
// options of the API's calls.
package v1

import "time"

// ListOptions narrows a list: by labels, by fields.
type ListOptions struct {
	LabelSelector string
	FieldSelector string
}

// Time is a time.Time that encodes itself as RFC 3339 text, or null.
type Time struct{ Time time.Time }

// MarshalJSON writes t's text.
func (t Time) MarshalJSON() ([]byte, error) {
	if t.Time.IsZero() {
		return []byte("null"), nil
	}
	return []byte(`"` + t.Time.UTC().Format(time.RFC3339) + `"`), nil
}

// ObjectMeta is an object's name and when it was made.
type ObjectMeta struct {
	Name              string `json:"name,omitempty"`
	CreationTimestamp Time   `json:"creationTimestamp,omitempty"`
}
