package core

import (
	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/evidence"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
	"github.com/toolerrlint/toolerrlint/internal/core/outcome"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"golang.org/x/tools/go/ssa"
)

// pkgAnalysis is the state of one run of the core on one package: what
// the stages find and memoize (handlers, summaries, sinks, traced texts)
// over its env.
type pkgAnalysis struct {
	*env.Env

	*handlers.Set
	*trace.Tracer
	*outcome.Judge
	*evidence.Reviewer
	stored     map[string][]*ssa.Function // functions stored into func-typed fields, by field key (storedFuncs)
	sinks      map[*ssa.Function][]*sink.Sink
	templated  map[*ssa.Function][]facts.Template // see templates
	sinking    map[*ssa.Function]bool             // functions whose sinks are being found
	relaysHere []facts.Relay                      // fields this package's sinks show
}

func newPkgAnalysis(e *env.Env) *pkgAnalysis {
	hs := handlers.New(e)
	tr := trace.New(e, hs)
	j := outcome.New(tr)
	return &pkgAnalysis{
		Env:       e,
		Set:       hs,
		Tracer:    tr,
		Reviewer:  evidence.New(j),
		Judge:     j,
		sinks:     map[*ssa.Function][]*sink.Sink{},
		templated: map[*ssa.Function][]facts.Template{},
		sinking:   map[*ssa.Function]bool{},
	}
}
