// Package files is a toolset of the chained fixture (its result type is
// the entries fixture's). Its errors reach
// the model through the adapter, which also hands them to
// statuslog.Report: a fix writes the module's sentence and keeps the
// foreign error in its chain (%.0w), so that Report still finds
// fs.ErrNotExist (TestChainKeptAcrossPackages).
package files

import (
	"fmt"
	"os"

	"interp/entries/api"
)

// Tools is the toolset's table.
func Tools() []api.ServerTool {
	return []api.ServerTool{
		{Name: "read_note", Handler: readNote},
		{Name: "list_notes", Handler: listNotes},
		{Name: "stat_note", Handler: statNote},
	}
}

func readNote(params api.Params) (*api.ToolCallResult, error) {
	name, _ := params.Args["name"].(string)
	b, err := os.ReadFile(name)
	if err != nil {
		return api.NewToolCallResult("", fmt.Errorf("could not read note %s: %w", name, err)), nil
	}
	return api.NewToolCallResult(string(b), nil), nil
}

func listNotes(params api.Params) (*api.ToolCallResult, error) {
	dir, _ := params.Args["dir"].(string)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return api.NewToolCallResult("", err), nil
	}
	return api.NewToolCallResult(fmt.Sprint(len(entries)), nil), nil
}

// statNote's missing argument is the module's own words, formed in a
// helper: the fix at the return appends the decision (retryable).
func statNote(params api.Params) (*api.ToolCallResult, error) {
	name, err := required(params, "name")
	if err != nil {
		return api.NewToolCallResult("", err), nil
	}
	return api.NewToolCallResult(name, nil), nil
}

// required reads a string argument the call must give.
func required(params api.Params, key string) (string, error) {
	v, ok := params.Args[key].(string)
	if !ok || v == "" {
		return "", fmt.Errorf("%s is required", key)
	}
	return v, nil
}
