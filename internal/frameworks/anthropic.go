package frameworks

// Anthropic is github.com/anthropics/anthropic-sdk-go/v2 (checked against
// v2.15.0); AnthropicV1 is the same API under the v1 import path
// (checked against v1.63.1), which real projects still pin.
//
// In a hand-written loop the tool result is built by NewToolResultBlock
// and its beta variants (text argument 1, error flag argument 2) or as a
// ToolResultBlockParam literal (IsError, Content[i].OfText.Text). The
// toolrunner's handlers, and user types implementing BetaTool, report a
// failure by returning an error: the runner shows it to the model as
// "Error: " + err.Error(), flagged is_error.
var (
	Anthropic   = anthropicAt("anthropic", anthropicV2Path)
	AnthropicV1 = anthropicAt("anthropic v1", anthropicV1Path)
)

// The import paths of the SDK's root package, by major version.
const (
	anthropicV2Path = "github.com/anthropics/anthropic-sdk-go/v2"
	anthropicV1Path = "github.com/anthropics/anthropic-sdk-go"
)

// anthropicAt returns the table of the SDK at import path mod.
func anthropicAt(name, mod string) Framework {
	var (
		anthropicPkg        = mod
		anthropicParam      = mod + "/packages/param"
		anthropicToolrunner = mod + "/toolrunner"
	)
	return Framework{
		Name: name,
		Registrations: []Registration{
			{Func: Func{anthropicToolrunner, "", "NewBetaTool"}, Tool: 0, Handler: 3, Errors: ErrorToolResult},
			{Func: Func{anthropicToolrunner, "", "NewBetaToolFromBytes"}, Tool: 0, Handler: 3, Errors: ErrorToolResult},
			{Func: Func{anthropicToolrunner, "", "NewBetaToolFromJSONSchema"}, Tool: 0, Handler: 2, Errors: ErrorToolResult},
		},
		Implementations: []Implementation{
			{Pkg: anthropicPkg, Iface: "BetaTool", Method: "Execute", NameMethod: "Name", Errors: ErrorToolResult},
		},
		CallSinks: []CallSink{
			{Func: Func{anthropicPkg, "", "NewToolResultBlock"}, ID: Argument(0), Text: 1, FlagArg: Argument(2)},
			{Func: Func{anthropicPkg, "", "NewBetaToolResultBlock"}, ID: Argument(0), Text: 1, FlagArg: Argument(2)},
			{Func: Func{anthropicPkg, "", "NewBetaToolResultTextBlockParam"}, ID: Argument(0), Text: 1, FlagArg: Argument(2)},
		},
		FieldSinks: []FieldSink{
			// Text blocks are everywhere in a conversation; only those
			// inside a tool result carry a tool's text.
			{Pkg: anthropicPkg, Type: "TextBlockParam", Field: "Text", Flag: FlagNone, Within: []Container{
				{Pkg: anthropicPkg, Type: "ToolResultBlockParamContentUnion"},
				{Pkg: anthropicPkg, Type: "ToolResultBlockParam"},
			}},
			{Pkg: anthropicPkg, Type: "BetaTextBlockParam", Field: "Text", Flag: FlagNone, Within: []Container{
				{Pkg: anthropicPkg, Type: "BetaToolResultBlockParamContentUnion"},
				{Pkg: anthropicPkg, Type: "BetaToolResultBlockParam"},
			}},
		},
		ErrorFields: []ErrorField{
			{Pkg: anthropicPkg, Type: "ToolResultBlockParam", Field: "IsError"},
			{Pkg: anthropicPkg, Type: "BetaToolResultBlockParam", Field: "IsError"},
		},
		Wrappers: []Func{
			{anthropicPkg, "", "Bool"},
			{anthropicPkg, "", "String"},
			{anthropicPkg, "", "Opt"},
			{anthropicParam, "", "NewOpt"},
		},
	}
}
