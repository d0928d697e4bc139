// Command judge runs toolerrlint over the public projects listed in
// tools/corpus/projects.tsv, draws a random sample of its findings for
// judging by hand, and checks judged findings against a new run.
//
//	judge run    -bin toolerrlint -corpus /work/corpus -out DIR [-only a,b]
//	judge sample -out DIR -seed 19 -n 60
//	judge check  judged.tsv DIR
//	judge recall -out DIR [-labels tools/corpus/labels] [-v]
//
// See tools/corpus/README.md.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/toolerrlint/toolerrlint/internal/core/sinks"
	"github.com/toolerrlint/toolerrlint/passes/protocolerr"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "run":
		err = cmdRun(os.Args[2:])
	case "sample":
		err = cmdSample(os.Args[2:], os.Stdout)
	case "check":
		err = cmdCheck(os.Args[2:], os.Stdout)
	case "counts":
		err = cmdCounts(os.Args[2:], os.Stdout)
	case "recall":
		err = cmdRecall(os.Args[2:], os.Stdout)
	case "diff":
		err = cmdDiff(os.Args[2:], os.Stdout)
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "judge:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, `usage:
  judge run    [-projects projects.tsv] -bin BINARY [-corpus DIR] [-at dir=path,...] -out DIR [-only a,b] [-timeout 40m]
  judge counts [-projects projects.tsv] -out DIR [-only a,b]
  judge sample [-projects projects.tsv] -out DIR -seed N -n K [-only a,b]
  judge check  [-projects projects.tsv] judged.tsv DIR
  judge recall [-projects projects.tsv] -out DIR [-labels tools/corpus/labels] [-only a,b] [-v]
  judge diff   [-projects projects.tsv] [-only a,b] BEFORE_DIR AFTER_DIR`)
	os.Exit(2)
}

// A project is one row of projects.tsv.
type project struct {
	Repo, Commit, Dir, Pattern, GoFlags, New, Note string
}

func readProjects(path string) ([]project, error) {
	rows, err := readTSV(path)
	if err != nil {
		return nil, err
	}
	var ps []project
	for _, r := range rows {
		for len(r) < 7 {
			r = append(r, "")
		}
		ps = append(ps, project{r[0], r[1], r[2], r[3], r[4], r[5], r[6]})
	}
	return ps, nil
}

// readTSV reads tab-separated rows, skipping the header (a first line
// starting with the word "id", "repo" or "kind"), lines starting with
// '#' and empty lines.
func readTSV(path string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	first := true
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if first {
			first = false
			if strings.HasPrefix(line, "repo\t") || strings.HasPrefix(line, "id\t") || strings.HasPrefix(line, "kind\t") {
				continue
			}
		}
		rows = append(rows, strings.Split(line, "\t"))
	}
	return rows, sc.Err()
}

// meta records how one project's run went; it is written beside the JSON.
type meta struct {
	Project string  `json:"project"`
	Root    string  `json:"root"` // absolute project directory the run used
	Pattern string  `json:"pattern"`
	GoFlags string  `json:"goflags,omitempty"`
	Exit    int     `json:"exit"`
	Seconds float64 `json:"seconds"`
}

func cmdRun(args []string) error {
	fs := flag.NewFlagSet("run", flag.ExitOnError)
	projects := fs.String("projects", "tools/corpus/projects.tsv", "project list")
	bin := fs.String("bin", "", "toolerrlint binary to run")
	corpus := fs.String("corpus", "/work/corpus", "directory holding one checkout per project, named by its dir column")
	out := fs.String("out", "", "output directory (outside the repository)")
	only := fs.String("only", "", "comma-separated dirs to run (default: all)")
	timeout := fs.Duration("timeout", 40*time.Minute, "time limit per project")
	at := fs.String("at", "", "comma-separated dir=path: checkouts kept somewhere else than -corpus/dir")
	fs.Parse(args)
	elsewhere := map[string]string{}
	for _, kv := range strings.Split(*at, ",") {
		if k, v, ok := strings.Cut(kv, "="); ok {
			elsewhere[k] = v
		}
	}
	if *bin == "" || *out == "" {
		return fmt.Errorf("run needs -bin and -out")
	}
	absBin, err := filepath.Abs(*bin)
	if err != nil {
		return err
	}
	ps, err := readProjects(*projects)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	want := map[string]bool{}
	for _, d := range strings.Split(*only, ",") {
		if d != "" {
			want[d] = true
		}
	}
	for _, p := range ps {
		if len(want) > 0 && !want[p.Dir] {
			continue
		}
		root := filepath.Join(*corpus, p.Dir)
		if v, ok := elsewhere[p.Dir]; ok {
			root = v
		}
		root, err := filepath.Abs(root)
		if err != nil {
			return err
		}
		m, err := runOne(absBin, root, p, *out, *timeout)
		if err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "%s: exit %d in %.0fs\n", p.Dir, m.Exit, m.Seconds)
	}
	return nil
}

func runOne(bin, root string, p project, out string, timeout time.Duration) (meta, error) {
	m := meta{Project: p.Dir, Root: root, Pattern: p.Pattern, GoFlags: p.GoFlags}
	stdout, err := os.Create(filepath.Join(out, p.Dir+".json"))
	if err != nil {
		return m, err
	}
	defer stdout.Close()
	stderr, err := os.Create(filepath.Join(out, p.Dir+".stderr"))
	if err != nil {
		return m, err
	}
	defer stderr.Close()
	args := append([]string{"-json"}, strings.Fields(p.Pattern)...)
	cmd := exec.Command(bin, args...)
	cmd.Dir = root
	cmd.Stdout, cmd.Stderr = stdout, stderr
	cmd.Env = os.Environ()
	if p.GoFlags != "" {
		cmd.Env = append(cmd.Env, "GOFLAGS="+strings.TrimSpace(os.Getenv("GOFLAGS")+" "+p.GoFlags))
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return m, err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err = <-done:
	case <-time.After(timeout):
		cmd.Process.Kill()
		err = <-done
		fmt.Fprintf(stderr, "judge: killed after %s\n", timeout)
	}
	m.Seconds = time.Since(start).Seconds()
	if ee, ok := err.(*exec.ExitError); ok {
		m.Exit = ee.ExitCode()
	} else if err != nil {
		return m, err
	}
	b, _ := json.MarshalIndent(m, "", "  ")
	return m, os.WriteFile(filepath.Join(out, p.Dir+".meta.json"), append(b, '\n'), 0o644)
}

// A finding is one diagnostic of one run, with its position relative
// to the project directory. Sites are the other places, relative too
// and separated by spaces, where the finding says its text is handed
// over, from its trail: the statement of a helper that forms it (the
// finding is reported where a handler calls the helper), and the
// handler's returns whose errors a protocolerr finding reported at the
// server stands for; "" where there are none.
type finding struct {
	Project, Pass, Posn, Message string
	Sites                        string
	// Trail are the other positions of its trail, space-separated:
	// where its sources' errors arise and pass (see vetDiag.trail).
	Trail string
}

func (f finding) key() string { return f.Project + "\t" + f.Pass + "\t" + f.Posn }

// vetJSON is go vet's -json output: package -> analyzer -> diagnostics
// (or an error object, which carries no posn).
type vetJSON map[string]map[string]json.RawMessage

type vetDiag struct {
	Posn    string `json:"posn"`
	Message string `json:"message"`
	Related []struct {
		Posn    string `json:"posn"`
		Message string `json:"message"`
	} `json:"related"`
}

// sites returns the positions of d's trail where its text is handed
// over (see finding.Sites), relative to root.
func (d vetDiag) sites(root string) string {
	var out []string
	for _, r := range d.Related {
		if strings.HasPrefix(r.Message, sinks.FormedHop) || r.Message == protocolerr.ReturnsHere {
			out = append(out, relPosn(root, r.Posn))
		}
	}
	return strings.Join(out, " ")
}

// trail returns the positions of d's trail that are not sites, relative
// to root: where each source's error arises, is wrapped and returned.
func (d vetDiag) trail(root string) string {
	var out []string
	for _, r := range d.Related {
		if !strings.HasPrefix(r.Message, sinks.FormedHop) && r.Message != protocolerr.ReturnsHere {
			out = append(out, relPosn(root, r.Posn))
		}
	}
	return strings.Join(out, " ")
}

// parseFindings reads one project's -json output. Findings listed under
// several packages count once.
func parseFindings(projectName, root string, r io.Reader) ([]finding, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	seen := map[finding]bool{}
	var out []finding
	// The output may hold several JSON objects in a row (one per
	// package chunk in some drivers); decode them all.
	dec := json.NewDecoder(strings.NewReader(string(data)))
	for {
		var v vetJSON
		if err := dec.Decode(&v); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("%s: %v", projectName, err)
		}
		for _, passes := range v {
			for pass, raw := range passes {
				var ds []vetDiag
				if json.Unmarshal(raw, &ds) != nil {
					continue // {"error": ...}
				}
				for _, d := range ds {
					f := finding{projectName, pass, relPosn(root, d.Posn), d.Message, d.sites(root), d.trail(root)}
					if !seen[f] {
						seen[f] = true
						out = append(out, f)
					}
				}
			}
		}
	}
	sortFindings(out)
	return out, nil
}

func relPosn(root, posn string) string {
	if root != "" && strings.HasPrefix(posn, root+string(filepath.Separator)) {
		return posn[len(root)+1:]
	}
	return posn
}

func sortFindings(fs []finding) {
	sort.Slice(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Project != b.Project {
			return a.Project < b.Project
		}
		if a.Pass != b.Pass {
			return a.Pass < b.Pass
		}
		if a.Posn != b.Posn {
			return a.Posn < b.Posn
		}
		return a.Message < b.Message
	})
}

// runRoot returns the project directory the run in dir used for the
// project of dir name, as its meta file records it, or "".
func runRoot(dir, name string) string {
	var m meta
	if b, err := os.ReadFile(filepath.Join(dir, name+".meta.json")); err == nil && json.Unmarshal(b, &m) == nil {
		return m.Root
	}
	return ""
}

// loadRun reads the findings of every project of ps found in dir.
// Projects with no output are skipped.
func loadRun(ps []project, dir string) ([]finding, error) {
	var all []finding
	for _, p := range ps {
		f, err := os.Open(filepath.Join(dir, p.Dir+".json"))
		if os.IsNotExist(err) {
			continue
		} else if err != nil {
			return nil, err
		}
		root := runRoot(dir, p.Dir)
		if root == "" {
			root = guessRoot(f, p.Dir)
			f.Seek(0, io.SeekStart)
		}
		fs, err := parseFindings(p.Dir, root, f)
		f.Close()
		if err != nil {
			return nil, err
		}
		all = append(all, fs...)
	}
	return all, nil
}

// guessRoot finds the project directory in the first posn of a run that
// has no meta file: the path up to and including the element named dir.
func guessRoot(r io.Reader, dir string) string {
	b, _ := io.ReadAll(r)
	s := string(b)
	i := strings.Index(s, `"posn": "`)
	if i < 0 {
		return ""
	}
	s = s[i+len(`"posn": "`):]
	if j := strings.Index(s, "/"+dir+"/"); j >= 0 {
		return s[:j+len(dir)+1]
	}
	return ""
}

// onlyProjects keeps the projects named in a comma-separated list (all
// when the list is empty).
func onlyProjects(ps []project, only string) []project {
	if only == "" {
		return ps
	}
	want := map[string]bool{}
	for _, d := range strings.Split(only, ",") {
		want[d] = true
	}
	var out []project
	for _, p := range ps {
		if want[p.Dir] {
			out = append(out, p)
		}
	}
	return out
}

func cmdCounts(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("counts", flag.ExitOnError)
	projects := fs.String("projects", "tools/corpus/projects.tsv", "project list")
	out := fs.String("out", "", "output directory of a run")
	only := fs.String("only", "", "comma-separated dirs (default: all)")
	fs.Parse(args)
	ps, err := readProjects(*projects)
	if err != nil {
		return err
	}
	ps = onlyProjects(ps, *only)
	all, err := loadRun(ps, *out)
	if err != nil {
		return err
	}
	passes := passNames(all)
	count := map[string]map[string]int{}
	for _, f := range all {
		if count[f.Project] == nil {
			count[f.Project] = map[string]int{}
		}
		count[f.Project][f.Pass]++
	}
	fmt.Fprintf(w, "project\t%s\ttotal\n", strings.Join(passes, "\t"))
	tot := map[string]int{}
	for _, p := range ps {
		row, n := []string{p.Dir}, 0
		for _, pass := range passes {
			c := count[p.Dir][pass]
			row = append(row, fmt.Sprint(c))
			n += c
			tot[pass] += c
		}
		fmt.Fprintf(w, "%s\t%d\n", strings.Join(row, "\t"), n)
	}
	row, n := []string{"total"}, 0
	for _, pass := range passes {
		row = append(row, fmt.Sprint(tot[pass]))
		n += tot[pass]
	}
	fmt.Fprintf(w, "%s\t%d\n", strings.Join(row, "\t"), n)
	return nil
}

func passNames(fs []finding) []string {
	set := map[string]bool{}
	for _, f := range fs {
		set[f.Pass] = true
	}
	var out []string
	for p := range set {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

func cmdSample(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("sample", flag.ExitOnError)
	projects := fs.String("projects", "tools/corpus/projects.tsv", "project list")
	out := fs.String("out", "", "output directory of a run")
	seed := fs.Uint64("seed", 19, "random seed")
	n := fs.Int("n", 60, "sample size")
	only := fs.String("only", "", "comma-separated dirs to sample from (default: all)")
	fs.Parse(args)
	ps, err := readProjects(*projects)
	if err != nil {
		return err
	}
	ps = onlyProjects(ps, *only)
	all, err := loadRun(ps, *out)
	if err != nil {
		return err
	}
	s := sample(all, *n, *seed)
	fmt.Fprintln(w, "id\tproject\tpass\tposn\tmessage")
	for i, f := range s {
		fmt.Fprintf(w, "s%d-%03d\t%s\t%s\t%s\t%s\n", *seed, i+1, f.Project, f.Pass, f.Posn, oneLine(f.Message))
	}
	return nil
}

func oneLine(s string) string {
	return strings.NewReplacer("\t", " ", "\n", " ").Replace(s)
}

// sample draws n findings with a fixed seed. Every project with findings
// is a stratum with an equal share of n (a project with fewer findings
// than its share gives the rest to the others); inside a project the
// share is split across passes in proportion to the project's own pass
// counts, so the most frequent pass gets most. Each stratum is shuffled
// by a generator seeded with seed and the stratum's name. The result is
// sorted by project, pass and position.
func sample(all []finding, n int, seed uint64) []finding {
	byProject := map[string][]finding{}
	for _, f := range all {
		byProject[f.Project] = append(byProject[f.Project], f)
	}
	var names []string
	sizes := map[string]int{}
	for p, fs := range byProject {
		names = append(names, p)
		sizes[p] = len(fs)
	}
	sort.Strings(names)
	quota := equalShares(names, sizes, n)
	var out []finding
	for _, p := range names {
		byPass := map[string][]finding{}
		for _, f := range byProject[p] {
			byPass[f.Pass] = append(byPass[f.Pass], f)
		}
		passes := make([]string, 0, len(byPass))
		psize := map[string]int{}
		for pass, fs := range byPass {
			passes = append(passes, pass)
			psize[pass] = len(fs)
		}
		sort.Strings(passes)
		pq := proportional(passes, psize, quota[p])
		for _, pass := range passes {
			fs := append([]finding(nil), byPass[pass]...)
			sortFindings(fs)
			// A generator of its own per stratum: the draw in one
			// project and pass does not depend on the others, and a
			// larger share only extends it.
			h := fnv.New64a()
			io.WriteString(h, p+"\x00"+pass)
			rng := rand.New(rand.NewPCG(seed, h.Sum64()))
			rng.Shuffle(len(fs), func(i, j int) { fs[i], fs[j] = fs[j], fs[i] })
			out = append(out, fs[:pq[pass]]...)
		}
	}
	sortFindings(out)
	return out
}

// equalShares splits n across keys as evenly as sizes allow: no key gets
// more than its size, and what a small key cannot take goes to the
// others. Ties in the remainder go to the larger keys, then by name.
func equalShares(keys []string, sizes map[string]int, n int) map[string]int {
	q := map[string]int{}
	left := n
	for {
		var open []string
		for _, k := range keys {
			if q[k] < sizes[k] {
				open = append(open, k)
			}
		}
		if left <= 0 || len(open) == 0 {
			return q
		}
		each := left / len(open)
		if each == 0 {
			// Fewer left than open keys: one each to the largest.
			sort.SliceStable(open, func(i, j int) bool { return sizes[open[i]]-q[open[i]] > sizes[open[j]]-q[open[j]] })
			for _, k := range open[:left] {
				q[k]++
			}
			return q
		}
		for _, k := range open {
			add := min(each, sizes[k]-q[k])
			q[k] += add
			left -= add
		}
	}
}

// proportional splits n across keys in proportion to sizes (largest
// remainder), never more than a key's size.
func proportional(keys []string, sizes map[string]int, n int) map[string]int {
	total := 0
	for _, k := range keys {
		total += sizes[k]
	}
	q := map[string]int{}
	if total == 0 || n <= 0 {
		return q
	}
	n = min(n, total)
	type rem struct {
		k string
		r float64
	}
	var rems []rem
	given := 0
	for _, k := range keys {
		exact := float64(n) * float64(sizes[k]) / float64(total)
		q[k] = int(exact)
		given += q[k]
		rems = append(rems, rem{k, exact - float64(q[k])})
	}
	sort.SliceStable(rems, func(i, j int) bool { return rems[i].r > rems[j].r })
	for i := 0; given < n; i = (i + 1) % len(rems) {
		if k := rems[i].k; q[k] < sizes[k] {
			q[k]++
			given++
		}
	}
	return q
}

// A judged row of judged-*.tsv.
type judged struct {
	ID, Project, Pass, Posn, Verdict, Shape, Reason string
}

func readJudged(path string) ([]judged, error) {
	rows, err := readTSV(path)
	if err != nil {
		return nil, err
	}
	var js []judged
	for i, r := range rows {
		if len(r) < 5 {
			return nil, fmt.Errorf("%s: row %d has %d columns, want 7", path, i+1, len(r))
		}
		for len(r) < 7 {
			r = append(r, "")
		}
		switch r[4] {
		case "correct", "misleading", "wrong":
		default:
			return nil, fmt.Errorf("%s: row %d: verdict %q is not correct, misleading or wrong", path, i+1, r[4])
		}
		js = append(js, judged{r[0], r[1], r[2], r[3], r[4], r[5], r[6]})
	}
	return js, nil
}

// tally counts judged findings still present, and the correct ones among
// them.
type tally struct{ present, correct, gone int }

func (t tally) String() string {
	p := "-"
	if t.present > 0 {
		p = fmt.Sprintf("%.2f", float64(t.correct)/float64(t.present))
	}
	return fmt.Sprintf("%d\t%d\t%s\t%d", t.present, t.correct, p, t.gone)
}

// match reports, for each judged finding, whether the run still has a
// finding of the same project, pass and position.
func match(js []judged, run []finding) []bool {
	have := map[string]bool{}
	for _, f := range run {
		have[f.key()] = true
	}
	out := make([]bool, len(js))
	for i, j := range js {
		out[i] = have[finding{Project: j.Project, Pass: j.Pass, Posn: j.Posn}.key()]
	}
	return out
}

func cmdCheck(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("check", flag.ExitOnError)
	projects := fs.String("projects", "tools/corpus/projects.tsv", "project list")
	fs.Parse(args)
	if fs.NArg() != 2 {
		return fmt.Errorf("check needs judged.tsv and a run's output directory")
	}
	js, err := readJudged(fs.Arg(0))
	if err != nil {
		return err
	}
	ps, err := readProjects(*projects)
	if err != nil {
		return err
	}
	run, err := loadRun(ps, fs.Arg(1))
	if err != nil {
		return err
	}
	present := match(js, run)
	byPass, byProject := map[string]*tally{}, map[string]*tally{}
	var all tally
	fmt.Fprintln(w, "id\tproject\tpass\tposn\tverdict\tnow")
	for i, j := range js {
		now := "gone"
		if present[i] {
			now = "present"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\n", j.ID, j.Project, j.Pass, j.Posn, j.Verdict, now)
		for _, t := range []*tally{get(byPass, j.Pass), get(byProject, j.Project), &all} {
			if !present[i] {
				t.gone++
				continue
			}
			t.present++
			if j.Verdict == "correct" { // misleading counts as wrong
				t.correct++
			}
		}
	}
	fmt.Fprintln(w, "\nprecision of the judged findings still present (misleading counts as wrong)")
	fmt.Fprintln(w, "group\tpresent\tcorrect\tprecision\tgone")
	for _, g := range []map[string]*tally{byPass, byProject} {
		var keys []string
		for k := range g {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(w, "%s\t%s\n", k, g[k])
		}
	}
	fmt.Fprintf(w, "all\t%s\n", all)
	return nil
}

func get(m map[string]*tally, k string) *tally {
	if m[k] == nil {
		m[k] = &tally{}
	}
	return m[k]
}
