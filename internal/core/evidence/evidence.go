package evidence

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// maxGuardWalk bounds the dominator-tree walk from a sink to its guard.
const maxGuardWalk = 16

// Evidence collects what the code on the way to sink s shows about the
// failure, and decides: the guard that leads to the sink (the nearest
// condition it lies behind: a check of the tool's input, errors.Is with a
// sentinel of frameworks.Sentinels, an HTTP status, the error of a parser
// or transport function), else the foreign errors the text consists of.
// Evidence both ways, or none, is Undecided. why names the evidence for
// messages, and adv what else it shows (see Advice). adapted is the
// function holding the sink that a module adapter shows as a handler,
// if h is nil; passed, what handlers pass the function holding the
// sink, where it is a module function they call (see PassedBy).
func (a *Reviewer) Evidence(s *sink.Sink, h *handlers.Func, adapted *ssa.Function, passed Passed) (d sink.Decision, why string, adv sink.Advice) {
	var ev evidenceSet
	if s.Block != nil {
		input := inputParams(s.Block.Parent(), h, s.Through != "", adapted)
		if input == nil && len(passed) > 0 {
			input = passed.values()
		}
		a.withPassed(passed, func() {
			a.guardsEvidence(s.Block, input, &ev)
			if call := returnedCall(s.Block); call != nil && !ev.failed {
				// return lookup(ctx, args.ID): no guard names the
				// call whose error is shown; the return does.
				a.callEvidence(call, input, &ev)
			}
		})
	}
	if ev.empty() && !ev.open {
		a.leafEvidence(s.Text, &ev)
	}
	if ev.empty() && !ev.open && !ev.service {
		// The module's words, where the code shows nothing: they
		// decide one way only, so they never outweigh it. Not where
		// they answer any error of a service's call ("workspace not
		// found" for a Read that failed): a timeout or a 503 gets them
		// too, and the bounded sentence is true for both.
		if w := wording.WrongCall(s.Text); w != "" {
			ev.add(sink.Permanent, "its own words "+strconv.Quote(w))
		} else if w := wording.EmptyAnswer(s.Text); w != "" {
			ev.add(sink.Permanent, "its own words "+strconv.Quote(w)+", an empty answer")
		}
	}
	d, why, adv = ev.decide()
	if ev.done != "" && !wording.Reads(s.Tool) {
		// Whatever failed, calling again repeats the change made
		// before it, also where it would fail the same way after it
		// (unless the tool only reads: the change serves the answer,
		// and a second call may make it again).
		d, why, adv = sink.Permanent, "a change ("+ev.done+") made before the failure, which calling again repeats", sink.Advice{Move: sink.TellUser, Done: ev.done}
	}
	adv.Step = ev.step
	if adv.Move == sink.SendArguments {
		adv.Required = a.requiredArgs(s.Tool)
	}
	return d, why, adv
}

// guardsEvidence adds what the guards block b lies behind show, nearest
// first: the first group that shows something, or that is not about
// errors, ends the walk; passing one that is about errors, the walk
// goes on behind a call that failed (afterCall).
func (a *Reviewer) guardsEvidence(b *ssa.BasicBlock, input map[ssa.Value]bool, ev *evidenceSet) {
	all := guards(b)
	ev.lookedUp = ev.lookedUp || slices.ContainsFunc(all, func(gs []guard) bool {
		return slices.ContainsFunc(gs, a.pastNotFound) || len(gs) == 1 && nilAnsweredApart(gs[0])
	})
	for _, gs := range all {
		for _, g := range gs {
			a.guardEvidence(g, input, ev)
		}
		if !ev.empty() || !aboutErrors(gs) {
			return
		}
		ev.afterCall = true
	}
}

// pastNotFound reports whether g is a check of a response's status
// (or of a call's answer beside its error) against 404 on the side
// where it is not (the code answered a lookup
// that found nothing before, the get_plugin that says "not installed"):
// past it, wherever the walk of the guards stops, what fails is no
// argument naming what is not there (lookedUp).
func (a *Reviewer) pastNotFound(g guard) bool {
	cond, ok := g.cond.(*ssa.BinOp)
	if !ok || cond.Op != token.EQL && cond.Op != token.NEQ || (cond.Op == token.EQL) == g.holds {
		return false
	}
	x, y := cond.X, cond.Y
	if _, ok := x.(*ssa.Const); ok {
		x, y = y, x
	}
	// A status a module's request helper answers beside its error
	// (body, status, err := request(...)) is one too.
	code, ok := intConst(y)
	return ok && (paths.IsStatusCode(x) || a.libraryStatus(x, y) || besideError(x)) && frameworks.StatusKind(code) == frameworks.NotFound
}

// nilAnsweredApart reports whether g, alone, is a call's err != nil
// whose side holds here, and the code answers a nil first result of
// the same call on its own (vault's Logical().Read answers a path that
// does not exist by nil, nil: `if secret == nil { … not found … }`):
// the thing not being there is not what the error says.
func nilAnsweredApart(g guard) bool {
	cond, ok := g.cond.(*ssa.BinOp)
	if !ok || cond.Op != token.NEQ || !g.holds || !ssautil.IsNilConst(cond.Y) || !ssautil.IsError(cond.X.Type()) {
		return false
	}
	e, ok := cond.X.(*ssa.Extract)
	if !ok || e.Index == 0 {
		return false
	}
	for _, r := range paths.Referrers(e.Tuple) {
		res, ok := r.(*ssa.Extract)
		if !ok || res.Index != 0 {
			continue
		}
		for _, use := range paths.Referrers(res) {
			if c, ok := use.(*ssa.BinOp); ok && (c.Op == token.EQL || c.Op == token.NEQ) && (ssautil.IsNilConst(c.Y) || ssautil.IsNilConst(c.X)) && c.Block() != cond.Block() {
				return true
			}
		}
	}
	return false
}

// intConst returns v's value if v is an integer constant.
func intConst(v ssa.Value) (int64, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(c.Value)
}

// earlierChange returns the name of a call that changes what it is
// sent to (wording.Changes: CreateIssue, Mutate, ExecContext), given a
// context (a service's, not a local builder's Add or Set) and returning
// an error, that ran before call on every path to it, the tool going on
// past it: the nearest such, or "". Calling the tool again
// would make that change a second time (a second field created), so a
// retry of the whole call is not the safe move the failure leaves.
func earlierChange(call *ssa.Call) string {
	b := call.Block()
	if b == nil {
		return ""
	}
	before := slices.Index(b.Instrs, ssa.Instruction(call))
	for ; b != nil; b, before = b.Idom(), -1 {
		instrs := b.Instrs
		if before >= 0 {
			instrs = instrs[:before]
		}
		if name := lastChange(instrs, call); name != "" {
			return name
		}
		if name := changeOnEveryArm(b); name != "" {
			return name
		}
	}
	return ""
}

// lastChange returns the name of the last call among instrs, other than
// call, that changes what it is sent to, or "".
func lastChange(instrs []ssa.Instruction, call *ssa.Call) string {
	for i := len(instrs) - 1; i >= 0; i-- {
		if c, ok := instrs[i].(*ssa.Call); ok && c != call && changes(c.Common()) {
			return ssautil.CalledName(c.Common())
		}
	}
	return ""
}

// changeOnEveryArm returns the name of a change made on each path into
// the join b from its immediate dominator (a switch whose every case
// starts, stops or restarts the machine, then one marshal after it), on
// the blocks that dominate each predecessor below that dominator; "" if
// some path makes none.
func changeOnEveryArm(b *ssa.BasicBlock) string {
	if len(b.Preds) < 2 || b.Idom() == nil {
		return ""
	}
	first := ""
	for _, p := range b.Preds {
		name := ""
		for x := p; x != nil && x != b.Idom() && name == ""; x = x.Idom() {
			name = lastChange(x.Instrs, nil)
		}
		if name == "" {
			return ""
		}
		if first == "" {
			first = name
		}
	}
	return first
}

// changes reports whether c calls a service to change something: a
// name that says so, a context, and an error among its results; not a
// statement of a transaction (tx.ExecContext), which a later failure
// rolls back.
func changes(c *ssa.CallCommon) bool {
	fn := ssautil.CalledFunc(c)
	results := c.Signature().Results()
	return fn != nil && wording.Changes(fn.Name()) && (takesContext(c) || namesTarget(c)) && !inTransaction(c) &&
		results.Len() > 0 && ssautil.IsError(results.At(results.Len()-1).Type())
}

// namesTarget reports whether c is a method call given first the path
// or name of what it changes, and handing back what it made beside its
// error (Vault's Logical().Write(path, data) (*Secret, error)): a
// client's request, though it takes no context, not a writer's Write
// of bytes, which hands back a count.
func namesTarget(c *ssa.CallCommon) bool {
	params, results := c.Signature().Params(), c.Signature().Results()
	if !c.IsInvoke() && c.Signature().Recv() == nil || params.Len() == 0 || results.Len() != 2 {
		return false
	}
	first, ok := params.At(0).Type().Underlying().(*types.Basic)
	return ok && first.Info()&types.IsString != 0 && !basicType(results.At(0).Type())
}

// inTransaction reports whether c is a method of a transaction: its
// receiver's type is named Tx, Txn or Transaction, or ends so.
func inTransaction(c *ssa.CallCommon) bool {
	args := ssautil.CallArgs(c)
	if len(args) == 0 || !c.IsInvoke() && c.Signature().Recv() == nil {
		return false
	}
	_, name := ssautil.NamedOf(args[0].Type())
	return strings.HasSuffix(name, "Tx") || strings.HasSuffix(name, "Txn") || strings.HasSuffix(name, "Transaction")
}

// returnedCall returns the call whose error, its last result, the
// return ending b hands back as its own last result (return
// lookup(ctx, id), its other results converted or not), or nil.
func returnedCall(b *ssa.BasicBlock) *ssa.Call {
	ret, ok := ssautil.LastInstr(b).(*ssa.Return)
	if !ok || len(ret.Results) < 2 {
		return nil
	}
	e, ok := ret.Results[len(ret.Results)-1].(*ssa.Extract)
	if !ok || !ssautil.IsError(e.Type()) {
		return nil
	}
	call, ok := e.Tuple.(*ssa.Call)
	if !ok || e.Index != call.Call.Signature().Results().Len()-1 {
		return nil
	}
	return call
}

// evidenceSet holds the first reason found for each decision, and what
// else it shows; failed, whether the call whose error the sink shows was
// met, and then given, the arguments of the input it was given, for
// when nothing decides, and step, the module function it calls, if any
// (see sink.Advice).
type evidenceSet struct {
	perm, trans       string
	permAdv, transAdv sink.Advice
	// afterCall: the error shown is a call's, made after the guards
	// still to read; the side of a check where an argument is present
	// then shows that the check passed (see comparisonEvidence).
	afterCall bool
	failed    bool
	given     []string
	step      string
	// done names a call that changed something (wording.Changes) and
	// succeeded on every path to the failing call (see earlierChange).
	done string
	// open: the code shows the failure may go either way (a transport
	// call to an address the model chose), which the foreign errors the
	// text consists of must not then decide.
	open bool
	// service: the call that failed is another service's, or the
	// module's reaching one, given a context: its errors are of every
	// kind (see Evidence).
	service bool
	// lookedUp: a test of the error for a lookup that found nothing
	// (errors.Is(err, sql.ErrNoRows), IsNotFound(err)) failed on the
	// way: the branch that answers it is elsewhere, and what fails here
	// is no argument naming what is not there.
	lookedUp bool
}

func (e *evidenceSet) add(d sink.Decision, why string) { e.note(d, why, sink.Advice{}) }

// note adds a reason for d that shows adv besides.
func (e *evidenceSet) note(d sink.Decision, why string, adv sink.Advice) {
	switch {
	case d == sink.Permanent && e.perm == "":
		e.perm, e.permAdv = why, adv
	case d == sink.Transient && e.trans == "":
		e.trans, e.transAdv = why, adv
	}
}

func (e *evidenceSet) empty() bool { return e.perm == "" && e.trans == "" }

// decide returns the decision, its reason and its advice: a transient
// failure's next move is one retry; an undecided one's, a check of the
// arguments the call was given.
func (e *evidenceSet) decide() (sink.Decision, string, sink.Advice) {
	given := e.given
	if e.lookedUp {
		given = nil
	}
	switch {
	case e.perm != "" && e.trans != "":
		return sink.Undecided, "", sink.Advice{Given: given}
	case e.perm != "":
		return sink.Permanent, e.perm, e.permAdv
	case e.trans != "":
		adv := e.transAdv
		adv.Move = sink.RetryOnce
		return sink.Transient, e.trans, adv
	}
	return sink.Undecided, "", sink.Advice{Given: given}
}

// madeOfInput reports whether v, not an error, is the tool's input as
// it arrived (see isInput), or what a call that cannot fail (no error
// among its results, no context) made of it: safeArray(db, "rows") of a
// helper given db. A call that can fail may answer nil for reasons of
// its own.
func (a *Reviewer) madeOfInput(v ssa.Value, input map[ssa.Value]bool) bool {
	if ssautil.IsError(v.Type()) {
		return false
	}
	if call, ok := v.(*ssa.Call); ok {
		c := call.Common()
		return !ssautil.HasError(c.Signature().Results()) && !takesContext(c) && givenInput(c, input)
	}
	return a.isInput(v, input)
}

// guard is a condition and the side of it that leads to a block.
type guard struct {
	cond  ssa.Value
	holds bool
}

// guards returns the conditions block b lies behind, nearest first:
// walking up the dominator tree from b, each block whose predecessors
// all end in an if gives a group of guards, one per predecessor
// (several for a || chain).
func guards(b *ssa.BasicBlock) [][]guard {
	var out [][]guard
	for cur, i := b, 0; cur != nil && i < maxGuardWalk; cur, i = cur.Idom(), i+1 {
		var group []guard
		for _, p := range cur.Preds {
			ifi, ok := ssautil.LastInstr(p).(*ssa.If)
			if !ok {
				group = nil
				break
			}
			group = append(group, guard{ifi.Cond, p.Succs[0] == cur})
		}
		if len(group) > 0 {
			out = append(out, group)
		}
	}
	return out
}

// aboutErrors reports whether every guard of a group examines an error
// already found (errors.Is, errors.As, a method of an error): the walk
// goes on up through them to the err != nil check that found it, and
// stops there or at any other condition, whose other side may hold the
// evidence.
func aboutErrors(gs []guard) bool {
	for _, g := range gs {
		if !examinesError(g.cond) {
			return false
		}
	}
	return true
}

func examinesError(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.UnOp:
		return x.Op == token.NOT && examinesError(x.X)
	case *ssa.BinOp:
		if ssautil.IsNilConst(x.X) || ssautil.IsNilConst(x.Y) {
			// Where the error was found, or a test of what the failed
			// call answered beside it (resp != nil, go-atlassian's and
			// go-github's responses).
			return besideError(x.X) || besideError(x.Y)
		}
		return ssautil.IsError(x.X.Type()) || ssautil.IsError(x.Y.Type())
	case *ssa.Call:
		for _, arg := range ssautil.CallArgs(x.Common()) {
			if ssautil.IsError(arg.Type()) || ssautil.IsError(types.NewPointer(arg.Type())) {
				return true
			}
		}
	}
	return false
}

// guardEvidence adds what one guard shows.
func (a *Reviewer) guardEvidence(g guard, input map[ssa.Value]bool, ev *evidenceSet) {
	switch cond := g.cond.(type) {
	case *ssa.UnOp:
		if cond.Op == token.NOT {
			a.guardEvidence(guard{cond.X, !g.holds}, input, ev)
		}
	case *ssa.BinOp:
		a.comparisonEvidence(cond, g.holds, input, ev)
	case *ssa.Call:
		a.predicateEvidence(cond, g.holds, input, ev)
	case *ssa.Extract:
		// v, ok := os.LookupEnv(name), on the side where ok is false.
		if name := settingRead(cond); name != "" && cond.Index == 1 && !g.holds {
			ev.note(sink.Permanent, "a missing setting ("+name+")", sink.Advice{Move: sink.NotConfigured})
		} else if cond.Index == 1 {
			a.commaOkEvidence(cond.Tuple, !g.holds, input, ev)
		}
	}
}

// comparisonEvidence: err != nil (the error's origin), err == sentinel,
// resp.StatusCode == code, or a comparison of the tool's input.
func (a *Reviewer) comparisonEvidence(cond *ssa.BinOp, holds bool, input map[ssa.Value]bool, ev *evidenceSet) {
	// eq: the side where the two operands are equal.
	eq := cond.Op == token.EQL && holds || cond.Op == token.NEQ && !holds
	x, y := cond.X, cond.Y
	if ssautil.IsNilConst(x) {
		x, y = y, x
	}
	var (
		answering     *ssa.Call
		answer, konst ssa.Value
	)
	if !eq {
		answering, answer, konst = checkedAnswer(x, y)
	}
	if answering != nil && ev.given == nil {
		// resp.StatusCode != http.StatusOK, result.ExitCode != 0: the
		// call whose answer is checked failed, and what it was given
		// may be why, as for a call's error.
		ev.given = a.notAcceptedBefore(answering, a.givenArgs(answering.Common(), input, nil), input)
	}
	switch {
	case ssautil.IsNilConst(y):
		switch t := x.Type(); {
		case ssautil.IsErrorInterface(t) && !eq:
			a.errorEvidence(x, input, ev)
		case eq && a.wholeArguments(x, input):
			// req.Params.Arguments == nil: no arguments came.
			ev.note(sink.Permanent, "a check of the tool's input", sink.Advice{Move: sink.SendArguments})
		case eq && a.madeOfInput(x, input):
			// rows := safeArray(db, "rows"); rows == nil: the input (a
			// helper's parameter) lacks the part, and lacks it again.
			ev.note(sink.Permanent, "a check of the tool's input", sink.Advice{})
		}
	case paths.IsStatusCode(x) || a.libraryStatus(x, y):
		if code, ok := intConst(y); ok {
			switch {
			case eq:
				move := moveOf(frameworks.StatusKind(code))
				switch {
				case move != sink.NotConfigured:
				case a.signedInBefore(answeringCall(x)):
					// The same client's call before succeeded: its
					// credentials are set and accepted, and this
					// endpoint refuses them.
					move = sink.TellUser
				default:
					// A 401: the credentials may be set and refused,
					// which "not configured" would not say.
					move = sink.CredentialsRefused
				}
				ev.note(frameworks.Status(code), "an HTTP status", sink.Advice{Move: move})
			case holds && (cond.Op == token.GEQ && code >= 500 || cond.Op == token.GTR && code >= 499):
				ev.add(sink.Transient, "an HTTP status")
			}
		}
	case eq && (sentinelName(x) != "" || sentinelName(y) != ""):
		name := sentinelName(x) + sentinelName(y)
		ev.note(frameworks.Sentinels[name], name, sink.Advice{Move: moveOf(frameworks.Kinds[name])})
	case sentinelName(x) != "" || sentinelName(y) != "":
		ev.lookedUp = ev.lookedUp || frameworks.Kinds[sentinelName(x)+sentinelName(y)] == frameworks.NotFound
	case eq && emptySetting(x, y) != "":
		ev.note(sink.Permanent, "a missing setting ("+emptySetting(x, y)+")", sink.Advice{Move: sink.NotConfigured})
	case eq && (selector(x) || selector(y)):
		// The side where an argument equals a value the code knows
		// (a switch case, an if on a mode): the argument was accepted,
		// and what fails behind it is no wrong call.
	case ev.afterCall && (cond.Op == token.EQL || cond.Op == token.NEQ) && !eq && (zeroConst(x) || zeroConst(y)):
		// The side where an argument is present (name != ""), on the
		// way to a call that failed: the check passed, and the call's
		// failure is no missing argument. (Words written on that side,
		// "give after or before, not both", are the check's own.)
	case fromInput(x, input) || fromInput(y, input):
		ev.note(sink.Permanent, "a check of the tool's input", a.inputAdvice(cond, holds, input))
	case answering != nil && kindOf(answer) && textConst(konst):
		// ds.Type != "grafana-clickhouse-datasource": what the call
		// found is of another kind than the tool serves, and the same
		// arguments find the same thing again (unlike a state, a
		// Status or a Phase, which may change).
		ev.note(sink.Permanent, "what the call found being of another kind", sink.Advice{Given: a.givenArgs(answering.Common(), input, nil), Move: sink.CheckGiven})
	case eq && zeroConst(y) && paths.LenOf(x) != nil && answered(paths.LenOf(x)):
		// len(teams.Items) == 0: the call succeeded and found
		// nothing; the same call finds nothing again.
		ev.add(sink.Permanent, "an empty answer")
	}
}

// statusFields are the names an SDK gives the HTTP status of the
// response it wraps (go-atlassian's ResponseScheme.Code).
var statusFields = map[string]bool{"StatusCode": true, "Code": true, "HTTPStatusCode": true, "HTTPStatus": true, "Status": true}

// libraryStatus reports whether x reads the HTTP status of a library's
// response type, compared with y, a constant that is an HTTP status: a
// field of an integer type with one of statusFields' names, in a struct
// of a package neither the module's nor the standard library's. The
// constant tells it from other codes (gRPC's run from 0 to 16).
func (a *Reviewer) libraryStatus(x, y ssa.Value) bool {
	if code, ok := intConst(y); !ok || code < 100 || code > 599 {
		return false
	}
	u, ok := x.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	fa, ok := u.X.(*ssa.FieldAddr)
	if !ok || !statusFields[ssautil.FieldName(fa)] {
		return false
	}
	if b, ok := u.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return false
	}
	named, ok := types.Unalias(ssautil.Deref(fa.X.Type())).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return false
	}
	path := named.Obj().Pkg().Path()
	return !env.Standard(path) && !a.Mod.Owns(path)
}

// answered reports whether v is, or is part of, what a call returned
// (not a constant, not the tool's input, which the case before judges).
func answered(v ssa.Value) bool { return answeringCall(v) != nil }

// checkedAnswer returns the call whose answer one side of a comparison
// reads (not a built-in's: len(items)), that side, and the other, a
// constant that is not nil (resp.StatusCode != 200, ds.Type !=
// "clickhouse"); nil where the comparison is no such check.
func checkedAnswer(x, y ssa.Value) (call *ssa.Call, answer, konst ssa.Value) {
	for _, side := range [][2]ssa.Value{{x, y}, {y, x}} {
		if c, ok := side[1].(*ssa.Const); !ok || c.IsNil() {
			continue
		}
		if call := answeringCall(side[0]); call != nil && !builtin(call) {
			return call, side[0], side[1]
		}
	}
	return nil, nil, nil
}

// kindOf reports whether v, read out of a call's result, reads the kind
// of a thing: a string field whose name is, or ends in, Type or Kind
// (ds.Type, obj.Kind, ResourceType).
func kindOf(v ssa.Value) bool {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	fa, ok := u.X.(*ssa.FieldAddr)
	if !ok {
		return false
	}
	name := ssautil.FieldName(fa)
	if !strings.HasSuffix(name, "Type") && !strings.HasSuffix(name, "Kind") {
		return false
	}
	b, ok := u.Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.String
}

// textConst reports whether v is a string constant that is not empty.
func textConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.String && constant.StringVal(c.Value) != ""
}

// answeringCall returns the call whose result v is, or is part of (see
// answered), or nil.
func answeringCall(v ssa.Value) *ssa.Call {
	var found *ssa.Call
	ssautil.WalkWithin(v, maxInputWalk, func(v ssa.Value, follow func(ssa.Value) bool) bool {
		if from, ok := partOf(v); ok {
			return ssautil.FirstOf(from, follow)
		}
		switch x := v.(type) {
		case *ssa.Call:
			found = x
			return true
		case *ssa.UnOp:
			return follow(x.X)
		}
		return false
	})
	return found
}

// selector reports whether v is a constant that names a choice: not
// nil, not a zero value, whose equality with the input picks a way
// instead of catching a missing argument.
func selector(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value != nil && !c.IsNil() && !isZero(c.Value)
}

// zeroConst reports whether v is a constant zero value: nil, "", 0,
// false.
func zeroConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && (c.IsNil() || c.Value != nil && isZero(c.Value))
}

func isZero(v constant.Value) bool {
	switch v.Kind() {
	case constant.String:
		return constant.StringVal(v) == ""
	case constant.Bool:
		return !constant.BoolVal(v)
	case constant.Int, constant.Float:
		return constant.Sign(v) == 0
	}
	return false
}

// predicateEvidence: errors.Is(err, sentinel), errors.As(err, &target),
// os.IsNotExist(err), err.Timeout(), or a function of the tool's input.
func (a *Reviewer) predicateEvidence(call *ssa.Call, holds bool, input map[ssa.Value]bool, ev *evidenceSet) {
	c := call.Common()
	if c.IsInvoke() {
		if d, ok := frameworks.Methods[c.Method.Name()]; ok && holds {
			ev.add(d, c.Method.Name()+"()")
		}
		return
	}
	if callee := c.StaticCallee(); callee != nil {
		if obj, ok := callee.Object().(*types.Func); ok {
			name := obj.FullName()
			switch {
			case name == "errors.Is" && len(c.Args) == 2:
				if s := sentinelName(c.Args[1]); s != "" && holds {
					ev.note(frameworks.Sentinels[s], s, sink.Advice{Move: moveOf(frameworks.Kinds[s])})
				} else if s != "" {
					ev.lookedUp = ev.lookedUp || frameworks.Kinds[s] == frameworks.NotFound
				}
				return
			case name == "errors.As" && len(c.Args) == 2:
				if t := targetType(c.Args[1]); t != "" && holds {
					ev.add(frameworks.ErrorTypes[t], t)
				}
				return
			case frameworks.Predicates[name] != sink.Undecided:
				if holds {
					ev.note(frameworks.Predicates[name], name, sink.Advice{Move: moveOf(frameworks.Kinds[name])})
				} else {
					ev.lookedUp = ev.lookedUp || frameworks.Kinds[name] == frameworks.NotFound
				}
				return
			case obj.Signature().Recv() != nil && frameworks.Methods[obj.Name()] != sink.Undecided:
				if holds {
					ev.add(frameworks.Methods[obj.Name()], obj.Name()+"()")
				}
				return
			}
		}
	}
	if d := namedClass(c); d != sink.Undecided {
		if holds {
			ev.add(d, "a test of the error named "+c.Value.Name())
		}
		return
	}
	for _, arg := range ssautil.CallArgs(c) {
		if fromInput(arg, input) {
			name, _ := a.argument(arg, input)
			ev.note(sink.Permanent, "a check of the tool's input", sink.Advice{Arg: name})
			return
		}
	}
}

// namedClass decides by its name a function of an error that tests its
// class, such as the module's own isNameCollision(err) or
// isRetryable(err): one error argument, a bool result, and a name whose
// words say a class (classWords). Undecided for anything else.
func namedClass(c *ssa.CallCommon) sink.Decision {
	sig := c.Signature()
	if sig.Params().Len() != 1 || !ssautil.IsError(sig.Params().At(0).Type()) || sig.Results().Len() != 1 {
		return sink.Undecided
	}
	if b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return sink.Undecided
	}
	decided := sink.Undecided
	words := wording.NameWords(c.Value.Name())
	for i, w := range words {
		w = strings.ToLower(w)
		d := classWords[w]
		if w == "not" || w == "non" {
			if i+1 < len(words) && strings.EqualFold(words[i+1], "found") {
				d = sink.Permanent
			} else {
				return sink.Undecided // "isNonRetryable": a negation the table does not read
			}
		}
		if d != sink.Undecided {
			if decided != sink.Undecided && decided != d {
				return sink.Undecided // "isNotFoundOrTimeout"
			}
			decided = d
		}
	}
	return decided
}

// classWords are the words of an error test's name that decide: a class
// that fails the same way again, or one that may pass on a retry.
var classWords = map[string]sink.Decision{
	"collision": sink.Permanent, "conflict": sink.Permanent, "exists": sink.Permanent,
	"duplicate": sink.Permanent, "invalid": sink.Permanent, "forbidden": sink.Permanent,
	"unauthorized": sink.Permanent, "permission": sink.Permanent, "nonexistent": sink.Permanent,
	"timeout": sink.Transient, "temporary": sink.Transient, "transient": sink.Transient,
	"retryable": sink.Transient, "unavailable": sink.Transient, "throttled": sink.Transient,
}

// errorEvidence adds what an error value's origin shows: a parser given
// the tool's input, a transport function, a framework's argument error,
// or the foreign errors its text consists of.
func (a *Reviewer) errorEvidence(err ssa.Value, input map[ssa.Value]bool, ev *evidenceSet) {
	calls := errorCalls(err)
	if len(calls) == 0 {
		a.leafEvidence(a.Text(err), ev)
		return
	}
	first := !ev.failed
	for i, call := range calls {
		a.callEvidence(call, input, ev)
		if first && i > 0 {
			// One variable for the error of whichever call a switch
			// made (err = c.Apply(id) or c.Cancel(id)): what any was
			// given may be what failed (the first's: callEvidence).
			ev.given = a.givenArgs(call.Common(), input, ev.given)
		}
	}
}

// errorCalls returns the calls whose result, or one of whose results,
// the error err is: one, or those a phi of the branches that assigned
// err joins (nil on a branch that assigned none is no error). Nil for
// an error from elsewhere.
func errorCalls(err ssa.Value) []*ssa.Call {
	if phi, ok := err.(*ssa.Phi); ok {
		var calls []*ssa.Call
		for _, e := range phi.Edges {
			if ssautil.IsNilConst(e) {
				continue
			}
			call := errorCall(e)
			if call == nil {
				return nil
			}
			calls = append(calls, call)
		}
		return calls
	}
	if call := errorCall(err); call != nil {
		return []*ssa.Call{call}
	}
	return nil
}

// errorCall returns the call whose result, or one of whose results, the
// error err is; nil for an error from elsewhere.
func errorCall(err ssa.Value) *ssa.Call {
	if e, ok := err.(*ssa.Extract); ok {
		err = e.Tuple
	}
	call, _ := err.(*ssa.Call)
	return call
}

func (a *Reviewer) callEvidence(call *ssa.Call, input map[ssa.Value]bool, ev *evidenceSet) {
	c := call.Common()
	if !ev.failed {
		ev.failed, ev.given, ev.done = true, a.notAcceptedBefore(call, a.givenArgs(c, input, nil), input), earlierChange(call)
		ev.service = takesContext(c) && (!a.ownedCall(c) || a.reachesNetwork(call))
		if callee := c.StaticCallee(); callee != nil && a.OwnedFunc(callee) {
			ev.step = ssautil.ViaName(callee.Object().(*types.Func))
		}
	}
	if c.IsInvoke() {
		switch {
		case trace.IsContext(c.Value.Type()):
			// ctx.Err() of a context with the module's deadline: a
			// timeout (see trace.IsContext).
			a.leafEvidence(a.Text(call), ev)
		case frameworks.Validator(c.Method.Name()):
			a.parsedInput(c.Method.Name(), c, input, ev)
		case a.ownedCall(c):
			a.clientNotBuilt(call, c.Method, input, ev)
		}
		return
	}
	var obj *types.Func
	if callee := c.StaticCallee(); callee != nil {
		obj, _ = callee.Object().(*types.Func)
	}
	if obj == nil || obj.Pkg() == nil {
		return
	}
	name := obj.FullName()
	if f, ok := frameworks.FuncOf(obj); ok {
		if _, ok := a.Index.ArgumentErrors[f]; ok {
			adv := sink.Advice{Arg: a.argumentKey(c)}
			if adv.Arg != "" {
				adv.Expect = "is required"
			}
			ev.note(sink.Permanent, "a missing or malformed argument", adv)
			return
		}
	}
	switch {
	case frameworks.Transport(name) && a.addressGiven(c, input):
		// The model chose where to connect: a wrong address fails the
		// same way on every call, an unreachable right one may pass on
		// the next. Nothing decides; the args form names the address.
		ev.open = true
	case frameworks.Transport(name):
		ev.add(sink.Transient, "a failure to reach "+name)
	case len(input) > 0 && frameworks.Parser(name) && !givenInput(c, input) && !readsSetting(c):
		// A library's parser given what the server holds whole (an
		// API's answer read in full, a field of it): the same answer
		// fails the same way on the next call.
		ev.note(sink.Permanent, "data the server received not parsing ("+name+")", sink.Advice{Move: sink.TellUser})
	case encodes(c) && !takesContext(c) && !(a.Mod.Owns(obj.Pkg().Path()) && givenInput(c, input)):
		// An encoder or converter of what the server holds fails on the
		// value's shape (a type or a number it cannot encode, a version
		// it does not know), which a second call gives it again. The
		// module's own, given the tool's input, reads the input
		// (convertValuesFromInputs): its checks decide (below).
		ev.note(sink.Permanent, encodeWhy(name), sink.Advice{Move: sink.TellUser})
	case buildsRequest(name) && !givenInput(c, input):
		// A URL the server built without the tool's input (its
		// configured address, an answer's link): one that does not
		// parse fails the same way on every call.
		ev.note(sink.Permanent, requestWhy(name), sink.Advice{Move: sink.TellUser})
	case parses(obj, c):
		a.parsedInput(name, c, input, ev)
	case a.appliedInput(c, input, ev):
	case frameworks.Renders(name):
		// A template of the server's own, executed on data: the same
		// data fails against it the same way.
		ev.note(sink.Permanent, renderWhy(name), sink.Advice{Move: sink.TellUser})
	case frameworks.ConfigLoader(name):
		a.configFailed(c, input, ev, "the tool's input naming a configuration that does not load", loadWhy(name))
	case frameworks.ClientConstructor(name) && !a.Mod.Owns(obj.Pkg().Path()):
		// A library's: the module's own NewClient may also ask the
		// server (a version check), which its text shows.
		a.configFailed(c, input, ev, "the tool's input naming settings a client cannot be built from", builtWhy(name))
	case a.Mod.Owns(obj.Pkg().Path()):
		switch {
		case a.stickyError(c, input, ev):
		case a.checkedCallEvidence(c, input, ev):
		case a.clientNotBuilt(call, obj, input, ev):
		case frameworks.ValidatorByName(obj.Name()) && !takesContext(c) && !a.asksService(call):
			// The module's own validate method, whose checks are too
			// many to read one by one (see failsOnlyOnArgs); not one
			// that asks a service (validateVMI(params, ns, name) gets
			// the VM first), whose failure may be the service's.
			a.parsedInput(name, c, input, ev)
		case a.leafEvidence(a.errorText(call), ev):
		default:
			a.clientByType(call, input, ev)
		}
	}
}

// notAcceptedBefore returns the names of given, the arguments call was
// given, less those a service's call before it took and accepted (the
// function goes on past it only where it succeeded, its error read: the
// repository the first Get found exists when GetContents fails).
func (a *Reviewer) notAcceptedBefore(call *ssa.Call, given []string, input map[ssa.Value]bool) []string {
	if len(given) == 0 {
		return given
	}
	accepted := map[string]bool{}
	for _, c := range a.succeededBefore(call) {
		for _, name := range a.givenArgs(c.Common(), input, nil) {
			accepted[name] = true
		}
	}
	return slices.DeleteFunc(slices.Clone(given), func(n string) bool { return accepted[n] })
}

// succeededBefore returns the calls of a service before call, on every
// path to it, past which the function goes on only where they
// succeeded: each is given a context, and the code reads its error (a
// module's own only where it may reach the network).
func (a *Reviewer) succeededBefore(call *ssa.Call) []*ssa.Call {
	var calls []*ssa.Call
	for b := call.Block(); b != nil; b = b.Idom() {
		for _, instr := range b.Instrs {
			if instr == call {
				break
			}
			// errorChecked first: reachesNetwork reads the call's
			// error, which a call of no results has not.
			c, ok := instr.(*ssa.Call)
			if ok && takesContext(c.Common()) && errorChecked(c) && (!a.ownedCall(c.Common()) || a.reachesNetwork(c)) {
				calls = append(calls, c)
			}
		}
	}
	return calls
}

// signedInBefore reports whether a call of the same client as call (a
// method of it, or of a service it holds: jira's client.Issue.Get
// before client.Call) succeeded before it (succeededBefore): a 401 that
// call answers is then an endpoint refusing credentials the service
// accepted, not credentials the operator left out.
func (a *Reviewer) signedInBefore(call *ssa.Call) bool {
	if call == nil {
		return false
	}
	client := clientOf(call.Common())
	return client != nil && slices.ContainsFunc(a.succeededBefore(call), func(c *ssa.Call) bool {
		return clientOf(c.Common()) == client
	})
}

// clientOf returns the value c's receiver is read from (client for
// client.Issue.Get(...) and client.Call(...)), or nil for a call of no
// receiver.
func clientOf(c *ssa.CallCommon) ssa.Value {
	if c.IsInvoke() {
		return rootValue(c.Value)
	}
	if c.Signature().Recv() == nil || len(c.Args) == 0 {
		return nil
	}
	return rootValue(c.Args[0])
}

// rootValue follows loads and field reads from v to the value they
// start at.
func rootValue(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return v
			}
			v = x.X
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.Field:
			v = x.X
		default:
			return v
		}
	}
}

// builtin reports whether c calls a built-in function (len, cap).
func builtin(c *ssa.Call) bool {
	_, ok := c.Call.Value.(*ssa.Builtin)
	return ok
}

// errorChecked reports whether c returns an error last and the code
// reads it (err != nil), so that going on past c means c succeeded.
func errorChecked(c *ssa.Call) bool {
	res := c.Call.Signature().Results()
	if res.Len() < 2 || !ssautil.IsError(res.At(res.Len()-1).Type()) {
		return false
	}
	for _, r := range *c.Referrers() {
		if e, ok := r.(*ssa.Extract); ok && e.Index == res.Len()-1 && e.Referrers() != nil && len(*e.Referrers()) > 0 {
			return true
		}
	}
	return false
}

// reachesNetwork reports whether the error of call, a module function's,
// may be a failure to reach another service (a transport's error among
// its foreign sources: client.GetLatestProviderVersion's http.Client.Do).
func (a *Reviewer) reachesNetwork(call *ssa.Call) bool {
	return slices.ContainsFunc(a.errorText(call).Leaves(origin.Foreign), func(l *origin.Node) bool {
		return frameworks.Transport(l.Text)
	})
}

// ownedCall reports whether c calls a function or an interface method
// of the module's.
func (a *Reviewer) ownedCall(c *ssa.CallCommon) bool {
	if c.IsInvoke() {
		return c.Method.Pkg() != nil && a.Mod.Owns(c.Method.Pkg().Path())
	}
	callee := c.StaticCallee()
	return callee == nil || callee.Object() == nil || a.OwnedFunc(callee) // a closure is the module's
}

// readsSetting reports whether an argument of c is a setting of the
// operator's (os.Getenv): its failure is the configuration's.
func readsSetting(c *ssa.CallCommon) bool {
	return slices.ContainsFunc(c.Args, func(arg ssa.Value) bool { return settingRead(arg) != "" })
}

// errorText is the text of call's error: its last result, where it
// returns several (a client and an error).
func (a *Reviewer) errorText(call *ssa.Call) *origin.Node {
	if t, ok := call.Type().(*types.Tuple); ok {
		return a.CallResult(call, t.Len()-1, false)
	}
	return a.Text(call)
}

// addressGiven reports whether an argument of the transport call c is
// an argument of the tool's input as it came (client.Get(args.URL)),
// not one the module built around it.
func (a *Reviewer) addressGiven(c *ssa.CallCommon, input map[ssa.Value]bool) bool {
	return slices.ContainsFunc(ssautil.CallArgs(c), func(arg ssa.Value) bool {
		name, _ := a.argument(arg, input)
		return name != ""
	})
}

// parses reports whether obj, called by c, reads what it is given and
// fails on nothing else: a known parser, a validator, or a function
// named as a parser that is given no context.
func parses(obj *types.Func, c *ssa.CallCommon) bool {
	return frameworks.Parser(obj.FullName()) || frameworks.Validator(obj.Name()) ||
		frameworks.ParserByName(obj.Name()) && !takesContext(c)
}

// takesContext reports whether the call c is given a context: the
// callee may ask another service, and fail for reasons of its own.
func takesContext(c *ssa.CallCommon) bool {
	return slices.ContainsFunc(c.Args, func(arg ssa.Value) bool { return trace.IsContext(arg.Type()) })
}

// parsedInput: a parser or validator given the tool's input failed on
// it.
func (a *Reviewer) parsedInput(name string, c *ssa.CallCommon, input map[ssa.Value]bool, ev *evidenceSet) {
	if givenInput(c, input) {
		ev.note(sink.Permanent, "the tool's input not parsing", a.parserAdvice(name, c, input))
	}
}

// stickyError: c calls Err, which takes nothing and returns an error
// only, on a wrapper a module builder (no error, no context) made of
// the tool's input (api.WrapParams(params).Err()): the first failure of
// the wrapper's accessors, as bufio.Scanner and sql.Rows keep theirs,
// and those read the input, so it fails on the same input again. false
// where c is no such call.
func (a *Reviewer) stickyError(c *ssa.CallCommon, input map[ssa.Value]bool, ev *evidenceSet) bool {
	callee := c.StaticCallee()
	if callee == nil || callee.Name() != "Err" || len(c.Args) != 1 || c.Signature().Recv() == nil {
		return false
	}
	res := c.Signature().Results()
	if res.Len() != 1 || !ssautil.IsError(res.At(0).Type()) {
		return false
	}
	built, ok := c.Args[0].(*ssa.Call)
	if !ok || !a.builtByModule(built.Common()) || takesContext(built.Common()) || !givenInput(built.Common(), input) {
		return false
	}
	ev.note(sink.Permanent, "a check of the tool's input", sink.Advice{})
	return true
}

// appliedInput: c calls, given no context, a method of what a parser
// made of the tool's input (tmpl.Execute(buf, obj) of a template the
// model wrote): applied to the same things, it fails the same way, and
// the argument it was parsed from is the one to correct. false where
// c's receiver is no such value.
func (a *Reviewer) appliedInput(c *ssa.CallCommon, input map[ssa.Value]bool, ev *evidenceSet) bool {
	if c.Signature().Recv() == nil || len(c.Args) == 0 || takesContext(c) {
		return false
	}
	made, ok := c.Args[0].(*ssa.Extract)
	if !ok || made.Index != 0 {
		return false
	}
	parse, ok := made.Tuple.(*ssa.Call)
	if !ok || !givenInput(parse.Common(), input) {
		return false
	}
	obj := ssautil.StaticFunc(parse.Common())
	if obj == nil || !parses(obj, parse.Common()) {
		return false
	}
	ev.note(sink.Permanent, "what the tool's input parsed into failing when applied", a.parserAdvice(obj.FullName(), parse.Common(), input))
	return true
}

// configFailed: a loader of the server's configuration, or a
// constructor of a client from its settings, failed (serverWhy); not
// transient, and the operator's to fix, unless the tool's input named
// what to load or build from (a kubeconfig path the model passed,
// givenWhy), which a call with another can fix.
func (a *Reviewer) configFailed(c *ssa.CallCommon, input map[ssa.Value]bool, ev *evidenceSet, givenWhy, serverWhy string) {
	if givenInput(c, input) {
		ev.note(sink.Permanent, givenWhy, sink.Advice{})
		return
	}
	ev.note(sink.Permanent, serverWhy, sink.Advice{Move: sink.NotConfigured})
}

// clientNotBuilt: fn, the module's own getter of a client that call
// calls (wording.GetsClient: GetTfeClientFromContext(ctx, logger),
// deps.GetClient(ctx)), given none of the tool's input and asking no
// service on the way (asksService), failed: what it builds the client
// from, the server's settings or the session's credentials, is the
// operator's to fix, and a second call finds them unchanged (serverWhy
// of configFailed). false where fn is no such getter.
func (a *Reviewer) clientNotBuilt(call *ssa.Call, fn *types.Func, input map[ssa.Value]bool, ev *evidenceSet) bool {
	return wording.GetsClient(fn.Name()) && a.builtFromSettings(call, input, ev)
}

// clientByType: call's function, a module function whose name says
// nothing but whose result is a client by its type's name (returnsClient:
// siftClientFromContext(ctx) (*siftClient, error)), is a getter of a
// client as clientNotBuilt reads one, where its own errors' leaves
// decided nothing.
func (a *Reviewer) clientByType(call *ssa.Call, input map[ssa.Value]bool, ev *evidenceSet) {
	if res := call.Common().Signature().Results(); res.Len() > 1 && returnsClient(res.At(0).Type()) {
		a.builtFromSettings(call, input, ev)
	}
}

// builtFromSettings notes that the getter call, given none of the
// tool's input and asking no service, failed on the server's settings;
// false where it was given input or asks a service.
func (a *Reviewer) builtFromSettings(call *ssa.Call, input map[ssa.Value]bool, ev *evidenceSet) bool {
	c := call.Common()
	res := c.Signature().Results()
	if res.Len() < 2 || basicType(res.At(0).Type()) || givenInput(c, input) || a.asksService(call) {
		return false
	}
	ev.note(sink.Permanent, builtWhy(ssautil.CalledName(c)), sink.Advice{Move: sink.NotConfigured})
	return true
}

// asksService reports whether the error text of call holds the error of
// a foreign method (a call on a client or a connection, which may reach
// its service: a health check once the client is built), of a
// transport, or of a constructor that connects first
// (frameworks.Connects); another constructor's, a loader's or a
// parser's do not.
func (a *Reviewer) asksService(call *ssa.Call) bool {
	return slices.ContainsFunc(a.errorText(call).Leaves(origin.Foreign), func(l *origin.Node) bool {
		return strings.HasPrefix(l.Text, "(") || frameworks.Transport(l.Text) || frameworks.Connects(l.Text)
	})
}

// returnsClient reports whether t, a getter's first result, is a
// client, or what one is built of, by its type's name, whose last word
// says so (*siftClient, *api.Client, *kubernetes.Clientset, an
// http.RoundTripper, a *tls.Config; not a *ClientResponse).
func returnsClient(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	if obj := n.Obj(); obj.Pkg() != nil && obj.Pkg().Path() == "crypto/tls" && obj.Name() == "Config" {
		return true // a TLS configuration, of the server's certificate files
	}
	ws := wording.NameWords(n.Obj().Name())
	switch strings.ToLower(ws[len(ws)-1]) {
	case "client", "clientset", "transport", "tripper":
		// A client, or what one is built of: its transport
		// (http.RoundTripper, *http.Transport).
		return true
	}
	return false
}

// basicType reports whether t is a string, number or boolean: what a
// getter of a client's name or id hands back, not a client.
func basicType(t types.Type) bool {
	_, ok := t.Underlying().(*types.Basic)
	return ok
}

// encodeWhy is the evidence of an encoder's failure.
func encodeWhy(name string) string { return "a value that does not encode (" + name + ")" }

// buildsRequest reports whether fn builds an HTTP request, failing only
// on its URL and method (http.NewRequest; frameworks.URLParsers).
func buildsRequest(fn string) bool {
	_, ok := frameworks.URLParsers[fn]
	return ok && strings.HasPrefix(fn, "net/http.")
}

// requestWhy is the evidence of a request builder's failure.
func requestWhy(name string) string { return "a URL that does not parse (" + name + ")" }

// loadWhy is the evidence of a configuration loader's failure.
func loadWhy(name string) string { return "the server's configuration not loading (" + name + ")" }

// renderWhy is the evidence of a failure to execute a template.
func renderWhy(name string) string {
	return "the server's template not rendering its data (" + name + ")"
}

// builtWhy is the evidence of a client constructor's failure.
func builtWhy(name string) string {
	return "the server's settings not building a client (" + name + ")"
}

// maxGiven bounds the arguments naming things a sentence names;
// maxValued, those holding values a write sends.
const (
	maxGiven  = 3
	maxValued = 2
)

// givenArgs adds to names those of the arguments of the tool's input
// that the call c was given and that name a thing to look up
// (wording.Identifies: not a reason or a quantity, which a lookup does
// not fail on), in order, at most maxGiven; where c sends values to
// store (wording.SendsValues: CreateCronJob, UpdateLabel), also those
// holding a value the other side may refuse (wording.Valued: a
// schedule, a colour), at most maxValued, after every identifier: what
// the call names is found or not before what it carries is read, and a
// sentence too long for all of them drops names from the end (see
// report's extraClauses). A receiver that a call built is given what
// that call was: client-go's Pods(namespace).GetLogs(name,
// opts).Stream(ctx) fails on the namespace and the name.
func (a *Reviewer) givenArgs(c *ssa.CallCommon, input map[ssa.Value]bool, names []string) []string {
	if encodes(c) {
		return names // what it fails on is the value's shape, not what it names
	}
	defer func(sending, searching bool) { a.sending, a.searching = sending, searching }(a.sending, a.searching)
	a.sending, a.searching = false, false
	if fn := ssautil.CalledFunc(c); fn != nil {
		a.sending, a.searching = wording.SendsValues(fn.Name()), wording.Searches(fn.Name())
	}
	return a.givenChain(c, input, names, 0)
}

// withGiven adds the argument name to names, the arguments a sentence
// names so far (identifiers, then values; see givenArgs), where it is
// one to name and its kind has room.
func (a *Reviewer) withGiven(names []string, name string) []string {
	ids := slices.IndexFunc(names, func(n string) bool { return !wording.Identifies(n) })
	if ids < 0 {
		ids = len(names)
	}
	switch {
	case slices.Contains(names, name), a.searching && wording.Sought(name):
		// A search's query matching nothing finds nothing.
	case wording.Identifies(name):
		if ids < maxGiven {
			return slices.Insert(names, ids, name)
		}
	case a.sending && wording.Valued(name):
		if len(names)-ids < maxValued {
			return append(names, name)
		}
	}
	return names
}

// encodes reports whether c encodes, converts or formats a value the
// module holds (json.Marshal, an encoder's Encode, runtime's
// ToUnstructured, a helper formatting the output):
// its failure does not depend on which thing the arguments named.
func encodes(c *ssa.CallCommon) bool {
	var name string
	if c.IsInvoke() {
		name = c.Method.Name()
	} else {
		callee := c.StaticCallee()
		if callee == nil {
			return false
		}
		if _, ok := frameworks.Encoders[ssautil.StaticName(c)]; ok {
			return true
		}
		name = callee.Name()
	}
	name = strings.ToLower(name)
	return slices.ContainsFunc(encodingVerbs, func(v string) bool { return strings.HasPrefix(name, v) })
}

// encodingVerbs start the names, in lower case, of functions that
// encode, convert or format a value (a module's formatOutput too).
var encodingVerbs = []string{"marshal", "encode", "convert", "format", "tounstructured", "fromunstructured"}

// givenChain is givenArgs's walk, depth calls back along the chain that
// built c's receiver.
func (a *Reviewer) givenChain(c *ssa.CallCommon, input map[ssa.Value]bool, names []string, depth int) []string {
	args := ssautil.CallArgs(c)
	if depth < maxChain && len(args) > 0 && (c.IsInvoke() || c.Signature().Recv() != nil) {
		if built, ok := args[0].(*ssa.Call); ok {
			names = a.givenChain(built.Common(), input, names, depth+1)
		}
	}
	for _, arg := range args {
		if fromInput(arg, input) || joinedParts(arg) != nil {
			names = a.givenNames(arg, input, names, 0)
		}
	}
	return names
}

// joinedParts returns the parts of text v is joined from ("/items/" +
// id, fmt.Sprintf("%s/issue/%s", mount, role), path.Join(dir, name)),
// whose names givenNames reads, or nil. (A value a call made from such
// text is no part of the input: fromInput does not follow a join.)
func joinedParts(v ssa.Value) []ssa.Value {
	switch x := v.(type) {
	case *ssa.BinOp:
		if x.Op == token.ADD {
			return []ssa.Value{x.X, x.Y}
		}
	case *ssa.Call:
		if !joiners[ssautil.StaticName(x.Common())] {
			return nil
		}
		var parts []ssa.Value
		for _, arg := range x.Call.Args {
			if elems := ssautil.Elements(arg); len(elems) > 0 {
				parts = append(parts, elems...) // the variadic operands
			} else {
				parts = append(parts, arg)
			}
		}
		return parts
	}
	return nil
}

// joiners are functions whose result is text made of their operands.
var joiners = map[string]bool{
	"fmt.Sprintf": true, "fmt.Sprint": true, "path.Join": true, "path/filepath.Join": true,
	"net/url.JoinPath": true, "strings.Join": true,
}

// maxChain bounds the calls a receiver chain is read back through.
const maxChain = 3

// besideError reports whether v is a result of a call that returns an
// error too, other than that error: what the call answered beside it.
func besideError(v ssa.Value) bool {
	e, ok := v.(*ssa.Extract)
	if !ok {
		return false
	}
	tuple, ok := e.Tuple.Type().(*types.Tuple)
	return ok && !ssautil.IsError(tuple.At(e.Index).Type()) && ssautil.HasError(tuple)
}

// givenNames adds to names the arguments of the tool's input that v
// holds: the one it reads, or those the fields of a struct it builds
// read (an SDK's options, &tfe.Plan{ID: planID} within them).
func (a *Reviewer) givenNames(v ssa.Value, input map[ssa.Value]bool, names []string, depth int) []string {
	if name, _ := a.argument(v, input); name != "" {
		if flag(v.Type()) || trace.IsContext(v.Type()) {
			return names
		}
		return a.withGiven(names, name)
	}
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X // a struct passed as an any (a GraphQL mutation's input)
	}
	for {
		// A builder's steps, each given a part (go-swagger's
		// NewGetRoleParams().WithRoleUID(uid)): what each step was
		// given, then its receiver, which the steps before built.
		step, ok := v.(*ssa.Call)
		if !ok || !fluent(step.Common()) {
			break
		}
		args := ssautil.CallArgs(step.Common())
		for _, arg := range args[1:] {
			names = a.givenNames(arg, input, names, depth+1)
		}
		v = args[0]
	}
	if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
		v = load.X
	}
	if alloc, ok := v.(*ssa.Alloc); ok && depth < maxStructDepth {
		for _, field := range ssautil.FieldValues(alloc) {
			names = a.givenNames(field, input, names, depth+1)
		}
		// A local given a whole struct (node := Node{Name: name}, whose
		// method node.Get is called: the literal is built apart, then
		// copied in).
		for _, whole := range ssautil.StoredValues(alloc) {
			names = a.givenNames(whole, input, names, depth+1)
		}
	}
	if depth < maxStructDepth {
		// A path or a query the module joins around an argument
		// ("/conversations/" + url.PathEscape(id)).
		for _, part := range joinedParts(v) {
			names = a.givenNames(part, input, names, depth+1)
		}
	}
	if built, ok := v.(*ssa.Call); ok && depth < maxStructDepth && a.builtByModule(built.Common()) {
		// What a builder of the module's was given (a query payload
		// assembled apart from the call that sends it).
		for _, arg := range ssautil.CallArgs(built.Common()) {
			names = a.givenNames(arg, input, names, depth+1)
		}
	}
	if m, ok := v.(*ssa.MakeMap); ok && depth < maxStructDepth {
		// A map literal of variables (a GraphQL query's
		// {"owner": githubv4.String(owner)}).
		for _, value := range ssautil.MapValues(m) {
			names = a.givenNames(value, input, names, depth+1)
		}
	}
	return names
}

// builtByModule reports whether c calls a function of the module's own
// that cannot fail (no error among its results): a builder, whose
// result holds what it was given.
func (a *Reviewer) builtByModule(c *ssa.CallCommon) bool {
	callee := c.StaticCallee()
	if callee == nil || !a.OwnedFunc(callee) {
		return false
	}
	results := callee.Signature.Results()
	return results.Len() > 0 && !ssautil.HasError(results)
}

// fluent reports whether c calls a method that cannot fail and hands
// back a value of its receiver's type: a builder's step, whose result
// holds what its receiver held and what it was given.
func fluent(c *ssa.CallCommon) bool {
	args := ssautil.CallArgs(c)
	results := c.Signature().Results()
	return len(args) > 1 && (c.IsInvoke() || c.Signature().Recv() != nil) &&
		results.Len() == 1 && types.Identical(results.At(0).Type(), args[0].Type())
}

// flag reports whether t is a boolean, or points to one: an argument
// that switches a behaviour (previousContainer) names nothing to look
// up, whatever its name says.
func flag(t types.Type) bool {
	b, ok := ssautil.Deref(t).Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}

// maxStructDepth bounds the nesting of struct literals givenNames reads.
const maxStructDepth = 3

// givenInput reports whether an argument of the call c holds the tool's
// input.
func givenInput(c *ssa.CallCommon, input map[ssa.Value]bool) bool {
	return slices.ContainsFunc(ssautil.CallArgs(c), func(arg ssa.Value) bool { return fromInput(arg, input) })
}

// leafEvidence adds the decisions of the foreign errors text consists
// of, when they all agree: sentinels, and transport functions.
func (a *Reviewer) leafEvidence(text *origin.Node, ev *evidenceSet) bool {
	var local evidenceSet
	leaves := text.Leaves(origin.Foreign)
	for _, l := range leaves {
		switch {
		case frameworks.Sentinels[l.Text] != sink.Undecided:
			local.note(frameworks.Sentinels[l.Text], l.Text, sink.Advice{Move: moveOf(frameworks.Kinds[l.Text])})
		case frameworks.Transport(l.Text):
			local.add(sink.Transient, "a failure to reach "+l.Text)
		case frameworks.ConfigLoader(l.Text):
			local.note(sink.Permanent, loadWhy(l.Text), sink.Advice{Move: sink.NotConfigured})
		case frameworks.ClientConstructor(l.Text):
			local.note(sink.Permanent, builtWhy(l.Text), sink.Advice{Move: sink.NotConfigured})
		case buildsRequest(l.Text):
			// Whoever's URL it was, it does not parse the next time.
			local.note(sink.Permanent, requestWhy(l.Text), sink.Advice{Move: sink.TellUser})
		case frameworks.Encoders[l.Text] != 0:
			// json.Marshal inside the module's NewJsonContent: the
			// value that did not encode does not the next time either.
			local.note(sink.Permanent, encodeWhy(l.Text), sink.Advice{Move: sink.TellUser})
		case frameworks.Renders(l.Text):
			// A module helper rendering its template (renderVMYaml).
			local.note(sink.Permanent, renderWhy(l.Text), sink.Advice{Move: sink.TellUser})
		default:
			return false // a foreign error that decides nothing: inconclusive
		}
	}
	d, why, adv := local.decide()
	if d != sink.Undecided {
		ev.note(d, why, adv)
	}
	return d != sink.Undecided
}

// sentinelName returns "pkgpath.Name" of the error variable v loads, or "".
func sentinelName(v ssa.Value) string {
	if name := paths.GlobalRead(v); frameworks.Sentinels[name] != sink.Undecided {
		return name
	}
	return ""
}

// targetType names the type errors.As looks for through target, a
// pointer to a variable: "net.Error", "*net/url.Error".
func targetType(target ssa.Value) string {
	if mi, ok := target.(*ssa.MakeInterface); ok {
		target = mi.X
	}
	ptr, ok := target.Type().Underlying().(*types.Pointer)
	if !ok {
		return ""
	}
	t, star := ptr.Elem(), ""
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t, star = p.Elem(), "*"
	}
	pkg, name := ssautil.NamedOf(t)
	if pkg == "" {
		return ""
	}
	return star + pkg + "." + name
}

// inputParams returns the parameters of fn that hold the tool's input:
// a handler's parameters but its context and receiver. A function
// whose results a module's adapter shows (through, outside any
// handler) is a handler too; so is adapted, a function passed to such
// an adapter, but for parameters that are services rather than data (an
// interface with methods: github-mcp-server's ToolDependencies).
func inputParams(fn *ssa.Function, h *handlers.Func, through bool, adapted *ssa.Function) map[ssa.Value]bool {
	if h == nil && !through && adapted != fn || h != nil && h.Fn != fn {
		return nil
	}
	in := map[ssa.Value]bool{}
	for i, p := range fn.Params {
		if i == 0 && fn.Signature.Recv() != nil {
			continue
		}
		if trace.IsContext(p.Type()) {
			continue
		}
		if adapted == fn && !through && service(p.Type()) {
			continue
		}
		in[p] = true
	}
	return in
}

// service reports whether t is an interface with methods: what a
// function is given to act with, not what it acts on.
func service(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && i.NumMethods() > 0
}

// maxInputWalk bounds the values the walk from a value back to the
// tool's input meets.
const maxInputWalk = 13

// fromInput reports whether v is computed from the tool's input: a
// field, element, length or function of an input parameter.
func fromInput(v ssa.Value, input map[ssa.Value]bool) bool {
	if len(input) == 0 {
		return false
	}
	return ssautil.WalkWithin(v, maxInputWalk, func(v ssa.Value, follow func(ssa.Value) bool) bool {
		if alloc, ok := v.(*ssa.Alloc); ok && ssautil.FirstOf(ssautil.FieldValues(alloc), follow) {
			return true // &T{F: input}
		}
		if m, ok := v.(*ssa.MakeMap); ok && ssautil.FirstOf(ssautil.MapValues(m), follow) {
			return true // map[string]any{"id": input}
		}
		if alloc, ok := v.(*ssa.Alloc); ok && ssautil.FirstOf(decodedFrom(alloc), follow) {
			return true // json.Unmarshal(input, &in)
		}
		if from, ok := partOf(v); ok {
			return ssautil.FirstOf(from, follow)
		}
		switch x := v.(type) {
		case *ssa.Parameter:
			return input[x]
		case *ssa.UnOp:
			if alloc, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL && ssautil.FirstOf(ssautil.FieldValues(alloc), follow) {
				return true // a whole struct whose fields hold input
			}
			return follow(x.X)
		case *ssa.Convert:
			return follow(x.X)
		case *ssa.MakeInterface:
			return follow(x.X)
		case *ssa.Slice:
			return follow(x.X)
		case *ssa.Phi:
			return ssautil.FirstOf(x.Edges, follow)
		case *ssa.Call:
			// What a call given a context returns is another
			// service's answer to the input, not the input.
			return !takesContext(x.Common()) && ssautil.FirstOf(ssautil.CallArgs(x.Common()), follow)
		}
		return false
	})
}

// partOf returns the values v is a part or a view of, for the walks back
// to the tool's input (fromInput, isInput): the struct, slice, map or
// tuple a field, element, entry or result is taken from, the value a
// type change or assertion sees, and what a local variable was given (a
// parameter spilled to memory, a struct whose fields are read).
func partOf(v ssa.Value) ([]ssa.Value, bool) {
	switch x := v.(type) {
	case *ssa.Field:
		return []ssa.Value{x.X}, true
	case *ssa.FieldAddr:
		return []ssa.Value{x.X}, true
	case *ssa.Index:
		return []ssa.Value{x.X}, true
	case *ssa.IndexAddr:
		return []ssa.Value{x.X}, true
	case *ssa.Lookup:
		return []ssa.Value{x.X}, true
	case *ssa.Extract:
		return []ssa.Value{x.Tuple}, true
	case *ssa.ChangeType:
		return []ssa.Value{x.X}, true
	case *ssa.TypeAssert:
		return []ssa.Value{x.X}, true
	case *ssa.Alloc:
		return ssautil.StoredValues(x), true
	}
	return nil, false
}

// decodedFrom returns what a parser fills the variable at addr from:
// the other arguments of a call such as json.Unmarshal(raw, &in) or
// mapstructure.WeakDecode(args, &params) given its address. A struct
// decoded from the tool's arguments holds them, by its fields' names
// (see fromInput, isInput).
func decodedFrom(addr *ssa.Alloc) []ssa.Value {
	var out []ssa.Value
	given := []ssa.Value{addr}
	for _, ref := range *addr.Referrers() {
		if mi, ok := ref.(*ssa.MakeInterface); ok {
			given = append(given, mi) // json.Unmarshal takes an any
		}
	}
	for _, v := range given {
		refs := v.Referrers()
		if refs == nil {
			continue
		}
		for _, ref := range *refs {
			call, ok := ref.(*ssa.Call)
			if !ok || !frameworks.Parser(ssautil.StaticName(call.Common())) {
				continue
			}
			for _, arg := range call.Call.Args {
				if arg != v {
					out = append(out, arg)
				}
			}
		}
	}
	return out
}
