// Package ownchecks checks its tools' input in functions of its own
// whose texts say nothing of a wrong call: a validate method of the
// arguments and a generic parameter helper. Each fails only behind a
// check of what it is given, so its error is not transient for every
// caller. A method reading the state of a store behind a pointer fails
// otherwise, and keeps the bounded sentence.
package ownchecks

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, st *store) {
	s.AddTool(mcp.NewTool("move_card"), moveCard)
	s.AddTool(mcp.NewTool("list_cards"), listCards)
	s.AddTool(mcp.NewTool("add_card"), st.addCard)
	s.AddTool(mcp.NewTool("rename_card"), renameCard)
	s.AddTool(mcp.NewTool("pin_card"), st.pinCard)
	s.AddTool(mcp.NewTool("page_cards"), pageCards)
}

type moveArgs struct{ Card, Column string }

// validate names the columns a card can move to.
func (a moveArgs) validate() error {
	switch a.Column {
	case "todo", "doing", "done":
		return nil
	default:
		return fmt.Errorf("column %q: the columns are todo, doing and done", a.Column)
	}
}

func moveCard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a := moveArgs{Card: req.GetString("card", ""), Column: req.GetString("column", "")}
	if err := a.validate(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `with no retry decision: say "Not transient" \(the code shows a check of the tool's input\)`
	}
	return mcp.NewToolResultText("moved"), nil
}

// optional reads an argument that may be absent, of the type asked for.
func optional[T any](args map[string]any, name string) (T, error) {
	var zero T
	v, ok := args[name]
	if !ok {
		return zero, nil
	}
	t, ok := v.(T)
	if !ok {
		return zero, fmt.Errorf("parameter %s holds a %T", name, v)
	}
	return t, nil
}

func listCards(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit, err := optional[float64](req.GetArguments(), "limit")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `with no retry decision: say "Not transient" \(the code shows a check of the tool's input\)`
	}
	return mcp.NewToolResultText(fmt.Sprintf("listed %v", limit)), nil
}

type store struct{ cards []string }

// reserve fails on the store's state, not on what it is given: the same
// call may pass once cards are moved out.
func (s *store) reserve(card string) error {
	if len(s.cards) >= 100 {
		return fmt.Errorf("the board holds %d cards already", len(s.cards))
	}
	return nil
}

func (s *store) addCard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	card := req.GetString("card", "")
	if err := s.reserve(card); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `with no retry decision: say whether a retry can help`
	}
	s.cards = append(s.cards, card)
	return mcp.NewToolResultText("added"), nil
}

type renameArgs struct{ Card, Title string }

// requireTitle fails only on the title it is given.
func requireTitle(title string) error {
	if title == "" {
		return fmt.Errorf("title is required")
	}
	return nil
}

// validate returns what the check it calls returns: it fails on the
// arguments only, as requireTitle does.
func (a renameArgs) validate() error {
	switch a.Card {
	case "":
		return fmt.Errorf("card is required")
	default:
		return requireTitle(a.Title)
	}
}

func renameCard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a := renameArgs{Card: req.GetString("card", ""), Title: req.GetString("title", "")}
	if err := a.validate(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `with no retry decision: say "Not transient" \(the code shows a check of the tool's input\)`
	}
	return mcp.NewToolResultText("renamed"), nil
}

// pin returns what reserve returns, which fails on the store's state:
// returning it does not make it a check of the arguments.
func (s *store) pin(card string) error {
	if card == "" {
		return fmt.Errorf("card is required")
	}
	return s.reserve(card)
}

func (s *store) pinCard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.pin(req.GetString("card", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText("pinned"), nil
}

// pageCards fails where both cursors are present: a check on the side
// where the arguments are given, whose words are its own.
func pageCards(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	after, before := req.GetString("after", ""), req.GetString("before", "")
	if after != "" && before != "" {
		return mcp.NewToolResultError("give after or before, not both"), nil // want `with no retry decision: say "Not transient" \(the code shows a check of the tool's input\)`
	}
	return mcp.NewToolResultText("page"), nil
}
