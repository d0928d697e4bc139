// Package sarif writes analysis results as SARIF 2.1.0, the format GitHub
// code scanning and other review tools read: one run whose rules are the
// analyzers, whose results carry locations, related locations, the code
// flows those make up and, where an analyzer suggests them, fixes.
package sarif

import (
	"encoding/json"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf16"

	"golang.org/x/tools/go/analysis"
)

// Finding is one diagnostic of one analyzer, with the file set that
// resolves its positions.
type Finding struct {
	Analyzer   *analysis.Analyzer
	Fset       *token.FileSet
	Diagnostic analysis.Diagnostic
}

// Tool describes the tool that found the findings.
type Tool struct {
	Name, Version, InformationURI string
}

// Write writes a SARIF log of findings, whose rules are analyzers, to w.
// Every location is relative to root, the %SRCROOT% base, which code
// scanning resolves against the checkout: related locations outside root
// (in the module cache or GOROOT, where no reviewer can open them) are
// left out.
func Write(w io.Writer, t Tool, analyzers []*analysis.Analyzer, findings []Finding, root string) error {
	lw := &logWriter{root: root, lines: map[string][]string{}}
	rules := []rule{}
	index := map[*analysis.Analyzer]int{}
	for _, a := range analyzers {
		index[a] = len(rules)
		short, _, _ := strings.Cut(a.Doc, "\n")
		short = strings.TrimPrefix(short, a.Name+": ")
		rules = append(rules, rule{
			ID:               a.Name,
			Name:             a.Name,
			ShortDescription: text{short},
			FullDescription:  text{a.Doc},
			Help:             text{a.Doc},
			HelpURI:          a.URL,
		})
	}
	results := []result{}
	for _, f := range findings {
		d := f.Diagnostic
		r := result{
			RuleID:    f.Analyzer.Name,
			RuleIndex: index[f.Analyzer],
			Level:     "warning",
			Message:   text{d.Message},
			Locations: []location{{PhysicalLocation: lw.physical(f.Fset, d.Pos, d.End)}},
		}
		for _, rel := range d.Related {
			loc := lw.physical(f.Fset, rel.Pos, rel.End)
			if loc.ArtifactLocation.URIBaseID == "" {
				continue // outside the source root
			}
			r.RelatedLocations = append(r.RelatedLocations, location{
				ID:               len(r.RelatedLocations) + 1,
				PhysicalLocation: loc,
				Message:          &text{rel.Message},
			})
			r.CodeFlows = addToFlows(r.CodeFlows, location{PhysicalLocation: loc, Message: &text{rel.Message}})
		}
		for _, fix := range d.SuggestedFixes {
			changes := map[string]*artifactChange{}
			var order []string
			for _, e := range fix.TextEdits {
				loc := lw.physical(f.Fset, e.Pos, e.End)
				uri := loc.ArtifactLocation.URI
				if changes[uri] == nil {
					changes[uri] = &artifactChange{ArtifactLocation: loc.ArtifactLocation}
					order = append(order, uri)
				}
				changes[uri].Replacements = append(changes[uri].Replacements, replacement{
					DeletedRegion:   loc.Region,
					InsertedContent: &text{string(e.NewText)},
				})
			}
			sf := fixObj{Description: text{fix.Message}}
			for _, uri := range order {
				sf.ArtifactChanges = append(sf.ArtifactChanges, *changes[uri])
			}
			r.Fixes = append(r.Fixes, sf)
		}
		results = append(results, r)
	}
	doc := log{
		Schema:  "https://json.schemastore.org/sarif-2.1.0.json",
		Version: "2.1.0",
		Runs: []run{{
			Tool:       tool{Driver: driver{Name: t.Name, Version: t.Version, InformationURI: t.InformationURI, Rules: rules}},
			Results:    results,
			ColumnKind: "utf16CodeUnits",
			OriginalURIBaseIDs: map[string]artifactLocation{
				"%SRCROOT%": {URI: fileURI(root) + "/"},
			},
		}},
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// trailStart is how toolerrlint's passes open the trail of each of a
// sink's several sources (report.Trails); notShown, how they count the
// sources whose trails they leave out.
var (
	trailStart = regexp.MustCompile(`^source [0-9]+ of [0-9]+: `)
	notShown   = regexp.MustCompile(`^and [0-9]+ more sources? not shown$`)
)

// addToFlows adds a related location to the code flows of a result: the
// related positions of a finding are the trails its text took from each
// source to the sink, in order, which SARIF says with a code flow per
// trail (a thread flow's locations are ordered; related locations are a
// set). A numbered source opens a new flow; related positions of a
// finding with one source are one flow.
func addToFlows(flows []codeFlow, loc location) []codeFlow {
	switch {
	case notShown.MatchString(loc.Message.Text):
		return flows
	case len(flows) == 0 || trailStart.MatchString(loc.Message.Text):
		flows = append(flows, codeFlow{Message: loc.Message, ThreadFlows: []threadFlow{{}}})
	}
	tf := &flows[len(flows)-1].ThreadFlows[0]
	tf.Locations = append(tf.Locations, threadFlowLocation{Location: loc})
	return flows
}

type logWriter struct {
	root  string
	lines map[string][]string
}

// physical converts a position range to a SARIF location, with columns
// counted in UTF-16 code units as SARIF's default column kind says.
func (lw *logWriter) physical(fset *token.FileSet, pos, end token.Pos) physicalLocation {
	if !end.IsValid() {
		end = pos
	}
	start, stop := fset.Position(pos), fset.Position(end)
	loc := physicalLocation{ArtifactLocation: lw.artifact(start.Filename)}
	reg := &region{StartLine: start.Line, StartColumn: lw.column(start), EndLine: stop.Line, EndColumn: lw.column(stop)}
	if reg.StartLine == 0 {
		reg.StartLine = 1
	}
	if reg.EndLine < reg.StartLine {
		reg.EndLine = reg.StartLine
	}
	loc.Region = reg
	return loc
}

func (lw *logWriter) artifact(filename string) artifactLocation {
	if rel, err := filepath.Rel(lw.root, filename); err == nil && !strings.HasPrefix(rel, "..") && !filepath.IsAbs(rel) {
		return artifactLocation{URI: filepath.ToSlash(rel), URIBaseID: "%SRCROOT%"}
	}
	return artifactLocation{URI: fileURI(filename)}
}

func (lw *logWriter) column(p token.Position) int {
	if p.Column == 0 {
		return 1
	}
	lines, ok := lw.lines[p.Filename]
	if !ok {
		if b, err := os.ReadFile(p.Filename); err == nil {
			lines = strings.Split(string(b), "\n")
		}
		lw.lines[p.Filename] = lines
	}
	if p.Line < 1 || p.Line > len(lines) {
		return p.Column
	}
	line := lines[p.Line-1]
	bytes := min(p.Column-1, len(line))
	return len(utf16.Encode([]rune(line[:bytes]))) + 1
}

func fileURI(path string) string {
	return "file://" + filepath.ToSlash(path)
}

// The SARIF 2.1.0 objects toolerrlint writes.
type (
	log struct {
		Schema  string `json:"$schema"`
		Version string `json:"version"`
		Runs    []run  `json:"runs"`
	}
	run struct {
		Tool               tool                        `json:"tool"`
		Results            []result                    `json:"results"`
		ColumnKind         string                      `json:"columnKind"`
		OriginalURIBaseIDs map[string]artifactLocation `json:"originalUriBaseIds"`
	}
	tool struct {
		Driver driver `json:"driver"`
	}
	driver struct {
		Name           string `json:"name"`
		Version        string `json:"version,omitempty"`
		InformationURI string `json:"informationUri,omitempty"`
		Rules          []rule `json:"rules"`
	}
	rule struct {
		ID               string `json:"id"`
		Name             string `json:"name"`
		ShortDescription text   `json:"shortDescription"`
		FullDescription  text   `json:"fullDescription"`
		Help             text   `json:"help"`
		HelpURI          string `json:"helpUri,omitempty"`
	}
	text struct {
		Text string `json:"text"`
	}
	result struct {
		RuleID           string     `json:"ruleId"`
		RuleIndex        int        `json:"ruleIndex"`
		Level            string     `json:"level"`
		Message          text       `json:"message"`
		Locations        []location `json:"locations"`
		RelatedLocations []location `json:"relatedLocations,omitempty"`
		CodeFlows        []codeFlow `json:"codeFlows,omitempty"`
		Fixes            []fixObj   `json:"fixes,omitempty"`
	}
	location struct {
		ID               int              `json:"id,omitempty"`
		PhysicalLocation physicalLocation `json:"physicalLocation"`
		Message          *text            `json:"message,omitempty"`
	}
	codeFlow struct {
		Message     *text        `json:"message,omitempty"`
		ThreadFlows []threadFlow `json:"threadFlows"`
	}
	threadFlow struct {
		Locations []threadFlowLocation `json:"locations"`
	}
	threadFlowLocation struct {
		Location location `json:"location"`
	}
	physicalLocation struct {
		ArtifactLocation artifactLocation `json:"artifactLocation"`
		Region           *region          `json:"region,omitempty"`
	}
	artifactLocation struct {
		URI       string `json:"uri"`
		URIBaseID string `json:"uriBaseId,omitempty"`
	}
	region struct {
		StartLine   int `json:"startLine"`
		StartColumn int `json:"startColumn"`
		EndLine     int `json:"endLine"`
		EndColumn   int `json:"endColumn"`
	}
	fixObj struct {
		Description     text             `json:"description"`
		ArtifactChanges []artifactChange `json:"artifactChanges"`
	}
	artifactChange struct {
		ArtifactLocation artifactLocation `json:"artifactLocation"`
		Replacements     []replacement    `json:"replacements"`
	}
	replacement struct {
		DeletedRegion   *region `json:"deletedRegion"`
		InsertedContent *text   `json:"insertedContent,omitempty"`
	}
)
