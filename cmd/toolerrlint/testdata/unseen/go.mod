// A module whose tools are served by a framework the tables do not know:
// fakefoxy stands in for github.com/strowk/foxy-contexts (the import
// path is what counts), so the test needs no download.
module example.com/unseen

go 1.26.0

require github.com/strowk/foxy-contexts v0.0.0

replace github.com/strowk/foxy-contexts => ./fakefoxy
