/* x86_64: three personalities share one tracer.
 *
 * A 64-bit process can run i386 code (a -m32 binary, or int $0x80 from
 * 64-bit code) and x32 code (64-bit registers, 32-bit pointers, numbers
 * marked with bit 30). PTRACE_GET_SYSCALL_INFO reports the audit arch of
 * each stop, which tells them apart. */
#include "abitrace.h"
#include "arch/arch.h"

#include <errno.h>
#include <linux/audit.h>
#include <stddef.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <elf.h>

#define X32_SYSCALL_BIT 0x40000000u

/* Where (rt_)sigreturn finds the mask it restores, from the stack
 * pointer at the call.
 *
 * x86_64 rt_sigreturn: the handler's "ret" has popped the return
 * address, so the stack pointer is at the ucontext, whose uc_sigmask
 * follows uc_flags, uc_link, uc_stack (24 bytes) and the 256-byte
 * uc_mcontext.
 *
 * i386 rt_sigreturn: "ret" popped pretcode, so the stack pointer is at
 * the signal number, followed by the siginfo and ucontext pointers, the
 * 128-byte siginfo and the ucontext: uc_flags, uc_link, a 12-byte
 * stack_t and the 88-byte sigcontext come before uc_sigmask.
 *
 * i386 sigreturn: the restorer has also popped the signal number, so
 * the stack pointer is at the sigcontext; its oldmask (offset 80) holds
 * signals 1-32, and extramask, after the sigcontext and the 624-byte
 * unused FPU state, signals 33-64. */
#define X86_64_UC_SIGMASK 296
#define I386_RT_UC_SIGMASK (4 + 4 + 4 + 128 + 4 + 4 + 12 + 88)
#define I386_SC_OLDMASK 80
#define I386_EXTRAMASK (88 + 624)

const struct personality personalities[] = {
	{
		.name = "x86_64", .mode = "64 bit",
		.audit_arch = AUDIT_ARCH_X86_64, .wordsize = 8,
		.align64 = 8, .epoll_packed = true,
		.rt_sigframe_mask = X86_64_UC_SIGMASK,
		.fixed_page_size = 4096, .table = &sysent_tables[0],
	},
	{
		.name = "i386", .mode = "32 bit",
		.audit_arch = AUDIT_ARCH_I386, .wordsize = 4,
		.split64 = true, .align64 = 4, .epoll_packed = true,
		.clone_tls_first = true, .tls_user_desc = true,
		.rt_sigframe_mask = I386_RT_UC_SIGMASK,
		.sigframe_mask = I386_SC_OLDMASK,
		.sigframe_mask_hi = I386_EXTRAMASK,
		.fixed_page_size = 4096, .table = &sysent_tables[1],
	},
	{
		/* x32's frames are not decoded yet. */
		.name = "x32", .mode = "x32",
		.audit_arch = AUDIT_ARCH_X86_64, .nr_bit = X32_SYSCALL_BIT,
		.wordsize = 4, .align64 = 8, .epoll_packed = true,
		.fixed_page_size = 4096, .table = &sysent_tables[2],
	},
};
const unsigned npersonalities = 3;

int arch_personality(uint32_t audit_arch, uint64_t *nr)
{
	if (audit_arch == AUDIT_ARCH_I386)
		return 1;
	if (*nr != (uint64_t)-1 && (*nr & X32_SYSCALL_BIT)) {
		*nr &= ~(uint64_t)X32_SYSCALL_BIT;
		return 2;
	}
	return 0;
}

/* The i386 register set is smaller than the x86_64 one: the size that
 * PTRACE_GETREGSET returns tells which one the tracee is using. */
struct i386_regs {
	uint32_t ebx, ecx, edx, esi, edi, ebp, eax;
	uint32_t xds, xes, xfs, xgs, orig_eax, eip, xcs, eflags, esp, xss;
};

union regs {
	struct user_regs_struct r64;
	struct i386_regs r32;
};

static int get_regs(struct tcb *tcp, union regs *r, size_t *size)
{
	struct iovec io = { r, sizeof(*r) };

	if (ptrace(PTRACE_GETREGSET, tcp->tid, NT_PRSTATUS, &io) < 0)
		return -1;
	*size = io.iov_len;
	return 0;
}

/* int $0x80 from a 64-bit process uses the i386 numbers and registers,
 * and the code segment is the 64-bit one, so only the instruction that
 * entered the kernel tells: at the entry stop the instruction pointer
 * is just past it, and "int $0x80" is cd 80 where "syscall" is 0f 05. */
static bool entered_by_int80(struct tcb *tcp)
{
	unsigned char insn[2];

	if (tcp->regs.ip < 2)
		return false;
	if (umoven(tcp, tcp->regs.ip - 2, sizeof(insn), insn) < 0)
		return false;
	return insn[0] == 0xcd && insn[1] == 0x80;
}

/* The six argument registers, in the ABI's order. */
static void set_args(struct tcb *tcp, uint64_t a0, uint64_t a1, uint64_t a2,
		     uint64_t a3, uint64_t a4, uint64_t a5)
{
	tcp->call.args[0] = a0;
	tcp->call.args[1] = a1;
	tcp->call.args[2] = a2;
	tcp->call.args[3] = a3;
	tcp->call.args[4] = a4;
	tcp->call.args[5] = a5;
}

static void get_i386_args(struct tcb *tcp, const struct user_regs_struct *r)
{
	tcp->pers = 1;
	tcp->call.scno = (uint32_t)r->orig_rax;
	set_args(tcp, (uint32_t)r->rbx, (uint32_t)r->rcx, (uint32_t)r->rdx,
		 (uint32_t)r->rsi, (uint32_t)r->rdi, (uint32_t)r->rbp);
}

int arch_get_syscall_entry(struct tcb *tcp)
{
	union regs r;
	size_t size;

	if (get_regs(tcp, &r, &size) < 0)
		return -1;
	if (size == sizeof(struct i386_regs)) {
		tcp->pers = 1;
		tcp->call.scno = r.r32.orig_eax;
		set_args(tcp, r.r32.ebx, r.r32.ecx, r.r32.edx, r.r32.esi,
			 r.r32.edi, r.r32.ebp);
		tcp->regs.ip = r.r32.eip;
		tcp->regs.sp = r.r32.esp;
		return 0;
	}
	tcp->call.scno = r.r64.orig_rax;
	tcp->regs.ip = r.r64.rip;
	tcp->regs.sp = r.r64.rsp;
	tcp->pers = 0;	/* umoven must not apply a 32-bit address limit */
	if (entered_by_int80(tcp)) {
		get_i386_args(tcp, &r.r64);
		return 0;
	}
	tcp->pers = arch_personality(AUDIT_ARCH_X86_64, &tcp->call.scno);
	set_args(tcp, r.r64.rdi, r.r64.rsi, r.r64.rdx, r.r64.r10, r.r64.r8,
		 r.r64.r9);
	return 0;
}

int arch_get_syscall_exit(struct tcb *tcp)
{
	union regs r;
	size_t size;
	int64_t rv;

	if (get_regs(tcp, &r, &size) < 0)
		return -1;
	if (size == sizeof(struct i386_regs))
		rv = (int32_t)r.r32.eax;
	else if (tcp->pers == 1)
		rv = (int32_t)r.r64.rax;
	else
		rv = (int64_t)r.r64.rax;
	tcp->call.rval = rv;
	tcp->call.err = (rv < 0 && rv >= -4095) ? (int)-rv : 0;
	return 0;
}

/* ---- tampering (-e inject=) ----------------------------------------- *
 *
 * A 64-bit tracer sees every tracee, i386 ones included, through the
 * 64-bit user area, so one offset serves all three personalities. The
 * kernel reads orig_rax again after the entry stop (and after a seccomp
 * stop): -1 there runs no call at all (rax keeps the -ENOSYS the entry
 * code put there), and rax at the exit stop is what the program gets
 * back. arch_set_scno serves the stepping of trace/ownfilter.c too. */
static int poke_user(struct tcb *tcp, size_t off, uint64_t v)
{
	return ptrace(PTRACE_POKEUSER, tcp->tid, (void *)off,
		      (void *)(uintptr_t)v) < 0 ? -1 : 0;
}

int arch_set_scno(struct tcb *tcp, int64_t nr)
{
	uint64_t v = (uint64_t)nr;

	if (nr >= 0)
		v |= personalities[tcp->pers].nr_bit;
	return poke_user(tcp, offsetof(struct user_regs_struct, orig_rax), v);
}

int arch_set_return(struct tcb *tcp, int64_t rval)
{
	uint64_t v = (uint64_t)rval;

	/* An i386 program sees eax only; keep the upper half clean. */
	if (personalities[tcp->pers].audit_arch == AUDIT_ARCH_I386)
		v = (uint32_t)v;
	return poke_user(tcp, offsetof(struct user_regs_struct, rax), v);
}

int arch_get_ip(struct tcb *tcp)
{
	union regs r;
	size_t size;

	if (get_regs(tcp, &r, &size) < 0)
		return -1;
	tcp->regs.ip = size == sizeof(struct i386_regs) ? r.r32.eip : r.r64.rip;
	return 0;
}
