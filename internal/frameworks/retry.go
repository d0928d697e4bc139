package frameworks

// What failures of the standard library and of common packages say
// about retrying: which say the same call will fail again, and which that
// a retry may succeed. The core reads these tables when it collects the
// evidence on the way to a sink (internal/core/evidence); suggested
// fixes then offer first the retry decision the evidence supports.
// Adding a library's knowledge is adding rows here, never code in the
// core.

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Decision is what a failure says about calling the tool again with the
// same arguments.
type Decision uint8

const (
	// Undecided: nothing conclusive; a human decides.
	Undecided Decision = iota
	// Permanent: the same call will fail identically.
	Permanent
	// Transient: a retry may succeed.
	Transient
)

func (d Decision) String() string {
	return [...]string{"undecided", "not transient", "transient"}[d]
}

// Sentinels are error variables, by package path and name, whose
// identity decides: errors.Is(err, sql.ErrNoRows), err == io.ErrUnexpectedEOF.
var Sentinels = map[string]Decision{
	"database/sql.ErrNoRows":         Permanent,
	"os.ErrNotExist":                 Permanent,
	"io/fs.ErrNotExist":              Permanent,
	"os.ErrPermission":               Permanent,
	"io/fs.ErrPermission":            Permanent,
	"os.ErrExist":                    Permanent,
	"io/fs.ErrExist":                 Permanent,
	"strconv.ErrSyntax":              Permanent,
	"strconv.ErrRange":               Permanent,
	"context.DeadlineExceeded":       Transient,
	"os.ErrDeadlineExceeded":         Transient,
	"io.ErrUnexpectedEOF":            Transient,
	"database/sql/driver.ErrBadConn": Transient,
	"syscall.ECONNREFUSED":           Transient,
	"syscall.ECONNRESET":             Transient,
	"net/http.ErrHandlerTimeout":     Transient,
	tfePkg + ".ErrResourceNotFound":  Permanent,
	tfePkg + ".ErrUnauthorized":      Permanent,
}

// Predicates are functions of an error whose true result decides.
var Predicates = map[string]Decision{
	"os.IsNotExist":   Permanent,
	"os.IsPermission": Permanent,
	"os.IsExist":      Permanent,
	"os.IsTimeout":    Transient,
	// The Kubernetes API's statuses, which client-go's clients return
	// (and errors.As finds through %w).
	k8sErrors + ".IsNotFound":        Permanent,
	k8sErrors + ".IsAlreadyExists":   Permanent,
	k8sErrors + ".IsInvalid":         Permanent,
	k8sErrors + ".IsBadRequest":      Permanent,
	k8sErrors + ".IsForbidden":       Permanent,
	k8sErrors + ".IsUnauthorized":    Permanent,
	k8sErrors + ".IsTimeout":         Transient,
	k8sErrors + ".IsServerTimeout":   Transient,
	k8sErrors + ".IsTooManyRequests": Transient,
}

// k8sErrors is the package of the Kubernetes API's error statuses.
const k8sErrors = "k8s.io/apimachinery/pkg/api/errors"

// tfePkg is HashiCorp's client of HCP Terraform and Terraform Enterprise.
const tfePkg = "github.com/hashicorp/go-tfe"

// Methods are methods of an error whose true result decides, whatever
// the type: net.Error's Timeout, the old Temporary.
var Methods = map[string]Decision{
	"Timeout":   Transient,
	"Temporary": Transient,
}

// ErrorTypes are types that errors.As finds in transport errors, by
// package path and name (pointer types with a "*").
var ErrorTypes = map[string]Decision{
	"net.Error":        Transient,
	"*net.OpError":     Transient,
	"*net.DNSError":    Transient,
	"*net/url.Error":   Transient,
	"*os.PathError":    Permanent,
	"*io/fs.PathError": Permanent,
	// A command run in a container that exited with a failure status:
	// it ran, and the same command exits the same way.
	kubeExitError: Permanent,
}

// kubeExitError is client-go's interface of the error a command run in a
// container (remotecommand) returns when it exits with a failure status.
const kubeExitError = "k8s.io/client-go/util/exec.ExitError"

// transport are the functions whose error is a failure to reach the
// other side: a retry may succeed whatever the arguments.
var transport = []string{
	"(*net/http.Client).Do", "(*net/http.Client).Get", "(*net/http.Client).Post",
	"(*net/http.Client).Head", "(*net/http.Client).PostForm",
	"net/http.Get", "net/http.Post", "net/http.Head", "net/http.PostForm",
	"net.Dial", "net.DialTimeout", "(*net.Dialer).Dial", "(*net.Dialer).DialContext",
	"(*net/http.Transport).RoundTrip",
}

// parsers are the functions (or packages, ending in ".") whose error
// says their input does not parse: when the input is the tool's
// argument, the same call will fail identically.
var parsers = []string{
	"strconv.", "net/url.Parse", "net/url.ParseRequestURI", "net/url.ParseQuery",
	"time.Parse", "time.ParseDuration", "time.ParseInLocation", "time.LoadLocation",
	"encoding/json.Unmarshal", "encoding/xml.Unmarshal", "encoding/base64.",
	"encoding/hex.", "regexp.Compile", "net/mail.ParseAddress",
	"(*text/template.Template).Parse", "(*html/template.Template).Parse",
	"net/netip.", "github.com/google/uuid.Parse", "path/filepath.Match",
	// mcp-go decodes a request's arguments into the struct it is given.
	"(github.com/mark3labs/mcp-go/mcp.CallToolRequest).BindArguments",
	// mapstructure decodes a map (a tool's arguments) into a struct.
	"github.com/mitchellh/mapstructure.Decode", "github.com/mitchellh/mapstructure.WeakDecode",
	"github.com/go-viper/mapstructure/v2.Decode", "github.com/go-viper/mapstructure/v2.WeakDecode",
}

// configLoaders are the functions that read the server's own
// configuration (a kubeconfig, a certificate pair) or build a client of
// it: their failure is the operator's to fix, and the same call fails
// identically until the configuration changes.
var configLoaders = []string{
	"k8s.io/client-go/tools/clientcmd.BuildConfigFromFlags",
	"k8s.io/client-go/tools/clientcmd.BuildConfigFromKubeconfigGetter",
	"k8s.io/client-go/tools/clientcmd.RESTConfigFromKubeConfig",
	"k8s.io/client-go/tools/clientcmd.LoadFromFile",
	"(k8s.io/client-go/tools/clientcmd.ClientConfig).ClientConfig",
	"(k8s.io/client-go/tools/clientcmd.ClientConfig).RawConfig",
	"k8s.io/client-go/rest.InClusterConfig",
	"crypto/tls.LoadX509KeyPair",
}

// ConfigLoader reports whether fn reads the server's own configuration.
func ConfigLoader(fn string) bool { return matches(configLoaders, fn) }

// ClientConstructor reports whether fn (a types.Func FullName) builds a
// client of a service from the settings it is given without reaching
// the service: a package-level NewForConfig, or a New… function whose
// name says it makes a client (api.NewClient, client.NewClientWithOpts,
// kubernetes.NewForConfig). Such a constructor fails on the settings
// alone (an address that does not parse, credentials or a certificate
// not found), which the operator fixes; what the client then calls is
// what reaches the service. Constructors that connect first are left
// out (connectingConstructors).
func ClientConstructor(fn string) bool {
	if strings.HasPrefix(fn, "(") || Connects(fn) {
		return false // a method, or a constructor that dials
	}
	name := fn[strings.LastIndex(fn, ".")+1:]
	return name == "NewForConfig" || strings.HasPrefix(name, "New") && strings.Contains(name, "Client")
}

// connectingConstructors are constructors named as clients that reach
// the other side before they return: an SFTP session over an SSH
// connection, an SSH handshake, an Elasticsearch client that sniffs its
// cluster, go-tfe's client, which reads the API's metadata.
var connectingConstructors = []string{
	"github.com/pkg/sftp.", "golang.org/x/crypto/ssh.", "github.com/olivere/elastic",
	tfePkg + ".NewClient",
}

// Connects reports whether fn (a types.Func FullName) is a constructor
// that reaches its service before it returns (connectingConstructors).
func Connects(fn string) bool { return matches(connectingConstructors, fn) }

// renderers execute a parsed template on data: what fails is the data
// against the template, which fail the same way on the next call.
var renderers = []string{
	"(*text/template.Template).Execute", "(*text/template.Template).ExecuteTemplate",
	"(*html/template.Template).Execute", "(*html/template.Template).ExecuteTemplate",
}

// Renders reports whether fn (a types.Func FullName) executes a parsed
// template on data.
func Renders(fn string) bool { return matches(renderers, fn) }

// Transport reports whether fn (a types.Func FullName) fails only when
// the other side cannot be reached.
func Transport(fn string) bool { return matches(transport, fn) }

// Parser reports whether fn's error says its input does not parse.
func Parser(fn string) bool { return matches(parsers, fn) }

// Validator reports whether a function or method of this name checks
// what it is given against a schema or rules (a JSON schema's Validate,
// a struct validator's ValidateStruct): its error on the tool's input
// says the input is wrong, whatever library wrote it.
func Validator(name string) bool { return strings.HasPrefix(name, "Validate") }

// ValidatorByName reports whether an unexported function or method of
// this name checks what it is given, by the same convention: validate,
// or validate followed by a capital (validateOperation). Its caller
// also checks that it takes no context, as for ParserByName.
func ValidatorByName(name string) bool { return startsWithWord(name, "validate") }

// ParserByName reports whether a function or method of this name reads
// the text it is given, by Go's naming convention: Parse, or Parse
// followed by a capital or digit (ParseFrom, ParseInt, Parse3339). Its
// caller also checks that it takes no context: a parse that asks a
// remote service can fail otherwise.
func ParserByName(name string) bool { return startsWithWord(name, "Parse") }

// startsWithWord reports whether name is word, or word followed by the
// next word of a Go name: a capital or a digit.
func startsWithWord(name, word string) bool {
	rest, ok := strings.CutPrefix(name, word)
	if !ok {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return rest == "" || unicode.IsUpper(r) || unicode.IsDigit(r)
}

func matches(list []string, fn string) bool {
	for _, p := range list {
		if fn == p || (strings.HasSuffix(p, ".") || strings.HasSuffix(p, "/")) && strings.HasPrefix(fn, p) {
			return true
		}
	}
	return false
}

// Status says what an HTTP response status says about retrying: the
// client errors that depend on the request are permanent, timeouts, rate
// limits and server failures transient; other codes decide nothing.
func Status(code int64) Decision {
	switch code {
	case 400, 401, 403, 404, 405, 409, 410, 413, 414, 415, 422:
		return Permanent
	case 408, 425, 429, 500, 502, 503, 504:
		return Transient
	}
	return Undecided
}

// Kind is what sort of failure evidence shows, beyond the retry
// decision, where a fix can name a next move for it.
type Kind uint8

const (
	// NoKind: the evidence shows no sort of failure with a next move.
	NoKind Kind = iota
	// NotFound: a lookup found nothing; a tool that lists or searches
	// the same things can find what was meant.
	NotFound
	// Refused: a permission or policy refusal; only the user can
	// decide what to do instead.
	Refused
	// Unconfigured: the operator's configuration (a credential, a
	// setting) is missing; the model cannot fix it.
	Unconfigured
	// Rejected: the other side refused the request as sent (400, 422);
	// the arguments that went into it may be wrong.
	Rejected
)

// Kinds are the sorts of the failures that Sentinels, Predicates and
// ErrorTypes name, by the same names.
var Kinds = map[string]Kind{
	"database/sql.ErrNoRows":        NotFound,
	"os.ErrNotExist":                NotFound,
	"io/fs.ErrNotExist":             NotFound,
	"os.IsNotExist":                 NotFound,
	"os.ErrPermission":              Refused,
	"io/fs.ErrPermission":           Refused,
	"os.IsPermission":               Refused,
	k8sErrors + ".IsNotFound":       NotFound,
	k8sErrors + ".IsForbidden":      Refused,
	k8sErrors + ".IsBadRequest":     Rejected,
	k8sErrors + ".IsInvalid":        Rejected,
	tfePkg + ".ErrResourceNotFound": NotFound,
	tfePkg + ".ErrUnauthorized":     Unconfigured,
	kubeExitError:                   Rejected,
}

// StatusKind says what sort of failure an HTTP response status shows:
// 404 and 410 a lookup that found nothing, 403 a refusal, 401 a
// credential of the server's own that is missing or refused, 400 and
// 422 a request refused as sent.
func StatusKind(code int64) Kind {
	switch code {
	case 404, 410:
		return NotFound
	case 403:
		return Refused
	case 401:
		return Unconfigured
	case 400, 422:
		return Rejected
	}
	return NoKind
}

// settings are the functions that read the operator's configuration: a
// check that finds nothing there is a failure the model cannot fix.
var settings = []string{"os.Getenv", "os.LookupEnv"}

// Setting reports whether fn reads the operator's configuration.
func Setting(fn string) bool { return matches(settings, fn) }

// Expectations say what an argument must be when a parser given it
// fails, by the parser's full name: strconv.Atoi(in.ID) failing shows
// that id must be a whole number. Parsers not listed show nothing.
var Expectations = map[string]string{
	"strconv.Atoi":                 "must be a whole number",
	"strconv.ParseInt":             "must be a whole number",
	"strconv.ParseUint":            "must be a whole number",
	"strconv.ParseFloat":           "must be a number",
	"strconv.ParseBool":            "must be true or false",
	"time.ParseDuration":           "must be a duration",
	"net/url.Parse":                "must be a URL",
	"net/url.ParseRequestURI":      "must be a URL",
	"net/mail.ParseAddress":        "must be an email address",
	"encoding/json.Unmarshal":      "must be valid JSON",
	"github.com/google/uuid.Parse": "must be a UUID",
}

// A Class is a sort of failure a foreign function's error may wrap,
// which a fix tells apart; What says what happened. Test is a sentinel
// (a key of Sentinels, tested with errors.Is), a predicate (a key of
// Predicates, called with the error), or, for a class of an API's
// answers, the SDK's error type that carries the answer's HTTP status
// ("*" and the type's full name), which errors.As finds. Such a class
// holds Status: Field is the path of selectors from the type to the
// status the API answered ("Response.StatusCode"), and the class is of
// that status, or with Above, of it and every status above it (every
// 5xx); without a Field the type alone is the class, standing for Status
// (a rate-limit error type for 429). Where Test is an interface that
// tells a status by a method instead of a field, Method is that method:
// called with Status (IsCode), or, with Above, without (IsServerError).
// Where Field holds a kind of the package's own type instead of a
// status (azcli's AzCliError.Type), Const is the constant of the
// class's kind (ErrorTypeCommandDenied), and Status the HTTP status of
// the same answer (403), which decides as that status does.
//
// Where What is a format, Shows names the fields of the error found (of
// the type Test names) it prints, separated by spaces, each non-empty
// for the class to hold.
//
// Test may also name, without a "*", a type that is no pointer (an
// interface, such as client-go's exec.ExitError, or a value type) whose
// errors are one class whatever they hold; ErrorTypes and Kinds say
// what it decides and what sort of failure it is.
type Class struct {
	Test, What, Field, Method, Const string
	Status                           int
	Above                            bool
	Shows                            string
}

// JSONField is the class of a value of the wrong type in JSON decoded
// into typed fields: encoding/json's error names the field and what the
// JSON held there, both the model's own input, so the sentence shows
// them ("the argument limit cannot be a JSON string").
var JSONField = Class{Test: "*encoding/json.UnmarshalTypeError", What: "the argument %s cannot be a JSON %s", Status: 400, Shows: "Field Value"}

// shownFields returns the full names of the fields the classes cs show.
func shownFields(cs ...Class) map[string]bool {
	fields := map[string]bool{}
	for _, c := range cs {
		for _, f := range strings.Fields(c.Shows) {
			fields[strings.TrimPrefix(c.Test, "*")+"."+f] = true
		}
	}
	return fields
}

// kindWords are the words naming, in a constant of a library's error
// kinds, the HTTP status of the same answer, in the order they are
// tested: ErrorTypeCommandDenied is a 403, KindTimeout a 504. A kind
// named by none ("execution_failed", "parse_output") is no class.
var kindWords = []struct {
	words  []string
	status int
}{
	{[]string{"unauthorized", "unauthenticated", "auth", "authentication", "credential", "credentials"}, 401},
	{[]string{"denied", "refused", "forbidden", "permission", "disallowed", "not allowed"}, 403},
	{[]string{"not found", "notfound", "no such", "not exist", "not exists", "nonexistent"}, 404},
	{[]string{"conflict", "already exists", "exists already", "duplicate"}, 409},
	{[]string{"rate limit", "ratelimit", "ratelimited", "throttled", "too many"}, 429},
	{[]string{"unavailable"}, 503},
	{[]string{"timeout", "timed out", "deadline"}, 504},
	{[]string{"invalid", "bad", "validation", "malformed"}, 400},
}

// kindWhat says what happened for each status a kind stands for: the
// kind's library, not an API, answered it, so none names one; each says
// what failed on its own, where no words of the module lead it.
var kindWhat = map[int]string{
	400: "the request was rejected as invalid",
	401: "the server's credentials were refused",
	403: "the request was denied",
	404: "what the request names does not exist",
	409: "the request conflicts with what exists already",
	429: "a rate limit was reached",
	503: "the service is unavailable",
	504: "the request timed out",
}

// KindClass returns the Class of the kind const, a constant of the
// type of field in the error type test ("*" and its full name), of
// which words are the name's words, lower-cased (wording.NameWords);
// false where no word of kindWords names it.
func KindClass(test, field, constant string, words []string) (Class, bool) {
	name := " " + strings.Join(words, " ") + " "
	for _, k := range kindWords {
		for _, w := range k.words {
			if strings.Contains(name, " "+w+" ") {
				return Class{Test: test, Field: field, Const: constant, Status: k.status, What: kindWhat[k.status]}, true
			}
		}
	}
	return Class{}, false
}

// ByStatus reports whether the class is one of an API's answers told
// apart by the status the error holds, in a field or by a method.
func (c Class) ByStatus() bool { return c.Field != "" || c.Method != "" }

// Decision is what an error of the class says about retrying.
func (c Class) Decision() Decision {
	if c.Status != 0 {
		return Status(int64(c.Status))
	}
	if d, ok := Sentinels[c.Test]; ok {
		return d
	}
	if d, ok := ErrorTypes[c.Test]; ok {
		return d
	}
	return Predicates[c.Test]
}

// Kind is the sort of failure an error of the class is.
func (c Class) Kind() Kind {
	if c.Status != 0 {
		return StatusKind(int64(c.Status))
	}
	return Kinds[c.Test]
}

// ValueType reports whether the class's Test names a type that is no
// pointer (see Class), which errors.As finds as it is.
func (c Class) ValueType() bool {
	_, ok := ErrorTypes[c.Test]
	return ok && !strings.HasPrefix(c.Test, "*")
}

// Sentinel reports whether the class is a sentinel's, which may come
// from any call of its package, not only from an API's answers.
func (c Class) Sentinel() bool {
	_, ok := Sentinels[c.Test]
	return ok
}

// classes are the Classes of the errors of functions (or packages,
// ending in ".", or trees of packages, ending in "/"), in the order a
// fix tests them; where methods are listed, only of the methods of
// those names (an API's create can find its name taken, its get
// cannot). The first entry that matches a function is its. Where local,
// the classes' types are named without their package path: they are of
// the failing function's package, whatever its major version.
var classes = []struct {
	funcs, methods []string
	classes        []Class
	local          bool
}{
	{
		[]string{"os.", "(*os.File).", "io/ioutil.", "io/fs.", "path/filepath.Walk", "path/filepath.WalkDir", "path/filepath.Glob", "path/filepath.EvalSymlinks"}, nil,
		[]Class{
			{Test: "io/fs.ErrNotExist", What: "the file or directory does not exist"},
			{Test: "io/fs.ErrPermission", What: "the server may not access the file or directory"},
		}, false,
	},
	{
		[]string{"(*database/sql.Row).Scan", "(*database/sql.DB).QueryRow", "(*database/sql.DB).QueryRowContext", "(*database/sql.Tx).QueryRow", "(*database/sql.Tx).QueryRowContext"}, nil,
		[]Class{{Test: "database/sql.ErrNoRows", What: "the query found no matching row"}}, false,
	},
	{
		// go-tfe answers 404 (no such resource, or one the token may
		// not see) and 401 with these sentinels.
		[]string{"github.com/hashicorp/go-tfe.", "(github.com/hashicorp/go-tfe.", "(*github.com/hashicorp/go-tfe."}, nil,
		[]Class{
			{Test: tfePkg + ".ErrResourceNotFound", What: "the resource does not exist, or the server's token may not see it"},
			{Test: tfePkg + ".ErrUnauthorized", What: "the server's token was refused"},
		}, false,
	},
	{
		// A command run in a container (kubectl exec's stream) may run
		// and exit with a failure status: what it was given was wrong
		// for that container, not the connection.
		[]string{"(k8s.io/client-go/tools/remotecommand.Executor)."}, []string{"Stream", "StreamWithContext"},
		[]Class{{Test: kubeExitError, What: "the command ran and exited with a failure status"}}, false,
	},
	{
		// client-go's typed and dynamic clients, controller-runtime's:
		// what writes an object may find its name taken or the object
		// refused as invalid, both the call's to change.
		kubeClients, []string{"Create"},
		[]Class{kubeNotFound, kubeAlreadyExists, kubeInvalid, kubeForbidden}, false,
	},
	{
		kubeClients, []string{"Update", "Patch", "Apply", "UpdateStatus", "ApplyStatus"},
		[]Class{kubeNotFound, kubeInvalid, kubeForbidden}, false,
	},
	{
		// A list narrowed by a selector the API cannot read (a field
		// it does not index) is a bad request.
		kubeClients, []string{"List", "Watch", "DeleteCollection"},
		[]Class{kubeNotFound, kubeBadRequest, kubeForbidden}, false,
	},
	{
		// Also a raw request (a pod's log stream, a subresource), whose
		// bad requests are told apart by no class: a container the pod
		// does not have fails again, one still waiting to start may not.
		slices.Concat(kubeClients, kubeRequests), nil,
		[]Class{kubeNotFound, kubeForbidden}, false,
	},
	{
		// go-github's request builders fail before any answer.
		gitHubClients, []string{"NewRequest", "NewFormRequest", "NewUploadRequest"}, nil, false,
	},
	{
		gitHubClients, nil, gitHubStatuses, true,
	},
}

// kubeClients are the packages of client-go's typed and dynamic clients
// and controller-runtime's client, whose errors are the Kubernetes
// API's statuses.
var kubeClients = []string{"(k8s.io/client-go/kubernetes/typed/", "(k8s.io/client-go/dynamic.", "(sigs.k8s.io/controller-runtime/pkg/client."}

// kubeRequests are client-go's raw requests and their results, whose
// errors are the Kubernetes API's statuses too.
var kubeRequests = []string{"(*k8s.io/client-go/rest.Request).", "(k8s.io/client-go/rest.Result)."}

// The Kubernetes API's statuses a fix tells apart.
var (
	kubeNotFound      = Class{Test: k8sErrors + ".IsNotFound", What: "the resource does not exist"}
	kubeAlreadyExists = Class{Test: k8sErrors + ".IsAlreadyExists", What: "a resource of that name exists already"}
	kubeInvalid       = Class{Test: k8sErrors + ".IsInvalid", What: "the cluster rejected the object as invalid"}
	kubeForbidden     = Class{Test: k8sErrors + ".IsForbidden", What: "the cluster does not let the server do this"}
	kubeBadRequest    = Class{Test: k8sErrors + ".IsBadRequest", What: "the cluster could not read the request as sent"}
)

// gitHubClients are go-github's client and services, of any major
// version (github.com/google/go-github/v89/github).
var gitHubClients = []string{"(*github.com/google/go-github/"}

// gitHubStatuses are the GitHub API's answers a fix tells apart. Its
// client (CheckResponse) returns a *RateLimitError or an
// *AbuseRateLimitError for a 403 or 429 that says a rate limit was
// reached, and an *ErrorResponse, holding the answer, for other
// failures: a 404 for what does not exist or the token may not see, a
// 422 for a request the API rejected.
var gitHubStatuses = []Class{
	{Test: "*RateLimitError", What: "the API's rate limit was reached", Status: 429},
	{Test: "*AbuseRateLimitError", What: "the API's secondary rate limit was reached", Status: 429},
	{Test: "*ErrorResponse", Field: "Response.StatusCode", Status: 404, What: "the resource does not exist, or the server's token may not see it"},
	{Test: "*ErrorResponse", Field: "Response.StatusCode", Status: 401, What: "the server's token was refused"},
	{Test: "*ErrorResponse", Field: "Response.StatusCode", Status: 403, What: "the API does not let the server do this"},
	{Test: "*ErrorResponse", Field: "Response.StatusCode", Status: 422, What: "the API rejected the request as invalid"},
	{Test: "*ErrorResponse", Field: "Response.StatusCode", Status: 500, Above: true, What: "the API failed to answer"},
}

// openAPIStatus is the interface go-openapi's runtime has every answer
// of a client generated by go-swagger implement: each response type the
// API's description declares (GetRoleForbidden), and the runtime's
// APIError for a status it does not.
const openAPIStatus = "github.com/go-openapi/runtime.ClientResponseStatus"

// openAPIStatuses are the answers of a go-swagger client a fix tells
// apart, by the interface's IsCode and IsServerError: the error may be
// any response type of the operation, or none (a failure to connect).
var openAPIStatuses = []Class{
	{Test: openAPIStatus, Method: "IsCode", Status: 404, What: "the resource does not exist, or the server's credentials may not see it"},
	{Test: openAPIStatus, Method: "IsCode", Status: 401, What: "the server's credentials were refused"},
	{Test: openAPIStatus, Method: "IsCode", Status: 403, What: "the API does not let the server do this"},
	{Test: openAPIStatus, Method: "IsCode", Status: 400, What: "the API rejected the request as invalid"},
	{Test: openAPIStatus, Method: "IsCode", Status: 422, What: "the API rejected the request as invalid"},
	{Test: openAPIStatus, Method: "IsCode", Status: 429, What: "the API's rate limit was reached"},
	{Test: openAPIStatus, Method: "IsServerError", Status: 500, Above: true, What: "the API failed to answer"},
}

// ResponseStatuses are the answers of an HTTP service a fix tells
// apart where the module reads the status of the response itself
// (resp.StatusCode != http.StatusOK): no error type holds them, the
// status does, and each class is one case of a switch on it.
var ResponseStatuses = []Class{
	{Status: 404, What: "the service found no such resource"},
	{Status: 401, What: "the service refused the server's credentials"},
	{Status: 403, What: "the service does not let the server do this"},
	{Status: 400, What: "the service rejected the request as invalid"},
	{Status: 422, What: "the service rejected the request as invalid"},
	{Status: 409, What: "the request conflicts with the resource's current state"},
	{Status: 429, What: "the service's rate limit was reached"},
	{Status: 500, Above: true, What: "the service failed to answer"},
}

// generatedClients are the runtimes API clients are generated against,
// with the classes of their answers: a package that imports one is such
// a client, whatever its path (grafana-openapi-client-go's
// client/datasources), and its functions' errors are the API's answers.
var generatedClients = []struct {
	runtime string
	classes []Class
}{
	{"github.com/go-openapi/runtime", openAPIStatuses},
}

// GeneratedClassesOf returns the Classes of the errors of a package
// that imports the packages for which imports reports true: those of
// the first runtime of generatedClients among them, or none.
func GeneratedClassesOf(imports func(path string) bool) []Class {
	for _, g := range generatedClients {
		if imports(g.runtime) {
			return g.classes
		}
	}
	return nil
}

// ClassesOf returns the Classes the error of fn (a types.Func FullName)
// may wrap, or none.
func ClassesOf(fn string) []Class {
	for _, c := range classes {
		if matches(c.funcs, fn) && (c.methods == nil || slices.ContainsFunc(c.methods, func(m string) bool { return strings.HasSuffix(fn, ")."+m) })) {
			if c.local {
				return inPackage(c.classes, PackageOf(fn))
			}
			return c.classes
		}
	}
	return nil
}

// inPackage returns classes with their types, named without a package
// path, named in the package of path.
func inPackage(classes []Class, path string) []Class {
	out := slices.Clone(classes)
	for i, c := range out {
		name, ptr := strings.CutPrefix(c.Test, "*")
		out[i].Test = path + "." + name
		if ptr {
			out[i].Test = "*" + out[i].Test
		}
	}
	return out
}

// PackageOf returns the path of the package of fn, a types.Func
// FullName: "(*a/b.T).M" and "a/b.F" are of a/b; "" for a name of no
// package.
func PackageOf(fn string) string {
	name, _, _ := strings.Cut(strings.TrimLeft(fn, "(*"), ")")
	pkg, _, _ := strings.Cut(name, "[") // a generic type's arguments
	if dot := strings.LastIndex(pkg, "."); dot > 0 {
		return pkg[:dot]
	}
	return ""
}
