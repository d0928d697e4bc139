// Package graph stands for a GraphQL client: a query's variables are
// a map, and its error is the service's (githubv4's Client.Query).
package graph

import "context"

// ID is a node's identifier, of any type the schema gives it.
type ID any

// Client sends queries.
type Client struct{}

// Query runs the query q with the variables vars.
func (c *Client) Query(ctx context.Context, q any, vars map[string]any) error { return nil }

// Mutate runs the mutation m with its input, a struct of the schema's
// input type.
func (c *Client) Mutate(ctx context.Context, m any, input any, vars map[string]any) error { return nil }
