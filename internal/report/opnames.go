package report

import (
	"go/token"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/wording"
)

// namedOperation names what a function no entry of
// frameworks.Operations knows was doing, from its own name, where that
// starts with an action (see actions): "(*slack.Client).UpdateUserGroupMembersContext"
// was "updating the user group members"; a method named for the action
// alone takes its object from the type ("(v1.NamespaceInterface).Get":
// "getting the namespace"; List: "listing the namespaces"). "" where the
// name says no action.
func namedOperation(fn string) string {
	fn = receiverPunct.Replace(fn)
	name := fn[strings.LastIndex(fn, ".")+1:]
	typ := ""
	if rest := fn[:max(strings.LastIndex(fn, "."), 0)]; strings.Contains(rest[strings.LastIndex(rest, "/")+1:], ".") {
		typ = rest[strings.LastIndex(rest, ".")+1:] // a method: its receiver's type
	}
	for _, suffix := range []string{"WithContext", "WithParams", "WithResponse", "Context", "Ctx"} {
		if s, ok := strings.CutSuffix(name, suffix); ok && s != "" {
			name = s
			break
		}
	}
	words := wording.NameWords(name)
	if len(words) == 0 || !actions[strings.ToLower(words[0])] {
		return ""
	}
	object := words[1:]
	ofReceiver := len(object) == 0 || qualifiers[strings.ToLower(object[0])]
	if len(object) == 0 && typ == "" && token.IsExported(name) {
		// A function of a package named for what it acts on (gogeek's
		// thing.Query): the package is the object. Exported: another
		// package's, not a helper of the module's own (load).
		typ = packageNoun(fn[:max(strings.LastIndex(fn, "."), 0)])
	}
	if ofReceiver {
		// Get, or TimeRange.ParseFrom: the receiver is what is acted on.
		for _, suffix := range []string{"Interface", "Client", "Service"} {
			if t, ok := strings.CutSuffix(typ, suffix); ok {
				typ = t
				break
			}
		}
		object = wording.NameWords(typ)
	}
	if len(object) == 0 {
		return ""
	}
	if qualifiers[strings.ToLower(object[len(object)-1])] {
		// CreateCommentInReplyTo: what follows the object is a
		// clause of its own, left dangling; the object is the comment.
		object = object[:slices.IndexFunc(object, func(w string) bool { return qualifiers[strings.ToLower(w)] })]
		if len(object) == 0 {
			return ""
		}
	}
	for i, w := range object {
		if !isInitialism(w) {
			object[i] = strings.ToLower(w)
		}
	}
	if last := len(object) - 1; ofReceiver && !isInitialism(object[last]) {
		// (v1.NamespaceInterface).List lists namespaces; go-tfe's
		// (Runs).Create creates a run.
		if strings.EqualFold(words[0], "list") {
			object[last] = wording.Plural(wording.Singular(object[last]))
		} else {
			object[last] = wording.Singular(object[last])
		}
	}
	return gerund(strings.ToLower(words[0])) + " the " + strings.Join(object, " ")
}

// isInitialism reports whether w is written in capitals (UID, X509).
func isInitialism(w string) bool { return len(w) > 1 && strings.ToUpper(w) == w }

// gerund returns the -ing form of an action's verb.
func gerund(verb string) string {
	switch {
	case doubled[verb]:
		return verb + verb[len(verb)-1:] + "ing"
	case strings.HasSuffix(verb, "e") && !strings.HasSuffix(verb, "ee"):
		return verb[:len(verb)-1] + "ing"
	}
	return verb + "ing"
}

// doubled are the actions whose last consonant doubles before -ing.
var doubled = map[string]bool{"get": true, "run": true, "stop": true, "put": true, "set": true, "submit": true}

// packageNoun returns the last element of the package path pkg that is
// no major version ("thing" of gogeek/v2/thing), or "".
func packageNoun(pkg string) string {
	elems := strings.Split(pkg, "/")
	for i := len(elems) - 1; i >= 0; i-- {
		if e := elems[i]; e != "" && !majorVersion(e) && token.IsIdentifier(e) {
			return e
		}
	}
	return ""
}

// majorVersion reports whether a path element is a major version
// suffix (v2, v10).
func majorVersion(e string) bool {
	if len(e) < 2 || e[0] != 'v' {
		return false
	}
	_, err := strconv.Atoi(e[1:])
	return err == nil
}
