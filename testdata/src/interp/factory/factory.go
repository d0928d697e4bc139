// Package factory shows tools that call an operator a constructor or a
// factory returns behind an interface. Where every value the
// constructor returns is of one type of the module, the call is that
// type's method, and the text it forms is traced through it: a foreign
// error it wraps is found. Where the constructor returns several types,
// which one answers is decided at run time, and the text stays of
// unknown origin.
package factory

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/factory/cluster"
)

// IngressFactory makes ingress operators; the tools are given one.
type IngressFactory interface {
	NewIngress(ns string) cluster.Operator
}

// DefaultFactory is the one factory of the module.
type DefaultFactory struct{}

func (DefaultFactory) NewIngress(ns string) cluster.Operator { return &cluster.Ingress{Namespace: ns} }

// quotas returns the quota operator, always one type.
func quotas() cluster.Operator { return &cluster.Quota{Limit: 5} }

func Register(s *server.MCPServer, f IngressFactory) {
	s.AddTool(mcp.NewTool("list_ingresses"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := f.NewIngress(req.GetString("namespace", "")).List(ctx, req.GetString("selector", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Failed to list ingresses: %s", err.Error())), nil // want `tool list_ingresses passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("ingresses"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		op := cluster.NewIngress(req.GetString("namespace", ""))
		out, err := op.List(ctx, req.GetString("selector", ""))
		if err != nil {
			return mcp.NewToolResultError("Failed to list ingresses: " + err.Error()), nil // want `tool ingresses passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("quota"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := quotas().List(ctx, req.GetString("selector", ""))
		if err != nil {
			return mcp.NewToolResultError("Quota failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("by_kind"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := cluster.NewByKind(req.GetString("kind", ""), req.GetString("namespace", "")).List(ctx, "")
		if err != nil {
			return mcp.NewToolResultError("Listing failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	})
}
