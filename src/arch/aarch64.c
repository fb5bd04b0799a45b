/* aarch64: the native ABI, and 32-bit arm (EABI) programs run by a
 * kernel built with CONFIG_COMPAT.
 *
 * The native ABI numbers its calls like asm-generic (no open, pipe, dup2
 * or epoll_create: openat, pipe2, dup3 and epoll_create1 take their
 * place); arm keeps the old calls, with numbers of its own. Each stop's
 * audit arch (AUDIT_ARCH_AARCH64 or AUDIT_ARCH_ARM, from
 * PTRACE_GET_SYSCALL_INFO) tells them apart; neither marks its numbers
 * with a bit. Both run with the kernel's page size, which may be 4K, 16K
 * or 64K: notes read it from the tracee's AT_PAGESZ. */
#include "abitrace.h"
#include "arch/arch.h"

#include <elf.h>
#include <errno.h>
#include <linux/audit.h>
#include <stddef.h>
#include <sys/ptrace.h>
#include <sys/uio.h>

#ifndef NT_ARM_SYSTEM_CALL
#define NT_ARM_SYSTEM_CALL 0x404
#endif

/* Where (rt_)sigreturn finds the mask it restores: the stack pointer is
 * at the frame the kernel built for the handler.
 *
 * aarch64 rt_sigreturn: the frame is a 128-byte siginfo, then the
 * ucontext, whose uc_sigmask follows uc_flags, uc_link and the 24-byte
 * uc_stack (and comes before uc_mcontext, unlike on other ABIs).
 *
 * arm sigreturn: the frame starts with the ucontext: uc_flags, uc_link,
 * a 12-byte stack_t and the 84-byte sigcontext (21 words) come before
 * uc_sigmask. arm rt_sigreturn: the same after a 128-byte siginfo. */
#define AARCH64_RT_UC_SIGMASK (128 + 8 + 8 + 24)
#define ARM_UC_SIGMASK (4 + 4 + 12 + 84)
#define ARM_RT_UC_SIGMASK (128 + ARM_UC_SIGMASK)

const struct personality personalities[] = {
	{
		.name = "aarch64", .mode = "64 bit",
		.audit_arch = AUDIT_ARCH_AARCH64, .wordsize = 8,
		.align64 = 8, .clone_tls_first = true,
		.rt_sigframe_mask = AARCH64_RT_UC_SIGMASK,
		.rollback_arg0 = true,
		.table = &sysent_tables[0],
	},
	{
		/* EABI: 64-bit arguments in an even/odd register pair
		 * (the padding register is in syscalls.list), 64-bit
		 * struct members 8-aligned. */
		.name = "arm", .mode = "32 bit",
		.audit_arch = AUDIT_ARCH_ARM, .wordsize = 4,
		.split64 = true, .align64 = 8, .clone_tls_first = true,
		.rt_sigframe_mask = ARM_RT_UC_SIGMASK,
		.sigframe_mask = ARM_UC_SIGMASK,
		.rollback_arg0 = true,
		.table = &sysent_tables[1],
	},
};
const unsigned npersonalities = 2;

int arch_personality(uint32_t audit_arch, uint64_t *nr)
{
	(void)nr;
	return audit_arch == AUDIT_ARCH_ARM;
}

/* PTRACE_GETREGSET NT_PRSTATUS gives struct user_pt_regs for a native
 * thread and the 18 words of arm's pt_regs for a compat one: the size
 * it returns tells which. */
struct arm_regs {
	uint32_t r[16];		/* r0-r12, sp, lr, pc */
	uint32_t cpsr, orig_r0;
};

struct a64_regs {
	uint64_t x[31];
	uint64_t sp, pc, pstate;
};

union regs {
	struct a64_regs r64;
	struct arm_regs r32;
};

static int get_regs(struct tcb *tcp, union regs *r, size_t *size)
{
	struct iovec io = { r, sizeof(*r) };

	if (ptrace(PTRACE_GETREGSET, tcp->tid, NT_PRSTATUS, &io) < 0)
		return -1;
	*size = io.iov_len;
	return 0;
}

/* The number the kernel will run: x8 (r7 on arm) holds it at the entry
 * stop, but NT_ARM_SYSTEM_CALL is the kernel's own copy, the one that
 * counts when a tracer or seccomp has changed it. */
static void get_scno(struct tcb *tcp, uint64_t dflt)
{
	int nr;
	struct iovec io = { &nr, sizeof(nr) };

	if (ptrace(PTRACE_GETREGSET, tcp->tid, NT_ARM_SYSTEM_CALL, &io) < 0)
		tcp->call.scno = dflt;
	else
		tcp->call.scno = (uint32_t)nr;
}

int arch_get_syscall_entry(struct tcb *tcp)
{
	union regs r;
	size_t size;

	if (get_regs(tcp, &r, &size) < 0)
		return -1;
	if (size == sizeof(struct arm_regs)) {
		tcp->pers = 1;
		for (int i = 0; i < MAX_ARGS; i++)
			tcp->call.args[i] = r.r32.r[i];
		tcp->regs.sp = r.r32.r[13];
		tcp->regs.ip = r.r32.r[15];
		get_scno(tcp, r.r32.r[7]);
		return 0;
	}
	tcp->pers = 0;
	for (int i = 0; i < MAX_ARGS; i++)
		tcp->call.args[i] = r.r64.x[i];
	tcp->regs.sp = r.r64.sp;
	tcp->regs.ip = r.r64.pc;
	get_scno(tcp, r.r64.x[8]);
	return 0;
}

int arch_get_syscall_exit(struct tcb *tcp)
{
	union regs r;
	size_t size;
	int64_t rv;

	if (get_regs(tcp, &r, &size) < 0)
		return -1;
	if (size == sizeof(struct arm_regs))
		rv = (int32_t)r.r32.r[0];
	else
		rv = (int64_t)r.r64.x[0];
	tcp->call.rval = rv;
	tcp->call.err = (rv < 0 && rv >= -4095) ? (int)-rv : 0;
	return 0;
}

/* The kernel's copy of the number (NT_ARM_SYSTEM_CALL) is what it runs
 * after the entry or seccomp stop; -1 runs nothing. Unlike x86, the
 * entry code leaves the first argument in x0 (r0) when the call it was
 * given is a real one, and a skipped call returns what x0 holds: x0
 * must be set to -ENOSYS too, or the program would get its own first
 * argument back. */
int arch_set_scno(struct tcb *tcp, int64_t nr)
{
	int v = (int)nr;
	struct iovec io = { &v, sizeof(v) };
	union regs r;
	size_t size;

	if (ptrace(PTRACE_SETREGSET, tcp->tid, NT_ARM_SYSTEM_CALL, &io) < 0)
		return -1;
	if (nr >= 0)
		return 0;
	if (get_regs(tcp, &r, &size) < 0)
		return -1;
	if (size == sizeof(struct arm_regs))
		r.r32.r[0] = (uint32_t)-ENOSYS;
	else
		r.r64.x[0] = (uint64_t)-ENOSYS;
	io = (struct iovec){ &r, size };
	return ptrace(PTRACE_SETREGSET, tcp->tid, NT_PRSTATUS, &io) < 0 ?
		-1 : 0;
}

int arch_set_return(struct tcb *tcp, int64_t rval)
{
	union regs r;
	size_t size;
	struct iovec io;

	if (get_regs(tcp, &r, &size) < 0)
		return -1;
	if (size == sizeof(struct arm_regs))
		r.r32.r[0] = (uint32_t)rval;
	else
		r.r64.x[0] = (uint64_t)rval;
	io.iov_base = &r;
	io.iov_len = size;
	return ptrace(PTRACE_SETREGSET, tcp->tid, NT_PRSTATUS, &io) < 0 ?
	       -1 : 0;
}

/* -i: where the thread is, at any stop. */
int arch_get_ip(struct tcb *tcp)
{
	union regs r;
	size_t size;

	if (get_regs(tcp, &r, &size) < 0)
		return -1;
	tcp->regs.ip = size == sizeof(struct arm_regs) ? r.r32.r[15] : r.r64.pc;
	return 0;
}
