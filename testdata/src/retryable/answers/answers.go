// Package answers holds langchaingo tools of a code-navigation agent.
// langchaingo has no error flag: the observation a tool's Call returns
// is all the model reads, so text counts as a failure report only when
// it clearly is one. A search that found nothing, worded so, on the
// branch where the index said "no such symbol", is the tool's answer.
package answers

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/tmc/langchaingo/tools"
)

// errSymbolNotFound is the index's "nothing there" kind.
var errSymbolNotFound = errors.New("symbol not indexed")

type index struct{ refs map[string][]string }

func (ix *index) references(symbol string) ([]string, error) {
	if ix.refs == nil {
		return nil, errors.New("index not built")
	}
	r, ok := ix.refs[symbol]
	if !ok {
		return nil, errSymbolNotFound
	}
	return r, nil
}

// References lists where a symbol is used.
type References struct{ ix *index }

var _ tools.Tool = References{}

func (References) Name() string        { return "find_references" }
func (References) Description() string { return "Where a symbol is used." }

func (t References) Call(ctx context.Context, symbol string) (string, error) {
	refs, err := t.ix.references(symbol)
	if errors.Is(err, errSymbolNotFound) {
		// An empty answer: nothing to retry.
		return fmt.Sprintf("No references found for %s.", symbol), nil
	}
	if err != nil {
		return "the symbol index could not be read", nil // want `tool find_references returns the failure report "the symbol index could not be read" to the model with no retry decision`
	}
	return strings.Join(refs, "\n"), nil
}

// Definition shows where a symbol is declared: the same not-found
// branch, but worded as a failure the model should act on.
type Definition struct{ ix *index }

var _ tools.Tool = Definition{}

func (Definition) Name() string        { return "go_to_definition" }
func (Definition) Description() string { return "Where a symbol is declared." }

func (t Definition) Call(ctx context.Context, symbol string) (string, error) {
	refs, err := t.ix.references(symbol)
	if errors.Is(err, errSymbolNotFound) {
		return "the symbol is not declared in this workspace", nil // want `tool go_to_definition returns the failure report "the symbol is not declared in this workspace" to the model with no retry decision`
	}
	if err != nil {
		return "the symbol index could not be read. Transient; retry after the index is rebuilt.", nil
	}
	return refs[0], nil
}

// Outline lists a file's symbols. An empty answer on a bare err != nil
// branch hides the failure behind it: still a failure report.
type Outline struct{}

var _ tools.Tool = Outline{}

func (Outline) Name() string        { return "file_outline" }
func (Outline) Description() string { return "The symbols a file declares." }

func (Outline) Call(ctx context.Context, path string) (string, error) {
	src, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "No symbols found: the file is empty or missing.", nil
	}
	if err != nil {
		return "No symbols found.", nil // want `tool file_outline returns the failure report "No symbols found." to the model with no retry decision`
	}
	return string(src[:min(len(src), 200)]), nil
}
