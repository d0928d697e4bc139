package genai

import (
	"errors"
	"fmt"

	"google.golang.org/genai"
)

// item is another SDK's request item, in the shape of the ones a
// conversion builds.
type item struct {
	Text          string
	CallID, Input string
}

// convertResponse copies a function response into an item.
func convertResponse(fr *genai.FunctionResponse) (item, error) {
	if fr.Name == "" {
		return item{}, errors.New("a function response without a name")
	}
	return item{CallID: fr.Name, Input: fmt.Sprint(fr.Response)}, nil
}

// Convert walks a history of Gemini contents, calls and responses
// alike, and turns it into another SDK's request: it reads each part's
// FunctionResponse, an answer, so it is no loop over one turn's calls,
// and its returns end a conversion, not a run over a tool's failure.
func Convert(contents []*genai.Content) ([]item, error) {
	var items []item
	for _, content := range contents {
		for _, part := range content.Parts {
			switch {
			case part == nil:
				continue
			case part.Text != "":
				items = append(items, item{Text: part.Text})
			case part.FunctionCall != nil:
				if part.FunctionCall.Name == "" {
					return nil, errors.New("a function call without a name")
				}
				items = append(items, item{CallID: part.FunctionCall.ID})
			case part.FunctionResponse != nil:
				it, err := convertResponse(part.FunctionResponse)
				if err != nil {
					return nil, err
				}
				items = append(items, it)
				parts := []*genai.Part{genai.NewPartFromFunctionResponse(part.FunctionResponse.Name, part.FunctionResponse.Response)}
				_ = parts
			default:
				return nil, fmt.Errorf("unsupported part %T", part)
			}
		}
	}
	return items, nil
}
