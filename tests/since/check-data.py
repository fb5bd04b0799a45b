#!/usr/bin/env python3
"""Check the since-when tables (abitrace --dump-tables) against the data.

usage: check-data.py DUMP SYSCALLS_DIR

Prints one line per problem and a summary; exits 1 if there is a problem.
Checks:
  - every call of every arch table has the version that added it, unless
    its number is a stub on every ABI that has it;
  - on each ABI, numbers grow with versions (a call numbered after another
    came later), except for the `order` lines of versions.list;
  - a call that aarch64 or riscv64 lack has a `successor` line, and the
    successor is a real call on those ABIs;
  - every constant set belongs to calls (syscalls.list or a `set` line);
  - in a set with a constant newer than its call, the constants with
    higher values (higher bits) than that constant have a version or an
    `orig` line: values are handed out in order, so they are suspects;
  - every `orig` constant exists and has no version.
"""
import collections
import glob
import os
import shlex
import sys


def kv(v):
    p = [int(x) for x in v.split('.')] + [0, 0]
    return tuple(p[:3])


def main():
    dump, data = sys.argv[1], sys.argv[2]
    problems = []
    bad = problems.append

    since = collections.defaultdict(dict)   # name -> abi -> (nr, ver, stub)
    sysinfo = {}                            # name -> fields
    cver = {}                               # (set, name) -> version
    xlat = collections.defaultdict(dict)    # set -> name -> value
    for line in open(dump):
        w = line.split()
        if w[0] == 'since':
            since[w[1]][w[2]] = (int(w[3]), w[4], w[5] == '1')
        elif w[0] == 'since-sys':
            sysinfo[w[1]] = dict(zip(
                ('added', 'removed', 'deprecated', 'config', 'successor'),
                w[2:]))
        elif w[0] == 'since-const':
            cver[(w[1], w[2])] = w[3]
        elif w[0] == 'xlat':
            xlat[w[1]][w[2]] = int(w[3], 16)

    kinds = {}
    for f in glob.glob(os.path.join(data, 'xlat', '*.in')):
        s = os.path.basename(f)[:-3]
        for line in open(f):
            if line.startswith('#kind'):
                kinds[s] = line.split()[1]

    order = collections.defaultdict(set)    # name -> abis
    setcalls = {}                           # set -> [calls] or []
    orig = {}
    succ = {}
    for fn in ('versions-man.list', 'versions.list'):
        for line in open(os.path.join(data, fn)):
            if not line.strip() or line.lstrip().startswith('#'):
                continue
            w = shlex.split(line, comments=True)
            if w[0] == 'order':
                abis = since[w[1]].keys() if w[2] == 'all' else w[2].split(',')
                order[w[1]].update(abis)
            elif w[0] == 'set':
                setcalls[w[1]] = [] if w[2] == '-' else w[2].split(',')
            elif w[0] == 'orig':
                orig[(w[1], w[2])] = True
            elif w[0] == 'successor':
                succ[w[1]] = w[2]

    # syscalls.list: which sets each call's arguments use
    for line in open(os.path.join(data, 'syscalls.list')):
        w = line.split('#')[0].split()
        if len(w) < 3:
            continue
        name = w[0].split('@')[0]
        for word in w[2:]:
            if ':' in word and word.split(':')[1] in xlat:
                s = word.split(':')[1]
                setcalls.setdefault(s, [])
                if name not in setcalls[s]:
                    setcalls[s].append(name)

    # -- every call has a version
    with_version = 0
    for name, abis in since.items():
        info = sysinfo.get(name)
        if info is None:
            bad(f'{name}: in the arch tables but not in the since tables')
            continue
        if info['added'] != '-':
            with_version += 1
        elif not all(st for (_, _, st) in abis.values()):
            bad(f'{name}: no version (and not a stub on every ABI)')
    for line in open(os.path.join(data, 'syscalls.list')):
        w = line.split('#')[0].split()
        if w and w[0].split('@')[0] not in sysinfo:
            bad(f'{w[0]}: in syscalls.list but in no arch table')

    # -- numbers grow with versions, per ABI (the x32-only range apart)
    seqs = collections.defaultdict(list)
    for name, abis in since.items():
        for abi, (nr, ver, stub) in abis.items():
            if ver == '-' or stub:
                continue
            seg = abi + ('/x32-range' if abi == 'x32' and nr >= 512 else '')
            seqs[seg].append((nr, kv(ver), name, ver))
    out_of_order = 0
    for seg, rows in sorted(seqs.items()):
        rows.sort()
        n = len(rows)
        # longest non-decreasing subsequence; the rest are out of order
        best, prev = [1] * n, [-1] * n
        for i in range(n):
            for j in range(i):
                if rows[j][1] <= rows[i][1] and best[j] + 1 > best[i]:
                    best[i], prev[i] = best[j] + 1, j
        i = max(range(n), key=lambda k: best[k]) if n else -1
        keep = set()
        while i >= 0:
            keep.add(i)
            i = prev[i]
        abi = seg.split('/')[0]
        for i in range(n):
            if i in keep:
                continue
            nr, _, name, ver = rows[i]
            out_of_order += 1
            if abi not in order.get(name, ()):
                bad(f'{name}: number {nr} on {abi} is out of release order '
                    f'for {ver} (an `on` line if it came later there, '
                    f'or an `order` line that says why)')

    # -- successors for the calls aarch64 and riscv64 lack
    generic = ('aarch64', 'riscv64')
    for name, abis in since.items():
        if 'x86_64' not in abis or abis['x86_64'][2]:
            continue
        if sysinfo[name]['added'] == '-':
            continue
        missing = [a for a in generic if a not in abis]
        if not missing:
            continue
        if name not in succ:
            bad(f'{name}: missing on {",".join(missing)}, no successor line')
            continue
        s = succ[name]
        if s == '-':
            continue
        for a in missing:
            if a not in since.get(s, {}) or since[s][a][2]:
                bad(f'{name}: successor {s} is not a call on {a}')

    # -- constants
    base = {}
    for s in xlat:
        if s not in setcalls:
            bad(f'set {s}: used by no call (add a `set` line)')
            continue
        vs = [kv(sysinfo[c]['added']) for c in setcalls[s]
              if c in sysinfo and sysinfo[c]['added'] != '-']
        if vs:
            base[s] = min(vs)
    suspects = 0
    for s, b in base.items():
        consts = xlat[s]
        newer = [n for n in consts if (s, n) in cver and kv(cver[(s, n)]) > b]
        if not newer:
            continue
        if kinds.get(s) == 'flags':
            def key(n):
                return consts[n].bit_length()
        else:
            def key(n):
                return consts[n]
        low = min(key(n) for n in newer)
        for n in consts:
            if (s, n) in cver or key(n) <= low:
                continue
            suspects += 1
            if (s, n) not in orig:
                bad(f'{s} {n}: above {s}\'s first newer constant, '
                    f'without a version (a `const` or an `orig` line)')
    for (s, n) in orig:
        if n not in xlat.get(s, {}):
            bad(f'orig {s} {n}: no such constant')
        elif (s, n) in cver:
            bad(f'orig {s} {n}: has a version too')

    newer_consts = sum(1 for (s, n), v in cver.items()
                       if s in base and kv(v) > base[s])
    for p in problems:
        print('problem:', p)
    print(f'calls: {len(since)} in the arch tables, {with_version} with a '
          f'version, {len(since) - with_version} never implemented; '
          f'{out_of_order} numbers out of release order, all explained'
          if not problems else '')
    print(f'constants: {len(cver)} with a version, {newer_consts} of them '
          f'newer than their call; {suspects} checked by value order, '
          f'{len(orig)} as old as their call')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
