// Package mcpgolang serves tools on mcp-golang, whose ToolResponse has
// no error flag: the server flags only the result it builds from a
// handler's returned error. A failure written into the response and
// returned with a nil error goes out as the tool's answer; the same
// words returned as the error, a success, and an empty answer on a
// not-found branch are fine.
package mcpgolang

import (
	"errors"
	"fmt"
	"os"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type readArgs struct {
	Path string `json:"path"`
}

func Register(s *mcp_golang.Server) {
	s.RegisterTool("read_file", "Read a file", func(args readArgs) (*mcp_golang.ToolResponse, error) {
		data, err := os.ReadFile(args.Path)
		if err != nil {
			return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("could not read the file. Not transient; check the path.")), nil // want `tool read_file passes text that reports a failure to mcp_golang.NewTextContent in a result not marked as an error: the model takes it for the answer; return it as the handler's error, the only failure the framework flags`
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(string(data))), nil
	})
	s.RegisterTool("stat_file", "Describe a file", func(args readArgs) (*mcp_golang.ToolResponse, error) {
		info, err := os.Stat(args.Path)
		if errors.Is(err, os.ErrNotExist) {
			return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("No file found at that path.")), nil
		}
		if err != nil {
			return nil, errors.New("could not describe the file. Not transient; check the path.")
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(fmt.Sprintf("%d bytes", info.Size()))), nil
	})
}
