// Package anthropic is a hand-written Anthropic agent loop that sends
// failures in tool results without is_error, and some that are fine.
package anthropic

import (
	"context"
	"encoding/json"
	"os"

	anthropic "github.com/anthropics/anthropic-sdk-go/v2"
)

type call struct {
	ID, Name string
	Input    json.RawMessage
}

func results(ctx context.Context, calls []call) []anthropic.ContentBlockParamUnion {
	var out []anthropic.ContentBlockParamUnion
	for _, c := range calls {
		b, err := os.ReadFile(c.Name)
		if err != nil {
			out = append(out, anthropic.NewToolResultBlock(c.ID, "could not read the file. Not transient; check the name.", false)) // want `this tool result passes text that reports a failure to anthropic.NewToolResultBlock in a result not marked as an error`
			continue
		}
		out = append(out, anthropic.NewToolResultBlock(c.ID, string(b), false))
	}
	return out
}

func literals(calls []call) []anthropic.ContentBlockParamUnion {
	var out []anthropic.ContentBlockParamUnion
	for _, c := range calls {
		if _, err := os.Stat(c.Name); err != nil {
			block := anthropic.ToolResultBlockParam{
				ToolUseID: c.ID,
				Content: []anthropic.ToolResultBlockParamContentUnion{{
					OfText: &anthropic.TextBlockParam{Text: "the file is missing. Not transient; check the name."}, // want `this tool result puts text that reports a failure in anthropic.TextBlockParam.Text in a result not marked as an error`
				}},
			}
			out = append(out, anthropic.ContentBlockParamUnion{OfToolResult: &block})
			continue
		}
		flagged := anthropic.ToolResultBlockParam{
			ToolUseID: c.ID,
			IsError:   anthropic.Bool(true),
			Content: []anthropic.ToolResultBlockParamContentUnion{{
				OfText: &anthropic.TextBlockParam{Text: "fine"},
			}},
		}
		out = append(out, anthropic.ContentBlockParamUnion{OfToolResult: &flagged})
	}
	return out
}
