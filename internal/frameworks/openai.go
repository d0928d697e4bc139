package frameworks

// OpenAI is github.com/openai/openai-go/v3 (checked against v3.98.0);
// OpenAIV2 and OpenAIV1 are the earlier majors real projects still pin
// (checked against v2.7.1 and v1.12.0). Their Chat Completions API is
// v3's; in their Responses API a function-call output is a plain string
// field, and ResponseInputItemParamOfFunctionCallOutput takes the call
// id first and the output second.
//
// Chat Completions tool messages and Responses function-call outputs have
// no error flag: the model reads the text alone. The beta agent sessions'
// ToolHandlers never show a handler's error to the model (it reads a
// constant "Tool handler failed."), so they are not handlers here.
var (
	OpenAI   = openaiAt("openai-go", "github.com/openai/openai-go/v3", 3)
	OpenAIV2 = openaiAt("openai-go v2", "github.com/openai/openai-go/v2", 2)
	OpenAIV1 = openaiAt("openai-go v1", "github.com/openai/openai-go", 1)
)

// openaiAt returns the table of major version major of the SDK at
// import path mod.
func openaiAt(name, mod string, major int) Framework {
	var (
		openaiPkg       = mod
		openaiParam     = mod + "/packages/param"
		openaiResponses = mod + "/responses"
	)
	fw := Framework{
		Name: name,
		CallSinks: []CallSink{
			// ToolMessage[T string | []ChatCompletionContentPartTextParam](content T, toolCallID string)
			{Func: Func{openaiPkg, "", "ToolMessage"}, ID: Argument(1), Text: 0, Flag: FlagAbsent},
			{Func: Func{openaiResponses, "", "ResponseInputItemParamOfCustomToolCallOutput"}, Text: 1, Flag: FlagAbsent},
		},
		FieldSinks: []FieldSink{
			{Pkg: openaiPkg, Type: "ChatCompletionToolMessageParamContentUnion", Field: "OfString", Flag: FlagAbsent},
			{Pkg: openaiPkg, Type: "ChatCompletionContentPartTextParam", Field: "Text", Flag: FlagAbsent, Within: []Container{
				{Pkg: openaiPkg, Type: "ChatCompletionToolMessageParamContentUnion"},
				{Pkg: openaiPkg, Type: "ChatCompletionToolMessageParam"},
			}},
		},
		Wrappers: []Func{
			{openaiPkg, "", "String"},
			{openaiPkg, "", "Opt"},
			{openaiParam, "", "NewOpt"},
		},
	}
	if major >= 3 {
		// ResponseInputItemParamOfFunctionCallOutput[T](output T), and
		// the output is a union.
		fw.CallSinks = append(fw.CallSinks, CallSink{Func: Func{openaiResponses, "", "ResponseInputItemParamOfFunctionCallOutput"}, Text: 0, Flag: FlagAbsent})
		fw.FieldSinks = append(fw.FieldSinks, FieldSink{Pkg: openaiResponses, Type: "ResponseInputItemFunctionCallOutputOutputUnionParam", Field: "OfString", Flag: FlagAbsent})
	} else {
		// ResponseInputItemParamOfFunctionCallOutput(callID, output string).
		fw.CallSinks = append(fw.CallSinks, CallSink{Func: Func{openaiResponses, "", "ResponseInputItemParamOfFunctionCallOutput"}, Text: 1, Flag: FlagAbsent})
		fw.FieldSinks = append(fw.FieldSinks, FieldSink{Pkg: openaiResponses, Type: "ResponseInputItemFunctionCallOutputParam", Field: "Output", Flag: FlagAbsent})
	}
	return fw
}
