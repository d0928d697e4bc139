package outcome

import (
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
)

// Judge decides what a tool result tells the model about success:
// whether the result a text ends up in has its error flag left unset,
// whether the text reports a failure nonetheless, whether a handler's
// returned error leaves as a protocol error, and whether the client has
// gone before the text is sent.
type Judge struct {
	*trace.Tracer
	outputs map[outputKey]*sink.Sink // sinks of handler outputs beside a tool result (see outputFlag)
}

// New returns a Judge over tr.
func New(tr *trace.Tracer) *Judge {
	return &Judge{Tracer: tr, outputs: map[outputKey]*sink.Sink{}}
}
