// Package stats holds helpers, summarized for another package, whose
// text result and error result carry different texts on different
// paths: a caller's error sees only what the helper returns as its
// error, and a caller reading the text where the error is nil sees only
// the helper's successful paths.
package stats

import (
	"errors"
	"fmt"
	"os"
)

type Reader struct{ Root string }

func (r *Reader) dir() (string, error) {
	if r.Root == "" {
		return "", errors.New("no data directory is configured. Not transient; set DATA_DIR and restart.")
	}
	return r.Root, nil
}

// Disk forwards both results of report: it succeeds where report does.
func (r *Reader) Disk(name string) (string, error) {
	return r.report(name, "Disk usage")
}

// report degrades gracefully: a failed read becomes a line of the
// report, with a nil error, so the read's text leaves through the text
// result on a successful path, never through the error.
func (r *Reader) report(name, title string) (string, error) {
	dir, err := r.dir()
	if err != nil {
		return "", fmt.Errorf("cannot locate the data: %w", err)
	}
	var b []byte
	if name == "" {
		b, err = os.ReadFile(dir + "/total")
	} else {
		b, err = os.ReadFile(dir + "/" + name)
	}
	if err != nil {
		return fmt.Sprintf("%s not available: %v", title, err), nil
	}
	return string(b), nil
}

// Quota fails on a failed read, with the read's error wrapped.
func (r *Reader) Quota(name string) (string, error) {
	b, err := os.ReadFile(r.Root + "/quota/" + name)
	if err != nil {
		return "", fmt.Errorf("reading the quota: %w", err)
	}
	return string(b), nil
}

// Raw returns the read's text beside the read's error: that text is
// there only where the error is not nil.
func (r *Reader) Raw(name string) (string, error) {
	b, err := os.ReadFile(r.Root + "/" + name)
	if err != nil {
		return "read failed: " + err.Error(), err
	}
	return string(b), nil
}

// A Pruner is what the tools reach through the Cleaner interface.
type Cleaner interface {
	Prune(names []string) (string, error)
}

// NewCleaner returns the package's one Cleaner.
func NewCleaner(root string) Cleaner { return &pruner{root: root} }

type pruner struct{ root string }

// Prune notes each failed removal in its text, but on success returns a
// summary of its own: the notes reach only a caller reading the text
// where the error is not nil.
func (p *pruner) Prune(names []string) (string, error) {
	var text string
	removed := 0
	for _, n := range names {
		if err := os.Remove(p.root + "/" + n); err != nil {
			text += fmt.Sprintf("cannot remove %s: %v\n", n, err)
			continue
		}
		removed++
	}
	if removed == 0 {
		return text, errors.New("nothing was removed")
	}
	text = fmt.Sprintf("removed %d files", removed)
	return text, nil
}

// A Summarizer is reached through an interface too.
type Summarizer interface {
	Summary(name string) (string, error)
}

// NewSummarizer returns the package's one Summarizer.
func NewSummarizer(root string) Summarizer { return &lister{root: root} }

type lister struct{ root string }

// Summary degrades gracefully: a failed read is its text, with a nil
// error.
func (l *lister) Summary(name string) (string, error) {
	b, err := os.ReadFile(l.root + "/" + name)
	if err != nil {
		return "summary not available: " + err.Error(), nil
	}
	return string(b), nil
}
