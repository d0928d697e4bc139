// Package jsonschema stands for google/jsonschema-go, whose Schema
// go-sdk servers declare a tool's input with.
package jsonschema

// Schema is a JSON schema; Properties holds an object's, by name.
type Schema struct {
	Type       string
	Properties map[string]*Schema
	Required   []string
}
