package frameworks

import (
	"go/token"
	"go/types"
	"testing"
)

// TestCanonical checks that a major the tables do not name is described
// by the nearest major they do, and that only the element right after a
// module's root counts as its major.
func TestCanonical(t *testing.T) {
	for _, tc := range []struct{ path, want string }{
		// Named majors stay as they are.
		{"google.golang.org/adk/tool/functiontool", "google.golang.org/adk/tool/functiontool"},
		{"google.golang.org/adk/v2/tool/functiontool", "google.golang.org/adk/v2/tool/functiontool"},
		{"github.com/openai/openai-go/v2", "github.com/openai/openai-go/v2"},
		// A newer major: the highest below it.
		{"google.golang.org/adk/v3/tool/functiontool", "google.golang.org/adk/v2/tool/functiontool"},
		{"github.com/openai/openai-go/v4/option", "github.com/openai/openai-go/v3/option"},
		{"github.com/modelcontextprotocol/go-sdk/v2/mcp", "github.com/modelcontextprotocol/go-sdk/mcp"},
		{"github.com/mark3labs/mcp-go/v2/server", "github.com/mark3labs/mcp-go/server"},
		{"github.com/firebase/genkit/go/v2/ai", "github.com/firebase/genkit/go/ai"},
		// The root package of a module at a new major.
		{"github.com/anthropics/anthropic-sdk-go/v3", "github.com/anthropics/anthropic-sdk-go/v2"},
		// Not a major-version element: deeper, v1, v0, v02, not a module's.
		{"github.com/mark3labs/mcp-go/mcp/v2", "github.com/mark3labs/mcp-go/mcp/v2"},
		{"github.com/mark3labs/mcp-go/v1/server", "github.com/mark3labs/mcp-go/v1/server"},
		{"github.com/mark3labs/mcp-go/v02/server", "github.com/mark3labs/mcp-go/v02/server"},
		{"k8s.io/api/core/v1", "k8s.io/api/core/v1"},
		{"k8s.io/api/autoscaling/v2", "k8s.io/api/autoscaling/v2"},
		{"github.com/mark3labs/mcp-golang/v2", "github.com/mark3labs/mcp-golang/v2"},
		// A module with no table is left alone.
		{"github.com/localrivet/gomcp/v2/server", "github.com/localrivet/gomcp/v2/server"},
	} {
		if got := Canonical(tc.path); got != tc.want {
			t.Errorf("Canonical(%q) = %q, want %q", tc.path, got, tc.want)
		}
	}
}

// TestIndexAnyMajor checks that the index's lookups see a function and
// a handler type of a major the tables do not name.
func TestIndexAnyMajor(t *testing.T) {
	ix := NewIndex(All)
	pkg := types.NewPackage("github.com/modelcontextprotocol/go-sdk/v2/mcp", "mcp")
	sig := types.NewSignatureType(nil, nil, nil, nil, nil, false)
	addTool := types.NewFunc(token.NoPos, pkg, "AddTool", sig)
	f, ok := FuncOf(addTool)
	if !ok {
		t.Fatal("FuncOf(AddTool) failed")
	}
	if _, ok := ix.Registrations[f]; !ok {
		t.Errorf("go-sdk/v2's AddTool (%v) is not a registration", f)
	}
	if !ix.Names(addTool) || !ix.Knows(pkg.Path()) {
		t.Errorf("the index does not know go-sdk/v2's mcp package")
	}
	user := types.NewPackage("example.com/server", "server")
	user.SetImports([]*types.Package{pkg})
	if !ix.Imports(user) {
		t.Errorf("a package importing go-sdk/v2 does not import a framework")
	}
}

// TestEveryTableRowHasAModule checks that every package a table names
// belongs to one of Modules, so that its other majors are found.
func TestEveryTableRowHasAModule(t *testing.T) {
	ix := NewIndex(All)
	for path := range ix.named {
		if _, _, ok := ModuleOf(path); !ok {
			t.Errorf("%s is named by a table but belongs to no module of Modules", path)
		}
	}
}
