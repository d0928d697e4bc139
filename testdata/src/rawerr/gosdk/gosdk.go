package gosdk

import (
	"context"
	"database/sql"
	"errors"
	"log"
	"os"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"rawerr/store"
)

type In struct{ ID string }

type server struct{ st *store.Store }

func register(s *mcp.Server, srv *server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get_order"}, srv.getOrder)
	mcp.AddTool(s, &mcp.Tool{Name: "get_public"}, srv.getPublic)
	mcp.AddTool(s, &mcp.Tool{Name: "read_file"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		b, err := os.ReadFile(in.ID)
		if err != nil {
			return nil, nil, err // want `tool read_file returns the text of an error from os.ReadFile to the model`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "parse"}, parse)
	s.AddTool(&mcp.Tool{Name: "raw"}, rawHandler)
}

func (srv *server) getOrder(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, store.Order, error) {
	o, err := srv.st.Order(in.ID)
	if err != nil {
		return nil, store.Order{}, err // want `tool get_order returns the text of an error from \(\*database/sql.Row\).Scan to the model`
	}
	return nil, o, nil
}

func (srv *server) getPublic(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, store.Order, error) {
	o, err := srv.st.Order(in.ID)
	if err != nil {
		log.Printf("get_public: %v", err)
		return nil, store.Order{}, store.Public(err) // owned: Public maps errors to its own sentences
	}
	if o.Status == "" {
		return nil, store.Order{}, store.ErrNotFound
	}
	return nil, o, nil
}

func parse(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, int, error) {
	n, err := strconv.Atoi(in.ID)
	if err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err) // want `tool parse passes the text of an error from strconv.Atoi to \(\*mcp.CallToolResult\).SetError`
		return res, 0, nil
	}
	if n < 0 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: errors.New("negative").Error()}}}, 0, nil
	}
	return nil, n, nil
}

func rawHandler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := sql.Open("postgres", "dsn")
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil // want `tool raw puts the text of an error from database/sql.Open in mcp.TextContent.Text`
	}
	return nil, err
}

// A CLI, not a tool: printing the error is fine.
func main() {
	if _, err := os.ReadFile("x"); err != nil {
		println(err.Error())
	}
}
