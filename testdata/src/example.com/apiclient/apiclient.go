// Package apiclient is a stand-in for an API client's helper that
// builds its error from the HTTP response (taikungoclient.CreateError):
// the body the service answered becomes the error's text.
package apiclient

import (
	"io"
	"net/http"
)

// E is the error CreateError builds.
type E struct{ msg string }

func (e *E) Error() string { return e.msg }

// CreateError reads the response's body into the error it returns.
func CreateError(resp *http.Response, err error) error {
	if resp == nil {
		return err
	}
	b, _ := io.ReadAll(resp.Body)
	return &E{msg: string(b)}
}
