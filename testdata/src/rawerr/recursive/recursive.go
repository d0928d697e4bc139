// Package recursive holds types that are their own elements. Every walk
// over types must end on them (a stack overflow once did): the findings
// below are the ones the same code gives with ordinary types.
package recursive

import (
	"context"
	"encoding/json"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// List is its own element, as some parsers' node lists are.
type List []List

// Tree maps names to trees.
type Tree map[string]Tree

// Nest is a generic type whose instantiations are their own elements.
type Nest[P any] []Nest[P]

// Pair's element instantiates Nest with another argument.
type Pair[P any] []Nest[[]P]

// Exported globals of these types are summarized as facts.
var (
	Root  List
	Names Tree
	Deep  Nest[int]
	Two   Pair[string]
)

// Flatten returns a recursive value; its result is not text.
func Flatten(l List) List { return append(l, Root...) }

// Grow returns a recursive generic value.
func Grow[P any](n Nest[P]) Pair[P] { return Pair[P]{} }

// Node is a tree of plain data: marshalling it cannot fail.
type Node struct {
	Name string
	Kids []Node
	Next *Node
	Tags Tree
}

type In struct{ Path string }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, List, error) {
		Names = Tree{in.Path: Names}
		Two = Grow(Nest[string](nil))
		if _, err := os.ReadFile(in.Path); err != nil {
			return nil, Flatten(Root), err // want `tool read returns the text of an error from os.ReadFile to the model`
		}
		return nil, Root, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "tree"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		b, err := json.Marshal(Node{Name: in.Path})
		if err != nil {
			return nil, nil, err // a path that cannot happen: no finding
		}
		return nil, string(b), nil
	})
}
