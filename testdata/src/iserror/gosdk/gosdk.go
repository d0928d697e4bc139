// Package gosdk holds go-sdk handlers that send failure text in a
// CallToolResult without IsError, and results that are fine.
package gosdk

import (
	"context"
	"errors"
	"os"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{ Path string }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_file"}, readFile)
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, count)
	s.AddTool(&mcp.Tool{Name: "stat"}, stat)
	mcp.AddTool(s, &mcp.Tool{Name: "remove"}, remove)
	mcp.AddTool(s, &mcp.Tool{Name: "size"}, size)
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "head"}, head)
	mcp.AddTool(s, &mcp.Tool{Name: "touch"}, touch)
	mcp.AddTool(s, &mcp.Tool{Name: "chmod"}, chmod)
}

func readFile(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile(in.Path)
	if errors.Is(err, os.ErrNotExist) {
		return &mcp.CallToolResult{ // the literal lacks IsError
			Content: []mcp.Content{&mcp.TextContent{Text: "no such file. Not transient; list the directory first."}}, // want `tool read_file puts text that reports a failure in mcp.TextContent.Text in a result not marked as an error`
		}, nil, nil
	}
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the file could not be read. Transient; retry once."}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

// IsError set on the result after the content: fine.
func count(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	n, err := strconv.Atoi(in.Path)
	res := &mcp.CallToolResult{}
	if err != nil {
		res.Content = []mcp.Content{&mcp.TextContent{Text: "the count must be a number. Not transient; pass digits only."}}
		res.IsError = true
		return res, nil, nil
	}
	res.Content = []mcp.Content{&mcp.TextContent{Text: strconv.Itoa(n)}}
	return res, nil, nil
}

// A low-level handler's result is checked the same way.
func stat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fi, err := os.Stat("data")
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "stat failed: " + err.Error()}}}, nil // want `tool stat puts text that reports a failure in mcp.TextContent.Text in a result not marked as an error`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fi.Name()}}}, nil
}

// go-sdk discards the result a typed handler returns with an error.
func remove(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := os.Remove(in.Path); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "remove failed: " + err.Error()}}}, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "removed"}}}, nil, nil
}

type SizeOut struct {
	Size    int64
	Error   string
	Message string
}

// A typed handler's output value is sent as a success unless the result
// beside it sets IsError: failure text in it is a failure the model
// reads as the answer.
func size(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, SizeOut, error) {
	fi, err := os.Stat(in.Path)
	if err != nil {
		return nil, SizeOut{Error: err.Error()}, nil // want `tool size puts text that reports a failure in gosdk.SizeOut.Error in a result not marked as an error`
	}
	if fi.IsDir() {
		return &mcp.CallToolResult{IsError: true}, SizeOut{Message: "the path is a directory. Not transient; pass a file."}, nil
	}
	if fi.Size() == 0 {
		return &mcp.CallToolResult{}, SizeOut{Message: "the file is empty"}, nil
	}
	return nil, SizeOut{Size: fi.Size(), Message: "size read"}, nil
}

type ListOut struct {
	Names   []string
	Skipped string
}

// Data about failures, an output returned with an error (discarded),
// and failure words on a failure branch.
func list(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, ListOut, error) {
	entries, err := os.ReadDir(in.Path)
	if errors.Is(err, os.ErrPermission) {
		return nil, ListOut{Skipped: "could not list the directory: permission denied. Not transient."}, nil // want `tool list puts text that reports a failure in gosdk.ListOut.Skipped in a result not marked as an error`
	}
	if err != nil {
		return nil, ListOut{Skipped: "could not list the directory"}, err
	}
	out := ListOut{Skipped: strconv.Itoa(len(entries)) + " entries failed to stat"}
	return nil, out, nil
}

// A pointer output, its text set after the literal.
func head(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *SizeOut, error) {
	out := &SizeOut{}
	f, err := os.Open(in.Path)
	if err != nil {
		out.Message = "the file could not be opened. Not transient; check the path." // want `tool head puts text that reports a failure in gosdk.SizeOut.Message in a result not marked as an error`
		return nil, out, nil
	}
	f.Close()
	out.Message = "opened"
	return nil, out, nil
}

// One output returned from two returns: one finding.
func touch(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, SizeOut, error) {
	var out SizeOut
	if err := os.WriteFile(in.Path, nil, 0o644); err != nil {
		out.Error = err.Error() // want `tool touch puts text that reports a failure in gosdk.SizeOut.Error in a result not marked as an error`
	}
	if in.Path == "" {
		return nil, out, nil
	}
	return nil, out, nil
}

// The result is built without IsError, then SetError marks it: fine.
func chmod(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := os.Chmod(in.Path, 0o644); err != nil {
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "the mode could not be changed. Not transient; check the path."}}}
		res.SetError(errors.New("the mode could not be changed"))
		return res, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, nil, nil
}
