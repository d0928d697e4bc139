// Package unanswered defines an Analyzer that reports a path in an agent
// loop on which a tool call gets no result.
//
// # Analyzer unanswered
//
// unanswered: report a continue, break or return in the loop over a turn's tool calls that leaves a call without a result
//
// Every tool call of a model's reply is answered by exactly one result
// carrying its id, also when the tool fails. A call that failed still
// occupies its id: the APIs reject the next request when a call has no
// result, or the model, seeing no answer, decides blind. Ending the
// whole run on one tool's error stops over a problem that one different
// next step could have solved; only operator failures (a missing key, an
// endpoint that the configuration names and that is down) should end it.
//
// In a range over the tool calls of one turn (openai-go's ToolCalls,
// anthropic's content blocks, go-openai's ToolCalls, genai's function
// calls: the tables in internal/frameworks) whose body builds the
// results, unanswered reports:
//
//   - a continue of the loop with no result built before it on its path
//     (after logging a decode failure, for an unknown tool name);
//   - a break of the loop, which leaves this call and the ones after it
//     unanswered, unless code after the loop answers them;
//   - a return of an error, which ends the run with the calls unanswered.
//
// A continue or break under a condition on the element alone (its kind:
// block.Type != "tool_use", a type switch on block.AsAny()) skips what
// is not a tool call, and is not reported. A return under a condition
// that classifies the error first (errors.Is, errors.As against what the
// module names an operator failure) or that tests the context, or that
// returns the context's error, ends the run deliberately and is not
// reported. A result built by a function of another package of the
// module counts as built. A loop over parts that reads a part's answer
// (genai's Part.FunctionResponse) walks a history of calls and answers,
// converting it, not the calls of one reply, and is not read.
//
// Bad:
//
//	for _, tc := range msg.ToolCalls {
//		var args Args
//		if err := json.Unmarshal([]byte(tc.Function.Arguments), &args); err != nil {
//			log.Printf("bad arguments: %v", err)
//			continue
//		}
//		out, err := run(ctx, tc.Function.Name, args)
//		if err != nil {
//			return err
//		}
//		params.Messages = append(params.Messages, openai.ToolMessage(out, tc.ID))
//	}
//
// Good:
//
//	if err := json.Unmarshal([]byte(tc.Function.Arguments), &args); err != nil {
//		log.Printf("bad arguments: %v", err)
//		params.Messages = append(params.Messages, openai.ToolMessage("The arguments are not valid JSON for this tool: send them again as one JSON object that matches its schema.", tc.ID))
//		continue
//	}
//
// The suggested fix copies the loop's own append of a result, for the
// same call id, with a sentence the fix writes and the error flag set
// where the API has one: before a continue, and in place of a return
// (whose error it logs, then continues with the next call). A break has
// no fix: what the later calls should get is the author's choice.
//
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore unanswered the runner answers the remaining calls after the loop
package unanswered
