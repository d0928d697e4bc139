// Package adapter implements port.Exchange over HTTP.
package adapter

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"

	"interp/ports/port"
)

type Exchange struct{ c *http.Client }

func New(c *http.Client) *Exchange { return &Exchange{c: c} }

func (e *Exchange) Balance(ctx context.Context, asset string) (string, error) {
	resp, err := e.c.Get("https://exchange.example/balance?asset=" + asset)
	if err != nil {
		return "", fmt.Errorf("balance: %w", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// Limits fails in the module's own words only.
func (e *Exchange) Limits(ctx context.Context) (string, error) {
	return "", errors.New("limits are not configured")
}

// Positions returns the exchange's answer as structs: its error is
// net/http's.
func (e *Exchange) Positions(ctx context.Context) ([]port.Position, error) {
	resp, err := e.c.Get("https://exchange.example/positions")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out []port.Position
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, errors.New("the exchange sent positions in an unknown format")
	}
	return out, nil
}
