package frameworks

// What a tool's failure text must not suggest: the ways around a
// safeguard that a model, told of them, takes. The overreach pass reads
// these phrases in the module's own text (its constants and formats);
// users add to them with -overreach.phrases or overreach-phrases.
// Adding a way around is adding a row here, never code in the pass.
//
// Phrases match whole words, case-insensitively, as the retry phrases
// do: "..." stands for up to five words, and a phrase starting with "-"
// is a command-line flag matched as written ("--force" but not
// "--force-color"). A word alone is listed only where no ordinary
// sentence uses it: "force" alone is the name of many fields ("the
// force field must be a number"), "force: true" is a suggestion.

// Overreach is one kind of way around a safeguard.
type Overreach struct {
	// What names the safeguard the hint gets around, for messages:
	// "forces past the check".
	What string
	// Phrases are the hints of this kind.
	Phrases []string
}

// Overreaches are the default hints, by kind. They are worded as
// suggestions (use, with, run as, set ... to true): a statement that
// the tool lacks something ("the token lacks the repo scope") leaves
// the next move to whoever can grant it.
var Overreaches = []Overreach{
	{What: "forces the operation past its check", Phrases: []string{
		"--force", "force true", "force ... to true", "force flag", "force option",
		"force parameter", "force argument", "set force",
		"force_delete", "force_overwrite", "force delete", "force push", "force overwrite",
		"overwrite true", "overwrite ... to true", "set overwrite", "allow_overwrite",
	}},
	{What: "raises the privileges the tool runs with", Phrases: []string{
		"use sudo", "with sudo", "run sudo", "try sudo", "via sudo", "using sudo", "sudo apt",
		"run as root", "run it as root", "retry as root", "as the root user", "root privileges",
		"as an administrator", "as administrator", "as admin", "administrator privileges",
		"admin privileges", "admin rights", "administrator rights", "elevated privileges",
		"elevated permissions", "privileged mode", "--privileged",
	}},
	{What: "turns a check off", Phrases: []string{
		"--no-verify", "--insecure", "--skip-checks", "--no-check", "skip verification",
		"skip ... verification", "skip ... validation", "skip the check", "skip ... checks",
		"disable ... verification", "disable ... validation", "disable ... check", "disable ... checks",
		"disable ... protection", "disable ... safeguard", "turn off ... check", "turn off ... verification",
		"turn off ... protection", "bypass the", "bypass this", "bypass it", "to bypass", "circumvent",
		"insecure_skip_verify", "insecureskipverify", "skip_verify", "skip_validation", "dangerously",
	}},
	{What: "asks for more access than the tool was given", Phrases: []string{
		"with broader scope", "with broader scopes", "with broader permissions", "with a broader scope",
		"with wider permissions", "request broader", "request additional permissions",
		"request more permissions", "request additional scopes", "grant yourself", "with elevated",
		"with full access", "with admin scope", "with all scopes",
	}},
	{What: "reaches for credentials the tool was not given", Phrases: []string{
		"use another token", "use a different token", "use different credentials",
		"use other credentials", "use another credential", "use another account",
		"use a different account", "switch ... account", "use another api key",
		"use a different api key", "use an admin token", "use the admin token", "use a token with",
	}},
	{What: "destroys what is in the way", Phrases: []string{
		"delete it first", "delete ... first", "remove it first", "remove ... first",
		"delete the existing", "remove the existing", "overwrite the existing", "overwrite it",
		"delete ... and try again", "delete ... and retry", "remove ... and try again",
		"remove ... and retry", "rm -rf", "drop the table", "truncate the table",
		"kill the process", "discard ... changes", "reset --hard",
	}},
}

// HumanRoutes are phrases that hand the decision to a person: a hint
// that names one ("ask the user to grant the write scope") is the safe
// next move, not a way around.
var HumanRoutes = []string{
	"ask the user", "ask a user", "ask your user", "tell the user", "ask the operator",
	"ask an administrator", "ask your administrator", "ask an admin", "ask the admin",
	"ask the owner", "contact the administrator", "contact an administrator",
	"contact your administrator", "contact the owner", "contact support",
	"confirm with the user", "the user's approval", "the user's permission", "the user to",
	"suggest the user", "suggest that the user", "have the user", "let the user",
	"the user should", "the user can", "the user must", "the user needs to",
}

// Refusals are words that, within three words before a hint in its
// clause, turn it
// into a refusal or a report of what happened ("do not use --force",
// "refusing to overwrite it", "failed to kill the process"), and within
// three words after it, into a statement that the way is closed ("sudo
// is not allowed", "--force is disabled").
var Refusals = struct{ Before, After []string }{
	Before: []string{"not", "no", "never", "cannot", "can't", "don't", "won't", "without", "avoid",
		"instead", "refusing", "refuse", "refused", "would", "failed", "unable", "nor", "rather"},
	After: []string{"not", "isn't", "aren't", "forbidden", "disallowed", "prohibited", "blocked",
		"denied", "disabled", "unsupported", "refused", "rejected", "unavailable"},
}
