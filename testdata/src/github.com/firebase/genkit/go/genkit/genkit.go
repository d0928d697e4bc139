// Package genkit is a stub of github.com/firebase/genkit/go/genkit v1.4.0.
package genkit

import (
	"context"

	"github.com/firebase/genkit/go/ai"
)

// Genkit (genkit/genkit.go:43).
type Genkit struct{}

type genkitOptions struct{}

// GenkitOption (genkit/genkit.go:55).
type GenkitOption interface {
	apply(g *genkitOptions) error
}

// Init (genkit/genkit.go:212).
func Init(ctx context.Context, opts ...GenkitOption) *Genkit { return &Genkit{} }

// DefineTool (genkit/genkit.go:557).
func DefineTool[In, Out any](g *Genkit, name, description string, fn ai.ToolFunc[In, Out], opts ...ai.ToolOption) *ai.ToolDef[In, Out] {
	return ai.NewTool(name, description, fn, opts...)
}

// DefineMultipartTool (genkit/genkit.go:666).
func DefineMultipartTool[In any](g *Genkit, name, description string, fn ai.MultipartToolFunc[In], opts ...ai.ToolOption) *ai.ToolDef[In, *ai.MultipartToolResponse] {
	return ai.NewMultipartTool(name, description, fn, opts...)
}
