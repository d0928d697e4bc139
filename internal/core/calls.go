package core

import (
	"go/constant"
	"go/token"
	"go/types"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// callText traces the index-th result of a call.
func (a *unit) callText(call *ssa.Call, index int) *origin.Node {
	c := call.Common()
	if c.IsInvoke() {
		return a.invokeText(call, index)
	}
	if b, ok := c.Value.(*ssa.Builtin); ok {
		switch b.Name() {
		case "recover":
			return origin.Leaf(origin.Panic, "recover").At(call.Pos())
		case "append":
			return origin.NewConcat(a.text(c.Args[0]), a.elems(c.Args[1]))
		}
		return data
	}
	callee := c.StaticCallee()
	if callee == nil {
		// A call of a func value: follow it if it is one of ours, or
		// a parameter (funcvalues.go).
		return a.callValue(c.Value, index, c.Args, call.Pos())
	}
	obj, _ := callee.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil {
		if callee.Pkg == a.pkg && callee.Blocks != nil {
			return a.resultOf(a.summary(callee), index, c.Args, callee.Name(), call.Pos())
		}
		return unknown
	}
	if a.mod.owns(obj.Pkg().Path()) {
		return a.resultOf(a.summaryOf(obj), index, c.Args, viaName(obj), call.Pos())
	}
	return a.foreignCall(call, obj, index)
}

// resultOf instantiates a callee's summary for the call's arguments.
func (a *unit) resultOf(sum *FuncFact, index int, args []ssa.Value, via string, pos token.Pos) *origin.Node {
	if sum == recursing {
		return nil
	}
	if sum == nil || index >= len(sum.Results) {
		return unknown
	}
	r := sum.Results[index].Text
	if r == nil {
		return nil
	}
	return a.instantiate(r, args, via, pos, false)
}

// argTexts traces the arguments that a summary node refers to.
func (a *unit) argTexts(n *origin.Node, args []ssa.Value) []*origin.Node {
	out := make([]*origin.Node, len(args))
	for _, p := range n.Leaves(origin.Param) {
		if p.Index < len(args) && out[p.Index] == nil {
			out[p.Index] = a.text(args[p.Index])
		}
	}
	return out
}

// summaryOf returns the summary of a module function: computed here for
// this package's functions, imported as a Fact for the others.
func (a *unit) summaryOf(obj *types.Func) *FuncFact {
	obj = obj.Origin()
	if obj.Pkg() == a.pass.Pkg {
		if fn := a.prog.FuncValue(obj); fn != nil && fn.Blocks != nil {
			return a.summary(fn)
		}
		return nil
	}
	var f FuncFact
	if a.pass.ImportObjectFact(obj, &f) {
		return &f
	}
	return nil
}

// foreignCall traces a result of a function outside the module.
func (a *unit) foreignCall(call *ssa.Call, obj *types.Func, index int) *origin.Node {
	c := call.Common()
	name := obj.FullName()
	switch name {
	case "fmt.Sprintf", "fmt.Errorf":
		if len(c.Args) == 2 {
			return a.format(call, c.Args[0], c.Args[1])
		}
	case "(reflect.Value).Interface":
		if n := a.reflectResult(c.Args[0], call.Pos()); n != nil {
			return n
		}
	case "fmt.Sprint", "fmt.Sprintln":
		return a.elems(c.Args[0])
	case "errors.Join":
		return a.join(c.Args[0], origin.Leaf(origin.Lit, "\n"))
	case "strings.Join":
		return a.join(c.Args[0], a.text(c.Args[1]))
	case "(*os/exec.Cmd).Output", "(*os/exec.Cmd).CombinedOutput":
		if index == 0 {
			return origin.Leaf(origin.Output, name).At(call.Pos())
		}
	case "encoding/json.Marshal", "encoding/json.MarshalIndent":
		if index == 0 && len(c.Args) > 0 {
			return a.serialized(c.Args[0])
		}
	case "net/http/httputil.DumpResponse":
		if index == 0 && len(c.Args) > 0 {
			return origin.Leaf(origin.Body, a.requestName(c.Args[0])).At(call.Pos())
		}
	}
	if stackFuncs[name] {
		return origin.Leaf(origin.Stack, name).At(call.Pos())
	}
	res := obj.Signature().Results()
	if index >= res.Len() {
		return unknown
	}
	rt := res.At(index).Type()
	if !carriesText(rt) {
		return data
	}
	var parts []*origin.Node
	for _, arg := range callArgs(c) {
		if from := a.bodySource(arg, nil); from != "" && !isError(rt) {
			// Reading an upstream response body.
			return origin.Leaf(origin.Body, from).At(call.Pos())
		}
		switch {
		case carriesText(arg.Type()):
			parts = append(parts, a.text(arg))
		case isBuffer(arg):
			parts = append(parts, a.text(arg))
		}
	}
	if isError(rt) {
		if isErrorConstructor(obj) && len(parts) > 0 {
			// errors.New("..."), status.Error(code, msg),
			// pkgerrors.Wrap(err, "..."): the text is made of the
			// arguments.
			return origin.NewConcat(parts...)
		}
		// Anything else that fails (os.Open, (*sql.Row).Scan) writes
		// its own text.
		return origin.Leaf(origin.Foreign, name).At(call.Pos())
	}
	if len(parts) == 0 {
		return data
	}
	// A string function of its arguments (strings.ToLower(err.Error()),
	// (*bytes.Buffer).String()): it carries their origins, though not
	// the module's wording.
	return origin.NewConcat(parts...).AsData()
}

func isBuffer(v ssa.Value) bool {
	switch v.(type) {
	case *ssa.Alloc, *ssa.MakeSlice:
		return true
	}
	return false
}

// elements returns the values stored into a slice built by a composite
// literal or variadic call, in index order.
func elements(slice ssa.Value) []ssa.Value {
	s, ok := slice.(*ssa.Slice)
	if !ok {
		return nil
	}
	arr, ok := s.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	type elem struct {
		i int64
		v ssa.Value
	}
	var elems []elem
	if refs := arr.Referrers(); refs != nil {
		for _, r := range *refs {
			ia, ok := r.(*ssa.IndexAddr)
			if !ok {
				continue
			}
			idx, ok := ia.Index.(*ssa.Const)
			if !ok {
				continue
			}
			for _, st := range storesTo(ia) {
				elems = append(elems, elem{idx.Int64(), st.Val})
			}
		}
	}
	sort.SliceStable(elems, func(i, j int) bool { return elems[i].i < elems[j].i })
	out := make([]ssa.Value, len(elems))
	for i, e := range elems {
		out[i] = e.v
	}
	return out
}

// elems traces the concatenation of a slice's elements.
func (a *unit) elems(slice ssa.Value) *origin.Node {
	return a.join(slice, nil)
}

// join traces strings.Join-like concatenation of a slice's elements.
func (a *unit) join(slice ssa.Value, sep *origin.Node) *origin.Node {
	if c, ok := slice.(*ssa.Const); ok && c.IsNil() {
		return nil
	}
	vals := elements(slice)
	if vals == nil {
		return a.text(slice)
	}
	var parts []*origin.Node
	for i, v := range vals {
		if i > 0 {
			parts = append(parts, sep)
		}
		parts = append(parts, a.text(v))
	}
	return origin.NewConcat(parts...)
}

// format traces fmt.Sprintf/Errorf-like formatting.
func (a *unit) format(call ssa.CallInstruction, format, args ssa.Value) *origin.Node {
	vals := elements(args)
	if c, ok := args.(*ssa.Const); ok && c.IsNil() {
		vals = []ssa.Value{}
	}
	fc, ok := format.(*ssa.Const)
	if !ok || fc.Value == nil || fc.Value.Kind() != constant.String || vals == nil {
		parts := []*origin.Node{a.text(format)}
		for _, v := range vals {
			parts = append(parts, a.text(v))
		}
		if vals == nil {
			parts = append(parts, a.text(args))
		}
		return origin.NewConcat(parts...)
	}
	var parts []*origin.Node
	for _, p := range ParseFormat(constant.StringVal(fc.Value)) {
		if p.Verb == 0 {
			parts = append(parts, origin.Leaf(origin.Lit, p.Lit))
			continue
		}
		if p.Arg < 0 || p.Arg >= len(vals) {
			continue
		}
		parts = append(parts, a.verb(p, vals[p.Arg], call.Pos()))
	}
	return origin.NewConcat(parts...)
}

// verb traces one formatted operand.
func (a *unit) verb(p Piece, v ssa.Value, pos token.Pos) *origin.Node {
	switch p.Verb {
	case 'v', 's', 'q', 'w', 'x', 'X':
	default:
		return data // %T, %d, %t, %p...: no text of the value
	}
	t := a.text(v)
	if p.Verb == 'v' && p.Plus {
		if from := a.recordsFrames(v, nil); from != "" {
			// %+v of an error that records frames prints them.
			return origin.NewConcat(t, origin.Leaf(origin.Stack, "%+v of an error from "+from).At(pos))
		}
	}
	return t
}
