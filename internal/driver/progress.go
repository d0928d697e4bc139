package driver

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/toolerrlint/toolerrlint/internal/summary"
	"golang.org/x/tools/go/analysis"
)

// progress says on a terminal what a long run is doing: loading, then
// how many packages are analyzed, with the time spent, refreshed every
// second. It writes nothing when standard error is not a terminal (CI
// logs, pipes, editors).
type progress struct {
	f        *os.File // nil when not a terminal
	start    time.Time
	analyzed atomic.Int64
	mu       sync.Mutex // analyzers run in parallel
	msg      string     // the current line, "" once done
	stop     chan struct{}
}

// terminal reports whether f is a terminal.
func terminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func newProgress(f *os.File) *progress {
	if !terminal(f) {
		return &progress{}
	}
	p := &progress{f: f, start: time.Now(), stop: make(chan struct{})}
	go p.tick()
	return p
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
		fmt.Fprintf(p.f, "\r\033[Ktoolerrlint: %s (%s)", p.msg, time.Since(p.start).Round(time.Second))
	}
}

// say replaces the progress line with msg.
func (p *progress) say(msg string) {
	if p.f == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.msg = msg
	p.draw()
}

// done clears the progress line for good.
func (p *progress) done() {
	if p.f == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.msg != "" {
		close(p.stop)
		fmt.Fprint(p.f, "\r\033[K")
		p.msg = ""
	}
}

// counter returns analyzers that count the packages whose passes have
// all run (it requires them), or none when nothing is shown.
func (p *progress) counter(passes []*analysis.Analyzer, total int) []*analysis.Analyzer {
	if p.f == nil {
		return nil
	}
	return []*analysis.Analyzer{{
		Name:     "progress",
		Doc:      "counts analyzed packages for the progress line",
		Requires: passes,
		Run: func(*analysis.Pass) (any, error) {
			p.say(fmt.Sprintf("analyzed %d of %s", p.analyzed.Add(1), summary.Plural(total, "package")))
			return nil, nil
		},
	}}
}
