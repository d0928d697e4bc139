// Package yaml is a stub of sigs.k8s.io/yaml, which encodes through
// encoding/json.
package yaml

import "encoding/json"

func Marshal(o any) ([]byte, error) { return json.Marshal(o) }
