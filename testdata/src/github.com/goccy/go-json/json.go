// Package json is a stub of github.com/goccy/go-json (v0.12.0), a
// drop-in replacement of encoding/json.
package json

import stdjson "encoding/json"

// EncodeOptionFunc sets an encoding option.
type EncodeOptionFunc func(*EncodeOption)

// EncodeOption holds the encoding options.
type EncodeOption struct{ HTMLEscape bool }

func Marshal(v any) ([]byte, error) { return stdjson.Marshal(v) }

func MarshalNoEscape(v any) ([]byte, error) { return stdjson.Marshal(v) }

func MarshalWithOption(v any, optFuncs ...EncodeOptionFunc) ([]byte, error) {
	return stdjson.Marshal(v)
}

func MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	return stdjson.MarshalIndent(v, prefix, indent)
}

func Unmarshal(data []byte, v any) error { return stdjson.Unmarshal(data, v) }
