package frameworks

import (
	"slices"
	"strconv"
	"strings"
	"sync"
)

// A Module is an agent framework, an MCP SDK or a model API SDK, named by
// its module root without a major-version element ("google.golang.org/adk"
// for google.golang.org/adk/v2 too). Every major version of a module is
// the module's: the tables of the majors they were checked against apply
// to the others (Canonical), and the driver's report of what the analysis
// could not see names a package that hands any of them a tool with no
// handler found (core.Coverage).
type Module struct {
	Root string
}

// Modules are the modules toolerrlint knows as agent frameworks, MCP SDKs
// and model API SDKs, with tables (All) or without.
var Modules = []Module{
	{Root: "github.com/modelcontextprotocol/go-sdk"},
	{Root: "github.com/mark3labs/mcp-go"},
	{Root: "github.com/metoro-io/mcp-golang"},
	{Root: "github.com/ThinkInAIXYZ/go-mcp"},
	{Root: "github.com/strowk/foxy-contexts"},
	{Root: "github.com/localrivet/gomcp"},
	{Root: "github.com/tmc/langchaingo"},
	{Root: "github.com/cloudwego/eino"},
	{Root: "github.com/cloudwego/eino-ext"},
	{Root: "github.com/firebase/genkit/go"},
	{Root: "google.golang.org/adk"},
	{Root: "charm.land/fantasy"},
	{Root: "github.com/nlpodyssey/openai-agents-go"},
	{Root: "github.com/anthropics/anthropic-sdk-go"},
	{Root: "github.com/openai/openai-go"},
	{Root: "github.com/sashabaranov/go-openai"},
	{Root: "google.golang.org/genai"},
	{Root: "github.com/google/generative-ai-go"},
	{Root: "github.com/ollama/ollama"},
	{Root: "github.com/aws/aws-sdk-go-v2/service/bedrockruntime"},
}

// ModuleOf returns the module of the package at path, any major version,
// and the major version its path names (1 for a path without one).
func ModuleOf(path string) (Module, int, bool) {
	var best Module
	major := 0
	for _, m := range Modules {
		if n, _, ok := splitMajor(path, m.Root); ok && len(m.Root) > len(best.Root) {
			best, major = m, n
		}
	}
	return best, major, major > 0
}

// splitMajor splits path, a package of the module root at some major
// version, into that major and the package's path inside the module
// ("" for the root package, else starting with "/"). Only the element
// right after the root is a major-version element (v2, v3, ...): an
// element such as v1 deeper in the path names an API version
// (k8s.io/api/core/v1), and is part of the package's own path.
func splitMajor(path, root string) (major int, rest string, ok bool) {
	if path == root {
		return 1, "", true
	}
	// Asked for every module on every call the tables are looked up
	// for: no concatenation until the path is the module's.
	if len(path) <= len(root) || path[len(root)] != '/' || !strings.HasPrefix(path, root) {
		return 0, "", false
	}
	after := path[len(root)+1:]
	elem, tail, _ := strings.Cut(after, "/")
	if n, isMajor := majorElement(elem); isMajor {
		if tail != "" {
			tail = "/" + tail
		}
		return n, tail, true
	}
	return 1, "/" + after, true
}

// majorElement reports whether elem is a major-version element, v2 or
// higher without leading zeros, and which major it names.
func majorElement(elem string) (int, bool) {
	digits, ok := strings.CutPrefix(elem, "v")
	if !ok || digits == "" || digits[0] == '0' {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	return n, err == nil && n >= 2
}

// AtMajor returns the module path of the module root at major version
// major: root, then the element /vN for N >= 2.
func AtMajor(root string, major int) string {
	if major < 2 {
		return root
	}
	return root + "/v" + strconv.Itoa(major)
}

// TableMajors returns the major versions of the module root the tables
// describe, in increasing order (none for a module without a table).
func TableMajors(root string) []int {
	return slices.Sorted(slices.Values(tableMajors[root]))
}

// tableMajors are the major versions the tables of All name, by module
// root.
var tableMajors = majorsOf(All)

func majorsOf(fws []*Framework) map[string][]int {
	out := map[string][]int{}
	ix := &Index{named: map[string]bool{}, funcNames: map[Func]bool{}, typeNames: map[[2]string]bool{}, fieldNames: map[[2]string]bool{}}
	for _, fw := range fws {
		ix.addNames(fw)
	}
	for path := range ix.named {
		m, major, ok := ModuleOf(path)
		if ok && !slices.Contains(out[m.Root], major) {
			out[m.Root] = append(out[m.Root], major)
		}
	}
	return out
}

// Canonical returns the import path under which the tables describe the
// package at path: path itself, unless it belongs to a major version of
// a module the tables do not name, whose API is taken to be that of the
// nearest major they do name (the highest below it, else the lowest):
// google.golang.org/adk/v3/tool is described as google.golang.org/adk/v2/tool.
// A major whose API differs has table rows of its own.
func Canonical(path string) string {
	// Asked for the package of every function, type and field the core
	// looks up in the tables, from every analysis at once: a run meets
	// a few hundred paths and asks millions of times.
	if c, ok := canonical.Load(path); ok {
		return c.(string)
	}
	c := canonicalOf(path)
	canonical.Store(path, c)
	return c
}

var canonical sync.Map // package path -> Canonical(path)

func canonicalOf(path string) string {
	m, major, ok := ModuleOf(path)
	if !ok {
		return path
	}
	known := tableMajors[m.Root]
	if len(known) == 0 || slices.Contains(known, major) {
		return path
	}
	_, rest, _ := splitMajor(path, m.Root)
	best := 0
	for _, k := range known {
		if k < major && k > best {
			best = k
		}
	}
	if best == 0 {
		best = slices.Min(known)
	}
	return AtMajor(m.Root, best) + rest
}
