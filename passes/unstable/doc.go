// Package unstable defines an Analyzer that reports tool failure text
// holding a value computed anew on every run.
//
// # Analyzer unstable
//
// unstable: report tool failure text holding a time, a generated id, a random number or a memory address
//
// A tool error goes into the conversation and is sent again with every
// request after it. A timestamp, an elapsed time, a request id made per
// call or a pointer printed into it changes those bytes on every run:
// the provider's prompt cache stops matching from that point on,
// recorded runs no longer replay, and dashboards cannot group the
// failures. unstable reports each tool error, and each failure report
// where the framework has no error flag, whose expression holds such a
// value: time.Now and what is derived from it (t.Format, t.Unix,
// end.Sub(start)), time.Since, time.Until, uuid.New and other id
// generators, math/rand and crypto/rand.Text, os.Getpid (the table is
// frameworks.RunTimeValues), followed through local variables, methods
// of such values, conversions and the functions of fmt, strconv,
// strings, time and the encoding packages; an operand printed with %p;
// and a pointer to a struct with pointer fields printed with %v (fmt
// prints the inner pointers as numbers); and a slice filled by ranging
// over a map, joined or formatted without being sorted (its order
// differs between runs). A value from the tool's input,
// a constant, or a configured value (a timeout field of the server's
// configuration) is not reported, nor are success output and log
// lines.
//
// Bad:
//
//	return nil, fmt.Errorf("query timed out after %s (request %s)", time.Since(start), uuid.NewString())
//
// Good:
//
//	log.Printf("query: request %s timed out after %s", id, time.Since(start))
//	return nil, fmt.Errorf("query timed out after the configured %s. Transient; retry with a narrower range.", cfg.Timeout)
//
// The suggested fixes move the varying operands of a format call into a
// log line before the statement and end the text with one of two retry
// decisions; text built another way is left to a human. Text added to
// a string inside the loop over a map (s += k) is not followed.
//
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore unstable the host strips timestamps before caching
package unstable
