// Package turnlimit defines an Analyzer that reports a hand-written agent
// loop with no bound on its turns.
//
// # Analyzer turnlimit
//
// turnlimit: report an agent loop that feeds tool results back to a model with no turn limit that can end it
//
// A loop of model turns (a for statement, or a function calling itself)
// calls a model API (anthropic's Messages.New, openai-go's
// Chat.Completions.New, go-openai's CreateChatCompletion, genai's
// GenerateContent, ...: the tables in internal/frameworks) and answers
// the tool calls of each reply, so the next turn sees the results. A
// model that keeps calling tools (a failing tool retried, two tools
// handing work to each other) keeps such a loop going, and every turn
// sends the whole history again. An instruction in the prompt not to
// retry is a preference; a counter in the loop is a fact, and in
// recorded runs it was the only thing that stopped some models.
//
// The loop is bounded when a condition on a path that leaves it (the
// for condition, or an if whose branch returns, breaks the loop, panics
// or exits) compares a counter with a bound: a variable or field the
// loop counts up, or the length of a slice it grows (the history),
// against something other than zero. A counter that is only logged is
// no bound. A limit that applies only when it is above zero
// (cfg.MaxTurns > 0 && turn >= cfg.MaxTurns) is no bound when it is a
// field of the package that nothing in the package sets: the code runs
// with its zero default, unlimited. A field of another package, or one
// the package sets, counts as a bound. A deadline the loop sets bounds
// time, not turns: a fast model spends many turns within it, so a
// deadline is no bound either. For a function calling itself, a
// parameter it is handed (a depth) counts as a counter.
//
// Not a loop of turns: a loop whose body only retries one call (it
// answers no tool call), a loop reading lines or waiting on a channel
// (a person or another goroutine ends it), a loop over a stream's
// events, a range over a list. A turn is seen in the loop's body or in a
// function or method of the module the body calls, in any of its
// packages (a retry loop around the request inside it is fine), and
// through an interface method that a type of the module implementing
// the interface runs a turn in, where the loop's package or the
// implementation's can see both. A module that keeps its history in its
// own types answers a call with its own type: the one it copies into an
// SDK's answer, id and text from one value. A loop whose turn runs in
// another module, or behind an interface implemented out of sight, is
// not seen.
//
// Bad:
//
//	for {
//		resp, err := client.Messages.New(ctx, params)
//		...
//		params.Messages = append(params.Messages, anthropic.NewUserMessage(results...))
//	}
//
// Good:
//
//	const maxTurns = 25
//	for turn := 0; ; turn++ {
//		if turn == maxTurns {
//			return fmt.Errorf("the task did not finish within %d turns", maxTurns)
//		}
//		resp, err := client.Messages.New(ctx, params)
//		...
//	}
//
// The suggested fix, for a for statement with no init and post in a
// function whose last result is an error, counts the turns and returns
// that error at a named constant it declares before the function.
//
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore turnlimit the caller cancels the context after 30 turns
package turnlimit
