package report

import (
	"strings"
)

// operations names, for the sentences fixes write, what a foreign
// package was doing when it failed. Longest prefix wins.
var operations = []struct{ pkg, op string }{
	{"database/sql", "the database query"},
	{"github.com/jackc/pgx", "the database query"},
	{"github.com/lib/pq", "the database query"},
	{"gorm.io/gorm", "the database query"},
	{"github.com/go-sql-driver/mysql", "the database query"},
	{"github.com/redis/go-redis", "the cache lookup"},
	{"net/http", "the HTTP request"},
	{"net/url", "parsing the URL"},
	{"net", "the network call"},
	{"os/exec", "running the command"},
	{"os", "the file operation"},
	{"io", "reading the data"},
	{"bufio", "reading the data"},
	{"path/filepath", "the file operation"},
	{"encoding/json", "decoding the JSON"},
	{"encoding/xml", "decoding the XML"},
	{"encoding/csv", "reading the CSV"},
	{"strconv", "parsing the number"},
	{"time", "parsing the time"},
	{"regexp", "compiling the pattern"},
	{"github.com/google/go-github", "the GitHub API call"},
	{"github.com/aws/aws-sdk-go-v2", "the AWS call"},
	{"cloud.google.com/go", "the Google Cloud call"},
	{"google.golang.org/grpc", "the RPC"},
	{"github.com/mark3labs/mcp-go", "reading the tool arguments"},
	{"github.com/modelcontextprotocol/go-sdk", "reading the tool arguments"},
}

// Operation names what the function named by source (a types.Func
// FullName, as in origin leaves) was doing: "the database query".
func Operation(source string) string {
	pkg := strings.TrimLeft(source, "(*")
	// Strip ".Func" or ".Type).Method".
	if i := strings.LastIndex(pkg, "/"); i >= 0 {
		if j := strings.Index(pkg[i:], "."); j >= 0 {
			pkg = pkg[:i+j]
		}
	} else if j := strings.Index(pkg, "."); j >= 0 {
		pkg = pkg[:j]
	}
	best, op := -1, "the operation"
	for _, o := range operations {
		if (pkg == o.pkg || strings.HasPrefix(pkg, o.pkg+"/") || strings.HasPrefix(pkg, o.pkg+"/v")) && len(o.pkg) > best {
			best, op = len(o.pkg), o.op
		}
	}
	return op
}

// The retry sentences a fix appends. They contain a phrase of
// config.DefaultRetryPhrases, so the retryable pass accepts fixed text.
const (
	Transient = "Transient; retrying may succeed."
	Permanent = "Not transient; the same call will fail identically."
)

// Sentence is the replacement text a fix writes: what failed and the
// retry decision.
func Sentence(tool, op string, transient bool) string {
	who := tool
	if who == "" {
		who = "the tool"
	}
	retry := Permanent
	if transient {
		retry = Transient
	}
	return who + " failed: " + op + " did not succeed. " + retry
}
