// Package unbounded defines an Analyzer that reports tool failure text
// whose size the code does not bound.
//
// # Analyzer unbounded
//
// unbounded: report tool failure text that joins a growing list with no cap, or runs past 400 characters of its own
//
// About 400 characters say what failed, whether a retry helps and the
// next move. The model's whole history is sent again on every later
// step of a run, so every character of a tool error is paid once per
// remaining step: an error listing every validation failure or every
// file of a directory costs its size many times over. unbounded reports
// each tool error, and each failure report where the framework has no
// error flag, that hands over a Go error whose own words (constants
// and formats, on one path) run past 400 characters — an error's text
// is often operator documentation reused, while text written straight
// into a result is often a deliberate instruction to the model, as long
// as its purpose needs — and each whose text joins every element of a
// slice the code grows by append in a range loop over input or data
// (not over a literal, an array or a package-level table) with no cap:
// strings.Join, errors.Join or a format of the slice, followed through
// local variables and the calls of fmt, strings and errors. A list is
// capped when the loop breaks or tests the slice's length, when the
// slice is cut (s[:n]), or when the text says so ("and %d more",
// "first 10", "truncated"). Success output is not judged. Upstream
// bodies, stack traces and command output are traceback's.
//
// Bad:
//
//	for _, f := range in.Fields {
//		if err := check(f); err != nil {
//			problems = append(problems, err.Error())
//		}
//	}
//	return nil, fmt.Errorf("invalid fields: %s", strings.Join(problems, "; "))
//
// Good:
//
//	shown := problems[:min(len(problems), 3)]
//	return nil, fmt.Errorf("%d invalid fields, first %s; not transient, fix them and call again", len(problems), strings.Join(shown, "; "))
//
// There is no suggested fix: which elements matter is the author's
// choice.
//
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore unbounded the schema allows three fields at most
package unbounded
