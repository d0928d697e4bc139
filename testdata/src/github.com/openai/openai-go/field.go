package openai

import "github.com/openai/openai-go/packages/param"

func String(s string) param.Opt[string] { return param.NewOpt(s) }

func Opt[T comparable](v T) param.Opt[T] { return param.NewOpt(v) }
