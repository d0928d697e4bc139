package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
)

// cmdDiff prints the findings two runs over the same projects disagree
// on, one row each: "new" (only in the second run), "gone" (only in the
// first), "changed" (same project, pass and position, other message:
// the old message, " => ", the new). What a change added is the sample
// to judge; what it removed needs a reason.
func cmdDiff(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("diff", flag.ExitOnError)
	projects := fs.String("projects", "tools/corpus/projects.tsv", "project list")
	only := fs.String("only", "", "comma-separated dirs (default: all)")
	fs.Parse(args)
	if fs.NArg() != 2 {
		return fmt.Errorf("diff wants two output directories, the run before and the run after")
	}
	ps, err := readProjects(*projects)
	if err != nil {
		return err
	}
	ps = onlyProjects(ps, *only)
	before, err := loadRun(ps, fs.Arg(0))
	if err != nil {
		return err
	}
	after, err := loadRun(ps, fs.Arg(1))
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "kind\tproject\tpass\tposn\tmessage")
	for _, row := range diffRuns(before, after) {
		fmt.Fprintln(w, row)
	}
	return nil
}

// diffRuns returns the rows of cmdDiff, new and changed findings in the
// order of after, then those gone in the order of before. A position
// with several messages in a run (two findings of one pass at one
// place) is compared message by message.
func diffRuns(before, after []finding) []string {
	index := func(fs []finding) map[string][]string {
		m := map[string][]string{}
		for _, f := range fs {
			m[f.key()] = append(m[f.key()], f.Message)
		}
		return m
	}
	was, is := index(before), index(after)
	row := func(kind string, f finding, msg string) string {
		return kind + "\t" + f.key() + "\t" + oneLine(msg)
	}
	var out []string
	for _, f := range after {
		old := was[f.key()]
		switch {
		case slices.Contains(old, f.Message):
		case len(old) == 1 && len(is[f.key()]) == 1:
			out = append(out, row("changed", f, old[0]+" => "+f.Message))
		default:
			out = append(out, row("new", f, f.Message))
		}
	}
	for _, f := range before {
		now := is[f.key()]
		if !slices.Contains(now, f.Message) && !(len(now) == 1 && len(was[f.key()]) == 1) {
			out = append(out, row("gone", f, f.Message))
		}
	}
	return out
}
