package frameworks

// ADK is google.golang.org/adk (checked against v1.7.0); ADKV2 is
// google.golang.org/adk/v2 (checked against v2.2.0, the newest the proxy
// serves whole), whose tool callbacks take an agent.Context where v1's
// take an agent.ToolContext (the shapes below differ; every other row is
// the same under the v2 path).
//
// A functiontool handler's returned error reaches the model as the
// function response {"error": err.Error()}; its TResults is the response
// on success. An OnToolErrorCallback or AfterToolCallback may replace the
// response with the map it returns (an "error" key marks a failure) or
// with {"error": e.Error()} for an error it returns.
var (
	ADK   = adkAt("adk", "google.golang.org/adk", "ToolContext")
	ADKV2 = adkAt("adk", "google.golang.org/adk/v2", "Context")
)

// adkAt returns the table of ADK at module path mod, whose tool
// callbacks take the agent package's context type toolContext.
func adkAt(name, mod, toolContext string) Framework {
	var (
		adkAgent        = mod + "/agent"
		adkTool         = mod + "/tool"
		adkFunctiontool = mod + "/tool/functiontool"
		adkLLMAgent     = mod + "/agent/llmagent"
	)
	return Framework{
		Name: name,
		Registrations: []Registration{
			{Func: Func{adkFunctiontool, "", "New"}, Tool: 0, Handler: 1, Errors: ErrorToolResult, Results: ResultsValue, ErrorKey: "error"},
		},
		HandlerTypes: []HandlerType{
			{Pkg: adkFunctiontool, Name: "Func", Errors: ErrorToolResult, Values: ResultsValue, ErrorKey: "error"},
			{Pkg: adkLLMAgent, Name: "OnToolErrorCallback", Errors: ErrorToolResult, Values: ResultsValue, ErrorKey: "error",
				Params:  []string{adkAgent + "." + toolContext, adkTool + ".Tool", "map[string]any", "error"},
				Results: []string{"map[string]any", "error"}},
			{Pkg: adkLLMAgent, Name: "AfterToolCallback", Errors: ErrorToolResult, Values: ResultsValue, ErrorKey: "error",
				Params:  []string{adkAgent + "." + toolContext, adkTool + ".Tool", "map[string]any", "map[string]any", "error"},
				Results: []string{"map[string]any", "error"}},
		},
		// functiontool's Run recovers a handler's panic into the error
		// "panic in tool %q: <value>\nstack: <debug.Stack()>".
		PanicDefaults: []PanicDefault{
			{Func: Func{adkFunctiontool, "", "New"}, Handler: 1, Stack: true},
		},
		ToolTypes:     []ToolType{{Pkg: adkFunctiontool, Name: "Config"}},
		ToolNameField: "Name",
	}
}
