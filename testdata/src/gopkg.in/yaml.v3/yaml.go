// Package yaml is a stub of gopkg.in/yaml.v3: its encoder.
package yaml

import "errors"

func Marshal(in interface{}) (out []byte, err error) { return nil, errors.New("stub") }
