package core

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/middleware"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"golang.org/x/tools/go/analysis"
)

// serverView is what a package sees of the mcp-go servers its handlers
// are added to, and so of what their returned errors become.
//
// A driver analysing one package at a time, its imports first (go vet,
// golangci-lint, nogo, and the command, which runs the same analysis),
// sees a server's middleware only in the package that builds the server
// (servers: it calls a function returning one) and in the packages
// importing that one (facts.ConverterFact). The commonest layout puts
// the server in main, which imports the handlers' package: that package
// is analysed first and cannot tell whether its handlers' errors are
// protocol errors or text. There its returns of errors are Unseen: no
// finding, but a fact (facts.UnconvertedFact) that the packages
// importing it pass on until one that builds a server judges them: it
// reports them at its first such call when no converting middleware is
// installed there or seen in its imports, and is silent when one is.
// An explicit errors-as-results (flag or key, empty included) decides
// for every package instead.
type serverView struct {
	opts *config.Options
	// servers are the package's calls returning a server; imported the
	// Unseen returns its imports pass on.
	servers  []*ast.CallExpr
	imported []sink.HandlerReturn
}

// viewServers returns the options for pass: c's, with the converting
// middleware the package installs or an import passes on
// (config.Options.ErrorsAsResults), or ServerUnseen when the package
// sees no server at all. It passes on what it sees in turn.
func (c *checker) viewServers(pass *analysis.Pass) *serverView {
	v := &serverView{opts: c.opts}
	if c.opts.ErrorsAsResultsGiven || c.opts.ErrorsAsResults != "" {
		return v
	}
	src := ssautil.Source{Pkg: pass.Pkg, Files: pass.Files, Info: pass.TypesInfo}
	v.servers = middleware.Servers(src)
	conv := middleware.ConvertingMiddleware([]ssautil.Source{src})
	seen := conv.Name != "" || len(v.servers) > 0
	if imported, ok := importedConverter(pass); ok {
		seen = true
		if conv.Name == "" {
			conv = imported
		}
	}
	if seen {
		pass.ExportPackageFact(&facts.ConverterFact{Middleware: conv.Name, Replaces: conv.Replaces})
	}
	v.imported = importedUnconverted(pass)
	opts := *c.opts
	opts.ErrorsAsResults, opts.ErrorsReplaced, opts.ServerUnseen = conv.Name, conv.Replaces, !seen
	v.opts = &opts
	return v
}

// settle judges the Unseen returns the package's imports pass on, when
// it builds a server, and passes them on otherwise with its own
// (res's Sink.Unseen).
func (v *serverView) settle(pass *analysis.Pass, res *sink.Result) {
	if len(v.imported) == 0 && !slices.ContainsFunc(res.Sinks, func(s *sink.Sink) bool { return s.Unseen }) {
		return // nothing to judge or pass on
	}
	used := usedFuncs(pass)
	returns := v.imported[:0:0]
	for _, r := range v.imported {
		r.Used = r.Used || used[r.Func]
		returns = append(returns, r)
	}
	if len(v.servers) > 0 {
		// What no package on the way refers to, no server adds.
		returns = slices.DeleteFunc(returns, func(r sink.HandlerReturn) bool { return r.Func != "" && !r.Used })
		if v.opts.ErrorsAsResults == "" && len(returns) > 0 {
			call := v.servers[0]
			res.Unconverted = &sink.Unconverted{Call: call, File: fileAt(pass, call.Pos()), Returns: returns}
		}
		return
	}
	for _, s := range res.Sinks {
		if s.Unseen && keepsOwnWords(s) {
			// Reported here: whatever the server does, a result
			// with these words, decided, is the answer.
			s.Protocol, s.Silenced = true, false
			continue
		}
		if s.Unseen {
			p := pass.Fset.Position(s.Pos)
			fn := topLevelFunc(pass, s.Pos)
			returns = append(returns, sink.HandlerReturn{Tool: s.Subject(), File: p.Filename, Line: p.Line, Column: p.Column, Func: fn, Used: used[fn]})
		}
	}
	if len(returns) == 0 {
		return
	}
	slices.SortFunc(returns, compareReturns)
	pass.ExportPackageFact(&facts.UnconvertedFact{Returns: slices.Compact(returns)})
}

// keepsOwnWords reports whether s, a handler's return of an error to a
// server the package cannot see, holds words a fix at the return keeps:
// the module's own on every path ("the note needs a title"), or its
// format around another's error where the code decides the retry
// ("invalid board_id: %v" of strconv.Atoi). The middleware that a fix
// at the server installs answers every error it cannot read with one
// sentence, which would lose them.
func keepsOwnWords(s *sink.Sink) bool {
	return s.Text.Owned() || s.Format != nil && s.Decision != sink.Undecided && wording.WritesWords(s.Text)
}

// fileAt returns the file of pass holding pos.
func fileAt(pass *analysis.Pass, pos token.Pos) *ast.File {
	for _, f := range pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return f
		}
	}
	return nil
}

// compareReturns orders handler returns by position, then tool.
func compareReturns(a, b sink.HandlerReturn) int {
	return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column), cmp.Compare(a.Tool, b.Tool))
}

// topLevelFunc returns the full name of the package-level function
// (not a method) whose declaration holds pos, closures counted as the
// function declaring them, or "".
func topLevelFunc(pass *analysis.Pass, pos token.Pos) string {
	for _, f := range pass.Files {
		if pos < f.FileStart || pos >= f.FileEnd {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Pos() <= pos && pos < fd.End() {
				if obj, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					return obj.FullName()
				}
			}
		}
	}
	return ""
}

// usedFuncs returns the full names of the package-level functions the
// package's files refer to, called or as values.
func usedFuncs(pass *analysis.Pass) map[string]bool {
	used := map[string]bool{}
	for _, obj := range pass.TypesInfo.Uses {
		if f, ok := obj.(*types.Func); ok && f.Signature().Recv() == nil {
			used[f.FullName()] = true
		}
	}
	return used
}

// importedConverter returns the converting middleware an import of
// pass's package passes on (the first by import path that names one),
// and whether any import sees a server.
func importedConverter(pass *analysis.Pass) (middleware.Converter, bool) {
	seen := false
	for _, imp := range sortedImports(pass) {
		var f facts.ConverterFact
		if pass.ImportPackageFact(imp, &f) {
			if f.Middleware != "" {
				return middleware.Converter{Name: f.Middleware, Replaces: f.Replaces}, true
			}
			seen = true
		}
	}
	return middleware.Converter{}, seen
}

// importedUnconverted returns the Unseen returns pass's imports pass
// on, a return reached through two imports once.
func importedUnconverted(pass *analysis.Pass) []sink.HandlerReturn {
	var out []sink.HandlerReturn
	for _, imp := range sortedImports(pass) {
		var f facts.UnconvertedFact
		if pass.ImportPackageFact(imp, &f) {
			for _, r := range f.Returns {
				// One return, used on one way and not on another, is
				// used.
				i := slices.IndexFunc(out, func(o sink.HandlerReturn) bool { return compareReturns(o, r) == 0 })
				if i < 0 {
					out = append(out, r)
				} else {
					out[i].Used = out[i].Used || r.Used
				}
			}
		}
	}
	return out
}

func sortedImports(pass *analysis.Pass) []*types.Package {
	imports := slices.Clone(pass.Pkg.Imports()) // the package's own list
	sort.Slice(imports, func(i, j int) bool { return imports[i].Path() < imports[j].Path() })
	return imports
}
