// Package untabled hands its tools to a framework the tables do not know:
// toolerrlint finds no handler here and must say so.
package untabled

import (
	"os"

	"github.com/localrivet/gomcp/pkg/fxctx"
)

// ReadTool reads a file.
func ReadTool() fxctx.Tool {
	return fxctx.NewTool("read", func(args map[string]any) fxctx.Result {
		path, _ := args["path"].(string)
		data, err := os.ReadFile(path)
		if err != nil {
			return fxctx.Result{Text: err.Error(), IsError: true}
		}
		return fxctx.Result{Text: string(data)}
	})
}
