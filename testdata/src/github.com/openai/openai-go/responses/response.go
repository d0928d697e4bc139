// Package responses is a stub of
// github.com/openai/openai-go/responses v1.12.0. Function-call outputs
// have no error flag; unlike v3, the output is a plain string and
// ResponseInputItemParamOfFunctionCallOutput takes the call ID first.
package responses

type ResponseFunctionToolCall struct {
	Arguments string `json:"arguments"`
	CallID    string `json:"call_id"`
	Name      string `json:"name"`
	ID        string `json:"id"`
}

type ResponseInputItemUnionParam struct {
	OfFunctionCallOutput *ResponseInputItemFunctionCallOutputParam `json:",omitzero,inline"`
}

func ResponseInputItemParamOfFunctionCallOutput(callID string, output string) ResponseInputItemUnionParam {
	return ResponseInputItemUnionParam{OfFunctionCallOutput: &ResponseInputItemFunctionCallOutputParam{CallID: callID, Output: output}}
}

type ResponseInputItemFunctionCallOutputParam struct {
	CallID string `json:"call_id,required"`
	Output string `json:"output,required"`
	Status string `json:"status,omitzero"`
}
