package evidence

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// moveOf is the next move a sort of failure leaves.
func moveOf(k frameworks.Kind) sink.Move {
	switch k {
	case frameworks.NotFound:
		return sink.FindFirst
	case frameworks.Refused:
		return sink.TellUser
	case frameworks.Unconfigured:
		return sink.NotConfigured
	}
	return sink.NoMove
}

// inputAdvice says which argument the comparison cond of the tool's
// input reads and, where it compares the argument itself with a
// constant, what the side that leads to the sink (holds) shows it must
// be: q.Qty <= 0 failing shows qty must be a positive number.
func (a *Reviewer) inputAdvice(cond *ssa.BinOp, holds bool, input map[ssa.Value]bool) sink.Advice {
	x, y, op := cond.X, cond.Y, cond.Op
	if !fromInput(x, input) {
		x, y, op = y, x, swapped[op]
	}
	if !holds {
		op = negated[op]
	}
	name, direct := a.argument(x, input)
	adv := sink.Advice{Arg: name}
	if direct && name != "" {
		adv.Expect = expectation(x, op, y)
	}
	return adv
}

// wholeArguments reports whether v is the tool's arguments as one
// value, not one of them: the input's map of arguments, or what holds
// it before a type assertion or decoding (mcp-go's req.Params.Arguments,
// an any; go-sdk's, a json.RawMessage).
func (a *Reviewer) wholeArguments(v ssa.Value, input map[ssa.Value]bool) bool {
	if name, _ := a.argument(v, input); name != "" || !a.isInput(v, input) {
		return false
	}
	if pkg, name := ssautil.NamedOf(v.Type()); pkg == "encoding/json" && name == "RawMessage" {
		return true
	}
	switch t := v.Type().Underlying().(type) {
	case *types.Interface:
		return t.Empty()
	case *types.Map:
		b, ok := t.Key().Underlying().(*types.Basic)
		return ok && b.Info()&types.IsString != 0
	}
	return false
}

// swapped and negated turn a comparison around and to its other side.
var (
	swapped = map[token.Token]token.Token{token.EQL: token.EQL, token.NEQ: token.NEQ,
		token.LSS: token.GTR, token.GTR: token.LSS, token.LEQ: token.GEQ, token.GEQ: token.LEQ}
	negated = map[token.Token]token.Token{token.EQL: token.NEQ, token.NEQ: token.EQL,
		token.LSS: token.GEQ, token.GEQ: token.LSS, token.GTR: token.LEQ, token.LEQ: token.GTR}
)

// expectation says what an argument x must be where x op y fails, y a
// constant: "is required" for an empty string, a nil or an empty
// length; bounds for numbers. Other comparisons show nothing.
func expectation(x ssa.Value, op token.Token, y ssa.Value) string {
	c, ok := y.(*ssa.Const)
	if !ok {
		return ""
	}
	isLen := paths.LenOf(x) != nil
	switch {
	case c.Value == nil:
		if op == token.EQL {
			return "is required"
		}
		return ""
	case c.Value.Kind() == constant.String:
		if op == token.EQL && constant.StringVal(c.Value) == "" {
			return "is required"
		}
		return ""
	case c.Value.Kind() != constant.Int && c.Value.Kind() != constant.Float:
		return ""
	}
	zero := constant.Sign(c.Value) == 0
	one := constant.Compare(c.Value, token.EQL, constant.MakeInt64(1))
	integer := paths.IsInteger(x.Type())
	if isLen {
		if zero && (op == token.EQL || op == token.LEQ) || one && op == token.LSS {
			return "is required"
		}
		return ""
	}
	switch {
	case zero && op == token.LEQ, one && integer && op == token.LSS:
		return "must be a positive number"
	case zero && op == token.LSS:
		return "must not be negative"
	}
	bound := c.Value.ExactString()
	if c.Value.Kind() == constant.Float {
		f, _ := constant.Float64Val(c.Value)
		bound = strconv.FormatFloat(f, 'g', -1, 64)
	}
	words, ok := bounds[op]
	if !ok {
		return ""
	}
	return words + bound
}

// bounds say what a number must be where it compares so with a bound
// and fails.
var bounds = map[token.Token]string{
	token.GTR: "must be at most ", token.GEQ: "must be less than ",
	token.LSS: "must be at least ", token.LEQ: "must be greater than ",
}

// argument returns the name the model sends the argument v reads under,
// and whether v is that argument itself (its value, length, or trimmed
// form, not something computed from it), so that a check of v shows
// what the argument must be: the json name of a field of the tool's
// typed input, the key of a framework's accessor (GetString("id", ""))
// or of the arguments' map (GetArguments()["id"]). What a call of the
// module's computes from the input names no argument.
func (a *Reviewer) argument(v ssa.Value, input map[ssa.Value]bool) (string, bool) {
	return a.argumentWalk(v, input, 0, map[ssa.Value]bool{})
}

// argumentWalk is argument's walk, depth steps from its start; seen
// holds the values met, each read once (the edges of a loop's phis
// would otherwise be walked again on every path to them).
func (a *Reviewer) argumentWalk(v ssa.Value, input map[ssa.Value]bool, depth int, seen map[ssa.Value]bool) (string, bool) {
	if depth > maxInputWalk || seen[v] {
		return "", false
	}
	seen[v] = true
	follow := func(x ssa.Value) (string, bool) { return a.argumentWalk(x, input, depth+1, seen) }
	indirect := func(x ssa.Value) (string, bool) {
		name, _ := follow(x)
		return name, false
	}
	switch x := v.(type) {
	case *ssa.Parameter:
		if name := a.passed[x]; name != "" {
			return name, true // what the handlers pass this function
		}
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return follow(x.X)
		}
		return indirect(x.X)
	case *ssa.Field:
		if st, ok := x.X.Type().Underlying().(*types.Struct); ok && a.isInput(x.X, input) {
			return a.argName(st, x.Field), true
		}
	case *ssa.FieldAddr:
		if p, ok := x.X.Type().Underlying().(*types.Pointer); ok && a.isInput(x.X, input) {
			if st, ok := p.Elem().Underlying().(*types.Struct); ok {
				return a.argName(st, x.Field), true
			}
		}
		if local, ok := x.X.(*ssa.Alloc); ok {
			// A field of a local struct the handler filled from the
			// input (opts.LabelSelector = args["label_selector"]):
			// what was stored in that field.
			for _, ref := range *local.Referrers() {
				if fa, ok := ref.(*ssa.FieldAddr); ok && fa.Field == x.Field {
					for _, v := range ssautil.StoredValues(fa) {
						if name, _ := follow(v); name != "" {
							return name, false
						}
					}
				}
			}
		}
	case *ssa.Lookup:
		if key := ssautil.ConstString(x.Index); key != "" && a.isInput(x.X, input) {
			return key, true
		}
	case *ssa.Convert:
		return follow(x.X)
	case *ssa.ChangeType:
		return follow(x.X)
	case *ssa.MakeInterface:
		return follow(x.X)
	case *ssa.TypeAssert:
		return follow(x.X)
	case *ssa.Extract:
		return follow(x.Tuple)
	case *ssa.Phi:
		for _, e := range x.Edges {
			if name, _ := follow(e); name != "" {
				return name, false
			}
		}
	case *ssa.Call:
		if arg := paths.LenOf(x); arg != nil {
			return follow(arg)
		}
		if key := a.argumentKey(x.Common()); key != "" {
			return key, true
		}
		if key := a.accessorKey(x.Common(), input); key != "" {
			return key, true
		}
		if key := a.returnedArg(x.Common(), input); key != "" {
			return key, true
		}
		if sameValue[ssautil.StaticName(x.Common())] {
			return follow(x.Call.Args[0])
		}
	}
	return "", false
}

// sameValue are functions whose result is the argument they are given,
// spelled otherwise: trimmed, escaped for a URL, in another case.
var sameValue = map[string]bool{
	"strings.TrimSpace": true, "strings.ToLower": true, "strings.ToUpper": true,
	"net/url.PathEscape": true, "net/url.QueryEscape": true,
}

// isInput reports whether v is the tool's input as it arrived: an input
// parameter, a field, element or key of it, or what a framework's method
// of it returns (the request's GetArguments()), not a value a call of
// the module's computed from it (a response whose fields a check reads).
func (a *Reviewer) isInput(v ssa.Value, input map[ssa.Value]bool) bool {
	return ssautil.WalkWithin(v, maxInputWalk, func(v ssa.Value, follow func(ssa.Value) bool) bool {
		if alloc, ok := v.(*ssa.Alloc); ok && slices.ContainsFunc(decodedFrom(alloc), func(src ssa.Value) bool { return fromInput(src, input) }) {
			return true // decoded from the arguments: they as the tool takes them
		}
		if from, ok := partOf(v); ok {
			return ssautil.FirstOf(from, follow)
		}
		switch x := v.(type) {
		case *ssa.Parameter:
			return input[x]
		case *ssa.UnOp:
			return x.Op == token.MUL && follow(x.X)
		case *ssa.Call:
			callee := x.Call.StaticCallee()
			return callee != nil && callee.Signature.Recv() != nil && len(x.Call.Args) > 0 &&
				!a.OwnedFunc(callee) && follow(x.Call.Args[0])
		}
		return false
	})
}

// argumentKey returns the argument name a framework's accessor call
// reads (RequireString("id"), GetString("id", "")), or "".
func (a *Reviewer) argumentKey(c *ssa.CallCommon) string {
	obj := c.Method // a method of the framework's interface (foxy-contexts' ToolInput)
	args := c.Args
	if !c.IsInvoke() {
		callee := c.StaticCallee()
		if callee == nil {
			return ""
		}
		obj, _ = callee.Object().(*types.Func)
		if callee.Signature.Recv() != nil && len(args) > 0 {
			args = args[1:]
		}
	}
	if obj == nil {
		return ""
	}
	if f, ok := frameworks.FuncOf(obj); !ok || !a.Index.ArgumentReads[f] {
		return ""
	}
	if len(args) == 0 {
		return ""
	}
	return ssautil.ConstString(args[0])
}

// returnedArg returns the argument a module function given the tool's
// input returns first: the one every return of a value not constant
// reads (github-mcp-server's requiredCommentNodeID(args), which reads
// "commentNodeID" and checks it), or "".
func (a *Reviewer) returnedArg(c *ssa.CallCommon, input map[ssa.Value]bool) string {
	callee := c.StaticCallee()
	if callee == nil || !a.OwnedFunc(callee) || callee.Signature.Results().Len() == 0 || !givenInput(c, input) {
		return ""
	}
	if name, ok := a.returned[callee]; ok {
		return name
	}
	a.returned[callee] = "" // while it is read: a recursive call reads none
	name, params := "", ownParams(callee)
	for _, b := range callee.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		if _, constant := ret.Results[0].(*ssa.Const); constant {
			continue // return "", err
		}
		got, _ := a.argument(ret.Results[0], params)
		if got == "" || name != "" && got != name {
			name = ""
			break
		}
		name = got
	}
	a.returned[callee] = name
	return name
}

// accessorKey returns the argument name a call of one of the module's
// own accessors reads: given the tool's input, or a wrapper a module
// call built of it (api.WrapParams(params).RequiredString("name")), and,
// as a constant, the name of an argument a tool declaration of the
// package declares (GetTrimmedString(req, "project_id", "")); or "".
func (a *Reviewer) accessorKey(c *ssa.CallCommon, input map[ssa.Value]bool) string {
	callee := c.StaticCallee()
	if callee == nil || !a.OwnedFunc(callee) || !slices.ContainsFunc(c.Args, func(arg ssa.Value) bool { return fromInput(arg, input) }) {
		return ""
	}
	for _, arg := range c.Args {
		if key := ssautil.ConstString(arg); key != "" && slices.Contains(a.declaredArgs(), key) {
			return key
		}
	}
	return ""
}

// argName returns the name the model sends field i of st under: its
// json tag's name, else the spelling a declaration of the package gives
// it (mcp.WithString("qty")), as encoding/json matches a field without
// a tag case-insensitively, else the field's own name.
func (a *Reviewer) argName(st *types.Struct, i int) string {
	tag, omitted := shape.JSONKey(st.Tag(i))
	switch {
	case omitted:
		return ""
	case st.Field(i).Pkg() != nil && !a.Mod.Owns(st.Field(i).Pkg().Path()):
		// A field of the framework's request (mcp-go's
		// Params.Arguments) holds the arguments, or says what was
		// called: it is none of them.
		return ""
	case tag == "":
		field := st.Field(i).Name()
		for _, d := range a.declaredArgs() {
			if strings.EqualFold(d, field) {
				return d
			}
		}
		return field
	}
	return tag
}

// declaredArgs returns the argument names the package's tool
// declarations give (frameworks.Framework.ArgumentDecls), and the keys
// of the JSON schemas' property maps it builds (see declarations),
// computed once.
func (a *Reviewer) declaredArgs() []string {
	if a.declared != nil {
		return a.declared
	}
	a.declared = slices.Clone(a.declarations().properties)
	for _, fn := range a.Funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(*ssa.Call)
				if !ok {
					continue
				}
				callee := call.Call.StaticCallee()
				if callee == nil || len(call.Call.Args) == 0 {
					continue
				}
				if obj, ok := callee.Object().(*types.Func); ok {
					if f, ok := frameworks.FuncOf(obj); ok && a.Index.ArgumentDecls[f] {
						if name := ssautil.ConstString(call.Call.Args[0]); name != "" {
							a.declared = append(a.declared, name)
						}
					}
				}
			}
		}
	}
	return a.declared
}

// parserAdvice says which argument a parser's call reads, and what its
// failure shows the argument must be (frameworks.Expectations) when it
// parses the argument itself.
func (a *Reviewer) parserAdvice(name string, c *ssa.CallCommon, input map[ssa.Value]bool) sink.Advice {
	for _, arg := range ssautil.CallArgs(c) {
		if !fromInput(arg, input) {
			continue
		}
		arg, direct := a.argument(arg, input)
		adv := sink.Advice{Arg: arg, JSONFields: decodesFields(name, c)}
		if direct && arg != "" {
			adv.Expect = frameworks.Expectations[name]
		}
		return adv
	}
	return sink.Advice{}
}

// decodesFields reports whether the call c of the parser name decodes
// JSON into a value with typed fields: a struct, or a map, slice or
// array of them, not an interface (whose decoding fails on no value's
// type) or a basic value (whose type error names no field).
func decodesFields(name string, c *ssa.CallCommon) bool {
	if name != "encoding/json.Unmarshal" && name != "(*encoding/json.Decoder).Decode" || len(c.Args) == 0 {
		return false
	}
	target := c.Args[len(c.Args)-1] // an any: what was converted to it
	if mi, ok := target.(*ssa.MakeInterface); ok {
		target = mi.X
	}
	ptr, ok := target.Type().Underlying().(*types.Pointer)
	return ok && typedFields(ptr.Elem(), 0)
}

// typedFields reports whether JSON decoded into t may fail on a field's
// type (see decodesFields).
func typedFields(t types.Type, depth int) bool {
	if depth > 4 {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		return u.NumFields() > 0
	case *types.Map:
		return typedFields(u.Elem(), depth+1)
	case *types.Slice:
		return typedFields(u.Elem(), depth+1)
	case *types.Array:
		return typedFields(u.Elem(), depth+1)
	case *types.Pointer:
		return typedFields(u.Elem(), depth+1)
	}
	return false
}

// settingRead returns the name of the function reading the operator's
// configuration that v is the result of (os.Getenv), or "".
func settingRead(v ssa.Value) string {
	if e, ok := v.(*ssa.Extract); ok {
		v = e.Tuple
	}
	if call, ok := v.(*ssa.Call); ok {
		if name := ssautil.StaticName(call.Common()); frameworks.Setting(name) {
			return name
		}
	}
	return ""
}

// OfferSibling names, on an advice to find what a lookup of tool did
// not find, or to check the arguments its call was given (unless the
// tool creates what they name), the tool of the same package that lists
// or searches the same things; with none, there is no lookup to offer.
func (a *Reviewer) OfferSibling(adv *sink.Advice, tool string) {
	if len(adv.Given) > 0 && !wording.Creates(tool) {
		// A creating tool's arguments name what is not there yet: a
		// lister of its kind finds them under no name.
		adv.Sibling = a.sibling(tool)
	}
	if adv.Move == sink.FindFirst {
		adv.Sibling = a.sibling(tool)
		if adv.Sibling == "" {
			adv.Move = sink.NoMove
		}
	}
	if adv.Sibling != "" {
		adv.SiblingNeeds = a.requiredArgs(adv.Sibling)
	}
}

// finders are the first words of the names of tools that find things.
var finders = map[string]bool{"list": true, "search": true, "find": true, "query": true, "lookup": true}

// sibling returns the first, by name, of the package's tools that list
// or search what tool handles: get_order's search_orders or
// list_orders_by_customer. Names split at "_" and "-"; the first word
// is the verb, the rest the noun, singular or plural.
func (a *Reviewer) sibling(tool string) string {
	noun := nameWords(tool)
	if len(noun) < 2 {
		return ""
	}
	noun = noun[1:]
	var found []string
	for _, h := range a.Handlers {
		w := nameWords(h.Tool)
		if h.Tool == tool || len(w) <= len(noun) || !finders[w[0]] || slices.Contains(found, h.Tool) {
			continue
		}
		rest := w[1:]
		last := len(noun) - 1
		if !slices.Equal(rest[:last], noun[:last]) || rest[last] != noun[last] && rest[last] != wording.Plural(noun[last]) {
			continue
		}
		if len(rest) > len(noun) && !qualifiesNoun[rest[len(noun)]] {
			continue
		}
		found = append(found, h.Tool)
	}
	slices.Sort(found)
	if len(found) == 0 {
		return ""
	}
	return found[0]
}

// qualifiesNoun are words that may follow the noun in a finder's name.
var qualifiesNoun = map[string]bool{"by": true, "for": true, "in": true, "of": true}

func nameWords(name string) []string {
	return strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '_' || r == '-' })
}

// emptySetting returns the name of the function reading the operator's
// configuration that x or y is the result of, where the other is the
// empty string (os.Getenv("API_KEY") == ""), or "".
func emptySetting(x, y ssa.Value) string {
	for _, p := range [][2]ssa.Value{{x, y}, {y, x}} {
		if c, ok := p[1].(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String && constant.StringVal(c.Value) == "" {
			if name := settingRead(p[0]); name != "" {
				return name
			}
		}
	}
	return ""
}
