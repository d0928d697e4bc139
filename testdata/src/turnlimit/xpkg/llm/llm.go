// Package llm declares the module's chat interface; its implementations
// live in packages that import this one.
package llm

import (
	"context"

	"turnlimit/xpkg/message"
)

// Chat runs one turn.
type Chat interface {
	Send(ctx context.Context, history []message.Message) (message.Message, error)
}
