package frameworks

// What toolerrlint knows about the standard library and common packages
// that are not agent frameworks: which calls build text from their
// arguments, which produce stack traces or upstream bodies, which error
// packages record frames, and what a failing package was doing. The core
// and the report read these tables; functions are named by
// types.Func.FullName ("fmt.Errorf", "(*net/http.Client).Do").

// TextFunc says what a function outside the module returns as text.
type TextFunc uint8

const (
	// TextFormat: printf formatting of its format and operands.
	TextFormat TextFunc = iota + 1
	// TextConcat: its variadic operands side by side.
	TextConcat
	// TextLines: its variadic errors' texts, one per line.
	TextLines
	// TextJoin: its slice's elements, separated by its second argument.
	TextJoin
	// TextStack: a stack trace.
	TextStack
	// TextBody: the body of the HTTP response that is its first argument.
	TextBody
	// TextOutput: what the command it runs wrote (its first result).
	TextOutput
	// TextJSON: the JSON (or YAML) of its first argument other than a
	// receiver, a value the module built. A foreign function or method
	// of an untabled package shaped as one (Marshal…/Encode…(any)
	// (string or []byte, error)) is taken to be one too.
	TextJSON
	// TextReflect: (reflect.Value).Interface of a result of
	// reflect.ValueOf(f).Call: that result of calling f.
	TextReflect
)

// TextFuncs are the functions whose result text the core does not read
// from the general rule (an error is its function's own words, a string
// is data derived from the arguments).
var TextFuncs = map[string]TextFunc{
	"fmt.Sprintf":                    TextFormat,
	"fmt.Errorf":                     TextFormat,
	"fmt.Sprint":                     TextConcat,
	"fmt.Sprintln":                   TextConcat,
	"errors.Join":                    TextLines,
	"strings.Join":                   TextJoin,
	"runtime/debug.Stack":            TextStack,
	"go.uber.org/zap.Stack":          TextStack,
	"go.uber.org/zap.StackSkip":      TextStack,
	"net/http/httputil.DumpResponse": TextBody,
	"(*os/exec.Cmd).Output":          TextOutput,
	"(*os/exec.Cmd).CombinedOutput":  TextOutput,
	"encoding/json.Marshal":          TextJSON,
	"encoding/json.MarshalIndent":    TextJSON,
	"(reflect.Value).Interface":      TextReflect,

	// Third-party encoders (checked against sonic v1.15.5, json-iterator
	// v1.1.12, goccy/go-json v0.12.0, sigs.k8s.io/yaml v1.6.0, yaml.v2
	// v2.4.0, yaml.v3 v3.0.1, go.yaml.in/yaml/v3 v3.0.6). The API
	// interfaces of sonic and json-iterator are what their Config
	// values (jsoniter.ConfigCompatibleWithStandardLibrary) are.
	sonicPkg + ".Marshal":                       TextJSON,
	sonicPkg + ".MarshalIndent":                 TextJSON,
	sonicPkg + ".MarshalString":                 TextJSON,
	"(" + sonicPkg + ".API).Marshal":            TextJSON,
	"(" + sonicPkg + ".API).MarshalIndent":      TextJSON,
	"(" + sonicPkg + ".API).MarshalToString":    TextJSON,
	jsoniterPkg + ".Marshal":                    TextJSON,
	jsoniterPkg + ".MarshalIndent":              TextJSON,
	jsoniterPkg + ".MarshalToString":            TextJSON,
	"(" + jsoniterPkg + ".API).Marshal":         TextJSON,
	"(" + jsoniterPkg + ".API).MarshalIndent":   TextJSON,
	"(" + jsoniterPkg + ".API).MarshalToString": TextJSON,
	goccyPkg + ".Marshal":                       TextJSON,
	goccyPkg + ".MarshalIndent":                 TextJSON,
	goccyPkg + ".MarshalNoEscape":               TextJSON,
	goccyPkg + ".MarshalWithOption":             TextJSON,
	goccyPkg + ".MarshalIndentWithOption":       TextJSON,
	"sigs.k8s.io/yaml.Marshal":                  TextJSON,
	"gopkg.in/yaml.v2.Marshal":                  TextJSON,
	"gopkg.in/yaml.v3.Marshal":                  TextJSON,
	"go.yaml.in/yaml/v3.Marshal":                TextJSON,
}

const (
	sonicPkg    = "github.com/bytedance/sonic"
	jsoniterPkg = "github.com/json-iterator/go"
	goccyPkg    = "github.com/goccy/go-json"
)

// CommandStreams are the fields of a command whose writer receives what
// it prints: a buffer assigned there holds the command's own text.
var CommandStreams = map[string]bool{"(*os/exec.Cmd).Stdout": true, "(*os/exec.Cmd).Stderr": true}

// CommandErrorOutput are fields of foreign errors that hold a command's
// output ((*exec.ExitError).Stderr).
var CommandErrorOutput = map[string]bool{"os/exec.ExitError.Stderr": true}

// InputEchoFields are fields of foreign errors ("pkg.Type.Field") that
// hold only what the caller gave the failing call, or a word for its
// kind: those a class's sentence shows (JSONField's Field and Value of
// encoding/json's UnmarshalTypeError, the JSON key whose value had the
// wrong type and the kind of that value). A fix shows them to name the
// argument to correct; they leak nothing.
var InputEchoFields = shownFields(JSONField)

// StackWriters write a stack trace into the byte slice they are given.
var StackWriters = map[string]bool{"runtime.Stack": true}

// NewErrors always return a new, non-nil error.
var NewErrors = map[string]bool{"fmt.Errorf": true, "errors.New": true}

// ErrorTests return true only for a non-nil error (of some kind).
var ErrorTests = map[string]bool{"errors.Is": true, ErrorAs: true}

// ErrorAs finds an error of a type in a chain and sets its second
// argument, a pointer to a variable of that type, to it.
const ErrorAs = "errors.As"

// EndsOfInput are error variables, by package path and name, that a
// reader returns when there is nothing more to read: the side where an
// error is one of them (err == io.EOF, errors.Is(err, io.EOF)) is where
// a loop over a stream ends as it should, not a failure.
var EndsOfInput = map[string]bool{"io.EOF": true}

// FramePackages are error packages (and their subpackages) whose errors
// record the frames of their creation and print them under %+v.
var FramePackages = []string{
	"github.com/pkg/errors",
	"github.com/go-errors/errors",
	"github.com/cockroachdb/errors",
	"github.com/palantir/stacktrace",
	"github.com/rotisserie/eris",
	"emperror.dev/errors",
	"github.com/ztrue/tracerr",
}

// An Encoding is the shape of data an Encoder writes, which decides
// the values it always encodes.
type Encoding uint8

const (
	// EncodesValues: any tree of plain data (JSON, YAML).
	EncodesValues Encoding = iota + 1
	// EncodesRows: a table, one row per element of a slice or array of
	// structs and one column per exported scalar field, a nested
	// struct's fields flattened into columns (gocsv). Its writer writes
	// into a buffer, which cannot fail (unless the module installs a
	// writer with an invalid separator, gocsv.SetCSVWriter, which is not
	// read); what fails is a field it cannot turn into one cell, or a
	// marshaler's error.
	EncodesRows
)

// Encoders fail only on values they cannot encode (channels, funcs, a
// custom marshaler's error): given plain data of their shape (or, for
// EncodesValues, what JSON decoding just produced), their error cannot
// happen. The YAML encoders of sigs.k8s.io go through encoding/json; the
// others (and sonic, json-iterator and goccy/go-json, by their default
// and standard-compatible configurations) fail on the same kinds of
// values. The value is the first argument other than a receiver.
var Encoders = map[string]Encoding{
	"encoding/json.Marshal":                     EncodesValues,
	"encoding/json.MarshalIndent":               EncodesValues,
	sonicPkg + ".Marshal":                       EncodesValues,
	sonicPkg + ".MarshalIndent":                 EncodesValues,
	sonicPkg + ".MarshalString":                 EncodesValues,
	"(" + sonicPkg + ".API).Marshal":            EncodesValues,
	"(" + sonicPkg + ".API).MarshalIndent":      EncodesValues,
	"(" + sonicPkg + ".API).MarshalToString":    EncodesValues,
	jsoniterPkg + ".Marshal":                    EncodesValues,
	jsoniterPkg + ".MarshalIndent":              EncodesValues,
	jsoniterPkg + ".MarshalToString":            EncodesValues,
	"(" + jsoniterPkg + ".API).Marshal":         EncodesValues,
	"(" + jsoniterPkg + ".API).MarshalIndent":   EncodesValues,
	"(" + jsoniterPkg + ".API).MarshalToString": EncodesValues,
	goccyPkg + ".Marshal":                       EncodesValues,
	goccyPkg + ".MarshalIndent":                 EncodesValues,
	goccyPkg + ".MarshalNoEscape":               EncodesValues,
	"sigs.k8s.io/yaml.Marshal":                  EncodesValues,
	"gopkg.in/yaml.v2.Marshal":                  EncodesValues,
	"gopkg.in/yaml.v3.Marshal":                  EncodesValues,
	"go.yaml.in/yaml/v3.Marshal":                EncodesValues,
	// mcp-go's NewToolResultJSON fails only where json.Marshal of its
	// argument does (v0.43.2).
	"github.com/mark3labs/mcp-go/mcp.NewToolResultJSON": EncodesValues,
	"github.com/gocarina/gocsv.MarshalBytes":            EncodesRows,
	"github.com/gocarina/gocsv.MarshalString":           EncodesRows,
}

// YAMLTagged are the value Encoders that name and leave out fields by
// their yaml struct tags; the other value Encoders read json tags
// (sigs.k8s.io/yaml through encoding/json). A field tagged "-" there is
// never encoded, so it cannot make the encoding fail.
var YAMLTagged = map[string]bool{
	"gopkg.in/yaml.v2.Marshal":   true,
	"gopkg.in/yaml.v3.Marshal":   true,
	"go.yaml.in/yaml/v3.Marshal": true,
}

// Marshalers are, per Encoding, the methods by which a type encodes
// itself for an Encoder, and may fail. gocsv also prints a field by its
// String method, which returns no error, so it is not one of them.
var Marshalers = map[Encoding][]string{
	EncodesValues: {"MarshalJSON", "MarshalText", "MarshalYAML"},
	EncodesRows:   {"MarshalCSV", "MarshalText"},
}

// SafeMarshalers are types whose marshal methods fail only on values
// no decoder or clock produces: time.Time's, for a year outside 0-9999;
// Kubernetes' API types, whose times and durations format themselves,
// whose quantities and int-or-strings write their text, and whose raw
// JSON (a field the API server sent as JSON) writes itself back.
var SafeMarshalers = map[string]bool{
	"time.Time":                                                     true,
	k8sMetaV1 + ".Time":                                             true,
	k8sMetaV1 + ".MicroTime":                                        true,
	k8sMetaV1 + ".Duration":                                         true,
	k8sMetaV1 + ".FieldsV1":                                         true,
	"k8s.io/apimachinery/pkg/api/resource.Quantity":                 true,
	"k8s.io/apimachinery/pkg/util/intstr.IntOrString":               true,
	"k8s.io/apimachinery/pkg/runtime.RawExtension":                  true,
	"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON": true,
}

// k8sMetaV1 is the package of Kubernetes' object metadata.
const k8sMetaV1 = "k8s.io/apimachinery/pkg/apis/meta/v1"

// DecodedResults are foreign API clients whose methods decode their
// first result, a struct model of the client's own package, from the
// JSON response (go-github's services, meilisearch-go's managers and
// readers, which are interfaces: any receiver of the package, ""): what
// JSON decoding produced, an Encoder encodes. Pkg matches itself,
// subpackages and major versions.
var DecodedResults = []struct{ Pkg, RecvSuffix string }{
	{"github.com/google/go-github", "Service"},
	{meilisearchPkg, ""},
}

// DecodingMethods decode a JSON response into the value they are given,
// as a JSON decoder does: go-github's (*Client).Do(ctx, req, v),
// meilisearch-go's document and similar-document reads into their
// result argument (declared on interfaces: Recv "" is any receiver).
// Pkg matches itself, subpackages and major versions.
var DecodingMethods = []struct{ Pkg, Recv, Method string }{
	{"github.com/google/go-github", "Client", "Do"},
	{meilisearchPkg, "", "GetDocument"},
	{meilisearchPkg, "", "GetDocumentWithContext"},
	{meilisearchPkg, "", "GetDocuments"},
	{meilisearchPkg, "", "GetDocumentsWithContext"},
	{meilisearchPkg, "", "SearchSimilarDocuments"},
	{meilisearchPkg, "", "SearchSimilarDocumentsWithContext"},
}

const meilisearchPkg = "github.com/meilisearch/meilisearch-go"

// A URLParse names the arguments of a function that fails only on the
// URL it parses, its method and a nil context (-1: no such argument).
type URLParse struct{ URL, Method, Ctx int }

// URLParsers fail only on their arguments: a constant URL they accept,
// or one an earlier parse accepted, cannot make them fail.
var URLParsers = map[string]URLParse{
	"net/url.Parse":                  {URL: 0, Method: -1, Ctx: -1},
	"net/http.NewRequest":            {URL: 1, Method: 0, Ctx: -1},
	"net/http.NewRequestWithContext": {URL: 2, Method: 1, Ctx: 0},
}

// URLString is the text of a URL value, which parses again when the URL
// came from a parse; URLValuesEncode, a query that needs no escaping.
const (
	URLString       = "(*net/url.URL).String"
	URLValuesEncode = "(net/url.Values).Encode"
)

// JSONDecoders fill the value they are given from JSON: encoding/json
// and the decoders of the Encoders with its contract (sonic, json-iterator,
// goccy/go-json), which fill an interface with the same maps, slices,
// strings, numbers, booleans and nils.
var JSONDecoders = map[string]bool{
	"encoding/json.Unmarshal":                       true,
	"(*encoding/json.Decoder).Decode":               true,
	sonicPkg + ".Unmarshal":                         true,
	sonicPkg + ".UnmarshalString":                   true,
	"(" + sonicPkg + ".API).Unmarshal":              true,
	"(" + sonicPkg + ".API).UnmarshalFromString":    true,
	jsoniterPkg + ".Unmarshal":                      true,
	jsoniterPkg + ".UnmarshalFromString":            true,
	"(" + jsoniterPkg + ".API).Unmarshal":           true,
	"(" + jsoniterPkg + ".API).UnmarshalFromString": true,
	goccyPkg + ".Unmarshal":                         true,
	"(*" + goccyPkg + ".Decoder).Decode":            true,
}

// Listers are client-go's listers of an informer's store (packages
// under Pkg): their List fails only where the selector has to read an
// object's labels (cache.ListAll), so given SelectAll's selector, which
// selects every object, it cannot fail.
var Listers = struct {
	Pkgs              []string
	Method, SelectAll string
}{
	Pkgs:      []string{"k8s.io/client-go/tools/cache", "k8s.io/client-go/listers"},
	Method:    "List",
	SelectAll: "k8s.io/apimachinery/pkg/labels.Everything",
}

// PanicArgs are functions that panic on some values of one argument
// (its index): a negative count, a pattern that does not compile.
var PanicArgs = map[string]int{
	"strings.Repeat":          1,
	"bytes.Repeat":            1,
	"regexp.MustCompile":      0,
	"regexp.MustCompilePOSIX": 0,
}

// NonEmptyResults return a slice that always has a first element
// (splitting "" gives [""]).
var NonEmptyResults = map[string]bool{
	"strings.Split":      true,
	"strings.SplitAfter": true,
	"bytes.Split":        true,
	"bytes.SplitAfter":   true,
}

// JSONContents return data that holds only what JSON decoding produces
// (strings, float64 and int64 numbers, booleans, nil, []any and
// map[string]any): apimachinery documents an Unstructured object's
// content as such a map; mcp-go's server decodes every request from
// JSON, the in-process transport's too (it marshals the request and
// hands the bytes to HandleMessage, v0.25 to v1.2), so the arguments
// map a served handler reads is decoded JSON.
var JSONContents = map[string]bool{
	"(" + mcpgoMCP + ".CallToolRequest).GetArguments":                                       true,
	"(k8s.io/apimachinery/pkg/runtime.Unstructured).UnstructuredContent":                    true,
	"(*k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.Unstructured).UnstructuredContent": true,
}

// JSONContentFields are struct fields, by type and field name, that
// hold only what JSON decoding produces, as JSONContents do, or JSON
// text a framework received and parsed: go-sdk hands a low-level tool
// handler its arguments as the json.RawMessage of the request, which
// encodes again as it is.
var JSONContentFields = map[string]bool{
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.Unstructured.Object":  true,
	"github.com/modelcontextprotocol/go-sdk/mcp.CallToolParamsRaw.Arguments": true,
}

// NumberMethods are the methods of json.Number that fail on text that is
// no number. A json.Number is in decoded data only where the decoder was
// told to UseNumber: asserted from anything else, the value is never
// one, and the method never runs.
var NumberMethods = map[string]bool{
	"(encoding/json.Number).Int64":   true,
	"(encoding/json.Number).Float64": true,
}

// UseNumber is the decoder option that makes numbers json.Number.
const UseNumber = "(*encoding/json.Decoder).UseNumber"

// ValidatorErrors are functions of validation libraries whose error is
// the list of the fields of the input that break a rule, each by its
// name (a struct field's json name) and the rule's message, the
// module's own where it gave one (.Error("must be a repository like
// owner/name")), the library's short default otherwise ("cannot be
// blank"): words about the arguments, with nothing internal in them.
// ozzo-validation, v3 and v4; Words is the gist messages quote.
var ValidatorErrors = ozzoValidators()

func ozzoValidators() []ArgumentError {
	var out []ArgumentError
	for _, pkg := range []string{"github.com/go-ozzo/ozzo-validation", "github.com/go-ozzo/ozzo-validation/v4"} {
		for _, name := range []string{"ValidateStruct", "ValidateStructWithContext", "Validate", "ValidateWithContext"} {
			out = append(out, ArgumentError{Func{Pkg: pkg, Name: name}, "…: cannot be blank, must be …"})
		}
	}
	return out
}

// NeverFail are functions and methods whose error result is always
// nil: client-go's stores return an item and whether it exists; since Go
// 1.24 (older than any toolchain this linter builds with), crypto/rand's
// Read crashes the program where its source fails, never returning
// the error.
var NeverFail = map[string]bool{
	"(k8s.io/client-go/tools/cache.Store).GetByKey":   true,
	"(k8s.io/client-go/tools/cache.Indexer).GetByKey": true,
	"crypto/rand.Read": true,
}

// WriterErrors are methods, by name, whose error is the error of the
// io.Writer their receiver was built on, by the constructor the entry
// names (the writer is its first argument): encoding/csv's Writer
// reports what its writer reported. Built on MemoryWriters, they cannot
// fail.
var WriterErrors = map[string]string{
	"(*encoding/csv.Writer).Write":    "encoding/csv.NewWriter",
	"(*encoding/csv.Writer).WriteAll": "encoding/csv.NewWriter",
	"(*encoding/csv.Writer).Error":    "encoding/csv.NewWriter",
}

// MemoryWriters are the writers whose Write never returns an error:
// they grow a buffer in memory.
var MemoryWriters = map[string]bool{"*bytes.Buffer": true, "*strings.Builder": true}

// CheckedBy are methods, by name, whose error is nil where the method
// of the same receiver the entry names returned nil before: client-go's
// rest.Result keeps the request's error, which Error returns (enriched
// from the body's Status) and Raw returns beside the body, so after
// "if err := res.Error(); err != nil { return }" Raw cannot fail.
var CheckedBy = map[string]string{
	"(k8s.io/client-go/rest.Result).Raw": "Error",
}

// ReadLimits return a reader that stops after a given number of bytes:
// a body read through one is cut short.
var ReadLimits = map[string]bool{"io.LimitReader": true, "net/http.MaxBytesReader": true}

// RetryMethods are the methods (func() bool) by which an error type
// tells whether retrying can help.
var RetryMethods = []string{"Temporary", "Retryable", "Timeout"}

// HTTPResponse is the type whose BodyField an upstream wrote and whose
// StatusField says whether the request failed.
var HTTPResponse = struct{ Pkg, Type, BodyField, StatusField string }{"net/http", "Response", "Body", "StatusCode"}

// An Operation names, for the sentences fixes write, what a package (and
// its subpackages and major versions) was doing when it failed. A Pkg
// may name one function ("encoding/json.Marshal") or a type's methods
// ("encoding/json.Encoder"), written without brackets.
type Operation struct{ Pkg, Op string }

// Operations: the longest matching Pkg wins.
var Operations = []Operation{
	{"github.com/mitchellh/mapstructure", "decoding the map"},
	{"github.com/go-viper/mapstructure/v2", "decoding the map"},
	{"encoding/json.Marshal", "encoding the JSON"},
	{"encoding/json.MarshalIndent", "encoding the JSON"},
	{"encoding/json.Encoder", "encoding the JSON"},
	{sonicPkg + ".Marshal", "encoding the JSON"},
	{sonicPkg + ".MarshalIndent", "encoding the JSON"},
	{sonicPkg + ".MarshalString", "encoding the JSON"},
	{sonicPkg + ".API.Marshal", "encoding the JSON"},
	{sonicPkg + ".API.MarshalIndent", "encoding the JSON"},
	{sonicPkg + ".API.MarshalToString", "encoding the JSON"},
	{sonicPkg, "decoding the JSON"},
	{jsoniterPkg + ".Marshal", "encoding the JSON"},
	{jsoniterPkg + ".MarshalIndent", "encoding the JSON"},
	{jsoniterPkg + ".MarshalToString", "encoding the JSON"},
	{jsoniterPkg + ".API.Marshal", "encoding the JSON"},
	{jsoniterPkg + ".API.MarshalIndent", "encoding the JSON"},
	{jsoniterPkg + ".API.MarshalToString", "encoding the JSON"},
	{jsoniterPkg, "decoding the JSON"},
	{goccyPkg + ".Marshal", "encoding the JSON"},
	{goccyPkg + ".MarshalIndent", "encoding the JSON"},
	{goccyPkg + ".MarshalNoEscape", "encoding the JSON"},
	{goccyPkg + ".MarshalWithOption", "encoding the JSON"},
	{goccyPkg + ".MarshalIndentWithOption", "encoding the JSON"},
	{goccyPkg, "decoding the JSON"},
	{"sigs.k8s.io/yaml.Marshal", "encoding the YAML"},
	{"gopkg.in/yaml.v2.Marshal", "encoding the YAML"},
	{"gopkg.in/yaml.v3.Marshal", "encoding the YAML"},
	{"go.yaml.in/yaml/v3.Marshal", "encoding the YAML"},
	{"encoding/xml.Marshal", "encoding the XML"},
	{"encoding/xml.MarshalIndent", "encoding the XML"},
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
	{"os.ReadFile", "reading the file"},
	{"os.Open", "opening the file"},
	{"os.OpenFile", "opening the file"},
	{"os.WriteFile", "writing the file"},
	{"os.Create", "creating the file"},
	{"os.Stat", "checking the file"},
	{"os.Lstat", "checking the file"},
	{"os.ReadDir", "listing the directory"},
	{"os.Mkdir", "creating the directory"},
	{"os.MkdirAll", "creating the directory"},
	{"os.Remove", "removing the file"},
	{"os.RemoveAll", "removing the files"},
	{"os.Rename", "renaming the file"},
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
	// Vault's Logical is no thing acted on: its Read and Write reach
	// a path of Vault's.
	{"github.com/hashicorp/vault/api.Logical", "the Vault request"},
	{"github.com/aws/aws-sdk-go-v2", "the AWS call"},
	{"cloud.google.com/go", "the Google Cloud call"},
	{"google.golang.org/grpc", "the RPC"},
	{"github.com/mark3labs/mcp-go", "reading the tool arguments"},
	{"github.com/modelcontextprotocol/go-sdk", "reading the tool arguments"},
	// What a server asks its client for during a call: the user's
	// input, the client's model, its roots.
	{"github.com/modelcontextprotocol/go-sdk/mcp.ServerSession.Elicit", "asking the user for input"},
	{"github.com/modelcontextprotocol/go-sdk/mcp.ServerSession.CreateMessage", "asking the client's model"},
	{"github.com/modelcontextprotocol/go-sdk/mcp.ServerSession.ListRoots", "listing the client's roots"},
	{"github.com/mark3labs/mcp-go/server.MCPServer.RequestElicitation", "asking the user for input"},
	{"github.com/mark3labs/mcp-go/server.MCPServer.RequestSampling", "asking the client's model"},
	// An SDK's client side calls another MCP server (a gateway's
	// proxied tool call): no arguments of this call are read there.
	{"github.com/mark3labs/mcp-go/client", "the call to the MCP server"},
	{"github.com/modelcontextprotocol/go-sdk/mcp.ClientSession", "the call to the MCP server"},
	{"github.com/modelcontextprotocol/go-sdk/mcp.Client", "connecting to the MCP server"},
}

// DataFailures name, as Operations do (a function, a type's methods, a
// package with its subpackages and major versions), the code that fails
// only on the data it is handed: parsing and encoding. Where a text has
// several foreign sources, a message names first one that fails at run
// time for reasons outside the process (network, subprocess, file
// system, database, an upstream API), which is what the model is shown
// most; a parse of the module's own data fails least.
var DataFailures = []string{
	"encoding/json.Marshal",
	"encoding/json.MarshalIndent",
	"encoding/json.Unmarshal",
	"encoding/xml.Marshal",
	"encoding/xml.MarshalIndent",
	"encoding/xml.Unmarshal",
	sonicPkg,
	jsoniterPkg,
	goccyPkg,
	"sigs.k8s.io/yaml",
	"gopkg.in/yaml.v2",
	"gopkg.in/yaml.v3",
	"go.yaml.in/yaml",
	"github.com/gocarina/gocsv",
	"net/url",
	"net/http.NewRequest",
	"net/http.NewRequestWithContext",
	"strconv",
	"time.Parse",
	"time.ParseDuration",
	"regexp",
	"github.com/mark3labs/mcp-go",
	"github.com/modelcontextprotocol/go-sdk",
}
