// Package longtail serves tools with a framework that has no table
// (example.com/tinymcp): results and registrations are recognised by
// their MCP shape. What the framework does with a returned error is not
// known, so a returned error is not judged.
package longtail

import (
	"context"
	"fmt"
	"log"
	"os"

	"example.com/tinymcp/protocol"
	"example.com/tinymcp/server"
)

func Register(s *server.Server) {
	s.AddTool("read_file", readFile)
	s.AddTool("stat_file", statFile)
}

func readFile(ctx context.Context, args map[string]any) (*protocol.CallToolResponse, error) {
	path, _ := args["path"].(string)
	b, err := os.ReadFile(path)
	if err != nil {
		return &protocol.CallToolResponse{
			Content: []protocol.ToolContent{{Type: "text", Text: err.Error()}}, // want `tool read_file puts the text of an error from os.ReadFile in protocol.ToolContent.Text`
			IsError: true,
		}, nil
	}
	return protocol.NewTextResponse(string(b)), nil
}

func statFile(ctx context.Context, args map[string]any) (*protocol.CallToolResponse, error) {
	path, _ := args["path"].(string)
	fi, err := os.Stat(path)
	if err != nil {
		return protocol.NewErrorResponse(err.Error()), nil // want `tool stat_file passes the text of an error from os.Stat to protocol.NewErrorResponse`
	}
	if fi.IsDir() {
		// Returned errors are the framework's business: not judged.
		return nil, fmt.Errorf("stat %s: %w", path, os.ErrInvalid)
	}
	return protocol.NewTextResponse(fi.Name()), nil
}

// describe fills a note, which is no tool result.
func describe(path string) protocol.Note {
	_, err := os.Stat(path)
	if err != nil {
		log.Print(err)
		return protocol.Note{Type: "text", Text: err.Error()}
	}
	return protocol.Note{Type: "text", Text: "ok"}
}
