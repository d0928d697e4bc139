package driver

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// fakeTimers are the timers of a progress under test: each started
// timer's function, run by the test when it chooses.
type fakeTimers struct {
	mu      sync.Mutex
	pending []func()
}

func (f *fakeTimers) afterFunc(d time.Duration, fn func()) func() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.pending = append(f.pending, fn)
	return func() bool { return true }
}

// fire runs the i-th timer started, as if its time had come.
func (f *fakeTimers) fire(i int) {
	f.mu.Lock()
	fn := f.pending[i]
	f.mu.Unlock()
	fn()
}

// TestProgressNotTerminal checks the lines written where standard error
// is not a terminal: nothing for a quick phase, one line for a phase that
// outlasts slowPhase, none for a phase already over (its timer fired
// late), and no per-package counts.
func TestProgressNotTerminal(t *testing.T) {
	var out strings.Builder
	timers := &fakeTimers{}
	p := startProgress(&out, false, time.Now, timers.afterFunc)
	p.phase("listing packages")
	p.phase("building dependencies (40 packages)")
	require.Empty(t, out.String(), "a phase writes nothing before its time")
	timers.fire(0)
	require.Empty(t, out.String(), "the timer of a phase that is over")
	timers.fire(1)
	require.Equal(t, "toolerrlint: building dependencies (40 packages)...\n", out.String())
	p.phase("analyzing 3 packages")
	require.Empty(t, p.counter(nil, 3), "no per-package lines")
	p.done()
	timers.fire(2)
	require.Equal(t, "toolerrlint: building dependencies (40 packages)...\n", out.String(), "nothing after done")
}

// TestProgressTerminal checks the line on a terminal: each phase at
// once, with the time since the start by the given clock, the count of
// analyzed packages, and the line cleared at the end.
func TestProgressTerminal(t *testing.T) {
	var out syncBuilder
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	now := func() time.Time { return clock }
	p := startProgress(&out, true, now, nil)
	p.phase("listing packages")
	require.Equal(t, "\r\033[Ktoolerrlint: listing packages (0s)", out.String())
	clock = clock.Add(75 * time.Second)
	p.phase("type-checking 12 packages")
	require.True(t, strings.HasSuffix(out.String(), "\r\033[Ktoolerrlint: type-checking 12 packages (1m15s)"), out.String())
	counter := p.counter(nil, 12)
	require.Len(t, counter, 1)
	_, err := counter[0].Run(nil)
	require.NoError(t, err)
	require.True(t, strings.HasSuffix(out.String(), "toolerrlint: analyzed 1 of 12 packages (1m15s)"), out.String())
	p.done()
	require.True(t, strings.HasSuffix(out.String(), "\r\033[K"), "the line is cleared")
}

// syncBuilder is a strings.Builder the progress's ticker may write to
// while the test reads it.
type syncBuilder struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuilder) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuilder) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
