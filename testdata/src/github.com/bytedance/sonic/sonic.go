// Package sonic is a stub of github.com/bytedance/sonic (v1.15.5): its
// package-level encoders and the API its Config values freeze into.
package sonic

import "encoding/json"

// API is what a frozen Config offers.
type API interface {
	MarshalToString(v interface{}) (string, error)
	Marshal(v interface{}) ([]byte, error)
	MarshalIndent(v interface{}, prefix, indent string) ([]byte, error)
	Unmarshal(data []byte, v interface{}) error
}

// Config holds the encoding options.
type Config struct{ EscapeHTML bool }

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
	ConfigDefault = Config{}.Froze()
	ConfigStd     = Config{EscapeHTML: true}.Froze()
)

func Marshal(val interface{}) ([]byte, error) { return ConfigDefault.Marshal(val) }

func MarshalIndent(v interface{}, prefix, indent string) ([]byte, error) {
	return ConfigDefault.MarshalIndent(v, prefix, indent)
}

func MarshalString(val interface{}) (string, error) { return ConfigDefault.MarshalToString(val) }

func Unmarshal(buf []byte, val interface{}) error { return ConfigDefault.Unmarshal(buf, val) }

func UnmarshalString(buf string, val interface{}) error {
	return ConfigDefault.Unmarshal([]byte(buf), val)
}
