package core

import (
	"golang.org/x/tools/go/ssa"
)

// mapSinks returns a sink per value stored in the map v, a map the
// module builds (a literal, or make and updates) and hands to the model
// as a function response: genai.NewPartFromFunctionResponse(name,
// map[string]any{"error": err.Error()}), an ADK tool's result. errorKey
// is the key that marks the response as an error report ("error"), and
// flagless says the framework has no such convention (a genkit tool's
// output): then an entry whose key speaks of an error reports one.
func (a *unit) mapSinks(v ssa.Value, how How, errorKey string, flagless bool) []*Sink {
	var out []*Sink
	for _, mm := range makeMaps(v) {
		var updates []*ssa.MapUpdate
		if refs := mm.Referrers(); refs != nil {
			for _, r := range *refs {
				if up, ok := r.(*ssa.MapUpdate); ok && up.Map == mm {
					updates = append(updates, up)
				}
			}
		}
		texts := 0
		for _, up := range updates {
			if carriesText(up.Value.Type()) && !isEmpty(a.text(up.Value)) {
				texts++
			}
		}
		for _, up := range updates {
			text := a.text(up.Value)
			if text == nil || isEmpty(text) || !carriesText(up.Value.Type()) {
				continue
			}
			key := constString(up.Key)
			s := &Sink{Text: text, How: how, Pos: up.Pos(), Format: a.formatOf(up.Value),
				flagless: flagless, fromErr: isErrorText(up.Value), block: up.Block()}
			// The flag, or the words, of one entry decide for the
			// whole response only when it is the response's only text:
			// {"error": "...", "hint": "..."} is judged by neither.
			sole := texts == 1
			switch {
			case !sole:
				s.flagless = false
			case errorKey != "":
				s.IsError = key == errorKey
			default:
				s.ReportsError = errorWord(key)
			}
			a.storeExpr(s, up)
			out = append(out, s)
		}
	}
	return out
}

// makeMaps returns the maps made in this function that v may be.
func makeMaps(v ssa.Value) []*ssa.MakeMap {
	return walk(v, func(v ssa.Value, follow func(ssa.Value) []*ssa.MakeMap) []*ssa.MakeMap {
		switch v := v.(type) {
		case *ssa.MakeMap:
			return []*ssa.MakeMap{v}
		case *ssa.MakeInterface:
			return follow(v.X)
		case *ssa.ChangeType:
			return follow(v.X)
		case *ssa.Phi:
			return allOf(v.Edges, follow)
		}
		return nil
	})
}
