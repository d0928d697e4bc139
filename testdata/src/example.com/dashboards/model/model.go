// Package model is a stand-in for a JSON API's models (perses'
// pkg/model/api/v1): every exported field names its JSON key, and a
// plugin's spec is any JSON.
package model

type Dashboard struct {
	Kind string        `json:"kind"`
	Name string        `json:"name"`
	Spec DashboardSpec `json:"spec"`
}

type DashboardSpec struct {
	Panels map[string]any `json:"panels"`
	Plugin any            `json:"plugin"`
}

// Snapshot keeps the raw answer beside fields the client fills itself:
// not every field is a JSON key.
type Snapshot struct {
	Name string `json:"name"`
	Data any
}
