package trace

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// Piece is one part of a printf format: literal text, or a verb with the
// index of the operand it formats.
type Piece struct {
	Lit  string
	Verb rune
	Plus bool // the + flag
	Arg  int  // operand index, -1 if none
	// Start and End are the byte offsets of the piece in the format.
	Start, End int
}

// ParseFormat splits a printf format into pieces, following fmt's rules
// for flags, width, precision and explicit argument indexes ([n]).
func ParseFormat(format string) []Piece {
	var out []Piece
	arg := 0
	lit := 0
	for i := 0; i < len(format); {
		if format[i] != '%' {
			i++
			continue
		}
		start := i
		i++
		p := Piece{Arg: -1}
		// Flags, width, precision, argument indexes.
	scan:
		for i < len(format) {
			switch c := format[i]; {
			case c == '+':
				p.Plus = true
				i++
			case c == '-' || c == '#' || c == ' ' || c == '0' || c == '.' || (c >= '1' && c <= '9'):
				i++
			case c == '*':
				arg++
				i++
			case c == '[':
				j := i + 1
				n := 0
				for j < len(format) && format[j] >= '0' && format[j] <= '9' {
					n = n*10 + int(format[j]-'0')
					j++
				}
				if j < len(format) && format[j] == ']' && n > 0 {
					arg = n - 1
					i = j + 1
				} else {
					break scan
				}
			default:
				break scan
			}
		}
		if i >= len(format) {
			break
		}
		verb := rune(format[i])
		i++
		if lit < start {
			out = append(out, Piece{Lit: format[lit:start], Arg: -1, Start: lit, End: start})
		}
		lit = i
		if verb == '%' {
			out = append(out, Piece{Lit: "%", Arg: -1, Start: start, End: i})
			continue
		}
		p.Verb, p.Arg, p.Start, p.End = verb, arg, start, i
		arg++
		out = append(out, p)
	}
	if lit < len(format) {
		out = append(out, Piece{Lit: format[lit:], Arg: -1, Start: lit, End: len(format)})
	}
	return out
}

// FormatOf returns the printf-style call that v is the result of, if any.
func (a *Tracer) FormatOf(v ssa.Value) *sink.Format {
	for {
		v = ssautil.Uninterfaced(v)
		// A named result read back after deferred calls ran.
		if x, ok := v.(*ssa.UnOp); ok && x.Op == token.MUL {
			if alloc, ok := x.X.(*ssa.Alloc); ok {
				if st := a.ReachingStores(alloc, x); len(st) == 1 {
					v = st[0].Val
					continue
				}
			}
		}
		break
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil
	}
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Object() == nil {
		return nil
	}
	if frameworks.TextFuncs[callee.Object().(*types.Func).FullName()] == frameworks.TextFormat {
		return a.FormatOperands(a.Calls[call.Pos()], 0, call.Call.Args)
	}
	return nil
}

// FormatOperands describes the format call expr whose format is
// args[index], followed by its variadic operands.
func (a *Tracer) FormatOperands(expr *ast.CallExpr, index int, args []ssa.Value) *sink.Format {
	if expr == nil || index+1 >= len(args) || expr.Ellipsis.IsValid() {
		return nil
	}
	f := &sink.Format{Call: expr, Index: index}
	vals := ssautil.Elements(args[index+1])
	for _, v := range vals {
		f.Operands = append(f.Operands, a.Text(v))
	}
	// An operand formatted with %+v may add the frames it records.
	if format := ssautil.ConstString(args[index]); format != "" {
		for _, p := range ParseFormat(format) {
			if p.Verb != 0 && p.Arg >= 0 && p.Arg < len(vals) {
				f.Operands[p.Arg] = a.verb(p, vals[p.Arg], expr.Pos())
			}
		}
	}
	if len(f.Operands) != len(expr.Args)-index-1 {
		return nil
	}
	return f
}
