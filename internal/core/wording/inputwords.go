package wording

import (
	"cmp"
	"slices"
	"strings"
	"unicode"

	"github.com/toolerrlint/toolerrlint/internal/origin"
)

// inputWords are the words with which a module says the call itself was
// wrong: a missing, malformed or out-of-range argument, an operation the
// tool does not offer, a thing it names that does not exist; or tells
// what to change before calling again ("verify the namespace", "check if
// the organization exists", "ensure TFE_TOKEN is configured"), after
// which a retry would contradict it; or that a rule of the module's
// refused it ("policy denied tool X", "not permitted in read-only
// mode", "restricted by lockdown mode"), which refuses the same call
// again; or that a name it would
// create is taken ("tool name collision"; a bare "conflict" is left
// out: an HTTP 409 may pass once the other writer is done); or that the
// client lacks what the tool needs (a protocol version, a capability
// it declared when the session began), which no call in the session
// changes. The same
// call fails identically, whichever code
// checked it: a check read through a module helper or a type assertion
// on the arguments map, which a handler's guards do not show to be of
// the tool's input. Each entry is a run of whole words.
var inputWords = []string{
	"invalid", "required", "missing", "malformed", "unsupported",
	"must be", "must not", "must have", "must contain", "must start with", "must begin with",
	"must end with", "must match", "must include", "must specify", "must provide", "not a valid",
	"not a string", "not a number", "not an integer", "not a boolean", "not an array", "not an object",
	"not allowed", "not supported", "out of range", "cannot be empty",
	"too long", "too many", "too large",
	"not found", "no such", "does not exist", "doesn't exist", "no valid",
	"verify that", "verify the", "make sure", "double check", "check that", "check if",
	"check whether", "please provide", "please specify", "please check",
	"not configured", "are configured", "is configured", "is not set", "are not set",
	"denied", "forbidden", "not permitted", "restricted by", "is restricted", "blocked by",
	"unknown operation", "unknown action", "unknown command", "unknown type", "unknown field",
	"unknown parameter", "unknown argument", "unknown option", "unknown mode", "unknown method",
	"unknown kind", "unknown format", "unknown resource", "unknown tool",
	"validation failed", "failed validation", "already exists", "already in use",
	"name collision", "name conflict", "collides with",
	"requires either", "requires one of", "requires at least",
	"not both", "only one of", "exactly one of", "more than once",
	"unavailable for this client", "not available for this client", "requires client support",
	"protocol version",
}

// answerWords say that the text describes what came back from the
// call, not the call: "invalid response format", "chat object missing
// in response". An upstream's answer that is malformed or lacks a part
// says nothing of the arguments, and the same call may well pass.
var answerWords = []string{"response", "responses", "reply", "answer", "returned", "upstream"}

// InputWord returns the first of inputWords that text holds as whole
// words, or "" (also where it speaks of the answer: answerWords).
func InputWord(text string) string {
	words := " " + strings.Join(strings.FieldsFunc(strings.ToLower(text), notLetter), " ") + " "
	for _, w := range answerWords {
		if strings.Contains(words, " "+w+" ") {
			return ""
		}
	}
	for _, w := range inputWords {
		if strings.Contains(words, " "+w+" ") {
			return w
		}
	}
	for _, verb := range []string{"parse", "parsing"} {
		if strings.Contains(words, " "+verb+" ") && (strings.Contains(words, " parameter ") || strings.Contains(words, " argument ")) {
			return verb // "failed to parse tailLines parameter"
		}
	}
	return ""
}

func notLetter(r rune) bool { return (r < 'a' || r > 'z') && r != '\'' }

// maxWrongCallAlts bounds the alternatives everyAlternative reads.
const maxWrongCallAlts = 32

// WrongCall returns the input word (see InputWord) of the module's own
// words in text where every text it may be says the call was wrong, or
// "": one alternative that does not ("the store is busy") leaves the
// question open. A framework's words are judged by its own rules.
func WrongCall(text *origin.Node) string { return everyAlternative(text, InputWord) }

// EmptyAnswer returns the words of the module's own (see EmptyWords) in
// text where every text it may be says the answer was empty
// ("organization %q has no stacks"), or "".
func EmptyAnswer(text *origin.Node) string { return everyAlternative(text, EmptyWords) }

// EmptyWords returns the words with which text says an answer came back
// empty ("no boards found", "pod x has no containers", "the API returned
// an empty profile"), or "".
func EmptyWords(text string) string {
	ws := strings.FieldsFunc(strings.ToLower(text), notLetter)
	for i, w := range ws {
		if w == "empty" {
			if j := slices.IndexFunc(ws[max(i-2, 0):i], func(w string) bool { return answeredVerbs[w] }); j >= 0 {
				return ws[max(i-2, 0)+j] + " … empty"
			}
		}
		if w != "no" {
			continue
		}
		if i > 0 && (ws[i-1] == "has" || ws[i-1] == "have") {
			return ws[i-1] + " no"
		}
		if slices.Contains(ws[i+1:], "found") {
			return "no … found"
		}
	}
	return ""
}

// answeredVerbs say what came back, before "empty" ("returned an empty
// profile"), unlike a check of what was sent ("name is empty").
var answeredVerbs = map[string]bool{"returned": true, "returns": true, "got": true, "received": true}

// everyAlternative returns what words finds in the module's own words
// of every text text may be, the first alternative's; "" where one
// finds nothing, or text has too many alternatives.
func everyAlternative(text *origin.Node, words func(string) string) string {
	alts, ok := text.Alternatives(maxWrongCallAlts)
	if !ok || len(alts) == 0 {
		return ""
	}
	first := ""
	for _, alt := range alts {
		w, says := "", false
		for _, l := range alt {
			if l.Op == origin.Lit && !l.Framework {
				says = says || strings.ContainsFunc(l.Text, unicode.IsLetter)
				if w = words(l.Text); w != "" {
					break
				}
			}
		}
		switch {
		case w != "":
			first = cmp.Or(first, w)
		case says:
			return ""
		}
		// An alternative without a word of the module's says nothing
		// either way: a piece a loop appends ("  - " and an item, where
		// the text is the heading or another piece).
	}
	return first
}
