// Package owntool declares its own tool interface and implements it: the
// module's own loop calls Run and hands the text to the model, which no
// table describes.
package owntool

import (
	"os"

	"github.com/localrivet/gomcp/pkg/fxctx"
)

// LocalTool is the module's tool interface.
type LocalTool interface {
	Run(input string) (fxctx.Result, error)
}

type readTool struct{}

func (readTool) Run(input string) (fxctx.Result, error) {
	b, err := os.ReadFile(input)
	if err != nil {
		return fxctx.Result{}, err
	}
	return fxctx.Result{Text: string(b)}, nil
}

// Tools are the module's tools.
var Tools = []LocalTool{readTool{}}
