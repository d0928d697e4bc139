package argwords

import (
	"context"
	"errors"
	"fmt"

	"example.com/graph"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Registrar is the module's own face of the server: its tools register
// through it, each tool beside its handler, so the call names the
// handler's tool although no framework function is called there.
type Registrar interface {
	AddTool(mcp.Tool, server.ToolHandlerFunc)
}

// Pairs registers two tools at once: which handler serves which tool
// the call does not show, so it names neither.
type Pairs interface {
	AddPair(first, second mcp.Tool, firstHandler, secondHandler server.ToolHandlerFunc)
}

func RegisterNodes(r Registrar, p Pairs, c *graph.Client) {
	r.AddTool(mcp.NewTool("get_node", mcp.WithString("name")), getNodeHandler(c))
	p.AddPair(mcp.NewTool("drain_node", mcp.WithString("name")), mcp.NewTool("cordon_node", mcp.WithString("name")), drainNodeHandler(c), drainNodeHandler(c))
}

// Node is a node of the cluster, named by the tool's argument.
type Node struct{ Name string }

// Get refuses a node without a name in words that name the argument,
// and passes the service's error on.
func (n *Node) Get(ctx context.Context, c *graph.Client) (string, error) {
	if n.Name == "" {
		return "", errors.New("node name is required")
	}
	if err := c.Query(ctx, nil, map[string]any{"name": n.Name}); err != nil {
		return "", fmt.Errorf("failed to get node %q: %w", n.Name, err)
	}
	return n.Name, nil
}

// getNodeHandler's node holds the name argument: the struct literal is
// copied into the variable whose method is called.
func getNodeHandler(c *graph.Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		node := Node{Name: req.GetString("name", "")}
		out, err := node.Get(ctx, c)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Failed to get node: %s", err.Error())), nil // want `tool get_node passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	}
}

func drainNodeHandler(c *graph.Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.Query(ctx, nil, map[string]any{"drain": req.GetString("name", "")}); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Failed to drain node: %v", err)), nil // want `the tool handler \(a function literal in drainNodeHandler\) passes text interpolating an error from \(\*example.com/graph.Client\).Query to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("drained"), nil
	}
}
