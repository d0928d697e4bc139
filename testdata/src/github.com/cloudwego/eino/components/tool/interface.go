// Package tool is a stub of github.com/cloudwego/eino/components/tool
// v0.7.36. A tool's InvokableRun result is the tool message; a returned
// error aborts the run.
package tool

import (
	"context"

	"github.com/cloudwego/eino/schema"
)

// BaseTool (components/tool/interface.go:26).
type BaseTool interface {
	Info(ctx context.Context) (*schema.ToolInfo, error)
}

// InvokableTool (components/tool/interface.go:31).
type InvokableTool interface {
	BaseTool
	InvokableRun(ctx context.Context, argumentsInJSON string, opts ...Option) (string, error)
}

// Option (components/tool/option.go:22).
type Option struct {
	implSpecificOptFn any
}
