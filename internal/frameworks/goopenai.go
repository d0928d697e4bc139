package frameworks

// GoOpenAI is github.com/sashabaranov/go-openai (checked against v1.43.0).
//
// A tool result is a ChatCompletionMessage with the role "tool" (or the
// legacy "function"); there is no error flag, no runner, and the user
// writes the loop.
var GoOpenAI = Framework{
	Name: "go-openai",
	FieldSinks: []FieldSink{
		{Pkg: goopenaiPkg, Type: "ChatCompletionMessage", Field: "Content", Flag: FlagAbsent, Within: goopenaiToolMessage},
		{Pkg: goopenaiPkg, Type: "ChatMessagePart", Field: "Text", Flag: FlagAbsent, Within: goopenaiToolMessage},
		{Pkg: goopenaiPkg, Type: "ToolOutput", Field: "Output", Flag: FlagAbsent},
		{Pkg: goopenaiPkg, Type: "ResponseFunctionCallOutput", Field: "Output", Flag: FlagAbsent},
	},
}

var goopenaiToolMessage = []Container{
	{Pkg: goopenaiPkg, Type: "ChatCompletionMessage", Field: "Role", Values: []string{"tool", "function"}},
}

const goopenaiPkg = "github.com/sashabaranov/go-openai"
