// Package agenttools defines langchaingo tools. An agent executor shows
// the model the string a tool's Call returns, as the observation; there
// is no error flag. A returned error aborts the whole run, so the model
// reads nothing at all, and the string returned with it is dropped.
package agenttools

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"strconv"

	"github.com/tmc/langchaingo/tools"
)

// Weather looks the weather up.
type Weather struct {
	Client *http.Client
}

var _ tools.Tool = Weather{}

func (Weather) Name() string        { return "weather" }
func (Weather) Description() string { return "Current weather for a city." }

func (w Weather) Call(ctx context.Context, input string) (string, error) {
	if input == "" {
		// Dropped: the error aborts the run.
		return "ERROR: the city is empty", fmt.Errorf("empty city %q", input)
	}
	resp, err := w.Client.Get("https://weather.example/" + url.PathEscape(input))
	if err != nil {
		return fmt.Sprintf("error from weather service: %s", err.Error()), nil // want `interp: tool weather returns text interpolating an error from \(\*net/http.Client\).Get to the model`
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err // aborts the run: the model reads nothing
	}
	if resp.StatusCode != http.StatusOK {
		return string(body), nil // want `traceback: tool weather returns an upstream body of \(\*net/http.Client\).Get to the model`
	}
	return string(body), nil
}

// Orders looks orders up; a pointer receiver implements the interface.
type Orders struct {
	DB *sql.DB
}

var _ tools.Tool = (*Orders)(nil)

func (*Orders) Name() string        { return "get_order" }
func (*Orders) Description() string { return "Status of an order by id." }

func (o *Orders) Call(ctx context.Context, input string) (string, error) {
	id, err := strconv.Atoi(input)
	if err != nil {
		return err.Error(), nil // want `rawerr: tool get_order returns the text of an error from strconv.Atoi to the model`
	}
	var status string
	err = o.DB.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", id).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return "no order has that id", nil // want `retryable: tool get_order returns the failure report "no order has that id" to the model with no retry decision`
	}
	if err != nil {
		log.Printf("get_order %d: %v", id, err)
		return "the order database is unavailable. Transient; retry once in a minute.", nil
	}
	return "status: " + status, nil
}

// Calculator mirrors langchaingo's own calculator, which returns the
// evaluator's error text as the observation.
type Calculator struct{}

func (Calculator) Name() string        { return "calculator" }
func (Calculator) Description() string { return "Evaluates integer sums." }

func (Calculator) Call(ctx context.Context, input string) (string, error) {
	n, err := strconv.ParseInt(input, 10, 64)
	if err != nil {
		return fmt.Sprintf("error from evaluator: %s", err.Error()), nil //nolint:nilerr // want `interp: tool calculator returns text interpolating an error from strconv.ParseInt to the model`
	}
	return strconv.FormatInt(n*2, 10), nil
}

// notATool has a Call method but no Name: it does not implement
// tools.Tool, and its results are nobody's observation.
type notATool struct{}

func (notATool) Call(ctx context.Context, input string) (string, error) {
	_, err := strconv.Atoi(input)
	if err != nil {
		return err.Error(), nil
	}
	return input, nil
}

var _ = notATool{}
