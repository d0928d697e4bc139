package fixes

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"runtime/debug"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ledger struct {
	Held  int `json:"held"`
	Total int `json:"total"`
}

func (c *Catalog) auditStock(ctx context.Context, req *mcp.CallToolRequest, in SKUIn) (*mcp.CallToolResult, any, error) {
	resp, err := c.http.Get(c.base + "/ledger/" + in.SKU)
	if err != nil {
		log.Printf("audit_stock %s: %v", in.SKU, err)
		return nil, nil, errors.New("the stock service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	var l ledger
	if err := json.NewDecoder(resp.Body).Decode(&l); err != nil {
		log.Printf("audit_stock %s: decoding: %v", in.SKU, err)
		return nil, nil, errors.New("the stock service sent an unreadable ledger. Transient; retry once.")
	}
	if l.Held > l.Total {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("the stock ledger is inconsistent:\n%s", debug.Stack())}}, // want `tool audit_stock puts a stack trace from runtime/debug.Stack in mcp.TextContent.Text`
		}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "the stock ledger is consistent"}}}, l, nil
}
