/* seccomp-bpf: when only some syscalls are traced, a classic BPF filter
 * installed in the child before its execve returns SECCOMP_RET_TRACE
 * for those and SECCOMP_RET_ALLOW for the rest. The tracee then runs
 * with PTRACE_CONT and stops only at the calls we print, instead of
 * twice at every call.
 *
 * Syscalls that stop even when they are not in -e trace=SET (they are
 * then hidden, exactly as without the filter):
 *   execve, execveat   the trace starts at the program's first execve,
 *                      and an exec may change the personality;
 *   clone, clone3, fork, vfork
 *                      the parent's clone flags tell a new thread from
 *                      a new process without reading /proc;
 *   memory-class calls (with -k only)
 *                      the unwinder caches each process's mappings;
 *   seccomp, and prctl(PR_SET_SECCOMP) (only that option, tested on
 *   the low word of the first argument)
 *                      a filter of the program's own can refuse calls
 *                      before ours is asked: from its install on, the
 *                      thread is stepped instead (ownfilter.c).
 * Threads and children inherit the filter, and a SECCOMP_RET_TRACE
 * call in a process that is not traced fails with ENOSYS: without -f
 * they are followed silently (seccomp_prepare, loop.c).
 * The notes engine's trackers (closed fds, inotify watches, owners) see
 * only what stops: with a narrowed set they know less, never wrongly
 * (bad-fd needs the EBADF it predicts; mappings are read from /proc).
 *
 * The program, per personality (seccomp_data.arch, then the x32 bit of
 * the number): numbers past the table follow the "unknown" rule of the
 * filter; the others are tested against a bitmap, one 32-bit word per
 * 32 numbers, with JSET on the mask 1 << (nr & 31). Every conditional
 * jump is local to its personality's block, so offsets stay within 8
 * bits; blocks are reached with BPF_JA, which has a 32-bit offset. */
#include "abitrace.h"
#include "unwind/stacktrace.h"
#include "decode/filter.h"
#include "trace/trace.h"
#include "trace/seccomp.h"
#include "trace/ownfilter.h"
#include "notes/notes.h"
#include "decode/decode.h"

#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#define MAX_LABELS 512
#define L_NEXT 0	/* the label of the next instruction */
#define MAX_FIXUPS 1024

static struct sock_filter prog[BPF_MAXINSNS];
static unsigned prog_len;
static bool prog_bad;		/* did not fit; no filter */

/* Forward jumps name a label; resolve() turns them into offsets. */
static unsigned label_pos[MAX_LABELS];
static unsigned nlabels = 1;	/* 0 is L_NEXT */
static struct {
	unsigned at;
	unsigned label;
	unsigned char field;	/* 0: jt, 1: jf, 2: k (BPF_JA) */
} fixups[MAX_FIXUPS];
static unsigned nfixups;

int seccomp_parse_option(const char *arg)
{
	if (!arg || !strcmp(arg, "always"))
		return SECCOMP_ALWAYS;
	if (!strcmp(arg, "auto"))
		return SECCOMP_AUTO;
	if (!strcmp(arg, "never"))
		return SECCOMP_NEVER;
	die("invalid --seccomp-bpf value '%s' (never, auto, always)",
		    arg);
}

unsigned seccomp_prog_len(void)
{
	return prog_bad ? 0 : prog_len;
}

bool seccomp_is_ours(const struct sock_filter *p, unsigned len)
{
	return !prog_bad && prog_len && len == prog_len &&
	       !memcmp(p, prog, len * sizeof(*p));
}

static unsigned new_label(void)
{
	if (nlabels == MAX_LABELS) {
		prog_bad = true;
		return 0;
	}
	return nlabels++;
}

static void bind(unsigned label)
{
	label_pos[label] = prog_len;
}

static void emit(uint16_t code, uint8_t jt, uint8_t jf, uint32_t k)
{
	if (prog_len == BPF_MAXINSNS) {
		prog_bad = true;
		return;
	}
	prog[prog_len++] = (struct sock_filter){ code, jt, jf, k };
}

static void fixup(unsigned at, unsigned label, unsigned char field)
{
	if (nfixups == MAX_FIXUPS) {
		prog_bad = true;
		return;
	}
	fixups[nfixups].at = at;
	fixups[nfixups].label = label;
	fixups[nfixups].field = field;
	nfixups++;
}

/* A conditional jump to two labels. */
static void emit_jcond(uint16_t op, uint32_t k, unsigned jt, unsigned jf)
{
	fixup(prog_len, jt, 0);
	fixup(prog_len, jf, 1);
	emit(BPF_JMP | op | BPF_K, 0, 0, k);
}

static void emit_ja(unsigned label)
{
	fixup(prog_len, label, 2);
	emit(BPF_JMP | BPF_JA, 0, 0, 0);
}

static void emit_ret(uint32_t action)
{
	emit(BPF_RET | BPF_K, 0, 0, action);
}

static bool resolve(void)
{
	for (unsigned i = 0; i < nfixups && !prog_bad; i++) {
		unsigned at = fixups[i].at;
		unsigned label = fixups[i].label;
		unsigned off = label == L_NEXT ? 0 : label_pos[label] - (at + 1);

		if (fixups[i].field == 2)
			prog[at].k = off;
		else if (off > 255)
			prog_bad = true;
		else if (fixups[i].field == 0)
			prog[at].jt = (uint8_t)off;
		else
			prog[at].jf = (uint8_t)off;
	}
	return !prog_bad;
}

/* Whether number nr of personality p must stop the tracee. */
static bool nr_wanted(unsigned p, unsigned nr)
{
	const struct sysent_table *t = personalities[p].table;
	const struct sysdesc *sd = nr < t->size ? t->ent[nr] : NULL;

	if (filter_nr_traced(p, nr))
		return true;
	if (!sd)
		return false;
	/* The trace starts at the launched program's execve; a filter
	 * of the program's own changes how it must be traced. */
	if (sd_traits(sd) & (SDT_EXEC | SDT_SECCOMP))
		return true;
	/* i386 socketcall/ipc are shown as the call they carry, and that
	 * decides whether they are shown. */
	if (demux_traced(sd))
		return true;
	/* -k keeps a cache of each process's mappings: it must see every
	 * call that changes them. */
	if (stacktrace_needs_syscall(sd))
		return true;
	/* Without -f the program's children are followed silently, and
	 * a ptrace call that fails because we hold its target is shown
	 * as such (loop.c): ptrace is rare, its stops cost nothing
	 * else. */
	if (!trace.cfg->follow_forks && seccomp_is_ptrace(sd))
		return true;
	return sd_traits(sd) & SDT_FORK;
}

bool seccomp_is_ptrace(const struct sysdesc *sd)
{
	return sd && !strcmp(sd->name, "ptrace");
}

static uint32_t bitmap_word(unsigned p, unsigned w)
{
	unsigned size = personalities[p].table->size;
	uint32_t bits = 0;

	for (unsigned b = 0; b < 32; b++) {
		unsigned nr = w * 32 + b;

		/* Past the table the bit is never tested: copy the
		 * unknown rule so that whole words stay uniform. */
		if (nr < size ? nr_wanted(p, nr) : filter_nr_traced(p, size))
			bits |= 1u << b;
	}
	return bits;
}

/* prctl's number in personality p when the filter must look at its
 * option (prctl itself is not traced), else -1. */
static int prctl_cond_nr(unsigned p)
{
	const struct sysent_table *t = personalities[p].table;

	for (unsigned nr = 0; nr < t->size; nr++)
		if (sd_traits(t->ent[nr]) & SDT_PRCTL)
			return nr_wanted(p, nr) ? -1 : (int)nr;
	return -1;
}

/* The low half of args[0], whatever the byte order. */
#define ARG0_LO (offsetof(struct seccomp_data, args[0]) + \
		 (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ ? 4 : 0))

/* prctl(PR_SET_SECCOMP) stops, other prctl options do not. */
static void emit_prctl_cond(unsigned p, int nr, unsigned l_trace,
			    unsigned l_allow)
{
	emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, nr));
	if (personalities[p].nr_bit)
		emit(BPF_ALU | BPF_AND | BPF_K, 0, 0,
		     ~(uint32_t)personalities[p].nr_bit);
	emit_jcond(BPF_JEQ, (uint32_t)nr, L_NEXT, l_allow);
	emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, ARG0_LO);
	emit_jcond(BPF_JEQ, PR_SET_SECCOMP, l_trace, l_allow);
}

/* The block of one personality: A = number, X = 1 << (number & 31),
 * then a chain of compares picks the word to test. The word that holds
 * prctl, when prctl is not traced, sends what it allows to a test of
 * prctl's option instead: other calls pay nothing for it. */
static void emit_block(unsigned p, unsigned l_trace, unsigned l_allow)
{
	unsigned size = personalities[p].table->size;
	unsigned nwords = (size + 31) / 32;
	unsigned l_word[MAX_LABELS / 4];
	int prctl_nr = prctl_cond_nr(p);
	unsigned l_cond = prctl_nr >= 0 ? new_label() : l_allow;
	unsigned cond_w = prctl_nr >= 0 ? (unsigned)prctl_nr / 32 : nwords;

	if (nwords > ARRAY_SIZE(l_word) || nwords == 0) {
		prog_bad = true;
		return;
	}
	emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, nr));
	if (personalities[p].nr_bit)
		emit(BPF_ALU | BPF_AND | BPF_K, 0, 0,
		     ~(uint32_t)personalities[p].nr_bit);
	emit_jcond(BPF_JGE, size, filter_nr_traced(p, size) ? l_trace :
		   l_allow, L_NEXT);
	emit(BPF_ST, 0, 0, 0);
	emit(BPF_ALU | BPF_AND | BPF_K, 0, 0, 31);
	emit(BPF_MISC | BPF_TAX, 0, 0, 0);
	emit(BPF_LD | BPF_IMM, 0, 0, 1);
	emit(BPF_ALU | BPF_LSH | BPF_X, 0, 0, 0);
	emit(BPF_MISC | BPF_TAX, 0, 0, 0);
	emit(BPF_LD | BPF_MEM, 0, 0, 0);
	/* Uniform words jump straight to their verdict. */
	for (unsigned w = 0; w < nwords; w++) {
		uint32_t bits = bitmap_word(p, w);
		unsigned allow = w == cond_w ? l_cond : l_allow;

		l_word[w] = bits == 0 ? allow :
			    bits == ~(uint32_t)0 ? l_trace : new_label();
	}
	for (unsigned w = 0; w + 1 < nwords; w++)
		emit_jcond(BPF_JGE, (w + 1) * 32, L_NEXT, l_word[w]);
	emit_ja(l_word[nwords - 1]);
	for (unsigned w = 0; w < nwords; w++) {
		if (l_word[w] == l_allow || l_word[w] == l_trace ||
		    l_word[w] == l_cond)
			continue;
		bind(l_word[w]);
		emit(BPF_MISC | BPF_TXA, 0, 0, 0);
		emit_jcond(BPF_JSET, bitmap_word(p, w), l_trace,
			   w == cond_w ? l_cond : l_allow);
	}
	if (prctl_nr >= 0) {
		bind(l_cond);
		emit_prctl_cond(p, prctl_nr, l_trace, l_allow);
	}
	bind(l_trace);
	emit_ret(SECCOMP_RET_TRACE);
	bind(l_allow);
	emit_ret(SECCOMP_RET_ALLOW);
}

static bool first_of_arch(unsigned p)
{
	for (unsigned q = 0; q < p; q++)
		if (personalities[q].audit_arch == personalities[p].audit_arch)
			return false;
	return true;
}

/* A holds the number: personalities of this arch that mark their
 * numbers with a bit are tested first, the plain one last. */
static void emit_bit_dispatch(uint32_t arch, const unsigned *l_pers)
{
	for (unsigned p = 0; p < npersonalities; p++) {
		if (personalities[p].audit_arch != arch ||
		    !personalities[p].nr_bit)
			continue;
		emit(BPF_JMP | BPF_JSET | BPF_K, 0, 1,
		     (uint32_t)personalities[p].nr_bit);
		emit_ja(l_pers[p]);
	}
	for (unsigned p = 0; p < npersonalities; p++) {
		if (personalities[p].audit_arch == arch &&
		    !personalities[p].nr_bit) {
			emit_ja(l_pers[p]);
			return;
		}
	}
	emit_ret(SECCOMP_RET_TRACE);
}

/* Jumps to the block of each personality: first on the audit arch,
 * then on the ABI bit of the number. */
static void emit_dispatch(const unsigned *l_pers)
{
	unsigned l_arch[8];

	emit(BPF_LD | BPF_W | BPF_ABS, 0, 0,
	     offsetof(struct seccomp_data, arch));
	for (unsigned p = 0; p < npersonalities; p++) {
		l_arch[p] = new_label();
		if (first_of_arch(p)) {
			emit(BPF_JMP | BPF_JEQ | BPF_K, 0, 1,
			     personalities[p].audit_arch);
			emit_ja(l_arch[p]);
		}
	}
	/* An ABI we have no table for: stop, as we would without a
	 * filter, and let the tracer show what it can. */
	emit_ret(SECCOMP_RET_TRACE);
	for (unsigned p = 0; p < npersonalities; p++) {
		if (!first_of_arch(p))
			continue;
		bind(l_arch[p]);
		emit(BPF_LD | BPF_W | BPF_ABS, 0, 0,
		     offsetof(struct seccomp_data, nr));
		emit_bit_dispatch(personalities[p].audit_arch, l_pers);
	}
}

static bool build(void)
{
	unsigned l_pers[8];

	if (npersonalities > ARRAY_SIZE(l_pers))
		return false;
	for (unsigned p = 0; p < npersonalities; p++)
		l_pers[p] = new_label();
	emit_dispatch(l_pers);
	for (unsigned p = 0; p < npersonalities; p++) {
		unsigned l_trace = new_label(), l_allow = new_label();

		bind(l_pers[p]);
		emit_block(p, l_trace, l_allow);
	}
	return resolve();
}

bool seccomp_prepare(const char *path)
{
	bool launching = path != NULL;

	if (trace.cfg->seccomp == SECCOMP_NEVER)
		return false;
	if (trace.cfg->seccomp == SECCOMP_AUTO && filter_is_everything())
		return false;
	/* -D's program outlives its tracer: strace -D's keeps running
	 * when strace is killed, and nothing kills it unless asked
	 * (--kill-on-exit). Under our filter it could not (a traced call
	 * of an untraced process fails with ENOSYS, so the filter implies
	 * --kill-on-exit): with -D the filter is used only when asked for
	 * (--seccomp-bpf, with --kill-on-exit implied, as strace 7.2's). */
	if (trace.cfg->seccomp == SECCOMP_AUTO && trace.cfg->daemonize)
		return false;
	/* The ABI report and the seccomp profile need every call. */
	if (abi_wanted()) {
		if (trace.cfg->seccomp == SECCOMP_ALWAYS &&
		    trace.cfg->qflag == 0)
			fprintf(stderr, "%s: --seccomp-bpf is not used with "
				"--abi-report, --lint or --seccomp-profile, "
				"which count every call: tracing every "
				"syscall\n", progname);
		return false;
	}
	/* Every thread and child inherits the filter, and a call it
	 * sends to a tracer fails with ENOSYS in a process nobody traces
	 * (seccomp(2), SECCOMP_RET_TRACE). Without -f they are therefore
	 * followed silently (loop.c): attached, never shown. Unless the
	 * user wants them free of us (--no-silent-follow: a debugger may
	 * want one), or the tracees are to be let go while they run (-I
	 * anywhere; -b and --syscall-limit turned the filter off), or
	 * ptrace is traced: such a program likely traces its children
	 * itself (a debugger, a tracer, its tests), which a followed
	 * child refuses (EPERM), and under a tracer of its own a child's
	 * filtered call fails with ENOSYS all the same. */
	if (!trace.cfg->follow_forks &&
	    (trace.cfg->no_silent_follow || trace.cfg->interruptible == 1 ||
	     filter_nr_traced(0, SYS_ptrace))) {
		if (trace.cfg->seccomp == SECCOMP_ALWAYS &&
		    trace.cfg->qflag == 0)
			fprintf(stderr, "%s: --seccomp-bpf is not used "
				"without -f with %s: the program's children "
				"would inherit the filter: tracing every "
				"syscall\n", progname,
				trace.cfg->no_silent_follow ?
				"--no-silent-follow" :
				trace.cfg->interruptible == 1 ? "-I1" :
				"ptrace traced (the program may trace its "
				"children)");
		return false;
	}
	if (!launching) {
		/* The filter can only be installed by the process itself,
		 * before it runs the program. */
		if (trace.cfg->seccomp == SECCOMP_ALWAYS &&
		    trace.cfg->qflag == 0)
			fprintf(stderr, "%s: --seccomp-bpf is not used with -p: "
				"tracing every syscall\n", progname);
		return false;
	}
	/* A program that calls ptrace() likely traces its own children
	 * (a debugger, a tracer, a crash handler, their tests): a child
	 * we follow refuses its PTRACE_TRACEME, or its parent's attach,
	 * with EPERM; and a child we let go keeps our filter, whose calls
	 * then fail with ENOSYS under any tracer but one that asked for
	 * seccomp stops (PTRACE_O_TRACESECCOMP). So such a program is
	 * traced the old way, as with --no-silent-follow. So is one that
	 * imports syscall(), which makes any call by number: test programs
	 * and interpreters (perl's syscall, python's ctypes) reach ptrace
	 * that way, and the import is all the file can say. So is one that
	 * calls clone(): its CLONE_PTRACE children are handed to us, and
	 * without -f they are let go with "Detached unknown pid", as
	 * strace does, where a silent follow would keep them unseen.
	 * A program that
	 * only gets there later (a script running gdb, a static program
	 * without symbols) is told about at its ptrace call (loop.c). */
	if (!trace.cfg->follow_forks &&
	    (elf_names_function(path, "ptrace") == 1 ||
	     elf_names_function(path, "syscall") == 1 ||
	     elf_names_function(path, "clone") == 1)) {
		debug_msg("%s calls ptrace(), syscall() or clone(): no "
			  "seccomp filter", path);
		if (trace.cfg->seccomp == SECCOMP_ALWAYS &&
		    trace.cfg->qflag == 0)
			fprintf(stderr, "%s: --seccomp-bpf is not used "
				"without -f for a program that calls ptrace, "
				"syscall() or clone() (%s), which may trace "
				"its children: tracing every syscall\n", progname,
				path);
		return false;
	}
	/* The program would inherit abitrace's own filter, which can
	 * refuse calls before ours is asked (ownfilter.c): step. */
	if (ownfilter_tracer_filtered()) {
		if (trace.cfg->qflag == 0)
			fprintf(stderr, "%s: abitrace itself runs under a "
				"seccomp filter, which the program inherits: "
				"tracing every syscall\n", progname);
		return false;
	}
	if (!prog_len && !build()) {
		fprintf(stderr, "%s: seccomp filter too large: tracing "
			"every syscall\n", progname);
		return false;
	}
	if (prog_bad)
		return false;
	trace.silent_follow = !trace.cfg->follow_forks;
	return true;
}

static int set_filter(const struct sock_fprog *fp)
{
	if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, fp) == 0)
		return 0;
	if (errno != ENOSYS)
		return -1;
	return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, fp, 0, 0);
}

void seccomp_install(void)
{
	struct sock_fprog fp = { .len = (unsigned short)prog_len,
				 .filter = prog };

	if (!prog_len || prog_bad)
		return;
	if (set_filter(&fp) == 0)
		return;
	/* Without CAP_SYS_ADMIN the kernel wants no_new_privs, which
	 * also keeps set-user-ID programs from gaining privileges: only
	 * ask for it when needed. */
	if (errno == EACCES && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 &&
	    set_filter(&fp) == 0)
		return;
	fprintf(stderr, "%s: cannot install seccomp filter: %s: tracing "
		"every syscall\n", progname, strerror(errno));
}
