package trace

import (
	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// Tracer finds who wrote a text: it traces SSA values back through
// variables, formatting, wrapping and calls to a constant the module
// wrote or a foreign error, summarizing each module function it meets.
type Tracer struct {
	*env.Env
	*handlers.Set
	summaries map[*ssa.Function]*facts.FuncFact
	inFlight  map[*ssa.Function]bool
	deadSides map[*ssa.Function][]*ssa.BasicBlock // see impossible
	texts     map[ssa.Value]*origin.Node
	tracing   map[ssa.Value]bool
}

func New(e *env.Env, hs *handlers.Set) *Tracer {
	return &Tracer{
		Env:       e,
		Set:       hs,
		summaries: map[*ssa.Function]*facts.FuncFact{},
		inFlight:  map[*ssa.Function]bool{},
		deadSides: map[*ssa.Function][]*ssa.BasicBlock{},
		texts:     map[ssa.Value]*origin.Node{},
		tracing:   map[ssa.Value]bool{},
	}
}
