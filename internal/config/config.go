// Package config holds the options of the whole linter. One Options value
// configures a set of analyzers (suite.Analyzers): the golangci-lint
// plugin decodes it from its settings, the command builds one for each
// .toolerrlint.yaml (Settings, the same schema) with its flags over it,
// tests build it directly.
//
// A configuration file governs the packages in its directory and below
// that have no nearer file (Find); its errors name the file, the line
// and the key (Load). Passes are chosen as go vet chooses its analyzers
// (Options.Selected): those enabled if any are, else all but those
// disabled.
package config

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Options configures toolerrlint.
type Options struct {
	// Module lists import-path prefixes of the code whose text counts as
	// owned. Empty means the module being analyzed (analysis.Pass.Module).
	Module []string
	// Strict makes the passes report text whose origin is unknown.
	Strict bool
	// RetryPhrases are the phrases that state a retry decision.
	RetryPhrases []string
	// OverreachPhrases are added to the hints of a way around a
	// safeguard (frameworks.Overreaches) that the overreach pass reports.
	OverreachPhrases []string
	// RetryFields are the names of bool fields that record a retry
	// decision in a module error type.
	RetryFields []string
	// Enable and Disable choose the passes that run (see Selected).
	Enable  []string
	Disable []string
	// ErrorsAsResults names the module's tool-handler middleware that
	// turns every error of an mcp-go handler into a result flagged as an
	// error holding the error's text ("" for none): the handlers' errors
	// are then tool text through it, not protocol errors. Given by a
	// flag or a key, it counts for every package; else the core sets it
	// per package, for one the package installs or a package it imports
	// passes on (facts.ConverterFact), and where the package sees no
	// server the one building it judges the handlers (ServerUnseen).
	ErrorsAsResults string
	// ErrorsReplaced: the middleware ErrorsAsResults names, found by
	// the core, writes the module's own words in place of each error's
	// text (logging the error, typically): the handlers' errors reach
	// no model at all.
	ErrorsReplaced bool
	// ErrorsAsResultsGiven: a flag or a configuration key gave
	// ErrorsAsResults, empty included, and the core looks for no
	// middleware of its own.
	ErrorsAsResultsGiven bool
	// ServerUnseen: the analysed package constructs no server of a
	// framework whose handlers' errors a middleware may convert, imports
	// none that does, and no flag or key gives ErrorsAsResults: the
	// package constructing the server judges its handlers' returned
	// errors. The core sets it per package.
	ServerUnseen bool
	// Hosts names the hosts the module calls somewhere (frameworks'
	// Host functions, as pkg/path.Func: genkit's MCP plugin serving
	// every tool of its instance): a tool defined in one package is
	// served by the host another package builds, which the tool's own
	// analysis cannot see. -toolerrcore.hosts gives them for every
	// package; the standalone driver finds them in the packages it
	// loads and gives each package those that a package wiring it up
	// also reaches (HostsOf, by package path): main importing both the
	// tools and the package serving them.
	Hosts   []string
	HostsOf map[string][]string
	// Trusted lists patterns of functions and error variables whose
	// text counts as written for a model (see CompileTrusted).
	Trusted []string
	// Exclude drops findings by file and pass; Root is the directory its
	// globs are relative to ("" for the working directory).
	Exclude []Exclusion
	Root    string
}

// Default returns the default options.
func Default() *Options {
	return &Options{
		RetryPhrases: append([]string(nil), DefaultRetryPhrases...),
		RetryFields:  append([]string(nil), DefaultRetryFields...),
	}
}

// DefaultRetryPhrases state, in a tool error's text, whether another
// attempt can succeed. They are what the seeds of this project found
// models act on: "transient"/"temporary" and "try again later" invite
// one more try, "permanent", "will fail identically" and "do not retry"
// close the door. A text saying the user cancelled or refused the call
// ("canceled by the user", "user denied") decides too: the next move is
// the user's, not another attempt; so does one saying a rate limit was
// hit, which every model reads as "wait, then retry". So does a text
// that names the next move: another tool or value to use instead, what
// to call or run first, asking the user, or an instruction ("please
// read the file again before modifying it"): the model knows what to do
// with the same call, and judged samples of real servers read such text
// as decided.
//
// Phrases of other languages than English follow the same idea
// (below).
//
// Matching is by whole words, case-insensitive: a phrase matches where
// its words follow each other in the text, so "retry" matches "Retry in
// a minute" but not retry_count or "retryCount"; "..." in a phrase
// stands for up to five words ("wait ... and retry" matches "wait a
// minute and retry"). Words are runs of letters, digits, underscores
// and apostrophes.
var DefaultRetryPhrases = []string{
	"transient", "not transient",
	"retry", "retrying", "retryable", "not retryable",
	"try again", "call again", "try ... again",
	"wait ... and retry", "wait ... and try", "wait ... and call",
	"try ... later", "call ... later", "again later", "retry later",
	"temporary", "temporarily",
	"permanent", "permanently",
	"will fail identically", "will keep failing", "will fail again",
	"do not retry", "don't retry", "do not call again", "don't call again",
	"do not try again", "don't try again",
	"retrying will not help", "retrying won't help", "retrying does not help",
	"will not succeed", "won't succeed",
	"canceled by ... user", "cancelled by ... user", "interrupted by ... user",
	"denied by ... user", "rejected by ... user", "declined by ... user",
	"user denied", "user rejected", "user declined", "user cancelled", "user canceled",
	"rate limit", "rate limited", "too many requests",
	"use ... instead", "call ... instead", "try ... instead", "instead use", "instead call",
	"use a different", "use another",
	"use ... to discover", "use ... to find", "use ... to list", "use ... to look up", "use ... to search",
	"call ... first", "run ... first", "read ... first", "create ... first", "again before",
	"ask the user", "ask ... user", "please",
	// Servers answer in their users' language; the commonest ways of
	// saying the same in Spanish (both "intenta" and the voseo
	// "intentá"), Portuguese, French and German.
	"de nuevo", "nuevamente", "reintentar", "reintenta", "reintentá", "no reintentes",
	"vuelve a intentar", "volvé a intentar", "más tarde", "temporalmente", "permanente",
	"verifica que", "verificá que", "revisa", "revisá", "indicá", "pide al usuario", "pedí al usuario",
	"tente novamente", "tentar novamente", "mais tarde", "temporário",
	"réessayez", "réessayer", "plus tard", "temporaire",
	"erneut versuchen", "versuchen sie es erneut", "später", "vorübergehend", "dauerhaft",
}

// DefaultRetryFields are bool field names that record a retry decision.
var DefaultRetryFields = []string{"Retryable", "Retry", "Transient", "Temporary"}

// Selected returns the names among all that run, as go vet chooses its
// analyzers from its -NAME flags: those Enable names if it names any,
// otherwise all; less those Disable names.
func (o *Options) Selected(all []string) []string {
	var out []string
	for _, name := range all {
		if (len(o.Enable) == 0 || slices.Contains(o.Enable, name)) && !slices.Contains(o.Disable, name) {
			out = append(out, name)
		}
	}
	return out
}

// Choose lays a command line's choice of passes over the configuration
// file's: passes it turns on (-rawerr) replace the file's choice, as go
// vet's -NAME flags choose from every analyzer; passes it turns off
// (-rawerr=false) are left out of what would run otherwise.
func (o *Options) Choose(on, off []string) {
	if len(on) > 0 {
		o.Enable, o.Disable = on, nil
	}
	o.Disable = append(slices.Clip(o.Disable), off...)
}

// ListFlag is a flag.Value for a comma-separated list.
type ListFlag struct{ List *[]string }

func (f ListFlag) String() string {
	if f.List == nil {
		return ""
	}
	return strings.Join(*f.List, ",")
}

// Set replaces the list with the comma-separated elements of s.
func (f ListFlag) Set(s string) error {
	*f.List = nil
	for _, e := range strings.Split(s, ",") {
		if e = strings.TrimSpace(e); e != "" {
			*f.List = append(*f.List, e)
		}
	}
	return nil
}

// GivenFlag is a flag.Value for a string that records that it was set,
// to tell an empty value given from none.
type GivenFlag struct {
	Value *string
	Given *bool
}

func (f GivenFlag) String() string {
	if f.Value == nil {
		return ""
	}
	return *f.Value
}

// Set sets the value and records that it was given.
func (f GivenFlag) Set(s string) error {
	*f.Value, *f.Given = s, true
	return nil
}

// Trusted matches the functions and error variables whose text the
// module trusts as written for a model (an errors package of its own
// kept in another module, a client library whose messages are reviewed),
// like wrapcheck's ignoreSigs: their text is not foreign.
type Trusted struct{ patterns []*regexp.Regexp }

// CompileTrusted parses patterns: fully qualified names as go/types
// prints them ("github.com/acme/errs.New", "(*github.com/acme/api.Client).Do",
// "github.com/acme/errs.ErrQuota"), where * stands for any run of
// characters ("github.com/acme/errs.*"). A pattern with blanks, unbalanced
// brackets or no name after its package does not parse.
func CompileTrusted(patterns []string) (*Trusted, error) {
	t := &Trusted{}
	for _, p := range patterns {
		if err := parsePattern(p); err != nil {
			return nil, fmt.Errorf("trusted: %v", err)
		}
		re := "^" + strings.ReplaceAll(regexp.QuoteMeta(p), `\*`, ".*") + "$"
		t.patterns = append(t.patterns, regexp.MustCompile(re))
	}
	return t, nil
}

// parsePattern reports why a trusted pattern does not parse, or nil.
func parsePattern(p string) error {
	if err := checkPattern(p); err != nil {
		return fmt.Errorf("pattern %q does not parse: %v", p, err)
	}
	return nil
}

func checkPattern(p string) error {
	switch {
	case p == "":
		return fmt.Errorf("empty")
	case strings.ContainsAny(p, " \t\n"):
		return fmt.Errorf("it holds a blank")
	case strings.Count(p, "(") != strings.Count(p, ")") || strings.Count(p, "(") > 1:
		return fmt.Errorf("unbalanced brackets")
	}
	last := p[strings.LastIndex(p, "/")+1:]
	if i := strings.LastIndex(last, "."); i < 0 || i == len(last)-1 {
		return fmt.Errorf("no name after the package: want pkg/path.Name or (*pkg/path.Type).Method")
	}
	return nil
}

// Match reports whether the function or variable named name (a
// types.Func FullName, or "pkgpath.Name") is trusted.
func (t *Trusted) Match(name string) bool {
	if t == nil {
		return false
	}
	for _, re := range t.patterns {
		if re.MatchString(name) {
			return true
		}
	}
	return false
}
