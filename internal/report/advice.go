package report

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/origin"
)

// The parts a fix's sentence adds after what failed, from the evidence
// (core.Advice): the argument and what it must be, the retry decision,
// and the next move the code shows. Each part is a clause; in a result
// it becomes a sentence of its own, in a Go error's text it follows a
// semicolon (see Decide).

// argumentClause says which argument failed and what the check showed
// it must be: "qty must be a positive number", "the argument since was
// not accepted", or "" if the evidence names no argument.
func argumentClause(adv sink.Advice) string {
	switch {
	case adv.Arg == "":
		return ""
	case adv.Expect != "":
		return adv.Arg + " " + adv.Expect
	}
	return "the argument " + adv.Arg + " was not accepted"
}

// moveClause is the next move for the decision d of sink s, if d is the
// decision the evidence shows and the evidence shows a move: the other
// alternative is the human's choice against the evidence, and gets none.
func moveClause(s *sink.Sink, d sink.Decision) string {
	if d != s.Decision || d == sink.Undecided { // Bounded names its move
		return ""
	}
	switch s.Advice.Move {
	case sink.FindFirst:
		return "use " + s.Advice.Sibling + " to find the id"
	case sink.TellUser:
		return "tell the user what could not be done"
	case sink.RetryOnce:
		// A failure that looked transient may not be (a refused
		// connection the configuration causes): one retry, then stop.
		return boundedClause
	case sink.NotConfigured:
		return "tell the user the tool is not configured"
	case sink.CredentialsRefused:
		return "tell the user the server's credentials are missing or were refused"
	case sink.CheckGiven:
		return checkClause(s.Advice)
	case sink.SendArguments:
		return sendClause(s.Advice.Required)
	case sink.WaitFirst:
		return "wait before calling again, or tell the user what could not be done"
	}
	return ""
}

// sendClause asks for the arguments as one JSON object, naming those
// the tool requires: "send the arguments as one JSON object, with type
// and path set".
func sendClause(required []string) string {
	clause := "send the arguments as one JSON object"
	if len(required) > 0 {
		clause += ", with " + listed(required, "and") + " set"
	}
	return clause
}

// listed writes names as a list whose last two the conjunction joins:
// "owner, repo or branch".
func listed(names []string, conjunction string) string {
	n := len(names)
	if n < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:n-1], ", ") + " " + conjunction + " " + names[n-1]
}

// extraClauses are the clauses that follow words saying what failed: the
// argument clause unless words name the argument, the decision d, the
// next move. Where they would make the text reach MaxSentence, the
// values a write carries among the arguments to check give way, the
// last first (they come after what the call names; see core's
// Advice.Given): what the call names, what failed and the decision stay.
func extraClauses(s *sink.Sink, words string, d sink.Decision, asError bool) []string {
	out := clausesOf(s, words, d, asError)
	for adv := s.Advice; len(adv.Given) > 0 && !wording.Identifies(adv.Given[len(adv.Given)-1]) && len(words)+len(strings.Join(out, ". "))+2 >= MaxSentence; {
		adv.Given = adv.Given[:len(adv.Given)-1]
		fewer := *s
		fewer.Advice = adv
		out = clausesOf(&fewer, words, d, asError)
	}
	return out
}

// clausesOf are extraClauses before any argument gives way.
func clausesOf(s *sink.Sink, words string, d sink.Decision, asError bool) []string {
	var out []string
	if arg := argumentClause(s.Advice); arg != "" && !mentions(words, s.Advice.Arg) {
		out = append(out, arg)
	}
	switch {
	case s.Advice.Done != "" && d == s.Decision:
		out = append(out, doneClause(s.Advice.Done))
	case d == sink.Undecided && len(s.Advice.Given) > 0:
		out = append(out, givenClause(s.Advice))
	case asError:
		out = append(out, DecisionClause(d))
	default:
		out = append(out, strings.TrimSuffix(DecisionSentence(d), "."))
	}
	if m := moveClause(s, d); m != "" {
		out = append(out, m)
	}
	return out
}

// doneClause is the decision for a failure after the call done changed
// something (sink.Advice.Done): whatever failed, calling again repeats
// that change.
func doneClause(done string) string {
	change := "an earlier change of this call"
	if op := changeOperation(done); op != genericOp {
		change += " (" + op + ")"
	}
	return change + " went through, so calling again would repeat it: do not call again"
}

// givenClause is the bounded decision for a failure of a call given
// the arguments adv names (adv.Given), where nothing decided whether it
// can pass: a wrong argument fails the same way again, so the model
// checks them (see checkClause) before its one retry. It is right
// either way, as Bounded is.
func givenClause(adv sink.Advice) string {
	return checkClause(adv) + "; otherwise " + boundedClause
}

// checkClause asks the model to check the arguments adv.Given, with
// the sibling tool that finds them where there is one.
func checkClause(adv sink.Advice) string {
	if adv.Sibling == "" {
		return ifWrong(adv.Given, "correct")
	}
	// The lister finds what names a target (a name, a namespace), not
	// what a request carries (labels, a query), nor what it must be
	// given itself (the organization it lists in): those are corrected.
	found, carried := []string{}, []string{}
	for _, a := range adv.Given {
		if wording.Locates(a) && !slices.Contains(adv.SiblingNeeds, a) {
			found = append(found, a)
		} else {
			carried = append(carried, a)
		}
	}
	if len(found) == 0 {
		return ifWrong(carried, "correct")
	}
	clause := ifWrong(found, "use "+adv.Sibling+" to find")
	if len(carried) > 0 {
		clause += "; " + ifWrong(carried, "correct")
	}
	return clause
}

// ifWrong is the clause that asks to check args, by move ("correct",
// "use list_pods to find"): "if name or namespace may be wrong, correct
// them".
func ifWrong(args []string, move string) string {
	them := "it"
	if len(args) > 1 {
		them = "them"
	}
	return "if " + listed(args, "or") + " may be wrong, " + move + " " + them
}

// joinClauses writes clauses as sentences, each ending with a full stop
// and capitalized unless it starts with the argument's name arg, or, in
// a Go error's text, as clauses joined by semicolons.
func joinClauses(clauses []string, arg string, asError bool) string {
	if asError {
		return strings.Join(clauses, "; ")
	}
	for i, c := range clauses {
		if arg == "" || !strings.HasPrefix(c, arg+" ") {
			r, n := utf8.DecodeRuneInString(c)
			c = string(unicode.ToUpper(r)) + c[n:]
		}
		clauses[i] = c + "."
	}
	return strings.Join(clauses, " ")
}

// mentions reports whether text names the argument arg: its words, in
// order, as whole words ("order_id" or "order id").
func mentions(text, arg string) bool {
	ws := Words(text)
	// The name as written, its snake_case words, and its camelCase
	// words ("pluginId" is "plugin ID" in the module's words).
	camel := Words(strings.Join(wording.NameWords(arg), " "))
	for _, p := range [][]string{Words(arg), strings.Fields(strings.ReplaceAll(strings.ToLower(arg), "_", " ")), camel} {
		for i := range ws {
			if len(p) > 0 && matchAt(ws[i:], p) >= 0 {
				return true
			}
		}
	}
	return false
}

// namesTool reports whether the constant words of s's text name its
// tool, or its tool is unknown: then no prefix names it.
func namesTool(s *sink.Sink) bool {
	if s.Tool == "" {
		return true
	}
	named := false
	s.Text.Walk(func(n *origin.Node) bool {
		named = named || n.Op == origin.Lit && strings.Contains(n.Text, s.Tool)
		return !named
	})
	return named
}
