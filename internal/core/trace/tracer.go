package trace

import (
	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
	"github.com/toolerrlint/toolerrlint/internal/core/memo"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// Tracer finds who wrote a text: it traces SSA values back through
// variables, formatting, wrapping and calls to a constant the module
// wrote or a foreign error, summarizing each module function it meets.
type Tracer struct {
	*env.Env
	*handlers.Set
	summaries *memo.Table[*ssa.Function, *facts.FuncFact] // Recursing while being computed
	texts     *memo.Table[ssa.Value, *origin.Node]        // nil while being traced

	fails  *failures // which errors cannot happen (cannotfail.go, impossible.go)
	bodies *bodies   // upstream HTTP response bodies (httpbody.go)
	remote *remote   // what an MCP client's call of another server returns (remote.go)
}

// New returns a Tracer over e and the handlers hs found.
func New(e *env.Env, hs *handlers.Set) *Tracer {
	t := &Tracer{
		Env: e,
		Set: hs,
	}
	t.summaries = memo.New(t.summarize, Recursing)
	t.texts = memo.New(t.trace, nil)
	t.fails = &failures{Tracer: t, deadSides: map[*ssa.Function][]*ssa.BasicBlock{}, fixed: map[*ssa.Global]bool{}}
	t.bodies = &bodies{Tracer: t}
	t.remote = &remote{Tracer: t}
	return t
}

// failures answers which errors cannot happen: a call whose error the
// encoder or parser it calls never returns for the values given, and a
// branch that cannot run during a tool call. It hangs off the Tracer,
// whose texts and summaries it reads, and owns the dead sides it finds.
type failures struct {
	*Tracer
	deadSides map[*ssa.Function][]*ssa.BasicBlock // see impossible
	useNumber *bool                               // whether the package asks a decoder for json.Number, once asked
	fixed     map[*ssa.Global]bool                // see fixedAtBuild
}

// bodies traces an upstream HTTP response's body to the request that
// fetched it, and tells a bounded read from an unbounded one. It hangs
// off the Tracer.
type bodies struct{ *Tracer }

// remote traces what a call of another MCP server's tool returns, through
// the module's client, to the result the server sent. It hangs off the
// Tracer.
type remote struct{ *Tracer }

// Impossible reports whether block b cannot run during a tool call (see
// failures.impossible).
func (a *Tracer) Impossible(b *ssa.BasicBlock) bool { return a.fails.impossible(b) }
