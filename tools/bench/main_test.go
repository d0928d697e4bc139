package main

import (
	"testing"
	"time"
)

// TestMarginalRow checks the per-handler table's rows: a corpus measured
// below the floor (noise on a loaded machine) and a first corpus with no
// cost above the floor print no negative time, NaN or infinity.
func TestMarginalRow(t *testing.T) {
	floor := sample{wall: 2 * time.Second, cpu: 3 * time.Second, rss: 1000}
	first := marginal{"gen100", 100, floor, sample{wall: 2 * time.Second, cpu: 4 * time.Second, rss: 900}}
	second := marginal{"gen1000", 1000, floor, sample{wall: 3 * time.Second, cpu: 5 * time.Second, rss: 3000}}
	for m, want := range map[marginal]string{
		first:  "| gen100 | 100 | at the floor | 10.000 ms | at the floor | n/a time, 1.00x CPU, n/a memory |",
		second: "| gen1000 | 1000 | 1.000 ms | 2.000 ms | 2.0 KiB | n/a time, 0.20x CPU, n/a memory |",
	} {
		if got := m.row(first.perHandler()); got != want {
			t.Errorf("row:\n got %s\nwant %s", got, want)
		}
	}
}
