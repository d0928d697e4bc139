// Package agent exposes local functions as tools of an in-house agent
// loop that toolerrlint does not know: the loop shows the model a tool's
// string result, or its error's text.
package agent

import (
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// Tool is one function the agent loop may call.
type Tool struct {
	Name string
	Run  func(ctx context.Context, arg string) (string, error)
}

var workspace = os.Getenv("AGENT_WORKSPACE")

// Tools lists the agent's tools.
func Tools() []Tool {
	return []Tool{
		{Name: "read_file", Run: ReadFile},
		{Name: "resolve", Run: Resolve},
		{Name: "list_dir", Run: ListDir},
	}
}

// ReadFile returns a workspace file's contents.
//
//toolerrlint:handler
func ReadFile(ctx context.Context, path string) (string, error) {
	if strings.Contains(path, "..") {
		return "", errors.New("the path must stay inside the workspace. Not transient; pass a path relative to the workspace root.")
	}
	b, err := os.ReadFile(filepath.Join(workspace, path))
	if err != nil {
		return "", err // want `tool handler ReadFile returns the text of an error from os.ReadFile to the model`
	}
	return string(b), nil
}

// Resolve looks a host name up.
//
//toolerrlint:handler
func Resolve(ctx context.Context, host string) (string, error) {
	addrs, err := net.DefaultResolver.LookupHost(ctx, host)
	if err != nil {
		return err.Error(), nil // want `tool handler Resolve returns the text of an error from \(\*net.Resolver\).LookupHost to the model`
	}
	return strings.Join(addrs, "\n"), nil
}

// ListDir lists a workspace directory.
//
//toolerrlint:handler
func ListDir(ctx context.Context, dir string) (string, error) {
	entries, err := os.ReadDir(filepath.Join(workspace, dir))
	if errors.Is(err, os.ErrNotExist) {
		return "", errors.New("no such directory in the workspace. Not transient; call list_dir with \".\" to see what exists.")
	}
	if err != nil {
		return "", errors.New("the workspace could not be read. Transient; retry once.")
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return strings.Join(names, "\n"), nil
}

// Describe is a plain helper for the agent's command line, not a tool:
// its caller prints the error for a human.
func Describe(path string) (string, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return "", err
	}
	return fi.Name(), nil
}

// statusError turns a C-style status code into an error.
func statusError(code int) error {
	if code == 0 {
		return nil
	}
	return syscall.Errno(code)
}

// Sync flushes the workspace. The errno's text is syscall's.
//
//toolerrlint:handler
func Sync(ctx context.Context, arg string) (string, error) {
	if err := statusError(len(arg)); err != nil {
		return "", err // want `tool handler Sync returns the text of an error from \(syscall.Errno\).Error to the model`
	}
	return "synced", nil
}
