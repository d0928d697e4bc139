// Package serializers answers with JSON and YAML that encoders other
// than encoding/json write: whatever the encoder, the text of every
// field the module fills is the tool's text.
package serializers

import (
	"context"
	"log"
	"os"
	"os/exec"

	"example.com/codec"
	"github.com/bytedance/sonic"
	goccy "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
	"github.com/mark3labs/mcp-go/mcp"
	yamlin "go.yaml.in/yaml/v3"
	yaml2 "gopkg.in/yaml.v2"
	yaml3 "gopkg.in/yaml.v3"
	k8syaml "sigs.k8s.io/yaml"
)

// json is the drop-in replacement many modules declare.
var json = jsoniter.ConfigCompatibleWithStandardLibrary

type fileInfo struct {
	Path  string `json:"path"`
	Size  int64  `json:"size,omitempty"`
	Error string `json:"error,omitempty"`
}

func statSonic(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	fi, err := os.Stat(path)
	if err != nil {
		b, _ := sonic.Marshal(fileInfo{Path: path, Error: err.Error()})
		return mcp.NewToolResultError(string(b)), nil // want `tool handler statSonic passes text interpolating an error from os.Stat to mcp.NewToolResultError`
	}
	s, _ := sonic.MarshalString(fileInfo{Path: path, Size: fi.Size()})
	return mcp.NewToolResultText(s), nil
}

func statSonicConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if _, err := os.Stat(path); err != nil {
		b, _ := sonic.ConfigStd.MarshalIndent(&fileInfo{Path: path, Error: err.Error()}, "", "  ")
		return mcp.NewToolResultError(string(b)), nil // want `tool handler statSonicConfig passes text interpolating an error from os.Stat to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("ok"), nil
}

// A variable of jsoniter's API: the call is through an interface.
func statJsoniter(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if _, err := os.Stat(path); err != nil {
		b, _ := json.Marshal(fileInfo{Path: path, Error: err.Error()})
		return mcp.NewToolResultError(string(b)), nil // want `tool handler statJsoniter passes text interpolating an error from os.Stat to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("ok"), nil
}

func readJsoniter(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		s, _ := jsoniter.MarshalToString(map[string]any{"ok": false, "error": err.Error()})
		return mcp.NewToolResultError(s), nil // want `tool handler readJsoniter passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(data)), nil
}

func statGoccy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if _, err := os.Stat(path); err != nil {
		b, _ := goccy.MarshalIndent(fileInfo{Path: path, Error: err.Error()}, "", "  ")
		return mcp.NewToolResultError(string(b)), nil // want `tool handler statGoccy passes text interpolating an error from os.Stat to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("ok"), nil
}

// The module's own words in the field: nothing foreign is serialized.
func statGoccyOwn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if _, err := os.Stat(path); err != nil {
		log.Printf("stat %s: %v", path, err)
		b, _ := goccy.MarshalWithOption(fileInfo{Path: path, Error: "the file does not exist or cannot be read. Not transient; pick another path."})
		return mcp.NewToolResultError(string(b)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func statYAML(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if _, err := os.Stat(path); err != nil {
		var b []byte
		switch req.GetString("dialect", "") {
		case "k8s":
			b, _ = k8syaml.Marshal(fileInfo{Path: path, Error: err.Error()})
		case "v2":
			b, _ = yaml2.Marshal(fileInfo{Path: path, Error: err.Error()})
		case "in":
			b, _ = yamlin.Marshal(fileInfo{Path: path, Error: err.Error()})
		default:
			b, _ = yaml3.Marshal(fileInfo{Path: path, Error: err.Error()})
		}
		return mcp.NewToolResultError(string(b)), nil // want `tool handler statYAML passes text interpolating an error from os.Stat to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("ok"), nil
}

func statYAMLOwn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if _, err := os.Stat(path); err != nil {
		log.Printf("stat %s: %v", path, err)
		b, _ := yaml3.Marshal(map[string]string{"path": path, "error": "no such file. Not transient; list the directory first."})
		return mcp.NewToolResultError(string(b)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// An encoder no table names, recognised by its shape.
func statCodec(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if _, err := os.Stat(path); err != nil {
		s, _ := codec.EncodeText(fileInfo{Path: path, Error: err.Error()})
		return mcp.NewToolResultError(s), nil // want `tool handler statCodec passes text interpolating an error from os.Stat to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("ok"), nil
}

// MarshalRecord encodes one concrete type of its own, whose fields it
// may or may not write: not a serializer by shape.
func statRecord(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if _, err := os.Stat(path); err != nil {
		b, _ := codec.MarshalRecord(codec.Record{Name: err.Error()})
		return mcp.NewToolResultError(string(b)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// Marshal is the module's own: what it returns is read from its body,
// which writes none of the value's fields.
func Marshal(v any) ([]byte, error) { return []byte(`{"status":"failed"}`), nil }

func statOwnMarshal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if _, err := os.Stat(path); err != nil {
		b, _ := Marshal(fileInfo{Path: path, Error: err.Error()})
		return mcp.NewToolResultError(string(b)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// ExecResult is what the command tools answer.
type ExecResult struct {
	ExitCode int    `json:"exit_code"`
	Stdout   string `json:"stdout,omitempty"`
	Error    string `json:"error,omitempty"`
}

// runTool builds the result in a helper: its fields are the ones the
// helper set.
func runTool(ctx context.Context, name string) ExecResult {
	out, err := exec.CommandContext(ctx, name).Output()
	if err != nil {
		return ExecResult{ExitCode: 1, Error: err.Error()}
	}
	return ExecResult{Stdout: string(out)}
}

func runHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := runTool(ctx, req.GetString("name", ""))
	b, _ := sonic.Marshal(res)
	return mcp.NewToolResultText(string(b)), nil // want `tool handler runHandler passes text interpolating an error from \(\*os/exec.Cmd\).Output to mcp.NewToolResultText`
}

// The struct is logged, never serialized for the model.
func runLogged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := runTool(ctx, req.GetString("name", ""))
	b, _ := sonic.Marshal(res)
	log.Printf("ran: %s", b)
	if res.ExitCode != 0 {
		return mcp.NewToolResultError("the command failed. Not transient; check its name."), nil
	}
	return mcp.NewToolResultText("done"), nil
}

// mcp-go serializes the value into the result's text itself.
func statJSONResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	fi, err := os.Stat(path)
	if err != nil {
		return mcp.NewToolResultJSON(fileInfo{Path: path, Error: err.Error()}) // want `tool handler statJSONResult passes text interpolating an error from os.Stat to mcp.NewToolResultJSON`
	}
	return mcp.NewToolResultJSON(fileInfo{Path: path, Size: fi.Size()})
}

func statStructuredOnly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if _, err := os.Stat(path); err != nil {
		log.Printf("stat %s: %v", path, err)
		res := mcp.NewToolResultStructuredOnly(&fileInfo{Path: path, Error: "no such file. Not transient; list the directory first."})
		res.IsError = true
		return res, nil
	}
	return mcp.NewToolResultStructuredOnly(map[string]string{"path": path}), nil
}

// respondJSON is the module's helper that answers with what it is
// given, encoded: its callers' fields are the text.
func respondJSON(data any) (*mcp.CallToolResult, error) {
	b, err := sonic.MarshalIndent(data, "", "  ")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

func statThroughHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	fi, err := os.Stat(path)
	if err != nil {
		return respondJSON(fileInfo{Path: path, Error: err.Error()}) // want `tool handler statThroughHelper passes text interpolating an error from os.Stat to mcp.NewToolResultText`
	}
	return respondJSON(fileInfo{Path: path, Size: fi.Size()})
}
