// Package cli prints the desk's queues for a human.
package cli

import (
	"context"
	"fmt"

	"interp/wrapped/desk"
)

func PrintQueues(ctx context.Context, c *desk.Client) {
	q, err := c.Queues(ctx)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println(q)
}
