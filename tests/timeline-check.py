#!/usr/bin/env python3
"""Validates a --timeline file against the rules of Chrome's trace-event
format that Perfetto and chrome://tracing rely on, and prints what it
holds as one JSON object for the tests to assert on.

Rules checked (each failure is one line on stderr, exit status 1):
  - the file is one JSON object with a "traceEvents" array;
  - every event has a known "ph", integer "pid" and "tid", and a
    number "ts" (microseconds, >= 0);
  - per thread (tid), the events other than metadata come in
    non-decreasing ts order, as they are in the file;
  - B and E events nest per thread: every E closes a B of the same
    thread and process, every B has its E by the end;
  - a tid belongs to one pid between two execs of that tid (an execve
    by a thread takes over its leader's tid: the pid stays);
  - instant events of category "note", and flow events, lie inside a
    slice open on their thread; a flow end ("f") has its start ("s")
    with the same cat and id, no later than it; no flow id is used
    twice;
  - every pid has a process_name and every tid a thread_name.

Usage: timeline-check.py FILE
"""
import collections
import json
import sys

PHASES = set('BEiIsftMX')


def main():
    errors = []

    def bad(msg):
        errors.append(msg)

    with open(sys.argv[1], 'rb') as f:
        raw = f.read()
    try:
        doc = json.loads(raw.decode('ascii'))
    except (UnicodeDecodeError, ValueError) as e:
        print(f'not ASCII JSON: {e}', file=sys.stderr)
        return 1
    if not isinstance(doc, dict) or not isinstance(doc.get('traceEvents'),
                                                   list):
        print('no traceEvents array', file=sys.stderr)
        return 1

    last_ts = {}
    stacks = collections.defaultdict(list)
    tid_pid = {}
    proc_names = {}
    thread_names = {}
    flow_starts = {}
    flows_done = collections.Counter()
    seen_ids = set()
    slices = collections.Counter()
    notes = []
    signals = []
    exits = []
    pids, tids = set(), set()

    for n, e in enumerate(doc['traceEvents']):
        where = f'event {n}'
        if not isinstance(e, dict):
            bad(f'{where}: not an object')
            continue
        ph = e.get('ph')
        if ph not in PHASES:
            bad(f'{where}: unknown ph {ph!r}')
            continue
        pid, tid, ts = e.get('pid'), e.get('tid'), e.get('ts')
        if not isinstance(pid, int) or not isinstance(tid, int):
            bad(f'{where}: pid/tid not integers')
            continue
        if not isinstance(ts, (int, float)) or ts < 0:
            bad(f'{where}: bad ts {ts!r}')
            continue
        if ph == 'M':
            name = e.get('name')
            args = e.get('args') or {}
            if name == 'process_name':
                proc_names[pid] = args.get('name')
            elif name == 'thread_name':
                thread_names[tid] = args.get('name')
            continue
        pids.add(pid)
        tids.add(tid)
        if tid in last_ts and ts < last_ts[tid]:
            bad(f'{where}: ts {ts} goes back on thread {tid} '
                f'(last {last_ts[tid]})')
        last_ts[tid] = ts
        if tid_pid.get(tid, pid) != pid:
            bad(f'{where}: tid {tid} in pid {pid}, was in {tid_pid[tid]}')
        tid_pid[tid] = pid
        st = stacks[tid]
        if ph == 'B':
            st.append(e)
            slices[(e.get('cat'), e.get('name'))] += 1
        elif ph == 'E':
            if not st:
                bad(f'{where}: E without B on thread {tid}')
                continue
            b = st.pop()
            if b['pid'] != pid:
                bad(f'{where}: E in pid {pid} closes a B of pid {b["pid"]}')
            if b.get('cat') == 'process' and b.get('name') == 'exit':
                exits.append({'pid': pid, 'tid': tid,
                              'text': (e.get('args') or {}).get('text')})
        elif ph in 'iI':
            cat = e.get('cat')
            if cat == 'note':
                if not st:
                    bad(f'{where}: note outside a call on thread {tid}')
                notes.append({'id': e.get('name'), 'pid': pid, 'tid': tid,
                              'call': st[-1].get('name') if st else None,
                              'args': e.get('args')})
            elif cat == 'signal':
                signals.append({'name': e.get('name'), 'tid': tid})
        elif ph in 'sf':
            key = (e.get('cat'), e.get('id'))
            if not st or st[-1]['ts'] > ts:
                bad(f'{where}: flow {ph} {key} outside a slice of {tid}')
            if ph == 's':
                if key in seen_ids:
                    bad(f'{where}: flow id {key} used twice')
                seen_ids.add(key)
                flow_starts[key] = e
            else:
                s = flow_starts.get(key)
                if s is None:
                    bad(f'{where}: flow end {key} without its start')
                elif s['ts'] > ts:
                    bad(f'{where}: flow {key} ends before it starts')
                else:
                    flows_done[key[0]] += 1
                    flow_starts.pop(key)
    for tid, st in stacks.items():
        for b in st:
            bad(f'thread {tid}: B "{b.get("name")}" at {b["ts"]} '
                f'has no E')
    for pid in sorted(pids):
        if pid not in proc_names:
            bad(f'pid {pid} has no process_name')
    for tid in sorted(tids):
        if tid not in thread_names:
            bad(f'tid {tid} has no thread_name')
    for msg in errors[:20]:
        print(msg, file=sys.stderr)
    json.dump({
        'events': len(doc['traceEvents']),
        'calls': sum(v for (c, _), v in slices.items() if c == 'syscall'),
        'call_names': sorted({nm for (c, nm) in slices if c == 'syscall'}),
        'processes': {str(p): proc_names.get(p) for p in sorted(pids)},
        'threads': {str(t): tid_pid[t] for t in sorted(tids)},
        'notes': notes,
        'signals': signals,
        'exits': exits,
        'flows': dict(flows_done),
        'dangling_flows': len(flow_starts),
    }, sys.stdout)
    print()
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
