/* Signal-delivery lines: "--- SIGCHLD {si_signo=SIGCHLD, ...} ---". */
#include "printers.h"
#include "output/output.h"
#include "decode/decode.h"

#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>

/* The si_code names of the signals that have their own, from 1 (0 is
 * SI_USER). SEGV_CPERR (6.6) is named as strace 7.2 does (6.1 left it a
 * number). */
static const char *const cld_codes[] = { NULL, "CLD_EXITED",
	"CLD_KILLED", "CLD_DUMPED", "CLD_TRAPPED", "CLD_STOPPED",
	"CLD_CONTINUED" };
static const char *const segv_codes[] = { NULL, "SEGV_MAPERR",
	"SEGV_ACCERR", "SEGV_BNDERR", "SEGV_PKUERR", "SEGV_ACCADI",
	"SEGV_ADIDERR", "SEGV_ADIPERR", "SEGV_MTEAERR", "SEGV_MTESERR",
	"SEGV_CPERR" };
static const char *const bus_codes[] = { NULL, "BUS_ADRALN",
	"BUS_ADRERR", "BUS_OBJERR", "BUS_MCEERR_AR", "BUS_MCEERR_AO" };
static const char *const ill_codes[] = { NULL, "ILL_ILLOPC",
	"ILL_ILLOPN", "ILL_ILLADR", "ILL_ILLTRP", "ILL_PRVOPC",
	"ILL_PRVREG", "ILL_COPROC", "ILL_BADSTK", "ILL_BADIADDR" };
static const char *const fpe_codes[] = { NULL, "FPE_INTDIV",
	"FPE_INTOVF", "FPE_FLTDIV", "FPE_FLTOVF", "FPE_FLTUND",
	"FPE_FLTRES", "FPE_FLTINV", "FPE_FLTSUB", "FPE_FLTUNK",
	"FPE_CONDTRAP" };
static const char *const trap_codes[] = { NULL, "TRAP_BRKPT",
	"TRAP_TRACE", "TRAP_BRANCH", "TRAP_HWBKPT", "TRAP_UNK",
	"TRAP_PERF" };
static const char *const poll_codes[] = { NULL, "POLL_IN", "POLL_OUT",
	"POLL_MSG", "POLL_ERR", "POLL_PRI", "POLL_HUP" };
static const char *const sys_codes[] = { NULL, "SYS_SECCOMP" };
#define SIG_CODES(s, t) { s, t, ARRAY_SIZE(t) }
static const struct {
	int sig;
	const char *const *names;
	unsigned n;
} sig_codes[] = {
	SIG_CODES(SIGCHLD, cld_codes), SIG_CODES(SIGSEGV, segv_codes),
	SIG_CODES(SIGBUS, bus_codes), SIG_CODES(SIGILL, ill_codes),
	SIG_CODES(SIGFPE, fpe_codes), SIG_CODES(SIGTRAP, trap_codes),
	SIG_CODES(SIGPOLL, poll_codes), SIG_CODES(SIGSYS, sys_codes),
};

static const char *code_name(int sig, int code)
{
	switch (code) {
	case SI_USER: return "SI_USER";
	case SI_KERNEL: return "SI_KERNEL";
	case SI_QUEUE: return "SI_QUEUE";
	case SI_TIMER: return "SI_TIMER";
	case SI_MESGQ: return "SI_MESGQ";
	case SI_ASYNCIO: return "SI_ASYNCIO";
	case SI_SIGIO: return "SI_SIGIO";
	case SI_TKILL: return "SI_TKILL";
	case -7: return "SI_DETHREAD";
	}
	if (code <= 0)
		return NULL;
	for (unsigned i = 0; i < ARRAY_SIZE(sig_codes); i++)
		if (sig_codes[i].sig == sig)
			return (unsigned)code < sig_codes[i].n ?
			       sig_codes[i].names[code] : NULL;
	return NULL;
}

#define KERNEL_NSIG 64

/* Bit n-1 of the set is signal n. A set with two thirds of the bits
 * or more is easier to read as what it lacks: "~[INT]" (strace's rule,
 * measured with strace 6.1: 41 of 64 bits are listed, 42 inverted). */
/* Walks the set bits a byte at a time: most sets are empty, one or two
 * signals, or all but one or two, and a bit-by-bit walk of 64 bits
 * twice cost more than the rest of an rt_sigprocmask line. */
static void print_sigset_bits(const struct pctx *c, const uint8_t *b,
			      size_t len)
{
	size_t on = 0, i;
	bool invert;

	for (i = 0; i < len; i++)
		on += (size_t)__builtin_popcount(b[i]);
	invert = on >= len * 8 * 2 / 3;
	v_array_begin_sep(c, invert ? "~[" : "[", " ");
	if (invert)
		v_mark(c, VF_INVERTED);
	for (i = 0; i < len; i++) {
		unsigned byte = invert ? (uint8_t)~b[i] : b[i];

		while (byte) {
			int bit = __builtin_ctz(byte);

			byte &= byte - 1;
			int sig = (int)(i * 8) + bit + 1;
			struct vstyle st;

			v_elem(c);
			/* -X raw: the number; verbose: both. */
			v_style_begin(c, &st);
			v_sig_short(c, sig, false);
			v_style_end(c, &st, (uint64_t)sig, VS_DEC);
		}
	}
	v_array_end(c);
}

void print_sigset_at(const struct pctx *c, uint64_t addr, uint64_t len)
{
	uint8_t buf[KERNEL_NSIG / 8];

	if (!addr) {
		v_addr(c, 0);
		return;
	}
	/* The kernel rejects any other size with EINVAL; a set shorter
	 * than a word, or not made of words, is shown as its address,
	 * as strace does. */
	if (len > sizeof(buf) || len < abi_word(c) || len % abi_word(c) ||
	    umove(c, addr, len, buf) < 0) {
		v_addr(c, addr);
		return;
	}
	print_sigset_bits(c, buf, len);
}

int print_sigset_in(const struct pctx *c, uint64_t addr, uint64_t size)
{
	print_sigset_at(c, addr, size);
	return PRINT_OK;
}

/* A set the kernel wrote: rt_sigpending writes as many bytes as the
 * size asks for, up to its own, so a shorter set is shown too. */
int print_sigset_out(const struct pctx *c, uint64_t addr, uint64_t size)
{
	uint8_t buf[KERNEL_NSIG / 8];

	if (!addr || !size || size > sizeof(buf) ||
	    umove(c, addr, size, buf) < 0)
		return v_addr(c, addr);
	print_sigset_bits(c, buf, size);
	return PRINT_OK;
}

static void print_handler(const struct pctx *c, uint64_t handler)
{
	if (handler == 0)
		v_const(c, 0, "SIG_DFL");
	else if (handler == 1)
		v_const(c, 1, "SIG_IGN");
	else
		v_addr(c, handler);
}

/* The fields of either sigaction layout, read into words. */
struct ksigaction {
	uint64_t handler, flags, restorer;
	uint8_t mask[8];
	size_t masklen;
};

static void print_ksigaction(const struct pctx *c, const struct ksigaction *k)
{
	v_struct_begin(c);
	v_field(c, "sa_handler");
	print_handler(c, k->handler);
	v_field(c, "sa_mask");
	print_sigset_bits(c, k->mask, k->masklen);
	v_field(c, "sa_flags");
	v_flags(c, &xlat_sa_flags, k->flags, "SA_???");
	if (k->flags & 0x04000000) {
		v_field(c, "sa_restorer");
		v_addr(c, k->restorer);
	}
	v_struct_end(c);
}

/* The kernel's struct sigaction (not glibc's): handler, flags, restorer,
 * then the mask; every field but the mask is a word of the tracee. */
int print_sigaction_in(const struct pctx *c, uint64_t addr)
{
	size_t w = abi_word(c);
	uint8_t buf[3 * 8 + 8];
	struct ksigaction k = { 0, 0, 0, { 0 }, 8 };

	if (!addr)
		return v_addr(c, 0);
	if (umove(c, addr, 3 * w + 8, buf) < 0)
		return v_addr(c, addr);
	memcpy(&k.handler, buf, w);
	memcpy(&k.flags, buf + w, w);
	memcpy(&k.restorer, buf + 2 * w, w);
	memcpy(k.mask, buf + 3 * w, 8);
	print_ksigaction(c, &k);
	return PRINT_OK;
}

/* struct old_sigaction of sigaction(2): handler, a one-word mask,
 * flags, restorer. */
int print_old_sigaction_in(const struct pctx *c, uint64_t addr)
{
	size_t w = abi_word(c);
	uint8_t buf[4 * 8];
	struct ksigaction k = { 0, 0, 0, { 0 }, 0 };

	if (!addr)
		return v_addr(c, 0);
	if (umove(c, addr, 4 * w, buf) < 0)
		return v_addr(c, addr);
	memcpy(&k.handler, buf, w);
	memcpy(k.mask, buf + w, w);
	k.masklen = w;
	memcpy(&k.flags, buf + 2 * w, w);
	memcpy(&k.restorer, buf + 3 * w, w);
	print_ksigaction(c, &k);
	return PRINT_OK;
}

static void print_value(const struct pctx *c, const siginfo_t *si)
{
	v_field(c, "si_int");
	v_int(c, si->si_int);
	v_field(c, "si_ptr");
	v_addr(c, (uint64_t)(uintptr_t)si->si_ptr);
}

static void print_fault(const struct pctx *c, const siginfo_t *si)
{
	v_field(c, "si_addr");
	v_addr(c, (uint64_t)(uintptr_t)si->si_addr);
}

/* The fields some fault codes add after si_addr (sigaction(2)): the
 * granularity of a memory error, the bounds of an MPX violation, the
 * protection key of a pkey fault. Offsets are the kernel's union. */
static void print_fault_extra(const struct pctx *c, const siginfo_t *si)
{
	int sig = si->si_signo, code = si->si_code;
	const unsigned char *u = (const unsigned char *)si +
		offsetof(siginfo_t, si_addr) + sizeof(void *);
	uint64_t lo, up;
	uint32_t pkey;
	short lsb;

	/* siginfo_from_compat() does not carry a 32-bit tracee's union. */
	if (c->compat)
		return;
	if (sig == SIGBUS && (code == BUS_MCEERR_AR || code == BUS_MCEERR_AO)) {
		memcpy(&lsb, u, sizeof(lsb));
		v_field(c, "si_addr_lsb");
		v_hex(c, (unsigned short)lsb);
		return;
	}
	if (sig != SIGSEGV)
		return;
	/* After the short addr_lsb, aligned to a pointer. */
	u += sizeof(void *);
	if (code == SEGV_BNDERR) {
		memcpy(&lo, u, sizeof(lo));
		memcpy(&up, u + sizeof(void *), sizeof(up));
		v_field(c, "si_lower");
		v_addr(c, lo);
		v_field(c, "si_upper");
		v_addr(c, up);
	} else if (code == SEGV_PKUERR) {
		memcpy(&pkey, u, sizeof(pkey));
		v_field(c, "si_pkey");
		v_uint(c, pkey);
	}
}

static void print_band_fd(const struct pctx *c, const siginfo_t *si)
{
	v_field(c, "si_band");
	v_int(c, (long)si->si_band);
	v_field(c, "si_fd");
	v_fd(c, si->si_fd);
}

/* SIGSYS's si_syscall: __NR_name when si_arch is the tracee's own ABI. */
static void print_sys_nr(const struct pctx *c, const siginfo_t *si)
{
	const struct sysdesc *sd = NULL;

	if (c->pers && c->pers->audit_arch == si->si_arch)
		sd = syscall_desc(c->tcp->pers, (unsigned)si->si_syscall);
	if (sd && sd->name)
		v_namef(c, VS_DEC, (unsigned)si->si_syscall, "__NR_%s",
			sd->name);
	else
		v_uint(c, (unsigned)si->si_syscall);
}

/* A clock_t count of ticks (si_utime, si_stime), with the seconds it
 * means beside it when it is not 0, as strace shows them. The tick
 * rate is the tracer's: the same kernel's USER_HZ. */
static void print_ticks(const struct pctx *c, uint64_t ticks)
{
	static long hz;

	v_uint(c, ticks);
	if (!ticks)
		return;
	if (!hz)
		hz = sysconf(_SC_CLK_TCK);
	if (hz <= 0 || hz > 1000000)
		return;
	v_textf(c, " /* %llu.%02llu s */",
		(unsigned long long)(ticks / (uint64_t)hz),
		(unsigned long long)(ticks % (uint64_t)hz * 100 /
				     (uint64_t)hz));
}

static void print_pid_uid(const struct pctx *c, const siginfo_t *si)
{
	v_field(c, "si_pid");
	v_pid(c, si->si_pid);
	v_field(c, "si_uid");
	/* -1 ("no user") as ids are shown elsewhere. */
	if (si->si_uid == (uid_t)-1)
		v_int(c, -1);
	else
		v_uint(c, si->si_uid);
}

void print_siginfo(const struct pctx *c, const siginfo_t *si)
{
	int sig = si->si_signo, code = si->si_code;
	const char *cn = code_name(sig, code);

	v_struct_begin(c);
	v_field(c, "si_signo");
	v_sig(c, sig);
	v_field(c, "si_code");
	if (cn) {
		struct vstyle st;

		v_style_begin(c, &st);
		v_const(c, (uint64_t)(int64_t)code, cn);
		/* -X raw / verbose show the code's bits in hex. */
		v_style_end(c, &st, (uint64_t)(uint32_t)code, VS_HEX);
	} else {
		/* A code nobody defined: its bits, in hex as strace. */
		v_hex(c, (unsigned)code);
	}
	if (si->si_errno) {
		const char *en = errno_name(si->si_errno);

		v_field(c, "si_errno");
		if (en) {
			struct vstyle st;

			v_style_begin(c, &st);
			v_const(c, (uint64_t)(int64_t)si->si_errno, en);
			v_style_end(c, &st, (uint64_t)(int64_t)si->si_errno,
				    VS_DEC);
		} else
			v_uint(c, (unsigned)si->si_errno);
	}

	if (code <= 0 || (code == SI_KERNEL && sig != SIGSEGV && sig != SIGBUS)) {
		switch (code) {
		case SI_TIMER:
			v_field(c, "si_timerid");
			v_hex(c, (unsigned)si->si_timerid);
			v_field(c, "si_overrun");
			v_int(c, si->si_overrun);
			print_value(c, si);
			break;
		case SI_KERNEL:
			break;
		case SI_SIGIO:
			/* Queued by the kernel for an fd's I/O readiness
			 * (F_SETSIG): the poll union. */
			print_band_fd(c, si);
			break;
		default:
			print_pid_uid(c, si);
			/* Only the codes that carry a sigval: an unknown
			 * negative code shows what every one has. */
			if (code < 0 && code != SI_TKILL && cn)
				print_value(c, si);
		}
		v_struct_end(c);
		return;
	}
	switch (sig) {
	case SIGCHLD:
		print_pid_uid(c, si);
		v_field(c, "si_status");
		if (code == CLD_EXITED)
			v_int(c, si->si_status);
		else
			v_sig(c, si->si_status);
		v_field(c, "si_utime");
		print_ticks(c, (uint64_t)si->si_utime);
		v_field(c, "si_stime");
		print_ticks(c, (uint64_t)si->si_stime);
		break;
	case SIGILL: case SIGFPE: case SIGSEGV: case SIGBUS: case SIGTRAP:
		print_fault(c, si);
		print_fault_extra(c, si);
		break;
	case SIGPOLL:
		print_band_fd(c, si);
		break;
	case SIGSYS:
		v_field(c, "si_call_addr");
		v_addr(c, (uint64_t)(uintptr_t)si->si_call_addr);
		v_field(c, "si_syscall");
		print_sys_nr(c, si);
		v_field(c, "si_arch");
		v_enum(c, &xlat_audit_arch, si->si_arch, "AUDIT_ARCH_???");
		break;
	default:
		print_pid_uid(c, si);
	}
	v_struct_end(c);
}

/* sigreturn and rt_sigreturn have no arguments; what they restore is
 * the signal mask saved in the frame at the stack pointer, at an offset
 * that is a fact of the personality (src/arch/). Frames whose layout is
 * not known are shown as nothing. */
static int sigreturn_frame(const struct pctx *c, bool rt)
{
	const struct personality *pers = c->pers;
	uint64_t sp = c->compat ? (uint32_t)c->tcp->regs.sp : c->tcp->regs.sp;
	unsigned off = rt ? pers->rt_sigframe_mask : pers->sigframe_mask;
	uint32_t m[2];

	if (!off)
		return PRINT_SKIP;
	v_struct_begin(c);
	v_field(c, "mask");
	if (rt || !pers->sigframe_mask_hi)
		print_sigset_at(c, sp + off, 8);
	else if (umove(c, sp + off, 4, &m[0]) < 0 ||
		 umove(c, sp + pers->sigframe_mask_hi, 4, &m[1]) < 0)
		v_addr(c, sp);
	else
		print_sigset_bits(c, (const uint8_t *)m, 8);
	v_struct_end(c);
	return PRINT_OK;
}

int print_sigreturn_frame(const struct pctx *c, uint64_t v)
{
	(void)v;
	return sigreturn_frame(c, false);
}

int print_rt_sigreturn_frame(const struct pctx *c, uint64_t v)
{
	(void)v;
	return sigreturn_frame(c, true);
}

/* restart_syscall takes no argument: it shows the call it resumes, the
 * thread's last one that ended with ERESTART_RESTARTBLOCK (unknown when
 * that call was not seen: attached in between, or a seccomp filter let
 * it run). */
int print_restart_resume(const struct pctx *c, uint64_t v)
{
	const struct sysdesc *sd = c->tcp->dec->interrupted_sd;

	(void)v;
	return v_textf(c, "<... resuming interrupted %s ...>",
		       sd && sd->name ? sd->name : "system call");
}

/* ---- siginfo_t passed to or filled by a call ------------------------ */

/* A 32-bit tracee's siginfo: the same three ints, then a union of
 * 32-bit words at offset 12. Rebuilt as the native siginfo_t that
 * print_siginfo() reads, field by field for the kind of signal. */
static void siginfo_from_compat(const int32_t *w, siginfo_t *si)
{
	const int32_t *u = w + 3;
	int sig = w[0], code = w[2];

	memset(si, 0, sizeof(*si));
	si->si_signo = sig;
	si->si_errno = w[1];
	si->si_code = code;
	if (code <= 0 || (code == SI_KERNEL && sig != SIGSEGV &&
			  sig != SIGBUS)) {
		if (code == SI_TIMER) {
			si->si_timerid = u[0];
			si->si_overrun = u[1];
		} else {
			si->si_pid = u[0];
			si->si_uid = (uint32_t)u[1];
		}
		si->si_value.sival_ptr = (void *)(uintptr_t)(uint32_t)u[2];
		return;
	}
	switch (sig) {
	case SIGCHLD:
		si->si_pid = u[0];
		si->si_uid = (uint32_t)u[1];
		si->si_status = u[2];
		si->si_utime = u[3];
		si->si_stime = u[4];
		break;
	case SIGILL: case SIGFPE: case SIGSEGV: case SIGBUS: case SIGTRAP:
		si->si_addr = (void *)(uintptr_t)(uint32_t)u[0];
		break;
	case SIGPOLL:
		si->si_band = u[0];
		si->si_fd = u[1];
		break;
	case SIGSYS:
		si->si_call_addr = (void *)(uintptr_t)(uint32_t)u[0];
		si->si_syscall = u[1];
		si->si_arch = (uint32_t)u[2];
		break;
	default:
		si->si_pid = u[0];
		si->si_uid = (uint32_t)u[1];
	}
}

int print_siginfo_in(const struct pctx *c, uint64_t addr)
{
	siginfo_t si;

	if (!addr)
		return v_addr(c, 0);
	if (c->compat) {
		int32_t w[32];

		if (!umove_or_addr(c, addr, sizeof(w), w))
			return PRINT_OK;
		siginfo_from_compat(w, &si);
	} else if (umove(c, addr, sizeof(si), &si) < 0) {
		return v_addr(c, addr);
	}
	/* waitid with WNOHANG and no child to report leaves it zeroed. */
	if (!si.si_signo) {
		v_struct_begin(c);
		v_struct_end(c);
		return PRINT_OK;
	}
	print_siginfo(c, &si);
	return PRINT_OK;
}

/* rt_sigtimedwait returns the signal (return type sig): "12 (SIGUSR2)". */
void ret_signal(const struct pctx *c, int64_t v, uint64_t u,
		const struct xlat *set)
{
	int sig = (int)v;

	v_int(c, sig);
	v_text(c, " (");
	v_sig(c, sig);
	v_putc(c, ')');
}

/* ---- sigaltstack -------------------------------------------------- */

/* stack_t: ss_sp, then the int ss_flags padded to a word, then ss_size:
 * three words of the tracee. */
int print_stack_in(const struct pctx *c, uint64_t addr)
{
	size_t w = abi_word(c);
	unsigned char b[3 * 8];
	uint64_t sp = 0, size = 0;
	uint32_t flags;

	if (!umove_or_addr(c, addr, 3 * w, b))
		return PRINT_OK;
	memcpy(&sp, b, w);
	memcpy(&flags, b + w, 4);
	memcpy(&size, b + 2 * w, w);
	v_struct_begin(c);
	v_field(c, "ss_sp");
	v_addr(c, sp);
	v_field(c, "ss_flags");
	v_flags(c, &xlat_ss_flags, flags, "SS_???");
	v_field(c, "ss_size");
	v_uint(c, size);
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- struct sigevent (timer_create, mq_notify) -------------------- */

#define SIGEV_SIGNAL_K 0
#define SIGEV_THREAD_K 2
#define SIGEV_THREAD_ID_K 4

/* sigev_value (a word), sigev_signo and sigev_notify (ints), then a
 * union: the thread id, or the function and attributes pointers. */
int print_sigevent_in(const struct pctx *c, uint64_t addr)
{
	size_t w = abi_word(c);
	unsigned char b[8 + 8 + 16];
	uint64_t value = 0, fn = 0, attr = 0;
	int32_t signo, notify, tid;

	if (!umove_or_addr(c, addr, 3 * w + 8, b))
		return PRINT_OK;
	memcpy(&value, b, w);
	memcpy(&signo, b + w, 4);
	memcpy(&notify, b + w + 4, 4);
	memcpy(&tid, b + w + 8, 4);
	memcpy(&fn, b + w + 8, w);
	memcpy(&attr, b + 2 * w + 8, w);
	v_struct_begin(c);
	if (value) {
		v_field(c, "sigev_value");
		v_struct_begin(c);
		v_field(c, "sival_int");
		v_int(c, (int)(uint32_t)value);
		v_field(c, "sival_ptr");
		v_addr(c, value);
		v_struct_end(c);
	}
	v_field(c, "sigev_signo");
	/* A number that names no signal is shown unsigned, as strace. */
	if ((notify == SIGEV_SIGNAL_K || notify == SIGEV_THREAD_K ||
	     notify == SIGEV_THREAD_ID_K) && sig_label(signo))
		v_sig(c, signo);
	else
		v_uint(c, (uint32_t)signo);
	v_field(c, "sigev_notify");
	v_enum(c, &xlat_sigev_notify, (uint32_t)notify, "SIGEV_???");
	if (notify == SIGEV_THREAD_ID_K) {
		v_field(c, "sigev_notify_thread_id");
		v_int(c, tid);
	} else if (notify == SIGEV_THREAD_K) {
		v_field(c, "sigev_notify_function");
		v_addr(c, fn);
		v_field(c, "sigev_notify_attributes");
		v_addr(c, attr);
	}
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- old one-word signal sets ------------------------------------- */

int print_old_sigset_in(const struct pctx *c, uint64_t addr)
{
	print_sigset_at(c, addr, abi_word(c));
	return PRINT_OK;
}

static void print_mask_word(const struct pctx *c, uint64_t v)
{
	uint8_t b[8];

	memcpy(b, &v, sizeof(b));
	print_sigset_bits(c, b, abi_word(c));
}

/* ssetmask returns the previous mask (return type sigmask):
 * "0x202 (old mask [INT USR1])". */
void ret_sigmask(const struct pctx *c, int64_t sv, uint64_t v,
		 const struct xlat *set)
{
	v_hex(c, v);
	v_text(c, " (old mask ");
	print_mask_word(c, v);
	v_putc(c, ')');
}

int print_old_sigmask(const struct pctx *c, uint64_t v)
{
	print_mask_word(c, v);
	return PRINT_OK;
}

/* ---- signal(2) ---------------------------------------------------- */

/* The previous handler (return type handler): "0 (SIG_DFL)",
 * "0x1 (SIG_IGN)" or the address. */
void ret_handler(const struct pctx *c, int64_t sv, uint64_t v,
		 const struct xlat *set)
{
	v_hex(c, v);
	if (v == 0)
		v_text(c, " (SIG_DFL)");
	else if (v == 1)
		v_text(c, " (SIG_IGN)");
}

int print_sighandler(const struct pctx *c, uint64_t h)
{
	if (h == (c->compat ? 0xffffffffull : ~0ull))
		return v_const(c, h, "SIG_ERR");
	print_handler(c, h);
	return PRINT_OK;
}
