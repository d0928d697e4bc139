// Package errors is a stub of k8s.io/apimachinery/pkg/api/errors: the
// API's status errors and the predicates that find them in a chain.
package errors

import "errors"

// StatusError is the error of a failed API call.
type StatusError struct {
	Code   int32
	Reason string
}

func (e *StatusError) Error() string { return e.Reason }

func reasonFor(err error) string {
	var s *StatusError
	if errors.As(err, &s) {
		return s.Reason
	}
	return ""
}

func IsNotFound(err error) bool      { return reasonFor(err) == "NotFound" }
func IsAlreadyExists(err error) bool { return reasonFor(err) == "AlreadyExists" }
func IsForbidden(err error) bool     { return reasonFor(err) == "Forbidden" }
func IsInvalid(err error) bool       { return reasonFor(err) == "Invalid" }
func IsBadRequest(err error) bool    { return reasonFor(err) == "BadRequest" }
