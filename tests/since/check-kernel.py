#!/usr/bin/env python3
"""Hold the since-when data against the running kernel.

usage: check-kernel.py DUMP PROBE_RESULTS

PROBE_RESULTS are probe.c's lines "NAME ABI NR RESULT".  For each call:
  - a stub (a number no kernel implements) must answer ENOSYS;
  - a call the data says this kernel has (added at or before `uname -r`,
    not removed by then) must not answer ENOSYS, unless the data names a
    build option for it that /proc/config.gz shows unset (or a run-time
    switch turned it off);
  - a call that answers, although the data names a build option that
    /proc/config.gz shows unset, is a data error;
  - a call the data says was removed by this kernel must answer ENOSYS.
Calls the data says are newer than this kernel are only counted (a
distribution kernel may carry them back).
"""
import gzip
import os
import platform
import re
import sys


def kv(v):
    p = [int(x) for x in v.split('.')] + [0, 0]
    return tuple(p[:3])


def running():
    m = re.match(r'(\d+)\.(\d+)(?:\.(\d+))?', platform.release())
    return tuple(int(x or 0) for x in m.groups())


def kernel_config():
    """{OPTION: 'y'|'m'|'n'}, or None when the kernel does not say."""
    try:
        text = gzip.open('/proc/config.gz', 'rt').read()
    except OSError:
        return None
    conf = {}
    for line in text.splitlines():
        m = re.match(r'(CONFIG_\w+)=(.*)', line)
        if m:
            conf[m.group(1)] = m.group(2)
        m = re.match(r'# (CONFIG_\w+) is not set', line)
        if m:
            conf[m.group(1)] = 'n'
    return conf


def read(path):
    try:
        return open(path).read().strip()
    except OSError:
        return None


# Run-time switches that turn a built call into ENOSYS.
def switched_off(name):
    if name.startswith('io_uring_'):
        return read('/proc/sys/kernel/io_uring_disabled') == '2'
    if name == 'memfd_secret':
        return read('/sys/module/secretmem/parameters/enable') == 'N'
    return False


def main():
    dump, results = sys.argv[1], sys.argv[2]
    now = running()
    conf = kernel_config()
    info, stub = {}, {}
    for line in open(dump):
        w = line.split()
        if w[0] == 'since-sys':
            info[w[1]] = dict(zip(('added', 'removed', 'deprecated',
                                   'config', 'successor'), w[2:]))
        elif w[0] == 'since':
            stub[(w[1], w[2])] = (w[4], w[5] == '1')

    problems = []
    counts = dict(present=0, absent=0, stub=0, removed=0, config_off=0,
                  newer=0, noabi=0, skipped=0, unverified=0)
    for line in open(results):
        name, abi, nr, res = line.split()
        if res in ('noabi', 'skipped'):
            counts[res] += 1
            continue
        if res == 'cannot-drop-root':
            problems.append(f'{name} {abi}: the probe could not drop root')
            continue
        d = info[name]
        ver, is_stub = stub[(name, abi)]
        enosys = res == 'enosys'
        opts = [] if d['config'] == '-' else d['config'].split(',')
        opts = [o for x in opts for o in x.split()]
        off = [o for o in opts if conf is not None and conf.get(o, 'n') == 'n']
        what = f'{name} ({abi} {nr})'
        if is_stub:
            counts['stub'] += 1
            if not enosys:
                problems.append(f'{what}: a stub in the data, but it '
                                f'answered {res}')
            continue
        if d['removed'] != '-' and kv(d['removed']) <= now:
            counts['removed'] += 1
            if not enosys:
                problems.append(f'{what}: removed in {d["removed"]} says '
                                f'the data, but it answered {res}')
            continue
        if ver == '-' or kv(ver) > now:
            counts['newer'] += 1
            continue
        if enosys:
            if off:
                counts['config_off'] += 1
            elif switched_off(name):
                counts['config_off'] += 1
            elif opts and conf is None:
                counts['unverified'] += 1
            else:
                problems.append(
                    f'{what}: ENOSYS, but the data says Linux {ver} has '
                    f'it' + (f' and {",".join(opts)} is built in'
                             if opts else ' (and names no build option)'))
            continue
        counts['present'] += 1
        if off:
            problems.append(f'{what}: answered {res} although the data '
                            f'says it needs {",".join(off)}, which this '
                            f'kernel does not have')

    for p in problems:
        print('problem:', p)
    print('kernel %d.%d.%d: %d calls answered as the data says, %d '
          'stubs and %d removed calls answered ENOSYS, %d built out '
          '(ENOSYS, option unset), %d newer than this kernel, %d not '
          'checkable (no /proc/config.gz), %d on ABIs this kernel does '
          'not run, %d not called' %
          (now + (counts['present'], counts['stub'], counts['removed'],
                  counts['config_off'], counts['newer'],
                  counts['unverified'], counts['noabi'],
                  counts['skipped'])))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
