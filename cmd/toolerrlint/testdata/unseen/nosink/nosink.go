// Package nosink has a handler marked with the directive, but what it
// hands the model is a result of the framework's the tables do not
// know: toolerrlint finds the handler and no text it hands the model.
package nosink

import (
	"os"

	"github.com/localrivet/gomcp/pkg/fxctx"
)

// StatTool reports a file's size.
func StatTool() fxctx.Tool {
	return fxctx.NewTool("stat", func(args map[string]any) fxctx.Result {
		res, _ := stat(args)
		return res
	})
}

//toolerrlint:handler
func stat(args map[string]any) (fxctx.Result, error) {
	path, _ := args["path"].(string)
	if _, err := os.Stat(path); err != nil {
		return fxctx.Result{Text: err.Error(), IsError: true}, nil
	}
	return fxctx.Result{Text: "the file exists"}, nil
}
