// Package otherlanguages answers its users' model in Spanish. A text
// that says, in its own language, to try again or what to check first
// carries a decision as its English twin would; one that only says
// what failed carries none, in any language.
package otherlanguages

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("buscar_campana"), buscarCampana)
}

var campanas = map[string]string{}

func buscarCampana(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	switch {
	case len(campanas) > 1000:
		return mcp.NewToolResultError("El servicio está limitando las consultas. Esperá unos instantes e intentá de nuevo."), nil
	case id == "":
		return mcp.NewToolResultError("Falta el identificador. Verificá que el id sea correcto."), nil
	case len(id) > 40:
		return mcp.NewToolResultError("No se pudo leer la campaña."), nil // want `with no retry decision`
	}
	return mcp.NewToolResultText(campanas[id]), nil
}
