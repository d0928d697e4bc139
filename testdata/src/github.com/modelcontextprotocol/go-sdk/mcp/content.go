// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0, package mcp, for
// analysistest fixtures.
//
// The exported names, signatures, struct fields, type parameters and
// receiver kinds were copied from the real module source; the bodies are
// minimal and were written for this stub. The real-module test in this
// repository guards against drift between the stub and the real module.
// Only the standard library (and this stub module's own jsonrpc package) is
// imported; fields and types that are left out or simplified are noted where
// they occur.

package mcp

import "encoding/json"

// A Content is a *TextContent, *ImageContent or *AudioContent (the real
// package also has ResourceLink, EmbeddedResource, ToolUseContent and
// ToolResultContent; they are left out of this stub). The unexported method
// means only types of this package implement Content, as in the real package.
type Content interface {
	MarshalJSON() ([]byte, error)
	fromWire(*wireContent)
}

// wireContent is a trimmed placeholder for the real wire form of content.
type wireContent struct {
	Type        string
	Text        string
	MIMEType    string
	Data        []byte
	Meta        Meta
	Annotations *Annotations
}

// TextContent is textual content. It is used as a pointer (&TextContent{}).
type TextContent struct {
	Text        string
	Meta        Meta
	Annotations *Annotations
}

func (c *TextContent) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]any{"type": "text", "text": c.Text})
}

func (c *TextContent) fromWire(w *wireContent) {
	c.Text, c.Meta, c.Annotations = w.Text, w.Meta, w.Annotations
}

// ImageContent holds image data.
type ImageContent struct {
	Meta        Meta
	Annotations *Annotations
	Data        []byte // base64-encoded
	MIMEType    string
}

func (c *ImageContent) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]any{"type": "image", "mimeType": c.MIMEType, "data": c.Data})
}

func (c *ImageContent) fromWire(w *wireContent) {
	c.Data, c.MIMEType, c.Meta, c.Annotations = w.Data, w.MIMEType, w.Meta, w.Annotations
}

// AudioContent holds audio data.
type AudioContent struct {
	Data        []byte
	MIMEType    string
	Meta        Meta
	Annotations *Annotations
}

func (c AudioContent) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]any{"type": "audio", "mimeType": c.MIMEType, "data": c.Data})
}

func (c *AudioContent) fromWire(w *wireContent) {
	c.Data, c.MIMEType, c.Meta, c.Annotations = w.Data, w.MIMEType, w.Meta, w.Annotations
}
