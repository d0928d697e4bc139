module github.com/toolerrlint/toolerrlint/tools/bench

go 1.26.0

require (
	github.com/toolerrlint/toolerrlint v0.0.0
	golang.org/x/tools v0.52.0
)

require (
	github.com/pmezard/go-difflib v1.0.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
)

replace github.com/toolerrlint/toolerrlint => ../..
