/* Signal-delivery lines: "--- SIGCHLD {si_signo=SIGCHLD, ...} ---". */
#include "printers.h"
#include "trace/trace.h"
#include "output/output.h"

#include <signal.h>
#include <string.h>

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
	switch (sig) {
	case SIGCHLD: {
		static const char *const n[] = { NULL, "CLD_EXITED",
			"CLD_KILLED", "CLD_DUMPED", "CLD_TRAPPED",
			"CLD_STOPPED", "CLD_CONTINUED" };
		return code < 7 ? n[code] : NULL;
	}
	case SIGSEGV: {
		static const char *const n[] = { NULL, "SEGV_MAPERR",
			"SEGV_ACCERR", "SEGV_BNDERR", "SEGV_PKUERR",
			"SEGV_ACCADI", "SEGV_ADIDERR", "SEGV_ADIPERR",
			"SEGV_MTEAERR", "SEGV_MTESERR", "SEGV_CPERR" };
		return code < 11 ? n[code] : NULL;
	}
	case SIGBUS: {
		static const char *const n[] = { NULL, "BUS_ADRALN",
			"BUS_ADRERR", "BUS_OBJERR", "BUS_MCEERR_AR",
			"BUS_MCEERR_AO" };
		return code < 6 ? n[code] : NULL;
	}
	case SIGILL: {
		static const char *const n[] = { NULL, "ILL_ILLOPC",
			"ILL_ILLOPN", "ILL_ILLADR", "ILL_ILLTRP", "ILL_PRVOPC",
			"ILL_PRVREG", "ILL_COPROC", "ILL_BADSTK", "ILL_BADIADDR"
		};
		return code < 10 ? n[code] : NULL;
	}
	case SIGFPE: {
		static const char *const n[] = { NULL, "FPE_INTDIV",
			"FPE_INTOVF", "FPE_FLTDIV", "FPE_FLTOVF", "FPE_FLTUND",
			"FPE_FLTRES", "FPE_FLTINV", "FPE_FLTSUB", "FPE_FLTUNK",
			"FPE_CONDTRAP" };
		return code < 11 ? n[code] : NULL;
	}
	case SIGTRAP: {
		static const char *const n[] = { NULL, "TRAP_BRKPT",
			"TRAP_TRACE", "TRAP_BRANCH", "TRAP_HWBKPT",
			"TRAP_UNK", "TRAP_PERF" };
		return code < 7 ? n[code] : NULL;
	}
	case SIGPOLL: {
		static const char *const n[] = { NULL, "POLL_IN", "POLL_OUT",
			"POLL_MSG", "POLL_ERR", "POLL_PRI", "POLL_HUP" };
		return code < 7 ? n[code] : NULL;
	}
	case SIGSYS:
		return code == 1 ? "SYS_SECCOMP" : NULL;
	}
	return NULL;
}

#define KERNEL_NSIG 64

void v_sig_short(const struct pctx *c, int sig, bool prefix);

static void print_sig_short(int sig, bool prefix)
{
	v_sig_short(cur_ctx, sig, prefix);
}

void print_signame(int sig)
{
	print_sig_short(sig, true);
}

static void print_sig_name(int sig)
{
	print_sig_short(sig, true);
}

/* Bit n-1 of the set is signal n. A set with more than half of the
 * signals is easier to read as what it lacks: "~[INT]". */
/* Walks the set bits a byte at a time: most sets are empty, one or two
 * signals, or all but one or two, and a bit-by-bit walk of 64 bits
 * twice cost more than the rest of an rt_sigprocmask line. */
static void print_sigset_bits(const uint8_t *b, size_t len)
{
	size_t on = 0, i;
	bool invert, first = true;

	for (i = 0; i < len; i++)
		on += (size_t)__builtin_popcount(b[i]);
	invert = on > len * 8 / 2;
	if (invert)
		tputc('~');
	tputc('[');
	for (i = 0; i < len; i++) {
		unsigned byte = invert ? (uint8_t)~b[i] : b[i];

		while (byte) {
			int bit = __builtin_ctz(byte);

			byte &= byte - 1;
			if (!first)
				tputc(' ');
			first = false;
			print_sig_short((int)(i * 8) + bit + 1, false);
		}
	}
	tputc(']');
}

void print_sigset_at(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	uint8_t buf[KERNEL_NSIG / 8];

	if (!addr) {
		tputs("NULL");
		return;
	}
	/* The kernel rejects any other size with EINVAL. */
	if (len > sizeof(buf) || !len || umoven(tcp, addr, len, buf) < 0) {
		print_addr(addr);
		return;
	}
	print_sigset_bits(buf, len);
}

PRINTER(print_sigset_in)
{
	print_sigset_at(tcp, arg_ulong(tcp, argi), arg_ulong(tcp, ad->param));
	return PRINT_OK;
}

PRINTER(print_sigset_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_sigset_at(tcp, addr, arg_ulong(tcp, ad->param));
	return PRINT_OK;
}

static void print_handler(uint64_t handler)
{
	if (handler == 0)
		tputs("SIG_DFL");
	else if (handler == 1)
		tputs("SIG_IGN");
	else
		print_addr(handler);
}

/* The fields of either sigaction layout, read into words. */
struct ksigaction {
	uint64_t handler, flags, restorer;
	uint8_t mask[8];
	size_t masklen;
};

static void print_ksigaction(const struct tcb *tcp,
			     const struct ksigaction *k)
{
	extern const struct xlat xlat_sa_flags;

	tputs("{sa_handler=");
	print_handler(k->handler);
	tputs(", sa_mask=");
	print_sigset_bits(k->mask, k->masklen);
	tputs(", sa_flags=");
	print_xlat_flags(xlat_for(&xlat_sa_flags, tcp), k->flags, "SA_???");
	if (k->flags & 0x04000000) {
		tputs(", sa_restorer=");
		print_addr(k->restorer);
	}
	tputc('}');
}

/* The kernel's struct sigaction (not glibc's): handler, flags, restorer,
 * then the mask; every field but the mask is a word of the tracee. */
static void print_sigaction_at(struct tcb *tcp, uint64_t addr)
{
	size_t w = is_compat(tcp) ? 4 : 8;
	uint8_t buf[3 * 8 + 8];
	struct ksigaction k = { 0, 0, 0, { 0 }, 8 };

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (umoven(tcp, addr, 3 * w + 8, buf) < 0) {
		print_addr(addr);
		return;
	}
	memcpy(&k.handler, buf, w);
	memcpy(&k.flags, buf + w, w);
	memcpy(&k.restorer, buf + 2 * w, w);
	memcpy(k.mask, buf + 3 * w, 8);
	print_ksigaction(tcp, &k);
}

/* struct old_sigaction of sigaction(2): handler, a one-word mask,
 * flags, restorer. */
static void print_old_sigaction_at(struct tcb *tcp, uint64_t addr)
{
	size_t w = is_compat(tcp) ? 4 : 8;
	uint8_t buf[4 * 8];
	struct ksigaction k = { 0, 0, 0, { 0 }, 0 };

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (umoven(tcp, addr, 4 * w, buf) < 0) {
		print_addr(addr);
		return;
	}
	memcpy(&k.handler, buf, w);
	memcpy(k.mask, buf + w, w);
	k.masklen = w;
	memcpy(&k.flags, buf + 2 * w, w);
	memcpy(&k.restorer, buf + 3 * w, w);
	print_ksigaction(tcp, &k);
}

PRINTER(print_old_sigaction_in)
{
	print_old_sigaction_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_old_sigaction_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_old_sigaction_at(tcp, addr);
	return PRINT_OK;
}

PRINTER(print_sigaction_in)
{
	print_sigaction_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_sigaction_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_sigaction_at(tcp, addr);
	return PRINT_OK;
}

static void print_value(const siginfo_t *si)
{
	tprintf(", si_int=%d, si_ptr=", si->si_int);
	print_addr((uint64_t)(uintptr_t)si->si_ptr);
}

static void print_fault(const siginfo_t *si)
{
	tputs(", si_addr=");
	print_addr((uint64_t)(uintptr_t)si->si_addr);
}

void print_siginfo(const siginfo_t *si)
{
	int sig = si->si_signo, code = si->si_code;
	const char *cn = code_name(sig, code);

	tputs("{si_signo=");
	print_sig_name(sig);
	tputs(", si_code=");
	if (cn)
		tputs(cn);
	else
		tprintf("%d", code);
	if (si->si_errno) {
		const char *en = errno_name(si->si_errno);

		if (en)
			tprintf(", si_errno=%s", en);
		else
			tprintf(", si_errno=%d", si->si_errno);
	}

	if (code <= 0 || (code == SI_KERNEL && sig != SIGSEGV && sig != SIGBUS)) {
		switch (code) {
		case SI_TIMER:
			tprintf(", si_timerid=%#x, si_overrun=%d",
				si->si_timerid, si->si_overrun);
			print_value(si);
			break;
		case SI_KERNEL:
			break;
		default:
			tprintf(", si_pid=%d, si_uid=%u", si->si_pid,
				si->si_uid);
			if (code < 0 && code != SI_TKILL)
				print_value(si);
		}
		tputc('}');
		return;
	}
	switch (sig) {
	case SIGCHLD:
		tprintf(", si_pid=%d, si_uid=%u, si_status=", si->si_pid,
			si->si_uid);
		if (code == CLD_EXITED)
			tprintf("%d", si->si_status);
		else
			print_sig_name(si->si_status);
		tprintf(", si_utime=%llu, si_stime=%llu",
			(unsigned long long)si->si_utime,
			(unsigned long long)si->si_stime);
		break;
	case SIGILL: case SIGFPE: case SIGSEGV: case SIGBUS: case SIGTRAP:
		print_fault(si);
		break;
	case SIGPOLL:
		tprintf(", si_band=%ld, si_fd=%d", (long)si->si_band,
			si->si_fd);
		break;
	case SIGSYS:
		tputs(", si_call_addr=");
		print_addr((uint64_t)(uintptr_t)si->si_call_addr);
		tprintf(", si_syscall=%d, si_arch=%#x", si->si_syscall,
			si->si_arch);
		break;
	default:
		tprintf(", si_pid=%d, si_uid=%u", si->si_pid, si->si_uid);
	}
	tputc('}');
}

/* "SIGCHLD {si_signo=SIGCHLD, ...}", the siginfo's nodes recorded as
 * the roots of list 0 of a view of its own. */
void print_signal(struct tcb *tcp, const siginfo_t *si)
{
	static struct strbuf sb;
	static struct view *view;
	struct signal_view sv = { si->si_signo, si->si_code, NULL, NULL, 0 };
	struct strbuf *saved = cur;
	const struct pctx *saved_ctx = cur_ctx;
	struct vout o;
	struct pctx c = {
		.tcp = tcp, .o = &o, .pers = &personalities[tcp->pers],
		.opt = &opt, .compat = personalities[tcp->pers].wordsize == 4,
	};

	if (out_wants_nodes && !view)
		view = xcalloc(1, sizeof(*view));
	if (view)
		view_reset(view);
	sb.len = 0;
	sb_grow(&sb, 0);
	sb.s[0] = '\0';
	cur = &sb;
	cur_ctx = &c;
	vout_start(&o, &sb, NULL, 0);
	print_sig_name(si->si_signo);
	tputc(' ');
	sv.info_start = sb.len;
	vout_start(&o, &sb, view, 0);
	print_siginfo(si);
	vout_finish(&o);
	cur = saved;
	cur_ctx = saved_ctx;
	sv.text = sb.s;
	sv.view = view;
	out_signal(tcp, &sv);
}

/* sigreturn and rt_sigreturn have no arguments; what they restore is
 * the signal mask saved in the frame at the stack pointer, at an offset
 * that is a fact of the personality (src/arch/). Frames whose layout is
 * not known are shown as nothing. */
PRINTER(print_sigreturn_frame)
{
	const struct personality *pers = pers_of(tcp);
	bool rt = tcp->sd && !strcmp(tcp->sd->name, "rt_sigreturn");
	uint64_t sp = is_compat(tcp) ? (uint32_t)tcp->sp : tcp->sp;
	unsigned off = rt ? pers->rt_sigframe_mask : pers->sigframe_mask;
	uint32_t m[2];

	if (!off)
		return PRINT_SKIP;
	tputs("{mask=");
	if (rt || !pers->sigframe_mask_hi) {
		print_sigset_at(tcp, sp + off, 8);
	} else if (umoven(tcp, sp + off, 4, &m[0]) < 0 ||
		   umoven(tcp, sp + pers->sigframe_mask_hi, 4, &m[1]) < 0) {
		print_addr(sp);
	} else {
		print_sigset_bits((const uint8_t *)m, 8);
	}
	tputc('}');
	return PRINT_OK;
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

static void print_siginfo_at(struct tcb *tcp, uint64_t addr)
{
	siginfo_t si;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (is_compat(tcp)) {
		int32_t w[32];

		if (umoven(tcp, addr, sizeof(w), w) < 0) {
			print_addr(addr);
			return;
		}
		siginfo_from_compat(w, &si);
	} else if (umoven(tcp, addr, sizeof(si), &si) < 0) {
		print_addr(addr);
		return;
	}
	/* waitid with WNOHANG and no child to report leaves it zeroed. */
	if (!si.si_signo) {
		tputs("{}");
		return;
	}
	print_siginfo(&si);
}

PRINTER(print_siginfo_in)
{
	(void)ad;
	print_siginfo_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

/* rt_sigtimedwait returns the signal: "12 (SIGUSR2)". */
static void print_sigwait_ret(struct tcb *tcp)
{
	tprintf("%d (", (int)tcp->rval);
	print_signame((int)tcp->rval);
	tputc(')');
}

PRINTER(print_siginfo_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->sd && !strncmp(tcp->sd->name, "rt_sigtimedwait", 15))
		tcp->ret_fn = print_sigwait_ret;
	if (tcp->err)
		print_addr(addr);
	else
		print_siginfo_at(tcp, addr);
	return PRINT_OK;
}

/* ---- sigaltstack -------------------------------------------------- */

/* stack_t: ss_sp, then the int ss_flags padded to a word, then ss_size:
 * three words of the tracee. */
static void print_stack_at(struct tcb *tcp, uint64_t addr)
{
	extern const struct xlat xlat_ss_flags;
	size_t w = is_compat(tcp) ? 4 : 8;
	unsigned char b[3 * 8];
	uint64_t sp = 0, size = 0;
	uint32_t flags;

	if (!addr || umoven(tcp, addr, 3 * w, b) < 0) {
		print_addr(addr);
		return;
	}
	memcpy(&sp, b, w);
	memcpy(&flags, b + w, 4);
	memcpy(&size, b + 2 * w, w);
	tputs("{ss_sp=");
	print_addr(sp);
	tputs(", ss_flags=");
	print_xlat_flags(&xlat_ss_flags, flags, "SS_???");
	tprintf(", ss_size=%llu}", (unsigned long long)size);
}

PRINTER(print_stack_in)
{
	(void)ad;
	print_stack_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_stack_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->err)
		print_addr(addr);
	else
		print_stack_at(tcp, addr);
	return PRINT_OK;
}

/* ---- struct sigevent (timer_create, mq_notify) -------------------- */

#define SIGEV_SIGNAL_K 0
#define SIGEV_THREAD_K 2
#define SIGEV_THREAD_ID_K 4

/* sigev_value (a word), sigev_signo and sigev_notify (ints), then a
 * union: the thread id, or the function and attributes pointers. */
static void print_sigevent_at(struct tcb *tcp, uint64_t addr)
{
	extern const struct xlat xlat_sigev_notify;
	size_t w = is_compat(tcp) ? 4 : 8;
	unsigned char b[8 + 8 + 16];
	uint64_t value = 0, fn = 0, attr = 0;
	int32_t signo, notify, tid;

	if (!addr || umoven(tcp, addr, 3 * w + 8, b) < 0) {
		print_addr(addr);
		return;
	}
	memcpy(&value, b, w);
	memcpy(&signo, b + w, 4);
	memcpy(&notify, b + w + 4, 4);
	memcpy(&tid, b + w + 8, 4);
	memcpy(&fn, b + w + 8, w);
	memcpy(&attr, b + 2 * w + 8, w);
	tputc('{');
	if (value) {
		tprintf("sigev_value={sival_int=%d, sival_ptr=",
			(int)(uint32_t)value);
		print_addr(value);
		tputs("}, ");
	}
	tputs("sigev_signo=");
	if (notify == SIGEV_SIGNAL_K || notify == SIGEV_THREAD_K ||
	    notify == SIGEV_THREAD_ID_K)
		print_signame(signo);
	else
		tprintf("%d", signo);
	tputs(", sigev_notify=");
	print_xlat_enum(&xlat_sigev_notify, (uint32_t)notify, "SIGEV_???");
	if (notify == SIGEV_THREAD_ID_K) {
		tprintf(", sigev_notify_thread_id=%d", tid);
	} else if (notify == SIGEV_THREAD_K) {
		tputs(", sigev_notify_function=");
		print_addr(fn);
		tputs(", sigev_notify_attributes=");
		print_addr(attr);
	}
	tputc('}');
}

PRINTER(print_sigevent_in)
{
	(void)ad;
	print_sigevent_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

/* ---- old one-word signal sets ------------------------------------- */

static size_t old_sigset_size(const struct tcb *tcp)
{
	return is_compat(tcp) ? 4 : 8;
}

PRINTER(print_old_sigset_in)
{
	(void)ad;
	print_sigset_at(tcp, arg_ulong(tcp, argi), old_sigset_size(tcp));
	return PRINT_OK;
}

PRINTER(print_old_sigset_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->err)
		print_addr(addr);
	else
		print_sigset_at(tcp, addr, old_sigset_size(tcp));
	return PRINT_OK;
}

static void print_mask_word(const struct tcb *tcp, uint64_t v)
{
	uint8_t b[8];

	memcpy(b, &v, sizeof(b));
	print_sigset_bits(b, old_sigset_size(tcp));
}

/* ssetmask returns the previous mask: "0x202 (old mask [INT USR1])". */
static void print_ssetmask_ret(struct tcb *tcp)
{
	uint64_t v = is_compat(tcp) ? (uint32_t)tcp->rval :
		     (uint64_t)tcp->rval;

	tprintf("%#llx (old mask ", (unsigned long long)v);
	print_mask_word(tcp, v);
	tputc(')');
}

PRINTER(print_old_sigmask)
{
	(void)ad;
	print_mask_word(tcp, arg_ulong(tcp, argi));
	if (tcp->sd && !strcmp(tcp->sd->name, "ssetmask"))
		tcp->ret_fn = print_ssetmask_ret;
	return PRINT_OK;
}

/* ---- signal(2) ---------------------------------------------------- */

static bool is_sig_err(const struct tcb *tcp, uint64_t h)
{
	return h == (is_compat(tcp) ? 0xffffffffull : ~0ull);
}

/* The previous handler: "0 (SIG_DFL)", "0x1 (SIG_IGN)" or the address. */
static void print_signal_ret(struct tcb *tcp)
{
	uint64_t v = is_compat(tcp) ? (uint32_t)tcp->rval :
		     (uint64_t)tcp->rval;

	tprintf("%#llx", (unsigned long long)v);
	if (v == 0)
		tputs(" (SIG_DFL)");
	else if (v == 1)
		tputs(" (SIG_IGN)");
}

PRINTER(print_sighandler)
{
	uint64_t h = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->sd && !strcmp(tcp->sd->name, "signal"))
		tcp->ret_fn = print_signal_ret;
	if (is_sig_err(tcp, h))
		tputs("SIG_ERR");
	else
		print_handler(h);
	return PRINT_OK;
}
