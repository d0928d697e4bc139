package sinks

import (
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// toolNames are the names of the tools the registrations of one
// function give it.
type toolNames map[string]bool

// add records name if it reads as a tool's name (readsAsName).
func (n toolNames) add(name string) {
	if readsAsName(name) {
		n[name] = true
	}
}

// readsAsName reports whether name reads as a tool's name: not empty,
// no spaces (a description has them).
func readsAsName(name string) bool {
	return name != "" && !strings.ContainsAny(name, " \t\n")
}

// one returns the one name given, or "" where none or several are (one
// function serving two tools).
func (n toolNames) one() string {
	if len(n) != 1 {
		return ""
	}
	for name := range n {
		return name
	}
	return ""
}

// adaptedAs returns the function fn is or lies in that, no handler
// itself, is passed to a module adapter showing its results to the
// model (github-mcp-server's NewTool(toolset, tool, scopes, handler),
// mcp-grafana's MustTool(name, description, handler)), and what the
// calls passing it say; nil if there is none. Such a function is a
// handler in all but the framework's eyes: its parameters are the
// tool's input, and its failures are that tool's.
func (a *Finder) adaptedAs(fn *ssa.Function) (*ssa.Function, toolNames) {
	if a.adapted == nil {
		a.adapted = a.findAdapted()
	}
	for f := fn; f != nil; f = f.Parent() {
		if u, ok := a.adapted[f]; ok {
			return f, u
		}
	}
	return nil, nil
}

// adaptedFunc reports whether a module adapter shows fn's results.
func (a *Finder) adaptedFunc(fn *ssa.Function) bool {
	f, _ := a.adaptedAs(fn)
	return f == fn
}

// findAdapted reads every call of the package: a module function whose
// template shows the results of a function parameter (a Call leaf on
// it, as text or on the protocol channel) adapts the functions passed
// there.
func (a *Finder) findAdapted() map[*ssa.Function]toolNames {
	out := map[*ssa.Function]toolNames{}
	for _, fn := range a.LiveFuncs() { // code nothing runs passes nothing to an adapter
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(*ssa.Call)
				if !ok {
					continue
				}
				obj := ssautil.StaticFunc(&call.Call)
				if obj == nil || obj.Pkg() == nil {
					continue
				}
				args := call.Call.Args
				for _, t := range a.moduleTemplates(obj) {
					for _, c := range t.Text.Leaves(origin.Call) {
						if c.Text != "" || c.Index >= len(args) {
							continue
						}
						name := a.registeredName(args, c.Index)
						for _, g := range a.FuncsOf(args[c.Index]) {
							if a.Handlers[g] != nil {
								continue
							}
							if out[g] == nil {
								out[g] = toolNames{}
							}
							out[g].add(name)
						}
					}
				}
			}
		}
	}
	return out
}

// registeredName returns the tool's name among the arguments of an
// adapter's call but the handler's (index skip): a tool description
// (mcp.Tool{Name: ...}), or a constant that reads as a name
// (readsAsName).
func (a *Finder) registeredName(args []ssa.Value, skip int) string {
	for i, arg := range args {
		if i == skip {
			continue
		}
		if b, ok := arg.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString == 0 {
			continue
		}
		if n := a.ToolName(arg); readsAsName(n) {
			return n
		}
	}
	return ""
}

// maxCallerDepth bounds the calls callersTool walks up.
const maxCallerDepth = 3

// callersTool returns the tool a helper of the package serves, where
// every call of it is inside one tool's handler, or inside a function
// an adapter shows as one tool's, or inside another such helper
// (github-mcp-server's deleteDiscussionComment(ctx, client, args),
// which the discussion_comment_write handler calls): its failures are
// that tool's. "" where a caller serves another tool, none, or lies
// further than depth calls up.
func (a *Finder) callersTool(fn *ssa.Function, depth int) string {
	if depth == 0 || fn.Parent() != nil {
		return ""
	}
	tool := ""
	for _, caller := range a.callersOf(fn) {
		name := ""
		if h, t := a.Enclosing(caller); h != nil {
			name = t
		} else if f, names := a.adaptedAs(caller); f != nil {
			name = names.one()
		} else {
			name = a.callersTool(caller, depth-1)
		}
		if name == "" || tool != "" && name != tool {
			return ""
		}
		tool = name
	}
	return tool
}

// callersOf returns the functions of the package that call fn
// statically, once each; they are found once per package.
func (a *Finder) callersOf(fn *ssa.Function) []*ssa.Function {
	if a.callers == nil {
		a.callers = map[*ssa.Function][]*ssa.Function{}
		for _, caller := range a.Funcs {
			seen := map[*ssa.Function]bool{}
			ssautil.StaticCalls(caller, func(_ ssa.CallInstruction, callee *ssa.Function) {
				if !seen[callee] {
					seen[callee] = true
					a.callers[callee] = append(a.callers[callee], caller)
				}
			})
		}
	}
	return a.callers[fn]
}
