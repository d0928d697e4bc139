package report

import (
	"go/token"
	"slices"
	"strconv"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
)

// Sources returns the foreign errors whose text the text n holds (not
// inside a callee's own sink, which is reported there), one leaf per
// origin: those that fail for reasons outside the process first (the
// network, a subprocess, files, a database, an upstream API), then
// those that fail only on the data they are handed
// (frameworks.DataFailures), each group in the order traced. A message
// names the first: it is what the model is shown most.
func Sources(n *origin.Node) []*origin.Node {
	seen := map[sourceKey]bool{}
	var out []*origin.Node
	for _, l := range n.Leaves(origin.Foreign) {
		k := keyOf(l)
		if !l.Inner() && !seen[k] {
			seen[k] = true
			out = append(out, l)
		}
	}
	slices.SortStableFunc(out, func(x, y *origin.Node) int { return dataFailure(x) - dataFailure(y) })
	return out
}

// A sourceKey tells origins apart by the function that failed and the
// module function it came through: copies of one leaf (a helper's error
// on two paths) are one source, and so are two calls of one function
// (os.ReadFile of two paths), which "and 1 more" would otherwise count
// as another kind of failure. Positions are left out also because a
// driver that analyses each package on its own (go vet) does not know
// those of another package, and it must count as the command does.
type sourceKey struct{ text, via string }

func keyOf(l *origin.Node) sourceKey { return sourceKey{l.Text, l.Via} }

// WholeIn returns whether a source is, on some path, the whole of the
// text n (origin.Node.Wholes).
func WholeIn(n *origin.Node) func(*origin.Node) bool {
	wholes := map[sourceKey]bool{}
	for _, w := range n.Wholes(origin.Foreign) {
		wholes[keyOf(w)] = true
	}
	return func(l *origin.Node) bool { return wholes[keyOf(l)] }
}

// dataFailure is 1 for a leaf whose function fails only on its data, 0
// for others.
func dataFailure(l *origin.Node) int {
	fn := receiverPunct.Replace(l.Text)
	for _, name := range frameworks.DataFailures {
		if matchesOperation(fn, name) {
			return 1
		}
	}
	return 0
}

// Named returns, of the sources (as Sources orders them), the first
// that satisfies fits, and the phrase that names it and counts the
// others: "(*net/http.Client).Do and 2 more". It returns nil if none
// fits.
func Named(sources []*origin.Node, fits func(*origin.Node) bool) (*origin.Node, string) {
	for _, l := range sources {
		if fits(l) {
			// The message names the origin alone: the module functions
			// it came through are the trail's first position.
			name := l.Text
			if more := len(sources) - 1; more > 0 {
				name += " and " + strconv.Itoa(more) + " more"
			}
			return l, name
		}
	}
	return nil, ""
}

// maxTrails bounds the sources whose trails a diagnostic shows; the
// others are counted in a last related entry.
const maxTrails = 12

// Trails points a diagnostic at the trail (Trail) of every source, the
// named one first and the others in order, up to maxTrails of them: a
// reader of one finding learns each place the sink's text comes from,
// not only the first. says is the message where a source arises. With
// several sources, it is prefixed by the source's number ("source 2 of
// 3: the error comes from os.ReadDir"), and a last entry at the sink
// counts the sources not shown; with one, the trail is its alone.
func Trails(sources []*origin.Node, named *origin.Node, sink token.Pos, says func(*origin.Node) string) []analysis.RelatedInformation {
	if len(sources) <= 1 {
		return Trail(named, says(named))
	}
	ordered := append([]*origin.Node{named}, slices.DeleteFunc(slices.Clone(sources), func(l *origin.Node) bool { return l == named })...)
	var out []analysis.RelatedInformation
	for i, l := range ordered[:min(len(ordered), maxTrails)] {
		out = append(out, Trail(l, "source "+strconv.Itoa(i+1)+" of "+strconv.Itoa(len(ordered))+": "+says(l))...)
	}
	if hidden := len(ordered) - maxTrails; hidden > 0 {
		out = append(out, Related(sink, "and "+strconv.Itoa(hidden)+" more sources not shown")...)
	}
	return out
}

// ComesFrom says where a source arises: "the error comes from os.Stat".
func ComesFrom(l *origin.Node) string { return "the error comes from " + l.Text }
