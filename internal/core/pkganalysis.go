package core

import (
	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// pkgAnalysis is the state of one run of the core on one package: what
// the stages find and memoize (handlers, summaries, sinks, traced texts)
// over its env.
type pkgAnalysis struct {
	*env.Env
	res *sink.Result

	*handlers.Set
	*tracer
	sinks      map[*ssa.Function][]*sink.Sink
	templated  map[*ssa.Function][]facts.Template // see templates
	sinking    map[*ssa.Function]bool             // functions whose sinks are being found
	outputs    map[outputKey]*sink.Sink           // sinks of handler outputs beside a tool result (see outputFlag)
	relaysHere []facts.Relay                      // fields this package's sinks show
	declared   []string                           // argument names the package's tool declarations give (see declaredArgs)
}

func newPkgAnalysis(e *env.Env, res *sink.Result) *pkgAnalysis {
	hs := handlers.New(e)
	return &pkgAnalysis{
		Env:       e,
		res:       res,
		Set:       hs,
		tracer:    newTracer(e, hs),
		sinks:     map[*ssa.Function][]*sink.Sink{},
		templated: map[*ssa.Function][]facts.Template{},
		sinking:   map[*ssa.Function]bool{},
		outputs:   map[outputKey]*sink.Sink{},
	}
}

// tracer finds who wrote a text: it traces SSA values back through
// variables, formatting, wrapping and calls to a constant the module
// wrote or a foreign error, summarizing each module function it meets.
type tracer struct {
	*env.Env
	*handlers.Set
	summaries map[*ssa.Function]*facts.FuncFact
	inFlight  map[*ssa.Function]bool
	deadSides map[*ssa.Function][]*ssa.BasicBlock // see impossible
	texts     map[ssa.Value]*origin.Node
	tracing   map[ssa.Value]bool
	stored    map[string][]*ssa.Function // functions stored into func-typed fields, by field key
}

func newTracer(e *env.Env, hs *handlers.Set) *tracer {
	return &tracer{
		Env:       e,
		Set:       hs,
		summaries: map[*ssa.Function]*facts.FuncFact{},
		inFlight:  map[*ssa.Function]bool{},
		deadSides: map[*ssa.Function][]*ssa.BasicBlock{},
		texts:     map[ssa.Value]*origin.Node{},
		tracing:   map[ssa.Value]bool{},
	}
}
