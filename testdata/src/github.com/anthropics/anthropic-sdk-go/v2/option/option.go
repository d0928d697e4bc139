// Package option is a stub of github.com/anthropics/anthropic-sdk-go/v2
// option: only the type the fixtures' signatures name.
package option

// RequestOption adjusts one request (option/requestoption.go).
type RequestOption func(any) error
