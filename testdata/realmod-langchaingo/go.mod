// The fixtures of testdata/src/frameworks/langchaingo, built against the
// real module: suite's TestRealFrameworkModules copies them next to this
// go.mod and go.sum and expects the findings the stubs give. There is no
// code here, so "go mod tidy" must be run on such a copy, not here.
module frameworks

go 1.26.0

require github.com/tmc/langchaingo v0.1.14

require (
	github.com/dlclark/regexp2 v1.10.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/pkoukk/tiktoken-go v0.1.6 // indirect
	go.starlark.net v0.0.0-20230302034142-4b1e35fe2254 // indirect
	golang.org/x/sys v0.35.0 // indirect
)
