package frameworks

// A ModelAPI is what a model SDK offers a hand-written agent loop: the
// calls that run one model turn, the types one turn's tool calls come
// in, and how the loop answers a call. turnlimit and unanswered read
// these tables (through internal/agentloop); the core does not, so the
// code the core keeps in its SSA does not depend on them.
type ModelAPI struct {
	Name string
	// Turns are the calls that send the conversation to the model and
	// return its reply, streamed or not.
	Turns []Func
	// ToolCalls are the element types a loop over one turn's tool calls
	// ranges over. Union: the type holds every kind of block of a reply
	// (anthropic's ContentBlockUnion, genai's Part), so an element is a
	// tool call only once the code has tested its kind.
	ToolCalls []CallType
	// Answers build the result of one tool call for the next turn.
	Answers []Answer
}

// CallType is the type of one tool call in a model's reply. IDField is
// the field holding the call's id, which the answer must repeat.
type CallType struct {
	Pkg, Name string
	IDField   string
	Union     bool
}

// An Answer builds a tool call's result: a call of Func (ID, Text and
// Flag are argument indexes; ID is -1 where the call takes no id, Flag
// absent where the API has no error flag), or, with an empty Func.Name, a literal of the struct type
// Func.Pkg.Func.Recv whose IDField holds the call's id and TextField the
// text; Fields are the fields the literal sets to make it a tool result
// (go-openai's Role: "tool").
type Answer struct {
	Func      Func
	ID, Text  int
	Flag      Arg
	IDField   string
	TextField string
	Fields    map[string]string
}

// ModelAPIs are the model SDKs whose hand-written loops the loop passes
// read.
var ModelAPIs = []ModelAPI{
	anthropicLoop(anthropicV2Path), anthropicLoop(anthropicV1Path),
	openaiLoop("github.com/openai/openai-go/v3", 3), openaiLoop("github.com/openai/openai-go/v2", 2), openaiLoop("github.com/openai/openai-go", 1),
	{
		Name: "go-openai",
		Turns: []Func{
			{goopenaiPkg, "Client", "CreateChatCompletion"},
			{goopenaiPkg, "Client", "CreateChatCompletionStream"},
		},
		ToolCalls: []CallType{{Pkg: goopenaiPkg, Name: "ToolCall", IDField: "ID"}},
		Answers: []Answer{{Func: Func{Pkg: goopenaiPkg, Recv: "ChatCompletionMessage"}, IDField: "ToolCallID", TextField: "Content",
			Fields: map[string]string{"Role": "tool"}}},
	},
	{
		Name: "genai",
		Turns: []Func{
			{genaiPkg, "Models", "GenerateContent"},
			{genaiPkg, "Models", "GenerateContentStream"},
			{genaiPkg, "Chat", "SendMessage"},
			{genaiPkg, "Chat", "SendMessageStream"},
		},
		ToolCalls: []CallType{
			{Pkg: genaiPkg, Name: "FunctionCall", IDField: "ID"},
			{Pkg: genaiPkg, Name: "Part", Union: true},
		},
		// A function response answers a call by its name, and its
		// text is a map: a fix would have to choose the keys.
		Answers: []Answer{
			{Func: Func{genaiPkg, "", "NewPartFromFunctionResponse"}, ID: 0, Text: 1},
			{Func: Func{Pkg: genaiPkg, Recv: "FunctionResponse"}, IDField: "Name", TextField: "Response"},
		},
	},
}

// anthropicLoop is the table of the anthropic SDK at import path mod
// (checked against v2.15.0 and v1.63.1): Messages.New and its beta.
func anthropicLoop(mod string) ModelAPI {
	return ModelAPI{
		Name: "anthropic",
		Turns: []Func{
			{mod, "MessageService", "New"},
			{mod, "MessageService", "NewStreaming"},
			{mod, "BetaMessageService", "New"},
			{mod, "BetaMessageService", "NewStreaming"},
		},
		ToolCalls: []CallType{
			{Pkg: mod, Name: "ContentBlockUnion", IDField: "ID", Union: true},
			{Pkg: mod, Name: "BetaContentBlockUnion", IDField: "ID", Union: true},
			{Pkg: mod, Name: "ToolUseBlock", IDField: "ID"},
			{Pkg: mod, Name: "BetaToolUseBlock", IDField: "ID"},
		},
		Answers: []Answer{
			{Func: Func{mod, "", "NewToolResultBlock"}, ID: 0, Text: 1, Flag: Argument(2)},
			{Func: Func{mod, "", "NewBetaToolResultBlock"}, ID: 0, Text: 1, Flag: Argument(2)},
			{Func: Func{Pkg: mod, Recv: "ToolResultBlockParam"}, IDField: "ToolUseID"},
			{Func: Func{Pkg: mod, Recv: "BetaToolResultBlockParam"}, IDField: "ToolUseID"},
		},
	}
}

// openaiLoop is the table of major version major of openai-go at import
// path mod (checked against v3.98.0, v2.7.1 and v1.12.0): Chat
// Completions and Responses. In v3 a function-call output takes the
// output alone; before, the call id first.
func openaiLoop(mod string, major int) ModelAPI {
	responses := mod + "/responses"
	output := Answer{Func: Func{responses, "", "ResponseInputItemParamOfFunctionCallOutput"}, ID: 0, Text: 1}
	if major >= 3 {
		output.ID, output.Text = -1, 0
	}
	return ModelAPI{
		Name: "openai-go",
		Turns: []Func{
			{mod, "ChatCompletionService", "New"},
			{mod, "ChatCompletionService", "NewStreaming"},
			{responses, "ResponseService", "New"},
			{responses, "ResponseService", "NewStreaming"},
		},
		ToolCalls: []CallType{
			{Pkg: mod, Name: "ChatCompletionMessageToolCallUnion", IDField: "ID"},
			{Pkg: mod, Name: "ChatCompletionMessageToolCall", IDField: "ID"},
			{Pkg: responses, Name: "ResponseOutputItemUnion", IDField: "CallID", Union: true},
			{Pkg: responses, Name: "ResponseFunctionToolCall", IDField: "CallID"},
		},
		Answers: []Answer{
			// ToolMessage(content, toolCallID)
			{Func: Func{mod, "", "ToolMessage"}, ID: 1, Text: 0},
			{Func: Func{Pkg: mod, Recv: "ChatCompletionToolMessageParam"}, IDField: "ToolCallID"},
			output,
			{Func: Func{Pkg: responses, Recv: "ResponseInputItemFunctionCallOutputParam"}, IDField: "CallID"},
		},
	}
}
