// Package weather is a client for an upstream forecast service. It knows
// nothing of MCP: its errors are passed up to the tools that use it.
package weather

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
)

// ErrUnknownCity is this module's own wording.
var ErrUnknownCity = errors.New("that city is not in the forecast service's list. Not transient; ask the user for a nearby larger city.")

type Client struct {
	base string
	http *http.Client
}

type Forecast struct {
	City    string  `json:"city"`
	Summary string  `json:"summary"`
	TempC   float64 `json:"temp_c"`
}

// Forecast returns the upstream client's error unchanged.
func (c *Client) Forecast(ctx context.Context, city string) (Forecast, error) {
	var f Forecast
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/forecast?city="+url.QueryEscape(city), nil)
	if err != nil {
		return f, err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return f, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return f, ErrUnknownCity
	}
	err = json.NewDecoder(resp.Body).Decode(&f)
	return f, err
}

// Cities maps any failure to a sentence of its own.
func (c *Client) Cities(ctx context.Context) ([]string, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/cities", nil)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, errors.New("the forecast service did not answer. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	var cities []string
	if err := json.NewDecoder(resp.Body).Decode(&cities); err != nil {
		return nil, errors.New("the forecast service sent a list this server cannot read. Not transient; report it to the operator.")
	}
	return cities, nil
}
