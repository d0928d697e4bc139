package sinks

import (
	"go/types"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/outcome"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// entries returns fn's results at each of its returns.
func (a *Finder) entries(fn *ssa.Function) []facts.Entry {
	var out []facts.Entry
	for _, ret := range ssautil.ReturnsOf(fn) {
		if !ret.Pos().IsValid() || a.Impossible(ret.Block()) {
			continue
		}
		e := facts.Entry{Pos: ret.Pos(), File: a.FileOf(ret.Pos()), Results: make([]facts.ResultText, len(ret.Results)),
			Flags: make([]map[string]bool, len(ret.Results)), Succeeds: a.ReturnsSuccess(fn.Signature, ret),
			Written: make([]*sink.Written, len(ret.Results))}
		for i, v := range ret.Results {
			switch t := fn.Signature.Results().At(i).Type(); {
			case a.IsModuleStruct(t):
				e.Results[i].Fields = a.FieldsAt(v)
				e.Flags[i] = a.SetFlags(v, 0)
				e.Written[i] = a.writtenError(ret, i)
			case shape.CarriesText(t):
				e.Results[i].Text = a.Text(v)
			}
		}
		out = append(out, e)
	}
	return out
}

// writtenError returns where the error field of the module struct that
// ret's i-th result is gets its value: the one error argument of the
// module call building the struct (api.NewToolCallResult("",
// fmt.Errorf(…))), where the struct has one field of type error.
func (a *Finder) writtenError(ret *ssa.Return, i int) *sink.Written {
	field := errorField(ret.Results[i].Type())
	call, ok := ret.Results[i].(*ssa.Call)
	if field == "" || !ok || call.Call.StaticCallee() == nil {
		return nil
	}
	args := call.Call.Args
	if call.Call.StaticCallee().Signature.Recv() != nil {
		args = args[1:] // the receiver is no argument of the syntax
	}
	k := -1
	for j, v := range args {
		if ssautil.IsErrorInterface(v.Type()) {
			if k >= 0 {
				return nil // which one fills the field is not known
			}
			k = j
		}
	}
	expr := a.CallAt[call.Pos()]
	if k < 0 || ssautil.IsNilConst(args[k]) || expr == nil || expr.Ellipsis.IsValid() || k >= len(expr.Args) {
		return nil
	}
	w := &sink.Written{Field: field, Expr: expr.Args[k], Stmt: a.ReturnAt[ret.Pos()], Format: a.formatOf(args[k]), Pass: a.Pass}
	// The writing function's parameters are the tool's input, as an
	// adapter's are (Through).
	at := &sink.Sink{Text: a.Text(args[k]), Block: call.Block(), Tool: a.storedTools[ret.Parent()].one(), Through: "the adapter"}
	w.Decision, w.Evidence, w.Advice = a.Evidence(at, nil, nil, nil)
	return w
}

// errorField names the one field of type error of the struct t is or
// points to, or "".
func errorField(t types.Type) string {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	name := ""
	for f := range st.Fields() {
		if ssautil.IsErrorInterface(f.Type()) {
			if name != "" {
				return ""
			}
			name = f.Name()
		}
	}
	return name
}

// storedFunc is a function stored into a func-typed field: its summary's
// results, and, for a function of another package, its entries.
type storedFunc struct {
	facts.StoredFunc
	outside bool // stored in another package
}

// storedIn returns the functions stored into the field key: in this
// package, then in the packages it imports.
func (a *Finder) storedIn(key string) []storedFunc {
	var out []storedFunc
	for _, fn := range a.storedFuncs()[key] {
		if s := a.Summary(fn); s != trace.Recursing {
			sf := facts.StoredFunc{Name: ssautil.FuncName(fn), Tool: a.storedTools[fn].one(), Params: len(fn.Params), Results: s.Results, OkResults: s.OkResults}
			if outcome.IsMethodKey(key) {
				sf = sf.WithEntries(a.entries(fn)) // a loop's tools of this package
			}
			out = append(out, storedFunc{StoredFunc: sf})
		}
	}
	for _, sf := range a.StoredByImports {
		if a.Implements(sf.Field, key) {
			out = append(out, storedFunc{StoredFunc: sf, outside: true})
		}
	}
	return out
}

// qualified names a function of package pkg, named name there, for
// messages in another package: "pods.list", "(*pods.Server).list", "a
// function literal in pods.Tools".
func qualified(pkg *types.Package, name string) string {
	const literal = "a function literal in "
	switch {
	case len(name) > len(literal) && name[:len(literal)] == literal:
		return literal + qualified(pkg, name[len(literal):])
	case len(name) > 2 && name[:2] == "(*":
		return "(*" + pkg.Name() + "." + name[2:]
	case len(name) > 1 && name[0] == '(':
		return "(" + pkg.Name() + "." + name[1:]
	}
	return pkg.Name() + "." + name
}

// fillStored returns text with its Stored nodes of the field key filled
// in with the results of fs (other Stored nodes are unknown), named via
// where they arise in a function of fs.
func fillStored(text *origin.Node, key string, fs []facts.StoredFunc, via func(facts.StoredFunc) string) *origin.Node {
	return text.SubstLeaves(origin.Stored, func(leaf *origin.Node) *origin.Node {
		if leaf.Text != key {
			return trace.Unknown
		}
		if len(fs) == 0 && outcome.IsMethodKey(key) {
			return trace.Unknown // an interface implemented out of sight
		}
		return origin.NewChoice(storedAlts(leaf, fs, via)...)
	})
}

// storedAlts returns the text the Stored leaf takes in each of fs.
func storedAlts(leaf *origin.Node, fs []facts.StoredFunc, via func(facts.StoredFunc) string) []*origin.Node {
	var alts []*origin.Node
	for _, f := range fs {
		if leaf.Result >= len(f.Results) {
			continue
		}
		r := f.Results[leaf.Result]
		if leaf.Ok && leaf.Result < len(f.OkResults) {
			r = f.OkResults[leaf.Result] // read where the call succeeded
		}
		n := r.Text
		if leaf.Member != "" {
			n = r.Field(leaf.Member)
		}
		n = n.SubstCalls(func(*origin.Node) *origin.Node { return trace.Unknown })
		n = n.SubstLeaves(origin.Stored, func(*origin.Node) *origin.Node { return trace.Unknown })
		alts = append(alts, n.Subst(trace.Fill(f.Params, trace.Data), nil, via(f), leaf.Pos(), false))
	}
	return alts
}

// delegates reports whether text holds what a call of the interface
// method key returns: an implementation that wraps another one (a
// client that is itself a transport) says what the others say.
func delegates(text *origin.Node, key string) bool {
	for _, l := range text.Leaves(origin.Stored) {
		if l.Text == key {
			return true
		}
	}
	return false
}

// fillShared is fillStored for a call of a module interface that
// several implementations may answer: which one does is
// decided at run time (a client per transport, a client per resource
// kind), so naming what one of them says would be a guess, and their
// union would list errors the call may never meet. What every one of
// them forwards is no guess: each Stored leaf becomes text of unknown
// origin holding the foreign errors (by function) that all the
// implementations' texts hold, as the first implementation traces them;
// unknown where they share none. Implementations that delegate to
// another (see delegates) are left out.
func fillShared(text *origin.Node, key string, fs []facts.StoredFunc) *origin.Node {
	return text.SubstLeaves(origin.Stored, func(leaf *origin.Node) *origin.Node {
		if leaf.Text != key {
			return trace.Unknown
		}
		var answering []facts.StoredFunc
		for _, f := range fs {
			if leaf.Result < len(f.Results) && !delegates(f.Results[leaf.Result].Text, key) {
				answering = append(answering, f)
			}
		}
		// The first names the sources: the same one on every run.
		slices.SortStableFunc(answering, func(x, y facts.StoredFunc) int { return strings.Compare(x.Pkg+" "+x.Name, y.Pkg+" "+y.Name) })
		alts := storedAlts(leaf, answering, func(f facts.StoredFunc) string { return f.Name })
		if len(alts) == 0 {
			return trace.Unknown
		}
		count := map[string]int{}
		for _, alt := range alts {
			seen := map[string]bool{}
			for _, l := range alt.Leaves(origin.Foreign) {
				if !seen[l.Text] {
					seen[l.Text] = true
					count[l.Text]++
				}
			}
		}
		parts := []*origin.Node{trace.Unknown}
		taken := map[string]bool{}
		for _, l := range alts[0].Leaves(origin.Foreign) {
			if count[l.Text] == len(alts) && !taken[l.Text] {
				taken[l.Text] = true
				parts = append(parts, l)
			}
		}
		if len(parts) == 1 {
			return trace.Unknown
		}
		return origin.NewConcat(parts...)
	})
}

// storedSinks returns the sinks s stands for: s itself if its text
// holds no Stored node; otherwise s with the functions of this package
// stored into the field, if any, and one sink per entry (or, with no
// entries known, per function) of each function of another package,
// which adapter (the function holding s) shows.
func (a *Finder) storedSinks(s *sink.Sink, adapter string) []*sink.Sink {
	leaves := s.Text.Leaves(origin.Stored)
	rpc := s.How.Kind == sink.SetsRPCError
	if len(leaves) == 0 {
		if rpc {
			return nil // the server's own failure, no tool's
		}
		return []*sink.Sink{s}
	}
	key := leaves[0].Text
	var local, outside []facts.StoredFunc
	// A registered handler calling a module interface (a store) is the
	// tool: the implementations are alternatives of its own sink.
	// A loop's call of a tool interface (no handler holds it) shows
	// every implementation, of this package or another, as a tool of
	// its own.
	tools := outcome.IsMethodKey(key) && a.ToolInterface(key)
	inHandler := outcome.IsMethodKey(key) && s.Handler != ""
	inLoop := tools && s.Handler == ""
	if rpc {
		if !inLoop {
			return nil
		}
		// The reply's other texts are the server's own.
		c := *s
		c.Text = s.Text.Holding(origin.Stored)
		s = &c
	}
	stored := a.storedIn(key)
	// The one implementation, in another package, of a module interface
	// that describes no tool (a config provider) is no tool: it is what
	// the call does, as a helper's body is. Several (a dispatcher's
	// backends) are each shown at their own returns.
	only := outcome.IsMethodKey(key) && !inLoop && len(stored) == 1
	for _, f := range stored {
		if (f.outside && !only || inLoop) && !inHandler {
			outside = append(outside, f.StoredFunc)
		} else {
			local = append(local, f.StoredFunc)
		}
	}
	var out []*sink.Sink
	if len(local) > 0 || len(outside) == 0 {
		base := *s
		if outcome.IsMethodKey(key) && len(local) > 1 && !tools {
			// Several implementations of a dependency may answer (one
			// store per run): only what they all forward is known.
			// Those shown at their own returns (outside, below) are
			// sinks of their own, as a loop's tools are. A handler
			// serving a tool interface serves every implementation,
			// so what any of them says reaches its text (fillStored).
			base.Text = fillShared(s.Text, key, local)
		} else {
			base.Text = fillStored(s.Text, key, local, func(f facts.StoredFunc) string { return f.Name })
		}
		if base.Text != nil {
			out = append(out, &base)
		}
	}
	noVia := func(facts.StoredFunc) string { return "" }
	for _, f := range outside {
		if len(f.Entries()) == 0 {
			if es := entrySink(s, f, fillStored(s.Text, key, []facts.StoredFunc{f}, noVia), adapter); es != nil {
				es.Protocol = rpc
				out = append(out, es)
			}
			continue
		}
		for _, e := range f.Entries() {
			if !e.Succeeds && readOnSuccessLeaves(leaves) {
				continue // a failure's return, whose text the caller does not read
			}
			one := f
			one.Results = e.Results
			if es := entrySink(s, f, fillStored(s.Text, key, []facts.StoredFunc{one}, noVia), adapter); es != nil {
				es.Text = es.Text.Hop(s.Pos, "reaches the model here through "+adapter)
				es.Pos = e.Pos
				if f.Pkg != "" {
					es.Outside = e.File // another package's return
				}
				writtenAt(es, e, leaves[0])
				flaggedEntry(es, e, leaves[0].Result)
				es.Protocol = rpc
				if a.shownBefore(es) {
					continue
				}
				out = append(out, es)
			}
		}
	}
	return out
}

// shownBefore reports whether an adapter of this package already shows
// the return es is a sink of, the same way, and notes that one does.
func (a *Finder) shownBefore(es *sink.Sink) bool {
	k := shownEntry{es.Pos, es.How}
	if a.shown == nil {
		a.shown = map[shownEntry]bool{}
	}
	seen := a.shown[k]
	a.shown[k] = true
	return seen
}

// entrySink returns the sink of text, what adapter shows of f at s, or
// nil if there is no text. Nothing in it can be fixed at s, which shows
// every function's text.
func entrySink(s *sink.Sink, f facts.StoredFunc, text *origin.Node, adapter string) *sink.Sink {
	if text == nil {
		return nil
	}
	es := *s
	es.Text = text
	es.Tool, es.Handler, es.Through = f.Tool, f.Name, adapter
	es.Expr, es.Stmt, es.File, es.Format = nil, nil, nil, nil
	return &es
}

// writtenAt makes the expression that writes the error es shows, where
// entry e says where that is (see Written), the sink's expression, so
// that fixes edit it in the package that wrote it.
func writtenAt(es *sink.Sink, e facts.Entry, leaf *origin.Node) {
	if leaf.Result >= len(e.Written) {
		return
	}
	w := e.Written[leaf.Result]
	if w == nil || w.Field != leaf.Member || w.Stmt == nil {
		return
	}
	es.Expr, es.Pos, es.Stmt, es.Format, es.File, es.FilePass = w.Expr, w.Expr.Pos(), w.Stmt, w.Format, e.File, w.Pass
	es.Written = w
}

// flaggedEntry marks es, the sink of entry e's index-th result, as an
// error where the sink's flag is read from a field e sets true.
func flaggedEntry(es *sink.Sink, e facts.Entry, index int) {
	if es.FlagFrom != "" && index < len(e.Flags) && e.Flags[index][es.FlagFrom] {
		es.IsError, es.Unflagged = true, nil
	}
}

// readOnSuccessLeaves reports whether each of the Stored leaves is read only
// where its call succeeded.
func readOnSuccessLeaves(leaves []*origin.Node) bool {
	for _, l := range leaves {
		if !l.Ok {
			return false
		}
	}
	return true
}

// storedFuncs returns, by field key, the functions of this package
// stored into func-typed fields of module structs.
func (a *Finder) storedFuncs() map[string][]*ssa.Function {
	if a.stored != nil {
		return a.stored
	}
	a.stored = map[string][]*ssa.Function{}
	for _, fn := range a.LiveFuncs() { // a store nothing runs fills no field
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				st, ok := instr.(*ssa.Store)
				if !ok {
					continue
				}
				fa, ok := st.Addr.(*ssa.FieldAddr)
				if !ok || !a.IsModuleStruct(fa.X.Type()) {
					continue
				}
				if _, ok := st.Val.Type().Underlying().(*types.Signature); !ok {
					continue
				}
				if key := trace.FieldKey(fa.X, fa.Field); key != "" {
					fns := a.FuncsOf(st.Val)
					a.stored[key] = append(a.stored[key], fns...)
					a.nameStored(fns, ssautil.NameField(fa.X))
				}
			}
		}
	}
	for key, fns := range a.ImplementedMethods() {
		a.stored[key] = append(a.stored[key], fns...)
		for _, fn := range fns {
			a.nameStored([]*ssa.Function{fn}, a.describedName(fn))
		}
	}
	return a.stored
}

// describedName returns the tool name the Name method of the type of the
// method fn returns, where it has one: a tool interface's implementation
// names its tool so (handlers' Name() returning "list_actions").
func (a *Finder) describedName(fn *ssa.Function) string {
	recv := fn.Signature.Recv()
	if recv == nil {
		return ""
	}
	named, ok := types.Unalias(ssautil.Deref(recv.Type())).(*types.Named)
	if !ok {
		return ""
	}
	if nm := a.DeclaredMethod(named, "Name"); nm != nil {
		return a.ReturnedName(nm)
	}
	return ""
}

// nameStored records name, the tool's name the struct storing fns gives
// beside them (see toolNames.add).
func (a *Finder) nameStored(fns []*ssa.Function, name string) {
	if a.storedTools == nil {
		a.storedTools = map[*ssa.Function]toolNames{}
	}
	for _, fn := range fns {
		if a.storedTools[fn] == nil {
			a.storedTools[fn] = toolNames{}
		}
		a.storedTools[fn].add(name)
	}
}
