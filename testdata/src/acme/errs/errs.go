// Package errs stands for an errors package of another module whose
// messages are written for models: a module may trust it.
package errs

import "errors"

// ErrQuota is returned when the account is out of quota.
var ErrQuota = errors.New("the account is out of quota until tomorrow; do not retry today")

// NotFound returns an error saying what was not found.
func NotFound(what string) error { return errors.New(what + " does not exist; do not retry") }

// Lookup fails with its own words, written for models.
func Lookup(key string) (string, error) { return "", NotFound(key) }

// Other is a function that is not trusted.
func Other() error { return errors.New("other") }
