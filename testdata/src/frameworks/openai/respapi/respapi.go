// Package respapi answers OpenAI Responses function calls: a
// function_call_output has no error flag either.
package respapi

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"strconv"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
)

func readNote(name string) (string, error) {
	b, err := os.ReadFile("/srv/notes/" + name)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// Outputs answers the function calls of a response.
func Outputs(ctx context.Context, calls []responses.ResponseFunctionToolCall) []responses.ResponseInputItemUnionParam {
	var items []responses.ResponseInputItemUnionParam
	for _, call := range calls {
		switch call.Name {
		case "read_note":
			text, err := readNote(call.Arguments)
			if err != nil {
				item := responses.ResponseInputItemParamOfFunctionCallOutput(err.Error()) // want `rawerr: this tool result passes the text of an error from os.ReadFile to responses.ResponseInputItemParamOfFunctionCallOutput`
				item.OfFunctionCallOutput.CallID = openai.String(call.CallID)
				items = append(items, item)
				continue
			}
			item := responses.ResponseInputItemParamOfFunctionCallOutput(text)
			item.OfFunctionCallOutput.CallID = openai.String(call.CallID)
			items = append(items, item)
		case "square":
			n, err := strconv.Atoi(call.Arguments)
			if err != nil {
				items = append(items, responses.ResponseInputItemParamOfCustomToolCallOutput(call.CallID, fmt.Sprintf("not a number: %v", err))) // want `interp: this tool result passes text interpolating an error from strconv.Atoi to responses.ResponseInputItemParamOfCustomToolCallOutput`
				continue
			}
			items = append(items, responses.ResponseInputItemParamOfCustomToolCallOutput(call.CallID, strconv.Itoa(n*n)))
		}
	}
	return items
}

var errQuota = errors.New("the note quota is used up")

// Save answers with a literal function_call_output.
func Save(call responses.ResponseFunctionToolCall, used int) responses.ResponseInputItemUnionParam {
	if err := checkQuota(used); err != nil {
		log.Printf("save_note: %v", err)
		return responses.ResponseInputItemUnionParam{OfFunctionCallOutput: &responses.ResponseInputItemFunctionCallOutputParam{
			CallID: openai.String(call.CallID),
			Output: responses.ResponseInputItemFunctionCallOutputOutputUnionParam{OfString: openai.String(err.Error())}, // want `retryable: this tool result puts the failure report "the note quota is used up" in responses.ResponseInputItemFunctionCallOutputOutputUnionParam.OfString with no retry decision`
		}}
	}
	return responses.ResponseInputItemUnionParam{OfFunctionCallOutput: &responses.ResponseInputItemFunctionCallOutputParam{
		CallID: openai.String(call.CallID),
		Output: responses.ResponseInputItemFunctionCallOutputOutputUnionParam{OfString: openai.String("saved")},
	}}
}

func checkQuota(used int) error {
	if used > 100 {
		return errQuota
	}
	return nil
}
