// Package repo has git repository tools for an mcp-go server. The server
// command registers the exported handlers.
package repo

import (
	"context"
	"errors"
	"log"
	"os"
	"os/exec"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type LogArgs struct {
	Path  string `json:"path"`
	Limit int    `json:"limit"`
}

// Register adds the typed tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("git_log"), mcp.NewTypedToolHandler(gitLog))
}

func gitLog(ctx context.Context, req mcp.CallToolRequest, args LogArgs) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "git", "-C", args.Path, "log", "--oneline").Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool git_log passes the text of an error from \(\*os/exec.Cmd\).Output to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(out)), nil
}

// Status is registered by the server command: its tool name is not in
// sight here.
func Status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		// The framework wrote this for the model: not foreign text
		// (retryable still asks for a retry decision).
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, err := exec.CommandContext(ctx, "git", "-C", path, "status", "--short").Output()
	if err != nil {
		// Laundering the text through errors.New does not make it ours.
		return mcp.NewToolResultError(errors.New(err.Error()).Error()), nil // want `tool handler Status passes the text of an error from \(\*os/exec.Cmd\).Output to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(out)), nil
}

// Branches shows git's own message on purpose, and says why.
func Branches(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "git", "branch", "--list").CombinedOutput()
	if err != nil {
		//toolerrlint:ignore rawerr git's message names the bad ref, which the model needs to pick another
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// Remotes suppresses on the same line.
func Remotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "git", "remote", "-v").Output()
	if err != nil {
		return nil, err //toolerrlint:ignore rawerr,protocolerr the server runs in a sandbox; git's wording is what users expect
	}
	return mcp.NewToolResultText(strings.TrimSpace(string(out))), nil
}

// Tags suppresses every pass at once.
func Tags(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "git", "tag").Output()
	if err != nil {
		return nil, err //toolerrlint:ignore all reviewed: tag listing errors only name the repository
	}
	return mcp.NewToolResultText(string(out)), nil
}

// Stash gives no reason for its suppression, so the suppression does not
// count and is itself reported.
func Stash(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := exec.CommandContext(ctx, "git", "stash").Run(); err != nil {
		// want +1 `//toolerrlint:ignore rawerr needs a reason: say why this text may reach the model, e.g. //toolerrlint:ignore rawerr the message is written by this module`
		//toolerrlint:ignore rawerr
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler Stash passes the text of an error from \(\*os/exec.Cmd\).Run to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("stashed"), nil
}

// Clean's suppression names another pass: it does not silence rawerr.
func Clean(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.RemoveAll(req.GetString("path", "")); err != nil {
		//toolerrlint:ignore interp the path is the caller's own input
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler Clean passes the text of an error from os.RemoveAll to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("cleaned"), nil
}

// Fetch logs the error and tells the model what to do.
func Fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := exec.CommandContext(ctx, "git", "fetch").Run(); err != nil {
		log.Printf("git fetch: %v", err)
		return mcp.NewToolResultError("fetching from the remote failed. Transient; retry once, then ask the user to check the network."), nil
	}
	return mcp.NewToolResultText("fetched"), nil
}
