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

// params reads the arguments of a call, the way a module wraps its
// framework's request to read them by name.
type params struct {
	req     mcp.CallToolRequest
	missing []string
}

func wrap(req mcp.CallToolRequest) *params { return &params{req: req} }

// required reads an argument the tool declares.
func (p *params) required(name string) string {
	v := p.req.GetString(name, "")
	if v == "" {
		p.missing = append(p.missing, name)
	}
	return v
}

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
	s.AddTool(mcp.NewTool("container_logs"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		opts := &podlogs.LogOptions{Previous: req.GetBool("previous_container", false), Container: req.GetString("container_name", "")}
		stream, err := c.Pods(req.GetString("namespace", "")).GetLogs(req.GetString("pod_name", ""), opts).Stream(ctx)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to get logs: %v", err)), nil // want `tool container_logs passes text interpolating an error from \(\*example.com/podlogs.Request\).Stream to mcp.NewToolResultError`
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
	s.AddTool(mcp.NewTool("pod_status", mcp.WithString("pod_name")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		p := wrap(req)
		name := p.required("pod_name")
		if len(p.missing) > 0 {
			return mcp.NewToolResultError("pod_name is required. Not transient; set pod_name."), nil
		}
		phase, err := c.Status(ctx, name)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to read the pod's status: %v", err)), nil // want `tool pod_status passes text interpolating an error from \(\*example.com/podlogs.Client\).Status to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(phase), nil
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
