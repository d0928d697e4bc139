package frameworks

import "testing"

// go-github's status classes name its error types in the package of
// the call that failed, whatever its major version; its request
// builders, which fail before any answer, have none.
func TestClassesOfAnyMajor(t *testing.T) {
	for fn, want := range map[string]string{
		"(*github.com/google/go-github/v69/github.IssuesService).Get": "*github.com/google/go-github/v69/github.ErrorResponse",
		"(*github.com/google/go-github/v89/github.Client).Do":         "*github.com/google/go-github/v89/github.ErrorResponse",
		"(*github.com/google/go-github/v89/github.Client).NewRequest": "",
	} {
		got := ""
		for _, c := range ClassesOf(fn) {
			if c.Field != "" {
				got = c.Test
			}
		}
		if got != want {
			t.Errorf("ClassesOf(%s): status type %q, want %q", fn, got, want)
		}
	}
}

// A status class decides and sorts as its HTTP status does.
func TestStatusClass(t *testing.T) {
	for _, tc := range []struct {
		c    Class
		d    Decision
		kind Kind
	}{
		{Class{Test: "*p.E", Field: "Code", Status: 404}, Permanent, NotFound},
		{Class{Test: "*p.E", Field: "Code", Status: 403}, Permanent, Refused},
		{Class{Test: "*p.E", Field: "Code", Status: 500, Above: true}, Transient, NoKind},
		{Class{Test: "*p.RateLimited", Status: 429}, Transient, NoKind},
		{Class{Test: "io/fs.ErrNotExist"}, Permanent, NotFound},
	} {
		if d, k := tc.c.Decision(), tc.c.Kind(); d != tc.d || k != tc.kind {
			t.Errorf("%+v: %v, kind %d; want %v, kind %d", tc.c, d, k, tc.d, tc.kind)
		}
	}
}

// A library's kind is the class its words name, the first of
// kindWords that matches; a kind no word names is none.
func TestKindClass(t *testing.T) {
	for _, tc := range []struct {
		words  []string
		status int
		d      Decision
	}{
		{[]string{"error", "type", "command", "denied"}, 403, Permanent},
		{[]string{"error", "type", "auth"}, 401, Permanent},
		{[]string{"error", "type", "invalid", "command"}, 400, Permanent},
		{[]string{"invalid", "credentials"}, 401, Permanent}, // the credentials, not the request
		{[]string{"kind", "timed", "out"}, 504, Transient},
		{[]string{"code", "does", "not", "exist"}, 404, Permanent},
		{[]string{"code", "already", "exists"}, 409, Permanent},
		{[]string{"error", "type", "execution"}, 0, Undecided},
		{[]string{"error", "type", "parse", "output"}, 0, Undecided},
	} {
		c, ok := KindClass("*p.E", "Type", "K", tc.words)
		if ok != (tc.status != 0) || c.Status != tc.status || c.Decision() != tc.d {
			t.Errorf("%v: status %d (%v), %v; want %d, %v", tc.words, c.Status, ok, c.Decision(), tc.status, tc.d)
		}
		if ok && (c.What == "" || c.Const != "K" || !c.ByStatus()) {
			t.Errorf("%v: %+v, want a What, the constant and a field", tc.words, c)
		}
	}
}

// The fields trace reads as the caller's own input are those the JSON
// class's sentence shows, by their full names.
func TestInputEchoFields(t *testing.T) {
	for name, want := range map[string]bool{
		"encoding/json.UnmarshalTypeError.Field":  true,
		"encoding/json.UnmarshalTypeError.Value":  true,
		"encoding/json.UnmarshalTypeError.Struct": false,
		"encoding/json.SyntaxError.Offset":        false,
	} {
		if InputEchoFields[name] != want {
			t.Errorf("InputEchoFields[%q] = %v, want %v", name, !want, want)
		}
	}
}

// Unexported validators are read by Go's naming convention.
func TestValidatorByName(t *testing.T) {
	for name, want := range map[string]bool{
		"validate": true, "validateOperation": true, "validated": false, "Validate": false, "invalidate": false,
	} {
		if got := ValidatorByName(name); got != want {
			t.Errorf("ValidatorByName(%q) = %v, want %v", name, got, want)
		}
	}
}
