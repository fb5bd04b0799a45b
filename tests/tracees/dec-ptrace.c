/* ptrace as a traced program calls it: the tracee traces a child of its
 * own and prints the line it expects for each request, computed from
 * what the kernel answered (registers, syscall info, signal info). */
#define _GNU_SOURCE
#include <elf.h>
#include <linux/ptrace.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>
#include "dec.h"

#if defined(__x86_64__)
# define ARCH_NAME "AUDIT_ARCH_X86_64"
#elif defined(__aarch64__)
# define ARCH_NAME "AUDIT_ARCH_AARCH64"
#else
# define ARCH_NAME NULL	/* no expectations for the syscall info */
#endif

static volatile unsigned long target = 0x1234abcdUL;
static char out[8192];

static long pt(long req, pid_t pid, unsigned long addr, unsigned long data)
{
	return syscall(SYS_ptrace, req, pid, addr, data);
}

static const char *res(long r)
{
	static char buf[64];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

/* Appends to out. */
__attribute__((format(printf, 1, 2)))
static void add(const char *fmt, ...)
{
	size_t n = strlen(out);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(out + n, sizeof(out) - n, fmt, ap);
	va_end(ap);
}

static void child(void)
{
	/* Raw calls, so that the first call after the stop is ours. */
	syscall(SYS_ptrace, PTRACE_TRACEME, 0, 0, 0);
	syscall(SYS_kill, syscall(SYS_getpid), SIGSTOP);
	syscall(SYS_getppid);
	syscall(SYS_exit_group, 0);
}

/* PTRACE_SET_SYSCALL_INFO (Linux 6.16; EIO before): the exit info just
 * read, written back unchanged, then 8 bytes of it with the reserved
 * byte (offset 1) set, which the kernel refuses and the tracer shows. */
#define PTRACE_SET_SYSCALL_INFO_ 0x4212

static void set_syscall_info(pid_t pid, struct ptrace_syscall_info *si,
			     const char *got)
{
	const char *body = strstr(got, "{op=");
	char line[sizeof(out)];
	long r;

	snprintf(line, sizeof(line), "%s", body ? body : "?");
	r = pt(PTRACE_SET_SYSCALL_INFO_, pid, sizeof(*si), (unsigned long)si);
	expect(res(r), "ptrace(PTRACE_SET_SYSCALL_INFO, %d, %zu, %s", pid,
	       sizeof(*si), line);
	((unsigned char *)si)[1] = 0x5a;
	r = pt(PTRACE_SET_SYSCALL_INFO_, pid, 8, (unsigned long)si);
	expect(res(r), "ptrace(PTRACE_SET_SYSCALL_INFO, %d, 8, "
	       "{op=PTRACE_SYSCALL_INFO_EXIT, reserved=0x5a, arch=%s})", pid,
	       ARCH_NAME);
	r = pt(PTRACE_SET_SYSCALL_INFO_, pid, 0, 0);
	expect(res(r), "ptrace(PTRACE_SET_SYSCALL_INFO, %d, 0, NULL)", pid);
}

/* struct ptrace_syscall_info as the tracee got it (n bytes). */
static void syscall_info(pid_t pid, const char *nr_name)
{
	struct ptrace_syscall_info si;
	long r;

	if (!ARCH_NAME)
		return;
	memset(&si, 0, sizeof(si));
	r = pt(PTRACE_GET_SYSCALL_INFO, pid, sizeof(si), (unsigned long)&si);
	out[0] = '\0';
	add("ptrace(PTRACE_GET_SYSCALL_INFO, %d, %zu, {op=%s, arch=%s, "
	    "instruction_pointer=%#llx, stack_pointer=%#llx", pid, sizeof(si),
	    si.op == PTRACE_SYSCALL_INFO_ENTRY ? "PTRACE_SYSCALL_INFO_ENTRY" :
	    "PTRACE_SYSCALL_INFO_EXIT", ARCH_NAME,
	    (unsigned long long)si.instruction_pointer,
	    (unsigned long long)si.stack_pointer);
	if (si.op == PTRACE_SYSCALL_INFO_ENTRY) {
		add(", entry={nr=%s, args=[", nr_name);
		for (int i = 0; i < 6; i++)
			add("%s%#llx", i ? ", " : "",
			    (unsigned long long)si.entry.args[i]);
		add("]}})");
	} else {
		add(", exit={rval=%lld, is_error=%u}})",
		    (long long)si.exit.rval, si.exit.is_error);
	}
	expect(res(r), "%s", out);

	/* A short buffer: the fields wholly inside it. */
	r = pt(PTRACE_GET_SYSCALL_INFO, pid, 8, (unsigned long)&si);
	expect(res(r), "ptrace(PTRACE_GET_SYSCALL_INFO, %d, 8, {op=%s, "
	       "arch=%s})", pid, si.op == PTRACE_SYSCALL_INFO_ENTRY ?
	       "PTRACE_SYSCALL_INFO_ENTRY" : "PTRACE_SYSCALL_INFO_EXIT",
	       ARCH_NAME);
	if (si.op == PTRACE_SYSCALL_INFO_EXIT)
		set_syscall_info(pid, &si, out);
}

#if defined(__x86_64__)
static const char *const reg_names[] = {
	"r15", "r14", "r13", "r12", "rbp", "rbx", "r11", "r10", "r9", "r8",
	"rax", "rcx", "rdx", "rsi", "rdi", "orig_rax", "rip", "cs", "eflags",
	"rsp", "ss", "fs_base", "gs_base", "ds", "es", "fs", "gs",
};

/* The first n registers of user_regs_struct, "{r15=0x..., ...}". */
static void add_regs(const struct user_regs_struct *r, unsigned n)
{
	const unsigned long long *w = (const void *)r;

	add("{");
	for (unsigned i = 0; i < n; i++)
		add("%s%s=%#llx", i ? ", " : "", reg_names[i], w[i]);
	add("}");
}

static void x86_regs(pid_t pid)
{
	struct user_regs_struct regs;
	struct iovec iov = { &regs, 8 };
	long r;

	r = pt(PTRACE_GETREGS, pid, 0, (unsigned long)&regs);
	out[0] = '\0';
	add_regs(&regs, 27);
	expect(res(r), "ptrace(PTRACE_GETREGS, %d, %s)", pid, out);

	r = pt(PTRACE_GETREGSET, pid, NT_PRSTATUS, (unsigned long)&iov);
	out[0] = '\0';
	add_regs(&regs, 1);
	expect(res(r), "ptrace(PTRACE_GETREGSET, %d, NT_PRSTATUS, "
	       "{iov_base=%s, iov_len=8})", pid, out);

	/* More than the set: the kernel says how much it used. */
	iov.iov_len = sizeof(regs) + 8;
	r = pt(PTRACE_GETREGSET, pid, NT_PRSTATUS, (unsigned long)&iov);
	out[0] = '\0';
	add_regs(&regs, 27);
	expect(res(r), "ptrace(PTRACE_GETREGSET, %d, NT_PRSTATUS, "
	       "{iov_base=%s, iov_len=%zu => %zu})", pid, out,
	       sizeof(regs) + 8, iov.iov_len);

	/* A length that is not whole registers: EINVAL, the address. */
	iov.iov_len = 4;
	r = pt(PTRACE_SETREGSET, pid, NT_PRSTATUS, (unsigned long)&iov);
	expect(res(r), "ptrace(PTRACE_SETREGSET, %d, NT_PRSTATUS, "
	       "{iov_base=%p, iov_len=4})", pid, (void *)&regs);
}
#endif

int main(void)
{
	unsigned long word = 0, msg = 0xff;
	uint64_t set = 0;
	struct iovec iov;
	siginfo_t si;
	long r;
	int status;
	pid_t pid;

	setvbuf(stdout, NULL, _IONBF, 0);

	r = pt(PTRACE_ATTACH, getpid(), 0, 0);
	expect(res(r), "ptrace(PTRACE_ATTACH, %d)", getpid());

	pid = fork();
	if (pid < 0)
		return 1;
	if (!pid)
		child();
	if (waitpid(pid, &status, 0) != pid || !WIFSTOPPED(status))
		return 2;

	r = pt(PTRACE_SETOPTIONS, pid, 0,
	       PTRACE_O_TRACESYSGOOD | PTRACE_O_EXITKILL);
	expect(res(r), "ptrace(PTRACE_SETOPTIONS, %d, NULL, "
	       "PTRACE_O_TRACESYSGOOD|PTRACE_O_EXITKILL)", pid);

	r = pt(0xdead, pid, 0, 0);
	expect(res(r), "ptrace(0xdead /* PTRACE_??? */, %d, NULL, NULL)", pid);

	r = pt(PTRACE_PEEKDATA, pid, (unsigned long)&target,
	       (unsigned long)&word);
	expect(res(r), "ptrace(PTRACE_PEEKDATA, %d, %p, [%#lx])", pid,
	       (void *)&target, word);

	r = pt(PTRACE_POKEDATA, pid, (unsigned long)&target, 0xfeedUL);
	expect(res(r), "ptrace(PTRACE_POKEDATA, %d, %p, 0xfeed)", pid,
	       (void *)&target);

	r = pt(PTRACE_GETSIGINFO, pid, 0, (unsigned long)&si);
	expect(res(r), "ptrace(PTRACE_GETSIGINFO, %d, NULL, {si_signo=SIGSTOP, "
	       "si_code=SI_USER, si_pid=%d, si_uid=%u})", pid, si.si_pid,
	       (unsigned)si.si_uid);

	set = 1u << (SIGUSR1 - 1);
	r = pt(PTRACE_SETSIGMASK, pid, sizeof(set), (unsigned long)&set);
	expect(res(r), "ptrace(PTRACE_SETSIGMASK, %d, %zu, [USR1])", pid,
	       sizeof(set));
	set = 0;
	r = pt(PTRACE_GETSIGMASK, pid, sizeof(set), (unsigned long)&set);
	expect(res(r), "ptrace(PTRACE_GETSIGMASK, %d, %zu, [%s])", pid,
	       sizeof(set), set == 1u << (SIGUSR1 - 1) ? "USR1" : "?");

	r = pt(PTRACE_GETEVENTMSG, pid, 0, (unsigned long)&msg);
	expect(res(r), "ptrace(PTRACE_GETEVENTMSG, %d, NULL, [%#lx])", pid,
	       msg);

	r = pt(PTRACE_PEEKSIGINFO, pid, 0, 0);
	expect(res(r), "ptrace(PTRACE_PEEKSIGINFO, %d, NULL, NULL)", pid);

	iov.iov_base = &set;
	iov.iov_len = 0;
	r = pt(PTRACE_GETREGSET, pid, NT_PRSTATUS, (unsigned long)&iov);
	expect(res(r), "ptrace(PTRACE_GETREGSET, %d, NT_PRSTATUS, "
	       "{iov_base=%p, iov_len=0})", pid, (void *)&set);

#if defined(__x86_64__)
	x86_regs(pid);
#endif

	/* To the entry of getppid, then its exit. */
	r = pt(PTRACE_SYSCALL, pid, 0, 0);
	expect(res(r), "ptrace(PTRACE_SYSCALL, %d, NULL, 0)", pid);
	if (waitpid(pid, &status, 0) != pid || !WIFSTOPPED(status))
		return 3;
	syscall_info(pid, "__NR_getppid");

	r = pt(PTRACE_SYSCALL, pid, 0, 0);
	expect(res(r), "ptrace(PTRACE_SYSCALL, %d, NULL, 0)", pid);
	if (waitpid(pid, &status, 0) != pid || !WIFSTOPPED(status))
		return 4;
	syscall_info(pid, "__NR_getppid");

	r = pt(PTRACE_DETACH, pid, 0, SIGCONT);
	expect(res(r), "ptrace(PTRACE_DETACH, %d, NULL, SIGCONT)", pid);
	if (waitpid(pid, &status, 0) != pid)
		return 5;
	return 0;
}
