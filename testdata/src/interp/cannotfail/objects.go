package cannotfail

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

type object struct {
	Metadata metav1.ObjectMeta `json:"metadata"`
	Kind     string            `json:"kind"`
}

// Kubernetes' API types encode their times as text
// (frameworks.SafeMarshalers): an object of strings and such times
// always encodes.
func describeObject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := json.Marshal(object{Metadata: metav1.ObjectMeta{Name: req.GetString("name", "")}, Kind: "Pod"})
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the object: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
