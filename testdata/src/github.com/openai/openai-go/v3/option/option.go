// Package option is a stub of github.com/openai/openai-go/v3 option:
// only the type the fixtures' signatures name.
package option

// RequestOption adjusts one request (option/requestoption.go).
type RequestOption func(any) error
