package frameworks

// Values computed anew on every run: text holding one differs on every
// call, so a conversation that carries it never repeats byte for byte.
// The unstable pass reads these tables in a tool's failure text.

// RunTimeValues are the functions whose results differ on every call,
// by full name, with what they give, for messages.
var RunTimeValues = map[string]string{
	"time.Now":                         "the current time",
	"time.Since":                       "an elapsed time",
	"time.Until":                       "the time left until a deadline",
	"github.com/google/uuid.New":       "an id generated per call",
	"github.com/google/uuid.NewString": "an id generated per call",
	"github.com/google/uuid.NewRandom": "an id generated per call",
	"github.com/google/uuid.NewV7":     "an id generated per call",
	"github.com/gofrs/uuid.NewV4":      "an id generated per call",
	"github.com/gofrs/uuid/v5.NewV4":   "an id generated per call",
	"github.com/rs/xid.New":            "an id generated per call",
	"github.com/segmentio/ksuid.New":   "an id generated per call",
	"github.com/oklog/ulid/v2.Make":    "an id generated per call",
	"crypto/rand.Text":                 "random text",
	"math/rand.Int":                    "a random number",
	"math/rand.Intn":                   "a random number",
	"math/rand.Int31":                  "a random number",
	"math/rand.Int31n":                 "a random number",
	"math/rand.Int63":                  "a random number",
	"math/rand.Int63n":                 "a random number",
	"math/rand.Uint32":                 "a random number",
	"math/rand.Uint64":                 "a random number",
	"math/rand.Float64":                "a random number",
	"math/rand/v2.Int":                 "a random number",
	"math/rand/v2.IntN":                "a random number",
	"math/rand/v2.Int64":               "a random number",
	"math/rand/v2.Uint64":              "a random number",
	"math/rand/v2.N":                   "a random number",
	"math/rand/v2.Float64":             "a random number",
	"os.Getpid":                        "the process id",
}

// RunTimeCarriers are the packages whose functions pass such a value on
// in what they return (fmt.Sprintf("%s", t), strconv.FormatInt(n, 10),
// hex.EncodeToString(b)); a method of any value holding one does too
// (t.Format, id.String, d.Seconds). Other functions given such a value
// (context.WithDeadline) return something else.
var RunTimeCarriers = map[string]bool{
	"fmt": true, "errors": true, "strconv": true, "strings": true, "time": true,
	"encoding/hex": true, "encoding/base64": true,
}

// RetryAfter are phrases by which a failure text tells the model when
// to call again ("Try again in 12.5 seconds"): the run-time value beside
// them is the wait, the one fact the model needs to retry at the right
// moment, not noise to drop. Whole words, "..." for up to five.
var RetryAfter = []string{
	"try again in", "retry in", "retry after", "try again after", "wait ... seconds",
	"wait ... minutes", "resets in", "available again in", "retry-after",
}
