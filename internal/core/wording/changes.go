package wording

import (
	"slices"
	"strings"
)

// Changes reports whether a method or function named name changes
// something by its name's first word (CreateIssue, Mutate, DeleteObject,
// ExecContext): a call another service applies, which calling the tool
// again would apply twice. Reads (Get, List, Query) and names that say
// neither are not changes.
func Changes(name string) bool { return firstWordIn(name, changeVerbs) }

// changeVerbs are the first words of the names of calls that change
// what they are sent to.
var changeVerbs = map[string]bool{
	"create": true, "update": true, "delete": true, "remove": true, "add": true,
	"put": true, "post": true, "patch": true, "insert": true, "upsert": true,
	"mutate": true, "exec": true, "apply": true, "merge": true, "move": true,
	"rename": true, "upload": true, "publish": true, "install": true,
	"uninstall": true, "assign": true, "unassign": true, "approve": true,
	"archive": true, "transfer": true, "fork": true, "lock": true, "unlock": true,
	"trigger": true, "submit": true, "commit": true, "push": true, "deploy": true,
	"scale": true, "attach": true, "detach": true, "invite": true, "grant": true,
	"revoke": true, "edit": true, "replace": true, "enable": true, "disable": true,
	"close": true, "reopen": true, "cancel": true, "restart": true, "write": true,
}

// SendsValues reports whether a method or function named name sends
// values for the other side to store by its name's first word
// (CreateCronJob, UpdateLabel, Patch, Mutate): the other side may
// reject one of them (a schedule, a colour), not only what the call
// names.
func SendsValues(name string) bool { return firstWordIn(name, sendVerbs) }

// sendVerbs are the first words of the names of calls that send values
// to store.
var sendVerbs = map[string]bool{
	"create": true, "update": true, "patch": true, "put": true, "post": true,
	"apply": true, "edit": true, "replace": true, "insert": true, "upsert": true,
	"mutate": true, "write": true, "add": true, "set": true, "submit": true,
}

// Valued reports whether the argument name names a value a write may be
// refused for (a schedule, a colour, a replica count), not free text the
// other side stores as given (a message, a description), nor what a
// search is given (a query, sent to create an embedding of it).
func Valued(name string) bool {
	words := NameWords(name)
	return len(words) > 0 && !Sought(name) && !freeText[strings.ToLower(words[len(words)-1])]
}

// Sought reports whether the argument name says what a search looks
// for (a query, a filter, keywords): a search given one that matches
// nothing finds nothing rather than fails.
func Sought(name string) bool {
	return slices.ContainsFunc(NameWords(name), func(w string) bool {
		w = strings.ToLower(w)
		return searchWords[w] || asked[w]
	})
}

// Searches reports whether a function or method named name searches by
// its name's first word (findServersByEmbedding, SearchIssues,
// LookupUser): what it is sought by is no cause of its failure.
func Searches(name string) bool { return firstWordIn(name, searchVerbs) }

// searchVerbs are the first words of the names of functions that search.
var searchVerbs = map[string]bool{"find": true, "search": true, "lookup": true, "match": true, "suggest": true}

// asked are words of the names of arguments that say what is looked
// for, beside searchWords: the other side answers them, stores nothing.
var asked = map[string]bool{"query": true, "filter": true, "q": true}

// freeText are the last words of the names of arguments that hold text
// stored as written.
var freeText = map[string]bool{
	"message": true, "body": true, "description": true, "comment": true, "text": true,
	"content": true, "reason": true, "note": true, "notes": true, "summary": true,
	"title": true, "details": true, "prompt": true,
}

// Creates reports whether a tool named name says by its first word that
// it makes a thing that was not there (create_mount, add_comment,
// register_webhook): the arguments naming that thing are found by no
// lister, since it does not exist yet.
func Creates(name string) bool { return firstWordIn(name, createVerbs) }

// createVerbs are the first words of the names of tools that create.
var createVerbs = map[string]bool{
	"create": true, "add": true, "new": true, "register": true, "insert": true,
}

// Reads reports whether a tool named name says by its first word that
// it reads (get_logs, list_pods, find_slow_requests): a tool its callers
// may call again, whatever it changes on the way (an investigation or
// an export it starts to answer).
func Reads(name string) bool { return firstWordIn(name, readVerbs) }

// firstWordIn reports whether the first word of the name name
// (NameWords), lower-cased, is one of words.
func firstWordIn(name string, words map[string]bool) bool {
	ws := NameWords(name)
	return len(ws) > 0 && words[strings.ToLower(ws[0])]
}

// GetsClient reports whether a function named name hands back a client
// it builds or looks up (GetClient, NewClient, GetTfeClientFromContext,
// GetCurrentDynamicClient): its first word is one of getting or making
// one, and a later word is Client.
func GetsClient(name string) bool {
	ws := NameWords(name)
	return len(ws) > 1 && clientVerbs[strings.ToLower(ws[0])] &&
		slices.ContainsFunc(ws[1:], func(w string) bool { return strings.EqualFold(w, "client") })
}

// clientVerbs are the first words of the names of client getters.
var clientVerbs = map[string]bool{
	"get": true, "new": true, "create": true, "init": true, "build": true, "make": true, "load": true,
}

// readVerbs are the first words of the names of tools that read.
var readVerbs = map[string]bool{
	"get": true, "list": true, "find": true, "search": true, "query": true, "read": true,
	"describe": true, "show": true, "fetch": true, "lookup": true, "view": true,
	"inspect": true, "check": true, "analyze": true, "explain": true, "count": true,
	"download": true, "export": true, "watch": true, "diff": true, "compare": true,
	"validate": true, "preview": true, "summarize": true, "investigate": true,
}
