#!/bin/bash
# usage: tools/corpus/fixmeasure.sh BIN LABEL DIR...   (DIR = a corpus dir of projects.tsv under /work/corpus, or "orders" for examples/orders)
# Copies each project to /work/ext/fix34/DIR-LABEL (outside the repository) and writes out-LABEL/summary.tsv.
# Per project: copy, findings (-json) by fix count, -fix, findings left, second -fix, build, vet;
# out-LABEL/DIR.diff is the diff of the fixed copy (tools/corpus/hunks.py draws from it).
# QUICK=1: only -fix, build and the diff (the summary line is the -fix summary: fixed, left for a human).
BIN=$(realpath $1); LABEL=$2; shift 2
REPO=$(cd "$(dirname "$0")/../.." && pwd)
OUT=/work/ext/fix34/out-$LABEL; mkdir -p $OUT
for name in "$@"; do
  if [ "$name" = orders ]; then SRC=$REPO/examples/orders; GF=; else
    SRC=/work/corpus/$name; GF=$(awk -F'\t' -v d=$name '$3==d{print $5}' $REPO/tools/corpus/projects.tsv); fi
  D=/work/ext/fix34/$name-$LABEL
  rm -rf $D; cp -r $SRC $D; cd $D
  export GOFLAGS=$GF
  if [ -n "$QUICK" ]; then
    timeout 40m nice -n 5 $BIN -fix ./... > $OUT/$name.fix 2>&1; frc=$?
    go build ./... > $OUT/$name.build 2>&1; b=$?
    (cd /work/ext/fix34 && diff -ruN $SRC $name-$LABEL > $OUT/$name.diff)
    echo -e "$name\tfixrc=$frc\tbuild=$b\t$(tail -1 $OUT/$name.fix)" | tee -a $OUT/summary.tsv
    continue
  fi
  timeout 30m nice -n 5 $BIN -json ./... > $OUT/$name.json 2>$OUT/$name.err
  before=$(python3 - $OUT/$name.json <<'PY'
import json,sys,collections
d=json.load(open(sys.argv[1]))
c=collections.Counter()
for pkg,ps in d.items():
  for p,fs in ps.items():
    if not isinstance(fs,list): continue
    for f in fs: c[len(f.get('suggested_fixes') or [])]+=1
print(sum(c.values()),dict(sorted(c.items())))
PY
)
  timeout 30m nice -n 5 $BIN -fix ./... > $OUT/$name.fix 2>&1; frc=$?
  timeout 30m nice -n 5 $BIN ./... > $OUT/$name.after 2>$OUT/$name.after.err
  after=$(grep -c '\[[a-z]*\]$' $OUT/$name.after)
  timeout 30m nice -n 5 $BIN -fix ./... > $OUT/$name.fix2 2>&1
  fix2=$(tail -1 $OUT/$name.fix2)
  go build ./... > $OUT/$name.build 2>&1; b=$?
  go vet ./... > $OUT/$name.vet 2>&1; v=$?
  (cd /work/ext/fix34 && diff -ruN $SRC $name-$LABEL > $OUT/$name.diff)
  echo -e "$name\tbefore=$before\tfixrc=$frc\tafter=$after\tbuild=$b\tvet=$v\tfix2=$fix2" | tee -a $OUT/summary.tsv
done
