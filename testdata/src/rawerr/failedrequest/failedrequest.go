// Package failedrequest hands the response of a request that failed to
// a library function that builds its error from responses: net/http's
// client returns no response beside an error, so the error holds the
// client's words and no body (traceback stays silent).
package failedrequest

import (
	"errors"
	"net/http"

	mcp_golang "github.com/metoro-io/mcp-golang"

	"example.com/apiclient"
)

type args struct {
	ID string `json:"id"`
}

func errorText(resp *http.Response, err error) string {
	return apiclient.CreateError(resp, err).Error()
}

func Register(s *mcp_golang.Server) {
	s.RegisterTool("get_item", "Get an item", func(a args) (*mcp_golang.ToolResponse, error) {
		resp, err := http.Get("http://items.internal/" + a.ID)
		if err != nil {
			return nil, errors.New(errorText(resp, err)) // want `tool get_item returns the text of an error from net/http.Get`
		}
		defer resp.Body.Close()
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("found")), nil
	})
}
