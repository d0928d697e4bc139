// Package methods registers method values with mcp-golang: the methods
// of another package's client (found there, by their shape), and a bound
// method of this package's own type, which is the declared method.
package methods

import (
	"fmt"
	"os"

	mcp_golang "github.com/metoro-io/mcp-golang"

	"frameworks/mcpgolang/methods/chat"
)

type notes struct{ dir string }

type ReadArgs struct {
	Name string `json:"name"`
}

func (n *notes) read(args ReadArgs) (*mcp_golang.ToolResponse, error) {
	b, err := os.ReadFile(n.dir + "/" + args.Name)
	if err != nil {
		return nil, fmt.Errorf("read note: %w", err) // want `interp: tool read_note returns text interpolating an error from os.ReadFile to the model`
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(string(b))), nil
}

// Register adds the tools to s.
func Register(s *mcp_golang.Server, c *chat.Client) error {
	n := &notes{dir: "/var/notes"}
	if err := s.RegisterTool("read_note", "Read a note.", n.read); err != nil {
		return err
	}
	if err := s.RegisterTool("me", "Who am I.", c.Me); err != nil {
		return err
	}
	return s.RegisterTool("send", "Send a message.", c.Send)
}
