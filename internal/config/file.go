package config

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// FileName is the configuration file's name. The command looks for it in
// each analyzed package's directory and its parents.
const FileName = ".toolerrlint.yaml"

// Settings are the keys of .toolerrlint.yaml and of the golangci-lint
// plugin's settings: one schema for both. Absent keys leave the default.
type Settings struct {
	// Module lists import-path prefixes of the code whose text counts as
	// owned (default: the module being analyzed).
	Module []string `json:"module" yaml:"module"`
	// Strict also reports text whose origin cannot be seen.
	Strict *bool `json:"strict" yaml:"strict"`
	// Trusted lists patterns of functions and error variables whose text
	// counts as written for a model (CompileTrusted).
	Trusted []string `json:"trusted" yaml:"trusted"`
	// RetryPhrases are added to the phrases that state a retry decision.
	RetryPhrases []string `json:"retry-phrases" yaml:"retry-phrases"`
	// RetryFields replace the bool field names that record one.
	RetryFields []string `json:"retry-fields" yaml:"retry-fields"`
	// OverreachPhrases are added to the hints the overreach pass reports.
	OverreachPhrases []string `json:"overreach-phrases" yaml:"overreach-phrases"`
	// Enable names the passes to run, the others left out; Disable
	// names passes to leave out (Options.Selected).
	Enable  []string `json:"enable" yaml:"enable"`
	Disable []string `json:"disable" yaml:"disable"`
	// Exclude drops findings by file and pass.
	Exclude []Exclusion `json:"exclude" yaml:"exclude"`
	// ErrorsAsResults names the module's converting mcp-go middleware
	// (Options.ErrorsAsResults) for every package: a shape the analysis
	// does not recognize, or "" to have protocolerr report at the
	// handlers' returns, with fixes, where the server is built elsewhere.
	ErrorsAsResults *string `json:"errors-as-results" yaml:"errors-as-results"`
}

// Exclusion drops the findings of Passes (every pass if empty) in the
// files whose slash-separated path, relative to the configuration's
// directory, matches the glob Path. "**" matches any number of
// directories: "internal/legacy/**", "**/*_test.go".
type Exclusion struct {
	Path   string   `json:"path" yaml:"path"`
	Passes []string `json:"passes" yaml:"passes"`
}

// Apply sets the options that s gives.
func (s *Settings) Apply(o *Options) {
	if s.Module != nil {
		o.Module = s.Module
	}
	if s.Strict != nil {
		o.Strict = *s.Strict
	}
	if s.Trusted != nil {
		o.Trusted = s.Trusted
	}
	o.RetryPhrases = append(o.RetryPhrases, s.RetryPhrases...)
	o.OverreachPhrases = append(o.OverreachPhrases, s.OverreachPhrases...)
	if s.RetryFields != nil {
		o.RetryFields = s.RetryFields
	}
	if s.Enable != nil {
		o.Enable = s.Enable
	}
	if s.Disable != nil {
		o.Disable = s.Disable
	}
	if s.Exclude != nil {
		o.Exclude = s.Exclude
	}
	if s.ErrorsAsResults != nil {
		o.ErrorsAsResults, o.ErrorsAsResultsGiven = *s.ErrorsAsResults, true
	}
}

// Check reports the first value that cannot work: a pass name not in
// passes, a glob or trusted pattern that does not parse. The error names
// the key ("exclude[0].path: ..."); Load adds the file and the line.
func (s *Settings) Check(passes []string) error {
	if bad := s.check(passes); bad != nil {
		return bad
	}
	return nil
}

// badValue is a value Check rejects: the index-th element of key's list,
// within that element (an exclusion) the key sub.
type badValue struct {
	key   string
	index int
	sub   string
	err   error
}

func (b *badValue) Error() string {
	where := b.key
	if b.key == "exclude" {
		where = fmt.Sprintf("exclude[%d].%s", b.index, b.sub)
	}
	return where + ": " + b.err.Error()
}

func (s *Settings) check(passes []string) *badValue {
	unknown := func(p string) error {
		if slices.Contains(passes, p) {
			return nil
		}
		return fmt.Errorf("unknown pass %q (known: %s)", p, strings.Join(passes, ", "))
	}
	for i, p := range s.Trusted {
		if err := parsePattern(p); err != nil {
			return &badValue{"trusted", i, "", err}
		}
	}
	for _, l := range []struct {
		key  string
		list []string
	}{{"enable", s.Enable}, {"disable", s.Disable}} {
		for i, p := range l.list {
			if err := unknown(p); err != nil {
				return &badValue{l.key, i, "", err}
			}
		}
	}
	for i, e := range s.Exclude {
		if e.Path == "" {
			return &badValue{"exclude", i, "path", errors.New("empty; give a glob such as internal/legacy/**")}
		}
		if _, err := path.Match(e.Path, ""); err != nil {
			return &badValue{"exclude", i, "path", fmt.Errorf("%q: %v", e.Path, err)}
		}
		for _, p := range e.Passes {
			if err := unknown(p); err != nil {
				return &badValue{"exclude", i, "passes", err}
			}
		}
	}
	return nil
}

// line returns the line of the value b names in the mapping top: the
// list element's, the exclusion key's value's, or the element's when
// the exclusion lacks the key (a missing path).
func (b *badValue) line(top *yaml.Node) int {
	for i := 0; i+1 < len(top.Content); i += 2 {
		key, val := top.Content[i], top.Content[i+1]
		if key.Value != b.key || b.index >= len(val.Content) {
			continue
		}
		item := val.Content[b.index]
		for j := 0; j+1 < len(item.Content); j += 2 {
			if item.Content[j].Value == b.sub {
				return item.Content[j+1].Line
			}
		}
		return item.Line
	}
	return top.Line
}

// Find returns the configuration file that governs dir: FileName in dir
// or its nearest parent that has one, or "" if none does.
func Find(dir string) string { return Nearest(dir, FileName) }

// Nearest returns the file called name in dir or in its nearest parent
// that has one, or "" if none does: a configuration file, or the go.mod
// of the module a directory belongs to.
func Nearest(dir, name string) string {
	for {
		f := filepath.Join(dir, name)
		if st, err := os.Stat(f); err == nil && !st.IsDir() {
			return f
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Load reads a configuration file and checks it against the names of the
// passes. Errors name the file, the line and the key.
func Load(file string, passes []string) (*Settings, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		// "yaml: line 3: did not find expected key" as "FILE:3: did not
		// find expected key", where the parser says the line.
		if m := yamlLine.FindStringSubmatch(err.Error()); m != nil {
			return nil, fmt.Errorf("%s:%s: %s", file, m[1], m[2])
		}
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	s := &Settings{}
	if len(doc.Content) == 0 {
		return s, nil // an empty file
	}
	top := doc.Content[0]
	if top.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%s:%d: want a mapping of keys (%s)", file, top.Line, KnownKeys)
	}
	seen := map[string]int{}
	for i := 0; i+1 < len(top.Content); i += 2 {
		key, val := top.Content[i], top.Content[i+1]
		// The YAML parser keeps the last of two values silently.
		if first, ok := seen[key.Value]; ok {
			return nil, fmt.Errorf("%s:%d: %s: given twice (first at line %d)", file, key.Line, key.Value, first)
		}
		seen[key.Value] = key.Line
		if err := s.decode(key.Value, val); err != nil {
			line := key.Line
			var at lineError
			if errors.As(err, &at) {
				line = at.line
			}
			return nil, fmt.Errorf("%s:%d: %s: %v", file, line, key.Value, err)
		}
	}
	if bad := s.check(passes); bad != nil {
		return nil, fmt.Errorf("%s:%d: %v", file, bad.line(top), bad)
	}
	return s, nil
}

// KnownKeys are the keys of a configuration, as errors list them (the
// golangci-lint plugin's too).
const KnownKeys = "module, strict, trusted, retry-phrases, retry-fields, overreach-phrases, enable, disable, exclude, errors-as-results"

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

var errList = errors.New("want a list of strings")

// lineError is an error inside a key's value, at a line of its own.
type lineError struct {
	line int
	err  error
}

func (e lineError) Error() string { return e.err.Error() }

// decode sets the field named key from val.
func (s *Settings) decode(key string, val *yaml.Node) error {
	lists := map[string]*[]string{
		"module": &s.Module, "trusted": &s.Trusted, "retry-phrases": &s.RetryPhrases,
		"retry-fields": &s.RetryFields, "overreach-phrases": &s.OverreachPhrases, "enable": &s.Enable, "disable": &s.Disable,
	}
	switch {
	case lists[key] != nil:
		return decodeList(val, lists[key])
	case key == "strict":
		var b bool
		if val.Kind != yaml.ScalarNode || val.Decode(&b) != nil {
			return errors.New("want true or false")
		}
		s.Strict = &b
		return nil
	case key == "exclude":
		return s.decodeExclude(val)
	case key == "errors-as-results":
		if val.Kind != yaml.ScalarNode || val.Tag != "!!str" {
			return errors.New("want the middleware's name, as pkg.Func")
		}
		s.ErrorsAsResults = &val.Value
		return nil
	}
	return errors.New("unknown key (known: " + KnownKeys + ")")
}

func decodeList(val *yaml.Node, into *[]string) error {
	if val.Kind != yaml.SequenceNode {
		return errList
	}
	list := []string{}
	for _, e := range val.Content {
		if e.Kind != yaml.ScalarNode || e.Tag != "!!str" && e.Tag != "!!int" && e.Tag != "!!float" {
			return errList
		}
		list = append(list, e.Value)
	}
	*into = list
	return nil
}

func (s *Settings) decodeExclude(val *yaml.Node) error {
	if val.Kind != yaml.SequenceNode {
		return errors.New("want a list of {path: GLOB, passes: [PASS...]}")
	}
	s.Exclude = []Exclusion{}
	for i, item := range val.Content {
		if item.Kind != yaml.MappingNode {
			return lineError{item.Line, fmt.Errorf("[%d]: want {path: GLOB, passes: [PASS...]}", i)}
		}
		var e Exclusion
		for j := 0; j+1 < len(item.Content); j += 2 {
			k, v := item.Content[j], item.Content[j+1]
			switch k.Value {
			case "path":
				if v.Kind != yaml.ScalarNode {
					return lineError{k.Line, fmt.Errorf("[%d].path: want a glob", i)}
				}
				e.Path = v.Value
			case "passes":
				if err := decodeList(v, &e.Passes); err != nil {
					return lineError{k.Line, fmt.Errorf("[%d].passes: %v", i, err)}
				}
			default:
				return lineError{k.Line, fmt.Errorf("[%d]: unknown key %s (known: path, passes)", i, k.Value)}
			}
		}
		s.Exclude = append(s.Exclude, e)
	}
	return nil
}

// Excluded reports whether an exclusion of o drops pass's findings in the
// file named filename.
func (o *Options) Excluded(filename, pass string) bool {
	rel := filename
	if o.Root != "" {
		r, err := filepath.Rel(o.Root, filename)
		if err != nil || strings.HasPrefix(r, "..") {
			return false
		}
		rel = r
	}
	rel = filepath.ToSlash(rel)
	for _, e := range o.Exclude {
		if (len(e.Passes) == 0 || slices.Contains(e.Passes, pass)) && matchGlob(e.Path, rel) {
			return true
		}
	}
	return false
}

// matchGlob matches a slash-separated name against a glob of path.Match
// segments, where a "**" segment matches any number of segments.
func matchGlob(glob, name string) bool {
	return matchSegments(strings.Split(glob, "/"), strings.Split(name, "/"))
}

func matchSegments(glob, name []string) bool {
	for len(glob) > 0 {
		if glob[0] == "**" {
			for i := 0; i <= len(name); i++ {
				if matchSegments(glob[1:], name[i:]) {
					return true
				}
			}
			return false
		}
		if len(name) == 0 {
			return false
		}
		if ok, _ := path.Match(glob[0], name[0]); !ok {
			return false
		}
		glob, name = glob[1:], name[1:]
	}
	return len(name) == 0
}
