package ssautil

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// ReachingStores returns the stores to the local variable alloc that the
// load u may read: the last store before u in its block, or else the
// last store of each block from which a path without stores leads to u
// (a variable a function assigns again and again, such as a named error
// result, holds on each path what was last stored on it). Where no
// store reaches u (it reads the zero value), every store is taken, as
// if the order were not known. A function's recover block reads what
// deferred closures stored.
func ReachingStores(alloc *ssa.Alloc, u *ssa.UnOp) []*ssa.Store {
	if u.Block() == u.Parent().Recover {
		return ClosureStores(alloc)
	}
	if last := lastStore(u.Block(), alloc, u); last != nil {
		return []*ssa.Store{last}
	}
	var out []*ssa.Store
	seen := map[*ssa.BasicBlock]bool{}
	work := slices.Clone(u.Block().Preds)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if st := lastStore(b, alloc, nil); st != nil {
			out = append(out, st)
		} else {
			work = append(work, b.Preds...)
		}
	}
	if len(out) == 0 {
		return StoresTo(alloc)
	}
	return out
}

// lastStore returns the last store to alloc in block b before the
// instruction before (all of b if before is nil), or nil.
func lastStore(b *ssa.BasicBlock, alloc *ssa.Alloc, before ssa.Instruction) *ssa.Store {
	var last *ssa.Store
	for _, instr := range b.Instrs {
		if instr == before {
			break
		}
		if st, ok := instr.(*ssa.Store); ok && st.Addr == alloc {
			last = st
		}
	}
	return last
}

// ClosureStores returns the stores that closures capturing the local
// variable alloc make to it: deferred functions setting named results.
func ClosureStores(alloc *ssa.Alloc) []*ssa.Store {
	var out []*ssa.Store
	if refs := alloc.Referrers(); refs != nil {
		for _, r := range *refs {
			mc, ok := r.(*ssa.MakeClosure)
			if !ok {
				continue
			}
			fn := mc.Fn.(*ssa.Function)
			for i, b := range mc.Bindings {
				if b == alloc && i < len(fn.FreeVars) {
					out = append(out, StoresTo(fn.FreeVars[i])...)
				}
			}
		}
	}
	return out
}

// maxNameDepth bounds the nested structs NameField looks into.
const maxNameDepth = 2

// NameField returns the constant stored in the Name field of the struct
// at addr, or of a struct held in one of its fields (filled in place,
// or built beside it and stored whole): the tool's name of
// kubernetes-mcp-server's api.ServerTool{Tool: api.Tool{Name:
// "namespaces_list"}, Handler: namespacesList}.
func NameField(addr ssa.Value) string { return nameField(addr, 0) }

func nameField(addr ssa.Value, depth int) string {
	refs := addr.Referrers()
	if refs == nil || depth > maxNameDepth {
		return ""
	}
	for _, r := range *refs {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fa.X != addr {
			continue
		}
		if FieldName(fa) == "Name" {
			for _, v := range StoredValues(fa) {
				if n := ConstString(v); n != "" {
					return n
				}
			}
			continue
		}
		if _, ok := Deref(fa.Type()).Underlying().(*types.Struct); !ok {
			continue
		}
		if n := nameField(fa, depth+1); n != "" {
			return n
		}
		for _, v := range StoredValues(fa) {
			if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
				v = load.X
			}
			if alloc, ok := v.(*ssa.Alloc); ok {
				if n := nameField(alloc, depth+1); n != "" {
					return n
				}
			}
		}
	}
	return ""
}
