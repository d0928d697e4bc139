package driver

import (
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// printErrors prints the errors of the packages and their dependencies
// as go vet does, once each, and returns how many it printed. A package
// that does not compile is reported by go list (the compiler's output)
// and by the parser or type checker (the same errors, by position): the
// second are printed, with paths relative to the working directory, and
// the first only for packages that have no other. Of a file's syntax
// errors only the first is printed (the parser's next ones are its
// attempts to resynchronize), and a package with syntax errors has its
// type errors left out, as the compiler does.
func printErrors(w io.Writer, pkgs []*packages.Package) int {
	wd, _ := os.Getwd()
	seen := map[string]bool{}
	n := 0
	print := func(msg string) {
		if !seen[msg] {
			seen[msg] = true
			fmt.Fprintln(w, msg)
			n++
		}
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		positioned := false
		syntax := map[string]bool{} // files with a syntax error printed
		parseErrors := slices.ContainsFunc(p.Errors, func(e packages.Error) bool { return e.Kind == packages.ParseError })
		for _, e := range p.Errors {
			if e.Kind == packages.ListError || parseErrors && e.Kind != packages.ParseError {
				continue
			}
			pos := relative(wd, e.Pos)
			file, _, _ := strings.Cut(pos, ":")
			if e.Kind == packages.ParseError {
				if syntax[file] {
					continue
				}
				syntax[file] = true
			}
			positioned = true
			if pos == "" || pos == "-" {
				print(e.Msg)
			} else {
				print(pos + ": " + e.Msg)
			}
		}
		if positioned {
			return
		}
		for _, e := range p.Errors {
			if e.Kind == packages.ListError {
				print(strings.TrimPrefix(e.Error(), "-: "))
			}
		}
	})
	return n
}

// relative rewrites the file name of a "file:line:col" position relative
// to dir when it lies inside it.
func relative(dir, pos string) string {
	i := strings.Index(pos, ".go:")
	if i < 0 {
		return pos
	}
	return relFile(dir, pos[:i+3]) + pos[i+3:]
}

// relFile returns file relative to dir when it lies inside it, as go vet
// and staticcheck print positions; otherwise file unchanged.
func relFile(dir, file string) string {
	if dir == "" || !filepath.IsAbs(file) {
		return file
	}
	if rel, err := filepath.Rel(dir, file); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return rel
	}
	return file
}

// relPos prints a position with its file relative to dir (relFile).
func relPos(dir string, p token.Position) string {
	p.Filename = relFile(dir, p.Filename)
	return p.String()
}

// printActionErrors prints the errors of analyzer actions that are not
// the consequence of another: an action whose package did not load or
// type-check was skipped because of errors printed already, and one
// whose prerequisite failed repeats that failure.
func printActionErrors(w io.Writer, graph *checker.Graph) int {
	broken := map[*packages.Package]bool{}
	n := 0
	for act := range graph.All() {
		if act.Err == nil || hasErrors(act.Package, broken) {
			continue
		}
		consequence := false
		for _, dep := range act.Deps {
			consequence = consequence || dep.Err != nil
		}
		if !consequence {
			fmt.Fprintf(w, "toolerrlint: %s: %s: %v\n", act.Package.PkgPath, act.Analyzer.Name, act.Err)
			n++
		}
	}
	return n
}

// hasErrors reports whether p or a package it imports has errors.
func hasErrors(p *packages.Package, memo map[*packages.Package]bool) bool {
	if b, ok := memo[p]; ok {
		return b
	}
	memo[p] = false // imports form no cycles; this ends the recursion anyway
	b := len(p.Errors) > 0 || p.IllTyped
	for _, imp := range p.Imports {
		b = b || hasErrors(imp, memo)
	}
	memo[p] = b
	return b
}
