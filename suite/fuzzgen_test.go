package suite_test

import (
	"fmt"
	"go/format"
	"math/rand/v2"
	"path"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/suite"
)

// FuzzGenerate is the structure-aware counterpart of FuzzAnalyze: it
// reads its input as a stream of choices and turns it into a
// well-formed, type-correct package of tool handlers (genPackage), so
// every input reaches the analyzers instead of the parser. A generated
// package that does not type-check is a bug of the generator and fails
// too; otherwise the checks are FuzzAnalyze's (fuzzRun).
func FuzzGenerate(f *testing.F) {
	fuzzCrashOutput()
	env := fuzzSetup(f)
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		src := genPackage(data)
		fuzzLogInput(t, src)
		t.Cleanup(func() {
			if t.Failed() {
				t.Logf("generator input: %q\ngenerated package:\n%s", data, src)
			}
		})
		c := env.check(src)
		if c == nil {
			t.Fatal("the generated package has no package clause")
		}
		if len(c.errs) > 0 {
			t.Fatalf("the generated package does not type-check: %v", c.errs)
		}
		fuzzRun(t, c, src)
	})
}

// TestGenerateTypeChecks keeps the generator honest: packages generated
// from pseudo-random choices must all type-check, and a good share of
// them must yield findings, or FuzzGenerate exercises little of the
// analyzers.
func TestGenerateTypeChecks(t *testing.T) {
	env := fuzzSetup(t)
	n := 2000
	if testing.Short() {
		n = 200
	}
	r := rand.New(rand.NewPCG(7, 11))
	withFindings := 0
	passes := map[string]int{}
	byFramework := map[string][2]int{}
	for i := range n {
		data := make([]byte, r.IntN(160))
		for j := range data {
			data[j] = byte(r.UintN(256))
		}
		src := genPackage(data)
		func() {
			defer func() {
				if t.Failed() {
					t.Logf("package %d, generator input %q:\n%s", i, data, src)
				}
			}()
			c := env.check(src)
			if c == nil {
				t.Fatalf("package %d has no package clause", i)
			}
			if len(c.errs) > 0 {
				t.Fatalf("package %d does not type-check: %v", i, c.errs)
			}
			diags := fuzzRun(t, c, src)
			fw := genFrameworkOf(data)
			counts := byFramework[fw]
			counts[0]++
			if len(diags) > 0 {
				withFindings++
				counts[1]++
			}
			byFramework[fw] = counts
			seen := map[string]bool{}
			for _, d := range diags {
				seen[d.Category] = true
			}
			for p := range seen {
				passes[p]++
			}
		}()
	}
	t.Logf("%d packages generated, all type-check; %d (%.0f%%) yield findings", n, withFindings, 100*float64(withFindings)/float64(n))
	t.Logf("packages with findings of each pass (by message): %v", passes)
	var fws []string
	for fw, c := range byFramework {
		fws = append(fws, fmt.Sprintf("%s %d/%d", fw, c[1], c[0]))
	}
	sort.Strings(fws)
	t.Logf("with findings / generated, by framework: %s", strings.Join(fws, ", "))
	if withFindings < n/2 {
		t.Errorf("only %d of %d generated packages yield findings; want at least half", withFindings, n)
	}
	for _, p := range suite.Names() {
		if slices.Contains(loopPasses, p) {
			continue
		}
		if passes[p] == 0 {
			t.Errorf("no generated package yields a %s finding", p)
		}
	}
}

// loopPasses read the agent loop (its turns, the answers to a turn's
// tool calls), which the generator does not write: it writes tool
// handlers and the code handing their text to a model. Their fixtures
// under testdata/src cover them.
var loopPasses = []string{"turnlimit", "unanswered"}

// genFrameworkOf names the framework genPackage picks for data.
func genFrameworkOf(data []byte) string {
	c := &genChoices{data: data}
	return genFrameworks[c.intn(len(genFrameworks))].name
}

// genChoices reads fuzz input as a stream of choices. An exhausted
// stream always chooses 0, so every input, the empty one too, makes a
// package.
type genChoices struct {
	data []byte
	pos  int
}

// intn returns a choice in [0, n).
func (c *genChoices) intn(n int) int {
	if n <= 1 || c.pos >= len(c.data) {
		return 0
	}
	b := c.data[c.pos]
	c.pos++
	return int(b) % n
}

// genKind is the kind of a value on its way from an error source to a
// sink.
type genKind int

const (
	kErr genKind = iota // an error
	kStr                // a string
	kAny                // a recovered panic value
)

func (k genKind) typ() string { return [...]string{"error", "string", "any"}[k] }

func (k genKind) zero() string { return [...]string{"nil", `""`, "nil"}[k] }

// genVal is an expression of a kind. Expressions are primary
// expressions (names, calls, selectors, index expressions), so they can
// be operands anywhere.
type genVal struct {
	expr string
	k    genKind
}

// gen builds one package.
type gen struct {
	c       *genChoices
	imports map[string]bool
	decls   []string
	once    map[string]bool
	n       int
}

func (g *gen) pick(n int) int { return g.c.intn(n) }

func (g *gen) fresh(prefix string) string {
	g.n++
	return fmt.Sprintf("%s%d", prefix, g.n)
}

// genPkgNames are the names of the imports whose name is not the last
// element of their path.
var genPkgNames = map[string]string{
	"github.com/anthropics/anthropic-sdk-go/v2": "anthropic",
	"github.com/openai/openai-go/v3":            "openai",
	"github.com/pkg/errors":                     "pkgerrors",
}

// pkg imports path and returns its name. Call it only for text that is
// emitted: an unused import is a type error.
func (g *gen) pkg(p string) string {
	g.imports[p] = true
	if n, ok := genPkgNames[p]; ok {
		return n
	}
	return path.Base(p)
}

func (g *gen) decl(s string) { g.decls = append(g.decls, s) }

// declOnce emits the declaration made by f the first time key is used.
func (g *gen) declOnce(key string, f func() string) {
	if !g.once[key] {
		g.once[key] = true
		g.decl(f())
	}
}

// genPackage turns data, read as a stream of choices, into a
// well-formed, type-correct single-file package of one or two tool
// handlers of one framework, each of which takes an error or text from a
// source, transforms it, and hands it to a sink of the framework.
func genPackage(data []byte) string {
	g := &gen{c: &genChoices{data: data}, imports: map[string]bool{}, once: map[string]bool{}}
	fw := genFrameworks[g.pick(len(genFrameworks))]
	tools := 1 + g.pick(2)
	for range tools {
		g.tool(fw.make(g))
	}
	var b strings.Builder
	b.WriteString("package p\n\nimport (\n")
	imports := make([]string, 0, len(g.imports))
	for p := range g.imports {
		imports = append(imports, p)
	}
	slices.Sort(imports)
	for _, p := range imports {
		if n, ok := genPkgNames[p]; ok && n != path.Base(p) {
			fmt.Fprintf(&b, "%s %q\n", n, p)
		} else {
			fmt.Fprintf(&b, "%q\n", p)
		}
	}
	b.WriteString(")\n")
	for _, d := range g.decls {
		b.WriteString("\n" + d + "\n")
	}
	src := b.String()
	if out, err := format.Source([]byte(src)); err == nil {
		return string(out)
	}
	return src // the type check reports the syntax error
}

// genFramework is how one framework's handlers look: their parameters
// and results, where the input text is, what success returns, how a
// handler is registered, and the sinks through which an error reaches
// the model.
type genFramework struct {
	params  string
	results []string
	arg     string // an expression of type string, from the parameters
	ctx     string // an expression of type context.Context, or ""
	success func(arg string) []string
	sinks   []genSink
	// register declares what registers the handler fn (a name or a
	// function literal) as tool name; nil if the handler is found by
	// its shape or doc comment alone.
	register func(name, fn string) string
	// declare, if set, declares the handler instead (a method).
	declare func(name, sig, body string)
	doc     string
	// local: the sinks use the handler's parameters, so no helper can
	// build the results.
	local bool
}

// genSink takes a value of kind k (kAny: any kind) and returns
// statements and the handler's results.
type genSink struct {
	k    genKind
	emit func(x string) (stmts, results []string)
}

type genFrameworkMaker struct {
	name string
	make func(g *gen) *genFramework
}

// results returns a sink's emit function that returns rs, with @
// standing for the value.
func results(rs ...string) func(string) ([]string, []string) {
	return func(x string) ([]string, []string) {
		out := make([]string, len(rs))
		for i, r := range rs {
			out[i] = strings.ReplaceAll(r, "@", x)
		}
		return nil, out
	}
}

// genIn declares the handlers' input type.
func (g *gen) genIn() {
	g.declOnce("In", func() string { return "type In struct {\n\tQ string `json:\"q\"`\n}" })
}

// genOut declares the handlers' output type, which has an error field.
func (g *gen) genOut() {
	g.declOnce("Out", func() string {
		return "type Out struct {\n\tText  string `json:\"text,omitempty\"`\n\tError string `json:\"error,omitempty\"`\n}"
	})
}

var genFrameworks = []genFrameworkMaker{
	{"mcp-go", func(g *gen) *genFramework { return g.mcpGo(false) }},
	{"go-sdk", func(g *gen) *genFramework { return g.goSDK() }},
	{"mcp-go typed", func(g *gen) *genFramework { return g.mcpGo(true) }},
	{"go-sdk raw", func(g *gen) *genFramework { return g.goSDKRaw() }},
	{"langchaingo", func(g *gen) *genFramework { return g.langchaingo() }},
	{"genkit", func(g *gen) *genFramework { return g.genkit() }},
	{"eino", func(g *gen) *genFramework { return g.eino() }},
	{"adk", func(g *gen) *genFramework { return g.adk() }},
	{"anthropic toolrunner", func(g *gen) *genFramework { return g.anthropicRunner() }},
	{"marked handler", func(g *gen) *genFramework { return g.marked() }},
	{"openai tool message", func(g *gen) *genFramework { return g.openaiMessage() }},
	{"anthropic tool result", func(g *gen) *genFramework { return g.anthropicBlock() }},
}

func (g *gen) mcpGo(typed bool) *genFramework {
	g.pkg("context")
	g.pkg("github.com/mark3labs/mcp-go/mcp")
	f := &genFramework{
		params:  "ctx context.Context, req mcp.CallToolRequest",
		results: []string{"*mcp.CallToolResult", "error"},
		arg:     `req.GetString("q", "")`,
		ctx:     "ctx",
		success: func(arg string) []string { return []string{"mcp.NewToolResultText(" + arg + ")", "nil"} },
		sinks: []genSink{
			{kErr, results("nil", "@")},
			{kStr, results("mcp.NewToolResultError(@)", "nil")},
			{kStr, results("mcp.NewToolResultText(@)", "nil")},
			{kErr, results(`mcp.NewToolResultErrorFromErr("the lookup failed", @)`, "nil")},
			{kAny, results(`mcp.NewToolResultErrorf("the lookup failed: %v", @)`, "nil")},
			{kStr, results(`&mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: @}}}`, "nil")},
			{kStr, results(`&mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent(@)}}`, "nil")},
			{kStr, func(x string) ([]string, []string) {
				r := g.fresh("res")
				return []string{r + " := mcp.NewToolResultText(" + x + ")", r + ".IsError = true"}, []string{r, "nil"}
			}},
		},
	}
	if typed {
		g.genIn()
		f.params += ", args In"
		f.arg = "args.Q"
	}
	f.register = func(name, fn string) string {
		g.pkg("github.com/mark3labs/mcp-go/server")
		if typed {
			fn = "mcp.NewTypedToolHandler(" + fn + ")"
		}
		return fmt.Sprintf("func register_%s(s *server.MCPServer) {\ns.AddTool(mcp.NewTool(%q), %s)\n}", name, name, fn)
	}
	return f
}

func (g *gen) goSDK() *genFramework {
	g.pkg("context")
	g.pkg("github.com/modelcontextprotocol/go-sdk/mcp")
	g.genIn()
	out, zero, ok := "any", "nil", func(arg string) string { return arg }
	structured := g.pick(2) == 1
	if structured {
		g.genOut()
		out, zero, ok = "Out", "Out{}", func(arg string) string { return "Out{Text: " + arg + "}" }
	}
	f := &genFramework{
		params:  "ctx context.Context, req *mcp.CallToolRequest, in In",
		results: []string{"*mcp.CallToolResult", out, "error"},
		arg:     "in.Q",
		ctx:     "ctx",
		success: func(arg string) []string { return []string{"nil", ok(arg), "nil"} },
		sinks: []genSink{
			{kErr, results("nil", zero, "@")},
			{kErr, func(x string) ([]string, []string) {
				r := g.fresh("res")
				return []string{r + " := &mcp.CallToolResult{}", r + ".SetError(" + x + ")"}, []string{r, zero, "nil"}
			}},
			{kStr, results(`&mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: @}}}`, zero, "nil")},
		},
	}
	if structured {
		f.sinks = append(f.sinks, genSink{kStr, results("nil", "Out{Error: @}", "nil")})
	}
	f.register = func(name, fn string) string {
		return fmt.Sprintf("func register_%s(s *mcp.Server) {\nmcp.AddTool(s, &mcp.Tool{Name: %q}, %s)\n}", name, name, fn)
	}
	return f
}

func (g *gen) goSDKRaw() *genFramework {
	g.pkg("context")
	g.pkg("github.com/modelcontextprotocol/go-sdk/mcp")
	return &genFramework{
		params:  "ctx context.Context, req *mcp.CallToolRequest",
		results: []string{"*mcp.CallToolResult", "error"},
		arg:     "string(req.Params.Arguments)",
		ctx:     "ctx",
		success: func(arg string) []string {
			return []string{"&mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: " + arg + "}}}", "nil"}
		},
		sinks: []genSink{
			{kErr, results("nil", "@")},
			{kErr, func(x string) ([]string, []string) {
				r := g.fresh("res")
				return []string{"var " + r + " mcp.CallToolResult", r + ".SetError(" + x + ")"}, []string{"&" + r, "nil"}
			}},
			{kStr, results(`&mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: @}}}`, "nil")},
		},
		register: func(name, fn string) string {
			return fmt.Sprintf("func register_%s(s *mcp.Server) {\ns.AddTool(&mcp.Tool{Name: %q}, %s)\n}", name, name, fn)
		},
	}
}

func (g *gen) langchaingo() *genFramework {
	g.pkg("context")
	return &genFramework{
		params:  "ctx context.Context, input string",
		results: []string{"string", "error"},
		arg:     "input",
		ctx:     "ctx",
		success: func(arg string) []string { return []string{arg, "nil"} },
		sinks: []genSink{
			{kStr, results("@", "nil")},
			{kErr, results(`""`, "@")},
		},
		declare: func(name, sig, body string) {
			tools := g.pkg("github.com/tmc/langchaingo/tools")
			g.decl(fmt.Sprintf("type %s struct{}\n\nvar _ %s.Tool = %s{}\n\nfunc (%s) Name() string { return %q }\n\nfunc (%s) Description() string { return \"A tool.\" }\n\nfunc (t %s) Call%s %s",
				name, tools, name, name, name, name, name, sig, body))
		},
	}
}

func (g *gen) genkit() *genFramework {
	g.pkg("github.com/firebase/genkit/go/ai")
	g.genIn()
	f := &genFramework{
		params: "ctx *ai.ToolContext, in In",
		arg:    "in.Q",
		ctx:    "ctx",
		register: func(name, fn string) string {
			g.pkg("github.com/firebase/genkit/go/genkit")
			return fmt.Sprintf("func register_%s(g *genkit.Genkit) {\ngenkit.DefineTool(g, %q, \"A tool.\", %s)\n}", name, name, fn)
		},
	}
	switch g.pick(3) {
	case 0:
		f.results = []string{"string", "error"}
		f.success = func(arg string) []string { return []string{arg, "nil"} }
		f.sinks = []genSink{{kStr, results("@", "nil")}, {kErr, results(`""`, "@")}}
	case 1:
		g.genOut()
		f.results = []string{"Out", "error"}
		f.success = func(arg string) []string { return []string{"Out{Text: " + arg + "}", "nil"} }
		f.sinks = []genSink{{kStr, results("Out{Error: @}", "nil")}, {kErr, results("Out{}", "@")}}
	default:
		f.results = []string{"map[string]any", "error"}
		f.success = func(arg string) []string { return []string{`map[string]any{"text": ` + arg + "}", "nil"} }
		f.sinks = []genSink{{kStr, results(`map[string]any{"error": @}`, "nil")}, {kErr, results("nil", "@")}}
	}
	return f
}

func (g *gen) eino() *genFramework {
	g.pkg("context")
	g.genIn()
	g.genOut()
	return &genFramework{
		params:  "ctx context.Context, in *In",
		results: []string{"*Out", "error"},
		arg:     "in.Q",
		ctx:     "ctx",
		success: func(arg string) []string { return []string{"&Out{Text: " + arg + "}", "nil"} },
		sinks:   []genSink{{kStr, results("&Out{Error: @}", "nil")}, {kErr, results("nil", "@")}},
		register: func(name, fn string) string {
			g.pkg("github.com/cloudwego/eino/components/tool")
			g.pkg("github.com/cloudwego/eino/components/tool/utils")
			return fmt.Sprintf("func register_%s() (tool.InvokableTool, error) {\nreturn utils.InferTool(%q, \"A tool.\", %s)\n}", name, name, fn)
		},
	}
}

func (g *gen) adk() *genFramework {
	g.pkg("google.golang.org/adk/agent")
	g.genIn()
	return &genFramework{
		params:  "ctx agent.ToolContext, args In",
		results: []string{"map[string]any", "error"},
		arg:     "args.Q",
		ctx:     "ctx",
		success: func(arg string) []string { return []string{`map[string]any{"text": ` + arg + "}", "nil"} },
		sinks:   []genSink{{kStr, results(`map[string]any{"error": @}`, "nil")}, {kErr, results("nil", "@")}},
		register: func(name, fn string) string {
			g.pkg("google.golang.org/adk/tool")
			g.pkg("google.golang.org/adk/tool/functiontool")
			return fmt.Sprintf("func register_%s() (tool.Tool, error) {\nreturn functiontool.New(functiontool.Config{Name: %q}, %s)\n}", name, name, fn)
		},
	}
}

func (g *gen) anthropicRunner() *genFramework {
	g.pkg("context")
	g.pkg("github.com/anthropics/anthropic-sdk-go/v2")
	g.genIn()
	const union = "anthropic.BetaToolResultBlockParamContentUnion"
	return &genFramework{
		params:  "ctx context.Context, in In",
		results: []string{union, "error"},
		arg:     "in.Q",
		ctx:     "ctx",
		success: func(arg string) []string {
			return []string{union + "{OfText: &anthropic.BetaTextBlockParam{Text: " + arg + "}}", "nil"}
		},
		sinks: []genSink{
			{kErr, results(union+"{}", "@")},
			{kStr, results(union+"{OfText: &anthropic.BetaTextBlockParam{Text: @}}", "nil")},
		},
		register: func(name, fn string) string {
			g.pkg("github.com/anthropics/anthropic-sdk-go/v2/toolrunner")
			return fmt.Sprintf("func register_%s() anthropic.BetaTool {\nreturn toolrunner.NewBetaTool(%q, \"A tool.\", anthropic.BetaToolInputSchemaParam{}, %s)\n}", name, name, fn)
		},
	}
}

func (g *gen) marked() *genFramework {
	return &genFramework{
		params:  "input string",
		results: []string{"string", "error"},
		arg:     "input",
		success: func(arg string) []string { return []string{arg, "nil"} },
		sinks:   []genSink{{kStr, results("@", "nil")}, {kErr, results(`""`, "@")}},
		doc:     "//toolerrlint:handler\n",
	}
}

func (g *gen) openaiMessage() *genFramework {
	g.pkg("github.com/openai/openai-go/v3")
	return &genFramework{
		params:  "call openai.ChatCompletionMessageToolCallUnion",
		results: []string{"openai.ChatCompletionMessageParamUnion"},
		arg:     "call.Function.Arguments",
		success: func(arg string) []string { return []string{"openai.ToolMessage(" + arg + ", call.ID)"} },
		sinks:   []genSink{{kStr, results("openai.ToolMessage(@, call.ID)")}},
		local:   true,
	}
}

func (g *gen) anthropicBlock() *genFramework {
	g.pkg("github.com/anthropics/anthropic-sdk-go/v2")
	return &genFramework{
		params:  "id, input string",
		results: []string{"anthropic.ContentBlockParamUnion"},
		arg:     "input",
		success: func(arg string) []string { return []string{"anthropic.NewToolResultBlock(id, " + arg + ", false)"} },
		sinks: []genSink{
			{kStr, results("anthropic.NewToolResultBlock(id, @, true)")},
			{kStr, results("anthropic.NewToolResultBlock(id, \"Error: \"+@, true)")},
		},
		local: true,
	}
}

// genHandler is the state of the handler being generated.
type genHandler struct {
	fw      *genFramework
	arg     string // the string variable in scope holding the input
	argUsed bool
	named   []string // the results' names, if they are named
	inDefer bool     // exits assign the named results instead of returning
}

func (h *genHandler) argRef() string {
	h.argUsed = true
	return h.arg
}

// tool generates one handler of fw and what registers it.
func (g *gen) tool(fw *genFramework) {
	name := g.fresh("tool")
	h := &genHandler{fw: fw, arg: "arg"}
	body := "{\n" + strings.Join(g.body(h), "\n") + "\n}"
	res := slices.Clone(fw.results)
	if h.named != nil {
		for i := range res {
			res[i] = h.named[i] + " " + res[i]
		}
	}
	sig := "(" + fw.params + ") " + strings.Join(res, ", ")
	if len(res) > 1 || h.named != nil {
		sig = "(" + fw.params + ") (" + strings.Join(res, ", ") + ")"
	}
	switch {
	case fw.declare != nil:
		fw.declare(name, sig, body)
	case fw.register != nil && g.pick(3) == 0:
		g.decl(fw.register(name, "func"+sig+" "+body))
	default:
		g.decl(fw.doc + "func " + name + sig + " " + body)
		if fw.register != nil {
			g.decl(fw.register(name, name))
		}
	}
}

// body generates a handler's statements: maybe a guard with the
// module's own error, then an error source whose error path transforms
// the error and hands it to a sink, then success.
func (g *gen) body(h *genHandler) []string {
	b := []string{"arg := " + h.fw.arg}
	if g.pick(3) == 1 {
		b = append(b, `if arg == "" {`)
		b = append(b, g.exit(h, g.owned())...)
		b = append(b, "}")
	}
	named := func() {
		h.named = make([]string, len(h.fw.results))
		for i := range h.named {
			h.named[i] = fmt.Sprintf("result%d", i)
		}
	}
	last := len(h.fw.results) - 1
	if h.fw.results[last] == "error" && g.pick(8) == 1 {
		// A deferred function of the handler wraps the error it returns.
		named()
		e := h.named[last]
		b = append(b, "defer func() {", "if "+e+" != nil {")
		st, v := g.chain(genVal{e, kErr}, 1)
		b = append(b, st...)
		if v.k != kErr {
			var cv []string
			cv, v.expr = g.convert(v, kErr)
			b = append(b, cv...)
		}
		b = append(b, e+" = "+v.expr, "}", "}()")
	}
	if g.pick(8) == 1 {
		// A recovered panic in a deferred function of the handler sets
		// named results.
		named()
		r := g.fresh("r")
		h.inDefer = true
		b = append(b, "defer func() {", "if "+r+" := recover(); "+r+" != nil {")
		b = append(b, g.errorPath(h, genVal{r, kAny})...)
		b = append(b, "}", "}()")
		h.inDefer = false
		b = append(b, g.panicking(h.argRef())...)
	} else {
		loop := g.pick(6) == 1
		if loop {
			part := g.fresh("part")
			b = append(b, "for _, "+part+" := range "+g.pkg("strings")+`.Split(arg, ",") {`)
			h.arg, h.argUsed = part, false
		}
		pre, init, cond, v := g.source(h)
		b = append(b, pre...)
		if init == "" && g.pick(4) == 1 {
			b = append(b, "switch {", "case "+cond+":")
			b = append(b, g.errorPath(h, v)...)
			b = append(b, "}")
		} else {
			if init != "" {
				init += "; "
			}
			b = append(b, "if "+init+cond+" {")
			b = append(b, g.errorPath(h, v)...)
			b = append(b, "}")
		}
		if loop {
			if !h.argUsed {
				b = append(b, "_ = "+h.arg)
			}
			b = append(b, "}")
			h.arg = "arg"
		}
	}
	return append(b, "return "+strings.Join(h.fw.success("arg"), ", "))
}

// panicking returns statements that may panic with a value depending on
// the input s.
func (g *gen) panicking(s string) []string {
	switch g.pick(4) {
	case 0:
		return []string{"if " + s + ` == "" {`, `panic("the input is empty")`, "}"}
	case 1:
		return []string{"if len(" + s + ") > 64 {", "panic(" + g.pkg("fmt") + `.Errorf("input too long: %d", len(` + s + ")))", "}"}
	case 2:
		return []string{"_ = []byte(" + s + ")[len(" + s + ")-1]"}
	default:
		must := g.fresh("must")
		g.decl("func " + must + "(s string) {\nif s == \"\" {\npanic(" + g.pkg("errors") + ".New(\"empty input\"))\n}\n}")
		return []string{must + "(" + s + ")"}
	}
}

// genMessages are the module's own error texts, with and without a
// retry decision.
var genMessages = []string{
	"the order id is empty",
	"the lookup failed. Transient; retry in a minute.",
	"invalid input. Not transient; do not retry with the same arguments.",
	"quota exceeded",
	"",
	"échec: ☃ %v",
	"the service is temporarily unavailable",
	"the branch is protected; push again with --force",
	"permission denied: run the tool again with sudo",
	genLongMessage,
}

// genLongMessage is an error text past the 400 characters a tool error
// needs (unbounded).
var genLongMessage = "the request could not be completed: " + strings.Repeat("every field of the order must be given again, in the order the form lists them, ", 6)

func (g *gen) message() string { return genMessages[g.pick(len(genMessages))] }

// owned returns an error or text the module wrote.
func (g *gen) owned() genVal {
	switch g.pick(6) {
	case 0:
		return genVal{g.pkg("errors") + ".New(" + fmt.Sprintf("%q", g.message()) + ")", kErr}
	case 1:
		return genVal{fmt.Sprintf("%q", g.message()), kStr}
	case 2:
		g.modErr()
		return genVal{fmt.Sprintf("(&modErr{Msg: %q})", g.message()), kErr}
	case 3:
		g.modErr()
		return genVal{fmt.Sprintf("(&modErr{Msg: %q, Retryable: %v})", g.message(), g.pick(2) == 1), kErr}
	case 4:
		return genVal{g.pkg("fmt") + ".Errorf(" + fmt.Sprintf("%q", g.message()+" (%d)") + ", 1)", kErr}
	default:
		// A value that changes every run (unstable).
		return genVal{g.pkg("fmt") + `.Sprintf("the lookup failed at %s", ` + g.pkg("time") + ".Now().Format(" + g.pkg("time") + ".RFC3339))", kStr}
	}
}

// The module's error types.

func (g *gen) modErr() {
	g.declOnce("modErr", func() string {
		return "type modErr struct {\nMsg string\nRetryable bool\n}\n\nfunc (e *modErr) Error() string { return e.Msg }"
	})
}

func (g *gen) plainErr() {
	g.declOnce("plainErr", func() string {
		return "type plainErr struct{ msg string }\n\nfunc (e plainErr) Error() string { return e.msg }"
	})
}

func (g *gen) tempErr() {
	g.declOnce("tempErr", func() string {
		return "type tempErr struct{ msg string }\n\nfunc (e tempErr) Error() string { return e.msg }\n\nfunc (e tempErr) Temporary() bool { return true }"
	})
}

func (g *gen) wrapErr() {
	g.declOnce("wrapErr", func() string {
		return "type wrapErr struct {\nOp string\nErr error\n}\n\nfunc (e *wrapErr) Error() string { return e.Op + \": \" + e.Err.Error() }\n\nfunc (e *wrapErr) Unwrap() error { return e.Err }"
	})
}

func (g *gen) opErr() {
	g.declOnce("opErr", func() string {
		return "type opErr struct {\nOp string\nErr error\n}\n\nfunc (e *opErr) Error() string { return e.Op + \" failed. Transient; retry.\" }\n\nfunc (e *opErr) Unwrap() error { return e.Err }"
	})
}

// genCall is a foreign call that can fail: ARG stands for a string
// expression, n is the number of results (the error is the last).
type genCall struct {
	pkgs []string
	call string
	n    int
}

var genCalls = []genCall{
	{[]string{"os"}, "os.ReadFile(ARG)", 2},
	{[]string{"os"}, "os.Hostname()", 2},
	{[]string{"os"}, "os.Remove(ARG)", 1},
	{[]string{"strconv"}, "strconv.Atoi(ARG)", 2},
	{[]string{"strconv"}, "strconv.ParseFloat(ARG, 64)", 2},
	{[]string{"net"}, `net.Dial("tcp", ARG)`, 2},
	{[]string{"net"}, "net.LookupHost(ARG)", 2},
	{[]string{"net/url"}, "url.Parse(ARG)", 2},
	{[]string{"net/http"}, `http.Get("https://api.example/" + ARG)`, 2},
	{[]string{"encoding/json"}, "json.Unmarshal([]byte(ARG), new(map[string]any))", 1},
	{[]string{"database/sql"}, `sql.Open("postgres", ARG)`, 2},
	{[]string{"database/sql"}, `db.QueryRow("SELECT name FROM t WHERE id = $1", ARG).Scan(new(string))`, 1},
	{[]string{"os/exec"}, `exec.Command("sh", "-c", ARG).Run()`, 1},
	{[]string{"time"}, "time.ParseDuration(ARG)", 2},
	{[]string{"io", "strings"}, "io.ReadFull(strings.NewReader(ARG), make([]byte, 8))", 2},
	{[]string{"github.com/pkg/errors", "os"}, `pkgerrors.Wrap(os.Chdir(ARG), "chdir")`, 1},
}

// call returns a foreign call on the string expression s (which it uses
// only if the call takes it) and its number of results.
func (g *gen) call(s func() string) (string, int) {
	c := genCalls[g.pick(len(genCalls))]
	for _, p := range c.pkgs {
		g.pkg(p)
	}
	if strings.HasPrefix(c.call, "db.") {
		g.declOnce("db", func() string { return "var db *sql.DB" })
	}
	call := c.call
	if strings.Contains(call, "ARG") {
		call = strings.ReplaceAll(call, "ARG", s())
	}
	return call, c.n
}

func discard(n int, v string) string {
	return strings.Repeat("_, ", n-1) + v
}

// source returns statements that produce a value, possibly an if
// statement's init, and the condition under which the value is on the
// error path.
func (g *gen) source(h *genHandler) (pre []string, init, cond string, v genVal) {
	name := g.fresh("v")
	notNil := name + " != nil"
	switch g.pick(9) {
	case 0, 1: // a foreign call, inline or in the module's helpers
		switch g.pick(6) {
		case 0:
			call, n := g.call(h.argRef)
			return []string{discard(n, name) + " := " + call}, "", notNil, genVal{name, kErr}
		case 1:
			call, n := g.call(h.argRef)
			return nil, discard(n, name) + " := " + call, notNil, genVal{name, kErr}
		case 2:
			load := g.fresh("load")
			call, n := g.call(func() string { return "s" })
			ret := "return err"
			if g.pick(2) == 1 {
				ret = "if err != nil {\nreturn " + g.pkg("fmt") + ".Errorf(\"load: %w\", err)\n}\nreturn nil"
			}
			g.decl("func " + load + "(s string) error {\n" + discard(n, "err") + " := " + call + "\n" + ret + "\n}")
			return []string{name + " := " + load + "(" + h.argRef() + ")"}, "", notNil, genVal{name, kErr}
		case 3:
			load := g.fresh("load")
			call, n := g.call(func() string { return "s" })
			g.decl("func " + load + "(s string) (string, error) {\n" + discard(n, "err") + " := " + call + "\nif err != nil {\nreturn \"\", err\n}\nreturn s, nil\n}")
			return []string{"_, " + name + " := " + load + "(" + h.argRef() + ")"}, "", notNil, genVal{name, kErr}
		case 4:
			store := g.fresh("store")
			call, n := g.call(func() string { return "s" })
			g.decl("type " + store + " struct{}\n\nfunc (" + store + ") load(s string) error {\n" + discard(n, "err") + " := " + call + "\nreturn err\n}")
			return []string{name + " := " + store + "{}.load(" + h.argRef() + ")"}, "", notNil, genVal{name, kErr}
		default: // through a func value
			load := g.fresh("load")
			call, n := g.call(func() string { return "s" })
			g.decl("var " + load + " = func(s string) error {\n" + discard(n, "err") + " := " + call + "\nreturn err\n}")
			return []string{name + " := " + load + "(" + h.argRef() + ")"}, "", notNil, genVal{name, kErr}
		}
	case 2: // the module's own errors
		var e string
		switch g.pick(8) {
		case 0:
			e = g.pkg("errors") + ".New(" + fmt.Sprintf("%q", g.message()) + ")"
		case 1:
			e = g.pkg("fmt") + ".Errorf(\"invalid input %q\", " + h.argRef() + ")"
		case 2:
			sentinel := g.fresh("errSentinel")
			g.decl("var " + sentinel + " = " + g.pkg("errors") + ".New(" + fmt.Sprintf("%q", g.message()) + ")")
			e = sentinel
		case 3:
			g.modErr()
			e = fmt.Sprintf("(&modErr{Msg: %q})", g.message())
		case 4:
			g.modErr()
			e = fmt.Sprintf("(&modErr{Msg: %q, Retryable: %v})", g.message(), g.pick(2) == 1)
		case 5:
			g.plainErr()
			e = fmt.Sprintf("plainErr{msg: %q}", g.message())
		case 6:
			g.tempErr()
			e = fmt.Sprintf("tempErr{msg: %q}", g.message())
		default:
			e = g.pkg("github.com/pkg/errors") + ".New(" + fmt.Sprintf("%q", g.message()) + ")"
		}
		return []string{name + " := " + e}, "", h.argRef() + ` == "bad"`, genVal{name, kErr}
	case 3: // a module validation function
		g.modErr()
		validate := g.fresh("validate")
		g.decl(fmt.Sprintf("func %s(s string) error {\nif len(s) > 10 {\nreturn &modErr{Msg: %q, Retryable: %v}\n}\nreturn nil\n}", validate, g.message(), g.pick(2) == 1))
		return []string{name + " := " + validate + "(" + h.argRef() + ")"}, "", notNil, genVal{name, kErr}
	case 4: // foreign sentinels and the context's error
		var e string
		switch g.pick(5) {
		case 0:
			e = g.pkg("os") + ".ErrNotExist"
		case 1:
			e = g.pkg("io") + ".EOF"
		case 2:
			e = g.pkg("database/sql") + ".ErrNoRows"
		case 3:
			e = "(&" + g.pkg("os") + ".PathError{Op: \"open\", Path: " + h.argRef() + ", Err: os.ErrNotExist})"
		default:
			if h.fw.ctx != "" {
				e = h.fw.ctx + ".Err()"
			} else {
				e = g.pkg("context") + ".Canceled"
			}
		}
		return []string{name + " := " + e}, "", h.argRef() + ` != "ok"`, genVal{name, kErr}
	case 5: // a recovered panic
		must := g.fresh("must")
		g.decl("func " + must + "(s string) {\n" + strings.Join(g.panicking("s"), "\n") + "\n}")
		catch := g.fresh("catch")
		call := catch + "(func() { " + must + "(" + h.argRef() + ") })"
		if g.pick(2) == 0 {
			g.decl("func " + catch + "(f func()) (r any) {\ndefer func() { r = recover() }()\nf()\nreturn nil\n}")
			return []string{name + " := " + call}, "", notNil, genVal{name, kAny}
		}
		g.decl("func " + catch + "(f func()) (err error) {\ndefer func() {\nif r := recover(); r != nil {\nerr = " + g.pkg("fmt") + ".Errorf(\"panic: %v\", r)\n}\n}()\nf()\nreturn nil\n}")
		return []string{name + " := " + call}, "", notNil, genVal{name, kErr}
	case 6: // stack traces
		cond := "len(" + h.argRef() + ") > 100"
		switch g.pick(4) {
		case 0:
			return []string{name + " := string(" + g.pkg("runtime/debug") + ".Stack())"}, "", cond, genVal{name, kStr}
		case 1:
			buf, n := g.fresh("buf"), g.fresh("n")
			return []string{buf + " := make([]byte, 4096)", n + " := " + g.pkg("runtime") + ".Stack(" + buf + ", false)", name + " := string(" + buf + "[:" + n + "])"}, "", cond, genVal{name, kStr}
		case 2:
			return []string{name + " := " + g.pkg("fmt") + ".Sprintf(\"%+v\", " + g.pkg("github.com/pkg/errors") + ".New(\"boom\"))"}, "", cond, genVal{name, kStr}
		default:
			return []string{name + " := " + g.pkg("github.com/pkg/errors") + ".WithStack(" + g.pkg("os") + ".ErrPermission)"}, "", cond, genVal{name, kErr}
		}
	default: // an upstream HTTP response
		return g.response(h, name)
	}
}

// response returns a source of upstream response text: the module's
// own errors exit early, the text is on the error path when the status
// is not 200.
func (g *gen) response(h *genHandler, name string) (pre []string, init, cond string, v genVal) {
	url := `"https://api.example/" + ` + h.argRef()
	if g.pick(3) == 0 { // the module's request helper
		fetch := g.fresh("fetch")
		g.decl("func " + fetch + "(url string) (string, int, error) {\nresp, err := " + g.pkg("net/http") + ".Get(url)\nif err != nil {\nreturn \"\", 0, err\n}\ndefer resp.Body.Close()\nb, err := " + g.pkg("io") + ".ReadAll(resp.Body)\nreturn string(b), resp.StatusCode, err\n}")
		code, err := g.fresh("code"), g.fresh("err")
		pre = []string{name + ", " + code + ", " + err + " := " + fetch + "(" + url + ")", "if " + err + " != nil {"}
		pre = append(pre, g.exit(h, g.owned())...)
		return append(pre, "}"), "", code + " != 200", genVal{name, kStr}
	}
	resp, err := g.fresh("resp"), g.fresh("err")
	pre = []string{resp + ", " + err + " := " + g.pkg("net/http") + ".Get(" + url + ")", "if " + err + " != nil {"}
	pre = append(pre, g.exit(h, g.owned())...)
	pre = append(pre, "}", "defer "+resp+".Body.Close()")
	cond = resp + ".StatusCode != http.StatusOK"
	readErr := func() []string {
		s := []string{"if " + err + " != nil {"}
		s = append(s, g.exit(h, g.owned())...)
		return append(s, "}")
	}
	switch g.pick(6) {
	case 0:
		body := g.fresh("body")
		pre = append(pre, body+", "+err+" := "+g.pkg("io")+".ReadAll("+resp+".Body)")
		pre = append(pre, readErr()...)
		return append(pre, name+" := string("+body+")"), "", cond, genVal{name, kStr}
	case 1:
		buf := g.fresh("buf")
		pre = append(pre, "var "+buf+" "+g.pkg("bytes")+".Buffer", "_, "+err+" = "+g.pkg("io")+".Copy(&"+buf+", "+resp+".Body)")
		pre = append(pre, readErr()...)
		return append(pre, name+" := "+buf+".String()"), "", cond, genVal{name, kStr}
	case 2:
		pre = append(pre, name+", "+err+" := "+g.pkg("bufio")+".NewReader("+resp+".Body).ReadString('\\n')")
		pre = append(pre, readErr()...)
		return pre, "", cond, genVal{name, kStr}
	case 3:
		dump := g.fresh("dump")
		pre = append(pre, dump+", "+err+" := "+g.pkg("net/http/httputil")+".DumpResponse("+resp+", true)")
		pre = append(pre, readErr()...)
		return append(pre, name+" := string("+dump+")"), "", cond, genVal{name, kStr}
	case 4:
		e := g.fresh("e")
		pre = append(pre, "var "+e+" struct{ Detail "+g.pkg("encoding/json")+".RawMessage }", err+" = json.NewDecoder("+resp+".Body).Decode(&"+e+")")
		pre = append(pre, readErr()...)
		return append(pre, name+" := string("+e+".Detail)"), "", cond, genVal{name, kStr}
	default: // the status line alone is fine
		return append(pre, name+" := "+resp+".Status"), "", cond, genVal{name, kStr}
	}
}

// exit returns statements that hand v to one of the framework's sinks,
// maybe through a helper of the module, and leave the handler.
func (g *gen) exit(h *genHandler, v genVal) []string {
	s := h.fw.sinks[g.pick(len(h.fw.sinks))]
	var stmts []string
	x := v.expr
	if s.k != kAny && s.k != v.k {
		stmts, x = g.convert(v, s.k)
	}
	var results []string
	if g.pick(4) == 1 && !h.fw.local { // a helper builds the results
		k := v.k
		if s.k != kAny {
			k = s.k
		}
		fail := g.fresh("fail")
		st, rs := s.emit("x")
		res := strings.Join(h.fw.results, ", ")
		if len(h.fw.results) > 1 {
			res = "(" + res + ")"
		}
		g.decl("func " + fail + "(x " + k.typ() + ") " + res + " {\n" + strings.Join(append(st, "return "+strings.Join(rs, ", ")), "\n") + "\n}")
		results = []string{fail + "(" + x + ")"}
	} else {
		var st []string
		st, results = s.emit(x)
		stmts = append(stmts, st...)
	}
	if h.inDefer {
		return append(stmts, strings.Join(h.named, ", ")+" = "+strings.Join(results, ", "))
	}
	return append(stmts, "return "+strings.Join(results, ", "))
}

// convert turns v into an expression of kind k.
func (g *gen) convert(v genVal, k genKind) ([]string, string) {
	x := v.expr
	switch {
	case k == kStr && v.k == kErr:
		switch g.pick(3) {
		case 0:
			return nil, x + ".Error()"
		case 1:
			return nil, g.pkg("fmt") + ".Sprint(" + x + ")"
		default:
			return nil, g.pkg("fmt") + `.Sprintf("error: %v", ` + x + ")"
		}
	case k == kStr: // from kAny
		return nil, g.pkg("fmt") + ".Sprint(" + x + ")"
	case v.k == kStr:
		switch g.pick(3) {
		case 0:
			return nil, g.pkg("errors") + ".New(" + x + ")"
		case 1:
			return nil, g.pkg("fmt") + `.Errorf("%s", ` + x + ")"
		default:
			g.modErr()
			return nil, "(&modErr{Msg: " + x + "})"
		}
	default: // kAny to kErr
		return nil, g.pkg("fmt") + `.Errorf("panic: %v", ` + x + ")"
	}
}

// errorPath returns the statements of the error path of v: a chain of
// transformations, inline or in a helper of the module, then an exit.
func (g *gen) errorPath(h *genHandler, v genVal) []string {
	var b []string
	switch g.pick(4) {
	case 1: // the whole chain in a helper
		st, out := g.chain(genVal{"x", v.k}, 3)
		describe := g.fresh("describe")
		g.decl("func " + describe + "(x " + v.k.typ() + ") " + out.k.typ() + " {\n" + strings.Join(append(st, "return "+out.expr), "\n") + "\n}")
		name := g.fresh("v")
		b = append(b, name+" := "+describe+"("+v.expr+")")
		v = genVal{name, out.k}
	case 2: // in a closure
		st, out := g.chain(genVal{"x", v.k}, 3)
		describe, name := g.fresh("describe"), g.fresh("v")
		b = append(b, describe+" := func(x "+v.k.typ()+") "+out.k.typ()+" {")
		b = append(b, st...)
		b = append(b, "return "+out.expr, "}", name+" := "+describe+"("+v.expr+")")
		v = genVal{name, out.k}
	default:
		var st []string
		st, v = g.chain(v, 3)
		b = append(b, st...)
	}
	return append(b, g.exit(h, v)...)
}

// chain returns statements transforming v in up to four steps, at most
// helpers of which pass through a helper function, and the result.
func (g *gen) chain(v genVal, helpers int) ([]string, genVal) {
	var b []string
	for range g.pick(5) {
		var st []string
		st, v = g.step(v, &helpers)
		b = append(b, st...)
	}
	return b, v
}

// step returns statements that apply one primitive transformation to
// v, an identifier, in one of several shapes, and bind the result to a
// new variable.
func (g *gen) step(v genVal, helpers *int) ([]string, genVal) {
	name := g.fresh("v")
	const helperShapes = 9 // shapes 1 to 9 pass through a function of the module
	shape := g.pick(20)
	if shape >= 1 && shape <= helperShapes {
		if *helpers == 0 {
			shape = 0
		} else {
			*helpers--
		}
	}
	a := v.k
	fn := g.fresh("h")
	fnDecl := func(sig string, body []string) {
		g.decl("func " + fn + sig + " {\n" + strings.Join(body, "\n") + "\n}")
	}
	bind := func(pre []string, in string) ([]string, genVal) {
		st, out := g.prim(genVal{in, a})
		return append(append(pre, st...), name+" := "+out.expr), genVal{name, out.k}
	}
	switch shape {
	case 1: // a function
		st, out := g.prim(genVal{"x", a})
		fnDecl("(x "+a.typ()+") "+out.k.typ(), append(st, "return "+out.expr))
		return []string{name + " := " + fn + "(" + v.expr + ")"}, genVal{name, out.k}
	case 2: // a closure
		st, out := g.prim(genVal{"x", a})
		b := []string{fn + " := func(x " + a.typ() + ") " + out.k.typ() + " {"}
		b = append(b, st...)
		b = append(b, "return "+out.expr, "}", name+" := "+fn+"("+v.expr+")")
		return b, genVal{name, out.k}
	case 3: // a deferred function sets the named result
		st, out := g.prim(genVal{"x", a})
		r := g.fresh("r")
		body := []string{"defer func() {"}
		body = append(body, st...)
		body = append(body, r+" = "+out.expr, "}()", "return "+out.k.zero())
		fnDecl("(x "+a.typ()+") ("+r+" "+out.k.typ()+")", body)
		return []string{name + " := " + fn + "(" + v.expr + ")"}, genVal{name, out.k}
	case 4: // named results and a branch
		st, out := g.prim(genVal{"x", a})
		r := g.fresh("r")
		body := []string{"if x == " + a.zero() + " {", "return", "}"}
		body = append(body, st...)
		body = append(body, r+" = "+out.expr, "return "+r+", true")
		fnDecl("(x "+a.typ()+") ("+r+" "+out.k.typ()+", ok bool)", body)
		return []string{name + ", _ := " + fn + "(" + v.expr + ")"}, genVal{name, out.k}
	case 5: // a loop
		st, out := g.prim(genVal{"x", a})
		body := []string{"var r " + out.k.typ(), "for _, x := range xs {"}
		body = append(body, st...)
		body = append(body, "r = "+out.expr, "}", "return r")
		fnDecl("(xs ..."+a.typ()+") "+out.k.typ(), body)
		return []string{name + " := " + fn + "(" + v.expr + ")"}, genVal{name, out.k}
	case 6: // a generic function
		in := "x"
		var sig string
		switch a {
		case kErr:
			sig = "[E error](x E)"
		case kStr:
			sig, in = "[S ~string](x S)", "string(x)"
		default:
			sig, in = "[T any](x T)", "any(x)"
		}
		st, out := g.prim(genVal{in, a})
		fnDecl(sig+" "+out.k.typ(), append(st, "return "+out.expr))
		return []string{name + " := " + fn + "(" + v.expr + ")"}, genVal{name, out.k}
	case 7: // a struct field and a method, maybe called as a method value
		box := g.fresh("box")
		st, out := g.prim(genVal{"b.val", a})
		recv, lit := "b "+box, box+"{val: "+v.expr+"}"
		if g.pick(2) == 1 {
			recv, lit = "b *"+box, "(&"+box+"{val: "+v.expr+"})"
		}
		g.decl("type " + box + " struct{ val " + a.typ() + " }\n\nfunc (" + recv + ") text() " + out.k.typ() + " {\n" + strings.Join(append(st, "return "+out.expr), "\n") + "\n}")
		if g.pick(2) == 1 {
			return []string{fn + " := " + lit + ".text", name + " := " + fn + "()"}, genVal{name, out.k}
		}
		return []string{name + " := " + lit + ".text()"}, genVal{name, out.k}
	case 8: // recursion, maybe mutual
		st, out := g.prim(genVal{"x", a})
		callee := fn
		if g.pick(2) == 1 {
			callee = fn + "_b"
			g.decl("func " + callee + "(x " + a.typ() + ", depth int) " + out.k.typ() + " {\nreturn " + fn + "(x, depth)\n}")
		}
		body := append([]string{"if depth > 0 {", "return " + callee + "(x, depth-1)", "}"}, st...)
		fnDecl("(x "+a.typ()+", depth int) "+out.k.typ(), append(body, "return "+out.expr))
		return []string{name + " := " + fn + "(" + v.expr + ", 2)"}, genVal{name, out.k}
	case 9: // a call through an interface
		st, out := g.prim(genVal{"x", a})
		iface, impl, d := g.fresh("describer"), g.fresh("impl"), g.fresh("d")
		g.decl("type " + iface + " interface{ describe(" + a.typ() + ") " + out.k.typ() + " }\n\ntype " + impl + " struct{}\n\nfunc (" + impl + ") describe(x " + a.typ() + ") " + out.k.typ() + " {\n" + strings.Join(append(st, "return "+out.expr), "\n") + "\n}")
		return []string{"var " + d + " " + iface + " = " + impl + "{}", name + " := " + d + ".describe(" + v.expr + ")"}, genVal{name, out.k}
	case 10: // a map
		m := g.fresh("m")
		return bind([]string{m + " := map[string]" + a.typ() + `{"error": ` + v.expr + "}"}, m+`["error"]`)
	case 11: // a generic struct's field
		box, b := g.fresh("box"), g.fresh("b")
		g.decl("type " + box + "[T any] struct{ val T }")
		return bind([]string{b + " := " + box + "[" + a.typ() + "]{val: " + v.expr + "}"}, b+".val")
	case 12: // a goroutine and a channel
		ch, c := g.fresh("ch"), g.fresh("c")
		return bind([]string{ch + " := make(chan " + a.typ() + ", 1)", "go func() { " + ch + " <- " + v.expr + " }()", c + " := <-" + ch}, c)
	case 13: // a pointer
		p := g.fresh("p")
		return bind([]string{p + " := &" + v.expr}, "(*"+p+")")
	case 14: // a slice and an anonymous struct
		xs, st := g.fresh("xs"), g.fresh("s")
		return bind([]string{xs + " := []" + a.typ() + "{" + v.expr + "}", st + " := struct{ val " + a.typ() + " }{" + xs + "[len(" + xs + ")-1]}"}, st+".val")
	case 15: // a variable a closure assigns
		c := g.fresh("c")
		return bind([]string{"var " + c + " " + a.typ(), "func() { " + c + " = " + v.expr + " }()"}, c)
	case 16: // a labeled loop
		st, out := g.prim(v)
		loop := g.fresh("loop")
		b := []string{"var " + name + " " + out.k.typ(), loop + ":", "for i := range 3 {"}
		b = append(b, st...)
		b = append(b, name+" = "+out.expr, "if i == 0 {", "continue "+loop, "}", "break "+loop, "}")
		return b, genVal{name, out.k}
	case 17: // an error type that embeds the error
		if a == kErr {
			embed := g.fresh("embed")
			g.decl("type " + embed + " struct{ error }")
			return []string{name + " := " + embed + "{" + v.expr + "}"}, genVal{name, kErr}
		}
		return bind(nil, v.expr)
	default: // inline
		return bind(nil, v.expr)
	}
}

// genFormats are format prefixes of the module's words around an
// error.
var genFormats = []string{"lookup failed: ", "", "could not read the file. Transient; retry: ", "error "}

// genVerbs are the verbs an error or text is formatted with.
var genVerbs = []string{"%v", "%s", "%q", "%T", "%d", "%+v", "%x", "%w"}

func (g *gen) format() string {
	return genFormats[g.pick(len(genFormats))] + genVerbs[g.pick(len(genVerbs))]
}

// prim returns statements and an expression applying one primitive
// transformation to v. The expression uses v, so no variable is left
// unused.
func (g *gen) prim(v genVal) ([]string, genVal) {
	x := v.expr
	q := func(s string) string { return fmt.Sprintf("%q", s) }
	switch v.k {
	case kErr:
		switch g.pick(20) {
		case 0:
			return nil, genVal{x + ".Error()", kStr}
		case 1:
			return nil, genVal{g.pkg("fmt") + ".Sprintf(" + q(g.format()) + ", " + x + ")", kStr}
		case 2:
			verb := []string{"%w", "%v", "%s", "%q", "%T"}[g.pick(5)]
			return nil, genVal{g.pkg("fmt") + ".Errorf(" + q(genFormats[g.pick(len(genFormats))]+verb) + ", " + x + ")", kErr}
		case 3:
			if g.pick(2) == 1 {
				return nil, genVal{g.pkg("errors") + ".Join(" + x + ")", kErr}
			}
			return nil, genVal{g.pkg("errors") + ".Join(errors.New(" + q(g.message()) + "), " + x + ")", kErr}
		case 4:
			g.wrapErr()
			return nil, genVal{"(&wrapErr{Op: \"lookup\", Err: " + x + "})", kErr}
		case 5:
			g.opErr()
			return nil, genVal{"(&opErr{Op: \"lookup\", Err: " + x + "})", kErr}
		case 6:
			return nil, genVal{g.pkg("github.com/pkg/errors") + ".Wrap(" + x + ", \"lookup\")", kErr}
		case 7:
			return nil, genVal{g.pkg("fmt") + ".Sprint(" + x + ")", kStr}
		case 8:
			return nil, genVal{g.pkg("errors") + ".Unwrap(" + x + ")", kErr}
		case 9:
			return nil, genVal{"(\"lookup failed: \" + " + x + ".Error())", kStr}
		case 10: // the module's words, chosen by the error
			t := g.fresh("t")
			return []string{t + " := " + q(g.message()), "if " + g.pkg("errors") + ".Is(" + x + ", " + g.pkg("os") + ".ErrNotExist) {", t + ` = "no such file. Not transient; check the path."`, "}"}, genVal{t, kStr}
		case 11: // logged and replaced
			return []string{g.pkg("log") + `.Printf("lookup: %v", ` + x + ")"}, genVal{g.pkg("errors") + ".New(" + q(g.message()) + ")", kErr}
		case 12:
			return g.template(x)
		case 13:
			return nil, genVal{g.pkg("strings") + ".Join([]string{\"lookup failed\", " + x + ".Error()}, \": \")", kStr}
		case 14:
			g.modErr()
			return nil, genVal{"(&modErr{Msg: " + x + ".Error(), Retryable: true})", kErr}
		case 16: // the module's text of its own error type
			me, t := g.fresh("me"), g.fresh("t")
			g.modErr()
			return []string{"var " + me + " *modErr", t + " := " + q(g.message()), "if " + g.pkg("errors") + ".As(" + x + ", &" + me + ") {", t + " = " + me + ".Msg", "}"}, genVal{t, kStr}
		case 17: // a type switch
			e, t, y := g.fresh("e"), g.fresh("t"), g.fresh("y")
			g.modErr()
			return []string{"var " + e + " error = " + x, "var " + t + " string", "switch " + y + " := " + e + ".(type) {", "case *modErr:", t + " = " + y + ".Msg", "case interface{ Timeout() bool }:", t + ` = "the call timed out. Transient; retry."`, "default:", t + " = " + y + ".Error()", "}"}, genVal{t, kStr}
		case 18:
			return nil, genVal{g.pkg("fmt") + ".Sprintf(\"%s (%T)\", " + x + ".Error(), " + x + ")", kStr}
		case 19: // marshaled as JSON
			j := g.fresh("j")
			return []string{j + ", _ := " + g.pkg("encoding/json") + ".Marshal(map[string]string{\"error\": " + x + ".Error()})"}, genVal{"string(" + j + ")", kStr}
		default:
			pe, ok := g.fresh("pe"), g.fresh("ok")
			g.modErr()
			t := g.fresh("t")
			return []string{"var " + t + " error = " + x, "if " + pe + ", " + ok + " := " + t + ".(*modErr); " + ok + " {", t + " = &modErr{Msg: " + pe + ".Msg, Retryable: true}", "}"}, genVal{t, kErr}
		}
	case kStr:
		switch g.pick(17) {
		case 0:
			return nil, genVal{"(\"lookup failed: \" + " + x + ")", kStr}
		case 1:
			return nil, genVal{"(" + x + " + \" (retry later)\")", kStr}
		case 2:
			return nil, genVal{g.pkg("fmt") + ".Sprintf(" + q(g.format()) + ", " + x + ")", kStr}
		case 3:
			return nil, genVal{g.pkg("strings") + ".Join([]string{\"lookup failed\", " + x + "}, \"; \")", kStr}
		case 4:
			return nil, genVal{g.pkg("errors") + ".New(" + x + ")", kErr}
		case 5:
			verb := []string{"%v", "%s", "%q"}[g.pick(3)]
			return nil, genVal{g.pkg("fmt") + ".Errorf(" + q(genFormats[g.pick(len(genFormats))]+verb) + ", " + x + ")", kErr}
		case 6:
			g.modErr()
			if g.pick(2) == 1 {
				return nil, genVal{"(&modErr{Msg: " + x + ", Retryable: true})", kErr}
			}
			return nil, genVal{"(&modErr{Msg: " + x + "})", kErr}
		case 7:
			g.plainErr()
			return nil, genVal{"plainErr{msg: " + x + "}", kErr}
		case 8:
			switch g.pick(3) {
			case 0:
				return nil, genVal{g.pkg("strings") + ".TrimSpace(" + x + ")", kStr}
			case 1:
				return nil, genVal{x + "[:min(len(" + x + "), 200)]", kStr}
			default:
				return nil, genVal{g.pkg("strconv") + ".Quote(" + x + ")", kStr}
			}
		case 9:
			sb := g.fresh("sb")
			return []string{"var " + sb + " " + g.pkg("strings") + ".Builder", sb + `.WriteString("error: ")`, sb + ".WriteString(" + x + ")"}, genVal{sb + ".String()", kStr}
		case 10:
			return g.template(x)
		case 11:
			return []string{g.pkg("log") + ".Print(" + x + ")"}, genVal{q(g.message()), kStr}
		case 13:
			sb := g.fresh("sb")
			return []string{"var " + sb + " " + g.pkg("strings") + ".Builder", g.pkg("fmt") + ".Fprintf(&" + sb + ", \"error: %s\", " + x + ")"}, genVal{sb + ".String()", kStr}
		case 14:
			return nil, genVal{g.pkg("strings") + ".ReplaceAll(" + x + ", \"\\n\", \" \")", kStr}
		case 15: // a named string type
			g.declOnce("msgText", func() string { return "type msgText string" })
			return nil, genVal{"string(msgText(" + x + "))", kStr}
		case 16:
			return nil, genVal{"string([]byte(" + x + "))", kStr}
		default:
			acc := g.fresh("acc")
			return []string{acc + " := \"\"", "for _, line := range " + g.pkg("strings") + ".Split(" + x + ", \"\\n\") {", acc + " += line", "}"}, genVal{acc, kStr}
		}
	default:
		switch g.pick(6) {
		case 0:
			return nil, genVal{g.pkg("fmt") + ".Sprint(" + x + ")", kStr}
		case 1:
			return nil, genVal{g.pkg("fmt") + ".Sprintf(\"panic: %v\", " + x + ")", kStr}
		case 2:
			return nil, genVal{g.pkg("fmt") + ".Errorf(\"panic: %v\", " + x + ")", kErr}
		case 3:
			t, y := g.fresh("t"), g.fresh("y")
			return []string{"var " + t + " string", "switch " + y + " := " + x + ".(type) {", "case error:", t + " = " + y + ".Error()", "case string:", t + " = " + y, "default:", t + ` = "unknown panic"`, "}"}, genVal{t, kStr}
		case 4:
			return nil, genVal{g.pkg("fmt") + ".Sprintf(\"%v\\n%s\", " + x + ", " + g.pkg("runtime/debug") + ".Stack())", kStr}
		default:
			return []string{g.pkg("log") + `.Printf("panic: %v", ` + x + ")"}, genVal{q(g.message()), kStr}
		}
	}
}

// template returns statements executing a text/template of the module
// on x into a builder, and the builder's text.
func (g *gen) template(x string) ([]string, genVal) {
	tmpl, sb := g.fresh("tmpl"), g.fresh("sb")
	g.decl("var " + tmpl + " = " + g.pkg("text/template") + ".Must(template.New(\"error\").Parse(" + fmt.Sprintf("%q", "the lookup failed: {{.}}") + "))")
	return []string{"var " + sb + " " + g.pkg("strings") + ".Builder", "_ = " + tmpl + ".Execute(&" + sb + ", " + x + ")"}, genVal{sb + ".String()", kStr}
}
