// Package functiontool is a stub of google.golang.org/adk/v2/tool/functiontool
// v2.2.0. A handler's returned error reaches the model as the function
// response {"error": err.Error()}; its result is the response otherwise.
package functiontool

import (
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/tool"
)

// Config (tool/functiontool/function.go:37).
type Config struct {
	Name                        string
	Description                 string
	IsLongRunning               bool
	RequireConfirmation         bool
	RequireConfirmationProvider any
}

// Func (tool/functiontool/function.go:72).
type Func[TArgs, TResults any] func(agent.Context, TArgs) (TResults, error)

type functionTool[TArgs, TResults any] struct {
	cfg     Config
	handler Func[TArgs, TResults]
}

func (f *functionTool[TArgs, TResults]) Name() string        { return f.cfg.Name }
func (f *functionTool[TArgs, TResults]) Description() string { return f.cfg.Description }
func (f *functionTool[TArgs, TResults]) IsLongRunning() bool { return f.cfg.IsLongRunning }

// New (tool/functiontool/function.go:79).
func New[TArgs, TResults any](cfg Config, handler Func[TArgs, TResults]) (tool.Tool, error) {
	return &functionTool[TArgs, TResults]{cfg: cfg, handler: handler}, nil
}
