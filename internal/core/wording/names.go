package wording

import (
	"maps"
	"slices"
	"strings"
	"unicode"
)

// NameWords splits a Go identifier into its words, as written, an
// initialism kept whole: "GetDataSourceByUID" is Get, Data, Source, By,
// UID; "ErrNoRows" is Err, No, Rows; "is_no_match" is is, no, match.
func NameWords(name string) []string {
	var words []string
	rs := []rune(name)
	start := 0
	for i := 1; i <= len(rs); i++ {
		boundary := i == len(rs) || rs[i] == '_' ||
			unicode.IsUpper(rs[i]) && (unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && !unicode.IsLower(rs[i-1]))
		if boundary {
			if w := strings.Trim(string(rs[start:i]), "_"); w != "" {
				words = append(words, w)
			}
			start = i
		}
	}
	return words
}

// identifiers are the last words of argument names that name a thing the
// call looks up or acts on, a text it runs (a command, a query, an
// expression), or a value of a fixed set: a wrong one fails the same way again (no such order, no
// such file, a flag the CLI does not know, a query that does not
// parse), unlike free text (a reason, a message) or an amount, which a
// lookup does not fail on.
var identifiers = union(locators, carried)

// carried are the identifiers (see identifiers) that name what a
// request carries for the other side to read: a text it runs, a
// selector, a value of a fixed set.
var carried = map[string]bool{
	"command": true, "cmd": true, "query": true, "sql": true, "expression": true, "expr": true,
	"script": true, "selector": true, "filter": true, "jq": true, "matcher": true, "matchers": true,
	"label": true, "labels": true, "version": true, "kind": true, "code": true, "postcode": true,
	// Values of a fixed set (a profile type, a severity, an output
	// format): a value outside it fails the same way again.
	"type": true, "format": true, "severity": true, "status": true, "priority": true, "dialect": true,
}

// union returns a set of the members of a and b.
func union(a, b map[string]bool) map[string]bool {
	out := maps.Clone(a)
	maps.Copy(out, b)
	return out
}

// Identifies reports whether the argument name (as the model sends it:
// "order_id", "tracking_number", "issueKey") names a thing to look up:
// its last word is one of identifiers.
func Identifies(name string) bool {
	words := NameWords(name)
	if slices.ContainsFunc(words, func(w string) bool { return searchWords[strings.ToLower(w)] }) {
		return false // a search's query or filter finds nothing rather than fails
	}
	return len(words) > 0 && identifiers[strings.ToLower(words[len(words)-1])]
}

// Locates reports whether the argument name names where a request goes
// (its target: "namespace", "owner", "issue_number", "file_path") rather
// than what it carries for the other side to read (a selector, a query,
// a type): its last word is one of locators, and its first is not "new"
// (new_name names a value the call sets). A request the other side
// refused as sent was wrong in what it carried; its target was found.
func Locates(name string) bool {
	words := NameWords(name)
	if len(words) > 1 && strings.EqualFold(words[0], "new") {
		return false // new_name: a value the call sets, not its target
	}
	return len(words) > 0 && locators[strings.ToLower(words[len(words)-1])]
}

// locators are the identifiers (see identifiers) that name a request's
// target: what it acts on, where it is.
var locators = map[string]bool{
	"id": true, "ids": true, "uid": true, "uuid": true, "name": true, "names": true, "key": true,
	"number": true, "num": true, "slug": true, "path": true, "file": true, "filename": true,
	"dir": true, "url": true, "uri": true, "ref": true, "sha": true, "branch": true, "tag": true,
	"namespace": true, "owner": true, "repo": true, "repository": true, "project": true,
	"org": true, "organization": true, "workspace": true, "cluster": true, "context": true,
	"index": true, "table": true, "database": true, "schema": true, "collection": true,
	"bucket": true, "topic": true, "channel": true, "user": true, "username": true,
	"email": true, "account": true, "team": true, "group": true, "resource": true, "sku": true,
	"jid": true, "host": true, "node": true, "pod": true, "container": true,
	"service": true, "deployment": true, "region": true, "zone": true, "mount": true, "role": true,
}

// searchWords mark an argument that narrows a search or a listing
// ("search_query", "keyword_filter"): a wrong one finds nothing, the
// call does not fail on it.
var searchWords = map[string]bool{"search": true, "keyword": true, "keywords": true, "term": true, "terms": true}

// Singular is the English singular of a noun a regular plural made
// (Runs, Workspaces, Policies, Statuses); other nouns as they are
// (Status, Alias, Address).
func Singular(noun string) string {
	lower := strings.ToLower(noun)
	switch {
	case strings.HasSuffix(lower, "ies") && len(noun) > 3:
		return noun[:len(noun)-3] + "y"
	case strings.HasSuffix(lower, "sses"), strings.HasSuffix(lower, "uses"), strings.HasSuffix(lower, "xes"),
		strings.HasSuffix(lower, "ches"), strings.HasSuffix(lower, "shes"), strings.HasSuffix(lower, "ases"):
		return noun[:len(noun)-2]
	case strings.HasSuffix(lower, "s") && !strings.HasSuffix(lower, "ss") && !strings.HasSuffix(lower, "us") && !strings.HasSuffix(lower, "is") && !strings.HasSuffix(lower, "ias"):
		return noun[:len(noun)-1]
	}
	return noun
}

// Plural is the English plural of a noun, by the regular rules.
func Plural(noun string) string {
	switch {
	case strings.HasSuffix(noun, "y") && len(noun) > 1 && !strings.ContainsAny(noun[len(noun)-2:len(noun)-1], "aeiou"):
		return noun[:len(noun)-1] + "ies"
	case strings.HasSuffix(noun, "s"), strings.HasSuffix(noun, "x"), strings.HasSuffix(noun, "ch"), strings.HasSuffix(noun, "sh"):
		return noun + "es"
	}
	return noun + "s"
}
