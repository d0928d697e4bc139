// Package agent hands a function to the library's own NewTool: no
// framework is imported, so there is nothing the analysis missed.
package agent

import (
	"strings"

	"github.com/localrivet/gomcp/contrib/ownlib/tools"
)

// Upper is the library's one tool.
var Upper = tools.NewTool("upper", func(input string) string { return strings.ToUpper(input) })
