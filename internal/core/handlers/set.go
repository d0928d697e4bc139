package handlers

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// Set finds the package's tool handlers and keeps what it found.
type Set struct {
	*env.Env
	Handlers  map[*ssa.Function]*Handler
	hosts     map[frameworks.Func]bool   // the hosts the package calls, once asked (hosts.go)
	typeTools map[*types.TypeName]string // tool names of types implementing a tool interface
}

// New returns an empty Set over e; FindHandlers fills it.
func New(e *env.Env) *Set {
	return &Set{
		Env:       e,
		Handlers:  map[*ssa.Function]*Handler{},
		typeTools: map[*types.TypeName]string{},
	}
}
