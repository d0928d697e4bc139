// Package responses is a stub of
// github.com/openai/openai-go/v3/responses v3.98.0. Function-call outputs
// have no error flag.
package responses

import "github.com/openai/openai-go/v3/packages/param"

// ResponseFunctionToolCall (responses/response.go:10674).
type ResponseFunctionToolCall struct {
	Arguments string `json:"arguments"`
	CallID    string `json:"call_id"`
	Name      string `json:"name"`
	ID        string `json:"id"`
}

// ResponseInputItemUnionParam (responses/response.go:15687).
type ResponseInputItemUnionParam struct {
	OfFunctionCallOutput   *ResponseInputItemFunctionCallOutputParam `json:",omitzero,inline"`
	OfCustomToolCallOutput *ResponseCustomToolCallOutputParam        `json:",omitzero,inline"`
}

// ResponseFunctionCallOutputItemUnionParam (responses/response.go:9729).
type ResponseFunctionCallOutputItemUnionParam struct{}

// ResponseFunctionCallOutputItemListParam (responses/response.go:9883).
type ResponseFunctionCallOutputItemListParam []ResponseFunctionCallOutputItemUnionParam

// ResponseInputItemParamOfFunctionCallOutput (responses/response.go:15546):
// no call ID argument in v3.98.0.
func ResponseInputItemParamOfFunctionCallOutput[T string | ResponseFunctionCallOutputItemListParam](output T) ResponseInputItemUnionParam {
	var functionCallOutput ResponseInputItemFunctionCallOutputParam
	switch v := any(output).(type) {
	case string:
		functionCallOutput.Output.OfString = param.NewOpt(v)
	case ResponseFunctionCallOutputItemListParam:
		functionCallOutput.Output.OfResponseFunctionCallOutputItemArray = v
	}
	return ResponseInputItemUnionParam{OfFunctionCallOutput: &functionCallOutput}
}

// ResponseCustomToolCallOutputOutputOutputContentListItemUnionParam (responses/response.go).
type ResponseCustomToolCallOutputOutputOutputContentListItemUnionParam struct{}

// ResponseCustomToolCallOutputParam (responses/response.go).
type ResponseCustomToolCallOutputParam struct {
	CallID string `json:"call_id"`
}

// ResponseInputItemParamOfCustomToolCallOutput (responses/response.go:15656).
func ResponseInputItemParamOfCustomToolCallOutput[
	T string | []ResponseCustomToolCallOutputOutputOutputContentListItemUnionParam,
](callID string, output T) ResponseInputItemUnionParam {
	return ResponseInputItemUnionParam{OfCustomToolCallOutput: &ResponseCustomToolCallOutputParam{CallID: callID}}
}

// ResponseInputItemFunctionCallOutputParam (responses/response.go:17085).
type ResponseInputItemFunctionCallOutputParam struct {
	Output ResponseInputItemFunctionCallOutputOutputUnionParam `json:"output,omitzero"`
	ID     param.Opt[string]                                   `json:"id,omitzero"`
	CallID param.Opt[string]                                   `json:"call_id,omitzero"`
	Name   param.Opt[string]                                   `json:"name,omitzero"`
	Status string                                              `json:"status,omitzero"`
}

// ResponseInputItemFunctionCallOutputOutputUnionParam (responses/response.go:17129).
type ResponseInputItemFunctionCallOutputOutputUnionParam struct {
	OfString                              param.Opt[string]                       `json:",omitzero,inline"`
	OfResponseFunctionCallOutputItemArray ResponseFunctionCallOutputItemListParam `json:",omitzero,inline"`
}
