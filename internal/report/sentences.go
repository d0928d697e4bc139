package report

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
)

// receiverPunct drops the punctuation of a method's receiver. Built once:
// building a Replacer costs more than the replacing, and every finding
// asks for its operation.
var receiverPunct = strings.NewReplacer("(", "", "*", "", ")", "")

// Operation names what the function named by source (a types.Func
// FullName, as in origin leaves) was doing: "the database query". The
// longest entry of frameworks.Operations that names the function, its
// type or its package wins.
func Operation(source string) string {
	op, _ := tableOperation(source)
	return cmp.Or(op, namedOperation(source), genericOp)
}

// tableOperation returns the operation the nearest entry of
// frameworks.Operations gives source, "" where none does, and whether
// that entry names source's package rather than its type or itself.
func tableOperation(source string) (op string, ofPackage bool) {
	fn := receiverPunct.Replace(source) // "database/sql.Row.Scan"
	best := -1
	for _, o := range frameworks.Operations {
		if matchesOperation(fn, o.Pkg) && len(o.Pkg) > best {
			best, op = len(o.Pkg), o.Op
			ofPackage = fn != o.Pkg && !strings.HasPrefix(fn, o.Pkg+".")
		}
	}
	return op, ofPackage
}

// changeOperation names the change the call done made: where the table
// knows only its package, what its name says it does ("creating the
// pull request" rather than "the GitHub API call"), which the model
// can tell the user.
func changeOperation(done string) string {
	op, ofPackage := tableOperation(done)
	if op != "" && !ofPackage {
		return op
	}
	return cmp.Or(namedOperation(done), op, genericOp)
}

// matchesOperation reports whether the function fn ("pkg/path.Type.Method"
// or "pkg/path.Func") is, or belongs to, what name names: the function
// itself, its type, or its package with subpackages and major versions.
func matchesOperation(fn, name string) bool {
	if fn == name || strings.HasPrefix(fn, name+".") {
		return true
	}
	pkg := fn
	if i := strings.LastIndex(fn, "/"); i >= 0 {
		if j := strings.Index(fn[i:], "."); j >= 0 {
			pkg = fn[:i+j]
		}
	} else if j := strings.Index(fn, "."); j >= 0 {
		pkg = fn[:j]
	}
	return pkg == name || strings.HasPrefix(pkg, name+"/")
}

// OperationOf names what was going on when the part of a text n stands
// for arose: the operation of the package whose error it is, the HTTP
// request whose body it is, else (a panic, a trace) "handling the
// call".
func OperationOf(n *origin.Node) string {
	switch n.Op {
	case origin.Foreign:
		return Operation(n.Text)
	case origin.Body:
		return "the HTTP request"
	}
	return "handling the call"
}

// The retry decisions a fix writes. Each contains a phrase of
// config.DefaultRetryPhrases, so the retryable pass accepts fixed text.
// In a result they are sentences; in a Go error's text (errors.New,
// fmt.Errorf) they are clauses, lower-case and without a full stop, as
// Go's convention asks (staticcheck's ST1005): the error may be wrapped
// in other words.
//
// Where the code shows neither, a fix says Bounded: one retry, then the
// user. It is right whichever the failure was (a transient one gets its
// retry; a permanent one costs one call, and the user hears of it), so
// that a fix the code does not decide can still be applied.
const (
	Transient = "Transient; retrying may succeed."
	Permanent = "Not transient; the same call will fail identically."
	Bounded   = "Retry once; if it fails again, tell the user what could not be done."

	transientClause = "transient, retrying may succeed"
	permanentClause = "not transient, the same call will fail identically"
	boundedClause   = "retry once, and if it fails again, tell the user what could not be done"
)

// MaxSentence is the length a fix's sentence stays under: enough for
// what failed and the decision, short of an upstream payload.
const MaxSentence = 400

// Sentence is the replacement text a fix writes for sink s, for any
// pass that writes one: the tool, what failed (the argument and what it
// must be where a check of the input shows it, else op, "decoding the
// JSON"), the retry decision d, which must be core.Transient or
// core.Permanent, and the next move the evidence shows, in a Go error's
// form if asError (see Decide): "get_quote failed: decoding the JSON did
// not succeed. Not transient; the same call will fail identically."
func Sentence(s *sink.Sink, op string, d sink.Decision, asError bool) string {
	clause := op + " did not succeed"
	if s.Advice.Arg != "" && s.Advice.Expect != "" {
		clause = argumentClause(s.Advice)
	}
	return Decide(s, failed(s.Tool)+": "+clause, d, asError)
}

// Decide ends clause, which says what failed at sink s, with the
// argument that failed (unless clause names it), the decision d and the
// next move (see extraClauses). For a result they are sentences; for a
// Go error's text (asError) one line of clauses joined by semicolons,
// starting lower-case unless its first word looks like a name, and
// ending without punctuation, so that staticcheck's ST1005 holds:
// "get_order failed: reading the order did not succeed; not transient,
// the same call will fail identically".
func Decide(s *sink.Sink, clause string, d sink.Decision, asError bool) string {
	rest := joinClauses(extraClauses(s, clause, d, asError), s.Advice.Arg, asError)
	if asError {
		return lowerFirst(clause) + "; " + rest
	}
	return clause + ". " + rest
}

// DecisionSentence states d to a model, as a sentence: Bounded for
// sink.Undecided.
func DecisionSentence(d sink.Decision) string {
	switch d {
	case sink.Transient:
		return Transient
	case sink.Permanent:
		return Permanent
	}
	return Bounded
}

// DecisionClause states d in a Go error's text, as a clause.
func DecisionClause(d sink.Decision) string {
	switch d {
	case sink.Transient:
		return transientClause
	case sink.Permanent:
		return permanentClause
	}
	return boundedClause
}

// lowerFirst lower-cases the first letter of text where ST1005 would
// take it for a capitalized word: the first word has no other capital
// or digit (not an initialism, not MixedCaps) and no bracket (not a
// call). A lower-case start, such as a tool's name, stays as it is.
func lowerFirst(text string) string {
	word, _, _ := strings.Cut(text, " ") // a decision follows: never one word
	first, n := utf8.DecodeRuneInString(word)
	if !unicode.IsUpper(first) || strings.ContainsFunc(word[n:], func(r rune) bool {
		return unicode.IsUpper(r) || unicode.IsDigit(r) || r == '('
	}) {
		return text
	}
	return string(unicode.ToLower(first)) + text[n:]
}

// what says what failed in the module's own words, for a tool error, as
// a clause without a full stop (see Decide):
// words are the text the module wrote around a foreign error (fmt verbs
// kept), op the operation of the well-known package that failed. Words
// of fewer than three ("decode", "marshal args", "request failed") or
// that only qualify what was dropped ("for tool %s") say too little to a
// model: the operation says what failed, and such words follow it in
// brackets (or after it, for a qualifier). "failed to get X" reads
// "could not get X" after the tool's name, which goes before them where
// it is known.
func what(tool, words, op string) string {
	words = strings.Join(strings.Fields(strings.TrimRight(words, " \t\n:;,-=.")), " ")
	lower := strings.ToLower(words)
	for _, p := range []string{"error: ", "error "} {
		if strings.HasPrefix(lower, p) {
			words, lower = words[len(p):], lower[len(p):]
		}
	}
	if tool != "" && words == tool {
		words, lower = "", "" // "get_order: %w": the sentence names the tool anyway
	}
	first, _, _ := strings.Cut(lower, " ")
	switch {
	case words == "":
		return failed(tool) + ": " + op + " did not succeed"
	case qualifiers[first] && len(strings.Fields(words)) <= 2 && !strings.Contains(words, "%"):
		// "for tool", its operand dropped: it qualifies nothing left.
		return failed(tool) + ": " + op + " did not succeed"
	case qualifiers[first]:
		return failed(tool) + ": " + op + " did not succeed " + words
	case saysFailure(lower) || !strings.Contains(words, " "):
		// One word ("decode") says less than the operation: below.
	case actions[first]:
		// "search users", "list all roles": the action that failed.
		words = "could not " + words
	case strings.HasSuffix(first, "ing") && len(first) > 4:
		// "reading the profile": what was being done.
		words += " did not succeed"
	}
	// Two words that say the call was wrong ("invalid container_port")
	// say more than the operation.
	short := len(strings.Fields(words)) < 3 && !(strings.Contains(words, " ") && wording.InputWord(words) != "")
	if !strings.HasPrefix(words, "could not ") && !strings.HasSuffix(words, " did not succeed") && short {
		if fields := strings.Fields(lower); slices.Contains(strings.Fields(op), fields[len(fields)-1]) {
			// "do request" says what the operation does: "the HTTP
			// request did not succeed", no jargon after it.
			return failed(tool) + ": " + op + " did not succeed"
		}
		return failed(tool) + ": " + op + " did not succeed (" + words + ")"
	}
	for _, p := range []string{"failed to ", "unable to ", "cannot ", "can't "} {
		if strings.HasPrefix(lower, p) {
			words = "could not " + words[len(p):]
			break
		}
	}
	if tool == "" || strings.Contains(words, tool) {
		return words // "the tool failed" would add nothing to them
	}
	return failed(tool) + ": " + words
}

// saysFailure reports whether the lower-cased words say that something
// failed or is wrong, so that they need no "did not succeed".
func saysFailure(lower string) bool {
	return slices.ContainsFunc(Words(lower), wording.FailureWord)
}

// actions are verbs that start an action's name in the imperative, as
// error prefixes name it ("get role assignments: %w").
var actions = map[string]bool{
	"get": true, "list": true, "search": true, "create": true, "update": true, "delete": true,
	"fetch": true, "read": true, "write": true, "query": true, "parse": true, "load": true,
	"save": true, "send": true, "find": true, "open": true, "connect": true, "run": true,
	"execute": true, "decode": true, "encode": true, "marshal": true, "unmarshal": true,
	"resolve": true, "render": true, "upload": true, "download": true, "remove": true,
	"add": true, "start": true, "stop": true, "validate": true, "convert": true, "lookup": true,
	"describe": true, "apply": true, "scale": true, "restart": true, "install": true,
	"generate": true, "retrieve": true, "process": true, "initialize": true, "invoke": true,
	"sync": true, "export": true, "import": true, "copy": true, "move": true, "rename": true,
	"cancel": true, "subscribe": true, "publish": true, "submit": true, "deploy": true,
	"evaluate": true, "extract": true, "call": true, "post": true, "patch": true, "build": true,
	"compile": true, "check": true, "close": true, "refresh": true, "authenticate": true,
	"acquire": true, "attach": true, "mount": true, "provision": true, "allocate": true,
}

// qualifiers start words that only qualify what a format dropped.
var qualifiers = map[string]bool{"for": true, "in": true, "on": true, "at": true, "while": true, "with": true, "of": true, "from": true, "to": true}

func failed(tool string) string {
	if tool == "" {
		return "the tool failed"
	}
	return tool + " failed"
}

// Decisions returns the retry decisions a fix that writes a sentence
// offers: the one the evidence supports, then the other, which editors
// show for a human who knows better; where the evidence supports
// neither, the bounded one alone (see Bounded), which -fix applies.
func Decisions(d sink.Decision) []sink.Decision {
	if d == sink.Undecided {
		return []sink.Decision{sink.Undecided}
	}
	return Alternatives(d)
}

// Alternatives returns the two retry decisions, the one the evidence
// supports first (transient first when nothing decides), for a fix that
// cannot say Bounded: a retry field is true or false.
func Alternatives(d sink.Decision) []sink.Decision {
	if d == sink.Permanent {
		return []sink.Decision{sink.Permanent, sink.Transient}
	}
	return []sink.Decision{sink.Transient, sink.Permanent}
}

// Undecided is the category of a finding whose fixes state a retry
// decision the code does not settle: editors offer both alternatives,
// -fix applies neither and lists the finding for a human.
const Undecided = "undecided"

// Settle records, on a diagnostic of sink s that offers fixes, what the
// evidence decided: the message names it (Decided). Where it decided
// nothing, a single fix says Bounded and is applied like a decided one;
// two alternatives mark the finding Undecided.
func Settle(d *analysis.Diagnostic, s *sink.Sink) {
	if len(d.SuggestedFixes) == 0 {
		return
	}
	if s.Decision == sink.Undecided {
		if len(d.SuggestedFixes) > 1 {
			d.Category = Undecided
		}
		return
	}
	d.Message += "; the code shows " + s.Evidence + ": " + strings.ToLower(decisionWord(s)) + configured(s)
}

// Decided is the move of a message of sink s whose evidence decided the
// retry question: `say "Not transient" (the code shows a check of the
// tool's input)`.
func Decided(s *sink.Sink) string {
	return `say "` + decisionWord(s) + `" (the code shows ` + s.Evidence + ")" + configured(s)
}

// decisionWord is the first words of the sentence of sink s's decision:
// after a change that went through (sink.Advice.Done), not to call
// again.
func decisionWord(s *sink.Sink) string {
	if s.Advice.Done != "" {
		return "Do not call again"
	}
	return decisionWords[s.Decision]
}

// decisionWords are the first words of each decision's sentence.
var decisionWords = map[sink.Decision]string{sink.Transient: "Transient", sink.Permanent: "Not transient"}

// configured is the end of a message whose failure is a missing setting.
func configured(s *sink.Sink) string {
	if s.Advice.Move == sink.NotConfigured {
		return "; check the setting when the server starts"
	}
	return ""
}
