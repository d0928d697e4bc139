// Package chainargs hands the tool's arguments to a call that builds
// the request another call sends, and reads what a failed call
// answered beside its error. The fix's one sentence asks the model to
// check the arguments the chain was given before its one retry; a
// chain built from constants names none.
package chainargs

import (
	"context"
	"fmt"
	"io"

	"example.com/atlas"
	"example.com/podlogs"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type historyInput struct {
	IssueKey string `json:"issue_key"`
}

func Register(s *server.MCPServer, c *podlogs.Client, a *atlas.Client) {
	s.AddTool(mcp.NewTool("pod_logs"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		namespace := req.GetString("namespace", "default")
		pod := req.GetString("pod_name", "")
		stream, err := c.Pods(namespace).GetLogs(pod, &podlogs.LogOptions{}).Stream(ctx)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to get logs: %v", err)), nil // want `tool pod_logs passes text interpolating an error from \(\*example.com/podlogs.Request\).Stream to mcp.NewToolResultError`
		}
		defer stream.Close()
		b, _ := io.ReadAll(stream)
		return mcp.NewToolResultText(string(b)), nil
	})
	s.AddTool(mcp.NewTool("system_logs"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		stream, err := c.Pods("kube-system").GetLogs("etcd", &podlogs.LogOptions{}).Stream(ctx)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to get logs: %v", err)), nil // want `tool system_logs passes text interpolating an error from \(\*example.com/podlogs.Request\).Stream to mcp.NewToolResultError`
		}
		defer stream.Close()
		b, _ := io.ReadAll(stream)
		return mcp.NewToolResultText(string(b)), nil
	})
	s.AddTool(mcp.NewTool("issue_history"), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, in historyInput) (*mcp.CallToolResult, error) {
		issue, resp, err := a.GetIssue(ctx, in.IssueKey)
		if err != nil {
			if resp != nil {
				return mcp.NewToolResultError(fmt.Sprintf("failed to get issue history (status %d)", resp.Code)), nil
			}
			return mcp.NewToolResultError(fmt.Sprintf("failed to get issue history: %v", err)), nil // want `tool issue_history passes text interpolating an error from \(\*example.com/atlas.Client\).GetIssue to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(issue.Key), nil
	}))
}
