package outcome

import (
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"golang.org/x/tools/go/ssa"
)

// Judge decides what a tool result tells the model about success:
// whether the result a text ends up in has its error flag left unset,
// whether the text reports a failure nonetheless, whether a handler's
// returned error leaves as a protocol error, and whether the client has
// gone before the text is sent.
type Judge struct {
	*trace.Tracer
	outputs map[outputKey]*sink.Sink // sinks of handler outputs beside a tool result (see outputFlag)
	bodies  map[*ssa.Function]bool   // see handlerBody
}

// New returns a Judge over tr.
func New(tr *trace.Tracer) *Judge {
	return &Judge{Tracer: tr, outputs: map[outputKey]*sink.Sink{}}
}

// handlerBody reports whether a handler returns what fn returns,
// unchanged (return installApp(client, args), in the closure registered
// for the tool): fn's returns are the handler's. Known once, for every
// function, the first time it is asked.
func (a *Judge) handlerBody(fn *ssa.Function) bool {
	if a.bodies == nil {
		a.bodies = map[*ssa.Function]bool{}
		for h := range a.Handlers {
			for _, ret := range ssautil.ReturnsOf(h) {
				if call := returnedCall(ret); call != nil && call.Call.StaticCallee() != nil {
					a.bodies[call.Call.StaticCallee()] = true
				}
			}
		}
	}
	return a.bodies[fn]
}
