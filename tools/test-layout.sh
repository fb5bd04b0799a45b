#!/bin/sh
# tools/test-layout.sh: moves tests/*.test into folders by layer and
# fixes every reference to them (issue 26.4). The mapping below is the
# data: one line per test, "OLD NEW" with OLD the name under tests/
# (no .test) and NEW its path under tests/ (no .test).
#
# What it does, from the top of the tree, in a clean work tree:
#  1. checks that every tests/*.test has a line (a test added on another
#     branch and not listed stops the script: add its line), that every
#     line's test exists (or was already moved), and that the new
#     basenames are unique (lib.sh's $me, run-tests.sh and the logs name
#     a test by its basename);
#  2. git mv's each test;
#  3. rewrites every reference in the tracked files: "tests/OLD.test"
#     (also .log and .trs, and "tests/OLD" alone), "OLD.test" alone, the
#     globs of the table below, a hyphenated name in backquotes in *.md,
#     and in tests/vm/*.sh and .ci/run the bare names (case labels,
#     X86_32BIT_TESTS, hyphenated names anywhere).
# $srcdir stays tests/, so tracee and helper paths do not change, and
# the tests/*.am fragments keep their lines with the new paths.
#
# usage: tools/test-layout.sh [--check]   (--check: step 1 only)
set -eu

cd "$(git rev-parse --show-toplevel)"
me=tools/test-layout.sh
die() { echo "$me: $*" >&2; exit 1; }

map=$(mktemp)
trap 'rm -f "$map" "$map".*' EXIT
sed -e 's/#.*//' -e '/^[[:space:]]*$/d' > "$map" <<'MAP'
# trace: the tracer itself (attach, follow, signals, threads, its seccomp filter)
attach			trace/attach-detach
attach-stopped		trace/attach-stopped
bad-attach		trace/attach-refused
bad-input		trace/untraceable
exec-thread		trace/execve-from-thread
exit-status		trace/exit-status
fallback		trace/fallback-paths
forks			trace/follow-forks
jobctl			trace/job-control
m32			trace/m32-tracees
pers			trace/int80-personality
pidns			trace/pidns-translation
signals			trace/signals
threads			trace/threads-unfinished
silent-follow		trace/seccomp-silent-follow
silent-ptrace		trace/seccomp-silent-ptrace
stop-costs		trace/stop-costs
clone-ptrace		trace/seccomp-clone-ptrace
seccomp-active		trace/seccomp-filter-active
seccomp-nofork		trace/seccomp-nofork
seccomp-same		trace/seccomp-same-trace
start-at-main		trace/start-at-main
sandbox-attach		trace/sandbox-attach
sandbox-trace		trace/sandbox-trace
opt-attach		trace/attach-options
opt-ns			trace/namespaces-entered
opt-inject		trace/inject-fault
opt-limit		trace/syscall-limit-kill-on-exit
# unwind: call sites and stacks (-k, "[at ...]")
callsite		unwind/callsite
callsite-clang		unwind/callsite-clang
callsite-stripped	unwind/callsite-stripped
callsite-remap		unwind/callsite-remap
stacktrace		unwind/stacktrace
unwind-backends		unwind/unwind-backends
opt-frames		unwind/frame-limit
# decode: arguments, structs and strings, by syscall family
badptr			decode/bad-pointers
basic-io		decode/read-write-lines
hostile			decode/hostile-tracee
raw-syscalls		decode/raw-syscalls
strace-diff		decode/strace-diff
strace-diff-m32		decode/strace-diff-m32
filter-m32		decode/socketcall-ipc-m32
fuzz			decode/fuzz
dec-bpf			decode/bpf
dec-btrfs		decode/ioctl-btrfs
dec-caps		decode/capget-capset
dec-cmsg		decode/cmsg-string-limit
dec-desc		decode/pipe2-fcntl-poll-iov
dec-fileattr		decode/file-getattr-setattr
dec-fs2			decode/sendfile-splice-xattr-getdents
dec-fsipc		decode/fs-module-sysvipc
dec-futex2		decode/futex2
dec-inotify		decode/inotify-events
dec-int-enum		decode/int-enum-args
dec-intargs		decode/int-args-upper-half
dec-io-uring		decode/io-uring-register
dec-ioctl-blk		decode/ioctl-sg-tee-dm
dec-ioctl-dev		decode/ioctl-evdev-gpio-ptp-kd
dec-ioctl		decode/ioctl-request-names
dec-ioctl2		decode/ioctl-xstyle-rtc-loop-mtd
dec-ioctl3		decode/ioctl-newer-than-6.1
dec-keyctl		decode/keyctl
dec-listns		decode/listns
dec-lsmctx		decode/lsm-get-self-attr
dec-mcalls		decode/strace-m-z-calls
dec-mem			decode/mmap-mprotect-brk
dec-mem2		decode/mincore-affinity-aio
dec-net			decode/socket-sockaddr
dec-net2		decode/sendmmsg-recvmmsg-ax25
dec-netlink		decode/netlink
dec-newer		decode/newer-than-headers
dec-nlattrs		decode/netlink-attrs
dec-opentreeattr	decode/open-tree-attr
dec-perf		decode/perf-event-open
dec-pidcalls		decode/pid-calls
dec-prctl		decode/prctl
dec-proc2		decode/sched-caps-ioprio-keyring
dec-process		decode/execve-wait4-prlimit
dec-ptrace		decode/ptrace
dec-rseq		decode/rseq-membarrier-file-handle
dec-ioctl-kvm		decode/ioctl-kvm
dec-quota-xfs		decode/quotactl-xfs
dec-seccomp-filter	decode/seccomp-bpf-program
dec-signal		decode/rt-sigaction-sigprocmask
dec-signal2		decode/siginfo-sigaltstack
dec-since61		decode/xattrat-cachestat-mseal
dec-sockopt		decode/setsockopt-getsockopt
dec-stat		decode/stat-statx-access
dec-statmount		decode/statmount
dec-str			decode/string-quoting
dec-time2		decode/time-structs
dec-v4l2		decode/ioctl-v4l2
dec-vectors		decode/unreadable-vectors
opt-decode-fds		decode/decode-fds-paths
opt-evfd		decode/decode-fds-eventfd-signalfd
opt-xlat		decode/xlat-raw-verbose
opt-strings		decode/string-limit-hex
# notes: the rules and the notes they draw
notes-allones		notes/all-ones-flags
notes-badfd-site	notes/bad-fd-site
notes-capcause		notes/cap-cause
notes-capprio		notes/cap-sched-priority
notes-caps		notes/cap-required
notes-credrule		notes/cap-uid-rules
notes-dropped		notes/flags-dropped
notes-elfpad		notes/elf-padding
notes-enumval		notes/enum-values
notes-fdshare		notes/fd-table-shared
notes-fdsweep		notes/fd-sweep
notes-getown		notes/setown-getown
notes-huge		notes/huge-pages
notes-inotify-queued	notes/inotify-queued
notes-inotify-share	notes/inotify-shared
notes-kcheck		notes/kernel-checks
notes-legacy		notes/legacy-calls
notes-lint		notes/lint
notes-loader		notes/loader-calls
notes-m32		notes/notes-m32
notes-mode		notes/mode-bits
notes-newbits		notes/new-flag-bits
notes-no-false-alarms	notes/no-false-alarms
notes-options		notes/notes-options
notes-origin		notes/call-origin
notes-pagesize		notes/page-size
notes-pictures		notes/pictures
notes-pid-prefix	notes/pid-prefix
notes-privs		notes/cap-privileged-calls
notes-probes		notes/feature-probes
notes-reserve		notes/reservation
notes-rtflags		notes/sa-flags
notes-rwf		notes/rwf-flags
notes-shrunk		notes/range-shrunk
notes-traps		notes/traps
notes-vmshare		notes/vm-shared
notes-whole		notes/whole-mapping
notes-why-cap		notes/why-cap
notes-why-e2big		notes/why-e2big
notes-why-fd		notes/why-fd
notes-why-fdkind	notes/why-fd-kind
notes-why-mem		notes/why-mem
notes-why-path		notes/why-path
notes-wideflags		notes/wide-flags
notes-wrap		notes/length-wrap
notes-zerolen		notes/zero-length
sandbox-notes		notes/sandbox-seccomp-denied
rules-gen		notes/rules-gen
opt-suppress		notes/suppressions
# output: what is written and where (formats, files, summaries, reports)
ff			output/ff-per-process
json-cookbook		output/json-cookbook
json-modes		output/json-modes
json-typed		output/json-typed
opt-json		output/json
opt-json-hostile	output/json-hostile
opt-arg-names		output/arg-names
opt-color		output/color
opt-dump		output/read-write-dumps
opt-follow		output/follow-pid-prefix
opt-number		output/syscall-number
opt-output		output/destinations
opt-output-closed	output/pipe-reader-gone
opt-output-file		output/file-safety
opt-quiet		output/quiet
opt-summary		output/summary
opt-timestamps		output/timestamps
opt-wall		output/summary-wall-clock
report-compdir		output/report-compdir
report-html		output/report-html
report-why		output/report-why
timeline		output/timeline
seccomp-profile		output/seccomp-profile
seccomp-loader		output/seccomp-profile-loader
# options: the command line (main)
options			options/basics
opt-conflicts		options/conflicts
opt-env-user		options/env-user
opt-errors		options/errors
opt-fds			options/trace-fds
opt-help		options/help-version
opt-manpage		options/manpage
opt-misc		options/misc-strace-options
opt-path		options/trace-path
opt-signal		options/signal-filter
opt-status		options/status-filter
opt-trace		options/trace-filter
completion		options/completion
# interfaces: diff, --abi-report, and abitrace against hostile input
abi-report		interfaces/abi-report
abi-verify		interfaces/abi-verify
abi-verify-flags	interfaces/abi-verify-flags
diff-abi		interfaces/diff-abi
diff-align		interfaces/diff-align
diff-arm64		interfaces/diff-arm64
diff-commands		interfaces/diff-commands
diff-doc		interfaces/diff-doc
diff-forkrace		interfaces/diff-forkrace
diff-header		interfaces/diff-header
diff-hostile		interfaces/diff-hostile
diff-kernels		interfaces/diff-kernels
diff-long		interfaces/diff-long
diff-maps		interfaces/diff-maps
diff-notes		interfaces/diff-notes
diff-same		interfaces/diff-same
diff-three		interfaces/diff-three
diff-waitid		interfaces/diff-waitid
evil-names		interfaces/security-evil-names
sec-debuglink		interfaces/security-debuglink
sec-deep		interfaces/security-deep-stack
sec-elf			interfaces/security-elf
sec-maps		interfaces/security-maps
sec-messages		interfaces/security-messages
sec-outpath		interfaces/security-output-paths
sec-signal		interfaces/security-signals
sec-source		interfaces/security-source
sec-swap		interfaces/security-swap
# tree: the project's own code, data and documents
code-limits		tree/code-limits
layering		tree/layering
decode-cycles		tree/decode-cycles
hacking-recipes		tree/hacking-recipes
rettypes-gen		tree/rettypes-gen
ops-gen			tree/ops-gen
install			tree/install
readme			tree/readme
static			tree/static
workshop		tree/workshop
why-manpage		tree/why-manpage
structs			tree/struct-layouts
tables			tree/tables-vs-headers
uapi-changes		tree/uapi-changes
versions-data		tree/versions-data
versions-kernel		tree/versions-kernel
versions-man		tree/versions-man
MAP

# Globs written in documents and comments, old -> new (never "*/" in
# a new one: it would end a C comment).
globs='tests/sec-*.test	tests/interfaces/security-*.test
tests/notes-*.test	tests/notes/*.test
tests/sandbox-*.test	tests/{trace,notes}/sandbox-*.test
tests/sandbox*.test	tests/{trace,notes}/sandbox-*.test
tests/versions-*.test	tests/tree/versions-*.test'

# 1. Check.
awk 'NF != 2 { print "bad mapping line: " $0; bad = 1 }
	$2 !~ /^[a-z]+\/[a-z0-9.-]+$/ { print "bad new path: " $2; bad = 1 }
	seen[$1]++ { print "mapped twice: " $1; bad = 1 }
	{ b = $2; sub(/.*\//, "", b) } dup[b]++ { print "basename twice: " b; bad = 1 }
	END { exit bad }' "$map" >&2 || die "the mapping is wrong (above)"
status=0
for t in tests/*.test; do
	[ -e "$t" ] || continue
	n=${t#tests/}; n=${n%.test}
	awk -v n="$n" '$1 == n { f = 1 } END { exit !f }' "$map" || {
		echo "$me: tests/$n.test has no line in the mapping: add one" >&2
		status=1
	}
done
while read -r old new; do
	[ -e "tests/$old.test" ] || [ -e "tests/$new.test" ] || {
		echo "$me: tests/$old.test is gone: drop its line" >&2
		status=1
	}
	[ ! -e "tests/$old.test" ] || [ ! -e "tests/$new.test" ] || {
		echo "$me: both tests/$old.test and tests/$new.test exist" >&2
		status=1
	}
done < "$map"
# The helpers check_expected replaced (a test from another branch may
# still call them): convert it, e.g. check_expected --by-pid.
if grep -lwE 'check_expected_by_pid|check_tracee_expectations' \
	$(find tests -name '*.test') >&2; then
	echo "$me: these call a helper lib.sh no longer has: use check_expected" >&2
	status=1
fi
[ "$status" -eq 0 ] || die "fix the above first; nothing was changed"
[ "${1:-}" = --check ] && exit 0
git diff --quiet HEAD -- || die "commit or drop your changes first"

# 2. Move.
while read -r old new; do
	[ -e "tests/$old.test" ] || continue
	mkdir -p "tests/$(dirname "$new")"
	git mv "tests/$old.test" "tests/$new.test"
done < "$map"

# 3. References. Perl, so that all names go in one pass per file.
printf '%s\n' "$globs" > "$map.globs"
{ git ls-files -z | xargs -0 grep -lI -e '\.test' -e 'tests/' 2> /dev/null
  git ls-files tests/vm .ci; } | grep -vx "$me" | sort -u > "$map.files" || true
MAP="$map" GLOBS="$map.globs" xargs perl -i -e '
	open my $m, "<", $ENV{MAP} or die; my %new;
	while (<$m>) { my ($o, $n) = split; $new{$o} = $n; }
	open my $g, "<", $ENV{GLOBS} or die; my @glob;
	while (<$g>) { chomp; push @glob, [split /\t/]; }
	my %base = map { my $b = $new{$_}; $b =~ s,.*/,,; ($_, $b) } keys %new;
	my $alt = join "|", map { quotemeta } sort { length $b <=> length $a } keys %new;
	my $nc = qr/[A-Za-z0-9_.\/-]/;
	while (<>) {
		my $vm = $ARGV =~ m,^(tests/vm/[^/]*\.sh|\.ci/run)$,;
		# a document names a test as `notes-rwf`
		s{`($alt)`}{my $n = $1; ($n =~ /-/) ? "`tests/$new{$n}.test`" : "`$n`"}ge
			if $ARGV =~ /\.md$/;
		for my $g (@glob) { s/\Q$g->[0]\E/$g->[1]/g; }
		s,(?<![A-Za-z0-9_.-])tests/($alt)(?=\.(?:test|log|trs)\b|[^A-Za-z0-9_/.-]|\.\s|\.$|$),tests/$new{$1},g;
		s,(?<!$nc)($alt)\.test\b,$new{$1}.test,g;
		if ($vm) {
			# bare names: case labels, the 32-bit list, hyphenated ones
			if (/^\s*[a-z0-9|-]+\)/) {
				s{^(\s*)([a-z0-9|-]+)\)}{$1 . join("|", map { $base{$_} // $_ } split /\|/, $2) . ")"}e;
			}
			$in32 = 1 if /^X86_32BIT_TESTS=/;
			if ($in32) {
				s{(?<![A-Za-z0-9_\/.-])($alt)(?![A-Za-z0-9_/.-])}{$base{$1}}g;
				$in32 = 0 if /"\s*$/;
			}
			s{(?<![A-Za-z0-9_/.\$-])($alt)(?![A-Za-z0-9_/-])}{my $n = $1; ($n =~ /-/) ? $base{$n} : $n}ge
				unless /^\s*[a-z0-9|-]+\)/;
		}
		print;
	}
' < "$map.files"
echo "$me: moved $(wc -l < "$map") tests; now: ./build.sh build && make -C build check" >&2
