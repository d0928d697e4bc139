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
