package outcome

import (
	"cmp"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// PanicDefaultSink returns the sink of a call after which the framework
// shows a handler's panic to the model, or nil when the handler can be
// seen to recover by itself or cannot be seen at all.
func (a *Judge) PanicDefaultSink(call *ssa.Call, pd frameworks.PanicDefault, args []ssa.Value, f frameworks.Func) *sink.Sink {
	s := &sink.Sink{IsError: true, Pos: call.Pos(), Block: call.Block(), Recovery: a.ShortName(f)}
	if fw := a.Index.FrameworkOf[f]; !strings.HasPrefix(s.Recovery, fw+".") {
		s.Recovery = fw + "'s " + s.Recovery // adk's functiontool.New
	}
	var site paths.PanicSite
	if pd.Handler >= 0 {
		if pd.Handler >= len(args) {
			return nil
		}
		fns := a.FuncsOf(args[pd.Handler])
		if len(fns) == 0 {
			return nil // the handler is not in sight: whether it recovers is unknown
		}
		for _, fn := range fns {
			if recoversPanics(fn) {
				return nil
			}
			if found, ok := paths.PanicSiteOf(fn); ok && site.Why == "" {
				site = found
			}
		}
		if site.Why == "" {
			return nil // no operation of the handler can be seen to panic (paths.PanicSiteOf)
		}
		s.Handler, s.Panics = ssautil.FuncName(fns[0]), site.Why
		if reg, ok := a.Index.Registrations[f]; ok && reg.Tool >= 0 && reg.Tool < len(args) {
			s.Tool = a.ToolName(args[reg.Tool])
		}
	} else {
		// A server-wide option (mcp-go's WithRecovery): it matters where
		// a handler of this package can be seen to panic.
		found, ok := a.panickingHandler()
		if !ok {
			return nil
		}
		site = found
	}
	panicked := origin.Leaf(origin.Panic, "recover").At(call.Pos())
	if site.Why != "" {
		panicked = panicked.Hop(site.Pos, "a handler can panic here ("+site.Why+")")
	}
	parts := []*origin.Node{panicked}
	if pd.Stack {
		parts = append(parts, origin.Leaf(origin.Stack, "runtime/debug.Stack").At(call.Pos()))
	}
	s.Text = origin.NewConcat(parts...)
	if expr := a.CallAt[call.Pos()]; expr != nil {
		s.Expr, s.Pos = expr, expr.Pos()
	}
	return s
}

// panickingHandler returns where a tool handler of the package that
// does not recover by itself can be seen to panic, in the order of the
// package's files; ok is false if none can.
func (a *Judge) panickingHandler() (site paths.PanicSite, ok bool) {
	var sites []paths.PanicSite
	for fn := range a.Handlers {
		if recoversPanics(fn) {
			continue
		}
		if found, ok := paths.PanicSiteOf(fn); ok {
			sites = append(sites, found)
		}
	}
	if len(sites) == 0 {
		return paths.PanicSite{}, false
	}
	return slices.MinFunc(sites, func(x, y paths.PanicSite) int { return cmp.Compare(x.Pos, y.Pos) }), true
}

// recoversPanics reports whether fn defers a call that recovers: a
// function or closure calling the recover builtin, or a function of
// another module named for recovering (a project's shared
// defer sentry.Recover()).
func recoversPanics(fn *ssa.Function) bool {
	return ssautil.DefersRecover(fn, func(callee *ssa.Function) bool {
		return strings.Contains(strings.ToLower(callee.Name()), "recover")
	})
}

// flagCallSet reports whether v is the result of a framework call that
// builds a tool result flagged as an error by a true argument
// (NewCallToolResult(content, true)).
func (a *Judge) flagCallSet(v ssa.Value) bool {
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	fc, ok := a.flagCall(call)
	if !ok {
		return false
	}
	i, ok := fc.Flag.Index()
	return ok && i < len(call.Call.Args) && a.IsTrueValue(call.Call.Args[i])
}
