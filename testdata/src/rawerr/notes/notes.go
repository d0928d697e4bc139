// Package notes serves a note-taking MCP server with mark3labs/mcp-go.
package notes

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"rawerr/store"
)

// Errors this module wrote for the model.
var (
	errNoTitle  = errors.New("a note needs a title. Not transient; call create_note again with a non-empty title.")
	errNotFound = errors.New("no note with that id exists. Not transient; use search_notes to find the id.")
)

// Indexer rebuilds the search index; its implementation lives elsewhere.
type Indexer interface {
	Reindex(ctx context.Context) error
}

type Notes struct {
	db  *sql.DB
	dir string
	idx Indexer
}

// Register adds the note tools to s.
func Register(s *server.MCPServer, n *Notes) {
	s.AddTool(mcp.NewTool("get_note",
		mcp.WithDescription("Read one note by id."),
		mcp.WithString("id", mcp.Required()),
	), n.getNote)
	s.AddTool(mcp.NewTool("delete_note", mcp.WithString("id", mcp.Required())), n.deleteNote)
	s.AddTool(mcp.NewTool("search_notes", mcp.WithString("query")), n.searchNotes)
	s.AddTool(mcp.NewTool("export_notes", mcp.WithString("path")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		f, err := os.Create(filepath.Join(n.dir, req.GetString("path", "export.md")))
		if err != nil {
			return &mcp.CallToolResult{
				IsError: true,
				Content: []mcp.Content{&mcp.TextContent{Type: "text", Text: err.Error()}}, // want `tool export_notes puts the text of an error from os.Create in mcp.TextContent.Text`
			}, nil
		}
		defer f.Close()
		return mcp.NewToolResultText("exported"), nil
	})
	s.AddTool(mcp.NewTool("notes_dir"), statNotesDir)
	s.AddTools(
		server.ServerTool{Tool: mcp.NewTool("import_note"), Handler: n.importNote},
		server.ServerTool{Tool: mcp.NewTool("create_note"), Handler: n.createNote},
	)
	s.AddTool(mcp.NewTool("rename_note"), n.renameNote)
	s.AddTool(mcp.NewTool("reindex"), n.reindex)
	s.AddTool(mcp.NewTool("settings"), n.settings)
	s.AddTool(mcp.NewTool("pin_note"), n.pinNote)
	s.AddTool(mcp.NewTool("tag_note"), n.tagNote)
}

func (n *Notes) getNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError("get_note needs id, a string. Not transient; call it again with the id."), nil
	}
	var title, body string
	err = n.db.QueryRowContext(ctx, "SELECT title, body FROM notes WHERE id = ?", id).Scan(&title, &body)
	if errors.Is(err, sql.ErrNoRows) {
		return mcp.NewToolResultError(errNotFound.Error()), nil
	}
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool get_note passes the text of an error from \(\*database/sql.Row\).Scan to mcp.NewToolResultError: it leaks internals, decides no retry; log it, return the module's sentence`
	}
	return mcp.NewToolResultText(title + "\n\n" + body), nil
}

func (n *Notes) deleteNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if _, err := n.db.ExecContext(ctx, "DELETE FROM notes WHERE id = ?", id); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool delete_note passes the text of an error from \(\*database/sql.DB\).ExecContext to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("deleted " + id), nil
}

func (n *Notes) searchNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := n.db.QueryContext(ctx, "SELECT id FROM notes WHERE body LIKE ?", "%"+req.GetString("query", "")+"%")
	if err != nil {
		return mcp.NewToolResultText(err.Error()), nil // want `tool search_notes passes the text of an error from \(\*database/sql.DB\).QueryContext to mcp.NewToolResultText`
	}
	defer rows.Close()
	count := 0
	for rows.Next() {
		count++
	}
	return mcp.NewToolResultText(strconv.Itoa(count) + " notes match"), nil
}

// statNotesDir is a handler held in a package-level variable.
var statNotesDir = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fi, err := os.Stat(os.Getenv("NOTES_DIR"))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool notes_dir passes the text of an error from os.Stat to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(fi.Name()), nil
}

func (n *Notes) importNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(filepath.Join(n.dir, req.GetString("file", "")))
	if err != nil {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{mcp.TextContent{Type: "text", Text: err.Error()}}, // want `tool import_note puts the text of an error from os.ReadFile in mcp.TextContent.Text`
		}, nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func (n *Notes) createNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	title := req.GetString("title", "")
	if title == "" {
		return nil, errNoTitle
	}
	if _, err := n.db.ExecContext(ctx, "INSERT INTO notes (title) VALUES (?)", title); err != nil {
		log.Printf("create_note: %v", err)
		return mcp.NewToolResultError("the note database did not accept the note. Transient; retry once."), nil
	}
	return mcp.NewToolResultText("created"), nil
}

// ConflictError is the module's own error for a rename onto a taken title.
type ConflictError struct {
	Title string
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("a note titled %q already exists. Not transient; choose another title.", e.Title)
}

func (n *Notes) renameNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, title := req.GetString("id", ""), req.GetString("title", "")
	var taken int
	if err := n.db.QueryRowContext(ctx, "SELECT count(*) FROM notes WHERE title = ?", title).Scan(&taken); err != nil {
		log.Printf("rename_note: %v", err)
		return nil, errors.New("the note database is unavailable. Transient; retry once.")
	}
	if taken > 0 {
		return nil, &ConflictError{Title: title}
	}
	if _, err := n.db.ExecContext(ctx, "UPDATE notes SET title = ? WHERE id = ?", title, id); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, errNotFound
		}
		log.Printf("rename_note: %v", err)
		return mcp.NewToolResultError("the rename did not go through. Transient; retry once."), nil
	}
	return mcp.NewToolResultText("renamed"), nil
}

// reindex calls through an interface: where its error comes from is out
// of sight, so it is reported only in strict mode.
func (n *Notes) reindex(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := n.idx.Reindex(ctx); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("reindexed"), nil
}

// settings reads the settings file through a module helper in another
// package that hands back the os error's text as a string.
func (n *Notes) settings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cfg, problem := store.ReadConfig(filepath.Join(n.dir, "settings.toml"))
	if problem != "" {
		return mcp.NewToolResultError(problem), nil // want `tool settings passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(cfg), nil
}

// errResult wraps the framework's error constructor: the text of its
// callers' arguments reaches the model.
func errResult(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg)
}

func (n *Notes) pinNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := strconv.Atoi(req.GetString("id", ""))
	if err != nil {
		return errResult(err.Error()), nil // want `tool pin_note passes the text of an error from strconv.Atoi to mcp.NewToolResultError`
	}
	if _, err := n.db.ExecContext(ctx, "UPDATE notes SET pinned = 1 WHERE id = ?", id); err != nil {
		log.Printf("pin_note: %v", err)
		return errResult("could not pin the note. Transient; retry once."), nil
	}
	return mcp.NewToolResultText("pinned"), nil
}

// tagNote puts its own words around the database's text: that is the
// interp pass's finding, not rawerr's.
func (n *Notes) tagNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := n.db.ExecContext(ctx, "INSERT INTO tags (note, tag) VALUES (?, ?)", req.GetString("id", ""), req.GetString("tag", "")); err != nil {
		return mcp.NewToolResultError("could not tag the note: " + err.Error()), nil
	}
	return mcp.NewToolResultText("tagged"), nil
}
