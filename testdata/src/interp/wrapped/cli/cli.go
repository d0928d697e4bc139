// Package cli prints the desk's queues for a human, and warms the
// desk's cache at start.
package cli

import (
	"context"
	"fmt"
	"log/slog"

	"interp/wrapped/desk"
)

// PrintQueues shows the error to its user: desk's Queues keeps its
// words.
func PrintQueues(ctx context.Context, c *desk.Client) {
	q, err := c.Queues(ctx)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println(q)
	if s, err := c.Stats(ctx); err == nil {
		fmt.Println(s)
	} else {
		fmt.Println("no stats:", err)
	}
}

// Warm only logs the error, where the fix of desk's Ticket logs what it
// drops: the fix stands.
func Warm(ctx context.Context, c *desk.Client) {
	if _, err := c.Ticket(ctx, "1"); err != nil {
		slog.Warn("warm-up failed", "error", err)
	}
}
