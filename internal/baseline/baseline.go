// Package baseline records a codebase's findings so that later runs
// report only new ones: the way a team adopts a linter on code that
// already has hundreds of findings.
//
// A finding is recorded by a fingerprint that survives edits elsewhere in
// the file: its pass, its file, the function that encloses it, its
// message with any positions taken out, and its index among the findings
// that share all of these (in file order). Lines moving, code added above
// it, or a second identical finding added after it change none of these
// for the recorded ones. Renaming the function or the file, or changing
// the message, makes the finding new: that is the point.
//
// The file is indented JSON, its findings sorted, so that a
// regenerated baseline diffs cleanly in review.
package baseline

import (
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
)

// Finding is what a baseline needs of a finding.
type Finding struct {
	Pass     string
	File     string // slash-separated, relative to the baseline file's directory
	Function string // the enclosing function: "Name", "Recv.Name", "" at package level
	Message  string
	Offset   int // the byte offset in the file, to order findings of equal fingerprint
}

// Entry is one recorded finding.
type Entry struct {
	Pass     string `json:"pass"`
	File     string `json:"file"`
	Function string `json:"function"`
	Message  string `json:"message"`
	// Index counts the findings before this one with the same pass, file,
	// function and message.
	Index int `json:"index"`
}

// file is the baseline file's format.
type file struct {
	// Version is the format's version, for future changes.
	Version  int     `json:"version"`
	Findings []Entry `json:"findings"`
}

const version = 1

// positions matches "file.go:12:3" and "file.go:12" in messages.
var positions = regexp.MustCompile(`\S+\.go:\d+(:\d+)?`)

// Entries returns the fingerprints of findings, in the order given.
func Entries(findings []Finding) []Entry {
	order := make([]int, len(findings))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		a, b := findings[i], findings[j]
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Offset, b.Offset))
	})
	seen := map[Entry]int{}
	out := make([]Entry, len(findings))
	for _, i := range order {
		f := findings[i]
		e := Entry{Pass: f.Pass, File: f.File, Function: f.Function, Message: positions.ReplaceAllString(f.Message, "FILE")}
		key := e
		e.Index = seen[key]
		seen[key]++
		out[i] = e
	}
	return out
}

// Write records findings in the file at path, sorted.
func Write(path string, findings []Finding) error {
	entries := Entries(findings)
	slices.SortFunc(entries, func(a, b Entry) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Function, b.Function),
			cmp.Compare(a.Pass, b.Pass), cmp.Compare(a.Message, b.Message), cmp.Compare(a.Index, b.Index))
	})
	b, err := json.MarshalIndent(file{Version: version, Findings: entries}, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

// Read returns the set of entries recorded in the file at path.
func Read(path string) (map[Entry]bool, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f file
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if f.Version != version {
		return nil, fmt.Errorf("%s: baseline version %d, want %d; write it again with -write-baseline", path, f.Version, version)
	}
	set := map[Entry]bool{}
	for _, e := range f.Findings {
		set[e] = true
	}
	return set, nil
}

// New reports, for each finding, whether recorded lacks it.
func New(findings []Finding, recorded map[Entry]bool) []bool {
	out := make([]bool, len(findings))
	for i, e := range Entries(findings) {
		out[i] = !recorded[e]
	}
	return out
}
