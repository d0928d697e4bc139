// Package marked hands the same framework a handler marked with the
// directive: toolerrlint analyzes it, and the package is seen.
package marked

import (
	"os"

	"github.com/localrivet/gomcp/pkg/fxctx"
)

// ReadTool reads a file.
func ReadTool() fxctx.Tool {
	return fxctx.NewTool("read", func(args map[string]any) fxctx.Result {
		text, err := read(args)
		if err != nil {
			return fxctx.Result{Text: "the file could not be read. Not transient.", IsError: true}
		}
		return fxctx.Result{Text: text}
	})
}

//toolerrlint:handler
func read(args map[string]any) (string, error) {
	path, _ := args["path"].(string)
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	return string(data), nil
}
