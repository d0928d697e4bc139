// Package sink defines what the core hands the passes: a Result per
// package, holding each Sink, a place where text reaches a model, with
// who wrote the text (an origin.Node tree), how it is handed over, what
// the code shows about retrying (Decision, Advice), and whether the
// result it ends up in is flagged as an error (Unflagged, Protocol).
//
// The types are plain data. The core's stages fill them in (the fields
// documented as the core's own are read only by the stages); passes and
// internal/report read them and never write.
package sink
