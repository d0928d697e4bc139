// Package port declares what the tools need of the exchange; the tools
// never see the type that implements it.
package port

import "context"

type Exchange interface {
	Balance(ctx context.Context, asset string) (string, error)
	Limits(ctx context.Context) (string, error)
	Positions(ctx context.Context) ([]Position, error)
}

type Position struct {
	Symbol string
	Size   float64
}
