// Command notesd serves the note and forecast tools over stdio.
package main

import (
	"database/sql"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/server"

	"rawerr/notes"
	"rawerr/weather"
	"rawerr/weathertool"
)

func main() {
	db, err := sql.Open("sqlite", os.Getenv("NOTES_DB"))
	if err != nil {
		// A CLI talking to a human: printing the error is fine.
		fmt.Fprintln(os.Stderr, "notesd: "+err.Error())
		os.Exit(1)
	}
	defer db.Close()
	s := server.NewMCPServer("notes", "1.0.0", server.WithToolCapabilities(false))
	notes.Register(s, &notes.Notes{})
	wc := &weather.Client{}
	s.AddTool(weathertool.ForecastTool(wc))
	s.AddTool(weathertool.CitiesTool(wc))
	s.AddTool(weathertool.CompareTool(wc))
	if err := server.ServeStdio(s); err != nil {
		fmt.Println(err.Error())
		os.Exit(1)
	}
}
