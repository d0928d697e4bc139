// A module whose tools are served by a framework the tables do not know:
// fakegomcp stands in for github.com/localrivet/gomcp (the import
// path is what counts), so the test needs no download.
module example.com/unseen

go 1.26.0

require github.com/localrivet/gomcp v0.0.0

replace github.com/localrivet/gomcp => ./fakegomcp
