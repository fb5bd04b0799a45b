/* prctl: each option shows the arguments it takes, in its own terms;
 * outputs at exit; decoded return values. With "inject" as argument
 * the test runs it under -e inject=prctl:retval=23, for the results of
 * options this machine's kernel lacks (RISC-V, powerpc). */
#define _GNU_SOURCE
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/capability.h>
#include "dec.h"

/* The result of the last call as abitrace shows it. */
static const char *res(long r)
{
	static char buf[128];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

/* What PR_GET_SECUREBITS returns, named: "0x11 (A|B)". */
static const char *secbits_ret(long r)
{
	static const char *const names[] = {
		"SECBIT_NOROOT", "SECBIT_NOROOT_LOCKED",
		"SECBIT_NO_SETUID_FIXUP", "SECBIT_NO_SETUID_FIXUP_LOCKED",
		"SECBIT_KEEP_CAPS", "SECBIT_KEEP_CAPS_LOCKED",
		"SECBIT_NO_CAP_AMBIENT_RAISE",
		"SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED",
		"SECBIT_EXEC_RESTRICT_FILE", "SECBIT_EXEC_RESTRICT_FILE_LOCKED",
		"SECBIT_EXEC_DENY_INTERACTIVE",
		"SECBIT_EXEC_DENY_INTERACTIVE_LOCKED",
	};
	static char buf[512];
	size_t n;

	if (r <= 0)
		return res(r);
	n = (size_t)snprintf(buf, sizeof(buf), "%#lx (", r);
	for (int i = 0; i < 12; i++)
		if (r & (1L << i))
			n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%s",
					      buf[n - 1] == '(' ? "" : "|",
					      names[i]);
	snprintf(buf + n, sizeof(buf) - n, ")");
	return buf;
}

/* What PR_MCE_KILL_GET returns, named. */
static const char *mce_ret(long r)
{
	static const char *const names[] = {
		"PR_MCE_KILL_LATE", "PR_MCE_KILL_EARLY", "PR_MCE_KILL_DEFAULT",
	};
	static char buf[128];

	if (r < 0 || r > 2)
		return res(r);
	snprintf(buf, sizeof(buf), "%ld (%s)", r, names[r]);
	return buf;
}

/* A result that is a set of flags: "0x17 (A|B|0x14)", the words only
 * when some bit has a name; names[i] is bit i's. */
static const char *bits_ret(long r, const char *const *names, int n)
{
	static char buf[512];
	unsigned long rest = (unsigned long)r;
	size_t len;

	if (r <= 0)
		return res(r);
	len = (size_t)snprintf(buf, sizeof(buf), "%#lx", r);
	if (!(rest & ((1UL << n) - 1)))
		return buf;
	len += (size_t)snprintf(buf + len, sizeof(buf) - len, " (");
	for (int i = 0; i < n; i++) {
		if (!(rest & (1UL << i)))
			continue;
		rest &= ~(1UL << i);
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%s",
					buf[len - 1] == '(' ? "" : "|",
					names[i]);
	}
	if (rest)
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "|%#lx",
					rest);
	snprintf(buf + len, sizeof(buf) - len, ")");
	return buf;
}

static const char *const mdwe_names[] = {
	"PR_MDWE_REFUSE_EXEC_GAIN", "PR_MDWE_NO_INHERIT",
};
static const char *const dexcr_names[] = {
	"PR_PPC_DEXCR_CTRL_EDITABLE", "PR_PPC_DEXCR_CTRL_SET",
	"PR_PPC_DEXCR_CTRL_CLEAR", "PR_PPC_DEXCR_CTRL_SET_ONEXEC",
	"PR_PPC_DEXCR_CTRL_CLEAR_ONEXEC",
};

/* The RISC-V vector control word: the state now (bits 0-1), after
 * execve (bits 2-3), the inherit bit (named when clear too), the rest. */
static const char *riscv_v_word(unsigned long w)
{
	static const char *const st[] = {
		"PR_RISCV_V_VSTATE_CTRL_DEFAULT", "PR_RISCV_V_VSTATE_CTRL_OFF",
		"PR_RISCV_V_VSTATE_CTRL_ON", "0x3",
	};
	static char buf[256];
	size_t len;

	len = (size_t)snprintf(buf, sizeof(buf),
			       "%s|%s<<2|%sPR_RISCV_V_VSTATE_CTRL_INHERIT",
			       st[w & 3], st[(w >> 2) & 3],
			       w & 0x10 ? "" : "!");
	if (w & ~0x1fUL)
		snprintf(buf + len, sizeof(buf) - len, "|%#lx", w & ~0x1fUL);
	return buf;
}

static const char *riscv_v_ret(long r)
{
	static char buf[300];

	if (r < 0)
		return res(r);
	snprintf(buf, sizeof(buf), "%#lx (%s)", r, riscv_v_word((unsigned long)r));
	return buf;
}

/* Under -e inject=prctl:retval=23: each result as abitrace names it. */
static int injected(void)
{
	char ret[600];
	long r;

	r = syscall(SYS_prctl, 66 /* PR_GET_MDWE */, 0, 0, 0, 0);
	snprintf(ret, sizeof(ret), "%s (INJECTED)", bits_ret(r, mdwe_names, 2));
	expect(ret, "prctl(PR_GET_MDWE, 0, 0, 0, 0)");
	r = syscall(SYS_prctl, 70 /* PR_RISCV_V_GET_CONTROL */, 0, 0, 0, 0);
	snprintf(ret, sizeof(ret), "%s (INJECTED)", riscv_v_ret(r));
	expect(ret, "prctl(PR_RISCV_V_GET_CONTROL)");
	r = syscall(SYS_prctl, 72 /* PR_PPC_GET_DEXCR */, 0, 0, 0, 0);
	snprintf(ret, sizeof(ret), "%s (INJECTED)", bits_ret(r, dexcr_names, 5));
	expect(ret, "prctl(PR_PPC_GET_DEXCR, PR_PPC_DEXCR_SBHE, 0, 0, 0)");
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}

int main(int argc, char **argv)
{
	unsigned long tid_addr = 0;
	char name[16];
	char *page;
	int v = -1;
	long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1 && !strcmp(argv[1], "inject"))
		return injected();
	/* a page followed by an unmapped one: reads past its end fail */
	page = mmap(NULL, 8192, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	munmap(page + 4096, 4096);

	r = syscall(SYS_prctl, PR_SET_PDEATHSIG, SIGUSR1);
	expect(res(r), "prctl(PR_SET_PDEATHSIG, SIGUSR1)");
	r = syscall(SYS_prctl, PR_GET_PDEATHSIG, &v);
	expect(res(r), "prctl(PR_GET_PDEATHSIG, [SIGUSR1])");
	r = syscall(SYS_prctl, PR_GET_PDEATHSIG, BAD_PTR);
	expect(res(r), "prctl(PR_GET_PDEATHSIG, %p)", BAD_PTR);

	/* 15 characters at most; one the kernel cuts ends in "..." */
	r = syscall(SYS_prctl, PR_SET_NAME, "0123456789abcdefgh");
	expect(res(r), "prctl(PR_SET_NAME, \"0123456789abcde\"...)");
	memcpy(page + 4096 - 3, "xyz", 3);	/* no NUL before the hole */
	r = syscall(SYS_prctl, PR_SET_NAME, page + 4096 - 3);
	expect(res(r), "prctl(PR_SET_NAME, %p)", page + 4096 - 3);
	r = syscall(SYS_prctl, PR_SET_NAME, "dec-prctl");
	expect(res(r), "prctl(PR_SET_NAME, \"dec-prctl\")");
	r = syscall(SYS_prctl, PR_GET_NAME, name);
	expect(res(r), "prctl(PR_GET_NAME, \"%s\")", name);

	r = syscall(SYS_prctl, PR_CAPBSET_READ, CAP_NET_RAW);
	expect(res(r), "prctl(PR_CAPBSET_READ, CAP_NET_RAW)");
	r = syscall(SYS_prctl, PR_CAPBSET_READ, 200);
	expect(res(r), "prctl(PR_CAPBSET_READ, 0xc8 /* CAP_??? */)");
	r = syscall(SYS_prctl, PR_CAP_AMBIENT, PR_CAP_AMBIENT_IS_SET,
		    CAP_KILL, 0, 0);
	expect(res(r), "prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_IS_SET, "
	       "CAP_KILL, 0, 0)");

	r = syscall(SYS_prctl, PR_GET_TSC, &v);
	if (r == 0)
		expect(res(r), "prctl(PR_GET_TSC, [%s])",
		       v == PR_TSC_ENABLE ? "PR_TSC_ENABLE" : "PR_TSC_SIGSEGV");
	else
		expect(res(r), "prctl(PR_GET_TSC, %p)", (void *)&v);
	r = syscall(SYS_prctl, PR_SET_TSC, 7);
	expect(res(r), "prctl(PR_SET_TSC, 0x7 /* PR_TSC_??? */)");

	r = syscall(SYS_prctl, PR_GET_SECUREBITS, 0, 0, 0, 0);
	expect(secbits_ret(r), "prctl(PR_GET_SECUREBITS)");
	r = syscall(SYS_prctl, PR_SET_SECUREBITS, 0x1001);
	expect(res(r), "prctl(PR_SET_SECUREBITS, SECBIT_NOROOT|0x1000)");
	/* bits 8 to 11: Linux 6.14's exec controls (EPERM unprivileged) */
	r = syscall(SYS_prctl, PR_SET_SECUREBITS, 0xa00);
	expect(res(r), "prctl(PR_SET_SECUREBITS, "
	       "SECBIT_EXEC_RESTRICT_FILE_LOCKED|"
	       "SECBIT_EXEC_DENY_INTERACTIVE_LOCKED)");

	r = syscall(SYS_prctl, PR_GET_TID_ADDRESS, &tid_addr);
	if (r == 0)
		expect(res(r), "prctl(PR_GET_TID_ADDRESS, [%#lx])", tid_addr);
	else
		expect(res(r), "prctl(PR_GET_TID_ADDRESS, %p)", &tid_addr);

	r = syscall(SYS_prctl, PR_SET_NO_NEW_PRIVS, 1, 2, 3, 4);
	expect(res(r), "prctl(PR_SET_NO_NEW_PRIVS, 1, 0x2, 0x3, 0x4)");
	r = syscall(SYS_prctl, PR_MCE_KILL, PR_MCE_KILL_SET,
		    PR_MCE_KILL_EARLY, 0, 0);
	expect(res(r), "prctl(PR_MCE_KILL, PR_MCE_KILL_SET, "
	       "PR_MCE_KILL_EARLY, 0, 0)");
	r = syscall(SYS_prctl, PR_MCE_KILL_GET, 0, 0, 0, 0);
	expect(mce_ret(r),
	       "prctl(PR_MCE_KILL_GET, 0, 0, 0, 0)");
	r = syscall(SYS_prctl, PR_SET_SPECULATION_CTRL, 9, 4, 0, 0);
	expect(res(r), "prctl(PR_SET_SPECULATION_CTRL, "
	       "0x9 /* PR_SPEC_??? */, 0x4)");
	r = syscall(SYS_prctl, PR_SET_SECCOMP, 77, 1, 2, 3);
	expect(res(r), "prctl(PR_SET_SECCOMP, 0x4d /* SECCOMP_MODE_??? */, "
	       "0x1, 0x2, 0x3)");
	r = syscall(SYS_prctl, PR_SET_VMA, PR_SET_VMA_ANON_NAME, page, 4096,
		    "heap\n");
	expect(res(r), "prctl(PR_SET_VMA, PR_SET_VMA_ANON_NAME, %p, 4096, "
	       "\"heap\\n\")", page);
	r = syscall(SYS_prctl, PR_SET_SYSCALL_USER_DISPATCH,
		    PR_SYS_DISPATCH_ON, 0x1000, 0, NULL);
	expect(res(r), "prctl(PR_SET_SYSCALL_USER_DISPATCH, "
	       "PR_SYS_DISPATCH_EXCLUSIVE_ON, 0x1000, 0, NULL)");

	/* Linux 6.3: PR_GET_MDWE returns the flags (0 at first; EINVAL
	 * before 6.3); PR_SET_MDWE refuses bits it does not know */
	r = syscall(SYS_prctl, 66 /* PR_GET_MDWE */, 0, 0, 0, 0);
	expect(bits_ret(r, mdwe_names, 2), "prctl(PR_GET_MDWE, 0, 0, 0, 0)");
	r = syscall(SYS_prctl, 65 /* PR_SET_MDWE */, 4, 0, 0, 0);
	expect(res(r), "prctl(PR_SET_MDWE, 0x4 /* PR_MDWE_??? */, 0, 0, 0)");
	r = syscall(SYS_prctl, 65 /* PR_SET_MDWE */, 3, 0, 0, 0);
	expect(res(r), "prctl(PR_SET_MDWE, PR_MDWE_REFUSE_EXEC_GAIN|"
	       "PR_MDWE_NO_INHERIT, 0, 0, 0)");
	r = syscall(SYS_prctl, 66 /* PR_GET_MDWE */, 1, 2, 3, 4);
	expect(bits_ret(r, mdwe_names, 2),
	       "prctl(PR_GET_MDWE, 0x1, 0x2, 0x3, 0x4)");
	/* RISC-V and powerpc options: EINVAL on other machines, decoded
	 * the same everywhere */
	r = syscall(SYS_prctl, 71 /* PR_RISCV_SET_ICACHE_FLUSH_CTX */, 1, 5,
		    0, 0);
	expect(res(r), "prctl(PR_RISCV_SET_ICACHE_FLUSH_CTX, "
	       "PR_RISCV_CTX_SW_FENCEI_OFF, 0x5 /* PR_RISCV_SCOPE_??? */)");
	r = syscall(SYS_prctl, 69 /* PR_RISCV_V_SET_CONTROL */, 0x116, 0, 0, 0);
	expect(res(r), "prctl(PR_RISCV_V_SET_CONTROL, %s)", riscv_v_word(0x116));
	r = syscall(SYS_prctl, 70 /* PR_RISCV_V_GET_CONTROL */, 0, 0, 0, 0);
	expect(riscv_v_ret(r), "prctl(PR_RISCV_V_GET_CONTROL)");
	r = syscall(SYS_prctl, 73 /* PR_PPC_SET_DEXCR */, 1, 9, 0, 0);
	expect(res(r), "prctl(PR_PPC_SET_DEXCR, PR_PPC_DEXCR_IBRTPD, "
	       "PR_PPC_DEXCR_CTRL_EDITABLE|PR_PPC_DEXCR_CTRL_SET_ONEXEC, "
	       "0, 0)");
	r = syscall(SYS_prctl, 72 /* PR_PPC_GET_DEXCR */, 7, 0, 0, 0);
	expect(bits_ret(r, dexcr_names, 5),
	       "prctl(PR_PPC_GET_DEXCR, 0x7 /* PR_PPC_DEXCR_??? */, 0, 0, 0)");
	/* 2 dispatches the calls made from inside the range (here the
	 * first page, which runs none; EINVAL before the kernel knew it):
	 * named as strace 7.2 names it; the selector is an address in
	 * every mode */
	r = syscall(SYS_prctl, PR_SET_SYSCALL_USER_DISPATCH, 2, 0, 4096, NULL);
	expect(res(r), "prctl(PR_SET_SYSCALL_USER_DISPATCH, "
	       "PR_SYS_DISPATCH_INCLUSIVE_ON, 0, 0x1000, NULL)");
	r = syscall(SYS_prctl, PR_SET_SYSCALL_USER_DISPATCH,
		    PR_SYS_DISPATCH_OFF, 0, 0, NULL);
	expect(res(r), "prctl(PR_SET_SYSCALL_USER_DISPATCH, "
	       "PR_SYS_DISPATCH_OFF, 0, 0, NULL)");
	/* PR_SCHED_CORE: the fifth argument is a pointer to GET only;
	 * the other operations want 0 there and show it as a number.
	 * pid -1 fails with EINVAL everywhere (EINVAL too without
	 * CONFIG_SCHED_CORE). */
	r = syscall(SYS_prctl, 62 /* PR_SCHED_CORE */, 1 /* CREATE */, -1, 0,
		    0);
	expect(res(r), "prctl(PR_SCHED_CORE, PR_SCHED_CORE_CREATE, -1, "
	       "0 /* PIDTYPE_PID */, 0)");
	r = syscall(SYS_prctl, 62 /* PR_SCHED_CORE */, 2 /* SHARE_TO */, -1, 1,
		    0x1000);
	expect(res(r), "prctl(PR_SCHED_CORE, PR_SCHED_CORE_SHARE_TO, -1, "
	       "0x1 /* PIDTYPE_TGID */, 0x1000)");
	/* the kernel takes the option as an int */
	r = syscall(SYS_prctl, 0x10000 | PR_GET_KEEPCAPS, 1, 2, 3, 4);
	expect(res(r), "prctl(0x10007 /* PR_??? */, 0x1, 0x2, 0x3, 0x4)");
#ifdef SYS_arch_prctl
	{
		unsigned long fs = 0;

		/* ARCH_GET_FS: the kernel writes the base at exit */
		r = syscall(SYS_arch_prctl, 0x1003, &fs);
		expect(res(r), "arch_prctl(ARCH_GET_FS, [%#lx])", fs);
		r = syscall(SYS_arch_prctl, 0x77, 0x1234);
		expect(res(r), "arch_prctl(0x77 /* ARCH_??? */, 0x1234)");
	}
#endif
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
