// Package pods is a toolset of the entries fixture: its handlers are
// stored in api.ServerTool.Handler and shown by the adapter of a
// package that imports this one. TestEntries checks where their
// findings point (the markers name the lines).
package pods

import (
	"errors"
	"fmt"
	"os"

	"interp/entries/api"
)

// Tools is the toolset's table.
func Tools() []api.ServerTool {
	return []api.ServerTool{
		{Name: "pods_list", Handler: podsList},
		{Name: "pods_get", Handler: podsGet},
		{Name: "pods_delete", Handler: podsDelete},
		{Name: "pods_log", Handler: podsLog},
	}
}

func podsList(params api.Params) (*api.ToolCallResult, error) {
	ns, _ := params.Args["namespace"].(string)
	entries, err := os.ReadDir(ns) // @listsource
	if err != nil {
		return api.NewToolCallResult("", fmt.Errorf("failed to list pods in %s: %w", ns, err)), nil // @listentry
	}
	// err is nil here: nothing to report.
	return api.NewToolCallResult(fmt.Sprint(len(entries)), err), nil
}

func podsGet(params api.Params) (*api.ToolCallResult, error) {
	name, _ := params.Args["name"].(string)
	b, err := os.ReadFile(name) // @getsource
	if err != nil {
		return api.NewToolCallResult("", err), nil // @getentry
	}
	return api.NewToolCallResult(string(b), nil), nil
}

// podsDelete writes its own text: nothing to report.
func podsDelete(params api.Params) (*api.ToolCallResult, error) {
	name, _ := params.Args["name"].(string)
	if err := os.Remove(name); err != nil {
		return api.NewToolCallResult("", errors.New("the pod could not be deleted. Not transient; check the name.")), nil
	}
	return api.NewToolCallResult("deleted", nil), nil
}

// podsLog's finding is suppressed where the command reports it; go vet
// reports it at the adapter, and the comment as suppressing nothing.
func podsLog(params api.Params) (*api.ToolCallResult, error) {
	name, _ := params.Args["name"].(string)
	b, err := os.ReadFile(name + ".log")
	if err != nil {
		//toolerrlint:ignore rawerr the log file's name is all the error says // @ignore
		return api.NewToolCallResult("", err), nil
	}
	return api.NewToolCallResult(string(b), nil), nil
}

// Prompts is a table no adapter shows: its renderer's error reaches no
// model.
func Prompts() []api.Prompt {
	return []api.Prompt{{Name: "describe", Render: describe}}
}

func describe(params api.Params) (*api.ToolCallResult, error) {
	_, err := os.ReadFile("prompt.txt")
	return api.NewToolCallResult("", fmt.Errorf("render: %w", err)), nil
}
