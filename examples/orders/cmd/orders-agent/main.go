// Command orders-agent answers a customer question with a hand-written
// Anthropic agent loop over the order tools. There is no tool framework
// here: the model reads a tool's outcome only in the tool_result blocks
// that dispatch builds, and what they say comes from runTool.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"strings"

	anthropic "github.com/anthropics/anthropic-sdk-go/v2"

	"github.com/toolerrlint/toolerrlint/examples/orders/shipping"
	"github.com/toolerrlint/toolerrlint/examples/orders/store"
)

type agent struct {
	store   *store.Store
	carrier *shipping.Client
	calls   int
}

// maxToolCalls caps the tool calls of one question.
const maxToolCalls = 12

var tools = []anthropic.ToolUnionParam{
	anthropic.ToolUnionParamOfTool(anthropic.ToolInputSchemaParam{
		Properties: map[string]any{"order_id": map[string]any{"type": "string"}},
		Required:   []string{"order_id"},
	}, "get_order"),
	anthropic.ToolUnionParamOfTool(anthropic.ToolInputSchemaParam{
		Properties: map[string]any{"tracking_number": map[string]any{"type": "string"}},
		Required:   []string{"tracking_number"},
	}, "track_shipment"),
	anthropic.ToolUnionParamOfTool(anthropic.ToolInputSchemaParam{
		Properties: map[string]any{
			"from_postcode": map[string]any{"type": "string"},
			"to_postcode":   map[string]any{"type": "string"},
			"grams":         map[string]any{"type": "integer"},
		},
		Required: []string{"from_postcode", "to_postcode", "grams"},
	}, "quote_shipping"),
}

type toolInput struct {
	OrderID        string `json:"order_id"`
	TrackingNumber string `json:"tracking_number"`
	FromPostcode   string `json:"from_postcode"`
	ToPostcode     string `json:"to_postcode"`
	Grams          int    `json:"grams"`
}

// runTool runs one tool call. Its errors are a mix: the carrier's quote
// errors are sentences written for the model, but get_order passes the
// database's error on and track_shipment the carrier's response body.
func (a *agent) runTool(ctx context.Context, name string, raw json.RawMessage) (string, error) {
	var in toolInput
	if err := json.Unmarshal(raw, &in); err != nil {
		return "", fmt.Errorf("bad input: %w", err)
	}
	switch name {
	case "get_order":
		o, err := a.store.Order(ctx, in.OrderID)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("order %s is %s, total %s", o.ID, o.Status, o.Total()), nil
	case "track_shipment":
		t, err := a.carrier.Track(ctx, in.TrackingNumber)
		if err != nil {
			return "", err
		}
		b, _ := json.Marshal(t)
		return string(b), nil
	case "quote_shipping":
		q, err := a.carrier.Quote(ctx, in.FromPostcode, in.ToPostcode, in.Grams)
		if err != nil {
			return "", err
		}
		b, _ := json.Marshal(q)
		return string(b), nil
	}
	return "", fmt.Errorf("no tool is called %q. Not transient; use get_order, track_shipment or quote_shipping.", name)
}

// dispatch answers every tool call of a response.
func (a *agent) dispatch(ctx context.Context, resp *anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range resp.Content {
		if block.Type != "tool_use" {
			continue
		}
		if a.calls++; a.calls > maxToolCalls {
			results = append(results, anthropic.NewToolResultBlock(block.ID, "too many tool calls", true))
			continue
		}
		out, err := a.runTool(ctx, block.Name, block.Input)
		if err != nil {
			results = append(results, anthropic.NewToolResultBlock(block.ID, err.Error(), true))
			continue
		}
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, false))
	}
	return results
}

func main() {
	ctx := context.Background()
	st, err := store.Open(os.Getenv("ORDERS_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	defer st.Close()
	a := &agent{store: st, carrier: shipping.New(os.Getenv("CARRIER_URL"), os.Getenv("CARRIER_KEY"))}

	client := anthropic.NewClient()
	msgs := []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(strings.Join(os.Args[1:], " ")))}
	for turn := 0; turn < 10; turn++ {
		resp, err := client.Messages.New(ctx, anthropic.MessageNewParams{
			Model:     anthropic.ModelClaudeSonnet4_5,
			MaxTokens: 1024,
			System:    []anthropic.TextBlockParam{{Text: "You answer questions about orders. Use the tools; never guess an order's status."}},
			Messages:  msgs,
			Tools:     tools,
		})
		if err != nil {
			log.Fatal(err)
		}
		msgs = append(msgs, resp.ToParam())
		results := a.dispatch(ctx, resp)
		if len(results) == 0 {
			for _, block := range resp.Content {
				if block.Type == "text" {
					fmt.Println(block.Text)
				}
			}
			return
		}
		msgs = append(msgs, anthropic.NewUserMessage(results...))
	}
	log.Fatal("no answer after 10 turns")
}
