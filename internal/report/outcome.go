package report

import (
	"go/ast"
	"go/token"
	"reflect"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
)

// Outcome is a pass's result: what it reported and which suppression
// comments it honoured. Drivers read it to rank root causes; the ignores
// analyzer reads it to find suppressions that suppress nothing.
type Outcome struct {
	// Findings are the pass's diagnostics, in the order reported.
	Findings []Finding
	// Used holds the positions of the //toolerrlint:ignore comments that
	// suppressed a diagnostic of this pass.
	Used map[token.Pos]bool
	// Coverage is what the core saw of the package (the same for every
	// pass), for the driver's report of what it could not see.
	Coverage sink.Coverage
}

// Finding is one reported diagnostic and the code it passes through.
type Finding struct {
	Pos     token.Pos
	Message string
	Cause   Cause
}

// Cause is the module function a finding passes through, when fixing
// that function once fixes the finding and its siblings.
type Cause struct {
	// Func names the function: "utils.NewToolResultError".
	Func string
	// Kind says how the text passes through it: "template" (the function
	// hands its argument to the model: each call is a sink) or "source"
	// (foreign text comes out of it).
	Kind string
}

// Cause kinds.
const (
	CauseTemplate = "template"
	CauseSource   = "source"
)

var outcomeType = reflect.TypeOf((*Outcome)(nil))

// sinkIndex finds the sink a diagnostic belongs to by its position: a
// package with a thousand findings has about as many sinks, and each
// finding asks.
type sinkIndex struct {
	all     []*sink.Sink
	at      map[token.Pos]*sink.Sink     // the first sink at each position
	outside map[token.Pos]*ast.File      // the file of the first sink at each position that has one in another package
	passes  map[*ast.File]*analysis.Pass // the pass of each file of another package that fixes edit (sink.Sink.FilePass)
}

func newSinkIndex(sinks []*sink.Sink) sinkIndex {
	x := sinkIndex{all: sinks, at: map[token.Pos]*sink.Sink{}, outside: map[token.Pos]*ast.File{}, passes: map[*ast.File]*analysis.Pass{}}
	for _, s := range sinks {
		if s.FilePass != nil && s.File != nil {
			x.passes[s.File] = s.FilePass
		}
		if x.at[s.Pos] == nil {
			x.at[s.Pos] = s
		}
		if s.Outside != nil && x.outside[s.Pos] == nil {
			x.outside[s.Pos] = s.Outside
		}
	}
	return x
}

// causeOf returns the root cause of a finding at pos: the module helper
// whose template the sink holding pos instantiates, or else the helper the
// reported text came through, the one the message names (as Source
// words it), or the first.
func (x sinkIndex) causeOf(pos token.Pos, message string) Cause {
	s := x.sinkAt(pos)
	if s == nil {
		return Cause{}
	}
	if s.Template != "" {
		return Cause{Func: s.Template, Kind: CauseTemplate}
	}
	via, named := "", false
	s.Text.Walk(func(n *origin.Node) bool {
		if n.Via != "" && !named {
			named = strings.Contains(message, "(through "+n.Via+")")
			if named || via == "" {
				via = n.Via
			}
		}
		return !named
	})
	if via == "" {
		return Cause{}
	}
	return Cause{Func: via, Kind: CauseSource}
}

// sinkAt returns the sink a diagnostic at pos belongs to: the one at pos,
// or else the innermost whose expression holds pos.
func (x sinkIndex) sinkAt(pos token.Pos) *sink.Sink {
	if s := x.at[pos]; s != nil {
		return s
	}
	var best *sink.Sink
	for _, s := range x.all {
		if s.Expr != nil && s.Expr.Pos() <= pos && pos < s.Expr.End() && (best == nil || inside(s.Expr, best.Expr)) {
			best = s
		}
	}
	return best
}

func inside(a, b ast.Expr) bool { return b.Pos() <= a.Pos() && a.End() <= b.End() }
