// Package shipping is a small client for the carrier's REST API.
package shipping

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"time"
)

// Client talks to the carrier API.
type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
}

// New returns a client for the carrier API at baseURL.
func New(baseURL, apiKey string) *Client {
	return &Client{baseURL: baseURL, apiKey: apiKey, http: &http.Client{Timeout: 10 * time.Second}}
}

// Tracking is the latest known state of a shipment.
type Tracking struct {
	Status   string    `json:"status"`
	Location string    `json:"location"`
	ETA      time.Time `json:"eta"`
}

// Quote is a price for sending one parcel.
type Quote struct {
	Service    string `json:"service"`
	PriceCents int64  `json:"price_cents"`
	Days       int    `json:"transit_days"`
}

func (c *Client) get(ctx context.Context, path string, query url.Values) (*http.Response, error) {
	u := c.baseURL + path
	if len(query) > 0 {
		u += "?" + query.Encode()
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Accept", "application/json")
	return c.http.Do(req)
}

// Track returns the current status of the shipment with the given tracking number.
func (c *Client) Track(ctx context.Context, trackingNumber string) (Tracking, error) {
	resp, err := c.get(ctx, "/v2/shipments/"+url.PathEscape(trackingNumber), nil)
	if err != nil {
		return Tracking{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		body, _ := io.ReadAll(resp.Body)
		return Tracking{}, fmt.Errorf("carrier returned %s: %s", resp.Status, body)
	}
	var t Tracking
	if err := json.NewDecoder(resp.Body).Decode(&t); err != nil {
		return Tracking{}, fmt.Errorf("decode tracking response: %w", err)
	}
	return t, nil
}

var (
	ErrCarrierDown = errors.New("the shipping carrier is not responding. Transient; retry once after about a minute, and if it still fails tell the user that quotes are unavailable right now.")
	ErrBadPostcode = errors.New("the carrier does not recognise one of the postcodes. Not transient; retrying with the same postcodes will fail identically. Ask the user to confirm both postcodes.")
)

// Quote prices a parcel of the given weight between two postcodes.
func (c *Client) Quote(ctx context.Context, fromPostcode, toPostcode string, grams int) (Quote, error) {
	q := url.Values{"from": {fromPostcode}, "to": {toPostcode}, "grams": {fmt.Sprint(grams)}}
	resp, err := c.get(ctx, "/v2/quotes", q)
	if err != nil {
		slog.WarnContext(ctx, "carrier quote request failed", "err", err)
		return Quote{}, ErrCarrierDown
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusUnprocessableEntity:
		return Quote{}, ErrBadPostcode
	case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
		return Quote{}, ErrCarrierDown
	case resp.StatusCode != http.StatusOK:
		return Quote{}, fmt.Errorf("the carrier refused the quote request (HTTP %d). Not transient; retrying the same request will fail identically. Tell the user a quote is not available for this parcel.", resp.StatusCode)
	}
	var quote Quote
	if err := json.NewDecoder(resp.Body).Decode(&quote); err != nil {
		slog.WarnContext(ctx, "carrier quote response unreadable", "err", err)
		return Quote{}, ErrCarrierDown
	}
	return quote, nil
}
