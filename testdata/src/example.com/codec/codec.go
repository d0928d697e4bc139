// Package codec is an encoder no table names: its Marshal and
// EncodeText are shaped as serializers of any value; MarshalRecord
// takes one concrete type, and Quote encodes a string, which makes
// neither a serializer of a struct.
package codec

import "errors"

// Record is the one type MarshalRecord encodes.
type Record struct{ Name string }

func Marshal(v any) ([]byte, error) { return nil, errors.New("stub") }

func EncodeText(v interface{}) (string, error) { return "", errors.New("stub") }

func MarshalRecord(r Record) ([]byte, error) { return nil, errors.New("stub") }

func Quote(s string) (string, error) { return s, nil }
