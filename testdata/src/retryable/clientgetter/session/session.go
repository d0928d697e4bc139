// Package session hands the tools the client of the caller's session,
// built from the server's settings and the session's credentials.
package session

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	tfe "github.com/hashicorp/go-tfe"
)

// Client calls the service.
type Client struct{ token string }

type key struct{}

// GetClientFromContext returns the session's client: it fails on what
// the operator configured (no session, no token), never on the service.
func GetClientFromContext(ctx context.Context) (*Client, error) {
	token, _ := ctx.Value(key{}).(string)
	if token == "" {
		return nil, errors.New("no token provided")
	}
	return &Client{token: token}, nil
}

// GetClientFor returns the client of the account the caller names: a
// wrong name fails again, another one may not.
func GetClientFor(ctx context.Context, account string) (*Client, error) {
	if account == "" {
		return nil, errors.New("no account")
	}
	return nil, fmt.Errorf("no client for account %s", account)
}

// GetClientID returns the id the session's client goes by: no client.
func GetClientID(ctx context.Context) (string, error) {
	id, ok := ctx.Value(key{}).(string)
	if !ok {
		return "", errors.New("no client id")
	}
	return id, nil
}

// GetTfeClientFromContext builds the session's client with go-tfe, whose
// constructor reads the API's metadata before it returns: a failure
// may be the service's, and a retry may pass.
func GetTfeClientFromContext(ctx context.Context) (*tfe.Client, error) {
	token, _ := ctx.Value(key{}).(string)
	if token == "" {
		return nil, errors.New("no token provided")
	}
	return tfe.NewClient(&tfe.Config{Token: token})
}

// SearchClient calls the search service.
type SearchClient struct{ Client }

// SearchClientFromContext builds the search client from the session's
// token: no verb leads its name, its result's type says it is a client.
func SearchClientFromContext(ctx context.Context) (*SearchClient, error) {
	c, err := GetClientFromContext(ctx)
	if err != nil {
		return nil, fmt.Errorf("search client: %w", err)
	}
	return &SearchClient{*c}, nil
}

// ClientStatus is what the service says of the session's client.
type ClientStatus struct{ Healthy bool }

// StatusFromContext hands back a status, not a client.
func StatusFromContext(ctx context.Context) (*ClientStatus, error) {
	if ctx.Value(key{}) == nil {
		return nil, errors.New("no status")
	}
	return &ClientStatus{Healthy: true}, nil
}

// TransportFromContext builds the HTTP transport of the session's
// client, the TLS files of the server's settings among it: what a
// client is built of, by its result's type (http.RoundTripper).
func TransportFromContext(ctx context.Context) (http.RoundTripper, error) {
	if ctx.Value(key{}) == nil {
		return nil, errors.New("no certificate configured")
	}
	return http.DefaultTransport, nil
}
