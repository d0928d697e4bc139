package report

import (
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
)

// Where the module tests the class of the errors its tools return (an
// adapter handing each failed result's error to a function that logs
// it by its Kubernetes status: sink.Sink.ChainReader), a fix that
// writes the module's sentence in place of a foreign error keeps that
// error in the chain of the one it writes, fmt.Errorf's "%.0w": wrapped
// for errors.Is and errors.As, none of its text printed. A comment
// above the return says why, for the reviewer who meets the verb.

// errorValue returns the source of the error a fix returns at sink s:
// text (a format of operands where there are any, else plain text) as
// errors.New or fmt.Errorf writes it, with err, the source of the
// foreign error, wrapped unseen where s's chain is read.
func errorValue(s *sink.Sink, text string, operands []string, err string) string {
	if keepsChain(s, err) {
		format := text
		if len(operands) == 0 {
			format = strings.ReplaceAll(text, "%", "%%")
		}
		args := append([]string{strconv.Quote(format + "%.0w")}, operands...)
		return "fmt.Errorf(" + strings.Join(append(args, err), ", ") + ")"
	}
	if len(operands) > 0 {
		return "fmt.Errorf(" + strings.Join(append([]string{strconv.Quote(text)}, operands...), ", ") + ")"
	}
	return "errors.New(" + strconv.Quote(text) + ")"
}

// errorPackage returns the package the call errorValue writes needs.
func errorPackage(s *sink.Sink, operands []string, err string) string {
	if keepsChain(s, err) || len(operands) > 0 {
		return "fmt"
	}
	return "errors"
}

// keepsChain reports whether the error a fix writes at s keeps err, the
// source of the foreign error, in its chain.
func keepsChain(s *sink.Sink, err string) bool { return s.ChainReader != "" && err != "" }

// chainNote returns the comment a fix puts before the statement whose
// error keeps err in its chain (see errorValue), ending with indent for
// the statement; "" where it keeps none.
func chainNote(s *sink.Sink, err, indent string) string {
	if !keepsChain(s, err) {
		return ""
	}
	return "// " + err + " stays wrapped (%.0w, none of its text shown) for " + s.ChainReader + ", which tests its class.\n" + indent
}
