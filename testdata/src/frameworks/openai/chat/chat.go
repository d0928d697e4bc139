// Package chat answers OpenAI Chat Completions tool calls in a
// hand-written loop. A tool message has no error flag: the model tells a
// failure from a success by the words alone.
package chat

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"

	"github.com/openai/openai-go/v3"
)

var errNoOrder = errors.New("no order has that id. Not transient; use search_orders to find the id.")

// orderStatus fails with the module's words or with the database's.
func orderStatus(ctx context.Context, db *sql.DB, id string) (string, error) {
	if id == "" {
		return "", errors.New("the order id is empty. Not transient; pass the id from the order confirmation.")
	}
	var status string
	err := db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", id).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errNoOrder
	}
	return status, err
}

// Dispatch runs the tool calls of a completion.
func Dispatch(ctx context.Context, db *sql.DB, completion *openai.ChatCompletion) []openai.ChatCompletionMessageParamUnion {
	var msgs []openai.ChatCompletionMessageParamUnion
	for _, call := range completion.Choices[0].Message.ToolCalls {
		switch call.Function.Name {
		case "get_order":
			var args struct {
				ID string `json:"id"`
			}
			if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
				msgs = append(msgs, openai.ToolMessage(fmt.Sprintf("error: %v", err), call.ID)) // want `interp: this tool result passes text interpolating an error from encoding/json.Unmarshal to openai.ToolMessage`
				continue
			}
			status, err := orderStatus(ctx, db, args.ID)
			if err != nil {
				msgs = append(msgs, openai.ToolMessage(err.Error(), call.ID)) // want `rawerr: this tool result passes the text of an error from \(\*database/sql.Row\).Scan to openai.ToolMessage`
				continue
			}
			msgs = append(msgs, openai.ToolMessage(status, call.ID))
		case "get_weather":
			msgs = append(msgs, weather(ctx, call))
		default:
			// Not on an error path: unflagged text is not judged.
			msgs = append(msgs, openai.ToolMessage("unknown tool "+call.Function.Name, call.ID))
		}
	}
	return msgs
}

func weather(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://weather.example/now", nil)
	if err != nil {
		log.Printf("get_weather: %v", err)
		return openai.ToolMessage("the weather request could not be built. Not transient; do not call get_weather again.", call.ID)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Printf("get_weather: %v", err)
		return openai.ToolMessage("the weather service is unreachable", call.ID) // want `retryable: this tool result passes the failure report "the weather service is unreachable" to openai.ToolMessage with no retry decision`
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusBadGateway {
		body, _ := io.ReadAll(resp.Body)
		return openai.ToolMessage("upstream error: "+string(body), call.ID) // want `traceback: this tool result passes an upstream body of \(\*net/http.Client\).Do to openai.ToolMessage`
	}
	if resp.StatusCode != http.StatusOK {
		return openai.ToolMessage(fmt.Sprintf("weather service said %s", resp.Status), call.ID) // want `retryable: this tool result passes the failure report "weather service said …" to openai.ToolMessage with no retry decision`
	}
	// A successful result may show what the upstream returned: that is
	// what a fetching tool is for.
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return openai.ToolMessage("the forecast could not be read. Transient; retry once.", call.ID)
	}
	return openai.ToolMessage(string(body), call.ID)
}

// Literal builds the tool message as a literal.
func Literal(ctx context.Context, db *sql.DB, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	status, err := orderStatus(ctx, db, call.Function.Arguments)
	if err != nil {
		return openai.ChatCompletionMessageParamUnion{OfTool: &openai.ChatCompletionToolMessageParam{
			ToolCallID: call.ID,
			Content:    openai.ChatCompletionToolMessageParamContentUnion{OfString: openai.String(err.Error())}, // want `rawerr: this tool result puts the text of an error from \(\*database/sql.Row\).Scan in openai.ChatCompletionToolMessageParamContentUnion.OfString`
		}}
	}
	return openai.ChatCompletionMessageParamUnion{OfTool: &openai.ChatCompletionToolMessageParam{
		ToolCallID: call.ID,
		Content: openai.ChatCompletionToolMessageParamContentUnion{OfArrayOfContentParts: []openai.ChatCompletionContentPartTextParam{
			{Text: "status: " + status},
		}},
	}}
}
