// Package jwriter is a stub of github.com/mailru/easyjson/jwriter
// (v0.9): the writer a generated MarshalJSON writes a type's fields
// through. Its Error is set only by Raw, given a field marshaler's error.
package jwriter

import "bytes"

// Writer accumulates the output and the first error.
type Writer struct {
	Error  error
	Buffer bytes.Buffer
}

func (w *Writer) RawByte(c byte)     { w.Buffer.WriteByte(c) }
func (w *Writer) RawString(s string) { w.Buffer.WriteString(s) }
func (w *Writer) String(s string)    { w.Buffer.WriteString(`"` + s + `"`) }

// Raw writes data, or keeps err.
func (w *Writer) Raw(data []byte, err error) {
	if err != nil {
		if w.Error == nil {
			w.Error = err
		}
		return
	}
	w.Buffer.Write(data)
}

// BuildBytes returns what was written.
func (w *Writer) BuildBytes() []byte { return w.Buffer.Bytes() }
