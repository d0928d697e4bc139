package frameworks

import (
	"slices"
	"strconv"
	"strings"
)

// A Module is an agent framework, an MCP SDK or a model API SDK, named by
// its module root without a major-version element ("google.golang.org/adk"
// for google.golang.org/adk/v2 too). Every major version of a module is
// the module's: the tables of the majors they were checked against apply
// to the others (Canonical), and the blind-spot report names a package
// that imports any of them (Unseen in internal/driver).
type Module struct {
	Root string
	// Model: a model API SDK. A package calling a model needs no tool
	// handler, so only one that uses the SDK's tool API and in which
	// nothing reaching the model as a tool's text was found is a blind
	// spot. A framework's or MCP SDK's package that uses its tool API is
	// expected to hold handlers.
	Model bool
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
	{Root: "github.com/anthropics/anthropic-sdk-go", Model: true},
	{Root: "github.com/openai/openai-go", Model: true},
	{Root: "github.com/sashabaranov/go-openai", Model: true},
	{Root: "google.golang.org/genai", Model: true},
	{Root: "github.com/google/generative-ai-go", Model: true},
	{Root: "github.com/ollama/ollama", Model: true},
	{Root: "github.com/aws/aws-sdk-go-v2/service/bedrockruntime", Model: true},
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
	after, found := strings.CutPrefix(path, root+"/")
	if !found {
		return 0, "", false
	}
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

// atMajor returns the import path of a module's package at major
// version major: root, the element /vN for N >= 2, and rest.
func atMajor(root string, major int, rest string) string {
	if major < 2 {
		return root + rest
	}
	return root + "/v" + strconv.Itoa(major) + rest
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
	return atMajor(m.Root, best, rest)
}
