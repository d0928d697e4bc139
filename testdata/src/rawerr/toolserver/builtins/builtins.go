// Package builtins holds the module's own tools behind one interface: a
// server adapter serves every one of them, so what any of them returns is
// what the adapter's tool result can say.
package builtins

import (
	"context"
	"errors"
	"os"
)

// Tool is a tool the module describes to the model by its name.
type Tool interface {
	Name() string
	Run(ctx context.Context, args map[string]any) (string, error)
}

// Read returns a file's content.
type Read struct{}

func (Read) Name() string { return "read" }

func (Read) Run(ctx context.Context, args map[string]any) (string, error) {
	path, _ := args["path"].(string)
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// Echo returns its argument.
type Echo struct{}

func (Echo) Name() string { return "echo" }

func (Echo) Run(ctx context.Context, args map[string]any) (string, error) {
	text, ok := args["text"].(string)
	if !ok {
		return "", errors.New("text must be a string; not transient: the same call will fail identically")
	}
	return text, nil
}

// All are the tools the server offers.
func All() []Tool { return []Tool{Read{}, Echo{}} }

// Registry finds a tool by its name.
type Registry struct{ tools map[string]Tool }

// Lookup returns the tool named name, or nil.
func (r *Registry) Lookup(name string) Tool { return r.tools[name] }

// Store is a dependency, not a tool: of its two backends only one answers
// a given run, so what only one of them says is not known at a call.
type Store interface {
	Load(key string) (string, error)
}

// Disk loads from files.
type Disk struct{}

func (Disk) Load(key string) (string, error) {
	b, err := os.ReadFile(key)
	return string(b), err
}

// Memory loads from a map.
type Memory map[string]string

func (m Memory) Load(key string) (string, error) {
	v, ok := m[key]
	if !ok {
		return "", errors.New("no such key; not transient: the same call will fail identically")
	}
	return v, nil
}

// Runner is a dependency too: a handler factory is given one runner,
// made out of sight by a constructor, so what another runner says is
// not what its handler can say.
type Runner interface {
	Exec(ctx context.Context, cmd string) (string, error)
}

// Files runs a command by reading its script.
type Files struct{}

func (Files) Exec(ctx context.Context, cmd string) (string, error) {
	b, err := os.ReadFile(cmd)
	return string(b), err
}

// Fixed refuses every command.
type Fixed struct{}

func (Fixed) Exec(ctx context.Context, cmd string) (string, error) {
	return "", errors.New("commands are disabled; not transient: the same call will fail identically")
}

// Wrap returns r behind a logging wrapper.
func Wrap(r Runner) Runner { return logged{r} }

type logged struct{ r Runner }

func (l logged) Exec(ctx context.Context, cmd string) (string, error) { return l.r.Exec(ctx, cmd) }
