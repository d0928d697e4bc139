// Package clientsetup builds the client of its secrets store from the
// server's settings in a helper every tool calls first, and shows that
// helper's error in its text. The helper fails only on set-up (no token,
// a client that cannot be built from the settings): the fix says no
// retry will help and that the tool is not configured. The store's own
// failures, once the client exists, decide nothing and get the bounded
// sentence, as does the module's own NewClient, which asks the store.
package clientsetup

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"

	"example.com/secrets"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// storeClient builds the store's client for a call.
func storeClient() (*secrets.Client, error) {
	token := os.Getenv("STORE_TOKEN")
	if token == "" {
		return nil, errors.New("store token not provided")
	}
	c, err := secrets.NewClient(secrets.Config{Address: os.Getenv("STORE_ADDR"), Token: token})
	if err != nil {
		return nil, fmt.Errorf("building the store client: %v", err)
	}
	return c, nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_entry", mcp.WithString("path")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := storeClient()
		if err != nil {
			log.Printf("read_entry: %v", err)
			return mcp.NewToolResultError(fmt.Sprintf("Failed to get store client: %v", err)), nil // want `tool read_entry passes text interpolating an error from example.com/secrets.NewClient to mcp.NewToolResultError`
		}
		v, err := c.Read(req.GetString("path", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to read entry: %v", err)), nil // want `tool read_entry passes text interpolating an error from \(\*example.com/secrets.Client\).Read to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(v), nil
	})
}

// NewClient is the module's own constructor: it also asks the store
// whether it answers, so its failure may pass on a retry. Its name
// decides nothing; what it returns does.
func NewClient() (*secrets.Client, error) {
	c, err := secrets.NewClient(secrets.Config{Address: os.Getenv("STORE_ADDR")})
	if err != nil {
		return nil, err
	}
	if _, err := c.Read("health"); err != nil {
		return nil, err
	}
	return c, nil
}

func RegisterChecked(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_checked", mcp.WithString("path")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := NewClient()
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Failed to get store client: %v", err)), nil // want `tool read_checked passes text interpolating an error from example.com/secrets.NewClient and 1 more to mcp.NewToolResultError`
		}
		v, _ := c.Read(req.GetString("path", ""))
		return mcp.NewToolResultText(v), nil
	})
}
