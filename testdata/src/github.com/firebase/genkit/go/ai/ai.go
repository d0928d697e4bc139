// Package ai is a stub of github.com/firebase/genkit/go/ai v1.4.0: only
// the APIs the fixtures use, with their real signatures. A tool's Out is
// what the model reads; a returned error aborts Generate.
package ai

import (
	"context"
	"errors"
)

// ToolFunc (ai/tools.go:36) is a generic alias.
type ToolFunc[In, Out any] = func(ctx *ToolContext, input In) (Out, error)

// MultipartToolFunc (ai/tools.go:41).
type MultipartToolFunc[In any] = func(ctx *ToolContext, input In) (*MultipartToolResponse, error)

// ToolContext (ai/tools.go:186).
type ToolContext struct {
	context.Context
	Resumed       map[string]any
	OriginalInput any
}

// InterruptOptions (ai/tools.go:110).
type InterruptOptions struct {
	Metadata map[string]any
}

// Interrupt (ai/tools.go:198): control flow, never shown to the model.
func (tc *ToolContext) Interrupt(opts *InterruptOptions) error {
	return errors.New("tool interrupted")
}

// InterruptWith (ai/tools.go:209).
func InterruptWith[T any](tc *ToolContext, meta T) error {
	return tc.Interrupt(&InterruptOptions{})
}

type toolOptions struct{}

// ToolOption (ai/option.go:937).
type ToolOption interface {
	applyTool(*toolOptions) error
}

// ToolDef (ai/tools.go:60).
type ToolDef[In, Out any] struct {
	name string
	fn   func(*ToolContext, In) (Out, error)
}

// NewTool (ai/tools.go:324).
func NewTool[In, Out any](name, description string, fn ToolFunc[In, Out], opts ...ToolOption) *ToolDef[In, Out] {
	return &ToolDef[In, Out]{name: name, fn: fn}
}

// NewMultipartTool (ai/tools.go:378).
func NewMultipartTool[In any](name, description string, fn MultipartToolFunc[In], opts ...ToolOption) *ToolDef[In, *MultipartToolResponse] {
	return &ToolDef[In, *MultipartToolResponse]{name: name, fn: fn}
}

// RespondOptions (ai/tools.go:126).
type RespondOptions struct {
	Metadata map[string]any
}

// Respond (ai/tools.go:572).
func (t *ToolDef[In, Out]) Respond(toolReq *Part, output any, opts *RespondOptions) *Part {
	return NewResponseForToolRequest(toolReq, output)
}

// MultipartToolResponse (ai/gen.go:327).
type MultipartToolResponse struct {
	Content []*Part `json:"content,omitempty"`
	Output  any     `json:"output,omitempty"`
}

// ToolRequest (ai/gen.go:490).
type ToolRequest struct {
	Input   any    `json:"input,omitempty"`
	Name    string `json:"name,omitempty"`
	Partial bool   `json:"partial,omitempty"`
	Ref     string `json:"ref,omitempty"`
}

// ToolResponse (ai/gen.go:512).
type ToolResponse struct {
	Content []*Part `json:"content,omitempty"`
	Name    string  `json:"name,omitempty"`
	Output  any     `json:"output,omitempty"`
	Ref     string  `json:"ref,omitempty"`
}

// PartKind (ai/document.go:47).
type PartKind int8

const (
	PartText PartKind = iota
)

// Part (ai/document.go:36).
type Part struct {
	Kind         PartKind      `json:"kind,omitempty"`
	ContentType  string        `json:"contentType,omitempty"`
	Text         string        `json:"text,omitempty"`
	ToolRequest  *ToolRequest  `json:"toolRequest,omitempty"`
	ToolResponse *ToolResponse `json:"toolResponse,omitempty"`
}

// NewTextPart (ai/document.go:61).
func NewTextPart(text string) *Part { return &Part{Kind: PartText, Text: text} }

// NewToolResponsePart (ai/document.go:90).
func NewToolResponsePart(r *ToolResponse) *Part { return &Part{ToolResponse: r} }

// NewResponseForToolRequest (ai/document.go:96).
func NewResponseForToolRequest(p *Part, output any) *Part {
	return &Part{ToolResponse: &ToolResponse{Name: p.ToolRequest.Name, Ref: p.ToolRequest.Ref, Output: output}}
}
