// Command bench measures toolerrlint against the type-checking floor: a
// no-op analyzer built with the same x/tools and run by the same driver,
// over the same packages, in alternating runs. It reports median wall
// time, CPU time (user and system: what a loaded machine's other work
// disturbs least), peak memory (the largest process's maximum resident
// set) and the ratios, standalone and under go vet -vettool with a cold
// and a warm vet cache, as a Markdown table.
//
//	cd tools/bench && go run . [-runs 5] [-corpora xtools,mcp,example,gen100,gen1000,gen10000]
//	cd tools/bench && go run . -vet=false -corpora server:github-mcp-server,server:terraform-mcp-server
//	cd tools/bench && go run . -bin /tmp/toolerrlint-before -vet=false -corpora ...
//
// Corpora: golang.org/x/tools/go/... analyzed as owned code; go-sdk and
// mcp-go, likewise; the bundled example; generated modules with 100,
// 1,000 and 10,000 tool handlers and helpers, to show that cost grows
// linearly (a second table gives each one's time and memory above the
// floor per handler, and its ratio to the first generated corpus's);
// and server:<dir>, a public server checked out at the commit
// tools/corpus/projects.tsv gives, under -servers (tools/corpus/README.md
// says how to fetch them; they are never part of the repository).
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"time"
)

func main() {
	runs := flag.Int("runs", 5, "measured runs per binary and corpus (after one warm-up)")
	which := flag.String("corpora", "xtools,mcp,example,gen100,gen1000,gen10000", "comma-separated corpora")
	vet := flag.Bool("vet", true, "also measure under go vet -vettool")
	keep := flag.String("work", "", "write the binaries, wrapper modules and generated modules here and keep them (for profiling one by hand); default: a temporary directory, removed")
	prebuilt := flag.String("bin", "", "measure this toolerrlint binary (e.g. one built at an earlier commit) instead of building the tree's")
	flag.Parse()

	work := *keep
	if work == "" {
		tmp, err := os.MkdirTemp("", "toolerrlint-bench")
		check(err)
		defer os.RemoveAll(tmp)
		work = tmp
	} else {
		check(os.MkdirAll(work, 0o755))
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	check(err)

	var tel string
	if *prebuilt != "" {
		tel, err = filepath.Abs(*prebuilt) // runs start in each corpus's directory
		check(err)
	} else {
		tel = build(filepath.Join(root, "cmd", "toolerrlint"), filepath.Join(work, "toolerrlint"))
	}
	noop := build(filepath.Join(root, "tools", "bench", "noop"), filepath.Join(work, "noop"))

	var marginals []marginal
	fmt.Printf("| corpus | mode | floor (no-op) | toolerrlint | ratio | floor CPU | toolerrlint CPU | ratio | floor memory | toolerrlint memory | ratio |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, name := range strings.Split(*which, ",") {
		c := corpus(name, root, work)
		measure := func(mode string, run func(bin, flagName string) sample) {
			run(noop, "noop") // warm-up: module downloads, build cache, export data
			run(tel, "toolerrlint")
			var fl, tl []sample
			for range *runs {
				fl = append(fl, run(noop, "noop"))
				tl = append(tl, run(tel, "toolerrlint"))
			}
			f, t := median(fl), median(tl)
			if c.handlers > 0 && mode == "standalone" {
				marginals = append(marginals, marginal{name, c.handlers, f, t})
			}
			fmt.Printf("| %s | %s | %.2f s | %.2f s | %.2f | %.2f s | %.2f s | %.2f | %d MiB | %d MiB | %.2f |\n",
				name, mode, f.wall.Seconds(), t.wall.Seconds(), t.wall.Seconds()/f.wall.Seconds(),
				f.cpu.Seconds(), t.cpu.Seconds(), t.cpu.Seconds()/f.cpu.Seconds(),
				f.rss>>10, t.rss>>10, float64(t.rss)/float64(f.rss))
		}
		measure("standalone", func(bin, analyzer string) sample {
			args := c.args(analyzer)
			return timed(c.dir, c.env, bin, args...)
		})
		if !*vet {
			continue
		}
		for _, cache := range []string{"cold", "warm"} {
			measure("go vet ("+cache+")", func(bin, analyzer string) sample {
				tool := bin
				if cache == "cold" {
					// A binary that differs each run: go vet caches results
					// per tool binary, so this run misses the cache.
					tool = uniqueCopy(bin, work)
					defer os.Remove(tool)
				} else {
					timed(c.dir, c.env, "go", append([]string{"vet", "-vettool=" + tool}, c.vetArgs(analyzer)...)...)
				}
				return timed(c.dir, c.env, "go", append([]string{"vet", "-vettool=" + tool}, c.vetArgs(analyzer)...)...)
			})
		}
	}
	printMarginals(marginals)
}

// A marginal is what a generated module costs above the floor, per tool
// handler: if the analysis is linear in handlers, the figures of 1,000
// and 10,000 handlers are the same.
type marginal struct {
	name     string
	handlers int
	floor, t sample
}

func printMarginals(ms []marginal) {
	if len(ms) == 0 {
		return
	}
	fmt.Printf("\n| corpus | handlers | time above floor per handler | CPU above floor per handler | memory above floor per handler | vs %s |\n|---|---|---|---|---|---|\n", ms[0].name)
	base := ms[0].perHandler()
	for _, m := range ms {
		fmt.Println(m.row(base))
	}
}

// perHandler returns the time and CPU in milliseconds and the memory in
// KiB above the floor, per handler.
func (m marginal) perHandler() [3]float64 {
	n := float64(m.handlers)
	return [3]float64{
		float64((m.t.wall - m.floor.wall).Microseconds()) / 1000 / n,
		float64((m.t.cpu - m.floor.cpu).Microseconds()) / 1000 / n,
		float64(m.t.rss-m.floor.rss) / n,
	}
}

// row is m's line of the table, its figures beside base's (the first
// corpus's). A figure at or below the floor is noise on a loaded
// machine, not a negative cost: it reads "at the floor", and a ratio
// to it or from it reads "n/a" (it was NaN, +Inf or negative).
func (m marginal) row(base [3]float64) string {
	v := m.perHandler()
	cells := make([]string, 3)
	ratios := make([]string, 3)
	for i, unit := range []string{"%.3f ms", "%.3f ms", "%.1f KiB"} {
		cells[i], ratios[i] = "at the floor", "n/a"
		if v[i] > 0 {
			cells[i] = fmt.Sprintf(unit, v[i])
			if base[i] > 0 {
				ratios[i] = fmt.Sprintf("%.2fx", v[i]/base[i])
			}
		}
	}
	return fmt.Sprintf("| %s | %d | %s | %s | %s | %s time, %s CPU, %s memory |", m.name, m.handlers,
		cells[0], cells[1], cells[2], ratios[0], ratios[1], ratios[2])
}

type sample struct {
	wall time.Duration
	cpu  time.Duration // user and system time, the process's and its children's (go list)
	rss  int64         // KiB
}

func median(s []sample) sample {
	w := make([]time.Duration, len(s))
	c := make([]time.Duration, len(s))
	r := make([]int64, len(s))
	for i, x := range s {
		w[i], c[i], r[i] = x.wall, x.cpu, x.rss
	}
	slices.Sort(w)
	slices.Sort(c)
	slices.Sort(r)
	return sample{w[len(w)/2], c[len(c)/2], r[len(r)/2]}
}

// timed runs a command and returns its wall time and peak memory. Exit
// codes are ignored: findings make toolerrlint and go vet exit non-zero.
func timed(dir string, env []string, name string, args ...string) sample {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	wall := time.Since(start)
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		fail("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	// Findings quote the analyzed module's own strings, which may say
	// "internal error" too: only the other lines tell of a failed run.
	diagnostics := findingLine.ReplaceAllString(string(out), "")
	for _, bad := range []string{"internal error", "panic:", "missing go.sum", "could not import", "flag provided but not defined", "\ngo: "} {
		if strings.Contains("\n"+diagnostics, bad) {
			fail("%s %s failed (%q):\n%s", name, strings.Join(args, " "), bad, out)
		}
	}
	if code := cmd.ProcessState.ExitCode(); name != "go" && code != 0 && code != 3 {
		fail("%s %s: exit code %d:\n%s", name, strings.Join(args, " "), code, out)
	}
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss
	}
	return sample{wall, cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), rss}
}

// findingLine matches a finding ("file.go:1:2: message") or the indented
// lines below it.
var findingLine = regexp.MustCompile(`(?m)^(\S+\.go:\d+:\d+: |\t).*$`)

func build(pkg, out string) string {
	cmd := exec.Command("go", "build", "-o", out, ".")
	cmd.Dir = pkg
	if b, err := cmd.CombinedOutput(); err != nil {
		fail("build %s: %v\n%s", pkg, err, b)
	}
	return out
}

var copies int

func uniqueCopy(bin, dir string) string {
	b, err := os.ReadFile(bin)
	check(err)
	copies++
	out := filepath.Join(dir, fmt.Sprintf("%s-%d", filepath.Base(bin), copies))
	check(os.WriteFile(out, append(b, []byte(fmt.Sprintf("bench-%d-%d", time.Now().UnixNano(), copies))...), 0o755))
	return out
}

func check(err error) {
	if err != nil {
		fail("%v", err)
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "bench: "+format+"\n", args...)
	os.Exit(1)
}
