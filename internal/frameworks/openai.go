package frameworks

// OpenAI is github.com/openai/openai-go/v3 (checked against v3.98.0).
//
// Chat Completions tool messages and Responses function-call outputs have
// no error flag: the model reads the text alone. The beta agent sessions'
// ToolHandlers never show a handler's error to the model (it reads a
// constant "Tool handler failed."), so they are not handlers here.
var OpenAI = Framework{
	Name: "openai-go",
	CallSinks: []CallSink{
		// ToolMessage[T string | []ChatCompletionContentPartTextParam](content T, toolCallID string)
		{Func: Func{openaiPkg, "", "ToolMessage"}, Text: 0, Flag: FlagAbsent},
		{Func: Func{openaiResponses, "", "ResponseInputItemParamOfFunctionCallOutput"}, Text: 0, Flag: FlagAbsent},
		{Func: Func{openaiResponses, "", "ResponseInputItemParamOfCustomToolCallOutput"}, Text: 1, Flag: FlagAbsent},
	},
	FieldSinks: []FieldSink{
		{Pkg: openaiPkg, Type: "ChatCompletionToolMessageParamContentUnion", Field: "OfString", Flag: FlagAbsent},
		{Pkg: openaiPkg, Type: "ChatCompletionContentPartTextParam", Field: "Text", Flag: FlagAbsent, Within: []Container{
			{Pkg: openaiPkg, Type: "ChatCompletionToolMessageParamContentUnion"},
			{Pkg: openaiPkg, Type: "ChatCompletionToolMessageParam"},
		}},
		{Pkg: openaiResponses, Type: "ResponseInputItemFunctionCallOutputOutputUnionParam", Field: "OfString", Flag: FlagAbsent},
	},
	Wrappers: []Func{
		{openaiPkg, "", "String"},
		{openaiPkg, "", "Opt"},
		{openaiParam, "", "NewOpt"},
	},
}

const (
	openaiPkg       = "github.com/openai/openai-go/v3"
	openaiParam     = "github.com/openai/openai-go/v3/packages/param"
	openaiResponses = "github.com/openai/openai-go/v3/responses"
)
