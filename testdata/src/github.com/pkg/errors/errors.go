// Stub of github.com/pkg/errors@v0.9.1, for analysistest fixtures.
//
// The exported names and signatures of New, Errorf, Wrap, Wrapf,
// WithStack and Cause were copied from the real package; the bodies are
// minimal and were written for this stub. As in the real package, the
// errors record the call stack of their creation and print it under %+v
// (and only then). Only the standard library is imported.
//
// One difference: the real withStack embeds the error it annotates
// (struct{ error; *stack }); here it holds it in a named field with an
// explicit Error method. With the embedded interface, the toolerrlint
// core, which analyzes this stub as a repository of its own, exports a
// fact holding a Typed node with a nil kid that gob cannot encode, and
// every fixture importing the stub panics. Restore the embedding once
// the core handles it.
package errors

import (
	"fmt"
	"io"
	"runtime"
)

// New returns an error with the supplied message, recording the stack
// trace at the point it was called.
func New(message string) error {
	return &fundamental{msg: message, stack: callers()}
}

// Errorf formats according to a format specifier and returns the string
// as a value that satisfies error, recording the stack trace at the point
// it was called.
func Errorf(format string, args ...interface{}) error {
	return &fundamental{msg: fmt.Sprintf(format, args...), stack: callers()}
}

// WithStack annotates err with a stack trace at the point WithStack was
// called. If err is nil, WithStack returns nil.
func WithStack(err error) error {
	if err == nil {
		return nil
	}
	return &withStack{cause: err, stack: callers()}
}

// Wrap returns an error annotating err with a stack trace at the point
// Wrap is called, and the supplied message. If err is nil, Wrap returns
// nil.
func Wrap(err error, message string) error {
	if err == nil {
		return nil
	}
	return &withStack{cause: &withMessage{cause: err, msg: message}, stack: callers()}
}

// Wrapf returns an error annotating err with a stack trace at the point
// Wrapf is called, and the format specifier. If err is nil, Wrapf returns
// nil.
func Wrapf(err error, format string, args ...interface{}) error {
	if err == nil {
		return nil
	}
	return &withStack{cause: &withMessage{cause: err, msg: fmt.Sprintf(format, args...)}, stack: callers()}
}

// Cause returns the underlying cause of the error, if possible.
func Cause(err error) error {
	type causer interface{ Cause() error }
	for err != nil {
		c, ok := err.(causer)
		if !ok {
			break
		}
		err = c.Cause()
	}
	return err
}

// stack is the program counters of a call stack.
type stack []uintptr

func callers() *stack {
	var pcs [32]uintptr
	n := runtime.Callers(3, pcs[:])
	var st stack = pcs[0:n]
	return &st
}

// Format prints one frame per line, function then file:line, as %+v of
// the real package does.
func (s *stack) Format(st fmt.State, verb rune) {
	if verb != 'v' || !st.Flag('+') {
		return
	}
	frames := runtime.CallersFrames(*s)
	for {
		f, more := frames.Next()
		fmt.Fprintf(st, "\n%s\n\t%s:%d", f.Function, f.File, f.Line)
		if !more {
			return
		}
	}
}

type fundamental struct {
	msg string
	*stack
}

func (f *fundamental) Error() string { return f.msg }

func (f *fundamental) Format(s fmt.State, verb rune) {
	switch verb {
	case 'v':
		if s.Flag('+') {
			io.WriteString(s, f.msg)
			f.stack.Format(s, verb)
			return
		}
		fallthrough
	case 's':
		io.WriteString(s, f.msg)
	case 'q':
		fmt.Fprintf(s, "%q", f.msg)
	}
}

type withStack struct {
	cause error
	*stack
}

func (w *withStack) Error() string { return w.cause.Error() }

func (w *withStack) Cause() error { return w.cause }

func (w *withStack) Unwrap() error { return w.cause }

func (w *withStack) Format(s fmt.State, verb rune) {
	switch verb {
	case 'v':
		if s.Flag('+') {
			fmt.Fprintf(s, "%+v", w.Cause())
			w.stack.Format(s, verb)
			return
		}
		fallthrough
	case 's':
		io.WriteString(s, w.Error())
	case 'q':
		fmt.Fprintf(s, "%q", w.Error())
	}
}

type withMessage struct {
	cause error
	msg   string
}

func (w *withMessage) Error() string { return w.msg + ": " + w.cause.Error() }

func (w *withMessage) Cause() error { return w.cause }

func (w *withMessage) Unwrap() error { return w.cause }

func (w *withMessage) Format(s fmt.State, verb rune) {
	switch verb {
	case 'v':
		if s.Flag('+') {
			fmt.Fprintf(s, "%+v\n", w.Cause())
			io.WriteString(s, w.msg)
			return
		}
		fallthrough
	case 's', 'q':
		io.WriteString(s, w.Error())
	}
}
