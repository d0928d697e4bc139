package report

import (
	"fmt"
	"go/ast"
	"go/types"
	"strconv"
	"strings"
)

// The logger a fix writes its log line with: the structured logger of
// the standard library where the package already logs with it, so that
// what the fix stops showing the model lands where the module's other
// logs do; the log package otherwise.
const (
	stdLog  = "log"
	slogPkg = "log/slog"
)

// logger returns the import path of the logger a fix in this package
// uses (see stdLog).
func (f Fixer) logger() string {
	for _, p := range f.pass.Pkg.Imports() {
		if p.Path() == slogPkg {
			return slogPkg
		}
	}
	return stdLog
}

// logCall returns the call that logs args for the tool (unnamed if
// tool is ""): log.Printf("tool: %v", err) with verbs, or with slog,
// slog.Error("tool call failed", "tool", "get_order", "error", err),
// each further value keyed by its source and a []byte as a string.
func (f Fixer) logCall(pkg, verbs string, args []ast.Expr, tool string) string {
	if pkg == stdLog {
		prefix := tool
		if prefix == "" {
			prefix = "tool"
		}
		var list []string
		for _, a := range args {
			list = append(list, f.Source(a))
		}
		return fmt.Sprintf("log.Printf(%s, %s)", strconv.Quote(prefix+": "+verbs), strings.Join(list, ", "))
	}
	attrs := []string{strconv.Quote("tool call failed")}
	if tool != "" {
		attrs = append(attrs, strconv.Quote("tool"), strconv.Quote(tool))
	}
	for i, a := range args {
		key, value := f.Source(a), f.Source(a)
		if i == 0 {
			key = "error"
		}
		if t, ok := f.pass.TypesInfo.TypeOf(a).(*types.Slice); ok && types.Identical(t.Elem(), types.Typ[types.Byte]) {
			value = "string(" + value + ")"
		}
		attrs = append(attrs, strconv.Quote(key), value)
	}
	return "slog.Error(" + strings.Join(attrs, ", ") + ")"
}
