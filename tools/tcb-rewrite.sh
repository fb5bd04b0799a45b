#!/bin/sh
# tools/tcb-rewrite.sh [FILE...] - the mechanical half of issue 26's
# call view: the current call's facts (scno, args, raw_args, rval, err,
# sd, times, inj) moved from struct tcb into struct call_view, tcb.call,
# and a printer reads them through its context's read-only pctx.call.
# Rewrites, in place:
#   c->tcp->FIELD   ->  c->call->FIELD   (a printer's context)
#   tcp->FIELD      ->  tcp->call.FIELD  (any struct tcb *tcp)
#   tcb.FIELD       ->  tcb.call.FIELD   (a struct tcb tcb, the fuzzers)
#   NAME->FIELD     ->  NAME->call.FIELD for the other names of a
#                       struct tcb * in the files where they are one
#                       (the other() lines below)
#   TCB_LINE_OPEN in tcb.flags -> tcb.out->line_open (output's own)
#   a backend's .syscall_entry, .syscall_exit, .syscall_abandon,
#   .signal, .exited and .message functions take a const struct tcb *
#                       (the helpers they pass it to: make them const by
#                       hand when the compiler says)
# Without arguments: every .c and .h under src/ and tests/fuzz/, the
# generators (syscalls/gen/*.awk), whose C says c->tcp too, and the code
# in doc/ (HACKING.md's recipes, which tests/tree/hacking-recipes.test
# builds). It is idempotent (a rewritten access no longer matches).
# For the merger of a branch written against the old struct tcb: run it
# (on the whole tree, or the branch's files), build, and fix by hand
# what the compiler names (a printer that writes the call through
# c->tcp: use c->tcp->call). Deleted once the branches are in.
set -eu
cd "$(dirname "$0")/.."
F='scno|args|raw_args|rval|err|sd|times|inj'
if [ $# -eq 0 ]; then
	set -- $(find src tests/decode/fuzz -name '*.[ch]' | sort) \
		$(find syscalls/gen -name '*.awk' | sort) \
		$(find doc -name '*.md' | sort)
fi
for f in "$@"; do
	case $f in src/abitrace.h) continue ;; esac
	perl -pi -e "
		s/\\bc->tcp->($F)\\b/c->call->\$1/g;
		s/\\btcp->($F)\\b/tcp->call.\$1/g;
		s/\\btcb\\.($F)\\b/tcb.call.\$1/g;
		s/\\b(\\w+)->flags \\|= TCB_LINE_OPEN\\b/\$1->out->line_open = true/g;
		s/\\b(\\w+)->flags &= ~TCB_LINE_OPEN\\b/\$1->out->line_open = false/g;
		s/\\b(\\w+)->flags & TCB_LINE_OPEN\\b/\$1->out->line_open/g;
	" "$f"
	# A backend's call events: the names its struct backend gives.
	case $f in src/output/*.c) ;; *) continue ;; esac
	ev='syscall_entry\|syscall_exit\|syscall_abandon\|signal\|exited\|message'
	for fn in $(sed -n "s/^[[:space:]]*\.\($ev\) = \([a-z_0-9]*\),.*/\2/p" "$f"); do
		perl -pi -e "s/^(static void $fn\\()struct tcb \\*/\\1const struct tcb */" "$f"
	done
done
# Other names of a struct tcb * in the files that use them so.
other() {
	file=$1; shift
	[ -f "$file" ] || return 0
	for v in "$@"; do
		perl -pi -e "s/\\b$v->($F)\\b/$v->call.\$1/g" "$file"
	done
}
other src/trace/process.c parent leader from
other src/notes/state.c parent
