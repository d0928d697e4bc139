package report

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

func TestWhat(t *testing.T) {
	for _, tc := range []struct{ tool, words, op, want string }{
		{"get_quote", "decode", "decoding the JSON", "get_quote failed: decoding the JSON did not succeed (decode)"},
		{"get_quote", "", "decoding the JSON", "get_quote failed: decoding the JSON did not succeed"},
		{"get_quote", "get_quote:", "decoding the JSON", "get_quote failed: decoding the JSON did not succeed"},
		{"fetch", "request failed", "the HTTP request", "fetch failed: the HTTP request did not succeed (request failed)"},
		{"list_repos", "do request", "the HTTP request", "list_repos failed: the HTTP request did not succeed"}, // nothing the operation does not say
		{"list_repos", "response body", "the HTTP request", "list_repos failed: the HTTP request did not succeed (response body)"},
		{"", "for tool %s", "decoding the JSON", "the tool failed: decoding the JSON did not succeed for tool %s"},
		{"", "for tool", "decoding the JSON", "the tool failed: decoding the JSON did not succeed"}, // its operand dropped
		{"", "in namespace %s of cluster", "the operation", "the tool failed: the operation did not succeed in namespace %s of cluster"},
		{"get_issue", "failed to get issue %d.", "the HTTP request", "get_issue failed: could not get issue %d"},
		{"grep", "Error: Invalid regular expression", "compiling the pattern", "grep failed: Invalid regular expression"},
		{"ping", "ping could not reach the tracker", "the HTTP request", "ping could not reach the tracker"},
		{"list_teams", "search users", "the HTTP request", "list_teams failed: could not search users"},
		{"", "list all roles", "the operation", "could not list all roles"},
		{"load_profile", "reading the profile", "the file operation", "load_profile failed: reading the profile did not succeed"},
		{"load_profile", "reading failed", "the file operation", "load_profile failed: the file operation did not succeed (reading failed)"},
	} {
		require.Equal(t, tc.want, what(tc.tool, tc.words, tc.op), tc.words)
	}
}

func TestSentence(t *testing.T) {
	s := Sentence(&sink.Sink{Tool: "get_quote"}, "decoding the JSON", sink.Permanent, false)
	require.Equal(t, "get_quote failed: decoding the JSON did not succeed. Not transient; the same call will fail identically.", s)
	require.Less(t, len(s), MaxSentence)
	require.Contains(t, Sentence(&sink.Sink{}, "the HTTP request", sink.Transient, false), "the tool failed: the HTTP request did not succeed. Transient;")
}

// In a Go error the decision is a clause: the text starts lower-case
// unless its first word looks like a name, and ends without
// punctuation (staticcheck's ST1005), and it still decides.
func TestSentenceAsError(t *testing.T) {
	m := NewMatcher(config.DefaultRetryPhrases)
	require.Equal(t, "get_order failed: the database query did not succeed; not transient, the same call will fail identically",
		Sentence(&sink.Sink{Tool: "get_order"}, "the database query", sink.Permanent, true))
	for clause, want := range map[string]string{
		"Ping could not reach the tracker": "ping could not reach the tracker; transient, retrying may succeed",
		"HTTP request to the tracker":      "HTTP request to the tracker; transient, retrying may succeed",
		"GetOrder could not read":          "GetOrder could not read; transient, retrying may succeed",
		"the tool failed":                  "the tool failed; transient, retrying may succeed",
		"Failed":                           "failed; transient, retrying may succeed",
	} {
		got := Decide(&sink.Sink{}, clause, sink.Transient, true)
		require.Equal(t, want, got, clause)
		require.True(t, m.Decides(got), got)
	}
	require.True(t, m.Decides(DecisionClause(sink.Permanent)))
}

func TestOperation(t *testing.T) {
	for source, want := range map[string]string{
		"(*database/sql.Row).Scan":                            "the database query",
		"encoding/json.Unmarshal":                             "decoding the JSON",
		"encoding/json.Marshal":                               "encoding the JSON",
		"encoding/json.MarshalIndent":                         "encoding the JSON",
		"(*encoding/json.Encoder).Encode":                     "encoding the JSON",
		"(*encoding/json.Decoder).Decode":                     "decoding the JSON",
		"github.com/jackc/pgx/v5.Connect":                     "the database query",
		"(*github.com/google/go-github/v89/github.Client).Do": "the GitHub API call",
		"net/http.Get":                                        "the HTTP request",
		"(*github.com/hashicorp/vault/api.Logical).Write":     "the Vault request",
		"net.Dial":              "the network call",
		"example.com/unknown.F": "the operation",
		"(*github.com/slack-go/slack.Client).UpdateUserGroupMembersContext":                   "updating the user group members",
		"(k8s.io/client-go/kubernetes/typed/core/v1.NamespaceInterface).Get":                  "getting the namespace",
		"crypto/tls.LoadX509KeyPair":                                                          "loading the X509 key pair",
		"(github.com/grafana/openapi/datasources.ClientService).GetDataSourceByUIDWithParams": "getting the data source by UID",
		"(example.com/x.Client).Ping":                                                         "the operation",
		"(*github.com/modelcontextprotocol/go-sdk/mcp.ClientSession).CallTool":                "the call to the MCP server",
		"(*github.com/modelcontextprotocol/go-sdk/mcp.Client).Connect":                        "connecting to the MCP server",
		"(*github.com/mark3labs/mcp-go/client.Client).CallTool":                               "the call to the MCP server",
		"(github.com/grafana/grafana-plugin-sdk-go/backend/gtime.TimeRange).ParseFrom":        "parsing the time range",
		"example.com/x.ParseFrom":                                                             "the operation",
		"(*github.com/modelcontextprotocol/go-sdk/mcp.ServerSession).Elicit":                  "asking the user for input",
		"(*github.com/mark3labs/mcp-go/server.MCPServer).RequestSampling":                     "asking the client's model",
		"(github.com/mark3labs/mcp-go/mcp.CallToolRequest).RequireString":                     "reading the tool arguments",
	} {
		require.Equal(t, want, Operation(source), source)
	}
}

// The sentence names the argument and what it must be where the
// evidence shows them, and the next move for the decision the evidence
// supports only; the other alternative gets none.
func TestSentenceAdvice(t *testing.T) {
	m := NewMatcher(config.DefaultRetryPhrases)
	for _, tc := range []struct {
		sink    sink.Sink
		d       sink.Decision
		asError bool
		want    string
	}{
		{sink.Sink{Tool: "place_order", Decision: sink.Permanent, Advice: sink.Advice{Arg: "qty", Expect: "must be a positive number"}}, sink.Permanent, false,
			"place_order failed: qty must be a positive number. Not transient; the same call will fail identically."},
		{sink.Sink{Tool: "get_order", Decision: sink.Permanent, Advice: sink.Advice{Arg: "id", Expect: "must be a whole number"}}, sink.Permanent, true,
			"get_order failed: id must be a whole number; not transient, the same call will fail identically"},
		{sink.Sink{Tool: "get_order", Decision: sink.Permanent, Advice: sink.Advice{Arg: "since"}}, sink.Permanent, false,
			"get_order failed: parsing did not succeed. The argument since was not accepted. Not transient; the same call will fail identically."},
		{sink.Sink{Tool: "get_order", Decision: sink.Permanent, Advice: sink.Advice{Move: sink.FindFirst, Sibling: "search_orders"}}, sink.Permanent, false,
			"get_order failed: parsing did not succeed. Not transient; the same call will fail identically. Use search_orders to find the id."},
		{sink.Sink{Tool: "get_order", Decision: sink.Permanent, Advice: sink.Advice{Move: sink.FindFirst, Sibling: "search_orders"}}, sink.Transient, false,
			"get_order failed: parsing did not succeed. Transient; retrying may succeed."},
		{sink.Sink{Tool: "fetch", Decision: sink.Transient, Advice: sink.Advice{Move: sink.RetryOnce}}, sink.Transient, true,
			"fetch failed: parsing did not succeed; transient, retrying may succeed; retry once, and if it fails again, tell the user what could not be done"},
		{sink.Sink{Tool: "read_file", Decision: sink.Permanent, Advice: sink.Advice{Move: sink.TellUser}}, sink.Permanent, false,
			"read_file failed: parsing did not succeed. Not transient; the same call will fail identically. Tell the user what could not be done."},
		{sink.Sink{Tool: "geocode", Decision: sink.Permanent, Advice: sink.Advice{Move: sink.NotConfigured}}, sink.Permanent, false,
			"geocode failed: parsing did not succeed. Not transient; the same call will fail identically. Tell the user the tool is not configured."},
	} {
		got := Sentence(&tc.sink, "parsing", tc.d, tc.asError)
		require.Equal(t, tc.want, got)
		require.Less(t, len(got), MaxSentence)
		require.True(t, m.Decides(got), got)
	}
}

func TestMentions(t *testing.T) {
	require.True(t, mentions("quantity must be positive", "quantity"))
	require.True(t, mentions("the order id is missing", "order_id"))
	require.True(t, mentions("order_id is missing", "order_id"))
	require.False(t, mentions("the order is missing", "order_id"))
	require.False(t, mentions("quantity must be positive", "qty"))
	// camelCase names in words of the module's own
	require.True(t, mentions("plugin ID is required", "pluginId"))
	require.False(t, mentions("the plugin is required", "pluginId"))
}

// A lister finds what names a request's target; what the request
// carries is corrected. A lookup that found nothing names only the
// target, where the call was given one.
func TestCheckGiven(t *testing.T) {
	for _, tc := range []struct {
		given   []string
		sibling string
		want    string
	}{
		{[]string{"name", "namespace"}, "list_cronjobs", "if name or namespace may be wrong, use list_cronjobs to find them"},
		{[]string{"labels", "name", "namespace"}, "list_cronjobs", "if name or namespace may be wrong, use list_cronjobs to find them; if labels may be wrong, correct it"},
		{[]string{"query"}, "list_tables", "if query may be wrong, correct it"},
		{[]string{"labels", "name"}, "", "if labels or name may be wrong, correct them"},
	} {
		require.Equal(t, tc.want, checkClause(sink.Advice{Given: tc.given, Sibling: tc.sibling}), tc.given)
	}
	notFound := classAdvice(frameworks.Class{Test: "k8s.io/apimachinery/pkg/api/errors.IsNotFound"}, sink.Advice{Given: []string{"labels", "name", "namespace"}})
	require.Equal(t, []string{"name", "namespace"}, notFound.Given)
	onlyCarried := classAdvice(frameworks.Class{Test: "k8s.io/apimachinery/pkg/api/errors.IsNotFound"}, sink.Advice{Given: []string{"query"}})
	require.Equal(t, []string{"query"}, onlyCarried.Given)
}

// A change is named by what its call does where the table knows only its
// package; a type's own entry stands.
func TestChangeOperation(t *testing.T) {
	require.Equal(t, "creating the pull request", changeOperation("(*github.com/google/go-github/v89/github.PullRequestsService).Create"))
	require.Equal(t, "the Vault request", changeOperation("(*github.com/hashicorp/vault/api.Logical).Write"))
	require.Equal(t, "the database query", changeOperation("(*database/sql.DB).ExecContext"))
}

// The values a write carries give way, the last first, before a
// sentence reaches MaxSentence; what the call names, what failed and
// the decision stay.
func TestGivenGivesWay(t *testing.T) {
	s := &sink.Sink{Tool: "create_cron_job", Advice: sink.Advice{Given: []string{"name", "namespace", "cluster_name", "schedule", "concurrency_policy"}}}
	short := Decide(s, "create_cron_job failed: could not create the cron job", sink.Undecided, false)
	require.Contains(t, short, "If name, namespace, cluster_name, schedule or concurrency_policy may be wrong, correct them; otherwise retry once")
	words := "create_cron_job failed: could not create the cron job in the namespace the call names, for the cluster the server was started with, under the schedule and the policy the call sets, and with the image and the command the caller chose for it"
	long := Decide(s, words, sink.Undecided, false)
	require.Less(t, len(long), MaxSentence)
	require.Contains(t, long, "If name, namespace, cluster_name or schedule may be wrong, correct them; otherwise retry once, and if it fails again, tell the user what could not be done.")
	longer := Decide(s, words+strings.Repeat(", again", 20), sink.Undecided, false)
	require.Contains(t, longer, "If name, namespace or cluster_name may be wrong, correct them; otherwise retry once")
}
