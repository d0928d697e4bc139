// Package timetools registers go-mcp tools. A handler's returned error
// becomes a JSON-RPC error whose message is err.Error(); a result flagged
// IsError (a field, or NewCallToolResult's second argument) is a tool
// error the model reads.
package timetools

import (
	"context"
	"fmt"
	"log"
	"time"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

// Register adds the tools to s.
func Register(s *server.Server) error {
	tool, err := protocol.NewTool("current_time", "Current time in a zone.", struct{}{})
	if err != nil {
		return err
	}
	s.RegisterTool(tool, currentTime)
	s.RegisterTool(&protocol.Tool{Name: "parse_duration"}, parseDuration)
	s.RegisterTool(&protocol.Tool{Name: "zone_offset"}, zoneOffset)
	return nil
}

func currentTime(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	zone, _ := req.Arguments["timezone"].(string)
	loc, err := time.LoadLocation(zone)
	if err != nil {
		return nil, fmt.Errorf("load location: %w", err) // want `protocolerr: tool current_time returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return &protocol.CallToolResult{Content: []protocol.Content{&protocol.TextContent{Type: "text", Text: time.Now().In(loc).String()}}}, nil
}

func parseDuration(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	s, _ := req.Arguments["duration"].(string)
	d, err := time.ParseDuration(s)
	if err != nil {
		return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: err.Error()}}, true), nil // want `rawerr: tool parse_duration puts the text of an error from time.ParseDuration in protocol.TextContent.Text`
	}
	if d < 0 {
		return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: "negative duration"}}, true), nil // want `retryable: tool parse_duration puts the error "negative duration" in protocol.TextContent.Text with no retry decision`
	}
	if d > 24*time.Hour {
		log.Printf("parse_duration: %s too long", d)
		return &protocol.CallToolResult{IsError: true, Content: []protocol.Content{&protocol.TextContent{Type: "text", Text: "durations above a day are not supported. Not transient; pass a shorter one."}}}, nil
	}
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: d.String()}}, false), nil
}

// zoneOffset sends a failure in a result whose isError argument is
// false: the model reads it as the answer.
func zoneOffset(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	zone, _ := req.Arguments["timezone"].(string)
	loc, err := time.LoadLocation(zone)
	if err != nil {
		log.Printf("zone_offset: %v", err)
		return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: "unknown time zone. Not transient; pass an IANA name such as Europe/Paris."}}, false), nil // want `iserror: tool zone_offset puts text that reports a failure in protocol.TextContent.Text in a result not marked as an error`
	}
	_, offset := time.Now().In(loc).Zone()
	// The flag from a variable: its value is not known here.
	west := offset < 0
	if _, err := time.LoadLocation("UTC"); err != nil {
		return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: "the zone database is missing. Not transient; install tzdata."}}, west), nil
	}
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: fmt.Sprint(offset)}}, false), nil
}
