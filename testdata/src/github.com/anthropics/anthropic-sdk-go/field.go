package anthropic

import "github.com/anthropics/anthropic-sdk-go/packages/param"

func String(s string) param.Opt[string] { return param.NewOpt(s) }
func Bool(b bool) param.Opt[bool]       { return param.NewOpt(b) }

func Opt[T comparable](v T) param.Opt[T] { return param.NewOpt(v) }
