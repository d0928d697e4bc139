// Package executors registers its tools through an adapter that runs an
// executor behind an interface of the module's own; what an executor
// returns is what the adapter shows the model. The adapter's one closure
// serves both tools, so the executor's finding names no tool rather
// than whichever was registered first.
package executors

import (
	"context"
	"errors"
	"log"
	"os"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Executor runs one tool.
type Executor interface {
	Execute(ctx context.Context, args map[string]any) (string, error)
}

// CreateToolHandler adapts an executor to mcp-go.
func CreateToolHandler(e Executor) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := e.Execute(ctx, nil)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

type diskExecutor struct{ root string }

func (d *diskExecutor) Execute(ctx context.Context, args map[string]any) (string, error) {
	b, err := os.ReadFile(d.root + "/status")
	if err != nil {
		return "", err
	}
	return string(b), nil
}

type pingExecutor struct{}

func (pingExecutor) Execute(ctx context.Context, args map[string]any) (string, error) {
	if err := exec.CommandContext(ctx, "ping", "-c1", "example.com").Run(); err != nil {
		log.Printf("ping: %v", err)
		return "", errors.New("the host did not answer. Transient; retrying may succeed.")
	}
	return "pong", nil
}

func NewDiskExecutor(root string) *diskExecutor { return &diskExecutor{root: root} }

// Register registers the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("disk_status"), CreateToolHandler(NewDiskExecutor("/srv"))) // want `tool handler \(\*executors.diskExecutor\).Execute passes the text of an error from os.ReadFile to mcp.NewToolResultError through executors.CreateToolHandler`
	s.AddTool(mcp.NewTool("ping"), CreateToolHandler(pingExecutor{}))
}

// waitTool returns the request context's own error text once it is
// done: the client has gone, and nobody reads it.
func waitTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	<-ctx.Done()
	return mcp.NewToolResultError(ctx.Err().Error()), nil
}
