// Package outputs answers tool calls with openai-go, which real
// projects still pin: tool messages as in v3, and Responses
// function-call outputs whose text is the second argument of
// ResponseInputItemParamOfFunctionCallOutput or the Output string field.
package outputs

import (
	"log"
	"os"
	"strconv"

	"github.com/openai/openai-go"
	"github.com/openai/openai-go/responses"
)

// Message answers a read_file call in Chat Completions.
func Message(id, path string) openai.ChatCompletionMessageParamUnion {
	b, err := os.ReadFile(path)
	if err != nil {
		return openai.ToolMessage("read failed: "+err.Error(), id) // want `interp: this tool result passes text interpolating an error from os.ReadFile to openai.ToolMessage`
	}
	return openai.ToolMessage(string(b), id)
}

// Output answers a square call in the Responses API.
func Output(call responses.ResponseFunctionToolCall) responses.ResponseInputItemUnionParam {
	n, err := strconv.Atoi(call.Arguments)
	if err != nil {
		return responses.ResponseInputItemParamOfFunctionCallOutput(call.CallID, err.Error()) // want `rawerr: this tool result passes the text of an error from strconv.Atoi to responses.ResponseInputItemParamOfFunctionCallOutput`
	}
	return responses.ResponseInputItemParamOfFunctionCallOutput(call.CallID, strconv.Itoa(n*n))
}

// Literal answers with a literal function-call output.
func Literal(call responses.ResponseFunctionToolCall) responses.ResponseInputItemUnionParam {
	if _, err := os.Stat(call.Arguments); err != nil {
		log.Printf("stat: %v", err)
		return responses.ResponseInputItemUnionParam{OfFunctionCallOutput: &responses.ResponseInputItemFunctionCallOutputParam{
			CallID: call.CallID,
			Output: err.Error(), // want `rawerr: this tool result puts the text of an error from os.Stat in responses.ResponseInputItemFunctionCallOutputParam.Output`
		}}
	}
	return responses.ResponseInputItemUnionParam{OfFunctionCallOutput: &responses.ResponseInputItemFunctionCallOutputParam{CallID: call.CallID, Output: "exists"}}
}
