#!/usr/bin/env python3
"""tools/corpus/hunks.py OUTDIR SEED N PROJECT... : draw N hunks per project from OUTDIR/PROJECT.diff
(written by tools/corpus/fixmeasure.sh); random.Random(SEED) per project, so projects can be judged as they finish;
(hunks changing only imports or blank lines left out; generated files too), print TSV-ish blocks."""
import sys, random, re
out, seed, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
for proj in sys.argv[4:]:
    try:
        text = open(f"{out}/{proj}.diff", errors="replace").read()
    except FileNotFoundError:
        continue
    hunks, cur_file, cur = [], None, None
    for line in text.splitlines():
        if line.startswith("diff ") or line.startswith("--- "):
            if cur: hunks.append(cur); cur = None
            continue
        if line.startswith("+++ "):
            cur_file = line[4:].split("\t")[0]
            cur_file = re.sub(r"^[^/]*/", "", cur_file)  # the copy's directory
            continue
        if line.startswith("@@"):
            if cur: hunks.append(cur)
            m = re.match(r"@@ -\d+(?:,\d+)? \+(\d+)", line)
            cur = {"file": cur_file, "start": int(m.group(1)), "lines": [line]}
            continue
        if cur is not None:
            cur["lines"].append(line)
    if cur: hunks.append(cur)
    def interesting(h):
        ch = [l[1:].strip() for l in h["lines"][1:] if l[:1] in "+-"]
        ch = [c for c in ch if c and not re.match(r'^("[^"]+"|[a-z_]+ "[^"]+"|import \(|\))$', c)]
        return bool(ch) and "_test.go" not in h["file"] and ".pb." not in h["file"]
    hs = [h for h in hunks if interesting(h)]
    rng = random.Random(seed)
    pick = rng.sample(hs, min(n, len(hs)))
    for h in pick:
        # position: first changed line in the fixed copy
        ln = h["start"]; pos = ln
        for l in h["lines"][1:]:
            if l.startswith("+"): pos = ln; break
            if not l.startswith("-"): ln += 1
        print(f"### {proj}\t{h['file']}:{pos}\t(of {len(hs)} hunks)")
        print("\n".join(h["lines"]))
        print()
