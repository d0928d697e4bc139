// Package overreach defines an Analyzer that reports tool failure text
// telling the model how to get around a safeguard.
//
// # Analyzer overreach
//
// overreach: report tool failure text that hints at a way around a safeguard
//
// A tool that refuses has a reason: the branch is protected, the file
// exists, the token was given a narrow scope. Failure text that adds how
// to get past the refusal (force: true, sudo, --no-verify, another
// token, delete what is in the way) turns the guardrail into a speed
// bump: the model reads the hint as the next move and takes it, with no
// human asked. overreach reports each tool error, and each failure
// report where the framework has no error flag, whose own words (the
// module's constants and formats, not foreign text) hold such a hint:
// forcing (--force, force: true, set force, overwrite: true), raised
// privileges (use sudo, run as root, as an administrator), a check
// turned off (--no-verify, skip ... validation, disable ... check,
// bypass the), more access (with broader scopes, request additional
// permissions), other credentials (use another token, a different
// account), and destroying what is in the way (delete ... first, remove
// the existing, rm -rf). The table is frameworks.Overreaches.
//
// Hints match whole words, case-insensitively, as retry phrases do; a
// flag matches as written (--force, not --force-with-lease). A hint is
// not reported when one of the three words before it refuses it (do not
// use --force, refusing to overwrite it, failed to kill the process) or
// one of the three after it closes it (sudo is not allowed, --force is
// disabled), nor when the text hands the decision to a person (ask the
// user, suggest the user ..., the user can ..., contact an
// administrator). Words alone that ordinary sentences
// use are not hints: "the force field must be a number" is not
// reported. Success text is not judged: a tool may describe its own
// force option.
//
// Bad:
//
//	return mcp.NewToolResultError("branch main is protected; call push again with force: true"), nil
//
// Good:
//
//	return mcp.NewToolResultError("branch main is protected; not transient. Push to a new branch with create_branch, or ask the user to merge."), nil
//
// -overreach.phrases (overreach-phrases in .toolerrlint.yaml) adds hints
// to the defaults. There is no suggested fix: what the safe next move is
// (a read-only tool, a question for the user) is the author's to write.
//
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore overreach force is this tool's documented, confirmed option
package overreach
