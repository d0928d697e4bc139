// Package jsoniter is a stub of github.com/json-iterator/go (v1.1.12):
// its package-level encoders and the API its Config values freeze into.
package jsoniter

import "encoding/json"

// API is what a frozen Config offers.
type API interface {
	MarshalToString(v interface{}) (string, error)
	Marshal(v interface{}) ([]byte, error)
	MarshalIndent(v interface{}, prefix, indent string) ([]byte, error)
	Unmarshal(data []byte, v interface{}) error
}

// Config holds the encoding options.
type Config struct{ SortMapKeys bool }

type frozen struct{}

func (frozen) MarshalToString(v interface{}) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}
func (frozen) Marshal(v interface{}) ([]byte, error) { return json.Marshal(v) }
func (frozen) MarshalIndent(v interface{}, prefix, indent string) ([]byte, error) {
	return json.MarshalIndent(v, prefix, indent)
}
func (frozen) Unmarshal(data []byte, v interface{}) error { return json.Unmarshal(data, v) }

// Froze returns the API of the options.
func (Config) Froze() API { return frozen{} }

var (
	ConfigDefault                       = Config{}.Froze()
	ConfigCompatibleWithStandardLibrary = Config{SortMapKeys: true}.Froze()
)

func Marshal(v interface{}) ([]byte, error) { return ConfigDefault.Marshal(v) }

func MarshalIndent(v interface{}, prefix, indent string) ([]byte, error) {
	return ConfigDefault.MarshalIndent(v, prefix, indent)
}

func MarshalToString(v interface{}) (string, error) { return ConfigDefault.MarshalToString(v) }

func Unmarshal(data []byte, v interface{}) error { return ConfigDefault.Unmarshal(data, v) }
