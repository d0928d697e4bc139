// Package timeline marks the phases of an analysis in a Go execution
// trace (the driver's -trace flag), so that `go tool trace` shows, per
// goroutine, where a run spends its time: each package's SSA build, the
// core's phases, each pass. The speed work on one large server needed
// exactly this view: a CPU profile sums the work, the trace shows which
// part of it everything else waits for.
//
// Outside a trace a mark costs one check and no allocation.
package timeline

import (
	"context"
	"go/types"
	"runtime/trace"
)

// Region marks the start of the phase named what ("ssa build", "core
// sinks", a pass's name) of pkg's analysis in the trace being taken,
// and returns what marks its end.
func Region(what string, pkg *types.Package) (end func()) {
	if !trace.IsEnabled() {
		return func() {}
	}
	name := what
	if pkg != nil {
		name += " " + pkg.Path()
	}
	return trace.StartRegion(context.Background(), name).End
}
