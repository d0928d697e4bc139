// Package cannotfail holds calls whose error cannot happen beside calls
// whose error can: only the second kind is a source of a finding, and
// where a text has several sources the message names the one that
// fails at run time first and counts the others.
package cannotfail

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"time"

	"github.com/gocarina/gocsv"
	"github.com/google/go-github/v89/github"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"sigs.k8s.io/yaml"

	"example.com/dashboards/client"
	"interp/cannotfail/wrapped"
)

func Register(s *server.MCPServer, gh *github.Client) {
	s.AddTool(mcp.NewTool("draft_post"), draftPost)
	s.AddTool(mcp.NewTool("new_token"), newToken)
	s.AddTool(mcp.NewTool("describe_object"), describeObject)
	var dash client.DashboardInterface
	s.AddTool(mcp.NewTool("show_dashboards"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return showDashboards(ctx, dash, req)
	})
	s.AddTool(mcp.NewTool("show_manifest"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return showManifest(ctx, wrapped.Client{}, req) // want `tool show_manifest passes text interpolating an error from example.com/manifests.Get to mcp.NewToolResultError through cannotfail.showManifest`
	})
	s.AddTool(mcp.NewTool("save_token"), saveToken)
	s.AddTool(mcp.NewTool("disk_stats"), diskStats)
	s.AddTool(mcp.NewTool("echo_args"), echoArgs)
	s.AddTool(mcp.NewTool("summary_json"), summaryJSON)
	s.AddTool(mcp.NewTool("echo_json"), echoJSON)
	s.AddTool(mcp.NewTool("repo_info"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return repoInfo(ctx, gh, req)
	})
	s.AddTool(mcp.NewTool("repo_by_ref"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return repoByRef(ctx, gh, req)
	})
	s.AddTool(mcp.NewTool("get_finding"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return getFinding(ctx, gh, req)
	})
	s.AddTool(mcp.NewTool("schedule"), schedule)
	s.AddTool(mcp.NewTool("manifest"), manifest)
	s.AddTool(mcp.NewTool("raw_manifest"), rawManifest)
	s.AddTool(mcp.NewTool("service_status"), serviceStatus)
	s.AddTool(mcp.NewTool("search_wiki"), searchWiki)
	s.AddTool(mcp.NewTool("fetch_page"), fetchPage)
	s.AddTool(mcp.NewTool("call_api"), callAPI)
	s.AddTool(mcp.NewTool("sync_items"), syncItems)
	s.AddTool(mcp.NewTool("list_members"), listMembers)
	s.AddTool(mcp.NewTool("list_shifts"), listShifts)
	s.AddTool(mcp.NewTool("export_settings"), exportSettings)
	s.AddTool(mcp.NewTool("export_budget"), exportBudget)
	s.AddTool(mcp.NewTool("tidy_json"), tidyJSON)
	s.AddTool(mcp.NewTool("echo_payload"), echoPayload)
	s.AddTool(mcp.NewTool("fetch_site"), fetchSite)
	s.AddTool(mcp.NewTool("fetch_mirror"), fetchMirror)
}

type post struct {
	Title string   `json:"title"`
	Tags  []string `json:"tags"`
}

// One error variable holds either an encoding of plain data, which
// cannot fail, or a file read, which can: only the read is named.
func draftPost(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var body []byte
	var err error
	if req.GetBool("blank", false) {
		body, err = json.Marshal(post{Title: req.GetString("title", "")})
	} else {
		body, err = os.ReadFile(req.GetString("template", ""))
	}
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not prepare the draft: %v", err)), nil // want `tool draft_post passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(body)), nil
}

// A map the handler fills with numbers and strings always encodes.
func diskStats(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fi, err := os.Stat(req.GetString("path", "."))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("cannot stat: %v", err)), nil // want `tool disk_stats passes text interpolating an error from os.Stat`
	}
	stats := map[string]any{"name": fi.Name(), "bytes": fi.Size()}
	if fi.IsDir() {
		stats["kind"] = "directory"
	}
	out, err := json.Marshal(stats)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the stats: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// summaryJSON's answer is plain data, nested maps included: mcp-go's
// NewToolResultJSON encodes it with json.Marshal, which cannot fail on
// it, so the fallback never runs.
func summaryJSON(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := mcp.NewToolResultJSON(map[string]any{"count": 3, "data": map[string]any{"ok": true, "tool": "summary_json"}})
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the summary: %v", err)), nil
	}
	return res, nil
}

// echoJSON's answer holds what the context carries, which may be
// anything.
func echoJSON(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := mcp.NewToolResultJSON(map[string]any{"payload": ctx.Value(payloadKey{})})
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the payload: %v", err)), nil // want `tool echo_json passes text interpolating an error from github.com/mark3labs/mcp-go/mcp.NewToolResultJSON`
	}
	return res, nil
}

// payloadKey keys what a middleware leaves in the context.
type payloadKey struct{}

// A map holding what the context carries may hold anything (the
// caller's arguments would not: mcp-go decoded them, see echoPayload).
func echoArgs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	reply := map[string]any{"args": ctx.Value(payloadKey{})}
	out, err := json.Marshal(reply)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the reply: %v", err)), nil // want `tool echo_args passes text interpolating an error from encoding/json.Marshal`
	}
	return mcp.NewToolResultText(string(out)), nil
}

// What the API client decoded from JSON encodes again.
func repoInfo(ctx context.Context, gh *github.Client, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, _, err := gh.Repositories.Get(ctx, req.GetString("owner", ""), req.GetString("repo", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not load the repository: %v", err)), nil // want `error from \(\*github.com/google/go-github/v89/github.RepositoriesService\).Get`
	}
	out, err := json.Marshal(repo)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the repository: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// Either lookup decodes the repository from JSON.
func repoByRef(ctx context.Context, gh *github.Client, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var repo *github.Repository
	var err error
	if id := req.GetInt("id", 0); id > 0 {
		repo, _, err = gh.Repositories.GetByID(ctx, int64(id))
	} else {
		repo, _, err = gh.Repositories.Get(ctx, req.GetString("owner", ""), req.GetString("repo", ""))
	}
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not load the repository: %v", err)), nil // want `error from \(\*github.com/google/go-github/v89/github.RepositoriesService\).GetByID and 1 more`
	}
	out, err := json.Marshal(repo)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the repository: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// A raw API call the client decodes into a map: the map encodes again.
func getFinding(ctx context.Context, gh *github.Client, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := gh.NewRequest(ctx, http.MethodGet, fmt.Sprintf("repos/%s/findings/%d", req.GetString("repo", ""), req.GetInt("n", 0)), nil)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("building the request: %v", err)), nil // want `error from \(\*github.com/google/go-github/v89/github.Client\).NewRequest`
	}
	finding := map[string]any{}
	if _, err := gh.Do(r, &finding); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not load the finding: %v", err)), nil // want `error from \(\*github.com/google/go-github/v89/github.Client\).Do`
	}
	out, err := json.Marshal(finding)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the finding: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

type slot struct {
	Due time.Time `json:"due"`
}

// time.Time's marshaler fails only on a year past 9999, which no clock
// or decoder gives (frameworks.SafeMarshalers): a reviewer reads an
// encoding of times as one that cannot fail, and the rare year the model
// asks for is the tool's argument check to make.
func schedule(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	due := time.Now().AddDate(req.GetInt("years", 1), 0, 0)
	out, err := json.Marshal(slot{Due: due})
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the slot: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

type deployment struct {
	Name     string            `json:"name"`
	Replicas int               `json:"replicas"`
	Labels   map[string]string `json:"labels"`
}

func manifest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := yaml.Marshal(deployment{Name: req.GetString("name", ""), Replicas: 1})
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("rendering the manifest: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

type anyManifest struct {
	Spec any `json:"spec"`
}

func rawManifest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := yaml.Marshal(anyManifest{Spec: ctx.Value(payloadKey{})})
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("rendering the manifest: %v", err)), nil // want `error from sigs.k8s.io/yaml.Marshal`
	}
	return mcp.NewToolResultText(string(out)), nil
}

// A request to a constant URL is always built; sending it can fail.
func serviceStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://status.example.com/api/v2/summary.json", nil)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("building the request: %v", err)), nil
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("status page unreachable: %v", err)), nil // want `error from \(\*net/http.Client\).Do`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// The caller's base URL may not parse; once it has, the request built
// from the parsed URL's text cannot fail.
func searchWiki(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, err := url.Parse(req.GetString("wiki", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("bad wiki address: %v", err)), nil // want `error from net/url.Parse`
	}
	u.Path = "/w/api.php"
	q := u.Query()
	q.Set("search", req.GetString("q", ""))
	u.RawQuery = q.Encode()
	r, err := http.NewRequestWithContext(ctx, "GET", u.String(), nil)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("building the search: %v", err)), nil
	}
	return send(r)
}

// A second parse of text the first parse accepted cannot fail.
func fetchPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page := req.GetString("url", "")
	if _, err := url.Parse(page); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("not a URL: %v", err)), nil // want `error from net/url.Parse`
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, page, nil)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("building the request: %v", err)), nil
	}
	return send(r)
}

// Text parsed on each path that leads to the request, the caller's or
// the caller's with a scheme put in front, cannot fail there.
func fetchSite(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	site := req.GetString("url", "")
	u, err := url.Parse(site)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("not a URL: %v", err)), nil // want `error from net/url.Parse`
	}
	if u.Scheme == "" {
		site = "https://" + site
		if _, err := url.Parse(site); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("not a URL even with https: %v", err)), nil // want `error from net/url.Parse`
		}
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, site, nil)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("building the request: %v", err)), nil
	}
	return send(r)
}

// Where one path puts in text no parse saw, the request may fail.
func fetchMirror(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	site := req.GetString("url", "")
	if _, err := url.Parse(site); err != nil {
		return mcp.NewToolResultError("not a URL; pass an absolute http(s) URL. Not transient."), nil
	}
	if req.GetBool("mirror", false) {
		site = req.GetString("mirror_url", "")
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, site, nil)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("building the request: %v", err)), nil // want `error from net/http.NewRequestWithContext`
	}
	return send(r)
}

// A method and an address the caller chose may not make a request.
func callAPI(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, req.GetString("method", "GET"), "https://api.example.com/v1/ping", nil)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("building the request: %v", err)), nil // want `error from net/http.NewRequestWithContext`
	}
	r2, err := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/v1/items", req.GetString("base", "")), nil)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("building the request: %v", err)), nil // want `error from net/http.NewRequest`
	}
	_ = r2
	return send(r)
}

func send(r *http.Request) (*mcp.CallToolResult, error) {
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError("the wiki is unreachable. Transient; retry in a minute."), nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(b)), nil
}

type item struct {
	ID string `json:"id"`
}

// fetchItems builds a request from the caller's address, sends it and
// decodes the answer: four ways to fail, of which the network's is the
// one the model is shown most.
func fetchItems(ctx context.Context, base string) ([]item, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/items", nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	var items []item
	if err := json.Unmarshal(b, &items); err != nil {
		return nil, err
	}
	return items, nil
}

func syncItems(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	items, err := fetchItems(ctx, req.GetString("base", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("sync failed: %v", err)), nil // want `tool sync_items passes text interpolating an error from \(\*net/http.Client\).Do and 3 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(items))), nil
}

type contact struct {
	Phone string
	Ext   *int
}

type member struct {
	Login  string `csv:"login"`
	Karma  float64
	Admin  bool
	Reach  contact // flattened into columns of its own
	Lead   *contact
	secret chan int // unexported: not a column
}

// A table of strings, numbers and booleans always encodes as CSV.
func listMembers(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var rows []member
	for _, login := range req.GetStringSlice("logins", nil) {
		rows = append(rows, member{Login: login})
	}
	out, err := gocsv.MarshalBytes(&rows)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the members: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

type shift struct {
	Who   string
	Start time.Time // MarshalText fails only on years past 9999
}

// A time column counts as plain, as in schedule.
func listShifts(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := []*shift{{Who: req.GetString("who", ""), Start: time.Now().AddDate(req.GetInt("years", 0), 0, 0)}}
	out, err := gocsv.MarshalString(rows)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the shifts: %v", err)), nil
	}
	return mcp.NewToolResultText(out), nil
}

type setting struct {
	Key   string
	Value any // the caller's value: gocsv may have no way to write it
}

// A column of an interface type may hold anything.
func exportSettings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := []setting{{Key: "limit", Value: req.GetArguments()["limit"]}}
	out, err := gocsv.MarshalBytes(rows)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the settings: %v", err)), nil // want `error from github.com/gocarina/gocsv.MarshalBytes`
	}
	return mcp.NewToolResultText(string(out)), nil
}

type cents int64

func (c cents) MarshalCSV() (string, error) {
	if c < 0 {
		return "", fmt.Errorf("negative amount %d", int64(c))
	}
	return fmt.Sprintf("%d.%02d", c/100, c%100), nil
}

type line struct {
	Item   string
	Amount cents
}

// A column type with its own CSV marshaler, which returns an error, and
// a map, which is no table at all: either encoding can fail.
func exportBudget(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetBool("by_item", false) {
		out, err := gocsv.MarshalString(map[string]int{"total": req.GetInt("total", 0)})
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("encoding the totals: %v", err)), nil // want `error from github.com/gocarina/gocsv.MarshalString`
		}
		return mcp.NewToolResultText(out), nil
	}
	out, err := gocsv.MarshalBytes([]line{{Item: req.GetString("item", ""), Amount: cents(req.GetInt("amount", 0))}})
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the budget: %v", err)), nil // want `error from github.com/gocarina/gocsv.MarshalBytes`
	}
	return mcp.NewToolResultText(string(out)), nil
}

// tidyJSON re-encodes the JSON the model sent, decoded into an any:
// decoding gives only maps, slices, strings, float64s, bools and nils,
// which encode again, so the second error branch cannot run.
func tidyJSON(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var doc any
	if err := json.Unmarshal([]byte(req.GetString("doc", "")), &doc); err != nil {
		return mcp.NewToolResultError("doc must be a JSON document; not transient, fix the argument"), nil
	}
	out, err := json.Marshal(doc)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("re-encoding the document: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// echoPayload encodes an any the caller's arguments hold: mcp-go
// decoded the arguments from the request's JSON (its in-process
// transport marshals the request too), so the entry encodes again and
// the branch cannot run.
func echoPayload(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var payload any = req.GetArguments()["payload"]
	out, err := json.Marshal(payload)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the payload: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
