package main

import (
	"reflect"
	"testing"
)

func TestDiffRuns(t *testing.T) {
	before := []finding{
		{"p", "rawerr", "a.go:1:1", "kept", "", ""},
		{"p", "rawerr", "a.go:2:1", "old wording", "", ""},
		{"p", "retryable", "a.go:3:1", "fixed", "", ""},
		{"p", "interp", "a.go:4:1", "one", "", ""},
		{"p", "interp", "a.go:4:1", "two", "", ""},
	}
	after := []finding{
		{"p", "rawerr", "a.go:1:1", "kept", "", ""},
		{"p", "rawerr", "a.go:2:1", "new wording", "", ""},
		{"p", "interp", "a.go:4:1", "one", "", ""},
		{"p", "interp", "a.go:4:1", "three", "", ""},
		{"q", "rawerr", "b.go:1:1", "added", "", ""},
	}
	want := []string{
		"changed\tp\trawerr\ta.go:2:1\told wording => new wording",
		"new\tp\tinterp\ta.go:4:1\tthree",
		"new\tq\trawerr\tb.go:1:1\tadded",
		"gone\tp\tretryable\ta.go:3:1\tfixed",
		"gone\tp\tinterp\ta.go:4:1\ttwo",
	}
	if got := diffRuns(before, after); !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}
