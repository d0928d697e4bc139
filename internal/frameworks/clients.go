package frameworks

// RemoteResults are the MCP client calls whose first result is a tool
// result another MCP server wrote: a tool proxying that server hands
// its content's text on (see origin.Remote). Checked against go-sdk
// v1.0.0 to v1.8.0 and mcp-go v0.25.0 to v1.2.1, which have these
// methods with these signatures.
var RemoteResults = map[string]bool{
	// func (cs *ClientSession) CallTool(ctx context.Context, params *CallToolParams) (*CallToolResult, error)
	"(*" + gosdkMCP + ".ClientSession).CallTool": true,
	// func (c *Client) CallTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)
	"(*" + mcpgoClient + ".Client).CallTool": true,
	// The MCPClient interface's method, which Client implements.
	"(" + mcpgoClient + ".MCPClient).CallTool": true,
}

const mcpgoClient = "github.com/mark3labs/mcp-go/client"

// ClientMethods are methods of an MCP client that share a tool
// handler's shape (mcp-go's (*client.Client).CallTool has
// ToolHandlerFunc's signature). A module method of the same name and
// shape, in a package that imports the client's package, wraps the
// client, forwarding a call to another server; by its shape alone it is
// no handler (registering it still makes it one). Only clients in a
// package of their own are listed: where client and server share a
// package (go-sdk), importing it says nothing.
var ClientMethods = []Func{{mcpgoClient, "Client", "CallTool"}}
