// Package appliedinput holds tools that apply what a parser made of
// their input: a template the model wrote, executed on an object, fails
// on the same object the same way, so its failure is not transient and
// the template is the argument to correct (render). A template the
// module wrote itself, executed on its data, fails against the same
// data the same way too, and the model cannot correct it: not
// transient, tell the user (report). A template the build gives a
// package variable (//go:embed) parses on every call or on none: its
// parse is no failure (card); one a function may assign is (banner). The argument is named also where the handler, a
// closure, reads it by a variable its schema was declared with
// (render_keyed), but not by one given two values (render_either).
package appliedinput

import (
	"context"
	_ "embed"
	"strings"
	"text/template"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Store struct{ objects map[string]map[string]any }

func Register(s *server.MCPServer, st *Store) {
	s.AddTool(mcp.NewTool("render", mcp.WithString("go_template", mcp.Required())), st.render)
	s.AddTool(mcp.NewTool("report"), st.report)
	s.AddTool(mcp.NewTool("card"), st.card)
	s.AddTool(mcp.NewTool("banner"), st.banner)
}

//go:embed card.tmpl
var cardTemplate string

func (st *Store) card(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tmpl, err := template.New("card").Parse(cardTemplate)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var b strings.Builder
	if err := tmpl.Execute(&b, st.objects[req.GetString("name", "")]); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool card passes the text of an error from \(\*text/template.Template\).Execute to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(b.String()), nil
}

var bannerTemplate string

// SetBanner replaces the banner's template.
func SetBanner(text string) { bannerTemplate = text }

func (st *Store) banner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tmpl, err := template.New("banner").Parse(bannerTemplate)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool banner passes the text of an error from \(\*text/template.Template\).Parse to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(tmpl.Name()), nil
}

func (st *Store) render(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tmpl, err := template.New("t").Parse(req.GetString("go_template", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool render passes the text of an error from \(\*text/template.Template\).Parse to mcp.NewToolResultError`
	}
	var b strings.Builder
	if err := tmpl.Execute(&b, st.objects[req.GetString("name", "")]); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool render passes the text of an error from \(\*text/template.Template\).Execute to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(b.String()), nil
}

func RegisterKeyed(s *server.MCPServer, st *Store, strict bool) {
	specKey := "spec"
	s.AddTool(mcp.NewTool("render_keyed", mcp.WithString(specKey)), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tmpl, err := template.New("t").Parse(req.GetString(specKey, ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool render_keyed passes the text of an error from \(\*text/template.Template\).Parse to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(tmpl.Name()), nil
	})
	eitherKey := "layout"
	if strict {
		eitherKey = "strict_layout"
	}
	s.AddTool(mcp.NewTool("render_either", mcp.WithString(eitherKey)), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tmpl, err := template.New("t").Parse(req.GetString(eitherKey, ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool render_either passes the text of an error from \(\*text/template.Template\).Parse to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(tmpl.Name()), nil
	})
}

var summary = template.Must(template.New("summary").Parse("{{.name}}: {{.state}}"))

func (st *Store) report(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var b strings.Builder
	if err := summary.Execute(&b, st.objects["main"]); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool report passes the text of an error from \(\*text/template.Template\).Execute to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(b.String()), nil
}
