package main

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestParseFindings(t *testing.T) {
	in := `{
	"example.com/a": {
		"retryable": [
			{"posn": "/c/p/a/x.go:3:4", "end": "/c/p/a/x.go:3:9", "message": "m1"},
			{"posn": "/c/p/a/x.go:3:4", "message": "m1"}
		],
		"typecheck": {"error": "broken"}
	},
	"example.com/b": {
		"rawerr": [{"posn": "/elsewhere/y.go:1:1", "message": "m2"}],
		"interp": [{"posn": "/c/p/b/h.go:7:2", "message": "m3", "related": [
			{"posn": "/c/p/b/e.go:2:1", "message": "the error comes from os.Open"},
			{"posn": "/c/p/b/f.go:9:3", "message": "formed into the tool's text here by b.wrap"}
		]}]
	}
}`
	got, err := parseFindings("p", "/c/p", strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []finding{
		{"p", "interp", "b/h.go:7:2", "m3", "b/f.go:9:3", "b/e.go:2:1"},
		{"p", "rawerr", "/elsewhere/y.go:1:1", "m2", "", ""},
		{"p", "retryable", "a/x.go:3:4", "m1", "", ""},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestProportional(t *testing.T) {
	sizes := map[string]int{"retryable": 70, "rawerr": 20, "interp": 10}
	keys := []string{"interp", "rawerr", "retryable"}
	got := proportional(keys, sizes, 10)
	want := map[string]int{"retryable": 7, "rawerr": 2, "interp": 1}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	// Largest remainder; never more than a key holds.
	got = proportional(keys, map[string]int{"retryable": 5, "rawerr": 1, "interp": 1}, 4)
	if sum(got) != 4 || got["retryable"] < 2 {
		t.Errorf("got %v", got)
	}
	got = proportional(keys, map[string]int{"retryable": 1, "rawerr": 1}, 5)
	if sum(got) != 2 {
		t.Errorf("asked for more than there is: got %v", got)
	}
}

func TestEqualShares(t *testing.T) {
	keys := []string{"a", "b", "c", "d"}
	sizes := map[string]int{"a": 1, "b": 100, "c": 50, "d": 2}
	got := equalShares(keys, sizes, 20)
	// a and d give what they cannot take to b and c.
	if got["a"] != 1 || got["d"] != 2 || sum(got) != 20 || got["b"] < got["c"]-1 || got["c"] < 8 {
		t.Errorf("got %v", got)
	}
	got = equalShares(keys, sizes, 2)
	if sum(got) != 2 || got["b"] != 1 || got["c"] != 1 {
		t.Errorf("two left for four keys go to the largest: got %v", got)
	}
	got = equalShares(keys, sizes, 1000)
	if !reflect.DeepEqual(got, sizes) {
		t.Errorf("more asked than held: got %v", got)
	}
}

func TestSample(t *testing.T) {
	var all []finding
	add := func(project, pass string, n int) {
		for i := range n {
			all = append(all, finding{project, pass, fmt.Sprintf("f.go:%d:1", i+1), "m", "", ""})
		}
	}
	add("big", "retryable", 80)
	add("big", "rawerr", 20)
	add("small", "retryable", 3)
	add("small", "iserror", 1)
	s := sample(all, 12, 19)
	if len(s) != 12 {
		t.Fatalf("got %d findings, want 12", len(s))
	}
	count := map[string]int{}
	for _, f := range s {
		count[f.Project+"/"+f.Pass]++
	}
	// small holds 4 (its whole share of 6 is more than it has), big
	// gets the other 8, split 80:20.
	want := map[string]int{"small/retryable": 3, "small/iserror": 1, "big/retryable": 6, "big/rawerr": 2}
	if !reflect.DeepEqual(count, want) {
		t.Errorf("got %v, want %v", count, want)
	}
	if again := sample(all, 12, 19); !reflect.DeepEqual(s, again) {
		t.Error("the same seed drew a different sample")
	}
	if other := sample(all, 12, 20); reflect.DeepEqual(s, other) {
		t.Error("another seed drew the same sample")
	}
	seen := map[finding]bool{}
	for _, f := range s {
		if seen[f] {
			t.Errorf("%v drawn twice", f)
		}
		seen[f] = true
	}
}

func TestMatch(t *testing.T) {
	js := []judged{
		{ID: "1", Project: "p", Pass: "retryable", Posn: "a.go:1:2", Verdict: "correct"},
		{ID: "2", Project: "p", Pass: "rawerr", Posn: "a.go:1:2", Verdict: "wrong"},
		{ID: "3", Project: "q", Pass: "retryable", Posn: "a.go:1:2", Verdict: "misleading"},
	}
	run := []finding{
		{"p", "retryable", "a.go:1:2", "a changed message still matches", "", ""},
		{"q", "retryable", "a.go:1:3", "another column does not", "", ""},
	}
	if got, want := match(js, run), []bool{true, false, false}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

func TestSampleStrataIndependent(t *testing.T) {
	var a []finding
	for i := range 50 {
		a = append(a, finding{"p", "retryable", fmt.Sprintf("f.go:%d:1", i+1), "m", "", ""})
	}
	b := append(append([]finding(nil), a...), finding{"q", "rawerr", "g.go:1:1", "m", "", ""})
	sa, sb := sample(a, 5, 19), sample(b, 6, 19)
	if !reflect.DeepEqual(sa, sb[:5]) {
		t.Errorf("another project changed p's draw: %v vs %v", sa, sb[:5])
	}
	if small := sample(a, 3, 19); !subset(small, sa) {
		t.Errorf("a smaller share is not part of the larger draw: %v vs %v", small, sa)
	}
}

func subset(small, large []finding) bool {
	in := map[finding]bool{}
	for _, f := range large {
		in[f] = true
	}
	for _, f := range small {
		if !in[f] {
			return false
		}
	}
	return true
}
