package anthropic

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/packages/param"
)

// BetaContentBlockParamUnion (betamessage.go:10889).
type BetaContentBlockParamUnion struct {
	OfText       *BetaTextBlockParam       `json:",omitzero,inline"`
	OfToolResult *BetaToolResultBlockParam `json:",omitzero,inline"`
}

// NewBetaToolResultBlock (betamessage.go:10704).
func NewBetaToolResultBlock(toolUseID string, content string, isError bool) BetaContentBlockParamUnion {
	p := NewBetaToolResultTextBlockParam(toolUseID, content, isError)
	return BetaContentBlockParamUnion{OfToolResult: &p}
}

// BetaTextBlockParam (betamessage.go:18140).
type BetaTextBlockParam struct {
	Text string `json:"text"`
}

// BetaToolResultBlockParam (betamessage.go:20356).
type BetaToolResultBlockParam struct {
	ToolUseID   string                                 `json:"tool_use_id"`
	ToolsetName param.Opt[string]                      `json:"toolset_name,omitzero"`
	IsError     param.Opt[bool]                        `json:"is_error,omitzero"`
	Content     []BetaToolResultBlockParamContentUnion `json:"content,omitzero"`
}

// NewBetaToolResultTextBlockParam (betamessage.go:20377).
func NewBetaToolResultTextBlockParam(toolUseID string, text string, isError bool) BetaToolResultBlockParam {
	var p BetaToolResultBlockParam
	p.ToolUseID = toolUseID
	p.IsError = param.Opt[bool]{Value: isError}
	p.Content = []BetaToolResultBlockParamContentUnion{
		{OfText: &BetaTextBlockParam{Text: text}},
	}
	return p
}

// BetaToolResultBlockParamContentUnion (betamessage.go:20390).
type BetaToolResultBlockParamContentUnion struct {
	OfText *BetaTextBlockParam `json:",omitzero,inline"`
}

// BetaToolInputSchemaParam (betamessage.go:19574).
type BetaToolInputSchemaParam struct {
	Properties  any            `json:"properties,omitzero"`
	Required    []string       `json:"required,omitzero"`
	ExtraFields map[string]any `json:"-"`
}

// BetaTool is a tool the BetaToolRunner executes (betatoolrunner.go:27).
type BetaTool interface {
	Name() string
	Description() string
	InputSchema() BetaToolInputSchemaParam
	Execute(ctx context.Context, input json.RawMessage) ([]BetaToolResultBlockParamContentUnion, error)
}
