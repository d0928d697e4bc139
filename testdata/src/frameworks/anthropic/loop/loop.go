// Package loop is a hand-written Anthropic agent loop. There is no
// registered handler: the only place text becomes visible to the model
// is the tool result the loop builds, and what it shows comes from
// runTool, a dispatcher whose errors mix the module's own sentences with
// errors of code outside the module.
package loop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"os/exec"
	"runtime/debug"
	"strconv"

	anthropic "github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/param"
)

var errUnknownTool = errors.New("no such tool. Not transient; call one of the tools the system prompt lists.")

type readArgs struct {
	Path string `json:"path"`
}

// runTool runs one tool call.
func runTool(ctx context.Context, name string, input json.RawMessage) (string, error) {
	switch name {
	case "read_file":
		var args readArgs
		if err := json.Unmarshal(input, &args); err != nil {
			return "", errors.New(`the arguments must be JSON like {"path": "notes.txt"}. Not transient; fix the arguments.`)
		}
		b, err := os.ReadFile(args.Path)
		if err != nil {
			return "", err
		}
		return string(b), nil
	case "count":
		n, err := strconv.Atoi(string(input))
		if err != nil {
			return "", fmt.Errorf("count: %w", err)
		}
		return strconv.Itoa(n + 1), nil
	}
	return "", errUnknownTool
}

// Step answers every tool call of a response. The error branch hands the
// model whatever runTool failed with, os.ReadFile's text included.
func Step(ctx context.Context, msg *anthropic.Message) anthropic.MessageParam {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		if block.Type != "tool_use" {
			continue
		}
		out, err := runTool(ctx, block.Name, block.Input)
		if err != nil {
			results = append(results, anthropic.NewToolResultBlock(block.ID, err.Error(), true)) // want `rawerr: this tool result passes the text of an error from os.ReadFile and 1 more to anthropic.NewToolResultBlock`
			continue
		}
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, false))
	}
	return anthropic.NewUserMessage(results...)
}

// lookup fails with the module's own words only.
func lookup(name string) (string, error) {
	if name == "" {
		return "", errors.New("the tool name is empty")
	}
	if name == "forecast" {
		return "", errors.New("forecast is switched off today. Not transient; answer from what you know.")
	}
	return "ok", nil
}

// StepOwned shows only owned errors, flagged: they must say whether a
// retry can help.
func StepOwned(msg *anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		out, err := lookup(block.Name)
		if err != nil {
			results = append(results, anthropic.NewToolResultBlock(block.ID, err.Error(), true)) // want `retryable: this tool result passes the error "the tool name is empty" to anthropic.NewToolResultBlock with no retry decision`
			continue
		}
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, false))
	}
	return results
}

// StepLogged is the model to copy: the error goes to the log, the model
// reads a sentence the module wrote.
func StepLogged(ctx context.Context, msg *anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		out, err := runTool(ctx, block.Name, block.Input)
		if err != nil {
			log.Printf("tool %s (call %s): %v", block.Name, block.ID, err)
			results = append(results, anthropic.NewToolResultBlock(block.ID, block.Name+" failed. Not transient; do not call it again with the same input.", true))
			continue
		}
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, false))
	}
	return results
}

// Shell builds the tool result as a literal, flagged with anthropic.Bool.
func Shell(ctx context.Context, id, command string) anthropic.ContentBlockParamUnion {
	out, err := exec.CommandContext(ctx, "sh", "-c", command).Output()
	if err != nil {
		return anthropic.ContentBlockParamUnion{OfToolResult: &anthropic.ToolResultBlockParam{
			ToolUseID: id,
			IsError:   anthropic.Bool(true),
			Content: []anthropic.ToolResultBlockParamContentUnion{
				{OfText: &anthropic.TextBlockParam{Text: err.Error()}}, // want `rawerr: this tool result puts the text of an error from \(\*os/exec.Cmd\).Output in anthropic.TextBlockParam.Text`
			},
		}}
	}
	if len(out) == 0 {
		return anthropic.ContentBlockParamUnion{OfToolResult: &anthropic.ToolResultBlockParam{
			ToolUseID: id,
			IsError:   anthropic.Bool(true),
			Content: []anthropic.ToolResultBlockParamContentUnion{
				{OfText: &anthropic.TextBlockParam{Text: "the command printed nothing"}}, // want `retryable: this tool result puts the error "the command printed nothing" in anthropic.TextBlockParam.Text with no retry decision`
			},
		}}
	}
	return anthropic.ContentBlockParamUnion{OfToolResult: &anthropic.ToolResultBlockParam{
		ToolUseID: id,
		Content: []anthropic.ToolResultBlockParamContentUnion{
			{OfText: &anthropic.TextBlockParam{Text: string(out)}},
		},
	}}
}

// Guarded runs a tool and turns a panic into a tool result: with the
// stack trace, which the model cannot use.
func Guarded(ctx context.Context, block anthropic.ContentBlockUnion) (result anthropic.ContentBlockParamUnion) {
	defer func() {
		if r := recover(); r != nil {
			result = anthropic.NewToolResultBlock(block.ID, fmt.Sprintf("tool crashed: %v\n%s", r, debug.Stack()), true) // want `traceback: this tool result passes a stack trace from runtime/debug.Stack to anthropic.NewToolResultBlock`
		}
	}()
	out, err := lookup(block.Name)
	if err != nil {
		return anthropic.NewToolResultBlock(block.ID, "the lookup failed. Not transient; answer without it.", true)
	}
	return anthropic.NewToolResultBlock(block.ID, out, false)
}

// Beta uses the beta constructors.
func Beta(id string, n string) anthropic.BetaContentBlockParamUnion {
	if _, err := strconv.Atoi(n); err != nil {
		return anthropic.NewBetaToolResultBlock(id, fmt.Sprintf("n is not a number: %v", err), true) // want `interp: this tool result passes text interpolating an error from strconv.Atoi to anthropic.NewBetaToolResultBlock`
	}
	if n == "0" {
		return anthropic.BetaContentBlockParamUnion{OfToolResult: &anthropic.BetaToolResultBlockParam{
			ToolUseID: id,
			IsError:   param.NewOpt(true),
			Content: []anthropic.BetaToolResultBlockParamContentUnion{
				{OfText: &anthropic.BetaTextBlockParam{Text: "zero is not allowed"}}, // want `retryable: this tool result puts the error "zero is not allowed" in anthropic.BetaTextBlockParam.Text with no retry decision`
			},
		}}
	}
	if n == "1" {
		return anthropic.BetaContentBlockParamUnion{OfToolResult: &anthropic.BetaToolResultBlockParam{
			ToolUseID: id,
			IsError:   param.Opt[bool]{Value: true},
			Content: []anthropic.BetaToolResultBlockParamContentUnion{
				{OfText: &anthropic.BetaTextBlockParam{Text: "one is not allowed"}}, // want `retryable: this tool result puts the error "one is not allowed" in anthropic.BetaTextBlockParam.Text with no retry decision`
			},
		}}
	}
	p := anthropic.NewBetaToolResultTextBlockParam(id, "n must be a number. Not transient; send digits only.", true)
	return anthropic.BetaContentBlockParamUnion{OfToolResult: &p}
}

// Unflagged text that is not an error is not judged for retry advice,
// and text blocks outside a tool result are not a tool's text.
func Notes(id string) []anthropic.ContentBlockParamUnion {
	_, err := os.Stat("/etc/notes")
	prompt := anthropic.ContentBlockParamUnion{OfText: &anthropic.TextBlockParam{Text: "status: " + fmt.Sprint(err)}}
	return []anthropic.ContentBlockParamUnion{
		prompt,
		anthropic.NewToolResultBlock(id, "no notes yet", false), // an empty answer, not a failure
	}
}

// StepUnflagged sends the failure as if the tool had answered: is_error
// is false.
func StepUnflagged(ctx context.Context, msg *anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		out, err := runTool(ctx, block.Name, block.Input)
		if err != nil {
			log.Printf("tool %s (call %s): %v", block.Name, block.ID, err)
			results = append(results, anthropic.NewToolResultBlock(block.ID, block.Name+" failed. Not transient; do not call it again with the same input.", false)) // want `iserror: this tool result passes text that reports a failure to anthropic.NewToolResultBlock in a result not marked as an error`
			continue
		}
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, false))
	}
	return results
}
