/* Signal-delivery lines: "--- SIGCHLD {si_signo=SIGCHLD, ...} ---". */
#include "printers.h"
#include "trace/trace.h"

#include <signal.h>

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

static void print_sig_name(int sig)
{
	const char *n = signal_name(sig);

	if (n)
		tputs(n);
	else if (sig >= SIGRTMIN && sig <= SIGRTMAX)
		tprintf("SIGRT_%d", sig - SIGRTMIN);
	else
		tprintf("%d", sig);
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
	if (si->si_errno)
		tprintf(", si_errno=%d", si->si_errno);

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
			if (code == SI_QUEUE || code == SI_MESGQ)
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

void print_signal(struct tcb *tcp, const siginfo_t *si)
{
	static struct strbuf sb;
	struct strbuf *saved = cur;

	sb.len = 0;
	cur = &sb;
	print_sig_name(si->si_signo);
	tputc(' ');
	print_siginfo(si);
	cur = saved;
	out_signal(tcp, si, sb.s);
}
