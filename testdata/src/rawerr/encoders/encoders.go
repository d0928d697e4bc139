// Package encoders returns the errors of JSON encoders other than
// encoding/json. Given plain data they cannot fail, so their error is
// no source; given a value that encodes itself, they can.
package encoders

import (
	"context"
	"errors"
	"time"

	"github.com/bytedance/sonic"
	goccy "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
	"github.com/mark3labs/mcp-go/mcp"
)

var json = jsoniter.ConfigCompatibleWithStandardLibrary

type summary struct {
	Name  string   `json:"name"`
	Count int      `json:"count"`
	Tags  []string `json:"tags"`
}

// stamp encodes itself, and may fail.
type stamp struct{ t time.Time }

func (s stamp) MarshalJSON() ([]byte, error) {
	if s.t.IsZero() {
		return nil, errors.New("zero time")
	}
	return []byte(`"` + s.t.Format(time.RFC3339) + `"`), nil
}

type event struct {
	Name string `json:"name"`
	At   stamp  `json:"at"`
}

func summarize(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := sonic.Marshal(summary{Name: req.GetString("name", "")})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	s, err := json.MarshalToString(&summary{Name: req.GetString("name", "")})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	c, err := goccy.Marshal(map[string]int{"count": 1})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b) + s + string(c)), nil
}

func showEvent(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := sonic.Marshal(event{Name: req.GetString("name", "")})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler showEvent passes the text of an error from github.com/bytedance/sonic.Marshal to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func showEventJsoniter(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(event{Name: req.GetString("name", "")})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler showEventJsoniter passes the text of an error from \(github.com/json-iterator/go.API\).Marshal to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// encodeText is a helper marshalling whatever it is given: whether its
// error can happen is up to each call's value.
func encodeText(v any) (string, error) {
	b, err := sonic.Marshal(v)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

func summarizeThroughHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s, err := encodeText(summary{Name: req.GetString("name", "")})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(s), nil
}

func showEventThroughHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s, err := encodeText(event{Name: req.GetString("name", "")})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler showEventThroughHelper passes the text of an error from github.com/bytedance/sonic.Marshal to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(s), nil
}

// output holds what a command printed in fields of any type: the
// package only ever puts strings in them, so it always encodes.
type output struct {
	Stdout any `json:"stdout"`
	Stderr any `json:"stderr"`
}

func run(cmd string) *output {
	return &output{Stdout: "ran " + cmd, Stderr: ""}
}

func showOutput(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s, err := encodeText(run(req.GetString("command", "")))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(s), nil
}

// report's Detail may hold a stamp, which encodes itself and may fail.
type report struct {
	Detail any `json:"detail"`
}

func showReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r := report{Detail: req.GetString("detail", "")}
	if req.GetBool("stamped", false) {
		r.Detail = stamp{t: time.Now()}
	}
	s, err := encodeText(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler showReport passes the text of an error from github.com/bytedance/sonic.Marshal to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(s), nil
}
