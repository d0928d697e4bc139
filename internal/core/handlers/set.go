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
	uses      *uses                      // how the package names its functions, once asked (values.go)
	reached   map[*types.Func]bool       // which declared functions may run, once asked (live.go)
	live      []*ssa.Function            // the functions that may run, once asked (live.go)
}

// New returns an empty Set over e; FindHandlers fills it.
func New(e *env.Env) *Set {
	return &Set{
		Env:       e,
		Handlers:  map[*ssa.Function]*Handler{},
		typeTools: map[*types.TypeName]string{},
	}
}

// Func is a handler and its function. A function literal inside a
// handler belongs to it: its Fn is the handler's.
type Func struct {
	Fn *ssa.Function
	*Handler
}

// Enclosing returns the handler fn belongs to, fn itself or the nearest
// enclosing function that is a handler, and the handler's tool name.
func (s *Set) Enclosing(fn *ssa.Function) (*Func, string) {
	for f := fn; f != nil; f = f.Parent() {
		if h := s.Handlers[f]; h != nil {
			return &Func{f, h}, h.Tool
		}
	}
	return nil, ""
}
