package frameworks

// The conditions under which calls of common packages cannot fail,
// beside the tables of library.go: marshalers a generator wrote, and
// database/sql's rows.

// A GeneratedMarshaler is the method a code generator adds beside the
// MarshalJSON it writes: MarshalJSON writes the type's fields through a
// writer (Writer, in WriterPkg) and returns the writer's error, which
// only a field's own marshaler or the encoding of an interface-typed
// field sets. Such a type is as fallible as its fields: easyjson's
// generator writes strings, numbers and booleans as they are, encodes
// an interface{} field with encoding/json, flattens embedded structs
// and leaves out embedded fields of other kinds (an embedded interface).
type GeneratedMarshaler struct{ Method, WriterPkg, Writer string }

// GeneratedMarshalers: easyjson's MarshalEasyJSON(*jwriter.Writer).
var GeneratedMarshalers = []GeneratedMarshaler{
	{Method: "MarshalEasyJSON", WriterPkg: "github.com/mailru/easyjson/jwriter", Writer: "Writer"},
}

// SQLRows names database/sql's rows and the calls on them whose error
// depends on the rows' state alone. Columns and ColumnTypes fail only
// on closed rows: right after a query whose error is nil (Queries),
// before anything that may close them (Advances: Next, NextResultSet,
// Close), they cannot. Scan fails on closed rows, before a Next that
// returned true, on a count of destinations other than the columns',
// or where a column's value does not convert into its destination:
// into a *any every value converts (the driver's errors come through
// Next and Err), so a Scan after Next into len(Columns()) *any
// destinations cannot fail.
var SQLRows = struct {
	Queries, OpenOnly, Advances map[string]bool
	Scan, Next, Columns         string
}{
	Queries: map[string]bool{
		"(*database/sql.DB).Query": true, "(*database/sql.DB).QueryContext": true,
		"(*database/sql.Tx).Query": true, "(*database/sql.Tx).QueryContext": true,
		"(*database/sql.Conn).QueryContext": true,
		"(*database/sql.Stmt).Query":        true, "(*database/sql.Stmt).QueryContext": true,
	},
	OpenOnly: map[string]bool{"(*database/sql.Rows).Columns": true, "(*database/sql.Rows).ColumnTypes": true},
	Advances: map[string]bool{"(*database/sql.Rows).Next": true, "(*database/sql.Rows).NextResultSet": true, "(*database/sql.Rows).Close": true},
	Scan:     "(*database/sql.Rows).Scan",
	Next:     "(*database/sql.Rows).Next",
	Columns:  "(*database/sql.Rows).Columns",
}

// EmbedReads read a file compiled into the binary (an embed.FS's): what
// they return is the same on every run, so a parser given it fails on
// every call or on none, which the module's own tests see. io/fs's
// ReadFile reads one when given an embed.FS (EmbedFS).
var EmbedReads = map[string]bool{"(embed.FS).ReadFile": true, "io/fs.ReadFile": true}

// EmbedFS is the type of a file system compiled into the binary.
const EmbedFS = "embed.FS"
