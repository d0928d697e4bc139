package frameworks

// GenAI is google.golang.org/genai, the Gemini SDK (checked against
// v1.57.0, the version ADK v1.7.0 uses, and v1.77.0).
//
// In a hand-written loop a function response is a map: by the SDK's
// convention an "error" key carries error details and an "output" key
// the result.
var GenAI = Framework{
	Name: "genai",
	CallSinks: []CallSink{
		{Func: Func{genaiPkg, "", "NewPartFromFunctionResponse"}, Text: 1, Flag: FlagNone, Map: true, ErrorKey: "error"},
		{Func: Func{genaiPkg, "", "NewPartFromFunctionResponseWithParts"}, Text: 1, Flag: FlagNone, Map: true, ErrorKey: "error"},
		{Func: Func{genaiPkg, "", "NewContentFromFunctionResponse"}, Text: 1, Flag: FlagNone, Map: true, ErrorKey: "error"},
	},
	FieldSinks: []FieldSink{
		{Pkg: genaiPkg, Type: "FunctionResponse", Field: "Response", Flag: FlagNone, Map: true, ErrorKey: "error"},
	},
}

const genaiPkg = "google.golang.org/genai"
