package wording

import (
	"go/token"
	"go/types"
	"strings"
	"unicode"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// emptyAnswer reports whether the sink's text is an empty answer on a
// branch where the innermost error check tests for a not-found kind.
func emptyAnswer(s *sink.Sink) bool {
	b := s.ResultBlock()
	if b == nil || s.Text.Has(func(k origin.Kind) bool { return k.ErrorText }) {
		return false
	}
	return notFoundBranch(b) && emptyWording(s.Text)
}

// notFoundBranch reports whether the innermost error check (see errSide)
// or error-kind test that decides whether block b runs is a not-found
// test, with b on the side where the error is of that kind.
func notFoundBranch(b *ssa.BasicBlock) bool {
	return paths.OnTestedSide(b, notFoundTest)
}

// notFoundTest returns the successor of an if that runs when an error is
// of a not-found kind, or nil: a predicate over an error whose name says
// so (os.IsNotExist, IsNotFound, isNoRowsError), errors.Is or a
// comparison with a sentinel so named (sql.ErrNoRows, fs.ErrNotExist,
// ErrNotFound), errors.As into a type so named, or a 404 status.
func notFoundTest(ifi *ssa.If) *ssa.BasicBlock {
	succs := ifi.Block().Succs
	cond, flipped := ifi.Cond, false
	if u, ok := cond.(*ssa.UnOp); ok && u.Op == token.NOT {
		cond, flipped = u.X, true
	}
	holds := false
	switch c := cond.(type) {
	case *ssa.Call:
		holds = notFoundCall(c)
	case *ssa.BinOp:
		if c.Op != token.EQL && c.Op != token.NEQ {
			return nil
		}
		if !notFoundSentinel(c.X) && !notFoundSentinel(c.Y) && !notFoundStatus(c) {
			return nil
		}
		holds, flipped = true, flipped != (c.Op == token.NEQ)
	}
	switch {
	case !holds:
		return nil
	case flipped:
		return succs[1]
	}
	return succs[0]
}

// notFoundCall reports whether call tests an error for a not-found kind.
func notFoundCall(call *ssa.Call) bool {
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Object() == nil {
		return false
	}
	switch callee.Object().(*types.Func).FullName() {
	case "errors.Is":
		return len(call.Call.Args) == 2 && notFoundSentinel(call.Call.Args[1])
	case "errors.As":
		if len(call.Call.Args) != 2 {
			return false
		}
		ptr, ok := ssautil.Uninterfaced(call.Call.Args[1]).Type().(*types.Pointer)
		if !ok {
			return false
		}
		elem := ptr.Elem()
		if p, ok := elem.(*types.Pointer); ok {
			elem = p.Elem()
		}
		named, ok := elem.(*types.Named)
		return ok && NotFoundName(named.Obj().Name())
	}
	sig := callee.Signature
	if sig.Results().Len() != 1 || !types.Identical(sig.Results().At(0).Type(), types.Typ[types.Bool]) {
		return false
	}
	for _, arg := range call.Call.Args {
		if t := arg.Type(); ssautil.IsErrorInterface(t) {
			return NotFoundName(callee.Name())
		}
	}
	return false
}

// notFoundSentinel reports whether v reads a package-level error
// variable whose name says "not found".
func notFoundSentinel(v ssa.Value) bool {
	u, ok := ssautil.Uninterfaced(v).(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	g, ok := u.X.(*ssa.Global)
	return ok && NotFoundName(g.Name())
}

// notFoundStatus reports whether cmp compares an HTTP status with 404.
func notFoundStatus(cmp *ssa.BinOp) bool {
	c, ok := cmp.Y.(*ssa.Const)
	return ok && paths.IsStatusCode(cmp.X) && c.Value != nil && c.Value.ExactString() == "404"
}

// NotFoundName reports whether an identifier names the kind "nothing
// there": NotFound, NotExist, or No followed by what is missing
// (ErrNoRows, isNoIdentifierError).
func NotFoundName(name string) bool {
	words := NameWords(name)
	for i, w := range words {
		words[i] = strings.ToLower(w)
	}
	for i, w := range words {
		next := ""
		if i+1 < len(words) {
			next = words[i+1]
		}
		switch {
		case w == "notfound" || w == "notexist" || w == "nosuch":
			return true
		case w == "not" && (next == "found" || next == "exist" || next == "exists"):
			return true
		case w == "no" && next != "" && i > 0:
			return true
		}
	}
	return false
}

// emptyOpeners open a sentence that says a search came back empty;
// emptyVerbs say what came back empty.
var (
	emptyOpeners = map[string]bool{"no": true, "nothing": true, "none": true, "zero": true, "0": true}
	emptyVerbs   = map[string]bool{
		"found": true, "match": true, "matches": true, "matched": true, "matching": true,
		"result": true, "results": true, "returned": true, "exist": true, "exists": true,
	}
)

// emptyWording reports whether every text the node may be opens with a
// word of emptyOpeners in its own words and says what came back empty
// (a word of emptyVerbs): "No definition found for symbol x", "no
// orders match this customer", "0 results".
func emptyWording(text *origin.Node) bool {
	alts, ok := text.Alternatives(maxEmptyAlternatives)
	if !ok || len(alts) == 0 {
		return false
	}
	for _, alt := range alts {
		if len(alt) == 0 || alt[0].Op != origin.Lit {
			return false
		}
		var b strings.Builder
		for _, n := range alt {
			if n.Op == origin.Lit {
				b.WriteString(n.Text)
			} else {
				b.WriteString(" _ ")
			}
		}
		words := strings.FieldsFunc(strings.ToLower(b.String()), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		})
		if len(words) == 0 || !emptyOpeners[words[0]] || !hasAny(words[1:], emptyVerbs) {
			return false
		}
	}
	return true
}

const maxEmptyAlternatives = 8

func hasAny(words []string, set map[string]bool) bool {
	for _, w := range words {
		if set[w] {
			return true
		}
	}
	return false
}
