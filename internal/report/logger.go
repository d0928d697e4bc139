package report

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/types"
	"strconv"
	"strings"
)

// The loggers a fix writes its log line with, so that what the fix
// stops showing the model lands where the module's other logs do: the
// module's own structured logger where the file or package already logs
// with one (slog, logrus, zap, zerolog's global logger, klog), the log
// package otherwise.
const (
	stdLog  = "log"
	slogPkg = "log/slog"
	logrus  = "github.com/sirupsen/logrus"
	zapPkg  = "go.uber.org/zap"
	zerolog = "github.com/rs/zerolog/log"
	klog    = "k8s.io/klog/v2"
)

// preferred lists the structured loggers in the order a fix picks them.
var preferred = []string{slogPkg, logrus, zapPkg, zerolog, klog}

// A logger is the package a log line calls and the name it has in the
// file; imported says the file imports it already.
type logger struct {
	path, name string
	imported   bool
}

// logger returns the logger a fix in this file uses: one the file
// imports (under its name there), else one the package imports (added to
// the file), else the log package, or slog where the file's "log" is
// another package.
func (f Fixer) logger() logger {
	for _, want := range preferred {
		for _, spec := range f.file.Imports {
			if path, err := strconv.Unquote(spec.Path.Value); err == nil && path == want {
				if spec.Name != nil && (spec.Name.Name == "_" || spec.Name.Name == ".") {
					continue
				}
				return logger{path: path, name: importName(spec, path), imported: true}
			}
		}
	}
	for _, want := range preferred {
		for _, p := range f.pass.Pkg.Imports() {
			if p.Path() == want {
				return logger{path: want, name: p.Name()}
			}
		}
	}
	for _, spec := range f.file.Imports {
		if path, err := strconv.Unquote(spec.Path.Value); err == nil && path != stdLog && importName(spec, path) == "log" {
			// The module's own log package has the name: the standard
			// library's structured logger has another.
			return logger{path: slogPkg, name: "slog"}
		}
	}
	return logger{path: stdLog, name: "log"}
}

// importPath is the path to add to the file's imports, "" if none.
func (l logger) importPath() string {
	if l.imported {
		return ""
	}
	return l.path
}

func importName(spec *ast.ImportSpec, path string) string {
	if spec.Name != nil {
		return spec.Name.Name
	}
	switch path {
	case zerolog:
		return "log"
	case klog:
		return "klog"
	}
	return path[strings.LastIndex(path, "/")+1:]
}

// logCall returns the call that logs args for the tool (unnamed if
// tool is ""): log.Printf("tool: %v", err) with verbs, or with a
// structured logger the message "tool call failed", the tool's name, the
// call's id where the framework call takes one, and
// each value keyed by its source ("error" for the first), a []byte as a
// string.
func (f Fixer) logCall(l logger, verbs string, args []ast.Expr, who Who) string {
	if l.path == stdLog {
		prefix := cmp.Or(who.Tool, "tool")
		var list []string
		if who.CallID != nil {
			prefix += " (call %s)"
			list = append(list, f.Source(who.CallID))
		}
		for _, a := range args {
			list = append(list, f.Source(a))
		}
		return fmt.Sprintf("log.Printf(%s, %s)", strconv.Quote(prefix+": "+verbs), strings.Join(list, ", "))
	}
	attrs := f.logAttrs(args, who)
	const msg = `"tool call failed"`
	var b strings.Builder
	switch {
	case l.path == logrus:
		b.WriteString(l.name)
		for _, a := range attrs {
			if a.err {
				fmt.Fprintf(&b, ".WithError(%s)", a.value)
			} else {
				fmt.Fprintf(&b, ".WithField(%s, %s)", a.key, a.value)
			}
		}
		fmt.Fprintf(&b, ".Error(%s)", msg)
	case l.path == zapPkg:
		fmt.Fprintf(&b, "%s.L().Error(%s", l.name, msg)
		for _, a := range attrs {
			switch {
			case a.err:
				fmt.Fprintf(&b, ", %s.Error(%s)", l.name, a.value)
			case a.text:
				fmt.Fprintf(&b, ", %s.String(%s, %s)", l.name, a.key, a.value)
			default:
				fmt.Fprintf(&b, ", %s.Any(%s, %s)", l.name, a.key, a.value)
			}
		}
		b.WriteString(")")
	case l.path == zerolog:
		fmt.Fprintf(&b, "%s.Error()", l.name)
		for _, a := range attrs {
			switch {
			case a.err:
				fmt.Fprintf(&b, ".Err(%s)", a.value)
			case a.text:
				fmt.Fprintf(&b, ".Str(%s, %s)", a.key, a.value)
			default:
				fmt.Fprintf(&b, ".Interface(%s, %s)", a.key, a.value)
			}
		}
		fmt.Fprintf(&b, ".Msg(%s)", msg)
	case l.path == klog:
		// klog's structured call takes the error first, nil if none.
		errArg, pairs := "nil", ""
		for _, a := range attrs {
			if a.err && errArg == "nil" {
				errArg = a.value
				continue
			}
			pairs += ", " + a.key + ", " + a.value
		}
		fmt.Fprintf(&b, "%s.ErrorS(%s, %s%s)", l.name, errArg, msg, pairs)
	default: // slog
		fmt.Fprintf(&b, "%s.Error(%s", l.name, msg)
		for _, a := range attrs {
			fmt.Fprintf(&b, ", %s, %s", a.key, a.value)
		}
		b.WriteString(")")
	}
	return b.String()
}

// A logAttr is one value a structured log line records.
type logAttr struct {
	key, value string
	err, text  bool // an error; a string
}

// logAttrs returns what a structured log line records: the tool's name,
// the call's id, and each value keyed by its source ("error" for the
// first), a []byte as a string.
func (f Fixer) logAttrs(args []ast.Expr, who Who) []logAttr {
	var attrs []logAttr
	if who.Tool != "" {
		attrs = append(attrs, logAttr{key: strconv.Quote("tool"), value: strconv.Quote(who.Tool), text: true})
	}
	if who.CallID != nil {
		attrs = append(attrs, logAttr{key: strconv.Quote("call_id"), value: f.Source(who.CallID), text: true})
	}
	for i, a := range args {
		key, value := f.Source(a), f.Source(a)
		if i == 0 {
			key = "error"
		}
		t := f.pass.TypesInfo.TypeOf(a)
		if s, ok := t.(*types.Slice); ok && types.Identical(s.Elem(), types.Typ[types.Byte]) {
			value = "string(" + value + ")"
		}
		// An identifier a fix made up (no position, no type) names the
		// error it declares.
		madeUp := t == nil && !a.Pos().IsValid()
		attrs = append(attrs, logAttr{key: strconv.Quote(key), value: value, err: madeUp || t != nil && types.Identical(t, errorType)})
	}
	return attrs
}
