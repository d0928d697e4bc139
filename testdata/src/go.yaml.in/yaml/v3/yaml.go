// Package yaml is a stub of go.yaml.in/yaml/v3: its encoder.
package yaml

import "errors"

func Marshal(in interface{}) (out []byte, err error) { return nil, errors.New("stub") }
