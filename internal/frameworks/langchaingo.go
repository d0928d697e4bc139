package frameworks

// LangChainGo is github.com/tmc/langchaingo (checked against v0.1.14).
//
// A tools.Tool's Call result is the observation the model reads; there
// is no error flag. A returned error aborts the agent run (the model
// reads nothing, and the string returned with it is dropped).
var LangChainGo = Framework{
	Name: "langchaingo",
	Implementations: []Implementation{
		{Pkg: langchaingoTools, Iface: "Tool", Method: "Call", NameMethod: "Name", Errors: ErrorAborts, Results: ResultsText},
	},
	FieldSinks: []FieldSink{
		{Pkg: langchaingoLLMs, Type: "ToolChatMessage", Field: "Content", Flag: FlagAbsent},
		{Pkg: langchaingoLLMs, Type: "ToolCallResponse", Field: "Content", Flag: FlagAbsent},
	},
}

const (
	langchaingoTools = "github.com/tmc/langchaingo/tools"
	langchaingoLLMs  = "github.com/tmc/langchaingo/llms"
)
