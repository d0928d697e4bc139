package sinks

import (
	"go/token"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/evidence"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
	"github.com/toolerrlint/toolerrlint/internal/core/memo"
	"github.com/toolerrlint/toolerrlint/internal/core/outcome"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"golang.org/x/tools/go/ssa"
)

// Finder finds the sinks of one package. It embeds the stages it builds
// on, each owning its own state (the env, the handlers, the tracer, the
// outcome judge, the evidence reviewer), and owns what it memoizes
// itself: each function's sinks and templates, the functions stored
// into func-typed fields, and the fields its sinks show the model.
type Finder struct {
	*env.Env
	*handlers.Set
	*trace.Tracer
	*outcome.Judge
	*evidence.Reviewer
	stored      map[string][]*ssa.Function               // functions stored into func-typed fields, by field key (storedFuncs)
	sinks       *memo.Table[*ssa.Function, []*sink.Sink] // nil while being found
	templated   map[*ssa.Function][]facts.Template       // see templates
	relaysHere  []facts.Relay                            // fields this package's sinks show
	adapted     map[*ssa.Function]toolNames              // functions module adapters show, once asked (adapted.go)
	storedTools map[*ssa.Function]toolNames              // the tool names stored beside a function (storedFuncs)
	callers     map[*ssa.Function][]*ssa.Function        // the package's static callers of its functions (callersOf)
	// shown holds the returns of other functions that an adapter of this
	// package already shows (storedSinks): a server answering over two
	// transports shows each tool's return twice, and it is one sink.
	shown map[shownEntry]bool
}

// shownEntry is a return an adapter shows, by position and by how.
type shownEntry struct {
	pos token.Pos
	how sink.How
}

// New builds the stages over e, the env of a package not yet built.
func New(e *env.Env) *Finder {
	hs := handlers.New(e)
	tr := trace.New(e, hs)
	j := outcome.New(tr)
	f := &Finder{
		Env:       e,
		Set:       hs,
		Tracer:    tr,
		Reviewer:  evidence.New(j),
		Judge:     j,
		templated: map[*ssa.Function][]facts.Template{},
	}
	f.sinks = memo.New(f.findIn, nil)
	return f
}
