// The fixtures of testdata/src/frameworks/goopenai, built against the
// real module: suite's TestRealFrameworkModules copies them next to this
// go.mod and go.sum and expects the findings the stubs give. There is no
// code here, so "go mod tidy" must be run on such a copy, not here.
module frameworks

go 1.26.0

require github.com/sashabaranov/go-openai v1.43.0
