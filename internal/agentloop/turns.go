package agentloop

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// A TurnLoop is a loop of model turns that feeds tool results back: a
// for statement (or a function calling itself) whose body runs a turn,
// not inside a loop nested in it, and answers tool calls.
type TurnLoop struct {
	// At is the for statement, or the recursive call.
	At ast.Node
	// Func is the declaration or literal whose body holds At; File its
	// file.
	Func ast.Node
	File *ast.File
	// Turn names the call that runs the model's turn.
	Turn string
	// Bound says whether a bound on the turns can end it; Unset names a
	// limit that applies only above zero and that nothing in the package
	// sets, when that is the only bound.
	Bound bool
	Unset string
}

// TurnLoops returns the package's loops of model turns, in source order.
func (p *Package) TurnLoops() []TurnLoop {
	var out []TurnLoop
	for _, f := range p.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.FuncDecl, *ast.FuncLit:
			default:
				return true
			}
			// The literals inside are functions of their own, met later.
			ast.Inspect(funcBody(n), func(m ast.Node) bool {
				if l, ok := p.turnLoop(m, n); ok {
					l.File = f
					out = append(out, l)
				}
				_, lit := m.(*ast.FuncLit)
				return !lit
			})
			if fd, ok := n.(*ast.FuncDecl); ok {
				if l, ok := p.recursion(fd); ok {
					l.File = f
					out = append(out, l)
				}
			}
			return true
		})
	}
	return out
}

// funcBody returns the body of a function declaration or literal.
func funcBody(fn ast.Node) *ast.BlockStmt {
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		return fn.Body
	case *ast.FuncLit:
		return fn.Body
	}
	return nil
}

// turnLoop returns n as a TurnLoop if it is a for statement of turns
// in fn.
func (p *Package) turnLoop(n ast.Node, fn ast.Node) (TurnLoop, bool) {
	var body *ast.BlockStmt
	switch n := n.(type) {
	case *ast.ForStmt:
		if n.Cond != nil && p.waits(n.Cond) {
			return TurnLoop{}, false // reads input: a person ends it
		}
		body = n.Body
	case *ast.RangeStmt:
		// Ranging over a count is a bound; over a slice, a map or a
		// channel, the loop visits items, not turns.
		return TurnLoop{}, false
	default:
		return TurnLoop{}, false
	}
	if p.turnIn(body, false) == "" || !p.Answers(body) || p.waits(body) {
		return TurnLoop{}, false
	}
	l := TurnLoop{At: n, Func: fn, Turn: p.turnName(body)}
	l.Bound, l.Unset = p.bounded(n, p.incremented(n))
	return l, true
}

// recursion returns fd as a TurnLoop at its call of itself if it runs a
// turn, answers tool calls and calls itself.
func (p *Package) recursion(fd *ast.FuncDecl) (TurnLoop, bool) {
	fn, _ := p.Info.Defs[fd.Name].(*types.Func)
	if fn == nil || fd.Body == nil || p.turnIn(fd.Body, true) == "" || !p.Answers(fd.Body) {
		return TurnLoop{}, false
	}
	var self *ast.CallExpr
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && self == nil {
			if callee, _ := typeutil.Callee(p.Info, call).(*types.Func); callee != nil && callee.Origin() == fn {
				self = call
			}
		}
		return self == nil
	})
	if self == nil {
		return TurnLoop{}, false
	}
	counters := p.incremented(fd.Body)
	for _, field := range fd.Type.Params.List {
		for _, name := range field.Names {
			counters[p.Info.Defs[name]] = true // a depth handed down
		}
	}
	l := TurnLoop{At: self, Func: fd, Turn: p.turnName(fd.Body)}
	l.Bound, l.Unset = p.bounded(fd, counters)
	return l, true
}

// waits reports whether n, outside the loops and literals inside it,
// waits for input: reads a line or a key, or receives from a channel
// other than a context's Done. A loop that waits each round is ended
// by whoever sends, not by the model.
func (p *Package) waits(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		switch m := m.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			return m == n
		case *ast.FuncLit:
			return false
		case *ast.UnaryExpr:
			if m.Op == token.ARROW && !p.isDone(m.X) {
				found = true
			}
		case *ast.CallExpr:
			if fn, _ := typeutil.Callee(p.Info, m).(*types.Func); fn != nil && inputReads[fn.Name()] {
				found = true
			}
		}
		return !found
	})
	return found
}

// inputReads are the names of the functions and methods that read what
// a person types (bufio's Scanner and Reader, fmt's Scan family, line
// editors).
var inputReads = map[string]bool{
	"Scan": true, "Scanln": true, "Scanf": true, "ReadString": true, "ReadLine": true,
	"ReadRune": true, "Readline": true, "ReadPassword": true,
}

// isDone reports whether x is a call of a context's Done.
func (p *Package) isDone(x ast.Expr) bool {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(p.Info, call).(*types.Func)
	return fn != nil && fn.Name() == "Done" && fn.Pkg() != nil && fn.Pkg().Path() == "context"
}

// turnName names the first call in n that runs a model turn: the API's
// method ("anthropic's MessageService.New"), or the step that calls it
// (qualified by its package's name when it is another package's).
func (p *Package) turnName(n ast.Node) string {
	name := ""
	ast.Inspect(n, func(m ast.Node) bool {
		call, ok := m.(*ast.CallExpr)
		if !ok || name != "" {
			return name == ""
		}
		fn, _ := typeutil.Callee(p.Info, call).(*types.Func)
		switch {
		case fn == nil:
		case p.Turn(call) != "":
			name = p.Turn(call) + "'s " + methodName(fn)
		case p.stepTurn(call) != "":
			name = methodName(fn)
			if fn.Pkg() != p.Pkg {
				name = fn.Pkg().Name() + "." + name
			}
		}
		return name == ""
	})
	return name
}

// methodName returns Recv.Name for a method, Name for a function.
func methodName(fn *types.Func) string {
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if ptr, ok := t.(*types.Pointer); ok {
			t = ptr.Elem()
		}
		if named, ok := types.Unalias(t).(*types.Named); ok {
			return named.Obj().Name() + "." + fn.Name()
		}
	}
	return fn.Name()
}
