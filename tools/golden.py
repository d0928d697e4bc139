#!/usr/bin/env python3
# usage (from testdata): python3 ../tools/golden.py BIN PASS PKG...  -- writes FILE.golden for each file with fixes:
# one txtar section per fix message, holding the file with every fix of that message applied, gofmt'd.
import json, os, subprocess, sys, collections
binp, pas, pkgs = sys.argv[1], sys.argv[2], sys.argv[3:]
env = dict(os.environ, GO111MODULE='off', GOPATH=os.getcwd(), GOFLAGS='')
out = subprocess.run([binp, '-' + pas, '-json'] + pkgs, env=env, capture_output=True, text=True).stdout
d = json.loads(out)
byfile = collections.defaultdict(lambda: collections.defaultdict(list))
for pkg, ps in d.items():
    for a, fs in ps.items():
        if a != pas or not isinstance(fs, list):
            continue
        for f in fs:
            for sf in f.get('suggested_fixes') or []:
                for e in sf['edits']:
                    byfile[e['filename']][sf['message']].append((e['start'], e['end'], e['new']))
for fn, msgs in byfile.items():
    src = open(fn, 'rb').read()
    parts = []
    for msg, edits in msgs.items():
        edits = sorted(set(edits), key=lambda e: (e[0], e[1]), reverse=True)
        b = src
        for s, e, new in edits:
            b = b[:s] + new.encode() + b[e:]
        r = subprocess.run(['gofmt'], input=b, capture_output=True)
        if r.returncode != 0:
            print('gofmt failed', fn, msg, r.stderr.decode()[:300], file=sys.stderr)
            b2 = b
        else:
            b2 = r.stdout
        parts.append(b'-- ' + msg.encode() + b' --\n' + b2)
    import os.path
    old = open(fn + '.golden', 'rb').read() if os.path.exists(fn + '.golden') else b'-- '
    if len(parts) == 1 and not old.startswith(b'-- '):
        parts = [parts[0].split(b'\n', 1)[1]]  # a plain golden stays plain
    open(fn + '.golden', 'wb').write(b''.join(parts))
    print('wrote', fn + '.golden', len(msgs))
