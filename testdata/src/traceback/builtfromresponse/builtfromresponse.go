// Package builtfromresponse hands an HTTP response to a library
// function that builds its error from it: the error holds the body the
// service answered. (Where net/http's client failed there is no
// response, and no body: rawerr/failedrequest.)
package builtfromresponse

import (
	"errors"
	"net/http"

	mcp_golang "github.com/metoro-io/mcp-golang"

	"example.com/apiclient"
)

type args struct {
	ID string `json:"id"`
}

func Register(s *mcp_golang.Server) {
	s.RegisterTool("get_item", "Get an item", func(a args) (*mcp_golang.ToolResponse, error) {
		resp, err := http.Get("http://items.internal/" + a.ID)
		if err != nil {
			return nil, errors.New("the item service is unreachable. Transient; retry once.")
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return nil, apiclient.CreateError(resp, nil) // want `tool get_item returns an upstream body of net/http.Get to the model`
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("found")), nil
	})
}
