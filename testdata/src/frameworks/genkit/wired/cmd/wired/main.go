// Command wired defines the tools and serves them.
package main

import (
	"context"

	"github.com/firebase/genkit/go/genkit"

	"frameworks/genkit/wired/serve"
	"frameworks/genkit/wired/tools"
)

func main() {
	g := genkit.Init(context.Background())
	tools.Define(g)
	if err := serve.Stdio(g); err != nil {
		panic(err)
	}
}
