package fixes

import (
	"os"

	anthropic "github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func results(ids []string) []anthropic.ContentBlockParamUnion {
	var out []anthropic.ContentBlockParamUnion
	for _, id := range ids {
		if _, err := os.Stat(id); err != nil {
			out = append(out, anthropic.NewToolResultBlock(id, "the file is missing. Not transient; check the name.", false))                                                                                               // want `this tool result passes text that reports a failure to anthropic.NewToolResultBlock`
			block := anthropic.ToolResultBlockParam{ToolUseID: id, Content: []anthropic.ToolResultBlockParamContentUnion{{OfText: &anthropic.TextBlockParam{Text: "the file is missing. Not transient; check the name."}}}} // want `this tool result puts text that reports a failure in anthropic.TextBlockParam.Text`
			out = append(out, anthropic.ContentBlockParamUnion{OfToolResult: &block})
		}
	}
	return out
}

func sdkResult(path string) *mcp.CallToolResult {
	if _, err := os.Stat(path); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "stat failed: " + err.Error()}}} // want `this tool result puts text that reports a failure in mcp.TextContent.Text`
	}
	return nil
}
