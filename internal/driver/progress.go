package driver

import (
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/toolerrlint/toolerrlint/internal/summary"
	"golang.org/x/tools/go/analysis"
)

// slowPhase is how long a phase runs before a progress line says so
// when standard error is not a terminal.
const slowPhase = 3 * time.Second

// progress says on standard error what a long run is doing, phase by
// phase: listing packages (downloading modules when the module cache
// lacks some), building the dependencies' export data, type-checking
// the module's packages, analyzing them. On a terminal one line names
// the phase, with counts and the time spent, redrawn every second and
// cleared at the end. Elsewhere (CI logs, pipes, editors) a phase that
// runs longer than slowPhase gets one line of its own; a quick run
// prints nothing. It never writes to standard output, where the
// findings go.
type progress struct {
	w        io.Writer // nil: progress is off
	terminal bool
	start    time.Time
	now      func() time.Time
	// afterFunc runs f after d unless stopped, as time.AfterFunc does.
	afterFunc func(d time.Duration, f func()) (stop func() bool)
	analyzed  atomic.Int64
	mu        sync.Mutex // analyzers run in parallel
	msg       string     // the current line, "" once done
	phases    int        // phases begun, so that a late timer of an earlier one prints nothing
	stopTimer func() bool
	stop      chan struct{}
}

// newProgress returns the progress of a run on f, standard error. The
// environment variable TOOLERRLINT_PROGRESS=off turns it off (tests
// that compare standard error whatever the machine's load).
func newProgress(f *os.File) *progress {
	if os.Getenv("TOOLERRLINT_PROGRESS") == "off" {
		return &progress{}
	}
	return startProgress(f, terminal(f), time.Now, func(d time.Duration, fn func()) func() bool {
		return time.AfterFunc(d, fn).Stop
	})
}

// startProgress returns the progress written to w, with the clock and
// timers given.
func startProgress(w io.Writer, term bool, now func() time.Time, afterFunc func(time.Duration, func()) func() bool) *progress {
	p := &progress{w: w, terminal: term, start: now(), now: now, afterFunc: afterFunc, stop: make(chan struct{})}
	if term {
		go p.tick()
	}
	return p
}

// terminal reports whether f is a terminal.
func terminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// tick redraws the line every second until done.
func (p *progress) tick() {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-p.stop:
			return
		case <-t.C:
			p.mu.Lock()
			p.draw()
			p.mu.Unlock()
		}
	}
}

func (p *progress) draw() {
	if p.msg != "" {
		fmt.Fprintf(p.w, "\r\033[Ktoolerrlint: %s (%s)", p.msg, p.now().Sub(p.start).Round(time.Second))
	}
}

// phase begins a phase of the run, described by msg.
func (p *progress) phase(msg string) {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.phases++
	p.msg = msg
	if p.terminal {
		p.draw()
		return
	}
	if p.stopTimer != nil {
		p.stopTimer()
	}
	n := p.phases
	p.stopTimer = p.afterFunc(slowPhase, func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.phases == n && p.msg != "" {
			fmt.Fprintf(p.w, "toolerrlint: %s...\n", p.msg)
		}
	})
}

// update replaces the current phase's line with msg (a count), on a
// terminal; elsewhere the count would be a line per package.
func (p *progress) update(msg string) {
	if p.w == nil || !p.terminal {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.msg = msg
	p.draw()
}

// done ends the progress for good, clearing the line on a terminal.
func (p *progress) done() {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.msg == "" {
		return
	}
	p.msg = ""
	if p.terminal {
		close(p.stop)
		fmt.Fprint(p.w, "\r\033[K")
	} else if p.stopTimer != nil {
		p.stopTimer()
	}
}

// counter returns analyzers that count the packages whose passes have
// all run (it requires them), or none when nothing is shown.
func (p *progress) counter(passes []*analysis.Analyzer, total int) []*analysis.Analyzer {
	if p.w == nil || !p.terminal {
		return nil
	}
	return []*analysis.Analyzer{{
		Name:     "progress",
		Doc:      "counts analyzed packages for the progress line",
		Requires: passes,
		Run: func(*analysis.Pass) (any, error) {
			p.update(fmt.Sprintf("analyzed %d of %s", p.analyzed.Add(1), summary.Plural(total, "package")))
			return nil, nil
		},
	}}
}
