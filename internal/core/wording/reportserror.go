package wording

import (
	"strings"
	"unicode"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// ClearlyError reports whether a sink whose framework has no error flag
// (s.flagless) nevertheless clearly reports a failure, so that a model
// reading it is being told of an error: the text was preset as one (an
// error field of a serialized result), it comes from an error handler,
// it is an error's text (a foreign or typed error's, or an Error() call),
// or it is handed over on an error branch (see errBranch). Whether it
// has words to check at all is hasWords's question.
func ClearlyError(s *sink.Sink, errorPath bool) bool {
	if !s.Flagless || s.IsError {
		return false
	}
	return s.ReportsError || FailureSigns(s, errorPath, false, false)
}

// FailureSigns reports whether a sink shows the signs of text reporting
// a failure. Broadly (where a framework has no error flag, so the words
// must tell): text from an error handler, an error or its Error() text,
// any error's text in it, or text handed over on an error branch.
// Narrowly (where the framework has a flag the code left unset, so the
// model is told all went well): a text that merely mentions an error
// may be a partial result, so an error's text must be the whole text;
// the innermost error or status check must fail where the tool result
// is built and, in a handler (inHandler), end it. Both ways, an empty
// answer on a not-found branch (see emptyAnswer) is an answer: where no
// flag exists too, it is what a search that found nothing says, with no
// retry to decide.
func FailureSigns(s *sink.Sink, errorPath, narrow, inHandler bool) bool {
	if errorPath || s.FromErr {
		return true
	}
	if emptyAnswer(s) {
		return false
	}
	if !narrow {
		return s.Text.Has(func(k origin.Kind) bool { return k.ErrorText }) || paths.ErrBranch(s.Block)
	}
	if s.Text.Whole(origin.Foreign) != nil || s.Text.Whole(origin.Typed) != nil {
		return true
	}
	b := s.ResultBlock()
	return paths.FailureBranch(b) && (!inHandler || paths.EndsFunc(b))
}

// HasWords reports whether text holds words someone wrote (a constant
// with a letter in it, an error's text, a trace, an upstream body),
// rather than only data: a value echoed on an error branch is no error
// report to judge.
func HasWords(text *origin.Node) bool { return holdsWords(text, true) }

// WritesWords reports whether the module wrote words of text itself: a
// constant with a letter in it.
func WritesWords(text *origin.Node) bool { return holdsWords(text, false) }

// holdsWords reports whether text holds a constant with a letter in it,
// or, where others count, a part someone else wrote.
func holdsWords(text *origin.Node, others bool) bool {
	words := false
	text.Walk(func(n *origin.Node) bool {
		k := n.Op.Kind()
		switch {
		case k.Leaks || k.ErrorText:
			words = words || others
		case n.Op == origin.Lit:
			if strings.IndexFunc(n.Text, unicode.IsLetter) >= 0 {
				words = true
			}
		}
		return !words
	})
	return words
}

// IsEmpty reports whether text is the empty string on every path.
func IsEmpty(text *origin.Node) bool {
	empty := true
	text.Walk(func(n *origin.Node) bool {
		switch n.Op {
		case origin.Choice, origin.Concat:
			return true
		case origin.Lit:
			if n.Text == "" {
				return true
			}
		}
		empty = false
		return false
	})
	return empty
}

// IsErrorText reports whether v is an error value or the result of
// calling Error() on one.
func IsErrorText(v ssa.Value) bool {
	v = ssautil.Uninterfaced(v)
	if t := v.Type(); ssautil.IsErrorInterface(t) {
		return true
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	c := call.Common()
	if c.IsInvoke() {
		return c.Method.Name() == "Error" && len(c.Args) == 0
	}
	callee := c.StaticCallee()
	return callee != nil && callee.Signature.Recv() != nil && callee.Name() == "Error" &&
		len(c.Args) == 1 && ssautil.IsError(c.Args[0].Type())
}
